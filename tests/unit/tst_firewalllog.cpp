// SPDX-License-Identifier: GPL-3.0-or-later
// The firewall reader's lines become session events (FirewallLog::parseLine); anything else the
// exec's stdout may carry is ignored. The ruleset logs and counts what it drops, rate-limited;
// the reader script parses and the exec runs it as root in the sandbox.
#include "render/render.h"
#include "session/firewalllog.h"
#include "session/sessionlog.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace aisb;

class TestFirewallLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readerLinesBecomeEvents()
    {
        const QDateTime t = QDateTime::fromMSecsSinceEpoch(1796220000000, QTimeZone::utc());
        SessionEvent e;
        QVERIFY(FirewallLog::parseLine("D 4 6 10.0.2.2 5701", t, &e));
        QCOMPARE(e.kind, QStringLiteral("firewall"));
        QCOMPARE(e.time, t);
        QCOMPARE(e.data.value(QStringLiteral("protocol")).toString(), QStringLiteral("tcp"));
        QCOMPARE(e.data.value(QStringLiteral("address")).toString(), QStringLiteral("10.0.2.2"));
        QCOMPARE(e.data.value(QStringLiteral("port")).toInt(), 5701);
        QCOMPARE(e.data.value(QStringLiteral("count")).toInt(), 1);
        QCOMPARE(
            e.message,
            QStringLiteral("TCP to 10.0.2.2:5701 dropped: Blocked by the firewall: not through the gate"));

        QVERIFY(FirewallLog::parseLine("D 6 17 fd00:0:0:0:0:0:0:1 53", t, &e));
        QCOMPARE(e.data.value(QStringLiteral("address")).toString(), QStringLiteral("fd00::1"));
        QVERIFY(e.message.contains(QStringLiteral("UDP to [fd00::1]:53")));
        QVERIFY(FirewallLog::parseLine("D 4 1 10.0.2.3 0", t, &e));
        QCOMPARE(e.data.value(QStringLiteral("protocol")).toString(), QStringLiteral("icmp"));
        QVERIFY(e.message.contains(QStringLiteral("ICMP to 10.0.2.3 dropped")));

        QVERIFY(FirewallLog::parseLine("M 9977", t, &e));
        QCOMPARE(e.data.value(QStringLiteral("count")).toInteger(), 9977);
        QVERIFY(!e.data.contains(QStringLiteral("address")));
        QCOMPARE(SessionLog::recordOf(e).kind, SessionLog::Kind::Dropped);
        QCOMPARE(SessionLog::toJson(SessionLog::recordOf(e), QStringLiteral("s"), std::nullopt)
                     .value(QStringLiteral("count"))
                     .toInteger(),
                 9977);

        // Not reader lines: nothing.
        for (const QByteArray &bad : QList<QByteArray>{
                 QByteArray("R"), QByteArray("D 4 6 10.0.2.2"), QByteArray("D 5 6 10.0.2.2 1"),
                 QByteArray("D 4 6 not-an-address 1"), QByteArray("D 4 6 10.0.2.2 70000"),
                 QByteArray("D 4 300 10.0.2.2 1"), QByteArray("M 0"), QByteArray("M -3"), QByteArray("M x"),
                 QByteArray("D 4 6 10.0.2.2 1 extra"), QByteArray("D 4 6 " + QByteArray(300, '1') + " 1"),
                 QByteArray("perl: warning")})
            QVERIFY2(!FirewallLog::parseLine(bad, t, &e), bad.constData());
    }

    void rulesetLogsAndCountsItsDrops()
    {
        const QString r = Render::ruleset({QStringLiteral("10.0.2.2"), 3128});
        QVERIFY(r.contains(QStringLiteral("counter dropped {")));
        // After the accept rules, before the policy drop: every dropped packet, and only those.
        const qsizetype accept = r.indexOf(QStringLiteral("tcp dport 3128 accept"));
        const qsizetype count = r.indexOf(QStringLiteral("counter name \"dropped\""));
        const qsizetype log = r.indexOf(
            QStringLiteral("limit rate 10/second burst 20 packets log prefix \"aisb-drop \" group 7"));
        const qsizetype input = r.indexOf(QStringLiteral("chain input"));
        QVERIFY(accept > 0 && count > accept && log > count && input > log);
    }

    void readerRunsAsRootInTheSandbox()
    {
        const QStringList a = FirewallLog::execArgs(QStringLiteral("aisb-x-1"));
        QCOMPARE(a.mid(0, 5), (QStringList{QStringLiteral("exec"), QStringLiteral("--user=0:0"),
                                           QStringLiteral("aisb-x-1"), QStringLiteral("/usr/bin/perl"),
                                           QStringLiteral("-e")}));
        QCOMPARE(a.last(), QString::number(Render::firewallLogGroup));
        // The script compiles (perl -c), where perl is at hand.
        const QString perl = QStandardPaths::findExecutable(QStringLiteral("perl"));
        if (perl.isEmpty())
            QSKIP("no perl on this machine");
        QProcess p;
        p.start(perl, {QStringLiteral("-c"), QStringLiteral("-e"), a.at(5), QStringLiteral("7")});
        QVERIFY(p.waitForFinished());
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    }
};

QTEST_GUILESS_MAIN(TestFirewallLog)
#include "tst_firewalllog.moc"
