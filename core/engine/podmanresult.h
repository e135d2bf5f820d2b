// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>

namespace aisb {

// What one podman call ended with: exit status, everything it printed, and a sentence for people.
struct PodmanResult
{
    int exitCode = -1;
    bool crashed = false;       // killed by a signal (also after cancel())
    bool failedToStart = false; // the program could not be started (not installed)
    bool canceled = false;      // cancel() or the call's timeout ended it
    bool timedOut = false;
    QByteArray stdoutData;
    QByteArray stderrData;
    QString error; // empty when the call succeeded; else what went wrong and what to do

    bool ok() const { return !crashed && !failedToStart && !canceled && exitCode == 0; }
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::PodmanResult)
