// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/warmfast.h"

#include "policy/policyfile.h"
#include "policy/trust.h"
#include "util/paths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <algorithm>
#include <string>
#include <sys/stat.h>
#include <vector>

extern char **environ;

namespace aisb::WarmFast {

QByteArray fnv64Hex(const QByteArray &bytes)
{
    quint64 h = 14695981039346656037ull;
    for (const char c : bytes) {
        h ^= quint64(uchar(c));
        h *= 1099511628211ull;
    }
    return QByteArray::number(h, 16).rightJustified(16, '0');
}

namespace {

// Sorted "NAME=VALUE" of what the policy's resolution reads from the environment, NUL-joined.
QByteArray environmentDigest()
{
    std::vector<std::string> entries;
    for (char **e = environ; e && *e; ++e) {
        const std::string entry(*e);
        if (entry.rfind("AISB_", 0) == 0 || entry.rfind("HOME=", 0) == 0 ||
            entry.rfind("XDG_CONFIG_HOME=", 0) == 0 || entry.rfind("XDG_STATE_HOME=", 0) == 0)
            entries.push_back(entry);
    }
    std::sort(entries.begin(), entries.end());
    QByteArray joined;
    for (const std::string &entry : entries)
        joined += QByteArray::fromStdString(entry) + '\0';
    return fnv64Hex(joined);
}

QByteArray fileLine(const QString &path)
{
    const QByteArray p = QFile::encodeName(path);
    struct stat st = {};
    if (::stat(p.constData(), &st) != 0)
        return "file absent " + p + '\n';
    return "file " + QByteArray::number(quint64(st.st_dev)) + ' ' + QByteArray::number(quint64(st.st_ino)) +
           ' ' + QByteArray::number(qint64(st.st_size)) + ' ' +
           QByteArray::number(qint64(st.st_mtim.tv_sec)) + ' ' +
           QByteArray::number(qint64(st.st_mtim.tv_nsec)) + ' ' +
           QByteArray::number(qint64(st.st_ctim.tv_sec)) + ' ' +
           QByteArray::number(qint64(st.st_ctim.tv_nsec)) + ' ' + p + '\n';
}

} // namespace

QByteArray stamp(const QString &projectDir)
{
    const QString project = PolicyFile::projectConfigPath(projectDir);
    // The trust record of the project file (TrustStore: the SHA-256 of its clean absolute path),
    // and the trust folder itself (a record written or removed renames or unlinks in it).
    const QString record =
        TrustStore::defaultStateDir() + QLatin1Char('/') +
        QString::fromLatin1(
            QCryptographicHash::hash(QDir::cleanPath(project).toUtf8(), QCryptographicHash::Sha256).toHex());
    return "env " + environmentDigest() + '\n' + fileLine(PolicyFile::userConfigPath()) + fileLine(project) +
           fileLine(record) + fileLine(TrustStore::defaultStateDir());
}

QString path(const QString &projectDir)
{
    return Paths::stateDir() + QStringLiteral("/warm/") + QString::fromLatin1(fnv64Hex(projectDir.toUtf8())) +
           QStringLiteral(".fast");
}

void remember(const QString &projectDir, const QString &socket, qint64 policyTimeoutMs,
              const QByteArray &stamp, const QString &sweepSession)
{
    const QByteArray sweep = sweepSession.toUtf8();
    if (sweep.contains('\n') || sweep.contains(' '))
        return;
    const QByteArray project = projectDir.toUtf8();
    const QByteArray sock = QFile::encodeName(socket);
    if (project.contains('\n') || sock.contains('\n') || stamp.isEmpty() || policyTimeoutMs <= 0)
        return;
    if (!Paths::ensurePrivateDir(Paths::stateDir() + QStringLiteral("/warm")).isEmpty())
        return;
    QSaveFile f(path(projectDir));
    if (!f.open(QIODevice::WriteOnly))
        return;
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    f.write("aisb-warm-fast 2\nproject " + project + "\nsocket " + sock + "\ntimeout_ms " +
            QByteArray::number(policyTimeoutMs) + '\n' + stamp +
            (sweep.isEmpty() ? QByteArray() : "sweep " + sweep + '\n'));
    f.commit();
}

void forget(const QString &projectDir)
{
    QFile::remove(path(projectDir));
}

} // namespace aisb::WarmFast
