// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"
#include "session/gateevent.h"
#include "session/sessiondir.h"
#include "session/sessionevent.h"

#include <QJsonObject>
#include <QList>
#include <optional>
#include <utility>

namespace aisb {

// A session's log as people and scripts read it: lifecycle events, gate decisions and raw gate
// lines merged by time. The Log tab (ui/sessionlogmodel.h) and `ai-sandbox logs` show the same
// rows with the same words.
namespace SessionLog {

// Dropped: packets the sandbox's firewall dropped (a "firewall" event, FirewallLog).
enum class Kind { Lifecycle, Allowed, Denied, Raw, Dropped };

struct Record
{
    Kind kind = Kind::Lifecycle;
    QDateTime time;
    SessionEvent event; // Lifecycle, Dropped
    GateEvent gate;     // Allowed, Denied, Raw (gate.raw)
};

// "lifecycle" | "allowed" | "denied" | "raw" | "dropped" (stable: `logs --json` field "kind").
QString kindName(Kind kind);
Kind kindOf(const GateEvent &event);
// A record of an events.jsonl event: Dropped for a firewall drop, else Lifecycle.
Record recordOf(const SessionEvent &event);

// What a gate decision means, in words: "Refused by the gate", "The server could not be reached
// (name not found, or it refused the connection)" for an allowed request answered 503, "The
// transfer was cut short" for TCP_MISS_ABORTED, ... Never the squid code alone.
QString resultText(const GateEvent &event);
// Why a denied request was refused ("Not on the allowlist", ...), given the network policy the
// session ran with; empty when unknown.
QString denialReason(const std::optional<Policy::Network> &network, const GateEvent &event);
// The detail a row shows: result text (and reason), the URL without query or user info, and the
// server address contacted.
QString detail(const GateEvent &event, const std::optional<Policy::Network> &network);
// URL without user info, query or fragment (tokens live there).
QString shownUrl(const QString &url);
// The same for a URL in UTF-8 (an access-log field), without a QUrl for the common one.
QByteArray shownUrlUtf8(QByteArrayView url);
// How much of `url` it shows when QUrl would change nothing (lower-case scheme and host name, a
// path of plain characters, no user info): up to its query or fragment; -1 otherwise.
qsizetype plainUrlLength(QByteArrayView url);

// The session's network policy as recorded in its folder (policy.toml), if readable.
std::optional<Policy::Network> recordedNetwork(const SessionDir &dir);
// The network policy a session ran with over time: live allowlist changes ("policy" events)
// take effect at their time, so each gate row is judged by the list in effect when it was logged,
// even when squid writes the line after a later change was recorded. The Log tab and `logs`
// both judge rows with it.
class NetworkTimeline
{
public:
    explicit NetworkTimeline(std::optional<Policy::Network> start = std::nullopt);
    // As the session started: its policy.toml (which follows live changes) rewound to before the
    // first change its events record. Follow those events to replay the changes.
    static NetworkTimeline ofSession(const SessionDir &dir);
    // The same with its events read already (dir.events(): a session's firewall drops make that
    // file long, it is read once).
    static NetworkTimeline ofSession(const SessionDir &dir, const QList<SessionEvent> &events);
    // A "policy" event that changed the allowlist; any other event is ignored.
    void follow(const SessionEvent &event);
    std::optional<Policy::Network> at(const QDateTime &time) const;
    // The same in two steps, for many rows: which change is in effect at `ms` (0: none yet), and
    // the policy after it.
    int stepAt(qint64 ms) const;
    const std::optional<Policy::Network> &stepNetwork(int step) const { return m_steps.at(step).second; }

private:
    QList<std::pair<QDateTime, std::optional<Policy::Network>>> m_steps;
};

// Every record of a session folder, oldest first (stable for equal times).
QList<Record> read(const SessionDir &dir);

// One `logs --json` line: stable field names, documented in docs/cli.md.
QJsonObject toJson(const Record &record, const QString &sessionId,
                   const std::optional<Policy::Network> &network);
// One `logs` text line.
QString toText(const Record &record, const std::optional<Policy::Network> &network);

// [[credentials]]: "rule: N, other: M" over the gate's records (empty when none carried one).
QString credentialCounts(const QList<Record> &records);

} // namespace SessionLog
} // namespace aisb
