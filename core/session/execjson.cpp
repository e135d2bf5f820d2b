// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/execjson.h"

#include <QRegularExpression>
#include <QStringDecoder>

namespace aisb::ExecJson {

namespace {
constexpr QByteArrayView LogPrefix = "time=\"";
constexpr qsizetype MaxLogLine = 64 * 1024;

bool isPodmanLogLine(const QByteArray &line)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^time="[^"]*" level=(trace|debug|info|warning|error|fatal|panic) msg=.*\n?$)"),
        QRegularExpression::DotMatchesEverythingOption);
    return isUtf8(line) && re.match(QString::fromUtf8(line)).hasMatch();
}
} // namespace

bool isUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes);
    return !decoder.hasError();
}

void putBytes(QJsonObject &o, const QString &name, const QByteArray &bytes)
{
    const bool utf8 = isUtf8(bytes);
    o.insert(name, QString::fromUtf8(bytes));
    o.insert(name + QStringLiteral("_encoding"), utf8 ? QStringLiteral("utf-8") : QStringLiteral("base64"));
    if (!utf8)
        o.insert(name + QStringLiteral("_base64"), QString::fromLatin1(bytes.toBase64()));
}

QJsonObject result(const ExecResult &r, int exitCode, const Context &context, const QString &errorKind,
                   const QString &errorMessage)
{
    QJsonObject o{{QStringLiteral("schema"), Schema},
                  {QStringLiteral("exit_code"), exitCode},
                  {QStringLiteral("signal"), r.signal},
                  {QStringLiteral("timed_out"), r.timedOut},
                  {QStringLiteral("timeout_ms"), context.timeoutMs},
                  {QStringLiteral("duration_ms"), r.durationMs},
                  {QStringLiteral("truncated"), r.truncated || r.stdoutTruncated || r.stderrTruncated},
                  {QStringLiteral("stdout_truncated"), r.stdoutTruncated},
                  {QStringLiteral("stderr_truncated"), r.stderrTruncated},
                  {QStringLiteral("max_output_bytes"), context.maxOutputBytes},
                  {QStringLiteral("warm"), context.warm}};
    putBytes(o, QStringLiteral("stdout"), r.stdoutData);
    putBytes(o, QStringLiteral("stderr"), r.stderrData);
    if (errorKind.isEmpty())
        o.insert(QStringLiteral("error"), QJsonValue());
    else
        o.insert(QStringLiteral("error"),
                 QJsonObject{{QStringLiteral("kind"), errorKind}, {QStringLiteral("message"), errorMessage}});
    return o;
}

QJsonObject failure(const QString &kind, const QString &message, int exitCode, const Context &context)
{
    return result(ExecResult(), exitCode, context, kind, message);
}

QByteArray PodmanLogFilter::feed(const QByteArray &data, QByteArray *podmanLines)
{
    QByteArray out;
    for (const char c : data) {
        if (!m_lineStart) {
            out += c;
            m_lineStart = c == '\n';
            continue;
        }
        m_partial += c;
        // Past the head of the stream only a line that starts like podman's log format is held.
        if (!m_head && m_partial.size() <= LogPrefix.size()) {
            if (!LogPrefix.startsWith(QByteArrayView(m_partial))) {
                out += m_partial;
                m_partial.clear();
                m_lineStart = c == '\n';
            }
            continue;
        }
        if (c == '\n') {
            if (isPodmanLine(m_partial)) {
                *podmanLines += m_partial;
            } else {
                out += m_partial;
                m_head = false;
            }
            m_partial.clear();
        } else if (m_partial.size() > MaxLogLine) {
            out += m_partial;
            m_partial.clear();
            m_lineStart = false;
            m_head = false;
        }
    }
    return out;
}

bool PodmanLogFilter::isPodmanLine(const QByteArray &line) const
{
    if (isPodmanLogLine(line))
        return true;
    // podman prints the warnings of creating the container before the container starts: only
    // the head of the stream can hold them.
    static const QRegularExpression warning(QStringLiteral(
        R"(^(Resource limits are not supported and ignored on cgroups V1 rootless systems|Your kernel does not support [^\n]*)\n?$)"));
    return m_head && isUtf8(line) && warning.match(QString::fromUtf8(line)).hasMatch();
}

QByteArray PodmanLogFilter::flush(QByteArray *podmanLines)
{
    QByteArray out;
    if (!m_partial.isEmpty())
        (isPodmanLine(m_partial) ? *podmanLines : out) += m_partial;
    m_partial.clear();
    m_lineStart = true;
    m_head = true;
    return out;
}

} // namespace aisb::ExecJson
