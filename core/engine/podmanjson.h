// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/containerinfo.h"
#include "engine/diskusage.h"
#include "engine/imageinfo.h"
#include "engine/podmancapabilities.h"
#include "engine/volumeinfo.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonValue>
#include <QList>
#include <QSet>

namespace aisb {

// One of `podman system connection list`: a name for --connection, its URI, the default one.
struct NamedConnection
{
    QString name;
    QString uri;
    bool isDefault = false;
};

// Parsers of podman's --format json output. Defensive: podman 4.x and 5.x differ (Names as a
// list or a string, Created as seconds or a date, null for empty lists). Each returns what it
// could read; `error` gets a sentence when the text is not the JSON expected.
namespace PodmanJson {

QList<ContainerInfo> parseContainers(const QByteArray &json, QString *error = nullptr); // ps -a --format json
QList<ImageInfo> parseImages(const QByteArray &json, QString *error = nullptr);   // images --format json
QList<VolumeInfo> parseVolumes(const QByteArray &json, QString *error = nullptr); // volume ls --format json
// `system connection list --format json` (PodmanArgs::listConnections); entries without a name
// are left out.
QList<NamedConnection> parseConnections(const QByteArray &json, QString *error = nullptr);
// `info --format json`; also chooses the route.
PodmanCapabilities parseInfo(const QByteArray &json, QString *error = nullptr);
// `version --format json`: the server's version when remote, else the client's.
QString parseVersion(const QByteArray &json, QString *error = nullptr);
// `system df --format '{{json .}}'`: one JSON object per line (podman 4.3 has no --format json there).
DiskUsage parseDiskUsage(const QByteArray &jsonLines, QString *error = nullptr);
// One name per line (e.g. `volume ls --filter dangling=true --format '{{.Name}}'`).
QSet<QString> parseNameLines(const QByteArray &text);

// Chooses how the sandbox reaches the gate from the other capability fields.
void chooseRoute(PodmanCapabilities &caps);
// Seconds since the epoch (number) or a date string in the forms podman prints.
QDateTime parseTime(const QJsonValue &value);
// The date in a passt/pasta version string ("pasta 0^20230908.g05627dc-1.fc39" -> 2023-09-08).
QDate pastaReleaseDate(const QString &versionText);

} // namespace PodmanJson
} // namespace aisb
