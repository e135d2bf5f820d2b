// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"
#include "maintenance/cleaner.h"
#include "maintenance/cleanupplan.h"
#include "maintenance/inventorysnapshot.h"

#include <QDialog>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeView;
class QTreeWidget;

namespace aisb {

class EngineRow;

class CredentialSecretSweep;
class Inventory;
class Podman;
class ResourcesModel;
struct ResourcesLayout;

// Asks which of a plan's items to remove: one checkbox per item (stale ones ticked), what it
// frees; running things stay unticked and locked until the second explicit choice is made.
class CleanupDialog : public QDialog
{
    Q_OBJECT
public:
    CleanupDialog(const QList<CleanupPlan::Item> &items, const QString &title, QWidget *parent = nullptr);

    QList<CleanupPlan::Item> chosen() const;
    QTreeWidget *list() const { return m_list; }
    QCheckBox *runningChoice() const { return m_running; }
    QPushButton *removeButton() const { return m_remove; }

private:
    void updateTotal();

    QList<CleanupPlan::Item> m_items;
    QTreeWidget *m_list;
    QCheckBox *m_running;
    QLabel *m_total;
    QPushButton *m_remove;
};

// Everything ai-sandbox manages, grouped by project: containers, images, home volumes, session
// folders (and launchers), with size, age, whether it is in use and why it is stale; totals per
// project and overall. "Clean up…" and "Remove this project's data…" go through CleanupDialog
// and core's Cleaner. Every podman call is core's (Inventory, Cleaner), all asynchronous; the plan
// is made and grouped on a worker thread (a refresh started meanwhile drops the older result), and
// the list is a model/view tree whose texts are made only for the rows on screen.
class ResourcesPage : public QWidget
{
    Q_OBJECT
public:
    explicit ResourcesPage(const PodmanConnection &connection = {}, QWidget *parent = nullptr);
    ~ResourcesPage() override;

    // What a cleanup considers (tests and benches scope it with a label).
    void setOptions(const CleanupPlan::Options &options) { m_options = options; }
    void setExtraProjects(const QStringList &dirs);
    void setSessionsRoot(const QString &root);
    // Which podman the page looks at: a note above the list ("" hides it), and the engines it may
    // look at instead (name, connection), picked in the box beside it (this computer, the global
    // engine, the projects' engines).
    void setEngineText(const QString &text);
    QString engineText() const;
    void setEngineChoices(const QList<std::pair<QString, PodmanConnection>> &choices);
    QComboBox *engineBox() const;
    PodmanConnection connection() const { return m_connection; }
    // Looks at another engine from now on (the list is loaded again by refresh()); refused (false)
    // while a list is loading or a cleanup runs.
    bool setConnection(const PodmanConnection &connection);

    void refresh(); // -> loaded() | failedToLoad(); a newer refresh drops an older one's result
    void cleanUp(); // opens the confirmation for the stale items
    void removeProjectData(const QString &projectDir); // the same for one project's data
    // Removes these now (the confirmation calls it) -> cleanupFinished().
    void removeItems(const QList<CleanupPlan::Item> &items);

    bool isLoading() const;
    bool isCleaning() const { return m_cleaner->isRunning(); }
    const CleanupPlan &plan() const;
    QTreeView *view() const { return m_view; }
    ResourcesModel *model() const { return m_model; }
    // The project groups' titles as shown, top to bottom.
    QStringList groupTitles() const;
    // Whether the thing of this name (or id) has a row in the list.
    bool rowShown(const QString &nameOrId) const;
    QLabel *summary() const { return m_summary; }
    QPushButton *cleanButton() const { return m_clean; }
    CleanupDialog *confirmation() const { return m_dialog; }
    QString resultText() const;

    // "sandbox", "image", ... as the page shows them (translated).
    static QString roleName(const QString &role);

Q_SIGNALS:
    // The user picked another engine in the box (the page looks there now).
    void engineSwitched(const aisb::PodmanConnection &connection);
    void loaded();
    void failedToLoad(const QString &message);
    void cleanupFinished(const aisb::Cleaner::Result &result);

private:
    void planSnapshot(const InventorySnapshot &snapshot);
    void attachEngine(const PodmanConnection &connection);
    void showLayout(ResourcesLayout layout);
    void showCleanupResult(const Cleaner::Result &r);
    void openConfirmation(const QList<CleanupPlan::Item> &items, const QString &title);

    Inventory *m_inventory;
    Cleaner *m_cleaner;
    Podman *m_podman;                 // the credential secret sweep's
    CredentialSecretSweep *m_secrets; // after a clean-up: the secrets of gates that are gone
    QString m_sessionsRoot;
    CleanupPlan::Options m_options;
    InventorySnapshot m_snapshot;
    ResourcesModel *m_model;
    QTreeView *m_view;
    quint64 m_generation = 0; // of refresh(): a plan made for an older one is dropped
    bool m_planning = false;
    EngineRow *m_engineRow = nullptr;
    PodmanConnection m_connection;
    QStringList m_extraProjects;
    QLabel *m_summary;
    QLabel *m_result;
    QProgressBar *m_progress;
    QPushButton *m_refresh;
    QPushButton *m_clean;
    QPointer<CleanupDialog> m_dialog;
    QString m_pendingProject; // remove its data once the inventory is loaded
};

} // namespace aisb
