// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/cleanupplan.h"

#include "engine/resourcenames.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <iterator>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::CleanupPlan", text);
}

// "1 day", "40 days": singular and plural spelled out (an untranslated "%n day(s)" reads badly).
QString count(qint64 n, const char *one, const char *many)
{
    return n == 1 ? tr(one) : tr(many).arg(n);
}

bool inProject(const QMap<QString, QString> &labels, const QString &project)
{
    return project.isEmpty() || labels.value(QLatin1String(Label::Project)) == project;
}

bool young(const ContainerInfo &c, const QDateTime &taken, int graceSeconds)
{
    if (graceSeconds <= 0 || !c.createdAt.isValid() || !taken.isValid())
        return false;
    return c.createdAt.secsTo(taken) < graceSeconds;
}

using R = CleanupPlan::Reason;

// The work of make(): one pass over the snapshot, filling plan.resources.
class Classifier
{
    Q_DECLARE_TR_FUNCTIONS(aisb::CleanupPlan)

public:
    Classifier(const InventorySnapshot &s, const CleanupPlan::Options &o) : s(s), o(o)
    {
        const qsizetype eq = o.scopeLabel.indexOf(QLatin1Char('='));
        if (eq > 0) {
            scopeKey = o.scopeLabel.left(eq);
            scopeValue = o.scopeLabel.mid(eq + 1);
        }
        if (!o.volumeGlob.isEmpty())
            glob = QRegularExpression(QRegularExpression::wildcardToRegularExpression(
                o.volumeGlob, QRegularExpression::UnanchoredWildcardConversion));
        for (const KnownProject &p : s.local.projects) {
            if (!p.exists)
                continue;
            for (const QString &t : p.imageTags + p.gateTags)
                current[t].append(&p);
        }
    }

    CleanupPlan run();

private:
    bool inScope(const QMap<QString, QString> &labels) const
    {
        return scopeKey.isEmpty() || labels.value(scopeKey) == scopeValue;
    }
    bool oldEnough(const QDateTime &when) const
    {
        if (o.olderThanSeconds < 0)
            return true;
        return when.isValid() && s.taken.isValid() && when.secsTo(s.taken) >= o.olderThanSeconds;
    }
    QString projectName(const QString &slug) const
    {
        const KnownProject *p = s.local.projectBySlug(slug);
        return p ? QDir(p->dir).dirName() : slug;
    }
    void fillProject(CleanupPlan::Item &item) const
    {
        if (const KnownProject *p = s.local.projectBySlug(item.project))
            item.projectDir = p->dir;
    }

    void containers();
    void images();
    void volumes();
    void sessions();
    void launchers();
    void addContainer(const ContainerInfo &c, const QString &role, CleanupPlan::Reason why, bool stale,
                      bool select, const QStringList &args = {});

    const InventorySnapshot &s;
    const CleanupPlan::Options &o;
    QString scopeKey, scopeValue;
    QRegularExpression glob;
    QHash<QString, QList<const KnownProject *>> current; // tag -> existing projects rendering it
    QSet<QString> removedContainers;
    CleanupPlan plan;
};

void Classifier::addContainer(const ContainerInfo &c, const QString &role, CleanupPlan::Reason why,
                              bool stale, bool select, const QStringList &args)
{
    CleanupPlan::Item item;
    item.kind = CleanupPlan::Kind::Container;
    item.role = role;
    item.id = c.id;
    item.name = c.name().isEmpty() ? c.id.left(12) : c.name();
    item.refs = {c.id};
    item.size = s.space.containers.value(SpaceUsage::shortId(c.id), c.size);
    item.created = c.createdAt;
    item.setReason(why, args);
    item.project = c.label(Label::Project);
    item.running = InventorySnapshot::isLive(c);
    item.inUse = item.running || !stale;
    item.stale = stale;
    item.selected = stale && select;
    fillProject(item);
    if (item.selected)
        removedContainers.insert(c.id);
    plan.resources.append(item);
}

void Classifier::containers()
{
    // Sandboxes first: which sessions still run decides which gates are stale.
    QSet<QString> liveSessions;
    for (const ContainerInfo &c : s.containers) {
        if (!InventorySnapshot::isManaged(c) ||
            InventorySnapshot::kindOf(c) != QLatin1String(Label::Kinds::Sandbox) || !inScope(c.labels))
            continue;
        const QString session = c.label(Label::Session);
        const bool mine = inProject(c.labels, o.project);
        const bool warm = InventorySnapshot::isWarm(c);
        const QString role = warm ? QStringLiteral("warm sandbox") : QStringLiteral("sandbox");
        if (InventorySnapshot::isLive(c)) {
            if (warm && mine) {
                addContainer(c, role, o.all ? R::WarmSandbox : R::WarmSandboxNeedsAll, true, o.all);
                if (!o.all)
                    plan.resources.last().removedBy = QStringLiteral("--all");
                if (o.all)
                    continue;
            } else if (mine) {
                addContainer(c, role, R::Running, false, false);
            }
            liveSessions.insert(session);
            continue;
        }
        if (young(c, s.taken, o.graceSeconds) && c.state != QLatin1String("exited")) {
            liveSessions.insert(session); // created a moment ago: a session is starting
            if (mine)
                addContainer(c, role, R::SandboxStarting, false, false);
            continue;
        }
        if (!mine) {
            liveSessions.insert(session); // not ours to judge: keep its gate too
            continue;
        }
        const bool exited = c.state == QLatin1String("exited");
        addContainer(c, role, exited ? R::SandboxExited : R::SandboxNotRunning, true, oldEnough(c.createdAt),
                     exited ? QStringList{} : QStringList{c.state});
        if (!plan.resources.last().selected)
            liveSessions.insert(session);
    }
    for (const ContainerInfo &c : s.containers) {
        if (!InventorySnapshot::isManaged(c) ||
            InventorySnapshot::kindOf(c) != QLatin1String(Label::Kinds::Gate) || !inScope(c.labels) ||
            !inProject(c.labels, o.project))
            continue;
        if (InventorySnapshot::isNamedGate(c)) {
            addContainer(c, QStringLiteral("named gate"), o.all ? R::NamedGate : R::NamedGateNeedsAll, o.all,
                         true);
            if (!o.all)
                plan.resources.last().removedBy = QStringLiteral("--all");
            continue;
        }
        const QString role = QStringLiteral("gate");
        if (!InventorySnapshot::isLive(c)) {
            addContainer(c, role, R::GateNotRunning, true, oldEnough(c.createdAt));
            continue;
        }
        const QString session = c.label(Label::Session);
        if (!session.isEmpty() && liveSessions.contains(session)) {
            addContainer(c, role, R::GateOfRunningSession, false, false);
            continue;
        }
        if (young(c, s.taken, o.graceSeconds)) {
            addContainer(c, role, R::GateStarting, false, false, {QString::number(o.graceSeconds)});
            continue;
        }
        addContainer(c, role, R::GateSessionEnded, true, oldEnough(c.createdAt));
    }
}

void Classifier::images()
{
    // Images are shared between projects: a per-project plan judges none.
    if (!o.project.isEmpty())
        return;
    QHash<QString, QStringList> sessionsByTag; // image tag -> slugs of projects whose sessions ran it
    for (const SessionFolder &f : s.local.sessions)
        if (!f.image.isEmpty() && !f.slug.isEmpty() && !sessionsByTag.value(f.image).contains(f.slug))
            sessionsByTag[f.image].append(f.slug);
    QStringList currentGates;
    for (const KnownProject &p : s.local.projects)
        if (p.exists)
            for (const QString &t : p.gateTags)
                if (!currentGates.contains(t))
                    currentGates << t;

    QList<ImageInfo> images = s.images;
    std::sort(images.begin(), images.end(),
              [](const ImageInfo &a, const ImageInfo &b) { return a.created > b.created; });
    for (const ImageInfo &i : images) {
        if (!inScope(i.labels))
            continue;
        const bool managed = Label::isManaged(i.labels);
        QString repo;
        bool base = false;
        for (const QString &tag : i.tags) {
            const QString r = InventorySnapshot::repository(tag);
            base = base || r == InventorySnapshot::baseRepository();
            if (r == InventorySnapshot::sandboxRepository() || r == InventorySnapshot::gateRepository())
                repo = r;
        }
        if (!i.isDangling() && repo.isEmpty() && !base)
            continue; // tagged in a repository that is not ours: not ours to list or remove
        if (i.isDangling() && !managed)
            continue;
        CleanupPlan::Item item;
        item.kind = CleanupPlan::Kind::Image;
        item.role = base ? QStringLiteral("base image")
                         : (repo == InventorySnapshot::gateRepository() ? QStringLiteral("gate image")
                                                                        : QStringLiteral("image"));
        item.id = i.id;
        item.name = i.tags.isEmpty() ? i.id.left(12) : i.tags.first();
        item.refs = i.tags.isEmpty() ? QStringList{i.id} : i.tags;
        item.created = i.created;
        // Tagged: its size as `podman images` lists it (rmi also deletes its dangling parent
        // layers, so its unique size alone would say far too little). A dangling layer: what
        // only it holds, when podman says.
        item.size = i.isDangling() ? s.space.imageUnique.value(SpaceUsage::shortId(i.id), i.size) : i.size;

        // Whose is it? The projects whose current policy renders it, else whose sessions ran it.
        QList<const KnownProject *> renders;
        for (const QString &tag : i.tags)
            for (const KnownProject *p : current.value(tag))
                if (!renders.contains(p))
                    renders << p;
        QStringList ranBy;
        for (const QString &tag : i.tags)
            for (const QString &slug : sessionsByTag.value(tag))
                if (!ranBy.contains(slug))
                    ranBy << slug;
        if (!renders.isEmpty()) {
            item.project = renders.first()->slug;
            item.projectDir = renders.first()->dir;
        } else if (!ranBy.isEmpty()) {
            item.project = ranBy.first();
            fillProject(item);
        }

        int usedBy = 0;
        int usedByRemaining = 0;
        for (const ContainerInfo &c : s.containers + s.others)
            if (InventorySnapshot::uses(c, i)) {
                ++usedBy;
                if (!removedContainers.contains(c.id))
                    ++usedByRemaining;
            }
        auto keep = [&](CleanupPlan::Reason why) {
            item.setReason(why);
            item.inUse = true;
            plan.resources.append(item);
        };
        if (base) {
            keep(R::BaseImage);
            continue;
        }
        // podman may count containers we did not see (buildah's working containers).
        if (usedByRemaining > 0 || i.containers > usedBy) {
            keep(R::UsedByContainer);
            continue;
        }
        bool select = oldEnough(i.created);
        if (i.isDangling()) {
            item.setReason(R::DanglingLayer);
        } else if (!renders.isEmpty()) {
            QStringList names;
            for (const KnownProject *p : renders)
                names << QDir(p->dir).dirName();
            if (!o.all) {
                item.setReason(R::CurrentImage, names);
                item.removedBy = QStringLiteral("--all");
                item.inUse = true;
                plan.resources.append(item);
                continue;
            }
            item.setReason(R::CurrentImageUnused, names);
        } else if (!s.local.read && !o.all) {
            // Nothing says which projects exist: judging by tag could remove a current image.
            keep(R::ProjectsUnreadable);
            continue;
        } else if (repo == InventorySnapshot::gateRepository()) {
            if (currentGates.size() == 1)
                item.setReason(R::Superseded, {currentGates.first()});
            else
                item.setReason(R::NotRendered);
        } else {
            QStringList gone;
            QString successor;
            for (const QString &slug : ranBy) {
                const KnownProject *p = s.local.projectBySlug(slug);
                if (!p || !p->exists)
                    gone << slug;
                else if (successor.isEmpty() && !p->imageTags.isEmpty())
                    successor = p->imageTags.first();
            }
            if (!successor.isEmpty())
                item.setReason(R::Superseded, {successor});
            else if (!gone.isEmpty())
                item.setReason(R::ProjectFolderGone);
            else
                item.setReason(R::NotRendered);
        }
        item.stale = true;
        item.selected = select;
        plan.resources.append(item);
    }
}

void Classifier::volumes()
{
    for (const VolumeInfo &v : s.volumes) {
        if (!Label::isManaged(v.labels) || !inProject(v.labels, o.project) || !inScope(v.labels))
            continue;
        const bool home = v.label(Label::Kind) == QLatin1String(Label::Kinds::Home);
        CleanupPlan::Item item;
        item.kind = CleanupPlan::Kind::Volume;
        item.role = home ? QStringLiteral("home volume") : QStringLiteral("volume");
        item.id = v.name;
        item.name = v.name;
        item.refs = {v.name};
        item.size = s.space.volumes.value(v.name, -1);
        item.created = v.createdAt;
        item.project = v.label(Label::Project);
        fillProject(item);
        if (v.inUse) {
            item.inUse = true;
            item.setReason(R::UsedByContainer);
            plan.resources.append(item);
            continue;
        }
        if (!home) {
            item.setReason(R::VolumeUnused);
            item.stale = true;
            item.selected = oldEnough(v.createdAt);
            plan.resources.append(item);
            continue;
        }
        const KnownProject *p = s.local.projectBySlug(item.project);
        const QDateTime lastUsed = p && p->lastUsed.isValid() ? p->lastUsed : v.createdAt;
        const bool matches =
            o.volumeGlob.isEmpty() || glob.match(item.project).hasMatch() || glob.match(v.name).hasMatch();
        if (p && !p->exists) {
            item.setReason(R::ProjectFolderGone);
            item.stale = true;
        } else if (!p && s.local.read) {
            item.setReason(R::NoKnownProject);
            item.stale = true;
        } else if (lastUsed.isValid() && s.taken.isValid() && lastUsed.secsTo(s.taken) >= o.unusedSeconds) {
            item.setReason(R::ProjectUnused, {CleanupPlan::formatAge(lastUsed.secsTo(s.taken))});
            item.stale = true;
        } else {
            item.setReason(R::HomeVolumeIdle, {projectName(item.project)});
        }
        // --volumes: the stale ones; --volumes=GLOB: every unused one of the matching projects.
        const bool chosen = o.all || (o.volumes && matches && (item.stale || !o.volumeGlob.isEmpty()));
        if (chosen && !item.stale) {
            item.stale = true;
            item.setReason(R::HomeVolumeUnused);
        }
        item.selected = chosen && item.stale && oldEnough(lastUsed);
        if (item.stale && !chosen) {
            item.removedBy = QStringLiteral("--volumes");
            item.reason += QLatin1String(" ") + tr("(clean --volumes removes it)");
        }
        plan.resources.append(item);
    }
}

void Classifier::sessions()
{
    const qint64 limit = o.olderThanSeconds >= 0 ? o.olderThanSeconds : o.sessionAgeSeconds;
    for (const SessionFolder &f : s.local.sessions) {
        if (!o.project.isEmpty() && f.slug != o.project)
            continue;
        CleanupPlan::Item item;
        item.kind = CleanupPlan::Kind::SessionFolder;
        item.role = QStringLiteral("session");
        item.id = f.id;
        item.name = f.id;
        item.refs = {f.path};
        item.size = f.bytes;
        item.created = f.ended;
        item.project = f.slug;
        item.projectDir = f.projectDir;
        if (f.open) {
            item.inUse = true;
            item.running = true;
            item.setReason(R::SessionRunning);
        } else {
            const qint64 age = f.ended.isValid() && s.taken.isValid() ? f.ended.secsTo(s.taken) : 0;
            item.stale = age >= limit;
            item.selected = item.stale;
            if (item.stale)
                item.setReason(R::SessionEnded, {CleanupPlan::formatAge(age)});
            else
                item.setReason(R::SessionEndedRecently,
                               {CleanupPlan::formatAge(age), CleanupPlan::formatAge(limit)});
        }
        plan.resources.append(item);
    }
}

void Classifier::launchers()
{
    for (const LauncherFile &l : s.local.launchers) {
        CleanupPlan::Item item;
        item.kind = CleanupPlan::Kind::Launcher;
        item.role = QStringLiteral("launcher");
        item.id = l.path;
        item.name = QDir(l.path).dirName();
        item.refs = {l.path};
        item.projectDir = l.projectDir;
        item.project = l.projectDir.isEmpty() ? QString() : projectSlug(l.projectDir);
        if (!o.project.isEmpty() && item.project != o.project)
            continue;
        // LocalState lists only the launchers whose folder is gone: each is stale.
        item.stale = true;
        item.size = l.bytes;
        item.selected = true;
        item.setReason(R::ProjectFolderGone);
        plan.resources.append(item);
    }
}

CleanupPlan Classifier::run()
{
    containers();
    images();
    volumes();
    sessions();
    launchers();
    for (const CleanupPlan::Item &i : std::as_const(plan.resources)) {
        if (i.selected)
            plan.items.append(i);
        else if (i.kind != CleanupPlan::Kind::SessionFolder && !i.reason.isEmpty())
            plan.kept << tr("%1: %2").arg(i.name, i.reason);
    }
    return plan;
}

} // namespace

CleanupPlan CleanupPlan::make(const InventorySnapshot &s, const Options &o)
{
    return Classifier(s, o).run();
}

CleanupPlan CleanupPlan::forProject(const InventorySnapshot &s, const QString &projectDir,
                                    const Options &options)
{
    const QString dir = QDir::cleanPath(QDir(projectDir).absolutePath());
    const QString slug = projectSlug(dir);
    Options o = options;
    o.project = slug;
    o.all = false;
    o.volumes = true;
    o.volumeGlob = slug;
    o.olderThanSeconds = -1;
    o.sessionAgeSeconds = 0;
    CleanupPlan plan = make(s, o);
    // Its images: the tags it renders or ran, unless another existing project renders them or a
    // container that stays uses them.
    Options all = options;
    all.all = true;
    all.olderThanSeconds = -1;
    const CleanupPlan images = make(s, all);
    QSet<QString> othersRender;
    QSet<QString> mineTags;
    for (const KnownProject &p : s.local.projects) {
        for (const QString &t : p.imageTags + p.gateTags)
            (p.slug == slug ? mineTags : othersRender).insert(t);
    }
    for (const SessionFolder &f : s.local.sessions)
        if (f.slug == slug && !f.image.isEmpty())
            mineTags.insert(f.image);
    for (Item i : images.resources) {
        if (i.kind != Kind::Image || i.role != QLatin1String("image"))
            continue;
        const bool mine =
            std::any_of(i.refs.begin(), i.refs.end(), [&](const QString &t) { return mineTags.contains(t); });
        const bool shared = std::any_of(i.refs.begin(), i.refs.end(),
                                        [&](const QString &t) { return othersRender.contains(t); });
        if (!mine)
            continue;
        i.project = slug;
        i.projectDir = dir;
        if (shared || i.inUse) {
            i.stale = i.selected = false;
            i.inUse = true;
            i.setReason(shared ? Reason::SharedImage : Reason::UsedByContainer);
        } else {
            i.stale = i.selected = true;
            i.setReason(Reason::ProjectImage);
        }
        plan.resources.append(i);
        if (i.selected)
            plan.items.append(i);
    }
    return plan;
}

QJsonObject CleanupPlan::Item::toJson() const
{
    QJsonObject o{{QStringLiteral("kind"), kindKey(kind)},
                  {QStringLiteral("role"), role},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("size"), size >= 0 ? QJsonValue(size) : QJsonValue()},
                  {QStringLiteral("created"),
                   created.isValid() ? QJsonValue(created.toUTC().toString(Qt::ISODate)) : QJsonValue()},
                  {QStringLiteral("reason_id"), reasonKey(reasonId)},
                  {QStringLiteral("reason"), reason},
                  {QStringLiteral("project"), project},
                  {QStringLiteral("project_dir"), projectDir},
                  {QStringLiteral("in_use"), inUse},
                  {QStringLiteral("running"), running},
                  {QStringLiteral("stale"), stale}};
    if (!removedBy.isEmpty())
        o.insert(QStringLiteral("removed_by"), removedBy);
    return o;
}

QJsonObject CleanupPlan::toJson() const
{
    QJsonArray remove;
    for (const Item &i : items)
        remove.append(i.toJson());
    QJsonArray keep;
    for (const Item &i : resources)
        if (!i.selected)
            keep.append(i.toJson());
    return {{QStringLiteral("remove"), remove},
            {QStringLiteral("kept"), keep},
            {QStringLiteral("bytes"), knownBytes()}};
}

qint64 CleanupPlan::knownBytes() const
{
    qint64 sum = 0;
    for (const Item &i : items)
        if (i.size > 0)
            sum += i.size;
    return sum;
}

QList<CleanupPlan::Item> CleanupPlan::itemsOf(Kind kind) const
{
    QList<Item> out;
    for (const Item &i : items)
        if (i.kind == kind)
            out.append(i);
    return out;
}

bool CleanupPlan::contains(const QString &nameOrId) const
{
    return std::any_of(items.begin(), items.end(),
                       [&](const Item &i) { return i.name == nameOrId || i.id == nameOrId; });
}

const CleanupPlan::Item *CleanupPlan::resource(const QString &nameOrId) const
{
    for (const Item &i : resources)
        if (i.name == nameOrId || i.id == nameOrId)
            return &i;
    return nullptr;
}

namespace {
// Per kind: its JSON key and its name for people.
struct KindWords
{
    const char *key;
    const char *name;
};
KindWords words(CleanupPlan::Kind kind)
{
    static const KindWords table[] = {
        {"container", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "container")},
        {"image", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "image")},
        {"volume", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "volume")},
        {"session", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "session folder")},
        {"launcher", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "launcher")},
    };
    return table[int(kind)];
}
} // namespace

namespace {
// Per reason: its id for machines and its sentence for people.
struct ReasonWords
{
    CleanupPlan::Reason reason;
    const char *key;
    const char *text;
};
constexpr ReasonWords kReasons[] = {
    {R::None, "", ""},
    {R::Running, "running", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "running")},
    {R::WarmSandbox, "warm-sandbox", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "warm sandbox")},
    {R::WarmSandboxNeedsAll, "warm-sandbox-needs-all",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "warm sandbox (clean --all removes it)")},
    {R::SandboxStarting, "sandbox-starting",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "created a moment ago: its session may be starting")},
    {R::SandboxExited, "sandbox-exited", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "exited sandbox")},
    {R::SandboxNotRunning, "sandbox-not-running",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "sandbox that is not running (%1)")},
    {R::NamedGate, "named-gate", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "named gate (ai-sandbox gate up)")},
    {R::NamedGateNeedsAll, "named-gate-needs-all",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan",
                       "a named gate; `ai-sandbox gate down` or clean --all removes it")},
    {R::GateNotRunning, "gate-not-running",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "gate that is not running")},
    {R::GateOfRunningSession, "gate-of-running-session",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "the gate of a running session")},
    {R::GateStarting, "gate-starting",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan",
                       "a gate started less than %1 s ago (its session may be starting)")},
    {R::GateSessionEnded, "gate-session-ended",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "gate whose session ended")},
    {R::BaseImage, "base-image",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan",
                       "the base image: never cleaned (rebuilding it needs the Debian mirror)")},
    {R::UsedByContainer, "used-by-container", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "used by a container")},
    {R::DanglingLayer, "dangling-layer", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "dangling build layer")},
    {R::CurrentImage, "current-image",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "the current image of project %1")},
    {R::CurrentImageUnused, "current-image-unused",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "the current image of %1, unused (clean --all)")},
    {R::ProjectsUnreadable, "projects-unreadable",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "not judged: the known projects could not be read")},
    {R::Superseded, "superseded", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "superseded by tag %1")},
    {R::NotRendered, "not-rendered",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "no known project's policy renders it")},
    {R::ProjectFolderGone, "project-folder-gone",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "project folder gone")},
    {R::VolumeUnused, "volume-unused", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "volume no container uses")},
    {R::NoKnownProject, "no-known-project", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "no known project")},
    {R::ProjectUnused, "project-unused", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "unused for %1")},
    {R::HomeVolumeIdle, "home-volume-idle",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "the home of project %1; no container uses it now")},
    {R::HomeVolumeUnused, "home-volume-unused",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "home volume no container uses")},
    {R::SessionRunning, "session-running", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "session running")},
    {R::SessionEnded, "session-ended", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "session ended %1 ago")},
    {R::SessionEndedRecently, "session-ended-recently",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "session ended %1 ago (kept for %2)")},
    {R::SharedImage, "shared-image",
     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "another project's current image too")},
    {R::ProjectImage, "project-image", QT_TRANSLATE_NOOP("aisb::CleanupPlan", "an image of this project")},
};
const ReasonWords &reasonWords(CleanupPlan::Reason reason)
{
    static_assert(std::size(kReasons) == size_t(R::ProjectImage) + 1, "one row per reason, in order");
    return kReasons[size_t(reason)];
}
} // namespace

QString CleanupPlan::reasonKey(Reason reason)
{
    return QLatin1String(reasonWords(reason).key);
}

QList<CleanupPlan::Reason> CleanupPlan::allReasons()
{
    QList<Reason> out;
    for (const ReasonWords &w : kReasons)
        out << w.reason;
    return out;
}

QString CleanupPlan::reasonText(Reason reason, const QStringList &args)
{
    if (reason == Reason::None)
        return {};
    QString text;
    if (reason == Reason::CurrentImage && args.size() > 1)
        text = tr("the current image of projects %1");
    else
        text = tr(reasonWords(reason).text);
    // The current image's projects are one argument, a list.
    if (reason == Reason::CurrentImage || reason == Reason::CurrentImageUnused)
        return text.arg(args.join(QStringLiteral(", ")));
    if (!text.contains(QLatin1String("%1")))
        return text; // a sentence without blanks ignores extra arguments
    if (args.size() >= 2 && text.contains(QLatin1String("%2")))
        return text.arg(args.at(0), args.at(1));
    return args.isEmpty() ? text : text.arg(args.at(0));
}

void CleanupPlan::Item::setReason(Reason why, const QStringList &args)
{
    reasonId = why;
    reason = reasonText(why, args);
}

QString CleanupPlan::kindName(Kind kind)
{
    return tr(words(kind).name);
}

QString CleanupPlan::kindKey(Kind kind)
{
    return QLatin1String(words(kind).key);
}

QString CleanupPlan::formatBytes(qint64 bytes)
{
    if (bytes < 0)
        return QStringLiteral("?");
    // Decimal units, as podman prints them.
    const char *units[] = {"B", "kB", "MB", "GB", "TB"};
    double v = double(bytes);
    int u = 0;
    while (v >= 1000.0 && u < 4) {
        v /= 1000.0;
        ++u;
    }
    if (u == 0)
        return QString::number(bytes) + QStringLiteral(" B");
    return QString::number(v, 'f', v < 10 ? 1 : 0) + QLatin1Char(' ') + QLatin1String(units[u]);
}

QString CleanupPlan::formatAge(qint64 seconds)
{
    if (seconds < 60)
        return tr("moments");
    if (seconds < 3600)
        return count(seconds / 60, QT_TRANSLATE_NOOP("aisb::CleanupPlan", "1 minute"),
                     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "%1 minutes"));
    if (seconds < 2 * 86400)
        return count(seconds / 3600, QT_TRANSLATE_NOOP("aisb::CleanupPlan", "1 hour"),
                     QT_TRANSLATE_NOOP("aisb::CleanupPlan", "%1 hours"));
    return count(seconds / 86400, QT_TRANSLATE_NOOP("aisb::CleanupPlan", "1 day"),
                 QT_TRANSLATE_NOOP("aisb::CleanupPlan", "%1 days"));
}

} // namespace aisb
