// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "policy/policy.h"
#include "render/render.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace aisb {

// The one place a sandbox's run context is put together, for a project, a policy and what the
// engine can do: a session's launch, the CLI's dry run and the GUI's preview all call
// sandboxContext(), so the line a preview shows is the line that runs, but for the session id
// and the gate's port (which exist only once a session does).
struct RunRequest
{
    QString projectDir;
    QString sessionId;     // the session's id, or a preview's placeholder
    QString sessionsRoot;  // where session folders are ("" = Paths::sessionsDir())
    QString containerName; // "" = ResourceName::sandboxContainer(slug, sessionId)
    QString imageTag;      // "" = Render::imageTag(policy)
    // Rootful on this machine (ProjectView::wanted): the view podman binds as /project. Unset:
    // where ProjectView::create() puts it; empty: the project itself (the view failed).
    std::optional<QString> projectView;
    quint16 gatePort = 0; // allowlist mode
    // The gate's [[credentials]] endpoints, one per rule (previews: empty, placeholders follow
    // gatePort).
    QList<quint16> credentialPorts;
    bool interactive = false;
    bool stdinOpen = false; // -i without a terminal (exec --stdin)
    bool warm = false;
    // Quarantine (quarantine.h): podman binds the session's copy of the project, never projectDir.
    bool quarantine = false;
    std::optional<QStringList> command; // unset = Render::harnessCommand(policy)
};

Render::SandboxContext sandboxContext(const Policy &policy, const RunRequest &request,
                                      const PodmanCapabilities &engine);

// What a preview assumes when podman has not been asked: rootless unless run as root, the
// slirp4netns route (podman 4.3's only one), a local service.
PodmanCapabilities assumedCapabilities();

// Placeholders a preview renders with: valid names and a valid port, which the front ends show
// as they like (the CLI as they are, the GUI as <session> and <port>).
namespace Preview {
inline QString sessionId()
{
    return QStringLiteral("SESSION");
}
constexpr quint16 gatePort = 3128;
} // namespace Preview

} // namespace aisb
