// SPDX-License-Identifier: GPL-3.0-or-later
// What the rootful project view (session/projectview.h) costs at sandbox start, rootful only:
// the same bare `podman run --rm ... true` (the sandbox argv of a none-mode shell session)
// with the project bound as it is, with the view made before and removed after, and, for the
// record, with a user namespace (--uidmap/--gidmap 0:200000:65536: the only kind podman 4.3's
// storage takes without copying the image, and not enough to map uid 1000 to root).
// Medians, printed with ratios to the plain run of the same round; nothing is asserted about
// time. AISB_BENCH_RUNS overrides the number of runs (default 10).
#include "e2esandbox.h"
#include "e2etiming.h"
#include "session/projectview.h"

#include <QTest>

using namespace aisb;
using namespace aisb::test;

namespace {
const QByteArray kPolicy = E2eTiming::noNetworkShellPolicy();
double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}
} // namespace

class BenchProjectView : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_env;
    QString m_project;

    // Runs podman with `args`; returns its wall time in ms (-1 on failure).
    double podmanRun(const QStringList &args)
    {
        const E2eTiming::Run r =
            E2eTiming::run(QStringLiteral("podman"), args, QProcessEnvironment::systemEnvironment(), {});
        if (r.exitCode != 0) {
            qWarning().noquote() << "podman" << args.join(QLatin1Char(' ')) << "failed:" << r.err;
            return -1;
        }
        return r.totalMs;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("the project view is made by a rootful session run as root");
        m_env = std::make_unique<E2eSandbox>(false);
        if (!m_env->ready())
            QSKIP(qPrintable(m_env->skipReason()));
        m_project = m_env->makeProject(QStringLiteral("bench-view"), kPolicy);
        // Builds the image if needed.
        const E2eResult r = m_env->cli({QStringLiteral("exec"), QStringLiteral("-C"), m_project,
                                        QStringLiteral("--"), QStringLiteral("true")},
                                       {}, 900000);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
    }

    void cleanupTestCase() { m_env.reset(); }

    void viewOnly()
    {
        const int n = E2eTiming::runs(10) * 5;
        QList<double> createMs, removeMs;
        for (int i = 0; i < n; ++i) {
            QElapsedTimer t;
            t.start();
            QString error;
            const QString view = ProjectView::create(m_project, QStringLiteral("bench"), &error);
            QVERIFY2(!view.isEmpty(), qPrintable(error));
            createMs << msSince(t);
            t.start();
            QCOMPARE(ProjectView::remove(view), QString());
            removeMs << msSince(t);
        }
        qInfo("project view alone, %d runs (medians): create %.2f ms (before podman run), remove %.2f ms "
              "(after the sandbox started or ended)",
              n, E2eTiming::median(createMs), E2eTiming::median(removeMs));
    }

    void sandboxStart()
    {
        const int n = E2eTiming::runs(10);
        const QString name = QStringLiteral("aisb-bench-view");
        const QStringList plain = m_env->bareNoneModeArgs(m_project, name, {QStringLiteral("true")});
        QVERIFY(!plain.isEmpty());
        QStringList userns = plain;
        userns.insert(1, QStringLiteral("--uidmap=0:200000:65536"));
        userns.insert(1, QStringLiteral("--gidmap=0:200000:65536"));
        QList<double> plainMs, viewMs, usernsMs;
        // One unmeasured round, then rounds that take the three in turn (same load for each).
        for (int i = 0; i < n + 1; ++i) {
            const double a = podmanRun(plain);
            QElapsedTimer t;
            t.start();
            QString error;
            const QString view = ProjectView::create(m_project, QStringLiteral("bench"), &error);
            QVERIFY2(!view.isEmpty(), qPrintable(error));
            QStringList viewed = plain;
            for (QString &arg : viewed)
                arg.replace(QStringLiteral("src=") + m_project, QStringLiteral("src=") + view);
            QVERIFY(viewed != plain);
            const bool ran = podmanRun(viewed) > 0;
            QCOMPARE(ProjectView::remove(view), QString());
            const double b = ran ? msSince(t) : -1;
            const double c = podmanRun(userns);
            QVERIFY(a > 0 && b > 0 && c > 0);
            if (i > 0) {
                plainMs << a;
                viewMs << b;
                usernsMs << c;
            }
        }
        const double a = E2eTiming::median(plainMs);
        const double b = E2eTiming::median(viewMs);
        const double c = E2eTiming::median(usernsMs);
        qInfo("rootful sandbox start, %d rounds (medians): bare podman run --rm -- true %.0f ms; with the "
              "project view (made and removed) %.0f ms, ratio %.3f; with a user namespace (0:200000:65536) "
              "%.0f ms, ratio %.3f",
              n, a, b, b / a, c, c / a);
    }
};

QTEST_GUILESS_MAIN(BenchProjectView)
#include "bench_projectview.moc"
