// SPDX-License-Identifier: GPL-3.0-or-later
#include "appcontroller.h"

#include "engine/podman.h"
#include "engine/podmancall.h"
#include "mainwindow.h"
#include "policy/policyloader.h"
#include "render/render.h"
#include "session/imagebuilder.h"

namespace aisb {

AppController::AppController(MainWindow *window, Podman *podman, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_podman(podman)
    , m_builder(new ImageBuilder(podman, this))
{
    connect(m_window, &MainWindow::currentProjectChanged, this,
            [this](const QString &dir) { refreshImageStatus(dir); });
    connect(m_window, &MainWindow::imageTagChanged, this,
            [this](const QString &dir, const QString &tag) { refreshImageStatus(dir, tag); });
    connect(m_window, &MainWindow::buildRequested, this, &AppController::build);
    connect(m_window, &MainWindow::cancelBuildRequested, m_builder, &ImageBuilder::cancel);

    connect(m_builder, &ImageBuilder::line, m_window, &MainWindow::appendBuildLog);
    connect(m_builder, &ImageBuilder::stageChanged, m_window, &MainWindow::appendBuildLog);
    connect(m_builder, &ImageBuilder::progress, this, [this](int step, int total) {
        m_lastStep = step;
        m_window->setBuildProgress(step, total);
    });
    connect(m_builder, &ImageBuilder::finished, this,
            [this](bool ok, const QString &tag, bool built, const QString &error) {
                if (ok)
                    m_window->buildFinished(true, built ? tr("Built %1").arg(tag) : tr("%1 is up to date").arg(tag), 0);
                else
                    m_window->buildFinished(false, error, m_lastStep);
                if (m_buildProject == m_window->currentProject())
                    refreshImageStatus(m_buildProject);
            });

    connect(m_podman, &Podman::capabilitiesReady, this, [this](const PodmanCapabilities &caps) {
        m_caps = caps;
        m_engineUsable = true;
        QString text = tr("podman %1 · %2").arg(caps.version, caps.rootless ? tr("rootless") : tr("rootful"));
        if (caps.remote)
            text += tr(" · remote");
        text += QStringLiteral(" · ") + PodmanCapabilities::routeName(caps.route);
        m_window->setEngineStatus(text, true, caps.route == PodmanCapabilities::Route::NoRoute ? caps.routeReason : QString());
        refreshImageStatus(m_window->currentProject());
    });
    connect(m_podman, &Podman::failed, this, [this](Podman::Operation op, const QString &message) {
        if (op != Podman::Operation::Probe)
            return;
        m_engineUsable = false;
        m_window->setEngineStatus(tr("podman is not usable"), false, message);
    });
}

void AppController::start()
{
    m_podman->probe();
}

void AppController::refreshImageStatus(const QString &projectDir, const QString &knownTag)
{
    const quint64 generation = ++m_statusGeneration;
    if (projectDir.isEmpty() || !m_engineUsable)
        return;
    if (m_builder->isRunning() && projectDir == m_buildProject) {
        m_window->setImageStatus(ImageStatus::Building, QString());
        return;
    }
    QString tag = knownTag;
    if (tag.isEmpty()) {
        PolicyRequest req;
        req.projectDir = projectDir;
        req.requireTrust = false;
        tag = Render::imageTag(loadPolicy(req).resolved.policy);
    }
    PodmanCall *call = m_podman->start({QStringLiteral("image"), QStringLiteral("exists"), tag});
    connect(call, &PodmanCall::finished, this, [this, generation, tag](const PodmanResult &r) {
        if (generation != m_statusGeneration)
            return;   // the user moved on; a newer check is under way
        if (r.failedToStart)
            m_window->setImageStatus(ImageStatus::Unknown, r.error);
        else if (r.exitCode == 0)
            m_window->setImageStatus(ImageStatus::Built, tag);
        else
            m_window->setImageStatus(ImageStatus::NeedsBuild, tag);
    });
}

void AppController::build(const QString &projectDir, bool force)
{
    PolicyRequest req;
    req.projectDir = projectDir;
    const LoadedPolicy loaded = loadPolicy(req);
    if (!loaded.usable()) {
        QString why = loaded.trust.message;
        for (const PolicyIssue &issue : loaded.resolved.issues)
            why += QLatin1Char('\n') + issue.field + QStringLiteral(": ") + issue.message;
        m_window->buildFinished(false, why.trimmed(), 0);
        return;
    }
    m_buildProject = projectDir;
    m_lastStep = 0;
    m_window->setImageStatus(ImageStatus::Building, Render::imageTag(loaded.resolved.policy));
    m_builder->ensure(loaded.resolved.policy, force);
}

} // namespace aisb
