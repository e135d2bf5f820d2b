// SPDX-License-Identifier: GPL-3.0-or-later
// Quarantine in the app (session/quarantine.h): the checkbox beside Launch, the preview's run line
// it flips (network none, no home volume), the warning about a project's git hook, and a
// quarantine launch asking nothing about the project's untrusted policy file.
#include "changesview.h"
#include "mainwindow.h"
#include "policyeditor.h"
#include "policypreview.h"
#include "projectheader.h"
#include "session/changestore.h"
#include "session/projectchanges.h"
#include "session/quarantine.h"
#include "testfiles.h"
#include "testhome.h"
#include "windowpages.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace aisb;

namespace {

void write(const QString &path, const QByteArray &content)
{
    QVERIFY(test::writeWithFolders(path, content));
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

    // A quarantine launch passes no variables and reads no project file: a variable the project's
    // (untrusted) file names does not block it, and nothing is asked about the file.
    void quarantineLaunchNeedsNoVariableNorApproval()
    {
        const QString dir = m_root.filePath(QStringLiteral("projects/needs-var"));
        const QString var = QStringLiteral("AISB_TEST_UNSET_VAR_16");
        QVERIFY(!qEnvironmentVariableIsSet(qPrintable(var)));
        write(dir + QStringLiteral("/.ai-sandbox.toml"), "[env]\npass = [\"" + var.toUtf8() + "\"]\n");
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(dir);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(w.launchBlocker().contains(var), qPrintable(w.launchBlocker()));
        w.header()->quarantineCheck()->setChecked(true);
        QVERIFY(w.launchBlocker().isEmpty());
        QVERIFY(w.header()->launchButton()->isEnabled());
        QSignalSpy launch(&w, &MainWindow::launchRequested);
        w.requestLaunch();
        QCOMPARE(launch.count(), 1);
        QVERIFY(w.quarantined(launch.at(0).at(0).toString()));
        w.header()->quarantineCheck()->setChecked(false);
        QVERIFY(w.launchBlocker().contains(var));
    }

    void changesViewAppliesAndDiscards()
    {
        // A quarantine session as the core leaves it: the copy, its two snapshots, changes.json and
        // the record.
        QTemporaryDir base;
        const QString orig = base.filePath(QStringLiteral("orig"));
        const QString session = base.filePath(QStringLiteral("session"));
        write(orig + QStringLiteral("/a.txt"), "a\n");
        QVERIFY(QDir().mkpath(ChangeStore::sessionChangesDir(session)));
        const QString copy = Quarantine::copyPath(session);
        QVERIFY(Quarantine::copyTree(orig, copy).error.isEmpty());
        const auto start = ProjectSnapshot::capture(copy, {});
        write(copy + QStringLiteral("/a.txt"), "a by the agent\n");
        write(copy + QStringLiteral("/new.txt"), "new\n");
        const auto end = ProjectSnapshot::capture(copy, {});
        QVERIFY(start && end);
        QVERIFY(start->save(ChangeStore::startPath(session)).isEmpty());
        QVERIFY(end->save(ChangeStore::endPath(session)).isEmpty());
        QJsonObject json = ProjectChanges::toJson(ProjectChanges::diff(*start, *end));
        json.insert(QStringLiteral("project"), copy);
        json.insert(QStringLiteral("complete"), true);
        write(ChangeStore::jsonPath(session), QJsonDocument(json).toJson());
        QVERIFY(Quarantine::writeRecord(session, {orig, copy}).isEmpty());

        ChangesView v;
        QVERIFY(v.load(session).isEmpty());
        QVERIFY(v.isQuarantine());
        QCOMPARE(v.originalDir(), orig);
        QCOMPARE(v.undoButton()->text(), QStringLiteral("Apply"));
        QCOMPARE(v.undoAllButton()->text(), QStringLiteral("Apply All…"));
        QCOMPARE(v.keepAllButton()->text(), QStringLiteral("Discard…"));
        QVERIFY(v.summaryLabel()->text().contains(QLatin1String("Quarantine session")));
        QCOMPARE(v.paths().size(), 2);

        // Apply one file: only it is written.
        QSignalSpy done(&v, &ChangesView::undoFinished);
        QVERIFY(v.undo({QStringLiteral("a.txt")}));
        QTRY_COMPARE(done.count(), 1);
        QFile a(orig + QStringLiteral("/a.txt"));
        QVERIFY(a.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), QByteArray("a by the agent\n"));
        QVERIFY(!QFileInfo::exists(orig + QStringLiteral("/new.txt")));
        QVERIFY(v.state(QStringLiteral("a.txt")) == ChangesView::State::Undone);

        // A file the user made meanwhile: asked, the answer no, nothing written.
        write(orig + QStringLiteral("/new.txt"), "mine\n");
        QStringList asked;
        v.setConfirmHandler([&asked](const QStringList &paths) {
            asked = paths;
            return false;
        });
        QVERIFY(v.undo({QStringLiteral("new.txt")}));
        QTRY_COMPARE(done.count(), 2);
        QCOMPARE(asked, QStringList{QStringLiteral("new.txt")});
        QFile n(orig + QStringLiteral("/new.txt"));
        QVERIFY(n.open(QIODevice::ReadOnly));
        QCOMPARE(n.readAll(), QByteArray("mine\n"));

        // Discard: the copy goes, nothing more can be applied.
        QVERIFY(v.discard(false));
        QVERIFY(!QFileInfo::exists(copy));
        QVERIFY(!v.undoButton()->isEnabled());
        QVERIFY(!v.undoAllButton()->isEnabled());
    }

private:
    QTemporaryDir m_root;
    QString m_hostile;
    QString m_plain;
};

QTEST_MAIN(TestQuarantineUi)
#include "tst_quarantineui.moc"
