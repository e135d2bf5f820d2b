// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/containerevents.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace aisb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::ContainerEvents", text);
}

} // namespace

namespace ContainerEvents {

QStringList args(const QString &sessionId)
{
    return PodmanArgs::containerEvents({Label::filter(Label::Session, sessionId)});
}

std::optional<SessionEvent> parse(const QByteArray &line)
{
    const QJsonObject o = QJsonDocument::fromJson(line.trimmed()).object();
    if (o.value(QStringLiteral("Type")).toString() != QLatin1String("container"))
        return std::nullopt;
    const QString status = o.value(QStringLiteral("Status")).toString();
    const QString name = o.value(QStringLiteral("Name")).toString().left(200);
    SessionEvent e;
    e.kind = QStringLiteral("container");
    e.time = QDateTime::fromString(o.value(QStringLiteral("Time")).toString(), Qt::ISODateWithMs);
    if (!e.time.isValid())
        e.time = QDateTime::currentDateTimeUtc();
    e.data = {{QStringLiteral("container"), name}, {QStringLiteral("status"), status}};
    if (status == QLatin1String("died")) {
        const int code = o.value(QStringLiteral("ContainerExitCode")).toInt(-1);
        e.data.insert(QStringLiteral("exitCode"), code);
        e.message = code == 137 ? tr("Container %1 was killed (exit code 137: SIGKILL, as the out-of-memory "
                                     "killer or a forced stop sends it)")
                                      .arg(name)
                                : tr("Container %1 ended with exit code %2").arg(name).arg(code);
    } else if (status == QLatin1String("oom")) {
        e.message =
            tr("Container %1 ran out of memory: the kernel's out-of-memory killer ended a process").arg(name);
    } else if (status == QLatin1String("stop")) {
        e.message = tr("Container %1 was stopped").arg(name);
    } else {
        return std::nullopt;
    }
    return e;
}

} // namespace ContainerEvents

ContainerEventWatcher::ContainerEventWatcher(Podman *podman, QObject *parent)
    : QObject(parent), m_podman(podman)
{
}

ContainerEventWatcher::~ContainerEventWatcher()
{
    stop();
}

void ContainerEventWatcher::start(const SessionDir &dir)
{
    stop();
    m_dir = dir;
    PodmanCall *call = m_podman->start(ContainerEvents::args(dir.id()), this);
    m_call = call;
    connect(call, &PodmanCall::stdoutLine, this, [this](const QString &line) {
        const std::optional<SessionEvent> e = ContainerEvents::parse(line.toUtf8());
        if (!e)
            return;
        if (m_dir.isValid())
            m_dir.appendEvent(*e);
        Q_EMIT event(*e);
    });
}

void ContainerEventWatcher::stop()
{
    if (m_call)
        m_call->cancel(500);
    m_call = nullptr;
}

} // namespace aisb
