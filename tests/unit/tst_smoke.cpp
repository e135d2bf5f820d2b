// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policy.h"
#include "policy/policylayers.h"

#include <QTest>

class TestSmoke : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaultsAreSane()
    {
        const aisb::Policy p = aisb::defaultPolicy();
        QVERIFY(p.network.mode == aisb::NetworkMode::Allowlist);
        QCOMPARE(p.network.ports, (QList<quint16>{80, 443}));
        QVERIFY(aisb::isSecretName(p, QStringLiteral("ANTHROPIC_API_KEY")));
        QVERIFY(!aisb::isSecretName(p, QStringLiteral("HOME")));
    }
};

QTEST_GUILESS_MAIN(TestSmoke)
#include "tst_smoke.moc"
