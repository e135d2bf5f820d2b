// SPDX-License-Identifier: GPL-3.0-or-later
// The review before an approval: what a policy file grants with the risky items marked, no approval
// of a file that does not parse, of one that changed after it was shown, or of values the user
// never saw (Save); offered from every tab and by Launch and Build.
#include "mainwindow.h"
#include "modal.h"
#include "policy/trust.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "policypreview.h"
#include "policyreviewdialog.h"
#include "testhome.h"
#include "windowpages.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <functional>

using namespace aisb;
using aisb::test::whenModal;

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QTreeWidgetItem *row(QTreeWidget *tree, const QString &field, const QString &value)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = tree->topLevelItem(i);
        if (item->data(0, PolicyReviewDialog::FieldRole).toString() == field &&
            (item->text(1) == value || item->text(1).startsWith(value + QStringLiteral(", "))))
            return item;
    }
    return nullptr;
}

const QByteArray risky = "[network]\nmode = \"open\"\nallow = [\"new.example\"]\n"
                         "local = { \"db.internal\" = \"127.0.0.1:5432\" }\n"
                         "[env]\nset = { PATH = \"/project/bin:/usr/bin\", GREETING = \"hi\" }\n"
                         "[image]\nbase = \"docker.io/library/debian:trixie\"\n"
                         "[run]\ncommand = [\"bash\"]\n"
                         "[limits]\npids = 100\n"
                         "[mounts]\nread_only = [\".git/hooks\"]\n"
                         "extra = [{ source = \"/tmp\", target = \"/hosttmp\", mode = \"rw\" }]\n";

} // namespace

class TestPolicyReview : public QObject
{
    Q_OBJECT

    QTemporaryDir m_root;
    int m_serial = 0;

    QString project(const QByteArray &policy)
    {
        return test::makeProject(m_root, QStringLiteral("p%1").arg(++m_serial), policy);
    }
    static bool trusted(const QString &dir)
    {
        return TrustStore().check(dir + QStringLiteral("/.ai-sandbox.toml")).status ==
               TrustStore::Status::Trusted;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        test::useThrowAwayUserDirs(m_root);
        QCoreApplication::setOrganizationName(QStringLiteral("ai-sandbox-test"));
        QCoreApplication::setApplicationName(QStringLiteral("ai-sandbox-test"));
    }
    void init() { QSettings().clear(); }

    void reviewShowsGrantsWithRiskyItemsFirst()
    {
        PolicyReviewDialog d(QStringLiteral("/p/.ai-sandbox.toml"), risky, {}, defaultPolicy(),
                             PolicyReviewDialog::Purpose::Approve);
        QTreeWidget *tree = d.grantsView();
        const struct
        {
            const char *field;
            const char *value;
        } riskyRows[] = {
            {"network.mode", "open"},
            {"network.allow", "new.example"},
            {"network.local", "db.internal → 127.0.0.1:5432"},
            {"env.set", "PATH = /project/bin:/usr/bin"},
            {"image.base", "docker.io/library/debian:trixie"},
            {"run.command", "bash"},
            {"mounts.read_only", ".git/config"},
            {"mounts.extra", "/tmp → /hosttmp (rw)"},
        };
        for (const auto &r : riskyRows) {
            QTreeWidgetItem *item = row(tree, QString::fromUtf8(r.field), QString::fromUtf8(r.value));
            QVERIFY2(item, r.field);
            QVERIFY2(item->data(0, PolicyReviewDialog::RiskyRole).toBool(), r.field);
            QVERIFY2(!item->text(2).isEmpty(), r.field); // says why
            QVERIFY(item->font(0).bold());
        }
        QTreeWidgetItem *greeting = row(tree, QStringLiteral("env.set"), QStringLiteral("GREETING = hi"));
        QVERIFY(greeting && !greeting->data(0, PolicyReviewDialog::RiskyRole).toBool());
        QTreeWidgetItem *pids = row(tree, QStringLiteral("limits.pids"), QStringLiteral("100"));
        QVERIFY(pids && !pids->data(0, PolicyReviewDialog::RiskyRole).toBool());
        // Risky first.
        QVERIFY(tree->topLevelItem(0)->data(0, PolicyReviewDialog::RiskyRole).toBool());
        QVERIFY(tree->indexOfTopLevelItem(pids) >
                tree->indexOfTopLevelItem(
                    row(tree, QStringLiteral("mounts.extra"), QStringLiteral("/tmp → /hosttmp (rw)"))));
        auto *verdict = d.findChild<QLabel *>(QStringLiteral("reviewVerdictText"));
        QVERIFY2(verdict->text().contains(QStringLiteral("can weaken the sandbox")),
                 qPrintable(verdict->text()));
        // The raw file stays available, and Enter does not approve.
        QVERIFY(d.diffView()->toPlainText().contains(QStringLiteral("+mode = \"open\"")));
        QVERIFY(d.approveButton()->isEnabled());
        QVERIFY(!d.approveButton()->isDefault());
        QVERIFY(d.findChild<QPushButton *>(QStringLiteral("reviewCancelButton"))->isDefault());
    }

    // A file that does not parse cannot be approved, and the window shows nothing of another
    // project's settings meanwhile.
    void brokenFileCannotBeApprovedNorShowsAnotherProject()
    {
        const QString alpha = project("[network]\nallow = [\"alpha-only.example\"]\n");
        QVERIFY(TrustStore().approve(alpha + QStringLiteral("/.ai-sandbox.toml")).isEmpty());
        const QString broken = project("[network\nallow = [\"x\"\n");
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openProject(alpha);
        QVERIFY(!w.findChild<QWidget *>(QStringLiteral("trustBanner"))->isVisible());
        w.openProject(broken);
        QWidget *banner = w.findChild<QWidget *>(QStringLiteral("trustBanner"));
        QVERIFY(banner->isVisible());
        QVERIFY(!w.policyEditor()->document()->effective().network.allow.contains(
            QStringLiteral("alpha-only.example")));
        QTRY_VERIFY(!w.policyEditor()
                         ->preview()
                         ->text(PolicyPreview::GateConfig)
                         .contains(QStringLiteral("alpha-only.example")));
        bool seen = false;
        whenModal<PolicyReviewDialog>(
            [](PolicyReviewDialog *d) {
                QVERIFY(!d->review().parses());
                QVERIFY(!d->approveButton()->isEnabled());
                QCOMPARE(d->grantsView()->topLevelItemCount(), 0);
                auto *verdict = d->findChild<QLabel *>(QStringLiteral("reviewVerdictText"));
                QVERIFY(verdict->isVisible());
                QVERIFY2(verdict->text().contains(QStringLiteral("cannot be read as a policy")),
                         qPrintable(verdict->text()));
                QVERIFY(!d->diffView()->toPlainText().contains(QStringLiteral("alpha-only")));
                d->reject();
            },
            &seen);
        QVERIFY(!w.policyEditor()->reviewTrust());
        QVERIFY(seen);
        QVERIFY(!trusted(broken));
    }

    // The banner is above the tabs: seen, and its review opened, from the Sessions and Log tabs.
    void approveFromAnyTab()
    {
        const QString dir = project(risky);
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.resize(1280, 800);
        w.openProject(dir);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QWidget *banner = w.findChild<QWidget *>(QStringLiteral("trustBanner"));
        QVERIFY(!w.policyEditor()->isAncestorOf(banner));
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            w.tabs()->setCurrentIndex(tab);
            QVERIFY2(banner->isVisible(), qPrintable(w.tabs()->tabText(tab)));
        }
        w.tabs()->setCurrentWidget(w.sessionsPage());
        bool seen = false;
        whenModal<PolicyReviewDialog>(
            [](PolicyReviewDialog *d) {
                QVERIFY(d->review().riskyCount() > 0);
                d->approveButton()->click();
            },
            &seen);
        QTest::mouseClick(banner->findChild<QPushButton *>(QStringLiteral("reviewTrustButton")),
                          Qt::LeftButton);
        QVERIFY(seen);
        QVERIFY(trusted(dir));
        QVERIFY(!banner->isVisible());
        QCOMPARE(w.tabs()->currentIndex(), 1);
    }

    // Launch and Build on an unapproved project open the review in the app; cancelled, nothing
    // starts; approved, it goes ahead.
    void launchAndBuildOpenTheReview()
    {
        const QString dir = project("[network]\nallow = [\"a.example\"]\n");
        MainWindow w(test::blankPages());
        w.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        w.openProject(dir);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.tabs()->setCurrentWidget(w.logPage());
        QSignalSpy launch(&w, &MainWindow::launchRequested);
        QSignalSpy build(&w, &MainWindow::buildRequested);
        bool seen = false;
        whenModal<PolicyReviewDialog>([](PolicyReviewDialog *d) { d->reject(); }, &seen);
        w.requestLaunch();
        QVERIFY(seen);
        QCOMPARE(launch.count(), 0);
        seen = false;
        whenModal<PolicyReviewDialog>([](PolicyReviewDialog *d) { d->reject(); }, &seen);
        w.requestBuild();
        QVERIFY(seen);
        QCOMPARE(build.count(), 0);
        seen = false;
        whenModal<PolicyReviewDialog>([](PolicyReviewDialog *d) { d->approveButton()->click(); }, &seen);
        w.requestLaunch();
        QVERIFY(seen);
        QCOMPARE(launch.count(), 1);
        QVERIFY(trusted(dir));
        // Approved now: Build goes straight on.
        w.requestBuild();
        QCOMPARE(build.count(), 1);
    }

    // The agent rewrites the file while the review is open: the approval is refused, with the
    // reason, and the rewritten file stays unapproved.
    void changeBetweenShowAndApproveIsRefused()
    {
        const QString dir = project("[network]\nallow = [\"a.example\"]\n");
        const QString file = dir + QStringLiteral("/.ai-sandbox.toml");
        PolicyEditor editor;
        editor.openProject(dir, m_root.filePath(QStringLiteral("none.toml")), QProcessEnvironment());
        editor.show();
        QString warning;
        whenModal<PolicyReviewDialog>([&](PolicyReviewDialog *d) {
            QVERIFY(writeFile(file, "[network]\nmode = \"open\"\n"));
            whenModal<QMessageBox>([&](QMessageBox *box) {
                warning = box->text();
                box->accept();
            });
            d->approveButton()->click();
        });
        QVERIFY(!editor.reviewTrust());
        QVERIFY2(warning.contains(QStringLiteral("changed after it was shown")), qPrintable(warning));
        QVERIFY(!trusted(dir));
        QVERIFY(TrustStore().approvedContent(file).isNull());
    }

    // Save of a policy loaded from an unapproved file shows what the saved file grants, the
    // untouched values from that file included; cancelled, nothing is written or approved.
    void saveOfUnapprovedFileShowsTheReviewFirst()
    {
        const QByteArray original = "[network]\nallow = [\"evil.example\"]\n";
        const QString dir = project(original);
        const QString file = dir + QStringLiteral("/.ai-sandbox.toml");
        PolicyEditor editor;
        editor.openProject(dir, m_root.filePath(QStringLiteral("none.toml")), QProcessEnvironment());
        editor.show();
        QVERIFY(!editor.document()->loadedContentApproved());
        auto *pids = editor.findChild<QSpinBox *>(QStringLiteral("pidsEdit"));
        QVERIFY(pids);
        pids->setValue(300);
        QVERIFY(editor.isModified());
        bool seen = false;
        whenModal<PolicyReviewDialog>(
            [](PolicyReviewDialog *d) {
                QVERIFY(d->approveButton()->text().contains(QStringLiteral("Save")));
                QTreeWidgetItem *host =
                    row(d->grantsView(), QStringLiteral("network.allow"), QStringLiteral("evil.example"));
                QVERIFY(host && host->data(0, PolicyReviewDialog::RiskyRole).toBool());
                QVERIFY(row(d->grantsView(), QStringLiteral("limits.pids"), QStringLiteral("300")));
                d->reject();
            },
            &seen);
        QVERIFY(!editor.save());
        QVERIFY(seen);
        QCOMPARE(readFile(file), original);
        QVERIFY(!trusted(dir));
        QVERIFY(editor.isModified());

        seen = false;
        whenModal<PolicyReviewDialog>([](PolicyReviewDialog *d) { d->approveButton()->click(); }, &seen);
        QVERIFY(editor.save());
        QVERIFY(seen);
        QVERIFY(readFile(file).contains("pids = 300"));
        QVERIFY(trusted(dir));
        QVERIFY(editor.document()->loadedContentApproved());
        // From an approved file, the user's own edits save without another review.
        pids->setValue(301);
        QVERIFY(editor.save());
        QVERIFY(trusted(dir));
    }
};

QTEST_MAIN(TestPolicyReview)
#include "tst_policyreview.moc"
