// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one place that knows the differences between libvterm 0.1.x (Debian 12) and 0.2/0.3 (Debian 13).
// Everything else uses only API that all of them share.

#include <QByteArray>

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

#define AISB_VTERM_AT_LEAST(maj, min)                                                                            \
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

template <typename Fn>
inline void setScrollbackClearCallback(VTermScreenCallbacks &callbacks, Fn fn)
{
#if AISB_VTERM_AT_LEAST(0, 3)
    callbacks.sb_clear = fn;
#else
    (void)callbacks;
    (void)fn;
#endif
}
} // namespace aisb::vtermcompat
