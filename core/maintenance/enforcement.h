// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "policy/policy.h"

#include <QList>
#include <QString>

namespace aisb {

// Whether a launch of a policy would be enforced on this machine: the one verdict behind the
// app's red banner and its refusal to launch (and the reasons both show).
struct Enforcement
{
    // What is known about this machine; unknown facts never count against a launch.
    struct Facts
    {
        bool probed = false; // caps holds podman's answer
        PodmanCapabilities caps;
        QString nftFailure;    // non-empty: nft does not load in the sandbox image (why)
        QString limitsIgnored; // non-empty: limits read back inside a container were not applied
    };
    struct Problem
    {
        QString id;     // "route" | "nft" | "limits": stable, for code and tests
        QString reason; // a sentence for people
        QString fix;    // what to do, in words a user can follow
    };
    QList<Problem> problems;

    bool enforced() const { return problems.isEmpty(); }
    bool has(const QString &id) const;
    // The reasons (and fixes) as one text for a banner or a refusal.
    QString text() const;

    static Enforcement verdict(const Policy &policy, const Facts &facts);
    // Whether the policy asks for memory, CPU or process limits.
    static bool setsLimits(const Policy::Limits &limits);
};

} // namespace aisb
