// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QAbstractTableModel>
#include <QProcessEnvironment>

namespace aisb {

// The environment section of a policy as a table: name, source (passed from the host,
// set to a literal, or a passed secret) and what it is on this host. A passed variable's
// value is never read into the model: only whether it is set, and the names a glob matches.
class EnvModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, SourceColumn, ValueColumn, ColumnCount };
    enum class Source { Pass, Set, Secret };
    Q_ENUM(Source)
    enum Role { ErrorRole = Qt::UserRole + 1, SourceRole };

    struct Entry
    {
        QString name;
        Source source = Source::Pass;
        QString value; // only for Source::Set
        bool operator==(const Entry &) const = default;
    };

    explicit EnvModel(QObject *parent = nullptr);

    // The host environment used to tell whether a passed name is set (names only).
    void setHostEnvironment(const QProcessEnvironment &host);
    void setEnv(const Policy::Env &env);
    // The variables the policy's [[credentials]] rules manage (name -> rule name): in the sandbox
    // they hold only the placeholder "gate-managed"; the gate adds the value to requests.
    void setGateManaged(const QHash<QString, QString> &variableToRule);
    // The rule managing `name`, or empty when the variable carries its own value into the sandbox.
    QString gateRule(const QString &name) const { return m_gateManaged.value(name); }
    // For people: how the variable reaches the sandbox ("gate-managed by rule anthropic: ...",
    // "secret in the sandbox's environment: ...").
    QString delivery(const Entry &entry) const;
    Policy::Env env() const;
    QList<Entry> entries() const { return m_entries; }
    // Appends an entry; returns false when a variable of that name is already listed.
    bool addEntry(const Entry &entry);

    static QString sourceName(Source source);
    // A "Set to value" entry whose name or value looks like a credential: its value is saved in
    // plain text in the project file (which the agent can read and which is often committed).
    static bool looksSecret(const Entry &entry);
    // Names of the "Set to value" entries that look like credentials.
    QStringList plainTextSecrets() const;
    // Turns those entries into "Secret from host" (passed from this computer, never shown or
    // logged); their values leave the file. One envEdited() for all.
    bool moveToSecret(const QStringList &names);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

Q_SIGNALS:
    void envEdited(const aisb::Policy::Env &env);

private:
    static QList<Entry> entriesOf(const Policy::Env &env);
    QString rowError(int row) const;
    QString hostStatus(const Entry &entry) const;
    bool isSecretish(const Entry &entry) const;

    QList<Entry> m_entries;
    QStringList m_extraSecrets; // secrets naming no listed variable, kept as they are
    QProcessEnvironment m_host;
    QHash<QString, QString> m_gateManaged;
};

} // namespace aisb
