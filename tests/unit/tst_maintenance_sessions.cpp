// SPDX-License-Identifier: GPL-3.0-or-later
// `ai-sandbox sessions` from fake session folders (the table and --json), and the maintenance
// commands' usage errors that need no podman.
#include "cli/cli.h"
#include "fakepodman.h"
#include "maintenance/sessionreaper.h"
#include "maintenance/sessiontable.h"
#include "session/sessiondir.h"
#include "util/paths.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace aisb;

namespace {

SessionEvent ev(const QDateTime &t, const QString &kind, const QJsonObject &data)
{
    SessionEvent e;
    e.time = t;
    e.kind = kind;
    e.message = kind;
    e.data = data;
    return e;
}

// A session folder with the events a real session writes: preparing (with the project), then
// the given states.
QString makeSession(const QString &root, const QString &id, const QDateTime &start, const QString &project,
                    const QStringList &states, int exitCode = -1)
{
    QDir().mkpath(root + QLatin1Char('/') + id);
    const SessionDir dir = SessionDir::open(id, root);
    dir.appendEvent(
        ev(start, QStringLiteral("state"),
           {{QStringLiteral("state"), QStringLiteral("preparing")}, {QStringLiteral("project"), project}}));
    int n = 1;
    for (const QString &s : states) {
        QJsonObject d{{QStringLiteral("state"), s}};
        if (s == QLatin1String("finished"))
            d.insert(QStringLiteral("exitCode"), exitCode);
        dir.appendEvent(ev(start.addSecs(n++), QStringLiteral("state"), d));
    }
    return dir.path();
}

struct CliRun
{
    int code = 0;
    QString out;
    QString err;
};

CliRun runCli(const QStringList &args)
{
    CliRun r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    Cli cli(out, err);
    r.code = cli.run(args, QDir::tempPath());
    out.flush();
    err.flush();
    return r;
}

const QDateTime t0(QDate(2026, 12, 2), QTime(10, 0), QTimeZone::utc());

} // namespace

class TestMaintenanceSessions : public QObject
{
    Q_OBJECT
    QTemporaryDir m_state;

private Q_SLOTS:
    // An owner is alive only while its process runs: a killed one that its parent has not reaped
    // yet (a zombie, as under a wrapper that is slow to wait) counts as gone; a reused pid differs.
    void ownerAliveOnlyWhileRunning()
    {
        QVERIFY(SessionDir::processStartTime(::getpid()) > 0);
        QCOMPARE(SessionDir::processStartTime(0), qint64(0));
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            for (;;)
                ::pause();
        }
        const qint64 started = SessionDir::processStartTime(child);
        QVERIFY(started > 0);
        QCOMPARE(::kill(child, SIGKILL), 0);
        siginfo_t info{};
        // Waits until the child has exited but leaves it unreaped (WNOWAIT): a zombie.
        QCOMPARE(::waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT), 0);
        QVERIFY(QFileInfo::exists(QStringLiteral("/proc/%1/stat").arg(child))); // a zombie
        QCOMPARE(SessionDir::processStartTime(child), qint64(0));
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QCOMPARE(SessionDir::processStartTime(child), qint64(0));
    }

    void initTestCase()
    {
        QVERIFY(m_state.isValid());
        qputenv("XDG_STATE_HOME", m_state.path().toUtf8());
        const QString root = Paths::sessionsDir();
        makeSession(root, QStringLiteral("20261202-100000-aaaaaa"), t0, QStringLiteral("/home/u/alpha"),
                    {QStringLiteral("running"), QStringLiteral("finished")}, 0);
        makeSession(root, QStringLiteral("20261202-110000-bbbbbb"), t0.addSecs(3600),
                    QStringLiteral("/home/u/beta"), {QStringLiteral("running"), QStringLiteral("finished")},
                    3);
        makeSession(root, QStringLiteral("20261202-120000-cccccc"), t0.addSecs(7200),
                    QStringLiteral("/home/u/gamma"), {QStringLiteral("running")});
        makeSession(root, QStringLiteral("20261202-090000-dddddd"), t0.addSecs(-3600),
                    QStringLiteral("/home/u/delta"), {QStringLiteral("failed")});
        QDir().mkpath(root + QStringLiteral("/20261202-080000-eeeeee")); // no events.jsonl at all
    }

    void cleanupTestCase() { qunsetenv("XDG_STATE_HOME"); }

    void tableNewestFirst()
    {
        const QString text = SessionTable::text(SessionDir::list());
        const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 6);
        QVERIFY(lines[0].startsWith(QLatin1String("ID")));
        for (const char *col : {"STATE", "EXIT", "STARTED", "PROJECT"})
            QVERIFY2(lines[0].contains(QLatin1String(col)), col);
        QVERIFY(lines[1].startsWith(QLatin1String("20261202-120000-cccccc")));
        QVERIFY(lines[1].contains(QLatin1String("running")));
        QVERIFY(lines[1].contains(QLatin1String("/home/u/gamma")));
        QVERIFY(lines[2].startsWith(QLatin1String("20261202-110000-bbbbbb")));
        QVERIFY(lines[2].contains(QLatin1String("finished")));
        QVERIFY(lines[3].startsWith(QLatin1String("20261202-100000-aaaaaa")));
        QVERIFY(lines[4].contains(QLatin1String("failed")));
        // The folder without events is listed last, state unknown.
        QVERIFY(lines[5].startsWith(QLatin1String("20261202-080000-eeeeee")));
        QVERIFY(lines[5].contains(QLatin1String("unknown")));
        // Columns line up: EXIT starts at the same offset on every line.
        const qsizetype exitCol = lines[0].indexOf(QLatin1String("EXIT"));
        QCOMPARE(lines[2].mid(exitCol, 1), QStringLiteral("3"));
        QCOMPARE(lines[3].mid(exitCol, 1), QStringLiteral("0"));
        QCOMPARE(lines[1].mid(exitCol, 1), QStringLiteral("-"));
        const QString started =
            t0.addSecs(3600).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        QVERIFY(lines[2].contains(started));
    }

    void staleSessions()
    {
        const QList<SessionDir::Summary> list = SessionDir::list();
        const auto marked = SessionTable::markStale(list, {QStringLiteral("20261202-100000-aaaaaa")});
        QStringList states;
        for (const auto &s : SessionTable::sorted(marked))
            states << s.state;
        // gamma says running but has no container; finished and failed ones are left as they are.
        QCOMPARE(states, (QStringList{QStringLiteral("stale"), QStringLiteral("finished"),
                                      QStringLiteral("finished"), QStringLiteral("failed"), QString()}));
        const auto kept = SessionTable::markStale(list, {QStringLiteral("20261202-120000-cccccc")});
        QCOMPARE(SessionTable::sorted(kept).first().state, QStringLiteral("running"));
    }

    void cliSessionsTable()
    {
        // A podman that knows the running session's container.
        test::FakePodman fake("echo '[{\"Id\":\"c1\",\"Names\":[\"x\"],\"Labels\":{\"io.aisb.session\":"
                              "\"20261202-120000-cccccc\"}}]'");
        qputenv("AISB_PODMAN", fake.program().toUtf8());
        const CliRun r = runCli({QStringLiteral("sessions")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QCOMPARE(r.out, SessionTable::text(SessionDir::list()));
        // One that does not: the session's end was never written.
        test::FakePodman none("echo '[]'");
        qputenv("AISB_PODMAN", none.program().toUtf8());
        const CliRun r2 = runCli({QStringLiteral("sessions")});
        qunsetenv("AISB_PODMAN");
        QCOMPARE(r2.code, 0);
        QVERIFY(r2.out.split(QLatin1Char('\n')).at(1).contains(QLatin1String("stale")));
    }

    void cliSessionsJson()
    {
        test::FakePodman fake("echo '[]'");
        qputenv("AISB_PODMAN", fake.program().toUtf8());
        const CliRun r = runCli({QStringLiteral("sessions"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &pe);
        QCOMPARE(pe.error, QJsonParseError::NoError);
        const QJsonArray a = doc.array();
        qunsetenv("AISB_PODMAN");
        QCOMPARE(a.size(), 5);
        const QJsonObject first = a.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("20261202-120000-cccccc"));
        QVERIFY(first.value(QStringLiteral("exit_code")).isNull());
        QCOMPARE(first.value(QStringLiteral("state")).toString(), QStringLiteral("stale"));
        const QJsonObject second = a.at(1).toObject();
        QCOMPARE(second.value(QStringLiteral("exit_code")).toInt(), 3);
        QCOMPARE(second.value(QStringLiteral("project")).toString(), QStringLiteral("/home/u/beta"));
        QCOMPARE(second.value(QStringLiteral("started")).toString(), QStringLiteral("2026-12-02T11:00:00Z"));
        QCOMPARE(second.value(QStringLiteral("ended")).toString(), QStringLiteral("2026-12-02T11:00:02Z"));
    }

    void cliSessionsEmpty()
    {
        QTemporaryDir other;
        qputenv("XDG_STATE_HOME", other.path().toUtf8());
        const CliRun r = runCli({QStringLiteral("sessions")});
        qputenv("XDG_STATE_HOME", m_state.path().toUtf8());
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QLatin1String("No sessions")));
    }

    // A remote session's leftovers on its service: only the files volumes of that session's sandbox
    // and gate; never the project's volume, another session's, or a name that only contains the id.
    void remoteSessionVolumesAreOnlyThatSessions()
    {
        const QString id = QStringLiteral("20261206-043000-abc123");
        PodmanResult listing;
        listing.exitCode = 0;
        listing.stdoutData = R"([{"Name":"aisb-p-20261206-043000-abc123-files"},
            {"Name":"aisb-p-20261206-043000-abc123-gate-files"},
            {"Name":"aisb-rproj-p"},
            {"Name":"aisb-p-20261206-043000-abc124-files"},
            {"Name":"mine-20261206-043000-abc123-files"},
            {"Name":"aisb-p-20261206-043000-abc123-files-x"},
            {"Name":"aisb-home-p"}])";
        QCOMPARE(SessionReaper::remoteSessionVolumes(listing, id),
                 (QStringList{QStringLiteral("aisb-p-20261206-043000-abc123-files"),
                              QStringLiteral("aisb-p-20261206-043000-abc123-gate-files")}));
        QVERIFY(SessionReaper::remoteSessionVolumes(listing, QString()).isEmpty());
        listing.exitCode = 125; // podman could not say: nothing is removed
        QVERIFY(SessionReaper::remoteSessionVolumes(listing, id).isEmpty());
    }

    // Sessions grouped by the engine they recorded: this machine's first, each service once, with
    // the front end's podman program.
    void sessionsByEngine()
    {
        SessionDir::Summary local, a1, b, a2;
        local.id = QStringLiteral("l");
        a1.id = QStringLiteral("a1");
        a1.engineUrl = QStringLiteral("unix:///run/a.sock");
        b.id = QStringLiteral("b");
        b.engineConnection = QStringLiteral("server-b");
        a2.id = QStringLiteral("a2");
        a2.engineUrl = a1.engineUrl;
        PodmanConnection invoking;
        invoking.program = QStringLiteral("/opt/podman");
        invoking.url = QStringLiteral("unix:///ignored.sock"); // the session's own record decides
        const auto groups = SessionReaper::byEngine({a1, local, b, a2}, invoking);
        QCOMPARE(groups.size(), 3);
        QVERIFY(!groups[0].first.isRemote());
        QCOMPARE(groups[0].first.program, QStringLiteral("/opt/podman"));
        QCOMPARE(groups[0].second.size(), 1);
        QCOMPARE(groups[1].first.url, QStringLiteral("unix:///run/a.sock"));
        QCOMPARE(groups[1].second.size(), 2);
        QCOMPARE(groups[2].first.connection, QStringLiteral("server-b"));
        QCOMPARE(groups[2].first.program, QStringLiteral("/opt/podman"));
        QVERIFY(SessionReaper::byEngine({a1}, invoking).size() == 1); // no empty local group
        QVERIFY(SessionReaper::byEngine({}, invoking).isEmpty());
    }

    void gateUsageErrors()
    {
        CliRun r = runCli({QStringLiteral("gate"), QStringLiteral("up"), QStringLiteral("Bad/Name")});
        QCOMPARE(r.code, int(Cli::Usage));
        QVERIFY(r.err.contains(QLatin1String("Bad/Name")));
        r = runCli({QStringLiteral("gate"), QStringLiteral("sideways")});
        QCOMPARE(r.code, int(Cli::Usage));
        QVERIFY(r.err.contains(QLatin1String("up, down or status")));
        // No records: status says how to start one, without asking podman.
        r = runCli({QStringLiteral("gate"), QStringLiteral("status")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QLatin1String("gate up")));
    }

    void cleanFlagsParse()
    {
        const CliInvocation inv = parseCli(
            {QStringLiteral("clean"), QStringLiteral("--all"), QStringLiteral("-y")}, QStringLiteral("/tmp"));
        QVERIFY(inv.error.isEmpty());
        QVERIFY(inv.all);
        QVERIFY(inv.yes);
        const CliInvocation s =
            parseCli({QStringLiteral("sessions"), QStringLiteral("--json")}, QStringLiteral("/tmp"));
        QVERIFY(s.error.isEmpty());
        QVERIFY(s.json);
        const CliInvocation bad =
            parseCli({QStringLiteral("clean"), QStringLiteral("--bogus")}, QStringLiteral("/tmp"));
        QVERIFY(!bad.error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMaintenanceSessions)
#include "tst_maintenance_sessions.moc"
