// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/capabilitiescache.h"
#include "session/knownimages.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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
