// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionlogmodel.h"

#include "icons.h"
#include "render/render.h"
#include "session/session.h"
#include "session/sessiondir.h"
#include "session/sessionlog.h"

#include <QApplication>
#include <QColor>
#include <QFile>
#include <QFont>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QPalette>
#include <QTimeZone>
#include <QUrl>
#include <algorithm>

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

} // namespace

SessionLogModel::SessionLogModel(QObject *parent) : QAbstractTableModel(parent)
{
    // Live rows are gathered for a moment and inserted together: a flood of gate lines costs
    // one insert per batch, not one per line.
    m_batch.setSingleShot(true);
    m_batch.setInterval(100);
    connect(&m_batch, &QTimer::timeout, this, &SessionLogModel::flush);
}

void SessionLogModel::clear()
{
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
    m_dropped = m_allowed = m_denied = 0;
    endResetModel();
    Q_EMIT countsChanged();
}

void SessionLogModel::loadDirectory(const SessionDir &dir)
{
    clear();
    // The session's own (redacted) effective policy, as it changed live, explains its denials.
    m_timeline = SessionLog::NetworkTimeline::ofSession(dir);
    // Lifecycle events (few), then the gate's lines straight into rows: a log of a million lines
    // is never held as a list of parsed events.
    QList<Row> rows;
    const QList<SessionEvent> events = dir.events();
    QByteArray log;
    if (QFile f(dir.accessLogPath()); f.open(QIODevice::ReadOnly))
        log = f.readAll();
    rows.reserve(events.size() + log.count('\n') + 1);
    for (const SessionEvent &e : events) {
        m_timeline.follow(e);
        rows.append(fromEvent(e));
    }
    const qsizetype firstGate = rows.size();
    GateEvent::parseEach(log, true, [this, &rows](GateEvent &e) { rows.append(fromGate(e)); });
    log.clear();
    const auto byTime = [](const Row &a, const Row &b) { return a.timeMs < b.timeMs; };
    // Both parts are in time order as written (almost always): merge them, else sort.
    std::stable_sort(rows.begin(), rows.begin() + firstGate, byTime);
    if (std::is_sorted(rows.begin() + firstGate, rows.end(), byTime))
        std::inplace_merge(rows.begin(), rows.begin() + firstGate, rows.end(), byTime);
    else
        std::stable_sort(rows.begin(), rows.end(), byTime);
    appendRows(std::move(rows));
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
    connect(session, &Session::gateEvent, this, &SessionLogModel::appendGateEvent);
    // The last lines of the gate arrive just before the session finishes: show them at once.
    connect(session, &Session::finished, this, &SessionLogModel::flush);
}

void SessionLogModel::appendEvent(const SessionEvent &event)
{
    m_timeline.follow(event); // a live allowlist change judges the rows after it
    m_pending.append(fromEvent(event));
    if (!m_batch.isActive())
        m_batch.start();
}

void SessionLogModel::appendGateEvent(const GateEvent &event)
{
    m_pending.append(fromGate(event));
    if (!m_batch.isActive())
        m_batch.start();
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
    if (row.kind == Kind::Allowed)
        ++m_allowed;
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
    Q_EMIT countsChanged();
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
    // Only the sentence is shown: it never holds a secret value, and `data` is left alone.
    Row r;
    r.kind = Kind::Lifecycle;
    r.timeMs = event.time.toMSecsSinceEpoch();
    r.event = intern(event.kind);
    r.text = event.message.toUtf8();
    return r;
}

SessionLogModel::Row SessionLogModel::fromGate(const GateEvent &event)
{
    Row r;
    r.kind = event.malformed ? Kind::Raw : event.allowed ? Kind::Allowed : Kind::Denied;
    r.timeMs = event.time.toMSecsSinceEpoch();
    if (event.malformed) {
        r.text = event.raw.toUtf8();
        return r;
    }
    r.method = intern(event.method);
    r.host = intern(event.host);
    r.port = quint16(event.port);
    r.status = qint16(event.httpStatus);
    r.bytes = event.bytes;
    r.squid = intern(event.squidStatus);
    r.server = intern(event.server == QLatin1String("-") ? QString() : event.server);
    if (event.method != QLatin1String("CONNECT") && !event.url.isEmpty())
        r.text = SessionLog::shownUrl(event.url).toUtf8();
    if (!event.allowed)
        r.reason = intern(SessionLog::denialReason(m_timeline.at(event.time), event));
    return r;
}

QString SessionLogModel::detail(const Row &row) const
{
    if (row.kind == Kind::Lifecycle || row.kind == Kind::Raw)
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
        if (row.kind == Kind::Lifecycle || row.kind == Kind::Raw)
            return {};
        return row.status > 0 ? QString::number(row.status) : QStringLiteral("–");
    case BytesColumn:
        if (row.kind == Kind::Lifecycle || row.kind == Kind::Raw)
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
        if (r.kind == Kind::Lifecycle) {
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
        if (column == KindColumn && r.kind == Kind::Allowed)
            return tr("The egress gate let this request through.");
        if (column == DetailColumn)
            return !r.squid ? detail(r)
                            : detail(r) + QStringLiteral("\n") + tr("Gate result code: %1").arg(str(r.squid));
        return {};
    case Qt::AccessibleTextRole:
        if (column == KindColumn && r.kind == Kind::Denied)
            return tr("Denied request to %1").arg(destination(str(r.host), r.port));
        return cellText(r, column);
    case Qt::DecorationRole:
        if (column != KindColumn)
            return {};
        switch (r.kind) {
        case Kind::Allowed:
            return Icons::ok();
        case Kind::Denied:
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
        if (r.kind == Kind::Denied)
            return tint(QColor(0xd3, 0x2f, 0x2f), 0.16);
        if (r.kind == Kind::Lifecycle)
            return tint(QApplication::palette().color(QPalette::Highlight), 0.08);
        return {};
    case Qt::ForegroundRole:
        if (r.kind == Kind::Denied && (column == KindColumn || column == StatusColumn)) {
            const bool dark = QApplication::palette().color(QPalette::Base).lightness() < 128;
            return dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xb7, 0x1c, 0x1c);
        }
        return {};
    case Qt::FontRole:
        if (column == KindColumn && r.kind == Kind::Denied) {
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
