// SPDX-License-Identifier: GPL-3.0-or-later
// The cleanup confirmation: one checkbox per item, stale ones ticked; a running thing is locked
// and unticked until the second explicit choice, and unticked again when that choice is taken
// back; the total follows the ticks; nothing chosen, nothing to press. The Resources page's
// actions in the main window. (The page against real podman: e2e/tst_cleanup.)
#include "mainwindow.h"
#include "resourcespage.h"
#include "testhome.h"
#include "windowpages.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace aisb;

namespace {
CleanupPlan::Item item(const QString &name, CleanupPlan::Kind kind, qint64 size, bool running = false)
{
    CleanupPlan::Item i;
    i.kind = kind;
    i.name = name;
    i.id = name;
    i.size = size;
    i.running = running;
    i.inUse = running;
    i.stale = !running;
    i.role = kind == CleanupPlan::Kind::Image ? QStringLiteral("image") : QStringLiteral("sandbox");
    i.reason = running ? QStringLiteral("running") : QStringLiteral("exited sandbox");
    return i;
}

QStringList names(const QList<CleanupPlan::Item> &items)
{
    QStringList out;
    for (const auto &i : items)
        out << i.name;
    return out;
}
} // namespace

class TestCleanupDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runningThingsNeedASecondChoice()
    {
        CleanupDialog dialog({item(QStringLiteral("old"), CleanupPlan::Kind::Container, 1000),
                              item(QStringLiteral("img"), CleanupPlan::Kind::Image, 2000000),
                              item(QStringLiteral("live"), CleanupPlan::Kind::Container, 5, true)},
                             QStringLiteral("Clean Up"));
        dialog.show();
        QCOMPARE(names(dialog.chosen()), (QStringList{QStringLiteral("old"), QStringLiteral("img")}));
        auto *total = dialog.findChild<QLabel *>(QStringLiteral("cleanupTotal"));
        QVERIFY(total);
        QVERIFY2(total->text().contains(QLatin1String("2 of 3")), qPrintable(total->text()));
        QVERIFY(total->text().contains(QLatin1String("2.0 MB")));
        QTreeWidgetItem *live = dialog.list()->findItems(QStringLiteral("live"), Qt::MatchExactly).first();
        QVERIFY(!(live->flags() & Qt::ItemIsEnabled));
        // Ticking it alone does not choose it: the second choice is missing.
        live->setCheckState(0, Qt::Checked);
        QVERIFY(!names(dialog.chosen()).contains(QStringLiteral("live")));
        live->setCheckState(0, Qt::Unchecked);
        QVERIFY(dialog.runningChoice()->isVisible());
        dialog.runningChoice()->setChecked(true);
        QVERIFY(live->flags() & Qt::ItemIsEnabled);
        live->setCheckState(0, Qt::Checked);
        QCOMPARE(names(dialog.chosen()).size(), 3);
        QVERIFY(total->text().contains(QLatin1String("3 of 3")));
        // Taking the choice back unticks and locks it again.
        dialog.runningChoice()->setChecked(false);
        QCOMPARE(live->checkState(0), Qt::Unchecked);
        QCOMPARE(names(dialog.chosen()).size(), 2);
        // Unticking everything leaves nothing to press.
        for (int r = 0; r < dialog.list()->topLevelItemCount(); ++r)
            dialog.list()->topLevelItem(r)->setCheckState(0, Qt::Unchecked);
        QVERIFY(!dialog.removeButton()->isEnabled());
    }

    void noRunningChoiceWithoutRunningThings()
    {
        CleanupDialog dialog({item(QStringLiteral("old"), CleanupPlan::Kind::Container, -1)},
                             QStringLiteral("x"));
        dialog.show();
        QVERIFY(!dialog.runningChoice()->isVisible());
        QVERIFY(dialog.removeButton()->isEnabled());
    }

    void mainWindowAsksForThePageAndForAProjectsData()
    {
        QTemporaryDir home;
        test::useThrowAwayUserDirs(home);
        const QString dir = test::makeProject(home, QStringLiteral("p"), "");
        MainWindow window(test::blankPages());
        window.openProject(dir);
        QSignalSpy resources(&window, &MainWindow::resourcesRequested);
        QSignalSpy data(&window, &MainWindow::removeProjectDataRequested);
        QVERIFY(window.actions().resources);
        window.actions().resources->trigger();
        QCOMPARE(resources.count(), 1);
        QVERIFY(window.actions().removeData->isEnabled());
        window.actions().removeData->trigger();
        QCOMPARE(data.count(), 1);
        QCOMPARE(data.at(0).at(0).toString(), window.currentProject());
        // Distinct from removing it from the list.
        QVERIFY(window.actions().removeData != window.actions().remove);
    }

    void roleNamesAreWords()
    {
        QCOMPARE(ResourcesPage::roleName(QStringLiteral("home volume")), QStringLiteral("home volume"));
        QCOMPARE(ResourcesPage::roleName(QStringLiteral("session")), QStringLiteral("session folder"));
        QCOMPARE(ResourcesPage::roleName(QStringLiteral("launcher")), QStringLiteral("desktop launcher"));
    }
};

QTEST_MAIN(TestCleanupDialog)
#include "tst_cleanupdialog.moc"
