// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionlogfilter.h"

#include "sessionlogmodel.h"

namespace aisb {

SessionLogFilter::SessionLogFilter(QObject *parent) : QSortFilterProxyModel(parent) {}

void SessionLogFilter::setLogModel(SessionLogModel *model)
{
    m_model = model;
    setSourceModel(model);
}

void SessionLogFilter::setShow(Show show)
{
    if (show == m_show)
        return;
    m_show = show;
    invalidateRowsFilter();
}

void SessionLogFilter::setText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    invalidateRowsFilter();
}

bool SessionLogFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_model || sourceParent.isValid())
        return false;
    const SessionLogModel::Kind kind = m_model->kindAt(sourceRow);
    // What was refused: requests the gate denied and packets the firewall dropped.
    if (m_show == Show::Denied && kind != SessionLogModel::Kind::Denied &&
        kind != SessionLogModel::Kind::Dropped)
        return false;
    if (m_show == Show::Allowed && kind != SessionLogModel::Kind::Allowed)
        return false;
    return m_text.isEmpty() || m_model->searchText(sourceRow).contains(m_text, Qt::CaseInsensitive);
}

} // namespace aisb
