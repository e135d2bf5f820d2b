<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>aisb</name>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="293"/>
        <source>command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="296"/>
        <source>exec needs a command after --, for example: ai-sandbox exec -- ls -la</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="306"/>
        <source>Usage: ai-sandbox [FLAGS] [HARNESS ARGS...]
       ai-sandbox [FLAGS] -- COMMAND [ARGS...]
       ai-sandbox COMMAND [FLAGS] ...

Runs an AI coding harness (pi by default) in a podman container that sees only the
project folder, reaches only allowlisted hosts and gets only the named variables.
Sandbox flags are read until the first argument they do not know; the rest goes to
the harness, so `alias pi=&apos;ai-sandbox&apos;` works. `--` replaces the harness command.

Commands:
  run [-- CMD...]         start a session (the default)
  exec [--json] [--timeout 30s] [--max-output 1MiB] [--warm] -- CMD...
                          run one command in the sandbox and report its result
  build [--rebuild]       build the project&apos;s image unless it is up to date
  print-policy            the effective policy, each field with where it came from
  print-containerfile     the rendered Containerfile
  print-entrypoint        the entrypoint script
  print-ruleset           the nftables ruleset (for an example gate address)
  print-gate-config       the squid gate configuration
  print-run               the podman run command line
  trust | untrust         approve (or revoke) the project&apos;s .ai-sandbox.toml as it is now
  gate up|down|status [NAME]  manage a long-lived egress gate
  sessions [--json]       list sessions with state and exit code
  clean [--all] [--yes]   remove stale containers, gates, images and home volumes
  doctor                  check this machine

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
      --keep              keep the container and session files afterwards
      --no-tty            never allocate a terminal
  -o, --policy FIELD=VALUE  set any policy field, e.g. -o limits.pids=256
      --url URL / --connection NAME   drive a remote podman service
  -v, --verbose           developer logging to stderr (twice for more); or AISB_LOG=debug
  -h, --help / -V, --version

Exit codes: the harness&apos;s own; 64 usage error; 65 invalid or untrusted policy;
77/78 network enforcement could not be set up (the harness did not start);
125 podman failed.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::AllowlistModel</name>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="71"/>
        <source>The host name is empty.</source>
        <translation>Der Hostname ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="80"/>
        <source>%1 is listed twice; remove one of them.</source>
        <translation>%1 steht doppelt in der Liste; entfernen Sie einen Eintrag.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="108"/>
        <source>%1 and subdomains</source>
        <translation>%1 und Subdomains</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="108"/>
        <source>only %1</source>
        <translation>nur %1</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="113"/>
        <source>A leading dot allows %1 and every name below it, like www.%1.</source>
        <translation>Ein führender Punkt erlaubt %1 und jeden Namen darunter, etwa www.%1.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="114"/>
        <source>Exactly %1; write .%1 to allow its subdomains too.</source>
        <translation>Genau %1; schreiben Sie .%1, um auch die Subdomains zu erlauben.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="140"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="142"/>
        <source>Allows</source>
        <translation>Erlaubt</translation>
    </message>
</context>
<context>
    <name>aisb::AppController</name>
    <message>
        <location filename="../ui/appcontroller.cpp" line="45"/>
        <source>Cannot launch a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="66"/>
        <source>Built %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="66"/>
        <source>%1 is up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="77"/>
        <source>podman %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="77"/>
        <source>rootless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="77"/>
        <source>rootful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="79"/>
        <source> · remote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="88"/>
        <source>podman is not usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="97"/>
        <source>Stop running sessions?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/appcontroller.cpp" line="98"/>
        <source>%n session(s) still running. Quitting stops them: their sandboxes and gates are removed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="141"/>
        <source>%1 (%2, started %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="143"/>
        <source>Sessions left behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/appcontroller.cpp" line="144"/>
        <source>%n session(s) of an earlier run did not end cleanly (the app was killed or crashed):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="147"/>
        <source>Remove their containers and gates now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="176"/>
        <source>Left behind by an earlier run; its containers were removed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::BuildPane</name>
    <message>
        <location filename="../ui/buildpane.cpp" line="32"/>
        <source>No build yet.</source>
        <translation>Noch kein Build.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="38"/>
        <source>Step %v of %m</source>
        <translation>Schritt %v von %m</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="41"/>
        <source>Cancel Build</source>
        <translation>Build abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="43"/>
        <source>Stop the running image build (Ctrl+.)</source>
        <translation>Den laufenden Image-Build abbrechen (Strg+.)</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="47"/>
        <source>Hide the build log</source>
        <translation>Build-Protokoll ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="60"/>
        <source>The output of the image build appears here.</source>
        <translation>Hier erscheint die Ausgabe des Image-Builds.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="61"/>
        <source>Build log</source>
        <translation>Build-Protokoll</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="76"/>
        <source>Building the image…</source>
        <translation>Image wird gebaut …</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="76"/>
        <source>Building %1…</source>
        <translation>%1 wird gebaut …</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="110"/>
        <source>The image was built.</source>
        <translation>Das Image wurde gebaut.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="116"/>
        <source>The build failed.</source>
        <translation>Der Build ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="118"/>
        <source>Step %1 failed: %2</source>
        <translation>Schritt %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>aisb::Cleaner</name>
    <message>
        <location filename="../core/maintenance/cleaner.cpp" line="100"/>
        <source>podman could not remove %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::CleanupPlan</name>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="59"/>
        <source>warm sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="70"/>
        <source>exited sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="71"/>
        <source>sandbox that is not running (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="82"/>
        <source>named gate (ai-sandbox gate up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="84"/>
        <source>%1: a named gate; `ai-sandbox gate down` or clean --all removes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="88"/>
        <source>gate that is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="95"/>
        <source>%1: a gate started less than %2 s ago (its session may be starting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="100"/>
        <source>gate whose session ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="143"/>
        <location filename="../core/maintenance/cleanupplan.cpp" line="177"/>
        <source>%1: used by a container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="159"/>
        <source>dangling build layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="163"/>
        <source>%1: the newest image of %2 (clean --all removes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="166"/>
        <source>unused gate image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="167"/>
        <source>unused sandbox image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="182"/>
        <source>%1: the home volume of project %2 (clean --all removes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="192"/>
        <source>home volume no container uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="192"/>
        <source>volume no container uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="227"/>
        <source>container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="229"/>
        <source>image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="231"/>
        <source>volume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::Cli</name>
    <message>
        <location filename="../core/cli/cli.cpp" line="197"/>
        <source>ai-sandbox: the policy has problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="207"/>
        <source>ai-sandbox: note: %1 (shown here anyway; a launch would stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="217"/>
        <source>Effective policy of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="218"/>
        <source>Each value with the layer that set it; secret values are redacted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="239"/>
        <source>env.pass expands on this host to: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="240"/>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="293"/>
        <source>Dry run for %1: nothing is built or started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="301"/>
        <source>ruleset.nft (the gate&apos;s port is chosen at launch; %1 shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="306"/>
        <source>env file (names only: values are written to the 0600 env file at launch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="312"/>
        <source>&lt;from host&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="316"/>
        <source>%1 is not set on this host: a launch would stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="327"/>
        <source>%1 does not exist: there is nothing to trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="340"/>
        <source>not trusted: fix the file first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="348"/>
        <source>Trusted %1 as it is now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="356"/>
        <source>%1 is no longer trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="74"/>
        <source>No sessions yet (they are kept in %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="86"/>
        <source>the gate name &quot;%1&quot; is not usable: use lower-case letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos; (at most 40, starting with a letter or digit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="100"/>
        <source>No named gates. Start one with: ai-sandbox gate up [NAME]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="113"/>
        <source>%1: running on 127.0.0.1:%2 (container %3, project %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="120"/>
        <source>%1: not running%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="133"/>
        <source>could not remove the gate container %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="136"/>
        <source>Gate %1 is down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="146"/>
        <source>note: the project&apos;s network mode is %1; the gate enforces its allowlist anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="152"/>
        <source>Gate %1 is already running on 127.0.0.1:%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="211"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="233"/>
        <source>Gate %1 is up on 127.0.0.1:%2 (container %3); its access log is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="267"/>
        <source>Nothing to clean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="269"/>
        <source>Kept on purpose (clean --all removes more):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="274"/>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="274"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="274"/>
        <source>SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="274"/>
        <source>REASON</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/cli/climaintenance.cpp" line="284"/>
        <source>%n item(s), %1 as listed (images share layers: the space freed may differ).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="290"/>
        <source>kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="294"/>
        <source>Nothing was removed: pass --yes to remove these.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="297"/>
        <source>Remove these? [y/N] </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="301"/>
        <source>Nothing was removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="310"/>
        <source>removed %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="322"/>
        <source>Removed %1 of %2; podman&apos;s storage shrank by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="170"/>
        <source>built %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="170"/>
        <source>%1 is up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="177"/>
        <source>build canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="206"/>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="257"/>
        <source>the warm sandbox runs an older policy: restarting it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="268"/>
        <source>restarting the warm sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="356"/>
        <source>timed out after %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="358"/>
        <source>output truncated at %1 bytes per stream</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::Doctor</name>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="149"/>
        <source>podman %1 answers (runtime %2, storage %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="150"/>
        <source>podman older than 4.3 is not tested: upgrade it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="155"/>
        <source>podman does not answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="156"/>
        <source>install podman (scripts/setup does) and check that `podman info` works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="167"/>
        <source>podman runs rootless (as your user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="167"/>
        <source>podman runs as root (rootful)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="170"/>
        <source>no way for a sandbox to reach its gate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="171"/>
        <source>install slirp4netns (podman 4) or passt (podman 5); allowlist mode cannot work without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="174"/>
        <source>the sandbox reaches its gate through %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="182"/>
        <source>remote podman: /dev/net/tun is the service&apos;s business</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="183"/>
        <source>/dev/net/tun is not needed by rootful podman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="185"/>
        <source>remote podman: subordinate ids are the service&apos;s business</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="186"/>
        <source>subordinate ids are not needed by rootful podman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="192"/>
        <source>/dev/net/tun is readable and writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="195"/>
        <source>/dev/net/tun is not accessible to you, so rootless networking (slirp4netns, pasta) fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="196"/>
        <source>make it 0666 (scripts/setup does: chmod 0666 /dev/net/tun) or load the tun module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="202"/>
        <source>%1 has %2 subordinate uids and %3 gids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="205"/>
        <source>%1 has %2 subordinate uids and %3 gids in /etc/subuid and /etc/subgid; 65536 are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="207"/>
        <source>run: sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 %1, then podman system migrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="217"/>
        <source>%1 is present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="220"/>
        <source>%1 is missing: the first launch builds it from the Debian mirror (about a minute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="222"/>
        <source>run scripts/setup or `ai-sandbox build` now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="228"/>
        <source>not tried: there is no base image to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="229"/>
        <source>build the base image, then run ai-sandbox doctor again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="240"/>
        <source>a container runs (%1 `true` in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="245"/>
        <source>a container does not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="246"/>
        <source>scripts/setup configures runtime = &quot;runc&quot; and default_ulimits where a probe shows they are needed; see `podman run --rm %1 true`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="257"/>
        <source>the squid gate image %1 is present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="260"/>
        <source>the squid gate image is built on the first allowlist launch (needs the Debian mirror)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="263"/>
        <source>the squid gate image cannot be built before the base image exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="264"/>
        <source>build the base image first (scripts/setup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="287"/>
        <source>remote podman: the service&apos;s limits apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="287"/>
        <source>the open-files hard limit is high enough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="290"/>
        <source>the open-files hard limit is %1 and default_ulimits is set in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="293"/>
        <source>the open-files hard limit is %1, below what podman asks for containers by default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="294"/>
        <source>set default_ulimits = [&quot;nofile=%1:%1&quot;] under [containers] in containers.conf (scripts/setup does)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="302"/>
        <source>remote podman: its storage is not on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="311"/>
        <source>podman&apos;s storage folder is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="312"/>
        <source>check `podman info --format &apos;{{.Store.GraphRoot}}&apos;`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="315"/>
        <source>%1 GiB free in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="318"/>
        <source>free space there: `ai-sandbox clean` removes stale containers and images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="330"/>
        <source>cannot write a file in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="333"/>
        <source>%1 is writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="336"/>
        <source>make it writable, or point XDG_STATE_HOME at a writable folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::EnvModel</name>
    <message>
        <location filename="../ui/envmodel.cpp" line="98"/>
        <source>Pass from host</source>
        <translation>Vom Host übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="100"/>
        <source>Set to value</source>
        <translation>Auf Wert setzen</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="102"/>
        <source>Secret from host</source>
        <translation>Geheimnis vom Host</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="118"/>
        <source>The variable name is empty.</source>
        <translation>Der Variablenname ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="125"/>
        <source>%1 is listed twice; remove one of them.</source>
        <translation>%1 steht doppelt in der Liste; entfernen Sie einen Eintrag.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="135"/>
        <source>•••••• (hidden)</source>
        <translation>•••••• (verborgen)</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="136"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="143"/>
        <source>matches nothing on this host</source>
        <translation>passt auf keine Variable dieses Rechners</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="144"/>
        <source>matches %1</source>
        <translation>passt auf %1</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="147"/>
        <source>set on this host</source>
        <translation>auf diesem Rechner gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="147"/>
        <source>not set on this host</source>
        <translation>auf diesem Rechner nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="196"/>
        <source>Copied from the environment ai-sandbox was started in.</source>
        <translation>Wird aus der Umgebung übernommen, in der ai-sandbox gestartet wurde.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="198"/>
        <source>Copied from the host and never shown in logs, previews or the saved session.</source>
        <translation>Wird vom Host übernommen und nie in Protokollen, Vorschauen oder der gespeicherten Sitzung gezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="200"/>
        <source>Set to this value inside the sandbox.</source>
        <translation>Wird in der Sandbox auf diesen Wert gesetzt.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="227"/>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="229"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="231"/>
        <source>Value / on this host</source>
        <translation>Wert / auf diesem Rechner</translation>
    </message>
</context>
<context>
    <name>aisb::ExecClient</name>
    <message>
        <location filename="../core/session/execclient.cpp" line="41"/>
        <source>no command was given to run in the sandbox: name one after --</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="45"/>
        <source>the exec agent&apos;s socket path %1 is longer than the %2 bytes a unix socket allows: set XDG_STATE_HOME to a shorter directory and run again with --warm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="100"/>
        <source>the command was cancelled; the sandbox&apos;s exec agent stops it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="129"/>
        <source>the sandbox&apos;s exec agent sent an exit status this program cannot read (%1): restart the sandbox with --warm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="137"/>
        <source>the sandbox&apos;s exec agent sent an unknown frame type 0x%1: the agent and this program differ in version; restart the sandbox with --warm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="159"/>
        <source>the sandbox&apos;s exec agent closed the connection before the command finished: run again with --warm to restart it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="174"/>
        <source>the sandbox&apos;s exec agent is not running (socket %1 refused the connection): run again with --warm to restart it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="179"/>
        <source>cannot connect to the sandbox&apos;s exec agent at %1 (%2): run again with --warm to restart it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="188"/>
        <source>the sandbox&apos;s exec agent did not answer within %1 ms although the command&apos;s timeout is %2 ms: the sandbox may be stuck; stop it and run again with --warm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::ExecProtocol</name>
    <message>
        <location filename="../core/session/execprotocol.cpp" line="35"/>
        <source>the exec agent sent a frame of %1 bytes, more than the limit of %2 bytes: the agent and this program do not speak the same protocol; restart the sandbox with --warm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::FieldOrigin</name>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="32"/>
        <source>Use the inherited value (remove it from the project file)</source>
        <translation>Geerbten Wert verwenden (aus der Projektdatei entfernen)</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="33"/>
        <source>Reset to inherited value</source>
        <translation>Auf geerbten Wert zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="43"/>
        <source>Default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="45"/>
        <source>User file</source>
        <translation>Benutzerdatei</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="47"/>
        <source>Project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="49"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="51"/>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="74"/>
        <source>The built-in default: neither your user file nor the project sets it.</source>
        <translation>Eingebaute Vorgabe: weder Ihre Benutzerdatei noch das Projekt setzt den Wert.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="77"/>
        <source>Inherited from your user file %1.</source>
        <translation>Geerbt aus Ihrer Benutzerdatei %1.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="80"/>
        <source>Set in this project&apos;s .ai-sandbox.toml.</source>
        <translation>In der .ai-sandbox.toml dieses Projekts gesetzt.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="83"/>
        <source>Overridden by the environment variable %1 ai-sandbox was started with; the project&apos;s value is not used.</source>
        <translation>Überschrieben durch die Umgebungsvariable %1, mit der ai-sandbox gestartet wurde; der Wert des Projekts wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="87"/>
        <source>Overridden on the command line; the project&apos;s value is not used.</source>
        <translation>Auf der Befehlszeile überschrieben; der Wert des Projekts wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="101"/>
        <source>Remove the project&apos;s value and use the inherited one</source>
        <translation>Den Wert des Projekts entfernen und den geerbten verwenden</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="102"/>
        <source>The project does not set this value</source>
        <translation>Das Projekt setzt diesen Wert nicht</translation>
    </message>
</context>
<context>
    <name>aisb::Gate</name>
    <message>
        <location filename="../core/session/gate.cpp" line="76"/>
        <source>No free port on 127.0.0.1 for the gate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="83"/>
        <source>The gate configuration cannot be rendered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="106"/>
        <source>The gate&apos;s podman command cannot be rendered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="116"/>
        <source>The gate container did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="129"/>
        <source>The gate did not answer on 127.0.0.1:%1 within %2 s: see `podman logs %3`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="160"/>
        <source>Something other than the gate answers on 127.0.0.1:%1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::GateRecord</name>
    <message>
        <location filename="../core/maintenance/gaterecord.cpp" line="52"/>
        <location filename="../core/maintenance/gaterecord.cpp" line="55"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/gaterecord.cpp" line="65"/>
        <source>There is no record of a gate named %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/gaterecord.cpp" line="78"/>
        <source>The record %1 is damaged: remove it with `ai-sandbox gate down %2`.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::HarnessPreset</name>
    <message>
        <location filename="../core/render/harness.cpp" line="29"/>
        <source>pi coding agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="30"/>
        <source>A minimal terminal coding agent that works with Anthropic, OpenAI and Google models (needs Node.js 20.6 or newer: a Debian 13 base).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="43"/>
        <source>Claude Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="44"/>
        <source>Anthropic&apos;s terminal coding agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="53"/>
        <source>Codex CLI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="54"/>
        <source>OpenAI&apos;s terminal coding agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="63"/>
        <source>Shell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="65"/>
        <source>A bash shell in the sandbox, for looking around or running tools by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::ImageBuilder</name>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="109"/>
        <source>The base image %1 does not exist here: pull it (podman pull %1) or choose another base in the policy&apos;s image.base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="120"/>
        <source>The image cannot be rendered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="123"/>
        <source>Building the sandbox image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="142"/>
        <source>Building the gate image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="168"/>
        <source>The base image %1 is missing and its build script was not found: run scripts/setup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="172"/>
        <source>Building the base image %1 from the Debian mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="188"/>
        <source>Building the base image failed (exit %1): see the log above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="197"/>
        <source>Cannot run %1: check that it exists and is executable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="207"/>
        <source>Cannot create a temporary build folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="214"/>
        <source>Cannot write the build context file %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::Inventory</name>
    <message>
        <location filename="../core/maintenance/inventory.cpp" line="105"/>
        <source>Could not list what podman holds: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="62"/>
        <location filename="../ui/mainwindow.cpp" line="622"/>
        <source>AI Sandbox</source>
        <translation>KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="97"/>
        <source>No project selected</source>
        <translation>Kein Projekt ausgewählt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="98"/>
        <source>Add a project folder with “Add Project…” (Ctrl+O) or drop a folder onto this window. The sandbox will see only that folder.</source>
        <translation>Fügen Sie einen Projektordner mit „Projekt hinzufügen …“ (Strg+O) hinzu oder ziehen Sie einen Ordner auf dieses Fenster. Die Sandbox sieht nur diesen Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="108"/>
        <source>This project&apos;s folder is gone</source>
        <translation>Der Ordner dieses Projekts ist verschwunden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="117"/>
        <source>Remove from List</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="181"/>
        <source>&amp;Add Project…</source>
        <translation>Projekt &amp;hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="183"/>
        <source>&amp;Save Policy</source>
        <translation>Richtlinie &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="185"/>
        <source>Re&amp;load Policy from Disk</source>
        <translation>Richtlinie von der Platte neu &amp;laden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="191"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="195"/>
        <source>&amp;Build Image</source>
        <translation>Image &amp;bauen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="197"/>
        <source>&amp;Rebuild Image from Scratch</source>
        <translation>Image von Grund auf &amp;neu bauen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="200"/>
        <source>&amp;Cancel Build</source>
        <translation>Build &amp;abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="203"/>
        <source>&amp;Launch Session</source>
        <translation>Sitzung &amp;starten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="206"/>
        <location filename="../ui/mainwindow.cpp" line="614"/>
        <source>&amp;Pin to Top</source>
        <translation>Oben &amp;anheften</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="208"/>
        <source>Re&amp;move from List</source>
        <translation>Aus der Liste &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="211"/>
        <source>&amp;Open Folder</source>
        <translation>Ordner ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="217"/>
        <source>Go to &amp;Projects</source>
        <translation>Zu den &amp;Projekten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="220"/>
        <source>&amp;Policy</source>
        <translation>&amp;Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="220"/>
        <source>&amp;Sessions</source>
        <translation>&amp;Sitzungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="220"/>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="227"/>
        <source>Show &amp;Build Log</source>
        <translation>&amp;Build-Protokoll anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="231"/>
        <source>&amp;About AI Sandbox</source>
        <translation>Ü&amp;ber KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="232"/>
        <source>About AI Sandbox</source>
        <translation>Über KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="233"/>
        <source>&lt;h3&gt;AI Sandbox %1&lt;/h3&gt;&lt;p&gt;Runs AI coding agents in podman containers that see only the project folder, reach only allowed hosts and get only the environment variables you name.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later&lt;/p&gt;</source>
        <translation>&lt;h3&gt;KI-Sandbox %1&lt;/h3&gt;&lt;p&gt;Führt KI-Programmieragenten in podman-Containern aus, die nur den Projektordner sehen, nur erlaubte Hosts erreichen und nur die Umgebungsvariablen erhalten, die Sie nennen.&lt;/p&gt;&lt;p&gt;Lizenz: GPL-3.0-or-later&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="242"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="250"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="256"/>
        <source>&amp;Project</source>
        <translation>&amp;Projekt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="267"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="276"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="286"/>
        <location filename="../ui/mainwindow.cpp" line="299"/>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="303"/>
        <source>Drop a folder here to add it.</source>
        <translation>Ziehen Sie einen Ordner hierher, um ihn hinzuzufügen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="309"/>
        <location filename="../ui/mainwindow.cpp" line="342"/>
        <source>Add Project…</source>
        <translation>Projekt hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="311"/>
        <source>Pick a project folder (Ctrl+O)</source>
        <translation>Einen Projektordner wählen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="374"/>
        <source>Policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="392"/>
        <source>No sessions yet</source>
        <translation>Noch keine Sitzungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="393"/>
        <source>Running and past sessions of this project will be listed here, each with its terminal, state and exit code.</source>
        <translation>Hier werden laufende und vergangene Sitzungen dieses Projekts aufgeführt, jeweils mit Terminal, Zustand und Exit-Code.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="395"/>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="396"/>
        <source>No session log yet</source>
        <translation>Noch kein Sitzungsprotokoll</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="397"/>
        <source>The live session log will show lifecycle events and every request the egress gate allowed or denied; a denied host can be allowed from there.</source>
        <translation>Das Live-Sitzungsprotokoll zeigt Lebenszyklus-Ereignisse und jede Anfrage, die das Ausgangs-Gate erlaubt oder abgelehnt hat; ein abgelehnter Host lässt sich dort freigeben.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="399"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="452"/>
        <source>%1 does not exist any more. Restore the folder, or remove the project from the list.</source>
        <translation>%1 existiert nicht mehr. Stellen Sie den Ordner wieder her oder entfernen Sie das Projekt aus der Liste.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="476"/>
        <source>Unsaved Policy Changes</source>
        <translation>Ungespeicherte Änderungen an der Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="477"/>
        <source>The policy of %1 has changes that are not saved.</source>
        <translation>Die Richtlinie von %1 hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="486"/>
        <source>Add Project Folder</source>
        <translation>Projektordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="533"/>
        <source>&lt;b&gt;The container engine cannot be used.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Die Container-Engine kann nicht verwendet werden.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="574"/>
        <source>The image was built.</source>
        <translation>Das Image wurde gebaut.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="575"/>
        <source>The image build failed.</source>
        <translation>Der Image-Build ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="613"/>
        <source>Un&amp;pin</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="626"/>
        <source>%1[*] — AI Sandbox</source>
        <translation>%1[*] — KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="654"/>
        <source>Removed %1 from the list; its folder was not touched.</source>
        <translation>%1 wurde aus der Liste entfernt; der Ordner selbst blieb unberührt.</translation>
    </message>
</context>
<context>
    <name>aisb::Parser</name>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="78"/>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="140"/>
        <source>--set takes NAME=VALUE, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="152"/>
        <source>--mount takes SOURCE:TARGET[:ro|rw], got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="174"/>
        <source>%1 takes FIELD=VALUE with a field such as network.mode; got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="199"/>
        <source>--timeout takes a duration such as 30s, 2m or 500ms; got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="207"/>
        <source>--max-output takes a size such as 1MiB or 64k; got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="242"/>
        <source>nothing follows --: give the command to run after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="252"/>
        <source>unknown option %1 for this command (see ai-sandbox --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="266"/>
        <source>gate takes up, down or status; got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="280"/>
        <source>unexpected argument &quot;%1&quot; (see ai-sandbox --help)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::PathListEdit</name>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="32"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="34"/>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="38"/>
        <source>Folder in the Project…</source>
        <translation>Ordner im Projekt …</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="39"/>
        <source>File in the Project…</source>
        <translation>Datei im Projekt …</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="41"/>
        <source>Pick a folder or file inside the project</source>
        <translation>Einen Ordner oder eine Datei im Projekt wählen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="45"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="78"/>
        <source>A folder in the project</source>
        <translation>Ein Ordner im Projekt</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="78"/>
        <source>A file in the project</source>
        <translation>Eine Datei im Projekt</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="79"/>
        <source>Does not exist in the project yet</source>
        <translation>Existiert im Projekt noch nicht</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="100"/>
        <source>%1 is not inside the project folder %2. Pick a file or folder inside the project.</source>
        <translation>%1 liegt nicht im Projektordner %2. Wählen Sie eine Datei oder einen Ordner im Projekt.</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="110"/>
        <source>Pick a Folder in the Project</source>
        <translation>Ordner im Projekt wählen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="111"/>
        <source>Pick a File in the Project</source>
        <translation>Datei im Projekt wählen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="117"/>
        <source>Outside the Project</source>
        <translation>Außerhalb des Projekts</translation>
    </message>
</context>
<context>
    <name>aisb::Paths</name>
    <message>
        <location filename="../core/util/paths.cpp" line="51"/>
        <source>Cannot create the folder %1: check that its parent exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::Podman</name>
    <message>
        <location filename="../core/engine/podman.cpp" line="322"/>
        <source>image build failed at step %1/%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podman.cpp" line="327"/>
        <source>image build failed before its first step: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::PodmanCall</name>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="186"/>
        <source>podman is not installed: install it with scripts/setup or your package manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="189"/>
        <source>podman is not installed (%1 could not be started): install it with scripts/setup or your package manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="206"/>
        <source>%1 did not finish in time and was stopped: check that podman works (podman info) and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="210"/>
        <source>%1 was canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="212"/>
        <source>%1 crashed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="216"/>
        <source>%1 failed with exit code %2 and printed nothing: run it by hand to see why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="220"/>
        <source>%1 failed with exit code %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::PodmanJson</name>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="113"/>
        <source>podman&apos;s %1 output is not the JSON list expected (%2): update podman or report this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="115"/>
        <source>not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="128"/>
        <source>podman&apos;s %1 output is not the JSON object expected (%2): update podman or report this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="130"/>
        <source>not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="277"/>
        <source>slirp4netns is installed: the sandbox reaches the gate through its host loopback mapping (10.0.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="281"/>
        <source>pasta supports --map-host-loopback: the sandbox reaches the gate at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="287"/>
        <source>slirp4netns is not installed and this pasta (%1) or podman (%2) is too old for --map-host-loopback: install slirp4netns (scripts/setup does) or podman 5 with passt 2024-08-21 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="290"/>
        <source>unknown version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="293"/>
        <source>neither slirp4netns nor pasta is available to podman: install slirp4netns (scripts/setup does) or passt; until then only the &apos;none&apos; and &apos;open&apos; network modes work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="331"/>
        <source>podman info printed no version: update podman or report this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="362"/>
        <source>podman&apos;s system df output is not the JSON expected (%1): update podman or report this</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::Policy</name>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="60"/>
        <source>%1 must be an array of strings, e.g. %2 = [&quot;a&quot;, &quot;b&quot;].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="68"/>
        <source>%1 must be a string (in quotes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="145"/>
        <source>%1 must be a string in quotes, e.g. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="190"/>
        <source>%1 must be true or false (without quotes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="202"/>
        <source>%1 must be true or false (also accepted: 1/0, yes/no, on/off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="226"/>
        <source>%1 must be an integer without quotes, e.g. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="238"/>
        <source>%1 must be an integer, e.g. 512.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="287"/>
        <source>network.mode must be &quot;none&quot;, &quot;allowlist&quot; or &quot;open&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="320"/>
        <source>network.ports must be an array of port numbers, e.g. ports = [80, 443].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="329"/>
        <source>%1 must be a port number from 1 to 65535 without quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="351"/>
        <source>network.ports must be port numbers from 1 to 65535 separated by commas, e.g. 80,443.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="378"/>
        <source>network.local must be a table of name = &quot;address:port&quot;, e.g. local = { &quot;testserver.internal&quot; = &quot;127.0.0.1:8080&quot; }.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="391"/>
        <source>network.local.%1 must be a string &quot;address:port&quot;, e.g. &quot;127.0.0.1:8080&quot; or &quot;[::1]:8080&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="423"/>
        <source>network.local must be name=address:port items separated by commas, e.g. testserver.internal=127.0.0.1:8080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="455"/>
        <source>env.set must be a table of NAME = &quot;value&quot;, e.g. set = { EDITOR = &quot;vi&quot; }.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="464"/>
        <source>env.set.%1 must be a string value in quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="487"/>
        <source>env.set must be NAME=VALUE items separated by commas, e.g. EDITOR=vi,LANG=C.UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="514"/>
        <source>limits.cpus must be a number without quotes, e.g. cpus = 2 or cpus = 0.5 (0 = no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="553"/>
        <source>limits.exec_timeout must be whole seconds: a duration such as &quot;30s&quot;, &quot;5m&quot;, &quot;1h&quot; or an integer number of seconds (0 = no timeout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="600"/>
        <source>mounts.project must be &quot;rw&quot; (read-write) or &quot;ro&quot; (read-only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="648"/>
        <source>mounts.extra must be an array of tables, e.g. extra = [{ source = &quot;/opt/data&quot;, target = &quot;/data&quot;, mode = &quot;ro&quot; }].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="657"/>
        <source>%1 must be a table { source = &quot;/host/path&quot;, target = &quot;/container/path&quot;, mode = &quot;ro&quot; } (mode &quot;ro&quot; or &quot;rw&quot;, default &quot;ro&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="720"/>
        <source>mounts.extra must be SOURCE:TARGET[:ro|rw] items separated by commas, e.g. /opt/data:/data:ro.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="855"/>
        <source>There is no policy field &quot;%1&quot;; known fields are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="897"/>
        <source>Environment variable %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="911"/>
        <source>Environment variable %1 is not a policy setting; the %2 settings are: %3. Unset it or fix its name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::PolicyDocument</name>
    <message numerus="yes">
        <location filename="../ui/policydocument.cpp" line="154"/>
        <source>The policy was not saved because it has %n problem(s):</source>
        <translation>
            <numerusform>Die Richtlinie wurde nicht gespeichert, weil sie %n Problem hat:</numerusform>
            <numerusform>Die Richtlinie wurde nicht gespeichert, weil sie %n Probleme hat:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policydocument.cpp" line="161"/>
        <source>Could not write %1: %2. Check that the folder is writable.</source>
        <translation>%1 konnte nicht geschrieben werden: %2. Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../ui/policydocument.cpp" line="171"/>
        <source>The policy was saved, but it could not be approved for launches: %1</source>
        <translation>Die Richtlinie wurde gespeichert, konnte aber nicht für Starts freigegeben werden: %1</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyEditor</name>
    <message>
        <location filename="../ui/policyeditor.cpp" line="95"/>
        <source>read-only</source>
        <translation>nur lesen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="95"/>
        <source>read-write</source>
        <translation>lesen und schreiben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="105"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="108"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="123"/>
        <source>The policy file was changed on disk by another program — possibly the agent. Reload it, or keep your version and overwrite it when you save.</source>
        <translation>Die Richtliniendatei wurde von einem anderen Programm geändert – möglicherweise vom Agenten. Laden Sie sie neu, oder behalten Sie Ihre Fassung und überschreiben Sie die Datei beim Speichern.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="125"/>
        <source>Show Differences…</source>
        <translation>Unterschiede anzeigen …</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="127"/>
        <location filename="../ui/policyeditor.cpp" line="1281"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="129"/>
        <location filename="../ui/policyeditor.cpp" line="1282"/>
        <source>Keep Mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="147"/>
        <source>Review and Approve…</source>
        <translation>Prüfen und freigeben …</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="185"/>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="186"/>
        <source>Discard the unsaved changes and read the file again</source>
        <translation>Die ungespeicherten Änderungen verwerfen und die Datei neu lesen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="187"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="189"/>
        <source>Save the project policy and approve it for sessions (Ctrl+S)</source>
        <translation>Die Projektrichtlinie speichern und für Sitzungen freigeben (Strg+S)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="349"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="349"/>
        <source>What the sandbox may reach over the network.</source>
        <translation>Was die Sandbox über das Netzwerk erreichen darf.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="365"/>
        <source>Allowed hosts only (recommended)</source>
        <translation>Nur erlaubte Hosts (empfohlen)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="366"/>
        <source>Connections go through a filtering gate that lets through only the hosts listed below. Everything else is refused and shows up in the session log.</source>
        <translation>Verbindungen laufen über ein filterndes Gate, das nur die unten aufgeführten Hosts durchlässt. Alles andere wird abgelehnt und erscheint im Sitzungsprotokoll.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="368"/>
        <source>No network</source>
        <translation>Kein Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="369"/>
        <source>The sandbox has no network at all. The safest choice when the agent needs nothing from the internet.</source>
        <translation>Die Sandbox hat überhaupt kein Netzwerk. Die sicherste Wahl, wenn der Agent nichts aus dem Internet braucht.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="370"/>
        <source>Open network (not isolated)</source>
        <translation>Offenes Netzwerk (nicht isoliert)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="371"/>
        <source>Warning: the sandbox can reach every address, including your local network and services on this computer. Use only for work you trust.</source>
        <translation>Warnung: Die Sandbox kann jede Adresse erreichen, auch Ihr lokales Netz und Dienste auf diesem Rechner. Nur für vertrauenswürdige Arbeit verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="378"/>
        <source>Change network mode</source>
        <translation>Netzwerkmodus ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="384"/>
        <source>Allowed Hosts</source>
        <translation>Erlaubte Hosts</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="385"/>
        <source>Host names the sandbox may connect to. An entry starting with a dot, like .github.com, allows that domain and all its subdomains.</source>
        <translation>Hostnamen, zu denen die Sandbox verbinden darf. Ein Eintrag mit führendem Punkt wie .github.com erlaubt die Domain und alle ihre Subdomains.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="391"/>
        <source>Only used in the “Allowed hosts only” network mode.</source>
        <translation>Nur im Netzwerkmodus „Nur erlaubte Hosts“ verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="398"/>
        <source>example.com or .example.com — paste several at once</source>
        <translation>example.com oder .example.com – auch mehrere auf einmal einfügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="400"/>
        <source>Host to add</source>
        <translation>Hinzuzufügender Host</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="401"/>
        <location filename="../ui/policyeditor.cpp" line="507"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="403"/>
        <source>Paste List</source>
        <translation>Liste einfügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="404"/>
        <source>Add every host from the clipboard, one per line</source>
        <translation>Alle Hosts aus der Zwischenablage hinzufügen, einer pro Zeile</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="426"/>
        <source>Click to sort the list</source>
        <translation>Klicken, um die Liste zu sortieren</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="433"/>
        <source>Allowed hosts</source>
        <translation>Erlaubte Hosts</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="437"/>
        <location filename="../ui/policyeditor.cpp" line="536"/>
        <location filename="../ui/policyeditor.cpp" line="694"/>
        <location filename="../ui/policyeditor.cpp" line="769"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="439"/>
        <source>Remove the selected hosts (Delete)</source>
        <translation>Die ausgewählten Hosts entfernen (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="441"/>
        <source>Sort</source>
        <translation>Sortieren</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="442"/>
        <source>Sort the hosts alphabetically</source>
        <translation>Hosts alphabetisch sortieren</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="456"/>
        <source>Add These</source>
        <translation>Diese hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="482"/>
        <source>Edit allowed hosts</source>
        <translation>Erlaubte Hosts bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="488"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="489"/>
        <source>Only the variables named here exist in the sandbox. Values passed from this computer are never shown; secrets are also kept out of every log.</source>
        <translation>Nur die hier genannten Variablen existieren in der Sandbox. Von diesem Rechner übernommene Werte werden nie angezeigt; Geheimnisse bleiben zudem aus jedem Protokoll heraus.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="498"/>
        <source>NAME or PREFIX_*</source>
        <translation>NAME oder PRÄFIX_*</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="499"/>
        <source>Variable name</source>
        <translation>Variablenname</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="504"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="506"/>
        <source>Variable value</source>
        <translation>Variablenwert</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="533"/>
        <source>Environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="549"/>
        <source>Add as Secrets</source>
        <translation>Als Geheimnisse hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="564"/>
        <source>Add the agent&apos;s variables</source>
        <translation>Variablen des Agenten hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="580"/>
        <source>Edit environment</source>
        <translation>Umgebung bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="586"/>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="586"/>
        <source>Resources one session may use.</source>
        <translation>Ressourcen, die eine Sitzung nutzen darf.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="589"/>
        <location filename="../ui/policyeditor.cpp" line="600"/>
        <location filename="../ui/policyeditor.cpp" line="611"/>
        <source>No limit</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="590"/>
        <source>&amp;Memory:</source>
        <translation>&amp;Speicher:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="592"/>
        <source>Change memory limit</source>
        <translation>Speichergrenze ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="601"/>
        <source> cores</source>
        <translation> Kerne</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="603"/>
        <source>&amp;CPUs:</source>
        <translation>&amp;CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="605"/>
        <source>Change CPU limit</source>
        <translation>CPU-Grenze ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="613"/>
        <source>&amp;Processes:</source>
        <translation>&amp;Prozesse:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="615"/>
        <source>Change process limit</source>
        <translation>Prozessgrenze ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="620"/>
        <source>Default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="621"/>
        <source>/&amp;tmp size:</source>
        <translation>/&amp;tmp-Größe:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="623"/>
        <source>Change /tmp size</source>
        <translation>/tmp-Größe ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="629"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="630"/>
        <source>No timeout</source>
        <translation>Kein Zeitlimit</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="632"/>
        <source>E&amp;xec timeout:</source>
        <translation>E&amp;xec-Zeitlimit:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="633"/>
        <source>How long one command run through the exec agent may take.</source>
        <translation>Wie lange ein über den Exec-Agenten ausgeführter Befehl dauern darf.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="636"/>
        <source>Change exec timeout</source>
        <translation>Exec-Zeitlimit ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="642"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="643"/>
        <source>The project folder is the only part of this computer the sandbox sees, at /project.</source>
        <translation>Der Projektordner ist der einzige Teil dieses Rechners, den die Sandbox sieht, unter /project.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="647"/>
        <location filename="../ui/policyeditor.cpp" line="1391"/>
        <source>Read and write</source>
        <translation>Lesen und schreiben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="648"/>
        <location filename="../ui/policyeditor.cpp" line="1391"/>
        <source>Read only</source>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="655"/>
        <source>Project:</source>
        <translation>Projekt:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="658"/>
        <source>Change project access</source>
        <translation>Projektzugriff ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="663"/>
        <source>.env or secrets/</source>
        <translation>.env oder secrets/</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="664"/>
        <source>Hidden:</source>
        <translation>Verborgen:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="665"/>
        <source>Paths inside the project the sandbox cannot see, such as files with credentials.</source>
        <translation>Pfade im Projekt, die die Sandbox nicht sieht, etwa Dateien mit Zugangsdaten.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="667"/>
        <source>Edit hidden paths</source>
        <translation>Verborgene Pfade bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="672"/>
        <source>.git/hooks</source>
        <translation>.git/hooks</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="673"/>
        <source>Read-only:</source>
        <translation>Nur lesen:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="674"/>
        <source>Paths inside the project the sandbox can read but not change.</source>
        <translation>Pfade im Projekt, die die Sandbox lesen, aber nicht ändern kann.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="677"/>
        <source>Edit read-only paths</source>
        <translation>Schreibgeschützte Pfade bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="680"/>
        <source>Keep a home folder between sessions</source>
        <translation>Einen Home-Ordner zwischen Sitzungen behalten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="681"/>
        <source>A podman volume per project holds /home/sandbox (shell history, caches, logins).</source>
        <translation>Ein podman-Volume pro Projekt enthält /home/sandbox (Shell-Verlauf, Caches, Anmeldungen).</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="682"/>
        <source>Home:</source>
        <translation>Home:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="685"/>
        <source>Toggle home volume</source>
        <translation>Home-Volume umschalten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="693"/>
        <location filename="../ui/policyeditor.cpp" line="766"/>
        <source>Add…</source>
        <translation>Hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="703"/>
        <source>Extra folders:</source>
        <translation>Weitere Ordner:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="704"/>
        <source>Other folders of this computer to show in the sandbox. Each one widens what the agent can touch.</source>
        <translation>Weitere Ordner dieses Rechners, die in der Sandbox sichtbar sind. Jeder erweitert, was der Agent anfassen kann.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="711"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="712"/>
        <source>What the container image contains. Changes here need a rebuild (the image tag in the preview changes).</source>
        <translation>Was das Container-Image enthält. Änderungen hier erfordern einen neuen Build (das Image-Tag in der Vorschau ändert sich).</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="728"/>
        <source>&amp;Agent:</source>
        <translation>&amp;Agent:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="731"/>
        <source>Change agent</source>
        <translation>Agent ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="737"/>
        <source>&amp;Base image:</source>
        <translation>&amp;Basis-Image:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="739"/>
        <source>Change base image</source>
        <translation>Basis-Image ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="745"/>
        <source>Debian packages separated by spaces, e.g. ripgrep jq</source>
        <translation>Debian-Pakete, durch Leerzeichen getrennt, z. B. ripgrep jq</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="746"/>
        <source>&amp;Packages:</source>
        <translation>&amp;Pakete:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="749"/>
        <source>Change packages</source>
        <translation>Pakete ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="760"/>
        <source>Certificates the image trusts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="768"/>
        <source>Pick PEM certificate files (*.crt, *.pem) on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="776"/>
        <source>Certificates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="777"/>
        <source>Certificate authorities of this computer the image trusts, such as a company proxy&apos;s. Their content is copied into the image when it is built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="792"/>
        <source>Certificates the Image Trusts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="793"/>
        <source>PEM certificates (*.crt *.pem);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyeditor.cpp" line="812"/>
        <source>Add %n certificate(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyeditor.cpp" line="827"/>
        <source>Remove %n certificate(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="844"/>
        <source>%1
A readable PEM certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="904"/>
        <source>This project&apos;s policy file has not been approved on this computer, so sessions do not use it yet. Review it and approve it, or save your own version.</source>
        <translation>Die Richtliniendatei dieses Projekts wurde auf diesem Rechner noch nicht freigegeben, daher verwenden Sitzungen sie noch nicht. Prüfen und geben Sie sie frei, oder speichern Sie Ihre eigene Fassung.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="908"/>
        <source>This project&apos;s policy file changed since you approved it — possibly by the agent — so sessions do not use it. Review the changes before approving them.</source>
        <translation>Die Richtliniendatei dieses Projekts hat sich seit Ihrer Freigabe geändert – möglicherweise durch den Agenten –, daher verwenden Sitzungen sie nicht. Prüfen Sie die Änderungen, bevor Sie sie freigeben.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="923"/>
        <source>Review the Project Policy</source>
        <translation>Projektrichtlinie prüfen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="926"/>
        <source>Changes since you last approved %1:</source>
        <translation>Änderungen seit Ihrer letzten Freigabe von %1:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="927"/>
        <source>Content of %1:</source>
        <translation>Inhalt von %1:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="936"/>
        <source>Approve</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="946"/>
        <source>Not Approved</source>
        <translation>Nicht freigegeben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="950"/>
        <source>Approved the project policy.</source>
        <translation>Die Projektrichtlinie wurde freigegeben.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="998"/>
        <source>Reset %1 to the inherited value</source>
        <translation>%1 auf den geerbten Wert zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1066"/>
        <source>Unknown agent preset.</source>
        <translation>Unbekannte Agent-Vorlage.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1085"/>
        <source>Parts of the project file could not be read and will be dropped when you save:
%1</source>
        <translation>Teile der Projektdatei konnten nicht gelesen werden und gehen beim Speichern verloren:
%1</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1144"/>
        <source>%1 usually needs: %2</source>
        <translation>%1 braucht üblicherweise: %2</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1148"/>
        <source>%1 usually reads: %2</source>
        <translation>%1 liest üblicherweise: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyeditor.cpp" line="1159"/>
        <source>%n problem(s) to fix before saving</source>
        <translation>
            <numerusform>%n Problem vor dem Speichern zu beheben</numerusform>
            <numerusform>%n Probleme vor dem Speichern zu beheben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1161"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1163"/>
        <source>Saved in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1165"/>
        <source>No project file yet: every value is inherited</source>
        <translation>Noch keine Projektdatei: alle Werte sind geerbt</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1196"/>
        <source>The policy was not saved.</source>
        <translation>Die Richtlinie wurde nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1207"/>
        <source>Saved and approved %1</source>
        <translation>%1 gespeichert und freigegeben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1227"/>
        <source>Reloaded the policy from disk.</source>
        <translation>Die Richtlinie wurde neu von der Platte geladen.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1261"/>
        <source>The policy file changed on disk.</source>
        <translation>Die Richtliniendatei wurde auf der Platte geändert.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1268"/>
        <source>your version</source>
        <translation>Ihre Fassung</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1268"/>
        <source>on disk</source>
        <translation>auf der Platte</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1270"/>
        <source>Changes Made on Disk</source>
        <translation>Änderungen auf der Platte</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1272"/>
        <source>Lines starting with + were added on disk, lines with - are only in your version.</source>
        <translation>Zeilen mit + wurden auf der Platte hinzugefügt, Zeilen mit - gibt es nur in Ihrer Fassung.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1277"/>
        <source>(no differences in content)</source>
        <translation>(keine inhaltlichen Unterschiede)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1311"/>
        <source>Your version is kept; saving will overwrite the file on disk.</source>
        <translation>Ihre Fassung bleibt erhalten; beim Speichern wird die Datei auf der Platte überschrieben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyeditor.cpp" line="1331"/>
        <source>Added %n host(s) from the clipboard.</source>
        <translation>
            <numerusform>%n Host aus der Zwischenablage hinzugefügt.</numerusform>
            <numerusform>%n Hosts aus der Zwischenablage hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyeditor.cpp" line="1348"/>
        <source>Remove %n host(s)</source>
        <translation>
            <numerusform>%n Host entfernen</numerusform>
            <numerusform>%n Hosts entfernen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1362"/>
        <source>%1 is already listed.</source>
        <translation>%1 ist bereits aufgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1382"/>
        <source>Folder to Show in the Sandbox</source>
        <translation>In der Sandbox sichtbarer Ordner</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1386"/>
        <source>Path in the Sandbox</source>
        <translation>Pfad in der Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1387"/>
        <source>Where the folder appears inside the sandbox:</source>
        <translation>Wo der Ordner in der Sandbox erscheint:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1392"/>
        <source>Access</source>
        <translation>Zugriff</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1392"/>
        <source>The sandbox may:</source>
        <translation>Die Sandbox darf:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1396"/>
        <source>Add extra folder</source>
        <translation>Weiteren Ordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1407"/>
        <source>Remove extra folder</source>
        <translation>Weiteren Ordner entfernen</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyFile</name>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="64"/>
        <source>Fix the TOML syntax there; nothing from this file is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="74"/>
        <source>%1: unknown section [%2]; the sections are [%3]. Remove it or fix its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="85"/>
        <source>%1: %2 must be a table: write a [%2] header and the settings below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="97"/>
        <source>%1: unknown key %2; the keys of [%3] are: %4. Remove it or fix its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="132"/>
        <source>Cannot read the policy file %1: %2. Check its permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="166"/>
        <source>Cannot create the folder %1 for the policy file. Check that its parent is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="174"/>
        <source>Cannot write the policy file %1: %2. Check the folder&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="181"/>
        <source>the disk is full or the file too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="184"/>
        <source>Cannot write the policy file %1: %2. The old file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="189"/>
        <source>Cannot save the policy file %1: %2. The old file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::PolicyLoader</name>
    <message>
        <location filename="../core/policy/policyloader.cpp" line="41"/>
        <source>Cannot read the project policy %1: %2. Check its permissions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::PolicyPreview</name>
    <message>
        <location filename="../ui/policypreview.cpp" line="96"/>
        <source>Image:</source>
        <translation>Image:</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="103"/>
        <source>The image tag is a hash of everything that goes into the image. It changes exactly when a change needs a rebuild.</source>
        <translation>Das Image-Tag ist ein Hash über alles, was ins Image eingeht. Es ändert sich genau dann, wenn eine Änderung einen neuen Build erfordert.</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="108"/>
        <source>Copy the shown artifact to the clipboard</source>
        <translation>Das angezeigte Artefakt in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="125"/>
        <source>Containerfile</source>
        <translation>Containerfile</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="125"/>
        <source>Entrypoint</source>
        <translation>Entrypoint</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="125"/>
        <source>Firewall</source>
        <translation>Firewall</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="125"/>
        <source>Gate</source>
        <translation>Gate</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="126"/>
        <source>podman run</source>
        <translation>podman run</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="126"/>
        <source>Effective</source>
        <translation>Wirksam</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="127"/>
        <source>The Containerfile the image is built from</source>
        <translation>Das Containerfile, aus dem das Image gebaut wird</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="128"/>
        <source>entrypoint.sh: loads the firewall, then drops privileges and starts the harness</source>
        <translation>entrypoint.sh: lädt die Firewall, gibt dann Rechte ab und startet den Agenten</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="129"/>
        <source>nftables ruleset loaded inside the sandbox: only the gate may be reached</source>
        <translation>nftables-Regelwerk in der Sandbox: nur das Gate ist erreichbar</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="130"/>
        <source>squid configuration of the egress gate: the allowlist</source>
        <translation>squid-Konfiguration des Ausgangs-Gates: die Erlaubnisliste</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="131"/>
        <source>The podman run command line (placeholders for session values; environment values are never shown)</source>
        <translation>Die podman-run-Befehlszeile (Platzhalter für Sitzungswerte; Umgebungswerte werden nie gezeigt)</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="132"/>
        <source>The effective policy after merging every layer, secrets redacted</source>
        <translation>Die wirksame Richtlinie nach dem Zusammenführen aller Ebenen, Geheimnisse geschwärzt</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policypreview.cpp" line="196"/>
        <source>The policy has %n problem(s); the preview shows the last valid state.</source>
        <translation>
            <numerusform>Die Richtlinie hat %n Problem; die Vorschau zeigt den letzten gültigen Stand.</numerusform>
            <numerusform>Die Richtlinie hat %n Probleme; die Vorschau zeigt den letzten gültigen Stand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policypreview.cpp" line="198"/>
        <source>The policy has %n problem(s); fix them to see the preview.</source>
        <translation>
            <numerusform>Die Richtlinie hat %n Problem; beheben Sie es, um die Vorschau zu sehen.</numerusform>
            <numerusform>Die Richtlinie hat %n Probleme; beheben Sie sie, um die Vorschau zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="246"/>
        <source># Network mode &quot;none&quot;: the sandbox has no network at all, so no ruleset is loaded.
</source>
        <translation># Netzwerkmodus „none“: Die Sandbox hat gar kein Netzwerk, daher wird kein Regelwerk geladen.
</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="247"/>
        <source># Network mode &quot;open&quot;: no ruleset; the sandbox reaches every address. Use it only for trusted work.
</source>
        <translation># Netzwerkmodus „open“: kein Regelwerk; die Sandbox erreicht jede Adresse. Nur für vertrauenswürdige Arbeit verwenden.
</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="251"/>
        <source># No egress gate in network mode &quot;%1&quot;.
</source>
        <translation># Kein Ausgangs-Gate im Netzwerkmodus „%1“.
</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectHeader</name>
    <message>
        <location filename="../ui/projectheader.cpp" line="61"/>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="63"/>
        <location filename="../ui/projectheader.cpp" line="141"/>
        <source>Build the image for this policy (Ctrl+B)</source>
        <translation>Das Image für diese Richtlinie bauen (Strg+B)</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="64"/>
        <source>Launch</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="66"/>
        <location filename="../ui/projectheader.cpp" line="142"/>
        <source>Start a sandboxed session (Ctrl+Return)</source>
        <translation>Eine Sitzung in der Sandbox starten (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="82"/>
        <source>Checking the container engine…</source>
        <translation>Container-Engine wird geprüft …</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="103"/>
        <source>Image status unknown</source>
        <translation>Image-Zustand unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="107"/>
        <source>Image built</source>
        <translation>Image gebaut</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="111"/>
        <source>Image needs a build</source>
        <translation>Image muss gebaut werden</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="115"/>
        <source>Building image…</source>
        <translation>Image wird gebaut …</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="119"/>
        <source>Image build failed</source>
        <translation>Image-Build fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="123"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectItemDelegate</name>
    <message>
        <location filename="../ui/projectitemdelegate.cpp" line="83"/>
        <source>Folder not found</source>
        <translation>Ordner nicht gefunden</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectListModel</name>
    <message>
        <location filename="../ui/projectlistmodel.cpp" line="187"/>
        <source>%1
This folder no longer exists. Remove it from the list, or restore the folder.</source>
        <translation>%1
Dieser Ordner existiert nicht mehr. Entfernen Sie ihn aus der Liste oder stellen Sie den Ordner wieder her.</translation>
    </message>
</context>
<context>
    <name>aisb::Pty</name>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="59"/>
        <source>This terminal already runs a program; open a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="64"/>
        <source>Could not open a pseudo-terminal (%1). Check that /dev/ptmx exists and that the pty limit (/proc/sys/kernel/pty/max) is not reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="73"/>
        <source>Could not set up the pseudo-terminal (%1). Check that /dev/pts is mounted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="82"/>
        <source>Could not open %1 (%2). Check the permissions of /dev/pts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="136"/>
        <source>Could not start %1: %2. Check that it is installed and executable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::Render</name>
    <message>
        <location filename="../core/render/rendergate.cpp" line="43"/>
        <source>network.local[%1] (%2 at %3 port %4) needs a host name, an IP address and a port; the sandbox cannot reach it until it is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="67"/>
        <source>network.allow[%1] %2 is not a host name (&quot;example.com&quot;, or &quot;.example.com&quot; for the domain and its subdomains); it was left out of the allowlist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="106"/>
        <source>The gate endpoint %1 port %2 is not an IPv4 address and port; no ruleset was rendered and the sandbox will not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="141"/>
        <source>The gate has no port to listen on; no gate configuration was rendered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="159"/>
        <source>The host address %1 is not an IP address; it was left out of the refused addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="180"/>
        <source>network.ports contains 0, which is not a port; it was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="43"/>
        <source>image.base %1 is not an image reference such as localhost/ai-sandbox-base:trixie; nothing can be built until it is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="84"/>
        <source>image.ca_certificates[%1] %2 was left out of the image: %3. Name a readable PEM certificate file on this machine or remove the entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="92"/>
        <source>it is not an absolute host path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="97"/>
        <source>it cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="102"/>
        <source>it is not a PEM certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="126"/>
        <source>image.harness %1 is not a known harness (pi, claude, codex, shell); the image gets no harness installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="137"/>
        <source>image.packages[%1] %2 is not a Debian package name; it was left out of the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="105"/>
        <source>The sandbox image tag %1 is not an image reference; build the image first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="112"/>
        <source>The project folder %1 cannot be mounted: it must be an absolute path without &apos;,&apos; or &apos;&quot;&apos; and other than /. Move or rename the folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="123"/>
        <source>Allowlist mode needs the gate&apos;s address and port; the sandbox will not start without them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="129"/>
        <source>Allowlist mode needs the rendered ruleset file, but %1 cannot be mounted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="141"/>
        <source>The container name %1 is not usable; podman will pick one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="149"/>
        <source>The project slug %1 is not usable as a label; it was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="156"/>
        <source>The session id %1 is not usable as a label; it was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="169"/>
        <source>limits.tmp_size %1 is not a size such as 512m; /tmp gets podman&apos;s default size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="190"/>
        <source>limits.memory %1 is not a size such as 4g; the sandbox runs without a memory limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="198"/>
        <source>limits.cpus is not a positive number; the sandbox runs without a CPU limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="221"/>
        <source>The env file path %1 is not usable; the sandbox gets no pass-through variables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="256"/>
        <source>mounts.masked[%1] %2 is not a path inside the project; it was not masked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="264"/>
        <source>mounts.masked[%1] %2 was not probed; it was not masked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="291"/>
        <source>mounts.read_only[%1] %2 is not a path inside the project; it stays writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="312"/>
        <source>The exec agent folder %1 cannot be mounted; the agent is not reachable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="322"/>
        <source>The home volume name %1 is not usable; /home/sandbox is temporary this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="338"/>
        <source>mounts.extra[%1] (%2 on %3) needs two clean absolute paths without &apos;,&apos; or &apos;&quot;&apos;, and may not cover a path the sandbox itself needs; it was not mounted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="356"/>
        <source>run.workdir %1 is not an absolute path; the sandbox starts in /project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="365"/>
        <source>Command argument %1 (%2) cannot be passed (a control character, or a program name that is empty or starts with &apos;-&apos;); it was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="383"/>
        <source>The gate cannot be started: its image tag, container name, config, hosts file or log folder is not usable (%1, %2, %3, %4, %5).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::Session</name>
    <message>
        <location filename="../core/session/session.cpp" line="128"/>
        <source>Preparing the session for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="138"/>
        <source>These variables are named in env.pass but not set here: %1. Set them, or remove them from the policy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="146"/>
        <source>Not passed (invalid name or a value an env file cannot hold): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/session/session.cpp" line="159"/>
        <source>%n variable(s) passed to the sandbox</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="186"/>
        <source>Rootless podman on cgroups v1 ignores the memory, CPU and process limits: this sandbox runs without them. Switch the host to cgroups v2, or run rootful, to enforce them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="189"/>
        <source>Allowlist mode needs a way from the sandbox to the gate on this host, and there is none: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="204"/>
        <source>Checking the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="213"/>
        <source>The image could not be built: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="217"/>
        <source>Built %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="217"/>
        <source>%1 is up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="233"/>
        <source>Starting the egress gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="237"/>
        <source>The egress gate could not be started, so the sandbox was not: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="240"/>
        <source>The gate listens on 127.0.0.1:%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="280"/>
        <source>The home volume %1 could not be created: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="283"/>
        <source>Created the home volume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="332"/>
        <source>The network ruleset cannot be rendered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="351"/>
        <source>The sandbox&apos;s podman command cannot be rendered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="367"/>
        <source>Starting the sandbox %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="402"/>
        <source>podman could not be started: install it (scripts/setup) or check PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="435"/>
        <source>The exec agent is ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="446"/>
        <source>The sandbox&apos;s exec agent did not start within 30 s: see `podman logs %1`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="498"/>
        <source>The sandbox exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="500"/>
        <source>The sandbox was killed (SIGKILL, exit 137) with a memory limit of %1 and nothing here stopped it: most likely at its memory limit. Raise limits.memory if the command needs more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="504"/>
        <source>The sandbox was killed at its memory limit (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="506"/>
        <source>The network ruleset could not be loaded: the command did not run (exit 77)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="508"/>
        <source>Network enforcement could not be verified: the command did not run (exit 78)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="531"/>
        <source>Stopping the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="563"/>
        <source>Tearing down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="606"/>
        <source>Finished with exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::SessionDir</name>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="52"/>
        <source>Cannot create a session folder under %1: check that it is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="62"/>
        <source>There is no session %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="77"/>
        <location filename="../core/session/sessiondir.cpp" line="82"/>
        <location filename="../core/session/sessiondir.cpp" line="85"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="99"/>
        <source>Cannot create the env file %1: check that the session folder is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="106"/>
        <source>Cannot write the env file %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::SessionTab</name>
    <message>
        <location filename="../ui/sessiontab.cpp" line="24"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="61"/>
        <source>Allowed hosts only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="65"/>
        <source>No network</source>
        <translation type="unfinished">Kein Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="68"/>
        <source>Open network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="72"/>
        <source>The sandbox&apos;s network mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="80"/>
        <source>Building the image: step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="131"/>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="133"/>
        <source>Checking the image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="135"/>
        <source>Starting the egress gate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="137"/>
        <source>Running in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="139"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="142"/>
        <source>Killed at the memory limit (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="144"/>
        <source>Stopped (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="145"/>
        <source>Exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="147"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::SessionTable</name>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="59"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="59"/>
        <source>STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="59"/>
        <source>EXIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="59"/>
        <source>STARTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="59"/>
        <source>PROJECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="62"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::SessionsPage</name>
    <message>
        <location filename="../ui/sessionspage.cpp" line="25"/>
        <source>&lt;h3&gt;No session of this project yet&lt;/h3&gt;&lt;p&gt;Launch one with &lt;b&gt;Launch&lt;/b&gt; (Ctrl+Return): the agent runs here in a terminal, inside its sandbox. Several sessions can run side by side.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="114"/>
        <source>Stop the session?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="115"/>
        <source>The session in this tab is still running. Closing the tab stops it: the sandbox and its gate are removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::SizeEdit</name>
    <message>
        <location filename="../ui/sizeedit.cpp" line="23"/>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <location filename="../ui/sizeedit.cpp" line="24"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
</context>
<context>
    <name>aisb::TerminalWidget</name>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="90"/>
        <source>This terminal already runs a program; open a new terminal to start %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::TrustStore</name>
    <message>
        <location filename="../core/policy/trust.cpp" line="69"/>
        <source>The project policy %1 cannot be read (%2). Fix its permissions, review it, then run `ai-sandbox trust --project %3`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="89"/>
        <source>The project policy %1 has not been approved on this machine, so it is not used. Review it, then run `ai-sandbox trust --project %2` to approve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="103"/>
        <source>approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="105"/>
        <source>The project policy %1 changed since it was approved, so it is not used. Review the changes, then run `ai-sandbox trust --project %2` to approve them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="118"/>
        <source>Cannot read the project policy %1: %2. Check that it exists and is readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="128"/>
        <source>Cannot create the trust folder %1. Check that %2 is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="136"/>
        <source>Cannot write the trust record %1: %2. Check the folder&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="145"/>
        <source>the disk is full or the file too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="148"/>
        <source>Cannot write the trust record %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="152"/>
        <source>Cannot save the trust record %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="162"/>
        <source>Cannot remove the trust record %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>aisb::Validation</name>
    <message>
        <location filename="../core/policy/validation.cpp" line="57"/>
        <source>a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="60"/>
        <source>a line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="62"/>
        <source>a tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="64"/>
        <source>a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="66"/>
        <source>a double quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="68"/>
        <source>a quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="70"/>
        <source>a backtick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="75"/>
        <source>a control character (U+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="78"/>
        <source>the invisible or text-direction character U+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="82"/>
        <source>the non-ASCII character U+%1 (look-alike letters and invisible characters are refused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="86"/>
        <source>the character &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="131"/>
        <location filename="../core/policy/validation.cpp" line="186"/>
        <location filename="../core/policy/validation.cpp" line="232"/>
        <location filename="../core/policy/validation.cpp" line="250"/>
        <location filename="../core/policy/validation.cpp" line="274"/>
        <location filename="../core/policy/validation.cpp" line="300"/>
        <location filename="../core/policy/validation.cpp" line="316"/>
        <location filename="../core/policy/validation.cpp" line="347"/>
        <location filename="../core/policy/validation.cpp" line="388"/>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="139"/>
        <location filename="../core/policy/validation.cpp" line="282"/>
        <location filename="../core/policy/validation.cpp" line="395"/>
        <location filename="../core/policy/validation.cpp" line="414"/>
        <location filename="../core/policy/validation.cpp" line="514"/>
        <location filename="../core/policy/validation.cpp" line="685"/>
        <source>it contains %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="143"/>
        <source>it is not an IPv4 or IPv6 address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="160"/>
        <location filename="../core/policy/validation.cpp" line="694"/>
        <source>it does not exist on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="162"/>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="164"/>
        <source>it is larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="168"/>
        <source>it cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="170"/>
        <source>it is not a PEM certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="188"/>
        <location filename="../core/policy/validation.cpp" line="201"/>
        <location filename="../core/policy/validation.cpp" line="234"/>
        <location filename="../core/policy/validation.cpp" line="252"/>
        <location filename="../core/policy/validation.cpp" line="276"/>
        <location filename="../core/policy/validation.cpp" line="318"/>
        <location filename="../core/policy/validation.cpp" line="349"/>
        <location filename="../core/policy/validation.cpp" line="409"/>
        <location filename="../core/policy/validation.cpp" line="511"/>
        <location filename="../core/policy/validation.cpp" line="682"/>
        <source>it is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="192"/>
        <source>it contains %1; a host name has only the letters a-z, digits, &apos;-&apos; and &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="204"/>
        <source>it starts with more than one dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="206"/>
        <source>it ends with a dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="211"/>
        <source>it has two dots in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="213"/>
        <source>a part between dots is longer than 63 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="216"/>
        <source>a part between dots starts or ends with &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="224"/>
        <source>it looks like an IP address but is not a valid IPv4 address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="238"/>
        <source>it contains %1; a variable name has only letters A-Z, a-z, digits and &apos;_&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="243"/>
        <location filename="../core/policy/validation.cpp" line="261"/>
        <source>it starts with a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="256"/>
        <source>it contains %1; a variable name or pattern has only letters, digits, &apos;_&apos; and &apos;*&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="263"/>
        <source>it matches every variable, secrets included; name the variables or use a prefix such as AWS_*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="286"/>
        <source>a Debian package name has at least two characters, lower-case letters, digits and &apos;+&apos;, &apos;-&apos;, &apos;.&apos;, and starts with a letter or digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="291"/>
        <source>the version after &apos;=&apos; is not a Debian version (e.g. 1.2.3-1 or 1:2.0~rc1-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="303"/>
        <source>it is not a size: write a number with an optional unit b, k, m, g or t, e.g. 512m or 4g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="307"/>
        <source>it is zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="309"/>
        <source>it is larger than 16t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="321"/>
        <source>it is not absolute (it must start with &apos;/&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="324"/>
        <source>it contains %1; a container path has only letters, digits and . _ - + @ = ~ /</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="329"/>
        <source>it is not normalised (no &apos;.&apos;, &apos;..&apos;, &apos;//&apos; or trailing &apos;/&apos;); write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="333"/>
        <location filename="../core/policy/validation.cpp" line="372"/>
        <location filename="../core/policy/validation.cpp" line="690"/>
        <source>a part of it starts with &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="337"/>
        <source>it is inside %1, which belongs to the kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="352"/>
        <source>it is absolute, but it must be relative to the project folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="356"/>
        <source>it contains %1; a path has only letters, digits and . _ - + @ = ~ /</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="365"/>
        <source>it contains &apos;..&apos; and could leave the project folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="368"/>
        <source>it is not normalised (no &apos;.&apos;, &apos;//&apos; or leading &apos;./&apos;); write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="390"/>
        <source>it is longer than 512 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="397"/>
        <source>it is not an image reference of the form [registry/]name[:tag][@digest] with a lower-case name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="485"/>
        <source>The base image %1 is not usable: %2. Use a reference such as localhost/ai-sandbox-base:trixie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="492"/>
        <source>The package %1 is not a Debian package name: %2. Write a name such as ripgrep, optionally with =version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="500"/>
        <source>The harness %1 is unknown. Choose one of pi, claude, codex or shell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="509"/>
        <location filename="../core/policy/validation.cpp" line="680"/>
        <source>it is not an absolute host path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="516"/>
        <location filename="../core/policy/validation.cpp" line="687"/>
        <source>it is not normalised; write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="522"/>
        <source>image.ca_certificates[%1] %2 is not usable: %3. Name a readable PEM certificate file on this machine (one with -----BEGIN CERTIFICATE-----), such as /usr/local/share/ca-certificates/corporate.crt, or remove the entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="534"/>
        <source>The command argument %1 is not allowed: %2. Put complex commands in a script inside the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="541"/>
        <source>The command is empty. Name the program to run first, or remove run.command to use the harness&apos;s command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="546"/>
        <source>The working directory %1 is not usable: %2. Use an absolute path such as /project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="555"/>
        <source>The allowed host %1 is not a host name: %2. Write example.com for one host or .example.com for it and its subdomains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="564"/>
        <source>Port 0 is not a port. Use a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="572"/>
        <source>The local service name %1 is listed twice. Keep one entry per name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="579"/>
        <source>it starts with a dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="581"/>
        <source>The local service name %1 is not a host name: %2. Use a name such as testserver.internal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="586"/>
        <source>The address %1 of local service %2 is not an IP address: %3. Write e.g. 127.0.0.1 or ::1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="592"/>
        <source>The port of local service %1 is 0. Use a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="600"/>
        <source>The variable %1 cannot be passed: %2. Write a name such as TERM or a pattern such as AWS_*.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="610"/>
        <source>The variable name %1 is not valid: %2. Use letters, digits and &apos;_&apos;, e.g. EDITOR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="616"/>
        <source>The value of %1 is not allowed: %2. Use a single line of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="623"/>
        <source>The secret name %1 is not valid: %2. Write a name such as GITHUB_TOKEN or a pattern such as AWS_*.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="633"/>
        <source>The size %1 is not valid: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="637"/>
        <source>The size %1 is too small: use at least %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="643"/>
        <source>limits.cpus must be 0 (no limit) or a number above 0 up to 1024, e.g. 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="648"/>
        <source>limits.pids must be 0 (no limit) or a number up to 4194304, e.g. 512.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="654"/>
        <source>limits.exec_timeout must be from 0 (no timeout) to 24h, e.g. &quot;30s&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="660"/>
        <source>The masked path %1 is not usable: %2. Write a path inside the project such as .env or secrets/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="668"/>
        <source>The read-only path %1 is not usable: %2. Write a path inside the project such as .git/hooks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="692"/>
        <source>it is the whole host file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="697"/>
        <source>The mount source %1 is not usable: %2. Name an existing folder or file on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="703"/>
        <source>it is the container&apos;s root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="706"/>
        <source>another extra mount already uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="709"/>
        <source>The mount target %1 is not usable: %2. Use an absolute path such as /data.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui_main.cpp" line="121"/>
        <source>Run AI coding agents in podman sandboxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="125"/>
        <source>Open the project in folder &lt;dir&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="126"/>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="128"/>
        <source>Launch a session of the project once the window is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="144"/>
        <source>ai-sandbox-gui: %1 is not a folder; pass --project with an existing project folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="152"/>
        <source>ai-sandbox-gui: --launch needs --project DIR.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
