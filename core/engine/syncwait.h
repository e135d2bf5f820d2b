// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanresult.h"

#include <QStringList>

namespace aisb {

class Podman;

// Runs one podman call to its end in a local event loop: for the command line and tests only,
// NEVER on a GUI thread (it keeps the thread in a nested loop). After `timeoutMs` the call is
// canceled and the result says so.
PodmanResult runSync(Podman &podman, const QStringList &args, int timeoutMs = 120000);

} // namespace aisb
