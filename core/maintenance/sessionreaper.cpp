// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/sessionreaper.h"

#include "engine/podmanargs.h"
#include "engine/podmanjson.h"
#include "engine/resourcenames.h"
#include "maintenance/staleenvfiles.h"
#include "session/bindstage.h"
#include "session/ownedfolders.h"
#include "session/projectview.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <algorithm>

namespace aisb::SessionReaper {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::SessionReaper", text);
}

void noteCleanup(const QString &sessionId, const QString &what, const QString &sessionsRoot)
{
    const SessionDir dir = SessionDir::open(sessionId, sessionsRoot);
    if (!dir.isValid())
        return;
    SessionEvent e;
    e.time = QDateTime::currentDateTimeUtc();
    e.kind = QStringLiteral("cleanup");
    e.message = tr("Removed %1, left by a process that is gone").arg(what);
    e.data = {{QStringLiteral("removed"), what}};
    dir.appendEvent(e);
}

} // namespace

QList<SessionDir::Summary> abandoned(const QString &sessionsRoot)
{
    QList<SessionDir::Summary> out;
    for (const SessionDir::Summary &s : SessionDir::list(sessionsRoot))
        if (s.isAbandoned())
            out.append(s);
    return out;
}

QStringList removeLocalLeftovers(const QString &sessionsRoot)
{
    QStringList removed;
    // A view whose launcher is gone is detached here (ownedfolders.h: never handed to another session).
    for (const OwnedFolders::Folder &view : ProjectView::removeStale()) {
        removed.append(view.path);
        noteCleanup(view.sessionId, tr("the project view %1").arg(view.path), sessionsRoot);
    }
    // The same for a rootful bind stage made on the host (when the launch had no namespace of its own).
    for (const OwnedFolders::Folder &stage : BindStage::removeStale()) {
        removed.append(stage.path);
        noteCleanup(stage.sessionId, tr("the staged binds %1").arg(stage.path), sessionsRoot);
    }
    // Rootless, a session's bind stage is mounted in podman's own namespace (bindstage.h), which
    // outlives the launcher: one killed before the sandbox took its copies left it there.
    for (const QString &id : SessionDir::ids(sessionsRoot)) {
        const QString stage = BindStage::dirFor(id, true, SessionDir::planned(id, sessionsRoot).path());
        if (!QFileInfo(stage).isDir() || !SessionDir::open(id, sessionsRoot).summary().isAbandoned())
            continue;
        if (BindStage::remove(stage, true).isEmpty()) {
            removed.append(stage);
            noteCleanup(id, tr("the staged binds %1").arg(stage), sessionsRoot);
        }
    }
    for (const QString &file : removeStaleEnvFiles()) {
        removed.append(file);
        const QString id = QFileInfo(file).fileName().section(QLatin1Char('.'), 0, 0);
        noteCleanup(id, tr("the env file %1").arg(file), sessionsRoot);
    }
    return removed;
}

std::optional<QHash<QString, QStringList>> containersBySession(const PodmanResult &listing)
{
    QString error;
    const QList<ContainerInfo> containers = PodmanJson::parseContainers(listing.stdoutData, &error);
    if (!listing.ok() || !error.isEmpty())
        return std::nullopt;
    QHash<QString, QStringList> out;
    for (const ContainerInfo &c : containers)
        if (const QString id = c.label(QLatin1String(Label::Session)); !id.isEmpty())
            out[id].append(c.names.value(0, c.id));
    return out;
}

PodmanConnection engineOf(const SessionDir::Summary &session, const PodmanConnection &invoking)
{
    PodmanConnection c;
    c.program = invoking.program;
    c.url = session.engineUrl;
    c.connection = session.engineConnection;
    return c;
}

QList<QPair<PodmanConnection, QList<SessionDir::Summary>>>
byEngine(const QList<SessionDir::Summary> &sessions, const PodmanConnection &invoking)
{
    QList<QPair<PodmanConnection, QList<SessionDir::Summary>>> out;
    out.append({engineOf({}, invoking), {}});
    for (const SessionDir::Summary &s : sessions) {
        const PodmanConnection engine = engineOf(s, invoking);
        auto it = std::find_if(out.begin(), out.end(), [&](const auto &e) { return e.first == engine; });
        if (it == out.end())
            out.append({engine, {s}});
        else
            it->second.append(s);
    }
    if (out.first().second.isEmpty())
        out.removeFirst();
    return out;
}

QStringList remoteSessionVolumes(const PodmanResult &volumeListing, const QString &sessionId)
{
    QStringList out;
    if (!volumeListing.ok() || sessionId.isEmpty())
        return out;
    for (const VolumeInfo &v : PodmanJson::parseVolumes(volumeListing.stdoutData))
        if (ResourceName::isRemoteFilesVolumeOf(v.name, sessionId))
            out.append(v.name);
    return out;
}

// The context is spelled out: lupdate reads "SessionDir::" in the return type as this function's
// class and would file the texts under "SessionDir".
SessionDir::Summary markKilled(const SessionDir::Summary &session, const QStringList &cleaned,
                               const QString &sessionsRoot)
{
    const SessionDir dir = SessionDir::open(session.id, sessionsRoot);
    if (!dir.isValid())
        return session;
    QStringList all;
    for (const SessionEvent &e : dir.events())
        if (e.kind == QLatin1String("cleanup"))
            all.append(e.data.value(QStringLiteral("removed")).toString());
    all += cleaned;
    SessionEvent e;
    e.time = QDateTime::currentDateTimeUtc();
    e.kind = QStringLiteral("state");
    e.message =
        all.isEmpty()
            ? QCoreApplication::translate(
                  "aisb::SessionReaper",
                  "Its process (pid %1) was killed while the session was %2; the gate and the sandbox "
                  "ended with it, and nothing was left to clean")
                  .arg(session.ownerPid)
                  .arg(session.state)
            : QCoreApplication::translate(
                  "aisb::SessionReaper",
                  "Its process (pid %1) was killed while the session was %2; removed: %3")
                  .arg(session.ownerPid)
                  .arg(session.state, all.join(QStringLiteral(", ")));
    e.data = {{QStringLiteral("state"), QStringLiteral("killed")},
              {QStringLiteral("was"), session.state},
              {QStringLiteral("cleaned"), QJsonArray::fromStringList(all)}};
    dir.appendEvent(e);
    return dir.summary();
}

QStringList staleCredentialSecrets(const PodmanResult &secretListing, const QStringList &containers)
{
    QStringList out;
    if (!secretListing.ok())
        return out;
    QSet<QString>
        live; // the secret names of those containers (a long one is a hash: see gateCredentialSecret)
    for (const QString &c : containers)
        live.insert(ResourceName::gateCredentialSecret(c));
    for (const QByteArray &line : secretListing.stdoutData.split('\n')) {
        const QString name = QString::fromUtf8(line).trimmed();
        if (ResourceName::isGateCredentialSecret(name) && !live.contains(name))
            out.append(name);
    }
    return out;
}

QStringList liveGateContainers(const QHash<QString, QStringList> &containersBySession,
                               const QList<SessionDir::Summary> &sessions)
{
    QStringList live;
    for (const QStringList &names : containersBySession)
        live += names;
    for (const SessionDir::Summary &s : sessions)
        if (s.isOpen() && !s.isAbandoned())
            live += ResourceName::gateContainer(ResourceName::sandboxContainer(projectSlug(s.project), s.id));
    return live;
}

} // namespace aisb::SessionReaper
