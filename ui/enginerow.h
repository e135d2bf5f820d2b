// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"

#include <QList>
#include <QWidget>
#include <utility>

class QComboBox;
class QLabel;

namespace aisb {

// Which podman a window looks at (the Doctor, Resources): "Engine:" with a box of the engines the
// app knows (this computer, the global engine, the projects') and a note beside it. Picking
// another engine says picked(); the owner switches, or puts the box back with select().
class EngineRow : public QWidget
{
    Q_OBJECT
public:
    // Object names: <prefix>EngineBox (the box) and <prefix>Engine (the note).
    EngineRow(const QString &objectPrefix, QWidget *parent = nullptr);

    QComboBox *box() const { return m_box; }
    // The note ("" hides it).
    void setText(const QString &text);
    QString text() const;
    // The engines offered (name, connection); `current` is shown as chosen, offered as "(earlier
    // engine)" when it is not among them.
    void setChoices(const QList<std::pair<QString, PodmanConnection>> &choices,
                    const PodmanConnection &current);
    // Shows `connection` as chosen when the box has it.
    void select(const PodmanConnection &connection);

Q_SIGNALS:
    // The user picked an engine other than the one shown before.
    void picked(const aisb::PodmanConnection &connection);

private:
    QComboBox *m_box;
    QLabel *m_note;
    PodmanConnection m_shown;
};

} // namespace aisb
