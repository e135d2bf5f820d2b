// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QSocketNotifier;

namespace aisb {
// A pseudo-terminal with one child process on its slave side: non-blocking reads in bounded chunks,
// buffered writes, window size, and the child's exit status.
class Pty : public QObject
{
    Q_OBJECT
public:
    // Upper bounds of bytes read and of time spent reading (dataReceived slots included) per notifier
    // wake-up, so a flooding child never starves the event loop.
    static constexpr qsizetype MaxReadPerWakeup = qsizetype(256) * 1024;
    static constexpr int MaxReadMsPerWakeup = 8;
    // Bytes asked for per read(); dataReceived is emitted for each read.
    static constexpr qsizetype ReadSize = qsizetype(16) * 1024;

    explicit Pty(QObject *parent = nullptr);
    ~Pty() override;

    // Opens the pty, sets its size and starts program with args in a new session whose controlling
    // terminal is the pty. Returns false (and sets errorString()) when the pty cannot be opened;
    // a program that cannot be executed is reported through startFailed().
    bool start(const QString &program, const QStringList &args, const QProcessEnvironment &env, int rows,
               int cols, const QString &workingDirectory = {});

    // Queues bytes for the child; what the pty cannot take at once is written when it becomes writable.
    void write(const QByteArray &bytes);
    // Sets the window size (TIOCSWINSZ); the kernel sends SIGWINCH to the foreground process group.
    void resize(int rows, int cols);
    // Pauses (false) or resumes reading: a consumer with a backlog applies back-pressure to the child.
    void setReadEnabled(bool enabled);
    // Sends SIGHUP to the child's session, as closing a terminal window does.
    void hangup();

    bool isRunning() const;
    qint64 processId() const;
    QString errorString() const { return m_error; }
    int masterFd() const { return m_master; }
    // How often the read notifier fired; lets tests prove that a hung-up pty does not spin.
    quint64 readActivations() const { return m_readActivations; }

Q_SIGNALS:
    void dataReceived(const QByteArray &bytes);
    // The child could not be executed (message names the program and the reason).
    void startFailed(const QString &message);
    // The child exited; all output it left in the pty has been delivered through dataReceived first.
    void finished(int exitCode, QProcess::ExitStatus status);

private:
    void onReadable();
    void onWritable();
    // Reads up to limit bytes; returns false once the slave side is gone (EIO / end of file).
    bool readChunk(qsizetype limit, bool *gotData);
    void closeMaster();

    int m_master = -1;
    QProcess *m_process = nullptr;
    QSocketNotifier *m_readNotifier = nullptr;
    QSocketNotifier *m_writeNotifier = nullptr;
    QByteArray m_pendingWrite;
    QString m_error;
    quint64 m_readActivations = 0;
    bool m_hungUp = false;
    bool m_readEnabled = true;
};
} // namespace aisb
