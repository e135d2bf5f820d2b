// SPDX-License-Identifier: GPL-3.0-or-later
// Render: the image side (Containerfiles, build contexts, content-hash tags).
#include "engine/resourcenames.h"
#include "policy/cacertificates.h"
#include "policy/policyfile.h"
#include "render/harness.h"
#include "render/render.h"
#include "render/rendergrammar.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace aisb::Render {

using namespace RenderGrammar;

namespace {

QString cachedTemplate(const char *name)
{
    return QString::fromUtf8(containerResource(name));
}

// Packages the entrypoint itself needs: nft, setpriv (util-linux), certificates, a shell, ps.
const QStringList &basePackages()
{
    static const QStringList list = {QStringLiteral("bash"), QStringLiteral("ca-certificates"),
                                     QStringLiteral("nftables"), QStringLiteral("procps"),
                                     QStringLiteral("util-linux")};
    return list;
}

QString sortedUnique(QStringList list)
{
    list.sort();
    list.removeDuplicates();
    return list.join(QLatin1Char(' '));
}

bool validBase(const QString &base, QStringList *warnings)
{
    if (isImageReference(base))
        return true;
    warn(warnings, QCoreApplication::translate(
                       "aisb::Render",
                       "image.base %1 is not an image reference such as localhost/ai-sandbox-base:trixie; "
                       "nothing can be built until it is fixed.")
                       .arg(shown(base)));
    return false;
}

// Where the build context's certificates land in the image; update-ca-certificates only
// picks up files named *.crt below /usr/local/share/ca-certificates.
const char *const kCaBlock = "COPY ca/ /usr/local/share/ca-certificates/aisb/\n"
                             "RUN update-ca-certificates\n"
                             "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\n";

// "ca/<index>-<basename>.crt", the basename reduced to characters safe in any file name.
QString caFileName(const QString &index, const QString &path)
{
    QString base = QFileInfo(path).completeBaseName();
    for (QChar &c : base) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ||
                        u == '-' || u == '_' || u == '.';
        if (!ok)
            c = QLatin1Char('_');
    }
    if (base.isEmpty() || base.startsWith(QLatin1Char('.')))
        base.prepend(QStringLiteral("cert"));
    return QStringLiteral("ca/") + index + QLatin1Char('-') + base.left(64) + QStringLiteral(".crt");
}

// The certificates of image.ca_certificates that can be read now (only their CERTIFICATE
// blocks), by build context name, and one comment line per file saying where it came from.
struct CaFiles
{
    BuildContext files;
    QStringList comments;
};

CaFiles caCertificateFiles(const Policy &policy, QStringList *warnings)
{
    CaFiles out;
    for (const CaCertificates::Source &source : CaCertificates::sources(policy.image.caCertificates)) {
        const QString &path = source.path;
        const bool host = source.part >= 0;
        auto skip = [&](const QString &why) {
            warn(warnings,
                 QCoreApplication::translate(
                     "aisb::Render", "image.ca_certificates[%1] %2 was left out of the image: %3. Name a "
                                     "readable PEM certificate file on this machine or remove the entry.")
                     .arg(source.entry)
                     .arg(shown(path), why));
        };
        if (!QFileInfo(path).isAbsolute() || hasControl(path)) {
            skip(QCoreApplication::translate("aisb::Render", "it is not an absolute host path"));
            continue;
        }
        QString error;
        bool key = false;
        const QByteArray certificates = CaCertificates::readCertificates(path, &error, &key);
        if (!error.isEmpty()) {
            skip(error);
            continue;
        }
        const QString index =
            host ? QStringLiteral("%1-%2").arg(source.entry).arg(source.part) : QString::number(source.entry);
        const QString name = caFileName(index, path);
        out.files.insert(name, certificates);
        // Host paths are fixed per machine; a named entry is in the policy already.
        QString comment = QStringLiteral("# %1: image.ca_certificates[%2]").arg(name).arg(source.entry);
        if (host)
            comment += QStringLiteral(" \"host\": ") + path;
        if (key)
            comment += QStringLiteral(" (certificates only: the file's private key stays out)");
        out.comments.append(comment);
    }
    return out;
}

// A harness file's name in the build context.
QString harnessFileName(const HarnessFile &f)
{
    return QStringLiteral("harness/") + f.resource;
}

QString renderContainerfile(const Policy &policy, const QStringList &caComments, QStringList *warnings)
{
    if (!validBase(policy.image.base, warnings))
        return {};

    QStringList packages = basePackages();
    QStringList install;
    if (const HarnessPreset *preset = findHarness(policy.image.harness)) {
        packages += preset->packages;
        auto run = [&install](const QString &line) {
            Q_ASSERT(!hasControl(line));
            if (!hasControl(line))
                install.append(QStringLiteral("RUN ") + line + QLatin1Char('\n'));
        };
        for (const QString &line : preset->install)
            run(line);
        for (const HarnessFile &f : preset->files)
            install.append(QStringLiteral("COPY ") + harnessFileName(f) + QLatin1Char(' ') + f.path +
                           QLatin1Char('\n'));
        for (const QString &line : preset->finish)
            run(line);
    } else if (!policy.image.harness.isEmpty()) {
        warn(warnings,
             QCoreApplication::translate(
                 "aisb::Render", "image.harness %1 is not a known harness (pi, claude, codex, shell); "
                                 "the image gets no harness installed.")
                 .arg(shown(policy.image.harness)));
    }
    for (int i = 0; i < policy.image.packages.size(); ++i) {
        const QString &p = policy.image.packages.at(i);
        if (isDebianPackage(p))
            packages.append(p);
        else
            warn(warnings,
                 QCoreApplication::translate(
                     "aisb::Render",
                     "image.packages[%1] %2 is not a Debian package name; it was left out of the image.")
                     .arg(i)
                     .arg(shown(p)));
    }

    QString out = cachedTemplate("Containerfile.in");
    out.replace(QStringLiteral("@BASE@"), policy.image.base);
    out.replace(QStringLiteral("@LABELS@"), Label::containerfileLine());
    out.replace(QStringLiteral("@PACKAGES@"), sortedUnique(packages));
    const QString caBlock = caComments.isEmpty() ? QString()
                                                 : caComments.join(QLatin1Char('\n')) + QLatin1Char('\n') +
                                                       QLatin1String(kCaBlock);
    out.replace(QStringLiteral("@CA_CERTIFICATES@"), caBlock);
    out.replace(QStringLiteral("@HARNESS_INSTALL@"), install.join(QString()));
    return out;
}

} // namespace

QString imageRepository()
{
    return QStringLiteral("localhost/ai-sandbox");
}

QString gateImageRepository()
{
    return QStringLiteral("localhost/ai-sandbox-gate");
}

QString containerfile(const Policy &policy, QStringList *warnings)
{
    // Reads the certificate files as the build context does, so that the preview lists exactly
    // the files a build would take.
    return renderContainerfile(policy, caCertificateFiles(policy, nullptr).comments, warnings);
}

QString entrypoint()
{
    return cachedTemplate("entrypoint.sh");
}

BuildContext buildContext(const Policy &policy, QStringList *warnings)
{
    // The certificates' content is part of the context, so the image tag follows it.
    const CaFiles ca = caCertificateFiles(policy, warnings);
    BuildContext ctx = ca.files;
    ctx.insert(QStringLiteral("Containerfile"), renderContainerfile(policy, ca.comments, warnings).toUtf8());
    ctx.insert(QStringLiteral("entrypoint.sh"), entrypoint().toUtf8());
    ctx.insert(QStringLiteral("exec-agent.pl"), containerResource("exec-agent.pl"));
    if (const HarnessPreset *preset = findHarness(policy.image.harness))
        for (const HarnessFile &f : preset->files)
            ctx.insert(harnessFileName(f), containerResource(f.resource.toUtf8().constData()));
    return ctx;
}

QString contextHash(const QString &base, const BuildContext &context)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QByteArrayView("aisb-image-v1\n"));
    const QByteArray b = base.toUtf8();
    h.addData(QByteArray(QByteArray::number(b.size()) + '\n' + b + '\n'));
    // QMap iterates in key order: sorted by name.
    for (auto it = context.cbegin(); it != context.cend(); ++it) {
        const QByteArray name = it.key().toUtf8();
        h.addData(QByteArray(QByteArray::number(name.size()) + '\n' + name + '\n'));
        h.addData(QByteArray(QByteArray::number(it.value().size()) + '\n'));
        h.addData(it.value());
        h.addData(QByteArrayView("\n"));
    }
    return QString::fromLatin1(h.result().toHex().left(16));
}

QString imageTag(const QString &base, const BuildContext &context)
{
    return imageRepository() + QLatin1Char(':') + contextHash(base, context);
}

QString imageTag(const Policy &policy)
{
    return imageTag(policy.image.base, buildContext(policy));
}

QString gateBase()
{
    return QStringLiteral("localhost/ai-sandbox-base:trixie");
}

QString gateContainerfile()
{
    QString out = cachedTemplate("gate.Containerfile.in");
    out.replace(QStringLiteral("@BASE@"), gateBase());
    out.replace(QStringLiteral("@LABELS@"), Label::containerfileLine(QLatin1String(Label::Kinds::Gate)));
    return out;
}

BuildContext gateBuildContext()
{
    BuildContext ctx;
    ctx.insert(QStringLiteral("Containerfile"), gateContainerfile().toUtf8());
    return ctx;
}

QString gateImageTag()
{
    return gateImageRepository() + QLatin1Char(':') + contextHash(gateBase(), gateBuildContext());
}

QStringList harnessCommand(const Policy &policy)
{
    if (!policy.run.command.isEmpty())
        return policy.run.command;
    if (const HarnessPreset *preset = findHarness(policy.image.harness))
        return preset->command;
    return {};
}

QString policyFingerprint(const Policy &policy)
{
    const QByteArray text = PolicyFile::serialize(policy) + imageTag(policy).toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex().left(16));
}

} // namespace aisb::Render
