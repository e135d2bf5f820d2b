// SPDX-License-Identifier: GPL-3.0-or-later
// Parsing of podman's JSON: fixtures captured from the real podman 4.3.1 on Debian 12
// (tests/data/podman/*-4.3*) and hand-written podman 5/6-style ones (*-5*, *-6*).
#include "engine/podman.h"
#include "engine/podmanconnection.h"
#include "engine/podmanjson.h"

#include <QFile>
#include <QTest>
#include <QTimeZone>

using namespace aisb;

namespace {
QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(AISB_SOURCE_DIR "/tests/data/podman/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}
QDateTime utc(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc());
}
} // namespace

class TestPodmanJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void containers43()
    {
        QString error;
        const auto list = PodmanJson::parseContainers(fixture("ps-4.3.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(list.size(), 2);
        const ContainerInfo &a = list.at(0);
        QCOMPARE(a.id, QStringLiteral("187c5073d0f52bba62c2f1b68641104388573b625fbce11cca835aef05310c44"));
        QCOMPARE(a.names, QStringList{QStringLiteral("aisb-fixture-ctr")});
        QCOMPARE(a.name(), QStringLiteral("aisb-fixture-ctr"));
        QCOMPARE(a.image, QStringLiteral("localhost/ai-sandbox-base:trixie"));
        QCOMPARE(a.imageId,
                 QStringLiteral("56a993917db9c15a38a574aa082ffce4d872505ccbd4ca49065c020d25df19d0"));
        QCOMPARE(a.state, QStringLiteral("exited"));
        QVERIFY(!a.isRunning());
        QCOMPARE(a.exitCode, 3);
        QCOMPARE(a.status, QStringLiteral("Exited (3) Less than a second ago"));
        QCOMPARE(a.label(QStringLiteral("io.aisb.kind")), QStringLiteral("sandbox"));
        QCOMPARE(a.label(QStringLiteral("io.aisb.session")), QStringLiteral("s1"));
        QCOMPARE(a.labels.size(), 5);
        // podman 4.3's CreatedAt is "Less than a second ago": Created (seconds) must win.
        QCOMPARE(a.createdAt, utc(1796224574));
        QCOMPARE(a.startedAt, utc(1796224574));
        QCOMPARE(a.mounts, QStringList{QStringLiteral("/home/agent")});
        QCOMPARE(a.command,
                 (QStringList{QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("exit 3")}));
        QCOMPARE(a.size, qint64(-1));
        QCOMPARE(a.pid, qint64(0));

        const ContainerInfo &b = list.at(1);
        QCOMPARE(b.state, QStringLiteral("created"));
        QVERIFY(!b.startedAt.isValid()); // Go's zero time
        QCOMPARE(b.label(QStringLiteral("io.aisb.kind")), QStringLiteral("gate"));
        QVERIFY(b.mounts.isEmpty());
    }

    void containersEmpty()
    {
        QString error;
        QVERIFY(PodmanJson::parseContainers(fixture("ps-empty-4.3.json"), &error).isEmpty());
        QVERIFY(error.isEmpty());
        QVERIFY(PodmanJson::parseContainers("null", &error).isEmpty());
        QVERIFY(PodmanJson::parseContainers("", &error).isEmpty());
        QVERIFY(error.isEmpty());
    }

    void containers5AndCompat()
    {
        QString error;
        const auto list = PodmanJson::parseContainers(fixture("ps-5.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(list.size(), 2);
        const ContainerInfo &a = list.at(0);
        QVERIFY(a.isRunning());
        QCOMPARE(a.pid, qint64(4242));
        QCOMPARE(a.size, qint64(4096));
        QCOMPARE(a.createdAt, utc(1748772899));
        QCOMPARE(a.mounts.size(), 2);
        QCOMPARE(a.label(QStringLiteral("io.aisb.project")), QStringLiteral("web-shop"));
        // Names as a string with docker's leading slash, labels as "k=v,...", state capitalised,
        // Created as an RFC 3339 string with nanoseconds and an offset.
        const ContainerInfo &b = list.at(1);
        QCOMPARE(b.names, QStringList{QStringLiteral("aisb-gate-web-shop-ab12")});
        QCOMPARE(b.labels.size(), 3);
        QCOMPARE(b.label(QStringLiteral("io.aisb.kind")), QStringLiteral("gate"));
        QCOMPARE(b.state, QStringLiteral("exited"));
        QCOMPARE(b.createdAt, QDateTime(QDate(2025, 6, 1), QTime(8, 15, 0, 123), QTimeZone::utc()));
        QVERIFY(b.mounts.isEmpty());
        QCOMPARE(b.size, qint64(-1));
    }

    void notJson()
    {
        QString error;
        QVERIFY(PodmanJson::parseContainers("Error: something\n", &error).isEmpty());
        QVERIFY(error.contains(QLatin1String("ps")));
        error.clear();
        QVERIFY(PodmanJson::parseImages("{\"a\":1}", &error).isEmpty());
        QVERIFY(error.contains(QLatin1String("not a list")));
        error.clear();
        PodmanJson::parseInfo("[]", &error);
        QVERIFY(!error.isEmpty());
    }

    void images43()
    {
        QString error;
        const auto list = PodmanJson::parseImages(fixture("images-4.3.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(list.size(), 1);
        const ImageInfo &i = list.first();
        // RepoTags is null in 4.3: the tags come from Names.
        QCOMPARE(i.tags, QStringList{QStringLiteral("localhost/ai-sandbox-base:trixie")});
        QCOMPARE(i.id, QStringLiteral("56a993917db9c15a38a574aa082ffce4d872505ccbd4ca49065c020d25df19d0"));
        QCOMPARE(i.size, qint64(127558381));
        QCOMPARE(i.created, utc(1796224438));
        QCOMPARE(i.containers, 2);
        QCOMPARE(i.label(QStringLiteral("io.aisb.kind")), QStringLiteral("image"));
        QCOMPARE(i.label(QStringLiteral("io.aisb.recipe")), QStringLiteral("d9cc02f48e7fc697"));
        QVERIFY(!i.isDangling());
    }

    void images5()
    {
        const auto list = PodmanJson::parseImages(fixture("images-5.json"));
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.at(0).tags, QStringList{QStringLiteral("localhost/ai-sandbox:0123456789abcdef")});
        QCOMPARE(list.at(0).containers, 1);
        QVERIFY(list.at(1).isDangling());
        QCOMPARE(list.at(1).id,
                 QStringLiteral("2222222222222222222222222222222222222222222222222222222222222222"));
        QCOMPARE(list.at(1).created, QDateTime(QDate(2025, 5, 1), QTime(8, 0), QTimeZone::utc()));
        QVERIFY(list.at(1).labels.isEmpty());
    }

    // `system connection list --format json` (podman 4.3 and 5 print the same fields); a nameless
    // entry is left out, empty output is no connection, anything else is an error that says so.
    void connections()
    {
        QString error;
        const QByteArray json =
            "[{\"Name\":\"server-1\",\"URI\":\"ssh://me@server-1:22/run/podman/podman.sock\","
            "\"Identity\":\"/k\",\"Default\":true},{\"Name\":\"\",\"URI\":\"ssh://x\"},"
            "{\"Name\":\"lab\",\"URI\":\"unix:///run/lab.sock\"}]";
        const QList<NamedConnection> list = PodmanJson::parseConnections(json, &error);
        QCOMPARE(error, QString());
        QCOMPARE(list.size(), 2);
        QCOMPARE(list[0].name, QStringLiteral("server-1"));
        QCOMPARE(list[0].uri, QStringLiteral("ssh://me@server-1:22/run/podman/podman.sock"));
        QVERIFY(list[0].isDefault);
        QCOMPARE(list[1].name, QStringLiteral("lab"));
        QVERIFY(!list[1].isDefault);
        QVERIFY(PodmanJson::parseConnections("\n", &error).isEmpty());
        QCOMPARE(error, QString());
        QVERIFY(PodmanJson::parseConnections("Name URI\nserver-1 ssh://", &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("system connection list")), qPrintable(error));
    }

    void volumes()
    {
        QString error;
        const auto v43 = PodmanJson::parseVolumes(fixture("volumes-4.3.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(v43.size(), 1);
        QCOMPARE(v43.first().name, QStringLiteral("aisb-fixture-home"));
        QCOMPARE(v43.first().driver, QStringLiteral("local"));
        QCOMPARE(v43.first().label(QStringLiteral("io.aisb.kind")), QStringLiteral("home"));
        QCOMPARE(v43.first().mountpoint,
                 QStringLiteral("/var/lib/containers/storage/volumes/aisb-fixture-home/_data"));
        QCOMPARE(v43.first().createdAt,
                 QDateTime(QDate(2026, 12, 2), QTime(15, 16, 14, 252), QTimeZone::utc()));
        QVERIFY(v43.first().inUse); // unknown until the dangling list says otherwise

        // Go's time.String() form.
        const auto v5 = PodmanJson::parseVolumes(fixture("volumes-5.json"));
        QCOMPARE(v5.size(), 1);
        QCOMPARE(v5.first().createdAt, QDateTime(QDate(2025, 6, 1), QTime(8, 15, 0, 500), QTimeZone::utc()));
    }

    void info43Rootful()
    {
        QString error;
        const PodmanCapabilities c = PodmanJson::parseInfo(fixture("info-4.3.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(c.version, QStringLiteral("4.3.1"));
        QCOMPARE(c.versionNumber, QVersionNumber(4, 3, 1));
        QVERIFY(!c.rootless);
        QVERIFY(!c.remote);
        QCOMPARE(c.runtime, QStringLiteral("runc"));
        QCOMPARE(c.cgroupManager, QStringLiteral("cgroupfs"));
        QCOMPARE(c.cgroupVersion, QStringLiteral("v1"));
        QCOMPARE(c.networkBackend, QStringLiteral("netavark"));
        QCOMPARE(c.storageDriver, QStringLiteral("overlay"));
        QCOMPARE(c.volumePath, QStringLiteral("/var/lib/containers/storage/volumes"));
        QVERIFY(c.slirp4netns);
        QVERIFY(!c.pasta);
        QVERIFY(!c.pastaMapHostLoopback);
        QVERIFY(c.route == PodmanCapabilities::Route::Slirp4netns);
        QCOMPARE(c.gateAddressForRoute(), QStringLiteral("10.0.2.2"));
        QCOMPARE(c.networkOptionForRoute(), QStringLiteral("slirp4netns:allow_host_loopback=true"));
        QVERIFY(c.routeReason.contains(QLatin1String("slirp4netns")));
    }

    void infoSelinux()
    {
        // host.security.selinuxEnabled decides whether binds are relabelled (tst_render
        // selinuxRelabelsBinds): a Fedora/RHEL engine says true.
        const QByteArray plain = fixture("info-4.3.json");
        QVERIFY(!PodmanJson::parseInfo(plain).selinux);
        QByteArray fedora = plain;
        fedora.replace("\"selinuxEnabled\": false", "\"selinuxEnabled\": true");
        QVERIFY(fedora != plain);
        QVERIFY(PodmanJson::parseInfo(fedora).selinux);
    }

    void info43Rootless()
    {
        const PodmanCapabilities c = PodmanJson::parseInfo(fixture("info-4.3-rootless.json"));
        QVERIFY(c.rootless);
        QCOMPARE(c.runtime, QStringLiteral("runc"));
        QVERIFY(c.route == PodmanCapabilities::Route::Slirp4netns);
    }

    void info5Pasta()
    {
        const PodmanCapabilities c = PodmanJson::parseInfo(fixture("info-5-pasta.json"));
        QCOMPARE(c.versionNumber.majorVersion(), 5);
        QVERIFY(c.rootless);
        QCOMPARE(c.runtime, QStringLiteral("crun"));
        QCOMPARE(c.cgroupVersion, QStringLiteral("v2"));
        QVERIFY(!c.slirp4netns);
        QVERIFY(c.pasta);
        QCOMPARE(c.pastaVersion, QStringLiteral("2025.05.03"));
        QVERIFY(c.pastaMapHostLoopback);
        QVERIFY(c.route == PodmanCapabilities::Route::Pasta);
        QCOMPARE(c.gateAddressForRoute(), QStringLiteral("169.254.1.3"));
        QCOMPARE(c.networkOptionForRoute(), QStringLiteral("pasta:--map-host-loopback,169.254.1.3"));
    }

    void info5OldPastaHasNoRoute()
    {
        const PodmanCapabilities c = PodmanJson::parseInfo(fixture("info-5-oldpasta.json"));
        QVERIFY(c.pasta);
        QVERIFY(!c.pastaMapHostLoopback);
        QVERIFY(c.route == PodmanCapabilities::Route::NoRoute);
        QVERIFY(c.gateAddressForRoute().isEmpty());
        QVERIFY(c.routeReason.contains(QLatin1String("install slirp4netns")));
        QVERIFY(c.routeReason.contains(QLatin1String("2023.09.08")));
    }

    void info6DroppedSlirp()
    {
        const PodmanCapabilities c = PodmanJson::parseInfo(fixture("info-6-slirp.json"));
        QVERIFY(!c.slirp4netns); // installed, but podman 6 no longer supports it
        QVERIFY(c.route == PodmanCapabilities::Route::Pasta);
    }

    void version()
    {
        QCOMPARE(PodmanJson::parseVersion(fixture("version-4.3.json")), QStringLiteral("4.3.1"));
        QCOMPARE(PodmanJson::parseVersion(fixture("version-5-remote.json")), QStringLiteral("5.2.0"));
    }

    void diskUsage()
    {
        QString error;
        const DiskUsage d43 = PodmanJson::parseDiskUsage(fixture("systemdf-4.3.jsonl"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(d43.images.total, 1);
        QCOMPARE(d43.images.size, qint64(127558381));
        QCOMPARE(d43.containers.total, 2);
        QCOMPARE(d43.containers.reclaimable, qint64(12));
        QCOMPARE(d43.volumes.total, 1);
        QCOMPARE(d43.volumes.active, 1);
        QCOMPARE(d43.totalSize(), qint64(127558381 + 12));

        const DiskUsage d5 = PodmanJson::parseDiskUsage(fixture("systemdf-5.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(d5.images.total, 3);
        QCOMPARE(d5.images.size, qint64(900000000));
        QCOMPARE(d5.images.reclaimable, qint64(300000000));
        QCOMPARE(d5.volumes.size, qint64(2048));
    }

    void times()
    {
        QVERIFY(!PodmanJson::parseTime(QJsonValue(-62135596800.0)).isValid());
        QVERIFY(!PodmanJson::parseTime(QJsonValue(QStringLiteral("2 minutes ago"))).isValid());
        QVERIFY(!PodmanJson::parseTime(QJsonValue(QStringLiteral("0001-01-01T00:00:00Z"))).isValid());
        QCOMPARE(PodmanJson::parseTime(QJsonValue(QStringLiteral("2025-06-01T10:15:00Z"))),
                 QDateTime(QDate(2025, 6, 1), QTime(10, 15), QTimeZone::utc()));
        QCOMPARE(PodmanJson::parseTime(QJsonValue(QStringLiteral("2025-06-01 10:15:00 -0130 X"))),
                 QDateTime(QDate(2025, 6, 1), QTime(11, 45), QTimeZone::utc()));
    }

    void pastaDates()
    {
        QCOMPARE(PodmanJson::pastaReleaseDate(QStringLiteral("pasta 0.0~git20250503.587980c-2")),
                 QDate(2025, 5, 3));
        QCOMPARE(PodmanJson::pastaReleaseDate(QStringLiteral("pasta 2024_08_21.1d6142f")),
                 QDate(2024, 8, 21));
        QCOMPARE(PodmanJson::pastaReleaseDate(QStringLiteral("passt-0^20230908.g05627dc-1.fc39")),
                 QDate(2023, 9, 8));
        QVERIFY(!PodmanJson::pastaReleaseDate(QStringLiteral("pasta")).isValid());
    }

    void names()
    {
        const QSet<QString> s = PodmanJson::parseNameLines("a\n\n b \n");
        QCOMPARE(s, (QSet<QString>{QStringLiteral("a"), QStringLiteral("b")}));
    }

    void stepLines()
    {
        QCOMPARE(Podman::parseStepLine(QStringLiteral("STEP 3/7: RUN apt-get update")), std::make_pair(3, 7));
        QCOMPARE(Podman::parseStepLine(QStringLiteral("[1/2] STEP 2/5: COPY . /x")), std::make_pair(2, 5));
        QCOMPARE(Podman::parseStepLine(QStringLiteral("echo STEP 3/7")), std::make_pair(0, 0));
        QCOMPARE(Podman::parseStepLine(QStringLiteral("--> 1234")), std::make_pair(0, 0));
    }

    void labelMatching()
    {
        const QMap<QString, QString> l{{QStringLiteral("io.aisb.managed"), QStringLiteral("1")},
                                       {QStringLiteral("io.aisb.kind"), QStringLiteral("home")}};
        QVERIFY(Podman::matchesLabels(l, {}));
        QVERIFY(Podman::matchesLabels(
            l, {QStringLiteral("io.aisb.managed=1"), QStringLiteral("io.aisb.kind=home")}));
        QVERIFY(Podman::matchesLabels(l, {QStringLiteral("io.aisb.kind")}));
        QVERIFY(!Podman::matchesLabels(
            l, {QStringLiteral("io.aisb.managed=1"), QStringLiteral("io.aisb.kind=gate")}));
        QVERIFY(!Podman::matchesLabels(l, {QStringLiteral("io.aisb.session")}));
        QVERIFY(!Podman::matchesLabels(l, {QStringLiteral("io.aisb.kind=")}));
    }

    void removeArgv()
    {
        QCOMPARE(Podman::removeArgs(Podman::ResourceKind::Volume, {QStringLiteral("-x")}, false),
                 (QStringList{QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("--"),
                              QStringLiteral("-x")}));
        QCOMPARE(
            Podman::removeArgs(Podman::ResourceKind::Image, {QStringLiteral("a"), QStringLiteral("b")}, true),
            (QStringList{QStringLiteral("rmi"), QStringLiteral("--force"), QStringLiteral("--"),
                         QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(Podman::removeArgs(Podman::ResourceKind::Container, {QStringLiteral("c")}, false).first(),
                 QStringLiteral("rm"));
    }

    void argv()
    {
        PodmanConnection c;
        QVERIFY(c.globalArgs().isEmpty());
        QVERIFY(!c.isRemote());
        c.url = QStringLiteral("unix:///run/podman/podman.sock");
        c.connection = QStringLiteral("box");
        QCOMPARE(c.globalArgs(),
                 (QStringList{QStringLiteral("--url"), QStringLiteral("unix:///run/podman/podman.sock"),
                              QStringLiteral("--connection"), QStringLiteral("box")}));
        QCOMPARE(Podman::labelFilterArgs({QStringLiteral("io.aisb.managed=1")}),
                 (QStringList{QStringLiteral("--filter"), QStringLiteral("label=io.aisb.managed=1")}));
        const QStringList b = Podman::buildArgs(
            QStringLiteral("/ctx"), QStringLiteral("Containerfile"), QStringLiteral("localhost/x:1"),
            {{QStringLiteral("io.aisb.kind"), QStringLiteral("image")}}, {QStringLiteral("A=1")});
        QCOMPARE(b, (QStringList{QStringLiteral("build"), QStringLiteral("--file"),
                                 QStringLiteral("/ctx/Containerfile"), QStringLiteral("--tag"),
                                 QStringLiteral("localhost/x:1"), QStringLiteral("--label"),
                                 QStringLiteral("io.aisb.kind=image"), QStringLiteral("--build-arg"),
                                 QStringLiteral("A=1"), QStringLiteral("/ctx")}));
    }
};

QTEST_GUILESS_MAIN(TestPodmanJson)
#include "tst_podmanjson.moc"
