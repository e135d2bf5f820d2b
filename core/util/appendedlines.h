// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace aisb {

// Reads what a file that others append to gained since the last call, whole lines only (a line
// still being written waits for its end). A file that shrank is read again from its start. Used
// to follow events.jsonl and the gate's access log.
class AppendedLines
{
public:
    AppendedLines() = default;
    // Start at `offset` (e.g. the file's size now: only what is appended from now on).
    explicit AppendedLines(qint64 offset) : m_offset(offset) {}

    // The complete lines added since the last call, each ending in '\n'; empty when none.
    QByteArray read(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        if (f.size() < m_offset) {
            m_offset = 0;
            m_partial.clear();
        }
        if (f.size() == m_offset || !f.seek(m_offset))
            return {};
        QByteArray data = m_partial + f.readAll();
        m_offset = f.pos();
        const qsizetype nl = data.lastIndexOf('\n');
        m_partial = nl < 0 ? data : data.mid(nl + 1);
        if (nl < 0)
            return {};
        data.truncate(nl + 1);
        return data;
    }

private:
    qint64 m_offset = 0;
    QByteArray m_partial;
};

} // namespace aisb
