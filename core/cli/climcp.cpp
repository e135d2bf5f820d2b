// SPDX-License-Identifier: GPL-3.0-or-later
// `ai-sandbox mcp`: a Model Context Protocol server on stdio (JSON-RPC 2.0, one message per line)
// that offers the project's warm sandbox as tools: `bash` (a command, result object of
// docs/exec.md as structured content), `read_file` and `write_file` (inside /project). Every tool
// runs in the sandbox through its exec agent, as the sandbox user: the sandbox's own limits apply.
#include "cli/cli.h"
#include "engine/podman.h"
#include "render/render.h"
#include "session/execclient.h"
#include "session/execjson.h"
#include "session/warmsandbox.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSocketNotifier>
#include <cerrno>
#include <unistd.h>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}

const QStringList SupportedVersions = {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"),
                                       QStringLiteral("2025-03-26"), QStringLiteral("2024-11-05")};

// JSON-RPC error codes.
constexpr int ParseError = -32700;
constexpr int InvalidRequest = -32600;
constexpr int MethodNotFound = -32601;
constexpr int InvalidParams = -32602;

QJsonObject schemaOf(const QJsonObject &properties, const QStringList &required)
{
    return {{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"), properties},
            {QStringLiteral("required"), QJsonArray::fromStringList(required)},
            {QStringLiteral("additionalProperties"), false}};
}

QJsonObject prop(const char *type, const QString &description)
{
    return {{QStringLiteral("type"), QLatin1String(type)}, {QStringLiteral("description"), description}};
}

class McpServer : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(aisb::Cli)

public:
    McpServer(QString socket, qint64 defaultTimeoutMs, qint64 maxTimeoutMs, qint64 maxOutput)
        : m_socket(std::move(socket)), m_defaultTimeoutMs(defaultTimeoutMs), m_maxTimeoutMs(maxTimeoutMs),
          m_maxOutput(maxOutput), m_notifier(STDIN_FILENO, QSocketNotifier::Read)
    {
        connect(&m_notifier, &QSocketNotifier::activated, this, &McpServer::onReadable);
    }

    void run() { m_loop.exec(); }

private:
    void onReadable()
    {
        char buf[65536];
        const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            return;
        if (n <= 0) {
            // The client closed stdin: finish what runs, then leave (MCP's stdio shutdown).
            m_notifier.setEnabled(false);
            m_inputClosed = true;
            if (!m_buffer.trimmed().isEmpty())
                handleLine(m_buffer);
            m_buffer.clear();
            quitWhenIdle();
            return;
        }
        m_buffer.append(buf, n);
        qsizetype nl;
        while ((nl = m_buffer.indexOf('\n')) >= 0) {
            const QByteArray line = m_buffer.left(nl);
            m_buffer.remove(0, nl + 1);
            if (!line.trimmed().isEmpty())
                handleLine(line);
        }
        if (m_buffer.size() > 64 * 1024 * 1024) {
            sendError(QJsonValue(), InvalidRequest, tr("a message longer than 64 MiB"));
            m_buffer.clear();
        }
    }

    void quitWhenIdle()
    {
        if (m_inputClosed && m_running.isEmpty())
            m_loop.quit();
    }

    void send(const QJsonObject &message)
    {
        QByteArray line = QJsonDocument(message).toJson(QJsonDocument::Compact);
        line += '\n';
        const char *p = line.constData();
        qsizetype left = line.size();
        while (left > 0) {
            const ssize_t n = ::write(STDOUT_FILENO, p, size_t(left));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return;
            p += n;
            left -= n;
        }
    }

    void sendResult(const QJsonValue &id, const QJsonObject &result)
    {
        send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
              {QStringLiteral("id"), id},
              {QStringLiteral("result"), result}});
    }

    void sendError(const QJsonValue &id, int code, const QString &message)
    {
        send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
              {QStringLiteral("id"), id},
              {QStringLiteral("error"),
               QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}});
    }

    void handleLine(const QByteArray &line)
    {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            sendError(QJsonValue(), ParseError, tr("not JSON: %1").arg(parseError.errorString()));
            return;
        }
        if (!doc.isObject()) {
            sendError(QJsonValue(), InvalidRequest,
                      tr("a JSON-RPC message is one object (batches are not supported)"));
            return;
        }
        const QJsonObject m = doc.object();
        const QString method = m.value(QStringLiteral("method")).toString();
        const bool isRequest = m.contains(QStringLiteral("id"));
        const QJsonValue id = m.value(QStringLiteral("id"));
        if (m.value(QStringLiteral("jsonrpc")).toString() != QLatin1String("2.0") || method.isEmpty()) {
            if (isRequest && !m.contains(QStringLiteral("result")) && !m.contains(QStringLiteral("error")))
                sendError(id, InvalidRequest,
                          tr("not a JSON-RPC 2.0 request: \"jsonrpc\": \"2.0\" and a method are needed"));
            return; // a response to nothing we asked, or a malformed notification: ignored
        }
        const QJsonObject params = m.value(QStringLiteral("params")).toObject();
        if (!isRequest) {
            if (method == QLatin1String("notifications/cancelled")) {
                const QString key =
                    QString::fromUtf8(QJsonDocument(QJsonArray{params.value(QStringLiteral("requestId"))})
                                          .toJson(QJsonDocument::Compact));
                if (QPointer<ExecClient> c = m_running.value(key); c) {
                    m_cancelled.insert(key);
                    c->cancel();
                }
            }
            return; // notifications/initialized and others need no answer
        }
        if (method == QLatin1String("initialize")) {
            const QString asked = params.value(QStringLiteral("protocolVersion")).toString();
            sendResult(id,
                       {{QStringLiteral("protocolVersion"),
                         SupportedVersions.contains(asked) ? asked : SupportedVersions.first()},
                        {QStringLiteral("capabilities"),
                         QJsonObject{
                             {QStringLiteral("tools"), QJsonObject{{QStringLiteral("listChanged"), false}}}}},
                        {QStringLiteral("serverInfo"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("ai-sandbox")},
                                     {QStringLiteral("version"), QCoreApplication::applicationVersion()}}},
                        {QStringLiteral("instructions"),
                         tr("Every tool runs inside a podman sandbox that sees only the project (at "
                            "/project), reaches only the "
                            "hosts its policy allows and gets only the variables it names.")}});
        } else if (method == QLatin1String("ping")) {
            sendResult(id, {});
        } else if (method == QLatin1String("tools/list")) {
            sendResult(id, {{QStringLiteral("tools"), tools()}});
        } else if (method == QLatin1String("tools/call")) {
            callTool(id, params);
        } else {
            sendError(id, MethodNotFound, tr("unknown method %1").arg(method.left(100)));
        }
    }

    QJsonArray tools() const
    {
        const QJsonObject resultSchema{
            {QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"),
             QJsonObject{
                 {QStringLiteral("schema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")}}},
                 {QStringLiteral("exit_code"),
                  QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")}}},
                 {QStringLiteral("timed_out"),
                  QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")}}},
                 {QStringLiteral("stdout"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}},
                 {QStringLiteral("stderr"),
                  QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}}},
            {QStringLiteral("required"),
             QJsonArray{QStringLiteral("schema"), QStringLiteral("exit_code"), QStringLiteral("timed_out"),
                        QStringLiteral("stdout"), QStringLiteral("stderr")}}};
        const QString timeout = tr("Timeout in milliseconds (default %1, at most %2).")
                                    .arg(m_defaultTimeoutMs)
                                    .arg(m_maxTimeoutMs);
        return {
            QJsonObject{
                {QStringLiteral("name"), QStringLiteral("bash")},
                {QStringLiteral("title"), tr("Run a bash command in the sandbox")},
                {QStringLiteral("description"), tr("Runs `bash -c COMMAND` in the project's sandbox, in "
                                                   "/project. The result has the exit code, stdout "
                                                   "and stderr (docs/exec.md of ai-sandbox); network access "
                                                   "is limited to the policy's hosts.")},
                {QStringLiteral("inputSchema"),
                 schemaOf({{QStringLiteral("command"), prop("string", tr("The bash command line."))},
                           {QStringLiteral("timeout_ms"), prop("integer", timeout)}},
                          {QStringLiteral("command")})},
                {QStringLiteral("outputSchema"), resultSchema}},
            QJsonObject{{QStringLiteral("name"), QStringLiteral("read_file")},
                        {QStringLiteral("title"), tr("Read a file of the project")},
                        {QStringLiteral("description"),
                         tr("Reads a file inside /project (a relative path is relative to /project).")},
                        {QStringLiteral("inputSchema"),
                         schemaOf({{QStringLiteral("path"), prop("string", tr("The file's path."))}},
                                  {QStringLiteral("path")})}},
            QJsonObject{
                {QStringLiteral("name"), QStringLiteral("write_file")},
                {QStringLiteral("title"), tr("Write a file of the project")},
                {QStringLiteral("description"),
                 tr("Writes (creates or replaces) a file inside /project with the given UTF-8 text.")},
                {QStringLiteral("inputSchema"),
                 schemaOf({{QStringLiteral("path"), prop("string", tr("The file's path."))},
                           {QStringLiteral("content"), prop("string", tr("The new content."))}},
                          {QStringLiteral("path"), QStringLiteral("content")})}},
        };
    }

    // A path inside /project, or "" when it leaves it.
    static QString projectPath(const QString &path)
    {
        if (path.isEmpty() || path.contains(QChar(0)))
            return {};
        const QString abs =
            QDir::cleanPath(path.startsWith(QLatin1Char('/')) ? path : QStringLiteral("/project/") + path);
        return abs.startsWith(QLatin1String("/project/")) ? abs : QString();
    }

    void toolError(const QJsonValue &id, const QString &text)
    {
        sendResult(id, {{QStringLiteral("content"),
                         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                {QStringLiteral("text"), text}}}},
                        {QStringLiteral("isError"), true}});
    }

    void callTool(const QJsonValue &id, const QJsonObject &params)
    {
        const QString name = params.value(QStringLiteral("name")).toString();
        const QJsonObject args = params.value(QStringLiteral("arguments")).toObject();
        ExecRequest req;
        req.maxOutputBytes = m_maxOutput;
        req.timeoutMs = m_defaultTimeoutMs;
        if (name == QLatin1String("bash")) {
            const QJsonValue command = args.value(QStringLiteral("command"));
            if (!command.isString()) {
                sendError(id, InvalidParams, tr("bash needs \"command\", a string"));
                return;
            }
            if (args.contains(QStringLiteral("timeout_ms"))) {
                const double t = args.value(QStringLiteral("timeout_ms")).toDouble(-1);
                if (t <= 0 || t > double(m_maxTimeoutMs)) {
                    toolError(
                        id,
                        tr("timeout_ms must be from 1 to %1 (the sandbox's maximum); got %2")
                            .arg(m_maxTimeoutMs)
                            .arg(args.value(QStringLiteral("timeout_ms")).toVariant().toString().left(40)));
                    return;
                }
                req.timeoutMs = qint64(t);
            }
            req.argv = QStringList{QStringLiteral("bash"), QStringLiteral("-c"), command.toString()};
        } else if (name == QLatin1String("read_file") || name == QLatin1String("write_file")) {
            const QString path = projectPath(args.value(QStringLiteral("path")).toString());
            if (path.isEmpty()) {
                toolError(id, tr("the path must be a file inside /project; got \"%1\"")
                                  .arg(args.value(QStringLiteral("path")).toString().left(200)));
                return;
            }
            if (name == QLatin1String("read_file")) {
                req.argv = QStringList{QStringLiteral("cat"), QStringLiteral("--"), path};
            } else {
                const QJsonValue content = args.value(QStringLiteral("content"));
                if (!content.isString()) {
                    sendError(id, InvalidParams, tr("write_file needs \"content\", a string"));
                    return;
                }
                req.argv = QStringList{QStringLiteral("sh"), QStringLiteral("-c"),
                                       QStringLiteral("cat > \"$1\""), QStringLiteral("sh"), path};
                req.stdinData = content.toString().toUtf8();
            }
        } else {
            sendError(
                id, InvalidParams,
                tr("unknown tool %1: the tools are bash, read_file and write_file").arg(name.left(100)));
            return;
        }

        const QString key = QString::fromUtf8(QJsonDocument(QJsonArray{id}).toJson(QJsonDocument::Compact));
        auto *client = new ExecClient(this);
        m_running.insert(key, client);
        const qint64 timeoutMs = req.timeoutMs;
        connect(
            client, &ExecClient::finished, this,
            [this, client, id, key, name, timeoutMs](const ExecResult &r) {
                client->deleteLater();
                m_running.remove(key);
                if (m_cancelled.remove(key)) { // the client gave up on it: no answer (MCP cancellation)
                    quitWhenIdle();
                    return;
                }
                ExecJson::Context context{timeoutMs, m_maxOutput, true};
                QString kind;
                if (!r.error.isEmpty())
                    kind = QLatin1String(r.exitCode == 126 || r.exitCode == 127 ? ExecJson::Kind::Command
                                                                                : ExecJson::Kind::Agent);
                int code = r.exitCode;
                if (!kind.isEmpty() && kind != QLatin1String(ExecJson::Kind::Command))
                    code = 125;
                else if (r.timedOut)
                    code = 124;
                const QJsonObject structured = ExecJson::result(r, code, context, kind, r.error);
                const bool failed = code != 0 || !kind.isEmpty();
                QString text;
                if (name == QLatin1String("bash")) {
                    text = QString::fromUtf8(r.stdoutData);
                    if (!r.stderrData.isEmpty())
                        text += (text.isEmpty() || text.endsWith(QLatin1Char('\n')) ? QString()
                                                                                    : QStringLiteral("\n")) +
                                QStringLiteral("[stderr]\n") + QString::fromUtf8(r.stderrData);
                    if (r.timedOut)
                        text += tr("\n[timed out after %1 ms]").arg(timeoutMs);
                    else if (code != 0)
                        text += tr("\n[exit code %1]").arg(code);
                    if (!r.error.isEmpty())
                        text += QStringLiteral("\n[") + r.error + QLatin1Char(']');
                } else if (name == QLatin1String("read_file")) {
                    text =
                        failed ? QString::fromUtf8(r.stderrData) + r.error : QString::fromUtf8(r.stdoutData);
                } else {
                    text = failed ? QString::fromUtf8(r.stderrData) + r.error : tr("written");
                }
                QJsonObject result{{QStringLiteral("content"),
                                    QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                           {QStringLiteral("text"), text}}}},
                                   {QStringLiteral("isError"), failed}};
                if (name == QLatin1String("bash"))
                    result.insert(QStringLiteral("structuredContent"), structured);
                sendResult(id, result);
                quitWhenIdle();
            });
        client->start(m_socket, req);
    }

    QString m_socket;
    qint64 m_defaultTimeoutMs;
    qint64 m_maxTimeoutMs;
    qint64 m_maxOutput;
    QSocketNotifier m_notifier;
    QEventLoop m_loop;
    QByteArray m_buffer;
    QHash<QString, QPointer<ExecClient>> m_running;
    QSet<QString> m_cancelled;
    bool m_inputClosed = false;
};

} // namespace

int Cli::mcp(const CliInvocation &inv)
{
    // stdout is the protocol's: everything else goes to stderr.
    Policy policy;
    if (!launchPolicy(inv, policy))
        return BadPolicy;
    const qint64 policyTimeoutMs = qint64(policy.limits.execTimeoutSec) * 1000;
    if (policyTimeoutMs <= 0) {
        m_err << "ai-sandbox: "
              << tr("limits.exec_timeout is 0 (no timeout), which the MCP server refuses: set exec_timeout "
                    "in [limits] "
                    "to a duration such as \"120s\"")
              << Qt::endl;
        return BadPolicy;
    }
    Podman podman(podmanConnection(inv));
    const WarmSandbox::Found found =
        WarmSandbox::find(podman, inv.projectDir, Render::policyFingerprint(policy));
    QString socket = found.socket;
    if (socket.isEmpty()) {
        QString kind, reason;
        socket = startWarm(podman, inv, policy, &kind, &reason);
        if (socket.isEmpty()) {
            m_err << "ai-sandbox: " << reason << Qt::endl;
            return PodmanFailed;
        }
    }
    m_err << "ai-sandbox: " << tr("MCP server for %1 on stdio (warm sandbox ready)").arg(inv.projectDir)
          << Qt::endl;
    McpServer server(socket, policyTimeoutMs, qMax<qint64>(ExecJson::DefaultMaxTimeoutMs, policyTimeoutMs),
                     inv.maxOutputBytes);
    server.run();
    return Ok;
}

} // namespace aisb
