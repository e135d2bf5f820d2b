// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace aisb {

// The renderers' last line of defence: what a value must look like to be placed in a
// rendered file or an argv. Deliberately stricter than podman, squid or nft need; the
// validator explains the rules to the user, these only keep the grammar intact.
namespace RenderGrammar {

bool hasControl(const QString &s);       // C0 controls, DEL, NUL, U+2028/9
bool isDebianPackage(const QString &s);  // name[:arch][=version]
bool isImageReference(const QString &s); // registry/name[:tag][@digest], no leading '-'
bool isDomain(const QString &s, bool allowLeadingDot);
bool isEnvName(const QString &s);
bool isEnvGlob(const QString &s);      // an env name with '*' or '?'
bool isSize(const QString &s);         // "512m", "4g", "1024"
bool isResourceName(const QString &s); // container / volume names, slugs, session ids
bool isIPv4(const QString &s);
bool isMountPath(const QString &s);       // absolute, clean, and expressible in --mount
bool isCommandArgument(const QString &s); // what an argv element can carry: no NUL

// A file of containers/ compiled in as ":/containers/<name>", read once (thread-safe).
QByteArray containerResource(const char *name);

// Appends a warning (translated by the caller, context "aisb::Render") when warnings is not null.
void warn(QStringList *warnings, const QString &message);
// A value as it may appear inside a warning: controls made visible, cut to 80 characters.
QString shown(const QString &value);

} // namespace RenderGrammar
} // namespace aisb
