// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminalscreen.h"

#include "terminal/vtermcompat.h"

#include <climits>
#include <cstring>
#include <functional>
#include <utility>
#include <vector>

namespace aisb {
namespace {
constexpr uint32_t WideContinuation = 0xffffffffu; // libvterm's marker for the right half of a wide character

VTermModifier toVTermModifier(Qt::KeyboardModifiers m)
{
    int mod = VTERM_MOD_NONE;
    if (m & Qt::ShiftModifier)
        mod |= VTERM_MOD_SHIFT;
    if (m & Qt::AltModifier)
        mod |= VTERM_MOD_ALT;
    if (m & Qt::ControlModifier)
        mod |= VTERM_MOD_CTRL;
    return static_cast<VTermModifier>(mod);
}

quint32 encodeColor(const VTermColor &c)
{
    if (VTERM_COLOR_IS_INDEXED(&c))
        return TerminalCell::indexed(c.indexed.idx);
    return TerminalCell::rgb(c.rgb.red, c.rgb.green, c.rgb.blue);
}

void decodeColor(quint32 color, const VTermColor &fallback, VTermColor *out)
{
    if (TerminalCell::isIndexed(color))
        vterm_color_indexed(out, static_cast<uint8_t>(TerminalCell::index(color)));
    else if (TerminalCell::isRgb(color))
        vterm_color_rgb(out, static_cast<uint8_t>(color >> 16), static_cast<uint8_t>(color >> 8),
                        static_cast<uint8_t>(color));
    else
        *out = fallback;
}

// The attributes as one number: zero for the plain cells most output consists of.
quint32 attrBits(const VTermScreenCellAttrs &attrs)
{
    static_assert(sizeof(VTermScreenCellAttrs) == sizeof(quint32));
    quint32 bits;
    std::memcpy(&bits, &attrs, sizeof bits);
    return bits;
}

TerminalCell convertCell(const VTermScreenCell &vc, TerminalLine *line)
{
    TerminalCell c;
    // The default colours come first: their index/RGB payload is meaningless.
    c.fg = VTERM_COLOR_IS_DEFAULT_FG(&vc.fg) ? TerminalCell::DefaultColor : encodeColor(vc.fg);
    c.bg = VTERM_COLOR_IS_DEFAULT_BG(&vc.bg) ? TerminalCell::DefaultColor : encodeColor(vc.bg);
    if (vc.chars[1] == 0 && vc.width == 1 && vc.chars[0] != WideContinuation) {
        c.ch = vc.chars[0];
        if (attrBits(vc.attrs) == 0)
            return c; // a plain narrow character: the common case
    } else if (vc.chars[0] == WideContinuation) {
        c.width = 0;
    } else {
        c.ch = vc.chars[0];
        c.width = vc.width == 2 ? 2 : 1;
        if (c.ch != 0 && vc.chars[1] != 0) {
            QString marks;
            for (int i = 1; i < VTERM_MAX_CHARS_PER_CELL && vc.chars[i] != 0; ++i) {
                const char32_t mark = vc.chars[i];
                marks += QString::fromUcs4(&mark, 1);
            }
            line->marks.append(marks);
            c.marks = static_cast<quint8>(qMin<qsizetype>(line->marks.size(), 255));
        }
    }
    quint16 a = 0;
    if (vc.attrs.bold)
        a |= TerminalCell::Bold;
    if (vc.attrs.italic)
        a |= TerminalCell::Italic;
    switch (vc.attrs.underline) {
    case VTERM_UNDERLINE_SINGLE:
        a |= TerminalCell::Underline;
        break;
    case VTERM_UNDERLINE_DOUBLE:
        a |= TerminalCell::DoubleUnderline;
        break;
    case VTERM_UNDERLINE_CURLY:
        a |= TerminalCell::CurlyUnderline;
        break;
    default:
        break;
    }
    if (vc.attrs.blink)
        a |= TerminalCell::Blink;
    if (vc.attrs.reverse)
        a |= TerminalCell::Reverse;
    if (vc.attrs.strike)
        a |= TerminalCell::Strike;
    c.attrs = a;
    return c;
}

} // namespace

// The cells something happened to, as bounds (empty until the first add): cheaper than uniting
// QRects per glyph run.
struct CellBounds
{
    int top = INT_MAX;
    int left = INT_MAX;
    int bottom = -1; // inclusive
    int right = -1;  // inclusive

    void add(int row, int col)
    {
        top = qMin(top, row);
        left = qMin(left, col);
        bottom = qMax(bottom, row);
        right = qMax(right, col);
    }
    void add(const QRect &r)
    {
        add(r.top(), r.left());
        add(r.bottom(), r.right());
    }
    // The bounds as a rectangle (null when empty), and empty again.
    QRect take()
    {
        if (top > bottom)
            return {};
        const QRect r(QPoint(left, top), QPoint(right, bottom));
        *this = {};
        return r;
    }
};

struct TerminalScreenPrivate
{
    TerminalScreen *q = nullptr;
    VTerm *vt = nullptr;
    VTermScreen *screen = nullptr;
    VTermState *state = nullptr;
    int rows = 0;
    int cols = 0;

    // Scrollback ring: once full, the oldest line's storage is reused for the newest (no allocation per
    // line).
    std::vector<TerminalLine> ring;
    size_t ringStart = 0; // oldest line
    size_t ringCount = 0;
    int scrollbackLimit = TerminalScreen::DefaultScrollbackLines;
    quint64 dropped = 0;

    QByteArray out;
    QByteArray carry; // see vtermcompat::splitStrings
    QByteArray titleBuffer;
    QString title;
    std::array<QRgb, 256> rgb{};

    QPoint cursor;
    bool cursorVisible = true;
    bool cursorBlinking = true;
    TerminalScreen::CursorShape cursorShape = TerminalScreen::CursorShape::Block;
    bool altScreen = false;
    bool reverse = false;
    TerminalScreen::MouseMode mouseMode = TerminalScreen::MouseMode::None;

    CellBounds damage;
    // Every position the cursor has been at since the last takeDamage(): the cells around them are
    // repainted then (the cursor is drawn at one of them, and wiped from another).
    CellBounds cursorPositions;
    int pushed = 0;
    bool dirty = false;
    bool titlePending = false;
    bool bellPending = false;
    bool modesPending = false;

    TerminalLine &lineAt(size_t index) { return ring[(ringStart + index) % ring.size()]; }

    // The slot for a new newest line: a fresh one while the ring grows, else the oldest one (dropped).
    TerminalLine &pushSlot()
    {
        const size_t limit = size_t(scrollbackLimit);
        if (ringCount < ring.size()) {
            ++ringCount;
            return lineAt(ringCount - 1);
        }
        if (ring.size() < limit) {
            ring.emplace_back();
            ++ringCount;
            return ring.back();
        }
        TerminalLine &slot = ring[ringStart];
        ringStart = (ringStart + 1) % ring.size();
        ++dropped;
        return slot;
    }

    // Keeps the newest `limit` lines, in order, in a ring that starts at 0.
    void relimit(int limit)
    {
        std::vector<TerminalLine> lines;
        const size_t keep = qMin(ringCount, size_t(qMax(0, limit)));
        lines.reserve(keep);
        for (size_t i = ringCount - keep; i < ringCount; ++i)
            lines.push_back(std::move(lineAt(i)));
        dropped += ringCount - keep;
        ring = std::move(lines);
        ringStart = 0;
        ringCount = keep;
        scrollbackLimit = qMax(0, limit);
    }

    void addDamage(const QRect &r)
    {
        if (r.isEmpty())
            return;
        damage.add(r);
        dirty = true;
    }

    QRect takeDamage()
    {
        // The cursor's cells and their neighbours (a wide character, a block cursor's overhang).
        if (const QRect c = cursorPositions.take(); !c.isNull())
            addDamage(c.adjusted(-1, 0, 1, 0).intersected(QRect(0, 0, cols, rows)));
        return damage.take();
    }

    void rebuildRgb()
    {
        for (int i = 16; i < 256; ++i)
            rgb[i] = vtermcompat::xtermColor(i);
        for (int i = 0; i < 16; ++i) {
            VTermColor c;
            vterm_color_indexed(&c, static_cast<uint8_t>(i));
            vterm_screen_convert_color_to_rgb(screen, &c);
            rgb[i] = qRgb(c.rgb.red, c.rgb.green, c.rgb.blue);
        }
    }

    void emitPending()
    {
        // Signals go out after libvterm returned, so a slot may safely call back into the screen.
        if (!out.isEmpty())
            Q_EMIT q->output(std::exchange(out, {}));
        if (std::exchange(titlePending, false))
            Q_EMIT q->titleChanged(title);
        if (std::exchange(bellPending, false))
            Q_EMIT q->bell();
        if (std::exchange(modesPending, false))
            Q_EMIT q->modesChanged();
        if (std::exchange(dirty, false))
            Q_EMIT q->changed();
    }

    QByteArray capture(const std::function<void()> &fn)
    {
        QByteArray saved = std::exchange(out, {});
        fn();
        return std::exchange(out, saved);
    }

    static TerminalScreenPrivate *self(void *user) { return static_cast<TerminalScreenPrivate *>(user); }

    static void onOutput(const char *s, size_t len, void *user)
    {
        self(user)->out.append(s, static_cast<qsizetype>(len));
    }

    static int onDamage(VTermRect r, void *user)
    {
        self(user)->addDamage(
            QRect(r.start_col, r.start_row, r.end_col - r.start_col, r.end_row - r.start_row));
        return 1;
    }

    static int onMoveRect(VTermRect, VTermRect, void *)
    {
        return 0; // let libvterm report the destination as damage
    }

    static int onMoveCursor(VTermPos pos, VTermPos oldpos, int visible, void *user)
    {
        auto *d = self(user);
        Q_UNUSED(visible);
        d->cursor = QPoint(pos.col, pos.row);
        d->cursorPositions.add(oldpos.row, oldpos.col);
        d->cursorPositions.add(pos.row, pos.col);
        d->dirty = true;
        return 1;
    }

    static int onSetTermProp(VTermProp prop, VTermValue *val, void *user)
    {
        auto *d = self(user);
        switch (prop) {
        case VTERM_PROP_CURSORVISIBLE:
            d->cursorVisible = val->boolean;
            break;
        case VTERM_PROP_CURSORBLINK:
            d->cursorBlinking = val->boolean;
            break;
        case VTERM_PROP_ALTSCREEN:
            d->altScreen = val->boolean;
            d->addDamage(QRect(0, 0, d->cols, d->rows));
            break;
        case VTERM_PROP_TITLE:
            if (vtermcompat::appendStringProperty(d->titleBuffer, val)) {
                d->title = QString::fromUtf8(d->titleBuffer);
                d->titleBuffer.clear();
                d->titlePending = true;
            }
            return 1;
        case VTERM_PROP_REVERSE:
            d->reverse = val->boolean;
            d->addDamage(QRect(0, 0, d->cols, d->rows));
            break;
        case VTERM_PROP_CURSORSHAPE:
            d->cursorShape =
                val->number == VTERM_PROP_CURSORSHAPE_UNDERLINE  ? TerminalScreen::CursorShape::Underline
                : val->number == VTERM_PROP_CURSORSHAPE_BAR_LEFT ? TerminalScreen::CursorShape::Bar
                                                                 : TerminalScreen::CursorShape::Block;
            break;
        case VTERM_PROP_MOUSE:
            d->mouseMode = val->number == VTERM_PROP_MOUSE_CLICK  ? TerminalScreen::MouseMode::Click
                           : val->number == VTERM_PROP_MOUSE_DRAG ? TerminalScreen::MouseMode::Drag
                           : val->number == VTERM_PROP_MOUSE_MOVE ? TerminalScreen::MouseMode::Move
                                                                  : TerminalScreen::MouseMode::None;
            break;
        default:
            return 1; // icon name, focus reporting...: not shown
        }
        d->modesPending = true;
        d->addDamage(QRect(d->cursor.x(), d->cursor.y(), 1, 1).intersected(QRect(0, 0, d->cols, d->rows)));
        return 1;
    }

    static int onBell(void *user)
    {
        self(user)->bellPending = true;
        return 1;
    }

    static int onResize(int rows, int cols, void *user)
    {
        auto *d = self(user);
        d->rows = rows;
        d->cols = cols;
        d->addDamage(QRect(0, 0, cols, rows));
        return 1;
    }

    static int onPushLine(int cols, const VTermScreenCell *cells, void *user)
    {
        auto *d = self(user);
        if (d->scrollbackLimit <= 0)
            return 1;
        // Trailing blank cells are not stored: most lines are much shorter than the screen is wide.
        int used = cols;
        while (used > 0 && cells[used - 1].chars[0] == 0 && VTERM_COLOR_IS_DEFAULT_BG(&cells[used - 1].bg) &&
               !cells[used - 1].attrs.reverse && !cells[used - 1].attrs.underline &&
               !cells[used - 1].attrs.strike)
            --used;
        TerminalLine &line = d->pushSlot();
        line.marks.clear();
        line.cells.resize(used);
        TerminalCell *dst = line.cells.data();
        for (int i = 0; i < used; ++i)
            dst[i] = convertCell(cells[i], &line);
        ++d->pushed;
        d->dirty = true;
        return 1;
    }

    static int onPopLine(int cols, VTermScreenCell *cells, void *user)
    {
        auto *d = self(user);
        if (d->ringCount == 0)
            return 0;
        const TerminalLine line = std::move(d->lineAt(d->ringCount - 1));
        --d->ringCount;
        --d->pushed;
        VTermColor defFg;
        VTermColor defBg;
        vterm_state_get_default_colors(d->state, &defFg, &defBg);
        for (int col = 0; col < cols; ++col) {
            VTermScreenCell &vc = cells[col];
            vc = VTermScreenCell{};
            vc.width = 1;
            vc.fg = defFg;
            vc.bg = defBg;
            if (col >= line.cells.size())
                continue;
            const TerminalCell &c = line.cells.at(col);
            if (c.width == 0) {
                vc.chars[0] = WideContinuation;
            } else {
                vc.chars[0] = c.ch;
                vc.width = static_cast<char>(c.width);
                if (c.marks > 0 && c.marks <= line.marks.size()) {
                    const QList<uint> marks = line.marks.at(c.marks - 1).toUcs4();
                    for (int i = 0; i < marks.size() && i + 1 < VTERM_MAX_CHARS_PER_CELL; ++i)
                        vc.chars[i + 1] = marks.at(i);
                }
            }
            vc.attrs.bold = (c.attrs & TerminalCell::Bold) ? 1 : 0;
            vc.attrs.italic = (c.attrs & TerminalCell::Italic) ? 1 : 0;
            vc.attrs.underline = (c.attrs & TerminalCell::CurlyUnderline)    ? VTERM_UNDERLINE_CURLY
                                 : (c.attrs & TerminalCell::DoubleUnderline) ? VTERM_UNDERLINE_DOUBLE
                                 : (c.attrs & TerminalCell::Underline)       ? VTERM_UNDERLINE_SINGLE
                                                                             : VTERM_UNDERLINE_OFF;
            vc.attrs.blink = (c.attrs & TerminalCell::Blink) ? 1 : 0;
            vc.attrs.reverse = (c.attrs & TerminalCell::Reverse) ? 1 : 0;
            vc.attrs.strike = (c.attrs & TerminalCell::Strike) ? 1 : 0;
            decodeColor(c.fg, defFg, &vc.fg);
            decodeColor(c.bg, defBg, &vc.bg);
        }
        d->dirty = true;
        return 1;
    }

    static int onScrollbackClear(void *user)
    {
        auto *d = self(user);
        d->dropped += d->ringCount;
        d->ring.clear();
        d->ringStart = 0;
        d->ringCount = 0;
        d->dirty = true;
        return 1;
    }

    static const VTermScreenCallbacks *callbacks()
    {
        static const VTermScreenCallbacks cb = [] {
            VTermScreenCallbacks c{};
            c.damage = &onDamage;
            c.moverect = &onMoveRect;
            c.movecursor = &onMoveCursor;
            c.settermprop = &onSetTermProp;
            c.bell = &onBell;
            c.resize = &onResize;
            c.sb_pushline = &onPushLine;
            c.sb_popline = &onPopLine;
            vtermcompat::setScrollbackClearCallback(c, &onScrollbackClear);
            return c;
        }();
        return &cb;
    }
};

TerminalScreen::TerminalScreen(int rows, int cols, QObject *parent)
    : QObject(parent), d(new TerminalScreenPrivate)
{
    d->q = this;
    d->rows = qMax(1, rows);
    d->cols = qMax(1, cols);
    d->vt = vterm_new(d->rows, d->cols);
    vterm_set_utf8(d->vt, 1);
    vterm_output_set_callback(d->vt, &TerminalScreenPrivate::onOutput, d);
    d->state = vterm_obtain_state(d->vt);
    vterm_state_set_bold_highbright(d->state, 1);
    d->screen = vterm_obtain_screen(d->vt);
    vterm_screen_set_callbacks(d->screen, TerminalScreenPrivate::callbacks(), d);
    // Scroll merging: a flood of output becomes one damage rectangle per feed(), not one per glyph.
    vterm_screen_set_damage_merge(d->screen, VTERM_DAMAGE_SCROLL);
    vterm_screen_enable_altscreen(d->screen, 1);
    vterm_screen_reset(d->screen, 1);
    d->rebuildRgb();
    d->out.clear();
    d->dirty = false;
    d->modesPending = false;
    d->takeDamage();
}

TerminalScreen::~TerminalScreen()
{
    vterm_free(d->vt);
    delete d;
}

void TerminalScreen::feed(QByteArrayView bytes)
{
    if constexpr (vtermcompat::keepsStringsAcrossWrites) {
        if (!bytes.isEmpty())
            vterm_input_write(d->vt, bytes.data(), static_cast<size_t>(bytes.size()));
    } else {
        const QByteArray now = vtermcompat::splitStrings(bytes.toByteArray(), d->carry);
        if (!now.isEmpty())
            vterm_input_write(d->vt, now.constData(), static_cast<size_t>(now.size()));
    }
    vterm_screen_flush_damage(d->screen);
    d->emitPending();
}

void TerminalScreen::resize(int rows, int cols)
{
    rows = qMax(1, rows);
    cols = qMax(1, cols);
    if (rows == d->rows && cols == d->cols)
        return;
    vterm_set_size(d->vt, rows, cols);
    d->rows = rows;
    d->cols = cols;
    vterm_screen_flush_damage(d->screen);
    d->addDamage(QRect(0, 0, cols, rows));
    VTermPos pos;
    vterm_state_get_cursorpos(d->state, &pos);
    d->cursor = QPoint(pos.col, pos.row);
    d->emitPending();
}

int TerminalScreen::rows() const
{
    return d->rows;
}

int TerminalScreen::cols() const
{
    return d->cols;
}

TerminalCell TerminalScreen::cell(int row, int col) const
{
    VTermScreenCell vc{}; // zeroed: attrBits() sees no stray bits
    if (!vterm_screen_get_cell(d->screen, VTermPos{row, col}, &vc))
        return {};
    TerminalLine scratch;
    return convertCell(vc, &scratch);
}

TerminalLine TerminalScreen::screenLine(int row) const
{
    TerminalLine line;
    screenLine(row, &line);
    return line;
}

void TerminalScreen::screenLine(int row, TerminalLine *into) const
{
    into->marks.clear();
    if (row < 0 || row >= d->rows) {
        into->cells.clear();
        return;
    }
    into->cells.resize(d->cols);
    TerminalCell *dst = into->cells.data();
    VTermScreenCell vc{}; // zeroed: attrBits() sees no stray bits
    for (int col = 0; col < d->cols; ++col) {
        if (vterm_screen_get_cell(d->screen, VTermPos{row, col}, &vc))
            dst[col] = convertCell(vc, into);
        else
            dst[col] = TerminalCell();
    }
}

QString TerminalScreen::lineText(int row) const
{
    return screenLine(row).text();
}

QString TerminalScreen::screenText() const
{
    QStringList lines;
    for (int row = 0; row < d->rows; ++row)
        lines.append(lineText(row));
    return lines.join(QLatin1Char('\n'));
}

int TerminalScreen::scrollbackSize() const
{
    return int(d->ringCount);
}

const TerminalLine &TerminalScreen::scrollbackLine(int index) const
{
    Q_ASSERT(index >= 0 && size_t(index) < d->ringCount);
    return d->lineAt(size_t(index));
}

void TerminalScreen::setScrollbackLimit(int lines)
{
    d->relimit(lines);
}

int TerminalScreen::scrollbackLimit() const
{
    return d->scrollbackLimit;
}

void TerminalScreen::clearScrollback()
{
    TerminalScreenPrivate::onScrollbackClear(d);
    d->emitPending();
}

quint64 TerminalScreen::droppedLines() const
{
    return d->dropped;
}

TerminalLine TerminalScreen::historyLine(int line) const
{
    if (line >= 0 && line < scrollbackSize())
        return scrollbackLine(line);
    return screenLine(line - scrollbackSize());
}

QPoint TerminalScreen::cursorPosition() const
{
    return d->cursor;
}

bool TerminalScreen::cursorVisible() const
{
    return d->cursorVisible;
}

bool TerminalScreen::cursorBlinking() const
{
    return d->cursorBlinking;
}

TerminalScreen::CursorShape TerminalScreen::cursorShape() const
{
    return d->cursorShape;
}

bool TerminalScreen::altScreen() const
{
    return d->altScreen;
}

bool TerminalScreen::reverseVideo() const
{
    return d->reverse;
}

TerminalScreen::MouseMode TerminalScreen::mouseMode() const
{
    return d->mouseMode;
}

QString TerminalScreen::title() const
{
    return d->title;
}

bool TerminalScreen::applicationCursorKeys() const
{
    // libvterm keeps DECCKM private; the key it would send for Up tells it.
    const QByteArray up = d->capture([this] { vterm_keyboard_key(d->vt, VTERM_KEY_UP, VTERM_MOD_NONE); });
    return up.startsWith("\x1bO");
}

bool TerminalScreen::bracketedPaste() const
{
    const QByteArray start = d->capture([this] { vterm_keyboard_start_paste(d->vt); });
    d->capture([this] { vterm_keyboard_end_paste(d->vt); });
    return !start.isEmpty();
}

void TerminalScreen::setPalette(const std::array<QColor, 16> &palette)
{
    for (int i = 0; i < 16; ++i) {
        VTermColor c;
        vterm_color_rgb(&c, static_cast<uint8_t>(palette[i].red()), static_cast<uint8_t>(palette[i].green()),
                        static_cast<uint8_t>(palette[i].blue()));
        vterm_state_set_palette_color(d->state, i, &c);
    }
    d->rebuildRgb();
    d->addDamage(QRect(0, 0, d->cols, d->rows));
    d->emitPending();
}

QRgb TerminalScreen::rgb(quint32 color) const
{
    if (TerminalCell::isIndexed(color))
        return d->rgb[TerminalCell::index(color)];
    return 0xff000000u | (color & 0xffffffu);
}

QByteArray TerminalScreen::pasteBytes(const QString &text) const
{
    QString normalized = text;
    normalized.replace(QStringLiteral("\r\n"), QStringLiteral("\r"));
    normalized.replace(QLatin1Char('\n'), QLatin1Char('\r'));
    QByteArray body = normalized.toUtf8();
    const QByteArray start = d->capture([this] { vterm_keyboard_start_paste(d->vt); });
    const QByteArray end = d->capture([this] { vterm_keyboard_end_paste(d->vt); });
    if (!start.isEmpty()) {
        // Pasted text must not be able to end the paste early and type commands.
        body.replace(end, QByteArray());
    }
    return start + body + end;
}

QByteArray TerminalScreen::mouseMove(int row, int col, Qt::KeyboardModifiers modifiers)
{
    if (d->mouseMode == MouseMode::None)
        return {}; // libvterm 0.1 would report anyway
    return d->capture([&] { vterm_mouse_move(d->vt, row, col, toVTermModifier(modifiers)); });
}

QByteArray TerminalScreen::mouseButton(int button, bool pressed, Qt::KeyboardModifiers modifiers)
{
    if (d->mouseMode == MouseMode::None)
        return {};
    return d->capture([&] { vterm_mouse_button(d->vt, button, pressed, toVTermModifier(modifiers)); });
}

QRect TerminalScreen::takeDamage(int *pushedLines)
{
    if (pushedLines)
        *pushedLines = d->pushed;
    d->pushed = 0;
    return d->takeDamage();
}
} // namespace aisb
