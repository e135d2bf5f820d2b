// SPDX-License-Identifier: GPL-3.0-or-later
// KeyTranslator: the bytes xterm sends for each key and modifier combination.
#include "terminal/keytranslator.h"

#include <QKeyEvent>
#include <QTest>

using aisb::KeyTranslator;

class TestTerminalKeys : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void translate_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("appCursor");
        QTest::addColumn<QByteArray>("expected");

        const int none = Qt::NoModifier;
        const int shift = Qt::ShiftModifier;
        const int ctrl = Qt::ControlModifier;
        const int alt = Qt::AltModifier;
        auto row = [](const char *name, int key, int mods, const QString &text, bool app,
                      const QByteArray &bytes) {
            QTest::newRow(name) << key << mods << text << app << bytes;
        };
        // Cursor keys: CSI, SS3 in application mode, CSI 1;<mod> with modifiers.
        row("up", Qt::Key_Up, none, {}, false, "\x1b[A");
        row("down", Qt::Key_Down, none, {}, false, "\x1b[B");
        row("right", Qt::Key_Right, none, {}, false, "\x1b[C");
        row("left", Qt::Key_Left, none, {}, false, "\x1b[D");
        row("up-app", Qt::Key_Up, none, {}, true, "\x1bOA");
        row("left-app", Qt::Key_Left, none, {}, true, "\x1bOD");
        row("shift-up", Qt::Key_Up, shift, {}, false, "\x1b[1;2A");
        row("alt-up", Qt::Key_Up, alt, {}, false, "\x1b[1;3A");
        row("ctrl-up", Qt::Key_Up, ctrl, {}, false, "\x1b[1;5A");
        row("ctrl-up-app", Qt::Key_Up, ctrl, {}, true, "\x1b[1;5A");
        row("ctrl-shift-left", Qt::Key_Left, ctrl | shift, {}, false, "\x1b[1;6D");
        row("ctrl-alt-right", Qt::Key_Right, ctrl | alt, {}, false, "\x1b[1;7C");
        row("ctrl-alt-shift-down", Qt::Key_Down, ctrl | alt | shift, {}, false, "\x1b[1;8B");
        row("home", Qt::Key_Home, none, {}, false, "\x1b[H");
        row("end", Qt::Key_End, none, {}, false, "\x1b[F");
        row("home-app", Qt::Key_Home, none, {}, true, "\x1bOH");
        row("ctrl-end", Qt::Key_End, ctrl, {}, false, "\x1b[1;5F");
        // Editing keys: CSI n ~.
        row("insert", Qt::Key_Insert, none, {}, false, "\x1b[2~");
        row("delete", Qt::Key_Delete, none, {}, false, "\x1b[3~");
        row("shift-delete", Qt::Key_Delete, shift, {}, false, "\x1b[3;2~");
        row("pgup", Qt::Key_PageUp, none, {}, false, "\x1b[5~");
        row("pgdn", Qt::Key_PageDown, none, {}, false, "\x1b[6~");
        row("ctrl-pgdn", Qt::Key_PageDown, ctrl, {}, false, "\x1b[6;5~");
        // Function keys.
        row("f1", Qt::Key_F1, none, {}, false, "\x1bOP");
        row("f2", Qt::Key_F2, none, {}, false, "\x1bOQ");
        row("f3", Qt::Key_F3, none, {}, false, "\x1bOR");
        row("f4", Qt::Key_F4, none, {}, false, "\x1bOS");
        row("shift-f1", Qt::Key_F1, shift, {}, false, "\x1b[1;2P");
        row("ctrl-f4", Qt::Key_F4, ctrl, {}, false, "\x1b[1;5S");
        row("f5", Qt::Key_F5, none, {}, false, "\x1b[15~");
        row("f6", Qt::Key_F6, none, {}, false, "\x1b[17~");
        row("f7", Qt::Key_F7, none, {}, false, "\x1b[18~");
        row("f8", Qt::Key_F8, none, {}, false, "\x1b[19~");
        row("f9", Qt::Key_F9, none, {}, false, "\x1b[20~");
        row("f10", Qt::Key_F10, none, {}, false, "\x1b[21~");
        row("f11", Qt::Key_F11, none, {}, false, "\x1b[23~");
        row("f12", Qt::Key_F12, none, {}, false, "\x1b[24~");
        row("ctrl-f5", Qt::Key_F5, ctrl, {}, false, "\x1b[15;5~");
        row("shift-f12", Qt::Key_F12, shift, {}, false, "\x1b[24;2~");
        // Tab, Return, Backspace, Escape.
        row("tab", Qt::Key_Tab, none, QStringLiteral("\t"), false, "\t");
        row("backtab", Qt::Key_Backtab, shift, {}, false, "\x1b[Z");
        row("shift-tab", Qt::Key_Tab, shift, {}, false, "\x1b[Z");
        row("return", Qt::Key_Return, none, QStringLiteral("\r"), false, "\r");
        row("enter", Qt::Key_Enter, Qt::KeypadModifier, QStringLiteral("\r"), false, "\r");
        row("alt-return", Qt::Key_Return, alt, {}, false, "\x1b\r");
        row("backspace", Qt::Key_Backspace, none, QStringLiteral("\b"), false, "\x7f");
        row("alt-backspace", Qt::Key_Backspace, alt, {}, false, "\x1b\x7f");
        row("ctrl-backspace", Qt::Key_Backspace, ctrl, {}, false, "\x08");
        row("escape", Qt::Key_Escape, none, QStringLiteral("\x1b"), false, "\x1b");
        // Ctrl combinations: the control character Qt computed, or the C0 table when it did not.
        row("ctrl-c-text", Qt::Key_C, ctrl, QStringLiteral("\x03"), false, "\x03");
        row("ctrl-c-notext", Qt::Key_C, ctrl, {}, false, "\x03");
        row("ctrl-c-letter", Qt::Key_C, ctrl, QStringLiteral("c"), false, "\x03");
        row("ctrl-shift-a", Qt::Key_A, ctrl | shift, QStringLiteral("A"), false, "\x01");
        row("ctrl-i", Qt::Key_I, ctrl, QStringLiteral("\t"), false, "\t");
        row("ctrl-m", Qt::Key_M, ctrl, QStringLiteral("\r"), false, "\r");
        row("ctrl-j", Qt::Key_J, ctrl, QStringLiteral("\n"), false, "\n");
        row("ctrl-bracket", Qt::Key_BracketLeft, ctrl, {}, false, "\x1b");
        row("ctrl-backslash", Qt::Key_Backslash, ctrl, {}, false, "\x1c");
        row("ctrl-space", Qt::Key_Space, ctrl, QStringLiteral(" "), false, QByteArray(1, '\0'));
        row("ctrl-underscore", Qt::Key_Underscore, ctrl | shift, {}, false, "\x1f");
        row("ctrl-p", Qt::Key_P, ctrl, QStringLiteral("\x10"), false, "\x10");
        // Alt: ESC prefix.
        row("alt-x", Qt::Key_X, alt, QStringLiteral("x"), false, "\x1bx");
        row("alt-x-notext", Qt::Key_X, alt, {}, false, "\x1bx");
        row("alt-shift-x-notext", Qt::Key_X, alt | shift, {}, false, "\x1bX");
        row("alt-dot", Qt::Key_Period, alt, QStringLiteral("."), false, "\x1b.");
        row("ctrl-alt-c", Qt::Key_C, ctrl | alt, {}, false, "\x1b\x03");
        // Text.
        row("a", Qt::Key_A, none, QStringLiteral("a"), false, "a");
        row("shift-a", Qt::Key_A, shift, QStringLiteral("A"), false, "A");
        row("umlaut", Qt::Key_Adiaeresis, none, QStringLiteral("\u00e4"), false, "\xc3\xa4");
        row("keypad-5", Qt::Key_5, Qt::KeypadModifier, QStringLiteral("5"), false, "5");
        row("shift-alone", Qt::Key_Shift, shift, {}, false, QByteArray());
        row("ctrl-alone", Qt::Key_Control, ctrl, {}, false, QByteArray());
    }

    void translate()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(QString, text);
        QFETCH(bool, appCursor);
        QFETCH(QByteArray, expected);
        KeyTranslator::Modes modes{};
        modes.applicationCursorKeys = appCursor;
        const QKeyEvent event(QEvent::KeyPress, key, Qt::KeyboardModifiers(modifiers), text);
        const QByteArray got = KeyTranslator::translate(event, modes);
        QVERIFY2(got == expected, qPrintable(QStringLiteral("got %1, expected %2")
                                                 .arg(QString::fromLatin1(got.toHex(' ')),
                                                      QString::fromLatin1(expected.toHex(' ')))));
    }
};

QTEST_MAIN(TestTerminalKeys)
#include "tst_terminalkeys.moc"
