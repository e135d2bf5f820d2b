// SPDX-License-Identifier: GPL-3.0-or-later
// "What changed in the project": the snapshot (capture, reuse of hashes, round trip), the diff and
// its flags, undo (bytes, modes, links, conflicts, --force, a planted symbolic link), the caps.
#include "session/changestore.h"
#include "session/projectchanges.h"
#include "session/projectsnapshot.h"
#include "testfiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace aisb;

namespace {

void write(const QString &path, const QByteArray &content)
{
    QVERIFY(test::writeWithFolders(path, content));
}

QByteArray read(const QString &path)
{
    return test::readOrMissing(path);
}

quint32 modeOf(const QString &path)
{
    return test::lstatMode(path);
}

QMap<QString, QString> kinds(const QList<FileChange> &changes)
{
    QMap<QString, QString> out;
    for (const FileChange &c : changes)
        out.insert(QString::fromUtf8(c.path), FileChange::kindName(c.kind));
    return out;
}

const FileChange *find(const QList<FileChange> &changes, const QByteArray &path)
{
    for (const FileChange &c : changes)
        if (c.path == path)
            return &c;
    return nullptr;
}

} // namespace

class TestProjectChanges : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_project;
    QString m_objects;

    ProjectSnapshot capture(const ProjectSnapshot *previous = nullptr,
                            ProjectSnapshot::Stats *stats = nullptr, qint64 fileCap = 1 << 20)
    {
        ProjectSnapshot::Options o;
        o.previous = previous;
        o.objectDir = m_objects;
        o.fileCap = fileCap;
        o.totalCap = 1 << 30;
        QString error;
        const std::optional<ProjectSnapshot> s = ProjectSnapshot::capture(m_project, o, stats, &error);
        if (!s)
            qWarning("capture failed: %s", qPrintable(error));
        return s.value_or(ProjectSnapshot{});
    }

    // A project: sources, a script, a link, .git with a config.
    void seed()
    {
        write(m_project + QStringLiteral("/src/main.c"), "int main(void) { return 0; }\n");
        write(m_project + QStringLiteral("/src/util.h"), "#pragma once\n");
        write(m_project + QStringLiteral("/README.md"), "hello\n");
        write(m_project + QStringLiteral("/run.sh"), "#!/bin/sh\necho hi\n");
        write(m_project + QStringLiteral("/old.txt"), "to be deleted\n");
        write(m_project + QStringLiteral("/.git/config"), "[core]\n");
        write(m_project + QStringLiteral("/docs/a.md"), "a\n");
        QVERIFY(QFile::link(QStringLiteral("src/main.c"), m_project + QStringLiteral("/main-link")));
        ::chmod(QFile::encodeName(m_project + QStringLiteral("/run.sh")).constData(), 0644);
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_tmp.isValid());
        static int n = 0;
        m_project = m_tmp.filePath(QStringLiteral("p%1").arg(++n));
        m_objects = m_tmp.filePath(QStringLiteral("objects%1").arg(n));
        QVERIFY(QDir().mkpath(m_project));
        QVERIFY(QDir().mkpath(m_objects));
        seed();
    }

    void captureRecordsEveryEntryAndRoundTrips()
    {
        ProjectSnapshot::Stats stats;
        const ProjectSnapshot s = capture(nullptr, &stats);
        QCOMPARE(s.entries.size(), 11); // 7 files, src, docs, .git, one link
        const SnapshotEntry main = s.entries.value("src/main.c");
        QCOMPARE(main.type, char(SnapshotEntry::File));
        QCOMPARE(
            main.sha256,
            QCryptographicHash::hash("int main(void) { return 0; }\n", QCryptographicHash::Sha256).toHex());
        QVERIFY(main.stored);
        QVERIFY(QFile::exists(m_objects + QLatin1Char('/') + QString::fromLatin1(main.sha256)));
        QCOMPARE(s.entries.value("main-link").type, char(SnapshotEntry::Link));
        QCOMPARE(s.entries.value("main-link").linkTarget, QByteArray("src/main.c"));
        QCOMPARE(s.entries.value("src").type, char(SnapshotEntry::Dir));
        QCOMPARE(stats.hashed, 7);
        QCOMPARE(stats.stored, 7);

        const std::optional<ProjectSnapshot> back = ProjectSnapshot::parse(s.serialize());
        QVERIFY(back);
        QCOMPARE(back->entries.size(), s.entries.size());
        for (auto it = s.entries.cbegin(); it != s.entries.cend(); ++it) {
            const SnapshotEntry b = back->entries.value(it.key());
            QVERIFY2(b.sameState(*it) && b.sameStat(*it) && b.stored == it->stored && b.uid == it->uid,
                     it.key().constData());
        }
        QVERIFY(!ProjectSnapshot::parse("not a snapshot"));
        QVERIFY(!ProjectSnapshot::parse("aisb-snapshot 1\nf 644 0 0 x"));
    }

    void recaptureHashesOnlyWhatChanged()
    {
        const ProjectSnapshot first = capture();
        write(m_project + QStringLiteral("/src/util.h"), "#pragma twice\n");
        ProjectSnapshot::Stats stats;
        const ProjectSnapshot second = capture(&first, &stats);
        QCOMPARE(stats.hashed, 1);
        QCOMPARE(stats.stored, 1);
        QVERIFY(second.entries.value("src/util.h").sha256 != first.entries.value("src/util.h").sha256);

        // An agent that puts the old mtime back (same size, same inode) is still caught: the ctime moved.
        const QByteArray path = QFile::encodeName(m_project + QStringLiteral("/README.md"));
        struct stat before;
        QCOMPARE(::stat(path.constData(), &before), 0);
        write(m_project + QStringLiteral("/README.md"), "HELLO\n");
        const timespec times[2] = {before.st_atim, before.st_mtim};
        QCOMPARE(::utimensat(AT_FDCWD, path.constData(), times, 0), 0);
        ProjectSnapshot::Stats again;
        const ProjectSnapshot third = capture(&second, &again);
        QCOMPARE(third.entries.value("README.md").mtimeNs, second.entries.value("README.md").mtimeNs);
        QCOMPARE(again.hashed, 1);
        QCOMPARE(kinds(ProjectChanges::diff(second, third)),
                 (QMap<QString, QString>{{QStringLiteral("README.md"), QStringLiteral("modified")}}));
    }

    void diffListsAndFlags()
    {
        const ProjectSnapshot start = capture();
        write(m_project + QStringLiteral("/src/main.c"), "int main(void) { return 1; }\n");
        QVERIFY(QFile::remove(m_project + QStringLiteral("/old.txt")));
        ::chmod(QFile::encodeName(m_project + QStringLiteral("/run.sh")).constData(), 0755);
        write(m_project + QStringLiteral("/src/new.c"), "void f(void) {}\n");
        write(m_project + QStringLiteral("/.envrc"), "export X=1\n");
        write(m_project + QStringLiteral("/blob.bin"), QByteArray("\x7f"
                                                                  "ELF\0\0\x01",
                                                                  7));
        write(m_project + QStringLiteral("/.git/hooks/pre-commit"), "#!/bin/sh\n");
        ::chmod(QFile::encodeName(m_project + QStringLiteral("/.git/hooks/pre-commit")).constData(), 0755);
        write(m_project + QStringLiteral("/tool"), "#!/bin/sh\n");
        ::chmod(QFile::encodeName(m_project + QStringLiteral("/tool")).constData(), 0755);
        const ProjectSnapshot end = capture(&start);
        const int rootFd = ::open(QFile::encodeName(m_project).constData(), O_RDONLY | O_DIRECTORY);
        const QList<FileChange> changes = ProjectChanges::diff(start, end, rootFd);
        ::close(rootFd);
        QCOMPARE(kinds(changes), (QMap<QString, QString>{
                                     {QStringLiteral("src/main.c"), QStringLiteral("modified")},
                                     {QStringLiteral("old.txt"), QStringLiteral("deleted")},
                                     {QStringLiteral("run.sh"), QStringLiteral("chmod")},
                                     {QStringLiteral("src/new.c"), QStringLiteral("created")},
                                     {QStringLiteral(".envrc"), QStringLiteral("created")},
                                     {QStringLiteral("blob.bin"), QStringLiteral("created")},
                                     {QStringLiteral(".git/hooks"), QStringLiteral("created")},
                                     {QStringLiteral(".git/hooks/pre-commit"), QStringLiteral("created")},
                                     {QStringLiteral("tool"), QStringLiteral("created")},
                                 }));
        QCOMPARE(find(changes, "run.sh")->flags, QStringList{QStringLiteral("made-executable")});
        QCOMPARE(find(changes, ".envrc")->flags, QStringList{QStringLiteral("new-dotfile")});
        QCOMPARE(find(changes, "blob.bin")->flags, QStringList{QStringLiteral("unusual-type")});
        QVERIFY(find(changes, "blob.bin")->binary);
        QVERIFY(!find(changes, "src/new.c")->binary);
        QCOMPARE(find(changes, ".git/hooks/pre-commit")->flags,
                 (QStringList{QStringLiteral("git-internal"), QStringLiteral("made-executable")}));
        QCOMPARE(find(changes, "tool")->flags,
                 (QStringList{QStringLiteral("made-executable"), QStringLiteral("unusual-type")}));
        QVERIFY(find(changes, "src/new.c")->flags.isEmpty());
        // Flagged first.
        int lastFlagged = -1;
        int firstPlain = int(changes.size());
        for (int i = 0; i < changes.size(); ++i)
            (changes.at(i).flags.isEmpty() ? firstPlain : lastFlagged) =
                changes.at(i).flags.isEmpty() ? std::min(firstPlain, i) : i;
        QVERIFY(lastFlagged < firstPlain);
        const QJsonObject json = ProjectChanges::toJson(changes);
        QCOMPARE(json.value(QStringLiteral("summary")).toObject().value(QStringLiteral("created")).toInt(),
                 6);
        QCOMPARE(json.value(QStringLiteral("summary")).toObject().value(QStringLiteral("flagged")).toInt(),
                 6);
    }

    void undoRestoresEveryByteAndRefusesLaterEdits()
    {
        const QByteArray mainBefore = read(m_project + QStringLiteral("/src/main.c"));
        const ProjectSnapshot start = capture();
        write(m_project + QStringLiteral("/src/main.c"), "changed\n");
        QVERIFY(QFile::remove(m_project + QStringLiteral("/old.txt")));
        ::chmod(QFile::encodeName(m_project + QStringLiteral("/run.sh")).constData(), 0755);
        write(m_project + QStringLiteral("/new/deep/file.txt"), "new\n");
        QVERIFY(QFile::remove(m_project + QStringLiteral("/main-link")));
        write(m_project + QStringLiteral("/main-link"), "now a file\n");
        QVERIFY(QDir(m_project + QStringLiteral("/docs")).removeRecursively());
        const ProjectSnapshot end = capture(&start);

        // The user edits one file after the session: undo refuses, naming it, and writes nothing.
        write(m_project + QStringLiteral("/src/main.c"), "the user's edit\n");
        ProjectChanges::UndoResult r = ProjectChanges::undo(m_project, start, end, m_objects, {}, false);
        QCOMPARE(r.conflicts, QStringList{QStringLiteral("src/main.c")});
        QVERIFY(r.restored.isEmpty());
        QCOMPARE(read(m_project + QStringLiteral("/src/main.c")), QByteArray("the user's edit\n"));
        QVERIFY(!QFile::exists(m_project + QStringLiteral("/old.txt")));

        // Everything else, by path.
        r = ProjectChanges::undo(m_project, start, end, m_objects,
                                 {QStringLiteral("old.txt"), QStringLiteral("run.sh"), QStringLiteral("new"),
                                  QStringLiteral("main-link"), QStringLiteral("docs/")},
                                 false);
        QVERIFY2(r.failed.isEmpty() && r.conflicts.isEmpty(), qPrintable(r.failed.join(QLatin1Char(';'))));
        QCOMPARE(read(m_project + QStringLiteral("/old.txt")), QByteArray("to be deleted\n"));
        QCOMPARE(modeOf(m_project + QStringLiteral("/run.sh")), 0644u);
        QVERIFY(!QFileInfo::exists(m_project + QStringLiteral("/new")));
        QCOMPARE(QFileInfo(m_project + QStringLiteral("/main-link")).symLinkTarget(),
                 m_project + QStringLiteral("/src/main.c"));
        QCOMPARE(read(m_project + QStringLiteral("/docs/a.md")), QByteArray("a\n"));
        QCOMPARE(QFileInfo(m_project + QStringLiteral("/old.txt")).lastModified().toMSecsSinceEpoch(),
                 start.entries.value("old.txt").mtimeNs / 1000000);

        // --force overwrites the user's edit; a second undo finds nothing left to do.
        r = ProjectChanges::undo(m_project, start, end, m_objects, {}, true);
        QVERIFY(r.failed.isEmpty());
        QCOMPARE(read(m_project + QStringLiteral("/src/main.c")), mainBefore);
        r = ProjectChanges::undo(m_project, start, end, m_objects, {}, false);
        QVERIFY(r.restored.isEmpty() && r.conflicts.isEmpty() && r.failed.isEmpty());
        const ProjectSnapshot after = capture(&end);
        QVERIFY(ProjectChanges::diff(start, after).isEmpty());
    }

    void undoNeverFollowsAPlantedLink()
    {
        const ProjectSnapshot start = capture();
        // The agent deletes src/util.h and turns src into a link to a folder outside the project.
        const QString outside = m_tmp.filePath(QStringLiteral("outside"));
        QVERIFY(QDir().mkpath(outside));
        QVERIFY(QDir(m_project + QStringLiteral("/src")).removeRecursively());
        QVERIFY(QFile::link(outside, m_project + QStringLiteral("/src")));
        const ProjectSnapshot end = capture(&start);
        const ProjectChanges::UndoResult r =
            ProjectChanges::undo(m_project, start, end, m_objects, {}, false);
        QVERIFY2(r.conflicts.isEmpty(), qPrintable(r.conflicts.join(QLatin1Char(' '))));
        // src is a folder again with its files; nothing was written through the link.
        QVERIFY(QDir(outside).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        QVERIFY(!QFileInfo(m_project + QStringLiteral("/src")).isSymLink());
        QCOMPARE(read(m_project + QStringLiteral("/src/util.h")), QByteArray("#pragma once\n"));
    }

    void contentOverTheCapIsListedNotRestored()
    {
        write(m_project + QStringLiteral("/big.dat"), QByteArray(4096, 'x'));
        const ProjectSnapshot start = capture(nullptr, nullptr, 1024);
        QVERIFY(!start.entries.value("big.dat").stored);
        QVERIFY(start.entries.value("README.md").stored);
        write(m_project + QStringLiteral("/big.dat"), QByteArray(4096, 'y'));
        const ProjectSnapshot end = capture(&start, nullptr, 1024);
        const QList<FileChange> changes = ProjectChanges::diff(start, end);
        QVERIFY(!find(changes, "big.dat")->contentKept);
        const ProjectChanges::UndoResult r =
            ProjectChanges::undo(m_project, start, end, m_objects, {}, false);
        QCOMPARE(r.failed.size(), 1);
        QVERIFY2(r.failed.first().contains(QLatin1String("changes/undo_file_cap")),
                 qPrintable(r.failed.first()));
        QCOMPARE(read(m_project + QStringLiteral("/big.dat")), QByteArray(4096, 'y'));
    }

    // Files that may hold secrets are hashed, never copied into the object store (it outlives the
    // session and `clean`), so their change is listed and their undo refused with the reason.
    void secretsAreNeverCopiedIntoTheStore()
    {
        const QList<QByteArray> secret = {".ai-sandbox.toml",
                                          ".env",
                                          "config/.env.local",
                                          "prod.env",
                                          "deploy/id_ed25519",
                                          "tls/server.key",
                                          "tls/cert.pem",
                                          ".netrc",
                                          ".npmrc",
                                          "gcp/credentials.json"};
        for (const QByteArray &p : secret)
            write(m_project + QLatin1Char('/') + QString::fromLatin1(p), "TOKEN=s3cr3t-" + p + '\n');
        const ProjectSnapshot start = capture();
        for (const QByteArray &p : secret) {
            QVERIFY2(!ProjectSnapshot::mayKeepContent(p), p.constData());
            QVERIFY2(!start.entries.value(p).stored, p.constData());
            QVERIFY2(!start.entries.value(p).sha256.isEmpty(), p.constData()); // still hashed
        }
        // Nothing in the store holds any of those bytes; ordinary files are kept as before.
        for (const QFileInfo &o : QDir(m_objects).entryInfoList(QDir::Files))
            QVERIFY2(!read(o.filePath()).contains("s3cr3t"), qPrintable(o.fileName()));
        QVERIFY(start.entries.value("README.md").stored);
        QVERIFY(ProjectSnapshot::mayKeepContent("src/environment.c"));
        QVERIFY(ProjectSnapshot::mayKeepContent("docs/keys.md"));

        write(m_project + QStringLiteral("/.env"), "TOKEN=changed\n");
        const ProjectSnapshot end = capture(&start);
        const QList<FileChange> changes = ProjectChanges::diff(start, end);
        QVERIFY(find(changes, ".env"));
        QVERIFY(!find(changes, ".env")->contentKept);
        const ProjectChanges::UndoResult r =
            ProjectChanges::undo(m_project, start, end, m_objects, {QStringLiteral(".env")}, true);
        QCOMPARE(r.failed.size(), 1);
        QVERIFY2(r.failed.first().contains(QLatin1String("secrets")), qPrintable(r.failed.first()));
        QCOMPARE(read(m_project + QStringLiteral("/.env")), QByteArray("TOKEN=changed\n"));
    }

    // A secret with an ordinary name is kept out by the policy's mounts.masked: a file in a masked
    // folder, one masked by its own path, and one stored by an earlier capture made without the
    // mask (its stored flag is not carried over).
    void maskedPathsAreNeverCopiedIntoTheStore()
    {
        write(m_project + QStringLiteral("/secrets/api.txt"), "s3cr3t-in-folder\n");
        write(m_project + QStringLiteral("/config/prod.yaml"), "s3cr3t-by-path\n");
        write(m_project + QStringLiteral("/secretsX/plain.txt"), "not masked\n");
        const ProjectSnapshot unmasked = capture(); // as before the mask: stored
        QVERIFY(unmasked.entries.value("secrets/api.txt").stored);
        QVERIFY(QDir(m_objects).removeRecursively() && QDir().mkpath(m_objects));

        ProjectSnapshot::Options o;
        o.previous = &unmasked;
        o.objectDir = m_objects;
        o.fileCap = 1 << 20;
        o.totalCap = 1 << 30;
        o.masked = {QStringLiteral("secrets/"), QStringLiteral("config/prod.yaml")};
        const std::optional<ProjectSnapshot> s = ProjectSnapshot::capture(m_project, o, nullptr, nullptr);
        QVERIFY(s);
        QVERIFY(!s->entries.value("secrets/api.txt").stored);
        QVERIFY(!s->entries.value("config/prod.yaml").stored);
        QVERIFY(!s->entries.value("secrets/api.txt").sha256.isEmpty()); // still hashed
        QVERIFY(s->entries.value("secretsX/plain.txt").stored);         // a prefix is not a folder

        o.previous = nullptr; // a fresh capture: nothing of them is written to the store
        QVERIFY(ProjectSnapshot::capture(m_project, o, nullptr, nullptr));
        for (const QFileInfo &f : QDir(m_objects).entryInfoList(QDir::Files))
            QVERIFY2(!read(f.filePath()).contains("s3cr3t"), qPrintable(f.fileName()));
    }

    // The walk runs on several threads (one per core, at most 4): it must record exactly what one
    // thread records, never go through a linked folder (to outside the project, or in a loop), and
    // keep the store's total cap across threads.
    void parallelWalkMatchesOneThread()
    {
        for (int d = 0; d < 40; ++d)
            for (int f = 0; f < 5; ++f)
                write(m_project + QStringLiteral("/t/d%1/e%2/f%3.c").arg(d % 7).arg(d).arg(f),
                      QByteArray("v") + QByteArray::number(d * 10 + f) + QByteArray(100, 'x'));
        QTemporaryDir outside;
        write(outside.filePath(QStringLiteral("secret.txt")), "outside\n");
        QVERIFY(QFile::link(outside.path(), m_project + QStringLiteral("/t/out")));
        QVERIFY(QFile::link(m_project + QStringLiteral("/t"), m_project + QStringLiteral("/t/d1/loop")));

        auto walk = [&](int threads, qint64 totalCap, ProjectSnapshot::Stats *stats) {
            ProjectSnapshot::Options o;
            o.objectDir = m_objects;
            o.fileCap = 1 << 20;
            o.totalCap = totalCap;
            o.threads = threads;
            return ProjectSnapshot::capture(m_project, o, stats).value();
        };
        ProjectSnapshot::Stats oneStats, manyStats;
        const ProjectSnapshot one = walk(1, 1 << 30, &oneStats);
        const ProjectSnapshot many = walk(4, 1 << 30, &manyStats);
        QCOMPARE(one.entries.size(), 11 + 7 + 40 + 200 + 1 + 2); // seed, t/dN, t/dN/eM, files, t, links
        QCOMPARE(many.entries.keys().size(), one.entries.size());
        for (auto it = one.entries.cbegin(); it != one.entries.cend(); ++it) {
            QVERIFY2(many.entries.contains(it.key()), it.key().constData());
            QVERIFY2(many.entries.value(it.key()).sameState(*it), it.key().constData());
        }
        QCOMPARE(many.entries.value("t/out").type, char(SnapshotEntry::Link));
        QVERIFY(!many.entries.contains("t/out/secret.txt"));
        QVERIFY(!many.entries.contains("t/d1/loop/d1/e1/f0.c"));
        QCOMPARE(manyStats.entries, oneStats.entries);
        QCOMPARE(manyStats.hashed, oneStats.hashed);

        // A total cap that holds about half the files: four threads together stay within it.
        QDir(m_objects).removeRecursively();
        QVERIFY(QDir().mkpath(m_objects));
        const qint64 cap = 104 * 100;
        const ProjectSnapshot capped = walk(4, cap, nullptr);
        qint64 kept = 0;
        int keptFiles = 0;
        for (const SnapshotEntry &e : capped.entries)
            if (e.stored) {
                kept += e.size;
                ++keptFiles;
            }
        QVERIFY2(kept <= cap, qPrintable(QString::number(kept)));
        QVERIFY(keptFiles > 50);
    }

    // Loose git objects are written once and only ever replaced by a new file: one the previous
    // capture saw under the same name and inode is taken without an lstat; a replaced, new or
    // deleted one is still seen. A folder that only looks like an object folder gets no trust.
    void gitObjectsAreTakenByNameAndInode()
    {
        const QString hex38 = QStringLiteral("0123456789abcdef0123456789abcdef012345");
        const QString kept = QStringLiteral("/.git/objects/ab/") + hex38;
        const QString replaced = QStringLiteral("/.git/objects/cd/") + hex38;
        const QString removed = QStringLiteral("/.git/objects/ef/") + hex38;
        const QString lookalike = QStringLiteral("/x.git/objects/ab/") + hex38;
        for (const QString &rel : {kept, replaced, removed, lookalike})
            write(m_project + rel, "blob " + rel.toUtf8());
        const ProjectSnapshot first = capture();
        ProjectSnapshot::Stats again;
        const ProjectSnapshot second = capture(&first, &again);
        QCOMPARE(again.gitObjectsTrusted, 3);
        QCOMPARE(again.hashed, 0);
        QVERIFY(
            second.entries.value(kept.mid(1).toUtf8()).sameState(first.entries.value(kept.mid(1).toUtf8())));

        // Replaced through a new file (what a rewrite does), one deleted, one added.
        const QString tmp = m_project + QStringLiteral("/.git/objects/cd/tmp");
        write(tmp, "tampered");
        QVERIFY(::rename(QFile::encodeName(tmp).constData(),
                         QFile::encodeName(m_project + replaced).constData()) == 0);
        QVERIFY(QFile::remove(m_project + removed));
        const QString added = QStringLiteral("/.git/objects/12/") + hex38;
        write(m_project + added, "new blob");
        write(m_project + lookalike, "changed in place");
        ProjectSnapshot::Stats third;
        const ProjectSnapshot end = capture(&second, &third);
        QCOMPARE(third.gitObjectsTrusted, 1); // only `kept`
        const QList<FileChange> changes = ProjectChanges::diff(second, end);
        QVERIFY(find(changes, replaced.mid(1).toUtf8()));
        QCOMPARE(find(changes, replaced.mid(1).toUtf8())->kind, FileChange::Kind::Modified);
        QCOMPARE(find(changes, removed.mid(1).toUtf8())->kind, FileChange::Kind::Deleted);
        QCOMPARE(find(changes, added.mid(1).toUtf8())->kind, FileChange::Kind::Created);
        QCOMPARE(find(changes, lookalike.mid(1).toUtf8())->kind, FileChange::Kind::Modified);
        QVERIFY(!find(changes, kept.mid(1).toUtf8()));
    }

    void capsAreValidated()
    {
        ChangeStore::Caps c = ChangeStore::capsFrom({}, {});
        QCOMPARE(c.fileCap, 16LL << 20);
        QCOMPARE(c.totalCap, 1LL << 30);
        QVERIFY(c.warnings.isEmpty());
        c = ChangeStore::capsFrom(QStringLiteral("512k"), QStringLiteral("0"));
        QCOMPARE(c.fileCap, 512LL << 10);
        QCOMPARE(c.totalCap, 0);
        c = ChangeStore::capsFrom(QStringLiteral("lots"), QStringLiteral("2t"));
        QCOMPARE(c.fileCap, 16LL << 20);
        QCOMPARE(c.totalCap, 1LL << 30);
        QCOMPARE(c.warnings.size(), 2);
        QVERIFY(c.warnings.at(0).contains(QLatin1String("changes/undo_file_cap")));
        QVERIFY(c.warnings.at(1).contains(QLatin1String("changes/undo_total_cap")));
    }
};

QTEST_GUILESS_MAIN(TestProjectChanges)
#include "tst_projectchanges.moc"
