// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policysection.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QVBoxLayout;

namespace aisb {

class EnvModel;

// Environment: the variables passed from this computer, set to a value, or passed as secrets;
// warns about credentials saved in plain text and offers what the chosen agent reads.
class EnvironmentSection : public PolicySection
{
    Q_OBJECT
public:
    explicit EnvironmentSection(QWidget *parent = nullptr);

    void openProject(const QString &projectDir, const QProcessEnvironment &environment) override;
    QTableView *table() const { return m_envTable; }
    // Selects the variable's row (no scrolling of the form: the editor does that).
    void selectVariable(const QString &name);

protected:
    void syncFields(const PolicyDocument &document) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildAddRow(QWidget *box, QVBoxLayout *v);
    void buildTable(QWidget *box, QVBoxLayout *v);
    void buildPlainSecrets(QWidget *box, QVBoxLayout *v);
    void buildSuggestion(QWidget *box, QVBoxLayout *v);
    void addEnvFromInput();
    void removeSelectedEnv();
    void updatePlainSecrets();
    QStringList missingSuggestedEnv() const;

    EnvModel *m_envModel = nullptr;
    QTableView *m_envTable = nullptr;
    QLineEdit *m_envName = nullptr;
    QComboBox *m_envSource = nullptr;
    QLineEdit *m_envValue = nullptr;
    QPushButton *m_removeEnv = nullptr;
    QPushButton *m_addEnv = nullptr;
    QWidget *m_plainSecrets = nullptr;
    QLabel *m_plainSecretsText = nullptr;
    QWidget *m_envSuggestion = nullptr;
    QLabel *m_envSuggestionText = nullptr;
    QLabel *m_gateManaged = nullptr; // the credential rules' variables and how they reach the sandbox
};

} // namespace aisb
