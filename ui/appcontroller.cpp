// SPDX-License-Identifier: GPL-3.0-or-later
#include "appcontroller.h"

#include "credentialspage.h"
#include "doctordialog.h"
#include "engine/capabilitiescache.h"
#include "engine/podman.h"
#include "enginedialog.h"
#include "engines.h"
#include "maintenance/abandonedsessions.h"
#include "maintenance/doctor.h"
#include "maintenance/sessionreaper.h"
#include "mainwindow.h"
#include "policy/policyloader.h"
#include "policyeditor.h"
#include "policypreview.h"
#include "projectheader.h"
#include "projectlistmodel.h"
#include "render/render.h"
#include "resourcespage.h"
#include "session/imagebuilder.h"
#include "session/imagecheck.h"
#include "session/sessiondir.h"
#include "sessionlogpage.h"
#include "sessionspage.h"
#include "sessiontab.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <memory>

namespace aisb {

AppController::AppController(MainWindow *window, SessionsPage *sessions, SessionLogPage *log, Podman *podman,
                             QObject *parent)
    : QObject(parent), m_window(window), m_podman(podman), m_builder(new ImageBuilder(podman, this)),
      m_sessions(sessions), m_log(log), m_abandoned(new AbandonedSessions(podman, this))
{
    Q_ASSERT(m_window->sessionsPage() == m_sessions && m_window->logPage() == m_log);
    connect(m_abandoned, &AbandonedSessions::surveyed, this, [this](const QList<SessionDir::Summary> &left) {
        if (!left.isEmpty())
            askToCleanUp(left);
    });
    connect(m_abandoned, &AbandonedSessions::cleaned, this, &AppController::abandonedSessionsCleaned);
    // The Sessions tab hosts the terminals, the Log tab the session log.
    m_log->setPolicyEditor(m_window->policyEditor());
    connect(m_window, &MainWindow::currentProjectChanged, m_log, &SessionLogPage::setCurrentProject);
    m_log->setCurrentProject(m_window->currentProject());
    connect(m_sessions, &SessionsPage::launched, m_log,
            [this](SessionTab *tab) { m_log->watch(tab->session()); });
    connect(m_log, &SessionLogPage::showPolicyRequested, this,
            [this] { m_window->tabs()->setCurrentWidget(m_window->policyEditor()); });
    m_window->installEventFilter(this);
    // The project list shows which projects have sessions running.
    connect(m_sessions, &SessionsPage::runningChanged, m_window->projectModel(),
            &ProjectListModel::setRunningSessions);
    // An ended tab's Relaunch goes through the same checks as Launch (verdict, missing variables).
    connect(m_sessions, &SessionsPage::relaunchRequested, this, [this](const QString &dir) {
        if (dir == m_window->currentProject())
            m_window->requestLaunch();
        else
            launch(dir);
    });
    connect(m_window, &MainWindow::currentProjectChanged, m_sessions, &SessionsPage::setCurrentProject);
    m_sessions->setCurrentProject(m_window->currentProject());
    connect(m_window, &MainWindow::launchRequested, this, &AppController::launch);
    connect(m_window, &MainWindow::doctorRequested, this, &AppController::showDoctor);
    connect(m_window, &MainWindow::currentProjectChanged, this, [this](const QString &dir) {
        refreshImageStatus(dir);
        updateEnforcement();
    });
    connect(m_window, &MainWindow::policySaved, this, &AppController::updateEnforcement);
    // A saved change that a running session cannot take says so and offers a restart; the
    // allowlist goes live in the sessions that keep running (as the Log tab's Allow does).
    connect(m_window, &MainWindow::policySaved, this, [this](const QString &dir) {
        QTimer::singleShot(0, this, [this, dir] {
            if (m_sessions->activeCount(dir) > 0)
                m_sessions->offerRestart(dir);
            if (const int n = m_log->applySavedPolicy(dir); n > 0)
                m_window->statusBar()->showMessage(
                    tr("Applying the saved allowlist to %n running session(s)…", nullptr, n), 6000);
        });
    });
    connect(m_log, &SessionLogPage::liveChangeFinished, this, [this](const QString &, const QString &notice) {
        m_window->statusBar()->showMessage(notice, 10000);
    });
    connect(m_window, &MainWindow::imageTagChanged, this,
            [this](const QString &dir, const QString &tag) { refreshImageStatus(dir, tag); });
    connect(m_window, &MainWindow::buildRequested, this, &AppController::build);
    connect(m_window, &MainWindow::resourcesRequested, this, [this] {
        ResourcesPage *page = resourcesPage();
        page->show();
        page->raise();
        page->activateWindow();
        page->refresh();
    });
    connect(m_window, &MainWindow::credentialsRequested, this, [this] {
        CredentialsPage *page = credentialsPage();
        page->show();
        page->raise();
        page->activateWindow();
        page->refresh();
    });
    connect(m_window, &MainWindow::removeProjectDataRequested, this, [this](const QString &dir) {
        ResourcesPage *page = resourcesPage();
        page->show();
        page->raise();
        page->removeProjectData(dir); // loads first when it has not yet
    });
    connect(m_window, &MainWindow::cancelBuildRequested, m_builder, &ImageBuilder::cancel);

    connect(m_builder, &ImageBuilder::line, m_window, &MainWindow::appendBuildLog);
    connect(m_builder, &ImageBuilder::stageChanged, m_window, &MainWindow::appendBuildLog);
    connect(m_builder, &ImageBuilder::progress, this, [this](int step, int total) {
        m_lastStep = step;
        m_window->setBuildProgress(step, total);
    });
    connect(m_builder, &ImageBuilder::finished, this,
            [this](bool ok, const QString &tag, bool built, const QString &error) {
                if (ok)
                    m_window->buildFinished(
                        true, built ? tr("Built %1").arg(tag) : tr("%1 is up to date").arg(tag), 0);
                else
                    m_window->buildFinished(false, error, m_lastStep);
                if (m_buildProject == m_window->currentProject())
                    refreshImageStatus(m_buildProject);
            });
}

bool AppController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window || event->type() != QEvent::Close || m_closing || m_sessions->activeCount() == 0)
        return QObject::eventFilter(watched, event);
    QMessageBox box(
        QMessageBox::Question, tr("Stop running sessions?"),
        tr("%n session(s) still running. Quitting stops them: their sandboxes and gates are removed.",
           nullptr, m_sessions->activeCount()),
        QMessageBox::NoButton, m_window);
    QPushButton *quit = box.addButton(tr("Stop Sessions and Quit"), QMessageBox::DestructiveRole);
    box.setDefaultButton(box.addButton(tr("Keep Running"), QMessageBox::RejectRole));
    box.exec();
    event->ignore();
    if (box.clickedButton() == quit) {
        m_window->setEnabled(false);
        m_sessions->stopAll([this] {
            m_closing = true;
            m_window->close();
        });
    }
    return true;
}

void AppController::applyCapabilities(const PodmanCapabilities &caps)
{
    // At start the kept answer and then the probe's both come here: the image check needs only a
    // usable podman, so it runs when podman becomes usable, not again for the second answer.
    const bool becameUsable = !m_engineUsable;
    m_caps = caps;
    m_engineUsable = true;
    m_sessions->setCapabilities(caps);
    m_window->policyEditor()->preview()->setCapabilities(caps);
    QString text = tr("podman %1 · %2").arg(caps.version, caps.rootless ? tr("rootless") : tr("rootful"));
    if (m_podman->connection().isRemote())
        text += QStringLiteral(" · ") + Engines::describe(m_podman->connection());
    else if (caps.remote)
        text += tr(" · remote");
    text += QStringLiteral(" · ") + PodmanCapabilities::routeName(caps.route);
    m_window->setEngineStatus(
        text, true, caps.route == PodmanCapabilities::Route::NoRoute ? caps.routeReason : QString());
    Enforcement::Facts facts = m_facts;
    facts.probed = true;
    facts.caps = caps;
    setFacts(facts);
    if (becameUsable)
        refreshImageStatus(m_window->currentProject());
    if (!m_pendingLaunch.isEmpty())
        launch(std::exchange(m_pendingLaunch, QString()));
}

void AppController::start()
{
    probeEngine();
    QTimer::singleShot(0, this, &AppController::offerCleanupOfAbandonedSessions);
}

void AppController::probeEngine()
{
    const quint64 generation = ++m_probeGeneration;
    // What podman answered within the last minutes (CapabilitiesCache) lets a launcher's session
    // start without waiting for `podman info`; the probe still runs and its answer replaces it.
    if (const auto kept = CapabilitiesCache::read(m_podman->connection()))
        applyCapabilities(*kept);
    PodmanCall *probe = m_podman->probe();
    connect(probe, &PodmanCall::capabilitiesReady, this, [this, generation](const PodmanCapabilities &caps) {
        if (generation != m_probeGeneration)
            return; // the global engine changed meanwhile
        applyCapabilities(caps);
        Q_EMIT engineProbed(true);
    });
    connect(probe, &PodmanCall::failed, this, [this, generation](const QString &message) {
        if (generation != m_probeGeneration)
            return;
        m_engineUsable = false;
        const QString where = m_podman->connection().isRemote()
                                  ? tr("%1 is not usable").arg(Engines::describe(m_podman->connection()))
                                  : tr("podman is not usable");
        m_window->setEngineStatus(where, false, message);
        m_pendingLaunch.clear();
        Q_EMIT engineProbed(false);
    });
}

void AppController::setEngines(Engines *engines)
{
    m_engines = engines;
    connect(engines, &Engines::changed, this, &AppController::engineChoiceChanged);
    connect(m_window, &MainWindow::engineDialogRequested, this, &AppController::showEngineDialog);
    connect(m_window, &MainWindow::currentProjectChanged, this, &AppController::updateSessionEngine);
    connect(m_window, &MainWindow::policySaved, this, &AppController::updateSessionEngine);
    connect(m_window->header(), &ProjectHeader::quarantineToggled, this, &AppController::updateSessionEngine);
    // The refusal's quick fix: this computer (the global choice when that is this computer).
    connect(m_window->header(), &ProjectHeader::useLocalEngineRequested, this, [this] {
        const QString dir = m_window->currentProject();
        const EngineChoice local =
            m_engines->globalConnection().isRemote() ? EngineChoice::local() : EngineChoice::global();
        if (const QString why = m_engines->setProjectChoice(dir, local); !why.isEmpty())
            QMessageBox::warning(m_window, tr("Podman Engine"), why);
        else
            m_window->statusBar()->showMessage(tr("New sessions of this project run on this computer."),
                                               6000);
    });
    updateSessionEngine();
    // A settings file that cannot be read: the window says so (the choices stay as they were).
    if (const QString why = engines->loadError(); !why.isEmpty())
        QTimer::singleShot(0, m_window, [this, why] {
            m_window->statusBar()->showMessage(why, 20000);
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Engine Settings Not Read"), why,
                                        QMessageBox::Close, m_window);
            box->setObjectName(QStringLiteral("engineSettingsProblem"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
}

EngineDialog *AppController::showEngineDialog(const QString &projectDir)
{
    if (!m_engines)
        return nullptr;
    auto *dialog = new EngineDialog(m_engines, projectDir, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, projectDir] {
        const PodmanConnection c =
            projectDir.isEmpty() ? m_engines->globalConnection() : m_engines->connectionFor(projectDir);
        m_window->statusBar()->showMessage(
            projectDir.isEmpty() ? tr("New sessions run on %1.").arg(Engines::describe(c))
                                 : tr("New sessions of this project run on %1.").arg(Engines::describe(c)),
            6000);
    });
    dialog->open();
    return dialog;
}

void AppController::engineChoiceChanged()
{
    const PodmanConnection global = m_engines->globalConnection();
    if (global != m_podman->connection()) {
        // The app's podman follows the global engine: probe it again; running sessions keep theirs.
        m_podman->setConnection(global);
        m_engineUsable = false;
        m_window->setEngineStatus(tr("Checking %1…").arg(Engines::describe(global)), true, {});
        probeEngine();
        // Resources and the Doctor look at the global engine: they follow it, or (busy, or the
        // Doctor open) say that they still look at the previous one.
        const QString stale = tr("The global engine is now %1: this window still looks at %2.");
        if (m_resources) {
            const PodmanConnection before = m_resources->connection();
            if (m_resources->setConnection(global)) {
                m_resources->setEngineText({});
                if (m_resources->isVisible() && before != global)
                    m_resources->refresh();
            } else {
                m_resources->setEngineText(
                    stale.arg(Engines::describe(global), Engines::describe(m_resources->connection())));
            }
        }
        if (m_doctor && !m_doctor->isVisible() && !m_doctor->isRunning())
            m_doctor->setConnection(global);
        else if (m_doctor && m_doctor->connection() != global)
            m_doctor->setEngineText(
                stale.arg(Engines::describe(global), Engines::describe(m_doctor->connection())));
    }
    if (m_resources)
        resourcesPage(); // its engine box lists the engines as they are now
    if (m_doctor)
        m_doctor->setEngineChoices(engineChoices());
    updateSessionEngine();
    refreshImageStatus(m_window->currentProject());
}

void AppController::updateSessionEngine()
{
    if (!m_engines)
        return;
    const QString dir = m_window->currentProject();
    const PodmanConnection c = m_engines->connectionFor(dir);
    QString origin = Engines::address(c) + QLatin1Char('\n');
    if (m_engines->projectChoice(dir).kind != EngineChoice::Kind::Global)
        origin += tr("Chosen for this project, in this computer's settings (not in the project's files).");
    else if (m_engines->overriddenByCommandLine())
        origin += tr("The global engine, set for this run by the command line's --url/--connection.");
    else
        origin += tr("The global engine (Edit ▸ Podman Engine…).");
    const QString warning =
        dir.isEmpty() ? QString() : m_sessions->engineRefusal(dir, m_window->quarantined(dir));
    QString where = Engines::describe(c);
    if (m_engines->projectChoice(dir).kind != EngineChoice::Kind::Global)
        where = tr("%1 (this project's choice)").arg(where);
    else if (m_engines->overriddenByCommandLine())
        where = tr("%1 (--url/--connection of this run)").arg(where);
    m_window->header()->setSessionEngine(where, c.isRemote(), origin, warning);
}

void AppController::quitGracefully()
{
    m_window->setEnabled(false);
    m_sessions->stopAll([] { QCoreApplication::quit(); });
}

QList<SessionDir::Summary> AppController::abandonedSessions(const QString &sessionsRoot)
{
    return SessionReaper::abandoned(sessionsRoot);
}

// A session whose owner died (crash, kill -9): its gate and sandbox end by themselves (the
// lifelines); such a session is recorded as killed at once. Containers still there (a podman
// service restart, an older version's session) are removed after asking.
void AppController::offerCleanupOfAbandonedSessions()
{
    SessionReaper::removeLocalLeftovers();
    // [[credentials]]: the secrets of gates a killed session (or app) left; none asked about.
    m_abandoned->sweepCredentialSecrets();
    const QList<SessionDir::Summary> all = abandonedSessions();
    if (!all.isEmpty())
        m_abandoned->survey(all); // -> askToCleanUp with those whose containers remain
}

void AppController::askToCleanUp(const QList<SessionDir::Summary> &abandoned)
{
    QStringList lines;
    for (const SessionDir::Summary &s : abandoned)
        lines << tr("%1 (%2, started %3)")
                     .arg(s.id, s.project, QLocale().toString(s.started.toLocalTime(), QLocale::ShortFormat));
    QMessageBox box(QMessageBox::Question, tr("Sessions left behind"),
                    tr("%n session(s) of an earlier run did not end cleanly (the app was killed or crashed):",
                       nullptr, int(abandoned.size())) +
                        QStringLiteral("\n\n") + lines.join(QLatin1Char('\n')) + QStringLiteral("\n\n") +
                        tr("Remove their containers and gates now?"),
                    QMessageBox::NoButton, m_window);
    QPushButton *remove = box.addButton(tr("Remove Them"), QMessageBox::AcceptRole);
    box.addButton(tr("Leave Them"), QMessageBox::RejectRole);
    box.setDefaultButton(remove);
    box.exec();
    if (box.clickedButton() != remove)
        return;
    cleanupAbandonedSessions(abandoned);
}

void AppController::cleanupAbandonedSessions(const QList<SessionDir::Summary> &sessions,
                                             const QString &sessionsRoot)
{
    m_abandoned->cleanUp(sessions, sessionsRoot); // -> abandonedSessionsCleaned
}

void AppController::launch(const QString &dir)
{
    if (!m_facts.probed) {
        // The verdict needs podman's answer: the launch waits for it (--launch at start).
        m_pendingLaunch = dir;
        return;
    }
    // The banner's verdict, for the policy as saved: a launch that would not be enforced is refused.
    const Enforcement verdict = verdictFor(dir);
    if (dir == m_window->currentProject())
        m_window->setEnforcement(verdict);
    if (!verdict.enforced()) {
        Q_EMIT m_window->launchRefused(dir, verdict.text());
        return;
    }
    const QString error = m_sessions->launch(dir, m_window->quarantined(dir));
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot launch a session"), error);
        return;
    }
    m_window->tabs()->setCurrentWidget(m_sessions);
}

void AppController::setFacts(const Enforcement::Facts &facts)
{
    m_facts = facts;
    updateEnforcement();
}

Enforcement AppController::verdictFor(const QString &projectDir) const
{
    if (projectDir.isEmpty())
        return {};
    PolicyRequest req;
    req.projectDir = projectDir;
    req.requireTrust = false;
    const Policy policy = loadPolicy(req).resolved.policy;
    Enforcement::Facts facts = m_facts;
    // nft as tried in this project's own image, when it was.
    const QString tag = Render::imageTag(policy);
    if (m_nftTried.contains(tag))
        facts.nftFailure = m_nftTried.value(tag);
    return Enforcement::verdict(policy, facts);
}

void AppController::updateEnforcement()
{
    m_window->setEnforcement(verdictFor(m_window->currentProject()));
}

// nft in the selected project's built image, once per image and run: the verdict's nft fact.
void AppController::checkNft(const QString &projectDir)
{
    PolicyRequest req;
    req.projectDir = projectDir;
    req.requireTrust = false;
    const Policy policy = loadPolicy(req).resolved.policy;
    const QString tag = Render::imageTag(policy);
    if (policy.network.mode != NetworkMode::Allowlist || m_nftTried.contains(tag) ||
        m_nftRunning.contains(tag))
        return;
    m_nftRunning.insert(tag);
    auto *doctor = new Doctor(m_podman->connection(), this);
    Doctor::Options options;
    options.baseImage = policy.image.base;
    options.sandboxImage = tag;
    connect(doctor, &Doctor::finished, this, [this, doctor, tag](const QList<Doctor::Check> &checks) {
        doctor->deleteLater();
        m_nftRunning.remove(tag);
        // Only a check that ran counts: "not tried" (a podman error) says nothing about nft.
        for (const Doctor::Check &c : checks)
            if (c.name == QLatin1String("nft") && c.status != Doctor::Status::Warn)
                m_nftTried.insert(tag, c.status == Doctor::Status::Fail ? c.sentence : QString());
        updateEnforcement();
    });
    doctor->runOnly(options, {QStringLiteral("nft")});
}

DoctorDialog *AppController::doctorDialog() const
{
    return m_doctor;
}

DoctorDialog *AppController::showDoctor()
{
    // Opened again: it checks the global engine (the user may have looked at another one).
    if (m_doctor && !m_doctor->isVisible() && !m_doctor->isRunning())
        m_doctor->setConnection(m_podman->connection());
    if (!m_doctor) {
        m_doctor = new DoctorDialog(m_podman->connection(), m_window);
        m_doctor->setAttribute(Qt::WA_DeleteOnClose, false);
        connect(m_doctor, &DoctorDialog::checksFinished, this, [this](const Enforcement::Facts &found) {
            // Only the global engine's findings feed the verdict (the app's podman is that engine).
            if (m_doctor->connection() != m_podman->connection())
                return;
            Enforcement::Facts facts = m_facts;
            if (found.probed) {
                facts.probed = true;
                facts.caps = found.caps;
            }
            facts.nftFailure = found.nftFailure;
            facts.limitsIgnored = found.limitsIgnored;
            setFacts(facts);
        });
    }
    const QString dir = m_window->currentProject();
    Doctor::Options options;
    if (!dir.isEmpty()) {
        PolicyRequest req;
        req.projectDir = dir;
        req.requireTrust = false;
        const Policy policy = loadPolicy(req).resolved.policy;
        options.baseImage = policy.image.base;
        options.sandboxImage = Render::imageTag(policy);
    }
    m_doctor->setOptions(options);
    m_doctor->setEngineChoices(engineChoices());
    m_doctor->show();
    m_doctor->raise();
    m_doctor->start();
    return m_doctor;
}

void AppController::showDoctorOnFirstStart()
{
    QSettings settings;
    if (settings.value(QStringLiteral("Doctor/shownOnFirstStart")).toBool())
        return;
    settings.setValue(QStringLiteral("Doctor/shownOnFirstStart"), true);
    QTimer::singleShot(0, this, &AppController::showDoctor);
}

void AppController::refreshImageStatus(const QString &projectDir, const QString &knownTag)
{
    const quint64 generation = ++m_statusGeneration;
    if (projectDir.isEmpty() || !m_engineUsable)
        return;
    if (m_builder->isRunning() && projectDir == m_buildProject) {
        m_window->setImageStatus(ImageStatus::Building, QString());
        return;
    }
    checkImage(m_sessions->podmanFor(projectDir), projectDir, knownTag, this,
               [this, generation](ImageStatus status, const QString &tagOrError) {
                   if (generation != m_statusGeneration)
                       return; // the user moved on; a newer check is under way
                   m_window->setImageStatus(status, tagOrError);
                   if (status == ImageStatus::Built)
                       checkNft(m_window->currentProject());
               });
}

void AppController::build(const QString &projectDir, bool force)
{
    PolicyRequest req;
    req.projectDir = projectDir;
    const LoadedPolicy loaded = loadPolicy(req);
    if (!loaded.usable()) {
        m_window->buildFinished(false, loaded.problems(), 0);
        return;
    }
    m_buildProject = projectDir;
    m_lastStep = 0;
    // Built where the project's sessions run (its image status is checked there too).
    m_builder->setPodman(m_sessions->podmanFor(projectDir));
    m_window->setImageStatus(ImageStatus::Building, Render::imageTag(loaded.resolved.policy));
    m_builder->ensure(loaded.resolved.policy, force);
}

// The engines Resources and the Doctor may look at: this computer, the global engine, each project's.
QList<std::pair<QString, PodmanConnection>> AppController::engineChoices() const
{
    QList<std::pair<QString, PodmanConnection>> choices;
    const PodmanConnection global = m_podman->connection();
    const QList<PodmanConnection> known = m_engines ? m_engines->knownConnections() : QList{global};
    for (const PodmanConnection &c : known)
        choices.append(
            {c == global ? tr("%1 (the global engine)").arg(Engines::describe(c)) : Engines::describe(c), c});
    return choices;
}

CredentialsPage *AppController::credentialsPage()
{
    if (!m_credentials) {
        m_credentials = new CredentialsPage(m_window);
        m_credentials->setWindowFlag(Qt::Window);
        m_credentials->resize(600, 380);
    }
    return m_credentials;
}

ResourcesPage *AppController::resourcesPage()
{
    if (!m_resources) {
        m_resources = new ResourcesPage(m_podman->connection(), m_window);
        m_resources->setWindowFlag(Qt::Window);
        m_resources->resize(980, 560);
        // Demos and screenshots show only what they made (as `clean --label` does).
        if (const QString label = qEnvironmentVariable("AISB_RESOURCES_LABEL");
            label.contains(QLatin1Char('='))) {
            CleanupPlan::Options options;
            options.scopeLabel = label;
            options.volumes = true;
            m_resources->setOptions(options);
        }
    }
    // The projects in the list count as known even before their first session.
    QStringList dirs;
    for (int row = 0; row < m_window->projectModel()->rowCount(); ++row)
        dirs << m_window->projectModel()->pathAt(row);
    m_resources->setExtraProjects(dirs);
    m_resources->setEngineChoices(engineChoices());
    return m_resources;
}

} // namespace aisb
