// SPDX-License-Identifier: GPL-3.0-or-later
// The `exec --json` contract (docs/exec.md), rootful and rootless, real podman: every outcome is
// one object that docs/exec.schema.json accepts (checked with scripts/validate-exec-json, i.e.
// python3-jsonschema), with a stable error.kind and exit code; output is binary-safe; --stdin
// forwards the caller's stdin and nothing else does; the timeout cap; podman's own log lines
// stay out of the command's stderr; the `tools` harness has every tool it promises.
#include "e2esandbox.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QTemporaryFile>
#include <QTest>
#include <fcntl.h>
#include <sys/stat.h>

using namespace aisb::test;

namespace {

const QByteArray kPolicy = "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n";

// Every byte value once, then sequences that are not UTF-8 (a lone continuation byte, an
// overlong NUL, a truncated 3-byte sequence) and a valid multi-byte character.
QByteArray binaryBlob()
{
    QByteArray b;
    for (int i = 0; i < 256; ++i)
        b.append(char(i));
    b.append("\x80\xc0\x80\xe2\x82 end \xc3\xa9\n");
    return b;
}

} // namespace

class TestExecContract : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];
    QString m_projects[2];

    E2eSandbox &env(bool rootless) { return *m_envs[rootless ? 1 : 0]; }
    QString project(bool rootless) const { return m_projects[rootless ? 1 : 0]; }

    enum Mode { Cold, Warm, Fast }; // exec, exec --warm, the small client ai-sandbox-exec

    void warmRows()
    {
        QTest::addColumn<bool>("rootless");
        QTest::addColumn<int>("mode");
        QTest::newRow("rootful cold") << false << int(Cold);
        QTest::newRow("rootful warm") << false << int(Warm);
        QTest::newRow("rootful fast") << false << int(Fast);
        QTest::newRow("rootless cold") << true << int(Cold);
        QTest::newRow("rootless warm") << true << int(Warm);
        QTest::newRow("rootless fast") << true << int(Fast);
    }

    // ai-sandbox-exec beside the row's CLI (the rootless row's is a copy the test user can run).
    QString fastPath(bool rootless) const
    {
        return QFileInfo(m_envs[rootless ? 1 : 0]->cliPath()).path() + QStringLiteral("/ai-sandbox-exec");
    }

    // Runs the CLI as the row's user with `stdinFile` (or /dev/null) as its stdin.
    E2eResult cli(bool rootless, const QStringList &args, const QString &stdinFile = QString(),
                  int timeoutMs = 300000, const QMap<QString, QString> &extraEnv = {})
    {
        E2eSandbox &e = env(rootless);
        QString program;
        QStringList argv;
        // Arguments that start with "exec" go to the CLI, others to the small client.
        const bool full = args.value(0) == QLatin1String("exec") || args.value(0) == QLatin1String("build");
        e.commandFor(QStringList{full ? e.cliPath() : fastPath(rootless)} + args, extraEnv, program, argv);
        E2eResult r;
        QProcess p;
        p.setProgram(program);
        p.setArguments(argv);
        p.setProcessEnvironment(e.cliEnvironment(extraEnv));
        p.setWorkingDirectory(QStringLiteral("/tmp"));
        p.setStandardInputFile(stdinFile.isEmpty() ? QProcess::nullDevice() : stdinFile);
        p.start();
        r.finished = p.waitForFinished(timeoutMs);
        if (!r.finished) {
            p.kill();
            p.waitForFinished(5000);
        }
        r.exitCode = p.exitCode();
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    // The one object on stdout, after docs/exec.schema.json accepted it.
    static QJsonObject checked(const E2eResult &r)
    {
        [&] { QVERIFY2(r.finished, r.describe().constData()); }();
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        [&] { QVERIFY2(lines.size() == 1, r.describe().constData()); }();
        QProcess v;
        v.start(QStringLiteral(AISB_SOURCE_DIR "/scripts/validate-exec-json"),
                {QStringLiteral(AISB_SOURCE_DIR "/docs/exec.schema.json")});
        v.write(r.out);
        v.closeWriteChannel();
        v.waitForFinished(30000);
        const QByteArray why = v.readAllStandardError() + "\n" + r.describe();
        [&] { QVERIFY2(v.exitStatus() == QProcess::NormalExit && v.exitCode() == 0, why.constData()); }();
        const QJsonObject o = r.json();
        [&] {
            QVERIFY2(o.value(QStringLiteral("exit_code")).toInt() == r.exitCode, r.describe().constData());
        }();
        return o;
    }

    // docs/exec.schema.json over many answers at once (one validator process).
    static void allValid(const QByteArray &lines)
    {
        QProcess v;
        v.start(QStringLiteral(AISB_SOURCE_DIR "/scripts/validate-exec-json"),
                {QStringLiteral(AISB_SOURCE_DIR "/docs/exec.schema.json")});
        v.write(lines);
        v.closeWriteChannel();
        QVERIFY(v.waitForFinished(60000));
        QVERIFY2(v.exitCode() == 0, v.readAllStandardError().constData());
    }

    static QString kindOf(const QJsonObject &o)
    {
        return o.value(QStringLiteral("error")).toObject().value(QStringLiteral("kind")).toString();
    }

    static QByteArray bytesOf(const QJsonObject &o, const QString &stream)
    {
        if (o.value(stream + QStringLiteral("_encoding")).toString() == QLatin1String("base64"))
            return QByteArray::fromBase64(o.value(stream + QStringLiteral("_base64")).toString().toLatin1());
        return o.value(stream).toString().toUtf8();
    }

    QStringList execArgs(bool rootless, int mode, const QStringList &more)
    {
        QStringList a{QStringLiteral("exec"), QStringLiteral("--json")};
        if (mode == Fast)
            a = QStringList{QStringLiteral("--json")};
        else if (mode == Warm)
            a << QStringLiteral("--warm");
        return a + QStringList{QStringLiteral("-C"), project(rootless)} + more;
    }

    void removeWarm(bool rootless, const QString &projectDir) { env(rootless).removeWarm(projectDir); }

private Q_SLOTS:
    void initTestCase()
    {
        for (int i = 0; i < 2; ++i) {
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
            E2eSandbox &e = *m_envs[i];
            if (!e.ready())
                continue;
            m_projects[i] = e.makeProject(QStringLiteral("contract"), kPolicy,
                                          {{QStringLiteral("blob.bin"), binaryBlob()}});
            const E2eResult b = e.cli(
                {QStringLiteral("build"), QStringLiteral("--quiet"), QStringLiteral("-C"), m_projects[i]}, {},
                900000);
            QVERIFY2(b.exitCode == 0, b.describe().constData());
            const QString fast = fastPath(i == 1);
            if (fast != QStringLiteral(AISB_BINARY_DIR "/bin/ai-sandbox-exec")) {
                QFile::remove(fast);
                QVERIFY(QFile::copy(QStringLiteral(AISB_BINARY_DIR "/bin/ai-sandbox-exec"), fast));
                QFile::setPermissions(fast, QFileDevice::Permissions(0x7755));
            }
        }
    }

    void cleanupTestCase()
    {
        for (int i = 0; i < 2; ++i)
            if (m_envs[i] && m_envs[i]->ready())
                removeWarm(i == 1, m_projects[i]);
        m_envs[0].reset();
        m_envs[1].reset();
    }

    // A command that ran: the fields, the exact stderr (no podman warning in it: rootless on
    // cgroups v1 podman prints some on every run) and the exit code.
    void ranResult_data() { warmRows(); }
    void ranResult()
    {
        E2E_ROW();
        QFETCH(int, mode);
        const bool warm = mode != Cold;
        const E2eResult r =
            cli(rootless, execArgs(rootless, mode,
                                   {QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                                    QStringLiteral("echo out; echo err >&2; exit 3")}));
        const QJsonObject o = checked(r);
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(o.value(QStringLiteral("schema")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("stdout")).toString(), QStringLiteral("out\n"));
        QCOMPARE(o.value(QStringLiteral("stderr")).toString(), QStringLiteral("err\n"));
        QCOMPARE(o.value(QStringLiteral("stdout_encoding")).toString(), QStringLiteral("utf-8"));
        QCOMPARE(o.value(QStringLiteral("warm")).toBool(), warm);
        QVERIFY(o.value(QStringLiteral("error")).isNull());
        QCOMPARE(o.value(QStringLiteral("timeout_ms")).toInteger(), 30000); // the policy's default
    }

    // Every byte value through stdout and stderr, and back through --stdin.
    void binaryRoundTrip_data() { warmRows(); }
    void binaryRoundTrip()
    {
        E2E_ROW();
        QFETCH(int, mode);
        const QByteArray blob = binaryBlob();
        const QJsonObject o =
            checked(cli(rootless, execArgs(rootless, mode,
                                           {QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                                            QStringLiteral("cat blob.bin; cat blob.bin >&2")})));
        QCOMPARE(o.value(QStringLiteral("stdout_encoding")).toString(), QStringLiteral("base64"));
        QCOMPARE(o.value(QStringLiteral("stderr_encoding")).toString(), QStringLiteral("base64"));
        QCOMPARE(bytesOf(o, QStringLiteral("stdout")), blob);
        QCOMPARE(bytesOf(o, QStringLiteral("stderr")), blob);

        QTemporaryFile in;
        QVERIFY(in.open());
        in.write(blob);
        in.flush();
        const E2eResult r =
            cli(rootless,
                execArgs(rootless, mode,
                         {QStringLiteral("--stdin"), QStringLiteral("--"), QStringLiteral("cat")}),
                in.fileName());
        const QJsonObject back = checked(r);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(bytesOf(back, QStringLiteral("stdout")), blob);
    }

    // Without --stdin the command's stdin is empty, even when the caller's has data (and cat
    // does not wait for it).
    void stdinOnlyWhenAsked_data() { warmRows(); }
    void stdinOnlyWhenAsked()
    {
        E2E_ROW();
        QFETCH(int, mode);
        QTemporaryFile in;
        QVERIFY(in.open());
        in.write("secret from the caller\n");
        in.flush();
        const E2eResult r = cli(rootless,
                                execArgs(rootless, mode,
                                         {QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                                          QStringLiteral("cat; echo done")}),
                                in.fileName(), 60000);
        const QJsonObject o = checked(r);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(o.value(QStringLiteral("stdout")).toString(), QStringLiteral("done\n"));
        const E2eResult with = cli(rootless,
                                   execArgs(rootless, mode,
                                            {QStringLiteral("--stdin"), QStringLiteral("--"),
                                             QStringLiteral("wc"), QStringLiteral("-c")}),
                                   in.fileName());
        QCOMPARE(checked(with).value(QStringLiteral("stdout")).toString().trimmed(), QStringLiteral("23"));
    }

    // Per-stream truncation marking.
    void truncationPerStream_data() { warmRows(); }
    void truncationPerStream()
    {
        E2E_ROW();
        QFETCH(int, mode);
        const QJsonObject o = checked(cli(
            rootless, execArgs(rootless, mode,
                               {QStringLiteral("--max-output"), QStringLiteral("100"), QStringLiteral("--"),
                                QStringLiteral("sh"), QStringLiteral("-c"),
                                QStringLiteral("head -c 5000 /dev/zero | tr '\\000' a; echo short >&2")})));
        QCOMPARE(o.value(QStringLiteral("stdout")).toString(), QString(100, QLatin1Char('a')));
        QCOMPARE(o.value(QStringLiteral("stdout_truncated")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("stderr")).toString(), QStringLiteral("short\n"));
        QCOMPARE(o.value(QStringLiteral("stderr_truncated")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("truncated")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("max_output_bytes")).toInteger(), 100);
    }

    // A timeout: exit 124, and the warm sandbox survives it (the next call runs).
    void warmTimeout_data() { E2eSandbox::addRootlessRows(); }
    void warmTimeout()
    {
        E2E_ROW();
        const E2eResult r =
            cli(rootless, execArgs(rootless, Warm,
                                   {QStringLiteral("--timeout"), QStringLiteral("1s"), QStringLiteral("--"),
                                    QStringLiteral("sh"), QStringLiteral("-c"),
                                    QStringLiteral("echo started; sleep 30")}));
        const QJsonObject o = checked(r);
        QCOMPARE(r.exitCode, 124);
        QVERIFY(o.value(QStringLiteral("timed_out")).toBool());
        QCOMPARE(o.value(QStringLiteral("stdout")).toString(), QStringLiteral("started\n"));
        QCOMPARE(o.value(QStringLiteral("signal")).toInt(), 15);
        QVERIFY(o.value(QStringLiteral("error")).isNull());
        const E2eResult next =
            cli(rootless, execArgs(rootless, Warm, {QStringLiteral("--"), QStringLiteral("true")}));
        QCOMPARE(checked(next).value(QStringLiteral("exit_code")).toInt(), 0);
        QVERIFY2(!next.err.contains("restarting"), next.describe().constData());
    }

    // A command in the warm sandbox runs as the same user as the exec agent, its handlers and the
    // processes forked ahead for the next calls: it must not reach into them. Tried from inside: list
    // each one's descriptors (the listening socket, another call's pipes and connection) and
    // attach to it with ptrace (PTRACE_SEIZE, which pidfd_getfd and /proc/<pid>/mem need too).
    void warmCommandCannotReachTheAgent_data() { E2eSandbox::addRootlessRows(); }
    void warmCommandCannotReachTheAgent()
    {
        E2E_ROW();
        // The agent's processes are forks of the script: their command line names it (the pattern
        // is written so that this shell's own command line does not match).
        const QString probe = QStringLiteral(
            "case $(uname -m) in x86_64) ptrace=101;; aarch64|riscv64) ptrace=117;; *) ptrace=;; esac\n"
            "for d in /proc/[0-9]*; do p=${d#/proc/}\n"
            "  case \"$(tr '\\0' ' ' < $d/cmdline 2>/dev/null)\" in *libexec/aisb/exec-agen[t]*) ;; *) "
            "continue;; esac\n"
            "  echo \"agent $p\"\n"
            "  ls \"$d/fd\" >/dev/null 2>&1 && echo \"fds readable $p: $(ls -l $d/fd | tr '\\n' ' ')\"\n"
            "  [ -n \"$ptrace\" ] && perl -e 'syscall($ARGV[0], 0x4206, $ARGV[1], 0, 0) == 0 and print "
            "\"traced "
            "$ARGV[1]\\n\"' \"$ptrace\" \"$p\"\n"
            "done; true");
        const E2eResult r = cli(
            rootless, execArgs(rootless, Warm,
                               {QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"), probe}));
        const QJsonObject o = checked(r);
        QCOMPARE(r.exitCode, 0);
        const QString out = o.value(QStringLiteral("stdout")).toString();
        // The agent, this call's handler and the spares with their forked-ahead processes.
        QVERIFY2(out.count(QLatin1String("agent ")) >= 3, qPrintable(out));
        QVERIFY2(!out.contains(QLatin1String("fds readable")), qPrintable(out));
        QVERIFY2(!out.contains(QLatin1String("traced")), qPrintable(out));
    }

    // The cap: --timeout above 120 s is refused; a policy exec_timeout above it raises the cap;
    // a policy without a timeout is refused for exec.
    void timeoutCap_data() { E2eSandbox::addRootlessRows(); }
    void timeoutCap()
    {
        E2E_ROW();
        E2eResult r = cli(rootless, execArgs(rootless, Cold,
                                             {QStringLiteral("--timeout"), QStringLiteral("121s"),
                                              QStringLiteral("--"), QStringLiteral("true")}));
        QJsonObject o = checked(r);
        QCOMPARE(r.exitCode, 64);
        QCOMPARE(kindOf(o), QStringLiteral("usage"));
        QVERIFY(o.value(QStringLiteral("error"))
                    .toObject()
                    .value(QStringLiteral("message"))
                    .toString()
                    .contains(QLatin1String("exec_timeout")));

        const QString longer = env(rootless).makeProject(QStringLiteral("longer"),
                                                         kPolicy + "[limits]\nexec_timeout = \"150s\"\n");
        r = cli(rootless, {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--timeout"),
                           QStringLiteral("140s"), QStringLiteral("-C"), longer, QStringLiteral("--"),
                           QStringLiteral("true")});
        o = checked(r);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(o.value(QStringLiteral("timeout_ms")).toInteger(), 140000);

        const QString none =
            env(rootless).makeProject(QStringLiteral("notimeout"), kPolicy + "[limits]\nexec_timeout = 0\n");
        for (bool warm : {false, true}) {
            QStringList a{QStringLiteral("exec"), QStringLiteral("--json")};
            if (warm)
                a << QStringLiteral("--warm");
            r = cli(rootless, a + QStringList{QStringLiteral("-C"), none, QStringLiteral("--"),
                                              QStringLiteral("true")});
            o = checked(r);
            QCOMPARE(r.exitCode, 65);
            QCOMPARE(kindOf(o), QStringLiteral("policy_invalid"));
        }
    }

    // Each error kind real podman can produce, as JSON on stdout, nothing else there.
    void errorKinds_data() { E2eSandbox::addRootlessRows(); }
    void errorKinds()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        auto expect = [&](const E2eResult &r, const char *kind, int code) {
            const QJsonObject o = checked(r);
            QVERIFY2(r.exitCode == code, r.describe().constData());
            QVERIFY2(kindOf(o) == QLatin1String(kind), r.describe().constData());
            QVERIFY(!o.value(QStringLiteral("error"))
                         .toObject()
                         .value(QStringLiteral("message"))
                         .toString()
                         .isEmpty());
        };
        // usage: an unknown flag, a missing command, a bad --timeout
        expect(cli(rootless, {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--bogus"),
                              QStringLiteral("--"), QStringLiteral("true")}),
               "usage", 64);
        expect(cli(rootless, {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("-C"),
                              project(rootless)}),
               "usage", 64);
        expect(cli(rootless, {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--timeout"),
                              QStringLiteral("soon"), QStringLiteral("--"), QStringLiteral("true")}),
               "usage", 64);
        // policy_untrusted: changed after it was trusted
        const QString changed = e.makeProject(QStringLiteral("changed"), kPolicy);
        e.writeFile(changed + QStringLiteral("/.ai-sandbox.toml"), kPolicy + "[env]\nset = { A = \"1\" }\n");
        for (bool warm : {false, true}) {
            QStringList a{QStringLiteral("exec"), QStringLiteral("--json")};
            if (warm)
                a << QStringLiteral("--warm");
            expect(cli(rootless, a + QStringList{QStringLiteral("-C"), changed, QStringLiteral("--"),
                                                 QStringLiteral("true")}),
                   "policy_untrusted", 65);
        }
        // policy_invalid: trusted, parses, but does not validate
        const QString invalid =
            e.makeProject(QStringLiteral("invalid"), kPolicy + "[limits]\nexec_timeout = \"48h\"\n");
        expect(cli(rootless, {QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("-C"), invalid,
                              QStringLiteral("--"), QStringLiteral("true")}),
               "policy_invalid", 65);
        // image: a base image that exists nowhere (the pull goes to a registry on loopback only)
        const QString missing = e.makeProject(QStringLiteral("missing"),
                                              "[image]\nharness = \"shell\"\nbase = "
                                              "\"localhost/aisb-e2e-no-such-image:none\"\n[network]\nmode = "
                                              "\"none\"\n");
        for (bool warm : {false, true}) {
            QStringList a{QStringLiteral("exec"), QStringLiteral("--json")};
            if (warm)
                a << QStringLiteral("--warm");
            expect(cli(rootless, a + QStringList{QStringLiteral("-C"), missing, QStringLiteral("--"),
                                                 QStringLiteral("true")}),
                   "image", 125);
        }
        // podman failing (cold) / the warm sandbox not starting: a podman service that is not there
        const QStringList noService{QStringLiteral("--url"),
                                    QStringLiteral("unix:///nonexistent/aisb-e2e.sock")};
        expect(cli(rootless, QStringList{QStringLiteral("exec"), QStringLiteral("--json")} + noService +
                                 QStringList{QStringLiteral("-C"), project(rootless), QStringLiteral("--"),
                                             QStringLiteral("true")}),
               "podman", 125);
        expect(
            cli(rootless,
                QStringList{QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--warm")} +
                    noService +
                    QStringList{QStringLiteral("-C"), missing, QStringLiteral("--"), QStringLiteral("true")}),
            "warm_start", 125);
        // command: the warm agent cannot start what is not there
        expect(cli(rootless,
                   execArgs(rootless, Warm, {QStringLiteral("--"), QStringLiteral("aisb-no-such-command")})),
               "command", 127);
    }

    // The small client uses the socket only while the policy is what it was: a changed AISB_*
    // variable or policy file sends the call to the full CLI (which refuses the untrusted change).
    void fastPathOnlyWhileUnchanged_data() { E2eSandbox::addRootlessRows(); }
    void fastPathOnlyWhileUnchanged()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString dir = e.makeProject(QStringLiteral("fastcheck"), kPolicy);
        const QMap<QString, QString> explain{{QStringLiteral("AISBEXEC_EXPLAIN"), QStringLiteral("1")}};
        const QStringList fast{QStringLiteral("--json"), QStringLiteral("-C"), dir, QStringLiteral("--")};
        // No hand-over file yet: the full CLI starts the warm sandbox.
        E2eResult r = cli(rootless, fast + QStringList{QStringLiteral("true")}, {}, 300000, explain);
        QCOMPARE(checked(r).value(QStringLiteral("exit_code")).toInt(), 0);
        QVERIFY2(r.err.contains("handing over"), r.describe().constData());
        // Now the fast path: exact output and exit code, no hand-over.
        r = cli(
            rootless,
            fast + QStringList{QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo hi; exit 7")},
            {}, 60000, explain);
        QCOMPARE(checked(r).value(QStringLiteral("stdout")).toString(), QStringLiteral("hi\n"));
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(!r.err.contains("handing over"), r.describe().constData());
        // Another AISB_* variable: handed over (and the full CLI runs it).
        QMap<QString, QString> other = explain;
        other.insert(QStringLiteral("AISB_LOG"), QStringLiteral("error"));
        r = cli(rootless, fast + QStringList{QStringLiteral("true")}, {}, 60000, other);
        QVERIFY2(r.err.contains("another environment"), r.describe().constData());
        QCOMPARE(checked(r).value(QStringLiteral("exit_code")).toInt(), 0);
        // The sandbox cannot rewrite its policy (read-only inside); the user changes it on the host:
        // the next call is not fast, and the full CLI refuses the untrusted change.
        r = cli(rootless,
                fast + QStringList{QStringLiteral("sh"), QStringLiteral("-c"),
                                   QStringLiteral("echo '# changed by the sandbox' >> .ai-sandbox.toml")},
                {}, 60000, explain);
        QVERIFY2(checked(r).value(QStringLiteral("exit_code")).toInt() != 0, r.describe().constData());
        e.writeFile(dir + QStringLiteral("/.ai-sandbox.toml"), kPolicy + "# changed on the host\n");
        r = cli(rootless, fast + QStringList{QStringLiteral("true")}, {}, 60000, explain);
        QVERIFY2(r.err.contains("a policy input changed"), r.describe().constData());
        QCOMPARE(kindOf(checked(r)), QStringLiteral("policy_untrusted"));
        QCOMPARE(r.exitCode, 65);

        // The next try: new content of the same size written into the same file, and its old
        // modification time put back (utimensat). No content is hashed per call, but the change
        // time moved with the write and cannot be put back: handed over, and refused.
        const QString policyFile = dir + QStringLiteral("/.ai-sandbox.toml");
        e.writeFile(policyFile, kPolicy + "# trusted A\n");
        QCOMPARE(
            e.cli({QStringLiteral("trust"), QStringLiteral("--yes"), QStringLiteral("-C"), dir}).exitCode, 0);
        r = cli(rootless, fast + QStringList{QStringLiteral("true")}, {}, 60000, explain);
        QCOMPARE(checked(r).value(QStringLiteral("exit_code")).toInt(), 0); // the full CLI: a new stamp
        r = cli(rootless, fast + QStringList{QStringLiteral("true")}, {}, 60000, explain);
        QCOMPARE(checked(r).value(QStringLiteral("exit_code")).toInt(), 0);
        QVERIFY2(!r.err.contains("handing over"), r.describe().constData());
        const QByteArray path = QFile::encodeName(policyFile);
        struct stat before = {}, after = {};
        QCOMPARE(::stat(path.constData(), &before), 0);
        {
            QFile f(policyFile);
            QVERIFY(f.open(QIODevice::ReadWrite));
            const QByteArray content = f.readAll();
            QVERIFY(f.seek(content.lastIndexOf("# trusted A") + 10));
            QCOMPARE(f.write("B"), 1);
        }
        const timespec times[2] = {before.st_atim, before.st_mtim};
        QCOMPARE(::utimensat(AT_FDCWD, path.constData(), times, 0), 0);
        QCOMPARE(::stat(path.constData(), &after), 0);
        QCOMPARE(after.st_ino, before.st_ino);
        QCOMPARE(after.st_size, before.st_size);
        QCOMPARE(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
        QCOMPARE(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
        r = cli(rootless, fast + QStringList{QStringLiteral("true")}, {}, 60000, explain);
        QVERIFY2(r.err.contains("a policy input changed"), r.describe().constData());
        QCOMPARE(kindOf(checked(r)), QStringLiteral("policy_untrusted"));
        removeWarm(rootless, dir);
    }

    // 100 calls in a row and 8 at once through the small client: every output and exit code
    // exact, and the agent (the warm container's pid 1) neither grows nor leaves processes behind.
    void fastManyCalls_data() { E2eSandbox::addRootlessRows(); }
    void fastManyCalls()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QString dir = e.makeProject(QStringLiteral("many"), kPolicy);
        const QStringList fast{QStringLiteral("--json"), QStringLiteral("-C"), dir, QStringLiteral("--")};
        QCOMPARE(checked(cli(rootless, fast + QStringList{QStringLiteral("true")}))
                     .value(QStringLiteral("exit_code"))
                     .toInt(),
                 0);
        const QString name = E2eSandbox::warmName(dir);
        const E2eResult pid = e.podman(
            {QStringLiteral("inspect"), QStringLiteral("--format"), QStringLiteral("{{.State.Pid}}"), name});
        const QString proc = QStringLiteral("/proc/") + QString::fromUtf8(pid.out).trimmed();
        auto rssKb = [&] {
            QFile f(proc + QStringLiteral("/status"));
            if (!f.open(QIODevice::ReadOnly))
                return -1;
            for (const QByteArray &line : f.readAll().split('\n'))
                if (line.startsWith("VmRSS:"))
                    return line.mid(6).trimmed().split(' ').value(0).toInt();
            return -1;
        };
        auto children = [&] {
            QFile f(proc + QStringLiteral("/task/") + QFileInfo(proc).fileName() +
                    QStringLiteral("/children"));
            return f.open(QIODevice::ReadOnly)
                       ? QString::fromUtf8(f.readAll()).split(QLatin1Char(' '), Qt::SkipEmptyParts).size()
                       : -1;
        };
        for (int i = 0; i < 5; ++i) // the agent's own first allocations
            cli(rootless, fast + QStringList{QStringLiteral("true")});
        const int rssBefore = rssKb();
        QVERIFY2(rssBefore > 0, qPrintable(proc));
        QByteArray answers;
        for (int i = 0; i < 100; ++i) {
            const QString n = QString::number(i);
            const E2eResult r = cli(rootless, fast + QStringList{QStringLiteral("sh"), QStringLiteral("-c"),
                                                                 QStringLiteral("echo out") + n +
                                                                     QStringLiteral("; echo err") + n +
                                                                     QStringLiteral(" >&2; exit ") + n});
            QVERIFY2(r.finished, r.describe().constData());
            answers += r.out;
            const QJsonObject o = r.json();
            QCOMPARE(o.value(QStringLiteral("exit_code")).toInt(), i);
            QCOMPARE(r.exitCode, i);
            QCOMPARE(o.value(QStringLiteral("stdout")).toString(),
                     QStringLiteral("out") + n + QLatin1Char('\n'));
            QCOMPARE(o.value(QStringLiteral("stderr")).toString(),
                     QStringLiteral("err") + n + QLatin1Char('\n'));
        }
        // 8 at once, each with its own output (64 KiB, more than one pipe buffer) and exit code.
        QList<QProcess *> running;
        for (int i = 0; i < 8; ++i) {
            QString program;
            QStringList argv;
            e.commandFor(QStringList{fastPath(rootless)} + fast +
                             QStringList{QStringLiteral("sh"), QStringLiteral("-c"),
                                         QStringLiteral("head -c 65536 /dev/zero | tr '\\000' %1; exit %2")
                                             .arg(QChar(QLatin1Char('a' + i)))
                                             .arg(10 + i)},
                         {}, program, argv);
            auto *p = new QProcess(this);
            p->setProgram(program);
            p->setArguments(argv);
            p->setProcessEnvironment(e.cliEnvironment());
            p->setStandardInputFile(QProcess::nullDevice());
            p->start();
            running << p;
        }
        for (int i = 0; i < 8; ++i) {
            QProcess *p = running[i];
            QVERIFY(p->waitForFinished(120000));
            E2eResult r;
            r.finished = true;
            r.exitCode = p->exitCode();
            r.out = p->readAllStandardOutput();
            r.err = p->readAllStandardError();
            answers += r.out;
            const QJsonObject o = r.json();
            QCOMPARE(r.exitCode, 10 + i);
            QCOMPARE(o.value(QStringLiteral("stdout")).toString(), QString(65536, QLatin1Char('a' + i)));
            delete p;
        }
        allValid(answers);
        const int rssAfter = rssKb();
        qInfo("agent RSS before %d KiB, after 100 + 8 calls %d KiB", rssBefore, rssAfter);
        QVERIFY2(rssAfter <= rssBefore + 1024, qPrintable(QString::number(rssAfter)));
        // Only the spare handlers (exec-agent's SPARES, 2) wait; every command and busy handler is gone.
        QVERIFY(E2eSandbox::waitFor([&] { return children() <= 2; }, 10000));
        removeWarm(rootless, dir);
    }
};

QTEST_GUILESS_MAIN(TestExecContract)
#include "tst_exec_contract.moc"
