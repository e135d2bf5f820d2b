// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 10, the boundary between the sandbox and what the host later runs or trusts: git's config
// and hooks and the other protected paths (renaming a parent must not undo a read-only mount),
// and files the sandbox makes setuid. Rootful and rootless, real podman, from the attacker's side.
#include "e2esandbox.h"

#include <QDeadlineTimer>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

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

// git as the host's user runs it, to prove a `.git` the agent made runs nothing there: a throw-away
// HOME whose config trusts every folder (the projects are the test user's, git would refuse them)
// and no system config; the search for a repository stops at `ceiling`.
class HostGit
{
public:
    explicit HostGit(const QString &ceiling) : m_ceiling(ceiling)
    {
        QFile global(m_home.filePath(QStringLiteral("gitconfig")));
        m_valid = m_home.isValid() && global.open(QIODevice::WriteOnly) &&
                  global.write("[safe]\n\tdirectory = *\n") > 0;
    }
    bool isValid() const { return m_valid; }

    // `git status` in `where` (it runs core.fsmonitor), then a commit when `commit` (hooks).
    void run(const QString &where, bool commit) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
        env.insert(QStringLiteral("GIT_CONFIG_GLOBAL"), m_home.filePath(QStringLiteral("gitconfig")));
        env.insert(QStringLiteral("GIT_CEILING_DIRECTORIES"), m_ceiling);
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(where);
        p.start(QStringLiteral("git"), {QStringLiteral("status")});
        p.waitForFinished(30000);
        if (!commit)
            return;
        p.start(QStringLiteral("git"), {QStringLiteral("commit"), QStringLiteral("--allow-empty"),
                                        QStringLiteral("-qm"), QStringLiteral("x")});
        p.waitForFinished(30000);
    }

    // A repository of the host's own with the agent's `config` (and `head`, or a main branch):
    // run() in it must trip the agent's commands, or the check proves nothing. "" when it cannot
    // be made.
    QString controlRepo(const QString &config, const QString &head = QString()) const
    {
        const QString control = m_home.filePath(QStringLiteral("control"));
        if (!QDir().mkpath(control + QStringLiteral("/.git/objects")) ||
            !QDir().mkpath(control + QStringLiteral("/.git/refs/heads")) ||
            !QFile::copy(config, control + QStringLiteral("/.git/config")))
            return {};
        if (!head.isEmpty())
            return QFile::copy(head, control + QStringLiteral("/.git/HEAD")) ? control : QString();
        QFile f(control + QStringLiteral("/.git/HEAD"));
        return f.open(QIODevice::WriteOnly) && f.write("ref: refs/heads/main\n") > 0 ? control : QString();
    }

    // The marker files the agent's commands leave when they run.
    static QStringList pwned(const QString &root)
    {
        QStringList found;
        QDirIterator all(root, {QStringLiteral("PWNED*")}, QDir::Files | QDir::Hidden,
                         QDirIterator::Subdirectories);
        while (all.hasNext())
            found.append(all.next());
        return found;
    }

private:
    QTemporaryDir m_home;
    QString m_ceiling;
    bool m_valid = false;
};

} // namespace

class TestSandboxBoundary : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];

    E2eSandbox &env(bool rootless) { return *m_envs[rootless ? 1 : 0]; }

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
    void protectedPathsSurviveRenames_data() { E2eSandbox::addRootlessRows(); }
    void protectedPathsSurviveRenames()
    {
        E2E_ROW();
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
    void missingProtectedPathsQuarantinedAtEnd_data() { E2eSandbox::addRootlessRows(); }
    void missingProtectedPathsQuarantinedAtEnd()
    {
        E2E_ROW();
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
        // Inside, the writes went through (nothing can be bound there) ... (a folder made first may
        // be quarantined by the live watch before the file in it is written: either is fine here)
        for (const char *name :
             {"git_commondir", "git_config_worktree", "mcp_json", "env_file", "envrc_symlink"})
            QCOMPARE(got.value(QLatin1String(name)), QStringLiteral("ok"));
        for (const char *name : {"vscode_tasks", "claude_settings"})
            QVERIFY(!got.value(QLatin1String(name)).isEmpty());
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
                    .contains(QStringLiteral(".git__config.worktree"))) // this test's alone
                quarantine = q;
        }
        QVERIFY2(!quarantine.isEmpty(), "no quarantine folder holds .git__config.worktree");
        QCOMPARE(read(quarantine + QStringLiteral("/.git__commondir")), QByteArray("../evil\n"));
        QVERIFY(QFileInfo(quarantine + QStringLiteral("/.vscode")).isDir());
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

    // Issue 10 item 8, "mask it always": while the session still runs, each protected path the
    // sandbox makes (each way the agent would try: a file, a rename from a temporary name, a
    // symlink, a folder, the folder first, a folder its owner may not write, the folder that holds
    // a protected name replaced by a symlink or by another folder, and the same path again and
    // again) leaves the project at once. The test is the host reader: it looks at every path
    // while the session runs and never finds the agent's object there for longer than the
    // deadline; the agent sees each one gone from inside within the session.
    void missingProtectedPathsQuarantinedLive_data() { E2eSandbox::addRootlessRows(); }
    void missingProtectedPathsQuarantinedLive()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QByteArray policy = boundaryPolicy +
                                  "[mounts]\nmasked = [\".env\", \"sub/.env\", \".netrc\", \".npmrc\", "
                                  "\"lock/.env\"]\n";
        const QString dir =
            e.makeProject(QStringLiteral("live-%1").arg(rootless ? 1 : 0), policy,
                          {{QStringLiteral(".git/config"), gitConfig},
                           {QStringLiteral(".git/HEAD"), "ref: refs/heads/main\n"},
                           {QStringLiteral("sub/keep"), "mine\n"},
                           {QStringLiteral("lock/keep"), "mine too\n"},
                           {QStringLiteral("attack.sh"), dataFile("attack-live-protected.sh")}});
        auto inode = [](const QString &path) -> qint64 {
            struct stat st
            {
            };
            return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? qint64(st.st_ino) : -1;
        };
        const qint64 subAtLaunch = inode(dir + QStringLiteral("/sub"));
        const QStringList paths{QStringLiteral(".env"),      QStringLiteral(".vscode"),
                                QStringLiteral(".claude"),   QStringLiteral(".git/commondir"),
                                QStringLiteral(".mcp.json"), QStringLiteral(".envrc"),
                                QStringLiteral("sub"),       QStringLiteral(".netrc"),
                                QStringLiteral(".npmrc"),    QStringLiteral("lock/.env")};
        std::unique_ptr<QProcess> cli(
            e.startCli({QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), dir,
                        QStringLiteral("--"), QStringLiteral("bash"), QStringLiteral("/project/attack.sh")}));
        auto guard = qScopeGuard([&] {
            if (cli->state() != QProcess::NotRunning) {
                cli->kill();
                cli->waitForFinished(10000);
            }
        });
        // The host reader: what is at each path, while the session runs (the agent's object is
        // anything there; for `sub`, anything but the folder that was there at launch).
        constexpr qint64 deadlineMs = 2000;
        QMap<QString, qint64> since;   // path -> when the current sighting began (ms)
        QMap<QString, qint64> longest; // path -> longest sighting
        QMap<QString, int> sightings;
        QElapsedTimer clock;
        clock.start();
        QDeadlineTimer sessionDeadline(180000);
        while (cli->state() != QProcess::NotRunning && !sessionDeadline.hasExpired()) {
            for (const QString &path : paths) {
                const qint64 ino = inode(dir + QLatin1Char('/') + path);
                const bool agents = ino >= 0 && !(path == QLatin1String("sub") && ino == subAtLaunch);
                const qint64 now = clock.elapsed();
                if (agents && !since.contains(path)) {
                    since.insert(path, now);
                    ++sightings[path];
                }
                if (since.contains(path)) {
                    longest[path] = std::max(longest.value(path), now - since.value(path));
                    if (!agents)
                        since.remove(path);
                }
            }
            cli->waitForFinished(1); // the reader's tick; the session's end ends the loop
        }
        QVERIFY2(cli->state() == QProcess::NotRunning, "the session did not end within 180 s");
        const QByteArray out = cli->readAllStandardOutput();
        const QString err = QString::fromUtf8(cli->readAllStandardError());
        const QMap<QString, QString> got = results(out);
        qInfo().noquote() << got << "longest sightings (ms):" << longest << "sightings:" << sightings;
        QVERIFY2(got.contains(QStringLiteral("done")), qPrintable(QString::fromUtf8(out) + err));
        // From inside: each one gone while the session ran.
        for (const char *name :
             {"env_file", "env_rename", "env_symlink", "env_folder", "vscode_parent_first", "claude_locked",
              "git_commondir", "mcp_json", "envrc_symlink", "sub_symlink", "sub_folder", "sub_folder_first",
              "env_loop", "netrc_hardlink", "npmrc_proc_alias", "lock_parent"})
            QVERIFY2(got.value(QLatin1String(name)) == QLatin1String("gone"),
                     qPrintable(
                         QStringLiteral("%1: %2").arg(QLatin1String(name), got.value(QLatin1String(name)))));
        // From the host: never there for longer than the deadline (still there at the end counts).
        for (const QString &path : paths) {
            QVERIFY2(!since.contains(path), qPrintable(path + QStringLiteral(" still there at the end")));
            QVERIFY2(longest.value(path) < deadlineMs,
                     qPrintable(QStringLiteral("%1 stayed %2 ms").arg(path).arg(longest.value(path))));
        }
        for (const QString &path : paths) {
            if (path != QLatin1String("sub"))
                QVERIFY2(inode(dir + QLatin1Char('/') + path) < 0, qPrintable(path));
        }
        QCOMPARE(read(dir + QStringLiteral("/.git/config")), gitConfig);
        QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/sub")) &&
                !QFileInfo(dir + QStringLiteral("/sub")).isSymLink());
        QCOMPARE(read(dir + QStringLiteral("/sub.orig/keep")), QByteArray("mine\n")); // the agent's rename
        // The quarantine: contents intact, links not followed, .env kept keptPerPath (8) times.
        QString quarantine;
        QDirIterator it(e.sessionsDir(), {QStringLiteral("quarantine")}, QDir::Dirs | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString q = it.next();
            if (QFileInfo(q + QStringLiteral("/sub")).isSymLink())
                quarantine = q;
        }
        QVERIFY2(!quarantine.isEmpty(), "no quarantine folder holds the sub symlink");
        QCOMPARE(QFileInfo(quarantine + QStringLiteral("/sub")).symLinkTarget(), QStringLiteral("/tmp"));
        QCOMPARE(read(quarantine + QStringLiteral("/sub.2/.env")), QByteArray("AGENT_SUB\n"));
        // The folder made first, then the file: moved as soon as it was made (the file may not be in it).
        QVERIFY(QFileInfo(quarantine + QStringLiteral("/sub.3")).isDir());
        QCOMPARE(read(quarantine + QStringLiteral("/.env")), QByteArray("AGENT_ENV_1\n"));
        QCOMPARE(read(quarantine + QStringLiteral("/.env.2")), QByteArray("AGENT_ENV_2\n"));
        QVERIFY(QFileInfo(quarantine + QStringLiteral("/.env.3")).isSymLink());
        QCOMPARE(read(quarantine + QStringLiteral("/.env.4/x")), QByteArray("AGENT_ENV_4\n"));
        QCOMPARE(read(quarantine + QStringLiteral("/.env.5")), QByteArray("AGENT_LOOP_1\n"));
        QCOMPARE(read(quarantine + QStringLiteral("/.claude/settings.json")), QByteArray("{\"hooks\":{}}"));
        QCOMPARE(read(quarantine + QStringLiteral("/.git__commondir")), QByteArray("../evil\n"));
        QVERIFY(QFileInfo(quarantine + QStringLiteral("/.envrc")).isSymLink());
        QVERIFY(QFileInfo(quarantine + QStringLiteral("/.vscode")).isDir());
        // The next tricks: a hard link to a project file (the link moved, the file left where it was),
        // a path made through /proc/self/cwd, and one whose folder was locked at once.
        QCOMPARE(read(quarantine + QStringLiteral("/.netrc")), QByteArray("mine\n"));
        QCOMPARE(QFileInfo(quarantine + QStringLiteral("/.netrc")).size(), qint64(5));
        QCOMPARE(read(quarantine + QStringLiteral("/.npmrc")), QByteArray("AGENT_NPMRC\n"));
        QCOMPARE(read(quarantine + QStringLiteral("/lock__.env")), QByteArray("AGENT_LOCK\n"));
        QCOMPARE(read(dir + QStringLiteral("/lock/keep")), QByteArray("mine too\n"));
        const QStringList envCopies =
            QDir(quarantine)
                .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)
                .filter(QRegularExpression(QStringLiteral("^\\.env(\\.[0-9]+)?$")));
        QCOMPARE(envCopies.size(), 8); // .env, .env.2 ... .env.8 of the 34 made: the rest deleted
        // The session log: a warning per path, the cap named once, and the total at the end.
        const QByteArray events = read(QFileInfo(quarantine).path() + QStringLiteral("/events.jsonl"));
        for (const QString &path : paths)
            QVERIFY2(events.contains(QByteArray(QByteArray("\"protectedPath\":\"") + path.toUtf8() + '"')),
                     qPrintable(path));
        QVERIFY2(err.contains(QStringLiteral("The sandbox created .env in the project again and again")),
                 qPrintable(err));
        QVERIFY2(
            err.contains(QStringLiteral("The sandbox created .env in the project 34 times in all; 26 copies "
                                        "were deleted.")),
            qPrintable(err));
        QVERIFY2(
            err.contains(QStringLiteral("The sandbox created sub in the project in place of the folder")),
            qPrintable(err));
    }

    // Nested repositories: git runs a nested repository's config (core.fsmonitor at a plain `git
    // status` in it, core.hooksPath, hooks) on the host. The agent attacks an existing nested
    // repository (its config, a hook, renaming its `.git` or the folder above away), a submodule's
    // `.git` file (pointing it at a gitdir it owns), and makes repositories of its own (deep, a
    // `.git` file, one in a folder it locks). Afterwards the host runs `git status` in every one of
    // those folders and nothing the sandbox wrote runs; a control repository with the same config
    // outside the project shows the check would see it.
    void nestedReposCannotRunOnTheHost_data() { E2eSandbox::addRootlessRows(); }
    void nestedReposCannotRunOnTheHost()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QByteArray modFile = "gitdir: ../.git/modules/mod\n";
        const QString dir =
            e.makeProject(QStringLiteral("nested-%1").arg(rootless ? 1 : 0), boundaryPolicy,
                          {{QStringLiteral(".git/config"), gitConfig},
                           {QStringLiteral(".git/HEAD"), "ref: refs/heads/main\n"},
                           {QStringLiteral("sub/.git/config"), gitConfig},
                           {QStringLiteral("sub/.git/HEAD"), "ref: refs/heads/main\n"},
                           {QStringLiteral("sub/.git/refs/heads/.keep"), ""},
                           {QStringLiteral("sub/.git/objects/.keep"), ""},
                           {QStringLiteral("sub/.git/hooks/pre-commit"), preCommit},
                           {QStringLiteral("sub/file"), "x\n"},
                           {QStringLiteral("mod/.git"), modFile},
                           {QStringLiteral("mod/file"), "x\n"},
                           {QStringLiteral(".git/modules/mod/config"), gitConfig},
                           {QStringLiteral(".git/modules/mod/HEAD"), "ref: refs/heads/main\n"},
                           {QStringLiteral(".git/modules/mod/refs/heads/.keep"), ""},
                           {QStringLiteral(".git/modules/mod/objects/.keep"), ""},
                           {QStringLiteral("plain/readme"), "x\n"},
                           {QStringLiteral("attack.sh"), dataFile("attack-nested.sh")}});
        E2eResult r;
        const QMap<QString, QString> got = attack(e, dir, r);
        QVERIFY2(got.contains(QStringLiteral("done")), r.describe().constData());
        for (const char *refused :
             {"sub_config_append", "sub_replace_config", "sub_new_hook", "sub_rename_hooks", "sub_mv_git",
              "sub_mv_parent", "mod_gitfile", "mod_gitfile_replace"})
            QVERIFY2(got.value(QLatin1String(refused)) == QLatin1String("refused"),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(refused),
                                                             got.value(QLatin1String(refused)))));
        // What cannot be bound is allowed inside, and must be gone from the host afterwards.
        for (const char *made :
             {"sub_commondir", "new_deep_repo", "new_gitfile", "new_plain_repo", "new_locked_repo"})
            QVERIFY2(got.value(QLatin1String(made)) == QLatin1String("ok"), made);
        // The host: the nested repository and the submodule's `.git` file are as they were ...
        QCOMPARE(read(dir + QStringLiteral("/sub/.git/config")), gitConfig);
        QCOMPARE(QDir(dir + QStringLiteral("/sub/.git/hooks"))
                     .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("pre-commit")});
        QCOMPARE(read(dir + QStringLiteral("/mod/.git")), modFile);
        QCOMPARE(read(dir + QStringLiteral("/.git/modules/mod/config")), gitConfig);
        for (const char *gone : {"/sub/.g", "/sub2", "/sub/.git/commondir", "/a/b/c/.git", "/w/.git",
                                 "/plain/.git", "/locked/.git"})
            QVERIFY2(!QFileInfo::exists(dir + QLatin1String(gone)) &&
                         !QFileInfo(dir + QLatin1String(gone)).isSymLink(),
                     gone);
        // ... each new one is reported, and kept in the session's quarantine.
        const QString err = QString::fromUtf8(r.err);
        for (const char *repo : {"a/b/c/.git", "w/.git", "plain/.git", "locked/.git"})
            QVERIFY2(err.contains(
                         QStringLiteral("The sandbox made the git repository %1").arg(QLatin1String(repo))),
                     qPrintable(QLatin1String(repo) + QStringLiteral(" not reported:\n") + err));
        QVERIFY2(err.contains(QStringLiteral("The sandbox created sub/.git/commondir")), qPrintable(err));
        QString quarantine;
        QDirIterator it(e.sessionsDir(), {QStringLiteral("quarantine")}, QDir::Dirs | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString q = it.next();
            if (QFileInfo::exists(q + QStringLiteral("/a__b__c__.git")))
                quarantine = q;
        }
        QVERIFY2(!quarantine.isEmpty(), "no quarantine folder holds a__b__c__.git");
        QVERIFY(read(quarantine + QStringLiteral("/a__b__c__.git/config")).contains("fsmonitor"));
        QVERIFY(QFileInfo(quarantine + QStringLiteral("/w__.git")).isFile());
        // The proof: git on the host, in every folder the agent touched, runs nothing of its.
        HostGit git(QFileInfo(dir).path());
        QVERIFY(git.isValid());
        const auto hostGit = [&git](const QString &where) { git.run(where, true); };
        const auto pwned = &HostGit::pwned;
        // The control: the agent's config in a repository of the host's own does run.
        const QString control = git.controlRepo(quarantine + QStringLiteral("/a__b__c__.git/config"));
        QVERIFY(!control.isEmpty());
        hostGit(control);
        QVERIFY2(!pwned(control).isEmpty(),
                 "the control repository's fsmonitor did not run: the check proves nothing");
        QVERIFY(pwned(dir).isEmpty());
        for (const char *where : {"", "/sub", "/mod", "/a/b/c", "/w", "/plain", "/locked"})
            hostGit(dir + QLatin1String(where));
        QVERIFY2(pwned(dir).isEmpty(), qPrintable(pwned(dir).join(QLatin1Char(' '))));
        QVERIFY(QFileInfo(dir + QStringLiteral("/evil/config")).isFile()); // not a `.git`: left alone
        ::chmod(QFile::encodeName(dir + QStringLiteral("/locked")).constData(), 0755);
    }

    // A warm sandbox outlives its launcher, so no watch and no end sweep of a session follow its
    // commands: the host side of each command sweeps the project (EndedSessionSweep, the launch's
    // sweep record). A command makes a repository with an fsmonitor for the host's git and an
    // `.envrc`; once `exec --warm` (and then the small client `ai-sandbox-exec`) returns, both are
    // in the session's quarantine and git on the host runs nothing of the agent's.
    void warmCommandsAreSwept_data() { E2eSandbox::addRootlessRows(); }
    void warmCommandsAreSwept()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString dir =
            e.makeProject(QStringLiteral("warm-sweep-%1").arg(rootless ? 1 : 0), boundaryPolicy,
                          {{QStringLiteral(".git/config"), gitConfig},
                           {QStringLiteral(".git/HEAD"), "ref: refs/heads/main\n"},
                           {QStringLiteral("old/.git/config"), gitConfig},
                           {QStringLiteral("old/.git/HEAD"), "ref: refs/heads/main\n"},
                           {QStringLiteral("deep/x/y/keep"), "x\n"}});
        const auto stop = qScopeGuard([&] { e.removeWarm(dir); });
        // `git init sub` (the shell image has no git: its files), then the payload, and `.envrc`.
        auto attack = [](const QString &repo) {
            return QStringLiteral("mkdir -p /project/%1/.git/objects /project/%1/.git/refs/heads && "
                                  "printf 'ref: refs/heads/main\\n' > /project/%1/.git/HEAD && "
                                  "printf '[core]\\n\\trepositoryformatversion = 0\\n\\tfsmonitor = "
                                  "\"touch PWNED-warm; false\"\\n' >> /project/%1/.git/config && "
                                  "echo 'touch PWNED-envrc' > /project/.envrc && echo made")
                .arg(repo);
        };
        E2eResult r = e.cli({QStringLiteral("exec"), QStringLiteral("--warm"), QStringLiteral("-C"), dir,
                             QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                             attack(QStringLiteral("sub"))},
                            {}, 600000);
        QVERIFY2(r.exitCode == 0 && r.out.contains("made"), r.describe().constData());
        for (const char *gone : {"/sub/.git", "/.envrc"})
            QVERIFY2(!QFileInfo::exists(dir + QLatin1String(gone)), gone);
        QVERIFY(QFileInfo::exists(dir + QStringLiteral("/old/.git/config"))); // there at launch: kept
        QVERIFY2(r.err.contains("After a command in the warm sandbox of session"), r.describe().constData());
        QVERIFY2(r.err.contains("the git repository sub/.git"), r.describe().constData());
        QVERIFY2(r.err.contains(".envrc, a protected path"), r.describe().constData());
        auto quarantineWith = [&](const QString &name) {
            QDirIterator it(e.sessionsDir(), {QStringLiteral("quarantine")},
                            QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString q = it.next();
                if (QFileInfo::exists(q + QLatin1Char('/') + name))
                    return q;
            }
            return QString();
        };
        const QString quarantine = quarantineWith(QStringLiteral("sub__.git"));
        QVERIFY2(!quarantine.isEmpty(), "no quarantine folder holds sub__.git");
        QVERIFY(read(quarantine + QStringLiteral("/sub__.git/config")).contains("fsmonitor"));
        QVERIFY(QFileInfo::exists(quarantine + QStringLiteral("/.envrc")));

        // The small client: the same after its command (the full CLI sweeps for it).
        QString fast = QFileInfo(e.cliPath()).path() + QStringLiteral("/ai-sandbox-exec");
        if (fast != QStringLiteral(AISB_BINARY_DIR "/bin/ai-sandbox-exec")) {
            QFile::remove(fast);
            QVERIFY(QFile::copy(QStringLiteral(AISB_BINARY_DIR "/bin/ai-sandbox-exec"), fast));
            QFile::setPermissions(fast, QFileDevice::Permissions(0x7755));
        }
        QString program;
        QStringList args;
        const QMap<QString, QString> explain{{QStringLiteral("AISBEXEC_EXPLAIN"), QStringLiteral("1")},
                                             {QStringLiteral("AISBEXEC_TIMING"), QStringLiteral("1")}};
        e.commandFor({fast, QStringLiteral("-C"), dir, QStringLiteral("--"), QStringLiteral("sh"),
                      QStringLiteral("-c"), attack(QStringLiteral("sub2"))},
                     explain, program, args);
        r = E2eSandbox::run(program, args, e.cliEnvironment(explain), 120000);
        QVERIFY2(r.exitCode == 0 && r.out.contains("made"), r.describe().constData());
        QVERIFY2(!r.err.contains("handing over"), r.describe().constData()); // the fast path ran it
        // AISBEXEC_TIMING: the client's clock when the agent's reply came and when the sweep ended.
        const QRegularExpressionMatch t =
            QRegularExpression(QStringLiteral(" reply=(\\d+) swept=(\\d+)")).match(QString::fromUtf8(r.err));
        QVERIFY2(t.hasMatch(), r.describe().constData());
        qInfo("ai-sandbox-exec: %lld ms in all, of which the sweep (a start of the full CLI) %.1f ms",
              qint64(r.ms), double(t.captured(2).toLongLong() - t.captured(1).toLongLong()) / 1000.0);
        for (const char *gone : {"/sub2/.git", "/.envrc"})
            QVERIFY2(!QFileInfo::exists(dir + QLatin1String(gone)), gone);
        QVERIFY2(r.err.contains("the git repository sub2/.git"), r.describe().constData());
        QVERIFY(!quarantineWith(QStringLiteral("sub2__.git")).isEmpty());

        // A call after which no folder of the project changed skips the sweep (the stamps the last
        // sweep kept hold: its sweep-quiet file is not written again); the next one that makes a
        // repository deep in a folder that was there is swept all the same.
        auto fastCall = [&](const QString &command) {
            QString prog;
            QStringList argv;
            e.commandFor({fast, QStringLiteral("-C"), dir, QStringLiteral("--"), QStringLiteral("sh"),
                          QStringLiteral("-c"), command},
                         explain, prog, argv);
            return E2eSandbox::run(prog, argv, e.cliEnvironment(explain), 120000);
        };
        auto sweepMs = [](const E2eResult &res) {
            const QRegularExpressionMatch m = QRegularExpression(QStringLiteral(" reply=(\\d+) swept=(\\d+)"))
                                                  .match(QString::fromUtf8(res.err));
            return m.hasMatch() ? double(m.captured(2).toLongLong() - m.captured(1).toLongLong()) / 1000.0
                                : -1.0;
        };
        const QString quietFile = QFileInfo(quarantine).path() + QStringLiteral("/sweep-quiet");
        // The last sweep moved things: the next calls sweep until the project's last change is older
        // than the clock's margin (sweeprecord.cpp, quietStamp).
        QVERIFY2(E2eSandbox::waitFor(
                     [&] {
                         r = fastCall(QStringLiteral("cat /project/old/.git/HEAD"));
                         return r.exitCode == 0 && QFileInfo::exists(quietFile);
                     },
                     20000),
                 r.describe().constData());
        const QDateTime quietWritten = QFileInfo(quietFile).lastModified();
        auto inodeOf = [](const QString &path) {
            struct stat st
            {
            };
            return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? qint64(st.st_ino) : qint64(-1);
        };
        const qint64 quietInode = inodeOf(quietFile);
        r = fastCall(QStringLiteral("cat /project/old/.git/HEAD"));
        QVERIFY2(r.exitCode == 0 && r.out.contains("refs/heads/main"), r.describe().constData());
        QCOMPARE(inodeOf(quietFile), quietInode); // no sweep ran
        QCOMPARE(QFileInfo(quietFile).lastModified(), quietWritten);
        qInfo("ai-sandbox-exec, nothing changed: %lld ms in all, the check %.2f ms", qint64(r.ms),
              sweepMs(r));
        r = fastCall(QStringLiteral("mkdir /project/deep/x/y/.git && printf '[core]\\n\\tfsmonitor = "
                                    "\"touch PWNED-deep; false\"\\n' > /project/deep/x/y/.git/config"));
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QVERIFY2(!QFileInfo::exists(dir + QStringLiteral("/deep/x/y/.git")), r.describe().constData());
        QVERIFY2(r.err.contains("the git repository deep/x/y/.git"), r.describe().constData());
        QVERIFY(QFileInfo::exists(dir + QStringLiteral("/deep/x/y/keep")));

        // The proof: git on the host runs nothing of the agent's; the control (its config in a
        // repository of the host's own) does.
        HostGit git(QFileInfo(dir).path());
        QVERIFY(git.isValid());
        const auto hostGit = [&git](const QString &where) { git.run(where, false); };
        const auto pwned = &HostGit::pwned;
        const QString control = git.controlRepo(quarantine + QStringLiteral("/sub__.git/config"),
                                                quarantine + QStringLiteral("/sub__.git/HEAD"));
        QVERIFY(!control.isEmpty());
        hostGit(control);
        QVERIFY2(!pwned(control).isEmpty(),
                 "the control repository's fsmonitor did not run: the check proves nothing");
        for (const char *where : {"/sub", "/sub2"}) {
            QVERIFY(QDir(dir + QLatin1String(where)).exists()); // the folder stays, its `.git` went
            hostGit(dir + QLatin1String(where));
        }
        QVERIFY2(pwned(dir).isEmpty(), qPrintable(pwned(dir).join(QLatin1Char(' '))));
    }

    // Item 3: the sandbox cannot leave a set-uid or set-gid file in the project, by any tool or
    // system call the agent would try (the seccomp profile refuses the bits); and the project is
    // mounted nosuid,nodev in any case. Rootful with root as the invoker, a file the sandbox makes
    // is root's on the host: a set-uid one would be a root shell for whoever runs it there.
    void setuidFileInertOnProject_data() { E2eSandbox::addRootlessRows(); }
    void setuidFileInertOnProject()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString dir = e.makeProject(QStringLiteral("suid-%1").arg(rootless ? 1 : 0), boundaryPolicy,
                                          {{QStringLiteral("attack.sh"), dataFile("attack-setuid.sh")}});
        const E2eResult r = e.cli(
            {QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), dir,
             QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
             QStringLiteral("echo @mountopts $(grep ' /project ' /proc/self/mountinfo | cut -d' ' -f6); "
                            "bash /project/attack.sh")});
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        const QMap<QString, QString> got = results(r.out);
        qInfo().noquote() << got;
        QVERIFY2(got.contains(QStringLiteral("done")), r.describe().constData());
        // Inside: the project mount carries nosuid and nodev.
        const QStringList opts = got.value(QStringLiteral("mountopts")).split(QLatin1Char(','));
        QVERIFY2(opts.contains(QStringLiteral("nosuid")) && opts.contains(QStringLiteral("nodev")),
                 qPrintable(got.value(QStringLiteral("mountopts"))));
        QStringList attempts{QStringLiteral("chmod_4755"), QStringLiteral("chmod_u_s"),
                             QStringLiteral("chmod_g_s"),  QStringLiteral("setgid_dir"),
                             QStringLiteral("install_m"),  QStringLiteral("tar_p"),
                             QStringLiteral("cp_p"),       QStringLiteral("cp_a"),
                             QStringLiteral("perl_chmod"), QStringLiteral("perl_fchmod")};
#if defined(__x86_64__)
        attempts << QStringLiteral("sys_chmod") << QStringLiteral("sys_fchmod")
                 << QStringLiteral("sys_fchmodat") << QStringLiteral("sys_fchmodat2")
                 << QStringLiteral("sys_open") << QStringLiteral("sys_openat") << QStringLiteral("sys_creat")
                 << QStringLiteral("sys_mkdir") << QStringLiteral("sys_mkdirat")
                 << QStringLiteral("sys_mknod") << QStringLiteral("sys_mknodat")
                 << QStringLiteral("sys_openat2") << QStringLiteral("sys_tmpfile")
                 << QStringLiteral("io_uring");
        QCOMPARE(got.value(QStringLiteral("ordinary_sys")), QStringLiteral("ok"));
#endif
        for (const QString &name : std::as_const(attempts))
            QVERIFY2(
                got.value(name) == QLatin1String("refused"),
                qPrintable(QStringLiteral("%1: %2").arg(name, got.value(name, QStringLiteral("<not run>")))));
        // Nothing else broke: ordinary modes, cp -p of an ordinary program.
        QCOMPARE(got.value(QStringLiteral("ordinary")), QStringLiteral("ok"));
        // The host: no file in the project has either bit (whoever owns it).
        QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        int seen = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            struct stat st
            {
            };
            QVERIFY(::lstat(QFile::encodeName(path).constData(), &st) == 0);
            ++seen;
            QVERIFY2(!(st.st_mode & (S_ISUID | S_ISGID)), qPrintable(QStringLiteral("%1: uid %2 mode %3")
                                                                         .arg(path)
                                                                         .arg(st.st_uid)
                                                                         .arg(st.st_mode & 07777, 0, 8)));
        }
        QVERIFY(seen > 10); // the attempts did create their files
    }

    // Item 4, the ordinary case: the sandbox sees the project's own protected files through the
    // staged clones (rootless, mounted inside podman's namespace: an empty placeholder would
    // show here), and the podman line binds them from the stage, not from the project.
    void stagedSourcesShowTheProject_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void stagedSourcesShowTheProject()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString dir = e.makeProject(QStringLiteral("staged-%1").arg(rootless ? 1 : 0), boundaryPolicy,
                                          {{QStringLiteral(".git/config"), gitConfig},
                                           {QStringLiteral(".git/hooks/pre-commit"), preCommit},
                                           {QStringLiteral(".vscode/settings.json"), "{\"staged\": 1}\n"}});
        const E2eResult r = e.cli(
            {QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), dir,
             QStringLiteral("--"), QStringLiteral("cat"), QStringLiteral("/project/.git/config"),
             QStringLiteral("/project/.git/hooks/pre-commit"),
             QStringLiteral("/project/.vscode/settings.json"), QStringLiteral("/project/.ai-sandbox.toml")});
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QCOMPARE(r.out, gitConfig + preCommit + "{\"staged\": 1}\n" + boundaryPolicy);
        // The recorded line: every bind inside the project comes from the stage.
        QDirIterator it(e.sessionsDir(), {QStringLiteral("podman-run.txt")}, QDir::Files,
                        QDirIterator::Subdirectories);
        QByteArray line; // this run's: the newest
        QDateTime newest;
        while (it.hasNext()) {
            const QFileInfo info(it.next());
            if (!newest.isValid() || info.lastModified() > newest) {
                newest = info.lastModified();
                line = read(info.filePath());
            }
        }
        // rootful /run/ai-sandbox/stage/<pid>-<session>/, rootless <session folder>/stage/
        static const QRegularExpression staged(
            QStringLiteral("src=/[^ ]*/stage/([^/ ]+/)?\\.git%2Fhooks,dst=/project/\\.git/hooks,ro"));
        QVERIFY2(QString::fromUtf8(line).contains(staged), line.constData());
        QVERIFY2(!line.contains(QByteArray(QFile::encodeName(dir) + "/.git")), line.constData());
    }

    // Item 4: a path checked before `podman run` cannot be swapped for a symlink to a host secret
    // before the runtime mounts it. The launcher stops itself right after its check (phase
    // "binds-checked", AISB_TEST_STOP_AT, test builds); the test then does what a second sandbox of the
    // project could: renames a protected folder (or its parent) away and puts a symlink to a secret folder in
    // its place.
    void swappedBindSourceRefused_data()
    {
        QTest::addColumn<bool>("rootless");
        QTest::addColumn<QString>("swapped"); // what becomes the symlink
        QTest::addColumn<QString>("read");    // what the sandbox then reads
        for (const bool rl : {false, true}) {
            const char *row = rl ? "rootless" : "rootful";
            QTest::addRow("%s-leaf", row)
                << rl << QStringLiteral(".vscode") << QStringLiteral(".vscode/id_rsa");
            QTest::addRow("%s-parent", row)
                << rl << QStringLiteral(".git") << QStringLiteral(".git/hooks/id_rsa");
        }
    }
    void swappedBindSourceRefused()
    {
        E2E_ROW();
#ifndef AISB_TEST_HOOKS
        QSKIP("built without AISB_TEST_HOOKS: the launcher cannot be held between check and mount");
#endif
        QFETCH(QString, swapped);
        QFETCH(QString, read);
        E2eSandbox &e = env(rootless);
        const QString tag = QStringLiteral("%1-%2").arg(rootless ? 1 : 0).arg(swapped.mid(1));
        const QString dir = e.makeProject(QStringLiteral("race-") + tag, boundaryPolicy,
                                          {{QStringLiteral(".git/config"), gitConfig},
                                           {QStringLiteral(".git/hooks/pre-commit"), preCommit},
                                           {QStringLiteral(".vscode/settings.json"), "{}\n"}});
        // The host secret: readable by the row's user (rootless, the sandbox can see nothing else).
        const QByteArray secret = "SECRET-" + QByteArray::number(QRandomGenerator::global()->generate64());
        const QString secretDir = e.workspace() + QStringLiteral("/secret-") + tag;
        e.writeFile(secretDir + QStringLiteral("/id_rsa"), secret);
        e.writeFile(secretDir + QStringLiteral("/hooks/id_rsa"), secret);
        e.writeFile(secretDir + QStringLiteral("/config"), secret);
        // In the row user's state folder: rootless, the launcher (the test user) writes it.
        const QString phases = e.workspace() + QStringLiteral("/state/phases-") + tag;
        std::unique_ptr<QProcess> p(
            e.startCli({QStringLiteral("run"), QStringLiteral("--no-tty"), QStringLiteral("-C"), dir,
                        QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                        QStringLiteral("echo @ran; cat /project/%1; ls -la /project/%2").arg(read, swapped)},
                       {{QStringLiteral("AISB_TEST_PHASES"), phases},
                        {QStringLiteral("AISB_TEST_STOP_AT"), QStringLiteral("binds-checked")}}));
        // The launcher has checked the project and stopped itself.
        QStringList at;
        QVERIFY2(E2eSandbox::waitFor(
                     [&] {
                         at = E2eSandbox::phaseAt(phases, QStringLiteral("binds-checked"));
                         return (!at.isEmpty() && E2eSandbox::stopped(at.value(1).toLongLong())) ||
                                p->state() == QProcess::NotRunning;
                     },
                     300000),
                 "the launcher never reached binds-checked");
        QVERIFY2(!at.isEmpty(), p->readAllStandardError().constData());
        const pid_t launcher = pid_t(at.value(1).toLongLong());
        const auto resume = qScopeGuard([launcher, &p] {
            ::kill(launcher, SIGCONT);
            ::kill(pid_t(p->processId()), SIGCONT);
        });
        // Rootless, runuser (scripts/as-test-user) stops itself when its child stops (util-linux
        // su-common): it needs its own SIGCONT to go on waiting. It is waited for before the
        // launcher goes on: on a loaded machine runuser may not have seen the stop yet, and once
        // the launcher runs again it never stops at all.
        if (rootless)
            QVERIFY(E2eSandbox::waitFor([&] { return E2eSandbox::stopped(qint64(p->processId())); }, 60000));
        const QByteArray path = QFile::encodeName(dir + QLatin1Char('/') + swapped);
        QVERIFY(::rename(path.constData(), QByteArray(path + "-real").constData()) == 0);
        QVERIFY(::symlink(QFile::encodeName(secretDir).constData(), path.constData()) == 0);
        QCOMPARE(::kill(launcher, SIGCONT), 0); // the launcher goes on
        if (rootless)
            ::kill(pid_t(p->processId()), SIGCONT);
        QVERIFY(p->waitForFinished(180000));
        const QByteArray out = p->readAllStandardOutput();
        const QByteArray err = p->readAllStandardError();
        qInfo("exit %d\n%s\n%s", p->exitCode(), out.constData(), err.constData());
        QVERIFY2(!out.contains(secret) && !err.contains(secret), "the sandbox read the host secret");
        // Refused before the sandbox ran, naming the path.
        QVERIFY2(p->exitCode() != 0 && !out.contains("@ran"), out.constData());
        QVERIFY2(err.contains(swapped.toUtf8()), err.constData());
    }
};

QTEST_GUILESS_MAIN(TestSandboxBoundary)
#include "tst_sandbox_boundary.moc"
