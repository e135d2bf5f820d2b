// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"

namespace aisb {

// Strict grammars; each returns an empty string when `value` is valid, else why it is not.
namespace Grammar {
QString hostName(const QString &value);     // RFC 1123 labels, optional leading dot, <= 253
QString envName(const QString &value);      // [A-Za-z_][A-Za-z0-9_]*
QString envPattern(const QString &value);   // env name, or one with '*' wildcards
QString packageName(const QString &value);  // Debian policy: [a-z0-9][a-z0-9+.-]+
QString size(const QString &value);         // 512m, 4g, 100k, 1024 (bytes)
QString containerPath(const QString &value);// absolute, normalised, no '..', no ':' or ','
QString projectRelativePath(const QString &value); // relative, inside the project, no '..'
QString imageReference(const QString &value);      // OCI reference
QString envValue(const QString &value);     // no NUL, no newline
QString commandArgument(const QString &value); // no NUL
} // namespace Grammar

// Validates a whole policy. Never throws, never prints. `projectDir` is used for
// checks against the host (extra mount sources exist). Issues name fields like
// "network.allow[3]".
QList<PolicyIssue> validate(const Policy &policy, const QString &projectDir = {});

// Parses a size ("512m") into bytes; -1 when invalid.
qint64 parseSize(const QString &value);
// Parses a duration ("30s", "5m", "1h", "250ms", bare number = seconds) into milliseconds; -1 when invalid.
qint64 parseDurationMs(const QString &value);

} // namespace aisb
