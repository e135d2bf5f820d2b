// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/capabilitiescache.h"
#include "fakepodman.h"
#include "session/knownimages.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

class TestKnownImages : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;

    QString file(const char *name) const { return m_tmp.filePath(QLatin1String(name)); }

    static QByteArray fixture(const char *name)
    {
        QFile f(QStringLiteral(AISB_SOURCE_DIR "/tests/data/podman/") + QLatin1String(name));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("missing fixture %s", name);
        return f.readAll();
    }

private Q_SLOTS:
    void initTestCase() { qputenv("XDG_STATE_HOME", file("xdg-state").toUtf8()); }

    // Both front ends keep podman's `info` answer per podman, in one place (engine), and the
    // image list beside it under the same key.
    void capabilitiesKeptPerPodmanForTenMinutes()
    {
        PodmanConnection local;
        PodmanConnection remote;
        remote.connection = QStringLiteral("big-server");
        QVERIFY(CapabilitiesCache::podmanKey(local) != CapabilitiesCache::podmanKey(remote));
        QVERIFY(!CapabilitiesCache::read(local));

        CapabilitiesCache::store(local, fixture("info-4.3-rootless.json"));
        const auto kept = CapabilitiesCache::read(local);
        QVERIFY(kept);
        QVERIFY(kept->rootless);
        QVERIFY(!CapabilitiesCache::read(remote)); // another podman's answer is not this one's

        // Older than keepSeconds: not used, podman is asked again.
        const QString path = file("xdg-state/ai-sandbox/podman-info-") + CapabilitiesCache::podmanKey(local) +
                             QStringLiteral(".json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-CapabilitiesCache::keepSeconds - 5),
                              QFileDevice::FileModificationTime));
        f.close();
        QVERIFY(!CapabilitiesCache::read(local));
    }

    // The command line asks `podman info` once per start at most: not at all while an answer is
    // kept, and once (by the session's probe, which keeps the answer) otherwise, also when podman
    // cannot answer (it was asked twice then: once before the session, once by its probe).
    void commandLineAsksPodmanInfoOnceAtMost()
    {
        // Counts its calls; answers `info` from a fixture when there is one; fails everything else,
        // as a podman that cannot answer does.
        const test::FakePodman fake("echo \"$*\" >> \"$FAKE_PODMAN_LOG\"\n"
                                    "if [ \"$1\" = info ] && [ -f \"$FAKE_PODMAN_INFO\" ]; then cat "
                                    "\"$FAKE_PODMAN_INFO\"; exit 0; fi\n"
                                    "echo 'Error: fake podman: cannot connect' >&2; exit 125");
        const QString log = file("podman-calls.log");
        const QString info = file("podman-info.json");
        QVERIFY(QDir().mkpath(file("proj")));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("AISB_PODMAN"), fake.program());
        env.insert(QStringLiteral("HOME"), file("home"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), file("cli-config"));
        env.insert(QStringLiteral("XDG_STATE_HOME"), file("cli-state"));
        env.insert(QStringLiteral("FAKE_PODMAN_LOG"), log);
        env.insert(QStringLiteral("FAKE_PODMAN_INFO"), info);
        auto infoCalls = [&] {
            QFile::remove(log);
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(AISB_CLI),
                    {QStringLiteral("exec"), QStringLiteral("--net"), QStringLiteral("none"),
                     QStringLiteral("-C"), file("proj"), QStringLiteral("--"), QStringLiteral("true")});
            p.closeWriteChannel();
            if (!p.waitForFinished(60000) || p.exitCode() == 0)
                return -1;
            QFile f(log);
            if (!f.open(QIODevice::ReadOnly))
                return -1;
            int n = 0;
            for (const QByteArray &line : f.readAll().split('\n'))
                n += line.split(' ').contains("info") ? 1 : 0;
            return n;
        };
        QCOMPARE(infoCalls(), 1); // podman cannot answer
        QVERIFY(QDir(file("cli-state/ai-sandbox")).entryList({QStringLiteral("podman-info-*")}).isEmpty());
        QFile answer(info);
        QVERIFY(answer.open(QIODevice::WriteOnly));
        answer.write(fixture("info-4.3-rootless.json"));
        answer.close();
        QCOMPARE(infoCalls(), 1); // asked, and kept
        QCOMPARE(QDir(file("cli-state/ai-sandbox")).entryList({QStringLiteral("podman-info-*")}).size(), 1);
        QCOMPARE(infoCalls(), 0); // kept: not asked
    }

    void answerThatDoesNotParseIsNotKept()
    {
        PodmanConnection c;
        c.url = QStringLiteral("unix:///nowhere.sock");
        CapabilitiesCache::store(c, "[]");
        QVERIFY(!CapabilitiesCache::read(c));
        QVERIFY(!QFileInfo::exists(file("xdg-state/ai-sandbox/podman-info-") +
                                   CapabilitiesCache::podmanKey(c) + QStringLiteral(".json")));
    }

    void knownImagesFileIsPerPodman()
    {
        PodmanConnection local;
        PodmanConnection remote;
        remote.url = QStringLiteral("ssh://core@server/run/podman/podman.sock");
        QCOMPARE(KnownImages::fileFor(local), file("xdg-state/ai-sandbox/images-") +
                                                  CapabilitiesCache::podmanKey(local) +
                                                  QStringLiteral(".txt"));
        QVERIFY(KnownImages::fileFor(local) != KnownImages::fileFor(remote));
    }

    void remembersAcrossInstances()
    {
        const QString path = file("state/ai-sandbox/images-a.txt"); // parents are made
        KnownImages(path).add(QStringLiteral("localhost/ai-sandbox:aaaa"));
        KnownImages(path).add(QStringLiteral("localhost/ai-sandbox:bbbb"));
        const KnownImages known(path);
        QVERIFY(known.contains(QStringLiteral("localhost/ai-sandbox:aaaa")));
        QVERIFY(known.contains(QStringLiteral("localhost/ai-sandbox:bbbb")));
        QVERIFY(!known.contains(QStringLiteral("localhost/ai-sandbox:cccc")));
        QVERIFY(!known.contains(QString()));
        // The folder is private, like the rest of the state folder.
        const QFileInfo folder(QFileInfo(path).absolutePath());
        QCOMPARE(folder.permissions() & (QFile::ReadOther | QFile::ReadGroup), QFileDevice::Permissions());
    }

    void removeForgetsOnlyThatTag()
    {
        const QString path = file("images-b.txt");
        KnownImages known(path);
        known.add(QStringLiteral("t:1"));
        known.add(QStringLiteral("t:2"));
        known.remove(QStringLiteral("t:1"));
        QVERIFY(!KnownImages(path).contains(QStringLiteral("t:1")));
        QVERIFY(KnownImages(path).contains(QStringLiteral("t:2")));
        known.remove(QStringLiteral("t:never-there")); // nothing to do, no error
        QVERIFY(KnownImages(path).contains(QStringLiteral("t:2")));
    }

    void keepsTheNewestEntries()
    {
        const QString path = file("images-c.txt");
        KnownImages known(path);
        for (int i = 0; i < KnownImages::maxEntries; ++i)
            known.add(QStringLiteral("t:%1").arg(i));
        known.add(QStringLiteral("t:0"));   // used again: the newest now
        known.add(QStringLiteral("t:new")); // one too many: the oldest (t:1) goes
        QVERIFY(known.contains(QStringLiteral("t:0")));
        QVERIFY(!known.contains(QStringLiteral("t:1")));
        QVERIFY(known.contains(QStringLiteral("t:2")));
        QVERIFY(known.contains(QStringLiteral("t:new")));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count('\n'), qsizetype(KnownImages::maxEntries));
    }

    void emptyPathRemembersNothing()
    {
        KnownImages known{QString()};
        known.add(QStringLiteral("t:1"));
        QVERIFY(!known.contains(QStringLiteral("t:1")));
    }

    void unreadableOrMissingFileMeansUnknown()
    {
        QVERIFY(!KnownImages(file("no/such/file.txt")).contains(QStringLiteral("t:1")));
        // A folder where the file should be: nothing is known and nothing is written.
        const QString dir = file("images-dir.txt");
        QVERIFY(QDir().mkpath(dir));
        KnownImages known(dir);
        known.add(QStringLiteral("t:1"));
        QVERIFY(!known.contains(QStringLiteral("t:1")));
    }
};

QTEST_GUILESS_MAIN(TestKnownImages)
#include "tst_knownimages.moc"
