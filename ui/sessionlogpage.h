// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace aisb {

class PolicyEditor;
class Session;
class SessionLogFilter;
class SessionLogModel;

// The Log tab: for the selected project, pick a session (running ones first, then past ones,
// newest first) and read its lifecycle events and every request its egress gate allowed or
// denied, live while it runs. A denied host can be added to the policy from here; the change
// is an unsaved edit in the policy editor, which the user reviews and saves.
class SessionLogPage : public QWidget
{
    Q_OBJECT
public:
    explicit SessionLogPage(QWidget *parent = nullptr);
    ~SessionLogPage() override;

    void setCurrentProject(const QString &projectDir);
    QString currentProject() const { return m_project; }
    // Where "Allow host" adds hosts (the editor shows the same project).
    void setPolicyEditor(PolicyEditor *editor);
    // Default Paths::sessionsDir().
    void setSessionsRoot(const QString &root) { m_sessionsRoot = root; }
    // Follows a session from its start: call right after Session::start(). The log switches to
    // it when it belongs to the project shown.
    void watch(aisb::Session *session);
    // Re-reads the list of past sessions.
    void refreshSessions();

    // Shown session id ("" when none) and the pieces tests drive.
    QString currentSessionId() const { return m_shownId; }
    bool selectSession(const QString &id);
    QComboBox *sessionSelector() const { return m_sessions; }
    QTableView *view() const { return m_view; }
    SessionLogFilter *filter() const { return m_filter; }
    SessionLogModel *model() const;
    QLabel *countsLabel() const { return m_counts; }
    QLineEdit *filterEdit() const { return m_text; }
    QPushButton *allowButton() const { return m_allow; }
    QLabel *noticeLabel() const { return m_noticeText; }
    bool showsPlaceholder() const;
    void setShowFilter(int show); // SessionLogFilter::Show as int

    // Hosts of the selected denied rows that the editor's policy does not allow yet.
    QStringList hostsToAllow() const;
    // Adds hosts (or ".domain" entries) to the policy as one unsaved edit. Returns how many were new.
    int allowHosts(const QStringList &entries);
    // The selected rows as tab-separated text.
    QString selectedText() const;
    void copySelection() const;

Q_SIGNALS:
    void showPolicyRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Live
    {
        QPointer<Session> session;
        SessionLogModel *model = nullptr;
        QString project;
    };
    void showSession(const QString &id);
    void updateCounts();
    void updateActions();
    void contextMenu(const QPoint &pos);
    void showNotice(const QString &text);
    QList<int> selectedSourceRows() const;
    void dropFinishedLive();

    QString m_project;
    QString m_sessionsRoot;
    QString m_shownId;
    QPointer<PolicyEditor> m_editor;
    QHash<QString, Live> m_live; // by session id
    SessionLogModel *m_past;     // the shown past session
    SessionLogFilter *m_filter;
    QStackedWidget *m_stack;
    QWidget *m_empty;
    QWidget *m_logPage;
    QComboBox *m_sessions;
    QLabel *m_counts;
    QButtonGroup *m_show;
    QLineEdit *m_text;
    QPushButton *m_allow;
    QPushButton *m_copy;
    QWidget *m_notice;
    QLabel *m_noticeText;
    QTableView *m_view;
    bool m_atBottom = true;
    // Live sessions change state several times a second while they start: their changes are
    // gathered into one re-read of the session list (which reads every session's events.jsonl).
    QTimer m_refreshSoon;
};

} // namespace aisb
