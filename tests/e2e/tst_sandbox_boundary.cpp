// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 10, the boundary between the sandbox and what the host later runs or trusts: git's config
// and hooks and the other protected paths (renaming a parent must not undo a read-only mount),
// and files the sandbox makes setuid. Rootful and rootless, real podman, from the attacker's side.
#include "e2esandbox.h"

#include <QDirIterator>
#include <QTest>
#include <sys/stat.h>

using namespace aisb::test;

namespace {

// The built-in mounts.read_only list applies: the policy names none.
const QByteArray boundaryPolicy = "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n";

const QByteArray gitConfig = "[core]\n\trepositoryformatversion = 0\n\tbare = false\n";
const QByteArray preCommit = "#!/bin/sh\nexit 0\n";

QByteArray dataFile(const char *name)
{
    QFile f(QStringLiteral(AISB_SOURCE_DIR "/tests/data/e2e/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestSandboxBoundary : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];

    E2eSandbox &env(bool rootless) { return *m_envs[rootless ? 1 : 0]; }

    void rows()
    {
        QTest::addColumn<bool>("rootless");
        QTest::newRow("rootful") << false;
        QTest::newRow("rootless") << true;
    }

    static QMap<QString, QString> results(const QByteArray &out)
    {
        QMap<QString, QString> r;
        for (const QString &line : QString::fromUtf8(out).split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1Char('@')))
                continue;
            const qsizetype sp = line.indexOf(QLatin1Char(' '));
            r.insert(line.mid(1, sp < 0 ? -1 : sp - 1), sp < 0 ? QString() : line.mid(sp + 1).trimmed());
        }
        return r;
    }

    // Runs /project/attack.sh in a session of `dir`; its "@name result" lines, and the run.
    static QMap<QString, QString> attack(E2eSandbox &e, const QString &dir, E2eResult &r)
    {
        r = e.cli({QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), dir,
                   QStringLiteral("--"), QStringLiteral("bash"), QStringLiteral("/project/attack.sh")});
        const QMap<QString, QString> got = results(r.out);
        qInfo().noquote() << got;
        return got;
    }

    static QByteArray read(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
    }

#define ROW()                                                                                                \
    QFETCH(bool, rootless);                                                                                  \
    if (!env(rootless).ready())                                                                              \
    QSKIP(qPrintable(env(rootless).skipReason()))

private Q_SLOTS:
    void initTestCase()
    {
        for (int i = 0; i < 2; ++i)
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
    }
    void cleanupTestCase()
    {
        m_envs[0].reset();
        m_envs[1].reset();
    }

    // Item 1: the agent cannot make the host run its code through git or the editor's settings,
    // neither by writing the files nor by renaming (or removing) a folder above them.
    void protectedPathsSurviveRenames_data()
    {
        rows();
    }
    void protectedPathsSurviveRenames()
    {
        ROW();
        E2eSandbox &e = env(rootless);
        const QString dir = e.makeProject(QStringLiteral("git-%1").arg(rootless ? 1 : 0), boundaryPolicy,
                                          {{QStringLiteral(".git/config"), gitConfig},
                                           {QStringLiteral(".git/HEAD"), "ref: refs/heads/main\n"},
                                           {QStringLiteral(".git/hooks/pre-commit"), preCommit},
                                           {QStringLiteral(".vscode/settings.json"), "{}\n"},
                                           {QStringLiteral(".mcp.json"), "{\"mcpServers\":{}}\n"},
                                           {QStringLiteral("attack.sh"), dataFile("attack-protected.sh")}});
        E2eResult r;
        const QMap<QString, QString> got = attack(e, dir, r);
        QVERIFY2(got.contains(QStringLiteral("done")), r.describe().constData());
        for (const char *refused :
             {"config_append", "config_fsmonitor", "mv_git", "new_hook", "rename_hooks", "replace_config",
              "config_symlink", "vscode_task", "mv_vscode", "mcp_json", "mv_mcp", "rm_rf_git"})
            QVERIFY2(got.value(QLatin1String(refused)) == QLatin1String("refused"),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(refused),
                                                             got.value(QLatin1String(refused)))));
        QCOMPARE(got.value(QStringLiteral("git_objects")), QStringLiteral("ok"));
        // What the host sees afterwards: the same config and hooks, nothing new.
        QCOMPARE(read(dir + QStringLiteral("/.git/config")), gitConfig);
        QCOMPARE(read(dir + QStringLiteral("/.git/hooks/pre-commit")), preCommit);
        QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/.git/hooks/post-commit")));
        QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/.g")));
        QVERIFY(QFileInfo(dir + QStringLiteral("/.git")).isDir() &&
                !QFileInfo(dir + QStringLiteral("/.git")).isSymLink());
        QVERIFY(!QFileInfo(dir + QStringLiteral("/.git/config")).isSymLink());
        QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/.vscode/tasks.json")));
        QCOMPARE(read(dir + QStringLiteral("/.vscode/settings.json")), QByteArray("{}\n"));
        QCOMPARE(read(dir + QStringLiteral("/.mcp.json")), QByteArray("{\"mcpServers\":{}}\n"));
    }

    // Issue 10 leftover (C): protected paths that do not exist at launch cannot be bound (that would
    // create them in the project). What the sandbox creates there is moved out of the project at
    // the session's end, into the session's quarantine folder, and reported loudly.
    void missingProtectedPathsQuarantinedAtEnd_data()
    {
        rows();
    }
    void missingProtectedPathsQuarantinedAtEnd()
    {
        ROW();
        E2eSandbox &e = env(rootless);
        const QString dir =
            e.makeProject(QStringLiteral("missing-%1").arg(rootless ? 1 : 0), boundaryPolicy,
                          {{QStringLiteral(".git/config"), gitConfig},
                           {QStringLiteral(".git/HEAD"), "ref: refs/heads/main\n"},
                           {QStringLiteral("attack.sh"), dataFile("attack-missing-protected.sh")}});
        E2eResult r;
        const QMap<QString, QString> got = attack(e, dir, r);
        QVERIFY2(got.contains(QStringLiteral("done")), r.describe().constData());
        const QStringList created{QStringLiteral(".vscode"),
                                  QStringLiteral(".git/commondir"),
                                  QStringLiteral(".git/config.worktree"),
                                  QStringLiteral(".mcp.json"),
                                  QStringLiteral(".claude"),
                                  QStringLiteral(".env"),
                                  QStringLiteral(".envrc")};
        // Inside, the writes went through (nothing can be bound there) ...
        for (const char *name : {"vscode_tasks", "git_commondir", "git_config_worktree", "mcp_json",
                                 "claude_settings", "env_file", "envrc_symlink"})
            QCOMPARE(got.value(QLatin1String(name)), QStringLiteral("ok"));
        // ... but the host finds none of them where its tools look, and is told where they went.
        const QString err = QString::fromUtf8(r.err);
        for (const QString &path : created) {
            const QString full = dir + QLatin1Char('/') + path;
            QVERIFY2(!QFileInfo::exists(full) && !QFileInfo(full).isSymLink(), qPrintable(path));
            QVERIFY2(err.contains(QStringLiteral("The sandbox created %1 in the project").arg(path)),
                     qPrintable(path + QStringLiteral(" not reported:\n") + err));
        }
        QCOMPARE(read(dir + QStringLiteral("/.git/config")), gitConfig);
        // Quarantined in the session's folder, flattened so no .git or .vscode appears again.
        QStringList quarantined;
        QDirIterator it(e.sessionsDir(), {QStringLiteral("quarantine")}, QDir::Dirs | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        QString quarantine;
        while (it.hasNext()) {
            const QString q = it.next();
            if (QDir(q)
                    .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)
                    .contains(QStringLiteral(".git__commondir")))
                quarantine = q;
        }
        QVERIFY2(!quarantine.isEmpty(), "no quarantine folder holds .git__commondir");
        QCOMPARE(read(quarantine + QStringLiteral("/.git__commondir")), QByteArray("../evil\n"));
        QVERIFY(QFileInfo::exists(quarantine + QStringLiteral("/.vscode/tasks.json")));
        QVERIFY(QFileInfo(quarantine + QStringLiteral("/.envrc")).isSymLink()); // the link, not /etc/passwd
        QVERIFY(QFileInfo(QStringLiteral("/etc/passwd")).isFile());
        // The session log has one warning per path, naming it and where it went.
        const QByteArray events = read(QFileInfo(quarantine).path() + QStringLiteral("/events.jsonl"));
        for (const QString &path : created)
            QVERIFY2(events.contains(QByteArray(QByteArray("\"protectedPath\":\"") + path.toUtf8() + '"')),
                     qPrintable(path));
        // Not a protected path: left alone.
        QVERIFY(QFileInfo(dir + QStringLiteral("/evil/config")).isFile());
    }

    // Item 3: a setuid copy of a shell the sandbox makes in the project does not run with its
    // owner's privileges, inside (the project is mounted nosuid) nor as seen on the host.
    void setuidFileInertOnProject_data()
    {
        rows();
    }
    void setuidFileInertOnProject()
    {
        ROW();
        E2eSandbox &e = env(rootless);
        const QString dir = e.makeProject(QStringLiteral("suid-%1").arg(rootless ? 1 : 0), boundaryPolicy);
        const E2eResult r = e.cli(
            {QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), dir,
             QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
             QStringLiteral("cp /bin/sh /project/x && chmod 4755 /project/x; "
                            "echo @mountopts $(grep ' /project ' /proc/self/mountinfo | cut -d' ' -f6)")});
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        const QMap<QString, QString> got = results(r.out);
        // Inside: the project mount carries nosuid and nodev.
        const QStringList opts = got.value(QStringLiteral("mountopts")).split(QLatin1Char(','));
        QVERIFY2(opts.contains(QStringLiteral("nosuid")) && opts.contains(QStringLiteral("nodev")),
                 qPrintable(got.value(QStringLiteral("mountopts"))));
        // The host: what the file is there. A setuid file owned by root would be a root shell.
        struct stat st
        {
        };
        QVERIFY(::stat(QFile::encodeName(dir + QStringLiteral("/x")).constData(), &st) == 0);
        qInfo("host sees x: uid %u mode %o", unsigned(st.st_uid), unsigned(st.st_mode & 07777));
        // Not fixed yet: rootful with root as the invoker, the view maps the sandbox user to host
        // root and chmod 4755 by the owner is allowed, so the host file is setuid root (inert inside,
        // where the project is nosuid, but not on the host's own mount). Needs either no mapping
        // to root or a seccomp filter on setuid/setgid mode bits (issue 10 item 3, open).
        if (!rootless)
            QEXPECT_FAIL("rootful", "the view maps the sandbox to host root: issue 10 item 3 is open",
                         Continue);
        QVERIFY2(!((st.st_mode & S_ISUID) && st.st_uid == 0), "a setuid-root file appeared in the project");
    }
};

QTEST_GUILESS_MAIN(TestSandboxBoundary)
#include "tst_sandbox_boundary.moc"
