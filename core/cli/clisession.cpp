// SPDX-License-Identifier: GPL-3.0-or-later
// `run`, `build` and `exec`: the commands that start containers.
#include "cli/cli.h"
#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/podmanjson.h"
#include "engine/syncwait.h"
#include "policy/cacertificates.h"
#include "policy/policyfile.h"
#include "render/render.h"
#include "session/builddiagnosis.h"
#include "session/execclient.h"
#include "session/imagebuilder.h"
#include "session/knownimages.h"
#include "session/session.h"
#include "session/warmsandbox.h"
#include "util/paths.h"
#include "util/unixsignalwatcher.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <csignal>
#include <unistd.h>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}

QJsonObject resultJson(const ExecResult &r)
{
    return {{QStringLiteral("stdout"), QString::fromUtf8(r.stdoutData)},
            {QStringLiteral("stderr"), QString::fromUtf8(r.stderrData)},
            {QStringLiteral("exit_code"), r.exitCode},
            {QStringLiteral("duration_ms"), r.durationMs},
            {QStringLiteral("timed_out"), r.timedOut},
            {QStringLiteral("truncated"), r.truncated},
            {QStringLiteral("error"), r.error.isEmpty() ? QJsonValue() : QJsonValue(r.error)}};
}

// Names what the CLI remembers about one podman: its program (path and modification time),
// connection and user.
QString podmanKey(const PodmanConnection &c)
{
    const QString program =
        c.program.contains(QLatin1Char('/')) ? c.program : QStandardPaths::findExecutable(c.program);
    const QFileInfo exe(program);
    const QByteArray key = QCryptographicHash::hash(
        (program + QLatin1Char('\n') + QString::number(exe.lastModified().toMSecsSinceEpoch()) +
         QLatin1Char('\n') + c.globalArgs().join(QLatin1Char(' ')) + QLatin1Char('\n') +
         QString::number(::getuid()))
            .toUtf8(),
        QCryptographicHash::Sha256);
    return QString::fromLatin1(key.toHex().left(16));
}

// `podman info` costs about 0.8 s here, more than everything else a session start asks podman:
// the CLI keeps its answer for ten minutes, per podman (podmanKey). Empty when podman could not
// answer (the session then probes and reports).
} // namespace

std::optional<PodmanCapabilities> Cli::capabilities(Podman &podman, bool askPodman)
{
    const QString path = Paths::stateDir() + QStringLiteral("/podman-info-") +
                         podmanKey(podman.connection()) + QStringLiteral(".json");
    const QFileInfo cached(path);
    if (cached.exists() && cached.lastModified().secsTo(QDateTime::currentDateTime()) < 600) {
        QFile f(path);
        QString error;
        if (f.open(QIODevice::ReadOnly)) {
            const PodmanCapabilities caps = PodmanJson::parseInfo(f.readAll(), &error);
            if (error.isEmpty())
                return caps;
        }
    }
    if (!askPodman)
        return std::nullopt;
    const PodmanResult r = runSync(podman, PodmanArgs::info(QStringLiteral("json")), 60000);
    if (!r.ok())
        return std::nullopt;
    QString error;
    const PodmanCapabilities caps = PodmanJson::parseInfo(r.stdoutData, &error);
    if (!error.isEmpty())
        return std::nullopt;
    if (Paths::ensurePrivateDir(Paths::stateDir()).isEmpty()) {
        QSaveFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(r.stdoutData);
            f.commit();
        }
    }
    return caps;
}

namespace {

} // namespace

// The image tags this podman had when last checked (see KnownImages): with it a session
// launches without asking podman about the image first.
QString Cli::knownImagesFile(const PodmanConnection &connection)
{
    return Paths::stateDir() + QStringLiteral("/images-") + podmanKey(connection) + QStringLiteral(".txt");
}

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
                KnownImages(knownImagesFile(podman.connection())).add(tag);
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
    const RunRequest request = runRequest(inv, policy);
    o.command = request.command.value_or(QStringList());
    o.interactive = request.interactive;
    o.capabilities = capabilities(podman);
    o.knownImagesFile = knownImagesFile(podman.connection());
    Session session(&podman, o);
    QEventLoop loop;
    const bool verbose = !inv.logLevel.isEmpty();
    QObject::connect(&session, &Session::eventAdded, &loop, [&](const SessionEvent &e) {
        // The harness owns the terminal once it runs: only problems are printed then.
        if (e.kind == QLatin1String("error") || e.kind == QLatin1String("warning") ||
            (verbose && e.kind != QLatin1String("state")))
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
    m_err.flush();
    return session.exitCode() < 0 ? PodmanFailed : session.exitCode();
}

int Cli::exec(const CliInvocation &inv)
{
    Policy policy;
    if (!launchPolicy(inv, policy))
        return BadPolicy;
    const qint64 timeoutMs = inv.timeoutMs > 0 ? inv.timeoutMs : qint64(policy.limits.execTimeoutSec) * 1000;
    const qint64 maxOutput = inv.maxOutputBytes;
    Podman podman(podmanConnection(inv));
    ExecResult result;

    if (inv.warm) {
        const RunRequest request = runRequest(inv, policy);
        const QString name = request.containerName;
        const QString fingerprint = Render::policyFingerprint(policy);
        const WarmSandbox::Found found = WarmSandbox::find(podman, inv.projectDir, fingerprint);
        QString socket = found.socket;
        if (found.stale)
            m_err << "ai-sandbox: " << tr("the warm sandbox runs an older policy: restarting it") << Qt::endl;
        ExecRequest req;
        req.argv = *inv.commandOverride;
        req.timeoutMs = timeoutMs;
        req.maxOutputBytes = maxOutput;
        if (!socket.isEmpty()) {
            result = execSync(socket, req);
            if (!result.error.isEmpty() && result.exitCode < 0) {
                m_err << "ai-sandbox: " << result.error << Qt::endl;
                m_err << "ai-sandbox: " << tr("restarting the warm sandbox") << Qt::endl;
                socket.clear();
            }
        }
        if (socket.isEmpty()) {
            WarmSandbox::remove(podman, inv.projectDir);
            Session::Options o;
            o.projectDir = inv.projectDir;
            o.policy = policy;
            o.warm = request.warm;
            o.containerName = name;
            o.command = request.command.value_or(QStringList());
            o.capabilities = capabilities(podman);
            o.knownImagesFile = knownImagesFile(podman.connection());
            Session session(&podman, o);
            QEventLoop loop;
            QObject::connect(&session, &Session::agentReady, &loop, [&](const QString &path) {
                socket = path;
                WarmSandbox::remember(inv.projectDir, session.directory().id(), path, fingerprint);
                loop.quit();
            });
            QObject::connect(&session, &Session::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
            QObject::connect(&session, &Session::buildLine, &loop,
                             [&](const QString &l) { m_err << l << Qt::endl; });
            session.start();
            loop.exec();
            if (socket.isEmpty()) {
                m_err << "ai-sandbox: " << session.failureReason() << Qt::endl;
                return PodmanFailed;
            }
            result = execSync(socket, req);
        }
    } else {
        Session::Options o;
        o.projectDir = inv.projectDir;
        o.policy = policy;
        o.command = runRequest(inv, policy).command.value_or(QStringList());
        o.captureOutput = true;
        o.capabilities = capabilities(podman);
        o.knownImagesFile = knownImagesFile(podman.connection());
        Session session(&podman, o);
        QEventLoop loop;
        QElapsedTimer clock;
        QTimer deadline;
        deadline.setSingleShot(true);
        auto append = [&](QByteArray &into, const QByteArray &data) {
            const qint64 room = maxOutput - into.size();
            if (room < data.size())
                result.truncated = true;
            if (room > 0)
                into += data.left(room);
        };
        QObject::connect(&session, &Session::stdoutData, &loop,
                         [&](const QByteArray &d) { append(result.stdoutData, d); });
        QObject::connect(&session, &Session::stderrData, &loop,
                         [&](const QByteArray &d) { append(result.stderrData, d); });
        QObject::connect(&session, &Session::sandboxStarted, &loop, [&] {
            clock.start();
            if (timeoutMs > 0)
                deadline.start(int(timeoutMs));
        });
        // The image was missing after all: what came so far was podman's complaint, and the time
        // limit is the command's, not the build's.
        QObject::connect(&session, &Session::sandboxRelaunching, &loop, [&] {
            deadline.stop();
            result.stdoutData.clear();
            result.stderrData.clear();
            result.truncated = false;
        });
        QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
            result.timedOut = true;
            session.kill(); // kills everything the command started: the whole container
        });
        QObject::connect(&session, &Session::buildLine, &loop,
                         [&](const QString &l) { m_err << l << Qt::endl; });
        QObject::connect(&session, &Session::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
        UnixSignalWatcher signals({SIGINT, SIGTERM, SIGHUP});
        QObject::connect(&signals, &UnixSignalWatcher::received, &loop, [&](int) { session.stop(); });
        session.start();
        loop.exec();
        result.durationMs = clock.isValid() ? clock.elapsed() : 0;
        result.exitCode = session.exitCode();
        if (!session.failureReason().isEmpty())
            result.error = session.failureReason();
    }

    if (inv.json) {
        m_out << QString::fromUtf8(QJsonDocument(resultJson(result)).toJson(QJsonDocument::Compact))
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
    if (result.timedOut)
        return 124;
    return result.exitCode < 0 ? PodmanFailed : result.exitCode;
}

} // namespace aisb
