// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/credentialsecretsweep.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/resourcenames.h"
#include "maintenance/sessionreaper.h"
#include "session/sessiondir.h"

namespace aisb {

CredentialSecretSweep::CredentialSecretSweep(Podman *podman, QObject *parent)
    : QObject(parent), m_podman(podman)
{
}

void CredentialSecretSweep::run(const Options &options)
{
    PodmanCall *list = m_podman->start(PodmanArgs::listContainers({QLatin1String(Label::Session)}));
    connect(list, &PodmanCall::finished, this, [this, options](const PodmanResult &r) {
        const std::optional<QHash<QString, QStringList>> containers = SessionReaper::containersBySession(r);
        if (!containers) {
            // Without the containers nothing can be judged: nothing is removed.
            Q_EMIT finished({});
            return;
        }
        run(*containers, options);
    });
}

void CredentialSecretSweep::run(const QHash<QString, QStringList> &containersBySession,
                                const Options &options)
{
    const QStringList live =
        SessionReaper::liveGateContainers(containersBySession, SessionDir::list(options.sessionsRoot));
    PodmanCall *list = m_podman->start(PodmanArgs::secretNames());
    connect(list, &PodmanCall::finished, this, [this, live, options](const PodmanResult &r) {
        QStringList stale;
        for (const QString &name : SessionReaper::staleCredentialSecrets(r, live))
            if (options.onlyNames.isEmpty() || options.onlyNames.contains(name))
                stale.append(name);
        if (stale.isEmpty()) {
            Q_EMIT finished({});
            return;
        }
        PodmanCall *rm = m_podman->start(PodmanArgs::removeSecrets(stale));
        connect(rm, &PodmanCall::finished, this, [this, stale](const PodmanResult &) {
            // One that went meanwhile (another sweep) fails the call; the others are gone all the same.
            Q_EMIT finished(stale);
        });
    });
}

} // namespace aisb
