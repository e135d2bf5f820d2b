// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"

#include <QHash>
#include <QWidget>
#include <functional>

class QLabel;
class QStackedWidget;
class QTabWidget;

namespace aisb {

class Podman;
class SessionTab;

// The Sessions tab: for each project a row of session tabs, each an embedded terminal running
// the project's sandbox. Sessions of several projects run side by side; the page shows the
// selected project's.
class SessionsPage : public QWidget
{
    Q_OBJECT
public:
    explicit SessionsPage(Podman *podman, QWidget *parent = nullptr);

    void setCurrentProject(const QString &projectDir);
    void setCapabilities(const PodmanCapabilities &caps)
    {
        m_caps = caps;
        m_haveCaps = true;
    }
    // Starts a session of the project's trusted policy. Returns an error sentence or empty.
    QString launch(const QString &projectDir);
    int activeCount() const;
    QList<SessionTab *> sessions() const;
    // Stops every session; calls `done` once all have finished.
    void stopAll(std::function<void()> done);
    QTabWidget *tabsFor(const QString &projectDir);

Q_SIGNALS:
    void activeCountChanged(int count);
    void launched(aisb::SessionTab *tab);

private:
    bool closeTab(QTabWidget *tabs, int index);

    Podman *m_podman;
    PodmanCapabilities m_caps;
    bool m_haveCaps = false;
    QStackedWidget *m_stack;
    QLabel *m_empty;
    QHash<QString, QTabWidget *> m_tabs;
    QString m_current;
};

} // namespace aisb
