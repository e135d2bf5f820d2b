// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace aisb {

// Fault injection for tests (tests/e2e/tst_launcher_death.cpp), off unless AISB_TEST_PHASES names
// a file: each phase a session passes appends "<phase> <pid> <session id>" to it, and the phase
// named by AISB_TEST_STOP_AT stops this process (SIGSTOP) right there, so that a test can SIGKILL
// it at exactly that point. Costs one getenv per process otherwise.
void announcePhase(const char *phase, const QString &sessionId);

} // namespace aisb
