// SPDX-License-Identifier: GPL-3.0-or-later
// sandboxContext(): the one context a session, the CLI's dry run and the GUI's preview render
// the sandbox's run line from; and the warm flags, which the renderer emits itself.
#include "policy/policylayers.h"
#include "render/render.h"
#include "session/projectview.h"
#include "session/runline.h"
#include "util/paths.h"

#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

class TestRunLine : public QObject
{
    Q_OBJECT

    static PodmanCapabilities engine(bool rootless, PodmanCapabilities::Route route)
    {
        PodmanCapabilities caps;
        caps.rootless = rootless;
        caps.remote = true; // no project view: ProjectView::wanted() depends on who runs the test
        caps.route = route;
        return caps;
    }

private Q_SLOTS:
    void contextFollowsProjectPolicyAndEngine()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("My Project"));
        QVERIFY(QDir().mkpath(project));
        Policy p = defaultPolicy();
        p.network.mode = NetworkMode::Allowlist;
        p.mounts.homeVolume = true;
        RunRequest r;
        r.projectDir = project;
        r.sessionId = QStringLiteral("20261203-101010-abcdef");
        r.sessionsRoot = dir.filePath(QStringLiteral("sessions"));
        r.gatePort = 40001;
        const Render::SandboxContext ctx =
            sandboxContext(p, r, engine(true, PodmanCapabilities::Route::Pasta));
        const QString slug = projectSlug(project);
        QCOMPARE(ctx.projectSlug, slug);
        QCOMPARE(ctx.containerName,
                 QStringLiteral("aisb-") + slug + QStringLiteral("-20261203-101010-abcdef"));
        QCOMPARE(ctx.homeVolume, homeVolumeName(slug));
        // The env file lives on a tmpfs, outside the session folder, only while podman reads it.
        QCOMPARE(ctx.envFile, QStringLiteral("/dev/fd/ENVFD")); // the memory file, known at launch
        QCOMPARE(ctx.cidFile, r.sessionsRoot + QStringLiteral("/20261203-101010-abcdef/cid"));
        QCOMPARE(ctx.rulesetFile, r.sessionsRoot + QStringLiteral("/20261203-101010-abcdef/ruleset.nft"));
        QCOMPARE(ctx.imageTag, Render::imageTag(p));
        QCOMPARE(ctx.command, Render::harnessCommand(p));
        QVERIFY(ctx.rootless);
        QCOMPARE(ctx.route, Render::GateRoute::Pasta);
        QCOMPARE(ctx.gate.sandboxAddress, PodmanCapabilities::pastaLoopbackAddress());
        QCOMPARE(ctx.gate.port, quint16(40001));
        QVERIFY(ctx.agentDir.isEmpty());
        QVERIFY(ctx.projectSource.isEmpty());

        // Without a home volume or the gate, neither is named.
        p.mounts.homeVolume = false;
        p.network.mode = NetworkMode::None;
        const Render::SandboxContext none =
            sandboxContext(p, r, engine(false, PodmanCapabilities::Route::Slirp4netns));
        QVERIFY(none.homeVolume.isEmpty());
        QVERIFY(none.rulesetFile.isEmpty());
        QVERIFY(!none.rootless);
    }

    void projectViewWhereWanted()
    {
        Policy p = defaultPolicy();
        RunRequest r;
        r.projectDir = QDir::tempPath();
        r.sessionId = QStringLiteral("s1");
        PodmanCapabilities local = engine(false, PodmanCapabilities::Route::Slirp4netns);
        local.remote = false;
        const bool wanted = ProjectView::wanted(false, false);
        // Unset: where ProjectView::create() would mount it; a session passes what it got.
        QCOMPARE(sandboxContext(p, r, local).projectSource,
                 wanted ? ProjectView::pathFor(QStringLiteral("s1")) : QString());
        r.projectView = QStringLiteral("/run/ai-sandbox/views/1-s1");
        QCOMPARE(sandboxContext(p, r, local).projectSource, wanted ? *r.projectView : QString());
        // Rootless or remote: never a view.
        QVERIFY(sandboxContext(p, r, engine(true, PodmanCapabilities::Route::Slirp4netns))
                    .projectSource.isEmpty());
    }

    // A warm sandbox is detached and labelled by the renderer, not by editing its argv later;
    // it is never --rm, whatever run.keep says.
    void warmFlagsAreRendered()
    {
        for (const bool keep : {false, true}) {
            Policy p = defaultPolicy();
            p.network.mode = NetworkMode::None;
            p.run.keep = keep;
            RunRequest r;
            r.projectDir = QDir::tempPath();
            r.sessionId = QStringLiteral("s1");
            r.warm = true;
            r.command = QStringList{QStringLiteral("true")};
            const Render::SandboxContext ctx =
                sandboxContext(p, r, engine(false, PodmanCapabilities::Route::Slirp4netns));
            QCOMPARE(ctx.agentDir, Paths::sessionsDir() + QStringLiteral("/s1/agent"));
            const QStringList argv = Render::sandboxRunArgs(p, ctx);
            QVERIFY(!argv.isEmpty());
            QCOMPARE(argv.value(1), QStringLiteral("-d"));
            QVERIFY(!argv.contains(QStringLiteral("--rm")));
            QVERIFY(argv.contains(QStringLiteral("--label=io.aisb.warm=1")));
            QVERIFY(argv.contains(QStringLiteral("--label=io.aisb.policy=") + Render::policyFingerprint(p)));
            QVERIFY(argv.contains(QStringLiteral("--env=AISB_WARM=1")));

            r.warm = false;
            const QStringList cold = Render::sandboxRunArgs(
                p, sandboxContext(p, r, engine(false, PodmanCapabilities::Route::Slirp4netns)));
            QVERIFY(!cold.contains(QStringLiteral("-d")));
            QCOMPARE(cold.contains(QStringLiteral("--rm")), !keep);
            QVERIFY(!cold.join(QLatin1Char(' ')).contains(QStringLiteral("io.aisb.warm")));
            QVERIFY(!cold.join(QLatin1Char(' ')).contains(QStringLiteral("io.aisb.policy")));
        }
    }

    void fingerprintFollowsThePolicy()
    {
        Policy a = defaultPolicy();
        Policy b = a;
        QCOMPARE(Render::policyFingerprint(a), Render::policyFingerprint(b));
        b.network.allow.append(QStringLiteral("example.org"));
        QVERIFY(Render::policyFingerprint(a) != Render::policyFingerprint(b));
        QCOMPARE(Render::policyFingerprint(a).size(), 16);
    }
};

QTEST_GUILESS_MAIN(TestRunLine)
#include "tst_runline.moc"
