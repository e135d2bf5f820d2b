// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanjson.h"

#include <QList>
#include <QObject>
#include <QString>

namespace aisb {

class Podman;

// This user's named podman connections (`podman system connection list`), asked of `podman`
// (this computer's: the list is the client's configuration) without blocking: start() ->
// listed() or failed().
class ConnectionList : public QObject
{
    Q_OBJECT
public:
    explicit ConnectionList(Podman *podman, QObject *parent = nullptr);
    void start();

Q_SIGNALS:
    void listed(const QList<aisb::NamedConnection> &connections);
    void failed(const QString &error);

private:
    Podman *m_podman;
};

} // namespace aisb
