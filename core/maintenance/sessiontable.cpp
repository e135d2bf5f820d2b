// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/sessiontable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <algorithm>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::SessionTable", text);
}

QString exitText(const SessionDir::Summary &s)
{
    return s.exitCode >= 0 ? QString::number(s.exitCode) : QStringLiteral("-");
}

QString startedText(const SessionDir::Summary &s)
{
    return s.started.isValid() ? s.started.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                               : QStringLiteral("-");
}

} // namespace

QString SessionTable::killedText(const SessionDir::Summary &s)
{
    const QString when = s.ended.isValid()
                             ? s.ended.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                             : QStringLiteral("-");
    const QString what = s.cleaned.isEmpty() ? tr("nothing was left (gate and sandbox ended with it)")
                                             : tr("removed %1").arg(s.cleaned.join(QStringLiteral(", ")));
    return tr("killed while %1 (pid %2), noticed %3: %4")
        .arg(s.lastState.isEmpty() ? QStringLiteral("-") : s.lastState)
        .arg(s.ownerPid)
        .arg(when, what);
}

QList<SessionDir::Summary> SessionTable::sorted(QList<SessionDir::Summary> list)
{
    // Ids start with the UTC start time, so they sort like the start; unreadable folders last.
    std::stable_sort(list.begin(), list.end(),
                     [](const SessionDir::Summary &a, const SessionDir::Summary &b) {
                         if (a.started.isValid() != b.started.isValid())
                             return a.started.isValid();
                         if (a.started != b.started)
                             return a.started > b.started;
                         return a.id > b.id;
                     });
    return list;
}

bool SessionTable::needsContainerCheck(const SessionDir::Summary &s)
{
    return s.state == QLatin1String("running") || s.state == QLatin1String("stopping");
}

QList<SessionDir::Summary> SessionTable::markStale(QList<SessionDir::Summary> list,
                                                   const QSet<QString> &sessionsWithContainers)
{
    for (SessionDir::Summary &s : list)
        if (needsContainerCheck(s) && !sessionsWithContainers.contains(s.id))
            s.state = QStringLiteral("stale");
    return list;
}

QString SessionTable::text(const QList<SessionDir::Summary> &summaries)
{
    const QStringList header{tr("ID"), tr("STATE"), tr("EXIT"), tr("STARTED"), tr("PROJECT")};
    QList<QStringList> rows{header};
    for (const SessionDir::Summary &s : sorted(summaries)) {
        // The project, and the podman service it ran on when not this machine's.
        const QString project = s.project.isEmpty() ? QStringLiteral("-") : s.project;
        const QString engine = s.engineUrl.isEmpty() ? s.engineConnection : s.engineUrl;
        rows.append({s.id, s.state.isEmpty() ? tr("unknown") : s.state, exitText(s), startedText(s),
                     engine.isEmpty() ? project : tr("%1 (on %2)").arg(project, engine)});
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &r : rows)
        for (qsizetype i = 0; i < r.size(); ++i)
            widths[i] = qMax(widths[i], r[i].size());
    const QList<SessionDir::Summary> ordered = sorted(summaries);
    QString out;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const QStringList &r = rows[row];
        QString line;
        for (qsizetype i = 0; i < r.size(); ++i)
            line += i + 1 < r.size() ? r[i].leftJustified(widths[i] + 2) : r[i];
        out += line + QLatin1Char('\n');
        if (row > 0 && ordered[row - 1].isKilled())
            out += QStringLiteral("  ") + killedText(ordered[row - 1]) + QLatin1Char('\n');
    }
    return out;
}

QJsonArray SessionTable::json(const QList<SessionDir::Summary> &summaries)
{
    QJsonArray out;
    for (const SessionDir::Summary &s : sorted(summaries)) {
        QJsonObject o{{QStringLiteral("id"), s.id},
                      {QStringLiteral("state"), s.state},
                      {QStringLiteral("exit_code"), s.exitCode >= 0 ? QJsonValue(s.exitCode) : QJsonValue()},
                      {QStringLiteral("started"), s.started.isValid()
                                                      ? QJsonValue(s.started.toUTC().toString(Qt::ISODate))
                                                      : QJsonValue()},
                      {QStringLiteral("ended"),
                       s.ended.isValid() ? QJsonValue(s.ended.toUTC().toString(Qt::ISODate)) : QJsonValue()},
                      {QStringLiteral("project"), s.project}};
        if (!s.engineUrl.isEmpty() || !s.engineConnection.isEmpty())
            o.insert(QStringLiteral("engine"), s.engineUrl.isEmpty() ? s.engineConnection : s.engineUrl);
        if (s.isKilled())
            o.insert(QStringLiteral("killed"),
                     QJsonObject{{QStringLiteral("while"), s.lastState},
                                 {QStringLiteral("pid"), s.ownerPid},
                                 {QStringLiteral("cleaned"), QJsonArray::fromStringList(s.cleaned)}});
        out.append(o);
    }
    return out;
}

} // namespace aisb
