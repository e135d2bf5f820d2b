// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>

namespace aisb {

// What the engine knows about the selected project's image.
enum class ImageStatus { Unknown, Built, NeedsBuild, Building, Failed };

} // namespace aisb

Q_DECLARE_METATYPE(aisb::ImageStatus)
