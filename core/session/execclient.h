// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/execprotocol.h"

#include <QObject>
#include <QPointer>

class QLocalSocket;
class QTimer;

namespace aisb {

// Runs one command through a warm sandbox's exec agent (see execprotocol.h), streaming its output.
// One ExecClient runs one command; create another for the next. Deleting it or calling
// cancel() mid-run disconnects, and the agent then kills the command's whole process group.
class ExecClient : public QObject
{
    Q_OBJECT
public:
    explicit ExecClient(QObject *parent = nullptr);
    ~ExecClient() override;

    // Connects to the agent's socket (a host path) and sends the request. finished() always
    // follows, never from inside start().
    void start(const QString &socketPath, const ExecRequest &request);
    // Only when the request had closeStdin = false.
    void writeStdin(const QByteArray &data);
    void closeStdin();
    // Disconnects; the agent kills the command. finished() follows with an error.
    void cancel();

    bool isRunning() const { return m_running; }
    // Keep stdout/stderr in the ExecResult as well as emitting them (default true).
    void setCollectOutput(bool collect) { m_collect = collect; }
    // Safety net in case the agent stops answering. 0 (default) = the request's timeout
    // plus the agent's kill grace and some slack, none when the request has no timeout;
    // > 0 = that many ms; < 0 = none.
    void setClientTimeout(int ms) { m_clientTimeoutMs = ms; }

Q_SIGNALS:
    void stdoutData(const QByteArray &data);
    void stderrData(const QByteArray &data);
    void finished(const aisb::ExecResult &result);

private:
    QString openCheckedSocket();
    void closePathFd();
    void onConnected();
    void onReadyRead();
    void onDisconnected();
    void onSocketError();
    void onClientTimeout();
    void finish(const QString &error);

    QLocalSocket *m_socket = nullptr;
    QTimer *m_timer = nullptr;
    QString m_socketPath;
    int m_pathFd = -1;             // O_PATH descriptor of the checked socket, until connected
    qint64 m_received[2] = {0, 0}; // stdout, stderr bytes the agent sent
    ExecRequest m_request;
    ExecProtocol::Decoder m_decoder;
    ExecResult m_result;
    QString m_agentFailure;
    int m_clientTimeoutMs = 0;
    bool m_collect = true;
    bool m_running = false;
    bool m_connected = false;
};

// Runs one command and waits for it in a local event loop: for the CLI, NOT for a GUI
// thread (the window would freeze). clientTimeoutMs as ExecClient::setClientTimeout().
ExecResult execSync(const QString &socketPath, const ExecRequest &request, int clientTimeoutMs = 0);

// The sandbox owns the folder its agent's socket is in. Opens (O_PATH, no symlink followed) the
// socket at `socketPath` when it is a socket of the sandbox user, and returns the descriptor to
// connect through (agentSocketConnectPath) and then close; -1 with `error` set otherwise.
int openAgentSocket(const QString &socketPath, QString *error = nullptr);
QString agentSocketConnectPath(int fd); // "/proc/self/fd/<fd>"

} // namespace aisb
