// SPDX-License-Identifier: GPL-3.0-or-later
#include "filessection.h"

#include "icons.h"
#include "pathlistedit.h"
#include "policydocument.h"
#include "policyeditor.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace aisb {

namespace {
QString mountText(const ExtraMount &m)
{
    return QStringLiteral("%1  →  %2  (%3)")
        .arg(QDir::toNativeSeparators(m.source), m.target,
             m.mode == MountMode::ReadOnly ? PolicyEditor::tr("read-only") : PolicyEditor::tr("read-write"));
}
} // namespace

// The strings keep the editor's translation context (PolicyEditor::tr): they were its own.
FilesSection::FilesSection(QWidget *parent) : PolicySection(parent)
{
    QGridLayout *grid = addHeading(
        PolicyEditor::tr("Files"),
        PolicyEditor::tr(
            "The project folder is the only part of this computer the sandbox sees, at /project."));
    auto *access = new QWidget;
    auto *h = new QHBoxLayout(access);
    h->setContentsMargins(0, 0, 0, 0);
    m_projectRw = new QRadioButton(PolicyEditor::tr("Read and write"), access);
    m_projectRo = new QRadioButton(PolicyEditor::tr("Read only"), access);
    auto *group = new QButtonGroup(access);
    group->addButton(m_projectRw, int(MountMode::ReadWrite));
    group->addButton(m_projectRo, int(MountMode::ReadOnly));
    h->addWidget(m_projectRw);
    h->addWidget(m_projectRo);
    h->addStretch(1);
    addRow(grid, PolicyEditor::tr("Project:"), access, {PolicyDocument::MountsProject});
    connect(group, &QButtonGroup::idClicked, this, [this](int id) {
        edit(
            PolicyDocument::MountsProject, [id](Policy &p) { p.mounts.project = MountMode(id); },
            PolicyEditor::tr("Change project access"));
    });

    m_masked = new PathListEdit;
    m_masked->setObjectName(QStringLiteral("maskedEdit"));
    m_masked->setPlaceholderText(PolicyEditor::tr(".env or secrets/"));
    addRow(
        grid, PolicyEditor::tr("Hidden:"), m_masked, {PolicyDocument::MountsMasked},
        PolicyEditor::tr("Paths inside the project the sandbox cannot see, such as files with credentials."));
    connect(m_masked, &PathListEdit::pathsEdited, this, [this](const QStringList &paths) {
        edit(
            PolicyDocument::MountsMasked, [paths](Policy &p) { p.mounts.masked = paths; },
            PolicyEditor::tr("Edit hidden paths"));
    });

    m_readOnly = new PathListEdit;
    m_readOnly->setObjectName(QStringLiteral("readOnlyEdit"));
    m_readOnly->setPlaceholderText(PolicyEditor::tr(".git/hooks"));
    addRow(grid, PolicyEditor::tr("Read-only:"), m_readOnly, {PolicyDocument::MountsReadOnly},
           PolicyEditor::tr("Paths inside the project the sandbox can read but not change."));
    connect(m_readOnly, &PathListEdit::pathsEdited, this, [this](const QStringList &paths) {
        edit(
            PolicyDocument::MountsReadOnly, [paths](Policy &p) { p.mounts.readOnly = paths; },
            PolicyEditor::tr("Edit read-only paths"));
    });

    m_homeVolume = new QCheckBox(PolicyEditor::tr("Keep a home folder between sessions"));
    m_homeVolume->setToolTip(
        PolicyEditor::tr("A podman volume per project holds /home/sandbox (shell history, caches, logins)."));
    addRow(grid, PolicyEditor::tr("Home:"), m_homeVolume, {PolicyDocument::MountsHomeVolume});
    connect(m_homeVolume, &QCheckBox::toggled, this, [this](bool on) {
        edit(
            PolicyDocument::MountsHomeVolume, [on](Policy &p) { p.mounts.homeVolume = on; },
            PolicyEditor::tr("Toggle home volume"));
    });

    // Terminal recording (docs/policy.md, [session]): the switch, and the size cap under it (on one
    // line the row made the editor wider than the others; tst_mainwindow keeps the window at 1000 px).
    auto *recordBox = new QWidget;
    auto *rh = new QVBoxLayout(recordBox);
    rh->setContentsMargins(0, 0, 0, 0);
    m_record = new QCheckBox(PolicyEditor::tr("Record the terminal, up to"), recordBox);
    m_record->setObjectName(QStringLiteral("recordEdit"));
    m_record->setToolTip(
        PolicyEditor::tr("Keeps what the session's terminal showed and what was typed, with its timing, in "
                         "the session folder for replay. Secret values are masked."));
    m_recordMaxMb = new QSpinBox(recordBox);
    m_recordMaxMb->setObjectName(QStringLiteral("recordMaxMbEdit"));
    m_recordMaxMb->setRange(1, 102400);
    m_recordMaxMb->setSuffix(PolicyEditor::tr(" MiB"));
    m_recordMaxMb->setMaximumWidth(160);
    rh->addWidget(m_record);
    rh->addWidget(m_recordMaxMb, 0, Qt::AlignLeft);
    addRow(grid, PolicyEditor::tr("Recording:"), recordBox,
           {PolicyDocument::SessionRecord, PolicyDocument::SessionRecordMaxMb});
    connect(m_record, &QCheckBox::toggled, this, [this](bool on) {
        m_recordMaxMb->setEnabled(on);
        edit(
            PolicyDocument::SessionRecord, [on](Policy &p) { p.session.record = on; },
            PolicyEditor::tr("Toggle terminal recording"));
    });
    connect(m_recordMaxMb, &QSpinBox::valueChanged, this, [this](int v) {
        edit(
            PolicyDocument::SessionRecordMaxMb, [v](Policy &p) { p.session.recordMaxMb = v; },
            PolicyEditor::tr("Change recording size cap"), true);
    });

    auto *extraBox = new QWidget;
    auto *ev = new QGridLayout(extraBox);
    ev->setContentsMargins(0, 0, 0, 0);
    m_extraMounts = new QListWidget(extraBox);
    m_extraMounts->setFixedHeight(m_extraMounts->fontMetrics().height() * 3 + 12);
    auto *addExtra = new QPushButton(Icons::add(), PolicyEditor::tr("Add…"), extraBox);
    auto *removeExtra = new QPushButton(Icons::remove(), PolicyEditor::tr("Remove"), extraBox);
    removeExtra->setEnabled(false);
    connect(m_extraMounts, &QListWidget::currentRowChanged, removeExtra,
            [removeExtra](int row) { removeExtra->setEnabled(row >= 0); });
    ev->addWidget(m_extraMounts, 0, 0, 2, 1);
    ev->addWidget(addExtra, 0, 1);
    ev->addWidget(removeExtra, 1, 1, Qt::AlignTop);
    ev->setColumnStretch(0, 1);
    addRow(grid, PolicyEditor::tr("Extra folders:"), extraBox, {PolicyDocument::MountsExtra},
           PolicyEditor::tr(
               "Other folders of this computer to show in the sandbox. Each one widens what the agent can "
               "touch."));
    connect(addExtra, &QPushButton::clicked, this, &FilesSection::addExtraMount);
    connect(removeExtra, &QPushButton::clicked, this, &FilesSection::removeExtraMount);
}

void FilesSection::openProject(const QString &projectDir, const QProcessEnvironment &environment)
{
    Q_UNUSED(environment)
    m_masked->setProjectDir(projectDir);
    m_readOnly->setProjectDir(projectDir);
}

void FilesSection::syncFields(const PolicyDocument &document)
{
    const Policy &p = document.effective();
    {
        const QSignalBlocker b1(m_projectRw), b2(m_projectRo), b3(m_homeVolume);
        (p.mounts.project == MountMode::ReadOnly ? m_projectRo : m_projectRw)->setChecked(true);
        m_homeVolume->setChecked(p.mounts.homeVolume);
    }
    {
        const QSignalBlocker b1(m_record), b2(m_recordMaxMb);
        m_record->setChecked(p.session.record);
        m_recordMaxMb->setEnabled(p.session.record);
        if (m_recordMaxMb->value() != p.session.recordMaxMb)
            m_recordMaxMb->setValue(p.session.recordMaxMb);
    }
    m_masked->setPaths(p.mounts.masked);
    m_readOnly->setPaths(p.mounts.readOnly);
    QStringList mounts;
    for (const ExtraMount &m : p.mounts.extra)
        mounts << mountText(m);
    QStringList shown;
    for (int i = 0; i < m_extraMounts->count(); ++i)
        shown << m_extraMounts->item(i)->text();
    if (shown != mounts) {
        m_extraMounts->clear();
        m_extraMounts->addItems(mounts);
    }
}

void FilesSection::addExtraMount()
{
    // One dialog: the folder, where it appears, and the access.
    QDialog dialog(this);
    dialog.setWindowTitle(PolicyEditor::tr("Add an Extra Folder"));
    auto *form = new QFormLayout(&dialog);
    auto *source = new QLineEdit(&dialog);
    source->setObjectName(QStringLiteral("extraSource"));
    source->setPlaceholderText(PolicyEditor::tr("A folder on this computer"));
    auto *browse = new QPushButton(PolicyEditor::tr("Browse…"), &dialog);
    auto *sourceRow = new QHBoxLayout;
    sourceRow->addWidget(source, 1);
    sourceRow->addWidget(browse);
    auto *target = new QLineEdit(&dialog);
    target->setObjectName(QStringLiteral("extraTarget"));
    target->setPlaceholderText(QStringLiteral("/mnt/…"));
    auto *readOnly = new QRadioButton(PolicyEditor::tr("Read only"), &dialog);
    auto *readWrite = new QRadioButton(PolicyEditor::tr("Read and write"), &dialog);
    readOnly->setChecked(true);
    auto *accessRow = new QHBoxLayout;
    accessRow->addWidget(readOnly);
    accessRow->addWidget(readWrite);
    accessRow->addStretch(1);
    auto *error = new QLabel(&dialog);
    error->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
    error->setWordWrap(true);
    form->addRow(PolicyEditor::tr("&Folder:"), sourceRow);
    form->addRow(PolicyEditor::tr("&In the sandbox:"), target);
    form->addRow(PolicyEditor::tr("Access:"), accessRow);
    form->addRow(error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    QPushButton *ok = buttons->addButton(PolicyEditor::tr("Add Folder"), QDialogButtonBox::AcceptRole);
    ok->setEnabled(false);
    form->addRow(buttons);
    bool targetEdited = false;
    const auto validate = [&] {
        QString why;
        if (source->text().trimmed().isEmpty() || target->text().trimmed().isEmpty())
            why = QString();
        else if (!QFileInfo(source->text().trimmed()).isDir())
            why = PolicyEditor::tr("%1 is not a folder on this computer.").arg(source->text().trimmed());
        else if (!target->text().trimmed().startsWith(QLatin1Char('/')))
            why = PolicyEditor::tr("The path in the sandbox must start with /.");
        error->setText(why);
        ok->setEnabled(why.isEmpty() && !source->text().trimmed().isEmpty() &&
                       !target->text().trimmed().isEmpty());
    };
    connect(source, &QLineEdit::textChanged, &dialog, [&] {
        if (!targetEdited && !source->text().trimmed().isEmpty())
            target->setText(QStringLiteral("/mnt/") +
                            QFileInfo(QDir::cleanPath(source->text().trimmed())).fileName());
        validate();
    });
    connect(target, &QLineEdit::textEdited, &dialog, [&] { targetEdited = true; });
    connect(target, &QLineEdit::textChanged, &dialog, validate);
    connect(browse, &QPushButton::clicked, &dialog, [&] {
        const QString dir =
            QFileDialog::getExistingDirectory(&dialog, PolicyEditor::tr("Folder to Show in the Sandbox"),
                                              source->text().isEmpty() ? QDir::homePath() : source->text());
        if (!dir.isEmpty())
            source->setText(dir);
    });
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    dialog.resize(520, dialog.sizeHint().height());
    if (dialog.exec() != QDialog::Accepted)
        return;
    ExtraMount m{QDir::cleanPath(source->text().trimmed()), target->text().trimmed(),
                 readOnly->isChecked() ? MountMode::ReadOnly : MountMode::ReadWrite};
    edit(
        PolicyDocument::MountsExtra, [m](Policy &p) { p.mounts.extra << m; },
        PolicyEditor::tr("Add extra folder"));
}

void FilesSection::removeExtraMount()
{
    const int row = m_extraMounts->currentRow();
    if (row < 0)
        return;
    edit(
        PolicyDocument::MountsExtra,
        [row](Policy &p) {
            if (row < p.mounts.extra.size())
                p.mounts.extra.removeAt(row);
        },
        PolicyEditor::tr("Remove extra folder"));
}

} // namespace aisb
