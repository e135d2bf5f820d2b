// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/launchnamespace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <memory>
#include <pthread.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#ifdef Q_OS_LINUX
#include <sched.h>
#endif

namespace aisb {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::LaunchNamespace", text);
}

#ifdef Q_OS_LINUX
// Reads `size` bytes from `fd` (the child's report); false when the child ended before.
bool readReport(int fd, void *buffer, size_t size)
{
    size_t got = 0;
    while (got < size) {
        const ssize_t n = ::read(fd, static_cast<char *>(buffer) + got, size - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        got += size_t(n);
    }
    return true;
}

void reap(pid_t pid)
{
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
}

// Runs `fn(arg)` in a child that shares this process's memory (and, with CLONE_FILES in `flags`,
// its descriptor table) while this thread waits: no page tables are copied, which a fork() of a Qt
// process costs about a millisecond for (three per launch). The child makes raw system calls only
// and reports through `arg`; it cannot join a user namespace (a process sharing its memory counts
// as threaded). Signals stay blocked in the child. Returns 0 or the errno of the clone.
int runSharingMemory(int (*fn)(void *), void *arg, int flags)
{
    constexpr size_t stackSize = 256 * 1024;
    std::unique_ptr<char[]> stack(new char[stackSize]);
    char *top = stack.get() + stackSize;
    top -= reinterpret_cast<quintptr>(top) % 64; // aligned for any ABI
    sigset_t all;
    sigset_t old;
    ::sigfillset(&all);
    ::pthread_sigmask(SIG_SETMASK, &all, &old);
    const pid_t child = ::clone(fn, top, CLONE_VM | CLONE_VFORK | SIGCHLD | flags, arg);
    const int cloneErr = errno;
    ::pthread_sigmask(SIG_SETMASK, &old, nullptr);
    if (child < 0)
        return cloneErr;
    reap(child); // it has ended already: CLONE_VFORK held this thread until then
    return 0;
}

struct NewNamespace
{
    const std::vector<QByteArray> *holders;
    const std::vector<QByteArray> *dirs;
    int result = 0;
    int ns = -1; // opened by the child into the shared descriptor table
};

int makeNamespace(void *arg)
{
    auto *n = static_cast<NewNamespace *>(arg);
    if (::unshare(CLONE_NEWNS) != 0) {
        n->result = errno;
        return 0;
    }
    // A slave receives the host's mounts but sends none back: the tmpfs below stay here.
    for (const QByteArray &holder : *n->holders)
        if (::mount(nullptr, holder.constData(), nullptr, MS_SLAVE, nullptr) != 0) {
            n->result = errno;
            return 0;
        }
    for (const QByteArray &dir : *n->dirs)
        if (::mount("aisb-launch", dir.constData(), "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC,
                    "mode=0700,size=64k") != 0) {
            n->result = errno;
            return 0;
        }
    n->ns = ::open("/proc/self/ns/mnt", O_RDONLY | O_CLOEXEC);
    if (n->ns < 0)
        n->result = errno;
    return 0;
}

struct InNamespace
{
    int mountNs;
    const std::function<int()> *work;
    int result = 0;
};

int workInNamespace(void *arg)
{
    auto *w = static_cast<InNamespace *>(arg);
    w->result = ::setns(w->mountNs, CLONE_NEWNS) == 0 ? (*w->work)() : errno;
    return 0;
}

// mountinfo escapes space, tab, newline and backslash as \ooo.
QString unescape(const QByteArray &field)
{
    QByteArray out;
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field.at(i) == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int c = field.mid(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                out += char(c);
                i += 3;
                continue;
            }
        }
        out += field.at(i);
    }
    return QFile::decodeName(out);
}

#endif

} // namespace

#ifdef Q_OS_LINUX
QString LaunchNamespace::ensureRootDir(const QString &dir)
{
    const QString parent = QFileInfo(dir).path();
    if (parent != dir && parent != QLatin1String("/run") && parent != QLatin1String("/"))
        if (QString e = ensureRootDir(parent); !e.isEmpty())
            return e;
    const QByteArray path = QFile::encodeName(dir);
    if (::mkdir(path.constData(), 0700) != 0 && errno != EEXIST)
        return tr("cannot create %1: %2").arg(dir, qt_error_string(errno));
    struct stat st
    {
    };
    if (::lstat(path.constData(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != 0 ||
        (st.st_mode & 0077) != 0)
        return tr("%1 must be a folder owned by root with mode 0700").arg(dir);
    return {};
}
#else
QString LaunchNamespace::ensureRootDir(const QString &dir)
{
    return tr("%1 needs Linux").arg(dir);
}
#endif

QString LaunchNamespace::mountPointOf(const QString &path, const QByteArray &mountInfo)
{
    QString best = QStringLiteral("/");
    for (const QByteArray &line : mountInfo.split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() < 5)
            continue;
        const QString mp = unescape(f.at(4));
        const bool under = mp == QLatin1String("/") || path == mp || path.startsWith(mp + QLatin1Char('/'));
        if (under && mp.size() >= best.size())
            best = mp;
    }
    return best;
}

int LaunchNamespace::create(const QStringList &fresh, QString *error)
{
#ifdef Q_OS_LINUX
    QFile info(QStringLiteral("/proc/self/mountinfo"));
    if (!info.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read /proc/self/mountinfo: %1").arg(info.errorString());
        return -1;
    }
    const QByteArray mountInfo = info.readAll();
    // Prepared before the clone: the child makes raw system calls only.
    std::vector<QByteArray> dirs;
    std::vector<QByteArray> holders; // the mounts the folders are on, made slaves in the copy
    for (const QString &dir : fresh) {
        if (QString e = ensureRootDir(dir); !e.isEmpty()) {
            *error = e;
            return -1;
        }
        dirs.push_back(QFile::encodeName(dir));
        holders.push_back(QFile::encodeName(mountPointOf(dir, mountInfo)));
    }
    NewNamespace n{&holders, &dirs};
    if (const int err = runSharingMemory(makeNamespace, &n, CLONE_FILES); err != 0) {
        *error = tr("clone failed: %1").arg(qt_error_string(err));
        return -1;
    }
    if (n.result != 0) {
        if (n.ns >= 0)
            ::close(n.ns);
        *error = tr("cannot make a mount namespace for the launch: %1").arg(qt_error_string(n.result));
        return -1;
    }
    const int ns = n.ns;
    return ns;
#else
    Q_UNUSED(fresh);
    *error = tr("mount namespaces need Linux");
    return -1;
#endif
}

int LaunchNamespace::run(int mountNs, const std::function<int()> &work, void *result, size_t size, int userNs)
{
#ifdef Q_OS_LINUX
    if (userNs < 0) {
        // `work` fills `result` in place: the child shares this memory.
        InNamespace w{mountNs, &work};
        if (const int err = runSharingMemory(workInNamespace, &w, 0); err != 0)
            return err;
        return w.result;
    }
    int report[2];
    if (::pipe2(report, O_CLOEXEC) != 0)
        return errno;
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(report[0]);
        const bool joined =
            (userNs < 0 || ::setns(userNs, CLONE_NEWUSER) == 0) && ::setns(mountNs, CLONE_NEWNS) == 0;
        const int err = joined ? work() : errno;
        bool written = ::write(report[1], &err, sizeof err) == ssize_t(sizeof err);
        written = written && (size == 0 || ::write(report[1], result, size) == ssize_t(size));
        ::_exit(written ? 0 : 1);
    }
    const int forkErr = errno;
    ::close(report[1]);
    if (child < 0) {
        ::close(report[0]);
        return forkErr;
    }
    int err = 0;
    if (!readReport(report[0], &err, sizeof err) || (size > 0 && !readReport(report[0], result, size)))
        err = ECHILD;
    ::close(report[0]);
    reap(child);
    return err;
#else
    Q_UNUSED(mountNs);
    Q_UNUSED(work);
    Q_UNUSED(result);
    Q_UNUSED(size);
    Q_UNUSED(userNs);
    return ENOSYS;
#endif
}

QStringList LaunchNamespace::wrap(int mountNs, const QString &program, const QStringList &args)
{
    const QString nsenter = QStandardPaths::findExecutable(QStringLiteral("nsenter"));
    if (nsenter.isEmpty())
        return {};
    return QStringList{nsenter, QStringLiteral("--mount=/dev/fd/%1").arg(mountNs), QStringLiteral("--"),
                       program} +
           args;
}

} // namespace aisb
