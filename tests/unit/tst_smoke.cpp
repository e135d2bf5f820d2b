// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policy.h"
#include "policy/policylayers.h"
#include "session/imagebuilder.h"

#include <QDir>
#include <QFileInfo>
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

    // The base image script is found relative to the program (bin/../libexec/ai-sandbox, the
    // build folder has the same layout), never in the source tree a binary was built from.
    void helperScriptBesideTheProgram()
    {
        qunsetenv("AISB_BASE_IMAGE_SCRIPT");
        const QString script = aisb::ImageBuilder::baseImageScript();
        QCOMPARE(script, QFileInfo(QStringLiteral(AISB_BINARY_DIR "/libexec/ai-sandbox/build-base-image"))
                             .canonicalFilePath());
        QVERIFY(!script.startsWith(QDir(QStringLiteral(AISB_SOURCE_DIR)).canonicalPath() +
                                   QStringLiteral("/containers")));
        QVERIFY(QFileInfo(script).isExecutable());
    }
};

QTEST_GUILESS_MAIN(TestSmoke)
#include "tst_smoke.moc"
