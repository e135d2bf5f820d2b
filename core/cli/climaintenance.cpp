// SPDX-License-Identifier: GPL-3.0-or-later
// `sessions`, `gate`, `clean`, `doctor`: the maintenance commands.
#include "cli/cli.h"
#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/syncwait.h"
#include "maintenance/cleaner.h"
#include "maintenance/cleanupplan.h"
#include "maintenance/credentialsecretsweep.h"
#include "maintenance/doctor.h"
#include "maintenance/gaterecord.h"
#include "maintenance/inventory.h"
#include "maintenance/sessionreaper.h"
#include "maintenance/sessiontable.h"
#include "maintenance/staleenvfiles.h"
#include "render/render.h"
#include "session/gate.h"
#include "session/imagebuilder.h"
#include "session/knownimages.h"
#include "session/sessiondir.h"
#include "session/sweeprecord.h"
#include "session/warmsandbox.h"
#include "util/paths.h"
#include "util/unixsignalwatcher.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}

// The state of a container by name: "running", "exited", ... or "" when there is none.
QString containerState(Podman &podman, const QString &name)
{
    const PodmanResult r =
        runSync(podman, PodmanArgs::inspectContainer(name, QStringLiteral("{{.State.Status}}")), 60000);
    return r.ok() ? QString::fromUtf8(r.stdoutData).trimmed() : QString();
}

} // namespace

int Cli::sessions(const CliInvocation &inv)
{
    QList<SessionDir::Summary> list = SessionDir::list();
    // Only a container proves a session still runs (a killed ai-sandbox never wrote its end): one
    // listing per podman the sessions ran on (a remote session's containers are on its service)
    // answers both questions below.
    const auto needsCheck = [](const SessionDir::Summary &s) {
        return s.isAbandoned() || SessionTable::needsContainerCheck(s);
    };
    QList<SessionDir::Summary> checked;
    std::copy_if(list.cbegin(), list.cend(), std::back_inserter(checked), needsCheck);
    QSet<QString> running;
    QSet<QString> unanswered; // sessions of a service that could not say: shown as recorded
    bool anyKilled = false;
    for (const auto &[engine, sessions] : SessionReaper::byEngine(checked, podmanConnection(inv))) {
        Podman podman(engine);
        std::optional<QHash<QString, QStringList>> containers = SessionReaper::containersBySession(
            runSync(podman, PodmanArgs::listContainers({QLatin1String(Label::Session)}), 60000));
        if (!containers) {
            for (const SessionDir::Summary &s : sessions)
                unanswered.insert(s.id);
            if (engine.isRemote())
                m_err << "ai-sandbox: "
                      << tr("the podman service %1 did not answer: its sessions are shown as recorded.")
                             .arg(engine.url.isEmpty() ? engine.connection : engine.url)
                      << Qt::endl;
            continue;
        }
        // Their owner is gone: whatever podman still has of them goes, and each is recorded as
        // killed (with what was removed). On a remote service also the files shipped for it; its
        // project volume stays (the next session there brings back what the agent wrote).
        const bool anyAbandoned = std::any_of(sessions.cbegin(), sessions.cend(),
                                              [](const SessionDir::Summary &s) { return s.isAbandoned(); });
        const PodmanResult volumes = anyAbandoned && engine.isRemote()
                                         ? runSync(podman, PodmanArgs::listVolumes(), 60000)
                                         : PodmanResult{};
        for (const SessionDir::Summary &s : sessions) {
            if (!s.isAbandoned())
                continue;
            const QStringList names = containers->take(s.id);
            QStringList cleaned;
            if (!names.isEmpty() && runSync(podman, PodmanArgs::removeContainers(names), 60000).ok())
                for (const QString &n : names)
                    cleaned.append(tr("container %1").arg(n));
            if (const QStringList left = SessionReaper::remoteSessionVolumes(volumes, s.id);
                !left.isEmpty() && runSync(podman, PodmanArgs::removeVolumes(left), 60000).ok())
                for (const QString &n : left)
                    cleaned.append(tr("volume %1").arg(n));
            SessionReaper::markKilled(s, cleaned);
            anyKilled = true;
        }
        // [[credentials]]: the values a gate held go once the gate is gone (a killed session, a
        // gate `clean` removed).
        CredentialSecretSweep sweep(&podman);
        QEventLoop loop;
        QObject::connect(&sweep, &CredentialSecretSweep::finished, &loop, &QEventLoop::quit);
        sweep.run(*containers);
        loop.exec();
        for (auto it = containers->cbegin(); it != containers->cend(); ++it)
            running.insert(it.key());
    }
    if (anyKilled)
        list = SessionDir::list();
    if (!checked.isEmpty()) {
        QList<SessionDir::Summary> marked;
        for (const SessionDir::Summary &s : std::as_const(list))
            marked.append(unanswered.contains(s.id) ? s : SessionTable::markStale({s}, running).first());
        list = marked;
    }
    if (inv.json) {
        m_out << QString::fromUtf8(QJsonDocument(SessionTable::json(list)).toJson(QJsonDocument::Indented));
        return Ok;
    }
    if (list.isEmpty()) {
        m_out << tr("No sessions yet (they are kept in %1).").arg(Paths::sessionsDir()) << Qt::endl;
        return Ok;
    }
    m_out << SessionTable::text(list);
    return Ok;
}

int Cli::gate(const CliInvocation &inv)
{
    const QString name = inv.name.isEmpty() ? QStringLiteral("default") : inv.name;
    if (!GateRecord::isValidName(name)) {
        m_err << "ai-sandbox: "
              << tr("the gate name \"%1\" is not usable: use lower-case letters, digits, '.', '_' and '-' "
                    "(at most 40, starting with a letter or digit)")
                     .arg(name.left(60))
              << Qt::endl;
        return Usage;
    }
    Podman podman(podmanConnection(inv));
    // A named gate serves this machine's programs on its 127.0.0.1; a gate on a remote service
    // would listen on the service's (sessions there start their own, gateremote.cpp).
    if (podman.connection().isRemote()) {
        m_err << "ai-sandbox: "
              << tr("a named gate runs only with a local podman: it serves this machine's programs on its "
                    "127.0.0.1. Run `ai-sandbox gate` without --url/--connection.")
              << Qt::endl;
        return Usage;
    }
    const QString container = GateRecord::containerFor(name);

    if (inv.action == QLatin1String("status")) {
        QList<GateRecord> records;
        if (inv.name.isEmpty()) {
            records = GateRecord::all();
            if (records.isEmpty() && !inv.json) {
                m_out << tr("No named gates. Start one with: ai-sandbox gate up [NAME]") << Qt::endl;
                return Ok;
            }
        } else {
            GateRecord r = GateRecord::load(name);
            r.name = name;
            r.container = container;
            records.append(r);
        }
        int code = Ok;
        QJsonArray gates; // --json: one object per gate, the same exit code
        for (const GateRecord &r : std::as_const(records)) {
            const QString state = containerState(podman, r.container);
            const bool running = state == QLatin1String("running") && r.port != 0;
            if (!running)
                code = 3; // like `systemctl status`: not running
            if (inv.json) {
                gates.append(QJsonObject{{QStringLiteral("name"), r.name},
                                         {QStringLiteral("running"), running},
                                         {QStringLiteral("port"), running ? int(r.port) : 0},
                                         {QStringLiteral("container"), r.container},
                                         {QStringLiteral("state"), state},
                                         {QStringLiteral("project"), r.project}});
                continue;
            }
            if (running) {
                m_out << tr("%1: running on 127.0.0.1:%2 (container %3, project %4)")
                             .arg(r.name)
                             .arg(r.port)
                             .arg(r.container, r.project)
                      << Qt::endl;
                m_out << "  HTTP_PROXY=" << r.proxyUrl() << " HTTPS_PROXY=" << r.proxyUrl() << Qt::endl;
            } else {
                m_out << tr("%1: not running%2")
                             .arg(r.name, state.isEmpty() ? QString()
                                                          : QStringLiteral(" (") + state + QLatin1Char(')'))
                      << Qt::endl;
            }
        }
        if (inv.json)
            m_out << QString::fromUtf8(
                QJsonDocument(QJsonObject{{QStringLiteral("gates"), gates}}).toJson(QJsonDocument::Indented));
        return code;
    }

    if (inv.action == QLatin1String("down")) {
        const PodmanResult r = runSync(podman, PodmanArgs::removeContainers({container}, 1));
        GateRecord::remove(name);
        if (!r.ok()) {
            m_err << "ai-sandbox: "
                  << tr("could not remove the gate container %1: %2").arg(container, r.error) << Qt::endl;
            return PodmanFailed;
        }
        m_out << tr("Gate %1 is down.").arg(name) << Qt::endl;
        return Ok;
    }

    // up
    Policy policy;
    if (!launchPolicy(inv, policy))
        return BadPolicy;
    if (policy.network.mode != NetworkMode::Allowlist)
        m_err << "ai-sandbox: "
              << tr("note: the project's network mode is %1; the gate enforces its allowlist anyway")
                     .arg(toString(policy.network.mode))
              << Qt::endl;
    if (containerState(podman, container) == QLatin1String("running")) {
        const GateRecord r = GateRecord::load(name);
        if (r.port != 0) {
            m_out << tr("Gate %1 is already running on 127.0.0.1:%2.").arg(name).arg(r.port) << Qt::endl;
            m_out << "HTTP_PROXY=" << r.proxyUrl() << " HTTPS_PROXY=" << r.proxyUrl() << Qt::endl;
            return Ok;
        }
    }
    // A stopped leftover of the same name would block `podman run --name`.
    runSync(podman, PodmanArgs::removeContainers({container}, 1));

    // The gate image: built (with the base, if needed) like an allowlist launch would.
    const QString gateTag = Render::gateImageTag();
    if (!runSync(podman, PodmanArgs::imageExists(gateTag)).ok()) {
        Policy buildPolicy = policy;
        buildPolicy.network.mode = NetworkMode::Allowlist;
        ImageBuilder builder(&podman);
        QEventLoop loop;
        QString error;
        QObject::connect(&builder, &ImageBuilder::stageChanged, &loop,
                         [this](const QString &w) { m_err << w << Qt::endl; });
        QObject::connect(&builder, &ImageBuilder::finished, &loop,
                         [&](bool ok, const QString &, bool, const QString &e) {
                             if (!ok)
                                 error = e;
                             loop.quit();
                         });
        builder.ensure(buildPolicy);
        loop.exec();
        if (!error.isEmpty()) {
            m_err << "ai-sandbox: " << error << Qt::endl;
            return PodmanFailed;
        }
    }

    const QString slug = projectSlug(inv.projectDir);
    const SessionDir dir = SessionDir::create(slug, GateRecord::gatesDir() + QLatin1Char('/') + name);
    if (!dir.isValid()) {
        m_err << "ai-sandbox: " << dir.error() << Qt::endl;
        return PodmanFailed;
    }
    Gate gate(&podman);
    Gate::Options o;
    o.policy = policy;
    o.policy.credentials.clear(); // a named gate adds no credentials (a session's own gate does)
    o.dir = dir;
    o.projectSlug = slug;
    o.sessionId = dir.id();
    o.containerName = container;
    o.hostAddresses = Gate::localAddresses();
    QEventLoop loop;
    QString failure;
    bool up = false;
    QObject::connect(&gate, &Gate::ready, &loop, [&](quint16) {
        up = true;
        loop.quit();
    });
    QObject::connect(&gate, &Gate::failed, &loop, [&](const QString &reason) {
        failure = reason;
        loop.quit();
    });
    UnixSignalWatcher signals({SIGINT, SIGTERM, SIGHUP});
    QObject::connect(&signals, &UnixSignalWatcher::received, &loop, [&](int) {
        failure = tr("canceled");
        gate.stop();
        loop.quit();
    });
    gate.start(o);
    loop.exec();
    if (!up) {
        m_err << "ai-sandbox: " << failure << Qt::endl;
        return PodmanFailed;
    }
    gate.release(); // it outlives this command: `gate down` removes it
    GateRecord record;
    record.name = name;
    record.container = container;
    record.port = gate.port();
    record.project = inv.projectDir;
    record.projectSlug = slug;
    record.sessionId = dir.id();
    record.dir = dir.path();
    record.started = QDateTime::currentDateTimeUtc();
    if (const QString err = record.save(); !err.isEmpty())
        m_err << "ai-sandbox: " << err << Qt::endl;
    m_out << tr("Gate %1 is up on 127.0.0.1:%2 (container %3); its access log is %4.")
                 .arg(name)
                 .arg(record.port)
                 .arg(container, dir.accessLogPath())
          << Qt::endl;
    m_out << "HTTP_PROXY=" << record.proxyUrl() << " HTTPS_PROXY=" << record.proxyUrl() << Qt::endl;
    return Ok;
}

int Cli::clean(const CliInvocation &inv)
{
    // Env files of launchers that were killed before podman read them hold secrets and nothing
    // else: no question asked (they are never anyone's to keep).
    // A dry run removes nothing, not even these; --json keeps stdout for the one JSON document.
    if (!inv.dryRun) {
        for (const QString &f : removeStaleEnvFiles())
            (inv.json ? m_err : m_out)
                << tr("removed the env file %1 left by a launcher that is gone").arg(f) << Qt::endl;
        // Sessions whose launcher was killed before its end sweep: what their sandbox made in the
        // project (a `.git`, a protected path) goes into their quarantine now (sweeprecord.h).
        for (const auto &[id, swept] : EndedSessionSweep::sweepPending({}))
            for (const SessionEvent &e : swept.events)
                m_err << "ai-sandbox: " << e.message << Qt::endl;
    }
    const PodmanConnection connection = podmanConnection(inv);
    Inventory inventory(connection);
    QEventLoop loop;
    InventorySnapshot snapshot;
    QString error;
    QObject::connect(&inventory, &Inventory::ready, &loop, [&](const InventorySnapshot &s) {
        snapshot = s;
        loop.quit();
    });
    QObject::connect(&inventory, &Inventory::failed, &loop, [&](const QString &message) {
        error = message;
        loop.quit();
    });
    inventory.refresh();
    loop.exec();
    if (!error.isEmpty()) {
        m_err << "ai-sandbox: " << error << Qt::endl;
        return PodmanFailed;
    }
    CleanupPlan::Options options;
    options.all = inv.all;
    options.volumes = inv.volumes;
    options.volumeGlob = inv.volumeGlob;
    options.olderThanSeconds = inv.olderThanSeconds;
    options.scopeLabel = inv.scopeLabel;
    const CleanupPlan plan = CleanupPlan::make(snapshot, options);
    QJsonObject json = plan.toJson();
    auto printJson = [&](const QJsonObject &o) {
        m_out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    };
    // Whether this run may remove anything: never in a dry run, whatever else is passed.
    const bool mayRemove = !inv.dryRun && !plan.isEmpty();

    if (!inv.json) {
        if (plan.isEmpty()) {
            m_out << tr("Nothing to clean.") << Qt::endl;
            for (const QString &k : plan.kept)
                m_out << "  " << tr("kept: %1").arg(k) << Qt::endl;
            return Ok;
        }
        QList<QStringList> rows{{tr("KIND"), tr("NAME"), tr("SIZE"), tr("REASON")}};
        for (const CleanupPlan::Item &i : plan.items)
            rows.append({CleanupPlan::kindName(i.kind), i.name, CleanupPlan::formatBytes(i.size), i.reason});
        QList<qsizetype> widths(4, 0);
        for (const QStringList &r : rows)
            for (int c = 0; c < 4; ++c)
                widths[c] = qMax(widths[c], r[c].size());
        for (const QStringList &r : rows)
            m_out << r[0].leftJustified(widths[0] + 2) << r[1].leftJustified(widths[1] + 2)
                  << r[2].rightJustified(widths[2]) << "  " << r[3] << Qt::endl;
        m_out << QCoreApplication::translate("aisb::Cli",
                                             "%n item(s), %1 as listed (images share layers: "
                                             "the space freed may differ).",
                                             nullptr, int(plan.items.size()))
                     .arg(CleanupPlan::formatBytes(plan.knownBytes()))
              << Qt::endl;
        for (const QString &k : plan.kept)
            m_out << "  " << tr("kept: %1").arg(k) << Qt::endl;
        if (inv.dryRun) {
            m_out << tr("Dry run: nothing was removed.") << Qt::endl;
            return Ok;
        }
    }
    if (!mayRemove) {
        json.insert(QStringLiteral("dry_run"), inv.dryRun);
        json.insert(QStringLiteral("removed"), QJsonArray());
        printJson(json);
        return Ok;
    }

    if (!inv.yes) {
        if (inv.json || !::isatty(STDIN_FILENO)) {
            if (inv.json) {
                json.insert(QStringLiteral("dry_run"), false);
                json.insert(QStringLiteral("removed"), QJsonArray());
                printJson(json);
            } else {
                m_out << tr("Nothing was removed: pass --yes to remove these.") << Qt::endl;
            }
            return Ok;
        }
        m_out << tr("Remove these? [y/N] ") << Qt::flush;
        char buf[16] = {};
        const bool answered = std::fgets(buf, sizeof buf, stdin) != nullptr;
        if (!answered || (buf[0] != 'y' && buf[0] != 'Y')) {
            m_out << tr("Nothing was removed.") << Qt::endl;
            return Ok;
        }
    }
    Cleaner cleaner(connection);
    Cleaner::Result result;
    KnownImages known(KnownImages::fileFor(connection));
    QObject::connect(
        &cleaner, &Cleaner::itemDone, &loop,
        [this, &known, &inv](const CleanupPlan::Item &item, bool ok, const QString &err) {
            if (!ok)
                m_err << "ai-sandbox: " << err << Qt::endl;
            if (ok && !inv.json)
                m_out << tr("removed %1 %2").arg(CleanupPlan::kindName(item.kind), item.name) << Qt::endl;
            // The next launch then checks (and builds) instead of failing at first.
            if (ok && item.kind == CleanupPlan::Kind::Image)
                for (const QString &ref : item.refs)
                    known.remove(ref);
            // A warm sandbox gone: what it made since its last command's sweep is
            // swept now, once (its session's record, sweeprecord.h).
            if (ok && item.reasonId == CleanupPlan::Reason::WarmSandbox && !item.projectDir.isEmpty())
                if (const QString id = WarmSandbox::sessionId(item.projectDir); !id.isEmpty())
                    for (const SessionEvent &e :
                         EndedSessionSweep::run(SessionDir::open(id), EndedSessionSweep::Mode::Once).events)
                        m_err << "ai-sandbox: " << e.message << Qt::endl;
        });
    QObject::connect(&cleaner, &Cleaner::finished, &loop, [&](const Cleaner::Result &r) {
        result = r;
        loop.quit();
    });
    UnixSignalWatcher signals({SIGINT, SIGTERM, SIGHUP});
    QObject::connect(&signals, &UnixSignalWatcher::received, &loop, [&](int) { cleaner.cancel(); });
    cleaner.run(plan);
    loop.exec();
    const qint64 freed = result.measuredBytes >= 0 ? result.measuredBytes : result.freedBytes;
    if (inv.json) {
        QJsonArray removed;
        for (const CleanupPlan::Item &i : std::as_const(result.removedItems))
            removed.append(i.toJson());
        QJsonArray failed;
        for (const auto &[item, why] : std::as_const(result.failures)) {
            QJsonObject o = item.toJson();
            o.insert(QStringLiteral("error"), why);
            failed.append(o);
        }
        json.insert(QStringLiteral("dry_run"), false);
        json.insert(QStringLiteral("removed"), removed);
        json.insert(QStringLiteral("failed"), failed);
        json.insert(QStringLiteral("freed_bytes"), freed);
        json.insert(QStringLiteral("listed_bytes_removed"), result.freedBytes);
        printJson(json);
    } else {
        m_out << tr("Removed %1 of %2; %3 freed.")
                     .arg(result.removed)
                     .arg(plan.items.size())
                     .arg(CleanupPlan::formatBytes(freed))
              << Qt::endl;
    }
    return result.failed > 0 ? PodmanFailed : Ok;
}

int Cli::doctor(const CliInvocation &inv)
{
    Doctor doctor(podmanConnection(inv));
    Doctor::Options options;
    const LoadedPolicy loaded = resolvePolicy(inv, false);
    if (!loaded.resolved.policy.image.base.isEmpty()) {
        options.baseImage = loaded.resolved.policy.image.base;
        options.sandboxImage = Render::imageTag(loaded.resolved.policy);
    }
    options.caCertificates = loaded.resolved.policy.image.caCertificates;
    QEventLoop loop;
    if (!inv.json)
        QObject::connect(&doctor, &Doctor::checkDone, &loop,
                         [this](const Doctor::Check &c) { m_out << Doctor::formatLine(c) << Qt::endl; });
    QObject::connect(&doctor, &Doctor::finished, &loop, &QEventLoop::quit);
    doctor.run(options);
    loop.exec();
    if (inv.json)
        m_out << QJsonDocument(Doctor::toJson(doctor.checks())).toJson(QJsonDocument::Indented);
    return doctor.hasFailure() ? 1 : Ok;
}

} // namespace aisb
