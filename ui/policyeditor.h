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
class EnvironmentSection;
class FilesSection;
class ImageSection;
class NetworkSection;
class PolicyDocument;
class PolicyFileBar;
class PolicyPreview;
class PolicySection;

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
    QTableView *environmentTable() const;
    QTableView *hostTable() const;
    QScrollArea *formScrollArea() const { return m_scroll; }
    // The host table's context menu while it is open (tests).
    QMenu *hostMenu() const;

Q_SIGNALS:
    void modifiedChanged(bool modified);
    void saved();
    // The policy changed in a way that may change the image tag.
    void policyChanged();
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *buildForm();
    QHBoxLayout *buildSaveBar();
    void addSection(QVBoxLayout *form, PolicySection *section);

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
    void notifyModified();
    void watchFile();
    void checkDisk();
    void showDiff();
    void keepMine();
    void updateTrust();
    void updateSaveBar();

    PolicyDocument *m_document = nullptr;
    QUndoStack *m_undo = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    QSplitter *m_splitter = nullptr;
    PolicyPreview *m_preview = nullptr;
    QScrollArea *m_scroll = nullptr;
    QList<PolicySection *> m_sections;
    int m_typingSerial = 0;
    bool m_keptMine = false;
    bool m_wasModified = false;
    QByteArray m_pendingDisk;
    QString m_saveError;
    std::function<bool()> m_confirmRevert;

    PolicyFileBar *m_fileBar = nullptr;
    // Save bar
    QLabel *m_stateLabel = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_revertButton = nullptr;
    QToolButton *m_previewToggle = nullptr;
    QString m_trustDir;

    NetworkSection *m_network = nullptr;
    EnvironmentSection *m_environment = nullptr;
    FilesSection *m_files = nullptr;
    ImageSection *m_image = nullptr;
};

} // namespace aisb
