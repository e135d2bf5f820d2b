// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <functional>

namespace aisb {

// A private mount namespace for one rootful sandbox launch (issue 18).
//
// The rootful project view (projectview.h) and bind stage (bindstage.h) are mounts that the
// runtime binds into the sandbox by path, so they must exist where runc resolves them, from just
// before `podman run` until the container holds its own copies. Made in the host's mount
// namespace, a launcher killed in that window left them mounted until the next command. Instead
// they are made in a namespace of their own: a copy of the host's in which the folders they live
// in (/run/ai-sandbox/views and /run/ai-sandbox/stage) are fresh tmpfs mounts that do not
// propagate to the host. The launcher holds it by a descriptor (O_CLOEXEC), and podman is run in
// it (`nsenter --mount=/dev/fd/N`), so runc, a child of conmon, a child of podman, resolves the
// paths there; everything else podman does is as on the host (only the mounts holding those
// folders are made slaves in the copy). The namespace lives while the launcher's descriptor, or
// podman, conmon or the exit cleanup that conmon starts, is in or holds it: the kernel drops it,
// and with it every view and stage mount, when the last of them ends, however they end.
class LaunchNamespace
{
public:
    // Creates it; `fresh` are host folders (created root-only 0700 if missing) that are empty
    // tmpfs mounts in it. Returns an O_CLOEXEC descriptor of the namespace, or -1 with *error set.
    static int create(const QStringList &fresh, QString *error);

    // Runs `work` in a child that joined mount namespace `mountNs` (and first user namespace
    // `userNs` when >= 0; a threaded process cannot join one itself). Without a user namespace the
    // child shares this process's memory and this thread waits until it ends (no fork: no page
    // tables copied); with one it is forked. `work` makes raw system calls only, returns 0 or an
    // errno, and may fill `result` (`size` bytes), which this process then has. Returns what `work`
    // returned, or an errno of the join or the clone (ECHILD: a forked child ended without a
    // report).
    static int run(int mountNs, const std::function<int()> &work, void *result = nullptr, size_t size = 0,
                   int userNs = -1);

    // The program and arguments that run `program args` in namespace `mountNs` (a descriptor the
    // child must inherit): nsenter, or empty when nsenter is not installed.
    static QStringList wrap(int mountNs, const QString &program, const QStringList &args);

    // A root-owned folder that nobody else may enter or change, made (with its parents below /run)
    // if missing. Empty when it is so, else a sentence saying what is wrong.
    static QString ensureRootDir(const QString &dir);

    // The folder at or above `path` where its file system is mounted in this process's mount
    // namespace (from `mountInfo`, /proc/self/mountinfo's text). Pure, for tests.
    static QString mountPointOf(const QString &path, const QByteArray &mountInfo);
};

} // namespace aisb
