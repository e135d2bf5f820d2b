// SPDX-License-Identifier: GPL-3.0-or-later
// SLOW ON FIRST RUN (the pi harness image with the test CA: an npm install). Issue 19's proof with
// the default harness: the real pi (the pinned @mariozechner/pi-coding-agent of the pi preset, in
// print mode) in a real session sends its model request through the gate, which adds the key.
// The model API is a fake of Anthropic's Messages API (streaming, server-sent events) on 127.0.0.1
// over TLS with a certificate of the test CA (tests/data/ca/credentials-test-ca.*), reached by the
// gate as the network.local service "model.internal"; the rule is the `anthropic` preset with
// that host. pi reads no ANTHROPIC_BASE_URL: the pi image's wrapper loads the extension that
// makes it follow that variable (containers/pi-gate-endpoints.js,
// docs/design/gate-credentials.md). The sandbox runs tests/data/e2e/credentials-pi-probe.sh; pi's
// own startup calls (version check, telemetry) are off (PI_OFFLINE, PI_TELEMETRY), so the only
// traffic is to the gate and from the gate to this test.
#include "credentialsfixture.h"

#include <QJsonArray>
#include <QPointer>
#include <QTest>

using namespace aisb::test;

namespace {

// What the fake model says: pi must print it.
constexpr char kAnswer[] = "fake-model-answer-7f3a";

QByteArray sseEvent(const char *name, const QJsonObject &data)
{
    return "event: " + QByteArray(name) + "\ndata: " + QJsonDocument(data).toJson(QJsonDocument::Compact) +
           "\n\n";
}

// A minimal Anthropic Messages API over HTTPS: every complete request (head and body, by
// Content-Length or chunked) is recorded and answered with one streamed text message.
class FakeAnthropic
{
public:
    struct Request
    {
        QByteArray head;
        QByteArray body;
    };

    bool listen(const ServerCertificate &cert)
    {
        return listenTls(m_server, cert, "fake model api:", [this](QTcpSocket *s) { onRead(s); });
    }
    quint16 port() const { return m_server.serverPort(); }
    QList<Request> requests() const { return m_requests; }
    // The messages requests are held (not answered) until a GET /release arrives; GET /held
    // answers "held" while one waits. The sandbox searches pi's memory meanwhile.
    void hold() { m_released = false; }

private:
    static QByteArray header(const QByteArray &head, const QByteArray &name)
    {
        for (const QByteArray &line : head.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().toLower() == name)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }

    void onRead(QTcpSocket *s)
    {
        QByteArray &buf = m_buffers[s];
        buf += s->readAll();
        const qsizetype end = buf.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QByteArray head = buf.left(end);
        QByteArray body = buf.mid(end + 4);
        if (header(head, "transfer-encoding").toLower().contains("chunked")) {
            if (!body.contains("0\r\n\r\n"))
                return;
            QByteArray plain;
            qsizetype at = 0;
            while (at < body.size()) {
                const qsizetype eol = body.indexOf("\r\n", at);
                const qsizetype size =
                    eol < 0 ? 0 : body.mid(at, eol - at).split(';').first().toLongLong(nullptr, 16);
                if (size <= 0)
                    break;
                plain += body.mid(eol + 2, size);
                at = eol + 2 + size + 2;
            }
            body = plain;
        } else if (body.size() < header(head, "content-length").toLongLong()) {
            return;
        }
        m_requests.append({head, body});
        buf.clear();
        if (head.startsWith("GET /held") || head.startsWith("GET /release")) {
            if (head.startsWith("GET /release")) {
                m_released = true;
                const QList<QPointer<QTcpSocket>> held = std::exchange(m_held, {});
                for (const QPointer<QTcpSocket> &h : held)
                    if (h)
                        answer(h);
            }
            const QByteArray text = m_released ? "released\n" : m_held.isEmpty() ? "waiting\n" : "held\n";
            s->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " +
                     QByteArray::number(text.size()) + "\r\nConnection: close\r\n\r\n" + text);
            s->disconnectFromHost();
            return;
        }
        if (!m_released) {
            m_held.append(s);
            return;
        }
        answer(s);
    }

    void answer(QTcpSocket *s)
    {

        QJsonObject usage{{QStringLiteral("input_tokens"), 3}, {QStringLiteral("output_tokens"), 1}};
        QJsonObject message{{QStringLiteral("id"), QStringLiteral("msg_e2e")},
                            {QStringLiteral("type"), QStringLiteral("message")},
                            {QStringLiteral("role"), QStringLiteral("assistant")},
                            {QStringLiteral("model"), QStringLiteral("fake")},
                            {QStringLiteral("content"), QJsonArray()},
                            {QStringLiteral("stop_reason"), QJsonValue::Null},
                            {QStringLiteral("stop_sequence"), QJsonValue::Null},
                            {QStringLiteral("usage"), usage}};
        QByteArray out;
        out += sseEvent("message_start", {{QStringLiteral("type"), QStringLiteral("message_start")},
                                          {QStringLiteral("message"), message}});
        out += sseEvent(
            "content_block_start",
            {{QStringLiteral("type"), QStringLiteral("content_block_start")},
             {QStringLiteral("index"), 0},
             {QStringLiteral("content_block"), QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                           {QStringLiteral("text"), QString()}}}});
        out += sseEvent(
            "content_block_delta",
            {{QStringLiteral("type"), QStringLiteral("content_block_delta")},
             {QStringLiteral("index"), 0},
             {QStringLiteral("delta"), QJsonObject{{QStringLiteral("type"), QStringLiteral("text_delta")},
                                                   {QStringLiteral("text"), QLatin1String(kAnswer)}}}});
        out += sseEvent("content_block_stop", {{QStringLiteral("type"), QStringLiteral("content_block_stop")},
                                               {QStringLiteral("index"), 0}});
        out += sseEvent("message_delta",
                        {{QStringLiteral("type"), QStringLiteral("message_delta")},
                         {QStringLiteral("delta"),
                          QJsonObject{{QStringLiteral("stop_reason"), QStringLiteral("end_turn")},
                                      {QStringLiteral("stop_sequence"), QJsonValue::Null}}},
                         {QStringLiteral("usage"), QJsonObject{{QStringLiteral("output_tokens"), 4}}}});
        out += sseEvent("message_stop", {{QStringLiteral("type"), QStringLiteral("message_stop")}});
        s->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Length: " +
                 QByteArray::number(out.size()) + "\r\nConnection: close\r\n\r\n" + out);
        s->disconnectFromHost();
    }

    QSslServer m_server;
    QList<Request> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QList<QPointer<QTcpSocket>> m_held;
    bool m_released = true;
};

// The model requests among what reached the fake (the sandbox's /held and /release polls too).
QList<FakeAnthropic::Request> messages(const QList<FakeAnthropic::Request> &all)
{
    QList<FakeAnthropic::Request> out;
    for (const FakeAnthropic::Request &r : all)
        if (r.head.startsWith("POST /v1/messages"))
            out << r;
    return out;
}

} // namespace

class TestGateCredentialsPi : public QObject, private CredentialsProof
{
    Q_OBJECT
    FakeAnthropic m_api;
    QList<FakeAnthropic::Request> m_requests[2]; // pi's model requests
    QList<FakeAnthropic::Request> m_all[2];      // and the sandbox's polls

    bool probe(bool rootless)
    {
        return probeOnce(rootless, [this, rootless](int i, ProbeRow &p) { session(rootless, i, p); });
    }

    void session(bool rootless, int i, ProbeRow &p)
    {
        const qsizetype before = m_api.requests().size();
        m_api.hold();
        p.run = execProbeScript(env(rootless), m_rows.project(rootless),
                                QStringLiteral("credentials-pi-probe.sh"),
                                {QString::fromLatin1(reversedValue(m_value))});
        m_all[i] = m_api.requests().mid(before);
        m_requests[i] = messages(m_all[i]);
        p.results = probeResults(p.run, 300);
        qInfo() << "  upstream requests:" << m_all[i].size()
                << "of which model requests:" << m_requests[i].size();
    }

#define PROBE()                                                                                              \
    AISB_CREDENTIALS_PROBE_ROW();                                                                            \
    const QMap<QString, QString> &results = m_probe[row].results;                                            \
    const QList<FakeAnthropic::Request> &requests = m_requests[row];                                         \
    Q_UNUSED(results);                                                                                       \
    Q_UNUSED(requests)

private Q_SLOTS:
    void initTestCase()
    {
        if (!QSslSocket::supportsSsl())
            QSKIP("Qt has no TLS backend here: the fake model API cannot run");
        QVERIFY(m_certs.isValid());
        ServerCertificate cert;
        const QByteArray issued = issueServerCertificate(m_certs, QStringLiteral("model.internal"), &cert);
        QVERIFY2(issued.isEmpty(), issued.constData());
        QVERIFY(m_api.listen(cert));

        // The key: random per run, read by a host command from a 0600 file outside every project.
        m_value = randomCredentialValue("sk-ant-e2e-");
        QString valueFile;
        const QByteArray written =
            writeCredentialValue(m_valueDir, QStringLiteral("/tmp/aisb-e2e-credpi-XXXXXX"),
                                 QStringLiteral("credential-value"), m_value, &valueFile);
        QVERIFY2(written.isEmpty(), written.constData());

        // The default harness (pi). "host": the certificates this machine's own TLS needs (the npm
        // install of a first build goes through them here), plus the test CA for the gate.
        const QByteArray policy =
            "[image]\nca_certificates = [\"host\", \"" AISB_SOURCE_DIR
            "/tests/data/ca/credentials-test-ca.crt\"]\n"
            "[network]\nmode = \"allowlist\"\n"
            "local = { \"model.internal\" = \"127.0.0.1:" +
            QByteArray::number(m_api.port()) +
            "\" }\n"
            "[env]\nset = { PI_OFFLINE = \"1\", PI_TELEMETRY = \"0\" }\n"
            "[limits]\nexec_timeout = \"300s\"\n"
            "\n[[credentials]]\nname = \"e2e-anthropic\"\npreset = \"anthropic\"\nhost = \"model.internal\"\n"
            "source = \"command:cat " +
            valueFile.toUtf8() + "\"\n";
        const QByteArray failed =
            m_rows.setUp(QStringLiteral("credpi"), policy, credentialsProbeFiles("credentials-pi-probe.sh"),
                         E2eRows::build);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase()
    {
        m_rows.reset();
    }

    // The sandbox has the placeholder and the gate's endpoint; `pi` is the image's wrapper.
    void sandboxSeesPlaceholder_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void sandboxSeesPlaceholder()
    {
        PROBE();
        QCOMPARE(results.value(QStringLiteral("env_key")), QStringLiteral("gate-managed"));
        QVERIFY2(results.value(QStringLiteral("env_url")).startsWith(QLatin1String("http://")),
                 qPrintable(results.value(QStringLiteral("env_url"))));
        QCOMPARE(results.value(QStringLiteral("pi_path")), QStringLiteral("/usr/local/libexec/aisb/pi"));
    }

    // pi's model request reached the fake API through the gate, with the real key in the
    // preset's header exactly once and no placeholder; pi printed the fake model's answer.
    void piTalksToTheModelThroughTheGate_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void piTalksToTheModelThroughTheGate()
    {
        PROBE();
        QCOMPARE(results.value(QStringLiteral("held")), QStringLiteral("held"));
        QCOMPARE(results.value(QStringLiteral("released")), QStringLiteral("released"));
        QVERIFY2(requests.size() == 1, qPrintable(results.value(QStringLiteral("pi_err"))));
        for (const FakeAnthropic::Request &r : requests) {
            QVERIFY2(r.head.startsWith("POST /v1/messages"), r.head.constData());
            QCOMPARE(headerValues(r.head, "x-api-key"), QList<QByteArray>{m_value});
            QVERIFY2(!r.head.contains("gate-managed"), r.head.constData());
            QCOMPARE(headerValues(r.head, "Host"),
                     QList<QByteArray>{"model.internal:" + QByteArray::number(m_api.port())});
            // A real Messages request of pi: streamed, with the prompt.
            const QJsonObject body = QJsonDocument::fromJson(r.body).object();
            QVERIFY2(body.value(QStringLiteral("stream")).toBool(), r.body.left(300).constData());
            QVERIFY2(r.body.contains("Say hi"), r.body.left(300).constData());
            QVERIFY(!r.body.contains(m_value));
        }
        QCOMPARE(results.value(QStringLiteral("pi_exit")), QStringLiteral("0"));
        QVERIFY2(results.value(QStringLiteral("pi_out")).contains(QLatin1String(kAnswer)),
                 qPrintable(results.value(QStringLiteral("pi_out")) + QLatin1Char('\n') +
                            results.value(QStringLiteral("pi_err"))));
    }

    // The user's models.json (its own anthropic baseUrl) is not used while the rule is active,
    // is not changed, and pi says so.
    void usersModelsJsonIsLeftAlone_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void usersModelsJsonIsLeftAlone()
    {
        PROBE();
        QVERIFY(!results.value(QStringLiteral("models_before")).isEmpty());
        QCOMPARE(results.value(QStringLiteral("models_after")),
                 results.value(QStringLiteral("models_before")));
        const QString err = results.value(QStringLiteral("pi_err"));
        QVERIFY2(
            err.contains(QLatin1String("not to the baseUrl https://user-gateway.invalid of models.json")),
            qPrintable(err));
    }

    // The attacker inside: every file, environment and memory map the sandbox user can read,
    // searched while pi waits for the answer to its model request (its memory among them).
    void sandboxFindsNothing_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void sandboxFindsNothing()
    {
        PROBE();
        QCOMPARE(results.value(QStringLiteral("held")), QStringLiteral("held"));
        QCOMPARE(results.value(QStringLiteral("pi_alive")), QStringLiteral("yes"));
        const QStringList scanned = results.value(QStringLiteral("scanned")).split(QLatin1Char(' '));
        QVERIFY2(scanned.contains(QStringLiteral("pi")), qPrintable(scanned.join(QLatin1Char(' '))));
        const QString searched = results.value(QStringLiteral("searched"));
        const SearchCounts m = searchCounts(searched);
        QVERIFY2(m.matched, qPrintable(searched));
        QVERIFY2(m.files > 1000, qPrintable(searched));
        QVERIFY2(m.environ > 0, qPrintable(searched));
        QVERIFY2(m.maps > 0, qPrintable(searched));
        QVERIFY2(!results.contains(QStringLiteral("found")),
                 qPrintable(results.value(QStringLiteral("found"))));
    }

    // After the session: pi's own session file is in the home volume (so the search there reads
    // what pi wrote), and neither it, the session folders nor the project hold the key.
    void nothingLeftOnTheHost_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void nothingLeftOnTheHost()
    {
        PROBE();
        QVERIFY2(results.value(QStringLiteral("sessions")).toInt() > 0,
                 qPrintable(results.value(QStringLiteral("sessions"))));
        QString mount;
        const QByteArray left = leftOnTheHost(rootless, m_value, &mount);
        QVERIFY2(left.isEmpty(), left.constData());
        QVERIFY2(
            !E2eSandbox::filesContaining(mount + QStringLiteral("/.pi/agent/sessions"), kAnswer).isEmpty(),
            qPrintable(mount));
    }

    // `ai-sandbox logs` marks pi's model request with the rule's name, never the value.
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
        // Every request through the endpoint is marked (pi's and the sandbox's polls), pi's by its
        // URL.
        int marked = 0, model = 0;
        for (const QByteArray &line : json.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("credential")).toString() != QLatin1String("e2e-anthropic"))
                continue;
            ++marked;
            QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("allowed"));
            if (o.value(QStringLiteral("url")).toString().contains(QLatin1String("/v1/messages")))
                ++model;
        }
        QVERIFY(model > 0);
        QCOMPARE(model, int(requests.size()));
        QCOMPARE(marked, int(m_all[row].size()));
        const E2eResult text = projectLogs(rootless, false);
        QVERIFY2(text.out.contains("credential e2e-anthropic added by the gate"), text.out.constData());
        QVERIFY(!text.out.contains(m_value));
    }
};

// The first build (npm) takes minutes: lift QtTest's 5-minute watchdog.
int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "1800000");
    QCoreApplication app(argc, argv);
    TestGateCredentialsPi test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_gate_credentials_pi.moc"
