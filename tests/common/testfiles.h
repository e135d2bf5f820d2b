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

} // namespace aisb::test
