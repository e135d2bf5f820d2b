// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/remotefiles.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "remote/tarstream.h"

#include <QDateTime>

namespace aisb {

RemoteFiles::RemoteFiles(Podman *podman, const QString &volume, const QString &helperImage, QObject *parent)
    : QObject(parent), m_podman(podman), m_volume(volume), m_image(helperImage)
{
}

QString RemoteFiles::path(const QString &name) const
{
    return m_folder.isEmpty() ? QString() : m_folder + QLatin1Char('/') + name;
}

QString RemoteFiles::invalidName(const QString &name)
{
    if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String(".."))
        return tr("the file name \"%1\" is empty, \".\" or \"..\": give a plain file name").arg(name);
    for (const QChar c : name)
        if (c == QLatin1Char('/') || c == QLatin1Char(',') || c == QLatin1Char('"') || c.unicode() < 0x20 ||
            c.unicode() == 0x7f)
            return tr("the file name \"%1\" holds '/', ',', '\"' or a control character: give a plain file "
                      "name")
                .arg(name);
    return {};
}

bool RemoteFiles::ship(const QMap<QString, File> &files)
{
    if (m_running)
        return false;
    m_running = true;
    QList<TarStream::Entry> entries;
    const qint64 now = QDateTime::currentMSecsSinceEpoch() * 1000000LL;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (const QString why = invalidName(it.key()); !why.isEmpty()) {
            // Answered on the next turn, like a podman call's failure.
            QMetaObject::invokeMethod(
                this, [this, why] { done(why); }, Qt::QueuedConnection);
            return true;
        }
        entries << TarStream::Entry{it.key().toUtf8(), TarStream::Entry::File, it->mode & 0777, now, {},
                                    it->content};
    }
    PodmanCall *call =
        m_podman->prepare(PodmanArgs::volumeHelper(m_volume, QStringLiteral("/f"), m_image,
                                                   {QStringLiteral("tar"), QStringLiteral("-x"),
                                                    QStringLiteral("--numeric-owner"), QStringLiteral("-p"),
                                                    QStringLiteral("-f"), QStringLiteral("-"),
                                                    QStringLiteral("-C"), QStringLiteral("/f")},
                                                   true),
                          this);
    call->setStandardInput(TarStream::write(entries, 0, 0));
    call->setTimeout(10 * 60 * 1000);
    connect(call, &PodmanCall::finished, this, [this, call](const PodmanResult &r) {
        call->deleteLater();
        if (!r.ok())
            return done(tr("writing the session's files into volume %1 failed: %2").arg(m_volume, r.error));
        PodmanCall *inspect = m_podman->prepare(PodmanArgs::volumeMountpoint(m_volume), this);
        connect(inspect, &PodmanCall::finished, this, [this, inspect](const PodmanResult &r2) {
            inspect->deleteLater();
            const QString folder = QString::fromUtf8(r2.stdoutData).trimmed();
            if (!r2.ok() || !folder.startsWith(QLatin1Char('/')))
                return done(tr("the folder of volume %1 on the service is unknown: %2")
                                .arg(m_volume, r2.ok() ? folder : r2.error));
            m_folder = folder;
            done({});
        });
        inspect->start();
    });
    call->start();
    return true;
}

void RemoteFiles::done(const QString &error)
{
    m_running = false;
    Q_EMIT finished(error);
}

} // namespace aisb
