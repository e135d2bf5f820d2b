// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/sessiondir.h"

#include "util/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QMutex>
#include <QRandomGenerator>
#include <QSaveFile>
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb {
namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::SessionDir", text);
}
QString rootOr(const QString &root)
{
    return root.isEmpty() ? Paths::sessionsDir() : root;
}
} // namespace

SessionDir SessionDir::create(const QString &projectSlug, const QString &root)
{
    SessionDir dir;
    const QString base = rootOr(root);
    if (const QString err = Paths::ensurePrivateDir(base); !err.isEmpty()) {
        dir.m_error = err;
        return dir;
    }
    Q_UNUSED(projectSlug);
    for (int attempt = 0; attempt < 16; ++attempt) {
        const QString id = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-")) +
                           QString::number(QRandomGenerator::system()->generate() & 0xffffff, 16)
                               .rightJustified(6, QLatin1Char('0'));
        const QString path = base + QLatin1Char('/') + id;
        // mkdir fails if it exists: two sessions never share a directory.
        if (::mkdir(QFile::encodeName(path).constData(), 0700) == 0) {
            dir.m_id = id;
            dir.m_path = path;
            QDir().mkpath(dir.gateLogDir());
            return dir;
        }
    }
    dir.m_error = tr("Cannot create a session folder under %1: check that it is writable.").arg(base);
    return dir;
}

SessionDir SessionDir::open(const QString &id, const QString &root)
{
    SessionDir dir;
    dir.m_id = id;
    dir.m_path = rootOr(root) + QLatin1Char('/') + id;
    if (!QFileInfo(dir.m_path).isDir())
        dir.m_error = tr("There is no session %1.").arg(id);
    return dir;
}

SessionDir SessionDir::planned(const QString &id, const QString &root)
{
    SessionDir dir;
    dir.m_id = id;
    dir.m_path = rootOr(root) + QLatin1Char('/') + id;
    return dir;
}

QString SessionDir::filePath(const QString &name) const
{
    return m_path + QLatin1Char('/') + name;
}

QString SessionDir::writeFile(const QString &name, const QByteArray &content, bool privateFile) const
{
    QSaveFile file(filePath(name));
    QDir().mkpath(QFileInfo(file.fileName()).absolutePath()); // names may have a folder part
    // Unbuffered: Qt 6.4's buffered QSaveFile can commit a short write as success.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return tr("Cannot write %1: %2").arg(file.fileName(), file.errorString());
    if (privateFile)
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    if (file.write(content) != content.size()) {
        file.cancelWriting();
        return tr("Cannot write %1: %2").arg(file.fileName(), file.errorString());
    }
    if (!file.commit())
        return tr("Cannot write %1: %2").arg(file.fileName(), file.errorString());
    if (!privateFile)
        QFile::setPermissions(filePath(name),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    return {};
}

QString SessionDir::envFilePath() const
{
    return Paths::envFilesDir() + QLatin1Char('/') + m_id + QStringLiteral(".env");
}

QString SessionDir::writeEnvFile(const QByteArray &content, int *lock) const
{
    if (lock)
        *lock = -1;
    if (const QString err = Paths::ensurePrivateDir(Paths::envFilesDir()); !err.isEmpty())
        return err;
    // Created 0600 from the first byte (O_EXCL) under a name `clean` leaves alone, locked, then
    // renamed: the values never sit in a wider file, and never in an unlocked one while we live.
    const QByteArray path = QFile::encodeName(envFilePath());
    const QByteArray fresh = path + ".new";
    ::unlink(path.constData());
    ::unlink(fresh.constData());
    const int fd = ::open(fresh.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return tr("Cannot create the env file %1: check that its folder is writable.").arg(envFilePath());
    auto failWith = [&](const QString &message) {
        ::close(fd);
        ::unlink(fresh.constData());
        return message;
    };
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0)
        return failWith(tr("Cannot lock the env file %1.").arg(envFilePath()));
    qsizetype written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.constData() + written, size_t(content.size() - written));
        if (n <= 0)
            return failWith(tr("Cannot write the env file %1.").arg(envFilePath()));
        written += n;
    }
    if (::rename(fresh.constData(), path.constData()) != 0)
        return failWith(tr("Cannot write the env file %1.").arg(envFilePath()));
    if (lock)
        *lock = fd;
    else
        ::close(fd);
    return {};
}

int SessionDir::holdLifeline(const QString &path, uint mode, QString *error)
{
    const QByteArray name = QFile::encodeName(path);
    ::unlink(name.constData());
    const int fd = ::open(name.constData(), O_RDONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        *error = tr("Cannot create the session's lifeline %1: check that its folder is writable.").arg(path);
        return -1;
    }
    // The mode goes on after the create (the umask would take bits off it).
    if (::fchmod(fd, mode_t(mode)) != 0 || ::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        *error = tr("Cannot lock the session's lifeline %1.").arg(path);
        return -1;
    }
    return fd;
}

int SessionDir::envMemoryFile(const QByteArray &content, QString *error, const QString &sessionId)
{
    const QByteArray name =
        "aisb-env" + (sessionId.isEmpty() ? QByteArray() : '-' + sessionId.toUtf8().left(200));
    const int fd = int(::memfd_create(name.constData(), MFD_CLOEXEC | MFD_ALLOW_SEALING));
    if (fd < 0) {
        *error =
            tr("Cannot create the memory file for the session's variables: %1").arg(qt_error_string(errno));
        return -1;
    }
    qsizetype written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.constData() + written, size_t(content.size() - written));
        if (n <= 0) {
            ::close(fd);
            *error = tr("Cannot write the session's variables to memory.");
            return -1;
        }
        written += n;
    }
    // Nobody changes it after this: what podman reads is what was rendered.
    ::fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
    return fd;
}

qint64 SessionDir::processStartTime(qint64 pid)
{
    if (pid <= 0)
        return 0;
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = f.readAll();
    // "pid (comm) state ppid ...": comm may hold spaces and ')', so count after its last ')'.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    // A zombie (or a dying task) has exited: its parent just has not reaped it yet.
    const QByteArray state = fields.value(0);
    if (state == "Z" || state == "X" || state == "x")
        return 0;
    return fields.value(19).toLongLong(); // field 22 overall; fields[0] is field 3 (state)
}

void SessionDir::removeEnvFile() const
{
    QFile::remove(envFilePath());
}

void SessionDir::appendEvent(const SessionEvent &event) const
{
    QFile file(eventsPath());
    if (!file.open(QIODevice::Append | QIODevice::WriteOnly))
        return;
    file.write(QJsonDocument(event.toJson()).toJson(QJsonDocument::Compact));
    file.write("\n");
}

QList<SessionEvent> SessionDir::events() const
{
    QList<SessionEvent> out;
    QFile file(eventsPath());
    if (!file.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject())
            out.append(SessionEvent::fromJson(doc.object()));
    }
    return out;
}

QList<GateEvent> SessionDir::gateEvents() const
{
    QFile file(accessLogPath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return GateEvent::parseAll(file.readAll(), true);
}

SessionDir::Summary SessionDir::summary() const
{
    Summary s;
    s.id = m_id;
    const QList<SessionEvent> all = events();
    for (const SessionEvent &e : all) {
        if (!s.started.isValid())
            s.started = e.time;
        if (e.data.contains(QStringLiteral("project")))
            s.project = e.data.value(QStringLiteral("project")).toString();
        if (e.data.contains(QStringLiteral("pid")))
            s.ownerPid = e.data.value(QStringLiteral("pid")).toInteger();
        if (e.data.contains(QStringLiteral("pidStart")))
            s.ownerStart = e.data.value(QStringLiteral("pidStart")).toInteger();
        if (e.data.contains(QStringLiteral("image")))
            s.image = e.data.value(QStringLiteral("image")).toString();
        if (e.data.value(QStringLiteral("warm")).toBool())
            s.warm = true;
        if (const QJsonValue engine = e.data.value(QStringLiteral("engine")); engine.isObject()) {
            s.engineUrl = engine[QStringLiteral("url")].toString();
            s.engineConnection = engine[QStringLiteral("connection")].toString();
        }
        if (e.kind == QLatin1String("state")) {
            const QString state = e.data.value(QStringLiteral("state")).toString();
            if (state == QLatin1String("killed")) {
                s.lastState = s.state;
                s.cleaned = e.data.value(QStringLiteral("cleaned")).toVariant().toStringList();
                s.ended = e.time;
            }
            s.state = state;
            if (e.data.contains(QStringLiteral("exitCode")))
                s.exitCode = e.data.value(QStringLiteral("exitCode")).toInt();
            if (s.state == QLatin1String("finished") || s.state == QLatin1String("failed"))
                s.ended = e.time;
        }
    }
    return s;
}

bool SessionDir::Summary::isAbandoned() const
{
    if (!isOpen() || warm || ownerPid <= 0)
        return false;
    const qint64 start = processStartTime(ownerPid);
    return start == 0 || (ownerStart > 0 && start != ownerStart);
}

QList<SessionDir::Summary> SessionDir::list(const QString &root)
{
    QList<Summary> out;
    const QDir dir(rootOr(root));
    const QStringList ids = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &id : ids)
        out.append(open(id, root).summary());
    return out;
}

namespace {
struct CachedSummary
{
    qint64 size = -1;
    qint64 mtimeMs = -1;
    SessionDir::Summary summary;
};
QMutex &listCacheMutex()
{
    static QMutex m;
    return m;
}
QHash<QString, CachedSummary> &listCache()
{
    static QHash<QString, CachedSummary> c;
    return c;
}
} // namespace

QStringList SessionDir::ids(const QString &root)
{
    return QDir(rootOr(root)).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed);
}

QList<SessionDir::Summary> SessionDir::listCached(const QString &root, const QStringList &ids)
{
    QList<Summary> out;
    out.reserve(ids.size());
    for (const QString &id : ids) {
        const SessionDir d = planned(id, root); // listed as a folder just now: no second look
        const QFileInfo events(d.eventsPath());
        const qint64 size = events.exists() ? events.size() : -1;
        const qint64 mtime = events.exists() ? events.lastModified().toMSecsSinceEpoch() : -1;
        {
            const QMutexLocker lock(&listCacheMutex());
            const auto it = listCache().constFind(d.path());
            if (it != listCache().cend() && it->size == size && it->mtimeMs == mtime) {
                out.append(it->summary);
                continue;
            }
        }
        const Summary s = d.summary();
        out.append(s);
        const QMutexLocker lock(&listCacheMutex());
        listCache().insert(d.path(), {size, mtime, s});
    }
    return out;
}

} // namespace aisb
