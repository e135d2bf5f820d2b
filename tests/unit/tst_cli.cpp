// SPDX-License-Identifier: GPL-3.0-or-later
// The `ai-sandbox` binary without containers: previews, precedence of every layer pair as
// print-policy reports it, trust gating, redaction and usage errors.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

class TestCli : public QObject
{
    Q_OBJECT

    struct Run
    {
        int code = -1;
        QString out;
        QString err;
    };

    QTemporaryDir m_tmp;
    QString m_project;

    QProcessEnvironment baseEnv() const
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH"));
        env.insert(QStringLiteral("HOME"), m_tmp.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_tmp.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_STATE_HOME"), m_tmp.filePath(QStringLiteral("state")));
        return env;
    }

    Run cli(const QStringList &args, const QProcessEnvironment &env) const
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_project);
        p.start(QStringLiteral(AISB_CLI), args);
        p.closeWriteChannel();
        if (!p.waitForFinished(30000))
            return {};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    Run cli(const QStringList &args) const { return cli(args, baseEnv()); }

    // The binary with its stdin on a terminal (a pty), answering `answer` to its question.
    Run cliOnTerminal(const QStringList &args, const QByteArray &answer) const
    {
        const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0)
            return {};
        const QByteArray slaveName = ::ptsname(master);
        QProcess p;
        p.setProcessEnvironment(baseEnv());
        p.setWorkingDirectory(m_project);
        p.setChildProcessModifier([&slaveName] {
            const int slave = ::open(slaveName.constData(), O_RDWR);
            if (slave >= 0) {
                ::dup2(slave, STDIN_FILENO);
                ::close(slave);
            }
        });
        p.start(QStringLiteral(AISB_CLI), args);
        if (!p.waitForStarted(10000)) {
            ::close(master);
            return {};
        }
        // The line discipline keeps the answer until the binary reads it.
        if (::write(master, answer.constData(), size_t(answer.size())) != answer.size()) {
            p.kill();
            p.waitForFinished(5000);
            ::close(master);
            return {};
        }
        const bool done = p.waitForFinished(30000);
        ::close(master);
        if (!done)
            return {};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    bool trusted() const
    {
        // print-policy names the project file as a source only when it is approved.
        return !cli({QStringLiteral("print-policy")}).err.contains(QStringLiteral("ai-sandbox trust"));
    }

    void write(const QString &path, const QByteArray &text) const
    {
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
    }
    QString userConfig() const { return m_tmp.filePath(QStringLiteral("config/ai-sandbox/config.toml")); }
    QString projectConfig() const { return m_project + QStringLiteral("/.ai-sandbox.toml"); }

    // The print-policy line of a field: "memory = \"1g\"    # flag: command line"
    static QString line(const QString &out, const QString &key)
    {
        for (const QString &l : out.split(QLatin1Char('\n')))
            if (l.startsWith(key + QStringLiteral(" = ")))
                return l;
        return {};
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_tmp.isValid());
        m_project = m_tmp.filePath(QStringLiteral("proj"));
        QDir(m_project).removeRecursively();
        QDir(m_tmp.filePath(QStringLiteral("config"))).removeRecursively();
        QDir(m_tmp.filePath(QStringLiteral("state"))).removeRecursively();
        QVERIFY(QDir().mkpath(m_project));
    }

    void helpVersionUsage()
    {
        Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("--dry-run")));
        r = cli({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("ai-sandbox ")));
        r = cli({QStringLiteral("--memory")});
        QCOMPARE(r.code, 64);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        r = cli({QStringLiteral("--net"), QStringLiteral("sideways")});
        QCOMPARE(r.code, 64);
        QVERIFY2(r.err.contains(QStringLiteral("--net")), qPrintable(r.err));
    }

    void dryRunWithoutConfig()
    {
        const Run r = cli({QStringLiteral("--dry-run")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("image: localhost/ai-sandbox:")));
        QVERIFY(r.out.contains(QStringLiteral("FROM localhost/ai-sandbox-base:trixie")));
        QVERIFY(r.out.contains(QStringLiteral("table inet aisb")));
        QVERIFY(r.out.contains(QStringLiteral("http_access deny all")));
        QVERIFY(r.out.contains(QStringLiteral("podman run ")));
        QVERIFY(r.out.contains(QStringLiteral("--cap-drop=ALL")));
    }

    // Each row: the lower layer and the higher one both set limits.memory; the higher wins and
    // print-policy names it.
    void precedencePairs_data()
    {
        QTest::addColumn<QString>("lower");
        QTest::addColumn<QString>("higher");
        const QStringList layers{QStringLiteral("built-in"), QStringLiteral("user file"),
                                 QStringLiteral("project file"), QStringLiteral("environment"),
                                 QStringLiteral("flag")};
        for (int i = 0; i < layers.size(); ++i)
            for (int j = i + 1; j < layers.size(); ++j)
                QTest::newRow(qPrintable(layers[i] + QStringLiteral(" < ") + layers[j]))
                    << layers[i] << layers[j];
    }
    void precedencePairs()
    {
        QFETCH(QString, lower);
        QFETCH(QString, higher);
        const QHash<QString, QString> value{{QStringLiteral("built-in"), QStringLiteral("4g")},
                                            {QStringLiteral("user file"), QStringLiteral("101m")},
                                            {QStringLiteral("project file"), QStringLiteral("202m")},
                                            {QStringLiteral("environment"), QStringLiteral("303m")},
                                            {QStringLiteral("flag"), QStringLiteral("404m")}};
        QProcessEnvironment env = baseEnv();
        QStringList args{QStringLiteral("print-policy")};
        for (const QString &layer : {lower, higher}) {
            const QByteArray v = value.value(layer).toUtf8();
            if (layer == QLatin1String("user file"))
                write(userConfig(), "[limits]\nmemory = \"" + v + "\"\n");
            if (layer == QLatin1String("project file")) {
                write(projectConfig(), "[limits]\nmemory = \"" + v + "\"\n");
                QCOMPARE(cli({QStringLiteral("trust"), QStringLiteral("--yes")}, env).code, 0);
            }
            if (layer == QLatin1String("environment"))
                env.insert(QStringLiteral("AISB_LIMITS_MEMORY"), value.value(layer));
            if (layer == QLatin1String("flag"))
                args << QStringLiteral("--memory") << value.value(layer);
        }
        const Run r = cli(args, env);
        QCOMPARE(r.code, 0);
        const QString l = line(r.out, QStringLiteral("memory"));
        QVERIFY2(l.contains(QLatin1Char('"') + value.value(higher) + QLatin1Char('"')), qPrintable(l));
        QVERIFY2(l.contains(QStringLiteral("# ") + higher), qPrintable(l));
        // The dry run shows the same winner in the podman command line.
        const Run d = cli(QStringList{QStringLiteral("--dry-run")} + args.mid(1), env);
        QCOMPARE(d.code, 0);
        QVERIFY2(d.out.contains(QStringLiteral("--memory=") + value.value(higher)) ||
                     d.out.contains(QStringLiteral("--memory ") + value.value(higher)),
                 qPrintable(d.out.right(600)));
    }

    void previewsShowNestedRepositoriesReadOnly()
    {
        // The launch binds a nested repository's code-running paths read-only (nestedrepos.h):
        // both previews must show the run line the launch uses, not the one before the scan.
        write(m_project + QStringLiteral("/sub/.git/config"), "[core]\n");
        write(m_project + QStringLiteral("/sub/.git/hooks/pre-commit.sample"), "#!/bin/sh\n");
        for (const QStringList &args :
             {QStringList{QStringLiteral("--dry-run")}, QStringList{QStringLiteral("print-run")}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.contains(QStringLiteral("/project/sub/.git/config")), qPrintable(r.out));
            QVERIFY2(r.out.contains(QStringLiteral("/project/sub/.git/hooks")), qPrintable(r.out));
        }
    }

    void untrustedProjectFileStopsLaunch()
    {
        write(projectConfig(), "[network]\nallow = [\"example.org\"]\n");
        // A preview still works and says what a launch would do.
        Run r = cli({QStringLiteral("--dry-run")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(QStringLiteral("ai-sandbox trust")), qPrintable(r.err));
        // A launch stops before podman, showing the file.
        r = cli({QStringLiteral("run"), QStringLiteral("--"), QStringLiteral("true")});
        QCOMPARE(r.code, 65);
        QVERIFY2(r.err.contains(QStringLiteral("+allow = [\"example.org\"]")), qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("trust"), QStringLiteral("--yes")}).code, 0);
        // Changed after approval: stopped again, with the diff.
        write(projectConfig(), "[network]\nallow = [\"example.org\", \"evil.example\"]\n");
        r = cli({QStringLiteral("exec"), QStringLiteral("--"), QStringLiteral("true")});
        QCOMPARE(r.code, 65);
        QVERIFY2(r.err.contains(QStringLiteral("-allow = [\"example.org\"]")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("+allow = [\"example.org\", \"evil.example\"]")),
                 qPrintable(r.err));
    }

    // `trust` shows what the file grants, the dangerous fields marked, and approves only after a
    // yes: on a terminal it asks; without one it refuses unless --yes is given.
    void trustAsksOrNeedsYes()
    {
        write(projectConfig(),
              "[network]\nmode = \"open\"\nallow = [\"new.example\"]\n"
              "[env]\nset = { PATH = \"/project/bin:/usr/bin\", GREETING = \"hi\" }\n"
              "[image]\nbase = \"docker.io/library/debian:trixie\"\n"
              "[mounts]\nextra = [{ source = \"/tmp\", target = \"/hosttmp\", mode = \"rw\" }]\n");
        // No terminal (stdin is a pipe): the review is printed, nothing approved, --yes named.
        Run r = cli({QStringLiteral("trust")});
        QCOMPARE(r.code, 64);
        QVERIFY2(r.err.contains(QStringLiteral("--yes")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("! network.mode: open")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("! env.set: PATH = /project/bin:/usr/bin")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("    env.set: GREETING = hi")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("! image.base: docker.io/library/debian:trixie")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("! mounts.extra: /tmp → /hosttmp (rw)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("! network.allow: new.example")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("+mode = \"open\"")), qPrintable(r.out)); // and the diff
        QVERIFY(!trusted());

        // On a terminal: "n" (or nothing) approves nothing.
        r = cliOnTerminal({QStringLiteral("trust")}, "n\n");
        QCOMPARE(r.code, 65);
        QVERIFY2(r.out.contains(QStringLiteral("[y/N]")), qPrintable(r.out));
        QVERIFY(!trusted());
        r = cliOnTerminal({QStringLiteral("trust")}, "\n");
        QCOMPARE(r.code, 65);
        QVERIFY(!trusted());
        // "y" approves what was shown.
        r = cliOnTerminal({QStringLiteral("trust")}, "y\n");
        QCOMPARE(r.code, 0);
        QVERIFY(trusted());

        // Changed: the review says what is new; --yes approves without a question.
        write(projectConfig(), "[network]\nmode = \"open\"\nallow = [\"new.example\", \"more.example\"]\n");
        QVERIFY(!trusted());
        r = cli({QStringLiteral("trust"), QStringLiteral("--yes")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("! network.allow: more.example (new)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("    network.allow: new.example\n")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("[y/N]")));
        QVERIFY(trusted());
        // Already approved: nothing to ask.
        r = cli({QStringLiteral("trust")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("already approved")), qPrintable(r.out));
    }

    void secretsNeverShown()
    {
        const QByteArray secret = "s3cr3t-value-4711";
        write(projectConfig(), "[env]\npass = [\"MY_API_KEY\", \"PLAIN\"]\n[env.set]\nDB_PASSWORD = \"" +
                                   secret + "\"\nGREETING = \"hello\"\n");
        QCOMPARE(cli({QStringLiteral("trust"), QStringLiteral("--yes")}).code, 0);
        QProcessEnvironment env = baseEnv();
        env.insert(QStringLiteral("MY_API_KEY"), QString::fromUtf8(secret) + QStringLiteral("-host"));
        env.insert(QStringLiteral("PLAIN"), QStringLiteral("plain-host-value"));
        for (const QStringList &args :
             {QStringList{QStringLiteral("--dry-run")}, QStringList{QStringLiteral("print-policy")},
              QStringList{QStringLiteral("print-run")}}) {
            const Run r = cli(args, env);
            QCOMPARE(r.code, 0);
            QVERIFY2(!r.out.contains(QString::fromUtf8(secret)) && !r.err.contains(QString::fromUtf8(secret)),
                     qPrintable(args.join(QLatin1Char(' '))));
            QVERIFY(!r.out.contains(QStringLiteral("plain-host-value")));
        }
        const Run d = cli({QStringLiteral("--dry-run")}, env);
        QVERIFY(d.out.contains(QStringLiteral("DB_PASSWORD=<redacted>")));
        QVERIFY(d.out.contains(QStringLiteral("GREETING=hello")));
        QVERIFY(d.out.contains(QStringLiteral("MY_API_KEY=<redacted>")));
        // A pass name that is unset here is reported, not silently dropped.
        env.remove(QStringLiteral("PLAIN"));
        QVERIFY(cli({QStringLiteral("--dry-run")}, env).out.contains(QStringLiteral("PLAIN is not set")));
    }

    void globExpansionShown()
    {
        QProcessEnvironment env = baseEnv();
        env.insert(QStringLiteral("AWS_REGION"), QStringLiteral("x"));
        env.insert(QStringLiteral("AWS_PROFILE"), QStringLiteral("y"));
        const Run r =
            cli({QStringLiteral("print-policy"), QStringLiteral("--pass"), QStringLiteral("AWS_*")}, env);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("AWS_PROFILE, AWS_REGION")), qPrintable(r.out));
    }

    void hostileProjectFileRefused()
    {
        write(projectConfig(), "[network]\nallow = [\"ok.example\", \"evil.example\\n--privileged\"]\n"
                               "[run]\ncommand = [\"bash\"]\nworkdir = \"/project;rm -rf /\"\n");
        QCOMPARE(cli({QStringLiteral("trust"), QStringLiteral("--yes")}).code, 0);
        const Run r = cli({QStringLiteral("--dry-run")});
        QCOMPARE(r.code, 65);
        QVERIFY2(r.err.contains(QStringLiteral("network.allow[1]")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("run.workdir")), qPrintable(r.err));
        QVERIFY(!r.out.contains(QStringLiteral("--privileged")));
    }

    void malformedTomlNamesPosition()
    {
        write(projectConfig(), "[limits]\nmemory = \"1g\"\ncpus = = 2\n");
        QCOMPARE(cli({QStringLiteral("trust"), QStringLiteral("--yes")}).code, 65);
        const Run r = cli({QStringLiteral("print-policy")});
        QCOMPARE(r.code, 65);
        QVERIFY2(r.err.contains(QStringLiteral(".ai-sandbox.toml:3:")), qPrintable(r.err));
    }

    void additiveFlagsExtendLowerLayers()
    {
        write(userConfig(), "[network]\nallow = [\"a.example\"]\n");
        const Run r =
            cli({QStringLiteral("print-policy"), QStringLiteral("--allow"), QStringLiteral("b.example")});
        QCOMPARE(r.code, 0);
        const QString l = line(r.out, QStringLiteral("allow"));
        QVERIFY2(l.contains(QStringLiteral("\"a.example\", \"b.example\"")) &&
                     l.contains(QStringLiteral("# flag")),
                 qPrintable(l));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
