// SPDX-License-Identifier: GPL-3.0-or-later
// [[credentials]] with real podman: the podman secrets gates leave when their session is killed
// (the app or the launcher SIGKILLed) are swept by the app's own maintenance (AbandonedSessions,
// what AppController runs at start and after "Remove Them"), through the same core sweep as
// `ai-sandbox sessions` (CredentialSecretSweep). A secret whose gate container exists, or whose
// session is open with a live owner (it is starting: the secret comes just before the gate), stays.
// Every resource is named with this run's own prefix, and the sweep is scoped to this run's secrets.
// The project's name is long: the secrets' names are the hashed form (podman's 64-character limit).
#include "engine/podman.h"
#include "engine/resourcenames.h"
#include "maintenance/abandonedsessions.h"
#include "session/sessiondir.h"
#include "testhome.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

namespace {
const QString kBase = QStringLiteral("localhost/ai-sandbox-base:trixie");

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

// podman, run to the end (a test's set-up and checks; the code under test is asynchronous).
Run podman(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(QStringLiteral("podman"), args);
    Run r;
    if (!p.waitForStarted(10000))
        return r;
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QStringList secretNames()
{
    QStringList out;
    for (const QByteArray &line :
         podman({QStringLiteral("secret"), QStringLiteral("ls"), QStringLiteral("--noheading"),
                 QStringLiteral("--format"), QStringLiteral("{{.Name}}")})
             .out.split('\n'))
        if (!line.trimmed().isEmpty())
            out << QString::fromUtf8(line.trimmed());
    return out;
}

// A session folder, open (state "preparing") and owned by `pid`.
SessionDir openSession(const QString &slug, const QString &project, const QString &root, qint64 pid)
{
    const SessionDir dir = SessionDir::create(slug, root);
    SessionEvent e;
    e.time = QDateTime::currentDateTimeUtc();
    e.kind = QStringLiteral("state");
    e.data = {{QStringLiteral("state"), QStringLiteral("preparing")},
              {QStringLiteral("project"), project},
              {QStringLiteral("pid"), pid},
              {QStringLiteral("warm"), false}};
    dir.appendEvent(e);
    return dir;
}
} // namespace

class TestCredentialSecretSweep : public QObject
{
    Q_OBJECT
    QTemporaryDir m_home;
    QString m_prefix; // this run's: "p19bsweep<random>"
    QStringList m_secrets;
    QStringList m_containers;

    bool makeSecret(const QString &name)
    {
        m_secrets << name;
        const Run r = podman({QStringLiteral("secret"), QStringLiteral("create"), QStringLiteral("--"), name,
                              QStringLiteral("-")},
                             "request_header_add Authorization \"Bearer tok-p19b\" aisb_cred_0\n");
        if (r.code != 0)
            qWarning("podman secret create %s: %s", qPrintable(name), r.err.constData());
        return r.code == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::useThrowAwayUserDirs(m_home);
        if (podman({QStringLiteral("image"), QStringLiteral("exists"), kBase}).code != 0)
            QSKIP("podman or the base image is not there");
        m_prefix = QStringLiteral("p19bsweep") + QString::number(QRandomGenerator::global()->generate(), 16);
    }

    void cleanupTestCase()
    {
        if (!m_containers.isEmpty())
            podman(QStringList{QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-t"),
                               QStringLiteral("0"), QStringLiteral("--")} +
                   m_containers);
        for (const QString &s : std::as_const(m_secrets))
            if (secretNames().contains(s))
                podman({QStringLiteral("secret"), QStringLiteral("rm"), s});
    }

    void appSweepRemovesSecretsOfGatesThatAreGone()
    {
        const QString root = m_home.filePath(QStringLiteral("sessions"));
        const QString project = m_home.filePath(m_prefix); // its slug starts with the prefix
        QVERIFY(QDir().mkpath(project));
        const QString slug = projectSlug(project);
        QVERIFY(slug.startsWith(m_prefix));
        auto gateOf = [&slug](const QString &sessionId) {
            return ResourceName::gateContainer(ResourceName::sandboxContainer(slug, sessionId));
        };

        QVERIFY(!ResourceName::gateCredentialSecret(gateOf(QStringLiteral("20260101-000000-live")))
                     .contains(slug));

        // 1. A session whose gate runs (a running container with the labels the sweep reads).
        const QString runningGate = gateOf(QStringLiteral("20260101-000000-live"));
        m_containers << runningGate;
        const Run run =
            podman({QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--network"),
                    QStringLiteral("none"), QStringLiteral("--name"), runningGate, QStringLiteral("--label"),
                    QStringLiteral("io.aisb.managed=1"), QStringLiteral("--label"),
                    QStringLiteral("io.aisb.kind=gate"), QStringLiteral("--label"),
                    QStringLiteral("io.aisb.project=") + slug, QStringLiteral("--label"),
                    QStringLiteral("io.aisb.session=20260101-000000-live"), QStringLiteral("--entrypoint"),
                    QStringLiteral("sleep"), kBase, QStringLiteral("infinity")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY(makeSecret(ResourceName::gateCredentialSecret(runningGate)));

        // 2. A session starting now: open, its owner (this process) alive, no gate container yet.
        const SessionDir starting = openSession(slug, project, root, QCoreApplication::applicationPid());
        QVERIFY2(starting.isValid(), qPrintable(starting.error()));
        QVERIFY(!starting.summary().isAbandoned());
        QVERIFY(makeSecret(ResourceName::gateCredentialSecret(gateOf(starting.id()))));

        // 3. A killed session: open in its folder, its owner gone, its gate gone with the lifeline.
        QProcess gone;
        gone.start(QStringLiteral("true"), QStringList{});
        QVERIFY(gone.waitForStarted(10000));
        const qint64 started = gone.processId();
        QVERIFY(gone.waitForFinished(10000));
        const qint64 deadPid = started > 0 ? started : 999999;
        QVERIFY(!QFile::exists(QStringLiteral("/proc/%1").arg(deadPid)));
        const SessionDir killed = openSession(slug, project, root, deadPid);
        QVERIFY(killed.summary().isAbandoned());
        const QString killedSecret = ResourceName::gateCredentialSecret(gateOf(killed.id()));
        QVERIFY(makeSecret(killedSecret));

        // 4. A session that does not exist at all (its folder removed).
        const QString orphanSecret =
            ResourceName::gateCredentialSecret(gateOf(QStringLiteral("20250101-000000-gone")));
        QVERIFY(makeSecret(orphanSecret));

        // Something that only looks alike is never touched (not a gate's credential secret).
        const QString unrelated = QStringLiteral("aisb-") + m_prefix + QStringLiteral("-unrelated");
        QVERIFY(makeSecret(unrelated));

        const QStringList before = secretNames();
        for (const QString &s : std::as_const(m_secrets))
            QVERIFY2(before.contains(s), qPrintable(s));

        // The app's path: AbandonedSessions, as AppController runs it at start (scoped here).
        Podman podmanEngine;
        AbandonedSessions app(&podmanEngine);
        QSignalSpy swept(&app, &AbandonedSessions::credentialSecretsSwept);
        app.sweepCredentialSecrets(root, m_secrets);
        QVERIFY(swept.wait(120000));
        QStringList removed = swept.at(0).at(0).toStringList();
        removed.sort();
        QStringList expected{killedSecret, orphanSecret};
        expected.sort();
        QCOMPARE(removed, expected);

        const QStringList after = secretNames();
        QVERIFY2(!after.contains(killedSecret), "the killed session's secret stayed");
        QVERIFY2(!after.contains(orphanSecret), "the secret of a session that does not exist stayed");
        QVERIFY2(after.contains(ResourceName::gateCredentialSecret(runningGate)),
                 "the secret of a running gate was removed");
        QVERIFY2(after.contains(ResourceName::gateCredentialSecret(gateOf(starting.id()))),
                 "the secret of a starting session was removed");
        QVERIFY(after.contains(unrelated));

        // Its gate gone (`clean`, "Remove Them"), the running session's secret goes at the next sweep.
        QCOMPARE(podman({QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-t"),
                         QStringLiteral("0"), runningGate})
                     .code,
                 0);
        swept.clear();
        app.sweepCredentialSecrets(root, m_secrets);
        QVERIFY(swept.wait(120000));
        QCOMPARE(swept.at(0).at(0).toStringList(),
                 QStringList{ResourceName::gateCredentialSecret(runningGate)});
        QVERIFY(!secretNames().contains(ResourceName::gateCredentialSecret(runningGate)));
        QVERIFY(secretNames().contains(ResourceName::gateCredentialSecret(gateOf(starting.id()))));
    }
};

QTEST_GUILESS_MAIN(TestCredentialSecretSweep)
#include "tst_credential_secret_sweep.moc"
