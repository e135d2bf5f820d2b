// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/runline.h"

#include "engine/resourcenames.h"
#include "session/bindstage.h"
#include "session/projectview.h"
#include "session/quarantine.h"
#include "session/sessiondir.h"
#include "util/paths.h"

#include <unistd.h>

namespace aisb {

Render::SandboxContext sandboxContext(const Policy &policy, const RunRequest &request,
                                      const PodmanCapabilities &engine)
{
    const SessionDir dir = SessionDir::planned(request.sessionId, request.sessionsRoot);
    Render::SandboxContext ctx;
    ctx.projectDir = request.projectDir;
    if (ProjectView::wanted(engine.rootless, engine.remote))
        ctx.projectSource = request.projectView.value_or(ProjectView::pathFor(request.sessionId));
    if (request.quarantine && ctx.projectSource.isEmpty())
        ctx.projectSource = Quarantine::copyPath(dir.path());
    ctx.projectSlug = projectSlug(request.projectDir);
    ctx.sessionId = request.sessionId;
    ctx.containerName = request.containerName.isEmpty()
                            ? ResourceName::sandboxContainer(ctx.projectSlug, request.sessionId)
                            : request.containerName;
    ctx.imageTag = request.imageTag.isEmpty() ? Render::imageTag(policy) : request.imageTag;
    // The variables reach podman in a sealed memory file it inherits (Session::prepare); its
    // descriptor number is known only at launch, so the preview names it ENVFD, as it names the
    // session SESSION.
    ctx.envFile = QStringLiteral("/dev/fd/ENVFD");
    ctx.cidFile = dir.filePath(QStringLiteral("cid"));
    // A session's sandbox ends with its owner (Session::holdSandboxLifeline); a warm one outlives
    // it, and a remote service cannot see our files.
    if (!request.warm && !engine.remote)
        ctx.lifelineFile = dir.lifelinePath();
    ctx.rootless = engine.rootless;
    ctx.selinux = engine.selinux;
    ctx.interactive = request.interactive;
    ctx.remote = engine.remote;
    ctx.stdinOpen = request.stdinOpen;
    ctx.warm = request.warm;
    if (request.warm)
        ctx.agentDir = dir.agentDir();
    ctx.projectPaths = Render::probeProjectPaths(policy, request.projectDir);
    ctx.seccompProfile = dir.filePath(QStringLiteral("seccomp.json"));
    // A remote service mounts its own paths: nothing here can stage them.
    if (!engine.remote)
        ctx.stageDir = BindStage::dirFor(request.sessionId, engine.rootless, dir.path());
    ctx.command = request.command.value_or(Render::harnessCommand(policy));
    if (policy.mounts.homeVolume)
        ctx.homeVolume = homeVolumeName(ctx.projectSlug);
    if (policy.network.mode == NetworkMode::Allowlist) {
        ctx.gate.sandboxAddress = engine.gateAddressForRoute();
        ctx.gate.port = request.gatePort;
        ctx.route = engine.route == PodmanCapabilities::Route::Pasta ? Render::GateRoute::Pasta
                                                                     : Render::GateRoute::Slirp4netns;
        ctx.rulesetFile = dir.rulesetPath();
        // [[credentials]]: the rules' variables hold the placeholder, their base URL variables the
        // gate's endpoints; the values stay in the gate.
        for (qsizetype i = 0; i < policy.credentials.size(); ++i)
            ctx.credentialPorts << (i < request.credentialPorts.size() ? request.credentialPorts.at(i)
                                                                       : quint16(request.gatePort + 1 + i));
        ctx.credentialEnv = Render::credentialEnvironment(policy, ctx.gate, ctx.credentialPorts);
    }
    return ctx;
}

PodmanCapabilities assumedCapabilities()
{
    PodmanCapabilities caps;
    caps.rootless = ::geteuid() != 0;
    caps.slirp4netns = true;
    caps.route = PodmanCapabilities::Route::Slirp4netns;
    return caps;
}

} // namespace aisb
