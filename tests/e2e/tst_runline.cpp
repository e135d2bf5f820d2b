// SPDX-License-Identifier: GPL-3.0-or-later
// The run line a preview shows is the one that runs: a real session's `podman run` argv, as
// podman received it (recorded by a wrapper that then runs the real podman), equals the dry
// run's preview of the same project, but for the session id and the gate's port, which exist
// only once a session does. Rootful and rootless (as aisb-test), normal and warm, allowlist
// mode (so the route to the gate, the ruleset and the proxy variables are in the line) with a
// masked file, a read-only folder (so the path probe is too) and a nested git repository (whose
// config and hooks the launch binds read-only after a scan off its thread).
#include "e2esandbox.h"

#include <QRegularExpression>
#include <QTest>

using namespace aisb::test;

namespace {

const QByteArray policy = "[image]\nharness = \"shell\"\n[network]\nmode = \"allowlist\"\n"
                          "[mounts]\nmasked = [\".env\"]\nread_only = [\"docs\"]\n";

// The argv of every podman call the wrapper recorded (one file per call, NUL-separated).
QList<QStringList> recordedCalls(const QString &dir)
{
    QList<QStringList> calls;
    const QStringList files = QDir(dir).entryList({QStringLiteral("call.*")}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        QFile f(dir + QLatin1Char('/') + name);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        QStringList argv;
        const QList<QByteArray> parts = f.readAll().split('\0');
        for (qsizetype i = 0; i + 1 < parts.size(); ++i) // the last part follows the final NUL
            argv.append(QString::fromUtf8(parts.at(i)));
        calls.append(argv);
    }
    return calls;
}

// The value of the first argument starting with `prefix`.
QString valueOf(const QStringList &argv, const QString &prefix)
{
    for (const QString &a : argv)
        if (a.startsWith(prefix))
            return a.mid(prefix.size());
    return {};
}

// The line under "# ---- podman run" of a dry run.
QString previewLine(const QByteArray &dryRun)
{
    const QStringList lines = QString::fromUtf8(dryRun).split(QLatin1Char('\n'));
    const qsizetype at = lines.indexOf(QStringLiteral("# ---- podman run"));
    return at < 0 ? QString() : lines.value(at + 1);
}

// A rootful view's folder (and the stage of the binds inside the project) is named after the
// process that mounts it: the dry run's pid is not the session's (in the GUI the preview and the
// session share one process).
QString withoutViewPid(QString line)
{
    static const QRegularExpression pid(QStringLiteral("/run/ai-sandbox/(views|stage)/[0-9]+-"));
    return line.replace(pid, QStringLiteral("/run/ai-sandbox/\\1/PID-"));
}

} // namespace

// The first word where the preview and the recorded line part, with both words in full.
static QString firstDifference(const QString &preview, const QString &ran)
{
    const QStringList a = preview.split(QLatin1Char(' '));
    const QStringList b = ran.split(QLatin1Char(' '));
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
        if (a.value(i) != b.value(i))
            return QStringLiteral("word %1: preview \"%2\", ran \"%3\"").arg(i).arg(a.value(i), b.value(i));
    return QString();
}

class TestRunLine : public QObject
{
    Q_OBJECT
    E2eRows m_rows;

private Q_SLOTS:
    void initTestCase()
    {
        const QByteArray failed = m_rows.setUp(QStringLiteral("runline"), policy,
                                               {{QStringLiteral(".env"), "TOKEN=not-for-the-sandbox\n"},
                                                {QStringLiteral("docs/readme.txt"), "read only\n"},
                                                {QStringLiteral("lib/.git/config"), "[core]\n"},
                                                {QStringLiteral("lib/.git/hooks/pre-commit"), "#!/bin/sh\n"}},
                                               E2eRows::build);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase() { m_rows.reset(); }

    void previewIsWhatRuns_data()
    {
        QTest::addColumn<bool>("rootless");
        QTest::addColumn<bool>("warm");
        QTest::newRow("rootful") << false << false;
        QTest::newRow("rootful warm") << false << true;
        QTest::newRow("rootless") << true << false;
        QTest::newRow("rootless warm") << true << true;
    }
    void previewIsWhatRuns()
    {
        QFETCH(bool, rootless);
        QFETCH(bool, warm);
        E2eSandbox &e = m_rows.env(rootless);
        if (!e.ready())
            QSKIP(qPrintable(e.skipReason()));
        const QString project = m_rows.project(rootless);

        // The recording podman: writes its argv, then is the real one.
        const QString tag = warm ? QStringLiteral("warm") : QStringLiteral("normal");
        const QString calls = e.workspace() + QStringLiteral("/calls-") + tag;
        e.mkdirOwned(calls);
        const QString wrapper = e.workspace() + QStringLiteral("/podman-") + tag;
        e.writeFile(wrapper, "#!/bin/sh\nf=$(mktemp " + QFile::encodeName(calls) +
                                 "/call.XXXXXXXX) && printf '%s\\0' \"$@\" > \"$f\"\nexec podman \"$@\"\n");
        QFile::setPermissions(wrapper, QFileDevice::Permissions(0x7755));
        const QMap<QString, QString> viaWrapper{{QStringLiteral("AISB_PODMAN"), wrapper}};

        QStringList execArgs{QStringLiteral("exec")};
        if (warm)
            execArgs << QStringLiteral("--warm");
        execArgs << QStringLiteral("--json") << QStringLiteral("-C") << project << QStringLiteral("--")
                 << QStringLiteral("sh") << QStringLiteral("-c") << QStringLiteral("test ! -s /project/.env");
        QStringList dryArgs = execArgs;
        dryArgs.insert(1, QStringLiteral("--dry-run"));

        // Before podman was ever asked (the preview assumes what it can do) ...
        const E2eResult before = e.cli(dryArgs, viaWrapper);
        QVERIFY2(before.exitCode == 0, before.describe().constData());
        QVERIFY2(recordedCalls(calls).isEmpty(), "a dry run started podman");
        const E2eResult run = e.cli(execArgs, viaWrapper, 300000);
        QVERIFY2(run.finished && run.exitCode == 0, run.describe().constData());
        // ... and after, when the CLI has podman's own answer.
        const E2eResult after = e.cli(dryArgs, viaWrapper);
        QVERIFY2(after.exitCode == 0, after.describe().constData());

        QStringList argv;
        for (const QStringList &call : recordedCalls(calls)) {
            if (call.value(0) == QLatin1String("run") &&
                call.contains(QStringLiteral("--label=io.aisb.kind=sandbox"))) {
                QVERIFY2(argv.isEmpty(), "two sandboxes were started");
                argv = call;
            }
        }
        QVERIFY2(!argv.isEmpty(), "no podman run of a sandbox was recorded");
        QCOMPARE(argv.contains(QStringLiteral("-d")), warm);
        QCOMPARE(argv.contains(QStringLiteral("--rm")), !warm);
        QCOMPARE(argv.contains(QStringLiteral("--label=io.aisb.warm=1")), warm);
        QCOMPARE(argv.contains(QStringLiteral("--userns=keep-id:uid=1000,gid=1000")), rootless);
        const QString joined = argv.join(QLatin1Char(' '));
        QVERIFY2(joined.contains(QStringLiteral("/project/lib/.git/config")) &&
                     joined.contains(QStringLiteral("/project/lib/.git/hooks")),
                 qPrintable(joined));

        // What only a session has: its id and the gate's port, shown as placeholders.
        const QString session = valueOf(argv, QStringLiteral("--label=io.aisb.session="));
        const QString proxy = valueOf(argv, QStringLiteral("--env=HTTP_PROXY="));
        const QString port = proxy.section(QLatin1Char(':'), -1);
        QVERIFY2(!session.isEmpty() && port.toUInt() > 0, qPrintable(argv.join(QLatin1Char(' '))));
        QString ran = QStringLiteral("podman ") + aisb::Render::displayCommandLine(argv);
        ran.replace(session, QStringLiteral("SESSION"));
        ran.replace(QRegularExpression(QStringLiteral(":%1\\b").arg(port)), QStringLiteral(":3128"));
        ran = withoutViewPid(ran);
        // The env memory file's descriptor is known only at launch (ENVFD in the preview).
        ran.replace(QRegularExpression(QStringLiteral("--env-file=/dev/fd/[0-9]+\\b")),
                    QStringLiteral("--env-file=/dev/fd/ENVFD"));

        QVERIFY2(withoutViewPid(previewLine(after.out)) == ran,
                 qPrintable(firstDifference(withoutViewPid(previewLine(after.out)), ran)));
        QVERIFY2(withoutViewPid(previewLine(before.out)) == ran,
                 qPrintable(firstDifference(withoutViewPid(previewLine(before.out)), ran)));
    }
};

QTEST_GUILESS_MAIN(TestRunLine)
#include "tst_runline.moc"
