// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace aisb {

// The XDG locations ai-sandbox reads and writes; every path the app uses comes from here.
namespace Paths {
QString configHome();  // $XDG_CONFIG_HOME or ~/.config
QString stateHome();   // $XDG_STATE_HOME or ~/.local/state
QString dataHome();    // $XDG_DATA_HOME or ~/.local/share
QString stateDir();    // stateHome()/ai-sandbox
QString sessionsDir(); // stateDir()/sessions
QString logsDir();     // stateDir()/logs
QString trustDir();    // stateDir()/trust
// Where files that must not outlive a boot live (the env files): a tmpfs only this user may
// enter, first found of $XDG_RUNTIME_DIR/ai-sandbox, /run/ai-sandbox (root), and
// /dev/shm/ai-sandbox-<uid>; stateDir()/run (persistent disk) only when none of them is usable.
QString runtimeDir();
QString envFilesDir(); // runtimeDir()/env: one "<session id>.env" per session being started
// Creates `path` (and parents) with mode 0700 for the last component; returns an error sentence or empty.
QString ensurePrivateDir(const QString &path);
// `path` as people read it: the home folder written as ~ ("~/src/app"), native separators.
QString shown(const QString &path);
} // namespace Paths

// A stable, podman-safe short name for a project folder: basename, sanitised, plus 8 hex of
// the absolute path's sha256 (two folders named "app" never share containers or volumes).
QString projectSlug(const QString &projectDir);

// The name of a project's persistent home volume (ResourceName::homeVolume).
QString homeVolumeName(const QString &projectSlug);

} // namespace aisb
