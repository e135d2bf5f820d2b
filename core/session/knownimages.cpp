// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/knownimages.h"

#include "engine/capabilitiescache.h"
#include "util/paths.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <utility>

namespace aisb {

KnownImages::KnownImages(QString path) : m_path(std::move(path)) {}

QString KnownImages::fileFor(const PodmanConnection &connection)
{
    return Paths::stateDir() + QStringLiteral("/images-") + CapabilitiesCache::podmanKey(connection) +
           QStringLiteral(".txt");
}

bool KnownImages::contains(const QString &tag) const
{
    return !tag.isEmpty() && read().contains(tag);
}

void KnownImages::add(const QString &tag)
{
    if (m_path.isEmpty() || tag.isEmpty())
        return;
    QStringList tags = read();
    if (!tags.isEmpty() && tags.constLast() == tag)
        return;
    tags.removeAll(tag);
    tags.append(tag); // newest last; the oldest go first
    while (tags.size() > maxEntries)
        tags.removeFirst();
    write(tags);
}

void KnownImages::remove(const QString &tag)
{
    QStringList tags = read();
    if (tags.removeAll(tag) > 0)
        write(tags);
}

QStringList KnownImages::read() const
{
    if (m_path.isEmpty())
        return {};
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList tags;
    for (const QByteArray &line : f.read(64 * 1024).split('\n')) {
        const QByteArray t = line.trimmed();
        if (!t.isEmpty())
            tags.append(QString::fromUtf8(t));
    }
    return tags;
}

void KnownImages::write(const QStringList &tags) const
{
    if (m_path.isEmpty())
        return;
    if (!Paths::ensurePrivateDir(QFileInfo(m_path).absolutePath()).isEmpty())
        return;
    QSaveFile f(m_path);
    // Unbuffered: Qt 6.4's buffered QSaveFile can commit a short write as success.
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return;
    const QByteArray text =
        tags.isEmpty() ? QByteArray() : (tags.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
    if (f.write(text) != text.size()) {
        f.cancelWriting();
        return;
    }
    f.commit();
}

} // namespace aisb
