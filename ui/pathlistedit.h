// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace aisb {

// A list of paths inside the project (masked or read-only paths): type one, or pick a
// folder or file with a dialog that only accepts places inside the project.
class PathListEdit : public QWidget
{
    Q_OBJECT
public:
    explicit PathListEdit(QWidget *parent = nullptr);

    void setProjectDir(const QString &dir) { m_projectDir = dir; }
    QStringList paths() const { return m_paths; }
    void setPaths(const QStringList &paths);
    void setPlaceholderText(const QString &text);
    // Converts a picked absolute path to a project-relative one; empty (and `error` set)
    // when it lies outside the project.
    static QString relativeToProject(const QString &projectDir, const QString &absolute, QString *error);
    QLineEdit *input() const { return m_input; }
    QListWidget *list() const { return m_list; }

Q_SIGNALS:
    void pathsEdited(const QStringList &paths);

private:
    void addPath(const QString &path);
    void browse(bool folder);
    void removeSelected();
    void fitHeight();

    QString m_projectDir;
    QStringList m_paths;
    QListWidget *m_list = nullptr;
    QLineEdit *m_input = nullptr;
    QPushButton *m_remove = nullptr;
};

} // namespace aisb
