// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliinvocation.h"
#include "engine/podmancapabilities.h"
#include "engine/podmanconnection.h"
#include "policy/policyloader.h"
#include "session/quarantine.h"
#include "session/runline.h"
#include "session/sessiondir.h"

#include <QStringList>
#include <QTextStream>
#include <optional>

namespace aisb {

class Podman;

// The `ai-sandbox` command line on top of the core: runs one invocation, writing to the given
// streams. Shared by app/cli_main.cpp and the tests (which call it in-process).
class Cli
{
public:
    Cli(QTextStream &out, QTextStream &err);

    int run(const QStringList &args, const QString &currentDir);
    // Where questions are answered (`trust`): default the process's stdin, interactive when it is
    // a terminal. Tests pass a stream and say whether it counts as a terminal.
    void setInput(QTextStream *in, bool interactive);

    // Resolves the policy of `inv` (files, environment, flags and additive flags).
    static LoadedPolicy
    resolvePolicy(const CliInvocation &inv, bool requireTrust,
                  const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());

    enum ExitCode { Ok = 0, Usage = 64, BadPolicy = 65, PodmanFailed = 125 };

    // The podman to drive: --url/--connection, and $AISB_PODMAN (tests) for the program.
    static PodmanConnection podmanConnection(const CliInvocation &inv);
    // The command a session runs: `--` override, else the policy's/harness's command + harness args.
    static QStringList commandFor(const CliInvocation &inv, const Policy &policy);
    // What a launch of `inv` asks for (command, terminal, warm sandbox): the session's options
    // and the dry run's preview both come from it, so the preview shows what runs.
    static RunRequest runRequest(const CliInvocation &inv, const Policy &policy);

private:
    // Sessions (clisession.cpp)
    int runSession(const CliInvocation &inv);
    int build(const CliInvocation &inv);
    int exec(const CliInvocation &inv);
    // Starts the project's warm sandbox (replacing any): its agent's socket, or "" with the
    // error kind (docs/exec.md) and the reason.
    QString startWarm(Podman &podman, const CliInvocation &inv, const Policy &policy, QString *kind,
                      QString *reason);
    // `ai-sandbox mcp` (climcp.cpp)
    int mcp(const CliInvocation &inv);
    // Maintenance (climaintenance.cpp)
    int sessions(const CliInvocation &inv);
    int gate(const CliInvocation &inv);
    int clean(const CliInvocation &inv);
    int doctor(const CliInvocation &inv);
    // `credentials list|set|remove` (clicredentials.cpp)
    int credentials(const CliInvocation &inv);
    // A secret from stdin: without echo on a terminal (prompting on stderr), else the input up to
    // its end; one trailing line break dropped.
    QString readSecret(const QString &prompt);
    // Live allowlist and the merged log (clilive.cpp)
    int allowDeny(const CliInvocation &inv);
    int logs(const CliInvocation &inv);
    // The past session a command shows (clilive.cpp): the one named, else the newest of the project
    // (with the file `needs` in its folder, when given). Without one, says why on stderr, sets
    // *exitCode and returns nothing.
    std::optional<SessionDir> sessionToShow(const CliInvocation &inv, const QString &needs, int *exitCode);
    // The recorded terminal of a session, played (clireplay.cpp)
    int replay(const CliInvocation &inv);
    // What a session changed in the project, and undo (clichanges.cpp)
    int changes(const CliInvocation &inv);
    // The project's sandbox as a Kubernetes manifest (cliexport.cpp)
    int exportKube(const CliInvocation &inv);
    int applyQuarantine(const CliInvocation &inv, const SessionDir &dir, const Quarantine::Record &record,
                        bool ended);
    // Resolves the policy for a launch: trusted project file, no issues. Prints why not.
    bool launchPolicy(const CliInvocation &inv, Policy &out);

    int printPolicy(const CliInvocation &inv);
    int printArtifact(const CliInvocation &inv);
    int dryRun(const CliInvocation &inv);
    int trust(const CliInvocation &inv, bool approve);
    void noteRestartNeeded(const CliInvocation &inv);
    bool reportIssues(const LoadedPolicy &loaded);
    void warnIfUntrusted(const LoadedPolicy &loaded);

    // One answer line from the input; empty when there is none.
    QString readAnswer();
    bool interactive() const;

    QTextStream &m_out;
    QTextStream &m_err;
    QTextStream *m_in = nullptr;
    bool m_inInteractive = false;
};

} // namespace aisb
