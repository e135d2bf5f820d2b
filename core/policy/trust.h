// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace aisb {

// Approval of project policy files by content, as direnv's `allow` does it: the
// project file lives where the agent can write, so a launch uses it only once the user
// approved exactly this content. One record per absolute project file path (named by the
// sha256 of the path) holds the approved content, under $XDG_STATE_HOME/ai-sandbox/trust/.
class TrustStore
{
public:
    enum class Status { NoFile, Trusted, New, Changed };

    struct Check
    {
        Status status = Status::NoFile;
        QString path;
        QString diff;    // unified diff from the last approved content (Changed) or whole file (New)
        QString message; // sentence for people with the command that approves it; empty when Trusted/NoFile
    };

    explicit TrustStore(QString stateDir = {}); // default: $XDG_STATE_HOME/ai-sandbox/trust
    QString stateDir() const { return m_dir; }
    static QString defaultStateDir();

    Check check(const QString &projectFile) const;
    // Checks `content` as the file's content: lets a caller check and parse the same bytes.
    Check checkContent(const QString &projectFile, const QByteArray &content) const;
    // Records the file's current content as approved. Returns an error sentence or empty.
    QString approve(const QString &projectFile) const;
    // Records `reviewedContent` (what the user saw) as approved for the file.
    QString approveContent(const QString &projectFile, const QByteArray &reviewedContent) const;
    // Approves exactly the bytes that were shown: refuses (an error sentence) when the file's
    // content is no longer `shown` (changed between show and approve) or does not parse.
    QString approveShown(const QString &projectFile, const QByteArray &shown) const;
    // The last approved content of the file; a null QByteArray when none was approved.
    QByteArray approvedContent(const QString &projectFile) const;
    QString revoke(const QString &projectFile) const;

private:
    QString recordPath(const QString &projectFile) const;
    QString m_dir;
};

// LCS line diff in unified form with 3 lines of context, "--- from" / "+++ to" headers.
// Empty when both are equal.
QString unifiedDiff(const QString &before, const QString &after, const QString &fromName,
                    const QString &toName);

} // namespace aisb
