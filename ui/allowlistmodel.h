// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace aisb {

// The allowed hosts of a policy as an editable table: host, what it matches, validity.
// Edits change the model and are announced through hostsEdited() so the editor can make
// them undoable; setHosts() replaces the content without announcing.
class AllowlistModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { HostColumn, MatchColumn, ColumnCount };
    enum Role { ErrorRole = Qt::UserRole + 1 };

    explicit AllowlistModel(QObject *parent = nullptr);

    QStringList hosts() const { return m_hosts; }
    void setHosts(const QStringList &hosts);
    // Adds hosts (trimmed, empty ones skipped, duplicates of existing rows skipped). Returns how many.
    int addHosts(const QStringList &hosts);
    // Splits pasted text into host entries: lines, commas, spaces; '#' comments dropped.
    static QStringList splitHostText(const QString &text);
    // Why `host` is not a valid entry ("" when it is).
    static QString hostError(const QString &host);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

Q_SIGNALS:
    void hostsEdited(const QStringList &hosts);

private:
    QString rowError(int row) const;
    QStringList m_hosts;
};

} // namespace aisb
