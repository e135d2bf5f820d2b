// SPDX-License-Identifier: GPL-3.0-or-later
#include "policyfilebar.h"

#include "icons.h"
#include "policyeditor.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace aisb {

// The strings keep the editor's translation context (PolicyEditor::tr): they were its own.
PolicyFileBar::PolicyFileBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("policyFileBar"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);

    m_externalBanner = makeBanner(QStringLiteral("externalChangeBanner"), QStringLiteral("warning"));
    {
        auto *row = static_cast<QHBoxLayout *>(m_externalBanner->layout());
        auto *text = m_externalBanner->findChild<QLabel *>(QStringLiteral("bannerText"));
        text->setText(
            PolicyEditor::tr("The policy file was changed on disk by another program — possibly the agent. "
                             "Reload it, or keep your version and overwrite it when you save."));
        auto *diff = new QPushButton(PolicyEditor::tr("Show Differences…"), m_externalBanner);
        diff->setObjectName(QStringLiteral("showDiffButton"));
        auto *reload = new QPushButton(PolicyEditor::tr("Reload"), m_externalBanner);
        reload->setObjectName(QStringLiteral("reloadButton"));
        auto *keep = new QPushButton(PolicyEditor::tr("Keep Mine"), m_externalBanner);
        keep->setObjectName(QStringLiteral("keepMineButton"));
        row->addWidget(diff);
        row->addWidget(reload);
        row->addWidget(keep);
        connect(diff, &QPushButton::clicked, this, &PolicyFileBar::showDiffRequested);
        connect(reload, &QPushButton::clicked, this, &PolicyFileBar::reloadRequested);
        connect(keep, &QPushButton::clicked, this, &PolicyFileBar::keepMineRequested);
    }
    layout->addWidget(m_externalBanner);

    m_saveBanner = makeBanner(QStringLiteral("saveErrorBanner"), QStringLiteral("error"));
    m_saveText = m_saveBanner->findChild<QLabel *>(QStringLiteral("bannerText"));
    layout->addWidget(m_saveBanner);

    m_trustBanner = makeBanner(QStringLiteral("trustBanner"), QStringLiteral("warning"));
    m_trustText = m_trustBanner->findChild<QLabel *>(QStringLiteral("bannerText"));
    {
        auto *review = new QPushButton(PolicyEditor::tr("Review and Approve…"), m_trustBanner);
        review->setObjectName(QStringLiteral("reviewTrustButton"));
        static_cast<QHBoxLayout *>(m_trustBanner->layout())->addWidget(review);
        connect(review, &QPushButton::clicked, this, &PolicyFileBar::reviewRequested);
    }
    layout->addWidget(m_trustBanner);

    m_fileBanner = makeBanner(QStringLiteral("fileIssueBanner"), QStringLiteral("warning"));
    m_fileText = m_fileBanner->findChild<QLabel *>(QStringLiteral("bannerText"));
    layout->addWidget(m_fileBanner);
    updateVisibility();
}

QFrame *PolicyFileBar::makeBanner(const QString &objectName, const QString &kind)
{
    auto *banner = new QFrame(this);
    banner->setObjectName(objectName);
    const bool error = kind == QLatin1String("error");
    banner->setStyleSheet(error ? QStringLiteral("QFrame#%1 { background: rgba(192,28,40,0.12); border: 1px "
                                                 "solid rgba(192,28,40,0.55); border-radius: 4px; }")
                                      .arg(objectName)
                                : QStringLiteral("QFrame#%1 { background: rgba(229,165,10,0.16); border: 1px "
                                                 "solid rgba(229,165,10,0.65); border-radius: 4px; }")
                                      .arg(objectName));
    auto *row = new QHBoxLayout(banner);
    row->setContentsMargins(8, 6, 8, 6);
    auto *icon = new QLabel(banner);
    icon->setPixmap((error ? Icons::error() : Icons::warning()).pixmap(22, 22));
    icon->setAlignment(Qt::AlignTop);
    auto *text = new QLabel(banner);
    text->setObjectName(QStringLiteral("bannerText"));
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(icon, 0, Qt::AlignTop);
    row->addWidget(text, 1);
    banner->setVisible(false);
    return banner;
}

// A visible bar with every banner hidden would still take a layout spacing: it hides too.
void PolicyFileBar::updateVisibility()
{
    bool any = false;
    for (QFrame *banner : {m_externalBanner, m_saveBanner, m_trustBanner, m_fileBanner})
        any = any || ((banner != m_trustBanner || !m_trustTaken) && !banner->isHidden());
    setVisible(any);
}

void PolicyFileBar::setExternalChange(bool changed)
{
    m_externalBanner->setVisible(changed);
    updateVisibility();
}

bool PolicyFileBar::externalChangeShown() const
{
    return !m_externalBanner->isHidden();
}

void PolicyFileBar::setSaveError(const QString &error)
{
    m_saveText->setText(error);
    m_saveBanner->setVisible(!error.isEmpty());
    updateVisibility();
}

void PolicyFileBar::setTrust(TrustStore::Status status)
{
    switch (status) {
    case TrustStore::Status::NoFile:
    case TrustStore::Status::Trusted:
        m_trustBanner->setVisible(false);
        updateVisibility();
        return;
    case TrustStore::Status::New:
        m_trustText->setText(PolicyEditor::tr(
            "This project's policy file has not been approved on this computer, so sessions do "
            "not use it yet. Review it and approve it, or save your own version."));
        break;
    case TrustStore::Status::Changed:
        m_trustText->setText(PolicyEditor::tr(
            "This project's policy file changed since you approved it — possibly by the agent — "
            "so sessions do not use it. Review the changes before approving them."));
        break;
    }
    m_trustBanner->setVisible(true);
    updateVisibility();
}

bool PolicyFileBar::trustPending() const
{
    return !m_trustBanner->isHidden();
}

QWidget *PolicyFileBar::takeTrustBanner()
{
    layout()->removeWidget(m_trustBanner);
    m_trustTaken = true;
    updateVisibility();
    return m_trustBanner;
}

void PolicyFileBar::setFileIssues(const QList<PolicyIssue> &issues)
{
    m_fileBanner->setVisible(!issues.isEmpty());
    if (!issues.isEmpty()) {
        QStringList lines;
        for (const PolicyIssue &i : issues)
            lines << QStringLiteral("%1: %2").arg(i.field, i.message);
        m_fileText->setText(
            PolicyEditor::tr(
                "Parts of the project file could not be read and will be dropped when you save:\n%1")
                .arg(lines.join(QLatin1Char('\n'))));
    }
    updateVisibility();
}

} // namespace aisb
