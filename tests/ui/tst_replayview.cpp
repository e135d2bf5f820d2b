// SPDX-License-Identifier: GPL-3.0-or-later
// The replay of a terminal recording: a recording written by TerminalRecorder (as a session writes
// it) plays in ReplayView's terminal widget. Seeking shows the screen of that moment (back and
// forth, resizes included), playing ends on the screen the recording ends with, a long pause is cut
// short, speed and search work, and the session log's rows and the replay follow each other.
#include "replayview.h"
#include "session/terminalrecording.h"
#include "sessionlogmodel.h"
#include "sessionreview.h"
#include "terminal/terminalscreen.h"
#include "terminal/terminalwidget.h"
#include "testhome.h"

#include <QComboBox>
#include <QDateTime>
#include <QElapsedTimer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace aisb;

namespace {

// A recording by hand: header, then [time, code, data] lines.
QByteArray castOf(const QList<std::tuple<double, char, QByteArray>> &events, int cols = 40, int rows = 10,
                  qint64 timestamp = 1700000000, const QByteArray &extraHeader = {})
{
    QByteArray out = "{\"version\": 2, \"width\": " + QByteArray::number(cols) +
                     ", \"height\": " + QByteArray::number(rows) +
                     ", \"timestamp\": " + QByteArray::number(timestamp) + extraHeader +
                     ", \"env\": {\"TERM\": \"xterm-256color\"}}\n";
    for (const auto &[t, code, data] : events)
        out += "[" + QByteArray::number(t, 'f', 6) + ", \"" + code + "\", \"" + data + "\"]\n";
    return out;
}

std::optional<Asciicast> parsed(const QByteArray &content)
{
    QString error;
    std::optional<Asciicast> c = Asciicast::parse(content, &error);
    if (!c)
        qWarning("%s", qPrintable(error));
    return c;
}

QString screenOf(const ReplayView &view)
{
    return view.terminal()->screen()->screenText();
}

} // namespace

class TestReplayView : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        aisb::test::useThrowAwayUserDirs(m_tmp);
    }

    void seekShowsTheScreenOfThatMoment()
    {
        const std::optional<Asciicast> cast = parsed(castOf({{0.5, 'o', "first\\r\\n"},
                                                             {0.6, 'i', "typed"},
                                                             {1.0, 'o', "second\\r\\n"},
                                                             {2.0, 'r', "30x8"},
                                                             {3.0, 'o', "\\u001b[2J\\u001b[Hthird"}}));
        QVERIFY(cast);
        ReplayView view;
        view.resize(700, 400);
        view.setCast(*cast);
        QCOMPARE(view.terminal()->terminalColumns(), 40);
        QCOMPARE(view.terminal()->terminalRows(), 10);
        QCOMPARE(view.duration(), 3.0);
        QVERIFY(screenOf(view).trimmed().isEmpty());

        view.seek(1.5);
        QCOMPARE(view.position(), 1.5);
        QVERIFY(screenOf(view).contains(QStringLiteral("first\nsecond")));
        QVERIFY(!screenOf(view).contains(QStringLiteral("typed"))); // input is not output
        QCOMPARE(view.slider()->value(), 15);

        view.seek(99);
        QCOMPARE(view.position(), 3.0);
        QCOMPARE(view.terminal()->terminalColumns(), 30); // the recorded resize
        QCOMPARE(view.terminal()->terminalRows(), 8);
        QVERIFY(screenOf(view).startsWith(QStringLiteral("third")));
        QVERIFY(!screenOf(view).contains(QStringLiteral("second")));

        // Back: the earlier screen again, at the earlier size.
        view.seek(0.7);
        QCOMPARE(view.terminal()->terminalColumns(), 40);
        QVERIFY(screenOf(view).startsWith(QStringLiteral("first")));
        QVERIFY(!screenOf(view).contains(QStringLiteral("second")));
        QVERIFY(!screenOf(view).contains(QStringLiteral("third")));
        // The widget's own size does not change the recording's.
        view.resize(300, 200);
        QTest::qWait(0);
        QCOMPARE(view.terminal()->terminalColumns(), 40);

        // The slider seeks.
        view.slider()->setValue(12);
        QCOMPARE(view.position(), 1.2);
        QVERIFY(screenOf(view).contains(QStringLiteral("second")));
    }

    void playsToTheEndOfARecorderFile()
    {
        // Written as a session writes it (masking included).
        const QString path = m_tmp.filePath(QStringLiteral("terminal.cast"));
        {
            TerminalRecorder rec;
            TerminalRecorder::Options o;
            o.path = path;
            o.cols = 50;
            o.rows = 12;
            o.secrets = {"hunter2-secret"};
            QCOMPARE(rec.open(o), QString());
            rec.output("$ echo \x1b[1;31mred\x1b[0m\r\n");
            rec.output("token hunter2-secret\r\n");
            rec.output("gr\xc3\xbc\xc3\x9f");
            rec.output("e done\r\n$ ");
            rec.finish();
        }
        ReplayView view;
        view.resize(700, 400);
        view.show();
        QSignalSpy loaded(&view, &ReplayView::loaded);
        view.load(path);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.at(0).at(0).toString(), QString());
        QVERIFY(view.hasCast());
        QCOMPARE(view.terminal()->terminalColumns(), 50);
        QVERIFY(view.playButton()->isEnabled());

        QSignalSpy finished(&view, &ReplayView::finished);
        view.playButton()->click();
        QVERIFY(view.isPlaying());
        QCOMPARE(view.playButton()->text(), QStringLiteral("Pause"));
        QVERIFY(finished.wait(10000));
        QVERIFY(!view.isPlaying());
        const QString screen = screenOf(view);
        QVERIFY2(screen.contains(QStringLiteral("$ echo red\ntoken **************\ngrüße done\n$")),
                 qPrintable(screen));
        QVERIFY(!screen.contains(QStringLiteral("hunter2")));
        QVERIFY(view.find(QStringLiteral("grüße")));
        QCOMPARE(view.terminal()->selectedText(), QStringLiteral("grüße"));
        QVERIFY(!view.find(QStringLiteral("not on the screen")));

        // Play at the end starts over.
        view.play();
        QVERIFY(view.position() < 0.5);
        QVERIFY(finished.wait(10000));
        QCOMPARE(screenOf(view), screen);

        // A missing file says so.
        view.load(m_tmp.filePath(QStringLiteral("none.cast")));
        QVERIFY(loaded.wait(10000));
        QVERIFY(!loaded.last().at(0).toString().isEmpty());
        QVERIFY(!view.hasCast());
        QVERIFY(!view.playButton()->isEnabled());
    }

    void longPausesAreCutAndSpeedCounts()
    {
        // 1 s of output, then 60 s of nothing, then the end: played at once past the pause.
        const std::optional<Asciicast> cast =
            parsed(castOf({{0.0, 'o', "a"}, {0.2, 'o', "b"}, {60.2, 'o', "c"}}, 40, 10, 1700000000,
                          ", \"idle_time_limit\": 0.3"));
        QVERIFY(cast);
        ReplayView view;
        view.setCast(*cast);
        view.setSpeed(2.0);
        QCOMPARE(view.speed(), 2.0);
        QCOMPARE(view.speedBox()->currentData().toDouble(), 2.0);
        QSignalSpy finished(&view, &ReplayView::finished);
        QElapsedTimer clock;
        clock.start();
        view.play();
        QVERIFY(finished.wait(20000));
        // Not 30 s (60 s at 2×): the pause was cut to 0.3 s of the recording.
        QVERIFY2(clock.elapsed() < 15000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(screenOf(view).startsWith(QStringLiteral("abc")));
        QCOMPARE(view.position(), 60.2);
    }

    void logRowsAndReplayFollowEachOther()
    {
        // A session folder with a recording that started at T (seconds since the epoch).
        const qint64 t0 = 1700000000;
        const QString session = m_tmp.filePath(QStringLiteral("sessions/sync"));
        QVERIFY(QDir().mkpath(session));
        {
            QFile f(session + QStringLiteral("/terminal.cast"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(castOf({{1.0, 'o', "one\\r\\n"}, {5.0, 'o', "five\\r\\n"}, {9.0, 'o', "nine\\r\\n"}}, 40,
                           10, t0));
        }
        // A log: rows at T+2 s and T+6 s (time in ms under SortRole, as SessionLogModel has them).
        QStandardItemModel log(0, SessionLogModel::ColumnCount);
        for (qint64 at : {t0 * 1000 + 2000, t0 * 1000 + 6000}) {
            QList<QStandardItem *> row;
            for (int c = 0; c < SessionLogModel::ColumnCount; ++c)
                row << new QStandardItem(QString::number(at));
            row[SessionLogModel::TimeColumn]->setData(at, SessionLogModel::SortRole);
            log.appendRow(row);
        }
        QWidget page;
        QTableView table(&page);
        table.setModel(&log);
        SessionReview review(&table, &page);
        QVERIFY(!review.replayButton()->isEnabled());
        review.setSession(session);
        QVERIFY(review.replayButton()->isEnabled());
        QVERIFY(!review.changesButton()->isEnabled()); // no change list in this folder
        table.selectRow(1);
        review.replayButton()->click();
        ReplayView *replay = review.replayView();
        QVERIFY(replay);
        QSignalSpy loaded(replay, &ReplayView::loaded);
        QVERIFY(loaded.wait(10000));
        // Opened from the selected row: at its moment.
        QCOMPARE(replay->position(), 6.0);
        QVERIFY(screenOf(*replay).contains(QStringLiteral("one\nfive")));
        QVERIFY(!screenOf(*replay).contains(QStringLiteral("nine")));
        // A row selected: the replay jumps there.
        table.selectRow(0);
        QCOMPARE(replay->position(), 2.0);
        QVERIFY(!screenOf(*replay).contains(QStringLiteral("five")));
        // The replay sought: the row of that moment is selected.
        replay->seek(7.5);
        QCOMPARE(table.selectionModel()->currentIndex().row(), 1);
        replay->seek(3.0);
        QCOMPARE(table.selectionModel()->currentIndex().row(), 0);
        replay->close(); // deletes itself
        QTRY_VERIFY(!review.replayView());
        table.selectRow(1); // no replay: nothing to follow
    }
};

QTEST_MAIN(TestReplayView)
#include "tst_replayview.moc"
