// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "cli/cliinvocation.h"
#include "credentials/credentialstores.h"
#include "session/firewalllog.h"
#include "session/sweeprecord.h"
#include "util/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>
#include <cstdio>

int main(int argc, char **argv)
{
    aisb::preferUtf8Locale();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ai-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AISB_VERSION));
    const QStringList args = QCoreApplication::arguments().mid(1);
    // The detached firewall reader of a warm sandbox (started by `exec --warm`, never by a user).
    if (args.value(0) == QLatin1String(aisb::FirewallLog::DetachedCommand)) {
        aisb::installTranslations(app, {});
        return aisb::FirewallLog::runDetached(args.mid(1));
    }
    // The sweep after a warm command of the small client ai-sandbox-exec (never a user's command).
    if (args.value(0) == QLatin1String(aisb::EndedSessionSweep::WarmCommand)) {
        aisb::installTranslations(app, {});
        const QString id = args.value(1);
        if (args.size() != 2 || id.isEmpty() || id.contains(QLatin1Char('/')) ||
            id.startsWith(QLatin1Char('.')))
            return 2;
        const auto swept =
            aisb::EndedSessionSweep::run(aisb::SessionDir::open(id), aisb::EndedSessionSweep::Mode::Again);
        QTextStream err(stderr);
        for (const aisb::SessionEvent &e : swept.events)
            err << "ai-sandbox: " << e.message << '\n';
        return 0;
    }
    // --lang is read as the parser reads it (never from the harness's own arguments), before the
    // parse whose errors are shown, so that they speak that language too.
    const QString language = aisb::parseCli(args, QDir::currentPath()).language;
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (!aisb::installTranslations(app, language))
        err << QCoreApplication::translate("main", "ai-sandbox: there is no %1 translation; the messages "
                                                   "stay in English.")
                   .arg(language)
            << '\n';
    // Where "keyring:NAME" credentials are read and stored (the backend is picked on first use).
    aisb::installSystemCredentialStore();
    aisb::Cli cli(out, err);
    const int code = cli.run(args, QDir::currentPath());
    out.flush();
    err.flush();
    return code;
}
