// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <sys/types.h>

namespace aisb {

// Nested git repositories inside the project (submodule checkouts, `git init sub`, a `.git` file
// naming a gitdir): git runs their config (core.fsmonitor, core.hooksPath, ...) and hooks on the
// host, at a `git status` in them and, for the gitlinks of the project's index, at a plain `git
// status` in the project. The top-level `.git` is protected by the built-in mounts.read_only list;
// this finds the nested ones and
//  - at launch, names their code-running paths (config, hooks, info, commondir, config.worktree,
//    modules; the `.git` file itself and, when it points inside the project, its gitdir's) so the
//    session adds them to the read-only paths: bound read-only through the bind stage, every folder
//    above them pinned (renaming a parent does not take them away), the missing ones watched and
//    quarantined live (ProtectedPathWatch). A gitlink whose folder exists without a `.git` gets
//    `<folder>/.git` watched the same way;
//  - at the session's end, finds them again and moves every `.git` (folder, file or symlink) that
//    was not there at launch, or is not the one that was (device and inode), into the quarantine.
// Discovery never runs git: it reads the index itself (gitlinks, mode 160000) and walks the
// project without following a symlink, within Limits.
// How far NestedRepos looks (outside the class: its defaults serve as default arguments).
struct NestedRepoLimits
{
    int maxDepth = 40;          // folders below the project
    int maxEntries = 1'000'000; // directory entries read in all
    int maxRepos = 256;         // nested `.git` kept
    qint64 maxIndexBytes = 512LL * 1024 * 1024;
};

class NestedRepos
{
public:
    using Limits = NestedRepoLimits;
    enum class Kind { Folder, File, Symlink };
    struct Repo
    {
        QString rel; // project-relative path of the `.git`: "sub/.git" (".git" for a top-level file)
        Kind kind = Kind::Folder;
        QString gitdirRel; // a `.git` file's or symlink's gitdir, project-relative; "" when outside
        dev_t dev = 0;
        ino_t ino = 0;
        // What an inode number reused by the file system would not tell: a `.git` file's bytes, a
        // symlink's target, an unbindable folder's config (a bound one's cannot change).
        QByteArray fingerprint;
    };
    struct Scan
    {
        QList<Repo> repos;
        QStringList gitlinks;      // worktree paths of the gitlinks in the project's index
        QStringList unprotectable; // nested `.git` whose path cannot be bound (',', '"', control)
        bool truncated = false;    // a limit was reached: what lies beyond was not looked at
        qint64 entries = 0;        // directory entries read
        QString indexError;        // the index could not be read (the walk still ran)
    };

    // The worktree paths of the gitlinks (mode 160000) in a git index (versions 2, 3 and 4; SHA-1
    // or SHA-256). Empty with `error` set when it is not an index.
    static QStringList indexGitlinks(const QByteArray &index, QString *error = nullptr);

    // The nested repositories of `projectDir` now.
    static Scan scan(const QString &projectDir, const Limits &limits = Limits());

    // The project-relative paths to protect for `scan` (not under a path `policy` already
    // protects or masks: a pinned folder inside a read-only one would make it writable).
    static QStringList protectedPaths(const Scan &scan, const Policy &policy);

    // `policy` with protectedPaths() added to mounts.read_only.
    static Policy withProtection(const Policy &policy, const Scan &scan);

    struct Moved
    {
        QString rel;     // "sub/.git"
        QString movedTo; // empty when it could not be moved
        QString error;
        bool replaced = false; // a `.git` was there at launch, this is another one
    };
    // Finds the nested repositories again and moves each `.git` that is not in `atLaunch` into
    // `quarantineDir` (made when needed; on another file system, `fallbackRel` in the project).
    // `now` receives the scan (for its limits).
    static QList<Moved> quarantineNew(const QString &projectDir, const Scan &atLaunch,
                                      const QString &quarantineDir, const QString &fallbackRel,
                                      Scan *now = nullptr, const Limits &limits = Limits());
};

} // namespace aisb
