// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "policy/policy.h"
#include "remote/projectsync.h"
#include "session/gateevent.h"
#include "session/launchresources.h"
#include "session/nestedrepos.h"
#include "session/protectedpaths.h"
#include "session/runline.h"
#include "session/sessiondir.h"
#include "session/sessionevent.h"
#include "session/sweeprecord.h"

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSize>
#include <functional>

class QSocketNotifier;
#include <optional>

namespace aisb {

class ChangeTracker;
class CredentialResolver;
class FirewallLog;
class Gate;
class HomeVolume;
class ImageBuilder;
class Podman;
class PodmanCall;
class RemoteFiles;
class TerminalRecorder;

// One sandbox session: image -> gate -> sandbox -> teardown. Fails closed: if the gate or
// the ruleset cannot be set up, the harness never starts. States are reported as they change;
// everything that happens is appended to the session directory's events.jsonl.
class Session : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Preparing, Building, StartingGate, Running, Stopping, Finished, Failed };
    Q_ENUM(State)
    static QString stateName(State state); // "preparing", ... (also in events.jsonl)

    struct Options
    {
        QString projectDir;
        Policy policy;       // resolved, validated and trusted by the caller
        QStringList command; // what runs in the sandbox
        QProcessEnvironment hostEnvironment = QProcessEnvironment::systemEnvironment();
        bool interactive = false;   // -i -t (a terminal is attached)
        bool captureOutput = false; // stdout/stderr arrive through signals (exec)
        bool forwardStdin = false;  // -i without a terminal: data via writeStdin()
        bool warm = false;          // detached sandbox with the exec agent; outlives this object
        // Warm, allowlist: the program that runs the sandbox's firewall reader after this object
        // (FirewallLog::DetachedCommand; the CLI passes itself). "" = the drops are not logged.
        QString firewallLogProgram;
        bool forceBuild = false;
        // A KnownImages file: when it lists the policy's image tag (none and open mode, no
        // externalLauncher), the sandbox is launched without asking podman about the image first.
        // If the image was removed since, `podman run --pull=never` fails at once (exit 125): the
        // session then checks, builds when the image is missing, and launches again
        // (sandboxRelaunching()). Empty: the image is always checked first.
        QString knownImagesFile;
        QString containerName;                          // default aisb-<slug>-<id>
        QString sessionsRoot;                           // default Paths::sessionsDir()
        std::optional<PodmanCapabilities> capabilities; // probed when absent
        // Lets the owner attach the sandbox process to something before it starts.
        std::function<void(QProcess &)> setupProcess;
        // When set, the session does not start the sandbox process itself: it hands the full
        // command (program, arguments) to this, e.g. a terminal's pty, and the owner reports
        // the exit through sandboxExited().
        std::function<void(const QString &program, const QStringList &arguments)> externalLauncher;
        // A front end that relays the sandbox's terminal (the app's terminal tab, the command line's
        // pty) gives its size (columns x rows) here and reports what passes through
        // recordTerminalOutput/Input/Resize: the session records it (sessionrecording.cpp) when the
        // policy's session.record says so. Empty: there is no terminal to record.
        QSize terminalSize;
        // Quarantine (quarantine.h): the policy is made quarantined (after every layer), the sandbox
        // works on a copy of projectDir in the session folder and never sees projectDir itself;
        // the code-running files of projectDir are named in a warning. Not with `warm`.
        bool quarantine = false;
    };

    Session(Podman *podman, Options options, QObject *parent = nullptr);
    ~Session() override;

    void start();
    // Stops the sandbox (if running) and tears everything down; finished() follows.
    void stop();
    // Kills everything the command started (the whole container) e.g. on a timeout.
    void kill();
    // With Options::externalLauncher: the sandbox process ended with this code.
    void sandboxExited(int exitCode);
    void writeStdin(const QByteArray &data);
    void closeStdin();

    // Terminal recording (sessionrecording.cpp): what the front end's terminal showed and sent, and
    // its new size (before the recording starts: the size its header gives). No-ops when nothing is
    // recorded.
    void recordTerminalOutput(QByteArrayView bytes);
    void recordTerminalInput(QByteArrayView bytes);
    void recordTerminalResize(int cols, int rows);
    // The recording's path in the session folder ("terminal.cast"), empty when none is made.
    QString terminalRecordingPath() const;

    State state() const { return m_state; }
    int exitCode() const { return m_exitCode; }
    QString failureReason() const { return m_failure; }
    const SessionDir &directory() const { return m_dir; }
    QString containerName() const { return m_containerName; }
    QString imageTag() const { return m_imageTag; }
    quint16 gatePort() const;
    bool oomKilled() const { return m_oomKilled; }
    // What a remote podman service cannot run of this session ("" = it can, or podman is local),
    // with the fix: refused at start(); the app asks before a launch (sessionremote.cpp).
    QString remoteRefusal() const;
    const Options &options() const { return m_options; }
    // The podman it runs on (this machine's, or a remote service's).
    Podman *podman() const { return m_podman; }

Q_SIGNALS:
    void stateChanged(aisb::Session::State state);
    void eventAdded(const aisb::SessionEvent &event);
    // What the gate decided on since its last report, one list per read of its log.
    void gateEvents(const QList<aisb::GateEvent> &events);
    void buildLine(const QString &line);
    void buildProgress(int step, int total);
    void stdoutData(const QByteArray &data);
    void stderrData(const QByteArray &data);
    void sandboxStarted();
    // The first launch found the image missing and it has been built: the sandbox starts again.
    // Output seen so far was podman's complaint, not the command's.
    void sandboxRelaunching();
    // Warm sessions: the exec agent's socket exists.
    void agentReady(const QString &socketPath);
    void finished(int exitCode);

private:
    void setState(State state, const QString &message, QJsonObject data = {});
    void addEvent(const QString &kind, const QString &message, QJsonObject data = {});
    void recordEvent(const SessionEvent &event);
    // Allowlist mode: the firewall's drops become "firewall" events (firewalllog.h).
    void startFirewallLog();
    void startRemoteFirewallLog();
    void startDetachedFirewallLog();
    void prepare();
    void afterProbe();
    void build();
    void recheckImage();
    void writeRecord();
    // Allowlist: the [[credentials]] values are read first (CredentialResolver, asynchronous),
    // then launchGate() starts the gate with them.
    void startGate();
    void launchGate(const QList<QString> &credentialValues);
    void prepareHomeVolume();
    void sandboxPrerequisiteDone();
    void maybeStartSandbox();
    // The steps of a launch: the engine as this launch sees it, the launch namespace and project
    // view (launchresources.h), the set-up (sandboxsetup.h), then the fork of `podman run`.
    void startSandbox();
    PodmanCapabilities launchEngine() const;
    void openLaunchNamespace(const PodmanCapabilities &engine);
    void createProjectView(const PodmanCapabilities &engine);
    RunRequest runRequest() const;
    void launchSandbox(const QStringList &args);
    void launchExternal(const QString &program, const QStringList &arguments);
    void launchProcess(const QString &program, const QStringList &arguments);
    void afterLaunch(const QStringList &args);
    void waitForAgent();
    void watchEnvFileRead();
    void dropEnvFile();
    bool wantsLifeline() const;
    void holdSandboxLifeline();
    void watchSandboxStart();
    void onSandboxExit(int code, QProcess::ExitStatus status);
    void inspectAndTeardown(int code);
    void reportExit(bool oomKilledByPodman);
    void teardown();
    void fail(const QString &reason, int exitCode = 125);
    // The end: the protected paths swept, the nested repositories looked at again (off this
    // thread), then conclude(): the lifelines released, the final state and finished().
    void finish();
    void conclude();
    void removeProjectView();
    // Protected paths missing at launch (protectedpaths.h): watched while the sandbox runs, and
    // what the session creates there is quarantined at once and once more at the end.
    void watchProtectedPaths();
    void quarantineProtectedPaths();
    void sweepProtectedPaths();
    // Opens the terminal recording when the policy and Options::terminalSize ask for one, and ends it.
    void startTerminalRecording();
    void finishTerminalRecording();
    // What changed in the project (sessionchanges.cpp, changestore.h): captures the project
    // before the sandbox starts; the sandbox waits for it.
    void captureProjectBefore();
    // Quarantine (sessionquarantine.cpp): the warning, then the copy off this thread; once it is
    // made, Options::projectDir points at it and the project is captured (captureProjectBefore).
    // The session fails when the copy cannot be made.
    void startQuarantineCopy();
    // Captures it again once the session ended and lists the difference; `then` follows.
    bool captureProjectAfter(const std::function<void()> &then);
    // Nested git repositories (sessionnested.cpp). Known for this launch (true), or a scan off
    // this thread has started and startSandbox() runs again when it ends (false).
    bool nestedReposKnown();
    void reportNestedScan(qint64 ms);
    // The sessions of this project that ended without their end sweep, swept before the launch scan
    // (sweeprecord.h); each is named in this session's log too.
    void reportEndedSessionSweeps(const QList<std::pair<QString, EndedSessionSweep::Result>> &swept);
    void writeSweepRecord();
    Policy protectNestedRepos(const Policy &policy) const;
    // Finds the `.git` the sandbox made and moves it away, off this thread; then conclude().
    void quarantineNestedRepos();
    void reportNestedQuarantine(const QList<NestedRepos::Moved> &moved, const NestedRepos::Scan &now);
    // A remote podman service (sessionremote.cpp, docs/design/remote-sessions.md): the project is
    // synced into a volume there before the launch and back at the end; the seccomp profile is
    // shipped into a volume of the session's. What cannot run remotely yet is refused ("" = can).
    bool isRemote() const;
    // Ready to launch remotely (true), or the sync and shipping started and startSandbox() runs
    // again once they are done (false).
    bool remoteReady(const Policy &policy);
    void startRemoteSync();
    void releaseRemoteLock();
    ProjectSync::Options remoteSyncOptions(const Policy &policy) const;
    void reportSync(const ProjectSync::Result &result, const QString &direction);
    void shipRemoteFiles();
    void learnRemoteProjectFolder();
    // The final sync back (and the files volume removed); `then` follows whatever happened.
    void finishRemote(const std::function<void()> &then);

    Podman *m_podman;
    Options m_options;
    PodmanCapabilities m_caps;
    SessionDir m_dir;
    State m_state = State::Idle;
    QString m_slug;
    QString m_containerName;
    QString m_imageTag;
    QString m_failure;
    // The env file, lifelines, launch namespace, project view and bind stage (launchresources.h).
    LaunchResources m_launch;
    int m_exitCode = -1;
    qint64 m_startWatchDeadline = 0;
    bool m_oomKilled = false;
    bool m_autoRemoved = false; // podman run --rm: the container goes when it exits
    bool m_readyToRun = false;  // image (and gate) are ready
    bool m_stopRequested = false;
    bool m_killRequested = false;
    bool m_tearingDown = false;
    bool m_sandboxCreated = false;
    std::optional<ProtectedPathWatch> m_protectedWatch; // what was missing when the sandbox started
    QSocketNotifier *m_protectedNotifier = nullptr;     // its inotify descriptor, while the sandbox runs
    QMap<QString, int> m_protectedDeleted;              // path -> copies deleted over the cap
    std::optional<NestedRepos::Scan> m_nestedRepos;     // the nested repositories at launch
    bool m_nestedScanRunning = false;                   // the launch's scan, off this thread
    bool m_quarantineCopying = false;                   // the quarantine copy is being made (off this thread)
    bool m_launchScanDone = false;                      // that scan (and the ended sessions' sweep) ran
    bool m_launchUnchecked = false; // launched on KnownImages' word: an exit 125 rechecks the image
    bool m_rechecking = false;      // the image is checked after such an exit
    bool m_recordWritten = false;   // policy.toml and the build context are in the session folder
    QMap<QString, QByteArray> m_buildContext;
    ImageBuilder *m_builder = nullptr;
    HomeVolume *m_home = nullptr; // with mounts.homeVolume, once the engine is known
    Gate *m_gate = nullptr;
    CredentialResolver *m_credentials = nullptr; // while the [[credentials]] values are read
    FirewallLog *m_firewall = nullptr;
    qint64 m_firewallRetryUntil = 0;    // remote: the reader is tried again until then
    ChangeTracker *m_changes = nullptr; // what changed in the project (none for a warm sandbox)
    QPointer<QProcess> m_sandbox;
    qint64 m_agentDeadline = 0;
    TerminalRecorder *m_recorder = nullptr; // sessionrecording.cpp
    ProjectSync *m_remoteSync = nullptr;    // remote: the project's sync (sessionremote.cpp)
    RemoteFiles *m_remoteFiles = nullptr;   // remote: the shipped seccomp profile
    std::optional<ProjectSync::Options> m_remoteSyncOptions;
    bool m_remotePreparing = false;
    bool m_remoteReady = false;
    bool m_remoteFinished = false;
    QString m_remoteProject; // the project volume's folder on the service's host
    int m_remoteLock = -1;   // flock()ed: this project's sync state, for the session's life
};

} // namespace aisb
