// SPDX-License-Identifier: GPL-3.0-or-later
// Render: the Kubernetes export (`ai-sandbox export kube`): one Pod (firewall init container, gate
// sidecar, sandbox), the ConfigMap of its rendered files and a NetworkPolicy, as one YAML stream.
// docs/design/kube-export.md explains the shape and what podman kube play does with it.
#include "engine/resourcenames.h"
#include "policy/validation.h"
#include "render/render.h"
#include "render/rendergrammar.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <cmath>

namespace aisb::Render {

using namespace RenderGrammar;

namespace {

const QString projectMount = QStringLiteral("/project");
const QString sandboxHome = QStringLiteral("/home/sandbox");
const QString filesMount = QStringLiteral("/etc/aisb");
// What the image's PATH is without one of its own (podman 4.3 kube play sets none then).
const QString defaultPath = QStringLiteral("/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin");

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Render", text);
}

QString q(const QString &value)
{
    return yamlQuoted(value);
}

// A host path we mount: mountable, and not the whole file system.
bool isHostPath(const QString &s)
{
    return isMountPath(s) && s != QLatin1String("/");
}

// A policy size ("512m", "4g", "1024") as a Kubernetes quantity ("512Mi", "4Gi", "1024"): Kubernetes
// reads a lower-case "m" as milli and has no "g". "" when `size` is no size.
QString quantity(const QString &size)
{
    if (!isSize(size))
        return {};
    const QChar unit = size.back().toLower();
    if (unit.isDigit())
        return size;
    const QString number = size.chopped(1);
    if (unit == QLatin1Char('k'))
        return number + QStringLiteral("Ki");
    if (unit == QLatin1Char('m'))
        return number + QStringLiteral("Mi");
    if (unit == QLatin1Char('g'))
        return number + QStringLiteral("Gi");
    return number; // b: bytes
}

// CPUs as millicores ("1500m"), whole CPUs as the number ("2").
QString cpuQuantity(double cpus)
{
    const qint64 milli = qMax<qint64>(1, qRound64(cpus * 1000));
    return milli % 1000 == 0 ? QString::number(milli / 1000) : QString::number(milli) + QStringLiteral("m");
}

bool isReservedEnvName(const Policy &policy, const QString &name)
{
    if (name.startsWith(QLatin1String("AISB_")))
        return true;
    if (policy.network.mode != NetworkMode::Allowlist)
        return false;
    static const QStringList proxyNames = {QStringLiteral("HTTP_PROXY"), QStringLiteral("HTTPS_PROXY"),
                                           QStringLiteral("NO_PROXY"), QStringLiteral("ALL_PROXY"),
                                           QStringLiteral("FTP_PROXY")};
    return proxyNames.contains(name.toUpper());
}

// The lines of a YAML document, each at its indentation.
class Yaml
{
public:
    Yaml &operator()(int indent, const QString &text)
    {
        m_text += QString(indent, QLatin1Char(' ')) + text + QLatin1Char('\n');
        return *this;
    }
    QString text() const { return m_text; }

private:
    QString m_text;
};

void labels(Yaml &y, int indent, const QString &slug, const char *kind)
{
    y(indent, QStringLiteral("labels:"));
    y(indent + 2, QLatin1String(Label::Managed) + QStringLiteral(": \"1\""));
    y(indent + 2, QLatin1String(Label::Project) + QStringLiteral(": ") + q(slug));
    if (kind)
        y(indent + 2, QLatin1String(Label::Kind) + QStringLiteral(": ") + q(QLatin1String(kind)));
}

// securityContext of a container: no capabilities but `add`, no privilege escalation, read-only root,
// podman's/the runtime's default seccomp profile.
void securityContext(Yaml &y, int indent, int uid, const QString &add = {})
{
    y(indent, QStringLiteral("securityContext:"));
    y(indent + 2, QStringLiteral("runAsUser: ") + QString::number(uid));
    y(indent + 2, QStringLiteral("runAsGroup: ") + QString::number(uid));
    y(indent + 2,
      QStringLiteral("runAsNonRoot: ") + (uid == 0 ? QStringLiteral("false") : QStringLiteral("true")));
    y(indent + 2, QStringLiteral("allowPrivilegeEscalation: false"));
    y(indent + 2, QStringLiteral("readOnlyRootFilesystem: true"));
    y(indent + 2, QStringLiteral("capabilities:"));
    y(indent + 4, QStringLiteral("drop: [\"ALL\"]"));
    if (!add.isEmpty())
        y(indent + 4, QStringLiteral("add: [") + q(add) + QLatin1Char(']'));
    y(indent + 2, QStringLiteral("seccompProfile:"));
    y(indent + 4, QStringLiteral("type: RuntimeDefault"));
}

void mount(Yaml &y, int indent, const QString &volume, const QString &path, bool readOnly)
{
    y(indent, QStringLiteral("- name: ") + q(volume));
    y(indent + 2, QStringLiteral("mountPath: ") + q(path));
    if (readOnly)
        y(indent + 2, QStringLiteral("readOnly: true"));
}

struct Volume
{
    QString name;
    QString hostPath; // "" = emptyDir
    QString hostType; // Directory, File, CharDevice ("" = any)
    QString sizeLimit;
};

void volumes(Yaml &y, int indent, const QList<Volume> &list)
{
    for (const Volume &v : list) {
        y(indent, QStringLiteral("- name: ") + q(v.name));
        if (v.hostPath.isEmpty()) {
            y(indent + 2,
              v.sizeLimit.isEmpty() ? QStringLiteral("emptyDir: {}") : QStringLiteral("emptyDir:"));
            if (!v.sizeLimit.isEmpty())
                y(indent + 4, QStringLiteral("sizeLimit: ") + q(v.sizeLimit));
            continue;
        }
        y(indent + 2, QStringLiteral("hostPath:"));
        y(indent + 4, QStringLiteral("path: ") + q(v.hostPath));
        if (!v.hostType.isEmpty())
            y(indent + 4, QStringLiteral("type: ") + v.hostType);
    }
}

struct EnvEntry
{
    QString value;       // literal value
    bool secret = false; // from the Secret, by name
};

// The sandbox's variables: ours (PATH, HOME, the gate as proxy), then the policy's (a literal value
// when it is not secret, else a reference into the Secret). Sorted by name after ours.
QMap<QString, EnvEntry> policyEnv(const Policy &policy, const KubeContext &ctx, QStringList *warnings)
{
    QMap<QString, EnvEntry> out;
    auto usable = [&](const QString &name) {
        if (!isEnvName(name) || isReservedEnvName(policy, name)) {
            warn(warnings, tr("The variable %1 is reserved or not a variable name; the exported pod does not "
                              "get it.")
                               .arg(shown(name)));
            return false;
        }
        // The sandbox user's own, as the entrypoint keeps them.
        return name != QLatin1String("HOME") && name != QLatin1String("USER") &&
               name != QLatin1String("LOGNAME");
    };
    QStringList pass = ctx.passNames;
    for (const QString &p : policy.env.pass)
        if (isEnvName(p) && !pass.contains(p))
            pass.append(p); // named, though unset here: the Secret must hold it
    for (const QString &name : std::as_const(pass))
        if (usable(name))
            out.insert(name, EnvEntry{{}, true});
    for (auto it = policy.env.set.cbegin(); it != policy.env.set.cend(); ++it) {
        if (!usable(it.key()))
            continue;
        if (it.value().contains(QChar(0))) {
            warn(warnings, tr("env.set %1 holds a NUL character, which no variable can carry; it was left "
                              "out.")
                               .arg(shown(it.key())));
            out.remove(it.key());
            continue;
        }
        if (isSecretName(policy, it.key()))
            out.insert(it.key(), EnvEntry{{}, true});
        else
            out.insert(it.key(), EnvEntry{it.value(), false});
    }
    return out;
}

// The usable local services (name, canonical address, port), as the gate's config takes them.
struct Service
{
    QString address;
    quint16 port;
};
QList<Service> localServices(const Policy &policy)
{
    QList<Service> out;
    for (const LocalService &s : policy.network.local) {
        QHostAddress a;
        if (!isDomain(s.name, false) || s.port == 0 || hasControl(s.address) || !a.setAddress(s.address))
            continue; // gateConfig warns about it
        a.setScopeId(QString());
        out.append({a.toString(), s.port});
    }
    return out;
}

void networkPolicy(Yaml &y, const Policy &policy, const QString &slug)
{
    y(0, QStringLiteral("---"));
    y(0, QStringLiteral(
             "# What the pod may reach where the cluster enforces NetworkPolicy (podman kube play and"));
    y(0, QStringLiteral("# some CNIs ignore it): the second belt; the pod's own ruleset holds everywhere."));
    y(0, QStringLiteral("apiVersion: networking.k8s.io/v1"));
    y(0, QStringLiteral("kind: NetworkPolicy"));
    y(0, QStringLiteral("metadata:"));
    y(2, QStringLiteral("name: ") + q(ResourceName::kubePod(slug)));
    labels(y, 2, slug, nullptr);
    y(0, QStringLiteral("spec:"));
    y(2, QStringLiteral("podSelector:"));
    y(4, QStringLiteral("matchLabels:"));
    y(6, QLatin1String(Label::Project) + QStringLiteral(": ") + q(slug));
    y(6, QLatin1String(Label::Kind) + QStringLiteral(": ") + q(QLatin1String(Label::Kinds::Sandbox)));
    y(2, QStringLiteral("policyTypes: [\"Ingress\", \"Egress\"]"));
    y(2, QStringLiteral("ingress: []"));
    switch (policy.network.mode) {
    case NetworkMode::None:
        y(2, QStringLiteral("egress: []"));
        return;
    case NetworkMode::Open:
        y(2, QStringLiteral("egress:"));
        y(4, QStringLiteral("- {}"));
        return;
    case NetworkMode::Allowlist:
        break;
    }
    y(2, QStringLiteral("egress:"));
    // The gate resolves names: the cluster's DNS.
    y(4, QStringLiteral("- to:"));
    y(8, QStringLiteral("- namespaceSelector: {}"));
    y(10, QStringLiteral("podSelector:"));
    y(12, QStringLiteral("matchLabels:"));
    y(14, QStringLiteral("k8s-app: kube-dns"));
    y(6, QStringLiteral("ports:"));
    y(8, QStringLiteral("- {protocol: UDP, port: 53}"));
    y(8, QStringLiteral("- {protocol: TCP, port: 53}"));
    QStringList ports;
    for (const quint16 p : policy.network.ports)
        if (p != 0 && !ports.contains(QString::number(p)))
            ports.append(QString::number(p));
    if (!ports.contains(QStringLiteral("443")))
        ports.append(QStringLiteral("443")); // CONNECT reaches 443 whatever network.ports says
    // Public addresses on the allowed ports: the gate refuses local and private ones itself.
    y(4, QStringLiteral("- to:"));
    y(8, QStringLiteral("- ipBlock:"));
    y(12, QStringLiteral("cidr: \"0.0.0.0/0\""));
    y(12,
      QStringLiteral("except: [\"10.0.0.0/8\", \"172.16.0.0/12\", \"192.168.0.0/16\", \"169.254.0.0/16\", "
                     "\"100.64.0.0/10\", \"127.0.0.0/8\"]"));
    y(8, QStringLiteral("- ipBlock:"));
    y(12, QStringLiteral("cidr: \"::/0\""));
    y(12, QStringLiteral("except: [\"fc00::/7\", \"fe80::/10\", \"::1/128\"]"));
    y(6, QStringLiteral("ports:"));
    for (const QString &p : std::as_const(ports))
        y(8, QStringLiteral("- {protocol: TCP, port: ") + p + QLatin1Char('}'));
    for (const Service &s : localServices(policy)) {
        const bool v4 = QHostAddress(s.address).protocol() == QAbstractSocket::IPv4Protocol;
        y(4, QStringLiteral("- to:"));
        y(8, QStringLiteral("- ipBlock:"));
        y(12,
          QStringLiteral("cidr: ") + q(s.address + (v4 ? QStringLiteral("/32") : QStringLiteral("/128"))));
        y(6, QStringLiteral("ports:"));
        y(8, QStringLiteral("- {protocol: TCP, port: ") + QString::number(s.port) + QLatin1Char('}'));
    }
}

// The init container's script: load the ruleset, then prove both chains drop by default (as
// containers/entrypoint.sh does): a pod whose firewall is not in place never starts the sandbox.
QString firewallScript()
{
    return QStringLiteral(
        "set -eu\n"
        "/usr/sbin/nft -f /etc/aisb/ruleset.nft || { echo 'ai-sandbox: could not load the network ruleset' "
        ">&2; exit 77; }\n"
        "for chain in output input; do\n"
        "  listing=$(/usr/sbin/nft list chain inet aisb \"$chain\") || { echo \"ai-sandbox: chain $chain is "
        "missing\" >&2; exit 78; }\n"
        "  case \"$listing\" in *\"policy drop;\"*) ;; *) echo \"ai-sandbox: chain $chain has no drop "
        "policy\" >&2; exit 78 ;; esac\n"
        "done\n");
}

// What the sandbox runs first in allowlist mode: it waits (30 s at most) until the gate answers
// its readiness probe, then becomes the command (found on the PATH, as the entrypoint does).
QString waitForGateScript()
{
    return QStringLiteral(
               "use IO::Socket::INET;\n"
               "for my $i (1 .. 300) {\n"
               "  my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1', PeerPort => %1, Timeout => 1);\n"
               "  if ($s) {\n"
               "    print $s \"GET http://aisb-gate-ready.invalid/ HTTP/1.0\\r\\n\\r\\n\";\n"
               "    my $l = <$s>;\n"
               "    close $s;\n"
               "    last if defined $l && $l =~ m{^HTTP/};\n"
               "  }\n"
               "  if ($i == 300) {\n"
               "    print STDERR \"ai-sandbox: the gate (127.0.0.1:%1) did not answer within 30 s; not "
               "starting\\n\";\n"
               "    exit 69;\n"
               "  }\n"
               "  select(undef, undef, undef, 0.1);\n"
               "}\n"
               "exec { $ARGV[0] } @ARGV;\n"
               "my $e = $! + 0;\n"
               "print STDERR \"ai-sandbox: cannot run $ARGV[0]: $!\\n\";\n"
               "exit($e == 2 ? 127 : 126);\n")
        .arg(kubeGatePort);
}

} // namespace

QString yamlQuoted(const QString &value, int continuationIndent)
{
    QString out = QStringLiteral("\"");
    bool lineStart = false;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        const char16_t u = c.unicode();
        // After an escaped line break YAML drops the next line's leading white space: keep it escaped.
        if (lineStart && u == ' ') {
            out += QStringLiteral("\\x20");
            continue;
        }
        lineStart = false;
        if (c == QLatin1Char('\\') || c == QLatin1Char('"')) {
            out += QLatin1Char('\\') + c;
        } else if (u == '\n') {
            out += QStringLiteral("\\n");
            if (continuationIndent > 0 && i + 1 < value.size()) {
                out += QStringLiteral("\\\n") + QString(continuationIndent, QLatin1Char(' '));
                lineStart = true;
            }
        } else if (u == '\t') {
            out += QStringLiteral("\\t");
        } else if (u < 0x20 || u == 0x7f) {
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        } else if ((u >= 0x80 && u < 0xa0) || u == 0x2028 || u == 0x2029 || u == 0xfeff || u >= 0xfff0) {
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    return out + QLatin1Char('"');
}

QString kubeRuleset(const Policy &policy)
{
    const NetworkMode mode = policy.network.mode;
    if (mode == NetworkMode::Open)
        return {};
    const bool gate = mode == NetworkMode::Allowlist;
    QString out = gate ? QStringLiteral("# ai-sandbox (pod): the sandbox may talk to itself and to the gate "
                                        "beside it, on loopback;\n# only the gate (uid %1) goes out.\n")
                             .arg(kubeGateUid)
                       : QStringLiteral("# ai-sandbox (pod): no network; loopback only.\n");
    out += QStringLiteral("table inet aisb {\n"
                          "\tcounter dropped {\n"
                          "\t}\n"
                          "\tchain output {\n"
                          "\t\ttype filter hook output priority 0; policy drop;\n"
                          "\t\toif \"lo\" accept\n");
    if (gate)
        out += QStringLiteral("\t\tmeta skuid %1 accept\n").arg(kubeGateUid);
    out += QStringLiteral("\t\tip6 daddr ff02::/16 drop\n"
                          "\t\tcounter name \"dropped\"\n"
                          "\t}\n"
                          "\tchain input {\n"
                          "\t\ttype filter hook input priority 0; policy drop;\n"
                          "\t\tiif \"lo\" accept\n");
    if (gate)
        out += QStringLiteral("\t\tct state established,related accept\n");
    out += QStringLiteral("\t}\n"
                          "}\n");
    return out;
}

QString kubeManifest(const Policy &policy, const KubeContext &ctx, QStringList *warnings)
{
    const NetworkMode mode = policy.network.mode;
    const bool allowlist = mode == NetworkMode::Allowlist;
    const bool firewall = mode != NetworkMode::Open;
    if (!isImageReference(ctx.imageTag) || (allowlist && !isImageReference(ctx.gateImageTag))) {
        warn(warnings, tr("The image tag %1 (gate %2) is not an image reference; nothing was exported.")
                           .arg(shown(ctx.imageTag), shown(ctx.gateImageTag)));
        return {};
    }
    if (!isHostPath(ctx.projectDir) || !isResourceName(ctx.projectSlug) || ctx.projectSlug.size() > 52) {
        warn(warnings, tr("The project folder %1 cannot be a volume (an absolute path without ',' or '\"', "
                          "other than /), or its name %2 cannot name a pod; nothing was exported.")
                           .arg(shown(ctx.projectDir), shown(ctx.projectSlug)));
        return {};
    }
    // Gate-added credentials (issue 19) read their values on this machine at session start and hand
    // them to a local gate as a podman secret; an exported pod has neither. Refused rather than
    // exported without them: the sandbox would get the placeholder and no working key.
    if (!policy.credentials.isEmpty()) {
        warn(warnings,
             tr("credentials[0] (%1): an exported pod cannot have keys added by the gate yet; nothing "
                "was exported. To run it on a cluster, export the project with its key variable in "
                "env.pass instead of the [[credentials]] rule: the pod then reads it from its Secret.")
                 .arg(shown(policy.credentials.first().name)));
        return {};
    }
    for (int i = 0; i < ctx.command.size(); ++i) {
        const QString &arg = ctx.command.at(i);
        if (!isCommandArgument(arg) || (i == 0 && (arg.isEmpty() || arg.startsWith(QLatin1Char('-'))))) {
            warn(warnings, tr("Command argument %1 (%2) cannot be passed; nothing was exported.")
                               .arg(i)
                               .arg(shown(arg)));
            return {};
        }
    }
    if (ctx.command.isEmpty()) {
        warn(warnings, tr("There is no command to run; nothing was exported."));
        return {};
    }

    // The gate's config, its two logs on the container's stdout and stderr (`kubectl logs POD -c gate`).
    QString squid;
    if (allowlist) {
        squid = gateConfig(policy, kubeGatePort, {}, warnings);
        const QString cacheLog = QStringLiteral("cache_log /var/log/aisb/cache.log\n");
        const QString accessLog = QStringLiteral("access_log stdio:/var/log/aisb/access.log aisb\n");
        if (!squid.contains(cacheLog) || !squid.contains(accessLog)) {
            warn(warnings,
                 tr("The gate's configuration has no log lines to point at the pod's output; nothing "
                    "was exported."));
            return {};
        }
        squid.replace(cacheLog, QStringLiteral("cache_log /dev/stderr\n"));
        squid.replace(accessLog, QStringLiteral("access_log stdio:/dev/stdout aisb\n"));
    }

    const QString slug = ctx.projectSlug;
    const QString pod = ResourceName::kubePod(slug);
    const QString files = ResourceName::kubeFiles(slug);
    const QString secret = ResourceName::kubeEnvSecret(slug);
    // podman kube play makes each emptyDir a volume of that very name: a pod's own, never "tmp",
    // which another pod's /tmp would share.
    const auto scratch = [&pod](const QString &base) -> QString { return pod + QLatin1Char('-') + base; };
    const QMap<QString, EnvEntry> env = policyEnv(policy, ctx, warnings);
    QStringList secretNames;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        if (it.value().secret)
            secretNames.append(it.key());

    Yaml y;
    y(0,
      QStringLiteral("# ai-sandbox export kube: the sandbox of project %1 as one Pod.").arg(ctx.projectDir));
    y(0, QStringLiteral(
             "# Rendered from the project's policy; run it here with `podman kube play FILE`, or push the"));
    y(0, QStringLiteral("# images to a registry the cluster pulls from and `kubectl apply -f FILE`."));
    y(0,
      QStringLiteral(
          "# The project is a hostPath volume: on a cluster of several nodes, use a PersistentVolumeClaim."));
    if (!secretNames.isEmpty()) {
        y(0, QStringLiteral(
                 "# The variables come from the Secret %1 (no value is in this file). Create it first:")
                 .arg(secret));
        QString line = QStringLiteral("#   kubectl create secret generic ") + secret;
        for (const QString &name : std::as_const(secretNames))
            line +=
                QStringLiteral(" --from-literal=") + name + QStringLiteral("=\"$") + name + QLatin1Char('"');
        y(0, line);
    }
    if (policy.limits.pids > 0)
        y(0, QStringLiteral("# limits.pids (%1) has no Pod field: the kubelet's podPidsLimit sets it.")
                 .arg(policy.limits.pids));
    if (policy.mounts.homeVolume)
        y(0, QStringLiteral("# /home/sandbox lasts as long as the pod (a session's home volume would need a "
                            "PersistentVolumeClaim)."));

    if (firewall) {
        y(0, QStringLiteral("---"));
        y(0, QStringLiteral("apiVersion: v1"));
        y(0, QStringLiteral("kind: ConfigMap"));
        y(0, QStringLiteral("metadata:"));
        y(2, QStringLiteral("name: ") + q(files));
        labels(y, 2, slug, nullptr);
        y(0, QStringLiteral("data:"));
        y(2, QStringLiteral("ruleset.nft: ") + yamlQuoted(kubeRuleset(policy), 4));
        if (allowlist) {
            y(2, QStringLiteral("squid.conf: ") + yamlQuoted(squid, 4));
            y(2, QStringLiteral("hosts: ") + yamlQuoted(gateHosts(policy), 4));
        }
    }

    y(0, QStringLiteral("---"));
    y(0, QStringLiteral("apiVersion: v1"));
    y(0, QStringLiteral("kind: Pod"));
    y(0, QStringLiteral("metadata:"));
    y(2, QStringLiteral("name: ") + q(pod));
    labels(y, 2, slug, Label::Kinds::Sandbox);
    y(0, QStringLiteral("spec:"));
    y(2, QStringLiteral("automountServiceAccountToken: false"));
    y(2, QStringLiteral("enableServiceLinks: false"));
    y(2, QStringLiteral("restartPolicy: Never"));
    y(2, QStringLiteral("hostname: sandbox"));
    if (firewall) {
        y(2, QStringLiteral("initContainers:"));
        y(4, QStringLiteral(
                 "# Loads the pod's ruleset (the network namespace is the pod's) and proves it drops."));
        y(4, QStringLiteral("- name: firewall"));
        y(6, QStringLiteral("image: ") + q(ctx.imageTag));
        y(6, QStringLiteral("imagePullPolicy: IfNotPresent"));
        y(6, QStringLiteral("command: [\"/bin/sh\", \"-c\", ") + yamlQuoted(firewallScript(), 10) +
                 QLatin1Char(']'));
        securityContext(y, 6, 0, QStringLiteral("NET_ADMIN"));
        y(6, QStringLiteral("volumeMounts:"));
        mount(y, 8, QStringLiteral("files"), filesMount, true);
    }

    y(2, QStringLiteral("containers:"));
    if (allowlist) {
        y(4,
          QStringLiteral("# The egress gate: squid on 127.0.0.1:%1, the only process the ruleset lets out.")
              .arg(kubeGatePort));
        y(4, QStringLiteral("- name: gate"));
        y(6, QStringLiteral("image: ") + q(ctx.gateImageTag));
        y(6, QStringLiteral("imagePullPolicy: IfNotPresent"));
        y(6, QStringLiteral("command: [\"squid\", \"-N\", \"-f\", \"/etc/aisb/squid.conf\"]"));
        securityContext(y, 6, kubeGateUid);
        y(6, QStringLiteral("volumeMounts:"));
        mount(y, 8, QStringLiteral("files"), filesMount, true);
        mount(y, 8, scratch(QStringLiteral("gate-spool")), QStringLiteral("/var/spool/squid"), false);
        mount(y, 8, scratch(QStringLiteral("gate-cache")), QStringLiteral("/var/cache/squid"), false);
        mount(y, 8, scratch(QStringLiteral("gate-log")), QStringLiteral("/var/log/squid"), false);
        mount(y, 8, scratch(QStringLiteral("gate-tmp")), QStringLiteral("/tmp"), false);
    }

    y(4, QStringLiteral("- name: sandbox"));
    y(6, QStringLiteral("image: ") + q(ctx.imageTag));
    y(6, QStringLiteral("imagePullPolicy: IfNotPresent"));
    {
        QStringList args;
        for (const QString &arg : ctx.command)
            args << q(arg);
        // The command itself, not the entrypoint: its root phase is the init container's and the
        // securityContext's. In allowlist mode it starts once the gate beside it answers (the
        // containers of a pod start together; squid takes a moment).
        if (allowlist) {
            y(6, QStringLiteral("command: [\"/usr/bin/perl\", \"-e\", ") +
                     yamlQuoted(waitForGateScript(), 10) + QStringLiteral(", \"--\"]"));
            y(6, QStringLiteral("args: [") + args.join(QStringLiteral(", ")) + QLatin1Char(']'));
        } else {
            y(6, QStringLiteral("command: [") + args.join(QStringLiteral(", ")) + QLatin1Char(']'));
        }
    }
    y(6, QStringLiteral("workingDir: ") +
             q(isMountPath(policy.run.workdir) ? policy.run.workdir : projectMount));
    y(6, QStringLiteral("stdin: true"));
    y(6, QStringLiteral("tty: ") + (policy.run.tty ? QStringLiteral("true") : QStringLiteral("false")));
    y(6, QStringLiteral("env:"));
    QList<std::pair<QString, QString>> own{{QStringLiteral("HOME"), sandboxHome},
                                           {QStringLiteral("USER"), QStringLiteral("sandbox")},
                                           {QStringLiteral("LOGNAME"), QStringLiteral("sandbox")},
                                           {QStringLiteral("AISB_NET_MODE"), toString(mode)}};
    if (!env.contains(QStringLiteral("PATH")))
        own.prepend({QStringLiteral("PATH"), defaultPath});
    if (allowlist) {
        const QString proxy = QStringLiteral("http://127.0.0.1:") + QString::number(kubeGatePort);
        for (const char *name : {"HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"})
            own.append({QLatin1String(name), proxy});
        for (const char *name : {"NO_PROXY", "no_proxy"})
            own.append({QLatin1String(name), QStringLiteral("localhost,127.0.0.1")});
    }
    for (const auto &[name, value] : std::as_const(own)) {
        y(8, QStringLiteral("- name: ") + name);
        y(10, QStringLiteral("value: ") + q(value));
    }
    for (auto it = env.cbegin(); it != env.cend(); ++it) {
        y(8, QStringLiteral("- name: ") + it.key());
        if (!it.value().secret) {
            y(10, QStringLiteral("value: ") + q(it.value().value));
            continue;
        }
        y(10, QStringLiteral("valueFrom:"));
        y(12, QStringLiteral("secretKeyRef:"));
        y(14, QStringLiteral("name: ") + q(secret));
        y(14, QStringLiteral("key: ") + it.key());
    }
    securityContext(y, 6, 1000);
    QStringList limits;
    if (isSize(policy.limits.memory))
        limits << QStringLiteral("memory: ") + q(quantity(policy.limits.memory));
    else if (!policy.limits.memory.isEmpty())
        warn(warnings, tr("limits.memory %1 is not a size such as 4g; the pod has no memory limit.")
                           .arg(shown(policy.limits.memory)));
    if (std::isfinite(policy.limits.cpus) && policy.limits.cpus > 0 && policy.limits.cpus <= 4096)
        limits << QStringLiteral("cpu: ") + q(cpuQuantity(policy.limits.cpus));
    if (!limits.isEmpty()) {
        y(6, QStringLiteral("resources:"));
        y(8, QStringLiteral("limits:"));
        for (const QString &l : std::as_const(limits))
            y(10, l);
    }

    // The project, then what is hidden or protected inside it (each its own hostPath volume: podman
    // ignores subPath on a hostPath), /tmp and the home, the extra mounts.
    QList<Volume> vols;
    y(6, QStringLiteral("volumeMounts:"));
    const bool projectRo = policy.mounts.project == MountMode::ReadOnly;
    mount(y, 8, QStringLiteral("project"), projectMount, projectRo);
    vols.append({QStringLiteral("project"), ctx.projectDir, QStringLiteral("Directory"), {}});
    QStringList readOnlyRel;
    for (const QString &p : policy.mounts.readOnly)
        readOnlyRel.append(normalizeProjectPath(p));
    int n = 0;
    for (int i = 0; i < policy.mounts.masked.size(); ++i) {
        const QString rel = normalizeProjectPath(policy.mounts.masked.at(i));
        const PathKind kind = ctx.projectPaths.value(rel, PathKind::Missing);
        if (rel.isEmpty()) {
            warn(warnings, tr("mounts.masked[%1] %2 is not a path inside the project; it was not masked.")
                               .arg(i)
                               .arg(shown(policy.mounts.masked.at(i))));
            continue;
        }
        if (kind == PathKind::Missing)
            continue; // never create a mount point in the user's project
        // A file under /dev/null (no hostPath type: podman 4.3 drops a CharDevice one without a
        // word), a folder under an empty one.
        const QString name = kind == PathKind::File ? QStringLiteral("masked-%1").arg(++n)
                                                    : scratch(QStringLiteral("masked-%1").arg(++n));
        mount(y, 8, name, projectMount + QLatin1Char('/') + rel, true);
        if (kind == PathKind::File)
            vols.append({name, QStringLiteral("/dev/null"), {}, {}});
        else
            vols.append({name, {}, {}, QStringLiteral("4Ki")});
    }
    n = 0;
    for (const QString &rel : projectBindSources(policy, ctx.projectPaths)) {
        const bool ro = rel == QLatin1String(".ai-sandbox.toml") || readOnlyRel.contains(rel);
        const PathKind kind = ctx.projectPaths.value(rel, PathKind::Directory); // pinned: folders
        const QString name =
            QStringLiteral("%1-%2").arg(ro ? QStringLiteral("protected") : QStringLiteral("pinned")).arg(++n);
        mount(y, 8, name, projectMount + QLatin1Char('/') + rel, ro);
        vols.append({name,
                     ctx.projectDir + QLatin1Char('/') + rel,
                     kind == PathKind::File ? QStringLiteral("File") : QStringLiteral("Directory"),
                     {}});
    }
    mount(y, 8, scratch(QStringLiteral("tmp")), QStringLiteral("/tmp"), false);
    mount(y, 8, scratch(QStringLiteral("home")), sandboxHome, false);
    const QString tmpSize = quantity(policy.limits.tmpSize);
    vols.append({scratch(QStringLiteral("tmp")), {}, {}, tmpSize});
    vols.append({scratch(QStringLiteral("home")), {}, {}, tmpSize});
    for (int i = 0; i < policy.mounts.extra.size(); ++i) {
        const ExtraMount &m = policy.mounts.extra.at(i);
        if (!isHostPath(m.source) || !isMountPath(m.target) || isReservedMountTarget(m.target)) {
            warn(warnings,
                 tr("mounts.extra[%1] (%2 on %3) needs two clean absolute paths and may not cover a "
                    "path the sandbox needs; it was not mounted.")
                     .arg(i)
                     .arg(shown(m.source), shown(m.target)));
            continue;
        }
        const QString name = QStringLiteral("extra-%1").arg(i + 1);
        mount(y, 8, name, m.target, m.mode == MountMode::ReadOnly);
        vols.append({name, m.source, {}, {}});
    }

    y(2, QStringLiteral("volumes:"));
    if (firewall) {
        y(4, QStringLiteral("- name: files"));
        y(6, QStringLiteral("configMap:"));
        y(8, QStringLiteral("name: ") + q(files));
    }
    if (allowlist)
        for (const char *name : {"gate-spool", "gate-cache", "gate-log", "gate-tmp"})
            vols.append({scratch(QLatin1String(name)), {}, {}, {}});
    volumes(y, 4, vols);

    networkPolicy(y, policy, slug);
    return y.text();
}

} // namespace aisb::Render
