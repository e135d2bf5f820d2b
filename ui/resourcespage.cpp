// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcespage.h"

#include "engine/podman.h"
#include "enginerow.h"
#include "maintenance/credentialsecretsweep.h"
#include "maintenance/inventory.h"
#include "resourcesmodel.h"
#include "util/offthread.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace aisb {
namespace {

constexpr int ItemIndexRole = Qt::UserRole + 1;

} // namespace

QString ResourcesPage::roleName(const QString &role)
{
    static const QMap<QString, const char *> names{
        {QStringLiteral("sandbox"), QT_TR_NOOP("sandbox container")},
        {QStringLiteral("warm sandbox"), QT_TR_NOOP("warm sandbox")},
        {QStringLiteral("gate"), QT_TR_NOOP("gate container")},
        {QStringLiteral("named gate"), QT_TR_NOOP("named gate")},
        {QStringLiteral("image"), QT_TR_NOOP("sandbox image")},
        {QStringLiteral("gate image"), QT_TR_NOOP("gate image")},
        {QStringLiteral("base image"), QT_TR_NOOP("base image")},
        {QStringLiteral("home volume"), QT_TR_NOOP("home volume")},
        {QStringLiteral("volume"), QT_TR_NOOP("volume")},
        {QStringLiteral("session"), QT_TR_NOOP("session folder")},
        {QStringLiteral("launcher"), QT_TR_NOOP("desktop launcher")},
    };
    const char *n = names.value(role);
    return n ? tr(n) : role;
}

CleanupDialog::CleanupDialog(const QList<CleanupPlan::Item> &items, const QString &title, QWidget *parent)
    : QDialog(parent), m_items(items), m_list(new QTreeWidget(this)),
      m_running(new QCheckBox(tr("Also stop and remove what is running (its session ends now)"), this)),
      m_total(new QLabel(this))
{
    setWindowTitle(title);
    setObjectName(QStringLiteral("cleanupDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("These will be removed. Untick what you want to keep."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list->setObjectName(QStringLiteral("cleanupItems"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Name"), tr("What"), tr("Size"), tr("Why")});
    m_list->setUniformRowHeights(true);
    bool anyRunning = false;
    for (int n = 0; n < m_items.size(); ++n) {
        const CleanupPlan::Item &i = m_items.at(n);
        auto *row =
            new QTreeWidgetItem({i.name, ResourcesPage::roleName(i.role), CleanupPlan::formatBytes(i.size),
                                 i.running ? tr("running: %1").arg(i.reason) : i.reason});
        row->setData(0, ItemIndexRole, n);
        row->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        row->setCheckState(0, i.running ? Qt::Unchecked : Qt::Checked);
        if (i.running) {
            row->setFlags(row->flags() & ~Qt::ItemIsEnabled);
            anyRunning = true;
        }
        m_list->addTopLevelItem(row);
    }
    for (int c = 0; c < 3; ++c)
        m_list->resizeColumnToContents(c);
    layout->addWidget(m_list, 1);
    m_running->setObjectName(QStringLiteral("includeRunning"));
    m_total->setObjectName(QStringLiteral("cleanupTotal"));
    m_running->setVisible(anyRunning);
    layout->addWidget(m_running);
    layout->addWidget(m_total);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_remove = buttons->addButton(tr("Remove"), QDialogButtonBox::AcceptRole);
    m_remove->setObjectName(QStringLiteral("removeButton"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The second explicit choice: only now can a running thing be ticked.
    connect(m_running, &QCheckBox::toggled, this, [this](bool on) {
        for (int r = 0; r < m_list->topLevelItemCount(); ++r) {
            QTreeWidgetItem *row = m_list->topLevelItem(r);
            if (!m_items.at(row->data(0, ItemIndexRole).toInt()).running)
                continue;
            row->setFlags(on ? row->flags() | Qt::ItemIsEnabled : row->flags() & ~Qt::ItemIsEnabled);
            if (!on)
                row->setCheckState(0, Qt::Unchecked);
        }
        updateTotal();
    });
    connect(m_list, &QTreeWidget::itemChanged, this, &CleanupDialog::updateTotal);
    updateTotal();
    resize(760, 420);
}

QList<CleanupPlan::Item> CleanupDialog::chosen() const
{
    QList<CleanupPlan::Item> out;
    for (int r = 0; r < m_list->topLevelItemCount(); ++r) {
        const QTreeWidgetItem *row = m_list->topLevelItem(r);
        const CleanupPlan::Item &i = m_items.at(row->data(0, ItemIndexRole).toInt());
        if (row->checkState(0) == Qt::Checked && (!i.running || m_running->isChecked()))
            out.append(i);
    }
    return out;
}

void CleanupDialog::updateTotal()
{
    const QList<CleanupPlan::Item> items = chosen();
    qint64 bytes = 0;
    for (const CleanupPlan::Item &i : items)
        bytes += qMax<qint64>(0, i.size);
    m_total->setText(tr("%1 of %2 chosen; about %3 returns.")
                         .arg(items.size())
                         .arg(m_items.size())
                         .arg(CleanupPlan::formatBytes(bytes)));
    m_remove->setEnabled(!items.isEmpty());
}

ResourcesPage::ResourcesPage(const PodmanConnection &connection, QWidget *parent)
    : QWidget(parent), m_inventory(nullptr), m_cleaner(nullptr), m_podman(nullptr), m_secrets(nullptr),
      m_model(new ResourcesModel(this)), m_view(new QTreeView(this)), m_summary(new QLabel(this)),
      m_result(new QLabel(this)), m_progress(new QProgressBar(this)),
      m_refresh(new QPushButton(tr("&Refresh"), this)), m_clean(new QPushButton(tr("&Clean Up…"), this))
{
    setObjectName(QStringLiteral("resourcesPage"));
    setWindowTitle(tr("Resources"));
    auto *layout = new QVBoxLayout(this);
    // Which engine: a box to pick another (this computer, the global engine, the projects'), a note.
    m_engineRow = new EngineRow(QStringLiteral("resources"), this);
    layout->addWidget(m_engineRow);
    connect(m_engineRow, &EngineRow::picked, this, [this](const PodmanConnection &c) {
        if (!setConnection(c)) {
            m_engineRow->select(m_connection);
            return;
        }
        Q_EMIT engineSwitched(c);
        refresh();
    });
    auto *top = new QHBoxLayout;
    m_summary->setObjectName(QStringLiteral("resourcesSummary"));
    m_summary->setWordWrap(true);
    top->addWidget(m_summary, 1);
    m_refresh->setObjectName(QStringLiteral("refreshResources"));
    top->addWidget(m_refresh);
    m_clean->setObjectName(QStringLiteral("cleanUp"));
    m_clean->setEnabled(false);
    top->addWidget(m_clean);
    layout->addLayout(top);
    m_view->setObjectName(QStringLiteral("resourcesTree"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true); // row heights are not measured row by row
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(true);
    // Fixed starting widths: measuring 1,000 rows would cost the window a frame.
    const int widths[] = {360, 140, 80, 90, 80};
    for (int c = 0; c < 5; ++c)
        m_view->header()->resizeSection(c, widths[c]);
    m_options.volumes = true; // the stale home volumes are offered (each has its own checkbox)
    layout->addWidget(m_view, 1);
    m_progress->setVisible(false);
    layout->addWidget(m_progress);
    m_result->setObjectName(QStringLiteral("cleanupResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setVisible(false);
    layout->addWidget(m_result);

    connect(m_refresh, &QPushButton::clicked, this, &ResourcesPage::refresh);
    connect(m_clean, &QPushButton::clicked, this, &ResourcesPage::cleanUp);
    attachEngine(connection);
}

// The parts that ask podman, made for `connection` (again when the user picks another engine).
void ResourcesPage::attachEngine(const PodmanConnection &connection)
{
    delete m_secrets;
    delete m_podman;
    delete m_cleaner;
    delete m_inventory;
    m_connection = connection;
    m_inventory = new Inventory(connection, this);
    m_cleaner = new Cleaner(connection, this);
    m_podman = new Podman(connection, this);
    m_secrets = new CredentialSecretSweep(m_podman, this);
    m_inventory->setExtraProjects(m_extraProjects);
    m_inventory->setSessionsRoot(m_sessionsRoot);
    connect(m_inventory, &Inventory::ready, this, &ResourcesPage::planSnapshot);
    connect(m_inventory, &Inventory::failed, this, [this](const QString &message) {
        m_planning = false;
        m_summary->setText(message);
        m_refresh->setEnabled(true);
        Q_EMIT failedToLoad(message);
    });
    connect(m_cleaner, &Cleaner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, qMax(1, total));
        m_progress->setValue(done);
    });
    connect(m_cleaner, &Cleaner::finished, this, [this](const Cleaner::Result &r) {
        // [[credentials]]: the secrets of gates killed sessions left (the Cleaner removed those of
        // the gates it removed).
        // A scoped run (tests, benches) considers only labelled things: secrets carry no label.
        if (!m_options.scopeLabel.isEmpty()) {
            showCleanupResult(r);
            return;
        }
        connect(
            m_secrets, &CredentialSecretSweep::finished, this, [this, r] { showCleanupResult(r); },
            Qt::SingleShotConnection);
        m_secrets->run(CredentialSecretSweep::Options{m_sessionsRoot, {}});
    });
}

bool ResourcesPage::setConnection(const PodmanConnection &connection)
{
    if (connection == m_connection)
        return true;
    if (isLoading() || isCleaning())
        return false;
    ++m_generation; // an answer of the previous engine's is dropped
    attachEngine(connection);
    m_engineRow->select(connection);
    return true;
}

void ResourcesPage::setEngineChoices(const QList<std::pair<QString, PodmanConnection>> &choices)
{
    m_engineRow->setChoices(choices, m_connection);
}

void ResourcesPage::showCleanupResult(const Cleaner::Result &r)
{
    m_progress->setVisible(false);
    QString text = tr("Removed %1; %2 freed.")
                       .arg(r.removed)
                       .arg(CleanupPlan::formatBytes(r.measuredBytes >= 0 ? r.measuredBytes : r.freedBytes));
    if (!r.failures.isEmpty()) {
        text += QLatin1Char(' ') + tr("%1 could not be removed:").arg(r.failures.size());
        for (const auto &[item, why] : r.failures)
            text += QStringLiteral("\n• ") + why;
    }
    m_result->setText(text);
    m_result->setVisible(true);
    Q_EMIT cleanupFinished(r);
    refresh();
}

ResourcesPage::~ResourcesPage() = default;

void ResourcesPage::setExtraProjects(const QStringList &dirs)
{
    m_extraProjects = dirs;
    m_inventory->setExtraProjects(dirs);
}

QComboBox *ResourcesPage::engineBox() const
{
    return m_engineRow->box();
}

void ResourcesPage::setEngineText(const QString &text)
{
    m_engineRow->setText(text);
}

QString ResourcesPage::engineText() const
{
    return m_engineRow->text();
}

void ResourcesPage::setSessionsRoot(const QString &root)
{
    m_inventory->setSessionsRoot(root);
    m_sessionsRoot = root;
}

bool ResourcesPage::isLoading() const
{
    return m_inventory->isRunning() || m_planning;
}

const CleanupPlan &ResourcesPage::plan() const
{
    return m_model->layout().plan;
}

QStringList ResourcesPage::groupTitles() const
{
    QStringList out;
    for (int r = 0; r < m_model->rowCount(); ++r)
        out << m_model->index(r, ResourcesModel::NameCol).data().toString();
    return out;
}

bool ResourcesPage::rowShown(const QString &nameOrId) const
{
    return m_model->find(nameOrId).isValid();
}

QString ResourcesPage::resultText() const
{
    return m_result->isVisible() ? m_result->text() : QString();
}

void ResourcesPage::refresh()
{
    ++m_generation;
    m_planning = false;
    m_refresh->setEnabled(false);
    m_clean->setEnabled(false);
    m_summary->setText(tr("Looking at what podman holds…"));
    m_inventory->refresh();
}

void ResourcesPage::planSnapshot(const InventorySnapshot &snapshot)
{
    m_snapshot = snapshot;
    m_planning = true;
    m_summary->setText(tr("Sorting out what is stale…"));
    // Classifying and grouping a thousand things takes longer than a frame: off this thread.
    runOffThread(
        this,
        [snapshot, options = m_options] {
            return ResourcesLayout::make(CleanupPlan::make(snapshot, options), snapshot.taken);
        },
        [this, gen = m_generation](ResourcesLayout layout) {
            if (gen != m_generation)
                return; // a newer refresh started meanwhile: its own result follows
            showLayout(std::move(layout));
        });
}

void ResourcesPage::showLayout(ResourcesLayout layout)
{
    m_planning = false;
    const int groups = int(layout.groups.size());
    m_model->setLayout(std::move(layout));
    const ResourcesLayout &l = m_model->layout();
    if (groups <= 12)
        m_view->expandToDepth(0);
    m_summary->setText(tr("%1 things in %2 groups, %3 in total; %4 stale (%5), %6 chosen by a cleanup.")
                           .arg(l.plan.resources.size())
                           .arg(groups)
                           .arg(CleanupPlan::formatBytes(l.bytes))
                           .arg(l.stale)
                           .arg(CleanupPlan::formatBytes(l.staleBytes))
                           .arg(l.plan.items.size()));
    m_refresh->setEnabled(true);
    m_clean->setEnabled(!l.plan.items.isEmpty() && !isCleaning());
    Q_EMIT loaded();
    if (!m_pendingProject.isEmpty()) {
        const QString dir = m_pendingProject;
        m_pendingProject.clear();
        removeProjectData(dir);
    }
}

void ResourcesPage::cleanUp()
{
    // Everything stale, and what runs (locked until the second choice).
    const CleanupPlan &current = plan();
    QList<CleanupPlan::Item> items = current.items;
    for (const CleanupPlan::Item &i : current.resources)
        if (i.running && (i.kind == CleanupPlan::Kind::Container) && !i.selected)
            items.append(i);
    openConfirmation(items, tr("Clean Up"));
}

void ResourcesPage::removeProjectData(const QString &projectDir)
{
    if (!m_snapshot.taken.isValid() || isLoading()) {
        m_pendingProject = projectDir;
        if (!isLoading())
            refresh();
        return;
    }
    // Made off this thread too (it classifies the whole snapshot twice).
    runOffThread(
        this,
        [snapshot = m_snapshot, projectDir, options = m_options] {
            return CleanupPlan::forProject(snapshot, projectDir, options);
        },
        [this, projectDir](const CleanupPlan &plan) {
            QList<CleanupPlan::Item> items = plan.items;
            for (const CleanupPlan::Item &i : plan.resources)
                if (i.running && i.kind == CleanupPlan::Kind::Container)
                    items.append(i);
            openConfirmation(items, tr("Remove the Data of %1").arg(QDir(projectDir).dirName()));
        });
}

void ResourcesPage::openConfirmation(const QList<CleanupPlan::Item> &items, const QString &title)
{
    if (m_dialog)
        m_dialog->deleteLater();
    m_dialog = new CleanupDialog(items, title, this);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QDialog::accepted, this, [this, dialog = m_dialog] { removeItems(dialog->chosen()); });
    m_dialog->open(); // window-modal, never a nested event loop
}

void ResourcesPage::removeItems(const QList<CleanupPlan::Item> &items)
{
    if (items.isEmpty() || isCleaning())
        return;
    m_clean->setEnabled(false);
    m_result->setVisible(false);
    m_progress->setRange(0, int(items.size()));
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_cleaner->run(items);
}

} // namespace aisb
