// SPDX-License-Identifier: GPL-3.0-or-later
// Desktop launchers per project: the file passes desktop-file-validate for folders with spaces,
// quotes, $, %, backslashes; GLib's own launcher (`gio launch`) runs its Exec line and that opens
// the app on exactly that folder and launches a session there (offscreen); the project list marks
// projects with a launcher; removal deletes it; a launcher whose folder is gone is listed as stale
// for the cleanup, and nothing but our own launchers can be removed through it. Also the app's
// folder argument (the .desktop's %f).
#include "fakepodman.h"
#include "maintenance/desktoplauncher.h"
#include "mainwindow.h"
#include "projectlistmodel.h"
#include "session/sessiondir.h"
#include "testhome.h"
#include "windowpages.h"

#include <QAction>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QThread>
#include <csignal>

using namespace aisb;

namespace {
const QString kGui = QStringLiteral(AISB_BINARY_DIR "/bin/ai-sandbox-gui");

QString execLine(const QString &desktopFile)
{
    QFile f(desktopFile);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("Exec="))
            return QString::fromUtf8(line.mid(5));
    return {};
}
} // namespace

class TestLauncher : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;

    QString folder(const QString &name)
    {
        const QString dir = m_root.filePath(QStringLiteral("projects/") + name);
        QDir().mkpath(dir);
        return dir;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        test::useThrowAwayUserDirs(m_root);
        qputenv("XDG_DATA_HOME", m_root.filePath(QStringLiteral("data")).toUtf8());
    }

    void createdFileValidatesAndQuotesThePath_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("spaces") << QStringLiteral("my project");
        QTest::newRow("quotes") << QStringLiteral("it's \"quoted\"");
        QTest::newRow("dollar") << QStringLiteral("cost $HOME ${x}");
        QTest::newRow("percent") << QStringLiteral("100% %f %u");
        QTest::newRow("backslash") << QStringLiteral("back\\slash `tick` ;|&");
        QTest::newRow("utf8") << QStringLiteral("projét ü");
    }
    void createdFileValidatesAndQuotesThePath()
    {
        QFETCH(QString, name);
        const QString dir = folder(name);
        QVERIFY(!DesktopLauncher::exists(dir));
        QCOMPARE(DesktopLauncher::create(dir, kGui), QString());
        const QString path = DesktopLauncher::pathFor(dir);
        QVERIFY(path.startsWith(m_root.filePath(QStringLiteral("data/applications/ai-sandbox-"))));
        QVERIFY(path.endsWith(QLatin1String(".desktop")));
        QVERIFY(DesktopLauncher::exists(dir));
        if (QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate")).isEmpty())
            QSKIP("desktop-file-validate is not installed (desktop-file-utils)");
        QProcess validate;
        validate.start(QStringLiteral("desktop-file-validate"), {path});
        QVERIFY(validate.waitForFinished(30000));
        const QByteArray said = validate.readAllStandardOutput() + validate.readAllStandardError();
        QVERIFY2(validate.exitCode() == 0 && said.trimmed().isEmpty(), said.constData());
        // The words of its Exec line are exactly the program, --project, the folder, --launch.
        QCOMPARE(DesktopLauncher::parseExec(execLine(path)),
                 (QStringList{kGui, QStringLiteral("--project"), dir, QStringLiteral("--launch")}));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("Icon=io.aisb.AiSandbox\n"));
        QVERIFY(text.contains(
            QByteArray("Name=" + DesktopLauncher::escapeValue(name).toUtf8() + " (AI Sandbox)\n")));
    }

    void controlCharactersAreRefused()
    {
        const QString dir = folder(QStringLiteral("new\nline"));
        const QString error = DesktopLauncher::create(dir, kGui);
        QVERIFY(error.contains(QLatin1String("control character")));
        QVERIFY(!DesktopLauncher::exists(dir));
    }

    void execLineOpensTheAppOnThatProjectAndLaunches()
    {
        if (!QFileInfo(kGui).isExecutable())
            QSKIP("ai-sandbox-gui is not built");
        if (QStandardPaths::findExecutable(QStringLiteral("gio")).isEmpty())
            QSKIP("gio (GLib) is not installed: it is the independent Exec line parser here");
        const QString dir = folder(QStringLiteral("launch me \"$HOME\" 50%"));
        QCOMPARE(DesktopLauncher::create(dir, kGui), QString());
        // podman answers its probe for real; every other call fails (no container is started):
        // the session is launched, recorded with its project, and fails cleanly.
        // (The fake is first on PATH: the real one by its absolute path.)
        const QString realPodman = QStandardPaths::findExecutable(QStringLiteral("podman"));
        if (realPodman.isEmpty())
            QSKIP("podman is not installed");
        test::FakePodman fake("case \"$1\" in info) exec " + QFile::encodeName(realPodman) +
                              " \"$@\" ;; esac\nexit 125");
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("PATH"),
                   QFileInfo(fake.program()).path() + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_STATE_HOME"), home.filePath(QStringLiteral("state")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_root.filePath(QStringLiteral("data")));
        // Not the first start: no Doctor dialog.
        QDir().mkpath(home.filePath(QStringLiteral("config/ai-sandbox")));
        QFile conf(home.filePath(QStringLiteral("config/ai-sandbox/ai-sandbox.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[Doctor]\nshownOnFirstStart=true\n");
        conf.close();
        QProcess gio;
        gio.setProcessEnvironment(env);
        // The app outlives gio and inherits its output: no pipes for it to hold open.
        gio.setStandardOutputFile(QProcess::nullDevice());
        gio.setStandardErrorFile(QProcess::nullDevice());
        gio.start(QStringLiteral("gio"), {QStringLiteral("launch"), DesktopLauncher::pathFor(dir)});
        QVERIFY(gio.waitForFinished(30000));
        QCOMPARE(gio.exitCode(), 0);
        // The app records a session of exactly that folder.
        const QString sessions = home.filePath(QStringLiteral("state/ai-sandbox/sessions"));
        // The app keeps running (gio does not wait for it): it is ended by its pid, from the
        // session record, however this test ends.
        // It must be gone before the fake podman is: a call it makes after that would find the
        // real podman next on PATH (a home volume was left behind that way).
        struct EndApp
        {
            QString sessions;
            ~EndApp()
            {
                for (const SessionDir::Summary &s : SessionDir::list(sessions)) {
                    if (s.ownerPid <= 0)
                        continue;
                    const pid_t pid = pid_t(s.ownerPid);
                    // Alive: there, and not a zombie nobody reaped yet (it was gio's child).
                    const auto alive = [pid] {
                        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
                        if (!stat.open(QIODevice::ReadOnly))
                            return false;
                        const QByteArray text = stat.readAll();
                        const qsizetype end = text.lastIndexOf(')');
                        return end > 0 && text.mid(end + 2, 1) != "Z";
                    };
                    ::kill(pid, SIGTERM);
                    const QDeadlineTimer deadline(20000);
                    while (alive() && !deadline.hasExpired())
                        QThread::msleep(20);
                    if (alive())
                        ::kill(pid, SIGKILL);
                }
            }
        } endApp{sessions};
        QString seen;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const SessionDir::Summary &s : SessionDir::list(sessions))
                    seen = s.project;
                return !seen.isEmpty();
            }(),
            60000);
        QCOMPARE(seen, dir);
    }

    void listMarksLaunchersAndRemovalWorks()
    {
        MainWindow window(test::blankPages());
        const QString a = folder(QStringLiteral("marked"));
        const QString b = folder(QStringLiteral("plain"));
        window.openProject(b);
        window.openProject(a);
        ProjectListModel *model = window.projectModel();
        const auto hasLauncher = [model](const QString &p) {
            return model->data(model->index(model->rowOf(p)), ProjectListModel::LauncherRole).toBool();
        };
        QVERIFY(!hasLauncher(a));
        QVERIFY(window.actions().createLauncher->isEnabled());
        QVERIFY(!window.actions().removeLauncher->isEnabled());
        window.actions().createLauncher->trigger();
        QVERIFY(QFileInfo::exists(DesktopLauncher::pathFor(a)));
        QVERIFY(hasLauncher(a));
        QVERIFY(!hasLauncher(b));
        QVERIFY(model->data(model->index(model->rowOf(a)), Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("launcher")));
        QVERIFY(!window.actions().createLauncher->isEnabled());
        window.actions().removeLauncher->trigger();
        QVERIFY(!QFileInfo::exists(DesktopLauncher::pathFor(a)));
        QVERIFY(!hasLauncher(a));
    }

    void launcherOfAGoneFolderIsStaleAndOnlyOursAreRemoved()
    {
        const QString gone = folder(QStringLiteral("soon gone"));
        const QString kept = folder(QStringLiteral("kept"));
        QCOMPARE(DesktopLauncher::create(gone, kGui), QString());
        QCOMPARE(DesktopLauncher::create(kept, kGui), QString());
        QVERIFY(QDir(gone).removeRecursively());
        const QList<DesktopLauncher::Entry> stale = DesktopLauncher::stale();
        QCOMPARE(stale.size(), 1);
        QCOMPARE(stale.first().projectDir, gone);
        QCOMPARE(stale.first().path, DesktopLauncher::pathFor(gone));
        // Someone else's file with our prefix, and a file outside the folder: never removed.
        const QString foreign =
            DesktopLauncher::applicationsDir() + QStringLiteral("/ai-sandbox-other.desktop");
        QFile f(foreign);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n");
        f.close();
        QVERIFY(!DesktopLauncher::removeFile(foreign).isEmpty());
        QVERIFY(QFileInfo::exists(foreign));
        QVERIFY(!DesktopLauncher::removeFile(m_root.filePath(QStringLiteral("x.desktop"))).isEmpty());
        QCOMPARE(DesktopLauncher::removeFile(stale.first().path), QString());
        QVERIFY(!QFileInfo::exists(DesktopLauncher::pathFor(gone)));
        QVERIFY(DesktopLauncher::exists(kept));
        QVERIFY(DesktopLauncher::stale().isEmpty());
    }

    void folderArgumentOpensTheProject()
    {
        if (!QFileInfo(kGui).isExecutable())
            QSKIP("ai-sandbox-gui is not built");
        // Two folders at once are refused with a message; a missing one too.
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(kGui, {folder(QStringLiteral("one")), folder(QStringLiteral("two"))});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("one project folder"));
        // A missing folder: the message, and the window stays open (from a launcher nobody reads
        // stderr). The first-start Doctor is marked as seen: it would run checks in containers.
        const QString config =
            env.value(QStringLiteral("XDG_CONFIG_HOME"), m_root.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
        p.setProcessEnvironment(env);
        QVERIFY(QDir().mkpath(config + QStringLiteral("/ai-sandbox")));
        QFile conf(config + QStringLiteral("/ai-sandbox/ai-sandbox.conf"));
        QVERIFY(conf.open(QIODevice::Append));
        conf.write("\n[Doctor]\nshownOnFirstStart=true\n");
        conf.close();
        p.start(kGui, {m_root.filePath(QStringLiteral("no-such-folder"))});
        QVERIFY(p.waitForStarted(30000));
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += p.readAllStandardError()).contains("not a folder"), 30000);
        QVERIFY(!p.waitForFinished(1000));
        p.terminate();
        QVERIFY(p.waitForFinished(30000));
    }
};

QTEST_MAIN(TestLauncher)
#include "tst_launcher.moc"
