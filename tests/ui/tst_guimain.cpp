// SPDX-License-Identifier: GPL-3.0-or-later
// ai-sandbox-gui's command line: refusals name what was wrong and exit non-zero, never opening a window.
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestGuiMain : public QObject
{
    Q_OBJECT

private:
    QString gui() const { return QStringLiteral(AISB_BINARY_DIR "/bin/ai-sandbox-gui"); }

    QProcess *run(const QStringList &args)
    {
        auto *p = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_STATE_HOME"), m_home.filePath(QStringLiteral("state")));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LANGUAGE"));
        p->setProcessEnvironment(env);
        p->start(gui(), args);
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        if (!QFileInfo(gui()).isExecutable())
            QSKIP("ai-sandbox-gui is not built; build the ai-sandbox-gui target first.");
    }

    void missingProjectFolderIsRefused()
    {
        QProcess *p = run({QStringLiteral("--project"), m_home.filePath(QStringLiteral("no-such-folder"))});
        QVERIFY(p->waitForFinished(30000));
        QCOMPARE(p->exitCode(), 2);
        const QString err = QString::fromUtf8(p->readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("no-such-folder")) &&
                     err.contains(QStringLiteral("not a folder")),
                 qPrintable(err));
    }

    void launchNeedsAProject()
    {
        QProcess *p = run({QStringLiteral("--launch")});
        QVERIFY(p->waitForFinished(30000));
        QCOMPARE(p->exitCode(), 2);
        QVERIFY(QString::fromUtf8(p->readAllStandardError()).contains(QStringLiteral("--project")));
    }

    void helpListsTheOptions()
    {
        QProcess *p = run({QStringLiteral("--help")});
        QVERIFY(p->waitForFinished(30000));
        QCOMPARE(p->exitCode(), 0);
        const QString out = QString::fromUtf8(p->readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("--project")) && out.contains(QStringLiteral("--launch")),
                 qPrintable(out));
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestGuiMain)
#include "tst_guimain.moc"
