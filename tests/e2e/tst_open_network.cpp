// SPDX-License-Identifier: GPL-3.0-or-later
// network.mode = "open" gives the sandbox a network namespace of its own, whatever podman's
// configuration says (the run line says --network=private): with a containers.conf whose
// [containers] netns = "host" (a user's, or a remote service's), "podman's default network" would
// be this machine's network, with its loopback services (a database, podman's own API on a TCP
// port) in the agent's reach. Rootful and rootless, with real podman: the sandbox's network
// namespace is not the host's, and the host's loopback is not its loopback.
#include "e2esandbox.h"
#include "runprogram.h"

#include <QDir>
#include <QFile>
#include <QTcpServer>
#include <QTest>

using namespace aisb::test;

namespace {
const QByteArray openPolicy = "[image]\nharness = \"shell\"\n[network]\nmode = \"open\"\n";
} // namespace

class TestOpenNetwork : public QObject
{
    Q_OBJECT
    E2eRows m_rows;

    E2eSandbox &env(bool rootless) const { return m_rows.env(rootless); }

private Q_SLOTS:
    void initTestCase()
    {
        const QByteArray failed =
            m_rows.setUp(QStringLiteral("open-network"), openPolicy, {}, E2eRows::build);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }
    void cleanupTestCase() { m_rows.reset(); }

    void openIsNeverTheHostsNetwork_data() { E2eSandbox::addRootlessRows(); }
    void openIsNeverTheHostsNetwork()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        // podman's configuration as the agent's owner might have it: the system's drop-ins (this
        // host's limits) plus netns = "host" for every container that names no network.
        QByteArray conf = "[containers]\nnetns = \"host\"\n";
        const QDir dropIns(QStringLiteral("/etc/containers/containers.conf.d"));
        for (const QString &name : dropIns.entryList({QStringLiteral("*.conf")}, QDir::Files, QDir::Name)) {
            QFile f(dropIns.filePath(name));
            if (f.open(QIODevice::ReadOnly))
                conf += f.readAll().replace("[containers]\n", "");
        }
        const QString confPath = e.workspace() + QStringLiteral("/host-netns.conf");
        QFile c(confPath);
        QVERIFY(c.open(QIODevice::WriteOnly));
        QVERIFY(c.write(conf) == conf.size());
        c.close();
        QFile::setPermissions(confPath, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ReadGroup | QFileDevice::ReadOther);
        // A service on this machine's loopback: what the agent would look for first.
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QString hostNetns = QFile::symLinkTarget(QStringLiteral("/proc/self/ns/net"));
        const QString script =
            QStringLiteral("readlink /proc/self/ns/net; "
                           "if (exec 3<>/dev/tcp/127.0.0.1/%1) 2>/dev/null; then echo reached-host-loopback; "
                           "else echo no-host-loopback; fi")
                .arg(server.serverPort());
        const E2eResult r = e.cli({QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"),
                                   m_rows.project(rootless), QStringLiteral("--"), QStringLiteral("bash"),
                                   QStringLiteral("-c"), script},
                                  {{QStringLiteral("CONTAINERS_CONF"), confPath}}, 300000);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        const QString netns = QString::fromUtf8(r.out.split('\n').value(0)).trimmed();
        QVERIFY2(netns.startsWith(QLatin1String("net:[")), r.describe().constData());
        QVERIFY2(!hostNetns.endsWith(netns), qPrintable(hostNetns + QStringLiteral(" = ") + netns));
        QVERIFY2(r.out.contains("no-host-loopback"), r.describe().constData());
        // The same configuration really puts a container that names no network on the host's:
        // what the run line's --network=private is there for.
        const Ran plain = runProgram(QStringLiteral("podman"),
                                     {QStringLiteral("run"), QStringLiteral("--rm"), E2eSandbox::baseImage(),
                                      QStringLiteral("readlink"), QStringLiteral("/proc/self/ns/net")},
                                     120000, {}, {{QStringLiteral("CONTAINERS_CONF"), confPath}});
        if (!rootless) {
            QVERIFY2(plain.code == 0, plain.both().constData());
            QVERIFY2(hostNetns.endsWith(QString::fromUtf8(plain.out).trimmed()), plain.both().constData());
        }
    }
};

QTEST_MAIN(TestOpenNetwork)
#include "tst_open_network.moc"
