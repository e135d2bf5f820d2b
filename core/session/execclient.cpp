// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/execclient.h"

#include <QEventLoop>
#include <QFile>
#include <QLocalSocket>
#include <QTimer>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb {

namespace {
// The agent's TERM -> KILL grace plus room for a slow machine.
constexpr int ClientTimeoutSlackMs = 5000;
// sockaddr_un::sun_path on Linux holds 108 bytes including the terminating NUL.
constexpr int MaxSocketPathBytes = 107;
// The sandbox user, as the host sees it rootful (no user namespace).
constexpr uid_t SandboxUid = 1000;

// Text from the agent as it may be shown: control characters become U+FFFD.
QString printable(QString s)
{
    for (QChar &c : s)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            c = QChar::ReplacementCharacter;
    return s;
}
} // namespace

ExecClient::ExecClient(QObject *parent) : QObject(parent) {}

ExecClient::~ExecClient()
{
    closePathFd();
    if (m_socket)
        m_socket->abort();
}

void ExecClient::start(const QString &socketPath, const ExecRequest &request)
{
    Q_ASSERT(!m_running);
    if (m_running)
        return;
    m_running = true;
    m_connected = false;
    m_socketPath = socketPath;
    m_request = request;
    m_result = ExecResult();
    m_agentFailure.clear();
    m_decoder = ExecProtocol::Decoder();
    m_received[0] = m_received[1] = 0;

    if (request.argv.isEmpty()) {
        finish(tr("no command was given to run in the sandbox: name one after --"));
        return;
    }
    if (QFile::encodeName(socketPath).size() > MaxSocketPathBytes) {
        finish(tr("the exec agent's socket path %1 is longer than the %2 bytes a unix socket allows: "
                  "set XDG_STATE_HOME to a shorter directory and run again with --warm")
                   .arg(socketPath)
                   .arg(MaxSocketPathBytes));
        return;
    }

    qint64 limit = m_clientTimeoutMs;
    if (limit == 0)
        limit = request.timeoutMs > 0 ? request.timeoutMs + ClientTimeoutSlackMs : -1;
    if (limit > 0) {
        m_timer = new QTimer(this);
        m_timer->setSingleShot(true);
        connect(m_timer, &QTimer::timeout, this, &ExecClient::onClientTimeout);
        m_timer->start(int(qMin<qint64>(limit, std::numeric_limits<int>::max())));
    }

    // The sandbox owns the folder the socket is in: it may have put anything at that name. Only
    // a socket of the sandbox user is connected to, through a descriptor of exactly the file that
    // was checked (no symlink is followed, and nothing can be swapped in between).
    const QString checkError = openCheckedSocket();
    if (!checkError.isEmpty()) {
        finish(checkError);
        return;
    }
    m_socket = new QLocalSocket(this);
    connect(m_socket, &QLocalSocket::connected, this, &ExecClient::onConnected);
    connect(m_socket, &QLocalSocket::readyRead, this, &ExecClient::onReadyRead);
    connect(m_socket, &QLocalSocket::disconnected, this, &ExecClient::onDisconnected);
    connect(m_socket, &QLocalSocket::errorOccurred, this, &ExecClient::onSocketError);
    m_socket->connectToServer(agentSocketConnectPath(m_pathFd));
}

int openAgentSocket(const QString &socketPath, QString *error)
{
    auto refuse = [&](const QString &why) {
        if (error)
            *error = why;
        return -1;
    };
    const QByteArray path = QFile::encodeName(socketPath);
    const int fd = ::open(path.constData(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return refuse(ExecClient::tr("the sandbox's exec agent is not running (no socket at %1): run again "
                                     "with --warm to restart it")
                          .arg(socketPath));
    struct stat st = {};
    QString why;
    if (::fstat(fd, &st) != 0 || !S_ISSOCK(st.st_mode))
        why = ExecClient::tr("refusing the exec agent's socket %1: it is not a socket (a symlink or file the "
                             "sandbox put there?); stop the sandbox and run again with --warm")
                  .arg(socketPath);
    // Rootless the agent runs as the invoking user (keep-id); rootful as host uid 1000.
    else if (st.st_uid != ::geteuid() && !(::geteuid() == 0 && st.st_uid == SandboxUid))
        why = ExecClient::tr("refusing the exec agent's socket %1: it belongs to uid %2, not to the sandbox "
                             "user; stop the sandbox and run again with --warm")
                  .arg(socketPath)
                  .arg(st.st_uid);
    if (!why.isEmpty()) {
        ::close(fd);
        return refuse(why);
    }
    return fd;
}

QString agentSocketConnectPath(int fd)
{
    return QStringLiteral("/proc/self/fd/") + QString::number(fd);
}

QString ExecClient::openCheckedSocket()
{
    QString error;
    m_pathFd = openAgentSocket(m_socketPath, &error);
    return m_pathFd < 0 ? error : QString();
}

void ExecClient::closePathFd()
{
    if (m_pathFd >= 0)
        ::close(m_pathFd);
    m_pathFd = -1;
}

void ExecClient::onConnected()
{
    if (!m_running || m_connected)
        return;
    m_connected = true;
    closePathFd();
    m_socket->write(ExecProtocol::encodeRequest(m_request));
    m_socket->flush();
}

void ExecClient::writeStdin(const QByteArray &data)
{
    if (!m_running || !m_socket || data.isEmpty())
        return;
    for (qsizetype pos = 0; pos < data.size(); pos += ExecProtocol::StdinChunkBytes)
        m_socket->write(ExecProtocol::frame('I', data.mid(pos, ExecProtocol::StdinChunkBytes)));
    m_socket->flush();
}

void ExecClient::closeStdin()
{
    if (!m_running || !m_socket)
        return;
    m_socket->write(ExecProtocol::frame('I', QByteArray()));
    m_socket->flush();
}

void ExecClient::cancel()
{
    if (!m_running)
        return;
    finish(tr("the command was cancelled; the sandbox's exec agent stops it"));
}

void ExecClient::onReadyRead()
{
    if (!m_running)
        return;
    m_decoder.feed(m_socket->readAll());
    while (m_running) {
        const std::optional<ExecProtocol::Frame> frame = m_decoder.next();
        if (!frame)
            break;
        switch (frame->type) {
        case 'O':
        case 'R': {
            // The agent stops a stream at --max-output: one that sends more is not ours to trust,
            // and the bytes are not buffered past the cap.
            const bool out = frame->type == 'O';
            m_received[out ? 0 : 1] += frame->payload.size();
            if (m_request.maxOutputBytes > 0 && m_received[out ? 0 : 1] > m_request.maxOutputBytes) {
                m_result.exitCode = -1;
                finish(
                    tr("the sandbox's exec agent sent more than --max-output (%1 bytes) on %2: it does not "
                       "behave like ai-sandbox's agent; stop the sandbox and run again with --warm")
                        .arg(m_request.maxOutputBytes)
                        .arg(out ? QStringLiteral("stdout") : QStringLiteral("stderr")));
                return;
            }
            if (m_collect)
                (out ? m_result.stdoutData : m_result.stderrData) += frame->payload;
            if (out)
                Q_EMIT stdoutData(frame->payload);
            else
                Q_EMIT stderrData(frame->payload);
            break;
        }
        case 'F':
            // Shown to the user: no control characters (terminal escapes) from the sandbox.
            m_agentFailure = printable(QString::fromUtf8(frame->payload.left(2000)));
            break;
        case 'X':
            if (!ExecProtocol::parseExit(frame->payload, &m_result)) {
                m_result.exitCode = -1;
                finish(tr("the sandbox's exec agent sent an exit status this program cannot read (%1): "
                          "restart the sandbox with --warm")
                           .arg(printable(QString::fromUtf8(frame->payload.left(200)))));
            } else {
                // An agent older than the per-stream keys only says that something was cut.
                if (m_result.truncated && !m_result.stdoutTruncated && !m_result.stderrTruncated) {
                    m_result.stdoutTruncated = m_received[0] >= m_request.maxOutputBytes;
                    m_result.stderrTruncated = m_received[1] >= m_request.maxOutputBytes;
                }
                finish(m_agentFailure);
            }
            return;
        default:
            finish(tr("the sandbox's exec agent sent an unknown frame type 0x%1: "
                      "the agent and this program differ in version; restart the sandbox with --warm")
                       .arg(uchar(frame->type), 2, 16, QLatin1Char('0')));
            return;
        }
    }
    if (m_running && m_decoder.hasError())
        finish(m_decoder.error());
}

void ExecClient::onDisconnected()
{
    if (!m_running)
        return;
    // Frames may still sit in the socket's buffer.
    if (m_socket->bytesAvailable() > 0)
        onReadyRead();
    if (!m_running)
        return;
    if (!m_agentFailure.isEmpty())
        finish(m_agentFailure);
    else
        finish(tr("the sandbox's exec agent closed the connection before the command finished: "
                  "run again with --warm to restart it"));
}

void ExecClient::onSocketError()
{
    if (!m_running)
        return;
    if (m_connected) {
        // A reset after the agent's last frame still leaves those frames readable.
        onDisconnected();
        return;
    }
    const QLocalSocket::LocalSocketError code = m_socket->error();
    if (code == QLocalSocket::ConnectionRefusedError || code == QLocalSocket::ServerNotFoundError) {
        finish(tr("the sandbox's exec agent is not running (socket %1 refused the connection): "
                  "run again with --warm to restart it")
                   .arg(m_socketPath));
    } else {
        finish(
            tr("cannot connect to the sandbox's exec agent at %1 (%2): run again with --warm to restart it")
                .arg(m_socketPath, m_socket->errorString()));
    }
}

void ExecClient::onClientTimeout()
{
    if (!m_running)
        return;
    finish(tr("the sandbox's exec agent did not answer within %1 ms although the command's timeout is %2 ms: "
              "the sandbox may be stuck; stop it and run again with --warm")
               .arg(m_timer ? m_timer->interval() : 0)
               .arg(m_request.timeoutMs));
}

void ExecClient::finish(const QString &error)
{
    if (!m_running)
        return;
    m_running = false;
    closePathFd();
    if (m_timer)
        m_timer->stop();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
        m_socket = nullptr;
    }
    if (m_timer) {
        m_timer->deleteLater();
        m_timer = nullptr;
    }
    m_result.error = error;
    m_result.requestSent = m_connected;
    // Never from inside start(), and after any slot that is still on the stack returns.
    QMetaObject::invokeMethod(
        this, [this, result = m_result] { Q_EMIT finished(result); }, Qt::QueuedConnection);
}

ExecResult execSync(const QString &socketPath, const ExecRequest &request, int clientTimeoutMs)
{
    ExecClient client;
    client.setClientTimeout(clientTimeoutMs);
    ExecResult result;
    QEventLoop loop;
    QObject::connect(&client, &ExecClient::finished, &loop, [&](const ExecResult &r) {
        result = r;
        loop.quit();
    });
    client.start(socketPath, request);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    return result;
}

} // namespace aisb
