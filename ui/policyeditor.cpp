// SPDX-License-Identifier: GPL-3.0-or-later
#include "policyeditor.h"

#include "allowlistmodel.h"
#include "envmodel.h"
#include "envsourcedelegate.h"
#include "fieldorigin.h"
#include "icons.h"
#include "pathlistedit.h"
#include "policy/cacertificates.h"
#include "policy/trust.h"
#include "policy/validation.h"
#include "policydocument.h"
#include "policyeditcommand.h"
#include "policypreview.h"
#include "policyreviewdialog.h"
#include "render/harness.h"
#include "sizeedit.h"

#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFontDatabase>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>

namespace aisb {

namespace {
QLabel *makeHelp(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, pal.color(QPalette::Disabled, QPalette::WindowText).darker(130));
    label->setPalette(pal);
    return label;
}

// A table in a scrolling form grows with its rows (within limits) instead of scrolling itself.
void fitTableHeight(QTableView *table, int minRows, int maxRows)
{
    const int rows = std::clamp(table->model()->rowCount(), minRows, maxRows);
    const int h = table->horizontalHeader()->sizeHint().height() +
                  rows * table->verticalHeader()->defaultSectionSize() + 2 * table->frameWidth() + 2;
    table->setFixedHeight(h);
}

void setTextIfDifferent(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text) {
        const QSignalBlocker blocker(edit);
        edit->setText(text);
    }
}

QString mountText(const ExtraMount &m)
{
    return QStringLiteral("%1  →  %2  (%3)")
        .arg(QDir::toNativeSeparators(m.source), m.target,
             m.mode == MountMode::ReadOnly ? PolicyEditor::tr("read-only") : PolicyEditor::tr("read-write"));
}
} // namespace

PolicyEditor::PolicyEditor(QWidget *parent)
    : QWidget(parent), m_document(new PolicyDocument(this)), m_undo(new QUndoStack(this)),
      m_watcher(new QFileSystemWatcher(this))
{
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Z)});
    m_undoAction->setIcon(Icons::themed(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack));
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_redoAction->setIcon(Icons::themed(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward));
    // Reachable by keyboard wherever the editor lives (the main window adds them to its menu too).
    addAction(m_undoAction);
    addAction(m_redoAction);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);

    m_externalBanner = makeBanner(QStringLiteral("externalChangeBanner"), QStringLiteral("warning"));
    {
        auto *row = static_cast<QHBoxLayout *>(m_externalBanner->layout());
        m_externalText = m_externalBanner->findChild<QLabel *>(QStringLiteral("bannerText"));
        m_externalText->setText(
            tr("The policy file was changed on disk by another program — possibly the agent. "
               "Reload it, or keep your version and overwrite it when you save."));
        auto *diff = new QPushButton(tr("Show Differences…"), m_externalBanner);
        diff->setObjectName(QStringLiteral("showDiffButton"));
        auto *reload = new QPushButton(tr("Reload"), m_externalBanner);
        reload->setObjectName(QStringLiteral("reloadButton"));
        auto *keep = new QPushButton(tr("Keep Mine"), m_externalBanner);
        keep->setObjectName(QStringLiteral("keepMineButton"));
        row->addWidget(diff);
        row->addWidget(reload);
        row->addWidget(keep);
        connect(diff, &QPushButton::clicked, this, &PolicyEditor::showDiff);
        connect(reload, &QPushButton::clicked, this, &PolicyEditor::reload);
        connect(keep, &QPushButton::clicked, this, &PolicyEditor::keepMine);
    }
    layout->addWidget(m_externalBanner);

    m_saveBanner = makeBanner(QStringLiteral("saveErrorBanner"), QStringLiteral("error"));
    m_saveText = m_saveBanner->findChild<QLabel *>(QStringLiteral("bannerText"));
    layout->addWidget(m_saveBanner);

    m_trustBanner = makeBanner(QStringLiteral("trustBanner"), QStringLiteral("warning"));
    m_trustText = m_trustBanner->findChild<QLabel *>(QStringLiteral("bannerText"));
    {
        auto *review = new QPushButton(tr("Review and Approve…"), m_trustBanner);
        review->setObjectName(QStringLiteral("reviewTrustButton"));
        static_cast<QHBoxLayout *>(m_trustBanner->layout())->addWidget(review);
        connect(review, &QPushButton::clicked, this, &PolicyEditor::reviewTrust);
    }
    layout->addWidget(m_trustBanner);

    m_fileBanner = makeBanner(QStringLiteral("fileIssueBanner"), QStringLiteral("warning"));
    m_fileText = m_fileBanner->findChild<QLabel *>(QStringLiteral("bannerText"));
    layout->addWidget(m_fileBanner);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("policySplitter"));
    // The form always shows; the preview can be collapsed (dragged shut, or the Preview toggle).
    m_splitter->setChildrenCollapsible(true);
    auto *scroll = new QScrollArea(m_splitter);
    m_scroll = scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    QWidget *form = buildForm();
    scroll->setWidget(form);
    // The form wraps its text; it never needs to scroll sideways.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(
        std::max(420, form->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width()));
    m_preview = new PolicyPreview(m_splitter);
    m_preview->setMinimumWidth(280);
    m_splitter->addWidget(scroll);
    m_splitter->addWidget(m_preview);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({560, 440});
    m_splitter->setCollapsible(0, false);
    m_splitter->setCollapsible(1, true);
    layout->addWidget(m_splitter, 1);

    // Save bar: where the edits stand, and the two things to do about them.
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 0, 0, 0);
    m_stateLabel = new QLabel(this);
    m_stateLabel->setObjectName(QStringLiteral("policyState"));
    m_revertButton = new QPushButton(
        Icons::themed(QStringLiteral("document-revert"), QStyle::SP_DialogResetButton), tr("Revert"), this);
    m_revertButton->setToolTip(
        tr("Go back to the saved file (asks first; Edit > Undo brings the changes back)"));
    m_saveButton = new QPushButton(Icons::save(), tr("Save"), this);
    m_saveButton->setObjectName(QStringLiteral("savePolicyButton"));
    m_saveButton->setToolTip(tr("Save the project policy and approve it for sessions (Ctrl+S)"));
    m_previewToggle = new QToolButton(this);
    m_previewToggle->setObjectName(QStringLiteral("previewToggle"));
    m_previewToggle->setCheckable(true);
    m_previewToggle->setChecked(true);
    m_previewToggle->setText(tr("Preview"));
    m_previewToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_previewToggle->setIcon(
        Icons::themed(QStringLiteral("view-split-left-right"), QStyle::SP_FileDialogDetailedView));
    m_previewToggle->setToolTip(tr("Show or hide the preview of what the policy produces"));
    connect(m_previewToggle, &QToolButton::toggled, this, &PolicyEditor::setPreviewVisible);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] {
        const QSignalBlocker blocker(m_previewToggle);
        m_previewToggle->setChecked(m_splitter->sizes().value(1) > 0);
    });
    bar->addWidget(m_previewToggle);
    bar->addWidget(m_stateLabel, 1);
    bar->addWidget(m_revertButton);
    bar->addWidget(m_saveButton);
    layout->addLayout(bar);
    connect(m_saveButton, &QPushButton::clicked, this, [this] { save(); });
    m_revertButton->setObjectName(QStringLiteral("revertPolicyButton"));
    connect(m_revertButton, &QPushButton::clicked, this, &PolicyEditor::revert);
    connect(this, &PolicyEditor::modifiedChanged, this, &PolicyEditor::updateSaveBar);

    connect(m_document, &PolicyDocument::changed, this, &PolicyEditor::syncFromDocument);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this] {
        const bool modified = isModified();
        if (modified != m_wasModified) {
            m_wasModified = modified;
            Q_EMIT modifiedChanged(modified);
        }
    });
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &PolicyEditor::checkDisk);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &PolicyEditor::checkDisk);

    // Undo/redo keys go to the policy's history, not to the focused line edit's own.
    const auto children = findChildren<QWidget *>();
    for (QWidget *w : children) {
        if (qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractSpinBox *>(w) ||
            qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractItemView *>(w)) {
            w->installEventFilter(this);
            if (qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w))
                w->setFocusPolicy(Qt::StrongFocus);
        }
    }
    setEnabled(false);
}

PolicyEditor::~PolicyEditor()
{
    // Children are destroyed after this class is gone; their last signals must not reach it.
    m_undo->disconnect(this);
    m_document->disconnect(this);
    m_watcher->disconnect(this);
    disconnect(this, nullptr, this, nullptr);
}

void PolicyEditor::setPreviewVisible(bool visible)
{
    const QList<int> sizes = m_splitter->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    if (visible && sizes.value(1) == 0)
        m_splitter->setSizes({total - std::max(m_preview->minimumWidth(), total * 2 / 5),
                              std::max(m_preview->minimumWidth(), total * 2 / 5)});
    else if (!visible)
        m_splitter->setSizes({total, 0});
    const QSignalBlocker blocker(m_previewToggle);
    m_previewToggle->setChecked(visible);
}

bool PolicyEditor::isPreviewVisible() const
{
    return m_splitter->sizes().value(1) > 0;
}

void PolicyEditor::showEnvironmentVariable(const QString &name)
{
    int row = -1;
    const QList<EnvModel::Entry> entries = m_envModel->entries();
    for (int i = 0; i < entries.size(); ++i)
        if (entries.at(i).name == name)
            row = i;
    m_scroll->ensureWidgetVisible(m_envTable, 0, 40);
    m_envTable->setFocus(Qt::OtherFocusReason);
    if (row >= 0) {
        m_envTable->selectRow(row);
        m_envTable->scrollTo(m_envModel->index(row, 0));
    }
}

QFrame *PolicyEditor::makeBanner(const QString &objectName, const QString &kind)
{
    auto *banner = new QFrame(this);
    banner->setObjectName(objectName);
    const bool error = kind == QLatin1String("error");
    banner->setStyleSheet(error ? QStringLiteral("QFrame#%1 { background: rgba(192,28,40,0.12); border: 1px "
                                                 "solid rgba(192,28,40,0.55); border-radius: 4px; }")
                                      .arg(objectName)
                                : QStringLiteral("QFrame#%1 { background: rgba(229,165,10,0.16); border: 1px "
                                                 "solid rgba(229,165,10,0.65); border-radius: 4px; }")
                                      .arg(objectName));
    auto *row = new QHBoxLayout(banner);
    row->setContentsMargins(8, 6, 8, 6);
    auto *icon = new QLabel(banner);
    icon->setPixmap((error ? Icons::error() : Icons::warning()).pixmap(22, 22));
    icon->setAlignment(Qt::AlignTop);
    auto *text = new QLabel(banner);
    text->setObjectName(QStringLiteral("bannerText"));
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(icon, 0, Qt::AlignTop);
    row->addWidget(text, 1);
    banner->setVisible(false);
    return banner;
}

QGridLayout *PolicyEditor::addSection(QVBoxLayout *form, const QString &title, const QString &description)
{
    auto *section = new QWidget;
    auto *v = new QVBoxLayout(section);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(4);
    auto *headerRow = new QHBoxLayout;
    headerRow->setContentsMargins(0, 0, 0, 0);
    auto *header = new QLabel(title, section);
    QFont f = header->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    header->setFont(f);
    header->setAccessibleName(title);
    headerRow->addWidget(header, 1, Qt::AlignBottom);
    v->addLayout(headerRow);
    m_sectionHeader = headerRow;
    auto *line = new QFrame(section);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    v->addWidget(line);
    if (!description.isEmpty())
        v->addWidget(makeHelp(description, section));
    auto *grid = new QGridLayout;
    grid->setContentsMargins(0, 4, 0, 0);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(6);
    grid->setColumnStretch(1, 1);
    v->addLayout(grid);
    form->addWidget(section);
    form->addSpacing(14);
    return grid;
}

PolicyEditor::Row &PolicyEditor::addRow(QGridLayout *grid, const QString &label, QWidget *field,
                                        const QStringList &keys, const QString &help)
{
    const int r = grid->rowCount();
    Row row;
    row.keys = keys;
    row.field = field;
    if (!label.isEmpty()) {
        auto *l = new QLabel(label, grid->parentWidget());
        l->setBuddy(field);
        l->setAlignment(Qt::AlignRight | Qt::AlignTop);
        l->setContentsMargins(0, 4, 0, 0);
        grid->addWidget(l, r, 0);
        grid->addWidget(field, r, 1);
    } else {
        grid->addWidget(field, r, 0, 1, 2);
    }
    row.origin = new FieldOrigin(keys, grid->parentWidget());
    if (label.isEmpty() && m_sectionHeader) {
        // A section that is one field shows its origin on the section's title line.
        grid->addWidget(field, r, 0, 1, 3);
        m_sectionHeader->addWidget(row.origin, 0, Qt::AlignBottom);
    } else {
        grid->addWidget(row.origin, r, 2, Qt::AlignTop | Qt::AlignRight);
    }
    connect(row.origin, &FieldOrigin::resetRequested, this, &PolicyEditor::resetFields);
    int next = r + 1;
    if (!help.isEmpty()) {
        grid->addWidget(makeHelp(help, grid->parentWidget()), next, 1);
        ++next;
    }
    row.error = new QLabel(grid->parentWidget());
    row.error->setObjectName(QStringLiteral("error:") + keys.value(0));
    row.error->setWordWrap(true);
    row.error->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
    row.error->setVisible(false);
    grid->addWidget(row.error, next, label.isEmpty() ? 0 : 1, 1, label.isEmpty() ? 3 : 1);
    m_rows << row;
    for (const QString &k : keys)
        m_rowOfKey.insert(k, int(m_rows.size()) - 1);
    return m_rows.last();
}

QWidget *PolicyEditor::buildForm()
{
    auto *page = new QWidget;
    auto *form = new QVBoxLayout(page);
    form->setContentsMargins(12, 10, 16, 10);
    form->setSpacing(0);
    buildNetwork(form);
    buildHosts(form);
    buildEnvironment(form);
    buildLimits(form);
    buildMounts(form);
    buildImage(form);
    form->addStretch(1);
    return page;
}

void PolicyEditor::buildNetwork(QVBoxLayout *form)
{
    QGridLayout *grid = addSection(form, tr("Network"), tr("What the sandbox may reach over the network."));
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
    addChoice(m_modeAllowlist, NetworkMode::Allowlist, tr("Allowed hosts only (recommended)"),
              tr("Connections go through a filtering gate that lets through only the hosts listed below. "
                 "Everything else is refused and shows up in the session log."));
    addChoice(m_modeNone, NetworkMode::None, tr("No network"),
              tr("The sandbox has no network at all. The safest choice when the agent needs nothing from the "
                 "internet."));
    m_openWarning =
        addChoice(m_modeOpen, NetworkMode::Open, tr("Open network (not isolated)"),
                  tr("Warning: the sandbox can reach every address, including your local network and "
                     "services on this computer. Use only for work you trust."));
    m_openWarning->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
    m_modeOpen->setStyleSheet(QStringLiteral("QRadioButton { color: #c01c28; }"));
    addRow(grid, {}, box, {PolicyDocument::NetworkMode});
    connect(m_modeGroup, &QButtonGroup::idClicked, this, [this](int id) {
        edit(
            PolicyDocument::NetworkMode, [id](Policy &p) { p.network.mode = NetworkMode(id); },
            tr("Change network mode"));
    });
}

void PolicyEditor::buildHosts(QVBoxLayout *form)
{
    QGridLayout *grid =
        addSection(form, tr("Allowed Hosts"),
                   tr("Host names the sandbox may connect to. An entry starting with a dot, like "
                      ".github.com, allows that domain and all its subdomains."));
    m_hostsBox = new QWidget;
    auto *v = new QVBoxLayout(m_hostsBox);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(4);
    m_hostsDisabled = makeHelp(tr("Only used in the “Allowed hosts only” network mode."), m_hostsBox);
    m_hostsDisabled->setVisible(false);
    v->addWidget(m_hostsDisabled);

    auto *addRowLayout = new QHBoxLayout;
    m_hostInput = new QLineEdit(m_hostsBox);
    m_hostInput->setObjectName(QStringLiteral("hostInput"));
    m_hostInput->setPlaceholderText(tr("example.com or .example.com — paste several at once"));
    m_hostInput->setClearButtonEnabled(true);
    m_hostInput->setAccessibleName(tr("Host to add"));
    auto *add = new QPushButton(Icons::add(), tr("Add"), m_hostsBox);
    add->setObjectName(QStringLiteral("addHostButton"));
    add->setEnabled(false);
    m_addHost = add;
    auto *paste = new QPushButton(tr("Paste List"), m_hostsBox);
    paste->setToolTip(tr("Add every host from the clipboard, one per line"));
    addRowLayout->addWidget(m_hostInput, 1);
    addRowLayout->addWidget(add);
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
    m_emptyAllowWarning = makeHelp(tr("The list is empty: in “Allowed hosts only” mode the sandbox can reach "
                                      "no host at all. Add the hosts it needs, or choose “No network” if "
                                      "that is what you mean."),
                                   m_hostsBox);
    m_emptyAllowWarning->setObjectName(QStringLiteral("emptyAllowWarning"));
    m_emptyAllowWarning->setStyleSheet(QStringLiteral("QLabel { color: #c64600; }"));
    m_emptyAllowWarning->setVisible(false);
    v->addWidget(m_emptyAllowWarning);

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
    m_hostTable->horizontalHeader()->setToolTip(tr("Click to sort the list"));
    m_hostTable->setAlternatingRowColors(true);
    // Tab leaves the table (arrows move inside it) so the keyboard reaches the rest of the form.
    m_hostTable->setTabKeyNavigation(false);
    auto fitHosts = [this] { fitTableHeight(m_hostTable, 3, 12); };
    connect(m_allowModel, &QAbstractItemModel::rowsInserted, this, fitHosts);
    connect(m_allowModel, &QAbstractItemModel::rowsRemoved, this, fitHosts);
    connect(m_allowModel, &QAbstractItemModel::modelReset, this, fitHosts);
    fitHosts();
    m_hostTable->setAccessibleName(tr("Allowed hosts"));
    v->addWidget(m_hostTable);

    auto *buttons = new QHBoxLayout;
    m_removeHost = new QPushButton(Icons::remove(), tr("Remove"), m_hostsBox);
    m_removeHost->setObjectName(QStringLiteral("removeHostButton"));
    m_removeHost->setToolTip(tr("Remove the selected hosts (Delete)"));
    m_removeHost->setEnabled(false);
    auto *sort = new QPushButton(tr("Sort"), m_hostsBox);
    sort->setToolTip(tr("Sort the hosts alphabetically"));
    buttons->addWidget(m_removeHost);
    buttons->addWidget(sort);
    buttons->addStretch(1);
    v->addLayout(buttons);

    // What the chosen agent needs, offered (never added silently).
    m_hostSuggestion = new QWidget(m_hostsBox);
    m_hostSuggestion->setObjectName(QStringLiteral("hostSuggestion"));
    auto *sh = new QHBoxLayout(m_hostSuggestion);
    sh->setContentsMargins(0, 0, 0, 0);
    auto *bulb = new QLabel(m_hostSuggestion);
    bulb->setPixmap(Icons::information().pixmap(16, 16));
    m_hostSuggestionText = makeHelp({}, m_hostSuggestion);
    auto *addSuggested = new QPushButton(Icons::add(), tr("Add These"), m_hostSuggestion);
    addSuggested->setObjectName(QStringLiteral("addSuggestedHostsButton"));
    sh->addWidget(bulb, 0, Qt::AlignTop);
    sh->addWidget(m_hostSuggestionText, 1);
    sh->addWidget(addSuggested, 0, Qt::AlignTop);
    m_hostSuggestion->setVisible(false);
    v->addWidget(m_hostSuggestion);
    connect(addSuggested, &QPushButton::clicked, this, [this] {
        ++m_typingSerial;
        m_allowModel->addHosts(missingSuggestedHosts());
    });

    addRow(grid, {}, m_hostsBox, {PolicyDocument::NetworkAllow});

    connect(add, &QPushButton::clicked, this, &PolicyEditor::addHostsFromInput);
    connect(m_hostInput, &QLineEdit::returnPressed, this, &PolicyEditor::addHostsFromInput);
    connect(paste, &QPushButton::clicked, this, &PolicyEditor::pasteHosts);
    connect(m_removeHost, &QPushButton::clicked, this, &PolicyEditor::removeSelectedHosts);
    connect(sort, &QPushButton::clicked, this, [this] { m_allowModel->sort(0); });
    connect(m_hostTable->horizontalHeader(), &QHeaderView::sectionClicked, this,
            [this](int section) { m_allowModel->sort(section); });
    connect(m_hostTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_removeHost->setEnabled(m_hostTable->selectionModel()->hasSelection()); });
    // Right-click: the table's actions where the pointer is.
    m_hostTable->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_hostTable, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex at = m_hostTable->indexAt(pos);
        if (at.isValid() && !m_hostTable->selectionModel()->isRowSelected(at.row(), {}))
            m_hostTable->selectRow(at.row());
        QStringList selected;
        for (const QModelIndex &idx : m_hostTable->selectionModel()->selectedRows())
            selected << m_allowModel->hosts().value(idx.row());
        QMenu menu(this);
        QAction *copy = menu.addAction(
            Icons::themed(QStringLiteral("edit-copy"), QStyle::SP_FileIcon), tr("&Copy"),
            [selected] { QApplication::clipboard()->setText(selected.join(QLatin1Char('\n'))); });
        copy->setEnabled(!selected.isEmpty());
        QAction *paste = menu.addAction(Icons::themed(QStringLiteral("edit-paste"), QStyle::SP_FileIcon),
                                        tr("&Paste Hosts"), this, &PolicyEditor::pasteHosts);
        paste->setEnabled(!QApplication::clipboard()->text().trimmed().isEmpty());
        menu.addSeparator();
        QAction *remove =
            menu.addAction(Icons::remove(), tr("&Remove"), this, &PolicyEditor::removeSelectedHosts);
        remove->setEnabled(!selected.isEmpty());
        menu.addAction(tr("&Sort"), this, [this] { m_allowModel->sort(0); });
        m_hostMenu = &menu;
        menu.exec(m_hostTable->viewport()->mapToGlobal(pos));
        m_hostMenu = nullptr;
    });
    connect(m_allowModel, &AllowlistModel::hostsEdited, this, [this](const QStringList &hosts) {
        edit(
            PolicyDocument::NetworkAllow, [hosts](Policy &p) { p.network.allow = hosts; },
            tr("Edit allowed hosts"));
    });
}

void PolicyEditor::buildEnvironment(QVBoxLayout *form)
{
    QGridLayout *grid =
        addSection(form, tr("Environment"),
                   tr("Only the variables named here exist in the sandbox. Values passed from this "
                      "computer are never shown; secrets are also kept out of every log."));
    auto *box = new QWidget;
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(4);
    auto *addLayout = new QHBoxLayout;
    m_envName = new QLineEdit(box);
    m_envName->setObjectName(QStringLiteral("envNameInput"));
    m_envName->setPlaceholderText(tr("NAME or PREFIX_*"));
    m_envName->setAccessibleName(tr("Variable name"));
    m_envSource = new QComboBox(box);
    m_envSource->setObjectName(QStringLiteral("envSourceCombo"));
    for (EnvModel::Source s : {EnvModel::Source::Pass, EnvModel::Source::Secret, EnvModel::Source::Set})
        m_envSource->addItem(EnvModel::sourceName(s), int(s));
    m_envValue = new QLineEdit(box);
    m_envValue->setObjectName(QStringLiteral("envValueInput"));
    m_envValue->setPlaceholderText(tr("value"));
    m_envValue->setEnabled(false);
    m_envValue->setAccessibleName(tr("Variable value"));
    auto *add = new QPushButton(Icons::add(), tr("Add"), box);
    add->setObjectName(QStringLiteral("addEnvButton"));
    add->setEnabled(false);
    m_addEnv = add;
    connect(m_envName, &QLineEdit::textChanged, add,
            [add](const QString &text) { add->setEnabled(!text.trimmed().isEmpty()); });
    addLayout->addWidget(m_envName, 2);
    addLayout->addWidget(m_envSource);
    addLayout->addWidget(m_envValue, 2);
    addLayout->addWidget(add);
    v->addLayout(addLayout);

    m_envModel = new EnvModel(this);
    m_envTable = new QTableView(box);
    m_envTable->setObjectName(QStringLiteral("envTable"));
    m_envTable->setModel(m_envModel);
    m_envTable->setItemDelegate(new EnvSourceDelegate(m_envTable));
    m_envTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_envTable->verticalHeader()->setVisible(false);
    m_envTable->horizontalHeader()->setStretchLastSection(true);
    m_envTable->horizontalHeader()->resizeSection(EnvModel::NameColumn, 170);
    m_envTable->horizontalHeader()->resizeSection(EnvModel::SourceColumn, 130);
    m_envTable->setAlternatingRowColors(true);
    m_envTable->setTabKeyNavigation(false);
    m_envTable->setWordWrap(false);
    m_envTable->verticalHeader()->setDefaultSectionSize(m_envTable->fontMetrics().height() + 10);
    auto fitEnv = [this] { fitTableHeight(m_envTable, 3, 12); };
    connect(m_envModel, &QAbstractItemModel::rowsInserted, this, fitEnv);
    connect(m_envModel, &QAbstractItemModel::rowsRemoved, this, fitEnv);
    connect(m_envModel, &QAbstractItemModel::modelReset, this, fitEnv);
    fitEnv();
    m_envTable->setAccessibleName(tr("Environment variables"));
    v->addWidget(m_envTable);
    auto *buttons = new QHBoxLayout;
    m_removeEnv = new QPushButton(Icons::remove(), tr("Remove"), box);
    m_removeEnv->setEnabled(false);
    buttons->addWidget(m_removeEnv);
    buttons->addStretch(1);
    v->addLayout(buttons);

    // "Set to value" entries that look like credentials are in the file in plain text: say so, and
    // offer the move to "Secret from host".
    m_plainSecrets = new QWidget(box);
    m_plainSecrets->setObjectName(QStringLiteral("plainSecrets"));
    auto *ps = new QHBoxLayout(m_plainSecrets);
    ps->setContentsMargins(0, 0, 0, 0);
    auto *psIcon = new QLabel(m_plainSecrets);
    psIcon->setPixmap(Icons::warning().pixmap(16, 16));
    m_plainSecretsText = new QLabel(m_plainSecrets);
    m_plainSecretsText->setObjectName(QStringLiteral("plainSecretsText"));
    m_plainSecretsText->setWordWrap(true);
    m_plainSecretsText->setMinimumWidth(1);
    auto *move = new QPushButton(tr("Move to Secret from Host"), m_plainSecrets);
    move->setObjectName(QStringLiteral("moveToSecretButton"));
    move->setToolTip(tr("Pass these variables from this computer instead (never shown or logged); their "
                        "values leave the project file when you save"));
    ps->addWidget(psIcon, 0, Qt::AlignTop);
    ps->addWidget(m_plainSecretsText, 1);
    ps->addWidget(move, 0, Qt::AlignTop);
    m_plainSecrets->setVisible(false);
    v->addWidget(m_plainSecrets);
    connect(move, &QPushButton::clicked, this, [this] {
        const QStringList names = m_envModel->plainTextSecrets();
        if (m_envModel->moveToSecret(names))
            Q_EMIT statusMessage(tr("%1 now come(s) from this computer as secret(s); set them there before "
                                    "launching.",
                                    nullptr, int(names.size()))
                                     .arg(names.join(QStringLiteral(", "))));
    });

    m_envSuggestion = new QWidget(box);
    m_envSuggestion->setObjectName(QStringLiteral("envSuggestion"));
    auto *se = new QHBoxLayout(m_envSuggestion);
    se->setContentsMargins(0, 0, 0, 0);
    auto *bulb = new QLabel(m_envSuggestion);
    bulb->setPixmap(Icons::information().pixmap(16, 16));
    m_envSuggestionText = makeHelp({}, m_envSuggestion);
    auto *addSecrets = new QPushButton(Icons::add(), tr("Add as Secrets"), m_envSuggestion);
    addSecrets->setObjectName(QStringLiteral("addSuggestedEnvButton"));
    se->addWidget(bulb, 0, Qt::AlignTop);
    se->addWidget(m_envSuggestionText, 1);
    se->addWidget(addSecrets, 0, Qt::AlignTop);
    m_envSuggestion->setVisible(false);
    v->addWidget(m_envSuggestion);
    connect(addSecrets, &QPushButton::clicked, this, [this] {
        const QStringList names = missingSuggestedEnv();
        edit(
            {PolicyDocument::EnvPass, PolicyDocument::EnvSecrets},
            [names](Policy &p) {
                for (const QString &n : names) {
                    p.env.pass << n;
                    if (!p.env.secrets.contains(n))
                        p.env.secrets << n;
                }
            },
            tr("Add the agent's variables"));
    });
    addRow(grid, {}, box, {PolicyDocument::EnvPass, PolicyDocument::EnvSet, PolicyDocument::EnvSecrets});

    connect(m_envSource, &QComboBox::currentIndexChanged, this, [this] {
        m_envValue->setEnabled(m_envSource->currentData().toInt() == int(EnvModel::Source::Set));
    });
    connect(add, &QPushButton::clicked, this, &PolicyEditor::addEnvFromInput);
    connect(m_envName, &QLineEdit::returnPressed, this, &PolicyEditor::addEnvFromInput);
    connect(m_envValue, &QLineEdit::returnPressed, this, &PolicyEditor::addEnvFromInput);
    connect(m_removeEnv, &QPushButton::clicked, this, &PolicyEditor::removeSelectedEnv);
    connect(m_envTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_removeEnv->setEnabled(m_envTable->selectionModel()->hasSelection()); });
    connect(m_envModel, &EnvModel::envEdited, this, [this](const Policy::Env &env) {
        edit(
            {PolicyDocument::EnvPass, PolicyDocument::EnvSet, PolicyDocument::EnvSecrets},
            [env](Policy &p) { p.env = env; }, tr("Edit environment"));
    });
}

void PolicyEditor::buildLimits(QVBoxLayout *form)
{
    QGridLayout *grid = addSection(form, tr("Limits"), tr("Resources one session may use."));
    m_memory = new SizeEdit;
    m_memory->setObjectName(QStringLiteral("memoryEdit"));
    m_memory->setNoLimitText(tr("No limit"));
    addRow(grid, tr("&Memory:"), m_memory, {PolicyDocument::LimitsMemory},
           tr("0 or empty means no limit: a session may use all of this computer's memory."));
    connect(m_memory, &SizeEdit::valueEdited, this, [this](const QString &v) {
        edit(
            PolicyDocument::LimitsMemory, [v](Policy &p) { p.limits.memory = v; }, tr("Change memory limit"),
            true);
    });

    m_cpus = new QDoubleSpinBox;
    m_cpus->setObjectName(QStringLiteral("cpusEdit"));
    m_cpus->setRange(0, 256);
    m_cpus->setDecimals(1);
    m_cpus->setSingleStep(0.5);
    m_cpus->setSpecialValueText(tr("No limit"));
    m_cpus->setSuffix(tr(" cores"));
    m_cpus->setMaximumWidth(160);
    addRow(grid, tr("&CPUs:"), m_cpus, {PolicyDocument::LimitsCpus});
    connect(m_cpus, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(
            PolicyDocument::LimitsCpus, [v](Policy &p) { p.limits.cpus = v; }, tr("Change CPU limit"), true);
    });

    m_pids = new QSpinBox;
    m_pids->setObjectName(QStringLiteral("pidsEdit"));
    m_pids->setRange(0, 1000000);
    m_pids->setSpecialValueText(tr("No limit"));
    m_pids->setMaximumWidth(160);
    addRow(grid, tr("Pr&ocesses:"), m_pids, {PolicyDocument::LimitsPids});
    connect(m_pids, &QSpinBox::valueChanged, this, [this](int v) {
        edit(
            PolicyDocument::LimitsPids, [v](Policy &p) { p.limits.pids = v; }, tr("Change process limit"),
            true);
    });

    m_tmpSize = new SizeEdit;
    m_tmpSize->setObjectName(QStringLiteral("tmpSizeEdit"));
    m_tmpSize->setNoLimitText(tr("Default"));
    addRow(grid, tr("/&tmp size:"), m_tmpSize, {PolicyDocument::LimitsTmpSize});
    connect(m_tmpSize, &SizeEdit::valueEdited, this, [this](const QString &v) {
        edit(
            PolicyDocument::LimitsTmpSize, [v](Policy &p) { p.limits.tmpSize = v; }, tr("Change /tmp size"),
            true);
    });

    // Only what `exec` and the MCP server accept: 1 s to 24 h. 0 (no timeout) is valid in a file (`run`
    // does not use it) but exec refuses it, so it is not offered; a file that says 0 is shown as
    // such (syncFromDocument) until another value is chosen.
    m_execTimeout = new QSpinBox;
    m_execTimeout->setObjectName(QStringLiteral("execTimeoutEdit"));
    m_execTimeout->setRange(1, 24 * 3600);
    m_execTimeout->setSuffix(tr(" s"));
    m_execTimeout->setMaximumWidth(160);
    addRow(grid, tr("E&xec timeout:"), m_execTimeout, {PolicyDocument::LimitsExecTimeout},
           tr("How long one command of ai-sandbox exec or the MCP server may take unless the call asks "
              "for less (1 s to 24 h)."));
    connect(m_execTimeout, &QSpinBox::valueChanged, this, [this](int v) {
        edit(
            PolicyDocument::LimitsExecTimeout, [v](Policy &p) { p.limits.execTimeoutSec = v; },
            tr("Change exec timeout"), true);
    });
}

void PolicyEditor::buildMounts(QVBoxLayout *form)
{
    QGridLayout *grid =
        addSection(form, tr("Files"),
                   tr("The project folder is the only part of this computer the sandbox sees, at /project."));
    auto *access = new QWidget;
    auto *h = new QHBoxLayout(access);
    h->setContentsMargins(0, 0, 0, 0);
    m_projectRw = new QRadioButton(tr("Read and write"), access);
    m_projectRo = new QRadioButton(tr("Read only"), access);
    auto *group = new QButtonGroup(access);
    group->addButton(m_projectRw, int(MountMode::ReadWrite));
    group->addButton(m_projectRo, int(MountMode::ReadOnly));
    h->addWidget(m_projectRw);
    h->addWidget(m_projectRo);
    h->addStretch(1);
    addRow(grid, tr("Project:"), access, {PolicyDocument::MountsProject});
    connect(group, &QButtonGroup::idClicked, this, [this](int id) {
        edit(
            PolicyDocument::MountsProject, [id](Policy &p) { p.mounts.project = MountMode(id); },
            tr("Change project access"));
    });

    m_masked = new PathListEdit;
    m_masked->setObjectName(QStringLiteral("maskedEdit"));
    m_masked->setPlaceholderText(tr(".env or secrets/"));
    addRow(grid, tr("Hidden:"), m_masked, {PolicyDocument::MountsMasked},
           tr("Paths inside the project the sandbox cannot see, such as files with credentials."));
    connect(m_masked, &PathListEdit::pathsEdited, this, [this](const QStringList &paths) {
        edit(
            PolicyDocument::MountsMasked, [paths](Policy &p) { p.mounts.masked = paths; },
            tr("Edit hidden paths"));
    });

    m_readOnly = new PathListEdit;
    m_readOnly->setObjectName(QStringLiteral("readOnlyEdit"));
    m_readOnly->setPlaceholderText(tr(".git/hooks"));
    addRow(grid, tr("Read-only:"), m_readOnly, {PolicyDocument::MountsReadOnly},
           tr("Paths inside the project the sandbox can read but not change."));
    connect(m_readOnly, &PathListEdit::pathsEdited, this, [this](const QStringList &paths) {
        edit(
            PolicyDocument::MountsReadOnly, [paths](Policy &p) { p.mounts.readOnly = paths; },
            tr("Edit read-only paths"));
    });

    m_homeVolume = new QCheckBox(tr("Keep a home folder between sessions"));
    m_homeVolume->setToolTip(
        tr("A podman volume per project holds /home/sandbox (shell history, caches, logins)."));
    addRow(grid, tr("Home:"), m_homeVolume, {PolicyDocument::MountsHomeVolume});
    connect(m_homeVolume, &QCheckBox::toggled, this, [this](bool on) {
        edit(
            PolicyDocument::MountsHomeVolume, [on](Policy &p) { p.mounts.homeVolume = on; },
            tr("Toggle home volume"));
    });

    // Terminal recording (docs/policy.md, [session]): the switch and the size cap on one row.
    auto *recordBox = new QWidget;
    auto *rh = new QHBoxLayout(recordBox);
    rh->setContentsMargins(0, 0, 0, 0);
    m_record = new QCheckBox(tr("Record the terminal, up to"), recordBox);
    m_record->setObjectName(QStringLiteral("recordEdit"));
    m_record->setToolTip(
        tr("Keeps what the session's terminal showed and what was typed, with its timing, in "
           "the session folder for replay. Secret values are masked."));
    m_recordMaxMb = new QSpinBox(recordBox);
    m_recordMaxMb->setObjectName(QStringLiteral("recordMaxMbEdit"));
    m_recordMaxMb->setRange(1, 102400);
    m_recordMaxMb->setSuffix(tr(" MiB"));
    m_recordMaxMb->setMaximumWidth(160);
    rh->addWidget(m_record);
    rh->addWidget(m_recordMaxMb);
    rh->addStretch(1);
    addRow(grid, tr("Recording:"), recordBox,
           {PolicyDocument::SessionRecord, PolicyDocument::SessionRecordMaxMb});
    connect(m_record, &QCheckBox::toggled, this, [this](bool on) {
        m_recordMaxMb->setEnabled(on);
        edit(
            PolicyDocument::SessionRecord, [on](Policy &p) { p.session.record = on; },
            tr("Toggle terminal recording"));
    });
    connect(m_recordMaxMb, &QSpinBox::valueChanged, this, [this](int v) {
        edit(
            PolicyDocument::SessionRecordMaxMb, [v](Policy &p) { p.session.recordMaxMb = v; },
            tr("Change recording size cap"), true);
    });

    auto *extraBox = new QWidget;
    auto *ev = new QGridLayout(extraBox);
    ev->setContentsMargins(0, 0, 0, 0);
    m_extraMounts = new QListWidget(extraBox);
    m_extraMounts->setFixedHeight(m_extraMounts->fontMetrics().height() * 3 + 12);
    auto *addExtra = new QPushButton(Icons::add(), tr("Add…"), extraBox);
    auto *removeExtra = new QPushButton(Icons::remove(), tr("Remove"), extraBox);
    removeExtra->setEnabled(false);
    connect(m_extraMounts, &QListWidget::currentRowChanged, removeExtra,
            [removeExtra](int row) { removeExtra->setEnabled(row >= 0); });
    ev->addWidget(m_extraMounts, 0, 0, 2, 1);
    ev->addWidget(addExtra, 0, 1);
    ev->addWidget(removeExtra, 1, 1, Qt::AlignTop);
    ev->setColumnStretch(0, 1);
    addRow(grid, tr("Extra folders:"), extraBox, {PolicyDocument::MountsExtra},
           tr("Other folders of this computer to show in the sandbox. Each one widens what the agent can "
              "touch."));
    connect(addExtra, &QPushButton::clicked, this, &PolicyEditor::addExtraMount);
    connect(removeExtra, &QPushButton::clicked, this, &PolicyEditor::removeExtraMount);
}

void PolicyEditor::buildImage(QVBoxLayout *form)
{
    QGridLayout *grid = addSection(form, tr("Image"),
                                   tr("What the container image contains. Changes here need a rebuild "
                                      "(the image tag in the preview changes)."));
    m_harness = new QComboBox;
    m_harness->setObjectName(QStringLiteral("harnessCombo"));
    for (const HarnessPreset &h : harnessPresets())
        m_harness->addItem(h.title.isEmpty()
                               ? h.name
                               : QCoreApplication::translate("aisb::HarnessPreset", qPrintable(h.title)),
                           h.name);
    m_harnessInfo = makeHelp({}, nullptr);
    auto *harnessBox = new QWidget;
    auto *hv = new QVBoxLayout(harnessBox);
    hv->setContentsMargins(0, 0, 0, 0);
    hv->setSpacing(2);
    hv->addWidget(m_harness);
    hv->addWidget(m_harnessInfo);
    m_harnessInfo->setParent(harnessBox);
    addRow(grid, tr("&Agent:"), harnessBox, {PolicyDocument::ImageHarness});
    connect(m_harness, &QComboBox::activated, this, [this] {
        const QString name = m_harness->currentData().toString();
        edit(
            PolicyDocument::ImageHarness, [name](Policy &p) { p.image.harness = name; }, tr("Change agent"));
    });

    m_base = new QLineEdit;
    m_base->setObjectName(QStringLiteral("baseEdit"));
    m_base->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    addRow(grid, tr("&Base image:"), m_base, {PolicyDocument::ImageBase});
    connect(m_base, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(
            PolicyDocument::ImageBase, [text](Policy &p) { p.image.base = text.trimmed(); },
            tr("Change base image"), true);
    });

    m_packages = new QLineEdit;
    m_packages->setObjectName(QStringLiteral("packagesEdit"));
    m_packages->setPlaceholderText(tr("Debian packages separated by spaces, e.g. ripgrep jq"));
    addRow(grid, tr("Pac&kages:"), m_packages, {PolicyDocument::ImagePackages});
    connect(m_packages, &QLineEdit::textEdited, this, [this](const QString &text) {
        const QStringList list =
            text.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
        edit(
            PolicyDocument::ImagePackages, [list](Policy &p) { p.image.packages = list; },
            tr("Change packages"), true);
    });
    connect(m_base, &QLineEdit::editingFinished, this, [this] { ++m_typingSerial; });
    connect(m_packages, &QLineEdit::editingFinished, this, [this] { ++m_typingSerial; });

    auto *caBox = new QWidget;
    auto *cg = new QGridLayout(caBox);
    cg->setContentsMargins(0, 0, 0, 0);
    m_caCerts = new QListWidget(caBox);
    m_caCerts->setObjectName(QStringLiteral("caCertList"));
    m_caCerts->setAccessibleName(tr("Certificates the image trusts"));
    m_caCerts->setFixedHeight(m_caCerts->fontMetrics().height() * 3 + 12);
    m_caCerts->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Long paths keep their file name in view; the whole path is in the tooltip.
    m_caCerts->setTextElideMode(Qt::ElideMiddle);
    m_caCerts->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *addCa = new QPushButton(Icons::add(), tr("Add…"), caBox);
    addCa->setObjectName(QStringLiteral("addCaCert"));
    addCa->setToolTip(tr("Pick PEM certificate files (*.crt, *.pem) on this computer"));
    m_removeCaCert = new QPushButton(Icons::remove(), tr("Remove"), caBox);
    m_removeCaCert->setObjectName(QStringLiteral("removeCaCert"));
    m_removeCaCert->setEnabled(false);
    cg->addWidget(m_caCerts, 0, 0, 2, 1);
    cg->addWidget(addCa, 0, 1);
    cg->addWidget(m_removeCaCert, 1, 1, Qt::AlignTop);
    cg->setColumnStretch(0, 1);
    addRow(grid, tr("Certificates:"), caBox, {PolicyDocument::ImageCaCertificates},
           tr("Certificate authorities of this computer the image trusts, such as a company proxy's. "
              "Their content is copied into the image when it is built."));
    connect(addCa, &QPushButton::clicked, this, &PolicyEditor::pickCaCertificates);
    connect(m_removeCaCert, &QPushButton::clicked, this, &PolicyEditor::removeCaCertificate);
    connect(m_caCerts->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_removeCaCert->setEnabled(m_caCerts->selectionModel()->hasSelection()); });
}

void PolicyEditor::pickCaCertificates()
{
    QString start = QStringLiteral("/usr/local/share/ca-certificates");
    if (!QFileInfo(start).isDir())
        start = QDir::homePath();
    const QStringList picked =
        QFileDialog::getOpenFileNames(this, tr("Certificates the Image Trusts"), start,
                                      tr("PEM certificates (*.crt *.pem);;All files (*)"));
    addCaCertificates(picked);
}

void PolicyEditor::addCaCertificates(const QStringList &paths)
{
    QStringList clean;
    for (const QString &path : paths) {
        if (path.trimmed().isEmpty())
            continue;
        // Validation wants absolute, normalised paths; keep the path the user picked (no
        // symlink resolution) so that the policy says what they chose.
        const QString abs = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        if (!clean.contains(abs) && !m_document->effective().image.caCertificates.contains(abs))
            clean << abs;
    }
    if (clean.isEmpty())
        return;
    edit(
        PolicyDocument::ImageCaCertificates, [clean](Policy &p) { p.image.caCertificates << clean; },
        tr("Add %n certificate(s)", nullptr, int(clean.size())));
}

bool PolicyEditor::addHostCaCertificates()
{
    if (!hasProject())
        return false;
    const QString host = QLatin1String(CaCertificates::kHostEntry);
    if (m_document->effective().image.caCertificates.contains(host))
        return false;
    edit(
        PolicyDocument::ImageCaCertificates, [host](Policy &p) { p.image.caCertificates << host; },
        tr("Trust this machine's certificate authorities"));
    return m_document->effective().image.caCertificates.contains(host);
}

void PolicyEditor::removeCaCertificate()
{
    QList<int> rows;
    for (const QModelIndex &index : m_caCerts->selectionModel()->selectedRows())
        rows << index.row();
    if (rows.isEmpty())
        return;
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    edit(
        PolicyDocument::ImageCaCertificates,
        [rows](Policy &p) {
            for (int row : rows)
                if (row < p.image.caCertificates.size())
                    p.image.caCertificates.removeAt(row);
        },
        tr("Remove %n certificate(s)", nullptr, int(rows.size())));
}

// Each entry carries its own mark: the row's error label lists the messages, the item says which.
void PolicyEditor::updateCaCertificateMarks()
{
    QHash<int, QStringList> problems;
    static const QRegularExpression index(QStringLiteral("^image\\.ca_certificates\\[(\\d+)\\]"));
    for (const PolicyIssue &issue : m_document->issues()) {
        const QRegularExpressionMatch m = index.match(issue.field);
        if (m.hasMatch())
            problems[m.captured(1).toInt()] << issue.message;
    }
    for (int i = 0; i < m_caCerts->count(); ++i) {
        QListWidgetItem *item = m_caCerts->item(i);
        const QStringList &msgs = problems.value(i);
        item->setIcon(msgs.isEmpty() ? Icons::ok() : Icons::error());
        item->setToolTip(msgs.isEmpty() ? tr("%1\nA readable PEM certificate.").arg(item->text())
                                        : msgs.join(QLatin1Char('\n')));
        item->setData(Qt::UserRole, msgs.isEmpty());
    }
}

void PolicyEditor::openProject(const QString &projectDir, const QString &userConfig,
                               const QProcessEnvironment &environment)
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    m_keptMine = false;
    m_pendingDisk.clear();
    m_saveError.clear();
    m_externalBanner->setVisible(false);
    m_saveBanner->setVisible(false);
    m_envModel->setHostEnvironment(environment);
    m_masked->setProjectDir(projectDir);
    m_readOnly->setProjectDir(projectDir);
    m_document->load(projectDir, userConfig, environment);
    m_undo->clear();
    // Each project's form starts at its top, not where the previous one was left.
    m_scroll->verticalScrollBar()->setValue(0);
    m_hostInputError->setVisible(false);
    m_wasModified = false;
    watchFile();
    updateTrust();
    setEnabled(true);
    m_preview->renderNow();
}

QString PolicyEditor::projectDir() const
{
    return m_document->projectDir();
}

bool PolicyEditor::hasProject() const
{
    return !m_document->projectDir().isEmpty();
}

void PolicyEditor::setTrustDir(const QString &dir)
{
    m_trustDir = dir;
    m_document->setTrustDir(dir);
}

bool PolicyEditor::trustPending() const
{
    return !m_trustBanner->isHidden();
}

void PolicyEditor::updateTrust()
{
    const TrustStore::Check check = TrustStore(m_trustDir).check(m_document->projectFile());
    switch (check.status) {
    case TrustStore::Status::NoFile:
    case TrustStore::Status::Trusted:
        m_trustBanner->setVisible(false);
        return;
    case TrustStore::Status::New:
        m_trustText->setText(
            tr("This project's policy file has not been approved on this computer, so sessions do "
               "not use it yet. Review it and approve it, or save your own version."));
        break;
    case TrustStore::Status::Changed:
        m_trustText->setText(
            tr("This project's policy file changed since you approved it — possibly by the agent — "
               "so sessions do not use it. Review the changes before approving them."));
        break;
    }
    m_trustBanner->setVisible(true);
}

QWidget *PolicyEditor::takeTrustBanner()
{
    layout()->removeWidget(m_trustBanner);
    return m_trustBanner;
}

bool PolicyEditor::reviewTrust()
{
    if (!hasProject())
        return false;
    const bool approved = PolicyReviewDialog::reviewAndApprove(window(), m_document->projectFile(),
                                                               m_document->inherited(), m_trustDir);
    updateTrust();
    if (approved && !trustPending())
        Q_EMIT statusMessage(tr("Approved the project policy."));
    return approved;
}

bool PolicyEditor::ensureApproved()
{
    if (!hasProject())
        return false;
    const TrustStore::Status status = TrustStore(m_trustDir).check(m_document->projectFile()).status;
    if (status == TrustStore::Status::Trusted || status == TrustStore::Status::NoFile)
        return true;
    return reviewTrust();
}

bool PolicyEditor::isModified() const
{
    return !m_undo->isClean() || m_keptMine;
}

bool PolicyEditor::externalChangePending() const
{
    return !m_externalBanner->isHidden();
}

void PolicyEditor::edit(const QStringList &keys, const std::function<void(Policy &)> &mutate,
                        const QString &text, bool mergeTyping)
{
    if (!hasProject())
        return;
    Policy p = m_document->effective();
    mutate(p);
    if (p == m_document->effective())
        return;
    PolicyLayer after = m_document->projectLayer();
    for (const QString &key : keys) {
        copyPolicyField(key, p, after.values);
        after.fields.insert(key);
    }
    m_saveBanner->setVisible(false);
    m_undo->push(new PolicyEditCommand(m_document, m_document->projectLayer(), after, text,
                                       mergeTyping ? keys.join(QLatin1Char(',')) + QLatin1Char('#') +
                                                         QString::number(m_typingSerial)
                                                   : QString()));
}

void PolicyEditor::resetFields(const QStringList &keys)
{
    PolicyLayer after = m_document->projectLayer();
    bool any = false;
    for (const QString &key : keys) {
        if (after.fields.remove(key)) {
            copyPolicyField(key, Policy{}, after.values);
            any = true;
        }
    }
    if (!any)
        return;
    ++m_typingSerial;
    m_undo->push(new PolicyEditCommand(m_document, m_document->projectLayer(), after,
                                       tr("Reset %1 to the inherited value").arg(keys.value(0))));
}

void PolicyEditor::syncFromDocument()
{
    const Policy &p = m_document->effective();

    if (QAbstractButton *b = m_modeGroup->button(int(p.network.mode)); b && !b->isChecked()) {
        const QSignalBlocker blocker(m_modeGroup);
        b->setChecked(true);
    }
    const bool allowlist = p.network.mode == NetworkMode::Allowlist;
    m_hostsDisabled->setVisible(!allowlist);
    m_allowModel->setHosts(p.network.allow);
    m_envModel->setEnv(p.env);

    {
        const QSignalBlocker b1(m_memory), b2(m_cpus), b3(m_pids), b4(m_tmpSize), b5(m_execTimeout);
        m_memory->setValue(p.limits.memory);
        if (!qFuzzyCompare(m_cpus->value() + 1, p.limits.cpus + 1))
            m_cpus->setValue(p.limits.cpus);
        if (m_pids->value() != p.limits.pids)
            m_pids->setValue(p.limits.pids);
        m_tmpSize->setValue(p.limits.tmpSize);
        // 0 can come from a file, never from this box: the minimum is 0 only while the value is.
        const bool refused = p.limits.execTimeoutSec == 0;
        m_execTimeout->setMinimum(refused ? 0 : 1);
        m_execTimeout->setSpecialValueText(refused ? tr("0 (refused)") : QString());
        m_execTimeout->setToolTip(refused
                                      ? tr("The file says 0, no timeout, which ai-sandbox exec and the MCP "
                                           "server refuse: pick a duration.")
                                      : QString());
        if (m_execTimeout->value() != p.limits.execTimeoutSec)
            m_execTimeout->setValue(p.limits.execTimeoutSec);
    }
    {
        const QSignalBlocker b1(m_projectRw), b2(m_projectRo), b3(m_homeVolume);
        (p.mounts.project == MountMode::ReadOnly ? m_projectRo : m_projectRw)->setChecked(true);
        m_homeVolume->setChecked(p.mounts.homeVolume);
    }
    {
        const QSignalBlocker b1(m_record), b2(m_recordMaxMb);
        m_record->setChecked(p.session.record);
        m_recordMaxMb->setEnabled(p.session.record);
        if (m_recordMaxMb->value() != p.session.recordMaxMb)
            m_recordMaxMb->setValue(p.session.recordMaxMb);
    }
    m_masked->setPaths(p.mounts.masked);
    m_readOnly->setPaths(p.mounts.readOnly);
    QStringList mounts;
    for (const ExtraMount &m : p.mounts.extra)
        mounts << mountText(m);
    QStringList shown;
    for (int i = 0; i < m_extraMounts->count(); ++i)
        shown << m_extraMounts->item(i)->text();
    if (shown != mounts) {
        m_extraMounts->clear();
        m_extraMounts->addItems(mounts);
    }

    setTextIfDifferent(m_base, p.image.base);
    const QStringList currentPackages =
        m_packages->text().split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    if (currentPackages != p.image.packages)
        setTextIfDifferent(m_packages, p.image.packages.join(QLatin1Char(' ')));
    QStringList shownCerts;
    for (int i = 0; i < m_caCerts->count(); ++i)
        shownCerts << m_caCerts->item(i)->text();
    if (shownCerts != p.image.caCertificates) {
        m_caCerts->clear();
        m_caCerts->addItems(p.image.caCertificates);
    }
    {
        const QSignalBlocker blocker(m_harness);
        int idx = m_harness->findData(p.image.harness);
        if (idx < 0) {
            m_harness->addItem(p.image.harness, p.image.harness);
            idx = m_harness->count() - 1;
        }
        m_harness->setCurrentIndex(idx);
        const HarnessPreset *preset = findHarness(p.image.harness);
        m_harnessInfo->setText(
            preset ? QCoreApplication::translate("aisb::HarnessPreset", qPrintable(preset->description))
                   : tr("Unknown agent preset."));
    }

    for (Row &row : m_rows) {
        row.origin->update(*m_document);
        bool overridden = false;
        for (const QString &k : std::as_const(row.keys))
            overridden = overridden || m_document->overridden(k);
        row.field->setEnabled(!overridden);
    }
    m_hostsBox->setEnabled(!m_document->overridden(PolicyDocument::NetworkAllow) && allowlist);

    // File problems (syntax errors, unknown keys) from the last read.
    const QList<PolicyIssue> &fileIssues = m_document->fileIssues();
    m_fileBanner->setVisible(!fileIssues.isEmpty());
    if (!fileIssues.isEmpty()) {
        QStringList lines;
        for (const PolicyIssue &i : fileIssues)
            lines << QStringLiteral("%1: %2").arg(i.field, i.message);
        m_fileText->setText(
            tr("Parts of the project file could not be read and will be dropped when you save:\n%1")
                .arg(lines.join(QLatin1Char('\n'))));
    }

    updateIssues();
    updateSuggestions();
    updatePlainSecrets();
    m_emptyAllowWarning->setVisible(allowlist && p.network.allow.isEmpty());
    updateSaveBar();
    const QList<PolicyIssue> &issues = m_document->issues();
    m_preview->setPolicy(p, m_document->projectDir(), issues.isEmpty(), int(issues.size()));

    notifyModified();
    Q_EMIT policyChanged();
}

QStringList PolicyEditor::missingSuggestedHosts() const
{
    QStringList missing;
    const Policy &p = m_document->effective();
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

QStringList PolicyEditor::missingSuggestedEnv() const
{
    QStringList missing;
    const Policy &p = m_document->effective();
    if (const HarnessPreset *preset = findHarness(p.image.harness)) {
        for (const QString &name : preset->envPass) {
            if (!p.env.pass.contains(name) && !p.env.set.contains(name))
                missing << name;
        }
    }
    return missing;
}

void PolicyEditor::updateSuggestions()
{
    const Policy &p = m_document->effective();
    const HarnessPreset *preset = findHarness(p.image.harness);
    const QString agent =
        preset ? QCoreApplication::translate("aisb::HarnessPreset", qPrintable(preset->title)) : QString();
    const QStringList hosts = missingSuggestedHosts();
    m_hostSuggestion->setVisible(!hosts.isEmpty() && p.network.mode == NetworkMode::Allowlist);
    if (!hosts.isEmpty())
        m_hostSuggestionText->setText(
            tr("%1 usually needs: %2").arg(agent, hosts.join(QStringLiteral(", "))));
    const QStringList env = missingSuggestedEnv();
    m_envSuggestion->setVisible(!env.isEmpty());
    if (!env.isEmpty())
        m_envSuggestionText->setText(tr("%1 usually reads: %2").arg(agent, env.join(QStringLiteral(", "))));
}

// modifiedChanged() when the modified state is not what was last said.
void PolicyEditor::notifyModified()
{
    const bool modified = isModified();
    if (modified != m_wasModified) {
        m_wasModified = modified;
        Q_EMIT modifiedChanged(modified);
    }
}

void PolicyEditor::updatePlainSecrets()
{
    const QStringList names = m_envModel->plainTextSecrets();
    m_plainSecrets->setVisible(!names.isEmpty());
    if (!names.isEmpty())
        m_plainSecretsText->setText(
            tr("%1 look(s) like a secret but the value is saved in plain text in .ai-sandbox.toml, which the "
               "agent can read and which is often committed.",
               nullptr, int(names.size()))
                .arg(names.join(QStringLiteral(", "))));
}

bool PolicyEditor::revert()
{
    if (!hasProject() || !isModified())
        return false;
    bool go = false;
    if (m_confirmRevert) {
        go = m_confirmRevert();
    } else {
        QMessageBox box(QMessageBox::Question, tr("Revert Unsaved Changes?"),
                        tr("Go back to the policy as saved in %1? Your unsaved changes are discarded.")
                            .arg(QFileInfo(m_document->projectFile()).fileName()),
                        QMessageBox::NoButton, this);
        box.setInformativeText(tr("Edit > Undo (Ctrl+Z) brings them back."));
        QPushButton *revertButton = box.addButton(tr("Revert Changes"), QMessageBox::DestructiveRole);
        box.addButton(tr("Keep Editing"), QMessageBox::RejectRole);
        box.exec();
        go = box.clickedButton() == revertButton;
    }
    if (!go)
        return false;
    // One step on the undo stack: from the edited layer to what the file says now.
    const PolicyLayer before = m_document->projectLayer();
    m_externalBanner->setVisible(false);
    m_pendingDisk.clear();
    m_keptMine = false;
    m_saveBanner->setVisible(false);
    m_document->reloadProjectFile();
    const PolicyLayer after = m_document->projectLayer();
    ++m_typingSerial;
    m_undo->push(new PolicyEditCommand(m_document, before, after, tr("Revert to the saved file")));
    m_undo->setClean();
    watchFile();
    updateTrust();
    updateSaveBar();
    Q_EMIT statusMessage(tr("Reverted to the saved policy; Edit > Undo brings your changes back."));
    notifyModified();
    return true;
}

void PolicyEditor::updateSaveBar()
{
    const bool modified = isModified();
    const int problems = int(m_document->issues().size());
    m_saveButton->setEnabled(modified);
    m_revertButton->setEnabled(modified);
    QString text;
    if (problems > 0)
        text = tr("%n problem(s) to fix before saving", nullptr, problems);
    else if (modified)
        text = tr("Unsaved changes");
    else if (QFileInfo::exists(m_document->projectFile()))
        text = tr("Saved in %1").arg(QFileInfo(m_document->projectFile()).fileName());
    else
        text = tr("No project file yet: every value is inherited");
    m_stateLabel->setText(text);
    m_stateLabel->setStyleSheet(problems > 0 ? QStringLiteral("QLabel { color: #c01c28; }") : QString());
}

void PolicyEditor::updateIssues()
{
    QHash<int, QStringList> messages;
    for (const PolicyIssue &issue : m_document->issues()) {
        const int row = m_rowOfKey.value(PolicyDocument::keyOf(issue.field), -1);
        if (row >= 0)
            messages[row] << issue.message;
    }
    for (int i = 0; i < m_rows.size(); ++i) {
        const QStringList &m = messages.value(i);
        m_rows[i].error->setText(m.join(QLatin1Char('\n')));
        m_rows[i].error->setVisible(!m.isEmpty());
        m_rows[i].field->setProperty("invalid", !m.isEmpty());
    }
    updateCaCertificateMarks();
}

bool PolicyEditor::save()
{
    if (!hasProject())
        return false;
    // Values loaded from a file nobody approved: saving would approve them too, so the user sees
    // everything the saved file grants first (validation problems are reported without it).
    if (m_document->blockingIssues().isEmpty() && !m_document->loadedContentApproved()) {
        const TrustStore store(m_trustDir);
        PolicyReviewDialog review(m_document->projectFile(), m_document->serializedProjectLayer(),
                                  store.approvedContent(m_document->projectFile()), m_document->inherited(),
                                  PolicyReviewDialog::Purpose::Save, window());
        if (review.exec() != QDialog::Accepted) {
            Q_EMIT statusMessage(tr("The policy was not saved."));
            return false;
        }
    }
    // Validate first: a refused save never touches the file.
    m_saveError = m_document->save();
    if (!m_saveError.isEmpty()) {
        m_saveText->setText(m_saveError);
        m_saveBanner->setVisible(true);
        Q_EMIT statusMessage(tr("The policy was not saved."));
        return false;
    }
    m_saveBanner->setVisible(false);
    m_externalBanner->setVisible(false);
    m_pendingDisk.clear();
    m_keptMine = false;
    m_undo->setClean();
    watchFile();
    updateTrust();
    updateSaveBar();
    Q_EMIT statusMessage(
        tr("Saved and approved %1").arg(QDir::toNativeSeparators(m_document->projectFile())));
    Q_EMIT saved();
    notifyModified();
    return true;
}

void PolicyEditor::reload()
{
    m_externalBanner->setVisible(false);
    m_pendingDisk.clear();
    m_keptMine = false;
    m_saveBanner->setVisible(false);
    m_document->reloadProjectFile();
    m_undo->clear();
    watchFile();
    updateTrust();
    Q_EMIT statusMessage(tr("Reloaded the policy from disk."));
    notifyModified();
}

void PolicyEditor::watchFile()
{
    const QString file = m_document->projectFile();
    if (file.isEmpty())
        return;
    if (!m_watcher->directories().contains(m_document->projectDir()))
        m_watcher->addPath(m_document->projectDir());
    if (QFileInfo::exists(file) && !m_watcher->files().contains(file))
        m_watcher->addPath(file);
}

void PolicyEditor::checkDisk()
{
    // An atomic replace drops the file from the watcher: watch it again.
    watchFile();
    QFile f(m_document->projectFile());
    const QByteArray onDisk = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    if (onDisk == m_document->diskContent()) {
        m_externalBanner->setVisible(false);
        return;
    }
    if (onDisk == m_pendingDisk && m_externalBanner->isVisibleTo(this))
        return;
    m_pendingDisk = onDisk;
    m_externalBanner->setVisible(true);
    updateTrust();
    Q_EMIT statusMessage(tr("The policy file changed on disk."));
}

void PolicyEditor::showDiff()
{
    const QString mine = QString::fromUtf8(m_document->serializedProjectLayer());
    const QString disk = QString::fromUtf8(m_pendingDisk);
    const QString diff = unifiedDiff(mine, disk, tr("your version"), tr("on disk"));
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Changes Made on Disk"));
    auto *v = new QVBoxLayout(&dialog);
    v->addWidget(new QLabel(
        tr("Lines starting with + were added on disk, lines with - are only in your version."), &dialog));
    auto *text = new QPlainTextEdit(&dialog);
    text->setReadOnly(true);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text->setPlainText(diff.isEmpty() ? tr("(no differences in content)") : diff);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    v->addWidget(text, 1);
    auto *buttons = new QDialogButtonBox(&dialog);
    auto *reloadButton = buttons->addButton(tr("Reload"), QDialogButtonBox::AcceptRole);
    auto *keepButton = buttons->addButton(tr("Keep Mine"), QDialogButtonBox::RejectRole);
    buttons->addButton(QDialogButtonBox::Close);
    v->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::clicked, &dialog, [&](QAbstractButton *b) {
        if (b == reloadButton)
            dialog.done(1);
        else if (b == keepButton)
            dialog.done(2);
        else
            dialog.done(0);
    });
    dialog.resize(720, 480);
    const int r = dialog.exec();
    if (r == 1)
        reload();
    else if (r == 2)
        keepMine();
}

void PolicyEditor::keepMine()
{
    m_externalBanner->setVisible(false);
    m_keptMine = true;
    notifyModified();
    updateSaveBar();
    Q_EMIT statusMessage(tr("Your version is kept; saving will overwrite the file on disk."));
}

void PolicyEditor::addHostsFromInput()
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
                    ? tr("“%1” is not a host name: %2. Nothing was added.").arg(host, why)
                    : tr("“%1” is not a host name (%2), so nothing of “%3” was added. Separate several "
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
    ++m_typingSerial;
    m_allowModel->addHosts(hosts);
    const int last = m_allowModel->rowCount() - 1;
    if (last >= 0)
        m_hostTable->scrollTo(m_allowModel->index(last, 0));
}

int PolicyEditor::addAllowedHosts(const QStringList &hosts)
{
    if (!hasProject())
        return 0;
    ++m_typingSerial;
    const int added = m_allowModel->addHosts(hosts);
    if (added > 0)
        m_hostTable->scrollTo(m_allowModel->index(m_allowModel->rowCount() - 1, 0));
    return added;
}

void PolicyEditor::pasteHosts()
{
    const QStringList hosts = AllowlistModel::splitHostText(QApplication::clipboard()->text());
    const int added = m_allowModel->addHosts(hosts);
    Q_EMIT statusMessage(tr("Added %n host(s) from the clipboard.", nullptr, added));
}

void PolicyEditor::removeSelectedHosts()
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
        tr("Remove %n host(s)", nullptr, int(rows.size())));
}

void PolicyEditor::addEnvFromInput()
{
    const QString name = m_envName->text().trimmed();
    if (name.isEmpty())
        return;
    EnvModel::Entry entry;
    entry.name = name;
    entry.source = EnvModel::Source(m_envSource->currentData().toInt());
    if (entry.source == EnvModel::Source::Set)
        entry.value = m_envValue->text();
    if (!m_envModel->addEntry(entry)) {
        Q_EMIT statusMessage(tr("%1 is already listed.").arg(name));
        return;
    }
    m_envName->clear();
    m_envValue->clear();
}

void PolicyEditor::removeSelectedEnv()
{
    const auto selected = m_envTable->selectionModel()->selectedRows();
    QList<int> rows;
    for (const QModelIndex &idx : selected)
        rows << idx.row();
    std::sort(rows.begin(), rows.end());
    for (auto it = rows.crbegin(); it != rows.crend(); ++it)
        m_envModel->removeRows(*it, 1);
}

void PolicyEditor::addExtraMount()
{
    // One dialog: the folder, where it appears, and the access.
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Add an Extra Folder"));
    auto *form = new QFormLayout(&dialog);
    auto *source = new QLineEdit(&dialog);
    source->setObjectName(QStringLiteral("extraSource"));
    source->setPlaceholderText(tr("A folder on this computer"));
    auto *browse = new QPushButton(tr("Browse…"), &dialog);
    auto *sourceRow = new QHBoxLayout;
    sourceRow->addWidget(source, 1);
    sourceRow->addWidget(browse);
    auto *target = new QLineEdit(&dialog);
    target->setObjectName(QStringLiteral("extraTarget"));
    target->setPlaceholderText(QStringLiteral("/mnt/…"));
    auto *readOnly = new QRadioButton(tr("Read only"), &dialog);
    auto *readWrite = new QRadioButton(tr("Read and write"), &dialog);
    readOnly->setChecked(true);
    auto *accessRow = new QHBoxLayout;
    accessRow->addWidget(readOnly);
    accessRow->addWidget(readWrite);
    accessRow->addStretch(1);
    auto *error = new QLabel(&dialog);
    error->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
    error->setWordWrap(true);
    form->addRow(tr("&Folder:"), sourceRow);
    form->addRow(tr("&In the sandbox:"), target);
    form->addRow(tr("Access:"), accessRow);
    form->addRow(error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    QPushButton *ok = buttons->addButton(tr("Add Folder"), QDialogButtonBox::AcceptRole);
    ok->setEnabled(false);
    form->addRow(buttons);
    bool targetEdited = false;
    const auto validate = [&] {
        QString why;
        if (source->text().trimmed().isEmpty() || target->text().trimmed().isEmpty())
            why = QString();
        else if (!QFileInfo(source->text().trimmed()).isDir())
            why = tr("%1 is not a folder on this computer.").arg(source->text().trimmed());
        else if (!target->text().trimmed().startsWith(QLatin1Char('/')))
            why = tr("The path in the sandbox must start with /.");
        error->setText(why);
        ok->setEnabled(why.isEmpty() && !source->text().trimmed().isEmpty() &&
                       !target->text().trimmed().isEmpty());
    };
    connect(source, &QLineEdit::textChanged, &dialog, [&] {
        if (!targetEdited && !source->text().trimmed().isEmpty())
            target->setText(QStringLiteral("/mnt/") +
                            QFileInfo(QDir::cleanPath(source->text().trimmed())).fileName());
        validate();
    });
    connect(target, &QLineEdit::textEdited, &dialog, [&] { targetEdited = true; });
    connect(target, &QLineEdit::textChanged, &dialog, validate);
    connect(browse, &QPushButton::clicked, &dialog, [&] {
        const QString dir =
            QFileDialog::getExistingDirectory(&dialog, tr("Folder to Show in the Sandbox"),
                                              source->text().isEmpty() ? QDir::homePath() : source->text());
        if (!dir.isEmpty())
            source->setText(dir);
    });
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    dialog.resize(520, dialog.sizeHint().height());
    if (dialog.exec() != QDialog::Accepted)
        return;
    ExtraMount m{QDir::cleanPath(source->text().trimmed()), target->text().trimmed(),
                 readOnly->isChecked() ? MountMode::ReadOnly : MountMode::ReadWrite};
    edit(
        PolicyDocument::MountsExtra, [m](Policy &p) { p.mounts.extra << m; }, tr("Add extra folder"));
}

void PolicyEditor::removeExtraMount()
{
    const int row = m_extraMounts->currentRow();
    if (row < 0)
        return;
    edit(
        PolicyDocument::MountsExtra,
        [row](Policy &p) {
            if (row < p.mounts.extra.size())
                p.mounts.extra.removeAt(row);
        },
        tr("Remove extra folder"));
}

bool PolicyEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
            key->keyCombination() == QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_Z)) {
            // Not accepted: the window's Undo/Redo actions get the key.
            event->ignore();
            return true;
        }
    }
    if (event->type() == QEvent::Wheel) {
        // In a scrolling form the wheel scrolls the form; it changes a value only once the field has focus.
        auto *w = qobject_cast<QWidget *>(watched);
        if (w && (qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w)) && !w->hasFocus()) {
            event->ignore();
            return true;
        }
    }
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
    if (watched == m_envTable && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Delete) || key->key() == Qt::Key_Backspace) {
            removeSelectedEnv();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace aisb
