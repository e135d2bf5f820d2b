// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace aisb::CaCertificates {

// The image.ca_certificates entry that stands for "the certificate authorities this host trusts
// beyond its distribution's bundle": every *.crt below hostDirectory(), listed one by one
// wherever the policy is rendered (never applied without being asked for).
inline constexpr char kHostEntry[] = "host";
bool isHostEntry(const QString &entry);

// Where Debian (update-ca-certificates) takes the local authorities from:
// /usr/local/share/ca-certificates, or $AISB_HOST_CA_DIR when set (tests).
QString hostDirectory();
// Every *.crt file below `dir` (update-ca-certificates' rule), sorted, absolute paths.
QStringList hostFiles(const QString &dir = hostDirectory());

// One file an image.ca_certificates entry names: the entry's own path, or one of the host's
// files for "host".
struct Source
{
    qsizetype entry = 0; // index in image.ca_certificates
    qsizetype part = -1; // index among the host's files for "host", -1 for a path entry
    QString path;
};
QList<Source> sources(const QStringList &entries);

// What a PEM file holds, and the part that may go into an image: only its complete
// "-----BEGIN CERTIFICATE-----" blocks, each ending in a newline. A private key (any
// "-----BEGIN ... PRIVATE KEY-----" block) never does.
struct Pem
{
    QByteArray certificates; // the certificate blocks, in file order
    int count = 0;           // how many
    bool privateKey = false; // the file also holds a private key
};
Pem parse(const QByteArray &content);

// A CA bundle is a few hundred KiB; anything far larger is not a certificate file.
constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

// Reads `path` and returns its certificates; on failure `error` says why, as a clause for
// people ("it holds a private key and no certificate", "it cannot be read (...)").
QByteArray readCertificates(const QString &path, QString *error, bool *hadPrivateKey = nullptr);

} // namespace aisb::CaCertificates
