// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QSpinBox;

namespace aisb {

// A size such as "512m" or "4g" as a number and a unit (MiB / GiB).
class SizeEdit : public QWidget
{
    Q_OBJECT
public:
    explicit SizeEdit(QWidget *parent = nullptr);

    // The policy form: "<n>m" or "<n>g"; "" when the number is 0 (no limit).
    QString value() const;
    void setValue(const QString &value);
    void setNoLimitText(const QString &text);
    QSpinBox *spinBox() const { return m_number; }
    QComboBox *unitBox() const { return m_unit; }

Q_SIGNALS:
    void valueEdited(const QString &value);

private:
    QSpinBox *m_number = nullptr;
    QComboBox *m_unit = nullptr;
};

} // namespace aisb
