// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/credentialsources.h"

#include "policy/credentials.h"
#include "policy/credentialstore.h"
#include "util/offthread.h"

#include <QProcess>
#include <QTimer>
#include <csignal>
#include <unistd.h>

namespace aisb {

CredentialResolver::CredentialResolver(Policy policy, QProcessEnvironment host, int timeoutMs,
                                       QObject *parent)
    : QObject(parent), m_policy(std::move(policy)), m_host(std::move(host)), m_timeoutMs(timeoutMs),
      m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
}

CredentialResolver::~CredentialResolver()
{
    cancel();
}

void CredentialResolver::start()
{
    cancel();
    m_running = true;
    m_index = 0;
    m_values.clear();
    m_rawValues.clear();
    QTimer::singleShot(0, this, &CredentialResolver::next);
}

void CredentialResolver::cancel()
{
    m_running = false;
    stopCommand();
    delete m_keyringRead.data(); // its value, when it comes, is dropped
}

qint64 CredentialResolver::commandPid() const
{
    return m_process ? m_process->processId() : 0;
}

void CredentialResolver::next()
{
    if (!m_running)
        return;
    if (m_index >= m_policy.credentials.size()) {
        m_running = false;
        Q_EMIT resolved(m_values);
        return;
    }
    m_rule = Credentials::effective(m_policy.credentials.at(m_index));
    const QString arg = Credentials::sourceArgument(m_rule.source);
    switch (Credentials::sourceKind(m_rule.source)) {
    case Credentials::SourceKind::Invalid:
        accept(std::nullopt, tr("Credential rule %1: its source must start with env:, command: or keyring:.")
                                 .arg(m_rule.name));
        return;
    case Credentials::SourceKind::Env:
        if (!m_host.contains(arg)) {
            accept(
                std::nullopt,
                tr("Credential rule %1: the variable %2 is not set on this computer. Set it before starting "
                   "ai-sandbox, or use another source (keyring:NAME).")
                    .arg(m_rule.name, arg));
            return;
        }
        accept(m_host.value(arg), {});
        return;
    case Credentials::SourceKind::Command:
        runCommand(arg);
        return;
    case Credentials::SourceKind::Keyring:
        readKeyring(arg);
        return;
    }
}

void CredentialResolver::accept(const std::optional<QString> &value, const QString &error)
{
    if (!m_running)
        return;
    if (!value || value->trimmed().isEmpty()) {
        m_running = false;
        Q_EMIT failed(
            value ? tr("Credential rule %1: its source %2 gives an empty value. Store the value first.")
                        .arg(m_rule.name, m_rule.source)
                  : error);
        return;
    }
    m_rawValues << *value;
    m_values << Credentials::headerValue(m_rule, *value);
    ++m_index;
    next();
}

void CredentialResolver::runCommand(const QString &commandLine)
{
    const QStringList argv = QProcess::splitCommand(commandLine);
    if (argv.isEmpty()) {
        accept(std::nullopt,
               tr("Credential rule %1: its command is empty. Write source = \"command:PROGRAM ARGS\".")
                   .arg(m_rule.name));
        return;
    }
    auto *p = new QProcess(this);
    m_process = p;
    // stdin closed (the command cannot wait for the user), stderr discarded: a tool may print the
    // token there on failure, and it must not reach a log or a dialog.
    p->setStandardInputFile(QProcess::nullDevice());
    p->setStandardErrorFile(QProcess::nullDevice());
    p->setProgram(argv.first());
    p->setArguments(argv.mid(1));
    // A process group of its own: a time-out or a stopped session kills what it started too (a
    // script's `sleep`, a helper waiting on a login).
    p->setChildProcessModifier([] { ::setpgid(0, 0); });
    const QString program = argv.first();
    connect(p, &QProcess::errorOccurred, this, [this, p, program](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || p != m_process)
            return;
        const QString why = p->errorString();
        stopCommand();
        accept(std::nullopt,
               tr("Credential rule %1: the command %2 could not be started (%3). Check that it is "
                  "installed and in PATH.")
                   .arg(m_rule.name, program, why));
    });
    connect(p, &QProcess::finished, this, [this, p, program](int code, QProcess::ExitStatus status) {
        if (p != m_process)
            return;
        const QByteArray out = p->readAllStandardOutput();
        stopCommand();
        if (status != QProcess::NormalExit || code != 0) {
            accept(std::nullopt,
                   tr("Credential rule %1: the command %2 failed (exit code %3). Run it in a terminal "
                      "to see why (e.g. log in first).")
                       .arg(m_rule.name, program)
                       .arg(code));
            return;
        }
        accept(QString::fromUtf8(out).trimmed(), {});
    });
    m_timer->disconnect();
    connect(m_timer, &QTimer::timeout, this, [this, program] {
        stopCommand();
        accept(std::nullopt, tr("Credential rule %1: the command %2 did not finish within %3 s. Run it in a "
                                "terminal to see whether it waits for something (a login, a prompt).")
                                 .arg(m_rule.name, program)
                                 .arg(m_timeoutMs / 1000.0));
    });
    m_timer->start(m_timeoutMs);
    p->start();
}

void CredentialResolver::stopCommand()
{
    m_timer->stop();
    QProcess *p = m_process.data();
    m_process = nullptr;
    if (!p)
        return;
    p->disconnect(this);
    if (p->state() == QProcess::NotRunning) {
        p->deleteLater();
        return;
    }
    if (const qint64 pid = p->processId(); pid > 0)
        ::kill(-pid_t(pid), SIGKILL); // its group (what it started); ESRCH before setpgid ran
    p->kill();
    // Reaped by its finished(), not with this object (which may go now): a QProcess destroyed
    // while running would wait for it.
    p->setParent(nullptr);
    connect(p, &QProcess::finished, p, &QObject::deleteLater);
}

void CredentialResolver::readKeyring(const QString &name)
{
    const std::shared_ptr<CredentialStore> store = sharedCredentialStore();
    if (!store) {
        accept(std::nullopt,
               tr("Credential rule %1: no keyring backend is available to read %2. Store the value in "
                  "the app's Credentials page, or use source = \"env:NAME\".")
                   .arg(m_rule.name, name));
        return;
    }
    struct Read
    {
        std::optional<QString> value;
        QString why;
        QString backend;
    };
    auto *receiver = new QObject(this);
    m_keyringRead = receiver;
    // Off this thread: a keyring may wait for its password (the store's own deadline applies).
    runOffThread(
        receiver,
        [store, name] {
            Read r;
            r.value = store->read(name, &r.why);
            if (!r.value)
                r.backend = store->backendName();
            return r;
        },
        [this, receiver, name](const Read &r) {
            receiver->deleteLater();
            if (!r.value) {
                accept(std::nullopt,
                       tr("Credential rule %1: %2 cannot be read from %3 (%4). Store it in the app's "
                          "Credentials page or `ai-sandbox credentials`.")
                           .arg(m_rule.name, name, r.backend, r.why));
                return;
            }
            accept(r.value, {});
        });
}

} // namespace aisb
