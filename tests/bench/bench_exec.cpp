// SPDX-License-Identifier: GPL-3.0-or-later
// Cost of one command: `ai-sandbox exec -- true` (cold: a whole session, none mode) against a bare
// `podman run --rm` with the same argv, and `ai-sandbox exec --warm -- true` against
// `podman exec <the warm container> true`, rootful and rootless, the two alternating run by run.
// Medians, printed; nothing is asserted about time. AISB_BENCH_RUNS overrides the number of runs
// (default 20 warm, 10 cold).
#include "e2esandbox.h"
#include "e2etiming.h"
#include "policy/policylayers.h"
#include "render/render.h"
#include "session/execprotocol.h"
#include "session/warmfast.h"

#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <pwd.h>
#include <sched.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

using namespace aisb;
using namespace aisb::test;

namespace {
const QByteArray kPolicy = E2eTiming::noNetworkShellPolicy();

qint64 monoUs()
{
    timespec t = {};
    ::clock_gettime(CLOCK_MONOTONIC, &t);
    return qint64(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
}

QByteArray loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? f.readAll().split(' ').mid(0, 3).join(' ') : QByteArray("?");
}

// The agent socket the hand-over file of `project` names (the small client's own lookup).
QString handoverSocket(const QString &stateDir, const QString &project)
{
    QFile f(stateDir + QStringLiteral("/warm/") + QString::fromLatin1(WarmFast::fnv64Hex(project.toUtf8())) +
            QStringLiteral(".fast"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("socket "))
            return QFile::decodeName(line.mid(7));
    return {};
}

// `true` through the agent's socket from this process: no client process, no hand-over file; the
// raw cost of the agent's round trip. Milliseconds, or -1 when the call failed.
double socketRoundTrip(const QString &socketPath)
{
    const qint64 start = monoUs();
    const int pathFd = ::open(QFile::encodeName(socketPath).constData(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (pathFd < 0)
        return -1;
    const int sock = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un addr = {};
    addr.sun_family = AF_UNIX;
    std::snprintf(addr.sun_path, sizeof addr.sun_path, "/proc/self/fd/%d", pathFd);
    const bool connected =
        sock >= 0 && ::connect(sock, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0;
    ::close(pathFd);
    ExecRequest req;
    req.argv = {QStringLiteral("true")};
    req.timeoutMs = 30000;
    req.maxOutputBytes = 1024 * 1024;
    const QByteArray request = ExecProtocol::encodeRequest(req);
    bool exited = false;
    if (connected && ::write(sock, request.constData(), size_t(request.size())) == request.size()) {
        ExecProtocol::Decoder decoder;
        char buf[65536];
        while (!exited) {
            pollfd p = {sock, POLLIN, 0};
            if (::poll(&p, 1, 30000) <= 0)
                break;
            const ssize_t n = ::read(sock, buf, sizeof buf);
            if (n <= 0)
                break;
            decoder.feed(QByteArray(buf, n));
            while (const std::optional<ExecProtocol::Frame> f = decoder.next())
                exited = exited || f->type == 'X';
        }
    }
    if (sock >= 0)
        ::close(sock);
    return exited ? double(monoUs() - start) / 1000.0 : -1;
}
// AISB_BENCH_REALTIME=1, a diagnostic and not the figure a user gets: this process and the warm
// container's processes (the agent, its spare handlers and launchers, and whatever they fork from
// then on) run SCHED_FIFO, so that the machine's other work cannot delay their wake-ups. What a
// normal run takes more is what the loaded machine's scheduler adds to each of a call's steps.
bool realtimeWanted()
{
    return qEnvironmentVariable("AISB_BENCH_REALTIME") == QLatin1String("1");
}

void makeRealtime(qint64 pid)
{
    sched_param sp = {};
    sp.sched_priority = 10;
    ::sched_setscheduler(pid_t(pid), SCHED_FIFO, &sp);
    QFile children(QStringLiteral("/proc/%1/task/%1/children").arg(pid));
    if (children.open(QIODevice::ReadOnly))
        for (const QByteArray &child : children.readAll().split(' '))
            if (child.trimmed().toLongLong() > 0)
                makeRealtime(child.trimmed().toLongLong());
}

const char *realtimeNote()
{
    return realtimeWanted() ? " [AISB_BENCH_REALTIME: SCHED_FIFO, a diagnostic]" : "";
}
} // namespace

class BenchExec : public QObject
{
    Q_OBJECT
    E2eRows m_rows;

    void rows() { E2eSandbox::addRootlessRows(); }

    // Median ms of `n` runs of each argv (as the row's user), after one unmeasured run of each. The
    // two alternate run by run, so that a load that drifts on a shared machine weighs on both alike.
    std::pair<double, double> timePair(const E2eSandbox &e, const QStringList &argvA,
                                       const QStringList &argvB, int n, bool xdgForB)
    {
        QList<double> a, b;
        for (int i = 0; i < n + 1; ++i) {
            for (int which = 0; which < 2; ++which) {
                QString program;
                QStringList args;
                e.commandFor(which == 0 ? argvA : argvB, {}, program, args, which == 0 || xdgForB);
                const E2eTiming::Run r = E2eTiming::run(program, args, e.cliEnvironment(), {});
                if (r.exitCode != 0) {
                    qWarning() << (which == 0 ? argvA : argvB) << "failed:" << r.err;
                    return {-1, -1};
                }
                if (i > 0)
                    (which == 0 ? a : b) << r.totalMs;
            }
        }
        return {E2eTiming::median(a), E2eTiming::median(b)};
    }

    // One run of argv as the row's user, started directly (setuid in the child, not through
    // scripts/as-test-user, whose runuser would weigh more than the call measured).
    static double timeOnce(const E2eSandbox &e, bool rootless, const QStringList &argv, int *exitCode,
                           const QString &stderrFile = {}, qint64 *startUs = nullptr, qint64 *endUs = nullptr)
    {
        QProcess p;
        p.setProgram(argv.first());
        p.setArguments(argv.mid(1));
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
        env.insert(QStringLiteral("XDG_STATE_HOME"), e.workspace() + QStringLiteral("/state"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), e.workspace() + QStringLiteral("/config"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        if (rootless) {
            const passwd *pw = ::getpwnam("aisb-test");
            const uid_t uid = pw ? pw->pw_uid : 0;
            const gid_t gid = pw ? pw->pw_gid : 0;
            env.insert(QStringLiteral("HOME"), QString::fromLocal8Bit(pw ? pw->pw_dir : "/"));
            env.insert(QStringLiteral("USER"), QStringLiteral("aisb-test"));
            // As scripts/as-test-user: /run/user/<uid>, else its fallback.
            QString runtime = QStringLiteral("/run/user/") + QString::number(uid);
            if (!QFileInfo(runtime).isDir())
                runtime = QStringLiteral("/tmp/aisb-test-runtime-") + QString::number(uid);
            env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
            p.setChildProcessModifier([uid, gid] {
                if (::setgroups(0, nullptr) != 0 || ::setgid(gid) != 0 || ::setuid(uid) != 0)
                    ::_exit(126);
            });
        } else {
            env.insert(QStringLiteral("HOME"), QDir::homePath());
        }
        p.setWorkingDirectory(QStringLiteral("/tmp"));
        p.setStandardInputFile(QProcess::nullDevice());
        p.setStandardOutputFile(QProcess::nullDevice());
        p.setStandardErrorFile(stderrFile.isEmpty() ? QProcess::nullDevice() : stderrFile);
        if (!stderrFile.isEmpty())
            env.insert(QStringLiteral("AISBEXEC_TIMING"), QStringLiteral("1"));
        p.setProcessEnvironment(env);
        QElapsedTimer clock;
        const qint64 start = monoUs();
        clock.start();
        p.start();
        p.waitForFinished(60000);
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        if (startUs)
            *startUs = start;
        if (endUs)
            *endUs = monoUs();
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        return ms;
    }

    // With AISB_BENCH_REALTIME=1: see makeRealtime().
    static void realtimeIfWanted(const E2eSandbox &e, const QString &project)
    {
        if (!realtimeWanted())
            return;
        const E2eResult pid = e.podman({QStringLiteral("inspect"), QStringLiteral("--format"),
                                        QStringLiteral("{{.State.Pid}}"), E2eSandbox::warmName(project)});
        makeRealtime(pid.out.trimmed().toLongLong());
        makeRealtime(::getpid());
    }

    static double percentile(QList<double> v, double q)
    {
        std::sort(v.begin(), v.end());
        return v.isEmpty() ? -1 : v.at(qMin(v.size() - 1, qsizetype(q * double(v.size() - 1) + 0.5)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QByteArray failed = m_rows.setUp(QStringLiteral("bench"), kPolicy, {}, E2eRows::execTrue);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase() { m_rows.reset(); }

    void coldExec_data() { rows(); }
    void coldExec()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = m_rows.env(rootless);
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString project = m_rows.project(rootless);
        const int n = E2eTiming::runs(10);
        const auto [cli, bare] = timePair(
            e,
            {e.cliPath(), QStringLiteral("exec"), QStringLiteral("-C"), project, QStringLiteral("--"),
             QStringLiteral("true")},
            QStringList{QStringLiteral("podman")} +
                e.bareNoneModeArgs(project, QStringLiteral("aisb-bench-exec-bare"), {QStringLiteral("true")}),
            n, false);
        QVERIFY(cli > 0 && bare > 0);
        qInfo("%s cold, %d runs (medians): ai-sandbox exec -- true %.0f ms; bare podman run --rm (same argv) "
              "%.0f ms; "
              "ratio %.2f",
              rootless ? "rootless" : "rootful", n, cli, bare, cli / bare);
    }

    void warmExec_data() { rows(); }
    void warmExec()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = m_rows.env(rootless);
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString project = m_rows.project(rootless);
        const QString name = E2eSandbox::warmName(project);
        const int n = E2eTiming::runs(20);
        const QStringList warm{
            e.cliPath(), QStringLiteral("exec"), QStringLiteral("--warm"), QStringLiteral("-C"),
            project,     QStringLiteral("--"),   QStringLiteral("true")};
        const E2eResult start = e.cli(warm.mid(1), {}, 120000); // starts the warm sandbox
        QVERIFY2(start.exitCode == 0, start.describe().constData());
        const auto [cli, bare] = timePair(
            e, warm, {QStringLiteral("podman"), QStringLiteral("exec"), name, QStringLiteral("true")}, n,
            false);
        // The same through podman only (no state file): the path before the state file existed.
        const QString state =
            e.stateDir() + QStringLiteral("/warm/") + projectSlug(project) + QStringLiteral(".json");
        QList<double> viaPodman;
        for (int i = 0; i < n; ++i) {
            QFile::remove(state);
            QString program;
            QStringList args;
            e.commandFor(warm, {}, program, args);
            const E2eTiming::Run r = E2eTiming::run(program, args, e.cliEnvironment(), {});
            QCOMPARE(r.exitCode, 0);
            viaPodman << r.totalMs;
        }
        qInfo("%s warm, %d runs (medians): ai-sandbox exec --warm -- true %.1f ms (state file), %.1f ms "
              "(podman ps + "
              "inspect, the old path); podman exec <warm container> true %.1f ms; ratio %.2f",
              rootless ? "rootless" : "rootful", n, cli, E2eTiming::median(viaPodman), bare, cli / bare);
        e.removeWarm(project);
    }

    // What a warm call costs against its baselines, each step measured alone in one run, alternating,
    // as the row's user started directly: a process start (/bin/true), the Qt CLI's start (--version:
    // loading Qt and the other libraries, translations), the full `exec --warm` (plus the policy's
    // resolution, the state lookup and the agent's socket), the small client ai-sandbox-exec (the
    // same call without Qt: the hand-over file's stat() checks, the socket, the agent's command),
    // `true` through the same socket from this process (the agent alone: no client process) and
    // `podman exec` into the same container. Median, p90 and p99; nothing asserted.
    void warmBreakdown_data() { rows(); }
    void warmBreakdown()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = m_rows.env(rootless);
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString project = m_rows.project(rootless);
        const QString name = E2eSandbox::warmName(project);
        const QString cli = e.cliPath(); // rootless: a copy the test user can run
        const QString fast = smallClient(e);
        QVERIFY(!fast.isEmpty());
        const QStringList warm{cli,
                               QStringLiteral("exec"),
                               QStringLiteral("--warm"),
                               QStringLiteral("--json"),
                               QStringLiteral("-C"),
                               project,
                               QStringLiteral("--"),
                               QStringLiteral("true")};
        const QStringList small{fast,    QStringLiteral("--json"), QStringLiteral("-C"),
                                project, QStringLiteral("--"),     QStringLiteral("true")};
        int code = -1;
        timeOnce(e, rootless, warm, &code); // starts the warm sandbox, writes the hand-over file
        QCOMPARE(code, 0);
        const QString socket = handoverSocket(e.stateDir(), project);
        QVERIFY2(!socket.isEmpty(), "no hand-over file");
        realtimeIfWanted(e, project);
        const QByteArray loadBefore = loadAverage();
        const QList<std::pair<const char *, QStringList>> steps{
            {"process start (/bin/true)", {QStringLiteral("/bin/true")}},
            {"Qt CLI start (ai-sandbox --version)", {cli, QStringLiteral("--version")}},
            {"ai-sandbox exec --warm --json -- true", warm},
            {"ai-sandbox-exec --json -- true (small client)", small},
            {"true through the socket (no client process)", {}},
            {"podman exec <warm container> true",
             {QStringLiteral("podman"), QStringLiteral("exec"), name, QStringLiteral("true")}}};
        const int n = E2eTiming::runs(100);
        const int podmanEvery = 5; // podman exec is slow: every fifth round
        QList<QList<double>> ms(steps.size());
        for (int i = 0; i < n + 3; ++i) {
            for (qsizetype s = 0; s < steps.size(); ++s) {
                if (s == steps.size() - 1 && i % podmanEvery != 0)
                    continue;
                double t = -1;
                if (steps[s].second.isEmpty()) {
                    t = socketRoundTrip(socket);
                    QVERIFY2(t >= 0, steps[s].first);
                } else {
                    t = timeOnce(e, rootless, steps[s].second, &code);
                    QVERIFY2(code == 0, steps[s].first);
                }
                if (i >= 3)
                    ms[s] << t;
            }
        }
        qInfo("%s warm breakdown (%d runs; podman exec %lld runs; load average %s before, %s after)%s, "
              "median / p90 / p99 ms:",
              rootless ? "rootless" : "rootful", n, qlonglong(ms.last().size()), loadBefore.constData(),
              loadAverage().constData(), realtimeNote());
        for (qsizetype s = 0; s < steps.size(); ++s)
            qInfo("  %-48s %7.2f / %7.2f / %7.2f", steps[s].first, percentile(ms[s], 0.5),
                  percentile(ms[s], 0.9), percentile(ms[s], 0.99));
        const double smallMedian = percentile(ms[3], 0.5);
        qInfo("  podman exec / small client: %.1fx; exec --warm / small client: %.1fx; small client above a "
              "bare process start: %.2f ms; small client / true through the socket: %.2fx",
              percentile(ms[5], 0.5) / smallMedian, percentile(ms[2], 0.5) / smallMedian,
              smallMedian - percentile(ms[0], 0.5), smallMedian / percentile(ms[4], 0.5));
        e.removeWarm(project);
    }

    // Where one small-client call's time goes: ai-sandbox-exec with AISBEXEC_TIMING=1 prints its own
    // CLOCK_MONOTONIC at each step and the agent's (from its 'X' frame: one kernel, one clock), and
    // this process notes when it started the client and when it saw it end. Median / p90 per step.
    void warmPhases_data() { rows(); }
    void warmPhases()
    {
        QFETCH(bool, rootless);
        E2eSandbox &e = m_rows.env(rootless);
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString project = m_rows.project(rootless);
        const QString fast = smallClient(e);
        QVERIFY(!fast.isEmpty());
        int code = -1;
        timeOnce(e, rootless,
                 {e.cliPath(), QStringLiteral("exec"), QStringLiteral("--warm"), QStringLiteral("-C"),
                  project, QStringLiteral("--"), QStringLiteral("true")},
                 &code);
        QCOMPARE(code, 0);
        realtimeIfWanted(e, project);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString err = tmp.filePath(QStringLiteral("timing"));
        // The steps in order: [spawn], the client's, the agent's, the client's, [end].
        const QList<QByteArray> keys{"main",         "checked",      "connected",     "sent",
                                     "agent_accept", "agent_header", "agent_spawned", "agent_exited",
                                     "agent_reply",  "reply",        "written"};
        const QStringList names{QStringLiteral("client process start: fork, exec, loader (spawn -> main)"),
                                QStringLiteral("argv, hand-over file, stat() of the policy inputs"),
                                QStringLiteral("socket: O_PATH, fstat, connect"),
                                QStringLiteral("request written"),
                                QStringLiteral("agent: accept (its spare handler wakes)"),
                                QStringLiteral("agent: request header read and checked"),
                                QStringLiteral("agent: command exec'd (orders to the launcher, execve)"),
                                QStringLiteral("agent: command ran and was reaped"),
                                QStringLiteral("agent: 'X' frame built"),
                                QStringLiteral("client: 'X' frame read"),
                                QStringLiteral("client: result JSON written"),
                                QStringLiteral("client exit, seen by the caller")};
        const int n = E2eTiming::runs(100);
        QList<QList<double>> ms(names.size());
        QList<double> totals;
        for (int i = 0; i < n + 3; ++i) {
            qint64 start = 0, end = 0;
            QFile::remove(err);
            const QStringList argv{fast,    QStringLiteral("--json"), QStringLiteral("-C"),
                                   project, QStringLiteral("--"),     QStringLiteral("true")};
            timeOnce(e, rootless, argv, &code, err, &start, &end);
            QCOMPARE(code, 0);
            QFile f(err);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll();
            const qsizetype at = text.indexOf("ai-sandbox-exec timing:");
            QVERIFY2(at >= 0, text.constData());
            QMap<QByteArray, qint64> t;
            for (const QByteArray &kv : text.mid(at).trimmed().split(' ')) {
                const qsizetype eq = kv.indexOf('=');
                if (eq > 0)
                    t.insert(kv.left(eq), kv.mid(eq + 1).toLongLong());
            }
            QList<qint64> points{start};
            for (const QByteArray &k : keys)
                points << t.value(k, -1);
            points << end;
            if (points.contains(-1)) // an agent without timing keys
                QSKIP("the agent reports no step times (an older image?)");
            if (i < 3)
                continue;
            for (qsizetype k = 1; k < points.size(); ++k)
                ms[k - 1] << double(points[k] - points[k - 1]) / 1000.0;
            totals << double(end - start) / 1000.0;
        }
        qInfo("%s: where a warm ai-sandbox-exec --json -- true call goes (%d calls, load average %s)%s, "
              "median / p90 ms:",
              rootless ? "rootless" : "rootful", n, loadAverage().constData(), realtimeNote());
        for (qsizetype k = 0; k < names.size(); ++k)
            qInfo("  %-66s %6.2f / %6.2f", qPrintable(names[k]), percentile(ms[k], 0.5),
                  percentile(ms[k], 0.9));
        qInfo("  %-66s %6.2f / %6.2f", "total", percentile(totals, 0.5), percentile(totals, 0.9));
        e.removeWarm(project);
    }

private:
    // ai-sandbox-exec beside the row's CLI (rootless: a copy the test user can run).
    static QString smallClient(const E2eSandbox &e)
    {
        const QString fast = QFileInfo(e.cliPath()).path() + QStringLiteral("/ai-sandbox-exec");
        if (fast != QStringLiteral(AISB_BINARY_DIR "/bin/ai-sandbox-exec")) {
            QFile::remove(fast);
            if (!QFile::copy(QStringLiteral(AISB_BINARY_DIR "/bin/ai-sandbox-exec"), fast))
                return {};
            QFile::setPermissions(fast, QFileDevice::Permissions(0x7755));
        }
        return fast;
    }
};

QTEST_GUILESS_MAIN(BenchExec)
#include "bench_exec.moc"
