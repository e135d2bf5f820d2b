// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/imagebuilder.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "policy/policylayers.h"
#include "render/render.h"
#include "util/logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <memory>
#include <spdlog/spdlog.h>

namespace aisb {
ImageBuilder::ImageBuilder(Podman *podman, QObject *parent) : QObject(parent), m_podman(podman) {}

QString ImageBuilder::stageName(Stage stage)
{
    switch (stage) {
    case Stage::BaseImage:
        return QStringLiteral("base-image");
    case Stage::SandboxImage:
        return QStringLiteral("sandbox-image");
    case Stage::GateImage:
        return QStringLiteral("gate-image");
    }
    return {};
}

ImageBuilder::~ImageBuilder()
{
    cancel();
}

QString ImageBuilder::baseImageScript()
{
    const QString env = qEnvironmentVariable("AISB_BASE_IMAGE_SCRIPT");
    if (!env.isEmpty())
        return env;
    // Relative to the program itself: <prefix>/bin/.. /libexec/ai-sandbox when installed, and
    // the same layout in the build folder (containers/CMakeLists.txt copies it there). Never a
    // path into the source tree: a shipped binary must not run a script from where it was built.
    const QString helper =
        QCoreApplication::applicationDirPath() + QStringLiteral("/../libexec/ai-sandbox/build-base-image");
    if (QFileInfo(helper).isExecutable())
        return QFileInfo(helper).canonicalFilePath();
    return {};
}

void ImageBuilder::ensure(const Policy &policy, bool force)
{
    cancel();
    m_canceled = false;
    m_policy = policy;
    m_force = force;
    m_running = true;
    m_built = false;
    m_stage = 0;
    m_tag = Render::imageTag(policy);
    ++m_generation;
    next();
}

void ImageBuilder::cancel()
{
    if (!m_running)
        return;
    m_canceled = true;
    ++m_generation;
    if (m_call)
        m_call->cancel(2000);
    if (m_process) {
        m_process->terminate();
    }
    if (m_saveProcess)
        m_saveProcess->terminate();
    m_running = false;
}

// Stages: 0 the tag exists? (yes: 2), 10 base (built when missing), 1 sandbox image,
// 2 gate image (allowlist only), 3 done.
void ImageBuilder::next()
{
    if (!m_running)
        return;
    const quint64 gen = m_generation;
    switch (m_stage) {
    case 0:
        // An image that exists needs no base: check the tag first and skip the base entirely.
        if (!m_force) {
            checkImage(m_tag, [this, gen](bool exists) {
                if (gen != m_generation)
                    return;
                m_stage = exists ? 2 : 10;
                next();
            });
            return;
        }
        m_stage = 10;
        next();
        return;
    case 10:
        checkImage(m_policy.image.base, [this, gen](bool exists) {
            if (gen != m_generation)
                return;
            if (exists) {
                m_stage = 1;
                next();
            } else if (m_policy.image.base == Render::gateBase()) {
                buildBase(m_policy.image.base, 1);
            } else {
                const PodmanConnection &c = m_podman->connection();
                if (c.isRemote())
                    fail(tr("The base image %1 does not exist on the podman service %2: pull it there "
                            "(podman %3 pull %1) or choose another base in the policy's image.base.")
                             .arg(m_policy.image.base, c.url.isEmpty() ? c.connection : c.url,
                                  c.globalArgs().join(QLatin1Char(' '))));
                else
                    fail(tr("The base image %1 does not exist here: pull it (podman pull %1) or choose "
                            "another "
                            "base in the policy's image.base.")
                             .arg(m_policy.image.base));
            }
        });
        return;
    case 1: {
        // The tag is missing (or a rebuild was asked for) and the base is there: build.
        QStringList warnings;
        const Render::BuildContext ctx = Render::buildContext(m_policy, &warnings);
        if (ctx.isEmpty() || !warnings.isEmpty()) {
            fail(tr("The image cannot be rendered: %1").arg(warnings.join(QStringLiteral("; "))));
            return;
        }
        buildImage(m_tag, ctx, tr("Building the sandbox image %1").arg(m_tag), Stage::SandboxImage);
        return;
    }
    case 2: {
        if (m_policy.network.mode != NetworkMode::Allowlist) {
            m_stage = 3;
            next();
            return;
        }
        // The gate's image has its own fixed base, whatever image.base says (see Render::gateBase).
        const QString gateTag = Render::gateImageTag();
        checkImage(gateTag, [this, gen, gateTag](bool exists) {
            if (gen != m_generation)
                return;
            if (exists) {
                m_stage = 3;
                next();
                return;
            }
            checkImage(Render::gateBase(), [this, gen, gateTag](bool baseExists) {
                if (gen != m_generation)
                    return;
                if (!baseExists) {
                    buildBase(Render::gateBase(), 2);
                    return;
                }
                buildImage(gateTag, Render::gateBuildContext(), tr("Building the gate image %1").arg(gateTag),
                           Stage::GateImage);
            });
        });
        return;
    }
    default:
        done();
    }
}

void ImageBuilder::checkImage(const QString &ref, std::function<void(bool)> then)
{
    PodmanCall *call = m_podman->start(PodmanArgs::imageExists(ref));
    m_call = call;
    connect(call, &PodmanCall::finished, this, [this, then](const PodmanResult &r) {
        if (r.failedToStart) {
            fail(r.error);
            return;
        }
        then(r.exitCode == 0);
    });
}

void ImageBuilder::buildBase(const QString &base, int nextStage)
{
    const QString script = baseImageScript();
    if (script.isEmpty()) {
        fail(tr("The base image %1 is missing and its build script was not found: run scripts/setup.")
                 .arg(base));
        return;
    }
    Q_EMIT stageChanged(tr("Building the base image %1 from the Debian mirror").arg(base), Stage::BaseImage);
    auto *proc = new QProcess(this);
    m_process = proc;
    proc->setProcessChannelMode(QProcess::MergedChannels);
    QStringList args{QStringLiteral("--tag"), base, QStringLiteral("--podman"),
                     m_podman->connection().program};
    connect(proc, &QProcess::readyRead, this, [this, proc] {
        while (proc->canReadLine())
            Q_EMIT line(QString::fromUtf8(proc->readLine()).trimmed());
    });
    const quint64 gen = m_generation;
    connect(proc, &QProcess::finished, this,
            [this, proc, gen, base, nextStage](int code, QProcess::ExitStatus status) {
                proc->deleteLater();
                if (gen != m_generation)
                    return;
                if (status != QProcess::NormalExit || code != 0) {
                    fail(tr("Building the base image failed (exit %1): see the log above.").arg(code));
                    return;
                }
                m_built = true;
                // A remote service builds FROM the base too: it gets this machine's copy.
                if (m_podman->connection().isRemote()) {
                    copyBaseToService(base, nextStage);
                    return;
                }
                m_stage = nextStage;
                next();
            });
    connect(proc, &QProcess::errorOccurred, this, [this, gen, script](QProcess::ProcessError e) {
        if (gen == m_generation && e == QProcess::FailedToStart)
            fail(tr("Cannot run %1: check that it exists and is executable.").arg(script));
    });
    proc->start(script, args);
}

// The default base is built from the Debian mirror by a script on this machine (it uses this
// machine's podman). A remote service (`--url`/`--connection`) that lacks it gets this machine's
// copy: `podman save` here piped into `podman --url ... load` there, the same API call that
// `podman build` uses to send its context. Built here first when this machine lacks it too
// (the script skips a base that is already there).
void ImageBuilder::copyBaseToService(const QString &base, int nextStage)
{
    const PodmanConnection &c = m_podman->connection();
    const QString service = c.url.isEmpty() ? c.connection : c.url;
    Q_EMIT stageChanged(tr("Copying the base image %1 to the podman service %2").arg(base, service),
                        Stage::BaseImage);
    auto *save = new QProcess(this);
    auto *load = new QProcess(this);
    m_saveProcess = save;
    m_process = load;
    save->setStandardOutputProcess(load);
    load->setProcessChannelMode(QProcess::MergedChannels);
    connect(load, &QProcess::readyRead, this, [this, load] {
        while (load->canReadLine())
            Q_EMIT line(QString::fromUtf8(load->readLine()).trimmed());
    });
    const quint64 gen = m_generation;
    // Both must end (load sees its end of file once save has ended), each with exit 0.
    auto ended = std::make_shared<int>(0);
    auto whenBoth = [this, save, load, gen, base, service, nextStage, ended] {
        if (++*ended < 2)
            return;
        const bool ok = save->exitStatus() == QProcess::NormalExit && save->exitCode() == 0 &&
                        load->exitStatus() == QProcess::NormalExit && load->exitCode() == 0;
        const QString why = QString::fromUtf8(save->readAllStandardError()).trimmed();
        const int saveCode = save->exitCode();
        const int loadCode = load->exitCode();
        save->deleteLater();
        load->deleteLater();
        if (gen != m_generation)
            return;
        if (!ok) {
            fail(tr("The base image %1 could not be copied to the podman service %2 (podman save exit %3, "
                    "podman load exit %4)%5. Copy it by hand (podman save %1 | podman %6 load), then try "
                    "again.")
                     .arg(base, service)
                     .arg(saveCode)
                     .arg(loadCode)
                     .arg(why.isEmpty() ? QString() : QStringLiteral(": ") + why)
                     .arg(m_podman->connection().globalArgs().join(QLatin1Char(' '))));
            return;
        }
        m_stage = nextStage;
        next();
    };
    connect(save, &QProcess::finished, this, whenBoth);
    connect(load, &QProcess::finished, this, whenBoth);
    // A program that does not start never finishes: counted as ended, with its error.
    connect(save, &QProcess::errorOccurred, this, [whenBoth](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            whenBoth();
    });
    connect(load, &QProcess::errorOccurred, this, [whenBoth](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            whenBoth();
    });
    save->start(c.program, PodmanArgs::saveImage(base));
    load->start(c.program, c.globalArgs() + PodmanArgs::loadImage());
}

void ImageBuilder::buildImage(const QString &tag, const QMap<QString, QByteArray> &context,
                              const QString &what, Stage stage)
{
    Q_EMIT stageChanged(what, stage);
    m_context = std::make_unique<QTemporaryDir>();
    if (!m_context->isValid()) {
        fail(tr("Cannot create a temporary build folder: %1").arg(m_context->errorString()));
        return;
    }
    for (auto it = context.begin(); it != context.end(); ++it) {
        QFile f(m_context->filePath(it.key()));
        // Names may have a folder part ("ca/0-corp.crt").
        if (!QDir().mkpath(QFileInfo(f.fileName()).absolutePath()) || !f.open(QIODevice::WriteOnly) ||
            f.write(it.value()) != it.value().size()) {
            fail(tr("Cannot write the build context file %1.").arg(f.fileName()));
            return;
        }
    }
    const QMap<QString, QString> labels = Label::imageLabels();
    // --force-rm: a failed or canceled build leaves no intermediate containers behind.
    QStringList args = Podman::buildArgs(m_context->path(), QStringLiteral("Containerfile"), tag, labels, {});
    args.insert(1, QStringLiteral("--force-rm"));
    PodmanCall *call = m_podman->start(args);
    m_call = call;
    auto onLine = [this](const QString &text) {
        const auto [step, total] = Podman::parseStepLine(text);
        if (total > 0)
            Q_EMIT progress(step, total);
        Q_EMIT line(text);
    };
    connect(call, &PodmanCall::stdoutLine, this, onLine);
    connect(call, &PodmanCall::stderrLine, this, onLine);
    const quint64 gen = m_generation;
    connect(call, &PodmanCall::finished, this, [this, gen, call](const PodmanResult &r) {
        if (gen != m_generation)
            return;
        if (!r.ok()) {
            fail(r.error.isEmpty() ? call->lastOutputLines() : r.error);
            return;
        }
        m_built = true;
        ++m_stage;
        next();
    });
}

void ImageBuilder::fail(const QString &error)
{
    if (!m_running)
        return;
    m_running = false;
    ++m_generation;
    Logging::logger("session")->warn("image build failed: {}", error.toStdString());
    Q_EMIT finished(false, m_tag, m_built, error);
}

void ImageBuilder::done()
{
    m_running = false;
    Q_EMIT finished(true, m_tag, m_built, QString());
}

} // namespace aisb
