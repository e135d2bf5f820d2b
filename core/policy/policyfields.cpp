// SPDX-License-Identifier: GPL-3.0-or-later
// The field registry: every per-field operation (TOML read/write, string form, copy,
// environment variable, merge) is derived from the one table in policyFieldDefs().
#include "policy/policyfieldregistry_p.h"
#include "policy/validation.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <limits>

namespace aisb {

namespace {

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

bool fail(PolicyIssue &issue, const QString &field, const QString &message)
{
    issue.field = field;
    issue.message = message;
    return false;
}

QString indexed(const QString &key, qsizetype i)
{
    return key + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

// Comma separated list; items trimmed, empty items dropped.
QStringList splitList(const QString &text)
{
    QStringList out;
    const QStringList parts = text.split(QLatin1Char(','));
    for (const QString &part : parts) {
        const QString t = part.trimmed();
        if (!t.isEmpty())
            out.append(t);
    }
    return out;
}

QString tomlStringArray(const QStringList &list)
{
    QStringList items;
    for (const QString &s : list)
        items.append(tomlString(s));
    return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
}

bool readTomlStringArray(const toml::node &node, const QString &key, QStringList &out, PolicyIssue &issue)
{
    const toml::array *arr = node.as_array();
    if (!arr)
        return fail(issue, key,
                    QCoreApplication::translate("aisb::Policy",
                                                "%1 must be an array of strings, e.g. %2 = [\"a\", \"b\"].")
                        .arg(key, key.section(QLatin1Char('.'), 1)));
    QStringList list;
    for (size_t i = 0; i < arr->size(); ++i) {
        const auto *s = (*arr)[i].as_string();
        if (!s)
            return fail(issue, indexed(key, qsizetype(i)),
                        QCoreApplication::translate("aisb::Policy", "%1 must be a string (in quotes).")
                            .arg(indexed(key, qsizetype(i))));
        list.append(fromStd(s->get()));
    }
    out = list;
    return true;
}

bool parseBool(const QString &text, bool &out)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("true") || t == QLatin1String("1") || t == QLatin1String("yes") ||
        t == QLatin1String("on")) {
        out = true;
        return true;
    }
    if (t == QLatin1String("false") || t == QLatin1String("0") || t == QLatin1String("no") ||
        t == QLatin1String("off")) {
        out = false;
        return true;
    }
    return false;
}

QString formatDouble(double v)
{
    QString s = QString::number(v, 'g', QLocale::FloatingPointShortest);
    if (!s.contains(QLatin1Char('.')) && !s.contains(QLatin1Char('e')) && !s.contains(QLatin1String("inf")) &&
        !s.contains(QLatin1String("nan")))
        s += QStringLiteral(".0");
    return s;
}

QString serviceTarget(const LocalService &s)
{
    const QString addr =
        s.address.contains(QLatin1Char(':')) ? QLatin1Char('[') + s.address + QLatin1Char(']') : s.address;
    return addr + QLatin1Char(':') + QString::number(s.port);
}

// "addr:port" or "[v6]:port" -> address and port.
bool parseServiceTarget(const QString &text, QString &address, quint16 &port)
{
    QString portText;
    if (text.startsWith(QLatin1Char('['))) {
        const qsizetype close = text.indexOf(QLatin1String("]:"));
        if (close < 0)
            return false;
        address = text.mid(1, close - 1);
        portText = text.mid(close + 2);
    } else {
        const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
        if (colon <= 0)
            return false;
        address = text.left(colon);
        if (address.contains(QLatin1Char(':')))
            return false; // IPv6 needs brackets
        portText = text.mid(colon + 1);
    }
    bool ok = false;
    const uint p = portText.toUInt(&ok);
    if (!ok || p > 65535 || portText.startsWith(QLatin1Char('+')))
        return false;
    port = quint16(p);
    return true;
}

template <typename Acc>
void addString(QList<PolicyFieldDef> &defs, const char *key, const char *example, Acc acc)
{
    PolicyFieldDef d;
    d.key = QLatin1String(key);
    d.example = QLatin1String(example);
    d.readToml = [k = d.key, ex = d.example, acc](const toml::node &n, Policy &p, PolicyIssue &issue) {
        const auto *s = n.as_string();
        if (!s)
            return fail(issue, k,
                        QCoreApplication::translate("aisb::Policy", "%1 must be a string in quotes, e.g. %2.")
                            .arg(k, ex));
        acc(p) = fromStd(s->get());
        return true;
    };
    d.writeToml = [acc](const Policy &p) -> QString { return tomlString(acc(p)); };
    d.readString = [acc](const QString &t, Policy &p, PolicyIssue &) {
        acc(p) = t;
        return true;
    };
    d.writeString = [acc](const Policy &p) -> QString { return acc(p); };
    d.copy = [acc](const Policy &from, Policy &to) { acc(to) = acc(from); };
    defs.append(d);
}

template <typename Acc>
void addList(QList<PolicyFieldDef> &defs, const char *key, const char *example, Acc acc,
             bool trimItems = true)
{
    PolicyFieldDef d;
    d.key = QLatin1String(key);
    d.example = QLatin1String(example);
    d.readToml = [k = d.key, acc](const toml::node &n, Policy &p, PolicyIssue &issue) {
        return readTomlStringArray(n, k, acc(p), issue);
    };
    d.writeToml = [acc](const Policy &p) -> QString { return tomlStringArray(acc(p)); };
    d.readString = [acc, trimItems](const QString &t, Policy &p, PolicyIssue &) {
        acc(p) = trimItems ? splitList(t) : (t.isEmpty() ? QStringList() : t.split(QLatin1Char(',')));
        return true;
    };
    d.writeString = [acc](const Policy &p) -> QString { return acc(p).join(QLatin1Char(',')); };
    d.copy = [acc](const Policy &from, Policy &to) { acc(to) = acc(from); };
    defs.append(d);
}

template <typename Acc> void addBool(QList<PolicyFieldDef> &defs, const char *key, Acc acc)
{
    PolicyFieldDef d;
    d.key = QLatin1String(key);
    d.example = d.key.section(QLatin1Char('.'), 1) + QStringLiteral(" = true");
    d.readToml = [k = d.key, acc](const toml::node &n, Policy &p, PolicyIssue &issue) {
        const auto *b = n.as_boolean();
        if (!b)
            return fail(
                issue, k,
                QCoreApplication::translate("aisb::Policy", "%1 must be true or false (without quotes).")
                    .arg(k));
        acc(p) = b->get();
        return true;
    };
    d.writeToml = [acc](const Policy &p) -> QString {
        return acc(p) ? QStringLiteral("true") : QStringLiteral("false");
    };
    d.readString = [k = d.key, acc](const QString &t, Policy &p, PolicyIssue &issue) {
        bool v = false;
        if (!parseBool(t, v))
            return fail(issue, k,
                        QCoreApplication::translate(
                            "aisb::Policy", "%1 must be true or false (also accepted: 1/0, yes/no, on/off).")
                            .arg(k));
        acc(p) = v;
        return true;
    };
    d.writeString = [acc](const Policy &p) -> QString {
        return acc(p) ? QStringLiteral("true") : QStringLiteral("false");
    };
    d.copy = [acc](const Policy &from, Policy &to) { acc(to) = acc(from); };
    defs.append(d);
}

template <typename Acc>
void addInt(QList<PolicyFieldDef> &defs, const char *key, const char *example, Acc acc)
{
    PolicyFieldDef d;
    d.key = QLatin1String(key);
    d.example = QLatin1String(example);
    d.readToml = [k = d.key, ex = d.example, acc](const toml::node &n, Policy &p, PolicyIssue &issue) {
        const auto *i = n.as_integer();
        if (!i || i->get() < std::numeric_limits<int>::min() || i->get() > std::numeric_limits<int>::max())
            return fail(
                issue, k,
                QCoreApplication::translate("aisb::Policy", "%1 must be an integer without quotes, e.g. %2.")
                    .arg(k, ex));
        acc(p) = int(i->get());
        return true;
    };
    d.writeToml = [acc](const Policy &p) -> QString { return QString::number(acc(p)); };
    d.readString = [k = d.key, acc](const QString &t, Policy &p, PolicyIssue &issue) {
        bool ok = false;
        const int v = t.trimmed().toInt(&ok);
        if (!ok)
            return fail(
                issue, k,
                QCoreApplication::translate("aisb::Policy", "%1 must be an integer, e.g. 512.").arg(k));
        acc(p) = v;
        return true;
    };
    d.writeString = [acc](const Policy &p) -> QString { return QString::number(acc(p)); };
    d.copy = [acc](const Policy &from, Policy &to) { acc(to) = acc(from); };
    defs.append(d);
}

// network.mode: parsed and written by hand (not one of the plain kinds above).
void addNetworkMode(QList<PolicyFieldDef> &defs)
{
    PolicyFieldDef d;
    d.key = QStringLiteral("network.mode");
    d.example = QStringLiteral("mode = \"allowlist\"");
    auto parseMode = [](const QString &t, NetworkMode &m) {
        for (NetworkMode c : {NetworkMode::None, NetworkMode::Allowlist, NetworkMode::Open}) {
            if (t == toString(c)) {
                m = c;
                return true;
            }
        }
        return false;
    };
    const char *msg =
        QT_TRANSLATE_NOOP("aisb::Policy", "network.mode must be \"none\", \"allowlist\" or \"open\".");
    d.readToml = [parseMode, msg](const toml::node &n, Policy &p, PolicyIssue &issue) {
        const auto *s = n.as_string();
        if (!s || !parseMode(fromStd(s->get()), p.network.mode))
            return fail(issue, QStringLiteral("network.mode"),
                        QCoreApplication::translate("aisb::Policy", msg));
        return true;
    };
    d.writeToml = [](const Policy &p) -> QString { return tomlString(toString(p.network.mode)); };
    d.readString = [parseMode, msg](const QString &t, Policy &p, PolicyIssue &issue) {
        if (!parseMode(t, p.network.mode))
            return fail(issue, QStringLiteral("network.mode"),
                        QCoreApplication::translate("aisb::Policy", msg));
        return true;
    };
    d.writeString = [](const Policy &p) -> QString { return toString(p.network.mode); };
    d.copy = [](const Policy &from, Policy &to) { to.network.mode = from.network.mode; };
    defs.append(d);
}

// network.ports: parsed and written by hand (not one of the plain kinds above).
void addNetworkPorts(QList<PolicyFieldDef> &defs)
{
    PolicyFieldDef d;
    d.key = QStringLiteral("network.ports");
    d.example = QStringLiteral("ports = [80, 443]");
    d.readToml = [](const toml::node &n, Policy &p, PolicyIssue &issue) {
        const toml::array *arr = n.as_array();
        const QString k = QStringLiteral("network.ports");
        if (!arr)
            return fail(issue, k,
                        QCoreApplication::translate(
                            "aisb::Policy",
                            "network.ports must be an array of port numbers, e.g. ports = [80, 443]."));
        QList<quint16> ports;
        for (size_t i = 0; i < arr->size(); ++i) {
            const auto *v = (*arr)[i].as_integer();
            if (!v || v->get() < 1 || v->get() > 65535)
                return fail(issue, indexed(k, qsizetype(i)),
                            QCoreApplication::translate(
                                "aisb::Policy", "%1 must be a port number from 1 to 65535 without quotes.")
                                .arg(indexed(k, qsizetype(i))));
            ports.append(quint16(v->get()));
        }
        p.network.ports = ports;
        return true;
    };
    d.writeToml = [](const Policy &p) -> QString {
        QStringList items;
        for (quint16 port : p.network.ports)
            items.append(QString::number(port));
        return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    };
    d.readString = [](const QString &t, Policy &p, PolicyIssue &issue) {
        QList<quint16> ports;
        const QStringList items = splitList(t);
        for (qsizetype i = 0; i < items.size(); ++i) {
            bool ok = false;
            const uint v = items[i].toUInt(&ok);
            if (!ok || v < 1 || v > 65535)
                return fail(issue, indexed(QStringLiteral("network.ports"), i),
                            QCoreApplication::translate("aisb::Policy",
                                                        "network.ports must be port numbers from 1 to "
                                                        "65535 separated by commas, e.g. 80,443."));
            ports.append(quint16(v));
        }
        p.network.ports = ports;
        return true;
    };
    d.writeString = [](const Policy &p) -> QString {
        QStringList items;
        for (quint16 port : p.network.ports)
            items.append(QString::number(port));
        return items.join(QLatin1Char(','));
    };
    d.copy = [](const Policy &from, Policy &to) { to.network.ports = from.network.ports; };
    defs.append(d);
}

// network.local: parsed and written by hand (not one of the plain kinds above).
void addNetworkLocal(QList<PolicyFieldDef> &defs)
{
    PolicyFieldDef d;
    d.key = QStringLiteral("network.local");
    d.example = QStringLiteral("local = { \"testserver.internal\" = \"127.0.0.1:8080\" }");
    const QString k = d.key;
    d.readToml = [k](const toml::node &n, Policy &p, PolicyIssue &issue) {
        const toml::table *t = n.as_table();
        if (!t)
            return fail(issue, k,
                        QCoreApplication::translate(
                            "aisb::Policy", "network.local must be a table of name = \"address:port\", e.g. "
                                            "local = { \"testserver.internal\" = \"127.0.0.1:8080\" }."));
        // toml++ iterates tables in key order; keep the file's order so that a saved
        // policy reads back equal.
        QList<std::pair<toml::source_position, LocalService>> found;
        for (auto &&[key, value] : *t) {
            LocalService s;
            s.name = fromStd(key.str());
            const auto *str = value.as_string();
            if (!str || !parseServiceTarget(fromStd(str->get()), s.address, s.port))
                return fail(issue, k + QLatin1Char('.') + s.name,
                            QCoreApplication::translate("aisb::Policy",
                                                        "network.local.%1 must be a string \"address:port\", "
                                                        "e.g. \"127.0.0.1:8080\" or \"[::1]:8080\".")
                                .arg(s.name));
            found.append({key.source().begin, s});
        }
        std::stable_sort(found.begin(), found.end(), [](const auto &a, const auto &b) {
            return a.first.line != b.first.line ? a.first.line < b.first.line
                                                : a.first.column < b.first.column;
        });
        QList<LocalService> list;
        for (const auto &f : found)
            list.append(f.second);
        p.network.local = list;
        return true;
    };
    d.writeToml = [](const Policy &p) -> QString {
        QStringList items;
        for (const LocalService &s : p.network.local)
            items.append(tomlKey(s.name) + QStringLiteral(" = ") + tomlString(serviceTarget(s)));
        return items.isEmpty()
                   ? QStringLiteral("{}")
                   : QStringLiteral("{ ") + items.join(QStringLiteral(", ")) + QStringLiteral(" }");
    };
    d.readString = [k](const QString &t, Policy &p, PolicyIssue &issue) {
        QList<LocalService> list;
        const QStringList items = splitList(t);
        for (qsizetype i = 0; i < items.size(); ++i) {
            const qsizetype eq = items[i].indexOf(QLatin1Char('='));
            LocalService s;
            if (eq <= 0 || !parseServiceTarget(items[i].mid(eq + 1), s.address, s.port))
                return fail(issue, indexed(k, i),
                            QCoreApplication::translate(
                                "aisb::Policy",
                                "network.local must be name=address:port items separated by commas, "
                                "e.g. testserver.internal=127.0.0.1:8080."));
            s.name = items[i].left(eq);
            list.append(s);
        }
        p.network.local = list;
        return true;
    };
    d.writeString = [](const Policy &p) -> QString {
        QStringList items;
        for (const LocalService &s : p.network.local)
            items.append(s.name + QLatin1Char('=') + serviceTarget(s));
        return items.join(QLatin1Char(','));
    };
    d.copy = [](const Policy &from, Policy &to) { to.network.local = from.network.local; };
    defs.append(d);
}

// env.set: parsed and written by hand (not one of the plain kinds above).
void addEnvSet(QList<PolicyFieldDef> &defs)
{
    PolicyFieldDef d;
    d.key = QStringLiteral("env.set");
    d.example = QStringLiteral("set = { EDITOR = \"vi\" }");
    d.readToml = [](const toml::node &n, Policy &p, PolicyIssue &issue) {
        const toml::table *t = n.as_table();
        if (!t)
            return fail(issue, QStringLiteral("env.set"),
                        QCoreApplication::translate(
                            "aisb::Policy",
                            "env.set must be a table of NAME = \"value\", e.g. set = { EDITOR = \"vi\" }."));
        QMap<QString, QString> map;
        for (auto &&[key, value] : *t) {
            const QString name = fromStd(key.str());
            const auto *str = value.as_string();
            if (!str)
                return fail(issue, QStringLiteral("env.set.") + name,
                            QCoreApplication::translate("aisb::Policy",
                                                        "env.set.%1 must be a string value in quotes.")
                                .arg(name));
            map.insert(name, fromStd(str->get()));
        }
        p.env.set = map;
        return true;
    };
    d.writeToml = [](const Policy &p) -> QString {
        QStringList items;
        for (auto it = p.env.set.cbegin(); it != p.env.set.cend(); ++it)
            items.append(tomlKey(it.key()) + QStringLiteral(" = ") + tomlString(it.value()));
        return items.isEmpty()
                   ? QStringLiteral("{}")
                   : QStringLiteral("{ ") + items.join(QStringLiteral(", ")) + QStringLiteral(" }");
    };
    d.readString = [](const QString &t, Policy &p, PolicyIssue &issue) {
        QMap<QString, QString> map;
        const QStringList items = t.isEmpty() ? QStringList() : t.split(QLatin1Char(','));
        for (qsizetype i = 0; i < items.size(); ++i) {
            const qsizetype eq = items[i].indexOf(QLatin1Char('='));
            if (eq <= 0)
                return fail(issue, indexed(QStringLiteral("env.set"), i),
                            QCoreApplication::translate("aisb::Policy",
                                                        "env.set must be NAME=VALUE items separated by "
                                                        "commas, e.g. EDITOR=vi,LANG=C.UTF-8."));
            map.insert(items[i].left(eq).trimmed(), items[i].mid(eq + 1));
        }
        p.env.set = map;
        return true;
    };
    d.writeString = [](const Policy &p) -> QString {
        QStringList items;
        for (auto it = p.env.set.cbegin(); it != p.env.set.cend(); ++it)
            items.append(it.key() + QLatin1Char('=') + it.value());
        return items.join(QLatin1Char(','));
    };
    d.copy = [](const Policy &from, Policy &to) { to.env.set = from.env.set; };
    defs.append(d);
}

// limits.cpus: parsed and written by hand (not one of the plain kinds above).
void addLimitsCpus(QList<PolicyFieldDef> &defs)
{
    PolicyFieldDef d;
    d.key = QStringLiteral("limits.cpus");
    d.example = QStringLiteral("cpus = 2");
    const char *msg = QT_TRANSLATE_NOOP(
        "aisb::Policy",
        "limits.cpus must be a number without quotes, e.g. cpus = 2 or cpus = 0.5 (0 = no limit).");
    d.readToml = [msg](const toml::node &n, Policy &p, PolicyIssue &issue) {
        if (const auto *f = n.as_floating_point())
            p.limits.cpus = f->get();
        else if (const auto *i = n.as_integer())
            p.limits.cpus = double(i->get());
        else
            return fail(issue, QStringLiteral("limits.cpus"),
                        QCoreApplication::translate("aisb::Policy", msg));
        return true;
    };
    d.writeToml = [](const Policy &p) -> QString { return formatDouble(p.limits.cpus); };
    d.readString = [msg](const QString &t, Policy &p, PolicyIssue &issue) {
        bool ok = false;
        const double v = t.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return fail(issue, QStringLiteral("limits.cpus"),
                        QCoreApplication::translate("aisb::Policy", msg));
        p.limits.cpus = v;
        return true;
    };
    d.writeString = [](const Policy &p) -> QString {
        return QString::number(p.limits.cpus, 'g', QLocale::FloatingPointShortest);
    };
    d.copy = [](const Policy &from, Policy &to) { to.limits.cpus = from.limits.cpus; };
    defs.append(d);
}

// limits.exec_timeout: parsed and written by hand (not one of the plain kinds above).
void addLimitsExecTimeout(QList<PolicyFieldDef> &defs)
{
    PolicyFieldDef d;
    d.key = QStringLiteral("limits.exec_timeout");
    d.example = QStringLiteral("exec_timeout = \"30s\"");
    const char *msg = QT_TRANSLATE_NOOP(
        "aisb::Policy",
        "limits.exec_timeout must be whole seconds: a duration such as \"30s\", \"5m\", \"1h\" "
        "or an integer number of seconds (0 = no timeout).");
    auto fromText = [](const QString &t, int &out) {
        const qint64 ms = parseDurationMs(t);
        if (ms < 0 || ms % 1000 != 0 || ms / 1000 > std::numeric_limits<int>::max())
            return false;
        out = int(ms / 1000);
        return true;
    };
    d.readToml = [msg, fromText](const toml::node &n, Policy &p, PolicyIssue &issue) {
        if (const auto *i = n.as_integer()) {
            if (i->get() < 0 || i->get() > std::numeric_limits<int>::max())
                return fail(issue, QStringLiteral("limits.exec_timeout"),
                            QCoreApplication::translate("aisb::Policy", msg));
            p.limits.execTimeoutSec = int(i->get());
            return true;
        }
        const auto *s = n.as_string();
        if (!s || !fromText(fromStd(s->get()), p.limits.execTimeoutSec))
            return fail(issue, QStringLiteral("limits.exec_timeout"),
                        QCoreApplication::translate("aisb::Policy", msg));
        return true;
    };
    d.writeToml = [](const Policy &p) -> QString {
        return tomlString(QString::number(p.limits.execTimeoutSec) + QLatin1Char('s'));
    };
    d.readString = [msg, fromText](const QString &t, Policy &p, PolicyIssue &issue) {
        if (!fromText(t, p.limits.execTimeoutSec))
            return fail(issue, QStringLiteral("limits.exec_timeout"),
                        QCoreApplication::translate("aisb::Policy", msg));
        return true;
    };
    d.writeString = [](const Policy &p) -> QString {
        return QString::number(p.limits.execTimeoutSec) + QLatin1Char('s');
    };
    d.copy = [](const Policy &from, Policy &to) { to.limits.execTimeoutSec = from.limits.execTimeoutSec; };
    defs.append(d);
}

// mounts.project: parsed and written by hand (not one of the plain kinds above).
void addMountsProject(QList<PolicyFieldDef> &defs)
{
    PolicyFieldDef d;
    d.key = QStringLiteral("mounts.project");
    d.example = QStringLiteral("project = \"rw\"");
    const char *msg = QT_TRANSLATE_NOOP("aisb::Policy",
                                        "mounts.project must be \"rw\" (read-write) or \"ro\" (read-only).");
    auto parseMode = [](const QString &t, MountMode &m) {
        if (t == QLatin1String("rw"))
            m = MountMode::ReadWrite;
        else if (t == QLatin1String("ro"))
            m = MountMode::ReadOnly;
        else
            return false;
        return true;
    };
    d.readToml = [msg, parseMode](const toml::node &n, Policy &p, PolicyIssue &issue) {
        const auto *s = n.as_string();
        if (!s || !parseMode(fromStd(s->get()), p.mounts.project))
            return fail(issue, QStringLiteral("mounts.project"),
                        QCoreApplication::translate("aisb::Policy", msg));
        return true;
    };
    d.writeToml = [](const Policy &p) -> QString { return tomlString(toString(p.mounts.project)); };
    d.readString = [msg, parseMode](const QString &t, Policy &p, PolicyIssue &issue) {
        if (!parseMode(t, p.mounts.project))
            return fail(issue, QStringLiteral("mounts.project"),
                        QCoreApplication::translate("aisb::Policy", msg));
        return true;
    };
    d.writeString = [](const Policy &p) -> QString { return toString(p.mounts.project); };
    d.copy = [](const Policy &from, Policy &to) { to.mounts.project = from.mounts.project; };
    defs.append(d);
}

// mounts.extra: parsed and written by hand (not one of the plain kinds above).
void addMountsExtra(QList<PolicyFieldDef> &defs)
{
    PolicyFieldDef d;
    d.key = QStringLiteral("mounts.extra");
    d.example = QStringLiteral("extra = [{ source = \"/opt/data\", target = \"/data\", mode = \"ro\" }]");
    const QString k = d.key;
    d.readToml = [k](const toml::node &n, Policy &p, PolicyIssue &issue) {
        const toml::array *arr = n.as_array();
        if (!arr)
            return fail(issue, k,
                        QCoreApplication::translate(
                            "aisb::Policy",
                            "mounts.extra must be an array of tables, e.g. "
                            "extra = [{ source = \"/opt/data\", target = \"/data\", mode = \"ro\" }]."));
        QList<ExtraMount> list;
        for (size_t i = 0; i < arr->size(); ++i) {
            const QString f = indexed(k, qsizetype(i));
            const toml::table *t = (*arr)[i].as_table();
            const QString shape =
                QCoreApplication::translate(
                    "aisb::Policy",
                    "%1 must be a table { source = \"/host/path\", target = \"/container/path\", "
                    "mode = \"ro\" } (mode \"ro\" or \"rw\", default \"ro\").")
                    .arg(f);
            if (!t)
                return fail(issue, f, shape);
            ExtraMount m;
            bool haveSource = false, haveTarget = false;
            for (auto &&[key, value] : *t) {
                const QString name = fromStd(key.str());
                const auto *s = value.as_string();
                if (!s)
                    return fail(issue, f + QLatin1Char('.') + name, shape);
                const QString v = fromStd(s->get());
                if (name == QLatin1String("source")) {
                    m.source = v;
                    haveSource = true;
                } else if (name == QLatin1String("target")) {
                    m.target = v;
                    haveTarget = true;
                } else if (name == QLatin1String("mode") &&
                           (v == QLatin1String("ro") || v == QLatin1String("rw"))) {
                    m.mode = v == QLatin1String("ro") ? MountMode::ReadOnly : MountMode::ReadWrite;
                } else {
                    return fail(issue, f + QLatin1Char('.') + name, shape);
                }
            }
            if (!haveSource || !haveTarget)
                return fail(issue, f, shape);
            list.append(m);
        }
        p.mounts.extra = list;
        return true;
    };
    d.writeToml = [](const Policy &p) -> QString {
        QStringList items;
        for (const ExtraMount &m : p.mounts.extra)
            items.append(QStringLiteral("{ source = ") + tomlString(m.source) +
                         QStringLiteral(", target = ") + tomlString(m.target) + QStringLiteral(", mode = ") +
                         tomlString(toString(m.mode)) + QStringLiteral(" }"));
        return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    };
    d.readString = [k](const QString &t, Policy &p, PolicyIssue &issue) {
        QList<ExtraMount> list;
        const QStringList items = splitList(t);
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QStringList parts = items[i].split(QLatin1Char(':'));
            ExtraMount m;
            bool ok = parts.size() == 2 || parts.size() == 3;
            if (ok) {
                m.source = parts[0];
                m.target = parts[1];
                if (parts.size() == 3) {
                    if (parts[2] == QLatin1String("rw"))
                        m.mode = MountMode::ReadWrite;
                    else if (parts[2] != QLatin1String("ro"))
                        ok = false;
                }
            }
            if (!ok)
                return fail(issue, indexed(k, i),
                            QCoreApplication::translate(
                                "aisb::Policy",
                                "mounts.extra must be SOURCE:TARGET[:ro|rw] items separated by commas, "
                                "e.g. /opt/data:/data:ro."));
            list.append(m);
        }
        p.mounts.extra = list;
        return true;
    };
    d.writeString = [](const Policy &p) -> QString {
        QStringList items;
        for (const ExtraMount &m : p.mounts.extra)
            items.append(m.source + QLatin1Char(':') + m.target + QLatin1Char(':') + toString(m.mode));
        return items.join(QLatin1Char(','));
    };
    d.copy = [](const Policy &from, Policy &to) { to.mounts.extra = from.mounts.extra; };
    defs.append(d);
}

// credentials: the top-level array of tables [[credentials]] (issue 19). Parsed and written by
// hand: its key has no section part, and the file form is one [[credentials]] table per rule
// (serialize() writes it after every section; nothing at all when there are no rules, so existing
// policies keep their bytes). The string form (-o credentials=...) is a TOML inline array.
bool readCredentialArray(const toml::node &n, const QString &k, Policy &p, PolicyIssue &issue)
{
    const QString shape = QCoreApplication::translate(
        "aisb::Policy",
        "%1 must be tables [[credentials]] with string keys name, preset, host, header, format, source, "
        "base_url_env and an array of strings env, e.g. [[credentials]] name = \"anthropic\" preset = "
        "\"anthropic\" source = \"keyring:anthropic\".");
    const toml::array *arr = n.as_array();
    if (!arr)
        return fail(issue, k, shape.arg(k));
    QList<Policy::Credential> list;
    for (size_t i = 0; i < arr->size(); ++i) {
        const QString f = indexed(k, qsizetype(i));
        const toml::table *t = (*arr)[i].as_table();
        if (!t)
            return fail(issue, f, shape.arg(f));
        Policy::Credential c;
        for (auto &&[key, value] : *t) {
            const QString name = fromStd(key.str());
            const QString field = f + QLatin1Char('.') + name;
            if (name == QLatin1String("env")) {
                if (!readTomlStringArray(value, field, c.env, issue))
                    return false;
                continue;
            }
            QString *target = nullptr;
            if (name == QLatin1String("name"))
                target = &c.name;
            else if (name == QLatin1String("preset"))
                target = &c.preset;
            else if (name == QLatin1String("host"))
                target = &c.host;
            else if (name == QLatin1String("header"))
                target = &c.header;
            else if (name == QLatin1String("format"))
                target = &c.format;
            else if (name == QLatin1String("source"))
                target = &c.source;
            else if (name == QLatin1String("base_url_env"))
                target = &c.baseUrlEnv;
            if (!target)
                return fail(issue, field,
                            QCoreApplication::translate(
                                "aisb::Policy",
                                "%1: unknown key; a credential rule has name, preset, host, header, format, "
                                "source, env and base_url_env. Remove it or fix its name.")
                                .arg(field));
            const auto *s = value.as_string();
            if (!s)
                return fail(issue, field,
                            QCoreApplication::translate("aisb::Policy", "%1 must be a string (in quotes).")
                                .arg(field));
            *target = fromStd(s->get());
        }
        list.append(c);
    }
    p.credentials = list;
    return true;
}

// One rule's `key = value` lines, in a fixed order, empty fields left out.
QStringList credentialLines(const Policy::Credential &c)
{
    QStringList lines;
    const auto str = [&](const char *key, const QString &v) {
        if (!v.isEmpty())
            lines << QLatin1String(key) + QStringLiteral(" = ") + tomlString(v);
    };
    str("name", c.name);
    str("preset", c.preset);
    str("host", c.host);
    str("header", c.header);
    str("format", c.format);
    str("source", c.source);
    if (!c.env.isEmpty())
        lines << QStringLiteral("env = ") + tomlStringArray(c.env);
    str("base_url_env", c.baseUrlEnv);
    return lines;
}

void addCredentials(QList<PolicyFieldDef> &defs)
{
    PolicyFieldDef d;
    d.key = QStringLiteral("credentials");
    d.example = QStringLiteral(
        "[[credentials]] name = \"anthropic\" preset = \"anthropic\" source = \"keyring:anthropic\"");
    const QString k = d.key;
    d.readToml = [k](const toml::node &n, Policy &p, PolicyIssue &issue) {
        return readCredentialArray(n, k, p, issue);
    };
    d.writeToml = [](const Policy &p) -> QString {
        QStringList items;
        for (const Policy::Credential &c : p.credentials)
            items << QStringLiteral("{ ") + credentialLines(c).join(QStringLiteral(", ")) +
                         QStringLiteral(" }");
        return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    };
    d.writeTables = [](const Policy &p) -> QString {
        QString out;
        for (const Policy::Credential &c : p.credentials) {
            out += QStringLiteral("\n[[credentials]]\n");
            for (const QString &line : credentialLines(c))
                out += line + QLatin1Char('\n');
        }
        return out;
    };
    d.readString = [k](const QString &t, Policy &p, PolicyIssue &issue) {
        if (t.trimmed().isEmpty()) {
            p.credentials.clear();
            return true;
        }
        try {
            const QByteArray doc = QByteArrayLiteral("v = ") + t.toUtf8();
            const toml::table root = toml::parse(std::string_view(doc.constData(), size_t(doc.size())));
            const toml::node *v = root.get("v");
            if (v)
                return readCredentialArray(*v, k, p, issue);
        } catch (const toml::parse_error &) {
        }
        return fail(issue, k,
                    QCoreApplication::translate(
                        "aisb::Policy",
                        "credentials must be a TOML inline array of tables, e.g. [{ name = \"anthropic\", "
                        "preset = \"anthropic\", source = \"keyring:anthropic\" }]."));
    };
    d.writeString = [](const Policy &p) -> QString {
        QStringList items;
        for (const Policy::Credential &c : p.credentials)
            items << QStringLiteral("{ ") + credentialLines(c).join(QStringLiteral(", ")) +
                         QStringLiteral(" }");
        return items.isEmpty() ? QString()
                               : QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    };
    d.copy = [](const Policy &from, Policy &to) { to.credentials = from.credentials; };
    defs.append(d);
}

QList<PolicyFieldDef> buildDefs()
{
    QList<PolicyFieldDef> defs;
    addString(
        defs, "image.base", "base = \"localhost/ai-sandbox-base:trixie\"",
        [](auto &p) -> auto & { return p.image.base; });
    addList(
        defs, "image.packages", "packages = [\"git\", \"ripgrep\"]",
        [](auto &p) -> auto & { return p.image.packages; });
    addString(
        defs, "image.harness", "harness = \"pi\"", [](auto &p) -> auto & { return p.image.harness; });
    addList(
        defs, "image.ca_certificates",
        "ca_certificates = [\"/usr/local/share/ca-certificates/corporate.crt\"]",
        [](auto &p) -> auto & { return p.image.caCertificates; });
    addList(
        defs, "run.command", "command = [\"bash\", \"-l\"]", [](auto &p) -> auto & { return p.run.command; },
        false);
    addString(
        defs, "run.workdir", "workdir = \"/project\"", [](auto &p) -> auto & { return p.run.workdir; });
    addBool(
        defs, "run.tty", [](auto &p) -> auto & { return p.run.tty; });
    addBool(
        defs, "run.keep", [](auto &p) -> auto & { return p.run.keep; });
    addNetworkMode(defs);
    addList(
        defs, "network.allow", "allow = [\".github.com\", \"registry.npmjs.org\"]",
        [](auto &p) -> auto & { return p.network.allow; });
    addNetworkPorts(defs);
    addNetworkLocal(defs);

    addList(
        defs, "env.pass", "pass = [\"TERM\", \"AWS_*\"]", [](auto &p) -> auto & { return p.env.pass; });
    addEnvSet(defs);
    addList(
        defs, "env.secrets", "secrets = [\"GITHUB_TOKEN\"]", [](auto &p) -> auto & { return p.env.secrets; });
    addString(
        defs, "limits.memory", "memory = \"4g\"", [](auto &p) -> auto & { return p.limits.memory; });
    addLimitsCpus(defs);
    addInt(
        defs, "limits.pids", "pids = 512", [](auto &p) -> auto & { return p.limits.pids; });
    addString(
        defs, "limits.tmp_size", "tmp_size = \"512m\"", [](auto &p) -> auto & { return p.limits.tmpSize; });
    addLimitsExecTimeout(defs);
    addMountsProject(defs);

    addList(
        defs, "mounts.masked", "masked = [\".env\", \"secrets/\"]",
        [](auto &p) -> auto & { return p.mounts.masked; });
    addList(
        defs, "mounts.read_only", "read_only = [\".git/hooks\"]",
        [](auto &p) -> auto & { return p.mounts.readOnly; });
    addBool(
        defs, "mounts.home_volume", [](auto &p) -> auto & { return p.mounts.homeVolume; });
    addMountsExtra(defs);
    addBool(
        defs, "session.record", [](auto &p) -> auto & { return p.session.record; });
    addInt(
        defs, "session.record_max_mb", "record_max_mb = 64",
        [](auto &p) -> auto & { return p.session.recordMaxMb; });
    addCredentials(defs);

    for (PolicyFieldDef &d : defs) {
        d.section = d.key.section(QLatin1Char('.'), 0, 0);
        d.name = d.key.section(QLatin1Char('.'), 1);
    }
    return defs;
}

} // namespace

const QList<PolicyFieldDef> &policyFieldDefs()
{
    static const QList<PolicyFieldDef> defs = buildDefs();
    return defs;
}

const PolicyFieldDef *findPolicyFieldDef(const QString &key)
{
    for (const PolicyFieldDef &d : policyFieldDefs()) {
        if (d.key == key)
            return &d;
    }
    return nullptr;
}

const QStringList &policySectionNames()
{
    static const QStringList names = [] {
        QStringList out;
        for (const PolicyFieldDef &d : policyFieldDefs()) {
            if (!out.contains(d.section))
                out.append(d.section);
        }
        return out;
    }();
    return names;
}

const QStringList &policyFieldKeys()
{
    static const QStringList keys = [] {
        QStringList out;
        for (const PolicyFieldDef &d : policyFieldDefs())
            out.append(d.key);
        return out;
    }();
    return keys;
}

QString tomlString(const QString &value)
{
    QString out;
    out.reserve(value.size() + 2);
    out += QLatin1Char('"');
    for (const QChar c : value) {
        const char16_t u = c.unicode();
        switch (u) {
        case u'"':
            out += QLatin1String("\\\"");
            break;
        case u'\\':
            out += QLatin1String("\\\\");
            break;
        case u'\b':
            out += QLatin1String("\\b");
            break;
        case u'\t':
            out += QLatin1String("\\t");
            break;
        case u'\n':
            out += QLatin1String("\\n");
            break;
        case u'\f':
            out += QLatin1String("\\f");
            break;
        case u'\r':
            out += QLatin1String("\\r");
            break;
        default:
            if (u < 0x20 || u == 0x7f)
                out += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
    return out;
}

QString tomlKey(const QString &key)
{
    if (key.isEmpty())
        return tomlString(key);
    for (const QChar c : key) {
        const char16_t u = c.unicode();
        const bool bare = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ||
                          u == '_' || u == '-';
        if (!bare)
            return tomlString(key);
    }
    return key;
}

bool copyPolicyField(const QString &key, const Policy &from, Policy &to)
{
    const PolicyFieldDef *d = findPolicyFieldDef(key);
    if (!d)
        return false;
    d->copy(from, to);
    return true;
}

bool setPolicyFieldFromString(const QString &key, const QString &value, Policy &into,
                              QList<PolicyIssue> &issues)
{
    const PolicyFieldDef *d = findPolicyFieldDef(key);
    if (!d) {
        issues.append({key, QCoreApplication::translate(
                                "aisb::Policy", "There is no policy field \"%1\"; known fields are: %2.")
                                .arg(key, policyFieldKeys().join(QStringLiteral(", ")))});
        return false;
    }
    PolicyIssue issue;
    if (!d->readString(value, into, issue)) {
        issues.append(issue);
        return false;
    }
    return true;
}

QString policyFieldToString(const QString &key, const Policy &policy)
{
    const PolicyFieldDef *d = findPolicyFieldDef(key);
    return d ? d->writeString(policy) : QString();
}

QString environmentVariableFor(const QString &key)
{
    QString name = key.toUpper();
    name.replace(QLatin1Char('.'), QLatin1Char('_'));
    return QStringLiteral("AISB_") + name;
}

PolicyLayer environmentLayer(const QProcessEnvironment &env, QList<PolicyIssue> &issues)
{
    PolicyLayer layer;
    layer.layer = Layer::Environment;
    layer.origin = QStringLiteral("AISB_* environment");
    layer.values = defaultPolicy();
    QSet<QString> known;
    for (const PolicyFieldDef &d : policyFieldDefs()) {
        const QString var = environmentVariableFor(d.key);
        known.insert(var);
        if (!env.contains(var))
            continue;
        // What the sandbox may reach, see, carry and run on is never taken from the environment:
        // a project's .envrc or a parent process could set it, and it would override a trusted
        // file silently. The command line (-o KEY=VALUE) and the files say it explicitly.
        static const QStringList boundary = {QStringLiteral("network"), QStringLiteral("mounts"),
                                             QStringLiteral("env"), QStringLiteral("image"),
                                             QStringLiteral("credentials")};
        if (boundary.contains(d.section)) {
            issues.append(
                {d.key,
                 QCoreApplication::translate(
                     "aisb::Policy",
                     "Environment variable %1 would set %2, which decides what the sandbox may reach, "
                     "see or carry; such settings are not taken from the environment. Unset %1, and put "
                     "the setting in the policy file or pass -o %2=VALUE on the command line.")
                     .arg(var, d.key)});
            continue;
        }
        PolicyIssue issue;
        if (d.readString(env.value(var), layer.values, issue)) {
            layer.fields.insert(d.key);
        } else {
            issue.message = QCoreApplication::translate("aisb::Policy", "Environment variable %1: %2")
                                .arg(var, issue.message);
            issues.append(issue);
        }
    }
    // A misspelt AISB_<SECTION>_* variable would silently do nothing: say so. Other AISB_*
    // variables (AISB_LOG, ...) belong to other parts of the program.
    const QStringList names = env.keys();
    for (const QString &var : names) {
        if (known.contains(var))
            continue;
        for (const QString &section : policySectionNames()) {
            if (var.startsWith(QStringLiteral("AISB_") + section.toUpper() + QLatin1Char('_'))) {
                issues.append(
                    {var, QCoreApplication::translate(
                              "aisb::Policy",
                              "Environment variable %1 is not a policy setting; the %2 settings are: %3. "
                              "Unset it or fix its name.")
                              .arg(var, section, [&] {
                                  QStringList vars;
                                  for (const PolicyFieldDef &d : policyFieldDefs())
                                      if (d.section == section)
                                          vars.append(environmentVariableFor(d.key));
                                  return vars.join(QStringLiteral(", "));
                              }())});
                break;
            }
        }
    }
    return layer;
}

ResolvedPolicy mergeLayers(const QList<PolicyLayer> &layers)
{
    ResolvedPolicy r;
    r.policy = defaultPolicy();
    for (const QString &key : policyFieldKeys()) {
        r.origin.insert(key, Layer::BuiltIn);
        r.originText.insert(key, toString(Layer::BuiltIn));
    }
    for (const PolicyLayer &layer : layers) {
        for (const PolicyFieldDef &d : policyFieldDefs()) {
            if (!layer.fields.contains(d.key))
                continue;
            d.copy(layer.values, r.policy);
            r.origin.insert(d.key, layer.layer);
            r.originText.insert(d.key, layer.origin);
        }
    }
    return r;
}

} // namespace aisb
