// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"

#include <QByteArray>
#include <QString>

namespace aisb {

// TOML reading and canonical writing of policy files (toml++ behind this interface).
namespace PolicyFile {

// Parses TOML text into a layer. Syntax errors become one issue whose field is
// "<origin>:<line>:<column>"; unknown keys and wrongly typed values become issues naming the key.
PolicyLayer parse(const QByteArray &toml, Layer layer, const QString &origin, QList<PolicyIssue> &issues);

// Reads a file; a missing file is an empty layer, not an error.
PolicyLayer load(const QString &path, Layer layer, QList<PolicyIssue> &issues);

// Canonical TOML of the fields in `fields` (all fields when empty), stable order.
QByteArray serialize(const Policy &policy, const QSet<QString> &fields = {});

// Atomic write (QSaveFile). Returns an empty string on success, else a sentence for people.
QString save(const QString &path, const Policy &policy, const QSet<QString> &fields = {});

// Standard locations.
QString userConfigPath();                          // $XDG_CONFIG_HOME/ai-sandbox/config.toml
QString projectConfigPath(const QString &projectDir); // <project>/.ai-sandbox.toml

} // namespace PolicyFile
} // namespace aisb
