// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terminal/terminalscreen.h"
#include "terminal/terminalsettings.h"

#include <QAbstractScrollArea>
#include <QElapsedTimer>
#include <QFont>
#include <QKeyEvent>
#include <QPointF>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRawFont>
#include <QTimer>
#include <array>
#include <optional>
#include <utility>

class QMenu;

namespace aisb {
class Pty;

// An embedded terminal: runs a program on a pseudo-terminal and paints its screen (libvterm) with
// QPainter; scrollback, selection, clipboard, mouse reporting, zoom.
class TerminalWidget : public QAbstractScrollArea
{
    Q_OBJECT
public:
    // Repaints are coalesced to about one per display frame. While output keeps coming, the interval
    // grows so that painting takes at most 1/PaintShareDivisor of the time (a large window on a slow or
    // busy machine), up to MaxRefreshIntervalMs.
    static constexpr int RefreshIntervalMs = 16;
    static constexpr int MaxRefreshIntervalMs = 50;
    static constexpr int PaintShareDivisor = 8;
    // Output is interpreted in slices for at most this long before the event loop gets a turn; the rest
    // waits (and the pty is not read meanwhile, so a flooding child is slowed down, not buffered).
    static constexpr int FeedBudgetMs = 8;
    static constexpr qsizetype FeedSlice = 4096;

    explicit TerminalWidget(const TerminalSettings &settings = {}, QWidget *parent = nullptr);
    ~TerminalWidget() override;

    // Starts program on a new pty sized to the widget, with TERM=xterm-256color and COLORTERM=truecolor
    // added to env. Returns false (and emits startFailed) when the pty cannot be set up.
    bool start(const QString &program, const QStringList &args,
               QProcessEnvironment env = QProcessEnvironment::systemEnvironment(),
               const QString &workingDirectory = {});
    bool isRunning() const;
    // Sends SIGHUP to the program's session (as closing a terminal window does).
    void hangup();

    TerminalScreen *screen() const { return m_screen; }
    Pty *pty() const { return m_pty; }
    int terminalRows() const { return m_screen->rows(); }
    int terminalColumns() const { return m_screen->cols(); }
    QString title() const { return m_screen->title(); }

    void setSettings(const TerminalSettings &settings);
    const TerminalSettings &settings() const { return m_settings; }
    QFont terminalFont() const { return m_font; }
    QSize cellSize() const { return QSize(m_cellWidth, m_cellHeight); }

    // Playing a recording (no program): fixes the screen at cols x rows, whatever the widget's size
    // (0, 0: it follows the widget again); shows bytes as if a program had written them, at once;
    // and forgets screen, modes and scrollback (a terminal reset).
    void setScreenSize(int cols, int rows);
    void display(QByteArrayView bytes);
    void resetScreen();

    // Bytes straight to the program, as if typed.
    void sendBytes(const QByteArray &bytes);
    // Text as a paste: bracketed when the program enabled bracketed paste.
    void pasteText(const QString &text);

    QString selectedText() const;
    bool hasSelection() const { return m_hasSelection; }
    // Selects from (line, column) to (line, column) inclusive, lines counted in scrollback + screen.
    void setSelection(int startLine, int startColumn, int endLine, int endColumn);
    void clearSelection();

    // Lines scrolled back from the live screen (0 = following output).
    int scrollOffset() const { return m_scrollOffset; }
    void scrollToBottom();
    void scrollLines(int linesBack);

    // How many times the viewport was asked to repaint (for tests and benchmarks).
    quint64 repaintRequests() const { return m_repaintRequests; }
    quint64 paintCount() const { return m_paintCount; }

    QSize sizeHint() const override;

    // Keys the terminal leaves to the application although a program could read them:
    // Ctrl+PageUp/PageDown, Ctrl+1…Ctrl+9 and F10 (docs/using-the-app.md). Every other key, Ctrl and
    // Alt combinations included, goes to the program; Ctrl+Shift combinations other than the
    // terminal's own (C, V, F) go to the application.
    static bool isApplicationKey(const QKeyEvent &event);

public Q_SLOTS:
    void copy();
    void paste();
    void zoomIn();
    void zoomOut();
    void resetZoom();
    // Forgets the scrollback (the screen stays).
    void clearScrollback();
    // Asks for a text and selects its previous occurrence (Ctrl+Shift+F).
    void findDialog();

public:
    // Scrollback and screen as plain text, trailing empty rows dropped (Save Output).
    QString allText() const;
    bool saveOutput(const QString &path) const;
    // Selects the previous occurrence of `needle` above the current selection (or the bottom)
    // and scrolls it into view; false when there is none.
    bool find(const QString &needle);
    // The context menu while it is open (tests).
    QMenu *contextMenu() const { return m_contextMenu; }

Q_SIGNALS:
    void titleChanged(const QString &title);
    void bell();
    void finished(int exitCode, QProcess::ExitStatus exitStatus);
    void startFailed(const QString &message);
    // A short sentence for the status bar (find found nothing, a save failed).
    void message(const QString &text);
    // What passes the pty, as it passes (a session's recording listens): the program's output as read,
    // the bytes sent to it (typed, pasted, mouse and terminal replies), and a new size in cells.
    void outputReceived(const QByteArray &bytes);
    void inputSent(const QByteArray &bytes);
    void terminalResized(int cols, int rows);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void inputMethodEvent(QInputMethodEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    bool focusNextPrevChild(bool next) override;

private:
    struct CellPos
    {
        qint64 line = 0; // absolute: TerminalScreen::droppedLines() + history line
        int col = 0;
        bool operator==(const CellPos &) const = default;
        bool operator<(const CellPos &o) const { return line != o.line ? line < o.line : col < o.col; }
    };

    void applyFont();
    void updateTerminalSize();
    void updateScrollBar();
    void refresh();
    void onPtyData(const QByteArray &bytes);
    void processBacklog();
    void onScreenChanged();
    void onModesChanged();
    void onBell();
    // Glyph indexes of printable ASCII in one font variant: runs of it are drawn as glyph runs on the
    // cell grid, without text shaping (most of what drawText costs), and look the same.
    struct AsciiGlyphs
    {
        QRawFont font;
        std::array<quint32, 128> index{};
        bool usable = false; // the font has every printable ASCII character
    };
    static int fontKey(quint16 attrs);
    const QFont &fontFor(quint16 attrs);
    const AsciiGlyphs &asciiGlyphsFor(quint16 attrs);
    void paintLine(QPainter &p, const TerminalLine &line, int viewRow, qint64 absLine);
    void paintCursor(QPainter &p);
    QPoint cellAt(const QPoint &pixel) const; // x = column, y = view row
    CellPos absoluteAt(const QPoint &pixel) const;
    bool isSelected(qint64 absLine, int col) const;
    bool mouseReporting(Qt::KeyboardModifiers modifiers) const;
    int mouseButtonNumber(Qt::MouseButton button) const;
    void updateCursorCell();

    TerminalSettings m_settings;
    TerminalScreen *m_screen = nullptr;
    Pty *m_pty = nullptr;
    QFont m_font;
    std::array<std::optional<QFont>, 16> m_fontVariants;
    std::array<std::optional<AsciiGlyphs>, 16> m_asciiGlyphs;
    // Reused by painting: a screen row, a run's glyphs, and the glyph positions on the cell grid.
    TerminalLine m_rowBuffer;
    QList<quint32> m_runGlyphs;
    QList<QPointF> m_gridPositions;
    qreal m_zoom = 0;
    int m_cellWidth = 8;
    int m_cellHeight = 16;
    int m_ascent = 12;
    QTimer m_refreshTimer;
    QElapsedTimer m_sinceRefresh;
    int m_refreshIntervalMs = RefreshIntervalMs; // from the last paint's duration
    QTimer m_blinkTimer;
    QTimer m_bellTimer;
    bool m_blinkOn = true;
    bool m_bellFlash = false;
    int m_scrollOffset = 0;
    bool m_updatingScrollBar = false;
    bool m_hasSelection = false;
    bool m_selecting = false;
    CellPos m_selAnchor;
    CellPos m_selEnd;
    QString m_selectionSnapshot; // the selection's text as selected (null: not yet taken)
    QString m_lastFind;
    QMenu *m_contextMenu = nullptr;
    int m_pressedButtons = 0;
    QByteArray m_backlog;
    qsizetype m_backlogPos = 0;
    bool m_backlogScheduled = false;
    std::optional<std::pair<int, QProcess::ExitStatus>> m_pendingFinish;
    int m_fixedCols = 0; // setScreenSize()
    int m_fixedRows = 0;
    quint64 m_repaintRequests = 0;
    quint64 m_paintCount = 0;
};
} // namespace aisb
