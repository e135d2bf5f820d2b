// SPDX-License-Identifier: GPL-3.0-or-later
// The .deb proven in a clean Debian container: CPack builds it from this build, a container of
// the host's Debian suite (the package's library versions are the host's: a bookworm build needs
// bookworm's Qt) installs it with dpkg alone and no network, and the installed programs answer:
// ai-sandbox --version, --dry-run on a sample project, doctor --json, the fast exec client handing
// over to its CLI, and the app painting its window offscreen.
//
// The container image with the package's dependencies installed is prepared once and cached by a
// hash of what decides its content (the base image's id and the package's Depends), as
// localhost/aisb-deb-deps:<hash>; the base image of a suite other than trixie is built from the
// Debian mirror by containers/build-base-image --suite (content-addressed by its recipe). Cold:
// base image + apt-get install of the Depends from the mirror; warm: cpack + one container.
#include "runprogram.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

namespace {

using aisb::test::Ran;

Ran run(const QString &program, const QStringList &args, int timeoutMs = 600000)
{
    return aisb::test::runProgram(program, args, timeoutMs);
}

QString hostSuite()
{
    QFile f(QStringLiteral("/etc/os-release"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression codename(QStringLiteral("^VERSION_CODENAME=\"?([a-z]+)\"?$"),
                                             QRegularExpression::MultilineOption);
    return codename.match(QString::fromUtf8(f.readAll())).captured(1);
}

QString podman()
{
    return QStringLiteral("podman");
}

} // namespace

class TestDeb : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_deb;
    QString m_image;
    QString m_container;
    QElapsedTimer m_total;

    Ran inContainer(const QStringList &command, const QStringList &env = {})
    {
        QStringList args{QStringLiteral("exec")};
        for (const QString &e : env)
            args << QStringLiteral("--env") << e;
        args << m_container << command;
        return run(podman(), args, 120000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_total.start();
        QVERIFY(m_dir.isValid());
        if (::geteuid() != 0)
            QSKIP("installs a package into a rootful podman container: run as root (CI and scripts/test do)");
        const Ran version = run(podman(), {QStringLiteral("version"), QStringLiteral("--format"),
                                           QStringLiteral("{{.Client.Version}}")});
        QVERIFY2(version.code == 0, version.both().constData());

        // 1. The package, from this build.
        QElapsedTimer t;
        t.start();
        const Ran cpack = run(QStringLiteral("cpack"),
                              {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
                               QStringLiteral(AISB_BINARY_DIR "/CPackConfig.cmake"), QStringLiteral("-B"),
                               m_dir.filePath(QStringLiteral("pkg"))});
        QVERIFY2(cpack.code == 0, cpack.both().constData());
        const QStringList debs =
            QDir(m_dir.filePath(QStringLiteral("pkg"))).entryList({QStringLiteral("*.deb")}, QDir::Files);
        QCOMPARE(debs.size(), 1);
        m_deb = debs.first();
        const qint64 size = QFileInfo(m_dir.filePath(QStringLiteral("pkg/") + m_deb)).size();
        qInfo("package %s: %lld bytes (%.2f MiB), cpack %.1f s", qPrintable(m_deb), size,
              double(size) / 1048576.0, double(t.elapsed()) / 1000.0);

        const Ran fields = run(QStringLiteral("dpkg-deb"),
                               {QStringLiteral("-f"), m_dir.filePath(QStringLiteral("pkg/") + m_deb),
                                QStringLiteral("Depends"), QStringLiteral("Installed-Size")});
        QVERIFY2(fields.code == 0, fields.both().constData());
        qInfo("%s", fields.out.trimmed().constData());

        // 2. The base image of the host's suite (the package's libraries are the host's).
        t.restart();
        const QString suite = hostSuite();
        QVERIFY2(!suite.isEmpty(), "no VERSION_CODENAME in /etc/os-release");
        const QString base = QStringLiteral("localhost/ai-sandbox-base:") + suite;
        const Ran built = run(QStringLiteral(AISB_SOURCE_DIR "/containers/build-base-image"),
                              {QStringLiteral("--suite"), suite}, 1200000);
        QVERIFY2(built.code == 0, built.both().constData());
        const Ran baseId = run(podman(), {QStringLiteral("image"), QStringLiteral("inspect"),
                                          QStringLiteral("--format"), QStringLiteral("{{.Id}}"), base});
        QVERIFY2(baseId.code == 0, baseId.both().constData());
        qInfo("base image %s: %.1f s (%s)", qPrintable(base), double(t.elapsed()) / 1000.0,
              built.out.trimmed().constData());

        // 3. The base with the package's dependencies (not the package), cached by content.
        t.restart();
        QCryptographicHash key(QCryptographicHash::Sha256);
        key.addData(QByteArray("deps v1\n" + baseId.out.trimmed() + "\n" + fields.out));
        m_image =
            QStringLiteral("localhost/aisb-deb-deps:") + QString::fromLatin1(key.result().toHex().left(16));
        if (run(podman(), {QStringLiteral("image"), QStringLiteral("exists"), m_image}).code != 0) {
            const QString prep = QStringLiteral("aisb-deb-prep-%1").arg(QCoreApplication::applicationPid());
            // Depends only (no Recommends): what the package says it needs must be enough.
            const Ran deps =
                run(podman(),
                    {QStringLiteral("run"), QStringLiteral("--name"), prep, QStringLiteral("--volume"),
                     m_dir.filePath(QStringLiteral("pkg")) + QStringLiteral(":/pkg:ro"), base,
                     QStringLiteral("bash"), QStringLiteral("-euc"),
                     QStringLiteral(
                         "export DEBIAN_FRONTEND=noninteractive; apt-get update -qq; "
                         "apt-get install -y -qq --no-install-recommends /pkg/%1 >/dev/null; "
                         "dpkg --remove ai-sandbox >/dev/null; apt-get clean; rm -rf /var/lib/apt/lists/*")
                         .arg(m_deb)},
                    1200000);
            const Ran committed =
                deps.code == 0
                    ? run(podman(), {QStringLiteral("commit"), QStringLiteral("--quiet"), prep, m_image})
                    : Ran{};
            run(podman(), {QStringLiteral("rm"), QStringLiteral("--force"), prep});
            QVERIFY2(deps.code == 0, deps.both().constData());
            QVERIFY2(committed.code == 0, committed.both().constData());
            qInfo("prepared %s with the package's dependencies: %.1f s", qPrintable(m_image),
                  double(t.elapsed()) / 1000.0);
            // Earlier preparations of this test (other Depends or base) are superseded.
            const Ran old = run(podman(), {QStringLiteral("images"), QStringLiteral("--format"),
                                           QStringLiteral("{{.Repository}}:{{.Tag}}"),
                                           QStringLiteral("localhost/aisb-deb-deps")});
            for (const QString &image :
                 QString::fromUtf8(old.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                if (image != m_image && image.startsWith(QLatin1String("localhost/aisb-deb-deps:")))
                    run(podman(), {QStringLiteral("rmi"), image});
        } else {
            qInfo("cached %s", qPrintable(m_image));
        }

        // 4. A fresh container with no network: dpkg alone must find every dependency there.
        m_container = QStringLiteral("aisb-deb-e2e-%1").arg(QCoreApplication::applicationPid());
        const Ran started =
            run(podman(), {QStringLiteral("run"), QStringLiteral("--detach"), QStringLiteral("--rm"),
                           QStringLiteral("--name"), m_container, QStringLiteral("--network"),
                           QStringLiteral("none"), QStringLiteral("--volume"),
                           m_dir.filePath(QStringLiteral("pkg")) + QStringLiteral(":/pkg:ro"), m_image,
                           QStringLiteral("sleep"), QStringLiteral("infinity")});
        QVERIFY2(started.code == 0, started.both().constData());
        const Ran none = inContainer({QStringLiteral("sh"), QStringLiteral("-c"),
                                      QStringLiteral("command -v ai-sandbox ai-sandbox-gui || true")});
        QCOMPARE(none.out, QByteArray()); // clean: not installed before this test installs it
        const Ran installed = inContainer(
            {QStringLiteral("dpkg"), QStringLiteral("--install"), QStringLiteral("/pkg/") + m_deb});
        QVERIFY2(installed.code == 0, installed.both().constData());
    }

    void carriesItsFiles()
    {
        const Ran list = inContainer(
            {QStringLiteral("dpkg"), QStringLiteral("--listfiles"), QStringLiteral("ai-sandbox")});
        QCOMPARE(list.code, 0);
        for (const char *path :
             {"/usr/bin/ai-sandbox", "/usr/bin/ai-sandbox-gui", "/usr/bin/ai-sandbox-exec",
              "/usr/libexec/ai-sandbox/build-base-image", "/usr/share/applications/io.aisb.AiSandbox.desktop",
              "/usr/share/metainfo/io.aisb.AiSandbox.metainfo.xml",
              "/usr/share/icons/hicolor/scalable/apps/io.aisb.AiSandbox.svg",
              "/usr/share/icons/hicolor/48x48/apps/io.aisb.AiSandbox.png",
              "/usr/share/man/man1/ai-sandbox.1.gz", "/usr/share/man/man1/ai-sandbox-gui.1.gz",
              "/usr/share/bash-completion/completions/ai-sandbox",
              "/usr/share/zsh/vendor-completions/_ai-sandbox", "/usr/share/doc/ai-sandbox/using-the-app.md"})
            QVERIFY2(list.out.contains(QByteArray(QByteArray(path) + "\n")), path);
        // Every library the programs link is there (shlibdeps named them all).
        const Ran ldd = inContainer({QStringLiteral("sh"), QStringLiteral("-c"),
                                     QStringLiteral("ldd /usr/bin/ai-sandbox /usr/bin/ai-sandbox-gui")});
        QCOMPARE(ldd.code, 0);
        QVERIFY2(!ldd.out.contains("not found"), ldd.out.constData());
    }

    void cliVersion()
    {
        const Ran r = inContainer({QStringLiteral("ai-sandbox"), QStringLiteral("--version")});
        QVERIFY2(r.code == 0, r.both().constData());
        QCOMPARE(r.out.trimmed(), QByteArray("ai-sandbox " AISB_VERSION));
    }

    void dryRunOnASampleProject()
    {
        const Ran made =
            inContainer({QStringLiteral("sh"), QStringLiteral("-c"),
                         QStringLiteral("mkdir -p /tmp/sample && echo 'print(1)' > /tmp/sample/main.py")});
        QCOMPARE(made.code, 0);
        const Ran r = inContainer({QStringLiteral("ai-sandbox"), QStringLiteral("--dry-run"),
                                   QStringLiteral("-C"), QStringLiteral("/tmp/sample"),
                                   QStringLiteral("--allow"), QStringLiteral("deb.debian.org")});
        QVERIFY2(r.code == 0, r.both().constData());
        QVERIFY2(r.out.contains("# Dry run for /tmp/sample"), r.out.left(400).constData());
        QVERIFY2(r.out.contains("\nFROM localhost/ai-sandbox-base:"), r.out.left(2000).constData());
        QVERIFY2(r.out.contains("podman run"), r.out.right(2000).constData());
        QVERIFY2(r.out.contains("deb.debian.org"), "the allowlist flag reached the rendered gate");
        QVERIFY2(r.out.contains("--label=io.aisb.project=sample-"), r.out.right(2000).constData());
        QVERIFY2(r.out.contains(",dst=/project,"), r.out.right(2000).constData());
    }

    void doctorJson()
    {
        const Ran r =
            inContainer({QStringLiteral("ai-sandbox"), QStringLiteral("doctor"), QStringLiteral("--json")});
        // In a container without its privileges podman may fail: then doctor exits 1, still with its
        // document.
        QVERIFY2(r.code == 0 || r.code == 1, r.both().constData());
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError,
                 qPrintable(error.errorString() + QLatin1Char(' ') + QString::fromUtf8(r.out.left(400))));
        const QJsonObject o = doc.object();
        QVERIFY(o.value(QStringLiteral("ok")).isBool());
        QCOMPARE(o.value(QStringLiteral("ok")).toBool(), r.code == 0);
        QStringList ids;
        for (const QJsonValue &check : o.value(QStringLiteral("checks")).toArray()) {
            const QJsonObject c = check.toObject();
            ids << c.value(QStringLiteral("id")).toString();
            QVERIFY(QStringList({QStringLiteral("ok"), QStringLiteral("warn"), QStringLiteral("fail")})
                        .contains(c.value(QStringLiteral("status")).toString()));
        }
        QVERIFY2(ids.contains(QStringLiteral("podman")), qPrintable(ids.join(QLatin1Char(' '))));
        qInfo("doctor in the container: %s", qPrintable(ids.join(QLatin1Char(' '))));
    }

    // The fast client finds the CLI installed beside it (an unknown flag is handed over).
    void fastClientReachesTheCli()
    {
        const Ran r =
            inContainer({QStringLiteral("ai-sandbox-exec"), QStringLiteral("--json"),
                         QStringLiteral("--no-such-flag"), QStringLiteral("--"), QStringLiteral("true")},
                        {QStringLiteral("AISBEXEC_EXPLAIN=1")});
        QCOMPARE(r.code, 64);
        QVERIFY2(r.err.contains("handing over to ai-sandbox exec --warm"), r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QStringLiteral("error"))
                     .toObject()
                     .value(QStringLiteral("kind"))
                     .toString(),
                 QStringLiteral("usage"));
    }

    void guiVersionAndFirstPaintOffscreen()
    {
        const Ran v = inContainer({QStringLiteral("ai-sandbox-gui"), QStringLiteral("--version")},
                                  {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
        QVERIFY2(v.code == 0, v.both().constData());
        QVERIFY2(v.out.contains(AISB_VERSION), v.out.constData());
        // The window itself: platform plugin, fonts, icons and widgets load, it paints, and quits
        // (AISB_BENCH_FIRST_PAINT, app/gui_main.cpp).
        const Ran painted =
            inContainer({QStringLiteral("ai-sandbox-gui")},
                        {QStringLiteral("QT_QPA_PLATFORM=offscreen"),
                         QStringLiteral("AISB_BENCH_FIRST_PAINT=1"), QStringLiteral("HOME=/tmp/gui-home")});
        QVERIFY2(painted.code == 0, painted.both().constData());
        QVERIFY2(painted.out.contains("first-paint-ms "), painted.both().constData());
    }

    void manPageReads()
    {
        // man-db is not a dependency; zcat and the page's own first lines are enough to show it is there.
        const Ran r =
            inContainer({QStringLiteral("sh"), QStringLiteral("-c"),
                         QStringLiteral("zcat /usr/share/man/man1/ai-sandbox.1.gz | grep -c '^\\.TP'")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.trimmed().toInt() > 40, r.out.constData());
    }

    void cleanupTestCase()
    {
        if (!m_container.isEmpty())
            run(podman(), {QStringLiteral("rm"), QStringLiteral("--force"), QStringLiteral("--time"),
                           QStringLiteral("0"), m_container});
        qInfo("tst_deb: %.1f s in all", double(m_total.elapsed()) / 1000.0);
    }
};

QTEST_GUILESS_MAIN(TestDeb)
#include "tst_deb.moc"
