// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui.h"

#include "appcontroller.h"
#include "engine/podman.h"
#include "engines.h"
#include "mainwindow.h"
#include "sessionlogpage.h"
#include "sessionspage.h"

namespace aisb {

Gui::Gui(const PodmanConnection &connection, const QString &engineSettings)
    : m_engines(std::make_unique<Engines>(engineSettings))
{
    m_engines->setCommandLineOverride(connection);
    m_podman = std::make_unique<Podman>(m_engines->globalConnection());
    m_sessions = new SessionsPage(m_podman.get());
    m_sessions->setEngines(m_engines.get());
    m_log = new SessionLogPage;
    // The Log tab reaches the gates of running sessions (Allow): they run on this computer whatever
    // the global engine is (a remote session has no gate yet).
    m_log->setPodman(m_engines->podman(m_engines->localConnection()));
    m_window = std::make_unique<MainWindow>(MainWindow::Pages{m_sessions, m_log});
    m_controller = std::make_unique<AppController>(m_window.get(), m_sessions, m_log, m_podman.get());
    m_controller->setEngines(m_engines.get());
}

// The controller first (it watches the window), then the window with its pages and sessions,
// then podman, which their clean-up still calls: the members' reverse order, spelled out.
Gui::~Gui()
{
    m_controller.reset();
    m_window.reset();
    m_podman.reset();
    m_engines.reset(); // the sessions' podmans, after every session
}

} // namespace aisb
