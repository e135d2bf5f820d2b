// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialspage.h"

#include "credentials/credentialstores.h"
#include "policy/credentialstore.h"
#include "util/offthread.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace aisb {

// ---------------------------------------------------------------- value dialog

CredentialValueDialog::CredentialValueDialog(const QString &name, const QStringList &existing,
                                             QWidget *parent)
    : QDialog(parent), m_existing(existing), m_name(new QLineEdit(name, this)), m_value(new QLineEdit(this)),
      m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("credentialValueDialog"));
    setWindowTitle(name.isEmpty() ? tr("Add Credential") : tr("Replace %1").arg(name));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(name.isEmpty() ? tr("The value is stored under this name; a policy's credential "
                                                 "rule reads it with source \"keyring:NAME\".")
                                            : tr("The new value replaces the stored one. The old value is "
                                                 "not shown."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_name->setObjectName(QStringLiteral("credentialName"));
    m_name->setReadOnly(!name.isEmpty());
    m_name->setPlaceholderText(tr("e.g. anthropic-key"));
    m_value->setObjectName(QStringLiteral("credentialValue"));
    m_value->setEchoMode(QLineEdit::Password);
    m_value->setPlaceholderText(tr("paste the key (never shown)"));
    m_value->setMinimumWidth(320);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Value:"), m_value);
    layout->addLayout(form);
    m_problem->setObjectName(QStringLiteral("credentialProblem"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    m_buttons->button(QDialogButtonBox::Ok)->setText(name.isEmpty() ? tr("Add") : tr("Replace"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &CredentialValueDialog::validate);
    connect(m_value, &QLineEdit::textChanged, this, &CredentialValueDialog::validate);
    (name.isEmpty() ? m_name : m_value)->setFocus();
    validate();
}

QString CredentialValueDialog::name() const
{
    return m_name->text().trimmed();
}

QString CredentialValueDialog::takeValue()
{
    const QString v = m_value->text();
    m_value->clear();
    return v;
}

void CredentialValueDialog::validate()
{
    QString problem;
    if (!m_name->text().trimmed().isEmpty())
        problem = credentialNameError(name());
    if (problem.isEmpty() && !m_value->text().isEmpty())
        problem = credentialValueError(m_value->text());
    const bool ok = problem.isEmpty() && !name().isEmpty() && !m_value->text().isEmpty();
    if (problem.isEmpty() && !m_name->isReadOnly() && m_existing.contains(name()))
        problem = tr("A credential named %1 is stored already: %2 replaces its value.")
                      .arg(name(), m_buttons->button(QDialogButtonBox::Ok)->text());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

// ---------------------------------------------------------------- page

CredentialsPage::CredentialsPage(QWidget *parent)
    : QWidget(parent), m_backend(new QLabel(this)), m_list(new QListWidget(this)), m_empty(new QLabel(this)),
      m_status(new QLabel(this)), m_add(new QPushButton(tr("&Add…"), this)),
      m_replace(new QPushButton(tr("&Replace…"), this)), m_remove(new QPushButton(tr("Re&move…"), this))
{
    setObjectName(QStringLiteral("credentialsPage"));
    setWindowTitle(tr("Credentials"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Keys that a project's credential rules add to its requests at the gate "
                                "(source \"keyring:NAME\"). The sandbox never sees them, and neither does "
                                "this window: values are stored, replaced and removed, never shown."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_backend->setObjectName(QStringLiteral("credentialsBackend"));
    m_backend->setWordWrap(true);
    m_backend->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_backend);

    auto *row = new QHBoxLayout;
    auto *listColumn = new QVBoxLayout;
    m_list->setObjectName(QStringLiteral("credentialsList"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSpacing(2);
    listColumn->addWidget(m_list, 1);
    m_empty->setObjectName(QStringLiteral("credentialsEmpty"));
    m_empty->setText(tr("No credentials stored yet. Add one, then name it in a project's policy "
                        "(Policy > Credentials)."));
    m_empty->setWordWrap(true);
    listColumn->addWidget(m_empty);
    row->addLayout(listColumn, 1);
    auto *buttons = new QVBoxLayout;
    m_add->setObjectName(QStringLiteral("credentialsAdd"));
    m_replace->setObjectName(QStringLiteral("credentialsReplace"));
    m_remove->setObjectName(QStringLiteral("credentialsRemove"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_replace);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    row->addLayout(buttons);
    layout->addLayout(row, 1);
    m_status->setObjectName(QStringLiteral("credentialsStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    connect(m_add, &QPushButton::clicked, this, &CredentialsPage::addCredential);
    connect(m_replace, &QPushButton::clicked, this, &CredentialsPage::replaceSelected);
    connect(m_remove, &QPushButton::clicked, this, &CredentialsPage::removeSelected);
    connect(m_list, &QListWidget::itemSelectionChanged, this, &CredentialsPage::updateButtons);
    connect(m_list, &QListWidget::itemActivated, this, &CredentialsPage::replaceSelected);
    m_backend->setText(tr("Looking for the system keyring…"));
    updateButtons();
    refresh();
}

QString CredentialsPage::backendText() const
{
    return m_backend->text();
}

QString CredentialsPage::statusText() const
{
    return m_status->text();
}

QString CredentialsPage::selectedName() const
{
    const QList<QListWidgetItem *> selected = m_list->selectedItems();
    return selected.isEmpty() ? QString() : selected.first()->text();
}

void CredentialsPage::updateButtons()
{
    const bool ready = !m_busy && credentialStore();
    m_add->setEnabled(ready);
    m_replace->setEnabled(ready && !selectedName().isEmpty());
    m_remove->setEnabled(ready && !selectedName().isEmpty());
    m_empty->setVisible(m_names.isEmpty() && !m_busy);
}

void CredentialsPage::setBusy(bool busy, const QString &what)
{
    m_busy = busy;
    if (busy && !what.isEmpty())
        m_status->setText(what);
    setCursor(busy ? Qt::BusyCursor : Qt::ArrowCursor);
    updateButtons();
}

void CredentialsPage::refresh()
{
    CredentialStore *store = credentialStore();
    if (!store) {
        m_backend->setText(tr("No credential store is set up."));
        return;
    }
    if (m_busy)
        return;
    // After a change its outcome stays in view; the first time, the wait is said.
    m_statusIsReading = m_status->text().isEmpty();
    setBusy(true, m_statusIsReading ? tr("Reading the stored names…") : QString());
    struct Listing
    {
        QString backend;
        QStringList names;
    };
    runOffThread(
        this,
        [store] {
            return Listing{store->backendName(), store->names()};
        },
        [this](const Listing &l) {
            const QString keep = selectedName();
            m_names = l.names;
            m_backend->setText(tr("Stored in: %1").arg(l.backend));
            m_list->clear();
            m_list->addItems(m_names);
            if (const QList<QListWidgetItem *> again = m_list->findItems(keep, Qt::MatchExactly);
                !again.isEmpty())
                again.first()->setSelected(true);
            if (m_statusIsReading)
                m_status->clear();
            m_statusIsReading = false;
            setBusy(false);
            Q_EMIT refreshed();
        });
}

void CredentialsPage::store(const QString &name, const QString &value, bool replacing)
{
    CredentialStore *store = credentialStore();
    setBusy(true, replacing ? tr("Replacing %1…").arg(name) : tr("Storing %1…").arg(name));
    struct Outcome
    {
        bool ok;
        QString error;
    };
    runOffThread(
        this,
        [store, name, value] {
            Outcome o{false, {}};
            o.ok = store->write(name, value, &o.error);
            return o;
        },
        [this, name, replacing](const Outcome &o) {
            const QString message =
                o.ok ? (replacing ? tr("Replaced %1.") : tr("Added %1.")).arg(name) : o.error;
            setBusy(false);
            m_status->setText(message);
            Q_EMIT operationFinished(o.ok, message);
            refresh();
        });
}

void CredentialsPage::addCredential()
{
    if (m_busy || !credentialStore())
        return;
    CredentialValueDialog dialog({}, m_names, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    store(dialog.name(), dialog.takeValue(), m_names.contains(dialog.name()));
}

void CredentialsPage::replaceSelected()
{
    const QString name = selectedName();
    if (m_busy || name.isEmpty() || !credentialStore())
        return;
    CredentialValueDialog dialog(name, m_names, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    store(name, dialog.takeValue(), true);
}

void CredentialsPage::removeSelected()
{
    const QString name = selectedName();
    CredentialStore *store = credentialStore();
    if (m_busy || name.isEmpty() || !store)
        return;
    QMessageBox box(QMessageBox::Question, tr("Remove %1?").arg(name),
                    tr("Remove the stored value of %1? Projects whose credential rules read \"keyring:%1\" "
                       "then start without it until it is added again.")
                        .arg(name),
                    QMessageBox::NoButton, this);
    QPushButton *remove = box.addButton(tr("Remove"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != remove)
        return;
    setBusy(true, tr("Removing %1…").arg(name));
    struct Outcome
    {
        bool ok;
        QString error;
    };
    runOffThread(
        this,
        [store, name] {
            Outcome o{false, {}};
            o.ok = store->remove(name, &o.error);
            return o;
        },
        [this, name](const Outcome &o) {
            const QString message = o.ok ? tr("Removed %1.").arg(name) : o.error;
            setBusy(false);
            m_status->setText(message);
            Q_EMIT operationFinished(o.ok, message);
            refresh();
        });
}

} // namespace aisb
