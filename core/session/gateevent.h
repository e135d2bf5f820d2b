// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QList>
#include <QString>
#include <functional>

namespace aisb {

// One request the egress gate decided on, parsed from its access log.
struct GateEvent
{
    QDateTime time;
    QString client;      // address the request came from
    QString squidStatus; // TCP_DENIED, TCP_TUNNEL, TCP_MISS, ...
    int httpStatus = 0;
    QString method; // GET, CONNECT, ...
    QString url;    // as squid logged it (host:port for CONNECT)
    QString host;   // host name of the destination
    int port = 0;
    QString server; // address squid connected to ("-" when none)
    qint64 bytes = 0;
    bool allowed = false;
    // The [[credentials]] rule whose value the gate added to this request ("" = none): the 9th
    // column, "credential=" lines of squid's note (never the value).
    QString credential;
    // A line that is not in the format (kept, never dropped): its text, the rest empty.
    bool malformed = false;
    QString raw;

    bool operator==(const GateEvent &) const = default;

    // The request Gate sends to learn that squid is up: one squid answers by itself, before any
    // other rule, with a redirect to readinessProbeUrl + the gate's token (containers/squid.conf.in:
    // aisb_ready; no DNS, no connection). Its log line is the gate's, not the sandbox's.
    static constexpr const char readinessProbeUrl[] = "http://aisb-gate-ready.invalid/";
    bool isReadinessProbe() const;
    // The probe request, and whether an answer's head is the gate's redirect carrying `token`.
    static QByteArray readinessRequest();
    static bool isReadinessAnswer(const QByteArray &answer, const QString &token);

    // Parses one line of the aisb logformat (see containers/squid.conf.in). Returns false for
    // lines that are not in that format.
    static bool parse(const QString &line, GateEvent &out);
    // Every line in that format but the gate's own readiness probes; with keepMalformed, other
    // non-empty lines too, as malformed events holding the line (time: when a neighbour has one).
    static QList<GateEvent> parseAll(const QByteArray &text, bool keepMalformed = false);
    // The same, one event at a time into `sink`, without a list of them all (a log of a
    // million lines is read this way).
    static void parseEach(const QByteArray &text, bool keepMalformed,
                          const std::function<void(GateEvent &)> &sink);
    // What a malformed line keeps (GateEvent::raw): its first 4096 characters, control characters
    // but tab shown as U+FFFD.
    static QString rawText(QByteArrayView line);
};

// One access-log line as slices of the line itself: what GateEvent::parse reads, without a
// QString or QDateTime per field (a million lines are read this way). Valid while the line is.
struct GateLine
{
    qint64 timeMs = 0;
    QByteArrayView client;
    QByteArrayView squidStatus; // without the "/hierarchy" part
    int httpStatus = 0;
    QByteArrayView method;
    QByteArrayView url;
    QByteArrayView host; // of a URL in lower case (then in `lowered` if the line's was not)
    int port = 0;
    QByteArrayView server;
    qint64 bytes = 0;
    bool allowed = false;
    QByteArrayView credential; // rule name, empty when none (9th column absent or "-")
    QByteArray lowered;        // holds `host` only when it had to be changed

    bool isConnect() const { return method == QByteArrayView("CONNECT"); }
    bool isReadinessProbe() const;
    // The same rules as GateEvent::parse; `line` already trimmed.
    static bool parse(QByteArrayView line, GateLine &out);
};

} // namespace aisb
