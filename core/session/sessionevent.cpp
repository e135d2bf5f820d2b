// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/sessionevent.h"

namespace aisb {

QJsonObject SessionEvent::toJson() const
{
    QJsonObject o = data;
    o.insert(QStringLiteral("time"), time.toUTC().toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("kind"), kind);
    o.insert(QStringLiteral("message"), message);
    return o;
}

SessionEvent SessionEvent::fromJson(const QJsonObject &o)
{
    SessionEvent e;
    e.time = QDateTime::fromString(o.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs);
    e.kind = o.value(QStringLiteral("kind")).toString();
    e.message = o.value(QStringLiteral("message")).toString();
    e.data = o;
    e.data.remove(QStringLiteral("time"));
    e.data.remove(QStringLiteral("kind"));
    e.data.remove(QStringLiteral("message"));
    return e;
}

} // namespace aisb
