// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policyfile.h"
#include "policy/validation.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace aisb;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(AISB_SOURCE_DIR "/tests/data/policy/") + QLatin1String(name);
}

QString describe(const QList<PolicyIssue> &issues)
{
    QStringList out;
    for (const PolicyIssue &i : issues)
        out.append(i.field + QStringLiteral(": ") + i.message);
    return out.join(QLatin1Char('\n'));
}

const PolicyIssue *issueFor(const QList<PolicyIssue> &issues, const QString &field)
{
    for (const PolicyIssue &i : issues) {
        if (i.field == field)
            return &i;
    }
    return nullptr;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QSet<QString> allKeys()
{
    return QSet<QString>(policyFieldKeys().cbegin(), policyFieldKeys().cend());
}

} // namespace

class TestPolicyFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        QVERIFY(m_tmp.isValid());
        qputenv("XDG_CONFIG_HOME", m_tmp.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_STATE_HOME", m_tmp.filePath(QStringLiteral("state")).toUtf8());
    }

    void keysAreCanonical()
    {
        const QStringList expected = {QStringLiteral("image.base"),
                                      QStringLiteral("image.packages"),
                                      QStringLiteral("image.harness"),
                                      QStringLiteral("image.ca_certificates"),
                                      QStringLiteral("run.command"),
                                      QStringLiteral("run.workdir"),
                                      QStringLiteral("run.tty"),
                                      QStringLiteral("run.keep"),
                                      QStringLiteral("network.mode"),
                                      QStringLiteral("network.allow"),
                                      QStringLiteral("network.ports"),
                                      QStringLiteral("network.local"),
                                      QStringLiteral("env.pass"),
                                      QStringLiteral("env.set"),
                                      QStringLiteral("env.secrets"),
                                      QStringLiteral("limits.memory"),
                                      QStringLiteral("limits.cpus"),
                                      QStringLiteral("limits.pids"),
                                      QStringLiteral("limits.tmp_size"),
                                      QStringLiteral("limits.exec_timeout"),
                                      QStringLiteral("mounts.project"),
                                      QStringLiteral("mounts.masked"),
                                      QStringLiteral("mounts.read_only"),
                                      QStringLiteral("mounts.home_volume"),
                                      QStringLiteral("mounts.extra"),
                                      QStringLiteral("session.record"),
                                      QStringLiteral("session.record_max_mb"),
                                      QStringLiteral("credentials")};
        QCOMPARE(policyFieldKeys(), expected);
    }

    void parsesEveryField()
    {
        QList<PolicyIssue> issues;
        const PolicyLayer layer = PolicyFile::load(fixture("full.toml"), Layer::Project, issues);
        QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
        QVERIFY(layer.layer == Layer::Project);
        QCOMPARE(layer.origin, fixture("full.toml"));
        QCOMPARE(layer.fields, allKeys());
        const Policy &p = layer.values;
        QCOMPARE(p.image.base, QStringLiteral("localhost/custom-base:1.0"));
        QCOMPARE(p.image.packages, (QStringList{QStringLiteral("git"), QStringLiteral("ripgrep"),
                                                QStringLiteral("python3=3.11.2-1+b1")}));
        QCOMPARE(p.image.harness, QStringLiteral("claude"));
        QCOMPARE(p.image.caCertificates,
                 (QStringList{QStringLiteral("/usr/local/share/ca-certificates/corporate.crt"),
                              QStringLiteral("/etc/pki/proxy-ca.pem")}));
        QCOMPARE(p.run.command,
                 (QStringList{QStringLiteral("bash"), QStringLiteral("-lc"), QStringLiteral("make test")}));
        QCOMPARE(p.run.workdir, QStringLiteral("/project/src"));
        QCOMPARE(p.run.tty, false);
        QCOMPARE(p.run.keep, true);
        QVERIFY(p.network.mode == NetworkMode::Open);
        QCOMPARE(p.network.allow.size(), 3);
        QCOMPARE(p.network.ports, (QList<quint16>{443, 8443}));
        QCOMPARE(p.network.local.size(), 2);
        QVERIFY(p.network.local.contains(
            LocalService{QStringLiteral("testserver.internal"), QStringLiteral("127.0.0.1"), 8080}));
        QVERIFY(p.network.local.contains(
            LocalService{QStringLiteral("v6.internal"), QStringLiteral("::1"), 9090}));
        QCOMPARE(p.env.pass, (QStringList{QStringLiteral("TERM"), QStringLiteral("AWS_*")}));
        QCOMPARE(p.env.set.value(QStringLiteral("GREETING")), QString::fromUtf8("grüß dich"));
        QCOMPARE(p.env.secrets, QStringList{QStringLiteral("MY_API")});
        QCOMPARE(p.limits.memory, QStringLiteral("8g"));
        QCOMPARE(p.limits.cpus, 1.5);
        QCOMPARE(p.limits.pids, 256);
        QCOMPARE(p.limits.tmpSize, QStringLiteral("1g"));
        QCOMPARE(p.limits.execTimeoutSec, 120);
        QVERIFY(p.mounts.project == MountMode::ReadOnly);
        QCOMPARE(p.mounts.masked, (QStringList{QStringLiteral(".env"), QStringLiteral("secrets/")}));
        QCOMPARE(p.mounts.readOnly, (QStringList{QStringLiteral(".git/hooks"), QStringLiteral("ci/")}));
        QCOMPARE(p.mounts.homeVolume, false);
        QCOMPARE(p.mounts.extra.size(), 2);
        QVERIFY(p.mounts.extra[0] ==
                (ExtraMount{QStringLiteral("/opt/data"), QStringLiteral("/data"), MountMode::ReadWrite}));
        QVERIFY(p.mounts.extra[1].mode == MountMode::ReadOnly); // default
        // Valid apart from host paths that may not exist here.
        QVERIFY2(validate(p).isEmpty(), qPrintable(describe(validate(p))));
    }

    void partialFileSetsOnlyItsFields()
    {
        QList<PolicyIssue> issues;
        const PolicyLayer layer =
            PolicyFile::parse("[limits]\npids = 7\n", Layer::User, QStringLiteral("mem"), issues);
        QVERIFY(issues.isEmpty());
        QCOMPARE(layer.fields, QSet<QString>{QStringLiteral("limits.pids")});
        QCOMPARE(layer.values.limits.pids, 7);
        // exec_timeout also as an integer number of seconds
        const PolicyLayer l2 = PolicyFile::parse("[limits]\nexec_timeout = 45\ncpus = 3\n", Layer::User,
                                                 QStringLiteral("mem"), issues);
        QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
        QCOMPARE(l2.values.limits.execTimeoutSec, 45);
        QCOMPARE(l2.values.limits.cpus, 3.0);
    }

    void missingFileIsEmptyLayer()
    {
        QList<PolicyIssue> issues;
        const PolicyLayer layer =
            PolicyFile::load(m_tmp.filePath(QStringLiteral("nope.toml")), Layer::User, issues);
        QVERIFY(issues.isEmpty());
        QVERIFY(layer.fields.isEmpty());
    }

    void syntaxErrorReportsFileLineColumn()
    {
        QList<PolicyIssue> issues;
        const QString path = fixture("syntax-error.toml");
        const PolicyLayer layer = PolicyFile::load(path, Layer::Project, issues);
        QVERIFY(layer.fields.isEmpty());
        QCOMPARE(issues.size(), 1);
        // The array is not closed: toml++ stops on line 4 where `ports` begins.
        const QRegularExpression re(QRegularExpression::anchoredPattern(QRegularExpression::escape(path) +
                                                                        QStringLiteral(":4:\\d+")));
        QVERIFY2(re.match(issues[0].field).hasMatch(), qPrintable(issues[0].field));
        QVERIFY(issues[0].message.startsWith(issues[0].field + QStringLiteral(": ")));
        QVERIFY(issues[0].message.size() > issues[0].field.size() + 10);

        QList<PolicyIssue> more;
        PolicyFile::parse("[run]\ntty = tru\n", Layer::User, QStringLiteral("inline.toml"), more);
        QCOMPARE(more.size(), 1);
        QVERIFY2(more[0].field.startsWith(QStringLiteral("inline.toml:2:")), qPrintable(more[0].field));
    }

    void unknownKeysAndSections()
    {
        QList<PolicyIssue> issues;
        const PolicyLayer layer = PolicyFile::load(fixture("unknown-keys.toml"), Layer::Project, issues);
        QCOMPARE(layer.fields,
                 (QSet<QString>{QStringLiteral("network.ports"), QStringLiteral("limits.pids")}));
        QCOMPARE(issues.size(), 3);
        const PolicyIssue *alow = issueFor(issues, QStringLiteral("network.alow"));
        QVERIFY2(alow, qPrintable(describe(issues)));
        QVERIFY(alow->message.contains(fixture("unknown-keys.toml") + QStringLiteral(":2:")));
        QVERIFY(alow->message.contains(QStringLiteral("allow"))); // lists the known keys
        const PolicyIssue *section = issueFor(issues, QStringLiteral("netwrok"));
        QVERIFY(section);
        QVERIFY(section->message.contains(QStringLiteral("[network]")));
        QVERIFY(issueFor(issues, QStringLiteral("limits.colour")));
    }

    void wrongTypesNameKeyAndExpectation()
    {
        QList<PolicyIssue> issues;
        const PolicyLayer layer = PolicyFile::load(fixture("wrong-types.toml"), Layer::Project, issues);
        QCOMPARE(layer.fields, QSet<QString>{QStringLiteral("network.allow")});
        struct Expect
        {
            const char *field;
            const char *says;
        };
        const QList<Expect> expected = {
            {"env", "must be a table"},
            {"image.packages", "array of strings"},
            {"run.tty", "true or false"},
            {"run.command[1]", "string"},
            {"network.ports[1]", "1 to 65535"},
            {"limits.pids", "integer"},
            {"limits.cpus", "number"},
            {"limits.exec_timeout", "whole seconds"},
            {"mounts.extra[0].mode", "\"ro\" or \"rw\""},
        };
        for (const Expect &e : expected) {
            const PolicyIssue *i = issueFor(issues, QLatin1String(e.field));
            QVERIFY2(
                i, qPrintable(QLatin1String(e.field) + QStringLiteral(" missing in:\n") + describe(issues)));
            QVERIFY2(i->message.contains(QLatin1String(e.says)), qPrintable(i->message));
            QVERIFY2(i->message.contains(fixture("wrong-types.toml") + QLatin1Char(':')),
                     qPrintable(i->message));
        }
        QCOMPARE(issues.size(), expected.size());
    }

    void roundTrip_data()
    {
        QTest::addColumn<Policy>("policy");
        QTest::newRow("defaults") << defaultPolicy();

        Policy empty = defaultPolicy();
        empty.image.packages.clear();
        empty.run.command.clear();
        empty.network.allow.clear();
        empty.network.ports.clear();
        empty.network.local.clear();
        empty.env = {};
        empty.mounts.masked.clear();
        empty.mounts.readOnly.clear();
        empty.mounts.extra.clear();
        empty.limits.memory.clear();
        empty.limits.tmpSize.clear();
        empty.limits.cpus = 0;
        empty.limits.pids = 0;
        empty.limits.execTimeoutSec = 0;
        QTest::newRow("empty lists") << empty;

        Policy rich = defaultPolicy();
        rich.image.base =
            QStringLiteral("registry.example.com:5000/team/img@sha256:") + QString(64, QLatin1Char('f'));
        rich.image.packages = {QStringLiteral("g++"), QStringLiteral("nodejs=20.19.2+dfsg-1")};
        rich.image.harness = QStringLiteral("shell");
        rich.image.caCertificates = {QStringLiteral("/etc/ssl/corp.pem"),
                                     QStringLiteral("/opt/ca/\u00e9t\u00e9.crt")};
        rich.run.command = {QStringLiteral("sh"), QStringLiteral("-c"),
                            QStringLiteral("echo \"quoted\" \\ back\tslash; $HOME")};
        rich.run.tty = false;
        rich.run.keep = true;
        rich.network.mode = NetworkMode::None;
        rich.network.allow = {QStringLiteral(".example.com"), QStringLiteral("127.0.0.1")};
        rich.network.ports = {1, 65535};
        // Not in name order: the file keeps the list's order.
        rich.network.local = {{QStringLiteral("z.internal"), QStringLiteral("127.0.0.1"), 80},
                              {QStringLiteral("b.internal"), QStringLiteral("fe80::1"), 65535},
                              {QStringLiteral("a.internal"), QStringLiteral("10.0.2.2"), 8080}};
        rich.env.pass = {QStringLiteral("LANG"), QStringLiteral("LC_*")};
        rich.env.set = {{QStringLiteral("UNICODE"), QString::fromUtf8("日本語 ünïcödé 🙂 ÿ")},
                        {QStringLiteral("QUOTES"), QStringLiteral("\"'`$(x)\\")},
                        {QStringLiteral("EMPTY"), QString()},
                        {QStringLiteral("CTRL"), QStringLiteral("a\x1f\x7f"
                                                                "b")}};
        rich.env.secrets = {QStringLiteral("X_*")};
        rich.limits.cpus = 0.1;
        rich.limits.memory = QStringLiteral("512M");
        rich.limits.execTimeoutSec = 86400;
        rich.mounts.project = MountMode::ReadOnly;
        rich.mounts.homeVolume = false;
        rich.mounts.extra = {{QStringLiteral("/opt/a"), QStringLiteral("/a"), MountMode::ReadWrite},
                             {QStringLiteral("/opt/b"), QStringLiteral("/b"), MountMode::ReadOnly}};
        rich.credentials = {{QStringLiteral("corp"),
                             {},
                             QStringLiteral("ai.corp.example"),
                             QStringLiteral("Authorization"),
                             QStringLiteral("Bearer {value}"),
                             QStringLiteral("command:corp-token --for \"ai\""),
                             {QStringLiteral("CORP_KEY")},
                             QStringLiteral("CORP_URL")}};
        QTest::newRow("rich") << rich;

        QList<PolicyIssue> issues;
        QTest::newRow("fixture") << PolicyFile::load(fixture("full.toml"), Layer::Project, issues).values;
    }
    void roundTrip()
    {
        QFETCH(Policy, policy);
        const QString path = m_tmp.filePath(QStringLiteral("rt/policy.toml"));
        QCOMPARE(PolicyFile::save(path, policy), QString());
        QList<PolicyIssue> issues;
        const PolicyLayer layer = PolicyFile::load(path, Layer::User, issues);
        QVERIFY2(issues.isEmpty(),
                 qPrintable(describe(issues) + QStringLiteral("\n") + QString::fromUtf8(readAll(path))));
        QSet<QString> written = allKeys();
        if (policy.credentials.isEmpty())
            written.remove(QStringLiteral("credentials")); // no [[credentials]] table to write
        QCOMPARE(layer.fields, written);
        QVERIFY2(layer.values == policy, readAll(path).constData());
        // Canonical: the same policy gives the same bytes, whatever the history.
        QCOMPARE(PolicyFile::serialize(layer.values), readAll(path));
        // The string forms round-trip too (AISB_* / --set-policy), where they can express the value.
        Policy viaStrings = defaultPolicy();
        for (const QString &key : policyFieldKeys()) {
            if (key == QLatin1String("env.set") || key == QLatin1String("run.command"))
                continue; // commas inside values cannot be expressed in the string form
            QVERIFY(setPolicyFieldFromString(key, policyFieldToString(key, policy), viaStrings, issues));
        }
        viaStrings.env.set = policy.env.set;
        viaStrings.run.command = policy.run.command;
        QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
        QVERIFY(viaStrings == policy);
    }

    void serializeIsStableAndOrdered()
    {
        const QByteArray text = PolicyFile::serialize(defaultPolicy());
        const QByteArray expected = "[image]\n"
                                    "base = \"localhost/ai-sandbox-base:trixie\"\n"
                                    "packages = []\n"
                                    "harness = \"pi\"\n"
                                    "ca_certificates = []\n"
                                    "\n[run]\n"
                                    "command = []\n"
                                    "workdir = \"/project\"\n"
                                    "tty = true\n"
                                    "keep = false\n"
                                    "\n[network]\n"
                                    "mode = \"allowlist\"\n"
                                    "allow = []\n"
                                    "ports = [80, 443]\n"
                                    "local = {}\n"
                                    "\n[env]\n"
                                    "pass = []\n"
                                    "set = {}\n"
                                    "secrets = []\n"
                                    "\n[limits]\n"
                                    "memory = \"4g\"\n"
                                    "cpus = 2.0\n"
                                    "pids = 512\n"
                                    "tmp_size = \"512m\"\n"
                                    "exec_timeout = \"30s\"\n"
                                    "\n[mounts]\n"
                                    "project = \"rw\"\n"
                                    "masked = [\".env\"]\n"
                                    "read_only = [" +
                                    [] {
                                        QStringList q;
                                        for (const QString &p : defaultProtectedPaths())
                                            q << QLatin1Char('"') + p + QLatin1Char('"');
                                        return q.join(QStringLiteral(", ")).toUtf8();
                                    }() +
                                    "]\n"
                                    "home_volume = true\n"
                                    "extra = []\n"
                                    "\n[session]\n"
                                    "record = true\n"
                                    "record_max_mb = 64\n";
        QCOMPARE(text, expected);
        QCOMPARE(PolicyFile::serialize(defaultPolicy(),
                                       {QStringLiteral("limits.pids"), QStringLiteral("network.allow")}),
                 QByteArray("[network]\nallow = []\n\n[limits]\npids = 512\n"));
    }

    void saveLeavesNoTemporaryFiles()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("clean"));
        const QString path = dir + QStringLiteral("/config.toml");
        QCOMPARE(PolicyFile::save(path, defaultPolicy()), QString());
        Policy changed = defaultPolicy();
        changed.limits.pids = 99;
        QCOMPARE(PolicyFile::save(path, changed), QString());
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("config.toml")});
        QCOMPARE(readAll(path), PolicyFile::serialize(changed));
    }

    void failedSaveKeepsOldFile()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("atomic"));
        const QString path = dir + QStringLiteral("/config.toml");
        QCOMPARE(PolicyFile::save(path, defaultPolicy()), QString());
        const QByteArray before = readAll(path);

        // Make every write beyond 64 bytes fail (EFBIG), as a full disk would: works as root too.
        Policy big = defaultPolicy();
        big.env.set.insert(QStringLiteral("BIG"), QString(3000, QLatin1Char('x')));
        struct rlimit old
        {
        };
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        auto *oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = old;
        small.rlim_cur = 64;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        const QString error = PolicyFile::save(path, big);
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, oldHandler);

        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("config.toml")});

        // A folder that cannot be created (its parent is a file): an error naming it, nothing written.
        QVERIFY(writeFile(m_tmp.filePath(QStringLiteral("afile")), "x"));
        const QString bad = m_tmp.filePath(QStringLiteral("afile/sub/config.toml"));
        const QString error2 = PolicyFile::save(bad, defaultPolicy());
        QVERIFY(!error2.isEmpty());
        QVERIFY(!QFile::exists(bad));
    }

    void readOnlyFolderKeepsOldFile()
    {
        if (geteuid() == 0)
            QSKIP("root writes into read-only folders; failedSaveKeepsOldFile covers the failure path");
        const QString dir = m_tmp.filePath(QStringLiteral("ro"));
        const QString path = dir + QStringLiteral("/config.toml");
        QCOMPARE(PolicyFile::save(path, defaultPolicy()), QString());
        const QByteArray before = readAll(path);
        QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        Policy changed = defaultPolicy();
        changed.limits.pids = 1;
        const QString error = PolicyFile::save(path, changed);
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(error.contains(path));
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("config.toml")});
    }

    void standardLocations()
    {
        QCOMPARE(PolicyFile::userConfigPath(),
                 m_tmp.filePath(QStringLiteral("config/ai-sandbox/config.toml")));
        QCOMPARE(PolicyFile::projectConfigPath(m_tmp.path() + QStringLiteral("/proj/")),
                 m_tmp.filePath(QStringLiteral("proj/.ai-sandbox.toml")));
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_GUILESS_MAIN(TestPolicyFile)
#include "tst_policyfile.moc"
