// SPDX-License-Identifier: GPL-3.0-or-later
// TerminalScreen fed with escape sequences: cells, colours, attributes, cursor, title, scrollback,
// alternate screen, resize, modes and replies.
#include "terminal/terminalscreen.h"

#include <QSignalSpy>
#include <QTest>

using aisb::TerminalCell;
using aisb::TerminalScreen;

class TestTerminalScreen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plainTextAndCursor()
    {
        TerminalScreen s(24, 80);
        QSignalSpy changed(&s, &TerminalScreen::changed);
        s.feed("hello\r\nworld");
        QCOMPARE(changed.count(), 1); // one feed, one notification
        QCOMPARE(s.lineText(0), QStringLiteral("hello"));
        QCOMPARE(s.lineText(1), QStringLiteral("world"));
        QCOMPARE(s.cursorPosition(), QPoint(5, 1));
        QVERIFY(s.cell(0, 0).ch == U'h');
        s.feed("\x1b[5;10H*");
        QCOMPARE(s.cell(4, 9).ch, char32_t(U'*'));
        QCOMPARE(s.cursorPosition(), QPoint(10, 4));
        s.feed("\x1b[2J\x1b[H");
        QCOMPARE(s.lineText(0), QString());
        QCOMPARE(s.cursorPosition(), QPoint(0, 0));
    }

    void damageIsCollected()
    {
        TerminalScreen s(24, 80);
        s.takeDamage();
        s.feed("\x1b[3;5Hab");
        const QRect damage = s.takeDamage();
        QVERIFY(damage.contains(QPoint(4, 2)));
        QVERIFY(damage.contains(QPoint(5, 2)));
        QVERIFY(!damage.contains(QPoint(4, 20)));
        QVERIFY(s.takeDamage().isNull());
    }

    void colors()
    {
        TerminalScreen s(24, 80);
        s.feed(
            "\x1b[31mR\x1b[38;5;196mX\x1b[38;2;1;2;3mT\x1b[48;5;21mB\x1b[0mN\x1b[48;2;250;128;7mb\x1b[94mL");
        QCOMPARE(s.cell(0, 0).fg, TerminalCell::indexed(1));
        QCOMPARE(s.cell(0, 1).fg, TerminalCell::indexed(196));
        QCOMPARE(s.cell(0, 2).fg, TerminalCell::rgb(1, 2, 3));
        QCOMPARE(s.cell(0, 3).bg, TerminalCell::indexed(21));
        QCOMPARE(s.cell(0, 4).fg, TerminalCell::DefaultColor);
        QCOMPARE(s.cell(0, 4).bg, TerminalCell::DefaultColor);
        QCOMPARE(s.cell(0, 5).bg, TerminalCell::rgb(250, 128, 7));
        QCOMPARE(s.cell(0, 6).fg, TerminalCell::indexed(12));
        QCOMPARE(s.cell(0, 7).fg, TerminalCell::DefaultColor); // never written
        // xterm's cube and grey ramp for 16-255, the scheme's palette for 0-15.
        QCOMPARE(s.rgb(TerminalCell::indexed(196)), qRgb(0xff, 0, 0));
        QCOMPARE(s.rgb(TerminalCell::indexed(21)), qRgb(0, 0, 0xff));
        QCOMPARE(s.rgb(TerminalCell::indexed(232)), qRgb(8, 8, 8));
        QCOMPARE(s.rgb(TerminalCell::indexed(255)), qRgb(238, 238, 238));
        QCOMPARE(s.rgb(TerminalCell::indexed(67)), qRgb(0x5f, 0x87, 0xaf));
        QCOMPARE(s.rgb(TerminalCell::rgb(1, 2, 3)), qRgb(1, 2, 3));
        std::array<QColor, 16> palette;
        for (int i = 0; i < 16; ++i)
            palette[i] = QColor(i, 2 * i, 3 * i);
        s.setPalette(palette);
        QCOMPARE(s.rgb(TerminalCell::indexed(1)), qRgb(1, 2, 3));
        QCOMPARE(s.rgb(TerminalCell::indexed(15)), qRgb(15, 30, 45));
        QCOMPARE(s.rgb(TerminalCell::indexed(196)), qRgb(0xff, 0, 0));
    }

    void attributes()
    {
        TerminalScreen s(24, 80);
        s.feed("\x1b[1mB\x1b[0;3mI\x1b[0;4mU\x1b[0;7mR\x1b[0;9mS\x1b[0;21mD\x1b[0;1;3;4mX\x1b[0mN");
        QCOMPARE(s.cell(0, 0).attrs, quint16(TerminalCell::Bold));
        QCOMPARE(s.cell(0, 1).attrs, quint16(TerminalCell::Italic));
        QCOMPARE(s.cell(0, 2).attrs, quint16(TerminalCell::Underline));
        QCOMPARE(s.cell(0, 3).attrs, quint16(TerminalCell::Reverse));
        QCOMPARE(s.cell(0, 4).attrs, quint16(TerminalCell::Strike));
        QCOMPARE(s.cell(0, 5).attrs, quint16(TerminalCell::DoubleUnderline));
        QCOMPARE(s.cell(0, 6).attrs,
                 quint16(TerminalCell::Bold | TerminalCell::Italic | TerminalCell::Underline));
        QCOMPARE(s.cell(0, 7).attrs, quint16(0));
    }

    void wideAndCombining()
    {
        TerminalScreen s(24, 80);
        s.feed("\xe4\xb8\xad"
               "a"
               "e\xcc\x81"
               "x");
        const TerminalCell wide = s.cell(0, 0);
        QCOMPARE(wide.ch, char32_t(0x4e2d));
        QCOMPARE(wide.width, quint8(2));
        QCOMPARE(s.cell(0, 1).width, quint8(0));
        QCOMPARE(s.cell(0, 2).ch, char32_t(U'a'));
        const aisb::TerminalLine line = s.screenLine(0);
        QCOMPARE(line.cellText(3), QStringLiteral("e\u0301"));
        QCOMPARE(s.cell(0, 4).ch, char32_t(U'x'));
        QCOMPARE(s.lineText(0), QStringLiteral("\u4e2d"
                                               "ae\u0301x"));
        QCOMPARE(s.cursorPosition(), QPoint(5, 0));
    }

    void splitInput()
    {
        // Output arrives in arbitrary chunks: UTF-8 and escape sequences split across feeds.
        TerminalScreen s(24, 80);
        s.feed("\xe4\xb8");
        s.feed("\xad\x1b[3");
        s.feed("1mr\x1b");
        s.feed("[0mn");
        QCOMPARE(s.cell(0, 0).ch, char32_t(0x4e2d));
        QCOMPARE(s.cell(0, 2).ch, char32_t(U'r'));
        QCOMPARE(s.cell(0, 2).fg, TerminalCell::indexed(1));
        QCOMPARE(s.cell(0, 3).fg, TerminalCell::DefaultColor);
    }

    void title_data()
    {
        QTest::addColumn<QByteArrayList>("chunks");
        QTest::addColumn<QString>("title");
        QTest::newRow("osc0-bel") << QByteArrayList{"\x1b]0;hello title\x07"}
                                  << QStringLiteral("hello title");
        QTest::newRow("osc2-st") << QByteArrayList{"\x1b]2;second\x1b\\"} << QStringLiteral("second");
        QTest::newRow("split") << QByteArrayList{"\x1b]2;spl", "it \xc3\xa4", "nd\x07"}
                               << QStringLiteral("split \u00e4nd");
        QTest::newRow("split-st") << QByteArrayList{"ab\x1b]0;x", "y\x1b", "\\cd"} << QStringLiteral("xy");
        QTest::newRow("split-esc") << QByteArrayList{"ab\x1b", "]0;z\x07"} << QStringLiteral("z");
    }

    void title()
    {
        QFETCH(QByteArrayList, chunks);
        QFETCH(QString, title);
        TerminalScreen s(24, 80);
        QSignalSpy spy(&s, &TerminalScreen::titleChanged);
        for (const QByteArray &chunk : chunks)
            s.feed(chunk);
        QCOMPARE(s.title(), title);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), title);
    }

    void scrollbackAfterOverflow()
    {
        TerminalScreen s(24, 80);
        QVERIFY(s.scrollbackLimit() >= 10000);
        QByteArray out;
        for (int i = 0; i < 100; ++i)
            out += "line " + QByteArray::number(i) + "\r\n";
        s.feed(out);
        // 100 lines and the cursor on an empty 24th row: 77 lines went into the scrollback.
        QCOMPARE(s.scrollbackSize(), 77);
        QCOMPARE(s.scrollbackLine(0).text(), QStringLiteral("line 0"));
        QCOMPARE(s.scrollbackLine(76).text(), QStringLiteral("line 76"));
        QCOMPARE(s.lineText(0), QStringLiteral("line 77"));
        QCOMPARE(s.historyLine(76).text(), QStringLiteral("line 76"));
        QCOMPARE(s.historyLine(77).text(), QStringLiteral("line 77"));
        QCOMPARE(s.droppedLines(), quint64(0));
        int pushed = 0;
        s.takeDamage(&pushed);
        QCOMPARE(pushed, 77);
    }

    void scrollbackRingDropsOldest()
    {
        TerminalScreen s(24, 80);
        s.setScrollbackLimit(10000);
        QByteArray out;
        for (int i = 0; i < 10100; ++i)
            out += "line " + QByteArray::number(i) + "\r\n";
        s.feed(out);
        QCOMPARE(s.scrollbackSize(), 10000);
        QCOMPARE(s.droppedLines(), quint64(77));
        QCOMPARE(s.scrollbackLine(0).text(), QStringLiteral("line 77"));
        QCOMPARE(s.scrollbackLine(9999).text(), QStringLiteral("line 10076"));
        // A smaller limit keeps the newest lines; growing the screen takes the newest back out of the ring.
        s.setScrollbackLimit(100);
        QCOMPARE(s.scrollbackSize(), 100);
        QCOMPARE(s.scrollbackLine(0).text(), QStringLiteral("line 9977"));
        QCOMPARE(s.droppedLines(), quint64(77 + 9900));
        s.resize(34, 80);
        QCOMPARE(s.scrollbackSize(), 90);
        QCOMPARE(s.lineText(0), QStringLiteral("line 10067"));
        QCOMPARE(s.scrollbackLine(89).text(), QStringLiteral("line 10066"));
        s.feed("\r\nmore 1\r\nmore 2");
        QCOMPARE(s.scrollbackSize(), 92); // the cursor was on the last row: each newline pushes one line
        QCOMPARE(s.scrollbackLine(90).text(), QStringLiteral("line 10067"));
        QCOMPARE(s.scrollbackLine(91).text(), QStringLiteral("line 10068"));
        s.clearScrollback();
        QCOMPARE(s.scrollbackSize(), 0);
    }

    void scrollbackKeepsColours()
    {
        TerminalScreen s(3, 20);
        s.feed("\x1b[31;1mred\x1b[0m\r\nb\r\nc\r\nd");
        QCOMPARE(s.scrollbackSize(), 1);
        const aisb::TerminalLine line = s.scrollbackLine(0);
        QCOMPARE(line.cells.size(), 3); // trailing blanks are not stored
        QVERIFY(line.cells.at(0).attrs & TerminalCell::Bold);
        QVERIFY(TerminalCell::isIndexed(line.cells.at(0).fg));
        // Growing the screen brings the line back from the scrollback with its look.
        s.resize(4, 20);
        QCOMPARE(s.scrollbackSize(), 0);
        QCOMPARE(s.lineText(0), QStringLiteral("red"));
        QVERIFY(s.cell(0, 0).attrs & TerminalCell::Bold);
        QCOMPARE(s.cell(0, 0).fg, line.cells.at(0).fg);
    }

    void altScreenSwitchAndBack()
    {
        TerminalScreen s(24, 80);
        QSignalSpy modes(&s, &TerminalScreen::modesChanged);
        s.feed("main text\r\nsecond");
        s.feed("\x1b[?1049h");
        QVERIFY(s.altScreen());
        QVERIFY(modes.count() >= 1);
        QCOMPARE(s.lineText(0), QString());
        s.feed("\x1b[Halt content");
        QCOMPARE(s.lineText(0), QStringLiteral("alt content"));
        for (int i = 0; i < 50; ++i)
            s.feed("x\r\n");
        QCOMPARE(s.scrollbackSize(), 0); // the alternate screen never fills the scrollback
        s.feed("\x1b[?1049l");
        QVERIFY(!s.altScreen());
        QCOMPARE(s.lineText(0), QStringLiteral("main text"));
        QCOMPARE(s.lineText(1), QStringLiteral("second"));
        QCOMPARE(s.cursorPosition(), QPoint(6, 1));
    }

    void resizeKeepsContent()
    {
        TerminalScreen s(24, 80);
        s.feed("abc\r\ndef");
        s.resize(30, 100);
        QCOMPARE(s.rows(), 30);
        QCOMPARE(s.cols(), 100);
        QCOMPARE(s.lineText(0), QStringLiteral("abc"));
        QCOMPARE(s.lineText(1), QStringLiteral("def"));
        s.resize(10, 40);
        QCOMPARE(s.lineText(0), QStringLiteral("abc"));
        QCOMPARE(s.lineText(1), QStringLiteral("def"));
        QCOMPARE(s.cursorPosition(), QPoint(3, 1));
        s.feed("\x1b[10;40HZ");
        QCOMPARE(s.cell(9, 39).ch, char32_t(U'Z'));
    }

    void shrinkPushesLinesAndGrowBringsThemBack()
    {
        TerminalScreen s(24, 80);
        QByteArray out;
        for (int i = 0; i < 20; ++i)
            out += (i ? "\r\nl" : "l") + QByteArray::number(i);
        s.feed(out);
        QCOMPARE(s.cursorPosition().y(), 19);
        s.resize(10, 80);
        // The cursor line stays visible; lines above it move into the scrollback.
        QCOMPARE(s.lineText(s.cursorPosition().y()), QStringLiteral("l19"));
        QCOMPARE(s.scrollbackSize() + s.rows() - 1 - s.cursorPosition().y(), 10);
        QCOMPARE(s.historyLine(0).text(), QStringLiteral("l0"));
        s.resize(24, 80);
        QCOMPARE(s.scrollbackSize(), 0);
        QCOMPARE(s.lineText(0), QStringLiteral("l0"));
        QCOMPARE(s.lineText(19), QStringLiteral("l19"));
    }

    void cursorModes()
    {
        TerminalScreen s(24, 80);
        QVERIFY(s.cursorVisible());
        QVERIFY(s.cursorShape() == TerminalScreen::CursorShape::Block);
        s.feed("\x1b[?25l");
        QVERIFY(!s.cursorVisible());
        s.feed("\x1b[?25h\x1b[4 q");
        QVERIFY(s.cursorVisible());
        QVERIFY(s.cursorShape() == TerminalScreen::CursorShape::Underline);
        QVERIFY(!s.cursorBlinking());
        s.feed("\x1b[5 q");
        QVERIFY(s.cursorShape() == TerminalScreen::CursorShape::Bar);
        QVERIFY(s.cursorBlinking());
        s.feed("\x1b[2 q");
        QVERIFY(s.cursorShape() == TerminalScreen::CursorShape::Block);
        QVERIFY(!s.cursorBlinking());
        s.feed("\x1b[?5h");
        QVERIFY(s.reverseVideo());
        s.feed("\x1b[?5l");
        QVERIFY(!s.reverseVideo());
    }

    void mouseReporting()
    {
        TerminalScreen s(24, 80);
        QVERIFY(s.mouseMode() == TerminalScreen::MouseMode::None);
        QCOMPARE(s.mouseButton(1, true, Qt::NoModifier), QByteArray()); // not asked for: nothing
        s.feed("\x1b[?1000h");
        QVERIFY(s.mouseMode() == TerminalScreen::MouseMode::Click);
        s.feed("\x1b[?1002h");
        QVERIFY(s.mouseMode() == TerminalScreen::MouseMode::Drag);
        s.feed("\x1b[?1003h\x1b[?1006h");
        QVERIFY(s.mouseMode() == TerminalScreen::MouseMode::Move);
        QByteArray bytes = s.mouseMove(4, 9, Qt::NoModifier);
        bytes += s.mouseButton(1, true, Qt::NoModifier);
        QVERIFY2(bytes.endsWith("\x1b[<0;10;5M"), bytes.toHex(' ').constData());
        QCOMPARE(s.mouseButton(1, false, Qt::NoModifier), QByteArray("\x1b[<0;10;5m"));
        QCOMPARE(s.mouseButton(4, true, Qt::NoModifier), QByteArray("\x1b[<64;10;5M"));
        s.feed("\x1b[?1003l\x1b[?1002l\x1b[?1000l");
        QVERIFY(s.mouseMode() == TerminalScreen::MouseMode::None);
    }

    void bracketedPaste()
    {
        TerminalScreen s(24, 80);
        QVERIFY(!s.bracketedPaste());
        QCOMPARE(s.pasteBytes(QStringLiteral("a\nb\r\nc")), QByteArray("a\rb\rc"));
        s.feed("\x1b[?2004h");
        QVERIFY(s.bracketedPaste());
        QCOMPARE(s.pasteBytes(QStringLiteral("a\nb")), QByteArray("\x1b[200~a\rb\x1b[201~"));
        // A paste cannot end the bracket early and type a command.
        QCOMPARE(s.pasteBytes(QStringLiteral("x\x1b[201~rm")), QByteArray("\x1b[200~xrm\x1b[201~"));
        s.feed("\x1b[?2004l");
        QVERIFY(!s.bracketedPaste());
    }

    void applicationCursorKeys()
    {
        TerminalScreen s(24, 80);
        QSignalSpy output(&s, &TerminalScreen::output);
        QVERIFY(!s.applicationCursorKeys());
        s.feed("\x1b[?1h");
        QVERIFY(s.applicationCursorKeys());
        s.feed("\x1b[?1l");
        QVERIFY(!s.applicationCursorKeys());
        QCOMPARE(output.count(), 0); // probing sends nothing to the program
    }

    void repliesGoToOutput()
    {
        TerminalScreen s(24, 80);
        QSignalSpy output(&s, &TerminalScreen::output);
        s.feed("\x1b[3;7H\x1b[6n");
        QCOMPARE(output.count(), 1);
        QCOMPARE(output.at(0).at(0).toByteArray(), QByteArray("\x1b[3;7R"));
    }

    void bell()
    {
        TerminalScreen s(24, 80);
        QSignalSpy bell(&s, &TerminalScreen::bell);
        s.feed("a\ab");
        QCOMPARE(bell.count(), 1);
        QCOMPARE(s.lineText(0), QStringLiteral("ab"));
    }
};

QTEST_MAIN(TestTerminalScreen)
#include "tst_terminalscreen.moc"
