// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QWidget>

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
    QString title() const;
    Session *session() const { return m_session; }
    TerminalWidget *terminal() const { return m_terminal; }
    QString statusText() const;
    // The podman command the terminal runs (empty until the sandbox starts).
    QStringList launchedCommand() const { return m_command; }

Q_SIGNALS:
    void titleChanged(const QString &title);
    void finished(int exitCode);
    void stateChanged();

private:
    void updateStatus();

    Session *m_session;
    TerminalWidget *m_terminal;
    QLabel *m_icon;
    QLabel *m_status;
    QLabel *m_network;
    QPushButton *m_stop;
    QString m_buildText;
    QStringList m_command;
    bool m_stopRequested = false;
};

} // namespace aisb
