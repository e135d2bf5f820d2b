// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/sessionlog.h"

#include "policy/policyfile.h"
#include "render/render.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QUrl>
#include <algorithm>

namespace aisb::SessionLog {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::SessionLog", text);
}

} // namespace

QString kindName(Kind kind)
{
    switch (kind) {
    case Kind::Lifecycle:
        return QStringLiteral("lifecycle");
    case Kind::Allowed:
        return QStringLiteral("allowed");
    case Kind::Denied:
        return QStringLiteral("denied");
    case Kind::Raw:
        return QStringLiteral("raw");
    case Kind::Dropped:
        return QStringLiteral("dropped");
    }
    return {};
}

Record recordOf(const SessionEvent &e)
{
    Record r;
    r.kind = e.kind == QLatin1String("firewall") ? Kind::Dropped : Kind::Lifecycle;
    r.time = e.time;
    r.event = e;
    return r;
}

Kind kindOf(const GateEvent &event)
{
    if (event.malformed)
        return Kind::Raw;
    return event.allowed ? Kind::Allowed : Kind::Denied;
}

QString resultText(const GateEvent &e)
{
    if (e.malformed)
        return tr("A line the log format does not explain (kept as it was written)");
    const QString code = e.squidStatus;
    const bool aborted = code.endsWith(QLatin1String("_ABORTED"));
    if (!e.allowed) {
        if (e.httpStatus == 400 || (code.startsWith(QLatin1String("NONE")) && e.httpStatus == 0))
            return tr("The request was malformed or incomplete and was refused");
        return tr("Refused by the gate");
    }
    switch (e.httpStatus) {
    case 503:
        return tr("The server could not be reached (its name was not found, or it refused the connection)");
    case 502:
        return tr("The server's answer was not valid");
    case 504:
        return tr("The server did not answer in time");
    default:
        break;
    }
    if (code.startsWith(QLatin1String("TCP_TUNNEL")))
        return aborted ? tr("Encrypted connection, closed early") : tr("Encrypted connection");
    if (aborted)
        return tr("The transfer was cut short (the client or the server closed the connection early)");
    if (code.startsWith(QLatin1String("TCP_MISS")) || code.startsWith(QLatin1String("TCP_")))
        return tr("Fetched from the server");
    return code;
}

QString denialReason(const std::optional<Policy::Network> &network, const GateEvent &event)
{
    if (!network || event.allowed || event.malformed)
        return {};
    return Render::gateDenialReason(*network, event.host, event.port);
}

namespace {
bool isLowerAlnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}
bool isPathChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '-':
    case '.':
    case '_':
    case '~':
    case '/':
    case '!':
    case '$':
    case '&':
    case '\'':
    case '(':
    case ')':
    case '*':
    case '+':
    case ',':
    case ';':
    case '=':
    case ':':
    case '@':
        return true;
    default:
        return false;
    }
}
} // namespace

qsizetype plainUrlLength(QByteArrayView url)
{
    // scheme: lower-case letters, then "://"
    qsizetype i = 0;
    while (i < url.size() && url[i] >= 'a' && url[i] <= 'z')
        ++i;
    if (i == 0 || !url.sliced(i).startsWith("://"))
        return -1;
    i += 3;
    // host: lower-case labels of letters, digits and '-'; then a port without a leading zero
    bool labelEmpty = true, labelDigits = true;
    while (i < url.size() && url[i] != '/' && url[i] != ':' && url[i] != '?' && url[i] != '#') {
        const char c = url[i];
        if (c == '.') {
            if (labelEmpty)
                return -1;
            labelEmpty = labelDigits = true;
        } else if (isLowerAlnum(c) || c == '-') {
            labelEmpty = false;
            labelDigits = labelDigits && c >= '0' && c <= '9';
        } else {
            return -1;
        }
        ++i;
    }
    // an address, or an international name in ASCII ("xn--"), which QUrl shows otherwise
    if (labelEmpty || labelDigits || url.first(i).contains("xn--"))
        return -1;
    if (i < url.size() && url[i] == ':') {
        const qsizetype from = ++i;
        while (i < url.size() && url[i] >= '0' && url[i] <= '9')
            ++i;
        if (i == from || i - from > 5 || url[from] == '0' || url.sliced(from, i - from).toInt() > 65535)
            return -1;
        if (i < url.size() && url[i] != '/' && url[i] != '?' && url[i] != '#')
            return -1;
    }
    // path: characters QUrl keeps as they are
    while (i < url.size() && url[i] != '?' && url[i] != '#') {
        if (!isPathChar(url[i]))
            return -1;
        ++i;
    }
    return i;
}

QByteArray shownUrlUtf8(QByteArrayView url)
{
    if (const qsizetype n = plainUrlLength(url); n >= 0)
        return url.first(n).toByteArray();
    return shownUrl(QString::fromUtf8(url)).toUtf8();
}

QString shownUrl(const QString &url)
{
    if (url.size() < 4096) {
        // The common URL needs no parse: it shows as it is, up to its query.
        char plain[4096];
        qsizetype n = 0;
        for (const QChar c : url) {
            if (c.unicode() >= 0x80)
                break;
            plain[n++] = char(c.unicode());
        }
        if (n == url.size()) {
            if (const qsizetype shown = plainUrlLength(QByteArrayView(plain, n)); shown >= 0)
                return url.left(shown);
        }
    }
    const QUrl u(url);
    if (!u.isValid())
        return url.section(QLatin1Char('?'), 0, 0).section(QLatin1Char('#'), 0, 0);
    return u.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

QString detail(const GateEvent &event, const std::optional<Policy::Network> &network)
{
    if (event.malformed)
        return event.raw;
    QString out = resultText(event);
    if (const QString why = denialReason(network, event); !why.isEmpty())
        out = why + QStringLiteral(" — ") + out;
    if (event.method != QLatin1String("CONNECT") && !event.url.isEmpty())
        out += QStringLiteral(" · ") + shownUrl(event.url);
    if (event.allowed && !event.server.isEmpty() && event.server != QLatin1String("-"))
        out += QStringLiteral(" → ") + event.server;
    if (!event.credential.isEmpty())
        out += QStringLiteral(" · ") + tr("credential %1 added by the gate").arg(event.credential);
    return out;
}

std::optional<Policy::Network> recordedNetwork(const SessionDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("policy.toml"));
    if (!QFile::exists(path))
        return std::nullopt;
    QList<PolicyIssue> issues;
    const PolicyLayer layer = PolicyFile::load(path, Layer::Project, issues);
    if (!issues.isEmpty())
        return std::nullopt;
    return mergeLayers({layer}).policy.network;
}

namespace {
QStringList strings(const QJsonValue &array)
{
    QStringList out;
    for (const QJsonValue &v : array.toArray())
        out.append(v.toString());
    return out;
}

// A live allowlist change that took effect ("policy" event, LiveAllowlist): the list after it.
std::optional<QStringList> allowlistAfter(const SessionEvent &e)
{
    if (e.kind != QLatin1String("policy") || !e.data.value(QStringLiteral("ok")).toBool(true) ||
        !e.data.value(QStringLiteral("allow")).isArray())
        return std::nullopt;
    return strings(e.data.value(QStringLiteral("allow")));
}

// The list a change started from: as it recorded it (allow_before), or, in a folder from before
// that field, the change's hosts undone (wrong for a host that was listed already).
QStringList allowlistBefore(const SessionEvent &e, QStringList after)
{
    if (const QJsonValue before = e.data.value(QStringLiteral("allow_before")); before.isArray())
        return strings(before);
    const QStringList hosts = strings(e.data.value(QStringLiteral("hosts")));
    if (e.data.value(QStringLiteral("action")).toString() == QLatin1String("allow"))
        after.removeIf([&](const QString &h) { return hosts.contains(h); });
    else
        after.append(hosts);
    return after;
}
} // namespace

NetworkTimeline::NetworkTimeline(std::optional<Policy::Network> start)
{
    m_steps.append({QDateTime(), std::move(start)});
}

NetworkTimeline NetworkTimeline::ofSession(const SessionDir &dir)
{
    return ofSession(dir, dir.events());
}

NetworkTimeline NetworkTimeline::ofSession(const SessionDir &dir, const QList<SessionEvent> &events)
{
    std::optional<Policy::Network> network = recordedNetwork(dir);
    // policy.toml follows live changes: rewind it to before the first one.
    for (const SessionEvent &e : events) {
        const std::optional<QStringList> after = allowlistAfter(e);
        if (!network || !after)
            continue;
        network->allow = allowlistBefore(e, *after);
        break;
    }
    return NetworkTimeline(network);
}

void NetworkTimeline::follow(const SessionEvent &event)
{
    const std::optional<QStringList> after = allowlistAfter(event);
    std::optional<Policy::Network> next = m_steps.last().second;
    if (!after || !next)
        return;
    next->allow = *after;
    m_steps.append({event.time, next});
}

std::optional<Policy::Network> NetworkTimeline::at(const QDateTime &time) const
{
    std::optional<Policy::Network> n = m_steps.first().second;
    for (const auto &[from, network] : m_steps)
        if (!from.isValid() || from <= time)
            n = network;
    return n;
}

int NetworkTimeline::stepAt(qint64 ms) const
{
    int step = 0;
    for (int i = 0; i < m_steps.size(); ++i)
        if (!m_steps.at(i).first.isValid() || m_steps.at(i).first.toMSecsSinceEpoch() <= ms)
            step = i;
    return step;
}

QList<Record> read(const SessionDir &dir)
{
    QList<Record> out;
    const QList<SessionEvent> events = dir.events();
    const QList<GateEvent> gate = dir.gateEvents();
    out.reserve(events.size() + gate.size());
    for (const SessionEvent &e : events)
        out.append(recordOf(e));
    for (const GateEvent &e : gate) {
        Record r;
        r.kind = kindOf(e);
        r.time = e.time;
        r.gate = e;
        out.append(r);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Record &a, const Record &b) { return a.time < b.time; });
    return out;
}

QJsonObject toJson(const Record &r, const QString &sessionId, const std::optional<Policy::Network> &network)
{
    QJsonObject o;
    o.insert(QStringLiteral("time"), r.time.toUTC().toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("session"), sessionId);
    o.insert(QStringLiteral("kind"), kindName(r.kind));
    if (r.kind == Kind::Lifecycle) {
        o.insert(QStringLiteral("event"), r.event.kind);
        o.insert(QStringLiteral("message"), r.event.message);
        // Machine-readable details of the event, minus what is above.
        QJsonObject data = r.event.data;
        for (const char *k : {"time", "kind", "message"})
            data.remove(QLatin1String(k));
        o.insert(QStringLiteral("data"), data);
        return o;
    }
    if (r.kind == Kind::Dropped) {
        // One dropped packet (count 1), or how many more the rate limit left out (no address).
        const QJsonObject &d = r.event.data;
        o.insert(QStringLiteral("protocol"), d.value(QStringLiteral("protocol")).toString());
        o.insert(QStringLiteral("address"), d.value(QStringLiteral("address")).toString());
        o.insert(QStringLiteral("port"), d.value(QStringLiteral("port")).toInt());
        o.insert(QStringLiteral("count"), d.value(QStringLiteral("count")).toInteger(1));
        o.insert(QStringLiteral("reason"), d.value(QStringLiteral("reason")).toString());
        o.insert(QStringLiteral("message"), r.event.message);
        return o;
    }
    if (r.kind == Kind::Raw) {
        o.insert(QStringLiteral("line"), r.gate.raw);
        return o;
    }
    const GateEvent &e = r.gate;
    o.insert(QStringLiteral("method"), e.method);
    o.insert(QStringLiteral("host"), e.host);
    o.insert(QStringLiteral("port"), e.port);
    o.insert(QStringLiteral("url"), e.method == QLatin1String("CONNECT") ? QString() : shownUrl(e.url));
    o.insert(QStringLiteral("status"), e.httpStatus);
    o.insert(QStringLiteral("bytes"), e.bytes);
    o.insert(QStringLiteral("result"), e.squidStatus);
    o.insert(QStringLiteral("result_text"), resultText(e));
    o.insert(QStringLiteral("server"), e.server == QLatin1String("-") ? QString() : e.server);
    o.insert(QStringLiteral("client"), e.client);
    o.insert(QStringLiteral("reason"), denialReason(network, e));
    // The [[credentials]] rule whose value the gate added (its name only); absent when none.
    if (!e.credential.isEmpty())
        o.insert(QStringLiteral("credential"), e.credential);
    return o;
}

QString toText(const Record &r, const std::optional<Policy::Network> &network)
{
    const QString time = r.time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
    switch (r.kind) {
    case Kind::Lifecycle:
        return time + QStringLiteral("  %1  %2").arg(r.event.kind.leftJustified(8), r.event.message);
    case Kind::Dropped:
        return time + QStringLiteral("  dropped   ") + r.event.message;
    case Kind::Raw:
        return time + QStringLiteral("  raw       ") + r.gate.raw;
    case Kind::Allowed:
    case Kind::Denied: {
        const GateEvent &e = r.gate;
        const QString host =
            e.host.contains(QLatin1Char(':')) ? QLatin1Char('[') + e.host + QLatin1Char(']') : e.host;
        return time + QStringLiteral("  %1  %2 %3:%4 %5  %6")
                          .arg(kindName(r.kind).leftJustified(8), e.method, host, QString::number(e.port),
                               e.httpStatus ? QString::number(e.httpStatus) : QStringLiteral("-"),
                               detail(e, network));
    }
    }
    return time;
}

QString credentialCounts(const QList<Record> &records)
{
    QMap<QString, int> counts;
    for (const Record &r : records)
        if ((r.kind == Kind::Allowed || r.kind == Kind::Denied) && !r.gate.credential.isEmpty())
            ++counts[r.gate.credential];
    QStringList out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out << QStringLiteral("%1: %2").arg(it.key()).arg(it.value());
    return out.join(QStringLiteral(", "));
}

} // namespace aisb::SessionLog
