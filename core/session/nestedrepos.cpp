// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/nestedrepos.h"

#include "render/render.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace aisb {

namespace {

constexpr int readDirFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
constexpr qint64 maxGitFileBytes = 4096;

// What git runs or trusts in a gitdir (the built-in list's `.git/...` entries).
const char *const codePaths[] = {"config", "hooks", "info", "commondir", "config.worktree", "modules"};

// lupdate files a tr() in a free function under its namespace: Tr::tr names the context for both.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::NestedRepos)
};

quint32 be32(const uchar *p)
{
    return (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | quint32(p[3]);
}

bool knownMode(quint32 mode)
{
    return mode == 0100644 || mode == 0100755 || mode == 0120000 || mode == 0160000 || mode == 040000;
}

// One pass over an index with `hashLen`-byte object names; false when it does not fit.
bool parseIndex(const QByteArray &data, int hashLen, QStringList *out)
{
    const auto *d = reinterpret_cast<const uchar *>(data.constData());
    const size_t n = size_t(data.size());
    const quint32 version = be32(d + 4);
    const quint32 count = be32(d + 8);
    const size_t fixed = 40 + size_t(hashLen) + 2; // times, dev, ino, mode, uid, gid, size, name, flags
    if (count > n / fixed)
        return false;
    size_t at = 12;
    QByteArray prev;
    QStringList found;
    for (quint32 i = 0; i < count; ++i) {
        if (at + fixed > n)
            return false;
        const uchar *e = d + at;
        const quint32 mode = be32(e + 24);
        const quint32 flags = (quint32(e[40 + hashLen]) << 8) | e[41 + hashLen];
        if (!knownMode(mode))
            return false;
        size_t p = at + fixed;
        if (flags & 0x4000) { // extended flags (version 3 and later)
            if (version < 3)
                return false;
            p += 2;
        }
        if (p >= n)
            return false;
        QByteArray path;
        if (version == 4) {
            // Prefix compression: how many bytes of the previous path to drop, then the rest.
            uchar c = d[p++];
            quint64 strip = c & 127;
            while (c & 128) {
                if (p >= n || strip > (1u << 20))
                    return false;
                c = d[p++];
                strip = ((strip + 1) << 7) | (c & 127);
            }
            if (strip > quint64(prev.size()) || p >= n)
                return false;
            const auto *nul = static_cast<const uchar *>(std::memchr(d + p, 0, n - p));
            if (!nul)
                return false;
            path = prev.left(prev.size() - qsizetype(strip)) +
                   QByteArray(reinterpret_cast<const char *>(d + p), nul - (d + p));
            at = size_t(nul - d) + 1;
        } else {
            const auto *nul = static_cast<const uchar *>(std::memchr(d + p, 0, n - p));
            if (!nul)
                return false;
            const size_t nameLen = size_t(nul - (d + p));
            path = QByteArray(reinterpret_cast<const char *>(d + p), qsizetype(nameLen));
            at += ((p - at) + nameLen + 8) & ~size_t(7);
            if (at > n)
                return false;
        }
        const quint32 nameLen = flags & 0xfff;
        if (path.isEmpty() || (nameLen != 0xfff && nameLen != quint32(path.size())))
            return false;
        if (mode == 0160000)
            found.append(QFile::decodeName(path));
        prev = path;
    }
    if (n - at < size_t(hashLen)) // the trailing checksum
        return false;
    *out = found;
    return true;
}

// Opens the folder `rel` below `rootFd` one component at a time, never following a symlink.
int openBeneath(int rootFd, const QString &rel)
{
    int cur = ::dup(rootFd);
    if (rel.isEmpty())
        return cur;
    for (const QString &part : rel.split(QLatin1Char('/'))) {
        if (cur < 0)
            return -1;
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..")) {
            ::close(cur);
            return -1;
        }
        const int next = ::openat(cur, QFile::encodeName(part).constData(), readDirFlags);
        ::close(cur);
        cur = next;
    }
    return cur;
}

// Reads a small regular file `name` in `dirFd` (no symlink, no fifo that would block).
QByteArray readSmall(int dirFd, const char *name, qint64 max, bool *ok)
{
    *ok = false;
    const int fd = ::openat(dirFd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return {};
    struct stat st
    {
    };
    QByteArray out;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= max) {
        out.resize(qsizetype(st.st_size));
        qsizetype got = 0;
        while (got < out.size()) {
            const ssize_t r = ::read(fd, out.data() + got, size_t(out.size() - got));
            if (r <= 0)
                break;
            got += r;
        }
        out.truncate(got);
        *ok = true;
    }
    ::close(fd);
    return out;
}

// `target` (a gitdir: line's path or a symlink's target) seen from the folder `fromRel` of the
// project `root`, as a project-relative path; empty when it leaves the project.
QString insideProject(const QString &root, const QString &fromRel, const QString &target)
{
    if (target.isEmpty())
        return {};
    const QString base = fromRel.isEmpty() ? root : root + QLatin1Char('/') + fromRel;
    const QString abs =
        QDir::cleanPath(QDir::isAbsolutePath(target) ? target : base + QLatin1Char('/') + target);
    QString canonical = QFileInfo(abs).canonicalFilePath();
    if (canonical.isEmpty())
        canonical = abs; // not there (yet): judged by its name
    if (canonical == root || !canonical.startsWith(root + QLatin1Char('/')))
        return {};
    return canonical.mid(root.size() + 1);
}

// Looks at `name` (".git") in the folder `dirFd` (project-relative `dirRel`).
bool lookAtGit(int dirFd, const QString &dirRel, const QString &root, NestedRepos::Repo *repo)
{
    struct stat st
    {
    };
    if (::fstatat(dirFd, ".git", &st, AT_SYMLINK_NOFOLLOW) != 0)
        return false;
    repo->rel = dirRel.isEmpty() ? QStringLiteral(".git") : dirRel + QStringLiteral("/.git");
    repo->dev = st.st_dev;
    repo->ino = st.st_ino;
    repo->gitdirRel.clear();
    repo->fingerprint.clear();
    if (S_ISDIR(st.st_mode)) {
        repo->kind = NestedRepos::Kind::Folder;
        if (Render::normalizeProjectPath(repo->rel) != repo->rel) {
            const int gfd = ::openat(dirFd, ".git", readDirFlags);
            if (gfd >= 0) {
                bool ok = false;
                repo->fingerprint = readSmall(gfd, "config", 1024 * 1024, &ok);
                ::close(gfd);
            }
        }
    } else if (S_ISLNK(st.st_mode)) {
        repo->kind = NestedRepos::Kind::Symlink;
        char buf[4096];
        const ssize_t len = ::readlinkat(dirFd, ".git", buf, sizeof buf - 1);
        if (len > 0)
            repo->fingerprint = QByteArray(buf, int(len));
        if (len > 0)
            repo->gitdirRel = insideProject(root, dirRel, QFile::decodeName(QByteArray(buf, int(len))));
    } else {
        repo->kind = NestedRepos::Kind::File;
        bool ok = false;
        const QByteArray text = readSmall(dirFd, ".git", maxGitFileBytes, &ok);
        repo->fingerprint = ok ? text : QByteArrayLiteral("<unreadable>");
        for (const QByteArray &line : text.split('\n')) {
            if (line.startsWith("gitdir:")) {
                repo->gitdirRel = insideProject(root, dirRel, QFile::decodeName(line.mid(7).trimmed()));
                break;
            }
        }
    }
    return true;
}

struct Walker
{
    const NestedRepos::Limits &limits;
    const QString &root;
    NestedRepos::Scan &scan;

    void walk(int fd, const QString &rel, int depth)
    {
        DIR *d = ::fdopendir(fd);
        if (!d) {
            ::close(fd);
            return;
        }
        std::vector<QByteArray> folders;
        bool hasGit = false;
        while (const dirent *de = ::readdir(d)) {
            if (std::strcmp(de->d_name, ".") == 0 || std::strcmp(de->d_name, "..") == 0)
                continue;
            if (++scan.entries > limits.maxEntries) {
                scan.truncated = true;
                break;
            }
            if (std::strcmp(de->d_name, ".git") == 0) {
                hasGit = true; // never walked into: the top-level one is protected, nested ones are repos
                continue;
            }
            // The fallback quarantine holds what earlier sessions moved away.
            if (depth == 0 && std::strcmp(de->d_name, ".ai-sandbox-quarantine") == 0)
                continue;
            unsigned char type = de->d_type;
            if (type == DT_UNKNOWN) {
                struct stat st
                {
                };
                if (::fstatat(::dirfd(d), de->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR(st.st_mode))
                    type = DT_DIR;
            }
            if (type == DT_DIR)
                folders.emplace_back(de->d_name);
        }
        if (hasGit) {
            NestedRepos::Repo repo;
            if (lookAtGit(::dirfd(d), rel, root, &repo) &&
                (depth > 0 || repo.kind != NestedRepos::Kind::Folder))
                add(repo);
        }
        for (const QByteArray &name : folders) {
            if (scan.truncated)
                break;
            if (depth + 1 > limits.maxDepth) {
                scan.truncated = true;
                break;
            }
            const int child = ::openat(::dirfd(d), name.constData(), readDirFlags);
            if (child >= 0)
                walk(child,
                     rel.isEmpty() ? QFile::decodeName(name)
                                   : rel + QLatin1Char('/') + QFile::decodeName(name),
                     depth + 1);
        }
        ::closedir(d);
    }

    void add(const NestedRepos::Repo &repo)
    {
        for (const NestedRepos::Repo &r : std::as_const(scan.repos))
            if (r.rel == repo.rel)
                return;
        if (scan.repos.size() >= limits.maxRepos) {
            scan.truncated = true;
            return;
        }
        scan.repos.append(repo);
    }
};

// The project's own index: `.git/index`, or the gitdir's that a `.git` file names.
QByteArray readIndex(int rootFd, const QString &root, qint64 max, QString *error)
{
    struct stat st
    {
    };
    if (::fstatat(rootFd, ".git", &st, AT_SYMLINK_NOFOLLOW) != 0)
        return {};
    int gitFd = -1;
    if (S_ISDIR(st.st_mode)) {
        gitFd = ::openat(rootFd, ".git", readDirFlags);
    } else if (S_ISREG(st.st_mode)) {
        bool ok = false;
        const QByteArray text = readSmall(rootFd, ".git", maxGitFileBytes, &ok);
        for (const QByteArray &line : text.split('\n')) {
            if (line.startsWith("gitdir:")) {
                QString dir = QFile::decodeName(line.mid(7).trimmed());
                if (!QDir::isAbsolutePath(dir))
                    dir = root + QLatin1Char('/') + dir;
                gitFd = ::open(QFile::encodeName(QDir::cleanPath(dir)).constData(),
                               O_RDONLY | O_DIRECTORY | O_CLOEXEC);
                break;
            }
        }
    }
    if (gitFd < 0)
        return {};
    bool ok = false;
    QByteArray data = readSmall(gitFd, "index", max, &ok);
    if (!ok && ::fstatat(gitFd, "index", &st, AT_SYMLINK_NOFOLLOW) == 0)
        *error = Tr::tr("the index is not a regular file of at most %1 bytes").arg(max);
    ::close(gitFd);
    return data;
}

bool unbindable(const QString &rel)
{
    return Render::normalizeProjectPath(rel) != rel;
}

} // namespace

QStringList NestedRepos::indexGitlinks(const QByteArray &index, QString *error)
{
    QStringList out;
    if (index.size() < 12 || !index.startsWith("DIRC")) {
        if (error)
            *error = Tr::tr("not a git index");
        return {};
    }
    const quint32 version = be32(reinterpret_cast<const uchar *>(index.constData()) + 4);
    if (version < 2 || version > 4) {
        if (error)
            *error = Tr::tr("git index version %1 is not known").arg(version);
        return {};
    }
    if (parseIndex(index, 20, &out) || parseIndex(index, 32, &out))
        return out;
    if (error)
        *error = Tr::tr("the git index is damaged");
    return {};
}

NestedRepos::Scan NestedRepos::scan(const QString &projectDir, const Limits &limits)
{
    Scan s;
    const QString root = QFileInfo(projectDir).canonicalFilePath();
    if (root.isEmpty())
        return s;
    const int rootFd = ::open(QFile::encodeName(root).constData(), readDirFlags);
    if (rootFd < 0)
        return s;
    Walker w{limits, root, s};
    // The gitlinks first: git recurses into them from the project, whatever their depth.
    const QByteArray index = readIndex(rootFd, root, limits.maxIndexBytes, &s.indexError);
    if (!index.isEmpty()) {
        QString why;
        const QStringList links = indexGitlinks(index, &why);
        if (!why.isEmpty())
            s.indexError = why;
        for (const QString &link : links) {
            const QString rel = QDir::cleanPath(link);
            if (rel.isEmpty() || rel.startsWith(QLatin1String("..")) || QDir::isAbsolutePath(rel) ||
                rel.contains(QLatin1String("/../")) || rel == QLatin1String("."))
                continue;
            s.gitlinks.append(rel);
            const int fd = openBeneath(rootFd, rel);
            if (fd < 0)
                continue;
            Repo repo;
            if (lookAtGit(fd, rel, root, &repo))
                w.add(repo);
            ::close(fd);
        }
    }
    w.walk(::dup(rootFd), QString(), 0);
    ::close(rootFd);
    for (const Repo &r : std::as_const(s.repos))
        if (unbindable(r.rel))
            s.unprotectable.append(r.rel);
    return s;
}

QStringList NestedRepos::protectedPaths(const Scan &scan, const Policy &policy)
{
    QStringList already;
    for (const QString &p : policy.mounts.readOnly + policy.mounts.masked) {
        const QString rel = Render::normalizeProjectPath(p);
        if (!rel.isEmpty())
            already.append(rel);
    }
    auto covered = [&](const QString &rel) {
        for (const QString &a : std::as_const(already))
            if (rel == a || rel.startsWith(a + QLatin1Char('/')))
                return true;
        return false;
    };
    QStringList out;
    auto add = [&](const QString &rel) {
        if (!unbindable(rel) && !covered(rel) && !out.contains(rel))
            out.append(rel);
    };
    auto addGitdir = [&](const QString &gitdir) {
        if (gitdir.isEmpty())
            return;
        for (const char *p : codePaths)
            add(gitdir + QLatin1Char('/') + QLatin1String(p));
    };
    QSet<QString> repoFolders;
    for (const Repo &r : scan.repos) {
        repoFolders.insert(r.rel);
        if (r.kind == Kind::Folder) {
            addGitdir(r.rel);
        } else {
            add(r.rel); // the `.git` file (or link) itself: it cannot be pointed elsewhere
            addGitdir(r.gitdirRel);
        }
    }
    // A gitlink without its `.git` (a submodule not checked out): watched, quarantined if made.
    for (const QString &link : scan.gitlinks) {
        const QString git = link + QStringLiteral("/.git");
        if (!repoFolders.contains(git))
            add(git);
    }
    return out;
}

Policy NestedRepos::withProtection(const Policy &policy, const Scan &scan)
{
    Policy p = policy;
    if (p.mounts.project == MountMode::ReadOnly)
        return p;
    p.mounts.readOnly += protectedPaths(scan, policy);
    return p;
}

QList<NestedRepos::Moved> NestedRepos::quarantineNew(const QString &projectDir, const Scan &atLaunch,
                                                     const QString &quarantineDir, const QString &fallbackRel,
                                                     Scan *nowOut, const Limits &limits)
{
    QList<Moved> out;
    const Scan now = scan(projectDir, limits);
    if (nowOut)
        *nowOut = now;
    const QString root = QFileInfo(projectDir).canonicalFilePath();
    QHash<QString, Repo> before;
    for (const Repo &r : atLaunch.repos)
        before.insert(r.rel, r);
    int rootFd = -1;
    int qfd = -1;
    QString qpath;
    for (const Repo &r : now.repos) {
        const auto was = before.constFind(r.rel);
        if (was != before.cend() && was->kind == r.kind && was->dev == r.dev && was->ino == r.ino &&
            was->fingerprint == r.fingerprint)
            continue;
        // A new top-level `.git` folder is the built-in list's (ProtectedPathWatch).
        if (r.rel == QLatin1String(".git") && r.kind == Kind::Folder)
            continue;
        Moved m;
        m.rel = r.rel;
        m.replaced = was != before.cend();
        if (rootFd < 0)
            rootFd = ::open(QFile::encodeName(root).constData(), readDirFlags);
        const QString parentRel = r.rel.section(QLatin1Char('/'), 0, -2);
        const int parent = rootFd < 0 ? -1 : openBeneath(rootFd, parentRel);
        if (parent < 0) {
            m.error = QString::fromLocal8Bit(std::strerror(errno));
            out.append(m);
            continue;
        }
        auto openQuarantine = [&](bool fallback) {
            if (qfd >= 0)
                ::close(qfd);
            qfd = -1;
            if (!fallback) {
                if (!quarantineDir.isEmpty() && QDir().mkpath(quarantineDir)) {
                    qfd = ::open(QFile::encodeName(quarantineDir).constData(), readDirFlags);
                    qpath = quarantineDir;
                }
                return;
            }
            int cur = ::dup(rootFd);
            for (const QString &part : fallbackRel.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
                const QByteArray name = QFile::encodeName(part);
                if (::mkdirat(cur, name.constData(), 0700) != 0 && errno != EEXIST) {
                    ::close(cur);
                    return;
                }
                const int next = ::openat(cur, name.constData(), readDirFlags);
                ::close(cur);
                if ((cur = next) < 0)
                    return;
            }
            qfd = cur;
            qpath = root + QLatin1Char('/') + fallbackRel;
        };
        if (qfd < 0)
            openQuarantine(false);
        QString flat = r.rel;
        flat.replace(QLatin1Char('/'), QStringLiteral("__"));
        int err = qfd < 0 ? ENOENT : 0;
        QByteArray movedName;
        bool unlocked = false;
        bool triedFallback = false;
        for (int n = 1; n < 10000; ++n) {
            if (qfd < 0) {
                err = EXDEV;
            } else {
                movedName = QFile::encodeName(flat) + (n == 1 ? QByteArray() : '.' + QByteArray::number(n));
                err = ::renameat2(parent, ".git", qfd, movedName.constData(), RENAME_NOREPLACE) == 0 ? 0
                                                                                                     : errno;
            }
            if (err == EEXIST)
                continue;
            if (err == EACCES && !unlocked) {
                // The sandbox may have taken its owner's write access (the folder, or the `.git`
                // folder whose `..` a move rewrites).
                unlocked = true;
                struct stat st
                {
                };
                if (::fstat(parent, &st) == 0)
                    ::fchmod(parent, (st.st_mode & 07777) | S_IRWXU);
                const int g = ::openat(parent, ".git", readDirFlags);
                if (g >= 0) {
                    if (::fstat(g, &st) == 0)
                        ::fchmod(g, (st.st_mode & 07777) | S_IRWXU);
                    ::close(g);
                }
                --n;
                continue;
            }
            if (err == EXDEV && !triedFallback && !fallbackRel.isEmpty()) {
                triedFallback = true;
                openQuarantine(true);
                n = 0;
                continue;
            }
            break;
        }
        ::close(parent);
        if (err == 0)
            m.movedTo = qpath + QLatin1Char('/') + QFile::decodeName(movedName);
        else if (err == ENOENT)
            continue; // gone already
        else
            m.error = QString::fromLocal8Bit(std::strerror(err));
        out.append(m);
    }
    if (qfd >= 0)
        ::close(qfd);
    if (rootFd >= 0)
        ::close(rootFd);
    return out;
}

} // namespace aisb
