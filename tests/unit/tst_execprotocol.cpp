// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/execprotocol.h"

#include <QTest>

using aisb::ExecProtocol;
using aisb::ExecRequest;
using aisb::ExecResult;
using Frame = aisb::ExecProtocol::Frame;

namespace {

QList<Frame> decodeAll(ExecProtocol::Decoder &decoder)
{
    QList<Frame> frames;
    while (const std::optional<Frame> f = decoder.next())
        frames.append(*f);
    return frames;
}

QByteArray header(char type, quint32 length)
{
    QByteArray out(1, type);
    out.append(char(length >> 24)).append(char(length >> 16)).append(char(length >> 8)).append(char(length));
    return out;
}

} // namespace

class TestExecProtocol : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void frameLayoutIsTypeLengthPayload()
    {
        QCOMPARE(ExecProtocol::frame('O', QByteArray("hi")), QByteArray("O\x00\x00\x00\x02hi", 7));
        QCOMPARE(ExecProtocol::frame('Z', QByteArray()), QByteArray("Z\x00\x00\x00\x00", 5));
        const QByteArray big(300, 'x');
        QCOMPARE(ExecProtocol::frame('I', big).left(5), QByteArray("I\x00\x00\x01\x2c", 5));
    }

    void requestEncodesEveryField()
    {
        ExecRequest req;
        req.argv = {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo \u00e9")};
        req.env = {QStringLiteral("A=1"), QStringLiteral("B=x=y")};
        req.workingDirectory = QStringLiteral("/project/sub");
        req.timeoutMs = 1500;
        req.maxOutputBytes = 4096;
        req.stdinData = QByteArray("in\0put", 6);

        ExecProtocol::Decoder decoder;
        decoder.feed(ExecProtocol::encodeRequest(req));
        const QList<Frame> frames = decodeAll(decoder);
        const QList<Frame> expected = {
            {'V', "1"},
            {'A', "sh"},
            {'A', "-c"},
            {'A', QStringLiteral("echo \u00e9").toUtf8()},
            {'E', "A=1"},
            {'E', "B=x=y"},
            {'D', "/project/sub"},
            {'T', "1500"},
            {'M', "4096"},
            {'Z', ""},
            {'I', QByteArray("in\0put", 6)},
            {'I', ""},
        };
        QCOMPARE(frames.size(), expected.size());
        for (qsizetype i = 0; i < frames.size(); ++i) {
            QCOMPARE(frames[i].type, expected[i].type);
            QCOMPARE(frames[i].payload, expected[i].payload);
        }
        QVERIFY(!decoder.hasError());
        QCOMPARE(decoder.bufferedBytes(), 0);
    }

    void requestWithoutStdinOrCloseLeavesStdinOpen()
    {
        ExecRequest req;
        req.argv = {QStringLiteral("cat")};
        req.closeStdin = false;
        ExecProtocol::Decoder decoder;
        decoder.feed(ExecProtocol::encodeRequest(req));
        const QList<Frame> frames = decodeAll(decoder);
        QVERIFY(!frames.isEmpty());
        QCOMPARE(frames.last().type, 'Z');
        for (const Frame &f : frames)
            QVERIFY2(f.type != 'D' && f.type != 'I', "no directory and no stdin frame expected");
    }

    void largeStdinIsChunked()
    {
        ExecRequest req;
        req.argv = {QStringLiteral("cat")};
        req.stdinData = QByteArray(ExecProtocol::StdinChunkBytes * 2 + 5, 'q');
        ExecProtocol::Decoder decoder;
        decoder.feed(ExecProtocol::encodeRequest(req));
        QByteArray stdinBack;
        int chunks = 0;
        for (const Frame &f : decodeAll(decoder)) {
            if (f.type == 'I' && !f.payload.isEmpty()) {
                ++chunks;
                QVERIFY(f.payload.size() <= ExecProtocol::StdinChunkBytes);
                stdinBack += f.payload;
            }
        }
        QCOMPARE(chunks, 3);
        QCOMPARE(stdinBack, req.stdinData);
    }

    void splitReadsYieldTheSameFrames_data()
    {
        QTest::addColumn<int>("step");
        QTest::newRow("1 byte") << 1;
        QTest::newRow("2 bytes") << 2;
        QTest::newRow("3 bytes") << 3;
        QTest::newRow("7 bytes") << 7;
        QTest::newRow("4099 bytes") << 4099;
    }
    void splitReadsYieldTheSameFrames()
    {
        QFETCH(int, step);
        QByteArray stream;
        const QList<Frame> sent = {
            {'O', "hello"},           {'R', ""}, {'O', QByteArray(70000, 'z')}, {'F', "cannot run x"},
            {'X', "exit=0 signal=0"},
        };
        for (const Frame &f : sent)
            stream += ExecProtocol::frame(f.type, f.payload);

        ExecProtocol::Decoder decoder;
        QList<Frame> got;
        for (qsizetype pos = 0; pos < stream.size(); pos += step) {
            decoder.feed(stream.mid(pos, step));
            got += decodeAll(decoder);
        }
        QVERIFY(!decoder.hasError());
        QCOMPARE(got.size(), sent.size());
        for (qsizetype i = 0; i < got.size(); ++i) {
            QCOMPARE(got[i].type, sent[i].type);
            QCOMPARE(got[i].payload, sent[i].payload);
        }
        QCOMPARE(decoder.bufferedBytes(), 0);
    }

    void incompleteFrameWaits()
    {
        ExecProtocol::Decoder decoder;
        decoder.feed(header('O', 10) + "12345");
        QVERIFY(!decoder.next());
        QVERIFY(!decoder.hasError());
        decoder.feed("67890");
        const std::optional<Frame> f = decoder.next();
        QVERIFY(f);
        QCOMPARE(f->payload, QByteArray("1234567890"));
    }

    void oversizeFrameIsRejected()
    {
        ExecProtocol::Decoder decoder;
        decoder.feed(ExecProtocol::frame('O', "ok") + header('O', ExecProtocol::MaxFrameBytes + 1) + "x");
        const std::optional<Frame> first = decoder.next();
        QVERIFY(first);
        QCOMPARE(first->payload, QByteArray("ok"));
        QVERIFY(!decoder.next());
        QVERIFY(decoder.hasError());
        QVERIFY2(decoder.error().contains(QString::number(ExecProtocol::MaxFrameBytes + 1)),
                 qPrintable(decoder.error()));
        // Stays failed: later bytes are not mistaken for frames.
        decoder.feed(ExecProtocol::frame('O', "late"));
        QVERIFY(!decoder.next());
        QVERIFY(decoder.hasError());
    }

    void frameAtTheLimitIsAccepted()
    {
        ExecProtocol::Decoder exact;
        exact.feed(header('O', ExecProtocol::MaxFrameBytes));
        QVERIFY(!exact.next());
        QVERIFY(!exact.hasError());

        ExecProtocol::Decoder small(4);
        small.feed(ExecProtocol::frame('O', "abcd"));
        QVERIFY(small.next());
        small.feed(ExecProtocol::frame('O', "abcde"));
        QVERIFY(!small.next());
        QVERIFY(small.hasError());
    }

    void hugeLengthWithFourByteOverflowIsRejected()
    {
        ExecProtocol::Decoder decoder;
        decoder.feed(QByteArray("O\xff\xff\xff\xff", 5));
        QVERIFY(!decoder.next());
        QVERIFY(decoder.hasError());
    }

    void parseExitReadsEveryField()
    {
        ExecResult r;
        QVERIFY(ExecProtocol::parseExit("exit=143 signal=15 timed_out=1 truncated=1 duration_ms=1234 "
                                        "stdout_truncated=0 stderr_truncated=1",
                                        &r));
        QVERIFY(!r.stdoutTruncated);
        QVERIFY(r.stderrTruncated);
        QCOMPARE(r.exitCode, 143);
        QCOMPARE(r.signal, 15);
        QVERIFY(r.timedOut);
        QVERIFY(r.truncated);
        QCOMPARE(r.durationMs, 1234);

        ExecResult s;
        QVERIFY(ExecProtocol::parseExit("exit=0 future_key=whatever signal=0", &s));
        QCOMPARE(s.exitCode, 0);
        QVERIFY(!s.timedOut);
    }

    void parseExitRejectsMalformed_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("no exit") << QByteArray("signal=0 timed_out=0");
        QTest::newRow("exit not a number") << QByteArray("exit=abc");
        QTest::newRow("flag not 0/1") << QByteArray("exit=0 timed_out=yes");
        QTest::newRow("duration not a number") << QByteArray("exit=0 duration_ms=1x");
    }
    void parseExitRejectsMalformed()
    {
        QFETCH(QByteArray, payload);
        ExecResult r;
        QVERIFY(!ExecProtocol::parseExit(payload, &r));
    }
};

QTEST_GUILESS_MAIN(TestExecProtocol)
#include "tst_execprotocol.moc"
