// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminalwidget.h"

#include "terminal/keytranslator.h"
#include "terminal/pty.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QFontMetricsF>
#include <QGlyphRun>
#include <QInputDialog>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPaintEvent>
#include <QPainter>
#include <QSaveFile>
#include <QScopeGuard>
#include <QScrollBar>
#include <QtMath>

namespace aisb {
namespace {
bool isWordChar(const QString &s)
{
    if (s.isEmpty())
        return false;
    const QChar c = s.at(0);
    return c.isLetterOrNumber() || QStringLiteral("_-.~/@:+%").contains(c);
}
} // namespace

TerminalWidget::TerminalWidget(const TerminalSettings &settings, QWidget *parent)
    : QAbstractScrollArea(parent), m_settings(settings)
{
    m_screen = new TerminalScreen(24, 80, this);
    m_screen->setScrollbackLimit(m_settings.scrollbackLines);
    m_screen->setPalette(m_settings.scheme.palette);

    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_InputMethodEnabled);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setCursor(Qt::IBeamCursor);

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(RefreshIntervalMs);
    m_refreshTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_refreshTimer, &QTimer::timeout, this, &TerminalWidget::refresh);
    m_blinkTimer.setInterval(500);
    connect(&m_blinkTimer, &QTimer::timeout, this, [this] {
        m_blinkOn = !m_blinkOn;
        updateCursorCell();
    });
    m_bellTimer.setSingleShot(true);
    m_bellTimer.setInterval(120);
    connect(&m_bellTimer, &QTimer::timeout, this, [this] {
        m_bellFlash = false;
        viewport()->update();
    });

    connect(m_screen, &TerminalScreen::changed, this, &TerminalWidget::onScreenChanged);
    connect(m_screen, &TerminalScreen::modesChanged, this, &TerminalWidget::onModesChanged);
    connect(m_screen, &TerminalScreen::titleChanged, this, &TerminalWidget::titleChanged);
    connect(m_screen, &TerminalScreen::bell, this, &TerminalWidget::onBell);
    connect(m_screen, &TerminalScreen::output, this, [this](const QByteArray &bytes) {
        if (m_pty) {
            m_pty->write(bytes);
            Q_EMIT inputSent(bytes);
        }
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (m_updatingScrollBar)
            return;
        m_scrollOffset = qBound(0, m_screen->scrollbackSize() - value, m_screen->scrollbackSize());
        viewport()->update();
    });

    applyFont();
}

TerminalWidget::~TerminalWidget()
{
    if (m_pty) {
        m_pty->disconnect(this);
        delete m_pty; // hangs up the child while this object is still whole
    }
}

bool TerminalWidget::start(const QString &program, const QStringList &args, QProcessEnvironment env,
                           const QString &workingDirectory)
{
    if (m_pty) {
        Q_EMIT startFailed(
            tr("This terminal already runs a program; open a new terminal to start %1.").arg(program));
        return false;
    }
    env.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
    env.insert(QStringLiteral("COLORTERM"), QStringLiteral("truecolor"));
    updateTerminalSize();
    m_pty = new Pty(this);
    connect(m_pty, &Pty::dataReceived, this, &TerminalWidget::outputReceived);
    connect(m_pty, &Pty::dataReceived, this, &TerminalWidget::onPtyData);
    connect(m_pty, &Pty::startFailed, this, [this](const QString &message) {
        m_screen->feed(QByteArray(QByteArray("\r\n") + message.toUtf8() + "\r\n"));
        Q_EMIT startFailed(message);
        Q_EMIT finished(-1, QProcess::CrashExit);
    });
    connect(m_pty, &Pty::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        if (m_backlog.size() > m_backlogPos)
            m_pendingFinish = std::make_pair(exitCode, status); // the screen shows everything first
        else
            Q_EMIT finished(exitCode, status);
    });
    if (!m_pty->start(program, args, env, m_screen->rows(), m_screen->cols(), workingDirectory)) {
        const QString message = m_pty->errorString();
        m_screen->feed(QByteArray(message.toUtf8() + "\r\n"));
        Q_EMIT startFailed(message);
        return false;
    }
    return true;
}

void TerminalWidget::onPtyData(const QByteArray &bytes)
{
    if (m_backlog.size() == m_backlogPos) {
        m_backlog = bytes;
        m_backlogPos = 0;
    } else {
        m_backlog.append(bytes);
    }
    processBacklog();
}

void TerminalWidget::processBacklog()
{
    m_backlogScheduled = false;
    QElapsedTimer budget;
    budget.start();
    while (m_backlogPos < m_backlog.size() && budget.elapsed() < FeedBudgetMs) {
        const qsizetype n = qMin(FeedSlice, m_backlog.size() - m_backlogPos);
        m_screen->feed(QByteArrayView(m_backlog.constData() + m_backlogPos, n));
        m_backlogPos += n;
    }
    if (m_backlogPos < m_backlog.size()) {
        if (m_pty)
            m_pty->setReadEnabled(false);
        if (!m_backlogScheduled) {
            m_backlogScheduled = true;
            QTimer::singleShot(0, this, &TerminalWidget::processBacklog);
        }
        return;
    }
    m_backlog.clear();
    m_backlogPos = 0;
    if (m_pty)
        m_pty->setReadEnabled(true);
    if (m_pendingFinish) {
        const auto [code, status] = *std::exchange(m_pendingFinish, std::nullopt);
        Q_EMIT finished(code, status);
    }
}

bool TerminalWidget::isRunning() const
{
    return m_pty && m_pty->isRunning();
}

void TerminalWidget::hangup()
{
    if (m_pty)
        m_pty->hangup();
}

void TerminalWidget::setSettings(const TerminalSettings &settings)
{
    m_settings = settings;
    m_screen->setScrollbackLimit(settings.scrollbackLines);
    m_screen->setPalette(settings.scheme.palette);
    applyFont();
    viewport()->update();
}

void TerminalWidget::applyFont()
{
    QFont font(m_settings.fontFamily);
    font.setStyleHint(QFont::Monospace, QFont::PreferDefault);
    font.setFixedPitch(true);
    font.setKerning(false);
    font.setPointSizeF(qMax<qreal>(4, m_settings.fontSize + m_zoom));
    const QFontMetricsF fm(font);
    const qreal advance = fm.horizontalAdvance(QLatin1Char('M'));
    m_cellWidth = qMax(1, qCeil(advance));
    m_cellHeight = qMax(1, qCeil(fm.height()));
    m_ascent = qRound(fm.ascent());
    // Every character advances exactly one cell, so runs of text stay on the grid.
    font.setLetterSpacing(QFont::AbsoluteSpacing, m_cellWidth - advance);
    m_font = font;
    for (auto &variant : m_fontVariants)
        variant.reset();
    for (auto &glyphs : m_asciiGlyphs)
        glyphs.reset();
    updateTerminalSize();
    viewport()->update();
}

int TerminalWidget::fontKey(quint16 attrs)
{
    return ((attrs & TerminalCell::Bold) ? 1 : 0) | ((attrs & TerminalCell::Italic) ? 2 : 0) |
           ((attrs & (TerminalCell::Underline | TerminalCell::DoubleUnderline | TerminalCell::CurlyUnderline))
                ? 4
                : 0) |
           ((attrs & TerminalCell::Strike) ? 8 : 0);
}

const TerminalWidget::AsciiGlyphs &TerminalWidget::asciiGlyphsFor(quint16 attrs)
{
    std::optional<AsciiGlyphs> &g = m_asciiGlyphs[fontKey(attrs)];
    if (!g) {
        g.emplace();
        g->font = QRawFont::fromFont(fontFor(attrs));
        QString ascii;
        for (char16_t ch = 0x20; ch < 0x7f; ++ch)
            ascii += QChar(ch);
        const QList<quint32> indexes =
            g->font.isValid() ? g->font.glyphIndexesForString(ascii) : QList<quint32>();
        g->usable = indexes.size() == ascii.size() && !indexes.contains(0u);
        for (qsizetype i = 0; g->usable && i < indexes.size(); ++i)
            g->index[0x20 + i] = indexes.at(i);
    }
    return *g;
}

const QFont &TerminalWidget::fontFor(quint16 attrs)
{
    std::optional<QFont> &f = m_fontVariants[fontKey(attrs)];
    if (!f) {
        f = m_font;
        const int key = fontKey(attrs);
        f->setBold(key & 1);
        f->setItalic(key & 2);
        f->setUnderline(key & 4);
        f->setStrikeOut(key & 8);
    }
    return *f;
}

QSize TerminalWidget::sizeHint() const
{
    return QSize(80 * m_cellWidth + verticalScrollBar()->sizeHint().width(), 24 * m_cellHeight);
}

void TerminalWidget::setScreenSize(int cols, int rows)
{
    m_fixedCols = cols > 0 && rows > 0 ? cols : 0;
    m_fixedRows = cols > 0 && rows > 0 ? rows : 0;
    updateTerminalSize();
    viewport()->update();
}

void TerminalWidget::display(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return;
    m_screen->feed(bytes);
}

void TerminalWidget::resetScreen()
{
    m_backlog.clear();
    m_backlogPos = 0;
    m_screen->feed("\033c"); // RIS: a full reset
    m_screen->clearScrollback();
    clearSelection();
    m_scrollOffset = 0;
    updateScrollBar();
    viewport()->update();
}

void TerminalWidget::updateTerminalSize()
{
    const int cols = m_fixedCols > 0 ? m_fixedCols : qMax(2, viewport()->width() / m_cellWidth);
    const int rows = m_fixedRows > 0 ? m_fixedRows : qMax(1, viewport()->height() / m_cellHeight);
    if (cols != m_screen->cols() || rows != m_screen->rows()) {
        m_screen->resize(rows, cols);
        if (m_pty)
            m_pty->resize(rows, cols);
        Q_EMIT terminalResized(cols, rows);
    }
    updateScrollBar();
}

void TerminalWidget::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateTerminalSize();
}

void TerminalWidget::updateScrollBar()
{
    const int history = m_screen->scrollbackSize();
    m_scrollOffset = qBound(0, m_scrollOffset, history);
    m_updatingScrollBar = true;
    QScrollBar *bar = verticalScrollBar();
    bar->setRange(0, history);
    bar->setPageStep(m_screen->rows());
    bar->setSingleStep(1);
    bar->setValue(history - m_scrollOffset);
    m_updatingScrollBar = false;
}

void TerminalWidget::scrollContentsBy(int, int)
{
    // Scrolling is handled through the scroll bar's valueChanged.
}

void TerminalWidget::scrollToBottom()
{
    if (m_scrollOffset == 0)
        return;
    m_scrollOffset = 0;
    updateScrollBar();
    viewport()->update();
}

void TerminalWidget::scrollLines(int linesBack)
{
    const int offset = qBound(0, m_scrollOffset + linesBack, m_screen->scrollbackSize());
    if (offset == m_scrollOffset)
        return;
    m_scrollOffset = offset;
    updateScrollBar();
    viewport()->update();
}

void TerminalWidget::onScreenChanged()
{
    if (m_refreshTimer.isActive())
        return;
    // Leading edge: after a quiet frame, show the change at once (typing echoes without delay);
    // while output keeps coming, at most one refresh per frame.
    const qint64 since = m_sinceRefresh.isValid() ? m_sinceRefresh.elapsed() : m_refreshIntervalMs;
    if (since >= m_refreshIntervalMs)
        refresh();
    else
        m_refreshTimer.start(int(m_refreshIntervalMs - since));
}

void TerminalWidget::refresh()
{
    m_sinceRefresh.start();
    int pushed = 0;
    const QRect damage = m_screen->takeDamage(&pushed);
    if (pushed != 0 && m_scrollOffset > 0) {
        // Someone reading the scrollback keeps looking at the same lines while output continues.
        m_scrollOffset = qBound(0, m_scrollOffset + pushed, m_screen->scrollbackSize());
        updateScrollBar();
        viewport()->update();
        ++m_repaintRequests;
        return;
    }
    if (pushed != 0)
        updateScrollBar();
    if (damage.isNull())
        return;
    // A selection whose text changed under it (`clear`, a redraw) is no longer painted as selected.
    if (m_hasSelection && !m_selecting) {
        const QString now = selectedText();
        if (m_selectionSnapshot.isNull())
            m_selectionSnapshot = now;
        else if (now != m_selectionSnapshot)
            clearSelection();
    }
    const QRect pixels(damage.x() * m_cellWidth, (damage.y() + m_scrollOffset) * m_cellHeight,
                       damage.width() * m_cellWidth, damage.height() * m_cellHeight);
    // The last column and row absorb the part of the viewport that is not a whole cell.
    QRect area = pixels;
    if (damage.right() >= m_screen->cols() - 1)
        area.setRight(viewport()->width());
    if (damage.bottom() >= m_screen->rows() - 1)
        area.setBottom(viewport()->height());
    viewport()->update(area);
    ++m_repaintRequests;
}

void TerminalWidget::onModesChanged()
{
    viewport()->setMouseTracking(m_screen->mouseMode() == TerminalScreen::MouseMode::Move);
    viewport()->setCursor(m_screen->mouseMode() == TerminalScreen::MouseMode::None ? Qt::IBeamCursor
                                                                                   : Qt::ArrowCursor);
    m_blinkOn = true;
    if (m_screen->cursorBlinking() && hasFocus())
        m_blinkTimer.start();
    else
        m_blinkTimer.stop();
    updateCursorCell();
}

void TerminalWidget::onBell()
{
    Q_EMIT bell();
    if (m_settings.visualBell && !m_bellTimer.isActive()) {
        m_bellFlash = true;
        m_bellTimer.start();
        viewport()->update();
    }
}

void TerminalWidget::updateCursorCell()
{
    const QPoint c = m_screen->cursorPosition();
    viewport()->update(QRect((c.x() - 1) * m_cellWidth, (c.y() + m_scrollOffset) * m_cellHeight,
                             3 * m_cellWidth, m_cellHeight));
}

void TerminalWidget::paintEvent(QPaintEvent *event)
{
    ++m_paintCount;
    QElapsedTimer paintTime;
    paintTime.start();
    const auto pace = qScopeGuard([&] {
        const qint64 ms = paintTime.nsecsElapsed() * PaintShareDivisor / 1000000;
        m_refreshIntervalMs = int(qBound(qint64(RefreshIntervalMs), ms, qint64(MaxRefreshIntervalMs)));
    });
    QPainter p(viewport());
    const QRect clip = event->rect();
    const int rows = m_screen->rows();
    const int firstRow = qMax(0, clip.top() / m_cellHeight);
    const int lastRow = qMin(rows - 1, clip.bottom() / m_cellHeight);
    const int history = m_screen->scrollbackSize();
    const int topLine = history - m_scrollOffset;
    const qint64 dropped = qint64(m_screen->droppedLines());

    // Whatever lies beyond the grid (partial cells at the right and bottom edges).
    const QColor defaultBg =
        m_screen->reverseVideo() ? m_settings.scheme.foreground : m_settings.scheme.background;
    const int gridWidth = m_screen->cols() * m_cellWidth;
    const int gridHeight = rows * m_cellHeight;
    if (clip.right() >= gridWidth)
        p.fillRect(QRect(gridWidth, clip.top(), clip.right() - gridWidth + 1, clip.height()), defaultBg);
    if (clip.bottom() >= gridHeight)
        p.fillRect(QRect(clip.left(), gridHeight, clip.width(), clip.bottom() - gridHeight + 1), defaultBg);

    if (m_gridPositions.size() != m_screen->cols() ||
        (m_gridPositions.size() > 1 && m_gridPositions.at(1).x() != m_cellWidth)) {
        m_gridPositions.resize(m_screen->cols());
        for (qsizetype i = 0; i < m_gridPositions.size(); ++i)
            m_gridPositions[i] = QPointF(qreal(i) * m_cellWidth, 0);
        m_runGlyphs.resize(m_screen->cols());
    }
    for (int row = firstRow; row <= lastRow; ++row) {
        const int line = topLine + row;
        if (line >= 0 && line < history) {
            paintLine(p, m_screen->scrollbackLine(line), row, dropped + line);
        } else {
            m_screen->screenLine(line - history, &m_rowBuffer);
            paintLine(p, m_rowBuffer, row, dropped + line);
        }
    }
    paintCursor(p);
    if (m_bellFlash) {
        QColor flash = m_settings.scheme.foreground;
        flash.setAlpha(60);
        p.fillRect(viewport()->rect(), flash);
    }
}

void TerminalWidget::paintLine(QPainter &p, const TerminalLine &line, int viewRow, qint64 absLine)
{
    const int cols = m_screen->cols();
    const int y = viewRow * m_cellHeight;
    const bool screenReverse = m_screen->reverseVideo();
    const QRgb selection = m_settings.scheme.selection.rgb();
    const QRgb defaultFg = m_settings.scheme.foreground.rgb();
    const QRgb defaultBg = m_settings.scheme.background.rgb();
    static const TerminalCell blank;

    struct Look
    {
        QRgb fg;
        QRgb bg;
    };
    auto lookOf = [&](int col) -> std::pair<const TerminalCell &, Look> {
        const TerminalCell &c = col < line.cells.size() ? line.cells.at(col) : blank;
        Look look{TerminalCell::isDefault(c.fg) ? defaultFg : m_screen->rgb(c.fg),
                  TerminalCell::isDefault(c.bg) ? defaultBg : m_screen->rgb(c.bg)};
        if (bool(c.attrs & TerminalCell::Reverse) != screenReverse)
            std::swap(look.fg, look.bg);
        if (m_hasSelection && isSelected(absLine, col))
            look.bg = selection;
        return {c, look};
    };

    // Backgrounds first, in runs of one colour.
    int col = 0;
    while (col < cols) {
        const QRgb bg = lookOf(col).second.bg;
        int end = col + 1;
        while (end < cols && lookOf(end).second.bg == bg)
            ++end;
        p.fillRect(QRect(col * m_cellWidth, y, (end - col) * m_cellWidth, m_cellHeight), QColor::fromRgb(bg));
        col = end;
    }

    // Then text, in runs of one look; wide and non-ASCII characters one by one so fallback fonts with
    // other advances cannot shift the grid.
    QString run;
    col = 0;
    while (col < cols) {
        const auto [c, look] = lookOf(col);
        if (c.width == 0 || c.ch == 0 || c.ch == U' ') {
            ++col;
            continue;
        }
        const bool simple = c.width == 1 && c.ch < 0x7f && c.marks == 0;
        p.setPen(QColor::fromRgb(look.fg));
        if (!simple) {
            p.setFont(fontFor(c.attrs));
            const int w = (c.width == 2 ? 2 : 1) * m_cellWidth;
            p.drawText(QRect(col * m_cellWidth, y, w, m_cellHeight),
                       Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, line.cellText(col));
            ++col;
            continue;
        }
        // Underlined and struck-out runs go through drawText, which draws the line over whole cells
        // (letter spacing included); a glyph run's line would stop at the last glyph's advance.
        static const AsciiGlyphs noGlyphs;
        const bool decorated = fontKey(c.attrs) & (4 | 8);
        const AsciiGlyphs &glyphs = decorated ? noGlyphs : asciiGlyphsFor(c.attrs);
        run.clear();
        int end = col;
        while (end < cols) {
            const auto [n, nlook] = lookOf(end);
            const bool nsimple = n.width == 1 && n.ch < 0x7f && n.marks == 0;
            if (!nsimple || n.attrs != c.attrs || nlook.fg != look.fg)
                break;
            const char16_t ch = n.ch >= 0x20 ? char16_t(n.ch) : u' ';
            if (glyphs.usable)
                m_runGlyphs[end - col] = glyphs.index[ch];
            else
                run += QChar(ch);
            ++end;
        }
        if (glyphs.usable) {
            QGlyphRun glyphRun;
            glyphRun.setRawFont(glyphs.font);
            glyphRun.setRawData(m_runGlyphs.constData(), m_gridPositions.constData(), end - col);
            p.drawGlyphRun(QPointF(col * m_cellWidth, y + m_ascent), glyphRun);
        } else {
            p.setFont(fontFor(c.attrs));
            p.drawText(QPointF(col * m_cellWidth, y + m_ascent), run);
        }
        col = end;
    }
}

void TerminalWidget::paintCursor(QPainter &p)
{
    if (!m_screen->cursorVisible())
        return;
    const QPoint c = m_screen->cursorPosition();
    const int viewRow = c.y() + m_scrollOffset;
    if (viewRow < 0 || viewRow >= m_screen->rows())
        return;
    const bool focused = hasFocus();
    if (focused && m_screen->cursorBlinking() && !m_blinkOn)
        return;
    const TerminalCell cell = m_screen->cell(c.y(), c.x());
    const int width = (cell.width == 2 ? 2 : 1) * m_cellWidth;
    const QRect r(c.x() * m_cellWidth, viewRow * m_cellHeight, width, m_cellHeight);
    const QColor cursorColor = m_settings.scheme.cursor;
    if (!focused) {
        p.setPen(cursorColor);
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(0, 0, -1, -1));
        return;
    }
    switch (m_screen->cursorShape()) {
    case TerminalScreen::CursorShape::Underline:
        p.fillRect(QRect(r.left(), r.bottom() - 1, r.width(), 2), cursorColor);
        break;
    case TerminalScreen::CursorShape::Bar:
        p.fillRect(QRect(r.left(), r.top(), 2, r.height()), cursorColor);
        break;
    case TerminalScreen::CursorShape::Block: {
        p.fillRect(r, cursorColor);
        if (cell.ch != 0 && cell.ch != U' ') {
            p.setFont(fontFor(cell.attrs));
            p.setPen(m_settings.scheme.background);
            TerminalLine line = m_screen->screenLine(c.y());
            p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, line.cellText(c.x()));
        }
        break;
    }
    }
}

bool TerminalWidget::event(QEvent *event)
{
    // Tab and Backtab belong to the program, not to focus navigation.
    if (event->type() == QEvent::KeyPress) {
        auto *ke = static_cast<QKeyEvent *>(event);
        if (ke->key() == Qt::Key_Tab || ke->key() == Qt::Key_Backtab) {
            keyPressEvent(ke);
            return true;
        }
    }
    if (event->type() == QEvent::ShortcutOverride) {
        // Keys the program needs (Ctrl+C, Ctrl+W, Alt+B...) win over application shortcuts; Ctrl+Shift
        // combinations other than ours and Ctrl+PageUp/PageDown stay with the application (tab switching).
        auto *ke = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers mods = ke->modifiers() & ~Qt::KeypadModifier;
        const bool ctrlShift = (mods & Qt::ControlModifier) && (mods & Qt::ShiftModifier);
        const bool ours =
            ctrlShift && (ke->key() == Qt::Key_C || ke->key() == Qt::Key_V || ke->key() == Qt::Key_F);
        if (ours || (!ctrlShift && !isApplicationKey(*ke) && !KeyTranslator::translate(*ke, {}).isEmpty())) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

bool TerminalWidget::isApplicationKey(const QKeyEvent &event)
{
    const Qt::KeyboardModifiers mods = event.modifiers() & ~Qt::KeypadModifier;
    const int key = event.key();
    const bool ctrl = mods & Qt::ControlModifier;
    const bool alt = mods & Qt::AltModifier;
    // Ctrl+PageUp/PageDown switch tabs; Ctrl+1…Ctrl+9 send nothing but the digit in xterm, so the
    // application's tab keys win; F10 opens the menu bar (as in GNOME Terminal).
    if (ctrl && (key == Qt::Key_PageUp || key == Qt::Key_PageDown))
        return true;
    if (ctrl && !alt && key >= Qt::Key_1 && key <= Qt::Key_9)
        return true;
    return key == Qt::Key_F10 && mods == Qt::NoModifier;
}

bool TerminalWidget::focusNextPrevChild(bool)
{
    return false;
}

void TerminalWidget::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const int key = event->key();
    if (mods == (Qt::ControlModifier | Qt::ShiftModifier) && key == Qt::Key_C) {
        copy();
        return;
    }
    if (mods == (Qt::ControlModifier | Qt::ShiftModifier) && key == Qt::Key_F) {
        findDialog();
        return;
    }
    if ((mods == (Qt::ControlModifier | Qt::ShiftModifier) && key == Qt::Key_V) ||
        (mods == Qt::ShiftModifier && key == Qt::Key_Insert)) {
        paste();
        return;
    }
    if (mods == Qt::ShiftModifier && (key == Qt::Key_PageUp || key == Qt::Key_PageDown)) {
        scrollLines((key == Qt::Key_PageUp ? 1 : -1) * qMax(1, m_screen->rows() - 1));
        return;
    }
    if (mods & Qt::ControlModifier && !(mods & Qt::AltModifier)) {
        if (key == Qt::Key_Equal || key == Qt::Key_Plus) {
            zoomIn();
            return;
        }
        if (key == Qt::Key_Minus) {
            zoomOut();
            return;
        }
        if (key == Qt::Key_0 && !(mods & Qt::ShiftModifier)) {
            resetZoom();
            return;
        }
    }
    KeyTranslator::Modes modes{};
    modes.applicationCursorKeys = m_screen->applicationCursorKeys();
    const QByteArray bytes = KeyTranslator::translate(*event, modes);
    if (bytes.isEmpty()) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
    scrollToBottom();
    m_blinkOn = true;
    sendBytes(bytes);
}

void TerminalWidget::inputMethodEvent(QInputMethodEvent *event)
{
    if (!event->commitString().isEmpty()) {
        scrollToBottom();
        sendBytes(event->commitString().toUtf8());
    }
    event->accept();
}

void TerminalWidget::sendBytes(const QByteArray &bytes)
{
    if (m_pty) {
        m_pty->write(bytes);
        Q_EMIT inputSent(bytes);
    }
}

void TerminalWidget::pasteText(const QString &text)
{
    if (text.isEmpty())
        return;
    scrollToBottom();
    sendBytes(m_screen->pasteBytes(text));
}

void TerminalWidget::copy()
{
    const QString text = selectedText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void TerminalWidget::paste()
{
    pasteText(QApplication::clipboard()->text());
}

void TerminalWidget::zoomIn()
{
    m_zoom += 1;
    applyFont();
}

void TerminalWidget::zoomOut()
{
    if (m_settings.fontSize + m_zoom - 1 < 4)
        return;
    m_zoom -= 1;
    applyFont();
}

void TerminalWidget::resetZoom()
{
    m_zoom = 0;
    applyFont();
}

QPoint TerminalWidget::cellAt(const QPoint &pixel) const
{
    const int col = qBound(0, pixel.x() / m_cellWidth, m_screen->cols() - 1);
    const int row = qBound(0, pixel.y() / m_cellHeight, m_screen->rows() - 1);
    return QPoint(col, row);
}

TerminalWidget::CellPos TerminalWidget::absoluteAt(const QPoint &pixel) const
{
    const QPoint cell = cellAt(pixel);
    const qint64 line =
        qint64(m_screen->droppedLines()) + m_screen->scrollbackSize() - m_scrollOffset + cell.y();
    return CellPos{line, cell.x()};
}

bool TerminalWidget::isSelected(qint64 absLine, int col) const
{
    const CellPos pos{absLine, col};
    const CellPos a = qMin(m_selAnchor, m_selEnd);
    const CellPos b = qMax(m_selAnchor, m_selEnd);
    return !(pos < a) && !(b < pos);
}

void TerminalWidget::setSelection(int startLine, int startColumn, int endLine, int endColumn)
{
    const qint64 dropped = qint64(m_screen->droppedLines());
    m_selAnchor = CellPos{dropped + startLine, startColumn};
    m_selEnd = CellPos{dropped + endLine, endColumn};
    m_hasSelection = true;
    m_selectionSnapshot = selectedText();
    viewport()->update();
}

void TerminalWidget::clearSelection()
{
    m_selectionSnapshot = QString();
    if (!m_hasSelection)
        return;
    m_hasSelection = false;
    viewport()->update();
}

QString TerminalWidget::selectedText() const
{
    if (!m_hasSelection)
        return {};
    const CellPos a = qMin(m_selAnchor, m_selEnd);
    const CellPos b = qMax(m_selAnchor, m_selEnd);
    const qint64 dropped = qint64(m_screen->droppedLines());
    const int total = m_screen->scrollbackSize() + m_screen->rows();
    QStringList lines;
    for (qint64 abs = a.line; abs <= b.line; ++abs) {
        const qint64 line = abs - dropped;
        if (line < 0 || line >= total)
            continue;
        const int from = abs == a.line ? a.col : 0;
        const int to = abs == b.line ? b.col + 1 : -1;
        lines.append(m_screen->historyLine(int(line)).text(from, to));
    }
    return lines.join(QLatin1Char('\n'));
}

bool TerminalWidget::mouseReporting(Qt::KeyboardModifiers modifiers) const
{
    // Shift overrides reporting so that text can still be selected, as in xterm.
    return m_screen->mouseMode() != TerminalScreen::MouseMode::None && !(modifiers & Qt::ShiftModifier) &&
           m_pty;
}

int TerminalWidget::mouseButtonNumber(Qt::MouseButton button) const
{
    switch (button) {
    case Qt::LeftButton:
        return 1;
    case Qt::MiddleButton:
        return 2;
    case Qt::RightButton:
        return 3;
    default:
        return 0;
    }
}

void TerminalWidget::mousePressEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (mouseReporting(event->modifiers())) {
        const int button = mouseButtonNumber(event->button());
        if (button == 0)
            return;
        const QPoint cell = cellAt(pos);
        QByteArray bytes = m_screen->mouseMove(cell.y(), cell.x(), event->modifiers());
        bytes += m_screen->mouseButton(button, true, event->modifiers());
        sendBytes(bytes);
        m_pressedButtons |= 1 << button;
        return;
    }
    if (event->button() == Qt::LeftButton) {
        m_selAnchor = m_selEnd = absoluteAt(pos);
        m_selecting = true;
        clearSelection();
    } else if (event->button() == Qt::MiddleButton) {
        QClipboard *cb = QApplication::clipboard();
        if (cb->supportsSelection())
            pasteText(cb->text(QClipboard::Selection));
    }
}

void TerminalWidget::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (mouseReporting(event->modifiers()) && !m_selecting) {
        const QPoint cell = cellAt(pos);
        sendBytes(m_screen->mouseMove(cell.y(), cell.x(), event->modifiers()));
        return;
    }
    if (m_selecting && (event->buttons() & Qt::LeftButton)) {
        if (pos.y() < 0)
            scrollLines(1);
        else if (pos.y() >= viewport()->height())
            scrollLines(-1);
        const CellPos end = absoluteAt(pos);
        if (end != m_selEnd || !m_hasSelection) {
            m_selEnd = end;
            m_hasSelection = true;
            viewport()->update();
        }
    }
}

void TerminalWidget::mouseReleaseEvent(QMouseEvent *event)
{
    const int button = mouseButtonNumber(event->button());
    if (button != 0 && (m_pressedButtons & (1 << button))) {
        m_pressedButtons &= ~(1 << button);
        const QPoint cell = cellAt(event->position().toPoint());
        QByteArray bytes = m_screen->mouseMove(cell.y(), cell.x(), event->modifiers());
        bytes += m_screen->mouseButton(button, false, event->modifiers());
        sendBytes(bytes);
        return;
    }
    if (event->button() == Qt::LeftButton && m_selecting) {
        m_selecting = false;
        m_selectionSnapshot = selectedText();
        QClipboard *cb = QApplication::clipboard();
        if (m_hasSelection && cb->supportsSelection())
            cb->setText(selectedText(), QClipboard::Selection);
    }
}

void TerminalWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (mouseReporting(event->modifiers()) || event->button() != Qt::LeftButton) {
        mousePressEvent(event);
        return;
    }
    const CellPos at = absoluteAt(event->position().toPoint());
    const int line = int(at.line - qint64(m_screen->droppedLines()));
    const TerminalLine l = m_screen->historyLine(line);
    if (!isWordChar(l.cellText(at.col)))
        return;
    int from = at.col;
    int to = at.col;
    while (from > 0 && isWordChar(l.cellText(from - 1)))
        --from;
    while (to + 1 < m_screen->cols() && isWordChar(l.cellText(to + 1)))
        ++to;
    setSelection(line, from, line, to);
    m_selecting = false;
    QClipboard *cb = QApplication::clipboard();
    if (cb->supportsSelection())
        cb->setText(selectedText(), QClipboard::Selection);
}

void TerminalWidget::wheelEvent(QWheelEvent *event)
{
    const int steps = event->angleDelta().y() / 40; // three lines per notch of 120
    if (steps == 0)
        return;
    if (mouseReporting(event->modifiers())) {
        const QPoint cell = cellAt(event->position().toPoint());
        QByteArray bytes = m_screen->mouseMove(cell.y(), cell.x(), event->modifiers());
        for (int i = 0; i < qAbs(steps) / 3 + 1; ++i)
            bytes += m_screen->mouseButton(steps > 0 ? 4 : 5, true, event->modifiers());
        sendBytes(bytes);
        return;
    }
    if (m_screen->altScreen()) {
        // Full-screen programs without mouse support (less, man) scroll with the arrow keys.
        KeyTranslator::Modes modes{};
        modes.applicationCursorKeys = m_screen->applicationCursorKeys();
        const QByteArray arrow =
            KeyTranslator::translate(steps > 0 ? Qt::Key_Up : Qt::Key_Down, Qt::NoModifier, QString(), modes);
        sendBytes(arrow.repeated(qAbs(steps)));
        return;
    }
    scrollLines(steps);
}

void TerminalWidget::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    m_blinkOn = true;
    if (m_screen->cursorBlinking())
        m_blinkTimer.start();
    updateCursorCell();
}

void TerminalWidget::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    m_blinkTimer.stop();
    m_blinkOn = true;
    updateCursorCell();
}
QString TerminalWidget::allText() const
{
    QStringList lines;
    const int total = m_screen->scrollbackSize() + m_screen->rows();
    for (int i = 0; i < total; ++i)
        lines << m_screen->historyLine(i).text(0, -1);
    // The screen's empty rows below the last output are not output.
    while (!lines.isEmpty() && lines.constLast().trimmed().isEmpty())
        lines.removeLast();
    return lines.join(QLatin1Char('\n'));
}

bool TerminalWidget::find(const QString &needle)
{
    if (needle.isEmpty())
        return false;
    const int total = m_screen->scrollbackSize() + m_screen->rows();
    const qint64 dropped = qint64(m_screen->droppedLines());
    // Backwards from the current match (or the bottom), as a terminal's search does.
    int startLine = total - 1;
    int startCol = -1;
    if (m_hasSelection) {
        const CellPos a = qMin(m_selAnchor, m_selEnd);
        startLine = int(a.line - dropped);
        startCol = a.col;
    }
    for (int line = startLine; line >= 0; --line) {
        const QString text = m_screen->historyLine(line).text(0, -1);
        const int from = line == startLine && startCol >= 0 ? startCol - 1 : -1;
        if (line == startLine && startCol == 0)
            continue;
        const qsizetype at = text.lastIndexOf(needle, from, Qt::CaseInsensitive);
        if (at < 0)
            continue;
        setSelection(line, int(at), line, int(at + needle.size() - 1));
        // Bring the line into view: lines above the live screen are scrollback.
        const int viewTop = m_screen->scrollbackSize() - m_scrollOffset;
        if (line < viewTop || line >= viewTop + m_screen->rows())
            scrollLines(qBound(0, m_screen->scrollbackSize() - line + m_screen->rows() / 2,
                               m_screen->scrollbackSize()) -
                        m_scrollOffset);
        return true;
    }
    return false;
}

void TerminalWidget::findDialog()
{
    bool ok = false;
    const QString needle = QInputDialog::getText(
        this, tr("Find in the Output"), tr("Find (searches upwards):"), QLineEdit::Normal, m_lastFind, &ok);
    if (!ok || needle.isEmpty())
        return;
    m_lastFind = needle;
    if (!find(needle))
        Q_EMIT message(tr("“%1” was not found above.").arg(needle));
}

bool TerminalWidget::saveOutput(const QString &path) const
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(allText().toUtf8() + '\n');
    return f.commit();
}

void TerminalWidget::clearScrollback()
{
    clearSelection();
    m_screen->clearScrollback();
    m_scrollOffset = 0;
    updateScrollBar();
    viewport()->update();
}

void TerminalWidget::contextMenuEvent(QContextMenuEvent *event)
{
    // A program that reads the mouse gets the right button; Shift+right-click still opens the menu.
    if (event->reason() == QContextMenuEvent::Mouse && mouseReporting(event->modifiers()))
        return;
    QMenu menu(this);
    QAction *copyAction = menu.addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("&Copy"), this,
                                         &TerminalWidget::copy);
    copyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyAction->setEnabled(m_hasSelection);
    QAction *pasteAction = menu.addAction(QIcon::fromTheme(QStringLiteral("edit-paste")), tr("&Paste"), this,
                                          &TerminalWidget::paste);
    pasteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    pasteAction->setEnabled(m_pty && !QApplication::clipboard()->text().isEmpty());
    menu.addSeparator();
    QAction *findAction = menu.addAction(QIcon::fromTheme(QStringLiteral("edit-find")), tr("&Find…"), this,
                                         &TerminalWidget::findDialog);
    findAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    menu.addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("&Save Output…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the Terminal Output"),
                                                          QDir::homePath() + QStringLiteral("/session.txt"),
                                                          tr("Text files (*.txt);;All files (*)"));
        if (!path.isEmpty() && !saveOutput(path))
            Q_EMIT message(tr("Could not write %1.").arg(path));
    });
    menu.addAction(QIcon::fromTheme(QStringLiteral("edit-clear-history")), tr("C&lear Scrollback"), this,
                   &TerminalWidget::clearScrollback);
    menu.addSeparator();
    menu.addAction(QIcon::fromTheme(QStringLiteral("zoom-in")), tr("Zoom &In"), this,
                   &TerminalWidget::zoomIn);
    menu.addAction(QIcon::fromTheme(QStringLiteral("zoom-out")), tr("Zoom &Out"), this,
                   &TerminalWidget::zoomOut);
    menu.addAction(QIcon::fromTheme(QStringLiteral("zoom-original")), tr("&Reset Zoom"), this,
                   &TerminalWidget::resetZoom);
    m_contextMenu = &menu;
    menu.exec(event->globalPos());
    m_contextMenu = nullptr;
}

} // namespace aisb
