// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QProcessEnvironment>
#include <QString>
#include <optional>

namespace aisb {

// The values of a policy's [[credentials]] rules, read on the host at session start (issue 19).
// Values live in memory only: never logged, never written, never in an error message.
namespace CredentialSources {

// One value from a rule's source: env:NAME from `host`, command:... run here (argv split on
// spaces and quotes, no shell; stdout trimmed, at most `timeoutMs`; stderr is never shown since
// it may echo the value), keyring:NAME from credentialStore(). nullopt with *error naming the rule
// and saying how to fix it.
std::optional<QString> read(const Policy::Credential &rule, const QProcessEnvironment &host, QString *error,
                            int timeoutMs = 15000);

// The header values of every rule, in order (the rule's format with the value in it); nullopt
// with *error at the first rule that cannot be read: the session does not start.
std::optional<QList<QString>> headerValues(const Policy &policy, const QProcessEnvironment &host,
                                           QString *error, int timeoutMs = 15000);

} // namespace CredentialSources
} // namespace aisb
