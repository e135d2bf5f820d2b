// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace aisb {

// Why an image build failed, when its log says so in a way we recognise: a pure reading of the
// log lines (and of what the policy and the host hold), for the build pane, the CLI and tests.
struct BuildDiagnosis
{
    enum class Kind {
        None,         // nothing recognised
        UntrustedTls, // a TLS peer's certificate chain ends in an authority the image does not trust
    };
    Kind kind = Kind::None;
    QString evidence;    // the log line that shows it
    QString explanation; // for people: what happened and what to do, naming the policy field
    // Adding "host" to image.ca_certificates would give the image this machine's extra
    // authorities: the host has some and the policy does not take them yet.
    bool offerHostCertificates = false;

    bool recognised() const { return kind != Kind::None; }
    // "tls" for UntrustedTls, "" for None: a stable name for --json and tests.
    QString kindName() const;
};

// `log`: the build's output lines (and its error message). `caEntries`: the policy's
// image.ca_certificates. `hostCaFiles`: the host's extra authorities (CaCertificates::hostFiles).
BuildDiagnosis diagnoseBuildLog(const QStringList &log, const QStringList &caEntries,
                                const QStringList &hostCaFiles);

} // namespace aisb
