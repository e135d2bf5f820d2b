// SPDX-License-Identifier: GPL-3.0-or-later
// An allowlist session on a remote podman service (issue 17, docs/design/remote-sessions.md,
// "gate"), through the command line (`ai-sandbox --url unix://... run`), against a podman service
// in a container (tests/common/remotepodman.h), rootful and rootless. The gate runs there, beside
// the sandbox, on the service's host network; the upstream is a tiny HTTP server on the service's
// own 127.0.0.1 (network.local), and a second one there is what the agent must not reach.
// What a hostile agent tries, and what must hold:
//  - an allowed request through the gate passes; a name not on the allowlist is refused, and both
//    are in the session's log (`ai-sandbox logs --json`) as locally;
//  - the service's other port through the gate: by the allowed local name with another port, by
//    127.0.0.1, by localhost, by the service's own address, by CONNECT, and by a request with a
//    forged Host header and no URL: all refused, and that server never sees a byte;
//  - a direct connection past the gate (10.0.2.2, the service's loopback, to the allowed server's
//    port and to the other one; the service's own address) fails, and is logged as a firewall
//    drop;
//  - the agent does not see the service's podman socket;
//  - what it wrote comes back; nothing of the session is left on the service but the project volume;
//  - a live allowlist change is refused for that session (the gate's config is a shipped copy);
//  - `ai-sandbox gate` (a named gate for this machine's programs) is refused remotely.
// Figures: the session's wall time locally and remotely, and the remote gate's start.
#include "remoterows.h"
#include "render/render.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>
#include <memory>

using namespace aisb;
using aisb::test::E2eResult;
using aisb::test::E2eSandbox;
using aisb::test::RemotePodmanService;
using aisb::test::RemoteRows;

namespace {
// Ports on the service's own loopback (its network namespace is its own: nothing else there).
constexpr int allowedPort = 18081;
constexpr int otherPort = 18082;

// A one-line HTTP server on the service's 127.0.0.1:PORT answering every request with BODY; each
// request's head is appended to LOG.
QString serverScript()
{
    return QStringLiteral(
        "use IO::Socket::INET; my ($port, $body, $log) = @ARGV; "
        "my $s = IO::Socket::INET->new(LocalAddr => '127.0.0.1', LocalPort => $port, Listen => 16, "
        "ReuseAddr => 1) or die \"listen: $!\\n\"; "
        "while (my $c = $s->accept) { my $r = ''; while (my $l = <$c>) { $r .= $l; last if $l =~ /^\\r?\\n$/ "
        "} "
        "open(my $f, '>>', $log); print $f $r; close $f; "
        "print $c \"HTTP/1.0 200 OK\\r\\nContent-Type: text/plain\\r\\nConnection: "
        "close\\r\\n\\r\\n$body\\n\"; "
        "close $c }");
}

// What the agent does (tests/data/e2e/remote-gate-agent.sh).
QString agentScript()
{
    QFile f(QStringLiteral(AISB_SOURCE_DIR "/tests/data/e2e/remote-gate-agent.sh"));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
} // namespace

class TestRemoteGate : public QObject
{
    Q_OBJECT
    RemoteRows m_remote;
    qint64 m_localMs = 0;
    qint64 m_localGateMs = -1;

    E2eSandbox *cli() const { return &m_remote.env(); }
    RemotePodmanService *service() const { return m_remote.service(); }
    static QString rowName(const QString &name) { return RemoteRows::rowName(name); }
    static QByteArray policy()
    {
        return "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n"
               "local = { \"x.internal\" = \"127.0.0.1:" +
               QByteArray::number(allowedPort) + "\" }\n";
    }
    // Runs `args` in the service's container itself (its host, not a container of its podman).
    static aisb::test::Ran inService(const RemotePodmanService *s, const QStringList &args)
    {
        return RemotePodmanService::local(QStringList{QStringLiteral("exec"), s->containerName()} + args);
    }
    QString newestSession() const
    {
        QDir dir(cli()->sessionsDir());
        const QStringList sessions = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time);
        return sessions.isEmpty() ? QString() : dir.filePath(sessions.first());
    }
    QList<QJsonObject> eventsOf(const QString &session) const
    {
        QList<QJsonObject> out;
        for (const QByteArray &line :
             aisb::test::readOrMissing(session + QStringLiteral("/events.jsonl")).split('\n'))
            if (!line.trimmed().isEmpty())
                out << QJsonDocument::fromJson(line).object();
        return out;
    }
    // From "starting-gate" to the gate's ready event, in a session's events.jsonl (-1: not there).
    qint64 gateStartMs(const QString &session) const
    {
        QDateTime from, to;
        for (const QJsonObject &e : eventsOf(session)) {
            const QDateTime time =
                QDateTime::fromString(e.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs);
            if (e.value(QStringLiteral("state")) == QLatin1String("starting-gate"))
                from = time;
            else if (e.value(QStringLiteral("kind")) == QLatin1String("gate") &&
                     e.contains(QStringLiteral("port")))
                to = time;
        }
        return from.isValid() && to.isValid() ? from.msecsTo(to) : -1;
    }
    QStringList serviceResourcesOf(const QString &project, const QString &kind) const
    {
        const auto r = service()->remote({kind, QStringLiteral("ls"), QStringLiteral("-a"),
                                          QStringLiteral("--format"), QStringLiteral("{{.Names}}")});
        QStringList out;
        for (const QString &n : QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (n.contains(projectSlug(project)))
                out << n;
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The sandbox and gate images are built here and copied to the services.
        RemoteRows::Options o;
        o.loadGate = true;
        const QString failed = m_remote.setUp(policy(), o);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        if (!m_remote.env().ready())
            return;
        // The local figure: the same session on this machine (the second run: images warm).
        const QString local = cli()->makeProject(QStringLiteral("rgate-local"), policy());
        const QStringList run{QStringLiteral("run"), QStringLiteral("--no-tty"),
                              QStringLiteral("-C"),  local,
                              QStringLiteral("--"),  QStringLiteral("sh"),
                              QStringLiteral("-c"),  QStringLiteral("echo > /project/out.txt")};
        E2eResult b = cli()->cli(run, {}, 1200000);
        QVERIFY2(b.exitCode == 0, b.describe().constData());
        QElapsedTimer t;
        t.start();
        b = cli()->cli(run, {}, 300000);
        m_localMs = t.elapsed();
        QVERIFY2(b.exitCode == 0, b.describe().constData());
        m_localGateMs = gateStartMs(newestSession());
    }

    void cleanupTestCase() { m_remote.reset(); }

    void allowlistSessionThroughRemoteGate_data() { RemoteRows::addRows(); }
    void allowlistSessionThroughRemoteGate()
    {
        REMOTE_ROW(m_remote);
        RemotePodmanService *svc = service();
        // The servers on the service's loopback: the allowed one and the one the agent must not reach.
        for (const auto &[port, body] :
             {std::pair{allowedPort, "hello-from-service"}, {otherPort, "other"}}) {
            const auto started = RemotePodmanService::local(
                {QStringLiteral("exec"), QStringLiteral("-d"), svc->containerName(), QStringLiteral("perl"),
                 QStringLiteral("-e"), serverScript(), QString::number(port), QLatin1String(body),
                 QStringLiteral("/tmp/hits-%1").arg(port)});
            QVERIFY2(started.code == 0, started.both().constData());
        }
        // Both listen (their sockets in the service's /proc/net/tcp, state 0A) before the session.
        const QString listening =
            QStringLiteral("grep -q ':%1 00000000:0000 0A' /proc/net/tcp && "
                           "grep -q ':%2 00000000:0000 0A' /proc/net/tcp")
                .arg(QString::number(allowedPort, 16).toUpper(), QString::number(otherPort, 16).toUpper());
        QVERIFY(E2eSandbox::waitFor(
            [&] {
                return inService(svc, {QStringLiteral("sh"), QStringLiteral("-c"), listening}).code == 0;
            },
            30000));
        const QString address =
            QString::fromUtf8(inService(svc, {QStringLiteral("hostname"), QStringLiteral("-I")}).out)
                .simplified()
                .section(QLatin1Char(' '), 0, 0);
        QVERIFY(!address.isEmpty());

        const QString project = cli()->makeProject(rowName(QStringLiteral("rgate")), policy(),
                                                   {{QStringLiteral("README.md"), QByteArrayLiteral("x\n")}});
        const QString earlier = newestSession();
        QElapsedTimer t;
        t.start();
        std::unique_ptr<QProcess> p(cli()->startCli(
            {QStringLiteral("--url"), svc->url(), QStringLiteral("run"), QStringLiteral("--no-tty"),
             QStringLiteral("-C"), project, QStringLiteral("--"), QStringLiteral("bash"),
             QStringLiteral("-c"), agentScript(), QStringLiteral("agent"), QString::number(allowedPort),
             QString::number(otherPort), address}));
        // A failed check ends the session as a user would (SIGTERM: the final sync, all removed).
        const auto stopSession = qScopeGuard([&] {
            if (p->state() != QProcess::NotRunning) {
                p->terminate();
                p->waitForFinished(120000);
            }
        });
        // The firewall reader runs (the session says so): then the agent may start.
        QString session;
        qint64 gateReadyMs = -1;
        const bool reading = E2eSandbox::waitFor(
            [&] {
                session = newestSession();
                if (session == earlier)
                    return p->state() == QProcess::NotRunning;
                for (const QJsonObject &e : eventsOf(session)) {
                    if (e.value(QStringLiteral("kind")) == QLatin1String("gate") &&
                        e.contains(QStringLiteral("port")) && gateReadyMs < 0)
                        gateReadyMs = t.elapsed();
                    if (e.value(QStringLiteral("firewall_log")).toBool())
                        return true;
                }
                return p->state() == QProcess::NotRunning;
            },
            240000);
        QVERIFY2(reading && p->state() != QProcess::NotRunning,
                 QByteArray(p->readAllStandardError() + p->readAllStandardOutput()).constData());
        QString sandbox;
        QVERIFY(E2eSandbox::waitFor(
            [&] {
                const auto ps =
                    svc->remote({QStringLiteral("ps"), QStringLiteral("--filter"),
                                 QStringLiteral("label=io.aisb.kind=sandbox"), QStringLiteral("--filter"),
                                 QStringLiteral("label=io.aisb.project=") + projectSlug(project),
                                 QStringLiteral("--format"), QStringLiteral("{{.Names}}")});
                sandbox = QString::fromUtf8(ps.out).trimmed().section(QLatin1Char('\n'), 0, 0);
                return !sandbox.isEmpty();
            },
            30000));
        // A live allowlist change is refused for this session, clearly.
        const E2eResult live = cli()->cli(
            {QStringLiteral("allow"), QStringLiteral("-C"), project, QStringLiteral("more.example")});
        QVERIFY2(live.err.contains("remote podman service"), live.describe().constData());

        const auto go = svc->remote(
            {QStringLiteral("exec"), sandbox, QStringLiteral("touch"), QStringLiteral("/tmp/go")});
        QVERIFY2(go.code == 0, go.both().constData());
        QVERIFY(p->waitForFinished(240000));
        const qint64 remoteMs = t.elapsed();
        const QByteArray out = p->readAllStandardOutput();
        const QByteArray err = p->readAllStandardError();
        const QByteArray all = out + "\n--- stderr\n" + err;
        qInfo("%s service: what the agent got: %s", QTest::currentDataTag(),
              out.simplified().replace(' ', "  ").constData());
        QVERIFY2(p->exitCode() == 0, all.constData());
        QVERIFY2(out.contains("allowed:hello-from-service"), all.constData());
        QVERIFY2(out.contains("denied:403"), all.constData());
        for (const char *line : {"other-by-name:", "other-by-loopback:", "other-by-localhost:",
                                 "other-by-address:", "other-by-connect:", "other-by-connect-loopback:"}) {
            const qsizetype at = out.indexOf(line);
            QVERIFY2(at >= 0, all.constData());
            const QByteArray code = out.mid(at + qstrlen(line), 3);
            QVERIFY2(code == "403" || code == "400",
                     QByteArray(QByteArray(line) + code + "\n" + all).constData());
        }
        // No URL, a forged Host: squid answers it as a bad request itself.
        QVERIFY2(out.contains("forged-host:HTTP/1.1 400") || out.contains("forged-host:HTTP/1.1 403"),
                 all.constData());
        QVERIFY2(out.contains("direct-allowed:refused"), all.constData());
        QVERIFY2(out.contains("direct-other:refused"), all.constData());
        QVERIFY2(out.contains("direct-service:refused"), all.constData());
        QVERIFY2(!out.contains("socket-visible"), all.constData());
        QVERIFY2(out.contains("finished"), all.constData());
        // The other server never saw a byte; the allowed one saw the allowed request.
        QCOMPARE(inService(svc, {QStringLiteral("cat"), QStringLiteral("/tmp/hits-%1").arg(otherPort)}).code,
                 1);
        QVERIFY(inService(svc, {QStringLiteral("cat"), QStringLiteral("/tmp/hits-%1").arg(allowedPort)})
                    .out.contains("GET /"));

        // The gate refuses the service's own addresses (learned there), as a local gate refuses
        // this machine's: in its local_dst list and in its ready event.
        QByteArray localDst;
        for (const QByteArray &line :
             aisb::test::readOrMissing(session + QStringLiteral("/squid.conf")).split('\n'))
            if (line.startsWith("acl local_dst dst "))
                localDst = line;
        // (listed, or inside one of the fixed ranges, which the gate then does not repeat it in)
        bool refused = false;
        for (const QByteArray &entry : localDst.split(' ').mid(3)) {
            const QString e = QString::fromLatin1(entry);
            refused = refused || e == address ||
                      (e.contains(QLatin1Char('/')) &&
                       QHostAddress(address).isInSubnet(QHostAddress::parseSubnet(e)));
        }
        QVERIFY2(refused, localDst.constData());
        bool eventNamesIt = false;
        for (const QJsonObject &e : eventsOf(session))
            eventNamesIt =
                eventNamesIt || (e.value(QStringLiteral("remote")).toBool() &&
                                 e.value(QStringLiteral("service_addresses")).toArray().contains(address));
        QVERIFY(eventNamesIt);

        // What the agent wrote came back.
        QCOMPARE(aisb::test::readOrMissing(project + QStringLiteral("/out.txt")),
                 QByteArray("agent-wrote\n"));

        // The session's log: the allowed request and the denied one, as locally.
        const E2eResult logs =
            cli()->cli({QStringLiteral("logs"), QStringLiteral("-C"), project, QStringLiteral("--json")});
        QVERIFY2(logs.exitCode == 0, logs.describe().constData());
        bool allowedRow = false, deniedRow = false, dropRow = false;
        for (const QByteArray &line : logs.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            const QString kind = o.value(QStringLiteral("kind")).toString();
            const QByteArray text = line.toLower();
            allowedRow = allowedRow || (kind == QLatin1String("allowed") && text.contains("x.internal"));
            deniedRow = deniedRow || (kind == QLatin1String("denied") && text.contains("denied.example"));
            dropRow = dropRow || kind == QLatin1String("dropped");
        }
        QVERIFY2(allowedRow && deniedRow, logs.out.constData());
        QVERIFY2(dropRow, logs.out.constData()); // the direct connections, from the firewall reader

        // Nothing of the session is left there but the project's volume (the gate's files volume, the
        // session's, the gate and the sandbox are gone) ...
        QVERIFY2(serviceResourcesOf(project, QStringLiteral("ps")).isEmpty(),
                 qPrintable(serviceResourcesOf(project, QStringLiteral("ps")).join(u' ')));
        const auto volumes = svc->remote({QStringLiteral("volume"), QStringLiteral("ls"),
                                          QStringLiteral("--format"), QStringLiteral("{{.Name}}")});
        QStringList left;
        for (const QString &v : QString::fromUtf8(volumes.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (v.contains(projectSlug(project)))
                left << v;
        // ... and the project's home volume, which outlives its sessions there as it does locally.
        left.removeAll(QStringLiteral("aisb-home-") + projectSlug(project));
        QVERIFY2(left == QStringList{QStringLiteral("aisb-rproj-") + projectSlug(project)},
                 qPrintable(left.join(u' ')));
        // The same one-line command as the local figure's, remotely (the project sent already).
        t.restart();
        const E2eResult again = cli()->cli({QStringLiteral("--url"), svc->url(), QStringLiteral("run"),
                                            QStringLiteral("--no-tty"), QStringLiteral("-C"), project,
                                            QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                                            QStringLiteral("echo > /project/out.txt")},
                                           {}, 300000);
        const qint64 againMs = t.elapsed();
        QVERIFY2(again.exitCode == 0, again.describe().constData());
        QCOMPARE(aisb::test::readOrMissing(project + QStringLiteral("/out.txt")), QByteArray("\n"));
        qInfo("%s service: the one-line allowlist session: local %lld ms, remote %lld ms; the gate's start "
              "(starting-gate to ready): local %lld ms, remote %lld ms",
              QTest::currentDataTag(), m_localMs, againMs, m_localGateMs, gateStartMs(newestSession()));
        qInfo(
            "%s service: allowlist session: local %lld ms (a one-line command); remote: the gate up %lld ms "
            "after the command line started, the whole session (the agent's tries, the test's waits) %lld ms",
            QTest::currentDataTag(), m_localMs, gateReadyMs, remoteMs);
    }

    // `ai-sandbox gate` (a named gate for this machine's programs) would listen on the service's
    // loopback there: refused, nothing made.
    void namedGateRefusedRemotely()
    {
        if (!m_remote.serviceReady(0))
            QSKIP("the rootful service is not ready");
        const E2eResult r =
            cli()->cli({QStringLiteral("--url"), m_remote.service(0)->url(), QStringLiteral("gate")});
        QVERIFY2(r.exitCode == 64 && r.err.contains("local podman"), r.describe().constData());
        const auto ps =
            m_remote.service(0)->remote({QStringLiteral("ps"), QStringLiteral("-a"),
                                         QStringLiteral("--format"), QStringLiteral("{{.Names}}")});
        QVERIFY2(!ps.out.contains("gate"), ps.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestRemoteGate)
#include "tst_remote_gate.moc"
