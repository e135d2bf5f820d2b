// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/sessiondir.h"

#include <QJsonArray>
#include <QList>
#include <QString>

namespace aisb {

// The session list of `ai-sandbox sessions`: a text table (ID, STATE, EXIT, STARTED, PROJECT)
// or JSON, newest first, from the session folders' summaries.
class SessionTable
{
public:
    static QList<SessionDir::Summary> sorted(QList<SessionDir::Summary> summaries); // newest first
    static QString text(const QList<SessionDir::Summary> &summaries);
    static QJsonArray json(const QList<SessionDir::Summary> &summaries);
};

} // namespace aisb
