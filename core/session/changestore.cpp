// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/changestore.h"

#include "policy/validation.h"
#include "util/offthread.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>
#include <QSettings>
#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb {
namespace {

// One translation context for the whole file, the one lupdate records (a free Tr::tr() function
// would be filed under each caller's class or namespace, and never found at run time).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::ChangeStore)
};

qint64 capValue(const QVariant &v, qint64 fallback, qint64 max, const QString &key, QStringList &warnings)
{
    if (!v.isValid() || v.toString().trimmed().isEmpty())
        return fallback;
    const qint64 n = parseSize(v.toString().trimmed());
    if (n < 0 || n > max) {
        warnings << Tr::tr("%1 must be a size such as \"16m\" from 0 to %2; got \"%3\", using the default")
                        .arg(key, QString::number(max >> 30) + QStringLiteral("g"), v.toString().left(40));
        return fallback;
    }
    return n;
}

int openLock(const QString &path)
{
    return ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
}

// Removes the store's objects no snapshot refers to, unless a session holds the active lock.
void collectGarbage(const QString &store, const ProjectSnapshot &keep)
{
    const int active = openLock(store + QStringLiteral("/active.lock"));
    if (active < 0)
        return;
    if (::flock(active, LOCK_EX | LOCK_NB) != 0) {
        ::close(active);
        return;
    }
    QSet<QByteArray> referenced;
    for (const SnapshotEntry &e : std::as_const(keep.entries))
        if (e.stored)
            referenced.insert(e.sha256);
    const QByteArray objects = QFile::encodeName(store + QStringLiteral("/objects"));
    const int dirFd = ::open(objects.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        if (DIR *d = ::fdopendir(::dup(dirFd))) {
            QList<QByteArray> gone;
            while (dirent *de = ::readdir(d)) {
                const QByteArray name(de->d_name);
                if (name != "." && name != ".." && !referenced.contains(name))
                    gone << name;
            }
            ::closedir(d);
            for (const QByteArray &name : std::as_const(gone))
                ::unlinkat(dirFd, name.constData(), 0);
        }
        ::close(dirFd);
    }
    ::flock(active, LOCK_UN);
    ::close(active);
}

QString writeJson(const QString &path, const QJsonObject &o)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    f.write(QJsonDocument(o).toJson(QJsonDocument::Indented));
    return f.commit() ? QString() : f.errorString();
}

struct CaptureLock
{
    explicit CaptureLock(const QString &store) : fd(openLock(store + QStringLiteral("/capture.lock")))
    {
        if (fd >= 0)
            ::flock(fd, LOCK_EX);
    }
    ~CaptureLock()
    {
        if (fd >= 0)
            ::close(fd);
    }
    int fd;
};

} // namespace

ChangeStore::Caps ChangeStore::capsFrom(const QVariant &fileCap, const QVariant &totalCap)
{
    Caps c;
    c.fileCap = capValue(fileCap, c.fileCap, 1LL << 30, QStringLiteral("changes/undo_file_cap"), c.warnings);
    c.totalCap =
        capValue(totalCap, c.totalCap, 1LL << 40, QStringLiteral("changes/undo_total_cap"), c.warnings);
    return c;
}

ChangeStore::Caps ChangeStore::caps()
{
    QSettings s(QStringLiteral("ai-sandbox"), QStringLiteral("ai-sandbox"));
    return capsFrom(s.value(QStringLiteral("changes/undo_file_cap")),
                    s.value(QStringLiteral("changes/undo_total_cap")));
}

QString ChangeStore::storeDir(const QString &projectSlug)
{
    return Paths::stateDir() + QStringLiteral("/changes/") + projectSlug;
}

QString ChangeStore::sessionChangesDir(const QString &sessionDir)
{
    return sessionDir + QStringLiteral("/changes");
}
QString ChangeStore::startPath(const QString &sessionDir)
{
    return sessionChangesDir(sessionDir) + QStringLiteral("/start.snap");
}
QString ChangeStore::endPath(const QString &sessionDir)
{
    return sessionChangesDir(sessionDir) + QStringLiteral("/end.snap");
}
QString ChangeStore::jsonPath(const QString &sessionDir)
{
    return sessionChangesDir(sessionDir) + QStringLiteral("/changes.json");
}
QString ChangeStore::objectsDir(const QString &sessionDir)
{
    return sessionChangesDir(sessionDir) + QStringLiteral("/objects");
}

ChangeStore::Result ChangeStore::captureStart(const QString &projectDir, const QString &projectSlug,
                                              const QString &sessionDir, const QStringList &masked)
{
    Result r;
    QElapsedTimer timer;
    timer.start();
    const QString store = storeDir(projectSlug);
    Paths::ensurePrivateDir(Paths::stateDir() + QStringLiteral("/changes"));
    Paths::ensurePrivateDir(store);
    Paths::ensurePrivateDir(store + QStringLiteral("/objects"));
    Paths::ensurePrivateDir(sessionChangesDir(sessionDir));
    const Caps caps = ChangeStore::caps();
    r.warnings = caps.warnings;
    CaptureLock lock(store);
    const std::optional<ProjectSnapshot> previous =
        ProjectSnapshot::load(store + QStringLiteral("/snapshot"));
    ProjectSnapshot::Options o;
    o.previous = previous ? &*previous : nullptr;
    o.objectDir = store + QStringLiteral("/objects");
    o.fileCap = caps.fileCap;
    o.totalCap = caps.totalCap;
    o.masked = masked;
    const std::optional<ProjectSnapshot> snap = ProjectSnapshot::capture(projectDir, o, &r.stats, &r.error);
    if (!snap)
        return r;
    if (const QString e = snap->save(startPath(sessionDir)); !e.isEmpty()) {
        r.error = e;
        return r;
    }
    snap->save(store + QStringLiteral("/snapshot"));
    collectGarbage(store, *snap);
    r.activeLock = openLock(store + QStringLiteral("/active.lock"));
    if (r.activeLock >= 0)
        ::flock(r.activeLock, LOCK_SH);
    r.ms = timer.elapsed();
    return r;
}

ChangeStore::Result ChangeStore::captureEnd(const QString &projectDir, const QString &projectSlug,
                                            const QString &sessionDir, const QString &sessionId,
                                            int activeLock, const QStringList &masked)
{
    Result r;
    QElapsedTimer timer;
    timer.start();
    const QString store = storeDir(projectSlug);
    const Caps caps = ChangeStore::caps();
    const std::optional<ProjectSnapshot> start = ProjectSnapshot::load(startPath(sessionDir));
    if (!start) {
        r.error = Tr::tr("the snapshot taken at the start is missing or unreadable");
        if (activeLock >= 0)
            ::close(activeLock);
        return r;
    }
    std::optional<ProjectSnapshot> end;
    {
        CaptureLock lock(store);
        const std::optional<ProjectSnapshot> latest =
            ProjectSnapshot::load(store + QStringLiteral("/snapshot"));
        ProjectSnapshot::Options o;
        o.previous = latest ? &*latest : &*start;
        o.objectDir = store + QStringLiteral("/objects");
        o.fileCap = caps.fileCap;
        o.totalCap = caps.totalCap;
        o.masked = masked;
        end = ProjectSnapshot::capture(projectDir, o, &r.stats, &r.error);
        if (!end) {
            if (activeLock >= 0)
                ::close(activeLock);
            return r;
        }
        const int rootFd =
            ::open(QFile::encodeName(projectDir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        const QList<FileChange> changes = ProjectChanges::diff(*start, *end, rootFd);
        if (rootFd >= 0)
            ::close(rootFd);
        // The content from before of what the session changed goes with the session.
        Paths::ensurePrivateDir(objectsDir(sessionDir));
        for (const FileChange &c : changes) {
            if (!c.before || !c.before->stored || c.kind == FileChange::Kind::ModeChanged)
                continue;
            const QByteArray from = QFile::encodeName(store + QStringLiteral("/objects/")) + c.before->sha256;
            const QByteArray to =
                QFile::encodeName(objectsDir(sessionDir) + QLatin1Char('/')) + c.before->sha256;
            if (::link(from.constData(), to.constData()) != 0 && errno != EEXIST)
                QFile::copy(QFile::decodeName(from), QFile::decodeName(to));
        }
        end->save(endPath(sessionDir));
        end->save(store + QStringLiteral("/snapshot"));
        r.json = ProjectChanges::toJson(changes);
        r.json.insert(QStringLiteral("schema"), 1);
        r.json.insert(QStringLiteral("session"), sessionId);
        r.json.insert(QStringLiteral("project"), projectDir);
        r.json.insert(QStringLiteral("complete"), true);
        if (const QString e = writeJson(jsonPath(sessionDir), r.json); !e.isEmpty())
            r.error = e;
        if (activeLock >= 0)
            ::close(activeLock);
        collectGarbage(store, *end);
    }
    r.ms = timer.elapsed();
    return r;
}

QJsonObject ChangeStore::currentChanges(const QString &projectDir, const QString &sessionDir,
                                        const QString &sessionId)
{
    const std::optional<ProjectSnapshot> start = ProjectSnapshot::load(startPath(sessionDir));
    if (!start)
        return {};
    ProjectSnapshot::Options o;
    o.previous = &*start;
    const std::optional<ProjectSnapshot> now = ProjectSnapshot::capture(projectDir, o);
    if (!now)
        return {};
    const int rootFd = ::open(QFile::encodeName(projectDir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    QJsonObject json = ProjectChanges::toJson(ProjectChanges::diff(*start, *now, rootFd));
    if (rootFd >= 0)
        ::close(rootFd);
    json.insert(QStringLiteral("schema"), 1);
    json.insert(QStringLiteral("session"), sessionId);
    json.insert(QStringLiteral("project"), projectDir);
    json.insert(QStringLiteral("complete"), false);
    return json;
}

ChangeTracker::ChangeTracker(const QString &projectDir, const QString &projectSlug, const QString &sessionDir,
                             const QString &sessionId, QObject *parent)
    : QObject(parent), m_projectDir(projectDir), m_slug(projectSlug), m_sessionDir(sessionDir),
      m_sessionId(sessionId)
{
}

ChangeTracker::~ChangeTracker()
{
    if (m_activeLock >= 0)
        ::close(m_activeLock);
}

void ChangeTracker::captureStart()
{
    runOffThread(
        this,
        [dir = m_projectDir, slug = m_slug, session = m_sessionDir, masked = m_masked] {
            return ChangeStore::captureStart(dir, slug, session, masked);
        },
        [this](const ChangeStore::Result &r) {
            m_startDone = true;
            m_startOk = r.error.isEmpty();
            m_activeLock = r.activeLock;
            for (const QString &w : r.warnings)
                Q_EMIT note(QStringLiteral("warning"), w, {});
            if (m_startOk)
                Q_EMIT note(QStringLiteral("changes"),
                            Tr::tr("Project captured before the start: %n entries, %1 read in %2 ms", nullptr,
                                   int(r.stats.entries))
                                .arg(r.stats.hashed)
                                .arg(r.ms),
                            {{QStringLiteral("phase"), QStringLiteral("start")},
                             {QStringLiteral("entries"), r.stats.entries},
                             {QStringLiteral("hashed"), r.stats.hashed},
                             {QStringLiteral("stored"), r.stats.stored},
                             {QStringLiteral("ms"), r.ms}});
            else
                Q_EMIT note(QStringLiteral("warning"),
                            Tr::tr("The project could not be captured before the start, so what the session "
                                   "changes will not be listed: %1")
                                .arg(r.error),
                            {});
            Q_EMIT started();
        });
}

bool ChangeTracker::captureEnd(std::function<void()> then)
{
    if (!m_startOk || m_endDone)
        return false;
    m_endDone = true;
    const int lock = m_activeLock;
    m_activeLock = -1;
    runOffThread(
        this,
        [dir = m_projectDir, slug = m_slug, session = m_sessionDir, id = m_sessionId, lock,
         masked = m_masked] { return ChangeStore::captureEnd(dir, slug, session, id, lock, masked); },
        [this, then = std::move(then)](const ChangeStore::Result &r) {
            if (r.error.isEmpty()) {
                const QJsonObject s = r.json.value(QStringLiteral("summary")).toObject();
                Q_EMIT note(
                    QStringLiteral("changes"),
                    Tr::tr("The session created %1, modified %2, deleted %3 and chmod-ed %4 entries (%5 "
                           "flagged): ai-sandbox changes %6")
                        .arg(s.value(QStringLiteral("created")).toInt())
                        .arg(s.value(QStringLiteral("modified")).toInt())
                        .arg(s.value(QStringLiteral("deleted")).toInt())
                        .arg(s.value(QStringLiteral("chmod")).toInt())
                        .arg(s.value(QStringLiteral("flagged")).toInt())
                        .arg(m_sessionId),
                    {{QStringLiteral("phase"), QStringLiteral("end")},
                     {QStringLiteral("summary"), s},
                     {QStringLiteral("hashed"), r.stats.hashed},
                     {QStringLiteral("ms"), r.ms}});
            } else {
                Q_EMIT note(QStringLiteral("warning"),
                            Tr::tr("What the session changed could not be listed: %1").arg(r.error), {});
            }
            then();
        });
    return true;
}

} // namespace aisb
