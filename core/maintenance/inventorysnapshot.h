// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/containerinfo.h"
#include "engine/imageinfo.h"
#include "engine/volumeinfo.h"
#include "maintenance/localstate.h"
#include "maintenance/spaceusage.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QSet>
#include <QString>

namespace aisb {

// What podman holds that ai-sandbox made (plus what protects it), at one moment: a plain value
// that Inventory emits and CleanupPlan reads.
struct InventorySnapshot
{
    QList<ContainerInfo> containers; // managed sandbox and gate containers (warm ones included)
    QList<ContainerInfo> others;     // every other container: what they use is never removed
    QList<ImageInfo> images;         // sandbox, gate and base images, managed dangling layers
    QList<VolumeInfo> volumes;       // managed volumes (home volumes and others)
    QDateTime taken;                 // when the lists were read (UTC)
    SpaceUsage space;                // what removing each would free; empty when podman did not say
    LocalState local;                // known projects, session folders (files, not podman)

    // Derived by derive() from the lists above.
    QSet<QString> runningSessions; // Label::Session of sandboxes that are running or paused
    qint64 imageBytes = 0;         // sum of the image sizes
    int runningContainers = 0;     // managed containers that are running
    int warmSandboxes = 0;

    void derive();

    // Classification shared by Inventory and CleanupPlan.
    static QString kindOf(const ContainerInfo &c);   // its Label::Kind
    static bool isManaged(const ContainerInfo &c);   // a sandbox or gate container we made
    static bool isWarm(const ContainerInfo &c);      // a warm sandbox (or its gate)
    static bool isNamedGate(const ContainerInfo &c); // the gate of `ai-sandbox gate up NAME`
    static bool isLive(const ContainerInfo &c);      // running or paused
    // The repository of an image tag: "localhost/ai-sandbox:abc" -> "localhost/ai-sandbox".
    static QString repository(const QString &tag);
    static bool isOurRepository(const QString &repository); // ai-sandbox, ai-sandbox-gate, ai-sandbox-base
    static QString sandboxRepository() { return QStringLiteral("localhost/ai-sandbox"); }
    static QString gateRepository() { return QStringLiteral("localhost/ai-sandbox-gate"); }
    static QString baseRepository() { return QStringLiteral("localhost/ai-sandbox-base"); }
    // Whether `c` was created from `image` (by id, either side possibly shortened, or by tag).
    static bool uses(const ContainerInfo &c, const ImageInfo &image);
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::InventorySnapshot)
