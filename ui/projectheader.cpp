// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectheader.h"

#include "elidedlabel.h"
#include "icons.h"
#include "util/paths.h"

#include <QCheckBox>
#include <QDir>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace aisb {

ProjectHeader::ProjectHeader(QWidget *parent) : QWidget(parent)
{
    // Name, status and buttons on top; where the sessions run (and what that engine refuses) below,
    // across the whole width, so a long engine name or refusal is not squeezed beside the buttons.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    outer->setSpacing(2);
    auto *layout = new QHBoxLayout;
    layout->setSpacing(12);
    outer->addLayout(layout);

    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    m_name = new ElidedLabel(this);
    m_name->setObjectName(QStringLiteral("projectName"));
    QFont big = m_name->font();
    big.setPointSizeF(big.pointSizeF() * 1.45);
    big.setBold(true);
    m_name->setFont(big);
    m_path = new ElidedLabel(this);
    m_path->setObjectName(QStringLiteral("projectPath"));
    m_path->setElideMode(Qt::ElideMiddle);
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette dim = m_path->palette();
    dim.setColor(QPalette::WindowText, dim.color(QPalette::Disabled, QPalette::WindowText).darker(130));
    m_path->setPalette(dim);

    auto *statusRow = new QHBoxLayout;
    statusRow->setSpacing(6);
    m_imageIcon = new QLabel(this);
    m_imageIcon->setFixedSize(16, 16);
    m_image = new ElidedLabel(this);
    m_image->setObjectName(QStringLiteral("imageStatus"));
    m_image->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *sep = new QLabel(QStringLiteral("·"), this);
    sep->setPalette(dim);
    m_engine = new ElidedLabel(this);
    m_engine->setObjectName(QStringLiteral("engineStatus"));
    m_engine->setPalette(dim);
    // The status texts share the row and shrink (elided, whole text in the tooltip) before the
    // buttons beside them would be pushed off the window.
    statusRow->addWidget(m_imageIcon);
    statusRow->addWidget(m_image);
    statusRow->addWidget(sep);
    statusRow->addWidget(m_engine);
    statusRow->addStretch(1);

    // Where the sessions run (this computer or a podman service), and Change… to pick another.
    auto *whereRow = new QHBoxLayout;
    whereRow->setSpacing(6);
    m_whereIcon = new QLabel(this);
    m_whereIcon->setFixedSize(16, 16);
    m_where = new ElidedLabel(this);
    m_where->setObjectName(QStringLiteral("sessionEngine"));
    m_changeEngine = new QPushButton(tr("Change…"), this);
    m_changeEngine->setObjectName(QStringLiteral("changeEngineButton"));
    m_changeEngine->setFlat(true);
    m_changeEngine->setCursor(Qt::PointingHandCursor);
    m_changeEngine->setToolTip(
        tr("Choose where this project's sessions run: this computer or a podman service"));
    m_changeEngine->setStyleSheet(
        QStringLiteral("QPushButton { padding: 0 4px; text-decoration: underline; }"));
    whereRow->addWidget(m_whereIcon);
    whereRow->addWidget(m_where);
    whereRow->addWidget(m_changeEngine);
    whereRow->addStretch(1);
    connect(m_changeEngine, &QPushButton::clicked, this, &ProjectHeader::changeEngineRequested);
    // What the chosen engine refuses of this policy: said before a launch, with the quick fix.
    m_engineWarningRow = new QWidget(this);
    m_engineWarningRow->setObjectName(QStringLiteral("engineRefusalRow"));
    auto *refusalLayout = new QHBoxLayout(m_engineWarningRow);
    refusalLayout->setContentsMargins(0, 2, 0, 0);
    refusalLayout->setSpacing(6);
    auto *refusalIcon = new QLabel(m_engineWarningRow);
    refusalIcon->setPixmap(Icons::warning().pixmap(16, 16));
    m_engineWarning = new QLabel(m_engineWarningRow);
    m_engineWarning->setObjectName(QStringLiteral("engineRefusal"));
    m_engineWarning->setWordWrap(true);
    m_engineWarning->setTextFormat(Qt::PlainText);
    m_engineWarning->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_useLocal = new QPushButton(tr("Use This Computer"), m_engineWarningRow);
    m_useLocal->setObjectName(QStringLiteral("useLocalEngineButton"));
    m_useLocal->setToolTip(tr("Run this project's sessions on this computer's podman"));
    refusalLayout->addWidget(refusalIcon, 0, Qt::AlignTop);
    refusalLayout->addWidget(m_engineWarning, 1);
    refusalLayout->addWidget(m_useLocal, 0, Qt::AlignTop);
    m_engineWarningRow->setVisible(false);
    connect(m_useLocal, &QPushButton::clicked, this, &ProjectHeader::useLocalEngineRequested);

    // What keeps Launch from working, and where to fix it.
    m_blockerRow = new QWidget(this);
    m_blockerRow->setObjectName(QStringLiteral("launchBlocker"));
    auto *blockerLayout = new QHBoxLayout(m_blockerRow);
    blockerLayout->setContentsMargins(0, 2, 0, 0);
    blockerLayout->setSpacing(6);
    auto *blockerIcon = new QLabel(m_blockerRow);
    blockerIcon->setPixmap(Icons::warning().pixmap(16, 16));
    m_blocker = new ElidedLabel(m_blockerRow);
    m_blocker->setObjectName(QStringLiteral("launchBlockerText"));
    auto *show = new QPushButton(tr("Show Variable"), m_blockerRow);
    show->setObjectName(QStringLiteral("showBlockerButton"));
    show->setToolTip(tr("Show the variable in the policy's Environment section"));
    blockerLayout->addWidget(blockerIcon);
    blockerLayout->addWidget(m_blocker, 1);
    blockerLayout->addWidget(show);
    m_blockerRow->setVisible(false);
    connect(show, &QPushButton::clicked, this, &ProjectHeader::showBlockerRequested);

    text->addWidget(m_name);
    text->addWidget(m_path);
    text->addSpacing(2);
    text->addLayout(statusRow);
    text->addWidget(m_blockerRow);
    // Quarantine: what the project carries that would run code, while the box is checked.
    m_quarantineWarning = new QLabel(this);
    m_quarantineWarning->setObjectName(QStringLiteral("quarantineWarning"));
    m_quarantineWarning->setWordWrap(true);
    m_quarantineWarning->setTextFormat(Qt::PlainText);
    m_quarantineWarning->setVisible(false);
    text->addWidget(m_quarantineWarning);
    layout->addLayout(text, 1);

    m_build = new QPushButton(Icons::build(), tr("Build"), this);
    m_build->setObjectName(QStringLiteral("buildButton"));
    m_build->setToolTip(tr("Build the image for this policy (Ctrl+B)"));
    m_launch = new QPushButton(Icons::launch(), tr("Launch"), this);
    m_launch->setObjectName(QStringLiteral("launchButton"));
    m_launch->setToolTip(tr("Start a sandboxed session (Ctrl+Return)"));
    m_launch->setDefault(false);
    QFont bold = m_launch->font();
    bold.setBold(true);
    m_launch->setFont(bold);
    for (QPushButton *b : {m_build, m_launch}) {
        b->setMinimumHeight(34);
        b->setMinimumWidth(100);
        b->setIconSize(QSize(18, 18));
    }
    m_quarantine = new QCheckBox(tr("Quarantine (untrusted repository)"), this);
    m_quarantine->setObjectName(QStringLiteral("quarantineCheck"));
    m_quarantine->setToolTip(
        tr("For a repository you do not trust: the sandbox gets no network, no home volume, no extra "
           "mounts and no variables, the project's .ai-sandbox.toml is ignored, and the agent works on a "
           "throw-away copy in the session folder: the project itself is never mounted. When the session "
           "ends, its Changes view shows what it changed in the copy, and you apply what you want."));
    connect(m_quarantine, &QCheckBox::toggled, this, [this](bool on) {
        m_quarantineWarning->setVisible(on && !m_findings.isEmpty());
        Q_EMIT quarantineToggled(on);
    });
    layout->addWidget(m_quarantine, 0, Qt::AlignVCenter);
    layout->addWidget(m_build, 0, Qt::AlignVCenter);
    layout->addWidget(m_launch, 0, Qt::AlignVCenter);

    outer->addLayout(whereRow);
    outer->addWidget(m_engineWarningRow);

    connect(m_build, &QPushButton::clicked, this, &ProjectHeader::buildClicked);
    connect(m_launch, &QPushButton::clicked, this, &ProjectHeader::launchClicked);
    setImageStatus(ImageStatus::Unknown, {});
    setEngineStatus(tr("Checking the container engine…"), true);
    setSessionEngine(tr("this computer"), false, {}, {});
}

void ProjectHeader::setSessionEngine(const QString &where, bool remote, const QString &origin,
                                     const QString &warning)
{
    m_where->setFullText(tr("Sessions run on %1").arg(where));
    m_where->setFixedToolTip(origin.isEmpty() ? m_where->fullText()
                                              : m_where->fullText() + QLatin1Char('\n') + origin);
    m_whereIcon->setPixmap(
        Icons::themed(remote ? QStringLiteral("network-server") : QStringLiteral("computer"),
                      remote ? QStyle::SP_DriveNetIcon : QStyle::SP_ComputerIcon)
            .pixmap(16, 16));
    QFont f = m_where->font();
    f.setBold(remote);
    m_where->setFont(f);
    m_engineWarning->setText(warning.isEmpty() ? QString() : tr("Launch will be refused: %1").arg(warning));
    m_engineWarningRow->setVisible(!warning.isEmpty());
}

QString ProjectHeader::sessionEngineText() const
{
    return m_where->fullText();
}

QString ProjectHeader::sessionEngineWarning() const
{
    return m_engineWarningRow->isHidden() ? QString() : m_engineWarning->text();
}

bool ProjectHeader::quarantine() const
{
    return m_quarantine->isChecked();
}

void ProjectHeader::setQuarantineFindings(const QString &text)
{
    m_findings = text;
    m_quarantineWarning->setText(text);
    m_quarantineWarning->setVisible(m_quarantine->isChecked() && !text.isEmpty());
}

void ProjectHeader::setProject(const QString &name, const QString &path)
{
    m_name->setFullText(name);
    m_path->setFullText(Paths::shown(path));
}

void ProjectHeader::setImageStatus(ImageStatus status, const QString &detail)
{
    m_status = status;
    QString text;
    QIcon icon;
    switch (status) {
    case ImageStatus::Unknown:
        text = tr("Image status unknown");
        icon = Icons::unknown();
        break;
    case ImageStatus::Built:
        text = tr("Image built");
        icon = Icons::ok();
        break;
    case ImageStatus::NeedsBuild:
        text = tr("Image needs a build");
        icon = Icons::warning();
        break;
    case ImageStatus::Building:
        text = tr("Building image…");
        icon = Icons::build();
        break;
    case ImageStatus::Failed:
        text = tr("Image build failed");
        icon = Icons::error();
        break;
    }
    m_image->setFullText(detail.isEmpty() ? text : tr("%1 (%2)").arg(text, detail));
    m_imageIcon->setPixmap(icon.pixmap(16, 16));
}

void ProjectHeader::setEngineStatus(const QString &text, bool usable)
{
    m_engine->setFullText(text);
    m_engine->setStyleSheet(usable ? QString() : QStringLiteral("QLabel { color: #c01c28; }"));
}

void ProjectHeader::setActionsEnabled(bool build, bool launch, const QString &reason)
{
    m_build->setEnabled(build);
    m_launch->setEnabled(launch && m_blockerReason.isEmpty());
    if (launch && !m_blockerReason.isEmpty()) {
        m_build->setToolTip(reason.isEmpty() ? tr("Build the image for this policy (Ctrl+B)") : reason);
        m_launch->setToolTip(m_blockerTip);
    } else if (!reason.isEmpty()) {
        m_build->setToolTip(reason);
        m_launch->setToolTip(reason);
    } else {
        m_build->setToolTip(tr("Build the image for this policy (Ctrl+B)"));
        m_launch->setToolTip(tr("Start a sandboxed session (Ctrl+Return)"));
    }
}

void ProjectHeader::setLaunchBlocker(const QString &reason, const QString &fix)
{
    m_blockerReason = reason;
    m_blocker->setFullText(reason);
    // The whole story (reason and fix) is the tooltip of the line and of the disabled Launch.
    const QString tip = fix.isEmpty() ? reason : reason + QLatin1Char('\n') + fix;
    m_blockerTip = tip;
    m_blocker->setFixedToolTip(tip);
    m_blockerRow->setVisible(!reason.isEmpty());
}

QString ProjectHeader::imageStatusText() const
{
    return m_image->fullText();
}

QString ProjectHeader::engineText() const
{
    return m_engine->fullText();
}

} // namespace aisb
