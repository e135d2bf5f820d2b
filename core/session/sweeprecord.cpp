// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/sweeprecord.h"

#include "util/logging.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <spdlog/spdlog.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace aisb {

namespace {

constexpr char formatName[] = "ai-sandbox-sweep-record";

// lupdate files a tr() in a free function under its namespace: Tr::tr names the context for both.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::EndedSessionSweep)
};

QString quietFileName()
{
    return QStringLiteral("sweep-quiet");
}

QString number(quint64 n)
{
    return QString::number(n);
}

bool parseNumber(const QJsonValue &v, quint64 *out)
{
    bool ok = false;
    *out = v.toString().toULongLong(&ok);
    return ok;
}

QString kindName(NestedRepos::Kind k)
{
    switch (k) {
    case NestedRepos::Kind::Folder:
        return QStringLiteral("folder");
    case NestedRepos::Kind::File:
        return QStringLiteral("file");
    case NestedRepos::Kind::Symlink:
        return QStringLiteral("symlink");
    }
    return {};
}

std::optional<NestedRepos::Kind> kindFrom(const QString &s)
{
    if (s == QLatin1String("folder"))
        return NestedRepos::Kind::Folder;
    if (s == QLatin1String("file"))
        return NestedRepos::Kind::File;
    if (s == QLatin1String("symlink"))
        return NestedRepos::Kind::Symlink;
    return std::nullopt;
}

bool sameProject(const QString &a, const QString &b)
{
    const QString ca = QFileInfo(a).canonicalFilePath();
    return !ca.isEmpty() && ca == QFileInfo(b).canonicalFilePath();
}

bool ownerGone(const SessionDir::Summary &s)
{
    if (s.ownerPid <= 0)
        return true;
    const qint64 start = SessionDir::processStartTime(s.ownerPid);
    return start == 0 || (s.ownerStart > 0 && start != s.ownerStart);
}

SessionEvent warning(const QString &message, const QJsonObject &data)
{
    SessionEvent e;
    e.time = QDateTime::currentDateTimeUtc();
    e.kind = QStringLiteral("warning");
    e.message = message;
    e.data = data;
    return e;
}

// The "quiet" stamp (docs/exec.md, "The fast client"): the device, inode and change time of every
// folder of the project (no symlink followed), of every `.git` that is not a folder and of every
// `.git/config`. Any entry made, removed or renamed anywhere changes its folder's change time, and
// no process can set a change time back, so while every stamp holds nothing new can be in the
// project and the small client skips the sweep. Taken before the sweep's own scan: what appears
// during it changes a stamp. Empty when the project is too large (then every call sweeps).
QByteArray quietStamp(const QString &root)
{
    constexpr int maxFolders = 20000;
    QByteArray out = "aisb-sweep-quiet 1\n";
    // A change time is the kernel's coarse clock (a tick of up to 10 ms): a change in the same tick
    // as the one stamped would leave it equal. So a stamp younger than this margin (or in the future)
    // keeps no file: anything after the stamp is then at least a tick later than what it recorded.
    timespec now{};
    ::clock_gettime(CLOCK_REALTIME, &now);
    const qint64 nowNs = qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
    constexpr qint64 marginNs = 100 * 1000 * 1000;
    bool young = false;
    auto line = [&out, &young, nowNs](char type, const struct stat &st, const QByteArray &path) {
        if (nowNs - (qint64(st.st_ctim.tv_sec) * 1000000000 + st.st_ctim.tv_nsec) < marginNs)
            young = true;
        out += type;
        out += ' ' + QByteArray::number(quint64(st.st_dev)) + ' ' + QByteArray::number(quint64(st.st_ino)) +
               ' ' + QByteArray::number(qint64(st.st_ctim.tv_sec)) + ' ' +
               QByteArray::number(qint64(st.st_ctim.tv_nsec)) + ' ' + path + '\n';
    };
    std::vector<QByteArray> todo{QFile::encodeName(root)};
    int folders = 0;
    while (!todo.empty()) {
        const QByteArray dirPath = todo.back();
        todo.pop_back();
        if (++folders > maxFolders || dirPath.contains('\n'))
            return {};
        const int fd = ::open(dirPath.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        struct stat st
        {
        };
        if (fd < 0 || ::fstat(fd, &st) != 0) {
            if (fd >= 0)
                ::close(fd);
            return {};
        }
        line('d', st, dirPath);
        DIR *d = ::fdopendir(fd);
        if (!d) {
            ::close(fd);
            return {};
        }
        const bool inGit = dirPath.endsWith("/.git");
        while (const dirent *de = ::readdir(d)) {
            const QByteArray name(de->d_name);
            if (name == "." || name == "..")
                continue;
            const bool wanted = name == ".git" || (inGit && name == "config");
            if (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN && !wanted)
                continue;
            struct stat e
            {
            };
            if (::fstatat(::dirfd(d), de->d_name, &e, AT_SYMLINK_NOFOLLOW) != 0)
                continue;
            const QByteArray path = dirPath + '/' + name;
            if (S_ISDIR(e.st_mode))
                todo.push_back(path);
            else if (wanted) {
                if (path.contains('\n')) {
                    ::closedir(d);
                    return {};
                }
                line('f', e, path);
            }
        }
        ::closedir(d);
        if (young)
            return {};
    }
    return out;
}
} // namespace

QByteArray SweepRecord::toJson() const
{
    QJsonArray r;
    for (const NestedRepos::Repo &repo : repos)
        r.append(
            QJsonObject{{QStringLiteral("rel"), repo.rel},
                        {QStringLiteral("kind"), kindName(repo.kind)},
                        {QStringLiteral("gitdir"), repo.gitdirRel},
                        {QStringLiteral("dev"), number(repo.dev)},
                        {QStringLiteral("ino"), number(repo.ino)},
                        {QStringLiteral("fingerprint"), QString::fromLatin1(repo.fingerprint.toBase64())}});
    QJsonArray p;
    for (const ProtectedPathWatch::Recorded &e : protectedPaths)
        p.append(QJsonObject{{QStringLiteral("rel"), e.rel},
                             {QStringLiteral("folder"), e.folder},
                             {QStringLiteral("dev"), number(e.dev)},
                             {QStringLiteral("ino"), number(e.ino)}});
    const QJsonObject o{{QStringLiteral("format"), QLatin1String(formatName)},
                        {QStringLiteral("version"), version},
                        {QStringLiteral("session"), session},
                        {QStringLiteral("project"), project},
                        {QStringLiteral("projectDev"), number(projectDev)},
                        {QStringLiteral("projectIno"), number(projectIno)},
                        {QStringLiteral("launched"), launched.toUTC().toString(Qt::ISODateWithMs)},
                        {QStringLiteral("warm"), warm},
                        {QStringLiteral("nestedScan"), nestedScan},
                        {QStringLiteral("repos"), r},
                        {QStringLiteral("protected"), p}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

std::optional<SweepRecord> SweepRecord::fromJson(const QByteArray &json, QString *error)
{
    auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return refuse(Tr::tr("the sweep record is not valid JSON (%1)").arg(pe.errorString()));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(formatName))
        return refuse(Tr::tr("the file is not a sweep record"));
    if (!o.value(QStringLiteral("version")).isDouble())
        return refuse(Tr::tr("the sweep record has no version"));
    const int v = o.value(QStringLiteral("version")).toInt(-1);
    if (v != version)
        return refuse(Tr::tr("the sweep record has version %1; this ai-sandbox reads version %2 only "
                             "(written by another version of ai-sandbox)")
                          .arg(v)
                          .arg(version));
    SweepRecord rec;
    rec.session = o.value(QStringLiteral("session")).toString();
    rec.project = o.value(QStringLiteral("project")).toString();
    rec.launched = QDateTime::fromString(o.value(QStringLiteral("launched")).toString(), Qt::ISODateWithMs);
    rec.warm = o.value(QStringLiteral("warm")).toBool();
    rec.nestedScan = o.value(QStringLiteral("nestedScan")).toBool();
    quint64 dev = 0, ino = 0;
    if (rec.session.isEmpty() || !QFileInfo(rec.project).isAbsolute() || !rec.launched.isValid() ||
        !parseNumber(o.value(QStringLiteral("projectDev")), &dev) ||
        !parseNumber(o.value(QStringLiteral("projectIno")), &ino) ||
        !o.value(QStringLiteral("repos")).isArray() || !o.value(QStringLiteral("protected")).isArray())
        return refuse(Tr::tr("the sweep record lacks a field or holds a wrong one"));
    rec.projectDev = dev_t(dev);
    rec.projectIno = ino_t(ino);
    for (const QJsonValue &v : o.value(QStringLiteral("repos")).toArray()) {
        const QJsonObject r = v.toObject();
        NestedRepos::Repo repo;
        repo.rel = r.value(QStringLiteral("rel")).toString();
        const auto kind = kindFrom(r.value(QStringLiteral("kind")).toString());
        if (repo.rel.isEmpty() || !kind || !parseNumber(r.value(QStringLiteral("dev")), &dev) ||
            !parseNumber(r.value(QStringLiteral("ino")), &ino))
            return refuse(Tr::tr("the sweep record names a nested repository wrongly"));
        repo.kind = *kind;
        repo.gitdirRel = r.value(QStringLiteral("gitdir")).toString();
        repo.dev = dev_t(dev);
        repo.ino = ino_t(ino);
        repo.fingerprint =
            QByteArray::fromBase64(r.value(QStringLiteral("fingerprint")).toString().toLatin1());
        rec.repos.append(repo);
    }
    for (const QJsonValue &v : o.value(QStringLiteral("protected")).toArray()) {
        const QJsonObject r = v.toObject();
        ProtectedPathWatch::Recorded e;
        e.rel = r.value(QStringLiteral("rel")).toString();
        e.folder = r.value(QStringLiteral("folder")).toBool();
        if (e.rel.isEmpty() || !parseNumber(r.value(QStringLiteral("dev")), &dev) ||
            !parseNumber(r.value(QStringLiteral("ino")), &ino))
            return refuse(Tr::tr("the sweep record names a protected path wrongly"));
        e.dev = dev_t(dev);
        e.ino = ino_t(ino);
        rec.protectedPaths.append(e);
    }
    return rec;
}

QString SweepRecord::write(const SessionDir &dir) const
{
    return dir.writeFile(fileName(), toJson(), true);
}

std::optional<SweepRecord> SweepRecord::read(const SessionDir &dir, QString *error)
{
    QFile f(dir.filePath(fileName()));
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = f.errorString();
        return std::nullopt;
    }
    return fromJson(f.read(1 << 24), error);
}

namespace EndedSessionSweep {

bool isDone(const SessionDir &dir)
{
    return QFileInfo::exists(dir.filePath(SweepRecord::doneFileName()));
}

void markDone(const SessionDir &dir, const QString &why)
{
    const QJsonObject o{{QStringLiteral("time"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
                        {QStringLiteral("why"), why}};
    if (const QString err = dir.writeFile(SweepRecord::doneFileName(),
                                          QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n', true);
        !err.isEmpty())
        Logging::logger("session")->warn("{}", err.toStdString());
}

Result run(const SessionDir &dir, Mode mode)
{
    Result res;
    const QString recordPath = dir.filePath(SweepRecord::fileName());
    const int lock = ::open(QFile::encodeName(recordPath).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (lock < 0)
        return res; // no record: a session of an older version, or one that never launched
    ::flock(lock, LOCK_EX);
    auto done = qScopeGuard([lock] { ::close(lock); });
    if (isDone(dir)) {
        res.skipped = Tr::tr("swept already");
        return res;
    }
    QString error;
    const std::optional<SweepRecord> rec = SweepRecord::read(dir, &error);
    const QString id = dir.id();
    auto fail = [&](const QString &why) {
        res.skipped = why;
        const SessionEvent e = warning(
            Tr::tr("Session %1 ended without its end sweep, and it cannot be swept now (%2): check its "
                   "project for `.git` folders and protected paths (.envrc, .vscode, ...) it made before "
                   "you run git or open the project in an editor.")
                .arg(id, why),
            {{QStringLiteral("endSweep"), QStringLiteral("refused")}});
        dir.appendEvent(e);
        res.events.append(e);
        if (mode == Mode::Once)
            markDone(dir, why);
        return res;
    };
    if (!rec)
        return fail(error);
    struct stat st
    {
    };
    const QString root = QFileInfo(rec->project).canonicalFilePath();
    if (root.isEmpty() || ::stat(QFile::encodeName(root).constData(), &st) != 0 ||
        st.st_dev != rec->projectDev || st.st_ino != rec->projectIno)
        return fail(Tr::tr("its project %1 is gone or is another folder now").arg(rec->project));

    // A warm sandbox's: the stamp for the small client's check, taken before the sweep looks.
    QFile::remove(dir.filePath(quietFileName()));
    const QByteArray quiet = mode == Mode::Again ? quietStamp(root) : QByteArray();
    const QString quarantine = dir.path() + QStringLiteral("/quarantine");
    const QString fallback = QStringLiteral(".ai-sandbox-quarantine/") + id;
    const QString who = mode == Mode::Again
                            ? Tr::tr("After a command in the warm sandbox of session %1").arg(id)
                            : Tr::tr("Session %1 ended without its end sweep (its launcher was killed or "
                                     "its sandbox was stopped); swept now")
                                  .arg(id);
    auto add = [&](const QString &message, QJsonObject data) {
        data.insert(QStringLiteral("endSweep"),
                    mode == Mode::Again ? QStringLiteral("warm") : QStringLiteral("ended"));
        data.insert(QStringLiteral("session"), id);
        const SessionEvent e = warning(message, data);
        dir.appendEvent(e);
        res.events.append(e);
    };

    ProtectedPathWatch watch = ProtectedPathWatch::fromRecord(root, rec->protectedPaths);
    for (const ProtectedPathWatch::Finding &f : watch.sweep(quarantine, fallback)) {
        QJsonObject data{{QStringLiteral("protectedPath"), f.path}};
        if (f.replacedFolder)
            data.insert(QStringLiteral("replacedFolder"), true);
        if (!f.movedTo.isEmpty() || f.deleted) {
            res.moved.append(f.path);
            if (f.deleted)
                data.insert(QStringLiteral("deleted"), true);
            else
                data.insert(QStringLiteral("quarantine"), f.movedTo);
            add(f.deleted ? Tr::tr("%1: %2, a protected path that did not exist at launch, appeared in the "
                                   "project again; this copy was deleted.")
                                .arg(who, f.path)
                          : Tr::tr("%1: %2, a protected path that did not exist at launch (host tools run or "
                                   "trust it), was in the project. It was moved to %3: look at it before "
                                   "you move it back.")
                                .arg(who, f.path, f.movedTo),
                data);
        } else {
            data.insert(QStringLiteral("error"), f.error);
            add(Tr::tr(
                    "%1: %2, a protected path that did not exist at launch, is in the project and could "
                    "not be moved away (%3). Remove it before you run git or open the folder in an editor.")
                    .arg(who, f.path, f.error),
                data);
        }
    }
    if (rec->nestedScan) {
        NestedRepos::Scan atLaunch;
        atLaunch.repos = rec->repos;
        NestedRepos::Scan now;
        for (const NestedRepos::Moved &m :
             NestedRepos::quarantineNew(root, atLaunch, quarantine, fallback, &now)) {
            QJsonObject data{{QStringLiteral("protectedPath"), m.rel}, {QStringLiteral("nestedRepo"), true}};
            if (m.replaced)
                data.insert(QStringLiteral("replacedFolder"), true);
            if (!m.movedTo.isEmpty()) {
                res.moved.append(m.rel);
                data.insert(QStringLiteral("quarantine"), m.movedTo);
                add(Tr::tr("%1: the git repository %2 was not in the project at launch (git would run its "
                           "config and hooks on the host). It was moved to %3: look at it before you move "
                           "it back.")
                        .arg(who, m.rel, m.movedTo),
                    data);
            } else {
                data.insert(QStringLiteral("error"), m.error);
                add(Tr::tr("%1: the git repository %2 was not in the project at launch, and it could not be "
                           "moved away (%3). Remove it before you run git in the project.")
                        .arg(who, m.rel, m.error),
                    data);
            }
        }
        if (now.truncated)
            add(Tr::tr("%1: the project was too large or too deep to look for every git repository "
                       "(stopped after %2 entries): check for new `.git` folders before you run git in it.")
                    .arg(who)
                    .arg(now.entries),
                {});
    }
    res.ran = true;
    // Only when the project was clean: what could not be moved is reported after every command.
    if (!quiet.isEmpty() && res.events.isEmpty())
        dir.writeFile(quietFileName(), quiet, true);
    if (mode == Mode::Once)
        markDone(dir, Tr::tr("swept without its launcher"));
    return res;
}

QList<SessionDir::Summary> pending(const QString &projectDir, const QString &sessionsRoot)
{
    QList<SessionDir::Summary> out;
    for (const QString &id : SessionDir::ids(sessionsRoot)) {
        const SessionDir dir = SessionDir::planned(id, sessionsRoot);
        // Two stat() calls per session in the common case (nothing pending).
        if (!QFileInfo::exists(dir.filePath(SweepRecord::fileName())) || isDone(dir))
            continue;
        const SessionDir::Summary s = SessionDir::open(id, sessionsRoot).summary();
        if (s.warm || !ownerGone(s) || (!projectDir.isEmpty() && !sameProject(s.project, projectDir)))
            continue;
        out.append(s);
    }
    return out;
}

QList<std::pair<QString, Result>> sweepPending(const QString &projectDir, const QString &sessionsRoot,
                                               const QString &exceptSession)
{
    QList<std::pair<QString, Result>> out;
    const QList<SessionDir::Summary> candidates = pending(projectDir, sessionsRoot);
    if (candidates.isEmpty())
        return out;
    const QStringList ids = SessionDir::ids(sessionsRoot); // newest first
    const QList<SessionDir::Summary> all = SessionDir::listCached(sessionsRoot, ids);
    for (const SessionDir::Summary &s : candidates) {
        // A later session of the same project (the launch that asks aside): what appeared in the
        // project since may be its, or the user's, made while no sandbox ran.
        QString later;
        for (const SessionDir::Summary &o : all) {
            if (o.id == s.id)
                break;
            if (o.id != exceptSession && sameProject(o.project, s.project))
                later = o.id;
        }
        const SessionDir dir = SessionDir::open(s.id, sessionsRoot);
        Result r;
        if (later.isEmpty()) {
            r = run(dir, Mode::Once);
        } else {
            r.skipped = Tr::tr("session %1 of the same project started after it").arg(later);
            const SessionEvent e = warning(
                Tr::tr(
                    "Session %1 ended without its end sweep (its launcher was killed), and it is not swept "
                    "now: session %2 of the same project started after it, so what is in the project may "
                    "be that session's or yours. Check the project for `.git` folders and protected paths "
                    "(.envrc, .vscode, ...) before you run git or open it in an editor.")
                    .arg(s.id, later),
                {{QStringLiteral("endSweep"), QStringLiteral("skipped")}, {QStringLiteral("later"), later}});
            dir.appendEvent(e);
            r.events.append(e);
            markDone(dir, r.skipped);
        }
        out.append({s.id, r});
    }
    return out;
}

} // namespace EndedSessionSweep

} // namespace aisb
