// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace aisb {

enum class NetworkMode { None, Allowlist, Open };
enum class MountMode { ReadWrite, ReadOnly };

QString toString(NetworkMode mode); // "none" | "allowlist" | "open"
QString toString(MountMode mode);   // "rw" | "ro"

// A bind mount of a host path into the sandbox, beyond the project folder.
struct ExtraMount
{
    QString source; // absolute host path, must exist
    QString target; // absolute container path
    MountMode mode = MountMode::ReadOnly;
    bool operator==(const ExtraMount &) const = default;
};

// A service on the host (or a local test server) that the gate may reach although its
// address is loopback/private: the only way past the gate's refusal of local destinations.
struct LocalService
{
    QString name;    // host name the sandbox uses, e.g. "testserver.internal"
    QString address; // IPv4/IPv6 literal the gate connects to
    quint16 port = 0;
    bool operator==(const LocalService &) const = default;
};

// The complete, effective sandbox policy of one project: a plain value type.
// Built-in defaults live in defaultPolicy() (policydefaults.cpp) only.
struct Policy
{
    struct Image
    {
        QString base;               // OCI reference of the base image
        QStringList packages;       // extra Debian packages
        QString harness;            // preset name: pi | claude | codex | shell | tools
        QStringList caCertificates; // absolute host paths of PEM certificates the image trusts
        bool operator==(const Image &) const = default;
    } image;

    struct Run
    {
        QStringList command; // empty = the harness preset's default command
        QString workdir;     // absolute container path, default /project
        bool tty = true;     // allocate a tty when stdin is a terminal
        bool keep = false;   // keep container and env file after the session
        bool operator==(const Run &) const = default;
    } run;

    struct Network
    {
        NetworkMode mode = NetworkMode::Allowlist;
        QStringList allow;         // squid dstdomain semantics: "a.com" exact, ".a.com" + subdomains
        QList<quint16> ports;      // ports CONNECT/http may reach (default 80, 443)
        QList<LocalService> local; // explicitly allowed local services
        bool operator==(const Network &) const = default;
    } network;

    struct Env
    {
        QStringList pass;           // names (or globs like AWS_*) copied from the host
        QMap<QString, QString> set; // literal values
        QStringList secrets;        // names always redacted (plus *KEY*/*TOKEN*/*SECRET*/*PASSWORD*)
        bool operator==(const Env &) const = default;
    } env;

    struct Limits
    {
        QString memory;  // "4g", "512m"
        double cpus = 0; // 0 = unlimited
        int pids = 0;
        QString tmpSize;        // tmpfs size of /tmp
        int execTimeoutSec = 0; // default timeout of `exec`
        bool operator==(const Limits &) const = default;
    } limits;

    struct Mounts
    {
        MountMode project = MountMode::ReadWrite;
        QStringList masked;     // project-relative paths hidden from the sandbox (".env", "secrets/")
        QStringList readOnly;   // project-relative paths kept read-only (".git/hooks")
        bool homeVolume = true; // persistent /home/sandbox volume per project
        QList<ExtraMount> extra;
        bool operator==(const Mounts &) const = default;
    } mounts;

    struct Session
    {
        bool record = true;   // the terminal is recorded (asciicast v2) in the session folder
        int recordMaxMb = 64; // the recording stops at this size (MiB), 1..102400
        bool operator==(const Session &) const = default;
    } session;

    // A credential the gate adds to requests to one host ([[credentials]]): the value never enters
    // the sandbox, which sees only the placeholder "gate-managed" in the variables named by env.
    struct Credential
    {
        QString name;       // rule name, unique in the policy; the only thing logs show
        QString preset;     // anthropic | openai | google | github, or empty (all fields explicit)
        QString host;       // exact host name the value is added for, e.g. "api.anthropic.com"
        QString header;     // header the gate sets (replacing the sandbox's), e.g. "x-api-key"
        QString format;     // the header's value, "{value}" replaced: "Bearer {value}"
        QString source;     // "env:NAME" | "command:gh auth token" | "keyring:NAME"
        QStringList env;    // sandbox variables set to the placeholder so that SDKs start
        QString baseUrlEnv; // sandbox variable pointed at the gate's endpoint for this host
        bool operator==(const Credential &) const = default;
    };
    QList<Credential> credentials;

    bool operator==(const Policy &) const = default;
};

// Whether a variable name is treated as secret: listed in env.secrets, or matching
// KEY/TOKEN/SECRET/PASSWORD (case-insensitive), or a pass glob listed in secrets.
bool isSecretName(const Policy &policy, const QString &name);

// A copy whose secret env.set values are replaced by "<redacted>": for anything shown or stored.
Policy redactedPolicy(const Policy &policy);

} // namespace aisb
