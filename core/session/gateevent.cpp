// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/gateevent.h"

#include <QUrl>

namespace aisb {

bool GateEvent::parse(const QString &line, GateEvent &out)
{
    // Columns: time client squid-status http-status method url server bytes (tab separated).
    const QStringList f = line.trimmed().split(QLatin1Char('\t'));
    if (f.size() < 8)
        return false;
    bool ok = false;
    const double seconds = f[0].toDouble(&ok);
    if (!ok)
        return false;
    GateEvent e;
    e.time = QDateTime::fromMSecsSinceEpoch(qint64(seconds * 1000.0), Qt::UTC);
    e.client = f[1];
    e.squidStatus = f[2].section(QLatin1Char('/'), 0, 0);
    e.httpStatus = f[3].toInt();
    e.method = f[4];
    e.url = f[5];
    e.server = f[6];
    e.bytes = f[7].toLongLong();
    if (e.method == QLatin1String("CONNECT")) {
        // "host:port", or "[v6]:port"
        const qsizetype colon = e.url.lastIndexOf(QLatin1Char(':'));
        e.host = colon > 0 ? e.url.left(colon) : e.url;
        e.port = colon > 0 ? e.url.mid(colon + 1).toInt() : 443;
        if (e.host.startsWith(QLatin1Char('[')) && e.host.endsWith(QLatin1Char(']')))
            e.host = e.host.mid(1, e.host.size() - 2);
    } else {
        const QUrl url(e.url);
        e.host = url.host();
        e.port = url.port(url.scheme() == QLatin1String("https") ? 443 : 80);
    }
    e.allowed = !e.squidStatus.contains(QLatin1String("DENIED")) && e.httpStatus != 403 && e.httpStatus != 0;
    out = e;
    return true;
}

bool GateEvent::isReadinessProbe() const
{
    return !allowed && method == QLatin1String("GET") && url == QLatin1String(readinessProbeUrl);
}

QList<GateEvent> GateEvent::parseAll(const QByteArray &text)
{
    QList<GateEvent> events;
    for (const QByteArray &line : text.split('\n')) {
        GateEvent e;
        if (parse(QString::fromUtf8(line), e) && !e.isReadinessProbe())
            events.append(e);
    }
    return events;
}

} // namespace aisb
