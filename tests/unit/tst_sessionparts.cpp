// SPDX-License-Identifier: GPL-3.0-or-later
// The parts split out of Session (issue 13), each without a container: what a launch holds on the
// host and its release (real memory files, real flock()s, as root real mounts of the project view
// and bind stage, on the host and in a launch namespace), the home volume's name and its ensure
// step (a stand-in podman for the answers a real one cannot give on demand: a lost create race),
// and the sandbox set-up's steps (the files it writes in a real session folder, the argv and the
// process channels). The exit description is tested in tst_session.
#include "engine/podman.h"
#include "engine/resourcenames.h"
#include "fakepodman.h"
#include "policy/policylayers.h"
#include "session/bindstage.h"
#include "session/homevolume.h"
#include "session/launchnamespace.h"
#include "session/launchresources.h"
#include "session/projectview.h"
#include "session/runline.h"
#include "session/sandboxsetup.h"
#include "session/sessiondir.h"
#include "testfiles.h"
#include "util/paths.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace aisb;

namespace {
// What descriptor `fd` of this process is ("" = none).
QString fdTarget(int fd)
{
    return QFileInfo(QStringLiteral("/proc/self/fd/%1").arg(fd)).symLinkTarget();
}

bool isCloseOnExec(int fd)
{
    const int flags = ::fcntl(fd, F_GETFD);
    return flags >= 0 && (flags & FD_CLOEXEC);
}

// Whether another open file description can take a shared lock on `path` now (what the sandbox's
// pid 1 and the gate wait for).
bool lockFree(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::flock(fd, LOCK_SH | LOCK_NB) == 0;
    ::close(fd);
    return ok;
}

// The permission bits of `path` (QFileInfo's permissions() adds what this user may do, which
// for root is everything).
int modeOf(const QString &path)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

bool mountedOnHost(const QString &path)
{
    QFile f(QStringLiteral("/proc/self/mountinfo"));
    const QByteArray field = QByteArray(" ") + QFile::encodeName(path) + QByteArray(" ");
    return f.open(QIODevice::ReadOnly) && f.readAll().contains(field);
}

template <typename F> bool waitFor(F done, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QTest::qWait(20);
    }
    return true;
}

PodmanCapabilities rootfulLocal()
{
    PodmanCapabilities caps;
    caps.route = PodmanCapabilities::Route::Slirp4netns;
    return caps;
}
} // namespace

class TestSessionParts : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;

    QString makeProject(const QString &name)
    {
        const QString project = m_tmp.path() + QLatin1Char('/') + name;
        test::writeWithFolders(project + QStringLiteral("/.git/config"), "[core]\n");
        test::writeWithFolders(project + QStringLiteral("/.git/hooks/pre-commit"), "hook\n");
        test::writeWithFolders(project + QStringLiteral("/src/main.c"), "int main;\n");
        return project;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qunsetenv("SUDO_UID"); // the invoker is whoever runs the test
        qunsetenv("SUDO_GID");
    }

    // The env file: a memory file named for its session, close-on-exec, inheritable only inside
    // launchWithEnv(), and gone (from this process) once dropped.
    void envFileInheritedByTheLaunchAlone()
    {
        LaunchResources r;
        QString err;
        QVERIFY2(r.openEnvFile("A=1\nSECRET=s3cret\n", QStringLiteral("20261204-000000-env"), &err),
                 qPrintable(err));
        const int fd = r.envFd();
        QVERIFY(fd >= 0);
        QCOMPARE(r.envFilePath(), QStringLiteral("/dev/fd/%1").arg(fd));
        QVERIFY2(fdTarget(fd).contains(QLatin1String("memfd:aisb-env-20261204-000000-env")),
                 qPrintable(fdTarget(fd)));
        QVERIFY(isCloseOnExec(fd));

        // A child forked inside the launch reads it as podman does; one forked after cannot.
        QProcess inside;
        bool cloexecDuringLaunch = true;
        r.launchWithEnv([&] {
            cloexecDuringLaunch = isCloseOnExec(fd);
            inside.start(QStringLiteral("cat"), {r.envFilePath()});
        });
        QVERIFY(!cloexecDuringLaunch);
        QVERIFY(isCloseOnExec(fd));
        QVERIFY(inside.waitForFinished(10000));
        QCOMPARE(inside.readAllStandardOutput(), QByteArray("A=1\nSECRET=s3cret\n"));
        QProcess after;
        after.start(QStringLiteral("cat"), {r.envFilePath()});
        QVERIFY(after.waitForFinished(10000));
        QVERIFY(after.exitCode() != 0);
        QVERIFY(after.readAllStandardOutput().isEmpty());

        r.dropEnvFile();
        QCOMPARE(r.envFd(), -1);
        QCOMPARE(r.envFilePath(), QString());
        QVERIFY(!fdTarget(fd).contains(QLatin1String("aisb-env-20261204-000000-env")));
        r.dropEnvFile(); // twice is fine
        QCOMPARE(r.envFd(), -1);
    }

    // The lifelines: held (nobody else gets the lock), in the modes the containers need, seen
    // waited on by a real process, and free once released; release() is idempotent.
    void lifelinesHeldWaitedOnAndReleased()
    {
        const QString flock = QStandardPaths::findExecutable(QStringLiteral("flock"));
        const QString dir = m_tmp.path() + QStringLiteral("/lifelines");
        QVERIFY(QDir().mkpath(dir));
        const QString sandbox = dir + QStringLiteral("/lifeline");
        const QString gate = dir + QStringLiteral("/lifeline-gate");
        LaunchResources r;
        QString err;
        QVERIFY2(r.holdGateLifeline(gate, &err), qPrintable(err));
        QVERIFY2(r.holdSandboxLifeline(sandbox, false, &err), qPrintable(err));
        QVERIFY(r.hasGateLifeline() && r.hasSandboxLifeline());
        QCOMPARE(modeOf(gate), 0400);
        QCOMPARE(modeOf(sandbox), 0400); // rootful
        QVERIFY(!lockFree(sandbox));
        QVERIFY(!lockFree(gate));
        QVERIFY(!r.sandboxLifelineWaitedOn()); // nobody waits yet

        QProcess waiter;
        if (!flock.isEmpty()) {
            waiter.start(flock, {QStringLiteral("-s"), sandbox, QStringLiteral("true")});
            QVERIFY(waiter.waitForStarted(10000));
            QVERIFY2(waitFor([&] { return r.sandboxLifelineWaitedOn(); }, 10000),
                     "a process waiting for the lifeline's lock was not seen");
        }

        r.release();
        QVERIFY(!r.hasGateLifeline() && !r.hasSandboxLifeline());
        QVERIFY(!r.sandboxLifelineWaitedOn());
        QVERIFY(lockFree(sandbox));
        QVERIFY(lockFree(gate));
        if (!flock.isEmpty()) {
            QVERIFY(waiter.waitForFinished(10000)); // it got the lock: the sandbox would end now
            QCOMPARE(waiter.exitCode(), 0);
        }
        r.release(); // twice is fine
        QVERIFY(lockFree(sandbox));

        // Rootless the sandbox user owns the file through keep-id: its owner may not read it.
        LaunchResources rootless;
        const QString other = dir + QStringLiteral("/lifeline-rootless");
        QVERIFY2(rootless.holdSandboxLifeline(other, true, &err), qPrintable(err));
        QCOMPARE(modeOf(other), 0044);
        rootless.releaseLifelines();
        QVERIFY(!rootless.hasSandboxLifeline());
    }

    // Rootless or remote nothing is mounted on the host: no namespace, no view.
    void nothingMountedWhereNotWanted()
    {
        for (bool rootless : {true, false}) {
            PodmanCapabilities engine = rootfulLocal();
            engine.rootless = rootless;
            engine.remote = !rootless;
            LaunchResources r;
            QCOMPARE(r.openLaunchNamespace(engine), QString());
            QCOMPARE(r.launchNamespace(), -1);
            QCOMPARE(r.createProjectView(engine, makeProject(QStringLiteral("plain")),
                                         QStringLiteral("20261204-000000-none")),
                     QString());
            QCOMPARE(r.projectView(), QString());
            QCOMPARE(r.removeViewAndStage(), QStringList());
        }
    }

    // Rootful on the host (no launch namespace): the view and the stage are mounts the host sees
    // until removeViewAndStage() (the container holds its copies) or release() (the session
    // ends), each leaving the project whole; a second release changes nothing.
    void viewAndStageOnTheHostGo_data()
    {
        QTest::addColumn<bool>("viaRelease");
        QTest::newRow("removeViewAndStage") << false;
        QTest::newRow("release") << true;
    }
    void viewAndStageOnTheHostGo()
    {
        QFETCH(bool, viaRelease);
        if (::geteuid() != 0)
            QSKIP("the view and stage are mounts: root only (CI runs as root)");
        const QString id =
            viaRelease ? QStringLiteral("20261204-000000-rel") : QStringLiteral("20261204-000000-rm");
        const QString project = makeProject(QStringLiteral("host-") + id);
        LaunchResources r;
        QString err;
        QVERIFY(r.openEnvFile("A=1\n", id, &err));
        const QString view = ProjectView::pathFor(id);
        const QString why = r.createProjectView(rootfulLocal(), project, id);
        if (!why.isEmpty() && why.contains(QLatin1String("idmapped")))
            QSKIP(qPrintable(why));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(r.projectView(), view);
        QVERIFY(mountedOnHost(view));
        const QString stage = BindStage::dirFor(id, false, {});
        err = r.createStage(view, {QStringLiteral(".git")},
                            {{QStringLiteral(".git"), Render::PathKind::Directory}}, stage, false);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(r.stageDir(), stage);
        QCOMPARE(test::readOrMissing(stage + QStringLiteral("/.git/config")), QByteArray("[core]\n"));

        if (viaRelease) {
            r.release();
            QCOMPARE(r.envFd(), -1);
        } else {
            QCOMPARE(r.removeViewAndStage(), QStringList());
            QVERIFY(r.envFd() >= 0); // the env file is not theirs to drop
        }
        QCOMPARE(r.projectView(), QString());
        QCOMPARE(r.stageDir(), QString());
        QVERIFY(!mountedOnHost(view));
        QVERIFY(!QFileInfo::exists(view));
        QVERIFY(!QFileInfo::exists(stage));
        QCOMPARE(test::readOrMissing(project + QStringLiteral("/.git/hooks/pre-commit")),
                 QByteArray("hook\n"));
        r.release(); // twice is fine
        QCOMPARE(r.removeViewAndStage(), QStringList());
    }

    // Rootful with a launch namespace: the view and stage are made there and never reach the host;
    // closing the namespace is their removal.
    void viewAndStageInALaunchNamespace()
    {
        if (::geteuid() != 0)
            QSKIP("mount namespaces need root (CI runs as root)");
        if (LaunchNamespace::wrap(0, QString(), {}).isEmpty())
            QSKIP("nsenter is not installed");
        const QString id = QStringLiteral("20261204-000000-ns");
        const QString project = makeProject(QStringLiteral("ns"));
        LaunchResources r;
        QCOMPARE(r.openLaunchNamespace(rootfulLocal()), QString());
        const int ns = r.launchNamespace();
        QVERIFY(ns >= 0);
        QVERIFY(isCloseOnExec(ns));
        QCOMPARE(r.openLaunchNamespace(rootfulLocal()), QString()); // one is enough
        QCOMPARE(r.launchNamespace(), ns);
        const QString why = r.createProjectView(rootfulLocal(), project, id);
        if (!why.isEmpty() && why.contains(QLatin1String("idmapped")))
            QSKIP(qPrintable(why));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const QString stage = BindStage::dirFor(id, false, {});
        const QString err =
            r.createStage(r.projectView(), {QStringLiteral(".git")},
                          {{QStringLiteral(".git"), Render::PathKind::Directory}}, stage, false);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY(!mountedOnHost(r.projectView()));
        QVERIFY(!QFileInfo::exists(stage));

        // podman, run in it as the session runs it, sees the staged .git.
        const QStringList command =
            LaunchNamespace::wrap(ns, QStringLiteral("cat"), {stage + QStringLiteral("/.git/config")});
        QProcess cat;
        r.launchWithEnv([&] { cat.start(command.first(), command.mid(1)); });
        QVERIFY(isCloseOnExec(ns));
        QVERIFY(cat.waitForFinished(10000));
        QCOMPARE(cat.readAllStandardOutput(), QByteArray("[core]\n"));

        QCOMPARE(r.removeViewAndStage(), QStringList());
        QCOMPARE(r.launchNamespace(), -1);
        QCOMPARE(r.projectView(), QString());
        QCOMPARE(r.stageDir(), QString());
        QVERIFY(fdTarget(ns).isEmpty() || !fdTarget(ns).startsWith(QLatin1String("mnt:")));
        r.release();
        QCOMPARE(test::readOrMissing(project + QStringLiteral("/.git/config")), QByteArray("[core]\n"));
    }

    void homeVolumeName()
    {
        const QString a = projectSlug(m_tmp.path() + QStringLiteral("/one/app"));
        const QString b = projectSlug(m_tmp.path() + QStringLiteral("/two/app"));
        QCOMPARE(HomeVolume::nameFor(a), QStringLiteral("aisb-home-") + a);
        QCOMPARE(HomeVolume::nameFor(a), aisb::homeVolumeName(a));
        QVERIFY(HomeVolume::nameFor(a) != HomeVolume::nameFor(b)); // two folders named "app"
    }

    // A local podman's volume folder answers without a process; a remote one never does.
    void homeVolumeKnownFromTheVolumeFolder()
    {
        const QString store = m_tmp.path() + QStringLiteral("/volumes");
        QVERIFY(QDir().mkpath(store + QStringLiteral("/aisb-home-there")));
        QVERIFY(test::writeWithFolders(store + QStringLiteral("/aisb-home-file"), "x"));
        PodmanCapabilities engine = rootfulLocal();
        engine.volumePath = store;
        QVERIFY(HomeVolume::knownToExist(engine, false, QStringLiteral("aisb-home-there")));
        QVERIFY(!HomeVolume::knownToExist(engine, false, QStringLiteral("aisb-home-missing")));
        QVERIFY(!HomeVolume::knownToExist(engine, false, QStringLiteral("aisb-home-file")));
        QVERIFY(!HomeVolume::knownToExist(engine, true, QStringLiteral("aisb-home-there")));
        engine.remote = true;
        QVERIFY(!HomeVolume::knownToExist(engine, false, QStringLiteral("aisb-home-there")));
        engine.remote = false;
        engine.volumePath.clear();
        QVERIFY(!HomeVolume::knownToExist(engine, false, QStringLiteral("aisb-home-there")));
    }

    // ensure(): known at once (no podman call, no signal); else exists -> create (labelled) ->
    // created + ready; a create that lost the race to another session uses that one's volume;
    // a create that failed for good fails, naming the volume.
    void homeVolumeEnsure_data()
    {
        QTest::addColumn<bool>("inStore");
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QStringList>("calls");
        const QByteArray log = "echo \"$*\" >> \"$AISB_FAKE_LOG\"\n";
        QTest::newRow("known locally") << true << log << QStringLiteral("at once") << QStringList();
        QTest::newRow("exists") << false << log + "exit 0" << QStringLiteral("ready")
                                << QStringList{QStringLiteral("volume exists")};
        QTest::newRow("created") << false << log + "case \"$1 $2\" in 'volume exists') exit 1 ;; esac\nexit 0"
                                 << QStringLiteral("created")
                                 << QStringList{QStringLiteral("volume exists"),
                                                QStringLiteral("volume create")};
        QTest::newRow("lost the race")
            << false
            << log + "case \"$1 $2\" in\n'volume create') touch \"$AISB_FAKE_LOG.made\"; echo taken >&2; "
                     "exit 125 ;;\n"
                     "'volume exists') [ -e \"$AISB_FAKE_LOG.made\" ] && exit 0; exit 1 ;;\nesac"
            << QStringLiteral("ready")
            << QStringList{QStringLiteral("volume exists"), QStringLiteral("volume create"),
                           QStringLiteral("volume exists")};
        QTest::newRow("cannot create")
            << false
            << log + "case \"$1 $2\" in 'volume create') echo 'no space left' >&2; exit 125 ;; esac\nexit 1"
            << QStringLiteral("failed")
            << QStringList{QStringLiteral("volume exists"), QStringLiteral("volume create"),
                           QStringLiteral("volume exists")};
    }
    void homeVolumeEnsure()
    {
        QFETCH(bool, inStore);
        QFETCH(QByteArray, script);
        QFETCH(QString, outcome);
        QFETCH(QStringList, calls);
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("calls"));
        qputenv("AISB_FAKE_LOG", QFile::encodeName(log));
        test::FakePodman fake(script);
        PodmanConnection c;
        c.program = fake.program();
        Podman podman(c);
        const QString slug = projectSlug(dir.filePath(QStringLiteral("project")));
        PodmanCapabilities engine = rootfulLocal();
        engine.volumePath = dir.filePath(QStringLiteral("volumes"));
        if (inStore)
            QVERIFY(QDir().mkpath(engine.volumePath + QLatin1Char('/') + HomeVolume::nameFor(slug)));

        HomeVolume volume(&podman);
        QSignalSpy ready(&volume, &HomeVolume::ready);
        QSignalSpy created(&volume, &HomeVolume::created);
        QSignalSpy failed(&volume, &HomeVolume::failed);
        const bool atOnce = volume.ensure(slug, engine);
        QCOMPARE(volume.name(), HomeVolume::nameFor(slug));
        QCOMPARE(atOnce, outcome == QLatin1String("at once"));
        if (!atOnce)
            QVERIFY(waitFor([&] { return ready.size() + failed.size() > 0; }, 30000));
        QCOMPARE(volume.isReady(), outcome != QLatin1String("failed"));
        QCOMPARE(ready.size(),
                 outcome == QLatin1String("at once") || outcome == QLatin1String("failed") ? 0 : 1);
        QCOMPARE(created.size(), outcome == QLatin1String("created") ? 1 : 0);
        if (!created.isEmpty())
            QCOMPARE(created.first().first().toString(), HomeVolume::nameFor(slug));
        QCOMPARE(failed.size(), outcome == QLatin1String("failed") ? 1 : 0);
        if (!failed.isEmpty()) {
            const QString why = failed.first().first().toString();
            QVERIFY2(why.contains(HomeVolume::nameFor(slug)) && why.contains(QLatin1String("no space left")),
                     qPrintable(why));
        }
        // No file: podman was never called.
        const QStringList lines =
            QFileInfo::exists(log)
                ? QString::fromUtf8(test::readOrMissing(log)).split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                : QStringList();
        QStringList seen;
        for (const QString &l : lines) {
            QVERIFY2(l.contains(HomeVolume::nameFor(slug)), qPrintable(l));
            seen << l.section(QLatin1Char(' '), 0, 1);
        }
        QCOMPARE(seen, calls);
        // The volume it creates carries the labels `clean` finds it by.
        for (const QString &l : lines)
            if (l.startsWith(QLatin1String("volume create")))
                QVERIFY2(l.contains(Label::pair(Label::Project, slug)), qPrintable(l));
        qunsetenv("AISB_FAKE_LOG");
    }

    // The set-up's steps in a real session folder: the launch's own env file and lifeline go in
    // the context, a stale id file goes, the seccomp profile and (allowlist) the ruleset are
    // written where the argv says, a warm agent folder is made, and the argv names them.
    void sandboxSetupPrepares_data()
    {
        QTest::addColumn<bool>("allowlist");
        QTest::addColumn<bool>("warm");
        QTest::addColumn<bool>("lifeline");
        QTest::newRow("none") << false << false << true;
        QTest::newRow("allowlist, no lifeline") << true << false << false;
        QTest::newRow("warm") << false << true << false;
    }
    void sandboxSetupPrepares()
    {
        QFETCH(bool, allowlist);
        QFETCH(bool, warm);
        QFETCH(bool, lifeline);
        QTemporaryDir root;
        const QString project = makeProject(QStringLiteral("setup-%1-%2").arg(allowlist).arg(warm));
        const SessionDir dir = SessionDir::create(projectSlug(project), root.path());
        QVERIFY2(dir.isValid(), qPrintable(dir.error()));
        Policy policy = defaultPolicy();
        policy.network.mode = allowlist ? NetworkMode::Allowlist : NetworkMode::None;
        PodmanCapabilities engine = rootfulLocal();
        engine.remote = true; // nothing mounted: the steps that write files alone
        RunRequest request;
        request.projectDir = project;
        request.sessionId = dir.id();
        request.sessionsRoot = root.path();
        request.gatePort = 3128;
        request.warm = warm;
        request.command = QStringList{QStringLiteral("true")};
        Render::SandboxContext ctx = sandboxContext(policy, request, engine);
        QVERIFY(test::writeWithFolders(ctx.cidFile, "left by the launch before\n"));

        LaunchResources resources;
        QString err;
        QVERIFY(resources.openEnvFile("A=1\n", dir.id(), &err));
        if (lifeline)
            QVERIFY(resources.holdSandboxLifeline(dir.lifelinePath(), false, &err));
        ctx.lifelineFile = dir.lifelinePath(); // as sandboxContext() names it locally
        SandboxSetup setup(policy, dir, resources, engine);
        err = setup.prepare(ctx);
        if (err.contains(QLatin1String("seccomp")) &&
            !QFileInfo::exists(QStringLiteral("/usr/share/containers")))
            QSKIP(qPrintable(err));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(ctx.envFile, resources.envFilePath());
        QCOMPARE(ctx.lifelineFile, lifeline ? dir.lifelinePath() : QString());
        QVERIFY(!QFileInfo::exists(ctx.cidFile));
        QVERIFY(test::readOrMissing(ctx.seccompProfile).contains("syscalls"));
        QCOMPARE(QFileInfo::exists(dir.rulesetPath()), allowlist);
        if (allowlist)
            QVERIFY(test::readOrMissing(dir.rulesetPath()).contains("3128"));
        QCOMPARE(QFileInfo(dir.agentDir()).isDir(), warm);
        if (warm)
            QCOMPARE(modeOf(dir.agentDir()), 0777); // the sandbox user makes its socket there

        QString why;
        const QStringList args = setup.runArgs(ctx, &why);
        QVERIFY2(!args.isEmpty(), qPrintable(why));
        const QString line = args.join(QLatin1Char(' '));
        QVERIFY(line.contains(resources.envFilePath()));
        QVERIFY(line.contains(ctx.seccompProfile));
        QCOMPARE(line.contains(dir.lifelinePath()), lifeline);
        QCOMPARE(args.contains(QStringLiteral("-d")), warm);
        QCOMPARE(args.contains(QStringLiteral("--rm")), !warm);

        // The command: podman, the connection's global options, the argv (no namespace here).
        PodmanConnection c;
        c.program = QStringLiteral("/usr/bin/podman");
        c.url = QStringLiteral("unix:///run/podman/podman.sock");
        const QStringList command = setup.command(c, args);
        QCOMPARE(command.first(), c.program);
        QCOMPARE(command.mid(1, c.globalArgs().size()), c.globalArgs());
        QCOMPARE(command.mid(1 + c.globalArgs().size()), args);
    }

    // A step that cannot be done says why, in the words the session reports.
    void sandboxSetupFailures()
    {
        QTemporaryDir root;
        const QString project = makeProject(QStringLiteral("fail"));
        const SessionDir dir = SessionDir::create(projectSlug(project), root.path());
        QVERIFY(dir.isValid());
        Policy policy = defaultPolicy();
        policy.network.mode = NetworkMode::Allowlist;
        PodmanCapabilities engine = rootfulLocal();
        engine.remote = true;
        RunRequest request;
        request.projectDir = project;
        request.sessionId = dir.id();
        request.sessionsRoot = root.path();
        request.gatePort = 0; // no gate: no ruleset can let it out
        Render::SandboxContext ctx = sandboxContext(policy, request, engine);
        LaunchResources resources;
        SandboxSetup setup(policy, dir, resources, engine);
        const QString err = setup.writeRuleset(ctx);
        QVERIFY2(err.startsWith(QLatin1String("The network ruleset cannot be rendered")), qPrintable(err));
        QVERIFY(!QFileInfo::exists(dir.rulesetPath()));

        ctx.imageTag = QStringLiteral("not a tag");
        QString why;
        QVERIFY(setup.runArgs(ctx, &why).isEmpty());
        QVERIFY2(why.startsWith(QLatin1String("The sandbox's podman command cannot be rendered")),
                 qPrintable(why));
    }

    // The process's channels: captured, forwarded, or (warm) podman's container id kept off our
    // stdout.
    void sandboxProcessChannels()
    {
        QProcess captured;
        SandboxSetup::configureChannels(captured, true, false, true);
        QCOMPARE(captured.processChannelMode(), QProcess::SeparateChannels);
        QCOMPARE(captured.inputChannelMode(), QProcess::ManagedInputChannel);
        QProcess interactive;
        SandboxSetup::configureChannels(interactive, false, false, true);
        QCOMPARE(interactive.processChannelMode(), QProcess::ForwardedChannels);
        QCOMPARE(interactive.inputChannelMode(), QProcess::ForwardedInputChannel);
        QProcess warm;
        SandboxSetup::configureChannels(warm, false, true, false);
        QCOMPARE(warm.processChannelMode(), QProcess::ForwardedErrorChannel);
        QCOMPARE(warm.inputChannelMode(), QProcess::ManagedInputChannel);
        // Its stdout goes nowhere: a child that prints leaves nothing to read.
        warm.start(QStringLiteral("echo"), {QStringLiteral("container-id")});
        QVERIFY(warm.waitForFinished(10000));
        QVERIFY(warm.readAllStandardOutput().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSessionParts)
#include "tst_sessionparts.moc"
