// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace aisb {

// What ai-sandbox keeps outside podman and what decides whether podman's things are still
// wanted: the projects it knows (with the image tags their current policies render) and the
// session folders. Read from files only (no podman); Inventory reads it off the GUI thread.
struct KnownProject
{
    QString dir;  // absolute project folder
    QString slug; // projectSlug(dir): the Label::Project label of its containers and volumes
    bool exists = false;
    // The sandbox and gate image tags its current policy renders: as its file says and as a
    // launch would use it while the file is not trusted (both stay); empty without a valid policy.
    QStringList imageTags;
    QStringList gateTags;
    QDateTime lastUsed; // the start of its newest session (invalid when none is kept)
};

struct SessionFolder
{
    QString id;
    QString path;
    QString projectDir;
    QString slug;
    QString state; // as `sessions` shows it: finished, failed, running, ...
    QString image; // the sandbox image tag it ran
    QDateTime started;
    QDateTime ended;   // when it finished; else the last change of its folder
    qint64 bytes = 0;  // everything in the folder (events, rendered files, the gate's access log)
    bool open = false; // it says it is still running (and its owner process is alive)
};

// A .desktop launcher ai-sandbox wrote for a project whose folder is gone (gather() takes them
// from DesktopLauncher::stale(); the cleanup offers them).
struct LauncherFile
{
    QString path;
    QString projectDir; // "" when the file does not name one
    QString name;       // its Name=
    qint64 bytes = 0;
};

struct LocalState
{
    QList<KnownProject> projects;
    QList<SessionFolder> sessions;
    QList<LauncherFile> launchers;
    bool read = false; // false: nothing was read, so no project is known and no image is judged by tag

    // `extraProjects`: folders the caller knows besides the app's list (the page passes its own).
    // `sessionsRoot` defaults to Paths::sessionsDir().
    static LocalState gather(const QStringList &extraProjects = {}, const QString &sessionsRoot = {});
    // The app's project list (the GUI's settings), read by the CLI too.
    static QStringList appProjects();
    static KnownProject describe(const QString &projectDir);
    static qint64 folderBytes(const QString &path);

    const KnownProject *projectBySlug(const QString &slug) const;
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::LocalState)
