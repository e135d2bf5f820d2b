// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor dialog, the enforcement banner and the refusal to launch, offscreen. podman answers
// its probe for real (the fake passes `info` through), but a fake podman makes nft fail to load
// in the sandbox image: real podman cannot produce that on demand. The banner and the refusal
// come from the same verdict, and a project in network mode none is not refused for nft. The
// Doctor opens by itself on the app's first start only.
#include "appcontroller.h"
#include "doctordialog.h"
#include "engine/capabilitiescache.h"
#include "engine/podman.h"
#include "fakepodman.h"
#include "gui.h"
#include "mainwindow.h"
#include "projectheader.h"
#include "sessionspage.h"
#include "testhome.h"

#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

namespace {
// `info` is real; nft "cannot load" (exit 77, as the doctor's probe script says); every other
// container run succeeds without doing anything; images exist.
const QByteArray kFakeBody = R"(
case "$1" in
info) exec podman "$@" ;;
image) exit 0 ;;
run)
    case "$*" in
    *nft*) echo "Error: Could not process rule: Operation not supported" >&2; exit 77 ;;
    # No gate answers behind this fake: fail its start at once rather than wait out the gate's
    # 30 s readiness deadline (twice that took the test past its timeout on a loaded machine).
    *aisb-doctor-gate-*) echo "Error: this fake starts no gate" >&2; exit 125 ;;
    esac
    exit 0 ;;
esac
exit 0
)";
// This process's children (Linux: /proc/<pid>/task/<pid>/children; podman calls start here).
QByteArray childProcesses()
{
    QFile f(QStringLiteral("/proc/%1/task/%1/children").arg(QCoreApplication::applicationPid()));
    return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray("unreadable");
}
PodmanConnection connectionTo(const QString &program)
{
    PodmanConnection c;
    c.program = program;
    return c;
}
} // namespace

class TestDoctorUi : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        test::useThrowAwayUserDirs(m_root);
        if (QStandardPaths::findExecutable(QStringLiteral("podman")).isEmpty())
            QSKIP("podman is not installed: the probe is real here");
    }
    void init() { QSettings().clear(); }

    void doctorDialogShowsEachCheckWithItsFix()
    {
        test::FakePodman fake(kFakeBody);
        const Gui gui(connectionTo(fake.program()));
        MainWindow &window = gui.window();
        AppController &controller = gui.controller();
        const QString project = test::makeProject(m_root, QStringLiteral("dialog"), "");
        window.openProject(project);
        window.show();
        controller.start();
        // Help > Doctor opens the dialog; the checks run without blocking the window.
        window.actions().doctor->trigger();
        DoctorDialog *dialog = controller.doctorDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QSignalSpy done(dialog, &DoctorDialog::checksFinished);
        QVERIFY(dialog->isRunning());
        QVERIFY(dialog->summaryText().startsWith(QLatin1String("Checking")));
        QVERIFY(done.wait(120000));
        QVERIFY(!dialog->isRunning());

        QWidget *nft = dialog->row(QStringLiteral("nft"));
        QVERIFY(nft);
        QCOMPARE(nft->property("status").toString(), QStringLiteral("fail"));
        QVERIFY(nft->property("fix").toString().contains(QLatin1String("nf_tables")));
        auto *fix = nft->findChild<QLabel *>(QStringLiteral("fix"));
        QVERIFY(fix && fix->text().contains(QLatin1String("To fix:")));
        QVERIFY(nft->findChild<QLabel *>(QStringLiteral("message"))
                    ->text()
                    .contains(QLatin1String("Operation not supported")));
        // Every check of the CLI is there, ok ones without a fix.
        for (const char *id :
             {"podman", "route", "runtime", "bind-mount", "limits", "gate", "selinux", "disk", "state"})
            QVERIFY2(dialog->row(QLatin1String(id)), id);
        QCOMPARE(dialog->row(QStringLiteral("podman"))->property("status").toString(), QStringLiteral("ok"));
        QVERIFY(dialog->row(QStringLiteral("podman"))->findChild<QLabel *>(QStringLiteral("fix")) == nullptr);
        QVERIFY(dialog->summaryText().contains(QLatin1String("problem")));

        // Its findings reach the verdict: nft failing means an allowlist launch is refused.
        QVERIFY(!controller.facts().nftFailure.isEmpty());
        QVERIFY(window.enforcementBanner()->isVisible());
        QVERIFY(window.enforcementText().contains(QLatin1String("nft")));
    }

    void bannerAndRefusalComeFromOneVerdict()
    {
        test::FakePodman fake(kFakeBody);
        const Gui gui(connectionTo(fake.program()));
        MainWindow &window = gui.window();
        AppController &controller = gui.controller();
        const QString allowlist = test::makeProject(m_root, QStringLiteral("allow"), "");
        const QString none =
            test::makeProject(m_root, QStringLiteral("none"), "[network]\nmode = \"none\"\n");
        window.openProject(allowlist);
        window.show();
        controller.start();
        QTRY_VERIFY_WITH_TIMEOUT(controller.facts().probed, 60000);

        // The selected project's image is "built" (fake): nft is tried in it in the background and fails.
        QTRY_VERIFY_WITH_TIMEOUT(window.enforcementBanner()->isVisible(), 60000);
        QVERIFY(window.enforcement().has(QStringLiteral("nft")));
        QVERIFY(window.enforcementText().contains(QLatin1String("Launch is refused")));
        QVERIFY(window.enforcementText().contains(QLatin1String("nf_tables")));
        auto *launchButton = window.header()->findChild<QPushButton *>(QStringLiteral("launchButton"));
        QVERIFY(launchButton);
        QVERIFY(!launchButton->isEnabled());
        QVERIFY(launchButton->toolTip().contains(QLatin1String("nft")));

        // Launch is refused with the banner's reasons; no session starts.
        QSignalSpy refused(&window, &MainWindow::launchRefused);
        QSignalSpy launched(&window, &MainWindow::launchRequested);
        window.requestLaunch();
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), allowlist);
        QCOMPARE(refused.at(0).at(1).toString(), window.enforcement().text());
        QCOMPARE(launched.size(), 0);
        QCOMPARE(controller.sessionsPage()->activeCount(), 0);

        // A project without the allowlist needs no nft: no banner there.
        window.openProject(none);
        QVERIFY(!window.enforcementBanner()->isVisible());
        QVERIFY(window.enforcement().enforced());

        // Rootless on cgroups v1 with limits (the default policy sets them): refused for that.
        Enforcement::Facts facts = controller.facts();
        facts.caps.rootless = true;
        facts.caps.cgroupVersion = QStringLiteral("v1");
        controller.setFacts(facts);
        QVERIFY(window.enforcementBanner()->isVisible());
        QVERIFY(window.enforcement().has(QStringLiteral("limits")));
        QVERIFY(window.enforcementText().contains(QLatin1String("cgroups v1")));
        // No route to the gate: refused in allowlist mode only.
        facts.caps.rootless = false;
        facts.caps.route = PodmanCapabilities::Route::NoRoute;
        facts.caps.routeReason = QStringLiteral("slirp4netns is missing");
        controller.setFacts(facts);
        QVERIFY(window.enforcement().enforced());
        window.openProject(allowlist);
        QVERIFY(window.enforcement().has(QStringLiteral("route")));
        QVERIFY(window.enforcementText().contains(QLatin1String("slirp4netns is missing")));
    }

    // The first start of the app opens the Doctor by itself; later starts do not (Help > Doctor does).
    void doctorOpensOnTheFirstStartOnly()
    {
        test::FakePodman fake(kFakeBody);
        {
            const Gui gui(connectionTo(fake.program()));
            MainWindow &window = gui.window();
            AppController &controller = gui.controller();
            window.show();
            QVERIFY(!controller.doctorDialog());
            controller.showDoctorOnFirstStart();
            QTRY_VERIFY_WITH_TIMEOUT(controller.doctorDialog() && controller.doctorDialog()->isVisible(),
                                     10000);
            QSignalSpy done(controller.doctorDialog(), &DoctorDialog::checksFinished);
            QVERIFY(done.wait(120000));
        }
        const Gui gui(connectionTo(fake.program()));
        MainWindow &window = gui.window();
        AppController &controller = gui.controller();
        window.show();
        controller.showDoctorOnFirstStart();
        // Whatever it queued has run (it shows through a zero timer when it shows).
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QVERIFY(!controller.doctorDialog() || !controller.doctorDialog()->isVisible());
    }

    // At start the kept podman answer (CapabilitiesCache) makes the engine usable at once and the
    // probe's answer replaces it: the selected project's image is asked about once, not per answer.
    void keptAnswerAndProbeAskForTheImageOnce()
    {
        QTemporaryDir calls;
        const QString log = calls.filePath(QStringLiteral("image-calls"));
        test::FakePodman fake("[ \"$1\" = image ] && echo \"$*\" >> '" + log.toUtf8() + "'\n" + kFakeBody);
        const PodmanConnection conn = connectionTo(fake.program());
        {
            Podman first(conn); // an earlier start's probe keeps its answer
            QSignalSpy ready(first.probe(), &PodmanCall::capabilitiesReady);
            QVERIFY(ready.wait(60000));
        }
        QVERIFY(CapabilitiesCache::read(conn));
        const Gui gui(conn);
        MainWindow &window = gui.window();
        AppController &controller = gui.controller();
        const QString project =
            test::makeProject(m_root, QStringLiteral("kept"), "[network]\nmode = \"none\"\n");
        window.openProject(project);
        window.show();
        QSignalSpy probed(&controller, &AppController::engineProbed);
        controller.start();
        QVERIFY(controller.engineUsable()); // the kept answer, before podman answered
        QVERIFY(probed.wait(60000));
        // Every podman call started so far has ended (each is a child process of this one).
        QTRY_VERIFY_WITH_TIMEOUT(childProcesses().isEmpty(), 60000);
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray lines = f.readAll();
        QCOMPARE(lines.count("image exists"), 1);
    }

    void launchAtStartIsRefusedWithTheReason()
    {
        test::FakePodman fake(kFakeBody);
        const Gui gui(connectionTo(fake.program()));
        MainWindow &window = gui.window();
        AppController &controller = gui.controller();
        const QString project = test::makeProject(m_root, QStringLiteral("startlaunch"), "");
        window.openProject(project);
        Enforcement::Facts known;
        known.nftFailure = QStringLiteral("nft said no");
        controller.setFacts(known); // e.g. from a doctor run; podman has not answered yet
        QSignalSpy refused(&window, &MainWindow::launchRefused);
        window.setLaunchOnShow(true);
        window.show();
        controller.start();
        // --launch: refused with the reason, no session.
        QTRY_VERIFY_WITH_TIMEOUT(refused.size() == 1, 60000);
        QVERIFY(refused.at(0).at(1).toString().contains(QLatin1String("nft said no")));
        QCOMPARE(controller.sessionsPage()->activeCount(), 0);
    }
};

QTEST_MAIN(TestDoctorUi)
#include "tst_doctorui.moc"
