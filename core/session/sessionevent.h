// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace aisb {

// One lifecycle event of a session (user data: shown in the log view, kept in events.jsonl).
struct SessionEvent
{
    QDateTime time;
    QString kind;     // "state", "image", "gate", "sandbox", "exit", "error", "warning"
    QString message;  // a sentence for people; never holds a secret value
    QJsonObject data; // machine-readable details (state, exitCode, tag, port, ...)

    QJsonObject toJson() const;
    static SessionEvent fromJson(const QJsonObject &o);
    bool operator==(const SessionEvent &) const = default;
};

} // namespace aisb
