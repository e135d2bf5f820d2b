// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>
#include <memory>

class QProcess;
class QTemporaryDir;

namespace aisb {

class Podman;
class PodmanCall;

// Makes sure the images a policy needs exist: the base (built locally with mmdebstrap when it
// is the default one and missing; copied from this machine to a remote service), the sandbox image tagged by
// content hash and, for allowlist mode, the gate image. Nothing is built when the tag already exists.
class ImageBuilder : public QObject
{
    Q_OBJECT
public:
    enum class Stage { BaseImage, SandboxImage, GateImage };
    Q_ENUM(Stage)
    static QString stageName(Stage stage); // "base-image", ... (the "stage" of an image event)

    explicit ImageBuilder(Podman *podman, QObject *parent = nullptr);
    ~ImageBuilder() override;

    // Asynchronous; answers with finished(). `force` rebuilds the sandbox image even if present.
    void ensure(const Policy &policy, bool force = false);
    // Stops a running build: the podman build process is ended, no half-tagged image remains.
    void cancel();
    bool isRunning() const { return m_running; }
    // The podman later builds use (the app: the project's engine); not while a build runs.
    void setPodman(Podman *podman)
    {
        if (!m_running)
            m_podman = podman;
    }

    // The script that builds the default base image (scripts/setup uses the same one).
    static QString baseImageScript();

Q_SIGNALS:
    void line(const QString &text);     // build output, line by line
    void progress(int step, int total); // "STEP n/m" of the current build
    // What starts now, for people ("Building the base image ...") and as a kind for code: no
    // logic on translated text.
    void stageChanged(const QString &what, aisb::ImageBuilder::Stage stage);
    // ok: tag exists now. built: something was built (false = it was up to date).
    void finished(bool ok, const QString &tag, bool built, const QString &error);

private:
    void next();
    void checkImage(const QString &ref, std::function<void(bool)> then);
    void buildBase(const QString &base, int nextStage);
    void copyBaseToService(const QString &base, int nextStage);
    void buildImage(const QString &tag, const QMap<QString, QByteArray> &context, const QString &what,
                    Stage stage);
    void fail(const QString &error);
    void done();

    Podman *m_podman;
    Policy m_policy;
    bool m_force = false;
    bool m_running = false;
    bool m_built = false;
    bool m_canceled = false;
    int m_stage = 0;
    QString m_tag;
    QPointer<PodmanCall> m_call;
    QPointer<QProcess> m_process;
    QPointer<QProcess> m_saveProcess; // `podman save` of the base into the remote service's load
    std::unique_ptr<QTemporaryDir> m_context;
    quint64 m_generation = 0;
};

} // namespace aisb
