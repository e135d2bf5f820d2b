// SPDX-License-Identifier: GPL-3.0-or-later
// Renderers: golden files, image tag stability, and the rendered files checked by the real
// tools (squid -k parse, nft -c, sh -n, and the entrypoint's own exits) where they exist.
#include "policy/cacertificates.h"
#include "policy/policy.h"
#include "policy/policylayers.h"
#include "render/harness.h"
#include "render/render.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace aisb;

namespace {

const QString goldenRoot = QStringLiteral(AISB_SOURCE_DIR "/tests/data/golden");
const QString projectDir = QStringLiteral("/home/user/src/demo project");

QProcessEnvironment hostEnv()
{
    QProcessEnvironment e;
    e.insert(QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("sk-ant-golden-secret"));
    e.insert(QStringLiteral("AWS_REGION"), QStringLiteral("eu-west-1"));
    e.insert(QStringLiteral("AWS_PROFILE"), QStringLiteral("dev"));
    e.insert(QStringLiteral("HOME"), QStringLiteral("/home/user"));
    e.insert(QStringLiteral("HTTPS_PROXY"), QStringLiteral("http://corp-proxy:3128"));
    return e;
}

struct Case
{
    QString name;
    Policy policy;
    Render::SandboxContext ctx;
    QStringList hostAddresses;
};

Render::SandboxContext baseContext(const Policy &p, const QString &session)
{
    Render::SandboxContext c;
    c.projectDir = projectDir;
    c.projectSlug = QStringLiteral("demo-project-1a2b3c");
    c.sessionId = session;
    c.containerName = QStringLiteral("aisb-demo-project-1a2b3c-") + session;
    c.imageTag = QStringLiteral("localhost/ai-sandbox:0123456789abcdef");
    c.envFile =
        QStringLiteral("/home/user/.local/state/ai-sandbox/sessions/") + session + QStringLiteral("/env");
    c.rulesetFile = QStringLiteral("/home/user/.local/state/ai-sandbox/sessions/") + session +
                    QStringLiteral("/ruleset.nft");
    c.homeVolume = QStringLiteral("aisb-home-demo-project-1a2b3c");
    c.gate = {QStringLiteral("10.0.2.2"), 40123};
    c.command = Render::harnessCommand(p);
    return c;
}

QList<Case> goldenCases()
{
    QList<Case> cases;
    {
        // The defaults as a user gets them: pi, allowlist, rootless, interactive.
        Case c{QStringLiteral("default-pi"), defaultPolicy(), {}, {}};
        c.policy.network.allow = {QStringLiteral("api.anthropic.com"), QStringLiteral(".github.com"),
                                  QStringLiteral("github.com"), QStringLiteral("registry.npmjs.org")};
        c.policy.env.pass = {QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("OPENAI_API_KEY")};
        c.policy.env.set = {{QStringLiteral("EDITOR"), QStringLiteral("vi")}};
        c.ctx = baseContext(c.policy, QStringLiteral("s20261202a"));
        c.ctx.rootless = true;
        c.ctx.interactive = true;
        c.ctx.projectPaths = {{QStringLiteral(".env"), Render::PathKind::File},
                              {QStringLiteral(".git/hooks"), Render::PathKind::Directory},
                              {QStringLiteral(".ai-sandbox.toml"), Render::PathKind::File}};
        cases.append(c);
    }
    {
        // No network, a shell, rootful, read-only project, kept, extra mount, warm agent.
        Case c{QStringLiteral("none-shell"), defaultPolicy(), {}, {}};
        c.policy.image.harness = QStringLiteral("shell");
        c.policy.image.packages = {QStringLiteral("ripgrep"), QStringLiteral("jq"),
                                   QStringLiteral("ripgrep")};
        c.policy.network.mode = NetworkMode::None;
        c.policy.run.keep = true;
        c.policy.mounts.project = MountMode::ReadOnly;
        c.policy.mounts.homeVolume = false;
        c.policy.mounts.masked = {QStringLiteral(".env"), QStringLiteral("secrets/")};
        c.policy.mounts.extra = {
            ExtraMount{QStringLiteral("/srv/datasets"), QStringLiteral("/data"), MountMode::ReadOnly},
            ExtraMount{QStringLiteral("/srv/out"), QStringLiteral("/out"), MountMode::ReadWrite}};
        c.policy.limits.cpus = 0;
        c.policy.env.pass = {QStringLiteral("AWS_*")};
        c.ctx = baseContext(c.policy, QStringLiteral("s20261202b"));
        c.ctx.homeVolume.clear();
        c.ctx.rulesetFile.clear();
        c.ctx.warm = true;
        c.ctx.agentDir = QStringLiteral("/run/user/1000/ai-sandbox/s20261202b");
        c.ctx.projectPaths = {{QStringLiteral(".env"), Render::PathKind::File},
                              {QStringLiteral("secrets"), Render::PathKind::Directory},
                              {QStringLiteral(".git/hooks"), Render::PathKind::Missing},
                              {QStringLiteral(".ai-sandbox.toml"), Render::PathKind::Missing}};
        cases.append(c);
    }
    {
        // Allowlist over pasta with a local test service, Claude Code, 443 only.
        Case c{QStringLiteral("pasta-claude-local"), defaultPolicy(), {}, {}};
        c.policy.image.harness = QStringLiteral("claude");
        c.policy.network.allow = {QStringLiteral("api.anthropic.com"), QStringLiteral(".anthropic.com")};
        c.policy.network.ports = {443};
        c.policy.network.local = {
            LocalService{QStringLiteral("testserver.internal"), QStringLiteral("127.0.0.1"), 18080},
            LocalService{QStringLiteral("db.internal"), QStringLiteral("::1"), 5432}};
        c.policy.env.pass = {QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("HTTPS_PROXY")};
        c.policy.limits.cpus = 0.5;
        c.policy.limits.memory = QStringLiteral("2g");
        c.policy.mounts.masked = {QStringLiteral(".env"), QStringLiteral("secrets")};
        c.policy.run.command = {QStringLiteral("claude"), QStringLiteral("--model"),
                                QStringLiteral("sonnet")};
        c.ctx = baseContext(c.policy, QStringLiteral("s20261202c"));
        c.ctx.route = Render::GateRoute::Pasta;
        c.ctx.gate = {QStringLiteral("169.254.1.2"), 40555};
        c.ctx.rootless = true;
        c.ctx.interactive = true;
        c.ctx.projectPaths = {{QStringLiteral(".env"), Render::PathKind::Missing},
                              {QStringLiteral("secrets"), Render::PathKind::Directory},
                              {QStringLiteral(".git/hooks"), Render::PathKind::Directory},
                              {QStringLiteral(".ai-sandbox.toml"), Render::PathKind::File}};
        c.hostAddresses = {QStringLiteral("203.0.113.7"), QStringLiteral("192.168.1.20"),
                           QStringLiteral("2001:db8::7")};
        cases.append(c);
    }
    {
        // Open network, Codex, empty allowlist (the gate config still renders: deny all).
        Case c{QStringLiteral("open-codex"), defaultPolicy(), {}, {}};
        c.policy.image.harness = QStringLiteral("codex");
        c.policy.network.mode = NetworkMode::Open;
        c.policy.env.pass = {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("HTTPS_PROXY")};
        c.ctx = baseContext(c.policy, QStringLiteral("s20261202d"));
        c.ctx.rulesetFile.clear();
        c.ctx.projectPaths = {{QStringLiteral(".env"), Render::PathKind::Missing},
                              {QStringLiteral(".git/hooks"), Render::PathKind::Directory},
                              {QStringLiteral(".ai-sandbox.toml"), Render::PathKind::Missing}};
        cases.append(c);
    }
    {
        // An engine that labels containers with SELinux (Fedora, RHEL): the defaults, and the
        // rootful read-only warm shell with masked paths and extra mounts. The project's binds are
        // relabelled shared, the session's own files private; /dev/null, tmpfs, the home volume
        // and the user's extra folders never (docs/threat-model.md, "SELinux"). This machine has
        // no SELinux: the proof is the rendered line.
        Case pi = cases.at(0);
        pi.name = QStringLiteral("selinux-default-pi");
        pi.ctx.selinux = true;
        pi.ctx.lifelineFile =
            QStringLiteral("/home/user/.local/state/ai-sandbox/sessions/s20261202a/lifeline");
        cases.append(pi);
        Case shell = cases.at(1);
        shell.name = QStringLiteral("selinux-none-shell");
        shell.ctx.selinux = true;
        cases.append(shell);
    }
    {
        // [[credentials]] (issue 19): the defaults with an Anthropic key from the host's
        // ANTHROPIC_API_KEY, which env.pass also names (it must not reach the env file), and a
        // rule for a local service. The value is in no rendered file: placeholders only.
        Case c = cases.at(0);
        c.name = QStringLiteral("credentials-pi");
        Policy::Credential anthropic;
        anthropic.name = QStringLiteral("anthropic");
        anthropic.preset = QStringLiteral("anthropic");
        anthropic.source = QStringLiteral("env:ANTHROPIC_API_KEY");
        Policy::Credential local;
        local.name = QStringLiteral("test-api");
        local.host = QStringLiteral("testserver.internal");
        local.header = QStringLiteral("Authorization");
        local.format = QStringLiteral("Bearer {value}");
        local.source = QStringLiteral("keyring:test-api");
        local.env = {QStringLiteral("TEST_API_KEY")};
        local.baseUrlEnv = QStringLiteral("TEST_API_URL");
        c.policy.credentials = {anthropic, local};
        c.policy.network.local = {
            LocalService{QStringLiteral("testserver.internal"), QStringLiteral("127.0.0.1"), 18443}};
        c.ctx.credentialPorts = {40124, 40125};
        c.ctx.credentialEnv = Render::credentialEnvironment(c.policy, c.ctx.gate, c.ctx.credentialPorts);
        cases.append(c);
    }
    {
        // git over HTTPS to github.com (issue 19): a github-git rule; env.set holds a git
        // configuration entry of its own, which stays (in the env file) and the rule's comes after
        // it (GIT_CONFIG_COUNT = 2 on the command line, not from the env file). The Basic value is
        // in no rendered file.
        Case c = cases.at(0);
        c.name = QStringLiteral("credentials-git");
        Policy::Credential git;
        git.name = QStringLiteral("github-git");
        git.preset = QStringLiteral("github-git");
        git.source = QStringLiteral("command:gh auth token");
        c.policy.credentials = {git};
        c.policy.env.set.insert(QStringLiteral("GIT_CONFIG_COUNT"), QStringLiteral("1"));
        c.policy.env.set.insert(QStringLiteral("GIT_CONFIG_KEY_0"), QStringLiteral("core.editor"));
        c.policy.env.set.insert(QStringLiteral("GIT_CONFIG_VALUE_0"), QStringLiteral("vi"));
        c.ctx.credentialPorts = {40124};
        c.ctx.credentialEnv = Render::credentialEnvironment(c.policy, c.ctx.gate, c.ctx.credentialPorts);
        cases.append(c);
    }
    return cases;
}

QMap<QString, QByteArray> renderCase(const Case &c)
{
    QMap<QString, QByteArray> files;
    files.insert(QStringLiteral("Containerfile"), Render::containerfile(c.policy).toUtf8());
    // The entrypoint is one static script for every policy: entrypointSyntaxAndExits checks it.
    files.insert(QStringLiteral("ruleset.nft"),
                 Render::ruleset(c.ctx.gate, nullptr, c.ctx.credentialPorts).toUtf8());
    files.insert(QStringLiteral("squid.conf"),
                 Render::gateConfig(c.policy, c.ctx.gate.port, c.hostAddresses, nullptr, {},
                                    Render::gateCredentials(c.policy, c.ctx.credentialPorts))
                     .toUtf8());
    files.insert(QStringLiteral("gate-hosts"), Render::gateHosts(c.policy).toUtf8());
    files.insert(QStringLiteral("run-argv.txt"),
                 Render::sandboxRunArgs(c.policy, c.ctx).join(QLatin1Char('\n')).toUtf8() + '\n');
    files.insert(QStringLiteral("env-file"), Render::envFile(c.policy, hostEnv()).content);
    return files;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &args,
        const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForStarted(10000) || !p.waitForFinished(30000))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

Policy tagPolicy()
{
    Policy p = defaultPolicy();
    p.image.packages = {QStringLiteral("jq")};
    return p;
}

} // namespace

class TestRender : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    // Issue 10 item 6: an extra mount on a reserved target is left out of the podman line with a
    // warning, whatever a hand-edited (unvalidated) policy says.
    void reservedExtraTargetsNotMounted()
    {
        Policy p = defaultPolicy();
        p.network.mode = NetworkMode::None;
        p.mounts.extra = {
            ExtraMount{QStringLiteral("/srv/evil"), QStringLiteral("/usr/local/bin"), MountMode::ReadOnly},
            ExtraMount{QStringLiteral("/srv/evil"), QStringLiteral("/lib64"), MountMode::ReadOnly},
            ExtraMount{QStringLiteral("/srv/preload"), QStringLiteral("/etc/ld.so.preload"),
                       MountMode::ReadOnly},
            ExtraMount{QStringLiteral("/srv/evil"), QStringLiteral("/home"), MountMode::ReadOnly},
            ExtraMount{QStringLiteral("/srv/evil"), QStringLiteral("/var"), MountMode::ReadOnly},
            ExtraMount{QStringLiteral("/srv/data"), QStringLiteral("/data"), MountMode::ReadOnly}};
        Render::SandboxContext ctx;
        ctx.projectDir = QStringLiteral("/home/u/app");
        ctx.imageTag = QStringLiteral("localhost/ai-sandbox:abc");
        ctx.containerName = QStringLiteral("aisb-x");
        ctx.projectSlug = QStringLiteral("app-1");
        ctx.sessionId = QStringLiteral("s1");
        QStringList warnings;
        const QStringList args = Render::sandboxRunArgs(p, ctx, &warnings);
        QVERIFY(!args.isEmpty());
        for (const QString &a : args)
            QVERIFY2(!a.contains(QLatin1String("/srv/evil")) && !a.contains(QLatin1String("/srv/preload")),
                     qPrintable(a));
        QVERIFY(args.contains(QStringLiteral("--mount=type=bind,src=/srv/data,dst=/data,ro")));
        QCOMPARE(warnings.filter(QStringLiteral("mounts.extra[")).size(), 5);
    }
    void golden_data()
    {
        QTest::addColumn<int>("index");
        const QList<Case> cases = goldenCases();
        for (int i = 0; i < cases.size(); ++i)
            QTest::newRow(qPrintable(cases.at(i).name)) << i;
    }

    void golden()
    {
        QFETCH(int, index);
        const Case c = goldenCases().at(index);
        const bool update = qEnvironmentVariableIntValue("AISB_UPDATE_GOLDEN") == 1;
        const QString dir = goldenRoot + QLatin1Char('/') + c.name;
        const QMap<QString, QByteArray> files = renderCase(c);
        if (update)
            QVERIFY(QDir().mkpath(dir));
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            const QString path = dir + QLatin1Char('/') + it.key();
            if (update) {
                QVERIFY2(writeFile(path, it.value()), qPrintable(path));
                continue;
            }
            QVERIFY2(QFile::exists(path),
                     qPrintable(path + QStringLiteral(" is missing: run with AISB_UPDATE_GOLDEN=1")));
            const QByteArray expected = readFile(path);
            if (expected != it.value()) {
                const QList<QByteArray> a = it.value().split('\n');
                const QList<QByteArray> b = expected.split('\n');
                for (int i = 0; i < qMax(a.size(), b.size()); ++i) {
                    const QByteArray got = a.value(i), want = b.value(i);
                    if (got != want)
                        QFAIL(qPrintable(
                            QStringLiteral("%1 differs at line %2:\n  got:  %3\n  want: %4\n"
                                           "(AISB_UPDATE_GOLDEN=1 regenerates after a deliberate change)")
                                .arg(path)
                                .arg(i + 1)
                                .arg(QString::fromUtf8(got), QString::fromUtf8(want))));
                }
            }
        }
    }

    // Interactive: no detach keys locally (Ctrl-P reaches the program); a remote service's client
    // refuses an empty list, so there it is a sequence no keyboard types by accident.
    void detachKeys()
    {
        const Policy p = defaultPolicy();
        Render::SandboxContext c = baseContext(p, QStringLiteral("s1"));
        c.interactive = true;
        QStringList argv = Render::sandboxRunArgs(p, c);
        QVERIFY(argv.contains(QStringLiteral("--detach-keys=")));
        c.remote = true;
        argv = Render::sandboxRunArgs(p, c);
        QVERIFY(!argv.contains(QStringLiteral("--detach-keys=")));
        QVERIFY(argv.contains(QStringLiteral("--detach-keys=ctrl-^,ctrl-@,ctrl-_,ctrl-]")));
        c.interactive = false;
        for (const QString &a : Render::sandboxRunArgs(p, c))
            QVERIFY(!a.startsWith(QLatin1String("--detach-keys")));
    }

    void renderIsDeterministic()
    {
        for (const Case &c : goldenCases())
            QCOMPARE(renderCase(c), renderCase(c));
    }

    void imageTagFormat()
    {
        const QString tag = Render::imageTag(defaultPolicy());
        QVERIFY2(
            QRegularExpression(QStringLiteral("^localhost/ai-sandbox:[0-9a-f]{16}$")).match(tag).hasMatch(),
            qPrintable(tag));
        QVERIFY(tag.startsWith(Render::imageRepository() + QLatin1Char(':')));
        const QString gate = Render::gateImageTag();
        QVERIFY2(QRegularExpression(QStringLiteral("^localhost/ai-sandbox-gate:[0-9a-f]{16}$"))
                     .match(gate)
                     .hasMatch(),
                 qPrintable(gate));
    }

    void imageTagIgnoresRuntimeFields_data()
    {
        QTest::addColumn<int>("change");
        const char *names[] = {"allow",    "ports",
                               "local",    "mode",
                               "env pass", "env set",
                               "secrets",  "memory",
                               "cpus",     "pids",
                               "tmp",      "timeout",
                               "masked",   "read-only",
                               "home",     "extra",
                               "project",  "command",
                               "workdir",  "tty",
                               "keep",     "package order and duplicates"};
        for (int i = 0; i < int(std::size(names)); ++i)
            QTest::newRow(names[i]) << i;
    }

    void imageTagIgnoresRuntimeFields()
    {
        QFETCH(int, change);
        const Policy before = tagPolicy();
        Policy p = before;
        switch (change) {
        case 0:
            p.network.allow = {QStringLiteral("example.org")};
            break;
        case 1:
            p.network.ports = {8443};
            break;
        case 2:
            p.network.local = {LocalService{QStringLiteral("x.internal"), QStringLiteral("127.0.0.1"), 1}};
            break;
        case 3:
            p.network.mode = NetworkMode::Open;
            break;
        case 4:
            p.env.pass = {QStringLiteral("FOO")};
            break;
        case 5:
            p.env.set = {{QStringLiteral("A"), QStringLiteral("b")}};
            break;
        case 6:
            p.env.secrets = {QStringLiteral("X")};
            break;
        case 7:
            p.limits.memory = QStringLiteral("1g");
            break;
        case 8:
            p.limits.cpus = 7;
            break;
        case 9:
            p.limits.pids = 99;
            break;
        case 10:
            p.limits.tmpSize = QStringLiteral("1g");
            break;
        case 11:
            p.limits.execTimeoutSec = 5;
            break;
        case 12:
            p.mounts.masked = {QStringLiteral("x")};
            break;
        case 13:
            p.mounts.readOnly = {};
            break;
        case 14:
            p.mounts.homeVolume = false;
            break;
        case 15:
            p.mounts.extra = {ExtraMount{QStringLiteral("/a"), QStringLiteral("/b"), MountMode::ReadWrite}};
            break;
        case 16:
            p.mounts.project = MountMode::ReadOnly;
            break;
        case 17:
            p.run.command = {QStringLiteral("bash")};
            break;
        case 18:
            p.run.workdir = QStringLiteral("/project/sub");
            break;
        case 19:
            p.run.tty = false;
            break;
        case 20:
            p.run.keep = true;
            break;
        case 21:
            p.image.packages = {QStringLiteral("jq"), QStringLiteral("jq")};
            break;
        }
        QVERIFY(!(p == before) || change == 21);
        QCOMPARE(Render::imageTag(p), Render::imageTag(before));
    }

    void imageTagFollowsImageFields_data()
    {
        QTest::addColumn<int>("change");
        QTest::newRow("package added") << 0;
        QTest::newRow("package replaced") << 1;
        QTest::newRow("base") << 2;
        QTest::newRow("harness") << 3;
    }

    void imageTagFollowsImageFields()
    {
        QFETCH(int, change);
        const Policy before = tagPolicy();
        Policy p = before;
        switch (change) {
        case 0:
            p.image.packages.append(QStringLiteral("curl"));
            break;
        case 1:
            p.image.packages = {QStringLiteral("curl")};
            break;
        case 2:
            p.image.base = QStringLiteral("localhost/ai-sandbox-base:bookworm");
            break;
        case 3:
            p.image.harness = QStringLiteral("codex");
            break;
        }
        QVERIFY(Render::imageTag(p) != Render::imageTag(before));
    }

    void imageTagFollowsTemplates()
    {
        // A template change shows as a changed build context: every byte and every name counts.
        const Policy p = tagPolicy();
        const Render::BuildContext ctx = Render::buildContext(p);
        // The default harness, pi, brings its wrapper and extension (render/harness.cpp).
        QCOMPARE(ctx.keys(),
                 (QStringList{QStringLiteral("Containerfile"), QStringLiteral("entrypoint.sh"),
                              QStringLiteral("exec-agent.pl"), QStringLiteral("harness/pi-gate-endpoints.js"),
                              QStringLiteral("harness/pi-wrapper.sh")}));
        const QString base = p.image.base;
        QCOMPARE(Render::imageRepository() + QLatin1Char(':') + Render::contextHash(base, ctx),
                 Render::imageTag(p));
        for (const QString &name : ctx.keys()) {
            Render::BuildContext changed = ctx;
            changed[name].append('\n');
            QVERIFY2(Render::contextHash(base, changed) != Render::contextHash(base, ctx), qPrintable(name));
            Render::BuildContext renamed = ctx;
            renamed.insert(name + QStringLiteral(".x"), renamed.take(name));
            QVERIFY2(Render::contextHash(base, renamed) != Render::contextHash(base, ctx), qPrintable(name));
        }
        Render::BuildContext added = ctx;
        added.insert(QStringLiteral("extra"), QByteArray());
        QVERIFY(Render::contextHash(base, added) != Render::contextHash(base, ctx));
        // Moving bytes between two files must not collide.
        Render::BuildContext shifted = ctx;
        shifted[QStringLiteral("Containerfile")].append(shifted[QStringLiteral("entrypoint.sh")].left(1));
        shifted[QStringLiteral("entrypoint.sh")].remove(0, 1);
        QVERIFY(Render::contextHash(base, shifted) != Render::contextHash(base, ctx));
    }

    // Issue 10 item 5: the gate (--network=host, the egress guarantee) is built on a fixed base
    // that no policy field reaches; image.base changes the sandbox's image only.
    void gateImageHasFixedBase()
    {
        QCOMPARE(Render::gateBase(), QStringLiteral("localhost/ai-sandbox-base:trixie"));
        const QString cf = Render::gateContainerfile();
        QCOMPARE(cf.count(QStringLiteral("\nFROM localhost/ai-sandbox-base:trixie\n")), 1);
        QCOMPARE(cf.count(QStringLiteral("FROM ")), 1);
        Policy other = defaultPolicy();
        other.image.base = QStringLiteral("docker.io/attacker/squid-that-lets-all-out:1");
        other.image.packages = {QStringLiteral("netcat-openbsd")};
        QVERIFY(Render::imageTag(other) != Render::imageTag(defaultPolicy()));
        // Nothing of the policy goes into the gate's build context or tag.
        QCOMPARE(Render::gateBuildContext().value(QStringLiteral("Containerfile")), cf.toUtf8());
        QCOMPARE(Render::gateBuildContext().size(), 1);
        QCOMPARE(Render::gateImageTag(),
                 Render::gateImageRepository() + QLatin1Char(':') +
                     Render::contextHash(Render::gateBase(), Render::gateBuildContext()));
        QVERIFY(!cf.contains(QStringLiteral("attacker")));
    }

    // image.ca_certificates: the content goes into the context (and so into the tag), the
    // Containerfile trusts it before the harness install; none readable = no certificate step.
    void caCertificates()
    {
        const QString shipped = QStringLiteral(AISB_SOURCE_DIR "/tests/data/ca/test-ca.crt");
        const Policy plain = defaultPolicy();
        Policy p = plain;
        p.image.caCertificates = {shipped};
        QStringList warnings;
        const Render::BuildContext ctx = Render::buildContext(p, &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QCOMPARE(ctx.keys(), (QStringList{QStringLiteral("Containerfile"), QStringLiteral("ca/0-test-ca.crt"),
                                          QStringLiteral("entrypoint.sh"), QStringLiteral("exec-agent.pl"),
                                          QStringLiteral("harness/pi-gate-endpoints.js"),
                                          QStringLiteral("harness/pi-wrapper.sh")}));
        // Only the certificate block goes in (the file may hold comments, keys, ...).
        QCOMPARE(ctx.value(QStringLiteral("ca/0-test-ca.crt")),
                 CaCertificates::parse(readFile(shipped)).certificates);
        const QByteArray cf = ctx.value(QStringLiteral("Containerfile"));
        QCOMPARE(QString::fromUtf8(cf), Render::containerfile(p));

        // Golden: the whole Containerfile with one certificate.
        const QString golden = goldenRoot + QStringLiteral("/ca-pi/Containerfile");
        if (qEnvironmentVariableIntValue("AISB_UPDATE_GOLDEN") == 1)
            QVERIFY(QDir().mkpath(goldenRoot + QStringLiteral("/ca-pi")) && writeFile(golden, cf));
        QCOMPARE(QString::fromUtf8(cf), QString::fromUtf8(readFile(golden)));

        // Trusted after apt (update-ca-certificates comes with ca-certificates), before npm runs.
        const qsizetype apt = cf.indexOf("apt-get install");
        const qsizetype copy = cf.indexOf("COPY ca/ /usr/local/share/ca-certificates/aisb/\n");
        const qsizetype update = cf.indexOf("RUN update-ca-certificates\n");
        const qsizetype node = cf.indexOf("ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\n");
        const qsizetype npm = cf.indexOf("npm install");
        QVERIFY(apt > 0 && copy > apt && update > copy && node > copy && npm > update && npm > node);
        QCOMPARE(cf.count("COPY ca/"), 1);

        // Without certificates nothing of this is rendered.
        const QByteArray plainCf = Render::buildContext(plain).value(QStringLiteral("Containerfile"));
        QVERIFY(!plainCf.contains("ca-certificates/aisb") && !plainCf.contains("NODE_EXTRA_CA_CERTS"));
        QByteArray stripped = cf;
        stripped.replace("# ca/0-test-ca.crt: image.ca_certificates[0]\n"
                         "COPY ca/ /usr/local/share/ca-certificates/aisb/\nRUN update-ca-certificates\n"
                         "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\n",
                         "");
        QCOMPARE(stripped, plainCf);

        // The tag follows the certificate's content at an unchanged path.
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString mine = tmp.filePath(QStringLiteral("corp root.pem"));
        const bool haveOpenssl = !QStandardPaths::findExecutable(QStringLiteral("openssl")).isEmpty();
        auto makeCert = [&](const QString &cn) {
            if (!haveOpenssl) {
                QFile::remove(mine);
                return writeFile(mine, readFile(shipped) + cn.toUtf8());
            }
            const Run r = run(QStringLiteral("openssl"),
                              {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                               QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                               QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
                               QStringLiteral("-keyout"), tmp.filePath(QStringLiteral("key.pem")),
                               QStringLiteral("-out"), mine, QStringLiteral("-days"), QStringLiteral("1"),
                               QStringLiteral("-subj"), QStringLiteral("/CN=") + cn});
            return r.exitCode == 0;
        };
        Policy q = plain;
        q.image.caCertificates = {mine};
        QVERIFY(makeCert(QStringLiteral("aisb-test-one")));
        const Render::BuildContext one = Render::buildContext(q);
        QVERIFY(one.contains(QStringLiteral("ca/0-corp_root.crt")));
        const QString tagOne = Render::imageTag(q);
        QVERIFY(makeCert(QStringLiteral("aisb-test-two")));
        QVERIFY(Render::imageTag(q) != tagOne);
        QVERIFY(Render::imageTag(q) != Render::imageTag(plain));
        QCOMPARE(Render::buildContext(q).value(QStringLiteral("Containerfile")),
                 one.value(QStringLiteral("Containerfile")));

        // A missing or non-PEM file is skipped with a warning naming its index.
        const QString notPem = tmp.filePath(QStringLiteral("notes.crt"));
        QVERIFY(writeFile(notPem, "hello\n"));
        Policy r = plain;
        r.image.caCertificates = {shipped, tmp.filePath(QStringLiteral("missing.crt")), notPem};
        warnings.clear();
        const Render::BuildContext partial = Render::buildContext(r, &warnings);
        QCOMPARE(warnings.size(), 2);
        QVERIFY2(warnings.at(0).contains(QLatin1String("image.ca_certificates[1]")),
                 qPrintable(warnings.at(0)));
        QVERIFY2(warnings.at(1).contains(QLatin1String("image.ca_certificates[2]")),
                 qPrintable(warnings.at(1)));
        QCOMPARE(partial.value(QStringLiteral("Containerfile")), cf);
        QVERIFY(partial.contains(QStringLiteral("ca/0-test-ca.crt")) && partial.size() == 6);
        // None left: byte-identical to a policy without certificates.
        r.image.caCertificates = {tmp.filePath(QStringLiteral("missing.crt"))};
        warnings.clear();
        QCOMPARE(Render::buildContext(r, &warnings), Render::buildContext(plain));
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(Render::imageTag(r), Render::imageTag(plain));
    }

    void containerfileShape()
    {
        Policy p = defaultPolicy();
        p.image.packages = {QStringLiteral("zsh"), QStringLiteral("curl"), QStringLiteral("curl")};
        const QString cf = Render::containerfile(p);
        QVERIFY(cf.contains(QStringLiteral("\nFROM localhost/ai-sandbox-base:trixie\n")));
        QVERIFY(cf.contains(QStringLiteral("LABEL io.aisb.managed=1 io.aisb.kind=image\n")));
        QVERIFY(cf.contains(
            QStringLiteral("--no-install-recommends bash ca-certificates curl git nftables nodejs npm "
                           "procps util-linux zsh \\\n")));
        QVERIFY(cf.contains(QStringLiteral("@mariozechner/pi-coding-agent@")));
        QVERIFY(cf.endsWith(QStringLiteral("ENTRYPOINT [\"/usr/local/libexec/aisb/entrypoint\"]\n")));
        QVERIFY(!cf.contains(QStringLiteral("\nCMD")));
        QVERIFY(!cf.contains(QLatin1Char('@') + QStringLiteral("BASE")));
        QVERIFY(!Render::gateContainerfile().contains(QLatin1Char('@') + QStringLiteral("BASE")));
    }

    void harnessPresets()
    {
        QCOMPARE(aisb::harnessPresets().size(), 5);
        for (const char *name : {"pi", "claude", "codex", "shell", "tools"}) {
            const HarnessPreset *h = findHarness(QLatin1String(name));
            QVERIFY(h);
            QVERIFY(!h->command.isEmpty());
            QVERIFY(!h->title.isEmpty() && !h->description.isEmpty());
            for (const QString &line : h->install) {
                QVERIFY(!line.contains(QLatin1Char('\n')));
                // Pinned versions keep the image tag stable until we move them on purpose.
                QVERIFY2(
                    QRegularExpression(QStringLiteral("@[0-9]+\\.[0-9]+\\.[0-9]+")).match(line).hasMatch(),
                    qPrintable(line));
            }
        }
        QVERIFY(!findHarness(QStringLiteral("nope")));
        // A harness's files: in its build context and copied after its install (so that the
        // install layer stays cached when only a file changes), then its finishing lines.
        for (const HarnessPreset &h : aisb::harnessPresets()) {
            Policy hp = defaultPolicy();
            hp.image.harness = h.name;
            const Render::BuildContext ctx = Render::buildContext(hp);
            const QString cf = Render::containerfile(hp);
            qsizetype at = h.install.isEmpty() ? 0 : cf.indexOf(h.install.last());
            QVERIFY(at >= 0);
            for (const HarnessFile &f : h.files) {
                const QString name = QStringLiteral("harness/") + f.resource;
                QVERIFY2(!ctx.value(name).isEmpty(), qPrintable(name));
                const qsizetype copy = cf.indexOf(QStringLiteral("\nCOPY ") + name + QLatin1Char(' ') +
                                                  f.path + QLatin1Char('\n'));
                QVERIFY2(copy > at, qPrintable(cf));
                at = copy;
            }
            for (const QString &line : h.finish) {
                const qsizetype run = cf.indexOf(QStringLiteral("\nRUN ") + line + QLatin1Char('\n'));
                QVERIFY2(run > at, qPrintable(cf));
                at = run;
            }
            for (auto it = ctx.cbegin(); it != ctx.cend(); ++it)
                if (it.key().startsWith(QLatin1String("harness/")))
                    QVERIFY2(cf.contains(QStringLiteral("COPY ") + it.key() + QLatin1Char(' ')),
                             qPrintable(it.key()));
        }
        // pi's wrapper loads the extension and leaves the package commands alone.
        const QByteArray wrapper =
            Render::buildContext(defaultPolicy()).value(QStringLiteral("harness/pi-wrapper.sh"));
        QVERIFY(wrapper.contains("--extension /usr/local/libexec/aisb/pi-gate-endpoints.js \"$@\""));
        QVERIFY(
            wrapper.contains("install | remove | uninstall | update | list | config) exec \"$cli\" \"$@\""));
        Policy p = defaultPolicy();
        QCOMPARE(Render::harnessCommand(p), QStringList{QStringLiteral("pi")});
        p.run.command = {QStringLiteral("bash"), QStringLiteral("-l")};
        QCOMPARE(Render::harnessCommand(p), p.run.command);
    }

    void rulesetRefusesBadEndpoints()
    {
        QVERIFY(!Render::ruleset({QStringLiteral("10.0.2.2"), 3128}).isEmpty());
        QStringList w;
        QVERIFY(Render::ruleset({QStringLiteral("10.0.2.2"), 0}, &w).isEmpty());
        QVERIFY(Render::ruleset({QStringLiteral("::1"), 3128}).isEmpty());
        QVERIFY(Render::ruleset({QStringLiteral("10.0.2.256"), 3128}).isEmpty());
        QVERIFY(Render::ruleset({QStringLiteral("010.0.2.2"), 3128}).isEmpty());
        QVERIFY(Render::ruleset({QStringLiteral("10.0.2.2 accept"), 3128}).isEmpty());
        QVERIFY(Render::ruleset({QString(), 3128}).isEmpty());
        QCOMPARE(w.size(), 1);
    }

    void gateConfigRules()
    {
        Policy p = defaultPolicy();
        p.network.allow = {QStringLiteral("A.example.com"), QStringLiteral("a.example.com"),
                           QStringLiteral("x.org"),         QStringLiteral(".example.com"),
                           QStringLiteral("example.com"),   QStringLiteral("b.x.org")};
        const QString conf = Render::gateConfig(p, 3128);
        // Lower-cased, deduplicated, order kept, entries a ".domain" covers dropped.
        QVERIFY2(
            conf.contains(QStringLiteral("\nacl allowed_hosts dstdomain -n x.org .example.com b.x.org\n")),
            qPrintable(conf));
        QVERIFY(conf.endsWith(QStringLiteral("http_access deny all\n")));
        QCOMPARE(conf.count(QStringLiteral("http_access deny all")), 1);
        QVERIFY(conf.indexOf(QStringLiteral("http_access deny !allowed_hosts")) <
                conf.indexOf(QStringLiteral("http_access deny local_dst")));
        QVERIFY(conf.indexOf(QStringLiteral("http_access deny local_dst")) <
                conf.indexOf(QStringLiteral("http_access allow allowed_hosts")));
        QVERIFY(conf.contains(QStringLiteral("http_port 127.0.0.1:3128\n")));
        // Empty allowlist: no empty acl, nothing allowed.
        p.network.allow.clear();
        const QString empty = Render::gateConfig(p, 3128);
        QVERIFY(!empty.contains(QStringLiteral("allowed_hosts")));
        QVERIFY(!empty.contains(QStringLiteral("http_access allow")));
        QVERIFY(empty.endsWith(QStringLiteral("http_access deny all\n")));
        QVERIFY(Render::gateConfig(p, 0).isEmpty());
    }

    // Issue 10 item 12: the gate against the strictest reference config.
    void gateConfigStrictRules()
    {
        Policy p = defaultPolicy();
        p.network.allow = {QStringLiteral("example.com")};
        p.network.ports = {80, 443, 8443};
        p.network.local = {{QStringLiteral("db.internal"), QStringLiteral("127.0.0.1"), 5432},
                           {QStringLiteral("api.internal"), QStringLiteral("127.0.0.1"), 8080}};
        const QString conf = Render::gateConfig(p, 3128, {QStringLiteral("198.18.0.7")}, nullptr,
                                                QStringLiteral("0123abcdef"));
        QStringList access;
        for (const QString &line : conf.split(QLatin1Char('\n')))
            if (line.startsWith(QLatin1String("http_access ")))
                access.append(line);
        // The cache manager is refused before anything else, then the readiness probe, then
        // address literals and CONNECT to other ports, all before the first allow.
        QVERIFY2(access.size() > 5, qPrintable(conf));
        QCOMPARE(access.at(0), QStringLiteral("http_access deny manager"));
        QCOMPARE(access.at(1), QStringLiteral("http_access deny aisb_ready"));
        QCOMPARE(access.at(2), QStringLiteral("http_access deny ip_literal"));
        QCOMPARE(access.at(3), QStringLiteral("http_access deny CONNECT !connect_ports"));
        QVERIFY(access.at(4).startsWith(QLatin1String("http_access allow local_svc_1 ")));
        QCOMPARE(access.last(), QStringLiteral("http_access deny all"));
        QVERIFY(conf.contains(QStringLiteral("\nacl ip_literal dstdom_regex -n ^[0-9.]+$ "
                                             "^\\[?[0-9a-fA-F:.]*:[0-9a-fA-F:.]*\\]?$\n")));
        // CONNECT: 443 and the local services' ports, not 80 or 8443 (allowed for plain http).
        QVERIFY2(conf.contains(QStringLiteral("\nacl connect_ports port 443 5432 8080\n")), qPrintable(conf));
        QVERIFY(!conf.contains(QStringLiteral("CONNECT !allowed_ports")));
        QVERIFY(conf.contains(QStringLiteral("\nacl allowed_ports port 80 443 8443\n")));
        // Ranges that embed or alias local addresses.
        const QString localDst =
            conf.section(QStringLiteral("\nacl local_dst dst "), 1).section(QLatin1Char('\n'), 0, 0);
        const QStringList ranges = localDst.split(QLatin1Char(' '));
        for (const char *r : {"64:ff9b::/96", "2002::/16", "ff00::/8", "224.0.0.0/4", "198.18.0.0/15",
                              "127.0.0.0/8", "::1", "fe80::/10", "fc00::/7"})
            QVERIFY2(ranges.contains(QLatin1String(r)), r);
        // Not "::ffff:0:0/96": squid reads it as 0.0.0.0/0 (every IPv4); it compares v4-mapped
        // addresses as IPv4, which the IPv4 ranges cover.
        QVERIFY(!localDst.contains(QLatin1String("ffff")));
        // A host address inside 198.18.0.0/15 is covered already (squid would warn about it).
        QVERIFY(!ranges.contains(QStringLiteral("198.18.0.7")));
        QVERIFY(conf.contains(QStringLiteral("\nhost_verify_strict on\n")));
        // The readiness answer carries the token, and only letters and digits of it.
        QVERIFY(conf.contains(
            QStringLiteral("\ndeny_info 302:http://aisb-gate-ready.invalid/0123abcdef aisb_ready\n")));
        QVERIFY(conf.contains(QStringLiteral("\nacl aisb_ready dstdomain -n aisb-gate-ready.invalid\n")));
        const QString injected =
            Render::gateConfig(p, 3128, {}, nullptr, QStringLiteral("ab\nhttp_access allow all\n#"));
        QVERIFY(!injected.contains(QStringLiteral("\nhttp_access allow all\n")));
        QVERIFY(injected.contains(QStringLiteral("/abhttpaccessallowall aisb_ready\n")));
        QVERIFY(!conf.contains(QLatin1Char('@')));
        // No local services: CONNECT reaches 443 alone.
        p.network.local.clear();
        QVERIFY(Render::gateConfig(p, 3128).contains(QStringLiteral("\nacl connect_ports port 443\n")));
    }

    void allowlistCoversLikeDstdomain()
    {
        // A host a ".domain" entry covers is allowed already: denied for its port or address.
        QVERIFY(Render::allowlistCovers({QStringLiteral(".github.com")}, QStringLiteral("api.github.com")));
        QVERIFY(Render::allowlistCovers({QStringLiteral(".github.com")}, QStringLiteral("GitHub.com")));
        QVERIFY(!Render::allowlistCovers({QStringLiteral(".github.com")}, QStringLiteral("evilgithub.com")));
        QVERIFY(!Render::allowlistCovers({QStringLiteral("github.com")}, QStringLiteral("api.github.com")));
    }

    void gateConfigParsesWithSquid()
    {
        const QString squid = QStandardPaths::findExecutable(
            QStringLiteral("squid"), {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")});
        if (squid.isEmpty())
            QSKIP("squid is not installed here: the rendered config cannot be parsed");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        int checked = 0;
        for (const Case &c : goldenCases()) {
            const QString path = dir.filePath(c.name + QStringLiteral(".conf"));
            QVERIFY(writeFile(path, Render::gateConfig(c.policy, c.ctx.gate.port, c.hostAddresses).toUtf8()));
            const Run r =
                run(squid, {QStringLiteral("-k"), QStringLiteral("parse"), QStringLiteral("-f"), path});
            QVERIFY2(r.exitCode == 0, qPrintable(c.name + QLatin1Char('\n') + QString::fromUtf8(r.err)));
            // Nothing of ours should make squid complain, apart from "via off" (deliberate).
            for (const QByteArray &line : r.err.split('\n')) {
                if ((line.contains("WARNING") || line.contains("ERROR") || line.contains("FATAL")) &&
                    !line.contains("HTTP requires the use of Via"))
                    QFAIL(qPrintable(c.name + QStringLiteral(": ") + QString::fromUtf8(line)));
            }
            ++checked;
        }
        // And a broken config is noticed, so the check above means something.
        const QString bad = dir.filePath(QStringLiteral("bad.conf"));
        QVERIFY(writeFile(bad, "http_port 127.0.0.1:1\nacl x dstdomain\nhttp_access allow y\n"));
        QVERIFY(
            run(squid, {QStringLiteral("-k"), QStringLiteral("parse"), QStringLiteral("-f"), bad}).exitCode !=
            0);
        QCOMPARE(checked, goldenCases().size());
    }

    void rulesetLoadsIntoNftables()
    {
        const QString nft = QStandardPaths::findExecutable(
            QStringLiteral("nft"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        if (nft.isEmpty() || unshare.isEmpty() || geteuid() != 0)
            QSKIP("needs nft, unshare and root to load the ruleset in a throwaway network namespace");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ruleset.nft"));
        QVERIFY(writeFile(path, Render::ruleset({QStringLiteral("10.0.2.2"), 40123}).toUtf8()));
        // Load it in a fresh netns and list both chains the way the entrypoint verifies them.
        const Run r = run(unshare, {QStringLiteral("-n"), nft, QStringLiteral("-f"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString script =
            QStringLiteral("%1 -f %2 && %1 list chain inet aisb output && %1 list chain inet aisb input")
                .arg(nft, path);
        const Run listed =
            run(unshare, {QStringLiteral("-n"), QStringLiteral("/bin/sh"), QStringLiteral("-c"), script});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        QCOMPARE(listed.out.count("policy drop;"), 2); // the exact text the entrypoint checks
        QVERIFY(listed.out.contains("ip daddr 10.0.2.2 tcp dport 40123 accept"));
    }

    void entrypointSyntaxAndExits()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("entrypoint.sh"));
        QVERIFY(writeFile(path, Render::entrypoint().toUtf8()));
        // Readable by the unprivileged users the checks below run it as.
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                      QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup |
                                                      QFile::ExeGroup));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther |
                                                QFile::ReadGroup));
        QCOMPARE(run(QStringLiteral("/bin/sh"), {QStringLiteral("-n"), path}).exitCode, 0);
        if (geteuid() != 0)
            QSKIP("the entrypoint's exits are checked as root (it refuses anything else)");

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("AISB_NET_MODE"));
        env.remove(QStringLiteral("AISB_WARM"));
        // Unset or unknown mode: 77, before touching anything.
        Run r = run(QStringLiteral("/bin/sh"), {path, QStringLiteral("true")}, env);
        QCOMPARE(r.exitCode, 77);
        QVERIFY(r.err.contains("AISB_NET_MODE"));
        env.insert(QStringLiteral("AISB_NET_MODE"), QStringLiteral("allowlist; true"));
        QCOMPARE(run(QStringLiteral("/bin/sh"), {path, QStringLiteral("true")}, env).exitCode, 77);

        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (setpriv.isEmpty())
            QSKIP("setpriv (util-linux) is not installed here");
        // Not root: 78, it cannot drop what it does not hold.
        env.insert(QStringLiteral("AISB_NET_MODE"), QStringLiteral("none"));
        r = run(setpriv,
                {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                 QStringLiteral("--clear-groups"), QStringLiteral("/bin/sh"), path, QStringLiteral("true")},
                env);
        QCOMPARE(r.exitCode, 78);
        // none mode as root: drops to 1000 with no capabilities and no-new-privs, and keeps the
        // environment (the env file's variables must survive).
        env.insert(QStringLiteral("AISB_TEST_MARK"), QStringLiteral("kept"));
        r = run(QStringLiteral("/bin/sh"),
                {path, QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                 QStringLiteral("id -u; id -g; id -G; echo $HOME $USER $AISB_TEST_MARK; "
                                "grep -E '^(CapEff|CapBnd|CapAmb|NoNewPrivs)' /proc/self/status")},
                env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.startsWith(QStringLiteral("1000\n1000\n1000\n/home/sandbox sandbox kept\n")),
                 qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("CapEff:\t0000000000000000")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("CapBnd:\t0000000000000000")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("CapAmb:\t0000000000000000")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("NoNewPrivs:\t1")), qPrintable(out));
        // Issue 10 item 2: the root phase uses none of the tools a PATH from the container's
        // environment would find (fakes of id, setpriv and nft that leave a marker), and the
        // policy's variables (AISB_ENV_<NAME>) take their names only in the command.
        const QString fakeBin = dir.filePath(QStringLiteral("fakebin"));
        const QString marker = dir.filePath(QStringLiteral("fake-ran"));
        QVERIFY(QDir().mkpath(fakeBin));
        for (const char *tool : {"id", "setpriv", "nft", "perl", "env"}) {
            const QString f = fakeBin + QLatin1Char('/') + QLatin1String(tool);
            QVERIFY(writeFile(f, "#!/bin/sh\necho \"$0\" >> " + QFile::encodeName(marker) + "\necho 0\n"));
            QVERIFY(QFile::setPermissions(f, QFileDevice::Permissions(0x7755)));
        }
        QProcessEnvironment hostile = env;
        hostile.insert(QStringLiteral("PATH"), fakeBin + QStringLiteral(":/usr/sbin:/usr/bin:/sbin:/bin"));
        hostile.insert(QStringLiteral("AISB_ENV_GREETING"), QStringLiteral("hello $HOME"));
        hostile.insert(QStringLiteral("AISB_ENV_HOME"), QStringLiteral("/project"));
        hostile.insert(QStringLiteral("AISB_ENV_PATH"), QStringLiteral("/usr/bin:/bin"));
        r = run(QStringLiteral("/bin/sh"),
                {path, QStringLiteral("sh"), QStringLiteral("-c"),
                 QStringLiteral("id -u; echo \"$GREETING|$HOME|$PATH|${AISB_ENV_GREETING-gone}\"")},
                hostile);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("1000\nhello $HOME|/home/sandbox|/usr/bin:/bin|gone\n"));
        QVERIFY2(!QFile::exists(marker), qPrintable(marker));
        // A command that is not there: 127, as a shell would say.
        hostile.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        QCOMPARE(
            run(QStringLiteral("/bin/sh"), {path, QStringLiteral("no-such-command-aisb")}, hostile).exitCode,
            127);
        // No command: refuses.
        QCOMPARE(run(QStringLiteral("/bin/sh"), {path}, env).exitCode, 78);
        // allowlist without a loadable ruleset (none at /etc/aisb here): 77, command never runs.
        if (!QFile::exists(QStringLiteral("/etc/aisb/ruleset.nft"))) {
            env.insert(QStringLiteral("AISB_NET_MODE"), QStringLiteral("allowlist"));
            const QString marker = dir.filePath(QStringLiteral("ran"));
            r = run(QStringLiteral("/bin/sh"), {path, QStringLiteral("/usr/bin/touch"), marker}, env);
            QCOMPARE(r.exitCode, 77);
            QVERIFY(!QFile::exists(marker));
        }
    }

    void probeProjectPaths()
    {
        QTemporaryDir project;
        QTemporaryDir outside;
        QVERIFY(project.isValid() && outside.isValid());
        const QString root = project.path();
        QVERIFY(writeFile(root + QStringLiteral("/.env"), "SECRET=1\n"));
        QVERIFY(QDir(root).mkpath(QStringLiteral("secrets/deep")));
        QVERIFY(QDir(root).mkpath(QStringLiteral(".git/hooks")));
        QVERIFY(writeFile(root + QStringLiteral("/.ai-sandbox.toml"), "\n"));
        QVERIFY(writeFile(root + QStringLiteral("/real.env"), "X=1\n"));
        QVERIFY(writeFile(outside.path() + QStringLiteral("/host-secret"), "x\n"));
        QVERIFY(
            QFile::link(outside.path() + QStringLiteral("/host-secret"), root + QStringLiteral("/escape")));
        QVERIFY(QFile::link(outside.path(), root + QStringLiteral("/escape-dir")));
        QVERIFY(QFile::link(root + QStringLiteral("/real.env"), root + QStringLiteral("/inside.env")));

        Policy p = defaultPolicy();
        p.mounts.masked = {QStringLiteral(".env"),
                           QStringLiteral("secrets/"),
                           QStringLiteral("missing"),
                           QStringLiteral("escape"),
                           QStringLiteral("escape-dir/host-secret"),
                           QStringLiteral("inside.env"),
                           QStringLiteral("../outside"),
                           QStringLiteral("/etc")};
        p.mounts.readOnly = {QStringLiteral(".git/hooks"), QStringLiteral("./secrets//deep")};
        const auto kinds = Render::probeProjectPaths(p, root);
        using K = Render::PathKind;
        QVERIFY(kinds.value(QStringLiteral(".env")) == K::File);
        QVERIFY(kinds.value(QStringLiteral("secrets")) == K::Directory);
        QVERIFY(kinds.value(QStringLiteral("secrets/deep")) == K::Directory);
        QVERIFY(kinds.value(QStringLiteral(".git/hooks")) == K::Directory);
        QVERIFY(kinds.value(QStringLiteral(".ai-sandbox.toml")) == K::File);
        QVERIFY(kinds.value(QStringLiteral("missing"), K::File) == K::Missing);
        // Symlinks out of the project are not ours: Missing, so nothing of the host gets bound.
        QVERIFY(kinds.value(QStringLiteral("escape"), K::File) == K::Missing);
        QVERIFY(kinds.value(QStringLiteral("escape-dir/host-secret"), K::File) == K::Missing);
        // A symlink that stays inside is masked as what it points to.
        QVERIFY(kinds.value(QStringLiteral("inside.env")) == K::File);
        QVERIFY(!kinds.contains(QStringLiteral("../outside")));
        QVERIFY(!kinds.contains(QStringLiteral("/etc")));

        Render::SandboxContext ctx = baseContext(p, QStringLiteral("s1"));
        ctx.projectDir = root;
        ctx.projectPaths = kinds;
        const QString argv = Render::sandboxRunArgs(p, ctx).join(QLatin1Char('\n'));
        QVERIFY(argv.contains(QStringLiteral("--mount=type=bind,src=/dev/null,dst=/project/.env,ro")));
        QVERIFY(argv.contains(
            QStringLiteral("--mount=type=tmpfs,dst=/project/secrets,ro,notmpcopyup,tmpfs-size=4k")));
        QVERIFY(argv.contains(QStringLiteral("--mount=type=bind,src=/dev/null,dst=/project/inside.env,ro")));
        QVERIFY(!argv.contains(QStringLiteral("escape")));
        QVERIFY(!argv.contains(QStringLiteral("missing")));
        QVERIFY(!argv.contains(outside.path()));
    }

    // Rootful: the project (and what is protected inside it) is bound from the session's
    // idmapped view of it; labels, masks and everything else stay as they were.
    void projectViewIsTheBindSource()
    {
        Policy p = defaultPolicy();
        p.mounts.masked = {QStringLiteral(".env")};
        p.mounts.readOnly = {QStringLiteral(".git/hooks")};
        Render::SandboxContext ctx = baseContext(p, QStringLiteral("s1"));
        ctx.projectPaths = {{QStringLiteral(".env"), Render::PathKind::File},
                            {QStringLiteral(".git/hooks"), Render::PathKind::Directory},
                            {QStringLiteral(".ai-sandbox.toml"), Render::PathKind::File}};
        const QStringList plain = Render::sandboxRunArgs(p, ctx);
        const QString view = QStringLiteral("/run/ai-sandbox/views/4242-s1");
        ctx.projectSource = view;
        QStringList warnings;
        const QStringList viewed = Render::sandboxRunArgs(p, ctx, &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char(' '))));
        QCOMPARE(viewed.size(), plain.size());
        const QStringList expected{QStringLiteral("--mount=type=bind,src=") + view +
                                       QStringLiteral(",dst=/project,nosuid,nodev"),
                                   QStringLiteral("--mount=type=bind,src=") + view +
                                       QStringLiteral("/.ai-sandbox.toml,dst=/project/.ai-sandbox.toml,ro"),
                                   QStringLiteral("--mount=type=bind,src=") + view +
                                       QStringLiteral("/.git/hooks,dst=/project/.git/hooks,ro,nosuid,nodev")};
        for (const QString &m : expected)
            QVERIFY2(viewed.contains(m), qPrintable(m));
        QVERIFY(viewed.contains(QStringLiteral("--mount=type=bind,src=/dev/null,dst=/project/.env,ro")));
        // Only the project binds differ: the project, its policy, .git/hooks and the pin of .git
        // (issue 10: the parent of a protected path is bound onto itself so it cannot be renamed).
        QVERIFY(viewed.contains(QStringLiteral("--mount=type=bind,src=") + view +
                                QStringLiteral("/.git,dst=/project/.git,nosuid,nodev")));
        int differing = 0;
        for (int i = 0; i < plain.size(); ++i)
            differing += plain.at(i) != viewed.at(i) ? 1 : 0;
        QCOMPARE(differing, 4);
        QVERIFY(!viewed.join(QLatin1Char(' ')).contains(projectDir + QStringLiteral(",dst=")));

        // A view path that could smuggle a mount option renders nothing.
        ctx.projectSource = QStringLiteral("/run/ai-sandbox/views/x,dst=/etc");
        warnings.clear();
        QVERIFY(Render::sandboxRunArgs(p, ctx, &warnings).isEmpty());
        QVERIFY(warnings.join(QLatin1Char(' ')).contains(QLatin1String("project view")));
    }

    // Issue 10 item 4: with a stage, every bind inside the project comes from its staged clone
    // (BindStage), named by stagedName; the project itself still from the project (or view).
    void stagedSourcesAreTheBindSources()
    {
        Policy p = defaultPolicy();
        p.mounts.masked = {QStringLiteral(".env"), QStringLiteral("sec/keys")};
        p.mounts.readOnly = {QStringLiteral(".git/hooks"), QStringLiteral(".vscode"),
                             QStringLiteral(".git/hooks")};
        Render::SandboxContext ctx = baseContext(p, QStringLiteral("s1"));
        ctx.projectPaths = {{QStringLiteral(".env"), Render::PathKind::File},
                            {QStringLiteral("sec/keys"), Render::PathKind::Directory},
                            {QStringLiteral(".git/hooks"), Render::PathKind::Directory},
                            {QStringLiteral(".vscode"), Render::PathKind::Directory},
                            {QStringLiteral(".ai-sandbox.toml"), Render::PathKind::File}};
        const QStringList rels = Render::projectBindSources(p, ctx.projectPaths);
        QCOMPARE(rels, (QStringList{QStringLiteral(".ai-sandbox.toml"), QStringLiteral(".git"),
                                    QStringLiteral("sec"), QStringLiteral(".git/hooks"),
                                    QStringLiteral(".vscode")}));
        QCOMPARE(Render::stagedName(QStringLiteral(".git/hooks")), QStringLiteral(".git%2Fhooks"));
        QCOMPARE(Render::stagedName(QStringLiteral("a%2Fb/c")), QStringLiteral("a%252Fb%2Fc"));
        const QString stage = QStringLiteral("/run/ai-sandbox/stage/4242-s1");
        ctx.stageDir = stage;
        QStringList warnings;
        const QStringList args = Render::sandboxRunArgs(p, ctx, &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char(' '))));
        QVERIFY(args.contains(QStringLiteral("--mount=type=bind,src=") + projectDir +
                              QStringLiteral(",dst=/project,nosuid,nodev")));
        int fromStage = 0;
        for (const QString &a : args) {
            if (!a.startsWith(QLatin1String("--mount=type=bind,src=")) ||
                a.contains(QLatin1String("dst=/project,")))
                continue;
            // Nothing inside the project is bound from the project's own path any more.
            QVERIFY2(!a.contains(projectDir), qPrintable(a));
            fromStage += a.contains(stage + QLatin1Char('/')) ? 1 : 0;
        }
        QCOMPARE(fromStage, rels.size());
        QVERIFY(args.contains(QStringLiteral("--mount=type=bind,src=") + stage +
                              QStringLiteral("/.git%2Fhooks,dst=/project/.git/hooks,ro,nosuid,nodev")));
        QVERIFY(args.contains(QStringLiteral("--mount=type=bind,src=") + stage +
                              QStringLiteral("/.ai-sandbox.toml,dst=/project/.ai-sandbox.toml,ro")));
        // A stage path that could smuggle a mount option renders nothing.
        ctx.stageDir = QStringLiteral("/run/x,dst=/etc");
        QVERIFY(Render::sandboxRunArgs(p, ctx).isEmpty());
    }

    // Issue 10 item 3: podman's default profile, with every call that can put S_ISUID/S_ISGID on
    // a file allowed only without them, and openat2/io_uring refused.
    void seccompProfileRefusesSetIdBits()
    {
        QFile system(QStringLiteral("/usr/share/containers/seccomp.json"));
        const QByteArray input =
            system.open(QIODevice::ReadOnly)
                ? system.readAll()
                : QByteArray(
                      R"({"defaultAction":"SCMP_ACT_ERRNO","defaultErrnoRet":38,"syscalls":[)"
                      R"({"names":["read","chmod","openat","openat2","fchmodat"],"action":"SCMP_ACT_ALLOW","args":[]}]})");
        QString error;
        const QByteArray out = Render::sandboxSeccompProfile(input, &error);
        QVERIFY2(!out.isEmpty(), qPrintable(error));
        const QJsonObject in = QJsonDocument::fromJson(input).object();
        const QJsonObject prof = QJsonDocument::fromJson(out).object();
        QCOMPARE(prof.value(QStringLiteral("defaultAction")), in.value(QStringLiteral("defaultAction")));
        const QStringList ours{QStringLiteral("chmod"),
                               QStringLiteral("fchmod"),
                               QStringLiteral("fchmodat"),
                               QStringLiteral("fchmodat2"),
                               QStringLiteral("open"),
                               QStringLiteral("openat"),
                               QStringLiteral("creat"),
                               QStringLiteral("mkdir"),
                               QStringLiteral("mkdirat"),
                               QStringLiteral("mknod"),
                               QStringLiteral("mknodat"),
                               QStringLiteral("openat2"),
                               QStringLiteral("io_uring_setup"),
                               QStringLiteral("io_uring_enter"),
                               QStringLiteral("io_uring_register")};
        QSet<QString> before, after;
        for (const QJsonValue &r : in.value(QStringLiteral("syscalls")).toArray())
            for (const QJsonValue &n : r.toObject().value(QStringLiteral("names")).toArray())
                before.insert(n.toString());
        QMap<QString, QList<QJsonObject>> rules;
        for (const QJsonValue &v : prof.value(QStringLiteral("syscalls")).toArray()) {
            const QJsonObject r = v.toObject();
            for (const QJsonValue &n : r.value(QStringLiteral("names")).toArray()) {
                after.insert(n.toString());
                if (ours.contains(n.toString()))
                    rules[n.toString()].append(r);
            }
        }
        // Everything else podman allows is still there.
        for (const QString &n : std::as_const(before))
            QVERIFY2(after.contains(n), qPrintable(n));
        for (const QString &n : ours) {
            QVERIFY2(rules.contains(n), qPrintable(n));
            for (const QJsonObject &r : rules.value(n)) {
                const QJsonArray args = r.value(QStringLiteral("args")).toArray();
                if (r.value(QStringLiteral("action")) == QLatin1String("SCMP_ACT_ALLOW")) {
                    // Never unconditional; a mode condition always demands both bits clear.
                    QCOMPARE(args.size(), 1);
                    const QJsonObject a = args.at(0).toObject();
                    QCOMPARE(a.value(QStringLiteral("op")).toString(), QStringLiteral("SCMP_CMP_MASKED_EQ"));
                    QCOMPARE(a.value(QStringLiteral("valueTwo")).toInteger(), 0);
                    QVERIFY(a.value(QStringLiteral("value")).toInteger() == 06000 ||
                            a.value(QStringLiteral("value")).toInteger() == (0100 | 020000000));
                } else {
                    QCOMPARE(r.value(QStringLiteral("action")).toString(), QStringLiteral("SCMP_ACT_ERRNO"));
                }
            }
        }
        for (const char *refused : {"openat2", "io_uring_setup"}) {
            QCOMPARE(rules.value(QLatin1String(refused)).size(), 1);
            QCOMPARE(rules.value(QLatin1String(refused)).at(0).value(QStringLiteral("errnoRet")).toInt(), 38);
        }
        // Not a profile: an error, nothing rendered.
        QVERIFY(Render::sandboxSeccompProfile("{\"syscalls\": 3}", &error).isEmpty());
        QVERIFY(!error.isEmpty());

        // The sandbox line names the session's file.
        Policy p = defaultPolicy();
        Render::SandboxContext ctx = baseContext(p, QStringLiteral("s1"));
        QVERIFY(!Render::sandboxRunArgs(p, ctx).join(QLatin1Char(' ')).contains(QLatin1String("seccomp")));
        ctx.seccompProfile = QStringLiteral("/state/sessions/s1/seccomp.json");
        QVERIFY(Render::sandboxRunArgs(p, ctx).contains(
            QStringLiteral("--security-opt=seccomp=/state/sessions/s1/seccomp.json")));
    }

    void envFileContent()
    {
        Policy p = defaultPolicy();
        p.env.pass = {QStringLiteral("ANTHROPIC_API_KEY"),
                      QStringLiteral("UNSET_ONE"),
                      QStringLiteral("AWS_*"),
                      QStringLiteral("MULTI"),
                      QStringLiteral("HTTPS_PROXY"),
                      QStringLiteral("bad name")};
        p.env.set = {{QStringLiteral("EDITOR"), QStringLiteral("vi -x  'q'")},
                     {QStringLiteral("AWS_PROFILE"), QStringLiteral("override")},
                     {QStringLiteral("AISB_NET_MODE"), QStringLiteral("open")},
                     {QStringLiteral("NUL"), QStringLiteral("a") + QChar(0) + QStringLiteral("b")},
                     {QStringLiteral("CR"), QStringLiteral("a\rb")},
                     {QStringLiteral("LONG"), QString(70000, QLatin1Char('x'))},
                     {QStringLiteral("TENK"), QString(10000, QLatin1Char('y'))}};
        QProcessEnvironment host = hostEnv();
        host.insert(QStringLiteral("MULTI"), QStringLiteral("line1\nline2"));
        const Render::EnvFile f = Render::envFile(p, host);
        QCOMPARE(f.names, (QStringList{QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("AWS_PROFILE"),
                                       QStringLiteral("AWS_REGION"), QStringLiteral("EDITOR"),
                                       QStringLiteral("TENK")}));
        QCOMPARE(f.missing, QStringList{QStringLiteral("UNSET_ONE")});
        QCOMPARE(f.rejected,
                 (QStringList{QStringLiteral("AISB_NET_MODE"), QStringLiteral("CR"),
                              QStringLiteral("HTTPS_PROXY"), QStringLiteral("LONG"), QStringLiteral("MULTI"),
                              QStringLiteral("NUL"), QStringLiteral("bad name")}));
        // Every name under the AISB_ENV_ prefix: the entrypoint's root phase never sees a policy
        // variable under its real name (issue 10 item 2).
        QVERIFY(f.content.startsWith(
            "AISB_ENV_ANTHROPIC_API_KEY=sk-ant-golden-secret\nAISB_ENV_AWS_PROFILE=override\n"
            "AISB_ENV_AWS_REGION=eu-west-1\nAISB_ENV_EDITOR=vi -x  'q'\nAISB_ENV_TENK=yyy"));
        QCOMPARE(f.content.count('\n'), 5);
        QVERIFY(!f.content.contains('\0'));
        QVERIFY(!f.content.contains('\r'));
        // Open mode: the host's proxy may pass (it is not the gate's).
        p.network.mode = NetworkMode::Open;
        QVERIFY(Render::envFile(p, host).names.contains(QStringLiteral("HTTPS_PROXY")));
        QCOMPARE(Render::expandPassNames(p, host),
                 (QStringList{QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("AWS_PROFILE"),
                              QStringLiteral("AWS_REGION"), QStringLiteral("HTTPS_PROXY"),
                              QStringLiteral("MULTI")}));
    }

    void displayQuoting()
    {
        QCOMPARE(Render::displayCommandLine({QStringLiteral("podman"), QStringLiteral("run"),
                                             QStringLiteral("--mount=type=bind,src=/a b,dst=/project"),
                                             QStringLiteral("it's"), QString(), QStringLiteral("$(x)")}),
                 QStringLiteral("podman run '--mount=type=bind,src=/a b,dst=/project' 'it'\\''s' '' '$(x)'"));
        // Round trip through a real shell: the display line means exactly the argv.
        const QStringList argv = {
            QStringLiteral("printf"), QStringLiteral("[%s]"),  QStringLiteral("a b"),
            QStringLiteral("'q'"),    QStringLiteral("\"d\""), QStringLiteral("$HOME"),
            QStringLiteral("`x`"),    QStringLiteral("*"),     QStringLiteral("--privileged")};
        const Run r =
            run(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), Render::displayCommandLine(argv)});
        QCOMPARE(r.out, QByteArray("[a b]['q'][\"d\"][$HOME][`x`][*][--privileged]"));

        // Control characters are shown as escapes ($'...'), never raw (no newline breaks the line,
        // no terminal escape reaches the screen), and bash reads the same argv back.
        const QStringList controls = {QStringLiteral("printf"), QStringLiteral("[%s]"),
                                      QStringLiteral("echo a\necho 'b'\\"),
                                      QStringLiteral("\x1b]0;title\x07\tx\r"), QStringLiteral("\x7f\x01")};
        const QString shown = Render::displayCommandLine(controls);
        for (const QChar c : shown)
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7f, qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("$'echo a\\necho \\'b\\'\\\\'")), qPrintable(shown));
        const Run b = run(QStringLiteral("/bin/bash"), {QStringLiteral("-c"), shown});
        QCOMPARE(b.out, QByteArray("[echo a\necho 'b'\\][\x1b]0;title\x07\tx\r][\x7f\x01]"));
    }

    // The command reaches podman as argv, never through a shell: a script with newlines (sh -c
    // "$(cat script)") is one argument, whole. Only a NUL or a non-program refuses the launch.
    void commandArgumentsPassVerbatim()
    {
        const Policy p = defaultPolicy();
        Render::SandboxContext c = baseContext(p, QStringLiteral("s1"));
        const QString script = QStringLiteral("echo a\necho b\tc\n\x1b[31mred");
        c.command = {QStringLiteral("sh"), QStringLiteral("-c"), script};
        QStringList warnings;
        const QStringList argv = Render::sandboxRunArgs(p, c, &warnings);
        QVERIFY2(!argv.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QCOMPARE(argv.mid(argv.indexOf(c.imageTag) + 1),
                 (QStringList{QStringLiteral("sh"), QStringLiteral("-c"), script}));
        c.command = {QStringLiteral("sh"), QStringLiteral("-c"),
                     QStringLiteral("a") + QChar(0) + QStringLiteral("b")};
        warnings.clear();
        QVERIFY(Render::sandboxRunArgs(p, c, &warnings).isEmpty());
        QVERIFY2(warnings.join(QLatin1Char(' ')).contains(QLatin1String("Command argument 2")),
                 qPrintable(warnings.join(QLatin1Char('\n'))));
        c.command = {QStringLiteral("-rf"), QStringLiteral("x")};
        warnings.clear();
        QVERIFY(Render::sandboxRunArgs(p, c, &warnings).isEmpty());
        QVERIFY(warnings.join(QLatin1Char(' ')).contains(QLatin1String("Command argument 0")));
    }

    void gateRunArgs()
    {
        Render::GateContext g;
        g.projectSlug = QStringLiteral("demo-1");
        g.sessionId = QStringLiteral("s1");
        g.containerName = QStringLiteral("aisb-gate-demo-1-s1");
        g.imageTag = Render::gateImageTag();
        g.configFile = QStringLiteral("/state/s1/squid.conf");
        g.hostsFile = QStringLiteral("/state/s1/gate-hosts");
        g.logDir = QStringLiteral("/state/s1/gate-log");
        const QStringList a = Render::gateRunArgs(g);
        QCOMPARE(a.first(), QStringLiteral("run"));
        for (const char *want :
             {"-d", "--rm", "--network=host", "--pull=never", "--read-only", "--cap-drop=ALL",
              "--cap-add=SETUID,SETGID,KILL", "--security-opt=no-new-privileges", "--label=io.aisb.managed=1",
              "--label=io.aisb.kind=gate", "--label=io.aisb.project=demo-1", "--label=io.aisb.session=s1",
              "--name=aisb-gate-demo-1-s1",
              "--mount=type=bind,src=/state/s1/squid.conf,dst=/etc/squid/squid.conf,ro",
              "--mount=type=bind,src=/state/s1/gate-hosts,dst=/etc/aisb/hosts,ro",
              "--mount=type=bind,src=/state/s1/gate-log,dst=/var/log/aisb"})
            QVERIFY2(a.contains(QLatin1String(want)), want);
        const int image = a.indexOf(g.imageTag);
        QVERIFY(image > 0);
        QCOMPARE(a.mid(image + 1),
                 (QStringList{QStringLiteral("squid"), QStringLiteral("-N"), QStringLiteral("-f"),
                              QStringLiteral("/etc/squid/squid.conf")}));
        // squid's shared memory is writable whatever podman does with /dev/shm in a --read-only
        // container (podman 5.4 mounts it read-only there).
        QVERIFY(a.contains(QStringLiteral("--tmpfs=/dev/shm:rw,nosuid,nodev,noexec,mode=1777")));
        QVERIFY(!a.contains(
            QStringLiteral("--tmpfs=/var/log/aisb:rw,nosuid,nodev,noexec,notmpcopyup,mode=1777,size=256m")));
        g.logDir = QStringLiteral("/state/a,b");
        QVERIFY(Render::gateRunArgs(g).isEmpty());
        // A gate on a remote service: no log folder of this machine, a tmpfs of the container
        // instead (read there with podman exec), and nothing bound from this machine.
        g.logDir.clear();
        QVERIFY(Render::gateRunArgs(g).isEmpty()); // no log folder: refused, unless asked for
        g.logInContainer = true;
        const QStringList remote = Render::gateRunArgs(g);
        QVERIFY(remote.contains(
            QStringLiteral("--tmpfs=/var/log/aisb:rw,nosuid,nodev,noexec,notmpcopyup,mode=1777,size=256m")));
        for (const QString &arg : remote)
            QVERIFY2(!arg.contains(QLatin1String("gate-log")), qPrintable(arg));
    }

    void selinuxRelabelsBinds()
    {
        // Without SELinux nothing is relabelled; with it every bind of the project (and of paths
        // inside it) is relabel=shared, the session's own files relabel=private, and /dev/null,
        // tmpfs, volumes and the user's extra folders are never relabelled.
        for (const Case &c : goldenCases()) {
            Case plain = c;
            plain.ctx.selinux = false;
            for (const QString &a : Render::sandboxRunArgs(plain.policy, plain.ctx))
                QVERIFY2(!a.contains(QLatin1String("relabel")), qPrintable(a));
            Case labelled = c;
            labelled.ctx.selinux = true;
            labelled.ctx.lifelineFile = QStringLiteral("/state/s/lifeline");
            labelled.ctx.agentDir = QStringLiteral("/state/s/agent");
            int binds = 0;
            for (const QString &a : Render::sandboxRunArgs(labelled.policy, labelled.ctx)) {
                if (!a.startsWith(QLatin1String("--mount=")))
                    continue;
                const bool bind = a.startsWith(QLatin1String("--mount=type=bind,"));
                const bool intoProject = a.contains(QLatin1String(",dst=/project"));
                const bool devNull = a.contains(QLatin1String("src=/dev/null,"));
                const bool extra = a.contains(QLatin1String("src=/srv/"));
                QString want;
                if (bind && intoProject && !devNull)
                    want = QStringLiteral(",relabel=shared");
                else if (bind && !devNull && !extra)
                    want = QStringLiteral(",relabel=private");
                if (want.isEmpty())
                    QVERIFY2(!a.contains(QLatin1String("relabel")), qPrintable(a));
                else
                    QVERIFY2(a.endsWith(want), qPrintable(c.name + QStringLiteral(": ") + a));
                binds += bind ? 1 : 0;
            }
            QVERIFY(binds >= 2);
        }
        Render::GateContext g;
        g.containerName = QStringLiteral("aisb-gate-demo-1-s1");
        g.imageTag = Render::gateImageTag();
        g.configFile = QStringLiteral("/state/s1/squid.conf");
        g.hostsFile = QStringLiteral("/state/s1/gate-hosts");
        g.logDir = QStringLiteral("/state/s1/gate-log");
        g.lifelineFile = QStringLiteral("/state/s1/gate-lifeline");
        QVERIFY(Render::gateRunArgs(g).filter(QStringLiteral("relabel")).isEmpty());
        g.selinux = true;
        const QStringList gate = Render::gateRunArgs(g).filter(QStringLiteral("--mount=type=bind"));
        QCOMPARE(gate.size(), 4);
        for (const QString &a : gate)
            QVERIFY2(a.endsWith(QLatin1String(",relabel=private")), qPrintable(a));
    }

    void flagsExistInThisPodman()
    {
        const QString podman = QStandardPaths::findExecutable(QStringLiteral("podman"));
        if (podman.isEmpty())
            QSKIP("podman is not installed here");
        const Run help = run(podman, {QStringLiteral("run"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QSet<QString> known;
        const QRegularExpression flag(QStringLiteral("(?:^|\\s|,)(-{1,2}[a-z][a-z0-9-]*)"));
        for (const QByteArray &line : help.out.split('\n')) {
            auto it = flag.globalMatch(QString::fromUtf8(line));
            while (it.hasNext())
                known.insert(it.next().captured(1));
        }
        // Podman's options only: what follows the image belongs to the command.
        QStringList used;
        for (const Case &c : goldenCases()) {
            const QStringList a = Render::sandboxRunArgs(c.policy, c.ctx);
            used += a.mid(0, a.indexOf(c.ctx.imageTag));
        }
        Render::GateContext g{
            QStringLiteral("p"),  QStringLiteral("s"),  QStringLiteral("n"),  QStringLiteral("localhost/g:1"),
            QStringLiteral("/c"), QStringLiteral("/h"), QStringLiteral("/l"), QString()};
        const QStringList ga = Render::gateRunArgs(g);
        used += ga.mid(0, ga.indexOf(g.imageTag));
        int checked = 0;
        for (const QString &arg : used) {
            if (!arg.startsWith(QLatin1Char('-')))
                continue;
            const QString name = arg.section(QLatin1Char('='), 0, 0);
            QVERIFY2(known.contains(name),
                     qPrintable(name + QStringLiteral(" is not in `podman run --help`")));
            ++checked;
        }
        QVERIFY(checked > 40);
    }
};

QTEST_GUILESS_MAIN(TestRender)
#include "tst_render.moc"
