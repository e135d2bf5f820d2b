// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/cacertificates.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace aisb::CaCertificates {

bool isHostEntry(const QString &entry)
{
    return entry == QLatin1String(kHostEntry);
}

QString hostDirectory()
{
    const QString env = qEnvironmentVariable("AISB_HOST_CA_DIR");
    return env.isEmpty() ? QStringLiteral("/usr/local/share/ca-certificates") : QDir::cleanPath(env);
}

QStringList hostFiles(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, {QStringLiteral("*.crt")}, QDir::Files | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}

QList<Source> sources(const QStringList &entries)
{
    QList<Source> out;
    QStringList host; // listed once, even when "host" is named twice
    bool hostListed = false;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (!isHostEntry(entries.at(i))) {
            out.append({i, -1, entries.at(i)});
            continue;
        }
        if (!hostListed) {
            host = hostFiles();
            hostListed = true;
        }
        for (qsizetype j = 0; j < host.size(); ++j)
            out.append({i, j, host.at(j)});
    }
    return out;
}

Pem parse(const QByteArray &content)
{
    Pem pem;
    static const QRegularExpression key(QStringLiteral("-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----"));
    pem.privateKey = key.match(QString::fromLatin1(content)).hasMatch();
    static const QByteArray begin = "-----BEGIN CERTIFICATE-----";
    static const QByteArray end = "-----END CERTIFICATE-----";
    qsizetype from = 0;
    while (true) {
        const qsizetype b = content.indexOf(begin, from);
        if (b < 0)
            break;
        const qsizetype e = content.indexOf(end, b + begin.size());
        if (e < 0)
            break;
        const QByteArray block = content.mid(b, e + end.size() - b);
        // A block that holds another BEGIN (a key pasted inside) is not a certificate.
        if (block.indexOf("-----BEGIN", begin.size()) < 0) {
            pem.certificates += block + '\n';
            ++pem.count;
        }
        from = e + end.size();
    }
    return pem;
}

QByteArray readCertificates(const QString &path, QString *error, bool *hadPrivateKey)
{
    auto tr = [](const char *s) { return QCoreApplication::translate("aisb::CaCertificates", s); };
    const QFileInfo info(path);
    QString why;
    Pem pem;
    if (!info.exists()) {
        why = tr("it does not exist on this machine");
    } else if (!info.isFile()) {
        why = tr("it is not a regular file");
    } else if (info.size() > kMaxFileBytes) {
        why = tr("it is larger than %1 bytes").arg(kMaxFileBytes);
    } else {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            why = tr("it cannot be read (%1)").arg(f.errorString());
        } else {
            pem = parse(f.read(kMaxFileBytes + 1));
            if (pem.count == 0)
                why = pem.privateKey ? tr("it holds a private key and no certificate; a key never goes into "
                                          "the image")
                                     : tr("it is not a PEM certificate");
        }
    }
    if (hadPrivateKey)
        *hadPrivateKey = pem.privateKey;
    if (error)
        *error = why;
    return why.isEmpty() ? pem.certificates : QByteArray();
}

} // namespace aisb::CaCertificates
