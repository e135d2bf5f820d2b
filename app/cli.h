// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace aisb {
// The `ai-sandbox` command line: parses argv and runs the command. Returns the exit code.
int runCli(const QStringList &args);
} // namespace aisb
