// SPDX-License-Identifier: GPL-3.0-or-later
// Remote sessions' foundations (issue 17, docs/design/remote-sessions.md), against a podman
// service that cannot see this machine's files (tests/common/remotepodman.h):
//  - the fixture itself: `podman --url` runs a container there, and a host path bound there is
//    not this machine's (the reason a remote session ships the project instead);
//  - ProjectSync: the project sent to a named volume there, files written there brought back, a
//    conflict reported (this machine's copy wins, the remote one kept aside), a remote-written
//    .git/hooks/pre-commit and a new nested .git never brought back, links never followed here;
//  - RemoteFiles: rendered files (the seccomp profile, squid's config) shipped into a volume there
//    and named by their path on the service, which podman there reads.
#include "engine/podman.h"
#include "policy/policylayers.h"
#include "remote/projectsync.h"
#include "remote/remotefiles.h"
#include "remotepodman.h"
#include "render/render.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

using namespace aisb;
using aisb::test::RemotePodmanService;

class TestRemoteSync : public QObject
{
    Q_OBJECT

    // Row 0 a rootful service, row 1 a rootless one (each test runs against both: addRows()).
    std::unique_ptr<RemotePodmanService> m_services[2];
    QString m_skip;
    QString m_failed[2];

    RemotePodmanService &svc() { return *m_services[isRootlessRow() ? 1 : 0]; }
    static bool isRootlessRow() { return qstrcmp(QTest::currentDataTag(), "rootless") == 0; }
    static void addRows()
    {
        QTest::addColumn<bool>("rootless");
        QTest::newRow("rootful") << false;
        QTest::newRow("rootless") << true;
    }
    QTemporaryDir m_work{QStringLiteral("/tmp/aisb-remote-sync-XXXXXX")};
    int m_volumes = 0;

    static void writeFile(const QString &path, const QByteArray &content)
    {
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
    }
    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
    }

    // A fresh project folder, volume and state for one test.
    ProjectSync::Options options(const QString &name)
    {
        ProjectSync::Options o;
        const QString dir = QString::fromLatin1(QTest::currentDataTag()) + QLatin1Char('-') + name;
        o.projectDir = m_work.filePath(dir + QStringLiteral("/project"));
        o.stateDir = m_work.filePath(dir + QStringLiteral("/state"));
        o.conflictDir = m_work.filePath(dir + QStringLiteral("/sync-conflicts"));
        o.volume = svc().prefix() + QStringLiteral("-vol-%1").arg(++m_volumes);
        o.helperImage = RemotePodmanService::baseImage();
        o.masked = {QStringLiteral(".env"), QStringLiteral("secrets/")};
        o.protectedPaths = {QStringLiteral(".git/hooks"), QStringLiteral(".git/config")};
        QDir().mkpath(o.projectDir);
        return o;
    }

    ProjectSync::Result runSync(const ProjectSync::Options &o)
    {
        Podman podman(PodmanConnection{QStringLiteral("podman"), svc().url(), {}});
        ProjectSync sync(&podman, o);
        bool done = false;
        ProjectSync::Result result;
        connect(&sync, &ProjectSync::finished, this, [&](const ProjectSync::Result &r) {
            result = r;
            done = true;
        });
        if (!sync.sync())
            return result;
        // A real event loop (QTRY's qWait sleeps 10 ms between turns: a pipe's 64 KiB a turn).
        QEventLoop loop;
        connect(&sync, &ProjectSync::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(300000, &loop, &QEventLoop::quit);
        if (!done)
            loop.exec();
        if (!done)
            result.error = QStringLiteral("the sync did not finish");
        return result;
    }

    // Runs a shell script in the volume on the service (as the agent would write there).
    test::Ran inVolume(const QString &volume, const QString &script)
    {
        return svc().remote({QStringLiteral("run"), QStringLiteral("--rm"), QStringLiteral("--network=none"),
                             QStringLiteral("--volume"), volume + QStringLiteral(":/p"),
                             RemotePodmanService::baseImage(), QStringLiteral("sh"), QStringLiteral("-c"),
                             script});
    }

    QString shipFiles(RemoteFiles &files, const QMap<QString, RemoteFiles::File> &content)
    {
        QString error = QStringLiteral("did not finish");
        bool done = false;
        QEventLoop loop;
        connect(&files, &RemoteFiles::finished, &loop, [&](const QString &e) {
            error = e;
            done = true;
            loop.quit();
        });
        if (!files.ship(content))
            return QStringLiteral("refused to start");
        QTimer::singleShot(120000, &loop, &QEventLoop::quit);
        if (!done)
            loop.exec();
        return error;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (::getuid() != 0) {
            m_skip =
                QStringLiteral("the fixture runs a privileged podman service: needs root (CI runs as root)");
            return;
        }
        QVERIFY(m_work.isValid());
        for (int row = 0; row < 2; ++row) {
            m_services[row] = std::make_unique<RemotePodmanService>(row == 1);
            QElapsedTimer t;
            t.start();
            QString error = m_services[row]->start();
            if (error.isEmpty()) {
                qInfo("%s podman service ready after %lld ms", row ? "rootless" : "rootful", t.elapsed());
                t.restart();
                error = m_services[row]->loadImage(RemotePodmanService::baseImage());
                qInfo("base image loaded into it in %lld ms", t.elapsed());
            }
            // A service that did not start fails its row's tests (not skipped).
            m_failed[row] = error;
        }
    }
    void init()
    {
        if (!m_skip.isEmpty())
            QSKIP(qPrintable(m_skip));
        const QString &failed = m_failed[isRootlessRow() ? 1 : 0];
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
    void cleanupTestCase()
    {
        for (auto &service : m_services)
            if (service)
                service->remove();
    }

    void serviceRunsContainersButCannotSeeHostFiles_data() { addRows(); }
    void serviceRunsContainersButCannotSeeHostFiles()
    {
        const auto hello =
            svc().remote({QStringLiteral("run"), QStringLiteral("--rm"), RemotePodmanService::baseImage(),
                          QStringLiteral("cat"), QStringLiteral("/etc/debian_version")});
        QVERIFY2(hello.code == 0, hello.both().constData());
        QVERIFY(!hello.out.trimmed().isEmpty());
        // The service's host is a container: its hostname is not this machine's.
        const auto local = svc().local(
            {QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("{{.Host.Hostname}}")});
        const auto remote = svc().remote(
            {QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("{{.Host.Hostname}}")});
        QCOMPARE(remote.code, 0);
        QVERIFY2(local.out.trimmed() != remote.out.trimmed(), remote.out.constData());
        // The row's kind of service.
        const auto rootless = svc().remote({QStringLiteral("info"), QStringLiteral("--format"),
                                            QStringLiteral("{{.Host.Security.Rootless}}")});
        QCOMPARE(rootless.out.trimmed(), isRootlessRow() ? QByteArray("true") : QByteArray("false"));

        // A host path bound into a container there is not this machine's file.
        const QString dir =
            m_work.filePath(QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral("-hostonly"));
        const QByteArray secret = "only-on-this-machine-" + QByteArray::number(::getpid());
        writeFile(dir + QStringLiteral("/file"), secret);
        const auto bound = svc().remote({QStringLiteral("run"), QStringLiteral("--rm"),
                                         QStringLiteral("--volume"), dir + QStringLiteral(":/h:ro"),
                                         RemotePodmanService::baseImage(), QStringLiteral("sh"),
                                         QStringLiteral("-c"), QStringLiteral("cat /h/file; ls -la /h")});
        QVERIFY2(!bound.both().contains(secret), bound.both().constData());
        // podman there refuses the path (it does not exist on the service's host).
        QVERIFY2(bound.code != 0, bound.both().constData());
        QVERIFY2(bound.err.contains("no such file or directory"), bound.err.constData());
        // The same with a path that exists on both (/tmp): the service's own, empty of ours.
        const auto tmp =
            svc().remote({QStringLiteral("run"), QStringLiteral("--rm"), QStringLiteral("--volume"),
                          QStringLiteral("/tmp:/h:ro"), RemotePodmanService::baseImage(),
                          QStringLiteral("ls"), QStringLiteral("/h")});
        QCOMPARE(tmp.code, 0);
        QVERIFY2(!tmp.out.contains(QFileInfo(m_work.path()).fileName().toUtf8()), tmp.out.constData());
    }

    void sendsAndBringsBack_data() { addRows(); }
    void sendsAndBringsBack()
    {
        const ProjectSync::Options o = options(QStringLiteral("both"));
        writeFile(o.projectDir + QStringLiteral("/README.md"), "hello\n");
        writeFile(o.projectDir + QStringLiteral("/src/main.c"), "int main(void) { return 0; }\n");
        writeFile(o.projectDir + QStringLiteral("/run.sh"), "#!/bin/sh\necho run\n");
        QFile::setPermissions(o.projectDir + QStringLiteral("/run.sh"),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        writeFile(o.projectDir + QStringLiteral("/.env"), "API_KEY=masked-never-sent\n");
        writeFile(o.projectDir + QStringLiteral("/secrets/token"), "masked-too\n");
        writeFile(o.projectDir + QStringLiteral("/gone-later.txt"), "delete me remotely\n");
        QVERIFY(QFile::link(QStringLiteral("src/main.c"), o.projectDir + QStringLiteral("/main-link")));

        const ProjectSync::Result first = runSync(o);
        QVERIFY2(first.ok(), qPrintable(first.error));
        QVERIFY2(first.skipped.isEmpty(), qPrintable(first.skipped.join(u'\n')));
        qInfo("%s", qPrintable(first.summary()));
        for (const char *p : {"README.md", "src", "src/main.c", "run.sh", "main-link", "gone-later.txt"})
            QVERIFY2(first.sent.contains(QString::fromLatin1(p)), p);
        QVERIFY(!first.sent.contains(QStringLiteral(".env")));
        QVERIFY(!first.sent.contains(QStringLiteral("secrets/token")));

        // There: the content, the executable bit, the link as a link, the owner 1000, no masked file.
        const auto there = inVolume(o.volume, QStringLiteral("cat /p/src/main.c; stat -c '%a %u' /p/run.sh; "
                                                             "readlink /p/main-link; ls -A /p"));
        QVERIFY2(there.code == 0, there.both().constData());
        QVERIFY2(there.out.contains("int main(void)"), there.out.constData());
        QVERIFY2(there.out.contains("700 1000"), there.out.constData());
        QVERIFY2(there.out.contains("src/main.c\n"), there.out.constData());
        QVERIFY2(!there.out.contains(".env") && !there.out.contains("secrets"), there.out.constData());

        // Nothing changed: nothing moves.
        const ProjectSync::Result again = runSync(o);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QVERIFY2(again.changedNothing(), qPrintable(again.summary()));
        QCOMPARE(again.helperRuns, 1);

        // The agent writes there; this machine changes something else.
        const auto agent =
            inVolume(o.volume, QStringLiteral("echo agent-wrote > /p/src/new.c && "
                                              "printf 'changed\\n' > /p/README.md && "
                                              "mkdir -p /p/out/deep && echo x > /p/out/deep/y && "
                                              "rm /p/gone-later.txt && chown -R 1000:1000 /p"));
        QVERIFY2(agent.code == 0, agent.both().constData());
        writeFile(o.projectDir + QStringLiteral("/local-new.txt"), "made here\n");
        const ProjectSync::Result back = runSync(o);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY2(back.skipped.isEmpty(), qPrintable(back.skipped.join(u'\n')));
        qInfo("%s", qPrintable(back.summary()));
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/src/new.c")), QByteArray("agent-wrote\n"));
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/README.md")), QByteArray("changed\n"));
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/out/deep/y")), QByteArray("x\n"));
        QVERIFY(!QFileInfo::exists(o.projectDir + QStringLiteral("/gone-later.txt")));
        QVERIFY(back.removedLocal.contains(QStringLiteral("gone-later.txt")));
        QVERIFY(back.sent.contains(QStringLiteral("local-new.txt")));
        QVERIFY(back.conflicts.isEmpty());
        // The masked files here are untouched.
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/.env")), QByteArray("API_KEY=masked-never-sent\n"));
        const auto sent = inVolume(o.volume, QStringLiteral("cat /p/local-new.txt"));
        QCOMPARE(sent.out, QByteArray("made here\n"));

        // A file deleted here is deleted there.
        QVERIFY(QFile::remove(o.projectDir + QStringLiteral("/local-new.txt")));
        const ProjectSync::Result removed = runSync(o);
        QVERIFY2(removed.ok(), qPrintable(removed.error));
        QVERIFY(removed.removedRemote.contains(QStringLiteral("local-new.txt")));
        QCOMPARE(inVolume(o.volume, QStringLiteral("test -e /p/local-new.txt")).code, 1);
        const ProjectSync::Result settled = runSync(o);
        QVERIFY2(settled.changedNothing(), qPrintable(settled.summary()));
    }

    void conflictKeepsThisMachinesCopy_data() { addRows(); }
    void conflictKeepsThisMachinesCopy()
    {
        const ProjectSync::Options o = options(QStringLiteral("conflict"));
        writeFile(o.projectDir + QStringLiteral("/notes.txt"), "base\n");
        writeFile(o.projectDir + QStringLiteral("/same.txt"), "base\n");
        QVERIFY(runSync(o).ok());
        writeFile(o.projectDir + QStringLiteral("/notes.txt"), "local edit\n");
        writeFile(o.projectDir + QStringLiteral("/same.txt"), "same edit\n");
        const auto agent = inVolume(o.volume, QStringLiteral("echo 'remote edit, longer' > /p/notes.txt; "
                                                             "echo 'same edit' > /p/same.txt"));
        QCOMPARE(agent.code, 0);
        const ProjectSync::Result r = runSync(o);
        QVERIFY2(r.ok(), qPrintable(r.error));
        qInfo("%s", qPrintable(r.summary()));
        QCOMPARE(r.conflicts.size(), 1); // same.txt: the same bytes on both sides are no conflict
        QCOMPARE(r.conflicts.first().path, QStringLiteral("notes.txt"));
        QCOMPARE(r.conflicts.first().keptAt, o.conflictDir + QStringLiteral("/notes.txt"));
        QCOMPARE(readFile(r.conflicts.first().keptAt), QByteArray("remote edit, longer\n"));
        QCOMPARE(QFileInfo(r.conflicts.first().keptAt).permissions() & 0x0077, QFileDevice::Permissions());
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/notes.txt")), QByteArray("local edit\n"));
        QCOMPARE(inVolume(o.volume, QStringLiteral("cat /p/notes.txt")).out, QByteArray("local edit\n"));
        QVERIFY(r.summary().contains(QStringLiteral("conflict")));
        QCOMPARE(r.json().value(QStringLiteral("conflicts")).toArray().size(), 1);
        QVERIFY(runSync(o).changedNothing());
    }

    void protectedPathsNeverComeBack_data() { addRows(); }
    void protectedPathsNeverComeBack()
    {
        const ProjectSync::Options o = options(QStringLiteral("protected"));
        writeFile(o.projectDir + QStringLiteral("/.git/HEAD"), "ref: refs/heads/main\n");
        writeFile(o.projectDir + QStringLiteral("/.git/config"), "[core]\n\tbare = false\n");
        QDir().mkpath(o.projectDir + QStringLiteral("/.git/hooks"));
        writeFile(o.projectDir + QStringLiteral("/app.py"), "print(1)\n");
        writeFile(o.projectDir + QStringLiteral("/mod/.git"), "gitdir: ../.git/modules/mod\n");
        QVERIFY(runSync(o).ok());
        const auto agent = inVolume(
            o.volume,
            QStringLiteral("printf '#!/bin/sh\\necho pwned\\n' > /p/.git/hooks/pre-commit && "
                           "chmod 755 /p/.git/hooks/pre-commit && "
                           "printf '[core]\\n\\tfsmonitor = evil\\n' > /p/.git/config && "
                           "mkdir -p /p/vendor/lib/.git && echo '[core]' > /p/vendor/lib/.git/config && "
                           "echo 'ref: x' > /p/.git/HEAD && echo 'print(2)' > /p/app.py && "
                           "echo 'gitdir: /tmp/evil' > /p/mod/.git"));
        QVERIFY2(agent.code == 0, agent.both().constData());
        const ProjectSync::Result r = runSync(o);
        QVERIFY2(r.ok(), qPrintable(r.error));
        qInfo("%s", qPrintable(r.summary()));
        // Not here, kept aside, and put back to this machine's state there.
        QVERIFY(!QFileInfo::exists(o.projectDir + QStringLiteral("/.git/hooks/pre-commit")));
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/.git/config")),
                 QByteArray("[core]\n\tbare = false\n"));
        QVERIFY(!QFileInfo::exists(o.projectDir + QStringLiteral("/vendor/lib/.git")));
        QStringList withheld;
        for (const auto &w : r.withheld)
            withheld << w.path;
        QVERIFY2(withheld.contains(QStringLiteral(".git/hooks/pre-commit")), qPrintable(withheld.join(u',')));
        QVERIFY2(withheld.contains(QStringLiteral(".git/config")), qPrintable(withheld.join(u',')));
        QVERIFY2(withheld.contains(QStringLiteral("vendor/lib/.git/config")),
                 qPrintable(withheld.join(u',')));
        QVERIFY2(withheld.contains(QStringLiteral("mod/.git")), qPrintable(withheld.join(u',')));
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/mod/.git")),
                 QByteArray("gitdir: ../.git/modules/mod\n"));
        QCOMPARE(readFile(o.conflictDir + QStringLiteral("/.git/hooks/pre-commit")),
                 QByteArray("#!/bin/sh\necho pwned\n"));
        QVERIFY(!(QFileInfo(o.conflictDir + QStringLiteral("/.git/hooks/pre-commit")).permissions() &
                  QFileDevice::ExeOwner));
        const auto there =
            inVolume(o.volume, QStringLiteral("test -e /p/.git/hooks/pre-commit; echo hook=$?; "
                                              "cat /p/.git/config"));
        QVERIFY2(there.out.contains("hook=1"), there.out.constData());
        QVERIFY2(there.out.contains("bare = false"), there.out.constData());
        // What is not protected comes back.
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/app.py")), QByteArray("print(2)\n"));
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/.git/HEAD")), QByteArray("ref: x\n"));
    }

    void linksAreNeverFollowedHere_data() { addRows(); }
    void linksAreNeverFollowedHere()
    {
        const ProjectSync::Options o = options(QStringLiteral("links"));
        const QString outside =
            m_work.filePath(QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral("-links/outside"));
        QDir().mkpath(outside);
        writeFile(o.projectDir + QStringLiteral("/dir/keep.txt"), "keep\n");
        QVERIFY(runSync(o).ok());
        // The agent makes links to a folder outside the project (absolute and relative).
        const auto first = inVolume(o.volume, QStringLiteral("ln -s %1 /p/esc && ln -s ../outside /p/rel && "
                                                             "rm -rf /p/dir && ln -s %1 /p/dir")
                                                  .arg(outside));
        QVERIFY2(first.code == 0, first.both().constData());
        const ProjectSync::Result r1 = runSync(o);
        QVERIFY2(r1.ok(), qPrintable(r1.error));
        qInfo("%s", qPrintable(r1.summary()));
        QVERIFY2(r1.skipped.isEmpty(), qPrintable(r1.skipped.join(u'\n')));
        QVERIFY(QFileInfo(o.projectDir + QStringLiteral("/esc")).isSymLink());
        // A folder replaced by a link there is a link here.
        QVERIFY(QFileInfo(o.projectDir + QStringLiteral("/dir")).isSymLink());
        QVERIFY(!QFileInfo::exists(outside + QStringLiteral("/keep.txt")));
        QCOMPARE(QFileInfo(o.projectDir + QStringLiteral("/esc")).symLinkTarget(), outside);
        // Then a real folder under the link's name, with a file in it: the link is replaced here,
        // never written through.
        const auto second = inVolume(o.volume, QStringLiteral("rm /p/esc /p/rel && mkdir /p/esc /p/rel && "
                                                              "echo through > /p/esc/planted && "
                                                              "echo through > /p/rel/planted"));
        QVERIFY2(second.code == 0, second.both().constData());
        const ProjectSync::Result r2 = runSync(o);
        QVERIFY2(r2.ok(), qPrintable(r2.error));
        qInfo("%s", qPrintable(r2.summary()));
        QVERIFY2(r2.skipped.isEmpty(), qPrintable(r2.skipped.join(u'\n')));
        QVERIFY(r2.conflicts.isEmpty());
        QVERIFY(!QFileInfo::exists(outside + QStringLiteral("/planted")));
        QVERIFY(QDir(outside).isEmpty());
        QVERIFY(!QFileInfo(o.projectDir + QStringLiteral("/esc")).isSymLink());
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/esc/planted")), QByteArray("through\n"));
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/rel/planted")), QByteArray("through\n"));
    }

    void renderedFilesAreShipped_data() { addRows(); }
    void renderedFilesAreShipped()
    {
        Podman podman(PodmanConnection{QStringLiteral("podman"), svc().url(), {}});
        RemoteFiles files(&podman, svc().prefix() + QStringLiteral("-files"),
                          RemotePodmanService::baseImage());
        QString error;
        const QByteArray seccomp = Render::sandboxSeccompProfile(&error);
        QVERIFY2(!seccomp.isEmpty(), qPrintable(error));
        Policy policy = defaultPolicy();
        policy.network.mode = NetworkMode::Allowlist;
        policy.network.allow = {QStringLiteral("example.org")};
        const QByteArray squid = Render::gateConfig(policy, 3128).toUtf8();
        QCOMPARE(shipFiles(files, {{QStringLiteral("seccomp.json"), {seccomp, 0444}},
                                   {QStringLiteral("squid.conf"), {squid, 0444}}}),
                 QString());
        QVERIFY2(files.folder().startsWith(QLatin1Char('/')), qPrintable(files.folder()));
        // Not a path of this machine: the service's own.
        QVERIFY(!QFileInfo::exists(files.path(QStringLiteral("squid.conf"))));

        // The service reads the profile from there: the rendered profile refuses a set-uid bit,
        // podman's default lets the container's root set it.
        const QString setuid = QStringLiteral("touch /tmp/f && chmod u+s /tmp/f && echo set || echo refused");
        const auto with = svc().remote(
            {QStringLiteral("run"), QStringLiteral("--rm"),
             QStringLiteral("--security-opt=seccomp=") + files.path(QStringLiteral("seccomp.json")),
             RemotePodmanService::baseImage(), QStringLiteral("sh"), QStringLiteral("-c"), setuid});
        QVERIFY2(with.code == 0, with.both().constData());
        QCOMPARE(with.out.trimmed(), QByteArray("refused"));
        const auto without =
            svc().remote({QStringLiteral("run"), QStringLiteral("--rm"), RemotePodmanService::baseImage(),
                          QStringLiteral("sh"), QStringLiteral("-c"), setuid});
        QCOMPARE(without.out.trimmed(), QByteArray("set"));

        // A bind of a shipped file: the rendered bytes, read-only, readable by a non-root user.
        const auto catConf = [&] {
            return svc().remote(
                {QStringLiteral("run"), QStringLiteral("--rm"), QStringLiteral("--user=13:13"),
                 QStringLiteral("--mount=type=bind,src=") + files.path(QStringLiteral("squid.conf")) +
                     QStringLiteral(",dst=/etc/aisb/squid.conf,ro"),
                 RemotePodmanService::baseImage(), QStringLiteral("cat"),
                 QStringLiteral("/etc/aisb/squid.conf")});
        };
        QCOMPARE(catConf().out, squid);
        // Shipped again (the live allowlist): the next reader sees the new bytes.
        policy.network.allow << QStringLiteral("example.net");
        const QByteArray squid2 = Render::gateConfig(policy, 3128).toUtf8();
        QVERIFY(squid2 != squid);
        QCOMPARE(shipFiles(files, {{QStringLiteral("squid.conf"), {squid2, 0444}}}), QString());
        QCOMPARE(catConf().out, squid2);

        // Names that would escape the folder or break a --mount option are refused, named.
        for (const char *bad : {"../escape", "a/b", "", "x,ro=false"}) {
            const QString why = shipFiles(files, {{QString::fromLatin1(bad), {"x", 0444}}});
            QVERIFY2(why.contains(QStringLiteral("file name")), qPrintable(why));
        }
        svc().remote({QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("--force"),
                      svc().prefix() + QStringLiteral("-files")});
    }

    void kindsChangeBothWays_data() { addRows(); }
    void kindsChangeBothWays()
    {
        const ProjectSync::Options o = options(QStringLiteral("kinds"));
        writeFile(o.projectDir + QStringLiteral("/was-file"), "file\n");
        writeFile(o.projectDir + QStringLiteral("/was-dir/inner"), "inner\n");
        writeFile(o.projectDir + QStringLiteral("/remote-file"), "file\n");
        writeFile(o.projectDir + QStringLiteral("/remote-dir/inner"), "inner\n");
        QVERIFY(runSync(o).ok());
        // Here: a file becomes a folder, a folder becomes a file.
        QVERIFY(QFile::remove(o.projectDir + QStringLiteral("/was-file")));
        writeFile(o.projectDir + QStringLiteral("/was-file/now-inside"), "inside\n");
        QVERIFY(QDir(o.projectDir + QStringLiteral("/was-dir")).removeRecursively());
        writeFile(o.projectDir + QStringLiteral("/was-dir"), "now a file\n");
        // There: the same the other way, and a folder becomes a link.
        const auto agent =
            inVolume(o.volume, QStringLiteral("rm /p/remote-file && mkdir /p/remote-file && "
                                              "echo there > /p/remote-file/x && rm -r /p/remote-dir && "
                                              "ln -s remote-file /p/remote-dir"));
        QVERIFY2(agent.code == 0, agent.both().constData());
        const ProjectSync::Result r = runSync(o);
        QVERIFY2(r.ok(), qPrintable(r.error));
        qInfo("%s", qPrintable(r.summary()));
        QVERIFY2(r.skipped.isEmpty(), qPrintable(r.skipped.join(u'\n')));
        QVERIFY(r.conflicts.isEmpty());
        const auto there = inVolume(o.volume, QStringLiteral("cat /p/was-file/now-inside /p/was-dir; "
                                                             "readlink /p/remote-dir"));
        QVERIFY2(there.code == 0, there.both().constData());
        QCOMPARE(there.out, QByteArray("inside\nnow a file\nremote-file\n"));
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/remote-file/x")), QByteArray("there\n"));
        QVERIFY(QFileInfo(o.projectDir + QStringLiteral("/remote-dir")).isSymLink());
        const ProjectSync::Result again = runSync(o);
        QVERIFY2(again.changedNothing(), qPrintable(again.summary()));
    }

    void capsAndBatches_data() { addRows(); }
    void capsAndBatches()
    {
        ProjectSync::Options o = options(QStringLiteral("caps"));
        o.maxFileBytes = 4000;
        o.maxBatchBytes = 2500; // two 1000-byte files a tar
        for (int i = 0; i < 5; ++i)
            writeFile(o.projectDir + QStringLiteral("/f%1").arg(i), QByteArray(1000, char('a' + i)));
        writeFile(o.projectDir + QStringLiteral("/big-here"), QByteArray(5000, 'b'));
        const ProjectSync::Result first = runSync(o);
        QVERIFY2(first.ok(), qPrintable(first.error));
        QCOMPARE(first.sent.size(), 5);
        QCOMPARE(first.helperRuns, 1 + 3); // the listing, then three tars of at most two files
        QVERIFY2(first.skipped.join(u'\n').contains(QStringLiteral("big-here: 5000 bytes")),
                 qPrintable(first.skipped.join(u'\n')));
        QCOMPARE(inVolume(o.volume, QStringLiteral("test -e /p/big-here")).code, 1);

        const auto agent =
            inVolume(o.volume, QStringLiteral("head -c 9000 /dev/zero > /p/big-there && "
                                              "for i in 0 1 2 3 4; do echo x >> /p/f$i; done"));
        QCOMPARE(agent.code, 0);
        const ProjectSync::Result back = runSync(o);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.broughtBack.size(), 5);
        QCOMPARE(back.helperRuns, 1 + 3);
        QVERIFY(!QFileInfo::exists(o.projectDir + QStringLiteral("/big-there")));
        QVERIFY2(back.skipped.join(u'\n').contains(QStringLiteral("big-there: 9000 bytes there")),
                 qPrintable(back.skipped.join(u'\n')));
        QCOMPARE(readFile(o.projectDir + QStringLiteral("/f4")), QByteArray(1000, 'e') + "x\n");
    }
};

QTEST_GUILESS_MAIN(TestRemoteSync)
#include "tst_remote_sync.moc"
