// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace aisb {

// What one `ai-sandbox` command line asks for, parsed but not yet executed.
struct CliInvocation
{
    enum class Command {
        Run,
        Exec,
        Mcp,
        Build,
        PrintPolicy,
        PrintContainerfile,
        PrintEntrypoint,
        PrintRuleset,
        PrintGateConfig,
        PrintRun,
        Trust,
        Untrust,
        Gate,
        Sessions,
        Clean,
        Doctor,
        Help,
        Version,
        Allow, // allow HOST [--session ID]: live allowlist change (clilive.cpp)
        Deny,
        Logs,       // logs [SESSION] [--follow] [--json] [--denied] [--since T]
        Replay,     // replay [SESSION] [--speed X] [--idle-limit S] (clireplay.cpp)
        Changes,    // changes [SESSION] [--json] [--undo [PATH...]] [--force] (clichanges.cpp)
        Export,     // export kube [-o FILE] (cliexport.cpp)
        Credentials // credentials list|set NAME|remove NAME (clicredentials.cpp)
    };
    Command command = Command::Run;
    QString projectDir; // absolute; default the current directory
    bool dryRun = false;
    QString logLevel;   // from --verbose / --log-level
    QString url;        // podman --url
    QString connection; // podman --connection
    // --lang: the language of the messages (de, en, de_DE); the program loads it before it parses
    // the command line for real (app/cli_main.cpp), so that the parser's own errors speak it too.
    QString language;

    // Policy from flags: scalar flags set fields of `flags`; additive flags are kept apart
    // and appended to the lower layers' lists when the policy is resolved.
    PolicyLayer flags;
    QStringList addAllow;
    QStringList addPass;
    QStringList addSecrets;
    QMap<QString, QString> addSet;
    QStringList addPackages;
    QList<ExtraMount> addMounts;

    QStringList harnessArgs;                    // appended to the harness's default command
    std::optional<QStringList> commandOverride; // after `--`: replaces the command

    // exec
    bool json = false;
    bool warm = false;
    bool quarantine = false;   // --quarantine (session/quarantine.h)
    bool forwardStdin = false; // exec --stdin: the caller's stdin is the command's
    qint64 timeoutMs = -1;     // -1 = policy's limits.exec_timeout
    qint64 maxOutputBytes = 1024 * 1024;
    // build
    bool rebuild = false;
    bool quiet = false; // --quiet: print only the tag (build)
    // gate / clean / trust
    QString action; // gate: up|down|status; clean: --all etc.; credentials: list|set|remove
    QString name;   // gate name; credentials: the credential's name
    bool all = false;
    bool yes = false;
    // clean (json above)
    bool volumes = false;
    QString volumeGlob;
    qint64 olderThanSeconds = -1;
    QString scopeLabel; // --label KEY=VALUE
    // allow / deny / logs
    QString host;      // allow/deny: the entry
    QString sessionId; // --session ID, or logs' positional SESSION
    bool follow = false;
    bool deniedOnly = false;
    QString since; // --since: a duration back from now (10m) or an ISO 8601 time
    // replay (sessionId above)
    double speed = 1.0;
    double idleLimit = -1; // seconds; -1: the recording's idle_time_limit, else none
    // changes
    bool undo = false;    // --undo: restore what the session changed
    bool apply = false;   // --apply: write a quarantine session's changes to the project
    bool discard = false; // --discard: remove a quarantine session's copy
    bool force = false;   // --force: also what was changed after the session ended
    QStringList paths;    // with --undo: only these (project-relative; a folder names what is below)
    // export (the format in `action`: kube)
    QString outputFile; // -o/--output FILE ("" = stdout); after `export`, -o is this, not --policy

    QString error;                 // usage error: one line, exit 64
    QList<PolicyIssue> flagIssues; // bad flag values: named, exit 64
};

// Parses the arguments after the program name. The alias-friendly rule: sandbox flags are
// read until the first positional argument or unknown flag; everything from there on is
// passed to the harness. `--` ends the flags and replaces the command with what follows.
// A first positional that names a subcommand selects it (flags may stand before and after).
CliInvocation parseCli(const QStringList &args, const QString &currentDir);

QString cliUsage();

} // namespace aisb
