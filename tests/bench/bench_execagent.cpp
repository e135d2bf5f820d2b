// SPDX-License-Identifier: GPL-3.0-or-later
// Latency of warm calls through the real exec agent run on the host: 200 sequential `true`
// calls, printed as median / p95 / max. A figure to read, not a timed assertion.
// AISB_BENCH_EXEC_SOCKET=<path> measures an agent that is already running instead.
#include "session/execclient.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

class BenchExecAgent : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QProcess m_agent;
    QString m_socket;

    static double percentile(QList<double> sorted, double p)
    {
        const qsizetype i = qMin(sorted.size() - 1, qsizetype(p * double(sorted.size() - 1) + 0.5));
        return sorted.at(i);
    }

    void measure(const char *label, const aisb::ExecRequest &req, int calls)
    {
        QList<double> ms;
        ms.reserve(calls);
        for (int i = 0; i < calls + 5; ++i) {
            QElapsedTimer t;
            t.start();
            const aisb::ExecResult r = aisb::execSync(m_socket, req, 30000);
            const double elapsed = double(t.nsecsElapsed()) / 1e6;
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            QCOMPARE(r.exitCode, 0);
            if (i >= 5) // the first calls warm caches
                ms.append(elapsed);
        }
        std::sort(ms.begin(), ms.end());
        qInfo("%s: %d sequential calls: median %.2f ms, p95 %.2f ms, min %.2f ms, max %.2f ms", label, calls,
              percentile(ms, 0.5), percentile(ms, 0.95), ms.first(), ms.last());
    }

private Q_SLOTS:
    void initTestCase()
    {
        // AISB_BENCH_EXEC_SOCKET measures an agent that already runs, e.g. in a sandbox container.
        m_socket = qEnvironmentVariable("AISB_BENCH_EXEC_SOCKET");
        if (!m_socket.isEmpty())
            return;
        QVERIFY(m_dir.isValid());
        m_socket = m_dir.filePath(QStringLiteral("agent.sock"));
        m_agent.setProgram(QStringLiteral("perl"));
        m_agent.setArguments({QStringLiteral(AISB_SOURCE_DIR "/containers/exec-agent.pl"), m_socket});
        m_agent.setReadChannel(QProcess::StandardError);
        m_agent.start();
        QVERIFY2(m_agent.waitForStarted(10000), qPrintable(m_agent.errorString()));
        QByteArray err;
        QDeadlineTimer deadline(15000);
        while (!err.contains("ready on") && !deadline.hasExpired() && m_agent.state() == QProcess::Running) {
            m_agent.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())));
            err += m_agent.readAllStandardError();
        }
        QVERIFY2(err.contains("ready on"), err.constData());
    }

    void cleanupTestCase()
    {
        if (m_agent.state() == QProcess::NotRunning)
            return;
        m_agent.terminate();
        m_agent.waitForFinished(10000);
    }

    void trueLatency()
    {
        aisb::ExecRequest req;
        req.argv = {QStringLiteral("true")};
        measure("exec agent, `true`", req, 200);
    }

    void echoWithStdinLatency()
    {
        aisb::ExecRequest req;
        req.argv = {QStringLiteral("cat")};
        req.stdinData = QByteArray(4096, 'x');
        measure("exec agent, `cat` of 4 KiB stdin", req, 100);
    }
};

QTEST_GUILESS_MAIN(BenchExecAgent)
#include "bench_execagent.moc"
