// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/trust.h"
#include "policy/validation.h"

#include <QList>
#include <QWidget>

class QFrame;
class QLabel;

namespace aisb {

// Above the policy form: what is wrong with the project file and what to do about it. Four
// banners, each shown only when it applies: the file changed on disk (Show Differences, Reload,
// Keep Mine), the last save was refused, the file is not approved (Review and Approve), and parts
// of the file could not be read. The bar hides itself when no banner shows, so it takes no room.
class PolicyFileBar : public QWidget
{
    Q_OBJECT
public:
    explicit PolicyFileBar(QWidget *parent = nullptr);

    void setExternalChange(bool changed);
    bool externalChangeShown() const;
    // An empty error hides the save banner.
    void setSaveError(const QString &error);
    // New or Changed shows the approval banner; Trusted and NoFile hide it.
    void setTrust(TrustStore::Status status);
    bool trustPending() const;
    // Takes the approval banner out of the bar for a container to show; the bar keeps it current.
    QWidget *takeTrustBanner();
    // Problems of the last read (syntax errors, unknown keys); none hides the banner.
    void setFileIssues(const QList<PolicyIssue> &issues);

Q_SIGNALS:
    void showDiffRequested();
    void reloadRequested();
    void keepMineRequested();
    void reviewRequested();

private:
    QFrame *makeBanner(const QString &objectName, const QString &kind);
    void updateVisibility();

    QFrame *m_externalBanner = nullptr;
    QFrame *m_saveBanner = nullptr;
    QLabel *m_saveText = nullptr;
    QFrame *m_trustBanner = nullptr;
    QLabel *m_trustText = nullptr;
    QFrame *m_fileBanner = nullptr;
    QLabel *m_fileText = nullptr;
    bool m_trustTaken = false;
};

} // namespace aisb
