// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/warmsandbox.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/syncwait.h"
#include "session/execclient.h"
#include "session/sessiondir.h"
#include "session/sweeprecord.h"
#include "session/warmfast.h"
#include "util/paths.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalSocket>
#include <QSaveFile>
#include <unistd.h>

namespace aisb::WarmSandbox {
namespace {

QString statePath(const QString &slug)
{
    return Paths::stateDir() + QStringLiteral("/warm/") + slug + QStringLiteral(".json");
}

// The socket the state file names, if it runs this policy and its agent accepts a connection
// (a stopped sandbox leaves its socket file behind: connecting tells).
QString socketFromState(const QString &slug, const QString &fingerprint)
{
    QFile f(statePath(slug));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    const QString socket = o.value(QStringLiteral("socket")).toString();
    if (socket.isEmpty() || o.value(QStringLiteral("policy")).toString() != fingerprint)
        return {};
    // Only a socket of the sandbox user, never what a symlink the sandbox put there points at.
    const int fd = openAgentSocket(socket);
    if (fd < 0)
        return {};
    QLocalSocket probe;
    probe.connectToServer(agentSocketConnectPath(fd));
    const bool up = probe.waitForConnected(1000);
    probe.abort();
    ::close(fd);
    return up ? socket : QString();
}

} // namespace

QString containerName(const QString &projectSlug)
{
    return ResourceName::warmContainer(projectSlug);
}

QStringList command()
{
    return {QStringLiteral("true")};
}

Found find(Podman &podman, const QString &projectDir, const QString &fingerprint)
{
    const QString slug = projectSlug(projectDir);
    Found found;
    found.socket = socketFromState(slug, fingerprint);
    if (!found.socket.isEmpty())
        return found;
    const QString name = containerName(slug);
    const PodmanResult ps = runSync(podman, PodmanArgs::runningContainerNamed(name));
    if (!ps.ok() || ps.stdoutData.trimmed().isEmpty())
        return found;
    const QString format = QStringLiteral("{{index .Config.Labels \"%1\"}} {{index .Config.Labels \"%2\"}}")
                               .arg(QLatin1String(Label::Session), QLatin1String(Label::Policy));
    const PodmanResult inspect = runSync(podman, PodmanArgs::inspectContainer(name, format));
    const QStringList f = QString::fromUtf8(inspect.stdoutData).trimmed().split(QLatin1Char(' '));
    if (inspect.ok() && f.size() == 2 && f[1] == fingerprint) {
        found.socket = SessionDir::planned(f[0]).agentSocketPath();
        remember(projectDir, f[0], found.socket, fingerprint);
    } else {
        found.stale = true;
    }
    return found;
}

void remember(const QString &projectDir, const QString &sessionId, const QString &socket,
              const QString &fingerprint)
{
    if (!Paths::ensurePrivateDir(Paths::stateDir() + QStringLiteral("/warm")).isEmpty())
        return;
    const QString slug = projectSlug(projectDir);
    QSaveFile f(statePath(slug));
    if (!f.open(QIODevice::WriteOnly))
        return;
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QJsonObject state{{QStringLiteral("session"), sessionId},
                            {QStringLiteral("container"), containerName(slug)},
                            {QStringLiteral("socket"), socket},
                            {QStringLiteral("policy"), fingerprint}};
    f.write(QJsonDocument(state).toJson(QJsonDocument::Compact));
    f.commit();
}

QString sessionId(const QString &projectDir)
{
    QFile f(statePath(projectSlug(projectDir)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString id =
        QJsonDocument::fromJson(f.read(1 << 16)).object().value(QStringLiteral("session")).toString();
    // A folder name, never a path.
    return id.contains(QLatin1Char('/')) || id.startsWith(QLatin1Char('.')) ? QString() : id;
}

void remove(Podman &podman, const QString &projectDir)
{
    const QString slug = projectSlug(projectDir);
    const QString session = sessionId(projectDir);
    QFile::remove(statePath(slug));
    WarmFast::forget(projectDir);
    const QString name = containerName(slug);
    runSync(podman, PodmanArgs::removeContainers({name, ResourceName::gateContainer(name)}));
    // [[credentials]]: the values its gate held (none when it had no rules: podman says so, ignored).
    runSync(podman, PodmanArgs::removeSecrets(
                        {ResourceName::gateCredentialSecret(ResourceName::gateContainer(name))}));
    // The sandbox is gone: what it made since its last command's sweep is swept now, once.
    if (!session.isEmpty())
        EndedSessionSweep::run(SessionDir::open(session), EndedSessionSweep::Mode::Once);
}

} // namespace aisb::WarmSandbox
