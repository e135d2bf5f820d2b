// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace aisb {

class SessionLogModel;

// What the session log shows: every row, only what was refused (denied requests and packets the
// firewall dropped) or only allowed requests, narrowed by a
// text that any column may contain (case-insensitive).
class SessionLogFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class Show { All, Denied, Allowed };
    Q_ENUM(Show)

    explicit SessionLogFilter(QObject *parent = nullptr);

    void setLogModel(SessionLogModel *model);
    SessionLogModel *logModel() const { return m_model; }
    void setShow(Show show);
    Show show() const { return m_show; }
    void setText(const QString &text);
    QString text() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    SessionLogModel *m_model = nullptr;
    Show m_show = Show::All;
    QString m_text;
};

} // namespace aisb
