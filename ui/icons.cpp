// SPDX-License-Identifier: GPL-3.0-or-later
#include "icons.h"

#include <QApplication>
#include <QPainter>
#include <QPixmap>

namespace aisb::Icons {

QIcon themed(const QString &name, QStyle::StandardPixmap fallback)
{
    QIcon icon = QIcon::fromTheme(name);
    if (icon.isNull())
        icon = QIcon::fromTheme(name + QStringLiteral("-symbolic"));
    if (icon.isNull() && QApplication::style())
        icon = QApplication::style()->standardIcon(fallback);
    return icon;
}

namespace {
// A small filled circle with a mark, for validity and status (no theme needed).
QIcon badge(const QColor &color, QChar mark)
{
    QIcon icon;
    for (int size : {16, 22, 32, 48, 64}) {
        QPixmap pm(size, size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        const qreal m = size * 0.1;
        p.drawEllipse(QRectF(m, m, size - 2 * m, size - 2 * m));
        QFont f = p.font();
        f.setBold(true);
        f.setPixelSize(int(size * 0.62));
        p.setFont(f);
        p.setPen(Qt::white);
        p.drawText(QRectF(0, 0, size, size), Qt::AlignCenter, QString(mark));
        icon.addPixmap(pm);
    }
    return icon;
}
} // namespace

QIcon ok()
{
    static const QIcon icon = badge(QColor(0x26, 0xa2, 0x69), QChar(0x2713));
    return icon;
}

QIcon error()
{
    static const QIcon icon = badge(QColor(0xc0, 0x1c, 0x28), QLatin1Char('!'));
    return icon;
}

QIcon warning()
{
    return themed(QStringLiteral("dialog-warning"), QStyle::SP_MessageBoxWarning);
}

QIcon information()
{
    return themed(QStringLiteral("dialog-information"), QStyle::SP_MessageBoxInformation);
}

QIcon folder()
{
    return themed(QStringLiteral("folder"), QStyle::SP_DirIcon);
}

QIcon folderMissing()
{
    static const QIcon icon = badge(QColor(0x9a, 0x99, 0x96), QLatin1Char('?'));
    return icon;
}

QIcon unknown()
{
    static const QIcon icon = badge(QColor(0x9a, 0x99, 0x96), QChar(0x2026));
    return icon;
}

QIcon add()
{
    return themed(QStringLiteral("list-add"), QStyle::SP_FileDialogNewFolder);
}

QIcon remove()
{
    return themed(QStringLiteral("list-remove"), QStyle::SP_TrashIcon);
}

QIcon reset()
{
    return themed(QStringLiteral("edit-undo"), QStyle::SP_DialogResetButton);
}

QIcon save()
{
    return themed(QStringLiteral("document-save"), QStyle::SP_DialogSaveButton);
}

QIcon build()
{
    return themed(QStringLiteral("run-build"), QStyle::SP_BrowserReload);
}

QIcon launch()
{
    return themed(QStringLiteral("media-playback-start"), QStyle::SP_MediaPlay);
}

QIcon cancel()
{
    return themed(QStringLiteral("process-stop"), QStyle::SP_BrowserStop);
}

QIcon pin()
{
    return themed(QStringLiteral("pin"), QStyle::SP_DialogYesButton);
}

QIcon app()
{
    // The SVG needs Qt's svg plugin; the PNGs work everywhere.
    QIcon icon(QStringLiteral(":/icons/ai-sandbox.svg"));
    icon.addFile(QStringLiteral(":/icons/ai-sandbox-64.png"), QSize(64, 64));
    icon.addFile(QStringLiteral(":/icons/ai-sandbox-128.png"), QSize(128, 128));
    return icon;
}

} // namespace aisb::Icons
