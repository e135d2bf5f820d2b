// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "util/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>
#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ai-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AISB_VERSION));
    aisb::installTranslations(app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    aisb::Cli cli(out, err);
    const int code = cli.run(QCoreApplication::arguments().mid(1), QDir::currentPath());
    out.flush();
    err.flush();
    return code;
}
