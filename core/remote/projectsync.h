// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/projectsnapshot.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

namespace aisb {

class Podman;
class PodmanCall;

// What the remote side of a sync looked like: one entry a path, as `find -printf` reports it in
// the helper container (no content is hashed there: the content's sha256 is known from the
// transfer that put it there or brought it back).
struct RemoteEntry
{
    char type = SnapshotEntry::File; // f d l o
    quint32 mode = 0;
    qint64 size = 0;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0; // no call sets it: a forged mtime still changes it
    quint64 ino = 0;
    QByteArray linkTarget;
    QByteArray sha256; // hex, of what the last sync sent or brought back (files)

    // Unchanged since it was recorded (folders: type and mode only; their times follow their
    // entries).
    bool sameStat(const RemoteEntry &o) const
    {
        if (type == SnapshotEntry::Dir || o.type == SnapshotEntry::Dir)
            return type == o.type && mode == o.mode;
        return type == o.type && mode == o.mode && size == o.size && mtimeNs == o.mtimeNs &&
               ctimeNs == o.ctimeNs && ino == o.ino && linkTarget == o.linkTarget;
    }
};
using RemoteManifest = QHash<QByteArray, RemoteEntry>;

// A project kept in a named volume on a (remote) podman service and synced both ways with tar
// streams through a short-lived helper container (docs/design/remote-sessions.md):
//
//   1. the helper lists the volume (`find -printf`: type, mode, size, mtime, ctime, inode, link);
//      the project is captured here (ProjectSnapshot, hashes reused for unchanged files);
//   2. each path is compared with the state both sides had after the last sync (kept in
//      `stateDir`): changed here only -> sent; changed there only -> brought back; changed on both
//      sides -> a conflict: THIS MACHINE'S COPY WINS on both sides, and the remote version is
//      kept outside the project, under `conflictDir`/<path>, named in the result (none is kept
//      when the remote side deleted it);
//   3. what comes back is read from a tar the helper writes (TarStream, parsed here, never by the
//      host's tar) and written through descriptors opened without following a link
//      (ProjectSnapshot::openParent), to a temporary name renamed into place: a symbolic link the
//      remote side made is brought back as a link, never written through;
//   4. protected paths (policy mounts.read_only: .git/hooks, .git/config, ... and the nested
//      repositories' ones) and a `.git` this machine's project does not have are never brought
//      back, nor a `.git` that is a file or link there (a gitdir pointer): the remote version is
//      kept under `conflictDir` like a conflict's and this machine's state is put back on the
//      remote side (sent, or removed there); masked paths (mounts.masked)
//      are never sent nor brought back;
//   5. what is sent goes in tars (TarStream, at most Options::maxBatchBytes of files each) to the
//      helper, which extracts each and lists the
//      volume again; that listing is recorded for the paths sent, the first one for the others
//      (a change the remote side makes meanwhile is seen at the next sync).
// Every podman call is asynchronous (PodmanCall); the walk, hashing and writing run off this
// thread. One sync at a time per object.
class ProjectSync : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString projectDir;
        QString volume;             // the named volume on the service (created by the first helper run)
        QString helperImage;        // an image on the service with sh, tar and GNU find
        QString stateDir;           // where the state after the last sync is kept (this machine, 0700)
        QString conflictDir;        // where remote versions that are not brought back are kept
        QStringList masked;         // project-relative: never sent, never brought back
        QStringList protectedPaths; // project-relative: never brought back
        uint uid = 1000;            // the owner of what is sent, on the remote side
        uint gid = 1000;
        // A file larger than this is neither sent nor brought back (named in Result::skipped):
        // what the agent writes there must not fill this machine's memory.
        qint64 maxFileBytes = qint64(1) << 30;
        // The files of one tar (each direction) add up to at most this (a larger file goes alone);
        // a remote archive larger than its files' listed sizes allow (a file grown meanwhile) is
        // cut there and the sync fails.
        qint64 maxBatchBytes = qint64(256) << 20;
    };

    struct Conflict
    {
        QString path;   // project-relative
        QString keptAt; // where the remote version was kept ("" when it had deleted the path)
    };
    struct Result
    {
        QString error; // the sync failed (nothing after the failing step was done)
        QStringList sent, broughtBack, removedRemote, removedLocal;
        QList<Conflict> conflicts;
        QList<Conflict> withheld; // protected or new-.git paths the remote side changed
        QStringList skipped;      // "path: why" (could not be written here, unsafe name)
        qint64 bytesSent = 0;
        qint64 bytesBroughtBack = 0;
        qint64 localEntries = 0;
        qint64 remoteEntries = 0;
        qint64 ms = 0;
        int helperRuns = 0;
        bool ok() const { return error.isEmpty(); }
        bool changedNothing() const
        {
            return sent.isEmpty() && broughtBack.isEmpty() && removedRemote.isEmpty() &&
                   removedLocal.isEmpty() && conflicts.isEmpty() && withheld.isEmpty();
        }
        QJsonObject json() const;
        // One sentence for the session log.
        QString summary() const;
    };

    ProjectSync(Podman *podman, const Options &options, QObject *parent = nullptr);
    ~ProjectSync() override;

    // Starts a sync both ways; finished() follows. False (and nothing started) while one runs.
    bool sync();
    bool isRunning() const { return m_running; }

    // Where a path stands: "" when it may be synced, else why not (absolute, "..", empty
    // component, control character).
    static QString unsafePathReason(const QByteArray &path);
    // Whether `path` is `prefix` or below it (prefixes as the policy writes them: "secrets/").
    static bool isUnder(const QByteArray &path, const QStringList &prefixes);
    // The helper's listing (`find -printf` fields, NUL separated) parsed; false when malformed.
    static bool parseListing(const QByteArray &data, RemoteManifest *out);
    // The remote state file's text form (one line a path, hex fields) and back.
    static QByteArray serialize(const RemoteManifest &manifest);
    static std::optional<RemoteManifest> parse(const QByteArray &data);

Q_SIGNALS:
    // What the sync is doing, for the session log ("listing the remote project", ...).
    void step(const QString &what);
    void finished(const aisb::ProjectSync::Result &result);

private:
    struct Plan;
    void listRemote();
    void onListed(const QByteArray &listing);
    void onPlanned(std::shared_ptr<Plan> plan);
    void fetchRemote();
    void sendBatch();
    void applyFetched(const QByteArray &archive);
    static void removeLocalPaths(Plan &plan, int rootFd);
    void removeRemote();
    void sendLocal();
    void onSent(const QByteArray &listing);
    void finish(const QString &error = {});
    PodmanCall *helper(const QStringList &command, const QByteArray &input, bool withStdin);

    Podman *m_podman;
    Options m_options;
    bool m_running = false;
    std::shared_ptr<Plan> m_plan;
    Result m_result;
    qint64 m_startMs = 0;
};

} // namespace aisb
