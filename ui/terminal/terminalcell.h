// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace aisb {
// One character cell of the terminal, independent of libvterm: character, colours (encoded, see below),
// attributes and width. Compact (16 bytes) because the scrollback holds many of them.
struct TerminalCell
{
    enum Attribute : quint16 {
        Bold = 1 << 0,
        Italic = 1 << 1,
        Underline = 1 << 2,
        DoubleUnderline = 1 << 3,
        CurlyUnderline = 1 << 4,
        Blink = 1 << 5,
        Reverse = 1 << 6,
        Strike = 1 << 7,
    };

    // Colour encoding: 0 = the scheme's default, 0x01000000 | index = palette index (0-255),
    // 0x02000000 | 0xRRGGBB = true colour.
    static constexpr quint32 DefaultColor = 0;
    static constexpr quint32 IndexedFlag = 0x01000000;
    static constexpr quint32 RgbFlag = 0x02000000;
    static constexpr quint32 indexed(int index) { return IndexedFlag | quint32(index & 0xff); }
    static constexpr quint32 rgb(int r, int g, int b)
    {
        return RgbFlag | (quint32(r & 0xff) << 16) | (quint32(g & 0xff) << 8) | quint32(b & 0xff);
    }
    static constexpr bool isDefault(quint32 c) { return c == DefaultColor; }
    static constexpr bool isIndexed(quint32 c) { return (c & 0xff000000) == IndexedFlag; }
    static constexpr bool isRgb(quint32 c) { return (c & 0xff000000) == RgbFlag; }
    static constexpr int index(quint32 c) { return int(c & 0xff); }

    char32_t ch = 0; // base character; 0 = never written (shown as a space)
    quint32 fg = DefaultColor;
    quint32 bg = DefaultColor;
    quint16 attrs = 0;
    quint8 width = 1; // 2 = left half of a wide character, 0 = its right half
    quint8 marks = 0; // 1-based index into TerminalLine::marks (combining characters), 0 = none

    bool sameLook(const TerminalCell &o) const { return fg == o.fg && bg == o.bg && attrs == o.attrs; }
    bool operator==(const TerminalCell &o) const = default;
};
} // namespace aisb
