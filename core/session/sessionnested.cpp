// SPDX-License-Identifier: GPL-3.0-or-later
// Session's part in protecting nested git repositories (nestedrepos.h): their code-running paths
// join the read-only ones at launch, and a `.git` that appeared during the session is moved into
// the quarantine at its end. Both scans read the whole project (about a second for a million
// entries), so they run on a thread of their own (util/offthread.h): the caller's event loop (the
// GUI's) goes on meanwhile, and the launch, or the session's end, continues when the scan is done.
#include "session/session.h"
#include "util/logging.h"
#include "util/offthread.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <spdlog/spdlog.h>
#include <sys/stat.h>

namespace aisb {

namespace {
struct TimedScan
{
    NestedRepos::Scan scan;
    qint64 ms = 0;
    QList<std::pair<QString, EndedSessionSweep::Result>> swept;
};

struct EndScan
{
    QList<NestedRepos::Moved> moved;
    NestedRepos::Scan now;
};
} // namespace

bool Session::nestedReposKnown()
{
    if (m_launchScanDone)
        return true;
    if (m_nestedScanRunning)
        return false;
    m_nestedScanRunning = true;
    runOffThread(
        this,
        [projectDir = m_options.projectDir, readOnly = m_options.policy.mounts.project == MountMode::ReadOnly,
         sessionsRoot = m_options.sessionsRoot, id = m_dir.id()] {
            TimedScan t;
            // The earlier sessions of this project that ended without their end sweep (a killed
            // launcher): before this launch scan, which would take what they left as the project's.
            t.swept = EndedSessionSweep::sweepPending(projectDir, sessionsRoot, id);
            if (readOnly)
                return t;
            QElapsedTimer timer;
            timer.start();
            t.scan = NestedRepos::scan(projectDir);
            t.ms = timer.elapsed();
            return t;
        },
        [this, readOnly = m_options.policy.mounts.project == MountMode::ReadOnly](TimedScan t) {
            m_nestedScanRunning = false;
            // Stopped or failed meanwhile: the teardown is under way, and nothing launches.
            if (m_tearingDown || m_state == State::Failed || m_state == State::Finished)
                return;
            m_launchScanDone = true;
            reportEndedSessionSweeps(t.swept);
            if (!readOnly) {
                m_nestedRepos = std::move(t.scan);
                reportNestedScan(t.ms);
            }
            startSandbox();
        });
    return false;
}

void Session::reportEndedSessionSweeps(const QList<std::pair<QString, EndedSessionSweep::Result>> &swept)
{
    for (const auto &[id, r] : swept) {
        for (const SessionEvent &e : r.events) {
            QJsonObject data = e.data;
            data.insert(QStringLiteral("session"), id);
            addEvent(QStringLiteral("warning"), e.message, data);
        }
    }
}

void Session::writeSweepRecord()
{
    if (!m_dir.isValid())
        return;
    SweepRecord rec;
    rec.session = m_dir.id();
    rec.project = QFileInfo(m_options.projectDir).canonicalFilePath();
    struct stat st
    {
    };
    if (rec.project.isEmpty() || ::stat(QFile::encodeName(rec.project).constData(), &st) != 0)
        return;
    rec.projectDev = st.st_dev;
    rec.projectIno = st.st_ino;
    rec.launched = QDateTime::currentDateTimeUtc();
    rec.warm = m_options.warm;
    rec.nestedScan = m_nestedRepos.has_value();
    if (m_nestedRepos)
        rec.repos = m_nestedRepos->repos;
    if (m_protectedWatch)
        rec.protectedPaths = m_protectedWatch->recorded();
    if (const QString err = rec.write(m_dir); !err.isEmpty())
        addEvent(QStringLiteral("warning"),
                 tr("The launch's record for the end sweep could not be written (%1): if this launcher is "
                    "killed, or the sandbox is warm, what the sandbox makes in the project is not moved away "
                    "after it.")
                     .arg(err));
}

void Session::reportNestedScan(qint64 ms)
{
    const NestedRepos::Scan &s = *m_nestedRepos;
    Logging::logger("session")->debug("nested git repositories: {} found, {} entries read, {} ms",
                                      s.repos.size(), s.entries, ms);
    if (s.truncated)
        addEvent(QStringLiteral("warning"),
                 tr("The project is too large or too deep to look for every nested git repository "
                    "(stopped after %1 entries): a repository below that is not protected, and one the "
                    "sandbox makes there is not moved away at the end.")
                     .arg(s.entries));
    if (!s.unprotectable.isEmpty())
        addEvent(QStringLiteral("warning"),
                 tr("Nested git repositories whose path cannot be mounted (a ',', '\"' or control "
                    "character in it) stay writable in the sandbox: %1. Rename them to protect them.")
                     .arg(s.unprotectable.join(QStringLiteral(", "))));
    if (!s.indexError.isEmpty())
        addEvent(QStringLiteral("warning"),
                 tr("The project's git index could not be read for submodules (%1); only the folder "
                    "walk finds nested repositories.")
                     .arg(s.indexError));
}

Policy Session::protectNestedRepos(const Policy &policy) const
{
    if (policy.mounts.project == MountMode::ReadOnly || !m_nestedRepos)
        return policy;
    return NestedRepos::withProtection(policy, *m_nestedRepos);
}

void Session::quarantineNestedRepos()
{
    // A warm sandbox goes on running: what it makes later is its next session's to report.
    if (!m_nestedRepos || !m_sandboxCreated || m_options.warm) {
        m_nestedRepos.reset();
        conclude();
        return;
    }
    // The moves happen on the scan's thread too, so they are done even when this object is gone
    // before the scan ends (only their events are lost then).
    runOffThread(
        this,
        [projectDir = m_options.projectDir, atLaunch = *std::exchange(m_nestedRepos, std::nullopt),
         quarantine = m_dir.isValid() ? m_dir.path() + QStringLiteral("/quarantine") : QString(),
         // QString(...): a bare `a + b` would capture a QStringBuilder holding references to
         // temporaries that are gone when the worker reads it.
         fallback = QString(QStringLiteral(".ai-sandbox-quarantine/") + m_dir.id())] {
            EndScan e;
            e.moved = NestedRepos::quarantineNew(projectDir, atLaunch, quarantine, fallback, &e.now);
            return e;
        },
        [this](const EndScan &e) {
            reportNestedQuarantine(e.moved, e.now);
            conclude();
        });
}

void Session::reportNestedQuarantine(const QList<NestedRepos::Moved> &moved, const NestedRepos::Scan &now)
{
    for (const NestedRepos::Moved &m : moved) {
        QJsonObject data{{QStringLiteral("protectedPath"), m.rel}, {QStringLiteral("nestedRepo"), true}};
        if (m.replaced)
            data.insert(QStringLiteral("replacedFolder"), true);
        if (!m.movedTo.isEmpty()) {
            data.insert(QStringLiteral("quarantine"), m.movedTo);
            addEvent(QStringLiteral("warning"),
                     tr("The sandbox made the git repository %1 in the project (git would run its config and "
                        "hooks on the host). It was moved to %2: look at it before you move it back.")
                         .arg(m.rel, m.movedTo),
                     data);
        } else {
            data.insert(QStringLiteral("error"), m.error);
            addEvent(QStringLiteral("warning"),
                     tr("The sandbox made the git repository %1 in the project, and it could not be moved "
                        "away (%2). Remove it before you run git in the project.")
                         .arg(m.rel, m.error),
                     data);
        }
    }
    if (now.truncated)
        addEvent(QStringLiteral("warning"),
                 tr("The project was too large or too deep to look for every git repository the sandbox "
                    "made (stopped after %1 entries): check for new `.git` folders before you run git in "
                    "the project.")
                     .arg(now.entries));
}

} // namespace aisb
