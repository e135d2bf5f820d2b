// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engines.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace aisb {

// Edit ▸ Podman Engine… (the global choice) and the project header's Change… (a project's):
// this computer's podman, a named connection (listed asynchronously), or a URL; for a project
// also "use the global engine". Save checks the choice and writes it through Engines; a refused
// choice keeps the dialog open with the message under the field.
class EngineDialog : public QDialog
{
    Q_OBJECT
public:
    // `projectDir` empty: the global choice.
    EngineDialog(Engines *engines, const QString &projectDir = {}, QWidget *parent = nullptr);

    EngineChoice choice() const;
    void setChoice(const EngineChoice &choice);
    // Saves the choice shown (what the Save button does): true when saved, else the message shows.
    bool save();
    QString errorText() const;

    QRadioButton *globalButton() const { return m_global; }
    QRadioButton *localButton() const { return m_local; }
    QRadioButton *connectionButton() const { return m_connection; }
    QRadioButton *urlButton() const { return m_url; }
    QComboBox *connectionBox() const { return m_connections; }
    QLineEdit *urlEdit() const { return m_urlEdit; }
    QLabel *connectionsStatus() const { return m_listStatus; }

private:
    void showError(const QString &text);
    void updateEnabled();
    void fitHeight();

    Engines *m_engines;
    QString m_project;
    QRadioButton *m_global = nullptr;
    QRadioButton *m_local;
    QRadioButton *m_connection;
    QRadioButton *m_url;
    QComboBox *m_connections;
    QLabel *m_listStatus;
    QLineEdit *m_urlEdit;
    QLabel *m_error;
    QString m_wantedConnection; // shown once the list arrives
};

} // namespace aisb
