// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace aisb::test {

// A throw-away user for a test: state (trust store, sessions), config and QSettings all live under
// `root`, so a test never reads or writes the real user's.
inline void useThrowAwayUserDirs(const QTemporaryDir &root)
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("XDG_STATE_HOME", root.filePath(QStringLiteral("state")).toUtf8());
    qputenv("XDG_CONFIG_HOME", root.filePath(QStringLiteral("config")).toUtf8());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                       root.filePath(QStringLiteral("settings")));
}

// A project folder root/projects/<name> whose .ai-sandbox.toml holds `policy`; "" when it could not
// be written.
inline QString makeProject(const QTemporaryDir &root, const QString &name, const QByteArray &policy)
{
    const QString dir = root.filePath(QStringLiteral("projects/") + name);
    QDir().mkpath(dir);
    QFile f(dir + QStringLiteral("/.ai-sandbox.toml"));
    if (!f.open(QIODevice::WriteOnly) || f.write(policy) != policy.size())
        return {};
    return dir;
}

} // namespace aisb::test
