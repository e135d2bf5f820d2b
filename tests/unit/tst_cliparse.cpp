// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's grammar: the alias-friendly rule, subcommands, flags, usage errors.
#include "cli/cliinvocation.h"

#include <QTest>

using aisb::CliInvocation;
using C = CliInvocation::Command;

class TestCliParse : public QObject
{
    Q_OBJECT
private:
    static CliInvocation parse(const QStringList &args)
    {
        return aisb::parseCli(args, QStringLiteral("/home/u/proj"));
    }

private Q_SLOTS:
    void defaultIsRunInCurrentDir()
    {
        const auto inv = parse({});
        QVERIFY(inv.command == C::Run);
        QCOMPARE(inv.projectDir, QStringLiteral("/home/u/proj"));
        QVERIFY(inv.error.isEmpty());
        QVERIFY(!inv.commandOverride.has_value());
    }

    void harnessArgsAfterFirstUnknownFlag()
    {
        const auto inv = parse({QStringLiteral("--net"), QStringLiteral("none"), QStringLiteral("--model"),
                                QStringLiteral("sonnet"), QStringLiteral("--net"), QStringLiteral("open")});
        QVERIFY(inv.command == C::Run);
        QVERIFY(inv.flags.fields.contains(QStringLiteral("network.mode")));
        QVERIFY(inv.flags.values.network.mode == aisb::NetworkMode::None);
        // Everything from the first unknown flag on belongs to the harness, even our own flags.
        QCOMPARE(inv.harnessArgs, (QStringList{QStringLiteral("--model"), QStringLiteral("sonnet"),
                                               QStringLiteral("--net"), QStringLiteral("open")}));
    }

    void harnessArgsAfterFirstPositional()
    {
        const auto inv =
            parse({QStringLiteral("--allow"), QStringLiteral("a.example"), QStringLiteral("fix the bug"),
                   QStringLiteral("--allow"), QStringLiteral("b.example")});
        QCOMPARE(inv.addAllow, QStringList{QStringLiteral("a.example")});
        QCOMPARE(inv.harnessArgs.size(), 3);
        QCOMPARE(inv.harnessArgs.first(), QStringLiteral("fix the bug"));
    }

    void doubleDashReplacesCommand()
    {
        const auto inv =
            parse({QStringLiteral("--memory"), QStringLiteral("1g"), QStringLiteral("--"),
                   QStringLiteral("bash"), QStringLiteral("-lc"), QStringLiteral("--privileged")});
        QVERIFY(inv.commandOverride.has_value());
        QCOMPARE(*inv.commandOverride, (QStringList{QStringLiteral("bash"), QStringLiteral("-lc"),
                                                    QStringLiteral("--privileged")}));
        QCOMPARE(inv.flags.values.limits.memory, QStringLiteral("1g"));
        QVERIFY(inv.harnessArgs.isEmpty());
    }

    void subcommandsWithFlagsAround()
    {
        auto inv =
            parse({QStringLiteral("--project"), QStringLiteral("../other"), QStringLiteral("print-policy")});
        QVERIFY(inv.command == C::PrintPolicy);
        QCOMPARE(inv.projectDir, QStringLiteral("/home/u/other"));
        inv = parse({QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--timeout"),
                     QStringLiteral("2s"), QStringLiteral("--max-output"), QStringLiteral("1MiB"),
                     QStringLiteral("--warm"), QStringLiteral("--"), QStringLiteral("ls")});
        QVERIFY(inv.command == C::Exec);
        QVERIFY(inv.json);
        QVERIFY(inv.warm);
        QCOMPARE(inv.timeoutMs, 2000);
        QCOMPARE(inv.maxOutputBytes, 1024 * 1024);
        QCOMPARE(*inv.commandOverride, QStringList{QStringLiteral("ls")});
        inv = parse({QStringLiteral("gate"), QStringLiteral("up"), QStringLiteral("shared")});
        QVERIFY(inv.command == C::Gate);
        QCOMPARE(inv.action, QStringLiteral("up"));
        QCOMPARE(inv.name, QStringLiteral("shared"));
        inv = parse({QStringLiteral("gate"), QStringLiteral("status"), QStringLiteral("--json"),
                     QStringLiteral("shared")});
        QVERIFY2(inv.error.isEmpty(), qPrintable(inv.error));
        QCOMPARE(inv.action, QStringLiteral("status"));
        QVERIFY(inv.json);
        inv = parse({QStringLiteral("gate"), QStringLiteral("--json")}); // status is the default action
        QVERIFY2(inv.error.isEmpty() && inv.json, qPrintable(inv.error));
        inv = parse({QStringLiteral("build"), QStringLiteral("--rebuild")});
        QVERIFY(inv.command == C::Build);
        QVERIFY(inv.rebuild);
    }

    void cleanFlags()
    {
        auto inv =
            parse({QStringLiteral("clean"), QStringLiteral("--dry-run"), QStringLiteral("--yes"),
                   QStringLiteral("--volumes=proj-*"), QStringLiteral("--older-than"), QStringLiteral("30d"),
                   QStringLiteral("--json"), QStringLiteral("--label"), QStringLiteral("io.aisb.test=1")});
        QVERIFY2(inv.error.isEmpty(), qPrintable(inv.error));
        QVERIFY(inv.command == C::Clean);
        QVERIFY(inv.dryRun);
        QVERIFY(inv.yes);
        QVERIFY(inv.volumes);
        QCOMPARE(inv.volumeGlob, QStringLiteral("proj-*"));
        QCOMPARE(inv.olderThanSeconds, 30LL * 86400);
        QVERIFY(inv.json);
        QCOMPARE(inv.scopeLabel, QStringLiteral("io.aisb.test=1"));
        inv =
            parse({QStringLiteral("clean"), QStringLiteral("--volumes"), QStringLiteral("--older-than=2w")});
        QVERIFY(inv.volumes);
        QVERIFY(inv.volumeGlob.isEmpty());
        QCOMPARE(inv.olderThanSeconds, 14LL * 86400);
    }

    void flagValueForms()
    {
        const auto inv = parse(
            {QStringLiteral("--cpus=1.5"), QStringLiteral("--pids"), QStringLiteral("64"),
             QStringLiteral("-o"), QStringLiteral("limits.tmp_size=64m"), QStringLiteral("--set"),
             QStringLiteral("GREETING=a=b"), QStringLiteral("--mount"), QStringLiteral("/etc/hosts:/h:rw"),
             QStringLiteral("--ro"), QStringLiteral("--keep"), QStringLiteral("--no-home")});
        QVERIFY(inv.error.isEmpty());
        QCOMPARE(inv.flags.values.limits.cpus, 1.5);
        QCOMPARE(inv.flags.values.limits.pids, 64);
        QCOMPARE(inv.flags.values.limits.tmpSize, QStringLiteral("64m"));
        QCOMPARE(inv.addSet.value(QStringLiteral("GREETING")), QStringLiteral("a=b"));
        QCOMPARE(inv.addMounts.size(), 1);
        QVERIFY(inv.addMounts.first().mode == aisb::MountMode::ReadWrite);
        QVERIFY(inv.flags.values.mounts.project == aisb::MountMode::ReadOnly);
        QVERIFY(inv.flags.values.run.keep);
        QVERIFY(!inv.flags.values.mounts.homeVolume);
        QCOMPARE(inv.flags.fields.size(), 6);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("missing value")
            << QStringList{QStringLiteral("--memory")} << QStringLiteral("--memory");
        QTest::newRow("nothing after --") << QStringList{QStringLiteral("--")} << QStringLiteral("--");
        QTest::newRow("exec without command")
            << QStringList{QStringLiteral("exec")} << QStringLiteral("exec");
        QTest::newRow("bad timeout") << QStringList{QStringLiteral("exec"), QStringLiteral("--timeout"),
                                                    QStringLiteral("soon"), QStringLiteral("--"),
                                                    QStringLiteral("x")}
                                     << QStringLiteral("--timeout");
        QTest::newRow("unknown exec flag")
            << QStringList{QStringLiteral("exec"), QStringLiteral("--bogus")} << QStringLiteral("--bogus");
        QTest::newRow("bad set") << QStringList{QStringLiteral("--set"), QStringLiteral("NOVALUE")}
                                 << QStringLiteral("--set");
        QTest::newRow("bad mount") << QStringList{QStringLiteral("--mount"), QStringLiteral("/a")}
                                   << QStringLiteral("--mount");
        QTest::newRow("bad gate action")
            << QStringList{QStringLiteral("gate"), QStringLiteral("sideways")} << QStringLiteral("gate");
        QTest::newRow("gate up --json")
            << QStringList{QStringLiteral("gate"), QStringLiteral("up"), QStringLiteral("--json")}
            << QStringLiteral("--json");
        QTest::newRow("bad older-than")
            << QStringList{QStringLiteral("clean"), QStringLiteral("--older-than"), QStringLiteral("old")}
            << QStringLiteral("--older-than");
        QTest::newRow("bad clean label")
            << QStringList{QStringLiteral("clean"), QStringLiteral("--label"), QStringLiteral("x")}
            << QStringLiteral("--label");
        QTest::newRow("unknown policy field")
            << QStringList{QStringLiteral("-o"), QStringLiteral("nope.x=1")} << QStringLiteral("-o");
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const auto inv = parse(args);
        QVERIFY2(!inv.error.isEmpty(), qPrintable(args.join(QLatin1Char(' '))));
        QVERIFY2(inv.error.contains(mentions), qPrintable(inv.error));
        QVERIFY(!inv.error.contains(QLatin1Char('\n')));
    }

    void badFlagValueNamesFlag()
    {
        const auto inv = parse({QStringLiteral("--net"), QStringLiteral("sideways")});
        QVERIFY(inv.error.isEmpty());
        QCOMPARE(inv.flagIssues.size(), 1);
        QCOMPARE(inv.flagIssues.first().field, QStringLiteral("--net"));
    }
};

QTEST_GUILESS_MAIN(TestCliParse)
#include "tst_cliparse.moc"
