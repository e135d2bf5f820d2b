// SPDX-License-Identifier: GPL-3.0-or-later
#include "allowlistmodel.h"

#include "icons.h"
#include "policy/validation.h"

#include <QApplication>
#include <QPalette>
#include <QRegularExpression>
#include <algorithm>

namespace aisb {

AllowlistModel::AllowlistModel(QObject *parent) : QAbstractTableModel(parent) {}

void AllowlistModel::setHosts(const QStringList &hosts)
{
    if (hosts == m_hosts)
        return;
    if (hosts.size() == m_hosts.size()) {
        m_hosts = hosts;
        Q_EMIT dataChanged(index(0, 0), index(int(m_hosts.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_hosts = hosts;
    endResetModel();
}

QStringList AllowlistModel::splitHostText(const QString &text)
{
    QStringList out;
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (QString line : lines) {
        const qsizetype hash = line.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            line.truncate(hash);
        for (const QString &part : line.split(separators, Qt::SkipEmptyParts))
            out << part.trimmed();
    }
    return out;
}

int AllowlistModel::addHosts(const QStringList &hosts)
{
    QStringList fresh;
    for (const QString &h : hosts) {
        const QString host = h.trimmed();
        if (host.isEmpty() || m_hosts.contains(host) || fresh.contains(host))
            continue;
        fresh << host;
    }
    if (fresh.isEmpty())
        return 0;
    const int first = int(m_hosts.size());
    beginInsertRows({}, first, first + int(fresh.size()) - 1);
    m_hosts << fresh;
    endInsertRows();
    Q_EMIT hostsEdited(m_hosts);
    return int(fresh.size());
}

QString AllowlistModel::hostError(const QString &host)
{
    if (host.trimmed().isEmpty())
        return tr("The host name is empty.");
    return Grammar::hostName(host);
}

QString AllowlistModel::rowError(int row) const
{
    const QString &host = m_hosts.at(row);
    QString error = hostError(host);
    if (error.isEmpty() && m_hosts.indexOf(host) != row)
        error = tr("%1 is listed twice; remove one of them.").arg(host);
    return error;
}

int AllowlistModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_hosts.size());
}

int AllowlistModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AllowlistModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &host = m_hosts.at(index.row());
    const bool subdomains = host.startsWith(QLatin1Char('.'));
    const QString bare = subdomains ? host.mid(1) : host;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (index.column() == HostColumn)
            return host;
        if (!rowError(index.row()).isEmpty())
            return rowError(index.row());
        return subdomains ? tr("%1 and subdomains").arg(bare) : tr("only %1").arg(bare);
    case Qt::ToolTipRole: {
        const QString error = rowError(index.row());
        if (!error.isEmpty())
            return error;
        return subdomains ? tr("A leading dot allows %1 and every name below it, like www.%1.").arg(bare)
                          : tr("Exactly %1; write .%1 to allow its subdomains too.").arg(bare);
    }
    case Qt::DecorationRole:
        if (index.column() == HostColumn)
            return rowError(index.row()).isEmpty() ? Icons::ok() : Icons::error();
        return {};
    case Qt::ForegroundRole:
        if (index.column() == MatchColumn) {
            if (!rowError(index.row()).isEmpty())
                return QColor(0xc0, 0x1c, 0x28);
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        }
        return {};
    case ErrorRole:
        return rowError(index.row());
    default:
        return {};
    }
}

QVariant AllowlistModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case HostColumn:
        return tr("Host");
    case MatchColumn:
        return tr("Allows");
    default:
        return {};
    }
}

Qt::ItemFlags AllowlistModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == HostColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool AllowlistModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || index.column() != HostColumn ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString host = value.toString().trimmed();
    if (host == m_hosts.at(index.row()))
        return true;
    if (host.isEmpty()) {
        removeRows(index.row(), 1);
        return true;
    }
    m_hosts[index.row()] = host;
    // Duplicate marks of other rows may change too.
    Q_EMIT dataChanged(this->index(0, 0), this->index(int(m_hosts.size()) - 1, ColumnCount - 1));
    Q_EMIT hostsEdited(m_hosts);
    return true;
}

bool AllowlistModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > m_hosts.size())
        return false;
    beginRemoveRows({}, row, row + count - 1);
    m_hosts.remove(row, count);
    endRemoveRows();
    Q_EMIT hostsEdited(m_hosts);
    return true;
}

void AllowlistModel::sort(int column, Qt::SortOrder order)
{
    Q_UNUSED(column)
    QStringList sorted = m_hosts;
    // Sort by the name without the leading dot so ".github.com" sits beside "github.com".
    std::stable_sort(sorted.begin(), sorted.end(), [order](const QString &a, const QString &b) {
        const QString ka = a.startsWith(QLatin1Char('.')) ? a.mid(1) : a;
        const QString kb = b.startsWith(QLatin1Char('.')) ? b.mid(1) : b;
        const int c = QString::compare(ka, kb, Qt::CaseInsensitive);
        return order == Qt::AscendingOrder ? c < 0 : c > 0;
    });
    if (sorted == m_hosts)
        return;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QStringList values;
    for (const QModelIndex &idx : before)
        values << m_hosts.value(idx.row());
    m_hosts = sorted;
    // Rows keep their identity by value (entries are unique in a valid list).
    QModelIndexList after;
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int newRow = int(m_hosts.indexOf(values.at(i)));
        after << (newRow < 0 ? QModelIndex() : index(newRow, before.at(i).column()));
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    Q_EMIT hostsEdited(m_hosts);
}

} // namespace aisb
