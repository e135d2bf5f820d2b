// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"
#include "maintenance/cleanupplan.h"

#include <QObject>
#include <QPointer>
#include <functional>

namespace aisb {

class Podman;
class PodmanCall;

// Carries out a CleanupPlan through podman, one item at a time so each gets its own answer:
// containers first (forced: a warm sandbox or gate may run), then images, then volumes
// (never forced: podman refuses to remove what something still uses), then session folders and
// launchers (plain files).
class Cleaner : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        int removed = 0;
        int failed = 0;
        qint64 freedBytes = 0;     // sum of the known sizes of what was removed
        qint64 measuredBytes = -1; // podman's storage before minus after (-1 when not measured)
        qint64 localBytes = 0;     // session folders and launchers removed (in freedBytes too)
        QList<CleanupPlan::Item> removedItems;
        QList<QPair<CleanupPlan::Item, QString>> failures; // what failed and why
    };

    explicit Cleaner(const PodmanConnection &connection = {}, QObject *parent = nullptr);
    ~Cleaner() override;

    void run(const CleanupPlan &plan) { run(plan.items); } // -> itemDone... then finished
    void run(const QList<CleanupPlan::Item> &items);
    void cancel(); // stops after the item being removed
    bool isRunning() const { return m_running; }

    // Removes a session folder or launcher; returns an error sentence or empty.
    static QString removeLocal(const CleanupPlan::Item &item);
    static bool isLocal(const CleanupPlan::Item &item)
    {
        return item.kind == CleanupPlan::Kind::SessionFolder || item.kind == CleanupPlan::Kind::Launcher;
    }
    // The argv (after the global options) that removes `item`.
    static QStringList removeArgs(const CleanupPlan::Item &item);

Q_SIGNALS:
    void itemDone(const aisb::CleanupPlan::Item &item, bool ok, const QString &error);
    void progress(int done, int total);
    void finished(const aisb::Cleaner::Result &result);

private:
    void next();
    void done(const CleanupPlan::Item &item, const QString &error);
    void measure(std::function<void(qint64)> then);

    Podman *m_podman;
    QList<CleanupPlan::Item> m_queue;
    int m_total = 0;
    Result m_result;
    bool m_running = false;
    qint64 m_before = -1;
    QPointer<PodmanCall> m_call;
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::Cleaner::Result)
