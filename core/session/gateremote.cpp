// SPDX-License-Identifier: GPL-3.0-or-later
// The gate on a remote podman service (docs/design/remote-sessions.md, "gate"): the same squid
// container as locally, started on the service's host network beside the sandbox. What differs is
// what this machine cannot do there: pick a free port (a helper on that network lists the ports in
// use, and the service's own addresses, which the gate refuses too), hand the config by path
// (shipped into the volume "<gate>-files"), probe the port (`podman exec` of a probe inside the
// gate) and read the access log (mirrored into the session folder with `podman exec ... tail -F`).
#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/resourcenames.h"
#include "remote/remotefiles.h"
#include "render/render.h"
#include "session/gate.h"
#include "session/phasehook.h"
#include "util/logging.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTimer>
#include <spdlog/spdlog.h>

namespace aisb {

namespace {
// Where squid writes its access log in the gate (containers/squid.conf.in).
const QString accessLogInGate = QStringLiteral("/var/log/aisb/access.log");
// The ports the service's own programs listen on are avoided; the gate's is drawn among the rest.
constexpr int firstPort = 20000;
constexpr int lastPort = 60999;
} // namespace

bool Gate::isRemote() const
{
    return m_podman->connection().isRemote();
}

QString Gate::remoteFilesVolume() const
{
    return ResourceName::remoteFilesVolume(m_options.containerName);
}

void Gate::startRemote()
{
    if (!m_options.policy.credentials.isEmpty()) {
        fail(tr("[[credentials]] are not added by a gate on a remote podman service yet: remove the rules, "
                "or run the session with a local podman (without --url/--connection)."));
        return;
    }
    // One helper on the service's host network: its addresses (the gate refuses them), then the
    // TCP sockets there (the listening ones are not the gate's to take).
    const QStringList command{QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                              QStringLiteral("hostname -I; echo ---; cat /proc/net/tcp /proc/net/tcp6")};
    PodmanCall *call = m_podman->start(PodmanArgs::hostNetworkProbe(Render::gateImageTag(), command));
    m_call = call;
    connect(call, &PodmanCall::finished, this, [this, call](const PodmanResult &r) {
        if (!m_starting)
            return;
        if (!r.ok() || !r.stdoutData.contains("---")) {
            fail(tr("The podman service's network could not be looked at for the gate: %1")
                     .arg(r.error.isEmpty() ? call->lastOutputLines() : r.error));
            return;
        }
        m_attempt = 0;
        m_serviceProbe = r.stdoutData;
        m_triedPorts.clear();
        onServiceProbed(r.stdoutData);
    });
}

Gate::ServiceNetwork Gate::parseServiceNetwork(const QByteArray &output)
{
    ServiceNetwork out;
    const qsizetype split = output.indexOf("---");
    if (split < 0)
        return out;
    for (const QByteArray &word : output.left(split).simplified().split(' ')) {
        QHostAddress a;
        if (!word.isEmpty() && a.setAddress(QString::fromLatin1(word)) && !a.isLoopback())
            out.addresses << a.toString();
    }
    out.addresses.removeDuplicates();
    // /proc/net/tcp{,6}: "sl local_address rem_address st ...", local "0100007F:1F90", st 0A = LISTEN.
    for (const QByteArray &line : output.mid(split + 3).split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 4 || fields.at(3) != "0A" || !fields.at(1).contains(':'))
            continue;
        bool ok = false;
        const int port = fields.at(1).mid(fields.at(1).lastIndexOf(':') + 1).toInt(&ok, 16);
        if (ok && port > 0 && port < 65536)
            out.listening.insert(port);
    }
    return out;
}

void Gate::onServiceProbed(const QByteArray &output)
{
    const ServiceNetwork network = parseServiceNetwork(output);
    m_serviceAddresses = network.addresses;
    const QSet<int> &listening = network.listening;
    m_port = 0;
    for (int attempt = 0; attempt < 200 && m_port == 0; ++attempt) {
        const int p = int(QRandomGenerator::system()->bounded(firstPort, lastPort + 1));
        if (!listening.contains(p) && !m_triedPorts.contains(p))
            m_port = quint16(p);
    }
    if (m_port == 0) {
        fail(tr("No free port on the podman service's 127.0.0.1 for the gate."));
        return;
    }
    // Both hosts' addresses are refused: the service's (its other ports), and this machine's,
    // which the service may reach too.
    QStringList refused = m_serviceAddresses + m_options.hostAddresses;
    refused.removeDuplicates();
    QStringList warnings;
    const QString config = Render::gateConfig(m_options.policy, m_port, refused, &warnings, m_readyToken);
    const QString hosts = Render::gateHosts(m_options.policy, &warnings);
    // The session folder keeps what the gate runs with, as locally.
    if (keepConfig(config, hosts, warnings))
        shipAndRun(config, hosts);
}

void Gate::shipAndRun(const QString &config, const QString &hosts)
{
    auto *files = new RemoteFiles(m_podman, remoteFilesVolume(), Render::gateImageTag(), this);
    m_remoteFilesMade = true; // the helper makes the volume
    connect(files, &RemoteFiles::finished, this, [this, files](const QString &error) {
        files->deleteLater();
        if (!m_starting)
            return;
        if (!error.isEmpty()) {
            fail(tr("The gate's files could not be shipped to the podman service: %1").arg(error));
            return;
        }
        Render::GateContext ctx;
        ctx.projectSlug = m_options.projectSlug;
        ctx.sessionId = m_options.sessionId;
        ctx.containerName = m_options.containerName;
        ctx.imageTag = Render::gateImageTag();
        ctx.configFile = files->path(QStringLiteral("squid.conf"));
        ctx.hostsFile = files->path(QStringLiteral("gate-hosts"));
        ctx.selinux = m_options.selinux;
        ctx.logInContainer = true;
        // No log folder (a tmpfs there, mirrored here) and no lifeline (a file of this machine).
        QStringList warnings;
        const QStringList args = Render::gateRunArgs(ctx, &warnings);
        if (args.isEmpty()) {
            fail(tr("The gate's podman command cannot be rendered: %1")
                     .arg(warnings.join(QStringLiteral("; "))));
            return;
        }
        runContainer(args);
    });
    files->ship({{QStringLiteral("squid.conf"), RemoteFiles::File{config.toUtf8(), 0444}},
                 {QStringLiteral("gate-hosts"), RemoteFiles::File{hosts.toUtf8(), 0444}}});
}

// The readiness request sent from inside the gate (its network is the service's host network):
// bash's /dev/tcp, the request on stdin, the answer on stdout.
void Gate::probeRemote()
{
    if (QDateTime::currentMSecsSinceEpoch() > m_deadline) {
        fail(tr("The gate did not answer on the podman service's 127.0.0.1:%1 within %2 s.")
                 .arg(m_port)
                 .arg(m_options.readyTimeoutMs / 1000));
        return;
    }
    PodmanCall *call = m_podman->prepare(
        PodmanArgs::execIn(
            m_options.containerName,
            {QStringLiteral("bash"), QStringLiteral("-c"),
             QStringLiteral("exec 3<>/dev/tcp/127.0.0.1/\"$1\" || exit 3; cat >&3; timeout 5 cat <&3"),
             QStringLiteral("gate-probe"), QString::number(m_port)},
            true),
        this);
    call->setStandardInput(GateEvent::readinessRequest());
    call->setTimeout(15000);
    m_call = call;
    connect(call, &PodmanCall::finished, this, [this, call](const PodmanResult &r) {
        call->deleteLater();
        if (!m_starting)
            return;
        const QByteArray &answer = r.stdoutData;
        if (GateEvent::isReadinessAnswer(answer, m_readyToken)) {
            m_starting = false;
            m_up = true;
            startLogMirror();
            m_logTimer->start();
            Q_EMIT ready(m_port);
            return;
        }
        if (answer.contains("\r\n\r\n")) {
            fail(tr("Something other than the gate answers on the podman service's 127.0.0.1:%1.")
                     .arg(m_port));
            return;
        }
        // squid not listening yet: again; the container gone (squid could not start): no point.
        const QString why = QString::fromUtf8(r.stderrData).trimmed();
        if (why.contains(QLatin1String("no such container"), Qt::CaseInsensitive) ||
            why.contains(QLatin1String("state improper"), Qt::CaseInsensitive) ||
            why.contains(QLatin1String("not running"), Qt::CaseInsensitive)) {
            // squid ends when its port was taken since the look (a race with the service's own
            // programs): another free port, twice at most.
            if (++m_attempt <= 2) {
                Logging::logger("session")->info("the remote gate ended before it answered on port {}: "
                                                 "trying another port",
                                                 m_port);
                m_triedPorts.insert(m_port);
                PodmanCall *removal =
                    m_podman->start(PodmanArgs::removeContainers({m_options.containerName}));
                m_call = removal;
                connect(removal, &PodmanCall::finished, this, [this](const PodmanResult &) {
                    if (m_starting)
                        onServiceProbed(m_serviceProbe);
                });
                return;
            }
            fail(tr("The gate container on the podman service ended before it answered: %1")
                     .arg(why.section(QLatin1Char('\n'), -1)));
            return;
        }
        m_probeTimer->start();
    });
    call->start();
}

// squid's access log, as it grows there, appended to the session folder's: events() and every
// reader of that file (the Log tab, `ai-sandbox logs`) see the remote gate's requests as a local
// gate's.
void Gate::startLogMirror()
{
    auto *p = new QProcess(this);
    m_logMirror = p;
    p->setProgram(m_podman->connection().program);
    p->setArguments(m_podman->connection().globalArgs() +
                    PodmanArgs::execIn(m_options.containerName,
                                       {QStringLiteral("tail"), QStringLiteral("-n"), QStringLiteral("+1"),
                                        QStringLiteral("-F"), accessLogInGate}));
    p->setStandardInputFile(QProcess::nullDevice());
    p->setProcessChannelMode(QProcess::SeparateChannels);
    const QString path = m_options.dir.accessLogPath();
    connect(p, &QProcess::readyReadStandardOutput, this, [p, path] {
        QFile f(path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Append))
            f.write(p->readAllStandardOutput());
    });
    connect(p, &QProcess::finished, this, [this, p](int code) {
        if (m_up && m_logMirror == p)
            Logging::logger("session")->warn("the remote gate's log reader ended (exit code {}): {}", code,
                                             p->readAllStandardError().toStdString());
    });
    p->start(QIODevice::ReadOnly);
}

// The mirror ends (what it had read is appended, without waiting on this thread), then the rest of
// the log (what squid wrote after its last line arrived) is read once and appended: the mirror is a
// prefix of the file there.
void Gate::flushLogMirror(const std::function<void()> &then)
{
    QProcess *p = m_logMirror;
    m_logMirror = nullptr;
    const QString path = m_options.dir.accessLogPath();
    p->disconnect(this);
    auto readRest = [this, p, path, then] {
        {
            QFile f(path);
            if (f.open(QIODevice::WriteOnly | QIODevice::Append))
                f.write(p->readAllStandardOutput());
        }
        p->deleteLater();
        PodmanCall *call = m_podman->start(
            PodmanArgs::execIn(m_options.containerName, {QStringLiteral("cat"), accessLogInGate}));
        connect(call, &PodmanCall::finished, this, [path, then](const PodmanResult &r) {
            QFile f(path);
            if (r.ok() && f.open(QIODevice::ReadWrite | QIODevice::Append) && r.stdoutData.size() > f.size())
                f.write(r.stdoutData.mid(f.size()));
            then();
        });
    };
    if (p->state() == QProcess::NotRunning) {
        readRest();
        return;
    }
    connect(p, &QProcess::finished, this, readRest);
    p->kill();
}

void Gate::removeRemoteFiles(const std::function<void()> &then)
{
    if (!m_remoteFilesMade) {
        then();
        return;
    }
    m_remoteFilesMade = false;
    PodmanCall *call = m_podman->start(PodmanArgs::removeVolumes({remoteFilesVolume()}));
    connect(call, &PodmanCall::finished, this, [then](const PodmanResult &) { then(); });
}

} // namespace aisb
