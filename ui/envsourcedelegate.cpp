// SPDX-License-Identifier: GPL-3.0-or-later
#include "envsourcedelegate.h"

#include "envmodel.h"

#include <QComboBox>

namespace aisb {

QWidget *EnvSourceDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                         const QModelIndex &index) const
{
    if (index.column() != EnvModel::SourceColumn)
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto *combo = new QComboBox(parent);
    for (EnvModel::Source s : {EnvModel::Source::Pass, EnvModel::Source::Set, EnvModel::Source::Secret})
        combo->addItem(EnvModel::sourceName(s), int(s));
    return combo;
}

void EnvSourceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor); combo && index.column() == EnvModel::SourceColumn) {
        combo->setCurrentIndex(combo->findData(index.data(EnvModel::SourceRole)));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void EnvSourceDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                     const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor); combo && index.column() == EnvModel::SourceColumn) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace aisb
