// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>
#include <QVersionNumber>

namespace aisb {

// What the podman in use can do, from `podman info`, and how a sandbox reaches its gate there.
struct PodmanCapabilities
{
    // How the sandbox reaches the gate on the host's 127.0.0.1.
    enum class Route {
        Slirp4netns, // --network slirp4netns:allow_host_loopback=true, host loopback = 10.0.2.2
        Pasta,       // --network pasta:--map-host-loopback,<address> (podman 5, passt 2024-08-21+)
        NoRoute,     // neither works here: allowlist mode is impossible (routeReason says why)
    };

    QString version; // "4.3.1"
    QVersionNumber versionNumber;
    bool remote = false; // a podman service behind --url/--connection
    bool rootless = false;
    // SELinux labels containers on the engine's host (host.security.selinuxEnabled): bind mounts
    // need relabelling there (Render: relabel=shared / relabel=private), or the sandbox cannot
    // read its own project.
    bool selinux = false;
    QString runtime;                   // runc, crun, ...
    QString cgroupManager;             // systemd, cgroupfs
    QString cgroupVersion;             // v1, v2
    QString networkBackend;            // netavark, cni
    QString storageDriver;             // overlay, vfs, ...
    QString volumePath;                // where local named volumes live (store.volumePath)
    bool slirp4netns = false;          // slirp4netns is installed and this podman still supports it
    bool pasta = false;                // pasta (passt) is installed and this podman supports it
    QString pastaVersion;              // e.g. "2025.05.03"; "" when unknown
    bool pastaMapHostLoopback = false; // pasta has --map-host-loopback and podman >= 5
    Route route = Route::NoRoute;
    QString routeReason; // a sentence for people: why this route (or why none)

    // The address the gate's 127.0.0.1 has inside the sandbox on the chosen route ("" for NoRoute).
    QString gateAddressForRoute() const;
    // The value of `podman run --network` for the chosen route ("" for NoRoute).
    QString networkOptionForRoute() const;

    static QString routeName(Route route);
    // The address pasta maps to the host's loopback. 169.254.1.2 is podman 5.3's
    // host.containers.internal (--map-guest-addr), so the next one is used.
    static QString pastaLoopbackAddress() { return QStringLiteral("169.254.1.3"); }
    static QString slirpLoopbackAddress() { return QStringLiteral("10.0.2.2"); }
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::PodmanCapabilities)
