// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCoreApplication;

namespace aisb {

// Loads Qt's and ai-sandbox's translations for the system locale (the .qm files are compiled
// into each program under :/i18n), as the desktop app and the command line both do.
void installTranslations(QCoreApplication &app);

} // namespace aisb
