// SPDX-License-Identifier: GPL-3.0-or-later
#include "changesview.h"

#include "diffview.h"
#include "icons.h"
#include "policy/trust.h"
#include "session/changestore.h"
#include "session/quarantine.h"
#include "util/offthread.h"
#include "util/paths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <fcntl.h>
#include <unistd.h>

namespace aisb {

namespace {

enum Column { PathColumn, ChangeColumn, NotesColumn };
constexpr int PathRole = Qt::UserRole + 1;

QString reviewPath(const QString &sessionDir)
{
    return ChangeStore::sessionChangesDir(sessionDir) + QStringLiteral("/review.json");
}

// Reads at most `limit` bytes of a regular file, never through a symbolic link at its last
// component. nullopt when it cannot be read or is larger.
std::optional<QByteArray> readFile(const QString &path, qint64 limit)
{
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return std::nullopt;
    QFile f;
    if (!f.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return std::nullopt;
    }
    if (!f.isSequential() && f.size() > limit)
        return std::nullopt;
    QByteArray data = f.read(limit + 1);
    if (data.size() > limit)
        return std::nullopt;
    return data;
}

QByteArray sha256(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

bool looksBinary(const QByteArray &data)
{
    return data.left(8192).contains('\0');
}

struct Side
{
    QString type; // file, dir, symlink, other; empty: none
    QString mode;
    qint64 size = 0;
    QByteArray sha;
    QString target;
};

Side sideOf(const QJsonValue &v)
{
    Side s;
    const QJsonObject o = v.toObject();
    if (o.isEmpty())
        return s;
    s.type = o.value(QStringLiteral("type")).toString();
    s.mode = o.value(QStringLiteral("mode")).toString();
    s.size = qint64(o.value(QStringLiteral("size")).toDouble());
    s.sha = o.value(QStringLiteral("sha256")).toString().toLatin1();
    s.target = o.value(QStringLiteral("target")).toString();
    return s;
}

// The diff pane's content for one change, worked out off the GUI thread.
struct DiffResult
{
    QString diff;
    QString note;
};

DiffResult diffFor(const QJsonObject &change, const QString &project, const QString &objects)
{
    DiffResult r;
    const QString path = change.value(QStringLiteral("path")).toString();
    const QString kind = change.value(QStringLiteral("change")).toString();
    const Side before = sideOf(change.value(QStringLiteral("before")));
    const Side after = sideOf(change.value(QStringLiteral("after")));
    const QLocale locale;
    QStringList notes;
    if (!before.type.isEmpty() && !after.type.isEmpty() && before.mode != after.mode)
        notes << ChangesView::tr("Mode %1 → %2.").arg(before.mode, after.mode);
    if (before.type == QLatin1String("symlink") || after.type == QLatin1String("symlink")) {
        if (!before.target.isEmpty())
            notes << ChangesView::tr("Before: a link to %1.").arg(before.target);
        if (!after.target.isEmpty())
            notes << ChangesView::tr("After: a link to %1.").arg(after.target);
    }
    if (before.type == QLatin1String("dir") || after.type == QLatin1String("dir"))
        notes << (kind == QLatin1String("created")   ? ChangesView::tr("A folder was created.")
                  : kind == QLatin1String("deleted") ? ChangesView::tr("A folder was deleted.")
                                                     : QString());
    const bool beforeFile = before.type == QLatin1String("file");
    const bool afterFile = after.type == QLatin1String("file");
    if (!beforeFile && !afterFile) {
        notes.removeAll(QString());
        r.note = notes.join(QLatin1Char(' '));
        return r;
    }
    // Before: the content kept with the session. After: the file as it is now, if it still is what
    // the session left (else said so).
    std::optional<QByteArray> a, b;
    bool beforeMissing = false;
    bool changedSince = false;
    bool tooLarge = (beforeFile && before.size > ChangesView::DiffLimit) ||
                    (afterFile && after.size > ChangesView::DiffLimit);
    if (!tooLarge && beforeFile) {
        if (before.size == 0)
            a = QByteArray();
        else if (!before.sha.isEmpty())
            a = readFile(objects + QLatin1Char('/') + QString::fromLatin1(before.sha),
                         ChangesView::DiffLimit);
        if (!a && kind != QLatin1String("chmod"))
            beforeMissing = true;
    }
    if (!tooLarge && afterFile) {
        b = readFile(project + QLatin1Char('/') + path, ChangesView::DiffLimit);
        if (b && sha256(*b) != after.sha)
            changedSince = true;
        if (!b)
            changedSince = true;
    }
    if (kind == QLatin1String("chmod") && b && !a)
        a = b; // a mode change alone: the content is the same
    const bool binary =
        change.value(QStringLiteral("binary")).toBool() || (a && looksBinary(*a)) || (b && looksBinary(*b));
    if (binary) {
        if (beforeFile && afterFile)
            notes << ChangesView::tr("Binary file: %1 → %2 bytes.")
                         .arg(locale.toString(before.size), locale.toString(after.size));
        else
            notes << ChangesView::tr("Binary file, %1 bytes.")
                         .arg(locale.toString(afterFile ? after.size : before.size));
    } else if (tooLarge) {
        notes << ChangesView::tr("Too large to show a diff here (%1 → %2 bytes).")
                     .arg(locale.toString(before.size), locale.toString(after.size));
    } else {
        if (beforeMissing)
            notes << ChangesView::tr("The content from before the session was not kept (larger than the "
                                     "undo cap): it cannot be shown or undone.");
        if (changedSince && afterFile)
            notes << (b ? ChangesView::tr("The file was changed after the session ended: the diff shows it "
                                          "as it is now.")
                        : ChangesView::tr("The file is gone or unreadable now."));
        const QString from = beforeFile ? QStringLiteral("a/") + path : QStringLiteral("/dev/null");
        const QString to = afterFile ? QStringLiteral("b/") + path : QStringLiteral("/dev/null");
        r.diff = unifiedDiff(a ? QString::fromUtf8(*a) : QString(), b ? QString::fromUtf8(*b) : QString(),
                             from, to);
        if (r.diff.isEmpty() && a && b)
            notes << ChangesView::tr("Same content.");
    }
    notes.removeAll(QString());
    r.note = notes.join(QLatin1Char(' '));
    return r;
}

} // namespace

ChangesView::ChangesView(QWidget *parent)
    : QWidget(parent), m_summary(new QLabel(this)), m_flagged(new QLabel(this)),
      m_list(new QTreeWidget(this)), m_diff(new DiffView(this)), m_note(new QLabel(this)),
      m_message(new QLabel(this)), m_keep(new QPushButton(tr("Keep"), this)),
      m_undo(new QPushButton(Icons::themed(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack), tr("Undo"),
                             this)),
      m_keepAll(new QPushButton(tr("Keep All"), this)), m_undoAll(new QPushButton(tr("Undo All…"), this))
{
    m_summary->setObjectName(QStringLiteral("changesSummary"));
    m_summary->setWordWrap(true);
    m_flagged->setObjectName(QStringLiteral("changesFlagged"));
    m_flagged->setWordWrap(true);
    m_flagged->setTextFormat(Qt::PlainText);
    m_flagged->setStyleSheet(QStringLiteral("QLabel { color: #c64600; }"));
    m_flagged->setVisible(false);
    m_list->setObjectName(QStringLiteral("changesList"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setHeaderLabels({tr("File"), tr("Change"), tr("Notes")});
    m_list->header()->setStretchLastSection(true);
    m_list->setColumnWidth(PathColumn, 260);
    m_list->setAccessibleName(tr("Changed files"));
    m_diff->setObjectName(QStringLiteral("changesDiff"));
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_note->setObjectName(QStringLiteral("changesNote"));
    m_note->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("changesMessage"));
    m_message->setWordWrap(true);
    m_message->setVisible(false);
    m_keep->setObjectName(QStringLiteral("keepButton"));
    m_keep->setToolTip(tr("Keep the selected changes as the session left them"));
    m_undo->setObjectName(QStringLiteral("undoButton"));
    m_undo->setToolTip(tr("Put the selected files back as they were before the session"));
    m_keepAll->setObjectName(QStringLiteral("keepAllButton"));
    m_undoAll->setObjectName(QStringLiteral("undoAllButton"));
    m_undoAll->setToolTip(tr("Put everything the session changed back as it was before the session"));

    auto *left = new QWidget(this);
    auto *lv = new QVBoxLayout(left);
    lv->setContentsMargins(0, 0, 0, 0);
    lv->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_keep);
    buttons->addWidget(m_undo);
    buttons->addStretch(1);
    buttons->addWidget(m_keepAll);
    buttons->addWidget(m_undoAll);
    lv->addLayout(buttons);
    auto *right = new QWidget(this);
    auto *rv = new QVBoxLayout(right);
    rv->setContentsMargins(0, 0, 0, 0);
    rv->addWidget(m_note);
    rv->addWidget(m_diff, 1);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto *v = new QVBoxLayout(this);
    v->addWidget(m_summary);
    v->addWidget(m_flagged);
    v->addWidget(m_message);
    v->addWidget(split, 1);

    connect(m_list, &QTreeWidget::itemSelectionChanged, this, [this] {
        showSelected();
        updateButtons();
    });
    connect(m_keep, &QPushButton::clicked, this, [this] { keep(selectedPaths()); });
    connect(m_undo, &QPushButton::clicked, this, [this] { undo(selectedPaths()); });
    connect(m_keepAll, &QPushButton::clicked, this, [this] {
        if (isQuarantine())
            discard(true);
        else
            keep({});
    });
    connect(m_undoAll, &QPushButton::clicked, this, [this] {
        QStringList pending;
        for (const QString &p : paths())
            if (state(p) == State::Pending)
                pending << p;
        if (pending.isEmpty())
            return;
        const bool yes =
            isQuarantine()
                ? QMessageBox::question(this, tr("Apply All"),
                                        tr("Write %n file(s) as the quarantine session left them to %1?",
                                           nullptr, int(pending.size()))
                                            .arg(QDir::toNativeSeparators(m_original))) == QMessageBox::Yes
                : QMessageBox::question(this, tr("Undo All"),
                                        tr("Put %n file(s) back as they were before the session?", nullptr,
                                           int(pending.size()))) == QMessageBox::Yes;
        if (yes)
            undo(pending);
    });
    updateButtons();
}

ChangesView::~ChangesView() = default;

QString ChangesView::flagText(const QString &flag)
{
    if (flag == QLatin1String("made-executable"))
        return tr("made executable");
    if (flag == QLatin1String("set-id"))
        return tr("set-uid/set-gid");
    if (flag == QLatin1String("new-dotfile"))
        return tr("new dotfile");
    if (flag == QLatin1String("git-internal"))
        return tr("inside .git");
    if (flag == QLatin1String("unusual-type"))
        return tr("unusual file type");
    return flag;
}

QString ChangesView::load(const QString &sessionDir)
{
    m_sessionDir = sessionDir;
    m_json = {};
    m_project.clear();
    m_changes.clear();
    m_states.clear();
    m_items.clear();
    m_list->clear();
    m_diff->clear();
    m_note->clear();
    m_flagged->setVisible(false);
    m_message->setVisible(false);
    m_complete = false;
    QString error;
    QFile f(ChangeStore::jsonPath(sessionDir));
    if (f.open(QIODevice::ReadOnly)) {
        m_json = QJsonDocument::fromJson(f.readAll()).object();
        if (m_json.isEmpty())
            error = tr("The list of changes of this session cannot be read (%1).").arg(f.fileName());
    } else if (QFile::exists(ChangeStore::startPath(sessionDir))) {
        error = tr("The session has not ended: its changes are listed once it has.");
    } else {
        error = tr("This session kept no picture of its project (a warm sandbox, a read-only project, or a "
                   "session from before changes were kept).");
    }
    if (!error.isEmpty()) {
        m_summary->setText(error);
        updateButtons();
        return error;
    }
    m_project = m_json.value(QStringLiteral("project")).toString();
    m_original.clear();
    if (const Quarantine::Record q = Quarantine::readRecord(sessionDir); q.valid()) {
        m_original = q.original;
        m_project = q.copy;
    }
    m_undo->setText(isQuarantine() ? tr("Apply") : tr("Undo"));
    m_undo->setToolTip(isQuarantine() ? tr("Write the selected files to the project as the session left them")
                                      : tr("Put the selected files back as they were before the session"));
    m_undoAll->setText(isQuarantine() ? tr("Apply All…") : tr("Undo All…"));
    m_undoAll->setToolTip(isQuarantine() ? tr("Write everything the session changed to the project")
                                         : tr("Put everything the session changed back as it was before the "
                                              "session"));
    m_keep->setText(isQuarantine() ? tr("Skip") : tr("Keep"));
    m_keep->setToolTip(isQuarantine() ? tr("Leave the selected changes out of the project")
                                      : tr("Keep the selected changes as the session left them"));
    m_keepAll->setText(isQuarantine() ? tr("Discard…") : tr("Keep All"));
    m_keepAll->setToolTip(isQuarantine() ? tr("Remove the session's copy: nothing more can be applied")
                                         : QString());
    m_complete = m_json.value(QStringLiteral("complete")).toBool();
    // What was reviewed before.
    QFile review(reviewPath(sessionDir));
    if (review.open(QIODevice::ReadOnly)) {
        const QJsonObject r = QJsonDocument::fromJson(review.readAll()).object();
        for (const QJsonValue &v : r.value(QStringLiteral("kept")).toArray())
            m_states.insert(v.toString(), State::Kept);
        for (const QJsonValue &v : r.value(QStringLiteral("undone")).toArray())
            m_states.insert(v.toString(), State::Undone);
    }
    QStringList flaggedLines;
    for (const QJsonValue &v : m_json.value(QStringLiteral("changes")).toArray()) {
        const QJsonObject c = v.toObject();
        const QString path = c.value(QStringLiteral("path")).toString();
        m_changes.insert(path, c);
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(PathColumn, PathRole, path);
        item->setText(PathColumn, path);
        item->setToolTip(PathColumn, path);
        m_items.insert(path, item);
        updateRow(item);
        QStringList flags;
        for (const QJsonValue &fl : c.value(QStringLiteral("flags")).toArray())
            flags << flagText(fl.toString());
        if (!flags.isEmpty())
            flaggedLines << QStringLiteral("%1 (%2)").arg(path, flags.join(QStringLiteral(", ")));
    }
    m_list->resizeColumnToContents(ChangeColumn); // "Modus geändert" is wider than "Modified"
    const QJsonObject s = m_json.value(QStringLiteral("summary")).toObject();
    const QLocale locale;
    m_summary->setText(
        m_changes.isEmpty()
            ? tr("The session changed nothing in %1.").arg(Paths::shown(m_project))
            : tr("In %1 the session created %2, modified %3, deleted %4 and changed the mode of %5 entries.")
                  .arg(Paths::shown(m_project), locale.toString(s.value(QStringLiteral("created")).toInt()),
                       locale.toString(s.value(QStringLiteral("modified")).toInt()),
                       locale.toString(s.value(QStringLiteral("deleted")).toInt()),
                       locale.toString(s.value(QStringLiteral("chmod")).toInt())));
    if (isQuarantine())
        m_summary->setText(tr("Quarantine session: nothing was written to %1. %2")
                               .arg(Paths::shown(m_original), m_summary->text()));
    if (!flaggedLines.isEmpty()) {
        m_flagged->setText(tr("Look at these first: %1").arg(flaggedLines.join(QStringLiteral("; "))));
        m_flagged->setVisible(true);
    }
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    updateButtons();
    return {};
}

QStringList ChangesView::paths() const
{
    QStringList out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        out << m_list->topLevelItem(i)->data(PathColumn, PathRole).toString();
    return out;
}

ChangesView::State ChangesView::state(const QString &path) const
{
    return m_states.value(path, State::Pending);
}

QStringList ChangesView::selectedPaths() const
{
    QStringList out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->isSelected())
            out << item->data(PathColumn, PathRole).toString();
    }
    return out;
}

bool ChangesView::selectPath(const QString &path)
{
    QTreeWidgetItem *item = m_items.value(path);
    if (!item)
        return false;
    m_list->setCurrentItem(item);
    m_list->clearSelection();
    item->setSelected(true);
    return true;
}

QString ChangesView::diffText() const
{
    return m_diff->toPlainText();
}

void ChangesView::updateRow(QTreeWidgetItem *item)
{
    const QString path = item->data(PathColumn, PathRole).toString();
    const QJsonObject c = m_changes.value(path);
    const QString kind = c.value(QStringLiteral("change")).toString();
    QString change = kind == QLatin1String("created")    ? tr("created")
                     : kind == QLatin1String("modified") ? tr("modified")
                     : kind == QLatin1String("deleted")  ? tr("deleted")
                     : kind == QLatin1String("chmod")    ? tr("mode changed")
                                                         : kind;
    const State st = state(path);
    if (st == State::Kept)
        change = tr("%1, kept").arg(change);
    else if (st == State::Undone)
        change = (isQuarantine() ? tr("%1, applied") : tr("%1, undone")).arg(change);
    item->setText(ChangeColumn, change);
    QStringList notes;
    for (const QJsonValue &fl : c.value(QStringLiteral("flags")).toArray())
        notes << flagText(fl.toString());
    if (c.value(QStringLiteral("binary")).toBool())
        notes << tr("binary");
    const bool hadContent =
        c.value(QStringLiteral("before")).toObject().value(QStringLiteral("type")) == QLatin1String("file");
    if (hadContent && !c.value(QStringLiteral("content_kept")).toBool() && kind != QLatin1String("chmod"))
        notes << tr("content not kept: cannot be undone");
    item->setText(NotesColumn, notes.join(QStringLiteral(", ")));
    const bool flagged = !c.value(QStringLiteral("flags")).toArray().isEmpty();
    item->setIcon(PathColumn, flagged ? Icons::warning() : QIcon());
    QFont font = item->font(PathColumn);
    font.setStrikeOut(st == State::Undone && !isQuarantine());
    font.setItalic(st == State::Kept);
    for (int col : {PathColumn, ChangeColumn, NotesColumn})
        item->setFont(col, font);
}

void ChangesView::setState(const QString &path, State st)
{
    if (st == State::Pending)
        m_states.remove(path);
    else
        m_states.insert(path, st);
    if (QTreeWidgetItem *item = m_items.value(path))
        updateRow(item);
}

void ChangesView::updateButtons()
{
    bool anyPending = false;
    for (const QString &p : paths())
        anyPending |= state(p) == State::Pending;
    bool selectedPending = false;
    for (const QString &p : selectedPaths())
        selectedPending |= state(p) == State::Pending;
    // A quarantine session's copy is what is applied from: gone (discarded, cleaned), nothing is.
    const bool usable = m_complete && !m_busy && (!isQuarantine() || QFileInfo::exists(m_project));
    m_keep->setEnabled(usable && selectedPending);
    m_undo->setEnabled(usable && selectedPending);
    m_keepAll->setEnabled(usable && (isQuarantine() || anyPending));
    m_undoAll->setEnabled(usable && anyPending);
}

void ChangesView::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("QLabel { color: #c01c28; }") : QString());
    m_message->setVisible(!text.isEmpty());
}

void ChangesView::showSelected()
{
    const QStringList selected = selectedPaths();
    QTreeWidgetItem *current = m_list->currentItem();
    const QString path = current ? current->data(PathColumn, PathRole).toString() : selected.value(0);
    if (path.isEmpty() || path == m_diffPath)
        return;
    m_diffPath = path;
    m_diff->clear();
    m_note->setText(tr("Reading…"));
    const quint64 serial = ++m_diffSerial;
    runOffThread(
        this,
        [change = m_changes.value(path), project = m_project,
         objects = ChangeStore::objectsDir(m_sessionDir)] { return diffFor(change, project, objects); },
        [this, serial, path](const DiffResult &r) {
            if (serial != m_diffSerial)
                return;
            m_diff->setPlainText(r.diff);
            m_note->setText(r.note);
            m_note->setVisible(!r.note.isEmpty());
            Q_EMIT diffShown(path);
        });
}

bool ChangesView::discard(bool ask)
{
    if (!isQuarantine() || m_busy)
        return false;
    if (ask && QMessageBox::question(this, tr("Discard the Copy"),
                                     tr("Remove the quarantine copy of this session? What was not applied "
                                        "is lost; the project stays as it is.")) != QMessageBox::Yes)
        return false;
    if (const QString err = Quarantine::removeCopy(m_project); !err.isEmpty()) {
        showMessage(tr("The copy could not be removed: %1").arg(err), true);
        return false;
    }
    keep({});
    showMessage(tr("The copy was removed; the project was never changed."));
    return true;
}

void ChangesView::keep(const QStringList &paths)
{
    const QStringList which = paths.isEmpty() ? this->paths() : paths;
    for (const QString &p : which)
        if (state(p) == State::Pending)
            setState(p, State::Kept);
    saveReview();
    updateButtons();
}

bool ChangesView::undo(const QStringList &paths)
{
    if (m_busy || !m_complete || m_sessionDir.isEmpty())
        return false;
    runUndo(paths, false);
    return true;
}

void ChangesView::runUndo(const QStringList &paths, bool force)
{
    m_busy = true;
    updateButtons();
    showMessage(isQuarantine() ? tr("Applying…") : tr("Putting files back…"));
    runOffThread(
        this,
        [project = m_project, original = m_original, session = m_sessionDir, paths, force] {
            UndoOutcome o;
            const std::optional<ProjectSnapshot> start =
                ProjectSnapshot::load(ChangeStore::startPath(session));
            const std::optional<ProjectSnapshot> end = ProjectSnapshot::load(ChangeStore::endPath(session));
            if (!start || !end) {
                o.error = tr("The snapshots of this session cannot be read: nothing was changed.");
                return o;
            }
            const QString stage = session + QStringLiteral("/quarantine-apply");
            const ProjectChanges::UndoResult r =
                original.isEmpty()
                    ? ProjectChanges::undo(project, *start, *end, ChangeStore::objectsDir(session), paths,
                                           force)
                    : ProjectChanges::apply(original, project, *start, *end, stage, paths, force);
            if (!original.isEmpty())
                QDir(stage).removeRecursively();
            o.restored = r.restored;
            o.unchanged = r.unchanged;
            o.conflicts = r.conflicts;
            o.failed = r.failed;
            return o;
        },
        [this, paths, force](const UndoOutcome &o) { takeUndo(paths, force, o); });
}

void ChangesView::takeUndo(const QStringList &paths, bool force, const UndoOutcome &o)
{
    m_busy = false;
    if (!o.error.isEmpty()) {
        showMessage(o.error, true);
        updateButtons();
        Q_EMIT undoFinished({}, {}, {o.error});
        return;
    }
    if (!o.conflicts.isEmpty() && !force) {
        // Nothing was written: ask about the files someone changed after the session.
        bool again = false;
        if (m_confirm) {
            again = m_confirm(o.conflicts);
        } else if (isQuarantine()) {
            again = QMessageBox::warning(
                        this, tr("Files Changed Since the Session Started"),
                        tr("These files of the project were changed after the session started:\n\n%1\n\n"
                           "Write the session's version over them anyway? Their current content is lost.")
                            .arg(o.conflicts.join(QLatin1Char('\n'))),
                        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Yes;
        } else {
            again = QMessageBox::warning(
                        this, tr("Files Changed After the Session"),
                        tr("These files were changed after the session ended:\n\n%1\n\nPut them back as "
                           "they were before the session anyway? Their current content is lost.")
                            .arg(o.conflicts.join(QLatin1Char('\n'))),
                        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Yes;
        }
        if (again) {
            runUndo(paths, true);
            return;
        }
        showMessage((isQuarantine() ? tr("Nothing was applied: %1 changed after the session started.")
                                    : tr("Nothing was undone: %1 changed after the session ended."))
                        .arg(o.conflicts.join(QStringLiteral(", "))),
                    true);
        updateButtons();
        Q_EMIT undoFinished({}, o.conflicts, {});
        return;
    }
    // What undo names is a path below the ones asked for at most: mark the rows it covers.
    QStringList done = o.restored + o.unchanged;
    for (const QString &row : this->paths()) {
        for (const QString &d : done) {
            if (row == d || row.startsWith(d + QLatin1Char('/'))) {
                setState(row, State::Undone);
                break;
            }
        }
    }
    saveReview();
    QStringList failedText = o.failed;
    if (failedText.isEmpty())
        showMessage(isQuarantine() ? tr("%n file(s) written to the project.", nullptr, int(o.restored.size()))
                                   : tr("%n file(s) put back as they were before the session.", nullptr,
                                        int(o.restored.size())));
    else
        showMessage((isQuarantine() ? tr("Not applied: %1") : tr("Not put back: %1"))
                        .arg(failedText.join(QStringLiteral("; "))),
                    true);
    m_diffPath.clear();
    showSelected();
    updateButtons();
    Q_EMIT undoFinished(o.restored, {}, o.failed);
}

void ChangesView::saveReview() const
{
    if (m_sessionDir.isEmpty())
        return;
    QJsonArray kept, undone;
    for (auto it = m_states.cbegin(); it != m_states.cend(); ++it)
        (it.value() == State::Kept ? kept : undone).append(it.key());
    QSaveFile f(reviewPath(m_sessionDir));
    if (!f.open(QIODevice::WriteOnly))
        return;
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("kept"), kept}, {QStringLiteral("undone"), undone}})
                .toJson(QJsonDocument::Compact));
    f.commit();
}

} // namespace aisb
