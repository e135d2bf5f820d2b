// SPDX-License-Identifier: GPL-3.0-or-later
#include "elidedlabel.h"

#include <QEvent>
#include <QFontMetrics>
#include <algorithm>

namespace aisb {

ElidedLabel::ElidedLabel(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    // Its size hint is its text (capped); a layout may shrink it down to a few characters.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

ElidedLabel::ElidedLabel(const QString &text, QWidget *parent) : ElidedLabel(parent)
{
    setFullText(text);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_full = text;
    // One line: a multi-line message shows its first line, the tooltip all of it.
    updateShown();
}

void ElidedLabel::setElideMode(Qt::TextElideMode mode)
{
    m_mode = mode;
    updateShown();
}

void ElidedLabel::setFixedToolTip(const QString &tip)
{
    m_extraTip = tip;
    updateShown();
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return QSize(fm.horizontalAdvance(QStringLiteral("…")) * 4, fm.height());
}

QSize ElidedLabel::sizeHint() const
{
    const QFontMetrics fm(font());
    QString flat = m_full;
    flat.replace(QLatin1Char('\n'), QLatin1Char(' '));
    // Asks for its text's width (capped: a page-long message asks for no more than a wide line).
    return QSize(std::min(fm.horizontalAdvance(flat) + 2, fm.averageCharWidth() * 120), fm.height());
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateShown();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateShown();
}

void ElidedLabel::updateShown()
{
    QString flat = m_full;
    flat.replace(QLatin1Char('\n'), QLatin1Char(' '));
    const QString shown = fontMetrics().elidedText(flat, m_mode, std::max(0, contentsRect().width()));
    if (shown != text())
        QLabel::setText(shown);
    setToolTip(!m_extraTip.isEmpty() ? m_extraTip : shown != m_full ? m_full : QString());
}

} // namespace aisb
