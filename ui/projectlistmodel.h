// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QHash>

class QSettings;

namespace aisb {

// The projects the user opened: pinned ones first, then the most recently used.
// A project whose folder is gone stays listed (marked) until the user removes it.
class ProjectListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        PinnedRole,
        MissingRole,
        LastUsedRole,
        LauncherRole,
        RunningRole
    };

    struct Project
    {
        QString path;
        bool pinned = false;
        QDateTime lastUsed;
        bool missing = false;
    };

    explicit ProjectListModel(QObject *parent = nullptr);

    // Adds (or marks as just used) a project folder. Returns its row after sorting.
    int addProject(const QString &path);
    bool removeProject(int row);
    void setPinned(int row, bool pinned);
    int rowOf(const QString &path) const;
    QString pathAt(int row) const;
    bool isMissing(int row) const;
    // Re-checks which folders still exist.
    void refresh();
    // Re-reads which projects have a desktop launcher (LauncherRole).
    void refreshLaunchers();
    // How many sessions of the project are running (RunningRole; the list shows it).
    void setRunningSessions(const QString &path, int count);

    void load(QSettings &settings);
    void save(QSettings &settings) const;

    static constexpr int MaxRecent = 20;
    // A project folder as the list keeps it (absolute, clean): the key to compare projects by.
    static QString normalized(const QString &path);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    void sortAndTrim();
    QList<Project> m_projects;
    QHash<QString, int> m_running;
};

} // namespace aisb
