// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policysection.h"

class QDoubleSpinBox;
class QSpinBox;

namespace aisb {

class SizeEdit;

// Limits: memory, CPUs, processes, /tmp size and the exec timeout.
class LimitsSection : public PolicySection
{
    Q_OBJECT
public:
    explicit LimitsSection(QWidget *parent = nullptr);

protected:
    void syncFields(const PolicyDocument &document) override;

private:
    SizeEdit *m_memory = nullptr;
    QDoubleSpinBox *m_cpus = nullptr;
    QSpinBox *m_pids = nullptr;
    SizeEdit *m_tmpSize = nullptr;
    QSpinBox *m_execTimeout = nullptr;
};

} // namespace aisb
