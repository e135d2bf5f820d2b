// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's item models under QAbstractItemModelTester: allowlist, environment, project list.
#include "allowlistmodel.h"
#include "envmodel.h"
#include "projectlistmodel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QIcon>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace aisb;

class TestModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_tmp.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           m_tmp.filePath(QStringLiteral("settings")));
    }

    void allowlistEditing()
    {
        AllowlistModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy edited(&model, &AllowlistModel::hostsEdited);

        model.setHosts({QStringLiteral("example.com"), QStringLiteral(".github.com")});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(edited.count(), 0); // setHosts is not an edit
        QCOMPARE(model.columnCount(), 2);
        QVERIFY(model.index(1, AllowlistModel::MatchColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("subdomains")));
        QVERIFY(!model.index(0, AllowlistModel::MatchColumn)
                     .data()
                     .toString()
                     .contains(QStringLiteral("subdomains")));
        QVERIFY(model.index(0, 0).data(AllowlistModel::ErrorRole).toString().isEmpty());

        // Pasting many lines at once, with comments, duplicates and blanks.
        const QStringList pasted = AllowlistModel::splitHostText(
            QStringLiteral("pypi.org\n# comment\n\nfiles.pythonhosted.org, example.com\n  deb.debian.org  "));
        QCOMPARE(pasted, (QStringList{QStringLiteral("pypi.org"), QStringLiteral("files.pythonhosted.org"),
                                      QStringLiteral("example.com"), QStringLiteral("deb.debian.org")}));
        QCOMPARE(model.addHosts(pasted), 3); // example.com already listed
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(edited.count(), 1);

        // Edit in place: an invalid host is kept and marked.
        QVERIFY(model.setData(model.index(0, 0), QStringLiteral("bad host!")));
        QVERIFY(!model.index(0, 0).data(AllowlistModel::ErrorRole).toString().isEmpty());
        QCOMPARE(edited.count(), 2);
        QVERIFY(model.setData(model.index(0, 0), QStringLiteral("pypi.org")));
        QVERIFY(
            model.index(0, 0).data(AllowlistModel::ErrorRole).toString().contains(QStringLiteral("twice")) ||
            model.index(2, 0).data(AllowlistModel::ErrorRole).toString().contains(QStringLiteral("twice")));
        QVERIFY(!model.flags(model.index(0, AllowlistModel::MatchColumn)).testFlag(Qt::ItemIsEditable));

        // Sort keeps ".github.com" beside "github"-named entries and keeps persistent indexes valid.
        QPersistentModelIndex github(model.index(1, 0));
        QCOMPARE(github.data().toString(), QStringLiteral(".github.com"));
        model.sort(0);
        QCOMPARE(github.data().toString(), QStringLiteral(".github.com"));
        QCOMPARE(model.hosts().first(), QStringLiteral("deb.debian.org"));

        QVERIFY(model.removeRows(0, 2));
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(!model.removeRows(3, 1));
        model.setHosts({});
        QCOMPARE(model.rowCount(), 0);
    }

    void envSourcesAndHostStatus()
    {
        QProcessEnvironment host;
        host.insert(QStringLiteral("TERM"), QStringLiteral("xterm"));
        host.insert(QStringLiteral("NPM_TOKEN"), QStringLiteral("very-secret-value"));
        host.insert(QStringLiteral("NPM_CONFIG_REGISTRY"), QStringLiteral("https://registry.example/"));

        EnvModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setHostEnvironment(host);
        Policy::Env env;
        env.pass = {QStringLiteral("TERM"), QStringLiteral("MISSING_VAR"), QStringLiteral("NPM_*"),
                    QStringLiteral("API_KEY")};
        env.secrets = {QStringLiteral("API_KEY"), QStringLiteral("OTHER_SECRET")};
        env.set.insert(QStringLiteral("NODE_ENV"), QStringLiteral("development"));
        env.set.insert(QStringLiteral("DB_PASSWORD"), QStringLiteral("hunter2"));
        model.setEnv(env);
        QCOMPARE(model.rowCount(), 6);

        auto rowOf = [&](const QString &name) {
            for (int r = 0; r < model.rowCount(); ++r) {
                if (model.index(r, EnvModel::NameColumn).data().toString() == name)
                    return r;
            }
            return -1;
        };
        auto value = [&](const QString &name) {
            return model.index(rowOf(name), EnvModel::ValueColumn).data().toString();
        };
        QCOMPARE(value(QStringLiteral("TERM")), QStringLiteral("set on this host"));
        QCOMPARE(value(QStringLiteral("MISSING_VAR")), QStringLiteral("not set on this host"));
        // A glob shows its current expansion: names only, never values.
        QVERIFY(value(QStringLiteral("NPM_*")).contains(QStringLiteral("NPM_TOKEN")));
        QVERIFY(value(QStringLiteral("NPM_*")).contains(QStringLiteral("NPM_CONFIG_REGISTRY")));
        for (int r = 0; r < model.rowCount(); ++r) {
            for (int c = 0; c < model.columnCount(); ++c) {
                for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)}) {
                    const QString shown = model.index(r, c).data(role).toString();
                    QVERIFY2(!shown.contains(QStringLiteral("very-secret-value")), qPrintable(shown));
                    QVERIFY2(!shown.contains(QStringLiteral("registry.example")), qPrintable(shown));
                }
            }
        }
        // A value set in the file is not hidden (the file is readable by the agent and often
        // committed): it is shown as it is, marked, and its tooltip says where it is saved.
        const QModelIndex password = model.index(rowOf(QStringLiteral("DB_PASSWORD")), EnvModel::ValueColumn);
        QCOMPARE(password.data().toString(), QStringLiteral("hunter2"));
        QVERIFY(!password.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(password.data(Qt::ToolTipRole).toString().contains(QStringLiteral("plain text")));
        QVERIFY(password.data(Qt::ToolTipRole).toString().contains(QStringLiteral(".ai-sandbox.toml")));
        QCOMPARE(model.plainTextSecrets(), QStringList{QStringLiteral("DB_PASSWORD")});
        QCOMPARE(model.index(rowOf(QStringLiteral("API_KEY")), EnvModel::SourceColumn)
                     .data(EnvModel::SourceRole)
                     .toInt(),
                 int(EnvModel::Source::Secret));
        QCOMPARE(value(QStringLiteral("NODE_ENV")), QStringLiteral("development"));

        // Round trip keeps secrets that name no listed variable.
        QCOMPARE(model.env().secrets.contains(QStringLiteral("OTHER_SECRET")), true);
        QCOMPARE(model.env().pass, env.pass);
        QCOMPARE(model.env().set, env.set);

        QSignalSpy edited(&model, &EnvModel::envEdited);
        // Source change: pass -> set makes the value editable.
        const int term = rowOf(QStringLiteral("TERM"));
        QVERIFY(!model.flags(model.index(term, EnvModel::ValueColumn)).testFlag(Qt::ItemIsEditable));
        QVERIFY(model.setData(model.index(term, EnvModel::SourceColumn), int(EnvModel::Source::Set)));
        QVERIFY(model.flags(model.index(term, EnvModel::ValueColumn)).testFlag(Qt::ItemIsEditable));
        QVERIFY(model.setData(model.index(term, EnvModel::ValueColumn), QStringLiteral("dumb")));
        QCOMPARE(edited.count(), 2);
        QCOMPARE(model.env().set.value(QStringLiteral("TERM")), QStringLiteral("dumb"));
        QVERIFY(!model.env().pass.contains(QStringLiteral("TERM")));

        // Invalid names are marked, not dropped.
        QVERIFY(model.setData(model.index(rowOf(QStringLiteral("MISSING_VAR")), EnvModel::NameColumn),
                              QStringLiteral("BAD NAME")));
        QVERIFY(!model.index(rowOf(QStringLiteral("BAD NAME")), 0)
                     .data(EnvModel::ErrorRole)
                     .toString()
                     .isEmpty());

        QVERIFY(model.addEntry(
            {QStringLiteral("GIT_AUTHOR_NAME"), EnvModel::Source::Set, QStringLiteral("Ada")}));
        QVERIFY(!model.addEntry({QStringLiteral("GIT_AUTHOR_NAME"), EnvModel::Source::Pass, {}}));
        const int before = model.rowCount();
        QVERIFY(model.removeRows(0, 1));
        QCOMPARE(model.rowCount(), before - 1);
        model.setEnv({});
        QCOMPARE(model.rowCount(), 0);
    }

    void projectListOrderMissingAndPersistence()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        const QString a = root.filePath(QStringLiteral("alpha"));
        const QString b = root.filePath(QStringLiteral("beta"));
        const QString gone = root.filePath(QStringLiteral("gone"));
        QVERIFY(QDir().mkpath(a));
        QVERIFY(QDir().mkpath(b));
        QVERIFY(QDir().mkpath(gone));

        {
            ProjectListModel model;
            QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            model.addProject(a);
            model.addProject(gone);
            model.addProject(b);
            QCOMPARE(model.rowCount(), 3);
            QCOMPARE(model.pathAt(0), QDir::cleanPath(b));          // most recent first
            QCOMPARE(model.addProject(b + QStringLiteral("/")), 0); // same folder, no duplicate
            QCOMPARE(model.rowCount(), 3);

            model.setPinned(model.rowOf(a), true);
            QCOMPARE(model.pathAt(0), QDir::cleanPath(a)); // pinned first
            QVERIFY(model.index(0).data(ProjectListModel::PinnedRole).toBool());

            QVERIFY(QDir(gone).removeRecursively());
            model.refresh();
            const int goneRow = model.rowOf(gone);
            QVERIFY(goneRow >= 0);
            QVERIFY(model.isMissing(goneRow));
            QVERIFY(model.index(goneRow)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .contains(QStringLiteral("no longer exists")));

            QSettings settings;
            model.save(settings);
        }
        {
            ProjectListModel model;
            QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            QSettings settings;
            model.load(settings);
            QCOMPARE(model.rowCount(), 3);
            QCOMPARE(model.pathAt(0), QDir::cleanPath(a));
            QVERIFY(model.isMissing(model.rowOf(gone)));
            QVERIFY(model.removeProject(model.rowOf(gone)));
            QCOMPARE(model.rowCount(), 2);
            QVERIFY(!model.removeProject(7));
        }
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
