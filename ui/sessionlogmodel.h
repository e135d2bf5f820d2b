// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"
#include "session/gateevent.h"
#include "session/sessionevent.h"
#include "session/sessionlog.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <memory>
#include <optional>

namespace aisb {

class Session;
class SessionDir;

// One session's log as a table: its lifecycle events and every request its egress gate allowed
// or denied, oldest first. Filled from a session folder (past sessions) or from a running
// Session's signals; live rows arrive in batches and the table keeps only the newest rows.
class SessionLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        KindColumn,
        MethodColumn,
        DestinationColumn,
        StatusColumn,
        BytesColumn,
        DetailColumn,
        ColumnCount
    };
    // Raw: a gate line not in the log format; Dropped: packets the sandbox's firewall dropped.
    enum class Kind { Lifecycle, Allowed, Denied, Raw, Dropped };
    Q_ENUM(Kind)
    enum Role {
        KindRole = Qt::UserRole + 1, // Kind as int
        HostRole,                    // destination host of a gate row ("" for lifecycle rows)
        SortRole,                    // raw value (time in ms, bytes, status)
        CredentialRole,              // the [[credentials]] rule the gate added to the request, or ""
    };
    static constexpr int DefaultMaxRows = 50000;

    explicit SessionLogModel(QObject *parent = nullptr);
    ~SessionLogModel() override;

    // Replaces the content with a past session's events.jsonl and gate access log, merged by time.
    // Both are read on a worker thread: rows appear in time order, a batch at a time, as they are
    // read, and loaded() follows. A newer load (or clear(), attach()) cancels an older one.
    void loadDirectory(const SessionDir &dir);
    bool isLoading() const { return m_loading; }
    // Follows a session: what it logged so far (its events.jsonl) now, then its signals. Attach
    // before its gate starts (at launch): gate rows only come through the signal.
    void attach(Session *session);
    bool isAttached() const { return !m_session.isNull(); }
    void clear();

    // Queued; rows appear with the next batch (flush() forces it).
    void appendEvent(const aisb::SessionEvent &event);
    void appendGateEvent(const aisb::GateEvent &event);
    void appendGateEvents(const QList<aisb::GateEvent> &events);
    void flush();

    // The oldest rows go when there are more than this (the counters still count them).
    void setMaxRows(int rows);
    int maxRows() const { return m_maxRows; }
    // Rows dropped to stay within maxRows().
    qint64 droppedRows() const { return m_dropped; }
    qint64 allowedCount() const { return m_allowed; }
    qint64 deniedCount() const { return m_denied; }
    // Packets the firewall dropped (a "N more dropped" row counts N).
    qint64 blockedCount() const { return m_blocked; }
    // Gate requests that carried a credential the gate added ([[credentials]]).
    qint64 credentialCount() const { return m_credentialed; }

    // Every host the gate denied in this session (rows dropped for maxRows() included), most
    // denials first: the summary above the table.
    struct DeniedHost
    {
        QString host;
        qint64 count = 0;
        QDateTime lastSeen;
        QString reason;
    };
    QList<DeniedHost> deniedHosts() const;

    // Rows as JSON lines (`logs --json` fields) or CSV (a header line, then one line a row).
    QByteArray exportJsonLines(const QList<int> &rows, const QString &sessionId) const;
    QByteArray exportCsv(const QList<int> &rows) const;

    Kind kindAt(int row) const { return m_rows.at(row).kind; }
    QString hostAt(int row) const { return str(m_rows.at(row).host); }
    // What the text filter searches: every column's text of the row.
    QString searchText(int row) const;
    // Tab-separated columns of the rows, one line each (for the clipboard).
    QString rowsText(const QList<int> &rows) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "example.com:443", "[::1]:80".
    static QString destination(const QString &host, int port);
    // Every text the Kind column shows (in the current language): its width is the widest.
    static QStringList kindTexts();
    // What a URL shows: no user info, no query or fragment (tokens live there).
    static QString shownUrl(const QString &url);

Q_SIGNALS:
    void countsChanged();
    // The load loadDirectory() started has read everything (a cancelled one never says so).
    void loaded();

private:
    // Compact: a row costs about 80 bytes plus its URL or message (UTF-8); host, method, result
    // code, server, event kind and denial reason are kept once in a string table.
    struct Row
    {
        qint64 timeMs = 0;
        qint64 bytes = 0; // dropped: how many packets the row stands for
        QByteArray text;  // lifecycle, dropped: message; gate: URL (not for CONNECT); raw: the line
        quint32 host = 0;
        quint32 method = 0;
        quint32 squid = 0;      // squid's result code (tooltip)
        quint32 server = 0;     // address the gate connected to
        quint32 event = 0;      // lifecycle kind: "state", "error", ...
        quint32 reason = 0;     // why a denied request was refused
        quint32 credential = 0; // the [[credentials]] rule the gate added ("" = none)
        quint16 port = 0;
        qint16 status = 0;
        Kind kind = Kind::Lifecycle;
    };
    Row fromEvent(const SessionEvent &event);
    // A session event as a row, its strings interned by `intern` (the model's or a loader's).
    template <typename Intern> static Row eventRow(const SessionEvent &event, Intern &&intern);
    // A gate decision (a GateEvent, or a GateLine the loader sliced) as a row at `timeMs`, all but
    // its reason: the live path and the loader make the same rows.
    template <typename Line, typename Intern>
    static Row gateRow(const Line &line, qint64 timeMs, Intern &&intern);
    Row fromGate(const GateEvent &event);
    quint32 intern(const QString &s);
    const QString &str(quint32 id) const { return m_strings.at(id); }
    QString detail(const Row &row) const;
    QString cellText(const Row &row, int column) const;
    void count(const Row &row);
    void appendRows(QList<Row> rows);
    void placeRows(QList<Row> rows); // counted already, not older than the last row
    void mergeRows(QList<Row> rows); // counted already, in time order, some older than the last row
    void schedule();

    // The worker that reads a session folder, and what it hands over (Row ids in its own table).
    class Loader;
    struct Chunk;
    // The chunks a worker read and this thread has not taken yet (a few at most: the worker waits).
    struct Inbox;
    void takeChunk(Chunk &chunk);
    // Takes waiting chunks for a few ms, then lets the event loop turn before it goes on.
    void drainInbox();
    void cancelLoad();

    QList<QString> m_strings{QString()};
    QHash<QString, quint32> m_ids;
    struct DeniedStat
    {
        qint64 count = 0;
        qint64 lastMs = 0;
        quint32 reason = 0;
    };
    QHash<quint32, DeniedStat> m_deniedHosts; // by host id
    QList<Row> m_rows;
    QList<Row> m_pending;
    QTimer m_batch;
    QPointer<Session> m_session;
    // The load under way: its cancel flag, the worker's string ids -> ours, and the workers still
    // running (waited for when the model goes).
    std::shared_ptr<std::atomic_bool> m_cancel;
    std::shared_ptr<Inbox> m_inbox;
    QList<quint32> m_remap;
    QList<QPointer<QThread>> m_loaders;
    bool m_loading = false;
    SessionLog::NetworkTimeline m_timeline; // why denied rows were denied, as the allowlist changed
    int m_maxRows = DefaultMaxRows;
    qint64 m_dropped = 0;
    qint64 m_allowed = 0;
    qint64 m_denied = 0;
    qint64 m_blocked = 0;
    qint64 m_credentialed = 0;
};

} // namespace aisb
