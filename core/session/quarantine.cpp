// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/quarantine.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb {
namespace Quarantine {
namespace {

// One translation context for the whole file, the one lupdate records (a free Tr::tr() function
// would be filed under each caller's class or namespace, and never found at run time).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::Quarantine)
};

QString errnoText(int err)
{
    return QString::fromLocal8Bit(::strerror(err));
}

// .git/config keys that make git run a program (section, key; "*" = any subsection).
QString gitConfigReason(const QString &section, const QString &sub, const QString &key, const QString &value)
{
    const QString s = section.toLower();
    const QString k = key.toLower();
    if (s == QLatin1String("core")) {
        if (k == QLatin1String("hookspath"))
            return Tr::tr("core.hooksPath points git at hooks outside .git/hooks");
        if (k == QLatin1String("fsmonitor") && value.toLower() != QLatin1String("false") &&
            value.toLower() != QLatin1String("true"))
            return Tr::tr("core.fsmonitor runs a program on every git status");
        if (k == QLatin1String("pager") || k == QLatin1String("sshcommand") || k == QLatin1String("editor") ||
            k == QLatin1String("askpass") || k == QLatin1String("gitproxy"))
            return Tr::tr("core.%1 runs a program").arg(key);
    }
    if (s == QLatin1String("filter") &&
        (k == QLatin1String("clean") || k == QLatin1String("smudge") || k == QLatin1String("process")))
        return Tr::tr("filter \"%1\" runs a program on checkout or add").arg(sub);
    if (s == QLatin1String("diff") && (k == QLatin1String("textconv") || k == QLatin1String("command")))
        return Tr::tr("diff driver \"%1\" runs a program").arg(sub);
    if (s == QLatin1String("merge") && k == QLatin1String("driver"))
        return Tr::tr("merge driver \"%1\" runs a program").arg(sub);
    if (s == QLatin1String("pager"))
        return Tr::tr("pager.%1 runs a program").arg(key);
    if (s == QLatin1String("alias") && value.trimmed().startsWith(QLatin1Char('!')))
        return Tr::tr("alias %1 runs a shell command").arg(key);
    if (s == QLatin1String("include") || s == QLatin1String("includeif"))
        return Tr::tr("includes configuration from elsewhere");
    if ((s == QLatin1String("credential") && k == QLatin1String("helper")) ||
        (s == QLatin1String("gpg") && k == QLatin1String("program")) ||
        (s == QLatin1String("sequence") && k == QLatin1String("editor")) ||
        (s == QLatin1String("uploadpack") && k == QLatin1String("packobjectshook")) ||
        (s == QLatin1String("receive") && k == QLatin1String("procreceiverefs")))
        return Tr::tr("%1.%2 runs a program").arg(section, key);
    return {};
}

void scanGitConfig(const QString &path, const QString &shown, QList<Finding> &out)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return;
    QString section, sub;
    QStringList reasons;
    const QList<QByteArray> lines = f.read(1 << 20).split('\n');
    for (const QByteArray &raw : lines) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char(';')))
            continue;
        QString rest = line;
        if (line.startsWith(QLatin1Char('['))) {
            const qsizetype close = line.indexOf(QLatin1Char(']'));
            const QString head = line.mid(1, close < 0 ? -1 : close - 1).trimmed();
            const qsizetype space = head.indexOf(QLatin1Char(' '));
            const qsizetype dot = head.indexOf(QLatin1Char('.'));
            if (space > 0) {
                section = head.left(space);
                sub = head.mid(space + 1).trimmed().remove(QLatin1Char('"'));
            } else if (dot > 0) {
                section = head.left(dot);
                sub = head.mid(dot + 1);
            } else {
                section = head;
                sub.clear();
            }
            rest = close < 0 ? QString() : line.mid(close + 1).trimmed();
            if (rest.isEmpty())
                continue;
        }
        const qsizetype eq = rest.indexOf(QLatin1Char('='));
        const QString key = (eq < 0 ? rest : rest.left(eq)).trimmed();
        const QString value = eq < 0 ? QString() : rest.mid(eq + 1).trimmed();
        const QString why = gitConfigReason(section, sub, key, value);
        if (!why.isEmpty() && !reasons.contains(why))
            reasons << why;
    }
    for (const QString &why : std::as_const(reasons))
        out.append({shown, why});
}

struct Copier
{
    CopyResult r;
    QByteArray rel; // for messages

    QString shown(const char *name) const
    {
        return QFile::decodeName(rel.isEmpty() ? QByteArray(name) : rel + '/' + name);
    }

    static void keepTimes(int dirFd, const char *name, const struct stat &st)
    {
        const timespec times[2] = {st.st_atim, st.st_mtim};
        ::utimensat(dirFd, name, times, AT_SYMLINK_NOFOLLOW);
    }

    bool copyFile(int srcDir, int dstDir, const char *name, const struct stat &st)
    {
        const int in = ::openat(srcDir, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (in < 0) {
            r.unreadable << shown(name) + QStringLiteral(": ") + errnoText(errno);
            return true;
        }
        const int out = ::openat(dstDir, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (out < 0) {
            r.error = Tr::tr("cannot create %1 in the copy: %2").arg(shown(name), errnoText(errno));
            ::close(in);
            return false;
        }
        bool ok = true;
        if (::ioctl(out, FICLONE, in) == 0) {
            ++r.cloned;
        } else {
            char buf[1 << 16];
            for (;;) {
                const ssize_t n = ::read(in, buf, sizeof buf);
                if (n < 0 && errno == EINTR)
                    continue;
                if (n < 0) {
                    r.unreadable << shown(name) + QStringLiteral(": ") + errnoText(errno);
                    break;
                }
                if (n == 0)
                    break;
                for (ssize_t done = 0; done < n;) {
                    const ssize_t w = ::write(out, buf + done, size_t(n - done));
                    if (w < 0 && errno == EINTR)
                        continue;
                    if (w <= 0) {
                        r.error =
                            Tr::tr("cannot write %1 in the copy: %2").arg(shown(name), errnoText(errno));
                        ok = false;
                        break;
                    }
                    done += w;
                }
                if (!ok)
                    break;
            }
        }
        if (ok)
            ::fchmod(out, st.st_mode & 07777);
        const timespec times[2] = {st.st_atim, st.st_mtim};
        ::futimens(out, times);
        ::close(out);
        ::close(in);
        ++r.files;
        r.bytes += st.st_size;
        return ok;
    }

    // Copies what `srcDir` holds into `dstDir` (both open); false on a hard error.
    bool copyDir(int srcDir, int dstDir)
    {
        const int listFd = ::dup(srcDir);
        DIR *d = listFd < 0 ? nullptr : ::fdopendir(listFd);
        if (!d) {
            r.unreadable << QFile::decodeName(rel) + QStringLiteral(": ") + errnoText(errno);
            if (listFd >= 0)
                ::close(listFd);
            return true;
        }
        ::rewinddir(d);
        bool ok = true;
        while (ok) {
            errno = 0;
            const dirent *e = ::readdir(d);
            if (!e)
                break;
            const char *name = e->d_name;
            if (!std::strcmp(name, ".") || !std::strcmp(name, ".."))
                continue;
            struct stat st;
            if (::fstatat(srcDir, name, &st, AT_SYMLINK_NOFOLLOW) != 0) {
                r.unreadable << shown(name) + QStringLiteral(": ") + errnoText(errno);
                continue;
            }
            if (S_ISREG(st.st_mode)) {
                ok = copyFile(srcDir, dstDir, name, st);
            } else if (S_ISLNK(st.st_mode)) {
                QByteArray target(qsizetype(st.st_size) + 1, '\0');
                const ssize_t n = ::readlinkat(srcDir, name, target.data(), size_t(target.size()));
                if (n < 0) {
                    r.unreadable << shown(name) + QStringLiteral(": ") + errnoText(errno);
                    continue;
                }
                target.truncate(n);
                if (::symlinkat(target.constData(), dstDir, name) != 0) {
                    r.error = Tr::tr("cannot create the link %1 in the copy: %2")
                                  .arg(shown(name), errnoText(errno));
                    ok = false;
                    break;
                }
                keepTimes(dstDir, name, st);
                ++r.links;
            } else if (S_ISDIR(st.st_mode)) {
                const int sub = ::openat(srcDir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
                if (sub < 0) {
                    r.unreadable << shown(name) + QStringLiteral(": ") + errnoText(errno);
                    continue;
                }
                if (::mkdirat(dstDir, name, 0700) != 0) {
                    r.error = Tr::tr("cannot create the folder %1 in the copy: %2")
                                  .arg(shown(name), errnoText(errno));
                    ::close(sub);
                    ok = false;
                    break;
                }
                const int dsub = ::openat(dstDir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
                if (dsub < 0) {
                    r.error = errnoText(errno);
                    ::close(sub);
                    ok = false;
                    break;
                }
                const QByteArray was = rel;
                rel = rel.isEmpty() ? QByteArray(name) : rel + '/' + name;
                ok = copyDir(sub, dsub);
                rel = was;
                // The mode last: a read-only folder is filled first.
                ::fchmod(dsub, st.st_mode & 07777);
                const timespec times[2] = {st.st_atim, st.st_mtim};
                ::futimens(dsub, times);
                ::close(dsub);
                ::close(sub);
                ++r.dirs;
            } else if (S_ISFIFO(st.st_mode)) {
                if (::mkfifoat(dstDir, name, st.st_mode & 07777) == 0)
                    ++r.files;
                else
                    r.skipped << shown(name) + QStringLiteral(": ") + errnoText(errno);
            } else {
                r.skipped << shown(name) + QStringLiteral(": ") +
                                 Tr::tr("a socket or device is never copied into a quarantine");
            }
        }
        ::closedir(d);
        return ok;
    }
};

} // namespace

Policy policy(const Policy &in)
{
    Policy p = in;
    p.network.mode = NetworkMode::None;
    p.network.allow.clear();
    p.network.local.clear();
    p.mounts.homeVolume = false;
    p.mounts.extra.clear();
    p.mounts.project = MountMode::ReadWrite; // the copy
    p.env.pass.clear();
    p.env.set.clear();
    return p;
}

QList<Finding> scanCodeRunningFiles(const QString &projectDir)
{
    QList<Finding> out;
    const QDir root(projectDir);
    auto exists = [&](const QString &rel) {
        struct stat st;
        return ::lstat(QFile::encodeName(root.filePath(rel)).constData(), &st) == 0;
    };
    auto isDir = [&](const QString &rel) {
        struct stat st;
        return ::lstat(QFile::encodeName(root.filePath(rel)).constData(), &st) == 0 && S_ISDIR(st.st_mode);
    };
    if (isDir(QStringLiteral(".git"))) {
        QStringList hooks =
            QDir(root.filePath(QStringLiteral(".git/hooks")))
                .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
        hooks.sort();
        for (const QString &h : std::as_const(hooks))
            if (!h.endsWith(QLatin1String(".sample")))
                out.append(
                    {QStringLiteral(".git/hooks/") + h, Tr::tr("a git hook: git runs it on commit, checkout, "
                                                               "merge or push")});
        scanGitConfig(root.filePath(QStringLiteral(".git/config")), QStringLiteral(".git/config"), out);
    } else if (exists(QStringLiteral(".git"))) {
        out.append({QStringLiteral(".git"),
                    Tr::tr("a .git file points git at a repository elsewhere, whose hooks and config run")});
    }
    struct Known
    {
        const char *path;
        const char *why;
    };
    static const Known known[] = {
        {".gitmodules", QT_TRANSLATE_NOOP("aisb::Quarantine",
                                          "submodules: a recursive clone or update fetches and checks out "
                                          "other repositories")},
        {".ai-sandbox.toml",
         QT_TRANSLATE_NOOP("aisb::Quarantine",
                           "an ai-sandbox policy: it asks for network, variables or mounts "
                           "(ignored in quarantine)")},
        {".envrc", QT_TRANSLATE_NOOP("aisb::Quarantine", "direnv runs it when a shell enters the folder")},
        {".devcontainer", QT_TRANSLATE_NOOP("aisb::Quarantine",
                                            "a dev container definition: editors build and run it, with its "
                                            "lifecycle commands")},
        {".devcontainer.json",
         QT_TRANSLATE_NOOP("aisb::Quarantine", "a dev container definition: editors build and run it, with "
                                               "its lifecycle commands")},
        {".vscode/tasks.json",
         QT_TRANSLATE_NOOP("aisb::Quarantine", "VS Code tasks, which may run when the folder is opened")},
        {".vscode/launch.json", QT_TRANSLATE_NOOP("aisb::Quarantine", "VS Code launch configurations")},
        {".vscode/settings.json",
         QT_TRANSLATE_NOOP("aisb::Quarantine", "VS Code settings can name programs the editor runs")},
        {".idea/runConfigurations", QT_TRANSLATE_NOOP("aisb::Quarantine", "JetBrains run configurations")},
        {".idea/workspace.xml",
         QT_TRANSLATE_NOOP("aisb::Quarantine", "JetBrains workspace, which may hold run configurations")},
        {".run", QT_TRANSLATE_NOOP("aisb::Quarantine", "JetBrains run configurations")},
        {".mcp.json", QT_TRANSLATE_NOOP("aisb::Quarantine", "MCP servers an agent starts")},
        {".claude",
         QT_TRANSLATE_NOOP("aisb::Quarantine", "Claude Code settings: hooks and MCP servers it runs")},
    };
    for (const Known &k : known) {
        const QString rel = QString::fromLatin1(k.path);
        if (exists(rel))
            out.append({rel, QCoreApplication::translate("aisb::Quarantine", k.why)});
    }
    return out;
}

QString warningText(const QList<Finding> &findings)
{
    if (findings.isEmpty())
        return {};
    QStringList parts;
    for (const Finding &f : findings)
        parts << QStringLiteral("%1 (%2)").arg(f.path, f.why);
    return Tr::tr("This project carries files that would run code outside the sandbox if you opened, built "
                  "or committed in it with your own tools: %1. The quarantine session never runs them; "
                  "look at them before you trust the project.")
        .arg(parts.join(QStringLiteral("; ")));
}

QJsonObject findingsJson(const QList<Finding> &findings)
{
    QJsonArray list;
    for (const Finding &f : findings)
        list.append(QJsonObject{{QStringLiteral("path"), f.path}, {QStringLiteral("why"), f.why}});
    return {{QStringLiteral("findings"), list}};
}

CopyResult copyTree(const QString &src, const QString &dst)
{
    Copier c;
    const int in = ::open(QFile::encodeName(src).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (in < 0) {
        c.r.error = Tr::tr("cannot open %1: %2").arg(src, errnoText(errno));
        return c.r;
    }
    struct stat st;
    ::fstat(in, &st);
    if (::mkdir(QFile::encodeName(dst).constData(), 0700) != 0) {
        c.r.error = Tr::tr("cannot create %1: %2").arg(dst, errnoText(errno));
        ::close(in);
        return c.r;
    }
    const int out =
        ::open(QFile::encodeName(dst).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (out < 0) {
        c.r.error = Tr::tr("cannot open %1: %2").arg(dst, errnoText(errno));
        ::close(in);
        return c.r;
    }
    c.copyDir(in, out);
    ::fchmod(out, (st.st_mode & 07777) | 0700);
    const timespec times[2] = {st.st_atim, st.st_mtim};
    ::futimens(out, times);
    ::close(out);
    ::close(in);
    return c.r;
}

QString removeCopy(const QString &copyDir)
{
    // Folders writable first (a read-only one cannot be emptied); QDir::removeRecursively then
    // removes links as links.
    const QByteArray root = QFile::encodeName(copyDir);
    struct stat rootSt;
    if (::lstat(root.constData(), &rootSt) != 0)
        return errno == ENOENT ? QString() : errnoText(errno);
    if (!S_ISDIR(rootSt.st_mode))
        return Tr::tr("%1 is not a folder (a link is never followed): left alone").arg(copyDir);
    QList<QByteArray> todo{root};
    while (!todo.isEmpty()) {
        const QByteArray path = todo.takeLast();
        struct stat st;
        if (::lstat(path.constData(), &st) != 0 || !S_ISDIR(st.st_mode))
            continue;
        ::chmod(path.constData(), (st.st_mode & 07777) | 0700);
        DIR *d = ::opendir(path.constData());
        if (!d)
            continue;
        while (const dirent *e = ::readdir(d)) {
            if (std::strcmp(e->d_name, ".") && std::strcmp(e->d_name, ".."))
                todo.append(path + '/' + e->d_name);
        }
        ::closedir(d);
    }
    return QDir(copyDir).removeRecursively() ? QString() : Tr::tr("some entries could not be removed");
}

QString recordPath(const QString &sessionDir)
{
    return sessionDir + QStringLiteral("/quarantine.json");
}

QString copyPath(const QString &sessionDir)
{
    return sessionDir + QStringLiteral("/quarantine-project");
}

Record readRecord(const QString &sessionDir)
{
    QFile f(recordPath(sessionDir));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    return {o.value(QStringLiteral("original")).toString(), o.value(QStringLiteral("copy")).toString()};
}

QString writeRecord(const QString &sessionDir, const Record &record)
{
    QSaveFile f(recordPath(sessionDir));
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("original"), record.original},
                                      {QStringLiteral("copy"), record.copy}})
                .toJson(QJsonDocument::Compact));
    return f.commit() ? QString() : f.errorString();
}

} // namespace Quarantine
} // namespace aisb
