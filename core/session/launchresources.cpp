// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/launchresources.h"

#include "session/bindstage.h"
#include "session/launchnamespace.h"
#include "session/projectview.h"
#include "session/sessiondir.h"

#include <QFile>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace aisb {

namespace {
void closeFd(int *fd)
{
    if (*fd >= 0)
        ::close(*fd);
    *fd = -1;
}

// Whether a process waits for a lock on the file open as `fd` (a "->" line of /proc/locks).
bool someoneWaitsOn(int fd)
{
    struct stat st = {};
    if (::fstat(fd, &st) != 0)
        return false;
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly))
        return false;
    const QByteArray id = QString::asprintf(" %02x:%02x:%llu ", ::major(st.st_dev), ::minor(st.st_dev),
                                            static_cast<unsigned long long>(st.st_ino))
                              .toLatin1();
    for (const QByteArray &line : locks.readAll().split('\n'))
        if (line.contains("->") && line.contains(id))
            return true;
    return false;
}
} // namespace

bool LaunchResources::openEnvFile(const QByteArray &content, const QString &sessionId, QString *error)
{
    dropEnvFile();
    m_envFd = SessionDir::envMemoryFile(content, error, sessionId);
    return m_envFd >= 0;
}

QString LaunchResources::envFilePath() const
{
    return m_envFd >= 0 ? QStringLiteral("/dev/fd/%1").arg(m_envFd) : QString();
}

void LaunchResources::dropEnvFile()
{
    closeFd(&m_envFd);
}

bool LaunchResources::holdGateLifeline(const QString &path, QString *error)
{
    if (m_gateLifeline < 0)
        m_gateLifeline = SessionDir::holdLifeline(path, 0400, error);
    return m_gateLifeline >= 0;
}

bool LaunchResources::holdSandboxLifeline(const QString &path, bool rootless, QString *error)
{
    // Rootless, keep-id makes the sandbox user the file's owner: the owner may not read it, its
    // group and others (the container's root, which may keep the user's groups) may. Rootful the
    // sandbox user is "other": only the owner, root, may.
    if (m_lifeline < 0)
        m_lifeline = SessionDir::holdLifeline(path, rootless ? 0044 : 0400, error);
    return m_lifeline >= 0;
}

bool LaunchResources::sandboxLifelineWaitedOn() const
{
    return m_lifeline >= 0 && someoneWaitsOn(m_lifeline);
}

void LaunchResources::releaseLifelines()
{
    closeFd(&m_lifeline);
    closeFd(&m_gateLifeline);
}

// A launch namespace (LaunchNamespace) holds the view and stage: closing our descriptor leaves it to
// podman and conmon, and the kernel drops it, mounts and all, when they end.
QString LaunchResources::openLaunchNamespace(const PodmanCapabilities &engine)
{
    if (m_launchNs >= 0 || engine.rootless || engine.remote || ::geteuid() != 0 ||
        LaunchNamespace::wrap(0, QString(), {}).isEmpty())
        return {};
    QString why;
    m_launchNs = LaunchNamespace::create({ProjectView::viewsDir(), BindStage::rootDir()}, &why);
    return m_launchNs < 0 ? why : QString();
}

QString LaunchResources::createProjectView(const PodmanCapabilities &engine, const QString &projectDir,
                                           const QString &sessionId)
{
    if (!ProjectView::wanted(engine.rootless, engine.remote) || !m_projectView.isEmpty())
        return {};
    QString why;
    m_projectView = ProjectView::create(projectDir, sessionId, &why, m_launchNs);
    return m_projectView.isEmpty() ? why : QString();
}

QString LaunchResources::createStage(const QString &root, const QStringList &rels,
                                     const QMap<QString, Render::PathKind> &kinds, const QString &dir,
                                     bool rootless)
{
    const QString err = BindStage::create(root, rels, kinds, dir, rootless, m_launchNs);
    if (!err.isEmpty())
        return err;
    m_stageDir = dir;
    m_stageRootless = rootless;
    return {};
}

QStringList LaunchResources::removeViewAndStage()
{
    QStringList errors;
    if (m_launchNs >= 0) {
        closeFd(&m_launchNs);
        m_stageDir.clear();
        m_projectView.clear();
        return errors;
    }
    if (!m_stageDir.isEmpty()) {
        if (const QString err = BindStage::remove(m_stageDir, m_stageRootless); !err.isEmpty())
            errors << err;
        m_stageDir.clear();
    }
    if (m_projectView.isEmpty())
        return errors;
    if (const QString err = ProjectView::remove(m_projectView); !err.isEmpty())
        errors << err;
    m_projectView.clear();
    return errors;
}

void LaunchResources::launchWithEnv(const std::function<void()> &launch) const
{
    // The fork happens inside `launch`, on this thread: only that child inherits the descriptors
    // (the env memory file, and the launch namespace nsenter joins).
    for (int fd : {m_envFd, m_launchNs})
        if (fd >= 0)
            ::fcntl(fd, F_SETFD, 0);
    launch();
    for (int fd : {m_envFd, m_launchNs})
        if (fd >= 0)
            ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}

void LaunchResources::release()
{
    dropEnvFile();
    if (!m_stageDir.isEmpty())
        BindStage::remove(m_stageDir, m_stageRootless);
    m_stageDir.clear();
    releaseLifelines();
    if (!m_projectView.isEmpty() && m_launchNs < 0)
        ProjectView::remove(m_projectView);
    m_projectView.clear();
    closeFd(&m_launchNs);
}

} // namespace aisb
