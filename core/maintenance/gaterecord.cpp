// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/gaterecord.h"

#include "util/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

namespace aisb {
namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::GateRecord", text);
}
} // namespace

QString GateRecord::gatesDir()
{
    return Paths::stateDir() + QStringLiteral("/gates");
}

QString GateRecord::path(const QString &name)
{
    return gatesDir() + QLatin1Char('/') + name + QStringLiteral(".json");
}

bool GateRecord::isValidName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9][a-z0-9_.-]{0,39}$"));
    return re.match(name).hasMatch();
}

QString GateRecord::save() const
{
    if (const QString err = Paths::ensurePrivateDir(gatesDir()); !err.isEmpty())
        return err;
    const QJsonObject o{{QStringLiteral("name"), name},
                        {QStringLiteral("container"), container},
                        {QStringLiteral("port"), int(port)},
                        {QStringLiteral("project"), project},
                        {QStringLiteral("project_slug"), projectSlug},
                        {QStringLiteral("session"), sessionId},
                        {QStringLiteral("dir"), dir},
                        {QStringLiteral("started"), started.toUTC().toString(Qt::ISODate)}};
    QSaveFile f(path(name));
    if (!f.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(f.fileName(), f.errorString());
    f.write(QJsonDocument(o).toJson());
    if (!f.commit())
        return tr("Cannot write %1: %2").arg(f.fileName(), f.errorString());
    return {};
}

GateRecord GateRecord::load(const QString &name, QString *error)
{
    GateRecord r;
    QFile f(path(name));
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("There is no record of a gate named %1.").arg(name);
        return r;
    }
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    r.name = o.value(QStringLiteral("name")).toString(name);
    r.container = o.value(QStringLiteral("container")).toString(containerFor(name));
    r.port = quint16(o.value(QStringLiteral("port")).toInt());
    r.project = o.value(QStringLiteral("project")).toString();
    r.projectSlug = o.value(QStringLiteral("project_slug")).toString();
    r.sessionId = o.value(QStringLiteral("session")).toString();
    r.dir = o.value(QStringLiteral("dir")).toString();
    r.started = QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODate);
    if (r.port == 0 && error)
        *error =
            tr("The record %1 is damaged: remove it with `ai-sandbox gate down %2`.").arg(f.fileName(), name);
    return r;
}

bool GateRecord::remove(const QString &name)
{
    return QFile::remove(path(name));
}

QList<GateRecord> GateRecord::all()
{
    QList<GateRecord> out;
    const QStringList files = QDir(gatesDir()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &f : files)
        out.append(load(f.chopped(5)));
    return out;
}

} // namespace aisb
