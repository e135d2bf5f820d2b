// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/podmancall.h"

#include "util/logging.h"

#include <QCoreApplication>
#include <QMetaMethod>
#include <QTimer>
#include <spdlog/spdlog.h>

namespace aisb {

PodmanCall::PodmanCall(const QString &program, const QStringList &arguments, QObject *parent)
    : QObject(parent), m_program(program), m_arguments(arguments)
{
}

PodmanCall::~PodmanCall()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        // Destroyed while running (its owner went away): do not leave podman behind, do not wait.
        m_process->disconnect(this);
        m_process->kill();
        // QProcess waits for the killed child in its destructor; give it to no parent and let it go.
        QProcess *p = m_process;
        p->setParent(nullptr);
        QObject::connect(p, &QProcess::finished, p, &QObject::deleteLater);
        m_process = nullptr;
    }
}

QString PodmanCall::subcommand() const
{
    // Skip the global options (--url X, --connection X, other --flags) to the first word.
    QStringList words;
    for (qsizetype i = 0; i < m_arguments.size(); ++i) {
        const QString &a = m_arguments.at(i);
        if (a == QLatin1String("--url") || a == QLatin1String("--connection") || a == QLatin1String("-c")) {
            ++i;
            continue;
        }
        if (a.startsWith(QLatin1Char('-'))) {
            if (!words.isEmpty())
                break;
            continue;
        }
        words << a;
        // Two words for the grouped commands ("image exists", "volume ls", "system df").
        static const QStringList groups = {QStringLiteral("image"),   QStringLiteral("container"),
                                           QStringLiteral("volume"),  QStringLiteral("system"),
                                           QStringLiteral("network"), QStringLiteral("pod")};
        if (words.size() == 2 || !groups.contains(words.first()))
            break;
    }
    return words.join(QLatin1Char(' '));
}

bool PodmanCall::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

void PodmanCall::start()
{
    Q_ASSERT(!m_started);
    if (m_started)
        return;
    m_started = true;
    m_process = new QProcess(this);
    m_process->setProgram(m_program);
    m_process->setArguments(m_arguments);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    if (!m_hasStdin)
        m_process->setStandardInputFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyReadStandardOutput, this,
            [this] { onReadyRead(QProcess::StandardOutput); });
    connect(m_process, &QProcess::readyReadStandardError, this,
            [this] { onReadyRead(QProcess::StandardError); });
    connect(m_process, &QProcess::errorOccurred, this, &PodmanCall::onErrorOccurred);
    connect(m_process, &QProcess::finished, this, &PodmanCall::onFinished);
    connect(m_process, &QProcess::started, this, [this] {
        if (m_hasStdin) {
            m_process->write(m_stdin);
            m_process->closeWriteChannel();
        }
        Q_EMIT started();
    });
    if (m_timeoutMs > 0) {
        m_timeoutTimer = new QTimer(this);
        m_timeoutTimer->setSingleShot(true);
        connect(m_timeoutTimer, &QTimer::timeout, this, [this] {
            m_timedOut = true;
            cancel();
        });
        m_timeoutTimer->start(m_timeoutMs);
    }
    Logging::logger("engine")->debug("start: {} {}", m_program.toStdString(),
                                     m_arguments.join(QLatin1Char(' ')).toStdString());
    m_process->start();
}

void PodmanCall::cancel(int graceMs)
{
    if (m_finished || !m_process)
        return;
    m_cancelRequested = true;
    if (m_process->state() == QProcess::NotRunning)
        return;
    m_process->terminate();
    if (!m_killTimer) {
        m_killTimer = new QTimer(this);
        m_killTimer->setSingleShot(true);
        connect(m_killTimer, &QTimer::timeout, this, [this] {
            if (m_process && m_process->state() != QProcess::NotRunning)
                m_process->kill();
        });
        m_killTimer->start(graceMs);
    }
}

void PodmanCall::onReadyRead(QProcess::ProcessChannel channel)
{
    if (channel == QProcess::StandardOutput) {
        m_result.stdoutData += m_process->readAllStandardOutput();
        emitLines(true, false);
    } else {
        m_result.stderrData += m_process->readAllStandardError();
        emitLines(false, false);
    }
}

// The complete lines of one channel not yet emitted, as stdoutLine()/stderrLine(), and with `all`
// the unterminated rest. Only when something listens: a listing nobody reads line by line (the
// inventory's 1,000 containers of JSON) is kept whole in result() and costs the event loop no
// string per line. A listener connected later still gets every line from the first one not emitted.
void PodmanCall::emitLines(bool isStdout, bool all)
{
    static const QMetaMethod outSignal = QMetaMethod::fromSignal(&PodmanCall::stdoutLine);
    static const QMetaMethod errSignal = QMetaMethod::fromSignal(&PodmanCall::stderrLine);
    if (!isSignalConnected(isStdout ? outSignal : errSignal))
        return;
    const QByteArray &data = isStdout ? m_result.stdoutData : m_result.stderrData;
    qsizetype &start = isStdout ? m_stdoutEmitted : m_stderrEmitted;
    for (;;) {
        const qsizetype nl = data.indexOf('\n', start);
        if (nl < 0)
            break;
        QByteArrayView line(data.constData() + start, nl - start);
        if (line.endsWith('\r'))
            line.chop(1);
        start = nl + 1;
        const QString text = QString::fromUtf8(line);
        if (isStdout)
            Q_EMIT stdoutLine(text);
        else
            Q_EMIT stderrLine(text);
    }
    if (all && start < data.size()) {
        const QString text = QString::fromUtf8(QByteArrayView(data).sliced(start));
        start = data.size();
        if (isStdout)
            Q_EMIT stdoutLine(text);
        else
            Q_EMIT stderrLine(text);
    }
}

QString PodmanCall::lastOutputLines(int n) const
{
    auto tail = [n](const QByteArray &data) {
        QStringList lines;
        const QList<QByteArray> all = data.split('\n');
        for (auto it = all.crbegin(); it != all.crend() && lines.size() < n; ++it) {
            const QString l = QString::fromUtf8(*it).trimmed();
            if (!l.isEmpty())
                lines.prepend(l);
        }
        return lines.join(QLatin1Char('\n'));
    };
    const QString err = tail(m_result.stderrData);
    return err.isEmpty() ? tail(m_result.stdoutData) : err;
}

void PodmanCall::onErrorOccurred(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart)
        return; // crashes and the like end in finished()
    m_result.failedToStart = true;
    m_result.exitCode = -1;
    if (m_program == QLatin1String("podman"))
        m_result.error = tr("podman is not installed: install it with scripts/setup or your package manager");
    else
        m_result.error =
            tr("podman is not installed (%1 could not be started): install it with scripts/setup "
               "or your package manager")
                .arg(m_program);
    // Always after start() returned, so that a caller connecting to finished() then sees it.
    QMetaObject::invokeMethod(this, &PodmanCall::finish, Qt::QueuedConnection);
}

void PodmanCall::onFinished(int exitCode, QProcess::ExitStatus status)
{
    onReadyRead(QProcess::StandardOutput);
    onReadyRead(QProcess::StandardError);
    m_result.exitCode = exitCode;
    m_result.crashed = status == QProcess::CrashExit;
    m_result.canceled = m_cancelRequested;
    m_result.timedOut = m_timedOut;
    const QString what = QStringLiteral("podman ") + subcommand();
    if (m_timedOut)
        m_result.error = tr("%1 did not finish in time and was stopped: check that podman works "
                            "(podman info) and try again")
                             .arg(what);
    else if (m_cancelRequested)
        m_result.error = tr("%1 was canceled").arg(what);
    else if (m_result.crashed)
        m_result.error = tr("%1 crashed: %2").arg(what, lastOutputLines());
    else if (exitCode != 0) {
        const QString out = lastOutputLines();
        m_result.error = out.isEmpty()
                             ? tr("%1 failed with exit code %2 and printed nothing: run it by hand to "
                                  "see why")
                                   .arg(what)
                                   .arg(exitCode)
                             : tr("%1 failed with exit code %2: %3").arg(what).arg(exitCode).arg(out);
    }
    finish();
}

void PodmanCall::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    emitLines(true, true);
    emitLines(false, true);
    if (m_killTimer)
        m_killTimer->stop();
    if (m_timeoutTimer)
        m_timeoutTimer->stop();
    auto log = Logging::logger("engine");
    if (m_result.ok())
        log->debug("done: podman {} (exit 0)", subcommand().toStdString());
    else
        log->info("failed: podman {}: {}", subcommand().toStdString(), m_result.error.toStdString());
    const PodmanResult result = m_result;
    const bool selfOwned = parent() == nullptr;
    Q_EMIT finished(result);
    if (selfOwned)
        deleteLater();
}

} // namespace aisb
