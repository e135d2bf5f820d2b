// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 12: an allowlist change reaches the running session. Real podman, the real squid gate, the
// real nftables ruleset, rootful and rootless. A session runs tests/data/e2e/live-allow.sh: its
// first request to deb.debian.org (the Debian mirror, the only outside host tests may reach) is
// denied; the host is allowed (rootful: the core API the Log tab calls, in this process; rootless:
// `ai-sandbox allow`, as the test user) and the next request from the same sandbox passes; `deny`
// undoes it; a long download from a local service through the same gate runs across both changes
// and must arrive whole. `logs --follow --json` runs alongside and must show all of it, then end
// with the session.
#include "e2esandbox.h"
#include "engine/podman.h"
#include "policy/trust.h"
#include "session/liveallowlist.h"
#include "sessionlogmodel.h"
#include "sessionlogpage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace aisb;
using namespace aisb::test;

namespace {

QByteArray script()
{
    QFile f(QStringLiteral(AISB_SOURCE_DIR "/tests/data/e2e/live-allow.sh"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Streams a body slowly until finish(): the long download that a reconfiguration must not cut.
class SlowServer
{
public:
    SlowServer()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                QObject::connect(s, &QTcpSocket::readyRead, s, [this, s] {
                    m_buffer += s->readAll();
                    if (!m_buffer.contains("\r\n\r\n") || m_client)
                        return;
                    m_client = s;
                    s->write("HTTP/1.0 200 OK\r\nContent-Type: application/octet-stream\r\n\r\n");
                    m_timer.start();
                });
            }
        });
        m_timer.setInterval(50);
        QObject::connect(&m_timer, &QTimer::timeout, &m_server, [this] {
            if (!m_client)
                return;
            const QByteArray chunk(4096, 'x');
            m_client->write(chunk);
            m_sent += chunk.size();
        });
        m_server.listen(QHostAddress::LocalHost, 0);
    }
    quint16 port() const { return m_server.serverPort(); }
    bool streaming() const { return m_client != nullptr; }
    qint64 sent() const { return m_sent; }
    void finish()
    {
        m_timer.stop();
        if (!m_client)
            return;
        const QByteArray end("SLOW-END");
        m_client->write(end);
        m_sent += end.size();
        m_client->disconnectFromHost();
    }

private:
    QTcpServer m_server;
    QTimer m_timer;
    QPointer<QTcpSocket> m_client;
    QByteArray m_buffer;
    qint64 m_sent = 0;
};

// The "@name result" lines a script in the sandbox appended to `file`.
QMap<QString, QString> results(const QString &file)
{
    return E2eSandbox::scriptResults(file);
}

} // namespace

class TestLiveAllowlist : public QObject
{
    Q_OBJECT
    E2eRows m_rows;
    const QString m_host = QStringLiteral("deb.debian.org");
    const QStringList m_start = {QStringLiteral("security.debian.org")};

    E2eSandbox &env(bool rootless) { return m_rows.env(rootless); }

    QByteArray policy(quint16 slowPort) const
    {
        return "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n"
               "allow = [\"security.debian.org\"]\n"
               "local = { \"testserver.internal\" = \"127.0.0.1:" +
               QByteArray::number(slowPort) + "\" }\n";
    }

    // The policy events the session recorded, oldest first.
    static QList<QJsonObject> policyEvents(const QString &sessionsDir)
    {
        QList<QJsonObject> out;
        for (const QString &path : E2eSandbox::filesContaining(sessionsDir, "\"allowlist_sha256\"")) {
            if (!path.endsWith(QLatin1String("events.jsonl")))
                continue;
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            for (const QByteArray &line : f.readAll().split('\n')) {
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                if (o.value(QStringLiteral("kind")).toString() == QLatin1String("policy"))
                    out.append(o);
            }
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The project file is written per test (it names the slow server's port).
        const QByteArray failed = m_rows.setUp(QStringLiteral("live"), policy(1),
                                               {{QStringLiteral("live-allow.sh"), script()}}, E2eRows::build);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase() { m_rows.reset(); }

    void allowThenDenyInRunningSession_data() { E2eSandbox::addRootlessRows(); }
    void allowThenDenyInRunningSession()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString project = m_rows.project(rootless);
        const QString projectFile = project + QStringLiteral("/.ai-sandbox.toml");
        const QString out = project + QStringLiteral("/out");
        SlowServer slow;
        e.writeFile(projectFile, policy(slow.port()));
        QVERIFY(e.cli({QStringLiteral("trust"), QStringLiteral("--yes"), QStringLiteral("-C"), project})
                    .exitCode == 0);
        QFile::remove(out);
        QFile::remove(project + QStringLiteral("/go-allow"));
        QFile::remove(project + QStringLiteral("/go-deny"));

        std::unique_ptr<QProcess> run(
            e.startCli({QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), project,
                        QStringLiteral("--"), QStringLiteral("bash"),
                        QStringLiteral("/project/live-allow.sh"), QString::number(slow.port())}));
        auto finishRun = qScopeGuard([&] {
            slow.finish();
            if (run->state() != QProcess::NotRunning && !run->waitForFinished(30000))
                run->kill();
        });
        QVERIFY2(E2eSandbox::waitFor([&] { return results(out).contains(QStringLiteral("before")); }, 240000),
                 run->readAllStandardError().constData());
        QVERIFY(slow.streaming());
        const qint64 sentBeforeChanges = slow.sent();
        // 1. Denied: the host is not on the allowlist.
        QVERIFY2(results(out).value(QStringLiteral("before")).contains(QLatin1String(" 403 ")),
                 qPrintable(results(out).value(QStringLiteral("before"))));

        // `logs --follow --json` from now until the session ends.
        std::unique_ptr<QProcess> logs(e.startCli({QStringLiteral("logs"), QStringLiteral("--follow"),
                                                   QStringLiteral("--json"), QStringLiteral("-C"), project}));

        // 2. Allowed, live.
        QElapsedTimer clock;
        clock.start();
        if (!rootless) {
            // The Log tab against the real core: select the denied row, press Allow, confirm.
            SessionLogPage page;
            Podman podman;
            page.setPodman(&podman);
            page.setSessionsRoot(e.sessionsDir());
            page.setTrustDir(e.stateDir() + QStringLiteral("/trust"));
            page.setUserConfig(e.workspace() + QStringLiteral("/config/ai-sandbox/config.toml"));
            QString shownDiff;
            page.setConfirmHandler([&shownDiff](const QString &, const QString &diff) {
                shownDiff = diff;
                return true;
            });
            page.setCurrentProject(project);
            // The list and the session's folder are read off the GUI thread.
            QTRY_VERIFY_WITH_TIMEOUT(!page.currentSessionId().isEmpty() && !page.isListingSessions() &&
                                         !page.model()->isLoading(),
                                     20000);
            const QAbstractItemModel *m = page.view()->model();
            int row = -1;
            for (int r = 0; r < m->rowCount() && row < 0; ++r)
                if (m->index(r, SessionLogModel::DestinationColumn).data().toString() ==
                    QStringLiteral("deb.debian.org:80"))
                    row = r;
            QVERIFY2(row >= 0, "the denied request is not in the Log tab");
            QCOMPARE(m->index(row, SessionLogModel::KindColumn).data().toString(), QStringLiteral("Denied"));
            page.view()->selectRow(row);
            QCOMPARE(page.hostsToAllow(), QStringList{m_host});
            QSignalSpy done(&page, &SessionLogPage::liveChangeFinished);
            page.allowButton()->click();
            QVERIFY(
                shownDiff.contains(QStringLiteral("+allow = [\"security.debian.org\", \"deb.debian.org\"]")));
            QVERIFY(done.wait(15000));
            QCOMPARE(done.first().at(0).toString(), QString());
            QVERIFY2(page.noticeLabel()->text().contains(QStringLiteral("reaches it now")),
                     qPrintable(page.noticeLabel()->text()));
        } else {
            const E2eResult r = e.cli({QStringLiteral("allow"), m_host, QStringLiteral("-C"), project});
            QVERIFY2(r.exitCode == 0, r.describe().constData());
            QVERIFY2(r.out.contains("reaches deb.debian.org now"), r.describe().constData());
        }
        const qint64 applyMs = clock.elapsed();
        e.writeFile(project + QStringLiteral("/go-allow"), "1");
        QElapsedTimer next;
        next.start();
        // The very next request from inside the same sandbox passes, within a second.
        QVERIFY2(E2eSandbox::waitFor([&] { return results(out).contains(QStringLiteral("allow")); }, 1000),
                 "no answer within 1 s after the change");
        qInfo().noquote() << QStringLiteral("allow applied in %1 ms; next request answered %2 ms later")
                                 .arg(applyMs)
                                 .arg(next.elapsed());
        QVERIFY2(results(out).value(QStringLiteral("allow")).contains(QLatin1String(" 200 ")),
                 qPrintable(results(out).value(QStringLiteral("allow"))));
        // The policy file on disk holds the host, and exactly that content is approved.
        QFile pf(projectFile);
        QVERIFY(pf.open(QIODevice::ReadOnly));
        const QByteArray onDisk = pf.readAll();
        QVERIFY2(onDisk.contains("\"deb.debian.org\""), onDisk.constData());
        QCOMPARE(TrustStore(e.stateDir() + QStringLiteral("/trust")).check(projectFile).status,
                 TrustStore::Status::Trusted);

        // 3. Denied again from now on (the command line, both rows).
        const E2eResult d = e.cli({QStringLiteral("deny"), m_host, QStringLiteral("-C"), project});
        QVERIFY2(d.exitCode == 0, d.describe().constData());
        e.writeFile(project + QStringLiteral("/go-deny"), "1");
        QVERIFY(E2eSandbox::waitFor([&] { return results(out).contains(QStringLiteral("deny")); }, 20000));
        QVERIFY2(results(out).value(QStringLiteral("deny")).contains(QLatin1String(" 403 ")),
                 qPrintable(results(out).value(QStringLiteral("deny"))));
        pf.close();
        QVERIFY(pf.open(QIODevice::ReadOnly));
        QVERIFY(!pf.readAll().contains("deb.debian.org"));
        QCOMPARE(TrustStore(e.stateDir() + QStringLiteral("/trust")).check(projectFile).status,
                 TrustStore::Status::Trusted);

        // 3b. A change that cannot go live: approving it says which fields wait for a new session.
        pf.close();
        QVERIFY(pf.open(QIODevice::ReadOnly));
        e.writeFile(projectFile, pf.readAll() + "\n[limits]\nmemory = \"3g\"\n");
        const E2eResult t =
            e.cli({QStringLiteral("trust"), QStringLiteral("--yes"), QStringLiteral("-C"), project});
        QVERIFY2(t.exitCode == 0, t.describe().constData());
        QVERIFY2(t.out.contains("limits.memory take effect only in a new session"), t.describe().constData());

        // 4. The long download ran across both reconfigurations and arrived whole.
        QVERIFY(slow.streaming());                // still open after both changes ...
        QVERIFY(slow.sent() > sentBeforeChanges); // ... and still moving
        slow.finish();
        QVERIFY(E2eSandbox::waitFor([&] { return results(out).contains(QStringLiteral("done")); }, 30000));
        const QString got = results(out).value(QStringLiteral("slow"));
        QCOMPARE(got, QStringLiteral("%1 %2").arg(slow.sent()).arg(QStringLiteral("xxxxSLOW-END")));
        QVERIFY(run->waitForFinished(60000));
        QCOMPARE(run->exitCode(), 0);

        // 5. The session recorded both changes: who, and the allowlist's hash.
        const QList<QJsonObject> changes = policyEvents(e.sessionsDir());
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes[0].value(QStringLiteral("action")).toString(), QStringLiteral("allow"));
        QCOMPARE(changes[0].value(QStringLiteral("allowlist_sha256")).toString(),
                 LiveAllowlist::allowlistHash(m_start + QStringList{m_host}));
        QCOMPARE(changes[1].value(QStringLiteral("action")).toString(), QStringLiteral("deny"));
        QCOMPARE(changes[1].value(QStringLiteral("allowlist_sha256")).toString(),
                 LiveAllowlist::allowlistHash(m_start));
        QVERIFY(!changes[0].value(QStringLiteral("who")).toString().isEmpty());

        // 6. `logs --follow --json` ended with the session and showed it all, one object a line.
        QVERIFY(logs->waitForFinished(30000));
        QCOMPARE(logs->exitCode(), 0);
        int denied = 0, allowed = 0, policyRows = 0, lines = 0;
        for (const QByteArray &line : logs->readAllStandardOutput().split('\n')) {
            if (line.isEmpty())
                continue;
            ++lines;
            QJsonParseError perr;
            const QJsonObject o = QJsonDocument::fromJson(line, &perr).object();
            QVERIFY2(perr.error == QJsonParseError::NoError, line.constData());
            for (const char *k : {"time", "session", "kind"})
                QVERIFY2(o.contains(QLatin1String(k)), line.constData());
            const QString kind = o.value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("denied") && o.value(QStringLiteral("host")).toString() == m_host) {
                ++denied;
                QVERIFY2(o.value(QStringLiteral("reason")).toString() ==
                             QLatin1String("Not on the allowlist"),
                         line.constData());
            }
            if (kind == QLatin1String("allowed") && o.value(QStringLiteral("host")).toString() == m_host) {
                ++allowed;
                QCOMPARE(o.value(QStringLiteral("status")).toInt(), 200);
            }
            if (kind == QLatin1String("lifecycle") &&
                o.value(QStringLiteral("event")).toString() == QLatin1String("policy"))
                ++policyRows;
        }
        qInfo() << "logs --follow --json printed" << lines << "lines";
        QCOMPARE(denied, 2);
        QCOMPARE(allowed, 1);
        QCOMPARE(policyRows, 2);
    }
};

QTEST_MAIN(TestLiveAllowlist)
#include "tst_live_allowlist.moc"
