// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/resourcenames.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace aisb {

// What `ai-sandbox gate up NAME` left running, kept in $XDG_STATE_HOME/ai-sandbox/gates/NAME.json
// so that `status` and `down` (and other processes) find its port.
struct GateRecord
{
    QString name;
    QString container; // ResourceName::namedGateContainer(name)
    quint16 port = 0;
    QString project; // project folder whose policy it enforces
    QString projectSlug;
    QString sessionId; // Label::Session of the gate container
    QString dir;       // folder with its squid.conf and access log
    QDateTime started;

    static QString gatesDir();                // stateDir()/gates
    static QString path(const QString &name); // gatesDir()/<name>.json
    static QString containerFor(const QString &name) { return ResourceName::namedGateContainer(name); }
    // Gate names become container names and file names: [a-z0-9][a-z0-9_.-]{0,39}.
    static bool isValidName(const QString &name);

    QString save() const; // error sentence or empty
    static GateRecord load(const QString &name, QString *error = nullptr);
    static bool remove(const QString &name);
    static QList<GateRecord> all();
    QString proxyUrl() const { return QStringLiteral("http://127.0.0.1:") + QString::number(port); }
};

} // namespace aisb
