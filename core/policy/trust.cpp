// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/trust.h"

#include "policy/policyfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>
#include <vector>

namespace aisb {

namespace {

QString absoluteClean(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

QStringList splitLines(const QString &text)
{
    if (text.isEmpty())
        return {};
    QStringList lines = text.split(QLatin1Char('\n'));
    if (text.endsWith(QLatin1Char('\n')))
        lines.removeLast();
    return lines;
}

// Reads the project file; an error sentence (naming the file) when it cannot be read.
QString readProjectFile(const QString &path, QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate(
                   "aisb::TrustStore",
                   "Cannot read the project policy %1: %2. Check that it exists and is readable.")
            .arg(path, file.errorString());
    content = file.readAll();
    return {};
}

} // namespace

TrustStore::TrustStore(QString stateDir)
    : m_dir(stateDir.isEmpty() ? defaultStateDir() : QDir::cleanPath(stateDir))
{
}

QString TrustStore::defaultStateDir()
{
    // QStandardPaths has no GenericStateLocation before Qt 6.7: read XDG_STATE_HOME as the spec says.
    QString base = qEnvironmentVariable("XDG_STATE_HOME");
    if (base.isEmpty() || !QDir::isAbsolutePath(base))
        base = QDir::homePath() + QStringLiteral("/.local/state");
    return QDir::cleanPath(base + QStringLiteral("/ai-sandbox/trust"));
}

QString TrustStore::recordPath(const QString &projectFile) const
{
    const QByteArray hash =
        QCryptographicHash::hash(absoluteClean(projectFile).toUtf8(), QCryptographicHash::Sha256);
    return m_dir + QLatin1Char('/') + QString::fromLatin1(hash.toHex());
}

TrustStore::Check TrustStore::check(const QString &projectFile) const
{
    const QString path = absoluteClean(projectFile);
    QFile file(path);
    if (!file.exists()) {
        Check c;
        c.path = path;
        return c;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        // Unreadable is treated as not approved: nothing is used that was not reviewed.
        Check c;
        c.status = Status::New;
        c.path = path;
        c.message = QCoreApplication::translate(
                        "aisb::TrustStore",
                        "The project policy %1 cannot be read (%2). Fix its permissions, review it, then run "
                        "`ai-sandbox trust --project %3`.")
                        .arg(path, file.errorString(), QFileInfo(path).absolutePath());
        return c;
    }
    return checkContent(path, file.readAll());
}

TrustStore::Check TrustStore::checkContent(const QString &projectFile, const QByteArray &content) const
{
    Check c;
    c.path = absoluteClean(projectFile);
    const QString projectDir = QFileInfo(c.path).absolutePath();
    QFile record(recordPath(c.path));
    if (!record.open(QIODevice::ReadOnly)) {
        c.status = Status::New;
        c.diff = unifiedDiff(QString(), QString::fromUtf8(content), QStringLiteral("/dev/null"), c.path);
        c.message =
            QCoreApplication::translate(
                "aisb::TrustStore",
                "The project policy %1 has not been approved on this machine, so it is not used. Review it, "
                "then run `ai-sandbox trust --project %2` to approve it.")
                .arg(c.path, projectDir);
        return c;
    }
    const QByteArray approved = record.readAll();
    if (approved == content) {
        c.status = Status::Trusted;
        return c;
    }
    c.status = Status::Changed;
    c.diff = unifiedDiff(QString::fromUtf8(approved), QString::fromUtf8(content),
                         QCoreApplication::translate("aisb::TrustStore", "approved"), c.path);
    c.message =
        QCoreApplication::translate(
            "aisb::TrustStore",
            "The project policy %1 changed since it was approved, so it is not used. Review the changes, "
            "then run `ai-sandbox trust --project %2` to approve them.")
            .arg(c.path, projectDir);
    return c;
}

QString TrustStore::approve(const QString &projectFile) const
{
    const QString path = absoluteClean(projectFile);
    QByteArray content;
    if (const QString error = readProjectFile(path, content); !error.isEmpty())
        return error;
    return approveContent(path, content);
}

QString TrustStore::approveContent(const QString &projectFile, const QByteArray &reviewedContent) const
{
    if (!QDir().mkpath(m_dir))
        return QCoreApplication::translate("aisb::TrustStore",
                                           "Cannot create the trust folder %1. Check that %2 is writable.")
            .arg(m_dir, QFileInfo(m_dir).absolutePath());
    QFile::setPermissions(m_dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const QString recordFile = recordPath(projectFile);
    QSaveFile save(recordFile);
    // Unbuffered: see PolicyFile::save (a short write must not be committed).
    if (!save.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return QCoreApplication::translate(
                   "aisb::TrustStore",
                   "Cannot write the trust record %1: %2. Check the folder's permissions.")
            .arg(recordFile, save.errorString());
    save.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (save.write(reviewedContent) != reviewedContent.size() || !save.flush() ||
        save.size() != reviewedContent.size()) {
        const QString error =
            save.error() == QFileDevice::NoError
                ? QCoreApplication::translate("aisb::TrustStore", "the disk is full or the file too large")
                : save.errorString();
        save.cancelWriting();
        return QCoreApplication::translate("aisb::TrustStore", "Cannot write the trust record %1: %2.")
            .arg(recordFile, error);
    }
    if (!save.commit())
        return QCoreApplication::translate("aisb::TrustStore", "Cannot save the trust record %1: %2.")
            .arg(recordFile, save.errorString());
    return {};
}

QString TrustStore::approveShown(const QString &projectFile, const QByteArray &shown) const
{
    const QString path = absoluteClean(projectFile);
    QByteArray content;
    if (const QString error = readProjectFile(path, content); !error.isEmpty())
        return error;
    if (content != shown)
        return QCoreApplication::translate(
                   "aisb::TrustStore",
                   "The project policy %1 changed after it was shown to you, so nothing was approved. "
                   "Review it again.")
            .arg(path);
    QList<PolicyIssue> issues;
    PolicyFile::parse(shown, Layer::Project, path, issues);
    if (!issues.isEmpty())
        return QCoreApplication::translate(
                   "aisb::TrustStore",
                   "The project policy %1 cannot be read as a policy (%2: %3), so it was not approved. "
                   "Fix the file first.")
            .arg(path, issues.first().field, issues.first().message);
    return approveContent(path, shown);
}

QByteArray TrustStore::approvedContent(const QString &projectFile) const
{
    QFile record(recordPath(projectFile));
    if (!record.open(QIODevice::ReadOnly))
        return {};
    QByteArray content = record.readAll();
    if (content.isNull())
        content = QByteArray(""); // approved empty content is not "none"
    return content;
}

QString TrustStore::revoke(const QString &projectFile) const
{
    const QString recordFile = recordPath(projectFile);
    QFile record(recordFile);
    if (record.exists() && !record.remove())
        return QCoreApplication::translate("aisb::TrustStore", "Cannot remove the trust record %1: %2.")
            .arg(recordFile, record.errorString());
    return {};
}

QString unifiedDiff(const QString &before, const QString &after, const QString &fromName,
                    const QString &toName)
{
    const QStringList a = splitLines(before);
    const QStringList b = splitLines(after);
    const size_t n = size_t(a.size()), m = size_t(b.size());

    enum Kind { Equal, Delete, Insert };
    struct Op
    {
        Kind kind;
        qsizetype line; // index into a (Equal, Delete) or b (Insert)
    };
    std::vector<Op> ops;

    if (n * m <= 4'000'000) {
        // lcs[i][j]: LCS length of a[i..] and b[j..].
        std::vector<int> lcs((n + 1) * (m + 1), 0);
        auto at = [&](size_t i, size_t j) -> int & { return lcs[i * (m + 1) + j]; };
        for (size_t i = n; i-- > 0;) {
            for (size_t j = m; j-- > 0;)
                at(i, j) = a[qsizetype(i)] == b[qsizetype(j)] ? at(i + 1, j + 1) + 1
                                                              : std::max(at(i + 1, j), at(i, j + 1));
        }
        size_t i = 0, j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a[qsizetype(i)] == b[qsizetype(j)]) {
                ops.push_back({Equal, qsizetype(i)});
                ++i;
                ++j;
            } else if (j >= m || (i < n && at(i + 1, j) >= at(i, j + 1))) {
                ops.push_back({Delete, qsizetype(i++)});
            } else {
                ops.push_back({Insert, qsizetype(j++)});
            }
        }
    } else {
        // Too large for the table: a correct (not minimal) diff.
        for (size_t i = 0; i < n; ++i)
            ops.push_back({Delete, qsizetype(i)});
        for (size_t j = 0; j < m; ++j)
            ops.push_back({Insert, qsizetype(j)});
    }

    // Line positions before each op.
    std::vector<qsizetype> posA(ops.size() + 1), posB(ops.size() + 1);
    for (size_t k = 0; k < ops.size(); ++k) {
        posA[k + 1] = posA[k] + (ops[k].kind != Insert ? 1 : 0);
        posB[k + 1] = posB[k] + (ops[k].kind != Delete ? 1 : 0);
    }

    constexpr size_t context = 3;
    QString out;
    size_t k = 0;
    while (k < ops.size()) {
        if (ops[k].kind == Equal) {
            ++k;
            continue;
        }
        const size_t start = k >= context ? k - context : 0;
        size_t lastChange = k;
        size_t scan = k + 1;
        while (scan < ops.size()) {
            if (ops[scan].kind != Equal) {
                lastChange = scan;
            } else if (scan - lastChange > 2 * context) {
                break;
            }
            ++scan;
        }
        const size_t end = std::min(ops.size(), lastChange + 1 + context);
        const qsizetype countA = posA[end] - posA[start];
        const qsizetype countB = posB[end] - posB[start];
        const qsizetype startA = countA > 0 ? posA[start] + 1 : posA[start];
        const qsizetype startB = countB > 0 ? posB[start] + 1 : posB[start];
        if (out.isEmpty())
            out += QStringLiteral("--- ") + fromName + QStringLiteral("\n+++ ") + toName + QLatin1Char('\n');
        out += QStringLiteral("@@ -%1,%2 +%3,%4 @@\n").arg(startA).arg(countA).arg(startB).arg(countB);
        for (size_t h = start; h < end; ++h) {
            switch (ops[h].kind) {
            case Equal:
                out += QLatin1Char(' ') + a[ops[h].line] + QLatin1Char('\n');
                break;
            case Delete:
                out += QLatin1Char('-') + a[ops[h].line] + QLatin1Char('\n');
                break;
            case Insert:
                out += QLatin1Char('+') + b[ops[h].line] + QLatin1Char('\n');
                break;
            }
        }
        k = end;
    }
    return out;
}

} // namespace aisb
