// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: load + merge + validate + render of a policy with 500 allowed hosts and 100 env
// names, in microseconds per run. Prints figures; asserts only that the work was really done.
#include "policy/policyloader.h"
#include "render/render.h"
#include "util/paths.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdio>

class BenchRender : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fullPipeline()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        qputenv("XDG_CONFIG_HOME", tmp.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_STATE_HOME", tmp.filePath(QStringLiteral("state")).toUtf8());
        QByteArray toml = "[network]\nallow = [";
        for (int i = 0; i < 500; ++i)
            toml += (i ? ", " : "") + QByteArray("\"") + (i % 3 == 0 ? "." : "") + "host" +
                    QByteArray::number(i) + ".example.org\"";
        toml += "]\n[env]\npass = [";
        QProcessEnvironment host;
        for (int i = 0; i < 100; ++i) {
            const QByteArray name = "VAR_" + QByteArray::number(i);
            toml += (i ? ", " : "") + QByteArray("\"") + name + "\"";
            host.insert(QString::fromLatin1(name), QStringLiteral("value-%1").arg(i));
        }
        toml += "]\n";
        QFile f(tmp.filePath(QStringLiteral(".ai-sandbox.toml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(toml);
        f.close();

        aisb::PolicyRequest req;
        req.projectDir = tmp.path();
        req.environment = host;
        req.requireTrust = false;
        auto once = [&] {
            const aisb::LoadedPolicy loaded = aisb::loadPolicy(req);
            const aisb::Policy &p = loaded.resolved.policy;
            aisb::Render::SandboxContext ctx;
            ctx.projectDir = tmp.path();
            ctx.projectSlug = aisb::projectSlug(tmp.path());
            ctx.sessionId = QStringLiteral("bench");
            ctx.containerName = QStringLiteral("aisb-bench");
            ctx.imageTag = aisb::Render::imageTag(p);
            ctx.envFile = tmp.filePath(QStringLiteral("env"));
            ctx.rulesetFile = tmp.filePath(QStringLiteral("ruleset.nft"));
            ctx.gate.sandboxAddress = QStringLiteral("10.0.2.2");
            ctx.gate.port = 3128;
            ctx.command = aisb::Render::harnessCommand(p);
            const qsizetype size =
                aisb::Render::containerfile(p).size() + aisb::Render::gateConfig(p, 3128).size() +
                aisb::Render::ruleset(ctx.gate).size() + aisb::Render::sandboxRunArgs(p, ctx).size() +
                aisb::Render::envFile(p, host).content.size();
            return std::make_pair(loaded.resolved.issues.size(), size);
        };
        const auto first = once();
        QCOMPARE(first.first, 0);
        QVERIFY(aisb::Render::gateConfig(aisb::loadPolicy(req).resolved.policy, 3128)
                    .contains(QStringLiteral("host499.example.org")));
        QList<qint64> ns;
        for (int i = 0; i < 200; ++i) {
            QElapsedTimer t;
            t.start();
            const auto r = once();
            ns.append(t.nsecsElapsed());
            QCOMPARE(r.second, first.second);
        }
        std::sort(ns.begin(), ns.end());
        // Where the time goes, phase by phase.
        {
            const aisb::Policy p = aisb::loadPolicy(req).resolved.policy;
            auto phase = [](const char *name, auto fn) {
                QElapsedTimer t;
                t.start();
                for (int i = 0; i < 50; ++i)
                    fn();
                std::printf("  phase %-16s %8.0f us\n", name, t.nsecsElapsed() / 50 / 1000.0);
            };
            phase("load+validate", [&] { return aisb::loadPolicy(req).resolved.issues.size(); });
            phase("containerfile", [&] { return aisb::Render::containerfile(p).size(); });
            phase("imageTag", [&] { return aisb::Render::imageTag(p).size(); });
            phase("gateConfig", [&] { return aisb::Render::gateConfig(p, 3128).size(); });
            phase("envFile", [&] { return aisb::Render::envFile(p, host).content.size(); });
        }
        std::printf("bench render: load+merge+validate+render, 500 hosts + 100 env names: median %.0f us, "
                    "p95 %.0f us, min %.0f us (target < 2000 us)\n",
                    ns[ns.size() / 2] / 1000.0, ns[ns.size() * 95 / 100] / 1000.0, ns.first() / 1000.0);
    }
};

QTEST_GUILESS_MAIN(BenchRender)
#include "bench_render.moc"
