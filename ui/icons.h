// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QStyle>

namespace aisb {

// Theme icons with fallbacks to the style's own (a bare X server often has no icon theme).
namespace Icons {
QIcon themed(const QString &name, QStyle::StandardPixmap fallback);
QIcon ok();
QIcon error();
QIcon warning();
QIcon information();
QIcon folder();
QIcon folderMissing();
QIcon unknown();
QIcon add();
QIcon remove();
QIcon reset();
QIcon save();
QIcon build();
QIcon launch();
QIcon cancel();
QIcon pin();
QIcon app();
} // namespace Icons

} // namespace aisb
