// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/policylayers.h"
#include "policy/validation.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace aisb;

namespace {

bool namesField(const QList<PolicyIssue> &issues, const QString &key)
{
    for (const PolicyIssue &i : issues) {
        if (i.field == key || i.field.startsWith(key + QLatin1Char('[')) ||
            i.field.startsWith(key + QLatin1Char('.')))
            return true;
    }
    return false;
}

QString describe(const QList<PolicyIssue> &issues)
{
    QStringList out;
    for (const PolicyIssue &i : issues)
        out.append(i.field + QStringLiteral(": ") + i.message);
    return out.join(QLatin1Char('\n'));
}

struct Payload
{
    const char *tag;
    QString value;
};

QList<Payload> hostilePayloads()
{
    return {
        {"newline", QStringLiteral("a\nb")},
        {"carriage-return", QStringLiteral("a\rb")},
        {"tab", QStringLiteral("a\tb")},
        {"space", QStringLiteral("a b")},
        {"double-quote", QStringLiteral("a\"b")},
        {"single-quote", QStringLiteral("a'b")},
        {"flag", QStringLiteral("--privileged")},
        {"semicolon", QStringLiteral("a;b")},
        {"command-substitution", QStringLiteral("$(id)")},
        {"backticks", QStringLiteral("`id`")},
        {"nul", QString(QStringLiteral("a")) + QChar(u'\0') + QStringLiteral("b")},
        {"10k", QString(10000, QLatin1Char('a'))},
        {"cyrillic-a", QStringLiteral("ex") + QChar(0x0430) + QStringLiteral("mple.com")},
        {"fullwidth", QString(QChar(0xff45)) + QChar(0xff58) + QChar(0xff41)},
        {"rtl-override", QStringLiteral("a") + QChar(0x202e) + QStringLiteral("b")},
    };
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QVERIFY(QDir().mkpath(m_tmp.filePath(QStringLiteral("data"))));
        QVERIFY(QFile::copy(QStringLiteral(AISB_SOURCE_DIR "/tests/data/ca/test-ca.crt"),
                            m_tmp.filePath(QStringLiteral("ca.crt"))));
    }

    void caCertificates()
    {
        const QString pem = m_tmp.filePath(QStringLiteral("ca.crt"));
        const QString notPem = m_tmp.filePath(QStringLiteral("data/notes.crt"));
        QFile f(notPem);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write("not a certificate\n") > 0);
        f.close();
        Policy p = defaultPolicy();
        p.image.caCertificates = {pem,
                                  QStringLiteral("relative/ca.crt"),
                                  m_tmp.filePath(QStringLiteral("missing.crt")),
                                  m_tmp.filePath(QStringLiteral("data")),
                                  notPem,
                                  m_tmp.path() + QStringLiteral("/data/../ca.crt")};
        const QList<PolicyIssue> issues = validate(p, m_tmp.path());
        QStringList fields;
        for (const PolicyIssue &i : issues) {
            fields.append(i.field);
            // The message names the entry and says what to write instead.
            QVERIFY2(i.message.contains(i.field), qPrintable(i.message));
            QVERIFY2(i.message.contains(QLatin1String("BEGIN CERTIFICATE")), qPrintable(i.message));
        }
        QCOMPARE(fields, (QStringList{QStringLiteral("image.ca_certificates[1]"),
                                      QStringLiteral("image.ca_certificates[2]"),
                                      QStringLiteral("image.ca_certificates[3]"),
                                      QStringLiteral("image.ca_certificates[4]"),
                                      QStringLiteral("image.ca_certificates[5]")}));
        QVERIFY(issues.at(0).message.contains(QLatin1String("absolute")));
        QVERIFY(issues.at(1).message.contains(QLatin1String("does not exist")));
        QVERIFY(issues.at(2).message.contains(QLatin1String("not a regular file")));
        QVERIFY(issues.at(3).message.contains(QLatin1String("not a PEM certificate")));
        QVERIFY(issues.at(4).message.contains(QLatin1String("normalised")));
        // The host is looked at only when a project dir is given.
        QCOMPARE(validate(p).size(), 2);
        // Unreadable (when not root: root reads anything).
        if (::geteuid() != 0) {
            const QString locked = m_tmp.filePath(QStringLiteral("locked.crt"));
            QVERIFY(QFile::copy(pem, locked));
            QVERIFY(QFile::setPermissions(locked, QFile::WriteOwner));
            Policy q = defaultPolicy();
            q.image.caCertificates = {locked};
            const QList<PolicyIssue> li = validate(q, m_tmp.path());
            QCOMPARE(li.size(), 1);
            QVERIFY2(li.at(0).message.contains(QLatin1String("cannot be read")),
                     qPrintable(li.at(0).message));
        }
        Policy ok = defaultPolicy();
        ok.image.caCertificates = {pem};
        QVERIFY2(validate(ok, m_tmp.path()).isEmpty(), qPrintable(describe(validate(ok, m_tmp.path()))));
    }

    void defaultPolicyIsValid()
    {
        const QList<PolicyIssue> issues = validate(defaultPolicy(), m_tmp.path());
        QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
    }

    void hostName_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("valid");
        QTest::newRow("simple") << QStringLiteral("example.com") << true;
        QTest::newRow("subdomains") << QStringLiteral(".example.com") << true;
        QTest::newRow("single label") << QStringLiteral("localhost") << true;
        QTest::newRow("digits and dash") << QStringLiteral("a-1.b2.io") << true;
        QTest::newRow("ipv4") << QStringLiteral("192.168.1.10") << true;
        QTest::newRow("63-char label") << QString(63, QLatin1Char('a')) + QStringLiteral(".com") << true;
        QTest::newRow("64-char label") << QString(64, QLatin1Char('a')) + QStringLiteral(".com") << false;
        QTest::newRow("253 total")
            << QString(QString(61, QLatin1Char('a')) + QStringLiteral(".")).repeated(4) + QStringLiteral("b")
            << true;
        QTest::newRow("255 total")
            << QString(QString(63, QLatin1Char('a')) + QStringLiteral(".")).repeated(4).left(255) << false;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("leading dash") << QStringLiteral("-a.com") << false;
        QTest::newRow("trailing dash label") << QStringLiteral("a-.com") << false;
        QTest::newRow("two leading dots") << QStringLiteral("..a.com") << false;
        QTest::newRow("double dot") << QStringLiteral("a..com") << false;
        QTest::newRow("trailing dot") << QStringLiteral("a.com.") << false;
        QTest::newRow("wildcard") << QStringLiteral("*.a.com") << false;
        QTest::newRow("underscore") << QStringLiteral("a_b.com") << false;
        QTest::newRow("bad ipv4") << QStringLiteral("256.1.1.1") << false;
        QTest::newRow("ipv4 leading zero") << QStringLiteral("01.1.1.1") << false;
        QTest::newRow("dotted ipv4") << QStringLiteral(".1.2.3.4") << false;
        QTest::newRow("port") << QStringLiteral("a.com:443") << false;
        QTest::newRow("url") << QStringLiteral("https://a.com") << false;
        QTest::newRow("cyrillic") << QStringLiteral("ex") + QChar(0x0430) + QStringLiteral("mple.com")
                                  << false;
    }
    void hostName()
    {
        QFETCH(QString, value);
        QFETCH(bool, valid);
        const QString why = Grammar::hostName(value);
        QVERIFY2(why.isEmpty() == valid, qPrintable(why));
    }

    void envNames_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("name");
        QTest::addColumn<bool>("pattern");
        QTest::newRow("plain") << QStringLiteral("HOME") << true << true;
        QTest::newRow("underscore first") << QStringLiteral("_X1") << true << true;
        QTest::newRow("lower") << QStringLiteral("my_var") << true << true;
        QTest::newRow("glob") << QStringLiteral("AWS_*") << false << true;
        QTest::newRow("only star") << QStringLiteral("*") << false << false;
        QTest::newRow("digit first") << QStringLiteral("1X") << false << false;
        QTest::newRow("dash") << QStringLiteral("A-B") << false << false;
        QTest::newRow("equals") << QStringLiteral("A=B") << false << false;
        QTest::newRow("empty") << QString() << false << false;
        QTest::newRow("256 chars") << QString(256, QLatin1Char('A')) << false << false;
    }
    void envNames()
    {
        QFETCH(QString, value);
        QFETCH(bool, name);
        QFETCH(bool, pattern);
        QCOMPARE(Grammar::envName(value).isEmpty(), name);
        QCOMPARE(Grammar::envPattern(value).isEmpty(), pattern);
    }

    void packageName_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("valid");
        QTest::newRow("plain") << QStringLiteral("ripgrep") << true;
        QTest::newRow("plus") << QStringLiteral("g++") << true;
        QTest::newRow("dots") << QStringLiteral("libqt6core6.4") << true;
        QTest::newRow("version") << QStringLiteral("git=1:2.39.2-1") << true;
        QTest::newRow("tilde version") << QStringLiteral("nodejs=20.19.2+dfsg~1-1") << true;
        QTest::newRow("one char") << QStringLiteral("a") << false;
        QTest::newRow("upper") << QStringLiteral("Git") << false;
        QTest::newRow("leading dash") << QStringLiteral("-y") << false;
        QTest::newRow("leading plus") << QStringLiteral("+x") << false;
        QTest::newRow("empty version") << QStringLiteral("git=") << false;
        QTest::newRow("letter version") << QStringLiteral("git=latest") << false;
        QTest::newRow("two equals") << QStringLiteral("git=1=2") << false;
        QTest::newRow("arch") << QStringLiteral("git:amd64") << false;
        QTest::newRow("slash release") << QStringLiteral("git/bookworm") << false;
    }
    void packageName()
    {
        QFETCH(QString, value);
        QFETCH(bool, valid);
        QCOMPARE(Grammar::packageName(value).isEmpty(), valid);
    }

    void sizes_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<bool>("valid");
        QTest::newRow("bytes") << QStringLiteral("1024") << qint64(1024) << true;
        QTest::newRow("k") << QStringLiteral("100k") << qint64(100 * 1024) << true;
        QTest::newRow("m") << QStringLiteral("512m") << qint64(512) * 1024 * 1024 << true;
        QTest::newRow("G") << QStringLiteral("4G") << (qint64(4) << 30) << true;
        QTest::newRow("b") << QStringLiteral("10b") << qint64(10) << true;
        QTest::newRow("zero") << QStringLiteral("0") << qint64(0) << false;
        QTest::newRow("too large") << QStringLiteral("17t") << (qint64(17) << 40) << false;
        QTest::newRow("negative") << QStringLiteral("-1m") << qint64(-1) << false;
        QTest::newRow("fraction") << QStringLiteral("1.5g") << qint64(-1) << false;
        QTest::newRow("unit word") << QStringLiteral("4gb") << qint64(-1) << false;
        QTest::newRow("space") << QStringLiteral("4 g") << qint64(-1) << false;
        QTest::newRow("overflow") << QStringLiteral("999999999999999t") << qint64(-1) << false;
        QTest::newRow("empty") << QString() << qint64(-1) << false;
    }
    void sizes()
    {
        QFETCH(QString, value);
        QFETCH(qint64, bytes);
        QFETCH(bool, valid);
        QCOMPARE(parseSize(value), bytes);
        QCOMPARE(Grammar::size(value).isEmpty(), valid);
    }

    void durations_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<qint64>("ms");
        QTest::newRow("bare seconds") << QStringLiteral("30") << qint64(30000);
        QTest::newRow("s") << QStringLiteral("30s") << qint64(30000);
        QTest::newRow("m") << QStringLiteral("5m") << qint64(300000);
        QTest::newRow("h") << QStringLiteral("1h") << qint64(3600000);
        QTest::newRow("ms") << QStringLiteral("250ms") << qint64(250);
        QTest::newRow("zero") << QStringLiteral("0") << qint64(0);
        QTest::newRow("negative") << QStringLiteral("-5s") << qint64(-1);
        QTest::newRow("unit only") << QStringLiteral("s") << qint64(-1);
        QTest::newRow("days") << QStringLiteral("1d") << qint64(-1);
        QTest::newRow("space") << QStringLiteral("5 s") << qint64(-1);
        QTest::newRow("empty") << QString() << qint64(-1);
    }
    void durations()
    {
        QFETCH(QString, value);
        QFETCH(qint64, ms);
        QCOMPARE(parseDurationMs(value), ms);
    }

    void paths_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("container");
        QTest::addColumn<bool>("relative");
        QTest::newRow("project") << QStringLiteral("/project") << true << false;
        QTest::newRow("deep") << QStringLiteral("/opt/data-1/x_y.z") << true << false;
        QTest::newRow("root") << QStringLiteral("/") << true << false;
        QTest::newRow("relative file") << QStringLiteral(".env") << false << true;
        QTest::newRow("relative dir slash") << QStringLiteral("secrets/") << false << true;
        QTest::newRow("relative nested") << QStringLiteral(".git/hooks") << false << true;
        QTest::newRow("dotdot") << QStringLiteral("/a/../b") << false << false;
        QTest::newRow("relative dotdot") << QStringLiteral("../x") << false << false;
        QTest::newRow("inner dotdot") << QStringLiteral("a/../../x") << false << false;
        QTest::newRow("dot prefix") << QStringLiteral("./a") << false << false;
        QTest::newRow("double slash") << QStringLiteral("/a//b") << false << false;
        QTest::newRow("trailing slash abs") << QStringLiteral("/a/") << false << false;
        QTest::newRow("colon") << QStringLiteral("/a:b") << false << false;
        QTest::newRow("comma") << QStringLiteral("/a,b") << false << false;
        QTest::newRow("proc") << QStringLiteral("/proc/self") << false << false;
        QTest::newRow("sys") << QStringLiteral("/sys") << false << false;
        QTest::newRow("dev") << QStringLiteral("/dev/shm") << false << false;
        QTest::newRow("devices ok") << QStringLiteral("/devices") << true << false;
        QTest::newRow("dot only") << QStringLiteral(".") << false << false;
        QTest::newRow("empty") << QString() << false << false;
    }
    void paths()
    {
        QFETCH(QString, value);
        QFETCH(bool, container);
        QFETCH(bool, relative);
        QVERIFY2(Grammar::containerPath(value).isEmpty() == container,
                 qPrintable(Grammar::containerPath(value)));
        QVERIFY2(Grammar::projectRelativePath(value).isEmpty() == relative,
                 qPrintable(Grammar::projectRelativePath(value)));
    }

    void imageReference_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("valid");
        QTest::newRow("localhost tag") << QStringLiteral("localhost/ai-sandbox-base:trixie") << true;
        QTest::newRow("bare") << QStringLiteral("debian") << true;
        QTest::newRow("registry port") << QStringLiteral("registry.example.com:5000/team/img:1.0") << true;
        QTest::newRow("digest") << QStringLiteral("debian@sha256:") + QString(64, QLatin1Char('a')) << true;
        QTest::newRow("tag and digest")
            << QStringLiteral("a/b:c@sha256:") + QString(64, QLatin1Char('0')) << true;
        QTest::newRow("upper name") << QStringLiteral("localhost/Image") << false;
        QTest::newRow("empty tag") << QStringLiteral("debian:") << false;
        QTest::newRow("dash tag") << QStringLiteral("debian:-x") << false;
        QTest::newRow("short digest") << QStringLiteral("debian@sha256:abc") << false;
        QTest::newRow("leading slash") << QStringLiteral("/debian") << false;
        QTest::newRow("flag") << QStringLiteral("--privileged") << false;
        QTest::newRow("empty") << QString() << false;
    }
    void imageReference()
    {
        QFETCH(QString, value);
        QFETCH(bool, valid);
        QCOMPARE(Grammar::imageReference(value).isEmpty(), valid);
    }

    void valuesAndArguments()
    {
        QVERIFY(Grammar::envValue(QStringLiteral("hello world \"quoted\" $HOME ünï")).isEmpty());
        QVERIFY(!Grammar::envValue(QStringLiteral("a\nb")).isEmpty());
        QVERIFY(!Grammar::envValue(QStringLiteral("a") + QChar(u'\0')).isEmpty());
        QVERIFY(!Grammar::envValue(QString(4097, QLatin1Char('x'))).isEmpty());
        QVERIFY(Grammar::envValue(QString(4096, QLatin1Char('x'))).isEmpty());
        QVERIFY(Grammar::commandArgument(QStringLiteral("echo 'hi'; ls")).isEmpty());
        QVERIFY(!Grammar::commandArgument(QStringLiteral("a") + QChar(u'\0')).isEmpty());
    }

    void fieldChecks()
    {
        Policy p = defaultPolicy();
        p.network.ports = {0, 443};
        p.limits.cpus = -1;
        p.limits.pids = -5;
        p.limits.memory = QStringLiteral("1m");
        p.limits.execTimeoutSec = 90000;
        p.network.allow = {QStringLiteral("ok.com"), QStringLiteral("also.ok"), QStringLiteral("bad host")};
        p.network.local = {{QStringLiteral("svc.internal"), QStringLiteral("localhost"), 8080}};
        p.mounts.extra = {
            {m_tmp.filePath(QStringLiteral("missing")), QStringLiteral("/data"), MountMode::ReadOnly},
            {m_tmp.filePath(QStringLiteral("data")), QStringLiteral("/"), MountMode::ReadOnly}};
        p.image.harness = QStringLiteral("vim");
        const QList<PolicyIssue> issues = validate(p, m_tmp.path());
        QStringList fields;
        for (const PolicyIssue &i : issues) {
            fields.append(i.field);
            QVERIFY(!i.message.isEmpty());
        }
        for (const char *f :
             {"network.ports[0]", "limits.cpus", "limits.pids", "limits.memory", "limits.exec_timeout",
              "network.allow[2]", "network.local[0]", "mounts.extra[0]", "mounts.extra[1]", "image.harness"})
            QVERIFY2(fields.contains(QLatin1String(f)), qPrintable(describe(issues)));
        QCOMPARE(fields.size(), 10);

        // Existence of extra mount sources is checked only when a project dir is given.
        Policy q = defaultPolicy();
        q.mounts.extra = {
            {QStringLiteral("/nonexistent/aisb-test"), QStringLiteral("/data"), MountMode::ReadOnly}};
        QVERIFY(validate(q).isEmpty());
        QCOMPARE(validate(q, m_tmp.path()).size(), 1);

        Policy r = defaultPolicy();
        r.limits.cpus = 0.5;
        r.limits.memory.clear();
        r.network.local = {{QStringLiteral("svc.internal"), QStringLiteral("::1"), 1}};
        r.mounts.extra = {
            {m_tmp.filePath(QStringLiteral("data")), QStringLiteral("/data"), MountMode::ReadWrite}};
        QVERIFY2(validate(r, m_tmp.path()).isEmpty(), qPrintable(describe(validate(r, m_tmp.path()))));
    }

    // Issue 10 item 6: what the root phase and the sandbox's own mounts stand on may not be
    // covered by mounts.extra; the message names the field and says what to write instead.
    void reservedExtraTargets_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("reserved");
        for (const char *t : {"/usr/local/bin",
                              "/lib64",
                              "/lib64/ld-linux-x86-64.so.2",
                              "/etc/ld.so.preload",
                              "/etc",
                              "/home",
                              "/home/sandbox",
                              "/home/sandbox/.bashrc",
                              "/var",
                              "/var/lib/x",
                              "/usr",
                              "/lib",
                              "/lib32",
                              "/libx32",
                              "/bin",
                              "/sbin/x",
                              "/run/aisb-agent",
                              "/tmp",
                              "/tmp/x",
                              "/project",
                              "/project/sub",
                              "/root",
                              "/boot"})
            QTest::newRow(t) << QString::fromLatin1(t) << true;
        for (const char *t :
             {"/data", "/opt/tool", "/mnt/x", "/srv/out", "/homework", "/etcetera", "/usrdata"})
            QTest::newRow(t) << QString::fromLatin1(t) << false;
    }
    void reservedExtraTargets()
    {
        QFETCH(QString, target);
        QFETCH(bool, reserved);
        QCOMPARE(isReservedMountTarget(target), reserved);
        Policy p = defaultPolicy();
        p.mounts.extra = {{m_tmp.filePath(QStringLiteral("data")), target, MountMode::ReadOnly}};
        const QList<PolicyIssue> issues = validate(p, m_tmp.path());
        if (!reserved) {
            QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
            return;
        }
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.first().field, QStringLiteral("mounts.extra[0]"));
        QVERIFY2(issues.first().message.contains(QLatin1String("reserved")),
                 qPrintable(issues.first().message));
        QVERIFY2(issues.first().message.contains(QLatin1String("/data")), qPrintable(issues.first().message));
    }

    // Every field, every hostile payload, alone and embedded in an otherwise valid value:
    // rejected (by the string parser or by validate) with an issue naming that field.
    void hostileInputs_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("rejected");

        const QString existing = m_tmp.filePath(QStringLiteral("data"));
        const QString pem = m_tmp.filePath(QStringLiteral("ca.crt"));
        // Payloads that are legitimate content of a program argument or an env value: they
        // reach the sandbox only as one argv element / one env value, never through a shell.
        const QStringList textOk = {QStringLiteral("tab"),
                                    QStringLiteral("space"),
                                    QStringLiteral("double-quote"),
                                    QStringLiteral("single-quote"),
                                    QStringLiteral("flag"),
                                    QStringLiteral("semicolon"),
                                    QStringLiteral("command-substitution"),
                                    QStringLiteral("backticks"),
                                    QStringLiteral("cyrillic-a"),
                                    QStringLiteral("fullwidth")};
        struct Shape
        {
            QString key;
            QString prefix;
            QString suffix;
            bool text = false; // textOk payloads are accepted
        };
        const QList<Shape> shapes = {
            {QStringLiteral("image.base"), {}, {}},
            {QStringLiteral("image.base"), QStringLiteral("localhost/img:"), {}},
            {QStringLiteral("image.packages"), {}, {}},
            {QStringLiteral("image.packages"), QStringLiteral("git,"), {}},
            {QStringLiteral("image.ca_certificates"), {}, {}},
            {QStringLiteral("image.ca_certificates"), pem + QLatin1Char(','), {}},
            {QStringLiteral("image.ca_certificates"), m_tmp.path() + QLatin1Char('/'), {}},
            {QStringLiteral("image.harness"), {}, {}},
            {QStringLiteral("image.harness"), QStringLiteral("pi"), {}},
            {QStringLiteral("run.command"), {}, {}, true},
            {QStringLiteral("run.command"), QStringLiteral("bash,-c,"), {}, true},
            {QStringLiteral("run.workdir"), {}, {}},
            {QStringLiteral("run.workdir"), QStringLiteral("/project/"), {}},
            {QStringLiteral("run.tty"), {}, {}},
            {QStringLiteral("run.tty"), QStringLiteral("true"), {}},
            {QStringLiteral("run.keep"), {}, {}},
            {QStringLiteral("run.keep"), QStringLiteral("false"), {}},
            {QStringLiteral("network.mode"), {}, {}},
            {QStringLiteral("network.mode"), QStringLiteral("allowlist"), {}},
            {QStringLiteral("network.allow"), {}, {}},
            {QStringLiteral("network.allow"), QStringLiteral("example.com,"), {}},
            {QStringLiteral("network.allow"), QStringLiteral("."), {}},
            {QStringLiteral("network.ports"), {}, {}},
            {QStringLiteral("network.ports"), QStringLiteral("80,"), {}},
            {QStringLiteral("network.local"), {}, QStringLiteral("=127.0.0.1:8080")},
            {QStringLiteral("network.local"), QStringLiteral("svc.internal="), QStringLiteral(":8080")},
            {QStringLiteral("network.local"), QStringLiteral("svc.internal=127.0.0.1:"), {}},
            {QStringLiteral("env.pass"), {}, {}},
            {QStringLiteral("env.pass"), QStringLiteral("TERM,"), {}},
            {QStringLiteral("env.set"), {}, QStringLiteral("=x")},
            {QStringLiteral("env.set"), QStringLiteral("EDITOR="), {}, true},
            {QStringLiteral("env.secrets"), {}, {}},
            {QStringLiteral("env.secrets"), QStringLiteral("TOKEN,"), {}},
            {QStringLiteral("limits.memory"), {}, {}},
            {QStringLiteral("limits.memory"), QStringLiteral("4g"), {}},
            {QStringLiteral("limits.cpus"), {}, {}},
            {QStringLiteral("limits.cpus"), QStringLiteral("2"), {}},
            {QStringLiteral("limits.pids"), {}, {}},
            {QStringLiteral("limits.pids"), QStringLiteral("5"), {}},
            {QStringLiteral("limits.tmp_size"), {}, {}},
            {QStringLiteral("limits.tmp_size"), QStringLiteral("512m"), {}},
            {QStringLiteral("limits.exec_timeout"), {}, {}},
            {QStringLiteral("limits.exec_timeout"), QStringLiteral("30s"), {}},
            {QStringLiteral("mounts.project"), {}, {}},
            {QStringLiteral("mounts.project"), QStringLiteral("rw"), {}},
            {QStringLiteral("mounts.masked"), {}, {}},
            {QStringLiteral("mounts.masked"), QStringLiteral(".env,secrets/"), {}},
            {QStringLiteral("mounts.read_only"), {}, {}},
            {QStringLiteral("mounts.read_only"), QStringLiteral(".git/"), {}},
            {QStringLiteral("mounts.home_volume"), {}, {}},
            {QStringLiteral("mounts.home_volume"), QStringLiteral("true"), {}},
            {QStringLiteral("session.record"), {}, {}},
            {QStringLiteral("session.record"), QStringLiteral("true"), {}},
            {QStringLiteral("session.record_max_mb"), {}, {}},
            {QStringLiteral("session.record_max_mb"), QStringLiteral("5"), {}},
            {QStringLiteral("mounts.extra"), {}, {}},
            {QStringLiteral("mounts.extra"), existing + QStringLiteral(":/data/"), {}},
            {QStringLiteral("mounts.extra"), existing + QLatin1Char('/'), QStringLiteral(":/data")},
            {QStringLiteral("mounts.extra"), existing + QStringLiteral(":/data:"), {}},
            {QStringLiteral("credentials"), QStringLiteral("[{ name = \""),
             QStringLiteral("\", preset = \"anthropic\", source = \"env:K\" }]")},
            {QStringLiteral("credentials"), QStringLiteral("[{ name = \"a\", host = \""),
             QStringLiteral("\", header = \"x-k\", format = \"{value}\", source = \"env:K\" }]")},
        };
        QSet<QString> covered;
        for (const Shape &shape : shapes) {
            covered.insert(shape.key);
            for (const Payload &p : hostilePayloads()) {
                const bool rejected = !(shape.text && textOk.contains(QLatin1String(p.tag)));
                QTest::addRow("%s <%s%s%s>", qPrintable(shape.key), qPrintable(shape.prefix.left(20)), p.tag,
                              qPrintable(shape.suffix))
                    << shape.key << shape.prefix + p.value + shape.suffix << rejected;
            }
        }
        // Every field of the registry is in the table.
        QCOMPARE(covered, QSet<QString>(policyFieldKeys().cbegin(), policyFieldKeys().cend()));
    }
    void hostileInputs()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(bool, rejected);
        Policy p = defaultPolicy();
        QList<PolicyIssue> issues;
        if (setPolicyFieldFromString(key, value, p, issues))
            issues += validate(p, m_tmp.path());
        if (rejected) {
            QVERIFY2(namesField(issues, key),
                     qPrintable(QStringLiteral("not rejected: ") + describe(issues)));
            for (const PolicyIssue &i : issues) {
                // Messages never carry the raw hostile characters.
                QVERIFY(!i.message.contains(QChar(u'\0')));
                QVERIFY(!i.message.contains(QLatin1Char('\n')));
                QVERIFY(!i.message.contains(QChar(0x202e)));
                QVERIFY(i.message.size() < 1000);
            }
        } else {
            QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
        }
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
