// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <clocale>
#include <langinfo.h>

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

void preferUtf8Locale()
{
    if (!std::setlocale(LC_ALL, ""))
        return; // a locale that does not exist: Qt says so
    const QByteArray codeset = ::nl_langinfo(CODESET);
    const QByteArray ctype = std::setlocale(LC_CTYPE, nullptr);
    const bool utf8 = codeset.compare("UTF-8", Qt::CaseInsensitive) == 0 ||
                      codeset.compare("utf8", Qt::CaseInsensitive) == 0;
    if (utf8 || (ctype != "C" && ctype != "POSIX") || !std::setlocale(LC_CTYPE, "C.UTF-8")) {
        std::setlocale(LC_ALL, "C");
        return;
    }
    qputenv(qEnvironmentVariableIsEmpty("LC_ALL") ? "LC_CTYPE" : "LC_ALL", "C.UTF-8");
    std::setlocale(LC_ALL, "C");
}

} // namespace aisb
