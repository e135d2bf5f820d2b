// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/execprotocol.h"

#include <QCoreApplication>
#include <QtEndian>

namespace aisb {

namespace {
constexpr qsizetype HeaderBytes = 5;
}

ExecProtocol::Decoder::Decoder(quint32 maxFrameBytes) : m_maxFrame(maxFrameBytes) {}

void ExecProtocol::Decoder::feed(const QByteArray &bytes)
{
    if (hasError())
        return;
    // Drop what was consumed before growing, so a long stream does not keep its past.
    if (m_offset > 0 && (m_offset == m_buffer.size() || m_offset >= 1024 * 1024)) {
        m_buffer.remove(0, m_offset);
        m_offset = 0;
    }
    m_buffer.append(bytes);
}

std::optional<ExecProtocol::Frame> ExecProtocol::Decoder::next()
{
    if (hasError() || bufferedBytes() < HeaderBytes)
        return std::nullopt;
    const char *p = m_buffer.constData() + m_offset;
    const quint32 length = qFromBigEndian<quint32>(p + 1);
    if (length > m_maxFrame) {
        m_error =
            QCoreApplication::translate(
                "aisb::ExecProtocol", "the exec agent sent a frame of %1 bytes, more than the limit of "
                                      "%2 bytes: the agent and this program do not speak the same protocol; "
                                      "restart the sandbox with --warm")
                .arg(length)
                .arg(m_maxFrame);
        m_buffer.clear();
        m_offset = 0;
        return std::nullopt;
    }
    if (bufferedBytes() < HeaderBytes + qsizetype(length))
        return std::nullopt;
    Frame frame;
    frame.type = p[0];
    frame.payload = QByteArray(p + HeaderBytes, qsizetype(length));
    m_offset += HeaderBytes + qsizetype(length);
    if (m_offset == m_buffer.size()) {
        m_buffer.clear();
        m_offset = 0;
    }
    return frame;
}

QByteArray ExecProtocol::frame(char type, const QByteArray &payload)
{
    Q_ASSERT(quint64(payload.size()) <= MaxFrameBytes);
    QByteArray out;
    out.reserve(HeaderBytes + payload.size());
    out.append(type);
    char length[4];
    qToBigEndian<quint32>(quint32(payload.size()), length);
    out.append(length, 4);
    out.append(payload);
    return out;
}

QByteArray ExecProtocol::encodeRequest(const ExecRequest &request)
{
    QByteArray out = frame('V', QByteArray::number(Version));
    for (const QString &arg : request.argv)
        out += frame('A', arg.toUtf8());
    for (const QString &entry : request.env)
        out += frame('E', entry.toUtf8());
    if (!request.workingDirectory.isEmpty())
        out += frame('D', request.workingDirectory.toUtf8());
    out += frame('T', QByteArray::number(qMax<qint64>(0, request.timeoutMs)));
    out += frame('M', QByteArray::number(qMax<qint64>(0, request.maxOutputBytes)));
    out += frame('Z', QByteArray());
    for (qsizetype pos = 0; pos < request.stdinData.size(); pos += StdinChunkBytes)
        out += frame('I', request.stdinData.mid(pos, StdinChunkBytes));
    if (request.closeStdin)
        out += frame('I', QByteArray());
    return out;
}

bool ExecProtocol::parseExit(const QByteArray &payload, ExecResult *result)
{
    bool sawExit = false;
    for (const QByteArray &field : payload.split(' ')) {
        const qsizetype eq = field.indexOf('=');
        if (eq <= 0)
            continue;
        const QByteArray key = field.left(eq);
        const QByteArray value = field.mid(eq + 1);
        bool ok = true;
        if (key == "exit") {
            result->exitCode = value.toInt(&ok);
            sawExit = ok;
        } else if (key == "signal") {
            result->signal = value.toInt(&ok);
        } else if (key == "timed_out") {
            ok = value == "0" || value == "1";
            result->timedOut = value == "1";
        } else if (key == "truncated") {
            ok = value == "0" || value == "1";
            result->truncated = value == "1";
        } else if (key == "stdout_truncated") {
            ok = value == "0" || value == "1";
            result->stdoutTruncated = value == "1";
        } else if (key == "stderr_truncated") {
            ok = value == "0" || value == "1";
            result->stderrTruncated = value == "1";
        } else if (key == "duration_ms") {
            result->durationMs = value.toLongLong(&ok);
        }
        if (!ok)
            return false;
    }
    return sawExit;
}

} // namespace aisb
