// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policy.h"
#include "policy/validation.h"

#include <QList>
#include <QProcessEnvironment>
#include <QWidget>
#include <functional>

class QGridLayout;
class QHBoxLayout;
class QLabel;
class QTableView;
class QVBoxLayout;

namespace aisb {

class FieldOrigin;
class PolicyDocument;

// One change a section asks for: the policy fields it touches, how to change the effective
// policy, the undo text, and whether typing in the same field merges into one undo step.
struct PolicyEdit
{
    QStringList keys;
    std::function<void(Policy &)> mutate;
    QString text;
    bool mergeTyping = false;

    // The effective policy after the edit (what the editor pushes, and what tests check).
    Policy applied(Policy p) const
    {
        if (mutate)
            mutate(p);
        return p;
    }
};

// One part of the policy form (Network, Environment, Limits, ...): titled headings with rows of
// fields, each row with its provenance (FieldOrigin) and an error line. A section shows what a
// PolicyDocument holds (syncFrom) and asks for changes by emitting edited(); it never changes the
// document itself, so the editor keeps one undo history and one place that writes.
class PolicySection : public QWidget
{
    Q_OBJECT
public:
    explicit PolicySection(QWidget *parent = nullptr);

    // Shows the document's effective values, each field's origin, and disables the fields a
    // layer above the project file overrides.
    void syncFrom(const PolicyDocument &document);
    // Shows the problems of this section's fields under them (the rest are ignored).
    virtual void showIssues(const QList<PolicyIssue> &issues);
    // A project is being opened (before its document loads).
    virtual void openProject(const QString &projectDir, const QProcessEnvironment &environment);
    // The policy fields this section's rows show.
    QStringList keys() const;
    // The effective policy of the last sync.
    const Policy &policy() const { return m_policy; }

Q_SIGNALS:
    void edited(const aisb::PolicyEdit &edit);
    // A row's "reset to inherited".
    void resetRequested(const QStringList &keys);
    // A run of typing ended: the next typed edit is its own undo step.
    void typingEnded();
    void statusMessage(const QString &text);

protected:
    struct Row
    {
        QStringList keys;
        QWidget *field = nullptr;
        FieldOrigin *origin = nullptr;
        QLabel *error = nullptr;
    };

    // Fills the fields from the effective policy (signals blocked where a change would edit).
    virtual void syncFields(const PolicyDocument &document) = 0;
    // After the rows' enabled state is set from the overrides.
    virtual void syncEnabled(const PolicyDocument &document) { Q_UNUSED(document) }

    QGridLayout *addHeading(const QString &title, const QString &description);
    Row &addRow(QGridLayout *grid, const QString &label, QWidget *field, const QStringList &keys,
                const QString &help = {});
    void edit(const QStringList &keys, const std::function<void(Policy &)> &mutate, const QString &text,
              bool mergeTyping = false);
    void edit(const QString &key, const std::function<void(Policy &)> &mutate, const QString &text,
              bool mergeTyping = false)
    {
        edit(QStringList{key}, mutate, text, mergeTyping);
    }

    // A dimmed, wrapping explanation.
    static QLabel *makeHelp(const QString &text, QWidget *parent);
    // A table in a scrolling form grows with its rows (within limits) instead of scrolling itself.
    static void fitTableHeight(QTableView *table, int minRows, int maxRows);

    Policy m_policy;

private:
    QVBoxLayout *m_layout = nullptr;
    QHBoxLayout *m_headingRow = nullptr; // title line of the heading being built
    QList<Row> m_rows;
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::PolicyEdit)
