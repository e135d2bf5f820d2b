// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/imagestatus.h"

#include <QString>
#include <functional>

class QObject;

namespace aisb {

class Podman;
class PodmanCall;

// Whether a project's sandbox image exists, asked of podman without blocking: `done` gets Built
// or NeedsBuild with the tag, or Unknown with podman's error. The tag is the one the project's
// policy renders (as on disk, approved or not), unless `knownTag` names it. `done` is not called
// once `context` is gone. Returns the call (owned by podman's driver).
PodmanCall *checkImage(Podman *podman, const QString &projectDir, const QString &knownTag, QObject *context,
                       std::function<void(ImageStatus status, const QString &tagOrError)> done);

} // namespace aisb
