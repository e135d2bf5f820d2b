// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldorigin.h"

#include "icons.h"
#include "policydocument.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace aisb {

FieldOrigin::FieldOrigin(const QStringList &keys, QWidget *parent) : QWidget(parent), m_keys(keys)
{
    setObjectName(QStringLiteral("origin:") + keys.value(0));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("originLabel"));
    QFont f = m_label->font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    m_label->setFont(f);
    m_label->setMinimumWidth(m_label->fontMetrics().horizontalAdvance(QStringLiteral("Project file")) + 16);
    m_reset = new QToolButton(this);
    m_reset->setAutoRaise(true);
    m_reset->setIcon(Icons::reset());
    m_reset->setIconSize(QSize(16, 16));
    m_reset->setToolTip(tr("Use the inherited value (remove it from the project file)"));
    m_reset->setAccessibleName(tr("Reset to inherited value"));
    layout->addWidget(m_label);
    layout->addWidget(m_reset);
    connect(m_reset, &QToolButton::clicked, this, [this] { Q_EMIT resetRequested(m_keys); });
}

QString FieldOrigin::describe(Layer layer)
{
    switch (layer) {
    case Layer::BuiltIn:
        return tr("Default");
    case Layer::User:
        return tr("User file");
    case Layer::Project:
        return tr("Project file");
    case Layer::Environment:
        return tr("Environment");
    case Layer::Flag:
        return tr("Command line");
    }
    return {};
}

void FieldOrigin::update(const PolicyDocument &document)
{
    // A row showing several fields reports the strongest layer among them.
    Layer top = Layer::BuiltIn;
    QString where;
    bool projectSets = false;
    for (const QString &key : std::as_const(m_keys)) {
        const Layer l = document.origin(key);
        if (int(l) >= int(top)) {
            top = l;
            where = document.originText(key);
        }
        projectSets = projectSets || document.projectSets(key);
    }
    m_label->setText(describe(top));
    QString tip;
    switch (top) {
    case Layer::BuiltIn:
        tip = tr("The built-in default: neither your user file nor the project sets it.");
        break;
    case Layer::User:
        tip = tr("Inherited from your user file %1.").arg(QDir::toNativeSeparators(where));
        break;
    case Layer::Project:
        tip = tr("Set in this project's .ai-sandbox.toml.");
        break;
    case Layer::Environment:
        tip = tr("Overridden by the environment variable %1 ai-sandbox was started with; the project's value "
                 "is not used.")
                  .arg(environmentVariableFor(m_keys.value(0)));
        break;
    case Layer::Flag:
        tip = tr("Overridden on the command line; the project's value is not used.");
        break;
    }
    m_label->setToolTip(tip);
    QString style;
    if (top == Layer::Project)
        style = QStringLiteral("QLabel { color: palette(highlight); font-weight: bold; }");
    else if (top == Layer::Environment || top == Layer::Flag)
        style = QStringLiteral("QLabel { color: #c64600; font-weight: bold; }");
    else
        style = QStringLiteral("QLabel { color: #77767b; }");
    m_label->setStyleSheet(style);
    m_reset->setVisible(true);
    m_reset->setEnabled(projectSets);
    m_reset->setToolTip(projectSets ? tr("Remove the project's value and use the inherited one")
                                    : tr("The project does not set this value"));
}

QString FieldOrigin::text() const
{
    return m_label->text();
}

} // namespace aisb
