// SPDX-License-Identifier: GPL-3.0-or-later
// The app's objects as ai-sandbox-gui makes them (Gui, app/gui_main.cpp): the window is handed its
// pages (no placeholder tab is swapped for them) and, torn down with a session still live, the
// window and its sessions go before the podman their clean-up calls. podman is a stand-in whose
// probe never answers, so a launched session stays in its first state, and which records the
// removals it is asked for.
#include "appcontroller.h"
#include "engine/podman.h"
#include "fakepodman.h"
#include "gui.h"
#include "mainwindow.h"
#include "policy/trust.h"
#include "policyeditor.h"
#include "session/session.h"
#include "sessionlogpage.h"
#include "sessionspage.h"
#include "sessiontab.h"
#include "testhome.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QPointer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace aisb;

class TestGui : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;

    QString removalsLog() const { return m_root.filePath(QStringLiteral("removals")); }

    // `info` (the probe) and `events` hang until killed; `rm` is written to removalsLog().
    QByteArray fakeBody() const
    {
        return "case \"$1\" in\n"
               "info|events) exec sleep 120 ;;\n"
               "rm) echo \"$*\" >> '" +
               removalsLog().toUtf8() +
               "'; exit 0 ;;\n"
               "esac\n"
               "exit 0";
    }

    static PodmanConnection connectionTo(const QString &program)
    {
        PodmanConnection c;
        c.program = program;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<aisb::SessionTab *>();
        QVERIFY(m_root.isValid());
        test::useThrowAwayUserDirs(m_root);
    }

    // Policy · Sessions · Log, each the page made for it: the Sessions and Log tabs hold the pages
    // Gui handed the window, not stand-ins; Ctrl+1..3 select them.
    void windowHoldsThePagesItWasGiven()
    {
        const test::FakePodman fake(fakeBody());
        const Gui gui(connectionTo(fake.program()));
        MainWindow &window = gui.window();
        QTabWidget *tabs = window.tabs();
        QCOMPARE(tabs->count(), 3);
        QCOMPARE(tabs->widget(0), window.policyEditor());
        QVERIFY(qobject_cast<SessionsPage *>(tabs->widget(1)));
        QCOMPARE(tabs->widget(1), gui.sessionsPage());
        QVERIFY(qobject_cast<SessionLogPage *>(tabs->widget(2)));
        QCOMPARE(tabs->widget(2), gui.logPage());
        QCOMPARE(window.sessionsPage(), gui.sessionsPage());
        QCOMPARE(window.logPage(), gui.logPage());
        QCOMPARE(gui.controller().sessionsPage(), gui.sessionsPage());
        QCOMPARE(gui.controller().logPage(), gui.logPage());
        QCOMPARE(tabs->tabText(0), QStringLiteral("Policy"));
        QCOMPARE(tabs->tabText(1), QStringLiteral("Sessions"));
        QCOMPARE(tabs->tabText(2), QStringLiteral("Log"));
        for (int i = 0; i < 3; ++i)
            QVERIFY(!tabs->tabIcon(i).isNull());
        // No stand-in was ever made for them: the old placeholders' texts are nowhere.
        for (const QLabel *label : window.findChildren<QLabel *>()) {
            QVERIFY2(!label->text().contains(QLatin1String("will be listed here")),
                     qPrintable(label->text()));
            QVERIFY2(!label->text().contains(QLatin1String("The live session log will show")),
                     qPrintable(label->text()));
        }
        const QList<QWidget *> pages{window.policyEditor(), gui.sessionsPage(), gui.logPage()};
        for (int i : {2, 1, 0}) {
            window.actions().tab.at(size_t(i))->trigger();
            QCOMPARE(tabs->currentWidget(), pages.at(i));
        }
    }

    // Torn down with a session still live (waiting for podman's answer), as when the app quits: the
    // session is gone before podman is, and its clean-up reached podman (the sandbox's removal).
    // With podman destroyed first, the session's destructor would call a destroyed object.
    void sessionsGoBeforePodman()
    {
        const test::FakePodman fake(fakeBody());
        const QString project = test::makeProject(
            m_root, QStringLiteral("live"), "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n");
        QVERIFY(!project.isEmpty());
        QCOMPARE(TrustStore().approve(project + QStringLiteral("/.ai-sandbox.toml")), QString());

        auto gui = std::make_unique<Gui>(connectionTo(fake.program()));
        const QString error = gui->sessionsPage()->launch(project);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(gui->sessionsPage()->sessions().size(), qsizetype(1));
        QPointer<SessionTab> tab = gui->sessionsPage()->sessions().first();
        QPointer<Session> session = tab->session();
        QVERIFY(session);
        QCOMPARE(session->state(), Session::State::Preparing); // the probe does not answer
        QVERIFY(tab->isActive());
        const QString container = session->containerName();
        QVERIFY(!container.isEmpty());
        QVERIFY(!QFile::exists(removalsLog()));

        QPointer<MainWindow> window = &gui->window();
        bool podmanDestroyed = false;
        bool sessionAliveThen = true;
        bool windowAliveThen = true;
        connect(&gui->podman(), &QObject::destroyed, this, [&] {
            podmanDestroyed = true;
            sessionAliveThen = !session.isNull();
            windowAliveThen = !window.isNull();
        });
        gui.reset();
        QVERIFY(podmanDestroyed);
        QVERIFY2(!sessionAliveThen, "podman was destroyed while a session that uses it was alive");
        QVERIFY2(!windowAliveThen, "podman was destroyed before the window");
        QVERIFY(session.isNull() && tab.isNull());

        // The live session's destructor asked podman (through its connection) to remove the sandbox.
        QString removals;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QFile f(removalsLog());
                removals = f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
                return removals.contains(container);
            }(),
            30000);
        QVERIFY2(removals.startsWith(QLatin1String("rm ")), qPrintable(removals));
    }
};

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
