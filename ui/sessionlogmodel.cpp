// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionlogmodel.h"

#include "icons.h"
#include "render/render.h"
#include "session/session.h"
#include "session/sessiondir.h"
#include "session/sessionlog.h"

#include <QApplication>
#include <QColor>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QFont>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMutex>
#include <QMutexLocker>
#include <QPalette>
#include <QTimeZone>
#include <QUrl>
#include <QWaitCondition>
#include <algorithm>
#include <deque>
#include <string_view>
#include <unordered_map>

namespace aisb {
namespace {

// A tint of `color` over the view's base colour: readable in light and dark themes.
QColor tint(const QColor &color, qreal amount)
{
    const QColor base = QApplication::palette().color(QPalette::Base);
    return QColor::fromRgbF(float(base.redF() * (1 - amount) + color.redF() * amount),
                            float(base.greenF() * (1 - amount) + color.greenF() * amount),
                            float(base.blueF() * (1 - amount) + color.blueF() * amount));
}

// The two forms of a gate line (GateEvent from a running session's gate, GateLine sliced in place
// by the loader) read alike for gateRow().
bool isConnect(const GateEvent &e)
{
    return e.method == QLatin1String("CONNECT");
}
bool isConnect(const GateLine &l)
{
    return l.isConnect();
}
bool isNone(const QString &server)
{
    return server == QLatin1String("-");
}
bool isNone(QByteArrayView server)
{
    return server == QByteArrayView("-");
}
QByteArray shownUrlText(const QString &url)
{
    return SessionLog::shownUrl(url).toUtf8();
}
QByteArray shownUrlText(QByteArrayView url)
{
    return SessionLog::shownUrlUtf8(url);
}
} // namespace

SessionLogModel::SessionLogModel(QObject *parent) : QAbstractTableModel(parent)
{
    // Live rows are gathered and inserted together once per turn of the event loop: a flood of
    // gate lines costs one insert per batch, not one per line, and no turn waits for a timer.
    m_batch.setSingleShot(true);
    m_batch.setInterval(0);
    connect(&m_batch, &QTimer::timeout, this, &SessionLogModel::flush);
}

SessionLogModel::~SessionLogModel()
{
    cancelLoad();
    // A worker stops at its next batch (a few ms); it may not outlive what it reports to.
    for (const QPointer<QThread> &t : std::as_const(m_loaders))
        if (t)
            t->wait();
}

void SessionLogModel::cancelLoad()
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    m_inbox.reset();
    m_remap.clear();
    m_loading = false;
}

void SessionLogModel::clear()
{
    cancelLoad();
    if (m_session)
        m_session->disconnect(this);
    m_session = nullptr;
    m_batch.stop();
    m_pending.clear();
    m_timeline = SessionLog::NetworkTimeline();
    beginResetModel();
    m_rows.clear();
    m_strings = {QString()};
    m_ids.clear();
    m_deniedHosts.clear();
    m_dropped = m_allowed = m_denied = m_blocked = m_credentialed = 0;
    endResetModel();
    Q_EMIT countsChanged();
}

// What the worker hands over: rows in time order whose string ids are the worker's (strings
// holds those it named first in this chunk, from id firstString on).
struct SessionLogModel::Chunk
{
    QList<Row> rows;
    QList<QString> strings;
    quint32 firstString = 1;
    bool last = false;
    qsizetype expected = 0; // about how many rows the whole folder has (0: not known yet)
    std::optional<SessionLog::NetworkTimeline> timeline; // with the last chunk
};

// One queued call per chunk would let chunks pile up while this thread is busy, and the event loop
// runs every queued call before it paints or fires a timer again: 60 chunks of a million-line log
// blocked it for a third of a second. So the worker puts chunks here (waiting while a few are
// not taken yet) and wakes this thread only when it had nothing to take.
struct SessionLogModel::Inbox
{
    static constexpr size_t MaxWaiting = 3;
    QMutex mutex;
    QWaitCondition taken;
    std::deque<Chunk> chunks;
    bool woken = false; // a drainInbox() is queued or under way
};

template <typename Intern>
SessionLogModel::Row SessionLogModel::eventRow(const SessionEvent &event, Intern &&intern)
{
    // Only the sentence is shown: it never holds a secret value, and `data` is left alone.
    Row r;
    r.kind = Kind::Lifecycle;
    r.timeMs = event.time.toMSecsSinceEpoch();
    r.event = intern(event.kind);
    r.text = event.message.toUtf8();
    if (event.kind == QLatin1String("firewall")) { // a packet the firewall dropped (FirewallLog)
        r.kind = Kind::Dropped;
        r.method = intern(event.data.value(QStringLiteral("protocol")).toString().toUpper());
        r.host = intern(event.data.value(QStringLiteral("address")).toString());
        r.port = quint16(event.data.value(QStringLiteral("port")).toInt());
        r.bytes = std::max<qint64>(1, event.data.value(QStringLiteral("count")).toInteger(1));
        r.reason = intern(event.data.value(QStringLiteral("reason")).toString());
    }
    return r;
}

template <typename Line, typename Intern>
SessionLogModel::Row SessionLogModel::gateRow(const Line &line, qint64 timeMs, Intern &&intern)
{
    Row r;
    r.kind = line.allowed ? Kind::Allowed : Kind::Denied;
    r.timeMs = timeMs;
    r.method = intern(line.method);
    r.host = intern(line.host);
    r.port = quint16(line.port);
    r.status = qint16(line.httpStatus);
    r.bytes = line.bytes;
    r.squid = intern(line.squidStatus);
    r.server = isNone(line.server) ? 0 : intern(line.server);
    r.credential = line.credential.isEmpty() ? 0 : intern(line.credential);
    if (!isConnect(line) && !line.url.isEmpty())
        r.text = shownUrlText(line.url);
    return r;
}

// Reads a session folder on its own thread: lifecycle events, then the gate's access log a block
// at a time, each line sliced in place (GateLine) and turned into a Row with strings kept once.
class SessionLogModel::Loader
{
public:
    using Deliver = std::function<void(Chunk &)>;
    Loader(SessionDir dir, std::shared_ptr<std::atomic_bool> cancel, Deliver deliver)
        : m_dir(std::move(dir)), m_cancel(std::move(cancel)), m_deliver(std::move(deliver))
    {
    }

    void run()
    {
        const QList<SessionEvent> events = m_dir.events();
        m_timeline = SessionLog::NetworkTimeline::ofSession(m_dir, events);
        for (const SessionEvent &e : events) {
            m_timeline.follow(e);
            m_events.append(eventRow(e, [this](const QString &text) { return intern(text); }));
        }
        std::stable_sort(m_events.begin(), m_events.end(), byTime);
        QFile f(m_dir.accessLogPath());
        if (f.open(QIODevice::ReadOnly)) {
            QByteArray carry;
            m_now = QDateTime::currentMSecsSinceEpoch();
            while (!cancelled()) {
                QByteArray block = f.read(4 << 20);
                if (block.isEmpty())
                    break;
                if (m_expected == 0) // from the first block's lines: the table's room is made once
                    m_expected = m_events.size() +
                                 qsizetype(double(f.size()) * double(block.count('\n') + 1) /
                                           double(block.size()) * 1.01) +
                                 1;
                if (!carry.isEmpty())
                    block.prepend(carry);
                const qsizetype nl = block.lastIndexOf('\n');
                if (nl < 0) {
                    carry = std::move(block);
                    continue;
                }
                carry = block.sliced(nl + 1);
                lines(QByteArrayView(block).first(nl));
            }
            if (!carry.isEmpty() && !cancelled())
                lines(carry);
        }
        if (cancelled())
            return;
        send(true);
    }

private:
    static bool byTime(const Row &a, const Row &b) { return a.timeMs < b.timeMs; }
    bool cancelled() const { return m_cancel->load(std::memory_order_relaxed); }

    quint32 intern(QByteArrayView s)
    {
        if (s.isEmpty())
            return 0;
        const std::string_view key(s.data(), size_t(s.size()));
        if (const auto it = m_ids.find(key); it != m_ids.end())
            return it->second;
        m_keys.append(s.toByteArray()); // its bytes stay where they are as the list grows
        const quint32 id = m_next++;
        m_ids.emplace(std::string_view(m_keys.last().constData(), size_t(s.size())), id);
        m_names.append(QString::fromUtf8(s));
        m_fresh.append(m_names.last());
        return id;
    }
    quint32 intern(const QString &s) { return intern(QByteArrayView(s.toUtf8())); }
    const QString &name(quint32 id) const { return m_names.at(id - 1); }

    void lines(QByteArrayView text)
    {
        GateLine l;
        for (qsizetype from = 0; from < text.size();) {
            qsizetype nl = text.indexOf('\n', from);
            if (nl < 0)
                nl = text.size();
            const QByteArrayView line = text.sliced(from, nl - from).trimmed();
            from = nl + 1;
            if (line.isEmpty())
                continue;
            Row r;
            if (GateLine::parse(line, l)) {
                m_last = l.timeMs;
                if (l.isReadinessProbe())
                    continue;
                r = gateRow(l, l.timeMs, [this](QByteArrayView text) { return intern(text); });
                if (!l.allowed)
                    r.reason = reason(r.host, l.port, l.timeMs);
            } else {
                r.kind = Kind::Raw;
                r.timeMs = m_last >= 0 ? m_last : m_now;
                r.text = GateEvent::rawText(line).toUtf8();
            }
            m_rows.append(std::move(r));
            if (m_rows.size() >= m_chunkRows) {
                send(false);
                if (cancelled())
                    return;
            }
        }
    }

    // Why a denied request was refused, by host, port and the allowlist in effect: worked out
    // once for each.
    quint32 reason(quint32 host, int port, qint64 ms)
    {
        const int step = m_timeline.stepAt(ms);
        const quint64 key = (quint64(step) << 48) ^ (quint64(host) << 16) ^ quint64(quint16(port));
        if (const auto it = m_reasons.constFind(key); it != m_reasons.cend())
            return *it;
        GateEvent e;
        e.host = host ? name(host) : QString();
        e.port = port;
        const quint32 id = intern(SessionLog::denialReason(m_timeline.stepNetwork(step), e));
        m_reasons.insert(key, id);
        return id;
    }

    void send(bool last)
    {
        Chunk c;
        if (!std::is_sorted(m_rows.begin(), m_rows.end(), byTime)) // as written, almost always
            std::stable_sort(m_rows.begin(), m_rows.end(), byTime);
        // Lifecycle events join the gate rows they precede (before them at equal times).
        const qsizetype upTo = last ? m_events.size()
                                    : std::upper_bound(m_events.begin(), m_events.end(),
                                                       m_rows.isEmpty() ? Row{} : m_rows.last(), byTime) -
                                          m_events.begin();
        if (upTo > 0) {
            c.rows.reserve(upTo + m_rows.size());
            std::merge(std::make_move_iterator(m_events.begin()),
                       std::make_move_iterator(m_events.begin() + upTo),
                       std::make_move_iterator(m_rows.begin()), std::make_move_iterator(m_rows.end()),
                       std::back_inserter(c.rows), byTime);
            m_events.remove(0, upTo);
            m_rows.clear();
        } else {
            c.rows = std::exchange(m_rows, {});
        }
        c.strings = std::exchange(m_fresh, {});
        c.firstString = m_sent;
        m_sent = m_next;
        c.last = last;
        c.expected = std::exchange(m_expected, -1);
        if (last)
            c.timeline = m_timeline;
        m_deliver(c);
        // The first rows show at once; later ones come in larger batches.
        m_chunkRows = std::min<qsizetype>(m_chunkRows * 4, 16384);
        m_rows.reserve(m_chunkRows);
    }

    SessionDir m_dir;
    std::shared_ptr<std::atomic_bool> m_cancel;
    Deliver m_deliver;
    SessionLog::NetworkTimeline m_timeline;
    QList<Row> m_events; // lifecycle rows not handed over yet
    QList<Row> m_rows;
    qsizetype m_chunkRows = 512;
    qint64 m_last = -1; // time of the last line in the format: a malformed line's
    qint64 m_now = 0;
    qsizetype m_expected = 0;
    std::unordered_map<std::string_view, quint32> m_ids;
    QList<QByteArray> m_keys;
    QList<QString> m_names; // by id - 1
    QList<QString> m_fresh; // named since the last chunk
    quint32 m_next = 1;
    quint32 m_sent = 1;
    QHash<quint64, quint32> m_reasons;
};

void SessionLogModel::loadDirectory(const SessionDir &dir)
{
    clear();
    m_loading = true;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_inbox = std::make_shared<Inbox>();
    const std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    const std::shared_ptr<Inbox> inbox = m_inbox;
    auto deliver = [this, cancel, inbox](Chunk &chunk) {
        bool wake = false;
        {
            QMutexLocker lock(&inbox->mutex);
            // Cancelled: the model no longer waits for it (and may be going: it waits for us).
            while (inbox->chunks.size() >= Inbox::MaxWaiting && !cancel->load())
                inbox->taken.wait(&inbox->mutex, QDeadlineTimer(50));
            if (cancel->load())
                return;
            inbox->chunks.push_back(std::move(chunk));
            wake = !std::exchange(inbox->woken, true);
        }
        // Queued to this thread; dropped when the model is gone (it waits for us first) or when a
        // newer load replaced this one.
        if (wake)
            QMetaObject::invokeMethod(
                this,
                [this, cancel, inbox] {
                    if (cancel == m_cancel && inbox == m_inbox && !cancel->load())
                        drainInbox();
                },
                Qt::QueuedConnection);
    };
    QThread *thread = QThread::create([dir, cancel, deliver] { Loader(dir, cancel, deliver).run(); });
    m_loaders.removeAll(nullptr);
    m_loaders.append(thread);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

void SessionLogModel::drainInbox()
{
    const std::shared_ptr<Inbox> inbox = m_inbox;
    QElapsedTimer clock;
    clock.start();
    while (inbox == m_inbox && m_loading) {
        Chunk chunk;
        {
            QMutexLocker lock(&inbox->mutex);
            if (inbox->chunks.empty()) {
                inbox->woken = false;
                return;
            }
            chunk = std::move(inbox->chunks.front());
            inbox->chunks.pop_front();
            inbox->taken.wakeAll();
        }
        takeChunk(chunk); // may end the load (the last chunk) or start another (a slot)
        if (inbox == m_inbox && m_loading && clock.elapsed() >= 8) {
            // The rest after the event loop has turned (painted, fired its timers).
            QTimer::singleShot(0, this, [this, inbox] {
                if (inbox == m_inbox)
                    drainInbox();
            });
            return;
        }
    }
}

void SessionLogModel::takeChunk(Chunk &chunk)
{
    // The worker's string ids -> this model's.
    m_remap.resize(chunk.firstString, 0);
    for (const QString &s : std::as_const(chunk.strings))
        m_remap.append(intern(s));
    const auto map = [this](quint32 &id) { id = m_remap.at(id); };
    for (Row &r : chunk.rows) {
        map(r.host);
        map(r.method);
        map(r.squid);
        map(r.server);
        map(r.event);
        map(r.reason);
        count(r);
    }
    if (chunk.expected > 0)
        m_rows.reserve(std::min<qsizetype>(chunk.expected, m_maxRows));
    if (!chunk.rows.isEmpty()) {
        if (m_rows.isEmpty() || chunk.rows.first().timeMs >= m_rows.last().timeMs)
            placeRows(std::move(chunk.rows));
        else
            mergeRows(std::move(chunk.rows));
        Q_EMIT countsChanged();
    }
    if (chunk.last) {
        if (chunk.timeline)
            m_timeline = *chunk.timeline;
        m_cancel.reset();
        m_inbox.reset();
        m_remap.clear();
        m_loading = false;
        Q_EMIT loaded();
    }
}

void SessionLogModel::attach(Session *session)
{
    clear();
    if (!session)
        return;
    m_session = session;
    m_timeline = SessionLog::NetworkTimeline(session->options().policy.network);
    // Everything the session did before now is in its events.jsonl; from here on its signals
    // bring the rest (both happen on this thread, so nothing falls between them).
    if (session->directory().isValid()) {
        QList<Row> rows;
        for (const SessionEvent &e : session->directory().events()) {
            m_timeline.follow(e);
            rows.append(fromEvent(e));
        }
        appendRows(std::move(rows));
    }
    connect(session, &Session::eventAdded, this, &SessionLogModel::appendEvent);
    connect(session, &Session::gateEvents, this, &SessionLogModel::appendGateEvents);
    // The last lines of the gate arrive just before the session finishes: show them at once.
    connect(session, &Session::finished, this, &SessionLogModel::flush);
}

void SessionLogModel::schedule()
{
    if (!m_batch.isActive())
        m_batch.start();
}

void SessionLogModel::appendEvent(const SessionEvent &event)
{
    m_timeline.follow(event); // a live allowlist change judges the rows after it
    m_pending.append(fromEvent(event));
    schedule();
}

void SessionLogModel::appendGateEvent(const GateEvent &event)
{
    m_pending.append(fromGate(event));
    schedule();
}

void SessionLogModel::appendGateEvents(const QList<GateEvent> &events)
{
    m_pending.reserve(m_pending.size() + events.size());
    for (const GateEvent &e : events)
        m_pending.append(fromGate(e));
    schedule();
}

void SessionLogModel::flush()
{
    m_batch.stop();
    if (m_pending.isEmpty())
        return;
    appendRows(std::exchange(m_pending, {}));
}

void SessionLogModel::setMaxRows(int rows)
{
    m_maxRows = std::max(1, rows);
    if (m_rows.size() > m_maxRows) {
        const int drop = int(m_rows.size()) - m_maxRows;
        beginRemoveRows({}, 0, drop - 1);
        m_rows.remove(0, drop);
        m_dropped += drop;
        endRemoveRows();
        Q_EMIT countsChanged();
    }
}

void SessionLogModel::count(const Row &row)
{
    if (row.credential && (row.kind == Kind::Allowed || row.kind == Kind::Denied))
        ++m_credentialed;
    if (row.kind == Kind::Allowed)
        ++m_allowed;
    else if (row.kind == Kind::Dropped)
        m_blocked += row.bytes;
    else if (row.kind == Kind::Denied) {
        ++m_denied;
        DeniedStat &d = m_deniedHosts[row.host];
        ++d.count;
        if (row.timeMs >= d.lastMs) {
            d.lastMs = row.timeMs;
            d.reason = row.reason;
        }
    }
}

void SessionLogModel::appendRows(QList<Row> rows)
{
    if (rows.isEmpty())
        return;
    for (const Row &r : std::as_const(rows))
        count(r);
    placeRows(std::move(rows));
    Q_EMIT countsChanged();
}

void SessionLogModel::placeRows(QList<Row> rows)
{
    // A batch larger than the table keeps only its newest rows.
    if (rows.size() > m_maxRows) {
        const qsizetype drop = rows.size() - m_maxRows;
        rows.remove(0, drop);
        m_dropped += drop;
    }
    const qsizetype overflow = m_rows.size() + rows.size() - m_maxRows;
    if (overflow > 0) {
        beginRemoveRows({}, 0, int(overflow) - 1);
        m_rows.remove(0, overflow); // Qt 6 lists drop leading elements without moving the rest
        m_dropped += overflow;
        endRemoveRows();
    }
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(rows.size()) - 1);
    m_rows.append(std::move(rows));
    endInsertRows();
}

void SessionLogModel::mergeRows(QList<Row> rows)
{
    // Rows older than the last one shown (a long request squid logged late) go where their time
    // puts them, after the rows of the same time already there: the table ends up as if the whole
    // folder had been sorted at once.
    const auto byTime = [](const Row &a, const Row &b) { return a.timeMs < b.timeMs; };
    const qint64 lastMs = m_rows.last().timeMs;
    const qsizetype older = std::lower_bound(rows.begin(), rows.end(), lastMs,
                                             [](const Row &r, qint64 t) { return r.timeMs < t; }) -
                            rows.begin();
    // Where each goes (positions in the table before any insert).
    QList<qsizetype> at;
    at.reserve(older);
    for (qsizetype i = 0; i < older; ++i)
        at.append(std::upper_bound(m_rows.begin(), m_rows.end(), rows.at(i), byTime) - m_rows.begin());
    if (at.size() > 0) {
        qsizetype distinct = 1;
        for (qsizetype i = 1; i < at.size(); ++i)
            distinct += at.at(i) != at.at(i - 1);
        if (distinct > 64) {
            // Scattered all over: one reset is cheaper than that many inserts.
            beginResetModel();
            QList<Row> merged;
            merged.reserve(m_rows.size() + rows.size());
            std::merge(std::make_move_iterator(m_rows.begin()), std::make_move_iterator(m_rows.end()),
                       std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()),
                       std::back_inserter(merged), byTime);
            if (merged.size() > m_maxRows) {
                const qsizetype drop = merged.size() - m_maxRows;
                merged.remove(0, drop);
                m_dropped += drop;
            }
            m_rows = std::move(merged);
            endResetModel();
            return;
        }
        // From the last group to the first, so that the positions found stay right.
        qsizetype end = at.size();
        while (end > 0) {
            qsizetype begin = end - 1;
            while (begin > 0 && at.at(begin - 1) == at.at(end - 1))
                --begin;
            const qsizetype pos = at.at(end - 1);
            beginInsertRows({}, int(pos), int(pos + end - begin - 1));
            m_rows.insert(pos, end - begin, Row{});
            std::move(rows.begin() + begin, rows.begin() + end, m_rows.begin() + pos);
            endInsertRows();
            end = begin;
        }
        const qsizetype overflow = m_rows.size() - m_maxRows;
        if (overflow > 0) {
            beginRemoveRows({}, 0, int(overflow) - 1);
            m_rows.remove(0, overflow);
            m_dropped += overflow;
            endRemoveRows();
        }
    }
    rows.remove(0, older);
    if (!rows.isEmpty())
        placeRows(std::move(rows));
}

quint32 SessionLogModel::intern(const QString &s)
{
    if (s.isEmpty())
        return 0;
    const auto it = m_ids.constFind(s);
    if (it != m_ids.cend())
        return *it;
    const quint32 id = quint32(m_strings.size());
    m_strings.append(s);
    m_ids.insert(s, id);
    return id;
}

SessionLogModel::Row SessionLogModel::fromEvent(const SessionEvent &event)
{
    return eventRow(event, [this](const QString &text) { return intern(text); });
}

SessionLogModel::Row SessionLogModel::fromGate(const GateEvent &event)
{
    if (event.malformed) {
        Row r;
        r.kind = Kind::Raw;
        r.timeMs = event.time.toMSecsSinceEpoch();
        r.text = event.raw.toUtf8();
        return r;
    }
    Row r =
        gateRow(event, event.time.toMSecsSinceEpoch(), [this](const QString &text) { return intern(text); });
    if (!event.allowed)
        r.reason = intern(SessionLog::denialReason(m_timeline.at(event.time), event));
    return r;
}

QString SessionLogModel::detail(const Row &row) const
{
    // A dropped packet's protocol and destination have their columns: the detail is the reason.
    if (row.kind == Kind::Dropped && row.host && row.reason)
        return str(row.reason);
    if (row.kind == Kind::Lifecycle || row.kind == Kind::Raw || row.kind == Kind::Dropped)
        return QString::fromUtf8(row.text);
    GateEvent e;
    e.allowed = row.kind == Kind::Allowed;
    e.method = str(row.method);
    e.host = str(row.host);
    e.port = row.port;
    e.httpStatus = row.status;
    e.squidStatus = str(row.squid);
    e.server = str(row.server);
    e.url = QString::fromUtf8(row.text); // already without user info and query
    e.credential = str(row.credential);
    QString out = SessionLog::detail(e, std::nullopt);
    if (row.reason)
        out = str(row.reason) + QStringLiteral(" — ") + out;
    return out;
}

QString SessionLogModel::shownUrl(const QString &url)
{
    return SessionLog::shownUrl(url);
}

QString SessionLogModel::destination(const QString &host, int port)
{
    if (host.isEmpty())
        return {};
    const QString h = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return port > 0 ? h + QLatin1Char(':') + QString::number(port) : h;
}

QStringList SessionLogModel::kindTexts()
{
    return {tr("Allowed"),   tr("Denied"), tr("Raw line"), tr("Blocked"), tr("Policy"),
            tr("Container"), tr("Error"),  tr("Warning"),  tr("Session")};
}

QString SessionLogModel::cellText(const Row &row, int column) const
{
    switch (column) {
    case TimeColumn:
        return QDateTime::fromMSecsSinceEpoch(row.timeMs).toString(QStringLiteral("HH:mm:ss.zzz"));
    case KindColumn:
        switch (row.kind) {
        case Kind::Allowed:
            return tr("Allowed");
        case Kind::Denied:
            return tr("Denied");
        case Kind::Raw:
            return tr("Raw line");
        case Kind::Dropped:
            return tr("Blocked");
        case Kind::Lifecycle:
            if (str(row.event) == QLatin1String("policy"))
                return tr("Policy");
            if (str(row.event) == QLatin1String("container"))
                return tr("Container");
            if (str(row.event) == QLatin1String("error"))
                return tr("Error");
            if (str(row.event) == QLatin1String("warning"))
                return tr("Warning");
            return tr("Session");
        }
        return {};
    case MethodColumn:
        return str(row.method);
    case DestinationColumn:
        return destination(str(row.host), row.port);
    case StatusColumn:
        if (row.kind == Kind::Lifecycle || row.kind == Kind::Raw || row.kind == Kind::Dropped)
            return {};
        return row.status > 0 ? QString::number(row.status) : QStringLiteral("–");
    case BytesColumn:
        if (row.kind == Kind::Lifecycle || row.kind == Kind::Raw || row.kind == Kind::Dropped)
            return {};
        return QLocale().formattedDataSize(row.bytes, 1, QLocale::DataSizeTraditionalFormat);
    case DetailColumn:
        return detail(row);
    }
    return {};
}

QList<SessionLogModel::DeniedHost> SessionLogModel::deniedHosts() const
{
    QList<DeniedHost> out;
    out.reserve(m_deniedHosts.size());
    for (auto it = m_deniedHosts.cbegin(); it != m_deniedHosts.cend(); ++it)
        out.append({str(it.key()), it->count, QDateTime::fromMSecsSinceEpoch(it->lastMs), str(it->reason)});
    std::sort(out.begin(), out.end(), [](const DeniedHost &a, const DeniedHost &b) {
        return a.count != b.count ? a.count > b.count : a.lastSeen > b.lastSeen;
    });
    return out;
}

QByteArray SessionLogModel::exportJsonLines(const QList<int> &rows, const QString &sessionId) const
{
    QByteArray out;
    for (int i : rows) {
        if (i < 0 || i >= m_rows.size())
            continue;
        const Row &r = m_rows.at(i);
        SessionLog::Record rec;
        rec.time = QDateTime::fromMSecsSinceEpoch(r.timeMs, QTimeZone::utc());
        if (r.kind == Kind::Dropped) {
            rec.kind = SessionLog::Kind::Dropped;
            rec.event.kind = QStringLiteral("firewall");
            rec.event.message = QString::fromUtf8(r.text);
            rec.event.time = rec.time;
            rec.event.data = {{QStringLiteral("protocol"), str(r.method).toLower()},
                              {QStringLiteral("address"), str(r.host)},
                              {QStringLiteral("port"), int(r.port)},
                              {QStringLiteral("count"), r.bytes},
                              {QStringLiteral("reason"), str(r.reason)}};
        } else if (r.kind == Kind::Lifecycle) {
            rec.kind = SessionLog::Kind::Lifecycle;
            rec.event.kind = str(r.event);
            rec.event.message = QString::fromUtf8(r.text);
            rec.event.time = rec.time;
        } else {
            rec.kind = r.kind == Kind::Raw      ? SessionLog::Kind::Raw
                       : r.kind == Kind::Denied ? SessionLog::Kind::Denied
                                                : SessionLog::Kind::Allowed;
            GateEvent &e = rec.gate;
            e.malformed = r.kind == Kind::Raw;
            e.raw = QString::fromUtf8(r.text);
            e.allowed = r.kind == Kind::Allowed;
            e.method = str(r.method);
            e.host = str(r.host);
            e.port = r.port;
            e.httpStatus = r.status;
            e.bytes = r.bytes;
            e.squidStatus = str(r.squid);
            e.server = str(r.server);
            e.url = e.malformed ? QString() : QString::fromUtf8(r.text);
        }
        QJsonObject o = SessionLog::toJson(rec, sessionId, std::nullopt);
        if (r.kind == Kind::Denied)
            o.insert(QStringLiteral("reason"), str(r.reason));
        if (r.kind == Kind::Lifecycle)
            o.remove(QStringLiteral("data")); // the log keeps the sentence only
        out += QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    }
    return out;
}

QByteArray SessionLogModel::exportCsv(const QList<int> &rows) const
{
    // RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled. A field
    // starting with = + - @ gets a leading ' so that spreadsheets do not run it as a formula.
    const auto field = [](QString v) {
        if (!v.isEmpty() && QStringLiteral("=+-@").contains(v.front()))
            v.prepend(QLatin1Char('\''));
        if (v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('"')) || v.contains(QLatin1Char('\n')) ||
            v.contains(QLatin1Char('\r')))
            v = QLatin1Char('"') + v.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        return v;
    };
    QByteArray out = "time,kind,method,host,port,status,bytes,result,detail\r\n";
    for (int i : rows) {
        if (i < 0 || i >= m_rows.size())
            continue;
        const Row &r = m_rows.at(i);
        const QStringList cells = {
            QDateTime::fromMSecsSinceEpoch(r.timeMs, QTimeZone::utc()).toString(Qt::ISODateWithMs),
            r.kind == Kind::Lifecycle ? str(r.event)
            : r.kind == Kind::Raw     ? QStringLiteral("raw")
            : r.kind == Kind::Dropped ? QStringLiteral("dropped")
            : r.kind == Kind::Denied  ? QStringLiteral("denied")
                                      : QStringLiteral("allowed"),
            str(r.method),
            str(r.host),
            r.port ? QString::number(r.port) : QString(),
            r.status ? QString::number(r.status) : QString(),
            r.kind == Kind::Allowed || r.kind == Kind::Denied ? QString::number(r.bytes) : QString(),
            str(r.squid),
            detail(r)};
        QStringList quoted;
        for (const QString &c : cells)
            quoted << field(c);
        out += quoted.join(QLatin1Char(',')).toUtf8() + "\r\n";
    }
    return out;
}

QString SessionLogModel::searchText(int row) const
{
    const Row &r = m_rows.at(row);
    QString out;
    for (int c = 0; c < ColumnCount; ++c)
        out += cellText(r, c) + QLatin1Char('\t');
    return out;
}

QString SessionLogModel::rowsText(const QList<int> &rows) const
{
    QString out;
    for (int row : rows) {
        if (row < 0 || row >= m_rows.size())
            continue;
        const Row &r = m_rows.at(row);
        QStringList cells;
        for (int c = 0; c < ColumnCount; ++c)
            cells << (c == TimeColumn ? QDateTime::fromMSecsSinceEpoch(r.timeMs).toString(Qt::ISODateWithMs)
                                      : cellText(r, c));
        out += cells.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return out;
}

int SessionLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SessionLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SessionLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return cellText(r, column);
    case Qt::ToolTipRole:
        if (column == TimeColumn)
            return QLocale().toString(QDateTime::fromMSecsSinceEpoch(r.timeMs), QLocale::LongFormat);
        if (column == KindColumn && r.kind == Kind::Denied)
            return tr(
                "The egress gate refused this request: the host or its port is not allowed, or the name "
                "resolves to a local address. Right-click to allow the host.");
        if (column == MethodColumn && r.credential)
            return tr("The gate added the credential of rule %1 to this request (the sandbox never holds "
                      "its value).")
                .arg(str(r.credential));
        if (column == KindColumn && r.kind == Kind::Allowed)
            return tr("The egress gate let this request through.");
        if (column == KindColumn && r.kind == Kind::Dropped)
            return tr("The sandbox's firewall dropped this packet: everything but the egress gate is "
                      "blocked, so a program that ignores the proxy settings (or sends UDP, DNS to "
                      "another server, IPv6) gets nowhere.");
        if (column == DetailColumn)
            return !r.squid ? detail(r)
                            : detail(r) + QStringLiteral("\n") + tr("Gate result code: %1").arg(str(r.squid));
        return {};
    case Qt::AccessibleTextRole:
        if (column == KindColumn && r.kind == Kind::Denied)
            return tr("Denied request to %1").arg(destination(str(r.host), r.port));
        if (column == KindColumn && r.kind == Kind::Dropped)
            return tr("Blocked packet to %1").arg(destination(str(r.host), r.port));
        return cellText(r, column);
    case CredentialRole:
        return str(r.credential);
    case Qt::DecorationRole:
        // [[credentials]]: a key beside the method of a request the gate added a credential to.
        if (column == MethodColumn && r.credential)
            return Icons::themed(QStringLiteral("dialog-password"), QStyle::SP_DialogApplyButton);
        if (column != KindColumn)
            return {};
        switch (r.kind) {
        case Kind::Allowed:
            return Icons::ok();
        case Kind::Denied:
        case Kind::Dropped:
            return Icons::themed(QStringLiteral("dialog-cancel"), QStyle::SP_DialogCancelButton);
        case Kind::Raw:
            return Icons::warning();
        case Kind::Lifecycle:
            if (str(r.event) == QLatin1String("error"))
                return Icons::error();
            if (str(r.event) == QLatin1String("warning"))
                return Icons::warning();
            return Icons::information();
        }
        return {};
    case Qt::BackgroundRole:
        if (r.kind == Kind::Denied || r.kind == Kind::Dropped)
            return tint(QColor(0xd3, 0x2f, 0x2f), 0.16);
        if (r.kind == Kind::Lifecycle)
            return tint(QApplication::palette().color(QPalette::Highlight), 0.08);
        return {};
    case Qt::ForegroundRole:
        if ((r.kind == Kind::Denied || r.kind == Kind::Dropped) &&
            (column == KindColumn || column == StatusColumn)) {
            const bool dark = QApplication::palette().color(QPalette::Base).lightness() < 128;
            return dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xb7, 0x1c, 0x1c);
        }
        return {};
    case Qt::FontRole:
        if (column == KindColumn && (r.kind == Kind::Denied || r.kind == Kind::Dropped)) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (column == StatusColumn || column == BytesColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case KindRole:
        return int(r.kind);
    case HostRole:
        return str(r.host);
    case SortRole:
        switch (column) {
        case TimeColumn:
            return r.timeMs;
        case StatusColumn:
            return int(r.status);
        case BytesColumn:
            return r.bytes;
        default:
            return cellText(r, column);
        }
    }
    return {};
}

QVariant SessionLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case KindColumn:
        return tr("Kind");
    case MethodColumn:
        return tr("Method");
    case DestinationColumn:
        return tr("Host:Port");
    case StatusColumn:
        return tr("Status");
    case BytesColumn:
        return tr("Bytes");
    case DetailColumn:
        return tr("Detail");
    }
    return {};
}

} // namespace aisb
