// SPDX-License-Identifier: GPL-3.0-or-later
// The policy editor's Credentials part against a real project file: the [[credentials]] rules are
// listed with their effective host and header; Add (from a preset's menu entry, through the rule
// dialog), Edit and Remove go through the document and undo like any edit; a save writes the rules
// as [[credentials]] tables; the Environment part says which variables are gate-managed and which
// secrets the sandbox holds itself.
#include "credentialssection.h"
#include "envmodel.h"
#include "modal.h"
#include "policy/credentials.h"
#include "policydocument.h"
#include "policyeditor.h"
#include "policyreviewdialog.h"
#include "testhome.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace aisb;

namespace {
const QByteArray Project = "[env]\n"
                           "pass = [\"ANTHROPIC_API_KEY\", \"OTHER_TOKEN\"]\n"
                           "secrets = [\"ANTHROPIC_API_KEY\", \"OTHER_TOKEN\"]\n"
                           "\n"
                           "[[credentials]]\n"
                           "name = \"anthropic\"\n"
                           "preset = \"anthropic\"\n"
                           "source = \"keyring:anthropic\"\n";

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList rowTexts(QTableWidget *t, int row)
{
    QStringList out;
    for (int c = 0; c < t->columnCount(); ++c)
        out << (t->item(row, c) ? t->item(row, c)->text() : QString());
    return out;
}
} // namespace

class TstCredentialsSection : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;
    QString m_dir;
    std::unique_ptr<PolicyEditor> m_editor;

    CredentialsSection *section() const { return m_editor->findChild<CredentialsSection *>(); }
    QTableWidget *table() const { return section()->table(); }
    const QList<Policy::Credential> &rules() const { return m_editor->document()->effective().credentials; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        test::useThrowAwayUserDirs(m_root);
    }
    void init()
    {
        static int serial = 0;
        m_dir = test::makeProject(m_root, QStringLiteral("p%1").arg(++serial), Project);
        QVERIFY(!m_dir.isEmpty());
        m_editor.reset(new PolicyEditor);
        m_editor->setTrustDir(m_root.filePath(QStringLiteral("trust")));
        m_editor->resize(1100, 800);
        QProcessEnvironment host;
        host.insert(QStringLiteral("OTHER_TOKEN"), QStringLiteral("x"));
        m_editor->openProject(m_dir, m_root.filePath(QStringLiteral("no-user.toml")), host);
        m_editor->show();
        QVERIFY(section());
    }
    void cleanup() { m_editor.reset(); }

    void listsTheFileRules()
    {
        QCOMPARE(table()->rowCount(), 1);
        QCOMPARE(rowTexts(table(), 0),
                 (QStringList{QStringLiteral("anthropic (Anthropic)"), QStringLiteral("api.anthropic.com"),
                              QStringLiteral("x-api-key"), QStringLiteral("keyring:anthropic")}));
        QVERIFY(!section()->findChild<QLabel *>(QStringLiteral("credentialsNone"))->isVisible());
    }

    void addFromPresetEditRemoveAndUndo()
    {
        // Add > GitHub opens the rule dialog with the preset chosen and a unique name.
        auto *add = section()->findChild<QToolButton *>(QStringLiteral("credentialsAddRule"));
        QAction *github = add->menu()->findChild<QAction *>(QStringLiteral("github"));
        QVERIFY(github);
        bool seen = false;
        test::whenModal<CredentialRuleDialog>(
            [](CredentialRuleDialog *d) {
                QCOMPARE(d->findChild<QComboBox *>(QStringLiteral("rulePreset"))->currentData().toString(),
                         QStringLiteral("github"));
                QCOMPARE(d->findChild<QLineEdit *>(QStringLiteral("ruleName"))->text(),
                         QStringLiteral("github"));
                QCOMPARE(d->findChild<QLineEdit *>(QStringLiteral("ruleHost"))->placeholderText(),
                         QStringLiteral("api.github.com"));
                d->findChild<QLineEdit *>(QStringLiteral("ruleSourceArgument"))
                    ->setText(QStringLiteral("work-gh"));
                d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            },
            &seen);
        github->trigger();
        QVERIFY(seen);
        QCOMPARE(rules().size(), 2);
        QCOMPARE(rules().at(1).name, QStringLiteral("github"));
        QCOMPARE(rules().at(1).preset, QStringLiteral("github"));
        QCOMPARE(rules().at(1).source, QStringLiteral("keyring:work-gh"));
        QVERIFY(rules().at(1).host.isEmpty()); // the preset fills it at use; the file keeps what was written
        QCOMPARE(table()->rowCount(), 2);
        QCOMPARE(rowTexts(table(), 1).at(1), QStringLiteral("api.github.com"));
        QVERIFY(m_editor->document()->projectSets(PolicyDocument::Credentials));

        // Edit the first rule: its source becomes a host variable.
        table()->selectRow(0);
        seen = false;
        test::whenModal<CredentialRuleDialog>(
            [](CredentialRuleDialog *d) {
                auto *kind = d->findChild<QComboBox *>(QStringLiteral("ruleSourceKind"));
                kind->setCurrentIndex(kind->findData(QStringLiteral("env")));
                d->findChild<QLineEdit *>(QStringLiteral("ruleSourceArgument"))
                    ->setText(QStringLiteral("MY_KEY"));
                d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            },
            &seen);
        section()->findChild<QPushButton *>(QStringLiteral("credentialsEditRule"))->click();
        QVERIFY(seen);
        QCOMPARE(rules().at(0).source, QStringLiteral("env:MY_KEY"));

        // Remove the second, then undo all three steps one by one.
        table()->selectRow(1);
        section()->findChild<QPushButton *>(QStringLiteral("credentialsRemoveRule"))->click();
        QCOMPARE(rules().size(), 1);
        QUndoStack *undo = m_editor->undoStack();
        QVERIFY(undo->undoText().contains(QLatin1String("github")));
        undo->undo();
        QCOMPARE(rules().size(), 2);
        undo->undo();
        QCOMPARE(rules().at(0).source, QStringLiteral("keyring:anthropic"));
        undo->undo();
        QCOMPARE(rules().size(), 1);
        QCOMPARE(table()->rowCount(), 1);
        undo->redo();
        QCOMPARE(rules().size(), 2);
    }

    void saveWritesTables()
    {
        section()->addRule(CredentialsSection::newRule(QStringLiteral("openai"), rules()));
        QCOMPARE(rules().last().name, QStringLiteral("openai"));
        QCOMPARE(CredentialsSection::newRule(QStringLiteral("anthropic"), rules()).name,
                 QStringLiteral("anthropic-2"));
        bool reviewed = false;
        test::whenModal<PolicyReviewDialog>([](PolicyReviewDialog *d) { d->approveButton()->click(); },
                                            &reviewed);
        auto *save = m_editor->findChild<QPushButton *>(QStringLiteral("savePolicyButton"));
        QVERIFY(save->isEnabled());
        QTest::mouseClick(save, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(reviewed, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(!m_editor->isModified(), 15000);
        const QByteArray file = readAll(m_dir + QStringLiteral("/.ai-sandbox.toml"));
        QCOMPARE(file.count("[[credentials]]"), 2);
        QVERIFY(file.contains("name = \"openai\"\npreset = \"openai\"\nsource = \"keyring:openai\""));
    }

    void environmentSaysGateManagedOrSecret()
    {
        auto *envTable = m_editor->environmentTable();
        auto *model = qobject_cast<EnvModel *>(envTable->model());
        QVERIFY(model);
        QCOMPARE(model->gateRule(QStringLiteral("ANTHROPIC_API_KEY")), QStringLiteral("anthropic"));
        QVERIFY(model->gateRule(QStringLiteral("OTHER_TOKEN")).isEmpty());
        QString managed, secret;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString name = model->index(r, EnvModel::NameColumn).data().toString();
            const QString value = model->index(r, EnvModel::ValueColumn).data().toString();
            if (name == QLatin1String("ANTHROPIC_API_KEY"))
                managed = value + model->index(r, EnvModel::NameColumn).data(Qt::ToolTipRole).toString();
            if (name == QLatin1String("OTHER_TOKEN"))
                secret = value + model->index(r, EnvModel::NameColumn).data(Qt::ToolTipRole).toString();
        }
        QVERIFY2(managed.contains(QLatin1String("gate-managed (rule anthropic)")), qPrintable(managed));
        QVERIFY2(secret.contains(QLatin1String("secret in the sandbox's env")), qPrintable(secret));
        auto *label = m_editor->findChild<QLabel *>(QStringLiteral("gateManagedEnv"));
        QVERIFY(label->isVisible());
        QVERIFY(label->text().contains(QLatin1String("ANTHROPIC_API_KEY (rule anthropic)")));
        QVERIFY(label->text().contains(QLatin1String("gate-managed")));
        // Remove the rule: the variable is a secret in env again, said so.
        section()->removeRule(0);
        QVERIFY(model->gateRule(QStringLiteral("ANTHROPIC_API_KEY")).isEmpty());
        QVERIFY(!label->isVisible());
    }

    void dialogRefusesWhatTheGateCannotDo()
    {
        Policy::Credential c;
        c.name = QStringLiteral("x");
        c.host = QStringLiteral("api.example.com");
        c.header = QStringLiteral("Host");
        c.source = QStringLiteral("keyring:x");
        CredentialRuleDialog d(c, {QStringLiteral("taken")});
        QPushButton *ok = d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        auto *problem = d.findChild<QLabel *>(QStringLiteral("ruleProblem"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(problem->text().contains(QLatin1String("never sets Host")));
        d.findChild<QLineEdit *>(QStringLiteral("ruleHeader"))->setText(QStringLiteral("Authorization"));
        QVERIFY(ok->isEnabled());
        d.findChild<QLineEdit *>(QStringLiteral("ruleFormat"))->setText(QStringLiteral("Bearer"));
        QVERIFY(!ok->isEnabled());
        d.findChild<QLineEdit *>(QStringLiteral("ruleFormat"))->setText(QStringLiteral("Bearer {value}"));
        d.findChild<QLineEdit *>(QStringLiteral("ruleName"))->setText(QStringLiteral("taken"));
        QVERIFY(!ok->isEnabled());
        d.findChild<QLineEdit *>(QStringLiteral("ruleName"))->setText(QStringLiteral("mine"));
        d.findChild<QLineEdit *>(QStringLiteral("ruleSourceArgument"))->clear();
        QVERIFY(!ok->isEnabled());
        auto *kind = d.findChild<QComboBox *>(QStringLiteral("ruleSourceKind"));
        kind->setCurrentIndex(kind->findData(QStringLiteral("command")));
        d.findChild<QLineEdit *>(QStringLiteral("ruleSourceArgument"))
            ->setText(QStringLiteral("gh auth token"));
        QVERIFY(ok->isEnabled());
        QVERIFY(problem->text().contains(QLatin1String("runs on this computer")));
        QCOMPARE(d.rule().source, QStringLiteral("command:gh auth token"));
        QCOMPARE(d.rule().format, QStringLiteral("Bearer {value}"));
    }
};

QTEST_MAIN(TstCredentialsSection)
#include "tst_credentialssection.moc"
