// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"

#include <memory>

namespace aisb {

class AppController;
class Engines;
class MainWindow;
class Podman;
class SessionLogPage;
class SessionsPage;

// What ai-sandbox-gui is made of, each part made after what it uses: the engine choices (Engines,
// which also holds the Podman of each project's sessions); the app's podman; the Sessions and
// Log pages (the Sessions page's sessions use podman until they are gone); the window, handed
// its pages; the controller that connects them to the core. Members are destroyed in the
// reverse order: the controller, then the window with its pages and every session (whose
// clean-up still calls podman), then podman. app/gui_main.cpp makes one; tests make it the same way.
class Gui
{
public:
    // `connection`: the command line's podman (program; --url/--connection replace the global engine
    // choice for this run). `engineSettings`: where the engine choices are kept ("" = the default).
    explicit Gui(const PodmanConnection &connection = {}, const QString &engineSettings = {});
    ~Gui();
    Gui(const Gui &) = delete;
    Gui &operator=(const Gui &) = delete;

    Podman &podman() const { return *m_podman; }
    Engines &engines() const { return *m_engines; }
    MainWindow &window() const { return *m_window; }
    AppController &controller() const { return *m_controller; }
    SessionsPage *sessionsPage() const { return m_sessions; }
    SessionLogPage *logPage() const { return m_log; }

private:
    // Declared in the order they are made (and so destroyed in reverse): do not reorder.
    std::unique_ptr<Engines> m_engines;
    std::unique_ptr<Podman> m_podman;   // follows the global engine
    SessionsPage *m_sessions = nullptr; // owned by the window
    SessionLogPage *m_log = nullptr;    // owned by the window
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<AppController> m_controller;
};

} // namespace aisb
