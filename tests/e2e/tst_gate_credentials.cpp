// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19: credentials the gate adds. Real podman, the real squid gate, rootful. The credential
// host is a TLS server of this test on 127.0.0.1 with its own throw-away CA
// (tests/data/ca/credentials-test-ca.*), reached by the gate as the network.local service
// "testserver.internal"; "plain.internal" is a plain HTTP server of this test. The value is random
// per run and comes from a host command (a 0600 file read by `cat`). The sandbox runs
// tests/data/e2e/credentials-probe.sh once: (a) a request to the rule's endpoint arrives upstream
// with the value and without the sandbox's own header; (b) a request to another allowed name does
// not carry it; (c) a redirect is handed back, not followed, and following it does not carry it;
// (d) the sandbox, searching every file, environment and memory map it can read, finds nothing,
// and after the session neither the session folder, the home volume nor the project hold it.
#include "e2ehttpserver.h"
#include "e2esandbox.h"
#include "engine/resourcenames.h"

#include <QRandomGenerator>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTest>

using namespace aisb::test;

namespace {

QByteArray readSource(const char *rel)
{
    QFile f(QStringLiteral(AISB_SOURCE_DIR "/") + QLatin1String(rel));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// HTTPS on 127.0.0.1 with a certificate for testserver.internal: records each request's header
// block; /redirect answers 302 to `redirectTo`, everything else 200 "upstream-ok".
class TlsRecorder
{
public:
    bool listen(const QSslCertificate &cert, const QSslKey &key)
    {
        QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
        conf.setLocalCertificate(cert);
        conf.setPrivateKey(key);
        conf.setPeerVerifyMode(QSslSocket::VerifyNone);
        m_server.setSslConfiguration(conf);
        QObject::connect(&m_server, &QTcpServer::pendingConnectionAvailable, &m_server, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                QObject::connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                QObject::connect(s, &QTcpSocket::readyRead, s, [this, s] { onRead(s); });
                if (s->bytesAvailable())
                    onRead(s);
            }
        });
        QObject::connect(
            &m_server, &QSslServer::errorOccurred, &m_server,
            [](QSslSocket *, QAbstractSocket::SocketError e) { qInfo() << "tls server: socket error" << e; });
        QObject::connect(
            &m_server, &QSslServer::sslErrors, &m_server,
            [](QSslSocket *, const QList<QSslError> &e) { qInfo() << "tls server: ssl errors" << e; });
        QObject::connect(&m_server, &QSslServer::startedEncryptionHandshake, &m_server,
                         [](QSslSocket *) { qInfo() << "tls server: handshake started"; });
        return m_server.listen(QHostAddress::LocalHost, 0);
    }
    quint16 port() const { return m_server.serverPort(); }
    QList<QByteArray> requests() const { return m_requests; }
    QByteArray redirectTo;

private:
    void onRead(QTcpSocket *s)
    {
        QByteArray &buf = m_buffers[s];
        buf += s->readAll();
        const qsizetype end = buf.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QByteArray head = buf.left(end);
        m_requests.append(head);
        buf.clear();
        if (head.startsWith("GET /redirect")) {
            s->write("HTTP/1.1 302 Found\r\nLocation: " + redirectTo +
                     "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        } else {
            const QByteArray body = "upstream-ok\n";
            s->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " +
                     QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        }
        s->disconnectFromHost();
    }
    QSslServer m_server;
    QList<QByteArray> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

// The value of header `name` in a request head, "" when absent (case-insensitive name).
QList<QByteArray> headerValues(const QByteArray &head, const QByteArray &name)
{
    QList<QByteArray> out;
    for (const QByteArray &line : head.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == name.toLower())
            out << line.mid(colon + 1).trimmed();
    }
    return out;
}

QByteArray requestWith(const QList<QByteArray> &requests, const QByteArray &probe)
{
    for (const QByteArray &r : requests)
        if (headerValues(r, "X-Probe").contains(probe))
            return r;
    return {};
}

} // namespace

class TestGateCredentials : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_env;
    std::unique_ptr<E2eHttpServer> m_plain;
    TlsRecorder m_tls;
    QTemporaryDir m_certs;
    QString m_project;
    QByteArray m_value;
    E2eResult m_run;
    QMap<QString, QString> m_results;
    bool m_probed = false;

    bool probe()
    {
        if (m_probed)
            return m_run.exitCode == 0 && m_results.contains(QStringLiteral("done"));
        m_probed = true;
        QByteArray reversed = m_value;
        std::reverse(reversed.begin(), reversed.end());
        m_run = m_env->cli({QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--timeout"),
                            QStringLiteral("280s"), QStringLiteral("-C"), m_project, QStringLiteral("--"),
                            QStringLiteral("bash"), QStringLiteral("/project/credentials-probe.sh"),
                            QString::number(m_plain->port()), QString::fromLatin1(reversed)},
                           {}, 400000);
        const QString out = m_run.json().value(QStringLiteral("stdout")).toString();
        for (const QString &line : out.split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1Char('@')))
                continue;
            const qsizetype sp = line.indexOf(QLatin1Char(' '));
            const QString key = line.mid(1, sp < 0 ? -1 : sp - 1);
            const QString value = sp < 0 ? QString() : line.mid(sp + 1).trimmed();
            m_results.insert(key, m_results.contains(key) ? m_results.value(key) + QLatin1Char('\n') + value
                                                          : value);
        }
        for (auto it = m_results.cbegin(); it != m_results.cend(); ++it)
            qInfo().noquote() << "  " << it.key() << "=>" << it.value().left(200);
        // The gate's own complaints (TLS to the upstream), for a failure's diagnosis.
        QDirIterator logs(m_env->sessionsDir(), {QStringLiteral("cache.log")}, QDir::Files,
                          QDirIterator::Subdirectories);
        while (logs.hasNext()) {
            QFile f(logs.next());
            if (f.open(QIODevice::ReadOnly))
                for (const QByteArray &line : f.readAll().split('\n'))
                    if (line.contains("ERROR") || line.contains("WARNING") || line.contains("TLS"))
                        qInfo().noquote() << "  gate:" << QString::fromUtf8(line.left(300));
        }
        return m_run.exitCode == 0 && m_results.contains(QStringLiteral("done"));
    }

#define PROBE()                                                                                              \
    if (!m_env || !m_env->ready())                                                                           \
        QSKIP(m_env ? qPrintable(m_env->skipReason()) : "no environment");                                   \
    QVERIFY2(probe(), m_run.describe().constData())

private Q_SLOTS:
    void initTestCase()
    {
        m_env = std::make_unique<E2eSandbox>(false);
        if (!m_env->ready())
            return;
        if (!QSslSocket::supportsSsl())
            QSKIP("Qt has no TLS backend here: the test's HTTPS server cannot run");
        // A server certificate for testserver.internal, signed by the test CA, made now.
        QVERIFY(m_certs.isValid());
        const QString key = m_certs.filePath(QStringLiteral("server.key"));
        const QString csr = m_certs.filePath(QStringLiteral("server.csr"));
        const QString crt = m_certs.filePath(QStringLiteral("server.crt"));
        const QString ext = m_certs.filePath(QStringLiteral("server.ext"));
        QFile extFile(ext);
        QVERIFY(extFile.open(QIODevice::WriteOnly));
        extFile.write("subjectAltName=DNS:testserver.internal\nextendedKeyUsage=serverAuth\n");
        extFile.close();
        const QString ca = QStringLiteral(AISB_SOURCE_DIR "/tests/data/ca/credentials-test-ca");
        const QProcessEnvironment sys = QProcessEnvironment::systemEnvironment();
        const E2eResult a =
            E2eSandbox::run(QStringLiteral("openssl"),
                            {QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                             QStringLiteral("-nodes"), QStringLiteral("-keyout"), key, QStringLiteral("-out"),
                             csr, QStringLiteral("-subj"), QStringLiteral("/CN=testserver.internal")},
                            sys, 60000);
        QVERIFY2(a.exitCode == 0, a.describe().constData());
        const E2eResult b = E2eSandbox::run(
            QStringLiteral("openssl"),
            {QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), csr,
             QStringLiteral("-CA"), ca + QStringLiteral(".crt"), QStringLiteral("-CAkey"),
             ca + QStringLiteral(".key"), QStringLiteral("-CAcreateserial"), QStringLiteral("-CAserial"),
             m_certs.filePath(QStringLiteral("ca.srl")), QStringLiteral("-days"), QStringLiteral("2"),
             QStringLiteral("-extfile"), ext, QStringLiteral("-out"), crt},
            sys, 60000);
        QVERIFY2(b.exitCode == 0, b.describe().constData());
        QFile kf(key), cf(crt);
        QVERIFY(kf.open(QIODevice::ReadOnly) && cf.open(QIODevice::ReadOnly));
        QVERIFY(m_tls.listen(QSslCertificate(cf.readAll()), QSslKey(kf.readAll(), QSsl::Rsa)));

        m_plain = std::make_unique<E2eHttpServer>("plain-" +
                                                  QByteArray::number(QCoreApplication::applicationPid()));
        QVERIFY(m_plain->isListening());
        m_tls.redirectTo = "http://plain.internal:" + QByteArray::number(m_plain->port()) + "/landing";

        // A value nobody could guess, read by a host command from a 0600 file.
        m_value = "e2e-cred-" + QByteArray::number(QRandomGenerator::system()->generate64(), 16) +
                  QByteArray::number(QRandomGenerator::system()->generate64(), 16);
        const QString valueFile = m_env->workspace() + QStringLiteral("/credential-value");
        m_env->writeFile(valueFile, m_value + '\n');
        QFile::setPermissions(valueFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner);

        const QByteArray policy =
            "[image]\nharness = \"shell\"\nca_certificates = [\"" AISB_SOURCE_DIR
            "/tests/data/ca/credentials-test-ca.crt\"]\n"
            "[network]\nmode = \"allowlist\"\n"
            "local = { \"testserver.internal\" = \"127.0.0.1:" +
            QByteArray::number(m_tls.port()) +
            "\", \"wrongname.internal\" = \"127.0.0.1:" + QByteArray::number(m_tls.port()) +
            "\", \"plain.internal\" = \"127.0.0.1:" + QByteArray::number(m_plain->port()) +
            "\" }\n"
            "[limits]\nexec_timeout = \"300s\"\n"
            "\n[[credentials]]\nname = \"e2e-api\"\nhost = \"testserver.internal\"\nheader = "
            "\"Authorization\"\n"
            "format = \"Bearer {value}\"\nsource = \"command:cat " +
            valueFile.toUtf8() +
            "\"\nenv = [\"E2E_API_KEY\"]\nbase_url_env = \"E2E_API_URL\"\n"
            "\n[[credentials]]\nname = \"e2e-wrong\"\nhost = \"wrongname.internal\"\nheader = \"X-Api-Key\"\n"
            "format = \"{value}\"\nsource = \"command:cat " +
            valueFile.toUtf8() + "\"\nbase_url_env = \"E2E_WRONG_URL\"\n";
        m_project = m_env->makeProject(
            QStringLiteral("cred"), policy,
            {{QStringLiteral("credentials-probe.sh"), readSource("tests/data/e2e/credentials-probe.sh")}});
        const E2eResult built = m_env->cli(E2eRows::build(m_project), {}, 900000);
        QVERIFY2(built.exitCode == 0, built.describe().constData());
    }

    void cleanupTestCase()
    {
        m_env.reset();
    }

    // The sandbox sees the placeholder and the gate's endpoint, never the value.
    void sandboxSeesPlaceholder()
    {
        PROBE();
        QCOMPARE(m_results.value(QStringLiteral("env_key")), QStringLiteral("gate-managed"));
        QVERIFY2(m_results.value(QStringLiteral("env_url")).startsWith(QLatin1String("http://")),
                 qPrintable(m_results.value(QStringLiteral("env_url"))));
    }

    // (a) The request to the rule's endpoint arrives upstream over TLS with the value, once, and
    // the header the sandbox set is gone; Host is the rule's host, not the sandbox's.
    void endpointAddsTheValue()
    {
        PROBE();
        QVERIFY2(m_results.value(QStringLiteral("a")).contains(QLatin1String("upstream-ok")),
                 qPrintable(m_results.value(QStringLiteral("a"))));
        const QByteArray req = requestWith(m_tls.requests(), "a");
        QVERIFY2(!req.isEmpty(), m_run.describe().constData());
        QCOMPARE(headerValues(req, "Authorization"), QList<QByteArray>{"Bearer " + m_value});
        QVERIFY(!req.contains("sandbox-forged"));
        QCOMPARE(headerValues(req, "Host"),
                 QList<QByteArray>{"testserver.internal:" + QByteArray::number(m_tls.port())});
    }

    // The upstream's certificate is verified (CA and name): a host whose certificate names another
    // host gets no request, so no value.
    void upstreamCertificateIsVerified()
    {
        PROBE();
        const QString w = m_results.value(QStringLiteral("w"));
        QVERIFY2(w.startsWith(QLatin1String("HTTP/1.1 5")), qPrintable(w));
        QVERIFY(requestWith(m_tls.requests(), "w").isEmpty());
        for (const QByteArray &r : m_tls.requests())
            QVERIFY2(headerValues(r, "X-Api-Key").isEmpty(), r.constData());
    }

    // (b) Another allowed name, through the proxy: no value.
    void otherHostGetsNothing()
    {
        PROBE();
        QVERIFY2(m_results.value(QStringLiteral("b")).contains(QLatin1String("e2e-body")),
                 qPrintable(m_results.value(QStringLiteral("b"))));
        const QByteArray req = requestWith(m_plain->requests(), "b");
        QVERIFY2(!req.isEmpty(), m_run.describe().constData());
        QVERIFY(!req.contains(m_value));
        QVERIFY(headerValues(req, "Authorization").isEmpty());
    }

    // (c) A redirect comes back to the sandbox (squid does not follow it); following it to
    // another host does not carry the value.
    void redirectDropsTheValue()
    {
        PROBE();
        const QString c = m_results.value(QStringLiteral("c"));
        QVERIFY2(c.startsWith(QLatin1String("HTTP/1.1 302")), qPrintable(c));
        QCOMPARE(m_results.value(QStringLiteral("c_location")).toUtf8(), m_tls.redirectTo);
        for (const QByteArray &r : m_tls.requests())
            QVERIFY2(!r.startsWith("GET /landing"), r.constData());
        QVERIFY(m_results.value(QStringLiteral("c_followed")).contains(QLatin1String("e2e-body")));
        const QByteArray landing = requestWith(m_plain->requests(), "c2");
        QVERIFY2(landing.startsWith("GET /landing"), landing.constData());
        QVERIFY(!landing.contains(m_value));
        for (const QByteArray &r : m_plain->requests())
            QVERIFY2(!r.contains(m_value), r.constData());
    }

    // (d) The attacker inside: every file, environment and memory map it can read, searched.
    void sandboxFindsNothing()
    {
        PROBE();
        const QString searched = m_results.value(QStringLiteral("searched"));
        QVERIFY2(searched.contains(QLatin1String("files=")), qPrintable(searched));
        // The search did read things (a broken search finds nothing too).
        const QRegularExpression counts(QStringLiteral("files=(\\d+) environ=(\\d+) maps=(\\d+)"));
        const QRegularExpressionMatch m = counts.match(searched);
        QVERIFY(m.hasMatch());
        QVERIFY2(m.captured(1).toInt() > 1000, qPrintable(searched));
        QVERIFY2(m.captured(2).toInt() > 0, qPrintable(searched));
        QVERIFY2(m.captured(3).toInt() > 0, qPrintable(searched));
        QVERIFY2(!m_results.contains(QStringLiteral("found")),
                 qPrintable(m_results.value(QStringLiteral("found"))));
    }

    // ... and after the session: the session folders, the project and the home volume.
    void nothingLeftOnTheHost()
    {
        PROBE();
        QVERIFY(E2eSandbox::filesContaining(m_env->sessionsDir(), m_value).isEmpty());
        QVERIFY(E2eSandbox::filesContaining(m_project, m_value).isEmpty());
        const E2eResult mp = m_env->podman({QStringLiteral("volume"), QStringLiteral("inspect"),
                                            QStringLiteral("--format"), QStringLiteral("{{.Mountpoint}}"),
                                            aisb::homeVolumeName(aisb::projectSlug(m_project))});
        QVERIFY2(mp.exitCode == 0, mp.describe().constData());
        const QString mount = QString::fromUtf8(mp.out).trimmed();
        QVERIFY(QFileInfo(mount).isDir());
        QVERIFY(E2eSandbox::filesContaining(mount, m_value).isEmpty());
        // The gate's secret went with the gate.
        const E2eResult secrets = m_env->podman({QStringLiteral("secret"), QStringLiteral("ls"),
                                                 QStringLiteral("--format"), QStringLiteral("{{.Name}}")});
        QVERIFY2(secrets.exitCode == 0, secrets.describe().constData());
        for (const QByteArray &name : secrets.out.split('\n'))
            QVERIFY2(!(name.contains(aisb::projectSlug(m_project).toUtf8()) && name.endsWith("-credentials")),
                     name.constData());
    }

    // `ai-sandbox logs` marks the request that carried the credential with the rule's name (the
    // others not) and counts them.
    void logsMarkTheRule()
    {
        PROBE();
        const E2eResult json =
            m_env->cli({QStringLiteral("logs"), QStringLiteral("--json"), QStringLiteral("-C"), m_project});
        QVERIFY2(json.exitCode == 0, json.describe().constData());
        QVERIFY(!json.out.contains(m_value));
        int marked = 0, plain = 0;
        for (const QByteArray &line : json.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("kind")).toString() != QLatin1String("allowed"))
                continue;
            const QString url = o.value(QStringLiteral("url")).toString();
            if (o.value(QStringLiteral("credential")).toString() == QLatin1String("e2e-api")) {
                ++marked;
                QVERIFY2(url.endsWith(QLatin1String("/a")) || url.endsWith(QLatin1String("/redirect")),
                         qPrintable(url));
            } else if (url.contains(QLatin1String("plain.internal"))) {
                ++plain;
                QVERIFY(!o.contains(QStringLiteral("credential")));
            }
        }
        QCOMPARE(marked, 2);
        QCOMPARE(plain, 2);
        const E2eResult text = m_env->cli({QStringLiteral("logs"), QStringLiteral("-C"), m_project});
        QVERIFY2(text.out.contains("credential e2e-api added by the gate"), text.out.constData());
        QVERIFY2(text.out.contains("carried a credential added by the gate: e2e-api: 2"),
                 text.out.constData());
        QVERIFY(!text.out.contains(m_value));
    }
};

QTEST_MAIN(TestGateCredentials)
#include "tst_gate_credentials.moc"
