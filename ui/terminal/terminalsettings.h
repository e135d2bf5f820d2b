// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terminal/terminalcolorscheme.h"

#include <QSettings>
#include <QString>

namespace aisb {
// What the user can configure about a terminal: font, colours, scrollback length, bell.
struct TerminalSettings
{
    QString fontFamily = QStringLiteral("monospace");
    qreal fontSize = 11;
    TerminalColorScheme scheme = TerminalColorScheme::dark();
    int scrollbackLines = 10000;
    bool visualBell = true;

    // Reads the keys terminal/fontFamily, terminal/fontSize, terminal/scheme, terminal/scrollbackLines,
    // terminal/visualBell; missing keys keep their defaults.
    static TerminalSettings load(const QSettings &settings)
    {
        TerminalSettings s;
        s.fontFamily = settings.value(QStringLiteral("terminal/fontFamily"), s.fontFamily).toString();
        s.fontSize =
            qBound(4.0, settings.value(QStringLiteral("terminal/fontSize"), s.fontSize).toReal(), 72.0);
        s.scheme = TerminalColorScheme::byName(
            settings.value(QStringLiteral("terminal/scheme"), s.scheme.name).toString());
        s.scrollbackLines =
            qBound(0, settings.value(QStringLiteral("terminal/scrollbackLines"), s.scrollbackLines).toInt(),
                   1000000);
        s.visualBell = settings.value(QStringLiteral("terminal/visualBell"), s.visualBell).toBool();
        return s;
    }

    void save(QSettings &settings) const
    {
        settings.setValue(QStringLiteral("terminal/fontFamily"), fontFamily);
        settings.setValue(QStringLiteral("terminal/fontSize"), fontSize);
        settings.setValue(QStringLiteral("terminal/scheme"), scheme.name);
        settings.setValue(QStringLiteral("terminal/scrollbackLines"), scrollbackLines);
        settings.setValue(QStringLiteral("terminal/visualBell"), visualBell);
    }
};
} // namespace aisb
