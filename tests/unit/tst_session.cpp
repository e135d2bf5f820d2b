// SPDX-License-Identifier: GPL-3.0-or-later
// Session parts that need no container: the exit description (a pure function) and a
// destructor that does not wait for podman (a fake podman whose `rm` hangs until released).
#include "engine/podman.h"
#include "fakepodman.h"
#include "policy/policylayers.h"
#include "session/session.h"
#include "session/sessionexit.h"

#include <QDeadlineTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

namespace {
SessionExit describe(int code, bool oomByPodman = false, bool requested = false, const QString &memory = {})
{
    SessionExitFacts f;
    f.exitCode = code;
    f.oomKilledByPodman = oomByPodman;
    f.stopOrKillRequested = requested;
    f.memoryLimit = memory;
    return describeExit(f);
}

bool waitForFile(const QString &path, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!QFile::exists(path)) {
        if (deadline.hasExpired())
            return false;
        QTest::qWait(20);
    }
    return true;
}
} // namespace

class TestSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exitDescription()
    {
        SessionExit e = describe(0);
        QVERIFY(!e.oomKilled);
        QCOMPARE(e.message, QStringLiteral("The sandbox exited with code 0"));
        QCOMPARE(e.data.value(QStringLiteral("exitCode")).toInt(), 0);
        QCOMPARE(e.data.value(QStringLiteral("oomKilled")).toBool(), false);
        QVERIFY(!e.data.contains(QStringLiteral("oomInferred")));

        // podman says so.
        e = describe(137, true, false, QStringLiteral("64m"));
        QVERIFY(e.oomKilled);
        QVERIFY(e.message.contains(QStringLiteral("memory limit (64m)")));
        QVERIFY(!e.data.contains(QStringLiteral("oomInferred")));

        // podman 4.3 on cgroups v1 does not: a SIGKILL nobody here sent, with a limit, is the limit.
        e = describe(137, false, false, QStringLiteral("64m"));
        QVERIFY(e.oomKilled);
        QVERIFY(e.data.value(QStringLiteral("oomInferred")).toBool());
        QVERIFY(e.message.contains(QStringLiteral("limits.memory")));
        // ... but not when we killed it, nor without a limit.
        QVERIFY(!describe(137, false, true, QStringLiteral("64m")).oomKilled);
        QVERIFY(!describe(137, false, false, QString()).oomKilled);
        QVERIFY(!describe(1, false, false, QStringLiteral("64m")).oomKilled);

        // The entrypoint's own codes: the command never ran.
        QVERIFY(describe(77).message.contains(QStringLiteral("ruleset could not be loaded")));
        QVERIFY(describe(78).message.contains(QStringLiteral("could not be verified")));
        QCOMPARE(describe(77).data.value(QStringLiteral("exitCode")).toInt(), 77);
    }

    // The destructor of a running session removes its container without waiting for podman:
    // the fake `rm` hangs until released, and the destructor returns meanwhile.
    void destructorDoesNotWaitForPodman()
    {
        QTemporaryDir dir;
        const QString started = dir.filePath(QStringLiteral("rm-started"));
        const QString release = dir.filePath(QStringLiteral("release"));
        const QString done = dir.filePath(QStringLiteral("rm-done"));
        const QByteArray body = "case \"$1\" in\n"
                                "  image) exit 0 ;;\n"
                                "  run) exec sleep 600 ;;\n"
                                "  rm) touch '" +
                                started.toUtf8() +
                                "'\n"
                                "      i=0; while [ ! -e '" +
                                release.toUtf8() +
                                "' ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done\n"
                                "      touch '" +
                                done.toUtf8() +
                                "'; exit 0 ;;\n"
                                "esac\nexit 0\n";
        test::FakePodman fake(body);
        PodmanConnection c;
        c.program = fake.program();
        Podman podman(c);

        Session::Options o;
        o.projectDir = dir.path();
        o.policy = defaultPolicy();
        o.policy.network.mode = NetworkMode::None;
        o.policy.mounts.homeVolume = false;
        o.command = {QStringLiteral("true")};
        o.hostEnvironment = QProcessEnvironment();
        o.sessionsRoot = dir.filePath(QStringLiteral("sessions"));
        PodmanCapabilities caps;
        caps.remote = true; // no project view
        caps.route = PodmanCapabilities::Route::Slirp4netns;
        o.capabilities = caps;
        auto *session = new Session(&podman, o);
        QSignalSpy started_(session, &Session::sandboxStarted);
        session->start();
        QVERIFY(started_.wait(30000));
        QCOMPARE(session->state(), Session::State::Running);

        delete session; // must not wait for the hanging `rm`
        QVERIFY2(!QFile::exists(done), "the destructor waited for podman rm");
        QVERIFY2(waitForFile(started, 30000), "the destructor did not remove the container");
        QFile(release).open(QIODevice::WriteOnly);
        QVERIFY(waitForFile(done, 30000));
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
