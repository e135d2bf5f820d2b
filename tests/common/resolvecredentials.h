// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A CredentialResolver run to its end in a local event loop, for tests that check one source's
// outcome (the session and the app use the resolver's signals).
#include "session/credentialsources.h"

#include <QEventLoop>
#include <optional>

namespace aisb::test {

// The resolver over `policy` to its end: its values (`raw`: without the rules' formats), or
// nullopt with *error.
inline std::optional<QList<QString>> resolveCredentials(const Policy &policy, const QProcessEnvironment &host,
                                                        QString *error, int timeoutMs = 15000,
                                                        bool raw = false)
{
    CredentialResolver resolver(policy, host, timeoutMs);
    QEventLoop loop;
    std::optional<QList<QString>> out;
    QObject::connect(&resolver, &CredentialResolver::resolved, &loop, [&](const QList<QString> &values) {
        out = raw ? resolver.rawValues() : values;
        loop.quit();
    });
    QObject::connect(&resolver, &CredentialResolver::failed, &loop, [&](const QString &why) {
        if (error)
            *error = why;
        loop.quit();
    });
    resolver.start();
    loop.exec();
    return out;
}

// One rule's value from its source.
inline std::optional<QString> resolveCredential(const Policy::Credential &rule,
                                                const QProcessEnvironment &host, QString *error,
                                                int timeoutMs = 15000)
{
    Policy p;
    p.credentials = {rule};
    const std::optional<QList<QString>> values = resolveCredentials(p, host, error, timeoutMs, true);
    if (!values)
        return std::nullopt;
    return values->value(0);
}

} // namespace aisb::test
