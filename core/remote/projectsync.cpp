// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/projectsync.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "remote/tarstream.h"
#include "util/offthread.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSaveFile>
#include <QSet>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb {

namespace {
const QString mountPoint = QStringLiteral("/p");
// type, mode (octal), size, mtime, ctime, inode, path, link target: NUL after each.
const QString listFormat = QStringLiteral("%y\\0%m\\0%s\\0%T@\\0%C@\\0%i\\0%P\\0%l\\0");

QString localStateFile(const QString &stateDir)
{
    return stateDir + QStringLiteral("/local.snapshot");
}
QString remoteStateFile(const QString &stateDir)
{
    return stateDir + QStringLiteral("/remote.manifest");
}

qint64 parseSeconds(const QByteArray &text)
{
    const qsizetype dot = text.indexOf('.');
    qint64 ns = text.left(dot < 0 ? text.size() : dot).toLongLong() * 1000000000LL;
    if (dot >= 0)
        ns += text.mid(dot + 1).left(9).leftJustified(9, '0').toLongLong();
    return ns;
}

bool sameLocal(const SnapshotEntry &a, const SnapshotEntry &b)
{
    if (a.type == SnapshotEntry::Dir || b.type == SnapshotEntry::Dir)
        return a.type == b.type && a.mode == b.mode;
    return a.sameState(b);
}

QByteArray sha256Hex(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

// Reads what is sent: the entry at `path` below `rootFd`, never following a link.
std::optional<TarStream::Entry> readLocal(int rootFd, const QByteArray &path)
{
    QByteArray name;
    const int dir = ProjectSnapshot::openParent(rootFd, path, &name);
    if (dir < 0)
        return std::nullopt;
    struct stat st;
    std::optional<TarStream::Entry> out;
    if (::fstatat(dir, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0) {
        TarStream::Entry e;
        e.path = path;
        e.mode = st.st_mode & 0777;
        e.mtimeNs = qint64(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
        if (S_ISDIR(st.st_mode)) {
            e.type = TarStream::Entry::Dir;
            out = e;
        } else if (S_ISLNK(st.st_mode)) {
            QByteArray target(PATH_MAX, '\0');
            const ssize_t n = ::readlinkat(dir, name.constData(), target.data(), size_t(target.size()));
            if (n >= 0) {
                e.type = TarStream::Entry::Link;
                e.linkTarget = target.left(n);
                out = e;
            }
        } else if (S_ISREG(st.st_mode)) {
            const int fd =
                ::openat(dir, name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
            if (fd >= 0) {
                QFile f;
                if (f.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
                    e.type = TarStream::Entry::File;
                    e.data = f.readAll();
                    out = e;
                } else {
                    ::close(fd);
                }
            }
        }
    }
    ::close(dir);
    return out;
}

// Writes a brought-back entry at `path` below `rootFd`: a temporary name in the same folder
// renamed into place, so nothing on the way is followed (a link there is replaced, not written
// through). An empty folder in the way of a file or link is removed first. Returns why not.
QString writeLocal(int rootFd, const TarStream::Entry &e)
{
    QByteArray name;
    const int dir = ProjectSnapshot::openParent(rootFd, e.path, &name);
    if (dir < 0)
        return QStringLiteral("a folder on its way is missing or is a link");
    const auto done = [dir](const QString &error) {
        ::close(dir);
        return error;
    };
    struct stat st;
    const bool exists = ::fstatat(dir, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0;
    if (e.type == TarStream::Entry::Dir) {
        if (exists && S_ISDIR(st.st_mode))
            return done(::fchmodat(dir, name.constData(), e.mode & 0777, 0) == 0
                            ? QString()
                            : QString::fromLocal8Bit(std::strerror(errno)));
        if (exists && ::unlinkat(dir, name.constData(), 0) != 0)
            return done(QString::fromLocal8Bit(std::strerror(errno)));
        if (::mkdirat(dir, name.constData(), e.mode & 0777) != 0)
            return done(QString::fromLocal8Bit(std::strerror(errno)));
        return done({});
    }
    if (exists && S_ISDIR(st.st_mode) && ::unlinkat(dir, name.constData(), AT_REMOVEDIR) != 0)
        return done(
            QStringLiteral("a folder is in the way: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    const QByteArray tmp = ".aisb-sync-" + QByteArray::number(::getpid()) + '-' + name.left(40);
    ::unlinkat(dir, tmp.constData(), 0);
    if (e.type == TarStream::Entry::Link) {
        if (::symlinkat(e.linkTarget.constData(), dir, tmp.constData()) != 0)
            return done(QString::fromLocal8Bit(std::strerror(errno)));
    } else {
        // No set-id bits from the remote side.
        const int fd = ::openat(dir, tmp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                                e.mode & 0777);
        if (fd < 0)
            return done(QString::fromLocal8Bit(std::strerror(errno)));
        const bool written = ProjectSnapshot::writeAll(fd, e.data);
        const timespec times[2] = {{0, UTIME_OMIT},
                                   {time_t(e.mtimeNs / 1000000000LL), long(e.mtimeNs % 1000000000LL)}};
        ::futimens(fd, times);
        ::fchmod(fd, e.mode & 0777);
        ::close(fd);
        if (!written) {
            ::unlinkat(dir, tmp.constData(), 0);
            return done(QStringLiteral("the file could not be written"));
        }
    }
    if (::renameat(dir, tmp.constData(), dir, name.constData()) != 0) {
        const QString error = QString::fromLocal8Bit(std::strerror(errno));
        ::unlinkat(dir, tmp.constData(), 0);
        return done(error);
    }
    return done({});
}

// Removes `path` below `rootFd` (a folder only when empty), never following a link.
bool removeLocal(int rootFd, const QByteArray &path)
{
    QByteArray name;
    const int dir = ProjectSnapshot::openParent(rootFd, path, &name);
    if (dir < 0)
        return false;
    struct stat st;
    bool ok = false;
    if (::fstatat(dir, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0)
        ok = ::unlinkat(dir, name.constData(), S_ISDIR(st.st_mode) ? AT_REMOVEDIR : 0) == 0;
    ::close(dir);
    return ok;
}

// A remote version kept aside (a conflict's, a protected path's): conflictDir/<path>, 0600; a
// link as a file holding its target.
QString keepAside(const QString &conflictDir, const TarStream::Entry &e)
{
    const QString target = conflictDir + QLatin1Char('/') + QString::fromUtf8(e.path) +
                           (e.type == TarStream::Entry::Link ? QStringLiteral(".symlink") : QString());
    if (!QDir().mkpath(QFileInfo(target).path()))
        return {};
    QSaveFile f(target);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    f.write(e.type == TarStream::Entry::Link ? e.linkTarget : e.data);
    return f.commit() ? target : QString();
}

QString saveBytes(const QString &path, const QByteArray &data)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    f.write(data);
    return f.commit() ? QString() : f.errorString();
}
} // namespace

struct ProjectSync::Plan
{
    enum Fetch { BringBack, KeepConflict, KeepWithheld, Compare };
    Options options;
    ProjectSnapshot baseLocal;
    RemoteManifest baseRemote;
    ProjectSnapshot local;
    RemoteManifest remote;
    QString error;

    QList<QByteArray> send;
    QHash<QByteArray, Fetch> fetch;
    QList<QByteArray> fetchOrder;
    QList<QList<QByteArray>> fetchBatches; // fetchOrder cut by maxBatchBytes
    QList<qint64> fetchBatchBytes;
    int fetchBatch = 0;
    QList<QList<QByteArray>> sendBatches;
    int sendBatch = 0;
    RemoteManifest after; // the listing after the last batch sent
    QList<QByteArray> removeRemote;
    QList<QByteArray> removeLocal;
    QSet<QByteArray> withheldPaths;

    ProjectSnapshot newLocal;
    RemoteManifest newRemote;
    Result result;
};

ProjectSync::ProjectSync(Podman *podman, const Options &options, QObject *parent)
    : QObject(parent), m_podman(podman), m_options(options)
{
}

ProjectSync::~ProjectSync() = default;

QString ProjectSync::unsafePathReason(const QByteArray &path)
{
    if (path.isEmpty() || path.startsWith('/'))
        return tr("not a relative path");
    for (const QByteArray &part : path.split('/'))
        if (part.isEmpty() || part == "." || part == "..")
            return tr("an empty, \".\" or \"..\" component");
    for (const char c : path)
        if (quint8(c) < 0x20 || c == 0x7f)
            return tr("a control character in the name");
    return {};
}

bool ProjectSync::isUnder(const QByteArray &path, const QStringList &prefixes)
{
    for (QString p : prefixes) {
        while (p.startsWith(QLatin1String("./")))
            p = p.mid(2);
        while (p.endsWith(QLatin1Char('/')))
            p.chop(1);
        const QByteArray b = p.toUtf8();
        if (!b.isEmpty() && (path == b || path.startsWith(QByteArray(b + '/'))))
            return true;
    }
    return false;
}

bool ProjectSync::parseListing(const QByteArray &data, RemoteManifest *out)
{
    const QList<QByteArray> f = data.split('\0');
    // 8 fields an entry and the empty one after the last NUL.
    if ((f.size() - 1) % 8 != 0 || !f.last().isEmpty())
        return false;
    for (qsizetype i = 0; i + 8 <= f.size() - 1; i += 8) {
        RemoteEntry e;
        const QByteArray &y = f.at(i);
        e.type = y == "f"   ? SnapshotEntry::File
                 : y == "d" ? SnapshotEntry::Dir
                 : y == "l" ? SnapshotEntry::Link
                            : SnapshotEntry::Other;
        bool ok = false;
        e.mode = f.at(i + 1).toUInt(&ok, 8);
        if (!ok)
            return false;
        e.size = f.at(i + 2).toLongLong();
        e.mtimeNs = parseSeconds(f.at(i + 3));
        e.ctimeNs = parseSeconds(f.at(i + 4));
        e.ino = f.at(i + 5).toULongLong();
        if (e.type == SnapshotEntry::Link)
            e.linkTarget = f.at(i + 7);
        out->insert(f.at(i + 6), e);
    }
    return true;
}

QByteArray ProjectSync::serialize(const RemoteManifest &manifest)
{
    QList<QByteArray> keys = manifest.keys();
    std::sort(keys.begin(), keys.end());
    QByteArray out;
    for (const QByteArray &k : keys) {
        const RemoteEntry &e = manifest.value(k);
        out += QByteArray(1, e.type) + ' ' + QByteArray::number(e.mode, 8) + ' ' +
               QByteArray::number(e.size) + ' ' + QByteArray::number(e.mtimeNs) + ' ' +
               QByteArray::number(e.ctimeNs) + ' ' + QByteArray::number(e.ino) + ' ' +
               (e.sha256.isEmpty() ? QByteArray("-") : e.sha256) + ' ' +
               (e.linkTarget.isEmpty() ? QByteArray("-") : e.linkTarget.toHex()) + ' ' + k.toHex() + '\n';
    }
    return out;
}

std::optional<RemoteManifest> ProjectSync::parse(const QByteArray &data)
{
    RemoteManifest out;
    for (const QByteArray &line : data.split('\n')) {
        if (line.isEmpty())
            continue;
        const QList<QByteArray> f = line.split(' ');
        if (f.size() != 9 || f.at(0).size() != 1)
            return std::nullopt;
        RemoteEntry e;
        e.type = f.at(0).at(0);
        e.mode = f.at(1).toUInt(nullptr, 8);
        e.size = f.at(2).toLongLong();
        e.mtimeNs = f.at(3).toLongLong();
        e.ctimeNs = f.at(4).toLongLong();
        e.ino = f.at(5).toULongLong();
        if (f.at(6) != "-")
            e.sha256 = f.at(6);
        if (f.at(7) != "-")
            e.linkTarget = QByteArray::fromHex(f.at(7));
        out.insert(QByteArray::fromHex(f.at(8)), e);
    }
    return out;
}

PodmanCall *ProjectSync::helper(const QStringList &command, const QByteArray &input, bool withStdin)
{
    ++m_result.helperRuns;
    // The volume's root is the sandbox user's, as the project's own folder is this machine's
    // user's (the sandbox creates files at the top): podman gives a volume's root to the user of
    // each container that mounts it while it was never copied up (the helper's root), so every
    // helper run gives it back first. Only the root: what is below is sent with its owner.
    QStringList cmd = command;
    if (cmd.size() == 3 && cmd.at(0) == QLatin1String("sh") && cmd.at(1) == QLatin1String("-c"))
        cmd[2] = QStringLiteral("chown %1:%2 %3 && ").arg(m_options.uid).arg(m_options.gid).arg(mountPoint) +
                 cmd.at(2);
    PodmanCall *call = m_podman->prepare(
        PodmanArgs::volumeHelper(m_options.volume, mountPoint, m_options.helperImage, cmd, withStdin), this);
    if (withStdin)
        call->setStandardInput(input);
    call->setTimeout(30 * 60 * 1000);
    return call;
}

bool ProjectSync::sync()
{
    if (m_running)
        return false;
    m_running = true;
    m_result = Result();
    m_plan.reset();
    m_startMs = QDateTime::currentMSecsSinceEpoch();
    listRemote();
    return true;
}

void ProjectSync::listRemote()
{
    Q_EMIT step(tr("Listing the project on the remote service"));
    const QString script =
        QStringLiteral("exec find %1 -mindepth 1 -printf '%2'").arg(mountPoint, listFormat);
    PodmanCall *call = helper({QStringLiteral("sh"), QStringLiteral("-c"), script}, {}, false);
    connect(call, &PodmanCall::finished, this, [this, call](const PodmanResult &r) {
        call->deleteLater();
        if (!r.ok())
            return finish(tr("listing the remote project failed: %1").arg(r.error));
        onListed(r.stdoutData);
    });
    call->start();
}

void ProjectSync::onListed(const QByteArray &listing)
{
    Q_EMIT step(tr("Comparing the project with the remote copy"));
    const Options options = m_options;
    runOffThread(
        this,
        [options, listing]() {
            auto plan = std::make_shared<Plan>();
            Plan &p = *plan;
            p.options = options;
            if (!parseListing(listing, &p.remote)) {
                p.error = tr("the remote project's listing is malformed");
                return plan;
            }
            if (auto l = ProjectSnapshot::load(localStateFile(options.stateDir)))
                p.baseLocal = *l;
            QFile rf(remoteStateFile(options.stateDir));
            if (rf.open(QIODevice::ReadOnly))
                if (auto r = parse(rf.readAll()))
                    p.baseRemote = *r;
            ProjectSnapshot::Options so;
            so.previous = &p.baseLocal;
            QString error;
            auto local = ProjectSnapshot::capture(options.projectDir, so, nullptr, &error);
            if (!local) {
                p.error = tr("the project could not be read: %1").arg(error);
                return plan;
            }
            p.local = *local;
            p.result.localEntries = p.local.entries.size();
            p.result.remoteEntries = p.remote.size();

            QSet<QByteArray> all;
            for (auto it = p.local.entries.cbegin(); it != p.local.entries.cend(); ++it)
                all.insert(it.key());
            for (auto it = p.remote.cbegin(); it != p.remote.cend(); ++it)
                all.insert(it.key());
            for (auto it = p.baseLocal.entries.cbegin(); it != p.baseLocal.entries.cend(); ++it)
                all.insert(it.key());
            for (auto it = p.baseRemote.cbegin(); it != p.baseRemote.cend(); ++it)
                all.insert(it.key());
            QList<QByteArray> paths(all.begin(), all.end());
            std::sort(paths.begin(), paths.end());

            // A `.git` (at any depth) that this machine's project does not have.
            const auto newGit = [&p](const QByteArray &path) {
                const QList<QByteArray> parts = path.split('/');
                QByteArray prefix;
                for (const QByteArray &part : parts) {
                    prefix += (prefix.isEmpty() ? QByteArray() : QByteArray("/")) + part;
                    if (part == ".git" && !p.local.entries.contains(prefix))
                        return true;
                }
                return false;
            };
            const auto addFetch = [&p, &options](const QByteArray &path, Plan::Fetch kind) {
                const RemoteEntry &r = p.remote[path];
                if (r.type == SnapshotEntry::File && r.size > options.maxFileBytes) {
                    const QString name = QString::fromUtf8(path);
                    p.result.skipped << name + QStringLiteral(": ") +
                                            tr("%1 bytes there, over the %2-byte cap: not brought back")
                                                .arg(r.size)
                                                .arg(options.maxFileBytes);
                    if (kind == Plan::KeepWithheld)
                        p.result.withheld << Conflict{name, QString()};
                    else if (kind != Plan::BringBack)
                        p.result.conflicts << Conflict{name, QString()};
                    if (kind == Plan::Compare && p.local.entries.contains(path))
                        p.send << path; // this machine's copy wins
                    return;
                }
                p.fetch.insert(path, kind);
                p.fetchOrder << path;
            };
            for (const QByteArray &path : std::as_const(paths)) {
                const QString unsafe = unsafePathReason(path);
                if (!unsafe.isEmpty()) {
                    p.result.skipped << QString::fromUtf8(path) + QStringLiteral(": ") + unsafe;
                    continue;
                }
                if (isUnder(path, options.masked))
                    continue;
                const auto L = p.local.entries.constFind(path);
                const auto BL = p.baseLocal.entries.constFind(path);
                const auto R = p.remote.constFind(path);
                const auto BR = p.baseRemote.constFind(path);
                const bool hasL = L != p.local.entries.cend(), hasBL = BL != p.baseLocal.entries.cend();
                const bool hasR = R != p.remote.cend(), hasBR = BR != p.baseRemote.cend();
                const bool lChanged = hasL != hasBL || (hasL && !sameLocal(*L, *BL));
                const bool rChanged = hasR != hasBR || (hasR && !R->sameStat(*BR));
                // A remote "other" (fifo, device, socket) is never brought back.
                const bool remoteFetchable = hasR && R->type != SnapshotEntry::Other;
                const auto sendOrRemove = [&] {
                    if (hasL && L->type != SnapshotEntry::Other) {
                        // A different kind there (a file where a folder goes, a folder where a
                        // link goes) is removed first: tar does not replace one by the other.
                        if (hasR && R->type != L->type)
                            p.removeRemote << path;
                        p.send << path;
                    } else if (hasR) {
                        p.removeRemote << path;
                    }
                };
                if (!lChanged && !rChanged) {
                    if (hasL)
                        p.newLocal.entries.insert(path, *L);
                    if (hasR) {
                        RemoteEntry e = *R;
                        e.sha256 = BR->sha256;
                        p.newRemote.insert(path, e);
                    }
                    continue;
                }
                if (lChanged && !rChanged) {
                    sendOrRemove();
                    continue;
                }
                // A `.git` that is not a folder there (a gitdir file or a link: git follows it to
                // a config and hooks elsewhere) is this machine's too, whatever the caller passed.
                const bool gitPointer =
                    (path == ".git" || path.endsWith("/.git")) && hasR && R->type != SnapshotEntry::Dir;
                if (isUnder(path, options.protectedPaths) || newGit(path) || gitPointer) {
                    // The remote side changed a path that stays this machine's.
                    p.withheldPaths.insert(path);
                    if (remoteFetchable && R->type != SnapshotEntry::Dir)
                        addFetch(path, Plan::KeepWithheld);
                    else
                        p.result.withheld << Conflict{QString::fromUtf8(path), QString()};
                    sendOrRemove();
                    continue;
                }
                if (!lChanged) { // changed over there only
                    if (remoteFetchable)
                        addFetch(path, Plan::BringBack);
                    else if (!hasR && hasL)
                        p.removeLocal << path;
                    continue;
                }
                // Changed on both sides.
                if (hasL && hasR && L->type == R->type &&
                    (L->type == SnapshotEntry::Dir ||
                     (L->type == SnapshotEntry::Link && L->linkTarget == R->linkTarget))) {
                    p.newLocal.entries.insert(path, *L);
                    p.newRemote.insert(path, *R);
                    if (L->type == SnapshotEntry::Dir && L->mode != R->mode)
                        p.send << path;
                    continue;
                }
                if (hasL && hasR && L->type == SnapshotEntry::File && R->type == SnapshotEntry::File &&
                    L->size == R->size) {
                    addFetch(path, Plan::Compare); // the same bytes on both sides are no conflict
                    continue;
                }
                if (remoteFetchable && R->type != SnapshotEntry::Dir)
                    addFetch(path, Plan::KeepConflict);
                else
                    p.result.conflicts << Conflict{QString::fromUtf8(path), QString()};
                sendOrRemove();
            }
            // Cut both directions into tars of at most maxBatchBytes of files.
            const auto cut = [&options](const QList<QByteArray> &paths, const auto &sizeOf, auto *batches,
                                        QList<qint64> *bytes) {
                qint64 sum = 0;
                for (const QByteArray &path : paths) {
                    const qint64 size = sizeOf(path);
                    if (batches->isEmpty() || (sum > 0 && sum + size > options.maxBatchBytes)) {
                        batches->append(QList<QByteArray>());
                        if (bytes)
                            bytes->append(0);
                        sum = 0;
                    }
                    batches->last() << path;
                    sum += size;
                    if (bytes)
                        bytes->last() += size;
                }
            };
            cut(
                p.fetchOrder,
                [&p](const QByteArray &path) {
                    const RemoteEntry &r = p.remote[path];
                    return r.type == SnapshotEntry::File ? r.size : qint64(0);
                },
                &p.fetchBatches, &p.fetchBatchBytes);
            std::sort(p.send.begin(), p.send.end());
            p.send.erase(std::unique(p.send.begin(), p.send.end()), p.send.end());
            QList<QByteArray> sendable;
            for (const QByteArray &path : std::as_const(p.send)) {
                const auto L = p.local.entries.constFind(path);
                if (L != p.local.entries.cend() && L->type == SnapshotEntry::File &&
                    L->size > options.maxFileBytes)
                    p.result.skipped << QString::fromUtf8(path) + QStringLiteral(": ") +
                                            tr("%1 bytes, over the %2-byte cap: not sent")
                                                .arg(L->size)
                                                .arg(options.maxFileBytes);
                else
                    sendable << path;
            }
            p.send = sendable;
            return plan;
        },
        [this](std::shared_ptr<Plan> plan) { onPlanned(std::move(plan)); });
}

void ProjectSync::onPlanned(std::shared_ptr<Plan> plan)
{
    m_plan = std::move(plan);
    if (!m_plan->error.isEmpty())
        return finish(m_plan->error);
    if (m_plan->fetchOrder.isEmpty())
        return removeRemote();
    fetchRemote();
}

void ProjectSync::fetchRemote()
{
    Plan &p = *m_plan;
    const QList<QByteArray> &batch = p.fetchBatches.at(p.fetchBatch);
    Q_EMIT step(tr("Bringing back %n changed path(s) from the remote service", nullptr, int(batch.size())));
    QByteArray list;
    for (const QByteArray &path : batch)
        list += path + '\0';
    // The archive is cut at what the listed sizes allow (headers: three blocks a path at most, and
    // a long name's): a file that grew meanwhile cannot make it larger (the sync then fails).
    const qint64 cap = p.fetchBatchBytes.at(p.fetchBatch) + qint64(batch.size()) * 4096 + (1 << 20);
    const QString script =
        QStringLiteral("tar -C %1 --format=posix --no-recursion --null -T - -cf - | head -c %2")
            .arg(mountPoint)
            .arg(cap);
    PodmanCall *call = helper({QStringLiteral("sh"), QStringLiteral("-c"), script}, list, true);
    connect(call, &PodmanCall::finished, this, [this, call, cap](const PodmanResult &r) {
        call->deleteLater();
        if (!r.ok())
            return finish(tr("bringing back the remote changes failed: %1").arg(r.error));
        if (r.stdoutData.size() >= cap)
            return finish(
                tr("bringing back the remote changes failed: a file there grew past its listed size "
                   "while it was read; sync again"));
        applyFetched(r.stdoutData);
    });
    call->start();
}

void ProjectSync::removeLocalPaths(Plan &p, int rootFd)
{
    // Removed over there, unchanged here: removed here, deepest first.
    std::sort(p.removeLocal.begin(), p.removeLocal.end(), std::greater<>());
    for (const QByteArray &path : std::as_const(p.removeLocal)) {
        if (removeLocal(rootFd, path))
            p.result.removedLocal << QString::fromUtf8(path);
        else if (auto now = ProjectSnapshot::stateOf(rootFd, path))
            p.newLocal.entries.insert(path, *now); // a folder that is not empty stays
    }
    p.removeLocal.clear();
}

void ProjectSync::applyFetched(const QByteArray &archive)
{
    Q_EMIT step(tr("Writing what came back (%1 bytes) into the project").arg(archive.size()));
    auto plan = m_plan;
    runOffThread(
        this,
        [plan, archive]() {
            Plan &p = *plan;
            QString error;
            const QList<TarStream::Entry> entries = TarStream::read(archive, &error);
            if (!error.isEmpty()) {
                p.error = tr("the remote changes could not be read: %1").arg(error);
                return plan;
            }
            p.result.bytesBroughtBack += archive.size();
            const int rootFd = ::open(QFile::encodeName(p.options.projectDir).constData(),
                                      O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (rootFd < 0) {
                p.error = tr("the project folder cannot be opened");
                return plan;
            }
            // First what was removed over there (a folder replaced by a link there is empty here
            // by the time the link is written).
            removeLocalPaths(p, rootFd);
            for (const TarStream::Entry &e : entries) {
                const auto kind = p.fetch.constFind(e.path);
                const auto R = p.remote.constFind(e.path);
                if (kind == p.fetch.cend() || R == p.remote.cend() || !unsafePathReason(e.path).isEmpty())
                    continue; // not asked for: ignored
                const QString path = QString::fromUtf8(e.path);
                RemoteEntry remote = *R;
                remote.sha256 = e.type == TarStream::Entry::File ? sha256Hex(e.data) : QByteArray();
                const auto L = p.local.entries.constFind(e.path);
                const bool hasL = L != p.local.entries.cend();
                Plan::Fetch k = *kind;
                if (k == Plan::Compare) {
                    if (hasL && L->sha256 == remote.sha256) {
                        p.newLocal.entries.insert(e.path, *L);
                        p.newRemote.insert(e.path, remote);
                        continue;
                    }
                    k = Plan::KeepConflict;
                    p.send << e.path;
                }
                if (k == Plan::KeepConflict || k == Plan::KeepWithheld) {
                    const QString kept = keepAside(p.options.conflictDir, e);
                    (k == Plan::KeepConflict ? p.result.conflicts : p.result.withheld)
                        << Conflict{path, kept};
                    continue;
                }
                const QString why = writeLocal(rootFd, e);
                if (!why.isEmpty()) {
                    p.result.skipped << path + QStringLiteral(": ") + why;
                    continue;
                }
                p.result.broughtBack << path;
                if (auto now = ProjectSnapshot::stateOf(rootFd, e.path))
                    p.newLocal.entries.insert(e.path, *now);
                p.newRemote.insert(e.path, remote);
            }
            ::close(rootFd);
            return plan;
        },
        [this](std::shared_ptr<Plan> plan) {
            if (!plan->error.isEmpty())
                return finish(plan->error);
            if (++plan->fetchBatch < plan->fetchBatches.size())
                return fetchRemote();
            removeRemote();
        });
}

void ProjectSync::removeRemote()
{
    Plan &p = *m_plan;
    if (!p.removeLocal.isEmpty()) { // nothing was fetched: the local removals are still to do
        const int rootFd = ::open(QFile::encodeName(p.options.projectDir).constData(),
                                  O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (rootFd < 0)
            return finish(tr("the project folder cannot be opened"));
        removeLocalPaths(p, rootFd);
        ::close(rootFd);
    }
    if (p.removeRemote.isEmpty())
        return sendLocal();
    Q_EMIT step(tr("Removing %n path(s) on the remote service", nullptr, int(p.removeRemote.size())));
    QByteArray list;
    for (const QByteArray &path : std::as_const(p.removeRemote))
        list += path + '\0';
    PodmanCall *call = helper({QStringLiteral("sh"), QStringLiteral("-c"),
                               QStringLiteral("cd %1 && xargs -0 -r rm -rf --").arg(mountPoint)},
                              list, true);
    connect(call, &PodmanCall::finished, this, [this, call](const PodmanResult &r) {
        call->deleteLater();
        if (!r.ok())
            return finish(tr("removing paths on the remote service failed: %1").arg(r.error));
        for (const QByteArray &path : std::as_const(m_plan->removeRemote))
            m_result.removedRemote << QString::fromUtf8(path);
        sendLocal();
    });
    call->start();
}

void ProjectSync::sendLocal()
{
    Plan &p = *m_plan;
    if (p.send.isEmpty())
        return finish();
    // Cut by the sizes the capture saw (read again when packed).
    qint64 sum = 0;
    for (const QByteArray &path : std::as_const(p.send)) {
        const auto L = p.local.entries.constFind(path);
        const qint64 size = L != p.local.entries.cend() && L->type == SnapshotEntry::File ? L->size : 0;
        if (p.sendBatches.isEmpty() || (sum > 0 && sum + size > p.options.maxBatchBytes)) {
            p.sendBatches.append(QList<QByteArray>());
            sum = 0;
        }
        p.sendBatches.last() << path;
        sum += size;
    }
    Q_EMIT step(tr("Sending %n changed path(s) to the remote service", nullptr, int(p.send.size())));
    sendBatch();
}

void ProjectSync::sendBatch()
{
    auto plan = m_plan;
    runOffThread(
        this,
        [plan]() {
            Plan &p = *plan;
            QList<TarStream::Entry> entries;
            const int rootFd = ::open(QFile::encodeName(p.options.projectDir).constData(),
                                      O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            for (const QByteArray &path : p.sendBatches.at(p.sendBatch))
                if (auto e = rootFd >= 0 ? readLocal(rootFd, path) : std::nullopt)
                    entries << *e;
            if (rootFd >= 0)
                ::close(rootFd);
            return std::make_pair(plan, TarStream::write(entries, p.options.uid, p.options.gid));
        },
        [this](std::pair<std::shared_ptr<Plan>, QByteArray> ready) {
            m_result.bytesSent += ready.second.size();
            Q_EMIT step(tr("Sending %1 bytes to the remote service").arg(ready.second.size()));
            const QString script =
                QStringLiteral(
                    "tar -x --numeric-owner -p -f - -C %1; s=$?; find %1 -mindepth 1 -printf '%2'; exit $s")
                    .arg(mountPoint, listFormat);
            PodmanCall *call =
                helper({QStringLiteral("sh"), QStringLiteral("-c"), script}, ready.second, true);
            connect(call, &PodmanCall::finished, this, [this, call](const PodmanResult &r) {
                call->deleteLater();
                Plan &p = *m_plan;
                p.after.clear();
                if (r.crashed || r.failedToStart || r.canceled || !parseListing(r.stdoutData, &p.after))
                    return finish(tr("sending the changes to the remote service failed: %1").arg(r.error));
                if (++p.sendBatch < p.sendBatches.size())
                    return sendBatch();
                for (const QByteArray &path : std::as_const(p.send)) {
                    const auto L = p.local.entries.constFind(path);
                    const auto A = p.after.constFind(path);
                    if (L == p.local.entries.cend() || A == p.after.cend() || A->type != L->type ||
                        (L->type == SnapshotEntry::File && A->size != L->size)) {
                        p.result.skipped << QString::fromUtf8(path) + QStringLiteral(": ") +
                                                tr("not written on the remote side");
                        continue;
                    }
                    RemoteEntry e = *A;
                    e.sha256 = L->sha256;
                    p.newRemote.insert(path, e);
                    p.newLocal.entries.insert(path, *L);
                    if (!p.withheldPaths.contains(path))
                        m_result.sent << QString::fromUtf8(path);
                }
                finish();
            });
            call->start();
        });
}

void ProjectSync::finish(const QString &error)
{
    Result result = m_result;
    if (m_plan) {
        const Result &planned = m_plan->result;
        result.broughtBack = planned.broughtBack;
        result.removedLocal = planned.removedLocal;
        result.conflicts = planned.conflicts;
        result.withheld = planned.withheld;
        result.skipped = planned.skipped + result.skipped;
        result.bytesBroughtBack = planned.bytesBroughtBack;
        result.localEntries = planned.localEntries;
        result.remoteEntries = planned.remoteEntries;
    }
    result.error = error;
    if (error.isEmpty() && m_plan) {
        // The state both sides are in now, for the next sync.
        QDir().mkpath(m_options.stateDir);
        QFile::setPermissions(m_options.stateDir,
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QString saveError = m_plan->newLocal.save(localStateFile(m_options.stateDir));
        if (saveError.isEmpty())
            saveError = saveBytes(remoteStateFile(m_options.stateDir), serialize(m_plan->newRemote));
        if (!saveError.isEmpty())
            result.error =
                tr("the sync state could not be saved in %1: %2").arg(m_options.stateDir, saveError);
    }
    result.ms = QDateTime::currentMSecsSinceEpoch() - m_startMs;
    m_plan.reset();
    m_running = false;
    Q_EMIT finished(result);
}

QJsonObject ProjectSync::Result::json() const
{
    const auto list = [](const QList<Conflict> &items) {
        QJsonArray a;
        for (const Conflict &c : items)
            a.append(QJsonObject{{QStringLiteral("path"), c.path}, {QStringLiteral("kept_at"), c.keptAt}});
        return a;
    };
    QJsonObject o{{QStringLiteral("sent"), QJsonArray::fromStringList(sent)},
                  {QStringLiteral("brought_back"), QJsonArray::fromStringList(broughtBack)},
                  {QStringLiteral("removed_remote"), QJsonArray::fromStringList(removedRemote)},
                  {QStringLiteral("removed_local"), QJsonArray::fromStringList(removedLocal)},
                  {QStringLiteral("conflicts"), list(conflicts)},
                  {QStringLiteral("withheld"), list(withheld)},
                  {QStringLiteral("skipped"), QJsonArray::fromStringList(skipped)},
                  {QStringLiteral("bytes_sent"), bytesSent},
                  {QStringLiteral("bytes_brought_back"), bytesBroughtBack},
                  {QStringLiteral("ms"), ms}};
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

QString ProjectSync::Result::summary() const
{
    if (!error.isEmpty())
        return tr("Project sync failed: %1").arg(error);
    if (changedNothing())
        return tr("Project in sync with the remote copy (%1 ms)").arg(ms);
    QString s = tr("Project synced in %1 ms: %2 sent, %3 brought back, %4 removed remotely, %5 removed here")
                    .arg(ms)
                    .arg(sent.size())
                    .arg(broughtBack.size())
                    .arg(removedRemote.size())
                    .arg(removedLocal.size());
    if (!conflicts.isEmpty())
        s += QLatin1Char(' ') + tr("; %n conflict(s): this machine's copy was kept, the remote one is under "
                                   "the session's sync-conflicts folder",
                                   nullptr, int(conflicts.size()));
    if (!withheld.isEmpty())
        s += QLatin1Char(' ') + tr("; %n protected path(s) changed remotely were not brought back", nullptr,
                                   int(withheld.size()));
    return s;
}

} // namespace aisb
