// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ai-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AISB_VERSION));
    return aisb::runCli(QCoreApplication::arguments().mid(1));
}
