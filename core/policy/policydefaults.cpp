// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policy.h"
#include "policy/policylayers.h"

#include <QRegularExpression>

namespace aisb {

QString toString(NetworkMode mode)
{
    switch (mode) {
    case NetworkMode::None:
        return QStringLiteral("none");
    case NetworkMode::Allowlist:
        return QStringLiteral("allowlist");
    case NetworkMode::Open:
        return QStringLiteral("open");
    }
    return {};
}

QString toString(MountMode mode)
{
    return mode == MountMode::ReadOnly ? QStringLiteral("ro") : QStringLiteral("rw");
}

QString toString(Layer layer)
{
    switch (layer) {
    case Layer::BuiltIn:
        return QStringLiteral("built-in");
    case Layer::User:
        return QStringLiteral("user file");
    case Layer::Project:
        return QStringLiteral("project file");
    case Layer::Environment:
        return QStringLiteral("environment");
    case Layer::Flag:
        return QStringLiteral("flag");
    }
    return {};
}

QStringList defaultProtectedPaths()
{
    // Files and folders that tools on the host later run or trust: git (config and hooks run
    // commands: core.hooksPath, core.fsmonitor, core.pager, core.sshCommand, filter and diff
    // drivers; info/ and modules/ hold more of both), shell start-up files, editor and agent
    // settings (tasks, MCP servers, hooks).
    // .git/commondir and .git/config.worktree redirect or extend git's config (absent in most
    // repositories: the session's watch quarantines them as soon as the sandbox creates them).
    return {QStringLiteral(".git/config"),
            QStringLiteral(".git/hooks"),
            QStringLiteral(".git/info"),
            QStringLiteral(".git/commondir"),
            QStringLiteral(".git/config.worktree"),
            QStringLiteral(".git/modules"),
            QStringLiteral(".gitmodules"),
            QStringLiteral(".gitconfig"),
            QStringLiteral(".bashrc"),
            QStringLiteral(".bash_profile"),
            QStringLiteral(".profile"),
            QStringLiteral(".zshrc"),
            QStringLiteral(".zprofile"),
            QStringLiteral(".zshenv"),
            QStringLiteral(".envrc"),
            QStringLiteral(".vscode"),
            QStringLiteral(".idea"),
            QStringLiteral(".mcp.json"),
            QStringLiteral(".claude"),
            QStringLiteral(".pi"),
            QStringLiteral(".codex"),
            QStringLiteral(".gemini"),
            QStringLiteral(".cursor")};
}

// The one place built-in defaults live.
Policy defaultPolicy()
{
    Policy p;
    p.image.base = QStringLiteral("localhost/ai-sandbox-base:trixie");
    p.image.harness = QStringLiteral("pi");
    p.run.workdir = QStringLiteral("/project");
    p.run.tty = true;
    p.run.keep = false;
    p.network.mode = NetworkMode::Allowlist;
    p.network.ports = {80, 443};
    p.limits.memory = QStringLiteral("4g");
    p.limits.cpus = 2;
    p.limits.pids = 512;
    p.limits.tmpSize = QStringLiteral("512m");
    p.limits.execTimeoutSec = 30;
    p.mounts.project = MountMode::ReadWrite;
    p.mounts.masked = {QStringLiteral(".env")};
    p.mounts.readOnly = defaultProtectedPaths();
    p.mounts.homeVolume = true;
    p.session.record = true;
    p.session.recordMaxMb = 64;
    return p;
}

bool isSecretName(const Policy &policy, const QString &name)
{
    static const QRegularExpression secretish(QStringLiteral("KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL"),
                                              QRegularExpression::CaseInsensitiveOption);
    if (secretish.match(name).hasMatch())
        return true;
    for (const QString &s : policy.env.secrets) {
        if (s == name)
            return true;
        if (s.contains(QLatin1Char('*'))) {
            const QRegularExpression glob(QRegularExpression::wildcardToRegularExpression(
                s, QRegularExpression::UnanchoredWildcardConversion));
            const QRegularExpression anchored(QRegularExpression::anchoredPattern(glob.pattern()));
            if (anchored.match(name).hasMatch())
                return true;
        }
    }
    return false;
}

Policy redactedPolicy(const Policy &policy)
{
    Policy r = policy;
    for (auto it = r.env.set.begin(); it != r.env.set.end(); ++it)
        if (isSecretName(policy, it.key()))
            it.value() = QStringLiteral("<redacted>");
    return r;
}

} // namespace aisb
