// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionreview.h"

#include "changesview.h"
#include "replayview.h"
#include "session/changestore.h"
#include "sessionlogmodel.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QTableView>

namespace aisb {

namespace {

QString castPath(const QString &sessionDir)
{
    return sessionDir + QStringLiteral("/terminal.cast");
}

QString sessionId(const QString &sessionDir)
{
    return QFileInfo(sessionDir).fileName();
}

} // namespace

SessionReview::SessionReview(QTableView *log, QWidget *parent)
    : QObject(parent), m_log(log), m_parent(parent),
      m_changesButton(new QPushButton(tr("&Changes…"), parent)),
      m_replayButton(new QPushButton(tr("&Replay…"), parent))
{
    m_changesButton->setObjectName(QStringLiteral("reviewChangesButton"));
    m_changesButton->setToolTip(tr("What the session created, modified, deleted and chmod-ed in the project; "
                                   "keep or undo it"));
    m_replayButton->setObjectName(QStringLiteral("replayButton"));
    m_replayButton->setToolTip(tr("Play the session's recorded terminal"));
    connect(m_changesButton, &QPushButton::clicked, this, &SessionReview::openChanges);
    connect(m_replayButton, &QPushButton::clicked, this, &SessionReview::openReplay);
    updateButtons();
}

SessionReview::~SessionReview() = default;

ChangesView *SessionReview::changesView() const
{
    return m_changes;
}

ReplayView *SessionReview::replayView() const
{
    return m_replay;
}

void SessionReview::setSession(const QString &sessionDir)
{
    m_sessionDir = sessionDir;
    updateButtons();
}

void SessionReview::updateButtons()
{
    const bool any = !m_sessionDir.isEmpty();
    // A running session has its start captured and its recording growing: both say what they can.
    m_changesButton->setEnabled(any && (QFile::exists(ChangeStore::jsonPath(m_sessionDir)) ||
                                        QFile::exists(ChangeStore::startPath(m_sessionDir))));
    m_replayButton->setEnabled(any && QFile::exists(castPath(m_sessionDir)));
}

ChangesView *SessionReview::openChanges()
{
    updateButtons();
    if (m_sessionDir.isEmpty())
        return nullptr;
    if (!m_changes) {
        m_changes = new ChangesView(m_parent);
        m_changes->setWindowFlag(Qt::Window);
        m_changes->setAttribute(Qt::WA_DeleteOnClose);
        m_changes->resize(960, 620);
    }
    m_changes->setWindowTitle(tr("Changes of Session %1").arg(sessionId(m_sessionDir)));
    m_changes->load(m_sessionDir);
    m_changes->show();
    m_changes->raise();
    m_changes->activateWindow();
    return m_changes;
}

ReplayView *SessionReview::openReplay()
{
    updateButtons();
    if (m_sessionDir.isEmpty())
        return nullptr;
    if (!m_replay) {
        m_replay = new ReplayView(m_parent);
        m_replay->setWindowFlag(Qt::Window);
        m_replay->setAttribute(Qt::WA_DeleteOnClose);
        m_replay->resize(860, 560);
        connect(m_replay, &ReplayView::sought, this, &SessionReview::replaySought);
        if (m_log && m_log->selectionModel())
            connect(m_log->selectionModel(), &QItemSelectionModel::currentRowChanged, m_replay,
                    [this] { logRowChanged(); });
        // Opened from a selected row: it starts there.
        connect(m_replay, &ReplayView::loaded, this, [this](const QString &error) {
            if (error.isEmpty())
                logRowChanged();
        });
    }
    m_replay->setWindowTitle(tr("Replay of Session %1").arg(sessionId(m_sessionDir)));
    if (m_replayDir != m_sessionDir || !m_replay->hasCast()) {
        m_replayDir = m_sessionDir;
        m_replay->load(castPath(m_sessionDir));
    }
    m_replay->show();
    m_replay->raise();
    m_replay->activateWindow();
    return m_replay;
}

void SessionReview::logRowChanged()
{
    if (m_syncing || !m_replay || !m_replay->hasCast() || m_replayDir != m_sessionDir || !m_log)
        return;
    const QModelIndex current = m_log->selectionModel()->currentIndex();
    if (!current.isValid())
        return;
    const qint64 ms =
        current.siblingAtColumn(SessionLogModel::TimeColumn).data(SessionLogModel::SortRole).toLongLong();
    if (ms <= 0)
        return;
    m_syncing = true;
    m_replay->seekToEpochMs(ms);
    m_syncing = false;
}

void SessionReview::replaySought(double seconds)
{
    if (m_syncing || !m_log || !m_replay || m_replayDir != m_sessionDir || m_replay->isPlaying())
        return;
    const qint64 target = m_replay->cast().timestamp * 1000 + qint64(seconds * 1000);
    // The last row at or before that moment (rows are in time order).
    QAbstractItemModel *model = m_log->model();
    int found = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        const qint64 ms =
            model->index(row, SessionLogModel::TimeColumn).data(SessionLogModel::SortRole).toLongLong();
        if (ms > target)
            break;
        found = row;
    }
    if (found < 0)
        return;
    m_syncing = true;
    const QModelIndex index = model->index(found, 0);
    m_log->selectionModel()->setCurrentIndex(index,
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_log->scrollTo(index);
    m_syncing = false;
}

} // namespace aisb
