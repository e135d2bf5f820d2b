// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 10 item 11: the host's exec client against a hostile agent. The sandbox owns the folder
// the agent's socket is in and may replace the agent: the client must connect only to a socket of
// the sandbox user (no symlink followed, no file, no other owner), never buffer past
// --max-output, and show nothing the agent says with terminal control characters in it.
#include "session/execclient.h"
#include "session/execprotocol.h"

#include <QLocalServer>
#include <QLocalSocket>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace aisb;

namespace {

// A fake agent: answers every connection with `reply` once the request has arrived.
class FakeAgent : public QObject
{
public:
    explicit FakeAgent(const QString &path, QByteArray reply) : m_reply(std::move(reply))
    {
        m_server.setSocketOptions(QLocalServer::UserAccessOption);
        m_server.listen(path);
        connect(&m_server, &QLocalServer::newConnection, this, [this] {
            while (QLocalSocket *s = m_server.nextPendingConnection()) {
                ++connections;
                connect(s, &QLocalSocket::readyRead, s, [this, s] {
                    received += s->readAll();
                    if (!m_sent && received.contains(ExecProtocol::frame('Z', QByteArray()))) {
                        m_sent = true;
                        s->write(m_reply);
                        s->flush();
                    }
                });
            }
        });
    }
    bool listening() const { return m_server.isListening(); }
    int connections = 0;
    QByteArray received;

private:
    QLocalServer m_server;
    QByteArray m_reply;
    bool m_sent = false;
};

ExecRequest request(qint64 maxOutput = 0)
{
    ExecRequest r;
    r.argv = {QStringLiteral("true")};
    r.timeoutMs = 10000;
    r.maxOutputBytes = maxOutput;
    return r;
}

} // namespace

class TestExecClientHostile : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir{QStringLiteral("/tmp/aisb-execclient-XXXXXX")};

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The agent's socket replaced by a symlink to another socket (rootful, any host socket the
    // client's root could reach): refused, and the other socket never sees a connection.
    void symlinkIsNotFollowed()
    {
        FakeAgent other(m_dir.filePath(QStringLiteral("other.sock")), ExecProtocol::frame('X', "exit=0"));
        QVERIFY(other.listening());
        const QString link = m_dir.filePath(QStringLiteral("agent-link.sock"));
        QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("other.sock")), link));
        const ExecResult r = execSync(link, request(), 10000);
        QVERIFY2(r.error.contains(QLatin1String("not a socket")), qPrintable(r.error));
        QCoreApplication::processEvents();
        QCOMPARE(other.connections, 0);
        QVERIFY(other.received.isEmpty());
    }

    void regularFileIsRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("file.sock"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const ExecResult r = execSync(path, request(), 10000);
        QVERIFY2(r.error.contains(QLatin1String("not a socket")), qPrintable(r.error));
    }

    void socketOfAnotherUserIsRefused()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to give the socket to another user");
        const QString path = m_dir.filePath(QStringLiteral("foreign.sock"));
        FakeAgent agent(path, ExecProtocol::frame('X', "exit=0"));
        QVERIFY(agent.listening());
        QVERIFY(::lchown(QFile::encodeName(path).constData(), 4242, 4242) == 0);
        const ExecResult r = execSync(path, request(), 10000);
        QVERIFY2(r.error.contains(QLatin1String("uid 4242")), qPrintable(r.error));
        QCOMPARE(agent.connections, 0);
    }

    // The agent itself is honest for a real socket of ours: the check lets it through.
    void ownSocketWorks()
    {
        const QString path = m_dir.filePath(QStringLiteral("good.sock"));
        FakeAgent agent(path, ExecProtocol::frame('O', "hello\n") + ExecProtocol::frame('X', "exit=3"));
        QVERIFY(agent.listening());
        const ExecResult r = execSync(path, request(), 10000);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(r.stdoutData, QByteArray("hello\n"));
    }

    // An agent that ignores --max-output: the client stops at the cap, it does not buffer on.
    void outputPastMaxOutputIsCut()
    {
        const QString path = m_dir.filePath(QStringLiteral("flood.sock"));
        QByteArray flood;
        const QByteArray chunk(60000, 'x');
        for (int i = 0; i < 200; ++i) // 12 MB
            flood += ExecProtocol::frame(i % 2 ? 'O' : 'R', chunk);
        flood += ExecProtocol::frame('X', "exit=0");
        FakeAgent agent(path, flood);
        QVERIFY(agent.listening());
        const ExecResult r = execSync(path, request(256 * 1024), 20000);
        QVERIFY2(r.error.contains(QLatin1String("more than --max-output")), qPrintable(r.error));
        QVERIFY(r.stdoutData.size() <= 256 * 1024);
        QVERIFY(r.stderrData.size() <= 256 * 1024);
        QVERIFY(r.exitCode != 0);
    }

    // What the agent says about its own failure reaches the terminal: no escape sequences.
    void agentTextLosesControlCharacters()
    {
        const QString path = m_dir.filePath(QStringLiteral("escape.sock"));
        FakeAgent agent(path, ExecProtocol::frame('F', "\x1b]0;owned\x07\x1b[2Jboom\r") +
                                  ExecProtocol::frame('X', "exit=1"));
        QVERIFY(agent.listening());
        const ExecResult r = execSync(path, request(), 10000);
        QVERIFY2(r.error.contains(QLatin1String("boom")), qPrintable(r.error));
        for (const QChar c : r.error)
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7f, qPrintable(r.error));
        FakeAgent bad(m_dir.filePath(QStringLiteral("badexit.sock")),
                      ExecProtocol::frame('X', "\x1b[31mnope"));
        const ExecResult r2 = execSync(m_dir.filePath(QStringLiteral("badexit.sock")), request(), 10000);
        QVERIFY(!r2.error.contains(QChar(0x1b)));
    }
};

QTEST_GUILESS_MAIN(TestExecClientHostile)
#include "tst_execclient_hostile.moc"
