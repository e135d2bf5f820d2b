// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions in terminal tabs, with real podman (allowlist mode: every session has a gate):
// typing reaches the shell, Ctrl-P is not swallowed by podman's detach keys, a full-screen
// program follows a resize, the exit code reaches the status line, closing a running tab and
// stopAll tear everything down, and a session left behind by a dead owner is cleaned up.
#include "appcontroller.h"
#include "engine/podman.h"
#include "engine/podmancall.h"
#include "gui.h"
#include "mainwindow.h"
#include "policy/policyloader.h"
#include "policy/trust.h"
#include "policyeditor.h"
#include "session/imagebuilder.h"
#include "session/liveallowlist.h"
#include "session/sessiondir.h"
#include "sessionlogfilter.h"
#include "sessionlogmodel.h"
#include "sessionlogpage.h"
#include "sessionspage.h"
#include "sessiontab.h"
#include "terminal/pty.h"
#include "terminal/terminalscreen.h"
#include "terminal/terminalwidget.h"
#include "testhome.h"
#include "util/paths.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <sys/stat.h>

using namespace aisb;

namespace {

const QByteArray kPolicy = "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n";
const QString kBase = QStringLiteral("localhost/ai-sandbox-base:trixie");
constexpr int kStartMs = 240000;

// A full-screen program: the alternate screen, redrawn on every SIGWINCH at the size the
// terminal reports: a frame of '#' around the screen and the size in the middle.
const QByteArray kFrameScript = R"PERL(
$| = 1;
sub size { my $s = `stty size`; chomp $s; return split / /, $s; }
sub draw {
    my ($r, $c) = size();
    print "\e[2J\e[H", "#" x $c;
    for my $i (2 .. $r - 1) { print "\e[$i;1H#\e[$i;${c}H#"; }
    print "\e[$r;1H", "#" x $c;
    my $mid = int($r / 2);
    print "\e[$mid;3Hframe ${r}x${c}";
}
$SIG{WINCH} = \&draw;
print "\e[?1049h";
system("stty -icanon -echo");
draw();
while (1) {
    my $k;
    my $n = sysread(STDIN, $k, 1);
    if (!defined $n) { next if $! == 4; last; }   # EINTR: a SIGWINCH came
    last if $n == 0 || $k eq "q";
}
system("stty sane");
print "\e[?1049l";
)PERL";

// Runs podman to the end (the event loop turns meanwhile).
PodmanResult podmanSync(Podman &podman, const QStringList &args, int timeoutMs = 60000)
{
    PodmanResult result;
    bool done = false;
    PodmanCall *call = podman.start(args);
    const QMetaObject::Connection c =
        QObject::connect(call, &PodmanCall::finished, call, [&](const PodmanResult &r) {
            result = r;
            done = true;
        });
    QElapsedTimer t;
    t.start();
    while (!done && t.elapsed() < timeoutMs)
        QTest::qWait(20);
    QObject::disconnect(c); // a call that outlives the timeout must not write into this dead frame
    return result;
}

bool screenHasLine(const TerminalWidget *term, const QString &line)
{
    const TerminalScreen *s = term->screen();
    for (int r = 0; r < s->rows(); ++r)
        if (s->lineText(r).trimmed() == line)
            return true;
    return false;
}

int linesEqual(const TerminalWidget *term, const QString &line)
{
    const TerminalScreen *s = term->screen();
    int n = 0;
    for (int r = 0; r < s->rows(); ++r)
        n += s->lineText(r).trimmed() == line ? 1 : 0;
    return n;
}

QString currentLine(const TerminalWidget *term)
{
    return term->screen()->lineText(term->screen()->cursorPosition().y()).trimmed();
}

bool atPrompt(const TerminalWidget *term)
{
    return currentLine(term).endsWith(QStringLiteral("/project$"));
}

// Clicks a button of the next modal message box as soon as it shows.
// Answers the next message box: `accept` clicks its action button (the one named for what it
// does, e.g. "Stop and Close"), otherwise the button that keeps things as they are.
void answerNextMessageBox(bool accept)
{
    auto *timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer, accept] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->stop();
        timer->deleteLater();
        for (QAbstractButton *b : box->buttons()) {
            const QMessageBox::ButtonRole role = box->buttonRole(b);
            const bool keeps = role == QMessageBox::RejectRole || role == QMessageBox::NoRole;
            if (keeps != accept) {
                b->click();
                return;
            }
        }
    });
    timer->start(20);
}

} // namespace

class TestSessionTab : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root{QStringLiteral("/tmp/aisb-tabs-XXXXXX")};
    Podman m_podman;
    PodmanCapabilities m_caps;
    QString m_project;
    QString m_slug;
    std::unique_ptr<SessionsPage> m_page;
    QPointer<SessionTab> m_tab; // the session the first tests share

    QStringList containersWith(const QString &label)
    {
        const PodmanResult r =
            podmanSync(m_podman, {QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("--filter"),
                                  QStringLiteral("label=") + label, QStringLiteral("--format"),
                                  QStringLiteral("{{.Names}}")});
        return QString::fromUtf8(r.stdoutData).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    SessionTab *launch(qint64 *promptMs = nullptr)
    {
        QSignalSpy launched(m_page.get(), &SessionsPage::launched);
        QElapsedTimer clock;
        clock.start();
        const QString error = m_page->launch(m_project);
        if (!error.isEmpty()) {
            qWarning("launch refused: %s", qPrintable(error));
            return nullptr;
        }
        if (launched.count() != 1)
            return nullptr;
        auto *tab = launched.at(0).at(0).value<SessionTab *>();
        // Both watchers capture this frame's locals: they are disconnected before it returns (the tab
        // outlives it, and a later signal would otherwise write into a dead stack slot).
        qint64 runningMs = -1;
        const QMetaObject::Connection onState =
            connect(tab->session(), &Session::stateChanged, tab, [&runningMs, &clock](Session::State st) {
                if (st == Session::State::Running && runningMs < 0)
                    runningMs = clock.elapsed();
            });
        // The moment the prompt is on the screen (the terminal's model, not a later paint).
        qint64 seenMs = -1;
        const QMetaObject::Connection onScreen =
            connect(tab->terminal()->screen(), &TerminalScreen::changed, tab, [&seenMs, &clock, tab] {
                if (seenMs < 0 &&
                    tab->terminal()->screen()->screenText().contains(QStringLiteral("/project$")))
                    seenMs = clock.elapsed();
            });
        const bool ok = waitForPrompt(tab);
        disconnect(onState);
        disconnect(onScreen);
        if (promptMs)
            *promptMs = seenMs;
        qInfo("launch to Running: %lld ms, to the prompt: %lld ms", runningMs, seenMs);
        return ok ? tab : nullptr;
    }

    static bool waitForPrompt(SessionTab *tab)
    {
        QElapsedTimer t;
        t.start();
        // The prompt of bash as the sandbox user, in /project.
        while (t.elapsed() < kStartMs && tab->isActive() &&
               !tab->terminal()->screen()->screenText().contains(QStringLiteral("/project$")))
            QTest::qWait(10);
        if (!tab->terminal()->screen()->screenText().contains(QStringLiteral("/project$"))) {
            qWarning("no prompt; status: %s; screen:\n%s", qPrintable(tab->statusText()),
                     qPrintable(tab->terminal()->screen()->screenText()));
            return false;
        }
        return true;
    }

    // One HEAD request through the gate for the live allowlist tests: head.sh TAG
    // prints "@TAG <status line>" (the Debian mirror, the only outside host tests reach).
    bool writeHeadScript()
    {
        QFile script(m_project + QStringLiteral("/head.sh"));
        if (!script.open(QIODevice::WriteOnly))
            return false;
        script.write(
            "p=${http_proxy#http://}; p=${p%/}\n"
            "exec 3<>/dev/tcp/${p%:*}/${p##*:} || { echo \"@$1 connect-failed\"; exit; }\n"
            "printf 'HEAD http://deb.debian.org/debian/dists/trixie/Release HTTP/1.0\\r\\n\\r\\n' >&3\n"
            "IFS= read -r -t 20 status <&3\n"
            "echo \"@$1 ${status%$'\\r'}\"\n");
        script.close();
        return script.setPermissions(QFileDevice::Permissions(0x6444));
    }

    // The project's policy as the tests start it, approved.
    void restorePolicy()
    {
        const QString file = m_project + QStringLiteral("/.ai-sandbox.toml");
        QFile f(file);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(kPolicy);
        f.close();
        TrustStore().approve(file);
    }

    // On failure: the screen and the gate's own log.
    static QString screenAndGateLog(SessionTab *tab, const SessionDir &dir)
    {
        QFile f(dir.filePath(QStringLiteral("gate/cache.log")));
        return tab->terminal()->screen()->screenText() + QStringLiteral("\ncache.log:\n") +
               QString::fromUtf8(f.open(QIODevice::ReadOnly) ? f.readAll().right(3000) : QByteArray());
    }

    // The outcome (liveChangeFinished's arguments) that names session `id`, or none yet.
    static QList<QVariant> outcomeFor(const QSignalSpy &live, const QString &id)
    {
        for (const QList<QVariant> &args : live)
            if (args.at(1).toString().contains(id))
                return args;
        return {};
    }

    // The app (`gui`) launches m_project's session; its shell reaches a prompt and `bash head.sh
    // before` is refused by the gate. False when a step does not happen in time.
    bool launchAndGetRefused(const Gui &gui, QPointer<SessionTab> *tab)
    {
        MainWindow &window = gui.window();
        window.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        gui.controller().start();
        window.openProject(m_project);
        window.resize(1100, 720);
        window.show();
        SessionsPage *page = gui.controller().sessionsPage();
        if (!QTest::qWaitForWindowExposed(&window))
            return false;
        Q_EMIT window.launchRequested(m_project);
        if (!QTest::qWaitFor([page] { return page->sessions().size() == 1; }, 60000))
            return false;
        *tab = page->sessions().first();
        if (!waitForPrompt(*tab))
            return false;
        type(*tab, QStringLiteral("bash head.sh before"));
        return QTest::qWaitFor(
            [tab] {
                return screenHasLine((*tab)->terminal(), QStringLiteral("@before HTTP/1.1 403 Forbidden"));
            },
            30000);
    }

    void type(SessionTab *tab, const QString &line)
    {
        QTest::keyClicks(tab->terminal(), line);
        QTest::keyClick(tab->terminal(), Qt::Key_Return);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<aisb::SessionTab *>();
        QVERIFY(m_root.isValid());
        // The sandbox user (uid 1000 rootful) must reach the project folder.
        ::chmod(QFile::encodeName(m_root.path()).constData(), 0755);
        aisb::test::useThrowAwayUserDirs(m_root);
        QCoreApplication::setOrganizationName(QStringLiteral("ai-sandbox-test"));
        QCoreApplication::setApplicationName(QStringLiteral("ai-sandbox-test"));

        PodmanCall *probe = m_podman.probe();
        QSignalSpy ready(probe, &PodmanCall::capabilitiesReady);
        QSignalSpy failed(probe, &PodmanCall::failed);
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() + failed.count() > 0, 120000);
        if (ready.isEmpty())
            QSKIP(qPrintable(QStringLiteral("podman is not usable here (%1): run scripts/setup")
                                 .arg(failed.at(0).at(0).toString())));
        m_caps = ready.at(0).at(0).value<PodmanCapabilities>();
        if (m_caps.route == PodmanCapabilities::Route::NoRoute)
            QSKIP(qPrintable(m_caps.routeReason));
        if (!podmanSync(m_podman, {QStringLiteral("image"), QStringLiteral("exists"), kBase}).ok())
            QSKIP("the base image localhost/ai-sandbox-base:trixie is missing: run scripts/setup");

        m_project = m_root.filePath(QStringLiteral("projects/tabs"));
        QVERIFY(QDir().mkpath(m_project));
        QFile::setPermissions(m_root.filePath(QStringLiteral("projects")), QFileDevice::Permissions(0x7755));
        QFile::setPermissions(m_project, QFileDevice::Permissions(0x7777));
        QFile policy(m_project + QStringLiteral("/.ai-sandbox.toml"));
        QVERIFY(policy.open(QIODevice::WriteOnly));
        policy.write(kPolicy);
        policy.close();
        QFile frame(m_project + QStringLiteral("/frame.pl"));
        QVERIFY(frame.open(QIODevice::WriteOnly));
        frame.write(kFrameScript);
        frame.close();
        frame.setPermissions(QFileDevice::Permissions(0x6444));
        const QString err = TrustStore().approve(m_project + QStringLiteral("/.ai-sandbox.toml"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        m_slug = projectSlug(m_project);

        m_page = std::make_unique<SessionsPage>(&m_podman);
        m_page->setCapabilities(m_caps);
        m_page->setCurrentProject(m_project);
        m_page->resize(900, 560);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }

    void cleanupTestCase()
    {
        if (m_page) {
            bool done = false;
            m_page->stopAll([&done] { done = true; });
            QTRY_VERIFY_WITH_TIMEOUT(done, 60000);
            m_page.reset();
        }
        if (m_slug.isEmpty())
            return;
        const QStringList left = containersWith(QStringLiteral("io.aisb.project=") + m_slug);
        if (!left.isEmpty())
            podmanSync(m_podman, QStringList{QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-t"),
                                             QStringLiteral("0")} +
                                     left);
        podmanSync(m_podman, {QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("-f"),
                              aisb::homeVolumeName(m_slug)});
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    }

    void launchReachesPrompt()
    {
        // The image is built once (or found) outside the measured launch.
        ImageBuilder builder(&m_podman);
        QSignalSpy built(&builder, &ImageBuilder::finished);
        PolicyRequest req;
        req.projectDir = m_project;
        const LoadedPolicy loaded = loadPolicy(req);
        QVERIFY(loaded.usable());
        builder.ensure(loaded.resolved.policy, false);
        QVERIFY(built.wait(900000));
        QVERIFY2(built.at(0).at(0).toBool(), qPrintable(built.at(0).at(3).toString()));

        qint64 ms = 0;
        m_tab = launch(&ms);
        QVERIFY(m_tab);
        QVERIFY(m_tab->session()->state() == Session::State::Running);
        QVERIFY2(m_tab->statusText().startsWith(QStringLiteral("Running in aisb-")),
                 qPrintable(m_tab->statusText()));
        qInfo("Launch to first prompt in the tab: %lld ms", ms);
        // Where the time goes, from the session's own log.
        const QList<SessionEvent> events = m_tab->session()->directory().events();
        QVERIFY(!events.isEmpty());
        for (const SessionEvent &e : events)
            qInfo("  +%4lld ms  %s: %s", events.first().time.msecsTo(e.time), qPrintable(e.kind),
                  qPrintable(e.message));
        // The tab's podman command has a terminal and no detach keys.
        const QStringList argv = m_tab->launchedCommand();
        QVERIFY(argv.contains(QStringLiteral("-t")));
        QVERIFY(argv.contains(QStringLiteral("-i")));
        QVERIFY(argv.contains(QStringLiteral("--detach-keys=")));
        QTabWidget *tabs = m_page->tabsFor(m_project);
        QCOMPARE(tabs->count(), 1);
        QVERIFY(tabs->tabText(0).startsWith(QStringLiteral("tabs")));
        // Sandbox and gate run, labelled with the session.
        const QString id = m_tab->session()->directory().id();
        QTRY_COMPARE_WITH_TIMEOUT(containersWith(QStringLiteral("io.aisb.session=") + id).size(), 2, 30000);
    }

    void typedCommandRuns()
    {
        QVERIFY(m_tab);
        type(m_tab, QStringLiteral("echo hi"));
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(m_tab->terminal(), QStringLiteral("hi")), 20000);
    }

    // The Log tab follows the running session: a request for a name that is not on the allowlist
    // shows as a denied row. The gate refuses it on the name alone (dstdomain -n, before any DNS
    // lookup or connection), so nothing leaves this machine.
    void logShowsDeniedRequest()
    {
        QVERIFY(m_tab);
        SessionLogPage log;
        log.setCurrentProject(m_project);
        // Shown from its folder first (as a session of another window would be; the list is read
        // off the GUI thread), then followed.
        QTRY_COMPARE_WITH_TIMEOUT(log.currentSessionId(), m_tab->session()->directory().id(), 20000);
        QVERIFY(!log.model()->isAttached());
        log.watch(m_tab->session());
        QCOMPARE(log.currentSessionId(), m_tab->session()->directory().id());
        QVERIFY(log.model()->isAttached());
        QVERIFY(log.model()->rowCount() > 0); // the lifecycle so far, from events.jsonl
        type(m_tab, QStringLiteral("p=${http_proxy#http://}; p=${p%/}; exec 3<>/dev/tcp/${p%:*}/${p##*:}; "
                                   "printf 'CONNECT not-allowed.example:443 HTTP/1.1\\r\\nHost: "
                                   "not-allowed.example:443\\r\\n\\r\\n' >&3; head -n1 <&3; exec 3>&-"));
        const SessionLogModel *m = log.model();
        const auto deniedRow = [m] {
            for (int r = 0; r < m->rowCount(); ++r)
                if (m->kindAt(r) == SessionLogModel::Kind::Denied &&
                    m->hostAt(r) == QStringLiteral("not-allowed.example"))
                    return r;
            return -1;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(deniedRow() >= 0, qPrintable(m_tab->terminal()->screen()->screenText()),
                                  20000);
        const int row = deniedRow();
        QCOMPARE(m->index(row, SessionLogModel::StatusColumn).data().toString(), QStringLiteral("403"));
        QCOMPARE(m->index(row, SessionLogModel::MethodColumn).data().toString(), QStringLiteral("CONNECT"));
        QVERIFY2(log.countsLabel()->text().contains(QStringLiteral("1 denied")),
                 qPrintable(log.countsLabel()->text()));
        QCOMPARE(m->index(row, SessionLogModel::DetailColumn).data().toString(),
                 QStringLiteral("Not on the allowlist — Refused by the gate"));
    }

    void plainPodmanRunToPrompt()
    {
        // For comparison: the tab's own podman command (with --rm, another name) on a plain pty.
        QVERIFY(m_tab);
        QStringList argv = m_tab->launchedCommand();
        // Rootful, podman ran in the session's own mount namespace (LaunchNamespace: `nsenter
        // --mount=/dev/fd/N -- podman …`), whose descriptor this process does not hold.
        if (argv.value(0).endsWith(QStringLiteral("nsenter")))
            argv = argv.mid(argv.indexOf(QStringLiteral("--")) + 1);
        const qsizetype run = argv.indexOf(QStringLiteral("run"));
        QVERIFY(run > 0);
        argv.insert(run + 1, QStringLiteral("--rm"));
        for (QString &a : argv)
            if (a.startsWith(QStringLiteral("--name=")))
                a += QStringLiteral("-plain");
        // The session's env file is gone once its container exists, and its id file is taken.
        argv.removeIf([](const QString &a) {
            return a.startsWith(QStringLiteral("--env-file=")) || a.startsWith(QStringLiteral("--cidfile="));
        });
        // The session's project view and staged binds are detached once its container holds them:
        // the comparison binds the project itself and leaves the staged read-only binds out.
        static const QRegularExpression view(QStringLiteral("src=/run/ai-sandbox/views/[^,]+"));
        argv.removeIf(
            [](const QString &a) { return a.contains(QStringLiteral("src=/run/ai-sandbox/stage/")); });
        for (QString &a : argv)
            a.replace(view, QStringLiteral("src=") + m_project);
        for (int round = 0; round < 3; ++round) {
            Pty pty;
            QByteArray out;
            connect(&pty, &Pty::dataReceived, this, [&out](const QByteArray &b) { out += b; });
            QSignalSpy finished(&pty, &Pty::finished);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
            QElapsedTimer clock;
            clock.start();
            QVERIFY(pty.start(argv.first(), argv.mid(1), env, 24, 80));
            qint64 seenMs = -1;
            connect(&pty, &Pty::dataReceived, this, [&] {
                if (seenMs < 0 && out.contains("/project$"))
                    seenMs = clock.elapsed();
            });
            QTRY_VERIFY_WITH_TIMEOUT(out.contains("/project$") || !finished.isEmpty(), kStartMs);
            QVERIFY2(out.contains("/project$"), out.constData());
            qInfo("podman run --rm -it of the same command on a plain pty, to the prompt: %lld ms", seenMs);
            pty.write("exit\r");
            QVERIFY(finished.wait(60000) || !finished.isEmpty());
        }
    }

    void ctrlPReachesProgram()
    {
        QVERIFY(m_tab);
        TerminalWidget *term = m_tab->terminal();
        // podman's default detach keys (ctrl-p,ctrl-q) would hold Ctrl-P back.
        type(m_tab,
             QStringLiteral(
                 "clear; stty -echo; echo ready; read -rsn1 k; stty echo; printf 'code=%d\\n' \"'$k\""));
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(term, QStringLiteral("ready")), 20000);
        QTest::keyClick(term, Qt::Key_P, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(term, QStringLiteral("code=16")), 20000);
        // And readline gets it too: Ctrl-P recalls the previous command.
        type(m_tab, QStringLiteral("clear; echo pp1"));
        QTRY_VERIFY_WITH_TIMEOUT(linesEqual(term, QStringLiteral("pp1")) == 1 && atPrompt(term), 20000);
        QTest::keyClick(term, Qt::Key_P, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(currentLine(term).endsWith(QStringLiteral("clear; echo pp1")), 20000);
        QTest::keyClick(term, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(linesEqual(term, QStringLiteral("pp1")) == 1 && atPrompt(term), 20000);
        QVERIFY(!screenHasLine(term, QStringLiteral("code=16"))); // the screen was cleared again
    }

    void fullScreenProgramFollowsResize()
    {
        QVERIFY(m_tab);
        TerminalWidget *term = m_tab->terminal();
        TerminalScreen *screen = term->screen();
        // top (procps draws over the normal screen, no alternate screen): its layout, then q.
        type(m_tab, QStringLiteral("clear; top -d 1"));
        QTRY_VERIFY_WITH_TIMEOUT(screen->lineText(0).startsWith(QStringLiteral("top - ")), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(screen->screenText().contains(QStringLiteral("COMMAND")), 20000);
        QVERIFY(screen->lineText(1).startsWith(QStringLiteral("Tasks:")));
        QTest::keyClick(term, Qt::Key_Q);
        QTRY_VERIFY_WITH_TIMEOUT(atPrompt(term), 20000);

        // A program that draws a frame at the size it is told, redrawn on SIGWINCH.
        type(m_tab, QStringLiteral("clear; perl /project/frame.pl"));
        QTRY_VERIFY_WITH_TIMEOUT(screen->altScreen(), 20000);
        auto framed = [screen] {
            const int rows = screen->rows();
            const int cols = screen->cols();
            const QString full(cols, QLatin1Char('#'));
            return screen->lineText(0) == full && screen->lineText(rows - 1) == full &&
                   screen->lineText(rows / 2 - 1).contains(QStringLiteral("frame %1x%2").arg(rows).arg(cols));
        };
        QTRY_VERIFY_WITH_TIMEOUT(framed(), 20000);
        const int rows0 = screen->rows();
        const int cols0 = screen->cols();
        m_page->resize(m_page->width() + 160, m_page->height() + 120);
        QTRY_VERIFY_WITH_TIMEOUT(screen->rows() > rows0 && screen->cols() > cols0, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(framed(), 20000);
        m_page->resize(m_page->width() - 300, m_page->height() - 200);
        QTRY_VERIFY_WITH_TIMEOUT(screen->rows() < rows0 && screen->cols() < cols0, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(framed(), 20000);
        QTest::keyClick(term, Qt::Key_Q);
        QTRY_VERIFY_WITH_TIMEOUT(!screen->altScreen(), 20000);
        // The shell sees the final size too.
        type(m_tab, QStringLiteral("stty size"));
        const QString expected = QStringLiteral("%1 %2").arg(screen->rows()).arg(screen->cols());
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(term, expected), 20000);
    }

    void exitCodeReachesStatus()
    {
        QVERIFY(m_tab);
        const QString id = m_tab->session()->directory().id();
        QSignalSpy finished(m_tab.data(), &SessionTab::finished);
        type(m_tab, QStringLiteral("exit 5"));
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.at(0).at(0).toInt(), 5);
        QCOMPARE(m_tab->statusText(), QStringLiteral("Exited with code 5"));
        QVERIFY(!m_tab->isActive());
        QCOMPARE(m_page->activeCount(), 0);
        QVERIFY(containersWith(QStringLiteral("io.aisb.session=") + id).isEmpty());
        // A finished tab closes without asking.
        QTabWidget *tabs = m_page->tabsFor(m_project);
        Q_EMIT tabs->tabCloseRequested(tabs->indexOf(m_tab));
        QTRY_VERIFY(m_tab.isNull());
        QCOMPARE(tabs->count(), 0);
    }

    void closingRunningTabStopsSession()
    {
        QPointer<SessionTab> tab = launch();
        QVERIFY(tab);
        const QString id = tab->session()->directory().id();
        QTRY_COMPARE_WITH_TIMEOUT(containersWith(QStringLiteral("io.aisb.session=") + id).size(), 2, 30000);
        QTabWidget *tabs = m_page->tabsFor(m_project);
        // Cancel keeps it running.
        answerNextMessageBox(false);
        Q_EMIT tabs->tabCloseRequested(tabs->indexOf(tab));
        QVERIFY(tab);
        QVERIFY(tab->isActive());
        answerNextMessageBox(true);
        Q_EMIT tabs->tabCloseRequested(tabs->indexOf(tab));
        QTRY_VERIFY_WITH_TIMEOUT(tab.isNull(), 60000);
        QCOMPARE(tabs->count(), 0);
        QVERIFY(containersWith(QStringLiteral("io.aisb.session=") + id).isEmpty());
        const SessionDir::Summary s = SessionDir::open(id).summary();
        QCOMPARE(s.state, QStringLiteral("finished"));
        QVERIFY(!QFile::exists(SessionDir::open(id).envFilePath()));
    }

    void stopButtonStopsSession()
    {
        QPointer<SessionTab> tab = launch();
        QVERIFY(tab);
        const QString id = tab->session()->directory().id();
        QPushButton *stop = nullptr;
        for (QPushButton *b : tab->findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("Stop"))
                stop = b;
        QVERIFY(stop);
        QVERIFY(stop->isEnabled());
        QSignalSpy finished(tab.data(), &SessionTab::finished);
        QTest::mouseClick(stop, Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        // An interactive bash ignores SIGTERM: podman kills it after the grace period.
        const int code = finished.at(0).at(0).toInt();
        QVERIFY2(code == 137 || code == 143, qPrintable(QString::number(code)));
        // Stopped by the user: said so, not as an exit code with an error mark.
        QCOMPARE(tab->statusText(), QStringLiteral("Stopped"));
        QCOMPARE(tab->shortState(), QStringLiteral("Stopped"));
        QVERIFY(!stop->isEnabled());
        QVERIFY(containersWith(QStringLiteral("io.aisb.session=") + id).isEmpty());
        QTabWidget *tabs = m_page->tabsFor(m_project);
        Q_EMIT tabs->tabCloseRequested(tabs->indexOf(tab));
        QTRY_VERIFY(tab.isNull());
    }

    void twoSessionsSideBySideThenStopAll()
    {
        QPointer<SessionTab> a = launch();
        QVERIFY(a);
        QPointer<SessionTab> b = launch();
        QVERIFY(b);
        QCOMPARE(m_page->tabsFor(m_project)->count(), 2);
        QCOMPARE(m_page->activeCount(), 2);
        QVERIFY(a->session()->containerName() != b->session()->containerName());
        type(a, QStringLiteral("echo from-a"));
        type(b, QStringLiteral("echo from-b"));
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(a->terminal(), QStringLiteral("from-a")), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(screenHasLine(b->terminal(), QStringLiteral("from-b")), 20000);
        QVERIFY(!screenHasLine(a->terminal(), QStringLiteral("from-b")));
        QVERIFY(!screenHasLine(b->terminal(), QStringLiteral("from-a")));
        QTRY_COMPARE_WITH_TIMEOUT(containersWith(QStringLiteral("io.aisb.project=") + m_slug).size(), 4,
                                  30000);

        bool done = false;
        m_page->stopAll([&done] { done = true; });
        QTRY_VERIFY_WITH_TIMEOUT(done, 60000);
        QVERIFY(a && !a->isActive());
        QVERIFY(b && !b->isActive());
        QCOMPARE(m_page->activeCount(), 0);
        QVERIFY(containersWith(QStringLiteral("io.aisb.project=") + m_slug).isEmpty());
        // Stopped tabs stay (their screens are still worth reading) until closed.
        QCOMPARE(m_page->tabsFor(m_project)->count(), 2);
        QTabWidget *tabs = m_page->tabsFor(m_project);
        while (tabs->count() > 0)
            Q_EMIT tabs->tabCloseRequested(0);
        QTRY_VERIFY(a.isNull() && b.isNull());
    }

    // Issue 12: the policy editor's Save reaches a running session as the Log tab's Allow does. A
    // host the gate refuses is added in the editor and saved; no restart is offered (only the
    // allowlist changed), the session's gate is reconfigured in place, and the next request from the
    // same shell passes. The Debian mirror is the only outside host tests reach (as
    // tst_live_allowlist).
    void savedAllowlistReachesRunningSession()
    {
        const QString file = m_project + QStringLiteral("/.ai-sandbox.toml");
        QVERIFY(writeHeadScript());
        auto restore = qScopeGuard([this] { restorePolicy(); });

        const Gui gui(m_podman.connection());
        MainWindow &window = gui.window();
        AppController &controller = gui.controller();
        SessionsPage *page = controller.sessionsPage();
        auto stop = qScopeGuard([page] {
            bool done = false;
            page->stopAll([&done] { done = true; });
            QTRY_VERIFY_WITH_TIMEOUT(done, 60000);
        });
        QPointer<SessionTab> tab;
        QVERIFY2(launchAndGetRefused(gui, &tab),
                 tab ? qPrintable(tab->terminal()->screen()->screenText()) : "no session started");
        const SessionDir dir = tab->session()->directory();

        // 1. Refused by the gate (above).

        // 2. Added in the editor and saved. Any question that shows is recorded and answered with
        // "keep as it is": only the allowlist changed, so none may show.
        QStringList questions;
        QTimer watcher;
        connect(&watcher, &QTimer::timeout, &watcher, [&questions] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            questions << box->text();
            for (QAbstractButton *b : box->buttons())
                if (box->buttonRole(b) == QMessageBox::RejectRole) {
                    b->click();
                    return;
                }
        });
        watcher.start(20);
        PolicyEditor *editor = window.policyEditor();
        QCOMPARE(editor->addAllowedHosts({QStringLiteral("deb.debian.org")}), 1);
        QVERIFY(editor->isModified());
        QSignalSpy live(controller.logPage(), &SessionLogPage::liveChangeFinished);
        QElapsedTimer clock;
        clock.start();
        editor->saveButton()->click();
        QVERIFY(!editor->isModified());
        // Every running session of the project takes it (an earlier test's may run too): this
        // one's outcome names it.
        const auto outcome = [&live, id = dir.id()] { return outcomeFor(live, id); };
        QTRY_VERIFY_WITH_TIMEOUT(!outcome().isEmpty(), 20000);
        const qint64 applyMs = clock.elapsed();
        QCOMPARE(outcome().at(0).toString(), QString());
        QVERIFY2(outcome().at(1).toString().contains(QLatin1String("uses the saved allowlist now")),
                 qPrintable(outcome().at(1).toString()));
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("saved allowlist")),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY2(questions.isEmpty(), qPrintable(questions.join(QLatin1Char('\n'))));
        QVERIFY(tab->isActive());
        QCOMPARE(page->sessions().first(), tab.data()); // the same session, not a restarted one

        // 3. The next request from the same shell passes.
        clock.restart();
        type(tab, QStringLiteral("bash head.sh after"));
        QTRY_VERIFY2_WITH_TIMEOUT(screenHasLine(tab->terminal(), QStringLiteral("@after HTTP/1.1 200 OK")),
                                  qPrintable(screenAndGateLog(tab, dir)), 20000);
        qInfo("Save to gate reconfigured: %lld ms; next request answered %lld ms later", applyMs,
              clock.elapsed());
        QCOMPARE(dir.id(), tab->session()->directory().id());

        // 4. The session's log records the change: who, what, the new list's hash; the project file
        // holds the host and exactly that content is approved.
        QJsonObject change;
        for (const SessionEvent &e : dir.events())
            if (e.kind == QLatin1String("policy"))
                change = e.data;
        QCOMPARE(change.value(QStringLiteral("action")).toString(), QStringLiteral("set"));
        QCOMPARE(change.value(QStringLiteral("added")).toArray(),
                 QJsonArray{QStringLiteral("deb.debian.org")});
        QVERIFY2(change.value(QStringLiteral("who")).toString().contains(QLatin1String("policy editor")),
                 qPrintable(change.value(QStringLiteral("who")).toString()));
        QCOMPARE(change.value(QStringLiteral("allowlist_sha256")).toString(),
                 LiveAllowlist::allowlistHash({QStringLiteral("deb.debian.org")}));
        QCOMPARE(TrustStore().check(file).status, TrustStore::Status::Trusted);
        QFile pf(file);
        QVERIFY(pf.open(QIODevice::ReadOnly));
        QVERIFY(pf.readAll().contains("deb.debian.org"));

        // 5. A change that needs a new sandbox is offered a restart (kept running here), and the
        // allowlist still goes live: removing the host again denies it from now on.
        pf.close();
        QVERIFY(editor->hasProject());
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(kPolicy + "[limits]\nmemory = \"3g\"\n");
        }
        // The editor notices the file changed on disk; what it saves is its own (reloaded) state.
        editor->reload();
        QVERIFY(TrustStore().approve(file).isEmpty());
        live.clear();
        questions.clear();
        Q_EMIT window.policySaved(m_project);
        QTRY_VERIFY_WITH_TIMEOUT(!outcome().isEmpty(), 20000);
        QCOMPARE(outcome().at(0).toString(), QString());
        QCOMPARE(questions.size(), 1);
        QVERIFY2(questions.first().contains(QLatin1String("limits.memory")) &&
                     !questions.first().contains(QLatin1String("network.allow")),
                 qPrintable(questions.first()));
        QVERIFY(tab->isActive());
        type(tab, QStringLiteral("bash head.sh again"));
        QTRY_VERIFY2_WITH_TIMEOUT(
            screenHasLine(tab->terminal(), QStringLiteral("@again HTTP/1.1 403 Forbidden")),
            qPrintable(tab->terminal()->screen()->screenText()), 30000);
        watcher.stop();
    }

    // Issue 12, the Log tab's own path: in a running session a request is refused; its row in the
    // Log tab is selected and Allow clicked (the change shown, confirmed); the gate is reconfigured
    // in place and the next request from the same shell passes; "Deny from now on" refuses it again.
    void logTabAllowReachesRunningSession()
    {
        const QString file = m_project + QStringLiteral("/.ai-sandbox.toml");
        QVERIFY(writeHeadScript());
        auto restore = qScopeGuard([this] { restorePolicy(); });
        const Gui gui(m_podman.connection());
        AppController &controller = gui.controller();
        SessionsPage *page = controller.sessionsPage();
        auto stop = qScopeGuard([page] {
            bool done = false;
            page->stopAll([&done] { done = true; });
            QTRY_VERIFY_WITH_TIMEOUT(done, 60000);
        });
        QPointer<SessionTab> tab;
        QVERIFY2(launchAndGetRefused(gui, &tab),
                 tab ? qPrintable(tab->terminal()->screen()->screenText()) : "no session started");
        const SessionDir dir = tab->session()->directory();

        // 1. Refused (above), and the refusal is a row of this session in the Log tab.
        SessionLogPage *log = controller.logPage();
        QTRY_VERIFY_WITH_TIMEOUT(log->selectSession(dir.id()), 20000);
        const SessionLogModel *m = log->model();
        const auto deniedRow = [m] {
            for (int r = 0; r < m->rowCount(); ++r)
                if (m->kindAt(r) == SessionLogModel::Kind::Denied &&
                    m->hostAt(r) == QLatin1String("deb.debian.org"))
                    return r;
            return -1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(deniedRow() >= 0, 20000);
        const QModelIndex shown = log->filter()->mapFromSource(m->index(deniedRow(), 0));
        QVERIFY(shown.isValid());
        log->view()->selectRow(shown.row());
        QVERIFY(log->allowButton()->isEnabled());
        QCOMPARE(log->allowButton()->text(), QStringLiteral("Allow deb.debian.org"));

        // 2. Allow: the change is shown and confirmed, then the gate takes it in place.
        QString diff;
        log->setConfirmHandler([&diff](const QString &, const QString &d) {
            diff = d;
            return true;
        });
        QSignalSpy live(log, &SessionLogPage::liveChangeFinished);
        QElapsedTimer clock;
        clock.start();
        log->allowButton()->click();
        QVERIFY2(diff.contains(QLatin1String("deb.debian.org")), qPrintable(diff));
        // Only this test's session runs: the page's one outcome is its (the notice names the host).
        QTRY_COMPARE_WITH_TIMEOUT(live.count(), 1, 20000);
        const qint64 applyMs = clock.elapsed();
        QCOMPARE(live.at(0).at(0).toString(), QString());
        QVERIFY2(live.at(0).at(1).toString().contains(QLatin1String("reaches it now")),
                 qPrintable(live.at(0).at(1).toString()));
        QCOMPARE(TrustStore().check(file).status, TrustStore::Status::Trusted);
        QCOMPARE(page->sessions().first(), tab.data()); // the same session, not a restarted one

        // 3. The next request from the same shell passes.
        clock.restart();
        type(tab, QStringLiteral("bash head.sh after"));
        QTRY_VERIFY2_WITH_TIMEOUT(screenHasLine(tab->terminal(), QStringLiteral("@after HTTP/1.1 200 OK")),
                                  qPrintable(screenAndGateLog(tab, dir)), 20000);
        qInfo("Log tab Allow to gate reconfigured: %lld ms; next request answered %lld ms later", applyMs,
              clock.elapsed());
        QJsonObject change;
        for (const SessionEvent &e : dir.events())
            if (e.kind == QLatin1String("policy"))
                change = e.data;
        QCOMPARE(change.value(QStringLiteral("action")).toString(), QStringLiteral("allow"));
        QCOMPARE(change.value(QStringLiteral("allowlist_sha256")).toString(),
                 LiveAllowlist::allowlistHash({QStringLiteral("deb.debian.org")}));

        // 4. "Deny from now on" takes it back in the same sandbox.
        live.clear();
        QCOMPARE(log->denyHosts({QStringLiteral("deb.debian.org")}), 1);
        QTRY_COMPARE_WITH_TIMEOUT(live.count(), 1, 20000);
        QCOMPARE(live.at(0).at(0).toString(), QString());
        type(tab, QStringLiteral("bash head.sh again"));
        QTRY_VERIFY2_WITH_TIMEOUT(
            screenHasLine(tab->terminal(), QStringLiteral("@again HTTP/1.1 403 Forbidden")),
            qPrintable(screenAndGateLog(tab, dir)), 30000);
        QFile pf(file);
        QVERIFY(pf.open(QIODevice::ReadOnly));
        QVERIFY(!pf.readAll().contains("deb.debian.org"));
        QCOMPARE(TrustStore().check(file).status, TrustStore::Status::Trusted);
    }

    void closingWindowStopsSessions()
    {
        // Through the main window and its controller, as the app runs.
        const Gui gui(m_podman.connection());
        MainWindow &window = gui.window();
        window.setUserConfigPath(m_root.filePath(QStringLiteral("none.toml")));
        AppController &controller = gui.controller();
        controller.start();
        window.openProject(m_project);
        window.resize(1100, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SessionsPage *page = controller.sessionsPage();
        QCOMPARE(window.sessionsPage(), page);
        QCOMPARE(window.tabs()->indexOf(page), 1);
        Q_EMIT window.launchRequested(m_project);
        // The launch waits for podman's answer (the enforcement verdict needs it).
        QTRY_COMPARE_WITH_TIMEOUT(page->sessions().size(), qsizetype(1), 60000);
        QPointer<SessionTab> tab = page->sessions().first();
        QCOMPARE(window.tabs()->currentWidget(), page);
        QVERIFY(waitForPrompt(tab));
        const QString id = tab->session()->directory().id();
        // The terminal got the size of the visible tab, not a hidden widget's.
        QVERIFY(tab->terminal()->terminalColumns() > 80);
        QTRY_COMPARE_WITH_TIMEOUT(containersWith(QStringLiteral("io.aisb.session=") + id).size(), 2, 30000);

        answerNextMessageBox(false);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QVERIFY(tab->isActive());
        answerNextMessageBox(true);
        window.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 60000);
        QVERIFY(tab && !tab->isActive());
        QVERIFY(tab->session()->state() == Session::State::Finished);
        QVERIFY(containersWith(QStringLiteral("io.aisb.session=") + id).isEmpty());
    }

    void abandonedSessionIsCleanedUp()
    {
        // An owner that is gone: a process that ran and ended.
        QProcess gone;
        gone.start(QStringLiteral("true"), QStringList{});
        QVERIFY(gone.waitForFinished(10000));
        const qint64 deadPid = gone.processId() > 0 ? gone.processId() : 999999;
        QVERIFY(!QFile::exists(QStringLiteral("/proc/%1").arg(deadPid)));

        const SessionDir dir = SessionDir::create(m_slug);
        QVERIFY2(dir.isValid(), qPrintable(dir.error()));
        SessionEvent e;
        e.time = QDateTime::currentDateTimeUtc();
        e.kind = QStringLiteral("state");
        e.data = {{QStringLiteral("state"), QStringLiteral("preparing")},
                  {QStringLiteral("project"), m_project},
                  {QStringLiteral("pid"), deadPid},
                  {QStringLiteral("warm"), false}};
        dir.appendEvent(e);
        e.data = {{QStringLiteral("state"), QStringLiteral("running")}};
        dir.appendEvent(e);
        QVERIFY(dir.writeEnvFile("X=1\n").isEmpty());
        const QStringList labels{QStringLiteral("--label"), QStringLiteral("io.aisb.managed=1"),
                                 QStringLiteral("--label"), QStringLiteral("io.aisb.project=") + m_slug,
                                 QStringLiteral("--label"), QStringLiteral("io.aisb.session=") + dir.id()};
        for (const QString &kind : {QStringLiteral("sandbox"), QStringLiteral("gate")}) {
            const PodmanResult r = podmanSync(
                m_podman,
                QStringList{QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--network"),
                            QStringLiteral("none"), QStringLiteral("--name"),
                            QStringLiteral("aisb-") + m_slug + QLatin1Char('-') + dir.id() +
                                QLatin1Char('-') + kind,
                            QStringLiteral("--label"), QStringLiteral("io.aisb.kind=") + kind} +
                    labels +
                    QStringList{QStringLiteral("--entrypoint"), QStringLiteral("sleep"), kBase,
                                QStringLiteral("infinity")},
                120000);
            QVERIFY2(r.ok(), qPrintable(r.error + QString::fromUtf8(r.stderrData)));
        }
        QCOMPARE(containersWith(QStringLiteral("io.aisb.session=") + dir.id()).size(), 2);

        // Detected: open, not warm, owner gone. Sessions this process runs are not.
        const QList<SessionDir::Summary> abandoned = AppController::abandonedSessions();
        QCOMPARE(abandoned.size(), 1);
        QCOMPARE(abandoned.first().id, dir.id());
        QCOMPARE(abandoned.first().project, m_project);

        const Gui gui(m_podman.connection());
        AppController &controller = gui.controller();
        QSignalSpy cleaned(&controller, &AppController::abandonedSessionsCleaned);
        controller.cleanupAbandonedSessions(abandoned);
        QVERIFY(cleaned.wait(60000));
        QCOMPARE(cleaned.at(0).at(0).toInt(), 1);
        QVERIFY(containersWith(QStringLiteral("io.aisb.session=") + dir.id()).isEmpty());
        QVERIFY(!QFile::exists(dir.envFilePath()));
        const SessionDir::Summary after = dir.summary();
        QCOMPARE(after.state, QStringLiteral("killed")); // its owner is gone: recorded as killed
        QVERIFY(!after.isAbandoned());
        QVERIFY(AppController::abandonedSessions().isEmpty());
    }
};

QTEST_MAIN(TestSessionTab)
#include "tst_sessiontab.moc"
