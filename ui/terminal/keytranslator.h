// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

class QKeyEvent;

namespace aisb {
// Turns a key press into the bytes xterm would send for it (table-driven, no state of its own).
class KeyTranslator
{
public:
    struct Modes
    {
        bool applicationCursorKeys; // DECCKM: unmodified arrows/Home/End send SS3 instead of CSI
    };

    // Empty when the key produces nothing (a lone modifier, an unknown key).
    static QByteArray translate(const QKeyEvent &event, Modes modes = {});
    static QByteArray translate(int key, Qt::KeyboardModifiers modifiers, const QString &text,
                                Modes modes = {});
};
} // namespace aisb
