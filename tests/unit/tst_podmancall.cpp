// SPDX-License-Identifier: GPL-3.0-or-later
// PodmanCall and Podman's error paths, driven by a fake podman script (only for what real
// podman cannot do on demand: not installed, failing, failing a build at step N, hanging).
#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/syncwait.h"
#include "fakepodman.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;
using aisb::test::FakePodman;

namespace {
PodmanConnection fake(const QString &program)
{
    PodmanConnection c;
    c.program = program;
    return c;
}
} // namespace

class TestPodmanCall : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The named command lines: a name that looks like an option stays a name (after "--"), and
    // the labels are spelled once.
    void namedCommandLines()
    {
        const QString evil = QStringLiteral("--all");
        QCOMPARE(PodmanArgs::removeContainers({QStringLiteral("a"), evil}),
                 (QStringList{QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-t"),
                              QStringLiteral("0"), QStringLiteral("--ignore"), QStringLiteral("--"),
                              QStringLiteral("a"), evil}));
        QCOMPARE(PodmanArgs::removeContainers({QStringLiteral("a")}, 2).at(3), QStringLiteral("2"));
        for (const QStringList &argv : {PodmanArgs::stopContainer(evil, 2), PodmanArgs::killContainer(evil),
                                        PodmanArgs::imageExists(evil), PodmanArgs::volumeExists(evil),
                                        PodmanArgs::createVolume(evil, {}),
                                        PodmanArgs::inspectContainer(evil, QStringLiteral("{{.Id}}"))}) {
            QCOMPARE(argv.last(), evil);
            QCOMPARE(argv.at(argv.size() - 2), QStringLiteral("--"));
        }
        QCOMPARE(
            PodmanArgs::createVolume(QStringLiteral("v"), {QStringLiteral("io.aisb.kind=home")}),
            (QStringList{QStringLiteral("volume"), QStringLiteral("create"), QStringLiteral("--label"),
                         QStringLiteral("io.aisb.managed=1"), QStringLiteral("--label"),
                         QStringLiteral("io.aisb.kind=home"), QStringLiteral("--"), QStringLiteral("v")}));
        QCOMPARE(Label::option(Label::Session, QStringLiteral("s1")),
                 QStringLiteral("--label=io.aisb.session=s1"));
        QCOMPARE(Label::filter(Label::Project, QStringLiteral("p")),
                 QStringLiteral("label=io.aisb.project=p"));
    }

    void notInstalled()
    {
        FakePodman f("exit 0");
        Podman podman(fake(f.missingProgram()));
        PodmanCall *call = podman.probe();
        QSignalSpy failed(call, &PodmanCall::failed);
        QSignalSpy ready(call, &PodmanCall::capabilitiesReady);
        QSignalSpy finished(call, &PodmanCall::finished);
        QVERIFY(failed.wait(5000)); // started on the next turn: heard although podman cannot start
        QCOMPARE(ready.count(), 0);
        const QString message = failed.at(0).at(0).toString();
        QVERIFY2(message.contains(QLatin1String("podman is not installed")), qPrintable(message));
        QVERIFY(message.contains(QLatin1String("scripts/setup")));
        QCOMPARE(finished.count(), 1);
        const auto result = finished.at(0).at(0).value<PodmanResult>();
        QVERIFY(result.failedToStart);
        QVERIFY(!result.ok());
    }

    void notInstalledSync()
    {
        FakePodman f("exit 0");
        Podman podman(fake(f.missingProgram()));
        const PodmanResult r = runSync(podman, {QStringLiteral("info")}, 5000);
        QVERIFY(r.failedToStart);
        QVERIFY(r.error.contains(QLatin1String("not installed")));
    }

    void nonZeroExitCarriesStderr()
    {
        FakePodman f("echo 'partial output'\n"
                     "echo 'Error: no such container aisb-x' >&2\n"
                     "exit 125");
        Podman podman(fake(f.program()));
        PodmanCall *call =
            podman.start({QStringLiteral("container"), QStringLiteral("inspect"), QStringLiteral("x")});
        QSignalSpy finished(call, &PodmanCall::finished);
        QSignalSpy errLines(call, &PodmanCall::stderrLine);
        QSignalSpy outLines(call, &PodmanCall::stdoutLine);
        QVERIFY(finished.wait(10000));
        const auto r = finished.at(0).at(0).value<PodmanResult>();
        QCOMPARE(r.exitCode, 125);
        QVERIFY(!r.ok());
        QVERIFY(!r.crashed);
        QCOMPARE(r.stderrData, QByteArray("Error: no such container aisb-x\n"));
        QCOMPARE(r.stdoutData, QByteArray("partial output\n"));
        QVERIFY2(r.error.contains(QLatin1String("podman container inspect failed with exit code 125")),
                 qPrintable(r.error));
        QVERIFY(r.error.contains(QLatin1String("no such container aisb-x")));
        QCOMPARE(errLines.count(), 1);
        QCOMPARE(outLines.count(), 1);
        QCOMPARE(outLines.at(0).at(0).toString(), QStringLiteral("partial output"));
    }

    void globalArgsAndLineBuffering()
    {
        // The fake prints its argv one per line, then a last line without a newline.
        FakePodman f("for a in \"$@\"; do echo \"$a\"; done\nprintf 'tail-without-newline'");
        PodmanConnection c = fake(f.program());
        c.url = QStringLiteral("unix:///tmp/x.sock");
        Podman podman(c);
        PodmanCall *call = podman.start({QStringLiteral("ps"), QStringLiteral("a b")});
        QSignalSpy finished(call, &PodmanCall::finished);
        QSignalSpy lines(call, &PodmanCall::stdoutLine);
        QVERIFY(finished.wait(10000));
        QStringList got;
        for (const auto &l : lines)
            got << l.at(0).toString();
        QCOMPARE(got, (QStringList{QStringLiteral("--url"), QStringLiteral("unix:///tmp/x.sock"),
                                   QStringLiteral("ps"), QStringLiteral("a b"),
                                   QStringLiteral("tail-without-newline")}));
        QVERIFY(finished.at(0).at(0).value<PodmanResult>().ok());
        QCOMPARE(call->subcommand(), QStringLiteral("ps"));
    }

    // Lines are made only for a listener: without one the output is kept whole in result(); one
    // connected once output has arrived still gets every line from the first.
    void linesOnlyForAListenerAndALateOneGetsThemAll()
    {
        QTemporaryDir dir;
        const QByteArray flag = dir.filePath(QStringLiteral("go")).toUtf8();
        // Two lines, then (once the test has connected) two more, the last without a newline.
        FakePodman f("printf 'one\\ntwo\\n'\nwhile [ ! -e '" + flag +
                     "' ]; do sleep 0.05; done\nprintf 'three\\nfour'");
        Podman podman(fake(f.program()));
        PodmanCall *call = podman.start({QStringLiteral("ps")});
        QSignalSpy finished(call, &PodmanCall::finished);
        QTRY_VERIFY_WITH_TIMEOUT(call->result().stdoutData == "one\ntwo\n", 10000);
        QSignalSpy lines(call, &PodmanCall::stdoutLine);
        QFile go(QString::fromUtf8(flag));
        QVERIFY(go.open(QIODevice::WriteOnly));
        go.close();
        QVERIFY(finished.wait(10000));
        QStringList got;
        for (const auto &l : lines)
            got << l.at(0).toString();
        QCOMPARE(got, (QStringList{QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three"),
                                   QStringLiteral("four")}));
        QCOMPARE(finished.at(0).at(0).value<PodmanResult>().stdoutData, QByteArray("one\ntwo\nthree\nfour"));
    }

    void imageExistsFalseIsNoError()
    {
        FakePodman f("exit 1");
        Podman podman(fake(f.program()));
        PodmanCall *call = podman.imageExists(QStringLiteral("localhost/nope:1"));
        QSignalSpy checked(call, &PodmanCall::imageExistsChecked);
        QSignalSpy failed(call, &PodmanCall::failed);
        QVERIFY(checked.wait(10000));
        QCOMPARE(checked.at(0).at(0).toBool(), false);
        QCOMPARE(failed.count(), 0);
    }

    // Each typed call answers its own caller: two questions asked at once of one Podman, and each
    // call hears exactly its answer (the broadcast signals made callers take each other's).
    void eachCallHearsOnlyItsAnswer()
    {
        FakePodman f("[ \"$3\" = localhost/yes:1 ] && exit 0\nexit 1");
        Podman podman(fake(f.program()));
        PodmanCall *yes = podman.imageExists(QStringLiteral("localhost/yes:1"));
        PodmanCall *no = podman.imageExists(QStringLiteral("localhost/no:1"));
        PodmanCall *caps = podman.probe(); // the fake prints no JSON: this one fails
        QSignalSpy yesChecked(yes, &PodmanCall::imageExistsChecked);
        QSignalSpy noChecked(no, &PodmanCall::imageExistsChecked);
        QSignalSpy capsFailed(caps, &PodmanCall::failed);
        QSignalSpy yesFailed(yes, &PodmanCall::failed);
        QSignalSpy noFailed(no, &PodmanCall::failed);
        QTRY_VERIFY_WITH_TIMEOUT(yesChecked.count() == 1 && noChecked.count() == 1 && capsFailed.count() == 1,
                                 10000);
        QCOMPARE(yesChecked.at(0).at(0).toBool(), true);
        QCOMPARE(noChecked.at(0).at(0).toBool(), false);
        QCOMPARE(yesFailed.count() + noFailed.count(), 0);
    }

    void buildFailsAtStep()
    {
        FakePodman f(
            "echo 'STEP 1/3: FROM localhost/ai-sandbox-base:trixie'\n"
            "echo 'STEP 2/3: RUN apt-get install -y nosuchpkg'\n"
            "echo 'E: Unable to locate package nosuchpkg'\n"
            "echo 'Error: building at STEP \"RUN apt-get install -y nosuchpkg\": while running runtime: "
            "exit status 100' >&2\n"
            "exit 1");
        Podman podman(fake(f.program()));
        PodmanCall *call = podman.build(QStringLiteral("/nonexistent-ctx"), QStringLiteral("Containerfile"),
                                        QStringLiteral("localhost/x:1"));
        QSignalSpy progress(call, &PodmanCall::buildProgress);
        QSignalSpy failed(call, &PodmanCall::failed);
        QSignalSpy built(call, &PodmanCall::built);
        QSignalSpy lines(call, &PodmanCall::buildLine);
        QVERIFY(failed.wait(10000));
        QCOMPARE(built.count(), 0);
        QCOMPARE(progress.count(), 2);
        QCOMPARE(progress.at(0).at(0).toInt(), 1);
        QCOMPARE(progress.at(1).at(0).toInt(), 2);
        QCOMPARE(progress.at(1).at(1).toInt(), 3);
        QCOMPARE(lines.count(), 4);
        const QString message = failed.at(0).at(0).toString();
        QVERIFY2(message.startsWith(QLatin1String("image build failed at step 2/3: ")), qPrintable(message));
        QVERIFY(message.contains(QLatin1String("exit status 100")));
    }

    void cancelHangingCall()
    {
        FakePodman f("echo ready\nexec sleep 60");
        Podman podman(fake(f.program()));
        PodmanCall *call = podman.start({QStringLiteral("build"), QStringLiteral(".")});
        QSignalSpy lines(call, &PodmanCall::stdoutLine);
        QSignalSpy finished(call, &PodmanCall::finished);
        QVERIFY(lines.wait(10000));
        QVERIFY(call->isRunning());
        QElapsedTimer t;
        t.start();
        call->cancel();
        QVERIFY(call->isRunning() || finished.count() == 1); // cancel() does not wait
        QVERIFY(finished.count() == 1 || finished.wait(10000));
        QVERIFY(t.elapsed() < 3000); // SIGTERM sufficed
        const auto r = finished.at(0).at(0).value<PodmanResult>();
        QVERIFY(r.canceled);
        QVERIFY(!r.ok());
        QVERIFY(r.error.contains(QLatin1String("canceled")));
    }

    void cancelKillsWhatIgnoresTerm()
    {
        // Ignores SIGTERM: only the SIGKILL after the grace period ends it.
        FakePodman f("trap '' TERM\necho ready\nwhile :; do sleep 1; done");
        Podman podman(fake(f.program()));
        PodmanCall *call = podman.start({QStringLiteral("run"), QStringLiteral("x")});
        QSignalSpy lines(call, &PodmanCall::stdoutLine);
        QSignalSpy finished(call, &PodmanCall::finished);
        QVERIFY(lines.wait(10000));
        QElapsedTimer t;
        t.start();
        call->cancel(300);
        QVERIFY(finished.wait(10000));
        QVERIFY(t.elapsed() >= 250);
        const auto r = finished.at(0).at(0).value<PodmanResult>();
        QVERIFY(r.canceled);
        QVERIFY(r.crashed);
    }

    void timeout()
    {
        FakePodman f("exec sleep 60");
        Podman podman(fake(f.program()));
        const PodmanResult r = runSync(podman, {QStringLiteral("info")}, 300);
        QVERIFY(r.timedOut);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("did not finish in time")), qPrintable(r.error));
    }

    void deletingRunningCallDoesNotBlock()
    {
        FakePodman f("echo ready\nexec sleep 60");
        Podman podman(fake(f.program()));
        QObject owner;
        PodmanCall *call = podman.start({QStringLiteral("ps")}, &owner);
        QSignalSpy lines(call, &PodmanCall::stdoutLine);
        QVERIFY(lines.wait(10000));
        QElapsedTimer t;
        t.start();
        delete call;
        QVERIFY(t.elapsed() < 1000);
    }
};

QTEST_GUILESS_MAIN(TestPodmanCall)
#include "tst_podmancall.moc"
