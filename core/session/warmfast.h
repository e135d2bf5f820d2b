// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace aisb {

// The hand-over from `ai-sandbox exec --warm` to the small client `ai-sandbox-exec`
// (app/exec_fast_main.cpp, no Qt): $XDG_STATE_HOME/ai-sandbox/warm/<fnv64 of the project>.fast
// (0600) says where the project's warm sandbox listens, the policy's exec timeout, and a stamp of
// everything the policy was resolved from (the user and project policy files and the project's
// trust record: device, inode, size, modification and change time; and the AISB_*, HOME and XDG_*
// variables). The small client uses the socket only while every input is unchanged; else it hands
// the call to `ai-sandbox exec --warm`, which resolves the policy again. No content is hashed per
// call: the change time (ctime) moves with every write, rename or chmod and, unlike the modification
// time, no process can set it back (utimensat cannot), so a file with new content cannot carry an
// old stamp. docs/exec.md, "The fast client".
//
// Format (lines, "\n"; paths may not contain a newline):
//   aisb-warm-fast 2
//   project <absolute project folder>
//   socket <agent socket path>
//   timeout_ms <the policy's limits.exec_timeout in ms>
//   env <fnv64 hex of the environment digest>
//   file <dev> <ino> <size> <mtime sec> <mtime nsec> <ctime sec> <ctime nsec> <path>
//   or   file absent <path>
//   sweep <session id>   (the client has the full CLI sweep after each command: EndedSessionSweep)
namespace WarmFast {
// FNV-1a 64 as 16 lowercase hex digits (also in the small client).
QByteArray fnv64Hex(const QByteArray &bytes);
// The stamp lines ("env ..." and "file ..."), taken before the policy is read.
QByteArray stamp(const QString &projectDir);
QString path(const QString &projectDir);
// Writes the file; errors are ignored (the slow path keeps working without it).
void remember(const QString &projectDir, const QString &socket, qint64 policyTimeoutMs,
              const QByteArray &stamp, const QString &sweepSession = {});
void forget(const QString &projectDir);
} // namespace WarmFast

} // namespace aisb
