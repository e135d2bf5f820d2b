// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one place that knows the differences between libvterm 0.1.x (Debian 12) and 0.2/0.3 (Debian 13).
// Everything else uses only API that all of them share.

#include <QByteArray>
#include <QColor>
#include <utility>
#include <vterm.h>

#if defined(VTERM_VERSION_MAJOR) && defined(VTERM_VERSION_MINOR)
#define AISB_VTERM_MAJOR VTERM_VERSION_MAJOR
#define AISB_VTERM_MINOR VTERM_VERSION_MINOR
#elif defined(AISB_VTERM_PKG_MAJOR) && defined(AISB_VTERM_PKG_MINOR)
// Very old headers lack the macros: the build may pass pkg-config's version instead.
#define AISB_VTERM_MAJOR AISB_VTERM_PKG_MAJOR
#define AISB_VTERM_MINOR AISB_VTERM_PKG_MINOR
#else
#define AISB_VTERM_MAJOR 0
#define AISB_VTERM_MINOR 1
#endif

#define AISB_VTERM_AT_LEAST(maj, min)                                                                        \
    (AISB_VTERM_MAJOR > (maj) || (AISB_VTERM_MAJOR == (maj) && AISB_VTERM_MINOR >= (min)))

namespace aisb::vtermcompat {
// 0.1 hands string properties (title, icon name) over whole as a C string; 0.2 and later hand them over in
// fragments (initial ... final). Appends val to buffer and returns true when the string is complete.
inline bool appendStringProperty(QByteArray &buffer, const VTermValue *val)
{
#if AISB_VTERM_AT_LEAST(0, 2)
    if (val->string.initial)
        buffer.clear();
    if (val->string.str && val->string.len > 0)
        buffer.append(val->string.str, static_cast<qsizetype>(val->string.len));
    return val->string.final;
#else
    buffer = QByteArray(val->string ? val->string : "");
    return true;
#endif
}

// sb_clear (CSI 3 J drops the scrollback) exists from 0.3 on; older versions ignore the sequence.
constexpr bool hasScrollbackClear = AISB_VTERM_AT_LEAST(0, 3);

// 0.1 loses an OSC/DCS string (title...) that arrives split over two vterm_input_write() calls; 0.2 and
// later keep parser state across calls. For 0.1, splitStrings() moves an unterminated string sequence at
// the end of data into carry, to be put in front of the next chunk. Returns the bytes to write now.
constexpr bool keepsStringsAcrossWrites = AISB_VTERM_AT_LEAST(0, 2);
constexpr qsizetype MaxCarriedString = qsizetype(64) * 1024;

inline QByteArray splitStrings(QByteArray data, QByteArray &carry)
{
    if constexpr (keepsStringsAcrossWrites) {
        return data;
    } else {
        if (!carry.isEmpty())
            data.prepend(std::exchange(carry, {}));
        // An ESC at the very end may start a string: keep it back in any case.
        const bool escAtEnd = data.endsWith('\x1b');
        if (escAtEnd)
            data.chop(1);
        // Only the last ESC matters: inside a string an ESC is its terminator (ESC \\) or aborts it.
        const qsizetype lastEsc = data.lastIndexOf('\x1b');
        if (lastEsc >= 0 && lastEsc + 1 < data.size() && data.size() - lastEsc <= MaxCarriedString) {
            const char kind = data.at(lastEsc + 1);
            if ((kind == ']' || kind == 'P') && data.indexOf('\x07', lastEsc) < 0) {
                carry = data.mid(lastEsc);
                data.truncate(lastEsc);
            }
        }
        if (escAtEnd)
            carry.append('\x1b');
        return data;
    }
}

// The 256-colour palette beyond the 16 scheme colours: xterm's 6x6x6 cube and grey ramp. libvterm 0.1
// uses other ramps (0x33 steps, greys from 0x00) than 0.3 (xterm's), so neither is asked.
inline QRgb xtermColor(int index)
{
    if (index >= 16 && index < 232) {
        static constexpr int ramp[6] = {0x00, 0x5f, 0x87, 0xaf, 0xd7, 0xff};
        const int i = index - 16;
        return qRgb(ramp[i / 36], ramp[(i / 6) % 6], ramp[i % 6]);
    }
    if (index >= 232 && index < 256) {
        const int level = 8 + 10 * (index - 232);
        return qRgb(level, level, level);
    }
    return qRgb(0, 0, 0);
}

template <typename Fn> inline void setScrollbackClearCallback(VTermScreenCallbacks &callbacks, Fn fn)
{
#if AISB_VTERM_AT_LEAST(0, 3)
    callbacks.sb_clear = fn;
#else
    (void)callbacks;
    (void)fn;
#endif
}
} // namespace aisb::vtermcompat
