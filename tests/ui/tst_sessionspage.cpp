// SPDX-License-Identifier: GPL-3.0-or-later
// The Sessions page without a container engine: launch refusals name what is wrong and what to
// do, tabs are titled after the project (and the program's terminal title), and each project
// shows its own tabs or the empty state. podman here is a stand-in whose sandbox exits at once.
#include "engine/podman.h"
#include "fakepodman.h"
#include "modal.h"
#include "policy/policyfile.h"
#include "policy/policyloader.h"
#include "policy/trust.h"
#include "sessionspage.h"
#include "sessiontab.h"
#include "terminal/terminalscreen.h"
#include "terminal/terminalwidget.h"
#include "testhome.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace aisb;

class TestSessionsPage : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;
    QString m_alpha;
    QString m_beta;
    // Every call succeeds (the image and home volume "exist") except the sandbox itself, which
    // says so in the terminal and exits 3.
    test::FakePodman m_fake{"case \"$1\" in run) echo 'fake podman: no sandbox here'; exit 3;; esac\nexit 0"};

    QString makeProject(const QString &name, const QByteArray &policy, bool trusted)
    {
        const QString dir = aisb::test::makeProject(m_root, name, policy);
        if (trusted && !dir.isEmpty())
            TrustStore().approve(dir + QStringLiteral("/.ai-sandbox.toml"));
        return dir;
    }

    // podman run by an unprivileged user (the Debian 13 step) is rootless: a session stages its
    // binds in the user and mount namespace of podman's pause process, which a fake podman has
    // none of. A stand-in: a process in user and mount namespaces of its own, its pid where podman
    // keeps the real one's, in this test's own runtime folder (never the user's real one).
    QProcess m_pause;
    QString m_pauseError;

    void startPauseStandIn()
    {
        if (::geteuid() == 0)
            return;
        const QString runtime = m_root.filePath(QStringLiteral("runtime"));
        QDir().mkpath(runtime + QStringLiteral("/libpod/tmp"));
        QFile::setPermissions(runtime,
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", runtime.toUtf8());
        // unshare makes the namespaces, then execs the shell, which says so and becomes sleep (one pid).
        m_pause.start(QStringLiteral("unshare"),
                      {QStringLiteral("--user"), QStringLiteral("--map-root-user"), QStringLiteral("--mount"),
                       QStringLiteral("sh"), QStringLiteral("-c"),
                       QStringLiteral("echo ready; exec sleep infinity")});
        if (!m_pause.waitForReadyRead(10000) || !m_pause.readAllStandardOutput().startsWith("ready")) {
            m_pauseError = QStringLiteral("unprivileged user namespaces are not available here: ") +
                           QString::fromLocal8Bit(m_pause.readAllStandardError()).trimmed();
            return;
        }
        QFile pid(runtime + QStringLiteral("/libpod/tmp/pause.pid"));
        if (!pid.open(QIODevice::WriteOnly) || pid.write(QByteArray::number(m_pause.processId())) <= 0)
            m_pauseError = QStringLiteral("cannot write ") + pid.fileName();
    }

    static QWidget *shown(SessionsPage &page) { return page.findChild<QStackedWidget *>()->currentWidget(); }

    PodmanCapabilities caps() const
    {
        PodmanCapabilities c;
        c.version = QStringLiteral("4.3.1");
        c.route = PodmanCapabilities::Route::Slirp4netns;
        c.slirp4netns = true;
        // podman run by an unprivileged user is rootless (the Debian 13 step runs these tests so);
        // a "rootful" engine there would have the session stage under /run, which only root can.
        c.rootless = ::geteuid() != 0;
        return c;
    }

    static PodmanConnection connectionTo(const QString &program)
    {
        PodmanConnection c;
        c.program = program;
        return c;
    }

    // The page as the app shows it: the engine's capabilities known, on screen at `size`.
    bool showAsTheAppDoes(SessionsPage &page, QSize size) const
    {
        page.setCapabilities(caps());
        page.resize(size);
        page.show();
        return QTest::qWaitForWindowExposed(&page);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<aisb::SessionTab *>();
        QVERIFY(m_root.isValid());
        aisb::test::useThrowAwayUserDirs(m_root);
        m_alpha = makeProject(QStringLiteral("alpha"),
                              "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n", true);
        m_beta = makeProject(QStringLiteral("beta"),
                             "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n", true);
        QVERIFY(!m_alpha.isEmpty() && !m_beta.isEmpty());
        startPauseStandIn();
    }

    void cleanupTestCase()
    {
        if (m_pause.state() != QProcess::NotRunning) {
            m_pause.kill();
            m_pause.waitForFinished(5000);
        }
    }

    void untrustedPolicyIsRefusedWithTheCommandThatApprovesIt()
    {
        const QString dir = makeProject(QStringLiteral("untrusted"), "[image]\nharness = \"shell\"\n", false);
        Podman podman(connectionTo(m_fake.program()));
        SessionsPage page(&podman);
        page.setCurrentProject(dir);
        QSignalSpy launched(&page, &SessionsPage::launched);
        const QString error = page.launch(dir);
        QVERIFY2(error.contains(QStringLiteral("ai-sandbox trust --project ") + dir), qPrintable(error));
        QCOMPARE(launched.count(), 0);
        QVERIFY(page.sessions().isEmpty());
        QVERIFY(qobject_cast<QLabel *>(shown(page)));

        // Changed after approval: refused again, with the same way out.
        TrustStore().approve(dir + QStringLiteral("/.ai-sandbox.toml"));
        QFile f(dir + QStringLiteral("/.ai-sandbox.toml"));
        QVERIFY(f.open(QIODevice::Append));
        f.write("[network]\nmode = \"open\"\n");
        f.close();
        const QString changed = page.launch(dir);
        QVERIFY2(changed.contains(QStringLiteral("ai-sandbox trust --project ") + dir), qPrintable(changed));
        QVERIFY(page.sessions().isEmpty());
    }

    void invalidPolicyIsRefusedNamingTheField()
    {
        const QString dir = makeProject(QStringLiteral("invalid"),
                                        "[image]\nharness = \"shell\"\npackages = [\"bad name\"]\n", true);
        Podman podman(connectionTo(m_fake.program()));
        SessionsPage page(&podman);
        const QString error = page.launch(dir);
        QVERIFY2(error.contains(QStringLiteral("image.packages")), qPrintable(error));
        QVERIFY(page.sessions().isEmpty());
    }

    void tabsAreTitledAndEachProjectShowsItsOwn()
    {
        if (!m_pauseError.isEmpty())
            QSKIP(qPrintable(m_pauseError));
        Podman podman(connectionTo(m_fake.program()));
        SessionsPage page(&podman);
        QVERIFY(showAsTheAppDoes(page, QSize(700, 400)));
        page.setCurrentProject(m_alpha);
        QVERIFY(qobject_cast<QLabel *>(shown(page)));

        QSignalSpy launched(&page, &SessionsPage::launched);
        QVERIFY(page.launch(m_alpha).isEmpty());
        QVERIFY(page.launch(m_alpha).isEmpty());
        QCOMPARE(launched.count(), 2);
        QTabWidget *alphaTabs = page.tabsFor(m_alpha);
        QCOMPARE(shown(page), alphaTabs);
        QCOMPARE(alphaTabs->count(), 2);
        // Titled with the project and the state; a second session of a project is numbered.
        QVERIFY2(alphaTabs->tabText(0).startsWith(QStringLiteral("alpha · ")),
                 qPrintable(alphaTabs->tabText(0)));
        QVERIFY2(alphaTabs->tabText(1).startsWith(QStringLiteral("alpha 2 · ")),
                 qPrintable(alphaTabs->tabText(1)));
        QVERIFY(!alphaTabs->tabIcon(0).isNull());
        QCOMPARE(alphaTabs->currentIndex(), 1);

        // A session of another project opens in that project's row, not on screen.
        QVERIFY(page.launch(m_beta).isEmpty());
        QCOMPARE(shown(page), alphaTabs);
        QTabWidget *betaTabs = page.tabsFor(m_beta);
        QVERIFY(betaTabs != alphaTabs);
        QCOMPARE(betaTabs->count(), 1);
        QVERIFY(betaTabs->tabText(0).startsWith(QStringLiteral("beta · ")));
        page.setCurrentProject(m_beta);
        QCOMPARE(shown(page), betaTabs);
        page.setCurrentProject(m_root.filePath(QStringLiteral("projects/none")));
        QVERIFY(qobject_cast<QLabel *>(shown(page)));
        page.setCurrentProject(m_alpha);
        QCOMPARE(shown(page), alphaTabs);

        // The sandbox ends at once: each tab says how, and keeps what it printed.
        for (SessionTab *tab : page.sessions())
            QTRY_VERIFY_WITH_TIMEOUT(!tab->isActive(), 20000);
        QCOMPARE(page.activeCount(), 0);
        auto *first = qobject_cast<SessionTab *>(alphaTabs->widget(0));
        QVERIFY(first);
        QCOMPARE(first->statusText(), QStringLiteral("Exited with code 3"));
        QCOMPARE(alphaTabs->tabToolTip(0), QStringLiteral("Exited with code 3"));
        QCOMPARE(alphaTabs->tabText(0), QStringLiteral("alpha · Exited 3"));
        // Ended: Relaunch instead of Stop, and Close Ended is offered.
        QVERIFY(!first->relaunchButton()->isHidden());
        auto *closeEnded = alphaTabs->cornerWidget(Qt::TopRightCorner);
        QVERIFY(closeEnded && closeEnded->isEnabled());
        QSignalSpy relaunch(&page, &SessionsPage::relaunchRequested);
        QTest::mouseClick(first->relaunchButton(), Qt::LeftButton);
        QCOMPARE(relaunch.count(), 1);
        QCOMPARE(relaunch.at(0).at(0).toString(), m_alpha);
        QTRY_VERIFY2(first->terminal()->screen()->screenText().contains(
                         QStringLiteral("fake podman: no sandbox here")),
                     qPrintable(first->terminal()->screen()->screenText() +
                                QStringLiteral(" rows %1 cols %2")
                                    .arg(first->terminal()->terminalRows())
                                    .arg(first->terminal()->terminalColumns())));
        QVERIFY(first->launchedCommand().contains(QStringLiteral("--detach-keys=")));

        // The program's terminal title joins the project name.
        first->terminal()->screen()->feed("\x1b]0;vim notes.txt\x07");
        QTRY_VERIFY(alphaTabs->tabToolTip(0).contains(QStringLiteral("vim notes.txt")));
        QCOMPARE(first->title(), QStringLiteral("alpha · Exited 3"));

        // Finished tabs close without asking; the last one closed shows the empty state.
        Q_EMIT alphaTabs->tabCloseRequested(0);
        QCOMPARE(alphaTabs->count(), 1);
        Q_EMIT alphaTabs->tabCloseRequested(0);
        QCOMPARE(alphaTabs->count(), 0);
        QVERIFY(qobject_cast<QLabel *>(shown(page)));
        page.setCurrentProject(m_beta);
        QCOMPARE(shown(page), betaTabs);

        bool done = false;
        page.stopAll([&done] { done = true; });
        QVERIFY(done);
    }

    // Issue 12: a saved change a running sandbox cannot take (here limits.memory and
    // network.allow) says which fields and offers a restart; "Keep Running" leaves the session
    // alone, "Restart Session" ends it cleanly and a new session of the saved policy starts in the
    // same tab. A change of nothing that needs a new sandbox offers nothing.
    void savedChangeOffersRestartInTheSameTab()
    {
        if (!m_pauseError.isEmpty())
            QSKIP(qPrintable(m_pauseError));
        QTemporaryDir flags;
        // The sandbox runs until `podman stop` says otherwise.
        test::FakePodman fake("case \"$1\" in\n"
                              " run) echo 'fake sandbox running'; n=0;\n"
                              "   while [ ! -e '" +
                              flags.path().toUtf8() +
                              "/stop' ]; do sleep 0.05; done;\n"
                              "   rm -f '" +
                              flags.path().toUtf8() +
                              "/stop'; exit 143;;\n"
                              " stop) touch '" +
                              flags.path().toUtf8() +
                              "/stop';;\n"
                              "esac\nexit 0");
        const QByteArray before = "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n";
        const QString dir = makeProject(QStringLiteral("gamma"), before, true);
        Podman podman(connectionTo(fake.program()));
        SessionsPage page(&podman);
        QVERIFY(showAsTheAppDoes(page, QSize(900, 500)));
        page.setCurrentProject(dir);
        // The integrator relaunches (AppController: the same checks as Launch).
        connect(&page, &SessionsPage::relaunchRequested, &page,
                [&page](const QString &d) { page.launch(d); });
        QVERIFY(page.launch(dir).isEmpty());
        QTabWidget *tabs = page.tabsFor(dir);
        auto *first = qobject_cast<SessionTab *>(tabs->widget(0));
        QTRY_VERIFY_WITH_TIMEOUT(first->session()->state() == Session::State::Running, 20000);

        // Nothing that needs a new sandbox changed: no offer.
        QCOMPARE(page.offerRestart(dir), 0);

        const QString file = dir + QStringLiteral("/.ai-sandbox.toml");
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(before + "allow = [\"example.org\"]\n[limits]\nmemory = \"3g\"\n");
        }
        TrustStore().approve(file);
        PolicyRequest saved;
        saved.projectDir = dir;
        QCOMPARE(page.restartNeededFields(dir, loadPolicy(saved).resolved.policy),
                 (QStringList{QStringLiteral("limits.memory"), QStringLiteral("network.allow")}));

        // Keep Running: the session goes on.
        QString text;
        bool seen = false;
        test::whenModal<QMessageBox>(
            [&](QMessageBox *box) {
                text = box->text() + QLatin1Char('\n') + box->informativeText();
                if (qEnvironmentVariableIsSet("AISB_SCREENSHOT_DIR"))
                    box->grab().save(qEnvironmentVariable("AISB_SCREENSHOT_DIR") +
                                     QStringLiteral("/restart-offer.png"));
                box->findChild<QPushButton *>(QStringLiteral("keepRunningButton"))->click();
            },
            &seen);
        QCOMPARE(page.offerRestart(dir), 0);
        QVERIFY(seen);
        QVERIFY2(text.contains(QLatin1String("limits.memory")) &&
                     text.contains(QLatin1String("network.allow")),
                 qPrintable(text));
        QVERIFY(first->isActive());
        const SessionDir firstDir = first->session()->directory();

        // The Log tab's Allow (or `ai-sandbox allow`) gives the running session the saved allowlist
        // at once and records it in the session's policy.toml (GateReconfigure): network.allow then
        // needs no new sandbox, limits.memory still does.
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(firstDir.filePath(QStringLiteral("policy.toml"))), 20000);
        Policy live = first->session()->options().policy;
        live.network.allow = {QStringLiteral("example.org")};
        QVERIFY(firstDir.writeFile(QStringLiteral("policy.toml"), PolicyFile::serialize(redactedPolicy(live)))
                    .isEmpty());
        QCOMPARE(page.restartNeededFields(dir, loadPolicy(saved).resolved.policy),
                 QStringList{QStringLiteral("limits.memory")});

        // Restart Session: the old session ends cleanly, a new one runs in the same place.
        QSignalSpy launched(&page, &SessionsPage::launched);
        seen = false;
        test::whenModal<QMessageBox>(
            [](QMessageBox *box) {
                box->findChild<QPushButton *>(QStringLiteral("restartSessionButton"))->click();
            },
            &seen);
        QCOMPARE(page.offerRestart(dir), 1);
        QVERIFY(seen);
        QTRY_COMPARE_WITH_TIMEOUT(launched.count(), 1, 20000);
        QCOMPARE(tabs->count(), 1);
        auto *second = qobject_cast<SessionTab *>(tabs->widget(0));
        QVERIFY(second && second->session()->directory().id() != firstDir.id());
        QCOMPARE(second->session()->options().policy.limits.memory, QStringLiteral("3g"));
        QTRY_VERIFY_WITH_TIMEOUT(second->session()->state() == Session::State::Running, 20000);
        // Ended as asked, not as a failure.
        QCOMPARE(firstDir.summary().state, QStringLiteral("finished"));
        QCOMPARE(page.offerRestart(dir), 0); // the new session runs the saved policy

        bool done = false;
        page.stopAll([&done] { done = true; });
        QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    }
};

QTEST_MAIN(TestSessionsPage)
#include "tst_sessionspage.moc"
