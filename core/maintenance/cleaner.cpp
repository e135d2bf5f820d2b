// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/cleaner.h"

#include "engine/podman.h"
#include "engine/podmancall.h"
#include "engine/podmanjson.h"

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
    m_before = -1;
    // podman's storage totals before and after: what was really freed (shared layers make the
    // listed sizes only an estimate).
    measure([this](qint64 total) {
        m_before = total;
        next();
    });
}

void Cleaner::measure(std::function<void(qint64)> then)
{
    PodmanCall *call = m_podman->prepare({QStringLiteral("system"), QStringLiteral("df"), QStringLiteral("--format"),
                                          QStringLiteral("{{json .}}")});
    call->setTimeout(60000);
    connect(call, &PodmanCall::finished, this, [then](const PodmanResult &r) {
        QString error;
        const DiskUsage du = PodmanJson::parseDiskUsage(r.stdoutData, &error);
        then(r.ok() && error.isEmpty() ? du.totalSize() : -1);
    });
    call->start();
}

void Cleaner::cancel()
{
    m_queue.clear();
}

void Cleaner::next()
{
    if (m_queue.isEmpty()) {
        measure([this](qint64 after) {
            if (m_before >= 0 && after >= 0)
                m_result.measuredBytes = qMax<qint64>(0, m_before - after);
            m_running = false;
            Q_EMIT finished(m_result);
        });
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
