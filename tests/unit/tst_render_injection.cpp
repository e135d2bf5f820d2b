// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile values fed straight into Policy and context fields, with no validation in front:
// the renderers must skip them, so that the output is exactly the output without them, and
// no argv gains an option that is not ours.
#include "policy/policy.h"
#include "policy/policylayers.h"
#include "render/render.h"

#include <QTest>

using namespace aisb;

namespace {

QStringList hostileValues()
{
    QStringList v = {
        QStringLiteral("x\ny"),
        QStringLiteral("x\r\ny"),
        QStringLiteral("a b"),
        QStringLiteral("a\tb"),
        QStringLiteral("'q'"),
        QStringLiteral("\"d\""),
        QStringLiteral("--privileged"),
        QStringLiteral("-v/:/host"),
        QStringLiteral("; touch /tmp/pwned"),
        QStringLiteral("$(id)"),
        QStringLiteral("`id`"),
        QStringLiteral("a") + QChar(0) + QStringLiteral("b"),
        QString(10000, QLatin1Char('a')) + QStringLiteral("\n"),
        QStringLiteral("\u0430pi.anthropic.com"), // Cyrillic a
        QStringLiteral("\uff0d\uff0dprivileged"), // fullwidth hyphens
        QStringLiteral("x\u2028y"),               // line separator
        QStringLiteral("ok.example.com\nhttp_access allow all"),
        QStringLiteral("a,src=/,dst=/host"),
        QStringLiteral("/etc/passwd\n--privileged"),
        QStringLiteral("}\ntable inet x { }"),
        QStringLiteral("../../etc"),
        QStringLiteral("/"),
        QString(),
    };
    return v;
}

// Everything the renderers produce for one policy + context, in one comparable value.
struct Rendered
{
    QString containerfile;
    QString squid;
    QString gateHosts;
    QString ruleset;
    QStringList argv;
    QByteArray envFile;
    bool operator==(const Rendered &) const = default;
};

QProcessEnvironment hostEnv()
{
    QProcessEnvironment e;
    e.insert(QStringLiteral("GOOD_TOKEN"), QStringLiteral("tok-value-1234"));
    e.insert(QStringLiteral("PLAIN"), QStringLiteral("plain-value-5678"));
    return e;
}

Policy cleanPolicy()
{
    Policy p = defaultPolicy();
    p.image.packages = {QStringLiteral("jq")};
    p.network.allow = {QStringLiteral("api.anthropic.com")};
    p.network.local = {LocalService{QStringLiteral("svc.internal"), QStringLiteral("127.0.0.1"), 8080}};
    p.env.pass = {QStringLiteral("GOOD_TOKEN"), QStringLiteral("PLAIN")};
    p.env.set = {{QStringLiteral("EDITOR"), QStringLiteral("vi")}};
    p.mounts.masked = {QStringLiteral(".env")};
    p.mounts.readOnly = {QStringLiteral(".git/hooks")};
    p.mounts.extra = {ExtraMount{QStringLiteral("/srv/data"), QStringLiteral("/data"), MountMode::ReadOnly}};
    p.run.command = {QStringLiteral("pi")};
    return p;
}

Render::SandboxContext cleanContext()
{
    Render::SandboxContext c;
    c.projectDir = QStringLiteral("/home/u/proj");
    c.projectSlug = QStringLiteral("proj-1");
    c.sessionId = QStringLiteral("s1");
    c.containerName = QStringLiteral("aisb-proj-1-s1");
    c.imageTag = QStringLiteral("localhost/ai-sandbox:0123456789abcdef");
    c.envFile = QStringLiteral("/state/s1/env");
    c.rulesetFile = QStringLiteral("/state/s1/ruleset.nft");
    c.agentDir = QStringLiteral("/run/user/1000/aisb/s1");
    c.homeVolume = QStringLiteral("aisb-home-proj-1");
    c.gate = {QStringLiteral("10.0.2.2"), 40000};
    c.rootless = true;
    c.interactive = true;
    c.projectPaths = {{QStringLiteral(".env"), Render::PathKind::File},
                      {QStringLiteral(".git/hooks"), Render::PathKind::Directory},
                      {QStringLiteral(".ai-sandbox.toml"), Render::PathKind::File}};
    c.command = {QStringLiteral("pi")};
    return c;
}

Rendered renderAll(const Policy &p, const Render::SandboxContext &c, QStringList *warnings = nullptr)
{
    Rendered r;
    r.containerfile = Render::containerfile(p, warnings);
    r.squid = Render::gateConfig(p, c.gate.port, {}, warnings);
    r.gateHosts = Render::gateHosts(p, warnings);
    r.ruleset = Render::ruleset(c.gate, warnings);
    r.argv = Render::sandboxRunArgs(p, c, warnings);
    r.envFile = Render::envFile(p, hostEnv()).content;
    return r;
}

// Every option we ever put before the image, by prefix.
bool isOurOption(const QString &a)
{
    static const QStringList exact = {QStringLiteral("run"),
                                      QStringLiteral("--rm"),
                                      QStringLiteral("--read-only"),
                                      QStringLiteral("--pull=never"),
                                      QStringLiteral("--cap-drop=ALL"),
                                      QStringLiteral("--security-opt=no-new-privileges"),
                                      QStringLiteral("-i"),
                                      QStringLiteral("-t"),
                                      QStringLiteral("--detach-keys="),
                                      QStringLiteral("--hostname=sandbox"),
                                      QStringLiteral("--user=0:0"),
                                      QStringLiteral("--userns=keep-id:uid=1000,gid=1000"),
                                      QStringLiteral("--cap-add=SETUID,SETGID,SETPCAP,KILL"),
                                      QStringLiteral("--cap-add=SETUID,SETGID,SETPCAP,KILL,NET_ADMIN"),
                                      QStringLiteral("--network=none"),
                                      QStringLiteral("--network=slirp4netns:allow_host_loopback=true")};
    static const QStringList prefixes = {QStringLiteral("--name=aisb-"),
                                         QStringLiteral("--label=io.aisb."),
                                         QStringLiteral("--tmpfs=/tmp:"),
                                         QStringLiteral("--tmpfs=/home/sandbox:"),
                                         QStringLiteral("--pids-limit="),
                                         QStringLiteral("--memory="),
                                         QStringLiteral("--memory-swap="),
                                         QStringLiteral("--cpus="),
                                         QStringLiteral("--env-file=/"),
                                         QStringLiteral("--env=AISB_NET_MODE="),
                                         QStringLiteral("--env=AISB_WARM=1"),
                                         QStringLiteral("--env=HTTP_PROXY=http://"),
                                         QStringLiteral("--env=HTTPS_PROXY=http://"),
                                         QStringLiteral("--env=http_proxy=http://"),
                                         QStringLiteral("--env=https_proxy=http://"),
                                         QStringLiteral("--env=NO_PROXY=localhost,127.0.0.1"),
                                         QStringLiteral("--env=no_proxy=localhost,127.0.0.1"),
                                         QStringLiteral("--mount=type="),
                                         QStringLiteral("--workdir=/"),
                                         QStringLiteral("--network=pasta:--map-host-loopback,")};
    if (exact.contains(a))
        return true;
    for (const QString &p : prefixes) {
        if (a.startsWith(p))
            return true;
    }
    return false;
}

// The structural promises, whatever went in.
void checkShape(const Rendered &r, const QString &imageTag, const QString &what)
{
    auto fail = [&what](const QString &why) { QFAIL(qPrintable(what + QStringLiteral(": ") + why)); };
    for (const QString &text : {r.containerfile, r.squid, r.gateHosts, r.ruleset}) {
        for (const QChar c : text) {
            if ((c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t')) ||
                c.unicode() == 0x2028)
                return fail(QStringLiteral("a rendered file holds a control character"));
        }
        if (text.contains(QStringLiteral("privileged")) || text.contains(QStringLiteral("$(id)")) ||
            text.contains(QStringLiteral("http_access allow all\n")) ||
            text.contains(QStringLiteral("table inet x")))
            return fail(QStringLiteral("a hostile value reached a rendered file"));
    }
    if (r.argv.isEmpty())
        return;
    const int image = r.argv.indexOf(imageTag);
    if (image < 0)
        return fail(QStringLiteral("the image tag is not in the argv"));
    for (int i = 0; i < image; ++i) {
        const QString &a = r.argv.at(i);
        if (!isOurOption(a))
            return fail(QStringLiteral("argv element %1 is not ours: %2").arg(i).arg(a.left(120)));
        if (a.contains(QChar(0)) || a.contains(QLatin1Char('\n')) || a.contains(QLatin1Char('\r')))
            return fail(QStringLiteral("argv element %1 holds a control character").arg(i));
        if (a.startsWith(QStringLiteral("--mount="))) {
            // Every option of a --mount is one we write: nothing smuggled in with a ','.
            static const QStringList keys = {QStringLiteral("type"),        QStringLiteral("src"),
                                             QStringLiteral("dst"),         QStringLiteral("ro"),
                                             QStringLiteral("notmpcopyup"), QStringLiteral("tmpfs-size"),
                                             QStringLiteral("nosuid"),      QStringLiteral("nodev")};
            const QStringList parts = a.mid(8).split(QLatin1Char(','));
            QSet<QString> seen;
            for (const QString &part : parts) {
                const QString key = part.section(QLatin1Char('='), 0, 0);
                if (!keys.contains(key) || seen.contains(key))
                    return fail(QStringLiteral("--mount option %1 in %2").arg(key, a.left(120)));
                seen.insert(key);
            }
        }
    }
    if (r.argv.contains(QStringLiteral("--privileged")) &&
        r.argv.indexOf(QStringLiteral("--privileged")) < image)
        return fail(QStringLiteral("--privileged before the image"));
}

} // namespace

class TestRenderInjection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanPolicyRenders()
    {
        QStringList warnings;
        const Rendered r = renderAll(cleanPolicy(), cleanContext(), &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QVERIFY(!r.containerfile.isEmpty() && !r.squid.isEmpty() && !r.ruleset.isEmpty() &&
                !r.argv.isEmpty());
        checkShape(r, cleanContext().imageTag, QStringLiteral("clean"));
    }

    void hostileListEntriesAreSkipped_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("value");
        const char *fields[] = {"image.packages", "network.allow", "env.pass",         "env.set name",
                                "env.set value",  "mounts.masked", "mounts.read_only", "extra source",
                                "extra target",   "local name",    "local address"};
        const QStringList values = hostileValues();
        for (int f = 0; f < int(std::size(fields)); ++f) {
            for (int v = 0; v < values.size(); ++v)
                QTest::addRow("%s #%d", fields[f], v) << f << v;
        }
    }

    void hostileListEntriesAreSkipped()
    {
        QFETCH(int, field);
        QFETCH(int, value);
        const QString bad = hostileValues().at(value);
        const Policy clean = cleanPolicy();
        const Render::SandboxContext ctx = cleanContext();
        Policy p = clean;
        switch (field) {
        case 0:
            p.image.packages.append(bad);
            break;
        case 1:
            p.network.allow.append(bad);
            break;
        case 2:
            p.env.pass.append(bad);
            break;
        case 3:
            p.env.set.insert(bad, QStringLiteral("v"));
            break;
        case 4:
            p.env.set.insert(QStringLiteral("HOSTILE"), bad);
            break;
        case 5:
            p.mounts.masked.append(bad);
            break;
        case 6:
            p.mounts.readOnly.append(bad);
            break;
        case 7:
            p.mounts.extra.append(ExtraMount{bad, QStringLiteral("/x"), MountMode::ReadWrite});
            break;
        case 8:
            p.mounts.extra.append(ExtraMount{QStringLiteral("/srv/x"), bad, MountMode::ReadWrite});
            break;
        case 9:
            p.network.local.append(LocalService{bad, QStringLiteral("127.0.0.1"), 1});
            break;
        case 10:
            p.network.local.append(LocalService{QStringLiteral("x.internal"), bad, 1});
            break;
        }
        QStringList warnings;
        const Rendered r = renderAll(p, ctx, &warnings);
        checkShape(r, ctx.imageTag, QString::number(field));
        // The hostile entry is simply absent: the output is the output without it.
        Rendered expected = renderAll(clean, ctx);
        // podman's env file splits lines at '\n' only: any other value arrives intact.
        if (field == 4 && !bad.contains(QLatin1Char('\n')) && !bad.contains(QLatin1Char('\r')) &&
            !bad.contains(QChar(0)))
            expected.envFile = Render::envFile(p, hostEnv()).content; // a plain value is fine in the env file
        // (A masked or read-only path that is a fine relative path, "a b", was never probed: skipped too.)
        QCOMPARE(r.argv, expected.argv);
        QCOMPARE(r.containerfile, expected.containerfile);
        QCOMPARE(r.squid, expected.squid);
        QCOMPARE(r.gateHosts, expected.gateHosts);
        QCOMPARE(r.ruleset, expected.ruleset);
        QCOMPARE(r.envFile, expected.envFile);
        // Nothing the env holds ever reaches the argv.
        for (const QString &a : r.argv) {
            QVERIFY(!a.contains(QStringLiteral("tok-value-1234")));
            QVERIFY(!a.contains(QStringLiteral("plain-value-5678")));
        }
    }

    void hostileScalarsAreSkipped_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("value");
        const char *fields[] = {"image.base",    "image.harness",   "run.workdir",
                                "limits.memory", "limits.tmp_size", "run.command[0]"};
        const QStringList values = hostileValues();
        for (int f = 0; f < int(std::size(fields)); ++f) {
            for (int v = 0; v < values.size(); ++v)
                QTest::addRow("%s #%d", fields[f], v) << f << v;
        }
    }

    void hostileScalarsAreSkipped()
    {
        QFETCH(int, field);
        QFETCH(int, value);
        const QString bad = hostileValues().at(value);
        Policy p = cleanPolicy();
        Render::SandboxContext ctx = cleanContext();
        Policy neutral = p;
        Render::SandboxContext neutralCtx = ctx;
        switch (field) {
        case 0:
            p.image.base = bad;
            neutral.image.base.clear();
            break;
        case 1:
            p.image.harness = bad;
            neutral.image.harness.clear();
            break;
        case 2:
            p.run.workdir = bad;
            neutral.run.workdir.clear();
            break;
        case 3:
            p.limits.memory = bad;
            neutral.limits.memory.clear();
            break;
        case 4:
            p.limits.tmpSize = bad;
            neutral.limits.tmpSize.clear();
            break;
        case 5:
            ctx.command = {bad, QStringLiteral("--help")};
            neutralCtx.command = {QStringLiteral("--help")};
            break;
        }
        const Rendered r = renderAll(p, ctx);
        checkShape(r, ctx.imageTag, QString::number(field));
        if (field == 2 && bad == QLatin1String("/"))
            return; // "/" is a fine working directory
        if (field == 5 && !bad.startsWith(QLatin1Char('-')) && !bad.isEmpty() && !bad.contains(QChar(0))) {
            // An odd program name (newlines and escapes included) is argv after the image, exactly
            // as given: the program's business, and nothing of it reaches a rendered file.
            const int image = r.argv.indexOf(ctx.imageTag);
            QCOMPARE(r.argv.mid(image + 1), (QStringList{bad, QStringLiteral("--help")}));
            return;
        }
        if (field == 5) {
            // Not a program: the launch is refused as a whole (an argument left out would change
            // what the command means), naming the argument.
            QVERIFY(r.argv.isEmpty());
            return;
        }
        QVERIFY(r == renderAll(neutral, neutralCtx));
    }

    void hostileContextFields_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("value");
        const char *fields[] = {"projectDir", "projectSlug", "sessionId", "containerName", "imageTag",
                                "envFile",    "rulesetFile", "agentDir",  "homeVolume",    "gate address"};
        const QStringList values = hostileValues();
        for (int f = 0; f < int(std::size(fields)); ++f) {
            for (int v = 0; v < values.size(); ++v)
                QTest::addRow("%s #%d", fields[f], v) << f << v;
        }
    }

    void hostileContextFields()
    {
        QFETCH(int, field);
        QFETCH(int, value);
        const QString bad = hostileValues().at(value);
        const Policy p = cleanPolicy();
        Render::SandboxContext ctx = cleanContext();
        Render::SandboxContext neutral = ctx;
        bool essential = false;
        switch (field) {
        case 0:
            ctx.projectDir = bad;
            essential = true;
            break;
        case 1:
            ctx.projectSlug = bad;
            neutral.projectSlug.clear();
            break;
        case 2:
            ctx.sessionId = bad;
            neutral.sessionId.clear();
            break;
        case 3:
            ctx.containerName = bad;
            neutral.containerName.clear();
            break;
        case 4:
            ctx.imageTag = bad;
            essential = true;
            break;
        case 5:
            ctx.envFile = bad;
            neutral.envFile.clear();
            break;
        case 6:
            ctx.rulesetFile = bad;
            essential = true;
            break;
        case 7:
            ctx.agentDir = bad;
            neutral.agentDir.clear();
            break;
        case 8:
            ctx.homeVolume = bad;
            neutral.homeVolume.clear();
            break;
        case 9:
            ctx.gate.sandboxAddress = bad;
            essential = true;
            break;
        }
        QStringList warnings;
        const QStringList argv = Render::sandboxRunArgs(p, ctx, &warnings);
        if (bad.isEmpty() &&
            (field == 1 || field == 2 || field == 3 || field == 5 || field == 7 || field == 8)) {
            QCOMPARE(argv, Render::sandboxRunArgs(p, neutral));
            return;
        }
        QVERIFY2(!warnings.isEmpty(), "a skipped value must be reported");
        if (essential) {
            // Without it nothing safe can run: no argv at all (fail closed).
            QVERIFY(argv.isEmpty());
            return;
        }
        QCOMPARE(argv, Render::sandboxRunArgs(p, neutral));
        Rendered r;
        r.argv = argv;
        checkShape(r, ctx.imageTag, QString::number(field));
    }

    void gateRunArgsRefuseHostileContext()
    {
        for (const QString &bad : hostileValues()) {
            for (int field = 0; field < 5; ++field) {
                Render::GateContext g{QStringLiteral("p"),
                                      QStringLiteral("s"),
                                      QStringLiteral("aisb-gate-p-s"),
                                      QStringLiteral("localhost/ai-sandbox-gate:0123456789abcdef"),
                                      QStringLiteral("/s/squid.conf"),
                                      QStringLiteral("/s/hosts"),
                                      QStringLiteral("/s/log"),
                                      QString()};
                QString *slot[] = {&g.containerName, &g.imageTag, &g.configFile, &g.hostsFile, &g.logDir};
                *slot[field] = bad;
                QVERIFY(Render::gateRunArgs(g).isEmpty());
            }
            Render::GateContext g{bad,
                                  bad,
                                  QStringLiteral("aisb-gate-p-s"),
                                  QStringLiteral("localhost/g:1"),
                                  QStringLiteral("/s/squid.conf"),
                                  QStringLiteral("/s/hosts"),
                                  QStringLiteral("/s/log"),
                                  QString()};
            const QStringList a = Render::gateRunArgs(g);
            QVERIFY(!a.isEmpty());
            for (const QString &arg : a) {
                if (arg.startsWith(QStringLiteral("--label=")))
                    QVERIFY2(bad.isEmpty() || !arg.contains(bad), qPrintable(arg));
                QVERIFY(arg != bad);
            }
        }
    }

    void hostileGateInputs()
    {
        for (const QString &bad : hostileValues()) {
            QStringList warnings;
            const QString conf =
                Render::gateConfig(cleanPolicy(), 40000, {bad, QStringLiteral("203.0.113.9")}, &warnings);
            QCOMPARE(conf, Render::gateConfig(cleanPolicy(), 40000, {QStringLiteral("203.0.113.9")}));
            QVERIFY(Render::ruleset({bad, 40000}).isEmpty());
        }
    }

    void secretsNeverInArgv()
    {
        Policy p = cleanPolicy();
        p.env.set.insert(QStringLiteral("API_KEY"), QStringLiteral("sk-secret-set-value"));
        const Render::EnvFile f = Render::envFile(p, hostEnv());
        QVERIFY(f.content.contains("API_KEY=sk-secret-set-value\n"));
        QVERIFY(f.content.contains("GOOD_TOKEN=tok-value-1234\n"));
        for (const bool warm : {false, true}) {
            for (const NetworkMode mode : {NetworkMode::None, NetworkMode::Allowlist, NetworkMode::Open}) {
                p.network.mode = mode;
                Render::SandboxContext ctx = cleanContext();
                ctx.warm = warm;
                const QStringList argv = Render::sandboxRunArgs(p, ctx);
                QVERIFY(!argv.isEmpty());
                const QString joined = argv.join(QLatin1Char('\n'));
                for (const char *value : {"sk-secret-set-value", "tok-value-1234", "plain-value-5678", "=vi"})
                    QVERIFY2(!joined.contains(QLatin1String(value)), value);
                // Only our own variables are set on the command line.
                for (const QString &a : argv) {
                    if (a.startsWith(QStringLiteral("--env=")) || a == QLatin1String("-e"))
                        QVERIFY2(isOurOption(a), qPrintable(a));
                }
                QVERIFY(argv.contains(QStringLiteral("--env-file=/state/s1/env")));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRenderInjection)
#include "tst_render_injection.moc"
