// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QWidget>

class QIcon;
class QLabel;
class QPushButton;

namespace aisb {

class Podman;
class TerminalWidget;

// One session in a tab: the harness runs in an embedded terminal; a status line shows the
// session's state (starting, running, exited with code N, failed: reason) and its network mode.
class SessionTab : public QWidget
{
    Q_OBJECT
public:
    SessionTab(Podman *podman, Session::Options options, QWidget *parent = nullptr);
    ~SessionTab() override;

    void start();
    // Stops the session (container and gate torn down); finished() follows.
    void stop();
    bool isActive() const; // not yet finished or failed
    QString projectDir() const { return m_session->options().projectDir; }
    // "project · state" ("webshop 2 · Running"): tabs of one project told apart at a glance.
    QString title() const;
    // The state in a word or two (Starting, Running, Stopped, Exited 1, Failed).
    QString shortState() const;
    // A coloured dot for the state: green running, amber starting/stopping, grey ended, red failed.
    QIcon stateIcon() const;
    // The n-th session of its project in this window (1 = no number in the title).
    void setOrdinal(int ordinal);
    // Ended by the user's Stop (reported as "Stopped", not as an error).
    bool stoppedByUser() const { return m_stopRequested; }
    QPushButton *relaunchButton() const { return m_relaunch; }
    Session *session() const { return m_session; }
    TerminalWidget *terminal() const { return m_terminal; }
    QString statusText() const;
    // Where the session runs ("this computer", "podman service “big”").
    QString whereText() const;
    // The podman command the terminal runs (empty until the sandbox starts).
    QStringList launchedCommand() const { return m_command; }

Q_SIGNALS:
    void titleChanged(const QString &title);
    void finished(int exitCode);
    void stateChanged();
    // The ended session's Relaunch button: a new session of the same project.
    void relaunchRequested();

private:
    void updateStatus();

    Session *m_session;
    TerminalWidget *m_terminal;
    QLabel *m_icon;
    QLabel *m_status;
    QLabel *m_network;
    QLabel *m_where;
    QPushButton *m_stop;
    QPushButton *m_relaunch;
    int m_ordinal = 1;
    QString m_buildText;
    QStringList m_command;
    bool m_stopRequested = false;
};

} // namespace aisb
