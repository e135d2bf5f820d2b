// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "buildpane.h"
#include "icons.h"
#include "maintenance/desktoplauncher.h"
#include "policy/cacertificates.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "policypreview.h"
#include "projectheader.h"
#include "projectitemdelegate.h"
#include "projectlistmodel.h"
#include "session/builddiagnosis.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

namespace aisb {

namespace {
QLabel *dimLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, pal.color(QPalette::Disabled, QPalette::WindowText).darker(130));
    label->setPalette(pal);
    return label;
}
QString homeShortened(const QString &path)
{
    const QString home = QDir::homePath();
    if (path.startsWith(home + QLatin1Char('/')))
        return QLatin1Char('~') + path.mid(home.size());
    return path;
}
} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_projects(new ProjectListModel(this))
{
    setWindowTitle(tr("AI Sandbox"));
    setWindowIcon(Icons::app());
    setAcceptDrops(true);
    createActions();

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->setChildrenCollapsible(false);
    m_mainSplitter->addWidget(createProjectPane());

    auto *right = new QWidget(m_mainSplitter);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(8, 8, 8, 4);
    rightLayout->setSpacing(6);

    // The engine banner: shown, red, whenever podman cannot be used.
    auto *banner = new QFrame(right);
    banner->setObjectName(QStringLiteral("engineBanner"));
    banner->setStyleSheet(QStringLiteral("QFrame#engineBanner { background: #c01c28; border-radius: 4px; }"
                                         "QFrame#engineBanner QLabel { color: white; }"));
    auto *bannerLayout = new QHBoxLayout(banner);
    bannerLayout->setContentsMargins(10, 8, 10, 8);
    auto *bannerIcon = new QLabel(banner);
    bannerIcon->setPixmap(Icons::warning().pixmap(22, 22));
    m_engineBannerText = new QLabel(banner);
    m_engineBannerText->setWordWrap(true);
    m_engineBannerText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bannerLayout->addWidget(bannerIcon, 0, Qt::AlignTop);
    bannerLayout->addWidget(m_engineBannerText, 1);
    banner->setVisible(false);
    m_engineBanner = banner;
    rightLayout->addWidget(banner);

    // The enforcement banner: shown, red, whenever a launch of the selected project would not
    // be enforced here (no route to the gate, nft cannot load, limits ignored).
    {
        auto *eb = new QFrame(right);
        eb->setObjectName(QStringLiteral("enforcementBanner"));
        eb->setStyleSheet(
            QStringLiteral("QFrame#enforcementBanner { background: #c01c28; border-radius: 4px; }"
                           "QFrame#enforcementBanner QLabel { color: white; }"));
        auto *l = new QHBoxLayout(eb);
        l->setContentsMargins(10, 8, 10, 8);
        l->setSpacing(10);
        auto *icon = new QLabel(eb);
        icon->setPixmap(Icons::warning().pixmap(22, 22));
        m_enforcementText = new QLabel(eb);
        m_enforcementText->setObjectName(QStringLiteral("enforcementText"));
        m_enforcementText->setWordWrap(true);
        m_enforcementText->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto *doctor = new QPushButton(tr("Open Doctor…"), eb);
        doctor->setObjectName(QStringLiteral("bannerDoctorButton"));
        connect(doctor, &QPushButton::clicked, this, &MainWindow::doctorRequested);
        l->addWidget(icon, 0, Qt::AlignTop);
        l->addWidget(m_enforcementText, 1);
        l->addWidget(doctor, 0, Qt::AlignVCenter);
        eb->setVisible(false);
        m_enforcementBanner = eb;
        rightLayout->addWidget(eb);
    }

    m_stack = new QStackedWidget(right);
    m_emptyPage =
        createPlaceholder(tr("No project selected"),
                          tr("Add a project folder with “Add Project…” (Ctrl+O) or drop a folder onto this "
                             "window. The sandbox will see only that folder."));
    m_missingPage = new QWidget(m_stack);
    {
        auto *v = new QVBoxLayout(m_missingPage);
        v->addStretch(1);
        auto *icon = new QLabel(m_missingPage);
        icon->setPixmap(Icons::folderMissing().pixmap(48, 48));
        icon->setAlignment(Qt::AlignCenter);
        v->addWidget(icon);
        auto *title = new QLabel(tr("This project's folder is gone"), m_missingPage);
        QFont f = title->font();
        f.setPointSizeF(f.pointSizeF() * 1.4);
        f.setBold(true);
        title->setFont(f);
        title->setAlignment(Qt::AlignCenter);
        m_missingText = dimLabel({}, m_missingPage);
        m_missingText->setAlignment(Qt::AlignCenter);
        m_missingText->setFixedWidth(480);
        auto *remove = new QPushButton(Icons::remove(), tr("Remove from List"), m_missingPage);
        remove->setObjectName(QStringLiteral("removeMissingButton"));
        connect(remove, &QPushButton::clicked, this, &MainWindow::removeCurrentProject);
        v->addWidget(title);
        v->addWidget(m_missingText, 0, Qt::AlignHCenter);
        v->addSpacing(12);
        v->addWidget(remove, 0, Qt::AlignCenter);
        v->addStretch(2);
    }
    m_projectPage = createProjectPage();
    m_stack->addWidget(m_emptyPage);
    m_stack->addWidget(m_missingPage);
    m_stack->addWidget(m_projectPage);
    rightLayout->addWidget(m_stack, 1);

    m_mainSplitter->addWidget(right);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setSizes({240, 1040});
    setCentralWidget(m_mainSplitter);

    createMenus();
    statusBar()->setSizeGripEnabled(true);

    connect(m_editor, &PolicyEditor::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_editor, &PolicyEditor::modifiedChanged, this, [this] {
        updateTitle();
        updateActions();
    });
    connect(m_editor, &PolicyEditor::saved, this, [this] { Q_EMIT policySaved(currentProject()); });
    connect(m_editor->preview(), &PolicyPreview::rendered, this, [this] {
        const QString tag = m_editor->preview()->imageTag();
        if (tag != m_lastTag) {
            m_lastTag = tag;
            Q_EMIT imageTagChanged(currentProject(), tag);
        }
    });

    resize(1280, 800);
    restoreSettings();
    updateActions();
}

MainWindow::~MainWindow() = default;

QAction *MainWindow::action(const QString &name) const
{
    return m_actions.value(name);
}

void MainWindow::createActions()
{
    auto make = [this](const QString &name, const QString &text, const QIcon &icon,
                       const QList<QKeySequence> &keys) {
        auto *a = new QAction(icon, text, this);
        a->setObjectName(name);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        addAction(a);
        m_actions.insert(name, a);
        return a;
    };
    connect(make(QStringLiteral("addProject"), tr("&Add Project…"), Icons::add(), {QKeySequence::Open}),
            &QAction::triggered, this, &MainWindow::addProjectDialog);
    connect(
        make(QStringLiteral("save"), tr("&Save Policy"), Icons::save(), {QKeySequence(Qt::CTRL | Qt::Key_S)}),
        &QAction::triggered, this, &MainWindow::savePolicy);
    connect(make(QStringLiteral("reload"), tr("Re&load Policy from Disk"),
                 Icons::themed(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload),
                 {QKeySequence(Qt::Key_F5)}),
            &QAction::triggered, this, [this] {
                if (m_editor->hasProject() && confirmLeavingEdits())
                    m_editor->reload();
            });
    connect(make(QStringLiteral("quit"), tr("&Quit"),
                 Icons::themed(QStringLiteral("application-exit"), QStyle::SP_DialogCloseButton),
                 {QKeySequence(Qt::CTRL | Qt::Key_Q)}),
            &QAction::triggered, this, &QWidget::close);
    connect(make(QStringLiteral("build"), tr("&Build Image"), Icons::build(),
                 {QKeySequence(Qt::CTRL | Qt::Key_B)}),
            &QAction::triggered, this, [this] { requestBuild(false); });
    connect(make(QStringLiteral("rebuild"), tr("&Rebuild Image from Scratch"), Icons::build(),
                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)}),
            &QAction::triggered, this, [this] { requestBuild(true); });
    connect(make(QStringLiteral("cancelBuild"), tr("&Cancel Build"), Icons::cancel(),
                 {QKeySequence(Qt::CTRL | Qt::Key_Period)}),
            &QAction::triggered, this, &MainWindow::cancelBuildRequested);
    connect(make(QStringLiteral("launch"), tr("&Launch Session"), Icons::launch(),
                 {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}),
            &QAction::triggered, this, &MainWindow::requestLaunch);
    connect(
        make(QStringLiteral("pin"), tr("&Pin to Top"), Icons::pin(), {QKeySequence(Qt::CTRL | Qt::Key_D)}),
        &QAction::triggered, this, &MainWindow::togglePinCurrent);
    connect(make(QStringLiteral("remove"), tr("Re&move from List"), Icons::remove(),
                 {QKeySequence(Qt::CTRL | Qt::Key_Delete)}),
            &QAction::triggered, this, &MainWindow::removeCurrentProject);
    connect(make(QStringLiteral("removeData"), tr("Remove This Project's &Data…"), Icons::remove(), {}),
            &QAction::triggered, this, [this] {
                if (!currentProject().isEmpty())
                    Q_EMIT removeProjectDataRequested(currentProject());
            });
    connect(make(QStringLiteral("resources"), tr("&Resources and Cleanup"), {},
                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)}),
            &QAction::triggered, this, &MainWindow::resourcesRequested);
    connect(make(QStringLiteral("openFolder"), tr("&Open Folder"), Icons::folder(),
                 {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O)}),
            &QAction::triggered, this, [this] {
                if (!currentProject().isEmpty())
                    QDesktopServices::openUrl(QUrl::fromLocalFile(currentProject()));
            });
    connect(make(QStringLiteral("focusProjects"), tr("Go to &Projects"), {},
                 {QKeySequence(Qt::CTRL | Qt::Key_0)}),
            &QAction::triggered, this, [this] { m_projectView->setFocus(Qt::ShortcutFocusReason); });
    for (int i = 0; i < 3; ++i) {
        const QStringList names = {tr("&Policy"), tr("&Sessions"), tr("&Log")};
        connect(
            make(QStringLiteral("tab%1").arg(i), names.at(i), {}, {QKeySequence(Qt::CTRL | (Qt::Key_1 + i))}),
            &QAction::triggered, this, [this, i] {
                if (m_tabs)
                    m_tabs->setCurrentIndex(i);
            });
    }
    auto *toggleLog = make(QStringLiteral("toggleBuildLog"), tr("Show &Build Log"), {},
                           {QKeySequence(Qt::CTRL | Qt::Key_L)});
    toggleLog->setCheckable(true);
    connect(toggleLog, &QAction::toggled, this, [this](bool on) { showBuildPane(on); });
    connect(make(QStringLiteral("createLauncher"), tr("Create &Desktop Launcher"),
                 Icons::themed(QStringLiteral("document-new"), QStyle::SP_FileIcon), {}),
            &QAction::triggered, this, &MainWindow::createLauncher);
    connect(make(QStringLiteral("removeLauncher"), tr("Remove Desktop &Launcher"),
                 Icons::themed(QStringLiteral("edit-delete"), QStyle::SP_TrashIcon), {}),
            &QAction::triggered, this, &MainWindow::removeLauncher);
    connect(make(QStringLiteral("doctor"), tr("&Doctor…"),
                 Icons::themed(QStringLiteral("system-search"), QStyle::SP_MessageBoxInformation), {}),
            &QAction::triggered, this, &MainWindow::doctorRequested);
    connect(make(QStringLiteral("about"), tr("&About AI Sandbox"), Icons::app(), {}), &QAction::triggered,
            this, [this] {
                QMessageBox::about(
                    this, tr("About AI Sandbox"),
                    tr("<h3>AI Sandbox %1</h3><p>Runs AI coding agents in podman containers that see only "
                       "the project folder, reach only allowed hosts and get only the environment "
                       "variables you name.</p><p>License: GPL-3.0-or-later</p>")
                        .arg(QApplication::applicationVersion()));
            });
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(action(QStringLiteral("addProject")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("save")));
    file->addAction(action(QStringLiteral("reload")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("quit")));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_editor->undoAction());
    edit->addAction(m_editor->redoAction());
    addAction(m_editor->undoAction());
    addAction(m_editor->redoAction());

    QMenu *project = menuBar()->addMenu(tr("&Project"));
    project->addAction(action(QStringLiteral("build")));
    project->addAction(action(QStringLiteral("rebuild")));
    project->addAction(action(QStringLiteral("cancelBuild")));
    project->addSeparator();
    project->addAction(action(QStringLiteral("launch")));
    project->addSeparator();
    project->addAction(action(QStringLiteral("pin")));
    project->addAction(action(QStringLiteral("openFolder")));
    project->addAction(action(QStringLiteral("createLauncher")));
    project->addAction(action(QStringLiteral("removeLauncher")));
    project->addAction(action(QStringLiteral("remove")));
    project->addAction(action(QStringLiteral("removeData")));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(action(QStringLiteral("focusProjects")));
    view->addSeparator();
    view->addAction(action(QStringLiteral("tab0")));
    view->addAction(action(QStringLiteral("tab1")));
    view->addAction(action(QStringLiteral("tab2")));
    view->addSeparator();
    view->addAction(action(QStringLiteral("toggleBuildLog")));
    view->addAction(action(QStringLiteral("resources")));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(QStringLiteral("doctor")));
    help->addSeparator();
    help->addAction(action(QStringLiteral("about")));
}

QWidget *MainWindow::createProjectPane()
{
    auto *pane = new QWidget(this);
    auto *v = new QVBoxLayout(pane);
    v->setContentsMargins(8, 8, 0, 8);
    v->setSpacing(6);
    auto *title = new QLabel(tr("Projects"), pane);
    QFont f = title->font();
    f.setBold(true);
    title->setFont(f);
    v->addWidget(title);

    m_projectView = new QListView(pane);
    m_projectView->setObjectName(QStringLiteral("projectList"));
    m_projectView->setModel(m_projects);
    m_projectView->setItemDelegate(new ProjectItemDelegate(m_projectView));
    m_projectView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_projectView->setContextMenuPolicy(Qt::CustomContextMenu);
    m_projectView->setUniformItemSizes(true);
    m_projectView->setAccessibleName(tr("Projects"));
    m_projectView->setToolTip({});
    v->addWidget(m_projectView, 1);

    auto *hint = dimLabel(tr("Drop a folder here to add it."), pane);
    QFont small = hint->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    hint->setFont(small);
    v->addWidget(hint);

    auto *add = new QPushButton(Icons::add(), tr("Add Project…"), pane);
    add->setObjectName(QStringLiteral("addProjectButton"));
    add->setToolTip(tr("Pick a project folder (Ctrl+O)"));
    v->addWidget(add);
    connect(add, &QPushButton::clicked, this, &MainWindow::addProjectDialog);

    connect(m_projectView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrentRowChanged(current.row()); });
    connect(m_projectView, &QListView::customContextMenuRequested, this, &MainWindow::projectContextMenu);
    pane->setMinimumWidth(200);
    return pane;
}

QWidget *MainWindow::createPlaceholder(const QString &title, const QString &text)
{
    auto *page = new QWidget(this);
    auto *v = new QVBoxLayout(page);
    v->setContentsMargins(40, 40, 40, 40);
    v->addStretch(1);
    auto *icon = new QLabel(page);
    icon->setPixmap(Icons::folder().pixmap(64, 64));
    icon->setAlignment(Qt::AlignCenter);
    auto *t = new QLabel(title, page);
    QFont f = t->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    t->setFont(f);
    t->setAlignment(Qt::AlignCenter);
    auto *d = dimLabel(text, page);
    d->setAlignment(Qt::AlignCenter);
    // A wrapped label in a stacked page gets no height-for-width: give it both.
    d->setFixedWidth(480);
    d->setFixedHeight(d->heightForWidth(480));
    auto *add = new QPushButton(Icons::add(), tr("Add Project…"), page);
    add->setObjectName(QStringLiteral("emptyAddProjectButton"));
    add->setMinimumHeight(34);
    connect(add, &QPushButton::clicked, this, &MainWindow::addProjectDialog);
    v->addWidget(icon);
    v->addWidget(t);
    v->addSpacing(4);
    v->addWidget(d, 0, Qt::AlignHCenter);
    v->addSpacing(12);
    v->addWidget(add, 0, Qt::AlignHCenter);
    v->addStretch(2);
    return page;
}

QWidget *MainWindow::createProjectPage()
{
    auto *page = new QWidget(this);
    auto *v = new QVBoxLayout(page);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(6);
    m_header = new ProjectHeader(page);
    v->addWidget(m_header);
    connect(m_header, &ProjectHeader::buildClicked, this, [this] { requestBuild(false); });
    connect(m_header, &ProjectHeader::launchClicked, this, &MainWindow::requestLaunch);

    m_pageSplitter = new QSplitter(Qt::Vertical, page);
    m_pageSplitter->setObjectName(QStringLiteral("pageSplitter"));
    m_pageSplitter->setChildrenCollapsible(false);
    m_tabs = new QTabWidget(m_pageSplitter);
    m_tabs->setObjectName(QStringLiteral("projectTabs"));
    m_editor = new PolicyEditor(m_tabs);
    // The approval banner above the tabs: an unapproved policy is seen (and approved) from any tab.
    v->addWidget(m_editor->takeTrustBanner());
    m_tabs->addTab(m_editor,
                   Icons::themed(QStringLiteral("document-properties"), QStyle::SP_FileDialogDetailedView),
                   tr("Policy"));
    auto placeholder = [this](const QString &title, const QString &text) {
        auto *w = new QWidget(m_tabs);
        auto *l = new QVBoxLayout(w);
        l->addStretch(1);
        auto *t = new QLabel(title, w);
        QFont f = t->font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 1.2);
        t->setFont(f);
        t->setAlignment(Qt::AlignCenter);
        auto *d = dimLabel(text, w);
        d->setAlignment(Qt::AlignCenter);
        l->addWidget(t);
        l->addWidget(d);
        l->addStretch(2);
        return w;
    };
    m_tabs->addTab(
        placeholder(tr("No sessions yet"),
                    tr("Running and past sessions of this project will be listed here, each with its "
                       "terminal, state and exit code.")),
        Icons::themed(QStringLiteral("utilities-terminal"), QStyle::SP_ComputerIcon), tr("Sessions"));
    m_tabs->addTab(
        placeholder(tr("No session log yet"),
                    tr("The live session log will show lifecycle events and every request the egress "
                       "gate allowed or denied; a denied host can be allowed from there.")),
        Icons::themed(QStringLiteral("text-x-generic"), QStyle::SP_FileIcon), tr("Log"));
    m_buildPane = new BuildPane(m_pageSplitter);
    m_buildPane->setObjectName(QStringLiteral("buildPane"));
    m_buildPane->setVisible(false);
    m_pageSplitter->addWidget(m_tabs);
    m_pageSplitter->addWidget(m_buildPane);
    m_pageSplitter->setStretchFactor(0, 3);
    m_pageSplitter->setStretchFactor(1, 1);
    v->addWidget(m_pageSplitter, 1);
    connect(m_buildPane, &BuildPane::cancelRequested, this, &MainWindow::cancelBuildRequested);
    connect(m_buildPane, &BuildPane::closeRequested, this, [this] { showBuildPane(false); });
    // A build that failed on an untrusted TLS certificate: one click adds "host" to the
    // policy as an edit the user still saves (and so approves).
    connect(m_buildPane, &BuildPane::hostCertificatesRequested, this, [this] {
        if (m_editor->addHostCaCertificates())
            m_buildPane->hostCertificatesAdded();
    });
    return page;
}

void MainWindow::openProject(const QString &projectDir)
{
    const int row = m_projects->addProject(projectDir);
    selectRow(row);
}

QString MainWindow::currentProject() const
{
    return m_currentPath;
}

void MainWindow::selectRow(int row)
{
    if (row < 0) {
        onCurrentRowChanged(-1);
        return;
    }
    m_projectView->setCurrentIndex(m_projects->index(row));
    if (m_currentPath != m_projects->pathAt(row))
        onCurrentRowChanged(row);
}

void MainWindow::onCurrentRowChanged(int row)
{
    const QString path = m_projects->pathAt(row);
    // The list re-sorts (recent first): the same project on another row is no change.
    if (!path.isEmpty() && path == m_currentPath && m_editor->projectDir() == path)
        return;
    if (m_editor->hasProject() && m_editor->projectDir() != path && !confirmLeavingEdits()) {
        // Stay on the project with the unsaved edits.
        const QSignalBlocker blocker(m_projectView->selectionModel());
        m_projectView->setCurrentIndex(m_projects->index(m_projects->rowOf(m_editor->projectDir())));
        return;
    }
    m_currentPath = path;
    if (row < 0 || path.isEmpty()) {
        m_stack->setCurrentWidget(m_emptyPage);
    } else if (!QFileInfo(path).isDir()) {
        m_projects->refresh();
        m_missingText->setText(
            tr("%1 does not exist any more. Restore the folder, or remove the project from the list.")
                .arg(QDir::toNativeSeparators(homeShortened(path))));
        m_missingText->setFixedHeight(m_missingText->heightForWidth(m_missingText->width()));
        m_stack->setCurrentWidget(m_missingPage);
    } else {
        m_header->setProject(QFileInfo(path).fileName(), path);
        m_header->setImageStatus(ImageStatus::Unknown, {});
        m_lastTag.clear();
        if (m_editor->projectDir() != path)
            m_editor->openProject(path, m_userConfig);
        m_stack->setCurrentWidget(m_projectPage);
    }
    updateTitle();
    updateActions();
    if (!m_restoring)
        saveSettings();
    Q_EMIT currentProjectChanged(row >= 0 && QFileInfo(path).isDir() ? path : QString());
}

bool MainWindow::confirmLeavingEdits()
{
    if (!m_editor->hasProject() || !m_editor->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved Policy Changes"),
                                              tr("The policy of %1 has changes that are not saved.")
                                                  .arg(QFileInfo(m_editor->projectDir()).fileName()),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                              QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return m_editor->save();
    return answer == QMessageBox::Discard;
}

void MainWindow::addProjectDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Add Project Folder"),
        currentProject().isEmpty() ? QDir::homePath() : QFileInfo(currentProject()).path());
    if (!dir.isEmpty())
        openProject(dir);
}

bool MainWindow::savePolicy()
{
    if (!m_editor->hasProject() || m_stack->currentWidget() != m_projectPage)
        return false;
    return m_editor->save();
}

void MainWindow::requestBuild(bool force)
{
    const QString dir = currentProject();
    if (dir.isEmpty() || m_stack->currentWidget() != m_projectPage || !m_engineUsable || m_building)
        return;
    // The engine builds from the file on disk: save first.
    if (m_editor->isModified() && !m_editor->save())
        return;
    // An unapproved policy file: the review, here, instead of an error later.
    if (!m_editor->ensureApproved())
        return;
    m_building = true;
    m_buildPane->start(m_editor->preview()->imageTag());
    showBuildPane(true);
    m_header->setImageStatus(ImageStatus::Building, {});
    updateActions();
    Q_EMIT buildRequested(dir, force);
}

void MainWindow::requestLaunch()
{
    const QString dir = currentProject();
    if (dir.isEmpty() || m_stack->currentWidget() != m_projectPage || !m_engineUsable)
        return;
    if (!m_enforcement.enforced()) {
        // The same verdict as the banner's: the launch would not be enforced here.
        statusBar()->showMessage(tr("Launch refused: %1").arg(m_enforcement.text()), 10000);
        Q_EMIT launchRefused(dir, m_enforcement.text());
        return;
    }
    if (m_editor->isModified() && !m_editor->save())
        return;
    if (!m_editor->ensureApproved())
        return;
    Q_EMIT launchRequested(dir);
}

QString MainWindow::enforcementText() const
{
    return m_enforcementText->text();
}

void MainWindow::setEnforcement(const aisb::Enforcement &verdict)
{
    m_enforcement = verdict;
    QStringList items;
    for (const Enforcement::Problem &p : verdict.problems)
        items << tr("%1 <i>To fix:</i> %2").arg(p.reason.toHtmlEscaped(), p.fix.toHtmlEscaped());
    m_enforcementText->setText(verdict.enforced()
                                   ? QString()
                                   : tr("<b>A session of this project would not be enforced here, "
                                        "so Launch is refused.</b><br>%1")
                                         .arg(items.join(QStringLiteral("<br>"))));
    m_enforcementBanner->setVisible(!verdict.enforced());
    updateActions();
}

bool MainWindow::createLauncher()
{
    const QString dir = currentProject();
    if (dir.isEmpty() || m_stack->currentWidget() != m_projectPage)
        return false;
    const QString error = DesktopLauncher::create(dir);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot create the launcher"), error);
        return false;
    }
    m_projects->refreshLaunchers();
    updateActions();
    statusBar()->showMessage(tr("Created %1: it opens this project and launches a session.")
                                 .arg(QDir::toNativeSeparators(DesktopLauncher::pathFor(dir))),
                             8000);
    return true;
}

bool MainWindow::removeLauncher()
{
    const QString dir = currentProject();
    if (dir.isEmpty())
        return false;
    const QString error = DesktopLauncher::remove(dir);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot remove the launcher"), error);
        return false;
    }
    m_projects->refreshLaunchers();
    updateActions();
    statusBar()->showMessage(tr("Removed the desktop launcher of %1.").arg(QFileInfo(dir).fileName()), 6000);
    return true;
}

void MainWindow::setEngineStatus(const QString &text, bool usable, const QString &reason)
{
    m_engineUsable = usable;
    m_engineReason = reason;
    m_header->setEngineStatus(text, usable);
    m_engineBannerText->setText(
        usable ? QString()
               : (reason.isEmpty()
                      ? text
                      : tr("<b>The container engine cannot be used.</b> %1").arg(reason.toHtmlEscaped())));
    m_engineBanner->setVisible(!usable);
    updateActions();
}

void MainWindow::setImageStatus(aisb::ImageStatus status, const QString &detail)
{
    m_header->setImageStatus(status, detail);
}

void MainWindow::appendBuildLog(const QString &line)
{
    if (m_buildPane->state() != BuildPane::State::Running) {
        m_buildPane->start(m_editor->preview()->imageTag());
        m_building = true;
        updateActions();
    }
    showBuildPane(true);
    m_buildPane->appendLine(line);
}

void MainWindow::setBuildProgress(int step, int total)
{
    if (m_buildPane->state() != BuildPane::State::Running) {
        m_buildPane->start(m_editor->preview()->imageTag());
        m_building = true;
        updateActions();
    }
    showBuildPane(true);
    m_buildPane->setProgress(step, total);
}

void MainWindow::buildFinished(bool ok, const QString &message, int failedStep)
{
    m_building = false;
    m_buildPane->finish(ok, message, failedStep);
    if (!ok)
        m_buildPane->setDiagnosis(diagnoseBuildLog(m_buildPane->logLines() + QStringList{message},
                                                   m_editor->document()->effective().image.caCertificates,
                                                   CaCertificates::hostFiles()));
    showBuildPane(true);
    m_header->setImageStatus(ok ? ImageStatus::Built : ImageStatus::Failed, ok ? QString() : message);
    updateActions();
    // "Built <tag>" or "<tag> is up to date": an up-to-date image was not built again.
    statusBar()->showMessage(ok ? (message.isEmpty() ? tr("The image was built.") : message)
                                : tr("The image build failed."),
                             8000);
}

void MainWindow::showBuildPane(bool show)
{
    const bool wasHidden = m_buildPane->isHidden();
    m_buildPane->setVisible(show);
    if (show && wasHidden) {
        // Give the log a useful height the first time it opens.
        const QList<int> sizes = m_pageSplitter->sizes();
        const int total = sizes.value(0) + sizes.value(1);
        if (total > 0 && sizes.value(1) < 160)
            m_pageSplitter->setSizes({total - std::max(220, total / 3), std::max(220, total / 3)});
    }
    if (QAction *a = action(QStringLiteral("toggleBuildLog")); a && a->isChecked() != show) {
        const QSignalBlocker blocker(a);
        a->setChecked(show);
    }
}

void MainWindow::updateActions()
{
    const bool haveProject = m_stack && m_stack->currentWidget() == m_projectPage;
    const int currentRow = m_projects->rowOf(m_currentPath);
    const bool haveRow = !m_currentPath.isEmpty() && currentRow >= 0;
    const QString why = !m_engineUsable ? m_engineReason : m_enforcement.text();
    action(QStringLiteral("save"))->setEnabled(haveProject);
    action(QStringLiteral("reload"))->setEnabled(haveProject);
    action(QStringLiteral("build"))->setEnabled(haveProject && m_engineUsable && !m_building);
    action(QStringLiteral("rebuild"))->setEnabled(haveProject && m_engineUsable && !m_building);
    action(QStringLiteral("cancelBuild"))->setEnabled(m_building);
    action(QStringLiteral("launch"))->setEnabled(haveProject && m_engineUsable);
    action(QStringLiteral("pin"))->setEnabled(haveRow);
    action(QStringLiteral("remove"))->setEnabled(haveRow);
    action(QStringLiteral("removeData"))->setEnabled(haveRow);
    action(QStringLiteral("openFolder"))->setEnabled(haveProject);
    const bool launcher = haveRow && DesktopLauncher::exists(m_currentPath);
    action(QStringLiteral("createLauncher"))->setEnabled(haveProject && !launcher);
    action(QStringLiteral("removeLauncher"))->setEnabled(haveRow && launcher);
    const bool pinned =
        haveRow && m_projects->data(m_projects->index(currentRow), ProjectListModel::PinnedRole).toBool();
    action(QStringLiteral("pin"))->setText(pinned ? tr("Un&pin") : tr("&Pin to Top"));
    m_header->setActionsEnabled(m_engineUsable && !m_building, m_engineUsable && m_enforcement.enforced(),
                                why);
}

void MainWindow::updateTitle()
{
    const QString path = currentProject();
    if (path.isEmpty()) {
        setWindowTitle(tr("AI Sandbox"));
        setWindowModified(false);
        return;
    }
    setWindowTitle(tr("%1[*] — AI Sandbox").arg(QFileInfo(path).fileName()));
    setWindowModified(m_editor->hasProject() && m_editor->isModified());
}

void MainWindow::projectContextMenu(const QPoint &pos)
{
    const QModelIndex idx = m_projectView->indexAt(pos);
    if (!idx.isValid())
        return;
    selectRow(idx.row());
    QMenu menu(this);
    menu.addAction(action(QStringLiteral("pin")));
    menu.addAction(action(QStringLiteral("openFolder")));
    menu.addAction(action(QStringLiteral("createLauncher")));
    menu.addAction(action(QStringLiteral("removeLauncher")));
    menu.addSeparator();
    menu.addAction(action(QStringLiteral("remove")));
    menu.addAction(action(QStringLiteral("removeData")));
    menu.exec(m_projectView->viewport()->mapToGlobal(pos));
}

void MainWindow::removeCurrentProject()
{
    const QString path = currentProject();
    const int row = m_projects->rowOf(path);
    if (path.isEmpty() || row < 0)
        return;
    if (m_editor->projectDir() == path && !confirmLeavingEdits())
        return;
    m_currentPath.clear();
    m_projects->removeProject(row);
    statusBar()->showMessage(
        tr("Removed %1 from the list; its folder was not touched.").arg(QDir::toNativeSeparators(path)),
        6000);
    saveSettings();
    if (m_projects->rowCount() > 0)
        selectRow(std::min(row, m_projects->rowCount() - 1));
    else
        onCurrentRowChanged(-1);
}

void MainWindow::togglePinCurrent()
{
    const QString path = currentProject();
    const int row = m_projects->rowOf(path);
    if (path.isEmpty() || row < 0)
        return;
    const bool pinned = m_projects->data(m_projects->index(row), ProjectListModel::PinnedRole).toBool();
    m_projects->setPinned(row, !pinned);
    {
        const QSignalBlocker blocker(m_projectView->selectionModel());
        m_projectView->setCurrentIndex(m_projects->index(m_projects->rowOf(path)));
    }
    updateActions();
    saveSettings();
}

void MainWindow::restoreSettings()
{
    m_restoring = true;
    QSettings settings;
    m_projects->load(settings);
    settings.beginGroup(QStringLiteral("MainWindow"));
    if (settings.contains(QStringLiteral("geometry")))
        restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    if (settings.contains(QStringLiteral("mainSplitter")))
        m_mainSplitter->restoreState(settings.value(QStringLiteral("mainSplitter")).toByteArray());
    if (settings.contains(QStringLiteral("pageSplitter")))
        m_pageSplitter->restoreState(settings.value(QStringLiteral("pageSplitter")).toByteArray());
    if (settings.contains(QStringLiteral("policySplitter")))
        m_editor->splitter()->restoreState(settings.value(QStringLiteral("policySplitter")).toByteArray());
    const QString last = settings.value(QStringLiteral("currentProject")).toString();
    settings.endGroup();
    m_buildPane->setVisible(false);
    const int row = m_projects->rowOf(last);
    if (row >= 0)
        selectRow(row);
    else
        onCurrentRowChanged(-1);
    m_restoring = false;
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    m_projects->save(settings);
    settings.beginGroup(QStringLiteral("MainWindow"));
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
    settings.setValue(QStringLiteral("mainSplitter"), m_mainSplitter->saveState());
    settings.setValue(QStringLiteral("pageSplitter"), m_pageSplitter->saveState());
    settings.setValue(QStringLiteral("policySplitter"), m_editor->splitter()->saveState());
    settings.setValue(QStringLiteral("currentProject"), currentProject());
    settings.endGroup();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!confirmLeavingEdits()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_launchOnShow && !m_launchEmitted) {
        m_launchEmitted = true;
        QTimer::singleShot(0, this, &MainWindow::requestLaunch);
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    for (const QUrl &url : urls) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isDir()) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QString last;
    const QList<QUrl> urls = event->mimeData()->urls();
    for (const QUrl &url : urls) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isDir()) {
            m_projects->addProject(url.toLocalFile());
            last = url.toLocalFile();
        }
    }
    if (!last.isEmpty()) {
        event->acceptProposedAction();
        openProject(last);
    }
}

} // namespace aisb
