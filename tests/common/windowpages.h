// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mainwindow.h"

#include <QWidget>

namespace aisb::test {

// Empty Sessions and Log pages for a main window tested without its controller (the app's are
// made by Gui). The window owns them.
inline MainWindow::Pages blankPages()
{
    return {new QWidget, new QWidget};
}

} // namespace aisb::test
