// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policyreview.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace aisb {

// The review of a project policy before it is approved: what the file grants (network mode,
// hosts, local services, folders, variables, base image, command), the risky items highlighted
// with the reason, and the diff from the last approved content. A file that does not parse shows
// why and cannot be approved. The dialog only shows; the caller approves the bytes it was given
// (TrustStore::approveShown), so what is approved is exactly what was shown.
class PolicyReviewDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Purpose {
        Approve, // the file on disk: "Approve"
        Save,    // what the editor is about to write: "Save and Approve"
    };
    // Roles of the grant rows (tests, accessibility): the item's field key and whether it is risky.
    static constexpr int FieldRole = Qt::UserRole + 1;
    static constexpr int RiskyRole = Qt::UserRole + 2;

    PolicyReviewDialog(const QString &projectFile, const QByteArray &shown, const QByteArray &approved,
                       const Policy &base, Purpose purpose, QWidget *parent = nullptr);

    const PolicyReview &review() const { return m_review; }
    QByteArray shown() const { return m_shown; }
    QPushButton *approveButton() const { return m_approve; }
    QTreeWidget *grantsView() const { return m_grants; }
    QPlainTextEdit *diffView() const { return m_diff; }
    QTabWidget *pages() const { return m_pages; }

    // Reviews the project file as it is on disk and, when the user approves, approves exactly the
    // bytes shown (refusing, with a message, if the file changed meanwhile). `base` is what holds
    // without the project file. True when the file is approved afterwards.
    static bool reviewAndApprove(QWidget *parent, const QString &projectFile, const Policy &base,
                                 const QString &trustDir = {});

private:
    void fillGrants();

    QByteArray m_shown;
    PolicyReview m_review;
    QTabWidget *m_pages = nullptr;
    QTreeWidget *m_grants = nullptr;
    QPlainTextEdit *m_diff = nullptr;
    QPushButton *m_approve = nullptr;
};

} // namespace aisb
