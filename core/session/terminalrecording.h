// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QTimer>
#include <optional>

namespace aisb {

// The values of the variables a session passes that are secret (isSecretName: env.secrets and the
// KEY/TOKEN/SECRET/PASSWORD names), from env.set and from env.pass taken from `host`; the values
// that reach the sandbox (Render::envFile). Empty values are left out. Longest first.
QList<QByteArray> secretValues(const Policy &policy, const QProcessEnvironment &host);

// Replaces secret values in a byte stream by as many '*' as the value has characters. A value split
// across pushes is still masked: a tail that could be the beginning of one is held back until the
// next push decides, and flush() masks what is still held (it may have been a value cut short).
class SecretMasker
{
public:
    explicit SecretMasker(QList<QByteArray> secrets = {});
    // What can be released now, masked.
    QByteArray push(QByteArrayView data);
    // The held tail, masked, at the end of the stream.
    QByteArray flush();
    qsizetype held() const { return m_pending.size(); }
    static QByteArray maskFor(QByteArrayView value); // '*' per UTF-8 character

private:
    QList<QByteArray> m_secrets; // longest first
    QList<QByteArray> m_masks;
    QByteArray m_pending;
};

// JSON string content of terminal bytes: invalid UTF-8 becomes U+FFFD (as a terminal shows it), control
// characters are escaped. `bytes` must not end inside a UTF-8 sequence (see splitIncompleteUtf8).
void appendJsonEscaped(QByteArray &out, QByteArrayView bytes);
// How many bytes at the end of `bytes` are the start of a UTF-8 sequence that is not complete yet.
qsizetype incompleteUtf8Tail(QByteArrayView bytes);

// Writes a session's terminal as asciicast v2 (https://docs.asciinema.org/manual/asciicast/v2/): a
// header line, then one [time, "o"|"i"|"r", data] line per output, input and resize. Secret values are
// masked (SecretMasker) in output and input, separately. The file is 0600. Writing stops, for good, at
// the size cap (capReached()). Lines are written through a buffer flushed within FlushMs.
class TerminalRecorder : public QObject
{
    Q_OBJECT
public:
    static constexpr int FlushMs = 250;
    struct Options
    {
        QString path;
        qint64 maxBytes = qint64(64) << 20;
        QList<QByteArray> secrets;
        int cols = 80;
        int rows = 24;
        QString title;
        qint64 startEpochMs = 0; // 0: now
    };

    explicit TerminalRecorder(QObject *parent = nullptr);
    ~TerminalRecorder() override;

    // Creates the file (it must not exist) and writes the header. Returns an error sentence or empty.
    QString open(const Options &options);
    bool isOpen() const { return m_file.isOpen(); }
    bool capped() const { return m_capped; }
    qint64 bytesWritten() const { return m_written; }
    qint64 startEpochMs() const { return m_startEpochMs; }

    void output(QByteArrayView bytes);
    void input(QByteArrayView bytes);
    void resize(int cols, int rows);
    // Writes what masking and UTF-8 completion still hold, and closes the file.
    void finish();

Q_SIGNALS:
    void capReached(qint64 maxBytes);

private:
    struct Stream
    {
        SecretMasker masker;
        QByteArray utf8Tail; // an incomplete UTF-8 sequence, completed by the next bytes
    };
    void pushStream(Stream &stream, char code, QByteArrayView bytes, bool last);
    void writeEvent(char code, QByteArrayView bytes);
    void writeLine(const QByteArray &line);
    double elapsed() const;

    QFile m_file;
    QTimer m_flushTimer;
    QElapsedTimer m_clock;
    Stream m_out;
    Stream m_in;
    QByteArray m_line; // reused
    qint64 m_maxBytes = 0;
    qint64 m_written = 0;
    qint64 m_startEpochMs = 0;
    bool m_capped = false;
};

// A parsed asciicast v2 file.
struct Asciicast
{
    struct Event
    {
        double time = 0;
        char code = 'o'; // 'o' output, 'i' input, 'r' resize ("COLSxROWS"), 'm' marker
        QByteArray data; // UTF-8
    };
    QJsonObject header;
    int width = 0;
    int height = 0;
    qint64 timestamp = 0;
    QList<Event> events;

    // The last event's time.
    double duration() const { return events.isEmpty() ? 0 : events.constLast().time; }
    // Index of the first event after `time` (events.size() when none).
    qsizetype indexAfter(double time) const;

    // A file cut short (a crash mid-line) loses only its last line. std::nullopt with *error naming
    // the line and what is wrong with it.
    static std::optional<Asciicast> parse(const QByteArray &content, QString *error);
    static std::optional<Asciicast> read(const QString &path, QString *error);
};

// The output of a recording as it is to be written: each pause cut to `idleLimit` seconds (<= 0: not
// cut), then divided by `speed`; output due together in one frame.
struct ReplayFrame
{
    double due = 0; // seconds from the start of the playing
    QByteArray data;
};
QList<ReplayFrame> replaySchedule(const Asciicast &cast, double speed, double idleLimit);

} // namespace aisb
