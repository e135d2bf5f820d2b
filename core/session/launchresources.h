// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "render/render.h"

#include <QString>
#include <QStringList>
#include <functional>

namespace aisb {

// What one session's launch holds on the host, and its release: the env memory file (until podman
// read it), the two lifelines (flock()ed for the session's life), rootful the launch's mount
// namespace, the idmapped project view and the bind stage (until the container holds its copies).
// Every descriptor is O_CLOEXEC; launchWithEnv() lets one fork (podman's) inherit the env file and
// the namespace. Session owns one; nothing here talks to podman or reports events: errors come back
// as sentences for the session to report.
class LaunchResources
{
public:
    LaunchResources() = default;
    ~LaunchResources() { release(); }
    LaunchResources(const LaunchResources &) = delete;
    LaunchResources &operator=(const LaunchResources &) = delete;

    // The variables for podman's --env-file (SessionDir::envMemoryFile). False with *error set.
    bool openEnvFile(const QByteArray &content, const QString &sessionId, QString *error);
    int envFd() const { return m_envFd; }
    // How podman names it: /dev/fd/N of the descriptor it inherits ("" when none is open).
    QString envFilePath() const;
    // podman has read it (or the session ends): the values leave this process.
    void dropEnvFile();

    // The lifelines (SessionDir::holdLifeline). The sandbox's is mode 0044 rootless (keep-id makes
    // the sandbox user its owner) and 0400 rootful; the gate's is 0400. False with *error set.
    bool holdGateLifeline(const QString &path, QString *error);
    bool holdSandboxLifeline(const QString &path, bool rootless, QString *error);
    bool hasGateLifeline() const { return m_gateLifeline >= 0; }
    bool hasSandboxLifeline() const { return m_lifeline >= 0; }
    // Whether a process waits for the lock on the sandbox's lifeline (a "->" line of /proc/locks):
    // the sandbox's pid 1 runs, past the runtime's binds.
    bool sandboxLifelineWaitedOn() const;
    void releaseLifelines();

    // Rootful and local, as root, with nsenter: a launch namespace (LaunchNamespace) holds the view
    // and stage. Empty when it was made or is not wanted; else why it could not be (the view and
    // stage are then mounted on the host).
    QString openLaunchNamespace(const PodmanCapabilities &engine);
    int launchNamespace() const { return m_launchNs; }
    // The idmapped view of the project podman binds (ProjectView), when the engine wants one and
    // none is made yet. Empty when made or not wanted; else why it failed (the project is then
    // bound as it is).
    QString createProjectView(const PodmanCapabilities &engine, const QString &projectDir,
                              const QString &sessionId);
    QString projectView() const { return m_projectView; }
    // Stages the binds inside the project (BindStage::create, in the launch namespace if there is
    // one). Empty when done, else the error sentence.
    QString createStage(const QString &root, const QStringList &rels,
                        const QMap<QString, Render::PathKind> &kinds, const QString &dir, bool rootless);
    QString stageDir() const { return m_stageDir; }
    // The container has its own copies: the view and the stage go (closing the namespace drops
    // both at once). Returns what could not be removed, one sentence each.
    QStringList removeViewAndStage();

    // Runs `launch`, which forks podman on this thread, with the env file and the namespace
    // inheritable for that one fork.
    void launchWithEnv(const std::function<void()> &launch) const;

    // Everything, quietly, in this order: the env file, the stage, the lifelines, the view (on the
    // host), the namespace. Idempotent (the destructor calls it too).
    void release();

private:
    int m_envFd = -1;        // the env memory file until podman read it
    int m_lifeline = -1;     // flock()ed: the sandbox's lifeline
    int m_gateLifeline = -1; // flock()ed: the gate's lifeline
    int m_launchNs = -1;     // rootful: the mount namespace of the view and stage
    QString m_projectView;   // rootful: the idmapped view of the project podman binds
    QString m_stageDir;      // the staged sources of the binds inside the project
    bool m_stageRootless = false;
};

} // namespace aisb
