// SPDX-License-Identifier: GPL-3.0-or-later
// Quarantine (session/quarantine.h): the policy transform, the scan for files that run code, the
// copy (modes, times, links kept as links and never followed), the project file ignored, and apply
// (only the named path, refusing a path the user changed since the start unless forced).
#include "policy/policyloader.h"
#include "session/projectchanges.h"
#include "session/projectsnapshot.h"
#include "session/quarantine.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
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

QStringList paths(const QList<Quarantine::Finding> &findings)
{
    QStringList out;
    for (const Quarantine::Finding &f : findings)
        out << f.path;
    return out;
}

} // namespace

class TestQuarantine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void policyIsQuarantinedWhateverTheLayersSaid()
    {
        Policy p;
        p.network.mode = NetworkMode::Open;
        p.network.allow = {QStringLiteral("example.com")};
        p.network.local = {LocalService{}};
        p.mounts.homeVolume = true;
        p.mounts.project = MountMode::ReadOnly;
        p.mounts.extra = {ExtraMount{QStringLiteral("/etc"), QStringLiteral("/x"), MountMode::ReadWrite}};
        p.mounts.masked = {QStringLiteral("secrets/")};
        p.env.pass = {QStringLiteral("AWS_*")};
        p.env.set = {{QStringLiteral("TOKEN"), QStringLiteral("v")}};
        p.limits.pids = 77;
        const Policy q = Quarantine::policy(p);
        QVERIFY(q.network.mode == NetworkMode::None);
        QVERIFY(q.network.allow.isEmpty());
        QVERIFY(q.network.local.isEmpty());
        QVERIFY(!q.mounts.homeVolume);
        QVERIFY(q.mounts.extra.isEmpty());
        QVERIFY(q.env.pass.isEmpty());
        QVERIFY(q.env.set.isEmpty());
        QVERIFY(q.mounts.project == MountMode::ReadWrite); // the copy
        // What does not weaken it stays.
        QCOMPARE(q.mounts.masked, p.mounts.masked);
        QCOMPARE(q.limits.pids, 77);
        QVERIFY(q.image == p.image);
        // Idempotent.
        QVERIFY(Quarantine::policy(q) == q);
    }

    void theProjectFileIsNotReadInQuarantine()
    {
        QTemporaryDir project, trust;
        write(project.filePath(QStringLiteral(".ai-sandbox.toml")),
              "[network]\nmode = \"open\"\n[env]\nset = { HOSTILE = \"1\" }\n");
        PolicyRequest req;
        req.projectDir = project.path();
        req.userConfig = project.filePath(QStringLiteral("no-user.toml"));
        req.environment = QProcessEnvironment();
        req.trustDir = trust.path();
        req.requireTrust = false; // as a preview: the file would count
        QVERIFY(loadPolicy(req).resolved.policy.network.mode == NetworkMode::Open);
        req.requireTrust = true; // untrusted: a launch is refused
        QVERIFY(loadPolicy(req).trust.status == TrustStore::Status::New);
        req.ignoreProjectFile = true;
        const LoadedPolicy q = loadPolicy(req);
        QVERIFY(q.trust.status == TrustStore::Status::NoFile); // not blocking
        QVERIFY(q.usable());
        QVERIFY(!q.resolved.policy.env.set.contains(QStringLiteral("HOSTILE")));
        QVERIFY(q.resolved.policy.network.mode != NetworkMode::Open);
    }

    void scanFindsEveryKindOfCodeRunningFile()
    {
        QTemporaryDir d;
        const QString p = d.path();
        write(p + QStringLiteral("/.git/hooks/pre-commit"), "#!/bin/sh\n");
        write(p + QStringLiteral("/.git/hooks/pre-push.sample"), "#!/bin/sh\n");
        write(p + QStringLiteral("/.git/HEAD"), "ref: refs/heads/main\n");
        write(p + QStringLiteral("/.git/config"),
              "[core]\n\trepositoryformatversion = 0\n\thooksPath = .husky\n\tfsmonitor = ./mon.sh\n"
              "\tsshCommand = ssh -o x\n[filter \"lfs\"]\n\tsmudge = evil\n[diff \"bin\"]\n\ttextconv = cat\n"
              "[alias]\n\tst = status\n\tboom = !rm -rf /\n[remote \"origin\"]\n\turl = x\n");
        write(p + QStringLiteral("/.gitmodules"), "");
        write(p + QStringLiteral("/.ai-sandbox.toml"), "");
        write(p + QStringLiteral("/.envrc"), "export X=1\n");
        write(p + QStringLiteral("/.devcontainer/devcontainer.json"), "{}");
        write(p + QStringLiteral("/.devcontainer.json"), "{}");
        write(p + QStringLiteral("/.vscode/tasks.json"), "{}");
        write(p + QStringLiteral("/.vscode/launch.json"), "{}");
        write(p + QStringLiteral("/.vscode/settings.json"), "{}");
        write(p + QStringLiteral("/.idea/runConfigurations/x.xml"), "");
        write(p + QStringLiteral("/.mcp.json"), "{}");
        write(p + QStringLiteral("/.claude/settings.json"), "{}");
        // Ordinary files are expected in a project and not named.
        write(p + QStringLiteral("/Makefile"), "all:\n");
        write(p + QStringLiteral("/src/main.c"), "int main(){}\n");
        write(p + QStringLiteral("/.gitignore"), "build/\n");
        write(p + QStringLiteral("/.vscode/extensions.json"), "{}");
        const QList<Quarantine::Finding> f = Quarantine::scanCodeRunningFiles(p);
        const QStringList found = paths(f);
        for (const char *want :
             {".git/hooks/pre-commit", ".gitmodules", ".ai-sandbox.toml", ".envrc", ".devcontainer",
              ".devcontainer.json", ".vscode/tasks.json", ".vscode/launch.json", ".vscode/settings.json",
              ".idea/runConfigurations", ".mcp.json", ".claude"})
            QVERIFY2(found.contains(QString::fromLatin1(want)), want);
        for (const char *not_ : {".git/hooks/pre-push.sample", "Makefile", "src/main.c", ".gitignore",
                                 ".vscode/extensions.json", ".git/HEAD"})
            QVERIFY2(!found.contains(QString::fromLatin1(not_)), not_);
        QStringList configWhy;
        for (const Quarantine::Finding &x : f)
            if (x.path == QLatin1String(".git/config"))
                configWhy << x.why;
        const QString all = configWhy.join(QLatin1Char('|'));
        QVERIFY2(all.contains(QLatin1String("hooksPath")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("fsmonitor")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("sshCommand")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("filter \"lfs\"")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("diff driver \"bin\"")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("alias boom")), qPrintable(all));
        QVERIFY2(!all.contains(QLatin1String("alias st")), qPrintable(all));
        QCOMPARE(configWhy.size(), 6);
        QVERIFY(Quarantine::warningText(f).contains(QLatin1String(".envrc")));
    }

    void scanOfAnOrdinaryProjectFindsNothing()
    {
        QTemporaryDir d;
        write(d.filePath(QStringLiteral(".git/hooks/pre-commit.sample")), "");
        write(d.filePath(QStringLiteral(".git/config")),
              "[core]\n\tbare = false\n[remote \"o\"]\n\turl = u\n");
        write(d.filePath(QStringLiteral("README.md")), "hi\n");
        QVERIFY(Quarantine::scanCodeRunningFiles(d.path()).isEmpty());
        QVERIFY(Quarantine::warningText({}).isEmpty());
        // A .git file (a worktree or submodule) points at hooks elsewhere.
        QTemporaryDir w;
        write(w.filePath(QStringLiteral(".git")), "gitdir: /elsewhere\n");
        QCOMPARE(paths(Quarantine::scanCodeRunningFiles(w.path())), QStringList{QStringLiteral(".git")});
    }

    void copyKeepsModesTimesAndLinksAndNeverFollowsOne()
    {
        QTemporaryDir outside, base;
        write(outside.filePath(QStringLiteral("secret.txt")), "outside\n");
        QDir().mkpath(outside.filePath(QStringLiteral("tree")));
        write(outside.filePath(QStringLiteral("tree/deep.txt")), "deep\n");
        const QString src = base.filePath(QStringLiteral("project"));
        write(src + QStringLiteral("/run.sh"), "#!/bin/sh\necho hi\n");
        QCOMPARE(::chmod(QFile::encodeName(src + QStringLiteral("/run.sh")).constData(), 0750), 0);
        write(src + QStringLiteral("/sub/data.bin"), QByteArray("\0\1\2", 3));
        QCOMPARE(::chmod(QFile::encodeName(src + QStringLiteral("/sub/data.bin")).constData(), 0604), 0);
        write(src + QStringLiteral("/ro/file"), "x");
        QCOMPARE(::chmod(QFile::encodeName(src + QStringLiteral("/ro")).constData(), 0555), 0);
        QCOMPARE(::symlink("run.sh", QFile::encodeName(src + QStringLiteral("/inside-link")).constData()), 0);
        QCOMPARE(::symlink(QFile::encodeName(outside.filePath(QStringLiteral("secret.txt"))).constData(),
                           QFile::encodeName(src + QStringLiteral("/outside-link")).constData()),
                 0);
        QCOMPARE(::symlink(QFile::encodeName(outside.filePath(QStringLiteral("tree"))).constData(),
                           QFile::encodeName(src + QStringLiteral("/outside-dir")).constData()),
                 0);
        QCOMPARE(::symlink("missing", QFile::encodeName(src + QStringLiteral("/dangling")).constData()), 0);
        QCOMPARE(::mkfifo(QFile::encodeName(src + QStringLiteral("/pipe")).constData(), 0600), 0);
        const QString dst = base.filePath(QStringLiteral("copy"));
        const Quarantine::CopyResult r = Quarantine::copyTree(src, dst);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY2(r.unreadable.isEmpty(), qPrintable(r.unreadable.join(QLatin1Char(';'))));
        QCOMPARE(r.links, 4);
        QCOMPARE(read(dst + QStringLiteral("/run.sh")), QByteArray("#!/bin/sh\necho hi\n"));
        QCOMPARE(modeOf(dst + QStringLiteral("/run.sh")), 0750u);
        QCOMPARE(read(dst + QStringLiteral("/sub/data.bin")), QByteArray("\0\1\2", 3));
        QCOMPARE(modeOf(dst + QStringLiteral("/sub/data.bin")), 0604u);
        QCOMPARE(modeOf(dst + QStringLiteral("/ro")), 0555u);
        QCOMPARE(read(dst + QStringLiteral("/ro/file")), QByteArray("x"));
        QCOMPARE(QFileInfo(dst + QStringLiteral("/sub/data.bin")).lastModified(),
                 QFileInfo(src + QStringLiteral("/sub/data.bin")).lastModified());
        // Links stay links with their targets as written; nothing outside is copied.
        QVERIFY(QFileInfo(dst + QStringLiteral("/inside-link")).isSymLink());
        QCOMPARE(QFile::symLinkTarget(dst + QStringLiteral("/inside-link")), dst + QStringLiteral("/run.sh"));
        QVERIFY(QFileInfo(dst + QStringLiteral("/outside-link")).isSymLink());
        QVERIFY(QFileInfo(dst + QStringLiteral("/outside-dir")).isSymLink());
        QVERIFY(QFileInfo(dst + QStringLiteral("/dangling")).isSymLink());
        QVERIFY(!QFileInfo::exists(dst + QStringLiteral("/outside-dir/deep.txt")) ||
                QFileInfo(dst + QStringLiteral("/outside-dir")).isSymLink());
        QDir copy(dst);
        const QStringList top =
            copy.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
        QCOMPARE(top.size(), 8); // run.sh sub ro inside-link outside-link outside-dir dangling pipe
        QVERIFY(!QFileInfo::exists(dst + QStringLiteral("/secret.txt")));
        // The snapshot of the copy is the snapshot of the original (content, types, modes).
        const auto a = ProjectSnapshot::capture(src, {});
        const auto b = ProjectSnapshot::capture(dst, {});
        QVERIFY(a && b);
        QCOMPARE(a->entries.size(), b->entries.size());
        for (auto it = a->entries.cbegin(); it != a->entries.cend(); ++it)
            QVERIFY2(b->entries.value(it.key()).sameState(it.value()), it.key().constData());
        // A copy onto something that exists is refused.
        QVERIFY(!Quarantine::copyTree(src, dst).error.isEmpty());
        // Removing: a link in the copy's place is never followed.
        const QString linked = base.filePath(QStringLiteral("linked-copy"));
        QCOMPARE(
            ::symlink(QFile::encodeName(outside.path()).constData(), QFile::encodeName(linked).constData()),
            0);
        QVERIFY(!Quarantine::removeCopy(linked).isEmpty());
        QCOMPARE(read(outside.filePath(QStringLiteral("secret.txt"))), QByteArray("outside\n"));
        QVERIFY(Quarantine::removeCopy(dst).isEmpty());
        QVERIFY(!QFileInfo::exists(dst));
        QVERIFY(Quarantine::removeCopy(dst).isEmpty()); // gone already
        QCOMPARE(read(outside.filePath(QStringLiteral("secret.txt"))), QByteArray("outside\n"));
        QCOMPARE(read(outside.filePath(QStringLiteral("tree/deep.txt"))), QByteArray("deep\n"));
        ::chmod(QFile::encodeName(src + QStringLiteral("/ro")).constData(), 0755);
    }

    void applyWritesOnlyWhatIsNamedAndRefusesTheUsersEdits()
    {
        QTemporaryDir base;
        const QString orig = base.filePath(QStringLiteral("orig"));
        write(orig + QStringLiteral("/a.txt"), "a\n");
        write(orig + QStringLiteral("/b.txt"), "b\n");
        write(orig + QStringLiteral("/gone.txt"), "gone\n");
        write(orig + QStringLiteral("/.env"), "X=1\n");
        const QString copy = base.filePath(QStringLiteral("copy"));
        QVERIFY(Quarantine::copyTree(orig, copy).error.isEmpty());
        const auto start = ProjectSnapshot::capture(copy, {});
        write(copy + QStringLiteral("/a.txt"), "a changed\n");
        write(copy + QStringLiteral("/b.txt"), "b changed\n");
        write(copy + QStringLiteral("/new/dir/c.txt"), "c\n");
        QVERIFY(QFile::remove(copy + QStringLiteral("/gone.txt")));
        write(copy + QStringLiteral("/.env"), "X=2\n");
        const auto end = ProjectSnapshot::capture(copy, {});
        QVERIFY(start && end);
        const QString stage = base.filePath(QStringLiteral("stage"));

        auto r = ProjectChanges::apply(orig, copy, *start, *end, stage, {QStringLiteral("a.txt")}, false);
        QCOMPARE(r.restored, QStringList{QStringLiteral("a.txt")});
        QVERIFY(r.failed.isEmpty() && r.conflicts.isEmpty());
        QCOMPARE(read(orig + QStringLiteral("/a.txt")), QByteArray("a changed\n"));
        QCOMPARE(read(orig + QStringLiteral("/b.txt")), QByteArray("b\n"));
        QVERIFY(QFileInfo::exists(orig + QStringLiteral("/gone.txt")));
        QVERIFY(!QFileInfo::exists(orig + QStringLiteral("/new")));

        // The user edits b.txt: applying it is refused and nothing at all is written.
        write(orig + QStringLiteral("/b.txt"), "mine\n");
        r = ProjectChanges::apply(orig, copy, *start, *end, stage, {}, false);
        QCOMPARE(r.conflicts, QStringList{QStringLiteral("b.txt")});
        QVERIFY(r.restored.isEmpty());
        QCOMPARE(read(orig + QStringLiteral("/b.txt")), QByteArray("mine\n"));
        QVERIFY(!QFileInfo::exists(orig + QStringLiteral("/new")));
        QVERIFY(QFileInfo::exists(orig + QStringLiteral("/gone.txt")));

        // Everything else (a new folder with a file, a deletion, a .env), then b.txt with force.
        r = ProjectChanges::apply(orig, copy, *start, *end, stage,
                                  {QStringLiteral("new"), QStringLiteral("gone.txt"), QStringLiteral(".env"),
                                   QStringLiteral("a.txt")},
                                  false);
        QVERIFY2(r.failed.isEmpty(), qPrintable(r.failed.join(QLatin1Char(';'))));
        QCOMPARE(r.unchanged, QStringList{QStringLiteral("a.txt")});
        QCOMPARE(read(orig + QStringLiteral("/new/dir/c.txt")), QByteArray("c\n"));
        QVERIFY(!QFileInfo::exists(orig + QStringLiteral("/gone.txt")));
        QCOMPARE(read(orig + QStringLiteral("/.env")), QByteArray("X=2\n"));
        r = ProjectChanges::apply(orig, copy, *start, *end, stage, {QStringLiteral("b.txt")}, true);
        QCOMPARE(r.restored, QStringList{QStringLiteral("b.txt")});
        QCOMPARE(read(orig + QStringLiteral("/b.txt")), QByteArray("b changed\n"));

        // A copy changed after its end snapshot is not applied from.
        write(copy + QStringLiteral("/a.txt"), "tampered\n");
        write(orig + QStringLiteral("/a.txt"), "a\n");
        r = ProjectChanges::apply(orig, copy, *start, *end, stage, {QStringLiteral("a.txt")}, false);
        QCOMPARE(r.failed.size(), 1);
        QCOMPARE(read(orig + QStringLiteral("/a.txt")), QByteArray("a\n"));
    }
};

QTEST_GUILESS_MAIN(TestQuarantine)
#include "tst_quarantine.moc"
