// SPDX-License-Identifier: GPL-3.0-or-later
// The rootful project view (session/projectview.h): its id mapping, and, as root, a real
// idmapped mount: uid 1000 writes through it as the invoking user, the project stays whole when
// the view goes, and a view of a client that is gone is removed. A view made in a launch's own mount
// namespace (session/launchnamespace.h) is seen only there, and goes with the namespace.
#include "session/bindstage.h"
#include "session/launchnamespace.h"
#include "session/projectview.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <grp.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace aisb;

namespace {

// Creates `dir`/`name` as uid/gid 1000 in a child (the sandbox user, as in the container, which
// gets the folder from the runtime: it opens `dir` before it drops to 1000). Returns the child's
// errno (0 = created).
int createAsSandboxUser(const QString &dir, const char *name)
{
    const QByteArray d = QFile::encodeName(dir);
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int dirFd = ::open(d.constData(), O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (dirFd < 0 || ::setgroups(0, nullptr) != 0 || ::setresgid(1000, 1000, 1000) != 0 ||
            ::setresuid(1000, 1000, 1000) != 0)
            ::_exit(100);
        const int fd = ::openat(dirFd, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        ::_exit(fd < 0 ? errno : 0);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 255;
}

bool isMountPoint(const QString &path)
{
    QFile f(QStringLiteral("/proc/self/mountinfo"));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray needle = ' ' + QFile::encodeName(path) + ' ';
    return f.readAll().contains(needle);
}

} // namespace

class TestProjectView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void idMapSwapsInvokerAndSandbox_data()
    {
        QTest::addColumn<uint>("invoker");
        QTest::addColumn<QString>("map");
        QTest::newRow("root") << 0u << QStringLiteral("0 1000 1\n1 1 999\n1000 0 1\n1001 1001 4294966294\n");
        QTest::newRow("uid 1001") << 1001u
                                  << QStringLiteral(
                                         "0 0 1000\n1000 1001 1\n1001 1000 1\n1002 1002 4294966293\n");
        QTest::newRow("uid 500") << 500u
                                 << QStringLiteral("0 0 500\n500 1000 1\n501 501 499\n1000 500 1\n"
                                                   "1001 1001 4294966294\n");
        QTest::newRow("sandbox itself") << 1000u << QString();
    }
    void idMapSwapsInvokerAndSandbox()
    {
        QFETCH(uint, invoker);
        QFETCH(QString, map);
        QCOMPARE(ProjectView::idMap(invoker), map);
    }

    // Every id in [0, 2^32-1) is covered exactly once on both sides.
    void idMapIsAPermutation()
    {
        for (uint invoker : {0u, 1u, 999u, 1001u, 65534u, 4294967294u}) {
            quint64 inside = 0;
            quint64 outsideSum = 0;
            quint64 insideSum = 0;
            for (const QString &line :
                 ProjectView::idMap(invoker).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                const QStringList f = line.split(QLatin1Char(' '));
                QCOMPARE(f.size(), 3);
                QCOMPARE(f.at(0).toULongLong(), inside); // contiguous, in order
                const quint64 count = f.at(2).toULongLong();
                QVERIFY(count > 0);
                inside += count;
                insideSum += count * (2 * f.at(0).toULongLong() + count - 1) / 2;
                outsideSum += count * (2 * f.at(1).toULongLong() + count - 1) / 2;
            }
            QCOMPARE(inside, quint64(4294967295ULL));
            QCOMPARE(outsideSum, insideSum);
        }
    }

    void invokerIsTheSudoUserForRoot()
    {
        auto check = [](const ProjectView::Invoker &who, uint uid, uint gid, bool viaSudo) {
            return who.uid == uid && who.gid == gid && who.viaSudo == viaSudo;
        };
        QVERIFY(check(ProjectView::invokerFrom(0, 0, {}, {}), 0, 0, false));
        QVERIFY(check(ProjectView::invokerFrom(0, 0, "1001", "1002"), 1001, 1002, true));
        QVERIFY(check(ProjectView::invokerFrom(0, 0, "1000", "1000"), 1000, 1000, true));
        // Only root's sudo variables count, and only whole, valid ids.
        QVERIFY(check(ProjectView::invokerFrom(1001, 1001, "0", "0"), 1001, 1001, false));
        for (const char *bad : {"", "-1", "4294967295", "12a", " 1001", "1001\n", "99999999999", "+5"})
            QVERIFY2(check(ProjectView::invokerFrom(0, 0, bad, "1002"), 0, 0, false), bad);
        QVERIFY(check(ProjectView::invokerFrom(0, 0, "1001", ""), 0, 0, false));
    }

    void wantedOnlyRootfulLocalAsRoot()
    {
        QVERIFY(!ProjectView::wanted(true, false));
        QVERIFY(!ProjectView::wanted(false, true));
        const ProjectView::Invoker who = ProjectView::invoker();
        QCOMPARE(ProjectView::wanted(false, false), ::geteuid() == 0 && (who.uid != 1000 || who.gid != 1000));
    }

    void viewWritesAsInvokerAndGoesCleanly()
    {
        if (::geteuid() != 0)
            QSKIP("an idmapped mount needs root (CI runs as root)");
        qunsetenv("SUDO_UID"); // the invoker is root here
        qunsetenv("SUDO_GID");
        QTemporaryDir tmp(QDir::tempPath() + QStringLiteral("/aisb-view-XXXXXX"));
        QVERIFY(tmp.isValid());
        const QString project = tmp.path() + QStringLiteral("/project");
        QVERIFY(QDir().mkpath(project + QStringLiteral("/owned")));
        QVERIFY(QFile::setPermissions(project + QStringLiteral("/owned"), QFileDevice::Permissions(0x7755)));
        QFile keep(project + QStringLiteral("/owned/keep"));
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.write("kept\n");
        keep.close();

        // Without the view, uid 1000 may not write in a root-owned 0755 folder.
        QCOMPARE(createAsSandboxUser(project + QStringLiteral("/owned"), "direct"), EACCES);

        QString error;
        const QString view = ProjectView::create(project, QStringLiteral("20261202-000000-test"), &error);
        if (view.isEmpty() && error.contains(QLatin1String("idmapped")))
            QSKIP(qPrintable(error)); // e.g. a temp folder on a file system without idmapped mounts
        QVERIFY2(!view.isEmpty(), qPrintable(error));
        QVERIFY(view.startsWith(ProjectView::viewsDir() + QLatin1Char('/') + QString::number(::getpid()) +
                                QLatin1Char('-')));
        QVERIFY(isMountPoint(view));
        QFileInfo viewsDir(ProjectView::viewsDir());
        QCOMPARE(int(viewsDir.permissions() & 0x0077), 0);
        QCOMPARE(viewsDir.ownerId(), 0u);

        // Through the view the project is uid 1000's, and what 1000 writes is root's on disk.
        QCOMPARE(QFileInfo(view + QStringLiteral("/owned")).ownerId(), 1000u);
        QCOMPARE(createAsSandboxUser(view + QStringLiteral("/owned"), "by-sandbox"), 0);
        const QFileInfo written(project + QStringLiteral("/owned/by-sandbox"));
        QVERIFY(written.exists());
        QCOMPARE(written.ownerId(), 0u);
        QCOMPARE(written.groupId(), 0u);

        // Removing the view unmounts it and never touches the project.
        QCOMPARE(ProjectView::remove(view), QString());
        QVERIFY(!isMountPoint(view));
        QVERIFY(!QFileInfo::exists(view));
        QVERIFY(QFileInfo::exists(project + QStringLiteral("/owned/keep")));
        QVERIFY(QFileInfo::exists(project + QStringLiteral("/owned/by-sandbox")));
        QCOMPARE(ProjectView::remove(view), QString()); // twice is fine
    }

    void mountPointOfTakesTheDeepestMount()
    {
        const QByteArray info = "27 1 254:0 / / rw - ext4 /dev/vda rw\n"
                                "30 27 0:25 / /run rw shared:5 - tmpfs tmpfs rw\n"
                                "31 30 0:26 / /run/ai\\040sandbox rw - tmpfs tmpfs rw\n"
                                "32 30 0:27 / /run/ai-sandbox-other rw - tmpfs tmpfs rw\n";
        QCOMPARE(LaunchNamespace::mountPointOf(QStringLiteral("/run/ai-sandbox/views"), info),
                 QStringLiteral("/run"));
        QCOMPARE(LaunchNamespace::mountPointOf(QStringLiteral("/run/ai sandbox/views"), info),
                 QStringLiteral("/run/ai sandbox"));
        QCOMPARE(LaunchNamespace::mountPointOf(QStringLiteral("/var/lib"), info), QStringLiteral("/"));
    }

    // The view of a launch namespace: the host never sees it (neither mount nor folder), a
    // process in the namespace (nsenter, as podman runs) sees the project through it as uid
    // 1000's, and once the last holder is gone the kernel has dropped the namespace.
    void viewInALaunchNamespaceNeverReachesTheHost()
    {
        if (::geteuid() != 0)
            QSKIP("mount namespaces need root (CI runs as root)");
        qunsetenv("SUDO_UID");
        qunsetenv("SUDO_GID");
        QTemporaryDir tmp(QDir::tempPath() + QStringLiteral("/aisb-view-XXXXXX"));
        QVERIFY(tmp.isValid());
        QVERIFY(QDir().mkpath(tmp.path() + QStringLiteral("/owned")));
        QFile keep(tmp.path() + QStringLiteral("/owned/keep"));
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.write("kept\n");
        keep.close();
        QString error;
        const int ns = LaunchNamespace::create({ProjectView::viewsDir(), BindStage::rootDir()}, &error);
        QVERIFY2(ns >= 0, qPrintable(error));
        struct stat nsStat
        {
        };
        QCOMPARE(::fstat(ns, &nsStat), 0);
        const QString view =
            ProjectView::create(tmp.path(), QStringLiteral("20261203-000000-ns"), &error, ns);
        if (view.isEmpty() && error.contains(QLatin1String("idmapped")))
            QSKIP(qPrintable(error));
        QVERIFY2(!view.isEmpty(), qPrintable(error));
        QVERIFY(!isMountPoint(view));
        QVERIFY(!QFileInfo::exists(view));

        const QByteArray owned = QFile::encodeName(view + QStringLiteral("/owned"));
        QCOMPARE(LaunchNamespace::run(ns,
                                      [&] {
                                          struct stat st
                                          {
                                          };
                                          if (::stat(owned.constData(), &st) != 0)
                                              return errno;
                                          return st.st_uid == 1000 ? 0 : EPERM;
                                      }),
                 0);
        const QStringList command =
            LaunchNamespace::wrap(ns, QStringLiteral("cat"), {view + QStringLiteral("/owned/keep")});
        if (command.isEmpty())
            QSKIP("nsenter is not installed");
        QProcess cat;
        ::fcntl(ns, F_SETFD, 0);
        cat.start(command.first(), command.mid(1));
        ::fcntl(ns, F_SETFD, FD_CLOEXEC);
        QVERIFY(cat.waitForFinished(10000));
        QCOMPARE(cat.readAllStandardOutput(), QByteArray("kept\n"));

        ::close(ns);
        // No process is in it any more and nobody holds it: the kernel has freed it.
        for (const QString &pid :
             QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            struct stat st
            {
            };
            if (::stat(
                    QFile::encodeName(QStringLiteral("/proc/") + pid + QStringLiteral("/ns/mnt")).constData(),
                    &st) == 0)
                QVERIFY2(st.st_ino != nsStat.st_ino, qPrintable(pid));
        }
        QVERIFY(QFileInfo::exists(tmp.path() + QStringLiteral("/owned/keep")));
    }

    void staleViewOfAGoneClientRemoved()
    {
        if (::geteuid() != 0)
            QSKIP("mounting needs root (CI runs as root)");
        QTemporaryDir tmp(QDir::tempPath() + QStringLiteral("/aisb-view-XXXXXX"));
        QVERIFY(tmp.isValid());
        QFile marker(tmp.path() + QStringLiteral("/marker"));
        QVERIFY(marker.open(QIODevice::WriteOnly));
        marker.close();
        QString error;
        const QString mine = ProjectView::create(tmp.path(), QStringLiteral("20261202-000000-mine"), &error);
        if (mine.isEmpty() && error.contains(QLatin1String("idmapped")))
            QSKIP(qPrintable(error));
        QVERIFY2(!mine.isEmpty(), qPrintable(error));
        // A view left by a client that is gone: a child that exited and was reaped.
        const pid_t child = ::fork();
        if (child == 0)
            ::_exit(0);
        ::waitpid(child, nullptr, 0);
        const QString stale = ProjectView::viewsDir() + QLatin1Char('/') + QString::number(child) +
                              QStringLiteral("-20261202-000000-gone");
        QVERIFY(QDir().mkdir(stale));
        QCOMPARE(QProcess::execute(QStringLiteral("mount"), {QStringLiteral("--bind"), tmp.path(), stale}),
                 0);
        QVERIFY(isMountPoint(stale));

        QCOMPARE(ProjectView::removeStale().size(), 1); // the gone client's; ours stays
        QVERIFY(!QFileInfo::exists(stale));
        QVERIFY(isMountPoint(mine));
        QVERIFY(QFileInfo::exists(tmp.path() + QStringLiteral("/marker")));
        QCOMPARE(ProjectView::remove(mine), QString());
        QVERIFY(QFileInfo::exists(tmp.path() + QStringLiteral("/marker")));
    }
};

QTEST_GUILESS_MAIN(TestProjectView)
#include "tst_projectview.moc"
