// SPDX-License-Identifier: GPL-3.0-or-later
// The policy editor driven like a user: typing, clicking, keyboard shortcuts, files changed behind its back.
#include "allowlistmodel.h"
#include "envmodel.h"
#include "fieldorigin.h"
#include "modal.h"
#include "pathlistedit.h"
#include "policy/trust.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "policypreview.h"
#include "policyreviewdialog.h"
#include "session/nestedrepos.h"
#include "session/runline.h"
#include "testhome.h"
#include "util/paths.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QSyntaxHighlighter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>

using namespace aisb;

namespace {
QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}
} // namespace

class TestPolicyEditor : public QObject
{
    Q_OBJECT

    // The file the editor loaded was not approved: a save shows the review first; approve it.
    void approveTheReview(bool *seen)
    {
        *seen = false;
        test::whenModal<PolicyReviewDialog>([](PolicyReviewDialog *d) { d->approveButton()->click(); }, seen);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        aisb::test::useThrowAwayUserDirs(m_root);
    }

    void init()
    {
        m_project.reset(new QTemporaryDir);
        QVERIFY(m_project->isValid());
        m_projectFile = m_project->filePath(QStringLiteral(".ai-sandbox.toml"));
        QVERIFY(writeFile(m_projectFile, "[network]\nallow = [\"example.com\"]\n\n[limits]\ncpus = 4.0\n"));
        m_userFile = m_root.filePath(QStringLiteral("user-config.toml"));
        QVERIFY(writeFile(m_userFile, "[limits]\nmemory = \"6g\"\n"));

        m_editor.reset(new PolicyEditor);
        m_editor->setTrustDir(m_root.filePath(QStringLiteral("trust")));
        m_editor->resize(1100, 800);
        m_editor->openProject(m_project->path(), m_userFile, QProcessEnvironment());
        m_editor->show();
        m_editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_editor.get()));
    }

    void cleanup()
    {
        m_editor.reset();
        m_project.reset();
    }

    void provenanceIsShownPerField()
    {
        auto origin = [&](const QString &key) {
            auto *o = m_editor->findChild<FieldOrigin *>(QStringLiteral("origin:") + key);
            return o;
        };
        QVERIFY(origin(QStringLiteral("limits.memory")));
        // A project file nobody approved yet: the editor says so.
        QVERIFY(m_editor->trustPending());
        QCOMPARE(origin(QStringLiteral("limits.memory"))->text(), QStringLiteral("User file"));
        QCOMPARE(origin(QStringLiteral("limits.cpus"))->text(), QStringLiteral("Project file"));
        QCOMPARE(origin(QStringLiteral("limits.pids"))->text(), QStringLiteral("Default"));
        QCOMPARE(origin(QStringLiteral("network.allow"))->text(), QStringLiteral("Project file"));
        auto *cpus = m_editor->findChild<QDoubleSpinBox *>(QStringLiteral("cpusEdit"));
        QCOMPARE(cpus->value(), 4.0);
        // Only a value the project sets can be reset.
        QVERIFY(origin(QStringLiteral("limits.cpus"))->resetButton()->isEnabled());
        QVERIFY(!origin(QStringLiteral("limits.memory"))->resetButton()->isEnabled());

        QTest::mouseClick(origin(QStringLiteral("limits.cpus"))->resetButton(), Qt::LeftButton);
        QCOMPARE(origin(QStringLiteral("limits.cpus"))->text(), QStringLiteral("Default"));
        QCOMPARE(cpus->value(), 2.0);
        QVERIFY(!m_editor->document()->projectSets(QStringLiteral("limits.cpus")));
        QVERIFY(m_editor->isModified());
        // The reset is undoable.
        m_editor->undoStack()->undo();
        QCOMPARE(cpus->value(), 4.0);
        QCOMPARE(origin(QStringLiteral("limits.cpus"))->text(), QStringLiteral("Project file"));
    }

    void addHostShowsInPreviewAndSaves()
    {
        auto *input = m_editor->findChild<QLineEdit *>(QStringLiteral("hostInput"));
        QVERIFY(input);
        QVERIFY(!m_editor->preview()->text(PolicyPreview::GateConfig).contains(QStringLiteral("pypi.org")));
        input->setFocus();
        QTest::keyClicks(input, QStringLiteral(".pypi.org"));
        QTest::keyClick(input, Qt::Key_Return);
        QVERIFY(input->text().isEmpty());
        auto *table = m_editor->findChild<QTableView *>(QStringLiteral("hostTable"));
        QCOMPARE(table->model()->rowCount(), 2);
        QCOMPARE(table->model()->index(1, 0).data().toString(), QStringLiteral(".pypi.org"));
        QTRY_VERIFY(
            m_editor->preview()->text(PolicyPreview::GateConfig).contains(QStringLiteral("pypi.org")));
        QVERIFY(m_editor->isModified());

        // The allowlist does not change the image; the packages do.
        const QString tag = m_editor->preview()->imageTag();
        QVERIFY(!tag.isEmpty());
        auto *packages = m_editor->findChild<QLineEdit *>(QStringLiteral("packagesEdit"));
        packages->setFocus();
        QTest::keyClicks(packages, QStringLiteral("jq"));
        QTRY_VERIFY(m_editor->preview()->imageTag() != tag);
        QTRY_VERIFY(m_editor->preview()->text(PolicyPreview::Containerfile).contains(QStringLiteral("jq")));

        auto *saveButton = m_editor->findChild<QPushButton *>(QStringLiteral("savePolicyButton"));
        QVERIFY(saveButton->isEnabled());
        bool reviewed = false;
        approveTheReview(&reviewed);
        QTest::mouseClick(saveButton, Qt::LeftButton);
        QVERIFY(reviewed);
        QVERIFY2(m_editor->saveError().isEmpty(), qPrintable(m_editor->saveError()));
        QVERIFY(!saveButton->isEnabled());
        const QByteArray saved = readFile(m_projectFile);
        QVERIFY(saved.contains("\".pypi.org\""));
        QVERIFY(saved.contains("\"jq\""));
        QVERIFY(saved.contains("cpus = 4.0"));
        QVERIFY(!saved.contains("memory")); // inherited values stay out of the project file
        QVERIFY(!m_editor->isModified());
        const TrustStore trust(m_root.filePath(QStringLiteral("trust")));
        QVERIFY(trust.check(m_projectFile).status == TrustStore::Status::Trusted);
        QVERIFY(!m_editor->trustPending());
    }

    void pastingManyHostsAtOnce()
    {
        auto *input = m_editor->findChild<QLineEdit *>(QStringLiteral("hostInput"));
        QApplication::clipboard()->setText(
            QStringLiteral("pypi.org\n# a comment\nfiles.pythonhosted.org\n\n.npmjs.org\n"));
        input->setFocus();
        QTest::keyClick(input, Qt::Key_V, Qt::ControlModifier);
        QTest::keyClick(input, Qt::Key_Return);
        const QStringList allow = m_editor->document()->effective().network.allow;
        QCOMPARE(allow,
                 (QStringList{QStringLiteral("example.com"), QStringLiteral("pypi.org"),
                              QStringLiteral("files.pythonhosted.org"), QStringLiteral(".npmjs.org")}));
        // In the table too, without the input.
        QApplication::clipboard()->setText(QStringLiteral("deb.debian.org\nsecurity.debian.org"));
        auto *table = m_editor->findChild<QTableView *>(QStringLiteral("hostTable"));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(m_editor->document()->effective().network.allow.size(), 6);
        m_editor->undoStack()->undo();
        QCOMPARE(m_editor->document()->effective().network.allow.size(), 4);
    }

    void invalidHostIsMarkedAndSaveRefused()
    {
        const QByteArray before = readFile(m_projectFile);
        auto *input = m_editor->findChild<QLineEdit *>(QStringLiteral("hostInput"));
        input->setFocus();
        QTest::keyClicks(input, QStringLiteral("bad!host.example"));
        QTest::keyClick(input, Qt::Key_Return);
        // Typed in, a wrong name is refused with the reason and stays in the field to fix.
        auto *inputError = m_editor->findChild<QLabel *>(QStringLiteral("hostInputError"));
        QVERIFY(inputError && !inputError->isHidden());
        QVERIFY2(inputError->text().contains(QStringLiteral("bad!host.example")),
                 qPrintable(inputError->text()));
        QCOMPARE(input->text(), QStringLiteral("bad!host.example"));
        QCOMPARE(m_editor->document()->effective().network.allow.size(), 1);
        // From elsewhere (the file, the session log) it is listed and marked.
        input->clear();
        QCOMPARE(m_editor->addAllowedHosts({QStringLiteral("bad!host.example")}), 1);
        auto *table = m_editor->findChild<QTableView *>(QStringLiteral("hostTable"));
        const QModelIndex bad = table->model()->index(1, 0);
        QCOMPARE(bad.data().toString(), QStringLiteral("bad!host.example"));
        QVERIFY(!bad.data(AllowlistModel::ErrorRole).toString().isEmpty());
        auto *error = m_editor->findChild<QLabel *>(QStringLiteral("error:network.allow"));
        QVERIFY(error);
        QVERIFY(error->isVisible());
        QVERIFY(error->text().contains(QStringLiteral("bad!host.example")) || !error->text().isEmpty());
        QTRY_VERIFY(m_editor->preview()->isStale());

        QVERIFY(!m_editor->save());
        QVERIFY(m_editor->saveError().contains(QStringLiteral("network.allow")));
        auto *banner = m_editor->findChild<QWidget *>(QStringLiteral("saveErrorBanner"));
        QVERIFY(banner->isVisible());
        QCOMPARE(readFile(m_projectFile), before); // nothing written, not even half

        // Fixing it in place clears the mark and saving works.
        QVERIFY(table->model()->setData(bad, QStringLiteral("good.example")));
        QVERIFY(!error->isVisible());
        QTRY_VERIFY(!m_editor->preview()->isStale());
        {
            bool reviewed = false;
            approveTheReview(&reviewed); // the loaded file was not approved
            QVERIFY(m_editor->save());
            QVERIFY(reviewed);
        }
        QVERIFY(readFile(m_projectFile).contains("good.example"));
    }

    void undoRedoWithKeyboard()
    {
        auto *pids = m_editor->findChild<QSpinBox *>(QStringLiteral("pidsEdit"));
        QVERIFY(pids);
        const int original = pids->value();
        pids->setFocus();
        QTest::keyClick(pids, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(pids, QStringLiteral("800"));
        QCOMPARE(pids->value(), 800);
        QCOMPARE(m_editor->document()->effective().limits.pids, 800);
        QCOMPARE(m_editor->undoStack()->count(), 1); // typing merged into one step

        QTest::keyClick(pids, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_editor->document()->effective().limits.pids, original);
        QCOMPARE(pids->value(), original);
        QVERIFY(!m_editor->isModified());

        QTest::keyClick(pids, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_editor->document()->effective().limits.pids, 800);
        QCOMPARE(pids->value(), 800);

        // A click on a network mode, undone while a line edit has the focus.
        auto *none = m_editor->findChild<QAbstractButton *>(QStringLiteral("mode-none"));
        QTest::mouseClick(none, Qt::LeftButton, {}, QPoint(8, none->height() / 2));
        QVERIFY(m_editor->document()->effective().network.mode == NetworkMode::None);
        auto *input = m_editor->findChild<QLineEdit *>(QStringLiteral("hostInput"));
        input->setFocus();
        QTest::keyClick(input, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(m_editor->document()->effective().network.mode == NetworkMode::Allowlist);
    }

    // limits.exec_timeout: the box offers only what exec and the MCP server accept (1 s to 24 h),
    // never 0 ("no timeout"), which they refuse. A file that says 0 is shown as such, with why,
    // until another value is picked; then 0 is no longer among the choices.
    void execTimeoutOffersOnlyWhatExecAccepts()
    {
        auto *timeout = m_editor->findChild<QSpinBox *>(QStringLiteral("execTimeoutEdit"));
        QVERIFY(timeout);
        QCOMPARE(timeout->value(), 30); // the built-in default
        QCOMPARE(timeout->minimum(), 1);
        QCOMPARE(timeout->maximum(), 24 * 3600);
        QVERIFY(timeout->specialValueText().isEmpty());
        timeout->setFocus();
        QTest::keyClick(timeout, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(timeout, QStringLiteral("2"));
        QCOMPARE(m_editor->document()->effective().limits.execTimeoutSec, 2);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(timeout, Qt::Key_Down);
        QTest::keyClick(timeout, Qt::Key_PageDown);
        QCOMPARE(timeout->value(), 1);
        QCOMPARE(timeout->text(), QStringLiteral("1 s"));
        QCOMPARE(m_editor->document()->effective().limits.execTimeoutSec, 1);

        QVERIFY(writeFile(m_projectFile, "[limits]\nexec_timeout = 0\n"));
        m_editor->openProject(m_project->path(), m_userFile, QProcessEnvironment());
        QCOMPARE(m_editor->document()->effective().limits.execTimeoutSec, 0);
        QCOMPARE(timeout->value(), 0);
        QVERIFY2(timeout->text().contains(QStringLiteral("refused")), qPrintable(timeout->text()));
        QVERIFY(timeout->toolTip().contains(QStringLiteral("pick a duration")));
        timeout->setFocus();
        QTest::keyClick(timeout, Qt::Key_Up);
        QCOMPARE(m_editor->document()->effective().limits.execTimeoutSec, 1);
        QCOMPARE(timeout->minimum(), 1);
        QVERIFY(timeout->toolTip().isEmpty());
        QTest::keyClick(timeout, Qt::Key_Down);
        QCOMPARE(timeout->value(), 1);
        QCOMPARE(m_editor->document()->effective().limits.execTimeoutSec, 1);
        // Undo brings the file's 0 back, shown as such again.
        m_editor->undoStack()->undo();
        QCOMPARE(m_editor->document()->effective().limits.execTimeoutSec, 0);
        QCOMPARE(timeout->value(), 0);
        QVERIFY(timeout->text().contains(QStringLiteral("refused")));
    }

    void externalChangeOffersReloadAndDiff()
    {
        QVERIFY(!m_editor->externalChangePending());
        // An edit of ours, then someone else writes the file.
        auto *pids = m_editor->findChild<QSpinBox *>(QStringLiteral("pidsEdit"));
        pids->setValue(100);
        QVERIFY(m_editor->isModified());
        QVERIFY(writeFile(m_projectFile, "[network]\nallow = [\"evil.example\"]\n"));
        QTRY_VERIFY_WITH_TIMEOUT(m_editor->externalChangePending(), 5000);
        auto *banner = m_editor->findChild<QWidget *>(QStringLiteral("externalChangeBanner"));
        QVERIFY(banner->isVisible());
        // Nothing changed in the editor by itself.
        QCOMPARE(m_editor->document()->effective().limits.pids, 100);
        QVERIFY(!m_editor->document()->effective().network.allow.contains(QStringLiteral("evil.example")));

        // Keep mine: the banner goes, the edit stays and is still unsaved.
        QTest::mouseClick(banner->findChild<QPushButton *>(QStringLiteral("keepMineButton")), Qt::LeftButton);
        QVERIFY(!m_editor->externalChangePending());
        QVERIFY(m_editor->isModified());

        // Another write; this time reload.
        QVERIFY(writeFile(m_projectFile, "[network]\nallow = [\"other.example\"]\n"));
        QTRY_VERIFY_WITH_TIMEOUT(m_editor->externalChangePending(), 5000);
        QTest::mouseClick(banner->findChild<QPushButton *>(QStringLiteral("reloadButton")), Qt::LeftButton);
        QVERIFY(!m_editor->externalChangePending());
        QCOMPARE(m_editor->document()->effective().network.allow,
                 QStringList{QStringLiteral("other.example")});
        QVERIFY(!m_editor->isModified());
        QCOMPARE(m_editor->document()->effective().limits.cpus, 2.0);

        // Our own save is not reported as an external change; a later foreign write is.
        pids->setValue(200);
        {
            bool reviewed = false;
            approveTheReview(&reviewed); // the loaded file was not approved
            QVERIFY(m_editor->save());
            QVERIFY(reviewed);
        }
        QVERIFY(!m_editor->externalChangePending());
        QVERIFY(!m_editor->trustPending());
        QVERIFY(writeFile(m_projectFile, "[limits]\npids = 7\n"));
        QTRY_VERIFY_WITH_TIMEOUT(m_editor->externalChangePending(), 5000);
        QVERIFY(m_editor->trustPending()); // a foreign write is not approved
        const QString diff =
            unifiedDiff(QString::fromUtf8(m_editor->document()->serializedProjectLayer()),
                        QStringLiteral("[limits]\npids = 7\n"), QStringLiteral("a"), QStringLiteral("b"));
        QVERIFY(diff.contains(QStringLiteral("+pids = 7")));
    }

    void environmentOverridesAndRedactedPreview()
    {
        QVERIFY(writeFile(m_projectFile,
                          "[env]\nset = { DB_PASSWORD = \"hunter2-secret\", NODE_ENV = \"dev\" }\n"));
        QProcessEnvironment env;
        env.insert(QStringLiteral("AISB_LIMITS_PIDS"), QStringLiteral("64"));
        m_editor->openProject(m_project->path(), m_userFile, env);
        auto *origin = m_editor->findChild<FieldOrigin *>(QStringLiteral("origin:limits.pids"));
        QCOMPARE(origin->text(), QStringLiteral("Environment"));
        auto *pids = m_editor->findChild<QSpinBox *>(QStringLiteral("pidsEdit"));
        QCOMPARE(pids->value(), 64);
        QVERIFY(!pids->isEnabled()); // the project's value would not be used

        m_editor->preview()->renderNow();
        for (int a = 0; a < PolicyPreview::ArtifactCount; ++a) {
            const QString text = m_editor->preview()->text(PolicyPreview::Artifact(a));
            QVERIFY2(!text.contains(QStringLiteral("hunter2-secret")), qPrintable(text));
        }
        QVERIFY(
            m_editor->preview()->text(PolicyPreview::EffectivePolicy).contains(QStringLiteral("NODE_ENV")));
        const QString run = m_editor->preview()->text(PolicyPreview::RunCommand);
        QVERIFY2(run.startsWith(QStringLiteral("podman run")), qPrintable(run));
        QVERIFY(run.contains(QStringLiteral("<session>")));
        QVERIFY(run.contains(QStringLiteral("--pids-limit")));
        QVERIFY(m_editor->preview()->text(PolicyPreview::Ruleset).contains(QStringLiteral("<port>")));
    }

    // The run line beside the form is the session's (session/runline.h): the project's slug with
    // its hash, the home volume and session folder a session uses, and what the engine needs
    // (rootless: keep-id; pasta: its route), not a hand-made copy that drifted.
    void previewRunLineIsTheSessionsOne()
    {
        const QString project = m_project->filePath(QStringLiteral("My App"));
        QVERIFY(QDir().mkpath(project));
        Policy p = defaultPolicy();
        p.network.mode = NetworkMode::Allowlist;
        p.mounts.homeVolume = true;
        PolicyPreview preview;
        preview.setPolicy(p, project, true);
        const QString slug = projectSlug(project);
        QVERIFY(slug.startsWith(QStringLiteral("my-app-")) && slug.size() > 10);
        for (const bool rootless : {false, true}) {
            for (const auto route :
                 {PodmanCapabilities::Route::Slirp4netns, PodmanCapabilities::Route::Pasta}) {
                PodmanCapabilities engine = assumedCapabilities();
                engine.rootless = rootless;
                engine.route = route;
                preview.setCapabilities(engine);
                preview.renderNow();
                const QString run = preview.text(PolicyPreview::RunCommand);
                QVERIFY2(run.contains(QStringLiteral("--label=io.aisb.project=") + slug + QLatin1Char(' ')),
                         qPrintable(run));
                QVERIFY2(run.contains(QStringLiteral("--name=aisb-") + slug + QStringLiteral("-<session> ")),
                         qPrintable(run));
                QVERIFY2(run.contains(QStringLiteral("src=") + homeVolumeName(slug) + QLatin1Char(',')),
                         qPrintable(run));
                // The variables travel in a memory file podman inherits; its number is known at launch.
                QVERIFY2(run.contains(QStringLiteral("--env-file=/dev/fd/ENVFD ")), qPrintable(run));
                QCOMPARE(run.contains(QStringLiteral("--userns=keep-id:uid=1000,gid=1000")), rootless);
                QCOMPARE(run.contains(QStringLiteral("--network=pasta:--map-host-loopback,") +
                                      PodmanCapabilities::pastaLoopbackAddress()),
                         route == PodmanCapabilities::Route::Pasta);
                QVERIFY2(run.contains(QStringLiteral(":<port>")), qPrintable(run));
            }
        }
    }

    // The run line binds the nested repositories' config and hooks read-only, as a launch does
    // (session/nestedrepos.h): looked for off the GUI thread (the first render returns without
    // them and says so), shown once known, and looked for again when the preview renders later.
    void previewShowsNestedRepositoriesReadOnly()
    {
        const QString project = m_project->filePath(QStringLiteral("with-nested"));
        auto write = [](const QString &path, const QByteArray &data) {
            QDir().mkpath(QFileInfo(path).absolutePath());
            QFile f(path);
            return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
        };
        QVERIFY(write(project + QStringLiteral("/lib/.git/config"), "[core]\n"));
        QVERIFY(write(project + QStringLiteral("/lib/.git/hooks/pre-commit.sample"), "#!/bin/sh\n"));
        const Policy p = defaultPolicy();
        PolicyPreview preview;
        QSignalSpy rendered(&preview, &PolicyPreview::rendered);
        preview.setPolicy(p, project, true);
        preview.renderNow();
        QVERIFY(preview.nestedScanPending()); // the render did not wait for the scan
        QVERIFY(!preview.text(PolicyPreview::RunCommand).contains(QStringLiteral("/project/lib/.git")));
        QVERIFY(preview.text(PolicyPreview::RunCommand).contains(QStringLiteral("# Looking for nested")));

        // What a launch binds read-only for this project (as Session and the CLI compute it).
        const QStringList paths = NestedRepos::protectedPaths(NestedRepos::scan(project), p);
        QVERIFY(paths.contains(QStringLiteral("lib/.git/config")));
        QVERIFY(paths.contains(QStringLiteral("lib/.git/hooks")));
        QDeadlineTimer deadline(30000);
        while (preview.nestedScanPending() && !deadline.hasExpired())
            rendered.wait(1000);
        QVERIFY(!preview.nestedScanPending());
        QTRY_VERIFY_WITH_TIMEOUT(
            preview.text(PolicyPreview::RunCommand).contains(QStringLiteral("/project/lib/.git/config")),
            10000);
        const QString run = preview.text(PolicyPreview::RunCommand);
        for (const QString &path : paths) // a missing one is watched at launch, not bound
            if (QFileInfo::exists(project + QLatin1Char('/') + path))
                QVERIFY2(run.contains(QStringLiteral("/project/") + path),
                         qPrintable(path + QLatin1Char('\n') + run));
        QVERIFY(!run.contains(QStringLiteral("# Looking for nested")));

        // A repository made later shows when the preview renders again after NestedRescanMs.
        QVERIFY(write(project + QStringLiteral("/tools/.git/config"), "[core]\n"));
        deadline.setRemainingTime(PolicyPreview::NestedRescanMs + 30000);
        while (
            !preview.text(PolicyPreview::RunCommand).contains(QStringLiteral("/project/tools/.git/config")) &&
            !deadline.hasExpired()) {
            preview.setPolicy(p, project, true); // an edit: a render follows
            rendered.wait(500);
        }
        QVERIFY2(
            preview.text(PolicyPreview::RunCommand).contains(QStringLiteral("/project/tools/.git/config")),
            qPrintable(preview.text(PolicyPreview::RunCommand)));

        // A read-only project needs no scan, and its run line has no such binds.
        Policy readOnly = p;
        readOnly.mounts.project = MountMode::ReadOnly;
        preview.setPolicy(readOnly, project, true);
        preview.renderNow();
        QVERIFY(!preview.nestedScanPending());
        QVERIFY(
            !preview.text(PolicyPreview::RunCommand).contains(QStringLiteral("/project/lib/.git/config")));
    }

    void pickedPathsMustBeInsideTheProject()
    {
        QString error;
        const QString root = m_project->path();
        QCOMPARE(PathListEdit::relativeToProject(root, root + QStringLiteral("/secrets"), &error),
                 QStringLiteral("secrets"));
        QVERIFY(error.isEmpty());
        QVERIFY(PathListEdit::relativeToProject(root, QDir::tempPath(), &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("not inside the project")));
        error.clear();
        QVERIFY(PathListEdit::relativeToProject(root, root, &error).isEmpty());
        QVERIFY(PathListEdit::relativeToProject(root, root + QStringLiteral("-other/x"), &error).isEmpty());

        // Typed paths are checked too.
        auto *masked = m_editor->findChild<PathListEdit *>(QStringLiteral("maskedEdit"));
        masked->input()->setFocus();
        QTest::keyClicks(masked->input(), QStringLiteral("../outside"));
        QTest::keyClick(masked->input(), Qt::Key_Return);
        QVERIFY(m_editor->document()->effective().mounts.masked.contains(QStringLiteral("../outside")));
        QVERIFY(m_editor->findChild<QLabel *>(QStringLiteral("error:mounts.masked"))->isVisible());
        QVERIFY(!m_editor->save());
    }

    void caCertificatesListWithMarksAndProvenance()
    {
        auto *list = m_editor->findChild<QListWidget *>(QStringLiteral("caCertList"));
        auto *add = m_editor->findChild<QPushButton *>(QStringLiteral("addCaCert"));
        auto *remove = m_editor->findChild<QPushButton *>(QStringLiteral("removeCaCert"));
        auto *origin = m_editor->findChild<FieldOrigin *>(QStringLiteral("origin:image.ca_certificates"));
        auto *error = m_editor->findChild<QLabel *>(QStringLiteral("error:image.ca_certificates"));
        QVERIFY(list && add && remove && origin && error);
        QCOMPARE(list->count(), 0);
        QCOMPARE(origin->text(), QStringLiteral("Default"));
        QVERIFY(add->isEnabled());
        QVERIFY(!remove->isEnabled());

        // A real certificate and a file that is not one (what the file picker hands over).
        const QString good = QStringLiteral(AISB_SOURCE_DIR "/tests/data/ca/test-ca.crt");
        const QString bad = m_project->filePath(QStringLiteral("not-a-cert.pem"));
        QVERIFY(writeFile(bad, "hello\n"));
        const QString tagBefore = m_editor->preview()->imageTag();
        m_editor->addCaCertificates({good, bad, good});
        QCOMPARE(m_editor->document()->effective().image.caCertificates, QStringList({good, bad}));
        QCOMPARE(list->count(), 2);
        QCOMPARE(list->item(0)->text(), good);
        QCOMPARE(origin->text(), QStringLiteral("Project file"));
        QVERIFY(origin->resetButton()->isEnabled());
        // Validity per entry from the core's validation: the good one passes, the other is marked.
        QCOMPARE(list->item(0)->data(Qt::UserRole).toBool(), true);
        QCOMPARE(list->item(1)->data(Qt::UserRole).toBool(), false);
        QVERIFY(list->item(1)->toolTip().contains(QLatin1String("image.ca_certificates[1]")));
        QVERIFY(error->isVisible());
        QVERIFY(error->text().contains(QLatin1String("not-a-cert.pem")));
        QVERIFY(!m_editor->save()); // invalid entries refuse the save

        // Remove the bad one through the list and the button.
        list->setCurrentRow(1);
        QVERIFY(remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(m_editor->document()->effective().image.caCertificates, QStringList({good}));
        QCOMPARE(list->count(), 1);
        QVERIFY(!error->isVisible());
        QCOMPARE(list->item(0)->data(Qt::UserRole).toBool(), true);
        // The certificate goes into the image: the tag changes and the Containerfile installs it.
        QTRY_VERIFY(m_editor->preview()->imageTag() != tagBefore);
        QVERIFY(m_editor->preview()
                    ->text(PolicyPreview::Containerfile)
                    .contains(QLatin1String("ca-certificates")));
        {
            bool reviewed = false;
            approveTheReview(&reviewed); // the loaded file was not approved
            QVERIFY(m_editor->save());
            QVERIFY(reviewed);
        }
        QVERIFY(readFile(m_projectFile).contains("ca_certificates = ["));
        QVERIFY(readFile(m_projectFile).contains(good.toUtf8()));

        // Undo brings the removed entry back with its mark; reset drops the field from the file.
        m_editor->undoStack()->undo();
        QCOMPARE(list->count(), 2);
        QCOMPARE(list->item(1)->data(Qt::UserRole).toBool(), false);
        QTest::mouseClick(origin->resetButton(), Qt::LeftButton);
        QCOMPARE(list->count(), 0);
        QCOMPARE(origin->text(), QStringLiteral("Default"));
        QVERIFY(!m_editor->document()->projectSets(QStringLiteral("image.ca_certificates")));
    }

    void previewHighlightsEveryArtifact()
    {
        // With KSyntaxHighlighting (Debian 13, KF6) every view gets a highlighter: Dockerfile,
        // Bash, TOML from KDE's repository, nftables and Squid from our resources.
        const QList<QPlainTextEdit *> views = m_editor->preview()->tabs()->findChildren<QPlainTextEdit *>();
        QCOMPARE(views.size(), int(PolicyPreview::ArtifactCount));
        int highlighted = 0;
        for (QPlainTextEdit *view : views)
            highlighted += view->document()->findChildren<QSyntaxHighlighter *>().isEmpty() ? 0 : 1;
        if (highlighted == 0)
            QSKIP("built without KSyntaxHighlighting: the preview is plain text");
        QCOMPARE(highlighted, int(PolicyPreview::ArtifactCount));
    }

    void previewRenderCost()
    {
        // Not a timed test: reports what one full render of every artifact costs on this machine,
        // the figure behind rendering on the GUI thread.
        QElapsedTimer timer;
        timer.start();
        constexpr int Rounds = 50;
        auto *pids = m_editor->findChild<QSpinBox *>(QStringLiteral("pidsEdit"));
        for (int i = 0; i < Rounds; ++i) {
            pids->setValue(100 + i); // a real change each round, so every view is refilled
            m_editor->preview()->renderNow();
        }
        const double perRender = double(timer.nsecsElapsed()) / Rounds / 1e6;
        qInfo("edit + full preview render: %.2f ms", perRender);
        QVERIFY(m_editor->preview()
                    ->text(PolicyPreview::RunCommand)
                    .contains(QStringLiteral("--pids-limit=149")));
    }

    void agentSuggestionsAreOfferedNotApplied()
    {
        // The project's agent is pi (built-in default); it talks to three model APIs.
        auto *suggestion = m_editor->findChild<QWidget *>(QStringLiteral("hostSuggestion"));
        QVERIFY(suggestion->isVisible());
        QVERIFY(
            !m_editor->document()->effective().network.allow.contains(QStringLiteral("api.anthropic.com")));
        QTest::mouseClick(m_editor->findChild<QPushButton *>(QStringLiteral("addSuggestedHostsButton")),
                          Qt::LeftButton);
        QVERIFY(
            m_editor->document()->effective().network.allow.contains(QStringLiteral("api.anthropic.com")));
        QVERIFY(!suggestion->isVisible());

        auto *envSuggestion = m_editor->findChild<QWidget *>(QStringLiteral("envSuggestion"));
        QVERIFY(envSuggestion->isVisible());
        QTest::mouseClick(m_editor->findChild<QPushButton *>(QStringLiteral("addSuggestedEnvButton")),
                          Qt::LeftButton);
        const Policy::Env env = m_editor->document()->effective().env;
        QVERIFY(env.pass.contains(QStringLiteral("ANTHROPIC_API_KEY")));
        QVERIFY(env.secrets.contains(QStringLiteral("ANTHROPIC_API_KEY")));
        QVERIFY(!envSuggestion->isVisible());
        // One undo step each.
        QCOMPARE(m_editor->undoStack()->count(), 2);
    }

    // #20 item 8: Revert asks first, and is one step on the undo stack.
    void revertAsksAndCanBeUndone()
    {
        auto *cpus = m_editor->findChild<QDoubleSpinBox *>(QStringLiteral("cpusEdit"));
        QVERIFY(cpus);
        cpus->setValue(2.0);
        QVERIFY(m_editor->isModified());
        QVERIFY(m_editor->revertButton()->isEnabled());

        // Declined: nothing changes.
        int asked = 0;
        m_editor->setRevertConfirmation([&] {
            ++asked;
            return false;
        });
        QTest::mouseClick(m_editor->revertButton(), Qt::LeftButton);
        QCOMPARE(asked, 1);
        QVERIFY(m_editor->isModified());
        QCOMPARE(m_editor->document()->effective().limits.cpus, 2.0);

        // Accepted: back to the file, clean, and Undo brings the edit back.
        m_editor->setRevertConfirmation([&] {
            ++asked;
            return true;
        });
        QTest::mouseClick(m_editor->revertButton(), Qt::LeftButton);
        QCOMPARE(asked, 2);
        QVERIFY(!m_editor->isModified());
        QCOMPARE(m_editor->document()->effective().limits.cpus, 4.0);
        QCOMPARE(cpus->value(), 4.0);
        QVERIFY(m_editor->undoStack()->canUndo());
        m_editor->undoAction()->trigger();
        QVERIFY(m_editor->isModified());
        QCOMPARE(m_editor->document()->effective().limits.cpus, 2.0);
        QCOMPARE(cpus->value(), 2.0);
        // And Redo reverts again.
        m_editor->redoAction()->trigger();
        QVERIFY(!m_editor->isModified());
        QCOMPARE(m_editor->document()->effective().limits.cpus, 4.0);
        // Nothing to revert: not asked.
        QVERIFY(!m_editor->revert());
        QCOMPARE(asked, 2);
    }

    // #20 item 4: Tab leaves the Environment table and reaches Limits, Files, Image and Save.
    void tabOrderReachesSave()
    {
        auto *cpus = m_editor->findChild<QDoubleSpinBox *>(QStringLiteral("cpusEdit"));
        cpus->setValue(3.0); // Save is enabled only with something to save
        QVERIFY(m_editor->saveButton()->isEnabled());
        QTableView *env = m_editor->environmentTable();
        env->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(env));
        auto inside = [](QWidget *w, const QString &name) {
            for (; w; w = w->parentWidget())
                if (w->objectName() == name)
                    return true;
            return false;
        };
        bool left = false, limits = false, files = false, image = false, save = false;
        for (int i = 0; i < 80 && !save; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *f = QApplication::focusWidget();
            QVERIFY(f);
            if (i == 0)
                left = f != env;
            limits = limits || inside(f, QStringLiteral("memoryEdit")) || f == cpus;
            files = files || inside(f, QStringLiteral("maskedEdit"));
            image = image || inside(f, QStringLiteral("harnessCombo"));
            save = f == m_editor->saveButton();
        }
        QVERIFY(left);
        QVERIFY(limits);
        QVERIFY(files);
        QVERIFY(image);
        QVERIFY(save);
    }

    // #20 item 3: a "Set to value" secret is shown as what it is, and moved in one click.
    void plainTextSecretIsShownWarnedAndMoved()
    {
        auto *warning = m_editor->findChild<QWidget *>(QStringLiteral("plainSecrets"));
        QVERIFY(warning && warning->isHidden());
        auto *name = m_editor->findChild<QLineEdit *>(QStringLiteral("envNameInput"));
        auto *add = m_editor->findChild<QPushButton *>(QStringLiteral("addEnvButton"));
        QVERIFY(!add->isEnabled()); // nothing to add yet
        name->setText(QStringLiteral("MY_TOKEN"));
        QVERIFY(add->isEnabled());
        auto *source = m_editor->findChild<QComboBox *>(QStringLiteral("envSourceCombo"));
        source->setCurrentIndex(source->findData(int(EnvModel::Source::Set)));
        auto *value = m_editor->findChild<QLineEdit *>(QStringLiteral("envValueInput"));
        QVERIFY(value);
        value->setText(QStringLiteral("abc123"));
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(m_editor->document()->effective().env.set.value(QStringLiteral("MY_TOKEN")),
                 QStringLiteral("abc123"));
        QTableView *table = m_editor->environmentTable();
        const QModelIndex shown = table->model()->index(0, EnvModel::ValueColumn);
        QCOMPARE(shown.data().toString(), QStringLiteral("abc123")); // not "(hidden)": it is in the file
        QVERIFY(!warning->isHidden());
        auto *text = m_editor->findChild<QLabel *>(QStringLiteral("plainSecretsText"));
        QVERIFY(text->text().contains(QStringLiteral("MY_TOKEN")));
        QVERIFY(text->text().contains(QStringLiteral("plain text")));
        QTest::mouseClick(m_editor->findChild<QPushButton *>(QStringLiteral("moveToSecretButton")),
                          Qt::LeftButton);
        const Policy &p = m_editor->document()->effective();
        QVERIFY(!p.env.set.contains(QStringLiteral("MY_TOKEN")));
        QVERIFY(p.env.pass.contains(QStringLiteral("MY_TOKEN")));
        QVERIFY(p.env.secrets.contains(QStringLiteral("MY_TOKEN")));
        QVERIFY(warning->isHidden());
        QVERIFY(!readFile(m_projectFile).contains("abc123"));
        {
            bool reviewed = false;
            approveTheReview(&reviewed); // the loaded file was not approved
            QVERIFY(m_editor->save());
            QVERIFY(reviewed);
        }
        QVERIFY(!readFile(m_projectFile).contains("abc123"));
        // An empty value is shown as empty, not as hidden.
        name->setText(QStringLiteral("EMPTY_ONE"));
        source->setCurrentIndex(source->findData(int(EnvModel::Source::Set)));
        value->clear();
        QTest::mouseClick(add, Qt::LeftButton);
        int row = -1;
        for (int r = 0; r < table->model()->rowCount(); ++r)
            if (table->model()->index(r, 0).data().toString() == QLatin1String("EMPTY_ONE"))
                row = r;
        QVERIFY(row >= 0);
        QCOMPARE(table->model()->index(row, EnvModel::ValueColumn).data().toString(),
                 QStringLiteral("(empty)"));
    }

    // Also found: "Allowed hosts only" with nothing allowed says it blocks everything.
    void emptyAllowlistWarns()
    {
        auto *warning = m_editor->findChild<QLabel *>(QStringLiteral("emptyAllowWarning"));
        QVERIFY(warning && warning->isHidden());
        auto *remove = m_editor->findChild<QPushButton *>(QStringLiteral("removeHostButton"));
        QVERIFY(!remove->isEnabled());
        m_editor->hostTable()->selectRow(0);
        QVERIFY(remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QVERIFY(m_editor->document()->effective().network.allow.isEmpty());
        QVERIFY(!warning->isHidden());
        QVERIFY(warning->text().contains(QStringLiteral("no host at all")));
        auto *add = m_editor->findChild<QPushButton *>(QStringLiteral("addHostButton"));
        QVERIFY(!add->isEnabled());
        // "not a host!" is one rejected entry, not three of which two are accepted.
        auto *input = m_editor->findChild<QLineEdit *>(QStringLiteral("hostInput"));
        input->setText(QStringLiteral("not a host!"));
        QVERIFY(add->isEnabled());
        QTest::mouseClick(add, Qt::LeftButton);
        QVERIFY(m_editor->document()->effective().network.allow.isEmpty());
        QVERIFY(!m_editor->findChild<QLabel *>(QStringLiteral("hostInputError"))->isHidden());
    }

    // #20 item 9: the preview collapses, picks its artifact from a combo and wraps long lines.
    void previewCollapsesAndWraps()
    {
        QVERIFY(m_editor->isPreviewVisible());
        m_editor->setPreviewVisible(false);
        QVERIFY(!m_editor->isPreviewVisible());
        QCOMPARE(m_editor->splitter()->sizes().value(1), 0);
        m_editor->setPreviewVisible(true);
        QVERIFY(m_editor->isPreviewVisible());
        QVERIFY(m_editor->splitter()->sizes().value(1) >= m_editor->preview()->minimumWidth());
        PolicyPreview *preview = m_editor->preview();
        QVERIFY(preview->tabs()->tabBar()->isHidden());
        preview->artifactCombo()->setCurrentIndex(PolicyPreview::GateConfig);
        QCOMPARE(preview->tabs()->currentIndex(), int(PolicyPreview::GateConfig));
        auto *view = qobject_cast<QPlainTextEdit *>(preview->tabs()->widget(PolicyPreview::Containerfile));
        preview->wrapButton()->setChecked(false);
        QCOMPARE(view->lineWrapMode(), QPlainTextEdit::NoWrap);
        preview->wrapButton()->setChecked(true);
        QCOMPARE(view->lineWrapMode(), QPlainTextEdit::WidgetWidth);
    }

private:
    QTemporaryDir m_root;
    std::unique_ptr<QTemporaryDir> m_project;
    std::unique_ptr<PolicyEditor> m_editor;
    QString m_projectFile;
    QString m_userFile;
};

QTEST_MAIN(TestPolicyEditor)
#include "tst_policyeditor.moc"
