// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/sessiondir.h"

#include <QJsonArray>
#include <QList>
#include <QSet>
#include <QString>

namespace aisb {

// The session list of `ai-sandbox sessions`: a text table (ID, STATE, EXIT, STARTED, PROJECT)
// or JSON, newest first, from the session folders' summaries. A killed session (its owner died,
// SessionReaper) gets a second line saying when that was noticed and what was removed.
class SessionTable
{
public:
    static QList<SessionDir::Summary> sorted(QList<SessionDir::Summary> summaries); // newest first
    static QString text(const QList<SessionDir::Summary> &summaries);
    static QJsonArray json(const QList<SessionDir::Summary> &summaries);
    // A session whose folder says running (or stopping) but that has no container any more ended
    // without writing its end (the ai-sandbox process was killed): its state becomes "stale".
    // `sessionsWithContainers` holds the Label::Session labels of existing containers.
    static QList<SessionDir::Summary> markStale(QList<SessionDir::Summary> summaries,
                                                const QSet<QString> &sessionsWithContainers);
    static bool needsContainerCheck(const SessionDir::Summary &summary);
    // "killed while running (pid 123), noticed <time>: removed ..." for a killed session.
    static QString killedText(const SessionDir::Summary &summary);
};

} // namespace aisb
