// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace aisb {

// Env files (the 0600 files that carry a session's variables to podman, see
// SessionDir::writeEnvFile) that no launcher holds any more: a launcher keeps its env file
// flock()ed until podman has read it, so one that can be locked was left by a launcher that was
// killed (SIGKILL, a crash, a power cut with a persistent fallback folder). Removes each such
// "<id>.env" in `dir` (and a "<id>.env.new" older than a minute) and returns their paths. Never
// follows a symlink; touches nothing else. Safe to call at any time: `clean` calls it.
QStringList removeStaleEnvFiles(const QString &dir = {});

} // namespace aisb
