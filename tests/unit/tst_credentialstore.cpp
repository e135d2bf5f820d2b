// SPDX-License-Identifier: GPL-3.0-or-later
// The stores "keyring:NAME" credential values come from: the encrypted-file fallback (round trip,
// modes, atomic replacement, tampering refused, the value never in clear on disk) and the real
// Secret Service path through QtKeychain against a gnome-keyring-daemon on a D-Bus of the test's own.
#include "credentials/credentialstores.h"
#include "testhome.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <sys/stat.h>

using namespace aisb;

namespace {
const QString Secret = QStringLiteral("sk-ant-TESTVALUE-7f3a9c1e5b");

int modeOf(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}
ino_t inodeOf(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : 0;
}
QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TstCredentialStore : public QObject
{
    Q_OBJECT
    QTemporaryDir m_home;

    EncryptedFileStore fileStore() const
    {
        return EncryptedFileStore(m_home.filePath(QStringLiteral("data/ai-sandbox/credentials.enc")),
                                  m_home.filePath(QStringLiteral("config/ai-sandbox/credentials.key")));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        test::useThrowAwayUserDirs(m_home);
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toUtf8());
    }
    void cleanup()
    {
        QDir(m_home.filePath(QStringLiteral("data"))).removeRecursively();
        QDir(m_home.filePath(QStringLiteral("config"))).removeRecursively();
    }

    void defaultPathsFollowXdg()
    {
        QCOMPARE(EncryptedFileStore::defaultDataFile(),
                 m_home.filePath(QStringLiteral("data/ai-sandbox/credentials.enc")));
        QCOMPARE(EncryptedFileStore::defaultKeyFile(),
                 m_home.filePath(QStringLiteral("config/ai-sandbox/credentials.key")));
    }

    void fileRoundTrip()
    {
        EncryptedFileStore store = fileStore();
        QString error;
        QVERIFY(store.names().isEmpty());
        QVERIFY(!store.read(QStringLiteral("anthropic"), &error));
        QVERIFY2(error.contains(QLatin1String("anthropic")) &&
                     error.contains(QLatin1String("credentials set")),
                 qPrintable(error));
        QVERIFY2(store.write(QStringLiteral("anthropic"), Secret, &error), qPrintable(error));
        QVERIFY2(store.write(QStringLiteral("github.work"), QStringLiteral("ghp_second"), &error),
                 qPrintable(error));
        QCOMPARE(store.read(QStringLiteral("anthropic"), &error).value_or(QString()), Secret);
        QCOMPARE(store.names(), (QStringList{QStringLiteral("anthropic"), QStringLiteral("github.work")}));
        // Replace, then a fresh object (another process) reads the new value.
        QVERIFY(store.write(QStringLiteral("anthropic"), QStringLiteral("sk-replaced"), &error));
        QCOMPARE(fileStore().read(QStringLiteral("anthropic"), &error).value_or(QString()),
                 QStringLiteral("sk-replaced"));
        QVERIFY(store.remove(QStringLiteral("anthropic"), &error));
        QCOMPARE(store.names(), QStringList{QStringLiteral("github.work")});
        QVERIFY(!store.remove(QStringLiteral("anthropic"), &error));
        QVERIFY(error.contains(QLatin1String("anthropic")));
        QVERIFY(store.backendName().contains(QLatin1String("credentials.enc")));
    }

    void badNamesAndValuesRefused()
    {
        EncryptedFileStore store = fileStore();
        QString error;
        for (const QString &name : {QString(), QStringLiteral("../x"), QStringLiteral("#names"),
                                    QStringLiteral("a b"), QStringLiteral("-x")}) {
            QVERIFY2(!store.write(name, Secret, &error), qPrintable(name));
            QVERIFY(error.contains(QLatin1String("name")));
        }
        // A line break would let a value add headers of its own at the gate.
        QVERIFY(!store.write(QStringLiteral("k"), QStringLiteral("v\r\nX-Evil: 1"), &error));
        QVERIFY(error.contains(QLatin1String("control character")));
        QVERIFY(!store.write(QStringLiteral("k"), QString(), &error));
        QVERIFY(!QFile::exists(store.dataFile()));
    }

    void filesArePrivateAndValueNeverInClear()
    {
        EncryptedFileStore store = fileStore();
        QString error;
        QVERIFY2(store.write(QStringLiteral("anthropic"), Secret, &error), qPrintable(error));
        QCOMPARE(modeOf(store.dataFile()), 0600);
        QCOMPARE(modeOf(store.keyFile()), 0600);
        QCOMPARE(modeOf(QFileInfo(store.keyFile()).absolutePath()), 0700);
        QCOMPARE(QFileInfo(store.keyFile()).size(), 32);
        const QByteArray onDisk = contents(store.dataFile());
        QVERIFY(onDisk.startsWith("AISBCRED1\n"));
        for (const QByteArray &form : {Secret.toUtf8(), Secret.toUtf8().toBase64(), Secret.toUtf8().toHex(),
                                       QByteArrayLiteral("TESTVALUE"), QByteArrayLiteral("anthropic")})
            QVERIFY2(!onDisk.contains(form), form.constData());
        // Two writes of the same content differ (a fresh nonce each time).
        QVERIFY(store.write(QStringLiteral("anthropic"), Secret, &error));
        QVERIFY(contents(store.dataFile()) != onDisk);
    }

    void replacedAtomically()
    {
        EncryptedFileStore store = fileStore();
        QString error;
        QVERIFY(store.write(QStringLiteral("a"), Secret, &error));
        const ino_t before = inodeOf(store.dataFile());
        QVERIFY(before != 0);
        QVERIFY(store.write(QStringLiteral("b"), Secret, &error));
        // A new file renamed over the old one (QSaveFile), never the old one rewritten in place: a
        // crash mid-write leaves the previous file whole.
        QVERIFY(inodeOf(store.dataFile()) != before);
        QCOMPARE(QDir(QFileInfo(store.dataFile()).absolutePath()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("credentials.enc")});
        QCOMPARE(modeOf(store.dataFile()), 0600);
    }

    void tamperedFileRefused()
    {
        EncryptedFileStore store = fileStore();
        QString error;
        QVERIFY(store.write(QStringLiteral("anthropic"), Secret, &error));
        QByteArray bytes = contents(store.dataFile());
        bytes[bytes.size() - 3] = char(bytes.at(bytes.size() - 3) ^ 0x01);
        {
            QFile f(store.dataFile());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        QVERIFY(!store.read(QStringLiteral("anthropic"), &error));
        QVERIFY2(error.contains(QLatin1String("damaged")) && error.contains(store.dataFile()),
                 qPrintable(error));
        QVERIFY(store.names().isEmpty());
        // A write must not silently replace what it cannot read.
        QVERIFY(!store.write(QStringLiteral("other"), Secret, &error));
        QCOMPARE(contents(store.dataFile()), bytes);
        // Truncated, and a file sealed under another key: refused alike.
        {
            QFile f(store.dataFile());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes.left(20));
        }
        QVERIFY(!store.read(QStringLiteral("anthropic"), &error));
        QVERIFY(error.contains(QLatin1String("damaged")));
        QVERIFY(QFile::remove(store.dataFile()));
        QVERIFY(store.write(QStringLiteral("anthropic"), Secret, &error));
        QVERIFY(QFile::remove(store.keyFile()));
        QVERIFY(store.write(QStringLiteral("x"), Secret, &error) == false);
        QVERIFY2(error.contains(QLatin1String("key file")), qPrintable(error));
    }

    void looseKeyFileRefused()
    {
        EncryptedFileStore store = fileStore();
        QString error;
        QVERIFY(store.write(QStringLiteral("anthropic"), Secret, &error));
        QVERIFY(
            QFile::setPermissions(store.keyFile(), QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther));
        QVERIFY(!store.read(QStringLiteral("anthropic"), &error));
        QVERIFY2(error.contains(QLatin1String("chmod 600")) && error.contains(store.keyFile()),
                 qPrintable(error));
    }

    void systemStoreForcedToFile()
    {
        qputenv("AISB_CREDENTIAL_BACKEND", "file");
        SystemCredentialStore store;
        QString error;
        QVERIFY2(store.write(QStringLiteral("openai"), Secret, &error), qPrintable(error));
        QVERIFY(QFile::exists(EncryptedFileStore::defaultDataFile()));
        QVERIFY(store.backendName().contains(QLatin1String("encrypted file")));
        QVERIFY(store.backendName().contains(QLatin1String("AISB_CREDENTIAL_BACKEND=file")));
        QCOMPARE(store.read(QStringLiteral("openai"), &error).value_or(QString()), Secret);
        qunsetenv("AISB_CREDENTIAL_BACKEND");
    }

    // Last: it points this process's session bus at a D-Bus of its own, with a real Secret Service.
    void realSecretService()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("dbus-run-session")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("gnome-keyring-daemon")).isEmpty())
            QSKIP("dbus-run-session or gnome-keyring-daemon is not installed (scripts/setup installs "
                  "gnome-keyring)");
        // Run again inside dbus-run-session: a D-Bus of its own that outlives the checks (GDBus, in
        // QtKeychain's libsecret, raises SIGTERM in a process whose session bus closes under it).
        if (qEnvironmentVariable("AISB_TST_KEYRING_CHILD") != QLatin1String("1")) {
            QProcess child;
            QProcessEnvironment childEnv = QProcessEnvironment::systemEnvironment();
            childEnv.insert(QStringLiteral("AISB_TST_KEYRING_CHILD"), QStringLiteral("1"));
            child.setProcessEnvironment(childEnv);
            child.setProcessChannelMode(QProcess::MergedChannels);
            child.start(QStringLiteral("dbus-run-session"),
                        {QStringLiteral("--"), QCoreApplication::applicationFilePath(),
                         QStringLiteral("realSecretService")});
            QVERIFY(child.waitForStarted());
            QVERIFY(child.waitForFinished(90000));
            const QByteArray out = child.readAll();
            if (out.contains("SKIP   : "))
                QSKIP(out.constData());
            QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0, out.constData());
            QVERIFY2(out.contains("PASS   : TstCredentialStore::realSecretService()"), out.constData());
            return;
        }
        const QString address = qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS");
        QVERIFY(!address.isEmpty());
        const QString keyringHome = m_home.filePath(QStringLiteral("keyring"));
        QVERIFY(QDir().mkpath(keyringHome));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), keyringHome);
        env.insert(QStringLiteral("XDG_DATA_HOME"), keyringHome + QStringLiteral("/data"));
        // Not destroyed (that would kill it while the bus still talks to it): it ends with the bus.
        auto *keyring = new QProcess;
        keyring->setProcessEnvironment(env);
        keyring->start(QStringLiteral("gnome-keyring-daemon"),
                       {QStringLiteral("--foreground"), QStringLiteral("--unlock"),
                        QStringLiteral("--components=secrets")});
        QVERIFY(keyring->waitForStarted());
        keyring->write("test-password");
        keyring->closeWriteChannel();
        QDBusConnection probe = QDBusConnection::connectToBus(address, QStringLiteral("tst-probe"));
        QVERIFY(probe.isConnected());
        QTRY_VERIFY_WITH_TIMEOUT(
            probe.interface()->isServiceRegistered(QStringLiteral("org.freedesktop.secrets")), 15000);

        QString why;
        QVERIFY2(KeyringStore::available(&why), qPrintable(why));
        SystemCredentialStore system;
        QCOMPARE(system.fallbackReason(), QString());
        QVERIFY2(system.backendName().contains(QLatin1String("Secret Service")),
                 qPrintable(system.backendName()));

        KeyringStore store;
        QString error;
        QVERIFY(store.names().isEmpty());
        QVERIFY(!store.read(QStringLiteral("anthropic"), &error));
        QVERIFY2(error.contains(QLatin1String("No credential")), qPrintable(error));
        QVERIFY2(store.write(QStringLiteral("anthropic"), Secret, &error), qPrintable(error));
        QVERIFY2(store.write(QStringLiteral("github"), QStringLiteral("ghp_x"), &error), qPrintable(error));
        QCOMPARE(store.read(QStringLiteral("anthropic"), &error).value_or(QString()), Secret);
        QCOMPARE(store.names(), (QStringList{QStringLiteral("anthropic"), QStringLiteral("github")}));
        // The entry is the Secret Service's own (QtKeychain: attribute server=ai-sandbox, user=NAME).
        if (!QStandardPaths::findExecutable(QStringLiteral("secret-tool")).isEmpty()) {
            QProcess tool;
            tool.setProcessEnvironment(env);
            tool.start(QStringLiteral("secret-tool"),
                       {QStringLiteral("search"), QStringLiteral("--all"), QStringLiteral("server"),
                        QStringLiteral("ai-sandbox")});
            QVERIFY(tool.waitForFinished(15000));
            const QByteArray listing = tool.readAllStandardOutput() + tool.readAllStandardError();
            QVERIFY2(listing.contains("anthropic"), listing.constData());
        }
        // From a worker thread, as the app calls it (its window stays responsive).
        std::optional<QString> fromThread;
        QThread *worker = QThread::create([&] {
            QString e;
            fromThread = store.read(QStringLiteral("github"), &e);
        });
        worker->start();
        QVERIFY(worker->wait(30000));
        delete worker;
        QCOMPARE(fromThread.value_or(QString()), QStringLiteral("ghp_x"));

        QVERIFY2(store.remove(QStringLiteral("anthropic"), &error), qPrintable(error));
        QCOMPARE(store.names(), QStringList{QStringLiteral("github")});
        QVERIFY(!store.read(QStringLiteral("anthropic"), &error));
        QVERIFY(!store.remove(QStringLiteral("anthropic"), &error));
        // Nothing went to the fallback file.
        QVERIFY(!QFile::exists(EncryptedFileStore::defaultDataFile()));

        // A value an earlier run kept in the file (no desktop bus then) is still listed and read
        // with the keyring in use; replacing it moves it to the keyring, out of the file.
        EncryptedFileStore file;
        QVERIFY(file.write(QStringLiteral("from-ssh"), QStringLiteral("old-value"), &error));
        SystemCredentialStore both;
        QCOMPARE(both.names(), (QStringList{QStringLiteral("from-ssh"), QStringLiteral("github")}));
        QVERIFY2(both.backendName().contains(QLatin1String("credentials.enc")),
                 qPrintable(both.backendName()));
        QCOMPARE(both.read(QStringLiteral("from-ssh"), &error).value_or(QString()),
                 QStringLiteral("old-value"));
        QVERIFY(both.write(QStringLiteral("from-ssh"), QStringLiteral("new-value"), &error));
        QVERIFY(!file.names().contains(QStringLiteral("from-ssh")));
        QCOMPARE(store.read(QStringLiteral("from-ssh"), &error).value_or(QString()),
                 QStringLiteral("new-value"));
        QVERIFY(both.remove(QStringLiteral("from-ssh"), &error));
        QCOMPARE(both.names(), QStringList{QStringLiteral("github")});
    }
};

QTEST_GUILESS_MAIN(TstCredentialStore)
#include "tst_credentialstore.moc"
