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

// host and port of "scheme://[user@]host[:port]/..." without a full URL parse.
void hostOfUrl(const QString &url, QString &host, int &port)
{
    const qsizetype scheme = url.indexOf(QLatin1String("://"));
    if (scheme <= 0) {
        const QUrl u(url);
        host = u.host();
        port = u.port(80);
        return;
    }
    const bool https =
        QStringView(url).left(scheme).compare(QLatin1String("https"), Qt::CaseInsensitive) == 0;
    qsizetype start = scheme + 3;
    qsizetype end = start;
    while (end < url.size() && url[end] != QLatin1Char('/') && url[end] != QLatin1Char('?') &&
           url[end] != QLatin1Char('#'))
        ++end;
    QStringView authority = QStringView(url).mid(start, end - start);
    if (const qsizetype at = authority.lastIndexOf(QLatin1Char('@')); at >= 0)
        authority = authority.mid(at + 1);
    port = https ? 443 : 80;
    QStringView h = authority;
    if (authority.startsWith(QLatin1Char('['))) {
        const qsizetype close = authority.indexOf(QLatin1Char(']'));
        h = close > 0 ? authority.mid(1, close - 1) : authority;
        if (close > 0 && close + 1 < authority.size() && authority[close + 1] == QLatin1Char(':'))
            port = authority.mid(close + 2).toInt();
    } else if (const qsizetype colon = authority.lastIndexOf(QLatin1Char(':')); colon >= 0) {
        h = authority.left(colon);
        bool ok = false;
        const int p = authority.mid(colon + 1).toInt(&ok);
        if (ok)
            port = p;
    }
    host = h.toString().toLower();
}

bool parseLine(QByteArrayView line, GateEvent &out)
{
    // Columns: time client squid-status http-status method url server bytes (tab separated).
    while (!line.isEmpty() && (line.back() == '\r' || line.back() == ' '))
        line.chop(1);
    QByteArrayView f[8];
    int n = 0;
    qsizetype from = 0;
    while (n < 8) {
        const qsizetype tab = line.indexOf('\t', from);
        f[n++] = tab < 0 ? line.sliced(from) : line.sliced(from, tab - from);
        if (tab < 0)
            break;
        from = tab + 1;
    }
    if (n < 8)
        return false;
    const qint64 ms = parseTime(f[0].trimmed());
    if (ms < 0)
        return false;
    GateEvent e;
    e.time = QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc());
    e.client = word(f[1]);
    const qsizetype slash = f[2].indexOf('/');
    e.squidStatus = word(slash < 0 ? f[2] : f[2].first(slash));
    e.httpStatus = QByteArrayView(f[3]).toInt();
    e.method = word(f[4]);
    e.url = QString::fromUtf8(f[5]);
    e.server = word(f[6]);
    e.bytes = f[7].toLongLong();
    if (e.method == QLatin1String("CONNECT")) {
        // "host:port", or "[v6]:port"
        const qsizetype colon = e.url.lastIndexOf(QLatin1Char(':'));
        e.host = colon > 0 ? e.url.left(colon) : e.url;
        e.port = colon > 0 ? e.url.mid(colon + 1).toInt() : 443;
        if (e.host.startsWith(QLatin1Char('[')) && e.host.endsWith(QLatin1Char(']')))
            e.host = e.host.mid(1, e.host.size() - 2);
    } else {
        hostOfUrl(e.url, e.host, e.port);
    }
    // NONE_NONE/400 and the like: squid refused the request before deciding on a host.
    e.allowed = e.squidStatus.startsWith(QLatin1String("TCP_")) &&
                !e.squidStatus.contains(QLatin1String("DENIED")) && e.httpStatus != 403 && e.httpStatus != 0;
    out = std::move(e);
    return true;
}

} // namespace

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

void GateEvent::parseEach(const QByteArray &text, bool keepMalformed,
                          const std::function<void(GateEvent &)> &sink)
{
    QDateTime last;
    const QByteArrayView all(text);
    for (qsizetype from = 0; from <= all.size();) {
        qsizetype nl = all.indexOf('\n', from);
        if (nl < 0)
            nl = all.size();
        const QByteArrayView line = all.sliced(from, nl - from);
        from = nl + 1;
        GateEvent e;
        if (parseLine(line.trimmed(), e)) {
            last = e.time;
            if (!e.isReadinessProbe())
                sink(e);
        } else if (keepMalformed && !line.trimmed().isEmpty()) {
            const QString s = QString::fromUtf8(line);
            GateEvent m;
            m.malformed = true;
            // Control characters would garble a terminal or a table: shown as U+FFFD.
            QString shown = s.left(4096);
            for (QChar &c : shown)
                if (c.unicode() < 0x20 && c != QLatin1Char('\t'))
                    c = QChar(0xfffd);
            m.raw = shown;
            m.time = last.isValid() ? last : QDateTime::currentDateTimeUtc();
            sink(m);
        }
    }
}

} // namespace aisb
