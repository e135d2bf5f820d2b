// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <sys/stat.h>

namespace aisb::test {

// A file's content, or "<missing>" when it cannot be read (a test compares it with what it wrote).
inline QByteArray readOrMissing(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

// Writes `content` to `path`, making its folders; false when it could not.
inline bool writeWithFolders(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

// The permission bits of `path` itself (a link's own), or 0xffffffff when it is not there.
inline quint32 lstatMode(const QString &path)
{
    struct stat st;
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & 07777) : 0xffffffff;
}

// `folders` folders of `filesPerFolder` empty files below root/src (src/m<d/20>/p<d%20>/f<n>.c): a
// project tree for the cost figures. False when a file could not be made.
inline bool makeSourceTree(const QString &root, int folders, int filesPerFolder)
{
    for (int d = 0; d < folders; ++d) {
        const QString folder = root + QStringLiteral("/src/m%1/p%2").arg(d / 20).arg(d % 20);
        if (!QDir().mkpath(folder))
            return false;
        for (int f = 0; f < filesPerFolder; ++f) {
            QFile file(folder + QStringLiteral("/f%1.c").arg(f));
            if (!file.open(QIODevice::WriteOnly))
                return false;
        }
    }
    return true;
}

} // namespace aisb::test
