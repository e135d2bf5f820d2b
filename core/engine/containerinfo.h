// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace aisb {

// One container as `podman ps -a` reports it.
struct ContainerInfo
{
    QString id;
    QStringList names;
    QString image; // the reference it was created from
    QString imageId;
    QString state;  // created, running, exited, paused, ...
    QString status; // podman's human text, e.g. "Exited (3) 2 minutes ago"
    QMap<QString, QString> labels;
    QDateTime createdAt;
    QDateTime startedAt; // invalid when never started
    int exitCode = 0;
    qint64 pid = 0;     // 0 when not running
    qint64 size = -1;   // bytes of its writable layer; -1 unless listed with --size
    QStringList mounts; // destinations inside the container
    QStringList command;

    QString name() const { return names.value(0); }
    QString label(const QString &key) const { return labels.value(key); }
    QString label(const char *key) const { return labels.value(QLatin1String(key)); } // a Label:: key
    bool isRunning() const { return state == QLatin1String("running"); }
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::ContainerInfo)
