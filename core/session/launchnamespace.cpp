// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/launchnamespace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <cerrno>
#include <fcntl.h>
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
    // Prepared before the fork: the child makes raw system calls only.
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
    int report[2] = {-1, -1};
    int hold[2] = {-1, -1};
    if (::pipe2(report, O_CLOEXEC) != 0 || ::pipe2(hold, O_CLOEXEC) != 0) {
        *error = tr("pipe failed: %1").arg(qt_error_string(errno));
        for (int fd : {report[0], report[1], hold[0], hold[1]})
            if (fd >= 0)
                ::close(fd);
        return -1;
    }
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(report[0]);
        ::close(hold[1]);
        int result = 0;
        if (::unshare(CLONE_NEWNS) != 0)
            result = errno;
        // A slave receives the host's mounts but sends none back: the tmpfs below stay here.
        for (size_t i = 0; result == 0 && i < holders.size(); ++i)
            if (::mount(nullptr, holders[i].constData(), nullptr, MS_SLAVE, nullptr) != 0)
                result = errno;
        for (size_t i = 0; result == 0 && i < dirs.size(); ++i)
            if (::mount("aisb-launch", dirs[i].constData(), "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC,
                        "mode=0700,size=64k") != 0)
                result = errno;
        if (::write(report[1], &result, sizeof result) != ssize_t(sizeof result))
            ::_exit(1);
        char c;
        while (::read(hold[0], &c, 1) < 0 && errno == EINTR) {
        } // until the parent opened the namespace
        ::_exit(0);
    }
    ::close(report[1]);
    ::close(hold[0]);
    if (child < 0) {
        *error = tr("fork failed: %1").arg(qt_error_string(errno));
        ::close(report[0]);
        ::close(hold[1]);
        return -1;
    }
    int result = 0;
    int ns = -1;
    if (!readReport(report[0], &result, sizeof result)) {
        *error = tr("the helper that makes the launch's mount namespace ended early");
    } else if (result != 0) {
        *error = tr("cannot make a mount namespace for the launch: %1").arg(qt_error_string(result));
    } else {
        const QByteArray path = "/proc/" + QByteArray::number(child) + "/ns/mnt";
        ns = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
        if (ns < 0)
            *error = tr("opening %1 failed: %2").arg(QString::fromLatin1(path), qt_error_string(errno));
    }
    ::close(report[0]);
    ::close(hold[1]); // the child reads end-of-file and exits
    reap(child);
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
