// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffview.h"

#include "highlight.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace aisb {

DiffView::DiffView(QWidget *parent, Syntax syntax) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    Highlight::attach(this, syntax);
}

DiffDialog::DiffDialog(const QString &title, const QString &explanation, const QString &diff,
                       const QList<Choice> &choices, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("diffDialog"));
    setWindowTitle(title);
    auto *v = new QVBoxLayout(this);
    auto *label = new QLabel(explanation, this);
    label->setObjectName(QStringLiteral("diffExplanation"));
    v->addWidget(label);
    m_view = new DiffView(this);
    m_view->setObjectName(QStringLiteral("diffView"));
    m_view->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_view->setPlainText(diff);
    v->addWidget(m_view, 1);
    auto *buttons = new QDialogButtonBox(this);
    QList<int> results;
    for (const Choice &choice : choices) {
        m_buttons << buttons->addButton(choice.text, choice.role);
        results << choice.result;
    }
    buttons->addButton(QDialogButtonBox::Close);
    v->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::clicked, this, [this, results](QAbstractButton *b) {
        const qsizetype i = m_buttons.indexOf(qobject_cast<QPushButton *>(b));
        done(i >= 0 ? results.at(i) : 0);
    });
    resize(720, 480);
}

} // namespace aisb
