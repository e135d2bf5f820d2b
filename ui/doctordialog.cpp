// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctordialog.h"

#include "enginerow.h"
#include "icons.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace aisb {

namespace {
QIcon statusIcon(Doctor::Status status)
{
    switch (status) {
    case Doctor::Status::Ok:
        return Icons::ok();
    case Doctor::Status::Warn:
        return Icons::warning();
    case Doctor::Status::Fail:
        return Icons::error();
    }
    return {};
}

QString statusWord(Doctor::Status status)
{
    switch (status) {
    case Doctor::Status::Ok:
        return DoctorDialog::tr("ok");
    case Doctor::Status::Warn:
        return DoctorDialog::tr("warning");
    case Doctor::Status::Fail:
        return DoctorDialog::tr("problem");
    }
    return {};
}
} // namespace

QString DoctorDialog::title(const QString &id)
{
    static const QHash<QString, const char *> titles = {
        {QStringLiteral("podman"), QT_TR_NOOP("Podman")},
        {QStringLiteral("mode"), QT_TR_NOOP("Podman mode")},
        {QStringLiteral("route"), QT_TR_NOOP("Route to the gate")},
        {QStringLiteral("ownership"), QT_TR_NOOP("File ownership")},
        {QStringLiteral("tun"), QT_TR_NOOP("/dev/net/tun")},
        {QStringLiteral("subuid"), QT_TR_NOOP("Subordinate ids")},
        {QStringLiteral("base-image"), QT_TR_NOOP("Base image")},
        {QStringLiteral("runtime"), QT_TR_NOOP("Container runtime")},
        {QStringLiteral("gate-image"), QT_TR_NOOP("Gate image")},
        {QStringLiteral("bind-mount"), QT_TR_NOOP("Project folder round trip")},
        {QStringLiteral("limits"), QT_TR_NOOP("Resource limits")},
        {QStringLiteral("nft"), QT_TR_NOOP("Network ruleset (nft)")},
        {QStringLiteral("gate"), QT_TR_NOOP("Egress gate")},
        {QStringLiteral("selinux"), QT_TR_NOOP("SELinux")},
        {QStringLiteral("nofile"), QT_TR_NOOP("Open-files limit")},
        {QStringLiteral("disk"), QT_TR_NOOP("Disk space")},
        {QStringLiteral("state"), QT_TR_NOOP("State folder")},
        {QStringLiteral("kube-play"), QT_TR_NOOP("Kubernetes export (podman kube play)")},
    };
    const char *t = titles.value(id);
    return t ? tr(t) : id;
}

DoctorDialog::DoctorDialog(const PodmanConnection &connection, QWidget *parent)
    : QDialog(parent), m_doctor(nullptr)
{
    setObjectName(QStringLiteral("doctorDialog"));
    setWindowTitle(tr("Doctor — AI Sandbox"));
    auto *v = new QVBoxLayout(this);
    v->setSpacing(10);

    auto *intro = new QLabel(tr("Checks whether this machine can run sandboxes and enforce their policy. "
                                "Anything that is not ok says what to do."),
                             this);
    intro->setWordWrap(true);
    v->addWidget(intro);
    // Which engine: a box to check another (this computer, the global engine, the projects').
    m_engineRow = new EngineRow(QStringLiteral("doctor"), this);
    v->addWidget(m_engineRow);
    connect(m_engineRow, &EngineRow::picked, this, [this](const PodmanConnection &c) {
        if (!setConnection(c)) {
            m_engineRow->select(m_connection);
            return;
        }
        start();
    });

    auto *summaryRow = new QHBoxLayout;
    m_summaryIcon = new QLabel(this);
    m_summaryIcon->setFixedSize(22, 22);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("doctorSummary"));
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    summaryRow->addWidget(m_summaryIcon);
    summaryRow->addWidget(m_summary, 1);
    v->addLayout(summaryRow);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::StyledPanel);
    m_rowsWidget = new QWidget(scroll);
    m_rowsWidget->setBackgroundRole(QPalette::Base);
    m_rowsWidget->setAutoFillBackground(true);
    m_rows = new QVBoxLayout(m_rowsWidget);
    m_rows->setContentsMargins(10, 8, 10, 8);
    m_rows->setSpacing(0);
    m_rows->addStretch(1);
    scroll->setWidget(m_rowsWidget);
    v->addWidget(scroll, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_again = buttons->addButton(tr("Check Again"), QDialogButtonBox::ActionRole);
    m_again->setObjectName(QStringLiteral("doctorAgain"));
    m_again->setIcon(Icons::themed(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload));
    connect(m_again, &QPushButton::clicked, this, &DoctorDialog::start);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    v->addWidget(buttons);

    attachDoctor(connection);
    resize(760, 640);
}

// The checks' runner, made for `connection` (again when the user picks another engine).
void DoctorDialog::attachDoctor(const PodmanConnection &connection)
{
    delete m_doctor;
    m_connection = connection;
    m_doctor = new Doctor(connection, this);
    connect(m_doctor, &Doctor::checkDone, this, [this](const Doctor::Check &c) {
        addRow(c);
        updateSummary();
    });
    connect(m_doctor, &Doctor::finished, this, [this] {
        m_running = false;
        m_again->setEnabled(true);
        updateSummary();
        Q_EMIT checksFinished(m_doctor->enforcementFacts());
    });
}

bool DoctorDialog::setConnection(const PodmanConnection &connection)
{
    if (connection == m_connection)
        return true;
    if (m_running)
        return false;
    attachDoctor(connection);
    clearRows();
    m_engineRow->select(connection);
    return true;
}

void DoctorDialog::setEngineChoices(const QList<std::pair<QString, PodmanConnection>> &choices)
{
    m_engineRow->setChoices(choices, m_connection);
}

QComboBox *DoctorDialog::engineBox() const
{
    return m_engineRow->box();
}

void DoctorDialog::setEngineText(const QString &text)
{
    m_engineRow->setText(text);
}

QString DoctorDialog::engineText() const
{
    return m_engineRow->text();
}

void DoctorDialog::start()
{
    if (m_running)
        return;
    m_running = true;
    m_again->setEnabled(false);
    clearRows();
    updateSummary();
    m_doctor->run(m_options);
}

void DoctorDialog::clearRows()
{
    while (m_rows->count() > 1) {
        QLayoutItem *item = m_rows->takeAt(0);
        delete item->widget();
        delete item;
    }
}

QWidget *DoctorDialog::row(const QString &id) const
{
    return m_rowsWidget->findChild<QWidget *>(QStringLiteral("check-") + id);
}

QString DoctorDialog::summaryText() const
{
    return m_summary->text();
}

void DoctorDialog::addRow(const Doctor::Check &check)
{
    const QString id = Doctor::checkId(check.name);
    auto *w = new QFrame(m_rowsWidget);
    w->setObjectName(QStringLiteral("check-") + id);
    w->setProperty("status", Doctor::statusId(check.status));
    w->setProperty("fix", check.fix);
    auto *h = new QHBoxLayout(w);
    h->setContentsMargins(2, 8, 2, 8);
    h->setSpacing(10);
    auto *icon = new QLabel(w);
    icon->setPixmap(statusIcon(check.status).pixmap(20, 20));
    icon->setFixedWidth(22);
    h->addWidget(icon, 0, Qt::AlignTop);
    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    auto *titleLabel =
        new QLabel(tr("<b>%1</b> · %2").arg(title(id).toHtmlEscaped(), statusWord(check.status)), w);
    auto *found = new QLabel(check.sentence, w);
    found->setObjectName(QStringLiteral("message"));
    found->setWordWrap(true);
    found->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text->addWidget(titleLabel);
    text->addWidget(found);
    if (!check.fix.isEmpty()) {
        auto *fix = new QLabel(tr("<b>To fix:</b> %1").arg(check.fix.toHtmlEscaped()), w);
        fix->setObjectName(QStringLiteral("fix"));
        fix->setWordWrap(true);
        fix->setTextInteractionFlags(Qt::TextSelectableByMouse);
        if (check.status == Doctor::Status::Fail) {
            QPalette pal = fix->palette();
            pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
            fix->setPalette(pal);
        }
        text->addWidget(fix);
    }
    h->addLayout(text, 1);
    // A thin line between rows.
    if (m_rows->count() > 1) {
        auto *line = new QFrame(m_rowsWidget);
        line->setFrameShape(QFrame::HLine);
        line->setFrameShadow(QFrame::Plain);
        QPalette pal = line->palette();
        pal.setColor(QPalette::WindowText, pal.color(QPalette::Mid));
        line->setPalette(pal);
        m_rows->insertWidget(m_rows->count() - 1, line);
    }
    m_rows->insertWidget(m_rows->count() - 1, w);
}

void DoctorDialog::updateSummary()
{
    int warn = 0;
    int fail = 0;
    for (const Doctor::Check &c : m_doctor->checks()) {
        warn += c.status == Doctor::Status::Warn;
        fail += c.status == Doctor::Status::Fail;
    }
    const int done = int(m_doctor->checks().size());
    Doctor::Status worst = fail ? Doctor::Status::Fail : warn ? Doctor::Status::Warn : Doctor::Status::Ok;
    QString text;
    if (m_running)
        text = tr("Checking… (%n done)", nullptr, done);
    else if (fail)
        text = tr("%n problem(s) to fix", nullptr, fail) +
               (warn ? tr(", %n warning(s)", nullptr, warn) : QString());
    else if (warn)
        text = tr("No problems; %n warning(s)", nullptr, warn);
    else
        text = tr("All %n checks passed", nullptr, done);
    m_summary->setText(text);
    m_summaryIcon->setPixmap(m_running ? Icons::information().pixmap(20, 20)
                                       : statusIcon(worst).pixmap(20, 20));
}

} // namespace aisb
