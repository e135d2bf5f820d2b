// SPDX-License-Identifier: GPL-3.0-or-later
// `sessions`, `gate`, `clean`, `doctor`: placeholders until core/maintenance lands.
#include "cli/cli.h"

#include <QCoreApplication>

namespace aisb {
namespace {
int notYet(QTextStream &err, const char *what)
{
    err << "ai-sandbox: " << QCoreApplication::translate("aisb::Cli", "%1 is not available in this build yet")
                                 .arg(QString::fromLatin1(what))
        << Qt::endl;
    return Cli::Usage;
}
} // namespace

int Cli::sessions(const CliInvocation &)
{
    return notYet(m_err, "sessions");
}
int Cli::gate(const CliInvocation &)
{
    return notYet(m_err, "gate");
}
int Cli::clean(const CliInvocation &)
{
    return notYet(m_err, "clean");
}
int Cli::doctor(const CliInvocation &)
{
    return notYet(m_err, "doctor");
}
} // namespace aisb
