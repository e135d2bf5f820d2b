// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A podman service that cannot see this machine's files, for the remote-session tests (issue 17):
// a container of localhost/aisb-test-remote-podman:<hash> (the base image plus podman from the
// Debian mirror, built once and named by a hash of its recipe and the base image's id) running
// `podman system service` rootful inside (privileged), with storage of its own (a named volume)
// and its socket published through a bind-mounted folder, so the tests drive it as
// `podman --url unix:///tmp/aisb-remote-XXXXXX/podman.sock`. It starts with no image: loadImage()
// copies one in (`podman save | podman --url ... load`). Everything it makes is named
// aisb-remote-fixture-<pid>[-rootless]* and removed by the destructor.
//
// slirp4netns is installed there: an allowlist session's sandbox reaches its gate on the service's
// loopback through it (tests/e2e/tst_remote_gate.cpp).
//
// Rootless (RemotePodmanService(true)): the same image, the service run by the user `podman`
// (uid 1000, sub-ids 100000-165535) inside the container, its storage in that user's home.
#include "runprogram.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace aisb::test {

class RemotePodmanService
{
public:
    // Runs `podman <args>` on this machine (local podman, not the service).
    static Ran local(const QStringList &args, int timeoutMs = 120000, const QByteArray &input = {})
    {
        return runProgram(QStringLiteral("podman"), args, timeoutMs, input);
    }

    static QString baseImage() { return QStringLiteral("localhost/ai-sandbox-base:trixie"); }

    explicit RemotePodmanService(bool rootless = false)
        : m_prefix(QStringLiteral("aisb-remote-fixture-%1%2")
                       .arg(QCoreApplication::applicationPid())
                       .arg(rootless ? QStringLiteral("-rootless") : QString())),
          m_rootless(rootless)
    {
    }
    ~RemotePodmanService() { remove(); }
    RemotePodmanService(const RemotePodmanService &) = delete;
    RemotePodmanService &operator=(const RemotePodmanService &) = delete;

    // Builds the image if needed, starts the service and waits (up to `deadlineMs`) until it
    // answers `podman --url ... info`. Empty on success, else why not.
    QString start(int deadlineMs = 120000)
    {
        if (local({QStringLiteral("image"), QStringLiteral("exists"), baseImage()}).code != 0)
            return QStringLiteral("the base image %1 is missing: run scripts/setup").arg(baseImage());
        const QString image = ensureImage();
        if (image.isEmpty())
            return m_error;
        m_sockDir = std::make_unique<QTemporaryDir>(QStringLiteral("/tmp/aisb-remote-XXXXXX"));
        if (!m_sockDir->isValid())
            return QStringLiteral("no temporary folder under /tmp");
        // The socket's folder must be writable by the rootless service's user.
        QFile::setPermissions(m_sockDir->path(), QFileDevice::Permissions(0x7777));
        const QString socket = QStringLiteral("unix:///run/aisb-remote/podman.sock");
        const QByteArray conf = m_containersConf;
        QStringList dropIn;
        if (!conf.isEmpty()) {
            QFile file(m_sockDir->filePath(QStringLiteral("aisb-test.conf")));
            if (!file.open(QIODevice::WriteOnly) || file.write(conf) != conf.size())
                return QStringLiteral("the service's containers.conf drop-in could not be written");
            file.close();
            dropIn << QStringLiteral("--volume")
                   << file.fileName() +
                          QStringLiteral(":/etc/containers/containers.conf.d/50-aisb-test.conf:ro");
        }
        QStringList args{QStringLiteral("run"),
                         QStringLiteral("--detach"),
                         QStringLiteral("--name"),
                         containerName(),
                         QStringLiteral("--privileged"),
                         QStringLiteral("--volume"),
                         m_sockDir->path() + QStringLiteral(":/run/aisb-remote"),
                         QStringLiteral("--volume"),
                         storageVolume() + (m_rootless
                                                ? QStringLiteral(":/home/podman/.local/share/containers")
                                                : QStringLiteral(":/var/lib/containers"))};
        args << dropIn << image;
        if (m_rootless)
            args << QStringLiteral("sh") << QStringLiteral("-c")
                 << QStringLiteral("chown podman:podman /home/podman/.local/share/containers && "
                                   "mkdir -p /run/user/1000 && chown podman /run/user/1000 && "
                                   "exec su podman -s /bin/sh -c 'XDG_RUNTIME_DIR=/run/user/1000 "
                                   "exec podman system service --time=0 %1'")
                        .arg(socket);
        else
            args << QStringLiteral("podman") << QStringLiteral("system") << QStringLiteral("service")
                 << QStringLiteral("--time=0") << socket;
        const Ran run = local(args);
        m_started = true;
        if (run.code != 0)
            return QStringLiteral("the service container did not start: %1")
                .arg(QString::fromUtf8(run.both()));
        // Ready when the socket exists and the service answers; the container ending is a failure.
        const QDeadlineTimer deadline(deadlineMs);
        Ran info;
        while (!deadline.hasExpired()) {
            if (QFileInfo::exists(socketPath())) {
                info = remote(
                    {QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("{{.Host.Arch}}")},
                    10000);
                if (info.code == 0)
                    return {};
            }
            const Ran state = local({QStringLiteral("inspect"), QStringLiteral("--format"),
                                     QStringLiteral("{{.State.Running}}"), containerName()});
            if (state.out.trimmed() != "true") {
                const Ran logs = local({QStringLiteral("logs"), containerName()});
                return QStringLiteral("the service container ended: %1").arg(QString::fromUtf8(logs.both()));
            }
            QTest::qWait(50);
        }
        return QStringLiteral("the service did not answer within %1 ms: %2")
            .arg(deadlineMs)
            .arg(QString::fromUtf8(info.both()));
    }

    // A containers.conf drop-in for the service (before start()), e.g. a network for builds:
    // [containers] netns = "host" lets a build's RUN reach the package mirror through the
    // service container's own network.
    void setContainersConf(const QByteArray &conf) { m_containersConf = conf; }

    // Copies an image of this machine into the service.
    QString loadImage(const QString &reference, int timeoutMs = 300000)
    {
        QProcess save;
        QProcess load;
        save.setStandardOutputProcess(&load);
        save.start(QStringLiteral("podman"), {QStringLiteral("save"), reference});
        load.start(QStringLiteral("podman"), {QStringLiteral("--url"), url(), QStringLiteral("load")});
        const bool done = save.waitForFinished(timeoutMs) && load.waitForFinished(timeoutMs);
        if (!done || save.exitCode() != 0 || load.exitCode() != 0) {
            save.kill();
            load.kill();
            save.waitForFinished();
            load.waitForFinished();
            return QStringLiteral("loading %1 into the service failed: %2 %3")
                .arg(reference, QString::fromUtf8(save.readAllStandardError()),
                     QString::fromUtf8(load.readAllStandardError()));
        }
        return {};
    }

    // An ssh endpoint for the service (`--connection NAME` / `ssh://` URLs, as a user reaches a
    // service on another machine): sshd in the service's container with a host key and a client
    // key made here (in `dir`, the test's), the service's user (root, or `podman` rootless) allowed
    // by that key only; then `podman system connection add NAME ssh://USER@ADDRESS:22<socket>
    // --identity KEY` into dir/containers.conf (CONTAINERS_CONF: never the user's or the system's
    // file; a rootful `connection add` writes /etc/containers/containers.conf) and the host key
    // into dir/home/.ssh/known_hosts (HOME: podman checks host keys there). The environment of a
    // podman client that uses it is sshEnvironment(). Empty on success, else why not.
    QString startSsh(const QString &dir, const QString &name)
    {
        m_sshDir = dir;
        m_sshName = name;
        for (const QString &key : {QStringLiteral("/id"), QStringLiteral("/hostkey")})
            if (const Ran k =
                    runProgram(QStringLiteral("ssh-keygen"),
                               {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                QStringLiteral("-N"), QString(), QStringLiteral("-f"), dir + key});
                k.code != 0)
                return QStringLiteral("ssh-keygen failed: ") + QString::fromUtf8(k.both());
        const auto read = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QString user = m_rootless ? QStringLiteral("podman") : QStringLiteral("root");
        const QString home = m_rootless ? QStringLiteral("/home/podman") : QStringLiteral("/root");
        const auto exec = [this](const QString &script, const QByteArray &input = {}) {
            return local({QStringLiteral("exec"), QStringLiteral("-i"), containerName(), QStringLiteral("sh"),
                          QStringLiteral("-c"), script},
                         60000, input);
        };
        Ran r =
            exec(QStringLiteral("umask 077 && mkdir -p %1/.ssh /run/sshd && cat > %1/.ssh/authorized_keys "
                                "&& chown -R %2 %1/.ssh")
                     .arg(home, user),
                 read(dir + QStringLiteral("/id.pub")));
        if (r.code == 0)
            r = exec(QStringLiteral("umask 077 && cat > /etc/ssh/aisb_host_key"),
                     read(dir + QStringLiteral("/hostkey")));
        if (r.code == 0)
            r = local({QStringLiteral("exec"), QStringLiteral("--detach"), containerName(),
                       QStringLiteral("/usr/sbin/sshd"), QStringLiteral("-D"), QStringLiteral("-h"),
                       QStringLiteral("/etc/ssh/aisb_host_key"), QStringLiteral("-o"),
                       QStringLiteral("PasswordAuthentication=no")});
        if (r.code != 0)
            return QStringLiteral("sshd could not start in the service: ") + QString::fromUtf8(r.both());
        const Ran ip = local({QStringLiteral("inspect"), QStringLiteral("--format"),
                              QStringLiteral("{{.NetworkSettings.IPAddress}}"), containerName()});
        m_sshAddress = QString::fromUtf8(ip.out).trimmed();
        if (m_sshAddress.isEmpty())
            return QStringLiteral("the service container has no address: ") + QString::fromUtf8(ip.both());
        QDir().mkpath(dir + QStringLiteral("/home/.ssh"));
        const QList<QByteArray> hostKey = read(dir + QStringLiteral("/hostkey.pub")).split(' ');
        QFile known(dir + QStringLiteral("/home/.ssh/known_hosts"));
        if (hostKey.size() < 2 || !known.open(QIODevice::WriteOnly) ||
            known.write(m_sshAddress.toLatin1() + ' ' + hostKey[0] + ' ' + hostKey[1] + '\n') < 0)
            return QStringLiteral("the known_hosts file could not be written");
        known.close();
        QFile conf(dir + QStringLiteral("/containers.conf"));
        if (!conf.open(QIODevice::WriteOnly))
            return QStringLiteral("the test's containers.conf could not be made");
        conf.close();
        // sshd is up once it accepts: `connection add` checks the connection itself.
        const QDeadlineTimer deadline(60000);
        Ran add;
        while (!deadline.hasExpired()) {
            add = runProgram(QStringLiteral("podman"),
                             {QStringLiteral("system"), QStringLiteral("connection"), QStringLiteral("add"),
                              QStringLiteral("--identity"), dir + QStringLiteral("/id"), name, sshUrl()},
                             60000, {}, sshEnvironment());
            if (add.code == 0)
                return {};
            QTest::qWait(100);
        }
        return QStringLiteral("podman system connection add failed: ") + QString::fromUtf8(add.both());
    }
    // ssh://USER@ADDRESS:22/run/aisb-remote/podman.sock
    QString sshUrl() const
    {
        return QStringLiteral("ssh://%1@%2:22/run/aisb-remote/podman.sock")
            .arg(m_rootless ? QStringLiteral("podman") : QStringLiteral("root"), m_sshAddress);
    }
    // What a podman client needs to use the connection startSsh() made.
    QMap<QString, QString> sshEnvironment() const
    {
        return {{QStringLiteral("CONTAINERS_CONF"), m_sshDir + QStringLiteral("/containers.conf")},
                {QStringLiteral("HOME"), m_sshDir + QStringLiteral("/home")}};
    }

    // Runs `podman --url <service> <args>`.
    Ran remote(const QStringList &args, int timeoutMs = 120000, const QByteArray &input = {}) const
    {
        return local(QStringList{QStringLiteral("--url"), url()} + args, timeoutMs, input);
    }

    QString url() const { return QStringLiteral("unix://") + socketPath(); }
    QString socketPath() const
    {
        return m_sockDir ? m_sockDir->path() + QStringLiteral("/podman.sock") : QString();
    }
    QString containerName() const { return m_prefix; }
    QString storageVolume() const { return m_prefix + QStringLiteral("-storage"); }
    bool rootless() const { return m_rootless; }
    // A prefix for what a test makes on the service (removed with the service's storage).
    QString prefix() const { return m_prefix; }

    void remove()
    {
        if (!m_started)
            return;
        m_started = false;
        local({QStringLiteral("rm"), QStringLiteral("--force"), QStringLiteral("--time"), QStringLiteral("0"),
               containerName()});
        local({QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("--force"), storageVolume()});
    }

private:
    // localhost/aisb-test-remote-podman:<hash of the recipe and the base image's id>.
    QString ensureImage()
    {
        static const QByteArray recipe =
            "FROM localhost/ai-sandbox-base:trixie\n"
            "RUN apt-get update -qq \\\n"
            " && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends podman crun "
            "tar \\\n"
            // slirp4netns: the route from a sandbox to its gate there (10.0.2.2, the host's loopback);
            // openssh-server: the service reached over ssh (startSsh()).
            "    uidmap fuse-overlayfs slirp4netns openssh-server \\\n"
            " && apt-get clean && rm -rf /var/lib/apt/lists/*\n"
            // The rootless service's user and its sub-ids.
            "RUN useradd -m -u 1000 podman && echo podman:100000:65536 > /etc/subuid \\\n"
            " && echo podman:100000:65536 > /etc/subgid\n"
            // cgroupfs: no systemd inside; no network for what runs there unless asked.
            "RUN printf '[engine]\\ncgroup_manager = \"cgroupfs\"\\nevents_logger = \"file\"\\n"
            "[containers]\\nnetns = \"none\"\\n' > /etc/containers/containers.conf\n";
        const Ran baseId = local({QStringLiteral("image"), QStringLiteral("inspect"),
                                  QStringLiteral("--format"), QStringLiteral("{{.Id}}"), baseImage()});
        QCryptographicHash key(QCryptographicHash::Sha256);
        key.addData(QByteArray("remote-podman v1\n" + baseId.out.trimmed() + "\n" + recipe));
        const QString image = QStringLiteral("localhost/aisb-test-remote-podman:") +
                              QString::fromLatin1(key.result().toHex().left(16));
        if (local({QStringLiteral("image"), QStringLiteral("exists"), image}).code == 0)
            return image;
        QTemporaryDir context;
        QFile f(context.filePath(QStringLiteral("Containerfile")));
        if (!f.open(QIODevice::WriteOnly) || f.write(recipe) != recipe.size()) {
            m_error = QStringLiteral("cannot write the fixture's Containerfile");
            return {};
        }
        f.close();
        const Ran built = local({QStringLiteral("build"), QStringLiteral("--quiet"), QStringLiteral("--tag"),
                                 image, context.path()},
                                1200000);
        if (built.code != 0) {
            m_error = QStringLiteral("building %1 failed: %2").arg(image, QString::fromUtf8(built.both()));
            return {};
        }
        // Earlier versions of the fixture's image are superseded.
        const Ran old = local({QStringLiteral("images"), QStringLiteral("--format"),
                               QStringLiteral("{{.Repository}}:{{.Tag}}"),
                               QStringLiteral("localhost/aisb-test-remote-podman")});
        for (const QString &other : QString::fromUtf8(old.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (other != image && other.startsWith(QLatin1String("localhost/aisb-test-remote-podman:")))
                local({QStringLiteral("rmi"), other});
        return image;
    }

    QString m_prefix;
    bool m_rootless = false;
    QString m_error;
    std::unique_ptr<QTemporaryDir> m_sockDir;
    QByteArray m_containersConf;
    QString m_sshDir;
    QString m_sshName;
    QString m_sshAddress;
    bool m_started = false;
};

} // namespace aisb::test
