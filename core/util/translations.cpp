// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace aisb {

bool installTranslations(QCoreApplication &app, const QString &language)
{
    QLocale locale;
    if (!language.isEmpty()) {
        locale = QLocale(language);
        QLocale::setDefault(locale);
    }
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("ai-sandbox"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(own);
        return true;
    }
    delete own;
    // The source strings are English: nothing to load for it. QLocale("xx") is the C locale.
    return language.isEmpty() || language == QLatin1String("C") || locale.language() == QLocale::English;
}

QString languageOption(int argc, char **argv)
{
    QString value;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--")
            break;
        if (a == "--lang" && i + 1 < argc)
            value = QString::fromLocal8Bit(argv[++i]);
        else if (a.startsWith("--lang="))
            value = QString::fromLocal8Bit(a.mid(7));
    }
    return value;
}

} // namespace aisb
