// SPDX-License-Identifier: GPL-3.0-or-later
// Render: the egress side (nftables ruleset in the sandbox, squid config and hosts of the gate).
#include "policy/credentials.h"
#include "render/render.h"
#include "render/rendergrammar.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QRegularExpression>
#include <QSet>

namespace aisb::Render {

using namespace RenderGrammar;

namespace {

// A usable IPv4/IPv6 literal in canonical form, or "" (scope ids dropped: squid cannot use them).
QString canonicalAddress(const QString &s)
{
    if (s.isEmpty() || s.size() > 64 || hasControl(s) || s.contains(QLatin1Char(' ')))
        return {};
    QHostAddress a;
    if (!a.setAddress(s) || a.isNull())
        return {};
    a.setScopeId(QString());
    return a.toString();
}

struct LocalServiceLine
{
    QString name;
    QString address;
    quint16 port;
};

QList<LocalServiceLine> usableLocalServices(const Policy &policy, QStringList *warnings)
{
    QList<LocalServiceLine> out;
    for (int i = 0; i < policy.network.local.size(); ++i) {
        const LocalService &s = policy.network.local.at(i);
        const QString address = canonicalAddress(s.address);
        if (!isDomain(s.name, false) || address.isEmpty() || s.port == 0) {
            warn(warnings,
                 QCoreApplication::translate(
                     "aisb::Render",
                     "network.local[%1] (%2 at %3 port %4) needs a host name, an IP address and a port; "
                     "the sandbox cannot reach it until it is fixed.")
                     .arg(i)
                     .arg(shown(s.name), shown(s.address))
                     .arg(s.port));
            continue;
        }
        out.append({s.name.toLower(), address, s.port});
    }
    return out;
}

// Valid allow entries, lower-cased, first occurrence kept, and entries that a ".domain"
// entry already covers dropped (squid refuses overlapping dstdomain entries).
QStringList usableAllowList(const Policy &policy, QStringList *warnings)
{
    QStringList valid;
    QSet<QString> seen;
    for (int i = 0; i < policy.network.allow.size(); ++i) {
        const QString &h = policy.network.allow.at(i);
        if (!isDomain(h, true)) {
            warn(warnings,
                 QCoreApplication::translate(
                     "aisb::Render",
                     "network.allow[%1] %2 is not a host name (\"example.com\", or \".example.com\" for "
                     "the domain and its subdomains); it was left out of the allowlist.")
                     .arg(i)
                     .arg(shown(h)));
            continue;
        }
        const QString lower = h.toLower();
        if (!seen.contains(lower)) {
            seen.insert(lower);
            valid.append(lower);
        }
    }
    // ".example.com" covers "example.com" and every name below it: squid warns about the
    // overlap, so the covered entries go. Each name's suffixes are looked up in a set.
    QSet<QString> domains;
    for (const QString &h : valid)
        if (h.startsWith(QLatin1Char('.')))
            domains.insert(h);
    QStringList out;
    for (const QString &h : valid) {
        const QString bare = h.startsWith(QLatin1Char('.')) ? h.mid(1) : h;
        bool covered = !h.startsWith(QLatin1Char('.')) && domains.contains(QLatin1Char('.') + bare);
        for (qsizetype dot = bare.indexOf(QLatin1Char('.')); !covered && dot >= 0;
             dot = bare.indexOf(QLatin1Char('.'), dot + 1))
            covered = domains.contains(bare.mid(dot));
        if (!covered)
            out.append(h);
    }
    return out;
}

// The [[credentials]] part of squid.conf (issue 19, docs/design/gate-credentials.md). Rule names,
// hosts and headers are validated (letters, digits, '-', '_', '.'): nothing here needs quoting.
QString withCredentials(QString out, const QList<GateCredential> &credentials, const QString &caBundle)
{
    QString ports, peers, allow;
    for (qsizetype i = 0; i < credentials.size(); ++i) {
        const GateCredential &c = credentials.at(i);
        const QString n = QStringLiteral("aisb_cred_") + QString::number(i + 1);
        ports +=
            QStringLiteral("# [[credentials]] %1: plain HTTP here, forwarded to %2:%3 over verified TLS\n"
                           "http_port 127.0.0.1:%4 accel defaultsite=%2 name=%5\n"
                           "acl %5 myportname %5\n")
                .arg(c.rule, c.host)
                .arg(c.upstreamPort)
                .arg(c.listenPort)
                .arg(n);
        peers +=
            QStringLiteral("cache_peer %2 parent %3 0 no-query no-digest originserver tls%4 "
                           "name=%1\n"
                           "cache_peer_access %1 allow %1\n"
                           "cache_peer_access %1 deny all\n"
                           "never_direct allow %1\n"
                           "request_header_access %5 deny %1\n"
                           // The Host the upstream sees is the rule's, whatever the sandbox
                           // wrote (squid passes an accelerated request's Host on).
                           "request_header_access Host deny %1\n"
                           "request_header_add Host \"%7\" %1\n"
                           "# request_header_add %5 \"<gate-managed: the value of rule %6>\" %1\n"
                           "note credential %6 %1\n")
                .arg(n, c.host)
                .arg(c.upstreamPort)
                .arg(caBundle.isEmpty() ? QString() : QStringLiteral(" tls-cafile=") + caBundle)
                .arg(c.header, c.rule,
                     c.upstreamPort == 443 ? c.host
                                           : c.host + QLatin1Char(':') + QString::number(c.upstreamPort));
        allow += QStringLiteral("http_access allow %1 !CONNECT\n").arg(n);
    }
    peers += QStringLiteral("# The values: a podman secret mounted into this container only.\n"
                            "include ") +
             QLatin1String(gateCredentialSecretPath) + QLatin1Char('\n');
    const QString listen = QStringLiteral("visible_hostname aisb-gate\n");
    out.replace(listen, ports + listen);
    const QString ready = QStringLiteral("http_access deny aisb_ready\n");
    out.replace(ready, ready + allow);
    // A 9th log column names the rule a request carried ("-" for the others).
    const QString logformat = QStringLiteral("%<a\t%<st\n");
    out.replace(logformat, QStringLiteral("%<a\t%<st\t%{credential}note\n"));
    out += QStringLiteral("\n# [[credentials]] (issue 19)\n") + peers;
    return out;
}

} // namespace

QString ruleset(const GateEndpoint &gate, QStringList *warnings, const QList<quint16> &credentialPorts)
{
    if (!isIPv4(gate.sandboxAddress) || gate.port == 0) {
        warn(warnings,
             QCoreApplication::translate(
                 "aisb::Render",
                 "The gate endpoint %1 port %2 is not an IPv4 address and port; no ruleset was rendered "
                 "and the sandbox will not start.")
                 .arg(shown(gate.sandboxAddress))
                 .arg(gate.port));
        return {};
    }
    const QString addr = gate.sandboxAddress;
    // The gate's port, or a set with its credential endpoints ([[credentials]]).
    QString port = QString::number(gate.port);
    if (!credentialPorts.isEmpty()) {
        QStringList ports{port};
        for (const quint16 p : credentialPorts)
            if (p != 0 && !ports.contains(QString::number(p)))
                ports << QString::number(p);
        port = QStringLiteral("{ ") + ports.join(QStringLiteral(", ")) + QStringLiteral(" }");
    }
    return QStringLiteral(
               "# ai-sandbox: the sandbox may talk to itself and to the egress gate, nothing else.\n"
               "table inet aisb {\n"
               "\tcounter dropped {\n"
               "\t}\n"
               "\tchain output {\n"
               "\t\ttype filter hook output priority 0; policy drop;\n"
               "\t\toif \"lo\" accept\n"
               "\t\tip daddr ") +
           addr + QStringLiteral(" tcp dport ") + port +
           QStringLiteral(" accept\n"
                          // The kernel's own neighbour discovery and multicast listener
                          // reports: they stay on the sandbox's link and are no one's traffic.
                          "\t\tip6 daddr ff02::/16 drop\n"
                          "\t\tcounter name \"dropped\"\n"
                          "\t\tlimit rate %1/second burst %2 packets log prefix \"aisb-drop \" group %3\n"
                          "\t}\n")
               .arg(firewallLogRate)
               .arg(firewallLogBurst)
               .arg(firewallLogGroup) +
           QStringLiteral("\tchain input {\n"
                          "\t\ttype filter hook input priority 0; policy drop;\n"
                          "\t\tiif \"lo\" accept\n"
                          "\t\tip saddr ") +
           addr + QStringLiteral(" tcp sport ") + port +
           QStringLiteral(" ct state established accept\n"
                          "\t}\n"
                          "}\n");
}

bool allowlistCovers(const QStringList &allow, const QString &host)
{
    const QString h = host.toLower();
    for (const QString &entry : allow) {
        const QString e = entry.trimmed().toLower();
        if (e == h)
            return true;
        if (e.startsWith(QLatin1Char('.')) && (h == e.mid(1) || h.endsWith(e)))
            return true;
    }
    return false;
}

QString gateDenialReason(const Policy::Network &network, const QString &host, int port)
{
    if (network.mode != NetworkMode::Allowlist)
        return {};
    if (port > 0 && !network.ports.contains(quint16(port)))
        return QCoreApplication::translate("aisb::Render", "Port %1 is not allowed").arg(port);
    if (!allowlistCovers(network.allow, host)) {
        for (const LocalService &s : network.local)
            if (s.name.compare(host, Qt::CaseInsensitive) == 0)
                return QCoreApplication::translate("aisb::Render",
                                                   "Only port %1 of this local service is allowed")
                    .arg(s.port);
        return QCoreApplication::translate("aisb::Render", "Not on the allowlist");
    }
    return QCoreApplication::translate("aisb::Render",
                                       "Refused: the name resolves to a local or private address");
}

QList<GateCredential> gateCredentials(const Policy &policy, const QList<quint16> &ports)
{
    QList<GateCredential> out;
    for (qsizetype i = 0; i < policy.credentials.size() && i < ports.size(); ++i) {
        const Policy::Credential c = Credentials::effective(policy.credentials.at(i));
        GateCredential g;
        g.rule = c.name;
        g.host = c.host.toLower();
        g.header = c.header;
        g.listenPort = ports.at(i);
        for (const LocalService &s : policy.network.local)
            if (s.name.compare(c.host, Qt::CaseInsensitive) == 0)
                g.upstreamPort = s.port;
        out.append(g);
    }
    return out;
}

QList<QPair<QString, QString>> credentialEnvironment(const Policy &policy, const GateEndpoint &gate,
                                                     const QList<quint16> &credentialPorts)
{
    QList<QPair<QString, QString>> out;
    for (qsizetype i = 0; i < policy.credentials.size() && i < credentialPorts.size(); ++i) {
        const Policy::Credential c = Credentials::effective(policy.credentials.at(i));
        for (const QString &name : c.env)
            out.append({name, QLatin1String(Credentials::kPlaceholder)});
        if (!c.baseUrlEnv.isEmpty())
            out.append({c.baseUrlEnv, QStringLiteral("http://") + gate.sandboxAddress + QLatin1Char(':') +
                                          QString::number(credentialPorts.at(i)) +
                                          Credentials::baseUrlPath(c)});
    }
    // github-git rules: the sandbox's git sends https://<host>/... to the rule's endpoint, by
    // environment configuration (git >= 2.31), after env.set's own entries; nothing is written
    // into a file the agent controls.
    const int base = Credentials::gitConfigBase(policy);
    int entries = 0;
    for (qsizetype i = 0; i < policy.credentials.size() && i < credentialPorts.size(); ++i) {
        const QString prefix = Credentials::gitRemotePrefix(policy.credentials.at(i));
        if (prefix.isEmpty() || policy.network.mode != NetworkMode::Allowlist)
            continue;
        const QString n = QString::number(base + entries++);
        out.append({QStringLiteral("GIT_CONFIG_KEY_") + n,
                    QStringLiteral("url.http://") + gate.sandboxAddress + QLatin1Char(':') +
                        QString::number(credentialPorts.at(i)) + QStringLiteral("/.insteadOf")});
        out.append({QStringLiteral("GIT_CONFIG_VALUE_") + n, prefix});
    }
    if (entries > 0)
        out.append({QStringLiteral("GIT_CONFIG_COUNT"), QString::number(base + entries)});
    return out;
}

QList<quint16> gateCredentialPortsOf(const QString &config)
{
    static const QRegularExpression re(
        QStringLiteral("^http_port 127\\.0\\.0\\.1:(\\d+) accel .* name=aisb_cred_(\\d+)$"),
        QRegularExpression::MultilineOption);
    QMap<int, quint16> ports;
    for (auto it = re.globalMatch(config); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        ports.insert(m.captured(2).toInt(), quint16(m.captured(1).toUInt()));
    }
    return ports.values();
}

bool gateConfigUsesCaBundle(const QString &config)
{
    return config.contains(QStringLiteral(" tls-cafile=") + QLatin1String(gateCaBundlePath) +
                           QLatin1Char(' '));
}

QByteArray gateCredentialLines(const QList<GateCredential> &endpoints, const QList<QString> &headerValues,
                               QString *error)
{
    QByteArray out =
        "# ai-sandbox: the values the gate adds ([[credentials]]). Never written to disk by ai-sandbox.\n";
    for (qsizetype i = 0; i < endpoints.size(); ++i) {
        const QString value = headerValues.value(i);
        bool ok = !value.isEmpty();
        for (const QChar c : value)
            ok = ok && c.unicode() >= 0x20 && c.unicode() < 0x7f && c != QLatin1Char('"') &&
                 c != QLatin1Char('\\');
        if (!ok) {
            if (error)
                *error =
                    QCoreApplication::translate(
                        "aisb::Render",
                        "The value of credential rule %1 cannot be sent as a header: it is empty or holds "
                        "a quote, a backslash, a control or a non-ASCII character. Check what its source "
                        "gives (printable ASCII only).")
                        .arg(endpoints.at(i).rule);
            return {};
        }
        QString escaped = value;
        escaped.replace(QLatin1Char('%'), QStringLiteral("%%")); // squid expands %codes in the value
        out += "request_header_add " + endpoints.at(i).header.toLatin1() + " \"" + escaped.toLatin1() +
               "\" aisb_cred_" + QByteArray::number(i + 1) + '\n';
    }
    return out;
}

QString gateConfig(const Policy &policy, quint16 listenPort, const QStringList &hostAddresses,
                   QStringList *warnings, const QString &readyToken, const QList<GateCredential> &credentials,
                   const QString &caBundle)
{
    if (listenPort == 0) {
        warn(warnings,
             QCoreApplication::translate(
                 "aisb::Render", "The gate has no port to listen on; no gate configuration was rendered."));
        return {};
    }

    // The host's own addresses join the fixed ranges, unless a range covers them already
    // (squid warns about, and ignores, such entries).
    static const QStringList fixedRanges = {
        QStringLiteral("127.0.0.0/8"),    QStringLiteral("10.0.0.0/8"),     QStringLiteral("172.16.0.0/12"),
        QStringLiteral("192.168.0.0/16"), QStringLiteral("169.254.0.0/16"), QStringLiteral("100.64.0.0/10"),
        QStringLiteral("0.0.0.0/8"),      QStringLiteral("224.0.0.0/4"),    QStringLiteral("240.0.0.0/4"),
        QStringLiteral("198.18.0.0/15"),  QStringLiteral("::1/128"),        QStringLiteral("fc00::/7"),
        QStringLiteral("fe80::/10"),      QStringLiteral("ff00::/8"),       QStringLiteral("::/128"),
        QStringLiteral("64:ff9b::/96"),   QStringLiteral("2002::/16")};
    QStringList hostAddrs;
    for (const QString &a : hostAddresses) {
        const QString c = canonicalAddress(a);
        if (c.isEmpty()) {
            warn(warnings,
                 QCoreApplication::translate(
                     "aisb::Render",
                     "The host address %1 is not an IP address; it was left out of the refused addresses.")
                     .arg(shown(a)));
            continue;
        }
        const QHostAddress addr(c);
        bool covered = false;
        for (const QString &range : fixedRanges)
            covered = covered || addr.isInSubnet(QHostAddress::parseSubnet(range));
        if (!covered && !hostAddrs.contains(c))
            hostAddrs.append(c);
    }
    QString hostAddrText;
    for (const QString &a : hostAddrs)
        hostAddrText += QLatin1Char(' ') + a;

    QStringList ports;
    for (const quint16 p : policy.network.ports) {
        if (p == 0)
            warn(warnings,
                 QCoreApplication::translate(
                     "aisb::Render", "network.ports contains 0, which is not a port; it was left out."));
        else if (!ports.contains(QString::number(p)))
            ports.append(QString::number(p));
    }
    const QStringList hosts = usableAllowList(policy, warnings);
    const QList<LocalServiceLine> services = usableLocalServices(policy, warnings);

    // CONNECT (a TLS tunnel the gate cannot look into) reaches 443 and the local services' own
    // ports only, not every allowed port.
    QStringList connectPorts{QStringLiteral("443")};
    for (const LocalServiceLine &s : services)
        if (!connectPorts.contains(QString::number(s.port)))
            connectPorts.append(QString::number(s.port));
    QString acls =
        QStringLiteral("acl connect_ports port ") + connectPorts.join(QLatin1Char(' ')) + QLatin1Char('\n');
    QString access;
    for (int i = 0; i < services.size(); ++i) {
        const QString n = QStringLiteral("local_svc_") + QString::number(i + 1);
        acls += QStringLiteral("acl ") + n + QStringLiteral(" dstdomain -n ") + services.at(i).name +
                QLatin1Char('\n');
        acls += QStringLiteral("acl ") + n + QStringLiteral("_port port ") +
                QString::number(services.at(i).port) + QLatin1Char('\n');
        acls += QStringLiteral("acl ") + n + QStringLiteral("_dst dst ") + services.at(i).address +
                QLatin1Char('\n');
        access += QStringLiteral("http_access allow ") + n + QLatin1Char(' ') + n + QStringLiteral("_port ") +
                  n + QStringLiteral("_dst\n");
    }
    if (!ports.isEmpty() && !hosts.isEmpty()) {
        acls += QStringLiteral("acl allowed_ports port ") + ports.join(QLatin1Char(' ')) + QLatin1Char('\n');
        acls += QStringLiteral("acl allowed_hosts dstdomain -n ") + hosts.join(QLatin1Char(' ')) +
                QLatin1Char('\n');
        access += QStringLiteral("http_access deny !allowed_ports\n"
                                 "http_access deny !allowed_hosts\n"
                                 "http_access deny local_dst\n"
                                 "http_access allow allowed_hosts\n");
    }

    QString out = QString::fromUtf8(containerResource("squid.conf.in"));
    out.replace(QStringLiteral("@PORT@"), QString::number(listenPort));
    // Only letters and digits reach the config (it sits in a squid directive and a URL).
    QString token;
    for (const QChar c : readyToken)
        if (c.isLetterOrNumber() && c.unicode() < 128)
            token += c;
    out.replace(QStringLiteral("@READY_TOKEN@"), token.isEmpty() ? QStringLiteral("unset") : token);
    out.replace(QStringLiteral("@HOST_ADDRESSES@"), hostAddrText);
    out.replace(QStringLiteral("@ACLS@\n"), acls);
    out.replace(QStringLiteral("@ACCESS@"), access);
    if (!credentials.isEmpty())
        out = withCredentials(out, credentials, caBundle);
    return out;
}

QString gateHosts(const Policy &policy, QStringList *warnings)
{
    QString out = QStringLiteral("# ai-sandbox: local services the gate may reach (network.local).\n");
    QSet<QString> seen;
    for (const LocalServiceLine &s : usableLocalServices(policy, warnings)) {
        if (seen.contains(s.name))
            continue; // the first mapping wins, as in /etc/hosts
        seen.insert(s.name);
        out += s.address + QLatin1Char('\t') + s.name + QLatin1Char('\n');
    }
    return out;
}

} // namespace aisb::Render
