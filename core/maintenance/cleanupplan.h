// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maintenance/inventorysnapshot.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace aisb {

// Everything ai-sandbox manages, each thing classified (in use, current, stale and why), and of
// that what `clean` would remove: a pure function of an InventorySnapshot and options. The CLI's
// `clean` and the app's Resources page both read it. Never removes what a remaining container
// uses, nothing unlabelled, never the base image; running things only on a second explicit choice.
class CleanupPlan
{
public:
    // Launcher: a project's .desktop file (the launcher code fills LocalState::launchers).
    enum class Kind { Container, Image, Volume, SessionFolder, Launcher };

    // Why a thing goes or stays: scripts and tests read its id ("reason_id" in --json, never the
    // translated sentence); people read reasonText(). Ids are stable (docs/cli.md lists them).
    enum class Reason {
        None,
        Running,              // running: a container that runs, kept
        WarmSandbox,          // warm-sandbox: removed by clean --all
        WarmSandboxNeedsAll,  // warm-sandbox-needs-all: kept; clean --all removes it
        SandboxStarting,      // sandbox-starting: created a moment ago, its session may be starting
        SandboxExited,        // sandbox-exited
        SandboxNotRunning,    // sandbox-not-running: created/stopped/... (arg: podman's state)
        NamedGate,            // named-gate: removed by clean --all
        NamedGateNeedsAll,    // named-gate-needs-all: kept; `gate down` or clean --all removes it
        GateNotRunning,       // gate-not-running
        GateOfRunningSession, // gate-of-running-session: kept
        GateStarting,         // gate-starting: kept (arg: grace seconds)
        GateSessionEnded,     // gate-session-ended
        BaseImage,            // base-image: never cleaned
        UsedByContainer,      // used-by-container: an image or volume a remaining container uses
        DanglingLayer,        // dangling-layer
        CurrentImage,         // current-image: a known project's policy renders it (arg: names)
        CurrentImageUnused,   // current-image-unused: the same, removed by clean --all
        ProjectsUnreadable,   // projects-unreadable: not judged, the known projects could not be read
        Superseded,           // superseded: its project's policy renders another tag (arg: the tag)
        NotRendered,          // not-rendered: no known project's policy renders it
        ProjectFolderGone,    // project-folder-gone (images, home volumes, launchers)
        VolumeUnused,         // volume-unused: a managed non-home volume no container uses
        NoKnownProject,       // no-known-project: a home volume of no known project
        ProjectUnused,        // project-unused: not launched for a while (arg: the age)
        HomeVolumeIdle,       // home-volume-idle: kept, its project exists (arg: the project's name)
        HomeVolumeUnused,     // home-volume-unused: chosen by --volumes=GLOB or --all
        SessionRunning,       // session-running
        SessionEnded,         // session-ended: older than the limit (arg: the age)
        SessionEndedRecently, // session-ended-recently: kept (args: the age, the limit)
        SharedImage,  // shared-image: "Remove this project's data": another project's current image too
        ProjectImage, // project-image: "Remove this project's data": an image of this project
    };

    struct Item
    {
        Kind kind = Kind::Container;
        QString id;       // container/image id, volume name, session id, launcher path
        QString name;     // what people recognise: container name, image tag, volume name
        QStringList refs; // what to pass to podman to remove it (tags of a tagged image, else id); a path
        qint64 size = -1; // bytes; -1 when podman does not say
        Reason reasonId = Reason::None; // why it goes or stays (logic and JSON read this)
        QString reason;                 // reasonId for people (translated): never compared
        QString removedBy;              // the clean option that would remove it: "--all", "--volumes", ""
        QString project;                // the project slug (Label::Project), when it has one
        QString role;       // sandbox, warm sandbox, gate, named gate, image, gate image, base image,
                            // home volume, volume, session, launcher (machine words: the page groups by them)
        QDateTime created;  // its age comes from here (a session: when it ended)
        QString projectDir; // the project folder, when known
        bool inUse = false; // running, or something that remains uses it
        bool running = false;
        bool stale = false;    // what a cleanup offers
        bool selected = false; // in `items`: what this run removes

        // Sets reasonId and its sentence (args fill the sentence's %1, %2).
        void setReason(Reason why, const QStringList &args = {});
        QJsonObject toJson() const;
    };

    struct Options
    {
        bool all = false;             // also warm sandboxes, named gates, every unused image and home volume
        bool volumes = false;         // also unused home volumes (of the projects volumeGlob matches)
        QString volumeGlob;           // wildcard over the project slug or the volume name; "" = every project
        QString project;              // only what carries Label::Project=<project> (shared images: none)
        qint64 olderThanSeconds = -1; // only what is at least this old; also the session-folder limit
        qint64 sessionAgeSeconds = 30LL * 24 * 3600; // finished session folders older than this go
        qint64 unusedSeconds = 30LL * 24 * 3600;     // a project not launched for this long: "unused"
        int graceSeconds = 60; // a gate or created sandbox younger than this may be a session starting
        QString scopeLabel;    // "key=value": consider only podman things carrying it (tests, benches)
    };

    static CleanupPlan make(const InventorySnapshot &snapshot, const Options &options);
    // What "Remove this project's data…" removes: its containers that do not run, its images no
    // other known project renders, its home volume and its finished session folders.
    static CleanupPlan forProject(const InventorySnapshot &snapshot, const QString &projectDir,
                                  const Options &options);

    QList<Item> items;     // what to remove
    QList<Item> resources; // everything considered, with stale/inUse/reason (items included)
    QStringList kept;      // sentences: what was left alone on purpose and why (in use, current, ...)

    bool isEmpty() const { return items.isEmpty(); }
    qint64 knownBytes() const; // sum of the sizes that are known
    QList<Item> itemsOf(Kind kind) const;
    bool contains(const QString &nameOrId) const;
    const Item *resource(const QString &nameOrId) const;
    // The plan as JSON: {"remove": [...], "kept": [...], "bytes": n}.
    QJsonObject toJson() const;

    static QString kindName(Kind kind);      // "container", "image", "volume", "session folder" (translated)
    static QString kindKey(Kind kind);       // the same, untranslated (JSON)
    static QString reasonKey(Reason reason); // "project-folder-gone", ... ("" for None): JSON's reason_id
    // The sentence for people (translated); `args` fill its %1, %2 (see the enum).
    static QString reasonText(Reason reason, const QStringList &args = {});
    static QList<Reason> allReasons();
    // "1.2 GB", "340 MB", "12 kB", "?" for -1.
    static QString formatBytes(qint64 bytes);
    // "3 days", "5 hours", "just now" (translated).
    static QString formatAge(qint64 seconds);
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::CleanupPlan::Item)
