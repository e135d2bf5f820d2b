// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"

#include <QByteArray>
#include <QString>

namespace aisb {

// TOML reading and canonical writing of policy files (toml++ behind this interface).
namespace PolicyFile {

// Parses TOML text into a layer. A syntax error becomes one issue whose field is
// "<origin>:<line>:<column>" (and nothing of the file is used); unknown sections and keys and
// wrongly typed values become issues naming the key ("network.ports[1]") whose message starts
// with "<origin>:<line>:<column>: " and says what is expected. Issues come in file order.
// Values are not validated here (validate() does that on the merged policy).
PolicyLayer parse(const QByteArray &toml, Layer layer, const QString &origin, QList<PolicyIssue> &issues);

// Reads a file; a missing file is an empty layer, not an error.
PolicyLayer load(const QString &path, Layer layer, QList<PolicyIssue> &issues);

// Canonical TOML of the fields in `fields` (all fields when empty): sections and keys in
// policyFieldKeys() order, one `key = value` line each (maps and mounts.extra as inline tables),
// so the same policy always gives the same bytes and parse(serialize(p)) == p.
QByteArray serialize(const Policy &policy, const QSet<QString> &fields = {});

// Atomic write (QSaveFile, creating the folder). Returns an empty string on success, else a
// sentence for people; on failure the old file is untouched and no partial file is left.
QString save(const QString &path, const Policy &policy, const QSet<QString> &fields = {});
// The same for bytes already serialized (what a review showed is what is written).
QString saveBytes(const QString &path, const QByteArray &data);

// Standard locations.
QString userConfigPath();                             // $XDG_CONFIG_HOME/ai-sandbox/config.toml
QString projectConfigPath(const QString &projectDir); // <project>/.ai-sandbox.toml

} // namespace PolicyFile
} // namespace aisb
