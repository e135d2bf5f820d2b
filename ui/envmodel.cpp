// SPDX-License-Identifier: GPL-3.0-or-later
#include "envmodel.h"

#include "icons.h"
#include "policy/validation.h"
#include "render/render.h"

#include <QApplication>
#include <QPalette>
#include <QRegularExpression>

namespace aisb {

EnvModel::EnvModel(QObject *parent) : QAbstractTableModel(parent) {}

void EnvModel::setHostEnvironment(const QProcessEnvironment &host)
{
    m_host = host;
    if (!m_entries.isEmpty())
        Q_EMIT dataChanged(index(0, ValueColumn), index(int(m_entries.size()) - 1, ValueColumn));
}

QList<EnvModel::Entry> EnvModel::entriesOf(const Policy::Env &env)
{
    QList<Entry> out;
    for (const QString &name : env.pass)
        out << Entry{name, env.secrets.contains(name) ? Source::Secret : Source::Pass, {}};
    for (auto it = env.set.cbegin(); it != env.set.cend(); ++it)
        out << Entry{it.key(), Source::Set, it.value()};
    return out;
}

void EnvModel::setEnv(const Policy::Env &env)
{
    const QList<Entry> entries = entriesOf(env);
    QStringList extra;
    for (const QString &s : env.secrets) {
        if (!env.pass.contains(s))
            extra << s;
    }
    m_extraSecrets = extra;
    if (entries == m_entries)
        return;
    if (entries.size() == m_entries.size()) {
        m_entries = entries;
        Q_EMIT dataChanged(index(0, 0), index(int(m_entries.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

Policy::Env EnvModel::env() const
{
    Policy::Env env;
    for (const Entry &e : m_entries) {
        switch (e.source) {
        case Source::Pass:
            env.pass << e.name;
            break;
        case Source::Secret:
            env.pass << e.name;
            env.secrets << e.name;
            break;
        case Source::Set:
            env.set.insert(e.name, e.value);
            break;
        }
    }
    for (const QString &s : m_extraSecrets) {
        if (!env.secrets.contains(s))
            env.secrets << s;
    }
    return env;
}

bool EnvModel::addEntry(const Entry &entry)
{
    for (const Entry &e : std::as_const(m_entries)) {
        if (e.name == entry.name)
            return false;
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries << entry;
    endInsertRows();
    Q_EMIT envEdited(env());
    return true;
}

QString EnvModel::sourceName(Source source)
{
    switch (source) {
    case Source::Pass:
        return tr("Pass from host");
    case Source::Set:
        return tr("Set to value");
    case Source::Secret:
        return tr("Secret from host");
    }
    return {};
}

bool EnvModel::looksSecret(const Entry &entry)
{
    if (entry.source != Source::Set)
        return false;
    if (isSecretName(Policy{}, entry.name))
        return true;
    // Values shaped like well-known tokens, or long runs of letters and digits.
    static const QRegularExpression token(
        QStringLiteral("^(sk-|sk_|pk_|ghp_|gho_|ghs_|github_pat_|glpat-|xox[abpr]-|AKIA|AIza|ya29\\.|eyJ)"));
    static const QRegularExpression opaque(QStringLiteral("^[A-Za-z0-9+/_=.-]{32,}$"));
    const QString v = entry.value.trimmed();
    if (token.match(v).hasMatch())
        return true;
    return opaque.match(v).hasMatch() && v.contains(QRegularExpression(QStringLiteral("[0-9]"))) &&
           v.contains(QRegularExpression(QStringLiteral("[A-Za-z]")));
}

QStringList EnvModel::plainTextSecrets() const
{
    QStringList out;
    for (const Entry &e : m_entries)
        if (looksSecret(e))
            out << e.name;
    return out;
}

bool EnvModel::moveToSecret(const QStringList &names)
{
    bool any = false;
    for (int i = 0; i < m_entries.size(); ++i) {
        Entry &e = m_entries[i];
        if (e.source != Source::Set || !names.contains(e.name))
            continue;
        e.source = Source::Secret;
        e.value.clear();
        any = true;
        Q_EMIT dataChanged(index(i, 0), index(i, ColumnCount - 1));
    }
    if (any)
        Q_EMIT envEdited(env());
    return any;
}

bool EnvModel::isSecretish(const Entry &entry) const
{
    Policy p;
    p.env.secrets = m_extraSecrets;
    return entry.source == Source::Secret || isSecretName(p, entry.name);
}

QString EnvModel::rowError(int row) const
{
    const Entry &e = m_entries.at(row);
    if (e.name.isEmpty())
        return tr("The variable name is empty.");
    QString error = e.source == Source::Set ? Grammar::envName(e.name) : Grammar::envPattern(e.name);
    if (error.isEmpty() && e.source == Source::Set)
        error = Grammar::envValue(e.value);
    if (error.isEmpty()) {
        for (int i = 0; i < row; ++i) {
            if (m_entries.at(i).name == e.name)
                return tr("%1 is listed twice; remove one of them.").arg(e.name);
        }
    }
    return error;
}

void EnvModel::setGateManaged(const QHash<QString, QString> &variableToRule)
{
    if (variableToRule == m_gateManaged)
        return;
    m_gateManaged = variableToRule;
    if (!m_entries.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_entries.size()) - 1, ColumnCount - 1));
}

QString EnvModel::delivery(const Entry &e) const
{
    if (const QString rule = gateRule(e.name); !rule.isEmpty())
        return tr("gate-managed by rule %1: the sandbox sees only “gate-managed”; the gate adds the key to "
                  "that rule's requests")
            .arg(rule);
    switch (e.source) {
    case Source::Secret:
        return tr("secret in the sandbox's environment: the agent can read the value (a credential rule "
                  "would keep it outside)");
    case Source::Pass:
        return tr("passed into the sandbox's environment as it is on this host");
    case Source::Set:
        return tr("set in the sandbox's environment to the value in .ai-sandbox.toml");
    }
    return {};
}

QString EnvModel::hostStatus(const Entry &e) const
{
    if (const QString rule = gateRule(e.name); !rule.isEmpty())
        return tr("gate-managed (rule %1)").arg(rule);
    if (e.source == Source::Set) {
        // What the file says, shown as it is: a value in the file is not hidden from anyone.
        return e.value.isEmpty() ? tr("(empty)") : e.value;
    }
    if (e.name.contains(QLatin1Char('*'))) {
        Policy p;
        p.env.pass = {e.name};
        const QStringList names = Render::expandPassNames(p, m_host);
        if (names.isEmpty())
            return tr("matches nothing on this host");
        return tr("matches %1").arg(names.join(QStringLiteral(", ")));
    }
    // Only whether it is set: the value never enters the model.
    const QString set = m_host.contains(e.name) ? tr("set on this host") : tr("not set on this host");
    return e.source == Source::Secret ? tr("%1 · secret in the sandbox's env").arg(set) : set;
}

int EnvModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int EnvModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EnvModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return e.name;
        case SourceColumn:
            return sourceName(e.source);
        case ValueColumn:
            return hostStatus(e);
        }
        return {};
    case Qt::EditRole:
        switch (index.column()) {
        case NameColumn:
            return e.name;
        case SourceColumn:
            return int(e.source);
        case ValueColumn:
            return e.value;
        }
        return {};
    case SourceRole:
        return int(e.source);
    case ErrorRole:
        return rowError(index.row());
    case Qt::ToolTipRole: {
        const QString error = rowError(index.row());
        if (!error.isEmpty())
            return error;
        if (!gateRule(e.name).isEmpty())
            return delivery(e);
        switch (e.source) {
        case Source::Pass:
            return tr("Copied from the environment ai-sandbox was started in.");
        case Source::Secret:
            return QString(
                tr("Copied from the host and never shown in logs, previews or the saved session.") +
                QLatin1Char('\n') + delivery(e));
        case Source::Set:
            if (looksSecret(e))
                return tr(
                    "This looks like a secret, but its value is saved in plain text in .ai-sandbox.toml: "
                    "the agent can read that file, and it is often committed. Move it to “Secret from "
                    "host” to keep the value on this computer.");
            return e.value.isEmpty()
                       ? tr("Set to an empty value inside the sandbox.")
                       : tr("Set to this value inside the sandbox (saved in .ai-sandbox.toml).");
        }
        return {};
    }
    case Qt::DecorationRole:
        if (index.column() == NameColumn)
            return rowError(index.row()).isEmpty() ? Icons::ok() : Icons::error();
        if (index.column() == ValueColumn && looksSecret(e))
            return Icons::warning();
        return {};
    case Qt::ForegroundRole:
        if (index.column() == ValueColumn && e.source != Source::Set) {
            const bool missing = !e.name.contains(QLatin1Char('*')) && !m_host.contains(e.name);
            if (missing)
                return QColor(0xc6, 0x46, 0x00);
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        }
        if (index.column() == ValueColumn && e.value.isEmpty())
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    default:
        return {};
    }
}

QVariant EnvModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Variable");
    case SourceColumn:
        return tr("Source");
    case ValueColumn:
        return tr("Value / on this host");
    default:
        return {};
    }
}

Qt::ItemFlags EnvModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() != ValueColumn || m_entries.at(index.row()).source == Source::Set)
        f |= Qt::ItemIsEditable;
    return f;
}

bool EnvModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Entry &e = m_entries[index.row()];
    const Entry before = e;
    switch (index.column()) {
    case NameColumn:
        e.name = value.toString().trimmed();
        break;
    case SourceColumn: {
        const int s = value.toInt();
        if (s < int(Source::Pass) || s > int(Source::Secret))
            return false;
        e.source = Source(s);
        if (e.source != Source::Set)
            e.value.clear();
        break;
    }
    case ValueColumn:
        if (e.source != Source::Set)
            return false;
        e.value = value.toString();
        break;
    default:
        return false;
    }
    if (e == before)
        return true;
    Q_EMIT dataChanged(this->index(0, 0), this->index(int(m_entries.size()) - 1, ColumnCount - 1));
    Q_EMIT envEdited(env());
    return true;
}

bool EnvModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > m_entries.size())
        return false;
    beginRemoveRows({}, row, row + count - 1);
    m_entries.remove(row, count);
    endRemoveRows();
    Q_EMIT envEdited(env());
    return true;
}

} // namespace aisb
