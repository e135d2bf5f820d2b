// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace aisb {

// What a project policy file grants, for people to review before they approve it: one item per
// thing the file sets, the risky ones with the reason. `ai-sandbox trust` prints it and the app's
// review dialog shows it, so both highlight the same fields; a file that does not parse has no
// items, only issues, and cannot be approved.
struct PolicyReview
{
    enum class Kind {
        Mode,           // network.mode
        Host,           // one network.allow entry
        Ports,          // network.ports
        LocalService,   // one network.local entry
        Mount,          // one mounts.extra entry
        Unprotected,    // the mounts.read_only or mounts.masked paths of the layers below the file drops (one
                        // item)
        Protected,      // a path the file adds to mounts.read_only or mounts.masked
        Variable,       // one env.set entry
        PassedVariable, // one env.pass entry
        Secret,         // env.secrets
        BaseImage,      // image.base
        Image,          // image.packages, image.harness, image.ca_certificates
        Command,        // run.command
        Credential,     // one [[credentials]] rule (risky when new or changed; always when command:)
        Other,          // everything else (limits, run.*, mounts.project, mounts.home_volume)
    };
    struct Item
    {
        Kind kind = Kind::Other;
        QString field;      // policy field key: "network.allow"
        QString value;      // for people: "example.com", "PATH = /project/bin:/usr/bin"
        QString risk;       // why it is dangerous; empty when it is not
        bool added = false; // not granted by the last approved content (always true without one)
        bool risky() const { return !risk.isEmpty(); }
        bool operator==(const Item &) const = default;
    };
    QList<Item> items;          // in policyFieldKeys() order
    QList<PolicyIssue> issues;  // why the content does not parse; then there are no items
    bool sinceApproval = false; // compared with earlier approved content (`added` says what is new)
    bool parses() const { return issues.isEmpty(); }
    qsizetype riskyCount() const;
    // Plain text: one line per item, "!" before the risky ones, "(new)" after added ones (when
    // compared with approved content).
    QString text() const;
};

// Reviews `content` (the bytes shown) on top of `base` (built-in defaults and the user's own file:
// what holds without the project file). `approved` is the last approved content of the file (null
// when none): items it granted already are not `added`, and only added hosts count as risky.
PolicyReview reviewPolicy(const QByteArray &content, const QByteArray &approved = {},
                          const Policy &base = defaultPolicy());

// Variables whose value decides which code runs (PATH, LD_*, GCONV_PATH, BASH_ENV, NODE_OPTIONS,
// PYTHONPATH, ...): setting them is a harness or loader change.
bool isLoaderVariable(const QString &name);

} // namespace aisb
