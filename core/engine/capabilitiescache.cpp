// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/capabilitiescache.h"

#include "engine/podmanjson.h"
#include "util/paths.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <unistd.h>

namespace aisb {

QString CapabilitiesCache::podmanKey(const PodmanConnection &c)
{
    const QString program =
        c.program.contains(QLatin1Char('/')) ? c.program : QStandardPaths::findExecutable(c.program);
    const QFileInfo exe(program);
    const QByteArray key = QCryptographicHash::hash(
        (program + QLatin1Char('\n') + QString::number(exe.lastModified().toMSecsSinceEpoch()) +
         QLatin1Char('\n') + c.globalArgs().join(QLatin1Char(' ')) + QLatin1Char('\n') +
         QString::number(::getuid()))
            .toUtf8(),
        QCryptographicHash::Sha256);
    return QString::fromLatin1(key.toHex().left(16));
}

QString CapabilitiesCache::path(const PodmanConnection &connection)
{
    return Paths::stateDir() + QStringLiteral("/podman-info-") + podmanKey(connection) +
           QStringLiteral(".json");
}

std::optional<PodmanCapabilities> CapabilitiesCache::read(const PodmanConnection &connection)
{
    const QString file = path(connection);
    const QFileInfo kept(file);
    if (!kept.exists() || kept.lastModified().secsTo(QDateTime::currentDateTime()) >= keepSeconds)
        return std::nullopt;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    QString error;
    const PodmanCapabilities caps = PodmanJson::parseInfo(f.readAll(), &error);
    if (!error.isEmpty())
        return std::nullopt;
    return caps;
}

void CapabilitiesCache::store(const PodmanConnection &connection, const QByteArray &infoJson)
{
    QString error;
    PodmanJson::parseInfo(infoJson, &error);
    if (!error.isEmpty() || !Paths::ensurePrivateDir(Paths::stateDir()).isEmpty())
        return;
    QSaveFile f(path(connection));
    if (f.open(QIODevice::WriteOnly)) {
        f.write(infoJson);
        f.commit();
    }
}

} // namespace aisb
