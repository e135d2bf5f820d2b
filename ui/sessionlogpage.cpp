// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionlogpage.h"

#include "allowlistmodel.h"
#include "engine/podman.h"
#include "icons.h"
#include "maintenance/sessiontable.h"
#include "policy/policyloader.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "projectlistmodel.h"
#include "render/render.h"
#include "session/containerevents.h"
#include "session/session.h"
#include "session/sessiondir.h"
#include "sessionlogfilter.h"
#include "sessionlogmodel.h"
#include "sessionreview.h"

#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QSaveFile>
#include <QScrollBar>
#include <QSet>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTableView>
#include <QTableWidget>
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
      m_notice(new QWidget(m_logPage)), m_noticeText(new QLabel(m_notice)), m_view(new QTableView(m_logPage)),
      m_deniedBox(new QWidget(m_logPage)), m_deniedTitle(new QLabel(m_deniedBox)),
      m_deniedTable(new QTableWidget(m_deniedBox)),
      m_export(new QPushButton(Icons::themed(QStringLiteral("document-save-as"), QStyle::SP_DialogSaveButton),
                               tr("Export…"), m_logPage)),
      m_detail(new QLabel(m_logPage))
{
    m_refreshSoon.setSingleShot(true);
    m_refreshSoon.setInterval(0);
    connect(&m_refreshSoon, &QTimer::timeout, this, &SessionLogPage::refreshSessions);
    // Empty state: no session of this project yet.
    {
        auto *v = new QVBoxLayout(m_empty);
        v->addStretch(1);
        auto *title = new QLabel(tr("No session log yet"), m_empty);
        m_emptyTitle = title;
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
    m_sessions->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_sessions->setMinimumContentsLength(28);
    m_sessions->setAccessibleName(tr("Session"));
    m_counts->setObjectName(QStringLiteral("logCounts"));
    m_counts->setTextFormat(Qt::RichText);
    m_counts->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(sessionLabel);
    top->addWidget(m_sessions);
    m_review = new SessionReview(m_view, m_logPage);
    top->addWidget(m_review->changesButton());
    top->addWidget(m_review->replayButton());
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
                          ? tr("Show only what was refused: requests the gate denied and packets the "
                               "firewall dropped")
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
    m_text->setMinimumWidth(m_text->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 14);
    m_text->setAccessibleName(tr("Filter the log"));
    filterLine->addWidget(m_text, 1);
    filterLine->addSpacing(8);
    m_allow->setObjectName(QStringLiteral("allowHostButton"));
    m_copy->setObjectName(QStringLiteral("copyRowsButton"));
    m_copy->setToolTip(tr("Copy the selected rows, tab-separated (Ctrl+C)"));
    filterLine->addWidget(m_allow);
    filterLine->addSpacing(4);
    filterLine->addWidget(m_copy);
    filterLine->addSpacing(4);
    m_export->setObjectName(QStringLiteral("exportRowsButton"));
    m_export->setToolTip(tr("Save the rows shown (after filtering) as JSON lines or CSV"));
    filterLine->addWidget(m_export);

    // Denied hosts at a glance: host, how often, when last, why, and Allow.
    m_deniedBox->setObjectName(QStringLiteral("deniedHosts"));
    {
        auto *v = new QVBoxLayout(m_deniedBox);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(2);
        QFont f = m_deniedTitle->font();
        f.setBold(true);
        m_deniedTitle->setFont(f);
        v->addWidget(m_deniedTitle);
        m_deniedTable->setObjectName(QStringLiteral("deniedHostsTable"));
        m_deniedTable->setColumnCount(5);
        m_deniedTable->setHorizontalHeaderLabels(
            {tr("Host"), tr("Denials"), tr("Last Seen"), tr("Reason"), QString()});
        m_deniedTable->verticalHeader()->setVisible(false);
        m_deniedTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
        m_deniedTable->setSelectionMode(QAbstractItemView::NoSelection);
        m_deniedTable->setShowGrid(false);
        m_deniedTable->setWordWrap(false);
        m_deniedTable->setAccessibleName(tr("Denied hosts"));
        m_deniedTable->verticalHeader()->setDefaultSectionSize(m_deniedTable->fontMetrics().height() + 14);
        QHeaderView *h = m_deniedTable->horizontalHeader();
        h->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        h->setSectionResizeMode(0, QHeaderView::Interactive);
        h->setSectionResizeMode(1, QHeaderView::ResizeToContents);
        h->setSectionResizeMode(2, QHeaderView::ResizeToContents);
        h->setSectionResizeMode(3, QHeaderView::Stretch);
        h->setSectionResizeMode(4, QHeaderView::ResizeToContents);
        h->resizeSection(0, m_deniedTable->fontMetrics().horizontalAdvance(
                                QStringLiteral("objects.githubusercontent.com")) +
                                16);
        v->addWidget(m_deniedTable);
    }
    m_deniedBox->hide();
    m_deniedSoon.setSingleShot(true);
    m_deniedSoon.setInterval(300);
    connect(&m_deniedSoon, &QTimer::timeout, this, &SessionLogPage::updateDeniedHosts);
    connect(m_export, &QPushButton::clicked, this, [this] {
        QString filter;
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Log Rows"),
                                                          QStringLiteral("session-%1.jsonl").arg(m_shownId),
                                                          tr("JSON lines (*.jsonl);;CSV (*.csv)"), &filter);
        if (path.isEmpty())
            return;
        if (const QString err = exportShownRows(path); !err.isEmpty())
            showNotice(err);
    });

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
    int kindWidth = 0;
    for (const QString &kind : SessionLogModel::kindTexts())
        kindWidth = std::max(kindWidth, width(kind));
    header->resizeSection(SessionLogModel::KindColumn, kindWidth + 24); // + the kind's icon
    header->resizeSection(SessionLogModel::MethodColumn, width(QStringLiteral("CONNECT")));
    header->resizeSection(SessionLogModel::DestinationColumn,
                          width(QStringLiteral("objects.githubusercontent.com:443")));
    header->resizeSection(SessionLogModel::StatusColumn, width(tr("Status")));
    header->resizeSection(SessionLogModel::BytesColumn, width(QStringLiteral("999.9 KiB")));

    m_view->viewport()->installEventFilter(this);
    m_logPage->installEventFilter(this);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SessionLogPage::updateDetail);

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
    v->addWidget(m_deniedBox);
    v->addWidget(m_view, 1);
    m_detail->setObjectName(QStringLiteral("rowDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::PlainText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setMinimumHeight(m_detail->fontMetrics().height() * 2 + 4);
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_detail->setAccessibleName(tr("Details of the selected row"));
    v->addWidget(m_detail);

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
    // Follow the end of the log only when the reader is there: where the reader scrolls to says
    // so, and the end stays in view when rows arrive or the table changes height (the denied
    // hosts above it appear). A past session is read from its start, also while its rows arrive.
    QScrollBar *bar = m_view->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, [this, bar](int value) {
        m_atBottom = value >= bar->maximum() - 1 && (model() != m_past || !m_past->isLoading());
    });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
        if (m_atBottom)
            bar->setValue(max);
    });
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_atBottom)
            m_view->scrollToBottom();
    });
    connect(m_filter, &QAbstractItemModel::modelReset, this, &SessionLogPage::updateActions);

    m_stack->setCurrentWidget(m_empty);
    // A past session's rows arrive in batches as they are read.
    connect(m_past, &SessionLogModel::countsChanged, this, [this] {
        if (model() == m_past) {
            updateCounts();
            if (!m_deniedSoon.isActive())
                m_deniedSoon.start();
        }
    });
    connect(m_past, &SessionLogModel::loaded, this, [this] {
        if (model() == m_past) {
            updateActions();
            updateDeniedHosts();
        }
    });
    updateCounts();
    updateActions();
}

SessionLogPage::~SessionLogPage() = default;

void SessionLogPage::setSessionsRoot(const QString &root)
{
    m_sessionsRoot = root;
}

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
    // Sessions run from the command line or another window end up here too (unless the list was
    // read a moment ago, e.g. by setCurrentProject right before the tab opens).
    if (!m_lastRefresh.isValid() || m_lastRefresh.elapsed() > 1000)
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
    // Allowlist changes reach the model through the session's events.jsonl, whoever made them
    // (this tab's Allow, `ai-sandbox allow --session ID`, another window). Made before attach():
    // nothing appended in between is missed.
    live.follower = new EventsFollower(session->directory().eventsPath(), live.model);
    connect(live.follower, &EventsFollower::appended, live.model,
            [model = live.model](const SessionEvent &e) {
                if (LiveAllowlist::isChangeEvent(e))
                    model->appendEvent(e);
            });
    live.model->attach(session);
    live.project = sameProject(session->options().projectDir);
    m_live.insert(id, live);
    connect(live.model, &SessionLogModel::countsChanged, this, [this, model = live.model] {
        if (model == this->model()) {
            updateCounts();
            if (!m_deniedSoon.isActive())
                m_deniedSoon.start();
        }
    });
    connect(session, &Session::stateChanged, this, [this, project = live.project] {
        if (project == m_project)
            m_refreshSoon.start();
    });
    connect(session, &QObject::destroyed, this, &SessionLogPage::dropFinishedLive, Qt::QueuedConnection);
    // podman's own word on the session's containers (died, OOM, stopped) joins the log: asked of
    // the podman the session runs on (a remote service's events are there).
    if (!m_podman)
        m_podman = new Podman(PodmanConnection{}, this);
    Podman *events = m_podman;
    if (session->podman() && session->podman()->connection().isRemote())
        events = session->podman();
    auto *watcher = new ContainerEventWatcher(events, live.model);
    connect(watcher, &ContainerEventWatcher::event, live.model, &SessionLogModel::appendEvent);
    watcher->start(session->directory());
    connect(session, &Session::finished, watcher, [watcher] {
        // The last events (the sandbox's "died") arrive just after the end.
        QTimer::singleShot(3000, watcher, &QObject::deleteLater);
    });
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
    m_lastRefresh.start();
    const quint64 generation = ++m_listGeneration;
    m_listed.clear();
    if (m_project.isEmpty()) {
        m_listing = false;
        fillSessions();
        Q_EMIT sessionsListed();
        return;
    }
    m_listing = true;
    if (m_sessions->count() == 0 && m_emptyTitle)
        m_emptyTitle->setText(tr("Reading the sessions…"));
    // Off the GUI thread: one directory read, then the newest sessions' events.jsonl first (what
    // the first screen shows), then the rest; each part joins the list as it comes.
    const QString root = m_sessionsRoot;
    const QString project = m_project;
    QPointer<SessionLogPage> self(this);
    QThread *thread = QThread::create([self, root, project, generation] {
        const QStringList ids = SessionDir::ids(root);
        const qsizetype first = std::min<qsizetype>(ids.size(), 50);
        for (const auto &[from, n] : {std::pair{qsizetype(0), first}, std::pair{first, ids.size() - first}}) {
            const bool complete = from + n >= ids.size();
            QList<Listed> part;
            for (const SessionDir::Summary &s : SessionDir::listCached(root, ids.mid(from, n)))
                if (sameProject(s.project) == project)
                    part.append({s, s.isAbandoned()});
            QMetaObject::invokeMethod(
                qApp,
                [self, part, complete, generation] {
                    if (self && self->m_listGeneration == generation)
                        self->takeSessions(part, complete);
                },
                Qt::QueuedConnection);
            if (complete)
                break;
        }
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

void SessionLogPage::takeSessions(const QList<Listed> &part, bool complete)
{
    m_listed.append(part);
    m_listing = !complete;
    if (!part.isEmpty() || complete)
        fillSessions();
    if (complete) {
        if (m_emptyTitle)
            m_emptyTitle->setText(tr("No session log yet"));
        Q_EMIT sessionsListed();
    }
}

void SessionLogPage::fillSessions()
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
    const QLocale locale;
    for (const auto &[s, abandoned] : std::as_const(m_listed)) {
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
        } else if (abandoned) {
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
    // One insertion for the whole list (thousands of past sessions stay quick).
    QList<QStandardItem *> rows;
    rows.reserve(items.size());
    for (const Item &item : std::as_const(items)) {
        auto *row = new QStandardItem(item.icon, item.text);
        row->setData(item.id, IdRole);
        row->setData(item.tip, Qt::ToolTipRole);
        row->setEditable(false);
        rows.append(row);
    }
    if (auto *list = qobject_cast<QStandardItemModel *>(m_sessions->model()))
        list->invisibleRootItem()->appendRows(rows);
    if (items.isEmpty() && m_listing)
        return; // more to come: what is shown stays
    if (items.isEmpty()) {
        m_shownId.clear();
        m_filter->setLogModel(m_past);
        m_past->clear();
        m_stack->setCurrentWidget(m_empty);
        updateCounts();
        updateActions();
        updateDeniedHosts();
        return;
    }
    m_stack->setCurrentWidget(m_logPage);
    // Keep what is shown; otherwise the newest running session, else the newest past one.
    const int keep = m_shownId.isEmpty() || m_autoPicked ? -1 : m_sessions->findData(m_shownId, IdRole);
    if (keep >= 0) {
        m_sessions->setCurrentIndex(keep);
        return;
    }
    if (!m_shownId.isEmpty() && m_listing && !m_autoPicked)
        return; // the session picked is further down the list, still being read
    m_sessions->setCurrentIndex(0);
    showSession(items.first().id);
    m_autoPicked = m_listing; // a newer one may be in the rest of the list
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
    m_autoPicked = false;
    const Live live = m_live.value(id);
    // Shown already, unless it was read from its folder and is followed live now.
    if (id == m_shownId && !id.isEmpty() && (!live.model || model() == live.model))
        return;
    m_shownId = id;
    m_review->setSession(id.isEmpty() ? QString() : SessionDir::open(id, m_sessionsRoot).path());
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
    updateDeniedHosts();
    updateDetail();
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
    if (m->blockedCount() > 0) {
        const bool dark = palette().color(QPalette::Base).lightness() < 128;
        text +=
            QStringLiteral(" · <span style=\"color:%1; font-weight:bold\">%2</span>")
                .arg(
                    dark ? QStringLiteral("#ef9a9a") : QStringLiteral("#c62828"),
                    tr("%1 blocked by the firewall").arg(locale.toString(m->blockedCount())).toHtmlEscaped());
    }
    if (m->credentialCount() > 0)
        text += QStringLiteral(" · ") + tr("%1 with a credential added by the gate")
                                            .arg(locale.toString(m->credentialCount()))
                                            .toHtmlEscaped();
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
    return changeAllowlist(LiveAllowlist::Action::Allow, entries);
}

int SessionLogPage::denyHosts(const QStringList &entries)
{
    return changeAllowlist(LiveAllowlist::Action::Deny, entries);
}

int SessionLogPage::changeAllowlist(LiveAllowlist::Action action, const QStringList &entries)
{
    using namespace LiveAllowlist;
    if (entries.isEmpty() || m_project.isEmpty())
        return 0;
    const bool allow = action == Action::Allow;
    const QString list = entries.join(QStringLiteral(", "));
    const FileEdit edit = editProjectFile(m_project, action, entries, m_userConfig, m_trustDir);
    if (!edit.error.isEmpty()) {
        showNotice(edit.error);
        return 0;
    }
    // The running session shown here (also one started from the command line) takes the change.
    QString findError;
    std::optional<Target> target;
    if (!m_shownId.isEmpty())
        target = findTarget(m_project, m_shownId, m_sessionsRoot, &findError);
    if (!target) // an older session is shown: the newest running one of the project takes it
        target = findTarget(m_project, {}, m_sessionsRoot, &findError);
    bool sessionChanges = false;
    if (target)
        applyTo(target->policy.network.allow, action, entries, &sessionChanges);
    if (!edit.changed && !sessionChanges) {
        showNotice(edit.notice);
        return 0;
    }
    if (edit.changed) {
        const QString question =
            (allow ? tr("Allow %1? The project's policy file is saved and approved with this change")
                   : tr("Deny %1 from now on? The project's policy file is saved and approved with this "
                        "change"))
                .arg(list) +
            (target ? tr(", and the running session takes it at once.")
                    : tr("; sessions launched from now on use it."));
        const bool yes = m_confirm ? m_confirm(question, edit.diff) : [&] {
            QMessageBox box(QMessageBox::Question, allow ? tr("Allow Host") : tr("Deny Host"), question,
                            QMessageBox::Cancel, this);
            box.setDetailedText(edit.diff);
            QPushButton *ok =
                box.addButton(allow ? tr("Allow and Save") : tr("Deny and Save"), QMessageBox::AcceptRole);
            box.setDefaultButton(ok);
            box.exec();
            return box.clickedButton() == ok;
        }();
        if (!yes)
            return 0;
        if (const QString err = saveAndApprove(edit, m_trustDir); !err.isEmpty()) {
            showNotice(err);
            return 0;
        }
        // The editor shows the saved file unless it holds edits of its own (it then notices the
        // change on disk and offers to reload).
        if (m_editor && m_editor->hasProject() && sameProject(m_editor->projectDir()) == m_project &&
            !m_editor->isModified())
            m_editor->reload();
    }
    if (!target) {
        showNotice((allow ? tr("Allowed %1: saved and approved. No session of this project is running; "
                               "sessions launched from now on reach it.")
                          : tr("Denied %1 from now on: saved and approved. No session of this project is "
                               "running."))
                       .arg(list));
        updateActions();
        return int(entries.size());
    }
    if (!sessionChanges) {
        showNotice(tr("Saved and approved; the running session already had this allowlist."));
        updateActions();
        return int(entries.size());
    }
    reconfigure(*target, action, entries, who(tr("Log tab")));
    return int(entries.size());
}

void SessionLogPage::reconfigure(const LiveAllowlist::Target &target, LiveAllowlist::Action action,
                                 const QStringList &entries, const QString &who)
{
    using namespace LiveAllowlist;
    if (!m_podman)
        m_podman = new Podman(PodmanConnection{}, this);
    const QString id = target.dir.id();
    delete m_reconfigure.value(id); // a change still under way for this session gives way
    auto *reconfigure = new GateReconfigure(m_podman, this);
    m_reconfigure.insert(id, reconfigure);
    showNotice(tr("Applying the new allowlist to the running session…"));
    const QString list = entries.join(QStringLiteral(", "));
    connect(
        reconfigure, &GateReconfigure::finished, this,
        [this, reconfigure, action, list, id](const QString &error, const SessionEvent &e) {
            reconfigure->deleteLater();
            m_reconfigure.remove(id);
            // The session's own log shows the change (what events.jsonl now holds too).
            // The model follows the new allowlist from its time: the event is in events.jsonl.
            const Live live = m_live.value(id);
            if (live.follower)
                live.follower->poll();
            else if (live.model)
                live.model->appendEvent(e);
            QString text;
            if (!error.isEmpty())
                text = action == Action::Set
                           ? tr("Saved and approved, but the running session %1 did not take the new "
                                "allowlist: %2")
                                 .arg(id, error)
                           : tr("Saved and approved, but the running session did not take the change: %1")
                                 .arg(error);
            else if (action == Action::Allow)
                text =
                    tr("%1 is allowed: saved, approved, and the running session reaches it now.").arg(list);
            else if (action == Action::Deny)
                text = tr("%1 is denied from now on: saved, approved, and the running session no longer "
                          "reaches it (connections already open stay open).")
                           .arg(list);
            else
                text = tr("The running session %1 uses the saved allowlist now (connections already open "
                          "stay open).")
                           .arg(id);
            showNotice(text);
            updateActions();
            Q_EMIT liveChangeFinished(error, text);
        });
    reconfigure->start(target, action, entries, who);
}

int SessionLogPage::applySavedPolicy(const QString &projectDir)
{
    using namespace LiveAllowlist;
    const QString project = sameProject(projectDir);
    // Only what is approved reaches a gate: the agent writes the project folder, so a file that
    // changed after it was saved and approved is not taken.
    PolicyRequest request;
    request.projectDir = projectDir;
    request.userConfig = m_userConfig;
    request.trustDir = m_trustDir;
    const LoadedPolicy saved = loadPolicy(request);
    if (!saved.usable())
        return 0;
    // The project's running sessions: this window's, and (when its list is shown here) those of
    // the command line and other windows.
    QList<std::pair<SessionDir, bool>> candidates; // folder, known to run
    for (auto it = m_live.cbegin(); it != m_live.cend(); ++it)
        if (it->session && it->project == project && it->session->state() == Session::State::Running)
            candidates.append({it->session->directory(), true});
    if (project == m_project)
        for (const auto &[s, abandoned] : std::as_const(m_listed))
            if (s.isOpen() && !abandoned && !m_live.contains(s.id))
                candidates.append({SessionDir::open(s.id, m_sessionsRoot), false});
    int changed = 0;
    for (const auto &[dir, running] : std::as_const(candidates)) {
        if (!dir.isValid())
            continue;
        if (!running) {
            const SessionDir::Summary now = dir.summary();
            if (!now.isOpen() || now.isAbandoned())
                continue;
        }
        QString error;
        const std::optional<Target> target = targetOf(dir, project, &error);
        if (!target) // no gate (not an allowlist session, or not up yet): nothing to reconfigure
            continue;
        bool differs = false;
        applyTo(target->policy.network.allow, Action::Set, saved.resolved.policy.network.allow, &differs);
        if (!differs)
            continue;
        reconfigure(*target, Action::Set, saved.resolved.policy.network.allow, who(tr("policy editor")));
        ++changed;
    }
    return changed;
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
        m_allow->setToolTip(
            tr("Add %1 to the policy's allowed hosts: shown, then saved and approved, and the "
               "running session reaches it at once")
                .arg(hosts.join(QStringLiteral(", "))));
    else if (anyDenied)
        m_allow->setToolTip(
            tr("The selected hosts are allowed already (the gate refused them for their port or "
               "because the name resolves to a local address), or are not host names."));
    else
        m_allow->setToolTip(tr("Select a denied request to allow its host"));
}

void SessionLogPage::updateDeniedHosts()
{
    const QList<SessionLogModel::DeniedHost> hosts = model()->deniedHosts();
    m_deniedBox->setVisible(!hosts.isEmpty());
    if (hosts.isEmpty())
        return;
    const QLocale locale;
    m_deniedTitle->setText(tr("Denied hosts (%1)").arg(locale.toString(qsizetype(hosts.size()))));
    const QStringList allowed =
        m_editor && m_editor->hasProject() ? m_editor->document()->effective().network.allow : QStringList();
    m_deniedTable->setRowCount(int(hosts.size()));
    for (int i = 0; i < hosts.size(); ++i) {
        const SessionLogModel::DeniedHost &h = hosts.at(i);
        auto item = [](const QString &text) {
            auto *it = new QTableWidgetItem(text);
            it->setToolTip(text);
            return it;
        };
        m_deniedTable->setItem(i, 0, item(h.host));
        auto *count = item(locale.toString(h.count));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_deniedTable->setItem(i, 1, count);
        m_deniedTable->setItem(i, 2,
                               item(locale.toString(h.lastSeen.toLocalTime().time(), QLocale::ShortFormat)));
        m_deniedTable->setItem(i, 3, item(h.reason.isEmpty() ? tr("Refused by the gate") : h.reason));
        const bool offer = !h.host.isEmpty() && !Render::allowlistCovers(allowed, h.host) &&
                           AllowlistModel::hostError(h.host).isEmpty();
        if (offer) {
            auto *b = new QPushButton(tr("Allow"), m_deniedTable);
            b->setObjectName(QStringLiteral("allowDenied_") + h.host);
            b->setToolTip(tr("Allow %1: saved, approved and applied to the running session").arg(h.host));
            connect(b, &QPushButton::clicked, this, [this, host = h.host] { allowHosts({host}); });
            m_deniedTable->setCellWidget(i, 4, b);
        } else {
            m_deniedTable->removeCellWidget(i, 4);
        }
    }
    // Up to four rows show (two on a short screen, where the log needs the room); more scroll.
    const int rows = std::min(m_logPage->height() < 600 ? 2 : 4, int(hosts.size()));
    m_deniedTable->setFixedHeight(m_deniedTable->horizontalHeader()->sizeHint().height() +
                                  rows * m_deniedTable->verticalHeader()->defaultSectionSize() + 4);
}

void SessionLogPage::updateDetail()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        m_detail->setText(tr("Select a row to read all of it here."));
        return;
    }
    const QModelIndex detail = current.siblingAtColumn(SessionLogModel::DetailColumn);
    const QString destination = current.siblingAtColumn(SessionLogModel::DestinationColumn).data().toString();
    const QString kind = current.siblingAtColumn(SessionLogModel::KindColumn).data().toString();
    const QString method = current.siblingAtColumn(SessionLogModel::MethodColumn).data().toString();
    QString text = kind;
    if (!destination.isEmpty())
        text += QStringLiteral(" · ") +
                (method.isEmpty() ? destination : method + QLatin1Char(' ') + destination);
    text += QStringLiteral(": ") +
            detail.data(Qt::ToolTipRole).toString().replace(QLatin1Char('\n'), QStringLiteral(" · "));
    m_detail->setText(text);
}

void SessionLogPage::fitColumns()
{
    // Fixed columns as narrow as their content allows; the host column gives way on small
    // screens, and Detail (the last) takes the rest.
    QHeaderView *header = m_view->horizontalHeader();
    const int available = m_view->viewport()->width();
    // On a small screen (1024 px: about 740 px for the table) Method goes, Detail needs the room;
    // the row's method still shows in the line below the table.
    header->setSectionHidden(SessionLogModel::MethodColumn, available < 820);
    int fixed = 0;
    for (int c : {int(SessionLogModel::TimeColumn), int(SessionLogModel::KindColumn),
                  int(SessionLogModel::MethodColumn), int(SessionLogModel::StatusColumn),
                  int(SessionLogModel::BytesColumn)})
        if (!header->isSectionHidden(c))
            fixed += header->sectionSize(c);
    const int wide =
        m_view->fontMetrics().horizontalAdvance(QStringLiteral("objects.githubusercontent.com:443")) + 24;
    const int narrow = m_view->fontMetrics().horizontalAdvance(QStringLiteral("registry.npmjs.org:443")) + 16;
    header->resizeSection(SessionLogModel::DestinationColumn,
                          std::clamp((available - fixed) * 2 / 5, narrow, wide));
}

bool SessionLogPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    if (watched == m_logPage && event->type() == QEvent::Resize && !m_deniedBox->isHidden() &&
        (static_cast<QResizeEvent *>(event)->oldSize().height() < 600) != (m_logPage->height() < 600))
        m_deniedSoon.start();
    return QWidget::eventFilter(watched, event);
}

QString SessionLogPage::exportShownRows(const QString &path) const
{
    QList<int> rows;
    rows.reserve(m_filter->rowCount());
    for (int r = 0; r < m_filter->rowCount(); ++r)
        rows << m_filter->mapToSource(m_filter->index(r, 0)).row();
    const bool json = path.endsWith(QLatin1String(".jsonl")) || path.endsWith(QLatin1String(".json"));
    const QByteArray data = json ? model()->exportJsonLines(rows, m_shownId) : model()->exportCsv(rows);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit())
        return tr("Could not write %1: %2").arg(path, f.errorString());
    return {};
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
    // An allowed host that is an entry of the project's allowlist can be denied from now on.
    const QString rowHost = model()->hostAt(m_filter->mapToSource(index).row()).toLower();
    if (model()->kindAt(m_filter->mapToSource(index).row()) == SessionLogModel::Kind::Allowed && m_editor &&
        m_editor->hasProject() &&
        m_editor->document()->effective().network.allow.contains(rowHost, Qt::CaseInsensitive)) {
        menu.addAction(Icons::themed(QStringLiteral("dialog-cancel"), QStyle::SP_DialogCancelButton),
                       tr("Deny %1 From Now On").arg(rowHost), this,
                       [this, rowHost] { denyHosts({rowHost}); });
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
