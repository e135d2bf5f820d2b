// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QPlainTextEdit;
class QSyntaxHighlighter;

namespace aisb {

// What a read-only text view shows, for its highlighting.
enum class Syntax {
    Containerfile,
    Shell,
    Nftables,
    Squid,
    Toml,
    Diff,     // a unified diff (the review of a policy, the changes made on disk)
    BuildLog, // podman build's output (the build pane)
};

namespace Highlight {

// Attaches the highlighter of `syntax` to `view`'s document, themed for the view's palette, and
// returns it (the document owns it). With KSyntaxHighlighting compiled in (Debian 13 and newer:
// AISB_HAVE_KSYNTAXHIGHLIGHTING) it is KDE's definition (Dockerfile, Bash, TOML, Diff) or one we
// ship where KDE has none (nftables, Squid, the podman build log: :/aisb-syntax/syntax). Without
// it a diff and the build log still get a small built-in one, and the rest stays plain text
// (nullptr): nothing else changes.
QSyntaxHighlighter *attach(QPlainTextEdit *view, Syntax syntax);

// Whether attach() uses KSyntaxHighlighting in this build.
bool usesKSyntaxHighlighting();

} // namespace Highlight
} // namespace aisb
