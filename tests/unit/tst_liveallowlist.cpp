// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 12 without podman: the allowlist edit (what it refuses), the session's target and its
// hash, the gate's access-log parser on captured squid 6 lines (malformed ones kept), the words
// the log uses instead of squid codes, `logs --json` fields, and the reconfiguration's error path.
#include "cli/cliinvocation.h"
#include "engine/podman.h"
#include "fakepodman.h"
#include "policy/policyfile.h"
#include "policy/trust.h"
#include "session/containerevents.h"
#include "session/liveallowlist.h"
#include "session/sessionlog.h"
#include "testhome.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace aisb;
using namespace Qt::StringLiterals;

namespace {

// Lines as squid 6.13 writes them with the aisb logformat (captured from the gate of
// tests/e2e/tst_live_allowlist.cpp and tests/e2e/tst_sandbox_network.cpp, addresses kept).
const QByteArray captured =
    "1764770344.512\t127.0.0.1\tTCP_DENIED\t403\tHEAD\thttp://deb.debian.org/debian/dists/trixie/"
    "Release\t-\t3995\n"
    "1764770345.020\t127.0.0.1\tTCP_MISS\t200\tHEAD\thttp://deb.debian.org/debian/dists/trixie/Release\t"
    "151.101.2.132\t429\n"
    "1764770345.700\t127.0.0.1\tTCP_MISS_ABORTED\t200\tGET\thttp://testserver.internal:41001/"
    "slow\t127.0.0.1\t"
    "1638400\n"
    "1764770346.001\t127.0.0.1\tTCP_TUNNEL\t200\tCONNECT\tregistry.npmjs.org:443\t104.16.3.35\t18342\n"
    "1764770346.100\t127.0.0.1\tTCP_MISS\t503\tGET\thttp://gone.example.com/x\t-\t4120\n"
    "1764770346.200\t127.0.0.1\tNONE_NONE\t400\tNONE\terror:invalid-request\t-\t3720\n"
    "1764770346.300\t127.0.0.1\tTCP_DENIED\t302\tGET\thttp://aisb-gate-ready.invalid/\t-\t285\n"
    // Malformed: cut short by a full disk, garbage with control characters, a bad time.
    "1764770346.400\t127.0.0.1\tTCP_TUN\n"
    "\x01\x1b[31mgarbage\n"
    "\n"
    "yesterday\t127.0.0.1\tTCP_MISS\t200\tGET\thttp://a.example/\t1.2.3.4\t1\n";

Policy allowlistPolicy(const QStringList &allow)
{
    Policy p = defaultPolicy();
    p.network.mode = NetworkMode::Allowlist;
    p.network.allow = allow;
    return p;
}

} // namespace

class TestLiveAllowlist : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;

    QString project(const QString &name, const QByteArray &policy, bool trusted = true)
    {
        const QString dir = aisb::test::makeProject(m_root, name, policy);
        if (trusted)
            TrustStore(trustDir()).approve(dir + QStringLiteral("/.ai-sandbox.toml"));
        return dir;
    }
    QString trustDir() const { return m_root.filePath(QStringLiteral("trust")); }
    QString userConfig() const { return m_root.filePath(QStringLiteral("user.toml")); }
    static QByteArray read(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        aisb::test::useThrowAwayUserDirs(m_root);
    }

    void parserKeepsMalformedLines()
    {
        // The gate's own view (no malformed rows) and the log's (every line kept).
        const QList<GateEvent> plain = GateEvent::parseAll(captured);
        QCOMPARE(plain.size(), 6); // the readiness probe is the gate's, not the sandbox's
        const QList<GateEvent> all = GateEvent::parseAll(captured, true);
        QCOMPARE(all.size(), 9);
        QCOMPARE(all[0].host, QStringLiteral("deb.debian.org"));
        QCOMPARE(all[0].port, 80);
        QVERIFY(!all[0].allowed);
        QVERIFY(all[1].allowed);
        QCOMPARE(all[3].host, QStringLiteral("registry.npmjs.org"));
        QCOMPARE(all[3].port, 443);
        QVERIFY(!all[5].allowed); // NONE_NONE/400: refused before any decision on a host
        for (int i = 6; i < 9; ++i)
            QVERIFY2(all[i].malformed, qPrintable(all[i].raw));
        QCOMPARE(all[6].raw, QStringLiteral("1764770346.400\t127.0.0.1\tTCP_TUN"));
        // Control characters never reach a terminal or a table.
        QVERIFY(!all[7].raw.contains(QChar(0x1b)) && all[7].raw.contains(QStringLiteral("garbage")));
        QCOMPARE(all[7].raw.at(0), QChar(0xfffd));
        // A malformed line sits at the time of the line before it.
        QCOMPARE(all[6].time, QDateTime::fromMSecsSinceEpoch(1764770346300LL, QTimeZone::utc()));
    }

    void wordsInsteadOfSquidCodes()
    {
        const QList<GateEvent> all = GateEvent::parseAll(captured, true);
        QCOMPARE(SessionLog::resultText(all[0]), QStringLiteral("Refused by the gate"));
        QCOMPARE(SessionLog::resultText(all[1]), QStringLiteral("Fetched from the server"));
        QVERIFY(SessionLog::resultText(all[2]).startsWith(QStringLiteral("The transfer was cut short")));
        QVERIFY(SessionLog::resultText(all[3]).startsWith(QStringLiteral("Encrypted connection")));
        // "Allowed" with 503: the server could not be reached, said so.
        QVERIFY(all[4].allowed);
        QVERIFY(SessionLog::resultText(all[4]).startsWith(QStringLiteral("The server could not be reached")));
        QVERIFY(SessionLog::resultText(all[5]).contains(QStringLiteral("malformed")));
        for (const GateEvent &e : all)
            QVERIFY2(!SessionLog::detail(e, std::nullopt).contains(QStringLiteral("TCP_")) || e.malformed,
                     qPrintable(SessionLog::detail(e, std::nullopt)));
        // With the session's policy, a denial says why.
        const Policy p = allowlistPolicy({QStringLiteral("registry.npmjs.org")});
        QCOMPARE(SessionLog::detail(all[0], p.network),
                 QStringLiteral("Not on the allowlist — Refused by the gate · "
                                "http://deb.debian.org/debian/dists/trixie/Release"));
    }

    void jsonFieldsAreStable()
    {
        const QList<GateEvent> all = GateEvent::parseAll(captured, true);
        SessionLog::Record denied;
        denied.kind = SessionLog::kindOf(all[0]);
        denied.time = all[0].time;
        denied.gate = all[0];
        const QJsonObject o = SessionLog::toJson(denied, QStringLiteral("S"),
                                                 allowlistPolicy({QStringLiteral("x.example")}).network);
        const QStringList keys = o.keys();
        QCOMPARE(keys, (QStringList{u"bytes"_s, u"client"_s, u"host"_s, u"kind"_s, u"method"_s, u"port"_s,
                                    u"reason"_s, u"result"_s, u"result_text"_s, u"server"_s, u"session"_s,
                                    u"status"_s, u"time"_s, u"url"_s}));
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("denied"));
        QCOMPARE(o.value(QStringLiteral("reason")).toString(), QStringLiteral("Not on the allowlist"));
        QCOMPARE(o.value(QStringLiteral("time")).toString(), QStringLiteral("2025-12-03T13:59:04.512Z"));
        SessionLog::Record raw;
        raw.kind = SessionLog::kindOf(all[6]);
        raw.gate = all[6];
        raw.time = all[6].time;
        const QJsonObject r = SessionLog::toJson(raw, QStringLiteral("S"), std::nullopt);
        QCOMPARE(r.value(QStringLiteral("kind")).toString(), QStringLiteral("raw"));
        QCOMPARE(r.value(QStringLiteral("line")).toString(), all[6].raw);
    }

    // A denied row is judged by the allowlist in effect when it was logged, not the one in effect
    // when it is read: squid may write the line after a later live change was recorded. A session
    // read back from its folder starts from before its first change (policy.toml follows changes).
    void rowsJudgedByTheAllowlistInEffectWhenLogged()
    {
        const QDateTime t0 = QDateTime::fromString(QStringLiteral("2026-12-03T10:00:00Z"), Qt::ISODate);
        auto change = [](const QString &action, const QString &host, const QStringList &after, qint64 secs,
                         bool ok = true) {
            SessionEvent e;
            e.kind = QStringLiteral("policy");
            e.time = QDateTime::fromString(QStringLiteral("2026-12-03T10:00:00Z"), Qt::ISODate).addSecs(secs);
            e.data = {{QStringLiteral("action"), action},
                      {QStringLiteral("hosts"), QJsonArray{host}},
                      {QStringLiteral("allow"), QJsonArray::fromStringList(after)},
                      {QStringLiteral("ok"), ok}};
            return e;
        };
        auto denied = [&](qint64 secs) {
            GateEvent g = GateEvent::parseAll(captured, true).first();
            g.host = QStringLiteral("b.example");
            g.port = 443;
            g.time = t0.addSecs(secs);
            return g;
        };
        const QString notListed = QStringLiteral("Not on the allowlist");
        const QString listed = QStringLiteral("Refused: the name resolves to a local or private address");
        const SessionEvent allowB = change(u"allow"_s, u"b.example"_s, {u"a.example"_s, u"b.example"_s}, 10);
        const SessionEvent denyB = change(u"deny"_s, u"b.example"_s, {u"a.example"_s}, 20);

        SessionLog::NetworkTimeline live(allowlistPolicy({QStringLiteral("a.example")}).network);
        live.follow(allowB);
        live.follow(change(u"allow"_s, u"c.example"_s, {u"c.example"_s}, 15, false)); // did not take effect
        live.follow(denyB);
        QCOMPARE(SessionLog::denialReason(live.at(t0.addSecs(5)), denied(5)), notListed); // read late
        QCOMPARE(SessionLog::denialReason(live.at(t0.addSecs(16)), denied(16)), listed);
        QCOMPARE(SessionLog::denialReason(live.at(t0.addSecs(25)), denied(25)), notListed);

        // From the folder: policy.toml already holds the last list (b allowed by then).
        const SessionDir dir = SessionDir::create(QStringLiteral("timeline"), m_root.filePath(u"sessions"_s));
        QVERIFY(dir.isValid());
        dir.writeFile(QStringLiteral("policy.toml"),
                      PolicyFile::serialize(allowlistPolicy({u"a.example"_s, u"b.example"_s})));
        dir.appendEvent(allowB);
        SessionLog::NetworkTimeline read = SessionLog::NetworkTimeline::ofSession(dir);
        QCOMPARE(SessionLog::denialReason(read.at(t0.addSecs(5)), denied(5)), notListed);
        for (const SessionEvent &e : dir.events())
            read.follow(e);
        QCOMPARE(SessionLog::denialReason(read.at(t0.addSecs(5)), denied(5)), notListed);
        QCOMPARE(SessionLog::denialReason(read.at(t0.addSecs(12)), denied(12)), listed);
    }

    // A folder's rows before its first change are judged by the list that change started from, as
    // GateReconfigure recorded it (allow_before): allowing a host that was listed already with a
    // new one must not unlist it for the time before (undoing the change's hosts did).
    void startListIsTheOneTheFirstChangeRecorded()
    {
        const QDateTime t0 = QDateTime::fromString(QStringLiteral("2026-12-03T10:00:00Z"), Qt::ISODate);
        GateEvent a = GateEvent::parseAll(captured, true).first();
        a.allowed = false;
        a.host = QStringLiteral("a.example");
        a.port = 443;
        a.time = t0.addSecs(5);
        const SessionDir dir = SessionDir::create(QStringLiteral("before"), m_root.filePath(u"sessions"_s));
        QVERIFY(dir.isValid());
        dir.writeFile(QStringLiteral("policy.toml"),
                      PolicyFile::serialize(allowlistPolicy({u"a.example"_s, u"b.example"_s})));
        SessionEvent change;
        change.kind = QStringLiteral("policy");
        change.time = t0.addSecs(10);
        change.data = {{QStringLiteral("action"), QStringLiteral("allow")},
                       {QStringLiteral("hosts"), QJsonArray{u"a.example"_s, u"b.example"_s}},
                       {QStringLiteral("allow"), QJsonArray{u"a.example"_s, u"b.example"_s}},
                       {QStringLiteral("allow_before"), QJsonArray{u"a.example"_s}},
                       {QStringLiteral("ok"), true}};
        dir.appendEvent(change);
        const std::optional<Policy::Network> start = SessionLog::NetworkTimeline::ofSession(dir).at(t0);
        QVERIFY(start.has_value());
        QCOMPARE(start->allow, QStringList{u"a.example"_s});
        QCOMPARE(SessionLog::denialReason(start, a),
                 QStringLiteral("Refused: the name resolves to a local or private address"));
    }

    // podman 4.3's own lines (captured): died with its exit code (137 = SIGKILL, the OOM killer's),
    // oom and stop become rows; create, start, remove do not.
    void containerEventsFromPodman()
    {
        const QByteArray died =
            R"({"ContainerExitCode":137,"ID":"9c19","Image":"localhost/ai-sandbox-base:trixie","Name":"aisb-x-1",)"
            R"("Status":"died","Time":"2026-12-03T14:41:06.412365104Z","Type":"container","Attributes":{}})";
        const auto e = ContainerEvents::parse(died);
        QVERIFY(e.has_value());
        QCOMPARE(e->kind, QStringLiteral("container"));
        QCOMPARE(e->data.value(QStringLiteral("exitCode")).toInt(), 137);
        QVERIFY(e->message.contains(QStringLiteral("out-of-memory")));
        QCOMPARE(e->time,
                 QDateTime::fromString(QStringLiteral("2026-12-03T14:41:06.412Z"), Qt::ISODateWithMs));
        QByteArray oom = died;
        oom.replace("\"died\"", "\"oom\"");
        QVERIFY(ContainerEvents::parse(oom)->message.contains(QStringLiteral("ran out of memory")));
        QByteArray create = died;
        create.replace("\"died\"", "\"create\"");
        QVERIFY(!ContainerEvents::parse(create).has_value());
        QVERIFY(!ContainerEvents::parse("not json").has_value());
        QVERIFY(
            ContainerEvents::args(QStringLiteral("S1")).contains(QStringLiteral("label=io.aisb.session=S1")));
    }

    void applyToAndHash()
    {
        bool changed = false;
        const QStringList start{QStringLiteral("a.example"), QStringLiteral(".b.example")};
        QCOMPARE(LiveAllowlist::applyTo(start, LiveAllowlist::Action::Allow, {QStringLiteral("C.example")},
                                        &changed),
                 (QStringList{u"a.example"_s, u".b.example"_s, u"c.example"_s}));
        QVERIFY(changed);
        // Covered already by ".b.example": nothing to add.
        LiveAllowlist::applyTo(start, LiveAllowlist::Action::Allow, {QStringLiteral("x.b.example")},
                               &changed);
        QVERIFY(!changed);
        QCOMPARE(LiveAllowlist::applyTo(start, LiveAllowlist::Action::Deny, {QStringLiteral("A.EXAMPLE")},
                                        &changed),
                 QStringList{u".b.example"_s});
        QVERIFY(changed);
        LiveAllowlist::applyTo(start, LiveAllowlist::Action::Deny, {QStringLiteral("x.b.example")}, &changed);
        QVERIFY(!changed);
        // Set (the editor's Save): the entries become the list, lower-cased, once each; the same
        // entries in another order or case are no change.
        QCOMPARE(LiveAllowlist::applyTo(start, LiveAllowlist::Action::Set,
                                        {u"C.example"_s, u" a.example"_s, u"c.example"_s, u""_s}, &changed),
                 (QStringList{u"c.example"_s, u"a.example"_s}));
        QVERIFY(changed);
        LiveAllowlist::applyTo(start, LiveAllowlist::Action::Set, {u".B.example"_s, u"a.example"_s},
                               &changed);
        QVERIFY(!changed);
        LiveAllowlist::applyTo(start, LiveAllowlist::Action::Set, {}, &changed);
        QVERIFY(changed);
        // Order and case do not change the hash; content does.
        QCOMPARE(LiveAllowlist::allowlistHash({u"B.example"_s, u"a.example"_s}),
                 LiveAllowlist::allowlistHash({u"a.example"_s, u"b.example"_s}));
        QVERIFY(LiveAllowlist::allowlistHash({u"a.example"_s}) !=
                LiveAllowlist::allowlistHash({u"b.example"_s}));
        QCOMPARE(LiveAllowlist::allowlistHash({}).size(), 64);
    }

    void editRefusesWhatValidationRefuses()
    {
        const QString dir = project(QStringLiteral("refuse"), "[network]\nmode = \"allowlist\"\n");
        const QByteArray before = read(dir + QStringLiteral("/.ai-sandbox.toml"));
        for (const QString &bad :
             {QStringLiteral("not a host!"), QStringLiteral("exa mple.com"), QStringLiteral("-x.example"),
              QStringLiteral(""), QStringLiteral("a..b")}) {
            const LiveAllowlist::FileEdit e = LiveAllowlist::editProjectFile(
                dir, LiveAllowlist::Action::Allow, {bad}, userConfig(), trustDir());
            QVERIFY2(!e.error.isEmpty(), qPrintable(bad));
            QVERIFY(!e.changed);
        }
        QCOMPARE(read(dir + QStringLiteral("/.ai-sandbox.toml")), before);
        // The CLI refuses them too, before touching anything.
        QVERIFY(!parseCli({QStringLiteral("allow")}, dir).error.isEmpty());
        QCOMPARE(parseCli({QStringLiteral("deny"), QStringLiteral("x.example"), QStringLiteral("--session"),
                           QStringLiteral("ID")},
                          dir)
                     .sessionId,
                 QStringLiteral("ID"));
        const CliInvocation logs = parseCli(
            {QStringLiteral("logs"), QStringLiteral("S1"), QStringLiteral("-f"), QStringLiteral("--json"),
             QStringLiteral("--denied"), QStringLiteral("--since"), QStringLiteral("10m")},
            dir);
        QCOMPARE(logs.error, QString());
        QVERIFY(logs.follow && logs.json && logs.deniedOnly);
        QCOMPARE(logs.sessionId, QStringLiteral("S1"));
        QCOMPARE(logs.since, QStringLiteral("10m"));
    }

    // The agent can write the project file: an unapproved change must never be approved by an
    // allowlist edit made on top of it.
    void editRefusesAnUnapprovedFile()
    {
        const QString dir = project(QStringLiteral("tampered"), "[network]\nmode = \"allowlist\"\n");
        const QString file = dir + QStringLiteral("/.ai-sandbox.toml");
        QFile f(file);
        QVERIFY(f.open(QIODevice::Append));
        f.write("[mounts]\nextra = [{ source = \"/\", target = \"/host\", mode = \"rw\" }]\n");
        f.close();
        const LiveAllowlist::FileEdit e = LiveAllowlist::editProjectFile(
            dir, LiveAllowlist::Action::Allow, {QStringLiteral("x.example")}, userConfig(), trustDir());
        QVERIFY(e.error.contains(QStringLiteral("approve it first")));
        QCOMPARE(TrustStore(trustDir()).check(file).status, TrustStore::Status::Changed);
        // A never-approved file likewise.
        const QString fresh = project(QStringLiteral("fresh"), "[network]\nmode = \"allowlist\"\n", false);
        QVERIFY(!LiveAllowlist::editProjectFile(fresh, LiveAllowlist::Action::Allow,
                                                {QStringLiteral("x.example")}, userConfig(), trustDir())
                     .error.isEmpty());
    }

    void editSavesAndApprovesExactlyWhatWasShown()
    {
        // The user file lists a host; the project file sets no allowlist yet: the project's list
        // starts from the user's (it replaces it field-wise).
        QFile u(userConfig());
        QVERIFY(u.open(QIODevice::WriteOnly));
        u.write("[network]\nallow = [\"user.example\"]\n");
        u.close();
        const QString dir = project(QStringLiteral("save"), "[network]\nmode = \"allowlist\"\n");
        const QString file = dir + QStringLiteral("/.ai-sandbox.toml");
        const LiveAllowlist::FileEdit e = LiveAllowlist::editProjectFile(
            dir, LiveAllowlist::Action::Allow, {QStringLiteral("new.example")}, userConfig(), trustDir());
        QVERIFY2(e.changed && e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.allow, (QStringList{u"user.example"_s, u"new.example"_s}));
        QVERIFY(e.diff.contains(QStringLiteral("+allow = [\"user.example\", \"new.example\"]")));
        // Changed on disk meanwhile: nothing is saved.
        QFile f(file);
        QVERIFY(f.open(QIODevice::Append));
        f.write("# meanwhile\n");
        f.close();
        QVERIFY(!LiveAllowlist::saveAndApprove(e, trustDir()).isEmpty());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(e.before);
        f.close();
        QCOMPARE(LiveAllowlist::saveAndApprove(e, trustDir()), QString());
        QCOMPARE(read(file), e.after);
        QCOMPARE(TrustStore(trustDir()).check(file).status, TrustStore::Status::Trusted);
        // Deny takes it out again; denying what is not listed changes nothing.
        const LiveAllowlist::FileEdit d = LiveAllowlist::editProjectFile(
            dir, LiveAllowlist::Action::Deny, {QStringLiteral("new.example")}, userConfig(), trustDir());
        QVERIFY(d.changed);
        QCOMPARE(d.allow, QStringList{u"user.example"_s});
        const LiveAllowlist::FileEdit none = LiveAllowlist::editProjectFile(
            dir, LiveAllowlist::Action::Deny, {QStringLiteral("other.example")}, userConfig(), trustDir());
        QVERIFY(!none.changed && none.error.isEmpty() && !none.notice.isEmpty());
        QVERIFY(u.remove());
    }

    void restartNeededNamesOtherFields()
    {
        Policy a = allowlistPolicy({QStringLiteral("a.example")});
        Policy b = a;
        b.network.allow << QStringLiteral("b.example");
        QVERIFY(LiveAllowlist::restartNeededFields(a, b).isEmpty());
        b.limits.memory = QStringLiteral("1g");
        b.network.mode = NetworkMode::Open;
        QCOMPARE(LiveAllowlist::restartNeededFields(a, b),
                 (QStringList{QStringLiteral("network.mode"), QStringLiteral("limits.memory")}));
    }

    // A running session is found by its folder; a finished one or one without a gate is not.
    void targetAndReconfigureFailure()
    {
        const QString sessions = m_root.filePath(QStringLiteral("sessions"));
        const QString dir = project(QStringLiteral("target"), "[network]\nmode = \"allowlist\"\n");
        const SessionDir s = SessionDir::create(QStringLiteral("target"), sessions);
        QVERIFY(s.isValid());
        auto event = [&](const QString &kind, const QJsonObject &data) {
            SessionEvent e;
            e.time = QDateTime::currentDateTimeUtc();
            e.kind = kind;
            e.message = kind;
            e.data = data;
            s.appendEvent(e);
        };
        event(QStringLiteral("state"), {{u"state"_s, u"preparing"_s},
                                        {u"project"_s, dir},
                                        {u"pid"_s, int(QCoreApplication::applicationPid())}});
        QString err;
        QVERIFY(!LiveAllowlist::findTarget(dir, s.id(), sessions, &err));
        QVERIFY2(err.contains(QStringLiteral("no egress gate")), qPrintable(err));
        event(QStringLiteral("gate"), {{u"port"_s, 1}, {u"container"_s, u"aisb-x-gate"_s}});
        event(QStringLiteral("state"), {{u"state"_s, u"running"_s}});
        QVERIFY(s.writeFile(QStringLiteral("policy.toml"),
                            PolicyFile::serialize(allowlistPolicy({QStringLiteral("a.example")})))
                    .isEmpty());
        QVERIFY(s.writeFile(QStringLiteral("squid.conf"), "old").isEmpty());
        const auto target = LiveAllowlist::findTarget(dir, {}, sessions, &err);
        QVERIFY2(target.has_value(), qPrintable(err));
        QCOMPARE(target->gateContainer, QStringLiteral("aisb-x-gate"));
        QCOMPARE(target->policy.network.allow, QStringList{u"a.example"_s});

        // podman cannot signal the gate: the change is reported and recorded as an error.
        aisb::test::FakePodman fake("echo 'no such container' >&2; exit 125");
        PodmanConnection c;
        c.program = fake.program();
        Podman podman(c);
        GateReconfigure r(&podman);
        QSignalSpy done(&r, &GateReconfigure::finished);
        r.start(*target, LiveAllowlist::Action::Allow, {QStringLiteral("b.example")}, QStringLiteral("t"));
        QVERIFY(done.wait(10000));
        QVERIFY(!done.first().at(0).toString().isEmpty());
        // The squid.conf was rewritten in place with the new list (the gate reads that inode).
        QVERIFY(read(s.filePath(QStringLiteral("squid.conf")))
                    .contains("allowed_hosts dstdomain -n a.example b.example"));
        const QList<SessionEvent> events = s.events();
        QCOMPARE(events.last().kind, QStringLiteral("error"));
        QCOMPARE(events.last().data.value(QStringLiteral("ok")).toBool(), false);
        // The list it started from is recorded: a reader rewinds policy.toml by it.
        QCOMPARE(events.last().data.value(QStringLiteral("allow_before")).toArray(),
                 QJsonArray{u"a.example"_s});

        // A Set (the editor's Save) records what it added and removed; its error names them.
        GateReconfigure set(&podman);
        QSignalSpy setDone(&set, &GateReconfigure::finished);
        set.start(*target, LiveAllowlist::Action::Set, {u"c.example"_s}, u"t"_s);
        QVERIFY(setDone.wait(10000));
        QVERIFY(read(s.filePath(QStringLiteral("squid.conf")))
                    .contains("allowed_hosts dstdomain -n c.example\n"));
        const SessionEvent setEvent = s.events().last();
        QCOMPARE(setEvent.data.value(u"action"_s).toString(), u"set"_s);
        QCOMPARE(setEvent.data.value(u"added"_s).toArray(), QJsonArray{u"c.example"_s});
        QCOMPARE(setEvent.data.value(u"removed"_s).toArray(), QJsonArray{u"a.example"_s});
        QCOMPARE(setEvent.data.value(u"allowlist_sha256"_s).toString(),
                 LiveAllowlist::allowlistHash({u"c.example"_s}));
        QVERIFY2(setEvent.message.contains(u"(set c.example, a.example)"_s), qPrintable(setEvent.message));

        // targetOf: the same target from the folder alone.
        const auto same = LiveAllowlist::targetOf(s, dir, &err);
        QVERIFY(same.has_value());
        QCOMPARE(same->gateContainer, QStringLiteral("aisb-x-gate"));
        QCOMPARE(same->port, quint16(1));

        event(QStringLiteral("state"), {{u"state"_s, u"finished"_s}});
        QVERIFY(!LiveAllowlist::findTarget(dir, {}, sessions, &err));
        QVERIFY(!LiveAllowlist::findTarget(dir, s.id(), sessions, &err));
        QVERIFY(err.contains(QStringLiteral("not running")));
    }
};

QTEST_GUILESS_MAIN(TestLiveAllowlist)
#include "tst_liveallowlist.moc"
