// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cliterminal.h"

#include "session/session.h"

#include <QCoreApplication>
#include <QProcess>
#include <QSocketNotifier>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <unistd.h>

namespace aisb {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::CliTerminalRelay)
};

// SIGWINCH through a self-pipe of its own (UnixSignalWatcher's pipe is shared by its watchers: a
// second one could take the byte of a SIGINT meant for the session).
int s_winchPipe[2] = {-1, -1};

void winchHandler(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(s_winchPipe[1], &byte, 1);
}

QSize terminalSize(int fd)
{
    struct winsize ws = {};
    if (::ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 && ws.ws_row > 0)
        return QSize(ws.ws_col, ws.ws_row);
    return {};
}
} // namespace

CliTerminalRelay::CliTerminalRelay(int inFd, int outFd, QObject *parent)
    : QObject(parent), m_in(inFd), m_out(outFd)
{
}

CliTerminalRelay::~CliTerminalRelay()
{
    finish();
    if (m_slave >= 0)
        ::close(m_slave);
    if (m_master >= 0)
        ::close(m_master);
}

QString CliTerminalRelay::open()
{
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    char name[128] = {};
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0 ||
        ::ptsname_r(master, name, sizeof name) != 0) {
        const QString why = qt_error_string(errno);
        if (master >= 0)
            ::close(master);
        return Tr::tr("No pseudo-terminal for the recording (%1): check /dev/ptmx and /dev/pts, or run with "
                      "-o session.record=false.")
            .arg(why);
    }
    const int slave = ::open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (slave < 0) {
        const QString why = qt_error_string(errno);
        ::close(master);
        return Tr::tr("%1 cannot be opened (%2): check the permissions of /dev/pts, or run with "
                      "-o session.record=false.")
            .arg(QString::fromLocal8Bit(name), why);
    }
    // The pty starts as the user's terminal is (erase character, UTF-8, ...); podman makes it raw.
    struct termios tio = {};
    if (::tcgetattr(m_in, &tio) == 0)
        ::tcsetattr(slave, TCSANOW, &tio);
    if (const QSize s = terminalSize(m_out); s.isValid())
        m_size = s;
    struct winsize ws = {};
    ws.ws_col = static_cast<unsigned short>(m_size.width());
    ws.ws_row = static_cast<unsigned short>(m_size.height());
    ::ioctl(master, TIOCSWINSZ, &ws);
    ::fcntl(master, F_SETFL, ::fcntl(master, F_GETFL) | O_NONBLOCK);
    m_master = master;
    m_slave = slave;
    return {};
}

void CliTerminalRelay::attach(QProcess &process)
{
    const int slave = m_slave;
    const int master = m_master;
    process.setInputChannelMode(QProcess::ForwardedInputChannel);
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    // Runs in the child between fork and exec: async-signal-safe calls only.
    process.setChildProcessModifier([slave, master] {
        ::setsid();
        ::ioctl(slave, TIOCSCTTY, 0);
        ::dup2(slave, STDIN_FILENO);
        ::dup2(slave, STDOUT_FILENO);
        ::dup2(slave, STDERR_FILENO);
        if (slave > STDERR_FILENO)
            ::close(slave);
        ::close(master);
        ::signal(SIGWINCH, SIG_DFL);
    });
    // Connected before the session's own handler: what podman left in the pty is relayed and
    // recorded before the session ends its recording.
    // The user's terminal is the user's again for what the session prints while it tears down.
    connect(&process, &QProcess::finished, this, [this] {
        readMaster(true);
        restoreTerminal();
    });
}

void CliTerminalRelay::start(Session *session)
{
    m_session = session;
    if (m_master < 0)
        return;
    // Raw from the sandbox's start: what the session prints before (the build) keeps its line ends.
    connect(session, &Session::sandboxStarted, this, [this] {
        if (!m_raw && ::tcgetattr(m_in, &m_saved) == 0) {
            struct termios raw = m_saved;
            ::cfmakeraw(&raw);
            m_raw = ::tcsetattr(m_in, TCSANOW, &raw) == 0;
        }
    });
    m_masterRead = new QSocketNotifier(m_master, QSocketNotifier::Read, this);
    connect(m_masterRead, &QSocketNotifier::activated, this, [this] { readMaster(false); });
    m_masterWrite = new QSocketNotifier(m_master, QSocketNotifier::Write, this);
    m_masterWrite->setEnabled(false);
    connect(m_masterWrite, &QSocketNotifier::activated, this, &CliTerminalRelay::writeMaster);
    m_inRead = new QSocketNotifier(m_in, QSocketNotifier::Read, this);
    connect(m_inRead, &QSocketNotifier::activated, this, &CliTerminalRelay::readInput);
    if (s_winchPipe[0] < 0 && ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, s_winchPipe) == 0)
        ::fcntl(s_winchPipe[1], F_SETFL, O_NONBLOCK);
    if (s_winchPipe[0] >= 0) {
        auto *winch = new QSocketNotifier(s_winchPipe[0], QSocketNotifier::Read, this);
        connect(winch, &QSocketNotifier::activated, this, [this] {
            char buf[64];
            [[maybe_unused]] const ssize_t n = ::read(s_winchPipe[0], buf, sizeof buf);
            onResize();
        });
        struct sigaction sa = {};
        sa.sa_handler = winchHandler;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = SA_RESTART;
        ::sigaction(SIGWINCH, &sa, nullptr);
    }
}

void CliTerminalRelay::readMaster(bool drain)
{
    if (m_master < 0)
        return;
    char buf[ReadSize];
    // Bounded per wake-up unless draining at the end (the slave is ours too: read never blocks, and
    // an empty pty says EAGAIN).
    for (int round = 0; drain || round < 16; ++round) {
        const ssize_t n = ::read(m_master, buf, sizeof buf);
        if (n > 0) {
            writeOut(buf, n);
            if (m_session)
                m_session->recordTerminalOutput(QByteArrayView(buf, n));
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) {
            if (m_masterRead)
                m_masterRead->setEnabled(false);
        }
        return;
    }
}

void CliTerminalRelay::writeOut(const char *data, qsizetype size)
{
    while (size > 0) {
        const ssize_t n = ::write(m_out, data, size_t(size));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN) { // a non-blocking terminal: wait for it
                fd_set w;
                FD_ZERO(&w);
                FD_SET(m_out, &w);
                ::select(m_out + 1, nullptr, &w, nullptr, nullptr);
                continue;
            }
            return; // the terminal is gone: the recording still gets everything
        }
        data += n;
        size -= n;
    }
}

void CliTerminalRelay::readInput()
{
    char buf[4096];
    const ssize_t n = ::read(m_in, buf, sizeof buf);
    if (n <= 0) {
        if (n == 0 || (errno != EINTR && errno != EAGAIN))
            m_inRead->setEnabled(false);
        return;
    }
    if (m_session)
        m_session->recordTerminalInput(QByteArrayView(buf, n));
    m_toMaster.append(buf, n);
    writeMaster();
}

void CliTerminalRelay::writeMaster()
{
    while (!m_toMaster.isEmpty() && m_master >= 0) {
        const ssize_t n = ::write(m_master, m_toMaster.constData(), size_t(m_toMaster.size()));
        if (n > 0) {
            m_toMaster.remove(0, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
            m_toMaster.clear();
        break;
    }
    if (m_masterWrite)
        m_masterWrite->setEnabled(!m_toMaster.isEmpty());
}

void CliTerminalRelay::onResize()
{
    const QSize s = terminalSize(m_out);
    if (!s.isValid() || s == m_size || m_master < 0)
        return;
    m_size = s;
    struct winsize ws = {};
    ws.ws_col = static_cast<unsigned short>(s.width());
    ws.ws_row = static_cast<unsigned short>(s.height());
    ::ioctl(m_master, TIOCSWINSZ, &ws);
    if (m_session)
        m_session->recordTerminalResize(s.width(), s.height());
}

void CliTerminalRelay::finish()
{
    if (m_masterRead) {
        readMaster(true);
        delete m_masterRead;
        m_masterRead = nullptr;
        delete m_masterWrite;
        m_masterWrite = nullptr;
        delete m_inRead;
        m_inRead = nullptr;
        ::signal(SIGWINCH, SIG_DFL);
    }
    restoreTerminal();
    m_session = nullptr;
}

void CliTerminalRelay::restoreTerminal()
{
    if (m_raw) {
        ::tcsetattr(m_in, TCSANOW, &m_saved);
        m_raw = false;
    }
}

} // namespace aisb
