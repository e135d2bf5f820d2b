// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace aisb::test {

// What a program a test ran answered.
struct Ran
{
    int code = -1; // -1: it did not start, crashed or hit the deadline (err says which)
    QByteArray out, err;
    QByteArray both() const { return out + "\n" + err; }
};

// Runs `program args` with `input` on its stdin (closed after), waiting at most `timeoutMs`
// (killed then). For tests' setup steps (podman, cpack, openssl), not for what they measure.
// `environment`: variables set on top of this process's.
inline Ran runProgram(const QString &program, const QStringList &args, int timeoutMs = 600000,
                      const QByteArray &input = {}, const QMap<QString, QString> &environment = {})
{
    QProcess p;
    if (!environment.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (auto it = environment.cbegin(); it != environment.cend(); ++it)
            env.insert(it.key(), it.value());
        p.setProcessEnvironment(env);
    }
    p.start(program, args);
    Ran r;
    if (!p.waitForStarted(10000)) {
        r.err = "could not start " + program.toUtf8();
        return r;
    }
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out: " + program.toUtf8() + ' ' + args.join(QLatin1Char(' ')).toUtf8();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace aisb::test
