// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace aisb {

// A desktop launcher per project: $XDG_DATA_HOME/applications/ai-sandbox-<slug>.desktop, a
// Desktop Entry (spec 1.5) that runs `ai-sandbox-gui --project DIR --launch` with the app's
// icon and the project's name. It names its project in X-AiSandbox-Project, so the launchers
// of folders that are gone can be found (list()) and removed (removeFile()) by the cleanup.
namespace DesktopLauncher {

struct Entry
{
    QString path;       // the .desktop file
    QString projectDir; // from X-AiSandbox-Project ("" when the file does not say)
    QString name;       // Name=
    bool stale = false; // the project folder is gone
};

QString applicationsDir();                  // $XDG_DATA_HOME/applications
QString pathFor(const QString &projectDir); // applicationsDir()/ai-sandbox-<slug>.desktop
bool exists(const QString &projectDir);

// The program a launcher runs: this ai-sandbox-gui (absolute) when the running program is it,
// else "ai-sandbox-gui" (found on PATH).
QString defaultProgram();

// One argument of an Exec line, per the Desktop Entry spec: quoted when it holds a reserved
// character ("`$\ inside the quotes backslash-escaped), % doubled, and then escaped as a string
// value (each backslash doubled). Empty for an argument no Exec line can carry (control characters).
QString execArgument(const QString &arg);
// The Exec line's words back (the spec's rules in reverse; for tests and list()).
QStringList parseExec(const QString &value);
// A string value as the spec escapes it (\\, \n, \t, \r, \s for a leading space).
QString escapeValue(const QString &value);
QString unescapeValue(const QString &value);

// The file's text for a project.
QString content(const QString &projectDir, const QString &program = defaultProgram());

// Writes the launcher (atomically; 0644); returns an error sentence or empty.
QString create(const QString &projectDir, const QString &program = defaultProgram());
// Removes the launcher of this project (nothing there is no error); returns an error sentence or empty.
QString remove(const QString &projectDir);

// Every ai-sandbox-*.desktop in applicationsDir() that ai-sandbox wrote, with whether its
// project folder is gone.
QList<Entry> list();
QList<Entry> stale();
// Removes one launcher listed by list(); refuses any other path. Error sentence or empty.
QString removeFile(const QString &path);

} // namespace DesktopLauncher
} // namespace aisb
