// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/spaceusage.h"

#include <QRegularExpression>
#include <QStringList>

namespace aisb {

QString SpaceUsage::shortId(const QString &id)
{
    return (id.startsWith(QLatin1String("sha256:")) ? id.mid(7) : id).left(12);
}

qint64 SpaceUsage::parseSize(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^([0-9]+(?:\\.[0-9]+)?)\\s*([kKMGTP]?)i?B$"));
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch())
        return -1;
    double v = m.captured(1).toDouble();
    const QString unit = m.captured(2).toUpper();
    const QString units = QStringLiteral("KMGTP");
    if (!unit.isEmpty())
        for (qsizetype i = 0; i <= units.indexOf(unit); ++i)
            v *= 1000.0;
    return qint64(v + 0.5);
}

SpaceUsage SpaceUsage::parse(const QByteArray &text)
{
    SpaceUsage out;
    enum { None, Images, Containers, Volumes } section = None;
    static const QRegularExpression columns(QStringLiteral("\\s{2,}"));
    static const QRegularExpression hexId(QStringLiteral("^[0-9a-f]{12}$"));
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(QLatin1String("Images space usage")))
            section = Images;
        else if (line.startsWith(QLatin1String("Containers space usage")))
            section = Containers;
        else if (line.startsWith(QLatin1String("Local Volumes space usage")))
            section = Volumes;
        if (line.endsWith(QLatin1Char(':')))
            continue;
        const QStringList f = line.split(columns);
        switch (section) {
        case Images:
            // REPOSITORY TAG IMAGE-ID CREATED SIZE SHARED-SIZE UNIQUE-SIZE CONTAINERS
            if (f.size() == 8 && hexId.match(f[2]).hasMatch()) {
                const qint64 unique = parseSize(f[6]);
                if (unique >= 0)
                    out.imageUnique.insert(f[2], unique);
            }
            break;
        case Containers:
            // CONTAINER-ID IMAGE COMMAND LOCAL-VOLUMES SIZE CREATED STATUS NAMES (read from the
            // end: the command may hold anything)
            if (f.size() >= 8 && hexId.match(f[0]).hasMatch()) {
                const qint64 size = parseSize(f[f.size() - 4]);
                if (size >= 0)
                    out.containers.insert(f[0], size);
            }
            break;
        case Volumes:
            // VOLUME-NAME LINKS SIZE
            if (f.size() == 3 && f[0] != QLatin1String("VOLUME NAME")) {
                const qint64 size = parseSize(f[2]);
                if (size >= 0)
                    out.volumes.insert(f[0], size);
            }
            break;
        case None:
            break;
        }
    }
    return out;
}

} // namespace aisb
