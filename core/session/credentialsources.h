// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QString>
#include <optional>

class QProcess;
class QTimer;

namespace aisb {

// The values of a policy's [[credentials]] rules, read on the host at session start (issue 19).
// Values live in memory only: never logged, never written, never in an error message.
//
// Reading never blocks the caller's thread: a command: source runs as a QProcess driven by its
// signals (in a process group of its own, killed whole on a time-out or cancel()), a keyring:
// source is read on a thread of its own (a keyring may wait for the user to unlock it), env: is
// read at once. The rules are read one after the other, in order.
class CredentialResolver : public QObject
{
    Q_OBJECT
public:
    CredentialResolver(Policy policy, QProcessEnvironment host, int timeoutMs = 15000,
                       QObject *parent = nullptr);
    ~CredentialResolver() override; // cancel()

    // -> resolved(header values, one per rule in order) or failed(a sentence naming the rule and
    // the fix), always later (never from within start()).
    void start();
    // Kills a running command (its whole process group) and drops a keyring read still running;
    // no signal follows.
    void cancel();
    bool isRunning() const { return m_running; }
    // The running command's pid, 0 when no command runs (tests, diagnostics).
    qint64 commandPid() const;
    // The values themselves (not formatted), in rule order, once resolved() came.
    const QList<QString> &rawValues() const { return m_rawValues; }

Q_SIGNALS:
    void resolved(const QList<QString> &headerValues);
    void failed(const QString &error);

private:
    void next();
    void accept(const std::optional<QString> &value, const QString &error);
    void runCommand(const QString &commandLine);
    void readKeyring(const QString &name);
    void stopCommand();

    Policy m_policy;
    QProcessEnvironment m_host;
    int m_timeoutMs;
    int m_index = 0;
    bool m_running = false;
    Policy::Credential m_rule; // the rule being read (effective)
    QList<QString> m_values;
    QList<QString> m_rawValues;
    QPointer<QProcess> m_process;
    QTimer *m_timer = nullptr;
    QPointer<QObject> m_keyringRead; // the receiver of the keyring read running now
};

} // namespace aisb
