// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"
#include "maintenance/doctor.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace aisb {

class EngineRow;

// Help > Doctor (and the first start): every check of this machine with its status, what was
// found and, when not ok, the fix in words. The checks run asynchronously; the window is
// never blocked, and closing the dialog lets a running check finish on its own.
class DoctorDialog : public QDialog
{
    Q_OBJECT
public:
    explicit DoctorDialog(const PodmanConnection &connection = {}, QWidget *parent = nullptr);

    void setOptions(const Doctor::Options &options) { m_options = options; }
    // Runs every check again (a run under way is left to finish first).
    void start();
    // Which podman the checks look at: a note beside the engine box ("" hides it), and the engines
    // the box offers (name, connection): this computer, the global engine, the projects' engines.
    void setEngineText(const QString &text);
    QString engineText() const;
    void setEngineChoices(const QList<std::pair<QString, PodmanConnection>> &choices);
    QComboBox *engineBox() const;
    PodmanConnection connection() const { return m_connection; }
    // Checks another engine from now on (start() runs them); refused (false) while checks run.
    bool setConnection(const PodmanConnection &connection);
    bool isRunning() const { return m_running; }
    Doctor *doctor() const { return m_doctor; }
    // The row widget of a check, by its id ("bind-mount"); null when not (yet) shown.
    QWidget *row(const QString &id) const;
    QString summaryText() const;

    // A title for people ("Bind mounts") for a check id; the id itself when unknown.
    static QString title(const QString &id);

Q_SIGNALS:
    // Every check has run; the facts feed the launch verdict (Enforcement).
    void checksFinished(const aisb::Enforcement::Facts &facts);

private:
    void addRow(const Doctor::Check &check);
    void clearRows();
    void updateSummary();
    void attachDoctor(const PodmanConnection &connection);

    Doctor *m_doctor;
    EngineRow *m_engineRow = nullptr;
    PodmanConnection m_connection;
    Doctor::Options m_options;
    QLabel *m_summary;
    QLabel *m_summaryIcon;
    QVBoxLayout *m_rows;
    QWidget *m_rowsWidget;
    QPushButton *m_again;
    bool m_running = false;
};

} // namespace aisb
