// SPDX-License-Identifier: GPL-3.0-or-later
// Quarantine (quarantine.h): the session's side.
#include "session/quarantine.h"
#include "session/session.h"

#include <QElapsedTimer>
#include <QJsonArray>

namespace aisb {

bool Session::setUpQuarantine()
{
    if (m_options.warm) {
        fail(tr("A quarantine session cannot be a warm sandbox: its copy is compared and discarded "
                "when it ends."));
        return false;
    }
    const QString original = m_options.projectDir;
    const QList<Quarantine::Finding> findings = Quarantine::scanCodeRunningFiles(original);
    if (!findings.isEmpty())
        addEvent(QStringLiteral("warning"), Quarantine::warningText(findings),
                 Quarantine::findingsJson(findings));
    QElapsedTimer timer;
    timer.start();
    const QString copy = Quarantine::copyPath(m_dir.path());
    const Quarantine::CopyResult r = Quarantine::copyTree(original, copy);
    if (!r.error.isEmpty()) {
        fail(tr("The quarantine copy of %1 could not be made: %2").arg(original, r.error));
        return false;
    }
    if (const QString err = Quarantine::writeRecord(m_dir.path(), {original, copy}); !err.isEmpty()) {
        fail(tr("The quarantine record could not be written: %1").arg(err));
        return false;
    }
    QJsonObject data{{QStringLiteral("original"), original}, {QStringLiteral("copy"), copy},
                     {QStringLiteral("files"), r.files},     {QStringLiteral("dirs"), r.dirs},
                     {QStringLiteral("links"), r.links},     {QStringLiteral("bytes"), r.bytes},
                     {QStringLiteral("cloned"), r.cloned},   {QStringLiteral("ms"), timer.elapsed()}};
    addEvent(QStringLiteral("quarantine"),
             tr("Quarantine: the sandbox works on a copy of the project (%1 files, %2 cloned) and never "
                "sees %3; no network, no home volume, no extra mounts, no variables. Nothing is written "
                "to the project when it ends: apply what you want with `ai-sandbox changes %4 --apply`.")
                 .arg(r.files)
                 .arg(r.cloned)
                 .arg(original, m_dir.id()),
             data);
    const QStringList problems = r.skipped + r.unreadable;
    if (!problems.isEmpty())
        addEvent(QStringLiteral("warning"),
                 tr("Not in the quarantine copy: %1").arg(problems.join(QStringLiteral("; "))),
                 {{QStringLiteral("not_copied"), QJsonArray::fromStringList(problems)}});
    m_options.projectDir = copy;
    return true;
}

} // namespace aisb
