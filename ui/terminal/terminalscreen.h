// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terminal/terminalline.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QColor>
#include <QObject>
#include <QPoint>
#include <QRect>
#include <QString>
#include <array>

namespace aisb {
struct TerminalScreenPrivate;

// The terminal's state: libvterm's screen behind a libvterm-free interface, plus the scrollback ring.
// Feed it the child's output; read cells, lines, cursor and modes; collect damage to repaint.
class TerminalScreen : public QObject
{
    Q_OBJECT
public:
    enum class CursorShape { Block, Underline, Bar };
    enum class MouseMode { None, Click, Drag, Move };
    static constexpr int DefaultScrollbackLines = 10000;

    explicit TerminalScreen(int rows, int cols, QObject *parent = nullptr);
    ~TerminalScreen() override;

    // Interprets output of the child. Emits changed() once if anything visible changed, and output()
    // with terminal replies (device attributes, cursor position reports...).
    void feed(QByteArrayView bytes);
    void resize(int rows, int cols);
    int rows() const;
    int cols() const;

    // The visible screen (row 0 = top).
    TerminalCell cell(int row, int col) const;
    TerminalLine screenLine(int row) const;
    // The same into a line the caller keeps (no allocation once it has grown to the width).
    void screenLine(int row, TerminalLine *into) const;
    QString lineText(int row) const;
    QString screenText() const; // all rows joined with '\n'

    // Scrollback: index 0 is the oldest line kept.
    int scrollbackSize() const;
    const TerminalLine &scrollbackLine(int index) const;
    void setScrollbackLimit(int lines);
    int scrollbackLimit() const;
    void clearScrollback();
    // Lines dropped off the top of the ring so far; positions stay stable as scrollbackSize() + row + this.
    quint64 droppedLines() const;
    // A line of scrollback followed by screen: 0 <= line < scrollbackSize() + rows().
    TerminalLine historyLine(int line) const;

    QPoint cursorPosition() const; // x = column, y = row
    bool cursorVisible() const;
    bool cursorBlinking() const;
    CursorShape cursorShape() const;
    bool altScreen() const;
    bool reverseVideo() const;
    MouseMode mouseMode() const;
    QString title() const;
    // DECCKM: arrow keys send SS3 (ESC O A) instead of CSI (ESC [ A).
    bool applicationCursorKeys() const;
    // DECSET 2004: the program wants pasted text wrapped in ESC[200~ ... ESC[201~.
    bool bracketedPaste() const;

    // Colours: the 16-colour palette of the scheme; indexes 16-255 are xterm's cube and grey ramp.
    void setPalette(const std::array<QColor, 16> &palette);
    // RGB of an encoded TerminalCell colour that is not DefaultColor.
    QRgb rgb(quint32 color) const;

    // Bytes to send to the child for pasted text: newlines as CR, bracketed when the program asked.
    QByteArray pasteBytes(const QString &text) const;
    // Mouse reports (the encoding the program selected) for a position in cells and a button 1-3, 4/5 =
    // wheel.
    QByteArray mouseMove(int row, int col, Qt::KeyboardModifiers modifiers);
    QByteArray mouseButton(int button, bool pressed, Qt::KeyboardModifiers modifiers);

    // Cells changed since the last call (in screen coordinates) and the number of lines pushed into the
    // scrollback meanwhile. Resets both.
    QRect takeDamage(int *pushedLines = nullptr);

Q_SIGNALS:
    void changed();
    void output(const QByteArray &bytes);
    void titleChanged(const QString &title);
    void bell();
    void modesChanged(); // cursor shape/visibility/blinking, alternate screen, mouse mode, reverse video

private:
    friend struct TerminalScreenPrivate;
    TerminalScreenPrivate *d;
};
} // namespace aisb
