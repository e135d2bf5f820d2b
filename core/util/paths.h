// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace aisb {

// The XDG locations ai-sandbox reads and writes; every path the app uses comes from here.
namespace Paths {
QString configHome();      // $XDG_CONFIG_HOME or ~/.config
QString stateHome();       // $XDG_STATE_HOME or ~/.local/state
QString dataHome();        // $XDG_DATA_HOME or ~/.local/share
QString stateDir();        // stateHome()/ai-sandbox
QString sessionsDir();     // stateDir()/sessions
QString logsDir();         // stateDir()/logs
QString trustDir();        // stateDir()/trust
// Creates `path` (and parents) with mode 0700 for the last component; returns an error sentence or empty.
QString ensurePrivateDir(const QString &path);
} // namespace Paths

// A stable, podman-safe short name for a project folder: basename, sanitised, plus 8 hex of
// the absolute path's sha256 (two folders named "app" never share containers or volumes).
QString projectSlug(const QString &projectDir);

// The name of a project's persistent home volume ("aisb-home-<slug>").
QString homeVolumeName(const QString &projectSlug);

} // namespace aisb
