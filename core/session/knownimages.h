// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"

#include <QString>
#include <QStringList>

namespace aisb {

// The sandbox image tags one podman (one user, one connection) had when they were last checked
// or built, remembered in a small file so that a launch need not ask podman first. A tag is a
// hash of the image's content, so an entry can only go stale by the image's removal; a launch
// with `podman run --pull=never` then fails at once, and the session checks, builds and launches
// again (see Session::Options::knownImagesFile). Concurrent writers may lose each other's entry:
// that only costs one check.
class KnownImages
{
public:
    explicit KnownImages(QString path); // empty: remembers nothing
    // The file kept for one podman (program, connection, user) in the state folder.
    static QString fileFor(const PodmanConnection &connection);
    static constexpr int maxEntries = 32;

    QString path() const { return m_path; }
    bool contains(const QString &tag) const;
    void add(const QString &tag);
    void remove(const QString &tag);

private:
    QStringList read() const;
    void write(const QStringList &tags) const;

    QString m_path;
};

} // namespace aisb
