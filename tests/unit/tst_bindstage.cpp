// SPDX-License-Identifier: GPL-3.0-or-later
// BindStage (issue 10 item 4): what it stages is exactly what it opened beneath the project; a
// path that leads out of the project or changed kind fails the whole stage and leaves nothing;
// removing the stage leaves the project whole. Real mounts: as root (rootful), else skipped.
#include "session/bindstage.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/wait.h>
#include <unistd.h>

using namespace aisb;
using Render::PathKind;

class TestBindStage : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_project;
    QString m_secret;
    int m_count = 0;

    static QByteArray read(const QString &path) { return test::readOrMissing(path); }
    static void write(const QString &path, const QByteArray &content)
    {
        QVERIFY(test::writeWithFolders(path, content));
    }

private Q_SLOTS:
    void init()
    {
        if (::geteuid() != 0)
            QSKIP("staging mounts in the host's namespace needs root (the rootless path runs in "
                  "e2e_tst_sandbox_boundary)");
        m_project = m_tmp.path() + QStringLiteral("/p-%1").arg(++m_count);
        m_secret = m_tmp.path() + QStringLiteral("/secret");
        write(m_project + QStringLiteral("/.git/hooks/pre-commit"), "hook\n");
        write(m_project + QStringLiteral("/.git/config"), "[core]\n");
        write(m_project + QStringLiteral("/.mcp.json"), "{}\n");
        write(m_secret + QStringLiteral("/id_rsa"), "SECRET\n");
        write(m_secret + QStringLiteral("/hooks/pre-commit"), "SECRET\n");
    }

    void dirFor()
    {
        QCOMPARE(BindStage::dirFor(QStringLiteral("s1"), true, QStringLiteral("/state/sessions/s1")),
                 QStringLiteral("/state/sessions/s1/stage"));
        QCOMPARE(BindStage::dirFor(QStringLiteral("s1"), false, QStringLiteral("/state/sessions/s1")),
                 QStringLiteral("/run/ai-sandbox/stage/%1-s1").arg(::getpid()));
    }

    void stagesWhatItOpened()
    {
        const QString stage = BindStage::dirFor(QStringLiteral("t-stage"), false, {});
        const QStringList rels{QStringLiteral(".git"), QStringLiteral(".git/hooks"),
                               QStringLiteral(".mcp.json")};
        const QMap<QString, PathKind> kinds{{QStringLiteral(".git"), PathKind::Directory},
                                            {QStringLiteral(".git/hooks"), PathKind::Directory},
                                            {QStringLiteral(".mcp.json"), PathKind::File}};
        const QString err = BindStage::create(m_project, rels, kinds, stage, false);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(read(stage + QStringLiteral("/.git%2Fhooks/pre-commit")), QByteArray("hook\n"));
        QCOMPARE(read(stage + QStringLiteral("/.git/config")), QByteArray("[core]\n"));
        QCOMPARE(read(stage + QStringLiteral("/.mcp.json")), QByteArray("{}\n"));
        // Swapping the project's folder for a symlink now changes nothing staged.
        QVERIFY(QDir().rename(m_project + QStringLiteral("/.git"), m_project + QStringLiteral("/.g")));
        QVERIFY(QFile::link(m_secret, m_project + QStringLiteral("/.git")));
        QCOMPARE(read(stage + QStringLiteral("/.git%2Fhooks/pre-commit")), QByteArray("hook\n"));
        QVERIFY(BindStage::remove(stage, false).isEmpty());
        QVERIFY(!QFileInfo::exists(stage));
        // The project is whole.
        QCOMPARE(read(m_project + QStringLiteral("/.g/hooks/pre-commit")), QByteArray("hook\n"));
        QCOMPARE(read(m_project + QStringLiteral("/.mcp.json")), QByteArray("{}\n"));
    }

    void symlinkOutRefused_data()
    {
        QTest::addColumn<QString>("swap");
        QTest::addColumn<QString>("rel");
        QTest::addColumn<bool>("relative");
        QTest::newRow("leaf, absolute")
            << QStringLiteral(".git/hooks") << QStringLiteral(".git/hooks") << false;
        QTest::newRow("parent, absolute") << QStringLiteral(".git") << QStringLiteral(".git/hooks") << false;
        QTest::newRow("parent, ../") << QStringLiteral(".git") << QStringLiteral(".git/hooks") << true;
    }
    void symlinkOutRefused()
    {
        QFETCH(QString, swap);
        QFETCH(QString, rel);
        QFETCH(bool, relative);
        const QString path = m_project + QLatin1Char('/') + swap;
        QVERIFY(QDir().rename(path, path + QStringLiteral("-real")));
        const QString target = relative ? QDir(QFileInfo(path).path()).relativeFilePath(m_secret) : m_secret;
        QVERIFY(::symlink(QFile::encodeName(target).constData(), QFile::encodeName(path).constData()) == 0);
        const QString stage = BindStage::dirFor(QStringLiteral("t-out"), false, {});
        const QString err = BindStage::create(
            m_project, {QStringLiteral(".mcp.json"), rel},
            {{QStringLiteral(".mcp.json"), PathKind::File}, {rel, PathKind::Directory}}, stage, false);
        QVERIFY(err.contains(rel));
        // Nothing is left: not the stage, not the first (good) source.
        QVERIFY(!QFileInfo::exists(stage));
    }

    void kindChangeRefused()
    {
        const QString stage = BindStage::dirFor(QStringLiteral("t-kind"), false, {});
        const QString err =
            BindStage::create(m_project, {QStringLiteral(".mcp.json")},
                              {{QStringLiteral(".mcp.json"), PathKind::Directory}}, stage, false);
        QVERIFY(err.contains(QLatin1String(".mcp.json")));
        QVERIFY(!QFileInfo::exists(stage));
    }

    // A stage left on the host by a launcher that is gone (one without a launch namespace) is what
    // the next command removes (SessionReaper::removeLocalLeftovers notes it in that session's log):
    // removeStale names it and its session; a stage whose launcher runs stays.
    void staleStageOfAGoneClientRemoved()
    {
        const QString mine = BindStage::dirFor(QStringLiteral("t-mine"), false, {});
        QCOMPARE(BindStage::create(m_project, {QStringLiteral(".mcp.json")},
                                   {{QStringLiteral(".mcp.json"), PathKind::File}}, mine, false),
                 QString());
        const pid_t child = ::fork();
        if (child == 0)
            ::_exit(0);
        ::waitpid(child, nullptr, 0);
        const QString stale =
            BindStage::rootDir() + QLatin1Char('/') + QString::number(child) + QStringLiteral("-t-gone");
        QVERIFY(QDir().mkdir(stale));
        write(stale + QStringLiteral("/placeholder"), {});
        QCOMPARE(QProcess::execute(QStringLiteral("mount"),
                                   {QStringLiteral("--bind"), m_project + QStringLiteral("/.mcp.json"),
                                    stale + QStringLiteral("/placeholder")}),
                 0);
        const QList<OwnedFolders::Folder> removed = BindStage::removeStale();
        QCOMPARE(removed.size(), 1); // the gone client's; ours stays
        QCOMPARE(removed.front().path, stale);
        QCOMPARE(removed.front().sessionId, QStringLiteral("t-gone"));
        QVERIFY(!QFileInfo::exists(stale));
        QCOMPARE(read(mine + QLatin1Char('/') + Render::stagedName(QStringLiteral(".mcp.json"))),
                 QByteArray("{}\n"));
        QCOMPARE(read(m_project + QStringLiteral("/.mcp.json")), QByteArray("{}\n"));
        QCOMPARE(BindStage::remove(mine, false), QString());
        QVERIFY(!QFileInfo::exists(mine));
    }
};

QTEST_GUILESS_MAIN(TestBindStage)
#include "tst_bindstage.moc"
