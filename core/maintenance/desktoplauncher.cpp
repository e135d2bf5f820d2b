// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/desktoplauncher.h"

#include "engine/resourcenames.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace aisb::DesktopLauncher {
namespace {

const QString kPrefix = QStringLiteral("ai-sandbox-");
const QString kSuffix = QStringLiteral(".desktop");
const QString kProjectKey = QStringLiteral("X-AiSandbox-Project");

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::DesktopLauncher", text);
}

bool hasControl(const QString &s)
{
    for (const QChar c : s)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return true;
    return false;
}

QString projectName(const QString &projectDir)
{
    const QString name = QFileInfo(QDir::cleanPath(projectDir)).fileName();
    return name.isEmpty() ? QDir::cleanPath(projectDir) : name;
}

// The keys of the [Desktop Entry] group (values still escaped).
QMap<QString, QString> readEntry(const QString &path)
{
    QMap<QString, QString> keys;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return keys;
    bool inEntry = false;
    for (const QByteArray &raw : f.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(QLatin1Char('[')))
            inEntry = line == QLatin1String("[Desktop Entry]");
        else if (inEntry && line.contains(QLatin1Char('=')) && !line.startsWith(QLatin1Char('#')))
            keys.insert(line.section(QLatin1Char('='), 0, 0).trimmed(),
                        line.section(QLatin1Char('='), 1).trimmed());
    }
    return keys;
}

} // namespace

QString applicationsDir()
{
    return Paths::dataHome() + QStringLiteral("/applications");
}

QString pathFor(const QString &projectDir)
{
    return applicationsDir() + QLatin1Char('/') + kPrefix + projectSlug(projectDir) + kSuffix;
}

bool exists(const QString &projectDir)
{
    return QFileInfo::exists(pathFor(projectDir));
}

QString defaultProgram()
{
    const QString self = QCoreApplication::applicationFilePath();
    if (QFileInfo(self).fileName() == QLatin1String("ai-sandbox-gui"))
        return self;
    return QStringLiteral("ai-sandbox-gui");
}

QString escapeValue(const QString &value)
{
    QString out;
    for (int i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\\\");
        else if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else if (c == QLatin1Char('\r'))
            out += QStringLiteral("\\r");
        else if (c == QLatin1Char(' ') && i == 0)
            out += QStringLiteral("\\s");
        else
            out += c;
    }
    return out;
}

QString unescapeValue(const QString &value)
{
    QString out;
    for (int i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        if (c != QLatin1Char('\\') || i + 1 == value.size()) {
            out += c;
            continue;
        }
        const QChar n = value.at(++i);
        if (n == QLatin1Char('s'))
            out += QLatin1Char(' ');
        else if (n == QLatin1Char('n'))
            out += QLatin1Char('\n');
        else if (n == QLatin1Char('t'))
            out += QLatin1Char('\t');
        else if (n == QLatin1Char('r'))
            out += QLatin1Char('\r');
        else if (n == QLatin1Char('\\'))
            out += QLatin1Char('\\');
        else
            out += QLatin1Char('\\') + n; // not a string escape: the quoting rules see it
    }
    return out;
}

QString execArgument(const QString &arg)
{
    if (hasControl(arg))
        return {};
    static const QString reserved = QStringLiteral(" \t\n\"'\\><~|&;$*?#()`");
    QString s = arg;
    s.replace(QLatin1Char('%'), QStringLiteral("%%"));
    bool quote = s.isEmpty();
    for (const QChar c : s)
        quote = quote || reserved.contains(c);
    if (quote) {
        QString q;
        for (const QChar c : s) {
            if (c == QLatin1Char('"') || c == QLatin1Char('`') || c == QLatin1Char('$') ||
                c == QLatin1Char('\\'))
                q += QLatin1Char('\\');
            q += c;
        }
        s = QLatin1Char('"') + q + QLatin1Char('"');
    }
    // The Exec key is a string value: its backslashes are escaped once more.
    return QString(s).replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
}

QStringList parseExec(const QString &value)
{
    const QString line = unescapeValue(value);
    QStringList words;
    QString word;
    bool inWord = false;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('\\') && i + 1 < line.size()) {
                word += line.at(++i);
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                word += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = inWord = true;
        } else if (c == QLatin1Char(' ')) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    for (QString &w : words)
        w.replace(QStringLiteral("%%"), QStringLiteral("%"));
    return words;
}

QString content(const QString &projectDir, const QString &program)
{
    const QString dir = QDir::cleanPath(projectDir);
    const QString name = projectName(dir);
    return QStringLiteral("[Desktop Entry]\n"
                          "Type=Application\n"
                          "Version=1.4\n"
                          "Name=%1 (AI Sandbox)\n"
                          "Comment=%2\n"
                          "Exec=%3 --project %4 --launch\n"
                          "Icon=%7\n"
                          "Terminal=false\n"
                          "Categories=Development;\n"
                          "StartupWMClass=ai-sandbox-gui\n"
                          "%5=%6\n")
        .arg(escapeValue(name), escapeValue(tr("Launch a sandboxed session of %1").arg(dir)),
             execArgument(program), execArgument(dir), kProjectKey, escapeValue(dir), QLatin1String(AppId));
}

QString create(const QString &projectDir, const QString &program)
{
    const QString dir = QDir::cleanPath(projectDir);
    if (!QDir::isAbsolutePath(dir) || !QFileInfo(dir).isDir())
        return tr("%1 is not an existing folder: a launcher needs the project's absolute folder.")
            .arg(projectDir);
    if (hasControl(dir) || hasControl(program))
        return tr("%1 holds a control character (such as a newline), which a launcher's Exec line cannot "
                  "carry: "
                  "rename the folder.")
            .arg(dir.toHtmlEscaped());
    if (!QDir().mkpath(applicationsDir()))
        return tr("Cannot create %1.").arg(applicationsDir());
    QSaveFile f(pathFor(dir));
    if (!f.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(f.fileName(), f.errorString());
    f.write(content(dir, program).toUtf8());
    if (!f.commit())
        return tr("Cannot write %1: %2").arg(f.fileName(), f.errorString());
    QFile::setPermissions(f.fileName(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ReadGroup | QFileDevice::ReadOther);
    return {};
}

QString remove(const QString &projectDir)
{
    const QString path = pathFor(QDir::cleanPath(projectDir));
    if (!QFileInfo::exists(path))
        return {};
    return removeFile(path);
}

QList<Entry> list()
{
    QList<Entry> out;
    const QDir apps(applicationsDir());
    for (const QString &file :
         apps.entryList({kPrefix + QLatin1Char('*') + kSuffix}, QDir::Files, QDir::Name)) {
        const QString path = apps.filePath(file);
        const QMap<QString, QString> keys = readEntry(path);
        if (!keys.contains(kProjectKey))
            continue; // not one of ours
        Entry e;
        e.path = path;
        e.projectDir = unescapeValue(keys.value(kProjectKey));
        e.name = unescapeValue(keys.value(QStringLiteral("Name")));
        e.stale = e.projectDir.isEmpty() || !QFileInfo(e.projectDir).isDir();
        out.append(e);
    }
    return out;
}

QList<Entry> stale()
{
    QList<Entry> out;
    for (const Entry &e : list())
        if (e.stale)
            out.append(e);
    return out;
}

QString removeFile(const QString &path)
{
    const QFileInfo fi(path);
    const bool ours = fi.absolutePath() == QFileInfo(applicationsDir()).absoluteFilePath() &&
                      fi.fileName().startsWith(kPrefix) && fi.fileName().endsWith(kSuffix) &&
                      readEntry(path).contains(kProjectKey);
    if (!ours)
        return tr("%1 is not a launcher ai-sandbox created; it was left alone.").arg(path);
    if (!QFile::remove(path))
        return tr("Cannot remove %1.").arg(path);
    return {};
}

} // namespace aisb::DesktopLauncher
