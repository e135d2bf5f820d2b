// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <QLabel>

namespace aisb {
MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("AI Sandbox"));
    setCentralWidget(new QLabel(tr("Pick a project folder to begin."), this));
    resize(1280, 800);
}
} // namespace aisb
