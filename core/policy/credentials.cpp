// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/credentials.h"

#include <QCoreApplication>

namespace aisb::Credentials {

namespace {

Policy::Credential make(const char *name, const char *host, const char *header, const char *format,
                        QStringList env, const char *baseUrlEnv)
{
    Policy::Credential c;
    c.preset = QLatin1String(name);
    c.host = QLatin1String(host);
    c.header = QLatin1String(header);
    c.format = QLatin1String(format);
    c.env = std::move(env);
    c.baseUrlEnv = QLatin1String(baseUrlEnv);
    return c;
}

const QList<Policy::Credential> &presets()
{
    // GitHub: the REST API (api.github.com) takes "Bearer <token>"; git over HTTPS to github.com
    // takes HTTP Basic with the user x-access-token and the token as password (GitHub's form for
    // tokens over git), and the sandbox's git is pointed at the endpoint by environment
    // configuration (gitRemotePrefix).
    static const QList<Policy::Credential> list = {
        make("anthropic", "api.anthropic.com", "x-api-key", "{value}", {QStringLiteral("ANTHROPIC_API_KEY")},
             "ANTHROPIC_BASE_URL"),
        make("openai", "api.openai.com", "Authorization", "Bearer {value}",
             {QStringLiteral("OPENAI_API_KEY")}, "OPENAI_BASE_URL"),
        make("google", "generativelanguage.googleapis.com", "x-goog-api-key", "{value}",
             {QStringLiteral("GEMINI_API_KEY"), QStringLiteral("GOOGLE_API_KEY")}, "GOOGLE_GEMINI_BASE_URL"),
        make("github", "api.github.com", "Authorization", "Bearer {value}",
             {QStringLiteral("GH_TOKEN"), QStringLiteral("GITHUB_TOKEN")}, "GITHUB_API_URL"),
        make("github-git", "github.com", "Authorization", "Basic {base64:x-access-token:{value}}", {}, ""),
    };
    return list;
}

} // namespace

QStringList presetNames()
{
    QStringList out;
    for (const Policy::Credential &c : presets())
        out << c.preset;
    return out;
}

std::optional<Policy::Credential> preset(const QString &name)
{
    for (const Policy::Credential &c : presets()) {
        if (c.preset == name)
            return c;
    }
    return std::nullopt;
}

Policy::Credential effective(const Policy::Credential &rule)
{
    Policy::Credential out = rule;
    const std::optional<Policy::Credential> p = preset(rule.preset);
    if (!p)
        return out;
    if (out.host.isEmpty())
        out.host = p->host;
    if (out.header.isEmpty())
        out.header = p->header;
    if (out.format.isEmpty())
        out.format = p->format;
    if (out.env.isEmpty())
        out.env = p->env;
    if (out.baseUrlEnv.isEmpty())
        out.baseUrlEnv = p->baseUrlEnv;
    return out;
}

SourceKind sourceKind(const QString &source)
{
    if (source.startsWith(QLatin1String("env:")))
        return SourceKind::Env;
    if (source.startsWith(QLatin1String("command:")))
        return SourceKind::Command;
    if (source.startsWith(QLatin1String("keyring:")))
        return SourceKind::Keyring;
    return SourceKind::Invalid;
}

QString sourceArgument(const QString &source)
{
    const qsizetype colon = source.indexOf(QLatin1Char(':'));
    return colon < 0 ? QString() : source.mid(colon + 1);
}

namespace {

constexpr char kValue[] = "{value}";
constexpr char kBase64[] = "{base64:";

// A format split around its {value}: before + [base64 of (innerBefore + value + innerAfter)] +
// after, or before + value + after without {base64:...}.
struct FormatParts
{
    QString before, innerBefore, innerAfter, after;
    bool base64 = false;
};

std::optional<FormatParts> splitFormat(const QString &format, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<FormatParts> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (format.count(QLatin1String(kValue)) != 1)
        return fail(
            QCoreApplication::translate("aisb::Credentials", "it does not contain {value} exactly once"));
    FormatParts p;
    const qsizetype b = format.indexOf(QLatin1String(kBase64));
    const qsizetype v = format.indexOf(QLatin1String(kValue));
    if (b < 0) {
        p.before = format.left(v);
        p.after = format.mid(v + qsizetype(qstrlen(kValue)));
        return p;
    }
    const qsizetype innerStart = b + qsizetype(qstrlen(kBase64));
    const qsizetype close =
        v < innerStart ? -1 : format.indexOf(QLatin1Char('}'), v + qsizetype(qstrlen(kValue)));
    if (close < 0)
        return fail(QCoreApplication::translate("aisb::Credentials",
                                                "{base64:...} must hold {value} and end with '}'"));
    p.base64 = true;
    p.before = format.left(b);
    p.innerBefore = format.mid(innerStart, v - innerStart);
    p.innerAfter = format.mid(v + qsizetype(qstrlen(kValue)), close - v - qsizetype(qstrlen(kValue)));
    p.after = format.mid(close + 1);
    for (const QString &part : {p.before, p.innerBefore, p.innerAfter, p.after})
        if (part.contains(QLatin1Char('{')) || part.contains(QLatin1Char('}')))
            return fail(QCoreApplication::translate("aisb::Credentials",
                                                    "it has a brace outside {value} and one {base64:...}"));
    return p;
}

} // namespace

QString formatError(const QString &format)
{
    QString error;
    return splitFormat(format, &error) ? QString() : error;
}

QString headerValue(const Policy::Credential &effectiveRule, const QString &value)
{
    const std::optional<FormatParts> p = splitFormat(effectiveRule.format, nullptr);
    if (!p)
        return {};
    if (!p->base64)
        return p->before + value + p->after;
    return p->before + QString::fromLatin1((p->innerBefore + value + p->innerAfter).toUtf8().toBase64()) +
           p->after;
}

QString gitRemotePrefix(const Policy::Credential &rule)
{
    const Policy::Credential e = effective(rule);
    if (e.preset != QLatin1String("github-git") || e.host.isEmpty())
        return {};
    return QStringLiteral("https://") + e.host.toLower() + QLatin1Char('/');
}

bool setsGitConfig(const Policy &policy)
{
    if (policy.network.mode != NetworkMode::Allowlist)
        return false;
    for (const Policy::Credential &rule : policy.credentials)
        if (!gitRemotePrefix(rule).isEmpty())
            return true;
    return false;
}

int gitConfigBase(const Policy &policy)
{
    bool ok = false;
    const int n = policy.env.set.value(QStringLiteral("GIT_CONFIG_COUNT")).toInt(&ok);
    return ok && n > 0 && n <= 100 ? n : 0;
}

QString baseUrlPath(const Policy::Credential &rule)
{
    return rule.preset == QLatin1String("openai") && rule.baseUrlEnv == QLatin1String("OPENAI_BASE_URL")
               ? QStringLiteral("/v1")
               : QString();
}

bool isForbiddenHeader(const QString &header)
{
    static const QStringList forbidden = {
        QStringLiteral("host"),
        QStringLiteral("content-length"),
        QStringLiteral("transfer-encoding"),
        QStringLiteral("connection"),
        QStringLiteral("upgrade"),
        QStringLiteral("te"),
        QStringLiteral("trailer"),
        QStringLiteral("proxy-authorization"),
        QStringLiteral("via"),
    };
    return forbidden.contains(header.toLower());
}

QString describe(const Policy::Credential &rule)
{
    const Policy::Credential e = effective(rule);
    return QStringLiteral("%1 %2 from %3").arg(e.host, e.header, e.source);
}

} // namespace aisb::Credentials
