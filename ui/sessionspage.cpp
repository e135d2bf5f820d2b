// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionspage.h"

#include "engine/podman.h"
#include "engines.h"
#include "policy/policyloader.h"
#include "render/render.h"
#include "session/knownimages.h"
#include "session/liveallowlist.h"
#include "session/session.h"
#include "session/sessionlog.h"
#include "sessiontab.h"
#include "terminal/terminalwidget.h"

#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <memory>

namespace aisb {

SessionsPage::SessionsPage(Podman *podman, QWidget *parent)
    : QWidget(parent), m_podman(podman), m_stack(new QStackedWidget(this)), m_empty(new QLabel(this))
{
    m_empty->setText(
        tr("<h3>No session of this project yet</h3>"
           "<p>Launch one with <b>Launch</b> (Ctrl+Return): the agent runs here in a terminal, inside "
           "its sandbox. Several sessions can run side by side.</p>"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_stack->addWidget(m_empty);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
}

QTabWidget *SessionsPage::tabsFor(const QString &projectDir)
{
    if (QTabWidget *tabs = m_tabs.value(projectDir))
        return tabs;
    auto *tabs = new QTabWidget(this);
    tabs->setTabsClosable(true);
    tabs->setMovable(true);
    tabs->setDocumentMode(true);
    connect(tabs, &QTabWidget::tabCloseRequested, this, [this, tabs](int index) { closeTab(tabs, index); });
    // Ended sessions pile up: one click closes them all.
    auto *closeEnded = new QToolButton(tabs);
    closeEnded->setObjectName(QStringLiteral("closeEndedTabsButton"));
    closeEnded->setAutoRaise(true);
    closeEnded->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    closeEnded->setIcon(QIcon::fromTheme(QStringLiteral("edit-clear-all")));
    closeEnded->setText(tr("Close Ended"));
    closeEnded->setToolTip(tr("Close the tabs of the sessions that have ended"));
    closeEnded->setEnabled(false);
    tabs->setCornerWidget(closeEnded, Qt::TopRightCorner);
    connect(closeEnded, &QToolButton::clicked, this, [this, projectDir] { closeEndedTabs(projectDir); });
    tabs->tabBar()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tabs->tabBar(), &QWidget::customContextMenuRequested, this,
            [this, tabs](const QPoint &pos) { tabMenu(tabs, pos); });
    m_tabs.insert(projectDir, tabs);
    m_stack->addWidget(tabs);
    return tabs;
}

void SessionsPage::setCurrentProject(const QString &projectDir)
{
    m_current = projectDir;
    QTabWidget *tabs = m_tabs.value(projectDir);
    m_stack->setCurrentWidget(tabs && tabs->count() > 0 ? static_cast<QWidget *>(tabs) : m_empty);
}

void SessionsPage::setCapabilities(const PodmanCapabilities &caps)
{
    m_caps = caps;
    m_capsConnection = m_podman->connection();
    m_haveCaps = true;
}

Podman *SessionsPage::podmanFor(const QString &projectDir) const
{
    return m_engines ? m_engines->podmanFor(projectDir) : m_podman;
}

QString SessionsPage::engineRefusal(const QString &projectDir, bool quarantine) const
{
    Podman *podman = podmanFor(projectDir);
    if (!podman->connection().isRemote())
        return {};
    PolicyRequest req;
    req.projectDir = projectDir;
    req.ignoreProjectFile = quarantine;
    req.requireTrust = false;
    Session::Options o;
    o.projectDir = projectDir;
    o.policy = loadPolicy(req).resolved.policy;
    o.quarantine = quarantine;
    // The session's own check, on a session that is never started.
    return Session(podman, o).remoteRefusal();
}

QString SessionsPage::launch(const QString &projectDir, bool quarantine)
{
    PolicyRequest req;
    req.projectDir = projectDir;
    req.ignoreProjectFile = quarantine;
    const LoadedPolicy loaded = loadPolicy(req);
    if (!loaded.usable())
        return loaded.problems();
    // Refused before a tab opens: the message box says what to change.
    if (const QString why = engineRefusal(projectDir, quarantine); !why.isEmpty())
        return tr("%1\n\nIn the app: Use This Computer in the project's header, or Change… beside “Sessions "
                  "run "
                  "on” to pick another engine.")
            .arg(why);
    Podman *podman = podmanFor(projectDir);
    Session::Options o;
    o.projectDir = projectDir;
    o.policy = loaded.resolved.policy;
    o.quarantine = quarantine; // the session quarantines the policy itself, after every layer
    o.command = Render::harnessCommand(o.policy);
    // What the app's podman answered holds for the sessions on that engine; others probe theirs.
    if (m_haveCaps && podman->connection() == m_capsConnection)
        o.capabilities = m_caps;
    // The image tags this podman had (shared with the command line): a known tag launches at once.
    o.knownImagesFile = KnownImages::fileFor(podman->connection());
    auto *tab = new SessionTab(podman, o, this);
    tab->setOrdinal(++m_launchCount[projectDir]);
    QTabWidget *tabs = tabsFor(projectDir);
    // A relaunch takes the place of the ended tab it came from.
    int index = -1;
    if (QPointer<SessionTab> old = m_replace.take(projectDir);
        old && !old->isActive() && tabs->indexOf(old) >= 0) {
        index = tabs->indexOf(old);
        tabs->removeTab(index);
        old->deleteLater();
        index = tabs->insertTab(index, tab, tab->stateIcon(), tab->title());
    } else {
        index = tabs->addTab(tab, tab->stateIcon(), tab->title());
    }
    tabs->setCurrentIndex(index);
    connect(tab, &SessionTab::titleChanged, tabs, [this, tabs, tab] { updateTab(tabs, tab); });
    connect(tab, &SessionTab::stateChanged, this, [this, tabs, tab, projectDir] {
        updateTab(tabs, tab);
        Q_EMIT activeCountChanged(activeCount());
        Q_EMIT runningChanged(projectDir, activeCount(projectDir));
    });
    connect(tab, &SessionTab::relaunchRequested, this, [this, tab, projectDir] {
        m_replace.insert(projectDir, tab);
        Q_EMIT relaunchRequested(projectDir);
    });
    updateTab(tabs, tab);
    if (projectDir == m_current)
        m_stack->setCurrentWidget(tabs);
    tab->start();
    tab->setFocus();
    Q_EMIT launched(tab);
    Q_EMIT activeCountChanged(activeCount());
    Q_EMIT runningChanged(projectDir, activeCount(projectDir));
    return {};
}

void SessionsPage::restart(SessionTab *tab)
{
    if (!tab || !tab->isActive())
        return;
    const QString dir = tab->projectDir();
    connect(
        tab, &SessionTab::finished, this,
        [this, old = QPointer<SessionTab>(tab), dir] {
            m_replace.insert(dir, old);
            Q_EMIT relaunchRequested(dir);
        },
        Qt::SingleShotConnection);
    tab->stop();
}

QStringList SessionsPage::restartNeededFields(const QString &projectDir, const Policy &saved) const
{
    QStringList fields;
    QTabWidget *tabs = m_tabs.value(projectDir);
    for (int i = 0; tabs && i < tabs->count(); ++i) {
        auto *tab = qobject_cast<SessionTab *>(tabs->widget(i));
        if (!tab || !tab->isActive())
            continue;
        const Session *session = tab->session();
        for (const QString &f : LiveAllowlist::restartNeededFields(session->options().policy, saved))
            if (!fields.contains(f))
                fields << f;
        // The allowlist can change while the session runs (the Log tab's Allow, `ai-sandbox
        // allow`, the editor's Save: SessionLogPage::applySavedPolicy): a session with a gate
        // takes it without a restart. Any other (no gate) needs one for it.
        if (session->options().policy.network.mode == NetworkMode::Allowlist)
            continue;
        // What its gate holds now is in its record, not in what it started with. Compared as the
        // gate uses it (LiveAllowlist::allowlistHash: lower-cased, sorted).
        const std::optional<Policy::Network> recorded = SessionLog::recordedNetwork(session->directory());
        const QStringList &allow = recorded ? recorded->allow : session->options().policy.network.allow;
        if (LiveAllowlist::allowlistHash(allow) != LiveAllowlist::allowlistHash(saved.network.allow) &&
            !fields.contains(QStringLiteral("network.allow")))
            fields << QStringLiteral("network.allow");
    }
    fields.sort();
    return fields;
}

int SessionsPage::offerRestart(const QString &projectDir)
{
    QTabWidget *tabs = m_tabs.value(projectDir);
    QList<QPointer<SessionTab>> running;
    for (int i = 0; tabs && i < tabs->count(); ++i)
        if (auto *tab = qobject_cast<SessionTab *>(tabs->widget(i)); tab && tab->isActive())
            running << tab;
    if (running.isEmpty())
        return 0;
    PolicyRequest req;
    req.projectDir = projectDir;
    req.requireTrust = false;
    const LoadedPolicy loaded = loadPolicy(req);
    if (!loaded.usable())
        return 0;
    const QStringList fields = restartNeededFields(projectDir, loaded.resolved.policy);
    if (fields.isEmpty())
        return 0;
    QMessageBox box(QMessageBox::Question, tr("Restart Session?"),
                    tr("The saved policy changes %1. A running sandbox keeps what it started with: these "
                       "take effect in a new session.")
                        .arg(fields.join(QStringLiteral(", "))),
                    QMessageBox::NoButton, window());
    box.setObjectName(QStringLiteral("restartOffer"));
    box.setInformativeText(running.size() == 1
                               ? tr("Restart ends the running session (the program in it stops) and starts a "
                                    "new one with the saved policy in the same tab.")
                               : tr("Restart ends the %1 running sessions of this project (the programs in "
                                    "them stop) and starts new ones with the saved policy in their tabs.")
                                     .arg(running.size()));
    QPushButton *restartButton = box.addButton(
        running.size() == 1 ? tr("Restart Session") : tr("Restart Sessions"), QMessageBox::AcceptRole);
    restartButton->setObjectName(QStringLiteral("restartSessionButton"));
    QPushButton *keep = box.addButton(tr("Keep Running"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepRunningButton"));
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    if (box.clickedButton() != restartButton)
        return 0;
    int restarted = 0;
    for (const QPointer<SessionTab> &tab : std::as_const(running))
        if (tab && tab->isActive()) {
            restart(tab);
            ++restarted;
        }
    return restarted;
}

void SessionsPage::updateTab(QTabWidget *tabs, SessionTab *tab)
{
    const int index = tabs->indexOf(tab);
    if (index < 0)
        return;
    tabs->setTabText(index, tab->title());
    tabs->setTabIcon(index, tab->stateIcon());
    const QString program = tab->terminal()->title();
    tabs->setTabToolTip(index, program.isEmpty() ? tab->statusText()
                                                 : tab->statusText() + QLatin1Char('\n') + program);
    bool anyEnded = false;
    for (int i = 0; i < tabs->count(); ++i)
        if (auto *t = qobject_cast<SessionTab *>(tabs->widget(i)); t && !t->isActive())
            anyEnded = true;
    if (QWidget *corner = tabs->cornerWidget(Qt::TopRightCorner))
        corner->setEnabled(anyEnded);
}

int SessionsPage::closeEndedTabs(const QString &projectDir)
{
    QTabWidget *tabs = m_tabs.value(projectDir);
    if (!tabs)
        return 0;
    int closed = 0;
    for (int i = tabs->count() - 1; i >= 0; --i) {
        auto *tab = qobject_cast<SessionTab *>(tabs->widget(i));
        if (tab && !tab->isActive() && closeTab(tabs, i))
            ++closed;
    }
    return closed;
}

void SessionsPage::tabMenu(QTabWidget *tabs, const QPoint &pos)
{
    const int index = tabs->tabBar()->tabAt(pos);
    auto *tab = qobject_cast<SessionTab *>(tabs->widget(index));
    const QString projectDir = m_tabs.key(tabs);
    QMenu menu(this);
    if (tab && !tab->isActive())
        menu.addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Relaunch"), tab,
                       &SessionTab::relaunchRequested);
    if (tab && tab->isActive())
        menu.addAction(QIcon::fromTheme(QStringLiteral("process-stop")), tr("&Stop Session"), tab,
                       &SessionTab::stop);
    if (tab)
        menu.addAction(QIcon::fromTheme(QStringLiteral("tab-close")), tr("&Close Tab"), this,
                       [this, tabs, tab] { closeTab(tabs, tabs->indexOf(tab)); });
    QAction *ended =
        menu.addAction(tr("Close &Ended Tabs"), this, [this, projectDir] { closeEndedTabs(projectDir); });
    ended->setEnabled(tabs->cornerWidget(Qt::TopRightCorner) &&
                      tabs->cornerWidget(Qt::TopRightCorner)->isEnabled());
    menu.exec(tabs->tabBar()->mapToGlobal(pos));
}

bool SessionsPage::closeTab(QTabWidget *tabs, int index)
{
    auto *tab = qobject_cast<SessionTab *>(tabs->widget(index));
    if (!tab)
        return false;
    auto remove = [this, tabs, tab] {
        tabs->removeTab(tabs->indexOf(tab));
        tab->deleteLater();
        if (tabs->count() == 0 && m_tabs.value(m_current) == tabs)
            m_stack->setCurrentWidget(m_empty);
        Q_EMIT activeCountChanged(activeCount());
        const QString projectDir = m_tabs.key(tabs);
        Q_EMIT runningChanged(projectDir, activeCount(projectDir));
        if (tabs->count() > 0)
            updateTab(tabs, qobject_cast<SessionTab *>(tabs->widget(0)));
    };
    if (!tab->isActive()) {
        remove();
        return true;
    }
    QMessageBox box(
        QMessageBox::Question, tr("Stop the session?"),
        tr("The session in this tab is still running. Closing the tab stops it: the sandbox and its "
           "gate are removed."),
        QMessageBox::NoButton, this);
    QPushButton *stop = box.addButton(tr("Stop and Close"), QMessageBox::DestructiveRole);
    box.setDefaultButton(box.addButton(tr("Keep Running"), QMessageBox::RejectRole));
    box.exec();
    if (box.clickedButton() != stop)
        return false;
    connect(tab, &SessionTab::finished, this, remove);
    tab->stop();
    return true;
}

int SessionsPage::activeCount(const QString &projectDir) const
{
    int n = 0;
    if (QTabWidget *tabs = m_tabs.value(projectDir))
        for (int i = 0; i < tabs->count(); ++i)
            if (auto *tab = qobject_cast<SessionTab *>(tabs->widget(i)); tab && tab->isActive())
                ++n;
    return n;
}

int SessionsPage::activeCount() const
{
    int n = 0;
    for (SessionTab *tab : sessions())
        n += tab->isActive() ? 1 : 0;
    return n;
}

QList<SessionTab *> SessionsPage::sessions() const
{
    QList<SessionTab *> out;
    for (QTabWidget *tabs : m_tabs)
        for (int i = 0; i < tabs->count(); ++i)
            if (auto *tab = qobject_cast<SessionTab *>(tabs->widget(i)))
                out.append(tab);
    return out;
}

void SessionsPage::stopAll(std::function<void()> done)
{
    auto pending = std::make_shared<int>(0);
    auto finishOne = [pending, done] {
        if (--*pending == 0)
            done();
    };
    for (SessionTab *tab : sessions()) {
        if (!tab->isActive())
            continue;
        ++*pending;
        connect(tab, &SessionTab::finished, this, finishOne);
        tab->stop();
    }
    if (*pending == 0)
        done();
}

} // namespace aisb
