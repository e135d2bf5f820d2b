// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/abandonedsessions.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/resourcenames.h"
#include "maintenance/credentialsecretsweep.h"
#include "maintenance/sessionreaper.h"

#include <QFileInfo>
#include <QTimer>
#include <memory>

namespace aisb {

AbandonedSessions::AbandonedSessions(Podman *podman, QObject *parent)
    : QObject(parent), m_podman(podman), m_secrets(new CredentialSecretSweep(podman, this))
{
    connect(m_secrets, &CredentialSecretSweep::finished, this, &AbandonedSessions::credentialSecretsSwept);
}

void AbandonedSessions::sweepCredentialSecrets(const QString &sessionsRoot, const QStringList &onlyNames)
{
    CredentialSecretSweep::Options o;
    o.sessionsRoot = sessionsRoot;
    o.onlyNames = onlyNames;
    m_secrets->run(o);
}

Podman *AbandonedSessions::podmanFor(const PodmanConnection &engine)
{
    if (engine == m_podman->connection())
        return m_podman;
    const QString key = engine.url + QLatin1Char('\n') + engine.connection;
    Podman *&podman = m_remote[key];
    if (!podman)
        podman = new Podman(engine, this);
    return podman;
}

// Each engine the sessions ran on is asked once, all at the same time; `done` runs once with every
// answer in.
void AbandonedSessions::perEngine(const QList<SessionDir::Summary> &sessions,
                                  const std::function<void(Podman *, const QList<SessionDir::Summary> &,
                                                           const std::function<void()> &)> &each,
                                  const std::function<void()> &done)
{
    const auto groups = SessionReaper::byEngine(sessions, m_podman->connection());
    if (groups.isEmpty()) {
        QTimer::singleShot(0, this, done);
        return;
    }
    auto pending = std::make_shared<qsizetype>(groups.size());
    for (const auto &[engine, group] : groups)
        each(podmanFor(engine), group, [pending, done] {
            if (--*pending == 0)
                done();
        });
}

void AbandonedSessions::survey(const QList<SessionDir::Summary> &abandoned)
{
    auto left = std::make_shared<QList<SessionDir::Summary>>();
    perEngine(
        abandoned,
        [this, left](Podman *podman, const QList<SessionDir::Summary> &group,
                     const std::function<void()> &next) {
            PodmanCall *list = podman->start(PodmanArgs::listContainers({QLatin1String(Label::Session)}));
            connect(list, &PodmanCall::finished, this, [group, left, next](const PodmanResult &r) {
                // A service that cannot say keeps its sessions as they are.
                const std::optional<QHash<QString, QStringList>> containers =
                    SessionReaper::containersBySession(r);
                for (const SessionDir::Summary &s : group) {
                    if (containers && !containers->contains(s.id))
                        SessionReaper::markKilled(s, {});
                    else
                        left->append(s);
                }
                next();
            });
        },
        [this, left] { Q_EMIT surveyed(*left); });
}

void AbandonedSessions::cleanUp(const QList<SessionDir::Summary> &sessions, const QString &sessionsRoot)
{
    const int count = int(sessions.size());
    // Their gates gone, the credential values those held go too.
    auto sweep = [this, count, sessionsRoot] {
        auto *secrets = new CredentialSecretSweep(m_podman, this);
        connect(secrets, &CredentialSecretSweep::finished, this, [this, secrets, count] {
            secrets->deleteLater();
            Q_EMIT cleaned(count);
        });
        secrets->run(CredentialSecretSweep::Options{sessionsRoot, {}});
    };
    if (count == 0) {
        QTimer::singleShot(0, this, [this] { Q_EMIT cleaned(0); });
        return;
    }
    perEngine(
        sessions,
        [this, sessionsRoot](Podman *podman, const QList<SessionDir::Summary> &group,
                             const std::function<void()> &next) {
            PodmanCall *list = podman->start(PodmanArgs::listContainers({QLatin1String(Label::Session)}));
            connect(list, &PodmanCall::finished, this,
                    [this, podman, group, sessionsRoot, next](const PodmanResult &r) {
                        const QHash<QString, QStringList> containers =
                            SessionReaper::containersBySession(r).value_or(QHash<QString, QStringList>());
                        QStringList names;
                        for (const SessionDir::Summary &s : group)
                            names += containers.value(s.id);
                        // On a remote service the files shipped for them go too, after their containers.
                        auto removeVolumes = [this, podman, group, containers, sessionsRoot, next] {
                            auto record = [group, containers, sessionsRoot,
                                           next](const QHash<QString, QStringList> &volumes) {
                                for (const SessionDir::Summary &s : group) {
                                    const SessionDir dir = SessionDir::open(s.id, sessionsRoot);
                                    dir.removeEnvFile();
                                    QStringList cleaned;
                                    for (const QString &name : containers.value(s.id))
                                        cleaned.append(tr("container %1").arg(name));
                                    for (const QString &name : volumes.value(s.id))
                                        cleaned.append(tr("volume %1").arg(name));
                                    SessionReaper::markKilled(dir.summary(), cleaned,
                                                              QFileInfo(dir.path()).path());
                                }
                                next();
                            };
                            if (!podman->connection().isRemote()) {
                                record({});
                                return;
                            }
                            PodmanCall *ls = podman->start(PodmanArgs::listVolumes());
                            connect(ls, &PodmanCall::finished, this,
                                    [this, podman, group, record](const PodmanResult &v) {
                                        QHash<QString, QStringList> volumes;
                                        QStringList all;
                                        for (const SessionDir::Summary &s : group) {
                                            volumes[s.id] = SessionReaper::remoteSessionVolumes(v, s.id);
                                            all += volumes[s.id];
                                        }
                                        if (all.isEmpty()) {
                                            record(volumes);
                                            return;
                                        }
                                        PodmanCall *rm = podman->start(PodmanArgs::removeVolumes(all));
                                        connect(rm, &PodmanCall::finished, this,
                                                [record, volumes](const PodmanResult &) { record(volumes); });
                                    });
                        };
                        if (names.isEmpty()) {
                            removeVolumes();
                            return;
                        }
                        PodmanCall *rm = podman->start(PodmanArgs::removeContainers(names));
                        connect(rm, &PodmanCall::finished, this,
                                [removeVolumes](const PodmanResult &) { removeVolumes(); });
                    });
        },
        sweep);
}

} // namespace aisb
