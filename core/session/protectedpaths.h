// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <sys/types.h>
#include <vector>

namespace aisb {

// The protected paths (mounts.read_only, mounts.masked) that do not exist when a sandbox starts
// cannot be bound read-only or masked: a mount needs a mount point, which would create the path in
// the user's project. Whatever appears at such a path while the session runs (the agent's
// `.vscode/tasks.json`, `.git/commondir`, `.env`, ...) is what host tools would run or trust, so it
// is moved out of the way, into a quarantine folder, and reported: at once while the session runs
// (arm(): inotify on the folders that hold the missing names) and once more at the session's end.
// Nothing is created in the project when nothing appeared.
//
// Every folder is held open from launch (O_PATH, no symlink followed) and every move is a
// renameat() from that descriptor: a folder on the way that is renamed away, or replaced by
// another folder or a symlink, is never followed; the replacement itself is what gets moved.
class ProtectedPathWatch
{
public:
    // How many copies of one path are kept; later ones are deleted (a loop that makes `.env` again
    // and again must not fill the quarantine), and that is reported once.
    static constexpr int keptPerPath = 8;

    // What is missing in `projectDir` now: for each protected path of `policy`, the first
    // component that does not exist (".vscode" for ".vscode" and ".vscode/tasks.json" alike), and
    // the folders above it that do exist (their replacement is moved too).
    static ProtectedPathWatch atLaunch(const QString &projectDir, const Policy &policy);

    ProtectedPathWatch() = default;
    ProtectedPathWatch(ProtectedPathWatch &&other) noexcept;
    ProtectedPathWatch &operator=(ProtectedPathWatch &&other) noexcept;
    ProtectedPathWatch(const ProtectedPathWatch &) = delete;
    ProtectedPathWatch &operator=(const ProtectedPathWatch &) = delete;
    ~ProtectedPathWatch();

    struct Finding
    {
        QString path;                // project-relative path that appeared: ".vscode", ".git/commondir"
        QString movedTo;             // where it is now; empty when it was deleted or could not be moved
        QString error;               // why it was not moved (empty when moved or deleted)
        int count = 1;               // the how-manieth time this path appeared in this session
        bool deleted = false;        // over keptPerPath: deleted, not kept
        bool replacedFolder = false; // a folder above a protected path, replaced since launch
    };
    // Moves each watched path that exists now into `quarantineDir` (made when needed; when it is
    // on another file system, `fallbackRel`, a folder relative to the project, is made and used).
    QList<Finding> sweep(const QString &quarantineDir, const QString &fallbackRel);

    // Live: watches the folders that hold the missing names (inotify: IN_CREATE, IN_MOVED_TO).
    // Returns why it could not (empty on success). Sweep once after arming: what appeared before
    // the watch existed raises no event.
    QString arm();
    int notifyFd() const { return m_notify; } // readable when something happened
    // Reads what is pending; true when it concerns a watched name (then sweep()).
    bool readEvents();

    // The watched paths, project-relative (missing ones and replaceable folders above them).
    QStringList watched() const;

    // What a sweep needs of this watch once its process is gone (sweeprecord.h): each watched
    // path, and for a folder above a missing one its device and inode at launch.
    struct Recorded
    {
        QString rel;
        bool folder = false;
        dev_t dev = 0;
        ino_t ino = 0;
        bool operator==(const Recorded &) const = default;
    };
    QList<Recorded> recorded() const;
    // The watch `recorded` described, on `projectDir` now: every folder on the way is opened again
    // from the project (O_PATH, no symlink followed) and must be the one recorded (device and
    // inode); a path below a folder that was replaced is left out (the replacement is moved).
    static ProtectedPathWatch fromRecord(const QString &projectDir, const QList<Recorded> &recorded);

private:
    static ProtectedPathWatch rootHeld(const QString &projectDir);
    struct Dir
    {
        int fd = -1;
        int wd = -1; // inotify watch
    };
    struct Entry
    {
        int dir = 0;         // index into m_dirs: the folder that holds `name`
        QByteArray name;     // one component
        QString rel;         // project-relative path
        bool folder = false; // an existing folder at launch (dev, ino): only a replacement counts
        dev_t dev = 0;
        ino_t ino = 0;
        int seen = 0;
    };
    int quarantineFd(const QString &dir, QString *path, QString *why);
    int fallbackFd(const QString &rel, QString *path, QString *why);
    void close();

    QString m_root;          // canonical project folder
    std::vector<Dir> m_dirs; // m_dirs[0] is the project
    std::vector<Entry> m_entries;
    int m_notify = -1;
    int m_quarantine = -1;
    QString m_quarantinePath;
    int m_fallback = -1;
    QString m_fallbackPath;
};

} // namespace aisb
