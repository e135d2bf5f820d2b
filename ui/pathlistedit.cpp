// SPDX-License-Identifier: GPL-3.0-or-later
#include "pathlistedit.h"

#include "icons.h"
#include "policy/validation.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QToolButton>
#include <algorithm>

namespace aisb {

PathListEdit::PathListEdit(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(4);
    layout->setVerticalSpacing(4);
    m_input = new QLineEdit(this);
    m_input->setClearButtonEnabled(true);
    auto *add = new QPushButton(Icons::add(), tr("Add"), this);
    auto *browse = new QToolButton(this);
    browse->setText(tr("Browse…"));
    browse->setToolButtonStyle(Qt::ToolButtonTextOnly);
    browse->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(browse);
    menu->addAction(Icons::folder(), tr("Folder in the Project…"), this, [this] { this->browse(true); });
    menu->addAction(tr("File in the Project…"), this, [this] { this->browse(false); });
    browse->setMenu(menu);
    browse->setToolTip(tr("Pick a folder or file inside the project"));
    m_list = new QListWidget(this);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    fitHeight();
    m_remove = new QPushButton(Icons::remove(), tr("Remove"), this);
    m_remove->setEnabled(false);
    layout->addWidget(m_input, 0, 0);
    layout->addWidget(add, 0, 1);
    layout->addWidget(browse, 0, 2);
    layout->addWidget(m_list, 1, 0, 1, 2);
    layout->addWidget(m_remove, 1, 2, Qt::AlignTop);
    layout->setColumnStretch(0, 1);

    connect(add, &QPushButton::clicked, this, [this] { addPath(m_input->text()); });
    connect(m_input, &QLineEdit::returnPressed, this, [this] { addPath(m_input->text()); });
    connect(m_remove, &QPushButton::clicked, this, &PathListEdit::removeSelected);
    connect(m_list, &QListWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(!m_list->selectedItems().isEmpty()); });
}

void PathListEdit::setPlaceholderText(const QString &text)
{
    m_input->setPlaceholderText(text);
}

void PathListEdit::setPaths(const QStringList &paths)
{
    if (paths == m_paths && m_list->count() == paths.size())
        return;
    m_paths = paths;
    m_list->clear();
    for (const QString &p : paths) {
        const QString error = Grammar::projectRelativePath(p);
        // The icon says what the entry is, not that it is fine: a folder, a file, or nothing yet
        // (the rule still applies once it exists); a red mark only for an entry that is wrong.
        QIcon icon = error.isEmpty() ? Icons::unknown() : Icons::error();
        QString tip = error;
        if (tip.isEmpty() && !m_projectDir.isEmpty()) {
            const QFileInfo fi(QDir(m_projectDir).filePath(p));
            if (fi.isDir()) {
                icon = Icons::folder();
                tip = tr("A folder in the project");
            } else if (fi.exists()) {
                icon = Icons::themed(QStringLiteral("text-x-generic"), QStyle::SP_FileIcon);
                tip = tr("A file in the project");
            } else {
                tip = tr("Not in the project yet: the rule applies as soon as it exists");
            }
        }
        auto *item = new QListWidgetItem(icon, p, m_list);
        item->setData(Qt::UserRole, QFileInfo::exists(QDir(m_projectDir).filePath(p)));
        item->setToolTip(tip);
    }
    fitHeight();
}

void PathListEdit::fitHeight()
{
    // Grow with the entries (2 to 6 rows) rather than scroll inside the scrolling form.
    const int rowHeight = std::max(m_list->fontMetrics().height() + 8, 24);
    const int rows = std::clamp(int(m_paths.size()), 2, 6);
    m_list->setFixedHeight(rows * rowHeight + 2 * m_list->frameWidth() + 4);
}

QString PathListEdit::relativeToProject(const QString &projectDir, const QString &absolute, QString *error)
{
    const QString root = QDir::cleanPath(QDir(projectDir).absolutePath());
    const QString path = QDir::cleanPath(QFileInfo(absolute).absoluteFilePath());
    if (path == root || !path.startsWith(root + QLatin1Char('/'))) {
        if (error)
            *error = tr("%1 is not inside the project folder %2. Pick a file or folder inside the project.")
                         .arg(path, root);
        return {};
    }
    return path.mid(root.size() + 1);
}

void PathListEdit::browse(bool folder)
{
    const QString picked =
        folder ? QFileDialog::getExistingDirectory(this, tr("Pick a Folder in the Project"), m_projectDir)
               : QFileDialog::getOpenFileName(this, tr("Pick a File in the Project"), m_projectDir);
    if (picked.isEmpty())
        return;
    QString error;
    QString rel = relativeToProject(m_projectDir, picked, &error);
    if (rel.isEmpty()) {
        QMessageBox::warning(this, tr("Outside the Project"), error);
        return;
    }
    if (folder && !rel.endsWith(QLatin1Char('/')))
        rel += QLatin1Char('/');
    addPath(rel);
}

void PathListEdit::addPath(const QString &path)
{
    const QString p = path.trimmed();
    if (p.isEmpty() || m_paths.contains(p))
        return;
    m_input->clear();
    QStringList next = m_paths;
    next << p;
    setPaths(next);
    Q_EMIT pathsEdited(m_paths);
}

void PathListEdit::removeSelected()
{
    QStringList next = m_paths;
    const auto selected = m_list->selectedItems();
    for (QListWidgetItem *item : selected)
        next.removeAll(item->text());
    if (next == m_paths)
        return;
    setPaths(next);
    Q_EMIT pathsEdited(m_paths);
}

} // namespace aisb
