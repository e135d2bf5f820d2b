// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
};

} // namespace aisb
