// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/keytranslator.h"

#include <QKeyEvent>

namespace aisb {
namespace {
enum class Kind {
    Cursor, // CSI <final> / SS3 <final> in application mode / CSI 1;<mod> <final>
    Tilde,  // CSI <n> ~ / CSI <n>;<mod> ~
    Ss3,    // SS3 <final> / CSI 1;<mod> <final>  (F1-F4)
};

struct SpecialKey
{
    int key;
    Kind kind;
    int number;
    char final;
};

// xterm's sequences (ctlseqs, "PC-Style Function Keys").
constexpr SpecialKey specialKeys[] = {
    {Qt::Key_Up, Kind::Cursor, 1, 'A'},    {Qt::Key_Down, Kind::Cursor, 1, 'B'},
    {Qt::Key_Right, Kind::Cursor, 1, 'C'}, {Qt::Key_Left, Kind::Cursor, 1, 'D'},
    {Qt::Key_Home, Kind::Cursor, 1, 'H'},  {Qt::Key_End, Kind::Cursor, 1, 'F'},
    {Qt::Key_Insert, Kind::Tilde, 2, '~'}, {Qt::Key_Delete, Kind::Tilde, 3, '~'},
    {Qt::Key_PageUp, Kind::Tilde, 5, '~'}, {Qt::Key_PageDown, Kind::Tilde, 6, '~'},
    {Qt::Key_F1, Kind::Ss3, 1, 'P'},       {Qt::Key_F2, Kind::Ss3, 1, 'Q'},
    {Qt::Key_F3, Kind::Ss3, 1, 'R'},       {Qt::Key_F4, Kind::Ss3, 1, 'S'},
    {Qt::Key_F5, Kind::Tilde, 15, '~'},    {Qt::Key_F6, Kind::Tilde, 17, '~'},
    {Qt::Key_F7, Kind::Tilde, 18, '~'},    {Qt::Key_F8, Kind::Tilde, 19, '~'},
    {Qt::Key_F9, Kind::Tilde, 20, '~'},    {Qt::Key_F10, Kind::Tilde, 21, '~'},
    {Qt::Key_F11, Kind::Tilde, 23, '~'},   {Qt::Key_F12, Kind::Tilde, 24, '~'},
};

// Keys with fixed bytes; Alt prefixes ESC.
struct PlainKey
{
    int key;
    const char *bytes;
    const char *ctrlBytes; // with Ctrl (nullptr = same as bytes)
};

constexpr PlainKey plainKeys[] = {
    {Qt::Key_Return, "\r", nullptr},     {Qt::Key_Enter, "\r", nullptr},    {Qt::Key_Tab, "\t", nullptr},
    {Qt::Key_Backspace, "\x7f", "\x08"}, {Qt::Key_Escape, "\x1b", nullptr},
};

// The xterm modifier parameter: 1 + Shift(1) + Alt(2) + Ctrl(4); 1 = none.
int modifierParam(Qt::KeyboardModifiers m)
{
    int p = 1;
    if (m & Qt::ShiftModifier)
        p += 1;
    if (m & Qt::AltModifier)
        p += 2;
    if (m & Qt::ControlModifier)
        p += 4;
    return p;
}

// The control character for Ctrl+key when the platform gave no text (C0 as xterm maps it).
int controlCharacter(int key)
{
    if (key >= Qt::Key_A && key <= Qt::Key_Z)
        return key - Qt::Key_A + 1;
    switch (key) {
    case Qt::Key_Space:
    case Qt::Key_At:
    case Qt::Key_2:
        return 0;
    case Qt::Key_BracketLeft:
    case Qt::Key_3:
        return 0x1b;
    case Qt::Key_Backslash:
    case Qt::Key_4:
        return 0x1c;
    case Qt::Key_BracketRight:
    case Qt::Key_5:
        return 0x1d;
    case Qt::Key_AsciiCircum:
    case Qt::Key_6:
        return 0x1e;
    case Qt::Key_Underscore:
    case Qt::Key_7:
    case Qt::Key_Slash:
        return 0x1f;
    case Qt::Key_Question:
    case Qt::Key_8:
        return 0x7f;
    default:
        return -1;
    }
}
} // namespace

QByteArray KeyTranslator::translate(const QKeyEvent &event, Modes modes)
{
    return translate(event.key(), event.modifiers(), event.text(), modes);
}

QByteArray KeyTranslator::translate(int key, Qt::KeyboardModifiers modifiers, const QString &text,
                                    Modes modes)
{
    const Qt::KeyboardModifiers mods =
        modifiers & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
    const bool alt = mods & Qt::AltModifier;
    const bool ctrl = mods & Qt::ControlModifier;
    const bool shift = mods & Qt::ShiftModifier;

    if (key == Qt::Key_Backtab || (key == Qt::Key_Tab && shift)) {
        const int param = modifierParam(mods | Qt::ShiftModifier);
        return param == 2 ? QByteArray("\x1b[Z") : "\x1b[1;" + QByteArray::number(param) + 'Z';
    }

    for (const SpecialKey &k : specialKeys) {
        if (k.key != key)
            continue;
        const int param = modifierParam(mods);
        switch (k.kind) {
        case Kind::Cursor:
            if (param > 1)
                return "\x1b[1;" + QByteArray::number(param) + k.final;
            return QByteArray(modes.applicationCursorKeys ? "\x1bO" : "\x1b[") + k.final;
        case Kind::Ss3:
            if (param > 1)
                return "\x1b[1;" + QByteArray::number(param) + k.final;
            return QByteArray("\x1bO") + k.final;
        case Kind::Tilde:
            if (param > 1)
                return "\x1b[" + QByteArray::number(k.number) + ';' + QByteArray::number(param) + '~';
            return "\x1b[" + QByteArray::number(k.number) + '~';
        }
    }

    const QByteArray prefix = alt ? QByteArray("\x1b") : QByteArray();
    for (const PlainKey &k : plainKeys) {
        if (k.key == key)
            return prefix + QByteArray(ctrl && k.ctrlBytes ? k.ctrlBytes : k.bytes);
    }

    // Ctrl combinations: Qt already computed the control character into text() on X11/Wayland;
    // fall back to the C0 table when it did not (and for Ctrl+Space, which has text " ").
    if (ctrl) {
        const bool textIsControl =
            text.size() == 1 && (text.at(0).unicode() < 0x20 || text.at(0).unicode() == 0x7f);
        if (textIsControl)
            return prefix + text.toUtf8();
        const int c = controlCharacter(key);
        if (c >= 0)
            return prefix + QByteArray(1, char(c));
    }

    if (!text.isEmpty()) {
        // Some platforms hand over Alt+key without text or with the composed character; use the key then.
        return prefix + text.toUtf8();
    }
    if (alt && key >= Qt::Key_Space && key <= Qt::Key_AsciiTilde) {
        char c = char(key);
        if (c >= 'A' && c <= 'Z' && !shift)
            c = char(c - 'A' + 'a');
        return prefix + QByteArray(1, c);
    }
    return {};
}
} // namespace aisb
