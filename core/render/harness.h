// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace aisb {

// A harness preset as data: what the image needs to run it and how it is started.
struct HarnessPreset
{
    QString name;         // pi | claude | codex | shell | tools
    QString title;        // "pi coding agent" (untranslated source text: show it through
    QString description;  // QCoreApplication::translate("aisb::HarnessPreset", ...))
    QStringList packages; // Debian packages the harness needs
    QStringList install;  // Containerfile RUN command lines (shell, run at build time as root)
    QStringList command;  // default command
    QStringList hosts;    // hosts the harness needs to work (suggested, not added silently)
    QStringList envPass;  // env names the harness usually needs (suggested)
};

const QList<HarnessPreset> &harnessPresets();
// nullptr when there is no preset of that name.
const HarnessPreset *findHarness(const QString &name);

} // namespace aisb
