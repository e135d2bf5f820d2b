// SPDX-License-Identifier: GPL-3.0-or-later
// The cleanup plan from fixture snapshots (what goes, what stays and why; the in-use rule),
// the inventory's classification, the cleaner's argv and per-item results, doctor's parsers,
// gate records.
#include "engine/resourcenames.h"
#include "fakepodman.h"
#include "maintenance/cleaner.h"
#include "maintenance/cleanupplan.h"
#include "maintenance/desktoplauncher.h"
#include "maintenance/doctor.h"
#include "maintenance/gaterecord.h"
#include "maintenance/inventory.h"
#include "maintenance/localstate.h"
#include "maintenance/spaceusage.h"
#include "testhome.h"
#include "util/paths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace aisb;
using Kind = CleanupPlan::Kind;

namespace {

const QDateTime kNow = QDateTime(QDate(2026, 12, 2), QTime(12, 0), QTimeZone::utc());

// A snapshot from compact text, one resource per line:
//   C <name> state=<s> kind=<k> session=<id> project=<slug> image=<id> ref=<tag> age=<s> warm unmanaged
//   I <tag[,tag]|-> id=<id> size=<bytes> age=<s> managed containers=<n>
//   V <name> kind=<k> project=<slug> inuse unmanaged
InventorySnapshot fixture(const char *text)
{
    QList<ContainerInfo> containers;
    QList<ImageInfo> images;
    QList<VolumeInfo> volumes;
    const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &raw : lines) {
        const QStringList t = raw.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (t.size() < 2)
            continue;
        QMap<QString, QString> kv;
        QSet<QString> flags;
        for (const QString &tok : t.mid(2)) {
            const qsizetype eq = tok.indexOf(QLatin1Char('='));
            if (eq < 0)
                flags.insert(tok);
            else
                kv.insert(tok.left(eq), tok.mid(eq + 1));
        }
        auto labels = [&](bool managedByDefault) {
            QMap<QString, QString> l;
            if (managedByDefault ? !flags.contains(QStringLiteral("unmanaged"))
                                 : flags.contains(QStringLiteral("managed")))
                l.insert(QStringLiteral("io.aisb.managed"), QStringLiteral("1"));
            for (const char *k : {"kind", "session", "project"})
                if (kv.contains(QLatin1String(k)))
                    l.insert(QStringLiteral("io.aisb.") + QLatin1String(k), kv.value(QLatin1String(k)));
            if (flags.contains(QStringLiteral("warm")))
                l.insert(QStringLiteral("io.aisb.warm"), QStringLiteral("1"));
            return l;
        };
        const QDateTime created =
            kNow.addSecs(-kv.value(QStringLiteral("age"), QStringLiteral("3600")).toLongLong());
        if (t[0] == QLatin1String("C")) {
            ContainerInfo c;
            c.id = QStringLiteral("cid-") + t[1] + QStringLiteral("-0123456789");
            c.names = {t[1]};
            c.state = kv.value(QStringLiteral("state"), QStringLiteral("running"));
            c.imageId = kv.value(QStringLiteral("image"));
            c.image = kv.value(QStringLiteral("ref"));
            c.labels = labels(true);
            c.createdAt = created;
            containers.append(c);
        } else if (t[0] == QLatin1String("I")) {
            ImageInfo i;
            if (t[1] != QLatin1String("-"))
                i.tags = t[1].split(QLatin1Char(','));
            i.id = kv.value(QStringLiteral("id"));
            i.size = kv.value(QStringLiteral("size"), QStringLiteral("1000")).toLongLong();
            i.created = created;
            i.containers = kv.value(QStringLiteral("containers"), QStringLiteral("0")).toInt();
            i.labels = labels(false);
            images.append(i);
        } else if (t[0] == QLatin1String("V")) {
            VolumeInfo v;
            v.name = t[1];
            v.labels = labels(true);
            v.inUse = flags.contains(QStringLiteral("inuse"));
            volumes.append(v);
        }
    }
    LocalState known; // read, and no project is known
    known.read = true;
    return Inventory::assemble(containers, images, volumes, kNow, {}, known);
}

KnownProject project(const QString &dir, const QString &tag)
{
    KnownProject p;
    p.dir = QDir::cleanPath(dir);
    p.slug = projectSlug(p.dir);
    p.exists = QFileInfo(p.dir).isDir();
    if (!tag.isEmpty()) {
        p.imageTags << tag;
        p.gateTags << QStringLiteral("localhost/ai-sandbox-gate:g-now");
    }
    return p;
}

SessionFolder session(const QString &dir, const QString &image, qint64 endedAgo)
{
    static int n = 0;
    SessionFolder f;
    f.id = QStringLiteral("20261201-000000-%1").arg(++n, 6, 10, QLatin1Char('0'));
    f.path = QStringLiteral("/nonexistent/") + f.id;
    f.projectDir = QDir::cleanPath(dir);
    f.slug = projectSlug(f.projectDir);
    f.state = QStringLiteral("finished");
    f.image = image;
    f.ended = kNow.addSecs(-endedAgo);
    f.started = f.ended.addSecs(-60);
    return f;
}

LocalState localState(const QList<KnownProject> &projects, const QList<SessionFolder> &sessions)
{
    LocalState l;
    l.read = true;
    l.projects = projects;
    l.sessions = sessions;
    return l;
}

CleanupPlan::Options opts(bool all = false, const QString &project = {})
{
    CleanupPlan::Options o;
    o.all = all;
    o.project = project;
    return o;
}

// Why the plan removes `name` (the id, never the translated sentence); None when it does not.
CleanupPlan::Reason reasonOf(const CleanupPlan &plan, const QString &name)
{
    for (const auto &i : plan.items)
        if (i.name == name)
            return i.reasonId;
    return CleanupPlan::Reason::None;
}
// The item's sentence is the one its reason and these arguments make.
bool saysWhy(const CleanupPlan::Item *i, CleanupPlan::Reason why, const QStringList &args = {})
{
    return i && i->reasonId == why && i->reason.startsWith(CleanupPlan::reasonText(why, args));
}

} // namespace

namespace {
// A plan item with the fields the cleaner needs (the rest default).
aisb::CleanupPlan::Item planItem(aisb::CleanupPlan::Kind kind, const QString &id, const QString &name,
                                 const QStringList &refs, qint64 size)
{
    aisb::CleanupPlan::Item item;
    item.kind = kind;
    item.id = id;
    item.name = name;
    item.refs = refs;
    item.size = size;
    return item;
}
} // namespace

class TestMaintenance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void assembleClassifies()
    {
        const auto s = fixture(R"(
C aisb-p1-s1 state=running kind=sandbox session=s1 project=p1
C aisb-p1-s1-gate state=running kind=gate session=s1 project=p1
C handmade state=exited kind=image
C someone-else state=exited unmanaged
C aisb-warm-p1 state=running kind=sandbox session=w1 project=p1 warm
I localhost/ai-sandbox:aaa id=aaa000000000000 managed
I docker.io/library/debian:12 id=ddd000000000000
I - id=eee000000000000 managed
I - id=fff000000000000
I localhost/ai-sandbox-base:trixie id=bbb000000000000
V aisb-home-p1 kind=home project=p1
V stranger unmanaged
)");
        // A container that only inherited io.aisb.managed from its image is not ours.
        QCOMPARE(s.containers.size(), 3);
        QCOMPARE(s.others.size(), 2);
        QCOMPARE(s.images.size(), 3); // sandbox image, managed dangling layer, base
        QCOMPARE(s.volumes.size(), 1);
        QCOMPARE(s.runningSessions, (QSet<QString>{QStringLiteral("s1"), QStringLiteral("w1")}));
        QCOMPARE(s.warmSandboxes, 1);
        QCOMPARE(s.runningContainers, 3);
        QCOMPARE(s.imageBytes, qint64(3000));
    }

    void repositoryOfTags()
    {
        QCOMPARE(InventorySnapshot::repository(QStringLiteral("localhost/ai-sandbox:abc")),
                 QStringLiteral("localhost/ai-sandbox"));
        QCOMPARE(InventorySnapshot::repository(QStringLiteral("registry:5000/x/y")),
                 QStringLiteral("registry:5000/x/y"));
        QCOMPARE(InventorySnapshot::repository(QStringLiteral("registry:5000/x/y:1")),
                 QStringLiteral("registry:5000/x/y"));
        QCOMPARE(InventorySnapshot::repository(QStringLiteral("a/b@sha256:00")), QStringLiteral("a/b"));
    }

    void exitedSandboxesGoRunningOnesStay()
    {
        const auto plan = CleanupPlan::make(fixture(R"(
C aisb-p1-old state=exited kind=sandbox session=s0 project=p1
C aisb-p1-created state=created kind=sandbox session=s2 project=p1 age=600
C aisb-p1-now state=running kind=sandbox session=s1 project=p1
C aisb-p1-paused state=paused kind=sandbox session=s3 project=p1
)"),
                                            opts());
        QCOMPARE(plan.items.size(), 2);
        QCOMPARE(reasonOf(plan, QStringLiteral("aisb-p1-old")), CleanupPlan::Reason::SandboxExited);
        QCOMPARE(reasonOf(plan, QStringLiteral("aisb-p1-created")), CleanupPlan::Reason::SandboxNotRunning);
        QVERIFY(saysWhy(plan.resource(QStringLiteral("aisb-p1-created")),
                        CleanupPlan::Reason::SandboxNotRunning, {QStringLiteral("created")}));
        QVERIFY(!plan.contains(QStringLiteral("aisb-p1-now")));
        QVERIFY(!plan.contains(QStringLiteral("aisb-p1-paused")));
        QVERIFY(plan.items.first().kind == Kind::Container);
        QCOMPARE(plan.items.first().refs.first(), QStringLiteral("cid-aisb-p1-old-0123456789"));
    }

    void aSandboxJustCreatedMayBeStarting()
    {
        const auto plan = CleanupPlan::make(fixture(R"(
C aisb-p1-s5 state=created kind=sandbox session=s5 project=p1 age=5
C aisb-p1-s5-gate state=running kind=gate session=s5 project=p1 age=6
)"),
                                            opts());
        QVERIFY(plan.isEmpty());
    }

    void staleGates()
    {
        const auto plan = CleanupPlan::make(fixture(R"(
C aisb-p1-s1 state=running kind=sandbox session=s1 project=p1
C aisb-p1-s1-gate state=running kind=gate session=s1 project=p1
C aisb-p1-s2-gate state=running kind=gate session=s2 project=p1
C aisb-p1-s3 state=exited kind=sandbox session=s3 project=p1
C aisb-p1-s3-gate state=running kind=gate session=s3 project=p1
C aisb-p1-s4-gate state=exited kind=gate session=s4 project=p1
C aisb-p1-s5-gate state=running kind=gate session=s5 project=p1 age=10
C aisb-p1-s6-gate state=running kind=gate project=p1
)"),
                                            opts());
        QVERIFY(!plan.contains(QStringLiteral("aisb-p1-s1-gate"))); // its sandbox runs
        QCOMPARE(reasonOf(plan, QStringLiteral("aisb-p1-s2-gate")), CleanupPlan::Reason::GateSessionEnded);
        QCOMPARE(reasonOf(plan, QStringLiteral("aisb-p1-s3-gate")), CleanupPlan::Reason::GateSessionEnded);
        QCOMPARE(reasonOf(plan, QStringLiteral("aisb-p1-s3")), CleanupPlan::Reason::SandboxExited);
        QCOMPARE(reasonOf(plan, QStringLiteral("aisb-p1-s4-gate")), CleanupPlan::Reason::GateNotRunning);
        QVERIFY(!plan.contains(QStringLiteral("aisb-p1-s5-gate"))); // may be starting
        QVERIFY(plan.kept.join(QLatin1Char('\n')).contains(QLatin1String("aisb-p1-s5-gate")));
        QCOMPARE(reasonOf(plan, QStringLiteral("aisb-p1-s6-gate")), CleanupPlan::Reason::GateSessionEnded);
        QCOMPARE(plan.items.size(), 5);

        CleanupPlan::Options noGrace = opts();
        noGrace.graceSeconds = 0;
        const auto plan2 = CleanupPlan::make(
            fixture("C aisb-p1-s5-gate state=running kind=gate session=s5 age=10"), noGrace);
        QVERIFY(plan2.contains(QStringLiteral("aisb-p1-s5-gate")));
    }

    void warmSandboxesOnlyWithAll()
    {
        const char *text = R"(
C aisb-warm-p1 state=running kind=sandbox session=w1 project=p1 warm
C aisb-warm-p1-gate state=running kind=gate session=w1 project=p1
C aisb-warm-p2 state=exited kind=sandbox session=w2 project=p2 warm
)";
        const auto plan = CleanupPlan::make(fixture(text), opts());
        QCOMPARE(plan.items.size(), 1);
        QCOMPARE(reasonOf(plan, QStringLiteral("aisb-warm-p2")), CleanupPlan::Reason::SandboxExited);
        const auto all = CleanupPlan::make(fixture(text), opts(true));
        QCOMPARE(reasonOf(all, QStringLiteral("aisb-warm-p1")), CleanupPlan::Reason::WarmSandbox);
        // Its gate serves nothing once the warm sandbox goes.
        QCOMPARE(reasonOf(all, QStringLiteral("aisb-warm-p1-gate")), CleanupPlan::Reason::GateSessionEnded);
        QCOMPARE(all.items.size(), 3);
    }

    void namedGatesOnlyWithAll()
    {
        const char *text = "C aisb-gate-work state=running kind=gate session=g1 project=p1";
        const auto plan = CleanupPlan::make(fixture(text), opts());
        QVERIFY(plan.isEmpty());
        QVERIFY(plan.kept.join(QLatin1Char('\n')).contains(QLatin1String("aisb-gate-work")));
        QVERIFY(CleanupPlan::make(fixture(text), opts(true)).contains(QStringLiteral("aisb-gate-work")));
        // A session gate of a project folder called "gate" is not a named gate.
        const auto s = fixture("C aisb-gate-1234abcd-s9-gate state=running kind=gate session=s9");
        QVERIFY(!InventorySnapshot::isNamedGate(s.containers.first()));
    }

    void neverUnmanagedContainers()
    {
        const auto plan = CleanupPlan::make(fixture(R"(
C mine-by-hand state=exited kind=image
C plain state=exited unmanaged
C labelled-but-not-kind state=exited
)"),
                                            opts(true));
        QVERIFY(plan.isEmpty());
    }

    void imagesInUseAreNeverRemoved()
    {
        const auto s = fixture(R"(
C aisb-p1-s1 state=running kind=sandbox session=s1 project=p1 image=aaa111111111111111
C aisb-p1-s0 state=exited kind=sandbox session=s0 project=p1 image=bbb222222222222222
C by-hand state=exited unmanaged ref=localhost/ai-sandbox:ccc
C stopped-other state=exited unmanaged image=eee555555555
I localhost/ai-sandbox:aaa id=aaa111111111111111 age=100 managed containers=1
I localhost/ai-sandbox:bbb id=bbb222222222222222 age=200 managed containers=1 size=5000
I localhost/ai-sandbox:ccc id=ccc333333333333333 age=300 managed containers=1
I localhost/ai-sandbox:ddd id=ddd444444444444444 age=400 managed containers=2
I localhost/ai-sandbox-gate:g1 id=eee555555555555555 age=500 managed containers=1
)");
        for (bool all : {false, true}) {
            const auto plan = CleanupPlan::make(s, opts(all));
            QVERIFY(!plan.contains(QStringLiteral("localhost/ai-sandbox:aaa"))); // running sandbox
            QVERIFY(!plan.contains(QStringLiteral("localhost/ai-sandbox:ccc"))); // a stopped container by tag
            QVERIFY(!plan.contains(
                QStringLiteral("localhost/ai-sandbox:ddd"))); // podman counts users we did not see
            QVERIFY(!plan.contains(QStringLiteral("localhost/ai-sandbox-gate:g1"))); // short id match
            // Only the exited sandbox's container used it, and that container goes first.
            QCOMPARE(reasonOf(plan, QStringLiteral("localhost/ai-sandbox:bbb")),
                     CleanupPlan::Reason::NotRendered);
            QCOMPARE(plan.itemsOf(Kind::Image).size(), 1);
            QCOMPARE(plan.itemsOf(Kind::Image).first().size, qint64(5000));
        }
    }

    void imagesAreStaleByKnownProjectsNotByAge()
    {
        // Two projects' current images (one older than everything else), a superseded one, one
        // of a deleted project, one nobody knows, the gate images; the base and foreign ones.
        const char *text = R"(
I localhost/ai-sandbox:cur-a id=a10000000000000 age=900 managed
I localhost/ai-sandbox:cur-b id=a20000000000000 age=10 managed
I localhost/ai-sandbox:old-a id=a30000000000000 age=20 managed
I localhost/ai-sandbox:gone-c id=a40000000000000 age=30 managed
I localhost/ai-sandbox:who id=a50000000000000 age=40 managed
I localhost/ai-sandbox-gate:g-now id=b10000000000000 age=500 managed
I localhost/ai-sandbox-gate:g-old id=b20000000000000 age=5 managed
I localhost/ai-sandbox-base:trixie id=c10000000000000 age=99
I docker.io/other:1 id=d10000000000000 age=99 managed
I - id=e10000000000000 age=5 managed size=77
I - id=f10000000000000 age=5
)";
        InventorySnapshot s = fixture(text);
        QTemporaryDir root;
        const QString a = root.filePath(QStringLiteral("a"));
        const QString b = root.filePath(QStringLiteral("b"));
        const QString c = root.filePath(QStringLiteral("c")); // never created: its folder is gone
        QDir().mkpath(a);
        QDir().mkpath(b);
        s.local = localState({project(a, QStringLiteral("localhost/ai-sandbox:cur-a")),
                              project(b, QStringLiteral("localhost/ai-sandbox:cur-b")), project(c, {})},
                             {session(a, QStringLiteral("localhost/ai-sandbox:old-a"), 3600),
                              session(c, QStringLiteral("localhost/ai-sandbox:gone-c"), 3600)});
        const auto plan = CleanupPlan::make(s, opts());
        QStringList names;
        for (const auto &i : plan.itemsOf(Kind::Image))
            names << i.name;
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("e10000000000"),
                                     QStringLiteral("localhost/ai-sandbox-gate:g-old"),
                                     QStringLiteral("localhost/ai-sandbox:gone-c"),
                                     QStringLiteral("localhost/ai-sandbox:old-a"),
                                     QStringLiteral("localhost/ai-sandbox:who")}));
        QCOMPARE(reasonOf(plan, QStringLiteral("e10000000000")), CleanupPlan::Reason::DanglingLayer);
        QVERIFY(saysWhy(plan.resource(QStringLiteral("localhost/ai-sandbox:old-a")),
                        CleanupPlan::Reason::Superseded, {QStringLiteral("localhost/ai-sandbox:cur-a")}));
        QCOMPARE(reasonOf(plan, QStringLiteral("localhost/ai-sandbox:gone-c")),
                 CleanupPlan::Reason::ProjectFolderGone);
        QCOMPARE(reasonOf(plan, QStringLiteral("localhost/ai-sandbox:who")),
                 CleanupPlan::Reason::NotRendered);
        QVERIFY(saysWhy(plan.resource(QStringLiteral("localhost/ai-sandbox-gate:g-old")),
                        CleanupPlan::Reason::Superseded,
                        {QStringLiteral("localhost/ai-sandbox-gate:g-now")}));
        // Each project's current image stays, however old; the page says whose it is.
        const auto *curA = plan.resource(QStringLiteral("localhost/ai-sandbox:cur-a"));
        QVERIFY(curA && !curA->stale && curA->inUse);
        QCOMPARE(curA->projectDir, QDir::cleanPath(a));
        QVERIFY(saysWhy(curA, CleanupPlan::Reason::CurrentImage, {QStringLiteral("a")}));
        QCOMPARE(curA->removedBy, QStringLiteral("--all"));
        QVERIFY(plan.resource(QStringLiteral("localhost/ai-sandbox-base:trixie")));
        QVERIFY(!plan.resource(QStringLiteral("docker.io/other:1")));

        const auto all = CleanupPlan::make(s, opts(true));
        QCOMPARE(all.itemsOf(Kind::Image).size(), 8); // + both current ones and the current gate
        QVERIFY(!all.contains(QStringLiteral("localhost/ai-sandbox-base:trixie")));
        QVERIFY(!all.contains(QStringLiteral("docker.io/other:1")));
        QVERIFY(!all.contains(QStringLiteral("f10000000000")));
        // A dangling image is removed by id, a tagged one by its tags.
        for (const auto &i : all.items)
            QCOMPARE(i.refs, i.name.startsWith(QLatin1String("localhost/")) ? QStringList{i.name}
                                                                            : QStringList{i.id});

        // --older-than: only what is at least that old.
        CleanupPlan::Options older = opts();
        older.olderThanSeconds = 25;
        names.clear();
        for (const auto &i : CleanupPlan::make(s, older).itemsOf(Kind::Image))
            names << i.name;
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("localhost/ai-sandbox:gone-c"),
                                     QStringLiteral("localhost/ai-sandbox:who")}));

        // Without the known projects, no tagged image is judged (it could be someone's current one).
        s.local = {};
        for (const auto &i : CleanupPlan::make(s, opts()).items)
            QVERIFY2(i.name == QLatin1String("e10000000000"), qPrintable(i.name));
    }

    void realPoliciesRenderTheCurrentTags()
    {
        QTemporaryDir root;
        const QString dir = root.filePath(QStringLiteral("proj"));
        QDir().mkpath(dir);
        const KnownProject p = LocalState::describe(dir);
        QVERIFY(p.exists);
        QCOMPARE(p.slug, projectSlug(dir));
        QVERIFY(!p.imageTags.isEmpty());
        QVERIFY(p.imageTags.first().startsWith(QLatin1String("localhost/ai-sandbox:")));
        QVERIFY(p.gateTags.first().startsWith(QLatin1String("localhost/ai-sandbox-gate:")));
        QVERIFY(!LocalState::describe(root.filePath(QStringLiteral("gone"))).exists);
    }

    void homeVolumesByProject()
    {
        const char *text = R"(
V aisb-home-gone kind=home project=gone-1
V aisb-home-idle kind=home project=idle-1
V aisb-home-busy kind=home project=busy-1
V aisb-home-used kind=home project=busy-1 inuse
V aisb-home-nobody kind=home project=nobody-1
)";
        InventorySnapshot s = fixture(text);
        QTemporaryDir root;
        QDir().mkpath(root.filePath(QStringLiteral("idle")));
        QDir().mkpath(root.filePath(QStringLiteral("busy")));
        KnownProject gone = project(root.filePath(QStringLiteral("gone")), {});
        gone.slug = QStringLiteral("gone-1");
        KnownProject idle = project(root.filePath(QStringLiteral("idle")), {});
        idle.slug = QStringLiteral("idle-1");
        idle.lastUsed = kNow.addDays(-40);
        KnownProject busy = project(root.filePath(QStringLiteral("busy")), {});
        busy.slug = QStringLiteral("busy-1");
        busy.lastUsed = kNow.addDays(-2);
        s.local = localState({gone, idle, busy}, {});

        // By default home volumes are only offered (the page shows why), never removed.
        const auto plan = CleanupPlan::make(s, opts());
        QVERIFY(plan.itemsOf(Kind::Volume).isEmpty());
        QVERIFY(plan.resource(QStringLiteral("aisb-home-gone"))->stale);
        QVERIFY(
            saysWhy(plan.resource(QStringLiteral("aisb-home-gone")), CleanupPlan::Reason::ProjectFolderGone));
        QCOMPARE(plan.resource(QStringLiteral("aisb-home-gone"))->removedBy, QStringLiteral("--volumes"));
        QVERIFY(saysWhy(plan.resource(QStringLiteral("aisb-home-idle")), CleanupPlan::Reason::ProjectUnused,
                        {CleanupPlan::formatAge(40 * 86400)}));
        QVERIFY(!plan.resource(QStringLiteral("aisb-home-busy"))->stale);

        // --volumes: the stale ones; never one in use.
        CleanupPlan::Options vol = opts();
        vol.volumes = true;
        QStringList names;
        for (const auto &i : CleanupPlan::make(s, vol).items)
            names << i.name;
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("aisb-home-gone"), QStringLiteral("aisb-home-idle"),
                                     QStringLiteral("aisb-home-nobody")}));
        // --volumes=GLOB: every unused home volume of the matching projects.
        vol.volumeGlob = QStringLiteral("busy-*");
        names.clear();
        for (const auto &i : CleanupPlan::make(s, vol).items)
            names << i.name;
        QCOMPARE(names, QStringList{QStringLiteral("aisb-home-busy")});
    }

    void sessionFoldersAreReapedWhenFinishedAndOld()
    {
        InventorySnapshot s = fixture("");
        SessionFolder old = session(QStringLiteral("/p/x"), {}, 40 * 86400);
        old.id = QStringLiteral("old");
        SessionFolder recent = session(QStringLiteral("/p/x"), {}, 3600);
        recent.id = QStringLiteral("recent");
        SessionFolder running = session(QStringLiteral("/p/x"), {}, 90 * 86400);
        running.id = QStringLiteral("running");
        running.open = true;
        s.local = localState({}, {old, recent, running});
        auto plan = CleanupPlan::make(s, opts());
        QCOMPARE(plan.itemsOf(Kind::SessionFolder).size(), 1);
        QVERIFY(plan.contains(QStringLiteral("old")));
        QVERIFY(saysWhy(plan.resource(QStringLiteral("old")), CleanupPlan::Reason::SessionEnded,
                        {CleanupPlan::formatAge(40 * 86400)}));
        QVERIFY(plan.resource(QStringLiteral("running"))->running);
        CleanupPlan::Options o = opts();
        o.olderThanSeconds = 60;
        plan = CleanupPlan::make(s, o);
        QCOMPARE(plan.itemsOf(Kind::SessionFolder).size(), 2); // never the running one
        QVERIFY(!plan.contains(QStringLiteral("running")));
    }

    void scopeLabelLimitsWhatIsConsidered()
    {
        const char *text = R"(
C aisb-p1-mine state=exited kind=sandbox session=s0 project=p1
C aisb-p1-other state=exited kind=sandbox session=s1 project=p1
V aisb-cache-mine kind=cache project=p1
V aisb-cache-other kind=cache project=p1
)";
        InventorySnapshot s = fixture(text);
        s.containers[0].labels.insert(QStringLiteral("io.aisb.test"), QStringLiteral("run1"));
        s.volumes[0].labels.insert(QStringLiteral("io.aisb.test"), QStringLiteral("run1"));
        CleanupPlan::Options o = opts();
        o.scopeLabel = QStringLiteral("io.aisb.test=run1");
        const auto plan = CleanupPlan::make(s, o);
        QStringList names;
        for (const auto &i : plan.resources)
            names << i.name;
        QCOMPARE(names, (QStringList{QStringLiteral("aisb-p1-mine"), QStringLiteral("aisb-cache-mine")}));
    }

    void projectDataPlan()
    {
        const char *text = R"(
C aisb-p-s0 state=exited kind=sandbox session=s0 project=SLUG
C aisb-p-s1 state=running kind=sandbox session=s1 project=SLUG
V aisb-home-p kind=home project=SLUG
I localhost/ai-sandbox:mine id=a10000000000000 managed
I localhost/ai-sandbox:shared id=a20000000000000 managed
I localhost/ai-sandbox:other id=a30000000000000 managed
)";
        QTemporaryDir root;
        const QString dir = root.filePath(QStringLiteral("p"));
        const QString other = root.filePath(QStringLiteral("q"));
        QDir().mkpath(dir);
        QDir().mkpath(other);
        const QString slug = projectSlug(dir);
        InventorySnapshot s =
            fixture(QString::fromLatin1(text).replace(QLatin1String("SLUG"), slug).toUtf8().constData());
        KnownProject p = project(dir, QStringLiteral("localhost/ai-sandbox:mine"));
        p.imageTags << QStringLiteral("localhost/ai-sandbox:shared");
        s.local = localState({p, project(other, QStringLiteral("localhost/ai-sandbox:shared"))},
                             {session(dir, QStringLiteral("localhost/ai-sandbox:mine"), 60)});
        const auto plan = CleanupPlan::forProject(s, dir, opts());
        QStringList names;
        for (const auto &i : plan.items)
            names << i.name;
        names.sort();
        QStringList expected{QStringLiteral("aisb-p-s0"), QStringLiteral("aisb-home-p"),
                             QStringLiteral("localhost/ai-sandbox:mine"), s.local.sessions.first().id};
        expected.sort();
        QCOMPARE(names, expected);
        QVERIFY(plan.resource(QStringLiteral("aisb-p-s1"))->running); // listed, never chosen by itself
        QVERIFY(!plan.contains(QStringLiteral("localhost/ai-sandbox:shared")));
        QVERIFY(!plan.contains(QStringLiteral("localhost/ai-sandbox:other")));
    }

    void planAsJson()
    {
        const auto plan = CleanupPlan::make(
            fixture("C aisb-p1-old state=exited kind=sandbox session=s0 project=p1\n"), opts());
        const QJsonObject o = plan.toJson();
        QCOMPARE(o.value(QStringLiteral("remove")).toArray().size(), 1);
        const QJsonObject item = o.value(QStringLiteral("remove")).toArray().first().toObject();
        QCOMPARE(item.value(QStringLiteral("kind")).toString(), QStringLiteral("container"));
        QCOMPARE(item.value(QStringLiteral("name")).toString(), QStringLiteral("aisb-p1-old"));
        QCOMPARE(item.value(QStringLiteral("reason_id")).toString(), QStringLiteral("sandbox-exited"));
        QCOMPARE(item.value(QStringLiteral("project")).toString(), QStringLiteral("p1"));
        QVERIFY(item.value(QStringLiteral("stale")).toBool());
    }

    void cleanerRemovesSessionFoldersAndLaunchersOnly()
    {
        QTemporaryDir root;
        const QString folder = root.filePath(QStringLiteral("20261202-120000-abcdef"));
        QDir().mkpath(folder + QStringLiteral("/gate"));
        QFile(folder + QStringLiteral("/gate/access.log")).open(QIODevice::WriteOnly);
        CleanupPlan::Item item;
        item.kind = Kind::SessionFolder;
        item.id = QStringLiteral("20261202-120000-abcdef");
        item.refs = {folder};
        QVERIFY(Cleaner::removeLocal(item).isEmpty());
        QVERIFY(!QFileInfo::exists(folder));
        // A path that is not the session's own folder is refused.
        item.refs = {root.path()};
        QVERIFY(!Cleaner::removeLocal(item).isEmpty());
        QVERIFY(QFileInfo::exists(root.path()));
        CleanupPlan::Item launcher;
        launcher.kind = Kind::Launcher;
        launcher.refs = {root.filePath(QStringLiteral("x.txt"))};
        QFile(launcher.refs.first()).open(QIODevice::WriteOnly);
        QVERIFY(!Cleaner::removeLocal(launcher).isEmpty());
        QVERIFY(QFileInfo::exists(launcher.refs.first()));
    }

    void staleLaunchersArePlannedAndRemoved()
    {
        QTemporaryDir root;
        test::useThrowAwayUserDirs(root);
        qputenv("XDG_DATA_HOME", root.filePath(QStringLiteral("data")).toUtf8());
        const QString gone = root.filePath(QStringLiteral("projects/gone"));
        const QString live = root.filePath(QStringLiteral("projects/live"));
        QVERIFY(QDir().mkpath(gone));
        QVERIFY(QDir().mkpath(live));
        QCOMPARE(DesktopLauncher::create(gone, QStringLiteral("/usr/bin/ai-sandbox-gui")), QString());
        QCOMPARE(DesktopLauncher::create(live, QStringLiteral("/usr/bin/ai-sandbox-gui")), QString());
        QVERIFY(QDir(gone).removeRecursively());
        // Named like ours but not written by ai-sandbox (no X-AiSandbox-Project): never offered,
        // and refused even when a plan names it.
        const QString foreign =
            DesktopLauncher::applicationsDir() + QStringLiteral("/ai-sandbox-foreign.desktop");
        {
            QFile f(foreign);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Desktop Entry]\nType=Application\nName=Foreign\nExec=/bin/true\n");
        }
        QTemporaryDir sessions;
        InventorySnapshot s = fixture("");
        s.local = LocalState::gather({}, sessions.path());
        QCOMPARE(s.local.launchers.size(), 1);
        const auto plan = CleanupPlan::make(s, opts());
        const QList<CleanupPlan::Item> items = plan.itemsOf(Kind::Launcher);
        QCOMPARE(items.size(), 1);
        QCOMPARE(items.first().refs, QStringList{DesktopLauncher::pathFor(gone)});
        QCOMPARE(items.first().projectDir, gone);
        QCOMPARE(items.first().reasonId, CleanupPlan::Reason::ProjectFolderGone);
        QCOMPARE(items.first().size, QFileInfo(DesktopLauncher::pathFor(gone)).size());
        QCOMPARE(CleanupPlan::make(s, opts(false, projectSlug(live))).itemsOf(Kind::Launcher).size(), 0);
        QCOMPARE(Cleaner::removeLocal(items.first()), QString());
        QVERIFY(!QFileInfo::exists(DesktopLauncher::pathFor(gone)));
        QVERIFY(QFileInfo::exists(DesktopLauncher::pathFor(live)));
        CleanupPlan::Item forged = items.first();
        forged.refs = {foreign};
        QVERIFY(!Cleaner::removeLocal(forged).isEmpty());
        QVERIFY(QFileInfo::exists(foreign));
        // A link named like ours to a file elsewhere: the link is not ours either.
        const QString link = DesktopLauncher::applicationsDir() + QStringLiteral("/ai-sandbox-link.desktop");
        QVERIFY(QFile::link(DesktopLauncher::pathFor(live), link));
        forged.refs = {link};
        QVERIFY(!Cleaner::removeLocal(forged).isEmpty());
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(QFileInfo::exists(DesktopLauncher::pathFor(live)));
        qunsetenv("XDG_DATA_HOME");
        qunsetenv("XDG_STATE_HOME");
        qunsetenv("XDG_CONFIG_HOME");
    }

    void reasonIdsAreStableKebabCaseAndUnique()
    {
        QSet<QString> seen;
        const QRegularExpression kebab(QStringLiteral("^[a-z]+(-[a-z]+)*$"));
        for (CleanupPlan::Reason r : CleanupPlan::allReasons()) {
            const QString key = CleanupPlan::reasonKey(r);
            if (r == CleanupPlan::Reason::None) {
                QVERIFY(key.isEmpty());
                QVERIFY(CleanupPlan::reasonText(r).isEmpty());
                continue;
            }
            QVERIFY2(kebab.match(key).hasMatch(), qPrintable(key));
            QVERIFY2(!seen.contains(key), qPrintable(key));
            seen.insert(key);
            // Every reason has a sentence, its arguments filled (no %1 left).
            const QString text = CleanupPlan::reasonText(r, {QStringLiteral("x"), QStringLiteral("y")});
            QVERIFY2(!text.isEmpty() && !text.contains(QLatin1Char('%')),
                     qPrintable(key + QLatin1Char(' ') + text));
        }
        QCOMPARE(CleanupPlan::reasonKey(CleanupPlan::Reason::ProjectFolderGone),
                 QStringLiteral("project-folder-gone"));
        QCOMPARE(CleanupPlan::reasonKey(CleanupPlan::Reason::Superseded), QStringLiteral("superseded"));
        // JSON carries the id next to the sentence, and the option that would remove a kept item.
        CleanupPlan::Item i;
        i.setReason(CleanupPlan::Reason::NoKnownProject);
        i.removedBy = QStringLiteral("--volumes");
        const QJsonObject o = i.toJson();
        QCOMPARE(o.value(QStringLiteral("reason_id")).toString(), QStringLiteral("no-known-project"));
        QCOMPARE(o.value(QStringLiteral("reason")).toString(), CleanupPlan::reasonText(i.reasonId));
        QCOMPARE(o.value(QStringLiteral("removed_by")).toString(), QStringLiteral("--volumes"));
    }

    void volumes()
    {
        const char *text = R"(
V aisb-home-p1 kind=home project=p1
V aisb-home-p2 kind=home project=p2 inuse
V aisb-cache-p1 kind=cache project=p1
V aisb-used-p1 kind=cache project=p1 inuse
V foreign unmanaged
)";
        const auto plan = CleanupPlan::make(fixture(text), opts());
        QCOMPARE(plan.items.size(), 1);
        QCOMPARE(reasonOf(plan, QStringLiteral("aisb-cache-p1")), CleanupPlan::Reason::VolumeUnused);
        const auto all = CleanupPlan::make(fixture(text), opts(true));
        QCOMPARE(all.items.size(), 2);
        QCOMPARE(reasonOf(all, QStringLiteral("aisb-home-p1")), CleanupPlan::Reason::NoKnownProject);
        QVERIFY(!all.contains(QStringLiteral("aisb-home-p2"))); // in use: never, even with --all
        QVERIFY(!all.contains(QStringLiteral("aisb-used-p1")));
        QVERIFY(!all.contains(QStringLiteral("foreign")));
        CleanupPlan::Options vol = opts();
        vol.volumes = true;
        QCOMPARE(CleanupPlan::make(fixture(text), vol).items.size(), 2);
        // Unknown use (the driver's default) counts as in use.
        QVERIFY(VolumeInfo().inUse);
    }

    void projectFilter()
    {
        const char *text = R"(
C aisb-p1-s0 state=exited kind=sandbox session=s0 project=p1
C aisb-p2-s0 state=exited kind=sandbox session=t0 project=p2
C aisb-p2-t1-gate state=running kind=gate session=t1 project=p2
V aisb-home-p1 kind=home project=p1
V aisb-home-p2 kind=home project=p2
I localhost/ai-sandbox:old id=a30000000000000 age=30 managed project=p1
I localhost/ai-sandbox:new id=a10000000000000 age=10 managed
)";
        const auto plan = CleanupPlan::make(fixture(text), opts(true, QStringLiteral("p1")));
        QStringList names;
        for (const auto &i : plan.items)
            names << i.name;
        QCOMPARE(names, (QStringList{QStringLiteral("aisb-p1-s0"), QStringLiteral("aisb-home-p1")}));
    }

    void sizesAndTotals()
    {
        QCOMPARE(CleanupPlan::formatBytes(-1), QStringLiteral("?"));
        QCOMPARE(CleanupPlan::formatBytes(999), QStringLiteral("999 B"));
        QCOMPARE(CleanupPlan::formatBytes(1500), QStringLiteral("1.5 kB"));
        QCOMPARE(CleanupPlan::formatBytes(133813795), QStringLiteral("134 MB"));
        QCOMPARE(CleanupPlan::formatBytes(1200000000), QStringLiteral("1.2 GB"));
        const auto plan = CleanupPlan::make(fixture(R"(
C aisb-p1-s0 state=exited kind=sandbox session=s0
I localhost/ai-sandbox:old id=a30000000000000 age=30 managed size=300
I localhost/ai-sandbox:mid id=a20000000000000 age=20 managed size=200
I localhost/ai-sandbox:new id=a10000000000000 age=10 managed size=100
)"),
                                            opts());
        QCOMPARE(plan.knownBytes(),
                 qint64(600)); // no project renders them; the container's size is unknown (-1)
    }

    void spaceUsageFromPodmansTable()
    {
        // `podman system df -v` of podman 4.3 (it ignores --format with -v).
        const QByteArray text = R"(Images space usage:

REPOSITORY                      TAG               IMAGE ID      CREATED     SIZE        SHARED SIZE  UNIQUE SIZE  CONTAINERS
<none>                          <none>            59c277184cb6  21 minutes  127.6MB     127.6MB      3.682kB      0
localhost/aisb-term-trixie-dev  latest            4855763350f7  19 minutes  1.196GB     127.6MB      1.068GB      0
localhost/ai-sandbox-base       trixie            fb6be104f6f4  18 minutes  127.6MB     127.6MB      0B           0

Containers space usage:

CONTAINER ID  IMAGE         COMMAND                            LOCAL VOLUMES  SIZE        CREATED     STATUS      NAMES
3c2e7bca3f4b  84000f13ed6a  true                               8              12B         13 minutes  running     aisb-warm-p1-4c978538
7ce99fb49af5  96c34fc72ae8  squid -N -f /etc/squid/squid.conf  9              1.5kB       13 minutes  running     aisb-warm-p1-4c978538-gate

Local Volumes space usage:

VOLUME NAME                LINKS       SIZE
aisb-home-iso-e48853fb     0           4.553kB
aisb-home-limits-d08d2a4d  1           2MB
)";
        const SpaceUsage u = SpaceUsage::parse(text);
        QCOMPARE(u.imageUnique.size(), 3);
        QCOMPARE(u.imageUnique.value(QStringLiteral("59c277184cb6")), qint64(3682));
        QCOMPARE(u.imageUnique.value(QStringLiteral("4855763350f7")), qint64(1068000000));
        QCOMPARE(u.imageUnique.value(QStringLiteral("fb6be104f6f4"), -1), qint64(0));
        QCOMPARE(u.containers.value(QStringLiteral("3c2e7bca3f4b")), qint64(12));
        QCOMPARE(u.containers.value(QStringLiteral("7ce99fb49af5")), qint64(1500));
        QCOMPARE(u.volumes.value(QStringLiteral("aisb-home-iso-e48853fb")), qint64(4553));
        QCOMPARE(u.volumes.value(QStringLiteral("aisb-home-limits-d08d2a4d")), qint64(2000000));
        QCOMPARE(SpaceUsage::parseSize(QStringLiteral("1.2 GiB")), qint64(1200000000));
        QCOMPARE(SpaceUsage::parseSize(QStringLiteral("lots")), qint64(-1));
        QCOMPARE(SpaceUsage::shortId(QStringLiteral("sha256:0123456789abcdef")),
                 QStringLiteral("0123456789ab"));
        QVERIFY(SpaceUsage::parse("garbage\n").isEmpty());

        // The plan counts what removing frees: an image's unique size, a volume's, a container's layer.
        InventorySnapshot s = fixture(R"(
C aisb-p1-s0 state=exited kind=sandbox session=s0
I - id=59c277184cb6aaaa managed size=127600000
V aisb-home-iso-e48853fb kind=home
)");
        s.containers[0].id = QStringLiteral("3c2e7bca3f4b0000");
        s.space = u;
        const auto plan = CleanupPlan::make(s, opts(true));
        QCOMPARE(plan.items.size(), 3);
        QCOMPARE(plan.knownBytes(), qint64(12 + 3682 + 4553));
    }

    void cleanerArgs()
    {
        CleanupPlan::Item c = planItem(Kind::Container, QStringLiteral("cid"), QStringLiteral("n"),
                                       QStringList{QStringLiteral("cid")}, -1);
        // Forced, two seconds to stop (a gate's squid need not get ten), gone already is no error.
        QCOMPARE(Cleaner::removeArgs(c),
                 (QStringList{QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-t"),
                              QStringLiteral("2"), QStringLiteral("--ignore"), QStringLiteral("--"),
                              QStringLiteral("cid")}));
        CleanupPlan::Item i = planItem(Kind::Image, QStringLiteral("iid"), QStringLiteral("t"),
                                       QStringList{QStringLiteral("-t")}, 1);
        // Images and volumes are never forced; "--" keeps a name from being read as a flag.
        QCOMPARE(Cleaner::removeArgs(i),
                 (QStringList{QStringLiteral("rmi"), QStringLiteral("--"), QStringLiteral("-t")}));
        CleanupPlan::Item v = planItem(Kind::Volume, QStringLiteral("v"), QStringLiteral("v"),
                                       QStringList{QStringLiteral("v")}, -1);
        QCOMPARE(Cleaner::removeArgs(v), (QStringList{QStringLiteral("volume"), QStringLiteral("rm"),
                                                      QStringLiteral("--"), QStringLiteral("v")}));
    }

    void cleanerReportsEachItemInOrder()
    {
        QTemporaryDir dir;
        const QString logPath = dir.filePath(QStringLiteral("calls"));
        // Refuses to remove the image "busy", like podman does for an image in use.
        test::FakePodman fake("echo \"$*\" >> '" + logPath.toUtf8() +
                              "'\ncase \"$*\" in *busy*) echo 'Error: image is in use by a container' >&2; "
                              "exit 2;; esac\nexit 0");
        PodmanConnection conn;
        conn.program = fake.program();
        Cleaner cleaner(conn);
        CleanupPlan plan;
        plan.items << planItem(Kind::Volume, QStringLiteral("vol"), QStringLiteral("vol"),
                               QStringList{QStringLiteral("vol")}, -1)
                   << planItem(Kind::Image, QStringLiteral("i1"), QStringLiteral("busy"),
                               QStringList{QStringLiteral("busy")}, 700)
                   << planItem(Kind::Image, QStringLiteral("i2"), QStringLiteral("free"),
                               QStringList{QStringLiteral("free")}, 300)
                   << planItem(Kind::Container, QStringLiteral("c1"), QStringLiteral("ctr"),
                               QStringList{QStringLiteral("c1")}, -1);
        QSignalSpy items(&cleaner, &Cleaner::itemDone);
        QSignalSpy done(&cleaner, &Cleaner::finished);
        cleaner.run(plan);
        QVERIFY(done.wait(10000));
        QCOMPARE(items.count(), 4);
        const auto r = done.at(0).at(0).value<Cleaner::Result>();
        QCOMPARE(r.removed, 3);
        QCOMPARE(r.failed, 1);
        QCOMPARE(r.freedBytes, qint64(300));
        QCOMPARE(items.at(0).at(0).value<CleanupPlan::Item>().name, QStringLiteral("ctr"));
        QCOMPARE(items.at(1).at(1).toBool(), false);
        QVERIFY(items.at(1).at(2).toString().contains(QLatin1String("in use")));
        QVERIFY(items.at(1).at(2).toString().contains(QLatin1String("busy")));
        QFile log(logPath);
        QVERIFY(log.open(QIODevice::ReadOnly));
        QList<QByteArray> calls = log.readAll().trimmed().split('\n');
        // Storage totals are read before and after the removals.
        QCOMPARE(calls.first(), QByteArray("system df --format {{json .}}"));
        QCOMPARE(calls.last(), QByteArray("system df --format {{json .}}"));
        calls = calls.mid(1, calls.size() - 2);
        QCOMPARE(calls.size(), 4);
        QVERIFY(calls[0].startsWith("rm -f -t 2 --ignore -- c1"));
        QVERIFY(calls[1].startsWith("rmi -- busy"));
        QVERIFY(calls[3].startsWith("volume rm -- vol"));
    }

    // [[credentials]]: removing a gate removes the secret with its values, whichever front end
    // runs the Cleaner; a sandbox has none, and a gate that could not be removed keeps its own
    // (podman refuses to remove a secret in use).
    void cleanerRemovesAGatesCredentialSecret()
    {
        QTemporaryDir dir;
        const QString logPath = dir.filePath(QStringLiteral("calls"));
        const QString stuckGate = ResourceName::gateContainer(QStringLiteral("aisb-p-s2"));
        test::FakePodman fake("echo \"$*\" >> '" + logPath.toUtf8() + "'\ncase \"$*\" in *" +
                              stuckGate.toUtf8() + "*) exit 2;; esac\nexit 0");
        PodmanConnection conn;
        conn.program = fake.program();
        Cleaner cleaner(conn);
        const QString gate = ResourceName::gateContainer(QStringLiteral("aisb-p-s1"));
        QVERIFY(ResourceName::isGateContainer(gate));
        CleanupPlan plan;
        plan.items << planItem(Kind::Container, QStringLiteral("g1"), gate, QStringList{gate}, -1)
                   << planItem(Kind::Container, QStringLiteral("s1"), QStringLiteral("aisb-p-s1"),
                               QStringList{QStringLiteral("aisb-p-s1")}, -1)
                   << planItem(Kind::Container, QStringLiteral("g2"), stuckGate, QStringList{stuckGate}, -1);
        QSignalSpy done(&cleaner, &Cleaner::finished);
        cleaner.run(plan);
        QVERIFY(done.wait(10000));
        QFile log(logPath);
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QList<QByteArray> calls = log.readAll().trimmed().split('\n');
        QList<QByteArray> secretCalls;
        for (const QByteArray &c : calls)
            if (c.startsWith("secret "))
                secretCalls << c;
        QCOMPARE(secretCalls,
                 QList<QByteArray>{"secret rm -- " + ResourceName::gateCredentialSecret(gate).toUtf8()});
        // After its gate is gone, not before.
        const qsizetype rmGate = calls.indexOf("rm -f -t 2 --ignore -- " + gate.toUtf8());
        QVERIFY2(rmGate >= 0 && calls.indexOf(secretCalls.first()) > rmGate, qPrintable(log.fileName()));
    }

    void inventoryDropsAStaleRefresh()
    {
        QTemporaryDir dir;
        // A fake podman that answers with one managed sandbox container, no images, no volumes.
        test::FakePodman fake(R"(case "$1" in
ps) echo '[{"Id":"c1","Names":["aisb-p1-s1"],"State":"exited","Labels":{"io.aisb.managed":"1","io.aisb.kind":"sandbox","io.aisb.session":"s1"}}]';;
images) echo '[]';;
volume) echo '[]';;
esac)");
        PodmanConnection conn;
        conn.program = fake.program();
        Inventory inv(conn);
        QSignalSpy ready(&inv, &Inventory::ready);
        QSignalSpy failed(&inv, &Inventory::failed);
        inv.refresh();
        inv.refresh(); // replaces the first: one answer only
        QVERIFY(ready.wait(10000));
        QTest::qWait(0);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(failed.count(), 0);
        const auto s = ready.at(0).at(0).value<InventorySnapshot>();
        QCOMPARE(s.containers.size(), 1);
        QCOMPARE(s.containers.first().name(), QStringLiteral("aisb-p1-s1"));
        QVERIFY(!inv.isRunning());
        QVERIFY(CleanupPlan::make(s, {}).contains(QStringLiteral("aisb-p1-s1")));
    }

    void inventoryFailureNamesTheCause()
    {
        test::FakePodman fake("echo 'Error: cannot connect to the podman socket' >&2; exit 125");
        PodmanConnection conn;
        conn.program = fake.program();
        Inventory inv(conn);
        QSignalSpy ready(&inv, &Inventory::ready);
        QSignalSpy failed(&inv, &Inventory::failed);
        inv.refresh();
        QVERIFY(failed.wait(10000));
        QCOMPARE(ready.count(), 0);
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QLatin1String("podman")));
    }

    void doctorParsers()
    {
        const QByteArray subuid = "# comment\nalice:100000:65536\nbob:165536:1000\n1001:300000:70000\n";
        QCOMPARE(Doctor::subordinateCount(subuid, QStringLiteral("alice"), 1000), qint64(65536));
        QCOMPARE(Doctor::subordinateCount(subuid, QStringLiteral("bob"), 1001), qint64(71000));
        QCOMPARE(Doctor::subordinateCount(subuid, QStringLiteral("carol"), 1002), qint64(0));
        QVERIFY(Doctor::setsDefaultUlimits("[containers]\ndefault_ulimits = [\"nofile=20000:20000\"]\n"));
        QVERIFY(!Doctor::setsDefaultUlimits("[engine]\ndefault_ulimits = []\n"));
        QVERIFY(!Doctor::setsDefaultUlimits("[containers]\n# default_ulimits = []\n"));
        Doctor::Check c{QStringLiteral("tun"), Doctor::Status::Fail, QStringLiteral("closed"),
                        QStringLiteral("open it")};
        QCOMPARE(Doctor::formatLine(c), QStringLiteral("FAIL  tun: closed -> open it"));
        c.status = Doctor::Status::Ok;
        c.fix.clear();
        QCOMPARE(Doctor::formatLine(c), QStringLiteral("ok    tun: closed"));
    }

    void doctorWithoutPodmanFailsButStillChecksTheStateFolder()
    {
        QTemporaryDir state;
        qputenv("XDG_STATE_HOME", state.path().toUtf8());
        test::FakePodman fake("exit 0");
        PodmanConnection conn;
        conn.program = fake.missingProgram();
        Doctor doctor(conn);
        QSignalSpy done(&doctor, &Doctor::finished);
        doctor.run({});
        QVERIFY(done.wait(10000));
        QVERIFY(doctor.hasFailure());
        QCOMPARE(doctor.checks().size(), 2);
        QCOMPARE(doctor.checks().at(0).name, QStringLiteral("podman"));
        QVERIFY(doctor.checks().at(0).fix.contains(QLatin1String("install")));
        QCOMPARE(doctor.checks().at(1).name, QStringLiteral("state"));
        QVERIFY(doctor.checks().at(1).status == Doctor::Status::Ok);
        qunsetenv("XDG_STATE_HOME");
    }

    void gateRecords()
    {
        QTemporaryDir state;
        qputenv("XDG_STATE_HOME", state.path().toUtf8());
        QVERIFY(GateRecord::isValidName(QStringLiteral("default")));
        QVERIFY(GateRecord::isValidName(QStringLiteral("ci-1.x_y")));
        for (const char *bad : {"", "-x", "UP", "a b", "a/b", "x;rm", "..", "a\nb"})
            QVERIFY2(!GateRecord::isValidName(QString::fromUtf8(bad)), bad);
        QVERIFY(!GateRecord::isValidName(QString(41, QLatin1Char('a'))));
        QString err;
        GateRecord::load(QStringLiteral("none"), &err);
        QVERIFY(err.contains(QLatin1String("none")));
        GateRecord r;
        r.name = QStringLiteral("work");
        r.container = GateRecord::containerFor(r.name);
        r.port = 40123;
        r.project = QStringLiteral("/p");
        r.started = kNow;
        QCOMPARE(r.save(), QString());
        QVERIFY(QFileInfo(GateRecord::path(QStringLiteral("work"))).exists());
        QVERIFY(GateRecord::path(QStringLiteral("work")).startsWith(state.path()));
        const GateRecord back = GateRecord::load(QStringLiteral("work"), &err);
        QCOMPARE(back.port, quint16(40123));
        QCOMPARE(back.container, QStringLiteral("aisb-gate-work"));
        QCOMPARE(back.started, kNow);
        QCOMPARE(back.proxyUrl(), QStringLiteral("http://127.0.0.1:40123"));
        QCOMPARE(GateRecord::all().size(), 1);
        QVERIFY(GateRecord::remove(QStringLiteral("work")));
        QVERIFY(GateRecord::all().isEmpty());
        qunsetenv("XDG_STATE_HOME");
    }
};

QTEST_GUILESS_MAIN(TestMaintenance)
#include "tst_maintenance.moc"
