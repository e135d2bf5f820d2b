// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcespage.h"

#include "maintenance/inventory.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace aisb {
namespace {

enum Column { NameCol, RoleCol, SizeCol, AgeCol, UseCol, WhyCol, ColumnCount };
constexpr int ItemIndexRole = Qt::UserRole + 1;

QString ageText(const QDateTime &when, const QDateTime &now)
{
    return when.isValid() && now.isValid() ? CleanupPlan::formatAge(qMax<qint64>(0, when.secsTo(now)))
                                           : QStringLiteral("-");
}

QString useText(const CleanupPlan::Item &i)
{
    if (i.running)
        return QCoreApplication::translate("aisb::ResourcesPage", "running");
    if (i.inUse)
        return QCoreApplication::translate("aisb::ResourcesPage", "in use");
    return QStringLiteral("-");
}

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
    : QWidget(parent), m_inventory(new Inventory(connection, this)), m_cleaner(new Cleaner(connection, this)),
      m_tree(new QTreeWidget(this)), m_summary(new QLabel(this)), m_result(new QLabel(this)),
      m_progress(new QProgressBar(this)), m_refresh(new QPushButton(tr("&Refresh"), this)),
      m_clean(new QPushButton(tr("&Clean Up…"), this))
{
    setObjectName(QStringLiteral("resourcesPage"));
    setWindowTitle(tr("Resources"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_summary->setObjectName(QStringLiteral("resourcesSummary"));
    m_summary->setWordWrap(true);
    top->addWidget(m_summary, 1);
    top->addWidget(m_refresh);
    m_clean->setObjectName(QStringLiteral("cleanUp"));
    m_clean->setEnabled(false);
    top->addWidget(m_clean);
    layout->addLayout(top);
    m_tree->setObjectName(QStringLiteral("resourcesTree"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels(
        {tr("Name"), tr("What"), tr("Size"), tr("Age"), tr("In use"), tr("Stale because")});
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    // Fixed starting widths: measuring 1,000 rows would cost the window a frame.
    const int widths[] = {360, 140, 80, 90, 80};
    for (int c = 0; c < 5; ++c)
        m_tree->header()->resizeSection(c, widths[c]);
    m_options.volumes = true; // the stale home volumes are offered (each has its own checkbox)
    layout->addWidget(m_tree, 1);
    m_progress->setVisible(false);
    layout->addWidget(m_progress);
    m_result->setObjectName(QStringLiteral("cleanupResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setVisible(false);
    layout->addWidget(m_result);

    connect(m_refresh, &QPushButton::clicked, this, &ResourcesPage::refresh);
    connect(m_clean, &QPushButton::clicked, this, &ResourcesPage::cleanUp);
    connect(m_inventory, &Inventory::ready, this, &ResourcesPage::showSnapshot);
    connect(m_inventory, &Inventory::failed, this, [this](const QString &message) {
        m_summary->setText(message);
        m_refresh->setEnabled(true);
        Q_EMIT failedToLoad(message);
    });
    connect(m_cleaner, &Cleaner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, qMax(1, total));
        m_progress->setValue(done);
    });
    connect(m_cleaner, &Cleaner::finished, this, [this](const Cleaner::Result &r) {
        m_progress->setVisible(false);
        QString text =
            tr("Removed %1; %2 freed.")
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
    });
}

ResourcesPage::~ResourcesPage() = default;

void ResourcesPage::setExtraProjects(const QStringList &dirs)
{
    m_inventory->setExtraProjects(dirs);
}

void ResourcesPage::setSessionsRoot(const QString &root)
{
    m_inventory->setSessionsRoot(root);
}

bool ResourcesPage::isLoading() const
{
    return m_inventory->isRunning();
}

QString ResourcesPage::resultText() const
{
    return m_result->isVisible() ? m_result->text() : QString();
}

void ResourcesPage::refresh()
{
    m_refresh->setEnabled(false);
    m_clean->setEnabled(false);
    m_summary->setText(tr("Looking at what podman holds…"));
    m_inventory->refresh();
}

void ResourcesPage::showSnapshot(const InventorySnapshot &snapshot)
{
    m_snapshot = snapshot;
    m_plan = CleanupPlan::make(snapshot, m_options);
    m_tree->setUpdatesEnabled(false);
    m_tree->clear();
    struct Group
    {
        QString title;
        QList<int> rows;
        qint64 bytes = 0;
        qint64 staleBytes = 0;
        int stale = 0;
    };
    QMap<QString, Group> groups; // sorted by title
    const QString shared = tr("Shared (no single project)");
    for (int n = 0; n < m_plan.resources.size(); ++n) {
        const CleanupPlan::Item &i = m_plan.resources.at(n);
        QString title = shared;
        if (!i.projectDir.isEmpty())
            title = QDir(i.projectDir).dirName() + QStringLiteral("  (") +
                    QDir::toNativeSeparators(i.projectDir) + QLatin1Char(')');
        else if (!i.project.isEmpty())
            title = tr("%1 (folder unknown)").arg(i.project);
        Group &g = groups[title];
        g.title = title;
        g.rows << n;
        g.bytes += qMax<qint64>(0, i.size);
        if (i.stale) {
            ++g.stale;
            g.staleBytes += qMax<qint64>(0, i.size);
        }
    }
    qint64 total = 0;
    qint64 staleTotal = 0;
    int staleCount = 0;
    QList<QTreeWidgetItem *> tops;
    for (const Group &g : std::as_const(groups)) {
        auto *top = new QTreeWidgetItem;
        top->setText(NameCol, g.title);
        top->setToolTip(NameCol, g.title);
        top->setText(RoleCol, tr("%n item(s)", nullptr, int(g.rows.size())));
        top->setText(SizeCol, CleanupPlan::formatBytes(g.bytes));
        top->setText(WhyCol,
                     g.stale ? tr("%1 stale (%2)").arg(g.stale).arg(CleanupPlan::formatBytes(g.staleBytes))
                             : QString());
        QFont bold = top->font(NameCol);
        bold.setBold(true);
        top->setFont(NameCol, bold);
        top->setTextAlignment(SizeCol, Qt::AlignRight | Qt::AlignVCenter);
        QList<QTreeWidgetItem *> children;
        children.reserve(g.rows.size());
        for (int n : g.rows) {
            const CleanupPlan::Item &i = m_plan.resources.at(n);
            auto *row = new QTreeWidgetItem({i.name, roleName(i.role), CleanupPlan::formatBytes(i.size),
                                             ageText(i.created, snapshot.taken), useText(i),
                                             i.stale ? i.reason : QString()});
            row->setData(NameCol, ItemIndexRole, n);
            row->setToolTip(NameCol, i.name);
            row->setToolTip(WhyCol, i.reason);
            row->setTextAlignment(SizeCol, Qt::AlignRight | Qt::AlignVCenter);
            if (!i.stale && !i.reason.isEmpty())
                row->setToolTip(UseCol, i.reason);
            children << row;
        }
        top->addChildren(children);
        tops << top;
        total += g.bytes;
        staleTotal += g.staleBytes;
        staleCount += g.stale;
    }
    m_tree->addTopLevelItems(tops);
    for (QTreeWidgetItem *top : std::as_const(tops))
        top->setExpanded(tops.size() <= 12);
    m_tree->setUpdatesEnabled(true);
    m_summary->setText(tr("%1 things in %2 groups, %3 in total; %4 stale (%5), %6 chosen by a cleanup.")
                           .arg(m_plan.resources.size())
                           .arg(groups.size())
                           .arg(CleanupPlan::formatBytes(total))
                           .arg(staleCount)
                           .arg(CleanupPlan::formatBytes(staleTotal))
                           .arg(m_plan.items.size()));
    m_refresh->setEnabled(true);
    m_clean->setEnabled(!m_plan.items.isEmpty() && !isCleaning());
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
    QList<CleanupPlan::Item> items = m_plan.items;
    for (const CleanupPlan::Item &i : std::as_const(m_plan.resources))
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
    const CleanupPlan plan = CleanupPlan::forProject(m_snapshot, projectDir, m_options);
    QList<CleanupPlan::Item> items = plan.items;
    for (const CleanupPlan::Item &i : plan.resources)
        if (i.running && i.kind == CleanupPlan::Kind::Container)
            items.append(i);
    openConfirmation(items, tr("Remove the Data of %1").arg(QDir(projectDir).dirName()));
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
