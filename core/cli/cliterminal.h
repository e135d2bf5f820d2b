// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QSize>
#include <termios.h>

class QProcess;
class QSocketNotifier;

namespace aisb {

class Session;
class UnixSignalWatcher;

// `run` in a terminal while the session is recorded: podman gets a pty of ours instead of the user's
// terminal, and what passes between the two goes through here, relayed as it comes and handed to the
// session's recording (Session::recordTerminal*). The user's terminal is raw meanwhile (podman -t puts
// its terminal, now our pty, in raw mode itself) and restored by finish() or the destructor; its size
// follows SIGWINCH.
class CliTerminalRelay : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype ReadSize = qsizetype(16) * 1024;

    explicit CliTerminalRelay(int inFd = 0, int outFd = 1, QObject *parent = nullptr);
    ~CliTerminalRelay() override;

    // Opens the pty with the size of the terminal on outFd. Returns an error sentence or empty.
    QString open();
    QSize size() const { return m_size; } // columns x rows
    // For Session::Options::setupProcess: the child gets the pty as its terminal (stdin, stdout,
    // stderr, controlling terminal).
    void attach(QProcess &process);
    // Puts the user's terminal in raw mode and starts relaying, reporting to `session`.
    void start(Session *session);
    // Relays what the pty still holds, stops, restores the user's terminal.
    void finish();

private:
    void readMaster(bool drain);
    void readInput();
    void writeMaster();
    void writeOut(const char *data, qsizetype size);
    void onResize();
    void restoreTerminal();

    int m_in;
    int m_out;
    int m_master = -1;
    int m_slave = -1;
    QSize m_size{80, 24};
    Session *m_session = nullptr;
    QSocketNotifier *m_masterRead = nullptr;
    QSocketNotifier *m_masterWrite = nullptr;
    QSocketNotifier *m_inRead = nullptr;
    UnixSignalWatcher *m_winch = nullptr;
    QByteArray m_toMaster;
    struct termios m_saved
    {
    };
    bool m_raw = false;
};

} // namespace aisb
