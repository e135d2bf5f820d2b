// SPDX-License-Identifier: GPL-3.0-or-later
#include "policyeditor.h"

#include "credentialssection.h"
#include "diffview.h"
#include "environmentsection.h"
#include "filessection.h"
#include "icons.h"
#include "imagesection.h"
#include "limitssection.h"
#include "networksection.h"
#include "policy/trust.h"
#include "policydocument.h"
#include "policyeditcommand.h"
#include "policyfilebar.h"
#include "policypreview.h"
#include "policyreviewdialog.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
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

    m_fileBar = new PolicyFileBar(this);
    connect(m_fileBar, &PolicyFileBar::showDiffRequested, this, &PolicyEditor::showDiff);
    connect(m_fileBar, &PolicyFileBar::reloadRequested, this, &PolicyEditor::reload);
    connect(m_fileBar, &PolicyFileBar::keepMineRequested, this, &PolicyEditor::keepMine);
    connect(m_fileBar, &PolicyFileBar::reviewRequested, this, &PolicyEditor::reviewTrust);
    layout->addWidget(m_fileBar);

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

    layout->addLayout(buildSaveBar());
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

// Save bar: where the edits stand, and the two things to do about them.
QHBoxLayout *PolicyEditor::buildSaveBar()
{
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
    connect(m_saveButton, &QPushButton::clicked, this, [this] { save(); });
    m_revertButton->setObjectName(QStringLiteral("revertPolicyButton"));
    connect(m_revertButton, &QPushButton::clicked, this, &PolicyEditor::revert);
    return bar;
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
    m_scroll->ensureWidgetVisible(m_environment->table(), 0, 40);
    m_environment->selectVariable(name);
}

QTableView *PolicyEditor::environmentTable() const
{
    return m_environment->table();
}

void PolicyEditor::addSection(QVBoxLayout *form, PolicySection *section)
{
    form->addWidget(section);
    m_sections << section;
    connect(section, &PolicySection::edited, this,
            [this](const PolicyEdit &e) { edit(e.keys, e.mutate, e.text, e.mergeTyping); });
    connect(section, &PolicySection::resetRequested, this, &PolicyEditor::resetFields);
    connect(section, &PolicySection::typingEnded, this, [this] { ++m_typingSerial; });
    connect(section, &PolicySection::statusMessage, this, &PolicyEditor::statusMessage);
}

QWidget *PolicyEditor::buildForm()
{
    auto *page = new QWidget;
    auto *form = new QVBoxLayout(page);
    form->setContentsMargins(12, 10, 16, 10);
    form->setSpacing(0);
    addSection(form, m_network = new NetworkSection);
    addSection(form, m_environment = new EnvironmentSection);
    addSection(form, new CredentialsSection);
    addSection(form, new LimitsSection);
    addSection(form, m_files = new FilesSection);
    addSection(form, m_image = new ImageSection);
    form->addStretch(1);
    return page;
}

void PolicyEditor::addCaCertificates(const QStringList &paths)
{
    m_image->addCaCertificates(paths);
}

bool PolicyEditor::addHostCaCertificates()
{
    if (!hasProject())
        return false;
    return m_image->addHostCaCertificates();
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
    m_fileBar->setExternalChange(false);
    m_fileBar->setSaveError({});
    for (PolicySection *section : std::as_const(m_sections))
        section->openProject(projectDir, environment);
    m_document->load(projectDir, userConfig, environment);
    m_undo->clear();
    // Each project's form starts at its top, not where the previous one was left.
    m_scroll->verticalScrollBar()->setValue(0);
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
    return m_fileBar->trustPending();
}

void PolicyEditor::updateTrust()
{
    m_fileBar->setTrust(TrustStore(m_trustDir).check(m_document->projectFile()).status);
}

QWidget *PolicyEditor::takeTrustBanner()
{
    return m_fileBar->takeTrustBanner();
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
    return m_fileBar->externalChangeShown();
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
    m_fileBar->setSaveError({});
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

    for (PolicySection *section : std::as_const(m_sections))
        section->syncFrom(*m_document);
    // File problems (syntax errors, unknown keys) from the last read.
    m_fileBar->setFileIssues(m_document->fileIssues());

    updateIssues();
    updateSaveBar();
    const QList<PolicyIssue> &issues = m_document->issues();
    m_preview->setPolicy(p, m_document->projectDir(), issues.isEmpty(), int(issues.size()));

    notifyModified();
    Q_EMIT policyChanged();
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
    m_fileBar->setExternalChange(false);
    m_pendingDisk.clear();
    m_keptMine = false;
    m_fileBar->setSaveError({});
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
    for (PolicySection *section : std::as_const(m_sections))
        section->showIssues(m_document->issues());
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
        m_fileBar->setSaveError(m_saveError);
        Q_EMIT statusMessage(tr("The policy was not saved."));
        return false;
    }
    m_fileBar->setSaveError({});
    m_fileBar->setExternalChange(false);
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
    m_fileBar->setExternalChange(false);
    m_pendingDisk.clear();
    m_keptMine = false;
    m_fileBar->setSaveError({});
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
        m_fileBar->setExternalChange(false);
        return;
    }
    if (onDisk == m_pendingDisk && m_fileBar->externalChangeShown())
        return;
    m_pendingDisk = onDisk;
    m_fileBar->setExternalChange(true);
    updateTrust();
    Q_EMIT statusMessage(tr("The policy file changed on disk."));
}

void PolicyEditor::showDiff()
{
    const QString mine = QString::fromUtf8(m_document->serializedProjectLayer());
    const QString disk = QString::fromUtf8(m_pendingDisk);
    const QString diff = unifiedDiff(mine, disk, tr("your version"), tr("on disk"));
    enum { Close, Reload, KeepMine };
    DiffDialog dialog(tr("Changes Made on Disk"),
                      tr("Lines starting with + were added on disk, lines with - are only in your version."),
                      diff.isEmpty() ? tr("(no differences in content)") : diff,
                      {{tr("Reload"), QDialogButtonBox::AcceptRole, Reload},
                       {tr("Keep Mine"), QDialogButtonBox::RejectRole, KeepMine}},
                      this);
    const int r = dialog.exec();
    if (r == Reload)
        reload();
    else if (r == KeepMine)
        keepMine();
}

void PolicyEditor::keepMine()
{
    m_fileBar->setExternalChange(false);
    m_keptMine = true;
    notifyModified();
    updateSaveBar();
    Q_EMIT statusMessage(tr("Your version is kept; saving will overwrite the file on disk."));
}

int PolicyEditor::addAllowedHosts(const QStringList &hosts)
{
    if (!hasProject())
        return 0;
    return m_network->addHosts(hosts);
}

QTableView *PolicyEditor::hostTable() const
{
    return m_network->hostTable();
}

QMenu *PolicyEditor::hostMenu() const
{
    return m_network->hostMenu();
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
    return QWidget::eventFilter(watched, event);
}

} // namespace aisb
