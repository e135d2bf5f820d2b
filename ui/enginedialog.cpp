// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginedialog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace aisb {

namespace {

QLabel *noteLabel(const QString &text, QWidget *parent, bool wrap = true)
{
    auto *l = new QLabel(text, parent);
    l->setWordWrap(wrap);
    QPalette dim = l->palette();
    dim.setColor(QPalette::WindowText, dim.color(QPalette::Disabled, QPalette::WindowText).darker(130));
    l->setPalette(dim);
    return l;
}

} // namespace

EngineDialog::EngineDialog(Engines *engines, const QString &projectDir, QWidget *parent)
    : QDialog(parent), m_engines(engines), m_project(projectDir)
{
    setObjectName(QStringLiteral("engineDialog"));
    const bool project = !projectDir.isEmpty();
    setWindowTitle(project ? tr("Podman Engine of %1").arg(QDir(projectDir).dirName()) : tr("Podman Engine"));
    auto *v = new QVBoxLayout(this);
    v->setSpacing(10);
    auto *intro = new QLabel(
        project
            ? tr("Where the sessions of <b>%1</b> run.").arg(QDir(projectDir).dirName().toHtmlEscaped())
            : tr("Where the app runs sessions, checks and builds images, and looks for resources to clean "
                 "up. A project can choose its own engine (Change… beside “Sessions run on” in its "
                 "header)."),
        this);
    intro->setWordWrap(true);
    v->addWidget(intro);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(8);
    grid->setColumnStretch(1, 1);
    auto *group = new QButtonGroup(this);
    int row = 0;
    if (project) {
        m_global = new QRadioButton(
            tr("Use the global engine (now: %1)").arg(Engines::describe(engines->globalConnection())), this);
        m_global->setObjectName(QStringLiteral("engineGlobal"));
        group->addButton(m_global);
        grid->addWidget(m_global, row++, 0, 1, 2);
    }
    m_local = new QRadioButton(tr("This computer's podman"), this);
    m_local->setObjectName(QStringLiteral("engineLocal"));
    group->addButton(m_local);
    grid->addWidget(m_local, row++, 0, 1, 2);

    m_connection = new QRadioButton(tr("A podman &connection:"), this);
    m_connection->setObjectName(QStringLiteral("engineConnection"));
    group->addButton(m_connection);
    m_connections = new QComboBox(this);
    m_connections->setObjectName(QStringLiteral("engineConnectionBox"));
    m_connections->setMinimumContentsLength(24);
    m_connections->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_connections->setPlaceholderText(tr("No connection"));
    grid->addWidget(m_connection, row, 0);
    grid->addWidget(m_connections, row++, 1);
    m_listStatus = noteLabel(tr("Asking podman for its connections…"), this, false);
    m_listStatus->setObjectName(QStringLiteral("engineConnectionsStatus"));
    grid->addWidget(m_listStatus, row++, 1);

    m_url = new QRadioButton(tr("A podman service &URL:"), this);
    m_url->setObjectName(QStringLiteral("engineUrl"));
    group->addButton(m_url);
    m_urlEdit = new QLineEdit(this);
    m_urlEdit->setObjectName(QStringLiteral("engineUrlEdit"));
    m_urlEdit->setPlaceholderText(QStringLiteral("ssh://me@server/run/podman/podman.sock"));
    m_urlEdit->setClearButtonEnabled(true);
    grid->addWidget(m_url, row, 0);
    grid->addWidget(m_urlEdit, row++, 1);
    grid->addWidget(noteLabel(tr("A socket on this computer: unix:///path/to/podman.sock\n"
                                 "Another computer: ssh://user@server/path/to/podman.sock"),
                              this, false),
                    row++, 1);
    v->addLayout(grid);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("engineError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
    m_error->setVisible(false);
    v->addWidget(m_error);

    if (!project && engines->overriddenByCommandLine()) {
        auto *cli =
            new QLabel(tr("For this run the command line's --url/--connection (%1) replaces the global "
                          "engine; what you save here applies when the app starts without them.")
                           .arg(Engines::describe(engines->commandLineOverride())),
                       this);
        cli->setObjectName(QStringLiteral("engineCommandLineNote"));
        cli->setWordWrap(true);
        v->addWidget(cli);
    }
    v->addWidget(noteLabel(
        tr("A remote service gets a copy of the project for each session and sends back what changed. Some "
           "policies cannot run there yet: the project header says so before a launch. This choice is kept "
           "in this computer's settings, never in the project's .ai-sandbox.toml, so an agent cannot move "
           "your sessions to another engine."),
        this));
    v->addStretch(1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *saveButton = buttons->addButton(tr("Save Engine"), QDialogButtonBox::AcceptRole);
    saveButton->setObjectName(QStringLiteral("engineSave"));
    saveButton->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (save())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    v->addWidget(buttons);

    connect(group, &QButtonGroup::buttonToggled, this, [this] {
        updateEnabled();
        m_error->setVisible(false);
    });
    connect(m_urlEdit, &QLineEdit::textEdited, this, [this] {
        m_url->setChecked(true);
        m_error->setVisible(false);
    });
    connect(engines, &Engines::connectionsListed, this, [this](const QList<NamedConnection> &list) {
        const QString wanted =
            m_connections->count() ? m_connections->currentData().toString() : m_wantedConnection;
        m_connections->clear();
        for (const NamedConnection &c : list)
            m_connections->addItem(c.isDefault ? tr("%1 (default) — %2").arg(c.name, c.uri)
                                               : tr("%1 — %2").arg(c.name, c.uri),
                                   c.name);
        if (!wanted.isEmpty() && m_connections->findData(wanted) < 0)
            m_connections->addItem(tr("%1 (not listed by podman)").arg(wanted), wanted);
        if (!wanted.isEmpty())
            m_connections->setCurrentIndex(m_connections->findData(wanted));
        m_listStatus->setText(
            list.isEmpty()
                ? tr("podman has no connections; add one with\npodman system connection "
                     "add NAME ssh://user@server/path.sock")
                : tr("%n connection(s) from podman system connection list.", nullptr, int(list.size())));
        updateEnabled();
        fitHeight();
    });
    connect(engines, &Engines::connectionsFailed, this, [this](const QString &message) {
        m_listStatus->setText(tr("podman could not list its connections:\n%1").arg(message));
        m_listStatus->setToolTip(message);
        if (!m_wantedConnection.isEmpty() && m_connections->findData(m_wantedConnection) < 0)
            m_connections->addItem(m_wantedConnection, m_wantedConnection);
        updateEnabled();
        fitHeight();
    });

    setChoice(project ? engines->projectChoice(projectDir) : engines->globalChoice());
    engines->listConnections();
    resize(660, 10);
    fitHeight();
}

EngineChoice EngineDialog::choice() const
{
    if (m_global && m_global->isChecked())
        return EngineChoice::global();
    if (m_connection->isChecked())
        return EngineChoice::named(m_connections->currentData().toString());
    if (m_url->isChecked())
        return EngineChoice::url(m_urlEdit->text().trimmed());
    return EngineChoice::local();
}

void EngineDialog::setChoice(const EngineChoice &choice)
{
    switch (choice.kind) {
    case EngineChoice::Kind::Global:
        (m_global ? m_global : m_local)->setChecked(true);
        break;
    case EngineChoice::Kind::Local:
        m_local->setChecked(true);
        break;
    case EngineChoice::Kind::Connection:
        m_connection->setChecked(true);
        m_wantedConnection = choice.value;
        if (m_connections->findData(choice.value) < 0)
            m_connections->addItem(choice.value, choice.value);
        m_connections->setCurrentIndex(m_connections->findData(choice.value));
        break;
    case EngineChoice::Kind::Url:
        m_url->setChecked(true);
        m_urlEdit->setText(choice.value);
        break;
    }
    updateEnabled();
}

bool EngineDialog::save()
{
    const EngineChoice c = choice();
    const QString error =
        m_project.isEmpty() ? m_engines->setGlobal(c) : m_engines->setProjectChoice(m_project, c);
    if (!error.isEmpty()) {
        showError(error);
        if (c.kind == EngineChoice::Kind::Url)
            m_urlEdit->setFocus();
        else if (c.kind == EngineChoice::Kind::Connection)
            m_connections->setFocus();
        return false;
    }
    m_error->setVisible(false);
    return true;
}

QString EngineDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void EngineDialog::showError(const QString &text)
{
    m_error->setText(text);
    m_error->setVisible(true);
    fitHeight();
}

// Room for what the dialog says: it grows rather than squeezing its notes.
void EngineDialog::fitHeight()
{
    layout()->activate();
    const int h = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                : layout()->totalSizeHint().height();
    if (h > height())
        resize(width(), h);
}

void EngineDialog::updateEnabled()
{
    m_connections->setEnabled(m_connection->isChecked() && m_connections->count() > 0);
    m_urlEdit->setEnabled(true); // typing picks the URL choice
}

} // namespace aisb
