// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/gateevent.h"
#include "session/sessionevent.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace aisb {

// A session's directory under $XDG_STATE_HOME/ai-sandbox/sessions/<id>/ (0700): the redacted
// effective policy, rendered files, events.jsonl and the gate's access log; and the path of the
// session's 0600 env file, which lives on a tmpfs only while podman reads it.
class SessionDir
{
public:
    // Creates a new session directory with a fresh id ("20261202-151700-ab12cd").
    // On failure isValid() is false and error() says why.
    static SessionDir create(const QString &projectSlug, const QString &root = {});
    static SessionDir open(const QString &id, const QString &root = {});
    // Where session `id`'s folder is (or would be), without looking at the disk: previews name
    // the files of a session that does not exist yet.
    static SessionDir planned(const QString &id, const QString &root = {});

    bool isValid() const { return !m_path.isEmpty() && m_error.isEmpty(); }
    QString error() const { return m_error; }
    QString id() const { return m_id; }
    QString path() const { return m_path; }
    QString filePath(const QString &name) const;

    // The env file lives outside the session folder, on a tmpfs (Paths::envFilesDir()).
    QString envFilePath() const;
    QString gateLogDir() const { return filePath(QStringLiteral("gate")); }
    QString accessLogPath() const { return filePath(QStringLiteral("gate/access.log")); }
    QString agentDir() const { return filePath(QStringLiteral("agent")); }
    QString agentSocketPath() const { return filePath(QStringLiteral("agent/agent.sock")); }
    QString rulesetPath() const { return filePath(QStringLiteral("ruleset.nft")); }
    QString eventsPath() const { return filePath(QStringLiteral("events.jsonl")); }

    // Atomic write; `mode` is applied before the content lands. Returns an error sentence or empty.
    QString writeFile(const QString &name, const QByteArray &content, bool privateFile = false) const;
    // The session's lifelines: files the owner process holds flock(LOCK_EX)ed for the session's
    // life; the gate and the sandbox each wait in their container for a shared lock on theirs and
    // end once they get it (the kernel drops the owner's lock when the owner ends, however it ends).
    // Two files, as the sandbox's must be closed to the sandbox user: rootless, keep-id makes that
    // user the file's owner (mode 0044: the owner may not read, the container's root may as
    // "other" or through the user's group it keeps), rootful it is "other" (0400: root alone); the
    // gate's root is the owner either way (0400).
    QString lifelinePath() const { return filePath(QStringLiteral("lifeline")); }
    QString gateLifelinePath() const { return filePath(QStringLiteral("lifeline-gate")); }
    // Creates `path` with `mode` and locks it: the O_CLOEXEC descriptor that holds the lock (never
    // inherited by a child), or -1 with *error set.
    static int holdLifeline(const QString &path, uint mode, QString *error);
    // The variables for podman's --env-file, in an anonymous memory file (memfd, O_CLOEXEC): never a
    // name in any file system, gone with the last process that holds it, so a crash at any moment
    // leaves no file with a value. podman reads it as /dev/fd/<fd> (Session clears O_CLOEXEC for
    // podman alone). Its name ("aisb-env-<session>" in /proc/<pid>/fd) tells whose it is.
    // -1 with *error set when it cannot be made.
    static int envMemoryFile(const QByteArray &content, QString *error, const QString &sessionId = {});
    // When process `pid` started (field 22 of /proc/<pid>/stat, clock ticks since boot); 0 when
    // there is no such process or it has exited (a zombie not yet reaped). A pid and its start
    // time name one process: a reused pid differs.
    static qint64 processStartTime(qint64 pid);

    // The env file: 0600, never logged. With `lock`, the file stays flock()ed through the
    // returned descriptor until the caller closes it: `clean` removes only env files nobody
    // holds (removeStaleEnvFiles), so one left by a killed launcher goes on the next clean.
    QString writeEnvFile(const QByteArray &content, int *lock = nullptr) const;
    void removeEnvFile() const;

    // Appends one event to events.jsonl (flushed at once, so a crash loses nothing written).
    void appendEvent(const SessionEvent &event) const;
    QList<SessionEvent> events() const;
    // The requests the gate decided on, from its access log (empty when there was no gate); lines
    // not in the log format come as malformed events (GateEvent::malformed), never dropped.
    QList<GateEvent> gateEvents() const;

    // Summary for `ai-sandbox sessions` and the GUI, read from events.jsonl.
    struct Summary
    {
        QString id;
        QString project; // project dir
        QString state;   // last state event
        int exitCode = -1;
        QDateTime started;
        QDateTime ended;
        qint64 ownerPid = 0;   // the process that ran the session
        qint64 ownerStart = 0; // its start time (processStartTime), 0 for sessions before it was kept
        // A "killed" state event: the owner died with the session open; the next front end noticed
        // at `ended` and removed `cleaned` (what it found left: containers, a view, an env file).
        QStringList cleaned;
        QString lastState; // the state the session was in when its owner died
        bool warm = false; // a warm sandbox outlives its owner by design
        QString image;     // the sandbox image tag it ran (from its "image" field)
        // The remote podman service it ran on (its "engine" field: url, connection); both empty
        // for this machine's podman.
        QString engineUrl;
        QString engineConnection;

        bool isOpen() const
        {
            return !state.isEmpty() && state != QLatin1String("finished") &&
                   state != QLatin1String("failed") && state != QLatin1String("killed");
        }
        bool isKilled() const { return state == QLatin1String("killed"); }
        // Open, not warm, and its owner process is gone (by pid and start time): left behind by a
        // crash or a kill.
        bool isAbandoned() const;
    };
    Summary summary() const;
    static QList<Summary> list(const QString &root = {});
    // The same for the sessions `ids` only (folder names under root), in that order, but a session
    // whose events.jsonl has the size and modification time it had at the last call is not read
    // again (a process-wide cache, safe from any thread).
    static QList<Summary> listCached(const QString &root, const QStringList &ids);
    // The folder names of the sessions under root, newest first (ids start with their time):
    // one directory read, no session's files opened.
    static QStringList ids(const QString &root = {});

private:
    QString m_id;
    QString m_path;
    QString m_error;
};

} // namespace aisb
