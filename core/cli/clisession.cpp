// SPDX-License-Identifier: GPL-3.0-or-later
// `run`, `build` and `exec`: the commands that start containers.
#include "cli/cli.h"
#include "cli/cliterminal.h"
#include "engine/capabilitiescache.h"
#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "policy/cacertificates.h"
#include "policy/policyfile.h"
#include "render/render.h"
#include "session/builddiagnosis.h"
#include "session/execclient.h"
#include "session/execjson.h"
#include "session/imagebuilder.h"
#include "session/knownimages.h"
#include "session/session.h"
#include "session/sweeprecord.h"
#include "session/warmfast.h"
#include "session/warmsandbox.h"
#include "util/paths.h"
#include "util/unixsignalwatcher.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <csignal>
#include <memory>
#include <unistd.h>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}

} // namespace

bool Cli::launchPolicy(const CliInvocation &inv, Policy &out)
{
    const LoadedPolicy loaded = resolvePolicy(inv, true);
    const auto status = loaded.trust.status;
    if (status == TrustStore::Status::New || status == TrustStore::Status::Changed) {
        m_err << "ai-sandbox: " << loaded.trust.message << Qt::endl;
        if (!loaded.trust.diff.isEmpty())
            m_err << loaded.trust.diff << Qt::endl;
        return false;
    }
    if (reportIssues(loaded))
        return false;
    out = loaded.resolved.policy;
    return true;
}

int Cli::build(const CliInvocation &inv)
{
    // --json: one object on stdout, whatever happens; --quiet: only the tag (on success).
    auto report = [&](const QString &tag, bool built, const QString &kind, const QString &message,
                      const BuildDiagnosis &diagnosis = {}) {
        if (inv.json) {
            QJsonObject o{{QStringLiteral("tag"), tag.isEmpty() ? QJsonValue() : QJsonValue(tag)},
                          {QStringLiteral("built"), built},
                          {QStringLiteral("ok"), kind.isEmpty()},
                          {QStringLiteral("error"), QJsonValue()}};
            if (!kind.isEmpty()) {
                QJsonObject error{{QStringLiteral("kind"), kind}, {QStringLiteral("message"), message}};
                if (diagnosis.recognised())
                    error.insert(QStringLiteral("explanation"), diagnosis.explanation);
                o.insert(QStringLiteral("error"), error);
            }
            m_out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << Qt::endl;
        } else if (!kind.isEmpty()) {
            if (!message.isEmpty())
                m_err << "ai-sandbox: " << message << Qt::endl;
            if (diagnosis.recognised())
                m_err << "ai-sandbox: " << diagnosis.explanation << Qt::endl;
        } else if (inv.quiet) {
            m_out << tag << Qt::endl;
        } else {
            m_out << (built ? tr("built %1") : tr("%1 is up to date")).arg(tag) << Qt::endl;
        }
    };
    Policy policy;
    if (!launchPolicy(inv, policy)) {
        report({}, false, QStringLiteral("policy"),
               inv.json ? tr("the policy is not trusted or has problems (see standard error)") : QString());
        return BadPolicy;
    }
    Podman podman(podmanConnection(inv));
    ImageBuilder builder(&podman);
    QEventLoop loop;
    int code = Ok;
    QStringList log; // for the diagnosis of a failure
    auto onLine = [&](const QString &line) {
        if (log.size() < 20000)
            log.append(line);
        if (!inv.quiet)
            m_err << line << Qt::endl;
    };
    QObject::connect(&builder, &ImageBuilder::stageChanged, &loop, onLine);
    QObject::connect(&builder, &ImageBuilder::line, &loop, onLine);
    QObject::connect(
        &builder, &ImageBuilder::finished, &loop,
        [&](bool ok, const QString &tag, bool built, const QString &error) {
            if (!ok) {
                const BuildDiagnosis d = diagnoseBuildLog(
                    log + QStringList{error}, policy.image.caCertificates, CaCertificates::hostFiles());
                report(tag, built, d.recognised() ? d.kindName() : QStringLiteral("podman"), error, d);
                code = PodmanFailed;
            } else {
                KnownImages(KnownImages::fileFor(podman.connection())).add(tag);
                report(tag, built, {}, {});
            }
            loop.quit();
        });
    UnixSignalWatcher signals({SIGINT, SIGTERM, SIGHUP});
    QObject::connect(&signals, &UnixSignalWatcher::received, &loop, [&](int) {
        builder.cancel();
        report(Render::imageTag(policy), false, QStringLiteral("canceled"), tr("build canceled"));
        code = 130;
        loop.quit();
    });
    builder.ensure(policy, inv.rebuild);
    loop.exec();
    return code;
}

int Cli::runSession(const CliInvocation &inv)
{
    Policy policy;
    if (!launchPolicy(inv, policy))
        return BadPolicy;
    Podman podman(podmanConnection(inv));
    Session::Options o;
    o.projectDir = inv.projectDir;
    o.policy = policy;
    o.quarantine = inv.quarantine;
    const RunRequest request = runRequest(inv, policy);
    o.command = request.command.value_or(QStringList());
    o.interactive = request.interactive;
    o.capabilities = CapabilitiesCache::read(podman.connection()); // else the session probes (and keeps it)
    o.knownImagesFile = KnownImages::fileFor(podman.connection());
    // In a terminal with session.record: podman gets our pty, and what passes is recorded.
    std::unique_ptr<CliTerminalRelay> relay;
    if (request.interactive && policy.session.record) {
        relay = std::make_unique<CliTerminalRelay>(STDIN_FILENO, STDOUT_FILENO);
        if (const QString error = relay->open(); !error.isEmpty()) {
            m_err << "ai-sandbox: " << error << Qt::endl;
            return PodmanFailed;
        }
        o.terminalSize = relay->size();
        o.setupProcess = [r = relay.get()](QProcess &process) { r->attach(process); };
    }
    Session session(&podman, o);
    if (relay)
        relay->start(&session);
    QEventLoop loop;
    const bool verbose = !inv.logLevel.isEmpty();
    QObject::connect(&session, &Session::eventAdded, &loop, [&](const SessionEvent &e) {
        // The harness owns the terminal once it runs: only problems are printed then.
        if (e.kind == QLatin1String("error") || e.kind == QLatin1String("warning") ||
            e.kind == QLatin1String("quarantine") || (verbose && e.kind != QLatin1String("state")))
            m_err << "ai-sandbox: " << e.message << Qt::endl;
        else if (e.kind == QLatin1String("image") && e.data.contains(QStringLiteral("building")))
            m_err << "ai-sandbox: " << e.message << Qt::endl;
        else if (e.kind == QLatin1String("exit") && e.data.value(QStringLiteral("oomKilled")).toBool())
            m_err << "ai-sandbox: " << e.message << Qt::endl;
    });
    QObject::connect(&session, &Session::buildLine, &loop,
                     [&](const QString &line) { m_err << line << Qt::endl; });
    // Queued: a launch that fails inside start() (before the loop runs) must still end it.
    QObject::connect(&session, &Session::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
    UnixSignalWatcher signals({SIGINT, SIGTERM, SIGHUP});
    QObject::connect(&signals, &UnixSignalWatcher::received, &loop, [&](int) { session.stop(); });
    session.start();
    loop.exec();
    if (relay)
        relay->finish();
    m_err.flush();
    return session.exitCode() < 0 ? PodmanFailed : session.exitCode();
}

namespace {

// The error kind of a session that failed, from the last state it reached.
const char *sessionFailureKind(Session::State lastState, bool warm)
{
    switch (lastState) {
    case Session::State::Building:
        return ExecJson::Kind::Image;
    case Session::State::StartingGate:
        return ExecJson::Kind::Gate;
    case Session::State::Running:
        return warm ? ExecJson::Kind::WarmStart : ExecJson::Kind::Podman;
    default:
        return warm ? ExecJson::Kind::WarmStart : ExecJson::Kind::Podman;
    }
}

// Keeps in `last` the last state `session` reached before it failed or stopped.
void trackLastState(Session &session, Session::State *last)
{
    QObject::connect(&session, &Session::stateChanged, [last](Session::State s) {
        if (s != Session::State::Failed && s != Session::State::Stopping && s != Session::State::Finished)
            *last = s;
    });
}

} // namespace

QString Cli::startWarm(Podman &podman, const CliInvocation &inv, const Policy &policy, QString *kind,
                       QString *reason)
{
    const QString fingerprint = Render::policyFingerprint(policy);
    WarmSandbox::remove(podman, inv.projectDir);
    Session::Options o;
    o.projectDir = inv.projectDir;
    o.policy = policy;
    o.warm = true;
    o.containerName = WarmSandbox::containerName(projectSlug(inv.projectDir));
    o.command = WarmSandbox::command();
    o.firewallLogProgram = QCoreApplication::applicationFilePath(); // FirewallLog::runDetached
    o.capabilities = CapabilitiesCache::read(podman.connection());  // else the session probes (and keeps it)
    o.knownImagesFile = KnownImages::fileFor(podman.connection());
    Session session(&podman, o);
    Session::State lastState = Session::State::Idle;
    trackLastState(session, &lastState);
    QString socket;
    QEventLoop loop;
    QObject::connect(&session, &Session::agentReady, &loop, [&](const QString &path) {
        socket = path;
        WarmSandbox::remember(inv.projectDir, session.directory().id(), path, fingerprint);
        loop.quit();
    });
    QObject::connect(&session, &Session::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
    QObject::connect(&session, &Session::buildLine, &loop, [&](const QString &l) { m_err << l << Qt::endl; });
    session.start();
    loop.exec();
    if (socket.isEmpty()) {
        *kind = QLatin1String(sessionFailureKind(lastState, true));
        *reason = session.failureReason().isEmpty()
                      ? tr("the warm sandbox stopped before its exec agent was ready")
                      : session.failureReason();
    }
    return socket;
}

int Cli::exec(const CliInvocation &inv)
{
    ExecJson::Context context;
    context.warm = inv.warm;
    context.maxOutputBytes = inv.maxOutputBytes;
    // --json: exactly one object on stdout whatever happens (docs/exec.md); the text goes to stderr.
    auto failed = [&](const char *kind, const QString &message, int code) {
        if (inv.json)
            m_out << QString::fromUtf8(
                         QJsonDocument(ExecJson::failure(QLatin1String(kind), message, code, context))
                             .toJson(QJsonDocument::Compact))
                  << Qt::endl;
        else
            m_err << "ai-sandbox: " << message << Qt::endl;
        return code;
    };

    // What the policy is resolved from, stamped before it is read (the small client's check).
    const bool plainPolicy = inv.flags.fields.isEmpty() && inv.addAllow.isEmpty() && inv.addPass.isEmpty() &&
                             inv.addSecrets.isEmpty() && inv.addSet.isEmpty() && inv.addPackages.isEmpty() &&
                             inv.addMounts.isEmpty() && inv.url.isEmpty() && inv.connection.isEmpty() &&
                             qEnvironmentVariableIsEmpty("AISB_PODMAN");
    const QByteArray fastStamp = inv.warm && plainPolicy ? WarmFast::stamp(inv.projectDir) : QByteArray();
    const LoadedPolicy loaded = resolvePolicy(inv, true);
    const auto status = loaded.trust.status;
    if (status == TrustStore::Status::New || status == TrustStore::Status::Changed) {
        if (inv.json && !loaded.trust.diff.isEmpty())
            m_err << loaded.trust.diff << Qt::endl;
        else if (!loaded.trust.diff.isEmpty())
            m_err << "ai-sandbox: " << loaded.trust.message << Qt::endl << loaded.trust.diff << Qt::endl;
        return failed(ExecJson::Kind::PolicyUntrusted, loaded.trust.message, BadPolicy);
    }
    if (!loaded.resolved.issues.isEmpty()) {
        QStringList lines;
        for (const PolicyIssue &issue : loaded.resolved.issues)
            lines << issue.field + QStringLiteral(": ") + issue.message;
        return failed(ExecJson::Kind::PolicyInvalid,
                      tr("the policy has problems: %1").arg(lines.join(QStringLiteral("; "))), BadPolicy);
    }
    const Policy &policy = loaded.resolved.policy;
    // limits.exec_timeout is the default; --timeout may ask for up to 120 s, or up to exec_timeout
    // when the policy sets more (docs/exec.md, "Timeouts").
    const qint64 policyTimeoutMs = qint64(policy.limits.execTimeoutSec) * 1000;
    const qint64 maxTimeoutMs = qMax<qint64>(ExecJson::DefaultMaxTimeoutMs, policyTimeoutMs);
    if (policyTimeoutMs <= 0)
        return failed(ExecJson::Kind::PolicyInvalid,
                      tr("limits.exec_timeout is 0 (no timeout), which exec refuses: a command that never "
                         "ends would hold its caller forever. Set exec_timeout in [limits] to a duration "
                         "such as \"120s\""),
                      BadPolicy);
    if (inv.timeoutMs > maxTimeoutMs)
        return failed(ExecJson::Kind::Usage,
                      tr("--timeout %1 ms is more than the maximum of %2 s (120 s, or the policy's "
                         "limits.exec_timeout when that is more): ask for less, or raise exec_timeout in "
                         "[limits] of the policy")
                          .arg(inv.timeoutMs)
                          .arg(maxTimeoutMs / 1000),
                      Usage);
    const qint64 timeoutMs = inv.timeoutMs > 0 ? inv.timeoutMs : policyTimeoutMs;
    context.timeoutMs = timeoutMs;
    const qint64 maxOutput = inv.maxOutputBytes;

    // --stdin: the caller's standard input, to its end, is the command's; else it is empty.
    QByteArray stdinData;
    if (inv.forwardStdin) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return failed(ExecJson::Kind::Usage,
                          tr("--stdin: the standard input cannot be read: %1").arg(in.errorString()), Usage);
        stdinData = in.readAll();
    }

    Podman podman(podmanConnection(inv));
    ExecResult result;
    QString errorKind;
    QByteArray podmanLines; // podman's own log lines, never in the command's stderr

    if (inv.warm) {
        const QString fingerprint = Render::policyFingerprint(policy);
        const WarmSandbox::Found found = WarmSandbox::find(podman, inv.projectDir, fingerprint);
        QString socket = found.socket;
        if (found.stale)
            m_err << "ai-sandbox: " << tr("the warm sandbox runs an older policy: restarting it") << Qt::endl;
        ExecRequest req;
        req.argv = *inv.commandOverride;
        req.timeoutMs = timeoutMs;
        req.maxOutputBytes = maxOutput;
        req.stdinData = stdinData;
        if (!socket.isEmpty()) {
            result = execSync(socket, req);
            // Only a call that never reached the agent is repeated: the command may have run.
            if (!result.error.isEmpty() && result.exitCode < 0 && !result.requestSent) {
                m_err << "ai-sandbox: " << result.error << Qt::endl;
                m_err << "ai-sandbox: " << tr("restarting the warm sandbox") << Qt::endl;
                socket.clear();
            }
        }
        if (socket.isEmpty()) {
            QString kind, reason;
            socket = startWarm(podman, inv, policy, &kind, &reason);
            if (socket.isEmpty())
                return failed(kind.toLatin1().constData(), reason, PodmanFailed);
            result = execSync(socket, req);
        }
        // The command may have made a `.git` or a protected path in the project: swept now, before
        // the caller runs anything on the host (sweeprecord.h; no watch runs for a warm sandbox).
        const QString warmSession = WarmSandbox::sessionId(inv.projectDir);
        if (result.requestSent && !warmSession.isEmpty()) {
            const EndedSessionSweep::Result swept =
                EndedSessionSweep::run(SessionDir::open(warmSession), EndedSessionSweep::Mode::Again);
            for (const SessionEvent &e : swept.events)
                m_err << "ai-sandbox: " << e.message << Qt::endl;
        }
        if (result.requestSent && !fastStamp.isEmpty())
            WarmFast::remember(inv.projectDir, socket, policyTimeoutMs, fastStamp, warmSession);
        if (!result.error.isEmpty())
            errorKind = result.exitCode == 126 || result.exitCode == 127
                            ? QLatin1String(ExecJson::Kind::Command)
                            : QLatin1String(ExecJson::Kind::Agent);
    } else {
        Session::Options o;
        o.projectDir = inv.projectDir;
        o.policy = policy;
        o.quarantine = inv.quarantine;
        o.command = runRequest(inv, policy).command.value_or(QStringList());
        o.captureOutput = true;
        o.forwardStdin = inv.forwardStdin;
        o.capabilities =
            CapabilitiesCache::read(podman.connection()); // else the session probes (and keeps it)
        o.knownImagesFile = KnownImages::fileFor(podman.connection());
        Session session(&podman, o);
        Session::State lastState = Session::State::Idle;
        trackLastState(session, &lastState);
        QEventLoop loop;
        QElapsedTimer clock;
        QTimer deadline;
        deadline.setSingleShot(true);
        ExecJson::PodmanLogFilter stderrFilter;
        bool canceled = false;
        auto append = [&](QByteArray &into, bool &cut, const QByteArray &data) {
            const qint64 room = maxOutput - into.size();
            if (room < data.size())
                cut = true;
            if (room > 0)
                into += data.left(room);
        };
        QObject::connect(&session, &Session::stdoutData, &loop,
                         [&](const QByteArray &d) { append(result.stdoutData, result.stdoutTruncated, d); });
        QObject::connect(&session, &Session::stderrData, &loop, [&](const QByteArray &d) {
            append(result.stderrData, result.stderrTruncated, stderrFilter.feed(d, &podmanLines));
        });
        QObject::connect(&session, &Session::sandboxStarted, &loop, [&] {
            clock.start();
            if (timeoutMs > 0)
                deadline.start(int(timeoutMs));
            if (inv.forwardStdin) {
                session.writeStdin(stdinData);
                session.closeStdin();
            }
        });
        // The image was missing after all: what came so far was podman's complaint, and the time
        // limit is the command's, not the build's.
        QObject::connect(&session, &Session::sandboxRelaunching, &loop, [&] {
            deadline.stop();
            result.stdoutData.clear();
            result.stderrData.clear();
            result.stdoutTruncated = result.stderrTruncated = false;
            stderrFilter = ExecJson::PodmanLogFilter();
        });
        QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
            result.timedOut = true;
            session.kill(); // kills everything the command started: the whole container
        });
        QObject::connect(&session, &Session::buildLine, &loop,
                         [&](const QString &l) { m_err << l << Qt::endl; });
        // Quarantine: what the project carries and where the copy is (the session log has it too).
        if (inv.quarantine && !inv.json)
            QObject::connect(&session, &Session::eventAdded, &loop, [&](const SessionEvent &e) {
                if (e.kind == QLatin1String("quarantine") || e.kind == QLatin1String("warning"))
                    m_err << "ai-sandbox: " << e.message << Qt::endl;
            });
        QObject::connect(&session, &Session::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
        UnixSignalWatcher signals({SIGINT, SIGTERM, SIGHUP});
        QObject::connect(&signals, &UnixSignalWatcher::received, &loop, [&](int) {
            canceled = true;
            session.stop();
        });
        session.start();
        loop.exec();
        append(result.stderrData, result.stderrTruncated, stderrFilter.flush(&podmanLines));
        result.truncated = result.stdoutTruncated || result.stderrTruncated;
        result.durationMs = clock.isValid() ? clock.elapsed() : 0;
        result.exitCode = session.exitCode();
        if (canceled) {
            errorKind = QLatin1String(ExecJson::Kind::Canceled);
            result.error = tr("canceled by a signal; the sandbox was stopped");
        } else if (!session.failureReason().isEmpty()) {
            result.error = session.failureReason();
            errorKind = QLatin1String(sessionFailureKind(lastState, false));
        }
    }
    if (!podmanLines.isEmpty())
        m_err << QString::fromUtf8(podmanLines);

    int code = result.exitCode;
    if (errorKind == QLatin1String(ExecJson::Kind::Canceled))
        code = 130;
    else if (!errorKind.isEmpty() && errorKind != QLatin1String(ExecJson::Kind::Command))
        code = PodmanFailed;
    else if (result.timedOut)
        code = 124;
    else if (code < 0)
        code = PodmanFailed;
    if (inv.json) {
        m_out << QString::fromUtf8(
                     QJsonDocument(ExecJson::result(result, code, context, errorKind, result.error))
                         .toJson(QJsonDocument::Compact))
              << Qt::endl;
    } else {
        m_out.flush();
        m_err.flush();
        ::fflush(stdout);
        [[maybe_unused]] ssize_t n =
            ::write(STDOUT_FILENO, result.stdoutData.constData(), size_t(result.stdoutData.size()));
        n = ::write(STDERR_FILENO, result.stderrData.constData(), size_t(result.stderrData.size()));
        if (!result.error.isEmpty())
            m_err << "ai-sandbox: " << result.error << Qt::endl;
        if (result.timedOut)
            m_err << "ai-sandbox: " << tr("timed out after %1 ms").arg(timeoutMs) << Qt::endl;
        if (result.truncated)
            m_err << "ai-sandbox: " << tr("output truncated at %1 bytes per stream").arg(maxOutput)
                  << Qt::endl;
    }
    return code;
}

} // namespace aisb
