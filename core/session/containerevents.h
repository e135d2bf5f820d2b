// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/sessiondir.h"
#include "session/sessionevent.h"

#include <QObject>
#include <QPointer>
#include <optional>

namespace aisb {

class Podman;
class PodmanCall;

// What podman itself reports about a session's containers (sandbox and gate): a container that
// died (with its exit code: 137 is a SIGKILL, the out-of-memory killer's signal), was killed by
// the OOM killer (where podman reports "oom"), or was stopped. These become "container" events of
// the session log, so an OOM is seen rather than inferred.
namespace ContainerEvents {
// `podman events` arguments that follow the containers labelled with this session.
QStringList args(const QString &sessionId);
// One line of `podman events --format json`; nullopt for a line that is not a died, oom or stop
// event of a container (tests/unit/tst_liveallowlist.cpp, captured from podman 4.3).
std::optional<SessionEvent> parse(const QByteArray &line);
} // namespace ContainerEvents

// Follows one session's container events while it runs and appends each to its events.jsonl.
class ContainerEventWatcher : public QObject
{
    Q_OBJECT
public:
    explicit ContainerEventWatcher(Podman *podman, QObject *parent = nullptr);
    ~ContainerEventWatcher() override;
    void start(const SessionDir &dir);
    void stop();

Q_SIGNALS:
    void event(const aisb::SessionEvent &event);

private:
    Podman *m_podman;
    SessionDir m_dir;
    QPointer<PodmanCall> m_call;
};

} // namespace aisb
