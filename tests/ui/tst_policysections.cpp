// SPDX-License-Identifier: GPL-3.0-or-later
// The policy form's parts on their own: each section shows what a PolicyDocument holds and asks
// for the edit it should (it never changes the document itself); the file bar shows the banners
// that apply and hides when none does; the diff dialog answers with the choice clicked.
#include "diffview.h"
#include "environmentsection.h"
#include "fieldorigin.h"
#include "filessection.h"
#include "imagesection.h"
#include "limitssection.h"
#include "networksection.h"
#include "pathlistedit.h"
#include "policydocument.h"
#include "policyfilebar.h"
#include "testhome.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace aisb;

namespace {
// Records what a section asks for.
struct Edits
{
    explicit Edits(PolicySection *section)
    {
        QObject::connect(section, &PolicySection::edited, section,
                         [this](const PolicyEdit &e) { list << e; });
    }
    QList<PolicyEdit> list;
};

template <typename T> T *child(QWidget *parent, const QString &name)
{
    T *w = parent->findChild<T *>(name);
    if (!w)
        qWarning("no %s", qPrintable(name));
    return w;
}

QRadioButton *radio(QWidget *parent, const QString &text)
{
    for (QRadioButton *b : parent->findChildren<QRadioButton *>())
        if (b->text() == text)
            return b;
    return nullptr;
}
} // namespace

class TestPolicySections : public QObject
{
    Q_OBJECT

    // A document loaded from a project file (no user file, no AISB_* variables).
    std::unique_ptr<PolicyDocument> load(const QByteArray &policy)
    {
        const QString dir = test::makeProject(m_root, QStringLiteral("p%1").arg(++m_serial), policy);
        auto doc = std::make_unique<PolicyDocument>();
        doc->load(dir, m_root.filePath(QStringLiteral("no-user-file.toml")), QProcessEnvironment());
        return doc;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        test::useThrowAwayUserDirs(m_root);
    }

    void limitsSyncAndEmit()
    {
        auto doc = load("[limits]\ncpus = 3.5\npids = 300\nexec_timeout = 0\n");
        LimitsSection section;
        Edits edits(&section);
        section.syncFrom(*doc);
        QVERIFY(edits.list.isEmpty()); // showing a value is not an edit
        auto *cpus = child<QDoubleSpinBox>(&section, QStringLiteral("cpusEdit"));
        auto *pids = child<QSpinBox>(&section, QStringLiteral("pidsEdit"));
        auto *timeout = child<QSpinBox>(&section, QStringLiteral("execTimeoutEdit"));
        QCOMPARE(cpus->value(), 3.5);
        QCOMPARE(pids->value(), 300);
        // 0 from the file is shown as refused, not silently raised to the box's minimum.
        QCOMPARE(timeout->value(), 0);
        QCOMPARE(timeout->text(), QStringLiteral("0 (refused)"));
        QCOMPARE(section.keys(), (QStringList{PolicyDocument::LimitsMemory, PolicyDocument::LimitsCpus,
                                              PolicyDocument::LimitsPids, PolicyDocument::LimitsTmpSize,
                                              PolicyDocument::LimitsExecTimeout}));

        pids->setValue(512);
        QCOMPARE(edits.list.size(), 1);
        const PolicyEdit &e = edits.list.last();
        QCOMPARE(e.keys, QStringList{PolicyDocument::LimitsPids});
        QVERIFY(e.mergeTyping); // spinning the box is one undo step
        QCOMPARE(e.applied(section.policy()).limits.pids, 512);
        QCOMPARE(e.applied(section.policy()).limits.cpus, 3.5); // nothing else
    }

    void resetAsksForTheRowsKeys()
    {
        auto doc = load("[limits]\ncpus = 3.5\n");
        LimitsSection section;
        section.syncFrom(*doc);
        QSignalSpy reset(&section, &PolicySection::resetRequested);
        auto *origin = child<FieldOrigin>(&section, QStringLiteral("origin:limits.cpus"));
        QVERIFY(origin->resetButton()->isEnabled());
        QCOMPARE(origin->text(), QStringLiteral("Project file"));
        origin->resetButton()->click();
        QCOMPARE(reset.size(), 1);
        QCOMPARE(reset.at(0).at(0).toStringList(), QStringList{PolicyDocument::LimitsCpus});
    }

    void issuesShowUnderTheirRowOnly()
    {
        auto doc = load("[mounts]\nmasked = [\"../outside\"]\n");
        QVERIFY(!doc->issues().isEmpty());
        LimitsSection limits;
        FilesSection files;
        limits.syncFrom(*doc);
        files.syncFrom(*doc);
        limits.showIssues(doc->issues());
        files.showIssues(doc->issues());
        auto *error = child<QLabel>(&files, QStringLiteral("error:mounts.masked"));
        QVERIFY(!error->isHidden());
        QVERIFY(!error->text().isEmpty());
        for (QLabel *l : limits.findChildren<QLabel *>())
            if (l->objectName().startsWith(QLatin1String("error:")))
                QVERIFY2(l->isHidden(), qPrintable(l->objectName()));
        // Fixed: the line goes.
        files.showIssues({});
        QVERIFY(error->isHidden());
    }

    void filesSyncAndEmit()
    {
        auto doc = load("[mounts]\nproject = \"ro\"\nmasked = [\".env\"]\nhome_volume = false\n");
        FilesSection section;
        Edits edits(&section);
        section.syncFrom(*doc);
        QVERIFY(radio(&section, QStringLiteral("Read only"))->isChecked());
        QCOMPARE(child<PathListEdit>(&section, QStringLiteral("maskedEdit"))->paths(),
                 QStringList{QStringLiteral(".env")});
        auto *home = section.findChild<QCheckBox *>();
        QVERIFY(!home->isChecked());
        QVERIFY(edits.list.isEmpty());

        radio(&section, QStringLiteral("Read and write"))->click();
        QCOMPARE(edits.list.size(), 1);
        QCOMPARE(edits.list.last().keys, QStringList{PolicyDocument::MountsProject});
        QVERIFY(edits.list.last().applied(section.policy()).mounts.project == MountMode::ReadWrite);
        home->click();
        QCOMPARE(edits.list.size(), 2);
        QCOMPARE(edits.list.last().keys, QStringList{PolicyDocument::MountsHomeVolume});
        QVERIFY(edits.list.last().applied(section.policy()).mounts.homeVolume);
    }

    void imageSyncAndEmit()
    {
        QTemporaryDir certs;
        QVERIFY(certs.isValid());
        auto doc = load("[image]\nharness = \"pi\"\npackages = [\"jq\", \"ripgrep\"]\n");
        ImageSection section;
        Edits edits(&section);
        section.syncFrom(*doc);
        auto *packages = child<QLineEdit>(&section, QStringLiteral("packagesEdit"));
        QCOMPARE(packages->text(), QStringLiteral("jq ripgrep"));
        auto *harness = child<QComboBox>(&section, QStringLiteral("harnessCombo"));
        QCOMPARE(harness->currentData().toString(), QStringLiteral("pi"));

        packages->setFocus();
        packages->end(false);
        QTest::keyClicks(packages, QStringLiteral(" git"));
        QVERIFY(!edits.list.isEmpty());
        const PolicyEdit &typed = edits.list.last();
        QCOMPARE(typed.keys, QStringList{PolicyDocument::ImagePackages});
        QVERIFY(typed.mergeTyping);
        QCOMPARE(typed.applied(section.policy()).image.packages,
                 (QStringList{QStringLiteral("jq"), QStringLiteral("ripgrep"), QStringLiteral("git")}));

        // A relative path is made absolute; one the policy has already is not asked for again.
        edits.list.clear();
        const QString cert = certs.filePath(QStringLiteral("proxy.crt"));
        section.addCaCertificates({cert, cert, QStringLiteral(" ")});
        QCOMPARE(edits.list.size(), 1);
        QCOMPARE(edits.list.last().keys, QStringList{PolicyDocument::ImageCaCertificates});
        QCOMPARE(edits.list.last().applied(section.policy()).image.caCertificates, QStringList{cert});
    }

    void environmentSyncAndEmit()
    {
        auto doc = load("[env]\npass = [\"TERM\"]\nset = { CI = \"1\" }\n");
        EnvironmentSection section;
        Edits edits(&section);
        section.openProject({}, QProcessEnvironment());
        section.syncFrom(*doc);
        QCOMPARE(section.table()->model()->rowCount(), 2);
        QVERIFY(edits.list.isEmpty());

        child<QLineEdit>(&section, QStringLiteral("envNameInput"))->setText(QStringLiteral("LANG"));
        child<QPushButton>(&section, QStringLiteral("addEnvButton"))->click();
        QCOMPARE(edits.list.size(), 1);
        const PolicyEdit &e = edits.list.last();
        QVERIFY(e.keys.contains(PolicyDocument::EnvPass));
        const Policy after = e.applied(section.policy());
        QVERIFY(after.env.pass.contains(QStringLiteral("LANG")));
        QVERIFY(after.env.pass.contains(QStringLiteral("TERM")));
        QCOMPARE(after.env.set.value(QStringLiteral("CI")), QStringLiteral("1"));
    }

    void networkSyncAndEmit()
    {
        auto doc = load("[network]\nmode = \"none\"\nallow = [\"example.com\"]\n");
        NetworkSection section;
        Edits edits(&section);
        section.syncFrom(*doc);
        QVERIFY(child<QAbstractButton>(&section, QStringLiteral("mode-none"))->isChecked());
        QCOMPARE(section.hostTable()->model()->rowCount(), 1);
        // The list only matters in the allowlist mode: not editable in "No network".
        QVERIFY(!child<QLineEdit>(&section, QStringLiteral("hostInput"))->isEnabled());
        QVERIFY(edits.list.isEmpty());

        child<QAbstractButton>(&section, QStringLiteral("mode-allowlist"))->click();
        QCOMPARE(edits.list.size(), 1);
        QCOMPARE(edits.list.last().keys, QStringList{PolicyDocument::NetworkMode});
        QVERIFY(edits.list.last().applied(section.policy()).network.mode == NetworkMode::Allowlist);

        QCOMPARE(section.addHosts({QStringLiteral("api.example.org"), QStringLiteral("example.com")}), 1);
        QCOMPARE(edits.list.size(), 2);
        QCOMPARE(edits.list.last().keys, QStringList{PolicyDocument::NetworkAllow});
        QCOMPARE(edits.list.last().applied(section.policy()).network.allow,
                 (QStringList{QStringLiteral("example.com"), QStringLiteral("api.example.org")}));
    }

    void fileBarShowsOnlyWhatApplies()
    {
        QWidget window;
        auto *bar = new PolicyFileBar(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!bar->isVisible()); // nothing to say: no room taken
        bar->setTrust(TrustStore::Status::Changed);
        QVERIFY(bar->trustPending());
        QVERIFY(bar->isVisible());
        QSignalSpy review(bar, &PolicyFileBar::reviewRequested);
        child<QPushButton>(bar, QStringLiteral("reviewTrustButton"))->click();
        QCOMPARE(review.size(), 1);
        bar->setTrust(TrustStore::Status::Trusted);
        QVERIFY(!bar->trustPending());
        QVERIFY(!bar->isVisible());

        bar->setExternalChange(true);
        QVERIFY(bar->externalChangeShown());
        QSignalSpy reload(bar, &PolicyFileBar::reloadRequested);
        QSignalSpy keep(bar, &PolicyFileBar::keepMineRequested);
        QSignalSpy diff(bar, &PolicyFileBar::showDiffRequested);
        child<QPushButton>(bar, QStringLiteral("reloadButton"))->click();
        child<QPushButton>(bar, QStringLiteral("keepMineButton"))->click();
        child<QPushButton>(bar, QStringLiteral("showDiffButton"))->click();
        QCOMPARE(reload.size() + keep.size() + diff.size(), 3);
        bar->setExternalChange(false);
        QVERIFY(!bar->isVisible());

        bar->setSaveError(QStringLiteral("disk full"));
        QCOMPARE(child<QWidget>(bar, QStringLiteral("saveErrorBanner"))
                     ->findChild<QLabel *>(QStringLiteral("bannerText"))
                     ->text(),
                 QStringLiteral("disk full"));
        QVERIFY(bar->isVisible());
        bar->setSaveError({});
        QVERIFY(!bar->isVisible());

        // Taken out (the main window shows it above its tabs): the bar no longer counts it.
        QWidget *trust = bar->takeTrustBanner();
        QCOMPARE(trust->objectName(), QStringLiteral("trustBanner"));
        bar->setTrust(TrustStore::Status::New);
        QVERIFY(bar->trustPending());
        QVERIFY(!bar->isVisible());
    }

    void diffDialogAnswersTheChoice()
    {
        enum { Close, Reload, Keep };
        const QString diff = QStringLiteral("--- a\n+++ b\n-x\n+y\n");
        for (int pick : {0, 1, 2}) {
            DiffDialog dialog(QStringLiteral("t"), QStringLiteral("e"), diff,
                              {{QStringLiteral("Reload"), QDialogButtonBox::AcceptRole, Reload},
                               {QStringLiteral("Keep"), QDialogButtonBox::RejectRole, Keep}});
            QCOMPARE(dialog.view()->toPlainText(), diff);
            QVERIFY(dialog.view()->isReadOnly());
            dialog.open();
            if (pick == 0)
                dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close)->click();
            else
                dialog.choiceButton(pick - 1)->click();
            QCOMPARE(dialog.result(), pick == 0 ? int(Close) : pick == 1 ? int(Reload) : int(Keep));
        }
    }

private:
    QTemporaryDir m_root;
    int m_serial = 0;
};

QTEST_MAIN(TestPolicySections)
#include "tst_policysections.moc"
