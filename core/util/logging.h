// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <memory>

namespace spdlog {
class logger;
}

namespace aisb {

// Developer logging (spdlog): one named logger per subsystem, quiet by default, a rotating
// file under $XDG_STATE_HOME/ai-sandbox/logs/, Qt's message handler routed into it.
// User-facing session events never go through here.
namespace Logging {

struct Options
{
    QString level;        // trace|debug|info|warn|error|off; empty = $AISB_LOG or "warn"
    QString logDir;       // empty = Paths::logsDir()
    bool toStderr = true; // also print at the chosen level to stderr
    QString fileName = QStringLiteral("ai-sandbox.log");
};

// Installs sinks and the Qt message handler. Safe to call more than once (later calls win).
void setup(const Options &options = {});

// The logger of a subsystem ("policy", "render", "engine", "session", "ui", "cli", "qt").
// Always returns a usable logger (created on first use with the shared sinks).
std::shared_ptr<spdlog::logger> logger(const char *subsystem);

} // namespace Logging
} // namespace aisb
