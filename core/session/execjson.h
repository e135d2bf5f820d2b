// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/execprotocol.h"

#include <QJsonObject>
#include <QString>

namespace aisb {

// The result object of `ai-sandbox exec --json` (and of the MCP server's `bash` tool), schema 1:
// docs/exec.md describes every field, docs/exec.schema.json is the machine-readable form the
// tests validate every answer against.
namespace ExecJson {

constexpr int Schema = 1;
// The longest --timeout exec accepts unless the policy's limits.exec_timeout is longer.
constexpr qint64 DefaultMaxTimeoutMs = 120 * 1000;

// Stable values of error.kind (docs/exec.md lists them with their exit codes).
namespace Kind {
inline constexpr char Usage[] = "usage";                      // 64: the command line is wrong
inline constexpr char PolicyUntrusted[] = "policy_untrusted"; // 65: new or changed, not approved
inline constexpr char PolicyInvalid[] = "policy_invalid";     // 65: problems, or no timeout for exec
inline constexpr char Image[] = "image";                      // 125: image missing and not buildable
inline constexpr char Gate[] = "gate";                        // 125: the egress gate did not start
inline constexpr char Podman[] = "podman";                    // 125: podman failed or is missing
inline constexpr char WarmStart[] = "warm_start";             // 125: the warm sandbox did not start
inline constexpr char Agent[] = "agent";                      // 125: the exec agent failed mid-call
inline constexpr char Command[] = "command";                  // 126/127: the command could not be started
inline constexpr char Canceled[] = "canceled";                // 130: SIGINT/SIGTERM/SIGHUP before the end
} // namespace Kind

// What the CLI knows besides the agent's answer.
struct Context
{
    qint64 timeoutMs = 0;
    qint64 maxOutputBytes = 0;
    bool warm = false;
};

// The result object of a command that ran (error null) or that failed with `errorKind`
// (error {kind, message}). `exitCode` is what ai-sandbox exits with.
QJsonObject result(const ExecResult &r, int exitCode, const Context &context,
                   const QString &errorKind = QString(), const QString &errorMessage = QString());
// An outcome where no command ran: every field present, output empty.
QJsonObject failure(const QString &kind, const QString &message, int exitCode, const Context &context = {});

// Adds "<name>" (always UTF-8 text; bytes that are not UTF-8 become U+FFFD), "<name>_encoding"
// ("utf-8" or "base64") and, for output that is not UTF-8, "<name>_base64" (the exact bytes).
void putBytes(QJsonObject &o, const QString &name, const QByteArray &bytes);
bool isUtf8(const QByteArray &bytes);

// podman's own lines are not the command's stderr: its log lines (`time="..." level=warning
// msg="..."`) anywhere, and its container-creation warnings (e.g. "Resource limits are not
// supported and ignored on cgroups V1 rootless systems") at the head of the stream, where podman
// prints them before the container starts. A streaming splitter (the cold path's stderr is podman's).
class PodmanLogFilter
{
public:
    // Returns the bytes that belong to the command; podman's lines are appended to `podmanLines`.
    QByteArray feed(const QByteArray &data, QByteArray *podmanLines);
    QByteArray flush(QByteArray *podmanLines);

private:
    bool isPodmanLine(const QByteArray &line) const;

    QByteArray m_partial;
    bool m_lineStart = true; // at the start of a line (collecting it)
    bool m_head = true;      // no byte of the command's own went out yet
};

} // namespace ExecJson
} // namespace aisb
