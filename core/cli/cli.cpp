// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"

#include "engine/capabilitiescache.h"
#include "engine/podman.h"
#include "maintenance/sessionreaper.h"
#include "policy/policyfile.h"
#include "policy/policyreview.h"
#include "policy/trust.h"
#include "render/harness.h"
#include "render/render.h"
#include "session/execjson.h"
#include "session/liveallowlist.h"
#include "session/nestedrepos.h"
#include "session/quarantine.h"
#include "session/runline.h"
#include "session/warmsandbox.h"
#include "util/logging.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <cstdio>
#include <spdlog/spdlog.h>
#include <unistd.h>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}

template <typename T> void appendUnique(QList<T> &list, const QList<T> &more)
{
    for (const T &v : more)
        if (!list.contains(v))
            list.append(v);
}

// The context a launch of `inv` would run with, but for the session id and the gate's port
// (placeholders) and what podman can do: its answer when the CLI has it, else a guess.
Render::SandboxContext previewContext(const CliInvocation &inv, const Policy &policy)
{
    RunRequest request = Cli::runRequest(inv, policy);
    request.sessionId = Preview::sessionId();
    request.gatePort = Preview::gatePort;
    Podman podman(Cli::podmanConnection(inv));
    const std::optional<PodmanCapabilities> known = CapabilitiesCache::read(podman.connection());
    return sandboxContext(policy, request, known.value_or(assumedCapabilities()));
}

// The podman run line as a launch runs it: with the nested repositories' code-running paths
// read-only too (nestedrepos.h; a read-only project needs no scan). Both previews print this.
QString launchedRunLine(const CliInvocation &inv, const Policy &policy)
{
    const Policy run = policy.mounts.project == MountMode::ReadOnly
                           ? policy
                           : NestedRepos::withProtection(policy, NestedRepos::scan(inv.projectDir));
    return QStringLiteral("podman ") +
           Render::displayCommandLine(Render::sandboxRunArgs(run, previewContext(inv, run)));
}

} // namespace

Cli::Cli(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}

void Cli::setInput(QTextStream *in, bool interactive)
{
    m_in = in;
    m_inInteractive = interactive;
}

bool Cli::interactive() const
{
    return m_in ? m_inInteractive : ::isatty(STDIN_FILENO) == 1;
}

QString Cli::readAnswer()
{
    if (m_in)
        return m_in->readLine();
    char buf[64] = {};
    return std::fgets(buf, sizeof buf, stdin) ? QString::fromLocal8Bit(buf).trimmed() : QString();
}

LoadedPolicy Cli::resolvePolicy(const CliInvocation &inv, bool requireTrust, const QProcessEnvironment &env)
{
    PolicyRequest req;
    req.projectDir = inv.projectDir;
    req.environment = env;
    req.flags = inv.flags;
    req.requireTrust = requireTrust;
    req.ignoreProjectFile = inv.quarantine;
    // Quarantine: after every layer, so no layer can weaken it (session/quarantine.h).
    auto quarantined = [&inv](LoadedPolicy l) {
        if (inv.quarantine)
            l.resolved.policy = Quarantine::policy(l.resolved.policy);
        return l;
    };
    LoadedPolicy loaded = quarantined(loadPolicy(req));
    const bool additive = !inv.addAllow.isEmpty() || !inv.addPass.isEmpty() || !inv.addSecrets.isEmpty() ||
                          !inv.addSet.isEmpty() || !inv.addPackages.isEmpty() || !inv.addMounts.isEmpty();
    if (!additive)
        return loaded;
    // Additive flags extend what the lower layers say; the result is the flag layer's value.
    const Policy &base = loaded.resolved.policy;
    PolicyLayer &flags = req.flags;
    if (!inv.addAllow.isEmpty()) {
        QStringList list = base.network.allow;
        appendUnique(list, inv.addAllow);
        flags.values.network.allow = list;
        flags.fields.insert(QStringLiteral("network.allow"));
    }
    if (!inv.addPass.isEmpty()) {
        QStringList list = base.env.pass;
        appendUnique(list, inv.addPass);
        flags.values.env.pass = list;
        flags.fields.insert(QStringLiteral("env.pass"));
    }
    if (!inv.addSecrets.isEmpty()) {
        QStringList list = base.env.secrets;
        appendUnique(list, inv.addSecrets);
        flags.values.env.secrets = list;
        flags.fields.insert(QStringLiteral("env.secrets"));
    }
    if (!inv.addSet.isEmpty()) {
        QMap<QString, QString> map = base.env.set;
        map.insert(inv.addSet);
        flags.values.env.set = map;
        flags.fields.insert(QStringLiteral("env.set"));
    }
    if (!inv.addPackages.isEmpty()) {
        QStringList list = base.image.packages;
        appendUnique(list, inv.addPackages);
        flags.values.image.packages = list;
        flags.fields.insert(QStringLiteral("image.packages"));
    }
    if (!inv.addMounts.isEmpty()) {
        QList<ExtraMount> list = base.mounts.extra;
        appendUnique(list, inv.addMounts);
        flags.values.mounts.extra = list;
        flags.fields.insert(QStringLiteral("mounts.extra"));
    }
    return quarantined(loadPolicy(req));
}

PodmanConnection Cli::podmanConnection(const CliInvocation &inv)
{
    PodmanConnection c;
    c.url = inv.url;
    c.connection = inv.connection;
    const QString program = qEnvironmentVariable("AISB_PODMAN");
    if (!program.isEmpty())
        c.program = program;
    return c;
}

QStringList Cli::commandFor(const CliInvocation &inv, const Policy &policy)
{
    if (inv.commandOverride)
        return *inv.commandOverride;
    return Render::harnessCommand(policy) + inv.harnessArgs;
}

RunRequest Cli::runRequest(const CliInvocation &inv, const Policy &policy)
{
    RunRequest r;
    r.projectDir = inv.projectDir;
    r.quarantine = inv.quarantine;
    if (inv.command == CliInvocation::Command::Exec) {
        r.warm = inv.warm;
        r.command = r.warm ? WarmSandbox::command() : commandFor(inv, policy);
        if (r.warm)
            r.containerName = WarmSandbox::containerName(projectSlug(inv.projectDir));
    } else {
        r.command = commandFor(inv, policy);
        r.interactive = policy.run.tty && ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO);
    }
    return r;
}

int Cli::run(const QStringList &args, const QString &currentDir)
{
    const CliInvocation inv = parseCli(args, currentDir);
    Logging::Options logOptions;
    logOptions.level = inv.logLevel;
    Logging::setup(logOptions);
    Logging::logger("cli")->debug("command line parsed, project {}", inv.projectDir.toStdString());

    if (!inv.error.isEmpty() || !inv.flagIssues.isEmpty()) {
        QStringList lines;
        if (!inv.error.isEmpty())
            lines << inv.error;
        for (const PolicyIssue &issue : inv.flagIssues)
            lines << issue.field + QStringLiteral(": ") + issue.message;
        // `exec --json` answers with its result object even when the command line is wrong.
        const QStringList flags = args.mid(
            0, args.indexOf(QStringLiteral("--")) < 0 ? args.size() : args.indexOf(QStringLiteral("--")));
        if (flags.contains(QStringLiteral("exec")) && flags.contains(QStringLiteral("--json"))) {
            ExecJson::Context context;
            context.warm = flags.contains(QStringLiteral("--warm"));
            m_out << QString::fromUtf8(
                         QJsonDocument(ExecJson::failure(QLatin1String(ExecJson::Kind::Usage),
                                                         lines.join(QStringLiteral("; ")), Usage, context))
                             .toJson(QJsonDocument::Compact))
                  << Qt::endl;
            for (const QString &line : lines)
                m_err << "ai-sandbox: " << line << Qt::endl;
            return Usage;
        }
        for (const QString &line : lines)
            m_err << "ai-sandbox: " << line << Qt::endl;
        return Usage;
    }
    using C = CliInvocation::Command;
    // What a killed session can leave without podman (a rootful project view, an old env file)
    // goes with the next command that works with sessions or podman.
    if ((inv.command == C::Run || inv.command == C::Exec)
            ? !inv.dryRun
            : (inv.command == C::Sessions || inv.command == C::Clean || inv.command == C::Gate ||
               inv.command == C::Build || inv.command == C::Doctor))
        SessionReaper::removeLocalLeftovers();
    switch (inv.command) {
    case C::Help:
        m_out << cliUsage();
        return Ok;
    case C::Version:
        m_out << "ai-sandbox " << QCoreApplication::applicationVersion() << Qt::endl;
        return Ok;
    case C::PrintPolicy:
        return printPolicy(inv);
    case C::PrintContainerfile:
    case C::PrintEntrypoint:
    case C::PrintRuleset:
    case C::PrintGateConfig:
    case C::PrintRun:
        return printArtifact(inv);
    case C::Trust:
        return trust(inv, true);
    case C::Untrust:
        return trust(inv, false);
    case C::Run:
        return inv.dryRun ? dryRun(inv) : runSession(inv);
    case C::Exec:
        return inv.dryRun ? dryRun(inv) : exec(inv);
    case C::Mcp:
        return mcp(inv);
    case C::Build:
        return build(inv);
    case C::Gate:
        return gate(inv);
    case C::Sessions:
        return sessions(inv);
    case C::Clean:
        return clean(inv);
    case C::Doctor:
        return doctor(inv);
    case C::Allow:
    case C::Deny:
        return allowDeny(inv);
    case C::Logs:
        return logs(inv);
    case C::Replay:
        return replay(inv);
    case C::Changes:
        return changes(inv);
    case C::Export:
        return exportKube(inv);
    case C::Credentials:
        return credentials(inv);
    }
    return Ok;
}

bool Cli::reportIssues(const LoadedPolicy &loaded)
{
    if (loaded.resolved.issues.isEmpty())
        return false;
    m_err << tr("ai-sandbox: the policy has problems:") << Qt::endl;
    for (const PolicyIssue &issue : loaded.resolved.issues)
        m_err << "  " << issue.field << ": " << issue.message << Qt::endl;
    return true;
}

void Cli::warnIfUntrusted(const LoadedPolicy &loaded)
{
    const auto status = loaded.trust.status;
    if (status == TrustStore::Status::New || status == TrustStore::Status::Changed)
        m_err << tr("ai-sandbox: note: %1 (shown here anyway; a launch would stop)").arg(loaded.trust.message)
              << Qt::endl;
}

int Cli::printPolicy(const CliInvocation &inv)
{
    const LoadedPolicy loaded = resolvePolicy(inv, false);
    warnIfUntrusted(loaded);
    const ResolvedPolicy &r = loaded.resolved;
    const Policy shown = redactedPolicy(r.policy);
    m_out << "# " << tr("Effective policy of %1").arg(inv.projectDir) << Qt::endl;
    m_out << "# " << tr("Each value with the layer that set it; secret values are redacted.") << Qt::endl;
    QString section;
    for (const QString &key : policyFieldKeys()) {
        const QString sec = key.section(QLatin1Char('.'), 0, 0);
        if (sec != section) {
            section = sec;
            m_out << Qt::endl << '[' << sec << ']' << Qt::endl;
        }
        const QString origin = toString(r.origin.value(key, Layer::BuiltIn));
        const QString where = r.originText.value(key);
        const QString text = QString::fromUtf8(PolicyFile::serialize(shown, {key}));
        for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            if (line.startsWith(QLatin1Char('[')) && !line.contains(QLatin1Char('=')))
                continue; // section headers come from us
            m_out << line;
            if (line.contains(QLatin1Char('=')) || line.startsWith(QLatin1Char('[')))
                m_out << "    # " << origin << (where.isEmpty() ? QString() : QStringLiteral(": ") + where);
            m_out << Qt::endl;
        }
        if (key == QLatin1String("env.pass")) {
            const QStringList names =
                Render::expandPassNames(r.policy, QProcessEnvironment::systemEnvironment());
            m_out << "# "
                  << tr("env.pass expands on this host to: %1")
                         .arg(names.isEmpty() ? tr("(nothing)") : names.join(QStringLiteral(", ")))
                  << Qt::endl;
        }
    }
    if (!r.issues.isEmpty()) {
        reportIssues(loaded);
        return BadPolicy;
    }
    return Ok;
}

int Cli::printArtifact(const CliInvocation &inv)
{
    const LoadedPolicy loaded = resolvePolicy(inv, false);
    warnIfUntrusted(loaded);
    if (reportIssues(loaded))
        return BadPolicy;
    const Policy &p = loaded.resolved.policy;
    using C = CliInvocation::Command;
    switch (inv.command) {
    case C::PrintContainerfile:
        m_out << Render::containerfile(p);
        break;
    case C::PrintEntrypoint:
        m_out << Render::entrypoint();
        break;
    case C::PrintRuleset: {
        const Render::SandboxContext ctx = previewContext(inv, p);
        m_out << Render::ruleset(ctx.gate, nullptr, ctx.credentialPorts);
        break;
    }
    case C::PrintGateConfig: {
        const Render::SandboxContext ctx = previewContext(inv, p);
        m_out << Render::gateConfig(p, ctx.gate.port, {}, nullptr, {},
                                    Render::gateCredentials(p, ctx.credentialPorts));
        break;
    }
    case C::PrintRun:
        m_out << launchedRunLine(inv, p) << Qt::endl;
        break;
    default:
        break;
    }
    return Ok;
}

int Cli::dryRun(const CliInvocation &inv)
{
    const LoadedPolicy loaded = resolvePolicy(inv, false);
    warnIfUntrusted(loaded);
    if (reportIssues(loaded))
        return BadPolicy;
    const Policy &p = loaded.resolved.policy;
    const Render::SandboxContext ctx = previewContext(inv, p);
    auto header = [&](const QString &title) { m_out << Qt::endl << "# ---- " << title << Qt::endl; };
    m_out << "# " << tr("Dry run for %1: nothing is built or started.").arg(inv.projectDir) << Qt::endl;
    m_out << "image: " << ctx.imageTag << Qt::endl;
    m_out << "network: " << toString(p.network.mode) << Qt::endl;
    header(QStringLiteral("Containerfile"));
    m_out << Render::containerfile(p);
    header(QStringLiteral("entrypoint.sh"));
    m_out << Render::entrypoint();
    if (p.network.mode == NetworkMode::Allowlist) {
        header(tr("ruleset.nft (the gate's port is chosen at launch; %1 shown)").arg(ctx.gate.port));
        m_out << Render::ruleset(ctx.gate, nullptr, ctx.credentialPorts);
        header(QStringLiteral("squid.conf"));
        m_out << Render::gateConfig(p, ctx.gate.port, {}, nullptr, {},
                                    Render::gateCredentials(p, ctx.credentialPorts));
    }
    header(tr("env file (names only: values are written to the 0600 env file at launch)"));
    const Render::EnvFile env = Render::envFile(p, QProcessEnvironment::systemEnvironment());
    for (const QString &name : env.names) {
        const bool secret = isSecretName(p, name);
        const bool literal = p.env.set.contains(name);
        m_out << name << '='
              << (secret    ? QStringLiteral("<redacted>")
                  : literal ? p.env.set.value(name)
                            : tr("<from host>"))
              << Qt::endl;
    }
    for (const QString &name : env.missing)
        m_out << "# " << tr("%1 is not set on this host: a launch would stop").arg(name) << Qt::endl;
    if (!ctx.seccompProfile.isEmpty()) {
        header(tr("seccomp.json (podman's default profile from %1; set-uid/set-gid mode bits refused)")
                   .arg(Render::podmanSeccompProfilePath()));
        QString why;
        const QByteArray profile = Render::sandboxSeccompProfile(&why);
        if (profile.isEmpty())
            m_out << "# " << why << Qt::endl;
        else
            m_out << profile;
    }
    header(QStringLiteral("podman run"));
    m_out << launchedRunLine(inv, p) << Qt::endl;
    return Ok;
}

// A running session of the project keeps the policy it started with: say what of the approved
// file it does not have yet, and how to get it (issue 12).
void Cli::noteRestartNeeded(const CliInvocation &inv)
{
    QString error;
    const std::optional<LiveAllowlist::Target> target =
        LiveAllowlist::findTarget(inv.projectDir, {}, {}, &error);
    if (!target)
        return;
    const LoadedPolicy loaded = resolvePolicy(inv, true);
    if (!loaded.usable())
        return;
    const Policy &saved = loaded.resolved.policy;
    const QStringList fields = LiveAllowlist::restartNeededFields(target->policy, saved);
    if (!fields.isEmpty())
        m_out << tr("Session %1 is running with the policy it started with: %2 take effect only in a new "
                    "session (end it and run `ai-sandbox run` again).")
                     .arg(target->dir.id(), fields.join(QStringLiteral(", ")))
              << Qt::endl;
    if (target->policy.network.allow != saved.network.allow)
        m_out
            << tr("Its allowlist is unchanged too: `ai-sandbox allow HOST` and `ai-sandbox deny HOST` change "
                  "it in the running session.")
            << Qt::endl;
}

int Cli::trust(const CliInvocation &inv, bool approve)
{
    const QString file = PolicyFile::projectConfigPath(inv.projectDir);
    TrustStore store;
    if (!QFileInfo::exists(file)) {
        m_err << "ai-sandbox: " << tr("%1 does not exist: there is nothing to trust").arg(file) << Qt::endl;
        return Usage;
    }
    if (approve) {
        // Read once: what is shown is what is approved (approveShown refuses if it changed since).
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            m_err << "ai-sandbox: " << tr("cannot read %1: %2").arg(file, f.errorString()) << Qt::endl;
            return BadPolicy;
        }
        const QByteArray shown = f.readAll();
        f.close();
        const TrustStore::Check check = store.checkContent(file, shown);
        if (check.status == TrustStore::Status::Trusted) {
            m_out << tr("%1 is already approved as it is.").arg(file) << Qt::endl;
            return Ok;
        }
        // What holds without the project file: the built-in defaults and the user's own file.
        QList<PolicyIssue> userIssues;
        const PolicyLayer user = PolicyFile::load(PolicyFile::userConfigPath(), Layer::User, userIssues);
        const Policy base =
            mergeLayers(user.fields.isEmpty() ? QList<PolicyLayer>{} : QList<PolicyLayer>{user}).policy;
        const PolicyReview review = reviewPolicy(shown, store.approvedContent(file), base);
        // Approving content that does not even parse would only defer the error.
        if (!review.parses()) {
            for (const PolicyIssue &issue : review.issues)
                m_err << issue.field << ": " << issue.message << Qt::endl;
            m_err << "ai-sandbox: " << tr("not trusted: fix the file first") << Qt::endl;
            return BadPolicy;
        }
        m_out << (check.status == TrustStore::Status::Changed
                      ? tr("%1 changed since it was approved. It now grants:").arg(file)
                      : tr("%1 has not been approved on this machine. It grants:").arg(file))
              << Qt::endl;
        m_out << (review.items.isEmpty()
                      ? QStringLiteral("    ") + tr("(nothing: every value is inherited)") + QLatin1Char('\n')
                      : review.text());
        if (review.riskyCount() > 0)
            m_out << QCoreApplication::translate("aisb::Cli",
                                                 "%n item(s) marked ! can weaken the sandbox: check them.",
                                                 nullptr, int(review.riskyCount()))
                  << Qt::endl;
        m_out << Qt::endl << check.diff << Qt::flush;
        if (!inv.yes) {
            if (!interactive()) {
                m_err << "ai-sandbox: "
                      << tr("not approved: there is no terminal to ask on. Read the above, then run "
                            "`ai-sandbox trust --yes --project %1` to approve exactly this content.")
                             .arg(QFileInfo(file).absolutePath())
                      << Qt::endl;
                return Usage;
            }
            m_out << tr("Approve %1 as shown? [y/N] ").arg(file) << Qt::flush;
            const QString answer = readAnswer().trimmed();
            if (!answer.startsWith(QLatin1Char('y'), Qt::CaseInsensitive)) {
                m_out << tr("Not approved.") << Qt::endl;
                return BadPolicy;
            }
        }
        const QString error = store.approveShown(file, shown);
        if (!error.isEmpty()) {
            m_err << "ai-sandbox: " << error << Qt::endl;
            return BadPolicy;
        }
        m_out << tr("Trusted %1 as shown.").arg(file) << Qt::endl;
        noteRestartNeeded(inv);
        return Ok;
    }
    const QString error = store.revoke(file);
    if (!error.isEmpty()) {
        m_err << "ai-sandbox: " << error << Qt::endl;
        return BadPolicy;
    }
    m_out << tr("%1 is no longer trusted.").arg(file) << Qt::endl;
    return Ok;
}

} // namespace aisb
