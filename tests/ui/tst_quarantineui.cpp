// SPDX-License-Identifier: GPL-3.0-or-later
// Quarantine in the app (session/quarantine.h): the checkbox beside Launch, the preview's run line
// it flips (network none, no home volume), the warning about a project's git hook, and a
// quarantine launch asking nothing about the project's untrusted policy file.
#include "mainwindow.h"
#include "policyeditor.h"
#include "policypreview.h"
#include "projectheader.h"
#include "testhome.h"
#include "windowpages.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace aisb;

namespace {

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
}

} // namespace

class TestQuarantineUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        aisb::test::useThrowAwayUserDirs(m_root);
        QCoreApplication::setOrganizationName(QStringLiteral("ai-sandbox-test"));
        QCoreApplication::setApplicationName(QStringLiteral("ai-sandbox-test"));
        m_hostile = m_root.filePath(QStringLiteral("projects/hostile"));
        m_plain = m_root.filePath(QStringLiteral("projects/plain"));
        write(m_hostile + QStringLiteral("/.git/hooks/pre-commit"), "#!/bin/sh\necho pwned\n");
        write(m_hostile + QStringLiteral("/.git/hooks/pre-push.sample"), "#!/bin/sh\n");
        write(m_hostile + QStringLiteral("/main.c"), "int main(){}\n");
        write(m_plain + QStringLiteral("/README.md"), "hi\n");
        QSettings().clear();
    }

    void checkboxFlipsTheRunLineAndWarnsOfTheHook()
    {
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(m_hostile);
        QCheckBox *box = w.header()->findChild<QCheckBox *>(QStringLiteral("quarantineCheck"));
        QVERIFY(box);
        QVERIFY(!box->isChecked());
        QVERIFY(box->toolTip().contains(QLatin1String("network")));
        QLabel *warning = w.header()->findChild<QLabel *>(QStringLiteral("quarantineWarning"));
        QVERIFY(warning);
        PolicyPreview *preview = w.policyEditor()->preview();
        preview->renderNow();
        const QString before = preview->text(PolicyPreview::RunCommand);
        // The default policy: the allowlist's gate route and the home volume.
        QVERIFY2(!before.contains(QLatin1String("--network=none")), qPrintable(before));
        QVERIFY2(before.contains(QLatin1String("type=volume")), qPrintable(before));

        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(warning->isHidden());
        box->setChecked(true);
        QVERIFY(w.quarantined(m_hostile));
        QVERIFY(preview->quarantine());
        const QString after = preview->text(PolicyPreview::RunCommand);
        QVERIFY2(after.contains(QLatin1String("--network=none")), qPrintable(after));
        QVERIFY2(!after.contains(QLatin1String("type=volume")), qPrintable(after));
        // The project itself is never bound: rootless, the session's copy is; rootful, the idmapped
        // view (of the copy, made at launch).
        QVERIFY2(!after.contains(QStringLiteral("src=") + m_hostile + QLatin1Char(',')), qPrintable(after));
        if (::geteuid() != 0)
            QVERIFY2(after.contains(QLatin1String("quarantine-project")), qPrintable(after));
        // The warning names the hook, not the sample.
        QVERIFY(warning->isVisible());
        QVERIFY2(warning->text().contains(QLatin1String(".git/hooks/pre-commit")),
                 qPrintable(warning->text()));
        QVERIFY(!warning->text().contains(QLatin1String("pre-push.sample")));

        // Another project: its own box (unchecked), no warning for a plain one.
        w.openProject(m_plain);
        QVERIFY(!box->isChecked());
        QVERIFY(!preview->quarantine());
        QVERIFY(warning->isHidden());
        box->setChecked(true);
        QVERIFY(warning->isHidden());
        // Back: still checked.
        w.openProject(m_hostile);
        QVERIFY(box->isChecked());
        QVERIFY(warning->isVisible());
        box->setChecked(false);
        QVERIFY(!w.quarantined(m_hostile));
        QVERIFY(!preview->text(PolicyPreview::RunCommand).contains(QLatin1String("--network=none")));
    }

private:
    QTemporaryDir m_root;
    QString m_hostile;
    QString m_plain;
};

QTEST_MAIN(TestQuarantineUi)
#include "tst_quarantineui.moc"
