// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policyfile.h"
#include "policy/policyloader.h"
#include "policy/trust.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

Q_DECLARE_METATYPE(aisb::Layer)

namespace {

QString describe(const QList<PolicyIssue> &issues)
{
    QStringList out;
    for (const PolicyIssue &i : issues)
        out.append(i.field + QStringLiteral(": ") + i.message);
    return out.join(QLatin1Char('\n'));
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestPolicyLayers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_tmp.reset(new QTemporaryDir);
        QVERIFY(m_tmp->isValid());
        qputenv("XDG_CONFIG_HOME", path(QStringLiteral("config")).toUtf8());
        qputenv("XDG_STATE_HOME", path(QStringLiteral("state")).toUtf8());
        QVERIFY(QDir().mkpath(path(QStringLiteral("project"))));
    }

    void environmentVariableNames()
    {
        QCOMPARE(environmentVariableFor(QStringLiteral("network.allow")),
                 QStringLiteral("AISB_NETWORK_ALLOW"));
        QCOMPARE(environmentVariableFor(QStringLiteral("limits.tmp_size")),
                 QStringLiteral("AISB_LIMITS_TMP_SIZE"));
        QCOMPARE(environmentVariableFor(QStringLiteral("mounts.home_volume")),
                 QStringLiteral("AISB_MOUNTS_HOME_VOLUME"));
    }

    void environmentLayerParsesEveryKind()
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("AISB_LIMITS_TMP_SIZE"), QStringLiteral("1g"));
        env.insert(QStringLiteral("AISB_LIMITS_CPUS"), QStringLiteral("0.5"));
        env.insert(QStringLiteral("AISB_LIMITS_EXEC_TIMEOUT"), QStringLiteral("2m"));
        env.insert(QStringLiteral("AISB_RUN_TTY"), QStringLiteral("no"));
        env.insert(QStringLiteral("AISB_RUN_COMMAND"), QStringLiteral("bash,-c,echo hi"));
        env.insert(QStringLiteral("AISB_LOG"), QStringLiteral("debug")); // not a policy variable, no issue
        env.insert(QStringLiteral("HOME"), QStringLiteral("/root"));
        QList<PolicyIssue> issues;
        const PolicyLayer layer = environmentLayer(env, issues);
        QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
        QVERIFY(layer.layer == Layer::Environment);
        QCOMPARE(layer.fields.size(), 5);
        const Policy &p = layer.values;
        QCOMPARE(p.limits.tmpSize, QStringLiteral("1g"));
        QCOMPARE(p.limits.cpus, 0.5);
        QCOMPARE(p.limits.execTimeoutSec, 120);
        QCOMPARE(p.run.tty, false);
        QCOMPARE(p.run.command,
                 (QStringList{QStringLiteral("bash"), QStringLiteral("-c"), QStringLiteral("echo hi")}));
    }

    // Issue 10 item 8: what decides the sandbox's boundary (network.*, mounts.*, env.*, image.*)
    // is refused from AISB_* variables, each named with its fix, and nothing of it is applied; a
    // trusted file's network.mode cannot be opened from the environment.
    void environmentLayerRefusesBoundaryFields()
    {
        QProcessEnvironment env;
        const QMap<QString, QString> vars = {
            {QStringLiteral("AISB_NETWORK_MODE"), QStringLiteral("open")},
            {QStringLiteral("AISB_NETWORK_ALLOW"), QStringLiteral("a.com")},
            {QStringLiteral("AISB_NETWORK_PORTS"), QStringLiteral("443,8443")},
            {QStringLiteral("AISB_NETWORK_LOCAL"), QStringLiteral("svc.internal=127.0.0.1:8080")},
            {QStringLiteral("AISB_ENV_SET"), QStringLiteral("LD_PRELOAD=/project/x.so")},
            {QStringLiteral("AISB_ENV_PASS"), QStringLiteral("*")},
            {QStringLiteral("AISB_MOUNTS_PROJECT"), QStringLiteral("rw")},
            {QStringLiteral("AISB_MOUNTS_EXTRA"), QStringLiteral("/root/.ssh:/s:rw")},
            {QStringLiteral("AISB_MOUNTS_MASKED"), QString()},
            {QStringLiteral("AISB_MOUNTS_READ_ONLY"), QString()},
            {QStringLiteral("AISB_IMAGE_BASE"), QStringLiteral("docker.io/evil/base:1")}};
        for (auto it = vars.cbegin(); it != vars.cend(); ++it)
            env.insert(it.key(), it.value());
        QList<PolicyIssue> issues;
        const PolicyLayer layer = environmentLayer(env, issues);
        QVERIFY2(layer.fields.isEmpty(),
                 qPrintable(QStringList(layer.fields.values()).join(QLatin1Char(' '))));
        QCOMPARE(issues.size(), vars.size());
        for (auto it = vars.cbegin(); it != vars.cend(); ++it) {
            bool named = false;
            for (const PolicyIssue &i : issues)
                named = named || (i.message.contains(it.key()) && i.message.contains(QLatin1String(" -o ")));
            QVERIFY2(named, qPrintable(it.key()));
        }

        // Through the loader: a trusted allowlist file stays allowlist, and the launch is refused.
        const QString project = path(QStringLiteral("project"));
        QFile f(project + QStringLiteral("/.ai-sandbox.toml"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[network]\nmode = \"allowlist\"\n");
        f.close();
        QVERIFY(TrustStore().approve(project + QStringLiteral("/.ai-sandbox.toml")).isEmpty());
        PolicyRequest req;
        req.projectDir = project;
        req.environment = QProcessEnvironment();
        req.environment.insert(QStringLiteral("AISB_NETWORK_MODE"), QStringLiteral("open"));
        const LoadedPolicy loaded = loadPolicy(req);
        QVERIFY(loaded.resolved.policy.network.mode == NetworkMode::Allowlist);
        QVERIFY(!loaded.usable());
        QVERIFY2(loaded.problems().contains(QLatin1String("AISB_NETWORK_MODE")),
                 qPrintable(loaded.problems()));
        QFile::remove(project + QStringLiteral("/.ai-sandbox.toml"));
    }

    void environmentLayerBadValues()
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("AISB_LIMITS_CPUS"), QStringLiteral("lots"));
        env.insert(QStringLiteral("AISB_RUN_KEEP"), QStringLiteral("maybe"));
        env.insert(QStringLiteral("AISB_LIMITS_PIDS"), QStringLiteral("12x"));
        env.insert(QStringLiteral("AISB_NETWORK_ALOW"), QStringLiteral("a.com"));
        env.insert(QStringLiteral("AISB_LIMITS_MEMORY"), QStringLiteral("2g"));
        QList<PolicyIssue> issues;
        const PolicyLayer layer = environmentLayer(env, issues);
        QCOMPARE(layer.fields, QSet<QString>{QStringLiteral("limits.memory")});
        QCOMPARE(issues.size(), 4);
        auto find = [&](const QString &var) {
            for (const PolicyIssue &i : issues) {
                if (i.message.contains(var))
                    return i;
            }
            return PolicyIssue{};
        };
        QCOMPARE(find(QStringLiteral("AISB_LIMITS_CPUS")).field, QStringLiteral("limits.cpus"));
        QCOMPARE(find(QStringLiteral("AISB_RUN_KEEP")).field, QStringLiteral("run.keep"));
        QCOMPARE(find(QStringLiteral("AISB_LIMITS_PIDS")).field, QStringLiteral("limits.pids"));
        const PolicyIssue typo = find(QStringLiteral("AISB_NETWORK_ALOW"));
        QCOMPARE(typo.field, QStringLiteral("AISB_NETWORK_ALOW"));
        QVERIFY(typo.message.contains(QStringLiteral("AISB_NETWORK_ALLOW")));
    }

    void setFromStringUnknownKey()
    {
        Policy p = defaultPolicy();
        QList<PolicyIssue> issues;
        QVERIFY(
            !setPolicyFieldFromString(QStringLiteral("network.allowed"), QStringLiteral("a.com"), p, issues));
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].field, QStringLiteral("network.allowed"));
        QVERIFY(p == defaultPolicy());
        QVERIFY(!copyPolicyField(QStringLiteral("nope"), p, p));
    }

    void mergeRecordsProvenance()
    {
        PolicyLayer user;
        user.layer = Layer::User;
        user.origin = QStringLiteral("/u.toml");
        user.values = defaultPolicy();
        user.values.limits.pids = 1;
        user.values.limits.memory = QStringLiteral("1g"); // not in fields: ignored
        user.fields = {QStringLiteral("limits.pids")};
        PolicyLayer flag;
        flag.layer = Layer::Flag;
        flag.origin = QStringLiteral("command line");
        flag.values = defaultPolicy();
        flag.values.limits.pids = 2;
        flag.fields = {QStringLiteral("limits.pids")};

        const ResolvedPolicy r = mergeLayers({user, flag});
        QCOMPARE(r.policy.limits.pids, 2);
        QCOMPARE(r.policy.limits.memory, defaultPolicy().limits.memory);
        QVERIFY(r.origin.value(QStringLiteral("limits.pids")) == Layer::Flag);
        QCOMPARE(r.originText.value(QStringLiteral("limits.pids")), QStringLiteral("command line"));
        QVERIFY(r.origin.value(QStringLiteral("limits.memory")) == Layer::BuiltIn);
        QCOMPARE(r.originText.value(QStringLiteral("limits.memory")), QStringLiteral("built-in"));
        QCOMPARE(r.origin.size(), policyFieldKeys().size());
        QVERIFY(r.issues.isEmpty());
        QVERIFY(mergeLayers({}).policy == defaultPolicy());
    }

    // Every pair of layers, through loadPolicy with real files, a real environment and a
    // flag layer: the higher one wins, and provenance names it.
    void precedence_data()
    {
        QTest::addColumn<Layer>("lower");
        QTest::addColumn<Layer>("higher");
        const QList<Layer> order = {Layer::BuiltIn, Layer::User, Layer::Project, Layer::Environment,
                                    Layer::Flag};
        int pairs = 0;
        for (qsizetype i = 0; i < order.size(); ++i) {
            for (qsizetype j = i + 1; j < order.size(); ++j) {
                QTest::addRow("%s < %s", qPrintable(toString(order[i])), qPrintable(toString(order[j])))
                    << order[i] << order[j];
                ++pairs;
            }
        }
        QCOMPARE(pairs, 10);
    }
    void precedence()
    {
        QFETCH(Layer, lower);
        QFETCH(Layer, higher);
        // Distinct values per layer for a scalar and a list field.
        auto pidsOf = [](Layer l) { return 100 + int(l); };
        auto hostOf = [](Layer l) { return QStringLiteral("layer%1.example.com").arg(int(l)); };

        PolicyRequest req;
        req.projectDir = path(QStringLiteral("project"));
        req.userConfig = path(QStringLiteral("config/ai-sandbox/config.toml"));
        req.trustDir = path(QStringLiteral("state/trust"));
        req.environment = QProcessEnvironment();
        req.flags.layer = Layer::Flag;
        req.flags.origin = QStringLiteral("command line");
        req.flags.values = defaultPolicy();

        for (Layer l : {lower, higher}) {
            const QByteArray toml = QStringLiteral("[limits]\npids = %1\n\n[run]\nworkdir = \"/w/%2\"\n")
                                        .arg(pidsOf(l))
                                        .arg(hostOf(l))
                                        .toUtf8();
            switch (l) {
            case Layer::BuiltIn:
                break;
            case Layer::User:
                QVERIFY(writeFile(req.userConfig, toml));
                break;
            case Layer::Project: {
                const QString file = PolicyFile::projectConfigPath(req.projectDir);
                QVERIFY(writeFile(file, toml));
                QCOMPARE(TrustStore(req.trustDir).approve(file), QString());
                break;
            }
            case Layer::Environment:
                req.environment.insert(QStringLiteral("AISB_LIMITS_PIDS"), QString::number(pidsOf(l)));
                req.environment.insert(QStringLiteral("AISB_RUN_WORKDIR"), QStringLiteral("/w/") + hostOf(l));
                break;
            case Layer::Flag: {
                QList<PolicyIssue> issues;
                QVERIFY(setPolicyFieldFromString(QStringLiteral("limits.pids"), QString::number(pidsOf(l)),
                                                 req.flags.values, issues));
                QVERIFY(setPolicyFieldFromString(QStringLiteral("run.workdir"),
                                                 QStringLiteral("/w/") + hostOf(l), req.flags.values,
                                                 issues));
                req.flags.fields = {QStringLiteral("limits.pids"), QStringLiteral("run.workdir")};
                break;
            }
            }
        }

        const LoadedPolicy loaded = loadPolicy(req);
        QVERIFY2(loaded.resolved.issues.isEmpty(), qPrintable(describe(loaded.resolved.issues)));
        QVERIFY(loaded.usable());
        const ResolvedPolicy &r = loaded.resolved;
        QCOMPARE(r.policy.limits.pids, pidsOf(higher));
        if (higher != Layer::BuiltIn)
            QCOMPARE(r.policy.run.workdir, QStringLiteral("/w/") + hostOf(higher));
        for (const char *key : {"limits.pids", "run.workdir"}) {
            QVERIFY(r.origin.value(QLatin1String(key)) == higher);
            QString expectedText;
            switch (higher) {
            case Layer::User:
                expectedText = req.userConfig;
                break;
            case Layer::Project:
                expectedText = PolicyFile::projectConfigPath(req.projectDir);
                break;
            case Layer::Environment:
                expectedText = QStringLiteral("AISB_* environment");
                break;
            case Layer::Flag:
                expectedText = QStringLiteral("command line");
                break;
            case Layer::BuiltIn:
                expectedText = QStringLiteral("built-in");
                break;
            }
            QCOMPARE(r.originText.value(QLatin1String(key)), expectedText);
        }
        // Untouched fields stay built-in.
        QVERIFY(r.origin.value(QStringLiteral("limits.memory")) == Layer::BuiltIn);
        QCOMPARE(r.policy.limits.memory, defaultPolicy().limits.memory);
    }

    void builtInWhenNothingSet()
    {
        PolicyRequest req;
        req.projectDir = path(QStringLiteral("project"));
        req.userConfig = path(QStringLiteral("config/none.toml"));
        req.trustDir = path(QStringLiteral("state/trust"));
        req.environment = QProcessEnvironment();
        const LoadedPolicy loaded = loadPolicy(req);
        QVERIFY(loaded.usable());
        QVERIFY(loaded.trust.status == TrustStore::Status::NoFile);
        QVERIFY(loaded.resolved.policy == defaultPolicy());
        for (const QString &key : policyFieldKeys())
            QVERIFY(loaded.resolved.origin.value(key) == Layer::BuiltIn);
    }

    void untrustedProjectFileIsNotApplied()
    {
        PolicyRequest req;
        req.projectDir = path(QStringLiteral("project"));
        req.userConfig = path(QStringLiteral("config/none.toml"));
        req.trustDir = path(QStringLiteral("state/trust"));
        req.environment = QProcessEnvironment();
        const QString file = PolicyFile::projectConfigPath(req.projectDir);
        QVERIFY(writeFile(file, "[network]\nmode = \"open\"\n"));

        LoadedPolicy loaded = loadPolicy(req);
        QVERIFY(loaded.trust.status == TrustStore::Status::New);
        QVERIFY(!loaded.usable());
        QVERIFY(loaded.resolved.policy.network.mode == NetworkMode::Allowlist);
        QVERIFY(loaded.resolved.origin.value(QStringLiteral("network.mode")) == Layer::BuiltIn);
        QVERIFY(
            loaded.trust.message.contains(QStringLiteral("ai-sandbox trust --project ") + req.projectDir));

        // A preview may show it without trust.
        req.requireTrust = false;
        loaded = loadPolicy(req);
        QVERIFY(loaded.usable());
        QVERIFY(loaded.resolved.policy.network.mode == NetworkMode::Open);
        QVERIFY(loaded.resolved.origin.value(QStringLiteral("network.mode")) == Layer::Project);

        // Approved, then changed behind the user's back: not applied again.
        req.requireTrust = true;
        QCOMPARE(TrustStore(req.trustDir).approve(file), QString());
        QVERIFY(loadPolicy(req).usable());
        QVERIFY(writeFile(file, "[network]\nmode = \"open\"\nallow = [\"evil.example\"]\n"));
        loaded = loadPolicy(req);
        QVERIFY(loaded.trust.status == TrustStore::Status::Changed);
        QVERIFY(!loaded.usable());
        QVERIFY(loaded.resolved.policy.network.allow.isEmpty());
        QVERIFY(loaded.trust.diff.contains(QStringLiteral("+allow = [\"evil.example\"]")));
    }

    void issuesCollectedFromAllLayers()
    {
        PolicyRequest req;
        req.projectDir = path(QStringLiteral("project"));
        req.userConfig = path(QStringLiteral("config/ai-sandbox/config.toml"));
        req.trustDir = path(QStringLiteral("state/trust"));
        req.environment = QProcessEnvironment();
        QVERIFY(writeFile(req.userConfig, "[limits]\npids = \"x\"\n"));
        const QString file = PolicyFile::projectConfigPath(req.projectDir);
        QVERIFY(writeFile(file, "[network]\nallow = [\"ok.com\", \"bad host\"]\n"));
        QCOMPARE(TrustStore(req.trustDir).approve(file), QString());
        req.environment.insert(QStringLiteral("AISB_RUN_KEEP"), QStringLiteral("perhaps"));
        QList<PolicyIssue> flagIssues;
        req.flags.values = defaultPolicy();
        QVERIFY(setPolicyFieldFromString(QStringLiteral("mounts.extra"),
                                         path(QStringLiteral("missing")) + QStringLiteral(":/data"),
                                         req.flags.values, flagIssues));
        req.flags.fields = {QStringLiteral("mounts.extra")};

        const LoadedPolicy loaded = loadPolicy(req);
        QVERIFY(!loaded.usable());
        QStringList fields;
        for (const PolicyIssue &i : loaded.resolved.issues)
            fields.append(i.field);
        QCOMPARE(fields,
                 (QStringList{QStringLiteral("limits.pids"), QStringLiteral("run.keep"),
                              QStringLiteral("network.allow[1]"), QStringLiteral("mounts.extra[0]")}));
        QVERIFY(loaded.resolved.origin.value(QStringLiteral("mounts.extra")) == Layer::Flag);
        QCOMPARE(loaded.resolved.originText.value(QStringLiteral("mounts.extra")),
                 QStringLiteral("command line"));
    }

    // Hostile values written in TOML (escapes make newlines, NUL and overrides easy to
    // write) are rejected by the loader with issues naming the field.
    void hostileTomlIsRejected()
    {
        PolicyRequest req;
        req.projectDir = path(QStringLiteral("project"));
        req.userConfig = path(QStringLiteral("config/ai-sandbox/config.toml"));
        req.trustDir = path(QStringLiteral("state/trust"));
        req.environment = QProcessEnvironment();
        QVERIFY(
            writeFile(req.userConfig,
                      "[image]\npackages = [\"git\", \"curl\\nRUN rm -rf /\"]\n"
                      "[network]\nallow = [\"ok.com\", \"a.com\\u0000\", \"\\u202emoc.live\"]\n"
                      "local = { \"svc internal\" = \"127.0.0.1:80\", \"x.internal\" = \"localhost:80\" }\n"
                      "[env]\nset = { \"BAD NAME\" = \"x\", OK = \"line\\nbreak\" }\n"
                      "[run]\nworkdir = \"/project;id\"\n"
                      "[mounts]\nmasked = [\"../../etc\"]\nextra = [{ source = \"/tmp\", target = \"/a\" }, "
                      "{ source = \"/tmp\", target = \"/a\" }]\n"));
        const LoadedPolicy loaded = loadPolicy(req);
        QVERIFY(!loaded.usable());
        QStringList fields;
        for (const PolicyIssue &i : loaded.resolved.issues)
            fields.append(i.field);
        const QStringList expected = {QStringLiteral("image.packages[1]"), QStringLiteral("run.workdir"),
                                      QStringLiteral("network.allow[1]"),  QStringLiteral("network.allow[2]"),
                                      QStringLiteral("network.local[0]"),  QStringLiteral("network.local[1]"),
                                      QStringLiteral("env.set"),           QStringLiteral("env.set.OK"),
                                      QStringLiteral("mounts.masked[0]"),  QStringLiteral("mounts.extra[1]")};
        QCOMPARE(fields, expected);
    }

private:
    QString path(const QString &rel) const { return m_tmp->path() + QLatin1Char('/') + rel; }
    std::unique_ptr<QTemporaryDir> m_tmp;
};

QTEST_GUILESS_MAIN(TestPolicyLayers)
#include "tst_policylayers.moc"
