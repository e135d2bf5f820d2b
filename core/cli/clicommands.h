// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace aisb {

// The reference of `ai-sandbox`'s command line: every command and every flag the parser
// (cliinvocation.cpp) accepts, with a one-line description. The build renders the man page
// and the bash and zsh completions from it (packaging/docgen.cpp); tst_clicommands proves that
// the parser accepts every entry and that every flag the parser spells is an entry, so the
// three cannot drift from the program. English only: it is the man page's text.
struct CliFlagSpec
{
    enum class Value {
        None,      // a switch
        Text,      // any word
        Directory, // a folder (completed as one)
        Path,      // a file or folder
        Choice,    // one of `choices`
    };
    QStringList names; // short first, then long: {"-C", "--project"}
    QString valueName; // "DIR"; empty for a switch
    Value value = Value::None;
    QStringList choices; // Value::Choice
    QString help;
    bool optionalValue = false; // --volumes[=GLOB]: the value only after '='
    bool repeatable = false;
};

struct CliCommandSpec
{
    QString name;
    QString arguments;        // positional part of the synopsis: "HOST", "[SESSION]", "-- COMMAND..."
    QStringList words;        // positional words completed after the command (gate: up, down, status)
    QString help;             // one line
    QList<CliFlagSpec> flags; // besides the global flags
};

// Flags every command reads (the sandbox and podman-connection flags).
const QList<CliFlagSpec> &cliGlobalFlags();
// The commands, `run` (the default) first.
const QList<CliCommandSpec> &cliCommands();

} // namespace aisb
