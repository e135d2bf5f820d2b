// SPDX-License-Identifier: GPL-3.0-or-later
// The session's two call sites of "what changed in the project" (changestore.h).
#include "session/changestore.h"
#include "session/session.h"

namespace aisb {

void Session::captureProjectBefore()
{
    // A warm sandbox outlives the session, and a read-only project cannot change.
    if (m_options.warm || m_options.policy.mounts.project == MountMode::ReadOnly || m_changes)
        return;
    m_changes = new ChangeTracker(m_options.projectDir, m_slug, m_dir.path(), m_dir.id(), this);
    m_changes->setMasked(m_options.policy.mounts.masked);
    connect(m_changes, &ChangeTracker::note, this,
            [this](const QString &kind, const QString &message, const QJsonObject &data) {
                addEvent(kind, message, data);
            });
    connect(m_changes, &ChangeTracker::started, this, &Session::maybeStartSandbox);
    m_changes->captureStart();
}

bool Session::captureProjectAfter(const std::function<void()> &then)
{
    return m_changes && m_changes->captureEnd(then);
}

} // namespace aisb
