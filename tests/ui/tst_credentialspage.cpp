// SPDX-License-Identifier: GPL-3.0-or-later
// View > Credentials against the encrypted-file store in a throw-away home: add, replace and remove
// through the dialogs a user clicks; the value is typed in a password field and appears nowhere on
// the page; a store that takes its time (a keyring waiting to be unlocked) leaves the window's event
// loop turning; a damaged store file is said in words.
#include "credentials/credentialstores.h"
#include "credentialspage.h"
#include "modal.h"
#include "testhome.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace aisb;

namespace {
const QString Secret = QStringLiteral("sk-ant-UITEST-0b7e42c9");

// Every text the page and its children show.
QString everyText(const QWidget *root)
{
    QString all;
    for (const QLabel *l : root->findChildren<QLabel *>())
        all += l->text() + QLatin1Char('\n');
    for (const QLineEdit *e : root->findChildren<QLineEdit *>())
        all += e->displayText() + QLatin1Char('\n'); // what is on screen (bullets in a password field)
    for (const QListWidget *list : root->findChildren<QListWidget *>())
        for (int i = 0; i < list->count(); ++i)
            all += list->item(i)->text() + QLatin1Char('\n');
    return all + root->windowTitle();
}

void select(CredentialsPage &page, const QString &name)
{
    auto *list = page.findChild<QListWidget *>(QStringLiteral("credentialsList"));
    const QList<QListWidgetItem *> found = list->findItems(name, Qt::MatchExactly);
    QVERIFY(!found.isEmpty());
    list->setCurrentItem(found.first());
    found.first()->setSelected(true);
}

// A store whose write waits until the test lets it go: a keyring asking for its password.
class SlowStore : public CredentialStore
{
public:
    QSemaphore entered;
    QSemaphore release;
    QString backendName() const override { return QStringLiteral("slow test store"); }
    std::optional<QString> read(const QString &, QString *) const override { return std::nullopt; }
    bool write(const QString &, const QString &, QString *) override
    {
        entered.release();
        release.acquire();
        return true;
    }
    bool remove(const QString &, QString *) override { return true; }
    QStringList names() const override { return {}; }
};
} // namespace

class TstCredentialsPage : public QObject
{
    Q_OBJECT
    QTemporaryDir m_home;
    std::shared_ptr<EncryptedFileStore> m_store;

    void addThroughDialog(CredentialsPage &page, const QString &name, const QString &value)
    {
        bool seen = false;
        test::whenModal<CredentialValueDialog>(
            [&](CredentialValueDialog *d) {
                auto *nameEdit = d->findChild<QLineEdit *>(QStringLiteral("credentialName"));
                auto *valueEdit = d->findChild<QLineEdit *>(QStringLiteral("credentialValue"));
                QCOMPARE(valueEdit->echoMode(), QLineEdit::Password);
                if (!nameEdit->isReadOnly())
                    nameEdit->setText(name);
                QTest::keyClicks(valueEdit, value);
                const bool hidden = !everyText(d).contains(value);
                QVERIFY2(hidden, "the value is shown in the dialog"); // (verified again after the dialog)
                d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            },
            &seen);
        QSignalSpy done(&page, &CredentialsPage::operationFinished);
        if (name.isEmpty() || page.names().contains(name))
            page.replaceSelected();
        else
            page.addCredential();
        QVERIFY(seen);
        QVERIFY(done.wait(15000));
        QVERIFY2(done.first().at(0).toBool(), qPrintable(done.first().at(1).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        test::useThrowAwayUserDirs(m_home);
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toUtf8());
    }
    void init()
    {
        QFile::remove(EncryptedFileStore::defaultDataFile());
        m_store = std::make_shared<EncryptedFileStore>();
        setCredentialStore(m_store);
    }

    void addReplaceRemove()
    {
        CredentialsPage page;
        page.show();
        QSignalSpy refreshed(&page, &CredentialsPage::refreshed);
        QVERIFY(refreshed.wait(15000));
        QVERIFY2(page.backendText().contains(QLatin1String("encrypted file")),
                 qPrintable(page.backendText()));
        QVERIFY(page.findChild<QLabel *>(QStringLiteral("credentialsEmpty"))->isVisible());
        QVERIFY(!page.findChild<QPushButton *>(QStringLiteral("credentialsReplace"))->isEnabled());

        addThroughDialog(page, QStringLiteral("anthropic"), Secret);
        QTRY_COMPARE_WITH_TIMEOUT(page.names(), QStringList{QStringLiteral("anthropic")}, 15000);
        QString error;
        QCOMPARE(m_store->read(QStringLiteral("anthropic"), &error).value_or(QString()), Secret);
        QVERIFY(!everyText(&page).contains(Secret));
        QVERIFY(page.statusText().contains(QLatin1String("Added anthropic")));

        select(page, QStringLiteral("anthropic"));
        QVERIFY(page.findChild<QPushButton *>(QStringLiteral("credentialsReplace"))->isEnabled());
        addThroughDialog(page, QString(), QStringLiteral("sk-replaced"));
        QCOMPARE(m_store->read(QStringLiteral("anthropic"), &error).value_or(QString()),
                 QStringLiteral("sk-replaced"));
        QVERIFY(!everyText(&page).contains(QLatin1String("sk-replaced")));

        // Remove asks first: Cancel keeps it.
        select(page, QStringLiteral("anthropic"));
        bool asked = false;
        test::whenModal<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Cancel)->click(); },
                                     &asked);
        page.removeSelected();
        QVERIFY(asked);
        QVERIFY(!page.isBusy());
        QVERIFY(m_store->read(QStringLiteral("anthropic"), &error));

        asked = false;
        test::whenModal<QMessageBox>(
            [](QMessageBox *box) {
                for (QAbstractButton *b : box->buttons())
                    if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                        b->click();
            },
            &asked);
        QSignalSpy done(&page, &CredentialsPage::operationFinished);
        page.removeSelected();
        QVERIFY(asked);
        QVERIFY(done.wait(15000));
        QVERIFY(done.first().at(0).toBool());
        QTRY_VERIFY_WITH_TIMEOUT(page.names().isEmpty() && !page.isBusy(), 15000);
        QVERIFY(!m_store->read(QStringLiteral("anthropic"), &error));
    }

    void dialogRefusesBadInput()
    {
        CredentialValueDialog d({}, {QStringLiteral("taken")});
        auto *name = d.findChild<QLineEdit *>(QStringLiteral("credentialName"));
        auto *value = d.findChild<QLineEdit *>(QStringLiteral("credentialValue"));
        auto *problem = d.findChild<QLabel *>(QStringLiteral("credentialProblem"));
        QPushButton *ok = d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QCOMPARE(value->echoMode(), QLineEdit::Password);
        QVERIFY(!ok->isEnabled());
        name->setText(QStringLiteral("../etc/passwd"));
        value->setText(Secret);
        QVERIFY(!ok->isEnabled());
        QVERIFY(problem->text().contains(QLatin1String("not valid")));
        name->setText(QStringLiteral("good"));
        QVERIFY(ok->isEnabled());
        value->setText(QStringLiteral("a\nX-Evil: 1"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(problem->text().contains(QLatin1String("control character")));
        value->setText(Secret);
        name->setText(QStringLiteral("taken"));
        QVERIFY(ok->isEnabled());
        QVERIFY(problem->text().contains(QLatin1String("stored already")));
        QCOMPARE(d.takeValue(), Secret);
        QVERIFY(value->text().isEmpty());
    }

    void slowStoreKeepsWindowResponsive()
    {
        auto slow = std::make_shared<SlowStore>();
        setCredentialStore(slow);
        CredentialsPage page;
        QSignalSpy refreshed(&page, &CredentialsPage::refreshed);
        QVERIFY(refreshed.wait(15000));
        test::whenModal<CredentialValueDialog>([](CredentialValueDialog *d) {
            d->findChild<QLineEdit *>(QStringLiteral("credentialName"))->setText(QStringLiteral("slow"));
            d->findChild<QLineEdit *>(QStringLiteral("credentialValue"))->setText(Secret);
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        page.addCredential();
        // The write is under way on its own thread and waits; this thread's timers still fire.
        QVERIFY(slow->entered.tryAcquire(1, 15000));
        QVERIFY(page.isBusy());
        QVERIFY(!page.findChild<QPushButton *>(QStringLiteral("credentialsAdd"))->isEnabled());
        QVERIFY(page.statusText().contains(QLatin1String("Storing slow")));
        bool ticked = false;
        QTimer::singleShot(10, &page, [&] { ticked = true; });
        QTRY_VERIFY_WITH_TIMEOUT(ticked, 5000);
        QSignalSpy done(&page, &CredentialsPage::operationFinished);
        slow->release.release();
        QVERIFY(done.wait(15000));
        QVERIFY(done.first().at(0).toBool());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        setCredentialStore(m_store);
    }

    void damagedFileSaidInWords()
    {
        QString error;
        QVERIFY(m_store->write(QStringLiteral("x"), Secret, &error));
        QFile f(m_store->dataFile());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("AISBCRED1\nnot what ai-sandbox wrote, not what ai-sandbox wrote, padding");
        f.close();
        CredentialsPage page;
        QSignalSpy refreshed(&page, &CredentialsPage::refreshed);
        QVERIFY(refreshed.wait(15000));
        test::whenModal<CredentialValueDialog>([](CredentialValueDialog *d) {
            d->findChild<QLineEdit *>(QStringLiteral("credentialName"))->setText(QStringLiteral("new"));
            d->findChild<QLineEdit *>(QStringLiteral("credentialValue"))->setText(Secret);
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        QSignalSpy done(&page, &CredentialsPage::operationFinished);
        page.addCredential();
        QVERIFY(done.wait(15000));
        QVERIFY(!done.first().at(0).toBool());
        QVERIFY2(page.statusText().contains(QLatin1String("damaged")), qPrintable(page.statusText()));
        QVERIFY(!everyText(&page).contains(Secret));
    }
};

QTEST_MAIN(TstCredentialsPage)
#include "tst_credentialspage.moc"
