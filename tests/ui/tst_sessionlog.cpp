// SPDX-License-Identifier: GPL-3.0-or-later
// The session log (Log tab): its model read from real session folders (events.jsonl and the
// gate's access log in squid's aisb logformat), live rows from a session's signals in bounded
// batches, the All/Denied/Allowed and text filters, the counters, the session selector, and
// "Allow host" as an undoable, unsaved edit of the policy editor.
#include "engine/podman.h"
#include "fakepodman.h"
#include "policy/policyfile.h"
#include "policy/policylayers.h"
#include "policy/trust.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "session/session.h"
#include "session/sessiondir.h"
#include "sessionlogfilter.h"
#include "sessionlogmodel.h"
#include "sessionlogpage.h"
#include "testhome.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QUndoStack>

using namespace aisb;

namespace {

// 2026-12-02 14:00:00 UTC
constexpr qint64 kT0 = 1796220000;

QDateTime at(double seconds)
{
    return QDateTime::fromMSecsSinceEpoch(qint64((kT0 + seconds) * 1000.0), QTimeZone::utc());
}

// One access-log line as squid writes it: logformat aisb, columns separated by real tabs.
QByteArray accessLine(double seconds, const char *result, int status, const char *method, const char *url,
                      const char *server, qint64 bytes)
{
    return QByteArray::number(kT0 + seconds, 'f', 3) + "\t10.0.2.100\t" + result + '\t' +
           QByteArray::number(status) + '\t' + method + '\t' + url + '\t' + server + '\t' +
           QByteArray::number(bytes) + '\n';
}

SessionEvent lifecycle(double seconds, const QString &kind, const QString &message,
                       const QJsonObject &data = {})
{
    SessionEvent e;
    e.time = at(seconds);
    e.kind = kind;
    e.message = message;
    e.data = data;
    return e;
}

GateEvent gate(double seconds, bool allowed, const QString &host)
{
    GateEvent e;
    e.time = at(seconds);
    e.client = QStringLiteral("10.0.2.100");
    e.squidStatus = allowed ? QStringLiteral("TCP_TUNNEL") : QStringLiteral("TCP_DENIED");
    e.httpStatus = allowed ? 200 : 403;
    e.method = QStringLiteral("CONNECT");
    e.url = host + QStringLiteral(":443");
    e.host = host;
    e.port = 443;
    e.server = allowed ? QStringLiteral("198.51.100.7") : QStringLiteral("-");
    e.bytes = allowed ? 4096 : 3900;
    e.allowed = allowed;
    return e;
}

} // namespace

class TestSessionLog : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;
    QString m_sessions;
    QString m_project;
    QString m_other;
    QString m_empty;
    QString m_finishedId;
    QString m_failedId;
    test::FakePodman m_fake{"case \"$1\" in run) exit 3;; esac\nexit 0"};

    // A session folder as a real session leaves it: events.jsonl and gate/access.log.
    QString writeSession(const QString &project, double start, const QList<SessionEvent> &events,
                         const QByteArray &accessLog)
    {
        const SessionDir dir = SessionDir::create(QStringLiteral("x"), m_sessions);
        if (!dir.isValid())
            return {};
        SessionEvent first =
            lifecycle(start, QStringLiteral("state"), QStringLiteral("Preparing the session"),
                      {{QStringLiteral("state"), QStringLiteral("preparing")},
                       {QStringLiteral("project"), project},
                       {QStringLiteral("session"), dir.id()},
                       {QStringLiteral("pid"), 1}});
        dir.appendEvent(first);
        for (const SessionEvent &e : events)
            dir.appendEvent(e);
        QFile log(dir.accessLogPath());
        if (!log.open(QIODevice::WriteOnly))
            return {};
        log.write(accessLog);
        return dir.id();
    }

    QString makeProject(const QString &name, const QByteArray &policy)
    {
        return aisb::test::makeProject(m_root, name, policy);
    }

    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static int rowOf(const QAbstractItemModel *model, int column, const QString &text)
    {
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->index(r, column).data().toString() == text)
                return r;
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        aisb::test::useThrowAwayUserDirs(m_root);
        m_sessions = m_root.filePath(QStringLiteral("sessions"));
        m_project = makeProject(QStringLiteral("webshop"),
                                "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n"
                                "allow = [\"registry.npmjs.org\", \".github.com\"]\n");
        m_other = makeProject(QStringLiteral("other"), "[image]\nharness = \"shell\"\n");
        m_empty = makeProject(QStringLiteral("fresh"), "[image]\nharness = \"shell\"\n");

        // An older session that finished, with gate traffic (the gate's lines fall between the
        // lifecycle events and must be merged in time order).
        m_finishedId = writeSession(
            m_project, 0,
            {lifecycle(
                 1, QStringLiteral("env"), QStringLiteral("2 variables passed to the sandbox"),
                 {{QStringLiteral("names"), QJsonArray{QStringLiteral("TERM"), QStringLiteral("API_KEY")}}}),
             lifecycle(2, QStringLiteral("gate"), QStringLiteral("The gate listens on 127.0.0.1:41234")),
             lifecycle(3, QStringLiteral("state"), QStringLiteral("Running"),
                       {{QStringLiteral("state"), QStringLiteral("running")}}),
             lifecycle(9, QStringLiteral("exit"), QStringLiteral("The sandbox exited with code 0")),
             lifecycle(
                 10, QStringLiteral("state"), QStringLiteral("Finished"),
                 {{QStringLiteral("state"), QStringLiteral("finished")}, {QStringLiteral("exitCode"), 0}})},
            accessLine(4.25, "TCP_TUNNEL", 200, "CONNECT", "registry.npmjs.org:443", "104.16.3.35", 18342) +
                accessLine(5.5, "TCP_DENIED", 403, "CONNECT", "telemetry.example.net:443", "-", 3900) +
                accessLine(6, "TCP_DENIED", 403, "GET",
                           "http://user:hunter2@tracker.example.org/collect?token=s3cr3t#frag", "-", 3712) +
                accessLine(7, "TCP_MISS", 200, "GET", "http://objects.github.com/x.tar.gz", "140.82.112.3",
                           1048576) +
                "this line is not in the aisb format\n"
                // The gate's own readiness probe, as squid logs it: not the sandbox's.
                + accessLine(2.5, "TCP_DENIED", 302, "GET", "http://aisb-gate-ready.invalid/", "-", 285));
        // A newer one that failed.
        m_failedId = writeSession(m_project, 100,
                                  {lifecycle(101, QStringLiteral("error"),
                                             QStringLiteral("The image could not be built: step 2 failed")),
                                   lifecycle(101.5, QStringLiteral("state"), QStringLiteral("Failed"),
                                             {{QStringLiteral("state"), QStringLiteral("failed")},
                                              {QStringLiteral("exitCode"), 125}})},
                                  {});
        // Another project's session never shows for this one.
        QVERIFY(!writeSession(m_other, 200, {},
                              accessLine(201, "TCP_DENIED", 403, "CONNECT", "x.example:443", "-", 1))
                     .isEmpty());
        QVERIFY(!m_finishedId.isEmpty() && !m_failedId.isEmpty());
    }

    void modelReadsASessionFolder()
    {
        SessionLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.loadDirectory(SessionDir::open(m_finishedId, m_sessions));
        // 6 lifecycle events + 4 gate lines + the malformed line (kept as a raw row, at the time of
        // the line before it), merged by time.
        QCOMPARE(model.rowCount(), 11);
        QCOMPARE(model.columnCount(), int(SessionLogModel::ColumnCount));
        QCOMPARE(model.allowedCount(), 2);
        QCOMPARE(model.deniedCount(), 2);
        const QList<SessionLogModel::Kind> kinds = {
            SessionLogModel::Kind::Lifecycle, SessionLogModel::Kind::Lifecycle,
            SessionLogModel::Kind::Lifecycle, SessionLogModel::Kind::Lifecycle,
            SessionLogModel::Kind::Allowed,   SessionLogModel::Kind::Denied,
            SessionLogModel::Kind::Denied,    SessionLogModel::Kind::Allowed,
            SessionLogModel::Kind::Raw,       SessionLogModel::Kind::Lifecycle,
            SessionLogModel::Kind::Lifecycle};
        for (int r = 0; r < kinds.size(); ++r)
            QCOMPARE(model.kindAt(r), kinds.at(r));

        auto cell = [&](int row, int column) { return model.index(row, column).data().toString(); };
        QCOMPARE(cell(4, SessionLogModel::KindColumn), QStringLiteral("Allowed"));
        QCOMPARE(cell(4, SessionLogModel::MethodColumn), QStringLiteral("CONNECT"));
        QCOMPARE(cell(4, SessionLogModel::DestinationColumn), QStringLiteral("registry.npmjs.org:443"));
        QCOMPARE(cell(4, SessionLogModel::StatusColumn), QStringLiteral("200"));
        QCOMPARE(model.index(4, SessionLogModel::BytesColumn).data(SessionLogModel::SortRole).toLongLong(),
                 18342);
        QCOMPARE(cell(4, SessionLogModel::TimeColumn),
                 at(4.25).toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz")));
        QCOMPARE(cell(5, SessionLogModel::KindColumn), QStringLiteral("Denied"));
        QCOMPARE(cell(5, SessionLogModel::DestinationColumn), QStringLiteral("telemetry.example.net:443"));
        QCOMPARE(cell(5, SessionLogModel::StatusColumn), QStringLiteral("403"));
        QCOMPARE(cell(6, SessionLogModel::DestinationColumn), QStringLiteral("tracker.example.org:80"));
        QCOMPARE(cell(1, SessionLogModel::DetailColumn), QStringLiteral("2 variables passed to the sandbox"));
        QCOMPARE(cell(8, SessionLogModel::KindColumn), QStringLiteral("Raw line"));
        QCOMPARE(cell(8, SessionLogModel::DetailColumn),
                 QStringLiteral("this line is not in the aisb format"));
        QCOMPARE(cell(10, SessionLogModel::KindColumn), QStringLiteral("Session"));
        // Words, not squid codes; the code stays in the tooltip.
        QCOMPARE(cell(4, SessionLogModel::DetailColumn),
                 QStringLiteral("Encrypted connection → 104.16.3.35"));
        QVERIFY(model.index(4, SessionLogModel::DetailColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("TCP_TUNNEL")));

        // Denied rows stand out by more than colour: an icon, bold text, and their own words.
        const QModelIndex denied = model.index(5, SessionLogModel::KindColumn);
        QVERIFY(!denied.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(denied.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(denied.data(Qt::BackgroundRole).isValid());
        QVERIFY(
            denied.data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("telemetry.example.net")));
        QVERIFY(model.index(0, 0).data(Qt::BackgroundRole).isValid()); // lifecycle rows are tinted too
        QVERIFY(model.index(0, 0).data(Qt::BackgroundRole) != denied.data(Qt::BackgroundRole));
        QVERIFY(!model.index(4, 0).data(Qt::BackgroundRole).isValid()); // allowed rows are plain

        // Nothing secret on screen or in a copy: no user info, no query (squid strips those
        // too), and lifecycle data (variable names) is not shown at all.
        const QString all = model.rowsText({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
        QVERIFY2(!all.contains(QStringLiteral("hunter2")) && !all.contains(QStringLiteral("s3cr3t")),
                 qPrintable(all));
        QVERIFY(!all.contains(QStringLiteral("API_KEY")));
        QVERIFY(all.contains(QStringLiteral("http://tracker.example.org/collect")));
        QCOMPARE(all.count(QLatin1Char('\n')), 11);
        QCOMPARE(all.section(QLatin1Char('\n'), 5, 5).split(QLatin1Char('\t')).size(),
                 int(SessionLogModel::ColumnCount));
    }

    // A past session's own policy (policy.toml in its folder) says why each request was denied,
    // following the gate's rules: port first, then the name, then the address it resolves to.
    void deniedRowsSayWhy()
    {
        QTemporaryDir root;
        const SessionDir dir = SessionDir::create(QStringLiteral("x"), root.path());
        QVERIFY(dir.isValid());
        Policy p = defaultPolicy();
        p.network.mode = NetworkMode::Allowlist;
        p.network.allow = {QStringLiteral("registry.npmjs.org"), QStringLiteral(".github.com")};
        p.network.ports = {80, 443};
        QVERIFY(dir.writeFile(QStringLiteral("policy.toml"), PolicyFile::serialize(p)).isEmpty());
        QFile log(dir.accessLogPath());
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write(accessLine(1, "TCP_DENIED", 403, "CONNECT", "pypi.org:443", "-", 3900) +
                  accessLine(2, "TCP_DENIED", 403, "CONNECT", "registry.npmjs.org:8443", "-", 3900) +
                  accessLine(3, "TCP_DENIED", 403, "CONNECT", "intranet.github.com:443", "-", 3900) +
                  accessLine(4, "TCP_TUNNEL", 200, "CONNECT", "api.github.com:443", "140.82.121.6", 100));
        log.close();
        SessionLogModel model;
        model.loadDirectory(dir);
        QCOMPARE(model.rowCount(), 4);
        auto detail = [&](int row) {
            return model.index(row, SessionLogModel::DetailColumn).data().toString();
        };
        QCOMPARE(detail(0), QStringLiteral("Not on the allowlist — Refused by the gate"));
        QCOMPARE(detail(1), QStringLiteral("Port 8443 is not allowed — Refused by the gate"));
        QVERIFY2(detail(2).contains(QStringLiteral("local or private address")), qPrintable(detail(2)));
        QCOMPARE(detail(3), QStringLiteral("Encrypted connection → 140.82.121.6"));
        // Without the session's policy there is no guess, only the gate's word.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("policy.toml"))));
        model.loadDirectory(dir);
        QCOMPARE(detail(0), QStringLiteral("Refused by the gate"));
    }

    void liveRowsArriveInBoundedBatches()
    {
        Podman podman(PodmanConnection{});
        Session::Options o;
        o.projectDir = m_project;
        Session session(&podman, o);
        SessionLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.attach(&session);
        QVERIFY(model.isAttached());
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

        Q_EMIT session.eventAdded(lifecycle(0, QStringLiteral("state"), QStringLiteral("Running"),
                                            {{QStringLiteral("state"), QStringLiteral("running")}}));
        Q_EMIT session.gateEvent(gate(1, false, QStringLiteral("evil.example")));
        QCOMPARE(model.rowCount(), 0); // batched, not one insert per line
        QVERIFY(inserted.wait(2000));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.deniedCount(), 1);

        // A flood: 20,000 lines in a table kept at 5,000 rows. One insert, counters count all.
        model.setMaxRows(5000);
        inserted.clear();
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < 20000; ++i)
            Q_EMIT session.gateEvent(gate(2 + i * 0.001, i % 4 != 0, QStringLiteral("h%1.example").arg(i)));
        model.flush();
        qInfo("20,000 gate events appended in %lld ms", timer.elapsed());
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(model.rowCount(), 5000);
        QCOMPARE(model.allowedCount(), 15000);
        QCOMPARE(model.deniedCount(), 5001);
        QCOMPARE(model.droppedRows(), 20002 - 5000);
        QCOMPARE(model.hostAt(4999), QStringLiteral("h19999.example")); // the newest rows stay
        // A later batch pushes the oldest rows out.
        Q_EMIT session.gateEvent(gate(30, true, QStringLiteral("last.example")));
        model.flush();
        QCOMPARE(model.rowCount(), 5000);
        QCOMPARE(model.hostAt(4999), QStringLiteral("last.example"));
        QCOMPARE(model.hostAt(0), QStringLiteral("h15001.example"));
    }

    void filterByKindAndText()
    {
        SessionLogModel model;
        model.loadDirectory(SessionDir::open(m_finishedId, m_sessions));
        SessionLogFilter filter;
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setLogModel(&model);
        QCOMPARE(filter.rowCount(), 11); // the raw line too
        filter.setShow(SessionLogFilter::Show::Denied);
        QCOMPARE(filter.rowCount(), 2);
        for (int r = 0; r < filter.rowCount(); ++r)
            QCOMPARE(filter.index(r, SessionLogModel::KindColumn).data().toString(),
                     QStringLiteral("Denied"));
        filter.setShow(SessionLogFilter::Show::Allowed);
        QCOMPARE(filter.rowCount(), 2);
        filter.setText(QStringLiteral("NPMJS")); // any column, any case
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, SessionLogModel::DestinationColumn).data().toString(),
                 QStringLiteral("registry.npmjs.org:443"));
        filter.setShow(SessionLogFilter::Show::All);
        filter.setText(QStringLiteral("403"));
        QCOMPARE(filter.rowCount(), 2);
        filter.setText(QStringLiteral("gate listens"));
        QCOMPARE(filter.rowCount(), 1);
        filter.setText({});
        QCOMPARE(filter.rowCount(), 11);
        // Live rows that pass the filter show up; others do not.
        filter.setShow(SessionLogFilter::Show::Denied);
        model.appendGateEvent(gate(50, true, QStringLiteral("ok.example")));
        model.appendGateEvent(gate(51, false, QStringLiteral("nope.example")));
        model.flush();
        QCOMPARE(filter.rowCount(), 3);
    }

    void pageListsSessionsAndCounts()
    {
        SessionLogPage page;
        page.setSessionsRoot(m_sessions);
        page.resize(1000, 600);
        page.setCurrentProject(m_empty);
        QVERIFY(page.showsPlaceholder());
        QCOMPARE(page.sessionSelector()->count(), 0);

        page.setCurrentProject(m_project);
        QVERIFY(!page.showsPlaceholder());
        // Only this project's sessions, newest first, with their end.
        QComboBox *sel = page.sessionSelector();
        QCOMPARE(sel->count(), 2);
        QVERIFY2(sel->itemText(0).contains(QStringLiteral("failed, exit code 125")),
                 qPrintable(sel->itemText(0)));
        QVERIFY2(sel->itemText(1).contains(QStringLiteral("exit code 0")), qPrintable(sel->itemText(1)));
        QCOMPARE(page.currentSessionId(), m_failedId);
        QCOMPARE(page.view()->model()->rowCount(), 3);
        QVERIFY(page.countsLabel()->text().contains(QStringLiteral("0 allowed")));

        QVERIFY(page.selectSession(m_finishedId));
        QCOMPARE(page.view()->model()->rowCount(), 11);
        QVERIFY2(page.countsLabel()->text().contains(QStringLiteral("2 allowed")),
                 qPrintable(page.countsLabel()->text()));
        QVERIFY(page.countsLabel()->text().contains(QStringLiteral("2 denied")));
        page.setShowFilter(int(SessionLogFilter::Show::Denied));
        QCOMPARE(page.view()->model()->rowCount(), 2);
        QVERIFY2(page.countsLabel()->text().contains(QStringLiteral("2 of 11 rows shown")),
                 qPrintable(page.countsLabel()->text()));
        page.setShowFilter(int(SessionLogFilter::Show::All));
        page.filterEdit()->setText(QStringLiteral("github"));
        QCOMPARE(page.view()->model()->rowCount(), 1);
        page.filterEdit()->clear();

        // Copy: the selected rows, tab-separated.
        page.view()->selectRow(4);
        page.copySelection();
        QVERIFY2(QApplication::clipboard()->text().contains(QStringLiteral("registry.npmjs.org:443")),
                 qPrintable(QApplication::clipboard()->text()));
    }

    void liveSessionIsFollowed()
    {
        PodmanConnection conn;
        conn.program = m_fake.program();
        Podman podman(conn);
        SessionLogPage page;
        page.setSessionsRoot(m_sessions);
        page.resize(1000, 400);
        page.show();
        page.setCurrentProject(m_project);
        QCOMPARE(page.currentSessionId(), m_failedId);

        Session::Options o;
        o.projectDir = m_project;
        o.policy = defaultPolicy();
        o.policy.network.mode = NetworkMode::None;
        o.policy.image.harness = QStringLiteral("shell");
        o.command = {QStringLiteral("true")};
        o.sessionsRoot = m_sessions;
        PodmanCapabilities caps;
        caps.version = QStringLiteral("4.3.1");
        caps.route = PodmanCapabilities::Route::Slirp4netns;
        o.capabilities = caps;
        Session session(&podman, o);
        QSignalSpy finished(&session, &Session::finished);
        session.start();
        page.watch(&session);
        // The new session is shown, first in the list and marked running.
        const QString id = session.directory().id();
        QCOMPARE(page.currentSessionId(), id);
        QCOMPARE(page.sessionSelector()->currentIndex(), 0);
        QVERIFY2(page.sessionSelector()->itemText(0).contains(QStringLiteral("running")),
                 qPrintable(page.sessionSelector()->itemText(0)));
        QVERIFY(page.model()->rowCount() >= 1); // what it logged before watch()

        // Gate lines arrive while it runs; the view follows the end.
        for (int i = 0; i < 400; ++i)
            Q_EMIT session.gateEvent(gate(i, i % 2 == 0, QStringLiteral("h%1.example").arg(i)));
        QTRY_COMPARE(page.model()->deniedCount(), 200);
        QTRY_VERIFY(page.view()->verticalScrollBar()->maximum() > 0);
        QTRY_COMPARE(page.view()->verticalScrollBar()->value(), page.view()->verticalScrollBar()->maximum());
        QVERIFY(page.countsLabel()->text().contains(QStringLiteral("200 denied")));
        // Scrolled up, it stays where the reader is.
        page.view()->verticalScrollBar()->setValue(0);
        Q_EMIT session.gateEvent(gate(500, false, QStringLiteral("late.example")));
        QTRY_COMPARE(page.model()->deniedCount(), 201);
        QCOMPARE(page.view()->verticalScrollBar()->value(), 0);

        // The fake sandbox exits 3: the list says so and the rows stay.
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QTRY_VERIFY2(page.sessionSelector()->itemText(0).contains(QStringLiteral("exit code 3")) ||
                         page.sessionSelector()->itemText(0).contains(QStringLiteral("failed")),
                     qPrintable(page.sessionSelector()->itemText(0)));
        QCOMPARE(page.currentSessionId(), id);
        QVERIFY(page.model()->rowCount() > 400);
    }

    // On a 1024 px screen the tab gets about 780 px beside the project list: the page never asks
    // for more, whatever row is selected (long host names included).
    void fitsSmallScreens()
    {
        SessionLogPage page;
        page.setSessionsRoot(m_sessions);
        page.setCurrentProject(m_project);
        QVERIFY(page.selectSession(m_finishedId));
        page.view()->selectRow(rowOf(page.view()->model(), SessionLogModel::DestinationColumn,
                                     QStringLiteral("telemetry.example.net:443")));
        QVERIFY2(page.minimumSizeHint().width() <= 760,
                 qPrintable(QString::number(page.minimumSizeHint().width())));
        page.resize(760, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // The Detail column gets the room that is left, and the row's full detail shows below.
        QVERIFY(page.view()->horizontalHeader()->sectionSize(SessionLogModel::DetailColumn) >= 100);
        QVERIFY2(page.detailLabel()->text().contains(QStringLiteral("telemetry.example.net")),
                 qPrintable(page.detailLabel()->text()));
    }

    // Above the table: every denied host once, with its count, and Allow. Export writes the rows
    // the filter shows, as JSON lines or CSV.
    void deniedSummaryAndExport()
    {
        SessionLogPage page;
        page.setSessionsRoot(m_sessions);
        page.setCurrentProject(m_project);
        QVERIFY(page.selectSession(m_finishedId));
        QTableWidget *denied = page.deniedHostsTable();
        QCOMPARE(denied->rowCount(), 2);
        QStringList hosts;
        for (int r = 0; r < denied->rowCount(); ++r) {
            hosts << denied->item(r, 0)->text();
            QCOMPARE(denied->item(r, 1)->text(), QStringLiteral("1"));
            QVERIFY(denied->cellWidget(r, 4) != nullptr); // Allow
        }
        hosts.sort();
        QCOMPARE(hosts, (QStringList{QStringLiteral("telemetry.example.net"),
                                     QStringLiteral("tracker.example.org")}));

        QTemporaryDir out;
        const QString jsonl = out.filePath(QStringLiteral("rows.jsonl"));
        QCOMPARE(page.exportShownRows(jsonl), QString());
        const QList<QByteArray> lines = readFile(jsonl).trimmed().split('\n');
        QCOMPARE(lines.size(), page.model()->rowCount());
        for (const QByteArray &line : lines) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            QVERIFY2(o.contains(QStringLiteral("kind")) && o.contains(QStringLiteral("time")),
                     line.constData());
            QVERIFY(!line.contains("hunter2") && !line.contains("s3cr3t"));
        }
        page.setShowFilter(int(SessionLogFilter::Show::Denied));
        const QString csv = out.filePath(QStringLiteral("rows.csv"));
        QCOMPARE(page.exportShownRows(csv), QString());
        const QList<QByteArray> rows = readFile(csv).trimmed().split('\n');
        QCOMPARE(rows.size(), 3); // header + the two denied rows
        QVERIFY(rows[0].startsWith("time,kind,method,host"));
        QVERIFY(rows[1].contains(",denied,") && rows[2].contains(",denied,"));
    }

    // Allow is one confirmed step: the change is shown, then saved and approved; nothing is written
    // when the user says no. With no session running, later launches get it.
    void allowHostSavesAndApprovesInOneConfirmedStep()
    {
        const QString file = m_project + QStringLiteral("/.ai-sandbox.toml");
        const QString trustDir = m_root.filePath(QStringLiteral("trust"));
        QVERIFY(TrustStore(trustDir).approve(file).isEmpty());
        const QByteArray before = readFile(file);
        PolicyEditor editor;
        editor.setTrustDir(trustDir);
        editor.openProject(m_project, m_root.filePath(QStringLiteral("no-user.toml")), QProcessEnvironment());
        SessionLogPage page;
        page.setSessionsRoot(m_sessions);
        page.setTrustDir(trustDir);
        page.setUserConfig(m_root.filePath(QStringLiteral("no-user.toml")));
        page.setPolicyEditor(&editor);
        page.setCurrentProject(m_project);
        QVERIFY(page.selectSession(m_finishedId));
        QVERIFY(!page.allowButton()->isEnabled());

        // An allowed row offers nothing; a denied one offers its host.
        const QAbstractItemModel *m = page.view()->model();
        page.view()->selectRow(
            rowOf(m, SessionLogModel::DestinationColumn, QStringLiteral("registry.npmjs.org:443")));
        QVERIFY(!page.allowButton()->isEnabled());
        page.view()->selectRow(
            rowOf(m, SessionLogModel::DestinationColumn, QStringLiteral("telemetry.example.net:443")));
        QVERIFY(page.allowButton()->isEnabled());
        QCOMPARE(page.allowButton()->text(), QStringLiteral("Allow telemetry.example.net"));
        QCOMPARE(page.hostsToAllow(), QStringList{QStringLiteral("telemetry.example.net")});

        // Shown first; "no" writes nothing.
        QString shown;
        bool answer = false;
        page.setConfirmHandler([&](const QString &, const QString &diff) {
            shown = diff;
            return answer;
        });
        page.allowButton()->click();
        QVERIFY2(shown.contains(QStringLiteral("+allow = [\"registry.npmjs.org\", \".github.com\", "
                                               "\"telemetry.example.net\"]")),
                 qPrintable(shown));
        QCOMPARE(readFile(file), before);

        // "yes": saved and approved, exactly what was shown.
        answer = true;
        page.allowButton()->click();
        const QByteArray after = readFile(file);
        QVERIFY(after.contains("telemetry.example.net"));
        QCOMPARE(TrustStore(trustDir).check(file).status, TrustStore::Status::Trusted);
        QVERIFY2(page.noticeLabel()->text().contains(QStringLiteral("No session of this project is running")),
                 qPrintable(page.noticeLabel()->text()));
        // The editor shows the saved file and the host is allowed: nothing more to offer.
        QVERIFY(!editor.isModified());
        QVERIFY(
            editor.document()->effective().network.allow.contains(QStringLiteral("telemetry.example.net")));
        QVERIFY(!page.allowButton()->isEnabled());

        // A file the agent changed since its approval is not edited (approving would approve that).
        QFile f(file);
        QVERIFY(f.open(QIODevice::Append));
        f.write("# changed by the agent\n");
        f.close();
        const QByteArray tampered = readFile(file);
        page.view()->selectRow(
            rowOf(m, SessionLogModel::DestinationColumn, QStringLiteral("tracker.example.org:80")));
        QCOMPARE(page.allowHosts(page.hostsToAllow()), 0);
        QCOMPARE(readFile(file), tampered);
        QVERIFY(page.noticeLabel()->text().contains(QStringLiteral("approve it first")));
        QCOMPARE(TrustStore(trustDir).check(file).status, TrustStore::Status::Changed);

        // Refused what validation refuses.
        QCOMPARE(page.allowHosts({QStringLiteral("not a host!")}), 0);
        QVERIFY(page.noticeLabel()->text().contains(QStringLiteral("is not a host name")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(before);
        f.close();
    }
};

QTEST_MAIN(TestSessionLog)
#include "tst_sessionlog.moc"
