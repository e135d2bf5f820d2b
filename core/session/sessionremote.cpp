// SPDX-License-Identifier: GPL-3.0-or-later
// A session on a remote podman service (docs/design/remote-sessions.md): the service cannot see
// this machine's files, so the project is synced into a named volume there before the sandbox
// starts (ProjectSync) and bound from that volume's folder on the service's host, the seccomp
// profile is shipped into a volume of the session's (RemoteFiles), and the end brings the project
// back with a final sync. Every sync is a session event ("sync": its summary and json()).
#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/resourcenames.h"
#include "remote/remotefiles.h"
#include "render/render.h"
#include "session/session.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace aisb {

namespace {
const QString seccompName = QStringLiteral("seccomp.json");
const QString rulesetName = QStringLiteral("ruleset.nft");
} // namespace

bool Session::isRemote() const
{
    return m_podman->connection().isRemote();
}

QString Session::remoteRefusal() const
{
    if (!isRemote())
        return {};
    const Policy &p = m_options.policy;
    const QString fix = tr("Run it with a local podman (without --url/--connection).");
    if (m_options.warm)
        return tr("A warm sandbox cannot run on a remote podman service yet: its exec agent is reached "
                  "through a socket on this machine. %1")
            .arg(fix);
    if (m_options.quarantine)
        return tr("A quarantined session cannot run on a remote podman service yet. %1").arg(fix);
    // The gate runs on the service (gateremote.cpp), but not with the credential values: they would
    // be a podman secret there and the CA bundle a shipped file; not built yet.
    if (p.network.mode == NetworkMode::Allowlist && !p.credentials.isEmpty()) {
        const QString name = p.credentials.first().name;
        return tr("credentials[0]%1: [[credentials]] cannot be added by a gate on a remote podman service "
                  "yet. Remove the [[credentials]] rules for a remote session (pass the key with env.pass "
                  "instead, which the agent then sees), or %2")
            .arg(name.isEmpty() ? QString() : QStringLiteral(" (") + name + QLatin1Char(')'),
                 fix.left(1).toLower() + fix.mid(1));
    }
    if (!p.mounts.extra.isEmpty())
        return tr("mounts.extra binds folders of this machine, which a remote podman service cannot see: "
                  "remove them from the policy for a remote session. %1")
            .arg(fix);
    if (p.mounts.project != MountMode::ReadWrite)
        return tr("mounts.project = \"%1\" cannot run on a remote podman service yet (the project is a "
                  "synced volume there). Set it to \"rw\", or run it with a local podman (without "
                  "--url/--connection).")
            .arg(toString(p.mounts.project));
    return {};
}

ProjectSync::Options Session::remoteSyncOptions(const Policy &policy) const
{
    ProjectSync::Options o;
    o.projectDir = m_options.projectDir;
    o.volume = ResourceName::remoteProjectVolume(m_slug);
    o.helperImage = m_imageTag;
    // The state after the last sync belongs to the project on that service: kept beside the
    // sessions folder, one per project and connection, across sessions.
    const PodmanConnection &c = m_podman->connection();
    const QString service =
        QString::fromLatin1(QCryptographicHash::hash((c.url + QLatin1Char('\n') + c.connection).toUtf8(),
                                                     QCryptographicHash::Sha256)
                                .toHex()
                                .left(16));
    o.stateDir = QDir::cleanPath(QFileInfo(m_dir.path()).absolutePath() + QStringLiteral("/../remote-sync/") +
                                 m_slug + QLatin1Char('-') + service);
    o.conflictDir = m_dir.filePath(QStringLiteral("sync-conflicts"));
    // Rootful, the sandbox user is uid 1000 there; rootless, keep-id maps the service's user (the
    // helper's root) to it.
    o.uid = o.gid = m_caps.rootless ? 0 : 1000;
    for (const QString &m : policy.mounts.masked)
        if (const QString rel = Render::normalizeProjectPath(m); !rel.isEmpty())
            o.masked << rel;
    for (const QString &r : policy.mounts.readOnly)
        if (const QString rel = Render::normalizeProjectPath(r); !rel.isEmpty())
            o.protectedPaths << rel;
    o.protectedPaths << QStringLiteral(".ai-sandbox.toml");
    return o;
}

bool Session::remoteReady(const Policy &policy)
{
    if (m_remoteReady)
        return true;
    if (m_remotePreparing)
        return false;
    m_remotePreparing = true;
    m_remoteSyncOptions = remoteSyncOptions(policy);
    const ProjectSync::Options o = *m_remoteSyncOptions;
    // One session of a project per service at a time: two would sync the same volume with the
    // same state, each taking the other's changes for the remote side's.
    QDir().mkpath(o.stateDir);
    QFile::setPermissions(o.stateDir,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    m_remoteLock = ::open(QFile::encodeName(o.stateDir + QStringLiteral("/session.lock")).constData(),
                          O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (m_remoteLock < 0 || ::flock(m_remoteLock, LOCK_EX | LOCK_NB) != 0) {
        releaseRemoteLock();
        fail(tr("Another session of this project runs on this podman service (its project volume %1 is "
                "in use): wait for it to end, or run this one with a local podman.")
                 .arg(o.volume));
        return false;
    }
    addEvent(QStringLiteral("sync"),
             tr("Syncing the project with volume %1 on the podman service (this machine's copy wins a "
                "conflict)")
                 .arg(o.volume),
             {{QStringLiteral("direction"), QStringLiteral("both")}, {QStringLiteral("volume"), o.volume}});
    // The state says what both sides had after the last sync: with the volume gone (removed, a
    // fresh service) it would read as "everything was deleted there", so it is dropped first.
    PodmanCall *exists = m_podman->start(PodmanArgs::volumeExists(o.volume));
    connect(exists, &PodmanCall::finished, this, [this, o](const PodmanResult &r) {
        if (m_tearingDown || m_state == State::Failed)
            return;
        if (r.exitCode == 1) {
            QFile::remove(o.stateDir + QStringLiteral("/local.snapshot"));
            QFile::remove(o.stateDir + QStringLiteral("/remote.manifest"));
            // Made labelled as ours (project, kind), so that `clean` against the service finds it.
            PodmanCall *create = m_podman->start(PodmanArgs::createVolume(
                o.volume, {Label::pair(Label::Kind, QLatin1String(Label::Kinds::RemoteProject)),
                           Label::pair(Label::Project, m_slug)}));
            connect(create, &PodmanCall::finished, this, [this](const PodmanResult &created) {
                if (m_tearingDown || m_state == State::Failed)
                    return;
                if (!created.ok()) {
                    fail(tr("The project's volume %1 could not be made on the podman service: %2")
                             .arg(m_remoteSyncOptions->volume, created.error));
                    return;
                }
                startRemoteSync();
            });
            return;
        }
        startRemoteSync();
    });
    return false;
}

void Session::startRemoteSync()
{
    const ProjectSync::Options &o = *m_remoteSyncOptions;
    m_remoteSync = new ProjectSync(m_podman, o, this);
    connect(m_remoteSync, &ProjectSync::finished, this, [this](const ProjectSync::Result &result) {
        reportSync(result, QStringLiteral("start"));
        if (m_tearingDown || m_state == State::Failed)
            return;
        if (!result.ok()) {
            fail(tr("The project could not be synced to the remote podman service, so the sandbox was "
                    "not started: %1")
                     .arg(result.error));
            return;
        }
        shipRemoteFiles();
    });
    m_remoteSync->sync();
}

void Session::reportSync(const ProjectSync::Result &result, const QString &direction)
{
    QJsonObject data = result.json();
    data.insert(QStringLiteral("direction"),
                direction == QLatin1String("final") ? QStringLiteral("from-remote") : QStringLiteral("both"));
    data.insert(QStringLiteral("sync"), direction);
    if (m_remoteSyncOptions)
        data.insert(QStringLiteral("volume"), m_remoteSyncOptions->volume);
    const QString kind =
        !result.ok() ? QStringLiteral("error")
        : (result.conflicts.isEmpty() && result.withheld.isEmpty() && result.skipped.isEmpty())
            ? QStringLiteral("sync")
            : QStringLiteral("warning");
    const QString what =
        direction == QLatin1String("final") ? tr("Final sync") : tr("Sync before the launch");
    addEvent(kind, what + QStringLiteral(": ") + result.summary(), data);
}

void Session::shipRemoteFiles()
{
    QString why;
    const QByteArray profile = Render::sandboxSeccompProfile(&why);
    if (profile.isEmpty()) {
        fail(tr("The sandbox's seccomp profile cannot be written: %1").arg(why));
        return;
    }
    m_remoteFiles =
        new RemoteFiles(m_podman, ResourceName::remoteFilesVolume(m_containerName), m_imageTag, this);
    connect(m_remoteFiles, &RemoteFiles::finished, this, [this](const QString &error) {
        if (m_tearingDown || m_state == State::Failed)
            return;
        if (!error.isEmpty()) {
            fail(tr("The session's files could not be shipped to the remote podman service: %1").arg(error));
            return;
        }
        learnRemoteProjectFolder();
    });
    QMap<QString, RemoteFiles::File> files{{seccompName, RemoteFiles::File{profile, 0444}}};
    // Allowlist: the sandbox's ruleset, for the gate's port on the service (the gate is up by now),
    // rendered as SandboxSetup renders it (it writes the same text into the session folder).
    if (m_options.policy.network.mode == NetworkMode::Allowlist) {
        const Render::SandboxContext ctx = sandboxContext(m_options.policy, runRequest(), launchEngine());
        QStringList warnings;
        const QString rules = Render::ruleset(ctx.gate, &warnings, ctx.credentialPorts);
        if (rules.isEmpty()) {
            fail(tr("The network ruleset cannot be rendered: %1").arg(warnings.join(QStringLiteral("; "))));
            return;
        }
        files.insert(rulesetName, RemoteFiles::File{rules.toUtf8(), 0444});
    }
    m_remoteFiles->ship(files);
}

void Session::learnRemoteProjectFolder()
{
    const QString volume = m_remoteSyncOptions->volume;
    PodmanCall *call = m_podman->start(PodmanArgs::volumeMountpoint(volume));
    connect(call, &PodmanCall::finished, this, [this, volume](const PodmanResult &r) {
        if (m_tearingDown || m_state == State::Failed)
            return;
        const QString folder = QString::fromUtf8(r.stdoutData).trimmed();
        if (!r.ok() || !folder.startsWith(QLatin1Char('/'))) {
            fail(tr("The folder of volume %1 on the podman service is unknown: %2")
                     .arg(volume, r.ok() ? folder : r.error));
            return;
        }
        m_remoteProject = folder;
        m_remoteReady = true;
        m_remotePreparing = false;
        startSandbox();
    });
}

void Session::finishRemote(const std::function<void()> &then)
{
    if (!isRemote() || m_remoteFinished) {
        then();
        return;
    }
    m_remoteFinished = true;
    auto removeFiles = [this, then] {
        if (!m_remoteFiles) {
            then();
            return;
        }
        PodmanCall *call =
            m_podman->start(PodmanArgs::removeVolumes({ResourceName::remoteFilesVolume(m_containerName)}));
        connect(call, &PodmanCall::finished, this, [then](const PodmanResult &) { then(); });
    };
    if (!m_sandboxCreated || !m_remoteReady || !m_remoteSync || m_remoteSync->isRunning()) {
        removeFiles();
        return;
    }
    addEvent(QStringLiteral("sync"), tr("Bringing the project back from the podman service (final sync)"),
             {{QStringLiteral("direction"), QStringLiteral("from-remote")},
              {QStringLiteral("sync"), QStringLiteral("final")}});
    m_remoteSync->disconnect(this);
    connect(m_remoteSync, &ProjectSync::finished, this,
            [this, removeFiles](const ProjectSync::Result &result) {
                reportSync(result, QStringLiteral("final"));
                removeFiles();
            });
    if (!m_remoteSync->sync())
        removeFiles();
}

void Session::releaseRemoteLock()
{
    if (m_remoteLock >= 0)
        ::close(m_remoteLock);
    m_remoteLock = -1;
}

} // namespace aisb
