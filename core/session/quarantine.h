// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace aisb {

// Quarantine: opening a repository one does not trust (issue #16). The sandbox gets no network, no
// home volume, no extra mounts and no variables, and it never sees the project itself: it works on
// a throw-away copy in the session folder (<session>/quarantine-project/). Nothing is written to
// the project when the session ends; `changes SESSION --apply` (or the Changes view) writes what
// the user picks, refusing a file the user changed since the session started (unless forced).
//
// The project's own .ai-sandbox.toml is not read at all (PolicyRequest::ignoreProjectFile): it can
// neither weaken the quarantine nor block it by being untrusted. The transform below is applied
// after every layer, so no layer (user file, AISB_* variables, flags) can weaken it either.
namespace Quarantine {

// The effective policy made quarantined: network none (allowlist, ports and local services
// emptied), no home volume, no extra mounts, no env.pass / env.set, the project read-write (it is
// the copy). Image, harness, limits, masked and read-only paths stay what the other layers said.
Policy policy(const Policy &policy);

// A file of the project that makes some tool run code when the project is opened, built, checked
// out or committed in: what a quarantine session warns about (it reads only names and .git/config;
// it runs nothing).
struct Finding
{
    QString path; // project-relative
    QString why;
};
QList<Finding> scanCodeRunningFiles(const QString &projectDir);
// One sentence naming them all (for the warning event); empty when there are none.
QString warningText(const QList<Finding> &findings);
QJsonObject findingsJson(const QList<Finding> &findings);

// The copy: `src` to `dst` (which must not exist), like `cp -a --reflink=auto` but never following
// a symbolic link (links are copied as links, whatever they point at), keeping permission bits
// (set-id and sticky included) and modification times. Regular files are cloned (FICLONE) where the
// file system can and copied where not. Owners are not kept (the copy is the caller's).
struct CopyResult
{
    QString error; // the copy failed (dst is then incomplete)
    qint64 files = 0;
    qint64 dirs = 0;
    qint64 links = 0;
    qint64 bytes = 0;
    qint64 cloned = 0;      // files cloned rather than copied
    QStringList skipped;    // "path: why" (sockets, devices: never copied)
    QStringList unreadable; // "path: why"
};
CopyResult copyTree(const QString &src, const QString &dst);

// Removes a copy (making its read-only folders writable first; never following a link).
QString removeCopy(const QString &copyDir); // error sentence or empty

// The session folder's quarantine record (quarantine.json): {"original": dir, "copy": dir}.
QString recordPath(const QString &sessionDir);
QString copyPath(const QString &sessionDir);
struct Record
{
    QString original;
    QString copy;
    bool valid() const { return !original.isEmpty() && !copy.isEmpty(); }
};
Record readRecord(const QString &sessionDir);
QString writeRecord(const QString &sessionDir, const Record &record); // error sentence or empty

} // namespace Quarantine

} // namespace aisb
