// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

namespace aisb {

// Where "keyring:NAME" credential values live on the host: the desktop's Secret Service, or an
// encrypted file where no keyring runs. Values are never logged, shown or written anywhere else.
// Calls may wait (a keyring can ask the user to unlock it); the GUI calls them off its hot paths.
class CredentialStore
{
public:
    virtual ~CredentialStore() = default;
    // Shown to the user: "Secret Service (GNOME Keyring)", "encrypted file ~/.local/share/...".
    virtual QString backendName() const = 0;
    // The value, or nullopt with *error saying why (missing name, locked keyring, no backend).
    virtual std::optional<QString> read(const QString &name, QString *error) const = 0;
    virtual bool write(const QString &name, const QString &value, QString *error) = 0;
    virtual bool remove(const QString &name, QString *error) = 0;
    // Names stored by ai-sandbox (never values), sorted.
    virtual QStringList names() const = 0;
};

// The store "keyring:" sources read from; null until the program sets one (the CLI and the app
// install the keyring one at start, tests their own).
CredentialStore *credentialStore();
// The same, shared: what a read on another thread holds while it runs.
std::shared_ptr<CredentialStore> sharedCredentialStore();
void setCredentialStore(std::shared_ptr<CredentialStore> store);

} // namespace aisb
