// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCryptographicHash>
#include <QMap>
#include <QString>

namespace aisb {

// The labels ai-sandbox puts on what it creates and the names it gives its containers and
// volumes, defined once: the renderer, the session, `clean`, `sessions`, the doctor and the GUI
// make and find them through these. No other source file in core/, ui/ or app/ spells an
// io.aisb key or one of these names (scripts/check-names, run by the unit test unit_names).
namespace Label {
inline constexpr char Managed[] = "io.aisb.managed"; // "1" on everything of ours
inline constexpr char Project[] = "io.aisb.project"; // the project's slug
inline constexpr char Kind[] = "io.aisb.kind";       // one of Label::Kinds
inline constexpr char Session[] = "io.aisb.session"; // the session's id
inline constexpr char Warm[] = "io.aisb.warm";       // "1" on a warm sandbox
inline constexpr char Policy[] = "io.aisb.policy";   // a warm sandbox's policy fingerprint
inline constexpr char Role[] = "io.aisb.role";       // "gate" on the gate image
// The values of Label::Kind.
namespace Kinds {
inline constexpr char Sandbox[] = "sandbox";
inline constexpr char Gate[] = "gate";
inline constexpr char Home[] = "home";                    // a project's home volume
inline constexpr char RemoteProject[] = "remote-project"; // a remote session's project volume
inline constexpr char Image[] = "image";
inline constexpr char Doctor[] = "doctor"; // the doctor's probe containers
} // namespace Kinds

// "<key>=<value>", as `volume create --label` and the label filters of the listings take it.
inline QString pair(const char *key, const QString &value)
{
    return QLatin1String(key) + QLatin1Char('=') + value;
}
// "--label=<key>=<value>" for podman run/create.
inline QString option(const char *key, const QString &value)
{
    return QStringLiteral("--label=") + pair(key, value);
}
// "label=<key>=<value>" for --filter.
inline QString filter(const char *key, const QString &value)
{
    return QStringLiteral("label=") + pair(key, value);
}
// Whether `labels` mark a thing as ours (Managed is "1").
inline bool isManaged(const QMap<QString, QString> &labels)
{
    return labels.value(QLatin1String(Managed)) == QLatin1String("1");
}
// The labels of an image ai-sandbox builds (managed, kind image, and the role when given), as
// `podman build --label` takes them and as the Containerfile's LABEL line (containerfileLine).
inline QMap<QString, QString> imageLabels(const QString &role = {})
{
    QMap<QString, QString> labels{{QLatin1String(Managed), QStringLiteral("1")},
                                  {QLatin1String(Kind), QLatin1String(Kinds::Image)}};
    if (!role.isEmpty())
        labels.insert(QLatin1String(Role), role);
    return labels;
}
// In this order: the rendered Containerfile is part of the image's tag.
inline QString containerfileLine(const QString &role = {})
{
    QString line = QStringLiteral("LABEL ") + pair(Managed, QStringLiteral("1")) + QLatin1Char(' ') +
                   pair(Kind, QLatin1String(Kinds::Image));
    if (!role.isEmpty())
        line += QLatin1Char(' ') + pair(Role, role);
    return line;
}
} // namespace Label

// The names of what ai-sandbox creates.
namespace ResourceName {
// A session's sandbox container: "aisb-<project slug>-<session id>".
inline QString sandboxContainer(const QString &projectSlug, const QString &sessionId)
{
    return QStringLiteral("aisb-") + projectSlug + QLatin1Char('-') + sessionId;
}
// The gate container of the sandbox (or warm sandbox) named `sandboxContainer`: "<it>-gate".
inline QString gateContainer(const QString &sandboxContainer)
{
    return sandboxContainer + QStringLiteral("-gate");
}
// A session's or warm sandbox's gate container (made by gateContainer()).
inline bool isGateContainer(const QString &name)
{
    return name.startsWith(QLatin1String("aisb-")) && name.endsWith(QLatin1String("-gate"));
}
// The podman secret holding a gate's [[credentials]] values: "<gate container>-credentials".
// Made at the gate's start, removed at its end and by the stale-resource sweep. podman takes at
// most 64 characters for a secret's name: a longer one (a project folder name of more than ten
// characters makes it so) is "aisb-<32 hex of the gate's name's SHA-256>-gate-credentials".
inline QString gateCredentialSecret(const QString &gateContainerName)
{
    const QString readable = gateContainerName + QStringLiteral("-credentials");
    if (readable.size() <= 64)
        return readable;
    return QStringLiteral("aisb-") +
           QString::fromLatin1(
               QCryptographicHash::hash(gateContainerName.toUtf8(), QCryptographicHash::Sha256)
                   .toHex()
                   .left(32)) +
           QStringLiteral("-gate-credentials");
}
inline bool isGateCredentialSecret(const QString &name)
{
    return name.startsWith(QLatin1String("aisb-")) && name.endsWith(QLatin1String("-gate-credentials"));
}
// A project's warm sandbox: "aisb-warm-<project slug>".
inline QString warmContainer(const QString &projectSlug)
{
    return QStringLiteral("aisb-warm-") + projectSlug;
}
inline bool isWarmContainer(const QString &name)
{
    return name.startsWith(QLatin1String("aisb-warm-"));
}
// The gate `ai-sandbox gate up NAME` starts: "aisb-gate-<name>".
inline QString namedGateContainer(const QString &gateName)
{
    return QStringLiteral("aisb-gate-") + gateName;
}
// A named gate's container (not a session's gate, which ends in "-gate").
inline bool isNamedGateContainer(const QString &name)
{
    return name.startsWith(QLatin1String("aisb-gate-")) && !name.endsWith(QLatin1String("-gate"));
}
// The doctor's throw-away gate: "aisb-doctor-gate-<pid>".
inline QString doctorGateContainer(qint64 pid)
{
    return QStringLiteral("aisb-doctor-gate-") + QString::number(pid);
}
// A project's persistent home volume: "aisb-home-<project slug>".
inline QString homeVolume(const QString &projectSlug)
{
    return QStringLiteral("aisb-home-") + projectSlug;
}
// A remote session's project (core/remote/projectsync.h), a named volume on the service kept in
// sync with this machine's project: "aisb-rproj-<project slug>".
inline QString remoteProjectVolume(const QString &projectSlug)
{
    return QStringLiteral("aisb-rproj-") + projectSlug;
}
// A remote session's rendered files (core/remote/remotefiles.h): "<sandbox container>-files",
// removed at the session's end.
inline QString remoteFilesVolume(const QString &sandboxContainer)
{
    return sandboxContainer + QStringLiteral("-files");
}
// A files volume of session `sessionId`'s sandbox or gate (remoteFilesVolume of
// sandboxContainer(slug, id) or of its gateContainer), whatever the project.
inline bool isRemoteFilesVolumeOf(const QString &name, const QString &sessionId)
{
    return !sessionId.isEmpty() && name.startsWith(QLatin1String("aisb-")) &&
           (name.endsWith(QLatin1Char('-') + remoteFilesVolume(sessionId)) ||
            name.endsWith(QLatin1Char('-') + remoteFilesVolume(gateContainer(sessionId))));
}
// The Kubernetes export (`ai-sandbox export kube`, Render::kubeManifest): the project's Pod (and its
// NetworkPolicy) "aisb-<project slug>", the ConfigMap of its rendered files "aisb-<slug>-files"
// (podman kube play makes a named volume of that name) and the Secret the sandbox's variables come
// from, "aisb-<slug>-env". podman names the pod's containers "<pod>-<container>".
inline QString kubePod(const QString &projectSlug)
{
    return QStringLiteral("aisb-") + projectSlug;
}
inline QString kubeFiles(const QString &projectSlug)
{
    return kubePod(projectSlug) + QStringLiteral("-files");
}
inline QString kubeEnvSecret(const QString &projectSlug)
{
    return kubePod(projectSlug) + QStringLiteral("-env");
}
} // namespace ResourceName

// The app's desktop id and icon name (the reverse-DNS name of the io.aisb label prefix).
inline constexpr char AppId[] = "io.aisb.AiSandbox";

} // namespace aisb
