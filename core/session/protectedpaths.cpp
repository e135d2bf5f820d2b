// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/protectedpaths.h"

#include "render/render.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

namespace aisb {

namespace {

bool lexists(const QString &path)
{
    struct stat st
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
}

} // namespace

ProtectedPathWatch ProtectedPathWatch::atLaunch(const QString &projectDir, const Policy &policy)
{
    ProtectedPathWatch w;
    w.m_root = QFileInfo(projectDir).canonicalFilePath();
    if (w.m_root.isEmpty())
        return w;
    for (const QString &entry : policy.mounts.readOnly + policy.mounts.masked) {
        const QString rel = Render::normalizeProjectPath(entry);
        if (rel.isEmpty())
            continue;
        // The first component that is missing: that is what the sandbox would create.
        const QStringList parts = rel.split(QLatin1Char('/'));
        QString prefix;
        for (const QString &part : parts) {
            const QString parentRel = prefix;
            prefix = prefix.isEmpty() ? part : prefix + QLatin1Char('/') + part;
            const QString full = w.m_root + QLatin1Char('/') + prefix;
            if (lexists(full)) {
                // A symlink on the way leads out of the project or elsewhere in it: not ours to
                // watch (the render refuses to bind through it too).
                if (QFileInfo(full).isSymLink())
                    break;
                continue;
            }
            const QString parent = parentRel.isEmpty() ? w.m_root : w.m_root + QLatin1Char('/') + parentRel;
            w.m_missing.insert(prefix, QFileInfo(parent).canonicalFilePath());
            break;
        }
    }
    return w;
}

QList<ProtectedPathWatch::Finding> ProtectedPathWatch::sweep(const QString &quarantineDir,
                                                             const QString &fallbackDir) const
{
    QList<Finding> out;
    for (auto it = m_missing.cbegin(); it != m_missing.cend(); ++it) {
        const QString rel = it.key();
        const QString full = m_root + QLatin1Char('/') + rel;
        if (!lexists(full))
            continue;
        Finding f;
        f.path = rel;
        const QString parent = QFileInfo(full).path();
        if (QFileInfo(parent).canonicalFilePath() != it.value()) {
            f.error = QCoreApplication::translate("aisb::ProtectedPathWatch",
                                                  "a folder above it is no longer the one it was at launch");
            out.append(f);
            continue;
        }
        // Flattened name: no `.git` or `.vscode` folder appears again inside the quarantine.
        QString name = rel;
        name.replace(QLatin1Char('/'), QStringLiteral("__"));
        int moved = -1;
        int err = 0;
        for (const QString &dir : {quarantineDir, fallbackDir}) {
            if (dir.isEmpty() || !QDir().mkpath(dir))
                continue;
            QString dest = dir + QLatin1Char('/') + name;
            for (int n = 2; lexists(dest); ++n)
                dest = dir + QLatin1Char('/') + name + QLatin1Char('.') + QString::number(n);
            moved = ::rename(QFile::encodeName(full).constData(), QFile::encodeName(dest).constData());
            err = errno;
            if (moved == 0) {
                f.movedTo = dest;
                break;
            }
            if (err != EXDEV)
                break;
        }
        if (moved != 0)
            f.error = err ? QString::fromLocal8Bit(std::strerror(err))
                          : QCoreApplication::translate("aisb::ProtectedPathWatch",
                                                        "no quarantine folder could be made");
        out.append(f);
    }
    return out;
}

} // namespace aisb
