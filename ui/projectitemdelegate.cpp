// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectitemdelegate.h"

#include "icons.h"
#include "projectlistmodel.h"
#include "util/paths.h"

#include <QApplication>
#include <QDir>
#include <QPainter>

namespace aisb {

namespace {
constexpr int Margin = 6;
constexpr int IconSize = 22;

} // namespace

void ProjectItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();

    // Background and selection as the style draws them, without text or icon.
    opt.text.clear();
    opt.icon = QIcon();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const bool missing = index.data(ProjectListModel::MissingRole).toBool();
    const bool pinned = index.data(ProjectListModel::PinnedRole).toBool();
    const bool launcher = !missing && index.data(ProjectListModel::LauncherRole).toBool();
    const QPalette::ColorGroup group =
        (opt.state & QStyle::State_Active) ? QPalette::Active : QPalette::Inactive;
    const QColor text = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor dim = text;
    dim.setAlphaF(0.65f);

    const QRect r = opt.rect.adjusted(Margin, Margin, -Margin, -Margin);
    const QIcon icon = index.data(Qt::DecorationRole).value<QIcon>();
    const QRect iconRect(r.left(), r.top() + (r.height() - IconSize) / 2, IconSize, IconSize);
    icon.paint(painter, iconRect, Qt::AlignCenter, missing ? QIcon::Disabled : QIcon::Normal);

    const int textLeft = iconRect.right() + Margin + 2;
    QRect textRect(textLeft, r.top(), r.right() - textLeft, r.height());

    QFont nameFont = opt.font;
    nameFont.setBold(true);
    nameFont.setItalic(missing);
    QFont pathFont = opt.font;
    pathFont.setPointSizeF(opt.font.pointSizeF() * 0.88);
    const QFontMetrics nameFm(nameFont);
    const QFontMetrics pathFm(pathFont);

    painter->save();
    QString name = index.data(Qt::DisplayRole).toString();
    int nameWidth = textRect.width();
    // A desktop launcher: a small launch mark at the right end of the name line.
    const int markSize = nameFm.height() - 2;
    if (launcher)
        nameWidth -= markSize + 4;
    if (pinned)
        nameWidth -= nameFm.horizontalAdvance(QStringLiteral(" ★"));
    name = nameFm.elidedText(name, Qt::ElideRight, nameWidth);
    painter->setFont(nameFont);
    painter->setPen(missing ? dim : text);
    const QRect nameRect(textRect.left(), textRect.top(), textRect.width(), nameFm.height());
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter, name);
    if (pinned) {
        painter->setPen(selected ? text : QColor(0xe5, 0xa5, 0x0a));
        painter->drawText(nameRect.adjusted(nameFm.horizontalAdvance(name), 0, 0, 0),
                          Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral(" ★"));
    }

    if (launcher)
        Icons::launch().paint(painter,
                              QRect(textRect.right() - markSize, nameRect.top() + 1, markSize, markSize),
                              Qt::AlignCenter, selected ? QIcon::Selected : QIcon::Normal);

    painter->setFont(pathFont);
    const QRect pathRect(textRect.left(), nameRect.bottom() + 2, textRect.width(), pathFm.height());
    QString second;
    if (missing) {
        painter->setPen(selected ? text : QColor(0xc0, 0x1c, 0x28));
        second = tr("Folder not found");
    } else {
        painter->setPen(dim);
        second = Paths::shown(index.data(ProjectListModel::PathRole).toString());
    }
    QRect secondRect = pathRect;
    if (const int running = missing ? 0 : index.data(ProjectListModel::RunningRole).toInt(); running > 0) {
        // Running sessions: a green dot and their number at the right end of the path line.
        const QString badge = tr("%n running", nullptr, running);
        const int badgeWidth = pathFm.horizontalAdvance(badge);
        const int dot = pathFm.height() / 2;
        const QRect badgeRect(pathRect.right() - badgeWidth, pathRect.top(), badgeWidth, pathRect.height());
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x2e, 0xa0, 0x43));
        painter->drawEllipse(QRect(badgeRect.left() - dot - 4, pathRect.center().y() - dot / 2, dot, dot));
        painter->restore();
        painter->save();
        painter->setPen(selected ? text : QColor(0x26, 0x7d, 0x36));
        painter->drawText(badgeRect, Qt::AlignRight | Qt::AlignVCenter, badge);
        painter->restore();
        secondRect.setRight(badgeRect.left() - dot - 10);
    }
    painter->drawText(secondRect, Qt::AlignLeft | Qt::AlignVCenter,
                      pathFm.elidedText(second, Qt::ElideMiddle, secondRect.width()));
    painter->restore();
}

QSize ProjectItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    Q_UNUSED(index)
    QFont nameFont = option.font;
    nameFont.setBold(true);
    QFont pathFont = option.font;
    pathFont.setPointSizeF(option.font.pointSizeF() * 0.88);
    const int h = QFontMetrics(nameFont).height() + 2 + QFontMetrics(pathFont).height() + 2 * Margin;
    return {200, std::max(h, IconSize + 2 * Margin)};
}

} // namespace aisb
