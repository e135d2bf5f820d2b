// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QHash>
#include <QProcessEnvironment>
#include <QWidget>
#include <functional>

class QAction;
class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFileSystemWatcher;
class QFrame;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QPushButton;
class QRadioButton;
class QScrollArea;
class QSpinBox;
class QSplitter;
class QTableView;
class QToolButton;
class QUndoStack;
class QVBoxLayout;

namespace aisb {

class AllowlistModel;
class EnvModel;
class FieldOrigin;
class PathListEdit;
class PolicyDocument;
class PolicyPreview;
class SizeEdit;

// The visual policy editor of one project: a form of sections (network, hosts, environment,
// limits, mounts, image), provenance and reset per field, live validation, undo/redo,
// saving with approval, detection of changes made to the file on disk, and the live preview.
class PolicyEditor : public QWidget
{
    Q_OBJECT
public:
    explicit PolicyEditor(QWidget *parent = nullptr);
    ~PolicyEditor() override;

    // Loads a project's policy. `userConfig` and `environment` default to the real ones.
    void openProject(const QString &projectDir, const QString &userConfig = {},
                     const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());
    QString projectDir() const;
    bool hasProject() const;

    PolicyDocument *document() const { return m_document; }
    PolicyPreview *preview() const { return m_preview; }
    QUndoStack *undoStack() const { return m_undo; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    QSplitter *splitter() const { return m_splitter; }
    // The preview beside the form can be collapsed (small screens).
    void setPreviewVisible(bool visible);
    bool isPreviewVisible() const;
    void setTrustDir(const QString &dir);

    bool isModified() const;
    // Saves; on refusal shows the problems in the editor and returns false.
    bool save();
    // Discards the edits and re-reads the file.
    void reload();
    // The Revert button: asks, then goes back to the file on disk as one undoable step
    // (Edit > Undo brings the edits back). False when nothing was reverted.
    bool revert();
    // Test hook: answer the Revert question without showing it (true = revert).
    void setRevertConfirmation(std::function<bool()> confirm) { m_confirmRevert = std::move(confirm); }
    QPushButton *revertButton() const { return m_revertButton; }
    QPushButton *saveButton() const { return m_saveButton; }
    bool externalChangePending() const;
    // The project file on disk is not approved (new, or changed since approval).
    bool trustPending() const;
    // Takes the approval banner out of the editor's layout for a container to show (the main window
    // puts it above its tabs, so it is seen on every tab). The editor keeps it current.
    QWidget *takeTrustBanner();
    // Opens the review of the project file as it is on disk; approves exactly what it showed when
    // the user agrees. True when the file is approved (or there is none) afterwards.
    bool reviewTrust();
    // For Launch and Build: true at once when the file is approved or absent, else the review.
    bool ensureApproved();
    QString saveError() const { return m_saveError; }
    // Adds host certificate files to image.ca_certificates (what the file picker calls).
    void addCaCertificates(const QStringList &paths);
    // Adds "host" (the authorities this machine trusts) to image.ca_certificates as one undoable
    // edit; false when there is no project or the policy takes them already.
    bool addHostCaCertificates();
    // Adds hosts to network.allow as one undoable, unsaved edit (what "Add" does; the session
    // log's "Allow host" calls it). Returns how many were new.
    int addAllowedHosts(const QStringList &hosts);
    // Scrolls to the Environment section and selects the variable (a launch blocker's "Show").
    void showEnvironmentVariable(const QString &name);
    QTableView *environmentTable() const { return m_envTable; }
    QTableView *hostTable() const { return m_hostTable; }
    QScrollArea *formScrollArea() const { return m_scroll; }
    // The host table's context menu while it is open (tests).
    QMenu *hostMenu() const { return m_hostMenu; }

Q_SIGNALS:
    void modifiedChanged(bool modified);
    void saved();
    // The policy changed in a way that may change the image tag.
    void policyChanged();
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Row
    {
        QStringList keys;
        QWidget *field = nullptr;
        FieldOrigin *origin = nullptr;
        QLabel *error = nullptr;
    };

    QWidget *buildForm();
    QGridLayout *addSection(QVBoxLayout *form, const QString &title, const QString &description);
    Row &addRow(QGridLayout *grid, const QString &label, QWidget *field, const QStringList &keys,
                const QString &help = {});
    void buildNetwork(QVBoxLayout *form);
    void buildHosts(QVBoxLayout *form);
    void buildEnvironment(QVBoxLayout *form);
    void buildLimits(QVBoxLayout *form);
    void buildMounts(QVBoxLayout *form);
    void buildImage(QVBoxLayout *form);
    QFrame *makeBanner(const QString &objectName, const QString &kind);

    void edit(const QStringList &keys, const std::function<void(Policy &)> &mutate, const QString &text,
              bool mergeTyping = false);
    void edit(const QString &key, const std::function<void(Policy &)> &mutate, const QString &text,
              bool mergeTyping = false)
    {
        edit(QStringList{key}, mutate, text, mergeTyping);
    }
    void resetFields(const QStringList &keys);
    void syncFromDocument();
    void updateIssues();
    void addHostsFromInput();
    void pasteHosts();
    void removeSelectedHosts();
    void addEnvFromInput();
    void removeSelectedEnv();
    void addExtraMount();
    void updatePlainSecrets();
    void notifyModified();
    void removeExtraMount();
    void pickCaCertificates();
    void removeCaCertificate();
    void updateCaCertificateMarks();
    void watchFile();
    void checkDisk();
    void showDiff();
    void keepMine();
    void updateTrust();
    void updateSaveBar();
    void updateSuggestions();
    QStringList missingSuggestedHosts() const;
    QStringList missingSuggestedEnv() const;

    PolicyDocument *m_document = nullptr;
    QUndoStack *m_undo = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    QSplitter *m_splitter = nullptr;
    PolicyPreview *m_preview = nullptr;
    QScrollArea *m_scroll = nullptr;
    QHBoxLayout *m_sectionHeader = nullptr; // title line of the section being built
    QList<Row> m_rows;
    QHash<QString, int> m_rowOfKey;
    int m_typingSerial = 0;
    bool m_keptMine = false;
    bool m_wasModified = false;
    QByteArray m_pendingDisk;
    QString m_saveError;
    std::function<bool()> m_confirmRevert;

    // Banners
    QFrame *m_externalBanner = nullptr;
    QLabel *m_externalText = nullptr;
    QFrame *m_saveBanner = nullptr;
    QLabel *m_saveText = nullptr;
    QLabel *m_stateLabel = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_revertButton = nullptr;
    QToolButton *m_previewToggle = nullptr;
    QFrame *m_trustBanner = nullptr;
    QLabel *m_trustText = nullptr;
    QString m_trustDir;
    QFrame *m_fileBanner = nullptr;
    QLabel *m_fileText = nullptr;

    // Network
    QButtonGroup *m_modeGroup = nullptr;
    QRadioButton *m_modeNone = nullptr;
    QRadioButton *m_modeAllowlist = nullptr;
    QRadioButton *m_modeOpen = nullptr;
    QLabel *m_openWarning = nullptr;
    // Hosts
    AllowlistModel *m_allowModel = nullptr;
    QTableView *m_hostTable = nullptr;
    QLineEdit *m_hostInput = nullptr;
    QPushButton *m_removeHost = nullptr;
    QPushButton *m_addHost = nullptr;
    QLabel *m_hostInputError = nullptr;
    QLabel *m_emptyAllowWarning = nullptr;
    QMenu *m_hostMenu = nullptr;
    QWidget *m_hostsBox = nullptr;
    QLabel *m_hostsDisabled = nullptr;
    QWidget *m_hostSuggestion = nullptr;
    QLabel *m_hostSuggestionText = nullptr;
    QWidget *m_envSuggestion = nullptr;
    QLabel *m_envSuggestionText = nullptr;
    // Environment
    EnvModel *m_envModel = nullptr;
    QTableView *m_envTable = nullptr;
    QLineEdit *m_envName = nullptr;
    QComboBox *m_envSource = nullptr;
    QLineEdit *m_envValue = nullptr;
    QPushButton *m_removeEnv = nullptr;
    QPushButton *m_addEnv = nullptr;
    QWidget *m_plainSecrets = nullptr;
    QLabel *m_plainSecretsText = nullptr;
    // Limits
    SizeEdit *m_memory = nullptr;
    QDoubleSpinBox *m_cpus = nullptr;
    QSpinBox *m_pids = nullptr;
    SizeEdit *m_tmpSize = nullptr;
    QSpinBox *m_execTimeout = nullptr;
    // Mounts
    QRadioButton *m_projectRw = nullptr;
    QRadioButton *m_projectRo = nullptr;
    PathListEdit *m_masked = nullptr;
    PathListEdit *m_readOnly = nullptr;
    QCheckBox *m_homeVolume = nullptr;
    QCheckBox *m_record = nullptr;
    QSpinBox *m_recordMaxMb = nullptr;
    QListWidget *m_extraMounts = nullptr;
    // Image
    QLineEdit *m_base = nullptr;
    QLineEdit *m_packages = nullptr;
    QComboBox *m_harness = nullptr;
    QLabel *m_harnessInfo = nullptr;
    QListWidget *m_caCerts = nullptr;
    QPushButton *m_removeCaCert = nullptr;
};

} // namespace aisb
