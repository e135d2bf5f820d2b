// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace aisb {

// A one-line label that never asks for more width than a few characters: text that does not fit
// is elided (at the end by default) and the whole text is in the tooltip. Status lines use it so
// that one long message (a build error, a path) cannot widen the window.
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);
    explicit ElidedLabel(const QString &text, QWidget *parent = nullptr);

    void setFullText(const QString &text);
    QString fullText() const { return m_full; }
    void setElideMode(Qt::TextElideMode mode);
    // A tooltip shown whether or not the text is elided (default: the full text when elided).
    void setFixedToolTip(const QString &tip);
    // True when the shown text is shorter than the full text.
    bool isElided() const { return text() != m_full; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateShown();

    QString m_full;
    Qt::TextElideMode m_mode = Qt::ElideRight;
    QString m_extraTip;
};

} // namespace aisb
