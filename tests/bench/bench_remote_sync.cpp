// SPDX-License-Identifier: GPL-3.0-or-later
// What a remote session's project sync costs (core/remote/projectsync.h), against a podman service
// in a container on this machine (tests/common/remotepodman.h: no network between them, so this is
// the sync's own cost, without a link's latency and bandwidth): the first send of a project (rootful, and one
// row rootless), a re-sync with nothing changed, a few files changed here, every file rewritten there and
// brought back. Printed; nothing is asserted about time.
#include "engine/podman.h"
#include "remote/projectsync.h"
#include "remotepodman.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <unistd.h>

using namespace aisb;
using aisb::test::RemotePodmanService;

class BenchRemoteSync : public QObject
{
    Q_OBJECT

    RemotePodmanService m_rootful;
    RemotePodmanService m_rootless{true};
    RemotePodmanService *m_current = &m_rootful;
    QString m_skip;
    QTemporaryDir m_work{QStringLiteral("/tmp/aisb-remote-bench-XXXXXX")};

    ProjectSync::Result runSync(const ProjectSync::Options &o)
    {
        Podman podman(PodmanConnection{QStringLiteral("podman"), m_current->url(), {}});
        ProjectSync sync(&podman, o);
        bool done = false;
        ProjectSync::Result result;
        // Where the time goes: each step's start, printed with the result.
        QElapsedTimer clock;
        clock.start();
        QStringList steps;
        connect(&sync, &ProjectSync::step, this, [&](const QString &what) {
            steps << QStringLiteral("%1 ms %2").arg(clock.elapsed()).arg(what);
        });
        connect(&sync, &ProjectSync::finished, this, [&](const ProjectSync::Result &r) {
            if (!r.changedNothing())
                qInfo("  %s; done at %lld ms", qPrintable(steps.join(QStringLiteral("; "))), clock.elapsed());
            result = r;
            done = true;
        });
        sync.sync();
        // A real event loop (QTRY's qWait sleeps 10 ms between turns: a pipe's 64 KiB a turn).
        QEventLoop loop;
        connect(&sync, &ProjectSync::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(1200000, &loop, &QEventLoop::quit);
        if (!done)
            loop.exec();
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (::getuid() != 0)
            QSKIP("the fixture runs a privileged podman service: needs root");
        for (RemotePodmanService *service : {&m_rootful, &m_rootless}) {
            const QString started = service->start();
            QVERIFY2(started.isEmpty(), qPrintable(started));
            const QString loaded = service->loadImage(RemotePodmanService::baseImage());
            QVERIFY2(loaded.isEmpty(), qPrintable(loaded));
        }
    }
    void cleanupTestCase()
    {
        m_rootful.remove();
        m_rootless.remove();
    }

    void sync_data()
    {
        QTest::addColumn<int>("files");
        QTest::addColumn<int>("kib"); // per file
        QTest::addColumn<bool>("rootless");
        QTest::newRow("200 files, 500 KiB each") << 200 << 500 << false;
        QTest::newRow("2000 files, 10 KiB each") << 2000 << 10 << false;
        QTest::newRow("10000 files, 1 KiB each") << 10000 << 1 << false;
        QTest::newRow("rootless: 2000 files, 10 KiB each") << 2000 << 10 << true;
    }
    void sync()
    {
        QFETCH(int, files);
        QFETCH(int, kib);
        QFETCH(bool, rootless);
        m_current = rootless ? &m_rootless : &m_rootful;
        QString name = QString::fromLatin1(QTest::currentDataTag()).section(QLatin1Char(' '), 0, 1);
        name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"));
        ProjectSync::Options o;
        o.projectDir = m_work.filePath(name + QStringLiteral("/project"));
        o.stateDir = m_work.filePath(name + QStringLiteral("/state"));
        o.conflictDir = m_work.filePath(name + QStringLiteral("/conflicts"));
        o.volume = m_current->prefix() + QStringLiteral("-bench-") + name;
        o.helperImage = RemotePodmanService::baseImage();
        QRandomGenerator rng(42);
        for (int i = 0; i < files; ++i) {
            const QString dir = o.projectDir + QStringLiteral("/d%1").arg(i % 50);
            QDir().mkpath(dir);
            QFile f(dir + QStringLiteral("/f%1.txt").arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray data(kib * 1024, Qt::Uninitialized);
            rng.fillRange(reinterpret_cast<quint32 *>(data.data()), data.size() / 4);
            f.write(data);
        }
        const double mib = double(files) * kib / 1024.0;

        const ProjectSync::Result first = runSync(o);
        QVERIFY2(first.ok(), qPrintable(first.error));
        QCOMPARE(first.sent.size(), files + 50);
        const ProjectSync::Result same = runSync(o);
        QVERIFY2(same.changedNothing(), qPrintable(same.summary()));
        for (int i = 0; i < 10; ++i) {
            QFile f(o.projectDir + QStringLiteral("/d%1/f%2.txt").arg(i % 50).arg(i));
            QVERIFY(f.open(QIODevice::Append));
            f.write("changed\n");
        }
        const ProjectSync::Result few = runSync(o);
        QCOMPARE(few.sent.size(), 10);
        const auto rewrite = m_current->remote(
            {QStringLiteral("run"), QStringLiteral("--rm"), QStringLiteral("--volume"),
             o.volume + QStringLiteral(":/p"), RemotePodmanService::baseImage(), QStringLiteral("sh"),
             QStringLiteral("-c"),
             QStringLiteral("find /p -type f -exec sh -c 'for f; do echo agent >> \"$f\"; done' _ {} +")},
            600000);
        QVERIFY2(rewrite.code == 0, rewrite.both().constData());
        const ProjectSync::Result back = runSync(o);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.broughtBack.size(), files);
        const ProjectSync::Result after = runSync(o);
        QVERIFY2(after.changedNothing(), qPrintable(after.summary()));

        qInfo("%d files, %.1f MiB: first send %lld ms (%.1f MiB tar); no change %lld ms; 10 changed here "
              "%lld ms; "
              "all rewritten there, brought back %lld ms (%.1f MiB tar); no change after %lld ms",
              files, mib, first.ms, double(first.bytesSent) / 1048576.0, same.ms, few.ms, back.ms,
              double(back.bytesBroughtBack) / 1048576.0, after.ms);
        m_current->remote(
            {QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("--force"), o.volume});
    }
};

QTEST_GUILESS_MAIN(BenchRemoteSync)
#include "bench_remote_sync.moc"
