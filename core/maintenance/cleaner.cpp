// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/cleaner.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/podmanjson.h"
#include "engine/resourcenames.h"
#include "maintenance/desktoplauncher.h"
#include "session/quarantine.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace aisb {

Cleaner::Cleaner(const PodmanConnection &connection, QObject *parent)
    : QObject(parent), m_podman(new Podman(connection, this))
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
        return PodmanArgs::removeContainers(item.refs, 2);
    case CleanupPlan::Kind::Image:
        return Podman::removeArgs(Podman::ResourceKind::Image, item.refs, false);
    case CleanupPlan::Kind::Volume:
        return Podman::removeArgs(Podman::ResourceKind::Volume, item.refs, false);
    case CleanupPlan::Kind::SessionFolder:
    case CleanupPlan::Kind::Launcher:
        break;
    }
    return {};
}

QString Cleaner::removeLocal(const CleanupPlan::Item &item)
{
    const QString path = item.refs.value(0);
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return {};
    if (item.kind == CleanupPlan::Kind::Launcher) {
        // Only a launcher ai-sandbox wrote (in its applications folder, naming its project).
        if (info.isDir() || info.isSymLink())
            return QCoreApplication::translate("aisb::Cleaner",
                                               "%1 is not a launcher ai-sandbox created; it was left alone.")
                .arg(path);
        return DesktopLauncher::removeFile(path);
    }
    // Only a session's own folder: <sessions root>/<id>, never a link.
    const bool own = info.isDir() && !info.isSymLink() && info.fileName() == item.id;
    // A quarantine copy keeps the project's modes: its read-only folders are made writable first.
    if (own && QFileInfo(Quarantine::copyPath(path)).isDir())
        Quarantine::removeCopy(Quarantine::copyPath(path));
    const bool ok = own && QDir(path).removeRecursively();
    return ok ? QString()
              : QCoreApplication::translate("aisb::Cleaner", "could not remove %1: check its permissions")
                    .arg(path);
}

void Cleaner::run(const QList<CleanupPlan::Item> &items)
{
    m_queue = items;
    m_total = int(items.size());
    // Containers, then images, then volumes: removing a container frees what it used.
    std::stable_sort(
        m_queue.begin(), m_queue.end(),
        [](const CleanupPlan::Item &a, const CleanupPlan::Item &b) { return int(a.kind) < int(b.kind); });
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
    PodmanCall *call = m_podman->prepare(PodmanArgs::diskUsage());
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

void Cleaner::done(const CleanupPlan::Item &item, const QString &error)
{
    if (error.isEmpty()) {
        ++m_result.removed;
        m_result.removedItems.append(item);
        if (item.size > 0) {
            m_result.freedBytes += item.size;
            if (isLocal(item))
                m_result.localBytes += item.size;
        }
        Q_EMIT itemDone(item, true, QString());
    } else {
        ++m_result.failed;
        m_result.failures.append({item, error});
        Q_EMIT itemDone(item, false, error);
    }
}

void Cleaner::next()
{
    if (m_queue.isEmpty()) {
        measure([this](qint64 after) {
            if (m_before >= 0 && after >= 0)
                m_result.measuredBytes = qMax<qint64>(0, m_before - after) + m_result.localBytes;
            Q_EMIT progress(m_total, m_total);
            m_running = false;
            Q_EMIT finished(m_result);
        });
        return;
    }
    const CleanupPlan::Item item = m_queue.takeFirst();
    Q_EMIT progress(m_total - int(m_queue.size()) - 1, m_total);
    if (isLocal(item)) {
        done(item, removeLocal(item));
        // Queued: a long list of folders still lets the window paint between them.
        QMetaObject::invokeMethod(this, &Cleaner::next, Qt::QueuedConnection);
        return;
    }
    PodmanCall *call = m_podman->prepare(removeArgs(item));
    call->setTimeout(120000);
    m_call = call;
    connect(call, &PodmanCall::finished, this, [this, item, call](const PodmanResult &r) {
        const QString detail = call->lastOutputLines(2);
        done(item, r.ok() ? QString()
                          : QCoreApplication::translate("aisb::Cleaner", "podman could not remove %1: %2")
                                .arg(item.name, detail.isEmpty() ? r.error : detail));
        // [[credentials]]: a gate's values go with it, for every front end (a gate without
        // rules has no secret: that error is ignored).
        if (r.ok() && item.kind == CleanupPlan::Kind::Container && ResourceName::isGateContainer(item.name)) {
            PodmanCall *secret =
                m_podman->start(PodmanArgs::removeSecrets({ResourceName::gateCredentialSecret(item.name)}));
            m_call = secret;
            connect(secret, &PodmanCall::finished, this, [this](const PodmanResult &) { next(); });
            return;
        }
        next();
    });
    call->start();
}

} // namespace aisb
