// SPDX-License-Identifier: GPL-3.0-or-later
// Render: the sandbox's seccomp profile, podman's default with set-uid/set-gid mode bits refused.
#include "render/render.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace aisb::Render {

namespace {

constexpr qint64 kSetIdBits = 06000;       // S_ISUID | S_ISGID
constexpr qint64 kSetUid = 04000;          // S_ISUID
constexpr qint64 kSetGid = 02000;          // S_ISGID
constexpr qint64 kOCreat = 0100;           // O_CREAT (x86, arm, s390, ...: the generic value)
constexpr qint64 kOTmpfileBit = 020000000; // __O_TMPFILE (O_TMPFILE = this | O_DIRECTORY)
constexpr int kEperm = 1;
constexpr int kEnosys = 38;

// A syscall whose mode argument may carry S_ISUID/S_ISGID: where the mode is, and where the
// open flags are that make the mode count (-1: the mode always counts).
struct ModeCall
{
    const char *name;
    int modeIndex;
    int flagsIndex;
};
constexpr ModeCall kModeCalls[] = {
    {"chmod", 1, -1},   {"fchmod", 1, -1}, {"fchmodat", 2, -1}, {"fchmodat2", 2, -1},
    {"creat", 1, -1},   {"open", 2, 1},    {"openat", 3, 2},    {"mkdir", 1, -1},
    {"mkdirat", 2, -1}, {"mknod", 1, -1},  {"mknodat", 2, -1},
};
// Syscalls that could set the bits where no argument can be checked: openat2 takes its mode in a
// struct (ENOSYS, so libc falls back to openat), io_uring opens files itself.
constexpr const char *kRefused[] = {"openat2", "io_uring_setup", "io_uring_enter", "io_uring_register"};

QJsonObject maskedEq(int index, qint64 mask, qint64 value)
{
    return {{QStringLiteral("index"), index},
            {QStringLiteral("value"), mask},
            {QStringLiteral("valueTwo"), value},
            {QStringLiteral("op"), QStringLiteral("SCMP_CMP_MASKED_EQ")}};
}

QJsonObject rule(const QString &name, const QJsonArray &args, const QString &comment, int errnoRet = 0)
{
    QJsonObject r{{QStringLiteral("names"), QJsonArray{name}},
                  {QStringLiteral("action"),
                   errnoRet ? QStringLiteral("SCMP_ACT_ERRNO") : QStringLiteral("SCMP_ACT_ALLOW")},
                  {QStringLiteral("args"), args},
                  {QStringLiteral("comment"), comment}};
    if (errnoRet)
        r.insert(QStringLiteral("errnoRet"), errnoRet);
    return r;
}

} // namespace

QString podmanSeccompProfilePath()
{
    // podman's own order: the administrator's override, then containers-common's file.
    for (const char *path : {"/etc/containers/seccomp.json", "/usr/share/containers/seccomp.json"})
        if (QFile::exists(QLatin1String(path)))
            return QLatin1String(path);
    return {};
}

QByteArray sandboxSeccompProfile(const QByteArray &podmanDefault, QString *error)
{
    QJsonParseError parseError{};
    QJsonObject profile = QJsonDocument::fromJson(podmanDefault, &parseError).object();
    if (parseError.error != QJsonParseError::NoError ||
        !profile.value(QStringLiteral("syscalls")).isArray() ||
        !profile.value(QStringLiteral("defaultAction")).isString()) {
        if (error)
            *error = QCoreApplication::translate("aisb::Render",
                                                 "podman's default seccomp profile is not a profile (%1)")
                         .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                           : QStringLiteral("no syscalls"));
        return {};
    }
    QStringList ours;
    for (const ModeCall &c : kModeCalls)
        ours << QLatin1String(c.name);
    for (const char *name : kRefused)
        ours << QLatin1String(name);

    // Every rule of podman's that names one of ours loses that name (whatever its conditions):
    // from here on only the rules below decide about them.
    QJsonArray syscalls;
    for (const QJsonValue &v : profile.value(QStringLiteral("syscalls")).toArray()) {
        QJsonObject r = v.toObject();
        QJsonArray names;
        for (const QJsonValue &n : r.value(QStringLiteral("names")).toArray())
            if (!ours.contains(n.toString()))
                names.append(n);
        if (names.isEmpty())
            continue;
        r.insert(QStringLiteral("names"), names);
        syscalls.append(r);
    }
    const QString why = QStringLiteral("ai-sandbox: no set-uid/set-gid mode bits (issue 10)");
    for (const ModeCall &c : kModeCalls) {
        const QString name = QLatin1String(c.name);
        // Allowed: a mode without the bits; an open that creates nothing (its mode is unused).
        syscalls.append(rule(name, {maskedEq(c.modeIndex, kSetIdBits, 0)}, why));
        if (c.flagsIndex >= 0)
            syscalls.append(rule(name, {maskedEq(c.flagsIndex, kOCreat | kOTmpfileBit, 0)}, why));
        // Refused with EPERM (what chmod of a file one does not own says) rather than the
        // profile's default: a tool then reports "Operation not permitted".
        for (const qint64 bit : {kSetUid, kSetGid}) {
            if (c.flagsIndex < 0) {
                syscalls.append(rule(name, {maskedEq(c.modeIndex, bit, bit)}, why, kEperm));
                continue;
            }
            for (const qint64 create : {kOCreat, kOTmpfileBit})
                syscalls.append(
                    rule(name, {maskedEq(c.flagsIndex, create, create), maskedEq(c.modeIndex, bit, bit)}, why,
                         kEperm));
        }
    }
    for (const char *name : kRefused)
        syscalls.append(rule(QLatin1String(name), {}, why, kEnosys));
    profile.insert(QStringLiteral("syscalls"), syscalls);
    return QJsonDocument(profile).toJson(QJsonDocument::Indented);
}

QByteArray sandboxSeccompProfile(QString *error)
{
    const QString path = podmanSeccompProfilePath();
    QFile f(path);
    if (path.isEmpty() || !f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate(
                         "aisb::Render",
                         "podman's default seccomp profile (/usr/share/containers/seccomp.json) cannot be "
                         "read%1; the sandbox's profile is built from it. Install containers-common "
                         "(Debian: golang-github-containers-common).")
                         .arg(path.isEmpty() ? QString() : QStringLiteral(": ") + f.errorString());
        return {};
    }
    QString why;
    const QByteArray out = sandboxSeccompProfile(f.readAll(), &why);
    if (out.isEmpty() && error)
        *error = QStringLiteral("%1: %2").arg(path, why);
    return out;
}

} // namespace aisb::Render
