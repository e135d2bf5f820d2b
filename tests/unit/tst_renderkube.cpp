// SPDX-License-Identifier: GPL-3.0-or-later
// The Kubernetes export (Render::kubeManifest, `ai-sandbox export kube`): golden files, the manifest
// read back by a real YAML parser (python3-yaml) and checked field by field, no variable's value in
// it, hostile strings that come back unchanged, refusals, and the pod's ruleset loaded by nft.
#include "engine/resourcenames.h"
#include "policy/policy.h"
#include "policy/policylayers.h"
#include "render/render.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace aisb;

namespace {

const QString goldenRoot = QStringLiteral(AISB_SOURCE_DIR "/tests/data/golden");
const QString projectDir = QStringLiteral("/home/user/src/demo project");
const QString slug = QStringLiteral("demo-project-1a2b3c");

struct Case
{
    QString name;
    Policy policy;
    Render::KubeContext ctx;
};

Render::KubeContext baseContext(const Policy &p)
{
    Render::KubeContext c;
    c.projectDir = projectDir;
    c.projectSlug = slug;
    c.imageTag = QStringLiteral("localhost/ai-sandbox:0123456789abcdef");
    c.gateImageTag = QStringLiteral("localhost/ai-sandbox-gate:fedcba9876543210");
    c.command = Render::harnessCommand(p);
    return c;
}

QList<Case> cases()
{
    QList<Case> out;
    {
        // The defaults: pi, allowlist with a local service.
        Case c{QStringLiteral("allowlist"), defaultPolicy(), {}};
        c.policy.network.allow = {QStringLiteral("api.anthropic.com"), QStringLiteral(".github.com")};
        c.policy.network.local = {
            LocalService{QStringLiteral("svc.internal"), QStringLiteral("10.89.0.7"), 8080}};
        c.policy.limits.memory = QStringLiteral("4g");
        c.policy.limits.cpus = 2;
        c.ctx = baseContext(c.policy);
        out.append(c);
    }
    {
        Case c{QStringLiteral("none"), defaultPolicy(), {}};
        c.policy.image.harness = QStringLiteral("shell");
        c.policy.network.mode = NetworkMode::None;
        c.policy.limits.memory = QStringLiteral("512m");
        c.policy.limits.cpus = 0.5;
        c.policy.limits.tmpSize = QStringLiteral("256m");
        c.policy.run.tty = false;
        c.ctx = baseContext(c.policy);
        out.append(c);
    }
    {
        Case c{QStringLiteral("open"), defaultPolicy(), {}};
        c.policy.image.harness = QStringLiteral("codex");
        c.policy.network.mode = NetworkMode::Open;
        c.policy.mounts.project = MountMode::ReadOnly;
        c.ctx = baseContext(c.policy);
        out.append(c);
    }
    {
        // Variables: passed (a glob expanded on the host, a name unset here), a literal, a secret
        // literal, and names the pod must not take.
        Case c{QStringLiteral("env"), defaultPolicy(), {}};
        c.policy.env.pass = {QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("AWS_*"),
                             QStringLiteral("UNSET_HERE")};
        c.policy.env.set = {{QStringLiteral("EDITOR"), QStringLiteral("vi")},
                            {QStringLiteral("DB_PASSWORD"), QStringLiteral("golden-db-password")},
                            {QStringLiteral("AISB_NET_MODE"), QStringLiteral("open")},
                            {QStringLiteral("HTTPS_PROXY"), QStringLiteral("http://evil:1")},
                            {QStringLiteral("HOME"), QStringLiteral("/root")}};
        c.policy.env.secrets = {QStringLiteral("DB_PASSWORD")};
        c.ctx = baseContext(c.policy);
        c.ctx.passNames = {QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("AWS_PROFILE"),
                           QStringLiteral("AWS_REGION")};
        out.append(c);
    }
    {
        // Masked and read-only paths, pinned folders, the policy file, an extra mount, a command.
        Case c{QStringLiteral("paths"), defaultPolicy(), {}};
        c.policy.image.harness = QStringLiteral("shell");
        c.policy.mounts.masked = {QStringLiteral(".env"), QStringLiteral("secrets/"), QStringLiteral("gone")};
        c.policy.mounts.readOnly = {QStringLiteral(".git/hooks"), QStringLiteral("ci/deploy.sh")};
        c.policy.mounts.extra = {
            ExtraMount{QStringLiteral("/srv/datasets"), QStringLiteral("/data"), MountMode::ReadOnly},
            ExtraMount{QStringLiteral("/srv/out"), QStringLiteral("/out"), MountMode::ReadWrite}};
        c.policy.run.workdir = QStringLiteral("/project/src");
        c.ctx = baseContext(c.policy);
        c.ctx.command = {QStringLiteral("bash"), QStringLiteral("-lc"), QStringLiteral("make test")};
        c.ctx.projectPaths = {{QStringLiteral(".env"), Render::PathKind::File},
                              {QStringLiteral("secrets"), Render::PathKind::Directory},
                              {QStringLiteral("gone"), Render::PathKind::Missing},
                              {QStringLiteral(".git/hooks"), Render::PathKind::Directory},
                              {QStringLiteral("ci/deploy.sh"), Render::PathKind::File},
                              {QStringLiteral(".ai-sandbox.toml"), Render::PathKind::File}};
        out.append(c);
    }
    return out;
}

// The YAML stream read by python3-yaml (safe_load_all), as JSON: one element a document. Sets
// *error when it does not parse (or the parser is missing).
QJsonArray parseYaml(const QString &yaml, QString *error)
{
    QProcess py;
    py.start(QStringLiteral("python3"),
             {QStringLiteral("-c"),
              QStringLiteral("import sys, json, yaml\n"
                             "docs = [d for d in yaml.safe_load_all(sys.stdin.read()) if d is not None]\n"
                             "print(json.dumps(docs))\n")});
    if (!py.waitForStarted(10000)) {
        *error = QStringLiteral("python3 is missing: scripts/setup installs it (and python3-yaml)");
        return {};
    }
    py.write(yaml.toUtf8());
    py.closeWriteChannel();
    if (!py.waitForFinished(30000) || py.exitCode() != 0) {
        *error = QString::fromUtf8(py.readAllStandardError()).right(2000) +
                 QStringLiteral(" (python3-yaml missing? scripts/setup installs it)");
        return {};
    }
    return QJsonDocument::fromJson(py.readAllStandardOutput()).array();
}

QJsonObject document(const QJsonArray &docs, const QString &kind)
{
    for (const QJsonValue &d : docs)
        if (d.toObject().value(QStringLiteral("kind")).toString() == kind)
            return d.toObject();
    return {};
}

QJsonObject container(const QJsonObject &pod, const QString &list, const QString &name)
{
    for (const QJsonValue &c : pod[QStringLiteral("spec")][list].toArray())
        if (c[QStringLiteral("name")].toString() == name)
            return c.toObject();
    return {};
}

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

// Every key anywhere in the value (to prove one never occurs, e.g. subPath).
bool hasKey(const QJsonValue &v, const QString &key)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.key() == key || hasKey(it.value(), key))
                return true;
    } else if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            if (hasKey(e, key))
                return true;
    }
    return false;
}

} // namespace

class TestRenderKube : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<int>("index");
        const QList<Case> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).name)) << i;
    }

    // tests/data/golden/kube-<case>.yaml; AISB_UPDATE_GOLDEN=1 regenerates after a deliberate change.
    void golden()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        const QByteArray got = Render::kubeManifest(c.policy, c.ctx).toUtf8();
        QVERIFY(!got.isEmpty());
        QCOMPARE(Render::kubeManifest(c.policy, c.ctx).toUtf8(), got); // deterministic
        const QString path = goldenRoot + QStringLiteral("/kube-") + c.name + QStringLiteral(".yaml");
        if (qEnvironmentVariableIntValue("AISB_UPDATE_GOLDEN") == 1)
            QVERIFY(test::writeWithFolders(path, got));
        QVERIFY2(QFile::exists(path),
                 qPrintable(path + QStringLiteral(" is missing: run with AISB_UPDATE_GOLDEN=1")));
        const QList<QByteArray> a = got.split('\n');
        const QList<QByteArray> b = test::readOrMissing(path).split('\n');
        for (int i = 0; i < qMax(a.size(), b.size()); ++i)
            if (a.value(i) != b.value(i))
                QFAIL(
                    qPrintable(QStringLiteral("%1 differs at line %2:\n  got:  %3\n  want: %4\n"
                                              "(AISB_UPDATE_GOLDEN=1 regenerates after a deliberate change)")
                                   .arg(path)
                                   .arg(i + 1)
                                   .arg(QString::fromUtf8(a.value(i)), QString::fromUtf8(b.value(i)))));
    }

    void parsesAsKubernetesObjects_data() { golden_data(); }

    // Read back by a YAML parser: the objects and the fields the sandbox's safety rests on.
    void parsesAsKubernetesObjects()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        const QString yaml = Render::kubeManifest(c.policy, c.ctx);
        QString error;
        const QJsonArray docs = parseYaml(yaml, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const NetworkMode mode = c.policy.network.mode;
        const bool allowlist = mode == NetworkMode::Allowlist;
        QCOMPARE(docs.size(), mode == NetworkMode::Open ? 2 : 3);

        const QJsonObject pod = document(docs, QStringLiteral("Pod"));
        QCOMPARE(pod[QStringLiteral("apiVersion")].toString(), QStringLiteral("v1"));
        QCOMPARE(pod[QStringLiteral("metadata")][QStringLiteral("name")].toString(),
                 ResourceName::kubePod(slug));
        const QJsonObject spec = pod[QStringLiteral("spec")].toObject();
        QCOMPARE(spec[QStringLiteral("automountServiceAccountToken")], QJsonValue(false));
        QCOMPARE(spec[QStringLiteral("enableServiceLinks")], QJsonValue(false));
        QCOMPARE(spec[QStringLiteral("restartPolicy")].toString(), QStringLiteral("Never"));
        QVERIFY(!spec.contains(QStringLiteral("hostNetwork")) && !spec.contains(QStringLiteral("hostPID")));
        // podman ignores subPath on a hostPath (the whole project would show): never used.
        QVERIFY(!hasKey(pod, QStringLiteral("subPath")));

        // The sandbox: uid 1000, nothing to escalate with, read-only root, the policy's command.
        const QJsonObject sandbox = container(pod, QStringLiteral("containers"), QStringLiteral("sandbox"));
        const QJsonObject sc = sandbox[QStringLiteral("securityContext")].toObject();
        QCOMPARE(sc[QStringLiteral("runAsUser")].toInt(), 1000);
        QCOMPARE(sc[QStringLiteral("runAsNonRoot")], QJsonValue(true));
        QCOMPARE(sc[QStringLiteral("allowPrivilegeEscalation")], QJsonValue(false));
        QCOMPARE(sc[QStringLiteral("readOnlyRootFilesystem")], QJsonValue(true));
        QCOMPARE(strings(sc[QStringLiteral("capabilities")][QStringLiteral("drop")]),
                 QStringList{QStringLiteral("ALL")});
        QVERIFY(!sc[QStringLiteral("capabilities")].toObject().contains(QStringLiteral("add")));
        QVERIFY(!sc.contains(QStringLiteral("privileged")));
        // In allowlist mode the command starts once the gate answers (a perl waiter execs it).
        if (allowlist) {
            const QStringList waiter = strings(sandbox[QStringLiteral("command")]);
            QCOMPARE(waiter.size(), 4);
            QCOMPARE(waiter.first(), QStringLiteral("/usr/bin/perl"));
            QVERIFY(waiter.at(2).contains(QLatin1String("aisb-gate-ready.invalid")));
            QVERIFY(waiter.at(2).contains(QLatin1String("exec { $ARGV[0] } @ARGV;")));
            QCOMPARE(waiter.last(), QStringLiteral("--"));
            QCOMPARE(strings(sandbox[QStringLiteral("args")]), c.ctx.command);
        } else {
            QCOMPARE(strings(sandbox[QStringLiteral("command")]), c.ctx.command);
            QVERIFY(!sandbox.contains(QStringLiteral("args")));
        }
        QCOMPARE(sandbox[QStringLiteral("image")].toString(), c.ctx.imageTag);

        QMap<QString, QJsonObject> env;
        for (const QJsonValue &e : sandbox[QStringLiteral("env")].toArray())
            env.insert(e[QStringLiteral("name")].toString(), e.toObject());
        QCOMPARE(env.value(QStringLiteral("HOME"))[QStringLiteral("value")].toString(),
                 QStringLiteral("/home/sandbox"));
        QCOMPARE(env.contains(QStringLiteral("HTTP_PROXY")), allowlist);
        if (allowlist)
            QCOMPARE(env.value(QStringLiteral("HTTP_PROXY"))[QStringLiteral("value")].toString(),
                     QStringLiteral("http://127.0.0.1:3128"));

        // Mount points: the project, and /project/<rel> only for what the probe saw.
        QStringList mountPaths;
        for (const QJsonValue &m : sandbox[QStringLiteral("volumeMounts")].toArray())
            mountPaths << m[QStringLiteral("mountPath")].toString();
        QCOMPARE(mountPaths.value(0), QStringLiteral("/project"));
        QVERIFY(mountPaths.contains(QStringLiteral("/tmp")) &&
                mountPaths.contains(QStringLiteral("/home/sandbox")));
        QCOMPARE(mountPaths.removeDuplicates(), 0);

        // Every mount names a volume of the pod. podman kube play makes each emptyDir a volume of
        // that name: the pod's own (another pod's "tmp" would be shared). A CharDevice hostPath is
        // dropped by podman 4.3 without a word: /dev/null carries no type.
        QSet<QString> volumeNames;
        for (const QJsonValue &v : spec[QStringLiteral("volumes")].toArray()) {
            const QString name = v[QStringLiteral("name")].toString();
            volumeNames.insert(name);
            if (v.toObject().contains(QStringLiteral("emptyDir")))
                QVERIFY2(name.startsWith(ResourceName::kubePod(slug) + QLatin1Char('-')), qPrintable(name));
            if (v[QStringLiteral("hostPath")][QStringLiteral("path")].toString() ==
                QLatin1String("/dev/null"))
                QVERIFY(!v[QStringLiteral("hostPath")].toObject().contains(QStringLiteral("type")));
        }
        for (const QString &list : {QStringLiteral("containers"), QStringLiteral("initContainers")})
            for (const QJsonValue &ct : spec[list].toArray())
                for (const QJsonValue &m : ct[QStringLiteral("volumeMounts")].toArray())
                    QVERIFY2(volumeNames.contains(m[QStringLiteral("name")].toString()),
                             qPrintable(m[QStringLiteral("name")].toString()));

        const QJsonObject init = container(pod, QStringLiteral("initContainers"), QStringLiteral("firewall"));
        const QJsonObject gate = container(pod, QStringLiteral("containers"), QStringLiteral("gate"));
        const QJsonObject files = document(docs, QStringLiteral("ConfigMap"));
        QCOMPARE(init.isEmpty(), mode == NetworkMode::Open);
        QCOMPARE(gate.isEmpty(), !allowlist);
        if (mode != NetworkMode::Open) {
            // NET_ADMIN for the ruleset, and nothing else; the ruleset arrives unchanged.
            const QJsonObject isc = init[QStringLiteral("securityContext")].toObject();
            QCOMPARE(strings(isc[QStringLiteral("capabilities")][QStringLiteral("add")]),
                     QStringList{QStringLiteral("NET_ADMIN")});
            QCOMPARE(isc[QStringLiteral("allowPrivilegeEscalation")], QJsonValue(false));
            QCOMPARE(files[QStringLiteral("metadata")][QStringLiteral("name")].toString(),
                     ResourceName::kubeFiles(slug));
            QCOMPARE(files[QStringLiteral("data")][QStringLiteral("ruleset.nft")].toString(),
                     Render::kubeRuleset(c.policy));
            const QStringList script = strings(init[QStringLiteral("command")]);
            QCOMPARE(script.mid(0, 2), (QStringList{QStringLiteral("/bin/sh"), QStringLiteral("-c")}));
            QVERIFY(script.value(2).contains(QLatin1String("/usr/sbin/nft -f /etc/aisb/ruleset.nft")));
            QVERIFY(script.value(2).contains(QLatin1String("  listing=$(")));
        }
        if (allowlist) {
            const QJsonObject gsc = gate[QStringLiteral("securityContext")].toObject();
            QCOMPARE(gsc[QStringLiteral("runAsUser")].toInt(), Render::kubeGateUid);
            QCOMPARE(gsc[QStringLiteral("runAsNonRoot")], QJsonValue(true));
            QVERIFY(!gsc[QStringLiteral("capabilities")].toObject().contains(QStringLiteral("add")));
            const QString squid = files[QStringLiteral("data")][QStringLiteral("squid.conf")].toString();
            QVERIFY(squid.contains(QLatin1String("\nhttp_port 127.0.0.1:3128\n")));
            QVERIFY(squid.contains(QLatin1String("\naccess_log stdio:/dev/stdout aisb\n")));
            QVERIFY(squid.contains(QLatin1String("\ncache_log /dev/stderr\n")));
            QVERIFY(!squid.contains(QLatin1String("/var/log/aisb")));
            // The tab-separated log format survives the quoting.
            QVERIFY(squid.contains(QLatin1String("logformat aisb %ts.%03tu\t%>a\t")));
            QCOMPARE(files[QStringLiteral("data")][QStringLiteral("hosts")].toString(),
                     Render::gateHosts(c.policy));
        }

        const QJsonObject np = document(docs, QStringLiteral("NetworkPolicy"));
        QCOMPARE(np[QStringLiteral("apiVersion")].toString(), QStringLiteral("networking.k8s.io/v1"));
        QCOMPARE(strings(np[QStringLiteral("spec")][QStringLiteral("policyTypes")]),
                 (QStringList{QStringLiteral("Ingress"), QStringLiteral("Egress")}));
        QCOMPARE(np[QStringLiteral("spec")][QStringLiteral("ingress")].toArray().size(), 0);
        const QJsonArray egress = np[QStringLiteral("spec")][QStringLiteral("egress")].toArray();
        if (mode == NetworkMode::None)
            QCOMPARE(egress.size(), 0);
        if (allowlist) {
            QCOMPARE(egress.size(), 2 + c.policy.network.local.size());
            if (!c.policy.network.local.isEmpty())
                QCOMPARE(
                    egress.last()[QStringLiteral("to")][0][QStringLiteral("ipBlock")][QStringLiteral("cidr")]
                        .toString(),
                    c.policy.network.local.last().address + QStringLiteral("/32"));
        }
    }

    // Passed variables and secret literals are names only: the Secret holds their values.
    void noVariableValueInTheManifest()
    {
        const Case c = cases().at(3);
        QStringList warnings;
        const QString yaml = Render::kubeManifest(c.policy, c.ctx, &warnings);
        for (const char *value : {"golden-db-password", "http://evil:1", "/root"})
            QVERIFY2(!yaml.contains(QLatin1String(value)), value);
        QString error;
        const QJsonObject pod = document(parseYaml(yaml, &error), QStringLiteral("Pod"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QMap<QString, QJsonObject> env;
        for (const QJsonValue &e :
             container(pod, QStringLiteral("containers"), QStringLiteral("sandbox"))[QStringLiteral("env")]
                 .toArray())
            env.insert(e[QStringLiteral("name")].toString(), e.toObject());
        for (const char *name :
             {"ANTHROPIC_API_KEY", "AWS_PROFILE", "AWS_REGION", "UNSET_HERE", "DB_PASSWORD"}) {
            const QJsonObject e = env.value(QLatin1String(name));
            QVERIFY2(!e.contains(QStringLiteral("value")), name);
            QCOMPARE(e[QStringLiteral("valueFrom")][QStringLiteral("secretKeyRef")][QStringLiteral("name")]
                         .toString(),
                     ResourceName::kubeEnvSecret(slug));
            QCOMPARE(e[QStringLiteral("valueFrom")][QStringLiteral("secretKeyRef")][QStringLiteral("key")]
                         .toString(),
                     QLatin1String(name));
            // The header's command names it, never its value.
            QVERIFY(yaml.contains(QStringLiteral("--from-literal=%1=\"$%1\"").arg(QLatin1String(name))));
        }
        QCOMPARE(env.value(QStringLiteral("EDITOR"))[QStringLiteral("value")].toString(),
                 QStringLiteral("vi"));
        // Ours stay ours: the policy cannot point the proxy elsewhere or change the mode or home.
        QCOMPARE(env.value(QStringLiteral("HTTPS_PROXY"))[QStringLiteral("value")].toString(),
                 QStringLiteral("http://127.0.0.1:3128"));
        QCOMPARE(env.value(QStringLiteral("AISB_NET_MODE"))[QStringLiteral("value")].toString(),
                 QStringLiteral("allowlist"));
        QCOMPARE(env.value(QStringLiteral("HOME"))[QStringLiteral("value")].toString(),
                 QStringLiteral("/home/sandbox"));
        QCOMPARE(warnings.filter(QStringLiteral("reserved")).size(), 2); // AISB_NET_MODE, HTTPS_PROXY
    }

    // What an attacker writes into a policy (a command argument, a literal variable, a local
    // service's name) comes back from the parser exactly: no new key, document or list item.
    void hostileStringsRoundTrip()
    {
        const QStringList hostile = {
            QStringLiteral("\"]\n- name: evil\n  image: x"),
            QStringLiteral("---\nkind: Pod"),
            QStringLiteral("a: b # c"),
            QStringLiteral("  leading and trailing  "),
            QStringLiteral("\\n not a newline \\"),
            QStringLiteral("tab\there\r\nand\x1b[31mescape\x7f"),
            QString(QChar(0x2028)) + QStringLiteral("sep") + QChar(0x85) + QChar(0xfeff),
            QStringLiteral("\n\n  \n"),
            QStringLiteral("'single' {flow} [seq] &anchor *alias !tag %directive @ `"),
            QStringLiteral("Grüße, 日本, 🙂"),
        };
        Policy p = defaultPolicy();
        p.image.harness = QStringLiteral("shell");
        Render::KubeContext ctx = baseContext(p);
        ctx.command = QStringList{QStringLiteral("bash")} + hostile;
        for (int i = 0; i < hostile.size(); ++i)
            p.env.set.insert(QStringLiteral("V%1").arg(i), hostile.at(i));
        const QString yaml = Render::kubeManifest(p, ctx);
        QString error;
        const QJsonArray docs = parseYaml(yaml, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(docs.size(), 3);
        const QJsonObject pod = document(docs, QStringLiteral("Pod"));
        QCOMPARE(pod[QStringLiteral("spec")][QStringLiteral("containers")].toArray().size(), 2);
        const QJsonObject sandbox = container(pod, QStringLiteral("containers"), QStringLiteral("sandbox"));
        QCOMPARE(strings(sandbox[QStringLiteral("args")]), ctx.command);
        QMap<QString, QString> env;
        for (const QJsonValue &e : sandbox[QStringLiteral("env")].toArray())
            env.insert(e[QStringLiteral("name")].toString(), e[QStringLiteral("value")].toString());
        for (int i = 0; i < hostile.size(); ++i)
            QCOMPARE(env.value(QStringLiteral("V%1").arg(i)), hostile.at(i));
        // And the quoting helper on its own, with line continuations.
        for (const QString &s : hostile) {
            const QString doc = QStringLiteral("k: ") + Render::yamlQuoted(s, 2) + QLatin1Char('\n');
            const QJsonArray one = parseYaml(doc, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(one.at(0)[QStringLiteral("k")].toString(), s);
        }
    }

    void refusesWhatCannotRunSafely()
    {
        const Policy p = defaultPolicy();
        QStringList warnings;
        Render::KubeContext ctx = baseContext(p);
        ctx.imageTag = QStringLiteral("-bad tag");
        QVERIFY(Render::kubeManifest(p, ctx, &warnings).isEmpty());
        ctx = baseContext(p);
        ctx.gateImageTag.clear();
        QVERIFY(Render::kubeManifest(p, ctx, &warnings).isEmpty());
        ctx = baseContext(p);
        ctx.projectDir = QStringLiteral("relative/dir");
        QVERIFY(Render::kubeManifest(p, ctx, &warnings).isEmpty());
        ctx = baseContext(p);
        ctx.projectDir = QStringLiteral("/a\nb");
        QVERIFY(Render::kubeManifest(p, ctx, &warnings).isEmpty());
        ctx = baseContext(p);
        ctx.command = {QStringLiteral("sh"), QStringLiteral("a") + QChar(0) + QStringLiteral("b")};
        QVERIFY(Render::kubeManifest(p, ctx, &warnings).isEmpty());
        ctx = baseContext(p);
        ctx.command = {QStringLiteral("--privileged")};
        QVERIFY(Render::kubeManifest(p, ctx, &warnings).isEmpty());
        QCOMPARE(warnings.size(), 6);
        // The same context with a usable value renders (the refusals above were the value's).
        QVERIFY(!Render::kubeManifest(p, baseContext(p)).isEmpty());
    }

    void limitsAreKubernetesQuantities()
    {
        Policy p = defaultPolicy();
        p.limits.memory = QStringLiteral("512m"); // Kubernetes: "512m" would be 0.512 bytes
        p.limits.cpus = 1.25;
        p.limits.tmpSize = QStringLiteral("1g");
        const QString yaml = Render::kubeManifest(p, baseContext(p));
        QVERIFY(yaml.contains(QLatin1String("memory: \"512Mi\"")));
        QVERIFY(yaml.contains(QLatin1String("cpu: \"1250m\"")));
        QVERIFY(yaml.contains(QLatin1String("sizeLimit: \"1Gi\"")));
        QVERIFY(!yaml.contains(QLatin1String("\"512m\"")));
    }

    // The pod's ruleset loads (nft, in a throw-away network namespace) and drops by default.
    void podRulesetLoads()
    {
        const QString nft = QStandardPaths::findExecutable(
            QStringLiteral("nft"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        if (nft.isEmpty() || unshare.isEmpty() || geteuid() != 0)
            QSKIP("needs nft, unshare and root to load the ruleset in a throwaway network namespace");
        QTemporaryDir dir;
        for (const NetworkMode mode : {NetworkMode::Allowlist, NetworkMode::None}) {
            Policy p = defaultPolicy();
            p.network.mode = mode;
            const QString path = dir.filePath(QStringLiteral("ruleset.nft"));
            QVERIFY(test::writeWithFolders(path, Render::kubeRuleset(p).toUtf8()));
            QProcess sh;
            sh.start(unshare, {QStringLiteral("-n"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                               nft + QStringLiteral(" -f ") + path + QStringLiteral(" && ") + nft +
                                   QStringLiteral(" list table inet aisb")});
            QVERIFY(sh.waitForFinished(30000));
            const QString out = QString::fromUtf8(sh.readAllStandardOutput());
            QVERIFY2(sh.exitCode() == 0, qPrintable(QString::fromUtf8(sh.readAllStandardError())));
            QCOMPARE(out.count(QLatin1String("policy drop;")), 2);
            QCOMPARE(out.contains(QLatin1String("meta skuid")), mode == NetworkMode::Allowlist);
        }
        Policy open = defaultPolicy();
        open.network.mode = NetworkMode::Open;
        QCOMPARE(Render::kubeRuleset(open), QString());
    }
};

QTEST_GUILESS_MAIN(TestRenderKube)
#include "tst_renderkube.moc"
