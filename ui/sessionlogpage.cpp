// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionlogpage.h"

#include "allowlistmodel.h"
#include "icons.h"
#include "maintenance/sessiontable.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "projectlistmodel.h"
#include "render/render.h"
#include "session/session.h"
#include "session/sessiondir.h"
#include "sessionlogfilter.h"
#include "sessionlogmodel.h"

#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace aisb {
namespace {

enum ItemRole { IdRole = Qt::UserRole + 1 };

// Projects are compared as the project list keeps them; "" is no project.
QString sameProject(const QString &dir)
{
    return dir.isEmpty() ? QString() : ProjectListModel::normalized(dir);
}

} // namespace

SessionLogPage::SessionLogPage(QWidget *parent)
    : QWidget(parent), m_past(new SessionLogModel(this)), m_filter(new SessionLogFilter(this)),
      m_stack(new QStackedWidget(this)), m_empty(new QWidget(this)), m_logPage(new QWidget(this)),
      m_sessions(new QComboBox(m_logPage)), m_counts(new QLabel(m_logPage)), m_show(new QButtonGroup(this)),
      m_text(new QLineEdit(m_logPage)), m_allow(new QPushButton(Icons::add(), tr("Allow Host"), m_logPage)),
      m_copy(new QPushButton(Icons::themed(QStringLiteral("edit-copy"), QStyle::SP_FileIcon), tr("Copy"),
                             m_logPage)),
      m_notice(new QWidget(m_logPage)), m_noticeText(new QLabel(m_notice)), m_view(new QTableView(m_logPage))
{
    m_refreshSoon.setSingleShot(true);
    m_refreshSoon.setInterval(0);
    connect(&m_refreshSoon, &QTimer::timeout, this, &SessionLogPage::refreshSessions);
    // Empty state: no session of this project yet.
    {
        auto *v = new QVBoxLayout(m_empty);
        v->addStretch(1);
        auto *title = new QLabel(tr("No session log yet"), m_empty);
        QFont f = title->font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 1.2);
        title->setFont(f);
        title->setAlignment(Qt::AlignCenter);
        auto *text = new QLabel(tr("Launch a session (Ctrl+Return): its lifecycle events and every request "
                                   "the egress gate allowed or "
                                   "denied appear here as they happen. Past sessions of this project stay "
                                   "readable here, and a denied "
                                   "host can be allowed with one click."),
                                m_empty);
        text->setWordWrap(true);
        text->setAlignment(Qt::AlignCenter);
        text->setMaximumWidth(520);
        QPalette pal = text->palette();
        pal.setColor(QPalette::WindowText, pal.color(QPalette::PlaceholderText));
        text->setPalette(pal);
        v->addWidget(title);
        v->addSpacing(4);
        v->addWidget(text, 0, Qt::AlignHCenter);
        v->addStretch(2);
    }

    // Session line: which session, and its counters.
    auto *sessionLabel = new QLabel(tr("&Session:"), m_logPage);
    sessionLabel->setBuddy(m_sessions);
    m_sessions->setObjectName(QStringLiteral("sessionSelector"));
    m_sessions->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_sessions->setMinimumContentsLength(36);
    m_sessions->setAccessibleName(tr("Session"));
    m_counts->setObjectName(QStringLiteral("logCounts"));
    m_counts->setTextFormat(Qt::RichText);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(sessionLabel);
    top->addWidget(m_sessions);
    top->addStretch(1);
    top->addWidget(m_counts);

    // Filter line: what to show, text, and the actions on the selection.
    auto *filterLine = new QHBoxLayout;
    filterLine->setContentsMargins(0, 0, 0, 0);
    filterLine->setSpacing(0);
    struct ShowButton
    {
        int id;
        QString name; // the object name: never built from translated text
        QString text;
    };
    const QList<ShowButton> shows = {
        {int(SessionLogFilter::Show::All), QStringLiteral("showAll"), tr("All")},
        {int(SessionLogFilter::Show::Denied), QStringLiteral("showDenied"), tr("Denied")},
        {int(SessionLogFilter::Show::Allowed), QStringLiteral("showAllowed"), tr("Allowed")}};
    for (const auto &[id, name, text] : shows) {
        auto *b = new QToolButton(m_logPage);
        b->setText(text);
        b->setCheckable(true);
        b->setAutoRaise(false);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setMinimumWidth(64);
        b->setObjectName(name);
        b->setToolTip(id == int(SessionLogFilter::Show::All) ? tr("Show every row")
                      : id == int(SessionLogFilter::Show::Denied)
                          ? tr("Show only requests the gate denied")
                          : tr("Show only requests the gate allowed"));
        m_show->addButton(b, id);
        filterLine->addWidget(b);
    }
    m_show->setExclusive(true);
    m_show->button(int(SessionLogFilter::Show::All))->setChecked(true);
    filterLine->addSpacing(8);
    m_text->setObjectName(QStringLiteral("logFilter"));
    m_text->setPlaceholderText(tr("Filter by host, method, status or text"));
    m_text->setClearButtonEnabled(true);
    m_text->setAccessibleName(tr("Filter the log"));
    filterLine->addWidget(m_text, 1);
    filterLine->addSpacing(8);
    m_allow->setObjectName(QStringLiteral("allowHostButton"));
    m_copy->setObjectName(QStringLiteral("copyRowsButton"));
    m_copy->setToolTip(tr("Copy the selected rows, tab-separated (Ctrl+C)"));
    filterLine->addWidget(m_allow);
    filterLine->addSpacing(4);
    filterLine->addWidget(m_copy);

    // What "Allow host" did, and where to finish it.
    m_notice->setObjectName(QStringLiteral("allowNotice"));
    m_notice->setAutoFillBackground(true);
    {
        QPalette pal = m_notice->palette();
        pal.setColor(QPalette::Window, pal.color(QPalette::AlternateBase));
        m_notice->setPalette(pal);
        auto *h = new QHBoxLayout(m_notice);
        h->setContentsMargins(8, 4, 4, 4);
        auto *icon = new QLabel(m_notice);
        icon->setPixmap(Icons::information().pixmap(16, 16));
        m_noticeText->setWordWrap(true);
        m_noticeText->setTextFormat(Qt::PlainText);
        auto *showPolicy = new QPushButton(tr("Review in Policy"), m_notice);
        showPolicy->setObjectName(QStringLiteral("reviewPolicyButton"));
        auto *close = new QToolButton(m_notice);
        close->setIcon(Icons::themed(QStringLiteral("window-close"), QStyle::SP_TitleBarCloseButton));
        close->setAutoRaise(true);
        close->setToolTip(tr("Hide this note"));
        h->addWidget(icon, 0, Qt::AlignTop);
        h->addWidget(m_noticeText, 1);
        h->addWidget(showPolicy, 0, Qt::AlignTop);
        h->addWidget(close, 0, Qt::AlignTop);
        connect(showPolicy, &QPushButton::clicked, this, &SessionLogPage::showPolicyRequested);
        connect(close, &QToolButton::clicked, m_notice, &QWidget::hide);
    }
    m_notice->hide();

    // The table. Fixed row heights and column widths: a table of 50,000 rows stays quick.
    m_filter->setLogModel(m_past);
    m_view->setObjectName(QStringLiteral("logTable"));
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setShowGrid(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setAccessibleName(tr("Session log"));
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    const QFontMetrics fm = m_view->fontMetrics();
    const auto width = [&fm](const QString &sample) { return fm.horizontalAdvance(sample) + 24; };
    header->resizeSection(SessionLogModel::TimeColumn, width(QStringLiteral("00:00:00.000")));
    header->resizeSection(SessionLogModel::KindColumn, width(tr("Allowed")) + 24);
    header->resizeSection(SessionLogModel::MethodColumn, width(QStringLiteral("CONNECT")));
    header->resizeSection(SessionLogModel::DestinationColumn,
                          width(QStringLiteral("objects.githubusercontent.com:443")));
    header->resizeSection(SessionLogModel::StatusColumn, width(tr("Status")));
    header->resizeSection(SessionLogModel::BytesColumn, width(QStringLiteral("999.9 KiB")));

    auto *copyAction = new QAction(tr("Copy"), m_view);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setShortcutContext(Qt::WidgetShortcut);
    m_view->addAction(copyAction);
    connect(copyAction, &QAction::triggered, this, &SessionLogPage::copySelection);

    auto *v = new QVBoxLayout(m_logPage);
    v->setContentsMargins(8, 8, 8, 8);
    v->setSpacing(6);
    v->addLayout(top);
    v->addLayout(filterLine);
    v->addWidget(m_notice);
    v->addWidget(m_view, 1);

    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_logPage);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    connect(m_sessions, &QComboBox::activated, this,
            [this](int index) { showSession(m_sessions->itemData(index, IdRole).toString()); });
    connect(m_show, &QButtonGroup::idClicked, this, &SessionLogPage::setShowFilter);
    connect(m_text, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setText(text);
        updateCounts();
    });
    connect(m_allow, &QPushButton::clicked, this, [this] { allowHosts(hostsToAllow()); });
    connect(m_copy, &QPushButton::clicked, this, &SessionLogPage::copySelection);
    connect(m_view, &QWidget::customContextMenuRequested, this, &SessionLogPage::contextMenu);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &SessionLogPage::updateActions);
    // Follow the end of the log only when the reader is already there.
    connect(m_filter, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        const QScrollBar *bar = m_view->verticalScrollBar();
        m_atBottom = bar->value() >= bar->maximum() - 1;
    });
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_atBottom)
            m_view->scrollToBottom();
    });
    connect(m_filter, &QAbstractItemModel::modelReset, this, &SessionLogPage::updateActions);

    m_stack->setCurrentWidget(m_empty);
    updateCounts();
    updateActions();
}

SessionLogPage::~SessionLogPage() = default;

SessionLogModel *SessionLogPage::model() const
{
    return m_filter->logModel();
}

void SessionLogPage::setPolicyEditor(PolicyEditor *editor)
{
    m_editor = editor;
    updateActions();
}

bool SessionLogPage::showsPlaceholder() const
{
    return m_stack->currentWidget() == m_empty;
}

void SessionLogPage::setCurrentProject(const QString &projectDir)
{
    const QString dir = sameProject(projectDir);
    if (dir == m_project)
        return;
    m_project = dir;
    m_shownId.clear();
    m_notice->hide();
    m_text->clear();
    refreshSessions();
}

void SessionLogPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Sessions run from the command line or another window end up here too.
    refreshSessions();
}

void SessionLogPage::watch(Session *session)
{
    if (!session || !session->directory().isValid())
        return;
    const QString id = session->directory().id();
    Live live;
    live.session = session;
    live.model = new SessionLogModel(this);
    live.model->attach(session);
    live.project = sameProject(session->options().projectDir);
    m_live.insert(id, live);
    connect(live.model, &SessionLogModel::countsChanged, this, [this, model = live.model] {
        if (model == this->model())
            updateCounts();
    });
    connect(session, &Session::stateChanged, this, [this, project = live.project] {
        if (project == m_project)
            m_refreshSoon.start();
    });
    connect(session, &QObject::destroyed, this, &SessionLogPage::dropFinishedLive, Qt::QueuedConnection);
    if (live.project == m_project) {
        refreshSessions();
        showSession(id); // follow new launches
    }
}

void SessionLogPage::dropFinishedLive()
{
    // A closed session tab's log is read from its folder from now on, unless it is on screen.
    for (auto it = m_live.begin(); it != m_live.end();) {
        if (!it->session && it.key() != m_shownId) {
            it->model->deleteLater();
            it = m_live.erase(it);
        } else {
            ++it;
        }
    }
}

void SessionLogPage::refreshSessions()
{
    struct Item
    {
        QString id;
        QDateTime started;
        bool running = false;
        QString text;
        QIcon icon;
        QString tip;
    };
    QList<Item> items;
    QSet<QString> seen;
    const QLocale locale;
    if (!m_project.isEmpty()) {
        for (const SessionDir::Summary &s : SessionDir::list(m_sessionsRoot)) {
            if (sameProject(s.project) != m_project)
                continue;
            const Live live = m_live.value(s.id);
            const bool ours = !live.session.isNull();
            Item item;
            item.id = s.id;
            item.started = s.started;
            const QString when = locale.toString(s.started.toLocalTime(), QLocale::ShortFormat);
            QString state;
            if (ours && s.isOpen()) {
                item.running = true;
                state = tr("running");
                item.icon = Icons::launch();
            } else if (s.state == QLatin1String("finished")) {
                state = tr("exit code %1").arg(s.exitCode);
                item.icon = s.exitCode == 0 ? Icons::ok() : Icons::error();
            } else if (s.state == QLatin1String("failed")) {
                state = s.exitCode >= 0 ? tr("failed, exit code %1").arg(s.exitCode) : tr("failed");
                item.icon = Icons::error();
            } else if (s.isKilled()) {
                state = tr("killed while %1").arg(s.lastState);
                item.icon = Icons::warning();
                item.tip = SessionTable::killedText(s);
            } else if (s.isAbandoned()) {
                state = tr("killed (not cleaned up yet)");
                item.icon = Icons::warning();
            } else {
                state = tr("running in another window or the command line");
                item.icon = Icons::launch();
            }
            item.text = item.running ? tr("● %1 — %2").arg(when, state) : tr("%1 — %2").arg(when, state);
            item.tip = item.tip.isEmpty() ? tr("Session %1").arg(s.id)
                                          : tr("Session %1").arg(s.id) + QLatin1Char('\n') + item.tip;
            items.append(item);
            seen.insert(s.id);
        }
    }
    std::stable_sort(items.begin(), items.end(), [](const Item &a, const Item &b) {
        if (a.running != b.running)
            return a.running;
        if (a.started != b.started)
            return a.started > b.started;
        return a.id > b.id;
    });

    const QSignalBlocker blocker(m_sessions);
    m_sessions->clear();
    for (const Item &item : std::as_const(items)) {
        m_sessions->addItem(item.icon, item.text);
        const int i = m_sessions->count() - 1;
        m_sessions->setItemData(i, item.id, IdRole);
        m_sessions->setItemData(i, item.tip, Qt::ToolTipRole);
    }
    if (items.isEmpty()) {
        m_shownId.clear();
        m_filter->setLogModel(m_past);
        m_past->clear();
        m_stack->setCurrentWidget(m_empty);
        updateCounts();
        updateActions();
        return;
    }
    m_stack->setCurrentWidget(m_logPage);
    // Keep what is shown; otherwise the newest running session, else the newest past one.
    const int keep = m_shownId.isEmpty() ? -1 : m_sessions->findData(m_shownId, IdRole);
    if (keep >= 0) {
        m_sessions->setCurrentIndex(keep);
        return;
    }
    m_sessions->setCurrentIndex(0);
    showSession(items.first().id);
}

bool SessionLogPage::selectSession(const QString &id)
{
    const int index = m_sessions->findData(id, IdRole);
    if (index < 0)
        return false;
    m_sessions->setCurrentIndex(index);
    showSession(id);
    return true;
}

void SessionLogPage::showSession(const QString &id)
{
    if (const int index = m_sessions->findData(id, IdRole);
        index >= 0 && m_sessions->currentIndex() != index) {
        const QSignalBlocker blocker(m_sessions);
        m_sessions->setCurrentIndex(index);
    }
    const Live live = m_live.value(id);
    // Shown already, unless it was read from its folder and is followed live now.
    if (id == m_shownId && !id.isEmpty() && (!live.model || model() == live.model))
        return;
    m_shownId = id;
    if (live.model) {
        m_filter->setLogModel(live.model);
    } else {
        m_past->loadDirectory(SessionDir::open(id, m_sessionsRoot));
        m_filter->setLogModel(m_past);
    }
    dropFinishedLive();
    // A running session is read at its end; a past one from its start.
    if (live.session)
        m_view->scrollToBottom();
    else
        m_view->scrollToTop();
    m_atBottom = !live.session.isNull();
    updateCounts();
    updateActions();
}

void SessionLogPage::setShowFilter(int show)
{
    if (QAbstractButton *b = m_show->button(show))
        b->setChecked(true);
    m_filter->setShow(SessionLogFilter::Show(show));
    updateCounts();
    updateActions();
}

void SessionLogPage::updateCounts()
{
    const SessionLogModel *m = model();
    const QLocale locale;
    QString text = tr("%1 allowed").arg(locale.toString(m->allowedCount()));
    const QString denied = tr("%1 denied").arg(locale.toString(m->deniedCount()));
    text += QStringLiteral(" · ");
    if (m->deniedCount() > 0) {
        const bool dark = palette().color(QPalette::Base).lightness() < 128;
        text +=
            QStringLiteral("<span style=\"color:%1; font-weight:bold\">%2</span>")
                .arg(dark ? QStringLiteral("#ef9a9a") : QStringLiteral("#c62828"), denied.toHtmlEscaped());
    } else {
        text += denied.toHtmlEscaped();
    }
    if (m_filter->show() != SessionLogFilter::Show::All || !m_filter->text().isEmpty())
        text += QStringLiteral(" · ") +
                tr("%1 of %2 rows shown")
                    .arg(locale.toString(m_filter->rowCount()), locale.toString(m->rowCount()));
    if (m->droppedRows() > 0)
        text +=
            QStringLiteral(" · ") + tr("only the newest %1 rows are kept").arg(locale.toString(m->maxRows()));
    m_counts->setText(text);
    m_counts->setAccessibleName(
        QStringLiteral("%1 · %2").arg(tr("%1 allowed").arg(m->allowedCount()), denied));
}

QList<int> SessionLogPage::selectedSourceRows() const
{
    QList<int> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : selected)
        rows << m_filter->mapToSource(index).row();
    std::sort(rows.begin(), rows.end());
    return rows;
}

QStringList SessionLogPage::hostsToAllow() const
{
    QStringList hosts;
    const SessionLogModel *m = model();
    const QStringList allow =
        m_editor && m_editor->hasProject() ? m_editor->document()->effective().network.allow : QStringList();
    for (int row : selectedSourceRows()) {
        if (m->kindAt(row) != SessionLogModel::Kind::Denied)
            continue;
        const QString host = m->hostAt(row).toLower();
        if (host.isEmpty() || hosts.contains(host) || Render::allowlistCovers(allow, host) ||
            !AllowlistModel::hostError(host).isEmpty())
            continue;
        hosts << host;
    }
    return hosts;
}

int SessionLogPage::allowHosts(const QStringList &entries)
{
    if (entries.isEmpty())
        return 0;
    if (!m_editor || !m_editor->hasProject() || sameProject(m_editor->projectDir()) != m_project) {
        showNotice(
            tr("The policy of this project is not open in the editor: select the project, then try again."));
        return 0;
    }
    const int added = m_editor->addAllowedHosts(entries);
    QString text;
    if (added == 0) {
        text = tr("%1 is already in the allowed hosts.").arg(entries.join(QStringLiteral(", ")));
    } else {
        text =
            tr("Added %1 to the allowed hosts. The policy is not saved yet: review and save it (Ctrl+S) to "
               "let "
               "sessions launched from now on reach it; running sessions keep the policy they started with.")
                .arg(entries.join(QStringLiteral(", ")));
        const NetworkMode mode = m_editor->document()->effective().network.mode;
        if (mode != NetworkMode::Allowlist)
            text +=
                QLatin1Char(' ') +
                tr("The network mode is %1: allowed hosts apply in allowlist mode only.").arg(toString(mode));
    }
    showNotice(text);
    updateActions();
    return added;
}

void SessionLogPage::showNotice(const QString &text)
{
    m_noticeText->setText(text);
    m_notice->show();
}

QString SessionLogPage::selectedText() const
{
    return model()->rowsText(selectedSourceRows());
}

void SessionLogPage::copySelection() const
{
    const QString text = selectedText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void SessionLogPage::updateActions()
{
    const QList<int> rows = selectedSourceRows();
    m_copy->setEnabled(!rows.isEmpty());
    const QStringList hosts = hostsToAllow();
    m_allow->setEnabled(!hosts.isEmpty());
    if (hosts.size() == 1)
        m_allow->setText(tr("Allow %1").arg(hosts.first()));
    else if (hosts.size() > 1)
        m_allow->setText(tr("Allow %n Hosts", nullptr, int(hosts.size())));
    else
        m_allow->setText(tr("Allow Host"));
    bool anyDenied = false;
    for (int row : rows)
        anyDenied = anyDenied || model()->kindAt(row) == SessionLogModel::Kind::Denied;
    if (!hosts.isEmpty())
        m_allow->setToolTip(tr("Add %1 to the policy's allowed hosts (an unsaved edit you review and save)")
                                .arg(hosts.join(QStringLiteral(", "))));
    else if (anyDenied)
        m_allow->setToolTip(
            tr("The selected hosts are allowed already (the gate refused them for their port or "
               "because the name resolves to a local address), or are not host names."));
    else
        m_allow->setToolTip(tr("Select a denied request to allow its host"));
}

void SessionLogPage::contextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    QMenu menu(this);
    const QStringList hosts = hostsToAllow();
    if (!hosts.isEmpty()) {
        menu.addAction(Icons::add(), m_allow->text(), this, [this, hosts] { allowHosts(hosts); });
        // "api.example.com" -> ".example.com": the domain and every name below it.
        if (hosts.size() == 1 && hosts.first().count(QLatin1Char('.')) >= 2) {
            const QString domain = hosts.first().mid(hosts.first().indexOf(QLatin1Char('.')));
            menu.addAction(Icons::add(), tr("Allow %1 and Every Name Below It").arg(domain.mid(1)), this,
                           [this, domain] { allowHosts({domain}); });
        }
        menu.addSeparator();
    }
    menu.addAction(Icons::themed(QStringLiteral("edit-copy"), QStyle::SP_FileIcon), tr("Copy"), this,
                   &SessionLogPage::copySelection);
    const QString host = model()->hostAt(m_filter->mapToSource(index).row());
    if (!host.isEmpty()) {
        menu.addAction(tr("Copy Host"), this, [host] { QApplication::clipboard()->setText(host); });
        menu.addAction(tr("Show Only %1").arg(host), this, [this, host] { m_text->setText(host); });
    }
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

} // namespace aisb
