// SPDX-License-Identifier: GPL-3.0-or-later
// The app's podman engine choice (ui/engines.h, ui/enginedialog.h): global and per project, kept in
// this computer's settings (never in the project), saved atomically; a broken settings file keeps
// the previous choice and says so; a bad URL is refused with the field named; a project's choice
// beats the global one, and the project header says where its sessions run. podman is a stand-in
// that lists two connections and whose probe never answers.
#include "appcontroller.h"
#include "doctordialog.h"
#include "engine/podman.h"
#include "enginedialog.h"
#include "engines.h"
#include "fakepodman.h"
#include "gui.h"
#include "mainwindow.h"
#include "policy/policyloader.h"
#include "policy/trust.h"
#include "projectheader.h"
#include "resourcespage.h"
#include "session/session.h"
#include "sessionspage.h"
#include "sessiontab.h"
#include "testhome.h"
#include "util/paths.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

class TestEngines : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;
    std::unique_ptr<test::FakePodman> m_fake;
    int m_file = 0;

    // A fresh settings file path for each test.
    QString settingsFile()
    {
        return m_root.filePath(QStringLiteral("engines-%1/engines.json").arg(++m_file));
    }

    PodmanConnection fakeProgram() const
    {
        PodmanConnection c;
        c.program = m_fake->program();
        return c;
    }

    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        test::useThrowAwayUserDirs(m_root);
        // `system connection list` answers two connections; everything else (the probe) hangs.
        m_fake = std::make_unique<test::FakePodman>(
            "case \"$1 $2 $3\" in\n"
            "'system connection list') echo "
            "'[{\"Name\":\"big\",\"URI\":\"ssh://me@big/run/podman/podman.sock\","
            "\"Identity\":\"\",\"Default\":true},{\"Name\":\"ci\",\"URI\":\"ssh://ci@ci/run/podman/"
            "podman.sock\","
            "\"Identity\":\"\",\"Default\":false}]'; exit 0 ;;\n"
            "esac\n"
            "case \"$1\" in info|events) exec sleep 120 ;; esac\n"
            "exit 0");
    }

    // Global and per-project choices survive a restart (a new Engines reading the file); the file is
    // this computer's settings, written whole (no temporary left beside it), and the project folder
    // gets nothing.
    void settingsRoundTrip()
    {
        const QString file = settingsFile();
        const QString projectA = test::makeProject(m_root, QStringLiteral("rt-a"), "");
        const QString projectB = test::makeProject(m_root, QStringLiteral("rt-b"), "");
        const QStringList before =
            QDir(projectA).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        {
            Engines engines(file);
            QCOMPARE(engines.loadError(), QString());
            QCOMPARE(engines.globalChoice(), EngineChoice::local()); // the default: this computer
            QVERIFY(!engines.connectionFor(projectA).isRemote());
            QSignalSpy changed(&engines, &Engines::changed);
            QCOMPARE(engines.setGlobal(EngineChoice::named(QStringLiteral("big"))), QString());
            QCOMPARE(
                engines.setProjectChoice(projectA, EngineChoice::url(QStringLiteral("unix:///tmp/a.sock"))),
                QString());
            QCOMPARE(engines.setProjectChoice(projectB, EngineChoice::local()), QString());
            QCOMPARE(changed.count(), 3);
        }
        QCOMPARE(QFile::permissions(file), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ReadUser | QFileDevice::WriteUser);
        // Only the file itself in its folder (QSaveFile renamed its temporary into place).
        QCOMPARE(QDir(QFileInfo(file).absolutePath()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("engines.json")});
        QCOMPARE(QDir(projectA).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), before);
        QVERIFY(!readAll(projectA + QStringLiteral("/.ai-sandbox.toml")).contains("engine"));

        Engines again(file);
        QCOMPARE(again.loadError(), QString());
        QCOMPARE(again.globalChoice(), EngineChoice::named(QStringLiteral("big")));
        QCOMPARE(again.projectChoice(projectA), EngineChoice::url(QStringLiteral("unix:///tmp/a.sock")));
        QCOMPARE(again.projectChoice(projectB), EngineChoice::local());
        // The path as given or with a trailing slash is the same project.
        QCOMPARE(again.projectChoice(projectA + QLatin1Char('/')), again.projectChoice(projectA));

        // A file that cannot be written: the message names it, nothing changes.
        {
            QFile blocker(m_root.filePath(QStringLiteral("not-a-folder")));
            QVERIFY(blocker.open(QIODevice::WriteOnly));
            blocker.close();
            Engines unwritable(blocker.fileName() + QStringLiteral("/engines.json"));
            const QString why = unwritable.setGlobal(EngineChoice::named(QStringLiteral("big")));
            QVERIFY2(why.contains(QLatin1String("not-a-folder")), qPrintable(why));
            QCOMPARE(unwritable.globalChoice(), EngineChoice::local());
        }

        // Back to the global engine: the project's entry goes.
        QCOMPARE(again.setProjectChoice(projectA, EngineChoice::global()), QString());
        QCOMPARE(Engines(file).projectChoice(projectA), EngineChoice::global());
        QVERIFY(!QJsonDocument::fromJson(readAll(file))
                     .object()
                     .value(QStringLiteral("projects"))
                     .toObject()
                     .contains(QDir::cleanPath(projectA)));
    }

    // A settings file that is not JSON (or not the app's): the choices stay as they were, and the
    // message names the file and what to do. The window says it at start.
    void brokenFileKeepsThePreviousChoice()
    {
        const QString file = settingsFile();
        const QString project = test::makeProject(m_root, QStringLiteral("broken"), "");
        Engines engines(file);
        QCOMPARE(engines.setGlobal(EngineChoice::url(QStringLiteral("unix:///tmp/g.sock"))), QString());
        QCOMPARE(engines.setProjectChoice(project, EngineChoice::local()), QString());

        for (const QByteArray &garbage :
             {QByteArray("{\"global\": {\"kind\": \"url\", \"value\": "), QByteArray("[1, 2]"),
              QByteArray("{\"global\": {\"kind\": \"teleport\"}}"),
              QByteArray("{\"global\": {\"kind\": \"url\", \"value\": \"http://x/y\"}}"),
              QByteArray(
                  "{\"projects\": {\"/p\": {\"kind\": \"connection\", \"value\": \"-oProxyCommand=x\"}}}")}) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(garbage);
            f.close();
            const QString why = engines.load();
            QVERIFY2(why.contains(Paths::shown(file)), qPrintable(why));
            QVERIFY2(why.contains(QLatin1String("Podman Engine")), qPrintable(why)); // where to fix it
            QCOMPARE(engines.loadError(), why);
            QCOMPARE(engines.globalChoice(), EngineChoice::url(QStringLiteral("unix:///tmp/g.sock")));
            QCOMPARE(engines.projectChoice(project), EngineChoice::local());
            // A new run starts from the default, and says so.
            Engines fresh(file);
            QVERIFY(!fresh.loadError().isEmpty());
            QCOMPARE(fresh.globalChoice(), EngineChoice::local());
        }

        // The app shows it in a message at start.
        const Gui gui(fakeProgram(), file);
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = gui.window().findChild<QMessageBox *>(QStringLiteral("engineSettingsProblem"))));
        QVERIFY(box->text().contains(Paths::shown(file)));
        box->close();

        // Saving a choice rewrites the file whole.
        QCOMPARE(engines.setGlobal(EngineChoice::local()), QString());
        QCOMPARE(engines.loadError(), QString());
        QCOMPARE(Engines(file).loadError(), QString());
    }

    // Bad URLs and names are refused with the field named and the fix; nothing is saved.
    void badUrlIsRefusedWithTheField()
    {
        const QString file = settingsFile();
        Engines engines(file);
        engines.setCommandLineOverride(fakeProgram());
        QCOMPARE(engines.setGlobal(EngineChoice::url(QStringLiteral("unix:///run/podman/podman.sock"))),
                 QString());
        const QByteArray saved = readAll(file);
        for (const QString &bad :
             {QStringLiteral("http://server/podman.sock"), QStringLiteral("unix://host/podman.sock"),
              QStringLiteral("unix:podman.sock"), QStringLiteral("ssh://server"),
              QStringLiteral("ssh:///run/p.sock"), QStringLiteral("ssh://me@server/run/podman.sock #x"),
              QStringLiteral("--url=unix:///x"), QStringLiteral("")}) {
            const QString why = engines.setGlobal(EngineChoice::url(bad));
            QVERIFY2(why.startsWith(QLatin1String("Podman service URL:")),
                     qPrintable(bad + QLatin1String(": ") + why));
            QVERIFY2(why.contains(QLatin1String("unix://")) || why.contains(QLatin1String("ssh://")),
                     qPrintable(why));
            QCOMPARE(readAll(file), saved);
            QCOMPARE(engines.globalChoice(),
                     EngineChoice::url(QStringLiteral("unix:///run/podman/podman.sock")));
        }
        for (const QString &good : {QStringLiteral("ssh://me@server:2222/run/user/1000/podman/podman.sock"),
                                    QStringLiteral("ssh://server/run/podman/podman.sock?secure=true")})
            QCOMPARE(Engines::check(EngineChoice::url(good), QStringLiteral("x")), QString());
        QVERIFY(Engines::check(EngineChoice::named(QStringLiteral("-oProxyCommand=x")), QStringLiteral("x"))
                    .contains(QLatin1String("not a connection name")));
        QVERIFY(!Engines::check(EngineChoice::named(QString()), QStringLiteral("x")).isEmpty());

        // The dialog: the message under the fields, the dialog stays open, nothing saved.
        EngineDialog dialog(&engines);
        dialog.show();
        dialog.urlEdit()->clear();
        QTest::keyClicks(dialog.urlEdit(), QStringLiteral("http://server/podman.sock"));
        QVERIFY(dialog.urlButton()->isChecked()); // typing picks the URL
        auto *save = dialog.findChild<QPushButton *>(QStringLiteral("engineSave"));
        QVERIFY(save);
        save->click();
        QVERIFY(dialog.isVisible());
        QVERIFY2(dialog.errorText().startsWith(QLatin1String("Podman service URL:")),
                 qPrintable(dialog.errorText()));
        QVERIFY(dialog.errorText().contains(QLatin1String("http://server/podman.sock")));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("engineError"))->isVisible());
        QCOMPARE(readAll(file), saved);
        // Fixed: saved, closed.
        dialog.urlEdit()->setText(QStringLiteral("ssh://me@server/run/podman/podman.sock"));
        save->click();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(Engines(file).globalChoice(),
                 EngineChoice::url(QStringLiteral("ssh://me@server/run/podman/podman.sock")));
    }

    // The connections come from `podman system connection list` without blocking the dialog.
    void connectionsAreListedAsynchronously()
    {
        const QString file = settingsFile();
        Engines engines(file);
        engines.setCommandLineOverride(fakeProgram());
        const QString project = test::makeProject(m_root, QStringLiteral("listed"), "");
        EngineDialog dialog(&engines, project);
        dialog.show();
        QVERIFY(dialog.globalButton() && dialog.globalButton()->isChecked()); // no choice yet: the global
        QCOMPARE(dialog.connectionBox()->count(), 0);                         // not yet: asynchronous
        QTRY_COMPARE(dialog.connectionBox()->count(), 2);
        QCOMPARE(dialog.connectionBox()->itemData(0).toString(), QStringLiteral("big"));
        QVERIFY(dialog.connectionBox()->itemText(0).contains(QLatin1String("default")));
        QVERIFY(dialog.connectionsStatus()->text().contains(QLatin1Char('2')));
        dialog.connectionButton()->setChecked(true);
        dialog.connectionBox()->setCurrentIndex(1);
        QVERIFY(dialog.save());
        QCOMPARE(engines.projectChoice(project), EngineChoice::named(QStringLiteral("ci")));
        QCOMPARE(engines.connectionFor(project).connection, QStringLiteral("ci"));
        QCOMPARE(engines.connectionFor(project).program, m_fake->program());

        // Opened again, the saved connection is selected once the list arrives.
        EngineDialog again(&engines, project);
        QTRY_COMPARE(again.connectionBox()->count(), 2);
        QVERIFY(again.connectionButton()->isChecked());
        QCOMPARE(again.connectionBox()->currentData().toString(), QStringLiteral("ci"));
    }

    // A project's own choice beats the global one (and the command line's), in the sessions' podman
    // and in the header; the header says where the sessions run, and what the engine refuses.
    void projectChoiceBeatsGlobalAndHeaderSaysWhere()
    {
        const QString file = settingsFile();
        const QString own = test::makeProject(m_root, QStringLiteral("own"), "[network]\nmode = \"none\"\n");
        const QString follows =
            test::makeProject(m_root, QStringLiteral("follows"), "[network]\nmode = \"none\"\n");
        {
            Engines engines(file);
            QCOMPARE(engines.setGlobal(EngineChoice::url(QStringLiteral("unix:///tmp/global.sock"))),
                     QString());
            QCOMPARE(engines.setProjectChoice(own, EngineChoice::local()), QString());
        }
        const Gui gui(fakeProgram(), file);
        Engines &engines = gui.engines();
        SessionsPage *sessions = gui.sessionsPage();
        // The app's podman follows the global engine; each project's sessions get theirs.
        QCOMPARE(gui.podman().connection().url, QStringLiteral("unix:///tmp/global.sock"));
        QVERIFY(!sessions->podmanFor(own)->connection().isRemote());
        QCOMPARE(sessions->podmanFor(own)->connection().program, m_fake->program());
        QCOMPARE(sessions->podmanFor(follows)->connection().url, QStringLiteral("unix:///tmp/global.sock"));
        QCOMPARE(sessions->podmanFor(follows), engines.podmanFor(follows)); // one podman per engine

        ProjectHeader *header = gui.window().header();
        gui.window().openProject(own);
        QTRY_VERIFY(header->sessionEngineText().contains(QLatin1String("this computer")));
        QVERIFY(header->sessionEngineText().contains(QLatin1String("this project's choice")));
        QVERIFY(header->changeEngineButton()->isVisibleTo(&gui.window()));
        gui.window().openProject(follows);
        QTRY_VERIFY(header->sessionEngineText().contains(QLatin1String("/tmp/global.sock")));
        QVERIFY(!header->sessionEngineText().contains(QLatin1String("this project's choice")));
        QCOMPARE(header->sessionEngineWarning(), QString()); // mode none runs remotely

        // Changing the global engine moves the app's podman and the header, not the project's own.
        QCOMPARE(engines.setGlobal(EngineChoice::named(QStringLiteral("big"))), QString());
        QCOMPARE(gui.podman().connection().connection, QStringLiteral("big"));
        QVERIFY(header->sessionEngineText().contains(QStringLiteral("“big”")));
        QVERIFY(!sessions->podmanFor(own)->connection().isRemote());

        // Resources and the Doctor say which engine they look at (the global one); Resources lets the
        // user look at another engine the app knows, and follows the global one.
        ResourcesPage *resources = gui.controller().resourcesPage();
        QCOMPARE(resources->connection(), gui.podman().connection());
        QVERIFY2(resources->engineBox()->currentText().contains(QStringLiteral("“big”")),
                 qPrintable(resources->engineBox()->currentText()));
        QVERIFY(resources->engineBox()->currentText().contains(QLatin1String("global")));
        QStringList offered;
        for (int i = 0; i < resources->engineBox()->count(); ++i)
            offered << resources->engineBox()->itemText(i);
        QCOMPARE(resources->engineBox()->count(), 2); // this computer (the project "own"), "big"
        QVERIFY2(offered.at(0).contains(QLatin1String("this computer")),
                 qPrintable(offered.join(QLatin1Char('|'))));
        QSignalSpy switched(resources, &ResourcesPage::engineSwitched);
        resources->engineBox()->setCurrentIndex(0);
        Q_EMIT resources->engineBox()->activated(0);
        QCOMPARE(switched.count(), 1);
        QVERIFY(!resources->connection().isRemote());
        QTRY_VERIFY(!resources->isLoading()); // the fake answers the listing at once or fails
        QCOMPARE(engines.setGlobal(EngineChoice::url(QStringLiteral("unix:///tmp/other.sock"))), QString());
        QTRY_VERIFY(!resources->isLoading());
        QCOMPARE(resources->connection().url, QStringLiteral("unix:///tmp/other.sock")); // follows the global
        QCOMPARE(engines.setGlobal(EngineChoice::local()), QString());
        DoctorDialog *doctor = gui.controller().showDoctor();
        QVERIFY2(doctor->engineBox()->currentText().contains(QLatin1String("this computer")),
                 qPrintable(doctor->engineBox()->currentText()));
        QVERIFY(!doctor->connection().isRemote());
        doctor->close();
    }

    // The agent writes the project: whatever it puts in the policy file (an [engine] table, an
    // engine key where the policy has none, the next try: a project-local engines.json in the XDG
    // layout), the project's sessions stay on the engine the user chose.
    void projectFilesCannotChooseTheEngine()
    {
        const QString file = settingsFile();
        const QString project = test::makeProject(
            m_root, QStringLiteral("hostile"),
            "engine = \"ssh://agent@attacker.invalid/run/podman/podman.sock\"\n"
            "[engine]\nurl = \"ssh://agent@attacker.invalid/run/podman/podman.sock\"\nconnection = "
            "\"theirs\"\n"
            "[network]\nmode = \"none\"\n");
        QVERIFY(QDir().mkpath(project + QStringLiteral("/.config/ai-sandbox")));
        QFile planted(project + QStringLiteral("/.config/ai-sandbox/engines.json"));
        QVERIFY(planted.open(QIODevice::WriteOnly));
        planted.write("{\"version\": 1, \"global\": {\"kind\": \"url\", \"value\": "
                      "\"ssh://agent@attacker.invalid/s\"}}");
        planted.close();
        // The policy loader refuses the keys it does not know (nothing is read from them).
        PolicyRequest req;
        req.projectDir = project;
        const LoadedPolicy loaded = loadPolicy(req);
        QVERIFY2(loaded.problems().contains(QLatin1String("engine")), qPrintable(loaded.problems()));
        const Gui gui(fakeProgram(), file);
        QCOMPARE(gui.engines().projectChoice(project), EngineChoice::global());
        QVERIFY(!gui.sessionsPage()->podmanFor(project)->connection().isRemote());
        QVERIFY(!gui.podman().connection().isRemote());
    }

    // A session's podman is the Engines' (one per engine): it outlives the session, whose clean-up
    // still calls it, when the app is torn down.
    void sessionsPodmanOutlivesTheSession()
    {
        const QString project = test::makeProject(
            m_root, QStringLiteral("outlives"), "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n");
        QCOMPARE(TrustStore().approve(project + QStringLiteral("/.ai-sandbox.toml")), QString());
        auto gui = std::make_unique<Gui>(fakeProgram(), settingsFile());
        QCOMPARE(gui->sessionsPage()->launch(project), QString());
        QPointer<Session> session = gui->sessionsPage()->sessions().first()->session();
        QVERIFY(session && session->state() == Session::State::Preparing); // the probe never answers
        Podman *podman = gui->sessionsPage()->podmanFor(project);
        QVERIFY(podman != &gui->podman());
        bool sessionAliveThen = true;
        connect(podman, &QObject::destroyed, this, [&] { sessionAliveThen = !session.isNull(); });
        QSignalSpy gone(podman, &QObject::destroyed);
        gui.reset();
        QCOMPARE(gone.count(), 1);
        QVERIFY2(!sessionAliveThen, "the session's podman went before the session");
    }

    // The command line's --url replaces the global engine for the run (not saved), and the header
    // says so; a project's own choice still wins.
    void commandLineOverridesTheGlobalEngine()
    {
        const QString file = settingsFile();
        const QString own =
            test::makeProject(m_root, QStringLiteral("cli-own"), "[network]\nmode = \"none\"\n");
        const QString follows =
            test::makeProject(m_root, QStringLiteral("cli-follows"), "[network]\nmode = \"none\"\n");
        QCOMPARE(Engines(file).setProjectChoice(own, EngineChoice::named(QStringLiteral("ci"))), QString());
        PodmanConnection cli = fakeProgram();
        cli.url = QStringLiteral("unix:///tmp/cli.sock");
        const Gui gui(cli, file);
        QVERIFY(gui.engines().overriddenByCommandLine());
        QCOMPARE(gui.engines().globalChoice(), EngineChoice::local()); // the saved one is untouched
        QCOMPARE(gui.podman().connection().url, QStringLiteral("unix:///tmp/cli.sock"));
        gui.window().openProject(follows);
        QTRY_VERIFY(gui.window().header()->sessionEngineText().contains(QLatin1String("--url/--connection")));
        gui.window().openProject(own);
        QTRY_VERIFY(gui.window().header()->sessionEngineText().contains(QStringLiteral("“ci”")));
        // The global dialog says the command line wins for this run.
        EngineDialog dialog(&gui.engines());
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("engineCommandLineNote"));
        QVERIFY(note);
        QVERIFY(note->text().contains(QLatin1String("/tmp/cli.sock")));
    }

    // A policy the chosen engine refuses: the header warns before a launch, Launch is refused with
    // the fix and no tab, and Use This Computer moves the project back to this computer.
    void refusalIsShownBeforeTheLaunch()
    {
        const QString file = settingsFile();
        // A read-only project, which a remote service refuses (the project is a synced volume there).
        const QString project = test::makeProject(m_root, QStringLiteral("refused"),
                                                  "[network]\nmode = \"none\"\n[mounts]\nproject = \"ro\"\n");
        QCOMPARE(TrustStore().approve(project + QStringLiteral("/.ai-sandbox.toml")), QString());
        QCOMPARE(
            Engines(file).setProjectChoice(project, EngineChoice::url(QStringLiteral("unix:///tmp/r.sock"))),
            QString());
        const Gui gui(fakeProgram(), file);
        ProjectHeader *header = gui.window().header();
        gui.window().openProject(project);
        const QString refusal = gui.sessionsPage()->engineRefusal(project);
        QVERIFY(refusal.contains(QLatin1String("mounts.project")));
        QTRY_VERIFY(!header->sessionEngineWarning().isEmpty());
        QVERIFY(header->sessionEngineWarning().contains(refusal));
        QVERIFY(header->useLocalEngineButton()->isVisibleTo(&gui.window()));

        const QString error = gui.sessionsPage()->launch(project);
        QVERIFY(error.contains(refusal));
        QVERIFY(error.contains(QLatin1String("Use This Computer")));
        QCOMPARE(gui.sessionsPage()->sessions().size(), qsizetype(0)); // no tab, nothing started

        header->useLocalEngineButton()->click();
        QCOMPARE(gui.engines().projectChoice(project), EngineChoice::global()); // the global is this computer
        QVERIFY(!gui.engines().connectionFor(project).isRemote());
        QTRY_COMPARE(header->sessionEngineWarning(), QString());
        QVERIFY(header->sessionEngineText().contains(QLatin1String("this computer")));
    }
};

QTEST_MAIN(TestEngines)
#include "tst_engines.moc"
