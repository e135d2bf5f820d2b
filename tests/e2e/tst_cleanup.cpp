// SPDX-License-Identifier: GPL-3.0-or-later
// `clean` and the Resources page against real podman: kept sessions, superseded images, two
// projects' current images, the home volume of a deleted project folder, old session folders.
// A dry run removes nothing whatever else is passed; a cleanup removes exactly the stale set (the
// other project's current image, a referenced volume and a running session survive), from the
// command line and from the page (offscreen, the real core). Everything this test makes carries
// its own label (io.aisb.e2e=<run>) and only that is considered, with throw-away XDG folders, so
// other work on this machine is never touched.
#include "engine/podman.h"
#include "engine/syncwait.h"
#include "maintenance/localstate.h"
#include "resourcespage.h"
#include "session/sessiondir.h"
#include "testhome.h"
#include "util/paths.h"

#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace aisb;

namespace {
const QString kBase = QStringLiteral("localhost/ai-sandbox-base:trixie");

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

// One set of things to clean, and what must stay.
struct Fixture
{
    QStringList stale;     // names the cleanup must remove
    QStringList survivors; // names it must leave (podman things and session folders)
    QString runningContainer;
};
} // namespace

class TestCleanupE2E : public QObject
{
    Q_OBJECT
    Podman m_podman;
    QTemporaryDir m_home;
    QString m_run;
    QString m_label; // io.aisb.e2e=<run>
    QString m_projectA, m_projectB, m_projectC;
    QStringList m_containers, m_volumes, m_images;

    QString unique(const QString &what) const
    {
        return QStringLiteral("aisb-ce-") + m_run + QLatin1Char('-') + what;
    }

    QStringList labels(const QString &kind, const QString &slug, const QString &session = {}) const
    {
        QStringList l{QStringLiteral("--label"), QStringLiteral("io.aisb.managed=1"),
                      QStringLiteral("--label"), QStringLiteral("io.aisb.project=") + slug,
                      QStringLiteral("--label"), QStringLiteral("io.aisb.kind=") + kind,
                      QStringLiteral("--label"), m_label};
        if (!session.isEmpty())
            l << QStringLiteral("--label") << QStringLiteral("io.aisb.session=") + session;
        return l;
    }

    bool mustRun(const QStringList &args)
    {
        const PodmanResult r = runSync(m_podman, args, 180000);
        if (!r.ok())
            qWarning("%s: %s %s", qPrintable(args.join(QLatin1Char(' '))), qPrintable(r.error),
                     r.stderrData.constData());
        return r.ok();
    }

    bool exists(const QString &name)
    {
        for (const char *what : {"container", "image", "volume"})
            if (runSync(m_podman, {QLatin1String(what), QStringLiteral("exists"), name}, 60000).ok())
                return true;
        return QFileInfo::exists(Paths::sessionsDir() + QLatin1Char('/') + name);
    }

    // An image of our repository with its own id (a label of its own makes it distinct).
    bool image(const QString &tag, const QString &n)
    {
        QTemporaryDir ctx;
        QFile f(ctx.filePath(QStringLiteral("Containerfile")));
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write("FROM " + kBase.toUtf8() + "\n");
        f.close();
        m_images << tag;
        return mustRun({QStringLiteral("build"), QStringLiteral("--pull=never"), QStringLiteral("--label"),
                        QStringLiteral("io.aisb.managed=1"), QStringLiteral("--label"),
                        QStringLiteral("io.aisb.kind=image"), QStringLiteral("--label"), m_label,
                        QStringLiteral("--label"), QStringLiteral("io.aisb.e2e.n=") + n, QStringLiteral("-t"),
                        tag, ctx.path()});
    }

    QString session(const QString &projectDir, const QString &state, const QString &imageTag, qint64 endedAgo)
    {
        const SessionDir dir = SessionDir::create(projectSlug(projectDir));
        const QDateTime ended = QDateTime::currentDateTimeUtc().addSecs(-endedAgo);
        SessionEvent start{ended.addSecs(-60),
                           QStringLiteral("state"),
                           QStringLiteral("preparing"),
                           {{QStringLiteral("state"), QStringLiteral("preparing")},
                            {QStringLiteral("project"), projectDir},
                            {QStringLiteral("pid"), QCoreApplication::applicationPid()}}};
        dir.appendEvent(start);
        dir.appendEvent(
            {ended.addSecs(-50),
             QStringLiteral("state"),
             QStringLiteral("running"),
             {{QStringLiteral("state"), QStringLiteral("running")}, {QStringLiteral("image"), imageTag}}});
        if (state != QLatin1String("running"))
            dir.appendEvent({ended,
                             QStringLiteral("state"),
                             state,
                             {{QStringLiteral("state"), state}, {QStringLiteral("exitCode"), 0}}});
        dir.writeFile(QStringLiteral("gate/access.log"), QByteArray(2048, 'x'));
        return dir.id();
    }

    Run cli(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(QProcessEnvironment::systemEnvironment()); // the throw-away XDG dirs
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(QStringLiteral(AISB_CLI), args);
        Run r;
        if (!p.waitForFinished(300000)) {
            p.kill();
            p.waitForFinished();
            r.err = QStringLiteral("timed out");
            return r;
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    // Kept sessions, superseded images, both projects' current images, the home volume of the
    // deleted project C, a referenced home volume, old and recent session folders, a running session.
    bool makeFixture(const QString &round, Fixture &fx)
    {
        const KnownProject a = LocalState::describe(m_projectA);
        const KnownProject b = LocalState::describe(m_projectB);
        if (a.imageTags.isEmpty() || b.imageTags.isEmpty())
            return false;
        const QString curA = a.imageTags.first();
        const QString curB = b.imageTags.first();
        const QString oldA =
            QStringLiteral("localhost/ai-sandbox:ce") + m_run + round + QStringLiteral("olda");
        const QString goneC =
            QStringLiteral("localhost/ai-sandbox:ce") + m_run + round + QStringLiteral("gonec");
        // The current images once (built again, the old one would be a dangling layer: stale too).
        const bool haveCurrent = m_images.contains(curA);
        if ((!haveCurrent && (!image(curA, QStringLiteral("1")) || !image(curB, QStringLiteral("2")))) ||
            !image(oldA, round + QStringLiteral("3")) || !image(goneC, round + QStringLiteral("4")))
            return false;
        const QString slugA = projectSlug(m_projectA);
        const QString slugB = projectSlug(m_projectB);
        const QString slugC = projectSlug(m_projectC);

        const QString kept = unique(round + QStringLiteral("kept"));
        const QString running = unique(round + QStringLiteral("running"));
        const QString homeC = unique(round + QStringLiteral("home-c"));
        const QString homeA = unique(round + QStringLiteral("home-a"));
        const QString user = unique(round + QStringLiteral("user"));
        m_containers << kept << running << user;
        m_volumes << homeC << homeA;
        const QString runningSession = session(m_projectB, QStringLiteral("running"), curB, 0);
        if (!mustRun(QStringList{QStringLiteral("run"), QStringLiteral("--name"), kept,
                                 QStringLiteral("--network=none")} +
                     labels(QStringLiteral("sandbox"), slugA, m_run + round + QStringLiteral("kept")) +
                     QStringList{kBase, QStringLiteral("true")}) ||
            !mustRun(QStringList{QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--name"),
                                 running, QStringLiteral("--network=none")} +
                     labels(QStringLiteral("sandbox"), slugB, runningSession) +
                     QStringList{kBase, QStringLiteral("sleep"), QStringLiteral("600")}) ||
            !mustRun(QStringList{QStringLiteral("volume"), QStringLiteral("create")} +
                     labels(QStringLiteral("home"), slugC) + QStringList{homeC}) ||
            !mustRun(QStringList{QStringLiteral("volume"), QStringLiteral("create")} +
                     labels(QStringLiteral("home"), QStringLiteral("gone-") + slugA) + QStringList{homeA})
            // A stopped container of nobody's refers to homeA: never removed, even with --volumes.
            || !mustRun({QStringLiteral("create"), QStringLiteral("--name"), user,
                         QStringLiteral("--network=none"), QStringLiteral("-v"),
                         homeA + QStringLiteral(":/data"), kBase, QStringLiteral("true")}))
            return false;
        const QString oldSessionA = session(m_projectA, QStringLiteral("finished"), oldA, 40 * 86400);
        const QString oldSessionC = session(m_projectC, QStringLiteral("failed"), goneC, 40 * 86400);
        const QString recentB = session(m_projectB, QStringLiteral("finished"), curB, 3600);
        fx.stale = {kept, oldA, goneC, homeC, oldSessionA, oldSessionC};
        fx.survivors = {curA, curB, running, homeA, user, recentB, runningSession, kBase};
        fx.runningContainer = running;
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        test::useThrowAwayUserDirs(m_home);
        // The app's settings file as a child `ai-sandbox` reads it too.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           m_home.filePath(QStringLiteral("config")));
        const PodmanResult info = runSync(
            m_podman,
            {QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("{{.Host.OCIRuntime.Name}}")},
            60000);
        if (!info.ok())
            QSKIP(qPrintable(
                QStringLiteral("podman is not usable here (%1): run scripts/setup").arg(info.error)));
        if (!runSync(m_podman, {QStringLiteral("image"), QStringLiteral("exists"), kBase}).ok())
            QSKIP("the base image localhost/ai-sandbox-base:trixie is missing: run scripts/setup");
        m_run = QStringLiteral("%1x%2")
                    .arg(QCoreApplication::applicationPid())
                    .arg(QDateTime::currentMSecsSinceEpoch() % 100000000);
        m_label = QStringLiteral("io.aisb.e2e=") + m_run;
        // Policies of their own: their current tags are this run's alone.
        auto policy = [this](const char *p) {
            return QStringLiteral("[image]\npackages = [\"aisbce%1%2\"]\n")
                .arg(m_run, QLatin1String(p))
                .toUtf8();
        };
        m_projectA = test::makeProject(m_home, QStringLiteral("alpha"), policy("a"));
        m_projectB = test::makeProject(m_home, QStringLiteral("beta"), policy("b"));
        m_projectC = m_home.filePath(QStringLiteral("projects/gamma")); // deleted: never created
        QVERIFY(!m_projectA.isEmpty() && !m_projectB.isEmpty());
        // Both in the app's list (the GUI's settings), as the page and the CLI read it.
        QSettings settings(m_home.filePath(QStringLiteral("config/ai-sandbox/ai-sandbox.conf")),
                           QSettings::IniFormat);
        settings.beginWriteArray(QStringLiteral("projects"));
        settings.setArrayIndex(0);
        settings.setValue(QStringLiteral("path"), m_projectA);
        settings.setArrayIndex(1);
        settings.setValue(QStringLiteral("path"), m_projectB);
        settings.endArray();
        settings.sync();
        QCOMPARE(LocalState::appProjects(), (QStringList{m_projectA, m_projectB}));
    }

    void cleanupTestCase()
    {
        if (m_run.isEmpty())
            return;
        runSync(m_podman,
                QStringList{QStringLiteral("rm"), QStringLiteral("--force"), QStringLiteral("--time=0"),
                            QStringLiteral("--ignore"), QStringLiteral("--")} +
                    m_containers,
                120000);
        for (const QString &v : std::as_const(m_volumes))
            runSync(m_podman, {QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("--force"), v});
        for (const QString &i : std::as_const(m_images))
            runSync(m_podman, {QStringLiteral("rmi"), QStringLiteral("--force"), i});
    }

    void cliDryRunRemovesNothingThenCleanRemovesExactlyTheStaleSet()
    {
        Fixture fx;
        QVERIFY(makeFixture(QStringLiteral("c"), fx));
        const QStringList scope{QStringLiteral("clean"), QStringLiteral("--label"), m_label,
                                QStringLiteral("--volumes")};

        // A dry run never removes, whatever else is passed (--yes included).
        const Run dry = cli(scope + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--yes")});
        QVERIFY2(dry.code == 0, qPrintable(dry.out + dry.err));
        QVERIFY2(dry.out.contains(QLatin1String("Dry run: nothing was removed.")), qPrintable(dry.out));
        for (const QString &n : fx.stale + fx.survivors)
            QVERIFY2(exists(n), qPrintable(n));

        // --json: the plan, exactly the stale set.
        const Run plan = cli(scope + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QCOMPARE(plan.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(plan.out.toUtf8()).object();
        QStringList planned;
        for (const QJsonValue &v : o.value(QStringLiteral("remove")).toArray())
            planned << v.toObject().value(QStringLiteral("name")).toString();
        QStringList expected = fx.stale;
        planned.sort();
        expected.sort();
        QCOMPARE(planned, expected);
        QVERIFY(o.value(QStringLiteral("dry_run")).toBool());
        QCOMPARE(o.value(QStringLiteral("removed")).toArray().size(), 0);
        for (const QJsonValue &v : o.value(QStringLiteral("remove")).toArray())
            if (v.toObject().value(QStringLiteral("name")).toString().endsWith(QLatin1String("gonec")))
                QCOMPARE(v.toObject().value(QStringLiteral("reason")).toString(),
                         QStringLiteral("project folder gone"));
            else if (v.toObject().value(QStringLiteral("name")).toString().endsWith(QLatin1String("olda")))
                QVERIFY(v.toObject()
                            .value(QStringLiteral("reason"))
                            .toString()
                            .startsWith(QLatin1String("superseded by tag ")));

        // Without --volumes the deleted project's home volume is listed as stale, not removed.
        const Run noVolumes = cli({QStringLiteral("clean"), QStringLiteral("--label"), m_label,
                                   QStringLiteral("--dry-run"), QStringLiteral("--json")});
        const QJsonObject nv = QJsonDocument::fromJson(noVolumes.out.toUtf8()).object();
        QCOMPARE(nv.value(QStringLiteral("remove")).toArray().size(), fx.stale.size() - 1);

        const Run clean = cli(scope + QStringList{QStringLiteral("--yes"), QStringLiteral("--json")});
        QVERIFY2(clean.code == 0, qPrintable(clean.out + clean.err));
        const QJsonObject done = QJsonDocument::fromJson(clean.out.toUtf8()).object();
        QCOMPARE(done.value(QStringLiteral("removed")).toArray().size(), fx.stale.size());
        QCOMPARE(done.value(QStringLiteral("failed")).toArray().size(), 0);
        QVERIFY(done.value(QStringLiteral("freed_bytes")).toDouble() >= 0);
        for (const QString &n : fx.stale)
            QVERIFY2(!exists(n), qPrintable(n + QStringLiteral(" should be gone")));
        for (const QString &n : fx.survivors)
            QVERIFY2(exists(n), qPrintable(n + QStringLiteral(" should remain")));
    }

    void resourcesPageCleansTheSameThroughTheRealCore()
    {
        Fixture fx;
        QVERIFY(makeFixture(QStringLiteral("p"), fx));
        ResourcesPage page;
        CleanupPlan::Options o;
        o.scopeLabel = m_label;
        o.volumes = true;
        page.setOptions(o);
        page.resize(1000, 600);
        page.show();
        QSignalSpy loaded(&page, &ResourcesPage::loaded);
        page.refresh();
        QVERIFY(loaded.wait(120000));

        // Grouped by project, each with its things; the deleted project's volume says why.
        QTreeWidget *tree = page.tree();
        QStringList groups;
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            groups << tree->topLevelItem(i)->text(0);
        QVERIFY2(groups.join(QLatin1Char('\n')).contains(QLatin1String("alpha")),
                 qPrintable(groups.join(QLatin1Char('|'))));
        QVERIFY(groups.join(QLatin1Char('\n')).contains(QLatin1String("beta")));
        const QList<QTreeWidgetItem *> homeC =
            tree->findItems(fx.stale.at(3), Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(homeC.size(), 1);
        QCOMPARE(homeC.first()->text(5), QStringLiteral("project folder gone"));
        const QList<QTreeWidgetItem *> running =
            tree->findItems(fx.runningContainer, Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(running.size(), 1);
        QCOMPARE(running.first()->text(4), QStringLiteral("running"));

        // Clean Up: the confirmation lists exactly the stale set ticked and the running one locked.
        QVERIFY(page.cleanButton()->isEnabled());
        QTest::mouseClick(page.cleanButton(), Qt::LeftButton);
        CleanupDialog *dialog = page.confirmation();
        QVERIFY(dialog);
        QStringList chosen;
        for (const CleanupPlan::Item &i : dialog->chosen())
            chosen << i.name;
        QStringList expected = fx.stale;
        chosen.sort();
        expected.sort();
        QVERIFY2(chosen == expected, qPrintable(chosen.join(QLatin1Char(' ')) + QStringLiteral(" != ") +
                                                expected.join(QLatin1Char(' '))));
        const QList<QTreeWidgetItem *> locked =
            dialog->list()->findItems(fx.runningContainer, Qt::MatchExactly);
        QCOMPARE(locked.size(), 1);
        QVERIFY(!(locked.first()->flags() & Qt::ItemIsEnabled));
        QCOMPARE(locked.first()->checkState(0), Qt::Unchecked);
        QVERIFY(dialog->runningChoice()->isVisible());

        QSignalSpy finished(&page, &ResourcesPage::cleanupFinished);
        QTest::mouseClick(dialog->removeButton(), Qt::LeftButton);
        QVERIFY(finished.wait(300000));
        const auto result = finished.at(0).at(0).value<Cleaner::Result>();
        QCOMPARE(result.removed, int(fx.stale.size()));
        QCOMPARE(result.failed, 0);
        QVERIFY(page.resultText().contains(QLatin1String("Removed ")));
        for (const QString &n : fx.stale)
            QVERIFY2(!exists(n), qPrintable(n + QStringLiteral(" should be gone")));
        for (const QString &n : fx.survivors)
            QVERIFY2(exists(n), qPrintable(n + QStringLiteral(" should remain")));
    }
};

QTEST_MAIN(TestCleanupE2E)
#include "tst_cleanup.moc"
