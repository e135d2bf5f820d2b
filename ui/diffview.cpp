// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffview.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPushButton>
#include <QSyntaxHighlighter>
#include <QVBoxLayout>

namespace aisb {

namespace {
// Added lines green, removed lines red, hunk headers dim: the diff reads at a glance.
class DiffHighlighter : public QSyntaxHighlighter
{
public:
    using QSyntaxHighlighter::QSyntaxHighlighter;

protected:
    void highlightBlock(const QString &text) override
    {
        QTextCharFormat f;
        if (text.startsWith(QLatin1String("+++")) || text.startsWith(QLatin1String("---"))) {
            f.setFontWeight(QFont::Bold);
        } else if (text.startsWith(QLatin1Char('+'))) {
            f.setForeground(QColor(0x26, 0x80, 0x3a));
            f.setBackground(QColor(0x2e, 0xc2, 0x7e, 40));
        } else if (text.startsWith(QLatin1Char('-'))) {
            f.setForeground(QColor(0xc0, 0x1c, 0x28));
            f.setBackground(QColor(0xc0, 0x1c, 0x28, 30));
        } else if (text.startsWith(QLatin1String("@@"))) {
            f.setForeground(QColor(0x80, 0x80, 0x80));
        } else {
            return;
        }
        setFormat(0, int(text.size()), f);
    }
};
} // namespace

DiffView::DiffView(QWidget *parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    new DiffHighlighter(document());
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
