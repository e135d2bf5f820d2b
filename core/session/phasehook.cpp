// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/phasehook.h"

#include <QByteArray>
#include <QCoreApplication>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace aisb {

void announcePhase(const char *phase, const QString &sessionId)
{
#ifndef AISB_TEST_HOOKS
    Q_UNUSED(phase);
    Q_UNUSED(sessionId);
#else
    static const QByteArray file = qgetenv("AISB_TEST_PHASES");
    static const QByteArray stopAt = qgetenv("AISB_TEST_STOP_AT");
    if (file.isEmpty())
        return;
    const QByteArray line = QByteArray(phase) + ' ' + QByteArray::number(QCoreApplication::applicationPid()) +
                            ' ' + sessionId.toLatin1() + '\n';
    const int fd = ::open(file.constData(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd >= 0) {
        [[maybe_unused]] const ssize_t n = ::write(fd, line.constData(), size_t(line.size()));
        ::close(fd);
    }
    if (stopAt == phase)
        ::raise(SIGSTOP);
#endif
}

} // namespace aisb
