// SPDX-License-Identifier: GPL-3.0-or-later
// `ai-sandbox export kube [-o FILE]`: the project's sandbox as a Kubernetes manifest
// (Render::kubeManifest), on stdout or written atomically to FILE.
#include "cli/cli.h"
#include "render/render.h"
#include "session/nestedrepos.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace aisb {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}

} // namespace

int Cli::exportKube(const CliInvocation &inv)
{
    if (inv.quarantine) {
        m_err
            << "ai-sandbox: "
            << tr("--quarantine is not for export: a quarantine session works on a copy of the project that "
                  "only this machine makes")
            << Qt::endl;
        return Usage;
    }
    // What the manifest runs is what a launch would run: the approved policy only.
    Policy policy;
    if (!launchPolicy(inv, policy))
        return BadPolicy;
    const QString projectDir = QFileInfo(inv.projectDir).canonicalFilePath();
    if (projectDir.isEmpty()) {
        m_err << "ai-sandbox: " << tr("the project folder %1 does not exist").arg(inv.projectDir) << Qt::endl;
        return Usage;
    }
    // The nested repositories' code-running paths read-only, as a launch has them.
    if (policy.mounts.project != MountMode::ReadOnly)
        policy = NestedRepos::withProtection(policy, NestedRepos::scan(projectDir));

    Render::KubeContext ctx;
    ctx.projectDir = projectDir;
    ctx.projectSlug = projectSlug(projectDir);
    ctx.imageTag = Render::imageTag(policy);
    ctx.gateImageTag = Render::gateImageTag();
    ctx.projectPaths = Render::probeProjectPaths(policy, projectDir);
    ctx.command = commandFor(inv, policy);
    ctx.passNames = Render::expandPassNames(policy, QProcessEnvironment::systemEnvironment());
    QStringList warnings;
    const QString manifest = Render::kubeManifest(policy, ctx, &warnings);
    for (const QString &w : std::as_const(warnings))
        m_err << "ai-sandbox: " << w << Qt::endl;
    if (manifest.isEmpty())
        return BadPolicy;

    if (inv.outputFile.isEmpty() || inv.outputFile == QLatin1String("-")) {
        m_out << manifest << Qt::flush;
        return Ok;
    }
    const QString path = QFileInfo(inv.outputFile).absoluteFilePath();
    QSaveFile file(path);
    // Unbuffered: a short write (a full disk) fails the write, not a later commit that reports success.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) ||
        file.write(manifest.toUtf8()) != manifest.toUtf8().size() || !file.commit()) {
        m_err << "ai-sandbox: " << tr("cannot write %1: %2").arg(path, file.errorString()) << Qt::endl;
        return Usage;
    }
    m_err
        << tr("Wrote %1: `podman kube play %1` runs it here (the images must exist: ai-sandbox build, and a "
              "session or `ai-sandbox gate up` for the gate's).")
               .arg(path)
        << Qt::endl;
    return Ok;
}

} // namespace aisb
