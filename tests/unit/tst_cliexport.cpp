// SPDX-License-Identifier: GPL-3.0-or-later
// `ai-sandbox export kube` as the binary runs it (no containers): only an approved policy is
// exported, stdout or an atomically written file, `-o` after `export` is the output file and before
// it --policy, no passed variable's value reaches the output or the terminal, and usage errors.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCliExport : public QObject
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

    QProcessEnvironment env() const
    {
        QProcessEnvironment e;
        e.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH"));
        e.insert(QStringLiteral("HOME"), m_tmp.filePath(QStringLiteral("home")));
        e.insert(QStringLiteral("XDG_CONFIG_HOME"), m_tmp.filePath(QStringLiteral("config")));
        e.insert(QStringLiteral("XDG_STATE_HOME"), m_tmp.filePath(QStringLiteral("state")));
        e.insert(QStringLiteral("KUBE_TEST_TOKEN"), QStringLiteral("value-that-must-not-leak-7f3a"));
        return e;
    }

    Run cli(const QStringList &args) const
    {
        QProcess p;
        p.setProcessEnvironment(env());
        p.setWorkingDirectory(m_project);
        p.start(QStringLiteral(AISB_CLI), args);
        p.closeWriteChannel();
        if (!p.waitForFinished(30000))
            return {};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    static QString readText(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_project = m_tmp.filePath(QStringLiteral("project"));
        QVERIFY(QDir().mkpath(m_project));
        QFile f(m_project + QStringLiteral("/.ai-sandbox.toml"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "[image]\nharness = \"shell\"\n[env]\npass = [\"KUBE_TEST_TOKEN\"]\nset = { EDITOR = \"vi\" }\n");
    }

    void untrustedPolicyIsNotExported()
    {
        const QString file = m_tmp.filePath(QStringLiteral("untrusted.yaml"));
        const Run r = cli({QStringLiteral("export"), QStringLiteral("kube"), QStringLiteral("-o"), file});
        QCOMPARE(r.code, 65);
        QVERIFY2(r.err.contains(QLatin1String("trust")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(file));
        QVERIFY(r.out.isEmpty());
    }

    void exportsToStdoutAndToAFile()
    {
        QCOMPARE(cli({QStringLiteral("trust"), QStringLiteral("--yes")}).code, 0);
        const Run out = cli({QStringLiteral("export"), QStringLiteral("kube")});
        QVERIFY2(out.code == 0, qPrintable(out.err));
        QVERIFY(out.out.contains(QLatin1String("\nkind: Pod\n")));
        QVERIFY(out.out.contains(QLatin1String("\nkind: NetworkPolicy\n")));
        QVERIFY(out.out.contains(QLatin1String("key: KUBE_TEST_TOKEN")));
        QVERIFY(out.out.contains(QLatin1String("--from-literal=KUBE_TEST_TOKEN=\"$KUBE_TEST_TOKEN\"")));

        // After `export`, -o is the output file (both spellings, before and after the format).
        const QString file = m_tmp.filePath(QStringLiteral("pod.yaml"));
        for (const QStringList &args :
             {QStringList{QStringLiteral("export"), QStringLiteral("kube"), QStringLiteral("-o"), file},
              QStringList{QStringLiteral("export"), QStringLiteral("--output=") + file,
                          QStringLiteral("kube")}}) {
            QFile::remove(file);
            const Run r = cli(args);
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
            QCOMPARE(readText(file), out.out);
            QVERIFY(r.err.contains(file));
        }
        // No passed value anywhere: the file, stdout, stderr.
        for (const QString &text : {out.out, out.err, readText(file)})
            QVERIFY(!text.contains(QLatin1String("value-that-must-not-leak-7f3a")));

        // Before `export`, -o is --policy.
        const Run policy = cli({QStringLiteral("-o"), QStringLiteral("limits.memory=1g"),
                                QStringLiteral("export"), QStringLiteral("kube")});
        QVERIFY2(policy.code == 0, qPrintable(policy.err));
        QVERIFY(policy.out.contains(QLatin1String("memory: \"1Gi\"")));
    }

    // [[credentials]] (issue 19) read their values here at session start: an exported pod would get
    // only the placeholder. Refused, naming the rule and the way that works there.
    void gateCredentialsAreRefusedNotDropped()
    {
        const QString project = m_tmp.filePath(QStringLiteral("with-credentials"));
        QVERIFY(QDir().mkpath(project));
        QFile f(project + QStringLiteral("/.ai-sandbox.toml"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[image]\nharness = \"shell\"\n[network]\nallow = [\"example.com\"]\n"
                "[[credentials]]\nname = \"anthropic\"\npreset = \"anthropic\"\n"
                "source = \"env:KUBE_TEST_TOKEN\"\n");
        f.close();
        QCOMPARE(cli({QStringLiteral("trust"), QStringLiteral("--yes"), QStringLiteral("-C"), project}).code,
                 0);
        const QString file = m_tmp.filePath(QStringLiteral("credentials.yaml"));
        const Run r = cli({QStringLiteral("export"), QStringLiteral("kube"), QStringLiteral("-C"), project,
                           QStringLiteral("-o"), file});
        QCOMPARE(r.code, 65);
        QVERIFY2(r.err.contains(QLatin1String("credentials[0] (\"anthropic\")")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("env.pass")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(file));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.contains(QLatin1String("value-that-must-not-leak-7f3a")));
    }

    void unwritableOutputSaysSoAndLeavesNothing()
    {
        const QString file = m_tmp.filePath(QStringLiteral("missing-folder/pod.yaml"));
        const Run r = cli({QStringLiteral("export"), QStringLiteral("kube"), QStringLiteral("-o"), file});
        QCOMPARE(r.code, 64);
        QVERIFY2(r.err.contains(file), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(file));
    }

    void usageErrors()
    {
        for (const QStringList &args :
             {QStringList{QStringLiteral("export")},
              QStringList{QStringLiteral("export"), QStringLiteral("compose")},
              QStringList{QStringLiteral("export"), QStringLiteral("kube"), QStringLiteral("extra")}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 64);
            QVERIFY2(r.err.contains(QLatin1String("export")) || r.err.contains(QLatin1String("extra")),
                     qPrintable(r.err));
        }
        const Run q = cli({QStringLiteral("--quarantine"), QStringLiteral("export"), QStringLiteral("kube")});
        QCOMPARE(q.code, 64);
        QVERIFY(q.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cliexport.moc"
