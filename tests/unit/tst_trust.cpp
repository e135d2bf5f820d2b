// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policyreview.h"
#include "policy/trust.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace aisb;

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestTrust : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_tmp.reset(new QTemporaryDir);
        QVERIFY(m_tmp->isValid());
        qputenv("XDG_STATE_HOME", path(QStringLiteral("state")).toUtf8());
        qputenv("XDG_CONFIG_HOME", path(QStringLiteral("config")).toUtf8());
        m_file = path(QStringLiteral("project/.ai-sandbox.toml"));
        QVERIFY(QDir().mkpath(path(QStringLiteral("project"))));
    }

    void defaultDirFollowsXdgStateHome()
    {
        QCOMPARE(TrustStore().stateDir(), path(QStringLiteral("state/ai-sandbox/trust")));
        qputenv("XDG_STATE_HOME", "");
        QCOMPARE(TrustStore().stateDir(),
                 QDir::homePath() + QStringLiteral("/.local/state/ai-sandbox/trust"));
        qputenv("XDG_STATE_HOME", path(QStringLiteral("state")).toUtf8());
    }

    void states()
    {
        const TrustStore store;
        TrustStore::Check c = store.check(m_file);
        QVERIFY(c.status == TrustStore::Status::NoFile);
        QCOMPARE(c.path, m_file);
        QVERIFY(c.message.isEmpty());

        QVERIFY(writeFile(m_file, "[network]\nallow = [\"a.com\"]\n"));
        c = store.check(m_file);
        QVERIFY(c.status == TrustStore::Status::New);
        QVERIFY(c.message.contains(QStringLiteral("`ai-sandbox trust --project ") +
                                   path(QStringLiteral("project")) + QLatin1Char('`')));
        QCOMPARE(c.diff, QStringLiteral("--- /dev/null\n+++ ") + m_file +
                             QStringLiteral("\n@@ -0,0 +1,2 @@\n+[network]\n+allow = [\"a.com\"]\n"));

        QCOMPARE(store.approve(m_file), QString());
        c = store.check(m_file);
        QVERIFY(c.status == TrustStore::Status::Trusted);
        QVERIFY(c.diff.isEmpty());
        QVERIFY(c.message.isEmpty());

        // A relative spelling of the same file is the same record.
        QVERIFY(QDir::setCurrent(path(QStringLiteral("project"))));
        QVERIFY(store.check(QStringLiteral("./.ai-sandbox.toml")).status == TrustStore::Status::Trusted);
        QVERIFY(QDir::setCurrent(m_tmp->path()));

        QVERIFY(writeFile(m_file, "[network]\nallow = [\"a.com\", \"evil.example\"]\n"));
        c = store.check(m_file);
        QVERIFY(c.status == TrustStore::Status::Changed);
        QVERIFY(c.message.contains(QStringLiteral("ai-sandbox trust --project ")));
        QVERIFY(c.message.contains(QStringLiteral("changed")));
        QVERIFY(c.diff.contains(
            QStringLiteral("-allow = [\"a.com\"]\n+allow = [\"a.com\", \"evil.example\"]\n")));

        QCOMPARE(store.revoke(m_file), QString());
        QVERIFY(store.check(m_file).status == TrustStore::Status::New);
        QCOMPARE(store.revoke(m_file), QString()); // revoking twice is fine
    }

    void recordLayout()
    {
        const TrustStore store(path(QStringLiteral("custom")));
        QVERIFY(writeFile(m_file, "x = 1\n"));
        QCOMPARE(store.approve(m_file), QString());
        const QString hash = QString::fromLatin1(
            QCryptographicHash::hash(m_file.toUtf8(), QCryptographicHash::Sha256).toHex());
        const QString record = path(QStringLiteral("custom/")) + hash;
        QFile f(record);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("x = 1\n"));
        const QFileDevice::Permissions dirPerms = QFileInfo(path(QStringLiteral("custom"))).permissions();
        const QFileDevice::Permissions owner =
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner;
        QCOMPARE(dirPerms & owner, owner);
        QCOMPARE(dirPerms.toInt() & 0x0077, 0); // nothing for group and others: 0700
        QVERIFY(!(QFileInfo(record).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup)));
        QCOMPARE(QDir(path(QStringLiteral("custom"))).entryList(QDir::Files | QDir::Hidden),
                 QStringList{hash});
    }

    void approveReviewedContent()
    {
        // What the user reviewed is approved, not whatever the file holds a moment later.
        const TrustStore store;
        QVERIFY(writeFile(m_file, "reviewed = true\n"));
        QVERIFY(writeFile(m_file, "swapped = true\n"));
        QCOMPARE(store.approveContent(m_file, "reviewed = true\n"), QString());
        QVERIFY(store.check(m_file).status == TrustStore::Status::Changed);
        QVERIFY(store.checkContent(m_file, "reviewed = true\n").status == TrustStore::Status::Trusted);
    }

    void approveErrors()
    {
        QVERIFY(writeFile(path(QStringLiteral("afile")), "x"));
        const TrustStore store(path(QStringLiteral("afile/trust")));
        QVERIFY(writeFile(m_file, "x = 1\n"));
        QVERIFY(!store.approve(m_file).isEmpty());
        QVERIFY(!TrustStore().approve(path(QStringLiteral("project/missing.toml"))).isEmpty());
    }

    // What was shown is what is approved: a file that changed between show and approve is refused
    // (and stays unapproved), so is one that does not parse.
    void approveShownRefusesWhatWasNotShown()
    {
        const TrustStore store;
        const QByteArray shown = "[network]\nallow = [\"a.example\"]\n";
        QVERIFY(writeFile(m_file, shown));
        // The agent rewrites the file after the user saw it.
        QVERIFY(writeFile(m_file, "[network]\nmode = \"open\"\n"));
        const QString error = store.approveShown(m_file, shown);
        QVERIFY2(error.contains(QStringLiteral("changed after it was shown")), qPrintable(error));
        QVERIFY(store.check(m_file).status == TrustStore::Status::New);
        QVERIFY(store.approvedContent(m_file).isNull());
        // Unchanged: approved, and the record holds exactly the shown bytes.
        QVERIFY(writeFile(m_file, shown));
        QCOMPARE(store.approveShown(m_file, shown), QString());
        QVERIFY(store.check(m_file).status == TrustStore::Status::Trusted);
        QCOMPARE(store.approvedContent(m_file), shown);
        // A file that does not parse is never approved, even when it is what was shown.
        const QByteArray broken = "[network\nallow = 3\n";
        QVERIFY(writeFile(m_file, broken));
        const QString parseError = store.approveShown(m_file, broken);
        QVERIFY2(parseError.contains(QStringLiteral("cannot be read as a policy")), qPrintable(parseError));
        QVERIFY(store.check(m_file).status == TrustStore::Status::Changed);
        // Approved empty content is still "approved", not "none".
        QVERIFY(writeFile(m_file, ""));
        QCOMPARE(store.approveShown(m_file, QByteArray("")), QString());
        QVERIFY(!store.approvedContent(m_file).isNull());
        QVERIFY(store.check(m_file).status == TrustStore::Status::Trusted);
    }

    // Each dangerous grant is marked risky with a reason; harmless ones are listed but not marked.
    void reviewMarksDangerousFields()
    {
        const QByteArray toml =
            "[image]\nbase = \"docker.io/evil/base:1\"\npackages = [\"jq\"]\n"
            "[run]\ncommand = [\"sh\", \"-c\", \"curl x | sh\"]\n"
            "[network]\nmode = \"open\"\nallow = [\"new.example\"]\n"
            "local = { \"db.internal\" = \"127.0.0.1:5432\" }\n"
            "[env]\nset = { PATH = \"/project/bin:/usr/bin\", LD_PRELOAD = \"/project/x.so\", "
            "GREETING = \"hi\", API_TOKEN = \"tok-4711\" }\npass = [\"*\"]\n"
            "[limits]\npids = 100\n"
            "[mounts]\nread_only = [\".git/hooks\", \"build\"]\nmasked = []\n"
            "extra = [{ source = \"/home/u/.ssh\", target = \"/keys\", mode = \"rw\" }]\n";
        const PolicyReview r = reviewPolicy(toml);
        QVERIFY(r.parses());
        QVERIFY(!r.sinceApproval);
        auto find = [&](const QString &field, const QString &value) -> const PolicyReview::Item * {
            for (const PolicyReview::Item &i : r.items)
                if (i.field == field && i.value == value)
                    return &i;
            return nullptr;
        };
        const struct
        {
            const char *field;
            const char *value;
            bool risky;
        } expected[] = {
            {"network.mode", "open", true},
            {"network.allow", "new.example", true},
            {"network.local", "db.internal → 127.0.0.1:5432", true},
            {"mounts.extra", "/home/u/.ssh → /keys (rw)", true},
            {"mounts.read_only", "build", false}, // an added protection
            {"mounts.masked", ".env", true},
            {"env.set", "PATH = /project/bin:/usr/bin", true},
            {"env.set", "LD_PRELOAD = /project/x.so", true},
            {"env.set", "GREETING = hi", false},
            {"env.set", "API_TOKEN = <redacted>", false}, // shown, its value never
            {"env.pass", "*", true},
            {"image.base", "docker.io/evil/base:1", true},
            {"image.packages", "jq", false},
            {"run.command", "sh -c curl x | sh", true},
            {"limits.pids", "100", false},
        };
        for (const auto &e : expected) {
            const PolicyReview::Item *item = find(QString::fromUtf8(e.field), QString::fromUtf8(e.value));
            const QString what =
                QString::fromUtf8(e.field) + QStringLiteral(": ") + QString::fromUtf8(e.value);
            QVERIFY2(item, qPrintable(what + QStringLiteral(" missing from\n") + r.text()));
            QVERIFY2(item->risky() == e.risky, qPrintable(what));
        }
        // The default protections the file drops: one item naming them all (.git/hooks is kept).
        QStringList dropped = defaultProtectedPaths();
        dropped.removeAll(QStringLiteral(".git/hooks"));
        const PolicyReview::Item *unprotected =
            find(QStringLiteral("mounts.read_only"), dropped.join(QStringLiteral(", ")));
        QVERIFY2(unprotected && unprotected->risky(), qPrintable(r.text()));
        QVERIFY(unprotected->value.contains(QStringLiteral(".git/config")));
        QVERIFY(!r.text().contains(QStringLiteral("tok-4711")));
        QVERIFY(r.text().contains(QStringLiteral("  ! network.mode: open — ")));
        QCOMPARE(r.riskyCount(), qsizetype(std::count_if(std::begin(expected), std::end(expected),
                                                         [](const auto &e) { return e.risky; })) +
                                     1);
    }

    // Against the approved content: only what is new is "added"; a host approved before is not
    // risky again, a new one is; open mode stays risky (it is what the file grants).
    void reviewSinceApproval()
    {
        const QByteArray approved = "[network]\nmode = \"open\"\nallow = [\"old.example\"]\n";
        const QByteArray now = "[network]\nmode = \"open\"\nallow = [\"old.example\", \"evil.example\"]\n";
        const PolicyReview r = reviewPolicy(now, approved);
        QVERIFY(r.sinceApproval);
        QCOMPARE(r.items.size(), 3);
        QCOMPARE(r.items[0].value, QStringLiteral("open"));
        QVERIFY(r.items[0].risky() && !r.items[0].added);
        QCOMPARE(r.items[1].value, QStringLiteral("old.example"));
        QVERIFY(!r.items[1].risky() && !r.items[1].added);
        QCOMPARE(r.items[2].value, QStringLiteral("evil.example"));
        QVERIFY(r.items[2].risky() && r.items[2].added);
        QVERIFY(r.text().contains(QStringLiteral("network.allow: evil.example (new) — ")));
        // A host the user's own file allows is not a new place to send things.
        Policy base = defaultPolicy();
        base.network.allow = {QStringLiteral("evil.example")};
        QVERIFY(!reviewPolicy(now, approved, base).items[2].risky());
        // A file that does not parse has no items, only the reason.
        const PolicyReview broken = reviewPolicy("[network\n");
        QVERIFY(!broken.parses());
        QVERIFY(broken.items.isEmpty());
        QVERIFY(reviewPolicy("").parses());
        QVERIFY(reviewPolicy("").items.isEmpty());
    }

    void loaderVariables()
    {
        for (const char *name :
             {"PATH", "LD_PRELOAD", "LD_LIBRARY_PATH", "LD_AUDIT", "GCONV_PATH", "BASH_ENV", "ENV",
              "NODE_OPTIONS", "PYTHONPATH", "PERL5OPT", "BASH_FUNC_x%%"})
            QVERIFY2(isLoaderVariable(QString::fromLatin1(name)), name);
        for (const char *name : {"GREETING", "NODE_ENV", "LANG", "MY_PATH_NAME", "OLD_PATH"})
            QVERIFY2(!isLoaderVariable(QString::fromLatin1(name)), name);
    }

    void diff_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("expected");
        QTest::newRow("equal") << QStringLiteral("a\nb\n") << QStringLiteral("a\nb\n") << QString();
        QTest::newRow("both empty") << QString() << QString() << QString();
        QTest::newRow("delete all") << QStringLiteral("a\nb\n") << QString()
                                    << QStringLiteral("--- A\n+++ B\n@@ -1,2 +0,0 @@\n-a\n-b\n");
        QTest::newRow("change middle")
            << QStringLiteral("1\n2\n3\n4\n5\n6\n7\n8\n9\n") << QStringLiteral("1\n2\n3\n4\nX\n6\n7\n8\n9\n")
            << QStringLiteral("--- A\n+++ B\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+X\n 6\n 7\n 8\n");
        QTest::newRow("insert at start")
            << QStringLiteral("a\nb\nc\nd\ne\n") << QStringLiteral("new\na\nb\nc\nd\ne\n")
            << QStringLiteral("--- A\n+++ B\n@@ -1,3 +1,4 @@\n+new\n a\n b\n c\n");
        QTest::newRow("append at end")
            << QStringLiteral("a\nb\nc\nd\ne\n") << QStringLiteral("a\nb\nc\nd\ne\nf\n")
            << QStringLiteral("--- A\n+++ B\n@@ -3,3 +3,4 @@\n c\n d\n e\n+f\n");
        // Two changes 7 lines apart (more than 2 x 3 context) are two hunks.
        QTest::newRow("two hunks") << QStringLiteral("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n")
                                   << QStringLiteral("X\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\nY\n")
                                   << QStringLiteral("--- A\n+++ B\n@@ -1,4 +1,4 @@\n-1\n+X\n 2\n 3\n 4\n@@ "
                                                     "-9,4 +9,4 @@\n 9\n 10\n 11\n-12\n+Y\n");
        // Six equal lines between changes: still one hunk.
        QTest::newRow("merged hunk")
            << QStringLiteral("1\n2\n3\n4\n5\n6\n7\n8\n") << QStringLiteral("X\n2\n3\n4\n5\n6\n7\nY\n")
            << QStringLiteral("--- A\n+++ B\n@@ -1,8 +1,8 @@\n-1\n+X\n 2\n 3\n 4\n 5\n 6\n 7\n-8\n+Y\n");
        QTest::newRow("no trailing newline") << QStringLiteral("a\nb") << QStringLiteral("a\nc")
                                             << QStringLiteral("--- A\n+++ B\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n");
    }
    void diff()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QString, expected);
        QCOMPARE(unifiedDiff(before, after, QStringLiteral("A"), QStringLiteral("B")), expected);
    }

    void diffOfLargeInputsIsBounded()
    {
        QStringList a, b;
        for (int i = 0; i < 3000; ++i) {
            a.append(QString::number(i));
            b.append(QString::number(i % 7 == 0 ? -i : i));
        }
        const QString d = unifiedDiff(a.join(QLatin1Char('\n')), b.join(QLatin1Char('\n')),
                                      QStringLiteral("A"), QStringLiteral("B"));
        QVERIFY(d.startsWith(QStringLiteral("--- A\n+++ B\n@@ -1,")));
        QCOMPARE(d.count(QStringLiteral("\n-")), 3000); // fallback: everything removed, everything added
        QCOMPARE(d.count(QStringLiteral("\n+")), 3001); // incl. the +++ header
    }

private:
    QString path(const QString &rel) const { return m_tmp->path() + QLatin1Char('/') + rel; }
    std::unique_ptr<QTemporaryDir> m_tmp;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestTrust)
#include "tst_trust.moc"
