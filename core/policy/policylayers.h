// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QHash>
#include <QList>
#include <QProcessEnvironment>
#include <QSet>
#include <QString>

namespace aisb {

// Where a field's effective value came from, lowest precedence first.
enum class Layer { BuiltIn, User, Project, Environment, Flag };
QString toString(Layer layer); // "built-in" | "user file" | "project file" | "environment" | "flag"

// A problem with a policy input: the field ("network.allow[2]", or a file:line:col for
// parse errors) and a sentence that says what is wrong and how to fix it.
struct PolicyIssue
{
    QString field;
    QString message;
    bool operator==(const PolicyIssue &) const = default;
};

// One layer of configuration: the values it holds and which fields it sets.
struct PolicyLayer
{
    Layer layer = Layer::BuiltIn;
    QString origin;       // file path, "AISB_* environment", "command line"
    Policy values;        // only the fields in `fields` are meaningful
    QSet<QString> fields; // field keys this layer sets, e.g. "network.allow"
};

// The effective policy plus, for every field key, the layer that set it.
struct ResolvedPolicy
{
    Policy policy;
    QHash<QString, Layer> origin;       // field key -> layer
    QHash<QString, QString> originText; // field key -> file path / description
    QList<PolicyIssue> issues;          // parse and validation problems, empty when usable
};

// All field keys in canonical order ("image.base", ..., "mounts.extra").
const QStringList &policyFieldKeys();

// The one place built-in defaults live.
Policy defaultPolicy();
// The built-in mounts.read_only list: paths host tools later run or trust (.git/config, .git/hooks,
// shell start-up files, .vscode, .mcp.json, the harnesses' settings folders, ...).
QStringList defaultProtectedPaths();

// Copies field `key` from `from` into `to`. Returns false for an unknown key.
bool copyPolicyField(const QString &key, const Policy &from, Policy &to);

// Parses a field from its string form, as used by AISB_* variables and `--set-policy key=value`
// flags: lists are comma separated, maps are NAME=VALUE comma separated.
// On error appends an issue naming the field and returns false.
bool setPolicyFieldFromString(const QString &key, const QString &value, Policy &into,
                              QList<PolicyIssue> &issues);

// A field's string form (the inverse of setPolicyFieldFromString for valid values);
// empty for an unknown key.
QString policyFieldToString(const QString &key, const Policy &policy);

// Name of the AISB_* variable for a field key ("network.allow" -> "AISB_NETWORK_ALLOW").
QString environmentVariableFor(const QString &key);

// Layer from AISB_* variables of `env`: AISB_<SECTION>_<KEY> (e.g. AISB_NETWORK_ALLOW,
// AISB_LIMITS_TMP_SIZE), values in the string form. Bad values become issues naming the
// field and the variable; so does an unknown AISB_<SECTION>_* variable.
PolicyLayer environmentLayer(const QProcessEnvironment &env, QList<PolicyIssue> &issues);

// Merge: starts from defaultPolicy(); later layers in the list win field by field.
// Records, per field, the layer and its origin text ("built-in" for untouched fields).
// Leaves `issues` empty: validation is the caller's (loadPolicy does it).
ResolvedPolicy mergeLayers(const QList<PolicyLayer> &layers);

} // namespace aisb
