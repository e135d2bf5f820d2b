// SPDX-License-Identifier: GPL-3.0-or-later
// The app's engine choice for real (ui/engines.h): a project's engine is set to a podman service
// (tests/common/remotepodman.h: podman in a container, reached by --url unix:///...) in the app's
// engine dialog, the header says where the sessions run, and a session launched as the Launch button
// does runs there: its container is on the service and not on this machine while it runs, the file
// the agent writes comes back into the project with the final sync, and nothing of the session is
// left on the service. Rootful and rootless services (rows).
#include "appcontroller.h"
#include "engine/podman.h"
#include "engine/podmancall.h"
#include "engine/resourcenames.h"
#include "enginedialog.h"
#include "engines.h"
#include "gui.h"
#include "mainwindow.h"
#include "policy/policyloader.h"
#include "policy/trust.h"
#include "projectheader.h"
#include "remotepodman.h"
#include "render/render.h"
#include "session/imagebuilder.h"
#include "session/session.h"
#include "session/sessiondir.h"
#include "sessionlogmodel.h"
#include "sessionlogpage.h"
#include "sessionspage.h"
#include "sessiontab.h"
#include "terminal/terminalscreen.h"
#include "terminal/terminalwidget.h"
#include "testhome.h"
#include "util/paths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <sys/stat.h>

using namespace aisb;
using aisb::test::RemotePodmanService;

namespace {
const QByteArray kPolicy = "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n";
// Nothing allowed: every request the agent makes is denied by the gate on the service.
const QByteArray kAllowlistPolicy =
    "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\nallow = []\n";
constexpr int kStartMs = 240000;
} // namespace

class TestAppEngine : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;
    std::unique_ptr<RemotePodmanService> m_services[2];
    QString m_serviceSkip[2];
    QString m_skip;
    QString m_imageTag;

    static int row() { return qstrcmp(QTest::currentDataTag(), "rootless") == 0 ? 1 : 0; }
    static void addRows()
    {
        QTest::addColumn<bool>("rootless");
        QTest::newRow("rootful") << false;
        QTest::newRow("rootless") << true;
    }

    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
    }

    QString makeProject(const QString &name, const QByteArray &policy = kPolicy) const
    {
        const QString dir = m_root.filePath(QStringLiteral("projects/") + name);
        QDir().mkpath(dir);
        QFile::setPermissions(dir, QFileDevice::Permissions(0x7777));
        QFile f(dir + QStringLiteral("/.ai-sandbox.toml"));
        if (!f.open(QIODevice::WriteOnly) || f.write(policy) != policy.size())
            return {};
        f.close();
        if (!TrustStore().approve(f.fileName()).isEmpty())
            return {};
        return dir;
    }

    // Names of the containers (running or not) called `name`: on the service, or on this machine.
    static QStringList containersNamed(const QString &name, const RemotePodmanService *service)
    {
        const QStringList args{QStringLiteral("ps"),       QStringLiteral("-a"),
                               QStringLiteral("--filter"), QStringLiteral("name=^") + name + QLatin1Char('$'),
                               QStringLiteral("--format"), QStringLiteral("{{.Names}}")};
        const auto r = service ? service->remote(args) : RemotePodmanService::local(args);
        return QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<aisb::SessionTab *>();
        QVERIFY(m_root.isValid());
        // The sandbox user (uid 1000 rootful) must reach the project folder.
        ::chmod(QFile::encodeName(m_root.path()).constData(), 0755);
        test::useThrowAwayUserDirs(m_root);
        QDir().mkpath(m_root.filePath(QStringLiteral("projects")));
        QFile::setPermissions(m_root.filePath(QStringLiteral("projects")), QFileDevice::Permissions(0x7755));
        if (RemotePodmanService::local(
                {QStringLiteral("image"), QStringLiteral("exists"), RemotePodmanService::baseImage()})
                .code != 0) {
            m_skip = QStringLiteral("the base image is missing: run scripts/setup");
            return;
        }
        for (int i = 0; i < 2; ++i) {
            m_services[i] = std::make_unique<RemotePodmanService>(i == 1);
            if (const QString why = m_services[i]->start(); !why.isEmpty())
                m_serviceSkip[i] =
                    QStringLiteral("the podman service in a container could not start: ") + why;
        }
        // The sandbox image is built here (the service has no registry to pull from) and copied there.
        const QString probe = makeProject(QStringLiteral("image"));
        QVERIFY(!probe.isEmpty());
        Podman local;
        ImageBuilder builder(&local);
        QSignalSpy built(&builder, &ImageBuilder::finished);
        PolicyRequest req;
        req.projectDir = probe;
        const LoadedPolicy loaded = loadPolicy(req);
        QVERIFY2(loaded.usable(), qPrintable(loaded.problems()));
        builder.ensure(loaded.resolved.policy, false);
        QVERIFY(built.wait(900000));
        QVERIFY2(built.at(0).at(0).toBool(), qPrintable(built.at(0).at(3).toString()));
        m_imageTag = built.at(0).at(1).toString();
        // The allowlist project's images: the same sandbox image, and the gate's.
        PolicyRequest allowReq;
        allowReq.projectDir = makeProject(QStringLiteral("image-allowlist"), kAllowlistPolicy);
        const LoadedPolicy allowLoaded = loadPolicy(allowReq);
        QVERIFY2(allowLoaded.usable(), qPrintable(allowLoaded.problems()));
        builder.ensure(allowLoaded.resolved.policy, false);
        QVERIFY(built.wait(900000));
        QVERIFY2(built.at(1).at(0).toBool(), qPrintable(built.at(1).at(3).toString()));
        for (int i = 0; i < 2; ++i)
            for (const QString &image : {m_imageTag, Render::gateImageTag()})
                if (m_serviceSkip[i].isEmpty())
                    if (const QString why = m_services[i]->loadImage(image); !why.isEmpty())
                        m_serviceSkip[i] =
                            QStringLiteral("the image %1 could not be loaded: ").arg(image) + why;
    }

    void cleanupTestCase()
    {
        m_services[0].reset();
        m_services[1].reset();
    }

    void sessionRunsOnTheProjectsEngine_data() { addRows(); }
    void sessionRunsOnTheProjectsEngine()
    {
        if (!m_skip.isEmpty())
            QSKIP(qPrintable(m_skip));
        if (!m_serviceSkip[row()].isEmpty())
            QSKIP(qPrintable(m_serviceSkip[row()]));
        RemotePodmanService *service = m_services[row()].get();
        const QString project =
            makeProject(QStringLiteral("engine-") + QLatin1String(QTest::currentDataTag()));
        QVERIFY(!project.isEmpty());

        const Gui gui(PodmanConnection{}, m_root.filePath(QStringLiteral("engines.json")));
        MainWindow &window = gui.window();
        AppController &controller = gui.controller();
        SessionsPage *page = gui.sessionsPage();
        auto stop = qScopeGuard([page] {
            bool done = false;
            page->stopAll([&done] { done = true; });
            QTRY_VERIFY_WITH_TIMEOUT(done, 60000);
        });
        window.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        QSignalSpy probed(&controller, &AppController::engineProbed);
        controller.start();
        window.openProject(project);
        window.resize(1100, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(!probed.isEmpty(), 120000);
        ProjectHeader *header = window.header();
        QVERIFY2(header->sessionEngineText().contains(QLatin1String("this computer")),
                 qPrintable(header->sessionEngineText()));

        // The project's engine, picked in the dialog the header's Change… opens.
        header->changeEngineButton()->click();
        QPointer<EngineDialog> dialog = window.findChild<EngineDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->globalButton()->isChecked());
        dialog->urlButton()->setChecked(true);
        dialog->urlEdit()->setText(service->url());
        dialog->findChild<QPushButton *>(QStringLiteral("engineSave"))->click();
        QVERIFY2(dialog.isNull() || !dialog->isVisible(), dialog ? qPrintable(dialog->errorText()) : "");
        QCOMPARE(gui.engines().projectChoice(project), EngineChoice::url(service->url()));
        QCOMPARE(page->podmanFor(project)->connection().url, service->url());
        QVERIFY(!gui.podman().connection().isRemote()); // the global engine stays this computer
        QTRY_VERIFY(header->sessionEngineText().contains(service->socketPath()));
        QCOMPARE(header->sessionEngineWarning(), QString()); // network none runs there

        // Launch (as the button does): the session runs on the service.
        QElapsedTimer clock;
        clock.start();
        Q_EMIT window.launchRequested(project);
        QTRY_COMPARE_WITH_TIMEOUT(page->sessions().size(), qsizetype(1), 60000);
        QPointer<SessionTab> tab = page->sessions().first();
        QTRY_VERIFY2_WITH_TIMEOUT(
            !tab->isActive() || tab->terminal()->screen()->screenText().contains(QStringLiteral("/project$")),
            qPrintable(tab->statusText()), kStartMs);
        // What the terminal showed is in the session's recording (an error of podman's included).
        QVERIFY2(tab->isActive(), qPrintable(tab->statusText() + QLatin1Char('\n') +
                                             QString::fromUtf8(readFile(tab->session()->directory().path() +
                                                                        QStringLiteral("/terminal.cast")))));
        const qint64 promptMs = clock.elapsed();
        QVERIFY2(tab->whereText().contains(service->socketPath()), qPrintable(tab->whereText()));
        const QString container = tab->session()->containerName();
        QVERIFY(!container.isEmpty());
        QCOMPARE(containersNamed(container, service), QStringList{container});
        QCOMPARE(containersNamed(container, nullptr), QStringList());

        QTest::keyClicks(tab->terminal(), QStringLiteral("echo made-on-the-service > made.txt; exit"));
        QTest::keyClick(tab->terminal(), Qt::Key_Return);
        QTRY_VERIFY2_WITH_TIMEOUT(!tab->isActive(), qPrintable(tab->statusText()), 120000);
        QCOMPARE(tab->session()->state(), Session::State::Finished);
        QCOMPARE(tab->session()->exitCode(), 0);
        QCOMPARE(readFile(project + QStringLiteral("/made.txt")), QByteArray("made-on-the-service\n"));
        // The session's record says it synced with the service, both ways.
        QStringList syncs;
        for (const SessionEvent &e : tab->session()->directory().events())
            if (e.kind == QLatin1String("sync"))
                syncs << e.data.value(QStringLiteral("sync")).toString();
        QVERIFY2(syncs.contains(QLatin1String("start")) && syncs.contains(QLatin1String("final")),
                 qPrintable(syncs.join(QLatin1Char(','))));
        QCOMPARE(containersNamed(container, service), QStringList()); // removed at the end
        qInfo("%s service: prompt after %lld ms, session done after %lld ms", QTest::currentDataTag(),
              promptMs, clock.elapsed());
    }

    // An allowlist session on the service, launched from the app: its gate runs there, and the Log
    // tab shows what it denied and what podman there said of the session's containers.
    void logTabFollowsTheRemoteGate_data() { addRows(); }
    void logTabFollowsTheRemoteGate()
    {
        if (!m_skip.isEmpty())
            QSKIP(qPrintable(m_skip));
        if (!m_serviceSkip[row()].isEmpty())
            QSKIP(qPrintable(m_serviceSkip[row()]));
        RemotePodmanService *service = m_services[row()].get();
        const QString project = makeProject(
            QStringLiteral("engine-gate-") + QLatin1String(QTest::currentDataTag()), kAllowlistPolicy);
        QVERIFY(!project.isEmpty());
        const Gui gui(PodmanConnection{}, m_root.filePath(QStringLiteral("engines-gate.json")));
        MainWindow &window = gui.window();
        SessionsPage *page = gui.sessionsPage();
        auto stop = qScopeGuard([page] {
            bool done = false;
            page->stopAll([&done] { done = true; });
            QTRY_VERIFY_WITH_TIMEOUT(done, 60000);
        });
        window.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        gui.controller().start();
        QVERIFY(gui.engines().setProjectChoice(project, EngineChoice::url(service->url())).isEmpty());
        window.openProject(project);
        window.resize(1100, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE(window.header()->sessionEngineWarning(), QString()); // allowlist runs there

        Q_EMIT window.launchRequested(project);
        QTRY_COMPARE_WITH_TIMEOUT(page->sessions().size(), qsizetype(1), 60000);
        QPointer<SessionTab> tab = page->sessions().first();
        QTRY_VERIFY2_WITH_TIMEOUT(
            !tab->isActive() || tab->terminal()->screen()->screenText().contains(QStringLiteral("/project$")),
            qPrintable(tab->statusText()), kStartMs);
        QVERIFY2(tab->isActive(), qPrintable(tab->statusText()));
        const QString container = tab->session()->containerName();
        QCOMPARE(containersNamed(ResourceName::gateContainer(container), service).size(), 1);      // there
        QCOMPARE(containersNamed(ResourceName::gateContainer(container), nullptr), QStringList()); // not here
        // The agent asks the gate for a host that is not allowed.
        QTest::keyClicks(tab->terminal(),
                         QStringLiteral("p=${http_proxy#http://}; exec 3<>/dev/tcp/${p%:*}/${p##*:}; "
                                        "printf 'GET http://denied.example/ HTTP/1.0\\r\\n\\r\\n' >&3; "
                                        "head -1 <&3; exit"));
        QTest::keyClick(tab->terminal(), Qt::Key_Return);
        QTRY_VERIFY2_WITH_TIMEOUT(!tab->isActive(), qPrintable(tab->statusText()), 120000);

        // The Log tab: the denial the gate there logged, and podman's word (from the service) on
        // the session's containers.
        SessionLogPage *log = gui.logPage();
        QTRY_VERIFY_WITH_TIMEOUT(log->selectSession(tab->session()->directory().id()), 30000);
        SessionLogModel *model = log->model();
        auto has = [model](const std::function<bool(int)> &pred) {
            model->flush();
            for (int r = 0; r < model->rowCount(); ++r)
                if (pred(r))
                    return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(has([model](int r) {
                                     return model->kindAt(r) == SessionLogModel::Kind::Denied &&
                                            model->hostAt(r) == QLatin1String("denied.example");
                                 }),
                                 30000);
        QTRY_VERIFY_WITH_TIMEOUT(has([model, container](int r) {
                                     return model->searchText(r).contains(
                                         QStringLiteral("Container %1 ended").arg(container));
                                 }),
                                 30000);
        QVERIFY(model->deniedCount() >= 1);
        QCOMPARE(containersNamed(ResourceName::gateContainer(container), service), QStringList()); // gone
    }
};

QTEST_MAIN(TestAppEngine)
#include "tst_app_engine.moc"
