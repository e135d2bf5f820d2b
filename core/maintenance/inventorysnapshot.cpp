// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/inventorysnapshot.h"

#include "engine/resourcenames.h"

namespace aisb {

bool InventorySnapshot::isManaged(const ContainerInfo &c)
{
    // Containers inherit the labels of their image: Label::Managed alone would also match a
    // container someone made by hand from one of our images. The kind tells them apart.
    const QString kind = kindOf(c);
    return Label::isManaged(c.labels) &&
           (kind == QLatin1String(Label::Kinds::Sandbox) || kind == QLatin1String(Label::Kinds::Gate));
}

QString InventorySnapshot::kindOf(const ContainerInfo &c)
{
    return c.label(Label::Kind);
}

bool InventorySnapshot::isWarm(const ContainerInfo &c)
{
    return c.label(Label::Warm) == QLatin1String("1") || ResourceName::isWarmContainer(c.name());
}

bool InventorySnapshot::isNamedGate(const ContainerInfo &c)
{
    // A session's gate is named after its sandbox; a named gate after its name.
    return kindOf(c) == QLatin1String(Label::Kinds::Gate) && ResourceName::isNamedGateContainer(c.name());
}

bool InventorySnapshot::isLive(const ContainerInfo &c)
{
    return c.state == QLatin1String("running") || c.state == QLatin1String("paused");
}

QString InventorySnapshot::repository(const QString &tag)
{
    const qsizetype at = tag.indexOf(QLatin1Char('@'));
    const QString ref = at < 0 ? tag : tag.left(at);
    const qsizetype colon = ref.lastIndexOf(QLatin1Char(':'));
    // A colon before the last slash belongs to a registry port, not a tag.
    if (colon > ref.lastIndexOf(QLatin1Char('/')))
        return ref.left(colon);
    return ref;
}

bool InventorySnapshot::isOurRepository(const QString &repo)
{
    return repo == sandboxRepository() || repo == gateRepository() || repo == baseRepository();
}

bool InventorySnapshot::uses(const ContainerInfo &c, const ImageInfo &image)
{
    auto bare = [](QString id) {
        if (id.startsWith(QLatin1String("sha256:")))
            id = id.mid(7);
        return id;
    };
    const QString a = bare(c.imageId);
    const QString b = bare(image.id);
    if (a.size() >= 12 && b.size() >= 12 && (a.startsWith(b) || b.startsWith(a)))
        return true;
    return !c.image.isEmpty() && image.tags.contains(c.image);
}

void InventorySnapshot::derive()
{
    runningSessions.clear();
    imageBytes = 0;
    runningContainers = 0;
    warmSandboxes = 0;
    for (const ContainerInfo &c : std::as_const(containers)) {
        if (isLive(c))
            ++runningContainers;
        if (kindOf(c) != QLatin1String(Label::Kinds::Sandbox))
            continue;
        if (isWarm(c))
            ++warmSandboxes;
        const QString session = c.label(Label::Session);
        if (isLive(c) && !session.isEmpty())
            runningSessions.insert(session);
    }
    for (const ImageInfo &i : std::as_const(images))
        imageBytes += qMax<qint64>(0, i.size);
}

} // namespace aisb
