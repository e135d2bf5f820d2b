// SPDX-License-Identifier: GPL-3.0-or-later
// Issues 12 and 20: packets the sandbox's firewall drops are rows of the session log. Real podman,
// the real squid gate, the real nftables ruleset and NFLOG, rootful and rootless. A session runs
// tests/data/e2e/firewall-drops.sh: raw TCP and UDP past the gate (to the gate's own address, the
// host's loopback as the sandbox sees it, on other ports: nothing leaves the machine), then what
// the agent tries against the log (kill or stop the reader, take its NFLOG group, find the log
// file, write made-up reader lines into the reader's stdout), one more drop, and a flood of
// 10,000 UDP packets; and first, drops sent before the reader can have started. `ai-sandbox logs --json` must
// show each drop with its destination within a deadline, the flood as a bounded number of rows plus "N more
// dropped" rows that account for the rest, and the reader must survive the agent.
#include "e2esandbox.h"
#include "render/render.h"
#include "session/firewalllog.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace aisb;
using namespace aisb::test;

namespace {

QByteArray script()
{
    QFile f(QStringLiteral(AISB_SOURCE_DIR "/tests/data/e2e/firewall-drops.sh"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The "@name result" lines a script in the sandbox appended to `file`.
QMap<QString, QString> results(const QString &file)
{
    return E2eSandbox::scriptResults(file);
}

constexpr int TcpPort = 5701;
constexpr int UdpPort = 5702;
constexpr int FloodPort = 5703;
constexpr int AfterPort = 5704;
constexpr int EarlyPort = 5705;
constexpr int SpoofPort = 5706; // only in a made-up reader line: no packet goes there
constexpr int LaterPort = 5707; // warm: a drop from the next command in the same sandbox
constexpr int Early = 3;
constexpr int Flood = 10000;

} // namespace

class TestFirewallLog : public QObject
{
    Q_OBJECT
    E2eRows m_rows;

    E2eSandbox &env(bool rootless) { return m_rows.env(rootless); }

    // The session's `logs --json` rows.
    static QList<QJsonObject> logRows(E2eSandbox &e, const QString &project, bool deniedOnly = false)
    {
        QStringList args{QStringLiteral("logs"), QStringLiteral("--json"), QStringLiteral("-C"), project};
        if (deniedOnly)
            args << QStringLiteral("--denied");
        const E2eResult r = e.cli(args);
        QList<QJsonObject> out;
        for (const QByteArray &line : r.out.split('\n'))
            if (const QJsonDocument d = QJsonDocument::fromJson(line); d.isObject())
                out.append(d.object());
        return out;
    }
    // The detached firewall readers (FirewallLog::runDetached) of `session`, by pid.
    static QList<qint64> firewallHelpers(const QString &session)
    {
        QList<qint64> out;
        for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (!pid.toLongLong() || !f.open(QIODevice::ReadOnly))
                continue;
            const QList<QByteArray> argv = f.readAll().split('\0');
            if (argv.size() > 3 && argv.at(1) == FirewallLog::DetachedCommand &&
                argv.at(3) == session.toUtf8())
                out.append(pid.toLongLong());
        }
        return out;
    }
    // Fields of /proc/PID/stat after the command name: 0 state, 1 ppid, 2 pgrp, 3 session.
    static QList<QByteArray> procStat(qint64 pid)
    {
        QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QByteArray s = f.readAll();
        return s.mid(s.lastIndexOf(')') + 2).split(' ');
    }
    static QList<QJsonObject> dropped(const QList<QJsonObject> &rows, int port = -1)
    {
        QList<QJsonObject> out;
        for (const QJsonObject &o : rows)
            if (o.value(QStringLiteral("kind")).toString() == QLatin1String("dropped") &&
                (port < 0 || o.value(QStringLiteral("port")).toInt() == port))
                out.append(o);
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QByteArray failed =
            m_rows.setUp(QStringLiteral("drops"),
                         "[image]\nharness = \"shell\"\n[network]\nmode = "
                         "\"allowlist\"\nallow = [\"deb.debian.org\"]\n",
                         {{QStringLiteral("firewall-drops.sh"), script()}}, E2eRows::build);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase() { m_rows.reset(); }

    // Each row also as a warm sandbox (`exec --warm`): the command that started it is gone while
    // the sandbox runs on, so a detached helper reads its drops (FirewallLog::runDetached).
    void dropsAreLogRows_data()
    {
        QTest::addColumn<bool>("rootless");
        QTest::addColumn<bool>("warm");
        QTest::newRow("rootful") << false << false;
        QTest::newRow("rootless") << true << false;
        QTest::newRow("rootful warm") << false << true;
        QTest::newRow("rootless warm") << true << true;
    }
    void dropsAreLogRows()
    {
        E2E_ROW();
        QFETCH(bool, warm);
        E2eSandbox &e = env(rootless);
        const QString project = m_rows.project(rootless);
        const QString out = project + QStringLiteral("/out");
        for (const char *f : {"/out", "/go", "/finish"})
            QFile::remove(project + QLatin1String(f));

        const QStringList command{QStringLiteral("bash"),     QStringLiteral("/project/firewall-drops.sh"),
                                  QString::number(TcpPort),   QString::number(UdpPort),
                                  QString::number(FloodPort), QString::number(AfterPort),
                                  QString::number(EarlyPort), QString::number(SpoofPort)};
        const QStringList start =
            warm ? QStringList{QStringLiteral("exec"), QStringLiteral("--warm"), QStringLiteral("--timeout"),
                               QStringLiteral("120s"), QStringLiteral("-C"),     project,
                               QStringLiteral("--")}
                 : QStringList{QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"),
                               project, QStringLiteral("--")};
        if (warm)
            e.removeWarm(project); // a new warm sandbox: the newest session of the project
        auto removeWarm = qScopeGuard([&] {
            if (warm)
                e.removeWarm(project);
        });
        std::unique_ptr<QProcess> run(e.startCli(start + command));
        auto finishRun = qScopeGuard([&] {
            e.writeFile(project + QStringLiteral("/finish"), "1");
            if (run->state() != QProcess::NotRunning && !run->waitForFinished(60000))
                run->kill();
        });
        // The session says when its firewall reader runs; then the traffic starts.
        const auto readerRuns = [&] {
            for (const QJsonObject &o : logRows(e, project))
                if (o.value(QStringLiteral("data")).toObject().value(QStringLiteral("firewall_log")).toBool())
                    return true;
            return false;
        };
        QVERIFY2(E2eSandbox::waitFor(readerRuns, 240000), run->readAllStandardError().constData());
        // 0. The drops the script sent at once, before the reader could run, are counted all the
        // same (rows of their own, or a "N more dropped" row from the reader's first look at the
        // counter), with no traffic after them.
        qint64 early = 0;
        const auto earlyCounted = [&] {
            early = 0;
            for (const QJsonObject &o : dropped(logRows(e, project)))
                if (o.value(QStringLiteral("port")).toInt() == EarlyPort ||
                    o.value(QStringLiteral("address")).toString().isEmpty())
                    early += o.value(QStringLiteral("count")).toInteger();
            return early >= Early;
        };
        QVERIFY2(E2eSandbox::waitFor(earlyCounted, 20000),
                 qPrintable(QStringLiteral("%1 early drops counted").arg(early)));
        e.writeFile(project + QStringLiteral("/go"), "1");

        // 1. Each drop is a row with its destination, within a deadline.
        QVERIFY(E2eSandbox::waitFor([&] { return results(out).contains(QStringLiteral("gate")); }, 30000));
        const QString gate = results(out).value(QStringLiteral("gate")); // the gate's address inside
        const auto rowFor = [&](int port, const QString &protocol) {
            for (const QJsonObject &o : dropped(logRows(e, project), port))
                if (o.value(QStringLiteral("protocol")).toString() == protocol &&
                    o.value(QStringLiteral("address")).toString() == gate)
                    return o;
            return QJsonObject();
        };
        QVERIFY2(
            E2eSandbox::waitFor([&] { return !rowFor(TcpPort, QStringLiteral("tcp")).isEmpty(); }, 20000),
            qPrintable(QStringList(results(out).keys()).join(QLatin1Char(' '))));
        QVERIFY(
            E2eSandbox::waitFor([&] { return !rowFor(UdpPort, QStringLiteral("udp")).isEmpty(); }, 20000));
        const QJsonObject tcp = rowFor(TcpPort, QStringLiteral("tcp"));
        QCOMPARE(tcp.value(QStringLiteral("count")).toInt(), 1);
        QVERIFY2(tcp.value(QStringLiteral("reason")).toString().contains(QLatin1String("firewall")),
                 QJsonDocument(tcp).toJson().constData());
        QVERIFY(
            QDateTime::fromString(tcp.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs).isValid());
        QCOMPARE(results(out).value(QStringLiteral("tcp")), QStringLiteral("blocked"));

        // 2. The agent could not silence the log: the reader outlived its kill, nobody but root
        // may bind the group, no log file is reachable, and the drop after all that is a row.
        QVERIFY(
            E2eSandbox::waitFor([&] { return results(out).contains(QStringLiteral("logfiles")); }, 30000));
        const QMap<QString, QString> tried = results(out);
        QVERIFY2(!tried.value(QStringLiteral("readers")).isEmpty(), "the agent saw no root perl process");
        QVERIFY2(!tried.contains(QStringLiteral("killed")),
                 qPrintable(tried.value(QStringLiteral("killed"))));
        QVERIFY2(!tried.contains(QStringLiteral("stopped")),
                 qPrintable(tried.value(QStringLiteral("stopped"))));
        QVERIFY2(!tried.contains(QStringLiteral("spoofed")),
                 qPrintable(tried.value(QStringLiteral("spoofed"))));
        QVERIFY2(tried.value(QStringLiteral("nflog")).startsWith(QLatin1String("config-refused")) ||
                     tried.value(QStringLiteral("nflog")).endsWith(QLatin1String("-refused")),
                 qPrintable(tried.value(QStringLiteral("nflog"))));
        QCOMPARE(tried.value(QStringLiteral("logfiles")), QStringLiteral("0"));
        QVERIFY(
            E2eSandbox::waitFor([&] { return !rowFor(AfterPort, QStringLiteral("udp")).isEmpty(); }, 20000));

        // 3. The flood: few rows, and "N more dropped" rows that account for the rest.
        QVERIFY(E2eSandbox::waitFor([&] { return results(out).contains(QStringLiteral("flood")); }, 60000));
        qint64 counted = 0;
        int floodRows = 0;
        int summaries = 0;
        const auto tally = [&] {
            counted = 0;
            floodRows = 0;
            summaries = 0;
            for (const QJsonObject &o : dropped(logRows(e, project))) {
                const qint64 n = o.value(QStringLiteral("count")).toInteger();
                if (o.value(QStringLiteral("port")).toInt() == FloodPort)
                    ++floodRows;
                if (n > 1 && o.value(QStringLiteral("address")).toString().isEmpty())
                    ++summaries;
                counted += n;
            }
            return counted >= Flood;
        };
        QVERIFY2(E2eSandbox::waitFor(tally, 30000),
                 qPrintable(QStringLiteral("%1 packets counted").arg(counted)));
        qInfo() << "flood of" << Flood << "packets:" << floodRows << "rows of its own," << summaries
                << "summary rows," << counted << "packets counted in all";
        QVERIFY(summaries >= 1);
        // Every packet is counted once: the flood, the early drops and each other drop logged on
        // its own are distinct packets, so nothing hid inside the rate limit ...
        const auto allCounted = [&] {
            tally();
            qint64 others = 0;
            for (const QJsonObject &o : dropped(logRows(e, project))) {
                const int port = o.value(QStringLiteral("port")).toInt();
                if (o.value(QStringLiteral("count")).toInteger() == 1 && port != FloodPort &&
                    port != EarlyPort)
                    ++others;
            }
            return counted >= Flood + Early + others;
        };
        QVERIFY2(E2eSandbox::waitFor(allCounted, 30000),
                 qPrintable(QStringLiteral("%1 packets counted").arg(counted)));
        // ... and no made-up line reached the log: not the drop to SpoofPort, nor its count of
        // 50,000 (the real drops are a few more than the flood).
        QVERIFY(dropped(logRows(e, project), SpoofPort).isEmpty());
        QVERIFY2(counted < 2 * Flood, qPrintable(QString::number(counted)));
        // The rate limit: a burst and the rate for the flood's duration (it takes well under
        // 10 s); far from one row a packet.
        QVERIFY2(floodRows <= Render::firewallLogBurst + 10 * Render::firewallLogRate,
                 qPrintable(QString::number(floodRows)));
        const QList<QJsonObject> all = dropped(logRows(e, project));
        QVERIFY2(all.size() < 400, qPrintable(QString::number(all.size())));

        // 4. `logs --denied` shows the drops too; the text form names them.
        QVERIFY(!dropped(logRows(e, project, true)).isEmpty());
        const E2eResult text = e.cli({QStringLiteral("logs"), QStringLiteral("-C"), project});
        QVERIFY2(text.out.contains(QByteArray("dropped   TCP to " + gate.toUtf8() + ":5701 dropped")),
                 text.out.left(4000).constData());

        e.writeFile(project + QStringLiteral("/finish"), "1");
        QVERIFY(run->waitForFinished(60000));
        QCOMPARE(run->exitCode(), 0);
        QVERIFY(results(out).contains(QStringLiteral("end")));
        if (!warm)
            return;

        // The warm sandbox's reader outlived the command that started the sandbox: a helper of
        // its own, with none of the caller's descriptors (a caller reading the output to its end
        // must not wait for the sandbox), that ends with the sandbox.
        const QString session = logRows(e, project).value(0).value(QStringLiteral("session")).toString();
        QVERIFY(!session.isEmpty());
        const QList<qint64> helpers = firewallHelpers(session);
        QCOMPARE(helpers.size(), 1);
        for (int fd = 0; fd <= 2; ++fd)
            QCOMPARE(QFileInfo(QStringLiteral("/proc/%1/fd/%2").arg(helpers.first()).arg(fd)).symLinkTarget(),
                     QStringLiteral("/dev/null"));
        // A session of its own: the caller's terminal hanging up is not its end.
        QCOMPARE(procStat(helpers.first()).value(3).toLongLong(), helpers.first());
        // One more drop after the command that started the sandbox and this one are gone.
        const E2eResult later = e.cli(
            {QStringLiteral("exec"), QStringLiteral("--warm"), QStringLiteral("-C"), project,
             QStringLiteral("--"), QStringLiteral("bash"), QStringLiteral("-c"),
             QStringLiteral("p=${HTTP_PROXY#http://}; echo x 2>/dev/null >/dev/udp/${p%:*}/%1; echo sent")
                 .arg(LaterPort)});
        // (the send itself fails: the firewall refuses the packet)
        QVERIFY2(later.exitCode == 0 && later.out == "sent\n", later.describe().constData());
        QVERIFY(
            E2eSandbox::waitFor([&] { return !rowFor(LaterPort, QStringLiteral("udp")).isEmpty(); }, 20000));
        removeWarm.dismiss();
        e.removeWarm(project);
        QVERIFY2(E2eSandbox::waitFor([&] { return firewallHelpers(session).isEmpty(); }, 30000),
                 "the firewall helper outlived its warm sandbox");
    }
};

QTEST_MAIN(TestFirewallLog)
#include "tst_firewall_log.moc"
