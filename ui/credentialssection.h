// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policysection.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QToolButton;

namespace aisb {

// One [[credentials]] rule, added or edited: name, preset, host, header, format, source (kind and
// what it names), the sandbox variables that get the placeholder, the base-URL variable. Fields a
// preset fills may stay empty (the preset's value is shown as the placeholder text). No value is
// ever asked for here: a keyring source names a value stored on the Credentials page.
class CredentialRuleDialog : public QDialog
{
    Q_OBJECT
public:
    CredentialRuleDialog(const Policy::Credential &rule, const QStringList &otherNames,
                         QWidget *parent = nullptr);
    Policy::Credential rule() const;

private:
    void presetChanged();
    void validate();

    QStringList m_otherNames;
    QLineEdit *m_name;
    QComboBox *m_preset;
    QLineEdit *m_host;
    QLineEdit *m_header;
    QLineEdit *m_format;
    QComboBox *m_sourceKind;
    QLineEdit *m_sourceArg;
    QLineEdit *m_env;
    QLineEdit *m_baseUrlEnv;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

// Credentials: the project's [[credentials]] rules (field key "credentials"): which host gets which
// header from which source, added from a preset (Anthropic, OpenAI, Google, GitHub) or by hand.
// Edits go through the document like every other field (undoable).
class CredentialsSection : public PolicySection
{
    Q_OBJECT
public:
    explicit CredentialsSection(QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // A new rule from a preset ("anthropic"...; empty: by hand), named after it (made unique) and
    // reading "keyring:NAME". What Add's menu does after its dialog is accepted.
    static Policy::Credential newRule(const QString &preset, const QList<Policy::Credential> &existing);
    // The edits the buttons ask for (the tests call them too).
    void addRule(const Policy::Credential &rule);
    void replaceRule(int row, const Policy::Credential &rule);
    void removeRule(int row);
    // For people: "Anthropic" for "anthropic".
    static QString presetTitle(const QString &preset);

protected:
    void syncFields(const PolicyDocument &document) override;
    void syncEnabled(const PolicyDocument &document) override;

private:
    void addFromPreset(const QString &preset);
    void editSelected();
    void updateButtons();

    QTableWidget *m_table = nullptr;
    QLabel *m_empty = nullptr;
    QToolButton *m_add = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
    bool m_editable = true;
};

} // namespace aisb
