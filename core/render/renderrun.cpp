// SPDX-License-Identifier: GPL-3.0-or-later
// Render: the `podman run` argv of the sandbox and of the gate, and the project path probe.
#include "engine/podmanargs.h"
#include "policy/validation.h"
#include "render/render.h"
#include "render/rendergrammar.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <cmath>

namespace aisb::Render {

using namespace RenderGrammar;

namespace {

const QString sandboxHome = QStringLiteral("/home/sandbox");
const QString projectMount = QStringLiteral("/project");

// A host path we bind or hand to podman: mountable, and not the whole file system.
bool isHostPath(const QString &s)
{
    return isMountPath(s) && s != QLatin1String("/");
}

} // namespace

QString normalizeProjectPath(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char('/')) || path.size() > 4096 || hasControl(path) ||
        path.contains(QLatin1Char(',')) || path.contains(QLatin1Char('"')))
        return {};
    const QString clean = QDir::cleanPath(path);
    if (clean.isEmpty() || clean == QLatin1String(".") || clean == QLatin1String("..") ||
        clean.startsWith(QLatin1String("../")) || clean.startsWith(QLatin1Char('/')))
        return {};
    return clean;
}

QMap<QString, PathKind> probeProjectPaths(const Policy &policy, const QString &projectDir)
{
    QMap<QString, PathKind> out;
    const QString root = QFileInfo(projectDir).canonicalFilePath();
    QStringList paths = policy.mounts.masked + policy.mounts.readOnly;
    paths.append(QStringLiteral(".ai-sandbox.toml"));
    for (const QString &p : paths) {
        const QString rel = normalizeProjectPath(p);
        if (rel.isEmpty())
            continue;
        PathKind kind = PathKind::Missing;
        if (!root.isEmpty()) {
            // canonicalFilePath follows every symlink on the way: a path that ends up outside the
            // project is not ours to mask or protect, and binding it would show the sandbox a host
            // file, so it counts as Missing. (A symlink that stays inside resolves to its target.)
            const QFileInfo info(root + QLatin1Char('/') + rel);
            const QString canonical = info.canonicalFilePath();
            if (!canonical.isEmpty() && canonical.startsWith(root + QLatin1Char('/'))) {
                if (info.isDir())
                    kind = PathKind::Directory;
                else if (info.isFile())
                    kind = PathKind::File;
            }
        }
        out.insert(rel, kind);
    }
    return out;
}

namespace {

// The context can be rendered at all: an image, a project (and its view) podman can mount, and
// in allowlist mode the gate and the ruleset. Otherwise nothing safe can run.
bool usableContext(const Policy &policy, const SandboxContext &ctx, QStringList *warnings)
{
    const bool allowlist = policy.network.mode == NetworkMode::Allowlist;
    if (!isImageReference(ctx.imageTag)) {
        warn(warnings,
             QCoreApplication::translate(
                 "aisb::Render", "The sandbox image tag %1 is not an image reference; build the image first.")
                 .arg(shown(ctx.imageTag)));
        return false;
    }
    if (!isHostPath(ctx.projectDir)) {
        warn(warnings,
             QCoreApplication::translate(
                 "aisb::Render",
                 "The project folder %1 cannot be mounted: it must be an absolute path without ',' or "
                 "'\"' and other than /. Move or rename the folder.")
                 .arg(shown(ctx.projectDir)));
        return false;
    }
    if (!ctx.projectSource.isEmpty() && !isHostPath(ctx.projectSource)) {
        warn(warnings,
             QCoreApplication::translate("aisb::Render",
                                         "The project view %1 cannot be mounted: it must be an absolute path "
                                         "without ',' or '\"' and other than /.")
                 .arg(shown(ctx.projectSource)));
        return false;
    }
    for (const QString &path : {ctx.seccompProfile, ctx.stageDir}) {
        if (!path.isEmpty() && !isHostPath(path)) {
            warn(warnings, QCoreApplication::translate("aisb::Render",
                                                       "The session file %1 cannot be handed to podman: it "
                                                       "must be an absolute path without ',' or '\"'.")
                               .arg(shown(path)));
            return false;
        }
    }
    if (allowlist && (!isIPv4(ctx.gate.sandboxAddress) || ctx.gate.port == 0)) {
        warn(warnings,
             QCoreApplication::translate("aisb::Render", "Allowlist mode needs the gate's address and port; "
                                                         "the sandbox will not start without them."));
        return false;
    }
    if (allowlist && !isHostPath(ctx.rulesetFile)) {
        warn(warnings,
             QCoreApplication::translate(
                 "aisb::Render", "Allowlist mode needs the rendered ruleset file, but %1 cannot be mounted.")
                 .arg(shown(ctx.rulesetFile)));
        return false;
    }
    return true;
}

// The read-only root, /tmp, capabilities and resource limits.
void appendLimits(QStringList &a, const Policy &policy, bool allowlist, QStringList *warnings)
{
    // A read-only root; podman's own tmpfs on /run and /var/tmp stay (--read-only-tmpfs is true
    // by default) and /tmp is replaced by ours, sized by the policy.
    a << QStringLiteral("--read-only");
    // runc gives a tmpfs the mode of the directory it covers (1777 for /tmp in Debian images).
    QString tmpOptions = QStringLiteral("rw,nosuid,nodev,notmpcopyup");
    if (isSize(policy.limits.tmpSize))
        tmpOptions += QStringLiteral(",size=") + policy.limits.tmpSize;
    else if (!policy.limits.tmpSize.isEmpty())
        warn(warnings, QCoreApplication::translate(
                           "aisb::Render",
                           "limits.tmp_size %1 is not a size such as 512m; /tmp gets podman's default size.")
                           .arg(shown(policy.limits.tmpSize)));
    a << QStringLiteral("--tmpfs=/tmp:") + tmpOptions + QStringLiteral(",mode=1777");

    // The entrypoint needs SETUID/SETGID/SETPCAP to drop to uid 1000 with an empty bounding set,
    // KILL to pass a stop signal on to the command it supervises (its pid 1 stays root, see
    // SandboxContext::lifelineFile), NET_ADMIN only to load the ruleset; the command has none.
    a << QStringLiteral("--cap-drop=ALL");
    a << (allowlist ? QStringLiteral("--cap-add=SETUID,SETGID,SETPCAP,KILL,NET_ADMIN")
                    : QStringLiteral("--cap-add=SETUID,SETGID,SETPCAP,KILL"));
    a << QStringLiteral("--security-opt=no-new-privileges");

    if (policy.limits.pids > 0)
        a << QStringLiteral("--pids-limit=") + QString::number(policy.limits.pids);
    if (isSize(policy.limits.memory)) {
        // The same swap limit makes the memory limit real (no swapping past it).
        a << QStringLiteral("--memory=") + policy.limits.memory;
        a << QStringLiteral("--memory-swap=") + policy.limits.memory;
    } else if (!policy.limits.memory.isEmpty()) {
        warn(warnings,
             QCoreApplication::translate(
                 "aisb::Render",
                 "limits.memory %1 is not a size such as 4g; the sandbox runs without a memory limit.")
                 .arg(shown(policy.limits.memory)));
    }
    if (std::isfinite(policy.limits.cpus) && policy.limits.cpus > 0 && policy.limits.cpus <= 4096)
        a << QStringLiteral("--cpus=") + QString::number(policy.limits.cpus, 'g', 6);
    else if (policy.limits.cpus != 0)
        warn(warnings, QCoreApplication::translate(
                           "aisb::Render",
                           "limits.cpus is not a positive number; the sandbox runs without a CPU limit."));
}

// SELinux relabelling of a bind (nothing without SELinux). Shared (:z, container_file_t without
// categories) for the project and the binds inside it: another session or the warm sandbox of
// the same project may have it mounted at the same time, and a private label would lock that
// one out. Private (:Z, this container's categories) for the session's own files that only this
// container reads (ruleset, lifeline, agent socket folder, the gate's config and log). Never on
// /dev/null, tmpfs, volumes (podman labels those itself) or the extra mounts: those are the
// user's host folders, whose labels other programs may rely on (docs/threat-model.md, "SELinux").
enum class Relabel { Shared, Private };
QString relabel(bool selinux, Relabel how)
{
    if (!selinux)
        return {};
    return how == Relabel::Shared ? QStringLiteral(",relabel=shared") : QStringLiteral(",relabel=private");
}

struct ProjectBinds
{
    bool policyFile = false;  // .ai-sandbox.toml, read-only
    QStringList pinned;       // folders above protected or masked paths, bound onto themselves
    QStringList protectedRel; // read-only paths that exist
};

ProjectBinds projectBinds(const Policy &policy, const QMap<QString, PathKind> &paths)
{
    ProjectBinds b;
    const bool projectRo = policy.mounts.project == MountMode::ReadOnly;
    b.policyFile = !projectRo && paths.value(QStringLiteral(".ai-sandbox.toml")) == PathKind::File;
    QStringList maskedRel;
    for (const QString &m : policy.mounts.masked)
        maskedRel.append(normalizeProjectPath(m));
    for (int i = 0; i < policy.mounts.readOnly.size() && !projectRo; ++i) {
        const QString rel = normalizeProjectPath(policy.mounts.readOnly.at(i));
        if (rel.isEmpty() || maskedRel.contains(rel) || b.protectedRel.contains(rel) ||
            paths.value(rel, PathKind::Missing) == PathKind::Missing)
            continue;
        b.protectedRel.append(rel);
    }
    // A mount point cannot be renamed or removed, but its parent folder can: `mv .git .g && cp -a
    // .g .git` would take a read-only .git/hooks away. So every folder between /project and a
    // masked or read-only path is bound onto itself first (podman mounts parents before their
    // children), which pins the whole chain. The probe saw the leaf inside the project, so each
    // ancestor is a folder there.
    QStringList pinned;
    auto pinAncestors = [&](const QString &rel) {
        const QStringList parts = rel.split(QLatin1Char('/'));
        QString prefix;
        for (int k = 0; k + 1 < parts.size(); ++k) {
            prefix += (prefix.isEmpty() ? QString() : QStringLiteral("/")) + parts.at(k);
            if (!pinned.contains(prefix))
                pinned.append(prefix);
        }
    };
    for (const QString &rel : std::as_const(b.protectedRel))
        pinAncestors(rel);
    if (!projectRo) {
        for (const QString &rel : std::as_const(maskedRel))
            if (!rel.isEmpty() && paths.value(rel, PathKind::Missing) != PathKind::Missing)
                pinAncestors(rel);
    }
    for (const QString &rel : std::as_const(pinned))
        if (!b.protectedRel.contains(rel) && !maskedRel.contains(rel)) // else a mount point of its own
            b.pinned.append(rel);
    return b;
}

// Where a bind inside the project comes from: its staged clone, else the project (or its view).
QString bindSource(const SandboxContext &ctx, const QString &projectSource, const QString &rel)
{
    // QString(...): with QStringBuilder the two branches are different types (Qt 6.8 refuses).
    return ctx.stageDir.isEmpty() ? QString(projectSource + QLatin1Char('/') + rel)
                                  : QString(ctx.stageDir + QLatin1Char('/') + stagedName(rel));
}

// The project, what is hidden or protected inside it, the ruleset, the agent's folder, the home
// and the extra mounts.
void appendMounts(QStringList &a, const Policy &policy, const SandboxContext &ctx, bool allowlist,
                  QStringList *warnings)
{
    const QString projectSource = ctx.projectSource.isEmpty() ? ctx.projectDir : ctx.projectSource;
    const bool projectRo = policy.mounts.project == MountMode::ReadOnly;
    // nosuid,nodev: nothing in the project runs with its owner's privileges or opens a device,
    // whatever mode bits the sandbox gives it (rootful, the invoker may be root).
    const QString shared = relabel(ctx.selinux, Relabel::Shared);
    a << QStringLiteral("--mount=type=bind,src=") + projectSource + QStringLiteral(",dst=") + projectMount +
             QStringLiteral(",nosuid,nodev") + (projectRo ? QStringLiteral(",ro") : QString()) + shared;
    if (projectBinds(policy, ctx.projectPaths).policyFile) {
        // The sandbox must not rewrite its own policy.
        a << QStringLiteral("--mount=type=bind,src=") +
                 bindSource(ctx, projectSource, QStringLiteral(".ai-sandbox.toml")) +
                 QStringLiteral(",dst=/project/.ai-sandbox.toml,ro") + shared;
    }
    for (int i = 0; i < policy.mounts.masked.size(); ++i) {
        const QString rel = normalizeProjectPath(policy.mounts.masked.at(i));
        if (rel.isEmpty()) {
            warn(warnings, QCoreApplication::translate(
                               "aisb::Render",
                               "mounts.masked[%1] %2 is not a path inside the project; it was not masked.")
                               .arg(i)
                               .arg(shown(policy.mounts.masked.at(i))));
            continue;
        }
        if (!ctx.projectPaths.contains(rel)) {
            warn(warnings, QCoreApplication::translate(
                               "aisb::Render", "mounts.masked[%1] %2 was not probed; it was not masked.")
                               .arg(i)
                               .arg(shown(rel)));
            continue;
        }
        const QString dst = projectMount + QLatin1Char('/') + rel;
        switch (ctx.projectPaths.value(rel)) {
        case PathKind::Missing:
            break; // never create a mount point in the user's project
        case PathKind::File:
            a << QStringLiteral("--mount=type=bind,src=/dev/null,dst=") + dst + QStringLiteral(",ro");
            break;
        case PathKind::Directory:
            // notmpcopyup: podman's default copies what is under the mount point into the tmpfs,
            // which would show the very files the mask is meant to hide (seen on podman 4.3).
            a << QStringLiteral("--mount=type=tmpfs,dst=") + dst +
                     QStringLiteral(",ro,notmpcopyup,tmpfs-size=4k");
            break;
        }
    }
    for (int i = 0; i < policy.mounts.readOnly.size() && !projectRo; ++i) {
        if (normalizeProjectPath(policy.mounts.readOnly.at(i)).isEmpty())
            warn(warnings, QCoreApplication::translate(
                               "aisb::Render",
                               "mounts.read_only[%1] %2 is not a path inside the project; it stays writable.")
                               .arg(i)
                               .arg(shown(policy.mounts.readOnly.at(i))));
    }
    const ProjectBinds binds = projectBinds(policy, ctx.projectPaths);
    for (const QString &rel : binds.pinned)
        a << QStringLiteral("--mount=type=bind,src=") + bindSource(ctx, projectSource, rel) +
                 QStringLiteral(",dst=") + projectMount + QLatin1Char('/') + rel +
                 QStringLiteral(",nosuid,nodev") + shared;
    for (const QString &rel : binds.protectedRel)
        a << QStringLiteral("--mount=type=bind,src=") + bindSource(ctx, projectSource, rel) +
                 QStringLiteral(",dst=") + projectMount + QLatin1Char('/') + rel +
                 QStringLiteral(",ro,nosuid,nodev") + shared;

    if (allowlist)
        a << QStringLiteral("--mount=type=bind,src=") + ctx.rulesetFile +
                 QStringLiteral(",dst=/etc/aisb/ruleset.nft,ro") + relabel(ctx.selinux, Relabel::Private);
    // The lifeline: the entrypoint (pid 1) ends the container once the launcher's lock on it is
    // gone (docs/architecture.md, "Lifetime"). Unusable: left out (the sandbox then ends only by
    // itself or through the launcher).
    if (!ctx.lifelineFile.isEmpty() && isHostPath(ctx.lifelineFile))
        a << QStringLiteral("--mount=type=bind,src=") + ctx.lifelineFile +
                 QStringLiteral(",dst=/run/aisb-lifeline,ro,nosuid,nodev,noexec") +
                 relabel(ctx.selinux, Relabel::Private);
    if (!ctx.agentDir.isEmpty()) {
        if (isHostPath(ctx.agentDir))
            a << QStringLiteral("--mount=type=bind,src=") + ctx.agentDir +
                     QStringLiteral(",dst=/run/aisb-agent") + relabel(ctx.selinux, Relabel::Private);
        else
            warn(warnings, QCoreApplication::translate(
                               "aisb::Render",
                               "The exec agent folder %1 cannot be mounted; the agent is not reachable.")
                               .arg(shown(ctx.agentDir)));
    }
    if (policy.mounts.homeVolume && isResourceName(ctx.homeVolume)) {
        a << QStringLiteral("--mount=type=volume,src=") + ctx.homeVolume + QStringLiteral(",dst=") +
                 sandboxHome;
    } else {
        if (policy.mounts.homeVolume && !ctx.homeVolume.isEmpty())
            warn(warnings, QCoreApplication::translate(
                               "aisb::Render",
                               "The home volume name %1 is not usable; /home/sandbox is temporary this time.")
                               .arg(shown(ctx.homeVolume)));
        // podman 4.3 refuses uid=/gid= tmpfs options and the entrypoint has no CAP_CHOWN: the
        // image makes /home/sandbox mode 1777, which runc carries over to the tmpfs.
        QString homeOptions = QStringLiteral("rw,nosuid,nodev,notmpcopyup");
        if (isSize(policy.limits.tmpSize))
            homeOptions += QStringLiteral(",size=") + policy.limits.tmpSize;
        a << QStringLiteral("--tmpfs=") + sandboxHome + QLatin1Char(':') + homeOptions +
                 QStringLiteral(",mode=1777");
    }
    for (int i = 0; i < policy.mounts.extra.size(); ++i) {
        const ExtraMount &m = policy.mounts.extra.at(i);
        if (!isHostPath(m.source) || !isMountPath(m.target) || isReservedMountTarget(m.target)) {
            warn(warnings,
                 QCoreApplication::translate(
                     "aisb::Render",
                     "mounts.extra[%1] (%2 on %3) needs two clean absolute paths without ',' or '\"', "
                     "and may not cover a path the sandbox itself needs; it was not mounted.")
                     .arg(i)
                     .arg(shown(m.source), shown(m.target)));
            continue;
        }
        a << QStringLiteral("--mount=type=bind,src=") + m.source + QStringLiteral(",dst=") + m.target +
                 (m.mode == MountMode::ReadOnly ? QStringLiteral(",ro") : QString());
    }
}

} // namespace

QStringList projectBindSources(const Policy &policy, const QMap<QString, PathKind> &projectPaths)
{
    const ProjectBinds b = projectBinds(policy, projectPaths);
    return (b.policyFile ? QStringList{QStringLiteral(".ai-sandbox.toml")} : QStringList()) + b.pinned +
           b.protectedRel;
}

QString stagedName(const QString &rel)
{
    QString name = rel;
    name.replace(QLatin1Char('%'), QStringLiteral("%25")).replace(QLatin1Char('/'), QStringLiteral("%2F"));
    return name;
}

namespace {

// The container's name, id file, host name and labels (which project, session, kind; a warm
// sandbox's policy fingerprint).
void appendIdentity(QStringList &a, const Policy &policy, const SandboxContext &ctx, QStringList *warnings)
{
    if (isResourceName(ctx.containerName))
        a << QStringLiteral("--name=") + ctx.containerName;
    else
        warn(warnings, QCoreApplication::translate(
                           "aisb::Render", "The container name %1 is not usable; podman will pick one.")
                           .arg(shown(ctx.containerName)));
    if (!ctx.cidFile.isEmpty()) {
        if (isHostPath(ctx.cidFile))
            a << QStringLiteral("--cidfile=") + ctx.cidFile;
        else
            warn(warnings, QCoreApplication::translate(
                               "aisb::Render", "The container id file %1 is not usable; it was left out.")
                               .arg(shown(ctx.cidFile)));
    }
    a << QStringLiteral("--hostname=sandbox");
    a << Label::option(Label::Managed, QStringLiteral("1"));
    if (isResourceName(ctx.projectSlug))
        a << Label::option(Label::Project, ctx.projectSlug);
    else
        warn(warnings, QCoreApplication::translate(
                           "aisb::Render", "The project slug %1 is not usable as a label; it was left out.")
                           .arg(shown(ctx.projectSlug)));
    a << Label::option(Label::Kind, QLatin1String(Label::Kinds::Sandbox));
    if (isResourceName(ctx.sessionId))
        a << Label::option(Label::Session, ctx.sessionId);
    else
        warn(warnings, QCoreApplication::translate(
                           "aisb::Render", "The session id %1 is not usable as a label; it was left out.")
                           .arg(shown(ctx.sessionId)));
    if (ctx.warm) {
        a << Label::option(Label::Warm, QStringLiteral("1"));
        a << Label::option(Label::Policy, policyFingerprint(policy));
    }
}

// The network the mode asks for, the pass-through env file and the variables the entrypoint and
// the tools inside read (the mode, the gate as proxy, warm, the lifeline).
void appendNetwork(QStringList &a, const Policy &policy, const SandboxContext &ctx, QStringList *warnings)
{
    const NetworkMode mode = policy.network.mode;
    const bool allowlist = mode == NetworkMode::Allowlist;
    switch (mode) {
    case NetworkMode::None:
        a << QStringLiteral("--network=none");
        break;
    case NetworkMode::Open:
        // A namespace of its own on podman's default network (bridge rootful, slirp4netns or
        // pasta rootless), said explicitly: a containers.conf with netns = "host" (the user's,
        // or a remote service's) would otherwise give the sandbox the host's network.
        a << QStringLiteral("--network=private");
        break;
    case NetworkMode::Allowlist:
        if (ctx.route == GateRoute::Pasta)
            a << QStringLiteral("--network=pasta:--map-host-loopback,") + ctx.gate.sandboxAddress;
        else
            a << QStringLiteral("--network=slirp4netns:allow_host_loopback=true");
        break;
    }

    if (!ctx.envFile.isEmpty()) {
        if (isHostPath(ctx.envFile))
            a << QStringLiteral("--env-file=") + ctx.envFile;
        else
            warn(warnings,
                 QCoreApplication::translate(
                     "aisb::Render",
                     "The env file path %1 is not usable; the sandbox gets no pass-through variables.")
                     .arg(shown(ctx.envFile)));
    }
    a << QStringLiteral("--env=AISB_NET_MODE=") + toString(mode);
    if (allowlist) {
        const QString proxy = QStringLiteral("http://") + ctx.gate.sandboxAddress + QLatin1Char(':') +
                              QString::number(ctx.gate.port);
        for (const char *name : {"HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"})
            a << QStringLiteral("--env=") + QLatin1String(name) + QLatin1Char('=') + proxy;
        // The gate's credential endpoints are reached directly, not through the proxy (which
        // refuses addresses).
        const QString noProxy = ctx.credentialEnv.isEmpty()
                                    ? QStringLiteral("localhost,127.0.0.1")
                                    : QStringLiteral("localhost,127.0.0.1,") + ctx.gate.sandboxAddress;
        for (const char *name : {"NO_PROXY", "no_proxy"})
            a << QStringLiteral("--env=") + QLatin1String(name) + QLatin1Char('=') + noProxy;
        // [[credentials]]: the placeholder and the endpoints, never a value.
        for (const auto &[name, value] : ctx.credentialEnv)
            if (isEnvName(name) && !name.startsWith(QLatin1String("AISB_")) && isCommandArgument(value))
                a << QStringLiteral("--env=") + name + QLatin1Char('=') + value;
    }
    if (ctx.warm)
        a << QStringLiteral("--env=AISB_WARM=1");
    if (!ctx.lifelineFile.isEmpty() && isHostPath(ctx.lifelineFile))
        a << QStringLiteral("--env=AISB_LIFELINE=/run/aisb-lifeline");
}

// The command after the image; an argument podman or the shell could misread is left out.
// The command goes to podman as argv, never through a shell: a newline, a tab or an escape in an
// argument reaches the program as it is (`sh -c "$(cat script)"`). Only what no argv can carry (a
// NUL) or what would not be a program (an empty name, one starting with '-') is refused, and then
// the whole launch: an argument left out would change what the command means.
bool appendCommand(QStringList &a, const SandboxContext &ctx, QStringList *warnings)
{
    for (int i = 0; i < ctx.command.size(); ++i) {
        const QString &arg = ctx.command.at(i);
        if (!isCommandArgument(arg) || (i == 0 && (arg.isEmpty() || arg.startsWith(QLatin1Char('-'))))) {
            warn(warnings,
                 QCoreApplication::translate(
                     "aisb::Render",
                     "Command argument %1 (%2) cannot be passed (a NUL character, or a program name that "
                     "is empty or starts with '-'); the sandbox was not started.")
                     .arg(i)
                     .arg(shown(arg)));
            return false;
        }
        a << arg;
    }
    return true;
}

} // namespace

QStringList sandboxRunArgs(const Policy &policy, const SandboxContext &ctx, QStringList *warnings)
{
    if (!usableContext(policy, ctx, warnings))
        return {};
    const NetworkMode mode = policy.network.mode;
    const bool allowlist = mode == NetworkMode::Allowlist;

    QStringList a{QStringLiteral("run")};
    // A warm sandbox outlives the session that started it: detached, and removed by the next
    // start or `clean`, never by podman when its first process ends.
    if (ctx.warm)
        a << QStringLiteral("-d");
    else if (!policy.run.keep)
        a << QStringLiteral("--rm");
    appendIdentity(a, policy, ctx, warnings);
    a << QStringLiteral("--pull=never");

    appendLimits(a, policy, allowlist, warnings);
    // No set-uid/set-gid bits on anything the sandbox makes (sandboxSeccompProfile).
    if (!ctx.seccompProfile.isEmpty())
        a << QStringLiteral("--security-opt=seccomp=") + ctx.seccompProfile;

    appendNetwork(a, policy, ctx, warnings);

    // The entrypoint must start as root in the container to load the ruleset and drop privileges;
    // rootless, keep-id maps container uid 1000 to the user so project files stay theirs
    // (rootful, projectSource is a view of the project that does the same for the project alone).
    if (ctx.rootless)
        a << QStringLiteral("--userns=keep-id:uid=1000,gid=1000");
    a << QStringLiteral("--user=0:0");

    // Mounts: the project, then what is hidden or protected inside it.
    appendMounts(a, policy, ctx, allowlist, warnings);

    // No detach keys: every key reaches the program (Ctrl-P included). The remote client refuses an
    // empty list ("invalid detach keys"), so there it is a sequence no keyboard types by accident.
    if (ctx.interactive)
        a << QStringLiteral("-i") << QStringLiteral("-t")
          << (ctx.remote ? QStringLiteral("--detach-keys=ctrl-^,ctrl-@,ctrl-_,ctrl-]")
                         : QStringLiteral("--detach-keys="));
    else if (ctx.stdinOpen && !ctx.warm)
        a << QStringLiteral("-i");
    if (isMountPath(policy.run.workdir))
        a << QStringLiteral("--workdir=") + policy.run.workdir;
    else
        warn(warnings,
             QCoreApplication::translate(
                 "aisb::Render", "run.workdir %1 is not an absolute path; the sandbox starts in /project.")
                 .arg(shown(policy.run.workdir)));

    a << ctx.imageTag;
    if (!appendCommand(a, ctx, warnings))
        return {};
    return a;
}

QStringList gateRunArgs(const GateContext &ctx, QStringList *warnings,
                        const GateCredentialMounts &credentials)
{
    const bool ok = isImageReference(ctx.imageTag) && isHostPath(ctx.configFile) &&
                    isHostPath(ctx.hostsFile) && (ctx.logInContainer || isHostPath(ctx.logDir)) &&
                    isResourceName(ctx.containerName);
    if (!ok) {
        warn(warnings, QCoreApplication::translate(
                           "aisb::Render",
                           "The gate cannot be started: its image tag, container name, config, hosts file or "
                           "log folder is not usable (%1, %2, %3, %4, %5).")
                           .arg(shown(ctx.imageTag), shown(ctx.containerName), shown(ctx.configFile),
                                shown(ctx.hostsFile), shown(ctx.logDir)));
        return {};
    }
    QStringList a{QStringLiteral("run"),
                  QStringLiteral("-d"),
                  QStringLiteral("--rm"),
                  QStringLiteral("--name=") + ctx.containerName,
                  QStringLiteral("--network=host"),
                  QStringLiteral("--pull=never"),
                  Label::option(Label::Managed, QStringLiteral("1"))};
    if (isResourceName(ctx.projectSlug))
        a << Label::option(Label::Project, ctx.projectSlug);
    a << Label::option(Label::Kind, QStringLiteral("gate"));
    if (isResourceName(ctx.sessionId))
        a << Label::option(Label::Session, ctx.sessionId);
    // squid starts as root and switches to the proxy user: SETUID/SETGID, and KILL for the shell
    // that passes stop and reconfigure signals on to it (below); nothing else.
    a << QStringLiteral("--read-only") << QStringLiteral("--cap-drop=ALL")
      << QStringLiteral("--cap-add=SETUID,SETGID,KILL") << QStringLiteral("--security-opt=no-new-privileges");
    for (const char *dir : {"/var/spool/squid", "/var/cache/squid", "/var/log/squid", "/tmp"})
        a << QStringLiteral("--tmpfs=") + QLatin1String(dir) +
                 QStringLiteral(":rw,nosuid,nodev,noexec,notmpcopyup,mode=1777");
    // squid's shared memory segments: podman 5.4 (a remote service's, driven by a 4.3 client) mounts
    // /dev/shm read-only in a --read-only container, and squid then ends at once (shm_open: EROFS).
    a << QStringLiteral("--tmpfs=/dev/shm:rw,nosuid,nodev,noexec,mode=1777");
    const QString own = relabel(ctx.selinux, Relabel::Private);
    a << QStringLiteral("--mount=type=bind,src=") + ctx.configFile +
             QStringLiteral(",dst=/etc/squid/squid.conf,ro") + own;
    a << QStringLiteral("--mount=type=bind,src=") + ctx.hostsFile +
             QStringLiteral(",dst=/etc/aisb/hosts,ro") + own;
    // A remote gate: its log stays in the container, read with podman exec, in memory of the service
    // that an agent's flood of requests must not exhaust (256 MiB: about a million log lines).
    if (ctx.logInContainer)
        a << QStringLiteral("--tmpfs=/var/log/aisb:rw,nosuid,nodev,noexec,notmpcopyup,mode=1777,size=256m");
    else
        a << QStringLiteral("--mount=type=bind,src=") + ctx.logDir + QStringLiteral(",dst=/var/log/aisb") +
                 own;
    // [[credentials]]: the values in a podman secret, readable by root (squid parses its config as
    // root) and squid's group (proxy, gid 13: a reconfigure) in this container only.
    // The root file system is read-only: the secret's folder is a tmpfs of this container.
    if (!credentials.secret.isEmpty() && isResourceName(credentials.secret))
        a << QStringLiteral("--tmpfs=/run/secrets:rw,nosuid,nodev,noexec,mode=0755")
          << QStringLiteral("--secret=") + credentials.secret + QStringLiteral(",type=mount,target=") +
                 QLatin1String(gateCredentialSecretTarget) + QStringLiteral(",uid=0,gid=13,mode=0440");
    if (!credentials.caBundleFile.isEmpty() && isHostPath(credentials.caBundleFile))
        a << QStringLiteral("--mount=type=bind,src=") + credentials.caBundleFile + QStringLiteral(",dst=") +
                 QLatin1String(gateCaBundlePath) + QStringLiteral(",ro") + own;
    if (ctx.lifelineFile.isEmpty() || !isHostPath(ctx.lifelineFile)) {
        a << ctx.imageTag << QStringLiteral("squid") << QStringLiteral("-N") << QStringLiteral("-f")
          << QStringLiteral("/etc/squid/squid.conf");
        return a;
    }
    // squid under a shell that stops it when the launcher's flock() on the lifeline is released
    // (it died, or ended the session): the kernel releases the lock with the last descriptor, so
    // the gate ends within moments of its owner however that owner ends. TERM and HUP (stop,
    // reconfigure) reach squid through the shell.
    a << QStringLiteral("--mount=type=bind,src=") + ctx.lifelineFile +
             QStringLiteral(",dst=/run/aisb-lifeline,ro,nosuid,nodev,noexec") + own;
    a << QStringLiteral("--entrypoint=/bin/sh") << ctx.imageTag << QStringLiteral("-c")
      << QStringLiteral("squid -N -f /etc/squid/squid.conf & s=$!; "
                        "trap 'kill -TERM $s' TERM INT; trap 'kill -HUP $s' HUP; "
                        "(perl -MFcntl=:flock -e 'open(my $f, \"<\", $ARGV[0]) or die \"lifeline: $!\\n\"; "
                        "flock($f, LOCK_SH) or die \"lifeline: $!\\n\"' /run/aisb-lifeline; "
                        "echo 'ai-sandbox: the session ended: stopping the gate' >&2; kill -TERM $s) & "
                        "while kill -0 $s 2>/dev/null; do wait $s; done")
      << QStringLiteral("aisb-gate");
    return a;
}

} // namespace aisb::Render
