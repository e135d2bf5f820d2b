// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace aisb {

// A project's warm sandbox (`exec --warm`): one detached container per project that keeps
// running with the exec agent, so that each command costs a socket round trip, not a start.
namespace WarmSandbox {
// "aisb-warm-<slug>"; its gate is "<name>-gate".
QString containerName(const QString &projectSlug);
// What the warm container is started with (the agent runs instead, see Render::SandboxContext::warm).
QStringList command();
} // namespace WarmSandbox

} // namespace aisb
