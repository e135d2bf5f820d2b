// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"
#include "session/sessiondir.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>

namespace aisb {

class CredentialSecretSweep;
class Podman;

// Sessions whose owner died (SessionReaper::abandoned), handled for a front end that must not
// block on podman (the app): each step asks podman once, asynchronously, for all of them; once per
// podman service for sessions that ran on one (`--url`/`--connection`: their containers and the
// files shipped for them are there).
class AbandonedSessions : public QObject
{
    Q_OBJECT
public:
    explicit AbandonedSessions(Podman *podman, QObject *parent = nullptr);

    // One container listing: those podman has nothing of are recorded as killed at once (their
    // gate and sandbox ended with the lifelines); -> surveyed() with the rest, whose containers
    // remain (a podman service restart, an older version's session).
    void survey(const QList<SessionDir::Summary> &abandoned);
    // Removes what they left (env files, then every container of theirs in one removal) and
    // records each as killed with what was removed; -> cleaned(count).
    // Then the credential secrets their gates left are swept too (CredentialSecretSweep).
    void cleanUp(const QList<SessionDir::Summary> &sessions, const QString &sessionsRoot = {});
    // [[credentials]]: removes the podman secrets of gates that no longer run (those a killed
    // session left); -> credentialSecretsSwept(removed). `onlyNames`: only these (tests).
    void sweepCredentialSecrets(const QString &sessionsRoot = {}, const QStringList &onlyNames = {});

Q_SIGNALS:
    void surveyed(const QList<aisb::SessionDir::Summary> &withContainers);
    void cleaned(int count);
    void credentialSecretsSwept(const QStringList &removed);

private:
    // The podman a session ran on (SessionReaper::engineOf): ours, or one made for its service.
    Podman *podmanFor(const PodmanConnection &engine);
    void perEngine(const QList<SessionDir::Summary> &sessions,
                   const std::function<void(Podman *, const QList<SessionDir::Summary> &,
                                            const std::function<void()> &)> &each,
                   const std::function<void()> &done);

    Podman *m_podman;
    QHash<QString, Podman *> m_remote;
    CredentialSecretSweep *m_secrets;
};

} // namespace aisb
