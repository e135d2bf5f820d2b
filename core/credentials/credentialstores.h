// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/credentialstore.h"

#include <QMutex>
#include <QString>
#include <functional>
#include <memory>

namespace aisb {

// A stored credential's name: 1-128 of A-Z a-z 0-9 . _ -, starting with a letter or digit (what
// "keyring:NAME" sources name). Empty when fine, else a sentence naming the fix.
QString credentialNameError(const QString &name);
// A value the gate can put in a header: not empty, no control characters (a CR or LF would let a
// value add headers of its own). Empty when fine, else a sentence.
QString credentialValueError(const QString &value);

// The fallback where no Secret Service runs: every value in one file, `dataFile` (default
// ~/.local/share/ai-sandbox/credentials.enc, mode 0600, replaced atomically), encrypted and
// authenticated with libsodium's crypto_secretbox (XSalsa20-Poly1305) under a random 256-bit key
// kept in `keyFile` (default ~/.config/ai-sandbox/credentials.key, 0600), a different folder.
// It protects against a copy of the data file alone (a backup, a sync of ~/.local/share); it does
// not protect against a process running as this user, which can read both files.
class EncryptedFileStore : public CredentialStore
{
public:
    explicit EncryptedFileStore(QString dataFile = defaultDataFile(), QString keyFile = defaultKeyFile());
    static QString defaultDataFile();
    static QString defaultKeyFile();
    QString dataFile() const { return m_dataFile; }
    QString keyFile() const { return m_keyFile; }

    QString backendName() const override;
    std::optional<QString> read(const QString &name, QString *error) const override;
    bool write(const QString &name, const QString &value, QString *error) override;
    bool remove(const QString &name, QString *error) override;
    QStringList names() const override;

private:
    // All values; false with *error when the file exists but cannot be opened or authenticated.
    bool load(QMap<QString, QString> *values, QString *error) const;
    bool save(const QMap<QString, QString> &values, QString *error);
    // Under the file's lock: loads every value, lets `change` edit them, saves them when it returns
    // true (false with *error: nothing is written).
    bool update(const std::function<bool(QMap<QString, QString> &)> &change, QString *error);
    // The key; created when missing and `create`. Empty with *error when unusable.
    QByteArray key(bool create, QString *error) const;

    QString m_dataFile;
    QString m_keyFile;
};

// The desktop's Secret Service (GNOME Keyring, KWallet, KeePassXC...) through QtKeychain, service
// "ai-sandbox". The names stored are kept in one more entry (names only) so that names() works.
// Each call waits for its job with a deadline (a locked keyring may ask the user to unlock it).
class KeyringStore : public CredentialStore
{
public:
    explicit KeyringStore(int timeoutMs = 60000);
    // Whether a Secret Service answers on this session's D-Bus within `timeoutMs`: a read of an
    // entry that does not exist must come back "not found". *why says what failed otherwise.
    static bool available(QString *why, int timeoutMs = 5000);

    QString backendName() const override;
    std::optional<QString> read(const QString &name, QString *error) const override;
    bool write(const QString &name, const QString &value, QString *error) override;
    bool remove(const QString &name, QString *error) override;
    QStringList names() const override;

private:
    bool writeIndex(const QStringList &names, QString *error);
    int m_timeoutMs;
};

// What the CLI and the app install: the keyring when one answers (detected on first use, so a
// command that never needs a credential never touches D-Bus), else the encrypted file. With the
// keyring, values an earlier run put in the file (no desktop bus then) are still read and listed.
// AISB_CREDENTIAL_BACKEND=file forces the file (tests, or a user who prefers it).
class SystemCredentialStore : public CredentialStore
{
public:
    QString backendName() const override;
    std::optional<QString> read(const QString &name, QString *error) const override;
    bool write(const QString &name, const QString &value, QString *error) override;
    bool remove(const QString &name, QString *error) override;
    QStringList names() const override;
    // Why the keyring is not used ("no D-Bus session bus"), empty when it is; resolves the backend.
    QString fallbackReason() const;

private:
    CredentialStore *backend() const;
    // The encrypted file, when the keyring is in use and the file holds values of earlier runs.
    EncryptedFileStore *olderFile() const;
    mutable QMutex m_mutex;
    mutable std::unique_ptr<CredentialStore> m_backend;
    mutable std::unique_ptr<EncryptedFileStore> m_olderFile;
    mutable QString m_fallbackReason;
};

// Installs a SystemCredentialStore unless a store is set already (a test's own).
void installSystemCredentialStore();

} // namespace aisb
