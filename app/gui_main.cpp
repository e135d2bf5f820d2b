// SPDX-License-Identifier: GPL-3.0-or-later
#include "appcontroller.h"
#include "engine/podman.h"
#include "mainwindow.h"
#include "util/logging.h"
#include "util/unixsignalwatcher.h"

#include <csignal>

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ai-sandbox"));
    QApplication::setApplicationName(QStringLiteral("ai-sandbox"));
    QApplication::setApplicationDisplayName(QStringLiteral("AI Sandbox"));
    QApplication::setApplicationVersion(QStringLiteral(AISB_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.aisb.AiSandbox"));
    if (QIcon::themeName().isEmpty() || QIcon::themeName() == QLatin1String("hicolor"))
        QIcon::setThemeName(QStringLiteral("Adwaita"));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("ai-sandbox"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Run AI coding agents in podman sandboxes."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption projectOption(
        QStringLiteral("project"), QApplication::translate("main", "Open the project in folder <dir>."),
        QApplication::translate("main", "dir"));
    const QCommandLineOption launchOption(
        QStringLiteral("launch"), QApplication::translate("main", "Launch a session of the project once the window is shown."));
    parser.addOption(projectOption);
    parser.addOption(launchOption);
    parser.process(app);

    aisb::Logging::Options logOptions;
    logOptions.fileName = QStringLiteral("ai-sandbox-gui.log");
    aisb::Logging::setup(logOptions);

    aisb::MainWindow window;
    aisb::Podman podman;
    aisb::AppController controller(&window, &podman);
    if (parser.isSet(projectOption)) {
        const QString dir = parser.value(projectOption);
        if (!QFileInfo(dir).isDir()) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QApplication::translate("main", "ai-sandbox-gui: %1 is not a folder; pass "
                                                                    "--project with an existing project folder.")
                                        .arg(dir)));
            return 2;
        }
        window.openProject(QDir(dir).absolutePath());
    } else if (parser.isSet(launchOption)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate("main", "ai-sandbox-gui: --launch needs --project DIR.")));
        return 2;
    }
    window.setLaunchOnShow(parser.isSet(launchOption));
    window.show();
    controller.start();
    aisb::UnixSignalWatcher signalWatcher({SIGINT, SIGTERM, SIGHUP});
    QObject::connect(&signalWatcher, &aisb::UnixSignalWatcher::received, &controller,
                     &aisb::AppController::quitGracefully);
    return app.exec();
}
