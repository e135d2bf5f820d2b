// SPDX-License-Identifier: GPL-3.0-or-later
// Fault injection (issue 18): the process that owns a session is SIGKILLed at 20 points spread over
// preparing, building, starting the gate, running and tearing down (`ai-sandbox run -- sleep 30`,
// allowlist mode, one secret variable), rootful and rootless, six launchers at a time. After each
// kill, with nothing else run, within 10 s: no gate or sandbox container of that session, no env
// file, no process holding that session's memory file of variables, no project view or bind stage
// mounted on the host or in any mount namespace. Then `sessions` shows each as `killed`. The same
// for the app (its sessions page, offscreen), rootful and rootless, killed while two sessions run.
// The launcher stops itself at a named phase (AISB_TEST_PHASES / AISB_TEST_STOP_AT, see
// core/session/phasehook.h), so each kill lands exactly there. Every check names the session it
// looks for: other tests' sessions running meanwhile count for nothing.
#include "e2esandbox.h"
#include "engine/podman.h"
#include "sessionspage.h"
#include "util/paths.h"

#include <QApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QScopeGuard>
#include <QSet>
#include <QTest>
#include <csignal>
#include <sys/types.h>
#include <vector>

using namespace aisb::test;

namespace {

const QByteArray policy = "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n"
                          "[env]\npass = [\"AISB_E2E_SECRET\"]\n";
const QString secretValue = QStringLiteral("s3cret-of-issue-18");

struct KillPoint
{
    const char *name;
    const char *stopAt;  // the phase the launcher stops at ("" = none)
    int afterRunningMs;  // without stopAt: kill this long after "sandbox-running"
    bool terminateFirst; // SIGTERM once running, so the kill lands in the teardown
};

const KillPoint killPoints[] = {
    {"preparing: folder made", "prepared", 0, false},
    {"preparing: variables in memory", "env-ready", 0, false},
    {"building: image check", "building", 0, false},
    {"building: image ready", "image-ready", 0, false},
    {"gate: about to start", "gate-starting", 0, false},
    {"gate: container up", "gate-container-up", 0, false},
    {"gate: answering", "gate-ready", 0, false},
    {"sandbox: about to fork podman", "sandbox-launching", 0, false},
    {"sandbox: podman forked", "sandbox-forked", 0, false},
    {"sandbox: podman read the variables", "env-read", 0, false},
    {"running: pid 1 waits", "sandbox-running", 0, false},
    {"running: +0.3 s", "", 300, false},
    {"running: +1.5 s", "", 1500, false},
    {"running: +4 s", "", 4000, false},
    {"teardown: stop asked", "stopping", 0, true},
    {"teardown: sandbox exited", "sandbox-exited", 0, true},
    {"teardown: begun", "teardown", 0, true},
    {"teardown: gate stopping", "gate-stopping", 0, true},
    {"teardown: gate stopped", "gate-stopped", 0, true},
    {"teardown: finishing", "finishing", 0, true},
};

// The sessions of `ids` that a process holds the variables' memory file of (memfd
// "aisb-env-<session>", SessionDir::envMemoryFile): other sessions on the machine do not count.
QSet<QString> memoryEnvFilesOf(const QStringList &ids)
{
    QSet<QString> held;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        if (!pid.front().isDigit())
            continue;
        const QDir fds(QStringLiteral("/proc/") + pid + QStringLiteral("/fd"));
        for (const QFileInfo &fd : fds.entryInfoList(QDir::System | QDir::Files | QDir::NoDotAndDotDot)) {
            const QString target = fd.symLinkTarget();
            if (!target.contains(QLatin1String("memfd:aisb-env")))
                continue;
            for (const QString &id : ids)
                if (target.contains(id))
                    held.insert(id);
        }
    }
    return held;
}

// Whether a view or stage of session `id` is mounted (or its folder is there) on the host.
bool viewOnHost(const QString &id)
{
    QFile f(QStringLiteral("/proc/self/mountinfo"));
    if (f.open(QIODevice::ReadOnly) && f.readAll().contains(id.toUtf8()))
        return true;
    for (const QString &root :
         {QStringLiteral("/run/ai-sandbox/views"), QStringLiteral("/run/ai-sandbox/stage")})
        for (const QString &name : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (name.endsWith(QLatin1Char('-') + id))
                return true;
    return false;
}

// The sessions of `ids` that have a mount in any mount namespace on the machine (a view or stage
// held by a launch namespace, podman or conmon).
QSet<QString> mountedAnywhere(const QStringList &ids)
{
    QSet<QString> found;
    QSet<QString> seenNs;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        if (!pid.front().isDigit())
            continue;
        const QString ns =
            QFileInfo(QStringLiteral("/proc/") + pid + QStringLiteral("/ns/mnt")).symLinkTarget();
        if (ns.isEmpty() || seenNs.contains(ns))
            continue;
        seenNs.insert(ns);
        QFile f(QStringLiteral("/proc/") + pid + QStringLiteral("/mountinfo"));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray info = f.readAll();
        for (const QString &id : ids)
            if (info.contains(id.toUtf8()))
                found.insert(id);
    }
    return found;
}

// How many launchers run (and die) at once.
constexpr int kParallel = 6;

struct Figures
{
    int tried = 0;
    int survived = 0;
    qint64 longestMs = 0;
};

// One launcher to kill at one point.
struct Run
{
    bool rootless = false;
    int point = 0;
    QString project;
    QString file; // its phases (AISB_TEST_PHASES)
    std::unique_ptr<QProcess> cli;
    enum Stage { Waiting, Starting, Killed, Done } stage = Waiting;
    bool terminated = false;
    qint64 runningSeenMs = -1;
    qint64 pid = 0;
    QString id;
    QElapsedTimer clock; // since the start, then since the kill
    qint64 cleanMs = -1;
    qint64 killedAtMs = 0; // epoch
    QString failure;
};

} // namespace

class TestLauncherDeath : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];
    QString m_projects[2];
    QStringList m_killed[2]; // session ids killed, for `sessions`
    QStringList m_stageLeft;
    qint64 m_listedAtMs[2] = {0, 0}; // when each row's last container listing ended // rootless sessions
                                     // whose stage only the next command removed
    Figures m_figures[2];
    Figures m_app[2];
    qint64 m_cliWallMs = 0;

    E2eSandbox &env(bool rootless) { return *m_envs[rootless ? 1 : 0]; }

    // What is left of each session of `ids` (a list of words; empty: clean).
    // `podman ps` of the containers of any session, "<session> <name>" a line (started, not waited for).
    std::unique_ptr<QProcess> startPs(bool rootless)
    {
        QString program;
        QStringList args;
        env(rootless).commandFor({QStringLiteral("podman"), QStringLiteral("ps"), QStringLiteral("-a"),
                                  QStringLiteral("--filter"), QStringLiteral("label=io.aisb.session"),
                                  QStringLiteral("--format"),
                                  QStringLiteral("{{index .Labels \"io.aisb.session\"}} {{.Names}}")},
                                 {}, program, args, false);
        auto p = std::make_unique<QProcess>();
        p->setStandardInputFile(QProcess::nullDevice());
        p->start(program, args);
        return p;
    }

    QHash<QString, QStringList> leftoversOf(bool rootless, const QStringList &ids,
                                            QProcess *running = nullptr)
    {
        QHash<QString, QStringList> left;
        if (ids.isEmpty())
            return left;
        std::unique_ptr<QProcess> own;
        if (!running) {
            own = startPs(rootless);
            running = own.get();
        }
        E2eResult ps;
        ps.finished = running->waitForFinished(60000) && running->exitStatus() == QProcess::NormalExit;
        ps.exitCode = running->exitCode();
        ps.out = running->readAllStandardOutput();
        m_listedAtMs[rootless ? 1 : 0] = QDateTime::currentMSecsSinceEpoch(); // the state is as of now
        const QSet<QString> memory = memoryEnvFilesOf(ids);
        for (const QString &id : ids) {
            QStringList &l = left[id];
            if (!ps.finished || ps.exitCode != 0)
                l << QStringLiteral("podman-ps-failed");
            for (const QByteArray &line : ps.out.split('\n'))
                if (line.startsWith(QByteArray(id.toUtf8() + ' ')))
                    l << QString::fromUtf8(line.mid(id.size() + 1));
            for (const QString &dir :
                 {QStringLiteral("/run/ai-sandbox/env"),
                  QStringLiteral("/run/user/%1/ai-sandbox/env").arg(env(rootless).hostUid())})
                if (QFileInfo::exists(dir + QLatin1Char('/') + id + QStringLiteral(".env")))
                    l << QStringLiteral("env-file");
            if (memory.contains(id))
                l << QStringLiteral("env-memory-file");
            if (viewOnHost(id))
                l << QStringLiteral("view");
        }
        // Clean so far: no namespace anywhere may still hold a view or stage of it.
        QStringList clean;
        for (const QString &id : ids)
            if (left.value(id).isEmpty())
                clean << id;
        // Rootless that is a bind stage in podman's own namespace (there is no view).
        for (const QString &id : mountedAnywhere(clean))
            left[id] << (rootless ? QStringLiteral("stage-in-podman-namespace")
                                  : QStringLiteral("view-in-a-namespace"));
        return left;
    }
    QStringList leftovers(bool rootless, const QString &id) { return leftoversOf(rootless, {id}).value(id); }

    // Waits for a clean state of `id` (up to 10 s); returns the time it took, or -1 with what is left.
    qint64 timeToClean(bool rootless, const QString &id, QStringList *left)
    {
        QElapsedTimer clock;
        clock.start();
        while (true) {
            *left = leftovers(rootless, id);
            if (left->isEmpty())
                return clock.elapsed();
            if (clock.elapsed() > 10000)
                return -1;
            QTest::qWait(50);
        }
    }

    // Starts run `r`'s launcher.
    void start(Run &r)
    {
        E2eSandbox &e = env(r.rootless);
        const KillPoint &kp = killPoints[r.point];
        QMap<QString, QString> extra{{QStringLiteral("AISB_E2E_SECRET"), secretValue},
                                     {QStringLiteral("AISB_TEST_PHASES"), r.file}};
        if (qstrlen(kp.stopAt) > 0)
            extra.insert(QStringLiteral("AISB_TEST_STOP_AT"), QString::fromLatin1(kp.stopAt));
        r.cli.reset(e.startCli({QStringLiteral("run"), QStringLiteral("--project"), r.project,
                                QStringLiteral("--"), QStringLiteral("sleep"), QStringLiteral("30")},
                               extra));
        r.clock.start();
        r.stage = Run::Starting;
    }

    // Moves run `r` on: SIGTERM once running (teardown points), SIGKILL at its point.
    void advance(Run &r)
    {
        const KillPoint &kp = killPoints[r.point];
        const QString stopPhase = QString::fromLatin1(kp.stopAt);
        QStringList at;
        if (kp.terminateFirst && !r.terminated) {
            at = E2eSandbox::phaseAt(r.file, QStringLiteral("sandbox-running"));
            if (at.isEmpty())
                return;
            ::kill(pid_t(at.value(1).toLongLong()), SIGTERM);
            r.terminated = true;
        }
        if (!stopPhase.isEmpty()) {
            at = E2eSandbox::phaseAt(r.file, stopPhase);
            if (at.isEmpty() || !E2eSandbox::stopped(at.value(1).toLongLong()))
                return;
        } else {
            at = E2eSandbox::phaseAt(r.file, QStringLiteral("sandbox-running"));
            if (at.isEmpty())
                return;
            if (r.runningSeenMs < 0)
                r.runningSeenMs = r.clock.elapsed();
            if (r.clock.elapsed() - r.runningSeenMs < kp.afterRunningMs)
                return; // fault injection: the kill lands this far into the run
        }
        r.pid = at.value(1).toLongLong();
        r.id = at.value(2);
        if (r.pid <= 0 || r.id.isEmpty() || ::kill(pid_t(r.pid), SIGKILL) != 0) {
            r.failure = QStringLiteral("no launcher to kill at %1").arg(at.join(QLatin1Char(' ')));
            r.stage = Run::Done;
            return;
        }
        r.clock.restart();
        r.killedAtMs = QDateTime::currentMSecsSinceEpoch();
        r.stage = Run::Killed;
    }

    // The launchers' processes as the test started them end (rootless: runuser, which stopped
    // itself when its child stopped at its phase, and now only has to reap it).
    static void reap(std::vector<Run> &runs)
    {
        for (Run &r : runs)
            if (r.cli && r.cli->state() != QProcess::NotRunning)
                ::kill(pid_t(r.cli->processId()), SIGCONT);
        E2eSandbox::waitFor(
            [&] {
                for (const Run &r : runs)
                    if (r.cli && r.cli->state() != QProcess::NotRunning)
                        return false;
                return true;
            },
            20000);
        for (Run &r : runs)
            if (r.cli && r.cli->state() != QProcess::NotRunning) {
                r.cli->kill();
                r.cli->waitForFinished(5000);
            }
    }

    // Runs every kill point, rootful and rootless, `parallel` launchers at a time; each killed
    // launcher's session is watched until it is clean (or 10 s passed).
    void driveAll(std::vector<Run> &runs, int parallel)
    {
        QElapsedTimer overall;
        overall.start();
        size_t next = 0;
        while (true) {
            int inFlight = 0;
            for (const Run &r : runs)
                inFlight += r.stage == Run::Starting || r.stage == Run::Killed;
            for (; next < runs.size() && inFlight < parallel; ++next, ++inFlight)
                start(runs[next]);
            if (inFlight == 0 && next == runs.size())
                break;
            for (Run &r : runs) {
                if (r.stage != Run::Starting)
                    continue;
                advance(r);
                if (r.stage == Run::Starting && r.clock.elapsed() > 180000) {
                    r.failure =
                        QStringLiteral("never reached its kill point in 180 s; phases: %1; stderr: %2")
                            .arg(E2eSandbox::phases(r.file).size())
                            .arg(QString::fromUtf8(r.cli->readAllStandardError().right(2000)));
                    r.cli->kill();
                    r.stage = Run::Done;
                }
            }
            // Both rows' listings at once: a round is as short as the slower one.
            QStringList ids[2];
            std::unique_ptr<QProcess> ps[2];
            for (bool rootless : {false, true}) {
                for (const Run &r : runs)
                    if (r.stage == Run::Killed && r.rootless == rootless)
                        ids[rootless] << r.id;
                if (!ids[rootless].isEmpty())
                    ps[rootless] = startPs(rootless);
            }
            for (bool rootless : {false, true}) {
                const QHash<QString, QStringList> left =
                    leftoversOf(rootless, ids[rootless], ps[rootless].get());
                for (Run &r : runs) {
                    if (r.stage != Run::Killed || r.rootless != rootless)
                        continue;
                    const QStringList l = left.value(r.id);
                    if (l.isEmpty()) {
                        // Clean as of the listing that found it so (the checks after it found nothing
                        // either).
                        r.cleanMs = m_listedAtMs[rootless ? 1 : 0] - r.killedAtMs;
                        r.stage = Run::Done;
                        if (r.cleanMs > 10000)
                            r.failure = QStringLiteral("clean only after %1 ms").arg(r.cleanMs);
                    } else if (r.clock.elapsed() > 10000) {
                        r.failure = QStringLiteral("left after 10 s: %1").arg(l.join(QLatin1Char(' ')));
                        r.stage = Run::Done;
                    }
                }
            }
            QTest::qWait(50);
        }
        m_cliWallMs = overall.elapsed();
        reap(runs);
    }

private Q_SLOTS:
    void initTestCase()
    {
#ifndef AISB_TEST_HOOKS
        QSKIP("built without AISB_TEST_HOOKS: the launcher cannot be stopped at a phase");
#endif
        for (bool rootless : {false, true}) {
            m_envs[rootless ? 1 : 0] = std::make_unique<E2eSandbox>(rootless);
            if (!env(rootless).ready())
                continue;
            m_projects[rootless ? 1 : 0] = env(rootless).makeProject(QStringLiteral("death"), policy);
            // The image once, outside the kills (every project of this policy then finds it).
            const E2eResult built = env(rootless).cli(
                {QStringLiteral("build"), QStringLiteral("--project"), m_projects[rootless ? 1 : 0]}, {},
                900000);
            QVERIFY2(built.exitCode == 0, built.describe().constData());
        }
    }

    // Every kill point, rootful and rootless, several launchers at once: each has a project of its
    // own (its own home volume) and is checked by its own session id only, so sessions of other
    // tests on the machine count for nothing.
    void cliKilled()
    {
        std::vector<Run> runs;
        for (int i = 0; i < int(std::size(killPoints)); ++i)
            for (bool rootless : {false, true}) {
                if (!env(rootless).ready())
                    continue;
                Run r;
                r.rootless = rootless;
                r.point = i;
                r.project = env(rootless).makeProject(QStringLiteral("death-%1").arg(i), policy);
                r.file = env(rootless).workspace() + QStringLiteral("/state/phases-%1").arg(i);
                runs.push_back(std::move(r));
            }
        if (runs.empty())
            QSKIP(qPrintable(env(false).skipReason() + QLatin1Char(' ') + env(true).skipReason()));
        driveAll(runs, kParallel);
        QStringList failures;
        // Clean stays clean: a podman that outlived its launcher (killed after the fork) must not make
        // the gate or the sandbox after the listing that found the session clean. Listed once more now
        // that every launcher is gone, by these sessions' ids only.
        for (bool rootless : {false, true}) {
            QStringList clean;
            for (const Run &r : runs)
                if (r.rootless == rootless && r.failure.isEmpty() && !r.id.isEmpty())
                    clean << r.id;
            const QHash<QString, QStringList> left = leftoversOf(rootless, clean);
            for (const Run &r : runs)
                if (r.rootless == rootless && !left.value(r.id).isEmpty())
                    failures << QStringLiteral("%1 %2 %3 (%4): clean after %5 ms, then again: %6")
                                    .arg(QLatin1String(rootless ? "rootless" : "rootful"))
                                    .arg(r.point, 2, 10, QLatin1Char('0'))
                                    .arg(QLatin1String(killPoints[r.point].name), r.id)
                                    .arg(r.cleanMs)
                                    .arg(left.value(r.id).join(QLatin1Char(' ')));
        }
        for (const Run &r : runs) {
            const char *mode = r.rootless ? "rootless" : "rootful";
            Figures &f = m_figures[r.rootless ? 1 : 0];
            ++f.tried;
            if (!r.id.isEmpty())
                m_killed[r.rootless ? 1 : 0].append(r.id);
            // Known gap: rootless, killed after the bind stage was mounted in podman's own (long-lived)
            // namespace and before the sandbox took its copies, the stage stays there until the
            // next command (cliSessionsShowKilled checks that it goes).
            if (r.rootless && r.failure.endsWith(QLatin1String(": stage-in-podman-namespace"))) {
                m_stageLeft.append(r.id);
                qInfo("%s %02d %s: only the stage in podman's namespace was left after 10 s", mode, r.point,
                      killPoints[r.point].name);
                continue;
            }
            if (r.failure.isEmpty()) {
                ++f.survived;
                f.longestMs = std::max(f.longestMs, r.cleanMs);
                qInfo("%s %02d %s: clean state after %lld ms", mode, r.point, killPoints[r.point].name,
                      r.cleanMs);
            } else {
                failures << QStringLiteral("%1 %2 %3 (%4): %5")
                                .arg(QLatin1String(mode))
                                .arg(r.point, 2, 10, QLatin1Char('0'))
                                .arg(QLatin1String(killPoints[r.point].name), r.id, r.failure);
            }
        }
        qInfo("%zu kills (%d at a time) took %lld ms", runs.size(), kParallel, m_cliWallMs);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // From the agent's side: before its launcher dies, the agent tries what would keep the sandbox
    // alive after it (read, lock, change, replace or remove the lifeline; stop or kill pid 1 and the
    // root watcher that waits on the lifeline). Each is refused, and when the launcher is then
    // SIGKILLed the sandbox still goes within 10 s.
    void agentCannotOutliveItsLauncher_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void agentCannotOutliveItsLauncher()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QByteArray attack =
            "#!/bin/sh\n"
            "try() { n=$1; shift; if \"$@\" >/dev/null 2>&1; then echo \"$n ok\"; else echo \"$n refused\"; "
            "fi; }\n"
            "L=/run/aisb-lifeline\n"
            "{\n"
            "[ -e \"$L\" ] && echo present\n"
            "try read cat \"$L\"\n"
            "try lock perl -MFcntl=:flock -e 'open(my $f, \"<\", $ARGV[0]) or die; flock($f, LOCK_EX | "
            "LOCK_NB) "
            "or die' \"$L\"\n"
            "try chmod chmod 0666 \"$L\"\n"
            "try replace sh -c \"echo x > $L\"\n"
            "try unlink rm \"$L\"\n"
            "try rename mv \"$L\" /tmp/lifeline\n"
            "try stop-pid1 kill -STOP 1\n"
            "try kill-pid1 kill -KILL 1\n"
            "for p in $(ls /proc | grep -E '^[0-9]+$'); do\n"
            "  [ \"$p\" = 1 ] && continue\n"
            "  [ \"$(stat -c %u /proc/$p 2>/dev/null)\" = 0 ] && try kill-root-$p kill -KILL $p\n"
            "done\n"
            "echo done\n"
            "} > /project/attack.tmp 2>&1\n"
            "mv /project/attack.tmp /project/attack.out\n"
            "exec sleep 120\n";
        const QString project =
            e.makeProject(QStringLiteral("outlive"), policy, {{QStringLiteral("attack.sh"), attack}});
        const QString file = e.workspace() + QStringLiteral("/state/phases-outlive-%1").arg(rootless);
        std::unique_ptr<QProcess> cli(e.startCli(
            {QStringLiteral("run"), QStringLiteral("--project"), project, QStringLiteral("--"),
             QStringLiteral("sh"), QStringLiteral("/project/attack.sh")},
            {{QStringLiteral("AISB_E2E_SECRET"), secretValue}, {QStringLiteral("AISB_TEST_PHASES"), file}}));
        const QString out = project + QStringLiteral("/attack.out");
        QVERIFY2(E2eSandbox::waitFor([&] { return QFileInfo::exists(out); }, 120000),
                 cli->readAllStandardError().constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString report = QString::fromUtf8(f.readAll());
        QVERIFY2(report.endsWith(QLatin1String("done\n")), qPrintable(report));
        QVERIFY2(report.startsWith(QLatin1String("present\n")), qPrintable(report)); // the lifeline is there
        for (const char *attempt :
             {"read", "lock", "chmod", "replace", "unlink", "rename", "stop-pid1", "kill-pid1", "kill-root-"})
            QVERIFY2(report.contains(QLatin1String(attempt)), qPrintable(report)); // each was tried
        QVERIFY2(!report.contains(QLatin1String(" ok\n")), qPrintable(report));    // and refused
        // The launcher dies now: the sandbox (still running the agent's sleep) goes with it. The
        // attack's report can land before the launcher saw pid 1 wait on the lifeline (it polls):
        // the kill waits for its "sandbox-running" phase.
        QStringList at;
        QVERIFY2(E2eSandbox::waitFor(
                     [&] {
                         at = E2eSandbox::phaseAt(file, QStringLiteral("sandbox-running"));
                         return !at.isEmpty();
                     },
                     30000),
                 "the launcher never reported sandbox-running within 30 s");
        const qint64 pid = at.value(1).toLongLong();
        const QString id = at.value(2);
        QVERIFY(pid > 0 && !id.isEmpty());
        QVERIFY(!leftovers(rootless, id).isEmpty()); // it runs: something to clean up
        QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
        QStringList left;
        const qint64 ms = timeToClean(rootless, id, &left);
        QVERIFY2(ms >= 0, qPrintable(QStringLiteral("left after 10 s: %1").arg(left.join(QLatin1Char(' ')))));
        cli->waitForFinished(10000);
        m_killed[rootless ? 1 : 0].append(id);
    }

    // Then `sessions` (the next command) shows every one of them as killed.
    void cliSessionsShowKilled_data()
    {
        E2eSandbox::addRootlessRows();
    }

    void cliSessionsShowKilled()
    {
        E2E_ROW();
        const QStringList ids = m_killed[rootless ? 1 : 0];
        QVERIFY(!ids.isEmpty());
        const E2eResult r = env(rootless).cli({QStringLiteral("sessions"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(r.out).array();
        int killed = 0;
        for (const QJsonValue &v : list) {
            const QJsonObject s = v.toObject();
            if (!ids.contains(s.value(QStringLiteral("id")).toString()))
                continue;
            QVERIFY2(s.value(QStringLiteral("state")).toString() == QLatin1String("killed"),
                     QJsonDocument(s).toJson().constData());
            QVERIFY(s.value(QStringLiteral("killed")).toObject().contains(QStringLiteral("cleaned")));
            QVERIFY(!s.value(QStringLiteral("ended")).toString().isEmpty());
            ++killed;
        }
        QCOMPARE(killed, ids.size());
        // The text table says it too, with what was cleaned.
        const E2eResult text = env(rootless).cli({QStringLiteral("sessions")});
        QVERIFY2(text.out.contains("killed while "), text.describe().constData());
        // The next command removed every stage a kill left in podman's namespace.
        if (rootless)
            for (const QString &id : mountedAnywhere(m_stageLeft))
                QFAIL(qPrintable(QStringLiteral("the stage of %1 is still mounted").arg(id)));
    }

    // A launcher killed with SIGKILL runs no end sweep: what its sandbox made in the project (a
    // nested `.git` with an fsmonitor, a protected path) stays. The launch's sweep record lets the
    // next launch of the project sweep it into the dead session's quarantine, naming that session,
    // once. The launcher is stopped (AISB_TEST_STOP_AT) once its sandbox runs, so its live watch
    // does not move `.mcp.json` first; it is killed once both are on the host.
    void killedLauncherSweptByTheNextLaunch_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void killedLauncherSweptByTheNextLaunch()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString project = e.makeProject(QStringLiteral("killed-sweep"), policy,
                                              {{QStringLiteral(".git/HEAD"), "ref: refs/heads/main\n"},
                                               {QStringLiteral(".git/config"), "[core]\n\tbare = false\n"}});
        const QString file = e.workspace() + QStringLiteral("/state/phases-killed-sweep-%1").arg(rootless);
        std::unique_ptr<QProcess> cli(e.startCli(
            {QStringLiteral("run"), QStringLiteral("--project"), project, QStringLiteral("--"),
             QStringLiteral("sh"), QStringLiteral("-c"),
             QStringLiteral(
                 "mkdir -p /project/x/.git/objects /project/x/.git/refs && "
                 "printf '[core]\\n\\tfsmonitor = \"touch PWNED; false\"\\n' > /project/x/.git/config && "
                 "while [ ! -e /project/go ]; do sleep 0.05; done; "
                 "echo '{\"mcpServers\": {}}' > /project/.mcp.json; sleep 1000")},
            {{QStringLiteral("AISB_E2E_SECRET"), secretValue},
             {QStringLiteral("AISB_TEST_PHASES"), file},
             {QStringLiteral("AISB_TEST_STOP_AT"), QStringLiteral("sandbox-running")}}));
        const auto reap = qScopeGuard([&] {
            if (const QStringList at = E2eSandbox::phaseAt(file, QStringLiteral("sandbox-running"));
                !at.isEmpty())
                ::kill(pid_t(at.value(1).toLongLong()), SIGKILL);
            cli->kill();
            cli->waitForFinished(10000);
        });
        QStringList at;
        QVERIFY2(
            E2eSandbox::waitFor(
                [&] {
                    at = E2eSandbox::phaseAt(file, QStringLiteral("sandbox-running"));
                    return !at.isEmpty() && E2eSandbox::stopped(at.value(1).toLongLong()) &&
                           QFileInfo::exists(project + QStringLiteral("/x/.git/config"));
                },
                120000),
            qPrintable(at.join(u' ') + QLatin1Char('\n') + QString::fromUtf8(cli->readAllStandardError())));
        // The launcher is stopped (its watch reads nothing): only now does the sandbox make
        // `.mcp.json` (a file the test makes tells it; its live watch would move it at once).
        e.writeFile(project + QStringLiteral("/go"), "");
        QVERIFY2(E2eSandbox::waitFor(
                     [&] { return QFileInfo::exists(project + QStringLiteral("/.mcp.json")); }, 60000),
                 cli->readAllStandardError().constData());
        const qint64 pid = at.value(1).toLongLong();
        const QString dead = at.value(2);
        QVERIFY(pid > 0 && !dead.isEmpty());
        QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
        QStringList left;
        QVERIFY2(timeToClean(rootless, dead, &left) >= 0, qPrintable(left.join(u' '))); // the sandbox is gone
        // Nothing swept them: the launcher died.
        QVERIFY(QFileInfo::exists(project + QStringLiteral("/x/.git/config")));
        QVERIFY(QFileInfo::exists(project + QStringLiteral("/.mcp.json")));

        // The next launch of the project sweeps them before its own launch scan, naming the session.
        const E2eResult next = e.cli({QStringLiteral("run"), QStringLiteral("--project"), project,
                                      QStringLiteral("--"), QStringLiteral("true")},
                                     {{QStringLiteral("AISB_E2E_SECRET"), secretValue}});
        QVERIFY2(next.exitCode == 0, next.describe().constData());
        QVERIFY2(!QFileInfo::exists(project + QStringLiteral("/x/.git")), next.describe().constData());
        QVERIFY2(!QFileInfo::exists(project + QStringLiteral("/.mcp.json")), next.describe().constData());
        QVERIFY(QFileInfo::exists(project + QStringLiteral("/.git/config"))); // the project's own stays
        const QString err = QString::fromUtf8(next.err);
        QVERIFY2(err.contains(QStringLiteral("Session %1 ended without its end sweep").arg(dead)),
                 next.describe().constData());
        QVERIFY2(err.contains(QStringLiteral("the git repository x/.git")), next.describe().constData());
        QVERIFY2(err.contains(QStringLiteral(".mcp.json, a protected path")), next.describe().constData());
        const QString quarantine = e.sessionsDir() + QLatin1Char('/') + dead + QStringLiteral("/quarantine");
        QVERIFY2(QFileInfo(quarantine + QStringLiteral("/x__.git/config")).isFile(), qPrintable(quarantine));
        QVERIFY(QFileInfo(quarantine + QStringLiteral("/.mcp.json")).isFile());
        // The dead session's own log says it too.
        QFile events(e.sessionsDir() + QLatin1Char('/') + dead + QStringLiteral("/events.jsonl"));
        QVERIFY(events.open(QIODevice::ReadOnly));
        QVERIFY(events.readAll().contains("x/.git"));

        // Once: a `.git` made afterwards (by the user, as far as anyone can tell) is not its to move,
        // neither by the next launch nor by `clean`.
        QVERIFY(QDir().mkpath(project + QStringLiteral("/mine/.git/objects")));
        const E2eResult third = e.cli({QStringLiteral("run"), QStringLiteral("--project"), project,
                                       QStringLiteral("--"), QStringLiteral("true")},
                                      {{QStringLiteral("AISB_E2E_SECRET"), secretValue}});
        QVERIFY2(third.exitCode == 0, third.describe().constData());
        QVERIFY2(!third.err.contains("ended without its end sweep"), third.describe().constData());
        const E2eResult clean = e.cli({QStringLiteral("clean")}); // no --yes: removes nothing
        QVERIFY2(!clean.err.contains("ended without its end sweep"), clean.describe().constData());
        QVERIFY(QFileInfo::exists(project + QStringLiteral("/mine/.git")));
    }

    // The app killed while two sessions run in its tabs (SessionsPage::launch, the app's own launch
    // path, in a child process of this test: `--app-child PROJECT`), rootful and rootless (the
    // child, copied where the test user can run it, runs as aisb-test).
    void appKilledWithTwoSessions_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void appKilledWithTwoSessions()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString file = e.workspace() + QStringLiteral("/state/phases-app");
        QString self = QCoreApplication::applicationFilePath();
        if (rootless && ::getuid() == 0) {
            const QString copy = e.workspace() + QStringLiteral("/bin/launcher-death-app");
            QFile::remove(copy);
            QVERIFY(QFile::copy(self, copy));
            QFile::setPermissions(copy, QFileDevice::Permissions(0x7755));
            self = copy;
        }
        const QMap<QString, QString> extra{{QStringLiteral("AISB_E2E_SECRET"), secretValue},
                                           {QStringLiteral("AISB_TEST_PHASES"), file},
                                           {QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")}};
        QString program;
        QStringList args;
        e.commandFor({self, QStringLiteral("--app-child"), m_projects[rootless ? 1 : 0]}, extra, program,
                     args);
        QProcess app;
        app.setProcessEnvironment(e.cliEnvironment(extra));
        app.setWorkingDirectory(e.workspace());
        app.setProgram(program);
        app.setArguments(args);
        app.start();
        // Whatever happens below, the app (rootless a grandchild, through runuser) does not outlive
        // this test function.
        const auto stopApp = qScopeGuard([&] {
            if (const QList<QStringList> p = E2eSandbox::phases(file); !p.isEmpty())
                ::kill(pid_t(p.first().value(1).toLongLong()), SIGKILL);
            app.kill();
            app.waitForFinished(5000);
        });
        QSet<QString> running;
        qint64 pid = 0;
        QVERIFY2(E2eSandbox::waitFor(
                     [&] {
                         for (const QStringList &p : E2eSandbox::phases(file))
                             if (p.value(0) == QLatin1String("sandbox-running")) {
                                 running.insert(p.value(2));
                                 pid = p.value(1).toLongLong();
                             }
                         return running.size() == 2;
                     },
                     180000),
                 qPrintable(QString::fromUtf8(app.readAllStandardError())));
        Figures &f = m_app[rootless ? 1 : 0];
        ++f.tried;
        // The app itself (rootless, a child of runuser): the process that wrote the phases.
        QVERIFY(pid > 0);
        QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
        const QStringList ids(running.begin(), running.end());
        QElapsedTimer clock;
        clock.start();
        QHash<QString, QStringList> left;
        QVERIFY(E2eSandbox::waitFor(
            [&] {
                left = leftoversOf(rootless, ids);
                for (const QStringList &l : std::as_const(left))
                    if (!l.isEmpty())
                        return false;
                return true;
            },
            10000));
        const qint64 ms = clock.elapsed();
        app.waitForFinished(10000);
        qInfo("app %s killed with two sessions: clean state after %lld ms", rootless ? "rootless" : "rootful",
              ms);
        const E2eResult r = e.cli({QStringLiteral("sessions"), QStringLiteral("--json")});
        int killed = 0;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).array())
            if (running.contains(v.toObject().value(QStringLiteral("id")).toString()) &&
                v.toObject().value(QStringLiteral("state")).toString() == QLatin1String("killed"))
                ++killed;
        QVERIFY2(killed == 2, r.describe().constData());
        ++f.survived;
        f.longestMs = std::max(f.longestMs, ms);
    }

    void cleanupTestCase()
    {
        const struct
        {
            const char *name;
            const Figures &f;
        } rows[] = {{"CLI rootful", m_figures[0]},
                    {"CLI rootless", m_figures[1]},
                    {"app rootful", m_app[0]},
                    {"app rootless", m_app[1]}};
        qInfo("%-13s %-26s %s", "kills", "clean within 10 s / tried", "longest time to a clean state");
        for (const auto &row : rows)
            if (row.f.tried > 0)
                qInfo("%-13s %12d / %-11d %lld ms", row.name, row.f.survived, row.f.tried, row.f.longestMs);
        if (!m_stageLeft.isEmpty())
            qInfo("rootless stages left in podman's namespace for the next command: %lld",
                  qlonglong(m_stageLeft.size()));
        if (m_cliWallMs > 0)
            qInfo("the CLI kills took %lld ms together", m_cliWallMs);
    }
};

// The app's part: two sessions of PROJECT in tabs, as the app launches them.
int appChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    aisb::Podman podman;
    aisb::SessionsPage page(&podman);
    page.resize(800, 600);
    page.show();
    const QString project = QString::fromLocal8Bit(argv[2]);
    page.setCurrentProject(project);
    for (int i = 0; i < 2; ++i)
        if (const QString err = page.launch(project); !err.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(err));
            return 1;
        }
    return app.exec();
}

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--app-child") == 0)
        return appChild(argc, argv);
    QApplication app(argc, argv);
    TestLauncherDeath test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_launcher_death.moc"
