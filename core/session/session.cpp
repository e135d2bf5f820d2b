// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/session.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/podmanjson.h"
#include "policy/policyfile.h"
#include "remote/remotefiles.h"
#include "render/render.h"
#include "session/bindstage.h"
#include "session/changestore.h"
#include "session/credentialsources.h"
#include "session/firewalllog.h"
#include "session/gate.h"
#include "session/homevolume.h"
#include "session/imagebuilder.h"
#include "session/knownimages.h"
#include "session/phasehook.h"
#include "session/quarantine.h"
#include "session/sandboxsetup.h"
#include "session/sessionexit.h"
#include "util/logging.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSocketNotifier>
#include <QTimer>
#include <spdlog/spdlog.h>
#include <utility>

namespace aisb {
QString Session::stateName(State state)
{
    switch (state) {
    case State::Idle:
        return QStringLiteral("idle");
    case State::Preparing:
        return QStringLiteral("preparing");
    case State::Building:
        return QStringLiteral("building");
    case State::StartingGate:
        return QStringLiteral("starting-gate");
    case State::Running:
        return QStringLiteral("running");
    case State::Stopping:
        return QStringLiteral("stopping");
    case State::Finished:
        return QStringLiteral("finished");
    case State::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

Session::Session(Podman *podman, Options options, QObject *parent)
    : QObject(parent), m_podman(podman), m_options(std::move(options))
{
    m_slug = projectSlug(m_options.projectDir);
    if (m_options.quarantine)
        m_options.policy = Quarantine::policy(m_options.policy);
}

Session::~Session()
{
    delete m_protectedNotifier; // before the watch's descriptor closes
    m_protectedNotifier = nullptr;
    // A warm sandbox is meant to outlive us; anything else must not.
    if (!m_options.warm && m_state != State::Idle && m_state != State::Finished && m_state != State::Failed) {
        if (m_sandbox) {
            m_sandbox->disconnect(this);
            m_sandbox->kill();
            m_sandbox->waitForFinished(2000);
        }
        // Not waited for: a destructor must not hang on podman. The removal runs on after us.
        if (!m_containerName.isEmpty())
            QProcess::startDetached(m_podman->connection().program,
                                    m_podman->connection().globalArgs() +
                                        PodmanArgs::removeContainers({m_containerName}));
    }
    m_launch.release();
    releaseRemoteLock();
}

quint16 Session::gatePort() const
{
    return m_gate ? m_gate->port() : 0;
}

void Session::setState(State state, const QString &message, QJsonObject data)
{
    m_state = state;
    data.insert(QStringLiteral("state"), stateName(state));
    addEvent(QStringLiteral("state"), message, data);
    Q_EMIT stateChanged(state);
}

void Session::addEvent(const QString &kind, const QString &message, QJsonObject data)
{
    SessionEvent e;
    e.time = QDateTime::currentDateTimeUtc();
    e.kind = kind;
    e.message = message;
    e.data = data;
    recordEvent(e);
}

void Session::recordEvent(const SessionEvent &e)
{
    if (m_dir.isValid())
        m_dir.appendEvent(e);
    Logging::logger("session")->debug("{}: {}", e.kind.toStdString(), e.message.toStdString());
    Q_EMIT eventAdded(e);
}

// The reader runs as the container's root in the sandbox's namespaces (`podman exec`), from the
// moment the entrypoint waits on its lifeline, i.e. after the ruleset is loaded. Drops before that
// are still counted (the ruleset's counter) and reported as "N more dropped".
void Session::startFirewallLog()
{
    if (m_firewall || m_options.policy.network.mode != NetworkMode::Allowlist || m_options.warm ||
        m_containerName.isEmpty())
        return;
    m_firewall = new FirewallLog(m_podman, this);
    connect(m_firewall, &FirewallLog::dropped, this, &Session::recordEvent);
    // The exec also ends when the sandbox does (a short command): only a sandbox still running a
    // moment later has lost its reader.
    connect(m_firewall, &FirewallLog::failed, this, [this](const QString &why) {
        // Remote: started as soon as the sandbox is launched, the exec may come before the container
        // runs; tried again until it reads (or the sandbox ends).
        if (isRemote() && !m_firewall->isReading() && m_state == State::Running && !m_tearingDown &&
            QDateTime::currentMSecsSinceEpoch() < m_firewallRetryUntil) {
            m_firewall->deleteLater();
            m_firewall = nullptr;
            QTimer::singleShot(250, this, &Session::startFirewallLog);
            return;
        }
        QTimer::singleShot(2000, this, [this, why] {
            if (m_state == State::Running && !m_tearingDown)
                addEvent(QStringLiteral("warning"),
                         tr("Packets the firewall drops are not logged for the rest of this session: %1")
                             .arg(why));
        });
    });
    connect(m_firewall, &FirewallLog::ready, this, [this] {
        addEvent(QStringLiteral("sandbox"), tr("Packets the firewall drops are logged from now on"),
                 {{QStringLiteral("firewall_log"), true}});
    });
    m_firewall->start(m_containerName);
}

// A remote sandbox has no lifeline telling when it runs: the reader is tried from its launch on.
void Session::startRemoteFirewallLog()
{
    m_firewallRetryUntil = QDateTime::currentMSecsSinceEpoch() + 120000;
    startFirewallLog();
}

// A warm sandbox outlives us: its reader is run by a detached helper that outlives us too and ends
// with the sandbox (FirewallLog::runDetached). Started once the agent is ready, i.e. the ruleset is
// loaded; drops before that are counted and reported as "N more dropped".
void Session::startDetachedFirewallLog()
{
    if (!m_options.warm || m_options.firewallLogProgram.isEmpty() ||
        m_options.policy.network.mode != NetworkMode::Allowlist || m_containerName.isEmpty())
        return;
    QProcess helper;
    helper.setProgram(m_options.firewallLogProgram);
    helper.setArguments(FirewallLog::detachedArgs(m_podman->connection(), m_containerName, m_dir));
    // Nothing of ours: a caller reading our stdout to its end (`exec --warm --json`) must not wait
    // for the sandbox's end.
    helper.setStandardInputFile(QProcess::nullDevice());
    helper.setStandardOutputFile(QProcess::nullDevice());
    helper.setStandardErrorFile(QProcess::nullDevice());
    if (!helper.startDetached())
        addEvent(
            QStringLiteral("warning"),
            tr("Packets the firewall drops are not logged for this warm sandbox: %1 could not be started")
                .arg(m_options.firewallLogProgram));
}

void Session::start()
{
    if (m_state != State::Idle)
        return;
    m_dir = SessionDir::create(m_slug, m_options.sessionsRoot);
    if (!m_dir.isValid()) {
        m_state = State::Failed;
        m_failure = m_dir.error();
        m_exitCode = 125;
        Q_EMIT stateChanged(m_state);
        QTimer::singleShot(0, this, [this] { Q_EMIT finished(m_exitCode); });
        return;
    }
    m_containerName = m_options.containerName.isEmpty() ? ResourceName::sandboxContainer(m_slug, m_dir.id())
                                                        : m_options.containerName;
    const qint64 pid = QCoreApplication::applicationPid();
    QJsonObject data{{QStringLiteral("project"), m_options.projectDir},
                     {QStringLiteral("session"), m_dir.id()},
                     {QStringLiteral("network"), toString(m_options.policy.network.mode)},
                     {QStringLiteral("pid"), pid},
                     {QStringLiteral("pidStart"), SessionDir::processStartTime(pid)},
                     {QStringLiteral("warm"), m_options.warm},
                     {QStringLiteral("quarantine"), m_options.quarantine}};
    // Where it runs, so that a front end that finds it abandoned asks that podman service for
    // what it left (SessionReaper::engineOf).
    if (const PodmanConnection &c = m_podman->connection(); c.isRemote())
        data.insert(QStringLiteral("engine"), QJsonObject{{QStringLiteral("url"), c.url},
                                                          {QStringLiteral("connection"), c.connection}});
    setState(State::Preparing, tr("Preparing the session for %1").arg(m_options.projectDir), data);
    // The gate's lifeline is held from the start: a gate started after we died sees it free and
    // stops at once.
    if (wantsLifeline()) {
        QString err;
        if (!m_launch.holdGateLifeline(m_dir.gateLifelinePath(), &err)) {
            fail(err);
            return;
        }
    }
    announcePhase("prepared", m_dir.id());
    if (m_options.quarantine) {
        // The copy is made off this thread while the image and gate are prepared; the project is
        // captured (and the sandbox may start) once it is done.
        startQuarantineCopy();
        if (m_state != State::Failed)
            prepare();
        return;
    }
    captureProjectBefore();
    prepare();
}

void Session::prepare()
{
    const Policy &p = m_options.policy;
    // A remote service cannot see this machine's files: what the session cannot ship there yet is
    // refused before anything starts (never a sandbox that binds the service's own paths).
    if (const QString why = remoteRefusal(); !why.isEmpty()) {
        fail(why, 125);
        return;
    }
    // Credentials are added by the gate: without it, the harness would start without its key.
    if (!p.credentials.isEmpty() && p.network.mode != NetworkMode::Allowlist) {
        fail(tr("The policy has [[credentials]] rules, which the gate adds; the gate runs only with "
                "network.mode = \"allowlist\". Set that mode, or remove the rules."),
             125);
        return;
    }
    // Fail closed on missing variables before anything starts.
    const Render::EnvFile env = Render::envFile(p, m_options.hostEnvironment);
    if (!env.missing.isEmpty()) {
        fail(tr("These variables are named in env.pass but not set here: %1. Set them, or remove them from "
                "the policy.")
                 .arg(env.missing.join(QStringLiteral(", "))),
             125);
        return;
    }
    if (!env.rejected.isEmpty())
        addEvent(QStringLiteral("warning"),
                 tr("Not passed (invalid name or a value an env file cannot hold): %1")
                     .arg(env.rejected.join(QStringLiteral(", "))));
    QString envError;
    if (!m_launch.openEnvFile(env.content, m_dir.id(), &envError)) {
        fail(envError);
        return;
    }
    announcePhase("env-ready", m_dir.id());
    // The tag is a hash of the build context: rendered once, for the tag and for the record
    // (policy.toml and these files are written once the sandbox is on its way, see writeRecord).
    m_buildContext = Render::buildContext(p);
    m_imageTag = Render::imageTag(p.image.base, m_buildContext);
    addEvent(QStringLiteral("env"),
             tr("%n variable(s) passed to the sandbox", nullptr, int(env.names.size())),
             {{QStringLiteral("names"), QJsonArray::fromStringList(env.names)}});
    // A remote service is always asked: its answer is also the check that it can be reached at
    // all (an ssh link down, a changed host key), before anything is made or sent there.
    if (m_options.capabilities && !isRemote()) {
        m_caps = *m_options.capabilities;
        afterProbe();
        return;
    }
    PodmanCall *probe = m_podman->probe();
    connect(probe, &PodmanCall::capabilitiesReady, this, [this](const PodmanCapabilities &caps) {
        m_caps = caps;
        afterProbe();
    });
    connect(probe, &PodmanCall::failed, this, [this](const QString &message) {
        const PodmanConnection &c = m_podman->connection();
        if (!c.isRemote()) {
            fail(message);
            return;
        }
        // The first call to a remote service: the usual failures are the link's (ssh refused, an
        // unknown host key, no service on the socket), so the message names the service and the
        // command that checks it.
        const QString check =
            QStringLiteral("podman ") + c.globalArgs().join(QLatin1Char(' ')) + QStringLiteral(" info");
        fail(tr("The podman service %1 could not be reached, so nothing was sent there: %2 Check it with "
                "`%3`.")
                 .arg(c.url.isEmpty() ? c.connection : c.url, message.trimmed(), check));
    });
}

void Session::afterProbe()
{
    const Policy::Limits &l = m_options.policy.limits;
    if (m_caps.rootless && m_caps.cgroupVersion == QLatin1String("v1") &&
        (!l.memory.isEmpty() || l.pids > 0 || l.cpus > 0))
        addEvent(
            QStringLiteral("warning"),
            tr("Rootless podman on cgroups v1 ignores the memory, CPU and process limits: this sandbox runs "
               "without them. Switch the host to cgroups v2, or run rootful, to enforce them."));
    if (m_options.policy.network.mode == NetworkMode::Allowlist &&
        m_caps.route == PodmanCapabilities::Route::NoRoute) {
        fail(tr("Allowlist mode needs a way from the sandbox to the gate on this host, and there is none: %1")
                 .arg(m_caps.routeReason));
        return;
    }
    // The home volume is checked while the image is: each is a podman call of its own.
    prepareHomeVolume();
    // An image tag this podman had before is launched at once: a removed image makes podman run
    // --pull=never fail fast, and onSandboxExit() then checks and builds (see Options).
    const Policy &p = m_options.policy;
    // Remote: the image is the sync helper's too, so it is checked first (a removed image would
    // otherwise fail the sync, not rebuild).
    if (!m_options.forceBuild && !m_options.externalLauncher && p.network.mode != NetworkMode::Allowlist &&
        !isRemote() && KnownImages(m_options.knownImagesFile).contains(m_imageTag)) {
        m_launchUnchecked = true;
        addEvent(QStringLiteral("image"),
                 tr("%1 was there when last used: launching without checking it").arg(m_imageTag),
                 {{QStringLiteral("tag"), m_imageTag},
                  {QStringLiteral("built"), false},
                  {QStringLiteral("checked"), false}});
        sandboxPrerequisiteDone();
        return;
    }
    build();
}

void Session::build()
{
    if (m_stopRequested) {
        teardown();
        return;
    }
    setState(State::Building, tr("Checking the image"));
    announcePhase("building", m_dir.id());
    writeRecord(); // a build takes a while, and its Containerfile helps when it fails
    if (m_builder) {
        m_builder->ensure(m_options.policy, m_options.forceBuild);
        return;
    }
    m_builder = new ImageBuilder(m_podman, this);
    connect(m_builder, &ImageBuilder::line, this, &Session::buildLine);
    connect(m_builder, &ImageBuilder::progress, this, &Session::buildProgress);
    connect(m_builder, &ImageBuilder::stageChanged, this,
            [this](const QString &what, ImageBuilder::Stage stage) {
                addEvent(QStringLiteral("image"), what,
                         {{QStringLiteral("building"), ImageBuilder::stageName(stage)}});
            });
    connect(m_builder, &ImageBuilder::finished, this,
            [this](bool ok, const QString &tag, bool built, const QString &error) {
                if (!ok) {
                    fail(tr("The image could not be built: %1").arg(error));
                    return;
                }
                m_imageTag = tag;
                announcePhase("image-ready", m_dir.id());
                KnownImages(m_options.knownImagesFile).add(tag);
                addEvent(QStringLiteral("image"),
                         built ? tr("Built %1").arg(tag) : tr("%1 is up to date").arg(tag),
                         {{QStringLiteral("tag"), tag}, {QStringLiteral("built"), built}});
                if (m_stopRequested) {
                    teardown();
                    return;
                }
                if (std::exchange(m_rechecking, false)) {
                    if (!built) {
                        // The image was there: the exit 125 was podman's (or the command's) own.
                        inspectAndTeardown(125);
                        return;
                    }
                    addEvent(QStringLiteral("sandbox"),
                             tr("Starting the sandbox again with the rebuilt image"));
                    Q_EMIT sandboxRelaunching();
                    startSandbox();
                    return;
                }
                if (m_options.policy.network.mode == NetworkMode::Allowlist)
                    startGate();
                else
                    sandboxPrerequisiteDone();
            });
    m_builder->ensure(m_options.policy, m_options.forceBuild);
}

// A launch on KnownImages' word ended with 125, podman's own failure code: if the image is gone
// the container never started, so it is built and the sandbox launched again. The command
// itself may have exited 125 too: the image is then still there and that exit is reported.
void Session::recheckImage()
{
    KnownImages(m_options.knownImagesFile).remove(m_imageTag);
    addEvent(QStringLiteral("image"),
             tr("podman could not start the sandbox (exit 125): checking whether %1 is still there")
                 .arg(m_imageTag));
    m_rechecking = true;
    build();
}

// The session's record: the redacted effective policy and the rendered build context. Written
// once, off the path to the sandbox's start; a failure to write it is reported, not fatal (the
// env file, which the sandbox needs, was written before anything started).
void Session::writeRecord()
{
    if (m_recordWritten || !m_dir.isValid())
        return;
    m_recordWritten = true;
    if (m_buildContext.isEmpty())
        m_buildContext = Render::buildContext(m_options.policy);
    QString err = m_dir.writeFile(QStringLiteral("policy.toml"),
                                  PolicyFile::serialize(redactedPolicy(m_options.policy)));
    for (auto it = m_buildContext.cbegin(); err.isEmpty() && it != m_buildContext.cend(); ++it)
        err = m_dir.writeFile(it.key(), it.value());
    if (!err.isEmpty())
        addEvent(QStringLiteral("warning"), err);
}

void Session::startGate()
{
    setState(State::StartingGate, tr("Starting the egress gate"));
    if (m_options.policy.credentials.isEmpty()) {
        launchGate({});
        return;
    }
    // [[credentials]]: read on this computer now, without blocking this thread (a command may take
    // seconds, a keyring may wait for its password); a session never starts without its values.
    QStringList names;
    for (const Policy::Credential &c : m_options.policy.credentials)
        names << c.name;
    addEvent(QStringLiteral("gate"),
             tr("Reading the credentials of %1 on this computer").arg(names.join(QStringLiteral(", "))),
             {{QStringLiteral("resolving"), QJsonArray::fromStringList(names)}});
    m_credentials = new CredentialResolver(m_options.policy, m_options.hostEnvironment, 15000, this);
    connect(m_credentials, &CredentialResolver::failed, this, [this](const QString &why) {
        m_credentials->deleteLater();
        m_credentials = nullptr;
        fail(tr("The sandbox was not started: %1").arg(why));
    });
    connect(m_credentials, &CredentialResolver::resolved, this, [this, names](const QList<QString> &values) {
        m_credentials->deleteLater();
        m_credentials = nullptr;
        if (m_stopRequested || m_tearingDown || m_state == State::Failed)
            return;
        addEvent(QStringLiteral("gate"),
                 tr("The gate adds the credentials of %1 (the sandbox sees a placeholder)")
                     .arg(names.join(QStringLiteral(", "))),
                 {{QStringLiteral("credentials"), QJsonArray::fromStringList(names)}});
        launchGate(values);
    });
    m_credentials->start();
}

// The gate container, with the credential values (header values, one per rule) when there are.
void Session::launchGate(const QList<QString> &credentialValues)
{
    m_gate = new Gate(m_podman, this);
    connect(m_gate, &Gate::events, this, &Session::gateEvents);
    connect(m_gate, &Gate::failed, this, [this](const QString &reason) {
        fail(tr("The egress gate could not be started, so the sandbox was not: %1").arg(reason));
    });
    connect(m_gate, &Gate::ready, this, [this](quint16 port) {
        announcePhase("gate-ready", m_dir.id());
        QJsonObject data{{QStringLiteral("port"), int(port)},
                         {QStringLiteral("container"), m_gate->containerName()}};
        if (m_gate->isRemote()) {
            // A live allowlist change reads this (liveallowlist.cpp): not for a remote gate.
            data.insert(QStringLiteral("remote"), true);
            data.insert(QStringLiteral("service_addresses"),
                        QJsonArray::fromStringList(m_gate->serviceAddresses()));
        }
        addEvent(QStringLiteral("gate"),
                 m_gate->isRemote() ? tr("The gate listens on the podman service's 127.0.0.1:%1").arg(port)
                                    : tr("The gate listens on 127.0.0.1:%1").arg(port),
                 data);
        if (m_stopRequested) {
            teardown();
            return;
        }
        sandboxPrerequisiteDone();
    });
    Gate::Options o;
    o.policy = m_options.policy;
    o.dir = m_dir;
    o.projectSlug = m_slug;
    o.sessionId = m_dir.id();
    o.containerName = ResourceName::gateContainer(m_containerName);
    o.hostAddresses = Gate::localAddresses();
    o.selinux = m_caps.selinux;
    o.credentialValues = credentialValues;
    if (m_launch.hasGateLifeline())
        o.lifelineFile = m_dir.gateLifelinePath();
    announcePhase("gate-starting", m_dir.id());
    m_gate->start(o);
}

// The home volume (homevolume.h) is ensured while the image is checked.
void Session::prepareHomeVolume()
{
    if (!m_options.policy.mounts.homeVolume)
        return;
    m_home = new HomeVolume(m_podman, this);
    connect(m_home, &HomeVolume::created, this, [this](const QString &name) {
        addEvent(QStringLiteral("sandbox"), tr("Created the home volume %1").arg(name));
    });
    connect(m_home, &HomeVolume::ready, this, &Session::maybeStartSandbox);
    connect(m_home, &HomeVolume::failed, this, [this](const QString &reason) { fail(reason); });
    m_home->ensure(m_slug, m_caps);
}

// The image (and gate) are ready.
void Session::sandboxPrerequisiteDone()
{
    m_readyToRun = true;
    maybeStartSandbox();
}

void Session::maybeStartSandbox()
{
    const bool volumeReady = !m_options.policy.mounts.homeVolume || (m_home && m_home->isReady());
    const bool projectCaptured = !m_quarantineCopying && (!m_changes || m_changes->startCaptured());
    if (m_readyToRun && volumeReady && projectCaptured && !m_sandboxCreated && !m_tearingDown &&
        m_state != State::Failed)
        startSandbox();
}

void Session::startSandbox()
{
    if (m_stopRequested) {
        teardown();
        return;
    }
    if (!nestedReposKnown())
        return; // the scan runs off this thread; the state stays what it is until it ends
    // With the code-running paths of nested repositories read-only too (nestedrepos.h).
    const Policy p = protectNestedRepos(m_options.policy);
    // Remote: the project synced into its volume and the seccomp profile shipped first.
    if (isRemote() && !remoteReady(p))
        return; // startSandbox() runs again once they are there
    const PodmanCapabilities engine = launchEngine();
    openLaunchNamespace(engine);
    createProjectView(engine);
    Render::SandboxContext ctx = sandboxContext(p, runRequest(), engine);
    if (isRemote()) {
        // The service binds its own paths: the project volume's folder and the shipped profile.
        ctx.projectSource = m_remoteProject;
        ctx.seccompProfile = m_remoteFiles->path(QStringLiteral("seccomp.json"));
        if (p.network.mode == NetworkMode::Allowlist)
            ctx.rulesetFile = m_remoteFiles->path(QStringLiteral("ruleset.nft"));
    }
    m_protectedWatch = ProtectedPathWatch::atLaunch(m_options.projectDir, p);
    // Before the sandbox exists: a sweep without this launcher (warm, killed) starts from it.
    writeSweepRecord();
    watchProtectedPaths();
    holdSandboxLifeline();
    SandboxSetup setup(p, m_dir, m_launch, engine);
    if (const QString err = setup.prepare(ctx); !err.isEmpty()) {
        fail(err);
        return;
    }
    QString error;
    const QStringList args = setup.runArgs(ctx, &error);
    if (args.isEmpty()) {
        fail(error);
        return;
    }
    // A kept or warm container is removed by us (or `clean`) later; any other goes with --rm as
    // soon as it exits, which spares a podman call after every command. Its end is then read from
    // the exit code (see inspectAndTeardown).
    m_autoRemoved = args.contains(QStringLiteral("--rm"));
    setState(State::Running, tr("Starting the sandbox %1").arg(m_containerName),
             {{QStringLiteral("container"), m_containerName}, {QStringLiteral("image"), m_imageTag}});
    startTerminalRecording();
    launchSandbox(setup.command(m_podman->connection(), args));
    afterLaunch(args);
}

// The engine as this launch sees it: a remote connection is remote whatever podman said.
PodmanCapabilities Session::launchEngine() const
{
    PodmanCapabilities engine = m_caps;
    engine.remote = engine.remote || m_podman->connection().isRemote();
    return engine;
}

void Session::openLaunchNamespace(const PodmanCapabilities &engine)
{
    if (const QString why = m_launch.openLaunchNamespace(engine); !why.isEmpty())
        addEvent(QStringLiteral("warning"),
                 tr("The project's view and staged binds are mounted on the host (%1): if this process is "
                    "killed while the sandbox starts, they stay until the next command of ai-sandbox.")
                     .arg(why));
}

void Session::createProjectView(const PodmanCapabilities &engine)
{
    if (const QString why = m_launch.createProjectView(engine, m_options.projectDir, m_dir.id());
        !why.isEmpty())
        addEvent(QStringLiteral("warning"),
                 tr("The sandbox sees the project as it is on disk: it runs as host uid 1000, so it may "
                    "write only what uid 1000 may write, and what it writes belongs to uid 1000. The "
                    "idmapped view that would make it yours failed: %1")
                     .arg(why));
}

// What sandboxContext() (runline.h, the one entry point the previews use too) renders this launch
// from.
RunRequest Session::runRequest() const
{
    RunRequest request;
    request.projectDir = m_options.projectDir;
    request.sessionId = m_dir.id();
    request.sessionsRoot = m_options.sessionsRoot;
    request.containerName = m_containerName;
    request.imageTag = m_imageTag;
    request.projectView = m_launch.projectView();
    request.gatePort = m_gate ? m_gate->port() : 0;
    if (m_gate)
        request.credentialPorts = m_gate->credentialPorts();
    request.interactive = m_options.interactive;
    request.stdinOpen = m_options.forwardStdin;
    request.warm = m_options.warm;
    request.quarantine = m_options.quarantine;
    request.command = m_options.command;
    return request;
}

// Forks `podman run` (`command`, program first): through the owner's launcher (a terminal's pty)
// or as our own process.
void Session::launchSandbox(const QStringList &command)
{
    QStringList arguments = command;
    const QString program = arguments.takeFirst();
    if (m_options.externalLauncher)
        launchExternal(program, arguments);
    else
        launchProcess(program, arguments);
}

void Session::launchExternal(const QString &program, const QStringList &arguments)
{
    m_sandboxCreated = true;
    announcePhase("sandbox-launching", m_dir.id());
    m_launch.launchWithEnv([this, &program, &arguments] { m_options.externalLauncher(program, arguments); });
    announcePhase("sandbox-forked", m_dir.id());
}

void Session::launchProcess(const QString &program, const QStringList &arguments)
{
    if (m_sandbox) // the launch before this one found the image missing (recheckImage)
        m_sandbox->deleteLater();
    auto *proc = new QProcess(this);
    m_sandbox = proc;
    proc->setProgram(program);
    proc->setArguments(arguments);
    SandboxSetup::configureChannels(*proc, m_options.captureOutput, m_options.warm, m_options.interactive);
    if (m_options.captureOutput) {
        connect(proc, &QProcess::readyReadStandardOutput, this,
                [this, proc] { Q_EMIT stdoutData(proc->readAllStandardOutput()); });
        connect(proc, &QProcess::readyReadStandardError, this,
                [this, proc] { Q_EMIT stderrData(proc->readAllStandardError()); });
    }
    if (m_options.setupProcess)
        m_options.setupProcess(*proc);
    connect(proc, &QProcess::finished, this, &Session::onSandboxExit);
    connect(proc, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            fail(tr("podman could not be started: install it (scripts/setup) or check PATH."));
    });
    m_sandboxCreated = true;
    announcePhase("sandbox-launching", m_dir.id());
    m_launch.launchWithEnv([proc] { proc->start(); });
    announcePhase("sandbox-forked", m_dir.id());
    if (!m_options.forwardStdin && !m_options.interactive && !m_options.setupProcess &&
        proc->inputChannelMode() == QProcess::ManagedInputChannel)
        proc->closeWriteChannel();
}

// podman is on its way: the record is written meanwhile (nothing in the sandbox reads it), and the
// env file and the sandbox's start are watched.
void Session::afterLaunch(const QStringList &args)
{
    const QString line = QStringLiteral("podman ") + Render::displayCommandLine(args) + QLatin1Char('\n');
    m_dir.writeFile(QStringLiteral("podman-run.txt"), line.toUtf8());
    writeRecord();
    watchEnvFileRead();
    watchSandboxStart();
    // Remote: no lifeline to say when the sandbox runs; the reader is started once it does.
    if (isRemote())
        startRemoteFirewallLog();
    Q_EMIT sandboxStarted();
}

// Local podman only (a remote service cannot see our files), and not for a warm sandbox, which
// outlives us by design (its gate too).
bool Session::wantsLifeline() const
{
    return !m_options.warm && !m_podman->connection().isRemote();
}

void Session::holdSandboxLifeline()
{
    if (m_launch.hasSandboxLifeline() || !wantsLifeline() || m_caps.remote)
        return;
    QString err;
    if (!m_launch.holdSandboxLifeline(m_dir.lifelinePath(), m_caps.rootless, &err))
        addEvent(QStringLiteral("warning"),
                 tr("%1 The sandbox will not end by itself if this process is killed.").arg(err));
}

// The rootful project view is needed only while the runtime binds it: once the sandbox's pid 1
// waits on its lifeline the container has its own copy, and the host's goes (a killed launcher
// then leaves one only if it died in that short window; the next command of either front end
// removes it). Polled with the session's start as its deadline.
void Session::watchSandboxStart()
{
    if (!m_launch.hasSandboxLifeline())
        return;
    if (m_startWatchDeadline == 0)
        m_startWatchDeadline = QDateTime::currentMSecsSinceEpoch() + 120000;
    if (m_tearingDown || m_state != State::Running)
        return;
    if (m_launch.sandboxLifelineWaitedOn()) {
        removeProjectView();
        startFirewallLog();
        announcePhase("sandbox-running", m_dir.id());
        return;
    }
    if (QDateTime::currentMSecsSinceEpoch() < m_startWatchDeadline)
        QTimer::singleShot(20, this, &Session::watchSandboxStart);
}

// podman reads the env file while it parses its arguments and writes the container's id once the
// container exists: from then on the values are in the container's configuration and the file
// only keeps them on disk, so it goes (a condition polled with the session's life as deadline).
void Session::watchEnvFileRead()
{
    if (m_launch.envFd() < 0)
        return;
    if (QFileInfo(m_dir.filePath(QStringLiteral("cid"))).size() > 0) {
        announcePhase("env-read", m_dir.id());
        dropEnvFile();
        return;
    }
    if (m_tearingDown || m_state == State::Finished || m_state == State::Failed)
        return; // teardown removes it
    QTimer::singleShot(10, this, &Session::watchEnvFileRead);
}

void Session::dropEnvFile()
{
    m_launch.dropEnvFile();
}

void Session::sandboxExited(int exitCode)
{
    if (m_tearingDown || m_state == State::Finished || m_state == State::Failed)
        return;
    onSandboxExit(exitCode, QProcess::NormalExit);
}

void Session::writeStdin(const QByteArray &data)
{
    if (m_sandbox)
        m_sandbox->write(data);
}

void Session::closeStdin()
{
    if (m_sandbox)
        m_sandbox->closeWriteChannel();
}

void Session::waitForAgent()
{
    const QString socket = m_dir.agentSocketPath();
    if (QFileInfo::exists(socket)) {
        addEvent(QStringLiteral("sandbox"), tr("The exec agent is ready"));
        // podman read the env file when it created the container: a warm sandbox outlives this
        // object, and its secrets must not outlive the start on disk.
        dropEnvFile();
        if (m_gate)
            m_gate->release(); // it serves the warm sandbox after we are gone
        startDetachedFirewallLog();
        Q_EMIT agentReady(socket);
        return;
    }
    if (QDateTime::currentMSecsSinceEpoch() > m_agentDeadline) {
        fail(tr("The sandbox's exec agent did not start within 30 s: see `podman logs %1`.")
                 .arg(m_containerName));
        return;
    }
    // Poll the condition with a deadline: the agent's socket appears in a bind mount.
    QTimer::singleShot(20, this, &Session::waitForAgent);
}

void Session::onSandboxExit(int code, QProcess::ExitStatus status)
{
    announcePhase("sandbox-exited", m_dir.id());
    if (std::exchange(m_launchUnchecked, false) && status == QProcess::NormalExit && code == 125 &&
        !m_stopRequested && !m_killRequested && m_state == State::Running) {
        recheckImage();
        return;
    }
    if (m_options.warm && m_state == State::Running && code == 0 && status == QProcess::NormalExit) {
        // `podman run -d` returned: the sandbox runs on (with its own copy of the project view);
        // wait for its agent.
        removeProjectView();
        m_agentDeadline = QDateTime::currentMSecsSinceEpoch() + 30000;
        waitForAgent();
        return;
    }
    if (status != QProcess::NormalExit)
        code = 125;
    inspectAndTeardown(code);
}

void Session::inspectAndTeardown(int code)
{
    m_exitCode = code;
    if (m_autoRemoved && code != 125) {
        // The container is gone already: nothing to inspect.
        reportExit(false);
        return;
    }
    PodmanCall *call = m_podman->start(PodmanArgs::inspectContainer(
        m_containerName, QStringLiteral("{{.State.OOMKilled}} {{.State.ExitCode}}")));
    connect(call, &PodmanCall::finished, this, [this](const PodmanResult &r) {
        bool oom = false;
        if (r.ok())
            oom = QString::fromUtf8(r.stdoutData).trimmed().split(QLatin1Char(' ')).value(0) ==
                  QLatin1String("true");
        reportExit(oom);
    });
}

void Session::reportExit(bool oomKilledByPodman)
{
    SessionExitFacts facts;
    facts.exitCode = m_exitCode;
    facts.oomKilledByPodman = oomKilledByPodman;
    facts.stopOrKillRequested = m_killRequested || m_stopRequested;
    facts.memoryLimit = m_options.policy.limits.memory;
    const SessionExit exit = describeExit(facts);
    m_oomKilled = exit.oomKilled;
    addEvent(QStringLiteral("exit"), exit.message, exit.data);
    teardown();
}

void Session::stop()
{
    m_stopRequested = true;
    if (m_dir.isValid())
        announcePhase("stopping", m_dir.id());
    switch (m_state) {
    case State::Idle:
    case State::Finished:
    case State::Failed:
        return;
    case State::Preparing:
    case State::Building:
        if (m_builder)
            m_builder->cancel();
        teardown();
        return;
    case State::StartingGate:
        teardown();
        return;
    case State::Running: {
        setState(State::Stopping, tr("Stopping the sandbox"));
        // pid 1 of the sandbox may ignore SIGTERM: give it a moment, then podman kills it.
        PodmanCall *call = m_podman->start(PodmanArgs::stopContainer(m_containerName, 2));
        connect(call, &PodmanCall::finished, this, [this](const PodmanResult &) {
            if (m_options.externalLauncher)
                return; // the owner reports the exit once its process ends
            if (!m_sandbox || m_sandbox->state() == QProcess::NotRunning)
                if (!m_tearingDown)
                    inspectAndTeardown(m_exitCode < 0 ? 143 : m_exitCode);
        });
        return;
    }
    case State::Stopping:
        return;
    }
}

void Session::kill()
{
    if (m_containerName.isEmpty())
        return;
    m_killRequested = true;
    m_podman->start(PodmanArgs::killContainer(m_containerName));
}

void Session::teardown()
{
    if (m_tearingDown)
        return;
    m_tearingDown = true;
    announcePhase("teardown", m_dir.id());
    if (m_credentials) {
        // Stopped (or failed) while the credentials were read: the command is killed, and no
        // secret or gate is made.
        m_credentials->cancel();
        m_credentials->deleteLater();
        m_credentials = nullptr;
    }
    if (m_firewall)
        m_firewall->stop();
    if (m_state != State::Stopping && m_state != State::Failed)
        setState(State::Stopping, tr("Tearing down"));
    auto afterGate = [this] {
        announcePhase("gate-stopped", m_dir.id());
        dropEnvFile();
        removeProjectView();
        // With --rm podman removed it when it exited normally; otherwise (a podman failure, a
        // crash of the client) make sure nothing is left.
        const bool gone = m_autoRemoved && m_exitCode != 125 && m_exitCode >= 0;
        // Remote: the final sync brings the project back once the sandbox is gone.
        if (m_sandboxCreated && !m_options.policy.run.keep && !m_options.warm && !gone) {
            PodmanCall *call = m_podman->start(PodmanArgs::removeContainers({m_containerName}));
            connect(call, &PodmanCall::finished, this,
                    [this](const PodmanResult &) { finishRemote([this] { finish(); }); });
        } else {
            finishRemote([this] { finish(); });
        }
    };
    if (m_gate && !(m_options.warm && m_state == State::Running)) {
        connect(m_gate, &Gate::stopped, this, afterGate);
        announcePhase("gate-stopping", m_dir.id());
        m_gate->stop();
    } else {
        afterGate();
    }
}

void Session::fail(const QString &reason, int exitCode)
{
    if (m_state == State::Failed || m_state == State::Finished)
        return;
    m_failure = reason;
    m_exitCode = exitCode;
    addEvent(QStringLiteral("error"), reason);
    writeRecord();
    if (m_builder)
        m_builder->cancel();
    const bool needTeardown = !m_tearingDown;
    m_state = State::Failed;
    if (needTeardown) {
        m_tearingDown = false;
        teardown();
    }
}

void Session::removeProjectView()
{
    for (const QString &err : m_launch.removeViewAndStage())
        addEvent(QStringLiteral("warning"), err);
}

void Session::watchProtectedPaths()
{
    delete m_protectedNotifier;
    m_protectedNotifier = nullptr;
    // A warm sandbox goes on running after this object: what it creates later is not watched.
    if (!m_protectedWatch || m_options.warm)
        return;
    if (const QString why = m_protectedWatch->arm(); !why.isEmpty()) {
        addEvent(QStringLiteral("warning"),
                 tr("Protected paths that do not exist yet (%1) cannot be watched while the sandbox runs "
                    "(%2): what the sandbox creates there is moved away only when the session ends.")
                     .arg(m_protectedWatch->watched().join(QStringLiteral(", ")), why));
        return;
    }
    if (m_protectedWatch->notifyFd() >= 0) {
        m_protectedNotifier = new QSocketNotifier(m_protectedWatch->notifyFd(), QSocketNotifier::Read, this);
        connect(m_protectedNotifier, &QSocketNotifier::activated, this, [this] {
            if (m_protectedWatch && m_protectedWatch->readEvents())
                quarantineProtectedPaths();
        });
    }
    // What appeared between the look at launch and the watch raised no event.
    quarantineProtectedPaths();
}

void Session::quarantineProtectedPaths()
{
    if (!m_protectedWatch)
        return;
    const QString fallback = QStringLiteral(".ai-sandbox-quarantine/") + m_dir.id();
    const auto findings = m_protectedWatch->sweep(
        m_dir.isValid() ? m_dir.path() + QStringLiteral("/quarantine") : QString(), fallback);
    for (const ProtectedPathWatch::Finding &f : findings) {
        QJsonObject data{{QStringLiteral("protectedPath"), f.path}, {QStringLiteral("count"), f.count}};
        if (f.replacedFolder)
            data.insert(QStringLiteral("replacedFolder"), true);
        if (f.deleted) {
            data.insert(QStringLiteral("deleted"), true);
            // Once, when the cap is reached; the end of the session gives the total.
            if (f.count == ProtectedPathWatch::keptPerPath + 1)
                addEvent(QStringLiteral("warning"),
                         tr("The sandbox created %1 in the project again and again (%2 times so far): the "
                            "first %3 are in the quarantine, later ones are deleted at once.")
                             .arg(f.path)
                             .arg(f.count)
                             .arg(ProtectedPathWatch::keptPerPath),
                         data);
            m_protectedDeleted[f.path] = f.count - ProtectedPathWatch::keptPerPath;
        } else if (!f.movedTo.isEmpty()) {
            data.insert(QStringLiteral("quarantine"), f.movedTo);
            addEvent(QStringLiteral("warning"),
                     f.replacedFolder
                         ? tr("The sandbox created %1 in the project in place of the folder that was there "
                              "at launch (a protected path lies below it; host tools run or trust it). "
                              "It was moved to %2: look at it before you move it back.")
                               .arg(f.path, f.movedTo)
                         : tr("The sandbox created %1 in the project, a protected path that did not exist at "
                              "launch (host tools run or trust it). It was moved to %2: look at it before "
                              "you move it back.")
                               .arg(f.path, f.movedTo),
                     data);
        } else {
            data.insert(QStringLiteral("error"), f.error);
            addEvent(
                QStringLiteral("warning"),
                tr("The sandbox created %1 in the project, a protected path that did not exist at launch "
                   "(host tools run or trust it), and it could not be moved away (%2). Remove it before "
                   "you run git or open the folder in an editor.")
                    .arg(f.path, f.error),
                data);
        }
    }
}

void Session::sweepProtectedPaths()
{
    delete m_protectedNotifier;
    m_protectedNotifier = nullptr;
    // A warm sandbox goes on running: what it creates later is its next session's to report.
    if (!m_protectedWatch || !m_sandboxCreated || m_options.warm) {
        m_protectedWatch.reset();
        return;
    }
    quarantineProtectedPaths(); // the backstop: whatever the watch did not see
    m_protectedWatch.reset();
    for (auto it = m_protectedDeleted.cbegin(); it != m_protectedDeleted.cend(); ++it)
        addEvent(
            QStringLiteral("warning"),
            tr("The sandbox created %1 in the project %2 times in all; %3 copies were deleted.")
                .arg(it.key())
                .arg(it.value() + ProtectedPathWatch::keptPerPath)
                .arg(it.value()),
            {{QStringLiteral("protectedPath"), it.key()}, {QStringLiteral("deletedCopies"), it.value()}});
    m_protectedDeleted.clear();
}

void Session::finish()
{
    if (captureProjectAfter([this] { finish(); }))
        return; // back here once the project is captured
    announcePhase("finishing", m_dir.id());
    sweepProtectedPaths();
    quarantineNestedRepos(); // conclude() follows
}

void Session::conclude()
{
    m_launch.releaseLifelines();
    releaseRemoteLock();
    finishTerminalRecording();
    // The end sweep ran (or there was no sandbox to sweep after); a warm sandbox is swept after each
    // command and when it is stopped (EndedSessionSweep).
    if (!m_options.warm && m_dir.isValid())
        EndedSessionSweep::markDone(m_dir, QStringLiteral("its own end sweep"));
    if (m_failure.isEmpty()) {
        setState(State::Finished, tr("Finished with exit code %1").arg(m_exitCode),
                 {{QStringLiteral("exitCode"), m_exitCode}});
    } else {
        setState(State::Failed, m_failure, {{QStringLiteral("exitCode"), m_exitCode}});
    }
    Q_EMIT finished(m_exitCode);
}

} // namespace aisb
