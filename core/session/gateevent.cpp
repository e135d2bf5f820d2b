// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/gateevent.h"

#include <QByteArrayView>
#include <QTimeZone>
#include <QUrl>

namespace aisb {

namespace {

// "1764770344.512" -> ms since the epoch; -1 when it is not such a number.
qint64 parseTime(QByteArrayView t)
{
    qint64 seconds = 0, ms = 0;
    qsizetype i = 0;
    if (t.isEmpty())
        return -1;
    for (; i < t.size() && t[i] != '.'; ++i) {
        if (t[i] < '0' || t[i] > '9' || i > 15)
            return -1;
        seconds = seconds * 10 + (t[i] - '0');
    }
    if (i == 0)
        return -1;
    int digits = 0;
    if (i < t.size()) {
        for (++i; i < t.size(); ++i) {
            if (t[i] < '0' || t[i] > '9')
                return -1;
            if (digits < 3) {
                ms = ms * 10 + (t[i] - '0');
                ++digits;
            }
        }
    }
    for (; digits < 3; ++digits)
        ms *= 10;
    return seconds * 1000 + ms;
}

// host and port of "scheme://[user@]host[:port]/..." without a full URL parse. `host` is a slice
// of `url`, or of `store` when it had to be lower-cased.
void hostOfUrl(QByteArrayView url, QByteArrayView &host, int &port, QByteArray &store)
{
    const qsizetype scheme = url.indexOf("://");
    if (scheme <= 0) {
        const QUrl u(QString::fromUtf8(url));
        store = u.host().toUtf8();
        host = store;
        port = u.port(80);
        return;
    }
    const QByteArrayView s = url.first(scheme);
    const bool https = s.size() == 5 && (s[0] | 0x20) == 'h' && (s[1] | 0x20) == 't' &&
                       (s[2] | 0x20) == 't' && (s[3] | 0x20) == 'p' && (s[4] | 0x20) == 's';
    const qsizetype start = scheme + 3;
    qsizetype end = start;
    while (end < url.size() && url[end] != '/' && url[end] != '?' && url[end] != '#')
        ++end;
    QByteArrayView authority = url.sliced(start, end - start);
    if (const qsizetype at = authority.lastIndexOf('@'); at >= 0)
        authority = authority.sliced(at + 1);
    port = https ? 443 : 80;
    QByteArrayView h = authority;
    if (authority.startsWith('[')) {
        const qsizetype close = authority.indexOf(']');
        h = close > 0 ? authority.sliced(1, close - 1) : authority;
        if (close > 0 && close + 1 < authority.size() && authority[close + 1] == ':')
            port = authority.sliced(close + 2).toInt();
    } else if (const qsizetype colon = authority.lastIndexOf(':'); colon >= 0) {
        h = authority.first(colon);
        bool ok = false;
        const int p = authority.sliced(colon + 1).toInt(&ok);
        if (ok)
            port = p;
    }
    bool ascii = true, lower = true;
    for (const char c : h) {
        ascii = ascii && uchar(c) < 0x80;
        lower = lower && !(c >= 'A' && c <= 'Z');
    }
    if (ascii && lower) {
        host = h;
    } else {
        store = ascii ? h.toByteArray().toLower() : QString::fromUtf8(h).toLower().toUtf8();
        host = store;
    }
}

// Common words without an allocation each.
QString word(QByteArrayView w)
{
    static const QString connect = QStringLiteral("CONNECT"), get = QStringLiteral("GET"),
                         head = QStringLiteral("HEAD"), post = QStringLiteral("POST"),
                         loopback = QStringLiteral("127.0.0.1"), dash = QStringLiteral("-"),
                         tunnel = QStringLiteral("TCP_TUNNEL"), miss = QStringLiteral("TCP_MISS"),
                         denied = QStringLiteral("TCP_DENIED");
    for (const QString *s : {&connect, &get, &head, &post, &loopback, &dash, &tunnel, &miss, &denied})
        if (w.size() == s->size() && QLatin1StringView(w.data(), w.size()) == *s)
            return *s;
    return QString::fromUtf8(w);
}

void toEvent(const GateLine &l, GateEvent &out)
{
    GateEvent e;
    e.time = QDateTime::fromMSecsSinceEpoch(l.timeMs, QTimeZone::utc());
    e.client = word(l.client);
    e.squidStatus = word(l.squidStatus);
    e.httpStatus = l.httpStatus;
    e.method = word(l.method);
    e.url = QString::fromUtf8(l.url);
    e.host = QString::fromUtf8(l.host);
    e.port = l.port;
    e.server = word(l.server);
    e.bytes = l.bytes;
    e.allowed = l.allowed;
    e.credential = QString::fromUtf8(l.credential);
    out = std::move(e);
}

bool parseLine(QByteArrayView line, GateEvent &out)
{
    GateLine l;
    if (!GateLine::parse(line, l))
        return false;
    toEvent(l, out);
    return true;
}

} // namespace

bool GateLine::parse(QByteArrayView line, GateLine &out)
{
    // Columns: time client squid-status http-status method url server bytes (tab separated).
    while (!line.isEmpty() && (line.back() == '\r' || line.back() == ' '))
        line.chop(1);
    QByteArrayView f[8];
    int n = 0;
    qsizetype from = 0;
    bool more = false; // a 9th column follows
    while (n < 8) {
        const qsizetype tab = line.indexOf('\t', from);
        f[n++] = tab < 0 ? line.sliced(from) : line.sliced(from, tab - from);
        if (tab < 0)
            break;
        from = tab + 1;
        more = n == 8;
    }
    if (n < 8)
        return false;
    // The 9th column (gates with [[credentials]]): the rule a request carried, or "-".
    out.credential = {};
    if (more) {
        QByteArrayView rest = line.sliced(from).trimmed();
        if (const qsizetype t = rest.indexOf('\t'); t >= 0)
            rest = rest.first(t);
        if (rest != QByteArrayView("-") && rest.size() <= 63)
            out.credential = rest;
    }
    const qint64 ms = parseTime(f[0].trimmed());
    if (ms < 0)
        return false;
    out.lowered.clear();
    out.timeMs = ms;
    out.client = f[1];
    const qsizetype slash = f[2].indexOf('/');
    out.squidStatus = slash < 0 ? f[2] : f[2].first(slash);
    out.httpStatus = f[3].toInt();
    out.method = f[4];
    out.url = f[5];
    out.server = f[6];
    out.bytes = f[7].toLongLong();
    if (out.isConnect()) {
        // "host:port", or "[v6]:port"
        const qsizetype colon = out.url.lastIndexOf(':');
        out.host = colon > 0 ? out.url.first(colon) : out.url;
        out.port = colon > 0 ? out.url.sliced(colon + 1).toInt() : 443;
        if (out.host.startsWith('[') && out.host.endsWith(']'))
            out.host = out.host.sliced(1, out.host.size() - 2);
    } else {
        hostOfUrl(out.url, out.host, out.port, out.lowered);
    }
    // NONE_NONE/400 and the like: squid refused the request before deciding on a host.
    out.allowed = out.squidStatus.startsWith("TCP_") && !out.squidStatus.contains("DENIED") &&
                  out.httpStatus != 403 && out.httpStatus != 0;
    return true;
}

bool GateLine::isReadinessProbe() const
{
    return !allowed && method == QByteArrayView("GET") && url == QByteArrayView(GateEvent::readinessProbeUrl);
}

bool GateEvent::parse(const QString &line, GateEvent &out)
{
    const QByteArray bytes = line.trimmed().toUtf8();
    return parseLine(bytes, out);
}

QByteArray GateEvent::readinessRequest()
{
    return QByteArray("GET ") + readinessProbeUrl + " HTTP/1.0\r\n\r\n";
}

bool GateEvent::isReadinessAnswer(const QByteArray &answer, const QString &token)
{
    const QByteArray location = "\r\nlocation: " + QByteArray(readinessProbeUrl) + token.toLatin1() + "\r\n";
    const QByteArray head = answer.left(answer.indexOf("\r\n\r\n") + 2).toLower();
    return head.startsWith("http/1.") && head.contains(location);
}

bool GateEvent::isReadinessProbe() const
{
    return !allowed && method == QLatin1String("GET") && url == QLatin1String(readinessProbeUrl);
}

QList<GateEvent> GateEvent::parseAll(const QByteArray &text, bool keepMalformed)
{
    QList<GateEvent> events;
    parseEach(text, keepMalformed, [&events](GateEvent &e) { events.append(std::move(e)); });
    return events;
}

QString GateEvent::rawText(QByteArrayView line)
{
    // Control characters would garble a terminal or a table: shown as U+FFFD.
    QString shown = QString::fromUtf8(line).left(4096);
    for (QChar &c : shown)
        if (c.unicode() < 0x20 && c != QLatin1Char('\t'))
            c = QChar(0xfffd);
    return shown;
}

void GateEvent::parseEach(const QByteArray &text, bool keepMalformed,
                          const std::function<void(GateEvent &)> &sink)
{
    QDateTime last;
    const QByteArrayView all(text);
    GateLine l;
    for (qsizetype from = 0; from <= all.size();) {
        qsizetype nl = all.indexOf('\n', from);
        if (nl < 0)
            nl = all.size();
        const QByteArrayView line = all.sliced(from, nl - from);
        from = nl + 1;
        GateEvent e;
        if (GateLine::parse(line.trimmed(), l)) {
            last = QDateTime::fromMSecsSinceEpoch(l.timeMs, QTimeZone::utc());
            if (!l.isReadinessProbe()) {
                toEvent(l, e);
                sink(e);
            }
        } else if (keepMalformed && !line.trimmed().isEmpty()) {
            GateEvent m;
            m.malformed = true;
            m.raw = rawText(line);
            m.time = last.isValid() ? last : QDateTime::currentDateTimeUtc();
            sink(m);
        }
    }
}

} // namespace aisb
