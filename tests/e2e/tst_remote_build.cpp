// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox image built on a remote podman service (issue 17, docs/design/remote-sessions.md),
// against a fresh service with no image at all (tests/common/remotepodman.h), rootful and rootless:
//  - `ai-sandbox --url ... build` copies this machine's base image there (`podman save | podman
//    --url ... load`: the service has no registry, and the base is built from the Debian mirror by
//    a script of this machine), then builds the sandbox image there, through the API, with the
//    same content-hash tag as here;
//  - a second build there builds nothing and copies nothing;
//  - a session then runs on the image the service built (nothing loaded by the test).
// Figures: the base copy, the build there, the up-to-date check.
#include "remoterows.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <memory>
#include <sys/resource.h>

using namespace aisb;
using aisb::test::E2eResult;
using aisb::test::E2eSandbox;
using aisb::test::RemotePodmanService;
using aisb::test::RemoteRows;

namespace {
const QByteArray nonePolicy = "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n";
} // namespace

class TestRemoteBuild : public QObject
{
    Q_OBJECT
    RemoteRows m_remote;

    E2eSandbox *env() const { return &m_remote.env(); }
    RemotePodmanService *service() const { return m_remote.service(); }
    bool existsThere(const QString &image) const
    {
        return service()->remote({QStringLiteral("image"), QStringLiteral("exists"), image}).code == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Fresh services (no image: the build copies the base there). Their builds' RUN steps
        // reach the package mirror through the service container's own network (the test service
        // gives containers no network by default).
        RemoteRows::Options o;
        o.loadImage = false;
        o.configure = [](RemotePodmanService &s) { s.setContainersConf("[containers]\nnetns = \"host\"\n"); };
        const QString failed = m_remote.setUp(nonePolicy, o);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
    void cleanupTestCase() { m_remote.reset(); }

    void buildsThere_data() { RemoteRows::addRows(); }
    void buildsThere()
    {
        REMOTE_ROW(m_remote);
        // A rootful build raises RLIMIT_NOFILE for its RUN steps to 1048576 (buildah, whatever
        // default_ulimits says); a service in a container here inherits this machine's hard limit,
        // which root cannot raise inside a container without CAP_SYS_RESOURCE.
        rlimit files{};
        ::getrlimit(RLIMIT_NOFILE, &files);
        if (!service()->rootless() && files.rlim_max != RLIM_INFINITY && files.rlim_max < 1048576)
            QSKIP(
                qPrintable(QStringLiteral("a rootful build in the test service needs a hard RLIMIT_NOFILE of "
                                          "1048576; this machine gives its containers %1")
                               .arg(quint64(files.rlim_max))));
        QVERIFY(!existsThere(RemotePodmanService::baseImage())); // a fresh service: nothing there
        const QString project =
            env()->makeProject(RemoteRows::rowName(QStringLiteral("remote-build")), nonePolicy,
                               {{QStringLiteral("README.md"), QByteArrayLiteral("x\n")}});
        QElapsedTimer t;
        t.start();
        const E2eResult first =
            env()->cli({QStringLiteral("--url"), service()->url(), QStringLiteral("build"),
                        QStringLiteral("--json"), QStringLiteral("-C"), project},
                       {}, 1500000);
        const qint64 firstMs = t.elapsed();
        QVERIFY2(first.exitCode == 0, first.describe().constData());
        const QJsonObject built = QJsonDocument::fromJson(first.out).object();
        QCOMPARE(built.value(QStringLiteral("tag")).toString(),
                 m_remote.imageTag()); // the same content, the same tag
        QVERIFY2(built.value(QStringLiteral("built")).toBool(), first.describe().constData());
        QVERIFY2(first.err.contains("Copying the base image"), first.describe().constData());
        QVERIFY(existsThere(RemotePodmanService::baseImage()));
        QVERIFY(existsThere(m_remote.imageTag()));

        t.start();
        const E2eResult again =
            env()->cli({QStringLiteral("--url"), service()->url(), QStringLiteral("build"),
                        QStringLiteral("--json"), QStringLiteral("-C"), project},
                       {}, 300000);
        const qint64 againMs = t.elapsed();
        QVERIFY2(again.exitCode == 0, again.describe().constData());
        QVERIFY2(!QJsonDocument::fromJson(again.out).object().value(QStringLiteral("built")).toBool(),
                 again.describe().constData());
        QVERIFY2(!again.err.contains("Copying the base image"), again.describe().constData());

        // A session there on the image the service built.
        t.start();
        const E2eResult run = env()->cli({QStringLiteral("--url"), service()->url(), QStringLiteral("run"),
                                          QStringLiteral("--no-tty"), QStringLiteral("-C"), project,
                                          QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                                          QStringLiteral("echo built-there > /project/out.txt")},
                                         {}, 300000);
        QVERIFY2(run.exitCode == 0, run.describe().constData());
        QFile out(project + QStringLiteral("/out.txt"));
        QVERIFY(out.open(QIODevice::ReadOnly));
        QCOMPARE(out.readAll(), QByteArray("built-there\n"));
        qInfo("%s service: first build there (base copied, sandbox image built) %lld ms; up to date %lld ms; "
              "a session on it %lld ms",
              QTest::currentDataTag(), firstMs, againMs, t.elapsed());
    }
};

QTEST_MAIN(TestRemoteBuild)
#include "tst_remote_build.moc"
