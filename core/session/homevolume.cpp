// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/homevolume.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/resourcenames.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace aisb {
namespace {
// The session's words, under the context its translations are filed in.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::Session)
};
} // namespace

HomeVolume::HomeVolume(Podman *podman, QObject *parent) : QObject(parent), m_podman(podman) {}

QString HomeVolume::nameFor(const QString &projectSlug)
{
    return ResourceName::homeVolume(projectSlug);
}

bool HomeVolume::knownToExist(const PodmanCapabilities &engine, bool remoteConnection, const QString &name)
{
    return !remoteConnection && !engine.remote && !engine.volumePath.isEmpty() && !name.isEmpty() &&
           QFileInfo(engine.volumePath + QLatin1Char('/') + name).isDir();
}

bool HomeVolume::ensure(const QString &projectSlug, const PodmanCapabilities &engine)
{
    m_slug = projectSlug;
    m_name = nameFor(projectSlug);
    if (knownToExist(engine, m_podman->connection().isRemote(), m_name)) {
        m_ready = true;
        return true;
    }
    PodmanCall *exists = m_podman->start(PodmanArgs::volumeExists(m_name));
    connect(exists, &PodmanCall::finished, this, [this](const PodmanResult &r) {
        if (r.exitCode == 0)
            setReady();
        else
            create();
    });
    return false;
}

void HomeVolume::create()
{
    PodmanCall *create = m_podman->start(
        PodmanArgs::createVolume(m_name, {Label::pair(Label::Kind, QLatin1String(Label::Kinds::Home)),
                                          Label::pair(Label::Project, m_slug)}));
    connect(create, &PodmanCall::finished, this, [this](const PodmanResult &c) {
        if (!c.ok()) {
            checkAgain(c.error);
            return;
        }
        Q_EMIT created(m_name);
        setReady();
    });
}

// Another session of this project (a second tab, a second `run`) may have created it in between:
// then it is there to use.
void HomeVolume::checkAgain(const QString &createError)
{
    PodmanCall *again = m_podman->start(PodmanArgs::volumeExists(m_name));
    connect(again, &PodmanCall::finished, this, [this, createError](const PodmanResult &r) {
        if (r.exitCode != 0) {
            Q_EMIT failed(Tr::tr("The home volume %1 could not be created: %2").arg(m_name, createError));
            return;
        }
        setReady();
    });
}

void HomeVolume::setReady()
{
    m_ready = true;
    Q_EMIT ready();
}

} // namespace aisb
