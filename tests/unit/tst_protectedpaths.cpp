// SPDX-License-Identifier: GPL-3.0-or-later
// ProtectedPathWatch (issue 10 item 8): what is watched at launch, the live watch (inotify on the
// folders that hold missing protected names), and the moves: a symlink is moved as the link, a
// folder above a protected path that is replaced (by another folder or a symlink) is moved, never
// followed, and a path made again and again is kept keptPerPath times, then deleted. A real file
// system in a temporary folder; the e2e test (tst_sandbox_boundary) drives it from a sandbox.
#include "policy/policylayers.h"
#include "session/protectedpaths.h"
#include "testfiles.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace aisb;

class TestProtectedPaths : public QObject
{
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> m_tmp;
    QString m_project;
    QString m_quarantine;

    static QByteArray read(const QString &path) { return test::readOrMissing(path); }
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
    QStringList quarantined() const
    {
        return QDir(m_quarantine)
            .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    }
    // Waits (up to 5 s) for the watch's descriptor to report a watched name, then sweeps.
    QList<ProtectedPathWatch::Finding> waitAndSweep(ProtectedPathWatch &w)
    {
        QDeadlineTimer deadline(5000);
        while (!deadline.hasExpired()) {
            pollfd p{w.notifyFd(), POLLIN, 0};
            if (::poll(&p, 1, int(deadline.remainingTime())) > 0 && w.readEvents())
                return w.sweep(m_quarantine, QStringLiteral(".q"));
        }
        return {};
    }

private Q_SLOTS:
    void init()
    {
        m_tmp = std::make_unique<QTemporaryDir>();
        QVERIFY(m_tmp->isValid());
        m_project = m_tmp->filePath(QStringLiteral("project"));
        m_quarantine = m_tmp->filePath(QStringLiteral("session/quarantine"));
        write(m_project + QStringLiteral("/.git/config"), "[core]\n");
        write(m_project + QStringLiteral("/.git/HEAD"), "ref: refs/heads/main\n");
        write(m_project + QStringLiteral("/sub/keep"), "mine\n");
    }

    void watchesTheFirstMissingComponent()
    {
        Policy p = defaultPolicy();
        p.mounts.masked.append(QStringLiteral("sub/deep/.env"));
        const ProtectedPathWatch w = ProtectedPathWatch::atLaunch(m_project, p);
        const QStringList watched = w.watched();
        for (const char *missing : {".env", ".envrc", ".vscode", ".mcp.json", ".claude", ".git/commondir",
                                    ".git/config.worktree", ".git/hooks", "sub/deep"})
            QVERIFY2(watched.contains(QLatin1String(missing)), missing);
        // Folders above a missing path are held (their replacement counts); what exists is bound.
        QVERIFY(watched.contains(QStringLiteral(".git")));
        QVERIFY(watched.contains(QStringLiteral("sub")));
        QVERIFY(!watched.contains(QStringLiteral(".git/config")));
        QVERIFY(!watched.contains(QStringLiteral("sub/deep/.env")));
    }

    // The variants the agent tries, each seen by the live watch and moved at once.
    void liveWatchMovesEachVariant_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("how");
        QTest::newRow("file") << ".env"
                              << "file";
        QTest::newRow("rename from a temporary name") << ".env"
                                                      << "rename";
        QTest::newRow("symlink out of the project") << ".envrc"
                                                    << "symlink";
        QTest::newRow("folder named .env") << ".env"
                                           << "folder";
        QTest::newRow("folder first, then the file") << ".vscode"
                                                     << "folder";
        QTest::newRow("inside .git") << ".git/commondir"
                                     << "file";
        QTest::newRow("locked folder") << ".claude"
                                       << "locked";
    }
    void liveWatchMovesEachVariant()
    {
        QFETCH(QString, path);
        QFETCH(QString, how);
        ProtectedPathWatch w = ProtectedPathWatch::atLaunch(m_project, defaultPolicy());
        QVERIFY(w.arm().isEmpty());
        QVERIFY(w.notifyFd() >= 0);
        QVERIFY(w.sweep(m_quarantine, QStringLiteral(".q")).isEmpty()); // nothing yet
        const QString full = m_project + QLatin1Char('/') + path;
        if (how == QLatin1String("file")) {
            write(full, "agent\n");
        } else if (how == QLatin1String("rename")) {
            write(m_project + QStringLiteral("/tmp.x"), "agent\n");
            QVERIFY(::rename(QFile::encodeName(m_project + QStringLiteral("/tmp.x")).constData(),
                             QFile::encodeName(full).constData()) == 0);
        } else if (how == QLatin1String("symlink")) {
            QVERIFY(QFile::link(QStringLiteral("/etc/passwd"), full));
        } else {
            write(full + QStringLiteral("/settings.json"), "agent\n");
            if (how == QLatin1String("locked"))
                QVERIFY(::chmod(QFile::encodeName(full).constData(), 0500) == 0);
        }
        const auto findings = waitAndSweep(w);
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings[0].path, path);
        QVERIFY2(findings[0].error.isEmpty(), qPrintable(findings[0].error));
        QVERIFY(!lexists(full));
        QString flat = path;
        flat.replace(QLatin1Char('/'), QStringLiteral("__"));
        QCOMPARE(findings[0].movedTo, m_quarantine + QLatin1Char('/') + flat);
        if (how == QLatin1String("symlink")) {
            QVERIFY(QFileInfo(findings[0].movedTo).isSymLink());
            QVERIFY(QFileInfo(QStringLiteral("/etc/passwd")).isFile());
        } else if (how == QLatin1String("file") || how == QLatin1String("rename")) {
            QCOMPARE(read(findings[0].movedTo), QByteArray("agent\n"));
        } else {
            QCOMPARE(read(findings[0].movedTo + QStringLiteral("/settings.json")), QByteArray("agent\n"));
        }
        QCOMPARE(read(m_project + QStringLiteral("/.git/config")), QByteArray("[core]\n"));
    }

    // A folder above a missing protected path, renamed away and replaced by a symlink (or another
    // folder): the replacement is moved, the link is not followed, the original is left alone.
    void replacedFolderMovedNotFollowed()
    {
        Policy p = defaultPolicy();
        p.mounts.masked.append(QStringLiteral("sub/.env"));
        ProtectedPathWatch w = ProtectedPathWatch::atLaunch(m_project, p);
        QVERIFY(w.arm().isEmpty());
        const QString outside = m_tmp->filePath(QStringLiteral("outside"));
        write(outside + QStringLiteral("/.env"), "host secret\n");
        QVERIFY(::rename(QFile::encodeName(m_project + QStringLiteral("/sub")).constData(),
                         QFile::encodeName(m_project + QStringLiteral("/sub2")).constData()) == 0);
        QVERIFY(QFile::link(outside, m_project + QStringLiteral("/sub")));
        const auto findings = waitAndSweep(w);
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings[0].path, QStringLiteral("sub"));
        QVERIFY(findings[0].replacedFolder);
        QVERIFY(QFileInfo(findings[0].movedTo).isSymLink());
        QVERIFY(!lexists(m_project + QStringLiteral("/sub")));
        QCOMPARE(read(outside + QStringLiteral("/.env")), QByteArray("host secret\n")); // not followed
        QCOMPARE(read(m_project + QStringLiteral("/sub2/keep")), QByteArray("mine\n"));
        // Then a plain folder in its place, with the protected file in it.
        write(m_project + QStringLiteral("/sub/.env"), "agent\n");
        const auto again = waitAndSweep(w);
        QCOMPARE(again.size(), 1);
        QVERIFY(again[0].replacedFolder);
        QCOMPARE(read(again[0].movedTo + QStringLiteral("/.env")), QByteArray("agent\n"));
    }

    // The agent makes .env again and again: the first keptPerPath are kept, later ones deleted
    // (a folder tree too), and every one leaves the project.
    void loopIsCapped()
    {
        ProtectedPathWatch w = ProtectedPathWatch::atLaunch(m_project, defaultPolicy());
        const int rounds = ProtectedPathWatch::keptPerPath + 5;
        for (int i = 1; i <= rounds; ++i) {
            if (i % 2)
                write(m_project + QStringLiteral("/.env"), QByteArray::number(i));
            else
                write(m_project + QStringLiteral("/.env/a/b/c/d"), QByteArray::number(i));
            const auto findings = w.sweep(m_quarantine, QStringLiteral(".q"));
            QCOMPARE(findings.size(), 1);
            QCOMPARE(findings[0].count, i);
            QCOMPARE(findings[0].deleted, i > ProtectedPathWatch::keptPerPath);
            QVERIFY(findings[0].error.isEmpty());
            QVERIFY(!lexists(m_project + QStringLiteral("/.env")));
        }
        QCOMPARE(quarantined().size(), ProtectedPathWatch::keptPerPath);
        QCOMPARE(read(m_quarantine + QStringLiteral("/.env")), QByteArray("1"));
        QCOMPARE(read(m_quarantine + QStringLiteral("/.env.2/a/b/c/d")), QByteArray("2"));
    }

    // Racing the watch's start: made after the look at launch but before arm() raises no event;
    // the sweep right after arming (Session::watchProtectedPaths) finds it.
    void appearedBeforeTheWatch()
    {
        ProtectedPathWatch w = ProtectedPathWatch::atLaunch(m_project, defaultPolicy());
        write(m_project + QStringLiteral("/.mcp.json"), "agent\n");
        QVERIFY(w.arm().isEmpty());
        QVERIFY(!w.readEvents());
        const auto findings = w.sweep(m_quarantine, QStringLiteral(".q"));
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings[0].path, QStringLiteral(".mcp.json"));
        QCOMPARE(read(m_quarantine + QStringLiteral("/.mcp.json")), QByteArray("agent\n"));
    }

    // Nothing appeared: nothing is made, not even the quarantine folder.
    void nothingAppearedNothingMade()
    {
        ProtectedPathWatch w = ProtectedPathWatch::atLaunch(m_project, defaultPolicy());
        QVERIFY(w.arm().isEmpty());
        write(m_project + QStringLiteral("/notes.txt"), "x");
        QVERIFY(!w.readEvents());
        QVERIFY(w.sweep(m_quarantine, QStringLiteral(".q")).isEmpty());
        QVERIFY(!lexists(m_quarantine));
        QVERIFY(!lexists(m_project + QStringLiteral("/.q")));
    }
};

QTEST_GUILESS_MAIN(TestProtectedPaths)
#include "tst_protectedpaths.moc"
