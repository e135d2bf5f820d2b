// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcesmodel.h"

#include "resourcespage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFont>
#include <QMap>

namespace aisb {
namespace {

QString ageText(const QDateTime &when, const QDateTime &now)
{
    return when.isValid() && now.isValid() ? CleanupPlan::formatAge(qMax<qint64>(0, when.secsTo(now)))
                                           : QStringLiteral("-");
}

QString useText(const CleanupPlan::Item &i)
{
    if (i.running)
        return QCoreApplication::translate("aisb::ResourcesPage", "running");
    if (i.inUse)
        return QCoreApplication::translate("aisb::ResourcesPage", "in use");
    return QStringLiteral("-");
}

} // namespace

ResourcesLayout ResourcesLayout::make(CleanupPlan plan, const QDateTime &taken)
{
    ResourcesLayout out;
    out.taken = taken;
    QMap<QString, Group> groups; // sorted by title
    const QString shared = QCoreApplication::translate("aisb::ResourcesPage", "Shared (no single project)");
    for (int n = 0; n < plan.resources.size(); ++n) {
        const CleanupPlan::Item &i = plan.resources.at(n);
        QString title = shared;
        if (!i.projectDir.isEmpty())
            title = QDir(i.projectDir).dirName() + QStringLiteral("  (") +
                    QDir::toNativeSeparators(i.projectDir) + QLatin1Char(')');
        else if (!i.project.isEmpty())
            title = QCoreApplication::translate("aisb::ResourcesPage", "%1 (folder unknown)").arg(i.project);
        Group &g = groups[title];
        g.title = title;
        g.rows << n;
        g.bytes += qMax<qint64>(0, i.size);
        if (i.stale) {
            ++g.stale;
            g.staleBytes += qMax<qint64>(0, i.size);
        }
    }
    for (const Group &g : std::as_const(groups)) {
        out.bytes += g.bytes;
        out.staleBytes += g.staleBytes;
        out.stale += g.stale;
        out.groups.append(g);
    }
    out.plan = std::move(plan);
    return out;
}

ResourcesModel::ResourcesModel(QObject *parent) : QAbstractItemModel(parent) {}

void ResourcesModel::setLayout(ResourcesLayout layout)
{
    beginResetModel();
    m_layout = std::move(layout);
    endResetModel();
}

QModelIndex ResourcesModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_layout.groups.size() ? createIndex(row, column, GroupId) : QModelIndex();
    if (parent.internalId() != GroupId || parent.row() >= m_layout.groups.size())
        return {};
    if (row >= m_layout.groups.at(parent.row()).rows.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()));
}

QModelIndex ResourcesModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == GroupId)
        return {};
    return createIndex(int(child.internalId()), 0, GroupId);
}

int ResourcesModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_layout.groups.size());
    if (parent.internalId() == GroupId && parent.column() == 0 && parent.row() < m_layout.groups.size())
        return int(m_layout.groups.at(parent.row()).rows.size());
    return 0;
}

int ResourcesModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ResourcesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameCol:
        return QCoreApplication::translate("aisb::ResourcesPage", "Name");
    case RoleCol:
        return QCoreApplication::translate("aisb::ResourcesPage", "What");
    case SizeCol:
        return QCoreApplication::translate("aisb::ResourcesPage", "Size");
    case AgeCol:
        return QCoreApplication::translate("aisb::ResourcesPage", "Age");
    case UseCol:
        return QCoreApplication::translate("aisb::ResourcesPage", "In use");
    case WhyCol:
        return QCoreApplication::translate("aisb::ResourcesPage", "Stale because");
    default:
        return {};
    }
}

QVariant ResourcesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == SizeCol ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (index.internalId() == GroupId) {
        const ResourcesLayout::Group &g = m_layout.groups.at(index.row());
        if (role == Qt::FontRole && index.column() == NameCol) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        if (role == ResourceIndexRole)
            return -1;
        if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
            return {};
        switch (index.column()) {
        case NameCol:
            return g.title;
        case RoleCol:
            return QCoreApplication::translate("aisb::ResourcesPage", "%n item(s)", nullptr,
                                               int(g.rows.size()));
        case SizeCol:
            return CleanupPlan::formatBytes(g.bytes);
        case WhyCol:
            return g.stale ? QCoreApplication::translate("aisb::ResourcesPage", "%1 stale (%2)")
                                 .arg(g.stale)
                                 .arg(CleanupPlan::formatBytes(g.staleBytes))
                           : QString();
        default:
            return {};
        }
    }
    const int n = m_layout.groups.at(int(index.internalId())).rows.at(index.row());
    const CleanupPlan::Item &i = m_layout.plan.resources.at(n);
    if (role == ResourceIndexRole)
        return n;
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case NameCol:
            return i.name;
        case UseCol:
            return i.stale ? QVariant() : QVariant(i.reason);
        case WhyCol:
            return i.reason;
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameCol:
        return i.name;
    case RoleCol:
        return ResourcesPage::roleName(i.role);
    case SizeCol:
        return CleanupPlan::formatBytes(i.size);
    case AgeCol:
        return ageText(i.created, m_layout.taken);
    case UseCol:
        return useText(i);
    case WhyCol:
        return i.stale ? i.reason : QString();
    default:
        return {};
    }
}

QModelIndex ResourcesModel::find(const QString &nameOrId) const
{
    for (int g = 0; g < m_layout.groups.size(); ++g) {
        const QList<int> &rows = m_layout.groups.at(g).rows;
        for (int r = 0; r < rows.size(); ++r) {
            const CleanupPlan::Item &i = m_layout.plan.resources.at(rows.at(r));
            if (i.name == nameOrId || i.id == nameOrId)
                return index(r, NameCol, index(g, NameCol));
        }
    }
    return {};
}

} // namespace aisb
