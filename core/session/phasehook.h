// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace aisb {

// Fault injection for tests (tst_launcher_death kills the launcher at a phase; tst_sandbox_boundary
// swaps a path at "binds-checked"), compiled in only with AISB_TEST_HOOKS (the CMake option;
// packages turn it off), and off unless AISB_TEST_PHASES names a file: each phase a session passes
// appends "<phase> <pid> <session id>" to it, and the phase named by AISB_TEST_STOP_AT stops this
// process (SIGSTOP) right there, so that a test can act at exactly that point (SIGKILL, or change
// the project and SIGCONT). Costs one getenv per process otherwise.
void announcePhase(const char *phase, const QString &sessionId);

} // namespace aisb
