// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/projectview.h"

#include "session/launchnamespace.h"
#include "session/mountapi.h"
#include "session/ownedfolders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <memory>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef Q_OS_LINUX
#include <sched.h>
#endif

namespace aisb {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::ProjectView", text);
}

// lupdate files a tr() in a free function under its namespace ("aisb"), not under the
// context the translation is looked up in: Tr::tr names it for both.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::ProjectView)
};

#ifdef Q_OS_LINUX
using namespace MountApi;
constexpr quint64 kMountAttrIdmap = 0x00100000;  // MOUNT_ATTR_IDMAP
constexpr quint64 kMountAttrNosuid = 0x00000002; // MOUNT_ATTR_NOSUID
constexpr quint64 kMountAttrNodev = 0x00000004;  // MOUNT_ATTR_NODEV
struct IdmapAttr                                 // struct mount_attr
{
    quint64 attrSet = 0;
    quint64 attrClr = 0;
    quint64 propagation = 0;
    quint64 usernsFd = 0;
};

class Fd
{
public:
    explicit Fd(int fd = -1) : m_fd(fd) {}
    ~Fd() { reset(); }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    int get() const { return m_fd; }
    void reset(int fd = -1)
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }

private:
    int m_fd;
};

QString writeMap(pid_t pid, const char *file, const QString &map)
{
    const QByteArray path = "/proc/" + QByteArray::number(pid) + '/' + file;
    const QByteArray text = map.toLatin1();
    Fd fd(::open(path.constData(), O_WRONLY | O_CLOEXEC));
    // The kernel takes a map in one write only.
    if (fd.get() < 0 || ::write(fd.get(), text.constData(), size_t(text.size())) != text.size())
        return Tr::tr("writing %1 failed: %2").arg(QString::fromLatin1(path), qt_error_string(errno));
    return {};
}

// The child that holds the new user namespace until its maps are written and its fd is open.
// It shares our memory (CLONE_VM: no copy of the page tables, so it starts and ends in
// microseconds rather than milliseconds) and so makes nothing but raw system calls.
int holdUserNamespace(void *arg)
{
    const int *fds = static_cast<const int *>(arg);
    ::syscall(SYS_close, fds[1]); // our copy of the write end, or the read never ends
    char c;
    ::syscall(SYS_read, fds[0], &c, 1);
    return 0;
}

// A user namespace whose maps are `uidMap`/`gidMap`, as a file descriptor (the namespace
// lives as long as it is open). A threaded process cannot unshare a user namespace itself:
// a short-lived child is created in a new one.
int makeUserNamespace(const QString &uidMap, const QString &gidMap, QString *error)
{
    int hold[2];
    if (::pipe2(hold, O_CLOEXEC) != 0) {
        *error = Tr::tr("pipe failed: %1").arg(qt_error_string(errno));
        return -1;
    }
    Fd holdRead(hold[0]);
    Fd holdWrite(hold[1]);
    constexpr size_t stackSize = 64 * 1024;
    std::unique_ptr<char[]> stack(new char[stackSize]);
    char *top = stack.get() + stackSize;
    top -= reinterpret_cast<quintptr>(top) % 64; // aligned for any ABI
    const pid_t pid = ::clone(holdUserNamespace, top, CLONE_VM | CLONE_NEWUSER | SIGCHLD, hold);
    if (pid < 0) {
        *error = errno == EPERM || errno == EINVAL || errno == ENOSPC
                     ? Tr::tr("this kernel does not let root create a user namespace (%1)")
                           .arg(qt_error_string(errno))
                     : Tr::tr("clone failed: %1").arg(qt_error_string(errno));
        return -1;
    }
    int nsFd = -1;
    if (QString e = writeMap(pid, "uid_map", uidMap); !e.isEmpty()) {
        *error = e;
    } else if (e = writeMap(pid, "gid_map", gidMap); !e.isEmpty()) {
        *error = e;
    } else {
        const QByteArray ns = "/proc/" + QByteArray::number(pid) + "/ns/user";
        nsFd = ::open(ns.constData(), O_RDONLY | O_CLOEXEC);
        if (nsFd < 0)
            *error = Tr::tr("opening %1 failed: %2").arg(QString::fromLatin1(ns), qt_error_string(errno));
    }
    holdWrite.reset(); // the child reads end-of-file and exits
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return nsFd; // the stack is freed only now that the child is gone
}

QString ensureViewsDir()
{
    return LaunchNamespace::ensureRootDir(ProjectView::viewsDir());
}
#endif

} // namespace

QString ProjectView::viewsDir()
{
    return QStringLiteral("/run/ai-sandbox/views");
}

ProjectView::Invoker ProjectView::invokerFrom(uint euid, uint egid, const QByteArray &sudoUid,
                                              const QByteArray &sudoGid)
{
    Invoker who{euid, egid, false};
    if (euid != 0 || sudoUid.isEmpty() || sudoGid.isEmpty())
        return who;
    auto id = [](const QByteArray &text, bool *ok) {
        for (const char c : text)
            *ok = *ok && c >= '0' && c <= '9';
        const qulonglong v = *ok ? text.toULongLong(ok) : 0;
        *ok = *ok && text.size() <= 10 && v < 4294967295ULL;
        return uint(v);
    };
    bool ok = true;
    const uint uid = id(sudoUid, &ok);
    const uint gid = id(sudoGid, &ok);
    if (ok)
        who = {uid, gid, true};
    return who;
}

ProjectView::Invoker ProjectView::invoker()
{
#ifdef Q_OS_LINUX
    return invokerFrom(::geteuid(), ::getegid(), qgetenv("SUDO_UID"), qgetenv("SUDO_GID"));
#else
    return {};
#endif
}

bool ProjectView::wanted(bool rootless, bool remote)
{
#ifdef Q_OS_LINUX
    const Invoker who = invoker();
    return !rootless && !remote && ::geteuid() == 0 && (who.uid != sandboxId || who.gid != sandboxId);
#else
    Q_UNUSED(rootless);
    Q_UNUSED(remote);
    return false;
#endif
}

QString ProjectView::idMap(uint invoker, uint sandbox)
{
    if (invoker == sandbox)
        return {};
    constexpr quint64 end = 4294967295ULL; // ids run up to 4294967294; (uid_t)-1 is no id
    const quint64 lo = std::min(invoker, sandbox);
    const quint64 hi = std::max(invoker, sandbox);
    QString map;
    auto line = [&map](quint64 inside, quint64 outside, quint64 count) {
        if (count > 0)
            map += QStringLiteral("%1 %2 %3\n").arg(inside).arg(outside).arg(count);
    };
    line(0, 0, lo);
    line(lo, hi, 1);
    line(lo + 1, lo + 1, hi - lo - 1);
    line(hi, lo, 1);
    line(hi + 1, hi + 1, end - (hi + 1));
    return map;
}

QString ProjectView::pathFor(const QString &sessionId)
{
    return OwnedFolders::pathFor(viewsDir(), sessionId);
}

QString ProjectView::create(const QString &projectDir, const QString &sessionId, QString *error, int mountNs)
{
#ifdef Q_OS_LINUX
    const QString identity = QStringLiteral("0 0 4294967295\n");
    const Invoker who = invoker();
    const QString uidMap = idMap(who.uid);
    const QString gidMap = idMap(who.gid);
    if (QString e = ensureViewsDir(); !e.isEmpty()) {
        *error = e;
        return {};
    }
    removeStale();
    QString why;
    Fd ns(
        makeUserNamespace(uidMap.isEmpty() ? identity : uidMap, gidMap.isEmpty() ? identity : gidMap, &why));
    if (ns.get() < 0) {
        *error = tr("the project view needs a user namespace: %1").arg(why);
        return {};
    }
    const QByteArray src = QFile::encodeName(projectDir);
    Fd tree(int(::syscall(SYS_open_tree, AT_FDCWD, src.constData(),
                          kOpenTreeClone | kOpenTreeCloexec | kAtRecursive)));
    if (tree.get() < 0) {
        *error =
            tr("open_tree of %1 failed: %2 (Linux >= 5.2 is needed)").arg(projectDir, qt_error_string(errno));
        return {};
    }
    IdmapAttr attr;
    // nosuid,nodev: a setuid file or device node the sandbox makes is inert on the view.
    attr.attrSet = kMountAttrIdmap | kMountAttrNosuid | kMountAttrNodev;
    attr.usernsFd = quint64(ns.get());
    if (::syscall(SYS_mount_setattr, tree.get(), "", kAtEmptyPath | kAtRecursive, &attr, sizeof attr) != 0) {
        const int err = errno;
        *error = tr("%1 cannot be idmapped (%2): it needs Linux >= 5.12 and a file system that supports "
                    "idmapped mounts (ext4, xfs, btrfs; tmpfs from Linux 6.3; not NFS)")
                     .arg(projectDir, qt_error_string(err));
        return {};
    }
    const QString path = pathFor(sessionId);
    const QByteArray target = QFile::encodeName(path);
    const int treeFd = tree.get();
    auto mountView = [&] {
        if (::mkdir(target.constData(), 0700) != 0)
            return errno;
        if (::syscall(SYS_move_mount, treeFd, "", AT_FDCWD, target.constData(), kMoveMountFEmptyPath) == 0)
            return 0;
        const int err = errno;
        ::rmdir(target.constData());
        return err;
    };
    // In the launch's namespace (launchnamespace.h) when there is one: the host never sees it.
    if (const int err = mountNs >= 0 ? LaunchNamespace::run(mountNs, mountView) : mountView(); err != 0) {
        *error = tr("mounting the view on %1 failed: %2").arg(path, qt_error_string(err));
        return {};
    }
    return path;
#else
    Q_UNUSED(projectDir);
    Q_UNUSED(sessionId);
    Q_UNUSED(mountNs);
    *error = tr("project views need Linux");
    return {};
#endif
}

QString ProjectView::remove(const QString &path)
{
#ifdef Q_OS_LINUX
    if (path.isEmpty())
        return {};
    const QByteArray p = QFile::encodeName(path);
    if (::umount2(p.constData(), MNT_DETACH | UMOUNT_NOFOLLOW) != 0 && errno != EINVAL && errno != ENOENT)
        return tr("cannot unmount the project view %1: %2").arg(path, qt_error_string(errno));
    // rmdir only: it fails on anything but an empty folder, and on a mount point.
    if (::rmdir(p.constData()) != 0 && errno != ENOENT)
        return tr("cannot remove the project view's mount point %1: %2").arg(path, qt_error_string(errno));
#else
    Q_UNUSED(path);
#endif
    return {};
}

QList<OwnedFolders::Folder> ProjectView::removeStale()
{
    QList<OwnedFolders::Folder> removed;
    for (const OwnedFolders::Folder &f : OwnedFolders::orphaned(viewsDir()))
        if (remove(f.path).isEmpty())
            removed.append(f);
    return removed;
}

} // namespace aisb
