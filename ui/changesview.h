// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace aisb {

class DiffView;

// What a finished session changed in its project (ChangeStore: changes.json, the snapshots and the
// content kept from before), for review: flagged entries named at the top, the list of created,
// modified, deleted and chmod-ed entries, a diff per text file (a size note for binaries), and
// Keep or Undo per file and for everything. Undo runs ProjectChanges::undo off the GUI thread; a
// file changed after the session ended is never overwritten without asking (the Confirm handler),
// and when the answer is no nothing at all is written. What was kept or undone is remembered in the
// session's changes/review.json.
class ChangesView : public QWidget
{
    Q_OBJECT
public:
    enum class State { Pending, Kept, Undone };
    // Diffs are shown for files up to this size on both sides.
    static constexpr qint64 DiffLimit = 512 * 1024;

    explicit ChangesView(QWidget *parent = nullptr);
    ~ChangesView() override;

    // Shows what the session in `sessionDir` (its folder) changed. Returns an error sentence (also
    // shown) or empty.
    QString load(const QString &sessionDir);
    QString sessionDir() const { return m_sessionDir; }
    QString projectDir() const { return m_project; }
    // A quarantine session (session/quarantine.h): the list is of its copy, and Undo / Undo All /
    // Keep All become Apply / Apply All / Discard: applying writes the copy's state of the chosen
    // files to the original project (never over a file changed since the session started without
    // asking), discarding removes the copy. State::Undone then means applied.
    bool isQuarantine() const { return !m_original.isEmpty(); }
    QString originalDir() const { return m_original; }
    // Removes the quarantine copy (after a question unless `ask` is false); every pending change is
    // marked kept, i.e. not applied. False when it is not a quarantine session or the removal failed.
    bool discard(bool ask = true);

    // Asked when an undo would overwrite files changed after the session ended: true restores
    // them too (their current content is lost). Default: a message box.
    using Confirm = std::function<bool(const QStringList &changedSince)>;
    void setConfirmHandler(Confirm confirm) { m_confirm = std::move(confirm); }

    // Undoes the changes at `paths` (every change when empty) off the GUI thread; undoFinished()
    // follows. False when an undo is still running or nothing is shown.
    bool undo(const QStringList &paths);
    // Marks the changes at `paths` (every pending one when empty) as kept.
    void keep(const QStringList &paths);
    bool isBusy() const { return m_busy; }

    QStringList paths() const;              // in list order (flagged first)
    State state(const QString &path) const; // Pending for an unknown path
    QStringList selectedPaths() const;
    bool selectPath(const QString &path); // and shows its diff
    QString diffText() const;             // what the diff pane shows
    QTreeWidget *list() const { return m_list; }
    DiffView *diffView() const { return m_diff; }
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *flaggedLabel() const { return m_flagged; }
    QLabel *noteLabel() const { return m_note; }
    QLabel *messageLabel() const { return m_message; }
    QPushButton *undoButton() const { return m_undo; }
    QPushButton *keepButton() const { return m_keep; }
    QPushButton *undoAllButton() const { return m_undoAll; }
    QPushButton *keepAllButton() const { return m_keepAll; }

    // Human words for a flag of FileChange::flags ("made-executable": "made executable").
    static QString flagText(const QString &flag);

Q_SIGNALS:
    // An undo ended: what was put back, what was in the way and not touched (changed after the
    // session, the answer was no), and what failed ("path: why").
    void undoFinished(const QStringList &restored, const QStringList &conflicts, const QStringList &failed);
    // The diff of the selected file is shown.
    void diffShown(const QString &path);

private:
    struct UndoOutcome
    {
        QStringList restored;
        QStringList unchanged;
        QStringList conflicts;
        QStringList failed;
        QString error;
    };
    void runUndo(const QStringList &paths, bool force);
    void takeUndo(const QStringList &paths, bool force, const UndoOutcome &outcome);
    void showSelected();
    void setState(const QString &path, State state);
    void updateRow(QTreeWidgetItem *item);
    void updateButtons();
    void saveReview() const;
    void showMessage(const QString &text, bool error = false);

    QString m_sessionDir;
    QString m_project;
    QString m_original; // quarantine: the project (m_project is the copy)
    QJsonObject m_json;
    QHash<QString, QJsonObject> m_changes; // by path
    QHash<QString, State> m_states;
    QHash<QString, QTreeWidgetItem *> m_items;
    QLabel *m_summary;
    QLabel *m_flagged;
    QTreeWidget *m_list;
    DiffView *m_diff;
    QLabel *m_note;
    QLabel *m_message;
    QPushButton *m_keep;
    QPushButton *m_undo;
    QPushButton *m_keepAll;
    QPushButton *m_undoAll;
    Confirm m_confirm;
    bool m_busy = false;
    bool m_complete = false;
    quint64 m_diffSerial = 0;
    QString m_diffPath;
};

} // namespace aisb
