// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"
#include "policy/trust.h"

#include <QProcessEnvironment>

namespace aisb {

// Resolves the effective policy of a project: built-in < user file < project file
// < AISB_* environment < flags, then validates. The project file counts only when
// trusted (unless `requireTrust` is false, as for previews).
struct PolicyRequest
{
    QString projectDir;
    QString userConfig; // default PolicyFile::userConfigPath()
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    PolicyLayer flags; // layer Flag, from the command line
    bool requireTrust = true;
    // Quarantine (session/quarantine.h): the project's own file is not read at all, trusted or
    // not: it can neither weaken the quarantine nor block it.
    bool ignoreProjectFile = false;
    QString trustDir; // default TrustStore's
};

struct LoadedPolicy
{
    ResolvedPolicy resolved;
    TrustStore::Check trust;   // of the project file (its message says how to approve it)
    bool trustRequired = true; // copied from the request
    // No issues, and the project file trusted or absent (or trust not required). An untrusted
    // project file is not applied and is not an issue: show `trust.message`.
    bool usable() const;
    // Why it is not usable, one line per problem (the trust message, then each issue as
    // "field: message"); empty when usable().
    QString problems() const;
};

LoadedPolicy loadPolicy(const PolicyRequest &request);

} // namespace aisb
