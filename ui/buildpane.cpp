// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildpane.h"

#include "elidedlabel.h"
#include "highlight.h"
#include "icons.h"

#include <QApplication>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace aisb {

BuildPane::BuildPane(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->setSpacing(6);

    auto *bar = new QHBoxLayout;
    m_icon = new QLabel(this);
    m_icon->setFixedSize(16, 16);
    // One line, elided: a long error never widens the window (the log below has all of it).
    m_status = new ElidedLabel(tr("No build yet."), this);
    m_status->setObjectName(QStringLiteral("buildStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("Step %v of %m"));
    m_progress->setMinimumWidth(160);
    m_progress->setMaximumWidth(260);
    m_cancel = new QPushButton(Icons::cancel(), tr("Cancel Build"), this);
    m_cancel->setEnabled(false);
    m_cancel->setToolTip(tr("Stop the running image build (Ctrl+.)"));
    m_close = new QToolButton(this);
    m_close->setAutoRaise(true);
    m_close->setIcon(QApplication::style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Hide the build log"));
    bar->addWidget(m_icon);
    bar->addWidget(m_status, 1);
    bar->addWidget(m_progress);
    bar->addWidget(m_cancel);
    bar->addWidget(m_close);
    layout->addLayout(bar);

    // A recognised failure: what it means and, for untrusted TLS, the one-click fix.
    m_diagnosisBox = new QWidget(this);
    m_diagnosisBox->setObjectName(QStringLiteral("buildDiagnosis"));
    auto *diagnosis = new QHBoxLayout(m_diagnosisBox);
    diagnosis->setContentsMargins(0, 0, 0, 0);
    m_diagnosisText = new QLabel(m_diagnosisBox);
    m_diagnosisText->setWordWrap(true);
    // A long unbreakable word (a path, a URL) is clipped rather than widening the window.
    m_diagnosisText->setMinimumWidth(1);
    m_diagnosisText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hostCertificates = new QPushButton(tr("Trust This Machine's Certificate Authorities"), m_diagnosisBox);
    m_hostCertificates->setToolTip(
        tr("Adds \"host\" to image.ca_certificates in the policy editor (undoable); "
           "save the policy and build again to use it"));
    diagnosis->addWidget(m_diagnosisText, 1);
    diagnosis->addWidget(m_hostCertificates, 0, Qt::AlignTop);
    m_diagnosisBox->setVisible(false);
    layout->addWidget(m_diagnosisBox);

    m_log = new QPlainTextEdit(this);
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(20000);
    // Wrapped: a long error line stays readable without scrolling sideways.
    m_log->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setPlaceholderText(tr("The output of the image build appears here."));
    m_log->setAccessibleName(tr("Build log"));
    // Steps, errors and warnings stand out (KSyntaxHighlighting's theme when it is compiled in).
    Highlight::attach(m_log, Syntax::BuildLog);
    layout->addWidget(m_log, 1);

    connect(m_cancel, &QPushButton::clicked, this, &BuildPane::cancelRequested);
    connect(m_close, &QToolButton::clicked, this, &BuildPane::closeRequested);
    connect(m_hostCertificates, &QPushButton::clicked, this, &BuildPane::hostCertificatesRequested);
}

QStringList BuildPane::logLines() const
{
    return m_log->toPlainText().split(QLatin1Char('\n'));
}

void BuildPane::setDiagnosis(const BuildDiagnosis &diagnosis)
{
    m_diagnosis = diagnosis;
    m_diagnosisText->setText(diagnosis.explanation);
    m_hostCertificates->setVisible(diagnosis.offerHostCertificates);
    m_hostCertificates->setEnabled(diagnosis.offerHostCertificates);
    m_diagnosisBox->setVisible(diagnosis.recognised());
}

void BuildPane::hostCertificatesAdded()
{
    m_hostCertificates->setEnabled(false);
    m_diagnosisText->setText(
        m_diagnosis.explanation + QStringLiteral("\n\n") +
        tr("\"host\" was added to image.ca_certificates: save the policy, then build again."));
}

void BuildPane::start(const QString &imageTag)
{
    m_state = State::Running;
    m_log->clear();
    setDiagnosis({});
    m_stepBlocks.clear();
    highlightBlock(-1);
    m_progress->setRange(0, 0); // busy until the first step count arrives
    m_progress->setValue(0);
    m_status->setFullText(imageTag.isEmpty() ? tr("Building the image…") : tr("Building %1…").arg(imageTag));
    m_icon->setPixmap(Icons::build().pixmap(16, 16));
    m_cancel->setEnabled(true);
}

void BuildPane::appendLine(const QString &line)
{
    if (m_state != State::Running && m_state != State::Idle)
        return;
    static const QRegularExpression stepLine(
        QStringLiteral("^\\s*(?:\\[\\d+/\\d+\\]\\s*)?STEP (\\d+)/(\\d+)"));
    m_log->appendPlainText(line);
    const QRegularExpressionMatch m = stepLine.match(line);
    if (m.hasMatch())
        m_stepBlocks.insert(m.captured(1).toInt(), m_log->document()->blockCount() - 1);
}

void BuildPane::setProgress(int step, int total)
{
    if (total <= 0) {
        m_progress->setRange(0, 0);
        return;
    }
    m_progress->setRange(0, total);
    m_progress->setValue(std::clamp(step, 0, total));
}

void BuildPane::finish(bool ok, const QString &message, int failedStep)
{
    m_state = ok ? State::Succeeded : State::Failed;
    m_cancel->setEnabled(false);
    if (m_progress->maximum() == 0)
        m_progress->setRange(0, 1);
    if (ok) {
        m_progress->setValue(m_progress->maximum());
        m_status->setFullText(message.isEmpty() ? tr("The image was built.") : message);
        m_icon->setPixmap(Icons::ok().pixmap(16, 16));
        highlightBlock(-1);
        return;
    }
    m_icon->setPixmap(Icons::error().pixmap(16, 16));
    QString text = message.isEmpty() ? tr("The build failed.") : message;
    if (failedStep > 0) {
        text = tr("Step %1 failed: %2").arg(failedStep).arg(text);
        m_progress->setValue(std::clamp(failedStep - 1, 0, m_progress->maximum()));
    }
    m_status->setFullText(text);
    // The whole message, wrapped, where it can be read and copied.
    if (!message.isEmpty() && !m_log->toPlainText().endsWith(message))
        m_log->appendPlainText(message);
    highlightBlock(m_stepBlocks.value(failedStep, -1));
}

QString BuildPane::statusText() const
{
    return m_status->fullText();
}

void BuildPane::highlightBlock(int block)
{
    m_highlighted = block;
    if (block < 0) {
        m_log->setExtraSelections({});
        return;
    }
    const QTextBlock b = m_log->document()->findBlockByNumber(block);
    if (!b.isValid()) {
        m_highlighted = -1;
        m_log->setExtraSelections({});
        return;
    }
    QTextEdit::ExtraSelection sel;
    sel.cursor = QTextCursor(b);
    sel.format.setBackground(QColor(0xc0, 0x1c, 0x28, 60));
    sel.format.setProperty(QTextFormat::FullWidthSelection, true);
    sel.format.setFontWeight(QFont::Bold);
    m_log->setExtraSelections({sel});
    QTextCursor c(b);
    m_log->setTextCursor(c);
    m_log->centerCursor();
}

} // namespace aisb
