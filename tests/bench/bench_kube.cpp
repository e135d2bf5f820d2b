// SPDX-License-Identifier: GPL-3.0-or-later
// The Kubernetes export under `podman kube play` (issue 17, docs/scale-out.md): how many exported
// pods (firewall init container, gate, sandbox) podman starts a minute, played one after another,
// and what an idle session costs in memory (podman stats: the sandbox, the gate and the pod's infra
// container apart). Each pod is the export of its own project (allowlist mode, the shell image,
// `sleep infinity` as the idle agent). Figures printed, nothing asserted about time or size.
// AISB_BENCH_RUNS sets the number of pods (default 5). Rootful, and rootless where the row is ready.
#include "e2esandbox.h"
#include "e2etiming.h"
#include "engine/resourcenames.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTest>
#include <functional>

using namespace aisb;
using namespace aisb::test;

namespace {

const QByteArray kPolicy = "[image]\nharness = \"shell\"\n"
                           "[run]\ntty = false\ncommand = [\"sleep\", \"infinity\"]\n"
                           "[network]\nmode = \"allowlist\"\nallow = [\"example.com\"]\n"
                           "[limits]\nmemory = \"512m\"\n";

// "13.4MB" (podman's decimal units) in MiB; -1 when it is none.
double mebibytes(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^([0-9.]+)\\s*([kMG]?B)$"));
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch())
        return -1;
    const QString unit = m.captured(2);
    const double factor = unit == QLatin1String("kB")   ? 1e3
                          : unit == QLatin1String("MB") ? 1e6
                          : unit == QLatin1String("GB") ? 1e9
                                                        : 1;
    return m.captured(1).toDouble() * factor / (1024.0 * 1024.0);
}

struct Finally
{
    std::function<void()> f;
    ~Finally()
    {
        if (f)
            f();
    }
};

} // namespace

class BenchKube : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];

private Q_SLOTS:
    void initTestCase()
    {
        m_envs[0] = std::make_unique<E2eSandbox>(false);
        m_envs[1] = std::make_unique<E2eSandbox>(true);
    }
    void cleanupTestCase()
    {
        m_envs[0].reset();
        m_envs[1].reset();
    }

    void podsPerMinuteAndIdleMemory_data() { E2eSandbox::addRootlessRows(); }
    void podsPerMinuteAndIdleMemory()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = *m_envs[rootless ? 1 : 0];
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const int n = E2eTiming::runs(5);
        QStringList manifests;
        QStringList pods;
        QStringList slugs;
        // A network of its own (without one, kube play makes podman-default-kube-network and keeps it).
        const QString network = QStringLiteral("aisb-bench-kube-%1").arg(QCoreApplication::applicationPid());
        Finally guard{[&] {
            for (const QString &m : std::as_const(manifests))
                e.podman({QStringLiteral("kube"), QStringLiteral("down"), m}, 120000);
            e.podman({QStringLiteral("network"), QStringLiteral("rm"), QStringLiteral("-f"), network});
            for (const QString &slug : std::as_const(slugs)) {
                e.podman({QStringLiteral("pod"), QStringLiteral("rm"), QStringLiteral("-f"),
                          ResourceName::kubePod(slug)});
                e.podman({QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("-f"),
                          ResourceName::kubeFiles(slug)});
            }
        }};
        for (int i = 0; i < n; ++i) {
            const QString project = e.makeProject(QStringLiteral("kubebench%1").arg(i), kPolicy);
            if (i == 0) {
                // The images (sandbox and gate), once: not part of the figures.
                const E2eResult r = e.cli(E2eRows::execTrue(project), {}, 900000);
                QVERIFY2(r.exitCode == 0, r.describe().constData());
            }
            const QString manifest = e.workspace() + QStringLiteral("/projects/kubebench%1.yaml").arg(i);
            // Rootless podman on cgroups v1 cannot give a pod limits (tests/e2e/tst_kube_play.cpp
            // measures it): there the pods are exported without them.
            const QStringList noLimits =
                e.limitsEnforced() ? QStringList()
                                   : QStringList{QStringLiteral("--memory="), QStringLiteral("--cpus=0")};
            const E2eResult r =
                e.cli(noLimits + QStringList{QStringLiteral("export"), QStringLiteral("kube"),
                                             QStringLiteral("-C"), project, QStringLiteral("-o"), manifest});
            QVERIFY2(r.exitCode == 0, r.describe().constData());
            slugs << projectSlug(project);
            pods << ResourceName::kubePod(slugs.last());
        }

        const E2eResult net = e.podman({QStringLiteral("network"), QStringLiteral("create"), network});
        QVERIFY2(net.exitCode == 0, net.describe().constData());
        QElapsedTimer clock;
        clock.start();
        QList<double> each;
        for (int i = 0; i < n; ++i) {
            const QString manifest = e.workspace() + QStringLiteral("/projects/kubebench%1.yaml").arg(i);
            manifests << manifest;
            const E2eResult r = e.podman({QStringLiteral("kube"), QStringLiteral("play"),
                                          QStringLiteral("--network"), network, manifest},
                                         300000);
            QVERIFY2(r.exitCode == 0, r.describe().constData());
            each << double(r.ms);
        }
        const double totalS = clock.elapsed() / 1000.0;
        // Started: the sandbox runs and the gate accepts connections (its log on its output).
        for (const QString &pod : std::as_const(pods)) {
            QVERIFY2(E2eSandbox::waitFor(
                         [&] {
                             return e.podman({QStringLiteral("logs"), pod + QStringLiteral("-gate")})
                                 .err.contains("Accepting HTTP Socket connections");
                         },
                         60000),
                     qPrintable(pod));
            const E2eResult state =
                e.podman({QStringLiteral("inspect"), pod + QStringLiteral("-sandbox"),
                          QStringLiteral("--format"), QStringLiteral("{{.State.Status}}")});
            QCOMPARE(QString::fromUtf8(state.out).trimmed(), QStringLiteral("running"));
        }
        qInfo(
            "%s%s: %d exported pods played one after another in %.1f s: %.0f pods a minute (median play %.0f "
            "ms)",
            rootless ? "rootless" : "rootful", e.limitsEnforced() ? "" : " (no limits: cgroups v1)", n,
            totalS, n * 60.0 / totalS, E2eTiming::median(each));

        // Idle memory: every container of the pods, by role.
        QStringList names;
        for (const QString &pod : std::as_const(pods))
            names << pod + QStringLiteral("-sandbox") << pod + QStringLiteral("-gate");
        const E2eResult stats = e.podman(
            QStringList{QStringLiteral("stats"), QStringLiteral("--no-stream"), QStringLiteral("--format"),
                        QStringLiteral("{{.Name}}\t{{.MemUsage}}")} +
                [&] {
                    QStringList all;
                    for (const QString &pod : std::as_const(pods)) {
                        const E2eResult id =
                            e.podman({QStringLiteral("pod"), QStringLiteral("inspect"), pod,
                                      QStringLiteral("--format"), QStringLiteral("{{.InfraContainerID}}")});
                        all << QString::fromUtf8(id.out).trimmed();
                    }
                    return names + all;
                }(),
            120000);
        if (stats.exitCode != 0 && rootless && e.cgroupVersion() == QLatin1String("v1"))
            QSKIP(qPrintable(
                QStringLiteral("idle memory not measured: %1").arg(QString::fromUtf8(stats.err.trimmed()))));
        QVERIFY2(stats.exitCode == 0, stats.describe().constData());
        double sandbox = 0, gate = 0, infraMiB = 0;
        int counted = 0;
        for (const QString &line :
             QString::fromUtf8(stats.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QString name = line.section(QLatin1Char('\t'), 0, 0);
            const double mib = mebibytes(line.section(QLatin1Char('\t'), 1).section(QLatin1Char('/'), 0, 0));
            QVERIFY2(mib >= 0, qPrintable(line));
            ++counted;
            if (name.endsWith(QLatin1String("-sandbox")))
                sandbox += mib;
            else if (name.endsWith(QLatin1String("-gate")))
                gate += mib;
            else
                infraMiB += mib;
        }
        QCOMPARE(counted, 3 * n);
        qInfo("%s: idle memory per session (podman stats, mean of %d pods): %.1f MiB = sandbox %.1f + gate "
              "%.1f + "
              "infra %.1f",
              rootless ? "rootless" : "rootful", n, (sandbox + gate + infraMiB) / n, sandbox / n, gate / n,
              infraMiB / n);
        QFile load(QStringLiteral("/proc/loadavg"));
        if (load.open(QIODevice::ReadOnly))
            qInfo("load average: %s", load.readAll().trimmed().constData());
    }
};

QTEST_GUILESS_MAIN(BenchKube)
#include "bench_kube.moc"
