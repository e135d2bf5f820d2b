// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/policylayers.h"

#include <QByteArray>
#include <QObject>
#include <QProcessEnvironment>

namespace aisb {

// The policy of one project as the editor sees it: the layers below and above the project
// file, the project layer being edited, the effective merge with provenance, and validation.
class PolicyDocument : public QObject
{
    Q_OBJECT
public:
    // Field keys the editor uses (canonical names from policyFieldKeys()).
    static inline const QString ImageBase = QStringLiteral("image.base");
    static inline const QString ImagePackages = QStringLiteral("image.packages");
    static inline const QString ImageHarness = QStringLiteral("image.harness");
    static inline const QString ImageCaCertificates = QStringLiteral("image.ca_certificates");
    static inline const QString NetworkMode = QStringLiteral("network.mode");
    static inline const QString NetworkAllow = QStringLiteral("network.allow");
    static inline const QString EnvPass = QStringLiteral("env.pass");
    static inline const QString EnvSet = QStringLiteral("env.set");
    static inline const QString EnvSecrets = QStringLiteral("env.secrets");
    static inline const QString LimitsMemory = QStringLiteral("limits.memory");
    static inline const QString LimitsCpus = QStringLiteral("limits.cpus");
    static inline const QString LimitsPids = QStringLiteral("limits.pids");
    static inline const QString LimitsTmpSize = QStringLiteral("limits.tmp_size");
    static inline const QString LimitsExecTimeout = QStringLiteral("limits.exec_timeout");
    static inline const QString MountsProject = QStringLiteral("mounts.project");
    static inline const QString MountsMasked = QStringLiteral("mounts.masked");
    static inline const QString MountsReadOnly = QStringLiteral("mounts.read_only");
    static inline const QString MountsHomeVolume = QStringLiteral("mounts.home_volume");
    static inline const QString MountsExtra = QStringLiteral("mounts.extra");
    static inline const QString SessionRecord = QStringLiteral("session.record");
    static inline const QString SessionRecordMaxMb = QStringLiteral("session.record_max_mb");
    static inline const QString Credentials = QStringLiteral("credentials");

    explicit PolicyDocument(QObject *parent = nullptr);

    // Reads the user file, the project file and the AISB_* variables of `environment`.
    // `userConfig` defaults to PolicyFile::userConfigPath().
    void load(const QString &projectDir, const QString &userConfig = {},
              const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());
    // Re-reads the project file only (after an external change).
    void reloadProjectFile();

    QString projectDir() const { return m_projectDir; }
    QString projectFile() const { return m_projectFile; }
    QProcessEnvironment hostEnvironment() const { return m_environment; }

    const PolicyLayer &projectLayer() const { return m_project; }
    void setProjectLayer(const PolicyLayer &layer);

    // The effective policy and where each field comes from.
    const ResolvedPolicy &resolved() const { return m_resolved; }
    const Policy &effective() const { return m_resolved.policy; }
    // What a field would be without the project file (for "reset to inherited").
    Policy inherited() const;
    Layer origin(const QString &key) const;
    QString originText(const QString &key) const;
    bool projectSets(const QString &key) const { return m_project.fields.contains(key); }
    // True when a layer above the project file (environment, flag) decides the field.
    bool overridden(const QString &key) const;

    // Problems of the effective policy ("network.allow[2]": ...) plus problems reading files.
    const QList<PolicyIssue> &issues() const { return m_issues; }
    // The subset that refuses a save: problems in fields the project file sets.
    QList<PolicyIssue> blockingIssues() const;
    // Problems reading the project file (syntax errors, unknown keys) from the last load.
    const QList<PolicyIssue> &fileIssues() const { return m_fileIssues; }

    // Returns `policy` with the project layer's value of `key` replaced by `value`'s.
    PolicyLayer withField(const QString &key, const Policy &value) const;
    PolicyLayer withoutField(const QString &key) const;

    // Canonical file content of the project layer as it would be saved.
    QByteArray serializedProjectLayer() const;
    // The bytes on disk when the document last read or wrote the project file.
    QByteArray diskContent() const { return m_diskContent; }
    // Whether the project file's content as last read (or written) was approved (or absent): when
    // not, the document holds values nobody reviewed, and a save must show them first.
    bool loadedContentApproved() const { return m_loadedApproved; }
    // The trust directory in use (empty: TrustStore's default).
    QString trustDir() const { return m_trustDir; }
    // Validates, writes serializedProjectLayer() atomically and approves exactly those bytes
    // (refused if the file changed after the write). Empty on success, else a sentence (the list
    // of problems when validation refused it).
    QString save();
    // Trust directory override for tests (default: TrustStore's).
    void setTrustDir(const QString &dir) { m_trustDir = dir; }

    // Field key for an issue field ("network.allow[3]" -> "network.allow").
    static QString keyOf(const QString &issueField);
    // Index for an issue field ("network.allow[3]" -> 3, else -1).
    static int indexOf(const QString &issueField);

Q_SIGNALS:
    void changed();
    void loaded();

private:
    void recompute();

    QString m_projectDir;
    QString m_projectFile;
    QString m_trustDir;
    QProcessEnvironment m_environment;
    PolicyLayer m_user;
    PolicyLayer m_project;
    PolicyLayer m_env;
    ResolvedPolicy m_resolved;
    QList<PolicyIssue> m_issues;
    QList<PolicyIssue> m_fileIssues;
    QList<PolicyIssue> m_otherIssues;
    QByteArray m_diskContent;
    bool m_loadedApproved = true;
};

} // namespace aisb
