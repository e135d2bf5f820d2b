// SPDX-License-Identifier: GPL-3.0-or-later
// NestedRepos (issue 10, nested repositories): the index's gitlinks (indexes written by the real
// git: versions 2, 3 and 4, SHA-1 and SHA-256), the bounded walk (limits, symlink loops, `.git`
// files and symlinks), the paths it protects, and the end's quarantine of a `.git` that appeared
// or was replaced. Real files in a temporary folder; git runs only on repositories the test made,
// with hooks and fsmonitor off. The e2e test (tst_sandbox_boundary) drives it from a sandbox.
#include "policy/policylayers.h"
#include "session/nestedrepos.h"
#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace aisb;

class TestNestedRepos : public QObject
{
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> m_tmp;
    QString m_project;
    QString m_quarantine;

    static void write(const QString &path, const QByteArray &content)
    {
        QVERIFY(test::writeWithFolders(path, content));
    }
    static bool lexists(const QString &path)
    {
        struct stat st
        {
        };
        return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
    }
    // git on a repository this test made, with nothing of it that runs.
    static QByteArray git(const QString &dir, const QStringList &args, bool *ok = nullptr)
    {
        QProcess p;
        p.setWorkingDirectory(dir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
        env.insert(QStringLiteral("HOME"), dir);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("git"),
                QStringList{QStringLiteral("-c"), QStringLiteral("core.hooksPath=/dev/null"),
                            QStringLiteral("-c"), QStringLiteral("core.fsmonitor=false")} +
                    args);
        p.waitForFinished(30000);
        if (ok)
            *ok = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        return p.readAllStandardOutput() + p.readAllStandardError();
    }
    static QStringList rels(const NestedRepos::Scan &s)
    {
        QStringList out;
        for (const NestedRepos::Repo &r : s.repos)
            out.append(r.rel);
        out.sort();
        return out;
    }
    void addGitlinks(const QString &repo, const QStringList &paths, const QString &sha)
    {
        for (const QString &p : paths) {
            bool ok = false;
            const QByteArray out =
                git(repo,
                    {QStringLiteral("update-index"), QStringLiteral("--add"), QStringLiteral("--cacheinfo"),
                     QStringLiteral("160000,%1,%2").arg(sha, p)},
                    &ok);
            QVERIFY2(ok, out.constData());
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("git")).isEmpty())
            QSKIP("git is needed to write real indexes");
    }
    void init()
    {
        m_tmp = std::make_unique<QTemporaryDir>();
        QVERIFY(m_tmp->isValid());
        m_project = m_tmp->filePath(QStringLiteral("project"));
        m_quarantine = m_tmp->filePath(QStringLiteral("session/quarantine"));
        QVERIFY(QDir().mkpath(m_project));
    }

    // Indexes written by git itself, in every version, with long shared prefixes (version 4
    // compresses them), a regular file between, and an extended flag (version 3).
    void gitlinksFromRealIndexes_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("format");
        for (const char *v : {"2", "3", "4"})
            for (const char *f : {"sha1", "sha256"})
                QTest::addRow("v%s-%s", v, f) << QString::fromLatin1(v) << QString::fromLatin1(f);
    }
    void gitlinksFromRealIndexes()
    {
        QFETCH(QString, version);
        QFETCH(QString, format);
        bool ok = false;
        const QByteArray out = git(
            m_project,
            {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("--object-format=") + format}, &ok);
        if (!ok)
            QSKIP(qPrintable(
                QStringLiteral("git cannot make a %1 repository: %2").arg(format, QString::fromUtf8(out))));
        const QString sha =
            format == QLatin1String("sha1") ? QString(40, QLatin1Char('a')) : QString(64, QLatin1Char('b'));
        write(m_project + QStringLiteral("/lib/vendor/file.txt"), "x\n");
        QVERIFY(
            git(m_project, {QStringLiteral("add"), QStringLiteral("lib/vendor/file.txt")}, &ok).isEmpty() ||
            ok);
        const QStringList links{
            QStringLiteral("lib/vendor/deps/alpha"), QStringLiteral("lib/vendor/deps/alphabet"),
            QStringLiteral("lib/vendor/deps/beta"), QStringLiteral("z") + QString(300, QLatin1Char('y'))};
        addGitlinks(m_project, links, sha);
        if (version == QLatin1String("3")) // an extended flag makes git write version 3
            git(m_project, {QStringLiteral("update-index"), QStringLiteral("--skip-worktree"),
                            QStringLiteral("lib/vendor/file.txt")});
        git(m_project, {QStringLiteral("update-index"), QStringLiteral("--index-version"), version}, &ok);
        QVERIFY(ok);
        QFile f(m_project + QStringLiteral("/.git/index"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray index = f.readAll();
        QCOMPARE(int(index[7]), version.toInt());
        QString error;
        QStringList found = NestedRepos::indexGitlinks(index, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        found.sort();
        QStringList want = links;
        want.sort();
        QCOMPARE(found, want);
        // And through scan(): the gitlinks are reported even without a checkout.
        const NestedRepos::Scan s = NestedRepos::scan(m_project);
        QStringList gl = s.gitlinks;
        gl.sort();
        QCOMPARE(gl, want);
    }

    void damagedIndexIsAnErrorNotACrash()
    {
        bool ok = false;
        git(m_project, {QStringLiteral("init"), QStringLiteral("-q")}, &ok);
        QVERIFY(ok);
        addGitlinks(m_project, {QStringLiteral("sub")}, QString(40, QLatin1Char('c')));
        QFile f(m_project + QStringLiteral("/.git/index"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray index = f.readAll();
        for (qsizetype cut : {qsizetype(3), qsizetype(12), qsizetype(40), index.size() - 21}) {
            QString error;
            QVERIFY(NestedRepos::indexGitlinks(index.left(cut), &error).isEmpty());
            QVERIFY(!error.isEmpty());
        }
        QByteArray huge = index;
        huge[8] = char(0x7f); // an entry count far beyond the file
        QString error;
        QVERIFY(NestedRepos::indexGitlinks(huge, &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }

    // The index is read without following a symlink or blocking on a fifo.
    void hostileIndexFiles()
    {
        QVERIFY(QDir().mkpath(m_project + QStringLiteral("/.git")));
        write(m_project + QStringLiteral("/sub/.git/config"), "[core]\n");
        QVERIFY(::mkfifo(QFile::encodeName(m_project + QStringLiteral("/.git/index")).constData(), 0600) ==
                0);
        NestedRepos::Scan s = NestedRepos::scan(m_project); // returns: a fifo is not opened for reading
        QCOMPARE(rels(s), QStringList{QStringLiteral("sub/.git")});
        QVERIFY(!s.indexError.isEmpty());
        QVERIFY(QFile::remove(m_project + QStringLiteral("/.git/index")));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), m_project + QStringLiteral("/.git/index")));
        s = NestedRepos::scan(m_project);
        QCOMPARE(rels(s), QStringList{QStringLiteral("sub/.git")});
    }

    void walkFindsEachKind()
    {
        write(m_project + QStringLiteral("/.git/config"), "[core]\n"); // the top-level one: not nested
        write(m_project + QStringLiteral("/a/.git/config"), "[core]\n");
        write(m_project + QStringLiteral("/a/b/c/.git/HEAD"), "ref: refs/heads/main\n"); // below a repo
        write(m_project + QStringLiteral("/mod/.git"), "gitdir: ../.git/modules/mod\n");
        write(m_project + QStringLiteral("/wt/.git"), "gitdir: ../gitdirs/wt\n");
        write(m_project + QStringLiteral("/gitdirs/wt/config"), "[core]\n");
        write(m_project + QStringLiteral("/out/.git"), "gitdir: /somewhere/else\n");
        QVERIFY(QDir().mkpath(m_project + QStringLiteral("/ln")));
        QVERIFY(QFile::link(QStringLiteral("../gitdirs/wt"), m_project + QStringLiteral("/ln/.git")));
        // Symlinks are never followed: a loop, and a link out of the project to a repository.
        QVERIFY(QFile::link(QStringLiteral(".."), m_project + QStringLiteral("/a/loop")));
        write(m_tmp->filePath(QStringLiteral("outside/r/.git/config")), "[core]\n");
        QVERIFY(QFile::link(m_tmp->filePath(QStringLiteral("outside")), m_project + QStringLiteral("/o")));
        const NestedRepos::Scan s = NestedRepos::scan(m_project);
        QCOMPARE(rels(s), (QStringList{QStringLiteral("a/.git"), QStringLiteral("a/b/c/.git"),
                                       QStringLiteral("ln/.git"), QStringLiteral("mod/.git"),
                                       QStringLiteral("out/.git"), QStringLiteral("wt/.git")}));
        QVERIFY(!s.truncated);
        for (const NestedRepos::Repo &r : s.repos) {
            if (r.rel == QLatin1String("mod/.git")) {
                QCOMPARE(r.kind, NestedRepos::Kind::File);
                QCOMPARE(r.gitdirRel, QStringLiteral(".git/modules/mod"));
            } else if (r.rel == QLatin1String("wt/.git")) {
                QCOMPARE(r.gitdirRel, QStringLiteral("gitdirs/wt"));
            } else if (r.rel == QLatin1String("ln/.git")) {
                QCOMPARE(r.kind, NestedRepos::Kind::Symlink);
                QCOMPARE(r.gitdirRel, QStringLiteral("gitdirs/wt"));
            } else if (r.rel == QLatin1String("out/.git")) {
                QVERIFY(r.gitdirRel.isEmpty()); // outside: the sandbox cannot reach it
            } else {
                QCOMPARE(r.kind, NestedRepos::Kind::Folder);
            }
        }
        // What is protected: each gitdir's code-running paths, the `.git` files themselves, a
        // gitdir in the project; not what the built-in list covers (.git/modules/...).
        const QStringList paths = NestedRepos::protectedPaths(s, defaultPolicy());
        for (const char *want : {"a/.git/config", "a/.git/hooks", "a/.git/info", "a/.git/commondir",
                                 "a/.git/config.worktree", "a/.git/modules", "a/b/c/.git/config", "mod/.git",
                                 "wt/.git", "gitdirs/wt/config", "gitdirs/wt/hooks", "ln/.git", "out/.git"})
            QVERIFY2(paths.contains(QLatin1String(want)), want);
        for (const QString &p : paths)
            QVERIFY2(!p.startsWith(QLatin1String(".git/")), qPrintable(p));
        // In the policy, and the render probes them like any read-only path.
        const Policy p = NestedRepos::withProtection(defaultPolicy(), s);
        QVERIFY(p.mounts.readOnly.contains(QStringLiteral("a/.git/hooks")));
        QVERIFY(p.mounts.readOnly.contains(QStringLiteral(".git/config")));
    }

    void walkLimits()
    {
        // Deeper than the limit: reported as truncated, not found.
        QString deep = m_project;
        for (int i = 0; i < 6; ++i)
            deep += QStringLiteral("/d");
        write(deep + QStringLiteral("/.git/config"), "[core]\n");
        write(m_project + QStringLiteral("/d/.git/config"), "[core]\n");
        NestedRepos::Limits l;
        l.maxDepth = 3;
        NestedRepos::Scan s = NestedRepos::scan(m_project, l);
        QCOMPARE(rels(s), QStringList{QStringLiteral("d/.git")});
        QVERIFY(s.truncated);
        l.maxDepth = 40;
        s = NestedRepos::scan(m_project, l);
        QCOMPARE(rels(s).size(), 2);
        QVERIFY(!s.truncated);
        // More entries than the limit.
        for (int i = 0; i < 50; ++i)
            write(m_project + QStringLiteral("/many/f%1").arg(i), "x");
        l.maxEntries = 20;
        s = NestedRepos::scan(m_project, l);
        QVERIFY(s.truncated);
        QVERIFY(s.entries <= 21);
        // More repositories than the limit.
        l = NestedRepos::Limits();
        l.maxRepos = 1;
        s = NestedRepos::scan(m_project, l);
        QCOMPARE(s.repos.size(), 1);
        QVERIFY(s.truncated);
    }

    // A gitlink deeper than the walk goes is still found (git recurses into it from the project).
    void gitlinkBeyondTheWalk()
    {
        bool ok = false;
        git(m_project, {QStringLiteral("init"), QStringLiteral("-q")}, &ok);
        QVERIFY(ok);
        const QString link = QStringLiteral("p/q/r/s/t");
        addGitlinks(m_project, {link, QStringLiteral("empty")}, QString(40, QLatin1Char('d')));
        write(m_project + QLatin1Char('/') + link + QStringLiteral("/.git/config"), "[core]\n");
        QVERIFY(QDir().mkpath(m_project + QStringLiteral("/empty")));
        NestedRepos::Limits l;
        l.maxDepth = 2;
        const NestedRepos::Scan s = NestedRepos::scan(m_project, l);
        QVERIFY(rels(s).contains(link + QStringLiteral("/.git")));
        // A gitlink folder without its `.git` (not checked out): its `.git` is watched.
        QVERIFY(NestedRepos::protectedPaths(s, defaultPolicy()).contains(QStringLiteral("empty/.git")));
        // A symlink on a gitlink's way is not followed.
        write(m_tmp->filePath(QStringLiteral("elsewhere/.git/config")), "[core]\n");
        addGitlinks(m_project, {QStringLiteral("viaLink")}, QString(40, QLatin1Char('d')));
        QVERIFY(QFile::link(m_tmp->filePath(QStringLiteral("elsewhere")),
                            m_project + QStringLiteral("/viaLink")));
        QVERIFY(!rels(NestedRepos::scan(m_project, l)).contains(QStringLiteral("viaLink/.git")));
    }

    void unbindableNamesAreNamed()
    {
        write(m_project + QStringLiteral("/a,b/.git/config"), "[core]\n");
        const NestedRepos::Scan s = NestedRepos::scan(m_project);
        QCOMPARE(s.unprotectable, QStringList{QStringLiteral("a,b/.git")});
        QVERIFY(NestedRepos::protectedPaths(s, defaultPolicy()).isEmpty());
        // It stays writable inside; a changed config (same inode) gets it moved at the end.
        QVERIFY(NestedRepos::quarantineNew(m_project, s, m_quarantine, {}).isEmpty());
        write(m_project + QStringLiteral("/a,b/.git/config"), "[core]\n\tfsmonitor = evil\n");
        const auto moved = NestedRepos::quarantineNew(m_project, s, m_quarantine, {});
        QCOMPARE(moved.size(), 1);
        QVERIFY(moved.first().replaced);
        QVERIFY(!lexists(m_project + QStringLiteral("/a,b/.git")));
    }

    // The end: what appeared or was replaced is moved; what was there stays.
    void newAndReplacedMovedAtTheEnd()
    {
        write(m_project + QStringLiteral("/keep/.git/config"), "[core]\n");
        write(m_project + QStringLiteral("/swap/.git/config"), "[core]\n");
        write(m_project + QStringLiteral("/mod/.git"), "gitdir: ../.git/modules/mod\n");
        const NestedRepos::Scan launch = NestedRepos::scan(m_project);
        QCOMPARE(launch.repos.size(), 3);
        // The agent: a new repository deep down, a new `.git` file, a renamed-and-copied one, a
        // `.git` file rewritten through a new inode, a folder it locks against its owner.
        write(m_project + QStringLiteral("/x/y/new/.git/config"), "[core]\n\tfsmonitor = /project/evil.sh\n");
        write(m_project + QStringLiteral("/f/.git"), "gitdir: ../evil\n");
        QVERIFY(
            QDir(m_project + QStringLiteral("/swap")).rename(QStringLiteral(".git"), QStringLiteral(".g")));
        write(m_project + QStringLiteral("/swap/.git/config"), "[core]\n\thooksPath = /project/h\n");
        QVERIFY(QFile::remove(m_project + QStringLiteral("/mod/.git")));
        write(m_project + QStringLiteral("/mod/.git"), "gitdir: ../evil\n");
        write(m_project + QStringLiteral("/locked/.git/config"), "[core]\n");
        QVERIFY(::chmod(QFile::encodeName(m_project + QStringLiteral("/locked")).constData(), 0555) == 0);
        const auto moved = NestedRepos::quarantineNew(m_project, launch, m_quarantine, QStringLiteral(".q"));
        QStringList movedRels;
        for (const NestedRepos::Moved &m : moved) {
            QVERIFY2(m.error.isEmpty(), qPrintable(m.rel + QStringLiteral(": ") + m.error));
            QVERIFY(m.movedTo.startsWith(m_quarantine + QLatin1Char('/')));
            QVERIFY(lexists(m.movedTo));
            movedRels.append(m.rel);
        }
        movedRels.sort();
        QCOMPARE(movedRels, (QStringList{QStringLiteral("f/.git"), QStringLiteral("locked/.git"),
                                         QStringLiteral("mod/.git"), QStringLiteral("swap/.git"),
                                         QStringLiteral("x/y/new/.git")}));
        for (const char *gone : {"/x/y/new/.git", "/f/.git", "/swap/.git", "/mod/.git", "/locked/.git"})
            QVERIFY2(!lexists(m_project + QLatin1String(gone)), gone);
        QVERIFY(lexists(m_project + QStringLiteral("/keep/.git/config")));
        QVERIFY(lexists(m_project + QStringLiteral("/swap/.g/config"))); // the renamed original stays, inert
        // Flattened: no `.git` appears again inside the quarantine.
        QVERIFY(lexists(m_quarantine + QStringLiteral("/x__y__new__.git/config")));
        // A second look finds nothing more.
        QVERIFY(
            NestedRepos::quarantineNew(m_project, NestedRepos::scan(m_project), m_quarantine, {}).isEmpty());
        ::chmod(QFile::encodeName(m_project + QStringLiteral("/locked")).constData(), 0755);
    }

    // The startup cost, printed (never asserted): 20,000 files in 400 folders, 3 nested repos.
    void discoveryCost()
    {
        QVERIFY(aisb::test::makeSourceTree(m_project, 400, 50));
        for (const char *repo :
             {"/src/m1/p1/.git/config", "/vendor/a/.git/config", "/vendor/b/c/.git/config"})
            write(m_project + QLatin1String(repo), "[core]\n");
        QElapsedTimer timer;
        NestedRepos::Scan s;
        qint64 best = -1;
        for (int i = 0; i < 5; ++i) {
            timer.start();
            s = NestedRepos::scan(m_project);
            const qint64 us = timer.nsecsElapsed() / 1000;
            best = best < 0 ? us : std::min(best, us);
        }
        QCOMPARE(s.repos.size(), 3);
        QVERIFY(s.entries > 20000);
        qInfo("discovery: %lld entries, %d nested repos, best of 5: %.1f ms", s.entries, int(s.repos.size()),
              double(best) / 1000.0);
    }

    void nothingNewNothingMade()
    {
        write(m_project + QStringLiteral("/keep/.git/config"), "[core]\n");
        const NestedRepos::Scan launch = NestedRepos::scan(m_project);
        QVERIFY(NestedRepos::quarantineNew(m_project, launch, m_quarantine, QStringLiteral(".q")).isEmpty());
        QVERIFY(!lexists(m_quarantine));
        QVERIFY(!lexists(m_project + QStringLiteral("/.q")));
    }
};

QTEST_GUILESS_MAIN(TestNestedRepos)
#include "tst_nestedrepos.moc"
