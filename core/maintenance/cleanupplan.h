// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maintenance/inventorysnapshot.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace aisb {

// What `clean` would remove and why: a pure function of an InventorySnapshot and options.
// Never lists what a remaining container uses, nothing unlabelled, never the base image.
class CleanupPlan
{
public:
    enum class Kind { Container, Image, Volume };

    struct Item
    {
        Kind kind = Kind::Container;
        QString id;          // container/image id or volume name
        QString name;        // what people recognise: container name, image tag, volume name
        QStringList refs;    // what to pass to podman to remove it (tags of a tagged image, else id)
        qint64 size = -1;    // bytes; -1 when podman does not say
        QString reason;      // a sentence for people
        QString project;     // io.aisb.project, when it has one
    };

    struct Options
    {
        bool all = false;      // also warm sandboxes, named gates, home volumes, every unused image
        bool volumes = false;  // also unused home volumes
        QString project;       // only what carries io.aisb.project=<project> (images are shared: none)
        int graceSeconds = 60; // a gate or created sandbox younger than this may be a session starting
    };

    static CleanupPlan make(const InventorySnapshot &snapshot, const Options &options);

    QList<Item> items;
    QStringList kept; // sentences: what was left alone on purpose and why (in use, newest, ...)

    bool isEmpty() const { return items.isEmpty(); }
    qint64 knownBytes() const; // sum of the sizes that are known
    QList<Item> itemsOf(Kind kind) const;
    bool contains(const QString &nameOrId) const;

    static QString kindName(Kind kind); // "container", "image", "volume" (translated)
    // "1.2 GB", "340 MB", "12 kB", "?" for -1.
    static QString formatBytes(qint64 bytes);
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::CleanupPlan::Item)
