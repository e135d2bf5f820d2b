// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliinvocation.h"
#include "policy/policyloader.h"

#include <QStringList>
#include <QTextStream>

namespace aisb {

// The `ai-sandbox` command line on top of the core: runs one invocation, writing to the given
// streams. Shared by app/cli_main.cpp and the tests (which call it in-process).
class Cli
{
public:
    Cli(QTextStream &out, QTextStream &err);

    int run(const QStringList &args, const QString &currentDir);

    // Resolves the policy of `inv` (files, environment, flags and additive flags).
    static LoadedPolicy resolvePolicy(const CliInvocation &inv, bool requireTrust,
                                      const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());

    enum ExitCode { Ok = 0, Usage = 64, BadPolicy = 65, PodmanFailed = 125 };

private:
    int printPolicy(const CliInvocation &inv);
    int printArtifact(const CliInvocation &inv);
    int dryRun(const CliInvocation &inv);
    int trust(const CliInvocation &inv, bool approve);
    int notYet(const QString &what);
    bool reportIssues(const LoadedPolicy &loaded);
    void warnIfUntrusted(const LoadedPolicy &loaded);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace aisb
