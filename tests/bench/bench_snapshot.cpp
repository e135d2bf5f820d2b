// SPDX-License-Identifier: GPL-3.0-or-later
// The snapshot of "what changed in the project" (session/projectsnapshot.h) on a 100,000-file
// project (1,000 folders of 100 small files, a git repository): the first capture without and
// with the content store, a re-capture with 10 files changed, and `git status` on the same tree
// in the same run (its index refreshed once before it is timed). Printed figures (best of
// AISB_BENCH_RUNS, default 3); nothing is asserted about time. AISB_BENCH_FILES overrides the count.
#include "session/projectsnapshot.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <thread>

using namespace aisb;

namespace {

double ms(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok && v > 0 ? v : fallback;
}

// git on our own throw-away repository, with no system or global config of this host.
bool git(const QString &dir, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    env.insert(QStringLiteral("GIT_CONFIG_GLOBAL"), QStringLiteral("/dev/null"));
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(dir);
    p.setStandardOutputFile(QProcess::nullDevice());
    p.start(QStringLiteral("git"), args);
    return p.waitForFinished(600000) && p.exitCode() == 0;
}

} // namespace

class BenchSnapshot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void snapshotAgainstGitStatus()
    {
        const int files = envInt("AISB_BENCH_FILES", 100000);
        const int runs = envInt("AISB_BENCH_RUNS", 3);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString project = tmp.filePath(QStringLiteral("project"));
        for (int i = 0; i < files; ++i) {
            const QString dir = project + QStringLiteral("/d%1").arg(i / 100);
            if (i % 100 == 0)
                QVERIFY(QDir().mkpath(dir));
            QFile f(dir + QStringLiteral("/f%1.c").arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray("int v") + QByteArray::number(i) + " = " + QByteArray::number(i * 7) + ";\n");
        }
        const bool haveGit = git(project, {QStringLiteral("init"), QStringLiteral("-q")}) &&
                             git(project, {QStringLiteral("add"), QStringLiteral("-A")});
        const QString objects = tmp.filePath(QStringLiteral("objects"));

        auto capture = [&](const ProjectSnapshot *previous, bool store, ProjectSnapshot::Stats *stats) {
            ProjectSnapshot::Options o;
            o.previous = previous;
            if (store) {
                o.objectDir = objects;
                o.fileCap = 16 << 20;
                o.totalCap = 1LL << 30;
            }
            return ProjectSnapshot::capture(project, o, stats).value();
        };

        double firstBare = 1e18, firstStore = 1e18, again = 1e18, status = 1e18;
        ProjectSnapshot::Stats storeStats, againStats;
        ProjectSnapshot base;
        for (int r = 0; r < runs; ++r) {
            QElapsedTimer t;
            t.start();
            capture(nullptr, false, nullptr);
            firstBare = std::min(firstBare, ms(t));
            ProjectSnapshot::Stats s;
            // An empty store for a first capture, emptied outside the timing.
            QDir(objects).removeRecursively();
            QDir().mkpath(objects);
            t.start();
            base = capture(nullptr, true, &s);
            if (ms(t) < firstStore) {
                firstStore = ms(t);
                storeStats = s;
            }
        }
        if (haveGit)
            git(project, {QStringLiteral("status"), QStringLiteral("--porcelain")}); // refresh the index
        for (int r = 0; r < runs; ++r) {
            for (int i = 0; i < 10; ++i) {
                QFile f(project + QStringLiteral("/d%1/f%2.c")
                                      .arg((i * 97 + r) % (files / 100))
                                      .arg(((i * 97 + r) % (files / 100)) * 100 + i));
                QVERIFY(f.open(QIODevice::Append));
                f.write(QByteArray("// run ") + QByteArray::number(r) + "\n");
            }
            ProjectSnapshot::Stats s;
            QElapsedTimer t;
            t.start();
            base =
                ProjectSnapshot::capture(project, {&base, objects, 16 << 20, 1LL << 30, {}, 0}, &s).value();
            if (ms(t) < again) {
                again = ms(t);
                againStats = s;
            }
            if (haveGit) {
                t.start();
                QVERIFY(git(project, {QStringLiteral("status"), QStringLiteral("--porcelain")}));
                status = std::min(status, ms(t));
            }
        }
        qInfo().noquote() << QStringLiteral("snapshot of %1 files (%2 entries), best of %3:")
                                 .arg(files)
                                 .arg(base.entries.size())
                                 .arg(runs);
        qInfo().noquote()
            << QStringLiteral("  first capture, hashes only:        %1 ms").arg(firstBare, 0, 'f', 1);
        qInfo().noquote() << QStringLiteral(
                                 "  first capture, content stored:     %1 ms (%2 objects, %3 reflinked)")
                                 .arg(firstStore, 0, 'f', 1)
                                 .arg(storeStats.stored)
                                 .arg(storeStats.reflinked);
        qInfo().noquote() << QStringLiteral(
                                 "  re-capture, 10 files changed:      %1 ms (%2 files hashed, %3 stored, "
                                 "%4 git objects taken by name and inode, %5 threads)")
                                 .arg(again, 0, 'f', 1)
                                 .arg(againStats.hashed)
                                 .arg(againStats.stored)
                                 .arg(againStats.gitObjectsTrusted)
                                 .arg(std::clamp(int(std::thread::hardware_concurrency()), 1, 4));
        if (haveGit)
            qInfo().noquote()
                << QStringLiteral(
                       "  git status --porcelain (same tree): %1 ms  (re-capture / git status = %2)")
                       .arg(status, 0, 'f', 1)
                       .arg(again / status, 0, 'f', 2);
        else
            qInfo().noquote() << "  git status: git is not installed here";
        QCOMPARE(againStats.hashed, 10);
    }
};

QTEST_GUILESS_MAIN(BenchSnapshot)
#include "bench_snapshot.moc"
