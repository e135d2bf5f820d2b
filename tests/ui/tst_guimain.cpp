// SPDX-License-Identifier: GPL-3.0-or-later
// ai-sandbox-gui's command line: refusals name what was wrong; a missing project folder is said in
// the window (which opens); --help and --version answer without a display.
#include "mainwindow.h"
#include "testhome.h"
#include "util/translations.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenuBar>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestGuiMain : public QObject
{
    Q_OBJECT

private:
    QString gui() const { return QStringLiteral(AISB_BINARY_DIR "/bin/ai-sandbox-gui"); }

    // Starts the app offscreen in the throw-away home, in English, or under `locale`
    // ("de_DE.UTF-8": LANG, LC_ALL and LANGUAGE say it).
    QProcess *run(const QStringList &args, const QString &locale = {})
    {
        auto *p = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_STATE_HOME"), m_home.filePath(QStringLiteral("state")));
        if (locale.isEmpty()) {
            env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
            env.remove(QStringLiteral("LANGUAGE"));
        } else {
            env.insert(QStringLiteral("LANG"), locale);
            env.insert(QStringLiteral("LC_ALL"), locale);
            env.insert(QStringLiteral("LANGUAGE"), locale.left(2));
        }
        p->setProcessEnvironment(env);
        p->start(gui(), args);
        return p;
    }

    // Marks the first-start Doctor as shown: it would run checks in containers.
    void skipFirstStartDoctor()
    {
        QVERIFY(QDir().mkpath(m_home.filePath(QStringLiteral("config/ai-sandbox"))));
        QFile conf(m_home.filePath(QStringLiteral("config/ai-sandbox/ai-sandbox.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[Doctor]\nshownOnFirstStart=true\n");
        conf.close();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        if (!QFileInfo(gui()).isExecutable())
            QSKIP("ai-sandbox-gui is not built; build the ai-sandbox-gui target first.");
    }

    void missingProjectFolderOpensTheWindowWithAMessage()
    {
        // From a launcher nobody reads stderr: the window opens (and says it) instead of exiting.
        skipFirstStartDoctor();
        QVERIFY(!QTest::currentTestFailed());
        QProcess *p = run({QStringLiteral("--project"), m_home.filePath(QStringLiteral("no-such-folder")),
                           QStringLiteral("--launch")});
        QVERIFY(p->waitForStarted(30000));
        QString err;
        QTRY_VERIFY_WITH_TIMEOUT(
            (err += QString::fromUtf8(p->readAllStandardError())).contains(QStringLiteral("not a folder")),
            30000);
        QVERIFY2(err.contains(QStringLiteral("no-such-folder")), qPrintable(err));
        // Still running: the window is up. (The old code exited with 2 here.)
        QVERIFY(!p->waitForFinished(1500));
        QCOMPARE(p->state(), QProcess::Running);
        p->terminate();
        QVERIFY(p->waitForFinished(30000));
    }

    void helpAndVersionNeedNoDisplay()
    {
        for (const QString &arg : {QStringLiteral("--help"), QStringLiteral("--version")}) {
            auto *p = new QProcess(this);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove(QStringLiteral("DISPLAY"));
            env.remove(QStringLiteral("WAYLAND_DISPLAY"));
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
            env.insert(QStringLiteral("HOME"), m_home.path());
            p->setProcessEnvironment(env);
            p->start(gui(), {arg});
            QVERIFY(p->waitForFinished(30000));
            const QString out = QString::fromUtf8(p->readAllStandardOutput());
            QCOMPARE(p->exitCode(), 0);
            QVERIFY2(arg == QLatin1String("--version") ? out.contains(QStringLiteral("ai-sandbox"))
                                                       : out.contains(QStringLiteral("--project")),
                     qPrintable(out + QString::fromUtf8(p->readAllStandardError())));
        }
    }

    void launchNeedsAProject()
    {
        QProcess *p = run({QStringLiteral("--launch")});
        QVERIFY(p->waitForFinished(30000));
        QCOMPARE(p->exitCode(), 2);
        QVERIFY(QString::fromUtf8(p->readAllStandardError()).contains(QStringLiteral("--project")));
    }

    void helpListsTheOptions()
    {
        QProcess *p = run({QStringLiteral("--help")});
        QVERIFY(p->waitForFinished(30000));
        QCOMPARE(p->exitCode(), 0);
        const QString out = QString::fromUtf8(p->readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("--project")) && out.contains(QStringLiteral("--launch")),
                 qPrintable(out));
    }

    void speaksTheLocalesLanguage()
    {
        // Under a German locale the app loads the same German .qm as the command line
        // (tst_translations): its help and the message of the window it opens are German.
        skipFirstStartDoctor();
        QVERIFY(!QTest::currentTestFailed());
        const QString german = QStringLiteral("de_DE.UTF-8");
        QProcess *help = run({QStringLiteral("--help")}, german);
        QVERIFY(help->waitForFinished(30000));
        const QString out = QString::fromUtf8(help->readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("KI-Programmieragenten in podman-Sandboxen ausführen.")),
                 qPrintable(out));

        QProcess *window =
            run({QStringLiteral("--project"), m_home.filePath(QStringLiteral("kein-ordner"))}, german);
        QVERIFY(window->waitForStarted(30000));
        QString err;
        QTRY_VERIFY_WITH_TIMEOUT((err += QString::fromUtf8(window->readAllStandardError()))
                                     .contains(QStringLiteral("ist kein Ordner")),
                                 30000);
        QVERIFY(!window->waitForFinished(1500)); // the window is up, in German
        window->terminate();
        QVERIFY(window->waitForFinished(30000));
    }

    void langOptionOverridesTheLocale()
    {
        // --lang de under an English locale: the help and the window's message are German ...
        skipFirstStartDoctor();
        QVERIFY(!QTest::currentTestFailed());
        const QStringList de{QStringLiteral("--lang"), QStringLiteral("de")};
        QProcess *help = run(de + QStringList{QStringLiteral("--help")});
        QVERIFY(help->waitForFinished(30000));
        QCOMPARE(help->exitCode(), 0);
        const QString out = QString::fromUtf8(help->readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("KI-Programmieragenten in podman-Sandboxen ausführen.")),
                 qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("--lang")), qPrintable(out));

        QProcess *window = run({QStringLiteral("--lang=de"), QStringLiteral("--project"),
                                m_home.filePath(QStringLiteral("kein-ordner"))});
        QVERIFY(window->waitForStarted(30000));
        QString err;
        QTRY_VERIFY_WITH_TIMEOUT((err += QString::fromUtf8(window->readAllStandardError()))
                                     .contains(QStringLiteral("ist kein Ordner")),
                                 30000);
        QVERIFY(!window->waitForFinished(1500)); // the window is up, in German
        window->terminate();
        QVERIFY(window->waitForFinished(30000));

        // ... and --lang en under a German one keeps it English; a language without a translation
        // says so and stays English.
        QProcess *english = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")},
                                QStringLiteral("de_DE.UTF-8"));
        QVERIFY(english->waitForFinished(30000));
        const QString enOut = QString::fromUtf8(english->readAllStandardOutput());
        QVERIFY2(enOut.contains(QStringLiteral("Run AI coding agents in podman sandboxes.")),
                 qPrintable(enOut));
        QProcess *none = run({QStringLiteral("--lang"), QStringLiteral("fi"), QStringLiteral("--help")});
        QVERIFY(none->waitForFinished(30000));
        QCOMPARE(none->exitCode(), 0);
        const QString noneErr = QString::fromUtf8(none->readAllStandardError());
        QVERIFY2(noneErr.contains(QStringLiteral("no fi translation")), qPrintable(noneErr));
        QVERIFY(QString::fromUtf8(none->readAllStandardOutput()).contains(QStringLiteral("Run AI coding")));
    }

    // Last: it installs the German translation into this process, as main() does for --lang de.
    void langOptionTranslatesTheMainWindow()
    {
        const char *argv[] = {"ai-sandbox-gui", "--project", "/tmp", "--lang", "de", nullptr};
        QCOMPARE(aisb::languageOption(5, const_cast<char **>(argv)), QStringLiteral("de"));
        const char *afterDashes[] = {"ai-sandbox-gui", "--", "--lang", "de", nullptr};
        QCOMPARE(aisb::languageOption(4, const_cast<char **>(afterDashes)), QString());
        QTemporaryDir user;
        QVERIFY(user.isValid());
        aisb::test::useThrowAwayUserDirs(user);
        QVERIFY(aisb::installTranslations(*qApp, aisb::languageOption(5, const_cast<char **>(argv))));
        aisb::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.windowTitle(), QStringLiteral("KI-Sandbox"));
        QStringList menus;
        for (const QAction *a : w.menuBar()->actions())
            menus << a->text();
        QVERIFY2(menus.contains(QStringLiteral("&Datei")) && menus.contains(QStringLiteral("&Hilfe")),
                 qPrintable(menus.join(QLatin1Char(' '))));
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestGuiMain)
#include "tst_guimain.moc"
