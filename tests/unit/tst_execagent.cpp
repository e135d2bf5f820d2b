// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real exec agent (containers/exec-agent.pl) on the host and drives it through ExecClient.
#include "session/execclient.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <memory>
#include <signal.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using aisb::ExecClient;
using aisb::ExecRequest;
using aisb::ExecResult;

namespace {

ExecRequest command(std::initializer_list<const char *> argv)
{
    ExecRequest req;
    for (const char *a : argv)
        req.argv.append(QString::fromUtf8(a));
    return req;
}

// "S" state and process group of a pid from /proc, or nothing when it is gone.
struct ProcStat
{
    char state = 0;
    qint64 pgrp = 0;
};
std::optional<ProcStat> procStat(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray line = f.readAll();
    const qsizetype close = line.lastIndexOf(')');
    if (close < 0)
        return std::nullopt;
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    if (fields.size() < 3)
        return std::nullopt;
    return ProcStat{fields[0].isEmpty() ? char(0) : fields[0].at(0), fields[2].toLongLong()};
}

bool alive(qint64 pid)
{
    const std::optional<ProcStat> s = procStat(pid);
    return s && s->state != 'Z' && s->state != 'X';
}

// Live (not zombie) processes whose process group is pgid.
QList<qint64> groupMembers(qint64 pgid)
{
    QList<qint64> members;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &e : entries) {
        bool ok = false;
        const qint64 pid = e.toLongLong(&ok);
        if (!ok)
            continue;
        const std::optional<ProcStat> s = procStat(pid);
        if (s && s->pgrp == pgid && s->state != 'Z' && s->state != 'X')
            members.append(pid);
    }
    return members;
}

} // namespace

class TestExecAgent : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QProcess m_agent;
    QString m_socket;
    QList<qint64> m_strays; // background processes a test left on purpose: killed at the end

    ExecResult run(const ExecRequest &req, int clientTimeoutMs = 30000)
    {
        return aisb::execSync(m_socket, req, clientTimeoutMs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_socket = m_dir.filePath(QStringLiteral("agent.sock"));
        m_agent.setProgram(QStringLiteral("perl"));
        m_agent.setArguments({QStringLiteral(AISB_SOURCE_DIR "/containers/exec-agent.pl"), m_socket});
        m_agent.setReadChannel(QProcess::StandardError);
        m_agent.start();
        QVERIFY2(m_agent.waitForStarted(10000), qPrintable(m_agent.errorString()));
        // The agent prints one line to stderr once it listens.
        QByteArray err;
        QDeadlineTimer deadline(15000);
        while (!err.contains("ready on") && !deadline.hasExpired()) {
            if (m_agent.state() != QProcess::Running)
                break;
            m_agent.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())));
            err += m_agent.readAllStandardError();
        }
        QVERIFY2(err.contains("ready on"), err.constData());
        QVERIFY(QFileInfo(m_socket).exists());
        QCOMPARE(m_agent.readAllStandardOutput(), QByteArray());
    }

    void cleanupTestCase()
    {
        for (qint64 pid : std::as_const(m_strays))
            ::kill(pid_t(pid), SIGKILL);
        if (m_agent.state() == QProcess::Running) {
            m_agent.terminate();
            QVERIFY(m_agent.waitForFinished(10000));
            QCOMPARE(m_agent.exitCode(), 0);
            QVERIFY2(!QFileInfo::exists(m_socket), "the agent removes its socket when told to stop");
        }
    }

    void echoHi()
    {
        const ExecResult r = run(command({"echo", "hi"}));
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.signal, 0);
        QVERIFY(!r.timedOut);
        QVERIFY(!r.truncated);
        QCOMPARE(r.stdoutData, QByteArray("hi\n"));
        QCOMPARE(r.stderrData, QByteArray());
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("argv");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("errorContains");
        QTest::newRow("true") << QStringList{QStringLiteral("true")} << 0 << QString();
        QTest::newRow("exit 3") << QStringList{QStringLiteral("sh"), QStringLiteral("-c"),
                                               QStringLiteral("exit 3")}
                                << 3 << QString();
        QTest::newRow("missing command") << QStringList{QStringLiteral("aisb-no-such-command")} << 127
                                         << QStringLiteral("aisb-no-such-command");
        const QString plain = m_dir.filePath(QStringLiteral("not-executable"));
        QFile file(plain);
        if (file.open(QIODevice::WriteOnly))
            file.write("data\n");
        file.close();
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QTest::newRow("not executable") << QStringList{plain} << 126 << plain;
    }
    void exitCodes()
    {
        QFETCH(QStringList, argv);
        QFETCH(int, exitCode);
        QFETCH(QString, errorContains);
        ExecRequest req;
        req.argv = argv;
        const ExecResult r = run(req);
        QCOMPARE(r.exitCode, exitCode);
        if (errorContains.isEmpty())
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        else
            QVERIFY2(r.error.contains(errorContains), qPrintable(r.error));
    }

    void killedBySignal()
    {
        const ExecResult r = run(command({"sh", "-c", "kill -KILL $$"}));
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.signal, 9);
        QCOMPARE(r.exitCode, 128 + 9);
        QVERIFY(!r.timedOut);
    }

    void stdinRoundTrip()
    {
        ExecRequest req = command({"cat"});
        for (int i = 0; i < 3 * 256 * 1024 + 17; ++i)
            req.stdinData.append(char(i % 251));
        const ExecResult r = run(req);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.stdoutData.size(), req.stdinData.size());
        QVERIFY(r.stdoutData == req.stdinData);
    }

    void emptyStdinIsEndOfFile()
    {
        const ExecResult r = run(command({"wc", "-c"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.stdoutData.trimmed(), QByteArray("0"));
    }

    void streamedStdin()
    {
        ExecClient client;
        QSignalSpy finished(&client, &ExecClient::finished);
        QSignalSpy out(&client, &ExecClient::stdoutData);
        ExecRequest req = command({"cat"});
        req.closeStdin = false;
        req.stdinData = "first\n";
        client.start(m_socket, req);
        // cat echoes the first part while stdin is still open.
        QTRY_VERIFY_WITH_TIMEOUT(!out.isEmpty(), 10000);
        QCOMPARE(out.first().first().toByteArray(), QByteArray("first\n"));
        client.writeStdin("second\n");
        client.closeStdin();
        QVERIFY(finished.wait(10000));
        const ExecResult r = finished.first().first().value<ExecResult>();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.stdoutData, QByteArray("first\nsecond\n"));
    }

    void envVarArrives()
    {
        ExecRequest req = command({"sh", "-c", "printf '%s|%s' \"$AISB_T1\" \"$AISB_T2\""});
        req.env = {QStringLiteral("AISB_T1=a b=c"), QStringLiteral("AISB_T2=")};
        const ExecResult r = run(req);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.stdoutData, QByteArray("a b=c|"));
    }

    void workingDirectory()
    {
        ExecRequest req = command({"pwd", "-P"});
        QDir(m_dir.path()).mkdir(QStringLiteral("work dir"));
        req.workingDirectory = QDir(m_dir.path()).filePath(QStringLiteral("work dir"));
        const ExecResult r = run(req);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.stdoutData.trimmed()),
                 QFileInfo(req.workingDirectory).canonicalFilePath());
    }

    void missingWorkingDirectory()
    {
        ExecRequest req = command({"true"});
        req.workingDirectory = m_dir.filePath(QStringLiteral("does-not-exist"));
        const ExecResult r = run(req);
        QCOMPARE(r.exitCode, 126);
        QVERIFY2(r.error.contains(QStringLiteral("does-not-exist")), qPrintable(r.error));
    }

    void stderrSeparate()
    {
        const ExecResult r = run(command({"sh", "-c", "echo out; echo err >&2; echo out2"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.stdoutData, QByteArray("out\nout2\n"));
        QCOMPARE(r.stderrData, QByteArray("err\n"));
    }

    void largeOutputStreamedIntact()
    {
        QByteArray expected;
        for (int i = 1; i <= 800000; ++i)
            expected += QByteArray::number(i) + '\n';
        QVERIFY(expected.size() > 5 * 1000 * 1000);

        ExecClient client;
        QSignalSpy finished(&client, &ExecClient::finished);
        int chunks = 0;
        QByteArray streamed;
        connect(&client, &ExecClient::stdoutData, this, [&](const QByteArray &d) {
            ++chunks;
            streamed += d;
        });
        client.start(m_socket, command({"seq", "1", "800000"}));
        QVERIFY(finished.wait(60000));
        const ExecResult r = finished.first().first().value<ExecResult>();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.truncated);
        QCOMPARE(r.stdoutData.size(), expected.size());
        QVERIFY(r.stdoutData == expected);
        QVERIFY(streamed == expected);
        QVERIFY2(chunks > 10, "output arrives in many chunks, not in one piece at the end");
    }

    void maxOutputTruncates()
    {
        ExecRequest req = command({"sh", "-c", "head -c 300000 /dev/zero; echo tail >&2"});
        req.maxOutputBytes = 1000;
        const ExecResult r = run(req);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.truncated);
        QCOMPARE(r.stdoutData, QByteArray(1000, '\0'));
        QCOMPARE(r.stderrData, QByteArray("tail\n")); // the limit is per stream

        ExecRequest exact = command({"head", "-c", "1000", "/dev/zero"});
        exact.maxOutputBytes = 1000;
        const ExecResult e = run(exact);
        QVERIFY(!e.truncated);
        QCOMPARE(e.stdoutData.size(), 1000);
    }

    void timeoutKillsTheWholeGroup()
    {
        // The leader ($$) is the group; it starts a background sleep and waits.
        ExecRequest req = command({"sh", "-c", "sleep 1000 & echo $$ $!; wait"});
        req.timeoutMs = 700;
        ExecClient client;
        QSignalSpy finished(&client, &ExecClient::finished);
        QElapsedTimer clock;
        clock.start();
        client.start(m_socket, req);
        QVERIFY(finished.wait(20000));
        const ExecResult r = finished.first().first().value<ExecResult>();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(r.timedOut);
        QCOMPARE(r.signal, SIGTERM);
        QCOMPARE(r.exitCode, 128 + SIGTERM);
        QVERIFY(r.durationMs >= 600);
        QVERIFY(clock.elapsed() >= 600);
        const QList<QByteArray> pids = r.stdoutData.trimmed().split(' ');
        QCOMPARE(pids.size(), 2);
        const qint64 leader = pids[0].toLongLong();
        const qint64 background = pids[1].toLongLong();
        QVERIFY(leader > 1 && background > 1);
        QTRY_VERIFY_WITH_TIMEOUT(!alive(background), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(groupMembers(leader).isEmpty(), 5000);
    }

    void timeoutEscalatesToKill()
    {
        // Ignores TERM: only the KILL after the grace ends it.
        ExecRequest req = command({"sh", "-c", "trap '' TERM; echo $$; while :; do sleep 1; done"});
        req.timeoutMs = 300;
        const ExecResult r = run(req);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(r.timedOut);
        QCOMPARE(r.signal, SIGKILL);
        const qint64 leader = r.stdoutData.trimmed().toLongLong();
        QVERIFY(leader > 1);
        QTRY_VERIFY_WITH_TIMEOUT(groupMembers(leader).isEmpty(), 5000);
    }

    void clientDisconnectKillsTheCommand()
    {
        auto client = std::make_unique<ExecClient>();
        QSignalSpy out(client.get(), &ExecClient::stdoutData);
        client->start(m_socket, command({"sh", "-c", "echo $$; exec sleep 1000"}));
        QVERIFY(out.wait(10000));
        const qint64 pid = out.first().first().toByteArray().trimmed().toLongLong();
        QVERIFY(pid > 1);
        QVERIFY(alive(pid));
        client.reset(); // disconnects
        QTRY_VERIFY_WITH_TIMEOUT(!alive(pid), 5000);
    }

    void cancelReportsAndKills()
    {
        ExecClient client;
        QSignalSpy out(&client, &ExecClient::stdoutData);
        QSignalSpy finished(&client, &ExecClient::finished);
        client.start(m_socket, command({"sh", "-c", "echo $$; exec sleep 1000"}));
        QVERIFY(out.wait(10000));
        const qint64 pid = out.first().first().toByteArray().trimmed().toLongLong();
        client.cancel();
        QVERIFY(finished.wait(5000));
        const ExecResult r = finished.first().first().value<ExecResult>();
        QVERIFY(!r.error.isEmpty());
        QCOMPARE(r.exitCode, -1);
        QTRY_VERIFY_WITH_TIMEOUT(!alive(pid), 5000);
    }

    void backgroundHolderDoesNotBlock()
    {
        // The leader exits at once; its background child keeps stdout open and survives.
        QElapsedTimer clock;
        clock.start();
        const ExecResult r = run(command({"sh", "-c", "sleep 1000 & echo $!"}));
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.exitCode, 0);
        const qint64 background = r.stdoutData.trimmed().toLongLong();
        QVERIFY(background > 1);
        m_strays.append(background);
        QVERIFY(alive(background));
        QVERIFY2(clock.elapsed() < 5000, "the answer does not wait for the background process");
        ::kill(pid_t(background), SIGKILL);
    }

    void concurrentCalls()
    {
        constexpr int Count = 8;
        std::vector<std::unique_ptr<ExecClient>> clients;
        QList<ExecResult> results(Count);
        int done = 0;
        for (int i = 0; i < Count; ++i) {
            clients.push_back(std::make_unique<ExecClient>());
            connect(clients.back().get(), &ExecClient::finished, this,
                    [&results, &done, i](const ExecResult &r) {
                        results[i] = r;
                        ++done;
                    });
            ExecRequest req = command({"sh", "-c", "sleep 0.3; cat; echo \"$1\" >&2; exit \"$2\"", "sh"});
            req.argv << QString::number(i) << QString::number(i + 10);
            req.stdinData = QByteArray("input-") + QByteArray::number(i);
            clients.back()->start(m_socket, req);
        }
        QTRY_COMPARE_WITH_TIMEOUT(done, Count, 30000);
        for (int i = 0; i < Count; ++i) {
            QVERIFY2(results[i].error.isEmpty(), qPrintable(results[i].error));
            QCOMPARE(results[i].exitCode, i + 10);
            QCOMPARE(results[i].stdoutData, QByteArray("input-") + QByteArray::number(i));
            QCOMPARE(results[i].stderrData, QByteArray::number(i) + '\n');
        }
    }

    void badRequestIsRefused()
    {
        ExecRequest req = command({"true"});
        req.env = {QStringLiteral("NOEQUALSSIGN")};
        const ExecResult r = run(req);
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.error.contains(QStringLiteral("NOEQUALSSIGN")), qPrintable(r.error));
    }

    void malformedRequestsAreRefused_data()
    {
        using aisb::ExecProtocol;
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<QByteArray>("reason");
        QTest::newRow("frame over 64 MiB")
            << (ExecProtocol::frame('V', "1") + QByteArray("A\x04\x00\x00\x01", 5))
            << QByteArray("larger than the limit");
        QTest::newRow("no version") << (ExecProtocol::frame('A', "true") + ExecProtocol::frame('Z', ""))
                                    << QByteArray("no protocol version");
        QTest::newRow("future version") << (ExecProtocol::frame('V', "2") + ExecProtocol::frame('A', "true") +
                                            ExecProtocol::frame('Z', ""))
                                        << QByteArray("version 2 is not supported");
        QTest::newRow("unknown frame") << (ExecProtocol::frame('V', "1") + ExecProtocol::frame('Q', "?"))
                                       << QByteArray("unknown request frame type 0x51");
        QTest::newRow("no command") << (ExecProtocol::frame('V', "1") + ExecProtocol::frame('Z', ""))
                                    << QByteArray("no command");
        QTest::newRow("bad timeout") << (ExecProtocol::frame('V', "1") + ExecProtocol::frame('A', "true") +
                                         ExecProtocol::frame('T', "-5") + ExecProtocol::frame('Z', ""))
                                     << QByteArray("timeout");
    }
    void malformedRequestsAreRefused()
    {
        // A raw client: the agent answers one 'F' and hangs up.
        QFETCH(QByteArray, request);
        QFETCH(QByteArray, reason);
        const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        QVERIFY(fd >= 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        const QByteArray path = QFile::encodeName(m_socket);
        QVERIFY(size_t(path.size()) < sizeof(addr.sun_path));
        memcpy(addr.sun_path, path.constData(), size_t(path.size()));
        QCOMPARE(::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof(addr)), 0);
        QCOMPARE(::write(fd, request.constData(), size_t(request.size())), ssize_t(request.size()));
        QByteArray reply;
        char buf[4096];
        ssize_t n;
        while ((n = ::read(fd, buf, sizeof(buf))) > 0)
            reply.append(buf, qsizetype(n));
        ::close(fd);
        aisb::ExecProtocol::Decoder decoder;
        decoder.feed(reply);
        const std::optional<aisb::ExecProtocol::Frame> f = decoder.next();
        QVERIFY(f);
        QCOMPARE(f->type, 'F');
        QVERIFY2(f->payload.contains(reason), f->payload.constData());
        QVERIFY(!decoder.next());
        QCOMPARE(decoder.bufferedBytes(), 0);
    }

    void stoppingTheAgentKillsRunningCommands()
    {
        // A second agent of its own, so the shared one stays up.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString socket = dir.filePath(QStringLiteral("agent.sock"));
        QProcess agent;
        agent.setProgram(QStringLiteral("perl"));
        agent.setArguments({QStringLiteral(AISB_SOURCE_DIR "/containers/exec-agent.pl"), socket});
        agent.setReadChannel(QProcess::StandardError);
        agent.start();
        QVERIFY(agent.waitForStarted(10000));
        QByteArray err;
        QDeadlineTimer deadline(15000);
        while (!err.contains("ready on") && !deadline.hasExpired() && agent.state() == QProcess::Running) {
            agent.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())));
            err += agent.readAllStandardError();
        }
        QVERIFY2(err.contains("ready on"), err.constData());

        ExecClient client;
        QSignalSpy out(&client, &ExecClient::stdoutData);
        QSignalSpy finished(&client, &ExecClient::finished);
        client.start(socket, command({"sh", "-c", "echo $$; exec sleep 1000"}));
        QVERIFY(out.wait(10000));
        const qint64 pid = out.first().first().toByteArray().trimmed().toLongLong();
        QVERIFY(alive(pid));
        agent.terminate();
        QVERIFY(agent.waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!alive(pid), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        const ExecResult r = finished.first().first().value<ExecResult>();
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.error.contains(QStringLiteral("--warm")), qPrintable(r.error));
        QVERIFY(!QFileInfo::exists(socket));
    }

    void agentNotRunningGivesAClearError()
    {
        // A socket file nobody listens on, as a stopped sandbox leaves behind.
        const QString stale = m_dir.filePath(QStringLiteral("stale.sock"));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        const QByteArray path = QFile::encodeName(stale);
        memcpy(addr.sun_path, path.constData(), size_t(path.size()));
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof(addr)), 0);
        ::close(fd);
        QVERIFY(QFileInfo::exists(stale));

        for (const QString &socketPath : {stale, m_dir.filePath(QStringLiteral("missing.sock"))}) {
            const ExecResult r = run(command({"true"}));
            QCOMPARE(r.exitCode, 0); // the real agent still answers
            const ExecResult dead = aisb::execSync(socketPath, command({"true"}), 5000);
            QCOMPARE(dead.exitCode, -1);
            QVERIFY2(dead.error.contains(QStringLiteral("exec agent is not running")),
                     qPrintable(dead.error));
            QVERIFY2(dead.error.contains(socketPath), qPrintable(dead.error));
            QVERIFY2(dead.error.contains(QStringLiteral("--warm")), qPrintable(dead.error));
        }
    }

    void overlongSocketPathIsNamed()
    {
        const QString path =
            QStringLiteral("/tmp/") + QString(120, QLatin1Char('d')) + QStringLiteral("/agent.sock");
        const ExecResult r = aisb::execSync(path, command({"true"}), 5000);
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.error.contains(QStringLiteral("longer than")), qPrintable(r.error));
        QVERIFY2(r.error.contains(path), qPrintable(r.error));
    }

    void finishedIsNeverEmittedInsideStart()
    {
        ExecClient client;
        QSignalSpy finished(&client, &ExecClient::finished);
        client.start(m_dir.filePath(QStringLiteral("missing.sock")), command({"true"}));
        QCOMPARE(finished.size(), 0);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.size(), 1);
    }

    // The command's process is forked before a client connects (the launcher): it must hold
    // nothing of the agent's, least of all the listening socket (it could answer the next client)
    // or another call's pipes. Only fds 0-2 and what the agent itself inherited from this test's
    // runner (open in the agent without close-on-exec) may be there.
    void commandHoldsNothingOfTheAgent()
    {
        // The agent is not dumpable: only a reader with CAP_SYS_PTRACE sees its descriptors. Without
        // (an unprivileged user in a container: scripts/test-portability) this test's own are read:
        // the agent inherited from it exactly those without close-on-exec (QProcess closes none).
        QString proc = QStringLiteral("/proc/%1/").arg(m_agent.processId());
        QStringList fds = QDir(proc + QStringLiteral("fd/"))
                              .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
        if (fds.isEmpty()) {
            proc = QStringLiteral("/proc/self/");
            fds = QDir(proc + QStringLiteral("fd/"))
                      .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
        }
        const QString agentFds = proc + QStringLiteral("fd/");
        QSet<QString> inherited;
        QVERIFY(!fds.isEmpty());
        for (const QString &fd : fds) {
            QFile info(proc + QStringLiteral("fdinfo/") + fd);
            char target[4096];
            const ssize_t n = ::readlink(QFile::encodeName(agentFds + fd).constData(), target, sizeof target);
            if (n <= 0 || !info.open(QIODevice::ReadOnly))
                continue;
            for (const QByteArray &line : info.readAll().split('\n')) {
                bool ok = false;
                const qint64 flags = line.startsWith("flags:") ? line.mid(6).trimmed().toLongLong(&ok, 8) : 0;
                if (ok && !(flags & O_CLOEXEC))
                    inherited << QString::fromUtf8(target, n);
            }
        }
        // The shell's descriptors while it waits for ls (no pipe or folder of its own open then).
        const ExecResult r = run(command({"sh", "-c", "ls -l /proc/$$/fd"}));
        QCOMPARE(r.exitCode, 0);
        int seen = 0;
        for (const QByteArray &line : r.stdoutData.split('\n')) {
            const qsizetype arrow = line.indexOf(" -> ");
            if (arrow < 0)
                continue;
            ++seen;
            const int fd = line.left(arrow).split(' ').last().toInt();
            const QString target = QString::fromUtf8(line.mid(arrow + 4));
            QVERIFY2(!target.startsWith(QLatin1String("socket:")), r.stdoutData.constData());
            QVERIFY2(fd <= 2 || inherited.contains(target), r.stdoutData.constData());
        }
        QVERIFY2(seen >= 3, r.stdoutData.constData());
    }

    // A command can kill the launchers waiting for the next calls (they run as its user): the next
    // call still runs, in a launcher forked for it.
    void killedLauncherIsReplaced()
    {
        QCOMPARE(run(command({"true"})).exitCode, 0);
        auto childrenOf = [](qint64 parent) {
            QList<qint64> out;
            const QStringList entries =
                QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
            for (const QString &e : entries) {
                bool number = false;
                const qint64 pid = e.toLongLong(&number);
                QFile f(QStringLiteral("/proc/%1/stat").arg(e));
                if (!number || !f.open(QIODevice::ReadOnly))
                    continue;
                const QByteArray line = f.readAll();
                const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
                if (fields.size() > 1 && fields[0] != "Z" && fields[1].toLongLong() == parent)
                    out << pid;
            }
            return out;
        };
        QList<qint64> launchers;
        QVERIFY(QTest::qWaitFor(
            [&] {
                launchers.clear();
                for (qint64 handler : childrenOf(m_agent.processId()))
                    launchers += childrenOf(handler);
                return launchers.size() >= 2; // one per spare handler
            },
            10000));
        for (qint64 pid : std::as_const(launchers))
            QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
        for (int i = 0; i < 3; ++i) {
            const ExecResult r = run(command({"sh", "-c", "echo ran; exit 3"}));
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            QCOMPARE(r.exitCode, 3);
            QCOMPARE(r.stdoutData, QByteArray("ran\n"));
        }
    }

    void agentReapsItsHandlers()
    {
        for (int i = 0; i < 5; ++i)
            QCOMPARE(run(command({"true"})).exitCode, 0);
        // No zombie children of the agent remain once the calls are answered.
        const qint64 agentPid = m_agent.processId();
        auto zombies = [agentPid] {
            int count = 0;
            const QStringList entries =
                QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
            for (const QString &e : entries) {
                QFile f(QStringLiteral("/proc/%1/stat").arg(e));
                if (!f.open(QIODevice::ReadOnly))
                    continue;
                const QByteArray line = f.readAll();
                const qsizetype close = line.lastIndexOf(')');
                const QList<QByteArray> fields = line.mid(close + 2).split(' ');
                if (fields.size() > 1 && fields[0] == "Z" && fields[1].toLongLong() == agentPid)
                    ++count;
            }
            return count;
        };
        QTRY_COMPARE_WITH_TIMEOUT(zombies(), 0, 5000);
    }
};

QTEST_GUILESS_MAIN(TestExecAgent)
#include "tst_execagent.moc"
