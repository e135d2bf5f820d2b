// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/localstate.h"

#include "maintenance/desktoplauncher.h"
#include "maintenance/gaterecord.h"
#include "policy/policyloader.h"
#include "render/render.h"
#include "session/sessiondir.h"
#include "util/paths.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QSettings>

namespace aisb {

QStringList LocalState::appProjects()
{
    // The GUI's settings (organisation and application "ai-sandbox"), whichever program reads them.
    QSettings settings(QStringLiteral("ai-sandbox"), QStringLiteral("ai-sandbox"));
    QStringList out;
    const int n = settings.beginReadArray(QStringLiteral("projects"));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        const QString path = settings.value(QStringLiteral("path")).toString();
        if (!path.isEmpty())
            out << path;
    }
    settings.endArray();
    return out;
}

KnownProject LocalState::describe(const QString &projectDir)
{
    KnownProject p;
    p.dir = QDir::cleanPath(QDir(projectDir).absolutePath());
    p.slug = projectSlug(p.dir);
    p.exists = QFileInfo(p.dir).isDir();
    if (!p.exists)
        return p;
    for (const bool requireTrust : {false, true}) {
        PolicyRequest request;
        request.projectDir = p.dir;
        request.requireTrust = requireTrust;
        const LoadedPolicy loaded = loadPolicy(request);
        if (!loaded.resolved.issues.isEmpty())
            continue;
        const Policy &policy = loaded.resolved.policy;
        const QString tag = Render::imageTag(policy);
        if (!tag.isEmpty() && !p.imageTags.contains(tag))
            p.imageTags << tag;
        const QString gate = Render::gateImageTag(); // one fixed gate base for every policy
        if (!gate.isEmpty() && !p.gateTags.contains(gate))
            p.gateTags << gate;
    }
    return p;
}

qint64 LocalState::folderBytes(const QString &path)
{
    qint64 sum = 0;
    QDirIterator it(path, QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        sum += it.fileInfo().size();
    }
    return sum;
}

LocalState LocalState::gather(const QStringList &extraProjects, const QString &sessionsRoot)
{
    LocalState state;
    state.read = true;
    QHash<QString, int> bySlug; // slug -> index in projects
    QHash<QString, QDateTime> lastUsed;
    auto know = [&](const QString &dir) {
        if (dir.isEmpty())
            return;
        const QString clean = QDir::cleanPath(QDir(dir).absolutePath());
        const QString slug = projectSlug(clean);
        if (bySlug.contains(slug))
            return;
        bySlug.insert(slug, int(state.projects.size()));
        state.projects.append(describe(clean));
    };
    for (const QString &dir : appProjects() + extraProjects)
        know(dir);

    const QString root = sessionsRoot.isEmpty() ? Paths::sessionsDir() : sessionsRoot;
    const QStringList ids = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &id : ids) {
        const SessionDir dir = SessionDir::open(id, root);
        const SessionDir::Summary s = dir.summary();
        SessionFolder f;
        f.id = id;
        f.path = dir.path();
        f.projectDir = s.project;
        f.slug = s.project.isEmpty() ? QString() : projectSlug(s.project);
        f.state = s.state;
        f.image = s.image;
        f.started = s.started;
        f.open = s.isOpen() && !s.isAbandoned();
        f.ended = s.ended.isValid() ? s.ended : QFileInfo(f.path).lastModified().toUTC();
        f.bytes = folderBytes(f.path);
        state.sessions.append(f);
        know(s.project);
        if (!f.slug.isEmpty() && s.started.isValid() && s.started > lastUsed.value(f.slug))
            lastUsed.insert(f.slug, s.started);
    }
    for (const GateRecord &g : GateRecord::all())
        know(g.project);
    for (KnownProject &p : state.projects)
        p.lastUsed = lastUsed.value(p.slug);
    // Only the launchers of folders that are gone: a live project's launcher is not the cleanup's.
    for (const DesktopLauncher::Entry &e : DesktopLauncher::stale())
        state.launchers.append({e.path, e.projectDir, e.name, QFileInfo(e.path).size()});
    return state;
}

const KnownProject *LocalState::projectBySlug(const QString &slug) const
{
    for (const KnownProject &p : projects)
        if (p.slug == slug)
            return &p;
    return nullptr;
}

} // namespace aisb
