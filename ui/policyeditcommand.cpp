// SPDX-License-Identifier: GPL-3.0-or-later
#include "policyeditcommand.h"

#include "policydocument.h"

namespace aisb {

namespace {
constexpr int MergeableId = 0x41495342; // "AISB"
}

PolicyEditCommand::PolicyEditCommand(PolicyDocument *document, PolicyLayer before, PolicyLayer after,
                                     const QString &text, const QString &mergeKey)
    : m_document(document), m_before(std::move(before)), m_after(std::move(after)), m_mergeKey(mergeKey)
{
    setText(text);
}

void PolicyEditCommand::undo()
{
    if (m_document)
        m_document->setProjectLayer(m_before);
}

void PolicyEditCommand::redo()
{
    if (m_document)
        m_document->setProjectLayer(m_after);
}

int PolicyEditCommand::id() const
{
    return m_mergeKey.isEmpty() ? -1 : MergeableId;
}

bool PolicyEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const PolicyEditCommand *>(other);
    if (next->m_mergeKey != m_mergeKey || next->m_document != m_document)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace aisb
