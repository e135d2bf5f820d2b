// SPDX-License-Identifier: GPL-3.0-or-later
// The wire format of what ai-sandbox puts on podman's things, pinned here with literal values on
// purpose: the label keys and names are defined once (core/engine/resourcenames.h) and every
// other source uses them, so only this test notices when one changes, which would orphan what
// existing installations made (`clean` and `sessions` would no longer find it). The check that no
// other source spells them is scripts/check-names (unit_names).
#include "engine/podmanargs.h"
#include "engine/resourcenames.h"
#include "maintenance/gaterecord.h"
#include "render/render.h"
#include "session/warmsandbox.h"
#include "util/paths.h"

#include <QTest>

using namespace aisb;

class TestResourceNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void labelKeys()
    {
        QCOMPARE(QLatin1String(Label::Managed), QLatin1String("io.aisb.managed"));
        QCOMPARE(QLatin1String(Label::Project), QLatin1String("io.aisb.project"));
        QCOMPARE(QLatin1String(Label::Kind), QLatin1String("io.aisb.kind"));
        QCOMPARE(QLatin1String(Label::Session), QLatin1String("io.aisb.session"));
        QCOMPARE(QLatin1String(Label::Warm), QLatin1String("io.aisb.warm"));
        QCOMPARE(QLatin1String(Label::Policy), QLatin1String("io.aisb.policy"));
        QCOMPARE(QLatin1String(Label::Role), QLatin1String("io.aisb.role"));
        QCOMPARE(QLatin1String(AppId), QLatin1String("io.aisb.AiSandbox"));
    }

    void labelSpellings()
    {
        QCOMPARE(Label::option(Label::Session, QStringLiteral("s1")),
                 QStringLiteral("--label=io.aisb.session=s1"));
        QCOMPARE(Label::filter(Label::Project, QStringLiteral("p")),
                 QStringLiteral("label=io.aisb.project=p"));
        QCOMPARE(Label::pair(Label::Kind, QLatin1String(Label::Kinds::Home)),
                 QStringLiteral("io.aisb.kind=home"));
        QVERIFY(Label::isManaged({{QStringLiteral("io.aisb.managed"), QStringLiteral("1")}}));
        QVERIFY(!Label::isManaged({{QStringLiteral("io.aisb.managed"), QStringLiteral("0")}}));
        QVERIFY(!Label::isManaged({}));
        QCOMPARE(
            PodmanArgs::createVolume(QStringLiteral("v"), {Label::pair(Label::Kind, QStringLiteral("home"))}),
            (QStringList{QStringLiteral("volume"), QStringLiteral("create"), QStringLiteral("--label"),
                         QStringLiteral("io.aisb.managed=1"), QStringLiteral("--label"),
                         QStringLiteral("io.aisb.kind=home"), QStringLiteral("--"), QStringLiteral("v")}));
        // The images' labels, on the build command line and in the rendered Containerfiles.
        QCOMPARE(Label::imageLabels(),
                 (QMap<QString, QString>{{QStringLiteral("io.aisb.managed"), QStringLiteral("1")},
                                         {QStringLiteral("io.aisb.kind"), QStringLiteral("image")}}));
        QCOMPARE(Label::containerfileLine(QStringLiteral("gate")),
                 QStringLiteral("LABEL io.aisb.managed=1 io.aisb.kind=image io.aisb.role=gate"));
        QVERIFY(Render::gateContainerfile().contains(
            QStringLiteral("\nLABEL io.aisb.managed=1 io.aisb.kind=image io.aisb.role=gate\n")));
        QVERIFY(!Render::gateContainerfile().contains(QLatin1Char('@')));
    }

    void names()
    {
        QCOMPARE(ResourceName::sandboxContainer(QStringLiteral("app-1a2b3c4d"), QStringLiteral("20260101-x")),
                 QStringLiteral("aisb-app-1a2b3c4d-20260101-x"));
        QCOMPARE(ResourceName::gateContainer(QStringLiteral("aisb-app-1-s")),
                 QStringLiteral("aisb-app-1-s-gate"));
        QCOMPARE(ResourceName::warmContainer(QStringLiteral("app-1")), QStringLiteral("aisb-warm-app-1"));
        QCOMPARE(WarmSandbox::containerName(QStringLiteral("app-1")), QStringLiteral("aisb-warm-app-1"));
        QVERIFY(ResourceName::isWarmContainer(QStringLiteral("aisb-warm-app-1")));
        QVERIFY(ResourceName::isWarmContainer(QStringLiteral("aisb-warm-app-1-gate")));
        QVERIFY(!ResourceName::isWarmContainer(QStringLiteral("aisb-app-1-s")));
        QCOMPARE(ResourceName::namedGateContainer(QStringLiteral("corp")), QStringLiteral("aisb-gate-corp"));
        QCOMPARE(GateRecord::containerFor(QStringLiteral("corp")), QStringLiteral("aisb-gate-corp"));
        QVERIFY(ResourceName::isNamedGateContainer(QStringLiteral("aisb-gate-corp")));
        // A session's gate of a project whose slug starts with "gate-" is not a named gate.
        QVERIFY(!ResourceName::isNamedGateContainer(QStringLiteral("aisb-gate-x-1-s-gate")));
        QCOMPARE(ResourceName::doctorGateContainer(42), QStringLiteral("aisb-doctor-gate-42"));
        QCOMPARE(ResourceName::homeVolume(QStringLiteral("app-1")), QStringLiteral("aisb-home-app-1"));
        QCOMPARE(homeVolumeName(QStringLiteral("app-1")), QStringLiteral("aisb-home-app-1"));
    }
};

QTEST_GUILESS_MAIN(TestResourceNames)
#include "tst_resourcenames.moc"
