// SPDX-License-Identifier: GPL-3.0-or-later
#include "imagesection.h"

#include "icons.h"
#include "policy/cacertificates.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "render/harness.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>

namespace aisb {

namespace {
void setTextIfDifferent(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text) {
        const QSignalBlocker blocker(edit);
        edit->setText(text);
    }
}
} // namespace

// The strings keep the editor's translation context (PolicyEditor::tr): they were its own.
ImageSection::ImageSection(QWidget *parent) : PolicySection(parent)
{
    QGridLayout *grid =
        addHeading(PolicyEditor::tr("Image"),
                   PolicyEditor::tr("What the container image contains. Changes here need a rebuild "
                                    "(the image tag in the preview changes)."));
    m_harness = new QComboBox;
    m_harness->setObjectName(QStringLiteral("harnessCombo"));
    for (const HarnessPreset &h : harnessPresets())
        m_harness->addItem(h.title.isEmpty()
                               ? h.name
                               : QCoreApplication::translate("aisb::HarnessPreset", qPrintable(h.title)),
                           h.name);
    m_harnessInfo = makeHelp({}, nullptr);
    auto *harnessBox = new QWidget;
    auto *hv = new QVBoxLayout(harnessBox);
    hv->setContentsMargins(0, 0, 0, 0);
    hv->setSpacing(2);
    hv->addWidget(m_harness);
    hv->addWidget(m_harnessInfo);
    m_harnessInfo->setParent(harnessBox);
    addRow(grid, PolicyEditor::tr("&Agent:"), harnessBox, {PolicyDocument::ImageHarness});
    connect(m_harness, &QComboBox::activated, this, [this] {
        const QString name = m_harness->currentData().toString();
        edit(
            PolicyDocument::ImageHarness, [name](Policy &p) { p.image.harness = name; },
            PolicyEditor::tr("Change agent"));
    });

    m_base = new QLineEdit;
    m_base->setObjectName(QStringLiteral("baseEdit"));
    m_base->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    addRow(grid, PolicyEditor::tr("&Base image:"), m_base, {PolicyDocument::ImageBase});
    connect(m_base, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(
            PolicyDocument::ImageBase, [text](Policy &p) { p.image.base = text.trimmed(); },
            PolicyEditor::tr("Change base image"), true);
    });

    m_packages = new QLineEdit;
    m_packages->setObjectName(QStringLiteral("packagesEdit"));
    m_packages->setPlaceholderText(PolicyEditor::tr("Debian packages separated by spaces, e.g. ripgrep jq"));
    addRow(grid, PolicyEditor::tr("Pac&kages:"), m_packages, {PolicyDocument::ImagePackages});
    connect(m_packages, &QLineEdit::textEdited, this, [this](const QString &text) {
        const QStringList list =
            text.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
        edit(
            PolicyDocument::ImagePackages, [list](Policy &p) { p.image.packages = list; },
            PolicyEditor::tr("Change packages"), true);
    });
    connect(m_base, &QLineEdit::editingFinished, this, &ImageSection::typingEnded);
    connect(m_packages, &QLineEdit::editingFinished, this, &ImageSection::typingEnded);

    auto *caBox = new QWidget;
    auto *cg = new QGridLayout(caBox);
    cg->setContentsMargins(0, 0, 0, 0);
    m_caCerts = new QListWidget(caBox);
    m_caCerts->setObjectName(QStringLiteral("caCertList"));
    m_caCerts->setAccessibleName(PolicyEditor::tr("Certificates the image trusts"));
    m_caCerts->setFixedHeight(m_caCerts->fontMetrics().height() * 3 + 12);
    m_caCerts->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Long paths keep their file name in view; the whole path is in the tooltip.
    m_caCerts->setTextElideMode(Qt::ElideMiddle);
    m_caCerts->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *addCa = new QPushButton(Icons::add(), PolicyEditor::tr("Add…"), caBox);
    addCa->setObjectName(QStringLiteral("addCaCert"));
    addCa->setToolTip(PolicyEditor::tr("Pick PEM certificate files (*.crt, *.pem) on this computer"));
    m_removeCaCert = new QPushButton(Icons::remove(), PolicyEditor::tr("Remove"), caBox);
    m_removeCaCert->setObjectName(QStringLiteral("removeCaCert"));
    m_removeCaCert->setEnabled(false);
    cg->addWidget(m_caCerts, 0, 0, 2, 1);
    cg->addWidget(addCa, 0, 1);
    cg->addWidget(m_removeCaCert, 1, 1, Qt::AlignTop);
    cg->setColumnStretch(0, 1);
    addRow(grid, PolicyEditor::tr("Certificates:"), caBox, {PolicyDocument::ImageCaCertificates},
           PolicyEditor::tr(
               "Certificate authorities of this computer the image trusts, such as a company proxy's. "
               "Their content is copied into the image when it is built."));
    connect(addCa, &QPushButton::clicked, this, &ImageSection::pickCaCertificates);
    connect(m_removeCaCert, &QPushButton::clicked, this, &ImageSection::removeCaCertificate);
    connect(m_caCerts->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_removeCaCert->setEnabled(m_caCerts->selectionModel()->hasSelection()); });
}

void ImageSection::syncFields(const PolicyDocument &document)
{
    const Policy &p = document.effective();
    setTextIfDifferent(m_base, p.image.base);
    const QStringList currentPackages =
        m_packages->text().split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    if (currentPackages != p.image.packages)
        setTextIfDifferent(m_packages, p.image.packages.join(QLatin1Char(' ')));
    QStringList shownCerts;
    for (int i = 0; i < m_caCerts->count(); ++i)
        shownCerts << m_caCerts->item(i)->text();
    if (shownCerts != p.image.caCertificates) {
        m_caCerts->clear();
        m_caCerts->addItems(p.image.caCertificates);
    }
    {
        const QSignalBlocker blocker(m_harness);
        int idx = m_harness->findData(p.image.harness);
        if (idx < 0) {
            m_harness->addItem(p.image.harness, p.image.harness);
            idx = m_harness->count() - 1;
        }
        m_harness->setCurrentIndex(idx);
        const HarnessPreset *preset = findHarness(p.image.harness);
        m_harnessInfo->setText(
            preset ? QCoreApplication::translate("aisb::HarnessPreset", qPrintable(preset->description))
                   : PolicyEditor::tr("Unknown agent preset."));
    }
}

void ImageSection::pickCaCertificates()
{
    QString start = QStringLiteral("/usr/local/share/ca-certificates");
    if (!QFileInfo(start).isDir())
        start = QDir::homePath();
    const QStringList picked =
        QFileDialog::getOpenFileNames(this, PolicyEditor::tr("Certificates the Image Trusts"), start,
                                      PolicyEditor::tr("PEM certificates (*.crt *.pem);;All files (*)"));
    addCaCertificates(picked);
}

void ImageSection::addCaCertificates(const QStringList &paths)
{
    QStringList clean;
    for (const QString &path : paths) {
        if (path.trimmed().isEmpty())
            continue;
        // Validation wants absolute, normalised paths; keep the path the user picked (no
        // symlink resolution) so that the policy says what they chose.
        const QString abs = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        if (!clean.contains(abs) && !m_policy.image.caCertificates.contains(abs))
            clean << abs;
    }
    if (clean.isEmpty())
        return;
    edit(
        PolicyDocument::ImageCaCertificates, [clean](Policy &p) { p.image.caCertificates << clean; },
        PolicyEditor::tr("Add %n certificate(s)", nullptr, int(clean.size())));
}

bool ImageSection::addHostCaCertificates()
{
    const QString host = QLatin1String(CaCertificates::kHostEntry);
    if (m_policy.image.caCertificates.contains(host))
        return false;
    edit(
        PolicyDocument::ImageCaCertificates, [host](Policy &p) { p.image.caCertificates << host; },
        PolicyEditor::tr("Trust this machine's certificate authorities"));
    return m_policy.image.caCertificates.contains(host);
}

void ImageSection::removeCaCertificate()
{
    QList<int> rows;
    for (const QModelIndex &index : m_caCerts->selectionModel()->selectedRows())
        rows << index.row();
    if (rows.isEmpty())
        return;
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    edit(
        PolicyDocument::ImageCaCertificates,
        [rows](Policy &p) {
            for (int row : rows)
                if (row < p.image.caCertificates.size())
                    p.image.caCertificates.removeAt(row);
        },
        PolicyEditor::tr("Remove %n certificate(s)", nullptr, int(rows.size())));
}

void ImageSection::showIssues(const QList<PolicyIssue> &issues)
{
    PolicySection::showIssues(issues);
    updateCaCertificateMarks(issues);
}

// Each entry carries its own mark: the row's error label lists the messages, the item says which.
void ImageSection::updateCaCertificateMarks(const QList<PolicyIssue> &issues)
{
    QHash<int, QStringList> problems;
    static const QRegularExpression index(QStringLiteral("^image\\.ca_certificates\\[(\\d+)\\]"));
    for (const PolicyIssue &issue : issues) {
        const QRegularExpressionMatch m = index.match(issue.field);
        if (m.hasMatch())
            problems[m.captured(1).toInt()] << issue.message;
    }
    for (int i = 0; i < m_caCerts->count(); ++i) {
        QListWidgetItem *item = m_caCerts->item(i);
        const QStringList &msgs = problems.value(i);
        item->setIcon(msgs.isEmpty() ? Icons::ok() : Icons::error());
        item->setToolTip(msgs.isEmpty()
                             ? PolicyEditor::tr("%1\nA readable PEM certificate.").arg(item->text())
                             : msgs.join(QLatin1Char('\n')));
        item->setData(Qt::UserRole, msgs.isEmpty());
    }
}

} // namespace aisb
