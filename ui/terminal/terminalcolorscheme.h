// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>
#include <array>

namespace aisb {
// The terminal's colours: default foreground/background, cursor, selection and the 16-colour palette.
struct TerminalColorScheme
{
    QString name;
    QColor foreground;
    QColor background;
    QColor cursor;
    QColor selection;
    std::array<QColor, 16> palette;

    static TerminalColorScheme dark()
    {
        TerminalColorScheme s;
        s.name = QStringLiteral("dark");
        s.foreground = QColor(0xd0, 0xd0, 0xd0);
        s.background = QColor(0x1e, 0x1e, 0x1e);
        s.cursor = QColor(0xe0, 0xe0, 0xe0);
        s.selection = QColor(0x26, 0x4f, 0x78);
        s.palette = {QColor(0x00, 0x00, 0x00), QColor(0xcd, 0x31, 0x31), QColor(0x0d, 0xbc, 0x79),
                     QColor(0xe5, 0xe5, 0x10), QColor(0x24, 0x72, 0xc8), QColor(0xbc, 0x3f, 0xbc),
                     QColor(0x11, 0xa8, 0xcd), QColor(0xe5, 0xe5, 0xe5), QColor(0x66, 0x66, 0x66),
                     QColor(0xf1, 0x4c, 0x4c), QColor(0x23, 0xd1, 0x8b), QColor(0xf5, 0xf5, 0x43),
                     QColor(0x3b, 0x8e, 0xea), QColor(0xd6, 0x70, 0xd6), QColor(0x29, 0xb8, 0xdb),
                     QColor(0xff, 0xff, 0xff)};
        return s;
    }

    static TerminalColorScheme light()
    {
        TerminalColorScheme s = dark();
        s.name = QStringLiteral("light");
        s.foreground = QColor(0x20, 0x20, 0x20);
        s.background = QColor(0xfd, 0xfd, 0xfd);
        s.cursor = QColor(0x20, 0x20, 0x20);
        s.selection = QColor(0xad, 0xd6, 0xff);
        s.palette[7] = QColor(0x55, 0x55, 0x55);
        s.palette[15] = QColor(0x11, 0x11, 0x11);
        s.palette[3] = QColor(0x94, 0x94, 0x00);
        s.palette[11] = QColor(0xb5, 0xb5, 0x00);
        return s;
    }

    // A scheme by name ("dark", "light"); unknown names give the dark one.
    static TerminalColorScheme byName(const QString &name)
    {
        return name == QLatin1String("light") ? light() : dark();
    }
};
} // namespace aisb
