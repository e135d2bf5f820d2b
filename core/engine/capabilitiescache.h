// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "engine/podmanconnection.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace aisb {

// What one podman (program, connection, user) answered to `podman info`, kept in the state folder
// for ten minutes: `podman info` costs about 0.8 s, more than everything else a session start asks
// podman. Both front ends read what is kept (a session given it does not probe); Podman::probe()
// stores each answer it gets. Nothing here starts podman, so nothing here blocks.
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

private:
    static QString path(const PodmanConnection &connection);
};

} // namespace aisb
