// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: project list and persistence, engine status, build pane driven through its slots.
#include "buildpane.h"
#include "mainwindow.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "projectheader.h"
#include "projectlistmodel.h"
#include "terminal/terminalsettings.h"
#include "terminal/terminalwidget.h"
#include "testhome.h"
#include "windowpages.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>

using namespace aisb;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        aisb::test::useThrowAwayUserDirs(m_root);
        QCoreApplication::setOrganizationName(QStringLiteral("ai-sandbox-test"));
        QCoreApplication::setApplicationName(QStringLiteral("ai-sandbox-test"));
        m_projectA = m_root.filePath(QStringLiteral("projects/alpha"));
        m_projectB = m_root.filePath(QStringLiteral("projects/beta"));
        QVERIFY(QDir().mkpath(m_projectA));
        QVERIFY(QDir().mkpath(m_projectB));
    }

    void init() { QSettings().clear(); }

    void openProjectSelectsItAndShowsHeader()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        QSignalSpy current(&w, &MainWindow::currentProjectChanged);
        w.openProject(m_projectA);
        QCOMPARE(w.currentProject(), m_projectA);
        QCOMPARE(current.count(), 1);
        QCOMPARE(w.projectView()->currentIndex().data(ProjectListModel::PathRole).toString(), m_projectA);
        QCOMPARE(w.header()->findChild<QLabel *>(QStringLiteral("projectName"))->text(),
                 QStringLiteral("alpha"));
        QCOMPARE(w.tabs()->count(), 3);
        QCOMPARE(w.tabs()->tabText(0), QStringLiteral("Policy"));
        QCOMPARE(w.policyEditor()->projectDir(), m_projectA);
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("alpha")));
        // Shortcuts are set and shown in menus.
        QCOMPARE(w.actions().save->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_S));
        QCOMPARE(w.actions().build->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_B));
        QCOMPARE(w.actions().launch->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Return));
    }

    void launchOnShowAndShortcuts()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_projectA);
        w.setLaunchOnShow(true);
        QSignalSpy launch(&w, &MainWindow::launchRequested);
        QSignalSpy build(&w, &MainWindow::buildRequested);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTRY_COMPARE(launch.count(), 1);
        QCOMPARE(launch.at(0).at(0).toString(), m_projectA);
        // Shown once more: no second launch.
        w.hide();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        QTest::keyClick(&w, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(launch.count(), 2);
        QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier);
        QCOMPARE(build.count(), 1);
        QCOMPARE(build.at(0).at(0).toString(), m_projectA);
        QCOMPARE(build.at(0).at(1).toBool(), false);
        QVERIFY(w.buildPane()->isVisible());
        QVERIFY(w.buildPane()->state() == BuildPane::State::Running);
        QVERIFY(w.header()->imageStatus() == ImageStatus::Building);
        // A second Ctrl+B while building does nothing.
        QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier);
        QCOMPARE(build.count(), 1);
    }

    void buildPaneStatesThroughSlots()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_projectA);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy cancel(&w, &MainWindow::cancelBuildRequested);
        BuildPane *pane = w.buildPane();
        QVERIFY(!pane->isVisible());

        w.setBuildProgress(0, 5);
        QVERIFY(pane->isVisible());
        QCOMPARE(pane->progressBar()->maximum(), 5);
        QVERIFY(pane->cancelButton()->isEnabled());
        QVERIFY(w.actions().cancelBuild->isEnabled());
        w.appendBuildLog(QStringLiteral("STEP 1/5: FROM localhost/ai-sandbox-base:trixie"));
        w.setBuildProgress(1, 5);
        w.appendBuildLog(QStringLiteral("STEP 2/5: RUN apt-get update"));
        w.appendBuildLog(QStringLiteral("Get:1 http://deb.debian.org/debian trixie InRelease"));
        w.setBuildProgress(2, 5);
        w.appendBuildLog(QStringLiteral("STEP 3/5: RUN apt-get install -y nosuchpackage"));
        w.appendBuildLog(QStringLiteral("E: Unable to locate package nosuchpackage"));
        w.setBuildProgress(3, 5);
        QCOMPARE(pane->progressBar()->value(), 3);
        QCOMPARE(pane->logView()->document()->blockCount(), 5);

        QTRY_VERIFY(pane->cancelButton()->height() > 0 && pane->cancelButton()->isVisible());
        QTest::mouseClick(pane->cancelButton(), Qt::LeftButton);
        QCOMPARE(cancel.count(), 1);

        w.buildFinished(false, QStringLiteral("apt-get install failed"), 3);
        QVERIFY(pane->state() == BuildPane::State::Failed);
        QVERIFY(!pane->cancelButton()->isEnabled());
        QVERIFY(!w.actions().cancelBuild->isEnabled());
        QVERIFY(pane->statusText().contains(QStringLiteral("Step 3")));
        QVERIFY(pane->statusText().contains(QStringLiteral("apt-get install failed")));
        QCOMPARE(pane->highlightedBlock(), 3);
        QVERIFY(pane->logView()
                    ->document()
                    ->findBlockByNumber(pane->highlightedBlock())
                    .text()
                    .startsWith(QStringLiteral("STEP 3/5")));
        QCOMPARE(pane->logView()->extraSelections().size(), 1);
        QVERIFY(w.header()->imageStatus() == ImageStatus::Failed);

        // A new build clears the old log and highlight; success fills the bar.
        QSignalSpy build(&w, &MainWindow::buildRequested);
        w.requestBuild(true);
        QCOMPARE(build.count(), 1);
        QCOMPARE(build.at(0).at(1).toBool(), true);
        QCOMPARE(pane->highlightedBlock(), -1);
        QVERIFY(pane->logView()->toPlainText().isEmpty());
        w.setBuildProgress(2, 2);
        w.buildFinished(true, {}, 0);
        QVERIFY(pane->state() == BuildPane::State::Succeeded);
        QCOMPARE(pane->progressBar()->value(), 2);
        QVERIFY(w.header()->imageStatus() == ImageStatus::Built);

        w.setImageStatus(ImageStatus::NeedsBuild, QStringLiteral("policy changed"));
        QVERIFY(w.header()->imageStatusText().contains(QStringLiteral("policy changed")));
    }

    // A build that failed on an untrusted certificate: the pane explains it (naming
    // image.ca_certificates) and one click adds "host" to the policy as an undoable, unsaved edit.
    void buildPaneOffersHostCertificatesOnTlsFailure()
    {
        const QString cas = m_root.filePath(QStringLiteral("host-cas"));
        QVERIFY(QDir().mkpath(cas));
        QVERIFY(QFile::copy(QStringLiteral(AISB_SOURCE_DIR "/tests/data/ca/test-ca.crt"),
                            cas + QStringLiteral("/proxy.crt")));
        qputenv("AISB_HOST_CA_DIR", cas.toUtf8());
        const auto restore = qScopeGuard([] { qunsetenv("AISB_HOST_CA_DIR"); });
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_projectB);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        BuildPane *pane = w.buildPane();

        // Another failure: nothing recognised, no box.
        w.appendBuildLog(QStringLiteral("E: Unable to locate package nosuchpackage"));
        w.buildFinished(false, QStringLiteral("apt-get install failed"), 0);
        QVERIFY(!pane->diagnosis().recognised());
        QVERIFY(!pane->diagnosisLabel()->isVisible());

        w.setBuildProgress(0, 9);
        w.appendBuildLog(QStringLiteral("STEP 7/9: RUN npm install -g @mariozechner/pi-coding-agent@0.73.1"));
        w.appendBuildLog(QStringLiteral("npm error code SELF_SIGNED_CERT_IN_CHAIN"));
        w.appendBuildLog(QStringLiteral("npm error self-signed certificate in certificate chain"));
        w.buildFinished(false, QStringLiteral("exit status 1"), 7);
        QCOMPARE(pane->diagnosis().kindName(), QStringLiteral("tls"));
        QTRY_VERIFY(pane->diagnosisLabel()->isVisible());
        QVERIFY2(pane->diagnosisLabel()->text().contains(QLatin1String("image.ca_certificates")),
                 qPrintable(pane->diagnosisLabel()->text()));
        QVERIFY(pane->diagnosisLabel()->text().contains(cas + QStringLiteral("/proxy.crt")));
        QPushButton *button = pane->hostCertificatesButton();
        QVERIFY(button->isVisible() && button->isEnabled());
        // scripts/screenshot-build-tls stores this view for the docs.
        if (const QString shot = qEnvironmentVariable("AISB_SCREENSHOT_BUILD_TLS"); !shot.isEmpty()) {
            w.resize(1200, 800);
            QTest::qWait(200);
            QVERIFY(w.grab().save(shot));
        }

        PolicyEditor *editor = w.policyEditor();
        const int undoBefore = editor->undoStack()->count();
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(editor->document()->effective().image.caCertificates, QStringList{QStringLiteral("host")});
        QVERIFY(editor->isModified());
        QVERIFY(!QFile::exists(m_projectB + QStringLiteral("/.ai-sandbox.toml"))); // the user saves
        QVERIFY(!button->isEnabled());
        QCOMPARE(editor->undoStack()->count(), undoBefore + 1);
        editor->undoStack()->undo();
        QVERIFY(editor->document()->effective().image.caCertificates.isEmpty());

        // A new build clears the explanation.
        w.requestBuild(false);
        QVERIFY(!pane->diagnosis().recognised());
        QVERIFY(!pane->diagnosisLabel()->isVisible());
    }

    void engineStatusBannerAndDisabledActions()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_projectA);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setEngineStatus(QStringLiteral("podman 4.3.1, rootless"), true, {});
        QVERIFY(!w.engineBanner()->isVisible());
        QCOMPARE(w.header()->engineText(), QStringLiteral("podman 4.3.1, rootless"));
        QVERIFY(w.header()->buildButton()->isEnabled());

        w.setEngineStatus(QStringLiteral("podman not usable"), false,
                          QStringLiteral("podman was not found; install it with apt install podman."));
        QVERIFY(w.engineBanner()->isVisible());
        const auto labels = w.engineBanner()->findChildren<QLabel *>();
        bool found = false;
        for (QLabel *l : labels)
            found = found || l->text().contains(QStringLiteral("apt install podman"));
        QVERIFY(found);
        QVERIFY(!w.header()->buildButton()->isEnabled());
        QVERIFY(!w.header()->launchButton()->isEnabled());
        QVERIFY(!w.actions().launch->isEnabled());
        QSignalSpy launch(&w, &MainWindow::launchRequested);
        w.requestLaunch();
        QCOMPARE(launch.count(), 0);

        w.setEngineStatus(QStringLiteral("podman 4.3.1, rootful"), true, {});
        QVERIFY(!w.engineBanner()->isVisible());
        QVERIFY(w.header()->launchButton()->isEnabled());
    }

    void projectListAndLayoutPersist()
    {
        QByteArray splitterState;
        {
            MainWindow w(test::blankPages());
            w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
            w.openProject(m_projectA);
            w.openProject(m_projectB);
            w.mainSplitter()->setSizes({300, 900});
            splitterState = w.mainSplitter()->saveState();
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.close());
        }
        MainWindow w(test::blankPages());
        QCOMPARE(w.projectModel()->rowCount(), 2);
        QCOMPARE(w.currentProject(), m_projectB);
        QCOMPARE(w.mainSplitter()->saveState(), splitterState);
    }

    void missingFolderIsShownAndRemovable()
    {
        const QString gone = m_root.filePath(QStringLiteral("projects/gone"));
        QVERIFY(QDir().mkpath(gone));
        {
            MainWindow w(test::blankPages());
            w.openProject(m_projectA);
            w.openProject(gone);
            QVERIFY(w.close());
        }
        QVERIFY(QDir(gone).removeRecursively());
        MainWindow w(test::blankPages());
        const int row = w.projectModel()->rowOf(gone);
        QVERIFY(row >= 0);
        QVERIFY(w.projectModel()->isMissing(row));
        QCOMPARE(w.currentProject(), gone);
        auto *remove = w.findChild<QPushButton *>(QStringLiteral("removeMissingButton"));
        QVERIFY(remove);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(remove->isVisible());
        QVERIFY(!w.actions().build->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(w.projectModel()->rowOf(gone), -1);
        QCOMPARE(w.projectModel()->rowCount(), 1);
        QCOMPARE(w.currentProject(), m_projectA);
    }

    void droppingAFolderAddsIt()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(m_projectB)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QCOMPARE(w.currentProject(), m_projectB);

        // A file is not a project.
        const QString plainFile = m_projectB + QStringLiteral("/README");
        {
            QFile f(plainFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QMimeData file;
        file.setUrls({QUrl::fromLocalFile(plainFile)});
        QDragEnterEvent enterFile(QPoint(10, 10), Qt::CopyAction, &file, Qt::LeftButton, Qt::NoModifier);
        enterFile.ignore();
        QApplication::sendEvent(&w, &enterFile);
        QVERIFY(!enterFile.isAccepted());
    }

    // #20 item 1: one long error line never widens the window; Build and Launch stay on screen.
    void longErrorDoesNotWidenTheWindow()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_projectA);
        w.resize(1000, 680);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int width = w.width();
        QVERIFY(width <= 1000);
        QSignalSpy build(&w, &MainWindow::buildRequested);
        w.requestBuild();
        QCOMPARE(build.count(), 1);
        const QString longLine = QStringLiteral("Error: ") + QString(1500, QLatin1Char('x')) +
                                 QStringLiteral(" run `ai-sandbox trust --project ") + m_projectA +
                                 QLatin1Char('`');
        w.buildFinished(false, longLine, 0);
        w.setImageStatus(ImageStatus::Failed, longLine);
        QCoreApplication::processEvents();
        QCOMPARE(w.width(), width);
        QVERIFY(w.minimumSizeHint().width() < 1000);
        // The buttons are inside the window.
        for (QPushButton *b : {w.header()->buildButton(), w.header()->launchButton()}) {
            const QRect r(b->mapTo(&w, QPoint(0, 0)), b->size());
            QVERIFY2(w.rect().contains(r),
                     qPrintable(QStringLiteral("%1 at %2").arg(b->text()).arg(r.right())));
        }
        // The whole message is kept: tooltip of the status and a line of the build log.
        QCOMPARE(w.header()->imageStatusText().contains(longLine.left(200)), true);
        QVERIFY(w.buildPane()->logView()->toPlainText().contains(longLine));
        QCOMPARE(w.buildPane()->statusText(), longLine);
    }

    // #20 item 1: each project has its own build panel (log, status, open or closed).
    void buildPanelIsPerProject()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_projectB);
        w.openProject(m_projectA);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.requestBuild();
        w.appendBuildLog(QStringLiteral("alpha step line"));
        w.buildFinished(false, QStringLiteral("alpha failed"), 0);
        BuildPane *alpha = w.buildPane();
        QVERIFY(alpha->isVisible());

        w.openProject(m_projectB);
        QCOMPARE(w.currentProject(), m_projectB);
        QVERIFY(w.buildPane() != alpha);
        QVERIFY(!w.buildPane()->isVisible());
        QVERIFY(!w.buildPane()->logView()->toPlainText().contains(QStringLiteral("alpha")));
        QVERIFY(w.header()->imageStatus() != ImageStatus::Failed);

        // A build of beta runs while alpha is selected: its lines go to beta's panel only.
        w.requestBuild();
        BuildPane *beta = w.buildPane();
        w.openProject(m_projectA);
        QCOMPARE(w.buildPane(), alpha);
        QVERIFY(alpha->isVisible());
        QCOMPARE(alpha->statusText(), QStringLiteral("alpha failed"));
        w.appendBuildLog(QStringLiteral("beta step line"));
        w.buildFinished(true, QStringLiteral("Built beta"), 0);
        QVERIFY(!alpha->logView()->toPlainText().contains(QStringLiteral("beta")));
        QVERIFY(beta->logView()->toPlainText().contains(QStringLiteral("beta step line")));
        QCOMPARE(beta->state(), BuildPane::State::Succeeded);
        QCOMPARE(w.buildPaneFor(m_projectB), beta);
        w.openProject(m_projectB);
        QVERIFY(beta->isVisible());
        QCOMPARE(beta->statusText(), QStringLiteral("Built beta"));
    }

    // #20 item 4: with a terminal focused, the app's tab keys and F10 still work.
    void shortcutsReachTheAppFromTheTerminal()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_projectA);
        auto *terminal = new TerminalWidget;
        terminal->setObjectName(QStringLiteral("testTerminal"));
        w.tabs()->addTab(terminal, QStringLiteral("Terminal"));
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.tabs()->setCurrentWidget(terminal);
        terminal->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(terminal));

        QTest::keyClick(terminal, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(w.tabs()->currentIndex(), 0);
        w.tabs()->setCurrentWidget(terminal);
        terminal->setFocus();
        QTest::keyClick(terminal, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(w.tabs()->currentIndex(), 1);

        // What the terminal keeps: Ctrl+letters (Ctrl+S, Ctrl+B, Ctrl+Q...) go to the program.
        w.tabs()->setCurrentWidget(terminal);
        terminal->setFocus();
        QSignalSpy build(&w, &MainWindow::buildRequested);
        QTest::keyClick(terminal, Qt::Key_B, Qt::ControlModifier);
        QCOMPARE(build.count(), 0);
        QVERIFY(TerminalWidget::isApplicationKey(QKeyEvent(QEvent::KeyPress, Qt::Key_F10, Qt::NoModifier)));
        QVERIFY(!TerminalWidget::isApplicationKey(QKeyEvent(QEvent::KeyPress, Qt::Key_P, Qt::AltModifier)));

        // F10 opens the menu bar.
        QTest::keyClick(terminal, Qt::Key_F10);
        QTRY_VERIFY(w.menuBar()->activeAction() != nullptr);
        QCOMPARE(w.menuBar()->activeAction(), w.menuBar()->actions().constFirst());
        if (QWidget *popup = QApplication::activePopupWidget())
            popup->close();
    }

    // #20 item 4: Alt+P opens the Project menu (no form label takes the P any more).
    void altPOpensTheProjectMenu()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_projectA);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.projectView()->setFocus();
        QTest::keyClick(w.projectView(), Qt::Key_P, Qt::AltModifier);
        QTRY_VERIFY(QApplication::activePopupWidget() != nullptr);
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        QCOMPARE(menu->title(), QStringLiteral("&Project"));
        menu->close();
    }

    // #20 item 7: a variable the policy passes but this computer lacks blocks Launch up front.
    void launchIsBlockedWithTheReason()
    {
        const QString dir = m_root.filePath(QStringLiteral("projects/needs-var"));
        QVERIFY(QDir().mkpath(dir));
        const QString var = QStringLiteral("AISB_TEST_UNSET_VAR_20");
        QVERIFY(!qEnvironmentVariableIsSet(qPrintable(var)));
        QFile f(dir + QStringLiteral("/.ai-sandbox.toml"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[env]\npass = [\"" + var.toUtf8() + "\"]\n");
        f.close();
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(dir);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(w.launchBlocker().contains(var), qPrintable(w.launchBlocker()));
        QVERIFY(!w.header()->launchButton()->isEnabled());
        QVERIFY(w.header()->launchButton()->toolTip().contains(QStringLiteral("To fix")));
        QVERIFY(w.header()->launchBlockerRow()->isVisible());
        QVERIFY(!w.actions().launch->isEnabled());
        QSignalSpy launch(&w, &MainWindow::launchRequested);
        w.requestLaunch();
        QCOMPARE(launch.count(), 0);
        QVERIFY(w.statusBar()->currentMessage().contains(var));
        // "Show Variable" goes to the row in the Environment section.
        w.tabs()->setCurrentWidget(w.sessionsPage());
        QTest::mouseClick(w.header()->findChild<QPushButton *>(QStringLiteral("showBlockerButton")),
                          Qt::LeftButton);
        QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget *>(w.policyEditor()));
        QCOMPARE(w.policyEditor()->environmentTable()->currentIndex().row(), 0);
        // Fixed in the editor (removed): Launch is back.
        w.policyEditor()->environmentTable()->model()->removeRows(0, 1);
        QVERIFY(w.launchBlocker().isEmpty());
        QVERIFY(w.header()->launchButton()->isEnabled());
        QVERIFY(!w.header()->launchBlockerRow()->isVisible());
    }

    // #20 item 9: the first size fits the screen; also found: the form starts at its top per project.
    void firstSizeFitsTheScreenAndFormStartsAtTop()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        const QRect avail = w.screen()->availableGeometry();
        QVERIFY2(w.width() <= avail.width() && w.height() <= avail.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                .arg(w.width())
                                .arg(w.height())
                                .arg(avail.width())
                                .arg(avail.height())));
        w.openProject(m_projectA);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QScrollBar *bar = w.policyEditor()->formScrollArea()->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        bar->setValue(bar->maximum());
        w.openProject(m_projectB);
        QCOMPARE(bar->value(), 0);
    }

    // Also found: Remove from List can be undone.
    void removeFromListCanBeUndone()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_projectA);
        w.openProject(m_projectB);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.actions().remove->trigger();
        QCOMPARE(w.projectModel()->rowOf(m_projectB), -1);
        auto *undo = w.statusBar()->findChild<QToolButton *>(QStringLiteral("undoRemoveButton"));
        QVERIFY(undo);
        QTest::mouseClick(undo, Qt::LeftButton);
        QVERIFY(w.projectModel()->rowOf(m_projectB) >= 0);
        QCOMPARE(w.currentProject(), m_projectB);
    }

    // Also found: Help lists the shortcuts and reaches "Using the app".
    void helpListsShortcutsAndDocs()
    {
        MainWindow w(test::blankPages());
        QVERIFY(w.actions().shortcuts);
        QVERIFY(w.actions().docs);
        QVERIFY(w.actions().preferences);
        QVERIFY(w.actions().userPolicy);
        const QString page = MainWindow::usingTheAppPath();
        QVERIFY2(page.endsWith(QStringLiteral("using-the-app.md")), qPrintable(page));
        QString keys;
        for (const auto &entry : w.shortcutList())
            keys += entry.first + QLatin1Char('=') + entry.second + QLatin1Char('\n');
        QVERIFY2(keys.contains(QKeySequence(Qt::CTRL | Qt::Key_S).toString(QKeySequence::NativeText)),
                 qPrintable(keys));
        QVERIFY(keys.contains(QStringLiteral("F10")));
        // Every shortcut the page documents exists as listed.
        QFile doc(page);
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        const MainWindow::Actions &a = w.actions();
        for (const QAction *action : {a.save, a.build, a.launch, a.tab[0], a.menuBar, a.shortcuts})
            QVERIFY2(text.contains(action->shortcut().toString(QKeySequence::NativeText)),
                     qPrintable(action->objectName()));
    }

    // Also found: Preferences (terminal font and size) are kept in QSettings.
    void preferencesArePersisted()
    {
        MainWindow w(test::blankPages());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy changed(&w, &MainWindow::preferencesChanged);
        bool seen = false;
        QTimer::singleShot(0, &w, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto *size = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("terminalFontSize"));
            QVERIFY(size);
            size->setValue(14.5);
            for (QPushButton *b : dialog->findChildren<QPushButton *>())
                if (b->text() == QStringLiteral("Save Preferences"))
                    b->click();
            seen = true;
        });
        w.actions().preferences->trigger();
        QVERIFY(seen);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(TerminalSettings::load(QSettings()).fontSize, 14.5);
    }

private:
    QTemporaryDir m_root;
    QString m_projectA;
    QString m_projectB;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
