// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/containerinfo.h"
#include "engine/diskusage.h"
#include "engine/imageinfo.h"
#include "engine/podmancapabilities.h"
#include "engine/podmanresult.h"
#include "engine/volumeinfo.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QProcess>
#include <QStringList>

class QTimer;

namespace aisb {

// One running podman process: streams its output line by line (to whoever listens) and reports
// how it ended.
// Never blocks. Created by Podman::start(); a call without a parent deletes itself after
// finished() was emitted.
class PodmanCall : public QObject
{
    Q_OBJECT
public:
    PodmanCall(const QString &program, const QStringList &arguments, QObject *parent = nullptr);
    ~PodmanCall() override;

    // Starts the process (Podman::start() does this). Call at most once.
    void start();
    // Ends the call: SIGTERM now, SIGKILL after `graceMs` if it is still running. Returns at once.
    void cancel(int graceMs = 3000);
    // Cancels the call if it has not finished after `ms` (0 = no limit). Set before start().
    void setTimeout(int ms) { m_timeoutMs = ms; }
    // Data written to the process's standard input, which is then closed. Set before start().
    void setStandardInput(const QByteArray &data)
    {
        m_stdin = data;
        m_hasStdin = true;
    }

    QString program() const { return m_program; }
    QStringList arguments() const { return m_arguments; }
    // The podman subcommand ("build", "ps", "image exists"), for messages.
    QString subcommand() const;
    bool isRunning() const;
    bool isFinished() const { return m_finished; }
    // Valid once finished() was emitted.
    const PodmanResult &result() const { return m_result; }
    // The last `n` non-empty lines podman wrote to stderr (or stdout when stderr is empty).
    QString lastOutputLines(int n = 5) const;

Q_SIGNALS:
    void started();
    void stdoutLine(const QString &line);
    void stderrLine(const QString &line);
    void finished(const aisb::PodmanResult &result);

    // The answer of one of Podman's typed calls (probe(), listImages(), build() ...), after
    // finished(): only whoever holds this call hears it, so two callers never take each other's
    // answer. Exactly one of them, or failed() with the reason (the call, or parsing its output).
    void capabilitiesReady(const aisb::PodmanCapabilities &capabilities);
    void containersListed(const QList<aisb::ContainerInfo> &containers);
    void imagesListed(const QList<aisb::ImageInfo> &images);
    void volumesListed(const QList<aisb::VolumeInfo> &volumes);
    void imageExistsChecked(bool exists);
    void diskUsageReady(const aisb::DiskUsage &usage);
    void built(const QString &tag);
    void succeeded(); // remove() and stop()
    void failed(const QString &message);
    // While build() runs: each line of its output, and each STEP n/m it reaches.
    void buildLine(const QString &line);
    void buildProgress(int step, int total);

private:
    void onReadyRead(QProcess::ProcessChannel channel);
    void onErrorOccurred(QProcess::ProcessError error);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void emitLines(bool isStdout, bool all);
    void finish();

    QString m_program;
    QStringList m_arguments;
    QProcess *m_process = nullptr;
    QTimer *m_killTimer = nullptr;
    QTimer *m_timeoutTimer = nullptr;
    qsizetype m_stdoutEmitted = 0; // bytes of result().stdoutData already emitted as lines
    qsizetype m_stderrEmitted = 0;
    QByteArray m_stdin;
    bool m_hasStdin = false;
    int m_timeoutMs = 0;
    bool m_started = false;
    bool m_finished = false;
    bool m_cancelRequested = false;
    bool m_timedOut = false;
    PodmanResult m_result;
};

} // namespace aisb
