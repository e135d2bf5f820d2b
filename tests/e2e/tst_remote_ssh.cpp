// SPDX-License-Identifier: GPL-3.0-or-later
// Remote sessions over ssh, the way a user reaches a podman service on another machine (issue 17):
// the service in a container (tests/common/remotepodman.h) with sshd in front of its socket,
// rootful and rootless:
//  - `ai-sandbox --connection NAME run` with a connection made by `podman system connection add
//    --identity KEY NAME ssh://...` (in the test's own containers.conf): the project goes there,
//    what the agent wrote comes back, and `sessions` shows where it ran;
//  - `ai-sandbox --url ssh://USER@HOST:22/SOCKET run` with the key in an ssh-agent;
//  - a service whose host key is not the one known here (a machine in the middle) gets nothing:
//    the session fails before the project is sent, and says why.
#include "remoterows.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <memory>

using namespace aisb;
using aisb::test::E2eResult;
using aisb::test::E2eSandbox;
using aisb::test::Ran;
using aisb::test::RemotePodmanService;
using aisb::test::RemoteRows;
using aisb::test::runProgram;

namespace {
const QByteArray nonePolicy = "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n";
} // namespace

class TestRemoteSsh : public QObject
{
    Q_OBJECT
    RemoteRows m_remote;
    std::unique_ptr<QTemporaryDir> m_sshDirs[2];

    E2eSandbox *sandbox() const { return &m_remote.env(); }
    RemotePodmanService *service() const { return m_remote.service(); }
    QString sshDir() const { return m_sshDirs[RemoteRows::row()]->path(); }
    QString connectionName() const { return service()->prefix(); }
    static QString rowName(const QString &name) { return RemoteRows::rowName(name); }
    QStringList serviceContainersOf(const QString &project) const
    {
        return m_remote.serviceContainersOf(project);
    }

    // The project's newest session in `sessions --json`.
    QJsonObject lastSessionOf(const QString &project, const QMap<QString, QString> &env) const
    {
        const E2eResult r =
            sandbox()->cli({QStringLiteral("sessions"), QStringLiteral("--json")}, env, 120000);
        QJsonObject last;
        for (const QJsonValue v : QJsonDocument::fromJson(r.out).array())
            if (v[QStringLiteral("project")].toString() == project &&
                v[QStringLiteral("id")].toString() > last[QStringLiteral("id")].toString())
                last = v.toObject();
        return last;
    }
    E2eResult runAgent(const QStringList &engine, const QString &project, const QMap<QString, QString> &env,
                       const QString &script) const
    {
        return sandbox()->cli(engine + QStringList{QStringLiteral("run"), QStringLiteral("--no-tty"),
                                                   QStringLiteral("-C"), project, QStringLiteral("--"),
                                                   QStringLiteral("sh"), QStringLiteral("-c"), script},
                              env, 300000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (runProgram(QStringLiteral("ssh-keygen"), {QStringLiteral("-?")}).code == -1)
            QSKIP("ssh-keygen is missing: run scripts/setup");
        const QString failed = m_remote.setUp(nonePolicy);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        for (int i = 0; i < 2; ++i) {
            m_sshDirs[i] = std::make_unique<QTemporaryDir>();
            if (m_remote.serviceReady(i))
                if (const QString ssh =
                        m_remote.service(i)->startSsh(m_sshDirs[i]->path(), m_remote.service(i)->prefix());
                    !ssh.isEmpty())
                    QFAIL(qPrintable(ssh));
        }
    }
    void cleanupTestCase() { m_remote.reset(); }

    // `--connection NAME`: a connection podman made, with its identity file.
    void namedConnection_data() { RemoteRows::addRows(); }
    void namedConnection()
    {
        REMOTE_ROW(m_remote);
        const QString project =
            sandbox()->makeProject(rowName(QStringLiteral("ssh-connection")), nonePolicy,
                                   {{QStringLiteral("README.md"), QByteArrayLiteral("sent over ssh\n")}});
        const QMap<QString, QString> env = service()->sshEnvironment();
        // What one podman call costs over ssh (a handshake each) against the unix socket.
        QElapsedTimer t;
        for (const bool overSsh : {true, false}) {
            t.start();
            for (int i = 0; i < 3; ++i) {
                const Ran info =
                    overSsh ? runProgram(QStringLiteral("podman"),
                                         {QStringLiteral("--connection"), connectionName(),
                                          QStringLiteral("version"), QStringLiteral("--format"),
                                          QStringLiteral("{{.Server.Version}}")},
                                         60000, {}, env)
                            : service()->remote({QStringLiteral("version"), QStringLiteral("--format"),
                                                 QStringLiteral("{{.Server.Version}}")});
                QVERIFY2(info.code == 0, info.both().constData());
            }
            qInfo("%s service: one `podman version` %s: %lld ms", QTest::currentDataTag(),
                  overSsh ? "over ssh" : "over the unix socket", t.elapsed() / 3);
        }
        t.start();
        const E2eResult r =
            runAgent({QStringLiteral("--connection"), connectionName()}, project, env,
                     QStringLiteral("cat /project/README.md; echo back-over-ssh > /project/out.txt; "
                                    "if [ -e %1 ]; then echo host-path-visible; fi")
                         .arg(project));
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        qInfo("%s service over ssh (--connection): session %lld ms", QTest::currentDataTag(), t.elapsed());
        QVERIFY2(r.out.contains("sent over ssh"), r.describe().constData());
        QVERIFY2(!r.out.contains("host-path-visible"), r.describe().constData());
        QCOMPARE(aisb::test::readOrMissing(project + QStringLiteral("/out.txt")),
                 QByteArray("back-over-ssh\n"));
        QVERIFY(serviceContainersOf(project).isEmpty()); // the sandbox ran there, and went
        const QJsonObject session = lastSessionOf(project, env);
        QCOMPARE(session.value(QStringLiteral("state")).toString(), QStringLiteral("finished"));
        QCOMPARE(session.value(QStringLiteral("engine")).toString(), connectionName());
    }

    // `--url ssh://...` with the key in an ssh-agent (no identity file named anywhere).
    void sshUrlWithAgent_data() { RemoteRows::addRows(); }
    void sshUrlWithAgent()
    {
        REMOTE_ROW(m_remote);
        const QString agentSocket = sshDir() + QStringLiteral("/agent.sock");
        QProcess agent;
        agent.start(QStringLiteral("ssh-agent"), {QStringLiteral("-D"), QStringLiteral("-a"), agentSocket});
        QVERIFY(agent.waitForStarted());
        const auto stopAgent = qScopeGuard([&] {
            agent.terminate();
            agent.waitForFinished();
        });
        QVERIFY(E2eSandbox::waitFor([&] { return QFileInfo::exists(agentSocket); }, 10000));
        const Ran added = runProgram(QStringLiteral("ssh-add"), {sshDir() + QStringLiteral("/id")}, 30000, {},
                                     {{QStringLiteral("SSH_AUTH_SOCK"), agentSocket}});
        QVERIFY2(added.code == 0, added.both().constData());
        const QString project =
            sandbox()->makeProject(rowName(QStringLiteral("ssh-url")), nonePolicy,
                                   {{QStringLiteral("README.md"), QByteArrayLiteral("x\n")}});
        const QMap<QString, QString> env{{QStringLiteral("HOME"), sshDir() + QStringLiteral("/home")},
                                         {QStringLiteral("SSH_AUTH_SOCK"), agentSocket}};
        const E2eResult r = runAgent({QStringLiteral("--url"), service()->sshUrl()}, project, env,
                                     QStringLiteral("echo via-url > /project/url.txt"));
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QCOMPARE(aisb::test::readOrMissing(project + QStringLiteral("/url.txt")), QByteArray("via-url\n"));
        QCOMPARE(lastSessionOf(project, env).value(QStringLiteral("engine")).toString(), service()->sshUrl());
    }

    // A machine in the middle: the address answers with another host key. Nothing is sent there.
    void unknownHostKeyIsRefused_data() { RemoteRows::addRows(); }
    void unknownHostKeyIsRefused()
    {
        REMOTE_ROW(m_remote);
        QTemporaryDir other;
        QVERIFY(QDir().mkpath(other.filePath(QStringLiteral("home/.ssh"))));
        const Ran key = runProgram(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                    QStringLiteral("-N"), QString(), QStringLiteral("-f"),
                                    other.filePath(QStringLiteral("k"))});
        QVERIFY2(key.code == 0, key.both().constData());
        const QList<QByteArray> pub =
            aisb::test::readOrMissing(other.filePath(QStringLiteral("k.pub"))).split(' ');
        const QString address = QUrl(service()->sshUrl()).host();
        QFile known(other.filePath(QStringLiteral("home/.ssh/known_hosts")));
        QVERIFY(known.open(QIODevice::WriteOnly));
        known.write(address.toLatin1() + ' ' + pub[0] + ' ' + pub[1] + '\n');
        known.close();
        QMap<QString, QString> env = service()->sshEnvironment();
        env.insert(QStringLiteral("HOME"), other.filePath(QStringLiteral("home")));
        const QString project = sandbox()->makeProject(
            rowName(QStringLiteral("ssh-mitm")), nonePolicy,
            {{QStringLiteral("secret.txt"), QByteArrayLiteral("for the service only\n")}});
        const E2eResult r = runAgent({QStringLiteral("--connection"), connectionName()}, project, env,
                                     QStringLiteral("true"));
        QVERIFY2(r.exitCode != 0, r.describe().constData());
        QVERIFY2(r.err.contains("knownhosts: key mismatch"), r.describe().constData());
        QVERIFY2(r.err.contains("could not be reached, so nothing was sent there"), r.describe().constData());
        QVERIFY2(r.err.contains(QByteArray("podman --connection " + connectionName().toUtf8() + " info")),
                 r.describe().constData());
        // The real service never got the project (no volume was made there).
        const Ran volumes = service()->remote({QStringLiteral("volume"), QStringLiteral("ls"),
                                               QStringLiteral("--format"), QStringLiteral("{{.Name}}")});
        QVERIFY2(!volumes.out.contains(ResourceName::remoteProjectVolume(projectSlug(project)).toUtf8()),
                 volumes.out.constData());
    }
};

QTEST_MAIN(TestRemoteSsh)
#include "tst_remote_ssh.moc"
