// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectlistmodel.h"

#include "icons.h"
#include "maintenance/desktoplauncher.h"

#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QSettings>
#include <algorithm>

namespace aisb {

ProjectListModel::ProjectListModel(QObject *parent) : QAbstractListModel(parent) {}

QString ProjectListModel::normalized(const QString &path)
{
    QString p = QDir::cleanPath(QDir(path).absolutePath());
    return p;
}

void ProjectListModel::sortAndTrim()
{
    Q_EMIT layoutAboutToBeChanged();
    const QModelIndexList before = persistentIndexList();
    QStringList paths;
    for (const QModelIndex &idx : before)
        paths << m_projects.value(idx.row()).path;
    std::stable_sort(m_projects.begin(), m_projects.end(), [](const Project &a, const Project &b) {
        if (a.pinned != b.pinned)
            return a.pinned;
        if (a.pinned)
            return QString::compare(QFileInfo(a.path).fileName(), QFileInfo(b.path).fileName(),
                                    Qt::CaseInsensitive) < 0;
        return a.lastUsed > b.lastUsed;
    });
    QModelIndexList after;
    for (const QString &p : std::as_const(paths)) {
        const int row = rowOf(p);
        after << (row < 0 ? QModelIndex() : index(row));
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged();

    // Forget the oldest unpinned projects beyond the limit.
    int recent = 0;
    for (int row = 0; row < m_projects.size(); ++row) {
        if (m_projects.at(row).pinned)
            continue;
        if (++recent > MaxRecent) {
            beginRemoveRows({}, row, int(m_projects.size()) - 1);
            m_projects.erase(m_projects.begin() + row, m_projects.end());
            endRemoveRows();
            break;
        }
    }
}

int ProjectListModel::addProject(const QString &path)
{
    const QString p = normalized(path);
    // Strictly later than every other use, so "most recent first" holds even within a millisecond.
    QDateTime now = QDateTime::currentDateTimeUtc();
    for (const Project &existing : std::as_const(m_projects)) {
        if (existing.lastUsed.isValid() && existing.lastUsed >= now)
            now = existing.lastUsed.addMSecs(1);
    }
    int row = rowOf(p);
    if (row < 0) {
        row = int(m_projects.size());
        beginInsertRows({}, row, row);
        m_projects << Project{p, false, now, !QFileInfo(p).isDir()};
        endInsertRows();
    } else {
        m_projects[row].lastUsed = now;
        m_projects[row].missing = !QFileInfo(p).isDir();
        Q_EMIT dataChanged(index(row), index(row));
    }
    sortAndTrim();
    return rowOf(p);
}

bool ProjectListModel::removeProject(int row)
{
    if (row < 0 || row >= m_projects.size())
        return false;
    beginRemoveRows({}, row, row);
    m_projects.removeAt(row);
    endRemoveRows();
    return true;
}

void ProjectListModel::setPinned(int row, bool pinned)
{
    if (row < 0 || row >= m_projects.size() || m_projects.at(row).pinned == pinned)
        return;
    m_projects[row].pinned = pinned;
    Q_EMIT dataChanged(index(row), index(row));
    sortAndTrim();
}

int ProjectListModel::rowOf(const QString &path) const
{
    const QString p = normalized(path);
    for (int i = 0; i < m_projects.size(); ++i) {
        if (m_projects.at(i).path == p)
            return i;
    }
    return -1;
}

QString ProjectListModel::pathAt(int row) const
{
    return row >= 0 && row < m_projects.size() ? m_projects.at(row).path : QString();
}

bool ProjectListModel::isMissing(int row) const
{
    return row >= 0 && row < m_projects.size() && m_projects.at(row).missing;
}

void ProjectListModel::refresh()
{
    for (int i = 0; i < m_projects.size(); ++i) {
        const bool missing = !QFileInfo(m_projects.at(i).path).isDir();
        if (missing != m_projects.at(i).missing) {
            m_projects[i].missing = missing;
            Q_EMIT dataChanged(index(i), index(i));
        }
    }
}

void ProjectListModel::load(QSettings &settings)
{
    beginResetModel();
    m_projects.clear();
    const int n = settings.beginReadArray(QStringLiteral("projects"));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        Project p;
        p.path = normalized(settings.value(QStringLiteral("path")).toString());
        if (p.path.isEmpty() || rowOf(p.path) >= 0)
            continue;
        p.pinned = settings.value(QStringLiteral("pinned"), false).toBool();
        p.lastUsed = settings.value(QStringLiteral("lastUsed")).toDateTime();
        p.missing = !QFileInfo(p.path).isDir();
        m_projects << p;
    }
    settings.endArray();
    endResetModel();
    sortAndTrim();
}

void ProjectListModel::save(QSettings &settings) const
{
    settings.remove(QStringLiteral("projects"));
    settings.beginWriteArray(QStringLiteral("projects"), int(m_projects.size()));
    for (int i = 0; i < m_projects.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("path"), m_projects.at(i).path);
        settings.setValue(QStringLiteral("pinned"), m_projects.at(i).pinned);
        settings.setValue(QStringLiteral("lastUsed"), m_projects.at(i).lastUsed);
    }
    settings.endArray();
}

int ProjectListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_projects.size());
}

void ProjectListModel::refreshLaunchers()
{
    if (!m_projects.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_projects.size()) - 1), {LauncherRole, Qt::ToolTipRole});
}

void ProjectListModel::setRunningSessions(const QString &path, int count)
{
    const QString key = normalized(path);
    if (m_running.value(key) == count)
        return;
    if (count > 0)
        m_running.insert(key, count);
    else
        m_running.remove(key);
    const int row = rowOf(key);
    if (row >= 0)
        Q_EMIT dataChanged(index(row), index(row), {RunningRole, Qt::ToolTipRole});
}

QVariant ProjectListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Project &p = m_projects.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        const QString name = QFileInfo(p.path).fileName();
        return name.isEmpty() ? p.path : name;
    }
    case Qt::ToolTipRole:
        if (p.missing)
            return tr("%1\nThis folder no longer exists. Remove it from the list, or restore the folder.")
                .arg(p.path);
        return DesktopLauncher::exists(p.path) ? tr("%1\nHas a desktop launcher.").arg(p.path) : p.path;
    case Qt::DecorationRole:
        return p.missing ? Icons::folderMissing() : Icons::folder();
    case Qt::FontRole:
        if (p.missing) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case PathRole:
        return p.path;
    case PinnedRole:
        return p.pinned;
    case MissingRole:
        return p.missing;
    case LastUsedRole:
        return p.lastUsed;
    case RunningRole:
        return m_running.value(p.path);
    case LauncherRole:
        return DesktopLauncher::exists(p.path);
    default:
        return {};
    }
}

Qt::ItemFlags ProjectListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace aisb
