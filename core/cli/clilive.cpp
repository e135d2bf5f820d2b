// SPDX-License-Identifier: GPL-3.0-or-later
// `allow` / `deny` (live allowlist changes) and `logs` (the merged session log).
#include "cli/cli.h"
#include "engine/podman.h"
#include "policy/validation.h"
#include "session/liveallowlist.h"
#include "session/sessionlog.h"
#include "util/appendedlines.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <optional>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}

QString sameDir(const QString &dir)
{
    const QFileInfo fi(dir);
    const QString canonical = fi.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(fi.absoluteFilePath()) : canonical;
}

// --since: "10m", "2h", "30s", "1d" back from now, or an ISO 8601 time. Invalid: an invalid time.
QDateTime sinceTime(const QString &since)
{
    if (since.isEmpty())
        return {};
    QString v = since.trimmed();
    qint64 ms = -1;
    if (v.endsWith(QLatin1Char('d')))
        ms = parseDurationMs(v.chopped(1) + QLatin1Char('h')) * 24;
    else if (!v.contains(QLatin1Char('T')) && !v.contains(QLatin1Char('-')))
        ms = parseDurationMs(v);
    if (ms >= 0)
        return QDateTime::currentDateTimeUtc().addMSecs(-ms);
    QDateTime t = QDateTime::fromString(v, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(v, Qt::ISODate);
    return t;
}

} // namespace

int Cli::allowDeny(const CliInvocation &inv)
{
    using namespace LiveAllowlist;
    const Action action = inv.command == CliInvocation::Command::Allow ? Action::Allow : Action::Deny;
    const QString entry = inv.host.trimmed().toLower();
    if (const QString e = entryError(entry); !e.isEmpty()) {
        m_err << "ai-sandbox: network.allow: " << e << Qt::endl;
        return BadPolicy;
    }
    const QString project = sameDir(inv.projectDir);
    // 1. The project file, saved and approved (the command is the confirmation).
    const FileEdit edit = editProjectFile(project, action, {entry});
    if (!edit.error.isEmpty()) {
        m_err << "ai-sandbox: " << edit.error << Qt::endl;
        return BadPolicy;
    }
    if (edit.changed) {
        if (const QString err = saveAndApprove(edit); !err.isEmpty()) {
            m_err << "ai-sandbox: " << err << Qt::endl;
            return BadPolicy;
        }
        m_out << edit.diff;
        m_out << tr("Saved and approved %1.").arg(edit.projectFile) << Qt::endl;
    } else {
        m_out << edit.notice << Qt::endl;
    }
    // 2. The running session's gate, in place.
    QString findError;
    const std::optional<Target> target = findTarget(project, inv.sessionId, {}, &findError);
    if (!target) {
        if (!findError.isEmpty()) {
            m_err << "ai-sandbox: " << findError << Qt::endl;
            return inv.sessionId.isEmpty() ? Ok : 3;
        }
        m_out << tr("No session of this project is running: sessions launched from now on use the new "
                    "allowlist.")
              << Qt::endl;
        return Ok;
    }
    bool sessionChanges = false;
    applyTo(target->policy.network.allow, action, {entry}, &sessionChanges);
    if (!sessionChanges) {
        m_out << (action == Action::Allow ? tr("Session %1 allows %2 already.")
                                          : tr("Session %1 does not list %2."))
                     .arg(target->dir.id(), entry)
              << Qt::endl;
        return Ok;
    }
    Podman podman(podmanConnection(inv));
    GateReconfigure reconfigure(&podman);
    QEventLoop loop;
    QString error;
    QObject::connect(&reconfigure, &GateReconfigure::finished, &loop,
                     [&](const QString &e, const SessionEvent &) {
                         error = e;
                         loop.quit();
                     });
    reconfigure.start(*target, action, {entry}, who(tr("command line")));
    loop.exec();
    if (!error.isEmpty()) {
        m_err << "ai-sandbox: " << error << Qt::endl;
        return PodmanFailed;
    }
    m_out << (action == Action::Allow ? tr("Session %1 reaches %2 now (allowlist %3).")
                                      : tr("Session %1 no longer reaches %2 (allowlist %3); connections "
                                           "already open stay open until they end."))
                 .arg(target->dir.id(), entry, reconfigure.allowHash().left(12))
          << Qt::endl;
    // What else differs needs a new sandbox.
    const LoadedPolicy loaded = resolvePolicy(inv, true);
    if (loaded.usable()) {
        const QStringList fields = restartNeededFields(target->policy, loaded.resolved.policy);
        if (!fields.isEmpty())
            m_out << tr("The policy also changes %1 since the session started: that takes effect after a "
                        "restart of the session.")
                         .arg(fields.join(QStringLiteral(", ")))
                  << Qt::endl;
    }
    return Ok;
}

std::optional<SessionDir> Cli::sessionToShow(const CliInvocation &inv, const QString &needs, int *exitCode)
{
    QString id = inv.sessionId;
    if (id.isEmpty()) {
        const QString project = sameDir(inv.projectDir);
        QDateTime newest;
        for (const SessionDir::Summary &s : SessionDir::list()) {
            if (sameDir(s.project) == project && (!newest.isValid() || s.started > newest) &&
                (needs.isEmpty() || QFile::exists(SessionDir::open(s.id).filePath(needs)))) {
                newest = s.started;
                id = s.id;
            }
        }
        if (id.isEmpty()) {
            m_err << (needs.isEmpty()
                          ? tr("ai-sandbox: no session of %1 yet (ai-sandbox sessions lists them all).")
                          : tr("ai-sandbox: no recorded session of %1 yet (ai-sandbox sessions lists them "
                               "all)."))
                         .arg(project)
                  << Qt::endl;
            *exitCode = 1;
            return std::nullopt;
        }
    }
    const SessionDir dir = SessionDir::open(id);
    if (!dir.isValid() || !QFile::exists(dir.eventsPath())) {
        m_err << tr("ai-sandbox: there is no session %1 (ai-sandbox sessions lists them).").arg(id)
              << Qt::endl;
        *exitCode = Usage;
        return std::nullopt;
    }
    return dir;
}

int Cli::logs(const CliInvocation &inv)
{
    int exitCode = Ok;
    const std::optional<SessionDir> shown = sessionToShow(inv, {}, &exitCode);
    if (!shown)
        return exitCode;
    const SessionDir &dir = *shown;
    const QString id = dir.id();
    const QDateTime since = sinceTime(inv.since);
    if (!inv.since.isEmpty() && !since.isValid()) {
        m_err << tr("ai-sandbox: --since takes a duration such as 10m, 2h or 1d, or a time such as "
                    "2026-12-03T14:00:00Z; got \"%1\"")
                     .arg(inv.since.left(40))
              << Qt::endl;
        return Usage;
    }
    SessionLog::NetworkTimeline timeline = SessionLog::NetworkTimeline::ofSession(dir);
    auto print = [&](const QList<SessionLog::Record> &records) {
        for (const SessionLog::Record &r : records) {
            if (r.kind == SessionLog::Kind::Lifecycle)
                timeline.follow(r.event);
            const std::optional<Policy::Network> network = timeline.at(r.time);
            if (inv.deniedOnly && r.kind != SessionLog::Kind::Denied && r.kind != SessionLog::Kind::Dropped)
                continue;
            if (since.isValid() && r.time < since)
                continue;
            if (inv.json)
                m_out << QString::fromUtf8(
                             QJsonDocument(SessionLog::toJson(r, id, network)).toJson(QJsonDocument::Compact))
                      << '\n';
            else
                m_out << SessionLog::toText(r, network) << '\n';
        }
        m_out.flush();
    };
    if (!inv.follow) {
        const QList<SessionLog::Record> records = SessionLog::read(dir);
        print(records);
        // [[credentials]]: how many requests the gate added each rule's value to (names only).
        if (!inv.json) {
            const QString counts = SessionLog::credentialCounts(records);
            if (!counts.isEmpty())
                m_out << tr("# Requests that carried a credential added by the gate: %1").arg(counts) << '\n';
        }
        return Ok;
    }
    // Follow: read what grew in both files, a few times a second, until the session ended.
    AppendedLines events;
    AppendedLines gate;
    for (;;) {
        const bool open = dir.summary().isOpen() && !dir.summary().isAbandoned();
        QList<SessionLog::Record> records;
        // The gate's log first, then the events: a live change is in events.jsonl once `allow` or
        // `deny` returns, so a row of a request made after that is never read before its change
        // (reading the events first left a window in which it was judged by the old allowlist).
        for (const GateEvent &e : GateEvent::parseAll(gate.read(dir.accessLogPath()), true)) {
            SessionLog::Record r;
            r.kind = SessionLog::kindOf(e);
            r.time = e.time;
            r.gate = e;
            records.append(r);
        }
        for (const QByteArray &line : events.read(dir.eventsPath()).split('\n')) {
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            if (!doc.isObject())
                continue;
            records.append(SessionLog::recordOf(SessionEvent::fromJson(doc.object())));
        }
        std::stable_sort(records.begin(), records.end(),
                         [](const auto &a, const auto &b) { return a.time < b.time; });
        print(records);
        if (!open)
            return Ok;
        QThread::msleep(200); // a command-line tail: nothing else runs on this thread
    }
}

} // namespace aisb
