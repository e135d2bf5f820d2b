// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QPushButton;
class QTableView;
class QWidget;

namespace aisb {

class ChangesView;
class ReplayView;

// The session log's way to a session's change review and terminal replay: two buttons for the
// session shown, each opening a window of its own (ChangesView, ReplayView). While the replay of the
// shown session is open, selecting a log row jumps the replay to that moment, and seeking the paused
// replay selects the log row of that moment.
class SessionReview : public QObject
{
    Q_OBJECT
public:
    // `log`: the session log's table (its model's TimeColumn holds each row's time in ms since the
    // epoch under SessionLogModel::SortRole). The buttons are made for `parent`.
    SessionReview(QTableView *log, QWidget *parent);
    ~SessionReview() override;

    QPushButton *changesButton() const { return m_changesButton; }
    QPushButton *replayButton() const { return m_replayButton; }

    // The session shown in the log (its folder; empty when none).
    void setSession(const QString &sessionDir);
    QString sessionDir() const { return m_sessionDir; }

    // Opens (or raises) the window of the shown session: nullptr when there is no session.
    ChangesView *openChanges();
    ReplayView *openReplay();
    ChangesView *changesView() const;
    ReplayView *replayView() const;

private:
    void updateButtons();
    void logRowChanged();
    void replaySought(double seconds);

    QTableView *m_log;
    QWidget *m_parent;
    QPushButton *m_changesButton;
    QPushButton *m_replayButton;
    QString m_sessionDir;
    QPointer<ChangesView> m_changes;
    QPointer<ReplayView> m_replay;
    QString m_replayDir; // the session the replay window plays
    bool m_syncing = false;
};

} // namespace aisb
