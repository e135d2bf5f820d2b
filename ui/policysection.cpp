// SPDX-License-Identifier: GPL-3.0-or-later
#include "policysection.h"

#include "fieldorigin.h"
#include "policydocument.h"

#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace aisb {

PolicySection::PolicySection(QWidget *parent) : QWidget(parent)
{
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
}

QLabel *PolicySection::makeHelp(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, pal.color(QPalette::Disabled, QPalette::WindowText).darker(130));
    label->setPalette(pal);
    return label;
}

void PolicySection::fitTableHeight(QTableView *table, int minRows, int maxRows)
{
    const int rows = std::clamp(table->model()->rowCount(), minRows, maxRows);
    const int h = table->horizontalHeader()->sizeHint().height() +
                  rows * table->verticalHeader()->defaultSectionSize() + 2 * table->frameWidth() + 2;
    table->setFixedHeight(h);
}

QGridLayout *PolicySection::addHeading(const QString &title, const QString &description)
{
    auto *section = new QWidget;
    auto *v = new QVBoxLayout(section);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(4);
    auto *headerRow = new QHBoxLayout;
    headerRow->setContentsMargins(0, 0, 0, 0);
    auto *header = new QLabel(title, section);
    QFont f = header->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    header->setFont(f);
    header->setAccessibleName(title);
    headerRow->addWidget(header, 1, Qt::AlignBottom);
    v->addLayout(headerRow);
    m_headingRow = headerRow;
    auto *line = new QFrame(section);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    v->addWidget(line);
    if (!description.isEmpty())
        v->addWidget(makeHelp(description, section));
    auto *grid = new QGridLayout;
    grid->setContentsMargins(0, 4, 0, 0);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(6);
    grid->setColumnStretch(1, 1);
    v->addLayout(grid);
    m_layout->addWidget(section);
    m_layout->addSpacing(14);
    return grid;
}

PolicySection::Row &PolicySection::addRow(QGridLayout *grid, const QString &label, QWidget *field,
                                          const QStringList &keys, const QString &help)
{
    const int r = grid->rowCount();
    Row row;
    row.keys = keys;
    row.field = field;
    if (!label.isEmpty()) {
        auto *l = new QLabel(label, grid->parentWidget());
        l->setBuddy(field);
        l->setAlignment(Qt::AlignRight | Qt::AlignTop);
        l->setContentsMargins(0, 4, 0, 0);
        grid->addWidget(l, r, 0);
        grid->addWidget(field, r, 1);
    } else {
        grid->addWidget(field, r, 0, 1, 2);
    }
    row.origin = new FieldOrigin(keys, grid->parentWidget());
    if (label.isEmpty() && m_headingRow) {
        // A heading that is one field shows its origin on the heading's title line.
        grid->addWidget(field, r, 0, 1, 3);
        m_headingRow->addWidget(row.origin, 0, Qt::AlignBottom);
    } else {
        grid->addWidget(row.origin, r, 2, Qt::AlignTop | Qt::AlignRight);
    }
    connect(row.origin, &FieldOrigin::resetRequested, this, &PolicySection::resetRequested);
    int next = r + 1;
    if (!help.isEmpty()) {
        grid->addWidget(makeHelp(help, grid->parentWidget()), next, 1);
        ++next;
    }
    row.error = new QLabel(grid->parentWidget());
    row.error->setObjectName(QStringLiteral("error:") + keys.value(0));
    row.error->setWordWrap(true);
    row.error->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
    row.error->setVisible(false);
    grid->addWidget(row.error, next, label.isEmpty() ? 0 : 1, 1, label.isEmpty() ? 3 : 1);
    m_rows << row;
    return m_rows.last();
}

QStringList PolicySection::keys() const
{
    QStringList all;
    for (const Row &row : m_rows)
        all << row.keys;
    return all;
}

void PolicySection::edit(const QStringList &keys, const std::function<void(Policy &)> &mutate,
                         const QString &text, bool mergeTyping)
{
    Q_EMIT edited(PolicyEdit{keys, mutate, text, mergeTyping});
}

void PolicySection::syncFrom(const PolicyDocument &document)
{
    m_policy = document.effective();
    syncFields(document);
    for (Row &row : m_rows) {
        row.origin->update(document);
        bool overridden = false;
        for (const QString &k : std::as_const(row.keys))
            overridden = overridden || document.overridden(k);
        row.field->setEnabled(!overridden);
    }
    syncEnabled(document);
}

void PolicySection::showIssues(const QList<PolicyIssue> &issues)
{
    QHash<int, QStringList> messages;
    for (const PolicyIssue &issue : issues) {
        const QString key = PolicyDocument::keyOf(issue.field);
        for (int i = 0; i < m_rows.size(); ++i)
            if (m_rows.at(i).keys.contains(key))
                messages[i] << issue.message;
    }
    for (int i = 0; i < m_rows.size(); ++i) {
        const QStringList &m = messages.value(i);
        m_rows[i].error->setText(m.join(QLatin1Char('\n')));
        m_rows[i].error->setVisible(!m.isEmpty());
        m_rows[i].field->setProperty("invalid", !m.isEmpty());
    }
}

void PolicySection::openProject(const QString &projectDir, const QProcessEnvironment &environment)
{
    Q_UNUSED(projectDir)
    Q_UNUSED(environment)
}

} // namespace aisb
