// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"

#include <QPointer>
#include <QUndoCommand>

namespace aisb {

class PolicyDocument;

// One undoable change of the project layer: the layer before and after. Consecutive
// edits of the same field while typing merge into one step.
class PolicyEditCommand : public QUndoCommand
{
public:
    PolicyEditCommand(PolicyDocument *document, PolicyLayer before, PolicyLayer after, const QString &text,
                      const QString &mergeKey = {});

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    QPointer<PolicyDocument> m_document;
    PolicyLayer m_before;
    PolicyLayer m_after;
    QString m_mergeKey;
};

} // namespace aisb
