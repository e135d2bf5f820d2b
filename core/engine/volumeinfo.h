// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QMap>
#include <QMetaType>
#include <QString>

namespace aisb {

// One volume as `podman volume ls` reports it, plus whether any container still uses it.
struct VolumeInfo
{
    QString name;
    QString driver;
    QMap<QString, QString> labels;
    QString mountpoint;
    QDateTime createdAt;
    bool inUse = true; // a container (any state) refers to it; true when unknown, so cleanup keeps it

    QString label(const QString &key) const { return labels.value(key); }
    QString label(const char *key) const { return labels.value(QLatin1String(key)); } // a Label:: key
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::VolumeInfo)
