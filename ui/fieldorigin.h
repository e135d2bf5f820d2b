// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace aisb {

class PolicyDocument;

// Beside a field: where its effective value comes from (built-in, user file, project file,
// environment, flag) and a button that drops the project's value so the inherited one applies.
class FieldOrigin : public QWidget
{
    Q_OBJECT
public:
    // `keys` are the policy fields shown by one form row (usually one).
    FieldOrigin(const QStringList &keys, QWidget *parent = nullptr);

    void update(const PolicyDocument &document);
    QStringList keys() const { return m_keys; }
    QString text() const;
    QToolButton *resetButton() const { return m_reset; }

    // "Set in this project", "From your user settings", ...
    static QString describe(Layer layer);

Q_SIGNALS:
    void resetRequested(const QStringList &keys);

private:
    QStringList m_keys;
    QLabel *m_label = nullptr;
    QToolButton *m_reset = nullptr;
};

} // namespace aisb
