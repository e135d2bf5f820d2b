// SPDX-License-Identifier: GPL-3.0-or-later
// The Resources page against a stand-in podman that lists 600 exited sandboxes and 400 volumes:
// the list is a model/view tree grouped by project; the plan is made off the GUI thread (the
// window's event loop keeps turning between refresh() and loaded()); a second refresh started
// while the first loads drops the first one's result; "Remove this project's data…" opens its
// confirmation once its plan is ready; after a clean-up the credential secrets of gates that are
// gone are swept. (The page against real podman: e2e/tst_cleanup.)
#include "fakepodman.h"
#include "resourcesmodel.h"
#include "resourcespage.h"
#include "testhome.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>

using namespace aisb;

namespace {
constexpr int kContainers = 600;
constexpr int kVolumes = 400;

// podman's JSON for the listings, written once into `dir`.
void writeListings(const QTemporaryDir &dir)
{
    QByteArray ps = "[";
    for (int i = 0; i < kContainers; ++i) {
        const QByteArray n = QByteArray::number(i);
        const QByteArray project = "proj" + QByteArray::number(i % 3);
        ps += (i ? "," : "") + QByteArray(R"({"Id":"c)") + n + R"(","Names":["aisb-)" + project + "-s" + n +
              R"("],"State":"exited","Created":1700000000,"Labels":{"io.aisb.managed":"1",)"
              R"("io.aisb.kind":"sandbox","io.aisb.session":"s)" +
              n + R"(","io.aisb.project":")" + project + R"("}})";
    }
    ps += "]";
    QByteArray volumes = "[";
    for (int i = 0; i < kVolumes; ++i)
        volumes +=
            (i ? "," : "") + QByteArray(R"({"Name":"aisb-cache-v)") + QByteArray::number(i) +
            R"(","CreatedAt":"2024-01-01T00:00:00Z","Labels":{"io.aisb.managed":"1","io.aisb.kind":"cache",)"
            R"("io.aisb.project":"proj)" +
            QByteArray::number(i % 3) + R"("}})";
    volumes += "]";
    for (const auto &[name, data] : {std::pair{"ps.json", ps}, std::pair{"volumes.json", volumes}}) {
        QFile f(dir.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
    }
}
} // namespace

class TestResourcesPage : public QObject
{
    Q_OBJECT
    QTemporaryDir m_home;
    QTemporaryDir m_data;
    std::unique_ptr<test::FakePodman> m_podman;

    PodmanConnection connection() const
    {
        PodmanConnection c;
        c.program = m_podman->program();
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::useThrowAwayUserDirs(m_home);
        writeListings(m_data);
        const QByteArray dir = m_data.path().toUtf8();
        // A moment's delay per call, as real podman has: a second refresh lands while one loads.
        m_podman =
            std::make_unique<test::FakePodman>("sleep 0.2\ncase \"$1 $2 $3\" in\n"
                                               "ps*) cat '" +
                                               dir +
                                               "/ps.json';;\n"
                                               "images*) echo '[]';;\n"
                                               "'volume ls --filter') ;;\n" // none dangling: all in use
                                               "volume*) cat '" +
                                               dir +
                                               "/volumes.json';;\n"
                                               "esac\nexit 0");
    }

    void loadsAThousandThingsIntoAModelWithoutBlocking()
    {
        ResourcesPage page(connection());
        page.resize(1000, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy loaded(&page, &ResourcesPage::loaded);
        int ticks = 0;
        QTimer tick;
        tick.setInterval(0);
        connect(&tick, &QTimer::timeout, this, [&] {
            if (page.isLoading())
                ++ticks;
        });
        tick.start();
        page.refresh();
        QVERIFY(page.isLoading());
        QVERIFY(loaded.wait(20000));
        tick.stop();
        QVERIFY(!page.isLoading());
        // The event loop turned while the page loaded (podman's answers, then the plan off-thread).
        QVERIFY2(ticks > 3, qPrintable(QString::number(ticks)));

        QCOMPARE(page.plan().resources.size(), qsizetype(kContainers + kVolumes));
        QCOMPARE(page.plan().items.size(), qsizetype(kContainers)); // exited sandboxes; volumes in use
        // A model/view tree: one group per project, the things under it; no item widgets.
        QVERIFY(page.view());
        QVERIFY(!page.findChild<QTreeWidget *>());
        QCOMPARE(page.model()->rowCount(), 3);
        QStringList groups = page.groupTitles();
        QCOMPARE(groups.size(), 3);
        QVERIFY2(groups.first().contains(QLatin1String("proj0")), qPrintable(groups.join(QLatin1Char('|'))));
        int rows = 0;
        for (int g = 0; g < page.model()->rowCount(); ++g)
            rows += page.model()->rowCount(page.model()->index(g, 0));
        QCOMPARE(rows, kContainers + kVolumes);
        QVERIFY(page.rowShown(QStringLiteral("aisb-proj1-s1")));
        QVERIFY(!page.rowShown(QStringLiteral("aisb-proj1-s2"))); // s2 is proj2's
        const QModelIndex row = page.model()->find(QStringLiteral("aisb-proj1-s1"));
        const int n = row.data(ResourcesModel::ResourceIndexRole).toInt();
        QCOMPARE(page.plan().resources.at(n).reasonId, CleanupPlan::Reason::SandboxExited);
        QCOMPARE(row.siblingAtColumn(ResourcesModel::WhyCol).data().toString(),
                 CleanupPlan::reasonText(CleanupPlan::Reason::SandboxExited));
        QVERIFY(page.cleanButton()->isEnabled());
    }

    void aNewerRefreshDropsTheOlderResult()
    {
        ResourcesPage page(connection());
        QSignalSpy loaded(&page, &ResourcesPage::loaded);
        page.refresh();
        QTest::qWait(50); // the first refresh's calls are under way
        page.refresh();
        QVERIFY(loaded.wait(20000));
        // Give a stale result every chance to arrive: the next full load's worth of time.
        QSignalSpy again(&page, &ResourcesPage::loaded);
        QVERIFY(!again.wait(1500));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(page.plan().resources.size(), qsizetype(kContainers + kVolumes));
    }

    void removeProjectDataAsksOnceItsPlanIsReady()
    {
        ResourcesPage page(connection());
        page.show();
        QSignalSpy loaded(&page, &ResourcesPage::loaded);
        // Not loaded yet: it loads first, then plans the project's data off the GUI thread.
        page.removeProjectData(m_home.filePath(QStringLiteral("projects/none")));
        QVERIFY(loaded.wait(20000));
        QTRY_VERIFY_WITH_TIMEOUT(page.confirmation(), 20000);
        QVERIFY(page.confirmation()->list()->topLevelItemCount() == 0); // nothing of that project
    }

    // After a clean-up, the page sweeps the credential secrets of gates that are gone (the core
    // sweep, CredentialSecretSweep): a gate's secret whose gate podman does not list goes, the
    // secret of a listed gate and a secret that is not a gate's stay.
    void cleanupSweepsCredentialSecretsOfGatesThatAreGone()
    {
        QTemporaryDir dir;
        const QByteArray calls = dir.filePath(QStringLiteral("calls")).toUtf8();
        test::FakePodman fake(
            "echo \"$*\" >> '" + calls +
            "'\n"
            "case \"$1 $2\" in\n"
            "'ps '*) echo '[{\"Id\":\"g1\",\"Names\":[\"aisb-p-s1-gate\"],\"State\":\"running\","
            "\"Labels\":{\"io.aisb.session\":\"s1\"}}]';;\n"
            "'secret ls') printf 'aisb-p-s1-gate-credentials\\naisb-p-s9-gate-credentials\\n"
            "someone-elses\\n';;\n"
            "esac\nexit 0");
        PodmanConnection c;
        c.program = fake.program();
        ResourcesPage page(c);
        page.setSessionsRoot(dir.filePath(QStringLiteral("sessions")));
        // One thing to remove: a session folder (no podman call of its own).
        const QString folder = dir.filePath(QStringLiteral("sessions/20250101-000000-abcdef"));
        QVERIFY(QDir().mkpath(folder));
        CleanupPlan::Item item;
        item.kind = CleanupPlan::Kind::SessionFolder;
        item.id = QStringLiteral("20250101-000000-abcdef");
        item.name = item.id;
        item.refs = {folder};
        QSignalSpy finished(&page, &ResourcesPage::cleanupFinished);
        page.removeItems({item});
        QVERIFY(finished.wait(20000));
        QVERIFY(!QFileInfo::exists(folder));
        QFile f(QString::fromUtf8(calls));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray seen = f.readAll();
        QVERIFY2(seen.contains("secret rm -- aisb-p-s9-gate-credentials\n"), seen.constData());
        QVERIFY2(!seen.contains("rm -- aisb-p-s1-gate-credentials"), seen.constData());
        QVERIFY2(!seen.contains("someone-elses"), seen.constData());
    }
};

QTEST_MAIN(TestResourcesPage)
#include "tst_resourcespage.moc"
