// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace aisb {

// Approval of project policy files by content hash, as direnv's `allow` does it: the
// project file lives where the agent can write, so a launch uses it only once the user
// approved exactly this content. Stored under $XDG_STATE_HOME/ai-sandbox/trust/.
class TrustStore
{
public:
    enum class Status { NoFile, Trusted, New, Changed };

    struct Check
    {
        Status status = Status::NoFile;
        QString path;
        QString diff;      // unified diff from the last approved content (Changed) or whole file (New)
        QString message;   // sentence for people with the command that approves it
    };

    explicit TrustStore(QString stateDir = {});   // default: $XDG_STATE_HOME/ai-sandbox/trust

    Check check(const QString &projectFile) const;
    // Records the file's current content as approved. Returns an error sentence or empty.
    QString approve(const QString &projectFile) const;
    QString revoke(const QString &projectFile) const;

private:
    QString recordPath(const QString &projectFile) const;
    QString m_dir;
};

// Line diff in unified form (no context limit beyond 3 lines), "--- a" / "+++ b" headers.
QString unifiedDiff(const QString &before, const QString &after, const QString &fromName,
                    const QString &toName);

} // namespace aisb
