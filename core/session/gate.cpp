// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/gate.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/resourcenames.h"
#include "policy/cacertificates.h"
#include "render/render.h"
#include "session/phasehook.h"
#include "util/logging.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <spdlog/spdlog.h>

namespace aisb {
Gate::Gate(Podman *podman, QObject *parent)
    : QObject(parent), m_podman(podman), m_probeTimer(new QTimer(this)), m_logTimer(new QTimer(this))
{
    m_probeTimer->setSingleShot(true);
    m_probeTimer->setInterval(100);
    connect(m_probeTimer, &QTimer::timeout, this, &Gate::probe);
    // squid writes its access log unbuffered; reading it a few times a second keeps the live
    // log current without a watcher per file.
    m_logTimer->setInterval(250);
    connect(m_logTimer, &QTimer::timeout, this, &Gate::readLog);
}

Gate::~Gate()
{
    // Last resort (the owner should have called stop()): never leave a gate running, nor its
    // credentials. One removal of the container; the secret after it (podman refuses to remove a
    // secret in use).
    if (!m_up && !m_starting && m_secret.isEmpty() && !m_remoteFilesMade)
        return;
    PodmanCall *call = m_podman->start(PodmanArgs::removeContainers({m_options.containerName}));
    if (m_remoteFilesMade) {
        const QString volume = remoteFilesVolume();
        Podman *podman = m_podman;
        QObject::connect(call, &PodmanCall::finished, podman, [podman, volume](const PodmanResult &) {
            podman->start(PodmanArgs::removeVolumes({volume}));
        });
    }
    if (m_secret.isEmpty())
        return;
    const QString secret = m_secret;
    Podman *podman = m_podman;
    QObject::connect(call, &PodmanCall::finished, podman, [podman, secret](const PodmanResult &) {
        podman->start(PodmanArgs::removeSecrets({secret}));
    });
}

bool Gate::keepConfig(const QString &config, const QString &hosts, const QStringList &warnings)
{
    if (config.isEmpty()) {
        fail(tr("The gate configuration cannot be rendered: %1").arg(warnings.join(QStringLiteral("; "))));
        return false;
    }
    QString err = m_options.dir.writeFile(QStringLiteral("squid.conf"), config.toUtf8());
    if (err.isEmpty())
        err = m_options.dir.writeFile(QStringLiteral("gate-hosts"), hosts.toUtf8());
    if (!err.isEmpty()) {
        fail(err);
        return false;
    }
    return true;
}

QStringList Gate::localAddresses()
{
    QStringList out;
    for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
        if (a.isLoopback())
            continue;
        QHostAddress plain = a;
        plain.setScopeId(QString());
        if (plain.protocol() == QAbstractSocket::IPv4Protocol ||
            plain.protocol() == QAbstractSocket::IPv6Protocol)
            out.append(plain.toString());
    }
    out.removeDuplicates();
    return out;
}

quint16 Gate::freeLoopbackPort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 0;
    return server.serverPort();
}

void Gate::start(const Options &options)
{
    m_options = options;
    m_starting = true;
    m_up = false;
    // A fresh secret per start: another process that got to the port first cannot know it.
    m_readyToken = QString::number(QRandomGenerator::system()->generate64(), 16) +
                   QString::number(QRandomGenerator::system()->generate64(), 16);
    if (isRemote()) {
        startRemote();
        return;
    }
    m_port = freeLoopbackPort();
    if (m_port == 0) {
        fail(tr("No free port on 127.0.0.1 for the gate."));
        return;
    }
    QStringList warnings;
    // [[credentials]]: a port per rule, the values in a podman secret only this container mounts.
    m_credentialPorts.clear();
    QList<Render::GateCredential> credentials;
    QByteArray secretLines;
    QString caBundle;
    if (!options.policy.credentials.isEmpty()) {
        for (qsizetype i = 0; i < options.policy.credentials.size(); ++i) {
            quint16 p = 0;
            for (int attempt = 0; attempt < 20 && (p == 0 || p == m_port || m_credentialPorts.contains(p));
                 ++attempt)
                p = freeLoopbackPort();
            if (p == 0 || p == m_port || m_credentialPorts.contains(p)) {
                fail(tr("No free port on 127.0.0.1 for the gate's credential endpoints."));
                return;
            }
            m_credentialPorts << p;
        }
        credentials = Render::gateCredentials(options.policy, m_credentialPorts);
        if (options.credentialValues.size() != credentials.size()) {
            fail(tr("The values of the credential rules were not read; the gate cannot add them."));
            return;
        }
        QString why;
        secretLines = Render::gateCredentialLines(credentials, options.credentialValues, &why);
        if (secretLines.isEmpty()) {
            fail(why);
            return;
        }
        // The upstream TLS is verified against the system CAs plus the policy's own ones: the
        // same certificate blocks the image gets ("host" is the host's files, a private key in a
        // file stays out).
        QByteArray bundle;
        for (const CaCertificates::Source &source :
             CaCertificates::sources(options.policy.image.caCertificates)) {
            QString why;
            const QByteArray certificates = CaCertificates::readCertificates(source.path, &why);
            if (!why.isEmpty()) {
                fail(tr("The certificate %1 (image.ca_certificates[%2]) cannot be used: %3.")
                         .arg(source.path)
                         .arg(source.entry)
                         .arg(why));
                return;
            }
            bundle += certificates;
        }
        if (!bundle.isEmpty()) {
            const QString err = options.dir.writeFile(QStringLiteral("gate-ca-bundle.crt"), bundle);
            if (!err.isEmpty()) {
                fail(err);
                return;
            }
            caBundle = options.dir.filePath(QStringLiteral("gate-ca-bundle.crt"));
            QFile::setPermissions(caBundle, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                QFileDevice::ReadGroup | QFileDevice::ReadOther);
        }
    }
    const QString config = Render::gateConfig(
        options.policy, m_port, options.hostAddresses, &warnings, m_readyToken, credentials,
        caBundle.isEmpty() ? QString() : QLatin1String(Render::gateCaBundlePath));
    const QString hosts = Render::gateHosts(options.policy, &warnings);
    if (!keepConfig(config, hosts, warnings))
        return;
    // squid writes its log as its own unprivileged user: the log folder alone is open to it;
    // the session folder around it stays 0700.
    QFile::setPermissions(options.dir.gateLogDir(), QFileDevice::Permissions(0x7777));
    Render::GateContext ctx;
    ctx.projectSlug = options.projectSlug;
    ctx.sessionId = options.sessionId;
    ctx.containerName = options.containerName;
    ctx.imageTag = Render::gateImageTag();
    ctx.configFile = options.dir.filePath(QStringLiteral("squid.conf"));
    ctx.hostsFile = options.dir.filePath(QStringLiteral("gate-hosts"));
    ctx.logDir = options.dir.gateLogDir();
    ctx.lifelineFile = options.lifelineFile;
    ctx.selinux = options.selinux;
    Render::GateCredentialMounts mounts;
    if (!credentials.isEmpty()) {
        mounts.secret = ResourceName::gateCredentialSecret(options.containerName);
        mounts.caBundleFile = caBundle;
    }
    const QStringList args = Render::gateRunArgs(ctx, &warnings, mounts);
    if (args.isEmpty()) {
        fail(tr("The gate's podman command cannot be rendered: %1").arg(warnings.join(QStringLiteral("; "))));
        return;
    }
    if (credentials.isEmpty()) {
        runContainer(args);
        return;
    }
    // The values reach podman on stdin only (never argv, never a file of ours).
    m_secret = mounts.secret;
    PodmanCall *secret = m_podman->prepare(PodmanArgs::createSecretFromStdin(m_secret));
    secret->setStandardInput(secretLines);
    secretLines.fill('\0');
    m_options.credentialValues.clear(); // podman's call holds the only copy now
    m_call = secret;
    connect(secret, &PodmanCall::finished, this, [this, args, secret](const PodmanResult &r) {
        if (!m_starting)
            return;
        if (!r.ok()) {
            fail(tr("The gate's credentials could not be handed to podman: %1")
                     .arg(r.error.isEmpty() ? secret->lastOutputLines() : r.error));
            return;
        }
        runContainer(args);
    });
    secret->start();
}

void Gate::runContainer(const QStringList &args)
{
    Logging::logger("session")->debug("starting gate {} on port {}", m_options.containerName.toStdString(),
                                      m_port);
    PodmanCall *call = m_podman->start(args);
    m_call = call;
    connect(call, &PodmanCall::finished, this, [this, call](const PodmanResult &r) {
        if (!m_starting)
            return;
        if (!r.ok()) {
            fail(tr("The gate container did not start: %1")
                     .arg(r.error.isEmpty() ? call->lastOutputLines() : r.error));
            return;
        }
        announcePhase("gate-container-up", m_options.sessionId);
        m_deadline = QDateTime::currentMSecsSinceEpoch() + m_options.readyTimeoutMs;
        probe();
    });
}

void Gate::probe()
{
    if (!m_starting)
        return;
    if (isRemote()) {
        probeRemote();
        return;
    }
    if (QDateTime::currentMSecsSinceEpoch() > m_deadline) {
        fail(tr("The gate did not answer on 127.0.0.1:%1 within %2 s: see `podman logs %3`.")
                 .arg(m_port)
                 .arg(m_options.readyTimeoutMs / 1000)
                 .arg(m_options.containerName));
        return;
    }
    delete m_socket;
    auto *socket = new QTcpSocket(this);
    m_socket = socket;
    auto retry = [this, socket] {
        socket->deleteLater();
        if (m_starting)
            m_probeTimer->start();
    };
    connect(socket, &QTcpSocket::connected, this, [socket] {
        // A request the gate answers by itself (no DNS, no connection) with its token: only the
        // squid started with this session's config can, so it is up and it is the one on the port.
        socket->write(GateEvent::readinessRequest());
    });
    connect(socket, &QTcpSocket::readyRead, this, [this, socket, retry] {
        const QByteArray answer = socket->peek(4096);
        if (!answer.contains("\r\n\r\n") && socket->state() == QAbstractSocket::ConnectedState &&
            answer.size() < 4096)
            return;
        if (GateEvent::isReadinessAnswer(answer, m_readyToken)) {
            socket->abort();
            socket->deleteLater();
            m_starting = false;
            m_up = true;
            m_logTimer->start();
            Q_EMIT ready(m_port);
        } else {
            fail(tr("Something other than the gate answers on 127.0.0.1:%1.").arg(m_port));
        }
    });
    connect(socket, &QTcpSocket::errorOccurred, this, retry);
    socket->connectToHost(QHostAddress::LocalHost, m_port);
}

void Gate::readLog()
{
    const QByteArray data = m_log.read(m_options.dir.accessLogPath());
    if (data.isEmpty())
        return;
    const QList<GateEvent> events = GateEvent::parseAll(data.chopped(1), true);
    if (!events.isEmpty())
        Q_EMIT this->events(events);
}

void Gate::stop()
{
    m_probeTimer->stop();
    if (m_call && m_starting)
        m_call->cancel(1000);
    const bool wasUp = m_up || m_starting;
    m_starting = false;
    m_up = false;
    if (!wasUp) {
        Q_EMIT stopped();
        return;
    }
    auto remove = [this] {
        readLog();
        m_logTimer->stop();
        PodmanCall *call = m_podman->start(PodmanArgs::removeContainers({m_options.containerName}, 1));
        connect(call, &PodmanCall::finished, this, [this](const PodmanResult &) {
            removeSecret([this] { removeRemoteFiles([this] { Q_EMIT stopped(); }); });
        });
    };
    // Remote: what squid logged since the mirror's last line is read before the gate goes.
    if (isRemote() && m_logMirror)
        flushLogMirror(remove);
    else
        remove();
}

// The credential values go with the gate: podman keeps a secret until it is removed. `then` runs
// once it is gone (at once when there is none).
void Gate::removeSecret(const std::function<void()> &then)
{
    if (m_secret.isEmpty()) {
        if (then)
            then();
        return;
    }
    PodmanCall *call = m_podman->start(PodmanArgs::removeSecrets({m_secret}));
    m_secret.clear();
    connect(call, &PodmanCall::finished, this, [then](const PodmanResult &) {
        if (then)
            then();
    });
}

void Gate::release()
{
    // A warm sandbox's gate keeps its secret; the stale-resource sweep removes it with the gate.
    m_secret.clear();
    m_remoteFilesMade = false; // (a remote gate is never released: warm is refused remotely)
    m_logTimer->stop();
    m_up = false;
    m_starting = false;
}

void Gate::fail(const QString &reason)
{
    const bool started = m_call != nullptr;
    m_starting = false;
    m_probeTimer->stop();
    Logging::logger("session")->warn("gate failed: {}", reason.toStdString());
    if (started) {
        // Remove whatever half-started container is there before reporting.
        PodmanCall *call = m_podman->start(PodmanArgs::removeContainers({m_options.containerName}));
        connect(call, &PodmanCall::finished, this, [this, reason](const PodmanResult &) {
            removeSecret([this, reason] { removeRemoteFiles([this, reason] { Q_EMIT failed(reason); }); });
        });
        return;
    }
    removeSecret([this, reason] { removeRemoteFiles([this, reason] { Q_EMIT failed(reason); }); });
}

} // namespace aisb
