// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionlogmodel.h"

#include "icons.h"
#include "policy/policyfile.h"
#include "render/render.h"
#include "session/session.h"
#include "session/sessiondir.h"

#include <QApplication>
#include <QColor>
#include <QFile>
#include <QFont>
#include <QLocale>
#include <QPalette>
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
    m_network.reset();
    beginResetModel();
    m_rows.clear();
    m_dropped = m_allowed = m_denied = 0;
    endResetModel();
    Q_EMIT countsChanged();
}

void SessionLogModel::loadDirectory(const SessionDir &dir)
{
    clear();
    // The session's own (redacted) effective policy explains its denials.
    if (QFile::exists(dir.filePath(QStringLiteral("policy.toml")))) {
        QList<PolicyIssue> issues;
        const PolicyLayer layer =
            PolicyFile::load(dir.filePath(QStringLiteral("policy.toml")), Layer::Project, issues);
        if (issues.isEmpty())
            m_network = mergeLayers({layer}).policy.network;
    }
    QList<Row> rows;
    const QList<SessionEvent> events = dir.events();
    const QList<GateEvent> gate = dir.gateEvents();
    rows.reserve(events.size() + gate.size());
    for (const SessionEvent &e : events)
        rows.append(fromEvent(e));
    for (const GateEvent &e : gate)
        rows.append(fromGate(e));
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.time < b.time; });
    appendRows(std::move(rows));
}

void SessionLogModel::attach(Session *session)
{
    clear();
    if (!session)
        return;
    m_session = session;
    m_network = session->options().policy.network;
    // Everything the session did before now is in its events.jsonl; from here on its signals
    // bring the rest (both happen on this thread, so nothing falls between them).
    if (session->directory().isValid()) {
        QList<Row> rows;
        for (const SessionEvent &e : session->directory().events())
            rows.append(fromEvent(e));
        appendRows(std::move(rows));
    }
    connect(session, &Session::eventAdded, this, &SessionLogModel::appendEvent);
    connect(session, &Session::gateEvent, this, &SessionLogModel::appendGateEvent);
    // The last lines of the gate arrive just before the session finishes: show them at once.
    connect(session, &Session::finished, this, &SessionLogModel::flush);
}

void SessionLogModel::appendEvent(const SessionEvent &event)
{
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
    else if (row.kind == Kind::Denied)
        ++m_denied;
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

SessionLogModel::Row SessionLogModel::fromEvent(const SessionEvent &event)
{
    // Only the sentence is shown: it never holds a secret value, and `data` is left alone.
    Row r;
    r.kind = Kind::Lifecycle;
    r.time = event.time;
    r.event = event.kind;
    r.detail = event.message;
    return r;
}

SessionLogModel::Row SessionLogModel::fromGate(const GateEvent &event) const
{
    Row r;
    r.kind = event.allowed ? Kind::Allowed : Kind::Denied;
    r.time = event.time;
    r.method = event.method;
    r.host = event.host;
    r.port = event.port;
    r.status = event.httpStatus;
    r.bytes = event.bytes;
    r.detail = event.squidStatus;
    if (!event.allowed) {
        if (const QString why =
                m_network ? Render::gateDenialReason(*m_network, event.host, event.port) : QString();
            !why.isEmpty())
            r.detail = why + QStringLiteral(" (") + event.squidStatus + QLatin1Char(')');
    }
    if (event.method != QLatin1String("CONNECT") && !event.url.isEmpty())
        r.detail += QStringLiteral(" · ") + shownUrl(event.url);
    if (event.allowed && !event.server.isEmpty() && event.server != QLatin1String("-"))
        r.detail += QStringLiteral(" → ") + event.server;
    return r;
}

QString SessionLogModel::shownUrl(const QString &url)
{
    const QUrl u(url);
    if (!u.isValid())
        return url.section(QLatin1Char('?'), 0, 0).section(QLatin1Char('#'), 0, 0);
    return u.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
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
        return row.time.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz"));
    case KindColumn:
        switch (row.kind) {
        case Kind::Allowed:
            return tr("Allowed");
        case Kind::Denied:
            return tr("Denied");
        case Kind::Lifecycle:
            if (row.event == QLatin1String("error"))
                return tr("Error");
            if (row.event == QLatin1String("warning"))
                return tr("Warning");
            return tr("Session");
        }
        return {};
    case MethodColumn:
        return row.method;
    case DestinationColumn:
        return destination(row.host, row.port);
    case StatusColumn:
        if (row.kind == Kind::Lifecycle)
            return {};
        return row.status > 0 ? QString::number(row.status) : QStringLiteral("–");
    case BytesColumn:
        if (row.kind == Kind::Lifecycle)
            return {};
        return QLocale().formattedDataSize(row.bytes, 1, QLocale::DataSizeTraditionalFormat);
    case DetailColumn:
        return row.detail;
    }
    return {};
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
            cells << (c == TimeColumn ? r.time.toLocalTime().toString(Qt::ISODateWithMs) : cellText(r, c));
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
            return QLocale().toString(r.time.toLocalTime(), QLocale::LongFormat);
        if (column == KindColumn && r.kind == Kind::Denied)
            return tr(
                "The egress gate refused this request: the host or its port is not allowed, or the name "
                "resolves to a local address. Right-click to allow the host.");
        if (column == KindColumn && r.kind == Kind::Allowed)
            return tr("The egress gate let this request through.");
        if (column == DetailColumn)
            return r.detail;
        return {};
    case Qt::AccessibleTextRole:
        if (column == KindColumn && r.kind == Kind::Denied)
            return tr("Denied request to %1").arg(destination(r.host, r.port));
        return cellText(r, column);
    case Qt::DecorationRole:
        if (column != KindColumn)
            return {};
        switch (r.kind) {
        case Kind::Allowed:
            return Icons::ok();
        case Kind::Denied:
            return Icons::themed(QStringLiteral("dialog-cancel"), QStyle::SP_DialogCancelButton);
        case Kind::Lifecycle:
            if (r.event == QLatin1String("error"))
                return Icons::error();
            if (r.event == QLatin1String("warning"))
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
        return r.host;
    case SortRole:
        switch (column) {
        case TimeColumn:
            return r.time.toMSecsSinceEpoch();
        case StatusColumn:
            return r.status;
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
