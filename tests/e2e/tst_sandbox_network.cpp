// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 3, the network half: real podman, the real squid gate, the real nftables ruleset, rootful
// and rootless. All traffic stays on this machine: the allowed "host" is a tiny HTTP server of this
// test on 127.0.0.1 (reached by the gate as network.local "testserver.internal"), the forbidden one
// a second server here; the unlisted name is refused by the gate by name, before any DNS lookup
// (squid.conf.in: name and port checks precede address checks). One probe script runs once per
// row in the sandbox and each test function checks one claim on its output and on the servers.
#include "e2ehttpserver.h"
#include "e2esandbox.h"

#include <QRegularExpression>
#include <QTest>

using namespace aisb::test;

namespace {

QByteArray probeScript()
{
    QFile f(QStringLiteral(AISB_SOURCE_DIR "/tests/data/e2e/probe-net.sh"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestSandboxNetwork : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eHttpServer> m_svc;
    std::unique_ptr<E2eHttpServer> m_other;
    E2eRows m_rows;
    QMap<QString, QString> m_results[2];
    E2eResult m_probeRun[2];
    int m_svcConnections[2] = {0, 0};
    int m_otherConnections[2] = {0, 0};
    QList<QByteArray> m_svcRequests[2];
    bool m_probed[2] = {false, false};

    E2eSandbox &env(bool rootless) { return m_rows.env(rootless); }

    // Runs the probe script once per row; later functions reuse the output.
    bool probe(bool rootless)
    {
        const int i = rootless ? 1 : 0;
        if (m_probed[i])
            return m_probeRun[i].exitCode == 0;
        m_probed[i] = true;
        const int svcBefore = m_svc->connections();
        const int otherBefore = m_other->connections();
        const qsizetype reqBefore = m_svc->requests().size();
        m_probeRun[i] = env(rootless).cli(
            {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--timeout"),
             QStringLiteral("150s"), QStringLiteral("-C"), m_rows.project(rootless), QStringLiteral("--"),
             QStringLiteral("bash"), QStringLiteral("/project/probe-net.sh"), QString::number(m_svc->port()),
             QString::number(m_other->port())});
        m_svcConnections[i] = m_svc->connections() - svcBefore;
        m_otherConnections[i] = m_other->connections() - otherBefore;
        m_svcRequests[i] = m_svc->requests().mid(reqBefore);
        const QString out = m_probeRun[i].json().value(QStringLiteral("stdout")).toString();
        for (const QString &line : out.split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1Char('@')))
                continue;
            const qsizetype sp = line.indexOf(QLatin1Char(' '));
            m_results[i].insert(line.mid(1, sp < 0 ? -1 : sp - 1),
                                sp < 0 ? QString() : line.mid(sp + 1).trimmed());
        }
        qInfo().noquote() << (rootless ? "rootless" : "rootful") << "probe results:";
        for (auto it = m_results[i].cbegin(); it != m_results[i].cend(); ++it)
            qInfo().noquote() << "  " << it.key() << "=>" << it.value().left(110);
        return m_probeRun[i].exitCode == 0 && m_results[i].contains(QStringLiteral("done"));
    }

    QString result(bool rootless, const char *name) const
    {
        return m_results[rootless ? 1 : 0].value(QLatin1String(name));
    }

#define PROBE()                                                                                              \
    QFETCH(bool, rootless);                                                                                  \
    if (!env(rootless).ready())                                                                              \
        QSKIP(qPrintable(env(rootless).skipReason()));                                                       \
    QVERIFY2(probe(rootless), m_probeRun[rootless ? 1 : 0].describe().constData())

private Q_SLOTS:
    void initTestCase()
    {
        m_svc =
            std::make_unique<E2eHttpServer>("svc-" + QByteArray::number(QCoreApplication::applicationPid()));
        m_other = std::make_unique<E2eHttpServer>("other-" +
                                                  QByteArray::number(QCoreApplication::applicationPid()));
        QVERIFY(m_svc->isListening() && m_other->isListening());
        const QByteArray policy =
            "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n"
            "local = { \"testserver.internal\" = \"127.0.0.1:" +
            QByteArray::number(m_svc->port()) +
            "\" }\n"
            // the probe's --timeout 150s is above exec's 120 s cap: the policy raises it
            "[limits]\nexec_timeout = \"150s\"\n";
        // Built outside the timed tests (nothing happens when the image exists).
        const QByteArray failed = m_rows.setUp(
            QStringLiteral("net"), policy, {{QStringLiteral("probe-net.sh"), probeScript()}}, E2eRows::build);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase()
    {
        m_rows.reset();
    }

    void allowlistedHostHttp_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void allowlistedHostHttp()
    {
        PROBE();
        const QString r = result(rootless, "http");
        QVERIFY2(r.startsWith(QLatin1String("HTTP/1.")) && r.contains(QLatin1String(" 200 ")), qPrintable(r));
        QVERIFY2(r.contains(QString::fromLatin1(m_svc->token())), qPrintable(r));
        bool seen = false;
        for (const QByteArray &req : std::as_const(m_svcRequests[rootless ? 1 : 0]))
            seen = seen || req.startsWith("GET /e2e-http ");
        QVERIFY(seen);
    }

    void allowlistedHostConnect_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void allowlistedHostConnect()
    {
        PROBE();
        const QString r = result(rootless, "connect");
        QVERIFY2(r.contains(QLatin1String(" 200 ")) && r.contains(QString::fromLatin1(m_svc->token())),
                 qPrintable(r));
        bool seen = false;
        for (const QByteArray &req : std::as_const(m_svcRequests[rootless ? 1 : 0]))
            seen = seen || req.startsWith("GET /tunnel ");
        QVERIFY(seen);
    }

    // What an allowed host learns: no Via, no X-Forwarded-For with the sandbox's address.
    void allowedHostGetsNoProxyHeaders_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void allowedHostGetsNoProxyHeaders()
    {
        PROBE();
        const QList<QByteArray> reqs = m_svcRequests[rootless ? 1 : 0];
        QVERIFY(!reqs.isEmpty());
        for (const QByteArray &req : reqs) {
            QVERIFY2(!req.toLower().contains("\nvia:"), req.constData());
            QVERIFY2(!req.toLower().contains("x-forwarded-for:"), req.constData());
        }
    }

    void unlistedHostDenied_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void unlistedHostDenied()
    {
        PROBE();
        const QString http = result(rootless, "unlisted_http");
        const QString connect = result(rootless, "unlisted_connect");
        QVERIFY2(http.startsWith(QLatin1String("HTTP/1.")) && http.contains(QLatin1String(" 403 ")),
                 qPrintable(http));
        QVERIFY2(connect.contains(QLatin1String(" 403 ")), qPrintable(connect));
        // The gate's access log has the denials (session dir of the probe run).
        const QStringList logs =
            E2eSandbox::filesContaining(env(rootless).sessionsDir(), "not-allowed.example");
        bool inAccessLog = false;
        for (const QString &f : logs)
            inAccessLog = inAccessLog || (f.endsWith(QLatin1String("gate/access.log")));
        QVERIFY2(inAccessLog, qPrintable(logs.join(QLatin1Char(' '))));
    }

    // The gate refuses other ports of the allowed name and loopback addresses by number.
    void gateRefusesOtherLocalPorts_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void gateRefusesOtherLocalPorts()
    {
        PROBE();
        const QString port = result(rootless, "gate_other_port");
        const QString loop = result(rootless, "gate_loopback");
        QVERIFY2(port.contains(QLatin1String(" 403 ")), qPrintable(port));
        QVERIFY2(loop.contains(QLatin1String(" 403 ")), qPrintable(loop));
        QCOMPARE(m_otherConnections[rootless ? 1 : 0], 0);
    }

    void rawTcpToHostBlocked_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void rawTcpToHostBlocked()
    {
        PROBE();
        const QString r = result(rootless, "raw_other");
        QVERIFY2(!r.contains(QLatin1String("OPEN")), qPrintable(r));
        QCOMPARE(m_otherConnections[rootless ? 1 : 0], 0);
    }

    // The allowed service itself, without the proxy: neither its address nor its name works.
    void withoutProxyBlocked_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void withoutProxyBlocked()
    {
        PROBE();
        const QString raw = result(rootless, "raw_svc");
        const QString resolve = result(rootless, "resolve");
        QVERIFY2(!raw.contains(QLatin1String("OPEN")), qPrintable(raw));
        QVERIFY2(resolve.contains(QLatin1String("unresolved")), qPrintable(resolve));
        // Exactly the two proxied requests reached the service: nothing direct.
        for (const QByteArray &req : std::as_const(m_svcRequests[rootless ? 1 : 0]))
            QVERIFY2(!req.startsWith("GET /direct"), req.constData());
    }

    void dnsBlocked_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void dnsBlocked()
    {
        PROBE();
        const QString udp = result(rootless, "dns_udp");
        const QString tcp = result(rootless, "dns_tcp");
        QVERIFY2(!udp.contains(QLatin1String("ANSWER")) && !udp.isEmpty(), qPrintable(udp));
        QVERIFY2(!tcp.contains(QLatin1String("OPEN")), qPrintable(tcp));
    }

    void icmpBlocked_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void icmpBlocked()
    {
        PROBE();
        const QString r = result(rootless, "icmp");
        QVERIFY2(!r.isEmpty() && !r.contains(QLatin1String("REPLY")), qPrintable(r));
    }

    void ipv6Blocked_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void ipv6Blocked()
    {
        PROBE();
        // slirp4netns gives tap0 IPv6 addresses (podman 4 enables it): the inet ruleset drops it all.
        qInfo().noquote() << "interfaces with IPv6 addresses:" << result(rootless, "ipv6_addrs");
        const QString udp = result(rootless, "ipv6_udp");
        QVERIFY2(udp.contains(QLatin1String("send-failed")) || udp.contains(QLatin1String("socket-refused")),
                 qPrintable(udp));
        QVERIFY2(!result(rootless, "ipv6_svc").contains(QLatin1String("OPEN")),
                 qPrintable(result(rootless, "ipv6_svc")));
        QVERIFY2(!result(rootless, "ipv6_other").contains(QLatin1String("OPEN")),
                 qPrintable(result(rootless, "ipv6_other")));
    }

    // 127.0.0.1 in the sandbox is the sandbox's own loopback, never the host's.
    void hostLoopbackNotShared_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void hostLoopbackNotShared()
    {
        PROBE();
        const QString r = result(rootless, "raw_loopback_gate_host");
        QVERIFY2(!r.contains(QLatin1String("OPEN")), qPrintable(r));
        QCOMPARE(m_otherConnections[rootless ? 1 : 0], 0);
    }

    // `none` mode: only the loopback interface exists.
    void noneModeHasOnlyLoopback_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void noneModeHasOnlyLoopback()
    {
        E2E_ROW();
        const int before = m_svc->connections();
        const E2eResult r = env(rootless).cli(
            {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--net"),
             QStringLiteral("none"), QStringLiteral("-C"), m_rows.project(rootless), QStringLiteral("--"),
             QStringLiteral("bash"), QStringLiteral("-c"),
             QStringLiteral("ls /sys/class/net | tr '\\n' ' '; echo; env | grep -ci proxy; "
                            "(exec 3<>/dev/tcp/10.0.2.2/%1) 2>/dev/null && echo OPEN || echo refused")
                 .arg(m_svc->port())});
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        const QStringList lines =
            r.json().value(QStringLiteral("stdout")).toString().split(QLatin1Char('\n'));
        QCOMPARE(lines.value(0).trimmed(), QStringLiteral("lo"));
        QCOMPARE(lines.value(1).trimmed(), QStringLiteral("0"));
        QCOMPARE(lines.value(2).trimmed(), QStringLiteral("refused"));
        QCOMPARE(m_svc->connections(), before);
    }
};

QTEST_GUILESS_MAIN(TestSandboxNetwork)
#include "tst_sandbox_network.moc"
