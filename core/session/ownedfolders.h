// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace aisb {

// Folders a launcher makes for one session and names "<its pid>-<session id>" (project views,
// staged bind sources): while that process runs they are its own; once it is gone whoever comes
// next removes them. A session id is never used twice, so no folder is handed to another session.
namespace OwnedFolders {

// "<this process's pid>-<sessionId>" under `dir`.
QString pathFor(const QString &dir, const QString &sessionId);

struct Folder
{
    QString path;
    QString sessionId;
};
// The folders in `dir` whose owner process is gone (never this process's).
QList<Folder> orphaned(const QString &dir);

} // namespace OwnedFolders
} // namespace aisb
