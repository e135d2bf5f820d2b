// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/pty.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSocketNotifier>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

namespace aisb {
namespace {

void setWindowSize(int fd, int rows, int cols)
{
    struct winsize ws
    {
    };
    ws.ws_row = static_cast<unsigned short>(qMax(1, rows));
    ws.ws_col = static_cast<unsigned short>(qMax(1, cols));
    ::ioctl(fd, TIOCSWINSZ, &ws);
}
} // namespace

Pty::Pty(QObject *parent) : QObject(parent) {}

Pty::~Pty()
{
    if (m_process) {
        m_process->disconnect(this);
        if (m_process->state() != QProcess::NotRunning) {
            hangup();
            closeMaster();
            // The child normally dies of SIGHUP at once; one that ignores it is killed with its process
            // group.
            if (!m_process->waitForFinished(300)) {
                const qint64 pid = m_process->processId();
                if (pid > 0)
                    ::kill(-static_cast<pid_t>(pid), SIGKILL);
                m_process->waitForFinished(1000);
            }
        }
    }
    closeMaster();
}

bool Pty::start(const QString &program, const QStringList &args, const QProcessEnvironment &env, int rows,
                int cols, const QString &workingDirectory)
{
    if (m_process) {
        m_error =
            QCoreApplication::translate("aisb::Pty", "This terminal already runs a program; open a new one.");
        return false;
    }
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0) {
        m_error = QCoreApplication::translate(
                      "aisb::Pty", "Could not open a pseudo-terminal (%1). Check that /dev/ptmx exists "
                                   "and that the pty limit (/proc/sys/kernel/pty/max) is not reached.")
                      .arg(qt_error_string(errno));
        return false;
    }
    char slaveName[128] = {};
    if (::grantpt(master) != 0 || ::unlockpt(master) != 0 ||
        ::ptsname_r(master, slaveName, sizeof slaveName) != 0) {
        m_error = QCoreApplication::translate(
                      "aisb::Pty", "Could not set up the pseudo-terminal (%1). Check that /dev/pts is "
                                   "mounted.")
                      .arg(qt_error_string(errno));
        ::close(master);
        return false;
    }
    const int slave = ::open(slaveName, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (slave < 0) {
        m_error = QCoreApplication::translate("aisb::Pty",
                                              "Could not open %1 (%2). Check the permissions of /dev/pts.")
                      .arg(QString::fromLocal8Bit(slaveName), qt_error_string(errno));
        ::close(master);
        return false;
    }
    struct termios tio
    {
    };
    if (::tcgetattr(slave, &tio) == 0) {
        tio.c_iflag |= IUTF8; // erase whole UTF-8 characters in canonical mode
        ::tcsetattr(slave, TCSANOW, &tio);
    }
    setWindowSize(master, rows, cols);
    ::fcntl(master, F_SETFL, ::fcntl(master, F_GETFL) | O_NONBLOCK);
    m_master = master;

    m_process = new QProcess(this);
    m_process->setProgram(program);
    m_process->setArguments(args);
    m_process->setProcessEnvironment(env);
    if (!workingDirectory.isEmpty())
        m_process->setWorkingDirectory(workingDirectory);
    // Qt must leave fds 0/1/2 alone: the modifier below puts the pty slave there.
    m_process->setInputChannelMode(QProcess::ForwardedInputChannel);
    m_process->setProcessChannelMode(QProcess::ForwardedChannels);

    sigset_t emptyMask;
    sigemptyset(&emptyMask);
    // Runs in the child between fork and exec: async-signal-safe calls only, no allocation.
    m_process->setChildProcessModifier([slave, master, emptyMask]() {
        ::setsid();
        ::ioctl(slave, TIOCSCTTY, 0);
        ::dup2(slave, STDIN_FILENO);
        ::dup2(slave, STDOUT_FILENO);
        ::dup2(slave, STDERR_FILENO);
        if (slave > STDERR_FILENO)
            ::close(slave);
        ::close(master);
        struct sigaction dfl
        {
        };
        dfl.sa_handler = SIG_DFL;
        for (int sig = 1; sig < NSIG; ++sig) {
            if (sig != SIGKILL && sig != SIGSTOP)
                ::sigaction(sig, &dfl, nullptr);
        }
        ::sigprocmask(SIG_SETMASK, &emptyMask, nullptr);
    });

    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        const QString message =
            QCoreApplication::translate("aisb::Pty", "Could not start %1: %2. Check that it is installed and "
                                                     "executable.")
                .arg(m_process->program(), m_process->errorString());
        closeMaster();
        Q_EMIT startFailed(message);
    });
    connect(m_process, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        // Deliver what the child left in the pty before reporting its end (bounded: a grandchild that
        // keeps the slave open and floods it must not hold us here).
        for (int i = 0; i < 256 && m_master >= 0 && !m_hungUp; ++i) {
            bool gotData = false;
            if (!readChunk(MaxReadPerWakeup, &gotData)) {
                m_hungUp = true;
                if (m_readNotifier)
                    m_readNotifier->setEnabled(false);
                break;
            }
            if (!gotData)
                break;
        }
        Q_EMIT finished(exitCode, status);
    });

    m_process->start();
    // The fork has happened: only the child may hold the slave, so that reads on the master end in EIO
    // once the child and its descendants are gone.
    ::close(slave);

    m_readNotifier = new QSocketNotifier(master, QSocketNotifier::Read, this);
    m_readNotifier->setEnabled(m_readEnabled);
    connect(m_readNotifier, &QSocketNotifier::activated, this, &Pty::onReadable);
    m_writeNotifier = new QSocketNotifier(master, QSocketNotifier::Write, this);
    m_writeNotifier->setEnabled(false);
    connect(m_writeNotifier, &QSocketNotifier::activated, this, &Pty::onWritable);
    return true;
}

void Pty::onReadable()
{
    ++m_readActivations;
    bool gotData = false;
    if (!readChunk(MaxReadPerWakeup, &gotData)) {
        // After the last holder of the slave is gone the master reports EIO forever: a level-triggered
        // notifier left enabled would spin.
        m_hungUp = true;
        m_readNotifier->setEnabled(false);
        m_writeNotifier->setEnabled(false);
        m_pendingWrite.clear();
    }
}

bool Pty::readChunk(qsizetype limit, bool *gotData)
{
    // Each read() is handed on at once instead of being gathered up to limit: Linux gives at most its
    // line discipline's 4 KiB buffer per read() and refills that buffer in a kernel worker, and a read()
    // that finds it empty waits for that worker. A consumer that interprets each piece before the next
    // read() lets the worker refill the buffer meanwhile, on the other core.
    QElapsedTimer clock;
    clock.start();
    qsizetype total = 0;
    bool alive = true;
    while (total < limit) {
        QByteArray buffer(qMin(limit - total, ReadSize), Qt::Uninitialized);
        const ssize_t n = ::read(m_master, buffer.data(), static_cast<size_t>(buffer.size()));
        if (n > 0) {
            total += n;
            buffer.truncate(n);
            Q_EMIT dataReceived(buffer);
            // The consumer paused reading (it has a backlog), or this wake-up has taken its share of time.
            if (!m_readEnabled || m_master < 0 || clock.elapsed() >= MaxReadMsPerWakeup)
                break;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        alive = false; // 0 (end of file) or EIO: the slave side is closed
        break;
    }
    *gotData = total > 0;
    return alive;
}

void Pty::write(const QByteArray &bytes)
{
    if (m_master < 0 || m_hungUp || bytes.isEmpty())
        return;
    m_pendingWrite.append(bytes);
    onWritable();
}

void Pty::onWritable()
{
    while (!m_pendingWrite.isEmpty()) {
        const ssize_t n =
            ::write(m_master, m_pendingWrite.constData(), static_cast<size_t>(m_pendingWrite.size()));
        if (n > 0) {
            m_pendingWrite.remove(0, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        m_pendingWrite.clear(); // EIO: nobody reads any more
        break;
    }
    if (m_writeNotifier)
        m_writeNotifier->setEnabled(!m_pendingWrite.isEmpty());
}

void Pty::setReadEnabled(bool enabled)
{
    m_readEnabled = enabled;
    if (m_readNotifier && !m_hungUp)
        m_readNotifier->setEnabled(enabled);
}

void Pty::resize(int rows, int cols)
{
    if (m_master >= 0)
        setWindowSize(m_master, rows, cols);
}

void Pty::hangup()
{
    const qint64 pid = processId();
    if (pid > 0)
        ::kill(-static_cast<pid_t>(pid), SIGHUP); // the child leads its own session and process group
}

bool Pty::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 Pty::processId() const
{
    return m_process ? m_process->processId() : 0;
}

void Pty::closeMaster()
{
    delete m_readNotifier;
    m_readNotifier = nullptr;
    delete m_writeNotifier;
    m_writeNotifier = nullptr;
    if (m_master >= 0) {
        ::close(m_master);
        m_master = -1;
    }
}
} // namespace aisb
