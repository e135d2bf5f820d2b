// SPDX-License-Identifier: GPL-3.0-or-later
// Terminal recording (session/terminalrecording.h): secret values are masked whatever way the stream
// cuts them, the file is asciicast v2 (every line JSON, the header's fields), UTF-8 cut across reads
// survives, invalid bytes do not break the JSON, the cap stops writing, and the policy fields and the
// replay command line parse as documented.
#include "cli/cliinvocation.h"
#include "policy/policyfile.h"
#include "policy/policylayers.h"
#include "policy/validation.h"
#include "session/terminalrecording.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

namespace {

const QByteArray kSecret = "s3cr3t-V4LUE-0123456789";
const QByteArray kOther = "tok_abcdef";

// Pushes `data` through a masker in pieces cut at `cuts` (sorted offsets), then flushes.
QByteArray maskInPieces(const QList<QByteArray> &secrets, const QByteArray &data,
                        const QList<qsizetype> &cuts)
{
    SecretMasker m(secrets);
    QByteArray out;
    qsizetype from = 0;
    for (qsizetype c : cuts) {
        out += m.push(QByteArrayView(data).sliced(from, c - from));
        from = c;
    }
    out += m.push(QByteArrayView(data).sliced(from));
    out += m.flush();
    return out;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The output events' data, concatenated.
QByteArray outputOf(const Asciicast &cast, char code = 'o')
{
    QByteArray out;
    for (const Asciicast::Event &e : cast.events)
        if (e.code == code)
            out += e.data;
    return out;
}

} // namespace

class TestTerminalRecording : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void maskerMasksAValueCutAnywhere()
    {
        const QByteArray text = "before " + kSecret + " middle " + kOther + kSecret + " after";
        const QByteArray expected = "before " + QByteArray(kSecret.size(), '*') + " middle " +
                                    QByteArray(kOther.size(), '*') + QByteArray(kSecret.size(), '*') +
                                    " after";
        QCOMPARE(maskInPieces({kSecret, kOther}, text, {}), expected);
        // Every single cut, every pair of cuts, and one byte at a time.
        for (qsizetype a = 1; a < text.size(); ++a) {
            QCOMPARE(maskInPieces({kSecret, kOther}, text, {a}), expected);
            for (qsizetype b = a + 1; b < text.size(); b += 3)
                QCOMPARE(maskInPieces({kSecret, kOther}, text, {a, b}), expected);
        }
        QList<qsizetype> every;
        for (qsizetype i = 1; i < text.size(); ++i)
            every.append(i);
        QCOMPARE(maskInPieces({kSecret, kOther}, text, every), expected);
    }

    void maskerReleasesWhatCannotBeAValueAtOnce()
    {
        SecretMasker m({kSecret});
        QCOMPARE(m.push("plain text"), QByteArray("plain text"));
        // "s3c" may begin the value: held back, released once the next bytes decide.
        QCOMPARE(m.push("abc s3c"), QByteArray("abc "));
        QCOMPARE(m.held(), 3);
        QCOMPARE(m.push("ond"), QByteArray("s3cond"));
        QCOMPARE(m.held(), 0);
        // A value cut short by the end of the stream is masked all the same.
        QCOMPARE(m.push("x s3cr3t-V4"), QByteArray("x "));
        QCOMPARE(m.flush(), QByteArray(9, '*'));
        // No secrets: everything passes as is.
        SecretMasker none;
        QCOMPARE(none.push("s3cr3t"), QByteArray("s3cr3t"));
        QCOMPARE(none.flush(), QByteArray());
        // The mask has one '*' per character.
        QCOMPARE(SecretMasker::maskFor("pässwörd"), QByteArray(8, '*'));
    }

    void secretValuesAreThoseOfSecretVariables()
    {
        Policy p = defaultPolicy();
        p.env.set.insert(QStringLiteral("API_TOKEN"), QStringLiteral("from-the-file-1234"));
        p.env.set.insert(QStringLiteral("EDITOR"), QStringLiteral("vi"));
        p.env.set.insert(QStringLiteral("MY_CRED"), QStringLiteral("listed-as-secret"));
        p.env.secrets = {QStringLiteral("MY_CRED")};
        p.env.pass = {QStringLiteral("GITHUB_TOKEN"), QStringLiteral("LANG"), QStringLiteral("AWS_*")};
        QProcessEnvironment host;
        host.insert(QStringLiteral("GITHUB_TOKEN"), QStringLiteral("ghp_hostvalue"));
        host.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        host.insert(QStringLiteral("AWS_SECRET_ACCESS_KEY"), QStringLiteral("aws-secret-value"));
        host.insert(QStringLiteral("AWS_REGION"), QStringLiteral("eu-west-1"));
        host.insert(QStringLiteral("UNPASSED_TOKEN"), QStringLiteral("never-passed"));
        const QList<QByteArray> v = secretValues(p, host);
        QVERIFY(v.contains("from-the-file-1234"));
        QVERIFY(v.contains("listed-as-secret"));
        QVERIFY(v.contains("ghp_hostvalue"));
        QVERIFY(v.contains("aws-secret-value"));
        QVERIFY(!v.contains("vi"));
        QVERIFY(!v.contains("C.UTF-8"));
        QVERIFY(!v.contains("eu-west-1"));
        QVERIFY(!v.contains("never-passed")); // not in the sandbox: nothing to mask
        for (qsizetype i = 1; i < v.size(); ++i)
            QVERIFY(v[i - 1].size() >= v[i].size());
    }

    void recordingIsAsciicastV2WithoutTheSecrets()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("terminal.cast"));
        TerminalRecorder r;
        TerminalRecorder::Options o;
        o.path = path;
        o.secrets = {kSecret};
        o.cols = 100;
        o.rows = 30;
        o.title = QStringLiteral("ai-sandbox session x");
        QCOMPARE(r.open(o), QString());
        QCOMPARE(r.open(o), QString()); // already open: nothing changes
        // The secret in output, cut across writes, and typed one key at a time.
        const QByteArray shown =
            "export X=" + kSecret + "\r\n\x1b[1mbold\x1b[0m \"quoted\" back\\slash\t\x01";
        for (qsizetype i = 0; i < shown.size(); i += 5)
            r.output(shown.mid(i, 5));
        for (const char c : kSecret)
            r.input(QByteArray(1, c));
        r.input("\r");
        // UTF-8 cut inside a character, and a byte that is no UTF-8 at all.
        const QByteArray utf = "grüße €";
        r.output(utf.left(3));
        r.output(utf.mid(3, 1));
        r.output(utf.mid(4));
        r.output("bad\xff!");
        r.resize(120, 40);
        r.finish();

        QCOMPARE(QFileInfo(path).permissions() &
                     (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
                 QFile::Permissions());
        const QByteArray content = readAll(path);
        QVERIFY(!content.contains(kSecret));
        QVERIFY(!content.contains(kSecret.left(12)));
        // Every line is JSON: the header object, then [time, code, data] arrays.
        const QList<QByteArray> lines = content.trimmed().split('\n');
        QVERIFY(lines.size() > 3);
        QJsonParseError pe;
        const QJsonDocument header = QJsonDocument::fromJson(lines[0], &pe);
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QCOMPARE(header.object().value(QStringLiteral("version")).toInt(), 2);
        QCOMPARE(header.object().value(QStringLiteral("width")).toInt(), 100);
        QCOMPARE(header.object().value(QStringLiteral("height")).toInt(), 30);
        QVERIFY(header.object().value(QStringLiteral("timestamp")).toInteger() > 1700000000);
        QVERIFY(header.object().value(QStringLiteral("env")).isObject());
        double last = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QJsonDocument e = QJsonDocument::fromJson(lines[i], &pe);
            QVERIFY2(pe.error == QJsonParseError::NoError, lines[i].constData());
            const QJsonArray a = e.array();
            QCOMPARE(a.size(), 3);
            QVERIFY(a[0].isDouble() && a[0].toDouble() >= last);
            last = a[0].toDouble();
            QVERIFY(QStringList({QStringLiteral("o"), QStringLiteral("i"), QStringLiteral("r")})
                        .contains(a[1].toString()));
            QVERIFY(a[2].isString());
        }
        QString error;
        const std::optional<Asciicast> cast = Asciicast::parse(content, &error);
        QVERIFY2(cast, qPrintable(error));
        QCOMPARE(cast->width, 100);
        const QByteArray masked(kSecret.size(), '*');
        QByteArray expectedOut = shown;
        expectedOut.replace(kSecret, masked);
        expectedOut += utf + "bad\xEF\xBF\xBD!";
        QCOMPARE(outputOf(*cast), expectedOut);
        QCOMPARE(outputOf(*cast, 'i'), masked + "\r");
        QCOMPARE(outputOf(*cast, 'r'), QByteArray("120x40"));
    }

    void theCapStopsTheRecording()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("terminal.cast"));
        TerminalRecorder r;
        QSignalSpy capped(&r, &TerminalRecorder::capReached);
        TerminalRecorder::Options o;
        o.path = path;
        o.maxBytes = 4096;
        QCOMPARE(r.open(o), QString());
        for (int i = 0; i < 200; ++i)
            r.output(QByteArray(100, 'x'));
        QCOMPARE(capped.size(), 1);
        QVERIFY(r.capped());
        QVERIFY(!r.isOpen());
        r.output("more");
        r.finish();
        QCOMPARE(capped.size(), 1);
        const QByteArray content = readAll(path);
        QVERIFY(content.size() <= 4096);
        QVERIFY(content.size() > 3000);
        QVERIFY(content.endsWith('\n')); // whole lines only
        QVERIFY(Asciicast::parse(content, nullptr));
    }

    void anExistingFileIsNeverOverwritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("terminal.cast"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep");
        f.close();
        TerminalRecorder r;
        TerminalRecorder::Options o;
        o.path = path;
        QVERIFY(!r.open(o).isEmpty());
        QCOMPARE(readAll(path), QByteArray("keep"));
    }

    void parsingToleratesOnlyACutLastLine()
    {
        const QByteArray good = "{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": 1}\n"
                                "[0.5, \"o\", \"a\"]\n[1.0, \"o\", \"b\"]\n";
        QString error;
        auto cast = Asciicast::parse(good + "[1.5, \"o\", \"c", &error);
        QVERIFY2(cast, qPrintable(error));
        QCOMPARE(cast->events.size(), 2);
        QCOMPARE(cast->duration(), 1.0);
        QCOMPARE(cast->indexAfter(0.5), 1);
        QVERIFY(!Asciicast::parse("[0.5, \"o\", \"a\"]\n", &error));
        QVERIFY(!Asciicast::parse("{\"version\": 1, \"width\": 80, \"height\": 24}\n", &error));
        QVERIFY(error.contains(QStringLiteral("version 2")));
        QVERIFY(!Asciicast::parse(good + "not json\n[2.0, \"o\", \"x\"]\n", &error));
        QVERIFY2(error.startsWith(QStringLiteral("line 4")), qPrintable(error));
    }

    void replayScheduleCutsPausesAndScalesTime()
    {
        Asciicast cast;
        cast.width = 80;
        cast.height = 24;
        cast.events = {
            {1.0, 'o', "a"}, {1.0, 'i', "k"}, {11.0, 'o', "b"}, {11.0, 'o', "c"}, {12.0, 'o', "d"}};
        auto frames = replaySchedule(cast, 1, -1);
        QCOMPARE(frames.size(), 3);
        QCOMPARE(frames[1].data, QByteArray("bc"));
        QCOMPARE(frames[2].due, 12.0);
        frames = replaySchedule(cast, 2, 2);
        QCOMPARE(frames[0].due, 0.5);
        QCOMPARE(frames[1].due, 1.5); // the 10 s pause cut to 2, halved
        QCOMPARE(frames[2].due, 2.0);
    }

    void policyFieldsParseValidateAndDefault()
    {
        QCOMPARE(defaultPolicy().session.record, true);
        QCOMPARE(defaultPolicy().session.recordMaxMb, 64);
        QVERIFY(policyFieldKeys().contains(QStringLiteral("session.record")));
        QVERIFY(policyFieldKeys().contains(QStringLiteral("session.record_max_mb")));
        Policy p = defaultPolicy();
        p.session.recordMaxMb = 0;
        const QList<PolicyIssue> issues = validate(p);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].field, QStringLiteral("session.record_max_mb"));
        QVERIFY(issues[0].message.contains(QStringLiteral("session.record = false")));
        QList<PolicyIssue> setIssues;
        QVERIFY(
            setPolicyFieldFromString(QStringLiteral("session.record"), QStringLiteral("off"), p, setIssues));
        QCOMPARE(p.session.record, false);
        QVERIFY(!setPolicyFieldFromString(QStringLiteral("session.record_max_mb"), QStringLiteral("lots"), p,
                                          setIssues));
        QCOMPARE(setIssues.size(), 1);
        QCOMPARE(setIssues[0].field, QStringLiteral("session.record_max_mb"));
    }

    void replayCommandLineParses()
    {
        CliInvocation inv =
            parseCli({QStringLiteral("replay"), QStringLiteral("20261204-120000-abcdef"),
                      QStringLiteral("--speed"), QStringLiteral("2.5"), QStringLiteral("--idle-limit=1")},
                     QStringLiteral("/tmp"));
        QCOMPARE(inv.error, QString());
        QCOMPARE(inv.command, CliInvocation::Command::Replay);
        QCOMPARE(inv.sessionId, QStringLiteral("20261204-120000-abcdef"));
        QCOMPARE(inv.speed, 2.5);
        QCOMPARE(inv.idleLimit, 1.0);
        inv = parseCli({QStringLiteral("replay"), QStringLiteral("--speed"), QStringLiteral("0")},
                       QStringLiteral("/tmp"));
        QVERIFY(inv.error.contains(QStringLiteral("--speed")));
        inv = parseCli({QStringLiteral("replay"), QStringLiteral("--idle-limit"), QStringLiteral("x")},
                       QStringLiteral("/tmp"));
        QVERIFY(inv.error.contains(QStringLiteral("--idle-limit")));
    }
};

QTEST_GUILESS_MAIN(TestTerminalRecording)
#include "tst_terminalrecording.moc"
