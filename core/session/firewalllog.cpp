// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/firewalllog.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/syncwait.h"
#include "render/render.h"
#include "render/rendergrammar.h"
#include "session/sessiondir.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>
#include <QTimer>
#include <unistd.h>

namespace aisb {

namespace {
// A reader line is short; anything longer is not one.
constexpr qsizetype MaxLine = 200;
} // namespace

FirewallLog::FirewallLog(Podman *podman, QObject *parent) : QObject(parent), m_podman(podman) {}

FirewallLog::~FirewallLog()
{
    stop();
}

QStringList FirewallLog::execArgs(const QString &container)
{
    return PodmanArgs::execAsRoot(container,
                                  {QStringLiteral("/usr/bin/perl"), QStringLiteral("-e"),
                                   QString::fromUtf8(RenderGrammar::containerResource("firewall-reader.pl")),
                                   QString::number(Render::firewallLogGroup)});
}

QString FirewallLog::protocolName(int protocol)
{
    switch (protocol) {
    case 1:
        return QStringLiteral("icmp");
    case 6:
        return QStringLiteral("tcp");
    case 17:
        return QStringLiteral("udp");
    case 58:
        return QStringLiteral("icmpv6");
    case 132:
        return QStringLiteral("sctp");
    default:
        return QString::number(protocol);
    }
}

QString FirewallLog::reason()
{
    return tr("Blocked by the firewall: not through the gate");
}

bool FirewallLog::parseLine(const QByteArray &line, const QDateTime &time, SessionEvent *out)
{
    if (line.size() > MaxLine)
        return false;
    const QList<QByteArray> f = line.trimmed().split(' ');
    bool ok = false;
    if (f.size() == 2 && f.at(0) == "M") {
        const qint64 n = f.at(1).toLongLong(&ok);
        if (!ok || n <= 0)
            return false;
        out->time = time;
        out->kind = QStringLiteral("firewall");
        out->message =
            tr("Rate limit: %1 more dropped by the firewall, not logged one by one").arg(QString::number(n));
        out->data = {{QStringLiteral("count"), n}, {QStringLiteral("reason"), reason()}};
        return true;
    }
    if (f.size() != 5 || f.at(0) != "D")
        return false;
    const int version = f.at(1).toInt(&ok);
    if (!ok || (version != 4 && version != 6))
        return false;
    const int protocol = f.at(2).toInt(&ok);
    if (!ok || protocol < 0 || protocol > 255)
        return false;
    QHostAddress address;
    if (!address.setAddress(QString::fromLatin1(f.at(3))))
        return false;
    const int port = f.at(4).toInt(&ok);
    if (!ok || port < 0 || port > 65535)
        return false;
    const QString proto = protocolName(protocol);
    const QString addr = address.toString();
    const QString where =
        port > 0 ? (addr.contains(QLatin1Char(':')) ? QStringLiteral("[%1]:%2") : QStringLiteral("%1:%2"))
                       .arg(addr)
                       .arg(port)
                 : addr;
    out->time = time;
    out->kind = QStringLiteral("firewall");
    out->message = tr("%1 to %2 dropped: %3").arg(proto.toUpper(), where, reason());
    out->data = {{QStringLiteral("protocol"), proto}, {QStringLiteral("address"), addr},
                 {QStringLiteral("port"), port},      {QStringLiteral("ip"), version},
                 {QStringLiteral("count"), 1},        {QStringLiteral("reason"), reason()}};
    return true;
}

QStringList FirewallLog::detachedArgs(const PodmanConnection &connection, const QString &container,
                                      const SessionDir &dir)
{
    return {QLatin1String(DetachedCommand),
            QFileInfo(dir.path()).absolutePath(),
            dir.id(),
            container,
            connection.program,
            connection.url,
            connection.connection};
}

int FirewallLog::runDetached(const QStringList &args)
{
    // SESSIONS-ROOT SESSION CONTAINER PODMAN URL CONNECTION
    if (args.size() != 6 || args.at(1).isEmpty() || args.at(2).isEmpty())
        return 2;
    ::setsid(); // started detached: not a group leader, so this cannot fail
    const SessionDir dir = SessionDir::open(args.at(1), args.at(0));
    if (!dir.isValid())
        return 1;
    const QString container = args.at(2);
    PodmanConnection connection;
    connection.program = args.at(3);
    connection.url = args.at(4);
    connection.connection = args.at(5);
    Podman podman(connection);
    FirewallLog log(&podman);
    const auto append = [&dir](const QString &kind, const QString &message, const QJsonObject &data) {
        SessionEvent e;
        e.time = QDateTime::currentDateTimeUtc();
        e.kind = kind;
        e.message = message;
        e.data = data;
        dir.appendEvent(e);
    };
    connect(&log, &FirewallLog::dropped, &log, [&dir](const SessionEvent &e) { dir.appendEvent(e); });
    connect(&log, &FirewallLog::ready, &log, [&] {
        append(QStringLiteral("sandbox"), tr("Packets the firewall drops are logged from now on"),
               {{QStringLiteral("firewall_log"), true}});
    });
    // The exec also ends when the sandbox does (it was removed or replaced): only a sandbox still
    // running a moment later has lost its reader. Either way this helper is done.
    connect(&log, &FirewallLog::failed, &log, [&](const QString &why) {
        QTimer::singleShot(2000, &log, [&, why] {
            const PodmanResult ps = runSync(podman, PodmanArgs::runningContainerNamed(container), 30000);
            if (ps.ok() && !ps.stdoutData.trimmed().isEmpty())
                append(
                    QStringLiteral("warning"),
                    tr("Packets the firewall drops are not logged for the rest of this session: %1").arg(why),
                    {});
            QCoreApplication::exit(0);
        });
    });
    log.start(container);
    return QCoreApplication::exec();
}

void FirewallLog::start(const QString &container)
{
    if (m_process)
        return;
    auto *p = new QProcess(this);
    m_process = p;
    p->setProgram(m_podman->connection().program);
    p->setArguments(m_podman->connection().globalArgs() + execArgs(container));
    p->setProcessChannelMode(QProcess::SeparateChannels);
    connect(p, &QProcess::readyReadStandardOutput, this, &FirewallLog::readLines);
    connect(p, &QProcess::readyReadStandardError, this, [this, p] {
        m_stderr += p->readAllStandardError();
        if (m_stderr.size() > 4096)
            m_stderr = m_stderr.right(4096);
    });
    connect(p, &QProcess::finished, this, [this, p](int code, QProcess::ExitStatus) {
        readLines();
        p->deleteLater();
        if (m_stopping)
            return;
        const QString why = QString::fromUtf8(m_stderr).trimmed().section(QLatin1Char('\n'), -1);
        Q_EMIT failed(why.isEmpty() ? tr("the firewall reader ended (exit code %1)").arg(code) : why);
    });
    connect(p, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart && !m_stopping)
            Q_EMIT failed(tr("podman could not be started for the firewall reader"));
    });
    p->start(QIODevice::ReadOnly);
}

void FirewallLog::stop()
{
    m_stopping = true;
    // The exec's client only: the reader ends with the container.
    if (m_process && m_process->state() != QProcess::NotRunning)
        m_process->kill();
}

void FirewallLog::readLines()
{
    if (!m_process)
        return;
    m_partial += m_process->readAllStandardOutput();
    qsizetype start = 0;
    for (qsizetype nl = m_partial.indexOf('\n'); nl >= 0; nl = m_partial.indexOf('\n', start)) {
        const QByteArray line = m_partial.mid(start, nl - start);
        start = nl + 1;
        if (line == "R") {
            m_ready = true;
            Q_EMIT ready();
            continue;
        }
        SessionEvent e;
        if (parseLine(line, QDateTime::currentDateTimeUtc(), &e))
            Q_EMIT dropped(e);
    }
    m_partial.remove(0, start);
    if (m_partial.size() > MaxLine)
        m_partial.clear();
}

} // namespace aisb
