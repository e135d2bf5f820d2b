// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"
#include "engine/podmanresult.h"
#include "session/sessiondir.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

namespace aisb {

// What a session whose owner process died leaves on the host, and how a front end notices it.
// A session's gate and sandbox end by themselves when their owner dies (the lifelines,
// SessionDir::holdLifeline); the env file is a memory file that dies with its holders. What can
// remain: a rootful project view (if the owner died while podman was binding it), and containers
// when something outlived the lifeline (a podman service restarted, or a session of an older
// version). Every command of either front end calls removeLocalLeftovers(); `sessions`, `clean`
// and the app's start also ask podman about containers and then call markKilled().
namespace SessionReaper {

// Sessions that are open in their folder (not warm) but whose owner is gone (pid and start time).
QList<SessionDir::Summary> abandoned(const QString &sessionsRoot = {});

// Removes what needs no podman: project views under ProjectView::viewsDir() whose process is gone
// (root only) and env files of older versions nobody holds. Each removal is also written to the
// session's events.jsonl as a "cleanup" event (it shows in markKilled's summary). Cheap when
// there is nothing: two directory listings. Returns what it removed (paths).
QStringList removeLocalLeftovers(const QString &sessionsRoot = {});

// The containers of every session (label Label::Session), names by session id, from one answer
// to PodmanArgs::listContainers({Label::Session}); nullopt when podman could not say.
std::optional<QHash<QString, QStringList>> containersBySession(const PodmanResult &listing);

// [[credentials]]: the podman secrets holding gate credential values (ResourceName::
// gateCredentialSecret) whose gate container is not among `containers`, from one answer to
// PodmanArgs::secretNames(). A gate removes its secret when it ends; one killed with its owner
// leaves it, and the sweep takes it.
QStringList staleCredentialSecrets(const PodmanResult &secretListing, const QStringList &containers);
// The gate containers whose secret must stay: every container of a session (containersBySession's
// answer, any state), and the gate of every session open in its folder whose owner lives (it
// makes its secret just before its gate container exists).
QStringList liveGateContainers(const QHash<QString, QStringList> &containersBySession,
                               const QList<SessionDir::Summary> &sessions);

// The podman a session ran on: `invoking` (its program) with the url and connection the session
// recorded, none for a session on this machine's podman. A remote session's containers are on its
// service: only that service can say whether it still runs, and remove what a killed owner left.
PodmanConnection engineOf(const SessionDir::Summary &session, const PodmanConnection &invoking);
// The sessions by the engine they ran on (engineOf), this machine's first.
QList<QPair<PodmanConnection, QList<SessionDir::Summary>>>
byEngine(const QList<SessionDir::Summary> &sessions, const PodmanConnection &invoking);
// The volumes a remote session left on its service (the shipped files of its sandbox and gate:
// ResourceName::remoteFilesVolume of either), from one answer to PodmanArgs::listVolumes(). The
// project's volume (aisb-rproj-<slug>) is never among them: the next session syncs from it.
QStringList remoteSessionVolumes(const PodmanResult &volumeListing, const QString &sessionId);

// Ends an abandoned session's record: a "killed" state event (the state it was in, when the death
// was noticed, and `cleaned`, what was removed for it, e.g. "container aisb-x-gate"), so that
// `sessions` and the app show it as killed. Returns the summary as it now reads.
SessionDir::Summary markKilled(const SessionDir::Summary &session, const QStringList &cleaned,
                               const QString &sessionsRoot = {});

} // namespace SessionReaper
} // namespace aisb
