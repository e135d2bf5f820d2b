// SPDX-License-Identifier: GPL-3.0-or-later
// Session parts that need no container: the exit description (a pure function), a destructor
// that does not wait for podman (a fake podman whose `rm` hangs until released), and the
// nested-repository scans of a large project, which leave the caller's event loop running.
#include "engine/podman.h"
#include "fakepodman.h"
#include "policy/policylayers.h"
#include "session/session.h"
#include "session/sessionexit.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <fcntl.h>
#include <unistd.h>

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

// A project of 40,000 files (directory entries are what the nested-repository scan reads).
qint64 makeLargeProject(const QString &project)
{
    qint64 n = 0;
    for (int d = 0; d < 200; ++d) {
        const QString folder = project + QStringLiteral("/src/d%1").arg(d);
        if (!QDir().mkpath(folder))
            return 0;
        const QByteArray base = QFile::encodeName(folder);
        for (int i = 0; i < 200; ++i) {
            const QByteArray file = base + "/f" + QByteArray::number(i);
            const int fd = ::open(file.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
            if (fd < 0)
                return 0;
            ::close(fd);
            ++n;
        }
    }
    return n;
}

Session::Options scanOptions(const QString &project, const QString &sessionsRoot)
{
    Session::Options o;
    o.projectDir = project;
    o.policy = defaultPolicy();
    o.policy.network.mode = NetworkMode::None;
    o.policy.mounts.homeVolume = false;
    o.command = {QStringLiteral("true")};
    o.hostEnvironment = QProcessEnvironment();
    o.sessionsRoot = sessionsRoot;
    PodmanCapabilities caps;
    caps.remote = true; // no project view
    caps.route = PodmanCapabilities::Route::Slirp4netns;
    o.capabilities = caps;
    return o;
}

// An allowlist session whose one [[credentials]] rule runs `script` (a command: source).
Session::Options credentialOptions(const QString &project, const QString &sessionsRoot, const QString &script)
{
    Session::Options o = scanOptions(project, sessionsRoot);
    o.policy.network.mode = NetworkMode::Allowlist;
    Policy::Credential c;
    c.name = QStringLiteral("slow");
    c.preset = QStringLiteral("openai");
    c.source = QStringLiteral("command:") + script;
    o.policy.credentials = {c};
    return o;
}

// Writes an executable shell script.
bool writeScript(const QString &path, const QByteArray &body)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write("#!/bin/sh\n" + body);
    f.close();
    return f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

// Whether `pid` is a live process (a zombie waiting to be reaped is not).
bool alive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray s = stat.readAll();
    const qsizetype close = s.lastIndexOf(')');
    return close > 0 && s.size() > close + 2 && s.at(close + 2) != 'Z';
}

qint64 readPid(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed().toLongLong() : 0;
}

// Whether the session's events.jsonl has an event whose data has `key`.
bool hasEvent(const QString &sessionDir, const QByteArray &key)
{
    QFile f(sessionDir + QStringLiteral("/events.jsonl"));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    return f.readAll().contains(QByteArray("\"" + key + "\""));
}
} // namespace

class TestSession : public QObject
{
    Q_OBJECT
    // A project of many entries, for the nested-repository scans, with the session folders beside
    // it (one file system: the quarantine is a rename). In memory when it can be: making 40,000
    // files on this machine's disk takes tens of seconds.
    QTemporaryDir m_large{QFileInfo(QStringLiteral("/dev/shm")).isWritable()
                              ? QStringLiteral("/dev/shm/aisb-tst-session-XXXXXX")
                              : QDir::tempPath() + QStringLiteral("/aisb-tst-session-XXXXXX")};
    qint64 m_largeEntries = 0;

    QString largeProject() const { return m_large.filePath(QStringLiteral("project")); }

private Q_SLOTS:
    void initTestCase() { m_largeEntries = makeLargeProject(largeProject()); }

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

    // The nested-repository scans (nestedrepos.h) at launch and at the end run off the calling
    // thread: a timer of the caller's event loop goes on ticking between the image check and the
    // sandbox's start (the launch scan), and between the sandbox's exit and finished() (the
    // scan that quarantines a `.git` the sandbox made). A synchronous scan ticks 0 times there.
    void nestedScansDoNotBlockTheEventLoop()
    {
        QVERIFY2(m_largeEntries > 0, "the project could not be made");
        const QString project = largeProject();
        const qint64 entries = m_largeEntries;
        QTemporaryDir dir(m_large.filePath(QStringLiteral("XXXXXX")));
        const QString calls = dir.filePath(QStringLiteral("calls"));
        // `run` stands for a sandbox that makes a git repository in the project.
        test::FakePodman fake("echo \"$1\" >> '" + calls.toUtf8() +
                              "'\n"
                              "case \"$1\" in\n"
                              "  run) mkdir -p '" +
                              project.toUtf8() + "/made/.git/hooks'; exit 0 ;;\nesac\nexit 0\n");
        PodmanConnection c;
        c.program = fake.program();
        Podman podman(c);
        Session session(&podman, scanOptions(project, dir.filePath(QStringLiteral("sessions"))));

        int ticks = 0;
        QTimer ticker;
        ticker.setInterval(0);
        int ticksAtImage = -1, ticksAtRunning = -1, ticksAtExit = -1, ticksAtFinished = -1;
        QSignalSpy finished(&session, &Session::finished);
        QObject context; // goes first: nothing calls into the locals above once the test returns
        connect(&ticker, &QTimer::timeout, &context, [&ticks] { ++ticks; });
        connect(&session, &Session::eventAdded, &context, [&](const SessionEvent &e) {
            if (e.kind == QLatin1String("image") && ticksAtImage < 0)
                ticksAtImage = ticks;
            if (e.kind == QLatin1String("exit"))
                ticksAtExit = ticks;
        });
        connect(&session, &Session::stateChanged, &context, [&](Session::State s) {
            if (s == Session::State::Running && ticksAtRunning < 0)
                ticksAtRunning = ticks;
        });
        connect(&session, &Session::finished, &context, [&] { ticksAtFinished = ticks; });
        ticker.start();
        session.start();
        QVERIFY(finished.wait(60000));
        ticker.stop();

        QVERIFY2(ticksAtImage >= 0 && ticksAtRunning >= 0 && ticksAtExit >= 0, "a step was not seen");
        QVERIFY2(
            ticksAtRunning > ticksAtImage,
            qPrintable(QStringLiteral("the launch scan of %1 entries blocked the event loop").arg(entries)));
        QVERIFY2(
            ticksAtFinished > ticksAtExit,
            qPrintable(QStringLiteral("the end scan of %1 entries blocked the event loop").arg(entries)));
        qInfo("timer ticks during the launch scan: %d, during the end scan: %d (%lld entries)",
              ticksAtRunning - ticksAtImage, ticksAtFinished - ticksAtExit, entries);
        QCOMPARE(session.state(), Session::State::Finished);
        // The end scan still did its work: the `.git` the sandbox made is in the quarantine.
        QVERIFY(!QFileInfo::exists(project + QStringLiteral("/made/.git")));
        QVERIFY(QFileInfo::exists(session.directory().path() + QStringLiteral("/quarantine")));
        QVERIFY(hasEvent(session.directory().path(), "nestedRepo"));
    }

    // A session stopped while its launch scan runs does not launch: podman never sees `run`.
    void stoppedDuringTheLaunchScanDoesNotLaunch()
    {
        QVERIFY2(m_largeEntries > 0, "the project could not be made");
        const QString project = largeProject();
        QTemporaryDir dir(m_large.filePath(QStringLiteral("XXXXXX")));
        const QString calls = dir.filePath(QStringLiteral("calls"));
        test::FakePodman fake("echo \"$1\" >> '" + calls.toUtf8() + "'\nexit 0\n");
        PodmanConnection c;
        c.program = fake.program();
        Podman podman(c);
        Session session(&podman, scanOptions(project, dir.filePath(QStringLiteral("sessions"))));
        QSignalSpy started(&session, &Session::sandboxStarted);
        QSignalSpy finished(&session, &Session::finished);
        bool stoppedBeforeLaunch = false;
        QObject context; // goes first: nothing calls into the locals above once the test returns
        connect(&session, &Session::eventAdded, &context, [&](const SessionEvent &e) {
            if (e.kind != QLatin1String("image"))
                return;
            // Posted now, so it runs before the scan's end (posted later) is handled: the scan
            // has begun and the launch waits for it.
            QTimer::singleShot(0, &context, [&] {
                stoppedBeforeLaunch = started.isEmpty() && session.state() != Session::State::Running;
                session.stop();
            });
        });
        session.start();
        QVERIFY(finished.wait(60000));
        QVERIFY2(stoppedBeforeLaunch, "the launch scan ended before the event loop turned");
        QVERIFY(started.isEmpty());
        QFile f(calls);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray seen = f.readAll();
        QVERIFY2(!seen.split('\n').contains("run"), seen.constData());
        QCOMPARE(session.state(), Session::State::Finished);
    }

    // A command: credential source that takes its time (the sleep is the command's own) leaves
    // the event loop turning: a timer of the caller ticks between the start of the reading and
    // the gate's start, and the gate (its secret) comes only after the value is in.
    void credentialCommandDoesNotBlockTheEventLoop()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("slow-token.sh"));
        QVERIFY(writeScript(script, "sleep 1\necho tok-p19b-slow\n"));
        const QString calls = dir.filePath(QStringLiteral("calls"));
        test::FakePodman fake("echo \"$1 $2\" >> '" + calls.toUtf8() + "'\nexit 0\n");
        PodmanConnection c;
        c.program = fake.program();
        Podman podman(c);
        QDir().mkpath(dir.filePath(QStringLiteral("project")));
        Session session(&podman, credentialOptions(dir.filePath(QStringLiteral("project")),
                                                   dir.filePath(QStringLiteral("sessions")), script));
        int ticks = 0;
        int ticksAtResolving = -1, ticksAtResolved = -1;
        bool secretBeforeResolved = false;
        QTimer ticker;
        ticker.setInterval(10);
        QObject context; // goes first: nothing calls into the locals above once the test returns
        connect(&ticker, &QTimer::timeout, &context, [&ticks] { ++ticks; });
        connect(&session, &Session::eventAdded, &context, [&](const SessionEvent &e) {
            if (e.data.contains(QLatin1String("resolving")))
                ticksAtResolving = ticks;
            if (e.data.contains(QLatin1String("credentials"))) {
                ticksAtResolved = ticks;
                QFile f(calls);
                secretBeforeResolved = f.open(QIODevice::ReadOnly) && f.readAll().contains("secret");
            }
        });
        QSignalSpy finished(&session, &Session::finished);
        ticker.start();
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(ticksAtResolved >= 0 || !finished.isEmpty(), 30000);
        QVERIFY2(ticksAtResolving >= 0 && ticksAtResolved >= 0, qPrintable(session.failureReason()));
        QVERIFY2(ticksAtResolved > ticksAtResolving,
                 "the credential command blocked the event loop: no tick while it ran");
        qInfo("timer ticks while the credential command ran: %d", ticksAtResolved - ticksAtResolving);
        QVERIFY2(!secretBeforeResolved, "a podman secret was made before the value was read");
        // The gate starts with the value: its secret is made now.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QFile f(calls);
                return f.open(QIODevice::ReadOnly) && f.readAll().contains("secret create");
            }(),
            30000);
        session.stop();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000);
        ticker.stop();
    }

    // A session stopped while its credential command runs: the command (and what it started) is
    // killed, no secret and no gate are made, the sandbox never starts.
    void stoppedWhileReadingCredentialsKillsTheCommand()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("stuck-token.sh"));
        const QString pidFile = dir.filePath(QStringLiteral("pid"));
        const QString childFile = dir.filePath(QStringLiteral("child"));
        QVERIFY(writeScript(script, "sleep 120 &\necho $! > '" + childFile.toUtf8() + "'\necho $$ > '" +
                                        pidFile.toUtf8() + "'\nwait\necho tok-p19b-never\n"));
        const QString calls = dir.filePath(QStringLiteral("calls"));
        test::FakePodman fake("echo \"$1 $2\" >> '" + calls.toUtf8() + "'\nexit 0\n");
        PodmanConnection c;
        c.program = fake.program();
        Podman podman(c);
        QDir().mkpath(dir.filePath(QStringLiteral("project")));
        Session session(&podman, credentialOptions(dir.filePath(QStringLiteral("project")),
                                                   dir.filePath(QStringLiteral("sessions")), script));
        QSignalSpy finished(&session, &Session::finished);
        QSignalSpy started(&session, &Session::sandboxStarted);
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(readPid(pidFile) > 0 && readPid(childFile) > 0, 30000);
        const qint64 pid = readPid(pidFile);
        const qint64 child = readPid(childFile);
        QVERIFY(alive(pid) && alive(child));
        QCOMPARE(session.state(), Session::State::StartingGate);
        session.stop();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!alive(pid), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!alive(child), 10000);
        QCOMPARE(session.state(), Session::State::Finished);
        QVERIFY(started.isEmpty());
        QFile f(calls);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray seen = f.readAll();
        QVERIFY2(!seen.contains("secret"), seen.constData());
        for (const QByteArray &line : seen.split('\n'))
            QVERIFY2(!line.startsWith("run"), seen.constData());
        QVERIFY(!hasEvent(session.directory().path(), "credentials"));
    }

    // A credential command that fails or takes too long fails the session with the rule's name
    // and what to do; nothing of the gate is made.
    void failingCredentialCommandFailsTheSession()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("failing-token.sh"));
        QVERIFY(writeScript(script, "echo tok-p19b-stderr >&2\nexit 4\n"));
        const QString calls = dir.filePath(QStringLiteral("calls"));
        test::FakePodman fake("echo \"$1 $2\" >> '" + calls.toUtf8() + "'\nexit 0\n");
        PodmanConnection c;
        c.program = fake.program();
        Podman podman(c);
        QDir().mkpath(dir.filePath(QStringLiteral("project")));
        Session session(&podman, credentialOptions(dir.filePath(QStringLiteral("project")),
                                                   dir.filePath(QStringLiteral("sessions")), script));
        QSignalSpy finished(&session, &Session::finished);
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 30000);
        QCOMPARE(session.state(), Session::State::Failed);
        const QString why = session.failureReason();
        QVERIFY2(why.contains(QLatin1String("rule slow")) && why.contains(QLatin1String("exit code 4")) &&
                     why.contains(QLatin1String("terminal")),
                 qPrintable(why));
        QVERIFY(!why.contains(QLatin1String("tok-p19b-stderr")));
        QFile f(calls);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray seen = f.readAll();
        QVERIFY2(!seen.contains("secret"), seen.constData());
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
