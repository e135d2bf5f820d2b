// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/sessionexit.h"

#include <QCoreApplication>

namespace aisb {
namespace {
// lupdate files a tr() in a free function under its namespace ("aisb"), not under the
// context the translation is looked up in: Tr::tr names it for both.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::Session)
};
} // namespace

SessionExit describeExit(const SessionExitFacts &facts)
{
    SessionExit out;
    const bool inferred = !facts.oomKilledByPodman && facts.exitCode == 137 && !facts.stopOrKillRequested &&
                          !facts.memoryLimit.isEmpty();
    out.oomKilled = facts.oomKilledByPodman || inferred;
    out.data = {{QStringLiteral("exitCode"), facts.exitCode}, {QStringLiteral("oomKilled"), out.oomKilled}};
    if (inferred)
        out.data.insert(QStringLiteral("oomInferred"), true);
    if (inferred)
        out.message =
            Tr::tr(
                "The sandbox was killed (SIGKILL, exit 137) with a memory limit of %1 and nothing here "
                "stopped it: most likely at its memory limit. Raise limits.memory if the command needs more.")
                .arg(facts.memoryLimit);
    else if (out.oomKilled)
        out.message = Tr::tr("The sandbox was killed at its memory limit (%1)").arg(facts.memoryLimit);
    else if (facts.exitCode == 77)
        out.message = Tr::tr("The network ruleset could not be loaded: the command did not run (exit 77)");
    else if (facts.exitCode == 78)
        out.message = Tr::tr("Network enforcement could not be verified: the command did not run (exit 78)");
    else
        out.message = Tr::tr("The sandbox exited with code %1").arg(facts.exitCode);
    return out;
}

} // namespace aisb
