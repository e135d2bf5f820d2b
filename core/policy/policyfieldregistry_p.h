// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to aisbcore: the one table every per-field operation is derived from.
// Includes toml++, so only core .cpp files include it.

#include "policy/policylayers.h"

#include <functional>
#include <toml++/toml.h>

namespace aisb {

// One policy field: its key and how to read, write, parse and copy it.
struct PolicyFieldDef
{
    QString key;     // "network.allow"
    QString section; // "network"
    QString name;    // "allow"
    QString example; // a TOML line that is valid, for messages: allow = [".example.com"]
    // TOML node -> field. On failure fills issue.field (key or key[i]) and issue.message.
    std::function<bool(const toml::node &, Policy &, PolicyIssue &)> readToml;
    // Field -> canonical TOML value text (right-hand side of `key = ...`).
    std::function<QString(const Policy &)> writeToml;
    // String form (AISB_* variables, --set-policy) -> field. Same failure contract as readToml.
    std::function<bool(const QString &, Policy &, PolicyIssue &)> readString;
    // Field -> string form, the inverse of readString for valid values.
    std::function<QString(const Policy &)> writeString;
    std::function<void(const Policy &, Policy &)> copy;
    // Only for a key without a section part ("credentials"): the whole [[key]] tables, each
    // starting with "\n[[key]]\n"; empty when there is nothing to write. serialize() writes them
    // after every section.
    std::function<QString(const Policy &)> writeTables;
};

const QList<PolicyFieldDef> &policyFieldDefs();
const PolicyFieldDef *findPolicyFieldDef(const QString &key);
// Section names in canonical order.
const QStringList &policySectionNames();

// TOML basic string with escapes, and a key quoted when it is not a bare key.
QString tomlString(const QString &value);
QString tomlKey(const QString &key);

} // namespace aisb
