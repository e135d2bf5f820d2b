// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/credentialsources.h"

#include "policy/credentials.h"
#include "policy/credentialstore.h"

#include <QCoreApplication>
#include <QProcess>

namespace aisb::CredentialSources {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::CredentialSources", text);
}

std::optional<QString> runCommand(const Policy::Credential &rule, const QString &commandLine, QString *error,
                                  int timeoutMs)
{
    const QStringList argv = QProcess::splitCommand(commandLine);
    if (argv.isEmpty()) {
        *error = tr("Credential rule %1: its command is empty. Write source = \"command:PROGRAM ARGS\".")
                     .arg(rule.name);
        return std::nullopt;
    }
    QProcess p;
    // stdin closed (the command cannot wait for the user), stderr discarded: a tool may print the
    // token there on failure, and it must not reach a log or a dialog.
    p.setStandardInputFile(QProcess::nullDevice());
    p.setStandardErrorFile(QProcess::nullDevice());
    p.setProgram(argv.first());
    p.setArguments(argv.mid(1));
    p.start();
    if (!p.waitForStarted(timeoutMs)) {
        *error =
            tr("Credential rule %1: the command %2 could not be started (%3). Check that it is installed "
               "and in PATH.")
                .arg(rule.name, argv.first(), p.errorString());
        return std::nullopt;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(1000);
        *error = tr("Credential rule %1: the command %2 did not finish within %3 s. Run it in a terminal to "
                    "see whether it waits for something (a login, a prompt).")
                     .arg(rule.name, argv.first())
                     .arg(timeoutMs / 1000);
        return std::nullopt;
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *error =
            tr("Credential rule %1: the command %2 failed (exit code %3). Run it in a terminal to see why "
               "(e.g. log in first).")
                .arg(rule.name, argv.first())
                .arg(p.exitCode());
        return std::nullopt;
    }
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

} // namespace

std::optional<QString> read(const Policy::Credential &rule, const QProcessEnvironment &host, QString *error,
                            int timeoutMs)
{
    QString ignored;
    if (!error)
        error = &ignored;
    const QString arg = Credentials::sourceArgument(rule.source);
    std::optional<QString> value;
    switch (Credentials::sourceKind(rule.source)) {
    case Credentials::SourceKind::Invalid:
        *error =
            tr("Credential rule %1: its source must start with env:, command: or keyring:.").arg(rule.name);
        return std::nullopt;
    case Credentials::SourceKind::Env:
        if (!host.contains(arg)) {
            *error =
                tr("Credential rule %1: the variable %2 is not set on this computer. Set it before starting "
                   "ai-sandbox, or use another source (keyring:NAME).")
                    .arg(rule.name, arg);
            return std::nullopt;
        }
        value = host.value(arg);
        break;
    case Credentials::SourceKind::Command:
        value = runCommand(rule, arg, error, timeoutMs);
        if (!value)
            return std::nullopt;
        break;
    case Credentials::SourceKind::Keyring: {
        CredentialStore *store = credentialStore();
        if (!store) {
            *error =
                tr("Credential rule %1: no keyring backend is available to read %2. Store the value in the "
                   "app's Credentials page, or use source = \"env:NAME\".")
                    .arg(rule.name, arg);
            return std::nullopt;
        }
        QString why;
        value = store->read(arg, &why);
        if (!value) {
            *error =
                tr("Credential rule %1: %2 cannot be read from %3 (%4). Store it in the app's Credentials "
                   "page or `ai-sandbox credentials`.")
                    .arg(rule.name, arg, store->backendName(), why);
            return std::nullopt;
        }
        break;
    }
    }
    if (value->trimmed().isEmpty()) {
        *error = tr("Credential rule %1: its source %2 gives an empty value. Store the value first.")
                     .arg(rule.name, rule.source);
        return std::nullopt;
    }
    return value;
}

std::optional<QList<QString>> headerValues(const Policy &policy, const QProcessEnvironment &host,
                                           QString *error, int timeoutMs)
{
    QList<QString> out;
    for (const Policy::Credential &rule : policy.credentials) {
        const Policy::Credential c = Credentials::effective(rule);
        const std::optional<QString> value = read(c, host, error, timeoutMs);
        if (!value)
            return std::nullopt;
        out << Credentials::headerValue(c, *value);
    }
    return out;
}

} // namespace aisb::CredentialSources
