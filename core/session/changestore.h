// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/projectchanges.h"

#include <QJsonObject>
#include <QObject>
#include <QVariant>
#include <functional>

namespace aisb {

// Where the snapshots and kept contents of "what changed in the project" live, and the two
// captures a session makes (docs/architecture.md, "What changed in the project").
//
// Per project: $XDG_STATE_HOME/ai-sandbox/changes/<slug>/ holds the latest snapshot (so the next
// capture hashes only what changed since) and objects/<sha256>, the content of every file of that
// snapshot up to the caps (content-addressed: a capture writes only content it has not seen;
// FICLONE where the file system can, a copy where it cannot). Per session, <session>/changes/
// holds start.snap, end.snap, changes.json and objects/: hard links to the store's objects of the
// files the session modified or deleted, so they outlive the store's next clean-up.
class ChangeStore
{
public:
    // The caps on kept content, app settings (QSettings "ai-sandbox"): changes/undo_file_cap (a file
    // larger than it is listed but cannot be undone; default 16m, at most 1g) and
    // changes/undo_total_cap (all kept content of a project; default 1g, at most 1t). Sizes as in
    // the policy ("512k", "16m"); 0 keeps nothing. An invalid value gives the default and a warning
    // naming the key.
    struct Caps
    {
        qint64 fileCap = 16LL << 20;
        qint64 totalCap = 1LL << 30;
        QStringList warnings;
    };
    static Caps caps();
    static Caps capsFrom(const QVariant &fileCap, const QVariant &totalCap);

    static QString storeDir(const QString &projectSlug);
    static QString sessionChangesDir(const QString &sessionDir);
    static QString startPath(const QString &sessionDir);
    static QString endPath(const QString &sessionDir);
    static QString jsonPath(const QString &sessionDir);
    static QString objectsDir(const QString &sessionDir);

    struct Result
    {
        QString error; // empty when it worked
        ProjectSnapshot::Stats stats;
        qint64 ms = 0;
        QJsonObject json;    // captureEnd: what changes.json holds
        int activeLock = -1; // captureStart: held (shared) until captureEnd
        QStringList warnings;
    };
    // Before the sandbox starts. Takes a shared lock that keeps the store's objects while the
    // session runs (another session's capture cleans up only when no session holds it).
    // `masked`: the policy's mounts.masked, whose content the store never copies.
    static Result captureStart(const QString &projectDir, const QString &projectSlug,
                               const QString &sessionDir, const QStringList &masked = {});
    // After it ended: the end snapshot, the diff, changes.json; releases `activeLock`.
    static Result captureEnd(const QString &projectDir, const QString &projectSlug, const QString &sessionDir,
                             const QString &sessionId, int activeLock, const QStringList &masked = {});
    // What the session changed so far, for a session without an end (running, or killed): a
    // capture now against its start ("complete": false). Empty object when it has no start.
    static QJsonObject currentChanges(const QString &projectDir, const QString &sessionDir,
                                      const QString &sessionId);
};

// The session's side: captures off the GUI thread, so a large project never blocks it.
class ChangeTracker : public QObject
{
    Q_OBJECT
public:
    ChangeTracker(const QString &projectDir, const QString &projectSlug, const QString &sessionDir,
                  const QString &sessionId, QObject *parent = nullptr);
    ~ChangeTracker() override;

    // The policy's mounts.masked, kept out of the store (set before captureStart()).
    void setMasked(const QStringList &masked) { m_masked = masked; }
    void captureStart();
    bool startCaptured() const { return m_startDone; }
    // Captures the end and calls `then` once done; false (and nothing called) when there is no
    // start to compare with or the end was captured already.
    bool captureEnd(std::function<void()> then);

Q_SIGNALS:
    void started();
    // What to put in the session's log: kind "changes" (or "warning"), a sentence, data.
    void note(const QString &kind, const QString &message, const QJsonObject &data);

private:
    QString m_projectDir;
    QString m_slug;
    QString m_sessionDir;
    QString m_sessionId;
    QStringList m_masked;
    int m_activeLock = -1;
    bool m_startDone = false;
    bool m_startOk = false;
    bool m_endDone = false;
};

} // namespace aisb
