// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/projectchanges.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb {
namespace {

// One translation context for the whole file, the one lupdate records (a free Tr::tr() function
// would be filed under each caller's class or namespace, and never found at run time).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::ProjectChanges)
};

QString decoded(const QByteArray &path)
{
    return QFile::decodeName(path);
}

QString errnoText()
{
    return QString::fromLocal8Bit(::strerror(errno));
}

bool isGit(const QByteArray &path)
{
    return path == ".git" || path.startsWith(".git/");
}

bool hasDotComponent(const QByteArray &path)
{
    for (const QByteArray &part : path.split('/'))
        if (part.startsWith('.'))
            return true;
    return false;
}

QString typeName(char type)
{
    switch (type) {
    case SnapshotEntry::File:
        return QStringLiteral("file");
    case SnapshotEntry::Dir:
        return QStringLiteral("dir");
    case SnapshotEntry::Link:
        return QStringLiteral("symlink");
    default:
        return QStringLiteral("other");
    }
}

QJsonValue entryJson(const std::optional<SnapshotEntry> &e)
{
    if (!e)
        return QJsonValue::Null;
    QJsonObject o{{QStringLiteral("type"), typeName(e->type)},
                  {QStringLiteral("mode"), QStringLiteral("%1").arg(e->mode, 4, 8, QLatin1Char('0'))}};
    if (e->type == SnapshotEntry::File) {
        o.insert(QStringLiteral("size"), e->size);
        o.insert(QStringLiteral("sha256"), QString::fromLatin1(e->sha256));
    } else if (e->type == SnapshotEntry::Link) {
        o.insert(QStringLiteral("target"), decoded(e->linkTarget));
    }
    return o;
}

bool looksBinary(int rootFd, const QByteArray &path)
{
    QByteArray name;
    const int dir = ProjectSnapshot::openParent(rootFd, path, &name);
    if (dir < 0)
        return false;
    const int fd = ::openat(dir, name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    ::close(dir);
    if (fd < 0)
        return false;
    char buf[8192];
    const ssize_t n = ::read(fd, buf, sizeof buf);
    ::close(fd);
    return n > 0 && std::memchr(buf, 0, size_t(n)) != nullptr;
}

bool sameOrAbsent(const std::optional<SnapshotEntry> &a, const std::optional<SnapshotEntry> &b)
{
    if (!a || !b)
        return !a && !b;
    return a->sameState(*b);
}

bool underAny(const QByteArray &path, const QList<QByteArray> &prefixes)
{
    if (prefixes.isEmpty())
        return true;
    for (const QByteArray &p : prefixes)
        if (path == p || path.startsWith(QByteArray(p + '/')))
            return true;
    return false;
}

QList<QByteArray> prefixesOf(const QStringList &paths)
{
    QList<QByteArray> prefixes;
    for (const QString &p : paths) {
        QByteArray b = QFile::encodeName(p);
        while (b.endsWith('/'))
            b.chop(1);
        while (b.startsWith("./"))
            b = b.mid(2);
        prefixes << b;
    }
    return prefixes;
}

// Removes what is at `path` now (a folder only when empty).
bool removeAt(int rootFd, const QByteArray &path, bool isDir, QString *why)
{
    QByteArray name;
    const int dir = ProjectSnapshot::openParent(rootFd, path, &name);
    if (dir < 0) {
        *why = Tr::tr("a folder on its way is missing or is not a folder");
        return false;
    }
    const bool ok = ::unlinkat(dir, name.constData(), isDir ? AT_REMOVEDIR : 0) == 0 || errno == ENOENT;
    if (!ok)
        *why = errnoText();
    ::close(dir);
    return ok;
}

bool restoreEntry(int rootFd, const QByteArray &path, const SnapshotEntry &start,
                  const std::optional<SnapshotEntry> &current, const QString &objectDir, bool anyContent,
                  QString *why)
{
    QByteArray name;
    const int dir = ProjectSnapshot::openParent(rootFd, path, &name);
    if (dir < 0) {
        *why = Tr::tr("a folder on its way is missing or is not a folder");
        return false;
    }
    auto done = [dir](bool ok) {
        ::close(dir);
        return ok;
    };
    const bool asRoot = ::geteuid() == 0;
    const char *n = name.constData();
    // Only the mode differs: chmod in place (never through a link: the entry is not one).
    if (current && current->type == start.type && current->sha256 == start.sha256 &&
        current->linkTarget == start.linkTarget && start.type != SnapshotEntry::Link) {
        if (::fchmodat(dir, n, start.mode, AT_SYMLINK_NOFOLLOW) != 0 &&
            ::fchmodat(dir, n, start.mode, 0) != 0) {
            *why = errnoText();
            return done(false);
        }
        return done(true);
    }
    if (current && current->type != SnapshotEntry::Dir && start.type != SnapshotEntry::File &&
        ::unlinkat(dir, n, 0) != 0 && errno != ENOENT) {
        *why = errnoText();
        return done(false);
    }
    switch (start.type) {
    case SnapshotEntry::Dir:
        if (::mkdirat(dir, n, 0700) != 0 && errno != EEXIST) {
            *why = errnoText();
            return done(false);
        }
        if (::fchmodat(dir, n, start.mode, 0) != 0) {
            *why = errnoText();
            return done(false);
        }
        // Best effort: the owner of a restored entry (as root only).
        if (asRoot && ::fchownat(dir, n, start.uid, start.gid, AT_SYMLINK_NOFOLLOW) != 0)
            errno = 0;
        return done(true);
    case SnapshotEntry::Link:
        if (::symlinkat(start.linkTarget.constData(), dir, n) != 0) {
            *why = errnoText();
            return done(false);
        }
        if (asRoot && ::fchownat(dir, n, start.uid, start.gid, AT_SYMLINK_NOFOLLOW) != 0)
            errno = 0; // best effort, as above
        return done(true);
    case SnapshotEntry::File:
        break;
    default:
        *why = Tr::tr("a special file (device, pipe, socket) is not restored");
        return done(false);
    }
    if (!anyContent && !ProjectSnapshot::mayKeepContent(path)) {
        *why = Tr::tr("its content is never kept, as it may hold secrets (the policy file, .env, "
                      "credentials, keys): restore it from your own copy");
        return done(false);
    }
    if (!start.stored || start.sha256.isEmpty()) {
        *why = Tr::tr("its content was not kept (larger than the cap, see changes/undo_file_cap)");
        return done(false);
    }
    QFile object(objectDir + QLatin1Char('/') + QString::fromLatin1(start.sha256));
    if (!object.open(QIODevice::ReadOnly)) {
        *why = Tr::tr("its kept content is missing: %1").arg(object.errorString());
        return done(false);
    }
    const QByteArray content = object.readAll();
    if (QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex() != start.sha256) {
        *why = Tr::tr("its kept content does not match its hash");
        return done(false);
    }
    const QByteArray tmp = "." + name.left(100) + ".aisb-undo";
    ::unlinkat(dir, tmp.constData(), 0);
    const int fd = ::openat(dir, tmp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        *why = errnoText();
        return done(false);
    }
    bool ok = ProjectSnapshot::writeAll(fd, content) && ::fchmod(fd, start.mode) == 0;
    if (ok && asRoot)
        ok = ::fchown(fd, start.uid, start.gid) == 0 && ::fchmod(fd, start.mode) == 0;
    if (ok) {
        const timespec times[2] = {
            {0, UTIME_OMIT}, {time_t(start.mtimeNs / 1000000000LL), long(start.mtimeNs % 1000000000LL)}};
        ::futimens(fd, times);
    }
    ::close(fd);
    if (!ok || ::renameat(dir, tmp.constData(), dir, n) != 0) {
        *why = errnoText();
        ::unlinkat(dir, tmp.constData(), 0);
        return done(false);
    }
    return done(true);
}

} // namespace

QString FileChange::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Created:
        return QStringLiteral("created");
    case Kind::Modified:
        return QStringLiteral("modified");
    case Kind::Deleted:
        return QStringLiteral("deleted");
    case Kind::ModeChanged:
        return QStringLiteral("chmod");
    }
    return {};
}

bool ProjectChanges::usualType(const QByteArray &path)
{
    static const QSet<QByteArray> extensions = {
        "c",          "h",     "cc",    "cpp",     "cxx",   "hpp",   "hh",    "hxx",    "ipp",     "py",
        "pyi",        "rs",    "go",    "js",      "mjs",   "cjs",   "ts",    "tsx",    "jsx",     "java",
        "kt",         "kts",   "swift", "rb",      "php",   "pl",    "pm",    "sh",     "bash",    "zsh",
        "fish",       "lua",   "r",     "m",       "mm",    "cs",    "fs",    "scala",  "clj",     "ex",
        "exs",        "erl",   "hrl",   "hs",      "ml",    "mli",   "elm",   "dart",   "vue",     "svelte",
        "html",       "htm",   "css",   "scss",    "sass",  "less",  "json",  "jsonc",  "yaml",    "yml",
        "toml",       "ini",   "cfg",   "conf",    "xml",   "md",    "rst",   "txt",    "adoc",    "tex",
        "csv",        "tsv",   "sql",   "graphql", "proto", "cmake", "mk",    "gradle", "lock",    "sum",
        "mod",        "patch", "diff",  "svg",     "qml",   "ui",    "qrc",   "ts",     "po",      "in",
        "am",         "ac",    "nix",   "tf",      "zig",   "jl",    "ipynb", "rake",   "gemspec", "cabal",
        "properties", "bat",   "ps1",   "el",      "vim",   "log"};
    static const QSet<QByteArray> names = {
        "Makefile",    "makefile",    "GNUmakefile", "Dockerfile", "Containerfile", "README",   "LICENSE",
        "COPYING",     "AUTHORS",     "CHANGELOG",   "NEWS",       "Gemfile",       "Rakefile", "Procfile",
        "Vagrantfile", "Jenkinsfile", "BUILD",       "WORKSPACE",  "Cargo.lock",    "go.sum"};
    const QByteArray base = path.mid(path.lastIndexOf('/') + 1);
    if (names.contains(base))
        return true;
    const qsizetype dot = base.lastIndexOf('.');
    if (dot <= 0)
        return false;
    return extensions.contains(base.mid(dot + 1).toLower());
}

QList<FileChange> ProjectChanges::diff(const ProjectSnapshot &before, const ProjectSnapshot &after,
                                       int rootFd)
{
    QList<FileChange> out;
    auto flagged = [](FileChange &c) {
        const bool git = isGit(c.path);
        if (git)
            c.flags << QStringLiteral("git-internal");
        const SnapshotEntry *a = c.after ? &*c.after : nullptr;
        const SnapshotEntry *b = c.before ? &*c.before : nullptr;
        if (c.kind == FileChange::Kind::Created && hasDotComponent(c.path) && !git)
            c.flags << QStringLiteral("new-dotfile");
        if (a && a->type == SnapshotEntry::File) {
            const quint32 was = b && b->type == SnapshotEntry::File ? b->mode : 0;
            if ((a->mode & 0111) & ~was)
                c.flags << QStringLiteral("made-executable");
            if ((a->mode & 06000) & ~was)
                c.flags << QStringLiteral("set-id");
        }
        if (c.kind == FileChange::Kind::Created && a && a->type == SnapshotEntry::File && !git &&
            !usualType(c.path) &&
            !c.path.mid(c.path.lastIndexOf('/') + 1).startsWith('.')) // a dotfile has its own flag
            c.flags << QStringLiteral("unusual-type");
    };
    for (auto it = after.entries.cbegin(); it != after.entries.cend(); ++it) {
        const auto was = before.entries.constFind(it.key());
        FileChange c;
        c.path = it.key();
        c.after = it.value();
        if (was == before.entries.cend()) {
            c.kind = FileChange::Kind::Created;
        } else {
            c.before = was.value();
            const SnapshotEntry &b = was.value();
            const SnapshotEntry &a = it.value();
            if (a.type != b.type || a.sha256 != b.sha256 || a.linkTarget != b.linkTarget ||
                (a.type != SnapshotEntry::Dir && a.size != b.size))
                c.kind = FileChange::Kind::Modified;
            else if (a.mode != b.mode)
                c.kind = FileChange::Kind::ModeChanged;
            else
                continue;
        }
        out.append(c);
    }
    for (auto it = before.entries.cbegin(); it != before.entries.cend(); ++it) {
        if (after.entries.contains(it.key()))
            continue;
        FileChange c;
        c.path = it.key();
        c.kind = FileChange::Kind::Deleted;
        c.before = it.value();
        out.append(c);
    }
    for (FileChange &c : out) {
        flagged(c);
        c.contentKept = !c.before || c.before->type != SnapshotEntry::File || c.before->stored ||
                        c.kind == FileChange::Kind::ModeChanged;
        if (rootFd >= 0 && c.after && c.after->type == SnapshotEntry::File)
            c.binary = looksBinary(rootFd, c.path);
    }
    std::sort(out.begin(), out.end(), [](const FileChange &a, const FileChange &b) {
        if (a.flags.isEmpty() != b.flags.isEmpty())
            return !a.flags.isEmpty();
        return a.path < b.path;
    });
    return out;
}

QJsonObject ProjectChanges::toJson(const QList<FileChange> &changes)
{
    QJsonArray list;
    int counts[4] = {0, 0, 0, 0};
    int flagged = 0;
    for (const FileChange &c : changes) {
        ++counts[int(c.kind)];
        flagged += c.flags.isEmpty() ? 0 : 1;
        list.append(QJsonObject{{QStringLiteral("path"), decoded(c.path)},
                                {QStringLiteral("change"), FileChange::kindName(c.kind)},
                                {QStringLiteral("flags"), QJsonArray::fromStringList(c.flags)},
                                {QStringLiteral("binary"), c.binary},
                                {QStringLiteral("content_kept"), c.contentKept},
                                {QStringLiteral("before"), entryJson(c.before)},
                                {QStringLiteral("after"), entryJson(c.after)}});
    }
    return {{QStringLiteral("changes"), list},
            {QStringLiteral("summary"), QJsonObject{{QStringLiteral("created"), counts[0]},
                                                    {QStringLiteral("modified"), counts[1]},
                                                    {QStringLiteral("deleted"), counts[2]},
                                                    {QStringLiteral("chmod"), counts[3]},
                                                    {QStringLiteral("flagged"), flagged}}}};
}

ProjectChanges::UndoResult ProjectChanges::undo(const QString &projectDir, const ProjectSnapshot &start,
                                                const ProjectSnapshot &end, const QString &objectDir,
                                                const QStringList &paths, bool force)
{
    return revert(projectDir, start, end, objectDir, paths, force, false);
}

ProjectChanges::UndoResult ProjectChanges::apply(const QString &projectDir, const QString &copyDir,
                                                 const ProjectSnapshot &start, const ProjectSnapshot &end,
                                                 const QString &stageDir, const QStringList &paths,
                                                 bool force)
{
    UndoResult r;
    const QList<QByteArray> prefixes = prefixesOf(paths);
    const int copyFd = ::open(QFile::encodeName(copyDir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (copyFd < 0) {
        r.failed << QStringLiteral("%1: %2").arg(copyDir, errnoText());
        return r;
    }
    if (!QDir().mkpath(stageDir)) {
        ::close(copyFd);
        r.failed << QStringLiteral("%1: %2").arg(stageDir, Tr::tr("cannot be created"));
        return r;
    }
    // The session's end state is the target; the content of its files is in the copy (read without
    // following a link, checked against the end snapshot's hash, staged content-addressed).
    ProjectSnapshot target = end;
    QStringList broken;
    for (const FileChange &c : diff(start, end)) {
        if (!underAny(c.path, prefixes) || !c.after || c.after->type != SnapshotEntry::File)
            continue;
        QByteArray name;
        const int dir = ProjectSnapshot::openParent(copyFd, c.path, &name);
        const int fd = dir < 0 ? -1 : ::openat(dir, name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        if (dir >= 0)
            ::close(dir);
        QFile in;
        QByteArray content;
        if (fd >= 0 && in.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
            content = in.readAll();
        else if (fd >= 0)
            ::close(fd);
        if (fd < 0 ||
            QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex() != c.after->sha256) {
            r.failed << decoded(c.path) + QStringLiteral(": ") +
                            Tr::tr("the copy no longer holds what the session left there");
            broken << decoded(c.path);
            continue;
        }
        QFile staged(stageDir + QLatin1Char('/') + QString::fromLatin1(c.after->sha256));
        if (!staged.open(QIODevice::WriteOnly) || staged.write(content) != content.size()) {
            r.failed << decoded(c.path) + QStringLiteral(": ") + staged.errorString();
            broken << decoded(c.path);
            continue;
        }
        target.entries[c.path].stored = true;
    }
    ::close(copyFd);
    if (!r.failed.isEmpty())
        return r;
    // Applying is undoing in the other direction: the project goes from the start state to the end
    // state, and a path in neither is the user's change since the session started.
    return revert(projectDir, target, start, stageDir, paths, force, true);
}

ProjectChanges::UndoResult ProjectChanges::revert(const QString &projectDir, const ProjectSnapshot &start,
                                                  const ProjectSnapshot &end, const QString &objectDir,
                                                  const QStringList &paths, bool force, bool anyContent)
{
    UndoResult r;
    const int rootFd = ::open(QFile::encodeName(projectDir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (rootFd < 0) {
        r.failed << QStringLiteral("%1: %2").arg(projectDir, errnoText());
        return r;
    }
    const QList<QByteArray> prefixes = prefixesOf(paths);
    struct Todo
    {
        QByteArray path;
        std::optional<SnapshotEntry> start;
        std::optional<SnapshotEntry> current;
    };
    QList<Todo> todo;
    for (const FileChange &c : diff(start, end)) {
        if (!underAny(c.path, prefixes))
            continue;
        const std::optional<SnapshotEntry> now = ProjectSnapshot::stateOf(rootFd, c.path);
        const QString shown = decoded(c.path);
        if (sameOrAbsent(now, c.before)) {
            r.unchanged << shown;
            continue;
        }
        if (!sameOrAbsent(now, c.after) && !force) {
            r.conflicts << shown;
            continue;
        }
        todo.append({c.path, c.before, now});
    }
    if (!r.conflicts.isEmpty()) {
        ::close(rootFd);
        return r;
    }
    // Removals deepest first (what the session created, and a folder where a file was), then
    // restores in path order (a folder before what it holds).
    std::sort(todo.begin(), todo.end(), [](const Todo &a, const Todo &b) { return a.path > b.path; });
    QSet<QByteArray> removedFailed;
    for (const Todo &t : std::as_const(todo)) {
        const bool removeIt =
            t.current &&
            (!t.start || (t.current->type == SnapshotEntry::Dir && t.start->type != SnapshotEntry::Dir));
        if (!removeIt)
            continue;
        QString why;
        if (!removeAt(rootFd, t.path, t.current->type == SnapshotEntry::Dir, &why)) {
            r.failed << decoded(t.path) + QStringLiteral(": ") + why;
            removedFailed.insert(t.path);
        } else if (!t.start) {
            r.restored << decoded(t.path);
        }
    }
    std::reverse(todo.begin(), todo.end());
    for (const Todo &t : std::as_const(todo)) {
        if (!t.start || removedFailed.contains(t.path))
            continue;
        std::optional<SnapshotEntry> current = t.current;
        if (current && current->type == SnapshotEntry::Dir && t.start->type != SnapshotEntry::Dir)
            current.reset(); // removed above
        QString why;
        if (restoreEntry(rootFd, t.path, *t.start, current, objectDir, anyContent, &why))
            r.restored << decoded(t.path);
        else
            r.failed << decoded(t.path) + QStringLiteral(": ") + why;
    }
    ::close(rootFd);
    return r;
}

} // namespace aisb
