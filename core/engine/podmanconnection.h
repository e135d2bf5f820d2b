// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace aisb {

// Which podman to drive: the program and an optional remote service (--url / --connection).
struct PodmanConnection
{
    QString program = QStringLiteral("podman");
    QString url;        // e.g. unix:///run/user/1000/podman/podman.sock ("" = local)
    QString connection; // a `podman system connection` name ("" = default)

    // The options that go before the subcommand in every call.
    QStringList globalArgs() const
    {
        QStringList args;
        if (!url.isEmpty())
            args << QStringLiteral("--url") << url;
        if (!connection.isEmpty())
            args << QStringLiteral("--connection") << connection;
        return args;
    }
    bool isRemote() const { return !url.isEmpty() || !connection.isEmpty(); }

    friend bool operator==(const PodmanConnection &, const PodmanConnection &) = default;
};

} // namespace aisb
