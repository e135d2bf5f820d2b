// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 10, items 2, 5, 8 (the e2e half is in tst_policylayers), 9, 11 and 12, from the attacker's
// side: real podman, the real squid gate, the real nftables ruleset, rootful and rootless.
// - the entrypoint's root phase ignores the policy's PATH, LD_PRELOAD, BASH_ENV and ENV (a fake
//   nft in /project/bin or planted in the persistent home by an earlier session), so the firewall
//   holds and a host loopback service stays out of reach;
// - the env file is gone once the sandbox runs, and one left by a killed launcher goes on `clean`;
// - the gate runs on its fixed image whatever image.base says, answers its readiness probe with its
//   token, and refuses the cache manager, IP literals and a Host header that names another host;
// - a warm sandbox that replaces its agent's socket with a symlink gets no connection anywhere.
// All traffic stays on this machine (the test's own servers on 127.0.0.1).
#include "e2ehttpserver.h"
#include "e2esandbox.h"

#include <QLocalServer>
#include <QLocalSocket>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTest>
#include <csignal>

using namespace aisb::test;

namespace {

QJsonObject lastEvent(const QString &eventsFile, const QString &key)
{
    QFile f(eventsFile);
    QJsonObject found;
    if (!f.open(QIODevice::ReadOnly))
        return found;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(key))
            found = o;
    }
    return found;
}

// The newest session folder that is not in `before`.
QString newSession(const QString &sessionsDir, const QStringList &before)
{
    QStringList now = QDir(sessionsDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &b : before)
        now.removeAll(b);
    return now.isEmpty() ? QString() : sessionsDir + QLatin1Char('/') + now.last();
}

QByteArray rawRequest(quint16 port, const QByteArray &request)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!s.waitForConnected(10000))
        return "connect-failed";
    s.write(request);
    QByteArray answer;
    E2eSandbox::waitFor(
        [&] {
            answer += s.readAll();
            return answer.contains("\r\n\r\n") || s.state() != QAbstractSocket::ConnectedState;
        },
        20000);
    return answer;
}

} // namespace

namespace {
// Where env files of older versions lived (Paths::envFilesDir for root and for the test user).
QStringList envDirs(const aisb::test::E2eSandbox &e)
{
    QStringList out;
    for (const QString &d : {QStringLiteral("/run/ai-sandbox/env"),
                             QStringLiteral("/run/user/%1/ai-sandbox/env").arg(e.hostUid())})
        if (QFileInfo(d).isDir())
            out.append(d);
    return out;
}
} // namespace

class TestSandboxRootPhase : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eHttpServer> m_svc;
    std::unique_ptr<E2eSandbox> m_envs[2];
    QString m_preloadLib;

    E2eSandbox &env(bool rootless) { return *m_envs[rootless ? 1 : 0]; }

private Q_SLOTS:
    void initTestCase()
    {
        m_svc = std::make_unique<E2eHttpServer>("rootphase-" +
                                                QByteArray::number(QCoreApplication::applicationPid()));
        QVERIFY(m_svc->isListening());
        for (int i = 0; i < 2; ++i)
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
        // A preload library that records who loaded it (the root phase would say uid 0).
        QTemporaryDir src;
        const QString c = src.filePath(QStringLiteral("p.c"));
        QFile f(c);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#include <stdio.h>\n#include <unistd.h>\n"
                "__attribute__((constructor)) static void aisb_probe(void) {\n"
                "  FILE *f = fopen(\"/project/preload.log\", \"a\");\n"
                "  if (f) { fprintf(f, \"uid=%d\\n\", (int)getuid()); fclose(f); }\n}\n");
        f.close();
        m_preloadLib = src.filePath(QStringLiteral("p.so"));
        const E2eResult cc = E2eSandbox::run(
            QStringLiteral("cc"),
            {QStringLiteral("-shared"), QStringLiteral("-fPIC"), QStringLiteral("-o"), m_preloadLib, c},
            QProcessEnvironment::systemEnvironment(), 60000);
        QFile lib(m_preloadLib);
        QVERIFY2(cc.exitCode == 0 && lib.open(QIODevice::ReadOnly), cc.describe().constData());
        m_preloadLib = QString::fromLatin1(lib.readAll().toBase64());
    }

    void cleanupTestCase()
    {
        m_envs[0].reset();
        m_envs[1].reset();
    }

    // Item 2: the attack from the issue, then the next tries. The policy puts /project/bin (a
    // fake nft that loads nothing) and the persistent home's ~/.local/bin (where an earlier
    // session planted fake nft, id and setpriv) first on PATH, preloads a library from /project,
    // and points BASH_ENV and ENV at a script in /project. The sandbox then tries the host's
    // loopback service directly: the firewall must drop it, and nothing of the policy ran as root.
    void firewallHoldsAgainstPolicyEnvironment_data() { E2eSandbox::addRootlessRows(); }
    void firewallHoldsAgainstPolicyEnvironment()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QByteArray fake =
            "#!/bin/sh\necho \"fake $0 ran as $(/usr/bin/id -u)\" >> /project/fake.log\nexit 0\n";
        const QByteArray policy =
            "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n"
            "[env.set]\nPATH = \"/home/sandbox/.local/bin:/project/bin:/usr/local/bin:/usr/bin:/bin\"\n"
            "LD_PRELOAD = \"/project/p.so\"\nBASH_ENV = \"/project/rc.sh\"\nENV = \"/project/rc.sh\"\n";
        const QString project = e.makeProject(
            QStringLiteral("rootenv"), policy,
            {{QStringLiteral("bin/nft"), fake},
             {QStringLiteral("p.so"), QByteArray::fromBase64(m_preloadLib.toLatin1())},
             {QStringLiteral("rc.sh"), "echo \"rc ran as $(/usr/bin/id -u)\" >> /project/rc.log\n"},
             {QStringLiteral("plant.sh"), "mkdir -p ~/.local/bin && for t in nft id setpriv; do cp "
                                          "/project/bin/nft ~/.local/bin/$t; done && echo planted\n"}});
        QFile::setPermissions(project + QStringLiteral("/bin/nft"), QFileDevice::Permissions(0x7755));
        // Session one plants the tools in the persistent home.
        const E2eResult plant =
            e.cli({QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("-C"), project,
                   QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("/project/plant.sh")},
                  {}, 900000);
        QVERIFY2(plant.json().value(QStringLiteral("stdout")).toString().contains(QLatin1String("planted")),
                 plant.describe().constData());
        // Session two: straight to the host's loopback service, past the gate.
        const int before = m_svc->connections();
        const QString probe =
            QStringLiteral("if timeout 4 bash -c 'exec 3<>/dev/tcp/10.0.2.2/%1; printf \"GET /direct "
                           "HTTP/1.0\\r\\n\\r\\n\" >&3; cat <&3' 2>/dev/null; then echo @direct OPEN; "
                           "else echo @direct blocked; fi; cat /project/preload.log /project/fake.log "
                           "/project/rc.log 2>/dev/null")
                .arg(m_svc->port());
        const E2eResult r =
            e.cli({QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--timeout"),
                   QStringLiteral("60s"), QStringLiteral("-C"), project, QStringLiteral("--"),
                   QStringLiteral("/bin/sh"), QStringLiteral("-c"), probe},
                  {}, 300000);
        const QString out = r.json().value(QStringLiteral("stdout")).toString();
        QVERIFY2(out.contains(QLatin1String("@direct blocked")), r.describe().constData());
        QCOMPARE(m_svc->connections() - before, 0);
        // The policy's variables did reach the command (as uid 1000) ...
        QVERIFY2(out.contains(QLatin1String("uid=1000")), qPrintable(out));
        // ... and nothing of them ran as root.
        QVERIFY2(!out.contains(QLatin1String("uid=0")), qPrintable(out));
        QVERIFY2(!out.contains(QLatin1String("ran as 0")), qPrintable(out));
        QVERIFY2(!out.contains(QLatin1String("fake")), qPrintable(out));
    }

    // Item 9 and issue 18: the variables reach podman through a memory file (memfd), never a file
    // on disk: while the sandbox runs no file in the state folder or the env folders holds them.
    void envFileGoneOnceRunning_data() { E2eSandbox::addRootlessRows(); }
    void envFileGoneOnceRunning()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QByteArray secret = "sk-rootphase-" + QByteArray::number(QCoreApplication::applicationPid());
        const QString project = e.makeProject(QStringLiteral("envgone"),
                                              "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n"
                                              "[env]\npass = [\"E2E_SECRET_KEY\"]\n");
        std::unique_ptr<QProcess> p(e.startCli(
            {QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), project,
             QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
             QStringLiteral(
                 "echo \"@has ${#E2E_SECRET_KEY}\"; while [ ! -e /project/.go ]; do sleep 0.1; done")},
            {{QStringLiteral("E2E_SECRET_KEY"), QString::fromLatin1(secret)}}));
        QVERIFY(E2eSandbox::waitFor([&] { return p->peek(4096).contains("@has"); }, 600000));
        QVERIFY2(p->peek(4096).contains(QByteArray(QByteArray("@has ") + QByteArray::number(secret.size()))),
                 p->peek(4096).constData());
        // The sandbox has the value (it printed its length); no file here does.
        QVERIFY(E2eSandbox::filesContaining(e.stateDir(), secret).isEmpty());
        for (const QString &dir : envDirs(e))
            QVERIFY2(E2eSandbox::filesContaining(dir, secret).isEmpty(), qPrintable(dir));
        e.writeFile(project + QStringLiteral("/.go"), "go\n");
        QVERIFY(E2eSandbox::waitFor([&] { return p->state() == QProcess::NotRunning; }, 120000));
    }

    // Item 9 and issue 18: a launcher killed with SIGKILL while the image is checked or the gate
    // starts (before podman read the variables) leaves no file with them: they were only ever in
    // its memory. (tests/e2e/tst_launcher_death.cpp kills it at 20 points.)
    void staleEnvFileRemovedByClean_data() { E2eSandbox::addRootlessRows(); }
    void staleEnvFileRemovedByClean()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString project = e.makeProject(
            QStringLiteral("envstale"), "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n"
                                        "[env.set]\nSTALE_TOKEN = \"stale-secret-value\"\n");
        const QStringList before = QDir(e.sessionsDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        std::unique_ptr<QProcess> p(
            e.startCli({QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), project,
                        QStringLiteral("--"), QStringLiteral("true")}));
        QString dir;
        qint64 pid = 0;
        const bool caught = E2eSandbox::waitFor(
            [&] {
                dir = newSession(e.sessionsDir(), before);
                if (dir.isEmpty())
                    return false;
                const QString events = dir + QStringLiteral("/events.jsonl");
                pid =
                    qint64(lastEvent(events, QStringLiteral("pid")).value(QStringLiteral("pid")).toDouble());
                const QString state =
                    lastEvent(events, QStringLiteral("state")).value(QStringLiteral("state")).toString();
                return pid > 0 &&
                       (state == QLatin1String("building") || state == QLatin1String("starting-gate"));
            },
            600000);
        QVERIFY2(caught, qPrintable(dir));
        QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
        QVERIFY(E2eSandbox::waitFor([&] { return ::kill(pid_t(pid), 0) != 0; }, 10000));
        p->waitForFinished(10000);
        // env.set values are written in the project file; the trust store keeps the approved copy
        // of that file. Nothing else of the session may hold the value.
        QStringList holding = E2eSandbox::filesContaining(e.stateDir(), "stale-secret-value");
        holding.removeIf(
            [&](const QString &f) { return f.startsWith(e.stateDir() + QStringLiteral("/trust/")); });
        QVERIFY2(holding.isEmpty(), qPrintable(holding.join(QLatin1Char(' '))));
        for (const QString &d : envDirs(e))
            QVERIFY2(E2eSandbox::filesContaining(d, "stale-secret-value").isEmpty(), qPrintable(d));
    }

    // Items 5 and 12, against the real gate (`gate up`) from this host: a policy with another
    // image.base still gets the fixed gate image; the gate answers its readiness probe with the
    // token of its config; it refuses the cache manager and an IP literal (even one a policy names
    // as a local service), and a Host header cannot name another host; the allowed service works.
    void gateIsOursAndStrict_data() { E2eSandbox::addRootlessRows(); }
    void gateIsOursAndStrict()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString otherBase =
            QStringLiteral("localhost/aisb-e2e-otherbase:%1").arg(QCoreApplication::applicationPid());
        QCOMPARE(e.podman({QStringLiteral("tag"), E2eSandbox::baseImage(), otherBase}).exitCode, 0);
        const QByteArray port = QByteArray::number(m_svc->port());
        const QString project =
            e.makeProject(QStringLiteral("gatestrict"),
                          "[image]\nharness = \"shell\"\nbase = \"" + otherBase.toUtf8() +
                              "\"\n[network]\nmode = \"allowlist\"\nports = [80, 443, " + port +
                              "]\nlocal = { \"testserver.internal\" = \"127.0.0.1:" + port +
                              "\", \"127.0.0.1\" = \"127.0.0.1:" + port + "\" }\n");
        const QString name =
            QStringLiteral("rootphase%1%2").arg(QCoreApplication::applicationPid()).arg(rootless ? 1 : 0);
        const E2eResult up = e.cli(
            {QStringLiteral("-C"), project, QStringLiteral("gate"), QStringLiteral("up"), name}, {}, 900000);
        auto down = qScopeGuard([&] {
            e.cli({QStringLiteral("gate"), QStringLiteral("down"), name});
            e.podman({QStringLiteral("untag"), otherBase, otherBase});
        });
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("HTTP_PROXY=http://127\\.0\\.0\\.1:(\\d+)"))
                .match(QString::fromUtf8(up.out));
        QVERIFY2(up.exitCode == 0 && m.hasMatch(), up.describe().constData());
        const quint16 gate = quint16(m.captured(1).toUInt());

        // Item 5: the fixed image, not one built FROM otherBase.
        const E2eResult image =
            e.podman({QStringLiteral("inspect"), QStringLiteral("--format"), QStringLiteral("{{.ImageName}}"),
                      QStringLiteral("aisb-gate-") + name});
        QCOMPARE(QString::fromUtf8(image.out).trimmed(), aisb::Render::gateImageTag());

        // Readiness: a redirect that carries this gate's token, which its config holds.
        const QByteArray ready = rawRequest(gate, "GET http://aisb-gate-ready.invalid/ HTTP/1.0\r\n\r\n");
        const QRegularExpressionMatch t =
            QRegularExpression(
                QStringLiteral("\r\nLocation: http://aisb-gate-ready\\.invalid/([0-9a-f]{16,})\r\n"),
                QRegularExpression::CaseInsensitiveOption)
                .match(QString::fromLatin1(ready));
        QVERIFY2(t.hasMatch(), ready.constData());
        const QStringList confs =
            E2eSandbox::filesContaining(e.stateDir() + QStringLiteral("/gates"), t.captured(1).toLatin1());
        QCOMPARE(confs.size(), 1);
        QVERIFY(confs.first().endsWith(QLatin1String("squid.conf")));

        const int before = m_svc->requests().size();
        // The allowed local service answers (control).
        const QByteArray ok =
            rawRequest(gate, "GET http://testserver.internal:" + port + "/ok HTTP/1.0\r\n\r\n");
        QVERIFY2(ok.startsWith("HTTP/1.1 200"), ok.left(200).constData());
        // The cache manager, also on an allowed service's URL.
        const QByteArray mgr = rawRequest(gate, "GET http://testserver.internal:" + port +
                                                    "/squid-internal-mgr/menu HTTP/1.0\r\n\r\n");
        QVERIFY2(mgr.startsWith("HTTP/1.1 403"), mgr.left(200).constData());
        const QByteArray mgrSelf = rawRequest(gate, "GET http://127.0.0.1:" + QByteArray::number(gate) +
                                                        "/squid-internal-mgr/info HTTP/1.0\r\n\r\n");
        QVERIFY2(mgrSelf.startsWith("HTTP/1.1 403"), mgrSelf.left(200).constData());
        // An IP literal, although a local service carries that name.
        const QByteArray literal =
            rawRequest(gate, "GET http://127.0.0.1:" + port + "/literal HTTP/1.0\r\n\r\n");
        QVERIFY2(literal.startsWith("HTTP/1.1 403"), literal.left(200).constData());
        // A Host header naming another host than the URL: the service is asked for the URL's host,
        // never for the one the sandbox wrote (no virtual-host fronting through plain http).
        rawRequest(gate, "GET http://testserver.internal:" + port +
                             "/fronted HTTP/1.1\r\nHost: other.example\r\nConnection: close\r\n\r\n");
        const QList<QByteArray> seen = m_svc->requests().mid(before);
        QCOMPARE(seen.size(), 2);
        QVERIFY(seen.first().startsWith("GET /ok "));
        QVERIFY(seen.last().startsWith("GET /fronted "));
        QVERIFY2(!seen.last().toLower().contains("other.example"), seen.last().constData());
        QVERIFY2(seen.last().toLower().contains(QByteArray("\r\nhost: testserver.internal:" + port)),
                 seen.last().constData());
    }

    // Item 11: the sandbox replaces its agent's socket with a symlink to a socket of the host;
    // the next warm exec must refuse it, and that socket must never see a connection.
    void warmSocketSymlinkRefused_data() { E2eSandbox::addRootlessRows(); }
    void warmSocketSymlinkRefused()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString project = e.makeProject(QStringLiteral("warmlink"),
                                              "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n");
        QLocalServer bait;
        bait.setSocketOptions(QLocalServer::WorldAccessOption);
        const QString baitPath = e.workspace() + QStringLiteral("/bait.sock");
        QVERIFY(bait.listen(baitPath));
        int baitConnections = 0;
        connect(&bait, &QLocalServer::newConnection, this, [&] {
            while (QLocalSocket *s = bait.nextPendingConnection()) {
                ++baitConnections;
                s->deleteLater();
            }
        });
        const QStringList warm{QStringLiteral("exec"),
                               QStringLiteral("--warm"),
                               QStringLiteral("--json"),
                               QStringLiteral("-C"),
                               project,
                               QStringLiteral("--")};
        const E2eResult first = e.cli(warm + QStringList{QStringLiteral("true")}, {}, 600000);
        QVERIFY2(first.exitCode == 0, first.describe().constData());
        const E2eResult swap =
            e.cli(warm + QStringList{QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                                     QStringLiteral("rm -f /run/aisb-agent/agent.sock && ln -s %1 "
                                                    "/run/aisb-agent/agent.sock && echo swapped")
                                         .arg(baitPath)});
        QVERIFY2(swap.json().value(QStringLiteral("stdout")).toString().contains(QLatin1String("swapped")),
                 swap.describe().constData());
        const E2eResult next =
            e.cli(warm + QStringList{QStringLiteral("echo"), QStringLiteral("hi")}, {}, 120000);
        QCoreApplication::processEvents();
        QVERIFY2(next.finished, next.describe().constData());
        QCOMPARE(baitConnections, 0);
    }
};

QTEST_GUILESS_MAIN(TestSandboxRootPhase)
#include "tst_sandbox_rootphase.moc"
