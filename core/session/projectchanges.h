// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/projectsnapshot.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace aisb {

// What a session changed in its project: the difference between the snapshot taken before the
// sandbox started and the one taken after it ended.
struct FileChange
{
    enum class Kind { Created, Modified, Deleted, ModeChanged };
    QByteArray path;
    Kind kind = Kind::Modified;
    std::optional<SnapshotEntry> before;
    std::optional<SnapshotEntry> after;
    // Marked for the reader's attention (at the top of the list):
    //   made-executable  an execute bit the file did not have (or a new executable file)
    //   new-dotfile      a new path with a component that starts with '.'
    //   git-internal     anything under .git/ (hooks, config: code git runs)
    //   unusual-type     a new file whose name is not a usual source or text type
    //   set-id           a set-uid/set-gid bit appeared
    QStringList flags;
    bool binary = false;      // the content after the session has a NUL byte in its first 8 KiB
    bool contentKept = false; // the content before the session can be restored

    static QString kindName(Kind kind); // created | modified | deleted | chmod
};

class ProjectChanges
{
public:
    // Every difference, flagged ones first, each group in path order. `rootFd` (the project, -1
    // for none) is read for the binary check of what exists after.
    static QList<FileChange> diff(const ProjectSnapshot &before, const ProjectSnapshot &after,
                                  int rootFd = -1);

    // {"changes": [{path, change, flags, binary, content_kept, before, after}], "summary": {...}}
    // with before/after {type, mode ("0755"), size, sha256 | target} or null.
    static QJsonObject toJson(const QList<FileChange> &changes);

    // Whether `name` (a path's last component) has a usual source or text type.
    static bool usualType(const QByteArray &path);

    // Undo: puts back what the session changed at `paths` (every change when empty; a folder
    // names what is below it), from the snapshot taken at start, the content in `objectDir`.
    // A path whose current state is neither the session's end state nor its start state was
    // changed by someone after the session: with `force` false nothing at all is written and
    // the result lists it in `conflicts`.
    struct UndoResult
    {
        QStringList restored;  // paths put back
        QStringList unchanged; // already in their start state
        QStringList conflicts; // changed after the session ended (not touched without force)
        QStringList failed;    // "path: why"
    };
    static UndoResult undo(const QString &projectDir, const ProjectSnapshot &start,
                           const ProjectSnapshot &end, const QString &objectDir, const QStringList &paths,
                           bool force);

    // Quarantine (quarantine.h): writes to `projectDir` what the session changed at `paths` (every
    // change when empty) in its copy `copyDir`, from the start state to the end state. A path whose
    // current state is neither the start state nor the end state was changed by the user since the
    // session started: with `force` false nothing at all is written and it is listed in
    // `conflicts`. The copy's content is staged in `stageDir` (checked against the end snapshot).
    // `restored` lists what was written, `unchanged` what already was in its end state.
    static UndoResult apply(const QString &projectDir, const QString &copyDir, const ProjectSnapshot &start,
                            const ProjectSnapshot &end, const QString &stageDir, const QStringList &paths,
                            bool force);

private:
    static UndoResult revert(const QString &projectDir, const ProjectSnapshot &start,
                             const ProjectSnapshot &end, const QString &objectDir, const QStringList &paths,
                             bool force, bool anyContent);
};

} // namespace aisb
