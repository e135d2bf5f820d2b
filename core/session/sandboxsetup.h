// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "policy/policy.h"
#include "render/render.h"
#include "session/sessiondir.h"

#include <QString>
#include <QStringList>

class QProcess;

namespace aisb {

class LaunchResources;
struct PodmanConnection;

// The sandbox process's set-up: the steps from "image, gate and home volume are ready" to the
// fork of `podman run`, for one launch of a session. The run context itself comes from the one
// entry point the previews use too (sandboxContext(), runline.h); this adds what only a real
// launch has (the env file's descriptor, the lifeline it holds), writes the session files podman
// is told to read, stages the binds inside the project, and renders the argv, which nothing edits
// afterwards. Session calls it; it reports nothing itself: a step that fails returns its sentence.
class SandboxSetup
{
public:
    SandboxSetup(const Policy &policy, const SessionDir &dir, LaunchResources &resources,
                 const PodmanCapabilities &engine);

    // Everything below in order, for `ctx` (sandboxContext() of this launch): empty when done,
    // else why the sandbox cannot start (nothing is then launched).
    QString prepare(Render::SandboxContext &ctx);

    // The launch's own files in the context: the env file as /dev/fd/N of the descriptor podman
    // inherits; no lifeline when none is held (the sandbox then does not wait on one).
    void adoptLaunchFiles(Render::SandboxContext &ctx) const;
    // podman refuses an existing id file (a launch before this one may have left one).
    static void removeStaleCidFile(const Render::SandboxContext &ctx);
    QString writeSeccompProfile(const Render::SandboxContext &ctx) const;
    // The binds inside the project, held still from the check to the runtime (bindstage.h).
    QString stageBinds(const Render::SandboxContext &ctx);
    // Allowlist mode: the sandbox's network ruleset.
    QString writeRuleset(const Render::SandboxContext &ctx) const;
    // Warm: the folder the exec agent's socket appears in.
    static void makeAgentDir(const Render::SandboxContext &ctx);

    // podman run's argv (Render::sandboxRunArgs), or empty with *error set.
    QStringList runArgs(const Render::SandboxContext &ctx, QString *error) const;
    // The command that runs it, program first: podman with the connection's global options, in
    // the launch namespace (nsenter) when there is one, so conmon and runc, its children, find the
    // view and stage there.
    QStringList command(const PodmanConnection &connection, const QStringList &args) const;
    // The sandbox process's channels: output through signals (`captureOutput`), or forwarded to
    // ours, but for a warm sandbox's `podman run -d`, whose container id is not ours to print.
    static void configureChannels(QProcess &process, bool captureOutput, bool warm, bool interactive);

private:
    const Policy &m_policy;
    SessionDir m_dir;
    LaunchResources &m_resources;
    PodmanCapabilities m_engine;
};

} // namespace aisb
