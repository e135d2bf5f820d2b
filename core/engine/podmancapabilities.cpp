// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/podmancapabilities.h"

namespace aisb {

QString PodmanCapabilities::gateAddressForRoute() const
{
    switch (route) {
    case Route::Slirp4netns:
        return slirpLoopbackAddress();
    case Route::Pasta:
        return pastaLoopbackAddress();
    case Route::NoRoute:
        break;
    }
    return {};
}

QString PodmanCapabilities::networkOptionForRoute() const
{
    switch (route) {
    case Route::Slirp4netns:
        return QStringLiteral("slirp4netns:allow_host_loopback=true");
    case Route::Pasta:
        return QStringLiteral("pasta:--map-host-loopback,") + pastaLoopbackAddress();
    case Route::NoRoute:
        break;
    }
    return {};
}

QString PodmanCapabilities::routeName(Route r)
{
    switch (r) {
    case Route::Slirp4netns:
        return QStringLiteral("slirp4netns");
    case Route::Pasta:
        return QStringLiteral("pasta");
    case Route::NoRoute:
        break;
    }
    return QStringLiteral("none");
}

} // namespace aisb
