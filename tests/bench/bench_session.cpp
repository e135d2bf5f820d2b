// SPDX-License-Identifier: GPL-3.0-or-later
// Session start cost: `ai-sandbox run -- echo ready` in none mode, from start to the first output
// and to the end, against a bare `podman run --rm` of the same image with the same flags (the argv
// the session renders, Render::sandboxRunArgs), rootful and rootless; and the egress gate's start
// time on its own (rootful, in-process). The session and the bare run alternate run by run.
// Medians, printed; nothing is asserted about time. AISB_BENCH_RUNS overrides the number of runs.
#include "e2esandbox.h"
#include "e2etiming.h"
#include "engine/podman.h"
#include "policy/policylayers.h"
#include "render/render.h"
#include "session/gate.h"
#include "session/protectedpaths.h"
#include "session/sessiondir.h"

#include <QSignalSpy>
#include <QTest>

using namespace aisb;
using namespace aisb::test;

namespace {
const QByteArray kPolicy = E2eTiming::noNetworkShellPolicy();
} // namespace

class BenchSession : public QObject
{
    Q_OBJECT
    E2eRows m_rows;

private Q_SLOTS:
    void initTestCase()
    {
        const QByteArray failed = m_rows.setUp(QStringLiteral("bench"), kPolicy, {}, E2eRows::execTrue);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase() { m_rows.reset(); }

    void sessionVsBarePodman_data() { E2eSandbox::addRootlessRows(); }
    void sessionVsBarePodman()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = m_rows.env(rootless);
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString project = m_rows.project(rootless);
        QList<double> cliFirst, cliTotal, bareFirst, bareTotal;
        const int n = E2eTiming::runs(10);
        for (int i = 0; i < n + 1; ++i) {
            QString program;
            QStringList args;
            e.commandFor({e.cliPath(), QStringLiteral("run"), QStringLiteral("--no-tty"),
                          QStringLiteral("-C"), project, QStringLiteral("--"), QStringLiteral("echo"),
                          QStringLiteral("ready")},
                         {}, program, args);
            const E2eTiming::Run c = E2eTiming::run(program, args, e.cliEnvironment(), "ready");
            QVERIFY2(c.exitCode == 0, c.err.constData());
            e.commandFor(QStringList{QStringLiteral("podman")} +
                             e.bareNoneModeArgs(project, QStringLiteral("aisb-bench-bare-%1").arg(i),
                                                {QStringLiteral("echo"), QStringLiteral("ready")}),
                         {}, program, args, false);
            const E2eTiming::Run b =
                E2eTiming::run(program, args, QProcessEnvironment::systemEnvironment(), "ready");
            QVERIFY2(b.exitCode == 0, b.err.constData());
            if (i == 0)
                continue; // caches
            cliFirst << c.toMarkerMs;
            cliTotal << c.totalMs;
            bareFirst << b.toMarkerMs;
            bareTotal << b.totalMs;
        }
        const double cf = E2eTiming::median(cliFirst), ct = E2eTiming::median(cliTotal);
        const double bf = E2eTiming::median(bareFirst), bt = E2eTiming::median(bareTotal);
        qInfo("%s, none mode, %d runs (medians): ai-sandbox run -- echo ready: first output %.0f ms, end "
              "%.0f ms; "
              "bare podman run --rm, same argv: first output %.0f ms, end %.0f ms; ratio first output %.2f, "
              "end %.2f",
              rootless ? "rootless" : "rootful", n, cf, ct, bf, bt, cf / bf, ct / bt);
    }

    // What the live watch of the missing protected paths adds to a session's start (issue 10 item
    // 8): ProtectedPathWatch::atLaunch + arm + the first sweep on the bench project (the built-in
    // list, a project with nothing of it: every path is watched), against one bare podman run.
    void protectedPathWatchSetUp()
    {
        // The first ready row (rootful when the bench runs as root).
        E2eSandbox &e = m_rows.env(!m_rows.env(false).ready());
        const QString project = m_rows.project(!m_rows.env(false).ready());
        if (project.isEmpty())
            QSKIP("no project (neither row is ready)");
        const QString quarantine = e.workspace() + QStringLiteral("/bench-quarantine");
        QList<double> us;
        for (int i = 0; i < 201; ++i) {
            QElapsedTimer clock;
            clock.start();
            ProtectedPathWatch w = ProtectedPathWatch::atLaunch(project, defaultPolicy());
            QVERIFY(w.arm().isEmpty());
            QVERIFY(w.sweep(quarantine, QString()).isEmpty());
            if (i > 0)
                us << double(clock.nsecsElapsed()) / 1e3;
            QVERIFY(!w.watched().isEmpty());
        }
        // The raw baseline of the same run: one bare podman run of the image (none mode).
        QString program;
        QStringList args;
        e.commandFor(QStringList{QStringLiteral("podman")} +
                         e.bareNoneModeArgs(project, QStringLiteral("aisb-bench-bare-watch"),
                                            {QStringLiteral("echo"), QStringLiteral("ready")}),
                     {}, program, args, false);
        const E2eTiming::Run b =
            E2eTiming::run(program, args, QProcessEnvironment::systemEnvironment(), "ready");
        QVERIFY2(b.exitCode == 0, b.err.constData());
        const double median = E2eTiming::median(us);
        qInfo(
            "protected-path watch set-up (atLaunch + arm + first sweep), %lld runs: median %.0f us, max %.0f "
            "us; bare podman run --rm: %.0f ms; ratio to it %.5f",
            qlonglong(us.size()), median, *std::max_element(us.begin(), us.end()), b.totalMs,
            median / 1e3 / b.totalMs);
    }

    void gateStart()
    {
        if (::getuid() != 0)
            QSKIP("the in-process gate figure is measured rootful");
        E2eSandbox &e = m_rows.env(false);
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        Podman podman;
        QList<double> ms;
        for (int i = 0; i < 6; ++i) {
            const SessionDir dir = SessionDir::create(QStringLiteral("bench"), e.sessionsDir());
            QVERIFY(dir.isValid());
            Gate gate(&podman);
            QSignalSpy ready(&gate, &Gate::ready);
            QSignalSpy failed(&gate, &Gate::failed);
            Gate::Options o;
            o.policy = defaultPolicy();
            o.dir = dir;
            o.projectSlug = QStringLiteral("bench-gate");
            o.sessionId = dir.id();
            o.containerName = QStringLiteral("aisb-bench-gate-%1").arg(i);
            o.hostAddresses = Gate::localAddresses();
            QElapsedTimer clock;
            clock.start();
            gate.start(o);
            QVERIFY(E2eSandbox::waitFor([&] { return !ready.isEmpty() || !failed.isEmpty(); }, 60000));
            QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
            if (i > 0)
                ms << double(clock.nsecsElapsed()) / 1e6;
            QSignalSpy stopped(&gate, &Gate::stopped);
            gate.stop();
            QVERIFY(stopped.wait(30000));
        }
        qInfo("gate start (podman run -d of squid until it answers on 127.0.0.1), %lld runs: median %.0f ms, "
              "min %.0f ms, max %.0f ms",
              qlonglong(ms.size()), E2eTiming::median(ms), *std::min_element(ms.begin(), ms.end()),
              *std::max_element(ms.begin(), ms.end()));
    }
};

QTEST_GUILESS_MAIN(BenchSession)
#include "bench_session.moc"
