// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/clicommands.h"

namespace aisb {
namespace {

using V = CliFlagSpec::Value;

CliFlagSpec sw(QStringList names, const char *help)
{
    CliFlagSpec f;
    f.names = std::move(names);
    f.help = QString::fromUtf8(help);
    return f;
}

CliFlagSpec val(QStringList names, const char *valueName, V value, const char *help, QStringList choices = {})
{
    CliFlagSpec f = sw(std::move(names), help);
    f.valueName = QString::fromUtf8(valueName);
    f.value = value;
    f.choices = std::move(choices);
    return f;
}

QStringList L(std::initializer_list<const char *> words)
{
    QStringList out;
    for (const char *w : words)
        out << QString::fromUtf8(w);
    return out;
}

CliFlagSpec json(const char *help)
{
    return sw(L({"--json"}), help);
}

CliFlagSpec session()
{
    return val(L({"--session"}), "ID", V::Text,
               "the running session to change or read (default: the project's newest)");
}

} // namespace

const QList<CliFlagSpec> &cliGlobalFlags()
{
    static const QList<CliFlagSpec> flags = [] {
        QList<CliFlagSpec> f;
        f << val(L({"-C", "--project"}), "DIR", V::Directory,
                 "the project folder (default: the current directory)")
          << sw(L({"-n", "--dry-run"}), "print the image tag, every rendered file and the command line "
                                        "instead of running; with clean: "
                                        "list what would go")
          << val(L({"--net", "--network"}), "MODE", V::Choice,
                 "how the sandbox reaches the network: allowlist (only allowlisted hosts, through the gate), "
                 "none or open",
                 L({"none", "allowlist", "open"}))
          << val(L({"--allow"}), "HOST[,...]", V::Text,
                 "add hosts to the allowlist (.example.com: the domain and its subdomains)")
          << val(L({"--ports"}), "PORT[,...]", V::Text, "ports the gate lets through (default 80,443)")
          << val(L({"-e", "--pass"}), "NAME[,...]", V::Text,
                 "pass variables from this environment (globs such as AWS_* work)")
          << val(L({"--set"}), "NAME=VALUE", V::Text, "set a variable in the sandbox")
          << val(L({"--secret"}), "NAME[,...]", V::Text, "treat variables as secret (redacted everywhere)")
          << val(L({"--memory"}), "SIZE", V::Text, "memory limit (512m, 4g)")
          << val(L({"--cpus"}), "N", V::Text, "CPU limit")
          << val(L({"--pids"}), "N", V::Text, "process limit")
          << val(L({"--tmp-size"}), "SIZE", V::Text, "size of /tmp in the sandbox")
          << val(L({"--harness"}), "NAME", V::Choice, "the coding agent to run",
                 L({"pi", "claude", "codex", "shell"}))
          << val(L({"--base"}), "IMAGE", V::Text, "the base image reference")
          << val(L({"--package"}), "NAME[,...]", V::Text, "add Debian packages to the image")
          << val(L({"--mount"}), "SRC:DST[:ro|rw]", V::Path, "an extra bind mount (read-only unless :rw)")
          << val(L({"--workdir"}), "PATH", V::Text, "the working directory inside the sandbox")
          << sw(L({"--ro", "--read-only"}), "mount the project read-only")
          << sw(L({"--no-home"}), "no persistent home volume")
          << sw(L({"--quarantine"}),
                "open an untrusted repository: no network, no home volume, no extra mounts, no variables, "
                "the project's .ai-sandbox.toml ignored, and the sandbox works on a copy (changes --apply "
                "writes back what you pick)")
          << sw(L({"--keep"}), "keep the container and the session files afterwards")
          << sw(L({"--no-tty"}), "never allocate a terminal")
          << val(L({"-o", "--policy"}), "FIELD=VALUE", V::Text,
                 "set any policy field, for example -o limits.pids=256")
          << val(L({"--url"}), "URL", V::Text, "drive a remote podman service at URL")
          << val(L({"--connection"}), "NAME", V::Text, "drive the named podman system connection") <<
            [] {
                CliFlagSpec v = sw(L({"-v", "--verbose"}), "developer logging to stderr (twice for more)");
                v.repeatable = true;
                return v;
            }()
          << val(L({"--log-level"}), "LEVEL", V::Choice, "developer logging to stderr at LEVEL",
                 L({"trace", "debug", "info", "warn", "error", "critical", "off"}))
          << val(L({"--lang"}), "LANG", V::Choice,
                 "the language of the messages and the usage, instead of the system locale's",
                 L({"de", "en"}))
          << sw(L({"-h", "--help"}), "print the usage and exit")
          << sw(L({"-V", "--version"}), "print the version and exit");
        return f;
    }();
    return flags;
}

const QList<CliCommandSpec> &cliCommands()
{
    static const QList<CliCommandSpec> commands = [] {
        QList<CliCommandSpec> c;
        auto add = [&c](const char *name, const char *arguments, const char *help,
                        QList<CliFlagSpec> flags = {}, QStringList words = {}) {
            c.append({QString::fromUtf8(name), QString::fromUtf8(arguments), std::move(words),
                      QString::fromUtf8(help), std::move(flags)});
        };
        add("run", "[HARNESS ARGS...] | -- COMMAND...",
            "start a session of the harness (the default command); after --, COMMAND replaces the harness",
            {sw(L({"--warm"}), "render the project's warm sandbox instead (with --dry-run)")});
        add("exec", "-- COMMAND...", "run one command in the sandbox and report its result (docs/exec.md)",
            {json("print exactly one result object (schema 1) on stdout"),
             val(L({"--timeout"}), "DURATION", V::Text, "stop the command after DURATION (30s, 2m, 500ms)"),
             val(L({"--max-output"}), "SIZE", V::Text, "keep at most SIZE of each output stream (1MiB, 64k)"),
             sw(L({"--warm"}), "run in the project's warm sandbox, started on first use"),
             sw(L({"--stdin"}), "the caller's standard input is the command's")});
        add("mcp", "",
            "a Model Context Protocol server on stdio: bash, read_file and write_file in the project's warm "
            "sandbox");
        add("build", "", "build the project's image unless it is up to date",
            {sw(L({"--rebuild", "--force"}), "build even when the image is up to date"),
             json("print {tag, built, ok, error}"), sw(L({"-q", "--quiet"}), "print only the image tag")});
        add("print-policy", "", "the effective policy, each field with where it came from");
        add("print-containerfile", "", "the rendered Containerfile");
        add("print-entrypoint", "", "the entrypoint script");
        add("print-ruleset", "", "the nftables ruleset (for an example gate address)");
        add("print-gate-config", "", "the squid gate configuration");
        add("print-run", "", "the podman run command line");
        add("trust", "",
            "show what the project's .ai-sandbox.toml grants and approve exactly that content (asks on a "
            "terminal)",
            {sw(L({"-y", "--yes"}), "approve without asking")});
        add("untrust", "", "revoke the approval of the project's .ai-sandbox.toml");
        add("gate", "up|down|status [NAME]", "manage a long-lived egress gate",
            {json("with status: print the gates as JSON")}, L({"up", "down", "status"}));
        add("sessions", "", "list sessions with their state and exit code", {json("print the list as JSON")});
        add("allow", "HOST",
            "add HOST to the project's allowlist (saved and approved) and let the running session reach it "
            "now",
            {session()});
        add("deny", "HOST", "remove HOST from the allowlist, in the running session too", {session()});
        add("logs", "[SESSION]", "the session's lifecycle events and gate decisions, merged",
            {sw(L({"-f", "--follow"}), "keep printing what happens next"), json("one JSON object a line"),
             sw(L({"--denied"}), "only the gate's refusals"),
             val(L({"--since"}), "TIME", V::Text, "from a duration back (10m) or an ISO 8601 time on"),
             session()});
        add("replay", "[SESSION]",
            "play the session's recorded terminal (terminal.cast, asciicast v2) in this terminal",
            {val(L({"--speed"}), "FACTOR", V::Text, "play faster (2) or slower (0.5)"),
             val(L({"--idle-limit"}), "SECONDS", V::Text, "cut every pause to at most SECONDS")});
        add("changes", "[SESSION] [PATH...]",
            "what the session created, modified, deleted and chmod-ed in the project; --undo restores it; "
            "for a quarantine session, --apply writes it to the project",
            {json("print the change list as one JSON object"),
             sw(L({"--undo"}), "restore what the session changed (only PATH... when given)"),
             sw(L({"--apply"}), "quarantine session: write what it changed in its copy to the project (only "
                                "PATH... when given)"),
             sw(L({"--discard"}), "quarantine session: remove its copy (the project was never changed)"),
             sw(L({"--force"}),
                "with --undo or --apply: also files changed after the session ended (undo) or "
                "started (apply)"),
             session()});
        add("credentials", "list|set|remove [NAME]",
            "list, set or remove the values that keyring:NAME credential sources read (system keyring, else "
            "an encrypted file); set reads the value from stdin, never from the command line",
            {}, L({"list", "set", "remove"}));
        add("clean", "",
            "remove stale containers, gates, images, volumes and session folders (asks on a terminal)",
            {sw(L({"--all"}),
                "also warm sandboxes, named gates, current images and every unused home volume"),
             [] {
                 CliFlagSpec f =
                     val(L({"--volumes"}), "GLOB", V::Text, "home volumes too (those matching GLOB)");
                 f.optionalValue = true;
                 return f;
             }(),
             val(L({"--older-than"}), "DURATION", V::Text, "only what is older than DURATION (12h, 30d, 2w)"),
             val(L({"--label"}), "KEY=VALUE", V::Text, "only what carries this podman label"),
             json("print the plan or the result as JSON"), sw(L({"-y", "--yes"}), "remove without asking")});
        add("doctor", "", "check this machine: podman, rootless set-up, images, network enforcement",
            {json("print the checks as JSON")});
        add("export", "kube",
            "the project's sandbox as a Kubernetes Pod manifest (gate sidecar, NetworkPolicy, variables from "
            "a "
            "Secret) for podman kube play or a cluster",
            {val(L({"-o", "--output"}), "FILE", V::Path,
                 "write the manifest to FILE (default: standard output); after export, -o is this, not "
                 "--policy")},
            L({"kube"}));
        add("help", "[COMMAND]", "print the usage");
        return c;
    }();
    return commands;
}

} // namespace aisb
