// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/builddiagnosis.h"

#include "policy/cacertificates.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace aisb {

namespace {

// lupdate files a tr() in a free function under its namespace ("aisb"), not under the
// context the translation is looked up in: Tr::tr names it for both.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::BuildDiagnosis)
};

// What the tools a build runs print when a certificate chain does not verify: npm/node
// (OpenSSL error codes and texts), curl, wget, git/GnuTLS, apt, pip/Python, Go.
const QRegularExpression &untrustedTls()
{
    static const QRegularExpression re(
        QStringLiteral("SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_GET_ISSUER_CERT(?:_LOCALLY)?|"
                       "UNABLE_TO_VERIFY_LEAF_SIGNATURE|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_UNTRUSTED|"
                       "self[- ]signed certificate in certificate chain|"
                       "unable to get local issuer certificate|unable to verify the first certificate|"
                       "SSL certificate problem|certificate verify failed|"
                       "server certificate verification failed|"
                       "x509: certificate signed by unknown authority|"
                       "Certificate verification failed: The certificate is NOT trusted"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

} // namespace

QString BuildDiagnosis::kindName() const
{
    return kind == Kind::UntrustedTls ? QStringLiteral("tls") : QString();
}

BuildDiagnosis diagnoseBuildLog(const QStringList &log, const QStringList &caEntries,
                                const QStringList &hostCaFiles)
{
    BuildDiagnosis d;
    for (const QString &line : log) {
        if (untrustedTls().match(line).hasMatch()) {
            d.kind = BuildDiagnosis::Kind::UntrustedTls;
            d.evidence = line.trimmed().left(300);
            break;
        }
    }
    if (!d.recognised())
        return d;
    bool takesHost = false;
    for (const QString &e : caEntries)
        takesHost = takesHost || CaCertificates::isHostEntry(e);
    QString what =
        Tr::tr("The build could not verify a TLS certificate (%1). Something between this machine and "
               "the package registry, usually a TLS-inspecting proxy, presents a certificate authority "
               "the image does not trust.")
            .arg(d.evidence);
    if (!hostCaFiles.isEmpty() && !takesHost) {
        d.offerHostCertificates = true;
        what +=
            QLatin1Char(' ') +
            Tr::tr(
                "This machine trusts certificate authorities beyond its distribution's (%1). Add \"host\" to "
                "image.ca_certificates to build them into the image, or name the proxy's certificate "
                "file there.")
                .arg(hostCaFiles.join(QStringLiteral(", ")));
    } else if (takesHost) {
        what += QLatin1Char(' ') +
                Tr::tr("image.ca_certificates already takes this machine's certificate authorities "
                       "(\"host\"), and the proxy's is not among them: name its certificate file "
                       "in image.ca_certificates.");
    } else {
        what += QLatin1Char(' ') +
                Tr::tr("Name the proxy's certificate authority file (PEM) in image.ca_certificates.");
    }
    d.explanation = what;
    return d;
}

} // namespace aisb
