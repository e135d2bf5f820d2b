// SPDX-License-Identifier: GPL-3.0-or-later
// ui/highlight: the build log and the diffs are highlighted where people read them (the build
// pane, the policy review), with KSyntaxHighlighting when it is compiled in (Debian 13:
// scripts/test-portability) and with the small built-in highlighters without it; the preview's
// syntaxes have a definition there and stay plain text here.
#include "buildpane.h"
#include "highlight.h"
#include "policyreviewdialog.h"

#include <QPlainTextEdit>
#include <QSyntaxHighlighter>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using namespace aisb;

namespace {

// The character formats the highlighter gave line `line` of `view`.
QList<QTextLayout::FormatRange> formatsOf(QPlainTextEdit *view, int line)
{
    const QTextBlock block = view->document()->findBlockByNumber(line);
    return block.isValid() && block.layout() ? block.layout()->formats() : QList<QTextLayout::FormatRange>{};
}

// The format covering column `column` of line `line`; an empty one where there is none.
QTextCharFormat formatAt(QPlainTextEdit *view, int line, int column)
{
    for (const QTextLayout::FormatRange &r : formatsOf(view, line))
        if (column >= r.start && column < r.start + r.length)
            return r.format;
    return {};
}

// A format that stands out from plain text: a colour, a background or weight of its own.
bool marked(const QTextCharFormat &f)
{
    return f.hasProperty(QTextFormat::ForegroundBrush) || f.hasProperty(QTextFormat::BackgroundBrush) ||
           f.hasProperty(QTextFormat::FontWeight);
}

// Whether `f` looks different from `plain`: KDE's themes give ordinary text a format of its own
// (a colour), the built-in highlighters none, so "stands out" means "differs from an ordinary
// line's format" under both.
bool differs(const QTextCharFormat &f, const QTextCharFormat &plain)
{
    return f.foreground() != plain.foreground() || f.background() != plain.background() ||
           f.fontWeight() != plain.fontWeight();
}

} // namespace

class TestHighlight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySyntaxHasAHighlighterWhereItShould()
    {
        const QList<Syntax> all{Syntax::Containerfile, Syntax::Shell, Syntax::Nftables, Syntax::Squid,
                                Syntax::Toml,          Syntax::Diff,  Syntax::BuildLog};
        for (Syntax s : all) {
            QPlainTextEdit view;
            QSyntaxHighlighter *h = Highlight::attach(&view, s);
            // With KSyntaxHighlighting every definition resolves (a misspelt name or a broken one of
            // ours would give none); without it only the diff and the build log have one.
            const bool expected =
                Highlight::usesKSyntaxHighlighting() || s == Syntax::Diff || s == Syntax::BuildLog;
            QCOMPARE(h != nullptr, expected);
            if (h)
                QCOMPARE(h->document(), view.document());
        }
    }

    void buildLogMarksStepsAndErrors()
    {
        BuildPane pane;
        pane.start(QStringLiteral("localhost/aisb-demo:abc"));
        const QStringList lines{
            QStringLiteral("STEP 1/3: FROM localhost/ai-sandbox-base:trixie"),
            QStringLiteral("Reading package lists..."),
            QStringLiteral("STEP 2/3: RUN apt-get install -y nosuchpackage"),
            QStringLiteral("E: Unable to locate package nosuchpackage"),
            QStringLiteral(
                "Error: building at STEP \"RUN apt-get install -y nosuchpackage\": exit status 100"),
        };
        for (const QString &l : lines)
            pane.appendLine(l);
        QPlainTextEdit *log = pane.logView();
        QCOMPARE(log->document()->findChildren<QSyntaxHighlighter *>().size(), 1);
        const QTextCharFormat step = formatAt(log, 0, 0);
        const QTextCharFormat error = formatAt(log, 3, 0);
        QVERIFY(marked(step));
        QVERIFY(marked(error));
        QVERIFY(marked(formatAt(log, 4, 0)));
        // An error does not look like a step, and an ordinary line like neither.
        QVERIFY(step.foreground() != error.foreground() || step.fontWeight() != error.fontWeight());
        const QTextCharFormat ordinary = formatAt(log, 1, 0);
        QVERIFY(differs(step, ordinary));
        QVERIFY(differs(error, ordinary));
        QVERIFY(differs(formatAt(log, 4, 0), ordinary));
        if (!Highlight::usesKSyntaxHighlighting())
            QVERIFY(!marked(ordinary)); // the built-in highlighter leaves it alone
        // The failing step's mark (an extra selection) still comes on top.
        pane.finish(false, QStringLiteral("exit status 100"), 2);
        QCOMPARE(pane.highlightedBlock(), 2);
    }

    void policyReviewDiffMarksAddedAndRemovedLines()
    {
        const QByteArray approved = "[limits]\npids = 64\n";
        const QByteArray shown = "[limits]\npids = 128\n";
        PolicyReviewDialog dialog(QStringLiteral("/tmp/p/.ai-sandbox.toml"), shown, approved, Policy{},
                                  PolicyReviewDialog::Purpose::Approve);
        QPlainTextEdit *diff = dialog.diffView();
        QCOMPARE(diff->document()->findChildren<QSyntaxHighlighter *>().size(), 1);
        int added = -1, removed = -1, context = -1;
        for (int i = 0; i < diff->document()->blockCount(); ++i) {
            const QString text = diff->document()->findBlockByNumber(i).text();
            if (text == QLatin1String("+pids = 128"))
                added = i;
            else if (text == QLatin1String("-pids = 64"))
                removed = i;
            else if (text == QLatin1String(" [limits]"))
                context = i;
        }
        QVERIFY2(added >= 0 && removed >= 0 && context >= 0, qPrintable(diff->toPlainText()));
        QVERIFY(marked(formatAt(diff, added, 0)));
        QVERIFY(marked(formatAt(diff, removed, 0)));
        QVERIFY(formatAt(diff, added, 0).foreground() != formatAt(diff, removed, 0).foreground());
        // A context line looks like neither (KDE's theme colours it too; ours leaves it alone).
        const QTextCharFormat plain = formatAt(diff, context, 1);
        QVERIFY(differs(formatAt(diff, added, 0), plain));
        QVERIFY(differs(formatAt(diff, removed, 0), plain));
        if (!Highlight::usesKSyntaxHighlighting())
            QVERIFY(!marked(plain));
    }
};

QTEST_MAIN(TestHighlight)
#include "tst_highlight.moc"
