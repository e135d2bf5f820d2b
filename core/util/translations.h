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

} // namespace aisb
