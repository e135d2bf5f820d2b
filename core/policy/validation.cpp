// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/validation.h"

#include "policy/cacertificates.h"
#include "policy/credentials.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QRegularExpression>
#include <cmath>
#include <functional>
#include <limits>

namespace aisb {

namespace {

constexpr qsizetype kMaxHost = 253;
constexpr qsizetype kMaxValue = 4096;
constexpr qsizetype kMaxName = 255;

// A value as it can be shown safely in a message: printable ASCII as is, everything
// else escaped, long values cut.
QString shown(const QString &value)
{
    QString out;
    const qsizetype limit = 48;
    for (qsizetype i = 0; i < value.size() && i < limit; ++i) {
        const char16_t u = value.at(i).unicode();
        if (u >= 0x20 && u < 0x7f)
            out += value.at(i);
        else if (u == '\n')
            out += QLatin1String("\\n");
        else if (u == '\t')
            out += QLatin1String("\\t");
        else
            out += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
    }
    if (value.size() > limit)
        out += QStringLiteral("...");
    return QLatin1Char('"') + out + QLatin1Char('"');
}

// Characters that reorder or hide text on screen.
bool isBidiOrInvisible(char16_t u)
{
    return (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069) || u == 0x200e || u == 0x200f ||
           u == 0x061c || (u >= 0x200b && u <= 0x200d) || u == 0xfeff;
}

QString describeChar(QChar c)
{
    const char16_t u = c.unicode();
    switch (u) {
    case 0:
        return QCoreApplication::translate("aisb::Validation", "a NUL character");
    case '\n':
    case '\r':
        return QCoreApplication::translate("aisb::Validation", "a line break");
    case '\t':
        return QCoreApplication::translate("aisb::Validation", "a tab");
    case ' ':
        return QCoreApplication::translate("aisb::Validation", "a space");
    case '"':
        return QCoreApplication::translate("aisb::Validation", "a double quote");
    case '\'':
        return QCoreApplication::translate("aisb::Validation", "a quote");
    case '`':
        return QCoreApplication::translate("aisb::Validation", "a backtick");
    default:
        break;
    }
    if (u < 0x20 || u == 0x7f)
        return QCoreApplication::translate("aisb::Validation", "a control character (U+%1)")
            .arg(uint(u), 4, 16, QLatin1Char('0'));
    if (isBidiOrInvisible(u))
        return QCoreApplication::translate("aisb::Validation",
                                           "the invisible or text-direction character U+%1")
            .arg(uint(u), 4, 16, QLatin1Char('0'));
    if (u >= 0x80)
        return QCoreApplication::translate(
                   "aisb::Validation",
                   "the non-ASCII character U+%1 (look-alike letters and invisible characters are refused)")
            .arg(uint(u), 4, 16, QLatin1Char('0'));
    return QCoreApplication::translate("aisb::Validation", "the character '%1'").arg(c);
}

// First character for which `allowed` is false, described; empty when all are allowed.
template <typename Pred> QString firstBadChar(const QString &value, Pred allowed)
{
    for (const QChar c : value) {
        if (!allowed(c.unicode()))
            return describeChar(c);
    }
    return {};
}

bool isAlnum(char16_t u)
{
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9');
}

bool isPathChar(char16_t u)
{
    return isAlnum(u) || u == '.' || u == '_' || u == '-' || u == '+' || u == '@' || u == '=' || u == '~' ||
           u == '/';
}

bool isIpv4(const QString &value)
{
    const QStringList parts = value.split(QLatin1Char('.'));
    if (parts.size() != 4)
        return false;
    for (const QString &p : parts) {
        if (p.isEmpty() || p.size() > 3 || (p.size() > 1 && p.startsWith(QLatin1Char('0'))))
            return false;
        for (const QChar c : p) {
            if (c < QLatin1Char('0') || c > QLatin1Char('9'))
                return false;
        }
        if (p.toInt() > 255)
            return false;
    }
    return true;
}

QString ipLiteral(const QString &value)
{
    if (value.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it is empty");
    if (isIpv4(value))
        return {};
    const QString bad = firstBadChar(value, [](char16_t u) {
        return (u >= '0' && u <= '9') || (u >= 'a' && u <= 'f') || (u >= 'A' && u <= 'F') || u == ':' ||
               u == '.';
    });
    if (!bad.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it contains %1").arg(bad);
    QHostAddress addr;
    if (value.size() > 45 || !value.contains(QLatin1Char(':')) || !addr.setAddress(value) ||
        addr.protocol() != QAbstractSocket::IPv6Protocol)
        return QCoreApplication::translate("aisb::Validation", "it is not an IPv4 or IPv6 address");
    return {};
}

bool isKnownHarness(const QString &name)
{
    // The fixed list avoids a link dependency on render/harness; keep it equal to harnessPresets().
    static const QStringList known = {QStringLiteral("pi"), QStringLiteral("claude"), QStringLiteral("codex"),
                                      QStringLiteral("shell"), QStringLiteral("tools")};
    return known.contains(name);
}

// Why the host file at `path` is not a PEM certificate; empty when it is one.
QString pemCertificateFile(const QString &path)
{
    QString error;
    CaCertificates::readCertificates(path, &error);
    return error;
}

QString listField(const QString &key, qsizetype i)
{
    return key + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

} // namespace

namespace Grammar {

QString hostName(const QString &value)
{
    if (value.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it is empty");
    if (value.size() > kMaxHost + 1)
        return QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
            .arg(kMaxHost);
    const QString bad = firstBadChar(value, [](char16_t u) { return isAlnum(u) || u == '-' || u == '.'; });
    if (!bad.isEmpty())
        return QCoreApplication::translate(
                   "aisb::Validation",
                   "it contains %1; a host name has only the letters a-z, digits, '-' and '.'")
            .arg(bad);
    QString name = value;
    const bool leadingDot = name.startsWith(QLatin1Char('.'));
    if (leadingDot)
        name.remove(0, 1);
    if (name.size() > kMaxHost)
        return QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
            .arg(kMaxHost);
    if (name.startsWith(QLatin1Char('.')))
        return QCoreApplication::translate("aisb::Validation", "it starts with more than one dot");
    if (name.endsWith(QLatin1Char('.')))
        return QCoreApplication::translate("aisb::Validation", "it ends with a dot");
    const QStringList labels = name.split(QLatin1Char('.'));
    bool allNumeric = true;
    for (const QString &label : labels) {
        if (label.isEmpty())
            return QCoreApplication::translate("aisb::Validation", "it has two dots in a row");
        if (label.size() > 63)
            return QCoreApplication::translate("aisb::Validation",
                                               "a part between dots is longer than 63 characters");
        if (label.startsWith(QLatin1Char('-')) || label.endsWith(QLatin1Char('-')))
            return QCoreApplication::translate("aisb::Validation",
                                               "a part between dots starts or ends with '-'");
        for (const QChar c : label) {
            if (c < QLatin1Char('0') || c > QLatin1Char('9'))
                allNumeric = false;
        }
    }
    if (allNumeric && (leadingDot || !isIpv4(name)))
        return QCoreApplication::translate("aisb::Validation",
                                           "it looks like an IP address but is not a valid IPv4 address");
    return {};
}

QString envName(const QString &value)
{
    if (value.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it is empty");
    if (value.size() > kMaxName)
        return QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
            .arg(kMaxName);
    const QString bad = firstBadChar(value, [](char16_t u) { return isAlnum(u) || u == '_'; });
    if (!bad.isEmpty())
        return QCoreApplication::translate(
                   "aisb::Validation",
                   "it contains %1; a variable name has only letters A-Z, a-z, digits and '_'")
            .arg(bad);
    if (value.at(0).isDigit())
        return QCoreApplication::translate("aisb::Validation", "it starts with a digit");
    return {};
}

QString envPattern(const QString &value)
{
    if (value.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it is empty");
    if (value.size() > kMaxName)
        return QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
            .arg(kMaxName);
    const QString bad = firstBadChar(value, [](char16_t u) { return isAlnum(u) || u == '_' || u == '*'; });
    if (!bad.isEmpty())
        return QCoreApplication::translate(
                   "aisb::Validation",
                   "it contains %1; a variable name or pattern has only letters, digits, '_' and '*'")
            .arg(bad);
    if (value.at(0).isDigit())
        return QCoreApplication::translate("aisb::Validation", "it starts with a digit");
    if (value.count(QLatin1Char('*')) == value.size())
        return QCoreApplication::translate(
            "aisb::Validation",
            "it matches every variable, secrets included; name the variables or use a prefix such as AWS_*");
    return {};
}

QString packageName(const QString &value)
{
    static const QRegularExpression name(QStringLiteral("^[a-z0-9][a-z0-9+.-]+$"));
    static const QRegularExpression version(QStringLiteral("^(?:[0-9]+:)?[0-9][A-Za-z0-9.+~-]*$"));
    if (value.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it is empty");
    if (value.size() > kMaxName)
        return QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
            .arg(kMaxName);
    const QString bad = firstBadChar(value, [](char16_t u) {
        return isAlnum(u) || u == '+' || u == '.' || u == '-' || u == '=' || u == ':' || u == '~';
    });
    if (!bad.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it contains %1").arg(bad);
    const qsizetype eq = value.indexOf(QLatin1Char('='));
    const QString pkg = eq < 0 ? value : value.left(eq);
    if (!name.match(pkg).hasMatch())
        return QCoreApplication::translate("aisb::Validation",
                                           "a Debian package name has at least two characters, lower-case "
                                           "letters, digits and '+', '-', '.', "
                                           "and starts with a letter or digit");
    if (eq >= 0 && !version.match(value.mid(eq + 1)).hasMatch())
        return QCoreApplication::translate(
            "aisb::Validation",
            "the version after '=' is not a Debian version (e.g. 1.2.3-1 or 1:2.0~rc1-2)");
    return {};
}

QString size(const QString &value)
{
    if (value.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it is empty");
    const qint64 bytes = parseSize(value);
    if (bytes < 0)
        return QCoreApplication::translate(
            "aisb::Validation",
            "it is not a size: write a number with an optional unit b, k, m, g or t, e.g. 512m or 4g");
    if (bytes == 0)
        return QCoreApplication::translate("aisb::Validation", "it is zero");
    if (bytes > (qint64(16) << 40))
        return QCoreApplication::translate("aisb::Validation", "it is larger than 16t");
    return {};
}

QString containerPath(const QString &value)
{
    if (value.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it is empty");
    if (value.size() > kMaxValue)
        return QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
            .arg(kMaxValue);
    if (!value.startsWith(QLatin1Char('/')))
        return QCoreApplication::translate("aisb::Validation", "it is not absolute (it must start with '/')");
    const QString bad = firstBadChar(value, isPathChar);
    if (!bad.isEmpty())
        return QCoreApplication::translate(
                   "aisb::Validation",
                   "it contains %1; a container path has only letters, digits and . _ - + @ = ~ /")
            .arg(bad);
    if (QDir::cleanPath(value) != value)
        return QCoreApplication::translate(
                   "aisb::Validation", "it is not normalised (no '.', '..', '//' or trailing '/'); write %1")
            .arg(shown(QDir::cleanPath(value)));
    if (value.contains(QLatin1String("/-")))
        return QCoreApplication::translate("aisb::Validation", "a part of it starts with '-'");
    for (const char *sys : {"/proc", "/sys", "/dev"}) {
        const QString s = QLatin1String(sys);
        if (value == s || value.startsWith(s + QLatin1Char('/')))
            return QCoreApplication::translate("aisb::Validation",
                                               "it is inside %1, which belongs to the kernel")
                .arg(s);
    }
    return {};
}

QString projectRelativePath(const QString &value)
{
    if (value.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it is empty");
    if (value.size() > kMaxValue)
        return QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
            .arg(kMaxValue);
    if (value.startsWith(QLatin1Char('/')))
        return QCoreApplication::translate("aisb::Validation",
                                           "it is absolute, but it must be relative to the project folder");
    const QString bad = firstBadChar(value, isPathChar);
    if (!bad.isEmpty())
        return QCoreApplication::translate(
                   "aisb::Validation", "it contains %1; a path has only letters, digits and . _ - + @ = ~ /")
            .arg(bad);
    QString path = value;
    if (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    const QStringList parts = path.split(QLatin1Char('/'));
    for (const QString &part : parts) {
        if (part == QLatin1String(".."))
            return QCoreApplication::translate("aisb::Validation",
                                               "it contains '..' and could leave the project folder");
        if (part.isEmpty() || part == QLatin1String("."))
            return QCoreApplication::translate(
                       "aisb::Validation", "it is not normalised (no '.', '//' or leading './'); write %1")
                .arg(shown(QDir::cleanPath(path)));
        if (part.startsWith(QLatin1Char('-')))
            return QCoreApplication::translate("aisb::Validation", "a part of it starts with '-'");
    }
    return {};
}

QString imageReference(const QString &value)
{
    // distribution/reference grammar: [domain[:port]/]path[:tag][@digest].
    static const QRegularExpression ref(
        QStringLiteral("^(?:(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])(?:\\.(?:[a-zA-Z0-9]|[a-zA-Z0-"
                       "9][a-zA-Z0-9-]*[a-zA-Z0-9]))*"
                       "(?::[0-9]+)?/)?"
                       "[a-z0-9]+(?:(?:[._]|__|[-]*)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|[-]*)[a-z0-9]+)*)*"
                       "(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?"
                       "(?:@[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,})?$"));
    if (value.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it is empty");
    if (value.size() > 512)
        return QCoreApplication::translate("aisb::Validation", "it is longer than 512 characters");
    const QString bad = firstBadChar(value, [](char16_t u) {
        return isAlnum(u) || u == '.' || u == '_' || u == '-' || u == '/' || u == ':' || u == '@';
    });
    if (!bad.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it contains %1").arg(bad);
    if (!ref.match(value).hasMatch())
        return QCoreApplication::translate(
            "aisb::Validation",
            "it is not an image reference of the form [registry/]name[:tag][@digest] with a lower-case name");
    return {};
}

namespace {
// Free text that no shell sees (one argv element, one env value): printable, no line breaks,
// no invisible or direction-changing characters.
QString printableText(const QString &value)
{
    if (value.size() > kMaxValue)
        return QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
            .arg(kMaxValue);
    const QString bad = firstBadChar(
        value, [](char16_t u) { return (u >= 0x20 || u == '\t') && u != 0x7f && !isBidiOrInvisible(u); });
    if (!bad.isEmpty())
        return QCoreApplication::translate("aisb::Validation", "it contains %1").arg(bad);
    return {};
}

} // namespace

QString envValue(const QString &value)
{
    return printableText(value);
}

QString commandArgument(const QString &value)
{
    return printableText(value);
}

} // namespace Grammar

qint64 parseSize(const QString &value)
{
    static const QRegularExpression re(QStringLiteral("^([0-9]{1,15})([bBkKmMgGtT]?)$"));
    const QRegularExpressionMatch m = re.match(value);
    if (!m.hasMatch())
        return -1;
    qint64 n = m.captured(1).toLongLong();
    int shift = 0;
    switch (m.captured(2).toLower().isEmpty() ? u'b' : m.captured(2).toLower().at(0).unicode()) {
    case u'k':
        shift = 10;
        break;
    case u'm':
        shift = 20;
        break;
    case u'g':
        shift = 30;
        break;
    case u't':
        shift = 40;
        break;
    default:
        break;
    }
    if (shift > 0 && n > (std::numeric_limits<qint64>::max() >> shift))
        return -1;
    return n << shift;
}

qint64 parseDurationMs(const QString &value)
{
    static const QRegularExpression re(QStringLiteral("^([0-9]{1,9})(ms|s|m|h)?$"));
    const QRegularExpressionMatch m = re.match(value);
    if (!m.hasMatch())
        return -1;
    const qint64 n = m.captured(1).toLongLong();
    const QString unit = m.captured(2);
    if (unit == QLatin1String("ms"))
        return n;
    if (unit == QLatin1String("m"))
        return n * 60 * 1000;
    if (unit == QLatin1String("h"))
        return n * 3600 * 1000;
    return n * 1000;
}

bool isReservedMountTarget(const QString &target)
{
    // Trees: the target and everything below it. The root phase of the entrypoint runs programs
    // from /usr and /bin, reads /etc (ld.so.preload, passwd, nsswitch), and the sandbox's own
    // mounts live on /project, /run, /tmp and /home/sandbox.
    static const QStringList trees = {
        QStringLiteral("/project"), QStringLiteral("/etc"),   QStringLiteral("/usr"),
        QStringLiteral("/bin"),     QStringLiteral("/sbin"),  QStringLiteral("/lib"),
        QStringLiteral("/lib32"),   QStringLiteral("/lib64"), QStringLiteral("/libx32"),
        QStringLiteral("/var"),     QStringLiteral("/run"),   QStringLiteral("/tmp"),
        QStringLiteral("/proc"),    QStringLiteral("/sys"),   QStringLiteral("/dev"),
        QStringLiteral("/root"),    QStringLiteral("/boot"),  QStringLiteral("/home/sandbox")};
    const QString clean = QDir::cleanPath(target);
    if (clean == QLatin1String("/") || clean == QLatin1String("/home"))
        return true;
    for (const QString &t : trees) {
        if (clean == t || clean.startsWith(t + QLatin1Char('/')))
            return true;
    }
    return false;
}

namespace {

using Add = std::function<void(const QString &field, const QString &message)>;

// image.*: the base, packages, harness and extra certificate authorities.
void validateImage(const Policy &policy, const QString &projectDir, const Add &add)
{
    if (const QString e = Grammar::imageReference(policy.image.base); !e.isEmpty())
        add(QStringLiteral("image.base"),
            QCoreApplication::translate("aisb::Validation",
                                        "The base image %1 is not usable: %2. Use a reference such as "
                                        "localhost/ai-sandbox-base:trixie.")
                .arg(shown(policy.image.base), e));
    for (qsizetype i = 0; i < policy.image.packages.size(); ++i) {
        if (const QString e = Grammar::packageName(policy.image.packages[i]); !e.isEmpty())
            add(listField(QStringLiteral("image.packages"), i),
                QCoreApplication::translate("aisb::Validation",
                                            "The package %1 is not a Debian package name: %2. Write a name "
                                            "such as ripgrep, optionally "
                                            "with =version.")
                    .arg(shown(policy.image.packages[i]), e));
    }
    if (!isKnownHarness(policy.image.harness))
        add(QStringLiteral("image.harness"),
            QCoreApplication::translate(
                "aisb::Validation",
                "The harness %1 is unknown. Choose one of pi, claude, codex, shell or tools.")
                .arg(shown(policy.image.harness)));

    for (qsizetype i = 0; i < policy.image.caCertificates.size(); ++i) {
        const QString &c = policy.image.caCertificates[i];
        // The file's content goes into the build context; its name into a file name there.
        QString e;
        if (CaCertificates::isHostEntry(c)) {
            // "host": each of the host's extra authorities must be a usable certificate file.
            if (!projectDir.isEmpty()) {
                for (const QString &file : CaCertificates::hostFiles()) {
                    if (const QString why = pemCertificateFile(file); !why.isEmpty())
                        e += (e.isEmpty() ? QString() : QStringLiteral("; ")) +
                             shown(QFileInfo(file).fileName()) + QLatin1Char(' ') + why;
                }
            }
            if (!e.isEmpty())
                add(listField(QStringLiteral("image.ca_certificates"), i),
                    QCoreApplication::translate(
                        "aisb::Validation",
                        "image.ca_certificates[%1] \"host\" takes every *.crt in %2, and one is not usable: "
                        "%3. "
                        "Fix or remove that file (update-ca-certificates would read it too), or name the "
                        "certificate files one by one instead of \"host\".")
                        .arg(i)
                        .arg(CaCertificates::hostDirectory(), e));
            continue;
        }
        if (c.isEmpty() || !c.startsWith(QLatin1Char('/')))
            e = QCoreApplication::translate("aisb::Validation", "it is not an absolute host path");
        else if (c.size() > kMaxValue)
            e = QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
                    .arg(kMaxValue);
        else if (const QString bad = firstBadChar(c, isPathChar); !bad.isEmpty())
            e = QCoreApplication::translate("aisb::Validation", "it contains %1").arg(bad);
        else if (QDir::cleanPath(c) != c)
            e = QCoreApplication::translate("aisb::Validation", "it is not normalised; write %1")
                    .arg(shown(QDir::cleanPath(c)));
        else if (!projectDir.isEmpty())
            e = pemCertificateFile(c);
        if (!e.isEmpty())
            add(listField(QStringLiteral("image.ca_certificates"), i),
                QCoreApplication::translate(
                    "aisb::Validation",
                    "image.ca_certificates[%1] %2 is not usable: %3. Name a readable PEM certificate file "
                    "on this machine (one with -----BEGIN CERTIFICATE-----), such as "
                    "/usr/local/share/ca-certificates/corporate.crt, write \"host\" for the authorities "
                    "this machine trusts, or remove the entry.")
                    .arg(i)
                    .arg(shown(c), e));
    }
}

// run.*: the command and the working folder.
void validateRun(const Policy &policy, const Add &add)
{
    for (qsizetype i = 0; i < policy.run.command.size(); ++i) {
        if (const QString e = Grammar::commandArgument(policy.run.command[i]); !e.isEmpty())
            add(listField(QStringLiteral("run.command"), i),
                QCoreApplication::translate("aisb::Validation",
                                            "The command argument %1 is not allowed: %2. Put complex "
                                            "commands in a script inside the project.")
                    .arg(shown(policy.run.command[i]), e));
    }
    if (!policy.run.command.isEmpty() && policy.run.command.first().isEmpty())
        add(listField(QStringLiteral("run.command"), 0),
            QCoreApplication::translate("aisb::Validation",
                                        "The command is empty. Name the program to run first, or remove "
                                        "run.command to use the harness's command."));
    if (const QString e = Grammar::containerPath(policy.run.workdir); !e.isEmpty())
        add(QStringLiteral("run.workdir"),
            QCoreApplication::translate(
                "aisb::Validation",
                "The working directory %1 is not usable: %2. Use an absolute path such as "
                "/project.")
                .arg(shown(policy.run.workdir), e));
}

// network.*: the allowlist, the ports and the local services.
void validateNetwork(const Policy &policy, const Add &add)
{
    for (qsizetype i = 0; i < policy.network.allow.size(); ++i) {
        if (const QString e = Grammar::hostName(policy.network.allow[i]); !e.isEmpty())
            add(listField(QStringLiteral("network.allow"), i),
                QCoreApplication::translate("aisb::Validation",
                                            "The allowed host %1 is not a host name: %2. Write example.com "
                                            "for one host or .example.com "
                                            "for it and its subdomains.")
                    .arg(shown(policy.network.allow[i]), e));
    }
    for (qsizetype i = 0; i < policy.network.ports.size(); ++i) {
        if (policy.network.ports[i] == 0)
            add(listField(QStringLiteral("network.ports"), i),
                QCoreApplication::translate("aisb::Validation",
                                            "Port 0 is not a port. Use a number from 1 to 65535."));
    }
    for (qsizetype i = 0; i < policy.network.local.size(); ++i) {
        const LocalService &s = policy.network.local[i];
        const QString field = listField(QStringLiteral("network.local"), i);
        for (qsizetype j = 0; j < i; ++j) {
            if (policy.network.local[j].name.compare(s.name, Qt::CaseInsensitive) == 0)
                add(field, QCoreApplication::translate(
                               "aisb::Validation",
                               "The local service name %1 is listed twice. Keep one entry per name.")
                               .arg(shown(s.name)));
        }
        QString e = Grammar::hostName(s.name);
        if (e.isEmpty() && s.name.startsWith(QLatin1Char('.')))
            e = QCoreApplication::translate("aisb::Validation", "it starts with a dot");
        if (!e.isEmpty())
            add(field, QCoreApplication::translate("aisb::Validation",
                                                   "The local service name %1 is not a host name: %2. Use a "
                                                   "name such as testserver.internal.")
                           .arg(shown(s.name), e));
        if (const QString ae = ipLiteral(s.address); !ae.isEmpty())
            add(field, QCoreApplication::translate("aisb::Validation",
                                                   "The address %1 of local service %2 is not an IP address: "
                                                   "%3. Write e.g. 127.0.0.1 or ::1.")
                           .arg(shown(s.address), shown(s.name), ae));
        if (s.port == 0)
            add(field,
                QCoreApplication::translate(
                    "aisb::Validation", "The port of local service %1 is 0. Use a number from 1 to 65535.")
                    .arg(shown(s.name)));
    }
}

// env.*: pass-through names, set values and secrets.
void validateEnvironment(const Policy &policy, const Add &add)
{
    for (qsizetype i = 0; i < policy.env.pass.size(); ++i) {
        if (const QString e = Grammar::envPattern(policy.env.pass[i]); !e.isEmpty())
            add(listField(QStringLiteral("env.pass"), i),
                QCoreApplication::translate("aisb::Validation",
                                            "The variable %1 cannot be passed: %2. Write a name such as TERM "
                                            "or a pattern such as AWS_*.")
                    .arg(shown(policy.env.pass[i]), e));
    }
    for (auto it = policy.env.set.cbegin(); it != policy.env.set.cend(); ++it) {
        const QString ne = Grammar::envName(it.key());
        const QString field =
            ne.isEmpty() ? QStringLiteral("env.set.") + it.key() : QStringLiteral("env.set");
        if (!ne.isEmpty())
            add(field, QCoreApplication::translate(
                           "aisb::Validation",
                           "The variable name %1 is not valid: %2. Use letters, digits and '_', e.g. EDITOR.")
                           .arg(shown(it.key()), ne));
        if (const QString ve = Grammar::envValue(it.value()); !ve.isEmpty())
            add(field,
                QCoreApplication::translate("aisb::Validation",
                                            "The value of %1 is not allowed: %2. Use a single line of text.")
                    .arg(shown(it.key()), ve));
    }
    for (qsizetype i = 0; i < policy.env.secrets.size(); ++i) {
        if (const QString e = Grammar::envPattern(policy.env.secrets[i]); !e.isEmpty())
            add(listField(QStringLiteral("env.secrets"), i),
                QCoreApplication::translate("aisb::Validation",
                                            "The secret name %1 is not valid: %2. Write a name such as "
                                            "GITHUB_TOKEN or a pattern such as AWS_*.")
                    .arg(shown(policy.env.secrets[i]), e));
    }
}

// limits.* and session.*: sizes, counts and times within their ranges.
void validateLimits(const Policy &policy, const Add &add)
{
    auto checkSize = [&](const QString &field, const QString &value, qint64 minimum, const QString &minText) {
        if (value.isEmpty())
            return; // no limit / podman's default
        if (const QString e = Grammar::size(value); !e.isEmpty())
            add(field, QCoreApplication::translate("aisb::Validation", "The size %1 is not valid: %2.")
                           .arg(shown(value), e));
        else if (parseSize(value) < minimum)
            add(field,
                QCoreApplication::translate("aisb::Validation", "The size %1 is too small: use at least %2.")
                    .arg(shown(value), minText));
    };
    checkSize(QStringLiteral("limits.memory"), policy.limits.memory, qint64(6) << 20, QStringLiteral("6m"));
    if (!std::isfinite(policy.limits.cpus) || policy.limits.cpus < 0 || policy.limits.cpus > 1024)
        add(QStringLiteral("limits.cpus"),
            QCoreApplication::translate(
                "aisb::Validation",
                "limits.cpus must be 0 (no limit) or a number above 0 up to 1024, e.g. 2."));
    if (policy.limits.pids < 0 || policy.limits.pids > 4194304)
        add(QStringLiteral("limits.pids"),
            QCoreApplication::translate(
                "aisb::Validation", "limits.pids must be 0 (no limit) or a number up to 4194304, e.g. 512."));
    checkSize(QStringLiteral("limits.tmp_size"), policy.limits.tmpSize, qint64(1) << 20,
              QStringLiteral("1m"));
    if (policy.limits.execTimeoutSec < 0 || policy.limits.execTimeoutSec > 86400)
        add(QStringLiteral("limits.exec_timeout"),
            QCoreApplication::translate(
                "aisb::Validation", "limits.exec_timeout must be from 0 (no timeout) to 24h, e.g. \"30s\"."));

    if (policy.session.recordMaxMb < 1 || policy.session.recordMaxMb > 102400)
        add(QStringLiteral("session.record_max_mb"),
            QCoreApplication::translate(
                "aisb::Validation", "session.record_max_mb must be from 1 to 102400 (MiB), e.g. "
                                    "record_max_mb = 64. To record nothing, set session.record = false."));
}

// mounts.*: masked, read-only and extra mounts.
void validateMounts(const Policy &policy, const QString &projectDir, const Add &add)
{
    for (qsizetype i = 0; i < policy.mounts.masked.size(); ++i) {
        if (const QString e = Grammar::projectRelativePath(policy.mounts.masked[i]); !e.isEmpty())
            add(listField(QStringLiteral("mounts.masked"), i),
                QCoreApplication::translate("aisb::Validation",
                                            "The masked path %1 is not usable: %2. Write a path inside the "
                                            "project such as .env or secrets/.")
                    .arg(shown(policy.mounts.masked[i]), e));
    }
    for (qsizetype i = 0; i < policy.mounts.readOnly.size(); ++i) {
        if (const QString e = Grammar::projectRelativePath(policy.mounts.readOnly[i]); !e.isEmpty())
            add(listField(QStringLiteral("mounts.read_only"), i),
                QCoreApplication::translate("aisb::Validation",
                                            "The read-only path %1 is not usable: %2. Write a path inside "
                                            "the project such as .git/hooks.")
                    .arg(shown(policy.mounts.readOnly[i]), e));
    }
    for (qsizetype i = 0; i < policy.mounts.extra.size(); ++i) {
        const ExtraMount &m = policy.mounts.extra[i];
        const QString field = listField(QStringLiteral("mounts.extra"), i);
        // The host side has the same character rules as a container path (it ends up in a --mount
        // option), but may be anywhere on the host.
        QString se;
        if (m.source.isEmpty() || !m.source.startsWith(QLatin1Char('/')))
            se = QCoreApplication::translate("aisb::Validation", "it is not an absolute host path");
        else if (m.source.size() > kMaxValue)
            se = QCoreApplication::translate("aisb::Validation", "it is longer than %1 characters")
                     .arg(kMaxValue);
        else if (const QString bad = firstBadChar(m.source, isPathChar); !bad.isEmpty())
            se = QCoreApplication::translate("aisb::Validation", "it contains %1").arg(bad);
        else if (QDir::cleanPath(m.source) != m.source)
            se = QCoreApplication::translate("aisb::Validation", "it is not normalised; write %1")
                     .arg(shown(QDir::cleanPath(m.source)));
        else if (m.source.contains(QLatin1String("/-")))
            se = QCoreApplication::translate("aisb::Validation", "a part of it starts with '-'");
        else if (m.source == QLatin1String("/"))
            se = QCoreApplication::translate("aisb::Validation", "it is the whole host file system");
        else if (!projectDir.isEmpty() && !QFileInfo::exists(m.source))
            se = QCoreApplication::translate("aisb::Validation", "it does not exist on this machine");
        if (!se.isEmpty())
            add(field,
                QCoreApplication::translate(
                    "aisb::Validation",
                    "The mount source %1 is not usable: %2. Name an existing folder or file on this machine.")
                    .arg(shown(m.source), se));
        QString te = Grammar::containerPath(m.target);
        if (te.isEmpty() && m.target == QLatin1String("/"))
            te = QCoreApplication::translate("aisb::Validation", "it is the container's root");
        if (te.isEmpty() && isReservedMountTarget(m.target))
            te = QCoreApplication::translate(
                "aisb::Validation",
                "the sandbox itself relies on it (/, /project, /etc, /usr, /bin, /sbin, /lib*, /var, /run, "
                "/tmp, /proc, /sys, /dev, /home, /root, /boot and everything below them are reserved)");
        for (qsizetype j = 0; te.isEmpty() && j < i; ++j) {
            if (policy.mounts.extra[j].target == m.target)
                te = QCoreApplication::translate("aisb::Validation", "another extra mount already uses it");
        }
        if (!te.isEmpty())
            add(field,
                QCoreApplication::translate(
                    "aisb::Validation",
                    "mounts.extra target %1 is not usable: %2. Use an absolute path of its own such as "
                    "/data or /opt/tool.")
                    .arg(shown(m.target), te));
    }
}

// credentials: [[credentials]] rules (issue 19). Names, hosts, headers and formats end up in the
// gate's squid.conf and in podman resource names: strict grammars, no quoting needed anywhere.
void validateCredentials(const Policy &policy, const Add &add)
{
    static const QRegularExpression ruleName(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$"));
    static const QRegularExpression token(QStringLiteral("^[A-Za-z0-9!#$&'*+.^_`|~-]{1,128}$"));
    static const QRegularExpression keyringName(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.@-]{0,127}$"));
    for (qsizetype i = 0; i < policy.credentials.size(); ++i) {
        const Policy::Credential &rule = policy.credentials[i];
        const Policy::Credential c = Credentials::effective(rule);
        const QString f = listField(QStringLiteral("credentials"), i);
        const auto field = [&](const char *key) -> QString {
            return f + QLatin1Char('.') + QLatin1String(key);
        };
        if (!ruleName.match(c.name).hasMatch())
            add(field("name"),
                QCoreApplication::translate(
                    "aisb::Validation", "The credential rule name %1 is not valid. Write 1 to 63 letters, "
                                        "digits, '-' or '_', starting with a letter or digit, e.g. "
                                        "name = \"anthropic\".")
                    .arg(shown(c.name)));
        for (qsizetype j = 0; j < i; ++j) {
            if (policy.credentials[j].name.compare(c.name, Qt::CaseInsensitive) == 0)
                add(field("name"),
                    QCoreApplication::translate(
                        "aisb::Validation",
                        "The credential rule name %1 is used twice. Give each rule its own name.")
                        .arg(shown(c.name)));
        }
        if (!rule.preset.isEmpty() && !Credentials::preset(rule.preset))
            add(field("preset"),
                QCoreApplication::translate(
                    "aisb::Validation", "There is no credential preset %1. Use one of %2, or leave preset "
                                        "out and write host, header and format.")
                    .arg(shown(rule.preset), Credentials::presetNames().join(QStringLiteral(", "))));
        QString he = c.host.isEmpty() ? QCoreApplication::translate("aisb::Validation", "it is empty")
                                      : Grammar::hostName(c.host);
        if (he.isEmpty() && c.host.startsWith(QLatin1Char('.')))
            he = QCoreApplication::translate(
                "aisb::Validation", "it starts with a dot (the gate adds a credential for one host)");
        if (!he.isEmpty())
            add(field("host"), QCoreApplication::translate("aisb::Validation",
                                                           "The credential host %1 is not a host name: %2. "
                                                           "Write one host, e.g. host = \"api.example.com\".")
                                   .arg(shown(c.host), he));
        if (!token.match(c.header).hasMatch())
            add(field("header"),
                QCoreApplication::translate("aisb::Validation",
                                            "The credential header %1 is not a header name. Write a name "
                                            "such as header = \"Authorization\" or \"x-api-key\".")
                    .arg(shown(c.header)));
        else if (Credentials::isForbiddenHeader(c.header))
            add(field("header"),
                QCoreApplication::translate("aisb::Validation",
                                            "The gate does not set the header %1: it decides where or how a "
                                            "request goes. Use the header the API reads its key from, e.g. "
                                            "Authorization.")
                    .arg(shown(c.header)));
        QString fe = Grammar::envValue(c.format);
        if (fe.isEmpty()) {
            for (const QChar ch : c.format) {
                if (ch.unicode() < 0x20 || ch.unicode() > 0x7e || ch == QLatin1Char('"') ||
                    ch == QLatin1Char('\\') || ch == QLatin1Char('%')) {
                    fe = describeChar(ch);
                    break;
                }
            }
        }
        if (fe.isEmpty())
            fe = Credentials::formatError(c.format);
        if (!fe.isEmpty())
            add(field("format"),
                QCoreApplication::translate(
                    "aisb::Validation",
                    "The credential format %1 is not allowed: %2. Write the header's value with {value} "
                    "where the secret goes, e.g. format = \"Bearer {value}\", or for HTTP Basic "
                    "format = \"Basic {base64:USER:{value}}\" (printable ASCII, no '\"', '\\' or '%').")
                    .arg(shown(c.format), fe));
        const QString arg = Credentials::sourceArgument(c.source);
        QString se;
        switch (Credentials::sourceKind(c.source)) {
        case Credentials::SourceKind::Invalid:
            se = QCoreApplication::translate("aisb::Validation",
                                             "it does not start with env:, command: or keyring:");
            break;
        case Credentials::SourceKind::Env:
            se = Grammar::envName(arg);
            break;
        case Credentials::SourceKind::Keyring:
            if (!keyringName.match(arg).hasMatch())
                se = QCoreApplication::translate(
                    "aisb::Validation", "the keyring name must be letters, digits, '.', '_', '@' or '-'");
            break;
        case Credentials::SourceKind::Command:
            se = arg.trimmed().isEmpty()
                     ? QCoreApplication::translate("aisb::Validation", "the command is empty")
                     : Grammar::commandArgument(arg);
            break;
        }
        if (!se.isEmpty())
            add(field("source"),
                QCoreApplication::translate("aisb::Validation",
                                            "The credential source %1 is not valid: %2. Write env:NAME (a "
                                            "variable of this computer), command:PROGRAM ARGS (run here at "
                                            "session start, e.g. command:gh auth token) or keyring:NAME.")
                    .arg(shown(c.source), se));
        QStringList names = c.env;
        if (!c.baseUrlEnv.isEmpty())
            names << c.baseUrlEnv;
        for (const QString &name : names) {
            if (const QString e = Grammar::envName(name); !e.isEmpty())
                add(field(name == c.baseUrlEnv ? "base_url_env" : "env"),
                    QCoreApplication::translate("aisb::Validation",
                                                "The variable name %1 is not valid: %2. Use letters, digits "
                                                "and '_', e.g. ANTHROPIC_API_KEY.")
                        .arg(shown(name), e));
        }
    }
}

// A github-git rule points the sandbox's git at its endpoint through GIT_CONFIG_COUNT /
// GIT_CONFIG_KEY_n / GIT_CONFIG_VALUE_n (Render::credentialEnvironment). env.set's own entries are
// kept (the rules' come after them, the count is their sum); what cannot be merged is refused.
void validateGitConfigEnvironment(const Policy &policy, const Add &add)
{
    if (!Credentials::setsGitConfig(policy))
        return;
    static const QRegularExpression indexed(QStringLiteral("^GIT_CONFIG_(KEY|VALUE)_(\\d+)$"));
    for (qsizetype i = 0; i < policy.env.pass.size(); ++i) {
        const QString &p = policy.env.pass[i];
        if (p == QLatin1String("GIT_CONFIG_COUNT") || indexed.match(p).hasMatch())
            add(listField(QStringLiteral("env.pass"), i),
                QCoreApplication::translate(
                    "aisb::Validation",
                    "%1 cannot be passed: a github-git credential rule sets git's environment "
                    "configuration (GIT_CONFIG_COUNT, GIT_CONFIG_KEY_n, GIT_CONFIG_VALUE_n). Set the "
                    "entries you need in env.set instead (GIT_CONFIG_COUNT and its keys and values): "
                    "they are kept, the rule's come after them.")
                    .arg(shown(p)));
    }
    const QString countText = policy.env.set.value(QStringLiteral("GIT_CONFIG_COUNT"));
    bool ok = true;
    const int count = policy.env.set.contains(QStringLiteral("GIT_CONFIG_COUNT")) ? countText.toInt(&ok) : 0;
    if (!ok || count < 0 || count > 100) {
        add(QStringLiteral("env.set.GIT_CONFIG_COUNT"),
            QCoreApplication::translate("aisb::Validation",
                                        "GIT_CONFIG_COUNT %1 is not a number of entries from 0 to 100. "
                                        "Write the number of GIT_CONFIG_KEY_n/GIT_CONFIG_VALUE_n pairs "
                                        "env.set holds (a github-git credential rule adds its own after "
                                        "them).")
                .arg(shown(countText)));
        return;
    }
    for (auto it = policy.env.set.cbegin(); it != policy.env.set.cend(); ++it) {
        const QRegularExpressionMatch m = indexed.match(it.key());
        if (m.hasMatch() && m.captured(2).toInt() >= count)
            add(QStringLiteral("env.set.") + it.key(),
                QCoreApplication::translate(
                    "aisb::Validation",
                    "%1 is beyond GIT_CONFIG_COUNT (%2) and would clash with the entries a github-git "
                    "credential rule adds after them. Set GIT_CONFIG_COUNT to the number of your entries, "
                    "numbered from 0.")
                    .arg(shown(it.key()))
                    .arg(count));
    }
    for (int n = 0; n < count; ++n)
        for (const char *kind : {"KEY", "VALUE"}) {
            const QString name = QStringLiteral("GIT_CONFIG_%1_%2").arg(QLatin1String(kind)).arg(n);
            if (!policy.env.set.contains(name))
                add(QStringLiteral("env.set.GIT_CONFIG_COUNT"),
                    QCoreApplication::translate(
                        "aisb::Validation", "GIT_CONFIG_COUNT is %1 but %2 is not set. Set it in env.set, "
                                            "or lower GIT_CONFIG_COUNT.")
                        .arg(count)
                        .arg(name));
        }
}

} // namespace

QList<PolicyIssue> validate(const Policy &policy, const QString &projectDir)
{
    QList<PolicyIssue> issues;
    auto add = [&issues](const QString &field, const QString &message) { issues.append({field, message}); };
    validateImage(policy, projectDir, add);
    validateRun(policy, add);
    validateNetwork(policy, add);
    validateEnvironment(policy, add);
    validateLimits(policy, add);
    validateMounts(policy, projectDir, add);
    validateCredentials(policy, add);
    validateGitConfigEnvironment(policy, add);
    return issues;
}

} // namespace aisb
