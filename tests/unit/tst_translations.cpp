// SPDX-License-Identifier: GPL-3.0-or-later
// The translations are complete and mean what the code looks up: every .ts holds every source
// string (lupdate over core, ui and the app finds nothing new), nothing is unfinished or obsolete,
// placeholders and accelerators match the source, the strings of free functions and helper classes
// are filed under the context they are looked up in, no code decides on translated text, and the
// command line speaks German under a German locale while its machine-readable output does not.
#include "cli/cliinvocation.h"
#include "credentials/credentialstores.h"
#include "session/sessionexit.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace aisb;

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    QStringList translations; // one, or one per plural form
    QString type;             // "", "unfinished", "vanished", "obsolete"
    bool numerus = false;
};

QList<Message> readTs(const QString &path, QString *error)
{
    QList<Message> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name"))
            context = xml.readElementText();
        else if (name == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (name == QLatin1String("comment"))
            m.comment = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus) {
                m.translations = {xml.readElementText()};
                out.append(m);
            } else {
                while (xml.readNextStartElement())
                    m.translations.append(xml.readElementText());
                out.append(m);
            }
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

QStringList tsFiles()
{
    QStringList out;
    QDirIterator it(QStringLiteral(AISB_SOURCE_DIR "/translations"), {QStringLiteral("*.ts")}, QDir::Files);
    while (it.hasNext())
        out.append(it.next());
    out.sort();
    return out;
}

// %1…%99, %L1 and %n, as a sorted set.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(L?[1-9][0-9]?|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    QStringList out(found.begin(), found.end());
    out.sort();
    return out;
}

// The keyboard accelerators (&x, not && or an HTML entity such as &nbsp;).
int accelerators(QString text)
{
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&(?![A-Za-z]+;|#[0-9]+;)\\S"));
    int n = 0;
    for (auto it = re.globalMatch(text); it.hasNext(); it.next())
        ++n;
    return n;
}

QString where(const Message &m)
{
    return m.context + QStringLiteral(": \"") + m.source.left(70) + QStringLiteral("\"");
}

// Runs the command line in the project folder of the throw-away `home`, under a German desktop
// session's locale ("de") or an English one; returns its stdout and stderr.
std::pair<QString, QString> runCli(const QTemporaryDir &home, const QString &lang, const QStringList &args)
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_STATE_HOME"), home.filePath(QStringLiteral("state")));
    if (lang == QLatin1String("de")) {
        // What a German desktop session sets; scripts/setup generates the locale.
        env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
    } else {
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    }
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(home.filePath(QStringLiteral("project")));
    p.start(QStringLiteral(AISB_CLI), args);
    p.closeWriteChannel();
    p.waitForFinished(30000);
    return std::pair{QString::fromUtf8(p.readAllStandardOutput()),
                     QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TstTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(!tsFiles().isEmpty(), "no .ts file in translations/"); }

    void everyEntryTranslated_data()
    {
        QTest::addColumn<QString>("ts");
        for (const QString &f : tsFiles())
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
    }
    void everyEntryTranslated()
    {
        QFETCH(QString, ts);
        QString error;
        const QList<Message> messages = readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 1000);
        QStringList problems;
        for (const Message &m : messages) {
            if (!m.type.isEmpty()) {
                problems << QStringLiteral("%1 is %2").arg(where(m), m.type);
                continue;
            }
            if (m.numerus && m.translations.size() != 2)
                problems << QStringLiteral("%1 has %2 plural forms, German has 2")
                                .arg(where(m))
                                .arg(m.translations.size());
            const QStringList want = placeholders(m.source);
            for (const QString &t : m.translations) {
                if (t.trimmed().isEmpty())
                    problems << QStringLiteral("%1 has an empty translation").arg(where(m));
                else if (placeholders(t) != want)
                    problems << QStringLiteral("%1: placeholders %2 in \"%3\", the source has %4")
                                    .arg(where(m), placeholders(t).join(u','), t.left(70), want.join(u','));
                if (accelerators(t) != accelerators(m.source))
                    problems << QStringLiteral("%1: %2 accelerator(s) in \"%3\", the source has %4")
                                    .arg(where(m))
                                    .arg(accelerators(t))
                                    .arg(t)
                                    .arg(accelerators(m.source));
            }
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problem(s) in %2 (fix them in Qt Linguist):\n  ")
                                .arg(problems.size())
                                .arg(ts) +
                            problems.join(QStringLiteral("\n  "))));
    }

    void everySourceStringIsInTheTsFiles()
    {
        // lupdate over the same sources as the update_translations target, into a copy: a string
        // in the code but not in the .ts shows up as a new, unfinished entry.
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        for (const QString &ts : tsFiles()) {
            const QString copy = tmp.filePath(QFileInfo(ts).fileName());
            QVERIFY(QFile::copy(ts, copy));
            QProcess lupdate;
            lupdate.setWorkingDirectory(QStringLiteral(AISB_SOURCE_DIR));
            lupdate.start(QStringLiteral(AISB_LUPDATE),
                          {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                           QStringLiteral("none"), QStringLiteral("core"), QStringLiteral("ui"),
                           QStringLiteral("app/gui_main.cpp"), QStringLiteral("app/cli_main.cpp"),
                           QStringLiteral("-ts"), copy});
            QVERIFY(lupdate.waitForFinished(120000));
            QCOMPARE(lupdate.exitCode(), 0);
            QString error;
            const QList<Message> fresh = readTs(copy, &error);
            const QList<Message> committed = readTs(ts, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QStringList missing;
            for (const Message &m : fresh)
                if (m.type == QLatin1String("unfinished"))
                    missing << where(m);
            QVERIFY2(missing.isEmpty(),
                     qPrintable(QStringLiteral("%1 source string(s) missing from or untranslated in %2: run "
                                               "`cmake --build --preset dev --target update_translations`, "
                                               "then translate them:\n  ")
                                    .arg(missing.size())
                                    .arg(ts) +
                                missing.join(QStringLiteral("\n  "))));
            QCOMPARE(fresh.size(), committed.size()); // and nothing in the .ts the code no longer has
        }
    }

    void freeFunctionsAndHelpersAreTranslated()
    {
        // Strings from free functions and helper classes used to be filed under "aisb",
        // "aisb::Parser" or "SessionDir" while the code looked them up under "aisb::Cli",
        // "aisb::Session", ...: translated in the .ts, never on screen.
        QTranslator de;
        QVERIFY(de.load(QStringLiteral(AISB_BINARY_DIR "/translations/ai-sandbox_de.qm")));
        QCoreApplication::installTranslator(&de);
        const QString usage = cliUsage();
        const QString setError =
            parseCli({QStringLiteral("--set"), QStringLiteral("x")}, QDir::tempPath()).error;
        const QString execError = parseCli({QStringLiteral("exec")}, QDir::tempPath()).error;
        SessionExitFacts facts;
        facts.exitCode = 3;
        const QString exitMessage = describeExit(facts).message;
        // A plain class's member calling a file's free tr() helper: lupdate files the string under
        // the class, the helper looked it up under its own context (every credential store message
        // was English in a German session).
        const QString store = EncryptedFileStore(QStringLiteral("/nonexistent/credentials.enc"),
                                                 QStringLiteral("/nonexistent/credentials.key"))
                                  .backendName();
        QCoreApplication::removeTranslator(&de);
        QVERIFY2(store.startsWith(QStringLiteral("verschlüsselte Datei")), qPrintable(store));
        QVERIFY2(usage.startsWith(QLatin1String("Aufruf: ai-sandbox")), qPrintable(usage.left(80)));
        QVERIFY2(setError.contains(QLatin1String("erwartet NAME=WERT")), qPrintable(setError));
        QVERIFY2(execError.startsWith(QLatin1String("exec braucht")), qPrintable(execError));
        QCOMPARE(exitMessage, QStringLiteral("Die Sandbox wurde mit Code 3 beendet"));
        // And without the translator, English.
        QVERIFY(cliUsage().startsWith(QLatin1String("Usage: ai-sandbox")));
    }

    // A file's free helper `QString tr(const char *text) { return translate("CTX", text); }` is
    // only right where lupdate files every tr() call of that file under CTX: a call in a member of
    // a class without a tr() of its own is filed under the class, and the helper's lookup misses it.
    void freeTrHelpersMatchWhatLupdateRecords()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString ts = tmp.filePath(QStringLiteral("contexts.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(AISB_SOURCE_DIR));
        lupdate.start(QStringLiteral(AISB_LUPDATE),
                      {QStringLiteral("-locations"), QStringLiteral("absolute"), QStringLiteral("core"),
                       QStringLiteral("ui"), QStringLiteral("-ts"), ts});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        // file -> contexts lupdate recorded for it.
        QHash<QString, QSet<QString>> contexts;
        QFile f(ts);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString context;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("location"))
                contexts[QFileInfo(
                             QDir(tmp.path())
                                 .filePath(xml.attributes().value(QLatin1String("filename")).toString()))
                             .canonicalFilePath()]
                    .insert(context);
        }
        static const QRegularExpression helper(
            QStringLiteral("QString tr\\(const char \\*text\\)\\s*\\{\\s*return "
                           "QCoreApplication::translate\\(\"([^\"]+)\""));
        QStringList wrong;
        int helpers = 0;
        for (const QString &dir : {QStringLiteral("core"), QStringLiteral("ui")}) {
            QDirIterator it(QStringLiteral(AISB_SOURCE_DIR "/") + dir, {QStringLiteral("*.cpp")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile src(path);
                QVERIFY(src.open(QIODevice::ReadOnly));
                const QRegularExpressionMatch m = helper.match(QString::fromUtf8(src.readAll()));
                if (!m.hasMatch())
                    continue;
                ++helpers;
                QSet<QString> others = contexts.value(QFileInfo(path).canonicalFilePath());
                others.remove(m.captured(1));
                if (!others.isEmpty())
                    wrong << QStringLiteral(
                                 "%1: tr() looks up \"%2\", lupdate files some of its strings under %3")
                                 .arg(path.mid(int(qstrlen(AISB_SOURCE_DIR)) + 1), m.captured(1),
                                      QStringList(others.begin(), others.end()).join(QStringLiteral(", ")));
            }
        }
        QVERIFY(helpers > 0);
        QVERIFY2(
            wrong.isEmpty(),
            qPrintable(QStringLiteral("give the file one context lupdate sees: struct Tr { "
                                      "Q_DECLARE_TR_FUNCTIONS(ctx) }; and Tr::tr(...) for every call:\n  ") +
                       wrong.join(QStringLiteral("\n  "))));
    }

    void noLogicOnTranslatedText()
    {
        // A comparison with, or a prefix test on, a translated string breaks in every language but
        // English; so does an object name built from one. Events and states carry a kind instead.
        static const QRegularExpression bad(QStringLiteral(
            R"((startsWith|endsWith|contains|indexOf|setObjectName)\(\s*(QObject::|QCoreApplication::|Tr::)?)"
            R"((tr|translate)\(|[=!]=\s*(QObject::|QCoreApplication::|Tr::)?(tr|translate)\(|)"
            R"(\b(tr|translate)\([^;]*\)\s*[=!]=)"));
        QStringList hits;
        for (const char *dir : {"core", "ui", "app"}) {
            QDirIterator it(QStringLiteral(AISB_SOURCE_DIR "/") + QLatin1String(dir),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                int line = 0;
                for (const QByteArray &l : f.readAll().split('\n')) {
                    ++line;
                    if (bad.match(QString::fromUtf8(l)).hasMatch())
                        hits << QStringLiteral("%1:%2: %3")
                                    .arg(f.fileName())
                                    .arg(line)
                                    .arg(QString::fromUtf8(l).trimmed());
                }
            }
        }
        QVERIFY2(hits.isEmpty(), qPrintable(hits.join(u'\n')));
    }

    void cliSpeaksTheLocalesLanguage()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QDir().mkpath(home.filePath(QStringLiteral("project")));
        QFile policy(home.filePath(QStringLiteral("project/.ai-sandbox.toml")));
        QVERIFY(policy.open(QIODevice::WriteOnly));
        policy.write("[limits]\npids = 64\n");
        policy.close();
        auto run = [&](const QString &lang, const QStringList &args) { return runCli(home, lang, args); };
        const auto [help, helpErr] = run(QStringLiteral("de"), {QStringLiteral("--help")});
        QVERIFY2(help.startsWith(QLatin1String("Aufruf: ai-sandbox")), qPrintable(help.left(200) + helpErr));
        QVERIFY2(help.contains(QLatin1String("Exit-Codes:")), qPrintable(help));
        QVERIFY2(
            !helpErr.contains(QLatin1String("locale")),
            qPrintable(QStringLiteral("the de_DE.UTF-8 locale is missing (scripts/setup generates it): ") +
                       helpErr));
        const auto [_, usageErr] = run(QStringLiteral("de"), {QStringLiteral("--set"), QStringLiteral("x")});
        QVERIFY2(usageErr.contains(QLatin1String("erwartet NAME=WERT")), qPrintable(usageErr));

        // Machine-readable output: the same keys and error kind in both languages; only the
        // human message is German.
        const QStringList exec{QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--"),
                               QStringLiteral("true")};
        const QJsonObject de =
            QJsonDocument::fromJson(run(QStringLiteral("de"), exec).first.toUtf8()).object();
        const QJsonObject en =
            QJsonDocument::fromJson(run(QStringLiteral("en"), exec).first.toUtf8()).object();
        QVERIFY(!de.isEmpty());
        QCOMPARE(de.keys(), en.keys());
        const QJsonObject deError = de.value(QLatin1String("error")).toObject();
        const QJsonObject enError = en.value(QLatin1String("error")).toObject();
        QCOMPARE(deError.value(QLatin1String("kind")).toString(), QStringLiteral("policy_untrusted"));
        QCOMPARE(enError.value(QLatin1String("kind")).toString(), QStringLiteral("policy_untrusted"));
        QVERIFY2(
            deError.value(QLatin1String("message")).toString().contains(QLatin1String("nicht freigegeben")),
            qPrintable(deError.value(QLatin1String("message")).toString()));
        QVERIFY(
            enError.value(QLatin1String("message")).toString().contains(QLatin1String("not been approved")));
    }

    void cliLangOptionOverridesTheLocale()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("project"))));
        const QStringList de{QStringLiteral("--lang"), QStringLiteral("de")};
        // Under an English locale: the parser's own errors, and the usage, are German.
        const auto [_, usageErr] =
            runCli(home, QStringLiteral("en"),
                   {QStringLiteral("--lang=de"), QStringLiteral("--set"), QStringLiteral("x")});
        QVERIFY2(usageErr.contains(QLatin1String("erwartet NAME=WERT")), qPrintable(usageErr));
        const auto [help, helpErr] =
            runCli(home, QStringLiteral("en"), de + QStringList{QStringLiteral("--help")});
        QVERIFY2(help.startsWith(QLatin1String("Aufruf: ai-sandbox")), qPrintable(help.left(200) + helpErr));
        QCOMPARE(helpErr, QString());
        // Under a German one, --lang en is English.
        const auto [english, englishErr] =
            runCli(home, QStringLiteral("de"),
                   {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")});
        QVERIFY2(english.startsWith(QLatin1String("Usage: ai-sandbox")),
                 qPrintable(english.left(200) + englishErr));
        // A language without a translation says so, and the rest stays English.
        const auto [finnish, finnishErr] =
            runCli(home, QStringLiteral("en"),
                   {QStringLiteral("--lang"), QStringLiteral("fi"), QStringLiteral("--help")});
        QVERIFY2(finnishErr.contains(QLatin1String("no fi translation")), qPrintable(finnishErr));
        QVERIFY(finnish.startsWith(QLatin1String("Usage: ai-sandbox")));
        // The harness's own --lang is the harness's: the sandbox flags end at its first argument.
        QCOMPARE(parseCli({QStringLiteral("--model"), QStringLiteral("x"), QStringLiteral("--lang"),
                           QStringLiteral("de")},
                          QStringLiteral("/tmp"))
                     .language,
                 QString());
        QCOMPARE(parseCli({QStringLiteral("--lang=de"), QStringLiteral("doctor")}, QStringLiteral("/tmp"))
                     .language,
                 QStringLiteral("de"));
    }
};

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
