// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/imagecheck.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "policy/policyloader.h"
#include "render/render.h"

namespace aisb {

PodmanCall *checkImage(Podman *podman, const QString &projectDir, const QString &knownTag, QObject *context,
                       std::function<void(ImageStatus status, const QString &tagOrError)> done)
{
    QString tag = knownTag;
    if (tag.isEmpty()) {
        PolicyRequest req;
        req.projectDir = projectDir;
        req.requireTrust = false;
        tag = Render::imageTag(loadPolicy(req).resolved.policy);
    }
    PodmanCall *call = podman->start(PodmanArgs::imageExists(tag));
    QObject::connect(call, &PodmanCall::finished, context, [tag, done](const PodmanResult &r) {
        if (r.failedToStart)
            done(ImageStatus::Unknown, r.error);
        else
            done(r.exitCode == 0 ? ImageStatus::Built : ImageStatus::NeedsBuild, tag);
    });
    return call;
}

} // namespace aisb
