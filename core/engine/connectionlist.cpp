// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/connectionlist.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"

namespace aisb {

ConnectionList::ConnectionList(Podman *podman, QObject *parent) : QObject(parent), m_podman(podman) {}

void ConnectionList::start()
{
    PodmanCall *call = m_podman->start(PodmanArgs::listConnections());
    connect(call, &PodmanCall::finished, this, [this](const PodmanResult &r) {
        if (!r.ok()) {
            Q_EMIT failed(r.error.isEmpty() ? QString::fromUtf8(r.stderrData).trimmed() : r.error);
            return;
        }
        QString error;
        const QList<NamedConnection> list = PodmanJson::parseConnections(r.stdoutData, &error);
        if (!error.isEmpty())
            Q_EMIT failed(error);
        else
            Q_EMIT listed(list);
    });
}

} // namespace aisb
