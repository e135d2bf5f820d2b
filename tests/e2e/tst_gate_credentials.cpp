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
#include "credentialsfixture.h"
#include "e2ehttpserver.h"

#include <QTest>

using namespace aisb::test;

namespace {

// HTTPS on 127.0.0.1 with a certificate for testserver.internal: records each request's header
// block; /redirect answers 302 to `redirectTo`, everything else 200 "upstream-ok".
class TlsRecorder
{
public:
    bool listen(const ServerCertificate &cert)
    {
        QObject::connect(
            &m_server, &QSslServer::errorOccurred, &m_server,
            [](QSslSocket *, QAbstractSocket::SocketError e) { qInfo() << "tls server: socket error" << e; });
        QObject::connect(&m_server, &QSslServer::startedEncryptionHandshake, &m_server,
                         [](QSslSocket *) { qInfo() << "tls server: handshake started"; });
        return listenTls(m_server, cert, "tls server:", [this](QTcpSocket *s) { onRead(s); });
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

QByteArray requestWith(const QList<QByteArray> &requests, const QByteArray &probe)
{
    for (const QByteArray &r : requests)
        if (headerValues(r, "X-Probe").contains(probe))
            return r;
    return {};
}

} // namespace

class TestGateCredentials : public QObject, private CredentialsProof
{
    Q_OBJECT
    std::unique_ptr<E2eHttpServer> m_plain;
    TlsRecorder m_tls;
    QList<QByteArray> m_tlsReqs[2];
    QList<QByteArray> m_plainReqs[2];

    bool probe(bool rootless)
    {
        return probeOnce(rootless, [this, rootless](int i, ProbeRow &p) { session(rootless, i, p); });
    }

    void session(bool rootless, int i, ProbeRow &p)
    {
        const qsizetype tlsBefore = m_tls.requests().size();
        const qsizetype plainBefore = m_plain->requests().size();
        p.run =
            execProbeScript(env(rootless), m_rows.project(rootless), QStringLiteral("credentials-probe.sh"),
                            {QString::number(m_plain->port()), QString::fromLatin1(reversedValue(m_value))});
        m_tlsReqs[i] = m_tls.requests().mid(tlsBefore);
        m_plainReqs[i] = m_plain->requests().mid(plainBefore);
        p.results = probeResults(p.run, 200);
        // The gate's own complaints (TLS to the upstream), for a failure's diagnosis.
        logGateComplaints(env(rootless).sessionsDir(), {"ERROR", "WARNING", "TLS"});
    }

#define PROBE()                                                                                              \
    AISB_CREDENTIALS_PROBE_ROW();                                                                            \
    const E2eResult &m_run = m_probe[row].run;                                                               \
    const QMap<QString, QString> &m_results = m_probe[row].results;                                          \
    const QList<QByteArray> &tlsRequests = m_tlsReqs[row];                                                   \
    const QList<QByteArray> &plainRequests = m_plainReqs[row];                                               \
    Q_UNUSED(m_run);                                                                                         \
    Q_UNUSED(tlsRequests);                                                                                   \
    Q_UNUSED(plainRequests);                                                                                 \
    Q_UNUSED(m_results)

private Q_SLOTS:
    void initTestCase()
    {
        if (!QSslSocket::supportsSsl())
            QSKIP("Qt has no TLS backend here: the test's HTTPS server cannot run");
        // A server certificate for testserver.internal, signed by the test CA, made now.
        QVERIFY(m_certs.isValid());
        ServerCertificate cert;
        const QByteArray issued =
            issueServerCertificate(m_certs, QStringLiteral("testserver.internal"), &cert);
        QVERIFY2(issued.isEmpty(), issued.constData());
        QVERIFY(m_tls.listen(cert));

        m_plain = std::make_unique<E2eHttpServer>("plain-" +
                                                  QByteArray::number(QCoreApplication::applicationPid()));
        QVERIFY(m_plain->isListening());
        m_tls.redirectTo = "http://plain.internal:" + QByteArray::number(m_plain->port()) + "/landing";

        // A value nobody could guess, read by a host command from a 0600 file.
        m_value = randomCredentialValue("e2e-cred-");
        QString valueFile;
        const QByteArray written =
            writeCredentialValue(m_valueDir, QStringLiteral("/tmp/aisb-e2e-credvalue-XXXXXX"),
                                 QStringLiteral("credential-value"), m_value, &valueFile);
        QVERIFY2(written.isEmpty(), written.constData());

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
        // Built outside the timed tests (nothing happens when the images exist).
        const QByteArray failed = m_rows.setUp(QStringLiteral("cred"), policy,
                                               credentialsProbeFiles("credentials-probe.sh"), E2eRows::build);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase()
    {
        m_rows.reset();
    }

    // The sandbox sees the placeholder and the gate's endpoint, never the value.
    void sandboxSeesPlaceholder_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void sandboxSeesPlaceholder()
    {
        PROBE();
        QCOMPARE(m_results.value(QStringLiteral("env_key")), QStringLiteral("gate-managed"));
        QVERIFY2(m_results.value(QStringLiteral("env_url")).startsWith(QLatin1String("http://")),
                 qPrintable(m_results.value(QStringLiteral("env_url"))));
    }

    // (a) The request to the rule's endpoint arrives upstream over TLS with the value, once, and
    // the header the sandbox set is gone; Host is the rule's host, not the sandbox's.
    void endpointAddsTheValue_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void endpointAddsTheValue()
    {
        PROBE();
        QVERIFY2(m_results.value(QStringLiteral("a")).contains(QLatin1String("upstream-ok")),
                 qPrintable(m_results.value(QStringLiteral("a"))));
        const QByteArray req = requestWith(tlsRequests, "a");
        QVERIFY2(!req.isEmpty(), m_run.describe().constData());
        QCOMPARE(headerValues(req, "Authorization"), QList<QByteArray>{"Bearer " + m_value});
        QVERIFY(!req.contains("sandbox-forged"));
        QCOMPARE(headerValues(req, "Host"),
                 QList<QByteArray>{"testserver.internal:" + QByteArray::number(m_tls.port())});
    }

    // The upstream's certificate is verified (CA and name): a host whose certificate names another
    // host gets no request, so no value.
    void upstreamCertificateIsVerified_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void upstreamCertificateIsVerified()
    {
        PROBE();
        const QString w = m_results.value(QStringLiteral("w"));
        QVERIFY2(w.startsWith(QLatin1String("HTTP/1.1 5")), qPrintable(w));
        QVERIFY(requestWith(tlsRequests, "w").isEmpty());
        for (const QByteArray &r : tlsRequests)
            QVERIFY2(headerValues(r, "X-Api-Key").isEmpty(), r.constData());
    }

    // (b) Another allowed name, through the proxy: no value.
    void otherHostGetsNothing_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void otherHostGetsNothing()
    {
        PROBE();
        QVERIFY2(m_results.value(QStringLiteral("b")).contains(QLatin1String("e2e-body")),
                 qPrintable(m_results.value(QStringLiteral("b"))));
        const QByteArray req = requestWith(plainRequests, "b");
        QVERIFY2(!req.isEmpty(), m_run.describe().constData());
        QVERIFY(!req.contains(m_value));
        QVERIFY(headerValues(req, "Authorization").isEmpty());
    }

    // (e) The agent's next try: the credential endpoint asked, by absolute URL and Host, for
    // another allowed host. The gate sends the endpoint's requests only to the rule's host, so
    // the other host sees no request of it, and no request it sees carries the value.
    void endpointNeverReachesAnotherHost_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void endpointNeverReachesAnotherHost()
    {
        PROBE();
        QVERIFY2(m_results.contains(QStringLiteral("e")), m_run.describe().constData());
        QVERIFY2(requestWith(plainRequests, "e").isEmpty(), qPrintable(m_results.value(QStringLiteral("e"))));
        // It went to the rule's host, where the value belongs (the log names the URL the sandbox
        // wrote; the destination is always the rule's).
        QVERIFY2(!requestWith(tlsRequests, "e").isEmpty(), qPrintable(m_results.value(QStringLiteral("e"))));
        for (const QByteArray &req : plainRequests) {
            QVERIFY(!req.contains(m_value));
            QVERIFY(headerValues(req, "Authorization").isEmpty());
        }
    }

    // (c) A redirect comes back to the sandbox (squid does not follow it); following it to
    // another host does not carry the value.
    void redirectDropsTheValue_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void redirectDropsTheValue()
    {
        PROBE();
        const QString c = m_results.value(QStringLiteral("c"));
        QVERIFY2(c.startsWith(QLatin1String("HTTP/1.1 302")), qPrintable(c));
        QCOMPARE(m_results.value(QStringLiteral("c_location")).toUtf8(), m_tls.redirectTo);
        for (const QByteArray &r : tlsRequests)
            QVERIFY2(!r.startsWith("GET /landing"), r.constData());
        QVERIFY(m_results.value(QStringLiteral("c_followed")).contains(QLatin1String("e2e-body")));
        const QByteArray landing = requestWith(plainRequests, "c2");
        QVERIFY2(landing.startsWith("GET /landing"), landing.constData());
        QVERIFY(!landing.contains(m_value));
        for (const QByteArray &r : plainRequests)
            QVERIFY2(!r.contains(m_value), r.constData());
    }

    // (d) The attacker inside: every file, environment and memory map it can read, searched.
    void sandboxFindsNothing_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void sandboxFindsNothing()
    {
        PROBE();
        const QString searched = m_results.value(QStringLiteral("searched"));
        QVERIFY2(searched.contains(QLatin1String("files=")), qPrintable(searched));
        // The search did read things (a broken search finds nothing too).
        const SearchCounts m = searchCounts(searched);
        QVERIFY(m.matched);
        QVERIFY2(m.files > 1000, qPrintable(searched));
        QVERIFY2(m.environ > 0, qPrintable(searched));
        QVERIFY2(m.maps > 0, qPrintable(searched));
        QVERIFY2(!m_results.contains(QStringLiteral("found")),
                 qPrintable(m_results.value(QStringLiteral("found"))));
    }

    // ... and after the session: the session folders, the project and the home volume.
    void nothingLeftOnTheHost_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void nothingLeftOnTheHost()
    {
        PROBE();
        QString mount;
        const QByteArray left = leftOnTheHost(rootless, m_value, &mount);
        QVERIFY2(left.isEmpty(), left.constData());
        // The gate's secret went with the gate.
        const E2eResult secrets =
            env(rootless).podman({QStringLiteral("secret"), QStringLiteral("ls"), QStringLiteral("--format"),
                                  QStringLiteral("{{.Name}}")});
        QVERIFY2(secrets.exitCode == 0, secrets.describe().constData());
        for (const QByteArray &name : secrets.out.split('\n'))
            QVERIFY2(!(name.contains(aisb::projectSlug(m_rows.project(rootless)).toUtf8()) &&
                       name.endsWith("-credentials")),
                     name.constData());
    }

    // `ai-sandbox logs` marks the request that carried the credential with the rule's name (the
    // others not) and counts them.
    void logsMarkTheRule_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void logsMarkTheRule()
    {
        PROBE();
        const E2eResult json = projectLogs(rootless, true);
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
                // (e)'s absolute URL is logged as written; it went to the rule's host all the same.
                QVERIFY2(url.endsWith(QLatin1String("/a")) || url.endsWith(QLatin1String("/redirect")) ||
                             url.endsWith(QLatin1String("/e")),
                         qPrintable(url));
            } else if (url.contains(QLatin1String("plain.internal"))) {
                ++plain;
                QVERIFY(!o.contains(QStringLiteral("credential")));
            }
        }
        QCOMPARE(marked, 3);
        QCOMPARE(plain, 2);
        const E2eResult text = projectLogs(rootless, false);
        QVERIFY2(text.out.contains("credential e2e-api added by the gate"), text.out.constData());
        QVERIFY2(text.out.contains("carried a credential added by the gate: e2e-api: 3"),
                 text.out.constData());
        QVERIFY(!text.out.contains(m_value));
    }
};

QTEST_MAIN(TestGateCredentials)
#include "tst_gate_credentials.moc"
