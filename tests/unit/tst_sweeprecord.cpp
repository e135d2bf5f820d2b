// SPDX-License-Identifier: GPL-3.0-or-later
// SweepRecord and EndedSessionSweep (issue 10): the launch's record for the end sweep round-trips
// and a corrupt or later one is refused with a sentence; the sweep of a session that ended without
// its own moves a `.git` and a protected path made after the launch, leaves one that was there at
// launch, runs once, and is skipped (not run) when a later session of the project started. A real
// file system in a temporary folder; tst_sandbox_boundary drives it from a warm sandbox and a
// killed launcher.
#include "policy/policylayers.h"
#include "session/sweeprecord.h"
#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace aisb;

class TestSweepRecord : public QObject
{
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> m_tmp;
    QString m_project;
    QString m_root; // sessions

    static bool lexists(const QString &path)
    {
        struct stat st
        {
        };
        return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
    }
    // A session folder `id` whose owner process is gone (pid 0 is never a process of ours: a pid
    // that cannot exist), launched on m_project with the record of the project as it is now.
    SessionDir deadSession(const QString &id, bool withRecord = true)
    {
        const QString path = m_root + QLatin1Char('/') + id;
        if (!QDir().mkpath(path))
            return {};
        const SessionDir dir = SessionDir::open(id, m_root);
        SessionEvent e;
        e.time = QDateTime::currentDateTimeUtc();
        e.kind = QStringLiteral("state");
        e.data = {{QStringLiteral("state"), QStringLiteral("running")},
                  {QStringLiteral("project"), m_project},
                  {QStringLiteral("pid"), 999999999},
                  {QStringLiteral("pidStart"), 1}};
        dir.appendEvent(e);
        if (withRecord) {
            SweepRecord rec = recordNow(id);
            if (!rec.write(dir).isEmpty())
                return {};
        }
        return dir;
    }
    SweepRecord recordNow(const QString &id) const
    {
        SweepRecord rec;
        rec.session = id;
        rec.project = QFileInfo(m_project).canonicalFilePath();
        struct stat st
        {
        };
        ::stat(QFile::encodeName(rec.project).constData(), &st);
        rec.projectDev = st.st_dev;
        rec.projectIno = st.st_ino;
        rec.launched = QDateTime::currentDateTimeUtc();
        rec.nestedScan = true;
        rec.repos = NestedRepos::scan(m_project).repos;
        rec.protectedPaths = ProtectedPathWatch::atLaunch(m_project, defaultPolicy()).recorded();
        return rec;
    }
    static QStringList quarantined(const SessionDir &dir)
    {
        return QDir(dir.path() + QStringLiteral("/quarantine"))
            .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    }

private Q_SLOTS:
    void init()
    {
        m_tmp = std::make_unique<QTemporaryDir>();
        QVERIFY(m_tmp->isValid());
        m_project = m_tmp->filePath(QStringLiteral("project"));
        m_root = m_tmp->filePath(QStringLiteral("sessions"));
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/.git/config"), "[core]\n"));
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/.git/HEAD"), "ref: refs/heads/main\n"));
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/old/.git/config"), "[core]\n"));
        QVERIFY(
            test::writeWithFolders(m_project + QStringLiteral("/old/.git/HEAD"), "ref: refs/heads/main\n"));
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/file/.git"), "gitdir: ../old/.git\n"));
        QVERIFY(QDir().mkpath(m_root));
    }

    void roundTrip()
    {
        const SessionDir dir = deadSession(QStringLiteral("20261201-100000-aaaaaa"));
        QVERIFY(dir.isValid());
        const SweepRecord rec = recordNow(dir.id());
        QCOMPARE(rec.repos.size(), 2); // old/.git (folder), file/.git (file)
        QVERIFY(!rec.protectedPaths.isEmpty());
        QString error;
        const auto back = SweepRecord::read(dir, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->session, rec.session);
        QCOMPARE(back->project, rec.project);
        QCOMPARE(back->projectDev, rec.projectDev);
        QCOMPARE(back->projectIno, rec.projectIno);
        QVERIFY(back->nestedScan);
        QCOMPARE(back->protectedPaths, rec.protectedPaths);
        QCOMPARE(back->repos.size(), rec.repos.size());
        for (qsizetype i = 0; i < rec.repos.size(); ++i) {
            QCOMPARE(back->repos[i].rel, rec.repos[i].rel);
            QCOMPARE(back->repos[i].kind, rec.repos[i].kind);
            QCOMPARE(back->repos[i].gitdirRel, rec.repos[i].gitdirRel);
            QCOMPARE(back->repos[i].dev, rec.repos[i].dev);
            QCOMPARE(back->repos[i].ino, rec.repos[i].ino);
            QCOMPARE(back->repos[i].fingerprint, rec.repos[i].fingerprint);
        }
        // Private, like the rest of what names the project.
        QCOMPARE(QFile::permissions(dir.filePath(SweepRecord::fileName())) & 0x0077,
                 QFileDevice::Permissions());
        // An inode number beyond a double's 53 bits survives (decimal strings).
        SweepRecord big = rec;
        big.projectIno = ino_t(0xfffffffffffffff1ULL);
        QCOMPARE(SweepRecord::fromJson(big.toJson(), &error)->projectIno, big.projectIno);
    }

    void corruptOrLaterRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        const QByteArray good = recordNow(QStringLiteral("x")).toJson();
        QTest::newRow("cut") << good.left(good.size() / 2) << QStringLiteral("not valid JSON");
        QTest::newRow("not json") << QByteArray("\x01\x02garbage") << QStringLiteral("not valid JSON");
        QTest::newRow("other format")
            << QByteArray(R"({"format":"x","version":1})") << QStringLiteral("not a sweep record");
        QByteArray later = good;
        later.replace("\"version\":1", "\"version\":2");
        QTest::newRow("later version") << later << QStringLiteral("version 2");
        QByteArray noVersion = good;
        noVersion.replace("\"version\":1,", "");
        QTest::newRow("no version") << noVersion << QStringLiteral("no version");
        QByteArray badIno = good;
        badIno.replace("\"projectIno\":\"", "\"projectIno\":\"x");
        QTest::newRow("bad number") << badIno << QStringLiteral("lacks a field");
        QByteArray badKind = good;
        badKind.replace("\"kind\":\"folder\"", "\"kind\":\"pipe\"");
        QTest::newRow("bad kind") << badKind << QStringLiteral("nested repository");
    }
    void corruptOrLaterRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        QString error;
        QVERIFY(!SweepRecord::fromJson(json, &error));
        QVERIFY2(error.contains(says), qPrintable(error));

        // A session with such a record is not swept: a warning in its log says why, and it is marked
        // done (it would say the same every time).
        const SessionDir dir = deadSession(QStringLiteral("20261201-100000-aaaaaa"), false);
        QVERIFY(dir.writeFile(SweepRecord::fileName(), json, true).isEmpty());
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/.envrc"), "evil\n"));
        const EndedSessionSweep::Result r = EndedSessionSweep::run(dir, EndedSessionSweep::Mode::Once);
        QVERIFY(!r.ran);
        QVERIFY2(r.skipped.contains(says), qPrintable(r.skipped));
        QVERIFY(lexists(m_project + QStringLiteral("/.envrc")));
        QVERIFY(EndedSessionSweep::isDone(dir));
        const QList<SessionEvent> events = dir.events();
        QVERIFY(events.last().message.contains(dir.id()));
        QVERIFY(events.last().message.contains(says));
    }

    void movesWhatAppearedAfterTheLaunchOnce()
    {
        const SessionDir dir = deadSession(QStringLiteral("20261201-100000-aaaaaa"));
        QVERIFY(dir.isValid());
        // The sandbox, after the launch: a new repository with code for the host's git, a `.git`
        // file naming it, a protected path, a replaced repository.
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/sub/.git/config"),
                                       "[core]\n\tfsmonitor = touch /tmp/pwned\n"));
        QVERIFY(
            test::writeWithFolders(m_project + QStringLiteral("/a/b/c/.git"), "gitdir: ../../../sub/.git\n"));
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/.envrc"), "evil\n"));
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/.vscode/tasks.json"), "{}\n"));

        const EndedSessionSweep::Result r = EndedSessionSweep::run(dir, EndedSessionSweep::Mode::Once);
        QVERIFY(r.ran);
        QVERIFY2(r.skipped.isEmpty(), qPrintable(r.skipped));
        for (const char *gone : {"sub/.git", "a/b/c/.git", ".envrc", ".vscode"}) {
            QVERIFY2(!lexists(m_project + QLatin1Char('/') + QLatin1String(gone)), gone);
            QVERIFY2(r.moved.contains(QLatin1String(gone)), gone);
        }
        // What was there at launch stays.
        for (const char *kept : {"old/.git/config", "file/.git", ".git/config"})
            QVERIFY2(lexists(m_project + QLatin1Char('/') + QLatin1String(kept)), kept);
        const QStringList q = quarantined(dir);
        for (const char *name : {"sub__.git", "a__b__c__.git", ".envrc", ".vscode"})
            QVERIFY2(q.contains(QLatin1String(name)), qPrintable(q.join(u' ')));
        QCOMPARE(test::readOrMissing(dir.path() + QStringLiteral("/quarantine/sub__.git/config")),
                 QByteArray("[core]\n\tfsmonitor = touch /tmp/pwned\n"));
        // Each is a warning in the session's own log that names the session.
        int warnings = 0;
        for (const SessionEvent &e : dir.events()) {
            if (e.kind != QLatin1String("warning"))
                continue;
            ++warnings;
            QVERIFY2(e.message.contains(dir.id()), qPrintable(e.message));
            QCOMPARE(e.data.value(QStringLiteral("endSweep")).toString(), QStringLiteral("ended"));
        }
        QCOMPARE(warnings, 4);
        QVERIFY(EndedSessionSweep::isDone(dir));

        // Once: what appears afterwards (the user's own) is not this session's sweep's.
        QVERIFY(
            test::writeWithFolders(m_project + QStringLiteral("/mine/.git/HEAD"), "ref: refs/heads/main\n"));
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/.envrc"), "mine\n"));
        const EndedSessionSweep::Result again = EndedSessionSweep::run(dir, EndedSessionSweep::Mode::Once);
        QVERIFY(!again.ran);
        QVERIFY(again.moved.isEmpty());
        QVERIFY(lexists(m_project + QStringLiteral("/mine/.git")));
        QVERIFY(lexists(m_project + QStringLiteral("/.envrc")));
    }

    // A folder above a missing protected path (the project's `.git`, above `.git/commondir`) that
    // the sandbox replaced after the launch is moved as the replacement; what lies in it is not
    // looked at through it.
    void replacedFolderMovedNotEntered()
    {
        const SessionDir dir = deadSession(QStringLiteral("20261201-100000-aaaaaa"));
        QVERIFY(QDir(m_project).rename(QStringLiteral(".git"), QStringLiteral("git-old")));
        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/.git/commondir"), "../evil\n"));
        const EndedSessionSweep::Result r = EndedSessionSweep::run(dir, EndedSessionSweep::Mode::Once);
        QVERIFY(r.ran);
        QCOMPARE(r.moved, QStringList{QStringLiteral(".git")});
        QVERIFY(!lexists(m_project + QStringLiteral("/.git")));
        QVERIFY(lexists(dir.path() + QStringLiteral("/quarantine/.git/commondir")));
        QVERIFY(r.events.first().data.value(QStringLiteral("replacedFolder")).toBool());
        QVERIFY(lexists(m_project + QStringLiteral("/git-old/config"))); // the original, renamed: left
    }

    void warmSweepsAgainAndAgain()
    {
        const SessionDir dir = deadSession(QStringLiteral("20261201-100000-aaaaaa"));
        for (int round = 0; round < 3; ++round) {
            QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/sub/.git/HEAD"), "x\n"));
            const EndedSessionSweep::Result r = EndedSessionSweep::run(dir, EndedSessionSweep::Mode::Again);
            QVERIFY(r.ran);
            QCOMPARE(r.moved, QStringList{QStringLiteral("sub/.git")});
            QVERIFY(!lexists(m_project + QStringLiteral("/sub/.git")));
            QCOMPARE(r.events.first().data.value(QStringLiteral("endSweep")).toString(),
                     QStringLiteral("warm"));
        }
        QVERIFY(!EndedSessionSweep::isDone(dir));
        QCOMPARE(quarantined(dir).size(), 3);
        // The small client's stamps (sweep-quiet) only after a sweep that found the project clean:
        // one that moved something leaves none, so the next call sweeps again.
        const QString quiet = dir.filePath(QStringLiteral("sweep-quiet"));
        QVERIFY(!lexists(quiet));
        // Nor while a change in the project is younger than the clock's margin (a change time has a
        // tick's resolution): a clean sweep keeps them once the last change is that old.
        QTRY_VERIFY_WITH_TIMEOUT(
            (EndedSessionSweep::run(dir, EndedSessionSweep::Mode::Again), lexists(quiet)), 5000);
        const QByteArray stamps = test::readOrMissing(quiet);
        QVERIFY2(stamps.startsWith("aisb-sweep-quiet 1\n"), stamps.constData());
        QVERIFY(stamps.contains(
            QFile::encodeName(QFileInfo(m_project).canonicalFilePath() + QStringLiteral("/sub\n"))));
        QVERIFY(stamps.contains("/old/.git/config\n")); // a nested repository's config: its content too
        QVERIFY(stamps.contains("/file/.git\n"));       // a `.git` file
    }

    // What a warm command's sweep costs on a project of 20,000 files (and nothing to move): the
    // record read, the protected paths looked at, the walk. Printed, never asserted.
    void sweepCost()
    {
        QVERIFY(aisb::test::makeSourceTree(m_project, 400, 50));
        const SessionDir dir = deadSession(QStringLiteral("20261201-100000-aaaaaa"));
        QElapsedTimer timer;
        qint64 best = -1;
        for (int i = 0; i < 5; ++i) {
            timer.start();
            const EndedSessionSweep::Result r = EndedSessionSweep::run(dir, EndedSessionSweep::Mode::Again);
            const qint64 us = timer.nsecsElapsed() / 1000;
            QVERIFY(r.ran);
            QVERIFY(r.moved.isEmpty());
            best = best < 0 ? us : std::min(best, us);
        }
        qInfo("warm sweep: 20,000 files, nothing to move, best of 5: %.1f ms", double(best) / 1000.0);
    }

    void pendingOnlyTheLastOfItsProject()
    {
        // Two dead sessions of the project: the older was followed by the newer, so what is in the
        // project now may be the newer's (or the user's): only the newer is swept.
        const SessionDir older = deadSession(QStringLiteral("20261201-100000-aaaaaa"));
        const SessionDir newer = deadSession(QStringLiteral("20261201-110000-bbbbbb"));
        // A live session (this process) of the project is not pending.
        const SessionDir live = deadSession(QStringLiteral("20261201-120000-cccccc"));
        SessionEvent mine;
        mine.time = QDateTime::currentDateTimeUtc();
        mine.kind = QStringLiteral("state");
        mine.data = {{QStringLiteral("pid"), qint64(::getpid())},
                     {QStringLiteral("pidStart"), SessionDir::processStartTime(::getpid())}};
        live.appendEvent(mine);
        const QList<SessionDir::Summary> pending = EndedSessionSweep::pending(m_project, m_root);
        QCOMPARE(pending.size(), 2);
        QCOMPARE(EndedSessionSweep::pending({}, m_root).size(), 2); // `clean`: every project's
        QCOMPARE(pending.first().id, newer.id());

        QVERIFY(test::writeWithFolders(m_project + QStringLiteral("/sub/.git/HEAD"), "x\n"));
        // The launch that asks (`live` here) does not count as a later session.
        const auto swept = EndedSessionSweep::sweepPending(m_project, m_root, live.id());
        QCOMPARE(swept.size(), 2);
        QCOMPARE(swept[0].first, newer.id());
        QVERIFY(swept[0].second.ran);
        QCOMPARE(swept[0].second.moved, QStringList{QStringLiteral("sub/.git")});
        QCOMPARE(swept[1].first, older.id());
        QVERIFY(!swept[1].second.ran);
        QVERIFY2(swept[1].second.skipped.contains(newer.id()), qPrintable(swept[1].second.skipped));
        QVERIFY(EndedSessionSweep::isDone(older));
        QVERIFY(EndedSessionSweep::isDone(newer));
        QVERIFY(!EndedSessionSweep::isDone(live));
        QVERIFY(EndedSessionSweep::pending(m_project, m_root).isEmpty());
        // Another project's sessions are not this project's.
        QVERIFY(EndedSessionSweep::pending(m_tmp->path(), m_root).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSweepRecord)
#include "tst_sweeprecord.moc"
