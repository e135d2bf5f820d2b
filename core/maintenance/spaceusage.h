// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace aisb {

// What removing each image, container or volume would really free, from `podman system df -v`
// (podman 4.3 prints it only as a table: --format is ignored with -v). An image's own size is
// its unique size: the layers it shares with the base are not freed by removing it.
struct SpaceUsage
{
    QHash<QString, qint64> imageUnique; // 12-hex image id -> bytes
    QHash<QString, qint64> containers;  // 12-hex container id -> bytes of its writable layer
    QHash<QString, qint64> volumes;     // volume name -> bytes

    bool isEmpty() const { return imageUnique.isEmpty() && containers.isEmpty() && volumes.isEmpty(); }
    static SpaceUsage parse(const QByteArray &text);
    // "127.6MB", "3.682kB", "0B", "1.2GB" -> bytes (decimal units, as podman prints); -1 if not a size.
    static qint64 parseSize(const QString &text);
    static QString shortId(const QString &id); // without "sha256:", first 12 characters
};

} // namespace aisb
