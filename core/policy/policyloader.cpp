// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policyloader.h"

#include "policy/policyfile.h"
#include "policy/validation.h"

#include <QCoreApplication>
#include <QFile>

namespace aisb {

bool LoadedPolicy::usable() const
{
    if (!resolved.issues.isEmpty())
        return false;
    if (!trustRequired)
        return true;
    return trust.status == TrustStore::Status::NoFile || trust.status == TrustStore::Status::Trusted;
}

QString LoadedPolicy::problems() const
{
    QStringList lines;
    const bool untrusted =
        trust.status == TrustStore::Status::New || trust.status == TrustStore::Status::Changed;
    if (trustRequired && untrusted && !trust.message.isEmpty())
        lines << trust.message;
    for (const PolicyIssue &issue : resolved.issues)
        lines << issue.field + QStringLiteral(": ") + issue.message;
    return lines.join(QLatin1Char('\n'));
}

LoadedPolicy loadPolicy(const PolicyRequest &request)
{
    LoadedPolicy loaded;
    loaded.trustRequired = request.requireTrust;
    QList<PolicyIssue> issues;
    QList<PolicyLayer> layers;

    const QString userPath = request.userConfig.isEmpty() ? PolicyFile::userConfigPath() : request.userConfig;
    PolicyLayer user = PolicyFile::load(userPath, Layer::User, issues);
    if (!user.fields.isEmpty())
        layers.append(user);

    if (!request.projectDir.isEmpty() && request.ignoreProjectFile) {
        loaded.trust.path = PolicyFile::projectConfigPath(request.projectDir);
    } else if (!request.projectDir.isEmpty()) {
        const QString projectPath = PolicyFile::projectConfigPath(request.projectDir);
        const TrustStore store(request.trustDir);
        QFile file(projectPath);
        if (file.exists()) {
            if (!file.open(QIODevice::ReadOnly)) {
                loaded.trust = store.check(projectPath);
                issues.append(
                    {projectPath, QCoreApplication::translate(
                                      "aisb::PolicyLoader",
                                      "Cannot read the project policy %1: %2. Check its permissions.")
                                      .arg(projectPath, file.errorString())});
            } else {
                // Check and parse the same bytes: the agent may rewrite the file at any time.
                const QByteArray content = file.readAll();
                loaded.trust = store.checkContent(projectPath, content);
                const bool trusted = loaded.trust.status == TrustStore::Status::Trusted;
                if (trusted || !request.requireTrust) {
                    PolicyLayer project =
                        PolicyFile::parse(content, Layer::Project, loaded.trust.path, issues);
                    if (!project.fields.isEmpty())
                        layers.append(project);
                }
            }
        } else {
            loaded.trust.path = projectPath;
        }
    }

    PolicyLayer env = environmentLayer(request.environment, issues);
    if (!env.fields.isEmpty())
        layers.append(env);

    if (!request.flags.fields.isEmpty()) {
        PolicyLayer flags = request.flags;
        flags.layer = Layer::Flag;
        if (flags.origin.isEmpty())
            flags.origin = QStringLiteral("command line");
        layers.append(flags);
    }

    loaded.resolved = mergeLayers(layers);
    loaded.resolved.issues = issues + validate(loaded.resolved.policy, request.projectDir);
    return loaded;
}

} // namespace aisb
