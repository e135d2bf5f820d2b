// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace aisb {

// [[credentials]] rules (issue 19): presets, the effective rule, and the placeholder the sandbox
// sees instead of the value.
namespace Credentials {

// What the sandbox's `env` variables hold instead of the value, so that SDKs start.
inline constexpr char kPlaceholder[] = "gate-managed";

// The presets' names, in the order the editor offers them.
QStringList presetNames();
// A preset's fields (name, source empty), or nullopt for an unknown name.
std::optional<Policy::Credential> preset(const QString &name);

// The rule with every field it leaves empty taken from its preset (the rule as written when it
// has no preset or an unknown one). This is what the gate and the session use; files keep what
// the user wrote, so a preset can evolve.
Policy::Credential effective(const Policy::Credential &rule);

enum class SourceKind { Invalid, Env, Command, Keyring };
SourceKind sourceKind(const QString &source);
// What follows "env:", "command:" or "keyring:".
QString sourceArgument(const QString &source);

// The header value: `format` with "{value}" replaced by `value`.
QString headerValue(const Policy::Credential &effectiveRule, const QString &value);

// Header names the gate never sets: they decide routing or framing.
bool isForbiddenHeader(const QString &header);

// For people: "api.anthropic.com x-api-key from env:ANTHROPIC_API_KEY" (never a value).
QString describe(const Policy::Credential &rule);

} // namespace Credentials
} // namespace aisb
