// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/credentials.h"

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
    // GitHub: the REST API (api.github.com) takes "Bearer <token>". git over HTTPS to github.com
    // wants Basic auth and an https:// remote, which a plain-HTTP gate endpoint cannot be without
    // rewriting the remote: not a preset (docs/policy.md says how to write such a rule by hand).
    static const QList<Policy::Credential> list = {
        make("anthropic", "api.anthropic.com", "x-api-key", "{value}", {QStringLiteral("ANTHROPIC_API_KEY")},
             "ANTHROPIC_BASE_URL"),
        make("openai", "api.openai.com", "Authorization", "Bearer {value}",
             {QStringLiteral("OPENAI_API_KEY")}, "OPENAI_BASE_URL"),
        make("google", "generativelanguage.googleapis.com", "x-goog-api-key", "{value}",
             {QStringLiteral("GEMINI_API_KEY"), QStringLiteral("GOOGLE_API_KEY")}, "GOOGLE_GEMINI_BASE_URL"),
        make("github", "api.github.com", "Authorization", "Bearer {value}",
             {QStringLiteral("GH_TOKEN"), QStringLiteral("GITHUB_TOKEN")}, "GITHUB_API_URL"),
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

QString headerValue(const Policy::Credential &effectiveRule, const QString &value)
{
    QString out = effectiveRule.format;
    out.replace(QLatin1String("{value}"), value);
    return out;
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
