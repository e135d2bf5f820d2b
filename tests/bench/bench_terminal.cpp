// SPDX-License-Identifier: GPL-3.0-or-later
// Terminal throughput and latency figures (printed, never asserted):
//  (a) libvterm alone, and TerminalScreen (libvterm + our callbacks + scrollback), at 80x24 and 200x50;
//  (b) the full path: `cat` of the stream on a pty -> TerminalScreen -> TerminalWidget painting;
//  keystroke-to-echo latency with `cat` as the child; the longest event-loop stall while flooding.
// Targets from issue 5: full path >= 0.7 of libvterm alone, >= 10 MB/s at 80x24, >= 5 MB/s at 200x50.
#include "terminal/pty.h"
#include "terminal/terminalscreen.h"
#include "terminal/terminalwidget.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>
#include <vterm.h>

using aisb::TerminalScreen;
using aisb::TerminalWidget;

namespace {
constexpr qsizetype StreamBytes = 50 * 1024 * 1024;
constexpr qsizetype Chunk = 64 * 1024;

// seq-like lines plus SGR-coloured runs (16, 256 and true colour, bold/underline).
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

double mbPerSec(qsizetype bytes, qint64 nsecs)
{
    return (double(bytes) / (1024.0 * 1024.0)) / (double(nsecs) / 1e9);
}

// libvterm with no-op screen callbacks: the floor any terminal on libvterm pays.
int noopDamage(VTermRect, void *)
{
    return 1;
}
int noopPushLine(int, const VTermScreenCell *, void *)
{
    return 1;
}

double rawLibvterm(const QByteArray &crlf, int rows, int cols)
{
    VTerm *vt = vterm_new(rows, cols);
    vterm_set_utf8(vt, 1);
    VTermScreen *screen = vterm_obtain_screen(vt);
    VTermScreenCallbacks cb{};
    cb.damage = &noopDamage;
    cb.sb_pushline = &noopPushLine;
    vterm_screen_set_callbacks(screen, &cb, nullptr);
    vterm_screen_set_damage_merge(screen, VTERM_DAMAGE_SCROLL);
    vterm_screen_enable_altscreen(screen, 1);
    vterm_screen_reset(screen, 1);
    QElapsedTimer t;
    t.start();
    for (qsizetype off = 0; off < crlf.size(); off += Chunk) {
        const qsizetype n = qMin(Chunk, crlf.size() - off);
        vterm_input_write(vt, crlf.constData() + off, size_t(n));
        vterm_screen_flush_damage(screen);
    }
    const qint64 ns = t.nsecsElapsed();
    vterm_free(vt);
    return mbPerSec(crlf.size(), ns);
}

double terminalScreenAlone(const QByteArray &crlf, int rows, int cols, int scrollback = 10000)
{
    TerminalScreen screen(rows, cols);
    screen.setScrollbackLimit(scrollback);
    QElapsedTimer t;
    t.start();
    for (qsizetype off = 0; off < crlf.size(); off += Chunk)
        screen.feed(QByteArrayView(crlf.constData() + off, qMin(Chunk, crlf.size() - off)));
    return mbPerSec(crlf.size(), t.nsecsElapsed());
}

void sizeWidget(TerminalWidget &w, int rows, int cols)
{
    const QSize cell = w.cellSize();
    const int bar = w.verticalScrollBar()->sizeHint().width();
    w.resize(cols * cell.width() + bar + cell.width() / 2, rows * cell.height() + cell.height() / 2);
    QCoreApplication::processEvents();
}

struct FullPath
{
    double mbps = 0;
    qint64 maxStallMs = 0;
    double maxCpuStallMs = 0; // CPU time this thread used between two ticks: our own share of a stall
    quint64 paints = 0;
    quint64 wakeups = 0;
    int rows = 0;
    int cols = 0;
};

FullPath fullPath(const QString &file, qsizetype bytes, int rows, int cols)
{
    FullPath r;
    TerminalWidget w;
    sizeWidget(w, rows, cols);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        std::printf("  (window not exposed; painting may be skipped)\n");
    r.rows = w.terminalRows();
    r.cols = w.terminalColumns();
    QSignalSpy finished(&w, &TerminalWidget::finished);
    // A 5 ms timer: the longest gap between its ticks is the longest the event loop was blocked.
    QElapsedTimer tick;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(5);
    double lastCpu = threadCpuMs();
    QObject::connect(&probe, &QTimer::timeout, [&] {
        r.maxStallMs = qMax(r.maxStallMs, tick.restart());
        const double cpu = threadCpuMs();
        r.maxCpuStallMs = qMax(r.maxCpuStallMs, cpu - lastCpu);
        lastCpu = cpu;
    });
    const quint64 paintsBefore = w.paintCount();
    QElapsedTimer t;
    t.start();
    tick.start();
    probe.start();
    w.start(QStringLiteral("cat"), {file});
    finished.wait(600000);
    const qint64 ns = t.nsecsElapsed();
    probe.stop();
    r.mbps = mbPerSec(bytes, ns);
    r.paints = w.paintCount() - paintsBefore;
    r.wakeups = w.pty() ? w.pty()->readActivations() : 0;
    return r;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(f.readAll().split(' ').value(0));
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}
} // namespace

class BenchTerminal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QByteArray stream = makeStream();
        m_lf = stream.size();
        m_crlf = stream;
        m_crlf.replace("\n", "\r\n"); // what the pty's ONLCR makes of it
        m_file = m_dir.filePath(QStringLiteral("stream.txt"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(stream), stream.size());
        f.close();
        std::printf("stream: %.1f MB (%.1f MB after CR/LF), lines with SGR 16/256/true-colour runs\n",
                    double(m_lf) / 1048576.0, double(m_crlf.size()) / 1048576.0);
        std::printf("platform: %s, libvterm %d.%d\n", qPrintable(QGuiApplication::platformName()),
                    VTERM_VERSION_MAJOR, VTERM_VERSION_MINOR);
    }

    void throughput_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("80x24") << 24 << 80;
        QTest::newRow("200x50") << 50 << 200;
    }

    void throughput()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        // The machine is shared: three rounds, medians reported (worst stall too).
        std::vector<double> raw;
        std::vector<double> screen;
        std::vector<double> full;
        std::vector<double> stall;
        std::vector<double> cpuStall;
        quint64 paints = 0;
        quint64 wakeups = 0;
        FullPath last;
        for (int round = 0; round < 3; ++round) {
            raw.push_back(rawLibvterm(m_crlf, rows, cols));
            screen.push_back(terminalScreenAlone(m_crlf, rows, cols));
            last = fullPath(m_file, m_crlf.size(), rows, cols);
            full.push_back(last.mbps);
            stall.push_back(double(last.maxStallMs));
            cpuStall.push_back(last.maxCpuStallMs);
            paints += last.paints;
            wakeups += last.wakeups;
        }
        const double rawMbps = median(raw);
        const double fullMbps = median(full);
        std::printf("%dx%d (load %s): libvterm alone %.1f MB/s | TerminalScreen %.1f MB/s (%.2f) | "
                    "pty+screen+widget %.1f MB/s [%.1f..%.1f] (ratio %.2f vs libvterm, target >= 0.7; %s), "
                    "%llu paints/run, max event-loop stall median %.0f ms, worst %.0f ms (widget %dx%d)\n",
                    cols, rows, qPrintable(loadAverage()), rawMbps, median(screen), median(screen) / rawMbps,
                    fullMbps, *std::min_element(full.begin(), full.end()),
                    *std::max_element(full.begin(), full.end()), fullMbps / rawMbps,
                    rows == 24 ? "target >= 10 MB/s" : "target >= 5 MB/s",
                    static_cast<unsigned long long>(paints / 3), median(stall),
                    *std::max_element(stall.begin(), stall.end()), last.cols, last.rows);
        std::printf(
            "    %.1f KiB read per pty wake-up on average; longest event-loop turn in CPU time of the GUI "
            "thread: median %.1f ms, worst %.1f ms (the rest of a wall-clock stall is waiting for a core)\n",
            double(m_crlf.size()) * 3 / 1024.0 / double(qMax<quint64>(1, wakeups)), median(cpuStall),
            *std::max_element(cpuStall.begin(), cpuStall.end()));
        std::fflush(stdout);
    }

    void screenWithoutScrollback()
    {
        std::printf("TerminalScreen without scrollback, 80x24: %.1f MB/s (libvterm alone %.1f MB/s)\n",
                    terminalScreenAlone(m_crlf, 24, 80, 0), rawLibvterm(m_crlf, 24, 80));
    }

    void paintCost_data() { throughput_data(); }

    // What one full repaint of a screen full of coloured text costs.
    void paintCost()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        TerminalWidget w;
        sizeWidget(w, rows, cols);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.screen()->feed(QByteArrayView(m_crlf.constData(), 256 * 1024));
        QCoreApplication::processEvents();
        constexpr int n = 100;
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < n; ++i)
            w.viewport()->repaint();
        std::printf("full repaint %dx%d: %.2f ms\n", w.terminalColumns(), w.terminalRows(),
                    double(t.nsecsElapsed()) / 1e6 / n);
    }

    // The machine's own scheduling noise: the same 5 ms probe with nothing else to do.
    void idleStall()
    {
        qint64 maxGap = 0;
        QElapsedTimer tick;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        probe.setInterval(5);
        QObject::connect(&probe, &QTimer::timeout, [&] { maxGap = qMax(maxGap, tick.restart()); });
        tick.start();
        probe.start();
        QElapsedTimer run;
        run.start();
        while (run.elapsed() < 2000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        std::printf("idle event loop (load %s): max gap of a 5 ms timer %lld ms\n", qPrintable(loadAverage()),
                    static_cast<long long>(maxGap));
    }

    void keystrokeToEcho()
    {
        TerminalWidget w;
        sizeWidget(w, 24, 80);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.start(QStringLiteral("cat"), {}));
        std::vector<double> toScreen;
        std::vector<double> toPaint;
        for (int i = 0; i < 60; ++i) {
            if (i % 40 == 39) {
                QTest::keyClick(&w, Qt::Key_Return);
                QTRY_VERIFY(w.screen()->cursorPosition().x() == 0);
            }
            // Type at a human pace (one key per 40 ms), not faster than the screen refreshes.
            QElapsedTimer pace;
            pace.start();
            while (pace.elapsed() < 40)
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
            const int col = w.screen()->cursorPosition().x();
            const quint64 paints = w.paintCount();
            QElapsedTimer t;
            t.start();
            QTest::keyClick(&w, Qt::Key_X, Qt::NoModifier);
            qint64 echoed = -1;
            while (t.elapsed() < 5000) {
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 1);
                if (echoed < 0 && w.screen()->cursorPosition().x() > col)
                    echoed = t.nsecsElapsed();
                if (echoed >= 0 && w.paintCount() > paints)
                    break;
            }
            if (echoed >= 0) {
                toScreen.push_back(double(echoed) / 1e6);
                toPaint.push_back(double(t.nsecsElapsed()) / 1e6);
            }
        }
        std::printf("keystroke-to-echo (cat child, %zu keys): median %.2f ms to the screen model, %.2f ms to "
                    "the painted widget\n",
                    toScreen.size(), median(toScreen), median(toPaint));
        w.hangup();
    }

    void xtermComparison()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("xterm")).isEmpty()) {
            std::printf(
                "xterm comparison: skipped, xterm is not installed (not added to setup on purpose)\n");
            QSKIP("xterm is not installed");
        }
        std::printf("xterm comparison: xterm found but a fair timing needs an X server and window manager; "
                    "not measured here\n");
    }

private:
    QTemporaryDir m_dir;
    QString m_file;
    QByteArray m_crlf;
    qsizetype m_lf = 0;
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    BenchTerminal bench;
    return QTest::qExec(&bench, argc, argv);
}
#include "bench_terminal.moc"
