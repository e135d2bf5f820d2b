// SPDX-License-Identifier: GPL-3.0-or-later
// The exec result object (docs/exec.md): every shape it takes passes docs/exec.schema.json
// (python3-jsonschema through scripts/validate-exec-json), non-UTF-8 output keeps its exact bytes,
// and podman's own stderr lines are told apart from the command's however the bytes are chunked.
#include "session/execjson.h"

#include <QJsonDocument>
#include <QProcess>
#include <QTest>

using namespace aisb;

class TestExecJson : public QObject
{
    Q_OBJECT

    // Exit code and stderr of the validator over these objects (one per line).
    static std::pair<int, QByteArray> validate(const QList<QJsonObject> &objects)
    {
        QByteArray lines;
        for (const QJsonObject &o : objects)
            lines += QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
        QProcess v;
        v.start(QStringLiteral(AISB_SOURCE_DIR "/scripts/validate-exec-json"),
                {QStringLiteral(AISB_SOURCE_DIR "/docs/exec.schema.json")});
        v.write(lines);
        v.closeWriteChannel();
        if (!v.waitForFinished(30000))
            return {-1, "validator did not finish"};
        return {v.exitStatus() == QProcess::NormalExit ? v.exitCode() : -1, v.readAllStandardError()};
    }

    static QJsonObject filterless(QJsonObject o, const QString &drop)
    {
        o.remove(drop);
        return o;
    }

private Q_SLOTS:
    void everyShapeIsValid()
    {
        ExecJson::Context c{30000, 1024, true};
        ExecResult ran;
        ran.exitCode = 3;
        ran.stdoutData = "out\n";
        ran.stderrData = QByteArray("\xff\xfe", 2);
        ExecResult timedOut;
        timedOut.exitCode = 143;
        timedOut.signal = 15;
        timedOut.timedOut = true;
        timedOut.stdoutTruncated = true;
        QList<QJsonObject> all{ExecJson::result(ran, 3, c), ExecJson::result(timedOut, 124, c)};
        const std::pair<const char *, int> kinds[] = {
            {ExecJson::Kind::Usage, 64},         {ExecJson::Kind::PolicyUntrusted, 65},
            {ExecJson::Kind::PolicyInvalid, 65}, {ExecJson::Kind::Image, 125},
            {ExecJson::Kind::Gate, 125},         {ExecJson::Kind::Podman, 125},
            {ExecJson::Kind::WarmStart, 125},    {ExecJson::Kind::Agent, 125},
            {ExecJson::Kind::Command, 127},      {ExecJson::Kind::Canceled, 130}};
        for (const auto &[kind, code] : kinds)
            all << ExecJson::failure(QLatin1String(kind), QStringLiteral("what went wrong"), code, c);
        const auto [code, err] = validate(all);
        QVERIFY2(code == 0, err.constData());
    }

    // The schema is not a rubber stamp: each of these breaks it.
    void schemaRefuses_data()
    {
        QTest::addColumn<QJsonObject>("object");
        ExecResult ran;
        ran.exitCode = 0;
        const QJsonObject good = ExecJson::result(ran, 0, {});
        QJsonObject o = good;
        o.insert(QStringLiteral("schema"), 2);
        QTest::newRow("schema 2") << o;
        QTest::newRow("no error field") << filterless(good, QStringLiteral("error"));
        o = good;
        o.insert(QStringLiteral("stdout_encoding"), QStringLiteral("base64"));
        QTest::newRow("base64 without the bytes") << o;
        o = good;
        o.insert(QStringLiteral("timed_out"), true);
        QTest::newRow("timed out but exit 0") << o;
        QTest::newRow("unknown kind") << ExecJson::failure(QStringLiteral("oops"), QStringLiteral("x"), 125);
        QTest::newRow("usage with 125")
            << ExecJson::failure(QStringLiteral("usage"), QStringLiteral("x"), 125);
        QTest::newRow("empty message") << ExecJson::failure(QStringLiteral("podman"), QString(), 125);
        o = good;
        o.insert(QStringLiteral("extra"), 1);
        QTest::newRow("unknown field") << o;
    }
    void schemaRefuses()
    {
        QFETCH(QJsonObject, object);
        QCOMPARE(validate({object}).first, 1);
    }

    void binaryKeepsItsBytes()
    {
        QByteArray all;
        for (int i = 0; i < 256; ++i)
            all.append(char(i));
        QJsonObject o;
        ExecJson::putBytes(o, QStringLiteral("stdout"), all);
        QCOMPARE(o.value(QStringLiteral("stdout_encoding")).toString(), QStringLiteral("base64"));
        QCOMPARE(QByteArray::fromBase64(o.value(QStringLiteral("stdout_base64")).toString().toLatin1()), all);
        QJsonObject t;
        ExecJson::putBytes(t, QStringLiteral("stdout"), QByteArray("gr\xc3\xbc\xc3\x9f\n"));
        QCOMPARE(t.value(QStringLiteral("stdout_encoding")).toString(), QStringLiteral("utf-8"));
        QVERIFY(!t.contains(QStringLiteral("stdout_base64")));
        QCOMPARE(t.value(QStringLiteral("stdout")).toString(), QString::fromUtf8("grüß\n"));
    }

    void podmanLinesApart_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QByteArray>("podman");
        const QByteArray v1 =
            "Resource limits are not supported and ignored on cgroups V1 rootless systems\n";
        const QByteArray log = "time=\"2026-01-01T00:00:00Z\" level=warning msg=\"cannot do x\"\n";
        QTest::newRow("create warning first") << v1 + "err\n" << QByteArray("err\n") << v1;
        QTest::newRow("log line anywhere") << "a\n" + log + "b" << QByteArray("a\nb") << log;
        QTest::newRow("warning later is the command's") << "a\n" + v1 << "a\n" + v1 << QByteArray();
        QTest::newRow("look-alike prefix") << QByteArray("time=\"x\" but not a log\n")
                                           << QByteArray("time=\"x\" but not a log\n") << QByteArray();
        QTest::newRow("binary") << QByteArray("\x00\xff\ntime\n", 9) << QByteArray("\x00\xff\ntime\n", 9)
                                << QByteArray();
        QTest::newRow("no newline at end") << QByteArray("tim") << QByteArray("tim") << QByteArray();
    }
    void podmanLinesApart()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, command);
        QFETCH(QByteArray, podman);
        for (int chunk : {1, 3, 7, 4096}) {
            ExecJson::PodmanLogFilter f;
            QByteArray out, lines;
            for (qsizetype i = 0; i < input.size(); i += chunk)
                out += f.feed(input.mid(i, chunk), &lines);
            out += f.flush(&lines);
            QCOMPARE(out, command);
            QCOMPARE(lines, podman);
        }
    }
};

QTEST_GUILESS_MAIN(TestExecJson)
#include "tst_execjson.moc"
