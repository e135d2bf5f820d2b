// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/paths.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace aisb {
namespace {
QString fromEnvOr(const char *name, const QString &fallbackRelativeToHome)
{
    const QString value = qEnvironmentVariable(name);
    // XDG says relative values are invalid and must be ignored.
    if (!value.isEmpty() && QDir::isAbsolutePath(value))
        return QDir::cleanPath(value);
    return QDir::homePath() + QLatin1Char('/') + fallbackRelativeToHome;
}
} // namespace

namespace Paths {
QString configHome()
{
    return fromEnvOr("XDG_CONFIG_HOME", QStringLiteral(".config"));
}
QString stateHome()
{
    return fromEnvOr("XDG_STATE_HOME", QStringLiteral(".local/state"));
}
QString dataHome()
{
    return fromEnvOr("XDG_DATA_HOME", QStringLiteral(".local/share"));
}
QString stateDir()
{
    return stateHome() + QStringLiteral("/ai-sandbox");
}
QString sessionsDir()
{
    return stateDir() + QStringLiteral("/sessions");
}
QString logsDir()
{
    return stateDir() + QStringLiteral("/logs");
}
QString trustDir()
{
    return stateDir() + QStringLiteral("/trust");
}

QString ensurePrivateDir(const QString &path)
{
    if (!QDir().mkpath(path))
        return QCoreApplication::translate("aisb::Paths", "Cannot create the folder %1: check that its parent exists and is writable.").arg(path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return {};
}
} // namespace Paths

QString homeVolumeName(const QString &projectSlug)
{
    return QStringLiteral("aisb-home-") + projectSlug;
}

QString projectSlug(const QString &projectDir)
{
    const QString abs = QFileInfo(projectDir).absoluteFilePath();
    QString base = QFileInfo(abs).fileName().toLower();
    QString clean;
    for (const QChar c : base) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
            clean += c;
        else if (!clean.isEmpty() && !clean.endsWith(QLatin1Char('-')))
            clean += QLatin1Char('-');
    }
    while (clean.endsWith(QLatin1Char('-')))
        clean.chop(1);
    clean.truncate(32);
    if (clean.isEmpty())
        clean = QStringLiteral("project");
    const QByteArray hash = QCryptographicHash::hash(abs.toUtf8(), QCryptographicHash::Sha256).toHex();
    return clean + QLatin1Char('-') + QString::fromLatin1(hash.left(8));
}

} // namespace aisb
