// SPDX-License-Identifier: GPL-3.0-or-later
#include "environmentsection.h"

#include "envmodel.h"
#include "envsourcedelegate.h"
#include "icons.h"
#include "policy/credentials.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "render/harness.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace aisb {

// The strings keep the editor's translation context (PolicyEditor::tr): they were its own.
EnvironmentSection::EnvironmentSection(QWidget *parent) : PolicySection(parent)
{
    QGridLayout *grid = addHeading(
        PolicyEditor::tr("Environment"),
        PolicyEditor::tr("Only the variables named here exist in the sandbox. Values passed from this "
                         "computer are never shown; secrets are also kept out of every log."));
    auto *box = new QWidget;
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(4);
    buildAddRow(box, v);
    buildTable(box, v);
    buildPlainSecrets(box, v);
    buildSuggestion(box, v);
    m_gateManaged = makeHelp({}, box);
    m_gateManaged->setObjectName(QStringLiteral("gateManagedEnv"));
    v->addWidget(m_gateManaged);
    addRow(grid, {}, box, {PolicyDocument::EnvPass, PolicyDocument::EnvSet, PolicyDocument::EnvSecrets});

    m_envTable->installEventFilter(this);
}

void EnvironmentSection::buildAddRow(QWidget *box, QVBoxLayout *v)
{
    auto *addLayout = new QHBoxLayout;
    m_envName = new QLineEdit(box);
    m_envName->setObjectName(QStringLiteral("envNameInput"));
    m_envName->setPlaceholderText(PolicyEditor::tr("NAME or PREFIX_*"));
    m_envName->setAccessibleName(PolicyEditor::tr("Variable name"));
    m_envSource = new QComboBox(box);
    m_envSource->setObjectName(QStringLiteral("envSourceCombo"));
    for (EnvModel::Source s : {EnvModel::Source::Pass, EnvModel::Source::Secret, EnvModel::Source::Set})
        m_envSource->addItem(EnvModel::sourceName(s), int(s));
    m_envValue = new QLineEdit(box);
    m_envValue->setObjectName(QStringLiteral("envValueInput"));
    m_envValue->setPlaceholderText(PolicyEditor::tr("value"));
    m_envValue->setEnabled(false);
    m_envValue->setAccessibleName(PolicyEditor::tr("Variable value"));
    m_addEnv = new QPushButton(Icons::add(), PolicyEditor::tr("Add"), box);
    m_addEnv->setObjectName(QStringLiteral("addEnvButton"));
    m_addEnv->setEnabled(false);
    connect(m_envName, &QLineEdit::textChanged, m_addEnv,
            [this](const QString &text) { m_addEnv->setEnabled(!text.trimmed().isEmpty()); });
    addLayout->addWidget(m_envName, 2);
    addLayout->addWidget(m_envSource);
    addLayout->addWidget(m_envValue, 2);
    addLayout->addWidget(m_addEnv);
    v->addLayout(addLayout);
    connect(m_envSource, &QComboBox::currentIndexChanged, this, [this] {
        m_envValue->setEnabled(m_envSource->currentData().toInt() == int(EnvModel::Source::Set));
    });
    connect(m_addEnv, &QPushButton::clicked, this, &EnvironmentSection::addEnvFromInput);
    connect(m_envName, &QLineEdit::returnPressed, this, &EnvironmentSection::addEnvFromInput);
    connect(m_envValue, &QLineEdit::returnPressed, this, &EnvironmentSection::addEnvFromInput);
}

void EnvironmentSection::buildTable(QWidget *box, QVBoxLayout *v)
{
    m_envModel = new EnvModel(this);
    m_envTable = new QTableView(box);
    m_envTable->setObjectName(QStringLiteral("envTable"));
    m_envTable->setModel(m_envModel);
    m_envTable->setItemDelegate(new EnvSourceDelegate(m_envTable));
    m_envTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_envTable->verticalHeader()->setVisible(false);
    m_envTable->horizontalHeader()->setStretchLastSection(true);
    m_envTable->horizontalHeader()->resizeSection(EnvModel::NameColumn, 170);
    m_envTable->horizontalHeader()->resizeSection(EnvModel::SourceColumn, 130);
    m_envTable->setAlternatingRowColors(true);
    m_envTable->setTabKeyNavigation(false);
    m_envTable->setWordWrap(false);
    m_envTable->verticalHeader()->setDefaultSectionSize(m_envTable->fontMetrics().height() + 10);
    auto fitEnv = [this] { fitTableHeight(m_envTable, 3, 12); };
    connect(m_envModel, &QAbstractItemModel::rowsInserted, this, fitEnv);
    connect(m_envModel, &QAbstractItemModel::rowsRemoved, this, fitEnv);
    connect(m_envModel, &QAbstractItemModel::modelReset, this, fitEnv);
    fitEnv();
    m_envTable->setAccessibleName(PolicyEditor::tr("Environment variables"));
    v->addWidget(m_envTable);
    auto *buttons = new QHBoxLayout;
    m_removeEnv = new QPushButton(Icons::remove(), PolicyEditor::tr("Remove"), box);
    m_removeEnv->setEnabled(false);
    buttons->addWidget(m_removeEnv);
    buttons->addStretch(1);
    v->addLayout(buttons);
    connect(m_removeEnv, &QPushButton::clicked, this, &EnvironmentSection::removeSelectedEnv);
    connect(m_envTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_removeEnv->setEnabled(m_envTable->selectionModel()->hasSelection()); });
    connect(m_envModel, &EnvModel::envEdited, this, [this](const Policy::Env &env) {
        edit(
            {PolicyDocument::EnvPass, PolicyDocument::EnvSet, PolicyDocument::EnvSecrets},
            [env](Policy &p) { p.env = env; }, PolicyEditor::tr("Edit environment"));
    });
}

void EnvironmentSection::buildPlainSecrets(QWidget *box, QVBoxLayout *v)
{
    // "Set to value" entries that look like credentials are in the file in plain text: say so, and
    // offer the move to "Secret from host".
    m_plainSecrets = new QWidget(box);
    m_plainSecrets->setObjectName(QStringLiteral("plainSecrets"));
    auto *ps = new QHBoxLayout(m_plainSecrets);
    ps->setContentsMargins(0, 0, 0, 0);
    auto *psIcon = new QLabel(m_plainSecrets);
    psIcon->setPixmap(Icons::warning().pixmap(16, 16));
    m_plainSecretsText = new QLabel(m_plainSecrets);
    m_plainSecretsText->setObjectName(QStringLiteral("plainSecretsText"));
    m_plainSecretsText->setWordWrap(true);
    m_plainSecretsText->setMinimumWidth(1);
    auto *move = new QPushButton(PolicyEditor::tr("Move to Secret from Host"), m_plainSecrets);
    move->setObjectName(QStringLiteral("moveToSecretButton"));
    move->setToolTip(
        PolicyEditor::tr("Pass these variables from this computer instead (never shown or logged); their "
                         "values leave the project file when you save"));
    ps->addWidget(psIcon, 0, Qt::AlignTop);
    ps->addWidget(m_plainSecretsText, 1);
    ps->addWidget(move, 0, Qt::AlignTop);
    m_plainSecrets->setVisible(false);
    v->addWidget(m_plainSecrets);
    connect(move, &QPushButton::clicked, this, [this] {
        const QStringList names = m_envModel->plainTextSecrets();
        if (m_envModel->moveToSecret(names))
            Q_EMIT statusMessage(
                PolicyEditor::tr("%1 now come(s) from this computer as secret(s); set them there before "
                                 "launching.",
                                 nullptr, int(names.size()))
                    .arg(names.join(QStringLiteral(", "))));
    });
}

void EnvironmentSection::buildSuggestion(QWidget *box, QVBoxLayout *v)
{
    m_envSuggestion = new QWidget(box);
    m_envSuggestion->setObjectName(QStringLiteral("envSuggestion"));
    auto *se = new QHBoxLayout(m_envSuggestion);
    se->setContentsMargins(0, 0, 0, 0);
    auto *bulb = new QLabel(m_envSuggestion);
    bulb->setPixmap(Icons::information().pixmap(16, 16));
    m_envSuggestionText = makeHelp({}, m_envSuggestion);
    auto *addSecrets = new QPushButton(Icons::add(), PolicyEditor::tr("Add as Secrets"), m_envSuggestion);
    addSecrets->setObjectName(QStringLiteral("addSuggestedEnvButton"));
    se->addWidget(bulb, 0, Qt::AlignTop);
    se->addWidget(m_envSuggestionText, 1);
    se->addWidget(addSecrets, 0, Qt::AlignTop);
    m_envSuggestion->setVisible(false);
    v->addWidget(m_envSuggestion);
    connect(addSecrets, &QPushButton::clicked, this, [this] {
        const QStringList names = missingSuggestedEnv();
        edit(
            {PolicyDocument::EnvPass, PolicyDocument::EnvSecrets},
            [names](Policy &p) {
                for (const QString &n : names) {
                    p.env.pass << n;
                    if (!p.env.secrets.contains(n))
                        p.env.secrets << n;
                }
            },
            PolicyEditor::tr("Add the agent's variables"));
    });
}

void EnvironmentSection::openProject(const QString &projectDir, const QProcessEnvironment &environment)
{
    Q_UNUSED(projectDir)
    m_envModel->setHostEnvironment(environment);
}

void EnvironmentSection::syncFields(const PolicyDocument &document)
{
    QHash<QString, QString> managed;
    QStringList lines;
    for (const Policy::Credential &rule : document.effective().credentials) {
        const Policy::Credential e = Credentials::effective(rule);
        for (const QString &name : e.env) {
            if (!managed.contains(name)) {
                managed.insert(name, rule.name);
                lines << PolicyEditor::tr("%1 (rule %2)").arg(name, rule.name);
            }
        }
    }
    m_envModel->setGateManaged(managed);
    m_envModel->setEnv(document.effective().env);
    m_gateManaged->setVisible(!lines.isEmpty());
    m_gateManaged->setText(
        PolicyEditor::tr("Gate-managed (Credentials): %1. In the sandbox these hold only “%2”; the gate adds "
                         "the key to the rule's requests. A secret above that no rule names is in the "
                         "sandbox's environment, where the agent can read it.")
            .arg(lines.join(QStringLiteral(", ")), QLatin1String(Credentials::kPlaceholder)));
    const HarnessPreset *preset = findHarness(m_policy.image.harness);
    const QString agent =
        preset ? QCoreApplication::translate("aisb::HarnessPreset", qPrintable(preset->title)) : QString();
    const QStringList env = missingSuggestedEnv();
    m_envSuggestion->setVisible(!env.isEmpty());
    if (!env.isEmpty())
        m_envSuggestionText->setText(
            PolicyEditor::tr("%1 usually reads: %2").arg(agent, env.join(QStringLiteral(", "))));
    updatePlainSecrets();
}

void EnvironmentSection::selectVariable(const QString &name)
{
    int row = -1;
    const QList<EnvModel::Entry> entries = m_envModel->entries();
    for (int i = 0; i < entries.size(); ++i)
        if (entries.at(i).name == name)
            row = i;
    m_envTable->setFocus(Qt::OtherFocusReason);
    if (row >= 0) {
        m_envTable->selectRow(row);
        m_envTable->scrollTo(m_envModel->index(row, 0));
    }
}

QStringList EnvironmentSection::missingSuggestedEnv() const
{
    QStringList missing;
    const Policy &p = m_policy;
    if (const HarnessPreset *preset = findHarness(p.image.harness)) {
        for (const QString &name : preset->envPass) {
            if (!p.env.pass.contains(name) && !p.env.set.contains(name))
                missing << name;
        }
    }
    return missing;
}

void EnvironmentSection::updatePlainSecrets()
{
    const QStringList names = m_envModel->plainTextSecrets();
    m_plainSecrets->setVisible(!names.isEmpty());
    if (!names.isEmpty())
        m_plainSecretsText->setText(PolicyEditor::tr("%1 look(s) like a secret but the value is saved in "
                                                     "plain text in .ai-sandbox.toml, which the "
                                                     "agent can read and which is often committed.",
                                                     nullptr, int(names.size()))
                                        .arg(names.join(QStringLiteral(", "))));
}

void EnvironmentSection::addEnvFromInput()
{
    const QString name = m_envName->text().trimmed();
    if (name.isEmpty())
        return;
    EnvModel::Entry entry;
    entry.name = name;
    entry.source = EnvModel::Source(m_envSource->currentData().toInt());
    if (entry.source == EnvModel::Source::Set)
        entry.value = m_envValue->text();
    if (!m_envModel->addEntry(entry)) {
        Q_EMIT statusMessage(PolicyEditor::tr("%1 is already listed.").arg(name));
        return;
    }
    m_envName->clear();
    m_envValue->clear();
}

void EnvironmentSection::removeSelectedEnv()
{
    const auto selected = m_envTable->selectionModel()->selectedRows();
    QList<int> rows;
    for (const QModelIndex &idx : selected)
        rows << idx.row();
    std::sort(rows.begin(), rows.end());
    for (auto it = rows.crbegin(); it != rows.crend(); ++it)
        m_envModel->removeRows(*it, 1);
}

bool EnvironmentSection::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_envTable && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Delete) || key->key() == Qt::Key_Backspace) {
            removeSelectedEnv();
            return true;
        }
    }
    return PolicySection::eventFilter(watched, event);
}

} // namespace aisb
