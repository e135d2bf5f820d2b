// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Wire format between the host and the exec agent (containers/exec-agent.pl) that runs
// commands inside a warm sandbox. Protocol version 1.
//
// Every frame in both directions is
//     [1 byte type][4 bytes payload length, big-endian][payload]
// and either side refuses a frame longer than 64 MiB (ExecProtocol::MaxFrameBytes).
//
// Request, host -> agent ('Z' ends the header; the command starts when the agent reads it):
//   'V' protocol version, ascii decimal ("1"); required
//   'A' one argv element (repeat; at least one; argv[0] is looked up in PATH; no shell)
//   'E' "NAME=VALUE" added to the environment of this command (repeat)
//   'D' working directory (default: the agent's)
//   'T' timeout in ms, ascii decimal, 0 = none
//   'M' max bytes forwarded per output stream, ascii decimal, 0 = unlimited
//   'Z' end of the request header
//   'I' stdin data (repeat, before or after 'Z'); an EMPTY 'I' closes the command's stdin
// Response, agent -> host:
//   'O' stdout chunk, 'R' stderr chunk, streamed as the command produces them
//   'F' failure text from the agent. When the request was refused it is the last frame;
//       when the command could not be started an 'X' with exit 127 (not found) or 126 follows.
//   'X' last frame: "exit=<code> signal=<n> timed_out=<0|1> truncated=<0|1> duration_ms=<n>
//       stdout_truncated=<0|1> stderr_truncated=<0|1>"; exit is 128+n when the command was
//       killed by signal n. Unknown keys are ignored (an older agent sends no per-stream keys).
//       The agent also sends t_accept_us, t_header_us, t_spawned_us, t_exited_us, t_reply_us: its
//       CLOCK_MONOTONIC in microseconds at each step (ai-sandbox-exec's AISBEXEC_TIMING=1).
// On timeout the agent kills the command's whole process group (TERM, KILL after 1 s);
// it does the same when the host disconnects (end of file from the host, so do not half-close
// the socket), which is how a run is cancelled.

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace aisb {

// One command for the exec agent to run.
struct ExecRequest
{
    QStringList argv;          // argv[0] is looked up in the sandbox's PATH; no shell
    QStringList env;           // "NAME=VALUE" entries added to the sandbox's environment
    QString workingDirectory;  // inside the sandbox; empty = the agent's (the project)
    qint64 timeoutMs = 0;      // 0 = no timeout
    qint64 maxOutputBytes = 0; // per stream; 0 = unlimited
    QByteArray stdinData;      // sent right after the header
    bool closeStdin = true;    // false: the caller streams more with ExecClient::writeStdin()
};

// What came back from one run.
struct ExecResult
{
    int exitCode = -1; // 128+signal when killed; -1 when the run did not finish
    int signal = 0;
    bool timedOut = false;
    bool truncated = false;       // either stream was cut at maxOutputBytes
    bool stdoutTruncated = false; // per stream (docs/exec.md)
    bool stderrTruncated = false;
    qint64 durationMs = 0;    // measured by the agent (clock-tick resolution)
    bool requestSent = false; // the agent got the request: the command may have run
    QByteArray stdoutData;    // collected unless ExecClient::setCollectOutput(false)
    QByteArray stderrData;
    QString error; // empty on success; what went wrong and what to do (also with exit 127/126 when
                   // the command could not be started)
};

// Encoding, decoding and the pieces of the response that are not just bytes.
class ExecProtocol
{
public:
    static constexpr int Version = 1;
    static constexpr quint32 MaxFrameBytes = 64u * 1024u * 1024u;
    static constexpr qsizetype StdinChunkBytes = 1024 * 1024;

    struct Frame
    {
        char type = 0;
        QByteArray payload;
        bool operator==(const Frame &) const = default;
    };

    // Incremental decoder: feed bytes as they arrive, take whole frames out.
    class Decoder
    {
    public:
        explicit Decoder(quint32 maxFrameBytes = MaxFrameBytes);

        void feed(const QByteArray &bytes);
        // The next complete frame; nothing when more bytes are needed or after an error.
        std::optional<Frame> next();
        bool hasError() const { return !m_error.isEmpty(); }
        QString error() const { return m_error; }
        qsizetype bufferedBytes() const { return m_buffer.size() - m_offset; }

    private:
        QByteArray m_buffer;
        qsizetype m_offset = 0;
        quint32 m_maxFrame;
        QString m_error;
    };

    static QByteArray frame(char type, const QByteArray &payload);
    // The whole request: header, 'Z', stdinData in chunks, and an empty 'I' when closeStdin.
    static QByteArray encodeRequest(const ExecRequest &request);
    // Parses an 'X' payload into exitCode/signal/timedOut/truncated/durationMs; false when
    // "exit=" is missing or a known key has a malformed value. Unknown keys are ignored.
    static bool parseExit(const QByteArray &payload, ExecResult *result);
};

} // namespace aisb
