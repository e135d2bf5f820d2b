// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policyfile.h"

#include "policy/policyfieldregistry_p.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

namespace aisb {

namespace {

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString where(const QString &origin, const toml::node &node)
{
    const auto &src = node.source();
    if (src.begin.line == 0)
        return origin;
    return origin + QLatin1Char(':') + QString::number(src.begin.line) + QLatin1Char(':') +
           QString::number(src.begin.column);
}

QString knownKeysOf(const QString &section)
{
    QStringList names;
    for (const PolicyFieldDef &d : policyFieldDefs()) {
        if (d.section == section)
            names.append(d.name);
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

namespace PolicyFile {

PolicyLayer parse(const QByteArray &tomlText, Layer layer, const QString &origin, QList<PolicyIssue> &issues)
{
    PolicyLayer out;
    out.layer = layer;
    out.origin = origin;
    out.values = defaultPolicy();

    // toml++ tables iterate in key order: report problems in file order instead.
    QList<std::pair<toml::source_position, PolicyIssue>> found;
    toml::table root;
    try {
        root = toml::parse(std::string_view(tomlText.constData(), size_t(tomlText.size())),
                           origin.toStdString());
    } catch (const toml::parse_error &err) {
        const QString location = origin + QLatin1Char(':') + QString::number(err.source().begin.line) +
                                 QLatin1Char(':') + QString::number(err.source().begin.column);
        issues.append(
            {location,
             location + QStringLiteral(": ") + fromStd(err.description()) + QStringLiteral(". ") +
                 QCoreApplication::translate("aisb::PolicyFile",
                                             "Fix the TOML syntax there; nothing from this file is used.")});
        return out;
    }

    for (auto &&[sectionKey, sectionNode] : root) {
        const QString section = fromStd(sectionKey.str());
        if (!policySectionNames().contains(section)) {
            found.append(
                {sectionNode.source().begin,
                 {section, QCoreApplication::translate(
                               "aisb::PolicyFile",
                               "%1: unknown section [%2]; the sections are [%3]. Remove it or fix its name.")
                               .arg(where(origin, sectionNode), section,
                                    policySectionNames().join(QStringLiteral("], [")))}});
            continue;
        }
        if (const PolicyFieldDef *whole = findPolicyFieldDef(section); whole && whole->writeTables) {
            // A top-level array of tables ([[credentials]]): the whole node is the field.
            PolicyIssue issue;
            if (whole->readToml(sectionNode, out.values, issue)) {
                out.fields.insert(whole->key);
            } else {
                issue.message = where(origin, sectionNode) + QStringLiteral(": ") + issue.message;
                found.append({sectionNode.source().begin, issue});
            }
            continue;
        }
        const toml::table *table = sectionNode.as_table();
        if (!table) {
            found.append(
                {sectionNode.source().begin,
                 {section, QCoreApplication::translate(
                               "aisb::PolicyFile",
                               "%1: %2 must be a table: write a [%2] header and the settings below it.")
                               .arg(where(origin, sectionNode), section)}});
            continue;
        }
        for (auto &&[key, node] : *table) {
            const QString fieldKey = section + QLatin1Char('.') + fromStd(key.str());
            const PolicyFieldDef *def = findPolicyFieldDef(fieldKey);
            if (!def) {
                found.append({node.source().begin,
                              {fieldKey,
                               QCoreApplication::translate(
                                   "aisb::PolicyFile",
                                   "%1: unknown key %2; the keys of [%3] are: %4. Remove it or fix its name.")
                                   .arg(where(origin, node), fieldKey, section, knownKeysOf(section))}});
                continue;
            }
            PolicyIssue issue;
            if (def->readToml(node, out.values, issue)) {
                out.fields.insert(def->key);
            } else {
                issue.message = where(origin, node) + QStringLiteral(": ") + issue.message;
                found.append({node.source().begin, issue});
            }
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const auto &a, const auto &b) {
        return a.first.line != b.first.line ? a.first.line < b.first.line : a.first.column < b.first.column;
    });
    for (const auto &f : found)
        issues.append(f.second);
    return out;
}

PolicyLayer load(const QString &path, Layer layer, QList<PolicyIssue> &issues)
{
    QFile file(path);
    if (!file.exists()) {
        PolicyLayer out;
        out.layer = layer;
        out.origin = path;
        out.values = defaultPolicy();
        return out;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        issues.append(
            {path, QCoreApplication::translate("aisb::PolicyFile",
                                               "Cannot read the policy file %1: %2. Check its permissions.")
                       .arg(path, file.errorString())});
        PolicyLayer out;
        out.layer = layer;
        out.origin = path;
        out.values = defaultPolicy();
        return out;
    }
    return parse(file.readAll(), layer, path, issues);
}

QByteArray serialize(const Policy &policy, const QSet<QString> &fields)
{
    QString text;
    QString currentSection;
    QString tables;
    for (const PolicyFieldDef &d : policyFieldDefs()) {
        if (!fields.isEmpty() && !fields.contains(d.key))
            continue;
        if (d.writeTables) {
            tables += d.writeTables(policy);
            continue;
        }
        if (d.section != currentSection) {
            if (!currentSection.isEmpty())
                text += QLatin1Char('\n');
            text += QLatin1Char('[') + d.section + QStringLiteral("]\n");
            currentSection = d.section;
        }
        text += d.name + QStringLiteral(" = ") + d.writeToml(policy) + QLatin1Char('\n');
    }
    // Arrays of tables come last (a [[table]] ends only at the next header); none when empty.
    if (text.isEmpty() && tables.startsWith(QLatin1Char('\n')))
        tables.remove(0, 1);
    text += tables;
    return text.toUtf8();
}

QString saveBytes(const QString &path, const QByteArray &data)
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return QCoreApplication::translate(
                   "aisb::PolicyFile",
                   "Cannot create the folder %1 for the policy file. Check that its parent is writable.")
            .arg(info.absolutePath());
    QSaveFile file(path);
    // Unbuffered: Qt 6.4's buffered QSaveFile reports success after a short write (EFBIG,
    // ENOSPC after a partial write) and commits a truncated file; a direct write shows it.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return QCoreApplication::translate(
                   "aisb::PolicyFile", "Cannot write the policy file %1: %2. Check the folder's permissions.")
            .arg(path, file.errorString());
    if (file.write(data) != data.size() || !file.flush() || file.size() != data.size()) {
        const QString error =
            file.error() == QFileDevice::NoError
                ? QCoreApplication::translate("aisb::PolicyFile", "the disk is full or the file too large")
                : file.errorString();
        file.cancelWriting();
        return QCoreApplication::translate("aisb::PolicyFile",
                                           "Cannot write the policy file %1: %2. The old file is unchanged.")
            .arg(path, error);
    }
    if (!file.commit())
        return QCoreApplication::translate("aisb::PolicyFile",
                                           "Cannot save the policy file %1: %2. The old file is unchanged.")
            .arg(path, file.errorString());
    return {};
}

QString save(const QString &path, const Policy &policy, const QSet<QString> &fields)
{
    return saveBytes(path, serialize(policy, fields));
}

QString userConfigPath()
{
    QString base = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (base.isEmpty() || !QDir::isAbsolutePath(base))
        base = QDir::homePath() + QStringLiteral("/.config");
    return QDir::cleanPath(base + QStringLiteral("/ai-sandbox/config.toml"));
}

QString projectConfigPath(const QString &projectDir)
{
    return QDir::cleanPath(QDir(projectDir).absolutePath() + QStringLiteral("/.ai-sandbox.toml"));
}

} // namespace PolicyFile
} // namespace aisb
