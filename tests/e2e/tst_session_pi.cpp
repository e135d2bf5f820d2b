// SPDX-License-Identifier: GPL-3.0-or-later
// SLOW ON FIRST RUN: builds the default image with the pi harness (Debian's nodejs + npm install of
// pi from the npm registry, several minutes) and runs `pi --version` in it, rootful and rootless.
// The image is cached by its content hash afterwards, so later runs take seconds.
//
// Machines behind a TLS-intercepting proxy (this CI box is one) need its CA in the image for npm:
// when /usr/local/share/ca-certificates holds certificates, the test builds a base image that adds
// them (localhost/aisb-e2e-base-hostca:trixie, FROM the default base) and uses it as image.base.
// The policy has no field for extra CA certificates yet (see the report).
#include "e2esandbox.h"

#include <QTest>

using namespace aisb::test;

namespace {
const QString hostCaDir = QStringLiteral("/usr/local/share/ca-certificates");
const QString hostCaBase = QStringLiteral("localhost/aisb-e2e-base-hostca:trixie");
} // namespace

class TestSessionPi : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];

    // Returns the base image to use (empty: the default); builds the CA base when needed.
    QString baseFor(E2eSandbox &e, QString *error)
    {
        const QStringList certs = QDir(hostCaDir).entryList({QStringLiteral("*.crt")}, QDir::Files);
        if (certs.isEmpty())
            return {};
        if (e.podman({QStringLiteral("image"), QStringLiteral("exists"), hostCaBase}).exitCode == 0)
            return hostCaBase;
        const QString ctx = e.workspace() + QStringLiteral("/hostca");
        e.mkdirOwned(ctx);
        for (const QString &c : certs)
            QFile::copy(hostCaDir + QLatin1Char('/') + c, ctx + QLatin1Char('/') + c);
        e.writeFile(ctx + QStringLiteral("/Containerfile"),
                    "FROM " + E2eSandbox::baseImage().toUtf8() +
                        "\nCOPY *.crt /usr/local/share/ca-certificates/\n"
                        "RUN update-ca-certificates\n"
                        "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\n");
        e.chownTree(ctx);
        const E2eResult b = e.podman(
            {QStringLiteral("build"), QStringLiteral("--pull=never"), QStringLiteral("-t"), hostCaBase, ctx},
            300000);
        if (b.exitCode != 0)
            *error = QString::fromUtf8(b.describe());
        return hostCaBase;
    }

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

    void piRunsInDefaultImage_data()
    {
        QTest::addColumn<bool>("rootless");
        QTest::newRow("rootful") << false;
        QTest::newRow("rootless") << true;
    }
    void piRunsInDefaultImage()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = *m_envs[rootless ? 1 : 0];
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        QString error;
        const QString base = baseFor(e, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QByteArray policy = "[image]\nharness = \"pi\"\n";
        if (!base.isEmpty())
            policy += "base = \"" + base.toUtf8() + "\"\n";
        const QString project = e.makeProject(QStringLiteral("pi"), policy);
        const E2eResult build = e.cli({QStringLiteral("build"), QStringLiteral("-C"), project}, {}, 1500000);
        QVERIFY2(build.exitCode == 0, build.describe().constData());
        qInfo() << "pi image:" << build.out.trimmed() << "in" << build.ms << "ms";
        const E2eResult r = e.cli({QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--net"),
                                   QStringLiteral("none"), QStringLiteral("-C"), project,
                                   QStringLiteral("--"), QStringLiteral("pi"), QStringLiteral("--version")},
                                  {}, 120000);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        // pi prints its version on stderr.
        const QString version = QString(r.json().value(QStringLiteral("stdout")).toString() +
                                        r.json().value(QStringLiteral("stderr")).toString())
                                    .trimmed();
        qInfo() << "pi --version:" << version;
        QVERIFY2(version.contains(QLatin1String("0.73.1")), qPrintable(version));
    }
};

// The first build takes minutes: lift QtTest's 5-minute watchdog for this one test.
int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "1500000");
    QCoreApplication app(argc, argv);
    TestSessionPi test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_session_pi.moc"
