// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/paths.h"

#include "engine/resourcenames.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb {
namespace {
// A real folder (not a symlink) of this user that nobody else may enter.
bool isOwnPrivateDir(const QString &path)
{
    struct stat st = {};
    return !path.isEmpty() && ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISDIR(st.st_mode) &&
           st.st_uid == ::geteuid() && (st.st_mode & 077) == 0;
}

// `parent`/`name`, made 0700 when missing; usable only when it ends up private and ours.
QString privateDirIn(const QString &parent, const QString &name, bool parentMustBePrivate)
{
    if (parent.isEmpty() || !QDir::isAbsolutePath(parent) || !QFileInfo(parent).isDir())
        return {};
    if (parentMustBePrivate && !isOwnPrivateDir(parent))
        return {};
    const QString path = QDir::cleanPath(parent) + QLatin1Char('/') + name;
    ::mkdir(QFile::encodeName(path).constData(), 0700); // fails harmlessly when it exists
    return isOwnPrivateDir(path) ? path : QString();
}
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

QString runtimeDir()
{
    QString dir = privateDirIn(qEnvironmentVariable("XDG_RUNTIME_DIR"), QStringLiteral("ai-sandbox"), true);
    if (dir.isEmpty() && ::geteuid() == 0)
        dir = privateDirIn(QStringLiteral("/run"), QStringLiteral("ai-sandbox"), false);
    if (dir.isEmpty())
        dir = privateDirIn(QStringLiteral("/dev/shm"),
                           QStringLiteral("ai-sandbox-") + QString::number(::geteuid()), false);
    return dir.isEmpty() ? stateDir() + QStringLiteral("/run") : dir;
}
QString envFilesDir()
{
    return runtimeDir() + QStringLiteral("/env");
}
QString shown(const QString &path)
{
    const QString home = QDir::homePath();
    if (path == home || path.startsWith(home + QLatin1Char('/')))
        return QDir::toNativeSeparators(QLatin1Char('~') + path.mid(home.size()));
    return QDir::toNativeSeparators(path);
}

QString ensurePrivateDir(const QString &path)
{
    if (!QDir().mkpath(path))
        return QCoreApplication::translate(
                   "aisb::Paths",
                   "Cannot create the folder %1: check that its parent exists and is writable.")
            .arg(path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return {};
}
} // namespace Paths

QString homeVolumeName(const QString &projectSlug)
{
    return ResourceName::homeVolume(projectSlug);
}

QString projectSlug(const QString &projectDir)
{
    const QString abs = QFileInfo(projectDir).absoluteFilePath();
    QString base = QFileInfo(abs).fileName().toLower();
    QString clean;
    for (const QChar c : base) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
            (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
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
