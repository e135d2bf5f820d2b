// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/eventsfollower.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace aisb {

EventsFollower::EventsFollower(const QString &eventsPath, QObject *parent)
    : QObject(parent), m_path(eventsPath), m_lines(QFileInfo(eventsPath).size())
{
    // The folder too: the file may not exist yet, and a watch on it ends if it is replaced.
    m_watcher.addPath(QFileInfo(eventsPath).path());
    if (QFileInfo::exists(eventsPath))
        m_watcher.addPath(eventsPath);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &EventsFollower::poll);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &EventsFollower::poll);
}

void EventsFollower::poll()
{
    if (!m_watcher.files().contains(m_path) && QFileInfo::exists(m_path))
        m_watcher.addPath(m_path);
    for (const QByteArray &line : m_lines.read(m_path).split('\n')) {
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject())
            Q_EMIT appended(SessionEvent::fromJson(doc.object()));
    }
}

} // namespace aisb
