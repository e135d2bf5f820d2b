// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/cleaner.h"

#include "engine/podman.h"
#include "engine/podmancall.h"

#include <QCoreApplication>

#include <algorithm>

namespace aisb {

Cleaner::Cleaner(const PodmanConnection &connection, QObject *parent)
    : QObject(parent)
    , m_podman(new Podman(connection, this))
{
    qRegisterMetaType<aisb::CleanupPlan::Item>();
    qRegisterMetaType<aisb::Cleaner::Result>();
}

Cleaner::~Cleaner() = default;

QStringList Cleaner::removeArgs(const CleanupPlan::Item &item)
{
    switch (item.kind) {
    case CleanupPlan::Kind::Container:
        // --time: a gate's squid need not get ten seconds to say goodbye.
        return QStringList{QStringLiteral("rm"), QStringLiteral("--force"), QStringLiteral("--time=2"),
                           QStringLiteral("--")} + item.refs;
    case CleanupPlan::Kind::Image:
        return Podman::removeArgs(Podman::ResourceKind::Image, item.refs, false);
    case CleanupPlan::Kind::Volume:
        return Podman::removeArgs(Podman::ResourceKind::Volume, item.refs, false);
    }
    return {};
}

void Cleaner::run(const CleanupPlan &plan)
{
    m_queue = plan.items;
    // Containers, then images, then volumes: removing a container frees what it used.
    std::stable_sort(m_queue.begin(), m_queue.end(), [](const CleanupPlan::Item &a, const CleanupPlan::Item &b) {
        return int(a.kind) < int(b.kind);
    });
    m_result = {};
    m_running = true;
    next();
}

void Cleaner::cancel()
{
    m_queue.clear();
}

void Cleaner::next()
{
    if (m_queue.isEmpty()) {
        m_running = false;
        Q_EMIT finished(m_result);
        return;
    }
    const CleanupPlan::Item item = m_queue.takeFirst();
    PodmanCall *call = m_podman->prepare(removeArgs(item));
    call->setTimeout(120000);
    m_call = call;
    connect(call, &PodmanCall::finished, this, [this, item, call](const PodmanResult &r) {
        if (r.ok()) {
            ++m_result.removed;
            if (item.size > 0)
                m_result.freedBytes += item.size;
            Q_EMIT itemDone(item, true, QString());
        } else {
            ++m_result.failed;
            const QString detail = call->lastOutputLines(2);
            Q_EMIT itemDone(item, false,
                            QCoreApplication::translate("aisb::Cleaner", "podman could not remove %1: %2")
                                .arg(item.name, detail.isEmpty() ? r.error : detail));
        }
        next();
    });
    call->start();
}

} // namespace aisb
