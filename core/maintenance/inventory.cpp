// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/inventory.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/podmanjson.h"
#include "util/offthread.h"

#include <QCoreApplication>

namespace aisb {

// What podman printed for one refresh (parsed later, off the GUI thread) and the local state.
struct Inventory::Round
{
    QByteArray containers, images, volumes, dangling, space;
    bool spaceOk = false;
    QString error;
    LocalState local;
};

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
        bool ours = Label::isManaged(i.labels);
        for (const QString &tag : i.tags)
            ours = ours || InventorySnapshot::isOurRepository(InventorySnapshot::repository(tag));
        if (ours)
            s.images.append(i);
    }
    for (const VolumeInfo &v : volumes)
        if (Label::isManaged(v.labels))
            s.volumes.append(v);
    s.derive();
    return s;
}

void Inventory::refresh()
{
    const quint64 gen = ++m_generation;
    if (m_calls)
        m_calls->deleteLater(); // a stale refresh's calls end; their answers go nowhere
    auto *calls = new QObject(this);
    m_calls = calls;
    auto round = std::make_shared<Round>();
    m_round = round;
    m_pending = 6;
    m_parsing = false;

    Podman podman(m_connection);
    // Each call answers only here (its own finished()), keeping what podman printed.
    auto ask = [&](const QStringList &args, int timeoutMs, QByteArray Round::*into, bool required) {
        PodmanCall *call = podman.prepare(args, calls);
        if (timeoutMs > 0)
            call->setTimeout(timeoutMs);
        connect(call, &PodmanCall::finished, this, [this, gen, round, into, required](const PodmanResult &r) {
            if (gen != m_generation)
                return;
            if (r.ok())
                (*round).*into = r.stdoutData;
            else if (required && round->error.isEmpty())
                round->error = r.error;
            if (into == &Round::space)
                round->spaceOk = r.ok();
            partDone(gen);
        });
        call->start();
    };
    // Containers and images unfiltered: a container we did not make still protects the image or
    // volume it uses. Volumes by label; the dangling ones are those no container refers to.
    ask(PodmanArgs::listContainers(), 0, &Round::containers, true);
    ask(PodmanArgs::listImages(), 0, &Round::images, true);
    ask(PodmanArgs::listVolumes({Label::pair(Label::Managed, QStringLiteral("1"))}), 0, &Round::volumes,
        true);
    ask(PodmanArgs::danglingVolumeNames(), 0, &Round::dangling, true);
    // Sizes are a bonus: without them the plan shows image sizes as podman lists them.
    ask(PodmanArgs::diskUsageVerbose(), 120000, &Round::space, false);
    // The known projects and session folders: files only, read off this thread (policies are
    // parsed, session folders summed).
    runOffThread(
        calls, [extra = m_extraProjects, root = m_sessionsRoot] { return LocalState::gather(extra, root); },
        [this, gen, round](LocalState local) {
            if (gen != m_generation)
                return;
            round->local = std::move(local);
            partDone(gen);
        });
}

void Inventory::partDone(quint64 generation)
{
    if (generation != m_generation || --m_pending > 0)
        return;
    const std::shared_ptr<Round> round = m_round;
    if (!round->error.isEmpty()) {
        Q_EMIT failed(QCoreApplication::translate("aisb::Inventory", "Could not list what podman holds: %1")
                          .arg(round->error));
        return;
    }
    // Parsing 1,000 resources' JSON takes long enough to drop frames: a worker does it.
    m_parsing = true;
    runOffThread(
        m_calls.data(),
        [round]() -> std::pair<InventorySnapshot, QString> {
            QString error;
            const QList<ContainerInfo> containers = PodmanJson::parseContainers(round->containers, &error);
            const QList<ImageInfo> images =
                error.isEmpty() ? PodmanJson::parseImages(round->images, &error) : QList<ImageInfo>{};
            QList<VolumeInfo> volumes =
                error.isEmpty() ? PodmanJson::parseVolumes(round->volumes, &error) : QList<VolumeInfo>{};
            if (!error.isEmpty())
                return {InventorySnapshot{}, error};
            const QSet<QString> dangling = PodmanJson::parseNameLines(round->dangling);
            for (VolumeInfo &v : volumes)
                v.inUse = !dangling.contains(v.name);
            const SpaceUsage space = round->spaceOk ? SpaceUsage::parse(round->space) : SpaceUsage{};
            return {
                assemble(containers, images, volumes, QDateTime::currentDateTimeUtc(), space, round->local),
                QString()};
        },
        [this, generation](std::pair<InventorySnapshot, QString> result) {
            if (generation != m_generation)
                return;
            m_parsing = false;
            if (!result.second.isEmpty()) {
                Q_EMIT failed(
                    QCoreApplication::translate("aisb::Inventory", "Could not list what podman holds: %1")
                        .arg(result.second));
                return;
            }
            m_last = std::move(result.first);
            Q_EMIT ready(m_last);
        });
}

} // namespace aisb
