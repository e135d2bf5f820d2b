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
// (never forced: podman refuses to remove what something still uses).
class Cleaner : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        int removed = 0;
        int failed = 0;
        qint64 freedBytes = 0;    // sum of the known sizes of what was removed
        qint64 measuredBytes = -1; // podman's storage before minus after (-1 when not measured)
    };

    explicit Cleaner(const PodmanConnection &connection = {}, QObject *parent = nullptr);
    ~Cleaner() override;

    void run(const CleanupPlan &plan); // -> itemDone... then finished
    void cancel();                     // stops after the item being removed
    bool isRunning() const { return m_running; }

    // The argv (after the global options) that removes `item`.
    static QStringList removeArgs(const CleanupPlan::Item &item);

Q_SIGNALS:
    void itemDone(const aisb::CleanupPlan::Item &item, bool ok, const QString &error);
    void finished(const aisb::Cleaner::Result &result);

private:
    void next();
    void measure(std::function<void(qint64)> then);

    Podman *m_podman;
    QList<CleanupPlan::Item> m_queue;
    Result m_result;
    bool m_running = false;
    qint64 m_before = -1;
    QPointer<PodmanCall> m_call;
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::Cleaner::Result)
