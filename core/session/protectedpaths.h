// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace aisb {

// The protected paths (mounts.read_only, mounts.masked) that do not exist when a sandbox starts
// cannot be bound read-only or masked: a mount needs a mount point, which would create the path in
// the user's project. Whatever appears at such a path while the session runs (the agent's
// `.vscode/tasks.json`, `.git/commondir`, `.env`, ...) is what host tools would later run or
// trust, so at the session's end it is moved out of the way, into a quarantine folder, and
// reported. Nothing is created in the project when nothing appeared.
class ProtectedPathWatch
{
public:
    // What is missing in `projectDir` now: for each protected path of `policy`, the first
    // component that does not exist (".vscode" for ".vscode" and ".vscode/tasks.json" alike).
    static ProtectedPathWatch atLaunch(const QString &projectDir, const Policy &policy);

    struct Finding
    {
        QString path;    // project-relative path that appeared: ".vscode", ".git/commondir"
        QString movedTo; // where it is now; empty when it could not be moved
        QString error;   // why it was not moved (empty when moved)
    };
    // Moves each watched path that exists now into `quarantineDir` (made when needed; when it is
    // on another file system, `fallbackDir` is used). Parents that are no longer the folders they
    // were at launch (a symlink swapped in) are not followed: that finding is reported unmoved.
    QList<Finding> sweep(const QString &quarantineDir, const QString &fallbackDir) const;

    // The watched paths, project-relative.
    QStringList watched() const { return m_missing.keys(); }
    QString projectDir() const { return m_root; }

private:
    QString m_root;                   // canonical project folder
    QMap<QString, QString> m_missing; // missing path -> canonical path of its parent at launch
};

} // namespace aisb
