// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

namespace aisb {

class Podman;

// [[credentials]]: removes the podman secrets of gates that no longer run (ResourceName::
// gateCredentialSecret). A gate removes its own when it ends; one killed with its owner (the app
// or the command line SIGKILLed) leaves it. A secret stays while a container of its gate exists
// (any state: `clean` or the abandoned-session clean-up removes it first) and while its session is
// open in the sessions folder with a live owner (the secret is made just before the gate).
// Asynchronous: the CLI's `sessions` waits for it, the app at its start and after its clean-ups
// does not.
class CredentialSecretSweep : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString sessionsRoot; // "" = Paths::sessionsDir()
        // Only these secrets (tests: their own). Empty = every one.
        QStringList onlyNames;
    };

    explicit CredentialSecretSweep(Podman *podman, QObject *parent = nullptr);

    // Lists the session containers, then the secrets, and removes the stale ones -> finished().
    void run(const Options &options = {});
    // The same with the listing of SessionReaper::containersBySession in hand.
    void run(const QHash<QString, QStringList> &containersBySession, const Options &options = {});

Q_SIGNALS:
    // The secrets removed (empty when none was stale, or podman could not say).
    void finished(const QStringList &removed);

private:
    Podman *m_podman;
};

} // namespace aisb
