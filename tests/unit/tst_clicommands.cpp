// SPDX-License-Identifier: GPL-3.0-or-later
// The command table (core/cli/clicommands.cpp) against the parser, and the man page and the bash
// and zsh completions the build renders from it (packaging/docgen.cpp): every command and flag the
// parser knows is in the table, the parser accepts every entry, and each one reaches the man page
// and both completions (bash's by running its completion function).
#include "cli/clicommands.h"
#include "cli/cliinvocation.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace aisb;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QString generated(const char *relative)
{
    return QStringLiteral(AISB_BINARY_DIR "/packaging/") + QLatin1String(relative);
}

QSet<QString> tableFlagNames()
{
    QSet<QString> names;
    for (const CliFlagSpec &f : cliGlobalFlags())
        for (const QString &n : f.names)
            names.insert(n);
    for (const CliCommandSpec &c : cliCommands())
        for (const CliFlagSpec &f : c.flags)
            for (const QString &n : f.names)
                names.insert(n);
    return names;
}

// A value each kind of flag accepts.
QString sampleValue(const CliFlagSpec &f)
{
    if (f.value == CliFlagSpec::Value::Choice)
        return f.choices.value(0);
    static const QHash<QString, QString> samples = {
        {QStringLiteral("DIR"), QStringLiteral("/tmp")},
        {QStringLiteral("HOST[,...]"), QStringLiteral("example.com")},
        {QStringLiteral("PORT[,...]"), QStringLiteral("443")},
        {QStringLiteral("NAME[,...]"), QStringLiteral("FOO")},
        {QStringLiteral("NAME=VALUE"), QStringLiteral("FOO=bar")},
        {QStringLiteral("SIZE"), QStringLiteral("1g")},
        {QStringLiteral("N"), QStringLiteral("2")},
        {QStringLiteral("IMAGE"), QStringLiteral("localhost/ai-sandbox-base:trixie")},
        {QStringLiteral("SRC:DST[:ro|rw]"), QStringLiteral("/tmp:/data:ro")},
        {QStringLiteral("PATH"), QStringLiteral("/work")},
        {QStringLiteral("FIELD=VALUE"), QStringLiteral("limits.pids=256")},
        {QStringLiteral("URL"), QStringLiteral("unix:///run/podman/podman.sock")},
        {QStringLiteral("NAME"), QStringLiteral("remote")},
        {QStringLiteral("DURATION"), QStringLiteral("30s")},
        {QStringLiteral("KEY=VALUE"), QStringLiteral("io.aisb.project=x")},
        {QStringLiteral("ID"), QStringLiteral("20261202-101500-ab12cd")},
        {QStringLiteral("TIME"), QStringLiteral("10m")},
        {QStringLiteral("GLOB"), QStringLiteral("alpha*")},
        {QStringLiteral("FACTOR"), QStringLiteral("2")},
        {QStringLiteral("SECONDS"), QStringLiteral("1.5")},
        {QStringLiteral("FILE"), QStringLiteral("/tmp/pod.yaml")},
    };
    return samples.value(f.valueName, QStringLiteral("?no sample for ") + f.valueName);
}

// What a command needs besides its flags to be a complete command line.
QStringList completion(const QString &command)
{
    if (command == QLatin1String("exec"))
        return {QStringLiteral("--"), QStringLiteral("true")};
    if (command == QLatin1String("allow") || command == QLatin1String("deny"))
        return {QStringLiteral("example.com")};
    if (command == QLatin1String("gate"))
        return {QStringLiteral("status")};
    if (command == QLatin1String("export"))
        return {QStringLiteral("kube")};
    return {};
}

// Runs the generated bash completion for each line of `cases` (words separated by spaces, the last
// one being completed, possibly empty) and returns the candidates of each case.
QList<QStringList> bashComplete(const QStringList &cases)
{
    QString script = QStringLiteral("source '%1' || exit 3\n").arg(generated("completion/ai-sandbox"));
    script += QStringLiteral("compopt() { :; }\n");
    for (const QString &c : cases) {
        QStringList words = c.split(QLatin1Char(' '));
        QString array;
        for (const QString &w : words)
            array += QLatin1Char('\'') + w + QStringLiteral("' ");
        script += QStringLiteral("COMP_WORDS=(%1); COMP_CWORD=%2; COMPREPLY=(); _ai_sandbox; "
                                 "printf '%s ' \"${COMPREPLY[@]}\"; echo\n")
                      .arg(array)
                      .arg(words.size() - 1);
    }
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("--norc"), QStringLiteral("--noprofile")});
    bash.write(script.toUtf8());
    bash.closeWriteChannel();
    if (!bash.waitForFinished(30000) || bash.exitCode() != 0)
        return {};
    QList<QStringList> out;
    for (const QString &line : QString::fromUtf8(bash.readAllStandardOutput()).split(QLatin1Char('\n')))
        out << line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    out.resize(cases.size());
    return out;
}

QString manText(const char *page)
{
    QProcess groff;
    groff.start(QStringLiteral("groff"), {QStringLiteral("-man"), QStringLiteral("-Tutf8"),
                                          QStringLiteral("-P-cbou"), generated(page)});
    if (!groff.waitForFinished(30000) || groff.exitCode() != 0)
        return {};
    // groff renders \- as U+2212 in UTF-8 output: back to ASCII for comparing.
    return QString::fromUtf8(groff.readAllStandardOutput()).replace(QChar(0x2212), QLatin1Char('-'));
}

// groff's diagnostics for a generated page (-ww: every warning; -z: no output but them).
QString groffWarnings(const char *page)
{
    QProcess groff;
    groff.start(QStringLiteral("groff"),
                {QStringLiteral("-man"), QStringLiteral("-ww"), QStringLiteral("-z"), generated(page)});
    if (!groff.waitForFinished(30000))
        return QStringLiteral("groff did not finish");
    return QString::fromUtf8(groff.readAllStandardError()) +
           (groff.exitCode() == 0 ? QString() : QStringLiteral("exit %1").arg(groff.exitCode()));
}

} // namespace

class TestCliCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Every flag and command the parser spells is in the table: a flag added to the parser and not to
    // the table fails here, naming it.
    void everyParsedFlagIsInTheTable()
    {
        const QString source = readText(QStringLiteral(AISB_SOURCE_DIR "/core/cli/cliinvocation.cpp"));
        QVERIFY(!source.isEmpty());
        static const QRegularExpression literal(QStringLiteral("\"(-{1,2}[A-Za-z][A-Za-z-]*)\""));
        const QSet<QString> table = tableFlagNames();
        int seen = 0;
        for (const QRegularExpressionMatch &m : literal.globalMatch(source)) {
            ++seen;
            QVERIFY2(
                table.contains(m.captured(1)),
                qPrintable(QStringLiteral("%1 is parsed but not in core/cli/clicommands.cpp: add it there "
                                          "(the man page and completions come from it)")
                               .arg(m.captured(1))));
        }
        QVERIFY2(seen > 40, qPrintable(QString::number(seen)));

        static const QRegularExpression command(QStringLiteral("\\{QStringLiteral\\(\"([a-z-]+)\"\\), C::"));
        QSet<QString> tableCommands;
        for (const CliCommandSpec &c : cliCommands())
            tableCommands.insert(c.name);
        int commands = 0;
        for (const QRegularExpressionMatch &m : command.globalMatch(source)) {
            ++commands;
            QVERIFY2(tableCommands.contains(m.captured(1)),
                     qPrintable(m.captured(1) + QStringLiteral(" is a command but not in the table")));
        }
        QCOMPARE(commands, tableCommands.size());
    }

    void parserAcceptsEveryEntry_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("command");
        auto rows = [](const QString &command, const QList<CliFlagSpec> &flags) {
            for (const CliFlagSpec &f : flags)
                for (const QString &name : f.names) {
                    QStringList args{command};
                    if (f.valueName.isEmpty())
                        args << name;
                    else if (f.optionalValue || name.startsWith(QLatin1String("--")))
                        args << name + QLatin1Char('=') + sampleValue(f);
                    else
                        args << name << sampleValue(f);
                    // --help and --version become the command: nothing may follow them.
                    if (!QStringList{QStringLiteral("-h"), QStringLiteral("--help"), QStringLiteral("-V"),
                                     QStringLiteral("--version")}
                             .contains(name))
                        args << completion(command);
                    QTest::newRow(qPrintable(command + QLatin1Char(' ') + name)) << args << command;
                }
        };
        for (const CliCommandSpec &c : cliCommands()) {
            rows(c.name, c.flags);
            rows(c.name, cliGlobalFlags());
        }
    }
    void parserAcceptsEveryEntry()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, command);
        const CliInvocation inv = parseCli(args, QStringLiteral("/tmp"));
        QVERIFY2(inv.error.isEmpty(),
                 qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + inv.error));
        QVERIFY2(inv.flagIssues.isEmpty(),
                 qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") +
                            (inv.flagIssues.isEmpty() ? QString() : inv.flagIssues.first().message)));
        // Taken as a flag, not handed to the harness as its own argument.
        QVERIFY2(inv.harnessArgs.isEmpty(), qPrintable(inv.harnessArgs.join(QLatin1Char(' '))));
        if (!args.contains(QStringLiteral("--help")) && !args.contains(QStringLiteral("-h")) &&
            !args.contains(QStringLiteral("--version")) && !args.contains(QStringLiteral("-V")) &&
            command != QLatin1String("run")) {
            // The command is the one named: the parser did not read the flag as something else.
            const CliInvocation plain =
                parseCli(QStringList{command} + completion(command), QStringLiteral("/tmp"));
            QCOMPARE(int(inv.command), int(plain.command));
        }
    }

    // The test above could fail: a flag the parser does not know for a command is an error.
    void unknownFlagIsAnError()
    {
        QVERIFY(!parseCli({QStringLiteral("sessions"), QStringLiteral("--follow")}, QStringLiteral("/tmp"))
                     .error.isEmpty());
        QVERIFY(!parseCli({QStringLiteral("doctor"), QStringLiteral("--bogus")}, QStringLiteral("/tmp"))
                     .error.isEmpty());
    }

    void commandsAreInTheUsage()
    {
        const QString usage = cliUsage();
        for (const CliCommandSpec &c : cliCommands())
            if (c.name != QLatin1String("help"))
                QVERIFY2(usage.contains(QStringLiteral("  ") + c.name + QLatin1Char(' ')),
                         qPrintable(c.name));
    }

    // --help (cliUsage, translated as one block) is written by hand beside the table: it names
    // every global flag, and each command's entry names that command's own flags, so a flag
    // added to the table and the parser cannot be missing from --help.
    void usageNamesEveryFlag()
    {
        const QString usage = cliUsage();
        const qsizetype flagsAt = usage.indexOf(QLatin1String("\nFlags:\n"));
        QVERIFY(flagsAt > 0);
        const QString commandsPart = usage.left(flagsAt);
        const QString flagsPart = usage.mid(flagsAt);
        auto named = [](const QString &text, const CliFlagSpec &f) {
            for (const QString &n : f.names)
                if (text.contains(
                        QRegularExpression(QRegularExpression::escape(n) + QStringLiteral("(?![\\w-])"))))
                    return true;
            return false;
        };
        for (const CliFlagSpec &f : cliGlobalFlags())
            QVERIFY2(named(flagsPart, f), qPrintable(f.names.join(QLatin1Char(' '))));
        for (const CliCommandSpec &c : cliCommands()) {
            // The command's entry: its line and the indented lines that continue it.
            const QRegularExpression entry(QStringLiteral("\n  ") + QRegularExpression::escape(c.name) +
                                           QStringLiteral("\\b[^\n]*(\n {6,}[^\n]*)*"));
            const QString text = entry.match(commandsPart).captured(0);
            QVERIFY2(!text.isEmpty(), qPrintable(c.name));
            for (const CliFlagSpec &f : c.flags)
                QVERIFY2(named(text, f),
                         qPrintable(c.name + QLatin1Char(' ') + f.names.join(QLatin1Char(' '))));
        }
    }

    void manPageNamesEveryCommandAndFlag()
    {
        QCOMPARE(groffWarnings("ai-sandbox.1"), QString());
        const QString text = manText("ai-sandbox.1");
        QVERIFY2(text.contains(QLatin1String("EXIT STATUS")), qPrintable(text.left(400)));
        for (const CliCommandSpec &c : cliCommands())
            QVERIFY2(
                text.contains(QRegularExpression(QStringLiteral("\\n {7}") +
                                                 QRegularExpression::escape(c.name) + QStringLiteral("\\b"))),
                qPrintable(c.name));
        for (const QString &name : tableFlagNames())
            QVERIFY2(text.contains(name), qPrintable(name));
    }

    void guiManPageComesFromItsHelp()
    {
        QCOMPARE(groffWarnings("ai-sandbox-gui.1"), QString());
        const QString text = manText("ai-sandbox-gui.1");
        QProcess gui;
        gui.setProcessEnvironment([] {
            QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
            e.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
            e.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
            return e;
        }());
        gui.start(QStringLiteral(AISB_GUI), {QStringLiteral("--help")});
        QVERIFY(gui.waitForFinished(30000));
        static const QRegularExpression option(QStringLiteral("^  (-[^ ,]+)(?:, (--[^ ]+))?"),
                                               QRegularExpression::MultilineOption);
        int n = 0;
        for (const QRegularExpressionMatch &m :
             option.globalMatch(QString::fromUtf8(gui.readAllStandardOutput()))) {
            ++n;
            QVERIFY2(text.contains(m.captured(1)), qPrintable(m.captured(1)));
            if (m.hasCaptured(2))
                QVERIFY2(text.contains(m.captured(2)), qPrintable(m.captured(2)));
        }
        QVERIFY(n >= 4); // --help, --version, --project, --launch
        QVERIFY(text.contains(QLatin1String("--project")));
        QVERIFY(text.contains(QLatin1String("--launch")));
    }

    void bashCompletesEveryCommandAndFlag()
    {
        QStringList cases{QStringLiteral("ai-sandbox ")};
        for (const CliCommandSpec &c : cliCommands())
            cases << QStringLiteral("ai-sandbox %1 -").arg(c.name);
        cases << QStringLiteral("ai-sandbox --net ") << QStringLiteral("ai-sandbox gate ")
              << QStringLiteral("ai-sandbox -C /tmp/a --harness c") << QStringLiteral("ai-sandbox help ")
              << QStringLiteral("ai-sandbox --net = a") << QStringLiteral("ai-sandbox --memory 4g -- ");
        const QList<QStringList> got = bashComplete(cases);
        QCOMPARE(got.size(), cases.size());
        QStringList commands;
        for (const CliCommandSpec &c : cliCommands())
            commands << c.name;
        QCOMPARE(QSet<QString>(got[0].cbegin(), got[0].cend()),
                 QSet<QString>(commands.cbegin(), commands.cend()));
        for (qsizetype i = 0; i < cliCommands().size(); ++i) {
            const CliCommandSpec &c = cliCommands().at(i);
            const QStringList &reply = got.at(i + 1);
            for (const CliFlagSpec &f : cliGlobalFlags() + c.flags)
                for (const QString &name : f.names)
                    QVERIFY2(reply.contains(name), qPrintable(c.name + QLatin1Char(' ') + name));
        }
        const qsizetype k = cliCommands().size() + 1;
        QCOMPARE(got[k],
                 (QStringList{QStringLiteral("none"), QStringLiteral("allowlist"), QStringLiteral("open")}));
        QCOMPARE(got[k + 1],
                 (QStringList{QStringLiteral("up"), QStringLiteral("down"), QStringLiteral("status")}));
        QCOMPARE(got[k + 2], (QStringList{QStringLiteral("claude"), QStringLiteral("codex")}));
        QCOMPARE(got[k + 3].size(), commands.size());
        QCOMPARE(got[k + 4], QStringList{QStringLiteral("allowlist")});
        QCOMPARE(got[k + 5], QStringList()); // after --: the command's own words, not ours
    }

    void zshCompletesEveryCommandAndFlag()
    {
        const QString path = generated("completion/_ai-sandbox");
        const QString text = readText(path);
        QVERIFY(text.startsWith(QLatin1String("#compdef ai-sandbox\n")));
        QProcess zsh;
        zsh.start(QStringLiteral("zsh"), {QStringLiteral("-n"), path});
        QVERIFY2(zsh.waitForFinished(30000), "zsh is missing: scripts/setup installs it");
        QCOMPARE(zsh.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(zsh.readAllStandardError()), QString());
        // The global flags' array, then one arm per command with its own flags.
        const qsizetype globalEnd = text.indexOf(QLatin1String("    )\n"));
        QVERIFY(globalEnd > 0);
        auto spec = [](const QString &in, const QString &name) {
            return in.contains(QLatin1Char(')') + name + QLatin1Char('[')) ||
                   in.contains(QLatin1Char(')') + name + QStringLiteral("=[")) ||
                   in.contains(QLatin1Char(')') + name + QStringLiteral("=-[")) ||
                   in.contains(QLatin1Char('*') + name + QLatin1Char('['));
        };
        for (const CliFlagSpec &f : cliGlobalFlags())
            for (const QString &name : f.names)
                QVERIFY2(spec(text.left(globalEnd), name), qPrintable(name));
        for (const CliCommandSpec &c : cliCommands()) {
            QVERIFY2(text.contains(QStringLiteral("        '%1:").arg(c.name)), qPrintable(c.name));
            const qsizetype arm = text.indexOf(QStringLiteral("\n        %1)\n").arg(c.name));
            QVERIFY2(arm > 0, qPrintable(c.name));
            const QString body = text.mid(arm, text.indexOf(QLatin1String(";;"), arm) - arm);
            QVERIFY2(body.contains(QLatin1String("\"${global[@]}\"")), qPrintable(c.name));
            for (const CliFlagSpec &f : c.flags)
                for (const QString &name : f.names)
                    QVERIFY2(spec(body, name), qPrintable(c.name + QLatin1Char(' ') + name));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliCommands)
#include "tst_clicommands.moc"
