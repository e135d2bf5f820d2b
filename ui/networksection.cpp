// SPDX-License-Identifier: GPL-3.0-or-later
#include "networksection.h"

#include "allowlistmodel.h"
#include "icons.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "render/harness.h"

#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace aisb {

// The strings keep the editor's translation context (PolicyEditor::tr): they were its own.
NetworkSection::NetworkSection(QWidget *parent) : PolicySection(parent)
{
    buildMode();
    buildHosts();
    m_hostInput->installEventFilter(this);
    m_hostTable->installEventFilter(this);
}

void NetworkSection::buildMode()
{
    QGridLayout *grid = addHeading(PolicyEditor::tr("Network"),
                                   PolicyEditor::tr("What the sandbox may reach over the network."));
    auto *box = new QWidget;
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    m_modeGroup = new QButtonGroup(this);
    auto addChoice = [&](QRadioButton *&button, NetworkMode mode, const QString &title, const QString &text) {
        button = new QRadioButton(title, box);
        button->setObjectName(QStringLiteral("mode-") + toString(mode));
        m_modeGroup->addButton(button, int(mode));
        v->addWidget(button);
        QLabel *help = makeHelp(text, box);
        help->setContentsMargins(24, 0, 0, 6);
        v->addWidget(help);
        return help;
    };
    addChoice(m_modeAllowlist, NetworkMode::Allowlist, PolicyEditor::tr("Allowed hosts only (recommended)"),
              PolicyEditor::tr(
                  "Connections go through a filtering gate that lets through only the hosts listed below. "
                  "Everything else is refused and shows up in the session log."));
    addChoice(
        m_modeNone, NetworkMode::None, PolicyEditor::tr("No network"),
        PolicyEditor::tr(
            "The sandbox has no network at all. The safest choice when the agent needs nothing from the "
            "internet."));
    m_openWarning = addChoice(
        m_modeOpen, NetworkMode::Open, PolicyEditor::tr("Open network (not isolated)"),
        PolicyEditor::tr("Warning: the sandbox can reach every address, including your local network and "
                         "services on this computer. Use only for work you trust."));
    m_openWarning->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
    m_modeOpen->setStyleSheet(QStringLiteral("QRadioButton { color: #c01c28; }"));
    addRow(grid, {}, box, {PolicyDocument::NetworkMode});
    connect(m_modeGroup, &QButtonGroup::idClicked, this, [this](int id) {
        edit(
            PolicyDocument::NetworkMode, [id](Policy &p) { p.network.mode = NetworkMode(id); },
            PolicyEditor::tr("Change network mode"));
    });
}

void NetworkSection::buildHosts()
{
    QGridLayout *grid = addHeading(
        PolicyEditor::tr("Allowed Hosts"),
        PolicyEditor::tr("Host names the sandbox may connect to. An entry starting with a dot, like "
                         ".github.com, allows that domain and all its subdomains."));
    m_hostsBox = new QWidget;
    auto *v = new QVBoxLayout(m_hostsBox);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(4);
    m_hostsDisabled =
        makeHelp(PolicyEditor::tr("Only used in the “Allowed hosts only” network mode."), m_hostsBox);
    m_hostsDisabled->setVisible(false);
    v->addWidget(m_hostsDisabled);

    buildHostInput(v);
    buildHostTable(v);
    buildHostSuggestion(v);
    addRow(grid, {}, m_hostsBox, {PolicyDocument::NetworkAllow});
}

void NetworkSection::buildHostInput(QVBoxLayout *v)
{
    auto *addRowLayout = new QHBoxLayout;
    m_hostInput = new QLineEdit(m_hostsBox);
    m_hostInput->setObjectName(QStringLiteral("hostInput"));
    m_hostInput->setPlaceholderText(PolicyEditor::tr("example.com or .example.com — paste several at once"));
    m_hostInput->setClearButtonEnabled(true);
    m_hostInput->setAccessibleName(PolicyEditor::tr("Host to add"));
    m_addHost = new QPushButton(Icons::add(), PolicyEditor::tr("Add"), m_hostsBox);
    m_addHost->setObjectName(QStringLiteral("addHostButton"));
    m_addHost->setEnabled(false);
    auto *paste = new QPushButton(PolicyEditor::tr("Paste List"), m_hostsBox);
    paste->setToolTip(PolicyEditor::tr("Add every host from the clipboard, one per line"));
    addRowLayout->addWidget(m_hostInput, 1);
    addRowLayout->addWidget(m_addHost);
    addRowLayout->addWidget(paste);
    v->addLayout(addRowLayout);
    m_hostInputError = new QLabel(m_hostsBox);
    m_hostInputError->setObjectName(QStringLiteral("hostInputError"));
    m_hostInputError->setWordWrap(true);
    m_hostInputError->setMinimumWidth(1);
    m_hostInputError->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
    m_hostInputError->setVisible(false);
    v->addWidget(m_hostInputError);
    connect(m_hostInput, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_addHost->setEnabled(!text.trimmed().isEmpty());
        m_hostInputError->setVisible(false);
    });
    // "Allowed hosts only" with nothing allowed blocks everything: say so.
    m_emptyAllowWarning =
        makeHelp(PolicyEditor::tr("The list is empty: in “Allowed hosts only” mode the sandbox can reach "
                                  "no host at all. Add the hosts it needs, or choose “No network” if "
                                  "that is what you mean."),
                 m_hostsBox);
    m_emptyAllowWarning->setObjectName(QStringLiteral("emptyAllowWarning"));
    m_emptyAllowWarning->setStyleSheet(QStringLiteral("QLabel { color: #c64600; }"));
    m_emptyAllowWarning->setVisible(false);
    v->addWidget(m_emptyAllowWarning);
    connect(m_addHost, &QPushButton::clicked, this, &NetworkSection::addHostsFromInput);
    connect(m_hostInput, &QLineEdit::returnPressed, this, &NetworkSection::addHostsFromInput);
    connect(paste, &QPushButton::clicked, this, &NetworkSection::pasteHosts);
}

void NetworkSection::buildHostTable(QVBoxLayout *v)
{
    m_allowModel = new AllowlistModel(this);
    m_hostTable = new QTableView(m_hostsBox);
    m_hostTable->setObjectName(QStringLiteral("hostTable"));
    m_hostTable->setModel(m_allowModel);
    m_hostTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_hostTable->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                 QAbstractItemView::AnyKeyPressed);
    m_hostTable->verticalHeader()->setVisible(false);
    m_hostTable->horizontalHeader()->setStretchLastSection(true);
    m_hostTable->horizontalHeader()->setSectionResizeMode(AllowlistModel::HostColumn,
                                                          QHeaderView::Interactive);
    m_hostTable->horizontalHeader()->resizeSection(AllowlistModel::HostColumn, 240);
    m_hostTable->setWordWrap(false);
    m_hostTable->setTextElideMode(Qt::ElideMiddle);
    m_hostTable->verticalHeader()->setDefaultSectionSize(m_hostTable->fontMetrics().height() + 10);
    m_hostTable->horizontalHeader()->setSortIndicatorShown(false);
    m_hostTable->horizontalHeader()->setSectionsClickable(true);
    m_hostTable->horizontalHeader()->setToolTip(PolicyEditor::tr("Click to sort the list"));
    m_hostTable->setAlternatingRowColors(true);
    // Tab leaves the table (arrows move inside it) so the keyboard reaches the rest of the form.
    m_hostTable->setTabKeyNavigation(false);
    auto fitHosts = [this] { fitTableHeight(m_hostTable, 3, 12); };
    connect(m_allowModel, &QAbstractItemModel::rowsInserted, this, fitHosts);
    connect(m_allowModel, &QAbstractItemModel::rowsRemoved, this, fitHosts);
    connect(m_allowModel, &QAbstractItemModel::modelReset, this, fitHosts);
    fitHosts();
    m_hostTable->setAccessibleName(PolicyEditor::tr("Allowed hosts"));
    v->addWidget(m_hostTable);

    auto *buttons = new QHBoxLayout;
    m_removeHost = new QPushButton(Icons::remove(), PolicyEditor::tr("Remove"), m_hostsBox);
    m_removeHost->setObjectName(QStringLiteral("removeHostButton"));
    m_removeHost->setToolTip(PolicyEditor::tr("Remove the selected hosts (Delete)"));
    m_removeHost->setEnabled(false);
    auto *sort = new QPushButton(PolicyEditor::tr("Sort"), m_hostsBox);
    sort->setToolTip(PolicyEditor::tr("Sort the hosts alphabetically"));
    buttons->addWidget(m_removeHost);
    buttons->addWidget(sort);
    buttons->addStretch(1);
    v->addLayout(buttons);
    connect(m_removeHost, &QPushButton::clicked, this, &NetworkSection::removeSelectedHosts);
    connect(sort, &QPushButton::clicked, this, [this] { m_allowModel->sort(0); });
    connect(m_hostTable->horizontalHeader(), &QHeaderView::sectionClicked, this,
            [this](int section) { m_allowModel->sort(section); });
    connect(m_hostTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_removeHost->setEnabled(m_hostTable->selectionModel()->hasSelection()); });
    // Right-click: the table's actions where the pointer is.
    m_hostTable->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_hostTable, &QWidget::customContextMenuRequested, this, &NetworkSection::showHostMenu);
    connect(m_allowModel, &AllowlistModel::hostsEdited, this, [this](const QStringList &hosts) {
        edit(
            PolicyDocument::NetworkAllow, [hosts](Policy &p) { p.network.allow = hosts; },
            PolicyEditor::tr("Edit allowed hosts"));
    });
}

void NetworkSection::buildHostSuggestion(QVBoxLayout *v)
{
    // What the chosen agent needs, offered (never added silently).
    m_hostSuggestion = new QWidget(m_hostsBox);
    m_hostSuggestion->setObjectName(QStringLiteral("hostSuggestion"));
    auto *sh = new QHBoxLayout(m_hostSuggestion);
    sh->setContentsMargins(0, 0, 0, 0);
    auto *bulb = new QLabel(m_hostSuggestion);
    bulb->setPixmap(Icons::information().pixmap(16, 16));
    m_hostSuggestionText = makeHelp({}, m_hostSuggestion);
    auto *addSuggested = new QPushButton(Icons::add(), PolicyEditor::tr("Add These"), m_hostSuggestion);
    addSuggested->setObjectName(QStringLiteral("addSuggestedHostsButton"));
    sh->addWidget(bulb, 0, Qt::AlignTop);
    sh->addWidget(m_hostSuggestionText, 1);
    sh->addWidget(addSuggested, 0, Qt::AlignTop);
    m_hostSuggestion->setVisible(false);
    v->addWidget(m_hostSuggestion);
    connect(addSuggested, &QPushButton::clicked, this, [this] {
        Q_EMIT typingEnded();
        m_allowModel->addHosts(missingSuggestedHosts());
    });
}

void NetworkSection::showHostMenu(const QPoint &pos)
{
    const QModelIndex at = m_hostTable->indexAt(pos);
    if (at.isValid() && !m_hostTable->selectionModel()->isRowSelected(at.row(), {}))
        m_hostTable->selectRow(at.row());
    QStringList selected;
    for (const QModelIndex &idx : m_hostTable->selectionModel()->selectedRows())
        selected << m_allowModel->hosts().value(idx.row());
    QMenu menu(this);
    QAction *copy = menu.addAction(
        Icons::themed(QStringLiteral("edit-copy"), QStyle::SP_FileIcon), PolicyEditor::tr("&Copy"),
        [selected] { QApplication::clipboard()->setText(selected.join(QLatin1Char('\n'))); });
    copy->setEnabled(!selected.isEmpty());
    QAction *paste = menu.addAction(Icons::themed(QStringLiteral("edit-paste"), QStyle::SP_FileIcon),
                                    PolicyEditor::tr("&Paste Hosts"), this, &NetworkSection::pasteHosts);
    paste->setEnabled(!QApplication::clipboard()->text().trimmed().isEmpty());
    menu.addSeparator();
    QAction *remove = menu.addAction(Icons::remove(), PolicyEditor::tr("&Remove"), this,
                                     &NetworkSection::removeSelectedHosts);
    remove->setEnabled(!selected.isEmpty());
    menu.addAction(PolicyEditor::tr("&Sort"), this, [this] { m_allowModel->sort(0); });
    m_hostMenu = &menu;
    menu.exec(m_hostTable->viewport()->mapToGlobal(pos));
    m_hostMenu = nullptr;
}

void NetworkSection::openProject(const QString &projectDir, const QProcessEnvironment &environment)
{
    Q_UNUSED(projectDir)
    Q_UNUSED(environment)
    m_hostInputError->setVisible(false);
}

void NetworkSection::syncFields(const PolicyDocument &document)
{
    const Policy &p = document.effective();
    if (QAbstractButton *b = m_modeGroup->button(int(p.network.mode)); b && !b->isChecked()) {
        const QSignalBlocker blocker(m_modeGroup);
        b->setChecked(true);
    }
    const bool allowlist = p.network.mode == NetworkMode::Allowlist;
    m_hostsDisabled->setVisible(!allowlist);
    m_allowModel->setHosts(p.network.allow);

    const HarnessPreset *preset = findHarness(p.image.harness);
    const QString agent =
        preset ? QCoreApplication::translate("aisb::HarnessPreset", qPrintable(preset->title)) : QString();
    const QStringList hosts = missingSuggestedHosts();
    m_hostSuggestion->setVisible(!hosts.isEmpty() && allowlist);
    if (!hosts.isEmpty())
        m_hostSuggestionText->setText(
            PolicyEditor::tr("%1 usually needs: %2").arg(agent, hosts.join(QStringLiteral(", "))));
    m_emptyAllowWarning->setVisible(allowlist && p.network.allow.isEmpty());
}

void NetworkSection::syncEnabled(const PolicyDocument &document)
{
    m_hostsBox->setEnabled(!document.overridden(PolicyDocument::NetworkAllow) &&
                           m_policy.network.mode == NetworkMode::Allowlist);
}

QStringList NetworkSection::missingSuggestedHosts() const
{
    QStringList missing;
    const Policy &p = m_policy;
    if (const HarnessPreset *preset = findHarness(p.image.harness)) {
        for (const QString &host : preset->hosts) {
            // A listed ".domain" entry already covers the host.
            bool covered = p.network.allow.contains(host);
            for (const QString &entry : p.network.allow) {
                if (entry.startsWith(QLatin1Char('.')) && (host.endsWith(entry) || host == entry.mid(1)))
                    covered = true;
            }
            if (!covered)
                missing << host;
        }
    }
    return missing;
}

void NetworkSection::addHostsFromInput()
{
    const QStringList hosts = AllowlistModel::splitHostText(m_hostInput->text());
    if (hosts.isEmpty())
        return;
    // All or nothing: "not a host!" is one wrong entry, not three of which two get in.
    for (const QString &host : hosts) {
        const QString why = Grammar::hostName(host);
        if (!why.isEmpty()) {
            m_hostInputError->setText(
                hosts.size() == 1
                    ? PolicyEditor::tr("“%1” is not a host name: %2. Nothing was added.").arg(host, why)
                    : PolicyEditor::tr(
                          "“%1” is not a host name (%2), so nothing of “%3” was added. Separate several "
                          "hosts with spaces; each must be a name like example.com or .example.com.")
                          .arg(host, why, m_hostInput->text().trimmed()));
            m_hostInputError->setVisible(true);
            m_hostInput->setFocus();
            m_hostInput->selectAll();
            return;
        }
    }
    m_hostInputError->setVisible(false);
    m_hostInput->clear();
    Q_EMIT typingEnded();
    m_allowModel->addHosts(hosts);
    const int last = m_allowModel->rowCount() - 1;
    if (last >= 0)
        m_hostTable->scrollTo(m_allowModel->index(last, 0));
}

int NetworkSection::addHosts(const QStringList &hosts)
{
    Q_EMIT typingEnded();
    const int added = m_allowModel->addHosts(hosts);
    if (added > 0)
        m_hostTable->scrollTo(m_allowModel->index(m_allowModel->rowCount() - 1, 0));
    return added;
}

void NetworkSection::pasteHosts()
{
    const QStringList hosts = AllowlistModel::splitHostText(QApplication::clipboard()->text());
    const int added = m_allowModel->addHosts(hosts);
    Q_EMIT statusMessage(PolicyEditor::tr("Added %n host(s) from the clipboard.", nullptr, added));
}

void NetworkSection::removeSelectedHosts()
{
    QList<int> rows;
    const auto selected = m_hostTable->selectionModel()->selectedRows();
    for (const QModelIndex &idx : selected)
        rows << idx.row();
    if (rows.isEmpty())
        return;
    std::sort(rows.begin(), rows.end());
    QStringList hosts = m_allowModel->hosts();
    for (auto it = rows.crbegin(); it != rows.crend(); ++it)
        hosts.removeAt(*it);
    m_allowModel->setHosts(hosts);
    edit(
        PolicyDocument::NetworkAllow, [hosts](Policy &p) { p.network.allow = hosts; },
        PolicyEditor::tr("Remove %n host(s)", nullptr, int(rows.size())));
}

bool NetworkSection::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_hostInput && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Paste)) {
        // Several lines pasted at once become several hosts (a line edit would join them).
        const QString text = QApplication::clipboard()->text();
        if (text.contains(QLatin1Char('\n'))) {
            m_hostInput->insert(AllowlistModel::splitHostText(text).join(QLatin1Char(' ')));
            return true;
        }
    }
    if (watched == m_hostTable && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Delete) || key->key() == Qt::Key_Backspace) {
            removeSelectedHosts();
            return true;
        }
        if (key->matches(QKeySequence::Paste)) {
            pasteHosts();
            return true;
        }
    }
    return PolicySection::eventFilter(watched, event);
}

} // namespace aisb
