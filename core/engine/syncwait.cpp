// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/syncwait.h"

#include "engine/podman.h"

#include <QEventLoop>

namespace aisb {

PodmanResult runSync(Podman &podman, const QStringList &args, int timeoutMs)
{
    PodmanCall *call = podman.prepare(args);
    call->setTimeout(timeoutMs);
    PodmanResult result;
    QEventLoop loop;
    QObject::connect(call, &PodmanCall::finished, &loop, [&](const PodmanResult &r) {
        result = r;
        loop.quit();
    });
    call->start();
    // finished() may already have been emitted (failed to start is reported at once on some platforms).
    if (!call->isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    return result;
}

} // namespace aisb
