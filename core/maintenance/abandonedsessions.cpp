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

void AbandonedSessions::survey(const QList<SessionDir::Summary> &abandoned)
{
    PodmanCall *list = m_podman->start(PodmanArgs::listContainers({QLatin1String(Label::Session)}));
    connect(list, &PodmanCall::finished, this, [this, abandoned](const PodmanResult &r) {
        const std::optional<QHash<QString, QStringList>> containers = SessionReaper::containersBySession(r);
        QList<SessionDir::Summary> left;
        for (const SessionDir::Summary &s : abandoned) {
            if (containers && !containers->contains(s.id))
                SessionReaper::markKilled(s, {});
            else
                left.append(s);
        }
        Q_EMIT surveyed(left);
    });
}

void AbandonedSessions::cleanUp(const QList<SessionDir::Summary> &sessions, const QString &sessionsRoot)
{
    const int count = int(sessions.size());
    if (count == 0) {
        QTimer::singleShot(0, this, [this] { Q_EMIT cleaned(0); });
        return;
    }
    PodmanCall *list = m_podman->start(PodmanArgs::listContainers({QLatin1String(Label::Session)}));
    connect(list, &PodmanCall::finished, this, [this, sessions, sessionsRoot, count](const PodmanResult &r) {
        const QHash<QString, QStringList> containers =
            SessionReaper::containersBySession(r).value_or(QHash<QString, QStringList>());
        QStringList names;
        for (const SessionDir::Summary &s : sessions) {
            const SessionDir dir = SessionDir::open(s.id, sessionsRoot);
            dir.removeEnvFile();
            QStringList cleaned;
            for (const QString &name : containers.value(s.id))
                cleaned.append(tr("container %1").arg(name));
            names += containers.value(s.id);
            SessionReaper::markKilled(dir.summary(), cleaned, QFileInfo(dir.path()).path());
        }
        // Their gates gone, the credential values those held go too.
        auto sweep = [this, count, sessionsRoot] {
            auto *secrets = new CredentialSecretSweep(m_podman, this);
            connect(secrets, &CredentialSecretSweep::finished, this, [this, secrets, count] {
                secrets->deleteLater();
                Q_EMIT cleaned(count);
            });
            secrets->run(CredentialSecretSweep::Options{sessionsRoot, {}});
        };
        if (names.isEmpty()) {
            sweep();
            return;
        }
        PodmanCall *rm = m_podman->start(PodmanArgs::removeContainers(names));
        connect(rm, &PodmanCall::finished, this, [sweep](const PodmanResult &) { sweep(); });
    });
}

} // namespace aisb
