// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/bindstage.h"

#include "session/launchnamespace.h"
#include "session/mountapi.h"
#include "session/ownedfolders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>
#include <vector>

#ifdef Q_OS_LINUX
#include <linux/openat2.h>
#endif

namespace aisb {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::BindStage", text);
}

// lupdate files a tr() in a free function under its namespace ("aisb"), not under the
// context the translation is looked up in: Tr::tr names it for both.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::BindStage)
};

const QString kStageRoot = QStringLiteral("/run/ai-sandbox/stage");

#ifdef Q_OS_LINUX
using namespace MountApi;
#ifndef SYS_openat2
#define SYS_openat2 437
#endif

// One source to stage, prepared before a fork: the child makes raw system calls only.
struct Entry
{
    QByteArray rel;
    QByteArray target;
    bool directory = false;
};
// What became of it: 0, or the step that failed and its errno.
enum Step : int { Done = 0, Open, Kind, Clone, Placeholder, Mount, EnterNamespace };
struct Outcome
{
    int step = Done;
    int error = 0;
};

Outcome stageOne(int rootFd, const Entry &e)
{
    open_how how{};
    how.flags = O_PATH | O_CLOEXEC;
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS;
    const int fd = int(::syscall(SYS_openat2, rootFd, e.rel.constData(), &how, sizeof how));
    if (fd < 0)
        return {Open, errno};
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || (e.directory ? !S_ISDIR(st.st_mode) : !S_ISREG(st.st_mode))) {
        ::close(fd);
        return {Kind, 0};
    }
    const int tree =
        int(::syscall(SYS_open_tree, fd, "", kOpenTreeClone | O_CLOEXEC | AT_EMPTY_PATH | kAtRecursive));
    const int cloneErr = errno;
    ::close(fd);
    if (tree < 0)
        return {Clone, cloneErr};
    int made = e.directory ? ::mkdir(e.target.constData(), 0700)
                           : ::open(e.target.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (made < 0) {
        const int err = errno;
        ::close(tree);
        return {Placeholder, err};
    }
    if (!e.directory)
        ::close(made);
    const long moved =
        ::syscall(SYS_move_mount, tree, "", AT_FDCWD, e.target.constData(), kMoveMountFEmptyPath);
    const int moveErr = errno;
    ::close(tree);
    if (moved != 0)
        return {Mount, moveErr};
    return {};
}

// podman's rootless pause process, whose user and mount namespace every rootless podman
// command joins (and so the runtime that mounts the sandbox's binds). Its pid file is in
// podman's tmp folder: $XDG_RUNTIME_DIR/libpod/tmp, else /run/user/<uid>/libpod/tmp, else
// $TMPDIR/podman-run-<uid>/libpod/tmp.
pid_t podmanPausePid(QString *error)
{
    const QString uid = QString::number(::getuid());
    QStringList candidates;
    const QString runtimeDir = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtimeDir.isEmpty())
        candidates << runtimeDir + QStringLiteral("/libpod/tmp/pause.pid");
    candidates << QStringLiteral("/run/user/") + uid + QStringLiteral("/libpod/tmp/pause.pid")
               << QDir::tempPath() + QStringLiteral("/podman-run-") + uid +
                      QStringLiteral("/libpod/tmp/pause.pid");
    for (const QString &path : std::as_const(candidates)) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        bool ok = false;
        const qint64 pid = f.read(32).trimmed().toLongLong(&ok);
        struct stat st
        {
        };
        // Ours and alive.
        if (ok && pid > 0 && ::stat(QByteArray("/proc/" + QByteArray::number(pid)).constData(), &st) == 0 &&
            st.st_uid == ::getuid())
            return pid_t(pid);
    }
    *error = Tr::tr("podman's rootless pause process was not found (looked for %1); run any podman command "
                    "(e.g. `podman info`) and start again")
                 .arg(candidates.join(QStringLiteral(", ")));
    return -1;
}

// Runs `work` in podman's user and mount namespace (rootless), in the launch's mount namespace
// `launchNs` (rootful, LaunchNamespace) or here (rootful without one), and returns its outcomes,
// one per item.
template <typename Work>
std::vector<Outcome> inNamespace(bool rootless, int launchNs, size_t count, Work work, QString *error)
{
    std::vector<Outcome> out(count);
    if (!rootless && launchNs < 0) {
        work(out.data());
        return out;
    }
    int userNs = -1;
    int mountNs = launchNs;
    if (rootless) {
        const pid_t pause = podmanPausePid(error);
        if (pause < 0)
            return {};
        const QByteArray ns = "/proc/" + QByteArray::number(pause) + "/ns/";
        userNs = ::open(QByteArray(ns + "user").constData(), O_RDONLY | O_CLOEXEC);
        mountNs = ::open(QByteArray(ns + "mnt").constData(), O_RDONLY | O_CLOEXEC);
        if (userNs < 0 || mountNs < 0) {
            *error = Tr::tr("cannot open podman's namespaces (%1): %2")
                         .arg(QString::fromLatin1(ns), qt_error_string(errno));
            for (int fd : {userNs, mountNs})
                if (fd >= 0)
                    ::close(fd);
            return {};
        }
    }
    const int err = LaunchNamespace::run(
        mountNs,
        [&] {
            work(out.data());
            return 0;
        },
        out.data(), count * sizeof(Outcome), userNs);
    if (rootless) {
        ::close(userNs);
        ::close(mountNs);
    }
    if (err == ECHILD) {
        *error = Tr::tr("the helper in podman's namespace ended early");
        return {};
    }
    if (err != 0)
        std::fill(out.begin(), out.end(), Outcome{EnterNamespace, err});
    return out;
}

#endif

} // namespace

QString BindStage::dirFor(const QString &sessionId, bool rootless, const QString &sessionDir)
{
    if (rootless)
        return sessionDir + QStringLiteral("/stage");
    return OwnedFolders::pathFor(kStageRoot, sessionId);
}

QString BindStage::rootDir()
{
    return kStageRoot;
}

QString BindStage::create(const QString &root, const QStringList &rels,
                          const QMap<QString, Render::PathKind> &kinds, const QString &dir, bool rootless,
                          int launchNs)
{
#ifdef Q_OS_LINUX
    if (rels.isEmpty())
        return {};
    if (!rootless) {
        if (QString e = LaunchNamespace::ensureRootDir(kStageRoot); !e.isEmpty())
            return e;
        removeStale();
    }
    const QByteArray dirPath = QFile::encodeName(dir);
    // In the launch's namespace the stage root is a tmpfs of its own: the folder is made there.
    const bool inLaunchNs = !rootless && launchNs >= 0;
    if (!inLaunchNs && ::mkdir(dirPath.constData(), 0700) != 0)
        return tr("cannot create %1: %2").arg(dir, qt_error_string(errno));
    std::vector<Entry> entries;
    for (const QString &rel : rels)
        entries.push_back({QFile::encodeName(rel),
                           QFile::encodeName(dir + QLatin1Char('/') + Render::stagedName(rel)),
                           kinds.value(rel, Render::PathKind::Directory) == Render::PathKind::Directory});
    const QByteArray rootPath = QFile::encodeName(root);
    QString error;
    const std::vector<Outcome> outcomes = inNamespace(
        rootless, launchNs, entries.size(),
        [&](Outcome *out) {
            if (inLaunchNs && ::mkdir(dirPath.constData(), 0700) != 0) {
                out[0] = {Placeholder, errno};
                return;
            }
            const int rootFd = ::open(rootPath.constData(), O_PATH | O_DIRECTORY | O_CLOEXEC);
            for (size_t i = 0; i < entries.size(); ++i) {
                out[i] = rootFd < 0 ? Outcome{Open, errno} : stageOne(rootFd, entries[i]);
                if (out[i].step != Done)
                    break; // the rest stay Done-with-nothing; remove() cleans up what exists
            }
            if (rootFd >= 0)
                ::close(rootFd);
        },
        &error);
    if (error.isEmpty()) {
        for (size_t i = 0; i < outcomes.size(); ++i) {
            const Outcome &o = outcomes[i];
            const QString rel = rels.at(qsizetype(i));
            switch (o.step) {
            case Done:
                continue;
            case Open:
                error = o.error == EXDEV || o.error == ELOOP
                            ? tr("%1 in the project leads out of it (a symlink or '..' appeared after it was "
                                 "checked); the sandbox was not started. Check the folder and start again.")
                                  .arg(rel)
                            : tr("%1 in the project changed after it was checked (%2); the sandbox was not "
                                 "started. Start again.")
                                  .arg(rel, qt_error_string(o.error));
                break;
            case Kind:
                error = tr("%1 in the project changed after it was checked (it is no longer the %2 it was); "
                           "the sandbox was not started. Start again.")
                            .arg(rel,
                                 kinds.value(rel) == Render::PathKind::Directory ? tr("folder") : tr("file"));
                break;
            case EnterNamespace:
                error =
                    tr("cannot enter podman's user and mount namespace: %1").arg(qt_error_string(o.error));
                break;
            default:
                error = tr("cannot stage %1 for the sandbox (Linux >= 5.6 with open_tree and openat2 is "
                           "needed): %2")
                            .arg(rel, qt_error_string(o.error));
                break;
            }
            break;
        }
    }
    if (!error.isEmpty()) {
        remove(dir, rootless);
        return error;
    }
    return {};
#else
    Q_UNUSED(root);
    Q_UNUSED(rels);
    Q_UNUSED(kinds);
    Q_UNUSED(dir);
    Q_UNUSED(rootless);
    Q_UNUSED(launchNs);
    return {};
#endif
}

QString BindStage::remove(const QString &dir, bool rootless)
{
#ifdef Q_OS_LINUX
    if (dir.isEmpty() || !QFileInfo::exists(dir))
        return {};
    std::vector<QByteArray> targets;
    for (const QString &name :
         QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
        targets.push_back(QFile::encodeName(dir + QLatin1Char('/') + name));
    QString error;
    if (!targets.empty()) {
        // Unmounted where they are mounted; a mount that is not there (podman's namespace gone)
        // is nothing to undo.
        inNamespace(
            rootless, -1, targets.size(),
            [&](Outcome *out) {
                for (size_t i = 0; i < targets.size(); ++i)
                    if (::umount2(targets[i].constData(), MNT_DETACH | UMOUNT_NOFOLLOW) != 0 &&
                        errno != EINVAL)
                        out[i] = {Mount, errno};
            },
            &error);
    }
    // unlink or rmdir only: both fail on a mount point (and rmdir on anything but an empty folder).
    for (const QByteArray &t : targets)
        if (::unlink(t.constData()) != 0 && errno == EISDIR)
            ::rmdir(t.constData());
    if (::rmdir(QFile::encodeName(dir).constData()) != 0 && errno != ENOENT)
        return tr("cannot remove the staged sources in %1: %2").arg(dir, qt_error_string(errno));
    return error;
#else
    Q_UNUSED(dir);
    Q_UNUSED(rootless);
    return {};
#endif
}

QList<OwnedFolders::Folder> BindStage::removeStale()
{
    QList<OwnedFolders::Folder> removed;
    for (const OwnedFolders::Folder &f : OwnedFolders::orphaned(kStageRoot))
        if (remove(f.path, false).isEmpty())
            removed.append(f);
    return removed;
}

} // namespace aisb
