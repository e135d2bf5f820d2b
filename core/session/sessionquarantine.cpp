// SPDX-License-Identifier: GPL-3.0-or-later
// Quarantine (quarantine.h): the session's side.
#include "session/quarantine.h"
#include "session/session.h"
#include "util/offthread.h"

#include <QElapsedTimer>
#include <QJsonArray>

namespace aisb {

void Session::startQuarantineCopy()
{
    if (m_options.warm) {
        fail(tr("A quarantine session cannot be a warm sandbox: its copy is compared and discarded "
                "when it ends."));
        return;
    }
    const QString original = m_options.projectDir;
    const QList<Quarantine::Finding> findings = Quarantine::scanCodeRunningFiles(original);
    if (!findings.isEmpty())
        addEvent(QStringLiteral("warning"), Quarantine::warningText(findings),
                 Quarantine::findingsJson(findings));
    m_quarantineCopying = true;
    struct Made
    {
        Quarantine::CopyResult copy;
        qint64 ms = 0;
    };
    const QString copy = Quarantine::copyPath(m_dir.path());
    runOffThread(
        this,
        [original, copy] {
            QElapsedTimer timer;
            timer.start();
            Made m;
            m.copy = Quarantine::copyTree(original, copy);
            m.ms = timer.elapsed();
            return m;
        },
        [this, original, copy](const Made &m) {
            m_quarantineCopying = false;
            if (m_tearingDown || m_state == State::Failed || m_state == State::Finished)
                return; // stopped meanwhile: the copy goes with the session folder
            const Quarantine::CopyResult &r = m.copy;
            if (!r.error.isEmpty()) {
                fail(tr("The quarantine copy of %1 could not be made: %2").arg(original, r.error));
                return;
            }
            if (const QString err = Quarantine::writeRecord(m_dir.path(), {original, copy}); !err.isEmpty()) {
                fail(tr("The quarantine record could not be written: %1").arg(err));
                return;
            }
            addEvent(QStringLiteral("quarantine"),
                     tr("Quarantine: the sandbox works on a copy of the project (%1 files, %2 cloned, %3 ms) "
                        "and never sees %4; no network, no home volume, no extra mounts, no variables. "
                        "Nothing is written to the project when it ends: apply what you want with "
                        "`ai-sandbox changes %5 --apply`.")
                         .arg(r.files)
                         .arg(r.cloned)
                         .arg(m.ms)
                         .arg(original, m_dir.id()),
                     {{QStringLiteral("original"), original},
                      {QStringLiteral("copy"), copy},
                      {QStringLiteral("files"), r.files},
                      {QStringLiteral("dirs"), r.dirs},
                      {QStringLiteral("links"), r.links},
                      {QStringLiteral("bytes"), r.bytes},
                      {QStringLiteral("cloned"), r.cloned},
                      {QStringLiteral("ms"), m.ms}});
            const QStringList problems = r.skipped + r.unreadable;
            if (!problems.isEmpty())
                addEvent(QStringLiteral("warning"),
                         tr("Not in the quarantine copy: %1").arg(problems.join(QStringLiteral("; "))),
                         {{QStringLiteral("not_copied"), QJsonArray::fromStringList(problems)}});
            m_options.projectDir = copy;
            captureProjectBefore(); // its start() calls maybeStartSandbox()
            maybeStartSandbox();
        });
}

} // namespace aisb
