// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/protectedpaths.h"

#include "render/render.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace aisb {

namespace {

constexpr int dirFlags = O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
constexpr int maxRemoveDepth = 64;

QByteArray fdPath(int fd)
{
    return QByteArrayLiteral("/proc/self/fd/") + QByteArray::number(fd);
}

// Gives the owner write access to the folder `name` in `parent` (moving a folder to another
// parent rewrites its `..`, removing its entries needs write access too). The folder is opened
// without following a symlink, checked to be the one seen, and changed through its descriptor.
bool unlockFolder(int parent, const char *name, const struct stat &seen)
{
    const int fd = ::openat(parent, name, dirFlags);
    if (fd < 0)
        return false;
    struct stat st
    {
    };
    bool ok = ::fstat(fd, &st) == 0 && st.st_dev == seen.st_dev && st.st_ino == seen.st_ino;
    ok = ok && ::chmod(fdPath(fd).constData(), (st.st_mode & 07777) | S_IRWXU) == 0;
    ::close(fd);
    return ok;
}

// Gives the owner write access to the held folder `fd` when it lacks it: nothing leaves a folder
// without. Whether it changed anything.
bool unlockHeld(int fd)
{
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || !S_ISDIR(st.st_mode) || (st.st_mode & S_IRWXU) == S_IRWXU)
        return false;
    return ::chmod(fdPath(fd).constData(), (st.st_mode & 07777) | S_IRWXU) == 0;
}

// Removes `name` in `parent` and, for a folder, everything in it; symlinks are removed, never
// followed. Gives up below maxRemoveDepth levels (false).
bool removeTree(int parent, const char *name, int depth)
{
    if (::unlinkat(parent, name, 0) == 0)
        return true;
    if (errno != EISDIR && errno != EPERM)
        return errno == ENOENT;
    struct stat st
    {
    };
    if (depth > maxRemoveDepth || ::fstatat(parent, name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
        !S_ISDIR(st.st_mode))
        return false;
    unlockFolder(parent, name, st);
    const int fd = ::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return false;
    DIR *d = ::fdopendir(fd);
    if (!d) {
        ::close(fd);
        return false;
    }
    std::vector<QByteArray> names;
    while (const dirent *de = ::readdir(d)) {
        if (std::strcmp(de->d_name, ".") != 0 && std::strcmp(de->d_name, "..") != 0)
            names.emplace_back(de->d_name);
    }
    bool ok = true;
    for (const QByteArray &n : names)
        ok = removeTree(::dirfd(d), n.constData(), depth + 1) && ok;
    ::closedir(d);
    return ::unlinkat(parent, name, AT_REMOVEDIR) == 0 && ok;
}

// renameat() that never replaces an existing destination.
int renameNoReplace(int fromDir, const char *from, int toDir, const char *to)
{
    if (::renameat2(fromDir, from, toDir, to, RENAME_NOREPLACE) == 0)
        return 0;
    if (errno != EINVAL && errno != ENOSYS)
        return errno;
    // A file system without RENAME_NOREPLACE: the quarantine folder is ours alone.
    struct stat st
    {
    };
    if (::fstatat(toDir, to, &st, AT_SYMLINK_NOFOLLOW) == 0)
        return EEXIST;
    return ::renameat(fromDir, from, toDir, to) == 0 ? 0 : errno;
}

} // namespace

// A watch holding the project's folder itself (its descriptor is the first of m_dirs); without a
// root when the folder cannot be opened.
ProtectedPathWatch ProtectedPathWatch::rootHeld(const QString &projectDir)
{
    ProtectedPathWatch w;
    const QString root = QFileInfo(projectDir).canonicalFilePath();
    if (root.isEmpty())
        return w;
    const int rootFd = ::open(QFile::encodeName(root).constData(), dirFlags);
    if (rootFd < 0)
        return w;
    w.m_root = root;
    w.m_dirs.push_back({rootFd, -1});
    return w;
}

ProtectedPathWatch ProtectedPathWatch::atLaunch(const QString &projectDir, const Policy &policy)
{
    ProtectedPathWatch w = rootHeld(projectDir);
    if (w.m_root.isEmpty())
        return w;
    QMap<QString, int> dirIndex{{QString(), 0}};
    QSet<QString> entries;
    auto addEntry = [&](Entry e) {
        if (!entries.contains(e.rel)) {
            entries.insert(e.rel);
            w.m_entries.push_back(std::move(e));
        }
    };
    for (const QString &path : policy.mounts.readOnly + policy.mounts.masked) {
        const QString rel = Render::normalizeProjectPath(path);
        if (rel.isEmpty())
            continue;
        // The first component that is missing: that is what the sandbox would create. The folders
        // above it are held: a replacement of one of them is moved too.
        const QStringList parts = rel.split(QLatin1Char('/'));
        std::vector<Entry> folders;
        QString prefix;
        int cur = 0;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            prefix = prefix.isEmpty() ? parts[i] : prefix + QLatin1Char('/') + parts[i];
            const QByteArray name = QFile::encodeName(parts[i]);
            struct stat st
            {
            };
            if (::fstatat(w.m_dirs[size_t(cur)].fd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
                if (errno != ENOENT)
                    break;
                for (Entry &f : folders)
                    addEntry(std::move(f));
                addEntry({cur, name, prefix, false, 0, 0, 0});
                break;
            }
            // There and the last component: it is bound. A symlink or a file on the way: the render
            // refuses to bind through it, and it is not ours to watch.
            if (i == parts.size() - 1 || !S_ISDIR(st.st_mode))
                break;
            int idx = dirIndex.value(prefix, -1);
            if (idx < 0) {
                const int fd = ::openat(w.m_dirs[size_t(cur)].fd, name.constData(), dirFlags);
                struct stat held
                {
                };
                if (fd < 0 || ::fstat(fd, &held) != 0 || held.st_ino != st.st_ino ||
                    held.st_dev != st.st_dev) {
                    if (fd >= 0)
                        ::close(fd);
                    break;
                }
                idx = int(w.m_dirs.size());
                w.m_dirs.push_back({fd, -1});
                dirIndex.insert(prefix, idx);
            }
            folders.push_back({cur, name, prefix, true, st.st_dev, st.st_ino, 0});
            cur = idx;
        }
    }
    return w;
}

ProtectedPathWatch::ProtectedPathWatch(ProtectedPathWatch &&other) noexcept
{
    *this = std::move(other);
}

ProtectedPathWatch &ProtectedPathWatch::operator=(ProtectedPathWatch &&other) noexcept
{
    if (this != &other) {
        close();
        m_root = std::exchange(other.m_root, QString());
        m_dirs = std::exchange(other.m_dirs, {});
        m_entries = std::exchange(other.m_entries, {});
        m_notify = std::exchange(other.m_notify, -1);
        m_quarantine = std::exchange(other.m_quarantine, -1);
        m_quarantinePath = std::exchange(other.m_quarantinePath, QString());
        m_fallback = std::exchange(other.m_fallback, -1);
        m_fallbackPath = std::exchange(other.m_fallbackPath, QString());
    }
    return *this;
}

ProtectedPathWatch::~ProtectedPathWatch()
{
    close();
}

void ProtectedPathWatch::close()
{
    for (const Dir &d : m_dirs)
        ::close(d.fd);
    m_dirs.clear();
    for (int *fd : {&m_notify, &m_quarantine, &m_fallback}) {
        if (*fd >= 0)
            ::close(*fd);
        *fd = -1;
    }
}

QStringList ProtectedPathWatch::watched() const
{
    QStringList out;
    for (const Entry &e : m_entries)
        out.append(e.rel);
    out.sort();
    return out;
}

QList<ProtectedPathWatch::Recorded> ProtectedPathWatch::recorded() const
{
    QList<Recorded> out;
    for (const Entry &e : m_entries)
        out.append({e.rel, e.folder, e.dev, e.ino});
    return out;
}

ProtectedPathWatch ProtectedPathWatch::fromRecord(const QString &projectDir, const QList<Recorded> &recorded)
{
    ProtectedPathWatch w = rootHeld(projectDir);
    if (w.m_root.isEmpty())
        return w;
    QMap<QString, const Recorded *> folders;
    for (const Recorded &r : recorded) {
        if (r.folder)
            folders.insert(r.rel, &r);
    }
    QMap<QString, int> dirIndex{{QString(), 0}};
    // The held folder for `rel` (-1: missing, or not the folder recorded at launch).
    auto dirFor = [&](const QString &rel, auto &&self) -> int {
        if (const auto it = dirIndex.constFind(rel); it != dirIndex.cend())
            return it.value();
        const Recorded *f = folders.value(rel);
        const int parent = f ? self(rel.section(QLatin1Char('/'), 0, -2), self) : -1;
        int idx = -1;
        if (parent >= 0) {
            const QByteArray name = QFile::encodeName(rel.section(QLatin1Char('/'), -1));
            const int fd = ::openat(w.m_dirs[size_t(parent)].fd, name.constData(), dirFlags);
            struct stat st
            {
            };
            if (fd >= 0 && ::fstat(fd, &st) == 0 && st.st_dev == f->dev && st.st_ino == f->ino) {
                idx = int(w.m_dirs.size());
                w.m_dirs.push_back({fd, -1});
            } else if (fd >= 0) {
                ::close(fd);
            }
        }
        dirIndex.insert(rel, idx);
        return idx;
    };
    for (const Recorded &r : recorded) {
        const QString rel = Render::normalizeProjectPath(r.rel);
        if (rel.isEmpty() || rel != r.rel)
            continue;
        const int dir = dirFor(rel.section(QLatin1Char('/'), 0, -2), dirFor);
        if (dir < 0)
            continue;
        w.m_entries.push_back(
            {dir, QFile::encodeName(rel.section(QLatin1Char('/'), -1)), rel, r.folder, r.dev, r.ino, 0});
    }
    return w;
}

int ProtectedPathWatch::quarantineFd(const QString &dir, QString *path, QString *why)
{
    if (m_quarantine < 0 && !dir.isEmpty()) {
        if (!QDir().mkpath(dir)) {
            *why = QCoreApplication::translate("aisb::ProtectedPathWatch", "%1 cannot be made").arg(dir);
            return -1;
        }
        m_quarantine = ::open(QFile::encodeName(dir).constData(), dirFlags);
        if (m_quarantine < 0) {
            *why = QString::fromLocal8Bit(std::strerror(errno));
            return -1;
        }
        m_quarantinePath = dir;
    }
    *path = m_quarantinePath;
    return m_quarantine;
}

int ProtectedPathWatch::fallbackFd(const QString &rel, QString *path, QString *why)
{
    if (m_fallback < 0 && !rel.isEmpty() && !m_dirs.empty()) {
        // Made from the project's descriptor, one component at a time, no symlink followed (the
        // sandbox sees this folder).
        int cur = ::dup(m_dirs.front().fd);
        for (const QString &part : rel.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
            const QByteArray name = QFile::encodeName(part);
            if (::mkdirat(cur, name.constData(), 0700) != 0 && errno != EEXIST)
                break;
            const int next = ::openat(cur, name.constData(), dirFlags);
            const int err = errno;
            ::close(cur);
            cur = next;
            if (cur < 0) {
                *why = QString::fromLocal8Bit(std::strerror(err));
                return -1;
            }
        }
        m_fallback = cur;
        m_fallbackPath = m_root + QLatin1Char('/') + rel;
    }
    *path = m_fallbackPath;
    return m_fallback;
}

QList<ProtectedPathWatch::Finding> ProtectedPathWatch::sweep(const QString &quarantineDir,
                                                             const QString &fallbackRel)
{
    QList<Finding> out;
    for (Entry &e : m_entries) {
        const int parent = m_dirs[size_t(e.dir)].fd;
        struct stat st
        {
        };
        if (::fstatat(parent, e.name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        if (e.folder && st.st_dev == e.dev && st.st_ino == e.ino)
            continue;
        Finding f;
        f.path = e.rel;
        f.replacedFolder = e.folder;
        f.count = ++e.seen;
        f.deleted = f.count > keptPerPath;
        // Flattened name: no `.git` or `.vscode` folder appears again inside the quarantine.
        QString flat = e.rel;
        flat.replace(QLatin1Char('/'), QStringLiteral("__"));
        const QByteArray base = f.deleted ? QByteArrayLiteral(".deleted") : QFile::encodeName(flat);
        QByteArray movedName;
        QString qpath;
        QString why;
        auto moveInto = [&](int qfd) {
            bool unlocked = false;
            for (int n = 1; n < 100000; ++n) {
                movedName = n == 1 ? base : base + '.' + QByteArray::number(n);
                const int err = renameNoReplace(parent, e.name.constData(), qfd, movedName.constData());
                if (err == EEXIST)
                    continue;
                if (err == EACCES && !unlocked) {
                    // The sandbox may take its owner's write access away: from the folder that holds
                    // the path (nothing leaves it then), from the quarantine in the project, or from a
                    // folder that is moved (a folder changes parents only with write access to it).
                    unlocked = true;
                    const bool parentUnlocked = unlockHeld(parent);
                    const bool quarantineUnlocked = unlockHeld(qfd);
                    if ((S_ISDIR(st.st_mode) && unlockFolder(parent, e.name.constData(), st)) ||
                        parentUnlocked || quarantineUnlocked) {
                        --n;
                        continue;
                    }
                }
                return err;
            }
            return EEXIST;
        };
        int qfd = quarantineFd(quarantineDir, &qpath, &why);
        int err = qfd >= 0 ? moveInto(qfd) : -1;
        if (err == EXDEV || qfd < 0) {
            qfd = fallbackFd(fallbackRel, &qpath, &why);
            err = qfd >= 0 ? moveInto(qfd) : -1;
        }
        if (err == 0) {
            if (!f.deleted || !removeTree(qfd, movedName.constData(), 0)) {
                f.deleted = false;
                f.movedTo = qpath + QLatin1Char('/') + QFile::decodeName(movedName);
            }
        } else if (err == ENOENT) {
            --e.seen; // gone already (another session's watch, or the sandbox itself)
            continue;
        } else {
            f.deleted = false;
            f.error = err > 0         ? QString::fromLocal8Bit(std::strerror(err))
                      : why.isEmpty() ? QCoreApplication::translate("aisb::ProtectedPathWatch",
                                                                    "no quarantine folder could be made")
                                      : why;
        }
        out.append(f);
    }
    return out;
}

QString ProtectedPathWatch::arm()
{
    if (m_notify >= 0 || m_entries.empty())
        return {};
    m_notify = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (m_notify < 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    for (const Entry &e : m_entries) {
        Dir &d = m_dirs[size_t(e.dir)];
        if (d.wd >= 0)
            continue;
        // The held folder itself (its /proc link resolves to the descriptor, not to a path).
        d.wd = ::inotify_add_watch(m_notify, fdPath(d.fd).constData(), IN_CREATE | IN_MOVED_TO | IN_ONLYDIR);
        if (d.wd < 0) {
            const int err = errno;
            ::close(m_notify);
            m_notify = -1;
            for (Dir &each : m_dirs)
                each.wd = -1;
            return QString::fromLocal8Bit(std::strerror(err));
        }
    }
    return {};
}

bool ProtectedPathWatch::readEvents()
{
    if (m_notify < 0)
        return false;
    bool relevant = false;
    alignas(inotify_event) char buf[16384];
    for (;;) {
        const ssize_t n = ::read(m_notify, buf, sizeof buf);
        if (n <= 0)
            break;
        for (ssize_t at = 0; at + ssize_t(sizeof(inotify_event)) <= n;) {
            const auto *ev = reinterpret_cast<const inotify_event *>(buf + at);
            at += ssize_t(sizeof(inotify_event) + ev->len);
            if (ev->mask & IN_Q_OVERFLOW) {
                relevant = true;
                continue;
            }
            if (ev->len == 0)
                continue;
            for (const Entry &e : m_entries) {
                if (m_dirs[size_t(e.dir)].wd == ev->wd && e.name == ev->name)
                    relevant = true;
            }
        }
    }
    return relevant;
}

} // namespace aisb
