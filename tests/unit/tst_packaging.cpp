// SPDX-License-Identifier: GPL-3.0-or-later
// `cmake --install` of this build into a throw-away prefix: the programs, their helper, the desktop
// entry, icons, metainfo, man pages, completions and docs are where a desktop and man(1) look; the
// desktop entry and the metainfo validate; and the installed programs carry no path into the build
// or source tree, yet find each other and their helper (relative to themselves).
#include "testhome.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

namespace {

struct Ran
{
    int code = -1;
    QByteArray out, err;
};

Ran run(const QString &program, const QStringList &args, const QProcessEnvironment &env = {},
        int timeoutMs = 120000)
{
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    p.start(program, args);
    Ran r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// Width and height from a PNG's IHDR chunk.
QSize pngSize(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = f.read(24);
    if (head.size() < 24 || !head.startsWith("\x89PNG\r\n\x1a\n") || head.mid(12, 4) != "IHDR")
        return {};
    return QSize(int(qFromBigEndian<quint32>(head.constData() + 16)),
                 int(qFromBigEndian<quint32>(head.constData() + 20)));
}

} // namespace

class TestPackaging : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;
    QString m_prefix;

    QString installed(const QString &relative) const { return m_prefix + QLatin1Char('/') + relative; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        m_prefix = m_root.filePath(QStringLiteral("usr"));
        // --strip: as a package ships them (CPACK_STRIP_FILES), without the debug info's source names.
        const Ran r =
            run(QStringLiteral("cmake"), {QStringLiteral("--install"), QStringLiteral(AISB_BINARY_DIR),
                                          QStringLiteral("--prefix"), m_prefix, QStringLiteral("--strip")});
        QVERIFY2(r.code == 0, r.err.constData());
    }

    void everyFileInItsPlace_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("executable");
        const QList<std::pair<const char *, bool>> files = {
            {"bin/ai-sandbox", true},
            {"bin/ai-sandbox-gui", true},
            {"bin/ai-sandbox-exec", true},
            {"libexec/ai-sandbox/build-base-image", true},
            {"share/applications/io.aisb.AiSandbox.desktop", false},
            {"share/metainfo/io.aisb.AiSandbox.metainfo.xml", false},
            {"share/icons/hicolor/scalable/apps/io.aisb.AiSandbox.svg", false},
            {"share/man/man1/ai-sandbox.1.gz", false},
            {"share/man/man1/ai-sandbox-gui.1.gz", false},
            {"share/bash-completion/completions/ai-sandbox", false},
            {"share/zsh/vendor-completions/_ai-sandbox", false},
            {"share/doc/ai-sandbox/using-the-app.md", false},
            {"share/doc/ai-sandbox/cli.md", false},
            {"share/doc/ai-sandbox/install.md", false},
        };
        for (const auto &[path, exec] : files)
            QTest::newRow(path) << QString::fromUtf8(path) << exec;
    }
    void everyFileInItsPlace()
    {
        QFETCH(QString, path);
        QFETCH(bool, executable);
        const QFileInfo fi(installed(path));
        QVERIFY2(fi.isFile(), qPrintable(fi.filePath()));
        QVERIFY(fi.size() > 0);
        QCOMPARE(fi.isExecutable(), executable);
    }

    void iconsAtEverySize()
    {
        for (const int size : {16, 22, 24, 32, 48, 64, 128, 256}) {
            const QString path =
                installed(QStringLiteral("share/icons/hicolor/%1x%1/apps/io.aisb.AiSandbox.png").arg(size));
            QCOMPARE(pngSize(path), QSize(size, size));
        }
        // The desktop entry names the icon by the file name the theme holds.
        QFile desktop(installed(QStringLiteral("share/applications/io.aisb.AiSandbox.desktop")));
        QVERIFY(desktop.open(QIODevice::ReadOnly));
        QVERIFY(desktop.readAll().contains("\nIcon=io.aisb.AiSandbox\n"));
    }

    void desktopEntryValidates()
    {
        const Ran r = run(QStringLiteral("desktop-file-validate"),
                          {installed(QStringLiteral("share/applications/io.aisb.AiSandbox.desktop"))});
        QVERIFY2(r.code == 0 && r.out.isEmpty(), QByteArray(r.out + r.err).constData());
    }

    void metainfoValidatesWithItsScreenshots()
    {
        const QString path = installed(QStringLiteral("share/metainfo/io.aisb.AiSandbox.metainfo.xml"));
        const Ran r =
            run(QStringLiteral("appstreamcli"),
                {QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--explain"), path});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString xml = QString::fromUtf8(f.readAll());
        QVERIFY2(!xml.contains(QLatin1Char('@')), "an unconfigured @VARIABLE@ is left");
        QVERIFY(xml.contains(QStringLiteral("<release version=\"" AISB_VERSION "\"")));
        // Every screenshot is one of docs/screenshots, at the size the file says.
        static const QRegularExpression image(
            QStringLiteral("<image type=\"source\" width=\"(\\d+)\" "
                           "height=\"(\\d+)\">[^<]*/docs/screenshots/([^<]+)</image>"));
        int n = 0;
        for (const QRegularExpressionMatch &m : image.globalMatch(xml)) {
            ++n;
            const QString shot = QStringLiteral(AISB_SOURCE_DIR "/docs/screenshots/") + m.captured(3);
            QCOMPARE(pngSize(shot), QSize(m.captured(1).toInt(), m.captured(2).toInt()));
        }
        QVERIFY2(n >= 3, qPrintable(QString::number(n)));
        QCOMPARE(xml.count(QLatin1String("<screenshot")), n + 1); // + <screenshots>
    }

    void manPagesAreCompressedRoff()
    {
        for (const char *page : {"ai-sandbox.1.gz", "ai-sandbox-gui.1.gz"}) {
            const Ran r = run(
                QStringLiteral("gzip"),
                {QStringLiteral("-dc"), installed(QStringLiteral("share/man/man1/") + QLatin1String(page))});
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.contains("\n.TH AI\\-SANDBOX"), page);
        }
    }

    // No string in a shipped binary names a place in the build or source tree: nothing a binary could
    // fall back to when installed elsewhere. (Source file names of log and assert locations may stay.)
    void noPathIntoBuildOrSourceTree()
    {
        static const QRegularExpression sourceName(QStringLiteral("\\.(cpp|h|hpp|c)$"));
        for (const char *program : {"ai-sandbox", "ai-sandbox-gui", "ai-sandbox-exec"}) {
            QFile f(installed(QStringLiteral("bin/") + QLatin1String(program)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            int hits = 0;
            for (const QString &tree : {QStringLiteral(AISB_SOURCE_DIR), QStringLiteral(AISB_BINARY_DIR)}) {
                // char literals as UTF-8, QStringLiteral as UTF-16 (how the old docs fallback hid).
                const QByteArray utf8 = tree.toUtf8();
                const QByteArray utf16(reinterpret_cast<const char *>(tree.utf16()), tree.size() * 2);
                for (qsizetype at = bytes.indexOf(utf8); at >= 0; at = bytes.indexOf(utf8, at + 1)) {
                    const QString text = QString::fromUtf8(bytes.mid(at, bytes.indexOf('\0', at) - at));
                    ++hits;
                    QVERIFY2(sourceName.match(text).hasMatch(),
                             qPrintable(QLatin1String(program) + QStringLiteral(": ") + text));
                }
                for (qsizetype at = bytes.indexOf(utf16); at >= 0; at = bytes.indexOf(utf16, at + 1)) {
                    QString text;
                    for (qsizetype i = at; i + 1 < bytes.size() && text.size() < 1024; i += 2) {
                        const char16_t unit = char16_t(uchar(bytes[i]) | (uchar(bytes[i + 1]) << 8));
                        if (unit == 0)
                            break;
                        text += QChar(unit);
                    }
                    ++hits;
                    QVERIFY2(sourceName.match(text).hasMatch(),
                             qPrintable(QLatin1String(program) + QStringLiteral(": ") + text));
                }
            }
            qInfo("%s: %d mention(s) of the trees, all source file names", program, hits);
        }
    }

    // ai-sandbox-exec hands a call it cannot make over to the ai-sandbox beside it (not one on PATH or
    // in the build tree): an unknown flag goes to the installed CLI, whose answer is exec's usage error.
    void installedProgramsFindEachOther()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_STATE_HOME"), home.filePath(QStringLiteral("state")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin")); // no build tree on it
        env.insert(QStringLiteral("AISBEXEC_EXPLAIN"), QStringLiteral("1"));
        const Ran r = run(installed(QStringLiteral("bin/ai-sandbox-exec")),
                          {QStringLiteral("--json"), QStringLiteral("--no-such-flag"), QStringLiteral("--"),
                           QStringLiteral("true")},
                          env);
        QVERIFY2(r.err.contains("handing over to ai-sandbox exec --warm"), r.err.constData());
        QCOMPARE(r.code, 64);
        const QJsonObject result = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(result.value(QStringLiteral("error")).toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("usage"));
        QVERIFY2(r.err.contains("--no-such-flag"), r.err.constData());

        // The base image's build script, where ImageBuilder::baseImageScript() looks beside bin/.
        const Ran help = run(installed(QStringLiteral("libexec/ai-sandbox/build-base-image")),
                             {QStringLiteral("--help")}, env);
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains("Usage: build-base-image"));
    }

    void versionsAnswer()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const Ran cli = run(installed(QStringLiteral("bin/ai-sandbox")), {QStringLiteral("--version")}, env);
        QCOMPARE(cli.code, 0);
        QCOMPARE(cli.out.trimmed(), QByteArray("ai-sandbox " AISB_VERSION));
        const Ran gui =
            run(installed(QStringLiteral("bin/ai-sandbox-gui")), {QStringLiteral("--version")}, env);
        QCOMPARE(gui.code, 0);
        QVERIFY2(gui.out.contains(AISB_VERSION), gui.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
