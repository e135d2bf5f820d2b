// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "engine/podmanconnection.h"
#include "maintenance/enforcement.h"
#include "session/sessiondir.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

namespace aisb {

class AbandonedSessions;
class DoctorDialog;
class EngineDialog;
class Engines;
class ImageBuilder;
class MainWindow;
class CredentialsPage;
class ResourcesPage;
class SessionLogPage;
class SessionsPage;
class Podman;

// Connects the main window to the core: probes the engine, keeps the image status of the
// selected project current, runs image builds. All podman work is asynchronous; stale answers
// (a project switched while its status was being checked) are dropped.
class AppController : public QObject
{
    Q_OBJECT
public:
    // The window and the pages it was given (Gui makes them all, in the order they may be destroyed).
    AppController(MainWindow *window, SessionsPage *sessions, SessionLogPage *log, Podman *podman,
                  QObject *parent = nullptr);

    void start();
    // The app's engine choices (Gui's): the app's podman follows the global one, the project header
    // shows each project's, Edit ▸ Podman Engine… and the header's Change… edit them.
    void setEngines(Engines *engines);
    // Opens the engine dialog: the global choice ("") or a project's (not modal; deletes itself).
    EngineDialog *showEngineDialog(const QString &projectDir);
    // Stops every session, then quits the application (SIGTERM, SIGINT).
    void quitGracefully();
    const PodmanCapabilities &capabilities() const { return m_caps; }
    bool engineUsable() const { return m_engineUsable; }
    SessionsPage *sessionsPage() const { return m_sessions; }
    SessionLogPage *logPage() const { return m_log; }
    // The Resources window (made on first use).
    ResourcesPage *resourcesPage();
    // View > Credentials, made on first use.
    CredentialsPage *credentialsPage();
    // Sessions of an earlier run whose owner process is gone (crash, kill -9).
    static QList<SessionDir::Summary> abandonedSessions(const QString &sessionsRoot = {});
    // Removes the containers (sandbox and gate) of these sessions and marks them failed;
    // abandonedSessionsCleaned() follows once podman answered for all of them.
    void cleanupAbandonedSessions(const QList<SessionDir::Summary> &sessions,
                                  const QString &sessionsRoot = {});

    // Opens the Doctor dialog (Help > Doctor) and runs its checks; its findings feed the verdict.
    DoctorDialog *showDoctor();
    DoctorDialog *doctorDialog() const;
    // The first time the app starts (per user settings), opens the Doctor.
    void showDoctorOnFirstStart();
    // What is known about this machine for the launch verdict (tests may set it).
    const Enforcement::Facts &facts() const { return m_facts; }
    void setFacts(const Enforcement::Facts &facts);
    // The verdict for a project as it is on disk (the banner's and the refusal's).
    Enforcement verdictFor(const QString &projectDir) const;

Q_SIGNALS:
    void abandonedSessionsCleaned(int count);
    // podman answered start()'s probe: usable, or not (the status bar says why).
    void engineProbed(bool usable);

protected:
    // Closing the window with sessions running asks, then stops them all before it closes.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // What podman can do, from the probe (or, at start, from the kept answer).
    void applyCapabilities(const PodmanCapabilities &caps);
    void refreshImageStatus(const QString &projectDir, const QString &tag = {});
    void build(const QString &projectDir, bool force);
    void offerCleanupOfAbandonedSessions();
    void askToCleanUp(const QList<SessionDir::Summary> &abandoned);
    void updateEnforcement();
    void launch(const QString &projectDir);
    void checkNft(const QString &projectDir);
    void probeEngine();
    void engineChoiceChanged();
    void updateSessionEngine();
    QList<std::pair<QString, PodmanConnection>> engineChoices() const;

    MainWindow *m_window;
    Podman *m_podman;
    ImageBuilder *m_builder;
    SessionsPage *m_sessions;
    SessionLogPage *m_log;
    AbandonedSessions *m_abandoned;
    QPointer<ResourcesPage> m_resources;
    QPointer<CredentialsPage> m_credentials;
    bool m_closing = false;
    PodmanCapabilities m_caps;
    bool m_engineUsable = false;
    quint64 m_statusGeneration = 0;
    int m_lastStep = 0;
    QString m_buildProject;
    Enforcement::Facts m_facts;
    QPointer<DoctorDialog> m_doctor;
    Engines *m_engines = nullptr;
    quint64 m_probeGeneration = 0;
    QString m_pendingLaunch;            // asked for before podman answered
    QHash<QString, QString> m_nftTried; // sandbox image tag -> nft failure ("" = loads)
    QSet<QString> m_nftRunning;
};

} // namespace aisb
