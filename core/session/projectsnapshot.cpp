// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/projectsnapshot.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSaveFile>
#include <QSet>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
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

class Walker
{
public:
    Walker(const ProjectSnapshot::Options &o, ProjectSnapshot &out, ProjectSnapshot::Stats &stats)
        : m_o(o), m_out(out), m_stats(stats)
    {
        m_buf.resize(chunk);
        if (m_o.previous && !m_o.objectDir.isEmpty()) {
            for (const SnapshotEntry &e : std::as_const(m_o.previous->entries))
                if (e.stored)
                    m_storedBefore.insert(e.sha256);
        }
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
        while (dirent *de = ::readdir(d)) {
            const char *name = de->d_name;
            if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0)))
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
            if (e.type == SnapshotEntry::Dir && st.st_dev == dev) {
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
    void fileContent(int dirFd, const char *name, const QByteArray &path, SnapshotEntry &e)
    {
        if (m_o.previous) {
            const auto it = m_o.previous->entries.constFind(path);
            if (it != m_o.previous->entries.cend() && it->sameStat(e) && !it->sha256.isEmpty()) {
                e.sha256 = it->sha256;
                e.stored = it->stored && keepable(path);
                if (e.stored)
                    m_total += e.size;
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
        const bool keep =
            m_objFd >= 0 && e.size <= m_o.fileCap && m_total + e.size <= m_o.totalCap && keepable(path);
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
        if (keep && total <= m_o.fileCap && m_total + total <= m_o.totalCap)
            e.stored = store(fd, e.sha256, content);
        if (e.stored)
            m_total += total;
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
        if (m_storedBefore.contains(hash) || m_storedNow.contains(hash))
            return true;
        struct stat st;
        if (::fstatat(m_objFd, hash.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode)) {
            m_storedNow.insert(hash);
            return true;
        }
        const QByteArray tmp = hash + ".tmp";
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
    QByteArray m_buf;
    QSet<QByteArray> m_storedBefore;
    QSet<QByteArray> m_storedNow;
    int m_objFd = -1;
    bool m_reflink = true;
    qint64 m_total = 0;
};

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
    if (options.previous)
        out.entries.reserve(options.previous->entries.size() + 16);
    Stats local;
    Walker w(options, out, stats ? *stats : local);
    w.walk(fd, QByteArray(), st.st_dev);
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
