// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/terminalrecording.h"

#include "render/render.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <limits>

namespace aisb {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::TerminalRecording)
};

bool isContinuation(uchar c)
{
    return (c & 0xC0) == 0x80;
}

// Length of the valid UTF-8 sequence at s[i] (1..4), 0 when it is invalid, -1 when it is a valid
// beginning that the end of the buffer cuts short.
int utf8SequenceAt(const uchar *s, qsizetype n, qsizetype i)
{
    const uchar c = s[i];
    if (c < 0x80)
        return 1;
    int len = 0;
    uchar lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0)
            lo = 0xA0;
        else if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0)
            lo = 0x90;
        else if (c == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    for (int k = 1; k < len; ++k) {
        if (i + k >= n)
            return -1;
        const uchar b = s[i + k];
        if (k == 1 ? (b < lo || b > hi) : !isContinuation(b))
            return 0;
    }
    return len;
}
} // namespace

QList<QByteArray> secretValues(const Policy &policy, const QProcessEnvironment &host)
{
    QList<QByteArray> out;
    auto take = [&](const QString &name, const QString &value) {
        if (!value.isEmpty() && isSecretName(policy, name) && !out.contains(value.toUtf8()))
            out.append(value.toUtf8());
    };
    for (const QString &name : Render::expandPassNames(policy, host))
        if (!policy.env.set.contains(name))
            take(name, host.value(name));
    for (auto it = policy.env.set.cbegin(); it != policy.env.set.cend(); ++it)
        take(it.key(), it.value());
    std::stable_sort(out.begin(), out.end(),
                     [](const QByteArray &a, const QByteArray &b) { return a.size() > b.size(); });
    return out;
}

// ---- SecretMasker

SecretMasker::SecretMasker(QList<QByteArray> secrets)
{
    secrets.removeAll(QByteArray());
    std::stable_sort(secrets.begin(), secrets.end(),
                     [](const QByteArray &a, const QByteArray &b) { return a.size() > b.size(); });
    m_secrets = secrets;
    for (const QByteArray &s : std::as_const(m_secrets))
        m_masks.append(maskFor(s));
}

QByteArray SecretMasker::maskFor(QByteArrayView value)
{
    qsizetype chars = 0;
    for (const char c : value)
        if (!isContinuation(uchar(c)))
            ++chars;
    return QByteArray(std::max<qsizetype>(chars, 1), '*');
}

QByteArray SecretMasker::push(QByteArrayView data)
{
    if (m_secrets.isEmpty())
        return data.toByteArray();
    QByteArray buf = m_pending;
    m_pending.clear();
    buf.append(data);
    for (qsizetype k = 0; k < m_secrets.size(); ++k)
        buf.replace(m_secrets[k], m_masks[k]);
    // Hold back the longest tail that is a proper beginning of a value.
    qsizetype hold = 0;
    const qsizetype n = buf.size();
    for (const QByteArray &s : std::as_const(m_secrets)) {
        const qsizetype from = std::max<qsizetype>(n - (s.size() - 1), 0);
        for (qsizetype i = from; i < n && n - i > hold; ++i) {
            if (buf[i] == s[0] && std::memcmp(buf.constData() + i, s.constData(), size_t(n - i)) == 0) {
                hold = n - i;
                break;
            }
        }
    }
    if (hold > 0) {
        m_pending = buf.right(hold);
        buf.chop(hold);
    }
    return buf;
}

QByteArray SecretMasker::flush()
{
    if (m_pending.isEmpty())
        return {};
    const QByteArray out = maskFor(m_pending);
    m_pending.clear();
    return out;
}

// ---- JSON

qsizetype incompleteUtf8Tail(QByteArrayView bytes)
{
    const auto *s = reinterpret_cast<const uchar *>(bytes.data());
    const qsizetype n = bytes.size();
    for (qsizetype back = 1; back <= 3 && back <= n; ++back) {
        const qsizetype i = n - back;
        if (!isContinuation(s[i]))
            return utf8SequenceAt(s, n, i) == -1 ? back : 0;
    }
    return 0;
}

void appendJsonEscaped(QByteArray &out, QByteArrayView bytes)
{
    static const char hex[] = "0123456789abcdef";
    const auto *s = reinterpret_cast<const uchar *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // A run of plain printable ASCII goes in one append.
        qsizetype j = i;
        while (j < n && s[j] >= 0x20 && s[j] < 0x7f && s[j] != '"' && s[j] != '\\')
            ++j;
        if (j > i) {
            out.append(reinterpret_cast<const char *>(s + i), j - i);
            i = j;
            if (i >= n)
                break;
        }
        const uchar c = s[i];
        switch (c) {
        case '"':
            out.append("\\\"");
            ++i;
            continue;
        case '\\':
            out.append("\\\\");
            ++i;
            continue;
        case '\n':
            out.append("\\n");
            ++i;
            continue;
        case '\r':
            out.append("\\r");
            ++i;
            continue;
        case '\t':
            out.append("\\t");
            ++i;
            continue;
        case '\b':
            out.append("\\b");
            ++i;
            continue;
        case '\f':
            out.append("\\f");
            ++i;
            continue;
        default:
            break;
        }
        if (c < 0x20 || c == 0x7f) {
            const char esc[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            out.append(esc, 6);
            ++i;
            continue;
        }
        const int len = utf8SequenceAt(s, n, i);
        if (len > 0) {
            out.append(reinterpret_cast<const char *>(s + i), len);
            i += len;
        } else {
            out.append("\xEF\xBF\xBD"); // U+FFFD, one per invalid byte
            ++i;
        }
    }
}

// ---- TerminalRecorder

TerminalRecorder::TerminalRecorder(QObject *parent) : QObject(parent)
{
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(FlushMs);
    connect(&m_flushTimer, &QTimer::timeout, this, [this] {
        if (m_file.isOpen())
            m_file.flush();
    });
}

TerminalRecorder::~TerminalRecorder()
{
    finish();
}

QString TerminalRecorder::open(const Options &options)
{
    if (m_file.isOpen())
        return {};
    m_file.setFileName(options.path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return Tr::tr("The terminal recording %1 cannot be created: %2.")
            .arg(options.path, m_file.errorString());
    m_file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    m_maxBytes = options.maxBytes;
    m_out.masker = SecretMasker(options.secrets);
    m_in.masker = SecretMasker(options.secrets);
    m_startEpochMs = options.startEpochMs > 0 ? options.startEpochMs : QDateTime::currentMSecsSinceEpoch();
    m_clock.start();
    QJsonObject header{
        {QStringLiteral("version"), 2},
        {QStringLiteral("width"), options.cols},
        {QStringLiteral("height"), options.rows},
        {QStringLiteral("timestamp"), m_startEpochMs / 1000},
        {QStringLiteral("env"), QJsonObject{{QStringLiteral("TERM"), QStringLiteral("xterm-256color")},
                                            {QStringLiteral("SHELL"), QStringLiteral("/bin/bash")}}}};
    if (!options.title.isEmpty()) {
        // The title is ours (the session id): masked all the same.
        SecretMasker m(options.secrets);
        QByteArray t = m.push(options.title.toUtf8());
        t += m.flush();
        header.insert(QStringLiteral("title"), QString::fromUtf8(t));
    }
    writeLine(QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n');
    return {};
}

double TerminalRecorder::elapsed() const
{
    return double(m_clock.nsecsElapsed()) / 1e9;
}

void TerminalRecorder::output(QByteArrayView bytes)
{
    pushStream(m_out, 'o', bytes, false);
}

void TerminalRecorder::input(QByteArrayView bytes)
{
    pushStream(m_in, 'i', bytes, false);
}

void TerminalRecorder::resize(int cols, int rows)
{
    if (!m_file.isOpen() || cols <= 0 || rows <= 0)
        return;
    const QByteArray size = QByteArray::number(cols) + 'x' + QByteArray::number(rows);
    writeEvent('r', size);
}

void TerminalRecorder::pushStream(Stream &stream, char code, QByteArrayView bytes, bool last)
{
    if (!m_file.isOpen())
        return;
    QByteArray released = stream.masker.push(bytes);
    if (last)
        released += stream.masker.flush();
    if (!stream.utf8Tail.isEmpty()) {
        released.prepend(stream.utf8Tail);
        stream.utf8Tail.clear();
    }
    if (!last) {
        if (const qsizetype t = incompleteUtf8Tail(released); t > 0) {
            stream.utf8Tail = released.right(t);
            released.chop(t);
        }
    }
    if (!released.isEmpty())
        writeEvent(code, released);
}

void TerminalRecorder::writeEvent(char code, QByteArrayView bytes)
{
    m_line.clear();
    char time[32];
    const int len = std::snprintf(time, sizeof time, "[%.6f, \"%c\", \"", elapsed(), code);
    m_line.append(time, len);
    appendJsonEscaped(m_line, bytes);
    m_line.append("\"]\n");
    writeLine(m_line);
}

void TerminalRecorder::writeLine(const QByteArray &line)
{
    if (!m_file.isOpen())
        return;
    if (m_written + line.size() > m_maxBytes) {
        m_capped = true;
        m_flushTimer.stop();
        m_file.close();
        Q_EMIT capReached(m_maxBytes);
        return;
    }
    m_file.write(line);
    m_written += line.size();
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

void TerminalRecorder::finish()
{
    if (!m_file.isOpen())
        return;
    pushStream(m_out, 'o', {}, true);
    pushStream(m_in, 'i', {}, true);
    m_flushTimer.stop();
    m_file.close();
}

// ---- Asciicast

qsizetype Asciicast::indexAfter(double time) const
{
    const auto it = std::upper_bound(events.cbegin(), events.cend(), time,
                                     [](double t, const Event &e) { return t < e.time; });
    return it - events.cbegin();
}

std::optional<Asciicast> Asciicast::parse(const QByteArray &content, QString *error)
{
    auto bad = [error](int line, const QString &why) -> std::optional<Asciicast> {
        if (error)
            *error = Tr::tr("line %1: %2").arg(line).arg(why);
        return std::nullopt;
    };
    QList<QByteArray> lines = content.split('\n');
    const bool cutShort = !content.endsWith('\n');
    Asciicast cast;
    int number = 0;
    for (qsizetype k = 0; k < lines.size(); ++k) {
        const QByteArray &line = lines[k];
        ++number;
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &pe);
        const bool lastLine = k == lines.size() - 1;
        if (pe.error != QJsonParseError::NoError) {
            if (lastLine && cutShort && number > 1)
                break; // a crash cut the last line short
            return bad(number, Tr::tr("not JSON (%1)").arg(pe.errorString()));
        }
        if (number == 1) {
            if (!doc.isObject())
                return bad(number, Tr::tr("the header must be a JSON object"));
            cast.header = doc.object();
            if (cast.header.value(QStringLiteral("version")).toInt() != 2)
                return bad(number, Tr::tr("not asciicast version 2"));
            cast.width = cast.header.value(QStringLiteral("width")).toInt();
            cast.height = cast.header.value(QStringLiteral("height")).toInt();
            cast.timestamp = qint64(cast.header.value(QStringLiteral("timestamp")).toDouble());
            if (cast.width <= 0 || cast.height <= 0)
                return bad(number, Tr::tr("the header has no width and height"));
            continue;
        }
        const QJsonArray a = doc.array();
        if (!doc.isArray() || a.size() != 3 || !a[0].isDouble() || !a[1].isString() || !a[2].isString())
            return bad(number, Tr::tr("an event must be [time, code, data]"));
        const QString code = a[1].toString();
        if (code.size() != 1)
            return bad(number, Tr::tr("unknown event code \"%1\"").arg(code.left(8)));
        Event e;
        e.time = a[0].toDouble();
        e.code = char(code[0].toLatin1());
        e.data = a[2].toString().toUtf8();
        if (!cast.events.isEmpty() && e.time < cast.events.constLast().time)
            e.time = cast.events.constLast().time; // players treat time as monotonic
        cast.events.append(e);
    }
    if (cast.width <= 0)
        return bad(1, Tr::tr("there is no header"));
    return cast;
}

std::optional<Asciicast> Asciicast::read(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("%1 cannot be read: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    QString why;
    std::optional<Asciicast> cast = parse(f.readAll(), &why);
    if (!cast && error)
        *error = QStringLiteral("%1: %2").arg(path, why);
    return cast;
}

QList<ReplayFrame> replaySchedule(const Asciicast &cast, double speed, double idleLimit)
{
    QList<ReplayFrame> out;
    if (!(speed > 0))
        speed = 1;
    if (!(idleLimit > 0))
        idleLimit = std::numeric_limits<double>::infinity();
    double previous = 0;
    double due = 0;
    for (const Asciicast::Event &e : cast.events) {
        due += std::min(e.time - previous, idleLimit) / speed;
        previous = e.time;
        if (e.code != 'o')
            continue;
        if (!out.isEmpty() && out.constLast().due >= due - 0.001)
            out.last().data += e.data; // one write for what is due together
        else
            out.append({due, e.data});
    }
    return out;
}

} // namespace aisb
