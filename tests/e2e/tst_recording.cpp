// SPDX-License-Identifier: GPL-3.0-or-later
// Terminal recording with real podman: a session run by `ai-sandbox run` on a terminal (a pty of this
// test, read by the terminal's screen model) and one in the app's terminal tab each leave
// terminal.cast in their session folder. The file parses as asciicast v2 line by line, holds no value
// of a secret variable (env.set and env.pass ones the sandbox printed), and played into a fresh screen
// model it ends with the screen the live terminal ended with (the secrets there as '*'). `ai-sandbox
// replay` on a terminal ends there too.
#include "e2esandbox.h"
#include "engine/podman.h"
#include "session/session.h"
#include "session/terminalrecording.h"
#include "sessionspage.h"
#include "sessiontab.h"
#include "terminal/pty.h"
#include "terminal/terminalscreen.h"
#include "terminal/terminalwidget.h"
#include "testhome.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace aisb;
using namespace aisb::test;

namespace {

constexpr int kPromptMs = 240000;
constexpr int kRows = 24;
constexpr int kCols = 80;

QByteArray randomWord(const char *prefix)
{
    return QByteArray(prefix) + QByteArray::number(QRandomGenerator::global()->generate64(), 36);
}

// A terminal for a program: a pty read into the screen model, the model's replies written back.
struct LiveTerminal
{
    Pty pty;
    TerminalScreen screen{kRows, kCols};
    QSignalSpy finished{&pty, &Pty::finished};
    LiveTerminal()
    {
        QObject::connect(&pty, &Pty::dataReceived, &screen, [this](const QByteArray &b) { screen.feed(b); });
        QObject::connect(&screen, &TerminalScreen::output, &pty,
                         [this](const QByteArray &b) { pty.write(b); });
    }
    bool waitFor(const QString &text, int ms)
    {
        return E2eSandbox::waitFor([&] { return screen.screenText().contains(text); }, ms);
    }
    void type(const QByteArray &line) { pty.write(line + '\r'); }
};

// The screen a recording ends with, played into a fresh screen model (resizes included).
QString playedScreen(const Asciicast &cast)
{
    TerminalScreen s(cast.height, cast.width);
    for (const Asciicast::Event &e : cast.events) {
        if (e.code == 'o') {
            s.feed(e.data);
        } else if (e.code == 'r') {
            const QList<QByteArray> wh = e.data.split('x');
            s.resize(wh.value(1).toInt(), wh.value(0).toInt());
        }
    }
    return s.screenText();
}

// Checks the file line by line as asciicast v2; "" when it is, else what is wrong.
QByteArray asciicastProblems(const QByteArray &content)
{
    const QList<QByteArray> lines = content.trimmed().split('\n');
    QJsonParseError pe;
    const QJsonObject h = QJsonDocument::fromJson(lines.value(0), &pe).object();
    if (pe.error != QJsonParseError::NoError || h.value(QStringLiteral("version")).toInt() != 2 ||
        h.value(QStringLiteral("width")).toInt() <= 0 || h.value(QStringLiteral("height")).toInt() <= 0 ||
        h.value(QStringLiteral("timestamp")).toInteger() <= 0 || !h.value(QStringLiteral("env")).isObject())
        return "bad header: " + lines.value(0);
    double last = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QJsonDocument d = QJsonDocument::fromJson(lines[i], &pe);
        const QJsonArray a = d.array();
        if (pe.error != QJsonParseError::NoError || a.size() != 3 || !a[0].isDouble() ||
            a[0].toDouble() < last || !a[1].isString() || !a[2].isString())
            return "bad event line " + QByteArray::number(i + 1) + ": " + lines[i].left(200);
        last = a[0].toDouble();
    }
    return {};
}

QString masked(QString text, const QList<QByteArray> &secrets)
{
    for (const QByteArray &s : secrets)
        text.replace(QString::fromUtf8(s), QString(s.size(), QLatin1Char('*')));
    return text;
}

// The one session folder under `sessionsDir` with a recording.
QString recordingIn(const QString &sessionsDir)
{
    const QStringList ids = QDir(sessionsDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time);
    for (const QString &id : ids) {
        const QString path = sessionsDir + QLatin1Char('/') + id + QStringLiteral("/terminal.cast");
        if (QFile::exists(path))
            return path;
    }
    return {};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestRecording : public QObject
{
    Q_OBJECT
    E2eRows m_rows;
    QByteArray m_setSecret = randomWord("tok-set-");
    QByteArray m_passSecret = randomWord("key-pass-");
    QMap<QString, QString> m_passEnv;

    QByteArray policy() const
    {
        return "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n[env]\nset = { API_TOKEN = \"" +
               m_setSecret + "\" }\npass = [\"E2E_RECORDING_SECRET_KEY\"]\n";
    }

    // Types the scripted commands and exits; the live screen then holds both secrets in clear.
    static bool script(LiveTerminal &t, bool *sawSecrets, const QList<QByteArray> &secrets)
    {
        t.type("clear");
        t.type("echo \"A:$API_TOKEN:B\"; echo \"C:$E2E_RECORDING_SECRET_KEY:D\"");
        if (!t.waitFor(QStringLiteral("C:") + QString::fromUtf8(secrets.value(1)) + QStringLiteral(":D"),
                       30000))
            return false;
        *sawSecrets = t.screen.screenText().contains(QString::fromUtf8(secrets.value(0)));
        t.type("printf '\\033[1;31mred\\033[0m gr\\303\\274\\303\\237e %s\\n' done");
        if (!t.waitFor(QStringLiteral("red grüße done"), 30000))
            return false;
        t.type("exit");
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<aisb::SessionTab *>();
        m_passEnv.insert(QStringLiteral("E2E_RECORDING_SECRET_KEY"), QString::fromUtf8(m_passSecret));
        const QByteArray failed = m_rows.setUp(QStringLiteral("recording"), policy(), {}, E2eRows::build);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase() { m_rows.reset(); }

    void cliSessionReplaysToTheSameScreen_data() { E2eSandbox::addRootlessRows(); }
    void cliSessionReplaysToTheSameScreen()
    {
        QFETCH(bool, rootless);
        E2eSandbox &env = m_rows.env(rootless);
        if (!env.ready())
            QSKIP(qPrintable(env.skipReason()));
        const QString project = m_rows.project(rootless);
        const QList<QByteArray> secrets{m_setSecret, m_passSecret};

        QString program;
        QStringList args;
        env.commandFor({env.cliPath(), QStringLiteral("run"), QStringLiteral("-C"), project}, m_passEnv,
                       program, args);
        LiveTerminal live;
        QVERIFY2(live.pty.start(program, args, env.cliEnvironment(m_passEnv), kRows, kCols, env.workspace()),
                 qPrintable(live.pty.errorString()));
        QVERIFY2(live.waitFor(QStringLiteral("/project$"), kPromptMs), qPrintable(live.screen.screenText()));
        bool sawSecrets = false;
        QVERIFY2(script(live, &sawSecrets, secrets), qPrintable(live.screen.screenText()));
        QVERIFY(sawSecrets); // the sandbox had the values: the recording had something to mask
        QVERIFY(live.finished.wait(120000) || !live.finished.isEmpty());
        QCOMPARE(live.finished.at(0).at(0).toInt(), 0);

        const QString path = recordingIn(env.sessionsDir());
        QVERIFY2(!path.isEmpty(), "no terminal.cast in the session folder");
        QCOMPARE(QFileInfo(path).permissions() & (QFile::ReadOther | QFile::ReadGroup), QFile::Permissions());
        const QByteArray content = readAll(path);
        const QByteArray problems = asciicastProblems(content);
        QVERIFY2(problems.isEmpty(), problems.constData());
        for (const QByteArray &s : secrets)
            QVERIFY2(!content.contains(s), s.constData());
        QString error;
        const std::optional<Asciicast> cast = Asciicast::parse(content, &error);
        QVERIFY2(cast, qPrintable(error));
        QCOMPARE(cast->width, kCols);
        QCOMPARE(cast->height, kRows);
        const QString expected = masked(live.screen.screenText(), secrets);
        QVERIFY(expected.contains(QStringLiteral("A:") + QString(m_setSecret.size(), QLatin1Char('*'))));
        QCOMPARE(playedScreen(*cast), expected);

        // `ai-sandbox replay` on a terminal of the same size ends on the same screen.
        const QString id = QFileInfo(QFileInfo(path).path()).fileName();
        env.commandFor({env.cliPath(), QStringLiteral("replay"), id, QStringLiteral("--speed"),
                        QStringLiteral("50"), QStringLiteral("--idle-limit"), QStringLiteral("0.2")},
                       {}, program, args);
        LiveTerminal replay;
        QVERIFY(replay.pty.start(program, args, env.cliEnvironment(), kRows, kCols, env.workspace()));
        QVERIFY(replay.finished.wait(120000) || !replay.finished.isEmpty());
        QCOMPARE(replay.finished.at(0).at(0).toInt(), 0);
        QCOMPARE(replay.screen.screenText(), expected);
    }

    // The app's terminal tab (rootful: the app drives the current user's podman).
    void appSessionReplaysToTheSameScreen()
    {
        E2eSandbox &env = m_rows.env(false);
        if (!env.ready())
            QSKIP(qPrintable(env.skipReason()));
        qputenv("XDG_STATE_HOME", (env.workspace() + QStringLiteral("/state")).toUtf8());
        qputenv("XDG_CONFIG_HOME", (env.workspace() + QStringLiteral("/config")).toUtf8());
        qputenv("E2E_RECORDING_SECRET_KEY", m_passSecret);
        const QString project = m_rows.project(false);
        const QList<QByteArray> secrets{m_setSecret, m_passSecret};
        PodmanCapabilities caps;
        Podman podman;
        {
            QSignalSpy ready(podman.probe(), &PodmanCall::capabilitiesReady);
            QVERIFY(ready.wait(120000));
            caps = ready.at(0).at(0).value<PodmanCapabilities>();
        }
        SessionsPage page(&podman);
        page.setCapabilities(caps);
        page.setCurrentProject(project);
        page.resize(900, 560);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy launched(&page, &SessionsPage::launched);
        const QString refused = page.launch(project);
        QVERIFY2(refused.isEmpty(), qPrintable(refused));
        QCOMPARE(launched.size(), 1);
        auto *tab = launched.at(0).at(0).value<SessionTab *>();
        TerminalWidget *term = tab->terminal();
        auto screenHas = [term](const QString &t) { return term->screen()->screenText().contains(t); };
        QVERIFY2(E2eSandbox::waitFor([&] { return screenHas(QStringLiteral("/project$")); }, kPromptMs),
                 qPrintable(term->screen()->screenText()));
        QSignalSpy finished(tab->session(), &Session::finished);
        auto type = [term](const QString &line) {
            QTest::keyClicks(term, line);
            QTest::keyClick(term, Qt::Key_Return);
        };
        type(QStringLiteral("clear"));
        type(QStringLiteral("echo \"A:$API_TOKEN:B\"; echo \"C:$E2E_RECORDING_SECRET_KEY:D\""));
        QVERIFY(E2eSandbox::waitFor(
            [&] {
                return screenHas(QStringLiteral("C:") + QString::fromUtf8(m_passSecret) +
                                 QStringLiteral(":D"));
            },
            30000));
        QVERIFY(screenHas(QString::fromUtf8(m_setSecret)));
        // A resize mid-session is recorded too.
        const int colsBefore = term->terminalColumns();
        page.resize(700, 480);
        QVERIFY(E2eSandbox::waitFor([&] { return term->terminalColumns() < colsBefore; }, 10000));
        type(QStringLiteral("printf 'after resize %s\\n' done"));
        QVERIFY(E2eSandbox::waitFor([&] { return screenHas(QStringLiteral("after resize done")); }, 30000));
        type(QStringLiteral("exit"));
        QVERIFY(finished.wait(120000) || !finished.isEmpty());

        const QString path = tab->session()->terminalRecordingPath();
        QVERIFY(!path.isEmpty());
        const QByteArray content = readAll(path);
        const QByteArray problems = asciicastProblems(content);
        QVERIFY2(problems.isEmpty(), problems.constData());
        for (const QByteArray &s : secrets)
            QVERIFY2(!content.contains(s), s.constData());
        QString error;
        const std::optional<Asciicast> cast = Asciicast::parse(content, &error);
        QVERIFY2(cast, qPrintable(error));
        QCOMPARE(playedScreen(*cast), masked(term->screen()->screenText(), secrets));
        // The session log says where time 0 of the recording is.
        bool logged = false;
        for (const SessionEvent &e : tab->session()->directory().events())
            logged |= e.kind == QLatin1String("recording") &&
                      e.data.value(QStringLiteral("startMs")).toInteger() > 0;
        QVERIFY(logged);
    }
};

QTEST_MAIN(TestRecording)
#include "tst_recording.moc"
