// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/ownedfolders.h"

#include <QString>

namespace aisb {

// How a rootful sandbox gets the project so that it writes as the invoking user.
//
// Rootful podman runs the sandbox user (uid/gid 1000 in the container) as host uid/gid 1000,
// so it could write only what host uid 1000 may write, and what it wrote would belong to uid
// 1000. Rootless, keep-id maps uid 1000 to the user; rootful, a user namespace for the
// container does not work with podman 4.3 (its storage refuses a mapping that is not one
// contiguous block: docs/rootful-ownership.md). Instead the sandbox gets an idmapped bind
// mount of the project (Linux >= 5.12): on that view, the invoking user's ids (invoker()) and
// 1000 are swapped and every other id is itself. The container has no user namespace of its own and
// the runtime binds the view like any folder (a bind of an idmapped mount keeps its mapping),
// so the sandbox process stays host uid 1000 without capabilities: only files in the project
// change hands, and nothing else of the host sees uid 1000 as the user.
//
// The view lives under viewsDir() (0700, root only) from just before `podman run` until the
// container holds its own copy; remove() detaches it. Nothing here ever deletes recursively:
// a mount point holds the user's project.
class ProjectView
{
public:
    // The sandbox user's uid and gid inside the container (the image and entrypoint use 1000).
    static constexpr uint sandboxId = 1000;

    // Where views are mounted: /run/ai-sandbox/views.
    static QString viewsDir();

    // Who the sandbox writes as: the user who ran ai-sandbox. Run as root through sudo, that
    // is the user who ran sudo (SUDO_UID/SUDO_GID): `sudo ai-sandbox run` in your own project
    // writes your files as you. Otherwise the effective uid/gid (root in CI: root).
    struct Invoker
    {
        uint uid = 0;
        uint gid = 0;
        bool viaSudo = false;
    };
    static Invoker invoker();
    // The pure part, for tests: the sudo variables count only for root, and only as plain
    // decimal ids (not -1).
    static Invoker invokerFrom(uint euid, uint egid, const QByteArray &sudoUid, const QByteArray &sudoGid);

    // Whether a session needs a view: rootful podman on this machine, run as root on Linux,
    // for an invoker other than 1000:1000. (Rootless keep-id already does the mapping; a remote
    // service mounts its own paths.)
    static bool wanted(bool rootless, bool remote);

    // uid_map-style lines ("inside outside count\n") of the view's mapping: `invoker` and
    // `sandbox` swapped, identity elsewhere; empty when they are equal. Pure, for tests.
    static QString idMap(uint invoker, uint sandbox = sandboxId);

    // Mounts a view of `projectDir` (recursively) at viewsDir()/<pid>-<sessionId> for
    // invoker(), after removing views of clients that are gone: in mount namespace `mountNs`
    // (LaunchNamespace, where viewsDir() is a tmpfs of its own) if given, else on the host.
    // Returns the view's path, or empty with *error set (a sentence naming what failed and
    // why, e.g. a file system without idmapped mounts).
    // Where create() mounts the view of session `sessionId` in this process.
    static QString pathFor(const QString &sessionId);
    static QString create(const QString &projectDir, const QString &sessionId, QString *error,
                          int mountNs = -1);

    // Detaches the view at `path` (lazily: a container that holds it keeps it) and removes the
    // empty mount point. Returns an error sentence, or empty when done (or nothing was there).
    static QString remove(const QString &path);

    // Detaches views whose client process is gone (killed before it removed its view); returns
    // those removed.
    static QList<OwnedFolders::Folder> removeStale();
};

} // namespace aisb
