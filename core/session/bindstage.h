// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/render.h"
#include "session/ownedfolders.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace aisb {

// The sources of the binds inside the project (.ai-sandbox.toml, the read-only paths and the
// folders pinned above them: Render::projectBindSources), held still between the check and
// `podman run`.
//
// The runtime opens a bind source by its path when it mounts it, long after the launcher looked
// at it: a second sandbox of the same project could swap a folder it checked for a symlink to
// ~/.ssh in between, and the runtime would follow it (runc refuses /proc/self/fd/N as a source).
// So the launcher opens each source itself, beneath the project (openat2 RESOLVE_BENEATH: no
// symlink or ".." out of it, no magic link), checks what it opened is the kind the probe saw,
// clones exactly that (open_tree OPEN_TREE_CLONE, recursive) and mounts the clone on a path of
// its own (move_mount): stageDir/Render::stagedName(rel). podman binds those paths. Nothing in the
// project can change what they are: a swap after the open changes nothing, one before it fails
// the launch.
//
// Rootful the stage is /run/ai-sandbox/stage/<pid>-<session> (root's, 0700), mounted in the
// launch's own mount namespace (launchnamespace.h; in the host's if that cannot be made). Rootless the mounts
// are made in podman's own user and mount namespace (the one its pause process holds and every rootless
// podman command joins), on placeholders in the session folder: on the host those are empty files and
// folders.
class BindStage
{
public:
    // Where a session's sources are staged: rootful /run/ai-sandbox/stage/<pid>-<sessionId>,
    // rootless `sessionDir`/stage.
    static QString dirFor(const QString &sessionId, bool rootless, const QString &sessionDir);

    // Stages `rels` of `root` (the project, or its rootful view) in `dir`, each of the kind in
    // `kinds` (File or Directory; a path not in `kinds`, a pinned ancestor, is a folder). Empty when done;
    // else a sentence naming the path and why, and nothing is left staged.
    // Rootful with `launchNs` (LaunchNamespace): made in that mount namespace only.
    static QString create(const QString &root, const QStringList &rels,
                          const QMap<QString, Render::PathKind> &kinds, const QString &dir, bool rootless,
                          int launchNs = -1);

    // Where rootful stages are: /run/ai-sandbox/stage.
    static QString rootDir();

    // Unmounts (lazily: a container holds its own copy) and removes what create() made in `dir`,
    // then `dir`. Never deletes recursively. Empty when done or nothing was there.
    static QString remove(const QString &dir, bool rootless);

    // Rootful: removes the stages of clients that are gone. Returns those removed.
    static QList<OwnedFolders::Folder> removeStale();
};

} // namespace aisb
