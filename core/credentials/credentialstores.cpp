// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentials/credentialstores.h"

#include "util/paths.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QMap>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QSaveFile>
#include <QThread>
#include <QTimer>
#include <fcntl.h>
#include <qt6keychain/keychain.h>
#include <sodium.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb {

namespace {

// One translation context for the whole file, the one lupdate records (a free Tr::tr() function
// would be filed under each caller's class or namespace, and never found at run time).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::CredentialStore)
};

const QByteArray Magic = QByteArrayLiteral("AISBCRED1\n");
constexpr qsizetype KeySize = crypto_secretbox_KEYBYTES;
constexpr qsizetype NonceSize = crypto_secretbox_NONCEBYTES;
constexpr qsizetype MacSize = crypto_secretbox_MACBYTES;

bool sodiumReady()
{
    static const bool ready = ::sodium_init() >= 0;
    return ready;
}

// Overwrites a buffer that held a secret before it is freed.
void wipe(QByteArray &b)
{
    if (!b.isEmpty())
        ::sodium_memzero(b.data(), size_t(b.size()));
    b.clear();
}

// Mode bits of `path` (not following a symlink); -1 when missing.
int modeOf(const QString &path, bool *isRegularOwnFile)
{
    struct stat st = {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    *isRegularOwnFile = S_ISREG(st.st_mode) && st.st_uid == ::geteuid();
    return int(st.st_mode & 07777);
}

} // namespace

QString credentialNameError(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"));
    if (valid.match(name).hasMatch())
        return {};
    return Tr::tr("The credential name '%1' is not valid: use 1 to 128 letters, digits, '.', '_' or '-', "
                  "starting with a letter or digit (e.g. anthropic-key).")
        .arg(name);
}

QString credentialValueError(const QString &value)
{
    if (value.isEmpty())
        return Tr::tr("The value is empty: paste or type the key itself.");
    for (const QChar c : value)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return Tr::tr("The value contains a control character (a line break or tab): a header value "
                          "cannot; paste the key alone, on one line.");
    return {};
}

// ---------------------------------------------------------------- encrypted file

EncryptedFileStore::EncryptedFileStore(QString dataFile, QString keyFile)
    : m_dataFile(std::move(dataFile)), m_keyFile(std::move(keyFile))
{
}

QString EncryptedFileStore::defaultDataFile()
{
    return Paths::dataHome() + QStringLiteral("/ai-sandbox/credentials.enc");
}

QString EncryptedFileStore::defaultKeyFile()
{
    return Paths::configHome() + QStringLiteral("/ai-sandbox/credentials.key");
}

QString EncryptedFileStore::backendName() const
{
    return Tr::tr("encrypted file %1").arg(Paths::shown(m_dataFile));
}

QByteArray EncryptedFileStore::key(bool create, QString *error) const
{
    const QByteArray path = QFile::encodeName(m_keyFile);
    bool own = false;
    int mode = modeOf(m_keyFile, &own);
    if (mode < 0 && create) {
        // Made complete under a temporary name, then linked into place: a reader never sees half a
        // key, and two processes creating it at once agree on the first one linked.
        if (const QString e = Paths::ensurePrivateDir(QFileInfo(m_keyFile).absolutePath()); !e.isEmpty()) {
            *error = e;
            return {};
        }
        const QByteArray tmp = path + ".tmp-" + QByteArray::number(::getpid());
        ::unlink(tmp.constData());
        const int fd = ::open(tmp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0) {
            *error = Tr::tr("Cannot create the key file %1: %2.")
                         .arg(m_keyFile, QString::fromLocal8Bit(strerror(errno)));
            return {};
        }
        QByteArray fresh(KeySize, '\0');
        ::randombytes_buf(fresh.data(), size_t(fresh.size()));
        const bool written =
            ::write(fd, fresh.constData(), size_t(fresh.size())) == fresh.size() && ::fsync(fd) == 0;
        ::close(fd);
        wipe(fresh);
        const bool linked = written && ::link(tmp.constData(), path.constData()) == 0;
        ::unlink(tmp.constData());
        if (!written) {
            *error = Tr::tr("Cannot write the key file %1.").arg(m_keyFile);
            return {};
        }
        Q_UNUSED(linked) // when another process linked its key first, that one is read below
        mode = modeOf(m_keyFile, &own);
    }
    if (mode < 0) {
        *error = Tr::tr("The key file %1 is missing.").arg(m_keyFile);
        return {};
    }
    if (!own || (mode & 077) != 0) {
        *error = Tr::tr("The key file %1 is not a private file of this user (mode %2): run chmod 600 on it, "
                        "or remove it and %3 to set the values again.")
                     .arg(m_keyFile, QString::number(mode, 8), m_dataFile);
        return {};
    }
    QFile f(m_keyFile);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("Cannot read the key file %1: %2.").arg(m_keyFile, f.errorString());
        return {};
    }
    QByteArray k = f.read(KeySize + 1);
    if (k.size() != KeySize) {
        wipe(k);
        *error =
            Tr::tr("The key file %1 is damaged (not %2 bytes): remove it and %3, then set the values again.")
                .arg(m_keyFile)
                .arg(KeySize)
                .arg(m_dataFile);
        return {};
    }
    return k;
}

bool EncryptedFileStore::load(QMap<QString, QString> *values, QString *error) const
{
    values->clear();
    if (!sodiumReady()) {
        *error = Tr::tr("libsodium could not be initialised.");
        return false;
    }
    bool own = false;
    const int mode = modeOf(m_dataFile, &own);
    if (mode < 0)
        return true; // nothing stored yet
    if (!own) {
        *error = Tr::tr("%1 is not a regular file of this user: remove it.").arg(m_dataFile);
        return false;
    }
    QFile f(m_dataFile);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("Cannot read %1: %2.").arg(m_dataFile, f.errorString());
        return false;
    }
    const QByteArray all = f.readAll();
    const QString damaged =
        Tr::tr(
            "%1 is damaged or was changed by something other than ai-sandbox (it does not decrypt with the "
            "key in %2): nothing was read from it. Remove it and set the values again.")
            .arg(m_dataFile, m_keyFile);
    if (!all.startsWith(Magic) || all.size() < Magic.size() + NonceSize + MacSize) {
        *error = damaged;
        return false;
    }
    QByteArray k = key(false, error);
    if (k.isEmpty())
        return false;
    const auto *nonce = reinterpret_cast<const unsigned char *>(all.constData() + Magic.size());
    const auto *cipher = nonce + NonceSize;
    const qsizetype cipherSize = all.size() - Magic.size() - NonceSize;
    QByteArray plain(cipherSize - MacSize, '\0');
    const int rc = ::crypto_secretbox_open_easy(reinterpret_cast<unsigned char *>(plain.data()), cipher,
                                                (unsigned long long)cipherSize, nonce,
                                                reinterpret_cast<const unsigned char *>(k.constData()));
    wipe(k);
    if (rc != 0) {
        wipe(plain);
        *error = damaged;
        return false;
    }
    const QJsonObject o = QJsonDocument::fromJson(plain).object();
    wipe(plain);
    const QJsonObject v = o.value(QStringLiteral("values")).toObject();
    if (o.value(QStringLiteral("version")).toInt() != 1) {
        *error = damaged;
        return false;
    }
    for (auto it = v.begin(); it != v.end(); ++it)
        values->insert(it.key(), it.value().toString());
    return true;
}

bool EncryptedFileStore::save(const QMap<QString, QString> &values, QString *error)
{
    QByteArray k = key(true, error);
    if (k.isEmpty())
        return false;
    QJsonObject v;
    for (auto it = values.begin(); it != values.end(); ++it)
        v.insert(it.key(), it.value());
    QByteArray plain =
        QJsonDocument(QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("values"), v}})
            .toJson(QJsonDocument::Compact);
    QByteArray out = Magic;
    out.resize(Magic.size() + NonceSize + MacSize + plain.size());
    auto *nonce = reinterpret_cast<unsigned char *>(out.data() + Magic.size());
    ::randombytes_buf(nonce, size_t(NonceSize));
    ::crypto_secretbox_easy(nonce + NonceSize, reinterpret_cast<const unsigned char *>(plain.constData()),
                            (unsigned long long)plain.size(), nonce,
                            reinterpret_cast<const unsigned char *>(k.constData()));
    wipe(plain);
    wipe(k);
    if (const QString e = Paths::ensurePrivateDir(QFileInfo(m_dataFile).absolutePath()); !e.isEmpty()) {
        *error = e;
        return false;
    }
    QSaveFile f(m_dataFile);
    if (!f.open(QIODevice::WriteOnly) || !f.setPermissions(QFile::ReadOwner | QFile::WriteOwner) ||
        f.write(out) != out.size() || !f.commit()) {
        *error = Tr::tr("Cannot write %1: %2.").arg(m_dataFile, f.errorString());
        return false;
    }
    return true;
}

std::optional<QString> EncryptedFileStore::read(const QString &name, QString *error) const
{
    QMap<QString, QString> values;
    if (!load(&values, error))
        return std::nullopt;
    if (!values.contains(name)) {
        *error =
            Tr::tr("No credential named '%1' is stored (%2): set it with `ai-sandbox credentials set %1` "
                   "or on the Credentials page.")
                .arg(name, backendName());
        return std::nullopt;
    }
    return values.value(name);
}

bool EncryptedFileStore::write(const QString &name, const QString &value, QString *error)
{
    if (QString e = credentialNameError(name); !e.isEmpty() || !(e = credentialValueError(value)).isEmpty()) {
        *error = e;
        return false;
    }
    return update(
        [&](QMap<QString, QString> &values) {
            values.insert(name, value);
            return true;
        },
        error);
}

bool EncryptedFileStore::remove(const QString &name, QString *error)
{
    return update(
        [&](QMap<QString, QString> &values) {
            if (values.remove(name))
                return true;
            *error = Tr::tr("No credential named '%1' is stored.").arg(name);
            return false;
        },
        error);
}

bool EncryptedFileStore::update(const std::function<bool(QMap<QString, QString> &)> &change, QString *error)
{
    QDir().mkpath(QFileInfo(m_dataFile).absolutePath());
    QLockFile lock(m_dataFile + QStringLiteral(".lock"));
    if (!lock.tryLock(10000)) {
        *error = Tr::tr("%1 is being changed by another ai-sandbox: try again.").arg(m_dataFile);
        return false;
    }
    QMap<QString, QString> values;
    if (!load(&values, error) || !change(values))
        return false;
    return save(values, error);
}

QStringList EncryptedFileStore::names() const
{
    QMap<QString, QString> values;
    QString error;
    load(&values, &error);
    return values.keys();
}

// ---------------------------------------------------------------- keyring

namespace {
const QString Service = QStringLiteral("ai-sandbox");
// Not a valid credential name, so never a user's entry.
const QString IndexKey = QStringLiteral("#names");

// Runs `job` and waits for it (an event loop of this thread, so D-Bus replies arrive) until it
// finishes or `timeoutMs` pass. On time-out the job is released to delete itself once it finishes
// (a pending reply still points at it) and null is returned; else the finished job.
template <typename Job> std::unique_ptr<Job> runJob(std::unique_ptr<Job> job, int timeoutMs)
{
    job->setAutoDelete(false);
    job->setInsecureFallback(false);
    QEventLoop loop;
    bool finished = false;
    QObject::connect(job.get(), &QKeychain::Job::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    job->start();
    if (!finished)
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (!finished) {
        job.release()->setAutoDelete(true);
        return nullptr;
    }
    return job;
}

template <typename Job> std::unique_ptr<Job> makeJob(const QString &key)
{
    auto job = std::make_unique<Job>(Service);
    job->setKey(key);
    return job;
}

// QtKeychain (0.13) is not thread-safe: its job queue is one object, living in the thread of the
// first job. Every job therefore runs on one thread of ours, with an event loop of its own, whoever
// calls (the command line's main thread, the app's worker threads); callers wait for the result.
QThread *keyringThread()
{
    static QThread *const thread = [] {
        auto *t = new QThread;
        t->setObjectName(QStringLiteral("aisb-keyring"));
        t->start();
        qAddPostRoutine([] {
            keyringThread()->quit();
            keyringThread()->wait(5000);
        });
        return t;
    }();
    return thread;
}

template <typename F> std::invoke_result_t<F &> onKeyringThread(F work)
{
    static QObject *const context = [] {
        auto *o = new QObject;
        o->moveToThread(keyringThread());
        return o;
    }();
    if (QThread::currentThread() == keyringThread())
        return work();
    std::optional<std::invoke_result_t<F &>> result;
    QMetaObject::invokeMethod(
        context, [&] { result.emplace(work()); }, Qt::BlockingQueuedConnection);
    return std::move(*result);
}

QString noAnswer(int timeoutMs)
{
    return Tr::tr("The keyring did not answer within %1 s (is it locked, waiting for its password?).")
        .arg(timeoutMs / 1000);
}

QString jobError(const QKeychain::Job &job, const QString &what)
{
    return Tr::tr("The keyring could not %1: %2").arg(what, job.errorString());
}
} // namespace

KeyringStore::KeyringStore(int timeoutMs) : m_timeoutMs(timeoutMs) {}

bool KeyringStore::available(QString *why, int timeoutMs)
{
    return onKeyringThread([&]() -> bool {
        QDBusConnection bus = QDBusConnection::sessionBus();
        if (!bus.isConnected()) {
            *why = Tr::tr("no D-Bus session bus");
            return false;
        }
        // QtKeychain (0.13) has no isAvailable(): a read of an entry that cannot exist answers "not found"
        // from a working keyring, and "no backend" or an error (or nothing, until the deadline) otherwise.
        const auto job = runJob(makeJob<QKeychain::ReadPasswordJob>(QStringLiteral("#probe")), timeoutMs);
        if (!job) {
            *why = Tr::tr("the Secret Service did not answer within %1 s").arg(timeoutMs / 1000);
            return false;
        }
        if (job->error() != QKeychain::NoError && job->error() != QKeychain::EntryNotFound) {
            *why = job->errorString();
            return false;
        }
        return true;
    });
}

QString KeyringStore::backendName() const
{
    return Tr::tr("Secret Service (system keyring)");
}

std::optional<QString> KeyringStore::read(const QString &name, QString *error) const
{
    return onKeyringThread([&]() -> std::optional<QString> {
        const auto job = runJob(makeJob<QKeychain::ReadPasswordJob>(name), m_timeoutMs);
        if (!job) {
            *error = noAnswer(m_timeoutMs);
            return std::nullopt;
        }
        if (job->error() == QKeychain::EntryNotFound) {
            *error =
                Tr::tr(
                    "No credential named '%1' is stored in the keyring: set it with `ai-sandbox credentials "
                    "set %1` or on the Credentials page.")
                    .arg(name);
            return std::nullopt;
        }
        if (job->error() != QKeychain::NoError) {
            *error = jobError(*job, Tr::tr("read '%1'").arg(name));
            return std::nullopt;
        }
        return job->textData();
    });
}

QStringList KeyringStore::names() const
{
    return onKeyringThread([&]() -> QStringList {
        QString error;
        const std::optional<QString> index = read(IndexKey, &error);
        QStringList out;
        if (index)
            for (const QJsonValue &v : QJsonDocument::fromJson(index->toUtf8()).array())
                if (credentialNameError(v.toString()).isEmpty())
                    out << v.toString();
        out.removeDuplicates();
        out.sort();
        return out;
    });
}

bool KeyringStore::writeIndex(const QStringList &names, QString *error)
{
    return onKeyringThread([&]() -> bool {
        auto job = makeJob<QKeychain::WritePasswordJob>(IndexKey);
        job->setTextData(QString::fromUtf8(
            QJsonDocument(QJsonArray::fromStringList(names)).toJson(QJsonDocument::Compact)));
        job = runJob(std::move(job), m_timeoutMs);
        if (!job) {
            *error = noAnswer(m_timeoutMs);
            return false;
        }
        if (job->error() != QKeychain::NoError) {
            *error = jobError(*job, Tr::tr("update its list of names"));
            return false;
        }
        return true;
    });
}

bool KeyringStore::write(const QString &name, const QString &value, QString *error)
{
    return onKeyringThread([&]() -> bool {
        if (QString e = credentialNameError(name);
            !e.isEmpty() || !(e = credentialValueError(value)).isEmpty()) {
            *error = e;
            return false;
        }
        auto job = makeJob<QKeychain::WritePasswordJob>(name);
        job->setTextData(value);
        job = runJob(std::move(job), m_timeoutMs);
        if (!job) {
            *error = noAnswer(m_timeoutMs);
            return false;
        }
        if (job->error() != QKeychain::NoError) {
            *error = jobError(*job, Tr::tr("store '%1'").arg(name));
            return false;
        }
        QStringList all = names();
        if (all.contains(name))
            return true;
        all << name;
        all.sort();
        return writeIndex(all, error);
    });
}

bool KeyringStore::remove(const QString &name, QString *error)
{
    return onKeyringThread([&]() -> bool {
        const auto job = runJob(makeJob<QKeychain::DeletePasswordJob>(name), m_timeoutMs);
        if (!job) {
            *error = noAnswer(m_timeoutMs);
            return false;
        }
        if (job->error() != QKeychain::NoError && job->error() != QKeychain::EntryNotFound) {
            *error = jobError(*job, Tr::tr("remove '%1'").arg(name));
            return false;
        }
        QStringList all = names();
        const bool listed = all.removeAll(name) > 0;
        if (!listed) { // (libsecret reports deleting a missing entry as success)
            *error = Tr::tr("No credential named '%1' is stored.").arg(name);
            return false;
        }
        return !listed || writeIndex(all, error);
    });
}

// ---------------------------------------------------------------- system

CredentialStore *SystemCredentialStore::backend() const
{
    QMutexLocker lock(&m_mutex);
    if (!m_backend) {
        QString why;
        if (qEnvironmentVariable("AISB_CREDENTIAL_BACKEND") == QLatin1String("file"))
            m_fallbackReason = Tr::tr("AISB_CREDENTIAL_BACKEND=file");
        else if (KeyringStore::available(&why))
            m_backend = std::make_unique<KeyringStore>();
        else
            m_fallbackReason = why;
        if (!m_backend)
            m_backend = std::make_unique<EncryptedFileStore>();
    }
    return m_backend.get();
}

QString SystemCredentialStore::fallbackReason() const
{
    backend();
    QMutexLocker lock(&m_mutex);
    return m_fallbackReason;
}

// With the keyring in use, values an earlier run kept in the encrypted file (a session without a
// desktop bus: ssh, a CI runner, a terminal outside the desktop) stay readable and listed: one
// program, two front ends, never two disjoint sets of names. New values go to the keyring, and a
// value replaced or removed there leaves the file too.
EncryptedFileStore *SystemCredentialStore::olderFile() const
{
    backend();
    QMutexLocker lock(&m_mutex);
    if (!dynamic_cast<KeyringStore *>(m_backend.get()))
        return nullptr;
    if (!m_olderFile)
        m_olderFile = std::make_unique<EncryptedFileStore>();
    return QFile::exists(m_olderFile->dataFile()) ? m_olderFile.get() : nullptr;
}

QString SystemCredentialStore::backendName() const
{
    const QString name = backend()->backendName();
    const QString why = fallbackReason();
    if (!why.isEmpty())
        return Tr::tr("%1 (no keyring: %2)").arg(name, why);
    if (EncryptedFileStore *file = olderFile(); file && !file->names().isEmpty())
        return Tr::tr("%1; also %2 (values saved where no keyring was running)")
            .arg(name, file->backendName());
    return name;
}

std::optional<QString> SystemCredentialStore::read(const QString &name, QString *error) const
{
    std::optional<QString> value = backend()->read(name, error);
    if (!value)
        if (EncryptedFileStore *file = olderFile(); file && file->names().contains(name))
            value = file->read(name, error);
    return value;
}

bool SystemCredentialStore::write(const QString &name, const QString &value, QString *error)
{
    if (!backend()->write(name, value, error))
        return false;
    if (EncryptedFileStore *file = olderFile(); file && file->names().contains(name)) {
        QString ignored;
        file->remove(name, &ignored);
    }
    return true;
}

bool SystemCredentialStore::remove(const QString &name, QString *error)
{
    EncryptedFileStore *file = olderFile();
    if (file && file->names().contains(name)) {
        if (!file->remove(name, error))
            return false;
        if (backend()->names().contains(name))
            return backend()->remove(name, error);
        return true;
    }
    return backend()->remove(name, error);
}

QStringList SystemCredentialStore::names() const
{
    QStringList all = backend()->names();
    if (EncryptedFileStore *file = olderFile())
        all += file->names();
    all.removeDuplicates();
    all.sort();
    return all;
}

void installSystemCredentialStore()
{
    if (!credentialStore())
        setCredentialStore(std::make_shared<SystemCredentialStore>());
}

} // namespace aisb
