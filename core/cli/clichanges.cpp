// SPDX-License-Identifier: GPL-3.0-or-later
// `changes [SESSION] [--json] [--undo [PATH...]] [--force]`: what a session changed in its project.
#include "cli/cli.h"
#include "session/changestore.h"
#include "session/quarantine.h"
#include "session/sessiondir.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}

// The paths named on the command line, relative to the project: an absolute one below one of
// `roots` (the project, or a quarantine session's copy) is made relative to it; the rest are
// taken as project-relative already.
QStringList projectRelative(const QStringList &named, const QStringList &roots)
{
    QStringList out;
    for (const QString &p : named) {
        QString rel = QDir::cleanPath(p);
        if (QDir::isAbsolutePath(p))
            for (const QString &root : roots)
                if (QString(rel + QLatin1Char('/')).startsWith(QDir::cleanPath(root) + QLatin1Char('/')))
                    rel = QDir(root).relativeFilePath(QDir::cleanPath(p));
        out << rel;
    }
    return out;
}

} // namespace

int Cli::changes(const CliInvocation &inv)
{
    int exitCode = Ok;
    const std::optional<SessionDir> shown = sessionToShow(inv, {}, &exitCode);
    if (!shown)
        return exitCode;
    const SessionDir &dir = *shown;
    const QString id = dir.id();
    const SessionDir::Summary summary = dir.summary();
    const Quarantine::Record quarantine = Quarantine::readRecord(dir.path());
    // A quarantine session changed its copy: the listing reads the copy, --apply writes the project.
    const QString project = quarantine.valid() ? quarantine.copy : summary.project;
    const QString original = quarantine.valid() ? quarantine.original : summary.project;
    if ((inv.apply || inv.discard) && !quarantine.valid()) {
        m_err << tr("ai-sandbox: session %1 is not a quarantine session: it changed the project itself "
                    "(see --undo).")
                     .arg(id)
              << Qt::endl;
        return 1;
    }
    if (inv.undo && quarantine.valid()) {
        m_err << tr("ai-sandbox: session %1 ran in quarantine: it never changed the project, only its copy. "
                    "Apply what you want with --apply [PATH...], or drop the copy with --discard.")
                     .arg(id)
              << Qt::endl;
        return 1;
    }
    if (inv.discard) {
        if (!QFileInfo::exists(quarantine.copy)) {
            m_out << tr("the copy of session %1 is gone already").arg(id) << Qt::endl;
            return Ok;
        }
        if (const QString err = Quarantine::removeCopy(quarantine.copy); !err.isEmpty()) {
            m_err << tr("ai-sandbox: the copy %1 could not be removed: %2").arg(quarantine.copy, err)
                  << Qt::endl;
            return 1;
        }
        m_out << tr("discarded the copy of session %1 (%2); the project was never changed")
                     .arg(id, quarantine.copy)
              << Qt::endl;
        return Ok;
    }
    if (!QFile::exists(ChangeStore::startPath(dir.path()))) {
        m_err << tr("ai-sandbox: session %1 kept no picture of its project (a warm sandbox, a read-only "
                    "project, or a session from before changes were kept).")
                     .arg(id)
              << Qt::endl;
        return 1;
    }
    const bool ended = QFile::exists(ChangeStore::endPath(dir.path()));

    if (inv.apply)
        return applyQuarantine(inv, dir, quarantine, ended);

    if (inv.undo) {
        if (!ended) {
            m_err << tr("ai-sandbox: session %1 has not ended (or ended without its end captured): undo "
                        "needs what it left.")
                         .arg(id)
                  << Qt::endl;
            return 1;
        }
        const std::optional<ProjectSnapshot> start =
            ProjectSnapshot::load(ChangeStore::startPath(dir.path()));
        const std::optional<ProjectSnapshot> end = ProjectSnapshot::load(ChangeStore::endPath(dir.path()));
        if (!start || !end) {
            m_err << tr("ai-sandbox: the snapshots of session %1 cannot be read.").arg(id) << Qt::endl;
            return 1;
        }
        const QStringList paths = projectRelative(inv.paths, {project});
        const ProjectChanges::UndoResult r = ProjectChanges::undo(
            project, *start, *end, ChangeStore::objectsDir(dir.path()), paths, inv.force);
        if (!r.conflicts.isEmpty()) {
            for (const QString &p : r.conflicts)
                m_err << tr("ai-sandbox: %1 was changed after the session ended: not restored.").arg(p)
                      << Qt::endl;
            m_err << tr("ai-sandbox: nothing was written. Run again with --force to restore these too "
                        "(their current content is lost), or name only other paths.")
                  << Qt::endl;
            return 1;
        }
        for (const QString &p : r.restored)
            m_out << tr("restored %1").arg(p) << Qt::endl;
        for (const QString &p : r.unchanged)
            m_out << tr("unchanged %1 (already as before the session)").arg(p) << Qt::endl;
        for (const QString &f : r.failed)
            m_err << tr("ai-sandbox: not restored: %1").arg(f) << Qt::endl;
        if (r.restored.isEmpty() && r.unchanged.isEmpty() && r.failed.isEmpty())
            m_err << tr("ai-sandbox: nothing to undo there.") << Qt::endl;
        return r.failed.isEmpty() ? Ok : 1;
    }

    QJsonObject json;
    if (ended) {
        QFile f(ChangeStore::jsonPath(dir.path()));
        if (f.open(QIODevice::ReadOnly))
            json = QJsonDocument::fromJson(f.readAll()).object();
    }
    if (json.isEmpty())
        json = ChangeStore::currentChanges(project, dir.path(), id);
    if (!json.isEmpty() && quarantine.valid()) {
        json.insert(QStringLiteral("project"), original);
        json.insert(QStringLiteral("quarantine"),
                    QJsonObject{{QStringLiteral("original"), quarantine.original},
                                {QStringLiteral("copy"), quarantine.copy},
                                {QStringLiteral("copy_exists"), QFileInfo::exists(quarantine.copy)}});
    }
    if (json.isEmpty()) {
        m_err << tr("ai-sandbox: the changes of session %1 cannot be read.").arg(id) << Qt::endl;
        return 1;
    }
    if (inv.json) {
        m_out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) << Qt::endl;
        return Ok;
    }
    const QJsonObject s = json.value(QStringLiteral("summary")).toObject();
    if (quarantine.valid())
        m_out << tr("Quarantine session: nothing below was written to %1; apply it with `ai-sandbox changes "
                    "%2 --apply [PATH...]`.")
                     .arg(original, id)
              << Qt::endl;
    m_out << tr("Session %1 in %2: %3 created, %4 modified, %5 deleted, %6 chmod, %7 flagged%8")
                 .arg(id, project)
                 .arg(s.value(QStringLiteral("created")).toInt())
                 .arg(s.value(QStringLiteral("modified")).toInt())
                 .arg(s.value(QStringLiteral("deleted")).toInt())
                 .arg(s.value(QStringLiteral("chmod")).toInt())
                 .arg(s.value(QStringLiteral("flagged")).toInt())
                 .arg(json.value(QStringLiteral("complete")).toBool()
                          ? QString()
                          : tr(" (so far: the session has not ended)"))
          << Qt::endl;
    for (const QJsonValue &v : json.value(QStringLiteral("changes")).toArray()) {
        const QJsonObject c = v.toObject();
        const QJsonObject before = c.value(QStringLiteral("before")).toObject();
        const QJsonObject after = c.value(QStringLiteral("after")).toObject();
        QString line = QStringLiteral("%1  %2")
                           .arg(c.value(QStringLiteral("change")).toString(), -8)
                           .arg(c.value(QStringLiteral("path")).toString());
        if (!before.isEmpty() && !after.isEmpty() &&
            before.value(QStringLiteral("mode")) != after.value(QStringLiteral("mode")))
            line += QStringLiteral("  %1 -> %2")
                        .arg(before.value(QStringLiteral("mode")).toString(),
                             after.value(QStringLiteral("mode")).toString());
        if (c.value(QStringLiteral("binary")).toBool())
            line += tr("  (binary, %1 bytes)").arg(qint64(after.value(QStringLiteral("size")).toDouble()));
        if (!c.value(QStringLiteral("content_kept")).toBool())
            line += tr("  (content not kept: cannot be undone)");
        const QJsonArray flags = c.value(QStringLiteral("flags")).toArray();
        if (!flags.isEmpty()) {
            QStringList names;
            for (const QJsonValue &f : flags)
                names << f.toString();
            line += QStringLiteral("  ! ") + names.join(QStringLiteral(", "));
        }
        m_out << line << Qt::endl;
    }
    return Ok;
}

int Cli::applyQuarantine(const CliInvocation &inv, const SessionDir &dir, const Quarantine::Record &record,
                         bool ended)
{
    const QString id = dir.id();
    if (!ended) {
        m_err << tr("ai-sandbox: session %1 has not ended (or ended without its end captured): apply needs "
                    "what it left.")
                     .arg(id)
              << Qt::endl;
        return 1;
    }
    const std::optional<ProjectSnapshot> start = ProjectSnapshot::load(ChangeStore::startPath(dir.path()));
    const std::optional<ProjectSnapshot> end = ProjectSnapshot::load(ChangeStore::endPath(dir.path()));
    if (!start || !end) {
        m_err << tr("ai-sandbox: the snapshots of session %1 cannot be read.").arg(id) << Qt::endl;
        return 1;
    }
    if (!QFileInfo(record.copy).isDir()) {
        m_err << tr("ai-sandbox: the copy of session %1 is gone (discarded or cleaned): nothing to apply.")
                     .arg(id)
              << Qt::endl;
        return 1;
    }
    const QStringList paths = projectRelative(inv.paths, {record.original, record.copy});
    const QString stage = dir.path() + QStringLiteral("/quarantine-apply");
    const ProjectChanges::UndoResult r =
        ProjectChanges::apply(record.original, record.copy, *start, *end, stage, paths, inv.force);
    QDir(stage).removeRecursively();
    if (!r.conflicts.isEmpty()) {
        for (const QString &p : r.conflicts)
            m_err << tr("ai-sandbox: %1 was changed in the project after the session started: not applied.")
                         .arg(p)
                  << Qt::endl;
        m_err << tr("ai-sandbox: nothing was written. Run again with --force to apply these too (their "
                    "current content is lost), or name only other paths.")
              << Qt::endl;
        return 1;
    }
    for (const QString &p : r.restored)
        m_out << tr("applied %1").arg(p) << Qt::endl;
    for (const QString &p : r.unchanged)
        m_out << tr("unchanged %1 (already as the session left it)").arg(p) << Qt::endl;
    for (const QString &f : r.failed)
        m_err << tr("ai-sandbox: not applied: %1").arg(f) << Qt::endl;
    if (r.restored.isEmpty() && r.unchanged.isEmpty() && r.failed.isEmpty())
        m_err << tr("ai-sandbox: nothing to apply there.") << Qt::endl;
    return r.failed.isEmpty() ? Ok : 1;
}

} // namespace aisb
