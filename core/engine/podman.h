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
// Every call is a QProcess with an argv list; results arrive as signals carrying value types.
class Podman : public QObject
{
    Q_OBJECT
public:
    enum class Operation {
        Probe,
        ListContainers,
        ListImages,
        ListVolumes,
        ImageExists,
        Build,
        DiskUsage,
        Remove,
        Stop
    };
    Q_ENUM(Operation)
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

    // Typed helpers: each returns its call (to cancel it) and answers through the signals below;
    // on error failed(operation, message) instead.
    PodmanCall *probe();                                              // -> capabilitiesReady
    PodmanCall *listContainers(const QStringList &labelFilters = {}); // -> containersListed
    PodmanCall *listImages(const QStringList &labelFilters = {});     // -> imagesListed
    // -> volumesListed; inUse comes from a second call (volumes no container refers to).
    PodmanCall *listVolumes(const QStringList &labelFilters = {});
    PodmanCall *imageExists(const QString &reference); // -> imageExistsChecked
    PodmanCall *diskUsage();                           // -> diskUsageReady
    // `podman build` of `contextDir` with `containerfile` (relative to the context or absolute);
    // streams buildLine/buildProgress, then built(tag) or failed(Build, ...).
    PodmanCall *build(const QString &contextDir, const QString &containerfile, const QString &tag,
                      const QMap<QString, QString> &labels = {}, const QStringList &buildArgs = {});

    // Removes containers, images or volumes by id or name -> removed(kind, ids). Without `force`
    // podman refuses to remove what is still in use (a running container, an image a container
    // was made from, a volume a container refers to): that refusal arrives as failed(Remove, ...).
    PodmanCall *remove(ResourceKind kind, const QStringList &ids, bool force = false);
    // Stops containers, killing them after `timeoutSeconds` -> stopped(names).
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

Q_SIGNALS:
    void capabilitiesReady(const aisb::PodmanCapabilities &capabilities);
    void containersListed(const QList<aisb::ContainerInfo> &containers);
    void imagesListed(const QList<aisb::ImageInfo> &images);
    void volumesListed(const QList<aisb::VolumeInfo> &volumes);
    void imageExistsChecked(const QString &reference, bool exists);
    void diskUsageReady(const aisb::DiskUsage &usage);
    void buildLine(const QString &line);
    void buildProgress(int step, int total);
    void built(const QString &tag);
    void removed(aisb::Podman::ResourceKind kind, const QStringList &ids);
    void stopped(const QStringList &containers);
    void failed(aisb::Podman::Operation operation, const QString &message);

private:
    PodmanConnection m_connection;
};

} // namespace aisb
