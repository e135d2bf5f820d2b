// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>

namespace aisb::test {

// A tiny HTTP/1.0 responder on 127.0.0.1 inside the test process: the "allowed local host" of the
// e2e network proofs (and, with a different token, the "other port" nobody may reach). Answers
// every request with 200 and a body holding its token; records each request's header block and
// counts accepted connections. Lives in the test's event loop: run the CLI asynchronously.
class E2eHttpServer
{
public:
    explicit E2eHttpServer(const QByteArray &token) : m_token(token)
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                ++m_connections;
                QObject::connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                QObject::connect(s, &QTcpSocket::readyRead, s, [this, s] {
                    QByteArray &buf = m_buffers[s];
                    buf += s->readAll();
                    const qsizetype end = buf.indexOf("\r\n\r\n");
                    if (end < 0)
                        return;
                    m_requests.append(buf.left(end));
                    buf.clear();
                    const QByteArray body = "e2e-body " + m_token + "\n";
                    s->write("HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " +
                             QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
                    s->disconnectFromHost();
                });
            }
        });
        m_server.listen(QHostAddress::LocalHost, 0);
    }

    bool isListening() const { return m_server.isListening(); }
    quint16 port() const { return m_server.serverPort(); }
    QByteArray token() const { return m_token; }
    int connections() const { return m_connections; }
    // Each request's header block (request line and headers, without the final blank line).
    QList<QByteArray> requests() const { return m_requests; }

private:
    QTcpServer m_server;
    QByteArray m_token;
    int m_connections = 0;
    QList<QByteArray> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace aisb::test
