// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terminal/terminalcell.h"

#include <QList>
#include <QString>

namespace aisb {
// One line of terminal content (a screen row or a scrollback line). Trailing blank cells may be missing.
struct TerminalLine
{
    QList<TerminalCell> cells;
    QList<QString> marks; // combining characters of the cells whose TerminalCell::marks points here

    // The text of one cell (base character plus combining marks); empty for the right half of a wide one.
    QString cellText(int col) const
    {
        if (col < 0 || col >= cells.size())
            return QStringLiteral(" ");
        const TerminalCell &c = cells.at(col);
        if (c.width == 0)
            return {};
        QString s = c.ch ? QString::fromUcs4(&c.ch, 1) : QStringLiteral(" ");
        if (c.marks > 0 && c.marks <= marks.size())
            s += marks.at(c.marks - 1);
        return s;
    }

    // The line as text from column from to column to (exclusive; -1 = end), trailing blanks removed.
    QString text(int from = 0, int to = -1) const
    {
        QString s;
        const int end = to < 0 ? int(cells.size()) : qMin(to, int(cells.size()));
        for (int col = qMax(0, from); col < end; ++col) {
            if (cells.at(col).width != 0)
                s += cellText(col);
        }
        while (s.endsWith(QLatin1Char(' ')))
            s.chop(1);
        return s;
    }
};
} // namespace aisb
