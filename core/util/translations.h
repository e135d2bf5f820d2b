// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QCoreApplication;

namespace aisb {

// Loads Qt's and ai-sandbox's translations (the .qm files are compiled into each program under
// :/i18n), as the desktop app and the command line both do: for the system locale, or for
// `language` when one is given (--lang de; de_DE works too), which then is also the default
// QLocale. Returns false when `language` names a language ai-sandbox has no translation for:
// the messages stay English (English itself, "en" or "C", is not a miss).
bool installTranslations(QCoreApplication &app, const QString &language = {});

// The value of a --lang LANG (or --lang=LANG) option among `argv` before a "--", for the programs
// that must load the translation before their command-line parser speaks.
QString languageOption(int argc, char **argv);

// Before the QCoreApplication: where the locale is C or POSIX (LANG unset, LC_ALL=C: scripts,
// minimal containers), its character set is ASCII and Qt 6.8 switches to C.UTF-8 itself but says
// so in four lines on stderr before any message of ours. This makes that switch first, quietly,
// through the environment Qt reads (LC_CTYPE, or LC_ALL when that is set), so the programs we
// start see it too. A real locale with another character set (de_DE.ISO-8859-1) is left alone:
// Qt's warning about it is worth reading.
void preferUtf8Locale();

} // namespace aisb
