// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/sessionevent.h"
#include "util/appendedlines.h"

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>

namespace aisb {

// Follows a session's events.jsonl from where it ends now: every event appended from then on,
// by any process (`ai-sandbox allow --session ID` on a session the app owns, another window's
// Log tab), arrives through appended() as soon as the file changes. A line is read once, whole.
class EventsFollower : public QObject
{
    Q_OBJECT
public:
    explicit EventsFollower(const QString &eventsPath, QObject *parent = nullptr);

    // Reads what was appended since the last call (also what the watcher has not reported yet).
    void poll();

Q_SIGNALS:
    void appended(const aisb::SessionEvent &event);

private:
    QString m_path;
    QFileSystemWatcher m_watcher;
    AppendedLines m_lines;
};

} // namespace aisb
