// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"
#include "session/sessiondir.h"
#include "session/sessionevent.h"

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <optional>

class QTcpSocket;
class QTimer;

namespace aisb {

class Podman;
class PodmanCall;

// Allowlist changes that take effect in a running session: the project file gains (or loses) a
// network.allow entry, is saved and approved in one step, and the session's gate is reconfigured
// in place (its squid.conf rewritten, squid told to re-read it with SIGHUP: open connections stay,
// tests/e2e/tst_live_allowlist.cpp). Only network.allow goes live; everything else needs a new
// sandbox (restartNeededFields()).
namespace LiveAllowlist {

// Allow adds entries, Deny removes them, Set makes the entries the whole list (the policy editor's
// Save: what the saved file allows now).
enum class Action { Allow, Deny, Set };

// Who makes a change, for the session log: "alice (command line)".
QString who(const QString &where);

// sha256 (hex) of the allowlist as the gate uses it: lower-cased, sorted, one entry a line.
QString allowlistHash(const QStringList &allow);

// Why `entry` cannot be an allowlist entry ("" when it can): the policy's host-name grammar
// (tests/unit/tst_liveallowlist.cpp).
QString entryError(const QString &entry);

// The project file with `entry` added to or removed from network.allow, not written yet.
struct FileEdit
{
    QString projectFile;
    QByteArray before; // content on disk when prepared (empty: no file)
    QByteArray after;  // content to write
    QString diff;      // unified diff before -> after, to show before confirming
    QStringList allow; // the project file's network.allow afterwards
    bool changed = false;
    QString error;  // why the edit cannot be made (then nothing else is meaningful)
    QString notice; // why nothing changed, when !changed and no error
};

// Prepares the edit. Refuses an entry validation refuses, a project file that does not parse or
// whose content on disk is not the approved one (the agent may have changed it: approving the
// edit would approve that change too), and a result that does not validate. A project file that
// does not set network.allow starts from the user file's list (the project's list replaces it).
FileEdit editProjectFile(const QString &projectDir, Action action, const QStringList &entries,
                         const QString &userConfig = {}, const QString &trustDir = {});
// Writes `edit.after` atomically and approves exactly that content. Refuses when the file on disk
// is no longer `edit.before`. Returns an error sentence or empty.
QString saveAndApprove(const FileEdit &edit, const QString &trustDir = {});

// A running session of a project whose gate can be reconfigured.
struct Target
{
    SessionDir dir;
    QString project;
    QString gateContainer;
    quint16 port = 0;
    Policy policy; // what the session runs with now (its policy.toml)
};
// The session `id` (must be running), or the newest running session of `projectDir` when `id` is
// empty. std::nullopt with *error set when there is none (error empty: none is running).
std::optional<Target> findTarget(const QString &projectDir, const QString &id, const QString &sessionsRoot,
                                 QString *error);
// The session in `dir` (of `project`) as a target, without checking that it runs: its gate from
// its events, its policy from its policy.toml. std::nullopt with *error set (and *noGate when it
// has no gate) when it cannot be one.
std::optional<Target> targetOf(const SessionDir &dir, const QString &project, QString *error,
                               bool *noGate = nullptr);

// Policy fields (keys) that differ between what a session runs with and `updated`, network.allow
// left out: these need a restart to take effect.
QStringList restartNeededFields(const Policy &running, const Policy &updated);

// An event GateReconfigure recorded: a change that took effect ("policy") or one that did not
// (an "error" carrying the change). The Log tab shows these however they reached the file.
bool isChangeEvent(const SessionEvent &event);

// The session's allowlist after the action ("" entries ignored); `changed` false when it would
// not change (allowing a host that an entry covers already, denying one that is not listed, a Set
// to the same entries in another order or case).
QStringList applyTo(const QStringList &allow, Action action, const QStringList &entries, bool *changed);

} // namespace LiveAllowlist

// Reconfigures one running session's gate to a new allowlist, asynchronously: rewrites the
// session's squid.conf in place (the gate bind-mounts that file), signals squid (SIGHUP through
// `podman kill`), and waits until the gate answers its readiness probe with the new config's token,
// so the next request meets the new allowlist. Records a "policy" event in the session's
// events.jsonl (who, action, entry, the new allowlist and its hash).
class GateReconfigure : public QObject
{
    Q_OBJECT
public:
    explicit GateReconfigure(Podman *podman, QObject *parent = nullptr);
    ~GateReconfigure() override;

    // who: "alice (Log tab)", "alice (command line)".
    void start(const LiveAllowlist::Target &target, LiveAllowlist::Action action, const QStringList &entries,
               const QString &who, int timeoutMs = 10000);

    QString allowHash() const;

Q_SIGNALS:
    // error empty on success; `event` is what was recorded (also on failure, as an "error" event).
    void finished(const QString &error, const aisb::SessionEvent &event);

private:
    void probe();
    void done(const QString &error);

    Podman *m_podman;
    LiveAllowlist::Target m_target;
    LiveAllowlist::Action m_action = LiveAllowlist::Action::Allow;
    QStringList m_entries;
    QString m_who;
    QStringList m_before; // the session's allowlist before this change
    QStringList m_allow;
    QString m_token;
    qint64 m_deadline = 0;
    QDateTime m_told; // when the gate was told to re-read its configuration
    bool m_done = false;
    QTimer *m_retry;
    QPointer<QTcpSocket> m_socket;
};

} // namespace aisb
