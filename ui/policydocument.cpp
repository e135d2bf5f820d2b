// SPDX-License-Identifier: GPL-3.0-or-later
#include "policydocument.h"

#include "policy/policyfile.h"
#include "policy/trust.h"
#include "policy/validation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace aisb {

namespace {
// A project file with no field set: every value is inherited.
QByteArray emptyProjectFile()
{
    return QByteArrayLiteral("# ai-sandbox project policy: every value is inherited from the defaults.\n");
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// Whether `content` (just read from `file`) is what the user approved, or there is no file.
bool approvedOrAbsent(const QString &trustDir, const QString &file, const QByteArray &content)
{
    if (!QFileInfo::exists(file))
        return true;
    return TrustStore(trustDir).checkContent(file, content).status == TrustStore::Status::Trusted;
}
} // namespace

PolicyDocument::PolicyDocument(QObject *parent) : QObject(parent)
{
    m_project.layer = Layer::Project;
    recompute();
}

void PolicyDocument::load(const QString &projectDir, const QString &userConfig,
                          const QProcessEnvironment &environment)
{
    m_projectDir = QDir(projectDir).absolutePath();
    m_projectFile = PolicyFile::projectConfigPath(m_projectDir);
    m_environment = environment;
    m_otherIssues.clear();
    m_user = PolicyFile::load(userConfig.isEmpty() ? PolicyFile::userConfigPath() : userConfig, Layer::User,
                              m_otherIssues);
    m_env = environmentLayer(environment, m_otherIssues);
    m_fileIssues.clear();
    m_project = PolicyFile::load(m_projectFile, Layer::Project, m_fileIssues);
    m_project.layer = Layer::Project;
    m_diskContent = readAll(m_projectFile);
    m_loadedApproved = approvedOrAbsent(m_trustDir, m_projectFile, m_diskContent);
    recompute();
    Q_EMIT loaded();
    Q_EMIT changed();
}

void PolicyDocument::reloadProjectFile()
{
    m_fileIssues.clear();
    m_project = PolicyFile::load(m_projectFile, Layer::Project, m_fileIssues);
    m_project.layer = Layer::Project;
    m_diskContent = readAll(m_projectFile);
    m_loadedApproved = approvedOrAbsent(m_trustDir, m_projectFile, m_diskContent);
    recompute();
    Q_EMIT loaded();
    Q_EMIT changed();
}

void PolicyDocument::setProjectLayer(const PolicyLayer &layer)
{
    m_project = layer;
    m_project.layer = Layer::Project;
    recompute();
    Q_EMIT changed();
}

void PolicyDocument::recompute()
{
    QList<PolicyLayer> layers;
    if (!m_user.fields.isEmpty())
        layers << m_user;
    if (!m_project.fields.isEmpty())
        layers << m_project;
    if (!m_env.fields.isEmpty())
        layers << m_env;
    m_resolved = mergeLayers(layers);
    m_issues = m_fileIssues + m_otherIssues + m_resolved.issues + validate(m_resolved.policy, m_projectDir);
}

Policy PolicyDocument::inherited() const
{
    QList<PolicyLayer> layers;
    if (!m_user.fields.isEmpty())
        layers << m_user;
    return mergeLayers(layers).policy;
}

Layer PolicyDocument::origin(const QString &key) const
{
    return m_resolved.origin.value(key, Layer::BuiltIn);
}

QString PolicyDocument::originText(const QString &key) const
{
    return m_resolved.originText.value(key);
}

bool PolicyDocument::overridden(const QString &key) const
{
    const Layer l = origin(key);
    return l == Layer::Environment || l == Layer::Flag;
}

QList<PolicyIssue> PolicyDocument::blockingIssues() const
{
    QList<PolicyIssue> out;
    for (const PolicyIssue &issue : m_issues) {
        if (m_project.fields.contains(keyOf(issue.field)))
            out << issue;
    }
    return out;
}

PolicyLayer PolicyDocument::withField(const QString &key, const Policy &value) const
{
    PolicyLayer layer = m_project;
    copyPolicyField(key, value, layer.values);
    layer.fields.insert(key);
    return layer;
}

PolicyLayer PolicyDocument::withoutField(const QString &key) const
{
    PolicyLayer layer = m_project;
    layer.fields.remove(key);
    copyPolicyField(key, Policy{}, layer.values);
    return layer;
}

QByteArray PolicyDocument::serializedProjectLayer() const
{
    if (m_project.fields.isEmpty())
        return emptyProjectFile();
    return PolicyFile::serialize(m_project.values, m_project.fields);
}

QString PolicyDocument::save()
{
    const QList<PolicyIssue> blocking = blockingIssues();
    if (!blocking.isEmpty()) {
        QStringList lines;
        for (const PolicyIssue &issue : blocking)
            lines << QStringLiteral("• %1: %2").arg(issue.field, issue.message);
        return tr("The policy was not saved because it has %n problem(s):", nullptr, int(blocking.size())) +
               QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    }
    // What is written is what is approved: the same bytes, and only if the file still holds them.
    const QByteArray bytes = serializedProjectLayer();
    const QString error = PolicyFile::saveBytes(m_projectFile, bytes);
    if (!error.isEmpty())
        return error;
    m_diskContent = bytes;
    const QString trustError = TrustStore(m_trustDir).approveShown(m_projectFile, bytes);
    if (!trustError.isEmpty()) {
        m_loadedApproved = false;
        return tr("The policy was saved, but it could not be approved for launches: %1").arg(trustError);
    }
    m_loadedApproved = true;
    return {};
}

QString PolicyDocument::keyOf(const QString &issueField)
{
    const qsizetype bracket = issueField.indexOf(QLatin1Char('['));
    QString key = bracket < 0 ? issueField : issueField.left(bracket);
    // "env.set.NAME" style fields map to their field key.
    const QStringList &keys = policyFieldKeys();
    if (!keys.contains(key)) {
        for (const QString &k : keys) {
            if (key.startsWith(k + QLatin1Char('.')))
                return k;
        }
    }
    return key;
}

int PolicyDocument::indexOf(const QString &issueField)
{
    const qsizetype open = issueField.indexOf(QLatin1Char('['));
    const qsizetype close = issueField.indexOf(QLatin1Char(']'), open);
    if (open < 0 || close < 0)
        return -1;
    bool ok = false;
    const int i = issueField.mid(open + 1, close - open - 1).toInt(&ok);
    return ok ? i : -1;
}

} // namespace aisb
