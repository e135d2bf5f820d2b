// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/podmanargs.h"

namespace aisb {

namespace PodmanArgs {

QStringList removeContainers(const QStringList &names, int stopSeconds)
{
    return QStringList{QStringLiteral("rm"),         QStringLiteral("-f"),       QStringLiteral("-t"),
                       QString::number(stopSeconds), QStringLiteral("--ignore"), QStringLiteral("--")} +
           names;
}

QStringList createSecretFromStdin(const QString &name)
{
    return {QStringLiteral("secret"), QStringLiteral("create"), QStringLiteral("--"), name,
            QStringLiteral("-")};
}

QStringList removeSecrets(const QStringList &names)
{
    return QStringList{QStringLiteral("secret"), QStringLiteral("rm"), QStringLiteral("--")} + names;
}

QStringList removeVolumes(const QStringList &names)
{
    return QStringList{QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("-f"),
                       QStringLiteral("--")} +
           names;
}

QStringList secretNames()
{
    return {QStringLiteral("secret"), QStringLiteral("ls"), QStringLiteral("--noheading"),
            QStringLiteral("--format"), QStringLiteral("{{.Name}}")};
}

QStringList stopContainer(const QString &name, int seconds)
{
    return {QStringLiteral("stop"),     QStringLiteral("-t"), QString::number(seconds),
            QStringLiteral("--ignore"), QStringLiteral("--"), name};
}

QStringList killContainer(const QString &name)
{
    return {QStringLiteral("kill"), QStringLiteral("--"), name};
}

QStringList signalContainer(const QString &name, const QString &signal)
{
    return {QStringLiteral("kill"), QStringLiteral("--signal"), signal, QStringLiteral("--"), name};
}

QStringList containerEvents(const QStringList &filters)
{
    QStringList a{QStringLiteral("events"), QStringLiteral("--format"), QStringLiteral("json"),
                  QStringLiteral("--filter"), QStringLiteral("type=container")};
    for (const QString &f : filters)
        a << QStringLiteral("--filter") << f;
    return a;
}

QStringList imageExists(const QString &reference)
{
    return {QStringLiteral("image"), QStringLiteral("exists"), QStringLiteral("--"), reference};
}

QStringList saveImage(const QString &reference)
{
    return {QStringLiteral("save"), reference};
}

QStringList loadImage()
{
    return {QStringLiteral("load")};
}

QStringList volumeExists(const QString &name)
{
    return {QStringLiteral("volume"), QStringLiteral("exists"), QStringLiteral("--"), name};
}

QStringList createVolume(const QString &name, const QStringList &labels)
{
    QStringList a{QStringLiteral("volume"), QStringLiteral("create"), QStringLiteral("--label"),
                  Label::pair(Label::Managed, QStringLiteral("1"))};
    for (const QString &l : labels)
        a << QStringLiteral("--label") << l;
    a << QStringLiteral("--") << name;
    return a;
}

QStringList inspectContainer(const QString &name, const QString &format)
{
    return {QStringLiteral("inspect"),
            QStringLiteral("--type"),
            QStringLiteral("container"),
            QStringLiteral("--format"),
            format,
            QStringLiteral("--"),
            name};
}

namespace {
QStringList firstLabelFilter(const QStringList &labelFilters)
{
    if (labelFilters.isEmpty())
        return {};
    return {QStringLiteral("--filter"), QStringLiteral("label=") + labelFilters.first()};
}
} // namespace

QStringList listContainers(const QStringList &labelFilters)
{
    return QStringList{QStringLiteral("ps"), QStringLiteral("--all"), QStringLiteral("--format"),
                       QStringLiteral("json")} +
           firstLabelFilter(labelFilters);
}

QStringList listImages(const QStringList &labelFilters)
{
    return QStringList{QStringLiteral("images"), QStringLiteral("--format"), QStringLiteral("json")} +
           firstLabelFilter(labelFilters);
}

QStringList listVolumes(const QStringList &labelFilters)
{
    return QStringList{QStringLiteral("volume"), QStringLiteral("ls"), QStringLiteral("--format"),
                       QStringLiteral("json")} +
           firstLabelFilter(labelFilters);
}

QStringList listConnections()
{
    return {QStringLiteral("system"), QStringLiteral("connection"), QStringLiteral("list"),
            QStringLiteral("--format"), QStringLiteral("json")};
}

QStringList danglingVolumeNames()
{
    return {QStringLiteral("volume"),        QStringLiteral("ls"),       QStringLiteral("--filter"),
            QStringLiteral("dangling=true"), QStringLiteral("--format"), QStringLiteral("{{.Name}}")};
}

QStringList diskUsage()
{
    return {QStringLiteral("system"), QStringLiteral("df"), QStringLiteral("--format"),
            QStringLiteral("{{json .}}")};
}

QStringList diskUsageVerbose()
{
    return {QStringLiteral("system"), QStringLiteral("df"), QStringLiteral("--verbose")};
}

QStringList probeContainer(const QStringList &options, const QString &image, const QStringList &command)
{
    return QStringList{QStringLiteral("run"), QStringLiteral("--rm"), QStringLiteral("--pull=never"),
                       QStringLiteral("--network=none")} +
           options + QStringList{image} + command;
}

QStringList hostNetworkProbe(const QString &image, const QStringList &command)
{
    QStringList args{QStringLiteral("run"),
                     QStringLiteral("--rm"),
                     QStringLiteral("--pull=never"),
                     QStringLiteral("--network=host"),
                     QStringLiteral("--log-driver=none"),
                     QStringLiteral("--cap-drop=all"),
                     QStringLiteral("--security-opt=no-new-privileges"),
                     QStringLiteral("--read-only")};
    if (!command.isEmpty())
        args << QStringLiteral("--entrypoint=") + command.first();
    return args + QStringList{image} + command.mid(1);
}

QStringList runningContainerNamed(const QString &name)
{
    return {QStringLiteral("ps"), QStringLiteral("--filter"),
            QStringLiteral("name=^") + name + QLatin1Char('$'), QStringLiteral("--format"),
            QStringLiteral("{{.ID}}")};
}

QStringList containerIds(const QString &filter)
{
    return {QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("-q"), QStringLiteral("--filter"),
            filter};
}

QStringList info(const QString &format)
{
    return {QStringLiteral("info"), QStringLiteral("--format"), format};
}

QStringList execAsRoot(const QString &container, const QStringList &command)
{
    return QStringList{QStringLiteral("exec"), QStringLiteral("--user=0:0"), container} + command;
}

QStringList execIn(const QString &container, const QStringList &command, bool withStdin)
{
    QStringList args{QStringLiteral("exec")};
    if (withStdin)
        args << QStringLiteral("-i");
    return args + QStringList{container} + command;
}

QStringList volumeHelper(const QString &volume, const QString &mountPoint, const QString &image,
                         const QStringList &command, bool withStdin)
{
    QStringList args{QStringLiteral("run"), QStringLiteral("--rm")};
    if (withStdin)
        args << QStringLiteral("--interactive");
    args << QStringLiteral("--network=none") << QStringLiteral("--log-driver=none")
         << QStringLiteral("--cap-drop=all")
         << QStringLiteral("--cap-add=CHOWN,DAC_OVERRIDE,DAC_READ_SEARCH,FOWNER,FSETID")
         << QStringLiteral("--security-opt=no-new-privileges") << QStringLiteral("--volume")
         << volume + QLatin1Char(':') + mountPoint;
    // The image's own entrypoint (the sandbox image's refuses to run without the session's
    // variables) and user are not the helper's: the command's program runs as root.
    if (command.isEmpty())
        return args << QStringLiteral("--user=0:0") << QStringLiteral("--") << image;
    args << QStringLiteral("--user=0:0") << QStringLiteral("--entrypoint=") + command.first()
         << QStringLiteral("--") << image;
    return args + command.mid(1);
}

QStringList volumeMountpoint(const QString &name)
{
    return {QStringLiteral("volume"),          QStringLiteral("inspect"), QStringLiteral("--format"),
            QStringLiteral("{{.Mountpoint}}"), QStringLiteral("--"),      name};
}

} // namespace PodmanArgs
} // namespace aisb
