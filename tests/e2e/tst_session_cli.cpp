// SPDX-License-Identifier: GPL-3.0-or-later
// The session lifecycle through the `ai-sandbox` CLI, rootful and rootless, real podman, allowlist
// mode (so every session also starts and stops a gate): exec --json, --timeout, --max-output, two
// sessions of one project side by side, SIGTERM teardown, and no rebuild for an unchanged policy.
#include "e2esandbox.h"

#include <QJsonValue>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>
#include <algorithm>
#include <csignal>
#include <sys/types.h>

using namespace aisb::test;

namespace {

const QByteArray policy = "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n";

// Host processes whose command line is exactly `argv` (container processes are host processes).
QList<qint64> processesWithCommandLine(const QByteArray &argv0, const QByteArray &argv1)
{
    QList<qint64> out;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        bool ok = false;
        const qint64 n = pid.toLongLong(&ok);
        if (!ok)
            continue;
        QFile f(QStringLiteral("/proc/") + pid + QStringLiteral("/cmdline"));
        if (f.open(QIODevice::ReadOnly) && f.readAll() == argv0 + '\0' + argv1 + '\0')
            out.append(n);
    }
    return out;
}

// The pid of the process running `exe` (the CLI copy of a rootless row), or 0.
qint64 processRunning(const QString &exe)
{
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        if (QFileInfo(QStringLiteral("/proc/") + pid + QStringLiteral("/exe")).symLinkTarget() == exe)
            return pid.toLongLong();
    }
    return 0;
}

} // namespace

class TestSessionCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];
    QString m_projects[2];
    QString m_imageTag[2];

    E2eSandbox &env(bool rootless) { return *m_envs[rootless ? 1 : 0]; }
    QString project(bool rootless) const { return m_projects[rootless ? 1 : 0]; }

    QStringList containersOf(bool rootless, const QString &label)
    {
        const E2eResult r = env(rootless).podman(
            {QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("--filter"),
             QStringLiteral("label=") + label, QStringLiteral("--format"), QStringLiteral("{{.Names}}")});
        return QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

private Q_SLOTS:
    void initTestCase()
    {
        for (int i = 0; i < 2; ++i) {
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
            E2eSandbox &e = *m_envs[i];
            if (!e.ready())
                continue;
            m_projects[i] = e.makeProject(QStringLiteral("cli"), policy);
            const E2eResult b = e.cli(
                {QStringLiteral("build"), QStringLiteral("--quiet"), QStringLiteral("-C"), m_projects[i]}, {},
                900000);
            QVERIFY2(b.exitCode == 0, b.describe().constData());
            m_imageTag[i] = QString::fromUtf8(b.out).trimmed();
            QVERIFY2(m_imageTag[i].startsWith(QLatin1String("localhost/ai-sandbox:")),
                     b.describe().constData());
        }
    }

    void cleanupTestCase()
    {
        m_envs[0].reset();
        m_envs[1].reset();
    }

    void execJsonFields_data() { E2eSandbox::addRootlessRows(); }
    void execJsonFields()
    {
        E2E_ROW();
        // A script of several lines, as agents send them: one argv element, whole (the exit code
        // comes from its last line).
        const E2eResult r =
            env(rootless).cli({QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("-C"),
                               project(rootless), QStringLiteral("--"), QStringLiteral("sh"),
                               QStringLiteral("-c"), QStringLiteral("echo out\necho err >&2\n\texit 3\n")});
        QVERIFY2(r.finished, r.describe().constData());
        QCOMPARE(r.exitCode, 3);
        const QJsonObject j = r.json();
        for (const char *key :
             {"stdout", "stderr", "exit_code", "duration_ms", "timed_out", "truncated", "error"})
            QVERIFY2(j.contains(QLatin1String(key)), key);
        QCOMPARE(j.value(QStringLiteral("stdout")).toString(), QStringLiteral("out\n"));
        // podman's own warnings (rootless on cgroups v1) share the command's stderr: see the report.
        QVERIFY2(j.value(QStringLiteral("stderr")).toString().endsWith(QLatin1String("err\n")),
                 r.out.constData());
        QCOMPARE(j.value(QStringLiteral("exit_code")).toInt(), 3);
        QVERIFY(j.value(QStringLiteral("duration_ms")).isDouble());
        QVERIFY(j.value(QStringLiteral("duration_ms")).toDouble() > 0);
        QCOMPARE(j.value(QStringLiteral("timed_out")).toBool(), false);
        QCOMPARE(j.value(QStringLiteral("truncated")).toBool(), false);
        QVERIFY(j.value(QStringLiteral("error")).isNull());
    }

    void execTimeoutLeavesNothing_data() { E2eSandbox::addRootlessRows(); }
    void execTimeoutLeavesNothing()
    {
        E2E_ROW();
        const E2eResult r = env(rootless).cli(
            {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--timeout"),
             QStringLiteral("2s"), QStringLiteral("-C"), project(rootless), QStringLiteral("--"),
             QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("sleep 1017 & sleep 1017")},
            {}, 120000);
        QVERIFY2(r.finished, r.describe().constData());
        qInfo() << "exec --timeout 2s returned after" << r.ms << "ms";
        QCOMPARE(r.exitCode, 124);
        QVERIFY(r.json().value(QStringLiteral("timed_out")).toBool());
        QVERIFY2(r.ms < 60000, r.describe().constData());
        QVERIFY(
            containersOf(rootless, QStringLiteral("io.aisb.project=") + aisb::projectSlug(project(rootless)))
                .isEmpty());
        QVERIFY(
            E2eSandbox::waitFor([] { return processesWithCommandLine("sleep", "1017").isEmpty(); }, 10000));
    }

    void execMaxOutputTruncates_data() { E2eSandbox::addRootlessRows(); }
    void execMaxOutputTruncates()
    {
        E2E_ROW();
        const E2eResult r = env(rootless).cli({QStringLiteral("exec"), QStringLiteral("--json"),
                                               QStringLiteral("--max-output"), QStringLiteral("1000"),
                                               QStringLiteral("-C"), project(rootless), QStringLiteral("--"),
                                               QStringLiteral("sh"), QStringLiteral("-c"),
                                               QStringLiteral("head -c 100000 /dev/zero | tr '\\000' a")});
        QVERIFY2(r.finished && r.exitCode == 0, r.describe().constData());
        const QJsonObject j = r.json();
        QCOMPARE(j.value(QStringLiteral("stdout")).toString(), QString(1000, QLatin1Char('a')));
        QVERIFY(j.value(QStringLiteral("truncated")).toBool());
        QCOMPARE(j.value(QStringLiteral("exit_code")).toInt(), 0);
    }

    void unchangedPolicyNoRebuild_data() { E2eSandbox::addRootlessRows(); }
    void unchangedPolicyNoRebuild()
    {
        E2E_ROW();
        const QStringList inspect{QStringLiteral("image"), QStringLiteral("inspect"),
                                  QStringLiteral("--format"), QStringLiteral("{{.Id}} {{.Created}}"),
                                  m_imageTag[rootless ? 1 : 0]};
        const E2eResult before = env(rootless).podman(inspect);
        QVERIFY2(before.exitCode == 0, before.describe().constData());
        const E2eResult b = env(rootless).cli(
            {QStringLiteral("build"), QStringLiteral("--json"), QStringLiteral("-C"), project(rootless)});
        QVERIFY2(b.exitCode == 0, b.describe().constData());
        const QJsonObject answer = b.json();
        QCOMPARE(answer.value(QStringLiteral("tag")).toString(), m_imageTag[rootless ? 1 : 0]);
        QCOMPARE(answer.value(QStringLiteral("built")), QJsonValue(false));
        QCOMPARE(answer.value(QStringLiteral("ok")), QJsonValue(true));
        QVERIFY2(!b.err.contains("STEP"), b.describe().constData());
        qInfo() << "build of an unchanged policy took" << b.ms << "ms";
        QCOMPARE(env(rootless).podman(inspect).out, before.out);
    }

    void twoSessionsSideBySide_data() { E2eSandbox::addRootlessRows(); }
    void twoSessionsSideBySide()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString release = project(rootless) + QStringLiteral("/.release");
        QFile::remove(release);
        std::unique_ptr<QProcess> first(e.startCli(
            {QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), project(rootless),
             QStringLiteral("--"), QStringLiteral("bash"), QStringLiteral("-c"),
             QStringLiteral(
                 "echo first-started; for i in $(seq 1200); do [ -e /project/.release ] && break; sleep 0.1; "
                 "done; echo first-done")}));
        QVERIFY(E2eSandbox::waitFor(
            [&] {
                return first->peek(4096).contains("first-started") || first->state() == QProcess::NotRunning;
            },
            120000));
        QCOMPARE(first->state(), QProcess::Running);
        const E2eResult second =
            e.cli({QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("-C"), project(rootless),
                   QStringLiteral("--"), QStringLiteral("echo"), QStringLiteral("second")});
        QVERIFY2(second.exitCode == 0, second.describe().constData());
        QCOMPARE(second.json().value(QStringLiteral("stdout")).toString(), QStringLiteral("second\n"));
        QCOMPARE(first->state(), QProcess::Running); // the first is untouched
        e.writeFile(release, "go\n");
        QVERIFY(E2eSandbox::waitFor([&] { return first->state() == QProcess::NotRunning; }, 60000));
        QCOMPARE(first->exitCode(), 0);
        QVERIFY(first->readAllStandardOutput().contains("first-done"));
        QFile::remove(release);
    }

    // exec --warm: the first call starts the warm sandbox (its stdout is still only the JSON),
    // later calls go straight to its agent (state file), and a removed warm sandbox is restarted.
    void execWarm_data() { E2eSandbox::addRootlessRows(); }
    void execWarm()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString slug = aisb::projectSlug(project(rootless));
        const QString name = E2eSandbox::warmName(project(rootless));
        const QString secret = QStringLiteral("warm-secret-%1").arg(QCoreApplication::applicationPid());
        auto warm = [&](const QString &word) {
            return e.cli({QStringLiteral("exec"), QStringLiteral("--warm"), QStringLiteral("--json"),
                          QStringLiteral("--pass"), QStringLiteral("MY_API_KEY"), QStringLiteral("-C"),
                          project(rootless), QStringLiteral("--"), QStringLiteral("echo"), word},
                         {{QStringLiteral("MY_API_KEY"), secret}});
        };
        const E2eResult first = warm(QStringLiteral("one"));
        QVERIFY2(first.exitCode == 0, first.describe().constData());
        QCOMPARE(first.json().value(QStringLiteral("stdout")).toString(), QStringLiteral("one\n"));
        QVERIFY(QFileInfo::exists(e.stateDir() + QStringLiteral("/warm/") + slug + QStringLiteral(".json")));
        // The warm sandbox runs on, but its env file (with the secret) is gone.
        const QStringList hits = E2eSandbox::filesContaining(e.stateDir(), secret.toUtf8());
        QVERIFY2(hits.isEmpty(), qPrintable(hits.join(QLatin1Char(' '))));
        const E2eResult second = warm(QStringLiteral("two"));
        QVERIFY2(second.exitCode == 0, second.describe().constData());
        QCOMPARE(second.json().value(QStringLiteral("stdout")).toString(), QStringLiteral("two\n"));
        qInfo() << "warm exec: first (starts the sandbox)" << first.ms << "ms, second" << second.ms << "ms";
        e.podman(
            {QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-t"), QStringLiteral("0"), name});
        const E2eResult third = warm(QStringLiteral("three"));
        QVERIFY2(third.exitCode == 0, third.describe().constData());
        QCOMPARE(third.json().value(QStringLiteral("stdout")).toString(), QStringLiteral("three\n"));
        e.removeWarm(project(rootless));
    }

    // The CLI remembers the image tags it built or found (KnownImages) and launches those without
    // asking podman first. A removed image makes `podman run --pull=never` fail at once: the session
    // then checks, builds and launches again, and the command runs once. A present home volume is
    // seen without podman too; a removed one is created again with its labels. Every podman call
    // goes through a recording wrapper that runs the real podman.
    void knownImageLaunchAndRebuild_data() { E2eSandbox::addRootlessRows(); }
    void knownImageLaunchAndRebuild()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        // An image of this test's own: its base is an alias of the base image, so the tag differs
        // from every other test's (no one else's image is removed) and the build reuses their layers.
        const QString base =
            QStringLiteral("localhost/aisb-test-known-base:%1").arg(QCoreApplication::applicationPid());
        QCOMPARE(e.podman({QStringLiteral("tag"), E2eSandbox::baseImage(), base}).exitCode, 0);
        QString tag;
        // Also when a check below fails: this test's tags go (rmi of a tag only untags a shared image).
        const auto untag = qScopeGuard([&] {
            e.podman(QStringList{QStringLiteral("rmi"), QStringLiteral("-f"), base} +
                     (tag.isEmpty() ? QStringList() : QStringList{tag}));
        });
        const QString proj = e.makeProject(QStringLiteral("known"),
                                           "[image]\nbase = \"" + base.toUtf8() +
                                               "\"\nharness = \"shell\"\n[network]\nmode = \"none\"\n");
        // In a folder of its own: writeFile() hands the whole folder to the user.
        const QString log = e.workspace() + QStringLiteral("/recorder/podman-calls.log");
        const QString wrapper = e.workspace() + QStringLiteral("/recorder/podman");
        e.writeFile(log, {});
        e.writeFile(wrapper, "#!/bin/sh\necho \"$*\" >> '" + log.toUtf8() + "'\nexec podman \"$@\"\n");
        QFile::setPermissions(wrapper, QFileDevice::Permissions(0x7755));
        const QMap<QString, QString> viaRecorder{{QStringLiteral("AISB_PODMAN"), wrapper}};
        auto calls = [&] {
            QFile f(log);
            const QStringList lines =
                f.open(QIODevice::ReadOnly)
                    ? QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                    : QStringList();
            f.close();
            QFile(log).open(QIODevice::WriteOnly | QIODevice::Truncate); // keeps its owner
            return lines;
        };
        auto count = [](const QStringList &lines, const QString &prefix) {
            return std::count_if(lines.begin(), lines.end(),
                                 [&](const QString &l) { return l.startsWith(prefix); });
        };
        const QString runs = proj + QStringLiteral("/runs");
        auto runCount = [&] {
            QFile f(runs);
            return f.open(QIODevice::ReadOnly) ? f.readAll().count('\n') : 0;
        };
        auto execExiting = [&](int code) {
            return QStringList{QStringLiteral("exec"),
                               QStringLiteral("--json"),
                               QStringLiteral("-C"),
                               proj,
                               QStringLiteral("--"),
                               QStringLiteral("sh"),
                               QStringLiteral("-c"),
                               QStringLiteral("echo ran >> /project/runs; echo ok; exit %1").arg(code)};
        };
        const QStringList exec = execExiting(0);
        const QString volume = aisb::homeVolumeName(aisb::projectSlug(proj));
        auto volumeKind = [&] {
            return QString::fromUtf8(e.podman({QStringLiteral("volume"), QStringLiteral("inspect"),
                                               QStringLiteral("--format"),
                                               QStringLiteral("{{index .Labels \"io.aisb.kind\"}}"), volume})
                                         .out)
                .trimmed();
        };

        // 1. `build` checks (and builds) the image and remembers its tag.
        const E2eResult b =
            e.cli({QStringLiteral("build"), QStringLiteral("--quiet"), QStringLiteral("-C"), proj},
                  viaRecorder, 900000);
        QVERIFY2(b.exitCode == 0, b.describe().constData());
        tag = QString::fromUtf8(b.out).trimmed();
        QVERIFY2(tag.startsWith(QLatin1String("localhost/ai-sandbox:")) && !tag.contains(QLatin1Char(' ')),
                 b.describe().constData());
        calls();

        // 2. A known tag: no image check; the home volume is new, so podman creates it, labelled.
        E2eResult r = e.cli(exec, viaRecorder);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QCOMPARE(r.json().value(QStringLiteral("stdout")).toString(), QStringLiteral("ok\n"));
        QStringList c = calls();
        QVERIFY2(count(c, QStringLiteral("image exists")) == 0, qPrintable(c.join(QLatin1Char('\n'))));
        QVERIFY2(count(c, QStringLiteral("volume create")) == 1, qPrintable(c.join(QLatin1Char('\n'))));
        QCOMPARE(volumeKind(), QStringLiteral("home"));
        QCOMPARE(runCount(), 1);

        // 3. Known tag, existing volume: podman run is the only podman call.
        r = e.cli(exec, viaRecorder);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        c = calls();
        QVERIFY2(c.size() == 1 && c.first().startsWith(QStringLiteral("run ")),
                 qPrintable(c.join(QLatin1Char('\n'))));
        QCOMPARE(runCount(), 2);

        // 4. The image and the volume were removed behind the CLI's back: the launch fails fast,
        //    the image is rebuilt, the volume created again with its labels, and the command runs
        //    once; --json shows the command's output only.
        QCOMPARE(e.podman({QStringLiteral("rmi"), tag}).exitCode, 0);
        QCOMPARE(e.podman({QStringLiteral("volume"), QStringLiteral("rm"), volume}).exitCode, 0);
        r = e.cli(exec, viaRecorder, 900000);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QCOMPARE(r.json().value(QStringLiteral("stdout")).toString(), QStringLiteral("ok\n"));
        const QString err = r.json().value(QStringLiteral("stderr")).toString();
        QVERIFY2(!err.contains(QLatin1String("image not known")), r.out.constData());
        QVERIFY(r.json().value(QStringLiteral("error")).isNull());
        c = calls();
        QVERIFY2(count(c, QStringLiteral("run ")) == 2 && count(c, QStringLiteral("build ")) == 1 &&
                     count(c, QStringLiteral("volume create")) == 1,
                 qPrintable(c.join(QLatin1Char('\n'))));
        QCOMPARE(runCount(), 3);
        QCOMPARE(e.podman({QStringLiteral("image"), QStringLiteral("exists"), tag}).exitCode, 0);
        QCOMPARE(volumeKind(), QStringLiteral("home"));

        // 5. The command itself exits 125 (podman's own failure code): the image is checked, found,
        //    and the exit reported; the command is not run again.
        r = e.cli(execExiting(125), viaRecorder);
        QCOMPARE(r.exitCode, 125);
        QCOMPARE(r.json().value(QStringLiteral("stdout")).toString(), QStringLiteral("ok\n"));
        c = calls();
        QVERIFY2(count(c, QStringLiteral("run ")) == 1 && count(c, QStringLiteral("image exists")) == 1 &&
                     count(c, QStringLiteral("build ")) == 0,
                 qPrintable(c.join(QLatin1Char('\n'))));
        QCOMPARE(runCount(), 4);
    }

    void sigtermTearsDown_data() { E2eSandbox::addRootlessRows(); }
    void sigtermTearsDown()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString slug = aisb::projectSlug(project(rootless));
        std::unique_ptr<QProcess> p(e.startCli({QStringLiteral("run"), QStringLiteral("--no-tty"),
                                                QStringLiteral("-C"), project(rootless), QStringLiteral("--"),
                                                QStringLiteral("sleep"), QStringLiteral("1013")}));
        QString session;
        QVERIFY(E2eSandbox::waitFor(
            [&] {
                const E2eResult r =
                    e.podman({QStringLiteral("ps"), QStringLiteral("--filter"),
                              QStringLiteral("label=io.aisb.project=") + slug, QStringLiteral("--filter"),
                              QStringLiteral("label=io.aisb.kind=sandbox"), QStringLiteral("--format"),
                              QStringLiteral("{{index .Labels \"io.aisb.session\"}}")});
                session = QString::fromUtf8(r.out).trimmed();
                return !session.isEmpty() || p->state() == QProcess::NotRunning;
            },
            120000));
        QVERIFY2(!session.isEmpty(), p->readAllStandardError().constData());
        QCOMPARE(containersOf(rootless, QStringLiteral("io.aisb.session=") + session).size(),
                 2); // sandbox + gate
        // SIGTERM to the CLI itself (rootless: not to runuser, which would SIGKILL its child 2 s later).
        const qint64 pid = rootless ? processRunning(e.cliPath()) : p->processId();
        QVERIFY(pid > 0);
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(::kill(pid_t(pid), SIGTERM), 0);
        QVERIFY(E2eSandbox::waitFor([&] { return p->state() == QProcess::NotRunning; }, 60000));
        qInfo() << "SIGTERM to exit:" << clock.elapsed() << "ms, exit code" << p->exitCode();
        QVERIFY(p->exitCode() != 0);
        const QStringList left = containersOf(rootless, QStringLiteral("io.aisb.session=") + session);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
        QVERIFY(processesWithCommandLine("sleep", "1013").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSessionCli)
#include "tst_session_cli.moc"
