// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/eventsfollower.h"
#include "session/liveallowlist.h"
#include "session/sessiondir.h"

#include <QElapsedTimer>
#include <QHash>
#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <functional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTableWidget;

namespace aisb {

class GateReconfigure;
class Podman;
class PolicyEditor;
class Session;
class SessionLogFilter;
class SessionLogModel;
class SessionReview;

// The Log tab: for the selected project, pick a session (running ones first, then past ones,
// newest first) and read its lifecycle events and every request its egress gate allowed or
// denied, live while it runs. A denied host can be allowed from here (and an allowed one denied
// from now on): the change is shown, then saved and approved in one confirmed step, and the running
// session's gate takes it at once (LiveAllowlist, GateReconfigure).
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
    void setSessionsRoot(const QString &root);
    // Follows a session from its start: call right after Session::start(). The log switches to
    // it when it belongs to the project shown.
    void watch(aisb::Session *session);
    // Re-reads the list of past sessions, on a worker thread: the newest ones first, so that the
    // first screen fills at once; sessionsListed() follows when all are in.
    void refreshSessions();
    bool isListingSessions() const { return m_listing; }

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

    // The denied-hosts summary above the table (host, denials, last seen, reason, Allow).
    QTableWidget *deniedHostsTable() const { return m_deniedTable; }
    // The full detail of the current row, wrapped, below the table.
    QLabel *detailLabel() const { return m_detail; }
    // Writes the rows the filter shows: JSON lines for a .jsonl/.json path, else CSV. Returns an
    // error sentence or empty.
    QString exportShownRows(const QString &path) const;
    QPushButton *exportButton() const { return m_export; }
    // The shown session's change review and terminal replay (sessionreview.h).
    SessionReview *review() const { return m_review; }

    // Hosts of the selected denied rows that the editor's policy does not allow yet.
    QStringList hostsToAllow() const;
    // Allows hosts (or ".domain" entries): the project file change is shown, then saved and approved
    // when confirmed, and the running session shown (if any) reconfigured in place
    // (liveChangeFinished follows). Returns how many entries were new (0: nothing was done).
    int allowHosts(const QStringList &entries);
    // The same for removing entries ("Deny from now on").
    int denyHosts(const QStringList &entries);
    int changeAllowlist(LiveAllowlist::Action action, const QStringList &entries);
    // The policy editor saved `projectDir`'s policy: each running session of the project (this
    // window's, and the command line's that the list shows) whose gate holds another allowlist
    // than the saved, approved file is reconfigured in place (as Allow does; liveChangeFinished
    // follows for each). Fields that need a new sandbox are not this method's: SessionsPage
    // offers the restart. Returns how many sessions are being changed.
    int applySavedPolicy(const QString &projectDir);

    // Asked before saving: the question and the file's diff. Default: a message box.
    using Confirm = std::function<bool(const QString &question, const QString &diff)>;
    void setConfirmHandler(Confirm confirm) { m_confirm = std::move(confirm); }
    void setPodman(Podman *podman) { m_podman = podman; }
    void setTrustDir(const QString &dir) { m_trustDir = dir; }
    void setUserConfig(const QString &path) { m_userConfig = path; }
    // The selected rows as tab-separated text.
    QString selectedText() const;
    void copySelection() const;

Q_SIGNALS:
    void showPolicyRequested();
    // A live allowlist change reached the running session's gate (error empty) or did not;
    // `notice` says so (what the tab shows).
    void liveChangeFinished(const QString &error, const QString &notice);
    // The list of sessions refreshSessions() reads is complete.
    void sessionsListed();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Live
    {
        QPointer<Session> session;
        SessionLogModel *model = nullptr;
        QString project;
        QPointer<EventsFollower> follower; // allowlist changes, from any process
    };
    struct Listed
    {
        SessionDir::Summary summary;
        bool abandoned = false; // worked out on the worker (it reads /proc)
    };
    void takeSessions(const QList<Listed> &part, bool complete);
    void fillSessions();
    void showSession(const QString &id);
    void updateCounts();
    void updateActions();
    void contextMenu(const QPoint &pos);
    void showNotice(const QString &text);
    // Reconfigures the gate of the running session `target` (GateReconfigure), then shows how it went.
    void reconfigure(const LiveAllowlist::Target &target, LiveAllowlist::Action action,
                     const QStringList &entries, const QString &who);
    QList<int> selectedSourceRows() const;
    void dropFinishedLive();
    void updateDeniedHosts();
    void updateDetail();
    void fitColumns();
    bool eventFilter(QObject *watched, QEvent *event) override;

    QString m_project;
    QString m_sessionsRoot;
    QString m_shownId;
    QPointer<PolicyEditor> m_editor;
    QHash<QString, Live> m_live; // by session id
    SessionLogModel *m_past;     // the shown past session
    SessionLogFilter *m_filter;
    QStackedWidget *m_stack;
    QWidget *m_empty;
    QLabel *m_emptyTitle = nullptr;
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
    QWidget *m_deniedBox;
    QLabel *m_deniedTitle;
    QTableWidget *m_deniedTable;
    QPushButton *m_export;
    QLabel *m_detail;
    SessionReview *m_review = nullptr;
    QTimer m_deniedSoon;
    bool m_atBottom = true;
    // Live sessions change state several times a second while they start: their changes are
    // gathered into one re-read of the session list (which reads every session's events.jsonl).
    QTimer m_refreshSoon;
    QElapsedTimer m_lastRefresh; // a refresh just before the tab is shown is not repeated
    QList<Listed> m_listed;      // the project's sessions read so far
    quint64 m_listGeneration = 0;
    bool m_listing = false;
    bool m_autoPicked = false; // the session shown was picked from a list not read to its end
    Confirm m_confirm;
    Podman *m_podman = nullptr;
    QString m_trustDir;
    QString m_userConfig;
    QHash<QString, QPointer<GateReconfigure>> m_reconfigure; // by session id
};

} // namespace aisb
