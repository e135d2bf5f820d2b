// SPDX-License-Identifier: GPL-3.0-or-later
#include "limitssection.h"

#include "policydocument.h"
#include "policyeditor.h"
#include "sizeedit.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QSignalBlocker>
#include <QSpinBox>

namespace aisb {

// The strings keep the editor's translation context (PolicyEditor::tr): they were its own.
LimitsSection::LimitsSection(QWidget *parent) : PolicySection(parent)
{
    QGridLayout *grid =
        addHeading(PolicyEditor::tr("Limits"), PolicyEditor::tr("Resources one session may use."));
    m_memory = new SizeEdit;
    m_memory->setObjectName(QStringLiteral("memoryEdit"));
    m_memory->setNoLimitText(PolicyEditor::tr("No limit"));
    addRow(grid, PolicyEditor::tr("&Memory:"), m_memory, {PolicyDocument::LimitsMemory},
           PolicyEditor::tr("0 or empty means no limit: a session may use all of this computer's memory."));
    connect(m_memory, &SizeEdit::valueEdited, this, [this](const QString &v) {
        edit(
            PolicyDocument::LimitsMemory, [v](Policy &p) { p.limits.memory = v; },
            PolicyEditor::tr("Change memory limit"), true);
    });

    m_cpus = new QDoubleSpinBox;
    m_cpus->setObjectName(QStringLiteral("cpusEdit"));
    m_cpus->setRange(0, 256);
    m_cpus->setDecimals(1);
    m_cpus->setSingleStep(0.5);
    m_cpus->setSpecialValueText(PolicyEditor::tr("No limit"));
    m_cpus->setSuffix(PolicyEditor::tr(" cores"));
    m_cpus->setMaximumWidth(160);
    addRow(grid, PolicyEditor::tr("&CPUs:"), m_cpus, {PolicyDocument::LimitsCpus});
    connect(m_cpus, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(
            PolicyDocument::LimitsCpus, [v](Policy &p) { p.limits.cpus = v; },
            PolicyEditor::tr("Change CPU limit"), true);
    });

    m_pids = new QSpinBox;
    m_pids->setObjectName(QStringLiteral("pidsEdit"));
    m_pids->setRange(0, 1000000);
    m_pids->setSpecialValueText(PolicyEditor::tr("No limit"));
    m_pids->setMaximumWidth(160);
    addRow(grid, PolicyEditor::tr("Pr&ocesses:"), m_pids, {PolicyDocument::LimitsPids});
    connect(m_pids, &QSpinBox::valueChanged, this, [this](int v) {
        edit(
            PolicyDocument::LimitsPids, [v](Policy &p) { p.limits.pids = v; },
            PolicyEditor::tr("Change process limit"), true);
    });

    m_tmpSize = new SizeEdit;
    m_tmpSize->setObjectName(QStringLiteral("tmpSizeEdit"));
    m_tmpSize->setNoLimitText(PolicyEditor::tr("Default"));
    addRow(grid, PolicyEditor::tr("/&tmp size:"), m_tmpSize, {PolicyDocument::LimitsTmpSize});
    connect(m_tmpSize, &SizeEdit::valueEdited, this, [this](const QString &v) {
        edit(
            PolicyDocument::LimitsTmpSize, [v](Policy &p) { p.limits.tmpSize = v; },
            PolicyEditor::tr("Change /tmp size"), true);
    });

    // Only what `exec` and the MCP server accept: 1 s to 24 h. 0 (no timeout) is valid in a file (`run`
    // does not use it) but exec refuses it, so it is not offered; a file that says 0 is shown as
    // such (syncFromDocument) until another value is chosen.
    m_execTimeout = new QSpinBox;
    m_execTimeout->setObjectName(QStringLiteral("execTimeoutEdit"));
    m_execTimeout->setRange(1, 24 * 3600);
    m_execTimeout->setSuffix(PolicyEditor::tr(" s"));
    m_execTimeout->setMaximumWidth(160);
    addRow(grid, PolicyEditor::tr("E&xec timeout:"), m_execTimeout, {PolicyDocument::LimitsExecTimeout},
           PolicyEditor::tr(
               "How long one command of ai-sandbox exec or the MCP server may take unless the call asks "
               "for less (1 s to 24 h)."));
    connect(m_execTimeout, &QSpinBox::valueChanged, this, [this](int v) {
        edit(
            PolicyDocument::LimitsExecTimeout, [v](Policy &p) { p.limits.execTimeoutSec = v; },
            PolicyEditor::tr("Change exec timeout"), true);
    });
}

void LimitsSection::syncFields(const PolicyDocument &document)
{
    const Policy &p = document.effective();
    const QSignalBlocker b1(m_memory), b2(m_cpus), b3(m_pids), b4(m_tmpSize), b5(m_execTimeout);
    m_memory->setValue(p.limits.memory);
    if (!qFuzzyCompare(m_cpus->value() + 1, p.limits.cpus + 1))
        m_cpus->setValue(p.limits.cpus);
    if (m_pids->value() != p.limits.pids)
        m_pids->setValue(p.limits.pids);
    m_tmpSize->setValue(p.limits.tmpSize);
    // 0 can come from a file, never from this box: the minimum is 0 only while the value is.
    const bool refused = p.limits.execTimeoutSec == 0;
    m_execTimeout->setMinimum(refused ? 0 : 1);
    m_execTimeout->setSpecialValueText(refused ? PolicyEditor::tr("0 (refused)") : QString());
    m_execTimeout->setToolTip(
        refused ? PolicyEditor::tr("The file says 0, no timeout, which ai-sandbox exec and the MCP "
                                   "server refuse: pick a duration.")
                : QString());
    if (m_execTimeout->value() != p.limits.execTimeoutSec)
        m_execTimeout->setValue(p.limits.execTimeoutSec);
}

} // namespace aisb
