// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"
#include "session/gateevent.h"
#include "session/sessiondir.h"
#include "util/appendedlines.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <functional>

class QProcess;
class QTimer;
class QTcpSocket;

namespace aisb {

class Podman;
class PodmanCall;

// The egress gate of a session: a squid container on the host network bound to
// 127.0.0.1:<free port>, started from the rendered config, ready only once squid answers,
// and tailed for the requests it allowed or denied.
//
// On a remote podman service (the connection is remote, gateremote.cpp) the same container runs
// there, on the service's host network: the port is chosen among those free there (a helper on
// that network lists them, and the service's own addresses, which the gate refuses besides this
// machine's), the config and hosts file are shipped into the volume "<gate>-files" (RemoteFiles),
// the log folder is a tmpfs of the container, the readiness probe runs inside the gate (`podman
// exec`), and the access log is mirrored into the session folder's with `podman exec ... tail -F`,
// so events() and everything reading that file work as locally. No [[credentials]] there (the
// session refuses them remotely).
class Gate : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        Policy policy;
        SessionDir dir;
        QString projectSlug;
        QString sessionId;
        QString containerName;
        QStringList hostAddresses; // the host's own addresses, refused by the gate
        QString lifelineFile;      // the session's gate lifeline ("" = none: it outlives us)
        bool selinux = false;      // the engine labels containers (PodmanCapabilities::selinux)
        int readyTimeoutMs = 30000;
        // [[credentials]]: the header value of each of policy.credentials, in order (from
        // CredentialResolver). Held in memory, handed to `podman secret create` on
        // stdin, never written or logged.
        QList<QString> credentialValues;
    };

    explicit Gate(Podman *podman, QObject *parent = nullptr);
    ~Gate() override;

    void start(const Options &options); // -> ready(port) | failed(reason)
    void stop();                        // -> stopped(); safe to call in any state
    // Leaves the gate container running when this object goes (it serves a warm sandbox).
    void release();
    // The port on the host's 127.0.0.1 (remote: the service host's).
    quint16 port() const { return m_port; }
    bool isRemote() const;
    // Remote: the service's own addresses the gate refuses (learned there; empty locally).
    QStringList serviceAddresses() const { return m_serviceAddresses; }
    // The credential endpoints' ports on 127.0.0.1, one per rule (empty without rules).
    QList<quint16> credentialPorts() const { return m_credentialPorts; }
    QString containerName() const { return m_options.containerName; }
    bool isUp() const { return m_up; }

    // Every address of this host's interfaces (loopback excluded), for the gate's refusal list.
    static QStringList localAddresses();
    // A port nobody listens on at 127.0.0.1 right now.
    static quint16 freeLoopbackPort();
    // Remote: what the service's network helper printed (`hostname -I`, "---", /proc/net/tcp and
    // tcp6): its addresses (loopback left out) and the TCP ports something listens on there.
    struct ServiceNetwork
    {
        QStringList addresses;
        QSet<int> listening;
    };
    static ServiceNetwork parseServiceNetwork(const QByteArray &output);

Q_SIGNALS:
    void ready(quint16 port);
    void failed(const QString &reason);
    void stopped();
    // The requests of one read of the access log (the lines written since the last), in order.
    void events(const QList<aisb::GateEvent> &events);

private:
    void probe();
    void readLog();
    void fail(const QString &reason);
    void runContainer(const QStringList &args);
    void removeSecret(const std::function<void()> &then);
    void renderAndRun(const QStringList &hostAddresses);
    // Remote (gateremote.cpp): learn the service's addresses and free ports, ship the files, run,
    // probe inside the gate, mirror its access log; and remove the files volume at the end.
    void startRemote();
    void onServiceProbed(const QByteArray &output);
    void shipAndRun(const QString &config, const QString &hosts);
    // The rendered squid.conf and hosts file into the session folder (what the gate runs with, also
    // when it runs remotely); false after fail() when the config could not be rendered or written.
    bool keepConfig(const QString &config, const QString &hosts, const QStringList &warnings);
    void probeRemote();
    void startLogMirror();
    void flushLogMirror(const std::function<void()> &then);
    void removeRemoteFiles(const std::function<void()> &then);
    QString remoteFilesVolume() const;

    Podman *m_podman;
    Options m_options;
    quint16 m_port = 0;
    QList<quint16> m_credentialPorts;
    QString m_secret;     // the podman secret with the credential values ("" = none made)
    QString m_readyToken; // what only this gate answers its readiness probe with
    bool m_up = false;
    bool m_starting = false;
    int m_attempt = 0;
    qint64 m_deadline = 0;
    AppendedLines m_log; // the access log, as squid appends to it
    QTimer *m_probeTimer;
    QTimer *m_logTimer;
    QPointer<QTcpSocket> m_socket;
    QPointer<PodmanCall> m_call;
    QStringList m_serviceAddresses;
    QByteArray m_serviceProbe;       // remote: what the network helper printed
    QSet<int> m_triedPorts;          // remote: ports the gate ended on (taken since the look)
    QProcess *m_logMirror = nullptr; // remote: `podman exec <gate> tail -F` of the access log
    bool m_remoteFilesMade = false;  // remote: the files volume may exist on the service
};

} // namespace aisb
