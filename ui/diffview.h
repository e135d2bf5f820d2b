// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QDialogButtonBox>
#include <QList>
#include <QPlainTextEdit>

namespace aisb {

// A read-only, monospace unified diff: added lines green, removed lines red, hunk headers dim.
class DiffView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit DiffView(QWidget *parent = nullptr);
};

// One diff dialog for the editor's comparisons (the file changed on disk against the edits, and
// whatever else compares two versions of a policy): a sentence saying which side is which, the
// diff, and the caller's choices; exec() returns the chosen choice's result, 0 for Close.
class DiffDialog : public QDialog
{
    Q_OBJECT
public:
    struct Choice
    {
        QString text;
        QDialogButtonBox::ButtonRole role = QDialogButtonBox::AcceptRole;
        int result = 1;
    };

    DiffDialog(const QString &title, const QString &explanation, const QString &diff,
               const QList<Choice> &choices, QWidget *parent = nullptr);

    DiffView *view() const { return m_view; }
    // The button of choices[i].
    QPushButton *choiceButton(int i) const { return m_buttons.value(i); }

private:
    DiffView *m_view = nullptr;
    QList<QPushButton *> m_buttons;
};

} // namespace aisb
