// SPDX-License-Identifier: GPL-3.0-or-later
// Session's terminal recording: the front end relays the terminal, the session keeps it as
// terminal.cast (asciicast v2, terminalrecording.h) in its folder, masked, up to the policy's cap.
#include "session/session.h"
#include "session/terminalrecording.h"

#include <QCoreApplication>

namespace aisb {

namespace {
const QString kRecordingFile = QStringLiteral("terminal.cast");
}

void Session::startTerminalRecording()
{
    const Policy::Session &rec = m_options.policy.session;
    if (m_recorder || !rec.record || m_options.terminalSize.isEmpty() || !m_dir.isValid())
        return;
    auto *recorder = new TerminalRecorder(this);
    TerminalRecorder::Options o;
    o.path = m_dir.filePath(kRecordingFile);
    o.maxBytes = qint64(rec.recordMaxMb) << 20;
    o.secrets = secretValues(m_options.policy, m_options.hostEnvironment);
    o.cols = m_options.terminalSize.width();
    o.rows = m_options.terminalSize.height();
    o.title = tr("ai-sandbox session %1").arg(m_dir.id());
    if (const QString error = recorder->open(o); !error.isEmpty()) {
        delete recorder;
        addEvent(QStringLiteral("warning"), tr("%1 The session is not recorded.").arg(error));
        return;
    }
    m_recorder = recorder;
    connect(recorder, &TerminalRecorder::capReached, this, [this](qint64 maxBytes) {
        addEvent(QStringLiteral("warning"),
                 tr("The terminal recording reached session.record_max_mb (%1 MiB) and stopped; raise it "
                    "in the policy to record longer sessions.")
                     .arg(maxBytes >> 20),
                 {{QStringLiteral("file"), kRecordingFile}});
    });
    // The moment the recording's time 0 stands for: the session log and the replay meet on it.
    addEvent(QStringLiteral("recording"), tr("The terminal is recorded in %1.").arg(kRecordingFile),
             {{QStringLiteral("file"), kRecordingFile},
              {QStringLiteral("startMs"), recorder->startEpochMs()},
              {QStringLiteral("cols"), o.cols},
              {QStringLiteral("rows"), o.rows},
              {QStringLiteral("masked"), int(o.secrets.size())}});
}

void Session::finishTerminalRecording()
{
    if (m_recorder)
        m_recorder->finish();
}

void Session::recordTerminalOutput(QByteArrayView bytes)
{
    if (m_recorder)
        m_recorder->output(bytes);
}

void Session::recordTerminalInput(QByteArrayView bytes)
{
    if (m_recorder)
        m_recorder->input(bytes);
}

void Session::recordTerminalResize(int cols, int rows)
{
    if (cols <= 0 || rows <= 0)
        return;
    if (m_recorder)
        m_recorder->resize(cols, rows);
    else if (!m_options.terminalSize.isEmpty())
        m_options.terminalSize = QSize(cols, rows); // the recording's header takes the latest size
}

QString Session::terminalRecordingPath() const
{
    return m_recorder ? m_dir.filePath(kRecordingFile) : QString();
}

} // namespace aisb
