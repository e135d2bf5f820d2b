// SPDX-License-Identifier: GPL-3.0-or-later
// `ai-sandbox credentials list|set NAME|remove NAME`: the values "keyring:NAME" credential sources
// read. A value comes from stdin only (never argv, where `ps` and shell history would show it), is
// never printed, and `list` prints names and the backend.
#include "cli/cli.h"
#include "credentials/credentialstores.h"

#include <QCoreApplication>
#include <QFile>
#include <cstdio>
#include <termios.h>
#include <unistd.h>

namespace aisb {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}
} // namespace

QString Cli::readSecret(const QString &prompt)
{
    QByteArray raw;
    if (m_in) {
        raw = m_inInteractive ? m_in->readLine().toUtf8() : m_in->readAll().toUtf8();
    } else if (::isatty(STDIN_FILENO) == 1) {
        struct termios saved = {};
        const bool haveTerm = ::tcgetattr(STDIN_FILENO, &saved) == 0;
        if (haveTerm) {
            struct termios quiet = saved;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            quiet.c_lflag |= ECHONL;
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
        }
        m_err << prompt << Qt::flush; // after echo is off: what is typed from now on is not shown
        char buf[4096];
        if (std::fgets(buf, sizeof buf, stdin))
            raw = QByteArray(buf);
        ::memset(buf, 0, sizeof buf);
        if (haveTerm)
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
    } else {
        QFile in;
        if (in.open(stdin, QIODevice::ReadOnly))
            raw = in.readAll();
    }
    if (raw.endsWith('\n'))
        raw.chop(1);
    if (raw.endsWith('\r'))
        raw.chop(1);
    const QString value = QString::fromUtf8(raw);
    raw.fill('\0');
    return value;
}

int Cli::credentials(const CliInvocation &inv)
{
    installSystemCredentialStore();
    CredentialStore *store = credentialStore();
    const QString backend = store->backendName();
    QString error;
    if (inv.action == QLatin1String("list")) {
        const QStringList names = store->names();
        m_out << tr("Stored in: %1").arg(backend) << Qt::endl;
        if (names.isEmpty())
            m_out << tr("No credentials stored. Add one with: ai-sandbox credentials set NAME") << Qt::endl;
        for (const QString &name : names)
            m_out << name << Qt::endl;
        return Ok;
    }
    if (const QString e = credentialNameError(inv.name); !e.isEmpty()) {
        m_err << "ai-sandbox: " << e << Qt::endl;
        return Usage;
    }
    if (inv.action == QLatin1String("remove")) {
        if (!store->remove(inv.name, &error)) {
            m_err << "ai-sandbox: " << error << Qt::endl;
            return BadPolicy;
        }
        m_out << tr("Removed %1 from %2.").arg(inv.name, backend) << Qt::endl;
        return Ok;
    }
    const bool replacing = store->names().contains(inv.name);
    const QString value = readSecret(tr("Value for %1 (not shown; Enter to finish): ").arg(inv.name));
    if (const QString e = credentialValueError(value); !e.isEmpty()) {
        m_err << "ai-sandbox: " << e << Qt::endl;
        return Usage;
    }
    if (!store->write(inv.name, value, &error)) {
        m_err << "ai-sandbox: " << error << Qt::endl;
        return BadPolicy;
    }
    m_out << (replacing ? tr("Replaced %1 in %2.") : tr("Stored %1 in %2.")).arg(inv.name, backend)
          << Qt::endl;
    return Ok;
}

} // namespace aisb
