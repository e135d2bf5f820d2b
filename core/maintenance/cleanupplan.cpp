// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/cleanupplan.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::CleanupPlan", text);
}

bool inProject(const QMap<QString, QString> &labels, const QString &project)
{
    return project.isEmpty() || labels.value(QStringLiteral("io.aisb.project")) == project;
}

bool young(const ContainerInfo &c, const QDateTime &taken, int graceSeconds)
{
    if (graceSeconds <= 0 || !c.createdAt.isValid() || !taken.isValid())
        return false;
    return c.createdAt.secsTo(taken) < graceSeconds;
}

} // namespace

CleanupPlan CleanupPlan::make(const InventorySnapshot &s, const Options &o)
{
    CleanupPlan plan;
    QSet<QString> removedContainers; // ids

    auto addContainer = [&](const ContainerInfo &c, const QString &reason) {
        Item item;
        item.kind = Kind::Container;
        item.id = c.id;
        item.name = c.name().isEmpty() ? c.id.left(12) : c.name();
        item.refs = {c.id};
        item.size = s.space.containers.value(SpaceUsage::shortId(c.id), c.size);
        item.reason = reason;
        item.project = c.label(QStringLiteral("io.aisb.project"));
        plan.items.append(item);
        removedContainers.insert(c.id);
    };

    // Sandboxes first: which sessions still run decides which gates are stale.
    QSet<QString> liveSessions;
    for (const ContainerInfo &c : s.containers) {
        if (!InventorySnapshot::isManaged(c) || InventorySnapshot::kindOf(c) != QLatin1String("sandbox"))
            continue;
        const QString session = c.label(QStringLiteral("io.aisb.session"));
        const bool mine = inProject(c.labels, o.project);
        if (InventorySnapshot::isLive(c)) {
            if (InventorySnapshot::isWarm(c) && o.all && mine) {
                addContainer(c, tr("warm sandbox"));
                continue;
            }
            liveSessions.insert(session);
            continue;
        }
        if (young(c, s.taken, o.graceSeconds) && c.state != QLatin1String("exited")) {
            liveSessions.insert(session); // created a moment ago: a session is starting
            continue;
        }
        if (mine)
            addContainer(c, c.state == QLatin1String("exited") ? tr("exited sandbox")
                                                               : tr("sandbox that is not running (%1)").arg(c.state));
        else
            liveSessions.insert(session); // not ours to judge: keep its gate too
    }
    for (const ContainerInfo &c : s.containers) {
        if (!InventorySnapshot::isManaged(c) || InventorySnapshot::kindOf(c) != QLatin1String("gate"))
            continue;
        if (!inProject(c.labels, o.project))
            continue;
        if (InventorySnapshot::isNamedGate(c)) {
            if (o.all)
                addContainer(c, tr("named gate (ai-sandbox gate up)"));
            else
                plan.kept << tr("%1: a named gate; `ai-sandbox gate down` or clean --all removes it").arg(c.name());
            continue;
        }
        if (!InventorySnapshot::isLive(c)) {
            addContainer(c, tr("gate that is not running"));
            continue;
        }
        const QString session = c.label(QStringLiteral("io.aisb.session"));
        if (!session.isEmpty() && liveSessions.contains(session))
            continue;
        if (young(c, s.taken, o.graceSeconds)) {
            plan.kept << tr("%1: a gate started less than %2 s ago (its session may be starting)")
                             .arg(c.name())
                             .arg(o.graceSeconds);
            continue;
        }
        addContainer(c, tr("gate whose session ended"));
    }

    // Images: shared between projects, so never part of a per-project plan.
    if (o.project.isEmpty()) {
        QList<ContainerInfo> remaining;
        for (const ContainerInfo &c : s.containers + s.others)
            if (!removedContainers.contains(c.id))
                remaining.append(c);
        // The newest image per repository stays unless --all (it is most likely the current tag).
        QHash<QString, QDateTime> newest;
        for (const ImageInfo &i : s.images)
            for (const QString &tag : i.tags) {
                const QString repo = InventorySnapshot::repository(tag);
                if (!newest.contains(repo) || i.created > newest.value(repo))
                    newest.insert(repo, i.created);
            }
        QList<ImageInfo> images = s.images;
        std::sort(images.begin(), images.end(),
                  [](const ImageInfo &a, const ImageInfo &b) { return a.created > b.created; });
        for (const ImageInfo &i : images) {
            const bool managed = i.label(QStringLiteral("io.aisb.managed")) == QLatin1String("1");
            QString repo;
            bool base = false;
            for (const QString &tag : i.tags) {
                const QString r = InventorySnapshot::repository(tag);
                base = base || r == InventorySnapshot::baseRepository();
                if (r == InventorySnapshot::sandboxRepository() || r == InventorySnapshot::gateRepository())
                    repo = r;
            }
            if (base)
                continue; // rebuilding it needs the Debian mirror: never cleaned
            const QString shown = i.tags.isEmpty() ? i.id.left(12) : i.tags.first();
            int usedBy = 0;
            int usedByRemaining = 0;
            for (const ContainerInfo &c : s.containers + s.others)
                if (InventorySnapshot::uses(c, i)) {
                    ++usedBy;
                    if (!removedContainers.contains(c.id))
                        ++usedByRemaining;
                }
            // podman may count containers we did not see (buildah's working containers).
            if (usedByRemaining > 0 || i.containers > usedBy) {
                plan.kept << tr("%1: used by a container").arg(shown);
                continue;
            }
            Item item;
            item.kind = Kind::Image;
            item.id = i.id;
            item.name = shown;
            item.refs = i.tags.isEmpty() ? QStringList{i.id} : i.tags;
            // Tagged: its size as `podman images` lists it (rmi also deletes its dangling parent
            // layers, so its unique size alone would say far too little). A dangling layer: what
            // only it holds, when podman says.
            item.size = i.isDangling() ? s.space.imageUnique.value(SpaceUsage::shortId(i.id), i.size) : i.size;
            item.project = i.label(QStringLiteral("io.aisb.project"));
            if (i.isDangling()) {
                if (!managed)
                    continue;
                item.reason = tr("dangling build layer");
            } else if (repo.isEmpty()) {
                continue; // tagged in a repository that is not ours: not ours to remove
            } else if (!o.all && i.created == newest.value(repo)) {
                plan.kept << tr("%1: the newest image of %2 (clean --all removes it)").arg(shown, repo);
                continue;
            } else {
                item.reason = repo == InventorySnapshot::gateRepository() ? tr("unused gate image")
                                                                           : tr("unused sandbox image");
            }
            plan.items.append(item);
        }
    }

    for (const VolumeInfo &v : s.volumes) {
        if (v.label(QStringLiteral("io.aisb.managed")) != QLatin1String("1") || !inProject(v.labels, o.project))
            continue;
        if (v.inUse) {
            plan.kept << tr("%1: used by a container").arg(v.name);
            continue;
        }
        const bool home = v.label(QStringLiteral("io.aisb.kind")) == QLatin1String("home");
        if (home && !o.all && !o.volumes) {
            plan.kept << tr("%1: the home volume of project %2 (clean --all removes it)")
                             .arg(v.name, v.label(QStringLiteral("io.aisb.project")));
            continue;
        }
        Item item;
        item.kind = Kind::Volume;
        item.id = v.name;
        item.name = v.name;
        item.refs = {v.name};
        item.size = s.space.volumes.value(v.name, -1);
        item.reason = home ? tr("home volume no container uses") : tr("volume no container uses");
        item.project = v.label(QStringLiteral("io.aisb.project"));
        plan.items.append(item);
    }
    return plan;
}

qint64 CleanupPlan::knownBytes() const
{
    qint64 sum = 0;
    for (const Item &i : items)
        if (i.size > 0)
            sum += i.size;
    return sum;
}

QList<CleanupPlan::Item> CleanupPlan::itemsOf(Kind kind) const
{
    QList<Item> out;
    for (const Item &i : items)
        if (i.kind == kind)
            out.append(i);
    return out;
}

bool CleanupPlan::contains(const QString &nameOrId) const
{
    return std::any_of(items.begin(), items.end(),
                       [&](const Item &i) { return i.name == nameOrId || i.id == nameOrId; });
}

QString CleanupPlan::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Container:
        return tr("container");
    case Kind::Image:
        return tr("image");
    case Kind::Volume:
        return tr("volume");
    }
    return {};
}

QString CleanupPlan::formatBytes(qint64 bytes)
{
    if (bytes < 0)
        return QStringLiteral("?");
    // Decimal units, as podman prints them.
    const char *units[] = {"B", "kB", "MB", "GB", "TB"};
    double v = double(bytes);
    int u = 0;
    while (v >= 1000.0 && u < 4) {
        v /= 1000.0;
        ++u;
    }
    if (u == 0)
        return QString::number(bytes) + QStringLiteral(" B");
    return QString::number(v, 'f', v < 10 ? 1 : 0) + QLatin1Char(' ') + QLatin1String(units[u]);
}

} // namespace aisb
