// SPDX-License-Identifier: GPL-3.0-or-later
// The Sessions page without a container engine: launch refusals name what is wrong and what to
// do, tabs are titled after the project (and the program's terminal title), and each project
// shows its own tabs or the empty state. podman here is a stand-in whose sandbox exits at once.
#include "engine/podman.h"
#include "fakepodman.h"
#include "policy/trust.h"
#include "sessionspage.h"
#include "sessiontab.h"
#include "terminal/terminalscreen.h"
#include "terminal/terminalwidget.h"
#include "testhome.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

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

    static QWidget *shown(SessionsPage &page) { return page.findChild<QStackedWidget *>()->currentWidget(); }

    PodmanCapabilities caps() const
    {
        PodmanCapabilities c;
        c.version = QStringLiteral("4.3.1");
        c.route = PodmanCapabilities::Route::Slirp4netns;
        c.slirp4netns = true;
        return c;
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
    }

    void untrustedPolicyIsRefusedWithTheCommandThatApprovesIt()
    {
        const QString dir = makeProject(QStringLiteral("untrusted"), "[image]\nharness = \"shell\"\n", false);
        PodmanConnection conn;
        conn.program = m_fake.program();
        Podman podman(conn);
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
        PodmanConnection conn;
        conn.program = m_fake.program();
        Podman podman(conn);
        SessionsPage page(&podman);
        const QString error = page.launch(dir);
        QVERIFY2(error.contains(QStringLiteral("image.packages")), qPrintable(error));
        QVERIFY(page.sessions().isEmpty());
    }

    void tabsAreTitledAndEachProjectShowsItsOwn()
    {
        PodmanConnection conn;
        conn.program = m_fake.program();
        Podman podman(conn);
        SessionsPage page(&podman);
        page.setCapabilities(caps());
        page.resize(700, 400);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
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
};

QTEST_MAIN(TestSessionsPage)
#include "tst_sessionspage.moc"
