// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"

namespace aisb {

// Strict grammars; each returns an empty string when `value` is valid, else why it is not
// (a clause for people, e.g. "it contains a space"). Non-ASCII is refused wherever a name or
// path is expected, so look-alike letters and direction overrides cannot hide in them.
namespace Grammar {
QString hostName(const QString &value);    // RFC 1123 labels (1-63 of [A-Za-z0-9-], no '-' at either end),
                                           // optional single leading dot, <= 253; or an IPv4 literal
QString envName(const QString &value);     // [A-Za-z_][A-Za-z0-9_]*, <= 255
QString envPattern(const QString &value);  // env name that may contain '*' (but not only '*')
QString packageName(const QString &value); // Debian: [a-z0-9][a-z0-9+.-]+, optional "=[epoch:]version"
QString size(const QString &value);        // 512m, 4g, 100k, 1024 (bytes); 1 byte .. 16t
QString
containerPath(const QString &value); // absolute, normalised, [A-Za-z0-9._+@=~/-], no part starting with
                                     // '-', not under /proc /sys /dev, <= 4096
QString projectRelativePath(const QString &value); // relative, normalised (one trailing '/' allowed), no
                                                   // '..', same characters as containerPath
QString imageReference(const QString &value);      // OCI reference [domain[:port]/]path[:tag][@digest]
QString envValue(const QString &value);        // <= 4096; no NUL, line break, other control (tab is fine),
                                               // zero-width or direction-override character
QString commandArgument(const QString &value); // same as envValue: spaces, quotes, '$' and non-ASCII are
                                               // fine in one argv element, which no shell ever sees
} // namespace Grammar

// Validates a whole policy. Never throws, never prints. `projectDir` non-empty enables
// checks against the host (extra mount sources exist; image.ca_certificates are readable PEM
// certificate files). Issues name fields like
// "network.allow[3]", "env.set.NAME", "mounts.extra[0]"; messages say what to write instead.
// Besides the grammars: image.harness is one of pi|claude|codex|shell (a fixed list, to keep
// policy free of a link dependency on render/harness); ports 1..65535; limits.cpus 0 or
// (0, 1024]; limits.pids 0..4194304; limits.exec_timeout 0..24h; limits.memory >= 6m and
// limits.tmp_size >= 1m, where empty means no limit / podman's default; session.record_max_mb 1..102400.
QList<PolicyIssue> validate(const Policy &policy, const QString &projectDir = {});

// Whether a container path is one mounts.extra may not cover: what the sandbox's enforcement and
// its root phase stand on (/, /project, /etc, /usr, /bin, /sbin, /lib*, /var, /run, /tmp, /proc,
// /sys, /dev, /home and /home/sandbox, /root, /boot), and everything below those trees (so
// /usr/local/bin, /lib64, /etc/ld.so.preload, /var/lib are all refused). A target outside them
// (/data, /opt/tool, /mnt/x, /srv/x) is fine.
bool isReservedMountTarget(const QString &target);

// Parses a size ("512m") into bytes; -1 when invalid.
qint64 parseSize(const QString &value);
// Parses a duration ("30s", "5m", "1h", "250ms", bare number = seconds) into milliseconds; -1 when invalid.
qint64 parseDurationMs(const QString &value);

} // namespace aisb
