// SPDX-License-Identifier: GPL-3.0-or-later
// Cost of one command: `ai-sandbox exec -- true` (cold: a whole session, none mode) against a bare
// `podman run --rm` with the same argv, and `ai-sandbox exec --warm -- true` against
// `podman exec <the warm container> true`, rootful and rootless, the two alternating run by run.
// Medians, printed; nothing is asserted about time. AISB_BENCH_RUNS overrides the number of runs
// (default 20 warm, 10 cold).
#include "e2esandbox.h"
#include "e2etiming.h"
#include "policy/policylayers.h"
#include "render/render.h"

#include <QTest>

using namespace aisb;
using namespace aisb::test;

namespace {
const QByteArray kPolicy = E2eTiming::noNetworkShellPolicy();
} // namespace

class BenchExec : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];
    QString m_projects[2];

    void rows()
    {
        QTest::addColumn<bool>("rootless");
        QTest::newRow("rootful") << false;
        QTest::newRow("rootless") << true;
    }

    // Median ms of `n` runs of each argv (as the row's user), after one unmeasured run of each. The
    // two alternate run by run, so that a load that drifts on a shared machine weighs on both alike.
    std::pair<double, double> timePair(const E2eSandbox &e, const QStringList &argvA,
                                       const QStringList &argvB, int n, bool xdgForB)
    {
        QList<double> a, b;
        for (int i = 0; i < n + 1; ++i) {
            for (int which = 0; which < 2; ++which) {
                QString program;
                QStringList args;
                e.commandFor(which == 0 ? argvA : argvB, {}, program, args, which == 0 || xdgForB);
                const E2eTiming::Run r = E2eTiming::run(program, args, e.cliEnvironment(), {});
                if (r.exitCode != 0) {
                    qWarning() << (which == 0 ? argvA : argvB) << "failed:" << r.err;
                    return {-1, -1};
                }
                if (i > 0)
                    (which == 0 ? a : b) << r.totalMs;
            }
        }
        return {E2eTiming::median(a), E2eTiming::median(b)};
    }

private Q_SLOTS:
    void initTestCase()
    {
        for (int i = 0; i < 2; ++i) {
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
            if (!m_envs[i]->ready())
                continue;
            m_projects[i] = m_envs[i]->makeProject(QStringLiteral("bench"), kPolicy);
            const E2eResult r = m_envs[i]->cli({QStringLiteral("exec"), QStringLiteral("-C"), m_projects[i],
                                                QStringLiteral("--"), QStringLiteral("true")},
                                               {}, 900000);
            QVERIFY2(r.exitCode == 0, r.describe().constData());
        }
    }

    void cleanupTestCase()
    {
        m_envs[0].reset();
        m_envs[1].reset();
    }

    void coldExec_data() { rows(); }
    void coldExec()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = *m_envs[rootless ? 1 : 0];
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString project = m_projects[rootless ? 1 : 0];
        const int n = E2eTiming::runs(10);
        const auto [cli, bare] = timePair(
            e,
            {e.cliPath(), QStringLiteral("exec"), QStringLiteral("-C"), project, QStringLiteral("--"),
             QStringLiteral("true")},
            QStringList{QStringLiteral("podman")} +
                e.bareNoneModeArgs(project, QStringLiteral("aisb-bench-exec-bare"), {QStringLiteral("true")}),
            n, false);
        QVERIFY(cli > 0 && bare > 0);
        qInfo("%s cold, %d runs (medians): ai-sandbox exec -- true %.0f ms; bare podman run --rm (same argv) "
              "%.0f ms; "
              "ratio %.2f",
              rootless ? "rootless" : "rootful", n, cli, bare, cli / bare);
    }

    void warmExec_data() { rows(); }
    void warmExec()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = *m_envs[rootless ? 1 : 0];
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString project = m_projects[rootless ? 1 : 0];
        const QString name = QStringLiteral("aisb-warm-") + projectSlug(project);
        const int n = E2eTiming::runs(20);
        const QStringList warm{
            e.cliPath(), QStringLiteral("exec"), QStringLiteral("--warm"), QStringLiteral("-C"),
            project,     QStringLiteral("--"),   QStringLiteral("true")};
        const E2eResult start = e.cli(warm.mid(1), {}, 120000); // starts the warm sandbox
        QVERIFY2(start.exitCode == 0, start.describe().constData());
        const auto [cli, bare] = timePair(
            e, warm, {QStringLiteral("podman"), QStringLiteral("exec"), name, QStringLiteral("true")}, n,
            false);
        // The same through podman only (no state file): the path before the state file existed.
        const QString state =
            e.stateDir() + QStringLiteral("/warm/") + projectSlug(project) + QStringLiteral(".json");
        QList<double> viaPodman;
        for (int i = 0; i < n; ++i) {
            QFile::remove(state);
            QString program;
            QStringList args;
            e.commandFor(warm, {}, program, args);
            const E2eTiming::Run r = E2eTiming::run(program, args, e.cliEnvironment(), {});
            QCOMPARE(r.exitCode, 0);
            viaPodman << r.totalMs;
        }
        qInfo("%s warm, %d runs (medians): ai-sandbox exec --warm -- true %.1f ms (state file), %.1f ms "
              "(podman ps + "
              "inspect, the old path); podman exec <warm container> true %.1f ms; ratio %.2f",
              rootless ? "rootless" : "rootful", n, cli, E2eTiming::median(viaPodman), bare, cli / bare);
        e.podman({QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("--ignore"),
                  QStringLiteral("-t"), QStringLiteral("0"), name, name + QStringLiteral("-gate")});
    }
};

QTEST_GUILESS_MAIN(BenchExec)
#include "bench_exec.moc"
