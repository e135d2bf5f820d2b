// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace aisb {

// Pure renderers: Policy (+ context) in, bytes out; the same input gives the same bytes.
// Everything that reaches a rendered file or an argv should have been validated first; the
// renderers still defend themselves: a value that would break the grammar of what they render
// (newline, NUL, a space or quote where none may be, a leading '-' where podman reads options)
// is skipped, never emitted, and a sentence naming the field is appended to `warnings`.
// Where skipping would leave nothing safe to run (no image, no project, no gate in allowlist
// mode) the result is empty.
namespace Render {

// Files that go into the image build context, by name (Containerfile, entrypoint.sh, exec-agent.pl, ...).
using BuildContext = QMap<QString, QByteArray>;

// Empty when the base reference is unusable. With image.ca_certificates listed, the
// Containerfile names each certificate file it takes (for "host": each of the host's files, by
// path), copies ca/ into the trust store and sets NODE_EXTRA_CA_CERTS. It reads the certificate
// files as buildContext does, so it shows exactly what a build would take.
QString containerfile(const Policy &policy, QStringList *warnings = nullptr);
QString entrypoint(); // static: the same script for every policy
// Reads host files: each image.ca_certificates entry's CERTIFICATE blocks (never anything else
// in the file, a private key least of all) go in as "ca/<index>-<basename>.crt", and for
// "host" each of the host's files as "ca/<index>-<n>-<basename>.crt" (so the image tag changes
// with a certificate's content). A file that is missing, unreadable, not PEM or holds a key but
// no certificate is skipped with a warning; when none is left, the Containerfile has no
// certificate step at all.
BuildContext buildContext(const Policy &policy, QStringList *warnings = nullptr);

// "localhost/ai-sandbox:<first 16 hex of sha256 over the build context and base ref>"
QString imageTag(const Policy &policy);
// The same for a build context rendered already (a session renders it once, for tag and record).
QString imageTag(const QString &base, const BuildContext &context);
QString imageRepository(); // "localhost/ai-sandbox"
// The hash behind imageTag for any base + context (lets tests and the builder hash what they hold).
QString contextHash(const QString &base, const BuildContext &context);

// The egress gate's image: squid on a fixed base that no policy field changes. The gate runs with
// --network=host and holds the egress guarantee: whoever picks its base would own it, so it is
// always the local mmdebstrap base (containers/build-base-image), never image.base.
QString gateBase(); // "localhost/ai-sandbox-base:trixie"
QString gateContainerfile();
BuildContext gateBuildContext();
QString gateImageTag();        // "localhost/ai-sandbox-gate:<hash>"
QString gateImageRepository(); // "localhost/ai-sandbox-gate"

// The command a session runs: policy.run.command, else the harness preset's command.
QStringList harnessCommand(const Policy &policy);

// Identifies a policy's effect on a sandbox (16 hex): a warm sandbox labelled with another
// fingerprint (Label::Policy) runs an older policy and is stale.
QString policyFingerprint(const Policy &policy);

// How the sandbox reaches the gate. Slirp4netns: the host's loopback is 10.0.2.2 (works on
// podman 4.3, rootful and rootless). Pasta: the host's loopback appears at gate.sandboxAddress
// (needs podman >= 4.4 and a passt with --map-host-loopback; podman 4.3 has no pasta at all).
enum class GateRoute { Slirp4netns, Pasta };

struct GateEndpoint
{
    QString sandboxAddress; // as seen from inside the sandbox, e.g. 10.0.2.2
    quint16 port = 0;       // the gate's port on the host's 127.0.0.1
};

// One [[credentials]] rule as the gate serves it (issue 19): a plain-HTTP accelerator port on
// the host's 127.0.0.1 that forwards to host:upstreamPort over verified TLS, replacing `header`.
// Never holds the value: gateConfig() renders an include of the podman secret that does.
struct GateCredential
{
    QString rule;               // rule name (logs show it, never the value)
    QString host;               // upstream host name
    quint16 upstreamPort = 443; // 443, or the port of a network.local service of that name
    QString header;             // header the gate replaces
    quint16 listenPort = 0;     // the gate's port on the host's 127.0.0.1
};
// The endpoints of the policy's rules on `ports` (one per rule, in order); a rule whose host is a
// network.local service is forwarded to that service's port.
QList<GateCredential> gateCredentials(const Policy &policy, const QList<quint16> &ports);
// What a rendered gate config serves: its credential ports (in rule order) and whether it verifies
// upstreams against gateCaBundlePath, so that a re-render (a live allowlist change) keeps both.
QList<quint16> gateCredentialPortsOf(const QString &config);
bool gateConfigUsesCaBundle(const QString &config);
// The sandbox's variables for the rules: each `env` name = the placeholder, the base URL variable
// = http://<gate.sandboxAddress>:<its credential port>[/v1 for openai]; for github-git rules
// GIT_CONFIG_KEY_n = url.http://<gate>:<port>/.insteadOf, GIT_CONFIG_VALUE_n = https://<host>/,
// numbered after env.set's GIT_CONFIG_COUNT entries, and GIT_CONFIG_COUNT = their sum. Never a
// value.
QList<QPair<QString, QString>> credentialEnvironment(const Policy &policy, const GateEndpoint &gate,
                                                     const QList<quint16> &credentialPorts);
// Where the gate container finds the secret squid.conf includes, and the CA bundle for the
// upstream TLS (system CAs plus image.ca_certificates).
inline constexpr char gateCredentialSecretTarget[] = "aisb-credentials.conf";
inline constexpr char gateCredentialSecretPath[] = "/run/secrets/aisb-credentials.conf";
inline constexpr char gateCaBundlePath[] = "/etc/aisb/ca-bundle.crt";
// The secret's content: one request_header_add line per rule with the real value. Only ever
// held in memory and handed to `podman secret create` on stdin. Empty (with *error naming the
// rule and the fix) when a value cannot be written into squid.conf safely.
QByteArray gateCredentialLines(const QList<GateCredential> &endpoints, const QList<QString> &headerValues,
                               QString *error);

// nftables ruleset (table inet aisb, policy drop) letting out only the gate. Every outgoing
// packet it drops is counted (counter `dropped`) and, at most firewallLogRate a second (burst
// firewallLogBurst), logged to NFLOG group firewallLogGroup in the sandbox's own network
// namespace, where the session's firewall reader (core/session/firewalllog.h) reads it.
// Empty when the address is not an IPv4 literal or the port is 0.
// `credentialPorts`: the gate's plain-HTTP credential endpoints ([[credentials]], one port per
// rule), which the sandbox may reach too.
QString ruleset(const GateEndpoint &gate, QStringList *warnings = nullptr,
                const QList<quint16> &credentialPorts = {});
inline constexpr quint16 firewallLogGroup = 7;
inline constexpr int firewallLogRate = 10;
inline constexpr int firewallLogBurst = 20;

// squid config: listen on 127.0.0.1:<port>, allowlist, refuse local destinations except
// policy.network.local, deny all last. `hostAddresses` are the host's own addresses (refused too).
// Empty when listenPort is 0. `readyToken` (letters and digits) is what the gate answers its
// readiness probe with (Location: http://aisb-gate-ready.invalid/<token>): proof for the
// launcher that the server on the port it chose is this gate.
//
// With `credentials` (issue 19): an accelerator port per rule, its TLS origin peer (verified
// against `caBundle` when set, else the system CAs), the rule's header removed from what the
// sandbox sent, a placeholder comment where the value would be, and an include of
// gateCredentialSecretPath; those requests are logged with a 9th column "credential=<rule>".
QString gateConfig(const Policy &policy, quint16 listenPort, const QStringList &hostAddresses = {},
                   QStringList *warnings = nullptr, const QString &readyToken = {},
                   const QList<GateCredential> &credentials = {}, const QString &caBundle = {});
// /etc/hosts-style file mapping the policy's local services for squid.
QString gateHosts(const Policy &policy, QStringList *warnings = nullptr);
// The gate's name rule (squid dstdomain): "a.com" allows a.com, ".a.com" it and every name below.
bool allowlistCovers(const QStringList &allow, const QString &host);
// Why the gate rendered for `network` refuses a request to host:port, by gateConfig's rules in
// their order (port, then name, then address). Empty when `network` is not in allowlist mode.
QString gateDenialReason(const Policy::Network &network, const QString &host, int port);

// What a path inside the project is on the host right now (masking needs it).
enum class PathKind { Missing, File, Directory };
// Keys are normalised project-relative paths ("secrets/" -> "secrets"), see normalizeProjectPath.
// A path that does not resolve inside the project (a symlink out of it) counts as Missing.
QMap<QString, PathKind> probeProjectPaths(const Policy &policy, const QString &projectDir);
// The sandbox's seccomp profile (JSON for `podman run --security-opt=seccomp=FILE`): podman's
// default profile with the syscalls that can put S_ISUID/S_ISGID on a file allowed only without
// those bits (chmod, fchmod, fchmodat, fchmodat2, and the mode of open, openat, creat, mkdir,
// mkdirat, mknod, mknodat when it counts), refused with EPERM with them, and openat2 and io_uring
// refused with ENOSYS (their mode cannot be checked; libc falls back to openat). Rootful with
// root as the invoker the sandbox creates root's files in the project (the view): none of them
// can become a setuid-root program on the host. Empty with *error set when `podmanDefault` is
// not a profile.
QByteArray sandboxSeccompProfile(const QByteArray &podmanDefault, QString *error);
// The same, from podmanSeccompProfilePath() (empty with *error naming the file and the fix).
QByteArray sandboxSeccompProfile(QString *error);
// podman's default profile on this machine: /etc/containers/seccomp.json when the administrator
// has one, else containers-common's /usr/share/containers/seccomp.json; empty when neither exists.
QString podmanSeccompProfilePath();

// "a//b/" -> "a/b"; empty when the path is absolute, escapes with "..", or has characters
// that cannot be mounted (control characters, ',' or '"').
QString normalizeProjectPath(const QString &path);
// The project-relative paths sandboxRunArgs binds from the project (besides the project itself),
// for this policy and probe: .ai-sandbox.toml, the folders pinned above protected or masked
// paths, and the read-only paths; in the order they are mounted.
QStringList projectBindSources(const Policy &policy, const QMap<QString, PathKind> &projectPaths);
// A staged source's file name in SandboxContext::stageDir: `rel` with '%' and '/' escaped.
QString stagedName(const QString &rel);

// Everything the sandbox argv depends on besides the policy.
struct SandboxContext
{
    QString projectDir; // absolute host path
    // What podman binds as /project ("" = projectDir): a rootful session's idmapped view of
    // projectDir (session/projectview.h). Labels and the path probe still use projectDir.
    QString projectSource;
    QString projectSlug;
    QString sessionId;
    QString containerName;
    QString imageTag;
    QString envFile;     // host path of the 0600 env file ("" = none)
    QString cidFile;     // where podman writes the container id once it exists ("" = nowhere):
                         // by then it has read the env file, which can go
    QString rulesetFile; // host path of the rendered ruleset (allowlist mode)
    // Host path of the rendered sandboxSeccompProfile() ("" = podman's default profile).
    QString seccompProfile;
    // Where the sources of the binds inside the project are staged (session/bindstage.h): each
    // is bound from stageDir/stagedName(rel) instead of projectSource/rel ("" = from the project).
    QString stageDir;
    QString agentDir; // host dir for the exec agent's socket ("" = no agent)
    // Host path of the session's lifeline ("" = none, e.g. a warm sandbox): a file the launcher
    // holds flock()ed for the session's life. It is bound read-only into the sandbox, where the
    // entrypoint stays pid 1 and ends the container once it can lock the file (the owner is gone).
    // Its mode lets only the container's root open it (SessionDir::holdLifeline).
    QString lifelineFile;
    QString homeVolume; // volume name ("" when the policy has no home volume)
    GateEndpoint gate;
    GateRoute route = GateRoute::Slirp4netns;
    bool rootless = false;
    // The engine labels containers with SELinux (PodmanCapabilities::selinux): binds get
    // relabel=shared (the project and the binds inside it: another session of the project may
    // have them mounted too) or relabel=private (the session's own files: ruleset, lifeline,
    // agent folder); docs/threat-model.md, "SELinux".
    bool selinux = false;
    bool interactive = false; // -i -t
    // A podman service elsewhere (--url/--connection): its client refuses an empty --detach-keys.
    bool remote = false;
    bool stdinOpen = false; // -i without -t: the caller's stdin is forwarded (exec --stdin)
    // A warm sandbox: detached (-d), never --rm, labelled Label::Warm=1 and Label::Policy=
    // <policyFingerprint>, and it starts the exec agent instead of the command.
    bool warm = false;
    // [[credentials]]: the gate's credential endpoints (one port per rule) and the variables set
    // for the sandbox (the placeholder, the endpoints' URLs).
    QList<quint16> credentialPorts;
    QList<QPair<QString, QString>> credentialEnv;
    QMap<QString, PathKind> projectPaths; // from probeProjectPaths
    QStringList command;                  // the command to run (already resolved from preset/args)
};

// The full `podman run ...` argv (without the leading "podman" and global options), exactly as
// a session hands it to podman: nothing edits it afterwards. Empty when it cannot be rendered safely (bad
// image tag or project dir; allowlist mode without a valid gate endpoint or ruleset file).
QStringList sandboxRunArgs(const Policy &policy, const SandboxContext &ctx, QStringList *warnings = nullptr);

struct GateContext
{
    QString projectSlug;
    QString sessionId;
    QString containerName;
    QString imageTag;   // gate image
    QString configFile; // host path of squid.conf
    QString hostsFile;  // host path of the hosts file
    QString logDir;     // host dir for access.log and cache.log; squid opens them as its own
                        // user (proxy, uid 13 in Debian), so it must be writable by that user:
                        // mode 0777 works rootful and rootless. The logs are created 0644.
    // Host path of the gate's lifeline ("" = none: the gate serves a warm sandbox): squid runs
    // under a shell that stops it once the launcher's flock() on this file is released.
    QString lifelineFile;
    bool selinux = false; // as SandboxContext::selinux
    // A gate on a remote podman service: no logDir (a folder of this machine); the log folder is a
    // tmpfs of the container, whose access log the launcher reads with `podman exec ... tail -F`.
    bool logInContainer = false;
};
// [[credentials]]: the podman secret holding the request_header_add lines (mounted at
// gateCredentialSecretPath, readable by root and squid's group only) and the host path of the
// upstream CA bundle (mounted at gateCaBundlePath); "" = none.
struct GateCredentialMounts
{
    QString secret;
    QString caBundleFile;
};
// Empty when a path or the image tag is unusable.
QStringList gateRunArgs(const GateContext &ctx, QStringList *warnings = nullptr,
                        const GateCredentialMounts &credentials = {});

// Env file content (KEY=VALUE lines) for the sandbox, from env.set and env.pass taken from
// `host`. Names in pass that are unset on the host are returned in `missing` (a launch must
// stop); globs expand to every matching host name.
struct EnvFile
{
    QByteArray content;   // AISB_ENV_<NAME>=<value> lines: the entrypoint renames them after its drop
    QStringList names;    // names written, sorted
    QStringList missing;  // pass names (not globs) unset on the host
    QStringList rejected; // names skipped: invalid name, reserved name (AISB_*, the gate's
                          // proxy variables in allowlist mode), or a value podman's env file
                          // cannot hold (newline, carriage return, NUL, longer than 60000)
};
EnvFile envFile(const Policy &policy, const QProcessEnvironment &host);

// Expansion of pass globs against the host environment, for previews (names only).
QStringList expandPassNames(const Policy &policy, const QProcessEnvironment &host);

// Shell-quoted single line of an argv, for display only (never executed).
QString displayCommandLine(const QStringList &argv);

// The Kubernetes export (`ai-sandbox export kube`, docs/design/kube-export.md): one Pod in which an
// init container (firewall, the sandbox image) loads kubeRuleset, the gate (squid from
// gateConfig, as uid kubeGateUid, on 127.0.0.1:kubeGatePort, its logs on the container's stdout
// and stderr) runs beside the sandbox (uid 1000, no capabilities, read-only root, no privilege
// escalation, the policy's limits), plus a ConfigMap of the rendered files and a NetworkPolicy
// that lets the pod reach only what the gate may. The project and its protected paths are hostPath
// volumes; variables from env.pass and secret env.set names come from the Secret
// ResourceName::kubeEnvSecret, by name: no value of one is ever written to the manifest.
struct KubeContext
{
    QString projectDir;                   // absolute host path (the project's hostPath)
    QString projectSlug;                  // names and labels
    QString imageTag;                     // the sandbox image
    QString gateImageTag;                 // the gate image
    QMap<QString, PathKind> projectPaths; // from probeProjectPaths
    QStringList command;                  // the command the sandbox runs
    // env.pass as expanded on the exporting host (expandPassNames), names only: each becomes a
    // reference into the Secret.
    QStringList passNames;
};
inline constexpr quint16 kubeGatePort = 3128;
inline constexpr int kubeGateUid = 13; // Debian's proxy user, squid's own
// Empty (with a warning) when it cannot be rendered safely: an unusable image tag, project
// folder, slug or command; the gate's config in allowlist mode.
QString kubeManifest(const Policy &policy, const KubeContext &ctx, QStringList *warnings = nullptr);
// The pod's nftables ruleset (table inet aisb, policy drop): loopback (the gate beside it) and, in
// allowlist mode, the gate's own traffic (meta skuid kubeGateUid) with the replies to it;
// everything else counted and dropped. In open mode there is none ("").
QString kubeRuleset(const Policy &policy);
// A YAML double-quoted scalar holding `value` exactly (escapes for '\', '"' and every control,
// line-separator and non-printing character). With `continuationIndent` > 0 a multi-line value
// is split after each "\n" with an escaped line break, its next line indented so far.
QString yamlQuoted(const QString &value, int continuationIndent = 0);

} // namespace Render
} // namespace aisb
