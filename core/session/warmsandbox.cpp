// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/warmsandbox.h"

namespace aisb::WarmSandbox {

QString containerName(const QString &projectSlug)
{
    return QStringLiteral("aisb-warm-") + projectSlug;
}

QStringList command()
{
    return {QStringLiteral("true")};
}

} // namespace aisb::WarmSandbox
