// SPDX-License-Identifier: GPL-3.0-or-later
// `clean` and the Resources page against real podman, rootful and rootless (podman, the CLI and
// the page's core all as aisb-test): kept sessions, superseded images, two projects' current
// images, the home volume of a deleted project folder, old session folders. A dry run removes
// nothing whatever else is passed; a cleanup removes exactly the stale set (the other project's
// current image, a referenced volume and a running session survive), from the command line and
// from the page (offscreen, the real core). Why each thing goes or stays is read from reason_id,
// never from a translated sentence. Everything this test makes carries its own label
// (io.aisb.e2e=<run>) and only that is considered, with throw-away XDG folders per row, so other
// work on this machine is never touched.
#include "e2esandbox.h"
#include "maintenance/cleanupplan.h"
#include "maintenance/localstate.h"
#include "resourcespage.h"
#include "session/sessiondir.h"
#include "util/paths.h"

#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace aisb;
using test::E2eResult;
using test::E2eSandbox;

namespace {
// One set of things to clean, and what must stay.
struct Fixture
{
    QStringList stale;     // names the cleanup must remove
    QStringList survivors; // names it must leave (podman things and session folders)
    QString runningContainer;
    QString homeOfGoneProject;
};

// What one row (rootful, rootless as aisb-test) made, to remove at the end.
struct Row
{
    std::unique_ptr<E2eSandbox> env;
    QString projectA, projectB, projectC;
    QStringList containers, volumes, images;
};
} // namespace

class TestCleanupE2E : public QObject
{
    Q_OBJECT
    Row m_rows[2];
    QString m_run;
    QString m_label; // io.aisb.e2e=<run>

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

    // The in-process core (session folders, the known projects, the page) reads the row's folders,
    // as the row's CLI does.
    static void useFoldersOf(const E2eSandbox &e)
    {
        qputenv("XDG_STATE_HOME", (e.workspace() + QStringLiteral("/state")).toUtf8());
        qputenv("XDG_CONFIG_HOME", (e.workspace() + QStringLiteral("/config")).toUtf8());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           e.workspace() + QStringLiteral("/config"));
    }

    static bool mustRun(const E2eSandbox &e, const QStringList &args)
    {
        const E2eResult r = e.podman(args, 300000);
        if (r.exitCode != 0 || !r.finished)
            qWarning("podman %s: %s", qPrintable(args.join(QLatin1Char(' '))), r.describe().constData());
        return r.finished && r.exitCode == 0;
    }

    static bool exists(const E2eSandbox &e, const QString &name)
    {
        for (const char *what : {"container", "image", "volume"})
            if (e.podman({QLatin1String(what), QStringLiteral("exists"), name}).exitCode == 0)
                return true;
        return QFileInfo::exists(e.sessionsDir() + QLatin1Char('/') + name);
    }

    // An image of our repository with its own id (a label of its own makes it distinct), built by
    // the row's user from a context folder it can read.
    bool image(Row &row, const QString &tag, const QString &n)
    {
        const E2eSandbox &e = *row.env;
        const QString ctx = e.workspace() + QStringLiteral("/ctx-") + n;
        e.writeFile(ctx + QStringLiteral("/Containerfile"),
                    "FROM " + E2eSandbox::baseImage().toUtf8() + "\n");
        row.images << tag;
        return mustRun(e, {QStringLiteral("build"), QStringLiteral("--pull=never"), QStringLiteral("--label"),
                           QStringLiteral("io.aisb.managed=1"), QStringLiteral("--label"),
                           QStringLiteral("io.aisb.kind=image"), QStringLiteral("--label"), m_label,
                           QStringLiteral("--label"), QStringLiteral("io.aisb.e2e.n=") + n,
                           QStringLiteral("-t"), tag, ctx});
    }

    static QString session(const QString &projectDir, const QString &state, const QString &imageTag,
                           qint64 endedAgo)
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

    // Kept sessions, superseded images, both projects' current images, the home volume of the
    // deleted project C, a referenced home volume, old and recent session folders, a running session.
    bool makeFixture(Row &row, const QString &round, Fixture &fx)
    {
        const E2eSandbox &e = *row.env;
        useFoldersOf(e);
        const KnownProject a = LocalState::describe(row.projectA);
        const KnownProject b = LocalState::describe(row.projectB);
        if (a.imageTags.isEmpty() || b.imageTags.isEmpty())
            return false;
        const QString curA = a.imageTags.first();
        const QString curB = b.imageTags.first();
        const QString oldA =
            QStringLiteral("localhost/ai-sandbox:ce") + m_run + round + QStringLiteral("olda");
        const QString goneC =
            QStringLiteral("localhost/ai-sandbox:ce") + m_run + round + QStringLiteral("gonec");
        // The current images once (built again, the old one would be a dangling layer: stale too).
        const bool haveCurrent = row.images.contains(curA);
        if ((!haveCurrent &&
             (!image(row, curA, QStringLiteral("1")) || !image(row, curB, QStringLiteral("2")))) ||
            !image(row, oldA, round + QStringLiteral("3")) || !image(row, goneC, round + QStringLiteral("4")))
            return false;
        const QString slugA = projectSlug(row.projectA);
        const QString slugB = projectSlug(row.projectB);
        const QString slugC = projectSlug(row.projectC);

        const QString kept = unique(round + QStringLiteral("kept"));
        const QString running = unique(round + QStringLiteral("running"));
        const QString homeC = unique(round + QStringLiteral("home-c"));
        const QString homeA = unique(round + QStringLiteral("home-a"));
        const QString user = unique(round + QStringLiteral("user"));
        row.containers << kept << running << user;
        row.volumes << homeC << homeA;
        const QString runningSession = session(row.projectB, QStringLiteral("running"), curB, 0);
        if (!mustRun(e, QStringList{QStringLiteral("run"), QStringLiteral("--name"), kept,
                                    QStringLiteral("--network=none")} +
                            labels(QStringLiteral("sandbox"), slugA, m_run + round + QStringLiteral("kept")) +
                            QStringList{E2eSandbox::baseImage(), QStringLiteral("true")}) ||
            !mustRun(e, QStringList{QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--name"),
                                    running, QStringLiteral("--network=none")} +
                            labels(QStringLiteral("sandbox"), slugB, runningSession) +
                            QStringList{E2eSandbox::baseImage(), QStringLiteral("sleep"),
                                        QStringLiteral("600")}) ||
            !mustRun(e, QStringList{QStringLiteral("volume"), QStringLiteral("create")} +
                            labels(QStringLiteral("home"), slugC) + QStringList{homeC}) ||
            !mustRun(e, QStringList{QStringLiteral("volume"), QStringLiteral("create")} +
                            labels(QStringLiteral("home"), QStringLiteral("gone-") + slugA) +
                            QStringList{homeA})
            // A stopped container of nobody's refers to homeA: never removed, even with --volumes.
            ||
            !mustRun(e, {QStringLiteral("create"), QStringLiteral("--name"), user,
                         QStringLiteral("--network=none"), QStringLiteral("-v"),
                         homeA + QStringLiteral(":/data"), E2eSandbox::baseImage(), QStringLiteral("true")}))
            return false;
        const QString oldSessionA = session(row.projectA, QStringLiteral("finished"), oldA, 40 * 86400);
        const QString oldSessionC = session(row.projectC, QStringLiteral("failed"), goneC, 40 * 86400);
        const QString recentB = session(row.projectB, QStringLiteral("finished"), curB, 3600);
        // The session folders are the row's user's, as its own sessions' would be.
        e.chownTree(e.workspace() + QStringLiteral("/state"));
        fx.stale = {kept, oldA, goneC, homeC, oldSessionA, oldSessionC};
        fx.survivors = {curA, curB, running, homeA, user, recentB, runningSession, E2eSandbox::baseImage()};
        fx.runningContainer = running;
        fx.homeOfGoneProject = homeC;
        return true;
    }

#define ROW()                                                                                                \
    QFETCH(int, row);                                                                                        \
    Row &r = m_rows[row];                                                                                    \
    if (!r.env || !r.env->ready())                                                                           \
        QSKIP(qPrintable(r.env ? r.env->skipReason() : QStringLiteral("not set up")));                       \
    const E2eSandbox &e = *r.env

private Q_SLOTS:
    void initTestCase()
    {
        m_run = QStringLiteral("%1x%2")
                    .arg(QCoreApplication::applicationPid())
                    .arg(QDateTime::currentMSecsSinceEpoch() % 100000000);
        m_label = QStringLiteral("io.aisb.e2e=") + m_run;
        for (int i = 0; i < 2; ++i) {
            Row &row = m_rows[i];
            row.env = std::make_unique<E2eSandbox>(i == 1);
            E2eSandbox &e = *row.env;
            if (!e.ready())
                continue;
            // Policies of their own: their current tags are this run's alone.
            auto policy = [this](const char *p) {
                return QStringLiteral("[image]\npackages = [\"aisbce%1%2\"]\n")
                    .arg(m_run, QLatin1String(p))
                    .toUtf8();
            };
            row.projectA = e.makeProject(QStringLiteral("alpha"), policy("a"));
            row.projectB = e.makeProject(QStringLiteral("beta"), policy("b"));
            row.projectC = e.workspace() + QStringLiteral("/projects/gamma"); // deleted: never created
            // Both in the app's list (the GUI's settings), as the page and the row's CLI read it.
            const QString config = e.workspace() + QStringLiteral("/config");
            {
                QSettings settings(config + QStringLiteral("/ai-sandbox/ai-sandbox.conf"),
                                   QSettings::IniFormat);
                settings.beginWriteArray(QStringLiteral("projects"));
                settings.setArrayIndex(0);
                settings.setValue(QStringLiteral("path"), row.projectA);
                settings.setArrayIndex(1);
                settings.setValue(QStringLiteral("path"), row.projectB);
                settings.endArray();
            }
            e.chownTree(config);
            useFoldersOf(e);
            QCOMPARE(LocalState::appProjects(), (QStringList{row.projectA, row.projectB}));
        }
    }

    void cleanupTestCase()
    {
        for (Row &row : m_rows) {
            if (!row.env || !row.env->ready())
                continue;
            const E2eSandbox &e = *row.env;
            if (!row.containers.isEmpty())
                e.podman(QStringList{QStringLiteral("rm"), QStringLiteral("--force"),
                                     QStringLiteral("--time=0"), QStringLiteral("--ignore"),
                                     QStringLiteral("--")} +
                             row.containers,
                         120000);
            for (const QString &v : std::as_const(row.volumes))
                e.podman({QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("--force"), v});
            for (const QString &i : std::as_const(row.images))
                e.podman({QStringLiteral("rmi"), QStringLiteral("--force"), i});
            row.env.reset();
        }
    }

    void cliDryRunRemovesNothingThenCleanRemovesExactlyTheStaleSet_data()
    {
        E2eSandbox::addRows();
    }
    void cliDryRunRemovesNothingThenCleanRemovesExactlyTheStaleSet()
    {
        ROW();
        Fixture fx;
        QVERIFY(makeFixture(r, QStringLiteral("c"), fx));
        const QStringList scope{QStringLiteral("clean"), QStringLiteral("--label"), m_label,
                                QStringLiteral("--volumes")};

        // A dry run never removes, whatever else is passed (--yes included).
        const E2eResult dry =
            e.cli(scope + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--yes")});
        QVERIFY2(dry.exitCode == 0, dry.describe().constData());
        for (const QString &n : fx.stale + fx.survivors)
            QVERIFY2(exists(e, n), qPrintable(n));

        // --json: the plan, exactly the stale set, each with why (reason_id, never the sentence).
        const E2eResult plan =
            e.cli(scope + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QVERIFY2(plan.exitCode == 0, plan.describe().constData());
        const QJsonObject o = plan.json();
        QStringList planned;
        QHash<QString, QString> why;
        for (const QJsonValue &v : o.value(QStringLiteral("remove")).toArray()) {
            const QString name = v.toObject().value(QStringLiteral("name")).toString();
            planned << name;
            why.insert(name, v.toObject().value(QStringLiteral("reason_id")).toString());
        }
        QStringList expected = fx.stale;
        planned.sort();
        expected.sort();
        QCOMPARE(planned, expected);
        QVERIFY(o.value(QStringLiteral("dry_run")).toBool());
        QCOMPARE(o.value(QStringLiteral("removed")).toArray().size(), 0);
        QCOMPARE(why.value(fx.stale.at(0)), QStringLiteral("sandbox-exited"));
        QCOMPARE(why.value(fx.stale.at(1)), QStringLiteral("superseded"));          // old image of A
        QCOMPARE(why.value(fx.stale.at(2)), QStringLiteral("project-folder-gone")); // C's image
        QCOMPARE(why.value(fx.stale.at(3)), QStringLiteral("project-folder-gone")); // C's home volume
        QCOMPARE(why.value(fx.stale.at(4)), QStringLiteral("session-ended"));
        QCOMPARE(why.value(fx.stale.at(5)), QStringLiteral("session-ended"));
        // What stays says why too: the running sandbox runs, the other project's image is current.
        QHash<QString, QString> keptWhy;
        for (const QJsonValue &v : o.value(QStringLiteral("kept")).toArray())
            keptWhy.insert(v.toObject().value(QStringLiteral("name")).toString(),
                           v.toObject().value(QStringLiteral("reason_id")).toString());
        QCOMPARE(keptWhy.value(fx.runningContainer), QStringLiteral("running"));
        QCOMPARE(keptWhy.value(fx.survivors.at(1)), QStringLiteral("current-image"));
        QCOMPARE(keptWhy.value(fx.survivors.at(3)), QStringLiteral("used-by-container"));

        // Without --volumes the deleted project's home volume is listed as stale, not removed.
        const E2eResult noVolumes = e.cli({QStringLiteral("clean"), QStringLiteral("--label"), m_label,
                                           QStringLiteral("--dry-run"), QStringLiteral("--json")});
        const QJsonObject nv = noVolumes.json();
        QCOMPARE(nv.value(QStringLiteral("remove")).toArray().size(), fx.stale.size() - 1);
        bool offered = false;
        for (const QJsonValue &v : nv.value(QStringLiteral("kept")).toArray()) {
            const QJsonObject i = v.toObject();
            if (i.value(QStringLiteral("name")).toString() != fx.homeOfGoneProject)
                continue;
            offered = i.value(QStringLiteral("stale")).toBool() &&
                      i.value(QStringLiteral("removed_by")).toString() == QLatin1String("--volumes");
        }
        QVERIFY2(offered, noVolumes.out.constData());

        const E2eResult clean =
            e.cli(scope + QStringList{QStringLiteral("--yes"), QStringLiteral("--json")}, {}, 300000);
        QVERIFY2(clean.exitCode == 0, clean.describe().constData());
        const QJsonObject done = clean.json();
        QCOMPARE(done.value(QStringLiteral("removed")).toArray().size(), fx.stale.size());
        QCOMPARE(done.value(QStringLiteral("failed")).toArray().size(), 0);
        QVERIFY(done.value(QStringLiteral("freed_bytes")).toDouble() >= 0);
        for (const QString &n : fx.stale)
            QVERIFY2(!exists(e, n), qPrintable(n + QStringLiteral(" should be gone")));
        for (const QString &n : fx.survivors)
            QVERIFY2(exists(e, n), qPrintable(n + QStringLiteral(" should remain")));
    }

    void resourcesPageCleansTheSameThroughTheRealCore_data()
    {
        E2eSandbox::addRows();
    }
    void resourcesPageCleansTheSameThroughTheRealCore()
    {
        ROW();
        Fixture fx;
        QVERIFY(makeFixture(r, QStringLiteral("p"), fx));
        // The page drives the row's podman (rootless: as aisb-test) and reads the row's folders.
        ResourcesPage page(e.podmanConnection());
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
        const QStringList groups = page.groupTitles();
        QVERIFY2(groups.join(QLatin1Char('\n')).contains(QLatin1String("alpha")),
                 qPrintable(groups.join(QLatin1Char('|'))));
        QVERIFY(groups.join(QLatin1Char('\n')).contains(QLatin1String("beta")));
        const CleanupPlan::Item *homeC = page.plan().resource(fx.homeOfGoneProject);
        QVERIFY(homeC);
        QCOMPARE(homeC->reasonId, CleanupPlan::Reason::ProjectFolderGone);
        QVERIFY(page.rowShown(fx.homeOfGoneProject));
        const CleanupPlan::Item *running = page.plan().resource(fx.runningContainer);
        QVERIFY(running && running->running && !running->stale);
        QVERIFY(page.rowShown(fx.runningContainer));

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
        for (const QString &n : fx.stale)
            QVERIFY2(!exists(e, n), qPrintable(n + QStringLiteral(" should be gone")));
        for (const QString &n : fx.survivors)
            QVERIFY2(exists(e, n), qPrintable(n + QStringLiteral(" should remain")));
    }
};

QTEST_MAIN(TestCleanupE2E)
#include "tst_cleanup.moc"
