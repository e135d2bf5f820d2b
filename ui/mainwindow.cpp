// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "buildpane.h"
#include "icons.h"
#include "maintenance/desktoplauncher.h"
#include "policy/cacertificates.h"
#include "policy/policyfile.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "policypreview.h"
#include "projectheader.h"
#include "projectitemdelegate.h"
#include "projectlistmodel.h"
#include "render/render.h"
#include "session/builddiagnosis.h"
#include "session/quarantine.h"
#include "terminal/terminalsettings.h"
#include "util/paths.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
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
} // namespace

MainWindow::MainWindow(const Pages &pages, QWidget *parent)
    : QMainWindow(parent), m_projects(new ProjectListModel(this))
{
    Q_ASSERT(pages.sessions && pages.log);
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
        createEmptyPage(tr("No project selected"),
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
    m_projectPage = createProjectPage(pages);
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

    connect(m_editor, &PolicyEditor::policyChanged, this, &MainWindow::updateLaunchBlocker);
    connect(m_header, &ProjectHeader::showBlockerRequested, this, [this] {
        m_tabs->setCurrentWidget(m_editor);
        const QStringList missing =
            Render::envFile(m_editor->document()->effective(), m_editor->document()->hostEnvironment())
                .missing;
        m_editor->showEnvironmentVariable(missing.value(0));
    });

    fitToScreen();
    restoreSettings();
    updateActions();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    auto make = [this](const QString &name, const QString &text, const QIcon &icon,
                       const QList<QKeySequence> &keys) {
        auto *a = new QAction(icon, text, this);
        a->setObjectName(name);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        addAction(a);
        return a;
    };
    connect(m_act.addProject =
                make(QStringLiteral("addProject"), tr("&Add Project…"), Icons::add(), {QKeySequence::Open}),
            &QAction::triggered, this, &MainWindow::addProjectDialog);
    connect(m_act.save = make(QStringLiteral("save"), tr("&Save Policy"), Icons::save(),
                              {QKeySequence(Qt::CTRL | Qt::Key_S)}),
            &QAction::triggered, this, &MainWindow::savePolicy);
    connect(m_act.reload = make(QStringLiteral("reload"), tr("Re&load Policy from Disk"),
                                Icons::themed(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload),
                                {QKeySequence(Qt::Key_F5)}),
            &QAction::triggered, this, [this] {
                if (m_editor->hasProject() && confirmLeavingEdits())
                    m_editor->reload();
            });
    connect(m_act.quit = make(QStringLiteral("quit"), tr("&Quit"),
                              Icons::themed(QStringLiteral("application-exit"), QStyle::SP_DialogCloseButton),
                              {QKeySequence(Qt::CTRL | Qt::Key_Q)}),
            &QAction::triggered, this, &QWidget::close);
    connect(m_act.build = make(QStringLiteral("build"), tr("&Build Image"), Icons::build(),
                               {QKeySequence(Qt::CTRL | Qt::Key_B)}),
            &QAction::triggered, this, [this] { requestBuild(false); });
    connect(m_act.rebuild = make(QStringLiteral("rebuild"), tr("&Rebuild Image from Scratch"), Icons::build(),
                                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)}),
            &QAction::triggered, this, [this] { requestBuild(true); });
    connect(m_act.cancelBuild = make(QStringLiteral("cancelBuild"), tr("&Cancel Build"), Icons::cancel(),
                                     {QKeySequence(Qt::CTRL | Qt::Key_Period)}),
            &QAction::triggered, this, &MainWindow::cancelBuildRequested);
    connect(m_act.launch =
                make(QStringLiteral("launch"), tr("&Launch Session"), Icons::launch(),
                     {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}),
            &QAction::triggered, this, &MainWindow::requestLaunch);
    connect(m_act.pin = make(QStringLiteral("pin"), tr("&Pin to Top"), Icons::pin(),
                             {QKeySequence(Qt::CTRL | Qt::Key_D)}),
            &QAction::triggered, this, &MainWindow::togglePinCurrent);
    connect(m_act.remove = make(QStringLiteral("remove"), tr("Re&move from List"), Icons::remove(),
                                {QKeySequence(Qt::CTRL | Qt::Key_Delete)}),
            &QAction::triggered, this, &MainWindow::removeCurrentProject);
    connect(m_act.removeData =
                make(QStringLiteral("removeData"), tr("Remove This Project's &Data…"), Icons::remove(), {}),
            &QAction::triggered, this, [this] {
                if (!currentProject().isEmpty())
                    Q_EMIT removeProjectDataRequested(currentProject());
            });
    connect(m_act.resources = make(QStringLiteral("resources"), tr("&Resources and Cleanup"), {},
                                   {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)}),
            &QAction::triggered, this, &MainWindow::resourcesRequested);
    connect(m_act.credentials =
                make(QStringLiteral("credentials"), tr("&Credentials"),
                     Icons::themed(QStringLiteral("dialog-password"), QStyle::SP_DialogApplyButton), {}),
            &QAction::triggered, this, &MainWindow::credentialsRequested);
    connect(m_act.openFolder = make(QStringLiteral("openFolder"), tr("&Open Folder"), Icons::folder(),
                                    {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O)}),
            &QAction::triggered, this, &MainWindow::openProjectFolder);
    connect(m_act.focusProjects = make(QStringLiteral("focusProjects"), tr("Go to &Projects"), {},
                                       {QKeySequence(Qt::CTRL | Qt::Key_0)}),
            &QAction::triggered, this, [this] { m_projectView->setFocus(Qt::ShortcutFocusReason); });
    for (int i = 0; i < 3; ++i) {
        const QStringList names = {tr("&Policy"), tr("&Sessions"), tr("&Log")};
        connect(m_act.tab[size_t(i)] = make(QStringLiteral("tab%1").arg(i), names.at(i), {},
                                            {QKeySequence(Qt::CTRL | (Qt::Key_1 + i))}),
                &QAction::triggered, this, [this, i] {
                    const std::array<QWidget *, 3> pages{m_editor, m_sessionsPage, m_logPage};
                    if (m_tabs && pages.at(size_t(i)))
                        m_tabs->setCurrentWidget(pages.at(size_t(i)));
                });
    }
    auto *toggleLog = m_act.toggleBuildLog = make(QStringLiteral("toggleBuildLog"), tr("Show &Build Log"), {},
                                                  {QKeySequence(Qt::CTRL | Qt::Key_L)});
    toggleLog->setCheckable(true);
    connect(toggleLog, &QAction::toggled, this, [this](bool on) { showBuildPane(on); });
    connect(m_act.createLauncher =
                make(QStringLiteral("createLauncher"), tr("Create &Desktop Launcher"),
                     Icons::themed(QStringLiteral("document-new"), QStyle::SP_FileIcon), {}),
            &QAction::triggered, this, &MainWindow::createLauncher);
    connect(m_act.removeLauncher =
                make(QStringLiteral("removeLauncher"), tr("Remove Desktop &Launcher"),
                     Icons::themed(QStringLiteral("edit-delete"), QStyle::SP_TrashIcon), {}),
            &QAction::triggered, this, &MainWindow::removeLauncher);
    connect(m_act.doctor =
                make(QStringLiteral("doctor"), tr("&Doctor…"),
                     Icons::themed(QStringLiteral("system-search"), QStyle::SP_MessageBoxInformation), {}),
            &QAction::triggered, this, &MainWindow::doctorRequested);
    // F10 opens the menu bar from anywhere, the terminal included (as in GNOME Terminal).
    connect(m_act.menuBar =
                make(QStringLiteral("menuBar"), tr("Open the &Menu Bar"), {}, {QKeySequence(Qt::Key_F10)}),
            &QAction::triggered, this, [this] {
                if (!menuBar()->actions().isEmpty()) {
                    menuBar()->setFocus(Qt::MenuBarFocusReason);
                    menuBar()->setActiveAction(menuBar()->actions().constFirst());
                }
            });
    connect(m_act.shortcuts = make(
                QStringLiteral("shortcuts"), tr("&Keyboard Shortcuts"),
                Icons::themed(QStringLiteral("preferences-desktop-keyboard"), QStyle::SP_DialogHelpButton),
                {QKeySequence(Qt::CTRL | Qt::Key_Question)}),
            &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(m_act.docs = make(QStringLiteral("docs"), tr("&Using the App"),
                              Icons::themed(QStringLiteral("help-contents"), QStyle::SP_DialogHelpButton),
                              {QKeySequence(Qt::Key_F1)}),
            &QAction::triggered, this, [this] {
                const QString page = MainWindow::usingTheAppPath();
                if (page.isEmpty() || !QDesktopServices::openUrl(QUrl::fromLocalFile(page)))
                    QDesktopServices::openUrl(QUrl(QStringLiteral(
                        "https://github.com/ai-sandbox/ai-sandbox/blob/main/docs/using-the-app.md")));
            });
    connect(m_act.preferences =
                make(QStringLiteral("preferences"), tr("Pre&ferences…"),
                     Icons::themed(QStringLiteral("preferences-system"), QStyle::SP_FileDialogDetailedView),
                     {QKeySequence(Qt::CTRL | Qt::Key_Comma)}),
            &QAction::triggered, this, &MainWindow::showPreferences);
    connect(m_act.engine = make(QStringLiteral("engine"), tr("Podman &Engine…"),
                                Icons::themed(QStringLiteral("network-server"), QStyle::SP_DriveNetIcon), {}),
            &QAction::triggered, this, [this] { Q_EMIT engineDialogRequested(QString()); });
    connect(m_act.projectEngine =
                make(QStringLiteral("projectEngine"), tr("Podman &Engine of This Project…"),
                     Icons::themed(QStringLiteral("network-server"), QStyle::SP_DriveNetIcon), {}),
            &QAction::triggered, this, [this] {
                if (!currentProject().isEmpty())
                    Q_EMIT engineDialogRequested(currentProject());
            });
    connect(m_act.userPolicy = make(QStringLiteral("userPolicy"), tr("Open &User Policy File"),
                                    Icons::themed(QStringLiteral("document-open"), QStyle::SP_FileIcon), {}),
            &QAction::triggered, this, &MainWindow::openUserPolicy);
    connect(m_act.about = make(QStringLiteral("about"), tr("&About AI Sandbox"), Icons::app(), {}),
            &QAction::triggered, this, [this] {
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
    file->addAction(m_act.addProject);
    file->addSeparator();
    file->addAction(m_act.save);
    file->addAction(m_act.reload);
    file->addSeparator();
    file->addAction(m_act.quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_editor->undoAction());
    edit->addAction(m_editor->redoAction());
    edit->addSeparator();
    edit->addAction(m_act.userPolicy);
    edit->addAction(m_act.preferences);
    edit->addAction(m_act.engine);
    addAction(m_editor->undoAction());
    addAction(m_editor->redoAction());

    QMenu *project = menuBar()->addMenu(tr("&Project"));
    project->addAction(m_act.build);
    project->addAction(m_act.rebuild);
    project->addAction(m_act.cancelBuild);
    project->addSeparator();
    project->addAction(m_act.launch);
    project->addAction(m_act.projectEngine);
    project->addSeparator();
    project->addAction(m_act.pin);
    project->addAction(m_act.openFolder);
    project->addAction(m_act.createLauncher);
    project->addAction(m_act.removeLauncher);
    project->addAction(m_act.remove);
    project->addAction(m_act.removeData);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_act.focusProjects);
    view->addSeparator();
    view->addAction(m_act.tab[0]);
    view->addAction(m_act.tab[1]);
    view->addAction(m_act.tab[2]);
    view->addSeparator();
    view->addAction(m_act.toggleBuildLog);
    view->addAction(m_act.resources);
    view->addAction(m_act.credentials);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_act.docs);
    help->addAction(m_act.shortcuts);
    help->addAction(m_act.doctor);
    help->addSeparator();
    help->addAction(m_act.about);
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

QWidget *MainWindow::createEmptyPage(const QString &title, const QString &text)
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

QWidget *MainWindow::createProjectPage(const Pages &pages)
{
    auto *page = new QWidget(this);
    auto *v = new QVBoxLayout(page);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(6);
    m_header = new ProjectHeader(page);
    v->addWidget(m_header);
    connect(m_header, &ProjectHeader::buildClicked, this, [this] { requestBuild(false); });
    connect(m_header, &ProjectHeader::launchClicked, this, &MainWindow::requestLaunch);
    connect(m_header, &ProjectHeader::changeEngineRequested, this, [this] {
        if (!currentProject().isEmpty())
            Q_EMIT engineDialogRequested(currentProject());
    });
    connect(m_header, &ProjectHeader::quarantineToggled, this, [this](bool on) {
        const QString dir = currentProject();
        if (on)
            m_quarantined.insert(dir);
        else
            m_quarantined.remove(dir);
        m_editor->preview()->setQuarantine(on);
        updateLaunchBlocker();
    });

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
    m_sessionsPage = pages.sessions;
    m_tabs->addTab(m_sessionsPage,
                   Icons::themed(QStringLiteral("utilities-terminal"), QStyle::SP_ComputerIcon),
                   tr("Sessions"));
    m_logPage = pages.log;
    m_tabs->addTab(m_logPage, Icons::themed(QStringLiteral("text-x-generic"), QStyle::SP_FileIcon),
                   tr("Log"));
    // One build panel per project: its log and status follow the selected project.
    m_buildStack = new QStackedWidget(m_pageSplitter);
    m_buildStack->setObjectName(QStringLiteral("buildStack"));
    m_buildStack->setVisible(false);
    m_pageSplitter->addWidget(m_tabs);
    m_pageSplitter->addWidget(m_buildStack);
    m_pageSplitter->setStretchFactor(0, 3);
    m_pageSplitter->setStretchFactor(1, 1);
    v->addWidget(m_pageSplitter, 1);
    m_buildPane = paneFor(QString());
    return page;
}

BuildPane *MainWindow::paneFor(const QString &projectDir)
{
    if (BuildPane *pane = m_buildPanes.value(projectDir))
        return pane;
    auto *pane = new BuildPane(m_buildStack);
    pane->setObjectName(QStringLiteral("buildPane"));
    m_buildStack->addWidget(pane);
    m_buildPanes.insert(projectDir, pane);
    connect(pane, &BuildPane::cancelRequested, this, &MainWindow::cancelBuildRequested);
    connect(pane, &BuildPane::closeRequested, this, [this] { showBuildPane(false); });
    // A build that failed on an untrusted TLS certificate: one click adds "host" to the
    // policy as an edit the user still saves (and so approves).
    connect(pane, &BuildPane::hostCertificatesRequested, this, [this, pane] {
        if (pane == m_buildPane && m_editor->addHostCaCertificates())
            pane->hostCertificatesAdded();
    });
    return pane;
}

// The panel of the project being built (builds run one at a time, maybe for another project).
BuildPane *MainWindow::buildingPane()
{
    return m_buildingProject.isEmpty() ? m_buildPane : paneFor(m_buildingProject);
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
                .arg(Paths::shown(path)));
        m_missingText->setFixedHeight(m_missingText->heightForWidth(m_missingText->width()));
        m_stack->setCurrentWidget(m_missingPage);
    } else {
        m_header->setProject(QFileInfo(path).fileName(), path);
        // Quarantine: what the project carries that would run code (names only, nothing runs).
        {
            const QSignalBlocker block(m_header->quarantineCheck());
            m_header->quarantineCheck()->setChecked(m_quarantined.contains(path));
        }
        m_header->setQuarantineFindings(Quarantine::warningText(Quarantine::scanCodeRunningFiles(path)));
        m_editor->preview()->setQuarantine(m_quarantined.contains(path));
        m_header->setImageStatus(
            m_building && path == m_buildingProject ? ImageStatus::Building : ImageStatus::Unknown, {});
        m_lastTag.clear();
        if (m_editor->projectDir() != path)
            m_editor->openProject(path, m_userConfig);
        // This project's build panel, open as it was left.
        m_buildPane = paneFor(path);
        m_buildStack->setCurrentWidget(m_buildPane);
        showBuildPane(m_buildShown.contains(path));
        m_stack->setCurrentWidget(m_projectPage);
        updateLaunchBlocker();
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
    m_buildingProject = dir;
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
    updateLaunchBlocker();
    if (!m_launchBlocker.isEmpty()) {
        // Said up front, with the fix, instead of a terminal that dies at once.
        statusBar()->showMessage(tr("Launch refused: %1").arg(m_launchBlocker), 10000);
        return;
    }
    if (m_editor->isModified() && !m_editor->save())
        return;
    // A quarantine launch does not read the project's .ai-sandbox.toml: nothing to approve.
    if (!m_quarantined.contains(dir) && !m_editor->ensureApproved())
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
    BuildPane *pane = buildingPane();
    if (pane->state() != BuildPane::State::Running) {
        pane->start(m_editor->preview()->imageTag());
        m_building = true;
        updateActions();
    }
    if (pane == m_buildPane)
        showBuildPane(true);
    else
        m_buildShown.insert(m_buildingProject);
    pane->appendLine(line);
}

void MainWindow::setBuildProgress(int step, int total)
{
    BuildPane *pane = buildingPane();
    if (pane->state() != BuildPane::State::Running) {
        pane->start(m_editor->preview()->imageTag());
        m_building = true;
        updateActions();
    }
    if (pane == m_buildPane)
        showBuildPane(true);
    else
        m_buildShown.insert(m_buildingProject);
    pane->setProgress(step, total);
}

void MainWindow::buildFinished(bool ok, const QString &message, int failedStep)
{
    m_building = false;
    BuildPane *pane = buildingPane();
    const bool current = pane == m_buildPane;
    m_buildingProject.clear();
    pane->finish(ok, message, failedStep);
    if (!ok && current)
        pane->setDiagnosis(diagnoseBuildLog(pane->logLines() + QStringList{message},
                                            m_editor->document()->effective().image.caCertificates,
                                            CaCertificates::hostFiles()));
    if (!current) {
        // Another project's build: its panel keeps the result for when it is selected again.
        updateActions();
        return;
    }
    showBuildPane(true);
    // The header says it in a few words; the whole message is in the build log.
    m_header->setImageStatus(ok ? ImageStatus::Built : ImageStatus::Failed,
                             ok ? QString() : message.section(QLatin1Char('\n'), 0, 0));
    updateActions();
    // "Built <tag>" or "<tag> is up to date": an up-to-date image was not built again.
    statusBar()->showMessage(ok ? (message.isEmpty() ? tr("The image was built.") : message)
                                : tr("The image build failed."),
                             8000);
}

void MainWindow::showBuildPane(bool show)
{
    if (!m_currentPath.isEmpty()) {
        if (show)
            m_buildShown.insert(m_currentPath);
        else
            m_buildShown.remove(m_currentPath);
    }
    const bool wasHidden = m_buildStack->isHidden();
    m_buildStack->setVisible(show);
    if (show && wasHidden) {
        // Give the log a useful height the first time it opens.
        const QList<int> sizes = m_pageSplitter->sizes();
        const int total = sizes.value(0) + sizes.value(1);
        if (total > 0 && sizes.value(1) < 160)
            m_pageSplitter->setSizes({total - std::max(220, total / 3), std::max(220, total / 3)});
    }
    if (m_act.toggleBuildLog->isChecked() != show) {
        const QSignalBlocker blocker(m_act.toggleBuildLog);
        m_act.toggleBuildLog->setChecked(show);
    }
}

void MainWindow::updateActions()
{
    const bool haveProject = m_stack && m_stack->currentWidget() == m_projectPage;
    const int currentRow = m_projects->rowOf(m_currentPath);
    const bool haveRow = !m_currentPath.isEmpty() && currentRow >= 0;
    const QString why = !m_engineUsable ? m_engineReason : m_enforcement.text();
    m_act.save->setEnabled(haveProject);
    m_act.reload->setEnabled(haveProject);
    m_act.build->setEnabled(haveProject && m_engineUsable && !m_building);
    m_act.rebuild->setEnabled(haveProject && m_engineUsable && !m_building);
    m_act.cancelBuild->setEnabled(m_building);
    m_act.launch->setEnabled(haveProject && m_engineUsable && m_launchBlocker.isEmpty());
    m_act.pin->setEnabled(haveRow);
    m_act.remove->setEnabled(haveRow);
    m_act.removeData->setEnabled(haveRow);
    m_act.projectEngine->setEnabled(haveProject);
    m_act.openFolder->setEnabled(haveProject);
    const bool launcher = haveRow && DesktopLauncher::exists(m_currentPath);
    m_act.createLauncher->setEnabled(haveProject && !launcher);
    m_act.removeLauncher->setEnabled(haveRow && launcher);
    const bool pinned =
        haveRow && m_projects->data(m_projects->index(currentRow), ProjectListModel::PinnedRole).toBool();
    m_act.pin->setText(pinned ? tr("Un&pin") : tr("&Pin to Top"));
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
    menu.addAction(m_act.pin);
    menu.addAction(m_act.openFolder);
    menu.addAction(m_act.createLauncher);
    menu.addAction(m_act.removeLauncher);
    menu.addSeparator();
    menu.addAction(m_act.remove);
    menu.addAction(m_act.removeData);
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
    const bool pinned = m_projects->data(m_projects->index(row), ProjectListModel::PinnedRole).toBool();
    m_projects->removeProject(row);
    if (BuildPane *pane = m_buildPanes.take(path)) {
        if (pane == m_buildPane)
            m_buildPane = paneFor(QString());
        pane->deleteLater();
    }
    m_buildShown.remove(path);
    m_lastRemoved = Removed{path, pinned};
    // Undoable for a while: a button in the status bar puts it back.
    auto *undo = new QToolButton(statusBar());
    undo->setObjectName(QStringLiteral("undoRemoveButton"));
    undo->setText(tr("Undo"));
    undo->setToolTip(tr("Put %1 back in the list").arg(QFileInfo(path).fileName()));
    statusBar()->addPermanentWidget(undo);
    connect(undo, &QToolButton::clicked, this, [this, undo] {
        undo->deleteLater();
        undoRemoveProject();
    });
    connect(statusBar(), &QStatusBar::messageChanged, undo, [undo](const QString &text) {
        if (text.isEmpty())
            undo->deleteLater();
    });
    statusBar()->showMessage(
        tr("Removed %1 from the list; its folder was not touched.").arg(QDir::toNativeSeparators(path)),
        10000);
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
    m_buildStack->setVisible(false);
    fitToScreen();
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

bool MainWindow::undoRemoveProject()
{
    if (!m_lastRemoved)
        return false;
    const Removed removed = *std::exchange(m_lastRemoved, std::nullopt);
    const int row = m_projects->addProject(removed.path);
    if (row < 0)
        return false;
    if (removed.pinned)
        m_projects->setPinned(row, true);
    openProject(removed.path);
    statusBar()->showMessage(tr("%1 is back in the list.").arg(QFileInfo(removed.path).fileName()), 4000);
    saveSettings();
    return true;
}

void MainWindow::showStartupProblem(const QString &text)
{
    statusBar()->showMessage(text, 20000);
    auto *box =
        new QMessageBox(QMessageBox::Warning, tr("Project Not Opened"), text, QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("startupProblem"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

QString MainWindow::userConfigPath() const
{
    return m_userConfig.isEmpty() ? PolicyFile::userConfigPath() : m_userConfig;
}

// A variable the policy passes from this computer but that is not set here: the session would
// stop at launch. Said up front, next to Launch, with the fix.
void MainWindow::updateLaunchBlocker()
{
    QString reason;
    QString fix;
    // A quarantine launch passes no variables: none can be missing.
    if (m_editor->hasProject() && m_editor->projectDir() == m_currentPath &&
        !m_quarantined.contains(m_currentPath)) {
        const QStringList missing =
            Render::envFile(m_editor->document()->effective(), m_editor->document()->hostEnvironment())
                .missing;
        if (!missing.isEmpty()) {
            reason = tr("Launch needs %1, which is not set on this computer.", nullptr, int(missing.size()))
                         .arg(missing.join(QStringLiteral(", ")));
            fix = tr("To fix: set it in the environment the app starts from (for example export it in "
                     "~/.profile and log in again), or remove it from the policy's Environment section.");
        }
    }
    if (reason == m_launchBlocker && m_header->launchBlocker() == reason)
        return;
    m_launchBlocker = reason;
    m_header->setLaunchBlocker(reason, fix);
    m_act.launch->setToolTip(reason.isEmpty() ? m_act.launch->text() : reason + QLatin1Char('\n') + fix);
    updateActions();
}

void MainWindow::fitToScreen()
{
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect avail = screen->availableGeometry();
    // The window frame and title bar are outside the size: leave them room.
    const QSize room = avail.size() - QSize(16, 48);
    QSize want = m_restoring ? size() : QSize(1280, 800);
    want = want.boundedTo(room).expandedTo(minimumSizeHint().boundedTo(room));
    if (want != size())
        resize(want);
    if (m_restoring && !avail.contains(frameGeometry().topLeft()))
        move(avail.topLeft());
}

void MainWindow::openProjectFolder()
{
    const QString dir = currentProject();
    if (dir.isEmpty())
        return;
    // No file manager registered: say where it is and offer the path.
    openOrShowPath(dir, tr("No File Manager"),
                   tr("No program is registered to open folders on this computer. The project folder is:"));
}

bool MainWindow::openOrShowPath(const QString &path, const QString &title, const QString &text)
{
    if (QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
        return true;
    QMessageBox box(QMessageBox::Information, title, text, QMessageBox::NoButton, this);
    box.setInformativeText(QDir::toNativeSeparators(path));
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPushButton *copy = box.addButton(tr("Copy Path"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Close);
    box.exec();
    if (box.clickedButton() == copy) {
        QApplication::clipboard()->setText(path);
        statusBar()->showMessage(tr("Copied the path."), 4000);
    }
    return false;
}

void MainWindow::openUserPolicy()
{
    const QString path = userConfigPath();
    if (!QFileInfo::exists(path)) {
        QMessageBox box(QMessageBox::Question, tr("Create the User Policy File?"),
                        tr("%1 does not exist yet. Its settings apply to every project unless the "
                           "project's own file sets them.")
                            .arg(QDir::toNativeSeparators(path)),
                        QMessageBox::NoButton, this);
        QPushButton *create = box.addButton(tr("Create and Open"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != create)
            return;
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
            QMessageBox::warning(this, tr("Cannot create the file"), f.errorString());
            return;
        }
        f.write(tr("# ai-sandbox user policy: defaults for every project (docs/policy.md).\n"
                   "# Example:\n# [limits]\n# memory = \"4g\"\n")
                    .toUtf8());
    }
    if (!openOrShowPath(path, tr("No Text Editor"),
                        tr("No program is registered to open text files. The user policy file is:")))
        return;
    statusBar()->showMessage(tr("Opened %1; the editor reads it again when you switch projects or press F5.")
                                 .arg(QDir::toNativeSeparators(path)),
                             8000);
}

QString MainWindow::usingTheAppPath()
{
    const QString name = QStringLiteral("using-the-app.md");
    // Beside the program: <prefix>/bin/../share/doc/ai-sandbox when installed, and the same layout
    // in the build folder (ui/CMakeLists.txt copies it there). Never a path compiled in.
    const QString path = QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                         QStringLiteral("/../share/doc/ai-sandbox/") + name);
    return QFileInfo::exists(path) ? path : QString();
}

QList<std::pair<QString, QString>> MainWindow::shortcutList() const
{
    QList<std::pair<QString, QString>> out;
    const QList<const QAction *> listed = {
        m_act.addProject,    m_act.save,        m_act.reload, m_act.build,     m_act.rebuild,
        m_act.cancelBuild,   m_act.launch,      m_act.pin,    m_act.remove,    m_act.openFolder,
        m_act.focusProjects, m_act.tab[0],      m_act.tab[1], m_act.tab[2],    m_act.toggleBuildLog,
        m_act.resources,     m_act.preferences, m_act.docs,   m_act.shortcuts, m_act.menuBar,
        m_act.quit};
    for (const QAction *a : listed) {
        if (a->shortcut().isEmpty())
            continue;
        out.append({a->shortcut().toString(QKeySequence::NativeText), a->text().remove(QLatin1Char('&'))});
    }
    out.append(
        {m_editor->undoAction()->shortcut().toString(QKeySequence::NativeText), tr("Undo a policy edit")});
    out.append(
        {m_editor->redoAction()->shortcut().toString(QKeySequence::NativeText), tr("Redo a policy edit")});
    // In the terminal: what it keeps and what still reaches the app (docs/using-the-app.md).
    out.append({tr("Ctrl+1 … Ctrl+3, Ctrl+PgUp/PgDn, F10"),
                tr("In a terminal: still switch tabs and open the menu bar")});
    out.append({tr("Ctrl+Shift+C / Ctrl+Shift+V"), tr("In a terminal: copy / paste")});
    out.append({tr("Ctrl+Shift+F"), tr("In a terminal: find in the output")});
    out.append({tr("Shift+PgUp / Shift+PgDn"), tr("In a terminal: scroll back / forward")});
    return out;
}

void MainWindow::showShortcuts()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto *v = new QVBoxLayout(&dialog);
    const auto list = shortcutList();
    auto *table = new QTableWidget(int(list.size()), 2, &dialog);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    for (int i = 0; i < list.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(list.at(i).first));
        table->setItem(i, 1, new QTableWidgetItem(list.at(i).second));
    }
    table->resizeColumnToContents(0);
    v->addWidget(table, 1);
    auto *note = new QLabel(tr("In a session's terminal every other key goes to the program (Ctrl+C, Ctrl+W, "
                               "Alt+letters…). <a href=\"docs\">Using the app</a> explains more."),
                            &dialog);
    note->setWordWrap(true);
    connect(note, &QLabel::linkActivated, this, [this] { m_act.docs->trigger(); });
    v->addWidget(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    v->addWidget(buttons);
    dialog.resize(560, 520);
    dialog.exec();
}

void MainWindow::showPreferences()
{
    QSettings settings;
    TerminalSettings terminal = TerminalSettings::load(settings);
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Preferences"));
    auto *form = new QFormLayout(&dialog);
    auto *font = new QFontComboBox(&dialog);
    font->setObjectName(QStringLiteral("terminalFont"));
    font->setFontFilters(QFontComboBox::MonospacedFonts);
    font->setEditable(false);
    font->setCurrentFont(QFont(terminal.fontFamily));
    auto *size = new QDoubleSpinBox(&dialog);
    size->setObjectName(QStringLiteral("terminalFontSize"));
    size->setRange(4, 72);
    size->setDecimals(1);
    size->setSuffix(tr(" pt"));
    size->setValue(terminal.fontSize);
    auto *scrollback = new QSpinBox(&dialog);
    scrollback->setObjectName(QStringLiteral("terminalScrollback"));
    scrollback->setRange(0, 1000000);
    scrollback->setSingleStep(1000);
    scrollback->setSuffix(tr(" lines"));
    scrollback->setValue(terminal.scrollbackLines);
    auto *bell = new QCheckBox(tr("Flash the terminal on a bell"), &dialog);
    bell->setObjectName(QStringLiteral("terminalVisualBell"));
    bell->setChecked(terminal.visualBell);
    form->addRow(tr("Terminal &font:"), font);
    form->addRow(tr("Font &size:"), size);
    form->addRow(tr("Scroll&back:"), scrollback);
    form->addRow(QString(), bell);
    auto *note = dimLabel(tr("New sessions use these settings; running ones keep theirs."), &dialog);
    form->addRow(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    buttons->addButton(tr("Save Preferences"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    terminal.fontFamily = font->currentFont().family();
    terminal.fontSize = size->value();
    terminal.scrollbackLines = scrollback->value();
    terminal.visualBell = bell->isChecked();
    terminal.save(settings);
    Q_EMIT preferencesChanged();
    statusBar()->showMessage(tr("Saved the preferences."), 4000);
}

} // namespace aisb
