// SPDX-License-Identifier: GPL-3.0-or-later
// Render: the image side (Containerfiles, build contexts, content-hash tags).
#include "render/harness.h"
#include "render/render.h"
#include "render/rendergrammar.h"

#include <QCoreApplication>
#include <QCryptographicHash>

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
    if (!validBase(policy.image.base, warnings))
        return {};

    QStringList packages = basePackages();
    QStringList install;
    if (const HarnessPreset *preset = findHarness(policy.image.harness)) {
        packages += preset->packages;
        for (const QString &line : preset->install) {
            Q_ASSERT(!hasControl(line));
            if (!hasControl(line))
                install.append(QStringLiteral("RUN ") + line + QLatin1Char('\n'));
        }
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
    out.replace(QStringLiteral("@PACKAGES@"), sortedUnique(packages));
    out.replace(QStringLiteral("@HARNESS_INSTALL@"), install.join(QString()));
    return out;
}

QString entrypoint()
{
    return cachedTemplate("entrypoint.sh");
}

BuildContext buildContext(const Policy &policy, QStringList *warnings)
{
    BuildContext ctx;
    ctx.insert(QStringLiteral("Containerfile"), containerfile(policy, warnings).toUtf8());
    ctx.insert(QStringLiteral("entrypoint.sh"), entrypoint().toUtf8());
    ctx.insert(QStringLiteral("exec-agent.pl"), containerResource("exec-agent.pl"));
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

QString imageTag(const Policy &policy)
{
    return imageRepository() + QLatin1Char(':') + contextHash(policy.image.base, buildContext(policy));
}

QString gateContainerfile(const QString &base, QStringList *warnings)
{
    if (!validBase(base, warnings))
        return {};
    QString out = cachedTemplate("gate.Containerfile.in");
    out.replace(QStringLiteral("@BASE@"), base);
    return out;
}

BuildContext gateBuildContext(const QString &base, QStringList *warnings)
{
    BuildContext ctx;
    ctx.insert(QStringLiteral("Containerfile"), gateContainerfile(base, warnings).toUtf8());
    return ctx;
}

QString gateImageTag(const QString &base)
{
    return gateImageRepository() + QLatin1Char(':') + contextHash(base, gateBuildContext(base));
}

QStringList harnessCommand(const Policy &policy)
{
    if (!policy.run.command.isEmpty())
        return policy.run.command;
    if (const HarnessPreset *preset = findHarness(policy.image.harness))
        return preset->command;
    return {};
}

} // namespace aisb::Render
