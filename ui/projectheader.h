// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/imagestatus.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;

namespace aisb {

class ElidedLabel;

// The top of the project page: name and folder, the image status, Build and Launch,
// and one line about the container engine.
class ProjectHeader : public QWidget
{
    Q_OBJECT
public:
    explicit ProjectHeader(QWidget *parent = nullptr);

    void setProject(const QString &name, const QString &path);
    void setImageStatus(ImageStatus status, const QString &detail);
    void setEngineStatus(const QString &text, bool usable);
    void setActionsEnabled(bool build, bool launch, const QString &reason = {});
    // Why Launch cannot work for this project as configured (a variable missing on this host),
    // with the fix; shown under the status line, empty hides it.
    void setLaunchBlocker(const QString &reason, const QString &fix);
    QString launchBlocker() const { return m_blockerReason; }
    QWidget *launchBlockerRow() const { return m_blockerRow; }

    ImageStatus imageStatus() const { return m_status; }
    QString imageStatusText() const;
    QString engineText() const;
    // Where the project's sessions run ("this computer", "podman service “big”"), whether that is
    // remote, where the choice comes from (tooltip), and what the engine refuses of the policy
    // ("" = nothing): shown before a launch, with Change… to pick another engine.
    void setSessionEngine(const QString &where, bool remote, const QString &origin, const QString &warning);
    QString sessionEngineText() const;
    QString sessionEngineWarning() const;
    QPushButton *changeEngineButton() const { return m_changeEngine; }
    QPushButton *useLocalEngineButton() const { return m_useLocal; }
    QPushButton *buildButton() const { return m_build; }
    QPushButton *launchButton() const { return m_launch; }
    // Quarantine (session/quarantine.h): the checkbox beside Launch, and what the project carries
    // that would run code (one sentence, empty for nothing), shown while it is checked.
    QCheckBox *quarantineCheck() const { return m_quarantine; }
    bool quarantine() const;
    void setQuarantineFindings(const QString &text);
    QLabel *quarantineWarning() const { return m_quarantineWarning; }

Q_SIGNALS:
    void buildClicked();
    void launchClicked();
    // The blocker's "Show" button: the field to fix.
    void showBlockerRequested();
    void quarantineToggled(bool on);
    // "Change…" beside where the sessions run: the project's engine dialog.
    void changeEngineRequested();
    // The engine warning's "Use This Computer": the project's sessions run on this computer.
    void useLocalEngineRequested();

private:
    ElidedLabel *m_name = nullptr;
    ElidedLabel *m_path = nullptr;
    QLabel *m_imageIcon = nullptr;
    ElidedLabel *m_image = nullptr;
    ElidedLabel *m_engine = nullptr;
    QWidget *m_blockerRow = nullptr;
    QLabel *m_whereIcon = nullptr;
    ElidedLabel *m_where = nullptr;
    QPushButton *m_changeEngine = nullptr;
    QWidget *m_engineWarningRow = nullptr;
    QLabel *m_engineWarning = nullptr;
    QPushButton *m_useLocal = nullptr;
    ElidedLabel *m_blocker = nullptr;
    QString m_blockerReason;
    QString m_blockerTip;
    QPushButton *m_build = nullptr;
    QPushButton *m_launch = nullptr;
    QCheckBox *m_quarantine = nullptr;
    QLabel *m_quarantineWarning = nullptr;
    QString m_findings;
    ImageStatus m_status = ImageStatus::Unknown;
};

} // namespace aisb
