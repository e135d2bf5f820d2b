// SPDX-License-Identifier: GPL-3.0-or-later
// `ai-sandbox replay [SESSION]`: plays a session's terminal.cast (terminalrecording.h) here, with its
// timing (faster, slower, pauses cut).
#include "cli/cli.h"
#include "session/sessiondir.h"
#include "session/terminalrecording.h"
#include "util/unixsignalwatcher.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTimer>
#include <algorithm>
#include <csignal>
#include <limits>
#include <sys/ioctl.h>
#include <unistd.h>

namespace aisb {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::Cli", text);
}

} // namespace

int Cli::replay(const CliInvocation &inv)
{
    int exitCode = Ok;
    const std::optional<SessionDir> shown = sessionToShow(inv, QStringLiteral("terminal.cast"), &exitCode);
    if (!shown)
        return exitCode;
    const SessionDir &dir = *shown;
    const QString id = dir.id();
    const QString path = dir.filePath(QStringLiteral("terminal.cast"));
    if (!QFile::exists(path)) {
        m_err << tr("ai-sandbox: session %1 has no terminal recording: it ran without a terminal, or with "
                    "session.record = false.")
                     .arg(id)
              << Qt::endl;
        return 1;
    }
    QString error;
    const std::optional<Asciicast> cast = Asciicast::read(path, &error);
    if (!cast) {
        m_err << tr("ai-sandbox: the recording cannot be played: %1").arg(error) << Qt::endl;
        return 1;
    }
    double idle = inv.idleLimit;
    if (!(idle > 0))
        idle = cast->header.value(QStringLiteral("idle_time_limit")).toDouble(-1);
    const QList<ReplayFrame> frames = replaySchedule(*cast, inv.speed, idle);

    struct winsize ws = {};
    if (::isatty(STDOUT_FILENO) && ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 &&
        (ws.ws_col < cast->width || ws.ws_row < cast->height))
        m_err << tr("ai-sandbox: the recording is %1x%2 and this terminal %3x%4: enlarge it for a faithful "
                    "replay.")
                     .arg(cast->width)
                     .arg(cast->height)
                     .arg(ws.ws_col)
                     .arg(ws.ws_row)
              << Qt::endl;

    QEventLoop loop;
    QElapsedTimer clock;
    QTimer timer;
    timer.setSingleShot(true);
    qsizetype next = 0;
    bool interrupted = false;
    auto step = [&] {
        const double now = double(clock.nsecsElapsed()) / 1e9;
        QByteArray batch;
        while (next < frames.size() && frames[next].due <= now)
            batch += frames[next++].data;
        if (!batch.isEmpty()) {
            m_out << QString::fromUtf8(batch);
            m_out.flush();
        }
        if (next >= frames.size()) {
            loop.quit();
            return;
        }
        timer.start(int(std::clamp((frames[next].due - now) * 1000.0, 0.0, 3600000.0)));
    };
    QObject::connect(&timer, &QTimer::timeout, &loop, step);
    UnixSignalWatcher signals({SIGINT, SIGTERM, SIGHUP});
    QObject::connect(&signals, &UnixSignalWatcher::received, &loop, [&](int) {
        interrupted = true;
        loop.quit();
    });
    clock.start();
    QTimer::singleShot(0, &loop, step);
    loop.exec();
    // Attributes and cursor as they were, also when the recording stopped mid-way (a cap, a crash).
    m_out << QStringLiteral("\x1b[0m\x1b[?25h");
    if (interrupted)
        m_out << QStringLiteral("\x1b[?1049l\r\n");
    m_out.flush();
    return interrupted ? 130 : Ok;
}

} // namespace aisb
