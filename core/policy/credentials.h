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

// The header value: `format` with "{value}" replaced by `value`; inside "{base64:...}" the text
// around {value} and the value are encoded together (standard base64, with padding), e.g.
// "Basic {base64:x-access-token:{value}}". Empty for a format formatError refuses. Computed only
// for the gate's secret lines (Render::gateCredentialLines): never shown or written elsewhere.
QString headerValue(const Policy::Credential &effectiveRule, const QString &value);
// Why `format` cannot be a rule's format ("" when it can): {value} exactly once, at most one
// {base64:...} holding it, no other brace.
QString formatError(const QString &format);

// The URL prefix whose git remotes the sandbox's git sends to the rule's endpoint
// (url.<endpoint>/.insteadOf = this): "https://<host>/" for the github-git preset, "" otherwise.
QString gitRemotePrefix(const Policy::Credential &rule);
// Whether the session sets git's environment configuration (GIT_CONFIG_COUNT, ...): an allowlist
// policy with a rule that has a gitRemotePrefix.
bool setsGitConfig(const Policy &policy);
// The number of GIT_CONFIG_KEY_n/VALUE_n pairs env.set holds (its GIT_CONFIG_COUNT, 0 without);
// the rules' entries are numbered after them. Validation refuses a count it cannot merge.
int gitConfigBase(const Policy &policy);

// The path the base URL variable ends with for the rule's preset: "/v1" for openai (its SDKs
// expect it in OPENAI_BASE_URL), "" otherwise.
QString baseUrlPath(const Policy::Credential &rule);

// Header names the gate never sets: they decide routing or framing.
bool isForbiddenHeader(const QString &header);

// For people: "api.anthropic.com x-api-key from env:ANTHROPIC_API_KEY" (never a value).
QString describe(const Policy::Credential &rule);

} // namespace Credentials
} // namespace aisb
