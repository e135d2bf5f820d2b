// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace aisb {

// How a sandbox ended, in words for people and as data for events.jsonl: a pure function of
// what the session knows when the sandbox has exited.
struct SessionExitFacts
{
    int exitCode = -1;
    bool oomKilledByPodman = false; // podman inspect's State.OOMKilled
    bool stopOrKillRequested = false;
    QString memoryLimit; // policy limits.memory ("" = none)
};

struct SessionExit
{
    bool oomKilled = false; // reported by podman, or inferred (see describeExit)
    QString message;
    QJsonObject data; // exitCode, oomKilled, oomInferred (when inferred)
};

// podman 4.3 with runc on cgroups v1 reports OOMKilled=false although the kernel's OOM killer
// ended the command: a SIGKILL (137) that nobody here sent, with a memory limit set, is taken
// as the memory limit. Exit 77 and 78 are the entrypoint's: the ruleset could not be loaded,
// or enforcement not verified, so the command never ran.
SessionExit describeExit(const SessionExitFacts &facts);

} // namespace aisb
