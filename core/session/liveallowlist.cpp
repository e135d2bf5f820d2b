// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/liveallowlist.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "policy/policyfile.h"
#include "policy/trust.h"
#include "policy/validation.h"
#include "render/render.h"
#include "session/gate.h"
#include "session/gateevent.h"
#include "util/logging.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTcpSocket>
#include <QTimer>
#include <algorithm>
#include <pwd.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

namespace aisb {
namespace {

// One translation context for the whole file, the one lupdate records (a free Tr::tr() function
// would be filed under each caller's class or namespace, and never found at run time).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::LiveAllowlist)
};

QByteArray readAll(const QString &path, bool *exists = nullptr)
{
    QFile f(path);
    const bool ok = f.open(QIODevice::ReadOnly);
    if (exists)
        *exists = ok;
    return ok ? f.readAll() : QByteArray();
}

} // namespace

namespace LiveAllowlist {

QString who(const QString &where)
{
    const passwd *pw = ::getpwuid(::geteuid());
    const QString name = pw ? QString::fromLocal8Bit(pw->pw_name) : QString::number(::geteuid());
    return QStringLiteral("%1 (%2)").arg(name, where);
}

QString allowlistHash(const QStringList &allow)
{
    QStringList sorted;
    for (const QString &e : allow)
        if (!e.trimmed().isEmpty())
            sorted << e.trimmed().toLower();
    sorted.sort();
    sorted.removeDuplicates();
    return QString::fromLatin1(
        QCryptographicHash::hash(sorted.join(QLatin1Char('\n')).toUtf8(), QCryptographicHash::Sha256)
            .toHex());
}

QString entryError(const QString &entry)
{
    const QString e = Grammar::hostName(entry);
    if (!e.isEmpty())
        return Tr::tr(
                   "%1 is not a host name: %2. Write example.com, or .example.com for the domain and every "
                   "name below it.")
            .arg(entry.left(80), e);
    return {};
}

QStringList applyTo(const QStringList &allow, Action action, const QStringList &entries, bool *changed)
{
    if (action == Action::Set) {
        QStringList out;
        for (const QString &entry : entries)
            if (const QString e = entry.trimmed().toLower(); !e.isEmpty() && !out.contains(e))
                out.append(e);
        if (changed)
            *changed = allowlistHash(out) != allowlistHash(allow);
        return out;
    }
    QStringList out = allow;
    bool did = false;
    for (const QString &entry : entries) {
        const QString e = entry.trimmed().toLower();
        if (e.isEmpty())
            continue;
        if (action == Action::Allow) {
            if (!Render::allowlistCovers(out, e)) {
                out.append(e);
                did = true;
            }
        } else {
            const qsizetype before = out.size();
            out.removeIf([&e](const QString &x) { return x.trimmed().compare(e, Qt::CaseInsensitive) == 0; });
            did = did || out.size() != before;
        }
    }
    if (changed)
        *changed = did;
    return out;
}

FileEdit editProjectFile(const QString &projectDir, Action action, const QStringList &entries,
                         const QString &userConfig, const QString &trustDir)
{
    FileEdit edit;
    edit.projectFile = PolicyFile::projectConfigPath(projectDir);
    for (const QString &entry : entries) {
        if (const QString e = entryError(entry); !e.isEmpty()) {
            edit.error = e;
            return edit;
        }
    }
    if (entries.isEmpty()) {
        edit.error = Tr::tr("No host was given.");
        return edit;
    }
    const QString entry = entries.join(QStringLiteral(", "));
    bool exists = false;
    edit.before = readAll(edit.projectFile, &exists);
    // Only an approved file is edited: its content is what the user saw last.
    const TrustStore trust(trustDir);
    const TrustStore::Check check = trust.checkContent(edit.projectFile, edit.before);
    if (exists && check.status != TrustStore::Status::Trusted) {
        edit.error =
            Tr::tr("%1 changed since it was last approved, so it is not edited from here: review and "
                   "approve it first (Policy tab, or ai-sandbox trust).")
                .arg(edit.projectFile);
        return edit;
    }
    QList<PolicyIssue> issues;
    PolicyLayer project = PolicyFile::parse(edit.before, Layer::Project, edit.projectFile, issues);
    const PolicyLayer user = PolicyFile::load(
        userConfig.isEmpty() ? PolicyFile::userConfigPath() : userConfig, Layer::User, issues);
    if (!issues.isEmpty()) {
        edit.error = Tr::tr("The policy cannot be edited until it parses: %1: %2")
                         .arg(issues.first().field, issues.first().message);
        return edit;
    }
    const QString key = QStringLiteral("network.allow");
    const QStringList current = project.fields.contains(key) ? project.values.network.allow
                                                             : mergeLayers({user}).policy.network.allow;
    bool changed = false;
    edit.allow = applyTo(current, action, entries, &changed);
    if (!changed) {
        if (action == Action::Allow)
            edit.notice = Tr::tr("%1 is allowed already.").arg(entry);
        else if (entries.size() == 1 && Render::allowlistCovers(current, entries.first()))
            edit.notice =
                Tr::tr(
                    "%1 is not an entry of the allowlist; a wider entry (.domain) allows it: deny that one.")
                    .arg(entry);
        else
            edit.notice = Tr::tr("%1 is not in the allowlist.").arg(entry);
        return edit;
    }
    project.values.network.allow = edit.allow;
    project.fields.insert(key);
    const Policy merged = mergeLayers({user, project}).policy;
    for (const PolicyIssue &issue : validate(merged)) {
        if (issue.field.startsWith(key)) {
            edit.error = issue.field + QStringLiteral(": ") + issue.message;
            return edit;
        }
    }
    edit.after = PolicyFile::serialize(project.values, project.fields);
    edit.diff = unifiedDiff(QString::fromUtf8(edit.before), QString::fromUtf8(edit.after), edit.projectFile,
                            edit.projectFile);
    edit.changed = true;
    return edit;
}

QString saveAndApprove(const FileEdit &edit, const QString &trustDir)
{
    if (!edit.changed || !edit.error.isEmpty())
        return edit.error;
    if (readAll(edit.projectFile) != edit.before)
        return Tr::tr("%1 changed while the edit was shown; nothing was saved. Try again.")
            .arg(edit.projectFile);
    QSaveFile f(edit.projectFile);
    if (!f.open(QIODevice::WriteOnly) || f.write(edit.after) != edit.after.size() || !f.commit())
        return Tr::tr("Could not write %1: %2. Check that the folder is writable.")
            .arg(edit.projectFile, f.errorString());
    const QString err = TrustStore(trustDir).approveContent(edit.projectFile, edit.after);
    if (!err.isEmpty())
        return Tr::tr("The policy was saved, but it could not be approved: %1").arg(err);
    return {};
}

std::optional<Target> targetOf(const SessionDir &dir, const QString &project, QString *error, bool *noGate)
{
    if (noGate)
        *noGate = false;
    Target t;
    t.dir = dir;
    t.project = project;
    bool remote = false;
    for (const SessionEvent &e : t.dir.events()) {
        if (e.kind == QLatin1String("gate") && e.data.contains(QStringLiteral("container"))) {
            t.gateContainer = e.data.value(QStringLiteral("container")).toString();
            t.port = quint16(e.data.value(QStringLiteral("port")).toInt());
            remote = e.data.value(QStringLiteral("remote")).toBool();
        }
    }
    // A gate on a remote podman service: its squid.conf is a shipped copy there, which this
    // rewrite and probe do not reach (docs/design/remote-sessions.md).
    if (remote) {
        if (error)
            *error = Tr::tr("Session %1 runs its gate on a remote podman service, where the allowlist cannot "
                            "be changed while it runs yet: edit network.allow in the project file and start "
                            "a new session.")
                         .arg(dir.id());
        return std::nullopt;
    }
    if (t.gateContainer.isEmpty() || t.port == 0) {
        if (error)
            *error = Tr::tr("Session %1 has no egress gate (its network mode is not allowlist, or the gate "
                            "is not up yet).")
                         .arg(dir.id());
        if (noGate)
            *noGate = true;
        return std::nullopt;
    }
    QList<PolicyIssue> issues;
    const PolicyLayer layer =
        PolicyFile::load(t.dir.filePath(QStringLiteral("policy.toml")), Layer::Project, issues);
    if (!issues.isEmpty() || layer.fields.isEmpty()) {
        if (error)
            *error =
                Tr::tr("Session %1 has no readable policy record yet; try again in a moment.").arg(dir.id());
        return std::nullopt;
    }
    t.policy = mergeLayers({layer}).policy;
    return t;
}

std::optional<Target> findTarget(const QString &projectDir, const QString &id, const QString &sessionsRoot,
                                 QString *error)
{
    QList<SessionDir::Summary> candidates;
    for (const SessionDir::Summary &s : SessionDir::list(sessionsRoot)) {
        if (!id.isEmpty() ? s.id == id : s.project == projectDir)
            candidates.append(s);
    }
    // Newest first.
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const auto &a, const auto &b) { return a.started > b.started; });
    for (const SessionDir::Summary &s : std::as_const(candidates)) {
        if (!s.isOpen() || s.isAbandoned()) {
            if (!id.isEmpty() && error)
                *error = Tr::tr("Session %1 is not running (%2).").arg(id, s.state);
            continue;
        }
        bool noGate = false;
        std::optional<Target> t = targetOf(SessionDir::open(s.id, sessionsRoot), s.project, error, &noGate);
        if (!t && noGate && id.isEmpty())
            continue;
        return t;
    }
    if (error && !id.isEmpty() && candidates.isEmpty())
        *error = Tr::tr("There is no session %1 (see ai-sandbox sessions).").arg(id);
    return std::nullopt;
}

bool isChangeEvent(const SessionEvent &e)
{
    return e.kind == QLatin1String("policy") ||
           (e.kind == QLatin1String("error") && e.data.contains(QStringLiteral("allowlist_sha256")));
}

QStringList restartNeededFields(const Policy &running, const Policy &updated)
{
    QStringList out;
    const Policy a = redactedPolicy(running);
    const Policy b = redactedPolicy(updated);
    for (const QString &key : policyFieldKeys()) {
        if (key == QLatin1String("network.allow"))
            continue;
        if (policyFieldToString(key, a) != policyFieldToString(key, b))
            out << key;
    }
    return out;
}

} // namespace LiveAllowlist

GateReconfigure::GateReconfigure(Podman *podman, QObject *parent)
    : QObject(parent), m_podman(podman), m_retry(new QTimer(this))
{
    m_retry->setSingleShot(true);
    m_retry->setInterval(20);
    connect(m_retry, &QTimer::timeout, this, &GateReconfigure::probe);
}

GateReconfigure::~GateReconfigure() = default;

QString GateReconfigure::allowHash() const
{
    return LiveAllowlist::allowlistHash(m_allow);
}

void GateReconfigure::start(const LiveAllowlist::Target &target, LiveAllowlist::Action action,
                            const QStringList &entries, const QString &who, int timeoutMs)
{
    m_target = target;
    m_action = action;
    m_entries.clear();
    for (const QString &entry : entries)
        m_entries << entry.trimmed().toLower();
    m_who = who;
    m_done = false;
    for (const QString &entry : std::as_const(m_entries)) {
        if (const QString e = LiveAllowlist::entryError(entry); !e.isEmpty()) {
            QTimer::singleShot(0, this, [this, e] { done(e); });
            return;
        }
    }
    m_before = target.policy.network.allow;
    m_allow = LiveAllowlist::applyTo(m_before, action, m_entries, nullptr);
    Policy p = target.policy;
    p.network.allow = m_allow;
    // A fresh token: the gate answers with it only once it runs the new config.
    m_token = QString::number(QRandomGenerator::system()->generate64(), 16) +
              QString::number(QRandomGenerator::system()->generate64(), 16);
    QStringList warnings;
    // [[credentials]]: the endpoints the gate serves now stay as they are (same ports, same CAs).
    QString current;
    if (QFile old(target.dir.filePath(QStringLiteral("squid.conf"))); old.open(QIODevice::ReadOnly))
        current = QString::fromUtf8(old.readAll());
    const QString config = Render::gateConfig(
        p, target.port, Gate::localAddresses(), &warnings, m_token,
        Render::gateCredentials(p, Render::gateCredentialPortsOf(current)),
        Render::gateConfigUsesCaBundle(current) ? QLatin1String(Render::gateCaBundlePath) : QString());
    if (config.isEmpty()) {
        QTimer::singleShot(0, this, [this, warnings] { done(warnings.join(QStringLiteral("; "))); });
        return;
    }
    // In place, not by rename: the gate bind-mounts this very file (inode), so a new file would
    // stay unseen. squid reads it only when signalled, after the write completed.
    QFile f(target.dir.filePath(QStringLiteral("squid.conf")));
    const QByteArray bytes = config.toUtf8();
    if (!f.open(QIODevice::ReadWrite | QIODevice::Truncate) || f.write(bytes) != bytes.size() || !f.flush()) {
        const QString err =
            Tr::tr("Could not write the gate's configuration %1: %2").arg(f.fileName(), f.errorString());
        QTimer::singleShot(0, this, [this, err] { done(err); });
        return;
    }
    f.close();
    m_target.policy = p; // policy.toml follows once the change took effect (done())
    m_told = QDateTime::currentDateTimeUtc();
    PodmanCall *call =
        m_podman->start(PodmanArgs::signalContainer(target.gateContainer, QStringLiteral("HUP")));
    connect(call, &PodmanCall::finished, this, [this, timeoutMs, call](const PodmanResult &r) {
        if (!r.ok()) {
            done(Tr::tr("The gate %1 could not be told to re-read its configuration: %2")
                     .arg(m_target.gateContainer, r.error.isEmpty() ? call->lastOutputLines() : r.error));
            return;
        }
        m_deadline = QDateTime::currentMSecsSinceEpoch() + timeoutMs;
        probe();
    });
}

void GateReconfigure::probe()
{
    if (m_done)
        return;
    if (QDateTime::currentMSecsSinceEpoch() > m_deadline) {
        done(Tr::tr("The gate did not take up the new allowlist in time; see %1.")
                 .arg(m_target.dir.filePath(QStringLiteral("gate/cache.log"))));
        return;
    }
    delete m_socket;
    auto *socket = new QTcpSocket(this);
    m_socket = socket;
    auto retry = [this, socket] {
        socket->deleteLater();
        if (!m_done)
            m_retry->start();
    };
    connect(socket, &QTcpSocket::connected, this, [socket] { socket->write(GateEvent::readinessRequest()); });
    connect(socket, &QTcpSocket::readyRead, this, [this, socket, retry] {
        const QByteArray answer = socket->peek(4096);
        if (!answer.contains("\r\n\r\n") && answer.size() < 4096)
            return;
        const bool fresh = GateEvent::isReadinessAnswer(answer, m_token);
        socket->abort();
        if (fresh) {
            socket->deleteLater();
            done({});
        } else {
            retry(); // still the old config
        }
    });
    connect(socket, &QTcpSocket::errorOccurred, this, retry);
    socket->connectToHost(QHostAddress::LocalHost, m_target.port);
}

void GateReconfigure::done(const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    m_retry->stop();
    SessionEvent e;
    // The change is in effect from when the gate was told (NetworkTimeline judges rows by it).
    e.time = m_told.isValid() ? m_told : QDateTime::currentDateTimeUtc();
    const QString hash = allowHash();
    const QString actionName = m_action == LiveAllowlist::Action::Allow  ? QStringLiteral("allow")
                               : m_action == LiveAllowlist::Action::Deny ? QStringLiteral("deny")
                                                                         : QStringLiteral("set");
    // What a Set changed: entries new to the list and entries gone from it.
    QStringList added, removed;
    for (const QString &x : std::as_const(m_allow))
        if (!m_before.contains(x, Qt::CaseInsensitive))
            added << x;
    for (const QString &x : std::as_const(m_before))
        if (!m_allow.contains(x, Qt::CaseInsensitive))
            removed << x;
    const QString none = QStringLiteral("-");
    if (error.isEmpty()) {
        e.kind = QStringLiteral("policy");
        if (m_action == LiveAllowlist::Action::Set)
            e.message =
                Tr::tr("%1 saved the allowlist: allowed %2; denied from now on %3 (allowlist %4)")
                    .arg(m_who, added.isEmpty() ? none : added.join(QStringLiteral(", ")),
                         removed.isEmpty() ? none : removed.join(QStringLiteral(", ")), hash.left(12));
        else
            e.message =
                (m_action == LiveAllowlist::Action::Allow ? Tr::tr("%1 allowed %2 (allowlist %3)")
                                                          : Tr::tr("%1 denied %2 from now on (allowlist %3)"))
                    .arg(m_who, m_entries.join(QStringLiteral(", ")), hash.left(12));
    } else {
        e.kind = QStringLiteral("error");
        e.message = Tr::tr("The allowlist change by %1 (%2 %3) did not take effect: %4")
                        .arg(m_who, actionName,
                             (m_action == LiveAllowlist::Action::Set ? added + removed : m_entries)
                                 .join(QStringLiteral(", ")),
                             error);
    }
    e.data = {
        {QStringLiteral("action"), actionName},
        {QStringLiteral("hosts"),
         QJsonArray::fromStringList(m_action == LiveAllowlist::Action::Set ? added + removed : m_entries)},
        {QStringLiteral("who"), m_who},
        {QStringLiteral("allow"), QJsonArray::fromStringList(m_allow)},
        {QStringLiteral("allow_before"), QJsonArray::fromStringList(m_before)},
        {QStringLiteral("allowlist_sha256"), hash},
        {QStringLiteral("ok"), error.isEmpty()}};
    if (m_action == LiveAllowlist::Action::Set) {
        e.data.insert(QStringLiteral("added"), QJsonArray::fromStringList(added));
        e.data.insert(QStringLiteral("removed"), QJsonArray::fromStringList(removed));
    }
    if (m_target.dir.isValid()) {
        m_target.dir.appendEvent(e);
        // What the session runs with now (the Log tab explains denials with it; the next change
        // starts here). Only after its event: a reader that finds the new list here also finds
        // the event to rewind it by (NetworkTimeline::ofSession), so a row from before the change
        // is never judged by the new list.
        if (error.isEmpty())
            m_target.dir.writeFile(QStringLiteral("policy.toml"),
                                   PolicyFile::serialize(redactedPolicy(m_target.policy)));
    }
    Logging::logger("session")->info("gate {} reconfigured: {}", m_target.gateContainer.toStdString(),
                                     error.isEmpty() ? "ok" : error.toStdString());
    Q_EMIT finished(error, e);
}

} // namespace aisb
