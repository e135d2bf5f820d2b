// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialssection.h"

#include "icons.h"
#include "policy/credentials.h"
#include "policydocument.h"
#include "policyeditor.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace aisb {

namespace {
enum Column { NameColumn, HostColumn, HeaderColumn, SourceColumn, ColumnCount };

const QStringList SourceKinds = {QStringLiteral("keyring"), QStringLiteral("env"), QStringLiteral("command")};

QStringList splitNames(const QString &text)
{
    QStringList out;
    for (const QString &part : text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts))
        out << part;
    return out;
}
} // namespace

// ---------------------------------------------------------------- rule dialog

CredentialRuleDialog::CredentialRuleDialog(const Policy::Credential &rule, const QStringList &otherNames,
                                           QWidget *parent)
    : QDialog(parent), m_otherNames(otherNames), m_name(new QLineEdit(rule.name, this)),
      m_preset(new QComboBox(this)), m_host(new QLineEdit(rule.host, this)),
      m_header(new QLineEdit(rule.header, this)), m_format(new QLineEdit(rule.format, this)),
      m_sourceKind(new QComboBox(this)), m_sourceArg(new QLineEdit(this)),
      m_env(new QLineEdit(rule.env.join(QStringLiteral(", ")), this)),
      m_baseUrlEnv(new QLineEdit(rule.baseUrlEnv, this)), m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("credentialRuleDialog"));
    setWindowTitle(rule.name.isEmpty() ? PolicyEditor::tr("Add Credential Rule")
                                       : PolicyEditor::tr("Edit Credential Rule %1").arg(rule.name));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(PolicyEditor::tr("The gate adds this header to the sandbox's requests to the host, "
                                    "with the value read from the source when a session starts. "
                                    "The sandbox only sees the placeholder “%1”.")
                       .arg(QLatin1String(Credentials::kPlaceholder)),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_name->setObjectName(QStringLiteral("ruleName"));
    m_preset->setObjectName(QStringLiteral("rulePreset"));
    m_preset->addItem(PolicyEditor::tr("None (every field below)"), QString());
    for (const QString &p : Credentials::presetNames())
        m_preset->addItem(CredentialsSection::presetTitle(p), p);
    m_preset->setCurrentIndex(qMax(0, m_preset->findData(rule.preset)));
    m_host->setObjectName(QStringLiteral("ruleHost"));
    m_header->setObjectName(QStringLiteral("ruleHeader"));
    m_format->setObjectName(QStringLiteral("ruleFormat"));
    m_sourceKind->setObjectName(QStringLiteral("ruleSourceKind"));
    m_sourceKind->addItem(PolicyEditor::tr("Stored credential (keyring)"), SourceKinds.at(0));
    m_sourceKind->addItem(PolicyEditor::tr("Host environment variable"), SourceKinds.at(1));
    m_sourceKind->addItem(PolicyEditor::tr("Host command"), SourceKinds.at(2));
    const QString kind = rule.source.section(QLatin1Char(':'), 0, 0);
    m_sourceKind->setCurrentIndex(qMax(0, m_sourceKind->findData(kind)));
    m_sourceArg->setObjectName(QStringLiteral("ruleSourceArgument"));
    m_sourceArg->setText(rule.source.contains(QLatin1Char(':')) ? rule.source.section(QLatin1Char(':'), 1)
                                                                : QString());
    m_env->setObjectName(QStringLiteral("ruleEnv"));
    m_baseUrlEnv->setObjectName(QStringLiteral("ruleBaseUrlEnv"));
    auto *source = new QHBoxLayout;
    source->addWidget(m_sourceKind);
    source->addWidget(m_sourceArg, 1);
    form->addRow(PolicyEditor::tr("&Name:"), m_name);
    form->addRow(PolicyEditor::tr("&Preset:"), m_preset);
    form->addRow(PolicyEditor::tr("&Host:"), m_host);
    form->addRow(PolicyEditor::tr("H&eader:"), m_header);
    form->addRow(PolicyEditor::tr("&Format:"), m_format);
    form->addRow(PolicyEditor::tr("&Source:"), source);
    form->addRow(PolicyEditor::tr("Sandbox &variables:"), m_env);
    form->addRow(PolicyEditor::tr("&Base URL variable:"), m_baseUrlEnv);
    layout->addLayout(form);
    m_problem->setObjectName(QStringLiteral("ruleProblem"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &CredentialRuleDialog::presetChanged);
    connect(m_sourceKind, &QComboBox::currentIndexChanged, this, &CredentialRuleDialog::validate);
    for (QLineEdit *e : {m_name, m_host, m_header, m_format, m_sourceArg, m_env, m_baseUrlEnv})
        connect(e, &QLineEdit::textChanged, this, &CredentialRuleDialog::validate);
    setMinimumWidth(560);
    presetChanged();
}

void CredentialRuleDialog::presetChanged()
{
    // Empty fields take the preset's values: shown as placeholders, not written to the file.
    const std::optional<Policy::Credential> p = Credentials::preset(m_preset->currentData().toString());
    const Policy::Credential none;
    const Policy::Credential &from = p ? *p : none;
    m_host->setPlaceholderText(p ? from.host : PolicyEditor::tr("e.g. api.example.com"));
    m_header->setPlaceholderText(p ? from.header : PolicyEditor::tr("e.g. Authorization"));
    m_format->setPlaceholderText(p ? from.format : PolicyEditor::tr("{value}, or e.g. Bearer {value}"));
    m_env->setPlaceholderText(p ? from.env.join(QStringLiteral(", "))
                                : PolicyEditor::tr("e.g. EXAMPLE_API_KEY"));
    m_baseUrlEnv->setPlaceholderText(p ? from.baseUrlEnv : PolicyEditor::tr("e.g. EXAMPLE_BASE_URL"));
    validate();
}

Policy::Credential CredentialRuleDialog::rule() const
{
    Policy::Credential c;
    c.name = m_name->text().trimmed();
    c.preset = m_preset->currentData().toString();
    c.host = m_host->text().trimmed();
    c.header = m_header->text().trimmed();
    c.format = m_format->text().trimmed();
    c.source = m_sourceKind->currentData().toString() + QLatin1Char(':') + m_sourceArg->text().trimmed();
    c.env = splitNames(m_env->text());
    c.baseUrlEnv = m_baseUrlEnv->text().trimmed();
    return c;
}

void CredentialRuleDialog::validate()
{
    const Policy::Credential c = rule();
    const Policy::Credential e = Credentials::effective(c);
    const QString kind = m_sourceKind->currentData().toString();
    m_sourceArg->setPlaceholderText(
        kind == QLatin1String("keyring") ? PolicyEditor::tr("stored name, e.g. %1")
                                               .arg(c.name.isEmpty() ? QStringLiteral("anthropic") : c.name)
        : kind == QLatin1String("env") ? PolicyEditor::tr("variable, e.g. ANTHROPIC_API_KEY")
                                       : PolicyEditor::tr("command, e.g. gh auth token"));
    QString problem;
    if (c.name.isEmpty())
        problem =
            PolicyEditor::tr("Give the rule a name: logs show it for each request that carried the value.");
    else if (m_otherNames.contains(c.name))
        problem = PolicyEditor::tr("Another rule is named %1: pick another name.").arg(c.name);
    else if (e.host.isEmpty() || e.header.isEmpty())
        problem = PolicyEditor::tr("Say the host and the header (or pick a preset that does).");
    else if (Credentials::isForbiddenHeader(e.header))
        problem = PolicyEditor::tr("The gate never sets %1: it decides where a request goes. Pick the "
                                   "header the service reads its key from.")
                      .arg(e.header);
    else if (!e.format.isEmpty() && !e.format.contains(QLatin1String("{value}")))
        problem = PolicyEditor::tr("The format must contain {value} (where the value goes).");
    else if (Credentials::sourceArgument(c.source).isEmpty())
        problem = PolicyEditor::tr("Say where the value comes from (the source's name or command).");
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    if (problem.isEmpty() && kind == QLatin1String("command")) {
        m_problem->setText(PolicyEditor::tr("The command runs on this computer, outside the sandbox, when a "
                                            "session starts; approving the policy shows it."));
        m_problem->setVisible(true);
    }
}

// ---------------------------------------------------------------- section

CredentialsSection::CredentialsSection(QWidget *parent) : PolicySection(parent)
{
    QGridLayout *grid = addHeading(
        PolicyEditor::tr("Credentials"),
        PolicyEditor::tr("Keys the gate adds to requests to one host. The sandbox never holds them: its "
                         "variables get the placeholder “%1”.")
            .arg(QLatin1String(Credentials::kPlaceholder)));
    auto *box = new QWidget;
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, ColumnCount, box);
    m_table->setObjectName(QStringLiteral("credentialsTable"));
    m_table->setHorizontalHeaderLabels({PolicyEditor::tr("Name"), PolicyEditor::tr("Host"),
                                        PolicyEditor::tr("Header"), PolicyEditor::tr("Source")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SourceColumn, QHeaderView::Stretch);
    v->addWidget(m_table);
    m_empty = makeHelp(PolicyEditor::tr("No credential rules: API keys reach the sandbox only as variables "
                                        "(Environment). Add a rule to keep a key outside."),
                       box);
    m_empty->setObjectName(QStringLiteral("credentialsNone"));
    v->addWidget(m_empty);

    auto *buttons = new QHBoxLayout;
    m_add = new QToolButton(box);
    m_add->setObjectName(QStringLiteral("credentialsAddRule"));
    m_add->setText(PolicyEditor::tr("Add Rule"));
    m_add->setIcon(Icons::add());
    m_add->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_add->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_add);
    for (const QString &p : Credentials::presetNames())
        menu->addAction(presetTitle(p), this, [this, p] { addFromPreset(p); })->setObjectName(p);
    menu->addSeparator();
    menu->addAction(PolicyEditor::tr("Other Host…"), this, [this] { addFromPreset({}); })
        ->setObjectName(QStringLiteral("custom"));
    m_add->setMenu(menu);
    m_edit = new QPushButton(PolicyEditor::tr("Edit…"), box);
    m_edit->setObjectName(QStringLiteral("credentialsEditRule"));
    m_remove = new QPushButton(Icons::remove(), PolicyEditor::tr("Remove"), box);
    m_remove->setObjectName(QStringLiteral("credentialsRemoveRule"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    v->addLayout(buttons);
    addRow(grid, {}, box, {PolicyDocument::Credentials},
           PolicyEditor::tr("Values named “keyring:NAME” are stored on the Credentials page (View > "
                            "Credentials); this form never shows a value."));

    connect(m_edit, &QPushButton::clicked, this, &CredentialsSection::editSelected);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &CredentialsSection::editSelected);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeRule(m_table->currentRow()); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &CredentialsSection::updateButtons);
    updateButtons();
}

QString CredentialsSection::presetTitle(const QString &preset)
{
    if (preset == QLatin1String("anthropic"))
        return PolicyEditor::tr("Anthropic");
    if (preset == QLatin1String("openai"))
        return PolicyEditor::tr("OpenAI");
    if (preset == QLatin1String("google"))
        return PolicyEditor::tr("Google");
    if (preset == QLatin1String("github"))
        return PolicyEditor::tr("GitHub API");
    if (preset == QLatin1String("github-git"))
        return PolicyEditor::tr("GitHub (git over HTTPS)");
    return preset;
}

Policy::Credential CredentialsSection::newRule(const QString &preset,
                                               const QList<Policy::Credential> &existing)
{
    QStringList names;
    for (const Policy::Credential &c : existing)
        names << c.name;
    const QString base = preset.isEmpty() ? QStringLiteral("custom") : preset;
    QString name = base;
    for (int n = 2; names.contains(name); ++n)
        name = base + QLatin1Char('-') + QString::number(n);
    Policy::Credential c;
    c.name = name;
    c.preset = preset;
    c.source = QStringLiteral("keyring:") + name;
    return c;
}

void CredentialsSection::addRule(const Policy::Credential &rule)
{
    edit(
        PolicyDocument::Credentials, [rule](Policy &p) { p.credentials.append(rule); },
        PolicyEditor::tr("Add credential rule %1").arg(rule.name));
}

void CredentialsSection::replaceRule(int row, const Policy::Credential &rule)
{
    if (row < 0 || row >= m_policy.credentials.size())
        return;
    edit(
        PolicyDocument::Credentials,
        [row, rule](Policy &p) {
            if (row < p.credentials.size())
                p.credentials[row] = rule;
        },
        PolicyEditor::tr("Change credential rule %1").arg(rule.name));
}

void CredentialsSection::removeRule(int row)
{
    if (row < 0 || row >= m_policy.credentials.size())
        return;
    const QString name = m_policy.credentials.at(row).name;
    edit(
        PolicyDocument::Credentials,
        [row](Policy &p) {
            if (row < p.credentials.size())
                p.credentials.removeAt(row);
        },
        PolicyEditor::tr("Remove credential rule %1").arg(name));
}

void CredentialsSection::addFromPreset(const QString &preset)
{
    QStringList names;
    for (const Policy::Credential &c : std::as_const(m_policy.credentials))
        names << c.name;
    CredentialRuleDialog dialog(newRule(preset, m_policy.credentials), names, this);
    if (dialog.exec() == QDialog::Accepted)
        addRule(dialog.rule());
}

void CredentialsSection::editSelected()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_policy.credentials.size() || !m_editable)
        return;
    QStringList names;
    for (int i = 0; i < m_policy.credentials.size(); ++i)
        if (i != row)
            names << m_policy.credentials.at(i).name;
    CredentialRuleDialog dialog(m_policy.credentials.at(row), names, this);
    if (dialog.exec() == QDialog::Accepted && dialog.rule() != m_policy.credentials.at(row))
        replaceRule(row, dialog.rule());
}

void CredentialsSection::updateButtons()
{
    const bool selected = m_table->currentRow() >= 0 && !m_table->selectedItems().isEmpty();
    m_add->setEnabled(m_editable);
    m_edit->setEnabled(m_editable && selected);
    m_remove->setEnabled(m_editable && selected);
}

void CredentialsSection::syncFields(const PolicyDocument &document)
{
    const QList<Policy::Credential> &rules = document.effective().credentials;
    const int keep = m_table->currentRow();
    m_table->setRowCount(int(rules.size()));
    for (int r = 0; r < rules.size(); ++r) {
        const Policy::Credential &c = rules.at(r);
        const Policy::Credential e = Credentials::effective(c);
        const QStringList cells = {
            c.preset.isEmpty() ? c.name : PolicyEditor::tr("%1 (%2)").arg(c.name, presetTitle(c.preset)),
            e.host, e.header, c.source};
        for (int col = 0; col < ColumnCount; ++col) {
            auto *item = new QTableWidgetItem(cells.at(col));
            item->setToolTip(Credentials::describe(c));
            m_table->setItem(r, col, item);
        }
    }
    if (keep >= 0 && keep < rules.size())
        m_table->selectRow(keep);
    m_empty->setVisible(rules.isEmpty());
    m_table->setVisible(!rules.isEmpty());
    fitTableHeight(m_table, 1, 8);
    updateButtons();
}

void CredentialsSection::syncEnabled(const PolicyDocument &document)
{
    m_editable = !document.overridden(PolicyDocument::Credentials);
    updateButtons();
}

} // namespace aisb
