// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/sandboxsetup.h"

#include "engine/podmanconnection.h"
#include "session/launchnamespace.h"
#include "session/launchresources.h"
#include "session/phasehook.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

namespace aisb {
namespace {
// The session's words, under the context its translations are filed in.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::Session)
};
} // namespace

SandboxSetup::SandboxSetup(const Policy &policy, const SessionDir &dir, LaunchResources &resources,
                           const PodmanCapabilities &engine)
    : m_policy(policy), m_dir(dir), m_resources(resources), m_engine(engine)
{
}

QString SandboxSetup::prepare(Render::SandboxContext &ctx)
{
    adoptLaunchFiles(ctx);
    removeStaleCidFile(ctx);
    if (QString err = writeSeccompProfile(ctx); !err.isEmpty())
        return err;
    if (QString err = stageBinds(ctx); !err.isEmpty())
        return err;
    if (QString err = writeRuleset(ctx); !err.isEmpty())
        return err;
    makeAgentDir(ctx);
    return {};
}

void SandboxSetup::adoptLaunchFiles(Render::SandboxContext &ctx) const
{
    // podman reads the variables from our memory file through the descriptor it inherits.
    ctx.envFile = m_resources.envFilePath();
    if (!m_resources.hasSandboxLifeline())
        ctx.lifelineFile.clear(); // it could not be held: the sandbox does not wait on it
}

void SandboxSetup::removeStaleCidFile(const Render::SandboxContext &ctx)
{
    if (!ctx.cidFile.isEmpty())
        QFile::remove(ctx.cidFile);
}

QString SandboxSetup::writeSeccompProfile(const Render::SandboxContext &ctx) const
{
    if (ctx.seccompProfile.isEmpty())
        return {};
    QString why;
    const QByteArray profile = Render::sandboxSeccompProfile(&why);
    const QString err =
        profile.isEmpty() ? why : m_dir.writeFile(QFileInfo(ctx.seccompProfile).fileName(), profile);
    if (!err.isEmpty())
        return Tr::tr("The sandbox's seccomp profile cannot be written: %1").arg(err);
    return {};
}

QString SandboxSetup::stageBinds(const Render::SandboxContext &ctx)
{
    if (ctx.stageDir.isEmpty() || !m_resources.stageDir().isEmpty())
        return {};
    announcePhase("binds-checked", m_dir.id()); // the e2e race test swaps a path here
    return m_resources.createStage(ctx.projectSource.isEmpty() ? ctx.projectDir : ctx.projectSource,
                                   Render::projectBindSources(m_policy, ctx.projectPaths), ctx.projectPaths,
                                   ctx.stageDir, m_engine.rootless);
}

QString SandboxSetup::writeRuleset(const Render::SandboxContext &ctx) const
{
    if (m_policy.network.mode != NetworkMode::Allowlist)
        return {};
    QStringList warnings;
    const QString rules = Render::ruleset(ctx.gate, &warnings, ctx.credentialPorts);
    if (rules.isEmpty())
        return Tr::tr("The network ruleset cannot be rendered: %1").arg(warnings.join(QStringLiteral("; ")));
    return m_dir.writeFile(QFileInfo(ctx.rulesetFile).fileName(), rules.toUtf8());
}

void SandboxSetup::makeAgentDir(const Render::SandboxContext &ctx)
{
    if (!ctx.warm || ctx.agentDir.isEmpty())
        return;
    QDir().mkpath(ctx.agentDir);
    // The agent runs as the sandbox user: rootless that is the host user; rootful it is
    // uid 1000, which gets this one folder (inside the 0700 session folder).
    QFile::setPermissions(ctx.agentDir, QFileDevice::Permissions(0x7777));
}

QStringList SandboxSetup::runArgs(const Render::SandboxContext &ctx, QString *error) const
{
    QStringList warnings;
    const QStringList args = Render::sandboxRunArgs(m_policy, ctx, &warnings);
    if (args.isEmpty() && error)
        *error = Tr::tr("The sandbox's podman command cannot be rendered: %1")
                     .arg(warnings.join(QStringLiteral("; ")));
    return args;
}

QStringList SandboxSetup::command(const PodmanConnection &connection, const QStringList &args) const
{
    QStringList command = QStringList{connection.program} + connection.globalArgs() + args;
    if (m_resources.launchNamespace() >= 0)
        command = LaunchNamespace::wrap(m_resources.launchNamespace(), command.takeFirst(), command);
    return command;
}

void SandboxSetup::configureChannels(QProcess &process, bool captureOutput, bool warm, bool interactive)
{
    if (captureOutput) {
        process.setProcessChannelMode(QProcess::SeparateChannels);
        return;
    }
    // `podman run -d` prints the container id: not ours to put on the caller's stdout
    // (it would corrupt `exec --warm --json`).
    if (warm) {
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.setStandardOutputFile(QProcess::nullDevice());
    } else {
        process.setProcessChannelMode(QProcess::ForwardedChannels);
    }
    if (interactive)
        process.setInputChannelMode(QProcess::ForwardedInputChannel);
}

} // namespace aisb
