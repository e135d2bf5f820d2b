// SPDX-License-Identifier: GPL-3.0-or-later
// The tar streams of the remote project sync (core/remote/tarstream.h) against GNU tar both ways,
// hostile archives, and ProjectSync's pure parts (listing, state file, path checks).
#include "remote/projectsync.h"
#include "remote/tarstream.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

namespace {
QByteArray run(const QString &dir, const QStringList &args, const QByteArray &input = {}, int *code = nullptr)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral("tar"), args);
    p.waitForStarted();
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    if (code)
        *code = p.exitCode();
    return p.readAllStandardOutput() + p.readAllStandardError();
}
const QByteArray longPath = "deep/" + QByteArray(120, 'n') + "/" + QByteArray(90, 'f') + ".txt";
} // namespace

class TestTarStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writtenArchivesAreReadByGnuTar()
    {
        QTemporaryDir dir;
        QList<TarStream::Entry> entries;
        TarStream::Entry d{"deep", TarStream::Entry::Dir, 0750, 1700000000LL * 1000000000LL, {}, {}};
        TarStream::Entry d2{"deep/" + QByteArray(120, 'n'), TarStream::Entry::Dir, 0755, 0, {}, {}};
        TarStream::Entry f{longPath, TarStream::Entry::File, 0640, 1700000000123456789LL, {}, "content\n"};
        TarStream::Entry x{"run.sh", TarStream::Entry::File, 0755, 0, {}, QByteArray(5000, 'x')};
        TarStream::Entry l{"link", TarStream::Entry::Link, 0777, 0, "../" + QByteArray(150, 't'), {}};
        entries << d << d2 << f << x << l;
        const QByteArray archive = TarStream::write(entries, 1000, 1000);
        QCOMPARE(archive.size() % 512, 0);
        int code = -1;
        const QByteArray out = run(
            dir.path(), {QStringLiteral("-x"), QStringLiteral("-f"), QStringLiteral("-")}, archive, &code);
        QVERIFY2(code == 0, out.constData());
        QFile in(dir.filePath(QString::fromUtf8(longPath)));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.readAll(), QByteArray("content\n"));
        QCOMPARE(QFileInfo(in).lastModified().toMSecsSinceEpoch(), 1700000000123LL);
        QCOMPARE(QFileInfo(dir.filePath(QStringLiteral("run.sh"))).size(), 5000);
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("run.sh"))).permissions() & QFileDevice::ExeOwner);
        QCOMPARE(QFile::symLinkTarget(dir.filePath(QStringLiteral("link"))).size() > 150, true);
        QCOMPARE(QFileInfo(dir.filePath(QStringLiteral("link"))).isSymLink(), true);
        // And read back by the reader.
        QString error;
        const QList<TarStream::Entry> back = TarStream::read(archive, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(back.size(), entries.size());
        for (int i = 0; i < entries.size(); ++i) {
            QCOMPARE(back[i].path, entries[i].path);
            QCOMPARE(back[i].type, entries[i].type);
            QCOMPARE(back[i].data, entries[i].data);
            QCOMPARE(back[i].linkTarget, entries[i].linkTarget);
            QCOMPARE(back[i].mtimeNs, entries[i].mtimeNs);
        }
    }

    void readsGnuTarArchives_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("posix") << QStringLiteral("--format=posix");
        QTest::newRow("gnu") << QStringLiteral("--format=gnu");
        QTest::newRow("ustar") << QStringLiteral("--format=ustar");
    }
    void readsGnuTarArchives()
    {
        QFETCH(QString, format);
        QTemporaryDir dir;
        const bool ustar = format == QLatin1String("--format=ustar"); // no names over 255 bytes
        const QByteArray path = ustar ? QByteArray("a/b/c.txt") : longPath;
        QDir().mkpath(QFileInfo(dir.filePath(QString::fromUtf8(path))).path());
        QFile f(dir.filePath(QString::fromUtf8(path)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(70000, 'z'));
        f.close();
        QVERIFY(QFile::link(QStringLiteral("/etc/passwd"), dir.filePath(QStringLiteral("abs"))));
        int code = -1;
        const QByteArray archive = run(dir.path(),
                                       {QStringLiteral("-c"), format, QStringLiteral("-f"),
                                        QStringLiteral("-"), QStringLiteral("abs"), QString::fromUtf8(path)},
                                       {}, &code);
        QCOMPARE(code, 0);
        QString error;
        const QList<TarStream::Entry> entries = TarStream::read(archive, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0].path, QByteArray("abs"));
        QCOMPARE(entries[0].type, char(TarStream::Entry::Link));
        QCOMPARE(entries[0].linkTarget, QByteArray("/etc/passwd"));
        QCOMPARE(entries[1].path, path);
        QCOMPARE(entries[1].data, QByteArray(70000, 'z'));
    }

    void hostileArchivesAreRefused()
    {
        const QByteArray good =
            TarStream::write({{"a.txt", TarStream::Entry::File, 0644, 0, {}, "data"}}, 0, 0);
        QString error;
        QCOMPARE(TarStream::read(good, &error).size(), 1);
        QVERIFY(error.isEmpty());

        QByteArray badSum = good;
        badSum[0] = 'b'; // the header's name
        TarStream::read(badSum, &error);
        QVERIFY2(error.contains(QStringLiteral("malformed")), qPrintable(error));

        error.clear();
        TarStream::read(good.left(512 + 2), &error); // cut inside the data
        QVERIFY(!error.isEmpty());

        error.clear();
        TarStream::read(good.left(good.size() - 1024), &error); // no end blocks
        QVERIFY(!error.isEmpty());

        error.clear();
        TarStream::read(QByteArray(), &error);
        QVERIFY(!error.isEmpty());

        error.clear();
        const QByteArray big =
            TarStream::write({{"a", TarStream::Entry::File, 0644, 0, {}, QByteArray(4096, 'a')}}, 0, 0);
        TarStream::read(big, &error, 1000);
        QVERIFY(error.contains(QStringLiteral("1000")));

        // A size field pointing past the end.
        error.clear();
        QByteArray huge = TarStream::write({{"a", TarStream::Entry::File, 0644, 0, {}, {}}}, 0, 0);
        QByteArray header = huge.left(512);
        memcpy(header.data() + 124, "77777777777", 11);
        memset(header.data() + 148, ' ', 8);
        quint32 sum = 0;
        for (char c : std::as_const(header))
            sum += quint8(c);
        const QByteArray digits = QByteArray::number(sum, 8).rightJustified(6, '0');
        memcpy(header.data() + 148, digits.constData(), 6);
        header[154] = '\0';
        huge.replace(0, 512, header);
        TarStream::read(huge, &error);
        QVERIFY2(error.contains(QStringLiteral("cut short")), qPrintable(error));
    }

    void listingAndStateFile()
    {
        const QByteArray listing = QByteArray("f\0"
                                              "644\0"
                                              "5\0"
                                              "1700000000.5\0"
                                              "1700000001.25\0"
                                              "42\0"
                                              "a b\0"
                                              "\0"
                                              "l\0"
                                              "777\0"
                                              "4\0"
                                              "1.0\0"
                                              "2.0\0"
                                              "43\0"
                                              "ln\0"
                                              "/etc\0"
                                              "d\0"
                                              "755\0"
                                              "4096\0"
                                              "1.0\0"
                                              "2.0\0"
                                              "44\0"
                                              "dir\0"
                                              "\0",
                                              8 * 3 * 2 + 80);
        RemoteManifest m;
        QVERIFY(ProjectSync::parseListing(listing.left(listing.lastIndexOf("dir") + 5), &m));
        QCOMPARE(m.size(), 3);
        QCOMPARE(m.value("a b").mtimeNs, 1700000000500000000LL);
        QCOMPARE(m.value("a b").ctimeNs, 1700000001250000000LL);
        QCOMPARE(m.value("a b").mode, 0644u);
        QCOMPARE(m.value("ln").linkTarget, QByteArray("/etc"));
        QCOMPARE(m.value("dir").type, char(SnapshotEntry::Dir));
        RemoteManifest bad;
        QVERIFY(!ProjectSync::parseListing(QByteArray("f\0"
                                                      "644\0",
                                                      8),
                                           &bad));
        QVERIFY(!ProjectSync::parseListing(QByteArray("f\0"
                                                      "zzz\0"
                                                      "5\0"
                                                      "1\0"
                                                      "1\0"
                                                      "1\0"
                                                      "p\0"
                                                      "\0",
                                                      17),
                                           &bad));

        m["a b"].sha256 = "ab12";
        const auto back = ProjectSync::parse(ProjectSync::serialize(m));
        QVERIFY(back.has_value());
        QCOMPARE(back->size(), 3);
        QCOMPARE(back->value("a b").sha256, QByteArray("ab12"));
        QCOMPARE(back->value("ln").linkTarget, QByteArray("/etc"));
        QVERIFY(back->value("a b").sameStat(m.value("a b")));
        QVERIFY(!ProjectSync::parse("garbage line\n").has_value());
    }

    void pathChecks()
    {
        QVERIFY(ProjectSync::unsafePathReason("src/main.c").isEmpty());
        for (const char *bad : {"", "/etc/passwd", "../x", "a/../b", "a//b", "./a", "a/\nb", "a/."})
            QVERIFY2(!ProjectSync::unsafePathReason(bad).isEmpty(), bad);
        const QStringList prefixes{QStringLiteral(".git/hooks"), QStringLiteral("secrets/"),
                                   QStringLiteral("./.env")};
        QVERIFY(ProjectSync::isUnder(".git/hooks", prefixes));
        QVERIFY(ProjectSync::isUnder(".git/hooks/pre-commit", prefixes));
        QVERIFY(ProjectSync::isUnder("secrets/a/b", prefixes));
        QVERIFY(ProjectSync::isUnder(".env", prefixes));
        QVERIFY(!ProjectSync::isUnder(".git/hooksx", prefixes));
        QVERIFY(!ProjectSync::isUnder(".envrc", prefixes));
        QVERIFY(!ProjectSync::isUnder("src/secrets", prefixes));
    }
};

QTEST_GUILESS_MAIN(TestTarStream)
#include "tst_tarstream.moc"
