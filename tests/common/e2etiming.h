// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "e2esandbox.h"

#include <QElapsedTimer>
#include <QList>
#include <algorithm>

namespace aisb::test {

// Timing helpers of the benchmarks: a process timed to its first output marker and to its end,
// and medians. Figures to print, never to assert on.
class E2eTiming
{
public:
    struct Run
    {
        double toMarkerMs = -1; // until `marker` appeared on stdout (-1: never)
        double totalMs = -1;    // until the process ended
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    // Runs program/args (event loop turning) and notes when `marker` first shows on stdout.
    static Run run(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                   const QByteArray &marker, int timeoutMs = 120000)
    {
        Run r;
        QProcess p;
        p.setProgram(program);
        p.setArguments(args);
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(QStringLiteral("/tmp"));
        p.setStandardInputFile(QProcess::nullDevice());
        QElapsedTimer clock;
        QObject::connect(&p, &QProcess::readyReadStandardOutput, &p, [&] {
            r.out += p.readAllStandardOutput();
            if (r.toMarkerMs < 0 && !marker.isEmpty() && r.out.contains(marker))
                r.toMarkerMs = double(clock.nsecsElapsed()) / 1e6;
        });
        QEventLoop loop;
        QTimer deadline;
        deadline.setSingleShot(true);
        QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
        QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
        clock.start();
        p.start();
        deadline.start(timeoutMs);
        if (p.waitForStarted(10000))
            loop.exec();
        r.totalMs = double(clock.nsecsElapsed()) / 1e6;
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished(5000);
        }
        r.out += p.readAllStandardOutput();
        if (r.toMarkerMs < 0 && !marker.isEmpty() && r.out.contains(marker))
            r.toMarkerMs = r.totalMs;
        r.err = p.readAllStandardError();
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        return r;
    }

    // The number of measured runs: AISB_BENCH_RUNS when set, else `fallback`.
    static int runs(int fallback)
    {
        const int n = qEnvironmentVariableIntValue("AISB_BENCH_RUNS");
        return n > 0 ? n : fallback;
    }

    // The policy the start-up benchmarks compare against a bare podman run: a shell, no network.
    static QByteArray noNetworkShellPolicy()
    {
        return QByteArrayLiteral("[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n");
    }

    static double median(QList<double> v)
    {
        if (v.isEmpty())
            return -1;
        std::sort(v.begin(), v.end());
        const qsizetype n = v.size();
        return n % 2 ? v.at(n / 2) : (v.at(n / 2 - 1) + v.at(n / 2)) / 2;
    }
};

} // namespace aisb::test
