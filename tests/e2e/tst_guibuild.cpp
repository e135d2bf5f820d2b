// SPDX-License-Identifier: GPL-3.0-or-later
// The main window wired to the real engine as ai-sandbox-gui wires it (MainWindow + Podman +
// AppController): engine status from the probe, image status from `podman image exists`, a
// build through the Build action with its pane states and progress, an up-to-date second build,
// and how policy edits flip the image status. Uses the shell harness image other e2e tests build
// (same policy, same tag), so the build mostly runs from podman's layer cache.
#include "appcontroller.h"
#include "buildpane.h"
#include "engine/podman.h"
#include "engine/syncwait.h"
#include "gui.h"
#include "mainwindow.h"
#include "policy/policyloader.h"
#include "policy/trust.h"
#include "policyeditor.h"
#include "policypreview.h"
#include "projectheader.h"
#include "render/render.h"
#include "session/imagebuilder.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace aisb;

namespace {
const QString kBase = QStringLiteral("localhost/ai-sandbox-base:trixie");
constexpr int kEngineTimeoutMs = 60000;
constexpr int kBuildTimeoutMs = 900000; // a cold build installs packages from the Debian mirror
} // namespace

class TestGuiBuild : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;
    QString m_project;

    // Waits until the header shows `status` after a `podman image exists` round trip.
    static bool waitForStatus(MainWindow &w, ImageStatus status, int timeoutMs = kEngineTimeoutMs)
    {
        QDeadlineTimer deadline(timeoutMs);
        while (!deadline.hasExpired()) {
            if (w.header()->imageStatus() == status)
                return true;
            QTest::qWait(20);
        }
        return w.header()->imageStatus() == status;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        // Fresh user state: no user config (so the policy is defaults + the project file), a
        // private trust store and session folder, settings that do not touch the real ones.
        qputenv("XDG_STATE_HOME", m_root.filePath(QStringLiteral("state")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_root.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_DATA_HOME", m_root.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CACHE_HOME", m_root.filePath(QStringLiteral("cache")).toUtf8());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           m_root.filePath(QStringLiteral("settings")));
        QCoreApplication::setOrganizationName(QStringLiteral("ai-sandbox-e2e"));
        QCoreApplication::setApplicationName(QStringLiteral("ai-sandbox-e2e"));

        Podman podman;
        const PodmanResult info = runSync(
            podman,
            {QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("{{.Host.OCIRuntime.Name}}")},
            kEngineTimeoutMs);
        if (!info.ok())
            QSKIP(qPrintable(
                QStringLiteral("podman is not usable here (%1): run scripts/setup").arg(info.error)));
        if (!runSync(podman, {QStringLiteral("image"), QStringLiteral("exists"), kBase}).ok())
            QSKIP("the base image localhost/ai-sandbox-base:trixie is missing: run scripts/setup");

        m_project = m_root.filePath(QStringLiteral("guibuild"));
        QVERIFY(QDir().mkpath(m_project));
        QFile file(m_project + QStringLiteral("/.ai-sandbox.toml"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[image]\nharness = \"shell\"\n");
        file.close();
        QCOMPARE(TrustStore().approve(file.fileName()), QString());
    }

    void buildThroughTheWindow()
    {
        const Gui gui;
        MainWindow &window = gui.window();
        AppController &controller = gui.controller();
        window.openProject(m_project);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        controller.start();

        // The probe's answer reaches the header.
        QTRY_VERIFY_WITH_TIMEOUT(controller.engineUsable(), kEngineTimeoutMs);
        QVERIFY2(window.header()->engineText().startsWith(QLatin1String("podman ")),
                 qPrintable(window.header()->engineText()));
        QVERIFY(window.header()->engineText().contains(QStringLiteral(" · ")));
        QVERIFY(!window.engineBanner()->isVisible());
        QVERIFY(window.actions().build->isEnabled());

        PolicyRequest req;
        req.projectDir = m_project;
        const LoadedPolicy loaded = loadPolicy(req);
        QVERIFY2(loaded.usable(), qPrintable(loaded.trust.message));
        QCOMPARE(loaded.resolved.policy.image.harness, QStringLiteral("shell"));
        const QString tag = Render::imageTag(loaded.resolved.policy);
        QCOMPARE(window.policyEditor()->preview()->imageTag(), tag);
        // Image status settles on Built or NeedsBuild (whether an earlier test built the tag).
        QTRY_VERIFY_WITH_TIMEOUT(window.header()->imageStatus() == ImageStatus::Built ||
                                     window.header()->imageStatus() == ImageStatus::NeedsBuild,
                                 kEngineTimeoutMs);

        // Whether a build ran podman build or found the image up to date: the builder's own flag
        // (ImageBuilder::finished's `built`), not the pane's translated sentence.
        auto *builder = controller.findChild<ImageBuilder *>();
        QVERIFY(builder);
        QSignalSpy builds(builder, &ImageBuilder::finished);

        // 1. A forced build runs podman build (from the layer cache when the image exists).
        BuildPane *pane = window.buildPane();
        QSignalSpy paneProgress(window.buildPane()->progressBar(), &QProgressBar::valueChanged);
        window.requestBuild(true);
        QVERIFY(pane->state() == BuildPane::State::Running);
        QVERIFY(pane->isVisible());
        QVERIFY(window.header()->imageStatus() == ImageStatus::Building);
        QVERIFY(!window.actions().build->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(pane->state() != BuildPane::State::Running, kBuildTimeoutMs);
        QVERIFY2(
            pane->state() == BuildPane::State::Succeeded,
            qPrintable(pane->statusText() + QLatin1Char('\n') + pane->logView()->toPlainText().right(2000)));
        QVERIFY2(pane->statusText().contains(tag), qPrintable(pane->statusText())); // the tag is shown
        QCOMPARE(builds.size(), 1);
        QCOMPARE(builds.last().at(0).toBool(), true); // ok
        QCOMPARE(builds.last().at(1).toString(), tag);
        QCOMPARE(builds.last().at(2).toBool(), true); // built: podman build ran
        const QString log = pane->logView()->toPlainText();
        QVERIFY2(log.contains(QLatin1String("STEP 1/")), qPrintable(log.left(2000)));
        QVERIFY(pane->progressBar()->maximum() > 1);
        QCOMPARE(pane->progressBar()->value(), pane->progressBar()->maximum());
        QVERIFY(!paneProgress.isEmpty());
        QVERIFY(waitForStatus(window, ImageStatus::Built));
        QVERIFY(!window.header()->imageStatusText().isEmpty());
        QVERIFY(runSync(gui.podman(), {QStringLiteral("image"), QStringLiteral("exists"), tag}).ok());
        QTRY_VERIFY(window.actions().build->isEnabled());

        // 2. The Build action again: up to date, no podman build (no STEP line in the log).
        window.actions().build->trigger();
        QVERIFY(pane->state() == BuildPane::State::Running);
        QTRY_VERIFY_WITH_TIMEOUT(pane->state() != BuildPane::State::Running, kEngineTimeoutMs);
        QVERIFY(pane->state() == BuildPane::State::Succeeded);
        QCOMPARE(builds.size(), 2);
        QCOMPARE(builds.last().at(0).toBool(), true);
        QCOMPARE(builds.last().at(2).toBool(), false); // up to date: not built again
        QVERIFY2(!pane->logView()->toPlainText().contains(QLatin1String("STEP ")),
                 qPrintable(pane->logView()->toPlainText()));
        // The outcome is shown in the status bar too (display: the pane's sentence, whatever the language).
        QCOMPARE(window.statusBar()->currentMessage(), pane->statusText());
        QVERIFY(waitForStatus(window, ImageStatus::Built));

        // 3. An edit that changes the image (a package) flips the status to "needs a build"
        PolicyEditor *editor = window.policyEditor();
        auto *packages = editor->findChild<QLineEdit *>(QStringLiteral("packagesEdit"));
        QVERIFY(packages);
        QSignalSpy tagChanged(&window, &MainWindow::imageTagChanged);
        packages->setFocus();
        // A name nothing ever built (another test may have built shell + jq): only the tag matters.
        QTest::keyClicks(packages, QStringLiteral("never-built-pkg"));
        QTRY_VERIFY_WITH_TIMEOUT(!tagChanged.isEmpty(), 5000);
        const QString changedTag = tagChanged.last().at(1).toString();
        QVERIFY(changedTag != tag);
        QVERIFY2(waitForStatus(window, ImageStatus::NeedsBuild),
                 qPrintable(window.header()->imageStatusText() + QLatin1Char(' ') + changedTag +
                            QLatin1Char(' ') + QString::number(int(window.header()->imageStatus()))));

        // ...undoing it brings "built" back...
        editor->undoStack()->undo();
        QTRY_COMPARE_WITH_TIMEOUT(editor->preview()->imageTag(), tag, 5000);
        QVERIFY(waitForStatus(window, ImageStatus::Built));

        // ...and one that does not (an allowed host) keeps "built": same tag, no re-check needed.
        auto *hostInput = editor->findChild<QLineEdit *>(QStringLiteral("hostInput"));
        QVERIFY(hostInput);
        tagChanged.clear();
        QSignalSpy rendered(editor->preview(), &PolicyPreview::rendered);
        hostInput->setFocus();
        QTest::keyClicks(hostInput, QStringLiteral("example.org"));
        QTest::keyClick(hostInput, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(
            editor->preview()->text(PolicyPreview::GateConfig).contains(QLatin1String("example.org")), 5000);
        QVERIFY(!rendered.isEmpty());
        QCOMPARE(editor->preview()->imageTag(), tag);
        QVERIFY(tagChanged.isEmpty());
        QVERIFY(window.header()->imageStatus() == ImageStatus::Built);
        // A save (which re-checks the image) keeps it too.
        QVERIFY(editor->save());
        QVERIFY(waitForStatus(window, ImageStatus::Built));
    }
};

QTEST_MAIN(TestGuiBuild)
#include "tst_guibuild.moc"
