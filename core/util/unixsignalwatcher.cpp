// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/unixsignalwatcher.h"

#include <QSocketNotifier>
#include <csignal>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace aisb {
namespace {
int s_pipe[2] = {-1, -1};

void handler(int sig)
{
    const unsigned char byte = static_cast<unsigned char>(sig);
    [[maybe_unused]] const ssize_t n = ::write(s_pipe[1], &byte, 1);
}
} // namespace

UnixSignalWatcher::UnixSignalWatcher(const QList<int> &sigs, QObject *parent)
    : QObject(parent), m_signals(sigs)
{
    if (s_pipe[0] < 0) {
        if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, s_pipe) != 0)
            return;
        ::fcntl(s_pipe[1], F_SETFL, O_NONBLOCK);
    }
    m_notifier = new QSocketNotifier(s_pipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, [this] {
        unsigned char byte = 0;
        if (::read(s_pipe[0], &byte, 1) == 1)
            Q_EMIT received(int(byte));
    });
    struct sigaction sa = {};
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    for (int s : m_signals)
        ::sigaction(s, &sa, nullptr);
}

UnixSignalWatcher::~UnixSignalWatcher()
{
    for (int s : m_signals)
        ::signal(s, SIG_DFL);
}

} // namespace aisb
