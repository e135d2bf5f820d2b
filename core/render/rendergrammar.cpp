// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/rendergrammar.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QHostAddress>
#include <QRegularExpression>

namespace aisb::RenderGrammar {

namespace {

bool matches(const QString &pattern, const QString &s)
{
    // Compiling a pattern costs far more than matching it: keep each one compiled (per thread,
    // renderers may run off the GUI thread).
    thread_local QHash<QString, QRegularExpression> cache;
    auto it = cache.find(pattern);
    if (it == cache.end())
        it = cache.insert(pattern, QRegularExpression(QRegularExpression::anchoredPattern(pattern)));
    return it->match(s).hasMatch();
}

} // namespace

bool hasControl(const QString &s)
{
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0) || u == 0x2028 || u == 0x2029)
            return true;
    }
    return false;
}

bool isDebianPackage(const QString &s)
{
    return s.size() <= 200 &&
           matches(QStringLiteral("[a-z0-9][a-z0-9+.-]*(:[a-z0-9-]+)?(=[A-Za-z0-9.+~:-]+)?"), s);
}

bool isImageReference(const QString &s)
{
    return s.size() <= 255 &&
           matches(QStringLiteral("[A-Za-z0-9][A-Za-z0-9._/-]*(:[A-Za-z0-9_][A-Za-z0-9._-]*)?"
                                  "(@sha256:[a-f0-9]{64})?"),
                   s);
}

bool isDomain(const QString &s, bool allowLeadingDot)
{
    QString name = s;
    if (allowLeadingDot && name.startsWith(QLatin1Char('.')))
        name.remove(0, 1);
    if (name.isEmpty() || name.size() > 253)
        return false;
    return matches(QStringLiteral("[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                                  "(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*"),
                   name);
}

bool isEnvName(const QString &s)
{
    return s.size() <= 255 && matches(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"), s);
}

bool isEnvGlob(const QString &s)
{
    return s.size() <= 255 && (s.contains(QLatin1Char('*')) || s.contains(QLatin1Char('?'))) &&
           matches(QStringLiteral("[A-Za-z0-9_*?]+"), s);
}

bool isSize(const QString &s)
{
    return matches(QStringLiteral("[0-9]{1,12}[bkmgBKMG]?"), s);
}

bool isResourceName(const QString &s)
{
    return s.size() <= 128 && matches(QStringLiteral("[A-Za-z0-9][A-Za-z0-9_.-]*"), s);
}

bool isIPv4(const QString &s)
{
    QHostAddress a;
    if (!matches(QStringLiteral("[0-9]{1,3}(\\.[0-9]{1,3}){3}"), s) || !a.setAddress(s))
        return false;
    return a.protocol() == QAbstractSocket::IPv4Protocol && a.toString() == s;
}

bool isMountPath(const QString &s)
{
    if (s.isEmpty() || !s.startsWith(QLatin1Char('/')) || s.size() > 4096 || hasControl(s))
        return false;
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')))
        return false;
    // Only clean paths: no "..", no "//", no trailing "/" (except "/" itself).
    return QDir::cleanPath(s) == s;
}

bool isCommandArgument(const QString &s)
{
    return !s.contains(QChar(0));
}

QByteArray containerResource(const char *name)
{
    static const QHash<QString, QByteArray> all = [] {
        QHash<QString, QByteArray> h;
        for (const char *n :
             {"Containerfile.in", "gate.Containerfile.in", "entrypoint.sh", "squid.conf.in", "exec-agent.pl",
              "firewall-reader.pl", "pi-wrapper.sh", "pi-gate-endpoints.js"}) {
            QFile f(QStringLiteral(":/containers/") + QLatin1String(n));
            if (!f.open(QIODevice::ReadOnly))
                qFatal("ai-sandbox: the built-in template :/containers/%s is missing (a build error)", n);
            h.insert(QLatin1String(n), f.readAll());
        }
        return h;
    }();
    const auto it = all.constFind(QLatin1String(name));
    Q_ASSERT(it != all.constEnd());
    return it == all.constEnd() ? QByteArray() : *it;
}

void warn(QStringList *warnings, const QString &message)
{
    if (warnings)
        warnings->append(message);
}

QString shown(const QString &value)
{
    QString out;
    for (const QChar c : value.left(80)) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out +=
                QStringLiteral("\\x") + QString::number(c.unicode(), 16).rightJustified(2, QLatin1Char('0'));
        else
            out += c;
    }
    if (value.size() > 80)
        out += QStringLiteral("...");
    return QLatin1Char('"') + out + QLatin1Char('"');
}

} // namespace aisb::RenderGrammar
