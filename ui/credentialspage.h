// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QWidget>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace aisb {

// Add or Replace on the Credentials page: the name (fixed when replacing) and the value in a
// password-mode field. The value is never shown, and is taken once with takeValue().
class CredentialValueDialog : public QDialog
{
    Q_OBJECT
public:
    // `name` empty: a new credential (the name is typed); else the value of `name` is replaced.
    CredentialValueDialog(const QString &name, const QStringList &existing, QWidget *parent = nullptr);
    QString name() const;
    // The value typed, and clears the field.
    QString takeValue();

private:
    void validate();

    QStringList m_existing;
    QLineEdit *m_name;
    QLineEdit *m_value;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

// View > Credentials: the values "keyring:NAME" credential sources read, by name (never the value),
// and where they are kept (the system keyring, or the encrypted file where none runs). Add,
// Replace and Remove go to the store on a thread of their own: a keyring asking to be unlocked
// never freezes the window.
class CredentialsPage : public QWidget
{
    Q_OBJECT
public:
    explicit CredentialsPage(QWidget *parent = nullptr);

    // Reads the names and the backend again (asynchronously; refreshed() when done).
    void refresh();
    bool isBusy() const { return m_busy; }
    QStringList names() const { return m_names; }
    QString backendText() const;
    QString statusText() const;
    // What the buttons do (the tests call them too).
    void addCredential();
    void replaceSelected();
    void removeSelected();

Q_SIGNALS:
    void refreshed();
    // A store call finished; `message` says what happened (or what went wrong).
    void operationFinished(bool ok, const QString &message);

private:
    void setBusy(bool busy, const QString &what = {});
    void store(const QString &name, const QString &value, bool replacing);
    void updateButtons();
    QString selectedName() const;

    QLabel *m_backend;
    QListWidget *m_list;
    QLabel *m_empty;
    QLabel *m_status;
    QPushButton *m_add;
    QPushButton *m_replace;
    QPushButton *m_remove;
    QStringList m_names;
    bool m_busy = false;
    bool m_statusIsReading = false; // the status line says only that the names are being read
};

} // namespace aisb
