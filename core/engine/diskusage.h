// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>

namespace aisb {

// Totals of `podman system df`: what podman's storage holds and what could be reclaimed.
struct DiskUsage
{
    struct Entry
    {
        int total = 0;
        int active = 0;
        qint64 size = 0;        // bytes
        qint64 reclaimable = 0; // bytes
    };
    Entry images;
    Entry containers;
    Entry volumes;

    qint64 totalSize() const { return images.size + containers.size + volumes.size; }
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::DiskUsage)
