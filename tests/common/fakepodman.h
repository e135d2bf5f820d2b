// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QTemporaryDir>

namespace aisb::test {

// A stand-in `podman` (a shell script in a temporary directory) for the error paths real podman
// cannot produce on demand: non-zero exits, a build failing at a given step, a call that hangs.
class FakePodman
{
public:
    // `body` is the script after "#!/bin/sh"; it sees podman's arguments as "$@".
    explicit FakePodman(const QByteArray &body)
    {
        m_path = m_dir.path() + QStringLiteral("/podman");
        QFile f(m_path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write the fake podman");
        f.write("#!/bin/sh\n" + body + "\n");
        f.close();
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    QString program() const { return m_path; }
    // A path where no program exists (podman not installed).
    QString missingProgram() const { return m_dir.path() + QStringLiteral("/no-such-podman"); }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

} // namespace aisb::test
