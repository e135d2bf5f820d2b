// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"
#include "maintenance/inventorysnapshot.h"

#include <QObject>
#include <QPointer>
#include <memory>

namespace aisb {

// Gathers, asynchronously, every container, image and volume ai-sandbox made (and the other
// containers that may use them) into one InventorySnapshot. The podman calls run as processes; what
// they print is parsed, and the snapshot assembled, on a worker thread, so a window never waits for
// it. A refresh started while another runs replaces it: the older one's results are dropped.
class Inventory : public QObject
{
    Q_OBJECT
public:
    // Uses the connection of `podman` (its own driver, so its signals never mix with others').
    explicit Inventory(const PodmanConnection &connection = {}, QObject *parent = nullptr);
    ~Inventory() override;

    void refresh(); // -> ready(snapshot) | failed(message)
    // Project folders known besides the app's list and the session folders (the page's list).
    void setExtraProjects(const QStringList &dirs) { m_extraProjects = dirs; }
    void setSessionsRoot(const QString &root) { m_sessionsRoot = root; }
    bool isRunning() const { return m_pending > 0 || m_parsing; }
    const InventorySnapshot &last() const { return m_last; }

    // Keeps the items of interest from unfiltered podman lists (public for tests).
    static InventorySnapshot assemble(const QList<ContainerInfo> &containers, const QList<ImageInfo> &images,
                                      const QList<VolumeInfo> &volumes, const QDateTime &taken,
                                      const SpaceUsage &space = {}, const LocalState &local = {});

Q_SIGNALS:
    void ready(const aisb::InventorySnapshot &snapshot);
    void failed(const QString &message);

private:
    struct Round; // what one refresh gathered so far
    void partDone(quint64 generation);

    PodmanConnection m_connection;
    QPointer<QObject> m_calls; // parent of one refresh's calls: deleting it ends a stale refresh's
    quint64 m_generation = 0;
    int m_pending = 0;
    bool m_parsing = false;
    std::shared_ptr<Round> m_round;
    QStringList m_extraProjects;
    QString m_sessionsRoot;
    InventorySnapshot m_last;
};

} // namespace aisb
