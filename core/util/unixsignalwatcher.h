// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class QSocketNotifier;

namespace aisb {

// Turns SIGINT/SIGTERM/SIGHUP into a Qt signal (self-pipe), so a session can tear down
// cleanly from the event loop instead of dying with containers left behind.
class UnixSignalWatcher : public QObject
{
    Q_OBJECT
public:
    explicit UnixSignalWatcher(const QList<int> &signals, QObject *parent = nullptr);
    ~UnixSignalWatcher() override;

Q_SIGNALS:
    void received(int signal);

private:
    QList<int> m_signals;
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace aisb
