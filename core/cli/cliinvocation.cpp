// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cliinvocation.h"

#include "policy/validation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>

namespace aisb {
namespace {

// lupdate files a tr() in a free function under its namespace ("aisb"), not under the
// context the translation is looked up in: Tr::tr names it for both.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::Cli)
};

const QHash<QString, CliInvocation::Command> &subcommands()
{
    using C = CliInvocation::Command;
    static const QHash<QString, C> map = {
        {QStringLiteral("run"), C::Run},
        {QStringLiteral("exec"), C::Exec},
        {QStringLiteral("mcp"), C::Mcp},
        {QStringLiteral("build"), C::Build},
        {QStringLiteral("print-policy"), C::PrintPolicy},
        {QStringLiteral("print-containerfile"), C::PrintContainerfile},
        {QStringLiteral("print-entrypoint"), C::PrintEntrypoint},
        {QStringLiteral("print-ruleset"), C::PrintRuleset},
        {QStringLiteral("print-gate-config"), C::PrintGateConfig},
        {QStringLiteral("print-run"), C::PrintRun},
        {QStringLiteral("trust"), C::Trust},
        {QStringLiteral("untrust"), C::Untrust},
        {QStringLiteral("gate"), C::Gate},
        {QStringLiteral("sessions"), C::Sessions},
        {QStringLiteral("clean"), C::Clean},
        {QStringLiteral("doctor"), C::Doctor},
        {QStringLiteral("help"), C::Help},
        {QStringLiteral("allow"), C::Allow},
        {QStringLiteral("deny"), C::Deny},
        {QStringLiteral("logs"), C::Logs},
        {QStringLiteral("replay"), C::Replay},
        {QStringLiteral("changes"), C::Changes},
        {QStringLiteral("export"), C::Export},
        {QStringLiteral("credentials"), C::Credentials},
    };
    return map;
}

// Flags that take a value and set one policy field through its string form.
const QHash<QString, QString> &scalarFlags()
{
    static const QHash<QString, QString> map = {
        {QStringLiteral("--net"), QStringLiteral("network.mode")},
        {QStringLiteral("--network"), QStringLiteral("network.mode")},
        {QStringLiteral("--ports"), QStringLiteral("network.ports")},
        {QStringLiteral("--memory"), QStringLiteral("limits.memory")},
        {QStringLiteral("--cpus"), QStringLiteral("limits.cpus")},
        {QStringLiteral("--pids"), QStringLiteral("limits.pids")},
        {QStringLiteral("--tmp-size"), QStringLiteral("limits.tmp_size")},
        {QStringLiteral("--harness"), QStringLiteral("image.harness")},
        {QStringLiteral("--base"), QStringLiteral("image.base")},
        {QStringLiteral("--workdir"), QStringLiteral("run.workdir")},
    };
    return map;
}

struct Parser
{
    Q_DECLARE_TR_FUNCTIONS(aisb::Cli)

public:
    CliInvocation inv;
    QStringList args;
    int i = 0;
    bool subcommandSeen = false;

    bool takeValue(const QString &flag, QString &out)
    {
        // Accept both "--flag value" and "--flag=value".
        const QString arg = args.at(i);
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        if (arg.startsWith(QLatin1String("--")) && eq > 0) {
            out = arg.mid(eq + 1);
            return true;
        }
        if (i + 1 >= args.size()) {
            inv.error = tr("%1 needs a value").arg(flag);
            return false;
        }
        out = args.at(++i);
        return true;
    }

    void setField(const QString &key, const QString &value, const QString &flag)
    {
        QList<PolicyIssue> issues;
        if (setPolicyFieldFromString(key, value, inv.flags.values, issues)) {
            inv.flags.fields.insert(key);
        } else {
            for (PolicyIssue issue : issues) {
                issue.field = flag;
                inv.flagIssues.append(issue);
            }
        }
    }

    // Returns false when `arg` is not a flag we know (the caller decides what that means).
    bool parseFlag()
    {
        const QString arg = args.at(i);
        const QString flag = arg.section(QLatin1Char('='), 0, 0);
        QString value;
        // After `export`, -o names the output file (elsewhere it is --policy).
        if (inv.command == CliInvocation::Command::Export &&
            (flag == QLatin1String("-o") || flag == QLatin1String("--output"))) {
            if (takeValue(flag, value))
                inv.outputFile = value;
            return true;
        }
        if (flag == QLatin1String("--project") || flag == QLatin1String("-C")) {
            if (takeValue(flag, value))
                inv.projectDir = value;
        } else if (flag == QLatin1String("--dry-run") || flag == QLatin1String("-n")) {
            inv.dryRun = true;
        } else if (flag == QLatin1String("--quarantine")) {
            inv.quarantine = true;
        } else if (flag == QLatin1String("--verbose") || flag == QLatin1String("-v")) {
            inv.logLevel =
                inv.logLevel == QLatin1String("debug") ? QStringLiteral("trace") : QStringLiteral("debug");
        } else if (flag == QLatin1String("--log-level")) {
            if (takeValue(flag, value))
                inv.logLevel = value;
        } else if (flag == QLatin1String("--lang")) {
            if (takeValue(flag, value))
                inv.language = value;
        } else if (flag == QLatin1String("--url")) {
            if (takeValue(flag, value))
                inv.url = value;
        } else if (flag == QLatin1String("--connection")) {
            if (takeValue(flag, value))
                inv.connection = value;
        } else if (flag == QLatin1String("--help") || flag == QLatin1String("-h")) {
            inv.command = CliInvocation::Command::Help;
        } else if (flag == QLatin1String("--version") || flag == QLatin1String("-V")) {
            inv.command = CliInvocation::Command::Version;
        } else if (scalarFlags().contains(flag)) {
            if (takeValue(flag, value))
                setField(scalarFlags().value(flag), value, flag);
        } else if (flag == QLatin1String("--allow")) {
            if (takeValue(flag, value))
                inv.addAllow += value.split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (flag == QLatin1String("--pass") || flag == QLatin1String("-e")) {
            if (takeValue(flag, value))
                inv.addPass += value.split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (flag == QLatin1String("--secret")) {
            if (takeValue(flag, value))
                inv.addSecrets += value.split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (flag == QLatin1String("--set")) {
            if (takeValue(flag, value)) {
                const qsizetype eq = value.indexOf(QLatin1Char('='));
                if (eq <= 0)
                    inv.error = tr("--set takes NAME=VALUE, got \"%1\"").arg(value.left(40));
                else
                    inv.addSet.insert(value.left(eq), value.mid(eq + 1));
            }
        } else if (flag == QLatin1String("--package")) {
            if (takeValue(flag, value))
                inv.addPackages += value.split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (flag == QLatin1String("--mount")) {
            if (takeValue(flag, value)) {
                const QStringList parts = value.split(QLatin1Char(':'));
                if (parts.size() < 2 || parts.size() > 3 ||
                    (parts.size() == 3 && parts[2] != QLatin1String("ro") &&
                     parts[2] != QLatin1String("rw"))) {
                    inv.error = tr("--mount takes SOURCE:TARGET[:ro|rw], got \"%1\"").arg(value.left(80));
                } else {
                    ExtraMount m;
                    m.source = QFileInfo(parts[0]).absoluteFilePath();
                    m.target = parts[1];
                    m.mode = parts.size() == 3 && parts[2] == QLatin1String("rw") ? MountMode::ReadWrite
                                                                                  : MountMode::ReadOnly;
                    inv.addMounts.append(m);
                }
            }
        } else if (flag == QLatin1String("--keep")) {
            setField(QStringLiteral("run.keep"), QStringLiteral("true"), flag);
        } else if (flag == QLatin1String("--ro") || flag == QLatin1String("--read-only")) {
            setField(QStringLiteral("mounts.project"), QStringLiteral("ro"), flag);
        } else if (flag == QLatin1String("--no-home")) {
            setField(QStringLiteral("mounts.home_volume"), QStringLiteral("false"), flag);
        } else if (flag == QLatin1String("--no-tty")) {
            setField(QStringLiteral("run.tty"), QStringLiteral("false"), flag);
        } else if (flag == QLatin1String("--policy") || flag == QLatin1String("-o")) {
            if (takeValue(flag, value)) {
                const qsizetype eq = value.indexOf(QLatin1Char('='));
                if (eq <= 0 || !policyFieldKeys().contains(value.left(eq)))
                    inv.error = tr("%1 takes FIELD=VALUE with a field such as network.mode; got \"%2\"")
                                    .arg(flag, value.left(60));
                else
                    setField(value.left(eq), value.mid(eq + 1), flag);
            }
        } else if (!parseCommandFlag(flag)) {
            return false;
        }
        return true;
    }

    bool parseCleanFlag(const QString &flag)
    {
        QString value;
        const QString arg = args.at(i);
        if (flag == QLatin1String("--json")) {
            inv.json = true;
        } else if (flag == QLatin1String("--volumes")) {
            inv.volumes = true; // the glob only as --volumes=GLOB: a bare word after it is not its value
            if (arg.contains(QLatin1Char('=')))
                inv.volumeGlob = arg.section(QLatin1Char('='), 1);
        } else if (flag == QLatin1String("--older-than")) {
            if (takeValue(flag, value)) {
                // Days and weeks too (a policy's durations stop at hours).
                const QChar unit = value.isEmpty() ? QChar() : value.back();
                const qint64 per = unit == QLatin1Char('d')   ? 86400
                                   : unit == QLatin1Char('w') ? 7 * 86400
                                                              : 0;
                const qint64 n = per ? parseDurationMs(value.chopped(1) + QLatin1Char('s')) : -1;
                const qint64 ms = per ? (n < 0 ? -1 : n * per) : parseDurationMs(value);
                inv.olderThanSeconds = ms < 0 ? -1 : ms / 1000;
                if (ms < 0)
                    inv.error = tr("--older-than takes a duration such as 12h, 30d or 2w; got \"%1\"")
                                    .arg(value.left(40));
            }
        } else if (flag == QLatin1String("--label")) {
            if (takeValue(flag, value)) {
                inv.scopeLabel = value;
                if (value.indexOf(QLatin1Char('=')) <= 0)
                    inv.error =
                        tr("--label takes KEY=VALUE (only what carries this podman label is considered); "
                           "got \"%1\"")
                            .arg(value.left(60));
            }
        } else {
            return false;
        }
        return true;
    }

    // Flags of particular subcommands.
    bool parseCommandFlag(const QString &flag)
    {
        using C = CliInvocation::Command;
        QString value;
        if (inv.command == C::Exec) {
            if (flag == QLatin1String("--json")) {
                inv.json = true;
            } else if (flag == QLatin1String("--warm")) {
                inv.warm = true;
            } else if (flag == QLatin1String("--stdin")) {
                inv.forwardStdin = true;
            } else if (flag == QLatin1String("--timeout")) {
                if (takeValue(flag, value)) {
                    inv.timeoutMs = parseDurationMs(value);
                    if (inv.timeoutMs <= 0)
                        inv.error = tr("--timeout takes a duration such as 30s, 2m or 500ms; got \"%1\"")
                                        .arg(value.left(40));
                }
            } else if (flag == QLatin1String("--max-output")) {
                if (takeValue(flag, value)) {
                    QString v = value;
                    v.replace(QLatin1String("iB"), QString()).replace(QLatin1String("B"), QString());
                    inv.maxOutputBytes = parseSize(v.toLower());
                    if (inv.maxOutputBytes <= 0)
                        inv.error = tr("--max-output takes a size such as 1MiB or 64k; got \"%1\"")
                                        .arg(value.left(40));
                }
            } else {
                return false;
            }
            return true;
        }
        if (inv.command == C::Build &&
            (flag == QLatin1String("--rebuild") || flag == QLatin1String("--force"))) {
            inv.rebuild = true;
            return true;
        }
        if (inv.command == C::Build && flag == QLatin1String("--json")) {
            inv.json = true;
            return true;
        }
        if (inv.command == C::Build && (flag == QLatin1String("--quiet") || flag == QLatin1String("-q"))) {
            inv.quiet = true;
            return true;
        }
        if (inv.command == C::Clean && (flag == QLatin1String("--all") || flag == QLatin1String("--yes") ||
                                        flag == QLatin1String("-y"))) {
            (flag == QLatin1String("--all") ? inv.all : inv.yes) = true;
            return true;
        }
        if (inv.command == C::Trust && (flag == QLatin1String("--yes") || flag == QLatin1String("-y"))) {
            inv.yes = true;
            return true;
        }
        if (inv.command == C::Clean)
            return parseCleanFlag(flag);
        if (inv.command == C::Sessions && flag == QLatin1String("--json")) {
            inv.json = true;
            return true;
        }
        if ((inv.command == C::Doctor || inv.command == C::Gate) && flag == QLatin1String("--json")) {
            inv.json = true;
            return true;
        }
        if (inv.command == C::Changes) {
            if (flag == QLatin1String("--json"))
                inv.json = true;
            else if (flag == QLatin1String("--undo"))
                inv.undo = true;
            else if (flag == QLatin1String("--apply"))
                inv.apply = true;
            else if (flag == QLatin1String("--discard"))
                inv.discard = true;
            else if (flag == QLatin1String("--force"))
                inv.force = true;
            else if (flag == QLatin1String("--session")) {
                if (takeValue(flag, value))
                    inv.sessionId = value;
            } else
                return false;
            return true;
        }
        if ((inv.command == C::Allow || inv.command == C::Deny || inv.command == C::Logs) &&
            flag == QLatin1String("--session")) {
            if (takeValue(flag, value))
                inv.sessionId = value;
            return true;
        }
        if (inv.command == C::Logs) {
            if (flag == QLatin1String("--follow") || flag == QLatin1String("-f"))
                inv.follow = true;
            else if (flag == QLatin1String("--json"))
                inv.json = true;
            else if (flag == QLatin1String("--denied"))
                inv.deniedOnly = true;
            else if (flag == QLatin1String("--since")) {
                if (takeValue(flag, value))
                    inv.since = value;
            } else
                return false;
            return true;
        }
        if (inv.command == C::Replay &&
            (flag == QLatin1String("--speed") || flag == QLatin1String("--idle-limit"))) {
            if (!takeValue(flag, value))
                return true;
            bool ok = false;
            const double v = value.toDouble(&ok);
            if (flag == QLatin1String("--speed")) {
                if (!ok || !(v > 0) || v > 1000)
                    inv.error = tr("--speed takes a factor above 0 up to 1000, such as 2 or 0.5; got \"%1\"")
                                    .arg(value.left(40));
                else
                    inv.speed = v;
            } else {
                if (!ok || !(v > 0) || v > 86400)
                    inv.error = tr("--idle-limit takes seconds above 0, such as 2 or 0.5: pauses are cut to "
                                   "that; got \"%1\"")
                                    .arg(value.left(40));
                else
                    inv.idleLimit = v;
            }
            return true;
        }
        if (inv.command == C::Run && flag == QLatin1String("--warm")) {
            inv.warm = true;
            return true;
        }
        return false;
    }

    void run()
    {
        using C = CliInvocation::Command;
        for (i = 0; i < args.size() && inv.error.isEmpty(); ++i) {
            const QString arg = args.at(i);
            if (arg == QLatin1String("--")) {
                inv.commandOverride = args.mid(i + 1);
                if (inv.commandOverride->isEmpty())
                    inv.error = tr("nothing follows --: give the command to run after it");
                return;
            }
            if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
                if (parseFlag())
                    continue;
                if (inv.command == C::Run) {
                    inv.harnessArgs = args.mid(i); // alias-friendly: the harness's own flag
                    return;
                }
                inv.error =
                    tr("unknown option %1 for this command (see ai-sandbox --help)").arg(arg.left(60));
                return;
            }
            if (!subcommandSeen && subcommands().contains(arg)) {
                subcommandSeen = true;
                inv.command = subcommands().value(arg);
                continue;
            }
            if (inv.command == C::Run) {
                inv.harnessArgs = args.mid(i);
                return;
            }
            if (inv.command == C::Gate && inv.action.isEmpty()) {
                if (arg != QLatin1String("up") && arg != QLatin1String("down") &&
                    arg != QLatin1String("status")) {
                    inv.error = tr("gate takes up, down or status; got \"%1\"").arg(arg.left(40));
                    return;
                }
                inv.action = arg;
                continue;
            }
            if (inv.command == C::Gate && inv.name.isEmpty()) {
                inv.name = arg;
                continue;
            }
            if (inv.command == C::Credentials && inv.action.isEmpty()) {
                if (arg != QLatin1String("list") && arg != QLatin1String("set") &&
                    arg != QLatin1String("remove")) {
                    inv.error =
                        tr("credentials takes list, set NAME or remove NAME; got \"%1\"").arg(arg.left(40));
                    return;
                }
                inv.action = arg;
                continue;
            }
            if (inv.command == C::Credentials && inv.action != QLatin1String("list") && inv.name.isEmpty()) {
                inv.name = arg;
                continue;
            }
            if ((inv.command == C::Allow || inv.command == C::Deny) && inv.host.isEmpty()) {
                inv.host = arg;
                continue;
            }
            if ((inv.command == C::Logs || inv.command == C::Replay) && inv.sessionId.isEmpty()) {
                inv.sessionId = arg;
                continue;
            }
            if (inv.command == C::Changes) {
                if (inv.sessionId.isEmpty())
                    inv.sessionId = arg;
                else
                    inv.paths << arg;
                continue;
            }
            if (inv.command == C::Export && inv.action.isEmpty()) {
                if (arg != QLatin1String("kube")) {
                    inv.error =
                        tr("export takes kube (a Kubernetes Pod manifest); got \"%1\"").arg(arg.left(40));
                    return;
                }
                inv.action = arg;
                continue;
            }
            if (inv.command == C::Help && inv.action.isEmpty()) {
                inv.action = arg;
                continue;
            }
            inv.error = tr("unexpected argument \"%1\" (see ai-sandbox --help)").arg(arg.left(60));
            return;
        }
    }
};

} // namespace

CliInvocation parseCli(const QStringList &args, const QString &currentDir)
{
    Parser p;
    p.args = args;
    p.inv.flags.layer = Layer::Flag;
    p.inv.flags.origin = Tr::tr("command line");
    p.run();
    if (p.inv.error.isEmpty() && p.inv.command == CliInvocation::Command::Exec && !p.inv.commandOverride)
        p.inv.error = Tr::tr("exec needs a command after --, for example: ai-sandbox exec -- ls -la");
    if (p.inv.error.isEmpty() && p.inv.command == CliInvocation::Command::Gate && p.inv.action.isEmpty())
        p.inv.action = QStringLiteral("status");
    if (p.inv.error.isEmpty() && p.inv.command == CliInvocation::Command::Gate && p.inv.json &&
        p.inv.action != QLatin1String("status"))
        p.inv.error = Tr::tr("--json is for gate status only");
    if (p.inv.error.isEmpty() && p.inv.command == CliInvocation::Command::Credentials) {
        if (p.inv.action.isEmpty())
            p.inv.action = QStringLiteral("list");
        if (p.inv.action != QLatin1String("list") && p.inv.name.isEmpty())
            p.inv.error =
                Tr::tr("credentials %1 needs a name, for example: ai-sandbox credentials %1 anthropic "
                       "(the value is read from stdin, never from the command line)")
                    .arg(p.inv.action);
    }
    if (p.inv.error.isEmpty() &&
        (p.inv.command == CliInvocation::Command::Allow || p.inv.command == CliInvocation::Command::Deny) &&
        p.inv.host.isEmpty())
        p.inv.error = Tr::tr("%1 needs a host, for example: ai-sandbox %1 example.com")
                          .arg(p.inv.command == CliInvocation::Command::Allow ? QStringLiteral("allow")
                                                                              : QStringLiteral("deny"));
    if (p.inv.error.isEmpty() && p.inv.command == CliInvocation::Command::Changes && !p.inv.undo &&
        !p.inv.apply && !p.inv.paths.isEmpty())
        p.inv.error =
            Tr::tr("paths are for changes --undo or --apply: ai-sandbox changes SESSION --undo [PATH...]");
    if (p.inv.error.isEmpty() && p.inv.quarantine && p.inv.warm)
        p.inv.error = Tr::tr("--quarantine is not for a warm sandbox: a quarantine session works on a copy "
                             "that is compared when it ends");
    if (p.inv.error.isEmpty() && p.inv.command == CliInvocation::Command::Export && p.inv.action.isEmpty())
        p.inv.error = Tr::tr("export needs a format, for example: ai-sandbox export kube -o pod.yaml");
    if (p.inv.error.isEmpty() && p.inv.undo && p.inv.apply)
        p.inv.error = Tr::tr("--undo and --apply exclude each other");
    const QString dir = p.inv.projectDir.isEmpty() ? currentDir : p.inv.projectDir;
    p.inv.projectDir = QDir::cleanPath(QDir(currentDir).absoluteFilePath(dir));
    return p.inv;
}

QString cliUsage()
{
    return Tr::tr(R"(Usage: ai-sandbox [FLAGS] [HARNESS ARGS...]
       ai-sandbox [FLAGS] -- COMMAND [ARGS...]
       ai-sandbox COMMAND [FLAGS] ...

Runs an AI coding harness (pi by default) in a podman container that sees only the
project folder, reaches only allowlisted hosts and gets only the named variables.
Sandbox flags are read until the first argument they do not know; the rest goes to
the harness, so `alias pi='ai-sandbox'` works. `--` replaces the harness command.

Commands:
  run [-- CMD...]         start a session (the default); with --dry-run --warm: render
                          the project's warm sandbox instead
  exec [--json] [--timeout 30s] [--max-output 1MiB] [--warm] [--stdin] -- CMD...
                          run one command in the sandbox and report its result
  mcp                     a Model Context Protocol server on stdio: bash, read_file
                          and write_file in the project's warm sandbox (docs/exec.md)
  build [--rebuild] [--json | --quiet]
                          build the project's image unless it is up to date; --json
                          prints {tag, built, ok, error}, --quiet only the tag
  print-policy            the effective policy, each field with where it came from
  print-containerfile     the rendered Containerfile
  print-entrypoint        the entrypoint script
  print-ruleset           the nftables ruleset (for an example gate address)
  print-gate-config       the squid gate configuration
  print-run               the podman run command line
  trust [--yes]           show what the project's .ai-sandbox.toml grants and approve
                          exactly that content (asks on a terminal; --yes otherwise)
  untrust                 revoke the approval of the project's .ai-sandbox.toml
  gate up|down|status [--json] [NAME]  manage a long-lived egress gate
  sessions [--json]       list sessions with state and exit code
  allow HOST [--session ID]  add HOST to the project's allowlist (saved and approved) and
                          let the running session (newest of the project) reach it now
  deny HOST [--session ID]   remove HOST from the allowlist, in the running session too
  logs [SESSION] [--follow] [--json] [--denied] [--since 10m] [--session ID]
                          the session's lifecycle events and gate decisions, merged
  replay [SESSION] [--speed 2] [--idle-limit 1]
                          play the session's recorded terminal here (newest of the project)
  changes [SESSION] [--json] [--undo [PATH...] | --apply [PATH...] | --discard]
          [--force] [--session ID]
                          what the session created, modified, deleted and chmod-ed in
                          the project; --undo restores it (--force: also files changed
                          since the session ended); --apply writes a quarantine
                          session's changes to the project, --discard drops its copy
  clean [--dry-run] [--all] [--volumes[=GLOB]] [--older-than 30d] [--label KEY=VALUE]
        [--json] [--yes]  remove stale containers, gates, images, volumes, session folders
  doctor [--json]         check this machine
  export kube [-o|--output FILE]
                          the project's sandbox as a Kubernetes Pod (gate sidecar,
                          NetworkPolicy, variables from a Secret) for podman kube play
                          or a cluster; stdout unless -o names a file (docs/scale-out.md)
  credentials list|set NAME|remove NAME
                          the values "keyring:NAME" credential sources read (system
                          keyring, else an encrypted file); set reads the value from stdin
  help [COMMAND]          print this usage

Flags:
  -C, --project DIR       project folder (default: the current directory)
  -n, --dry-run           print the image tag, every rendered file and the command line
      --net MODE          none | allowlist | open
      --allow HOST[,..]   add hosts to the allowlist (.example.com = and subdomains)
      --ports P[,..]      ports the gate lets through (default 80,443)
  -e, --pass NAME[,..]    pass variables from this environment (globs like AWS_* work)
      --set NAME=VALUE    set a variable in the sandbox
      --secret NAME[,..]  treat variables as secret (redacted everywhere)
      --memory SIZE       memory limit (512m, 4g)
      --cpus N            CPU limit
      --pids N            process limit
      --tmp-size SIZE     size of /tmp
      --harness NAME      pi | claude | codex | shell
      --base IMAGE        base image reference
      --package NAME[,..] add Debian packages to the image
      --mount SRC:DST[:ro|rw]  extra bind mount (read-only unless :rw)
      --workdir PATH      working directory inside the sandbox
      --ro                mount the project read-only
      --no-home           no persistent home volume
      --quarantine        untrusted repository: no network, home volume, extra mounts or
                          variables, its .ai-sandbox.toml ignored, and the sandbox works
                          on a copy (changes --apply writes back what you pick)
      --keep              keep the container and session files afterwards
      --no-tty            never allocate a terminal
  -o, --policy FIELD=VALUE  set any policy field, e.g. -o limits.pids=256
      --url URL / --connection NAME   drive a remote podman service
  -v, --verbose           developer logging to stderr (twice for more); or AISB_LOG=debug
      --log-level LEVEL   developer logging at LEVEL (trace, debug, info, warn, error,
                          critical, off)
      --lang LANG         the language of messages and of this usage: de, en
                          (default: the system locale's)
  -h, --help / -V, --version

Exit codes: the harness's own; 64 usage error; 65 invalid or untrusted policy;
77/78 network enforcement could not be set up (the harness did not start);
125 podman failed.
)");
}

} // namespace aisb
