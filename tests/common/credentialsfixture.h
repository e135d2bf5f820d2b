// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the e2e proofs of the gate's credentials (tst_gate_credentials*.cpp) share: a server
// certificate issued by the test CA (tests/data/ca/credentials-test-ca.*), a TLS upstream on
// 127.0.0.1, the random value in its 0600 file, the probe script's run and its "@key value"
// results, the gate's complaints for a failure's diagnosis, the attacker's search counts and
// the home volume's folder.
#include "e2esandbox.h"
#include "engine/resourcenames.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <algorithm>
#include <functional>
#include <memory>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aisb::test {

// A file of the source tree ("tests/data/e2e/x.sh"), empty when unreadable.
inline QByteArray readSource(const char *rel)
{
    QFile f(QStringLiteral(AISB_SOURCE_DIR "/") + QLatin1String(rel));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The project files of a credentials test: its probe script (tests/data/e2e/<probeScript>) and the
// attacker's search (credentials-search.pl), both under their own names.
inline QMap<QString, QByteArray> credentialsProbeFiles(const char *probeScript)
{
    const QByteArray path = QByteArray("tests/data/e2e/") + probeScript;
    return {{QLatin1String(probeScript), readSource(path.constData())},
            {QStringLiteral("credentials-search.pl"), readSource("tests/data/e2e/credentials-search.pl")}};
}

// The values of header `name` in a request head (case-insensitive name).
inline QList<QByteArray> headerValues(const QByteArray &head, const QByteArray &name)
{
    QList<QByteArray> out;
    for (const QByteArray &line : head.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == name.toLower())
            out << line.mid(colon + 1).trimmed();
    }
    return out;
}

// A server certificate for `dnsName` (CN and subjectAltName, serverAuth), signed by the test CA,
// made now in `dir` (server.key, server.crt) with openssl. Returns what failed, "" on success.
struct ServerCertificate
{
    QSslCertificate certificate;
    QSslKey key;
};

inline QByteArray issueServerCertificate(const QTemporaryDir &dir, const QString &dnsName,
                                         ServerCertificate *out)
{
    const QString key = dir.filePath(QStringLiteral("server.key"));
    const QString csr = dir.filePath(QStringLiteral("server.csr"));
    const QString crt = dir.filePath(QStringLiteral("server.crt"));
    const QString ext = dir.filePath(QStringLiteral("server.ext"));
    QFile extFile(ext);
    if (!extFile.open(QIODevice::WriteOnly))
        return "cannot write " + ext.toUtf8();
    extFile.write("subjectAltName=DNS:" + dnsName.toUtf8() + "\nextendedKeyUsage=serverAuth\n");
    extFile.close();
    const QString ca = QStringLiteral(AISB_SOURCE_DIR "/tests/data/ca/credentials-test-ca");
    const QProcessEnvironment sys = QProcessEnvironment::systemEnvironment();
    const E2eResult a =
        E2eSandbox::run(QStringLiteral("openssl"),
                        {QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                         QStringLiteral("-nodes"), QStringLiteral("-keyout"), key, QStringLiteral("-out"),
                         csr, QStringLiteral("-subj"), QStringLiteral("/CN=") + dnsName},
                        sys, 60000);
    if (a.exitCode != 0)
        return a.describe();
    const E2eResult b = E2eSandbox::run(
        QStringLiteral("openssl"),
        {QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), csr, QStringLiteral("-CA"),
         ca + QStringLiteral(".crt"), QStringLiteral("-CAkey"), ca + QStringLiteral(".key"),
         QStringLiteral("-CAcreateserial"), QStringLiteral("-CAserial"),
         dir.filePath(QStringLiteral("ca.srl")), QStringLiteral("-days"), QStringLiteral("2"),
         QStringLiteral("-extfile"), ext, QStringLiteral("-out"), crt},
        sys, 60000);
    if (b.exitCode != 0)
        return b.describe();
    QFile kf(key), cf(crt);
    if (!kf.open(QIODevice::ReadOnly) || !cf.open(QIODevice::ReadOnly))
        return "cannot read " + key.toUtf8() + " or " + crt.toUtf8();
    out->certificate = QSslCertificate(cf.readAll());
    out->key = QSslKey(kf.readAll(), QSsl::Rsa);
    return {};
}

// HTTPS on 127.0.0.1 (a free port) with `cert`: every readable socket goes to `onRead` (also data
// that came with the handshake); TLS errors are logged under `name`.
inline bool listenTls(QSslServer &server, const ServerCertificate &cert, const char *name,
                      const std::function<void(QTcpSocket *)> &onRead)
{
    QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
    conf.setLocalCertificate(cert.certificate);
    conf.setPrivateKey(cert.key);
    conf.setPeerVerifyMode(QSslSocket::VerifyNone);
    server.setSslConfiguration(conf);
    QObject::connect(&server, &QTcpServer::pendingConnectionAvailable, &server, [&server, onRead] {
        while (QTcpSocket *s = server.nextPendingConnection()) {
            QObject::connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            QObject::connect(s, &QTcpSocket::readyRead, s, [onRead, s] { onRead(s); });
            if (s->bytesAvailable())
                onRead(s);
        }
    });
    QObject::connect(
        &server, &QSslServer::sslErrors, &server,
        [name](QSslSocket *, const QList<QSslError> &e) { qInfo() << name << "ssl errors" << e; });
    return server.listen(QHostAddress::LocalHost, 0);
}

// A value nobody could guess: `prefix` and 128 random bits in hex.
inline QByteArray randomCredentialValue(const QByteArray &prefix)
{
    return prefix + QByteArray::number(QRandomGenerator::system()->generate64(), 16) +
           QByteArray::number(QRandomGenerator::system()->generate64(), 16);
}

// `value` in the 0600 file `fileName` of a new folder from `dirTemplate` (under /tmp, outside
// every project; the same path for both rows): the rootless row's user's (root reads it anyway),
// in a folder both may enter. Sets *path; returns what failed, "" on success.
inline QByteArray writeCredentialValue(std::unique_ptr<QTemporaryDir> &dir, const QString &dirTemplate,
                                       const QString &fileName, const QByteArray &value, QString *path)
{
    dir = std::make_unique<QTemporaryDir>(dirTemplate);
    if (!dir->isValid())
        return "cannot make a folder from " + dirTemplate.toUtf8();
    ::chmod(QFile::encodeName(dir->path()).constData(), 0755);
    *path = dir->filePath(fileName);
    QFile vf(*path);
    if (!vf.open(QIODevice::WriteOnly) || vf.write(value + '\n') <= 0)
        return "cannot write " + path->toUtf8();
    vf.close();
    if (::chmod(QFile::encodeName(*path).constData(), 0600) != 0)
        return "cannot chmod 0600 " + path->toUtf8();
    if (const passwd *pw = ::getpwnam(E2eSandbox::testUser))
        if (::chown(QFile::encodeName(*path).constData(), pw->pw_uid, pw->pw_gid) != 0)
            return "cannot chown " + path->toUtf8() + " to " + E2eSandbox::testUser;
    return {};
}

// `value` reversed: how the probe scripts get the needle without the sandbox holding the value.
inline QByteArray reversedValue(QByteArray value)
{
    std::reverse(value.begin(), value.end());
    return value;
}

// One session of the row: `bash /project/<script> <args>` through `ai-sandbox exec --json`.
inline E2eResult execProbeScript(E2eSandbox &env, const QString &project, const QString &script,
                                 const QStringList &args)
{
    return env.cli(QStringList{QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--timeout"),
                               QStringLiteral("280s"), QStringLiteral("-C"), project, QStringLiteral("--"),
                               QStringLiteral("bash"), QStringLiteral("/project/") + script} +
                       args,
                   {}, 400000);
}

// The probe's "@key value" lines of the session's stdout (a key said twice: its values joined by
// newlines), each logged (its value cut at `shown` characters).
inline QMap<QString, QString> probeResults(const E2eResult &run, int shown)
{
    QMap<QString, QString> results;
    const QString out = run.json().value(QStringLiteral("stdout")).toString();
    for (const QString &line : out.split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1Char('@')))
            continue;
        const qsizetype sp = line.indexOf(QLatin1Char(' '));
        const QString key = line.mid(1, sp < 0 ? -1 : sp - 1);
        const QString value = sp < 0 ? QString() : line.mid(sp + 1).trimmed();
        results.insert(key, results.contains(key) ? results.value(key) + QLatin1Char('\n') + value : value);
    }
    for (auto it = results.cbegin(); it != results.cend(); ++it)
        qInfo().noquote() << "  " << it.key() << "=>" << it.value().left(shown);
    return results;
}

// One row's probe: run once (the first test of the row), its outcome kept for the others.
struct ProbeRow
{
    bool probed = false;
    E2eResult run;
    QMap<QString, QString> results;
    bool ok() const { return run.exitCode == 0 && results.contains(QStringLiteral("done")); }
};

// The gate's complaints (squid's cache.log lines holding one of `words`), for a failure's diagnosis.
inline void logGateComplaints(const QString &sessionsDir, const QList<QByteArray> &words)
{
    QDirIterator logs(sessionsDir, {QStringLiteral("cache.log")}, QDir::Files, QDirIterator::Subdirectories);
    while (logs.hasNext()) {
        QFile f(logs.next());
        if (f.open(QIODevice::ReadOnly))
            for (const QByteArray &line : f.readAll().split('\n'))
                if (std::any_of(words.cbegin(), words.cend(),
                                [&](const QByteArray &w) { return line.contains(w); }))
                    qInfo().noquote() << "  gate:" << QString::fromUtf8(line.left(300));
    }
}

// The counts of credentials-search.pl's "@searched files=N environ=N maps=N" line.
struct SearchCounts
{
    bool matched = false;
    int files = 0;
    int environ = 0;
    int maps = 0;
};

inline SearchCounts searchCounts(const QString &searched)
{
    static const QRegularExpression counts(QStringLiteral("files=(\\d+) environ=(\\d+) maps=(\\d+)"));
    const QRegularExpressionMatch m = counts.match(searched);
    if (!m.hasMatch())
        return {};
    return {true, m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt()};
}

// What a credentials proof's test class holds besides its upstream servers (it derives from
// QObject and from this): the two rows, the server certificate's folder, the value and its file,
// and each row's probe (run once, by the first test of the row).
class CredentialsProof
{
protected:
    E2eRows m_rows;
    QTemporaryDir m_certs;
    std::unique_ptr<QTemporaryDir> m_valueDir;
    QByteArray m_value;
    ProbeRow m_probe[2];

    E2eSandbox &env(bool rootless) { return m_rows.env(rootless); }

    // The row's probe: `session(row, probe)` runs the first time only; whether it went through.
    template <typename Session> bool probeOnce(bool rootless, Session session)
    {
        const int i = rootless ? 1 : 0;
        ProbeRow &p = m_probe[i];
        if (!p.probed) {
            p.probed = true;
            session(i, p);
        }
        return p.ok();
    }

    // `ai-sandbox logs` of the row's project, as JSON lines or as text.
    E2eResult projectLogs(bool rootless, bool json)
    {
        QStringList args{QStringLiteral("logs")};
        if (json)
            args << QStringLiteral("--json");
        return env(rootless).cli(args << QStringLiteral("-C") << m_rows.project(rootless));
    }

    // The files holding `needle` in the row's session folders, then in its project.
    QStringList sessionAndProjectFilesHolding(bool rootless, const QByteArray &needle)
    {
        return E2eSandbox::filesContaining(env(rootless).sessionsDir(), needle) +
               E2eSandbox::filesContaining(m_rows.project(rootless), needle);
    }

    // After the row's session: "" when no file of its session folders, its project or its home
    // volume (*mount: that volume's host folder) holds `needle`, else those files or what could not
    // be looked at.
    QByteArray leftOnTheHost(bool rootless, const QByteArray &needle, QString *mount)
    {
        const QStringList holding = sessionAndProjectFilesHolding(rootless, needle);
        if (!holding.isEmpty())
            return "held by " + holding.join(QLatin1Char(' ')).toUtf8();
        const E2eResult mp =
            env(rootless).podman({QStringLiteral("volume"), QStringLiteral("inspect"),
                                  QStringLiteral("--format"), QStringLiteral("{{.Mountpoint}}"),
                                  aisb::homeVolumeName(aisb::projectSlug(m_rows.project(rootless)))});
        if (mp.exitCode != 0)
            return mp.describe();
        *mount = QString::fromUtf8(mp.out).trimmed();
        if (!QFileInfo(*mount).isDir())
            return "the home volume's folder is no folder: " + mount->toUtf8();
        const QStringList inVolume = E2eSandbox::filesContaining(*mount, needle);
        if (!inVolume.isEmpty())
            return "held by " + inVolume.join(QLatin1Char(' ')).toUtf8();
        return {};
    }
};

} // namespace aisb::test

// The start of each test of a credentials proof: the row, skipped when its environment is not
// ready, probed once. The test class provides env(bool), probe(bool) and m_probe[2] (ProbeRow).
#define AISB_CREDENTIALS_PROBE_ROW()                                                                         \
    QFETCH(bool, rootless);                                                                                  \
    if (!env(rootless).ready())                                                                              \
        QSKIP(qPrintable(env(rootless).skipReason()));                                                       \
    const int row = rootless ? 1 : 0;                                                                        \
    QVERIFY2(probe(rootless), m_probe[row].run.describe().constData())
