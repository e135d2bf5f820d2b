// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionspage.h"

#include "policy/policyloader.h"
#include "render/render.h"
#include "sessiontab.h"

#include <QLabel>
#include <QMessageBox>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
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

QString SessionsPage::launch(const QString &projectDir)
{
    PolicyRequest req;
    req.projectDir = projectDir;
    const LoadedPolicy loaded = loadPolicy(req);
    if (!loaded.usable())
        return loaded.problems();
    Session::Options o;
    o.projectDir = projectDir;
    o.policy = loaded.resolved.policy;
    o.command = Render::harnessCommand(o.policy);
    if (m_haveCaps)
        o.capabilities = m_caps;
    auto *tab = new SessionTab(m_podman, o, this);
    QTabWidget *tabs = tabsFor(projectDir);
    const int index = tabs->addTab(tab, tab->title());
    tabs->setCurrentIndex(index);
    connect(tab, &SessionTab::titleChanged, tabs,
            [tabs, tab](const QString &title) { tabs->setTabText(tabs->indexOf(tab), title); });
    connect(tab, &SessionTab::stateChanged, this, [this, tabs, tab] {
        tabs->setTabToolTip(tabs->indexOf(tab), tab->statusText());
        Q_EMIT activeCountChanged(activeCount());
    });
    if (projectDir == m_current)
        m_stack->setCurrentWidget(tabs);
    tab->start();
    tab->setFocus();
    Q_EMIT launched(tab);
    Q_EMIT activeCountChanged(activeCount());
    return {};
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
    };
    if (!tab->isActive()) {
        remove();
        return true;
    }
    const auto answer = QMessageBox::question(
        this, tr("Stop the session?"),
        tr("The session in this tab is still running. Closing the tab stops it: the sandbox and its gate are "
           "removed."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return false;
    connect(tab, &SessionTab::finished, this, remove);
    tab->stop();
    return true;
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
