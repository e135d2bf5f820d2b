// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <optional>

namespace aisb {

// One entry of a project snapshot: what lstat says of a path, and for a regular file the sha256
// of its content (for a symbolic link its target).
struct SnapshotEntry
{
    enum Type : char { File = 'f', Dir = 'd', Link = 'l', Other = 'o' };
    char type = File;
    quint32 mode = 0; // permission bits and set-id/sticky (st_mode & 07777)
    quint32 uid = 0;
    quint32 gid = 0;
    qint64 size = 0;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0; // no user-space call sets it: a forged mtime still changes it
    quint64 ino = 0;
    QByteArray sha256;     // hex; files only (empty when the file could not be read)
    QByteArray linkTarget; // links only
    bool stored = false;   // the content is in the object store (ChangeStore)

    // Same content, type and mode (what a change is about; times, inode and owner aside).
    bool sameState(const SnapshotEntry &o) const
    {
        return type == o.type && mode == o.mode && size == o.size && sha256 == o.sha256 &&
               linkTarget == o.linkTarget;
    }
    // The stat data that lets a capture reuse the previous hash.
    bool sameStat(const SnapshotEntry &o) const
    {
        return type == o.type && size == o.size && mtimeNs == o.mtimeNs && ctimeNs == o.ctimeNs &&
               ino == o.ino;
    }
};

// A git-independent picture of a project folder: every path below it (the root itself aside),
// never following a symbolic link. Paths are the file system's bytes relative to the root, '/'
// separated ("src/main.c", ".git/HEAD").
//
// A capture hashes only what changed since `previous` (same type, size, mtime, ctime and inode:
// the hash is reused), so capturing again is a walk of lstat calls plus the changed files. It
// never runs git: the index is the agent's to write (a forged index could hide a change), and git
// with the project's own config can run code.
class ProjectSnapshot
{
public:
    QHash<QByteArray, SnapshotEntry> entries;

    struct Options
    {
        const ProjectSnapshot *previous = nullptr;
        // Where file contents go (content-addressed, "<sha256>"), empty for none; a file larger
        // than fileCap is never stored, and no more than totalCap bytes are referenced in all.
        QString objectDir;
        qint64 fileCap = 0;
        qint64 totalCap = 0;
        // Project-relative paths whose content is never stored either, as mounts.masked writes
        // them ("secrets/" or "config/prod.env"): a file there or below is hashed only.
        QStringList masked;
        // Threads that walk the tree: 0 = one per core (at most 4), 1 = this thread alone.
        int threads = 0;
    };
    struct Stats
    {
        qint64 entries = 0;
        qint64 hashed = 0; // files read (not reused from `previous`)
        qint64 hashedBytes = 0;
        qint64 stored = 0; // objects written this time
        qint64 storedBytes = 0;
        qint64 reflinked = 0; // of those, cloned (FICLONE) rather than copied
        qint64 unreadable = 0;
        qint64 gitObjectsTrusted = 0; // loose git objects taken from `previous` by name and inode
    };

    // Captures `root`. Nullopt with *error set when the root itself cannot be opened; entries
    // that vanish or cannot be read while it walks are recorded as far as lstat got.
    static std::optional<ProjectSnapshot> capture(const QString &root, const Options &options,
                                                  Stats *stats = nullptr, QString *error = nullptr);

    // One record a path: "TYPE MODE UID GID SIZE MTIME CTIME INO STORED SHA256|- TARGETHEX|- PATH\0".
    QByteArray serialize() const;
    static std::optional<ProjectSnapshot> parse(const QByteArray &data);
    // Atomic, 0600. Returns an error sentence or empty.
    QString save(const QString &path) const;
    static std::optional<ProjectSnapshot> load(const QString &path);

    // The state of one path now, read as capture() reads it (hashing the file): nullopt when
    // there is nothing there. `rootFd` is an open descriptor of the project folder.
    static std::optional<SnapshotEntry> stateOf(int rootFd, const QByteArray &path);

    // False for a path whose content may hold a secret, which the object store never copies (it
    // is hashed all the same, so a change to it is seen; undoing one is refused): the policy file
    // (env.set values), .env files, .netrc, package-registry and git credentials, private keys.
    // Decided by the last component of `path`.
    static bool mayKeepContent(const QByteArray &path);

    // Opens the folder that holds `path` below `rootFd`, never following a symbolic link on the
    // way (O_NOFOLLOW each component): -1 when one is not a folder. *name gets the last component.
    static int openParent(int rootFd, const QByteArray &path, QByteArray *name);

    // Writes all of `data` to `fd` (a short write or EINTR goes on); false on an error.
    static bool writeAll(int fd, const QByteArray &data);
};

} // namespace aisb
