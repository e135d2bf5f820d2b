// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "policy/policy.h"
#include "session/nestedrepos.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QWidget>
#include <optional>

class QComboBox;
class QLabel;
class QToolButton;
class QPlainTextEdit;
class QTabWidget;
class QTimer;

namespace aisb {

class ElidedLabel;

// The rendered artifacts of a policy beside the form, one tab each, re-rendered shortly
// after every change; the image tag above them changes exactly when the image would.
class PolicyPreview : public QWidget
{
    Q_OBJECT
public:
    enum Artifact {
        Containerfile,
        Entrypoint,
        Ruleset,
        GateConfig,
        RunCommand,
        EffectivePolicy,
        ArtifactCount
    };

    explicit PolicyPreview(QWidget *parent = nullptr);

    // Schedules a render: at once after a pause, debounced within a burst of edits. An invalid
    // policy keeps the last valid rendering and says so, since renderers only accept validated input.
    void setPolicy(const Policy &policy, const QString &projectDir, bool valid, int problemCount = 0);
    // What podman here can do (rootless, the route to the gate): the run line depends on it.
    // Until it is known, assumedCapabilities().
    void setCapabilities(const PodmanCapabilities &engine);
    // Quarantine (session/quarantine.h): the run line of a quarantine launch (no network, no home
    // volume, no extra mounts or variables, the session's copy bound as /project).
    void setQuarantine(bool on);
    bool quarantine() const { return m_quarantine; }
    // Renders now (tests, first show).
    void renderNow();

    QString text(Artifact artifact) const;
    QString imageTag() const { return m_imageTag; }
    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *artifactCombo() const { return m_artifactCombo; }
    QToolButton *wrapButton() const { return m_wrap; }
    bool isStale() const { return m_stale; }
    // The project's nested git repositories are being looked for (the run line lacks their binds
    // until they are known).
    bool nestedScanPending() const;

    // The placeholder context the preview renders with.
    static constexpr quint16 PlaceholderPort = 65000;

Q_SIGNALS:
    void rendered();

public:
    // A project's nested repositories are looked for again when the preview renders after this.
    static constexpr int NestedRescanMs = 3000;

private:
    void render();
    // The policy a launch runs with: the nested repositories' code-running paths read-only
    // (session/nestedrepos.h), from the last scan of the project; a scan off the GUI thread is
    // started when there is none or it is old, and the preview renders again when it differs.
    Policy launchPolicy(const Policy &policy);
    void scanNested(const QString &projectDir);

    struct NestedScan
    {
        std::optional<NestedRepos::Scan> scan;
        QElapsedTimer age;
        bool running = false;
    };

    ElidedLabel *m_tagLabel = nullptr;
    QComboBox *m_artifactCombo = nullptr;
    QToolButton *m_wrap = nullptr;
    QLabel *m_staleLabel = nullptr;
    QTabWidget *m_tabs = nullptr;
    QList<QPlainTextEdit *> m_views;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_lastRender; // since the last render: a change within BurstWindowMs is debounced
    Policy m_policy;
    PodmanCapabilities m_engine;
    QString m_projectDir;
    bool m_valid = false;
    bool m_quarantine = false;
    bool m_haveRendered = false;
    bool m_stale = false;
    int m_problems = 0;
    QString m_imageTag;
    QHash<QString, NestedScan> m_nested; // per project folder
};

} // namespace aisb
