// SPDX-License-Identifier: GPL-3.0-or-later
// The pure parts behind the doctor and the launch verdict: which facts refuse which policy,
// the limits read-back parser (cgroups v1 and v2 output), SELinux mode, the JSON fields, and the
// Desktop Entry Exec escaping of project folders.
#include "maintenance/desktoplauncher.h"
#include "maintenance/doctor.h"
#include "maintenance/enforcement.h"
#include "policy/policylayers.h"

#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

class TestEnforcement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdictFollowsModeAndFacts()
    {
        Policy allow = defaultPolicy();
        Policy none = allow;
        none.network.mode = NetworkMode::None;
        Enforcement::Facts f;
        // Nothing known yet: nothing counts against a launch.
        QVERIFY(Enforcement::verdict(allow, f).enforced());
        f.probed = true;
        f.caps.route = PodmanCapabilities::Route::Slirp4netns;
        QVERIFY(Enforcement::verdict(allow, f).enforced());
        f.caps.route = PodmanCapabilities::Route::NoRoute;
        f.caps.routeReason = QStringLiteral("no slirp4netns");
        QVERIFY(Enforcement::verdict(allow, f).has(QStringLiteral("route")));
        QVERIFY(Enforcement::verdict(allow, f).text().contains(QLatin1String("no slirp4netns")));
        QVERIFY(Enforcement::verdict(none, f).enforced());
        f.caps.route = PodmanCapabilities::Route::Pasta;
        f.nftFailure = QStringLiteral("Operation not supported");
        QVERIFY(Enforcement::verdict(allow, f).has(QStringLiteral("nft")));
        QVERIFY(Enforcement::verdict(none, f).enforced());
        f.nftFailure.clear();
        // Limits: rootless on cgroups v1 ignores them, whatever the network mode.
        f.caps.rootless = true;
        f.caps.cgroupVersion = QStringLiteral("v1");
        QVERIFY(Enforcement::verdict(none, f).has(QStringLiteral("limits")));
        Policy unlimited = none;
        unlimited.limits.memory.clear();
        unlimited.limits.cpus = 0;
        unlimited.limits.pids = 0;
        QVERIFY(Enforcement::verdict(unlimited, f).enforced());
        f.caps.cgroupVersion = QStringLiteral("v2");
        QVERIFY(Enforcement::verdict(none, f).enforced());
        // A read-back that found them ignored counts too.
        f.limitsIgnored = QStringLiteral("memory limit reads back as max");
        QVERIFY(Enforcement::verdict(none, f).has(QStringLiteral("limits")));
        for (const Enforcement::Problem &p : Enforcement::verdict(allow, f).problems)
            QVERIFY(!p.fix.isEmpty());
    }

    void limitsReadBack()
    {
        const qint64 mem = 256LL * 1024 * 1024;
        QVERIFY(Doctor::limitsNotApplied("memory=268435456\npids=100\n", mem, 100).isEmpty());
        // cgroups v1 rootless: no limit, no pids controller.
        const QString v1 = Doctor::limitsNotApplied("memory=9223372036854771712\npids=\n", mem, 100);
        QVERIFY(v1.contains(QLatin1String("memory limit 268435456 reads back as 9223372036854771712")));
        QVERIFY(v1.contains(QLatin1String("process limit 100 reads back as nothing")));
        // cgroups v2 without delegation.
        QVERIFY(
            Doctor::limitsNotApplied("memory=max\npids=max\n", mem, 100).contains(QLatin1String("as max")));
        QVERIFY(!Doctor::limitsNotApplied("", mem, 100).isEmpty());
    }

    void selinuxMode()
    {
        QTemporaryDir dir;
        QCOMPARE(Doctor::selinuxMode(dir.filePath(QStringLiteral("none"))), -1);
        QFile f(dir.filePath(QStringLiteral("enforce")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1");
        f.close();
        QCOMPARE(Doctor::selinuxMode(f.fileName()), 1);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("0\n");
        f.close();
        QCOMPARE(Doctor::selinuxMode(f.fileName()), 0);
    }

    void jsonFields()
    {
        const Doctor::Check warn{QStringLiteral("base image"), Doctor::Status::Warn,
                                 QStringLiteral("missing"), QStringLiteral("build it")};
        const QJsonObject o = Doctor::toJson(warn);
        QCOMPARE(o.value(QStringLiteral("id")).toString(), QStringLiteral("base-image"));
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("warn"));
        QCOMPARE(o.value(QStringLiteral("message")).toString(), QStringLiteral("missing"));
        QCOMPARE(o.value(QStringLiteral("fix")).toString(), QStringLiteral("build it"));
        const Doctor::Check fail{QStringLiteral("nft"), Doctor::Status::Fail, QStringLiteral("no"),
                                 QStringLiteral("x")};
        QVERIFY(Doctor::toJson(QList<Doctor::Check>{warn}).value(QStringLiteral("ok")).toBool());
        const QJsonObject doc = Doctor::toJson(QList<Doctor::Check>{warn, fail});
        QVERIFY(!doc.value(QStringLiteral("ok")).toBool());
        QCOMPARE(doc.value(QStringLiteral("checks"))
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(QStringLiteral("status"))
                     .toString(),
                 QStringLiteral("fail"));
    }

    void execEscaping_data()
    {
        QTest::addColumn<QString>("arg");
        QTest::addColumn<QString>("escaped");
        QTest::newRow("plain") << QStringLiteral("/home/a/p") << QStringLiteral("/home/a/p");
        QTest::newRow("space") << QStringLiteral("/a b") << QStringLiteral("\"/a b\"");
        QTest::newRow("dollar") << QStringLiteral("/a$b") << QStringLiteral("\"/a\\\\$b\"");
        QTest::newRow("quote") << QStringLiteral("/a\"b") << QStringLiteral("\"/a\\\\\"b\"");
        QTest::newRow("backslash") << QStringLiteral("/a\\b") << QStringLiteral("\"/a\\\\\\\\b\"");
        QTest::newRow("percent") << QStringLiteral("/100%") << QStringLiteral("/100%%");
        QTest::newRow("field code") << QStringLiteral("/x %f") << QStringLiteral("\"/x %%f\"");
        QTest::newRow("newline") << QStringLiteral("/a\nb") << QString();
    }
    void execEscaping()
    {
        QFETCH(QString, arg);
        QFETCH(QString, escaped);
        QCOMPARE(DesktopLauncher::execArgument(arg), escaped);
        if (!escaped.isEmpty())
            QCOMPARE(DesktopLauncher::parseExec(QStringLiteral("prog ") + escaped),
                     (QStringList{QStringLiteral("prog"), arg}));
    }
};

QTEST_GUILESS_MAIN(TestEnforcement)
#include "tst_enforcement.moc"
