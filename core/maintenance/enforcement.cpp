// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/enforcement.h"

#include <QCoreApplication>

namespace aisb {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Enforcement", text);
}
} // namespace

bool Enforcement::has(const QString &id) const
{
    for (const Problem &p : problems)
        if (p.id == id)
            return true;
    return false;
}

QString Enforcement::text() const
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << (p.fix.isEmpty() ? p.reason : tr("%1 Fix: %2").arg(p.reason, p.fix));
    return lines.join(QLatin1Char('\n'));
}

bool Enforcement::setsLimits(const Policy::Limits &limits)
{
    return !limits.memory.isEmpty() || limits.cpus > 0 || limits.pids > 0;
}

Enforcement Enforcement::verdict(const Policy &policy, const Facts &facts)
{
    Enforcement v;
    const bool allowlist = policy.network.mode == NetworkMode::Allowlist;
    if (allowlist && facts.probed && facts.caps.route == PodmanCapabilities::Route::NoRoute)
        v.problems.append(
            {QStringLiteral("route"),
             tr("Allowlist mode needs a route from the sandbox to its gate, and there is none: %1.")
                 .arg(facts.caps.routeReason),
             tr("install slirp4netns (podman 4) or passt (podman 5), or set the project's network "
                "mode to none.")});
    if (allowlist && !facts.nftFailure.isEmpty())
        v.problems.append(
            {QStringLiteral("nft"), tr("Allowlist mode cannot be enforced: %1.").arg(facts.nftFailure),
             tr("load the nf_tables kernel module (sudo modprobe nf_tables) or run podman rootful; "
                "or set the project's network mode to none.")});
    if (setsLimits(policy.limits)) {
        const bool v1Rootless = facts.probed && facts.caps.rootless && !facts.caps.remote &&
                                facts.caps.cgroupVersion == QLatin1String("v1");
        if (v1Rootless || !facts.limitsIgnored.isEmpty())
            v.problems.append(
                {QStringLiteral("limits"),
                 facts.limitsIgnored.isEmpty()
                     ? tr("Rootless podman on cgroups v1 ignores the memory, CPU and process limits this "
                          "project "
                          "sets.")
                     : tr("The memory, CPU and process limits this project sets are ignored here: %1.")
                           .arg(facts.limitsIgnored),
                 tr("switch the host to cgroups v2 (systemd.unified_cgroup_hierarchy=1) or run podman "
                    "rootful; "
                    "or remove memory, cpus and pids from the project's limits.")});
    }
    return v;
}

} // namespace aisb
