// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/ownedfolders.h"

#include <QDir>
#include <cerrno>
#include <csignal>
#include <unistd.h>

namespace aisb::OwnedFolders {

QString pathFor(const QString &dir, const QString &sessionId)
{
    return dir + QLatin1Char('/') + QString::number(::getpid()) + QLatin1Char('-') + sessionId;
}

QList<Folder> orphaned(const QString &dir)
{
    QList<Folder> out;
    const QStringList names = QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System);
    for (const QString &name : names) {
        bool ok = false;
        const qint64 pid = name.section(QLatin1Char('-'), 0, 0).toLongLong(&ok);
        if (!ok || pid <= 0 || pid == ::getpid())
            continue;
        if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue; // its owner still runs
        out.append({dir + QLatin1Char('/') + name, name.section(QLatin1Char('-'), 1)});
    }
    return out;
}

} // namespace aisb::OwnedFolders
