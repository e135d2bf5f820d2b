// SPDX-License-Identifier: GPL-3.0-or-later
// Render: the sandbox's env file, pass-through expansion, and display quoting.
#include "policy/credentials.h"
#include "render/render.h"
#include "render/rendergrammar.h"

#include <QRegularExpression>

namespace aisb::Render {

using namespace RenderGrammar;

namespace {

// podman reads env files line by line (64 KiB lines at most) and strips a trailing '\r':
// a value must fit on one line of that reader to arrive unchanged.
constexpr int maxEnvLine = 60000;

// What the entrypoint strips after dropping privileges (containers/entrypoint.sh).
constexpr char envFilePrefix[] = "AISB_ENV_";

bool isExpressibleValue(const QString &value)
{
    return !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r')) &&
           !value.contains(QChar(0)) && value.toUtf8().size() <= maxEnvLine;
}

// Names the sandbox's own plumbing sets: never taken from the policy or the host.
bool isReservedName(const Policy &policy, const QString &name)
{
    if (name.startsWith(QLatin1String("AISB_")))
        return true;
    if (policy.network.mode != NetworkMode::Allowlist)
        return false;
    // The variables of [[credentials]] rules hold the placeholder and the gate's endpoint, never
    // a host value of the same name (that would be the very key the gate keeps out).
    for (const Policy::Credential &rule : policy.credentials) {
        const Policy::Credential c = Credentials::effective(rule);
        if (c.env.contains(name) || c.baseUrlEnv == name)
            return true;
    }
    static const QStringList proxyNames = {QStringLiteral("HTTP_PROXY"), QStringLiteral("HTTPS_PROXY"),
                                           QStringLiteral("NO_PROXY"), QStringLiteral("ALL_PROXY"),
                                           QStringLiteral("FTP_PROXY")};
    return proxyNames.contains(name.toUpper());
}

// git's environment configuration, when a github-git rule sets it (Render::credentialEnvironment):
// the host's entries never (they could not be merged), env.set's below its GIT_CONFIG_COUNT only.
// GIT_CONFIG_COUNT itself is the session's (env.set's count plus the rules' entries).
bool isGitConfigName(const QString &name)
{
    static const QRegularExpression indexed(QStringLiteral("^GIT_CONFIG_(KEY|VALUE)_(\\d+)$"));
    return name == QLatin1String("GIT_CONFIG_COUNT") || indexed.match(name).hasMatch();
}

bool isReservedGitSetName(const Policy &policy, const QString &name)
{
    static const QRegularExpression indexed(QStringLiteral("^GIT_CONFIG_(KEY|VALUE)_(\\d+)$"));
    const QRegularExpressionMatch m = indexed.match(name);
    return m.hasMatch() && m.captured(2).toInt() >= Credentials::gitConfigBase(policy);
}

QRegularExpression globRegex(const QString &glob)
{
    // Anchored by default; env names hold no '/', so path semantics do not matter.
    return QRegularExpression(QRegularExpression::wildcardToRegularExpression(glob));
}

} // namespace

QStringList expandPassNames(const Policy &policy, const QProcessEnvironment &host)
{
    QStringList out;
    const QStringList hostNames = host.keys();
    for (const QString &p : policy.env.pass) {
        if (isEnvName(p)) {
            if (host.contains(p))
                out.append(p);
        } else if (isEnvGlob(p)) {
            const QRegularExpression re = globRegex(p);
            for (const QString &n : hostNames) {
                if (isEnvName(n) && re.match(n).hasMatch())
                    out.append(n);
            }
        }
    }
    out.sort();
    out.removeDuplicates();
    return out;
}

EnvFile envFile(const Policy &policy, const QProcessEnvironment &host)
{
    EnvFile result;
    QMap<QString, QString> values; // sorted by name
    auto reject = [&result](const QString &name) {
        if (!result.rejected.contains(name))
            result.rejected.append(name);
    };

    for (const QString &p : policy.env.pass) {
        if (isEnvName(p)) {
            if (!host.contains(p))
                result.missing.append(p);
        } else if (!isEnvGlob(p)) {
            reject(p);
        }
    }
    for (const QString &name : expandPassNames(policy, host)) {
        const QString value = host.value(name);
        if (isReservedName(policy, name) || !isExpressibleValue(value) ||
            (Credentials::setsGitConfig(policy) && isGitConfigName(name)))
            reject(name);
        else
            values.insert(name, value);
    }
    // Literal values win over pass-through of the same name.
    const bool gitConfig = Credentials::setsGitConfig(policy);
    for (auto it = policy.env.set.cbegin(); it != policy.env.set.cend(); ++it) {
        if (gitConfig && it.key() == QLatin1String("GIT_CONFIG_COUNT")) {
            values.remove(it.key()); // merged into the session's count (credentialEnvironment)
            continue;
        }
        if (!isEnvName(it.key()) || isReservedName(policy, it.key()) || !isExpressibleValue(it.value()) ||
            (gitConfig && isReservedGitSetName(policy, it.key()))) {
            values.remove(it.key());
            reject(it.key());
        } else {
            values.insert(it.key(), it.value());
        }
    }

    // Each variable reaches the container as AISB_ENV_<NAME>: the entrypoint's root phase must not
    // see LD_PRELOAD, PATH, GCONV_PATH, BASH_ENV, ... from the policy under their real names (the
    // dynamic loader and the shell would act on them as root). It renames them after the drop.
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        result.content += envFilePrefix + it.key().toUtf8() + '=' + it.value().toUtf8() + '\n';
        result.names.append(it.key());
    }
    result.missing.sort();
    result.missing.removeDuplicates();
    result.rejected.sort();
    return result;
}

// $'...' (bash, zsh, ksh): a control character is written as an escape, so the line shows no raw
// newline or terminal escape and still means the same argv when pasted.
static QString ansiCQuoted(const QString &arg)
{
    QString out = QStringLiteral("$'");
    for (const QChar c : arg) {
        const char16_t u = c.unicode();
        if (c == QLatin1Char('\\') || c == QLatin1Char('\''))
            out += QLatin1Char('\\') + c;
        else if (u == '\n')
            out += QStringLiteral("\\n");
        else if (u == '\t')
            out += QStringLiteral("\\t");
        else if (u == '\r')
            out += QStringLiteral("\\r");
        else if (u < 0x20 || u == 0x7f)
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        else if ((u >= 0x80 && u < 0xa0) || u == 0x2028 || u == 0x2029)
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out + QLatin1Char('\'');
}

QString displayCommandLine(const QStringList &argv)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+$"));
    QStringList parts;
    for (const QString &arg : argv) {
        if (plain.match(arg).hasMatch())
            parts.append(arg);
        else if (hasControl(arg))
            parts.append(ansiCQuoted(arg));
        else
            parts.append(QLatin1Char('\'') +
                         QString(arg).replace(QLatin1Char('\''), QStringLiteral("'\\''")) +
                         QLatin1Char('\''));
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace aisb::Render
