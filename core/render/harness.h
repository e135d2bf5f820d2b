// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace aisb {

// A file of containers/ that a harness's image gets (a build context file "harness/<resource>").
struct HarnessFile
{
    QString resource; // the name in containers/ (compiled in, Render::containerResource)
    QString path;     // where it lands in the image
};

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
    // Copied into the image after `install` (so that a change to one of them leaves the install
    // layer cached), then `finish` runs (shell, root, build time).
    QList<HarnessFile> files;
    QStringList finish;
};

const QList<HarnessPreset> &harnessPresets();
// nullptr when there is no preset of that name.
const HarnessPreset *findHarness(const QString &name);

} // namespace aisb
