// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "engine/podmanconnection.h"
#include "policy/policy.h"

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <functional>

class QLabel;
class QStackedWidget;
class QTabWidget;

namespace aisb {

class Engines;
class Podman;
class SessionTab;

// The Sessions tab: for each project a row of session tabs, each an embedded terminal running
// the project's sandbox. Sessions of several projects run side by side; the page shows the
// selected project's.
class SessionsPage : public QWidget
{
    Q_OBJECT
public:
    explicit SessionsPage(Podman *podman, QWidget *parent = nullptr);

    void setCurrentProject(const QString &projectDir);
    // What the app's podman (the one passed in) answered; sessions on another engine probe theirs.
    void setCapabilities(const PodmanCapabilities &caps);
    // Each project's engine (Engines::podmanFor): without, every session uses the page's podman.
    void setEngines(Engines *engines) { m_engines = engines; }
    // The podman a session of the project runs on.
    Podman *podmanFor(const QString &projectDir) const;
    // What the project's engine refuses of its policy as saved ("" = nothing, or a local engine),
    // Session::remoteRefusal's sentence: shown before a launch, and the reason launch() refuses.
    QString engineRefusal(const QString &projectDir, bool quarantine = false) const;
    // Starts a session of the project's trusted policy. Returns an error sentence or empty.
    // `quarantine`: session/quarantine.h (the project's own policy file is not read).
    QString launch(const QString &projectDir, bool quarantine = false);
    int activeCount() const;
    int activeCount(const QString &projectDir) const;
    // Closes the ended sessions' tabs of a project (Close Ended Tabs); returns how many.
    int closeEndedTabs(const QString &projectDir);
    QList<SessionTab *> sessions() const;
    // Stops every session; calls `done` once all have finished.
    void stopAll(std::function<void()> done);
    QTabWidget *tabsFor(const QString &projectDir);
    // Ends `tab`'s session cleanly and starts a new one of the same project in its place (the
    // policy as saved now; the new session goes through relaunchRequested()'s checks).
    void restart(SessionTab *tab);
    // After the project's policy was saved: the policy fields that differ between what its running
    // sessions run with and `saved` and so need a new sandbox, sorted; empty when none runs. That
    // is what they started with. network.allow is not among them for a session with a gate (the
    // Log tab's Allow and the editor's Save reach a running gate: SessionLogPage); for one without,
    // it is compared with what its record holds.
    QStringList restartNeededFields(const QString &projectDir, const Policy &saved) const;
    // Says which fields need a new sandbox and offers "Restart Session" (confirmed) for the
    // project's running sessions. Returns how many were restarted.
    int offerRestart(const QString &projectDir);

Q_SIGNALS:
    void activeCountChanged(int count);
    void launched(aisb::SessionTab *tab);
    // How many sessions of a project are running changed (the project list shows it).
    void runningChanged(const QString &projectDir, int count);
    // An ended tab's Relaunch: the integrator launches the project again (verdict, blockers).
    void relaunchRequested(const QString &projectDir);

private:
    bool closeTab(QTabWidget *tabs, int index);
    void tabMenu(QTabWidget *tabs, const QPoint &pos);
    void updateTab(QTabWidget *tabs, SessionTab *tab);

    Podman *m_podman;
    Engines *m_engines = nullptr;
    PodmanCapabilities m_caps;
    PodmanConnection m_capsConnection; // whose answer m_caps is
    bool m_haveCaps = false;
    QStackedWidget *m_stack;
    QLabel *m_empty;
    QHash<QString, QTabWidget *> m_tabs;
    QString m_current;
    QHash<QString, int> m_launchCount;              // sessions launched per project (tab numbers)
    QHash<QString, QPointer<SessionTab>> m_replace; // ended tab a relaunch takes the place of
};

} // namespace aisb
