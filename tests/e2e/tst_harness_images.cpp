// SPDX-License-Identifier: GPL-3.0-or-later
// SLOW ON FIRST RUN: builds the harness images a user gets (pi, the default, then claude and
// codex: Debian's nodejs + an npm install from the npm registry, minutes each) and runs
// `<harness> --version` in each, rootful and rootless; and the `tools` preset's image. Images
// are cached by their content hash afterwards, so later runs take seconds.
//
// Built the way a user on this machine would: a project whose policy says
// image.ca_certificates = ["host"], nothing else. Machines behind a TLS-inspecting proxy (this
// CI box is one: /usr/local/share/ca-certificates holds its authorities) need them for npm; the
// test proves that the option alone is enough, that the image holds exactly the host's
// certificate blocks, and that no private key came along.
#include "e2esandbox.h"
#include "policy/cacertificates.h"
#include "render/harness.h"

#include <QRegularExpression>
#include <QTest>

using namespace aisb;
using namespace aisb::test;

namespace {

// The version the preset pins ("@openai/codex@0.171.0" -> "0.171.0").
QString pinnedVersion(const QString &harness)
{
    const HarnessPreset *preset = findHarness(harness);
    if (!preset || preset->install.isEmpty())
        return {};
    static const QRegularExpression re(QStringLiteral("@([0-9]+\\.[0-9]+\\.[0-9]+)(?:\\s|$)"));
    return re.match(preset->install.first()).captured(1);
}

} // namespace

class TestHarnessImages : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];

private Q_SLOTS:
    void initTestCase()
    {
        m_envs[0] = std::make_unique<E2eSandbox>(false);
        m_envs[1] = std::make_unique<E2eSandbox>(true);
    }

    void cleanupTestCase()
    {
        m_envs[0].reset();
        m_envs[1].reset();
    }

    void harnessRunsInItsImage_data()
    {
        QTest::addColumn<QString>("harness");
        QTest::addColumn<bool>("rootless");
        for (const char *h : {"pi", "claude", "codex"}) {
            QTest::addRow("%s-rootful", h) << QString::fromLatin1(h) << false;
            QTest::addRow("%s-rootless", h) << QString::fromLatin1(h) << true;
        }
    }
    void harnessRunsInItsImage()
    {
        QFETCH(QString, harness);
        QFETCH(bool, rootless);
        E2eSandbox &e = *m_envs[rootless ? 1 : 0];
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString version = pinnedVersion(harness);
        QVERIFY2(!version.isEmpty(), qPrintable(harness));

        // pi is the default harness: its project says nothing but the certificates.
        QByteArray policy = "[image]\nca_certificates = [\"host\"]\n";
        if (harness != QLatin1String("pi"))
            policy += "harness = \"" + harness.toUtf8() + "\"\n";
        policy += "[limits]\nexec_timeout = \"300s\"\n"; // --timeout 300s is above exec's 120 s cap
        const QString project = e.makeProject(harness, policy);

        // The preview lists each host file it takes; the build renders the same.
        const E2eResult cf = e.cli({QStringLiteral("print-containerfile"), QStringLiteral("-C"), project});
        QVERIFY2(cf.exitCode == 0, cf.describe().constData());
        const QStringList hostFiles = CaCertificates::hostFiles();
        for (const QString &f : hostFiles)
            QVERIFY2(cf.out.contains(QByteArray(" \"host\": " + f.toUtf8() + "\n")),
                     cf.describe().constData());

        const E2eResult build = e.cli(
            {QStringLiteral("build"), QStringLiteral("--json"), QStringLiteral("-C"), project}, {}, 1500000);
        QVERIFY2(build.exitCode == 0, build.describe().constData());
        const QJsonObject answer = build.json();
        QVERIFY2(answer.value(QStringLiteral("ok")).toBool(), build.describe().constData());
        qInfo().noquote() << harness << (rootless ? "rootless" : "rootful") << "image"
                          << answer.value(QStringLiteral("tag")).toString()
                          << (answer.value(QStringLiteral("built")).toBool() ? "built in" : "up to date in")
                          << build.ms << "ms";

        // The harness runs, and the image's extra trust store is the host's certificate blocks.
        const QString script =
            harness +
            QStringLiteral(" --version 2>&1; echo @@; cat /usr/local/share/ca-certificates/aisb/*.crt "
                           "2>/dev/null; echo @@; grep -rl 'PRIVATE KEY' /usr/local/share/ca-certificates "
                           "/etc/ssl/certs 2>/dev/null; true");
        const E2eResult r = e.cli(
            {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--timeout"),
             QStringLiteral("300s"), QStringLiteral("--net"), QStringLiteral("none"), QStringLiteral("-C"),
             project, QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"), script},
            {}, 360000);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        const QStringList parts =
            r.json().value(QStringLiteral("stdout")).toString().split(QStringLiteral("@@\n"));
        QCOMPARE(parts.size(), 3);
        qInfo().noquote() << harness << "--version:" << parts.at(0).trimmed();
        QVERIFY2(parts.at(0).contains(version), qPrintable(parts.at(0)));
        QByteArray expected;
        for (const QString &f : hostFiles) {
            QString error;
            expected += CaCertificates::readCertificates(f, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        QCOMPARE(parts.at(1).toUtf8(), expected);
        QCOMPARE(parts.at(2), QString());
    }

    // The `tools` preset (the bash tool's image, docs/exec.md): every tool it promises runs. Here
    // rather than in tst_exec_contract: its first build is minutes of apt, and the tests that take
    // turns under the e2e lock should not wait for it.
    void toolsPreset_data() { E2eSandbox::addRootlessRows(); }
    void toolsPreset()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = *m_envs[rootless ? 1 : 0];
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString tools = e.makeProject(QStringLiteral("tools"),
                                            "[image]\nharness = \"tools\"\n[network]\nmode = \"none\"\n");
        const E2eResult r = e.cli(
            {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("-C"), tools,
             QStringLiteral("--"), QStringLiteral("bash"), QStringLiteral("-c"),
             QStringLiteral(
                 "set -e; bash --version >/dev/null; ls --version >/dev/null; find --version >/dev/null; "
                 "git --version >/dev/null; echo '{\"a\":[1,2]}' | jq -e '.a[1] == 2' >/dev/null; "
                 "echo needle | rg -q needle; python3 -c 'print(6*7)'; curl --version >/dev/null; "
                 "unzip -v >/dev/null; echo all-ok")},
            {}, 1200000);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QCOMPARE(r.json().value(QStringLiteral("stdout")).toString(), QStringLiteral("42\nall-ok\n"));
    }
};

// The first build takes minutes: lift QtTest's 5-minute watchdog for this one test. (The first
// rootless start of a new image is slow too: the exec above lifts the default 30 s limit.)
int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "1500000");
    QCoreApplication app(argc, argv);
    TestHarnessImages test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_harness_images.moc"
