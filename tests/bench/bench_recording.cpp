// SPDX-License-Identifier: GPL-3.0-or-later
// What recording a session's terminal costs (printed, never asserted; target from issue 16: under 5 %
// of the terminal's throughput):
//  (a) the recorder alone (masking, UTF-8 and JSON escaping, buffered writes), without and with secrets;
//  (b) the terminal benchmark's full path (`cat` of the stream on a pty -> TerminalWidget, as in
//      bench_terminal) without and with a recorder on the widget's output, as a session tab connects it;
//      rounds alternate, medians of wall time and of the GUI thread's CPU time.
// Without DISPLAY it paints offscreen. Build with `cmake --preset bench` (Release).
#include "session/terminalrecording.h"
#include "terminal/pty.h"
#include "terminal/terminalwidget.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <memory>
#include <vector>

using namespace aisb;

namespace {
constexpr qsizetype StreamBytes = 30 * 1024 * 1024;
constexpr int Rounds = 5;

// The terminal benchmark's stream: seq-like lines plus SGR-coloured runs.
QByteArray makeStream()
{
    QByteArray s;
    s.reserve(StreamBytes + 256);
    for (int n = 0; s.size() < StreamBytes; ++n) {
        s += "the quick brown fox ";
        s += QByteArray::number(n);
        if (n % 3 == 0) {
            s += " \x1b[3";
            s += char('1' + n % 7);
            s += "mjumps\x1b[0m over \x1b[1;4;38;5;";
            s += QByteArray::number(n % 256);
            s += "mthe lazy dog\x1b[0m";
        }
        if (n % 5 == 0) {
            s += " \x1b[48;2;";
            s += QByteArray::number(n % 256) + ';' + QByteArray::number((n / 7) % 256) + ";40m";
            s += "truecolour run\x1b[0m";
        }
        s += '\n';
    }
    return s;
}

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

const QList<QByteArray> kSecrets{"sk-ant-api03-0123456789abcdefghij", "ghp_0123456789abcdefghijklmnop",
                                 "fox 12345"};

struct Run
{
    double wallSec = 0;
    double cpuSec = 0;
    qint64 fileBytes = 0;
};

Run fullPath(const QString &file, int rows, int cols, const QString &castPath)
{
    Run r;
    TerminalWidget w;
    const QSize cell = w.cellSize();
    w.resize(cols * cell.width() + w.verticalScrollBar()->sizeHint().width() + cell.width() / 2,
             rows * cell.height() + cell.height() / 2);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        qWarning("the terminal window was not exposed");
    std::unique_ptr<TerminalRecorder> recorder;
    if (!castPath.isEmpty()) {
        QFile::remove(castPath);
        recorder = std::make_unique<TerminalRecorder>();
        TerminalRecorder::Options o;
        o.path = castPath;
        o.maxBytes = qint64(1) << 40;
        o.secrets = kSecrets;
        o.cols = cols;
        o.rows = rows;
        if (!recorder->open(o).isEmpty())
            std::printf("  (the recording cannot be made)\n");
        QObject::connect(&w, &TerminalWidget::outputReceived, recorder.get(),
                         [rec = recorder.get()](const QByteArray &b) { rec->output(b); });
    }
    QSignalSpy finished(&w, &TerminalWidget::finished);
    const double cpu0 = threadCpuMs();
    QElapsedTimer t;
    t.start();
    w.start(QStringLiteral("cat"), {file});
    finished.wait(600000);
    if (recorder)
        recorder->finish();
    r.wallSec = double(t.nsecsElapsed()) / 1e9;
    r.cpuSec = (threadCpuMs() - cpu0) / 1e3;
    r.fileBytes = castPath.isEmpty() ? 0 : QFileInfo(castPath).size();
    return r;
}
} // namespace

class BenchRecording : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_file;
    QByteArray m_crlf;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QByteArray stream = makeStream();
        m_crlf = stream;
        m_crlf.replace("\n", "\r\n");
        m_file = m_dir.filePath(QStringLiteral("stream.txt"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(stream), stream.size());
        std::printf("stream: %.1f MB (%.1f MB after CR/LF); platform %s\n", double(stream.size()) / 1048576.0,
                    double(m_crlf.size()) / 1048576.0, qPrintable(QGuiApplication::platformName()));
    }

    void recorderAlone()
    {
        for (const bool withSecrets : {false, true}) {
            std::vector<double> rates;
            qint64 size = 0;
            for (int round = 0; round < Rounds; ++round) {
                const QString path = m_dir.filePath(QStringLiteral("alone.cast"));
                QFile::remove(path);
                TerminalRecorder rec;
                TerminalRecorder::Options o;
                o.path = path;
                o.maxBytes = qint64(1) << 40;
                if (withSecrets)
                    o.secrets = kSecrets;
                QCOMPARE(rec.open(o), QString());
                const double cpu0 = threadCpuMs();
                for (qsizetype off = 0; off < m_crlf.size(); off += Pty::ReadSize)
                    rec.output(QByteArrayView(m_crlf).sliced(off, qMin(Pty::ReadSize, m_crlf.size() - off)));
                rec.finish();
                rates.push_back(double(m_crlf.size()) / 1048576.0 / ((threadCpuMs() - cpu0) / 1e3));
                size = QFileInfo(path).size();
            }
            std::printf(
                "recorder alone, %s: median %.0f MB/s of CPU time (file %.1f MB for %.1f MB of output)\n",
                withSecrets ? "3 secrets masked" : "no secrets", median(rates), double(size) / 1048576.0,
                double(m_crlf.size()) / 1048576.0);
        }
    }

    void fullPathOverhead_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("80x24") << 24 << 80;
        QTest::newRow("200x50") << 50 << 200;
    }

    void fullPathOverhead()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        std::vector<double> plainWall, recWall, plainCpu, recCpu;
        qint64 fileBytes = 0;
        const QString cast = m_dir.filePath(QStringLiteral("full.cast"));
        for (int round = 0; round < Rounds; ++round) {
            // Alternating, so that a change in the machine's load hits both alike.
            const bool recordFirst = round % 2 == 1;
            for (int k = 0; k < 2; ++k) {
                const bool record = (k == 0) == recordFirst;
                const Run r = fullPath(m_file, rows, cols, record ? cast : QString());
                (record ? recWall : plainWall).push_back(r.wallSec);
                (record ? recCpu : plainCpu).push_back(r.cpuSec);
                if (record)
                    fileBytes = r.fileBytes;
                std::printf("  %dx%d round %d %s: %.2f s wall (%.1f MB/s), GUI thread CPU %.2f s\n", cols,
                            rows, round + 1, record ? "recorded    " : "not recorded", r.wallSec,
                            double(m_crlf.size()) / 1048576.0 / r.wallSec, r.cpuSec);
                std::fflush(stdout);
            }
        }
        const double pw = median(plainWall), rw = median(recWall), pc = median(plainCpu), rc = median(recCpu);
        std::printf(
            "%dx%d full path, medians of %d: not recorded %.1f MB/s, recorded %.1f MB/s: wall time %+.1f %%, "
            "GUI thread CPU time %+.1f %% (target: under 5 %%); recording %.1f MB\n",
            cols, rows, Rounds, double(m_crlf.size()) / 1048576.0 / pw,
            double(m_crlf.size()) / 1048576.0 / rw, (rw / pw - 1) * 100, (rc / pc - 1) * 100,
            double(fileBytes) / 1048576.0);
        std::fflush(stdout);
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    BenchRecording bench;
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_recording.moc"
