// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "engine/podmanconnection.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace aisb {

class Podman;

// What one podman (program, connection, user) answered to `podman info`, kept in the state folder
// for ten minutes: `podman info` costs about 0.8 s, more than everything else a session start asks
// podman. Both front ends use it: the CLI asks podman when nothing is kept (get), the app reads
// what is kept at once and stores what its own asynchronous call answered (read/store).
class CapabilitiesCache
{
public:
    static constexpr int keepSeconds = 600;

    // A short name for this podman, used by every file kept per podman (this cache, KnownImages).
    static QString podmanKey(const PodmanConnection &connection);

    // The kept answer, if it is younger than keepSeconds and parses. Never starts podman.
    static std::optional<PodmanCapabilities> read(const PodmanConnection &connection);
    // Keeps `podman info --format json`'s output (atomically; nothing when it does not parse).
    static void store(const PodmanConnection &connection, const QByteArray &infoJson);
    // The kept answer, else (with askPodman) podman's, kept for next time. Blocks on podman for
    // up to a minute: command line only. Empty when podman could not answer.
    static std::optional<PodmanCapabilities> get(Podman &podman, bool askPodman = true);

private:
    static QString path(const PodmanConnection &connection);
};

} // namespace aisb
