// SPDX-License-Identifier: GPL-3.0-or-later
#include "sizeedit.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>

namespace aisb {

SizeEdit::SizeEdit(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    m_number = new QSpinBox(this);
    m_number->setRange(0, 1024 * 1024);
    m_number->setAccelerated(true);
    m_number->setMinimumWidth(90);
    m_unit = new QComboBox(this);
    m_unit->addItem(tr("MiB"), QStringLiteral("m"));
    m_unit->addItem(tr("GiB"), QStringLiteral("g"));
    layout->addWidget(m_number);
    layout->addWidget(m_unit);
    layout->addStretch(1);
    setFocusProxy(m_number);
    connect(m_number, &QSpinBox::valueChanged, this, [this] { Q_EMIT valueEdited(value()); });
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT valueEdited(value()); });
}

QString SizeEdit::value() const
{
    if (m_number->value() == 0)
        return {};
    return QString::number(m_number->value()) + m_unit->currentData().toString();
}

void SizeEdit::setValue(const QString &value)
{
    if (value == this->value())
        return;
    const QSignalBlocker b1(m_number);
    const QSignalBlocker b2(m_unit);
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d+)\\s*([kKmMgGtT]?)[bB]?\\s*$"));
    const QRegularExpressionMatch m = re.match(value);
    if (!m.hasMatch()) {
        m_number->setValue(0);
        return;
    }
    qint64 n = m.captured(1).toLongLong();
    const QChar unit = m.captured(2).isEmpty() ? QLatin1Char('b') : m.captured(2).at(0).toLower();
    // Show in GiB when it divides evenly, else MiB.
    qint64 mib = 0;
    switch (unit.unicode()) {
    case 't':
        mib = n * 1024 * 1024;
        break;
    case 'g':
        mib = n * 1024;
        break;
    case 'm':
        mib = n;
        break;
    case 'k':
        mib = n / 1024;
        break;
    default:
        mib = n / (1024 * 1024);
        break;
    }
    if (mib > 0 && mib % 1024 == 0 && unit != QLatin1Char('m')) {
        m_unit->setCurrentIndex(1);
        m_number->setValue(int(mib / 1024));
    } else {
        m_unit->setCurrentIndex(0);
        m_number->setValue(int(std::min<qint64>(mib, m_number->maximum())));
    }
}

void SizeEdit::setNoLimitText(const QString &text)
{
    m_number->setSpecialValueText(text);
}

} // namespace aisb
