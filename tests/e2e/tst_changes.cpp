// SPDX-License-Identifier: GPL-3.0-or-later
// "What changed in the project" through a real session (real podman, rootful and rootless): the
// sandbox runs a scripted set of edits (create, modify, delete, chmod +x, a binary, a dotfile, a
// write under .git/ where the policy allows it; .envrc would be a protected path, so the dotfile is
// .agentrc); `changes --json` lists exactly them; undo refuses
// while a file the user edited after the session is in the way, then (--force) restores every byte.
#include "e2esandbox.h"
#include "testfiles.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QTest>
#include <sys/stat.h>

using namespace aisb::test;

namespace {

const QByteArray policy = "[image]\nharness = \"shell\"\n[network]\nmode = \"none\"\n";

QByteArray sha(const QByteArray &b)
{
    return QCryptographicHash::hash(b, QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestChanges : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];
    E2eSandbox &env(bool rootless) { return *m_envs[rootless ? 1 : 0]; }

private Q_SLOTS:
    void initTestCase()
    {
        for (int i = 0; i < 2; ++i)
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
    }

    void sessionEditsListedAndUndone_data() { E2eSandbox::addRootlessRows(); }
    void sessionEditsListedAndUndone()
    {
        E2E_ROW();
        E2eSandbox &e = env(rootless);
        const QMap<QString, QByteArray> files = {{QStringLiteral("src.c"), "int a;\n"},
                                                 {QStringLiteral("gone.txt"), "bye\n"},
                                                 {QStringLiteral("run.sh"), "#!/bin/sh\necho hi\n"},
                                                 {QStringLiteral(".git/HEAD"), "ref: refs/heads/main\n"}};
        const QString project = e.makeProject(QStringLiteral("changes"), policy, files);
        QCOMPARE(::chmod(QFile::encodeName(project + QStringLiteral("/run.sh")).constData(), 0644), 0);
        QMap<QString, QByteArray> before;
        for (auto it = files.begin(); it != files.end(); ++it)
            before.insert(it.key(), readOrMissing(project + QLatin1Char('/') + it.key()));
        before.insert(QStringLiteral(".ai-sandbox.toml"),
                      readOrMissing(project + QStringLiteral("/.ai-sandbox.toml")));

        const QString script =
            QStringLiteral("printf 'new\\n' > created.txt && printf 'int b;\\n' >> src.c && rm gone.txt && "
                           "chmod +x run.sh && "
                           "printf '\\000\\001\\002bin' > blob.bin && printf 'X=1\\n' > .agentrc && "
                           "{ printf 'note\\n' > .git/agent-note || true; }");
        const E2eResult r = e.cli({QStringLiteral("-C"), project, QStringLiteral("--no-tty"),
                                   QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"), script},
                                  {}, 900000);
        QVERIFY2(r.finished && r.exitCode == 0, r.describe().constData());
        const bool gitWritten = QFile::exists(project + QStringLiteral("/.git/agent-note"));

        const E2eResult list =
            e.cli({QStringLiteral("changes"), QStringLiteral("--json"), QStringLiteral("-C"), project});
        QVERIFY2(list.finished && list.exitCode == 0, list.describe().constData());
        const QJsonObject j = list.json();
        QCOMPARE(j.value(QStringLiteral("complete")).toBool(), true);
        struct Expected
        {
            QString change;
            QStringList flags;
            QByteArray after; // content after (empty: none)
            bool binary = false;
        };
        QMap<QString, Expected> expected = {
            {QStringLiteral("created.txt"), {QStringLiteral("created"), {}, "new\n"}},
            {QStringLiteral("src.c"), {QStringLiteral("modified"), {}, "int a;\nint b;\n"}},
            {QStringLiteral("gone.txt"), {QStringLiteral("deleted"), {}, {}}},
            {QStringLiteral("run.sh"),
             {QStringLiteral("chmod"), {QStringLiteral("made-executable")}, "#!/bin/sh\necho hi\n"}},
            {QStringLiteral("blob.bin"),
             {QStringLiteral("created"), {QStringLiteral("unusual-type")}, QByteArray("\0\1\2bin", 6), true}},
            {QStringLiteral(".agentrc"),
             {QStringLiteral("created"), {QStringLiteral("new-dotfile")}, "X=1\n"}},
        };
        if (gitWritten)
            expected.insert(QStringLiteral(".git/agent-note"),
                            {QStringLiteral("created"), {QStringLiteral("git-internal")}, "note\n"});
        const QJsonArray changes = j.value(QStringLiteral("changes")).toArray();
        QStringList seen;
        for (const QJsonValue &v : changes) {
            const QJsonObject c = v.toObject();
            const QString path = c.value(QStringLiteral("path")).toString();
            seen << path;
            QVERIFY2(expected.contains(path), qPrintable(QStringLiteral("unexpected change: ") + path));
            const Expected x = expected.value(path);
            QCOMPARE(c.value(QStringLiteral("change")).toString(), x.change);
            QStringList flags;
            for (const QJsonValue &f : c.value(QStringLiteral("flags")).toArray())
                flags << f.toString();
            QCOMPARE(flags, x.flags);
            QCOMPARE(c.value(QStringLiteral("binary")).toBool(), x.binary);
            QCOMPARE(c.value(QStringLiteral("content_kept")).toBool(), true);
            const QJsonObject after = c.value(QStringLiteral("after")).toObject();
            if (x.after.isEmpty())
                QVERIFY(c.value(QStringLiteral("after")).isNull());
            else
                QCOMPARE(after.value(QStringLiteral("sha256")).toString(), QString::fromLatin1(sha(x.after)));
            if (path == QLatin1String("run.sh")) {
                QCOMPARE(
                    c.value(QStringLiteral("before")).toObject().value(QStringLiteral("mode")).toString(),
                    QStringLiteral("0644"));
                QCOMPARE(after.value(QStringLiteral("mode")).toString(), QStringLiteral("0755"));
            }
            if (c.value(QStringLiteral("before")).isObject() && before.contains(path))
                QCOMPARE(
                    c.value(QStringLiteral("before")).toObject().value(QStringLiteral("sha256")).toString(),
                    QString::fromLatin1(sha(before.value(path))));
        }
        QStringList want = expected.keys();
        std::sort(want.begin(), want.end());
        std::sort(seen.begin(), seen.end());
        QVERIFY2(seen == want, qPrintable(seen.join(QLatin1Char(' ')) + QStringLiteral(" != ") +
                                          want.join(QLatin1Char(' '))));
        // Flagged first.
        QVERIFY(!changes.first().toObject().value(QStringLiteral("flags")).toArray().isEmpty());

        // The user edits a file after the session: undo refuses, names it and --force, writes nothing.
        e.writeFile(project + QStringLiteral("/created.txt"), "the user's own edit\n");
        E2eResult undo =
            e.cli({QStringLiteral("changes"), QStringLiteral("--undo"), QStringLiteral("-C"), project});
        QCOMPARE(undo.exitCode, 1);
        QVERIFY2(undo.err.contains("created.txt") && undo.err.contains("--force"),
                 undo.describe().constData());
        QCOMPARE(readOrMissing(project + QStringLiteral("/created.txt")),
                 QByteArray("the user's own edit\n"));
        QVERIFY(!QFile::exists(project + QStringLiteral("/gone.txt")));
        QCOMPARE(lstatMode(project + QStringLiteral("/run.sh")), 0755u);

        // --force: every byte and mode back, what the session created gone.
        undo = e.cli({QStringLiteral("changes"), QStringLiteral("--undo"), QStringLiteral("--force"),
                      QStringLiteral("-C"), project});
        QVERIFY2(undo.finished && undo.exitCode == 0, undo.describe().constData());
        for (auto it = before.begin(); it != before.end(); ++it)
            QCOMPARE(readOrMissing(project + QLatin1Char('/') + it.key()), it.value());
        QCOMPARE(lstatMode(project + QStringLiteral("/run.sh")), 0644u);
        for (const char *gone : {"created.txt", "blob.bin", ".agentrc", ".git/agent-note"})
            QVERIFY2(!QFileInfo::exists(project + QLatin1Char('/') + QLatin1String(gone)), gone);
    }
};

QTEST_GUILESS_MAIN(TestChanges)
#include "tst_changes.moc"
