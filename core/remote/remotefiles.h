// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QString>

namespace aisb {

class Podman;

// Rendered files a session hands podman by path (the seccomp profile, the ruleset, squid's
// config and hosts file) shipped to a (remote) podman service that cannot read this machine's
// files: written into a named volume there through the project sync's helper container (a tar
// on its stdin, TarStream), then the volume's folder on the service's host is asked for
// (`volume inspect`), so that the same options name them there: `--security-opt seccomp=PATH`
// and `--mount=type=bind,src=PATH,...` are resolved by the service, on its own file system
// (docs/design/remote-sessions.md). The volume is never mounted into the sandbox itself.
class RemoteFiles : public QObject
{
    Q_OBJECT
public:
    struct File
    {
        QByteArray content;
        quint32 mode = 0444; // owner root: readable by the gate's and the sandbox's users
    };

    RemoteFiles(Podman *podman, const QString &volume, const QString &helperImage, QObject *parent = nullptr);

    // Writes `files` (name -> file) into the volume, replacing files of the same names, then
    // learns the volume's folder; finished() follows. False (nothing started) while one runs.
    bool ship(const QMap<QString, File> &files);
    bool isRunning() const { return m_running; }

    // The volume's folder on the service's host ("" before a ship succeeded) and a file's path
    // in it.
    QString folder() const { return m_folder; }
    QString path(const QString &name) const;

    // Why `name` cannot be shipped ("" when it can): one plain file name, no '/', not "." or
    // "..", no control character, ',' or '"' (they would break a --mount option).
    static QString invalidName(const QString &name);

Q_SIGNALS:
    void finished(const QString &error); // empty on success

private:
    void done(const QString &error);

    Podman *m_podman;
    QString m_volume;
    QString m_image;
    QString m_folder;
    bool m_running = false;
};

} // namespace aisb
