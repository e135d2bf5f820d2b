// SPDX-License-Identifier: GPL-3.0-or-later
// The Log tab under load (issue 12). Figures, each with a raw baseline measured in the same run:
//  (a) ingest of a 1,000,000-line gate access log into the model and a shown view: lines/s, against
//      only reading and splitting the same file into lines; target > 500,000 lines/s;
//  (b) heap bytes per stored row (glibc mallinfo2 before/after, all 1,000,000 rows kept), against
//      the bytes of the log line itself; target < 200 B/row;
//  (c) the longest event-loop block while a session appends 10,000 lines/s for 5 s to the shown,
//      following view (a 1 ms timer's largest gap), against the same loop without appends;
//      target: no block over 50 ms;
//  (d) opening the Log tab with 5,000 past sessions of the project: ms from construction to the
//      first paint of the page, against painting an empty page; target < 200 ms.
// Nothing is asserted about time. AISB_BENCH_LINES overrides the 1,000,000.
#include "session/gateevent.h"
#include "session/sessiondir.h"
#include "sessionlogfilter.h"
#include "sessionlogmodel.h"
#include "sessionlogpage.h"
#include "testhome.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QJsonObject>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimeZone>
#include <QTimer>
#include <malloc.h>

using namespace aisb;
using namespace Qt::StringLiterals;

namespace {

qint64 lineCount()
{
    const qint64 n = qEnvironmentVariableIntValue("AISB_BENCH_LINES");
    return n > 0 ? n : 1000000;
}

// A realistic mix: mostly TLS tunnels, some plain GETs with paths, denials, a few malformed lines.
QByteArray accessLine(qint64 i, double t)
{
    static const char *hosts[] = {
        "registry.npmjs.org", "api.github.com",         "objects.githubusercontent.com",
        "pypi.org",           "files.pythonhosted.org", "telemetry.example.net",
        "deb.debian.org",     "api.anthropic.com"};
    const char *host = hosts[i % 8];
    const QByteArray time = QByteArray::number(t, 'f', 3);
    switch (i % 10) {
    case 0:
    case 1:
        return time + "\t127.0.0.1\tTCP_MISS\t200\tGET\thttp://" + host + "/pkg/" + QByteArray::number(i) +
               ".tgz\t104.16.3.35\t" + QByteArray::number(1000 + i % 5000) + "\n";
    case 2:
        return time + "\t127.0.0.1\tTCP_DENIED\t403\tCONNECT\t" + host + ":443\t-\t3900\n";
    case 9:
        if (i % 1000 == 9)
            return "garbage " + QByteArray::number(i) + "\n";
        [[fallthrough]];
    default:
        return time + "\t127.0.0.1\tTCP_TUNNEL\t200\tCONNECT\t" + host + ":443\t140.82.112.3\t" +
               QByteArray::number(18342 + i % 100) + "\n";
    }
}

size_t heapInUse()
{
    const struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}

void print(const char *what, double value, const char *unit, const QString &extra = {})
{
    qInfo().noquote() << QStringLiteral("%1: %2 %3 %4")
                             .arg(QLatin1String(what))
                             .arg(value, 0, 'f', 1)
                             .arg(QLatin1String(unit), extra);
}

} // namespace

class BenchSessionLog : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;

    // As the Log tab sets its table up (ui/sessionlogpage.cpp): fixed row heights, no word wrap.
    static void configure(QTableView &view)
    {
        view.setWordWrap(false);
        view.setShowGrid(false);
        view.verticalHeader()->setVisible(false);
        view.verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        view.verticalHeader()->setDefaultSectionSize(view.fontMetrics().height() + 8);
        view.horizontalHeader()->setStretchLastSection(true);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        aisb::test::useThrowAwayUserDirs(m_root);
    }

    void ingestMillionLines()
    {
        const qint64 n = lineCount();
        const SessionDir dir =
            SessionDir::create(QStringLiteral("bench"), m_root.filePath(QStringLiteral("s")));
        QVERIFY(dir.isValid());
        {
            QFile f(dir.accessLogPath());
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray chunk;
            for (qint64 i = 0; i < n; ++i) {
                chunk += accessLine(i, 1764770000.0 + double(i) / 1000.0);
                if (chunk.size() > (1 << 20)) {
                    f.write(chunk);
                    chunk.clear();
                }
            }
            f.write(chunk);
        }
        const qint64 fileBytes = QFileInfo(dir.accessLogPath()).size();

        // Baseline: read the file and split it into lines, nothing else.
        QElapsedTimer t;
        t.start();
        qint64 lines = 0;
        {
            QFile f(dir.accessLogPath());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray all = f.readAll();
            for (const QByteArray &l : all.split('\n'))
                lines += l.isEmpty() ? 0 : 1;
        }
        const double rawMs = double(t.nsecsElapsed()) / 1e6;
        QCOMPARE(lines, n);

        // The parser alone, and the model without a view: where the time goes.
        t.restart();
        const qsizetype parsed = dir.gateEvents().size();
        const double parseMs = double(t.nsecsElapsed()) / 1e6;
        QCOMPARE(qint64(parsed), n);
        {
            SessionLogModel bare;
            bare.setMaxRows(int(n));
            t.restart();
            bare.loadDirectory(dir);
            const double bareMs = double(t.nsecsElapsed()) / 1e6;
            print("    parser alone", double(n) / (parseMs / 1000.0), "lines/s");
            print("    parser + model, no view", double(n) / (bareMs / 1000.0), "lines/s");
        }

        SessionLogModel model;
        model.setMaxRows(int(n));
        SessionLogFilter filter;
        filter.setLogModel(&model);
        QTableView view;
        configure(view);
        view.setModel(&filter);
        view.resize(1400, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const size_t heapBefore = heapInUse();
        t.restart();
        model.loadDirectory(dir);
        view.scrollToBottom();
        QCoreApplication::processEvents();
        const double ms = double(t.nsecsElapsed()) / 1e6;
        const size_t heapAfter = heapInUse();
        QCOMPARE(qint64(model.rowCount()), n);
        const double perSecond = double(n) / (ms / 1000.0);
        const double rawPerSecond = double(n) / (rawMs / 1000.0);
        print(
            "(a) ingest into model + shown view", perSecond, "lines/s",
            QStringLiteral("(%1 ms for %2 lines; baseline read+split %3 lines/s, ratio %4x; target > 500000)")
                .arg(ms, 0, 'f', 0)
                .arg(n)
                .arg(rawPerSecond, 0, 'f', 0)
                .arg(rawPerSecond / perSecond, 0, 'f', 1));
        const double perRow = double(heapAfter - heapBefore) / double(n);
        print("(b) heap per stored row", perRow, "B",
              QStringLiteral("(log line itself: %1 B; target < 200)")
                  .arg(double(fileBytes) / double(n), 0, 'f', 1));
    }

    void appendWhileShown()
    {
        SessionLogModel model;
        SessionLogFilter filter;
        filter.setLogModel(&model);
        QTableView view;
        configure(view);
        view.setModel(&filter);
        view.resize(1400, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto measure = [&](bool append) {
            QElapsedTimer clock;
            clock.start();
            qint64 last = 0, worst = 0, i = 0;
            QTimer tick;
            tick.setTimerType(Qt::PreciseTimer);
            tick.setInterval(1);
            QObject::connect(&tick, &QTimer::timeout, [&] {
                const qint64 now = clock.elapsed();
                worst = std::max(worst, now - last);
                last = now;
            });
            // 10,000 lines/s: 100 lines every 10 ms, as the gate's reader delivers them.
            QTimer feed;
            feed.setTimerType(Qt::PreciseTimer);
            feed.setInterval(10);
            QObject::connect(&feed, &QTimer::timeout, [&] {
                if (!append)
                    return;
                for (int k = 0; k < 100; ++k, ++i) {
                    GateEvent e;
                    if (GateEvent::parse(QString::fromUtf8(accessLine(i, 1764770000.0 + double(i) / 1000.0)),
                                         e))
                        model.appendGateEvent(e);
                }
                view.scrollToBottom();
            });
            tick.start();
            feed.start();
            last = clock.elapsed();
            QTest::qWait(5000);
            return std::pair{worst, i};
        };
        const auto [idle, none] = measure(false);
        const auto [busy, appended] = measure(true);
        print("(c) longest event-loop block, appending 10,000 lines/s for 5 s", double(busy), "ms",
              QStringLiteral(
                  "(%1 lines appended, %2 rows kept; same loop without appends: %3 ms; target <= 50)")
                  .arg(appended)
                  .arg(model.rowCount())
                  .arg(idle));
        Q_UNUSED(none);
    }

    void openWith5000Sessions()
    {
        const QString root = m_root.filePath(QStringLiteral("many"));
        const QString project = aisb::test::makeProject(m_root, QStringLiteral("many"), "[image]\n");
        for (int i = 0; i < 5000; ++i) {
            const SessionDir d = SessionDir::create(QStringLiteral("many"), root);
            const QDateTime t0 = QDateTime::fromSecsSinceEpoch(1764770000 + i * 60, QTimeZone::utc());
            SessionEvent e;
            e.time = t0;
            e.kind = QStringLiteral("state");
            e.message = QStringLiteral("Preparing the session");
            e.data = {
                {u"state"_s, u"preparing"_s}, {u"project"_s, project}, {u"session"_s, d.id()}, {u"pid"_s, 1}};
            d.appendEvent(e);
            e.time = t0.addSecs(1);
            e.message = QStringLiteral("Running");
            e.data = {{u"state"_s, u"running"_s}};
            d.appendEvent(e);
            e.time = t0.addSecs(30);
            e.message = QStringLiteral("Finished");
            e.data = {{u"state"_s, u"finished"_s}, {u"exitCode"_s, 0}};
            d.appendEvent(e);
        }
        struct PaintWatch : QObject
        {
            bool painted = false;
            bool eventFilter(QObject *o, QEvent *e) override
            {
                if (e->type() == QEvent::Paint)
                    painted = true;
                return QObject::eventFilter(o, e);
            }
        };
        const auto open = [&](const QString &sessionsRoot, const QString &dir) {
            QElapsedTimer t;
            t.start();
            SessionLogPage page;
            PaintWatch watch;
            page.installEventFilter(&watch);
            page.setSessionsRoot(sessionsRoot);
            page.setCurrentProject(dir);
            page.resize(1400, 900);
            page.show();
            while (!watch.painted && t.elapsed() < 60000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            return double(t.nsecsElapsed()) / 1e6;
        };
        const double empty = open(m_root.filePath(QStringLiteral("none")), QString());
        // Cold: nothing read before (the list is read on the GUI thread at once).
        const double cold = open(root, project);
        // As in the app: the page is made at start-up and reads the list on a worker thread
        // (SessionDir::warmListCache); the tab is opened later and reads only what changed.
        const QString root2 = root;
        QThread *warm = QThread::create([root2] { SessionDir::listCached(root2); });
        warm->start();
        QVERIFY(warm->wait(120000));
        delete warm;
        QElapsedTimer listClock;
        listClock.start();
        const qsizetype listed = SessionDir::listCached(root).size();
        const double listMs = double(listClock.nsecsElapsed()) / 1e6;
        print("    the list of 5,000 (cached) on this thread", listMs, "ms", QString::number(listed));
        const double full = open(root, project);
        print("(d) Log tab with 5,000 past sessions: first paint", full, "ms",
              QStringLiteral("(list read on the worker thread first, as at app start; cold, the same thread "
                             "reading every events.jsonl: %1 ms; empty page: %2 ms, ratio %3x; target < 200)")
                  .arg(cold, 0, 'f', 1)
                  .arg(empty, 0, 'f', 1)
                  .arg(full / std::max(empty, 0.1), 0, 'f', 1));
    }
};

QTEST_MAIN(BenchSessionLog)
#include "bench_sessionlog.moc"
