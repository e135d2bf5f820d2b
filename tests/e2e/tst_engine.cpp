// SPDX-License-Identifier: GPL-3.0-or-later
// The podman driver against the real podman of this machine (needs the base image that
// scripts/setup builds). Skips with a reason where podman cannot run at all.
#include "engine/podman.h"
#include "engine/syncwait.h"

#include <QDateTime>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <pwd.h>
#include <unistd.h>

using namespace aisb;

namespace {
const QString kBase = QStringLiteral("localhost/ai-sandbox-base:trixie");
}

class TestEngine : public QObject
{
    Q_OBJECT
    Podman m_podman;
    QString m_run; // unique per run: names and the session label
    QString m_tag;
    QString m_volume;
    QString m_container;

    QStringList aisbLabels() const
    {
        return {QStringLiteral("--label"), QStringLiteral("io.aisb.managed=1"),
                QStringLiteral("--label"), QStringLiteral("io.aisb.project=engine-e2e"),
                QStringLiteral("--label"), QStringLiteral("io.aisb.session=") + m_run};
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
        const PodmanResult base =
            runSync(m_podman, {QStringLiteral("image"), QStringLiteral("exists"), kBase});
        if (!base.ok())
            QSKIP("the base image localhost/ai-sandbox-base:trixie is missing: run scripts/setup");
        m_run = QStringLiteral("e2e%1x%2")
                    .arg(QCoreApplication::applicationPid())
                    .arg(QDateTime::currentMSecsSinceEpoch());
        m_tag = QStringLiteral("localhost/aisb-engine-e2e:") + m_run;
        m_volume = QStringLiteral("aisb-engine-e2e-vol-") + m_run;
        m_container = QStringLiteral("aisb-engine-e2e-ctr-") + m_run;
    }

    void cleanupTestCase()
    {
        if (m_run.isEmpty())
            return;
        runSync(m_podman,
                {QStringLiteral("rm"), QStringLiteral("--force"), QStringLiteral("--ignore"), m_container});
        runSync(m_podman, {QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("--force"),
                           m_volume, m_volume + QStringLiteral("-other")});
        runSync(m_podman,
                {QStringLiteral("rmi"), QStringLiteral("--force"), QStringLiteral("--ignore"), m_tag});
    }

    void probe()
    {
        PodmanCall *probe = m_podman.probe();
        QSignalSpy ready(probe, &PodmanCall::capabilitiesReady);
        QSignalSpy failed(probe, &PodmanCall::failed);
        QVERIFY(ready.wait(60000));
        QCOMPARE(failed.count(), 0);
        const auto caps = ready.at(0).at(0).value<PodmanCapabilities>();
        const PodmanResult version = runSync(m_podman, {QStringLiteral("version"), QStringLiteral("--format"),
                                                        QStringLiteral("{{.Client.Version}}")});
        QVERIFY2(version.ok(), qPrintable(version.error));
        QCOMPARE(caps.version, QString::fromUtf8(version.stdoutData).trimmed());
        QVERIFY(!caps.versionNumber.isNull());
        QCOMPARE(caps.rootless, geteuid() != 0);
        QVERIFY(!caps.runtime.isEmpty());
        QVERIFY(!caps.cgroupManager.isEmpty());
        QVERIFY(caps.cgroupVersion.startsWith(QLatin1Char('v')));
        QVERIFY(!caps.routeReason.isEmpty());
        if (QFile::exists(QStringLiteral("/usr/bin/slirp4netns")) && caps.versionNumber.majorVersion() < 6) {
            QVERIFY(caps.slirp4netns);
            QVERIFY(caps.route == PodmanCapabilities::Route::Slirp4netns);
            QCOMPARE(caps.gateAddressForRoute(), QStringLiteral("10.0.2.2"));
        }
        qInfo("podman %s, %s, runtime %s, cgroups %s/%s, route %s", qPrintable(caps.version),
              caps.rootless ? "rootless" : "rootful", qPrintable(caps.runtime),
              qPrintable(caps.cgroupManager), qPrintable(caps.cgroupVersion),
              qPrintable(PodmanCapabilities::routeName(caps.route)));
    }

    void routeReallyWorks()
    {
        // The chosen route's network option starts a container here (no traffic is sent).
        QSignalSpy ready(m_podman.probe(), &PodmanCall::capabilitiesReady);
        QVERIFY(ready.wait(60000));
        const auto caps = ready.at(0).at(0).value<PodmanCapabilities>();
        if (caps.route == PodmanCapabilities::Route::NoRoute)
            QSKIP(qPrintable(caps.routeReason));
        const PodmanResult r = runSync(m_podman,
                                       {QStringLiteral("run"), QStringLiteral("--rm"),
                                        QStringLiteral("--network"), caps.networkOptionForRoute(), kBase,
                                        QStringLiteral("cat"), QStringLiteral("/proc/net/route")},
                                       120000);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(r.stdoutData.contains("Iface"));
    }

    void listImagesHasBase()
    {
        QSignalSpy listed(m_podman.listImages({QStringLiteral("io.aisb.managed=1")}),
                          &PodmanCall::imagesListed);
        QVERIFY(listed.wait(60000));
        const auto images = listed.at(0).at(0).value<QList<ImageInfo>>();
        bool found = false;
        for (const ImageInfo &i : images) {
            QCOMPARE(i.label(QStringLiteral("io.aisb.managed")), QStringLiteral("1"));
            if (i.tags.contains(kBase)) {
                found = true;
                QCOMPARE(i.label(QStringLiteral("io.aisb.kind")), QStringLiteral("image"));
                QVERIFY(!i.label(QStringLiteral("io.aisb.recipe")).isEmpty());
                QVERIFY(i.size > 10 * 1000 * 1000);
                QVERIFY(i.created.isValid());
            }
        }
        QVERIFY(found);
    }

    void imageExists()
    {
        // Asked at once of one Podman: each call hears its own answer.
        PodmanCall *base = m_podman.imageExists(kBase);
        PodmanCall *missing = m_podman.imageExists(QStringLiteral("localhost/aisb-no-such-image:never"));
        QSignalSpy baseChecked(base, &PodmanCall::imageExistsChecked);
        QSignalSpy missingChecked(missing, &PodmanCall::imageExistsChecked);
        QSignalSpy baseFailed(base, &PodmanCall::failed);
        QSignalSpy missingFailed(missing, &PodmanCall::failed);
        QTRY_VERIFY_WITH_TIMEOUT(baseChecked.count() == 1 && missingChecked.count() == 1, 60000);
        QCOMPARE(baseFailed.count() + missingFailed.count(), 0);
        QCOMPARE(baseChecked.at(0).at(0).toBool(), true);
        QCOMPARE(missingChecked.at(0).at(0).toBool(), false);
    }

    void buildStreamsStepsAndLabels()
    {
        QTemporaryDir ctx;
        QVERIFY(ctx.isValid());
        QFile cf(ctx.filePath(QStringLiteral("Containerfile")));
        QVERIFY(cf.open(QIODevice::WriteOnly));
        cf.write("FROM localhost/ai-sandbox-base:trixie\nRUN true\n");
        cf.close();

        const QMap<QString, QString> labels{{QStringLiteral("io.aisb.managed"), QStringLiteral("1")},
                                            {QStringLiteral("io.aisb.kind"), QStringLiteral("image")},
                                            {QStringLiteral("io.aisb.project"), QStringLiteral("engine-e2e")},
                                            {QStringLiteral("io.aisb.session"), m_run}};
        PodmanCall *build = m_podman.build(ctx.path(), QStringLiteral("Containerfile"), m_tag, labels);
        QSignalSpy progress(build, &PodmanCall::buildProgress);
        QSignalSpy lines(build, &PodmanCall::buildLine);
        QSignalSpy built(build, &PodmanCall::built);
        QSignalSpy failed(build, &PodmanCall::failed);
        QTRY_VERIFY_WITH_TIMEOUT(built.count() + failed.count() > 0, 300000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        QCOMPARE(built.at(0).at(0).toString(), m_tag);
        // podman 4.3 turns each --label into a LABEL step after the Containerfile's two steps.
        QVERIFY(progress.count() >= 2);
        const int total = progress.at(0).at(1).toInt();
        QCOMPARE(progress.count(), total);
        for (int i = 0; i < progress.count(); ++i) {
            QCOMPARE(progress.at(i).at(0).toInt(), i + 1);
            QCOMPARE(progress.at(i).at(1).toInt(), total);
        }
        QStringList stepLines;
        for (const auto &l : lines)
            if (l.at(0).toString().startsWith(QLatin1String("STEP ")))
                stepLines << l.at(0).toString();
        QCOMPARE(stepLines.size(), total);
        QVERIFY(stepLines.at(0).startsWith(
            QStringLiteral("STEP 1/%1: FROM localhost/ai-sandbox-base:trixie").arg(total)));
        QVERIFY(stepLines.at(1).startsWith(QStringLiteral("STEP 2/%1: RUN true").arg(total)));

        // The labels are on the image, found by the session label.
        QSignalSpy listed(m_podman.listImages({QStringLiteral("io.aisb.session=") + m_run}),
                          &PodmanCall::imagesListed);
        QVERIFY(listed.wait(60000));
        const auto images = listed.at(0).at(0).value<QList<ImageInfo>>();
        QCOMPARE(images.size(), 1);
        QVERIFY(images.first().tags.contains(m_tag));
        for (auto it = labels.begin(); it != labels.end(); ++it)
            QCOMPARE(images.first().label(it.key()), it.value());

        // Cleanup removes it.
        const PodmanResult rm = runSync(m_podman, {QStringLiteral("rmi"), m_tag});
        QVERIFY2(rm.ok(), qPrintable(rm.error));
        QSignalSpy checked(m_podman.imageExists(m_tag), &PodmanCall::imageExistsChecked);
        QVERIFY(checked.wait(60000));
        QCOMPARE(checked.at(0).at(0).toBool(), false);
    }

    void buildFailureNamesTheStep()
    {
        QTemporaryDir ctx;
        QFile cf(ctx.filePath(QStringLiteral("Containerfile")));
        QVERIFY(cf.open(QIODevice::WriteOnly));
        cf.write("FROM localhost/ai-sandbox-base:trixie\nRUN true\nRUN echo about-to-fail && exit 7\n");
        cf.close();
        PodmanCall *build =
            m_podman.build(ctx.path(), QStringLiteral("Containerfile"), m_tag + QStringLiteral("-fail"));
        QSignalSpy failed(build, &PodmanCall::failed);
        QSignalSpy built(build, &PodmanCall::built);
        QTRY_VERIFY_WITH_TIMEOUT(built.count() + failed.count() > 0, 300000);
        QCOMPARE(built.count(), 0);
        const QString message = failed.at(0).at(0).toString();
        QVERIFY2(message.startsWith(QLatin1String("image build failed at step 3/3: ")), qPrintable(message));
    }

    void volumesInUseAndContainers()
    {
        const QStringList labels = aisbLabels();
        PodmanResult r =
            runSync(m_podman, QStringList{QStringLiteral("volume"), QStringLiteral("create")} + labels +
                                  QStringList{QStringLiteral("--label"), QStringLiteral("io.aisb.kind=home"),
                                              m_volume});
        QVERIFY2(r.ok(), qPrintable(r.error));
        r = runSync(m_podman,
                    QStringList{QStringLiteral("create"), QStringLiteral("--name"), m_container,
                                QStringLiteral("--network"), QStringLiteral("none"), QStringLiteral("-v"),
                                m_volume + QStringLiteral(":/home/agent")} +
                        labels +
                        QStringList{QStringLiteral("--label"), QStringLiteral("io.aisb.kind=sandbox"), kBase,
                                    QStringLiteral("true")});
        QVERIFY2(r.ok(), qPrintable(r.error));

        const QStringList session{QStringLiteral("io.aisb.session=") + m_run};
        QSignalSpy containers(m_podman.listContainers(session), &PodmanCall::containersListed);
        QVERIFY(containers.wait(60000));
        const auto cs = containers.at(0).at(0).value<QList<ContainerInfo>>();
        QCOMPARE(cs.size(), 1);
        QCOMPARE(cs.first().name(), m_container);
        QCOMPARE(cs.first().state, QStringLiteral("created"));
        QCOMPARE(cs.first().label(QStringLiteral("io.aisb.kind")), QStringLiteral("sandbox"));
        QVERIFY(cs.first().createdAt.isValid());
        QVERIFY(qAbs(cs.first().createdAt.secsTo(QDateTime::currentDateTimeUtc())) < 600);

        // A second volume of the session with another kind: two label filters must both hold
        // (podman 4.3 itself ORs them in `volume ls`).
        r = runSync(m_podman, QStringList{QStringLiteral("volume"), QStringLiteral("create")} + labels +
                                  QStringList{QStringLiteral("--label"), QStringLiteral("io.aisb.kind=other"),
                                              m_volume + QStringLiteral("-other")});
        QVERIFY2(r.ok(), qPrintable(r.error));
        const QStringList homes{QStringLiteral("io.aisb.session=") + m_run,
                                QStringLiteral("io.aisb.kind=home")};
        const auto listVolumes = [this](const QStringList &filters) {
            QSignalSpy listed(m_podman.listVolumes(filters), &PodmanCall::volumesListed);
            return listed.wait(60000) ? listed.at(0).at(0).value<QList<VolumeInfo>>() : QList<VolumeInfo>{};
        };
        auto vs = listVolumes(homes);
        QCOMPARE(vs.size(), 1);
        QCOMPARE(vs.first().name, m_volume);
        QVERIFY(vs.first().inUse);

        // A volume a container refers to is refused without force.
        PodmanCall *refused = m_podman.remove(Podman::ResourceKind::Volume, {m_volume});
        QSignalSpy removed(refused, &PodmanCall::succeeded);
        QSignalSpy failed(refused, &PodmanCall::failed);
        QVERIFY(failed.wait(60000));
        QCOMPARE(removed.count(), 0);
        QVERIFY2(failed.at(0).at(0).toString().contains(QLatin1String("podman volume rm failed")),
                 qPrintable(failed.at(0).at(0).toString()));

        QSignalSpy containerRemoved(m_podman.remove(Podman::ResourceKind::Container, {m_container}),
                                    &PodmanCall::succeeded);
        QVERIFY(containerRemoved.wait(60000));
        vs = listVolumes(homes);
        QCOMPARE(vs.size(), 1);
        QVERIFY(!vs.first().inUse);

        QSignalSpy volumesRemoved(
            m_podman.remove(Podman::ResourceKind::Volume, {m_volume, m_volume + QStringLiteral("-other")}),
            &PodmanCall::succeeded);
        QVERIFY(volumesRemoved.wait(60000));
        QSignalSpy none(m_podman.listVolumes(session), &PodmanCall::volumesListed);
        QVERIFY(none.wait(60000));
        QVERIFY(none.at(0).at(0).value<QList<VolumeInfo>>().isEmpty());
    }

    void stopRunningContainer()
    {
        const QString name = m_container + QStringLiteral("-running");
        const PodmanResult r =
            runSync(m_podman,
                    QStringList{QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--name"), name,
                                QStringLiteral("--network"), QStringLiteral("none")} +
                        aisbLabels() + QStringList{kBase, QStringLiteral("sleep"), QStringLiteral("300")},
                    120000);
        QVERIFY2(r.ok(), qPrintable(r.error));
        // sleep as PID 1 ignores SIGTERM: podman kills it after the 1 s.
        PodmanCall *stop = m_podman.stop({name}, 1);
        QSignalSpy stopped(stop, &PodmanCall::succeeded);
        QSignalSpy failed(stop, &PodmanCall::failed);
        QTRY_VERIFY_WITH_TIMEOUT(stopped.count() + failed.count() > 0, 60000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        QSignalSpy listed(m_podman.listContainers({QStringLiteral("io.aisb.session=") + m_run}),
                          &PodmanCall::containersListed);
        QVERIFY(listed.wait(60000));
        const auto cs = listed.at(0).at(0).value<QList<ContainerInfo>>();
        QCOMPARE(cs.size(), 1);
        QCOMPARE(cs.first().state, QStringLiteral("exited"));
        QSignalSpy removed(m_podman.remove(Podman::ResourceKind::Container, {name}), &PodmanCall::succeeded);
        QVERIFY(removed.wait(60000));
    }

    void rootlessProbeAndRoute()
    {
        // The same driver as the unprivileged test user (scripts/setup-test-user), through a
        // wrapper that is nothing but `as-test-user podman "$@"`.
        const QString asUser = QStringLiteral(AISB_SOURCE_DIR "/scripts/as-test-user");
        if (geteuid() != 0)
            QSKIP("runs as root only (it switches to the test user)");
        if (!getpwnam("aisb-test"))
            QSKIP("the user aisb-test is missing: run scripts/setup-test-user");
        QTemporaryDir dir;
        const QString wrapper = dir.filePath(QStringLiteral("podman-as-test-user"));
        QFile w(wrapper);
        QVERIFY(w.open(QIODevice::WriteOnly));
        w.write("#!/bin/sh\nexec " + asUser.toUtf8() + " podman \"$@\"\n");
        w.close();
        w.setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        PodmanConnection c;
        c.program = wrapper;
        Podman rootless(c);
        PodmanCall *probe = rootless.probe();
        QSignalSpy ready(probe, &PodmanCall::capabilitiesReady);
        QSignalSpy failed(probe, &PodmanCall::failed);
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() + failed.count() > 0, 60000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        const auto caps = ready.at(0).at(0).value<PodmanCapabilities>();
        QVERIFY(caps.rootless);
        if (caps.route == PodmanCapabilities::Route::NoRoute)
            QSKIP(qPrintable(caps.routeReason));
        const PodmanResult base =
            runSync(rootless, {QStringLiteral("image"), QStringLiteral("exists"), kBase});
        if (!base.ok())
            QSKIP("the test user has no base image: run scripts/setup-test-user");
        const PodmanResult r = runSync(rootless,
                                       {QStringLiteral("run"), QStringLiteral("--rm"),
                                        QStringLiteral("--network"), caps.networkOptionForRoute(), kBase,
                                        QStringLiteral("cat"), QStringLiteral("/proc/net/route")},
                                       120000);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(r.stdoutData.contains("Iface"));
    }

    void diskUsage()
    {
        QSignalSpy ready(m_podman.diskUsage(), &PodmanCall::diskUsageReady);
        QVERIFY(ready.wait(120000));
        const auto du = ready.at(0).at(0).value<DiskUsage>();
        QVERIFY(du.images.total >= 1);
        QVERIFY(du.images.size > 0);
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
