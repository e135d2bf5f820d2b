// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"

#include <QObject>
#include <QString>

namespace aisb {

class Podman;

// A project's home volume (mounts.homeVolume): ResourceName::homeVolume(slug), kept across
// sessions. It is created by us, labelled (Label::Kind home, Label::Project slug), so that `clean`
// can find it; podman would otherwise create an unlabelled one on first use. Two sessions of one
// project may ensure it at once: the one whose create loses the race uses the other's.
class HomeVolume : public QObject
{
    Q_OBJECT
public:
    explicit HomeVolume(Podman *podman, QObject *parent = nullptr);

    // The volume of project `projectSlug`.
    static QString nameFor(const QString &projectSlug);
    // A local podman keeps a named volume in a folder of that name under store.volumePath: if it
    // is there, so is the volume (no process start). False when podman is remote or did not say.
    static bool knownToExist(const PodmanCapabilities &engine, bool remoteConnection, const QString &name);

    // Makes sure the volume of `projectSlug` exists. True when it is known to at once (no signal
    // follows); else asks podman, creates it if missing, and created() (if it did), then ready()
    // or failed() follow.
    bool ensure(const QString &projectSlug, const PodmanCapabilities &engine);
    bool isReady() const { return m_ready; }
    QString name() const { return m_name; }

Q_SIGNALS:
    void created(const QString &name);
    void ready();
    void failed(const QString &reason);

private:
    void create();
    void checkAgain(const QString &createError);
    void setReady();

    Podman *m_podman;
    QString m_name;
    QString m_slug;
    bool m_ready = false;
};

} // namespace aisb
