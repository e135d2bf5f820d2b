// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policyreview.h"

#include "policy/credentials.h"
#include "policy/policyfile.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace aisb {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::PolicyReview", text);
}

// lupdate files a tr() in a free function under its namespace ("aisb"), not under the
// context the translation is looked up in: Tr::tr names it for both.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::PolicyReview)
};

using Kind = PolicyReview::Kind;
using Item = PolicyReview::Item;

void add(QList<Item> &items, Kind kind, const QString &field, const QString &value, const QString &risk = {})
{
    Item item;
    item.kind = kind;
    item.field = field;
    item.value = value;
    item.risk = risk;
    items.append(item);
}

// The items of one file's layer on top of `base` (risks that do not depend on what was approved).
QList<Item> itemsOf(const PolicyLayer &layer, const Policy &base)
{
    QList<Item> items;
    const Policy &p = layer.values;
    const auto sets = [&](const char *key) { return layer.fields.contains(QLatin1String(key)); };
    for (const QString &key : policyFieldKeys()) {
        if (!layer.fields.contains(key))
            continue;
        if (key == QLatin1String("network.mode")) {
            add(items, Kind::Mode, key, toString(p.network.mode),
                p.network.mode == NetworkMode::Open
                    ? Tr::tr("open network: the sandbox reaches any host on the internet and the services "
                             "of this computer, with no gate and no log")
                    : QString());
        } else if (key == QLatin1String("network.allow")) {
            for (const QString &host : p.network.allow)
                add(items, Kind::Host, key, host);
        } else if (key == QLatin1String("network.ports")) {
            QStringList ports;
            for (quint16 port : p.network.ports)
                ports << QString::number(port);
            add(items, Kind::Ports, key, ports.join(QStringLiteral(", ")));
        } else if (key == QLatin1String("network.local")) {
            for (const LocalService &s : p.network.local)
                add(items, Kind::LocalService, key,
                    QStringLiteral("%1 → %2:%3").arg(s.name, s.address).arg(s.port),
                    Tr::tr("a service on this computer or its network: the sandbox can send it requests"));
        } else if (key == QLatin1String("mounts.extra")) {
            for (const ExtraMount &m : p.mounts.extra)
                add(items, Kind::Mount, key,
                    QStringLiteral("%1 → %2 (%3)").arg(m.source, m.target, toString(m.mode)),
                    m.mode == MountMode::ReadWrite ? Tr::tr("a host folder the sandbox can read and change")
                                                   : Tr::tr("a host folder the sandbox can read"));
        } else if (key == QLatin1String("mounts.read_only") || key == QLatin1String("mounts.masked")) {
            const bool ro = key == QLatin1String("mounts.read_only");
            const QStringList &now = ro ? p.mounts.readOnly : p.mounts.masked;
            const QStringList &before = ro ? base.mounts.readOnly : base.mounts.masked;
            QStringList dropped;
            for (const QString &path : before)
                if (!now.contains(path))
                    dropped << path;
            if (!dropped.isEmpty())
                add(items, Kind::Unprotected, key, dropped.join(QStringLiteral(", ")),
                    ro ? Tr::tr(
                             "no longer read-only: the sandbox may change what host tools later run or trust")
                       : Tr::tr("no longer hidden: the sandbox may read it"));
            for (const QString &path : now)
                if (!before.contains(path))
                    add(items, Kind::Protected, key, path);
        } else if (key == QLatin1String("env.set")) {
            for (auto it = p.env.set.cbegin(); it != p.env.set.cend(); ++it) {
                Policy withSecrets = base;
                if (sets("env.secrets"))
                    withSecrets.env.secrets = p.env.secrets;
                const QString value =
                    isSecretName(withSecrets, it.key()) ? QStringLiteral("<redacted>") : it.value();
                add(items, Kind::Variable, key, QStringLiteral("%1 = %2").arg(it.key(), value),
                    isLoaderVariable(it.key())
                        ? Tr::tr("decides which programs and libraries run in the sandbox")
                        : QString());
            }
        } else if (key == QLatin1String("env.pass")) {
            for (const QString &name : p.env.pass)
                add(items, Kind::PassedVariable, key, name,
                    name.count(QLatin1Char('*')) == name.size()
                        ? Tr::tr("passes every variable of this computer, secrets included")
                        : QString());
        } else if (key == QLatin1String("env.secrets")) {
            add(items, Kind::Secret, key, p.env.secrets.join(QStringLiteral(", ")));
        } else if (key == QLatin1String("image.base")) {
            add(items, Kind::BaseImage, key, p.image.base,
                p.image.base != base.image.base
                    ? Tr::tr("another base image: whoever publishes it decides every program in the sandbox, "
                             "its firewall tools included")
                    : QString());
        } else if (key == QLatin1String("run.command")) {
            add(items, Kind::Command, key, p.run.command.join(QLatin1Char(' ')),
                p.run.command != base.run.command ? Tr::tr("runs this command instead of the harness")
                                                  : QString());
        } else if (key == QLatin1String("credentials")) {
            for (const Policy::Credential &rule : p.credentials) {
                const Policy::Credential c = Credentials::effective(rule);
                const bool command = Credentials::sourceKind(c.source) == Credentials::SourceKind::Command;
                QStringList vars = c.env;
                if (!c.baseUrlEnv.isEmpty())
                    vars << c.baseUrlEnv;
                QString value =
                    QStringLiteral("%1: %2 %3 = %4 ← %5").arg(c.name, c.host, c.header, c.format, c.source);
                if (!vars.isEmpty())
                    value += QStringLiteral(" (%1)").arg(vars.join(QStringLiteral(", ")));
                add(items, Kind::Credential, key, value,
                    command
                        ? Tr::tr("runs this command on this computer, outside the sandbox, at every session "
                                 "start, and the gate adds its output to requests to %1: check the command "
                                 "word by word")
                              .arg(c.host)
                        : QString());
            }
        } else if (key == QLatin1String("image.packages")) {
            add(items, Kind::Image, key, p.image.packages.join(QStringLiteral(", ")));
        } else if (key == QLatin1String("image.ca_certificates")) {
            add(items, Kind::Image, key, p.image.caCertificates.join(QStringLiteral(", ")));
        } else if (key.startsWith(QLatin1String("image."))) {
            add(items, Kind::Image, key, policyFieldToString(key, p));
        } else if (key == QLatin1String("session.record")) {
            add(items, Kind::Other, key, policyFieldToString(key, p),
                p.session.record ? QString()
                                 : Tr::tr("the session's terminal is not recorded: what the agent showed and "
                                          "did there cannot be replayed afterwards"));
        } else {
            add(items, Kind::Other, key, policyFieldToString(key, p));
        }
    }
    return items;
}

bool sameGrant(const Item &a, const Item &b)
{
    return a.kind == b.kind && a.field == b.field && a.value == b.value;
}

} // namespace

bool isLoaderVariable(const QString &name)
{
    static const QStringList exact = {
        QStringLiteral("PATH"),          QStringLiteral("GCONV_PATH"), QStringLiteral("BASH_ENV"),
        QStringLiteral("ENV"),           QStringLiteral("SHELLOPTS"),  QStringLiteral("BASHOPTS"),
        QStringLiteral("PS4"),           QStringLiteral("IFS"),        QStringLiteral("CDPATH"),
        QStringLiteral("HOSTALIASES"),   QStringLiteral("LOCPATH"),    QStringLiteral("NLSPATH"),
        QStringLiteral("MALLOC_TRACE"),  QStringLiteral("HOME"),       QStringLiteral("NODE_OPTIONS"),
        QStringLiteral("NODE_PATH"),     QStringLiteral("PYTHONPATH"), QStringLiteral("PYTHONHOME"),
        QStringLiteral("PYTHONSTARTUP"), QStringLiteral("PERL5LIB"),   QStringLiteral("PERL5OPT"),
        QStringLiteral("PERLLIB"),       QStringLiteral("RUBYOPT"),    QStringLiteral("RUBYLIB"),
        QStringLiteral("GIT_EXEC_PATH"), QStringLiteral("GIT_SSH"),    QStringLiteral("GIT_SSH_COMMAND"),
        QStringLiteral("EDITOR"),        QStringLiteral("VISUAL"),     QStringLiteral("PAGER"),
        QStringLiteral("SHELL"),
    };
    static const QRegularExpression prefixes(QStringLiteral("^(LD_|DYLD_|GLIBC_|MALLOC_|BASH_FUNC_)"));
    return exact.contains(name) || prefixes.match(name).hasMatch();
}

qsizetype PolicyReview::riskyCount() const
{
    qsizetype n = 0;
    for (const Item &item : items)
        n += item.risky() ? 1 : 0;
    return n;
}

QString PolicyReview::text() const
{
    QString out;
    for (const Item &item : items) {
        out += item.risky() ? QStringLiteral("  ! ") : QStringLiteral("    ");
        out += item.field + QStringLiteral(": ") + item.value;
        if (item.added && sinceApproval)
            out += QLatin1Char(' ') + tr("(new)");
        if (item.risky())
            out += QStringLiteral(" — ") + item.risk;
        out += QLatin1Char('\n');
    }
    return out;
}

PolicyReview reviewPolicy(const QByteArray &content, const QByteArray &approved, const Policy &base)
{
    PolicyReview review;
    const PolicyLayer layer =
        PolicyFile::parse(content, Layer::Project, QStringLiteral(".ai-sandbox.toml"), review.issues);
    if (!review.parses())
        return review;
    review.items = itemsOf(layer, base);
    QList<Item> before;
    if (!approved.isNull()) {
        QList<PolicyIssue> ignored;
        const PolicyLayer old =
            PolicyFile::parse(approved, Layer::Project, QStringLiteral(".ai-sandbox.toml"), ignored);
        if (ignored.isEmpty()) {
            before = itemsOf(old, base);
            review.sinceApproval = true;
        }
    }
    for (Item &item : review.items) {
        item.added =
            std::none_of(before.cbegin(), before.cend(), [&](const Item &b) { return sameGrant(b, item); });
        // A host is a place the project can be sent: each new one is worth a look, one the user
        // allowed before (or allows in their own file) is not.
        if (item.kind == Kind::Host && item.added && !base.network.allow.contains(item.value))
            item.risk = Tr::tr("new host: the sandbox may send it anything it can read");
        // A credential rule spends a secret of this computer: new or changed ones are worth a look.
        if (item.kind == Kind::Credential && item.added && item.risk.isEmpty())
            item.risk = Tr::tr("new or changed credential: the gate adds a secret of this computer to the "
                               "sandbox's requests to this host (the sandbox can use it, not read it)");
    }
    return review;
}

} // namespace aisb
