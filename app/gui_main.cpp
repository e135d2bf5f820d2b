// SPDX-License-Identifier: GPL-3.0-or-later
#include "appcontroller.h"
#include "credentials/credentialstores.h"
#include "engine/resourcenames.h"
#include "engines.h"
#include "gui.h"
#include "mainwindow.h"
#include "util/logging.h"
#include "util/translations.h"
#include "util/unixsignalwatcher.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QTimer>
#include <QUrl>
#include <QWidget>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <memory>
#include <unistd.h>

namespace {

// Milliseconds since the kernel started this process (/proc/self/stat field 22, in clock
// ticks since boot, against CLOCK_BOOTTIME): includes exec and loading the libraries,
// which a timer started in main() misses. -1 when unknown.
qint64 msSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // Field 2 (comm) may contain spaces: count fields after its closing parenthesis.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 20)
        return -1;
    const double startTicks = fields.at(19).toDouble(); // field 22 overall
    timespec now{};
    clock_gettime(CLOCK_BOOTTIME, &now);
    const double nowMs = double(now.tv_sec) * 1000.0 + double(now.tv_nsec) / 1e6;
    return qint64(nowMs - startTicks * 1000.0 / double(sysconf(_SC_CLK_TCK)));
}

qint64 residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

// Benchmark hook for tests/bench/bench_gui.cpp: with AISB_BENCH_FIRST_PAINT=1 the app prints
//   first-paint-ms <ms since process start> rss-kb <VmRSS> main-ms <ms since main()>
// once the main window has painted for the first time, then quits. Nothing else changes.
class FirstPaintProbe : public QObject
{
public:
    FirstPaintProbe(QWidget *window, const QElapsedTimer &sinceMain)
        : m_window(window), m_sinceMain(sinceMain)
    {
        qApp->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_done && event->type() == QEvent::Paint && watched->isWidgetType() &&
            static_cast<QWidget *>(watched)->window() == m_window) {
            m_done = true;
            // Report after this paint cycle has finished (every child painted, flushed).
            QTimer::singleShot(0, this, [this] {
                std::printf("first-paint-ms %lld rss-kb %lld main-ms %lld\n", msSinceProcessStart(),
                            residentKb(), m_sinceMain.elapsed());
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QWidget *m_window;
    QElapsedTimer m_sinceMain;
    bool m_done = false;
};

struct Options
{
    QCommandLineOption project{QStringLiteral("project"),
                               QCoreApplication::translate("main", "Open the project in folder <dir>."),
                               QCoreApplication::translate("main", "dir")};
    QCommandLineOption launch{
        QStringLiteral("launch"),
        QCoreApplication::translate("main", "Launch a session of the project once the window is shown.")};
    // Read before the parser (languageOption), so that --help already speaks the language.
    QCommandLineOption lang{QStringLiteral("lang"),
                            QCoreApplication::translate("main", "Show the app in language <lang> (de, en) "
                                                                "instead of the system locale's."),
                            QCoreApplication::translate("main", "lang")};
    // Replace the global engine choice (Edit > Podman Engine…) for this run, as the CLI's options do.
    QCommandLineOption url{QStringLiteral("url"),
                           QCoreApplication::translate("main", "Run sessions on the podman service at <url> "
                                                               "(unix:// or ssh://) for this run, instead of "
                                                               "the global engine chosen in the app."),
                           QCoreApplication::translate("main", "url")};
    QCommandLineOption connection{
        QStringLiteral("connection"),
        QCoreApplication::translate("main", "Run sessions on the podman connection <name> (podman system "
                                            "connection list) for this run, instead of the global engine."),
        QCoreApplication::translate("main", "name")};
};

// Loads the translation --lang names (or the system locale's), and says when there is none.
void installTranslations(QCoreApplication &app, int argc, char **argv)
{
    const QString language = aisb::languageOption(argc, argv);
    if (!aisb::installTranslations(app, language))
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("main", "ai-sandbox-gui: there is no %1 "
                                                                    "translation; the app stays in English.")
                                    .arg(language)));
}

void describe(QCommandLineParser &parser, const Options &options)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Run AI coding agents in podman sandboxes."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(options.project);
    parser.addOption(options.launch);
    parser.addOption(options.lang);
    parser.addOption(options.url);
    parser.addOption(options.connection);
    // The file manager's "Open with" (and the app's .desktop %f) passes a folder.
    parser.addPositionalArgument(
        QStringLiteral("folder"),
        QCoreApplication::translate("main", "A project folder to open (as --project)."),
        QStringLiteral("[folder]"));
}

void setNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ai-sandbox"));
    QCoreApplication::setApplicationName(QStringLiteral("ai-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AISB_VERSION));
}

// --help and --version answer without a display: no QApplication (which needs one) is made.
bool wantsTextOnly(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--")
            break;
        if (a == "-h" || a == "--help" || a == "--help-all" || a == "-?" || a == "-v" || a == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    aisb::preferUtf8Locale();
    if (wantsTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setNames();
        installTranslations(app, argc, argv);
        QCommandLineParser parser;
        const Options options;
        describe(parser, options);
        parser.process(app); // prints and exits
        return 0;
    }
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    setNames();
    QApplication::setApplicationDisplayName(QStringLiteral("AI Sandbox"));
    QApplication::setDesktopFileName(QLatin1String(aisb::AppId));
    if (QIcon::themeName().isEmpty() || QIcon::themeName() == QLatin1String("hicolor"))
        QIcon::setThemeName(QStringLiteral("Adwaita"));

    installTranslations(app, argc, argv);

    QCommandLineParser parser;
    const Options options;
    const QCommandLineOption &projectOption = options.project;
    const QCommandLineOption &launchOption = options.launch;
    describe(parser, options);
    parser.process(app);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1 || (!positional.isEmpty() && parser.isSet(projectOption))) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(QApplication::translate("main", "ai-sandbox-gui: give one project folder, either "
                                                       "as --project DIR or as the only argument.")));
        return 2;
    }

    aisb::Logging::Options logOptions;
    logOptions.fileName = QStringLiteral("ai-sandbox-gui.log");
    aisb::Logging::setup(logOptions);

    // Where "keyring:NAME" credentials are read and stored (the backend is picked on first use).
    aisb::installSystemCredentialStore();
    aisb::PodmanConnection commandLine;
    commandLine.url = parser.value(options.url);
    commandLine.connection = parser.value(options.connection);
    if (parser.isSet(options.url) || parser.isSet(options.connection)) {
        const aisb::EngineChoice given = parser.isSet(options.url)
                                             ? aisb::EngineChoice::url(commandLine.url)
                                             : aisb::EngineChoice::named(commandLine.connection);
        const QString why = aisb::Engines::check(
            given, parser.isSet(options.url) ? QStringLiteral("--url") : QStringLiteral("--connection"));
        if (!why.isEmpty() || (parser.isSet(options.url) && parser.isSet(options.connection))) {
            std::fprintf(stderr, "ai-sandbox-gui: %s\n",
                         qPrintable(why.isEmpty() ? QApplication::translate("main", "give either --url or "
                                                                                    "--connection, not both.")
                                                  : why));
            return 2;
        }
    }
    // Engines, podman, the window with its pages, the controller: Gui destroys podman after every session.
    const aisb::Gui gui(commandLine);
    aisb::MainWindow &window = gui.window();
    aisb::AppController &controller = gui.controller();
    QString startupProblem;
    if (parser.isSet(projectOption) || !positional.isEmpty()) {
        QString dir = positional.isEmpty() ? parser.value(projectOption) : positional.first();
        // A file manager may pass a file:// URL.
        if (dir.startsWith(QLatin1String("file:")))
            dir = QUrl(dir).toLocalFile();
        if (!QFileInfo(dir).isDir()) {
            // Started from a launcher nobody sees stderr: the window opens and says it.
            startupProblem = QApplication::translate("main", "%1 is not a folder, so it was not opened. Pick "
                                                             "the project folder with Add Project… (Ctrl+O).")
                                 .arg(dir);
            std::fprintf(
                stderr, "%s\n",
                qPrintable(QApplication::translate("main", "ai-sandbox-gui: %1 is not a folder; pass "
                                                           "--project with an existing project folder.")
                               .arg(dir)));
        } else {
            window.openProject(QDir(dir).absolutePath());
        }
    } else if (parser.isSet(launchOption)) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(QApplication::translate("main", "ai-sandbox-gui: --launch needs --project DIR.")));
        return 2;
    }
    window.setLaunchOnShow(parser.isSet(launchOption) && startupProblem.isEmpty());
    std::unique_ptr<FirstPaintProbe> firstPaint;
    if (qEnvironmentVariableIntValue("AISB_BENCH_FIRST_PAINT") == 1)
        firstPaint = std::make_unique<FirstPaintProbe>(&window, sinceMain);
    window.show();
    if (!startupProblem.isEmpty())
        QTimer::singleShot(0, &window,
                           [&window, startupProblem] { window.showStartupProblem(startupProblem); });
    controller.start();
    controller.showDoctorOnFirstStart();
    aisb::UnixSignalWatcher signalWatcher({SIGINT, SIGTERM, SIGHUP});
    QObject::connect(&signalWatcher, &aisb::UnixSignalWatcher::received, &controller,
                     &aisb::AppController::quitGracefully);
    return app.exec();
}
