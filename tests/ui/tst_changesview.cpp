// SPDX-License-Identifier: GPL-3.0-or-later
// The change review of a finished session: a real project folder captured by ChangeStore before and
// after scripted edits (create, modify, delete, chmod +x, a binary, a dotfile), shown in ChangesView.
// The list and the flags at the top match the edits, the diff of a text file is its real diff, a
// binary gets a size note, Keep is remembered, Undo restores the bytes, and an undo that would
// overwrite a file the user changed after the session asks first and writes nothing on "no".
#include "changesview.h"
#include "diffview.h"
#include "session/changestore.h"
#include "testhome.h"

#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <sys/stat.h>

using namespace aisb;

namespace {

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(content), content.size());
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

quint32 modeOf(const QString &path)
{
    struct stat st;
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & 07777) : 0xffffffff;
}

} // namespace

class TestChangesView : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_project;
    QString m_session;
    int m_n = 0;

    // A project with a session's edits captured around them.
    void makeSession()
    {
        ++m_n;
        m_project = m_tmp.filePath(QStringLiteral("project%1").arg(m_n));
        m_session = m_tmp.filePath(QStringLiteral("sessions/s%1").arg(m_n));
        QVERIFY(QDir().mkpath(m_session));
        write(m_project + QStringLiteral("/src.c"), "int a;\nint c;\n");
        write(m_project + QStringLiteral("/gone.txt"), "bye\n");
        write(m_project + QStringLiteral("/run.sh"), "#!/bin/sh\necho hi\n");
        QCOMPARE(::chmod(QFile::encodeName(m_project + QStringLiteral("/run.sh")).constData(), 0644), 0);
        const QString slug = QStringLiteral("project%1").arg(m_n);
        const ChangeStore::Result start = ChangeStore::captureStart(m_project, slug, m_session);
        QVERIFY2(start.error.isEmpty(), qPrintable(start.error));
        // The session's edits.
        write(m_project + QStringLiteral("/created.txt"), "new\n");
        write(m_project + QStringLiteral("/src.c"), "int a;\nint b;\nint c;\n");
        QVERIFY(QFile::remove(m_project + QStringLiteral("/gone.txt")));
        QCOMPARE(::chmod(QFile::encodeName(m_project + QStringLiteral("/run.sh")).constData(), 0755), 0);
        write(m_project + QStringLiteral("/blob.bin"), QByteArray("\0\1\2bin", 6));
        write(m_project + QStringLiteral("/.envrc"), "X=1\n");
        const ChangeStore::Result end = ChangeStore::captureEnd(
            m_project, slug, m_session, QStringLiteral("s%1").arg(m_n), start.activeLock);
        QVERIFY2(end.error.isEmpty(), qPrintable(end.error));
    }

    static QString rowText(ChangesView &view, const QString &path, int column)
    {
        for (int i = 0; i < view.list()->topLevelItemCount(); ++i)
            if (view.list()->topLevelItem(i)->text(0) == path)
                return view.list()->topLevelItem(i)->text(column);
        return QStringLiteral("<no row>");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        aisb::test::useThrowAwayUserDirs(m_tmp);
    }

    void listsFlagsAndDiffs()
    {
        makeSession();
        ChangesView view;
        QCOMPARE(view.load(m_session), QString());
        QStringList paths = view.paths();
        // Flagged first (each group in path order), then the rest.
        QCOMPARE(paths, (QStringList{QStringLiteral(".envrc"), QStringLiteral("blob.bin"),
                                     QStringLiteral("run.sh"), QStringLiteral("created.txt"),
                                     QStringLiteral("gone.txt"), QStringLiteral("src.c")}));
        QVERIFY(view.flaggedLabel()->isVisibleTo(&view));
        const QString flagged = view.flaggedLabel()->text();
        QVERIFY2(flagged.contains(QStringLiteral("run.sh (made executable)")), qPrintable(flagged));
        QVERIFY2(flagged.contains(QStringLiteral(".envrc (new dotfile)")), qPrintable(flagged));
        QVERIFY2(flagged.contains(QStringLiteral("blob.bin (unusual file type)")), qPrintable(flagged));
        QVERIFY(!flagged.contains(QStringLiteral("src.c")));
        QCOMPARE(rowText(view, QStringLiteral("gone.txt"), 1), QStringLiteral("deleted"));
        QCOMPARE(rowText(view, QStringLiteral("run.sh"), 1), QStringLiteral("mode changed"));
        QVERIFY(rowText(view, QStringLiteral("blob.bin"), 2).contains(QStringLiteral("binary")));
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("created 3, modified 1, deleted 1")));

        QSignalSpy shown(&view, &ChangesView::diffShown);
        QVERIFY(view.selectPath(QStringLiteral("src.c")));
        QVERIFY(shown.wait(10000));
        QCOMPARE(shown.last().at(0).toString(), QStringLiteral("src.c"));
        const QString diff = view.diffText();
        QVERIFY2(diff.contains(QStringLiteral("--- a/src.c")) && diff.contains(QStringLiteral("+++ b/src.c")),
                 qPrintable(diff));
        QVERIFY2(diff.contains(QStringLiteral("\n+int b;")), qPrintable(diff));
        QVERIFY(!diff.contains(QStringLiteral("+int a;")));

        QVERIFY(view.selectPath(QStringLiteral("gone.txt")));
        QVERIFY(shown.wait(10000));
        QVERIFY2(view.diffText().contains(QStringLiteral("-bye")), qPrintable(view.diffText()));
        QVERIFY(view.diffText().contains(QStringLiteral("+++ /dev/null")));

        QVERIFY(view.selectPath(QStringLiteral("blob.bin")));
        QVERIFY(shown.wait(10000));
        QVERIFY(view.diffText().isEmpty());
        QVERIFY2(view.noteLabel()->text().contains(QStringLiteral("Binary file, 6 bytes")),
                 qPrintable(view.noteLabel()->text()));

        QVERIFY(view.selectPath(QStringLiteral("run.sh")));
        QVERIFY(shown.wait(10000));
        QVERIFY2(view.noteLabel()->text().contains(QStringLiteral("0644 → 0755")),
                 qPrintable(view.noteLabel()->text()));
    }

    void keepIsRemembered()
    {
        makeSession();
        {
            ChangesView view;
            QCOMPARE(view.load(m_session), QString());
            QVERIFY(view.selectPath(QStringLiteral("src.c")));
            QVERIFY(view.keepButton()->isEnabled());
            view.keepButton()->click();
            QCOMPARE(view.state(QStringLiteral("src.c")), ChangesView::State::Kept);
            QVERIFY(!view.keepButton()->isEnabled()); // nothing pending selected
            QCOMPARE(rowText(view, QStringLiteral("src.c"), 1), QStringLiteral("modified, kept"));
        }
        ChangesView again;
        QCOMPARE(again.load(m_session), QString());
        QCOMPARE(again.state(QStringLiteral("src.c")), ChangesView::State::Kept);
        QCOMPARE(again.state(QStringLiteral("gone.txt")), ChangesView::State::Pending);
        // Kept means the file stays as the session left it.
        QCOMPARE(readAll(m_project + QStringLiteral("/src.c")), QByteArray("int a;\nint b;\nint c;\n"));
    }

    void undoOneFileRestoresItsBytes()
    {
        makeSession();
        ChangesView view;
        QCOMPARE(view.load(m_session), QString());
        QSignalSpy done(&view, &ChangesView::undoFinished);
        QVERIFY(view.selectPath(QStringLiteral("gone.txt")));
        view.undoButton()->click();
        QVERIFY(done.wait(10000));
        QCOMPARE(done.at(0).at(0).toStringList(), QStringList{QStringLiteral("gone.txt")});
        QCOMPARE(readAll(m_project + QStringLiteral("/gone.txt")), QByteArray("bye\n"));
        QCOMPARE(view.state(QStringLiteral("gone.txt")), ChangesView::State::Undone);
        // The rest untouched.
        QCOMPARE(readAll(m_project + QStringLiteral("/created.txt")), QByteArray("new\n"));
        QCOMPARE(modeOf(m_project + QStringLiteral("/run.sh")), 0755u);
        QCOMPARE(view.state(QStringLiteral("created.txt")), ChangesView::State::Pending);
    }

    void undoAllAsksBeforeOverwritingTheUsersEdit()
    {
        makeSession();
        // The user edits a file after the session.
        write(m_project + QStringLiteral("/created.txt"), "the user's own edit\n");
        ChangesView view;
        QCOMPARE(view.load(m_session), QString());
        QStringList asked;
        bool answer = false;
        view.setConfirmHandler([&](const QStringList &changed) {
            asked = changed;
            return answer;
        });
        QSignalSpy done(&view, &ChangesView::undoFinished);

        // "No": nothing at all is written, the user's file included.
        QVERIFY(view.undo({}));
        QVERIFY(!view.undoAllButton()->isEnabled()); // busy
        QVERIFY(done.wait(10000));
        QCOMPARE(asked, QStringList{QStringLiteral("created.txt")});
        QCOMPARE(done.last().at(1).toStringList(), QStringList{QStringLiteral("created.txt")});
        QCOMPARE(readAll(m_project + QStringLiteral("/created.txt")), QByteArray("the user's own edit\n"));
        QVERIFY(!QFile::exists(m_project + QStringLiteral("/gone.txt")));
        QCOMPARE(modeOf(m_project + QStringLiteral("/run.sh")), 0755u);
        QVERIFY(view.messageLabel()->text().contains(QStringLiteral("created.txt")));
        for (const QString &p : view.paths())
            QCOMPARE(view.state(p), ChangesView::State::Pending);

        // "Yes": every byte and mode as before the session.
        asked.clear();
        answer = true;
        QVERIFY(view.undo({}));
        QVERIFY(done.wait(10000));
        QCOMPARE(asked, QStringList{QStringLiteral("created.txt")});
        QVERIFY(done.last().at(2).toStringList().isEmpty());
        QCOMPARE(readAll(m_project + QStringLiteral("/src.c")), QByteArray("int a;\nint c;\n"));
        QCOMPARE(readAll(m_project + QStringLiteral("/gone.txt")), QByteArray("bye\n"));
        QCOMPARE(modeOf(m_project + QStringLiteral("/run.sh")), 0644u);
        for (const char *gone : {"created.txt", "blob.bin", ".envrc"})
            QVERIFY2(!QFileInfo::exists(m_project + QLatin1Char('/') + QLatin1String(gone)), gone);
        for (const QString &p : view.paths())
            QCOMPARE(view.state(p), ChangesView::State::Undone);
        QVERIFY(!view.undoAllButton()->isEnabled());
    }

    void sessionWithoutChangesSaysWhy()
    {
        const QString empty = m_tmp.filePath(QStringLiteral("sessions/none"));
        QVERIFY(QDir().mkpath(empty));
        ChangesView view;
        const QString error = view.load(empty);
        QVERIFY(error.contains(QStringLiteral("no picture")));
        QCOMPARE(view.list()->topLevelItemCount(), 0);
        QVERIFY(!view.undoAllButton()->isEnabled());
        QVERIFY(!view.undo({}));
    }
};

QTEST_MAIN(TestChangesView)
#include "tst_changesview.moc"
