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
#include "session/sessionlog.h"
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
#include <QProcess>
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

// Loads a session folder and waits until all of it is in (a worker reads it, in batches).
bool loadAll(SessionLogModel &model, const SessionDir &dir)
{
    QSignalSpy loaded(&model, &SessionLogModel::loaded);
    model.loadDirectory(dir);
    return loaded.wait(30000) && loaded.count() == 1 && !model.isLoading();
}

// The page has read its list of sessions and the shown session's folder.
bool settled(SessionLogPage &page)
{
    return QTest::qWaitFor([&] { return !page.isListingSessions() && !page.model()->isLoading(); }, 30000);
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

    // A shell session of `project` on the stand-in podman (its sandbox exits 3 at once).
    Session::Options sessionOptions(const QString &project, NetworkMode mode) const
    {
        Session::Options o;
        o.projectDir = project;
        o.policy = defaultPolicy();
        o.policy.network.mode = mode;
        o.policy.image.harness = QStringLiteral("shell");
        o.command = {QStringLiteral("true")};
        o.sessionsRoot = m_sessions;
        PodmanCapabilities caps;
        caps.version = QStringLiteral("4.3.1");
        caps.route = PodmanCapabilities::Route::Slirp4netns;
        o.capabilities = caps;
        return o;
    }

    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // The session ran with an allowlist of `allow` on ports 80 and 443 (its policy.toml).
    static bool writeAllowlist(const SessionDir &dir, const QStringList &allow)
    {
        Policy p = defaultPolicy();
        p.network.mode = NetworkMode::Allowlist;
        p.network.allow = allow;
        p.network.ports = {80, 443};
        return dir.writeFile(QStringLiteral("policy.toml"), PolicyFile::serialize(p)).isEmpty();
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
        QVERIFY(loadAll(model, SessionDir::open(m_finishedId, m_sessions)));
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
        QVERIFY(writeAllowlist(dir, {QStringLiteral("registry.npmjs.org"), QStringLiteral(".github.com")}));
        QFile log(dir.accessLogPath());
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write(accessLine(1, "TCP_DENIED", 403, "CONNECT", "pypi.org:443", "-", 3900) +
                  accessLine(2, "TCP_DENIED", 403, "CONNECT", "registry.npmjs.org:8443", "-", 3900) +
                  accessLine(3, "TCP_DENIED", 403, "CONNECT", "intranet.github.com:443", "-", 3900) +
                  accessLine(4, "TCP_TUNNEL", 200, "CONNECT", "api.github.com:443", "140.82.121.6", 100));
        log.close();
        SessionLogModel model;
        QVERIFY(loadAll(model, dir));
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
        QVERIFY(loadAll(model, dir));
        QCOMPARE(detail(0), QStringLiteral("Refused by the gate"));
    }

    // A folder is read on a worker and arrives in batches, yet ends up exactly as the whole folder
    // sorted at once (SessionLog::read, what `logs` shows): the same rows with the same words and
    // reasons, malformed lines as raw rows, the gate's probe left out, late lines (a long request
    // squid logs when it ends) where their time puts them whatever batch they come in. The table
    // is in time order after every insert, and only a scattered batch resets it.
    void loadInBatchesKeepsEveryRowInOrder()
    {
        QTemporaryDir root;
        const SessionDir dir = SessionDir::create(QStringLiteral("x"), root.path());
        QVERIFY(dir.isValid());
        QVERIFY(writeAllowlist(dir, {QStringLiteral("registry.npmjs.org"), QStringLiteral("late.example")}));
        dir.appendEvent(lifecycle(0, QStringLiteral("state"), QStringLiteral("Running"),
                                  {{QStringLiteral("state"), QStringLiteral("running")}}));
        // "late.example" allowed live at 25 s: denials before then are "Not on the allowlist".
        dir.appendEvent(lifecycle(25, QStringLiteral("policy"), QStringLiteral("late.example allowed"),
                                  {{QStringLiteral("ok"), true},
                                   {QStringLiteral("action"), QStringLiteral("allow")},
                                   {QStringLiteral("hosts"), QJsonArray{QStringLiteral("late.example")}},
                                   {QStringLiteral("allow"), QJsonArray{QStringLiteral("registry.npmjs.org"),
                                                                        QStringLiteral("late.example")}}}));
        dir.appendEvent(lifecycle(30, QStringLiteral("warning"), QStringLiteral("Half way")));
        dir.appendEvent(lifecycle(99, QStringLiteral("state"), QStringLiteral("Finished"),
                                  {{QStringLiteral("state"), QStringLiteral("finished")}}));
        QByteArray log;
        const char *urls[] = {"http://Example.COM/A/b?q=1",
                              "http://user:pw@h.example/p#f",
                              "https://files.example.org:8443/x.tgz",
                              "http://xn--bcher-kva.de/",
                              "http://10.0.0.1/x",
                              "http://h.example/a%20b"};
        for (int i = 0; i < 6000; ++i) {
            double t = i * 0.01;
            if (i >= 700 && i < 2500 && i % 50 == 0)
                t = (i - 600) * 0.01; // logged late: earlier than rows of the batch before
            if (i >= 5000 && i < 5300)
                t = double((i * 7919) % 5000) * 0.01; // scattered over everything
            switch (i % 6) {
            case 0:
                log += accessLine(t, "TCP_DENIED", 403, "CONNECT", "late.example:443", "-", 3900);
                break;
            case 1:
                log += accessLine(t, "TCP_MISS", 200, "GET", urls[(i / 6) % 6], "93.184.216.34", 100 + i);
                break;
            case 2:
                log += accessLine(t, "TCP_DENIED", 403, "CONNECT", "[2001:db8::1]:8443", "-", 10);
                break;
            case 3:
                log += i % 997 == 3
                           ? QByteArray("a line \x01 not in the format ") + QByteArray::number(i) + '\n'
                           : accessLine(t, "TCP_TUNNEL", 200, "CONNECT", "Registry.NPMJS.org:443",
                                        "104.16.3.35", 18342);
                break;
            case 4:
                log += i == 4000 ? accessLine(t, "TCP_DENIED", 302, "GET", "http://aisb-gate-ready.invalid/",
                                              "-", 285)
                                 : accessLine(t, "NONE_NONE", 400, "GET", "error:invalid-request", "-", 0);
                break;
            default:
                log += accessLine(t, "TCP_MISS_ABORTED", 503, "GET", "http://gone.example/", "-", 0);
            }
        }
        log += "the last line, without its newline";
        QFile f(dir.accessLogPath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(log);
        f.close();

        // What the folder says, sorted at once.
        const QList<SessionLog::Record> records = SessionLog::read(dir);
        SessionLog::NetworkTimeline timeline = SessionLog::NetworkTimeline::ofSession(dir);
        for (const SessionEvent &e : dir.events())
            timeline.follow(e);
        struct Expected
        {
            SessionLogModel::Kind kind;
            qint64 ms;
            QString host, method, destination, detail;
            int status;
            qint64 bytes;
        };
        QList<Expected> expected;
        qint64 allowed = 0, denied = 0;
        for (const SessionLog::Record &r : records) {
            Expected x{SessionLogModel::Kind(int(r.kind)), r.time.toMSecsSinceEpoch(), {}, {}, {}, {}, 0, 0};
            if (r.kind == SessionLog::Kind::Lifecycle) {
                x.detail = r.event.message;
            } else if (r.kind == SessionLog::Kind::Raw) {
                x.detail = r.gate.raw;
            } else {
                const GateEvent &e = r.gate;
                x.host = e.host;
                x.method = e.method;
                x.destination = SessionLogModel::destination(e.host, e.port);
                x.status = e.httpStatus;
                x.bytes = e.bytes;
                x.detail = SessionLog::detail(e, timeline.at(e.time));
                allowed += e.allowed;
                denied += !e.allowed;
            }
            expected.append(x);
        }
        QVERIFY(expected.size() > 6000); // every line but the probe, and the events
        QCOMPARE(std::count_if(records.begin(), records.end(),
                               [](const SessionLog::Record &r) { return r.kind == SessionLog::Kind::Raw; }),
                 qsizetype(3)); // lines 3 and 5985, and the last

        SessionLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QStringList disorder;
        connect(&model, &QAbstractItemModel::rowsInserted, this, [&] {
            for (int r = 1; r < model.rowCount(); ++r)
                if (model.index(r, 0).data(SessionLogModel::SortRole).toLongLong() <
                    model.index(r - 1, 0).data(SessionLogModel::SortRole).toLongLong()) {
                    disorder << QStringLiteral("row %1 after %2 rows").arg(r).arg(model.rowCount());
                    return;
                }
        });
        QVERIFY(loadAll(model, dir));
        QVERIFY2(disorder.isEmpty(), qPrintable(disorder.join(QLatin1Char('\n'))));
        QVERIFY2(inserted.count() > 3, "rows came in one piece, not as they were read");
        QCOMPARE(reset.count(), 2); // clear() at the start, and the scattered batch
        QCOMPARE(model.rowCount(), int(expected.size()));
        QCOMPARE(model.allowedCount(), allowed);
        QCOMPARE(model.deniedCount(), denied);
        for (int r = 0; r < model.rowCount(); ++r) {
            const Expected &x = expected.at(r);
            const auto cell = [&](int column, int role = Qt::DisplayRole) {
                return model.index(r, column).data(role);
            };
            QCOMPARE(model.kindAt(r), x.kind);
            QCOMPARE(cell(SessionLogModel::TimeColumn, SessionLogModel::SortRole).toLongLong(), x.ms);
            QCOMPARE(model.hostAt(r), x.host);
            QCOMPARE(cell(SessionLogModel::MethodColumn).toString(), x.method);
            QCOMPARE(cell(SessionLogModel::DestinationColumn).toString(), x.destination);
            QCOMPARE(cell(SessionLogModel::DetailColumn).toString(), x.detail);
            if (x.kind == SessionLogModel::Kind::Allowed || x.kind == SessionLogModel::Kind::Denied) {
                QCOMPARE(cell(SessionLogModel::StatusColumn, SessionLogModel::SortRole).toInt(), x.status);
                QCOMPARE(cell(SessionLogModel::BytesColumn, SessionLogModel::SortRole).toLongLong(), x.bytes);
            }
        }
        // Spot checks of the words, not only agreement with `logs`.
        const auto detailOf = [&](const QString &host, qint64 beforeMs) {
            for (int r = 0; r < model.rowCount(); ++r)
                if (model.hostAt(r) == host &&
                    (beforeMs < 0 ||
                     model.index(r, 0).data(SessionLogModel::SortRole).toLongLong() < beforeMs))
                    return model.index(r, SessionLogModel::DetailColumn).data().toString();
            return QString();
        };
        QCOMPARE(detailOf(QStringLiteral("late.example"), at(25).toMSecsSinceEpoch()),
                 QStringLiteral("Not on the allowlist — Refused by the gate"));
        QCOMPARE(detailOf(QStringLiteral("2001:db8::1"), -1),
                 QStringLiteral("Port 8443 is not allowed — Refused by the gate"));
        QCOMPARE(detailOf(QStringLiteral("example.com"), -1),
                 QStringLiteral("Fetched from the server · http://example.com/A/b → 93.184.216.34"));
        QCOMPARE(detailOf(QStringLiteral("h.example"), -1),
                 QStringLiteral("Fetched from the server · http://h.example/p → 93.184.216.34"));
        // The last line, malformed and without its newline: a raw row at the time of the line
        // before it (59.99 s), so before "Finished" (99 s).
        const int lastLine = rowOf(&model, SessionLogModel::DetailColumn,
                                   QStringLiteral("the last line, without its newline"));
        QVERIFY(lastLine > 0);
        QCOMPARE(model.kindAt(lastLine), SessionLogModel::Kind::Raw);
        QCOMPARE(model.index(lastLine, 0).data(SessionLogModel::SortRole).toLongLong(),
                 at(59.99).toMSecsSinceEpoch());
        QCOMPARE(model.index(model.rowCount() - 1, SessionLogModel::DetailColumn).data().toString(),
                 QStringLiteral("Finished"));

        // A table that keeps fewer rows keeps the newest of them; the counters count all.
        SessionLogModel small;
        small.setMaxRows(1000);
        QVERIFY(loadAll(small, dir));
        QCOMPARE(small.rowCount(), 1000);
        QCOMPARE(small.droppedRows(), qint64(expected.size() - 1000));
        QCOMPARE(small.allowedCount(), allowed);
        QCOMPARE(small.deniedCount(), denied);
        for (int r = 0; r < 1000; ++r) {
            const Expected &x = expected.at(expected.size() - 1000 + r);
            QCOMPARE(small.index(r, 0).data(SessionLogModel::SortRole).toLongLong(), x.ms);
            QCOMPARE(small.index(r, SessionLogModel::DetailColumn).data().toString(), x.detail);
        }

        // The same folder followed live (its events and gate lines as a running Session reports
        // them) makes the same rows, cell by cell: the live path and the loader convert alike.
        Podman podman(PodmanConnection{});
        Session::Options o;
        o.projectDir = m_project;
        o.policy.network = *SessionLog::NetworkTimeline::ofSession(dir).stepNetwork(0);
        Session session(&podman, o);
        SessionLogModel live;
        live.attach(&session);
        for (const SessionEvent &e : dir.events())
            Q_EMIT session.eventAdded(e);
        Q_EMIT session.gateEvents(GateEvent::parseAll(log, true));
        live.flush();
        const auto cells = [](const SessionLogModel &m) {
            QStringList rows;
            for (int r = 0; r < m.rowCount(); ++r) {
                QStringList row{QString::number(int(m.kindAt(r))),
                                m.index(r, 0).data(SessionLogModel::SortRole).toString()};
                for (int c = 0; c < SessionLogModel::ColumnCount; ++c)
                    row << m.index(r, c).data().toString() << m.index(r, c).data(Qt::ToolTipRole).toString();
                rows << row.join(QLatin1Char('|'));
            }
            rows.sort();
            return rows;
        };
        QCOMPARE(live.rowCount(), model.rowCount());
        QCOMPARE(live.allowedCount(), allowed);
        QCOMPARE(live.deniedCount(), denied);
        QCOMPARE(cells(live), cells(model));
    }

    // Picking another session while a long one is still being read: the older load stops, none of
    // its rows arrive after the newer one started, and only the newer one reports loaded(). A model
    // that goes away mid-load takes its worker with it.
    void newerLoadCancelsTheOlder()
    {
        QTemporaryDir root;
        const SessionDir big = SessionDir::create(QStringLiteral("x"), root.path());
        const SessionDir small = SessionDir::create(QStringLiteral("x"), root.path());
        QVERIFY(big.isValid() && small.isValid());
        {
            QFile f(big.accessLogPath());
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray chunk;
            for (int i = 0; i < 300000; ++i) {
                chunk += accessLine(i * 0.001, "TCP_TUNNEL", 200, "CONNECT", "big.example:443", "1.2.3.4", 1);
                if (chunk.size() > (1 << 20)) {
                    f.write(chunk);
                    chunk.clear();
                }
            }
            f.write(chunk);
            QFile g(small.accessLogPath());
            QVERIFY(g.open(QIODevice::WriteOnly));
            g.write(accessLine(1, "TCP_DENIED", 403, "CONNECT", "small.example:443", "-", 1) +
                    accessLine(2, "TCP_DENIED", 403, "CONNECT", "small.example:443", "-", 1));
        }
        SessionLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&model, &SessionLogModel::loaded);
        model.loadDirectory(big);
        QTRY_VERIFY(model.rowCount() > 0); // under way: its first rows are in
        QVERIFY(model.isLoading());
        QVERIFY(model.rowCount() < 300000);
        QStringList foreign;
        connect(&model, &QAbstractItemModel::rowsInserted, this,
                [&](const QModelIndex &, int first, int last) {
                    for (int r = first; r <= last; ++r)
                        if (model.hostAt(r) != QStringLiteral("small.example"))
                            foreign << model.hostAt(r);
                });
        model.loadDirectory(small);
        QVERIFY(loaded.wait(30000));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.deniedCount(), 2);
        QCOMPARE(model.allowedCount(), 0);
        // Whatever the big load had queued before it stopped is behind us after one more load.
        QVERIFY(loadAll(model, small));
        QCOMPARE(model.rowCount(), 2);
        QVERIFY2(foreign.isEmpty(), qPrintable(foreign.mid(0, 3).join(QLatin1Char(' '))));

        {
            SessionLogModel gone;
            gone.loadDirectory(big);
            QTRY_VERIFY(gone.rowCount() > 0);
        } // its destructor stops and waits for the worker: nothing is delivered to a dead model
        // clear() cancels too.
        SessionLogModel cleared;
        QSignalSpy clearedLoaded(&cleared, &SessionLogModel::loaded);
        cleared.loadDirectory(big);
        cleared.clear();
        QVERIFY(!cleared.isLoading());
        QVERIFY(loadAll(cleared, small));
        QCOMPARE(cleared.rowCount(), 2);
    }

    // The URL a row shows is worked out without QUrl for a plain one (most of a log): it must be
    // exactly what QUrl shows (no user info, query or fragment), for plain and odd URLs alike.
    void shownUrlIsWhatQUrlShows()
    {
        const QStringList urls = {
            QStringLiteral("http://registry.npmjs.org/pkg/-/x-1.0.0.tgz"),
            QStringLiteral("http://a.example/~x!$&'()*+,;=:@/y-_.Z"),
            QStringLiteral("http://a.example:8080"),
            QStringLiteral("http://a.example:080/x"),
            QStringLiteral("http://a.example:65536/x"),
            QStringLiteral("http://a.example:/x"),
            QStringLiteral("http://A.example/x"),
            QStringLiteral("HTTP://a.example/x"),
            QStringLiteral("http://xn--bcher-kva.de/"),
            QStringLiteral("http://1.2.3.4/x"),
            QStringLiteral("http://010.1.1.1/x"),
            QStringLiteral("http://h.example/x%41%2f"),
            QStringLiteral("http://h.example./x"),
            QStringLiteral("http://h..example/"),
            QStringLiteral("http://-h.example/"),
            QStringLiteral("http://h_x.example/"),
            QStringLiteral("http://user:pw@h.example/p"),
            QStringLiteral("http://h.example/a?b#c"),
            QStringLiteral("http://h.example#c"),
            QStringLiteral("http://h.example?x"),
            QStringLiteral("ftp://h.example/x"),
            QStringLiteral("http://h.example/a b"),
            QStringLiteral("http://h.example/a[b]"),
            QStringLiteral("http://[2001:db8::1]:8080/x"),
            QStringLiteral("http://bücher.de/x"),
            QStringLiteral("error:invalid-request"),
            QStringLiteral("http://h.example/./a/../b"),
        };
        int plain = 0;
        for (const QString &u : urls) {
            const QUrl q(u);
            const QString expected =
                q.isValid() ? q.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment)
                            : u.section(QLatin1Char('?'), 0, 0).section(QLatin1Char('#'), 0, 0);
            QCOMPARE(SessionLog::shownUrl(u), expected);
            QCOMPARE(SessionLog::shownUrlUtf8(u.toUtf8()), expected.toUtf8());
            plain += SessionLog::plainUrlLength(u.toUtf8()) >= 0;
        }
        QVERIFY2(plain >= 6, "the common URLs take the way without QUrl");
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
        Q_EMIT session.gateEvents({gate(1, false, QStringLiteral("evil.example"))});
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
        // As the gate reports them: a list per read of its log, many reads before the next turn.
        for (int read = 0; read < 20; ++read) {
            QList<GateEvent> lines;
            for (int i = read * 1000; i < (read + 1) * 1000; ++i)
                lines.append(gate(2 + i * 0.001, i % 4 != 0, QStringLiteral("h%1.example").arg(i)));
            Q_EMIT session.gateEvents(lines);
        }
        model.flush();
        qInfo("20,000 gate events appended in %lld ms", timer.elapsed());
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(model.rowCount(), 5000);
        QCOMPARE(model.allowedCount(), 15000);
        QCOMPARE(model.deniedCount(), 5001);
        QCOMPARE(model.droppedRows(), 20002 - 5000);
        QCOMPARE(model.hostAt(4999), QStringLiteral("h19999.example")); // the newest rows stay
        // A later batch pushes the oldest rows out.
        Q_EMIT session.gateEvents({gate(30, true, QStringLiteral("last.example"))});
        model.flush();
        QCOMPARE(model.rowCount(), 5000);
        QCOMPARE(model.hostAt(4999), QStringLiteral("last.example"));
        QCOMPARE(model.hostAt(0), QStringLiteral("h15001.example"));
    }

    void filterByKindAndText()
    {
        SessionLogModel model;
        QVERIFY(loadAll(model, SessionDir::open(m_finishedId, m_sessions)));
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

    // [[credentials]]: a request the gate added a credential to is marked (a key beside the method,
    // the rule's name in the detail and CredentialRole) and counted, live and from the log file.
    void credentialRequestsAreMarked()
    {
        SessionLogModel model;
        GateEvent e = gate(10, true, QStringLiteral("api.anthropic.com"));
        e.method = QStringLiteral("POST");
        e.url = QStringLiteral("http://api.anthropic.com/v1/messages");
        e.credential = QStringLiteral("anthropic");
        model.appendGateEvent(e);
        model.appendGateEvent(gate(11, true, QStringLiteral("example.com")));
        model.flush();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.credentialCount(), 1);
        const QModelIndex marked = model.index(0, SessionLogModel::MethodColumn);
        const QModelIndex plain = model.index(1, SessionLogModel::MethodColumn);
        QCOMPARE(marked.data(SessionLogModel::CredentialRole).toString(), QStringLiteral("anthropic"));
        QVERIFY(plain.data(SessionLogModel::CredentialRole).toString().isEmpty());
        QVERIFY(!marked.data(Qt::DecorationRole).isNull());
        QVERIFY(plain.data(Qt::DecorationRole).isNull());
        QVERIFY(model.index(0, SessionLogModel::DetailColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("anthropic")));
        QVERIFY(!model.index(1, SessionLogModel::DetailColumn)
                     .data()
                     .toString()
                     .contains(QLatin1String("credential")));

        // From a session folder's access log (9th column), as the loader reads it.
        QTemporaryDir root;
        const SessionDir dir = SessionDir::create(QStringLiteral("cred"), root.path());
        QVERIFY(dir.isValid());
        QVERIFY(QDir().mkpath(QFileInfo(dir.accessLogPath()).path()));
        QFile log(dir.accessLogPath());
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write(
            "1764968400.123\t10.0.2.100\tTCP_MISS/200\t200\tPOST\thttp://api.anthropic.com/v1/messages\t"
            "127.0.0.1\t512\tanthropic\n"
            "1764968401.123\t10.0.2.100\tTCP_TUNNEL/200\t200\tCONNECT\texample.com:443\t"
            "198.51.100.7\t4096\t-\n");
        log.close();
        SessionLogModel loadedModel;
        QVERIFY(loadAll(loadedModel, dir));
        QCOMPARE(loadedModel.credentialCount(), 1);
        QCOMPARE(loadedModel.allowedCount(), 2);
    }

    void pageListsSessionsAndCounts()
    {
        SessionLogPage page;
        page.setSessionsRoot(m_sessions);
        page.resize(1000, 600);
        page.setCurrentProject(m_empty);
        QVERIFY(settled(page));
        QVERIFY(page.showsPlaceholder());
        QCOMPARE(page.sessionSelector()->count(), 0);

        page.setCurrentProject(m_project);
        QVERIFY(settled(page));
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
        QVERIFY(settled(page));
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

    // The list of past sessions is read on a worker: setCurrentProject returns before a single
    // events.jsonl is read, the newest sessions arrive first, the list ends up complete and newest
    // first, and a project picked meanwhile wins over the one before.
    void sessionListIsReadOffTheGuiThread()
    {
        QTemporaryDir root;
        const QString mine = makeProject(QStringLiteral("many-mine"), "[image]\nharness = \"shell\"\n");
        const QString theirs = makeProject(QStringLiteral("many-theirs"), "[image]\nharness = \"shell\"\n");
        QStringList ids;
        for (int i = 0; i < 130; ++i) {
            const SessionDir d = SessionDir::create(QStringLiteral("x"), root.path());
            QVERIFY(d.isValid());
            SessionEvent e = lifecycle(i * 60, QStringLiteral("state"), QStringLiteral("Finished"),
                                       {{QStringLiteral("state"), QStringLiteral("finished")},
                                        {QStringLiteral("project"), i % 2 ? theirs : mine},
                                        {QStringLiteral("exitCode"), 0}});
            d.appendEvent(e);
            if (i % 2 == 0)
                ids.prepend(d.id()); // newest first
        }
        SessionLogPage page;
        page.setSessionsRoot(root.path());
        QSignalSpy listed(&page, &SessionLogPage::sessionsListed);
        page.setCurrentProject(theirs);
        page.setCurrentProject(mine);
        QVERIFY(page.isListingSessions());
        QCOMPARE(page.sessionSelector()->count(), 0); // nothing read on this thread
        QVERIFY(settled(page));
        QCOMPARE(listed.count(), 1); // the list for `theirs` was dropped
        QCOMPARE(page.sessionSelector()->count(), 65);
        for (int i = 0; i < 65; ++i)
            QCOMPARE(page.sessionSelector()->itemData(i, Qt::UserRole + 1).toString(), ids.at(i));
        QCOMPARE(page.currentSessionId(), ids.first());
        QVERIFY(!page.showsPlaceholder());
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
        QVERIFY(settled(page));
        QCOMPARE(page.currentSessionId(), m_failedId);

        Session session(&podman, sessionOptions(m_project, NetworkMode::None));
        QSignalSpy finished(&session, &Session::finished);
        session.start();
        page.watch(&session);
        // The new session is shown, first in the list and marked running.
        const QString id = session.directory().id();
        QCOMPARE(page.currentSessionId(), id);
        QVERIFY(settled(page));
        QCOMPARE(page.currentSessionId(), id);
        QCOMPARE(page.sessionSelector()->currentIndex(), 0);
        QVERIFY2(page.sessionSelector()->itemText(0).contains(QStringLiteral("running")),
                 qPrintable(page.sessionSelector()->itemText(0)));
        QVERIFY(page.model()->rowCount() >= 1); // what it logged before watch()

        // Gate lines arrive while it runs; the view follows the end.
        for (int i = 0; i < 400; ++i)
            Q_EMIT session.gateEvents({gate(i, i % 2 == 0, QStringLiteral("h%1.example").arg(i))});
        QTRY_COMPARE(page.model()->deniedCount(), 200);
        QTRY_VERIFY(page.view()->verticalScrollBar()->maximum() > 0);
        QTRY_COMPARE(page.view()->verticalScrollBar()->value(), page.view()->verticalScrollBar()->maximum());
        QVERIFY(page.countsLabel()->text().contains(QStringLiteral("200 denied")));
        // Scrolled up, it stays where the reader is.
        page.view()->verticalScrollBar()->setValue(0);
        Q_EMIT session.gateEvents({gate(500, false, QStringLiteral("late.example"))});
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

    // Issue 12: an allowlist change made by another process (`ai-sandbox allow HOST --session ID`
    // writes a "policy" event into the session's events.jsonl) shows in the Log tab of the session
    // the app owns, without reopening it: the policy row appears, and the gate's rows after it are
    // judged by the new allowlist. Here the other process is a shell appending the line
    // GateReconfigure writes.
    void changesFromOtherProcessesReachTheWatchedSession()
    {
        PodmanConnection conn;
        conn.program = m_fake.program();
        Podman podman(conn);
        const QString project = makeProject(QStringLiteral("followed"), "[network]\nmode = \"allowlist\"\n");
        SessionLogPage page;
        page.setSessionsRoot(m_sessions);
        page.resize(1000, 400);
        page.show();
        page.setCurrentProject(project);

        Session::Options o = sessionOptions(project, NetworkMode::Allowlist);
        o.policy.network.allow = {QStringLiteral("deb.debian.org")};
        o.policy.network.ports = {80, 443};
        Session session(&podman, o);
        session.start();
        page.watch(&session);
        QCOMPARE(page.currentSessionId(), session.directory().id());
        const auto detailOf = [&](const QString &host, double seconds) {
            const QAbstractItemModel *m = page.model();
            const qint64 ms = at(seconds).toMSecsSinceEpoch();
            for (int r = 0; r < m->rowCount(); ++r)
                if (m->index(r, 0).data(SessionLogModel::SortRole).toLongLong() == ms &&
                    m->index(r, 0).data(SessionLogModel::HostRole).toString() == host)
                    return m->index(r, SessionLogModel::DetailColumn).data().toString();
            return QString();
        };
        Q_EMIT session.gateEvents({gate(50, false, QStringLiteral("example.org"))});
        QTRY_VERIFY(
            detailOf(QStringLiteral("example.org"), 50).startsWith(QStringLiteral("Not on the allowlist")));

        // Another process records the change.
        SessionEvent change = lifecycle(
            100, QStringLiteral("policy"), QStringLiteral("tester (command line) allowed example.org"),
            {{QStringLiteral("action"), QStringLiteral("allow")},
             {QStringLiteral("hosts"), QJsonArray{QStringLiteral("example.org")}},
             {QStringLiteral("who"), QStringLiteral("tester (command line)")},
             {QStringLiteral("allow"),
              QJsonArray{QStringLiteral("deb.debian.org"), QStringLiteral("example.org")}},
             {QStringLiteral("allowlist_sha256"), QStringLiteral("00")},
             {QStringLiteral("ok"), true}});
        QProcess other;
        other.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("cat >> \"$0\""),
                                                session.directory().eventsPath()});
        QVERIFY(other.waitForStarted());
        other.write(QJsonDocument(change.toJson()).toJson(QJsonDocument::Compact) + '\n');
        other.closeWriteChannel();
        QVERIFY(other.waitForFinished());
        QCOMPARE(other.exitCode(), 0);

        // The policy row appears, once, without reopening the session.
        const auto policyRows = [&] {
            int n = 0;
            for (int r = 0; r < page.model()->rowCount(); ++r)
                n += page.model()->index(r, SessionLogModel::KindColumn).data().toString() ==
                     QLatin1String("Policy");
            return n;
        };
        QTRY_COMPARE_WITH_TIMEOUT(policyRows(), 1, 5000);
        QCOMPARE(page.currentSessionId(), session.directory().id());
        // Rows after it are judged by the new allowlist; the one before keeps its reason.
        Q_EMIT session.gateEvents({gate(150, false, QStringLiteral("example.org"))});
        QTRY_VERIFY(!detailOf(QStringLiteral("example.org"), 150).isEmpty());
        QVERIFY2(
            !detailOf(QStringLiteral("example.org"), 150).startsWith(QStringLiteral("Not on the allowlist")),
            qPrintable(detailOf(QStringLiteral("example.org"), 150)));
        QVERIFY(
            detailOf(QStringLiteral("example.org"), 50).startsWith(QStringLiteral("Not on the allowlist")));
        QCOMPARE(policyRows(), 1);
    }

    // Issues 12 and 20: packets the firewall dropped are rows ("Blocked", destination, the reason),
    // counted apart, shown by the Denied filter, exported with their fields; a summary row counts
    // the packets the rate limit left out.
    void firewallDropsAreRows()
    {
        const QString project = makeProject(QStringLiteral("dropping"), "[network]\nmode = \"allowlist\"\n");
        const QString id = writeSession(
            project, 0,
            {lifecycle(
                 1, QStringLiteral("firewall"),
                 QStringLiteral("UDP to 10.0.2.2:53 dropped: Blocked by the firewall: not through the gate"),
                 {{QStringLiteral("protocol"), QStringLiteral("udp")},
                  {QStringLiteral("address"), QStringLiteral("10.0.2.2")},
                  {QStringLiteral("port"), 53},
                  {QStringLiteral("count"), 1},
                  {QStringLiteral("reason"),
                   QStringLiteral("Blocked by the firewall: not through the gate")}}),
             lifecycle(3, QStringLiteral("firewall"),
                       QStringLiteral("977 more packets dropped by the firewall"),
                       {{QStringLiteral("count"), 977},
                        {QStringLiteral("reason"),
                         QStringLiteral("Blocked by the firewall: not through the gate")}})},
            accessLine(2, "TCP_TUNNEL", 200, "CONNECT", "deb.debian.org:443", "151.101.2.132", 100));
        QVERIFY(!id.isEmpty());
        SessionLogModel model;
        QVERIFY(loadAll(model, SessionDir::open(id, m_sessions)));
        const int drop = rowOf(&model, SessionLogModel::DestinationColumn, QStringLiteral("10.0.2.2:53"));
        QVERIFY(drop >= 0);
        QCOMPARE(model.kindAt(drop), SessionLogModel::Kind::Dropped);
        QCOMPARE(model.index(drop, SessionLogModel::KindColumn).data().toString(), QStringLiteral("Blocked"));
        QCOMPARE(model.index(drop, SessionLogModel::MethodColumn).data().toString(), QStringLiteral("UDP"));
        QVERIFY(model.index(drop, SessionLogModel::DetailColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("not through the gate")));
        QCOMPARE(model.blockedCount(), 978);
        QCOMPARE(model.deniedCount(), 0);
        QCOMPARE(model.allowedCount(), 1);

        SessionLogFilter filter;
        filter.setLogModel(&model);
        filter.setShow(SessionLogFilter::Show::Denied);
        QCOMPARE(filter.rowCount(), 2); // the drop and the summary

        const QList<QByteArray> lines = model.exportJsonLines({drop}, id).trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        const QJsonObject o = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("dropped"));
        QCOMPARE(o.value(QStringLiteral("protocol")).toString(), QStringLiteral("udp"));
        QCOMPARE(o.value(QStringLiteral("address")).toString(), QStringLiteral("10.0.2.2"));
        QCOMPARE(o.value(QStringLiteral("port")).toInt(), 53);
        QCOMPARE(o.value(QStringLiteral("count")).toInt(), 1);
        // The same fields as `logs --json` of the folder.
        const QList<SessionLog::Record> records = SessionLog::read(SessionDir::open(id, m_sessions));
        int dropped = 0;
        for (const SessionLog::Record &r : records)
            if (r.kind == SessionLog::Kind::Dropped) {
                const QJsonObject j = SessionLog::toJson(r, id, std::nullopt);
                QCOMPARE(j.value(QStringLiteral("kind")).toString(), QStringLiteral("dropped"));
                dropped += j.value(QStringLiteral("count")).toInt();
            }
        QCOMPARE(dropped, 978);

        SessionLogPage page;
        page.setSessionsRoot(m_sessions);
        page.setCurrentProject(project);
        QVERIFY(settled(page)); // the list is read off the GUI thread
        QVERIFY(page.selectSession(id));
        QVERIFY(settled(page));
        QVERIFY2(page.countsLabel()->text().contains(QStringLiteral("978 blocked by the firewall")),
                 qPrintable(page.countsLabel()->text()));
    }

    // On a 1024 px screen the tab gets about 780 px beside the project list: the page never asks
    // for more, whatever row is selected (long host names included).
    void fitsSmallScreens()
    {
        SessionLogPage page;
        page.setSessionsRoot(m_sessions);
        page.setCurrentProject(m_project);
        QVERIFY(settled(page));
        QVERIFY(page.selectSession(m_finishedId));
        QVERIFY(settled(page));
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
        QVERIFY(settled(page));
        QVERIFY(page.selectSession(m_finishedId));
        QVERIFY(settled(page));
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
        QVERIFY(settled(page));
        QVERIFY(page.selectSession(m_finishedId));
        QVERIFY(settled(page));
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
