// SPDX-License-Identifier: GPL-3.0-or-later
// What the UI ships in its resources: the syntax definitions KSyntaxHighlighting lacks, the icons,
// and the German translation.
#include "icons.h"

#include <QFile>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace aisb;

class TestResources : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void syntaxDefinitions_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("name");
        QTest::newRow("nftables") << QStringLiteral(":/aisb-syntax/syntax/nftables.xml")
                                  << QStringLiteral("nftables");
        QTest::newRow("squid") << QStringLiteral(":/aisb-syntax/syntax/squid.xml") << QStringLiteral("Squid");
        QTest::newRow("build log") << QStringLiteral(":/aisb-syntax/syntax/podman-build-log.xml")
                                   << QStringLiteral("Podman Build Log");
    }

    void syntaxDefinitions()
    {
        QFETCH(QString, path);
        QFETCH(QString, name);
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        QXmlStreamReader xml(&f);
        QString language;
        int contexts = 0;
        int itemDatas = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("language")) {
                language = xml.attributes().value(QLatin1String("name")).toString();
                QVERIFY(!xml.attributes().value(QLatin1String("kateversion")).isEmpty());
            } else if (xml.name() == QLatin1String("context")) {
                ++contexts;
            } else if (xml.name() == QLatin1String("itemData")) {
                ++itemDatas;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(language, name);
        QVERIFY(contexts >= 2);
        QVERIFY(itemDatas >= 5);
    }

    void iconsAndTranslation()
    {
        QVERIFY(!Icons::app().pixmap(64, 64).isNull());
        QVERIFY(!Icons::ok().pixmap(16, 16).isNull());
        QVERIFY(!Icons::error().pixmap(16, 16).isNull());
        QTranslator de;
        QVERIFY(de.load(QStringLiteral(":/i18n/ai-sandbox_de.qm")));
        QCOMPARE(de.translate("aisb::MainWindow", "Projects"), QStringLiteral("Projekte"));
        QCOMPARE(de.translate("aisb::PolicyEditor", "Allowed Hosts"), QStringLiteral("Erlaubte Hosts"));
    }
};

QTEST_MAIN(TestResources)
#include "tst_resources.moc"
