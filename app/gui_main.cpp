// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ai-sandbox"));
    QApplication::setApplicationDisplayName(QStringLiteral("AI Sandbox"));
    QApplication::setApplicationVersion(QStringLiteral(AISB_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.aisb.AiSandbox"));
    aisb::MainWindow window;
    window.show();
    return app.exec();
}
