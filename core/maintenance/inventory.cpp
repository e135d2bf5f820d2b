// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/inventory.h"

#include "engine/podman.h"
#include "engine/podmancall.h"

#include <QCoreApplication>
#include <QThread>
#include <memory>

namespace aisb {

Inventory::Inventory(const PodmanConnection &connection, QObject *parent)
    : QObject(parent), m_connection(connection)
{
    qRegisterMetaType<aisb::InventorySnapshot>();
}

Inventory::~Inventory() = default;

InventorySnapshot Inventory::assemble(const QList<ContainerInfo> &containers, const QList<ImageInfo> &images,
                                      const QList<VolumeInfo> &volumes, const QDateTime &taken,
                                      const SpaceUsage &space, const LocalState &local)
{
    InventorySnapshot s;
    s.taken = taken;
    s.space = space;
    s.local = local;
    for (const ContainerInfo &c : containers)
        (InventorySnapshot::isManaged(c) ? s.containers : s.others).append(c);
    for (const ImageInfo &i : images) {
        bool ours = i.label(QStringLiteral("io.aisb.managed")) == QLatin1String("1");
        for (const QString &tag : i.tags)
            ours = ours || InventorySnapshot::isOurRepository(InventorySnapshot::repository(tag));
        if (ours)
            s.images.append(i);
    }
    for (const VolumeInfo &v : volumes)
        if (v.label(QStringLiteral("io.aisb.managed")) == QLatin1String("1"))
            s.volumes.append(v);
    s.derive();
    return s;
}

void Inventory::refresh()
{
    const quint64 gen = ++m_generation;
    if (m_podman)
        m_podman->deleteLater(); // its pending answers go nowhere
    auto *podman = new Podman(m_connection, this);
    m_podman = podman;
    m_pending = 5;
    m_error.clear();
    m_containers.clear();
    m_images.clear();
    m_volumes.clear();
    m_space = {};
    m_local = {};

    connect(podman, &Podman::containersListed, this, [this, gen](const QList<ContainerInfo> &list) {
        if (gen != m_generation)
            return;
        m_containers = list;
        partDone(gen);
    });
    connect(podman, &Podman::imagesListed, this, [this, gen](const QList<ImageInfo> &list) {
        if (gen != m_generation)
            return;
        m_images = list;
        partDone(gen);
    });
    connect(podman, &Podman::volumesListed, this, [this, gen](const QList<VolumeInfo> &list) {
        if (gen != m_generation)
            return;
        m_volumes = list;
        partDone(gen);
    });
    connect(podman, &Podman::failed, this, [this, gen](Podman::Operation, const QString &message) {
        if (gen != m_generation)
            return;
        if (m_error.isEmpty())
            m_error = message;
        partDone(gen);
    });
    // Containers and images unfiltered: a container we did not make still protects the image
    // or volume it uses. Volumes by label: the driver also tells which are in use.
    podman->listContainers();
    podman->listImages();
    podman->listVolumes({QStringLiteral("io.aisb.managed=1")});
    // Sizes are a bonus: without them the plan shows image sizes as podman lists them.
    PodmanCall *df =
        podman->prepare({QStringLiteral("system"), QStringLiteral("df"), QStringLiteral("--verbose")});
    df->setTimeout(120000);
    connect(df, &PodmanCall::finished, this, [this, gen](const PodmanResult &r) {
        if (gen != m_generation)
            return;
        if (r.ok())
            m_space = SpaceUsage::parse(r.stdoutData);
        partDone(gen);
    });
    df->start();
    // The known projects and session folders: files only, read off this thread (policies are
    // parsed, session folders summed) so that a window never waits for them.
    auto local = std::make_shared<LocalState>();
    QThread *reader = QThread::create([local, extra = m_extraProjects, root = m_sessionsRoot] {
        *local = LocalState::gather(extra, root);
    });
    connect(reader, &QThread::finished, reader, &QObject::deleteLater);
    connect(reader, &QThread::finished, this, [this, gen, local] {
        if (gen != m_generation)
            return;
        m_local = *local;
        partDone(gen);
    });
    reader->start();
}

void Inventory::partDone(quint64 generation)
{
    if (generation != m_generation || --m_pending > 0)
        return;
    if (!m_error.isEmpty()) {
        Q_EMIT failed(QCoreApplication::translate("aisb::Inventory", "Could not list what podman holds: %1")
                          .arg(m_error));
        return;
    }
    m_last = assemble(m_containers, m_images, m_volumes, QDateTime::currentDateTimeUtc(), m_space, m_local);
    Q_EMIT ready(m_last);
}

} // namespace aisb
