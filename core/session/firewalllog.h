// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/sessionevent.h"

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QProcess;

namespace aisb {

class Podman;
class SessionDir;
struct PodmanConnection;

// The packets a running sandbox's firewall drops, as session events (kind "firewall"). The
// ruleset (Render::ruleset) counts every outgoing packet it drops and logs them, rate-limited, to
// an NFLOG group of the sandbox's network namespace; a small reader (containers/firewall-reader.pl)
// runs there as the container's root, started by the launcher with `podman exec --user=0:0`,
// and writes what it reads to this object through the exec's stdout. The sandbox's command (uid
// 1000, no capabilities) can neither bind that group, signal the reader nor reach this pipe, and
// the events land in the session folder, which is not mounted in the sandbox. What the rate limit
// leaves out is counted and becomes one "N more dropped" event a second (data.count = N).
// docs/architecture.md, "Firewall drops".
class FirewallLog : public QObject
{
    Q_OBJECT
public:
    explicit FirewallLog(Podman *podman, QObject *parent = nullptr);
    ~FirewallLog() override;

    // `podman exec` arguments (after the global ones) that run the reader in `container`.
    static QStringList execArgs(const QString &container);
    // One reader line as an event at `time`: a dropped packet, or how many more were dropped than
    // logged. False for anything else (the reader's "R", a malformed line).
    static bool parseLine(const QByteArray &line, const QDateTime &time, SessionEvent *out);
    // "tcp", "udp", "icmp", "icmpv6", "sctp", or the protocol number.
    static QString protocolName(int protocol);
    // The reason every drop row gives (also `logs --json` "reason").
    static QString reason();

    // A warm sandbox (`exec --warm`) outlives the command that started it: its reader is run by a
    // detached helper, `ai-sandbox <DetachedCommand> <detachedArgs>`, in a session of its own
    // (a hang-up or ^C of the caller's terminal is not its), with no stdin, stdout or stderr of the
    // caller. It appends to the session's events.jsonl what the Session would have, and ends
    // with the sandbox (its exec does).
    static constexpr const char *DetachedCommand = "__firewall-log";
    static QStringList detachedArgs(const PodmanConnection &connection, const QString &container,
                                    const SessionDir &dir);
    // The helper's main (after DetachedCommand): runs the event loop until the reader ends.
    // 0 when it ran, 2 on arguments it does not know.
    static int runDetached(const QStringList &args);

    void start(const QString &container);
    // Ends the exec (the reader itself ends with the container).
    void stop();
    bool isReading() const { return m_ready; }

Q_SIGNALS:
    void dropped(const aisb::SessionEvent &event);
    // The reader is bound to the group and reading.
    void ready();
    // The reader could not start or ended while it was wanted; `reason` says why.
    void failed(const QString &reason);

private:
    void readLines();

    Podman *m_podman;
    QPointer<QProcess> m_process;
    QByteArray m_partial;
    QByteArray m_stderr;
    bool m_ready = false;
    bool m_stopping = false;
};

} // namespace aisb
