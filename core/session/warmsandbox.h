// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace aisb {

class Podman;

// A project's warm sandbox (`exec --warm`): one detached container per project that keeps
// running with the exec agent, so that each command costs a socket round trip, not a start.
// The lookups here are synchronous (runSync): for the command line and tests, never a GUI thread.
namespace WarmSandbox {
// ResourceName::warmContainer(slug); its gate is ResourceName::gateContainer(that name).
QString containerName(const QString &projectSlug);
// What the warm container is started with (the agent runs instead, see Render::SandboxContext::warm).
QStringList command();

struct Found
{
    QString socket;     // the agent's socket: a warm sandbox with this policy runs ("" = none)
    bool stale = false; // one runs, but with another policy (it is to be replaced)
};
// The warm sandbox of `projectDir` running the policy with `fingerprint`
// (Render::policyFingerprint): the state file written by remember() when its socket accepts a
// connection (two podman calls cost more than the command itself), else podman's answer
// (its container's Label::Session and Label::Policy labels), which is then remembered.
Found find(Podman &podman, const QString &projectDir, const QString &fingerprint);
// $XDG_STATE_HOME/ai-sandbox/warm/<slug>.json (0600): where a started warm sandbox listens.
void remember(const QString &projectDir, const QString &sessionId, const QString &socket,
              const QString &fingerprint);
// The session of the project's warm sandbox, from the state file ("" when none is remembered).
QString sessionId(const QString &projectDir);
// Forgets the state file and removes the warm sandbox and its gate; then sweeps what that sandbox
// left in the project since its last command (EndedSessionSweep, once).
void remove(Podman &podman, const QString &projectDir);
} // namespace WarmSandbox

} // namespace aisb
