// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>

namespace aisb {

// What the engine knows about a project's image (ImageCheck, the app's header).
enum class ImageStatus { Unknown, Built, NeedsBuild, Building, Failed };

} // namespace aisb

Q_DECLARE_METATYPE(aisb::ImageStatus)
