// SPDX-License-Identifier: GPL-3.0-or-later
#include "highlight.h"

#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSyntaxHighlighter>

#ifdef AISB_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace aisb {

namespace {

// Added lines green, removed lines red, hunk headers dim: the diff reads at a glance.
class DiffHighlighter : public QSyntaxHighlighter
{
public:
    using QSyntaxHighlighter::QSyntaxHighlighter;

protected:
    void highlightBlock(const QString &text) override
    {
        QTextCharFormat f;
        if (text.startsWith(QLatin1String("+++")) || text.startsWith(QLatin1String("---"))) {
            f.setFontWeight(QFont::Bold);
        } else if (text.startsWith(QLatin1Char('+'))) {
            f.setForeground(QColor(0x26, 0x80, 0x3a));
            f.setBackground(QColor(0x2e, 0xc2, 0x7e, 40));
        } else if (text.startsWith(QLatin1Char('-'))) {
            f.setForeground(QColor(0xc0, 0x1c, 0x28));
            f.setBackground(QColor(0xc0, 0x1c, 0x28, 30));
        } else if (text.startsWith(QLatin1String("@@"))) {
            f.setForeground(QColor(0x80, 0x80, 0x80));
        } else {
            return;
        }
        setFormat(0, int(text.size()), f);
    }
};

// podman build's output: each STEP in bold, errors red, warnings amber, layer ids and commits dim.
class BuildLogHighlighter : public QSyntaxHighlighter
{
public:
    using QSyntaxHighlighter::QSyntaxHighlighter;

protected:
    void highlightBlock(const QString &text) override
    {
        static const QRegularExpression step(QStringLiteral("^\\s*(?:\\[\\d+/\\d+\\]\\s*)?STEP \\d+/\\d+:"));
        static const QRegularExpression error(
            QStringLiteral("^(?:Error|ERROR|error|fatal|FATAL|E|Err:\\d+)(?::|\\b)|\\bexit status [1-9]"));
        static const QRegularExpression warning(QStringLiteral("^(?:W:|WARN(?:ING)?\\b|warning:)"));
        static const QRegularExpression dim(
            QStringLiteral("^(?:-->|COMMIT\\b|Successfully tagged\\b|[0-9a-f]{64}$)"));
        QTextCharFormat f;
        if (step.match(text).hasMatch()) {
            f.setFontWeight(QFont::Bold);
        } else if (error.match(text).hasMatch()) {
            f.setForeground(QColor(0xc0, 0x1c, 0x28));
        } else if (warning.match(text).hasMatch()) {
            f.setForeground(QColor(0x9c, 0x6e, 0x03));
        } else if (dim.match(text).hasMatch()) {
            f.setForeground(QColor(0x80, 0x80, 0x80));
        } else {
            return;
        }
        setFormat(0, int(text.size()), f);
    }
};

#ifdef AISB_HAVE_KSYNTAXHIGHLIGHTING
KSyntaxHighlighting::Repository &syntaxRepository()
{
    static KSyntaxHighlighting::Repository *repo = [] {
        auto *r = new KSyntaxHighlighting::Repository;
        // Definitions the KDE repository lacks (nftables, squid, the build log) ship in our
        // resources under :/aisb-syntax/syntax; the repository looks in the "syntax" folder of a
        // custom path.
        r->addCustomSearchPath(QStringLiteral(":/aisb-syntax"));
        return r;
    }();
    return *repo;
}

QString definitionName(Syntax syntax)
{
    switch (syntax) {
    case Syntax::Containerfile:
        return QStringLiteral("Dockerfile");
    case Syntax::Shell:
        return QStringLiteral("Bash");
    case Syntax::Nftables:
        return QStringLiteral("nftables");
    case Syntax::Squid:
        return QStringLiteral("Squid");
    case Syntax::Toml:
        return QStringLiteral("TOML");
    case Syntax::Diff:
        return QStringLiteral("Diff");
    case Syntax::BuildLog:
        return QStringLiteral("Podman Build Log");
    }
    return {};
}
#endif

} // namespace

namespace Highlight {

QSyntaxHighlighter *attach(QPlainTextEdit *view, Syntax syntax)
{
#ifdef AISB_HAVE_KSYNTAXHIGHLIGHTING
    auto &repo = syntaxRepository();
    const KSyntaxHighlighting::Definition def = repo.definitionForName(definitionName(syntax));
    if (def.isValid()) {
        auto *highlighter = new KSyntaxHighlighting::SyntaxHighlighter(view->document());
        highlighter->setTheme(repo.themeForPalette(view->palette()));
        highlighter->setDefinition(def);
        return highlighter;
    }
#endif
    switch (syntax) {
    case Syntax::Diff:
        return new DiffHighlighter(view->document());
    case Syntax::BuildLog:
        return new BuildLogHighlighter(view->document());
    default:
        return nullptr;
    }
}

bool usesKSyntaxHighlighting()
{
#ifdef AISB_HAVE_KSYNTAXHIGHLIGHTING
    return true;
#else
    return false;
#endif
}

} // namespace Highlight
} // namespace aisb
