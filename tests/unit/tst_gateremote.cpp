// SPDX-License-Identifier: GPL-3.0-or-later
// A gate on a remote podman service (core/session/gateremote.cpp): what the helper on the
// service's host network printed becomes the addresses the gate refuses and the ports it must not
// take; the helper's and the execs' podman lines. The session itself: tests/e2e/tst_remote_gate.cpp.
#include "engine/podmanargs.h"
#include "session/gate.h"

#include <QTest>

using namespace aisb;

class TestGateRemote : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void serviceNetworkParsed()
    {
        const QByteArray output =
            "10.88.0.5 fd00::5 10.88.0.5 127.0.0.1 not-an-address \n"
            "---\n"
            "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout "
            "inode\n"
            "   0: 0100007F:4E21 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1 1\n"
            "   1: 00000000:0016 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 2 1\n"
            // established, not listening: its local port is free to bind on 127.0.0.1
            "   2: 0100007F:9C40 0100007F:4E21 01 00000000:00000000 00:00000000 00000000     0        0 3 1\n"
            "  sl  local_address                         remote_address                        st\n"
            "   0: 00000000000000000000000000000000:1F90 00000000000000000000000000000000:0000 0A 0 0\n"
            "   1: garbage\n"
            "   2: 00000000:ZZZZ 00000000:0000 0A\n";
        const Gate::ServiceNetwork n = Gate::parseServiceNetwork(output);
        QCOMPARE(n.addresses, (QStringList{QStringLiteral("10.88.0.5"), QStringLiteral("fd00::5")}));
        QCOMPARE(n.listening, (QSet<int>{0x4E21, 0x16, 0x1F90}));
        // Nothing usable without the separator: no addresses, no ports (the gate then fails).
        const Gate::ServiceNetwork none = Gate::parseServiceNetwork("10.0.0.1\n");
        QVERIFY(none.addresses.isEmpty());
        QVERIFY(none.listening.isEmpty());
    }

    void helperLines()
    {
        const QStringList probe = PodmanArgs::hostNetworkProbe(
            QStringLiteral("localhost/ai-sandbox-gate:x"),
            {QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("hostname -I")});
        QCOMPARE(probe.first(), QStringLiteral("run"));
        for (const char *want :
             {"--rm", "--pull=never", "--network=host", "--log-driver=none", "--cap-drop=all",
              "--security-opt=no-new-privileges", "--read-only", "--entrypoint=/bin/sh"})
            QVERIFY2(probe.contains(QLatin1String(want)), want);
        QCOMPARE(probe.mid(probe.indexOf(QStringLiteral("localhost/ai-sandbox-gate:x")) + 1),
                 (QStringList{QStringLiteral("-c"), QStringLiteral("hostname -I")}));
        QCOMPARE(PodmanArgs::execIn(QStringLiteral("g"), {QStringLiteral("cat"), QStringLiteral("f")}, true),
                 (QStringList{QStringLiteral("exec"), QStringLiteral("-i"), QStringLiteral("g"),
                              QStringLiteral("cat"), QStringLiteral("f")}));
        QCOMPARE(PodmanArgs::execIn(QStringLiteral("g"), {QStringLiteral("cat")}),
                 (QStringList{QStringLiteral("exec"), QStringLiteral("g"), QStringLiteral("cat")}));
    }
};

QTEST_GUILESS_MAIN(TestGateRemote)
#include "tst_gateremote.moc"
