// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/resourcenames.h"

#include <QString>
#include <QStringList>

namespace aisb {

// Named podman command lines (argv without the program and global options) for the calls
// outside the typed ones in Podman. Names go after "--", so that none is read as an option.
namespace PodmanArgs {
// rm -f -t <stopSeconds> --ignore -- names: gone, running or not, and no error if already gone.
QStringList removeContainers(const QStringList &names, int stopSeconds = 0);
// A podman secret made from standard input (`secret create NAME -`), its removal, and the names
// of all secrets (one a line).
QStringList createSecretFromStdin(const QString &name);
QStringList removeSecrets(const QStringList &names);
// volume rm -f -- names (a missing one is no error).
QStringList removeVolumes(const QStringList &names);
QStringList secretNames();
// stop -t <seconds> --ignore -- name
QStringList stopContainer(const QString &name, int seconds);
// kill -- name
QStringList killContainer(const QString &name);
// kill --signal <signal> -- name (HUP: the gate re-reads its configuration)
QStringList signalContainer(const QString &name, const QString &signal);
// events --format json --filter type=container --filter <filter>...: container events as JSON
// lines, as they happen.
QStringList containerEvents(const QStringList &filters);
// image exists -- reference (exit 0: it exists)
QStringList imageExists(const QString &reference);
// `podman save REF` (an archive on stdout) and `podman load` (one on stdin): an image copied from
// one podman to another (ImageBuilder: the base image to a remote service).
QStringList saveImage(const QString &reference);
QStringList loadImage();
// volume exists -- name
QStringList volumeExists(const QString &name);
// volume create --label ... -- name, labelled as ours (Label::Managed) plus `labels` ("key=value").
QStringList createVolume(const QString &name, const QStringList &labels);
// inspect --type container --format <format> -- name
QStringList inspectContainer(const QString &name, const QString &format);
// Listings as JSON (ps --all / images / volume ls --format json); podman 4.3 ORs label filters in
// `images` and `volume ls`, so only the first goes to podman (Podman::matchesLabels checks all).
QStringList listContainers(const QStringList &labelFilters = {});
QStringList listImages(const QStringList &labelFilters = {});
QStringList listVolumes(const QStringList &labelFilters = {});
// `system connection list --format json`: this user's client connections (PodmanJson::parseConnections).
QStringList listConnections();
// volume ls --filter dangling=true --format {{.Name}}: the volumes no container refers to.
QStringList danglingVolumeNames();
// system df --format {{json .}}: the totals per kind.
QStringList diskUsage();
// system df --verbose: the size of every image, container and volume.
QStringList diskUsageVerbose();
// run --rm --pull=never --network=none <options> <image> <command...>: a throw-away container that
// answers one question (the doctor's probes). `options` go before the image.
QStringList probeContainer(const QStringList &options, const QString &image, const QStringList &command);
// run --rm --pull=never --network=host --log-driver=none, every capability dropped, read-only,
// no-new-privileges, <image> <command...>: a throw-away container that reads what the service's
// host network has (a remote gate's addresses and listening ports), never writes.
QStringList hostNetworkProbe(const QString &image, const QStringList &command);
// ps --filter name=^<name>$ --format {{.ID}}: the running container of that exact name.
QStringList runningContainerNamed(const QString &name);
// ps -a -q --filter <filter>: ids of every container, running or not, matching the filter.
QStringList containerIds(const QString &filter);
// info --format <format>
QStringList info(const QString &format);
// exec --user=0:0 <container> <command...>: a command of ours beside the agent, as the
// container's root (the firewall log's reader). Numeric: a rootful sandbox runs in the launch's
// mount namespace (LaunchNamespace), so podman cannot read its /etc/passwd to look "root" up.
QStringList execAsRoot(const QString &container, const QStringList &command);
// exec [-i] <container> <command...>: a command of ours in a running container as its own user
// (a remote gate's readiness probe, with the request on stdin, and its log's reader).
QStringList execIn(const QString &container, const QStringList &command, bool withStdin = false);
// A short-lived helper container that reads or writes a volume (a remote session's project sync,
// core/remote/projectsync.h): run --rm [--interactive] --network none --log-driver none (the tar
// streams go through the attach, never into a log on the service), every capability dropped but
// those a root tar needs to read and restore any file, --volume VOLUME:MOUNT, as root with the
// command's program as the entrypoint (the image's own is not run), then the image and the
// command's arguments.
QStringList volumeHelper(const QString &volume, const QString &mountPoint, const QString &image,
                         const QStringList &command, bool withStdin);
// volume inspect --format {{.Mountpoint}} -- name: the volume's folder on the service's host.
QStringList volumeMountpoint(const QString &name);
} // namespace PodmanArgs

} // namespace aisb
