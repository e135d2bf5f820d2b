// SPDX-License-Identifier: GPL-3.0-or-later
// TerminalWidget with real children on a real pty: shell round trip through the key handling, exit codes,
// window size, EIO after exit, painting, selection, scrollback keys, zoom, mouse reports.
#include "terminal/pty.h"
#include "terminal/terminalwidget.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <csignal>
#include <pthread.h>

using aisb::TerminalWidget;

namespace {
bool screenHasLine(const TerminalWidget &w, const QString &text)
{
    for (int row = 0; row < w.screen()->rows(); ++row) {
        if (w.screen()->lineText(row).simplified() == text)
            return true;
    }
    return false;
}

bool screenContains(const TerminalWidget &w, const QString &text)
{
    return w.screen()->screenText().contains(text);
}

QProcessEnvironment testEnvironment()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH", QStringLiteral("/usr/bin:/bin")));
    env.insert(QStringLiteral("HOME"), QDir::tempPath());
    env.insert(QStringLiteral("PS1"), QStringLiteral("READY$ "));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    return env;
}
} // namespace

class TestTerminalWidget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shellRoundTrip()
    {
        const QString bash = QStandardPaths::findExecutable(QStringLiteral("bash"));
        if (bash.isEmpty())
            QSKIP("bash is not installed");
        TerminalWidget w;
        w.resize(640, 400);
        w.show();
        QSignalSpy finished(&w, &TerminalWidget::finished);
        QVERIFY(w.start(bash, {QStringLiteral("--norc"), QStringLiteral("--noprofile"), QStringLiteral("-i")},
                        testEnvironment()));
        QTRY_VERIFY_WITH_TIMEOUT(screenContains(w, QStringLiteral("READY$")), 10000);
        QTest::keyClicks(&w, QStringLiteral("echo hi"));
        QTest::keyClick(&w, Qt::Key_Return);
        // The echoed command line also contains "hi": wait for the output line alone.
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(w, QStringLiteral("hi")), 10000);
        // Ctrl+C through the widget interrupts what was typed; the shell survives.
        QTest::keyClicks(&w, QStringLiteral("sleep 1000"));
        QTRY_VERIFY_WITH_TIMEOUT(screenContains(w, QStringLiteral("sleep 1000")), 10000);
        QTest::keyClick(&w, Qt::Key_C, Qt::ControlModifier);
        // SIGINT flushes the tty's input queue: type on only once the new prompt is there.
        QTRY_VERIFY_WITH_TIMEOUT(w.screen()->screenText().count(QStringLiteral("READY$")) == 3, 10000);
        QTest::keyClicks(&w, QStringLiteral("echo $((6*7))"));
        QTest::keyClick(&w, Qt::Key_Return);
        QTRY_VERIFY2_WITH_TIMEOUT(screenHasLine(w, QStringLiteral("42")),
                                  qPrintable(w.screen()->screenText()), 10000);
        QTest::keyClicks(&w, QStringLiteral("exit 3"));
        QTest::keyClick(&w, Qt::Key_Return);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).toInt(), 3);
    }

    void environmentHasTerm()
    {
        TerminalWidget w;
        w.resize(640, 400);
        QSignalSpy finished(&w, &TerminalWidget::finished);
        QVERIFY(w.start(QStringLiteral("sh"),
                        {QStringLiteral("-c"), QStringLiteral("echo \"T=$TERM C=$COLORTERM\"")},
                        testEnvironment()));
        QVERIFY(finished.wait(10000));
        QVERIFY2(screenHasLine(w, QStringLiteral("T=xterm-256color C=truecolor")),
                 qPrintable(w.screen()->screenText()));
    }

    void childGetsCleanSignalsAndControllingTty()
    {
        // The parent ignores SIGPIPE and blocks SIGUSR1; the child must start with neither.
        struct sigaction ign
        {
        };
        ign.sa_handler = SIG_IGN;
        struct sigaction oldPipe
        {
        };
        ::sigaction(SIGPIPE, &ign, &oldPipe);
        sigset_t usr1;
        sigemptyset(&usr1);
        sigaddset(&usr1, SIGUSR1);
        sigset_t oldMask;
        ::pthread_sigmask(SIG_BLOCK, &usr1, &oldMask);
        TerminalWidget w;
        QSignalSpy finished(&w, &TerminalWidget::finished);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile script(dir.filePath(QStringLiteral("check.sh")));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("grep -E '^Sig(Ign|Blk)' /proc/self/status\n"
                     "t=$(tty | sed 's|^/dev/||')\n"
                     "p=$(ps -o tty= -p $$ | tr -d ' ')\n"
                     "[ \"$t\" = \"$p\" ] && echo CTTY-OK\n"
                     "set -- $(ps -o sid= -o pgid= -p $$)\n"
                     "[ \"$1\" = \"$$\" ] && [ \"$2\" = \"$$\" ] && echo LEADER-OK\n");
        script.close();
        const bool started = w.start(QStringLiteral("sh"), {script.fileName()}, testEnvironment());
        ::pthread_sigmask(SIG_SETMASK, &oldMask, nullptr);
        ::sigaction(SIGPIPE, &oldPipe, nullptr);
        QVERIFY(started);
        QVERIFY(finished.wait(10000));
        const QString text = w.screen()->screenText();
        QVERIFY2(screenHasLine(w, QStringLiteral("SigIgn: 0000000000000000")), qPrintable(text));
        QVERIFY2(screenHasLine(w, QStringLiteral("SigBlk: 0000000000000000")), qPrintable(text));
        if (!QStandardPaths::findExecutable(QStringLiteral("ps")).isEmpty()) {
            QVERIFY2(screenHasLine(w, QStringLiteral("CTTY-OK")), qPrintable(text));
            QVERIFY2(screenHasLine(w, QStringLiteral("LEADER-OK")), qPrintable(text));
        }
    }

    void ctrlCInterruptsForegroundJob()
    {
        TerminalWidget w;
        w.resize(640, 400);
        QSignalSpy finished(&w, &TerminalWidget::finished);
        // cat is certainly running and reading once it has copied a line back; then Ctrl+C, turned into
        // SIGINT by the tty driver for the foreground process group, must end it.
        QVERIFY(w.start(QStringLiteral("cat"), {}, testEnvironment()));
        QTest::keyClicks(&w, QStringLiteral("ping"));
        QTest::keyClick(&w, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(w.screen()->screenText().count(QStringLiteral("ping")) == 2, 10000);
        QTest::keyClick(&w, Qt::Key_C, Qt::ControlModifier);
        QVERIFY2(finished.wait(10000), qPrintable(w.screen()->screenText()));
        QVERIFY(finished.at(0).at(1).value<QProcess::ExitStatus>() == QProcess::CrashExit);
    }

    void destroyingKillsChildThatIgnoresHangup()
    {
        QElapsedTimer t;
        qint64 pid = 0;
        {
            TerminalWidget w;
            QVERIFY(w.start(QStringLiteral("sh"),
                            {QStringLiteral("-c"), QStringLiteral("trap '' HUP; echo UP; exec sleep 60")},
                            testEnvironment()));
            QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(w, QStringLiteral("UP")), 10000);
            pid = w.pty()->processId();
            QVERIFY(pid > 0);
            t.start();
        }
        QVERIFY2(t.elapsed() < 3000, qPrintable(QStringLiteral("%1 ms").arg(t.elapsed())));
        QVERIFY(::kill(pid_t(pid), 0) != 0); // killed and reaped
    }

    void exitCodeReachesFinished()
    {
        TerminalWidget w;
        QSignalSpy finished(&w, &TerminalWidget::finished);
        QVERIFY(w.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("exit 7")},
                        testEnvironment()));
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).toInt(), 7);
        QVERIFY(finished.at(0).at(1).value<QProcess::ExitStatus>() == QProcess::NormalExit);
        QVERIFY(!w.isRunning());
    }

    void outputBeforeExitIsNotLost()
    {
        TerminalWidget w;
        QSignalSpy finished(&w, &TerminalWidget::finished);
        QVERIFY(w.start(QStringLiteral("sh"),
                        {QStringLiteral("-c"), QStringLiteral("echo last words; exit 0")},
                        testEnvironment()));
        QVERIFY(finished.wait(10000));
        // By the time finished() arrives, everything the child wrote is on the screen.
        QVERIFY2(screenHasLine(w, QStringLiteral("last words")), qPrintable(w.screen()->screenText()));
    }

    void startFailureIsReported()
    {
        TerminalWidget w;
        QSignalSpy failed(&w, &TerminalWidget::startFailed);
        QSignalSpy finished(&w, &TerminalWidget::finished);
        w.start(QStringLiteral("/nonexistent/aisb-no-such-program"), {}, testEnvironment());
        QTRY_VERIFY_WITH_TIMEOUT(failed.count() == 1, 10000);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("aisb-no-such-program")));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 10000);
    }

    void resizePropagates()
    {
        TerminalWidget w;
        w.resize(640, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy finished(&w, &TerminalWidget::finished);
        QVERIFY(w.start(QStringLiteral("sh"),
                        {QStringLiteral("-c"), QStringLiteral("stty size; read x; stty size; read y")},
                        testEnvironment()));
        const QString first = QStringLiteral("%1 %2").arg(w.terminalRows()).arg(w.terminalColumns());
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(w, first), 10000);
        const int oldRows = w.terminalRows();
        const int oldCols = w.terminalColumns();
        w.resize(900, 600);
        QTRY_VERIFY(w.terminalColumns() > oldCols && w.terminalRows() > oldRows);
        QTest::keyClick(&w, Qt::Key_Return);
        const QString second = QStringLiteral("%1 %2").arg(w.terminalRows()).arg(w.terminalColumns());
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(w, second), 10000);
        QTest::keyClick(&w, Qt::Key_Return);
        QVERIFY(finished.wait(10000));
    }

    void eioAfterExitDoesNotSpin()
    {
        TerminalWidget w;
        QSignalSpy finished(&w, &TerminalWidget::finished);
        QVERIFY(w.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo done")},
                        testEnvironment()));
        QVERIFY(finished.wait(10000));
        const quint64 atFinish = w.pty()->readActivations();
        // Watch the event loop for a while: a notifier left enabled on a master in EIO fires thousands of
        // times.
        QElapsedTimer watch;
        watch.start();
        while (watch.elapsed() < 300)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        const quint64 after = w.pty()->readActivations() - atFinish;
        QVERIFY2(after <= 2, qPrintable(QStringLiteral("%1 activations after exit").arg(after)));
    }

    void titleFromChild()
    {
        TerminalWidget w;
        QSignalSpy title(&w, &TerminalWidget::titleChanged);
        QSignalSpy finished(&w, &TerminalWidget::finished);
        QVERIFY(
            w.start(QStringLiteral("printf"), {QStringLiteral("\\033]0;my title\\007")}, testEnvironment()));
        QVERIFY(finished.wait(10000));
        QTRY_COMPARE(title.count(), 1);
        QCOMPARE(title.at(0).at(0).toString(), QStringLiteral("my title"));
        QCOMPARE(w.title(), QStringLiteral("my title"));
    }

    void paintsColours()
    {
        TerminalWidget w;
        w.resize(640, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.screen()->feed(
            "\x1b[41m    \x1b[0m\r\n\x1b[48;2;10;200;30m    \x1b[0m\r\n\x1b[48;5;21m    \x1b[0m");
        const QSize cell = w.cellSize();
        QTRY_VERIFY(w.paintCount() > 0);
        const QImage img = w.viewport()->grab().toImage();
        auto pixel = [&](int row, int col) {
            return img
                .pixelColor(col * cell.width() + cell.width() / 2, row * cell.height() + cell.height() / 2)
                .rgb();
        };
        QCOMPARE(pixel(0, 1), w.settings().scheme.palette[1].rgb());
        QCOMPARE(pixel(1, 1), qRgb(10, 200, 30));
        QCOMPARE(pixel(2, 1), qRgb(0, 0, 0xff));
        QCOMPARE(pixel(5, 10), w.settings().scheme.background.rgb());
    }

    void repaintsAreCoalesced()
    {
        TerminalWidget w;
        w.resize(640, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const quint64 before = w.repaintRequests();
        for (int i = 0; i < 500; ++i)
            w.screen()->feed("x");
        QTRY_VERIFY(w.repaintRequests() > before);
        QVERIFY(w.repaintRequests() - before <= 2); // 500 feeds within a frame: one repaint
    }

    void selectionAndCopy()
    {
        TerminalWidget w;
        w.resize(640, 400);
        w.show();
        w.screen()->feed("hello world\r\nsecond line");
        w.setSelection(0, 6, 1, 5);
        QCOMPARE(w.selectedText(), QStringLiteral("world\nsecond"));
        QTest::keyClick(&w, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("world\nsecond"));
        // Mouse drag over the first word.
        const QSize cell = w.cellSize();
        const QPoint from(cell.width() / 2, cell.height() / 2);
        const QPoint to(4 * cell.width() + cell.width() / 2, cell.height() / 2);
        QTest::mousePress(w.viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, to, w.viewport()->mapToGlobal(to), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(w.viewport(), &move);
        QTest::mouseRelease(w.viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(w.selectedText(), QStringLiteral("hello"));
        QTest::mouseDClick(w.viewport(), Qt::LeftButton, {}, QPoint(8 * cell.width(), cell.height() / 2));
        QCOMPARE(w.selectedText(), QStringLiteral("world"));
    }

    void scrollbackKeysAndWheel()
    {
        TerminalWidget w;
        w.resize(640, 400);
        w.show();
        QByteArray out;
        for (int i = 0; i < 200; ++i)
            out += "line " + QByteArray::number(i) + "\r\n";
        w.screen()->feed(out);
        QTRY_VERIFY(w.verticalScrollBar()->maximum() == w.screen()->scrollbackSize());
        QCOMPARE(w.scrollOffset(), 0);
        QTest::keyClick(&w, Qt::Key_PageUp, Qt::ShiftModifier);
        QCOMPARE(w.scrollOffset(), w.terminalRows() - 1);
        QTest::keyClick(&w, Qt::Key_PageDown, Qt::ShiftModifier);
        QCOMPARE(w.scrollOffset(), 0);
        QWheelEvent wheel(QPointF(10, 10), w.viewport()->mapToGlobal(QPointF(10, 10)), QPoint(),
                          QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(w.viewport(), &wheel);
        QCOMPARE(w.scrollOffset(), 3);
        // More output while scrolled back: the view stays on the same lines.
        w.screen()->feed("more\r\n");
        QTRY_COMPARE(w.scrollOffset(), 4);
    }

    void zoom()
    {
        TerminalWidget w;
        w.resize(640, 400);
        const QSize before = w.cellSize();
        const int cols = w.terminalColumns();
        QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(w.cellSize().height() > before.height());
        QVERIFY(w.terminalColumns() <= cols);
        QTest::keyClick(&w, Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(w.cellSize(), before);
        QCOMPARE(w.terminalColumns(), cols);
    }

    void wheelOnAltScreenAndBracketedPasteReachChild()
    {
        TerminalWidget w;
        w.resize(640, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy finished(&w, &TerminalWidget::finished);
        // A full-screen program with bracketed paste: the wheel becomes arrow keys, a paste is wrapped.
        QVERIFY(w.start(
            QStringLiteral("sh"),
            {QStringLiteral("-c"),
             QStringLiteral("stty raw -echo; printf '\\033[?1049h\\033[?2004hGO\\r\\n'; "
                            "dd bs=1 count=24 2>/dev/null | od -An -tx1 | tr -d ' \\n'; printf '\\r\\n'")},
            testEnvironment()));
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(w, QStringLiteral("GO")), 10000);
        QVERIFY(w.screen()->altScreen());
        QVERIFY(w.screen()->bracketedPaste());
        QWheelEvent wheel(QPointF(10, 10), w.viewport()->mapToGlobal(QPointF(10, 10)), QPoint(),
                          QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(w.viewport(), &wheel);
        QCOMPARE(w.scrollOffset(), 0); // the alternate screen has no scrollback to show
        w.pasteText(QStringLiteral("a\nb"));
        QVERIFY(finished.wait(10000));
        // ESC[A x3, ESC[200~ a CR b ESC[201~
        QVERIFY2(screenContains(w, QStringLiteral("1b5b411b5b411b5b411b5b3230307e610d621b5b3230317e")),
                 qPrintable(w.screen()->screenText()));
    }

    void mouseReportReachesChild()
    {
        TerminalWidget w;
        w.resize(640, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy finished(&w, &TerminalWidget::finished);
        // The child turns on SGR mouse reporting, then shows the next 18 bytes it receives as hex.
        QVERIFY(w.start(
            QStringLiteral("sh"),
            {QStringLiteral("-c"),
             QStringLiteral("stty raw -echo; printf '\\033[?1000h\\033[?1006hGO\\r\\n'; "
                            "dd bs=1 count=18 2>/dev/null | od -An -tx1 | tr -d ' \\n'; printf '\\r\\n'")},
            testEnvironment()));
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(w, QStringLiteral("GO")), 10000);
        QVERIFY(w.screen()->mouseMode() != aisb::TerminalScreen::MouseMode::None);
        const QSize cell = w.cellSize();
        const QPoint at(2 * cell.width() + 1, 3 * cell.height() + 1); // column 3, row 4 (1-based)
        QTest::mouseClick(w.viewport(), Qt::LeftButton, {}, at);
        QVERIFY(finished.wait(10000));
        // ESC [ < 0 ; 3 ; 4 M  and  ESC [ < 0 ; 3 ; 4 m
        QVERIFY2(screenContains(w, QStringLiteral("1b5b3c303b333b344d1b5b3c303b333b346d")),
                 qPrintable(w.screen()->screenText()));
    }

    // #20 also found: a selection whose text is gone (`clear`) is not painted any more; find, save
    // output and the context menu.
    void selectionClearedByClearFindSaveAndMenu()
    {
        TerminalWidget w;
        w.resize(640, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.screen()->feed("alpha needle one\r\nbeta\r\ngamma needle two\r\n");
        QVERIFY(w.find(QStringLiteral("needle")));
        QCOMPARE(w.selectedText(), QStringLiteral("needle"));
        // The last occurrence first (searching upwards), then the one above it.
        const QString found1 = w.screen()->historyLine(w.screen()->scrollbackSize() + 2).text(0, -1);
        QVERIFY(found1.contains(QStringLiteral("gamma")));
        QVERIFY(w.find(QStringLiteral("needle")));
        QVERIFY(w.hasSelection());
        QVERIFY(!w.find(QStringLiteral("no such text")));

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("out.txt"));
        QVERIFY(w.saveOutput(file));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray saved = f.readAll();
        QVERIFY(saved.contains("alpha needle one\nbeta\ngamma needle two"));

        // clear: ESC [ H ESC [ 2 J wipes the selected text: the selection goes with it.
        w.setSelection(0, 0, 0, 4);
        QVERIFY(w.hasSelection());
        w.screen()->feed("\x1b[H\x1b[2J");
        QTRY_VERIFY(!w.hasSelection());

        // The context menu offers Copy, Paste, Find, Save Output, Clear Scrollback.
        QStringList entries;
        QTimer::singleShot(0, &w, [&] {
            QTRY_VERIFY(w.contextMenu());
            for (QAction *a : w.contextMenu()->actions())
                entries << a->text();
            w.contextMenu()->close();
        });
        QContextMenuEvent menuEvent(QContextMenuEvent::Keyboard, QPoint(10, 10),
                                    w.mapToGlobal(QPoint(10, 10)));
        QApplication::sendEvent(&w, &menuEvent);
        const QString all = entries.join(QLatin1Char('|'));
        for (const QString &want :
             {QStringLiteral("&Copy"), QStringLiteral("&Paste"), QStringLiteral("&Find…"),
              QStringLiteral("&Save Output…"), QStringLiteral("C&lear Scrollback")})
            QVERIFY2(entries.contains(want), qPrintable(all));
    }
};

QTEST_MAIN(TestTerminalWidget)
#include "tst_terminalwidget.moc"
