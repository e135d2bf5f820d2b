// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/builddiagnosis.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QToolButton;

namespace aisb {

class ElidedLabel;

// The image build as the user follows it: a step progress bar, a cancel button, the build
// log, and — when a build fails — the failing step highlighted in the log.
class BuildPane : public QWidget
{
    Q_OBJECT
public:
    enum class State { Idle, Running, Succeeded, Failed };

    explicit BuildPane(QWidget *parent = nullptr);

    void start(const QString &imageTag);
    void appendLine(const QString &line);
    void setProgress(int step, int total);
    void finish(bool ok, const QString &message, int failedStep);

    State state() const { return m_state; }
    QString statusText() const;
    QProgressBar *progressBar() const { return m_progress; }
    QPlainTextEdit *logView() const { return m_log; }
    QPushButton *cancelButton() const { return m_cancel; }
    // Block number of the highlighted failing step in the log, -1 when none.
    int highlightedBlock() const { return m_highlighted; }
    QStringList logLines() const;

    // What a failed build's log says (core's diagnoseBuildLog): shown above the log with, when
    // it offers them, a button that adds the host's certificate authorities to the policy.
    void setDiagnosis(const BuildDiagnosis &diagnosis);
    const BuildDiagnosis &diagnosis() const { return m_diagnosis; }
    QLabel *diagnosisLabel() const { return m_diagnosisText; }
    QPushButton *hostCertificatesButton() const { return m_hostCertificates; }
    // After the button's edit: says what happened and what is left to do (save, build).
    void hostCertificatesAdded();

Q_SIGNALS:
    void cancelRequested();
    void closeRequested();
    void hostCertificatesRequested();

private:
    void highlightBlock(int block);

    State m_state = State::Idle;
    QLabel *m_icon = nullptr;
    ElidedLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QToolButton *m_close = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QWidget *m_diagnosisBox = nullptr;
    QLabel *m_diagnosisText = nullptr;
    QPushButton *m_hostCertificates = nullptr;
    BuildDiagnosis m_diagnosis;
    QHash<int, int> m_stepBlocks; // step number -> block number of its "STEP n/m" line
    int m_highlighted = -1;
};

} // namespace aisb
