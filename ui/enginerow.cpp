// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginerow.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

namespace aisb {

EngineRow::EngineRow(const QString &objectPrefix, QWidget *parent)
    : QWidget(parent), m_box(new QComboBox(this)), m_note(new QLabel(this))
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(tr("&Engine:"), this);
    m_box->setObjectName(objectPrefix + QStringLiteral("EngineBox"));
    m_box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    label->setBuddy(m_box);
    m_note->setObjectName(objectPrefix + QStringLiteral("Engine"));
    m_note->setWordWrap(true);
    m_note->setVisible(false);
    row->addWidget(label);
    row->addWidget(m_box);
    row->addSpacing(8);
    row->addWidget(m_note, 1);
    row->addStretch(0);
    connect(m_box, &QComboBox::activated, this, [this](int index) {
        const auto c = m_box->itemData(index).value<PodmanConnection>();
        if (c == m_shown)
            return;
        Q_EMIT picked(c);
    });
}

void EngineRow::setText(const QString &text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

QString EngineRow::text() const
{
    return m_note->text();
}

void EngineRow::setChoices(const QList<std::pair<QString, PodmanConnection>> &choices,
                           const PodmanConnection &current)
{
    m_box->clear();
    for (const auto &[name, c] : choices)
        m_box->addItem(name, QVariant::fromValue(c));
    if (m_box->findData(QVariant::fromValue(current)) < 0)
        m_box->addItem(tr("(earlier engine)"), QVariant::fromValue(current));
    select(current);
}

void EngineRow::select(const PodmanConnection &connection)
{
    m_shown = connection;
    const int index = m_box->findData(QVariant::fromValue(connection));
    if (index >= 0)
        m_box->setCurrentIndex(index);
}

} // namespace aisb
