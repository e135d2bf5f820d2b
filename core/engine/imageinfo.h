// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace aisb {

// One image as `podman images` reports it.
struct ImageInfo
{
    QString id;
    QStringList tags; // "localhost/ai-sandbox-base:trixie"; empty for a dangling image
    qint64 size = 0;  // bytes
    QDateTime created;
    QMap<QString, QString> labels;
    int containers = 0; // containers (any state) created from it
    QString digest;

    QString label(const QString &key) const { return labels.value(key); }
    QString label(const char *key) const { return labels.value(QLatin1String(key)); } // a Label:: key
    bool isDangling() const { return tags.isEmpty(); }
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::ImageInfo)
