// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/projectsnapshot.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSaveFile>
#include <QSet>
#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <dirent.h>
#include <fcntl.h>
#include <functional>
#include <linux/fs.h>
#include <linux/openat2.h>
#include <mutex>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <thread>
#include <unistd.h>

namespace aisb {
namespace {

constexpr qint64 chunk = 256 * 1024;

qint64 nanos(const timespec &t)
{
    return qint64(t.tv_sec) * 1000000000LL + t.tv_nsec;
}

SnapshotEntry fromStat(const struct stat &st)
{
    SnapshotEntry e;
    if (S_ISREG(st.st_mode))
        e.type = SnapshotEntry::File;
    else if (S_ISDIR(st.st_mode))
        e.type = SnapshotEntry::Dir;
    else if (S_ISLNK(st.st_mode))
        e.type = SnapshotEntry::Link;
    else
        e.type = SnapshotEntry::Other;
    e.mode = st.st_mode & 07777;
    e.uid = st.st_uid;
    e.gid = st.st_gid;
    e.size = e.type == SnapshotEntry::Dir ? 0 : qint64(st.st_size);
    e.mtimeNs = nanos(st.st_mtim);
    e.ctimeNs = nanos(st.st_ctim);
    e.ino = st.st_ino;
    return e;
}

// What every walker of one capture shares: the store's accounting across threads.
struct SharedStore
{
    QSet<QByteArray> storedBefore; // hashes `previous` had stored (read only while walking)
    std::atomic<qint64> total{0};  // bytes kept so far, against Options::totalCap
};

class Walker
{
public:
    // `tag` tells this walker's temporary object names from the other threads' ones.
    Walker(const ProjectSnapshot::Options &o, ProjectSnapshot &out, ProjectSnapshot::Stats &stats,
           SharedStore &shared, int tag = 0)
        : m_o(o), m_out(out), m_stats(stats), m_shared(shared), m_tmpSuffix(".tmp" + QByteArray::number(tag))
    {
        m_buf.resize(chunk);
        if (!m_o.objectDir.isEmpty()) {
            m_objFd =
                ::open(QFile::encodeName(m_o.objectDir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        }
    }
    ~Walker()
    {
        if (m_objFd >= 0)
            ::close(m_objFd);
    }
    Walker(const Walker &) = delete;
    Walker &operator=(const Walker &) = delete;

    // Where a sub-folder goes instead of being walked at once (the parallel walk's queue).
    std::function<void(const QByteArray &rel)> defer;

    void walk(int dirFd, const QByteArray &prefix, dev_t dev)
    {
        const int listFd = ::dup(dirFd);
        if (listFd < 0)
            return;
        DIR *d = ::fdopendir(listFd);
        if (!d) {
            ::close(listFd);
            return;
        }
        const bool objects = m_o.previous && isGitObjectFolder(prefix);
        while (dirent *de = ::readdir(d)) {
            const char *name = de->d_name;
            if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0)))
                continue;
            if (objects && de->d_type == DT_REG && takeGitObject(prefix + name, de->d_ino))
                continue;
            struct stat st;
            if (::fstatat(dirFd, name, &st, AT_SYMLINK_NOFOLLOW) != 0)
                continue; // gone while we walked
            const QByteArray path = prefix + name;
            SnapshotEntry e = fromStat(st);
            ++m_stats.entries;
            if (e.type == SnapshotEntry::File) {
                fileContent(dirFd, name, path, e);
            } else if (e.type == SnapshotEntry::Link) {
                QByteArray target(4096, Qt::Uninitialized);
                const ssize_t n = ::readlinkat(dirFd, name, target.data(), size_t(target.size()));
                target.resize(n < 0 ? 0 : n);
                e.linkTarget = target;
            }
            m_out.entries.insert(path, e);
            // A file system mounted inside the project is listed, not entered.
            if (e.type == SnapshotEntry::Dir && st.st_dev == dev && defer) {
                defer(path);
            } else if (e.type == SnapshotEntry::Dir && st.st_dev == dev) {
                const int sub =
                    ::openat(dirFd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
                if (sub >= 0) {
                    walk(sub, path + '/', dev);
                    ::close(sub);
                }
            }
        }
        ::closedir(d);
    }

private:
    // A loose git object's folder: ".git/objects/ab/" (of the project or of a nested repository).
    static bool isGitObjectFolder(const QByteArray &prefix)
    {
        static const QByteArray marker = ".git/objects/";
        const qsizetype n = prefix.size();
        if (n < marker.size() + 3 || prefix.at(n - 1) != '/')
            return false;
        const QByteArray head = prefix.left(n - 3);
        if (!head.endsWith(marker) ||
            (head.size() > marker.size() && head.at(head.size() - marker.size() - 1) != '/'))
            return false;
        return std::isxdigit(uchar(prefix.at(n - 3))) && std::isxdigit(uchar(prefix.at(n - 2)));
    }

    // Git never changes an object file: it is written once under the hash of its content, and
    // replaced only by a new file. One that `previous` recorded with the same inode is taken from
    // it without an lstat (a large repository holds as many objects as files, and this halves
    // the walk). A new, renamed-over or replaced object has another inode and is read as usual.
    bool takeGitObject(const QByteArray &path, ino_t ino)
    {
        const auto it = m_o.previous->entries.constFind(path);
        if (it == m_o.previous->entries.cend() || it->type != SnapshotEntry::File || it->ino != ino ||
            it->sha256.isEmpty())
            return false;
        SnapshotEntry e = *it;
        e.stored = it->stored && keepable(path);
        if (e.stored)
            m_shared.total += e.size;
        ++m_stats.entries;
        ++m_stats.gitObjectsTrusted;
        m_out.entries.insert(path, e);
        return true;
    }

    void fileContent(int dirFd, const char *name, const QByteArray &path, SnapshotEntry &e)
    {
        if (m_o.previous) {
            const auto it = m_o.previous->entries.constFind(path);
            if (it != m_o.previous->entries.cend() && it->sameStat(e) && !it->sha256.isEmpty()) {
                e.sha256 = it->sha256;
                e.stored = it->stored && keepable(path);
                if (e.stored)
                    m_shared.total += e.size;
                return;
            }
        }
        const int fd = ::openat(dirFd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd < 0) {
            ++m_stats.unreadable;
            return;
        }
        struct stat st;
        if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_ino != e.ino) {
            ::close(fd); // replaced between lstat and open
            ++m_stats.unreadable;
            return;
        }
        const bool keep = m_objFd >= 0 && e.size <= m_o.fileCap &&
                          m_shared.total.load() + e.size <= m_o.totalCap && keepable(path);
        QByteArray content;
        QCryptographicHash h(QCryptographicHash::Sha256);
        qint64 total = 0;
        for (;;) {
            const ssize_t n = ::read(fd, m_buf.data(), size_t(m_buf.size()));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            h.addData(QByteArrayView(m_buf.constData(), n));
            if (keep)
                content.append(m_buf.constData(), n);
            total += n;
        }
        ++m_stats.hashed;
        m_stats.hashedBytes += total;
        // The size we read is the size we hashed (a file growing as we read is taken as read).
        e.size = total;
        e.sha256 = h.result().toHex();
        // The room is taken before the copy, so threads storing at once stay within the cap.
        if (keep && total <= m_o.fileCap) {
            if (m_shared.total.fetch_add(total) + total <= m_o.totalCap)
                e.stored = store(fd, e.sha256, content);
            if (!e.stored)
                m_shared.total -= total;
        }
        ::close(fd);
    }

    // Whether the store may hold this file's content: not a secret by its name, not masked.
    bool keepable(const QByteArray &path) const
    {
        if (!ProjectSnapshot::mayKeepContent(path))
            return false;
        const QString rel = QString::fromUtf8(path);
        for (const QString &m : m_o.masked) {
            const QString cleanM = m.endsWith(QLatin1Char('/')) ? m.chopped(1) : m;
            if (rel == cleanM || rel.startsWith(cleanM + QLatin1Char('/')))
                return false;
        }
        return true;
    }

    // Puts the content into the object store unless an object of that hash is there.
    bool store(int fd, const QByteArray &hash, const QByteArray &content)
    {
        if (m_shared.storedBefore.contains(hash) || m_storedNow.contains(hash))
            return true;
        struct stat st;
        if (::fstatat(m_objFd, hash.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode)) {
            m_storedNow.insert(hash);
            return true;
        }
        const QByteArray tmp = hash + m_tmpSuffix;
        ::unlinkat(m_objFd, tmp.constData(), 0);
        const int out =
            ::openat(m_objFd, tmp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0400);
        if (out < 0)
            return false;
        bool ok = false;
        if (m_reflink && ::ioctl(out, FICLONE, fd) == 0) {
            ok = true;
            ++m_stats.reflinked;
        } else {
            m_reflink = false; // this file system (or pair of them) cannot: copy from now on
            const char *p = content.constData();
            qint64 left = content.size();
            ok = true;
            while (left > 0) {
                const ssize_t n = ::write(out, p, size_t(left));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n <= 0) {
                    ok = false;
                    break;
                }
                p += n;
                left -= n;
            }
        }
        ::close(out);
        if (!ok || ::renameat(m_objFd, tmp.constData(), m_objFd, hash.constData()) != 0) {
            ::unlinkat(m_objFd, tmp.constData(), 0);
            return false;
        }
        m_storedNow.insert(hash);
        ++m_stats.stored;
        m_stats.storedBytes += content.size();
        return true;
    }

    const ProjectSnapshot::Options &m_o;
    ProjectSnapshot &m_out;
    ProjectSnapshot::Stats &m_stats;
    SharedStore &m_shared;
    const QByteArray m_tmpSuffix;
    QByteArray m_buf;
    QSet<QByteArray> m_storedNow;
    int m_objFd = -1;
    bool m_reflink = true;
};

// A folder below the root, opened without following a symlink in any part of its path and
// without leaving the root's file system (what the recursive walk's O_NOFOLLOW per step and
// device check do). -1 when it cannot be (gone, replaced, or openat2 missing: ENOSYS).
int openBeneath(int rootFd, const QByteArray &rel)
{
    open_how how{};
    how.flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK;
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS | RESOLVE_NO_XDEV;
    return int(::syscall(SYS_openat2, rootFd, rel.constData(), &how, sizeof how));
}

ProjectSnapshot::Stats &operator+=(ProjectSnapshot::Stats &a, const ProjectSnapshot::Stats &b)
{
    a.entries += b.entries;
    a.hashed += b.hashed;
    a.hashedBytes += b.hashedBytes;
    a.stored += b.stored;
    a.storedBytes += b.storedBytes;
    a.reflinked += b.reflinked;
    a.unreadable += b.unreadable;
    a.gitObjectsTrusted += b.gitObjectsTrusted;
    return a;
}

// The walk on `threads` threads: folders are a shared queue, each thread lists and reads its own
// and keeps its own entries, merged at the end. Reading a large tree is mostly waiting for lstat and
// read, which the threads overlap (git status does the same with its index preload).
void walkInParallel(int rootFd, dev_t dev, int threads, const ProjectSnapshot::Options &options,
                    ProjectSnapshot &out, ProjectSnapshot::Stats &stats, SharedStore &shared)
{
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<QByteArray> queue{QByteArray()}; // "" is the root itself
    int busy = 0;
    std::vector<ProjectSnapshot> parts(static_cast<size_t>(threads));
    std::vector<ProjectSnapshot::Stats> partStats(static_cast<size_t>(threads));
    auto work = [&](int index) {
        Walker w(options, parts[size_t(index)], partStats[size_t(index)], shared, index);
        w.defer = [&](const QByteArray &rel) {
            const std::lock_guard lock(mutex);
            queue.push_back(rel);
            wake.notify_one();
        };
        for (;;) {
            QByteArray rel;
            {
                std::unique_lock lock(mutex);
                wake.wait(lock, [&] { return !queue.empty() || busy == 0; });
                if (queue.empty())
                    return; // nothing queued and nobody who could queue more
                rel = std::move(queue.front());
                queue.pop_front();
                ++busy;
            }
            const int fd = rel.isEmpty() ? ::dup(rootFd) : openBeneath(rootFd, rel);
            if (fd >= 0) {
                w.walk(fd, rel.isEmpty() ? QByteArray() : rel + '/', dev);
                ::close(fd);
            }
            const std::lock_guard lock(mutex);
            if (--busy == 0 && queue.empty())
                wake.notify_all();
        }
    };
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(work, i);
    work(0);
    for (std::thread &t : pool)
        t.join();
    qsizetype count = 0;
    for (const ProjectSnapshot &p : parts)
        count += p.entries.size();
    out.entries.reserve(count);
    for (ProjectSnapshot &p : parts) {
        for (auto it = p.entries.cbegin(); it != p.entries.cend(); ++it)
            out.entries.insert(it.key(), it.value());
        p.entries.clear();
    }
    for (const ProjectSnapshot::Stats &s : partStats)
        stats += s;
}

bool parseNumber(const QByteArray &field, qint64 *out)
{
    bool ok = false;
    *out = field.toLongLong(&ok);
    return ok;
}

} // namespace

bool ProjectSnapshot::mayKeepContent(const QByteArray &path)
{
    const qsizetype slash = path.lastIndexOf('/');
    const QByteArray name = slash < 0 ? path : path.mid(slash + 1);
    static const char *const exact[] = {
        ".ai-sandbox.toml", ".env",   ".netrc", ".npmrc",   ".pypirc",    ".git-credentials", ".pgpass",
        ".dockercfg",       "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "credentials.json", "secrets.toml"};
    for (const char *e : exact)
        if (name == e)
            return false;
    static const char *const suffixes[] = {".env", ".pem", ".key", ".p12", ".pfx", ".jks", ".keystore"};
    for (const char *s : suffixes)
        if (name.endsWith(s))
            return false;
    return !name.startsWith(".env.");
}

std::optional<ProjectSnapshot> ProjectSnapshot::capture(const QString &root, const Options &options,
                                                        Stats *stats, QString *error)
{
    const int fd = ::open(QFile::encodeName(root).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(root, QString::fromLocal8Bit(::strerror(errno)));
        return std::nullopt;
    }
    struct stat st;
    ::fstat(fd, &st);
    ProjectSnapshot out;
    Stats local;
    Stats &counts = stats ? *stats : local;
    SharedStore shared;
    if (options.previous && !options.objectDir.isEmpty()) {
        for (const SnapshotEntry &e : std::as_const(options.previous->entries))
            if (e.stored)
                shared.storedBefore.insert(e.sha256);
    }
    // One thread per core, at most 4; one walks alone where openat2 (Linux 5.6) is missing.
    const int threads =
        options.threads > 0 ? options.threads : std::clamp(int(std::thread::hardware_concurrency()), 1, 4);
    const int probe = threads > 1 ? openBeneath(fd, ".") : -1;
    if (probe >= 0) {
        ::close(probe);
        walkInParallel(fd, st.st_dev, threads, options, out, counts, shared);
    } else {
        if (options.previous)
            out.entries.reserve(options.previous->entries.size() + 16);
        Walker w(options, out, counts, shared);
        w.walk(fd, QByteArray(), st.st_dev);
    }
    ::close(fd);
    return out;
}

QByteArray ProjectSnapshot::serialize() const
{
    QList<QByteArray> keys = entries.keys();
    std::sort(keys.begin(), keys.end());
    QByteArray out = "aisb-snapshot 1\n";
    out.reserve(out.size() + keys.size() * 140);
    for (const QByteArray &path : std::as_const(keys)) {
        const SnapshotEntry &e = entries.value(path);
        out += e.type;
        out += ' ' + QByteArray::number(e.mode, 8) + ' ' + QByteArray::number(e.uid) + ' ' +
               QByteArray::number(e.gid) + ' ' + QByteArray::number(e.size) + ' ' +
               QByteArray::number(e.mtimeNs) + ' ' + QByteArray::number(e.ctimeNs) + ' ' +
               QByteArray::number(e.ino) + ' ' + (e.stored ? '1' : '0') + ' ' +
               (e.sha256.isEmpty() ? QByteArray("-") : e.sha256) + ' ' +
               (e.linkTarget.isEmpty() ? QByteArray("-") : e.linkTarget.toHex()) + ' ' + path;
        out += '\0';
    }
    return out;
}

std::optional<ProjectSnapshot> ProjectSnapshot::parse(const QByteArray &data)
{
    static const QByteArray magic = "aisb-snapshot 1\n";
    if (!data.startsWith(magic))
        return std::nullopt;
    ProjectSnapshot out;
    qsizetype pos = magic.size();
    while (pos < data.size()) {
        const qsizetype end = data.indexOf('\0', pos);
        if (end < 0)
            return std::nullopt;
        const QByteArrayView rec(data.constData() + pos, end - pos);
        pos = end + 1;
        // Eleven fields, then the path (which may hold spaces).
        QByteArray fields[11];
        qsizetype at = 0;
        for (int i = 0; i < 11; ++i) {
            const qsizetype sp = rec.indexOf(' ', at);
            if (sp < 0)
                return std::nullopt;
            fields[i] = rec.sliced(at, sp - at).toByteArray();
            at = sp + 1;
        }
        const QByteArray path = rec.sliced(at).toByteArray();
        if (path.isEmpty() || fields[0].size() != 1)
            return std::nullopt;
        SnapshotEntry e;
        e.type = fields[0].at(0);
        bool ok = false;
        e.mode = fields[1].toUInt(&ok, 8);
        qint64 n = 0;
        if (!ok || !parseNumber(fields[2], &n))
            return std::nullopt;
        e.uid = quint32(n);
        if (!parseNumber(fields[3], &n))
            return std::nullopt;
        e.gid = quint32(n);
        if (!parseNumber(fields[4], &e.size) || !parseNumber(fields[5], &e.mtimeNs) ||
            !parseNumber(fields[6], &e.ctimeNs))
            return std::nullopt;
        e.ino = fields[7].toULongLong(&ok);
        if (!ok)
            return std::nullopt;
        e.stored = fields[8] == "1";
        if (fields[9] != "-")
            e.sha256 = fields[9];
        if (fields[10] != "-")
            e.linkTarget = QByteArray::fromHex(fields[10]);
        out.entries.insert(path, e);
    }
    return out;
}

QString ProjectSnapshot::save(const QString &path) const
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    f.write(serialize());
    if (!f.commit())
        return f.errorString();
    return {};
}

std::optional<ProjectSnapshot> ProjectSnapshot::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return parse(f.readAll());
}

bool ProjectSnapshot::writeAll(int fd, const QByteArray &data)
{
    const char *p = data.constData();
    qint64 left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        left -= n;
    }
    return true;
}

int ProjectSnapshot::openParent(int rootFd, const QByteArray &path, QByteArray *name)
{
    const QList<QByteArray> parts = path.split('/');
    for (const QByteArray &p : parts)
        if (p.isEmpty() || p == "." || p == "..")
            return -1;
    int fd = ::dup(rootFd);
    for (qsizetype i = 0; fd >= 0 && i + 1 < parts.size(); ++i) {
        const int next =
            ::openat(fd, parts.at(i).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        ::close(fd);
        fd = next;
    }
    if (name)
        *name = parts.last();
    return fd;
}

std::optional<SnapshotEntry> ProjectSnapshot::stateOf(int rootFd, const QByteArray &path)
{
    QByteArray name;
    const int dir = openParent(rootFd, path, &name);
    if (dir < 0)
        return std::nullopt;
    struct stat st;
    if (::fstatat(dir, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
        ::close(dir);
        return std::nullopt;
    }
    SnapshotEntry e = fromStat(st);
    if (e.type == SnapshotEntry::File) {
        const int fd =
            ::openat(dir, name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd >= 0) {
            QCryptographicHash h(QCryptographicHash::Sha256);
            QByteArray buf(chunk, Qt::Uninitialized);
            qint64 total = 0;
            for (;;) {
                const ssize_t n = ::read(fd, buf.data(), size_t(buf.size()));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n <= 0)
                    break;
                h.addData(QByteArrayView(buf.constData(), n));
                total += n;
            }
            ::close(fd);
            e.size = total;
            e.sha256 = h.result().toHex();
        }
    } else if (e.type == SnapshotEntry::Link) {
        QByteArray target(4096, Qt::Uninitialized);
        const ssize_t n = ::readlinkat(dir, name.constData(), target.data(), size_t(target.size()));
        target.resize(n < 0 ? 0 : n);
        e.linkTarget = target;
    }
    ::close(dir);
    return e;
}

} // namespace aisb
