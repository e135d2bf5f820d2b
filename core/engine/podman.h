// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/containerinfo.h"
#include "engine/diskusage.h"
#include "engine/imageinfo.h"
#include "engine/podmancall.h"
#include "engine/podmancapabilities.h"
#include "engine/podmanconnection.h"
#include "engine/volumeinfo.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QStringList>

namespace aisb {

// The asynchronous podman driver: the only place that knows podman's command line and JSON.
// Every call is a QProcess with an argv list. A typed call answers on the PodmanCall it returns
// (capabilitiesReady, imagesListed ... or failed), heard by its caller alone; it starts on the
// next turn of the event loop, so that the caller connects to it first.
class Podman : public QObject
{
    Q_OBJECT
public:
    enum class ResourceKind { Container, Image, Volume };
    Q_ENUM(ResourceKind)

    explicit Podman(const PodmanConnection &connection = {}, QObject *parent = nullptr);

    const PodmanConnection &connection() const { return m_connection; }
    void setConnection(const PodmanConnection &connection) { m_connection = connection; }

    // Starts `podman <global args> <args>`. The call is already running when returned; a call
    // without a parent deletes itself after finished().
    PodmanCall *start(const QStringList &args, QObject *parent = nullptr);
    // The same without starting, to set a timeout or standard input first; call start() on it.
    PodmanCall *prepare(const QStringList &args, QObject *parent = nullptr);

    // Typed calls: each returns its call (to connect to and to cancel), which answers with the
    // signal named here or with failed(message).
    PodmanCall *probe();                                              // -> capabilitiesReady
    PodmanCall *listContainers(const QStringList &labelFilters = {}); // -> containersListed
    PodmanCall *listImages(const QStringList &labelFilters = {});     // -> imagesListed
    // -> volumesListed; inUse comes from a second call (volumes no container refers to).
    PodmanCall *listVolumes(const QStringList &labelFilters = {});
    PodmanCall *imageExists(const QString &reference); // -> imageExistsChecked
    PodmanCall *diskUsage();                           // -> diskUsageReady
    // `podman build` of `contextDir` with `containerfile` (relative to the context or absolute);
    // streams buildLine/buildProgress, then built(tag) or failed(message).
    PodmanCall *build(const QString &contextDir, const QString &containerfile, const QString &tag,
                      const QMap<QString, QString> &labels = {}, const QStringList &buildArgs = {});

    // Removes containers, images or volumes by id or name -> succeeded. Without `force` podman
    // refuses to remove what is still in use (a running container, an image a container was made
    // from, a volume a container refers to): that refusal arrives as failed(message).
    PodmanCall *remove(ResourceKind kind, const QStringList &ids, bool force = false);
    // Stops containers, killing them after `timeoutSeconds` -> succeeded.
    PodmanCall *stop(const QStringList &containers, int timeoutSeconds = 10);

    // The argv (without program and global options) the helpers use; public for tests and dry runs.
    static QStringList removeArgs(ResourceKind kind, const QStringList &ids, bool force);
    // podman 4.3 ORs label filters in `images` and `volume ls` (ANDs them in `ps`): only the first
    // goes to podman, and every list is checked here against all of them.
    static QStringList labelFilterArgs(const QStringList &labelFilters);
    // Whether `labels` satisfies every filter ("key=value", or "key" for any value).
    static bool matchesLabels(const QMap<QString, QString> &labels, const QStringList &labelFilters);
    static QStringList buildArgs(const QString &contextDir, const QString &containerfile, const QString &tag,
                                 const QMap<QString, QString> &labels, const QStringList &buildArgs);
    // "STEP 3/7: RUN ..." -> {3, 7}; {0, 0} when the line is no step line.
    static std::pair<int, int> parseStepLine(const QString &line);

private:
    PodmanConnection m_connection;
};

} // namespace aisb
