// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanargs.h"
#include "engine/podmanconnection.h"
#include "policy/policylayers.h"
#include "render/render.h"
#include "session/warmsandbox.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cstring>
#include <functional>
#include <memory>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb::test {

// The result of one process the e2e tests ran (the CLI, podman).
struct E2eResult
{
    int exitCode = -1;
    bool finished = false; // false: it hit the deadline (and was killed) or did not start
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    // For failure messages.
    QByteArray describe() const
    {
        return "exit " + QByteArray::number(exitCode) + (finished ? "" : " (did not finish)") + " after " +
               QByteArray::number(ms) + " ms\n--- stdout\n" + out.left(4000) + "\n--- stderr\n" +
               err.left(4000);
    }
};

// One "user" the e2e scenarios run as: rootful (the test runs as root and calls the CLI directly)
// or rootless (the CLI, copied into a world-readable temporary folder, runs as the test user
// aisb-test through scripts/as-test-user; when the test itself is not root, as the current user).
// Owns a workspace under /tmp with XDG state/config folders and projects owned by that user;
// removes the workspace and every container/volume of its projects at the end.
class E2eSandbox
{
public:
    static constexpr const char *testUser = "aisb-test";

    explicit E2eSandbox(bool rootless) : m_rootless(rootless)
    {
        m_viaTestUser = rootless && ::getuid() == 0;
        if (!rootless && ::getuid() != 0) {
            m_skip =
                QStringLiteral("the rootful row needs root (CI runs as root); the rootless row runs as you");
            return;
        }
        if (m_viaTestUser) {
            const passwd *pw = ::getpwnam(testUser);
            if (!pw) {
                m_skip = QStringLiteral(
                    "the rootless test user aisb-test does not exist: run scripts/setup-test-user "
                    "(scripts/test does so when run as root)");
                return;
            }
            m_uid = pw->pw_uid;
            m_gid = pw->pw_gid;
        } else {
            m_uid = ::getuid();
            m_gid = ::getgid();
        }
        m_dir = std::make_unique<QTemporaryDir>(
            QStringLiteral("/tmp/aisb-e2e-%1-XXXXXX")
                .arg(rootless ? QStringLiteral("rootless") : QStringLiteral("root")));
        if (!m_dir->isValid()) {
            m_skip = QStringLiteral("no temporary folder under /tmp");
            return;
        }
        ::chmod(QFile::encodeName(m_dir->path()).constData(), 0755);
        for (const char *sub : {"state", "config", "projects"})
            mkdirOwned(m_dir->path() + QLatin1Char('/') + QLatin1String(sub));
        m_cli = QStringLiteral(AISB_CLI);
        if (m_viaTestUser) {
            // The build tree may not be traversable by the test user.
            mkdirOwned(m_dir->path() + QStringLiteral("/bin"));
            m_cli = m_dir->path() + QStringLiteral("/bin/ai-sandbox");
            QFile::copy(QStringLiteral(AISB_CLI), m_cli);
            QFile::setPermissions(m_cli, QFileDevice::Permissions(0x7755));
        }
        const E2eResult info =
            podman({QStringLiteral("info"), QStringLiteral("--format"),
                    QStringLiteral("{{.Host.CgroupsVersion}} {{.Host.Security.Rootless}}")},
                   120000);
        if (!info.finished || info.exitCode != 0) {
            m_skip = QStringLiteral("podman is not usable for this user: %1")
                         .arg(QString::fromUtf8(info.err.trimmed()));
            return;
        }
        const QStringList f = QString::fromUtf8(info.out).trimmed().split(QLatin1Char(' '));
        m_cgroupVersion = f.value(0);
        const E2eResult base = podman({QStringLiteral("image"), QStringLiteral("exists"), baseImage()});
        if (base.exitCode != 0) {
            m_skip = QStringLiteral("the base image %1 is missing for this user: run scripts/setup (and "
                                    "scripts/setup-test-user for the rootless user)")
                         .arg(baseImage());
            return;
        }
        m_ready = true;
    }

    ~E2eSandbox()
    {
        if (!m_dir)
            return;
        for (const QString &slug : std::as_const(m_slugs)) {
            const E2eResult ids =
                podman({QStringLiteral("ps"), QStringLiteral("-aq"), QStringLiteral("--filter"),
                        QStringLiteral("label=io.aisb.project=") + slug});
            const QStringList list = QString::fromUtf8(ids.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            if (!list.isEmpty())
                podman(QStringList{QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-t"),
                                   QStringLiteral("0")} +
                       list);
            podman({QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("-f"),
                    aisb::homeVolumeName(slug)});
        }
    }

    static QString baseImage() { return QStringLiteral("localhost/ai-sandbox-base:trixie"); }

    // The data rows of a test run both ways: column "rootless", false then true (E2E_ROW()).
    static void addRootlessRows()
    {
        QTest::addColumn<bool>("rootless");
        QTest::newRow("rootful") << false;
        QTest::newRow("rootless") << true;
    }

    // The data rows of a test run both ways: column "row", 0 rootful and 1 rootless.
    static void addRows()
    {
        QTest::addColumn<int>("row");
        QTest::newRow("rootful") << 0;
        QTest::newRow("rootless") << 1;
    }

    bool ready() const { return m_ready; }
    QString skipReason() const { return m_skip; }
    bool rootless() const { return m_rootless; }

    // The podman run argv a session renders for a shell-harness project in none mode, for
    // benchmarks that compare a session with the same bare `podman run`.
    QStringList bareNoneModeArgs(const QString &project, const QString &name,
                                 const QStringList &command) const
    {
        aisb::Policy p = aisb::defaultPolicy();
        p.image.harness = QStringLiteral("shell");
        p.network.mode = aisb::NetworkMode::None;
        aisb::Render::SandboxContext ctx;
        ctx.projectDir = project;
        ctx.projectSlug = aisb::projectSlug(project);
        ctx.sessionId = QStringLiteral("bench");
        ctx.containerName = name;
        ctx.imageTag = aisb::Render::imageTag(p);
        ctx.rootless = m_rootless;
        ctx.projectPaths = aisb::Render::probeProjectPaths(p, project);
        ctx.homeVolume = aisb::homeVolumeName(ctx.projectSlug);
        ctx.command = command;
        return aisb::Render::sandboxRunArgs(p, ctx);
    }
    // The host uid the sandbox user should map to (the invoking user).
    uint hostUid() const { return m_uid; }
    QString workspace() const { return m_dir ? m_dir->path() : QString(); }
    QString stateDir() const { return workspace() + QStringLiteral("/state/ai-sandbox"); }
    QString sessionsDir() const { return stateDir() + QStringLiteral("/sessions"); }
    QString cliPath() const { return m_cli; }
    // Limits (pids, memory) are ignored by rootless podman on cgroups v1.
    bool limitsEnforced() const { return !(m_rootless && m_cgroupVersion == QLatin1String("v1")); }
    QString cgroupVersion() const { return m_cgroupVersion; }

    // Makes a folder owned by the user.
    void mkdirOwned(const QString &path) const
    {
        QDir().mkpath(path);
        chownTree(path);
    }
    void chownTree(const QString &path) const
    {
        auto own = [this](const QString &p) {
            if (::lchown(QFile::encodeName(p).constData(), m_uid, m_gid) != 0)
                qWarning("chown %s to %u failed: %s", qPrintable(p), unsigned(m_uid), std::strerror(errno));
        };
        own(path);
        QDirIterator it(path, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            own(it.next());
    }
    // Writes a file (parents made), owned by the user.
    void writeFile(const QString &path, const QByteArray &content) const
    {
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(content);
        f.close();
        chownTree(QFileInfo(path).path());
    }

    // A new project folder with this policy file, trusted. Files in `files` (relative path ->
    // content) are written first. The folder is the row's user's and only theirs to write: the
    // sandbox writes as that user (rootless keep-id, rootful the project view).
    QString makeProject(const QString &name, const QByteArray &policy,
                        const QMap<QString, QByteArray> &files = {})
    {
        const QString dir = workspace() + QStringLiteral("/projects/") + name;
        mkdirOwned(dir);
        for (auto it = files.begin(); it != files.end(); ++it)
            writeFile(dir + QLatin1Char('/') + it.key(), it.value());
        if (!policy.isNull()) {
            writeFile(dir + QStringLiteral("/.ai-sandbox.toml"), policy);
            cli({QStringLiteral("trust"), QStringLiteral("--yes"), QStringLiteral("--project"), dir});
        }
        chownTree(dir);
        m_slugs.append(projectSlug(dir));
        return dir;
    }

    QProcessEnvironment cliEnvironment(const QMap<QString, QString> &extra = {}) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // The rootful row's invoking user is root (hostUid()), also when the tests run under sudo.
        env.remove(QStringLiteral("SUDO_UID"));
        env.remove(QStringLiteral("SUDO_GID"));
        env.insert(QStringLiteral("XDG_STATE_HOME"), workspace() + QStringLiteral("/state"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), workspace() + QStringLiteral("/config"));
        for (auto it = extra.begin(); it != extra.end(); ++it)
            env.insert(it.key(), it.value());
        return env;
    }

    // Program and arguments that run `argv` as the user, with the workspace's XDG folders.
    void commandFor(const QStringList &argv, const QMap<QString, QString> &extra, QString &program,
                    QStringList &args, bool withXdg = true) const
    {
        if (!m_viaTestUser) {
            program = argv.value(0);
            args = argv.mid(1);
            return;
        }
        program = QStringLiteral(AISB_SOURCE_DIR "/scripts/as-test-user");
        args = QStringList{QStringLiteral("env")};
        if (withXdg) {
            args << QStringLiteral("XDG_STATE_HOME=") + workspace() + QStringLiteral("/state")
                 << QStringLiteral("XDG_CONFIG_HOME=") + workspace() + QStringLiteral("/config");
        }
        for (auto it = extra.begin(); it != extra.end(); ++it)
            args << it.key() + QLatin1Char('=') + it.value();
        args << argv;
    }

    // Starts the CLI; the caller owns the process (it is started with stdin closed).
    QProcess *startCli(const QStringList &cliArgs, const QMap<QString, QString> &extraEnv = {},
                       QObject *parent = nullptr) const
    {
        QString program;
        QStringList args;
        commandFor(QStringList{m_cli} + cliArgs, extraEnv, program, args);
        auto *p = new QProcess(parent);
        p->setProgram(program);
        p->setArguments(args);
        p->setProcessEnvironment(cliEnvironment(m_viaTestUser ? QMap<QString, QString>{} : extraEnv));
        p->setWorkingDirectory(workspace());
        p->setStandardInputFile(QProcess::nullDevice());
        p->start();
        return p;
    }

    E2eResult cli(const QStringList &cliArgs, const QMap<QString, QString> &extraEnv = {},
                  int timeoutMs = 180000) const
    {
        QString program;
        QStringList args;
        commandFor(QStringList{m_cli} + cliArgs, extraEnv, program, args);
        return run(program, args, cliEnvironment(m_viaTestUser ? QMap<QString, QString>{} : extraEnv),
                   timeoutMs);
    }

    // The podman the in-process core (Inventory, Cleaner, the Resources page) drives for this row:
    // rootless as the test user (a wrapper in the workspace runs it through scripts/as-test-user),
    // else the plain podman of this user.
    PodmanConnection podmanConnection() const
    {
        PodmanConnection c;
        if (!m_viaTestUser || !m_dir)
            return c;
        c.program = m_dir->path() + QStringLiteral("/bin/podman-as-test-user");
        if (!QFileInfo::exists(c.program)) {
            QFile f(c.program);
            if (f.open(QIODevice::WriteOnly))
                f.write("#!/bin/sh\nexec " AISB_SOURCE_DIR "/scripts/as-test-user podman \"$@\"\n");
            f.close();
            QFile::setPermissions(c.program, QFileDevice::Permissions(0x7700));
        }
        return c;
    }

    // The name of `projectDir`'s warm sandbox (`exec --warm`); its gate is "<name>-gate".
    static QString warmName(const QString &projectDir)
    {
        return aisb::WarmSandbox::containerName(aisb::projectSlug(projectDir));
    }
    // Removes the project's warm sandbox and its gate, if they run.
    void removeWarm(const QString &projectDir) const
    {
        const QString name = warmName(projectDir);
        podman(aisb::PodmanArgs::removeContainers({name, name + QStringLiteral("-gate")}));
    }

    E2eResult podman(const QStringList &podmanArgs, int timeoutMs = 60000) const
    {
        QString program;
        QStringList args;
        commandFor(QStringList{QStringLiteral("podman")} + podmanArgs, {}, program, args, false);
        return run(program, args, QProcessEnvironment::systemEnvironment(), timeoutMs);
    }

    // Runs a process while the event loop turns (the test's servers must answer meanwhile).
    static E2eResult run(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                         int timeoutMs, const QString &workdir = QStringLiteral("/tmp"))
    {
        E2eResult r;
        QProcess p;
        p.setProgram(program);
        p.setArguments(args);
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(workdir);
        p.setStandardInputFile(QProcess::nullDevice());
        QEventLoop loop;
        QTimer deadline;
        deadline.setSingleShot(true);
        QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
        QObject::connect(&p, &QProcess::errorOccurred, &loop, [&](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                loop.quit();
        });
        QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
        QElapsedTimer clock;
        clock.start();
        p.start();
        deadline.start(timeoutMs);
        if (p.state() != QProcess::NotRunning || p.error() != QProcess::FailedToStart)
            loop.exec();
        r.ms = clock.elapsed();
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished(5000);
        } else {
            r.finished = p.exitStatus() == QProcess::NormalExit && p.error() != QProcess::FailedToStart;
        }
        r.exitCode = p.exitCode();
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    // Waits (event loop turning) until `done` is true or the deadline passes.
    // A launcher's phases (AISB_TEST_PHASES, core/session/phasehook.h): the lines "<phase> <pid>
    // <session>" written so far, and the first line of one phase ({} until it is reached).
    static QList<QStringList> phases(const QString &file)
    {
        QList<QStringList> out;
        QFile f(file);
        if (f.open(QIODevice::ReadOnly))
            for (const QByteArray &line : f.readAll().split('\n'))
                if (!line.trimmed().isEmpty())
                    out.append(QString::fromUtf8(line).split(QLatin1Char(' ')));
        return out;
    }
    static QStringList phaseAt(const QString &file, const QString &phase)
    {
        for (const QStringList &p : phases(file))
            if (p.value(0) == phase)
                return p;
        return {};
    }
    // Whether process `pid` is stopped (AISB_TEST_STOP_AT raised SIGSTOP).
    static bool stopped(qint64 pid)
    {
        QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!f.open(QIODevice::ReadOnly))
            return false;
        const QByteArray stat = f.readAll();
        return stat.mid(stat.lastIndexOf(')') + 2, 1) == "T";
    }

    template <typename F> static bool waitFor(F done, int timeoutMs)
    {
        QElapsedTimer clock;
        clock.start();
        while (!done()) {
            if (clock.elapsed() > timeoutMs)
                return false;
            QEventLoop loop;
            QTimer::singleShot(50, &loop, &QEventLoop::quit);
            loop.exec();
        }
        return true;
    }

    // The "@name result" lines a script in the sandbox appended to `file` (tests/data/e2e/*.sh):
    // name -> result (the last one of each name).
    static QMap<QString, QString> scriptResults(const QString &file)
    {
        QMap<QString, QString> out;
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return out;
        for (const QString &line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1Char('@')))
                continue;
            const qsizetype sp = line.indexOf(QLatin1Char(' '));
            out.insert(line.mid(1, sp < 0 ? -1 : sp - 1), sp < 0 ? QString() : line.mid(sp + 1).trimmed());
        }
        return out;
    }

    // Every file under `dir` whose content holds `needle`.
    static QStringList filesContaining(const QString &dir, const QByteArray &needle)
    {
        QStringList hits;
        QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            if (f.open(QIODevice::ReadOnly) && f.readAll().contains(needle))
                hits.append(path);
        }
        return hits;
    }

private:
    bool m_rootless;
    bool m_viaTestUser = false;
    bool m_ready = false;
    QString m_skip;
    uint m_uid = 0;
    uint m_gid = 0;
    QString m_cli;
    QString m_cgroupVersion;
    QStringList m_slugs;
    std::unique_ptr<QTemporaryDir> m_dir;
};

// The two rows of a test class, rootful and rootless: one E2eSandbox each and, in each one that is
// ready, one project made alike and prepared by one CLI call (a build, or an exec that builds), so
// that the tests and figures start from a built image. The initTestCase of most e2e tests and
// benchmarks:
//     const QByteArray failed = m_rows.setUp(name, policy, files, [](const QString &project) {...});
//     QVERIFY2(failed.isEmpty(), failed.constData());
class E2eRows
{
public:
    // The CLI arguments that build `project`'s image.
    static QStringList build(const QString &project)
    {
        return {QStringLiteral("build"), QStringLiteral("-C"), project};
    }
    // The CLI arguments of an exec of `true` in `project`: builds its image and creates its home
    // volume, so that neither is part of a benchmark's figures.
    static QStringList execTrue(const QString &project)
    {
        return {QStringLiteral("exec"), QStringLiteral("-C"), project, QStringLiteral("--"),
                QStringLiteral("true")};
    }

    // Makes both rows' sandboxes and, in each ready one, the project `name` (policy, files; see
    // E2eSandbox::makeProject), then runs the CLI with `prepare(project)` in it (15 minutes at
    // most: a cold image build). "" when every ready row is prepared, else how the first one
    // failed (the rows after it are not made: the test case stops there).
    QByteArray setUp(const QString &name, const QByteArray &policy, const QMap<QString, QByteArray> &files,
                     const std::function<QStringList(const QString &project)> &prepare)
    {
        for (int i = 0; i < 2; ++i) {
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
            if (!m_envs[i]->ready())
                continue;
            m_projects[i] = m_envs[i]->makeProject(name, policy, files);
            const E2eResult r = m_envs[i]->cli(prepare(m_projects[i]), {}, 900000);
            if (r.exitCode != 0)
                return (i == 1 ? "rootless: " : "rootful: ") + r.describe();
        }
        return {};
    }

    E2eSandbox &env(bool rootless) const { return *m_envs[rootless ? 1 : 0]; }
    QString project(bool rootless) const { return m_projects[rootless ? 1 : 0]; }
    // Removes both workspaces with their containers and volumes (cleanupTestCase).
    void reset()
    {
        m_envs[0].reset();
        m_envs[1].reset();
    }

private:
    std::unique_ptr<E2eSandbox> m_envs[2];
    QString m_projects[2];
};

// First line of a test function whose data are addRootlessRows(): fetches "rootless" and skips a
// row whose environment is not ready. The test class provides E2eSandbox &env(bool rootless).
#define E2E_ROW()                                                                                            \
    QFETCH(bool, rootless);                                                                                  \
    if (!env(rootless).ready())                                                                              \
    QSKIP(qPrintable(env(rootless).skipReason()))

} // namespace aisb::test
