// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The new mount API (open_tree, move_mount, mount_setattr; Linux >= 5.2, idmapped mounts >= 5.12),
// used by the project view and the bind stage. Declared here rather than taken from
// <linux/mount.h>, which clashes with <sys/mount.h> on some glibc versions.
#include <QtGlobal>
#include <fcntl.h>
#include <sys/syscall.h>

#ifdef Q_OS_LINUX
#ifndef SYS_open_tree
#define SYS_open_tree 428
#endif
#ifndef SYS_move_mount
#define SYS_move_mount 429
#endif
#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif

namespace aisb::MountApi {
constexpr unsigned kOpenTreeClone = 1;           // OPEN_TREE_CLONE
constexpr unsigned kOpenTreeCloexec = O_CLOEXEC; // OPEN_TREE_CLOEXEC
constexpr unsigned kAtRecursive = 0x8000;        // AT_RECURSIVE
constexpr unsigned kAtEmptyPath = 0x1000;        // AT_EMPTY_PATH
constexpr unsigned kMoveMountFEmptyPath = 0x4;   // MOVE_MOUNT_F_EMPTY_PATH
} // namespace aisb::MountApi
#endif
