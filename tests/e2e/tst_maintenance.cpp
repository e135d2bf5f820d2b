// SPDX-License-Identifier: GPL-3.0-or-later
// Maintenance against the real podman of this machine: the inventory and cleanup plan remove
// the stale things this test made and nothing else (in use, unlabelled); `doctor` passes here;
// a named gate comes up, refuses a loopback destination and goes down.
// Everything is scoped to this run's own project label: other work on the machine is never touched.
#include "e2esandbox.h"
#include "engine/podman.h"
#include "engine/syncwait.h"
#include "maintenance/cleaner.h"
#include "maintenance/cleanupplan.h"
#include "maintenance/inventory.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

namespace {
const QString kBase = QStringLiteral("localhost/ai-sandbox-base:trixie");

// The CLI's answer (the runner e2e tests share, tests/common/e2esandbox.h), with text for QString checks.
struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run toRun(const test::E2eResult &r)
{
    return {r.finished ? r.exitCode : -1, QString::fromUtf8(r.out), QString::fromUtf8(r.err)};
}
} // namespace

class TestMaintenanceE2E : public QObject
{
    Q_OBJECT
    Podman m_podman;
    QString m_run;
    QString m_project;
    QTemporaryDir m_state;
    QTemporaryDir m_config;
    QTemporaryDir m_projectDir;
    QStringList m_containers;
    QStringList m_volumes;
    QString m_gateName;

    QString name(const QString &suffix) const
    {
        return QStringLiteral("aisb-mt-") + m_run + QLatin1Char('-') + suffix;
    }

    QStringList labels(const QString &kind, const QString &session = {}) const
    {
        QStringList l{QStringLiteral("--label"), QStringLiteral("io.aisb.managed=1"),
                      QStringLiteral("--label"), QStringLiteral("io.aisb.project=") + m_project,
                      QStringLiteral("--label"), QStringLiteral("io.aisb.kind=") + kind};
        if (!session.isEmpty())
            l << QStringLiteral("--label") << QStringLiteral("io.aisb.session=") + session;
        return l;
    }

    bool exists(const QString &what, const QString &n)
    {
        const PodmanResult r = runSync(m_podman, {what, QStringLiteral("exists"), n}, 60000);
        return r.ok();
    }

    Run cli(const QStringList &args, int timeoutMs = 180000)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_STATE_HOME"), m_state.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
        return toRun(test::E2eSandbox::run(QStringLiteral(AISB_CLI), args, env, timeoutMs));
    }

    void mustRun(const QStringList &args)
    {
        const PodmanResult r = runSync(m_podman, args, 120000);
        QVERIFY2(r.ok(), qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.error +
                                    QString::fromUtf8(r.stderrData)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        const PodmanResult info = runSync(
            m_podman,
            {QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("{{.Host.OCIRuntime.Name}}")},
            60000);
        if (!info.ok())
            QSKIP(qPrintable(
                QStringLiteral("podman is not usable here (%1): run scripts/setup").arg(info.error)));
        if (!runSync(m_podman, {QStringLiteral("image"), QStringLiteral("exists"), kBase}).ok())
            QSKIP("the base image localhost/ai-sandbox-base:trixie is missing: run scripts/setup");
        m_run = QStringLiteral("%1x%2")
                    .arg(QCoreApplication::applicationPid())
                    .arg(QDateTime::currentMSecsSinceEpoch() % 100000000);
        m_project = QStringLiteral("maint-e2e-") + m_run;
        m_gateName = QStringLiteral("mt") + m_run;
    }

    void cleanupTestCase()
    {
        if (m_run.isEmpty())
            return;
        m_containers << QStringLiteral("aisb-gate-") + m_gateName;
        runSync(m_podman,
                QStringList{QStringLiteral("rm"), QStringLiteral("--force"), QStringLiteral("--time=0"),
                            QStringLiteral("--ignore"), QStringLiteral("--")} +
                    m_containers);
        for (const QString &v : std::as_const(m_volumes))
            runSync(m_podman, {QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("--force"), v});
    }

    void planRemovesOnlyWhatIsStale()
    {
        const QString sandbox = name(QStringLiteral("s1"));
        const QString gate = name(QStringLiteral("s2-gate"));
        const QString plain = name(QStringLiteral("plain"));
        const QString unlabelled = name(QStringLiteral("unlabelled"));
        const QString home = name(QStringLiteral("home"));
        const QString unused = name(QStringLiteral("unused"));
        m_containers << sandbox << gate << plain << unlabelled;
        m_volumes << home << unused;

        // An exited sandbox; a gate whose session has no sandbox; two unlabelled containers, one
        // of them (stopped) using a labelled home volume; an unused labelled volume.
        mustRun(QStringList{QStringLiteral("run"), QStringLiteral("--name"), sandbox,
                            QStringLiteral("--network=none")} +
                labels(QStringLiteral("sandbox"), m_run + QStringLiteral("-s1")) +
                QStringList{kBase, QStringLiteral("true")});
        mustRun(QStringList{QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--name"), gate,
                            QStringLiteral("--network=none")} +
                labels(QStringLiteral("gate"), m_run + QStringLiteral("-s2")) +
                QStringList{kBase, QStringLiteral("sleep"), QStringLiteral("600")});
        mustRun(QStringList{QStringLiteral("volume"), QStringLiteral("create")} +
                labels(QStringLiteral("home")) + QStringList{home});
        mustRun(QStringList{QStringLiteral("volume"), QStringLiteral("create")} +
                labels(QStringLiteral("cache")) + QStringList{unused});
        mustRun({QStringLiteral("create"), QStringLiteral("--name"), plain, QStringLiteral("--network=none"),
                 QStringLiteral("-v"), home + QStringLiteral(":/data"), kBase, QStringLiteral("true")});
        mustRun({QStringLiteral("run"), QStringLiteral("--name"), unlabelled,
                 QStringLiteral("--network=none"), kBase, QStringLiteral("true")});

        Inventory inventory;
        QSignalSpy ready(&inventory, &Inventory::ready);
        QSignalSpy failed(&inventory, &Inventory::failed);
        inventory.refresh();
        QVERIFY(ready.wait(60000));
        QCOMPARE(failed.count(), 0);
        const auto snapshot = ready.at(0).at(0).value<InventorySnapshot>();
        QVERIFY(snapshot.images.size() >= 1); // the base at least

        // Machine-wide (never executed here): nothing unlabelled, nothing in use.
        for (bool all : {false, true}) {
            CleanupPlan::Options o;
            o.all = all;
            o.graceSeconds = 0;
            const CleanupPlan wide = CleanupPlan::make(snapshot, o);
            for (const QString &n : {plain, unlabelled, home, kBase})
                QVERIFY2(!wide.contains(n), qPrintable(n));
            for (const auto &item : wide.items)
                QVERIFY2(item.name != kBase, "the base image is never cleaned");
        }

        for (const ContainerInfo &c : snapshot.containers)
            QVERIFY2(c.createdAt.isValid(), qPrintable(c.name()));
        // With the default grace a gate made a moment ago may belong to a session starting.
        CleanupPlan::Options graceful;
        graceful.project = m_project;
        const CleanupPlan young = CleanupPlan::make(snapshot, graceful);
        QVERIFY(!young.contains(gate));
        QVERIFY(young.contains(sandbox));

        CleanupPlan::Options o;
        o.project = m_project;
        o.graceSeconds = 0;
        o.all = true; // also home volumes: the in-use one must stay regardless
        const CleanupPlan plan = CleanupPlan::make(snapshot, o);
        QStringList names;
        for (const auto &item : plan.items)
            names << item.name;
        names.sort();
        QStringList expected{sandbox, gate, unused};
        expected.sort();
        QCOMPARE(names, expected);

        Cleaner cleaner;
        QSignalSpy items(&cleaner, &Cleaner::itemDone);
        QSignalSpy done(&cleaner, &Cleaner::finished);
        cleaner.run(plan);
        QVERIFY(done.wait(120000));
        for (const auto &args : items)
            QVERIFY2(args.at(1).toBool(), qPrintable(args.at(2).toString()));
        const auto result = done.at(0).at(0).value<Cleaner::Result>();
        QCOMPARE(result.removed, 3);
        QCOMPARE(result.failed, 0);
        QVERIFY(result.measuredBytes >= 0); // podman's totals were read before and after

        QVERIFY(!exists(QStringLiteral("container"), sandbox));
        QVERIFY(!exists(QStringLiteral("container"), gate));
        QVERIFY(!exists(QStringLiteral("volume"), unused));
        QVERIFY(exists(QStringLiteral("volume"), home));
        QVERIFY(exists(QStringLiteral("container"), plain));
        QVERIFY(exists(QStringLiteral("container"), unlabelled));

        // A second look finds nothing more of this project to remove.
        inventory.refresh();
        QVERIFY(ready.wait(60000));
        const CleanupPlan again = CleanupPlan::make(ready.last().at(0).value<InventorySnapshot>(), o);
        QVERIFY2(again.isEmpty(), qPrintable(again.items.isEmpty() ? QString() : again.items.first().name));
    }

    void cleanWithoutYesRemovesNothing()
    {
        const QString sandbox = name(QStringLiteral("s3"));
        m_containers << sandbox;
        mustRun(QStringList{QStringLiteral("run"), QStringLiteral("--name"), sandbox,
                            QStringLiteral("--network=none")} +
                labels(QStringLiteral("sandbox"), m_run + QStringLiteral("-s3")) +
                QStringList{kBase, QStringLiteral("true")});
        // stdin is not a terminal: the plan is printed, nothing removed.
        const Run r = cli({QStringLiteral("clean")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(sandbox), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("--yes"))); // the hint is shown (display, not logic)
        QVERIFY(exists(QStringLiteral("container"), sandbox));
        // What the plan decided, read from --json (no translated sentence): the exited sandbox is in
        // "remove", and --json without --yes removes nothing either.
        const Run j = cli({QStringLiteral("clean"), QStringLiteral("--json")});
        QCOMPARE(j.code, 0);
        QJsonParseError perr;
        const QJsonObject doc = QJsonDocument::fromJson(j.out.toUtf8(), &perr).object();
        QVERIFY2(perr.error == QJsonParseError::NoError, qPrintable(perr.errorString() + j.out));
        QCOMPARE(doc.value(QStringLiteral("dry_run")).toBool(true), false);
        QVERIFY(doc.value(QStringLiteral("removed")).toArray().isEmpty());
        bool planned = false;
        for (const QJsonValue &v : doc.value(QStringLiteral("remove")).toArray()) {
            const QJsonObject item = v.toObject();
            if (item.value(QStringLiteral("name")).toString() != sandbox)
                continue;
            planned = true;
            QCOMPARE(item.value(QStringLiteral("kind")).toString(), QStringLiteral("container"));
            QCOMPARE(item.value(QStringLiteral("role")).toString(), QStringLiteral("sandbox"));
            QCOMPARE(item.value(QStringLiteral("running")).toBool(true), false);
            QCOMPARE(item.value(QStringLiteral("stale")).toBool(), true);
        }
        QVERIFY2(planned, qPrintable(j.out));
        QVERIFY(exists(QStringLiteral("container"), sandbox));
    }

    void doctorPassesHere()
    {
        // The human form still exits 0 and prints one line per check (display only)...
        const Run text = cli({QStringLiteral("doctor")});
        QVERIFY2(text.code == 0, qPrintable(text.out + text.err));
        // ...the verdicts are read from --json: no check fails, the named ones are there.
        const Run r = cli({QStringLiteral("doctor"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QJsonParseError perr;
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8(), &perr).object();
        QVERIFY2(perr.error == QJsonParseError::NoError, qPrintable(perr.errorString() + r.out));
        QCOMPARE(doc.value(QStringLiteral("ok")).toBool(false), true);
        const QJsonArray checks = doc.value(QStringLiteral("checks")).toArray();
        QVERIFY(checks.size() >= 10);
        QCOMPARE(text.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), checks.size());
        QHash<QString, QString> status;
        for (const QJsonValue &v : checks) {
            const QJsonObject c = v.toObject();
            const QString s = c.value(QStringLiteral("status")).toString();
            QVERIFY2(s == QLatin1String("ok") || s == QLatin1String("warn"),
                     qPrintable(c.value(QStringLiteral("id")).toString() + QLatin1Char(' ') + s));
            status.insert(c.value(QStringLiteral("id")).toString(), s);
        }
        for (const char *check :
             {"podman", "runtime", "route", "ownership", "base-image", "gate-image", "disk", "state"})
            QVERIFY2(status.contains(QLatin1String(check)), check);
        QCOMPARE(status.value(QStringLiteral("runtime")), QStringLiteral("ok"));
    }

    void namedGateUpRefusesLoopbackDown()
    {
        const QString container = QStringLiteral("aisb-gate-") + m_gateName;
        const Run up = cli({QStringLiteral("-C"), m_projectDir.path(), QStringLiteral("gate"),
                            QStringLiteral("up"), m_gateName});
        QVERIFY2(up.code == 0, qPrintable(up.out + up.err));
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("HTTP_PROXY=http://127\\.0\\.0\\.1:(\\d+)")).match(up.out);
        QVERIFY2(m.hasMatch(), qPrintable(up.out));
        const quint16 port = quint16(m.captured(1).toUInt());
        QVERIFY(port > 0);
        QVERIFY(exists(QStringLiteral("container"), container));

        // Through the proxy to a loopback destination: the gate refuses it itself.
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(socket.waitForConnected(10000));
        socket.write("GET http://127.0.0.1:9/ HTTP/1.0\r\n\r\n");
        QByteArray answer;
        QTRY_VERIFY_WITH_TIMEOUT((answer += socket.readAll()).contains("\r\n"), 10000);
        QVERIFY2(answer.startsWith("HTTP/1.1 403"), answer.left(80).constData());

        const QJsonObject running = gateStatus(0);
        QCOMPARE(running.value(QStringLiteral("running")).toBool(), true);
        QCOMPARE(running.value(QStringLiteral("port")).toInt(), int(port));
        QCOMPARE(running.value(QStringLiteral("container")).toString(), container);
        // A second `up` finds it running: the same container (not a new one), the same proxy line.
        const QString id = containerId(container);
        QVERIFY(!id.isEmpty());
        const Run again = cli({QStringLiteral("-C"), m_projectDir.path(), QStringLiteral("gate"),
                               QStringLiteral("up"), m_gateName});
        QCOMPARE(again.code, 0);
        QVERIFY2(again.out.contains(QLatin1String("HTTP_PROXY=http://127.0.0.1:") + QString::number(port) +
                                    QLatin1Char(' ')),
                 qPrintable(again.out));
        QCOMPARE(containerId(container), id);
        // A named gate is not a stale gate.
        Inventory inventory;
        QSignalSpy ready(&inventory, &Inventory::ready);
        inventory.refresh();
        QVERIFY(ready.wait(60000));
        CleanupPlan::Options o;
        o.graceSeconds = 0;
        QVERIFY(!CleanupPlan::make(ready.at(0).at(0).value<InventorySnapshot>(), o).contains(container));

        const Run down = cli({QStringLiteral("gate"), QStringLiteral("down"), m_gateName});
        QVERIFY2(down.code == 0, qPrintable(down.out + down.err));
        QVERIFY(!exists(QStringLiteral("container"), container));
        const QJsonObject after = gateStatus(3);
        QCOMPARE(after.value(QStringLiteral("running")).toBool(true), false);
        QCOMPARE(after.value(QStringLiteral("port")).toInt(-1), 0);
    }

private:
    // `gate status --json NAME`: its one gate object; the exit code must be `code` (0 running, 3 not).
    QJsonObject gateStatus(int code)
    {
        const Run r =
            cli({QStringLiteral("gate"), QStringLiteral("status"), QStringLiteral("--json"), m_gateName});
        if (r.code != code)
            qWarning("gate status exit %d, wanted %d: %s", r.code, code, qPrintable(r.out + r.err));
        QJsonParseError perr;
        const QJsonArray gates =
            QJsonDocument::fromJson(r.out.toUtf8(), &perr).object().value(QStringLiteral("gates")).toArray();
        if (r.code != code || perr.error != QJsonParseError::NoError || gates.size() != 1 ||
            gates.first().toObject().value(QStringLiteral("name")).toString() != m_gateName)
            return {{QStringLiteral("running"), code != 0},
                    {QStringLiteral("port"), -2}}; // fails the caller's checks
        return gates.first().toObject();
    }

    QString containerId(const QString &container)
    {
        const PodmanResult r = runSync(m_podman,
                                       {QStringLiteral("container"), QStringLiteral("inspect"),
                                        QStringLiteral("--format"), QStringLiteral("{{.Id}}"), container},
                                       60000);
        return r.ok() ? QString::fromUtf8(r.stdoutData).trimmed() : QString();
    }
};

QTEST_GUILESS_MAIN(TestMaintenanceE2E)
#include "tst_maintenance.moc"
