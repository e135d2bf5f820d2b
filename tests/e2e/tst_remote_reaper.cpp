// SPDX-License-Identifier: GPL-3.0-or-later
// A remote session whose owner is killed (issue 17, docs/design/remote-sessions.md): its sandbox
// runs on the podman service, which this machine's podman knows nothing of. Against a rootful and a
// rootless service (tests/common/remotepodman.h):
//  - while it runs, `ai-sandbox sessions` (no --url: the session recorded where it runs) shows it
//    running, not "stale" (it asked the service, not this machine's podman);
//  - once its owner is SIGKILLed, `ai-sandbox sessions` asks that service, removes the sandbox and
//    the files volume shipped for it there, and records the session as killed with what it removed;
//    the project's volume stays, and the next session brings back what the agent wrote before the
//    kill;
//  - the app's path (AbandonedSessions, with this machine's podman as the app has it) does the same;
//  - a service that does not answer leaves the session as recorded (never marked killed or stale).
#include "engine/podman.h"
#include "maintenance/abandonedsessions.h"
#include "maintenance/sessionreaper.h"
#include "remoterows.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
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
// An allowlist session has a gate there too, with its own files volume.
const QByteArray allowlistPolicy =
    "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\nallow = []\n";
} // namespace

class TestRemoteReaper : public QObject
{
    Q_OBJECT
    RemoteRows m_remote;

    E2eSandbox *env() const { return &m_remote.env(); }
    RemotePodmanService *service() const { return m_remote.service(); }
    static QString rowName(const QString &name) { return RemoteRows::rowName(name); }
    QStringList serviceContainersOf(const QString &project) const
    {
        return m_remote.serviceContainersOf(project);
    }
    QStringList serviceVolumes() const { return m_remote.serviceVolumes(); }

    // `ai-sandbox sessions --json`, the entry of session `id`.
    QJsonObject sessionEntry(const QString &id, QByteArray *err = nullptr) const
    {
        const E2eResult r = env()->cli({QStringLiteral("sessions"), QStringLiteral("--json")}, {}, 120000);
        if (err)
            *err = r.describe();
        for (const QJsonValue v : QJsonDocument::fromJson(r.out).array())
            if (v[QStringLiteral("id")].toString() == id)
                return v.toObject();
        return {};
    }

    // Starts a remote session of a fresh project that writes a file and sleeps; returns once its
    // sandbox runs there and the file is written, with the session's id and container.
    std::unique_ptr<QProcess> startSleeper(const QString &project, QString *id, QString *container)
    {
        std::unique_ptr<QProcess> p(env()->startCli(
            {QStringLiteral("--url"), service()->url(), QStringLiteral("run"), QStringLiteral("--no-tty"),
             QStringLiteral("-C"), project, QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
             QStringLiteral("echo before-the-kill > /project/work.txt && exec sleep 1021")}));
        QString written;
        E2eSandbox::waitFor(
            [&] {
                QStringList names = serviceContainersOf(project);
                names.removeIf([](const QString &n) { return ResourceName::isGateContainer(n); });
                if (names.size() == 1) {
                    *container = names.first();
                    written = QString::fromUtf8(
                        service()
                            ->remote({QStringLiteral("exec"), names.first(), QStringLiteral("cat"),
                                      QStringLiteral("/project/work.txt")})
                            .out);
                }
                return written == QLatin1String("before-the-kill\n") || p->state() == QProcess::NotRunning;
            },
            120000);
        if (written != QLatin1String("before-the-kill\n"))
            return nullptr;
        const QStringList ids =
            QDir(env()->sessionsDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &candidate : ids)
            if (container->endsWith(QLatin1Char('-') + candidate))
                *id = candidate;
        return p;
    }

    static void killAndWait(QProcess *p)
    {
        QCOMPARE(::kill(pid_t(p->processId()), SIGKILL), 0);
        QVERIFY(E2eSandbox::waitFor([&] { return p->state() == QProcess::NotRunning; }, 60000));
    }

    // The next session of the project brings back what the agent wrote before the kill.
    void nextSessionBringsBackWork(const QString &project)
    {
        QVERIFY(!QFileInfo::exists(project + QStringLiteral("/work.txt")));
        const E2eResult next = env()->cli({QStringLiteral("--url"), service()->url(), QStringLiteral("run"),
                                           QStringLiteral("--no-tty"), QStringLiteral("-C"), project,
                                           QStringLiteral("--"), QStringLiteral("true")},
                                          {}, 300000);
        QVERIFY2(next.exitCode == 0, next.describe().constData());
        QCOMPARE(aisb::test::readOrMissing(project + QStringLiteral("/work.txt")),
                 QByteArray("before-the-kill\n"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        RemoteRows::Options o;
        o.loadGate = true;
        const QString failed = m_remote.setUp(allowlistPolicy, o);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
    void cleanupTestCase() { m_remote.reset(); }

    void sessionsAsksTheServiceItRanOn_data() { RemoteRows::addRows(); }
    void sessionsAsksTheServiceItRanOn()
    {
        REMOTE_ROW(m_remote);
        const QString project = env()->makeProject(rowName(QStringLiteral("reaper-cli")), allowlistPolicy,
                                                   {{QStringLiteral("README.md"), QByteArrayLiteral("x\n")}});
        QString id, container;
        std::unique_ptr<QProcess> p = startSleeper(project, &id, &container);
        QVERIFY2(p, "the remote session did not start");
        QVERIFY2(!id.isEmpty(), qPrintable(container));
        // An allowlist session: its gate runs there too, each with a files volume.
        const QString gate = ResourceName::gateContainer(container);
        const QString files = ResourceName::remoteFilesVolume(container);
        const QString gateFiles = ResourceName::remoteFilesVolume(gate);
        QVERIFY2(serviceVolumes().contains(files), qPrintable(serviceVolumes().join(u' ')));
        QVERIFY2(serviceVolumes().contains(gateFiles), qPrintable(serviceVolumes().join(u' ')));

        // Running there, and this machine's podman has no container of it: still "running".
        QByteArray err;
        QJsonObject entry = sessionEntry(id, &err);
        QVERIFY2(entry.value(QStringLiteral("state")) == QLatin1String("running"), err.constData());
        QCOMPARE(entry.value(QStringLiteral("engine")).toString(), service()->url());
        QStringList both = serviceContainersOf(project);
        both.sort();
        QCOMPARE(both, (QStringList{container, gate})); // `sessions` removed nothing

        // The owner dies without its end (no final sync, no removal): `sessions` reaps it there.
        killAndWait(p.get());
        entry = sessionEntry(id, &err);
        QVERIFY2(entry.value(QStringLiteral("state")) == QLatin1String("killed"), err.constData());
        const QStringList cleaned =
            entry.value(QStringLiteral("killed"))[QStringLiteral("cleaned")].toVariant().toStringList();
        QVERIFY2(cleaned.contains(QStringLiteral("container ") + container), qPrintable(cleaned.join(u',')));
        QVERIFY2(cleaned.contains(QStringLiteral("volume ") + files), qPrintable(cleaned.join(u',')));
        QVERIFY2(cleaned.contains(QStringLiteral("container ") + gate), qPrintable(cleaned.join(u',')));
        QVERIFY2(cleaned.contains(QStringLiteral("volume ") + gateFiles), qPrintable(cleaned.join(u',')));
        QVERIFY2(serviceContainersOf(project).isEmpty(), qPrintable(serviceContainersOf(project).join(u' ')));
        const QStringList volumes = serviceVolumes();
        QVERIFY2(!volumes.contains(files) && !volumes.contains(gateFiles), qPrintable(volumes.join(u' ')));
        QVERIFY2(volumes.contains(ResourceName::remoteProjectVolume(projectSlug(project))),
                 qPrintable(volumes.join(u' ')));
        nextSessionBringsBackWork(project);
    }

    // The app's path: AbandonedSessions with this machine's podman, as the app has it.
    void appReapsOnTheService_data() { RemoteRows::addRows(); }
    void appReapsOnTheService()
    {
        REMOTE_ROW(m_remote);
        const QString project = env()->makeProject(rowName(QStringLiteral("reaper-app")), nonePolicy,
                                                   {{QStringLiteral("README.md"), QByteArrayLiteral("x\n")}});
        QString id, container;
        std::unique_ptr<QProcess> p = startSleeper(project, &id, &container);
        QVERIFY2(p, "the remote session did not start");
        killAndWait(p.get());

        QList<SessionDir::Summary> abandoned;
        for (const SessionDir::Summary &s : SessionReaper::abandoned(env()->sessionsDir()))
            if (s.id == id)
                abandoned << s;
        QCOMPARE(abandoned.size(), 1);
        QCOMPARE(abandoned.first().engineUrl, service()->url());
        Podman local;
        AbandonedSessions sessions(&local);
        // Its containers are there: not recorded as killed by the survey, offered for cleanup.
        QSignalSpy surveyed(&sessions, &AbandonedSessions::surveyed);
        sessions.survey(abandoned);
        QVERIFY(surveyed.wait(60000));
        const auto left = surveyed.first().first().value<QList<SessionDir::Summary>>();
        QCOMPARE(left.size(), 1);
        QCOMPARE(serviceContainersOf(project), QStringList{container});

        QSignalSpy cleaned(&sessions, &AbandonedSessions::cleaned);
        sessions.cleanUp(left, env()->sessionsDir());
        QVERIFY(cleaned.wait(60000));
        QCOMPARE(cleaned.first().first().toInt(), 1);
        QVERIFY2(serviceContainersOf(project).isEmpty(), qPrintable(serviceContainersOf(project).join(u' ')));
        QVERIFY(!serviceVolumes().contains(ResourceName::remoteFilesVolume(container)));
        const SessionDir::Summary after = SessionDir::open(id, env()->sessionsDir()).summary();
        QVERIFY(after.isKilled());
        QVERIFY2(after.cleaned.contains(QStringLiteral("container ") + container),
                 qPrintable(after.cleaned.join(u',')));
        nextSessionBringsBackWork(project);
    }

    // A service that does not answer (gone, unreachable): its session is shown as recorded, never
    // marked killed, and the user is told.
    void unreachableServiceLeavesTheRecord()
    {
        if (!m_remote.env().ready())
            QSKIP(qPrintable(m_remote.env().skipReason()));
        // A finished session's record, edited to look like an abandoned remote one whose service is
        // a socket nobody serves.
        const QString project = env()->makeProject(QStringLiteral("reaper-gone"), nonePolicy);
        const E2eResult r =
            env()->cli({QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), project,
                        QStringLiteral("--"), QStringLiteral("true")},
                       {}, 300000);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        const QStringList ids =
            QDir(env()->sessionsDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time);
        QVERIFY(!ids.isEmpty());
        const QString events =
            env()->sessionsDir() + QLatin1Char('/') + ids.first() + QStringLiteral("/events.jsonl");
        QByteArray text = aisb::test::readOrMissing(events);
        QList<QByteArray> lines = text.split('\n');
        QByteArray kept;
        // Only its first (preparing) event, owned by a pid that is gone, and run on a dead socket.
        QJsonObject first = QJsonDocument::fromJson(lines.first()).object();
        first.insert(QStringLiteral("pid"), 999999999);
        first.insert(
            QStringLiteral("engine"),
            QJsonObject{{QStringLiteral("url"), QStringLiteral("unix:///nonexistent/aisb-reaper.sock")},
                        {QStringLiteral("connection"), QString()}});
        kept = QJsonDocument(first).toJson(QJsonDocument::Compact) + '\n';
        QFile f(events);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QVERIFY(f.write(kept) == kept.size());
        f.close();
        QVERIFY(SessionDir::open(ids.first(), env()->sessionsDir()).summary().isAbandoned());
        const E2eResult s = env()->cli({QStringLiteral("sessions"), QStringLiteral("--json")}, {}, 120000);
        QVERIFY2(s.exitCode == 0, s.describe().constData());
        QVERIFY2(s.err.contains("did not answer"), s.describe().constData());
        QJsonObject entry;
        for (const QJsonValue v : QJsonDocument::fromJson(s.out).array())
            if (v[QStringLiteral("id")].toString() == ids.first())
                entry = v.toObject();
        QVERIFY2(!entry.isEmpty(), s.describe().constData());
        QVERIFY2(entry.value(QStringLiteral("state")) != QLatin1String("killed") &&
                     entry.value(QStringLiteral("state")) != QLatin1String("stale"),
                 s.describe().constData());
        QVERIFY(!SessionDir::open(ids.first(), env()->sessionsDir()).summary().isKilled());
    }
};

QTEST_MAIN(TestRemoteReaper)
#include "tst_remote_reaper.moc"
