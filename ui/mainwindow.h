// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maintenance/enforcement.h"
#include "session/imagestatus.h"

#include <QHash>
#include <QMainWindow>
#include <QSet>
#include <array>
#include <optional>

class QAction;
class QLabel;
class QListView;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTabWidget;

namespace aisb {

class BuildPane;
class PolicyEditor;
class ProjectHeader;
class ProjectListModel;

// The application's main window: project list on the left, the selected project on the right
// (header with image and engine status, tabs Policy · Sessions · Log, the build log).
// It never talks to podman: it asks through signals and is told through slots.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // The Sessions and Log tabs' pages, made by the caller (Gui: the app's SessionsPage and
    // SessionLogPage); the window owns them from here. Both are required.
    struct Pages
    {
        QWidget *sessions = nullptr;
        QWidget *log = nullptr;
    };
    explicit MainWindow(const Pages &pages, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Adds the folder to the list (if needed) and selects it.
    void openProject(const QString &projectDir);
    QString currentProject() const;
    // Quarantine was checked for this project (ProjectHeader's box): its launch is a quarantine one.
    bool quarantined(const QString &projectDir) const { return m_quarantined.contains(projectDir); }
    // Emit launchRequested() for the current project once the window is shown.
    void setLaunchOnShow(bool launch) { m_launchOnShow = launch; }

    PolicyEditor *policyEditor() const { return m_editor; }
    // The build panel of the selected project (each project has its own log and status).
    BuildPane *buildPane() const { return m_buildPane; }
    BuildPane *buildPaneFor(const QString &projectDir) const { return m_buildPanes.value(projectDir); }
    // Why Launch cannot work for the selected project as edited ("" when it can).
    QString launchBlocker() const { return m_launchBlocker; }
    ProjectHeader *header() const { return m_header; }
    ProjectListModel *projectModel() const { return m_projects; }
    QListView *projectView() const { return m_projectView; }
    QTabWidget *tabs() const { return m_tabs; }
    // The tabs' pages, in order: policyEditor(), sessionsPage(), logPage().
    QWidget *sessionsPage() const { return m_sessionsPage; }
    QWidget *logPage() const { return m_logPage; }
    QWidget *engineBanner() const { return m_engineBanner; }
    // Red, whenever a launch of the selected project would not be enforced (Enforcement).
    QWidget *enforcementBanner() const { return m_enforcementBanner; }
    QString enforcementText() const;
    const Enforcement &enforcement() const { return m_enforcement; }
    QSplitter *mainSplitter() const { return m_mainSplitter; }

    // The window's actions (menus, shortcuts, the toolbar and tests reach them here).
    struct Actions
    {
        QAction *addProject = nullptr;
        QAction *save = nullptr;
        QAction *reload = nullptr;
        QAction *quit = nullptr;
        QAction *build = nullptr;
        QAction *rebuild = nullptr;
        QAction *cancelBuild = nullptr;
        QAction *launch = nullptr;
        QAction *pin = nullptr;
        QAction *remove = nullptr;
        QAction *removeData = nullptr;
        QAction *resources = nullptr;
        QAction *credentials = nullptr;
        QAction *openFolder = nullptr;
        QAction *focusProjects = nullptr;
        QAction *toggleBuildLog = nullptr;
        QAction *createLauncher = nullptr;
        QAction *removeLauncher = nullptr;
        QAction *doctor = nullptr;
        QAction *menuBar = nullptr;
        QAction *shortcuts = nullptr;
        QAction *docs = nullptr;
        QAction *preferences = nullptr;
        QAction *engine = nullptr;        // Edit > Podman Engine… (the global choice)
        QAction *projectEngine = nullptr; // Project > Podman Engine of This Project…
        QAction *userPolicy = nullptr;
        QAction *about = nullptr;
        std::array<QAction *, 3> tab{}; // Ctrl+1..3: Policy, Sessions, Log
    };
    const Actions &actions() const { return m_act; }

    // Where to read the user file (tests); default PolicyFile::userConfigPath().
    void setUserConfigPath(const QString &path) { m_userConfig = path; }
    QString userConfigPath() const;
    // docs/using-the-app.md as installed beside the program (bin/../share/doc), "" when not found.
    static QString usingTheAppPath();
    // The keyboard shortcuts as the Help menu lists them: (keys, what they do) pairs.
    QList<std::pair<QString, QString>> shortcutList() const;
    // Re-adds the project last removed from the list (the status bar's Undo).
    bool undoRemoveProject();
    // A problem with what the app was started with (a --project that is not a folder): said in
    // the window, which stays open.
    void showStartupProblem(const QString &text);

Q_SIGNALS:
    void buildRequested(const QString &projectDir, bool force);
    void launchRequested(const QString &projectDir);
    void cancelBuildRequested();
    // The selected project changed ("" when none); the integrator refreshes the image status.
    void currentProjectChanged(const QString &projectDir);
    // The image tag of the edited policy changed (a rebuild may be needed).
    void imageTagChanged(const QString &projectDir, const QString &imageTag);
    void policySaved(const QString &projectDir);
    // View > Resources; Project > Remove This Project's Data… (the integrator opens the page).
    void resourcesRequested();
    // View > Credentials (the integrator opens the page).
    void credentialsRequested();
    void removeProjectDataRequested(const QString &projectDir);
    // Edit > Preferences changed the terminal settings (sessions re-read them).
    void preferencesChanged();
    // Help > Doctor, or the banner's button.
    void doctorRequested();
    // Edit > Podman Engine… ("" = the global choice) or a project's engine (the header's Change…).
    void engineDialogRequested(const QString &projectDir);
    // A launch was asked for and refused: it would not be enforced (the reasons).
    void launchRefused(const QString &projectDir, const QString &reasons);

public Q_SLOTS:
    void setEngineStatus(const QString &text, bool usable, const QString &reason);
    // The verdict for the selected project: the banner shows its reasons and Launch is refused.
    void setEnforcement(const aisb::Enforcement &verdict);
    // Writes or removes the selected project's desktop launcher (the list shows which have one).
    bool createLauncher();
    bool removeLauncher();
    void setImageStatus(aisb::ImageStatus status, const QString &detail);
    void appendBuildLog(const QString &line);
    void setBuildProgress(int step, int total);
    void buildFinished(bool ok, const QString &message, int failedStep);

    void addProjectDialog();
    bool savePolicy();
    void requestBuild(bool force = false);
    void requestLaunch();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    QWidget *createProjectPane();
    QWidget *createProjectPage(const Pages &pages);
    QWidget *createEmptyPage(const QString &title, const QString &text); // no project selected
    void selectRow(int row);
    void onCurrentRowChanged(int row);
    bool confirmLeavingEdits();
    void updateActions();
    void updateTitle();
    void showBuildPane(bool show);
    BuildPane *paneFor(const QString &projectDir);
    BuildPane *buildingPane();
    void updateLaunchBlocker();
    void showShortcuts();
    void showPreferences();
    void openUserPolicy();
    void openProjectFolder();
    // Opens the path with the desktop's program; when there is none, shows it with Copy Path.
    bool openOrShowPath(const QString &path, const QString &title, const QString &text);
    void fitToScreen();
    void projectContextMenu(const QPoint &pos);
    void removeCurrentProject();
    void togglePinCurrent();
    void restoreSettings();
    void saveSettings() const;

    ProjectListModel *m_projects = nullptr;
    QListView *m_projectView = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_pageSplitter = nullptr;
    QStackedWidget *m_stack = nullptr;
    QWidget *m_emptyPage = nullptr;
    QWidget *m_missingPage = nullptr;
    QLabel *m_missingText = nullptr;
    QWidget *m_projectPage = nullptr;
    QWidget *m_engineBanner = nullptr;
    QLabel *m_engineBannerText = nullptr;
    QWidget *m_enforcementBanner = nullptr;
    QLabel *m_enforcementText = nullptr;
    Enforcement m_enforcement;
    ProjectHeader *m_header = nullptr;
    QSet<QString> m_quarantined; // projects whose Quarantine box is checked
    QTabWidget *m_tabs = nullptr;
    PolicyEditor *m_editor = nullptr;
    BuildPane *m_buildPane = nullptr; // the selected project's
    QStackedWidget *m_buildStack = nullptr;
    QHash<QString, BuildPane *> m_buildPanes;
    QSet<QString> m_buildShown; // projects whose build panel is open
    QString m_buildingProject;
    QString m_launchBlocker;
    struct Removed
    {
        QString path;
        bool pinned = false;
    };
    std::optional<Removed> m_lastRemoved;
    Actions m_act;
    QWidget *m_sessionsPage = nullptr;
    QWidget *m_logPage = nullptr;
    QString m_userConfig;
    QString m_lastTag;
    QString m_currentPath; // the selected project (rows move as the list re-sorts)
    bool m_engineUsable = true;
    QString m_engineReason;
    bool m_building = false;
    bool m_launchOnShow = false;
    bool m_launchEmitted = false;
    bool m_restoring = false;
};

} // namespace aisb
