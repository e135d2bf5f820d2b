// SPDX-License-Identifier: GPL-3.0-or-later
// image.ca_certificates: only CERTIFICATE blocks reach the image (a private key never), "host"
// takes the host's extra authorities and lists each one in the Containerfile (so in every
// preview and in the tag), the doctor's certificates check, the build-log TLS diagnosis, and
// `ai-sandbox build --json/--quiet` (with a fake podman: a TLS failure on demand).
#include "fakepodman.h"
#include "maintenance/doctor.h"
#include "policy/cacertificates.h"
#include "policy/validation.h"
#include "render/render.h"
#include "session/builddiagnosis.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

const QByteArray kKey =
    "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgSECRETSECRET\n"
    "-----END PRIVATE KEY-----\n";
const QByteArray kRsaKey =
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAsecretsecret\n-----END RSA PRIVATE KEY-----\n";

} // namespace

class TestCaCertificates : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    QByteArray m_cert; // tests/data/ca/test-ca.crt

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_cert = readFile(QStringLiteral(AISB_SOURCE_DIR "/tests/data/ca/test-ca.crt"));
        QVERIFY(m_cert.contains("-----BEGIN CERTIFICATE-----"));
    }

    void cleanup() { qunsetenv("AISB_HOST_CA_DIR"); }

    void parseKeepsOnlyCertificateBlocks()
    {
        const CaCertificates::Pem plain = CaCertificates::parse(m_cert);
        QCOMPARE(plain.count, 1);
        QVERIFY(!plain.privateKey);
        QCOMPARE(plain.certificates.trimmed(), m_cert.trimmed());

        // A bundle with a key before, between and after two certificates, and prose around.
        const QByteArray mixed =
            "subject=corp\n" + kKey + m_cert + "Bag Attributes\n" + kRsaKey + m_cert + kKey;
        const CaCertificates::Pem pem = CaCertificates::parse(mixed);
        QCOMPARE(pem.count, 2);
        QVERIFY(pem.privateKey);
        QVERIFY(!pem.certificates.contains("PRIVATE KEY"));
        QVERIFY(!pem.certificates.contains("SECRET") && !pem.certificates.contains("secret"));
        QVERIFY(!pem.certificates.contains("Bag Attributes"));
        QCOMPARE(pem.certificates.count("-----BEGIN CERTIFICATE-----"), 2);

        // A key pasted inside a certificate's markers is not a certificate.
        const QByteArray smuggled = "-----BEGIN CERTIFICATE-----\n" + kKey + "-----END CERTIFICATE-----\n";
        const CaCertificates::Pem bad = CaCertificates::parse(smuggled);
        QCOMPARE(bad.count, 0);
        QVERIFY(bad.privateKey);
        QVERIFY(bad.certificates.isEmpty());
        // An unterminated block is nothing.
        QCOMPARE(CaCertificates::parse("-----BEGIN CERTIFICATE-----\nMIIB\n").count, 0);
    }

    void keyOnlyFileIsRefusedAndSaysSo()
    {
        const QString keyOnly = m_tmp.filePath(QStringLiteral("proxy.key.crt"));
        QVERIFY(writeFile(keyOnly, kKey));
        QString error;
        bool key = false;
        QVERIFY(CaCertificates::readCertificates(keyOnly, &error, &key).isEmpty());
        QVERIFY(key);
        QVERIFY2(error.contains(QLatin1String("private key")), qPrintable(error));

        // Validation names the entry and the reason.
        Policy p = defaultPolicy();
        p.image.caCertificates = {keyOnly};
        const QList<PolicyIssue> issues = validate(p, m_tmp.path());
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.at(0).field, QStringLiteral("image.ca_certificates[0]"));
        QVERIFY2(issues.at(0).message.contains(QLatin1String("private key")),
                 qPrintable(issues.at(0).message));

        // The renderer leaves it out (with a warning) and the context holds no key.
        QStringList warnings;
        const Render::BuildContext ctx = Render::buildContext(p, &warnings);
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings.at(0).contains(QLatin1String("private key")));
        for (const QByteArray &content : ctx)
            QVERIFY(!content.contains("PRIVATE KEY"));
        QVERIFY(!ctx.value(QStringLiteral("Containerfile")).contains("COPY ca/"));
    }

    void certificateWithKeyGoesInWithoutTheKey()
    {
        const QString both = m_tmp.filePath(QStringLiteral("both.pem"));
        QVERIFY(writeFile(both, kKey + m_cert));
        Policy p = defaultPolicy();
        p.image.caCertificates = {both};
        QVERIFY(validate(p, m_tmp.path()).isEmpty());
        QStringList warnings;
        const Render::BuildContext ctx = Render::buildContext(p, &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QCOMPARE(ctx.value(QStringLiteral("ca/0-both.crt")), CaCertificates::parse(m_cert).certificates);
        for (const QByteArray &content : ctx)
            QVERIFY(!content.contains("PRIVATE KEY") && !content.contains("SECRET"));
        // The Containerfile says that the file's key stayed out.
        QVERIFY(ctx.value(QStringLiteral("Containerfile")).contains("the file's private key stays out"));
    }

    void hostTakesEveryCrtAndListsIt()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("host-cas"));
        QVERIFY(writeFile(dir + QStringLiteral("/zeta.crt"), m_cert));
        QVERIFY(writeFile(dir + QStringLiteral("/sub/alpha.crt"), m_cert + "\n"));
        QVERIFY(writeFile(dir + QStringLiteral("/README"), "not a certificate\n"));
        QVERIFY(writeFile(dir + QStringLiteral("/old.pem"), "ignored: update-ca-certificates reads *.crt\n"));
        qputenv("AISB_HOST_CA_DIR", dir.toUtf8());
        QCOMPARE(CaCertificates::hostDirectory(), dir);
        QCOMPARE(CaCertificates::hostFiles(),
                 (QStringList{dir + QStringLiteral("/sub/alpha.crt"), dir + QStringLiteral("/zeta.crt")}));

        Policy p = defaultPolicy();
        p.image.caCertificates = {QStringLiteral("host")};
        QVERIFY(validate(p, m_tmp.path()).isEmpty());
        QStringList warnings;
        const Render::BuildContext ctx = Render::buildContext(p, &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QVERIFY(ctx.contains(QStringLiteral("ca/0-0-alpha.crt")));
        QVERIFY(ctx.contains(QStringLiteral("ca/0-1-zeta.crt")));
        // Explicit: the Containerfile (every preview shows it) names each host file.
        const QString cf = Render::containerfile(p);
        QCOMPARE(QString::fromUtf8(ctx.value(QStringLiteral("Containerfile"))), cf);
        QVERIFY(cf.contains(QStringLiteral("# ca/0-0-alpha.crt: image.ca_certificates[0] \"host\": ") + dir +
                            QStringLiteral("/sub/alpha.crt\n")));
        QVERIFY(cf.contains(QStringLiteral("# ca/0-1-zeta.crt: image.ca_certificates[0] \"host\": ") + dir +
                            QStringLiteral("/zeta.crt\n")));
        QVERIFY(cf.contains(QStringLiteral("COPY ca/ /usr/local/share/ca-certificates/aisb/\n")));

        // In the tag: a host authority added or changed builds a new image.
        const QString before = Render::imageTag(p);
        QVERIFY(before != Render::imageTag(defaultPolicy()));
        QVERIFY(writeFile(dir + QStringLiteral("/zeta.crt"), m_cert + m_cert));
        const QString changed = Render::imageTag(p);
        QVERIFY(changed != before);
        QVERIFY(writeFile(dir + QStringLiteral("/new.crt"), m_cert));
        QVERIFY(Render::imageTag(p) != changed);

        // A key-only *.crt in the host folder: validation names "host" and the file.
        QVERIFY(writeFile(dir + QStringLiteral("/leaked.crt"), kKey));
        const QList<PolicyIssue> issues = validate(p, m_tmp.path());
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.at(0).field, QStringLiteral("image.ca_certificates[0]"));
        QVERIFY2(issues.at(0).message.contains(QLatin1String("\"leaked.crt\"")) &&
                     issues.at(0).message.contains(QLatin1String("private key")),
                 qPrintable(issues.at(0).message));
        for (const QByteArray &content : Render::buildContext(p))
            QVERIFY(!content.contains("PRIVATE KEY"));

        // Nothing there: "host" adds nothing, the image is the plain one.
        const QString empty = m_tmp.filePath(QStringLiteral("no-cas"));
        QVERIFY(QDir().mkpath(empty));
        qputenv("AISB_HOST_CA_DIR", empty.toUtf8());
        QVERIFY(validate(p, m_tmp.path()).isEmpty());
        QCOMPARE(Render::imageTag(p), Render::imageTag(defaultPolicy()));
    }

    void doctorCertificatesCheck()
    {
        const QString dir = QStringLiteral("/usr/local/share/ca-certificates");
        const QStringList host{dir + QStringLiteral("/corp.crt"), dir + QStringLiteral("/proxy.crt")};
        Doctor::Check c = Doctor::certificatesCheck({}, {}, dir);
        QCOMPARE(c.status, Doctor::Status::Ok);
        QCOMPARE(c.name, QStringLiteral("certificates"));
        c = Doctor::certificatesCheck(host, {}, dir);
        QCOMPARE(c.status, Doctor::Status::Warn);
        QVERIFY2(c.sentence.contains(host.at(0)) && c.sentence.contains(host.at(1)), qPrintable(c.sentence));
        QVERIFY2(c.fix.contains(QLatin1String("ca_certificates = [\"host\"]")), qPrintable(c.fix));
        c = Doctor::certificatesCheck(host, {host.at(1)}, dir);
        QCOMPARE(c.status, Doctor::Status::Warn);
        QVERIFY(c.sentence.contains(host.at(0)) && !c.sentence.contains(host.at(1)));
        QCOMPARE(Doctor::certificatesCheck(host, {QStringLiteral("host")}, dir).status, Doctor::Status::Ok);
        QCOMPARE(Doctor::certificatesCheck(host, host, dir).status, Doctor::Status::Ok);
    }

    void diagnosisRecognisesTlsFailures_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("tls");
        QTest::newRow("npm code") << "npm error code SELF_SIGNED_CERT_IN_CHAIN" << true;
        QTest::newRow("npm text")
            << "npm error request to https://registry.npmjs.org/x failed, reason: self-signed "
               "certificate in certificate chain"
            << true;
        QTest::newRow("openssl issuer") << "error: unable to get local issuer certificate" << true;
        QTest::newRow("node code") << "code: 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY'" << true;
        QTest::newRow("curl")
            << "curl: (60) SSL certificate problem: self signed certificate in certificate chain" << true;
        QTest::newRow("python") << "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed" << true;
        QTest::newRow("git")
            << "fatal: unable to access 'https://x/': server certificate verification failed." << true;
        QTest::newRow("go") << "x509: certificate signed by unknown authority" << true;
        QTest::newRow("apt") << "Certificate verification failed: The certificate is NOT trusted." << true;
        QTest::newRow("npm 404") << "npm error 404 Not Found - GET https://registry.npmjs.org/nope" << false;
        QTest::newRow("apt dns") << "Temporary failure resolving 'deb.debian.org'" << false;
        QTest::newRow("ca package") << "Setting up ca-certificates (20250419) ..." << false;
    }
    void diagnosisRecognisesTlsFailures()
    {
        QFETCH(QString, line);
        QFETCH(bool, tls);
        const QStringList log{QStringLiteral("STEP 5/9: RUN npm install -g x"), line,
                              QStringLiteral("Error: exit 1")};
        const QStringList host{QStringLiteral("/usr/local/share/ca-certificates/proxy.crt")};
        const BuildDiagnosis d = diagnoseBuildLog(log, {}, host);
        QCOMPARE(d.recognised(), tls);
        if (!tls) {
            QVERIFY(d.explanation.isEmpty() && !d.offerHostCertificates && d.kindName().isEmpty());
            return;
        }
        QCOMPARE(d.kindName(), QStringLiteral("tls"));
        QCOMPARE(d.evidence, line.trimmed());
        QVERIFY2(d.explanation.contains(QLatin1String("image.ca_certificates")), qPrintable(d.explanation));
        QVERIFY(d.explanation.contains(host.at(0)));
        QVERIFY(d.offerHostCertificates);
    }

    void diagnosisOffersHostOnlyWhenItHelps()
    {
        const QStringList log{QStringLiteral("npm error code SELF_SIGNED_CERT_IN_CHAIN")};
        const QStringList host{QStringLiteral("/usr/local/share/ca-certificates/proxy.crt")};
        // No host authorities: name a file.
        BuildDiagnosis d = diagnoseBuildLog(log, {}, {});
        QVERIFY(d.recognised() && !d.offerHostCertificates);
        QVERIFY(d.explanation.contains(QLatin1String("image.ca_certificates")));
        // The policy takes them already: the proxy's authority is another one.
        d = diagnoseBuildLog(log, {QStringLiteral("host")}, host);
        QVERIFY(d.recognised() && !d.offerHostCertificates);
        QVERIFY(d.explanation.contains(QLatin1String("\"host\"")));
    }

    // `build --json` / `--quiet` against a fake podman: the base exists, the tag does not (or
    // does), and the build fails like npm behind a TLS-inspecting proxy.
    void buildJsonAndQuiet()
    {
        const QString project = m_tmp.filePath(QStringLiteral("proj"));
        QVERIFY(writeFile(project + QStringLiteral("/.ai-sandbox.toml"), "[image]\nharness = \"shell\"\n"));
        const QString tagFile = m_tmp.filePath(QStringLiteral("have-tag"));
        test::FakePodman fake("case \"$1 $2\" in\n"
                              "  'image exists') case \"$*\" in *ai-sandbox-base*) exit 0;; esac;"
                              " [ -e '" +
                              tagFile.toUtf8() +
                              "' ] && exit 0; exit 1;;\n"
                              "  build*) echo 'STEP 1/2: FROM base'; echo 'STEP 2/2: RUN npm install -g x';"
                              " echo 'npm error code SELF_SIGNED_CERT_IN_CHAIN' >&2; exit 1;;\n"
                              "esac\nexit 0\n");
        const QString hostDir = m_tmp.filePath(QStringLiteral("cli-cas"));
        QVERIFY(writeFile(hostDir + QStringLiteral("/proxy.crt"), m_cert));
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH"));
        env.insert(QStringLiteral("HOME"), m_tmp.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_tmp.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_STATE_HOME"), m_tmp.filePath(QStringLiteral("state")));
        env.insert(QStringLiteral("AISB_PODMAN"), fake.program());
        env.insert(QStringLiteral("AISB_HOST_CA_DIR"), hostDir);
        env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        auto cli = [&](const QStringList &args, QByteArray *err = nullptr) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.setWorkingDirectory(project);
            p.start(QStringLiteral(AISB_CLI), args);
            p.closeWriteChannel();
            p.waitForFinished(30000);
            if (err)
                *err = p.readAllStandardError();
            return qMakePair(p.exitCode(), p.readAllStandardOutput());
        };
        // Untrusted: a policy error, still one JSON object.
        auto [code, out] = cli({QStringLiteral("build"), QStringLiteral("--json")});
        QCOMPARE(code, 65);
        QJsonObject o = QJsonDocument::fromJson(out).object();
        QCOMPARE(o.value(QStringLiteral("ok")), QJsonValue(false));
        QCOMPARE(o.value(QStringLiteral("error")).toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("policy"));
        QVERIFY(cli({QStringLiteral("trust"), QStringLiteral("--yes")}).first == 0);

        // The TLS failure: kind "tls", the explanation names the field.
        QByteArray err;
        std::tie(code, out) = cli({QStringLiteral("build"), QStringLiteral("--json")}, &err);
        QCOMPARE(code, 125);
        o = QJsonDocument::fromJson(out).object();
        QVERIFY2(!o.isEmpty(), out.constData());
        QVERIFY(o.value(QStringLiteral("tag")).toString().startsWith(QLatin1String("localhost/ai-sandbox:")));
        QCOMPARE(o.value(QStringLiteral("built")), QJsonValue(false));
        const QJsonObject e = o.value(QStringLiteral("error")).toObject();
        QCOMPARE(e.value(QStringLiteral("kind")).toString(), QStringLiteral("tls"));
        QVERIFY2(e.value(QStringLiteral("explanation"))
                     .toString()
                     .contains(QLatin1String("image.ca_certificates")),
                 out.constData());
        QVERIFY(err.contains("SELF_SIGNED_CERT_IN_CHAIN")); // the log still goes to stderr
        // Without --json the explanation is printed after the error.
        std::tie(code, out) = cli({QStringLiteral("build")}, &err);
        QCOMPARE(code, 125);
        QVERIFY2(err.contains("image.ca_certificates"), err.constData());

        // Up to date: --quiet prints the tag and nothing else, --json says built: false.
        QVERIFY(writeFile(tagFile, "x"));
        std::tie(code, out) = cli({QStringLiteral("build"), QStringLiteral("--quiet")}, &err);
        QCOMPARE(code, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("^localhost/ai-sandbox:[0-9a-f]{16}\n$"))
                     .match(QString::fromUtf8(out))
                     .hasMatch(),
                 out.constData());
        QVERIFY2(err.isEmpty(), err.constData());
        const QString tag = QString::fromUtf8(out).trimmed();
        std::tie(code, out) = cli({QStringLiteral("build"), QStringLiteral("--json")});
        QCOMPARE(code, 0);
        o = QJsonDocument::fromJson(out).object();
        QCOMPARE(o.value(QStringLiteral("tag")).toString(), tag);
        QCOMPARE(o.value(QStringLiteral("built")), QJsonValue(false));
        QCOMPARE(o.value(QStringLiteral("ok")), QJsonValue(true));
        QCOMPARE(o.value(QStringLiteral("error")), QJsonValue(QJsonValue::Null));
    }
};

QTEST_GUILESS_MAIN(TestCaCertificates)
#include "tst_cacertificates.moc"
