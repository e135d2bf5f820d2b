// SPDX-License-Identifier: GPL-3.0-or-later
// `ai-sandbox mcp` driven by a real MCP client: the official TypeScript SDK's Client over stdio
// (tests/e2e/mcp/mcp_client.mjs, Node.js; the SDK is installed from the npm registry into the build
// folder once and kept there), rootful and rootless, allowlist mode with the `tools` harness:
// initialize, tools/list, bash (id -u, exit codes, a timeout, a denied host), read_file/write_file.
#include "e2esandbox.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTest>

using namespace aisb::test;

class TestMcp : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];
    QString m_projects[2];
    QString m_nodeDir = QStringLiteral(AISB_BINARY_DIR "/mcp-node");

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("npm")).isEmpty())
            QSKIP("Node.js and npm are missing: run scripts/setup");
        QDir().mkpath(m_nodeDir);
        for (const char *f : {"package.json", "mcp_client.mjs"}) {
            const QString to = m_nodeDir + QLatin1Char('/') + QLatin1String(f);
            QFile::remove(to);
            QVERIFY(QFile::copy(QStringLiteral(AISB_SOURCE_DIR "/tests/e2e/mcp/") + QLatin1String(f), to));
        }
        if (!QFileInfo::exists(m_nodeDir +
                               QStringLiteral("/node_modules/@modelcontextprotocol/sdk/package.json"))) {
            const E2eResult npm = E2eSandbox::run(
                QStringLiteral("npm"),
                {QStringLiteral("install"), QStringLiteral("--no-fund"), QStringLiteral("--no-audit")},
                QProcessEnvironment::systemEnvironment(), 600000, m_nodeDir);
            QVERIFY2(npm.exitCode == 0, npm.describe().constData());
        }
        for (int i = 0; i < 2; ++i) {
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
            E2eSandbox &e = *m_envs[i];
            if (!e.ready())
                continue;
            m_projects[i] = e.makeProject(QStringLiteral("mcp"),
                                          "[image]\nharness = \"tools\"\n[network]\nmode = \"allowlist\"\n");
            const E2eResult b = e.cli(
                {QStringLiteral("build"), QStringLiteral("--quiet"), QStringLiteral("-C"), m_projects[i]}, {},
                1200000);
            QVERIFY2(b.exitCode == 0, b.describe().constData());
        }
    }

    void cleanupTestCase()
    {
        for (int i = 0; i < 2; ++i) {
            if (!m_envs[i] || !m_envs[i]->ready())
                continue;
            m_envs[i]->removeWarm(m_projects[i]);
        }
        m_envs[0].reset();
        m_envs[1].reset();
    }

    void sdkClient_data() { E2eSandbox::addRootlessRows(); }
    void sdkClient()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = *m_envs[rootless ? 1 : 0];
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        QString program;
        QStringList args;
        e.commandFor({e.cliPath(), QStringLiteral("mcp"), QStringLiteral("-C"), m_projects[rootless ? 1 : 0]},
                     {}, program, args);
        QJsonObject env;
        const QProcessEnvironment pe = e.cliEnvironment();
        for (const QString &k : pe.keys())
            env.insert(k, pe.value(k));
        const QJsonObject server{{QStringLiteral("command"), program},
                                 {QStringLiteral("args"), QJsonArray::fromStringList(args)},
                                 {QStringLiteral("env"), env}};
        const E2eResult r =
            E2eSandbox::run(QStringLiteral("node"),
                            {m_nodeDir + QStringLiteral("/mcp_client.mjs"),
                             QString::fromUtf8(QJsonDocument(server).toJson(QJsonDocument::Compact))},
                            QProcessEnvironment::systemEnvironment(), 600000, m_nodeDir);
        qInfo().noquote() << QString::fromUtf8(r.out);
        QVERIFY2(r.finished && r.exitCode == 0, r.describe().constData());
        QVERIFY(r.out.contains("ok: closed"));
    }
};

QTEST_GUILESS_MAIN(TestMcp)
#include "tst_mcp.moc"
