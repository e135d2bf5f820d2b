// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maintenance/cleanupplan.h"

#include <QAbstractItemModel>
#include <QDateTime>

namespace aisb {

// A cleanup plan's resources grouped by project, as the Resources page shows them: made off the
// GUI thread (make() is a pure function of the plan), then handed to ResourcesModel whole.
struct ResourcesLayout
{
    struct Group
    {
        QString title;
        QList<int> rows; // indexes into plan.resources
        qint64 bytes = 0;
        qint64 staleBytes = 0;
        int stale = 0;
    };
    CleanupPlan plan;
    QList<Group> groups; // sorted by title
    QDateTime taken;     // when the snapshot was taken: the ages are counted to it
    qint64 bytes = 0;
    qint64 staleBytes = 0;
    int stale = 0;

    static ResourcesLayout make(CleanupPlan plan, const QDateTime &taken);
};

// Two levels: a row per project group (name, item count, size, stale total), under it a row per
// thing (name, what, size, age, in use, stale because). Texts are made when a row is shown, so a
// thousand things cost the window nothing until it scrolls to them.
class ResourcesModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameCol, RoleCol, SizeCol, AgeCol, UseCol, WhyCol, ColumnCount };
    // On a thing's row: its index in plan().resources (-1 on a group's row).
    static constexpr int ResourceIndexRole = Qt::UserRole + 1;

    explicit ResourcesModel(QObject *parent = nullptr);

    void setLayout(ResourcesLayout layout); // one reset
    const ResourcesLayout &layout() const { return m_layout; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The index of the thing named `nameOrId` (column 0), invalid when it is not shown.
    QModelIndex find(const QString &nameOrId) const;

private:
    static constexpr quintptr GroupId = ~quintptr(0); // internalId of a group's row
    ResourcesLayout m_layout;
};

} // namespace aisb
