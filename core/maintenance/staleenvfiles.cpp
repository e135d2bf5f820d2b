// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/staleenvfiles.h"

#include "util/paths.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb {

QStringList removeStaleEnvFiles(const QString &dir)
{
    const QString root = dir.isEmpty() ? Paths::envFilesDir() : dir;
    QStringList removed;
    const QFileInfoList entries =
        QDir(root).entryInfoList({QStringLiteral("*.env"), QStringLiteral("*.env.new")},
                                 QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks);
    const QDateTime minuteAgo = QDateTime::currentDateTimeUtc().addSecs(-60);
    for (const QFileInfo &info : entries) {
        // A ".new" file is locked right after it is created: give its writer that moment.
        if (info.fileName().endsWith(QLatin1String(".new")) && info.lastModified().toUTC() > minuteAgo)
            continue;
        const QByteArray path = QFile::encodeName(info.absoluteFilePath());
        const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
        if (fd < 0)
            continue;
        struct stat st = {};
        // Held by a live launcher: not stale. Ours alone to judge: a regular file of this user.
        const bool stale = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == ::geteuid() &&
                           ::flock(fd, LOCK_EX | LOCK_NB) == 0;
        if (stale && ::unlink(path.constData()) == 0)
            removed.append(info.absoluteFilePath());
        ::close(fd);
    }
    return removed;
}

} // namespace aisb
