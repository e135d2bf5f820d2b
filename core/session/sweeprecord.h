// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/nestedrepos.h"
#include "session/protectedpaths.h"
#include "session/sessiondir.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace aisb {

// What the end sweep of a session (the protected-path backstop and the quarantine of the `.git`s
// the sandbox made) needs to know of its launch, kept in the session's folder
// (`sweep-record.json`, 0600, written atomically) so that a sweep can run without the launcher:
// after each command of a warm sandbox (it outlives its launcher) and for a session whose launcher
// was killed (SIGKILL skips the end sweep). docs/threat-model.md, "Nested repositories".
//
// {"format": "ai-sandbox-sweep-record", "version": 1, "session": "<id>", "project": "<dir>",
//  "projectDev": "<n>", "projectIno": "<n>", "launched": "<ISO 8601 UTC>", "warm": false,
//  "nestedScan": true, "repos": [{"rel", "kind": "folder|file|symlink", "gitdir", "dev", "ino",
//  "fingerprint": "<base64>"}], "protected": [{"rel", "folder", "dev", "ino"}]}
// Device and inode numbers are decimal strings (an inode number may exceed a double's 2^53).
struct SweepRecord
{
    static constexpr int version = 1;

    QString session;
    QString project; // canonical project folder
    dev_t projectDev = 0;
    ino_t projectIno = 0;
    QDateTime launched;
    bool warm = false;
    bool nestedScan = false; // repos holds the launch scan (none for a read-only project)
    QList<NestedRepos::Repo> repos;
    QList<ProtectedPathWatch::Recorded> protectedPaths;

    QByteArray toJson() const;
    // nullopt with *error set for what is not a record of this version (corrupt, another format,
    // a later version).
    static std::optional<SweepRecord> fromJson(const QByteArray &json, QString *error);

    static QString fileName() { return QStringLiteral("sweep-record.json"); }
    // Written once the end sweep ran (or was not needed): a sweep without the launcher is never
    // run again for this session.
    static QString doneFileName() { return QStringLiteral("sweep-done.json"); }

    // Atomic write into `dir` (QSaveFile); an error sentence or empty.
    QString write(const SessionDir &dir) const;
    static std::optional<SweepRecord> read(const SessionDir &dir, QString *error);
};

// The end sweep of a session that ended without its own (a warm sandbox, a killed launcher).
namespace EndedSessionSweep {

struct Result
{
    bool ran = false;           // the sweep ran (record read, not swept before)
    QString skipped;            // why it did not run (empty when it ran, or there was no record)
    QList<SessionEvent> events; // the warnings appended to the session's events.jsonl
    QStringList moved;          // project-relative paths moved
};

enum class Mode {
    Again, // a warm sandbox's: after each command; the session stays unswept
    Once,  // a session that is over: marks it swept (sweep-done.json); a second call does nothing
};

// Loads `dir`'s record, sweeps its project into `dir`'s quarantine (the protected paths that were
// missing at launch, the `.git`s that were not there at launch) and appends a warning event for
// each to `dir`'s events.jsonl, naming the session. Serialised with any other sweep of the same
// session (flock on the record).
Result run(const SessionDir &dir, Mode mode);

// Marks `dir` swept without sweeping (its own launcher did, or a later session ran meanwhile);
// `why` goes into sweep-done.json.
void markDone(const SessionDir &dir, const QString &why);
bool isDone(const SessionDir &dir);

// The sweep after a command of a warm sandbox, for the small client `ai-sandbox-exec` (no Qt):
// `ai-sandbox <WarmCommand> <session id>` runs run(Mode::Again) on that session (under the default
// sessions folder) and prints its warnings on stderr (app/cli_main.cpp). Never a user's command.
inline constexpr char WarmCommand[] = "__warm-sweep";

// The sessions of `projectDir` (all projects when empty) under `sessionsRoot` that ended without
// their end sweep: a record, not done, not warm, and their owner process gone (pid and start time).
// Newest first.
QList<SessionDir::Summary> pending(const QString &projectDir, const QString &sessionsRoot = {});

// What the next launch of `projectDir` (or `clean`, for all projects) does with pending(): the
// newest pending session of a project is swept when no session of the project started after it
// (`exceptSession`, the launch that asks, does not count); the others are marked done unswept, with
// a warning event in their own log (what appeared since may be the user's). Returns every result,
// keyed by session id.
QList<std::pair<QString, Result>> sweepPending(const QString &projectDir, const QString &sessionsRoot = {},
                                               const QString &exceptSession = {});

} // namespace EndedSessionSweep

} // namespace aisb
