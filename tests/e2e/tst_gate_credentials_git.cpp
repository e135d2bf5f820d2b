// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19: git over HTTPS through a github-git credential rule. Real podman, the real squid gate,
// a real git in the sandbox (image.packages = ["git"]) and a real git server upstream: a TLS
// server of this test on 127.0.0.1 with a certificate for github.com from the test's throw-away CA
// (tests/data/ca/credentials-test-ca.*), reached by the gate as the network.local service
// "github.com" (the gate's hosts file sends that name to this machine: nothing goes to the real
// github.com; the upstream's request log proves the requests arrived here). It answers each
// request by running `git http-backend` (CGI) on a bare repository o/r.git, and refuses (401)
// every request without `Authorization: Basic base64(x-access-token:<token>)`, as GitHub does for a
// private repository. The token is random per run and comes from a host command (a 0600 file read
// by `cat`). The sandbox runs tests/data/e2e/credentials-git-probe.sh: clone, push (a chunked
// body), fetch, a redirect, and the attacker's search for the token and its Basic form.
#include "credentialsfixture.h"
#include "e2ehttpserver.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace aisb::test;

namespace {

// A git smart-HTTP server over TLS: one `git http-backend` per request (CGI), run with QProcess
// while the event loop turns. Request bodies with Content-Length or chunked are accepted (and
// recorded as such). /redirect/... answers 302 to `redirectTo` + the rest of the path.
class GitTlsServer
{
public:
    struct Request
    {
        QByteArray head;
        bool chunked = false;
        qsizetype bodySize = 0;
        int status = 0;
    };

    bool listen(const ServerCertificate &cert, const QString &projectRoot)
    {
        m_root = projectRoot;
        return listenTls(m_server, cert, "git server:", [this](QTcpSocket *s) { onRead(s); });
    }
    quint16 port() const { return m_server.serverPort(); }
    QList<Request> requests() const { return m_requests; }
    QByteArray expectedAuthorization;
    QByteArray redirectTo;

private:
    // A whole request (head and body) in `buf`: its length, or -1 while more is needed.
    static qsizetype complete(const QByteArray &buf, qsizetype headEnd, bool *chunked, QByteArray *body)
    {
        const QByteArray head = buf.left(headEnd);
        const qsizetype start = headEnd + 4;
        const QList<QByteArray> te = headerValues(head, "Transfer-Encoding");
        *chunked = !te.isEmpty() && te.first().toLower().contains("chunked");
        if (!*chunked) {
            const qsizetype length = headerValues(head, "Content-Length").value(0, "0").toLongLong();
            if (buf.size() < start + length)
                return -1;
            *body = buf.mid(start, length);
            return start + length;
        }
        body->clear();
        qsizetype pos = start;
        for (;;) {
            const qsizetype eol = buf.indexOf("\r\n", pos);
            if (eol < 0)
                return -1;
            bool ok = false;
            const qsizetype size = buf.mid(pos, eol - pos).split(';').first().trimmed().toLongLong(&ok, 16);
            if (!ok)
                return -2;
            if (size == 0) {
                const qsizetype end = buf.indexOf("\r\n\r\n", eol);
                return end < 0 ? -1 : end + 4;
            }
            if (buf.size() < eol + 2 + size + 2)
                return -1;
            *body += buf.mid(eol + 2, size);
            pos = eol + 2 + size + 2;
        }
    }

    void onRead(QTcpSocket *s)
    {
        QByteArray &buf = m_buffers[s];
        buf += s->readAll();
        const qsizetype headEnd = buf.indexOf("\r\n\r\n");
        if (headEnd < 0 || m_busy.contains(s))
            return;
        bool chunked = false;
        QByteArray body;
        const qsizetype length = complete(buf, headEnd, &chunked, &body);
        if (length == -1)
            return;
        Request r;
        r.head = buf.left(headEnd);
        r.chunked = chunked;
        r.bodySize = body.size();
        buf = buf.mid(length < 0 ? buf.size() : length);
        const QList<QByteArray> line = r.head.left(r.head.indexOf("\r\n")).split(' ');
        const QByteArray method = line.value(0), target = line.value(1);
        const qsizetype q = target.indexOf('?');
        const QByteArray path = q < 0 ? target : target.left(q);
        const QByteArray query = q < 0 ? QByteArray() : target.mid(q + 1);
        const int index = int(m_requests.size());
        m_requests.append(r);
        const auto reply = [this, s, index](int status, const QByteArray &headers,
                                            const QByteArray &content) {
            m_requests[index].status = status;
            s->write("HTTP/1.1 " + QByteArray::number(status) + " X\r\n" + headers + "Content-Length: " +
                     QByteArray::number(content.size()) + "\r\nConnection: close\r\n\r\n" + content);
            s->disconnectFromHost();
        };
        if (headerValues(r.head, "Authorization") != QList<QByteArray>{expectedAuthorization}) {
            reply(401, "WWW-Authenticate: Basic realm=\"GitHub\"\r\n", "no token\n");
            return;
        }
        if (path.startsWith("/redirect/")) {
            reply(302,
                  "Location: " + redirectTo + path.mid(qsizetype(qstrlen("/redirect"))) + "?" + query +
                      "\r\n",
                  {});
            return;
        }
        // The CGI: git http-backend with the request's environment, the body on stdin.
        auto *p = new QProcess(s);
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        env.insert(QStringLiteral("HOME"), m_root);
        env.insert(QStringLiteral("GIT_PROJECT_ROOT"), m_root);
        env.insert(QStringLiteral("GIT_HTTP_EXPORT_ALL"), QStringLiteral("1"));
        env.insert(QStringLiteral("REQUEST_METHOD"), QString::fromLatin1(method));
        env.insert(QStringLiteral("PATH_INFO"), QString::fromLatin1(path));
        env.insert(QStringLiteral("QUERY_STRING"), QString::fromLatin1(query));
        env.insert(QStringLiteral("REMOTE_USER"), QStringLiteral("x-access-token"));
        env.insert(QStringLiteral("REMOTE_ADDR"), QStringLiteral("127.0.0.1"));
        env.insert(QStringLiteral("CONTENT_TYPE"),
                   QString::fromLatin1(headerValues(r.head, "Content-Type").value(0)));
        if (method == "POST")
            env.insert(QStringLiteral("CONTENT_LENGTH"), QString::number(body.size()));
        for (const char *h : {"Content-Encoding", "Git-Protocol"}) {
            const QList<QByteArray> v = headerValues(r.head, h);
            if (!v.isEmpty())
                env.insert(QStringLiteral("HTTP_") +
                               QString::fromLatin1(h).toUpper().replace(QLatin1Char('-'), QLatin1Char('_')),
                           QString::fromLatin1(v.first()));
        }
        p->setProcessEnvironment(env);
        p->setProgram(QStringLiteral("git"));
        p->setArguments({QStringLiteral("http-backend")});
        m_busy.insert(s);
        QObject::connect(p, &QProcess::finished, s, [this, s, p, reply] {
            m_busy.remove(s);
            const QByteArray out = p->readAllStandardOutput();
            const QByteArray err = p->readAllStandardError();
            if (!err.isEmpty())
                qInfo().noquote() << "git http-backend:" << QString::fromUtf8(err.left(500));
            qsizetype sep = out.indexOf("\r\n\r\n");
            qsizetype skip = 4;
            if (sep < 0) {
                sep = out.indexOf("\n\n");
                skip = 2;
            }
            if (sep < 0) {
                reply(500, {}, "no CGI header\n");
                return;
            }
            int status = 200;
            QByteArray headers;
            for (QByteArray h : out.left(sep).split('\n')) {
                h = h.trimmed();
                if (h.toLower().startsWith("status:"))
                    status = h.mid(7).trimmed().split(' ').first().toInt();
                else if (!h.isEmpty())
                    headers += h + "\r\n";
            }
            reply(status, headers, out.mid(sep + skip));
        });
        p->start();
        p->write(body);
        p->closeWriteChannel();
    }

    QSslServer m_server;
    QString m_root;
    QList<Request> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QSet<QTcpSocket *> m_busy;
};

} // namespace

class TestGateCredentialsGit : public QObject, private CredentialsProof
{
    Q_OBJECT
    std::unique_ptr<E2eHttpServer> m_plain;
    GitTlsServer m_git;
    QTemporaryDir m_repos;
    QByteArray m_basic;
    QByteArray m_marker;
    QList<GitTlsServer::Request> m_gitReqs[2];
    QList<QByteArray> m_plainReqs[2];
    QByteArray m_mainAfter[2];

    QString bare() const { return m_repos.filePath(QStringLiteral("o/r.git")); }

    E2eResult git(const QStringList &args, const QString &dir = QStringLiteral("/tmp"))
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("HOME"), m_repos.path());
        e.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
        for (const char *n : {"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"})
            e.insert(QLatin1String(n), QStringLiteral("test"));
        for (const char *n : {"GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"})
            e.insert(QLatin1String(n), QStringLiteral("test@example.invalid"));
        return E2eSandbox::run(QStringLiteral("git"), args, e, 60000, dir);
    }

    bool probe(bool rootless)
    {
        return probeOnce(rootless, [this, rootless](int i, ProbeRow &p) { session(rootless, i, p); });
    }

    void session(bool rootless, int i, ProbeRow &p)
    {
        const qsizetype gitBefore = m_git.requests().size();
        const qsizetype plainBefore = m_plain->requests().size();
        p.run = execProbeScript(
            env(rootless), m_rows.project(rootless), QStringLiteral("credentials-git-probe.sh"),
            {QString::fromLatin1(reversedValue(m_value)), QString::fromLatin1(reversedValue(m_basic))});
        m_gitReqs[i] = m_git.requests().mid(gitBefore);
        m_plainReqs[i] = m_plain->requests().mid(plainBefore);
        m_mainAfter[i] = git({QStringLiteral("--git-dir"), bare(), QStringLiteral("rev-parse"),
                              QStringLiteral("refs/heads/main")})
                             .out.trimmed();
        p.results = probeResults(p.run, 300);
        for (const GitTlsServer::Request &r : m_gitReqs[i])
            qInfo().noquote() << "  upstream:" << r.status << (r.chunked ? "chunked" : "length") << r.bodySize
                              << QString::fromLatin1(r.head.left(r.head.indexOf("\r\n")));
        logGateComplaints(env(rootless).sessionsDir(), {"ERROR", "WARNING"});
    }

#define PROBE()                                                                                              \
    AISB_CREDENTIALS_PROBE_ROW();                                                                            \
    const E2eResult &run = m_probe[row].run;                                                                 \
    const QMap<QString, QString> &results = m_probe[row].results;                                            \
    const QList<GitTlsServer::Request> &gitRequests = m_gitReqs[row];                                        \
    const QList<QByteArray> &plainRequests = m_plainReqs[row];                                               \
    Q_UNUSED(run);                                                                                           \
    Q_UNUSED(gitRequests);                                                                                   \
    Q_UNUSED(plainRequests);                                                                                 \
    Q_UNUSED(results)

private Q_SLOTS:
    void initTestCase()
    {
        if (!QSslSocket::supportsSsl())
            QSKIP("Qt has no TLS backend here: the test's HTTPS server cannot run");
        if (QStandardPaths::findExecutable(QStringLiteral("git")).isEmpty())
            QSKIP("no git on this machine: the test's git server cannot run");
        // A server certificate for github.com, signed by the test CA, made now.
        QVERIFY(m_certs.isValid() && m_repos.isValid());
        ServerCertificate cert;
        const QByteArray issued = issueServerCertificate(m_certs, QStringLiteral("github.com"), &cert);
        QVERIFY2(issued.isEmpty(), issued.constData());

        // The upstream repository: o/r.git with one commit holding a marker nobody could guess.
        m_marker = "e2e-git-marker-" + QByteArray::number(QRandomGenerator::system()->generate64(), 16);
        const QString work = m_repos.filePath(QStringLiteral("work"));
        QVERIFY(QDir().mkpath(work) && QDir().mkpath(bare()));
        E2eResult g = git({QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("--bare"),
                           QStringLiteral("-b"), QStringLiteral("main"), bare()});
        QVERIFY2(g.exitCode == 0, g.describe().constData());
        g = git({QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main"),
                 work});
        QVERIFY2(g.exitCode == 0, g.describe().constData());
        QFile marker(work + QStringLiteral("/marker"));
        QVERIFY(marker.open(QIODevice::WriteOnly) && marker.write(m_marker + '\n') > 0);
        marker.close();
        g = git({QStringLiteral("add"), QStringLiteral("marker")}, work);
        QVERIFY2(g.exitCode == 0, g.describe().constData());
        g = git({QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("upstream")}, work);
        QVERIFY2(g.exitCode == 0, g.describe().constData());
        g = git({QStringLiteral("push"), QStringLiteral("-q"), bare(), QStringLiteral("main")}, work);
        QVERIFY2(g.exitCode == 0, g.describe().constData());

        QVERIFY(m_git.listen(cert, m_repos.path()));

        m_plain = std::make_unique<E2eHttpServer>("plain-" +
                                                  QByteArray::number(QCoreApplication::applicationPid()));
        QVERIFY(m_plain->isListening());
        m_git.redirectTo = "http://plain.internal:" + QByteArray::number(m_plain->port()) + "/landing";

        // A token nobody could guess, read by a host command from a 0600 file.
        m_value = randomCredentialValue("ghp_e2e");
        m_basic = QByteArray("x-access-token:" + m_value).toBase64();
        m_git.expectedAuthorization = "Basic " + m_basic;
        QString valueFile;
        const QByteArray written =
            writeCredentialValue(m_valueDir, QStringLiteral("/tmp/aisb-e2e-gitcred-XXXXXX"),
                                 QStringLiteral("token"), m_value, &valueFile);
        QVERIFY2(written.isEmpty(), written.constData());

        const QByteArray policy =
            "[image]\nharness = \"shell\"\npackages = [\"git\"]\nca_certificates = [\"" AISB_SOURCE_DIR
            "/tests/data/ca/credentials-test-ca.crt\"]\n"
            "[network]\nmode = \"allowlist\"\n"
            "local = { \"github.com\" = \"127.0.0.1:" +
            QByteArray::number(m_git.port()) +
            "\", \"plain.internal\" = \"127.0.0.1:" + QByteArray::number(m_plain->port()) +
            "\" }\n"
            "[limits]\nexec_timeout = \"300s\"\n"
            "\n[[credentials]]\nname = \"gh-git\"\npreset = \"github-git\"\nsource = \"command:cat " +
            valueFile.toUtf8() + "\"\n";
        const QByteArray failed =
            m_rows.setUp(QStringLiteral("gitcred"), policy, credentialsProbeFiles("credentials-git-probe.sh"),
                         E2eRows::build);
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void cleanupTestCase()
    {
        m_rows.reset();
    }

    // The sandbox's git is pointed at the gate's endpoint by its environment, nothing else.
    void gitIsPointedAtTheEndpoint_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void gitIsPointedAtTheEndpoint()
    {
        PROBE();
        QCOMPARE(results.value(QStringLiteral("git_count")), QStringLiteral("1"));
        const QRegularExpression re(
            QStringLiteral("^url\\.http://[0-9.]+:[0-9]+/\\.insteadof https://github\\.com/\\|$"));
        QVERIFY2(re.match(results.value(QStringLiteral("insteadof"))).hasMatch(),
                 qPrintable(results.value(QStringLiteral("insteadof"))));
        // The repository's remote stays as written.
        QCOMPARE(results.value(QStringLiteral("remote")), QStringLiteral("https://github.com/o/r.git"));
    }

    // `git clone https://github.com/o/r.git` works: the upstream (this test's server, reached as
    // github.com) saw every request with the token in GitHub's Basic form, and refused none.
    void cloneCarriesTheToken_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void cloneCarriesTheToken()
    {
        PROBE();
        QCOMPARE(results.value(QStringLiteral("clone")), QStringLiteral("ok"));
        QCOMPARE(results.value(QStringLiteral("marker")).toUtf8(), m_marker);
        bool infoRefs = false, uploadPack = false;
        for (const GitTlsServer::Request &r : gitRequests) {
            QCOMPARE(headerValues(r.head, "Authorization"), QList<QByteArray>{"Basic " + m_basic});
            QCOMPARE(headerValues(r.head, "Host"),
                     QList<QByteArray>{"github.com:" + QByteArray::number(m_git.port())});
            infoRefs = infoRefs || r.head.startsWith("GET /o/r.git/info/refs?service=git-upload-pack ");
            uploadPack = uploadPack || r.head.startsWith("POST /o/r.git/git-upload-pack ");
            QVERIFY2(r.status != 401, r.head.constData());
        }
        QVERIFY(infoRefs);
        QVERIFY(uploadPack);
    }

    // A push (a pack larger than git's post buffer: a chunked request body) and a fetch work too;
    // the upstream's main is the sandbox's commit.
    void pushAndFetchWork_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void pushAndFetchWork()
    {
        PROBE();
        QCOMPARE(results.value(QStringLiteral("push")), QStringLiteral("ok"));
        QCOMPARE(results.value(QStringLiteral("fetch")), QStringLiteral("ok"));
        QCOMPARE(m_mainAfter[row], results.value(QStringLiteral("pushed_head")).toUtf8());
        // git sent the pack chunked (its trace), and it arrived whole: the largest receive-pack body
        // holds the 300 KB blob (git probes with a small request first).
        QCOMPARE(results.value(QStringLiteral("push_chunked")), QStringLiteral("yes"));
        qsizetype largest = 0;
        for (const GitTlsServer::Request &r : gitRequests)
            if (r.head.startsWith("POST /o/r.git/git-receive-pack ")) {
                largest = std::max(largest, r.bodySize);
                qInfo() << "receive-pack body" << r.bodySize << "bytes, chunked from the gate:" << r.chunked;
            }
        QVERIFY2(largest > 300000, qPrintable(QString::number(largest)));
    }

    // The upstream's redirect comes back to git, which follows it through the ordinary proxy to
    // another allowed host: that request carries no token.
    void redirectDropsTheToken_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void redirectDropsTheToken()
    {
        PROBE();
        bool redirected = false;
        for (const GitTlsServer::Request &r : gitRequests)
            redirected =
                redirected || (r.head.startsWith("GET /redirect/r.git/info/refs") && r.status == 302);
        QVERIFY(redirected);
        QByteArray landing;
        for (const QByteArray &r : plainRequests) {
            QVERIFY2(!r.contains(m_value) && !r.contains(m_basic), r.constData());
            QVERIFY2(headerValues(r, "Authorization").isEmpty(), r.constData());
            if (r.contains("/landing/r.git/info/refs"))
                landing = r;
        }
        QVERIFY2(!landing.isEmpty(), qPrintable(results.value(QStringLiteral("redirect"))));
        // A git response it is not: git refuses it.
        QVERIFY2(results.value(QStringLiteral("redirect")).startsWith(QLatin1String("refused")),
                 qPrintable(results.value(QStringLiteral("redirect"))));
    }

    // The attacker inside: neither the token nor its Basic form in any file, environment or
    // memory map it can read; and nothing left on the host after the session.
    void sandboxFindsNothing_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void sandboxFindsNothing()
    {
        PROBE();
        const QString searched = results.value(QStringLiteral("searched"));
        const SearchCounts m = searchCounts(searched);
        QVERIFY2(m.matched, qPrintable(searched));
        QVERIFY2(m.files > 1000, qPrintable(searched));
        QVERIFY2(m.environ > 0, qPrintable(searched));
        QVERIFY2(!results.contains(QStringLiteral("found")),
                 qPrintable(results.value(QStringLiteral("found"))));
        QVERIFY2(!results.contains(QStringLiteral("found_basic")),
                 qPrintable(results.value(QStringLiteral("found_basic"))));
        for (const QByteArray &needle : {m_value, m_basic}) {
            const QStringList holding = sessionAndProjectFilesHolding(rootless, needle);
            QVERIFY2(holding.isEmpty(), qPrintable(holding.join(QLatin1Char(' '))));
            QVERIFY(!run.out.contains(needle) && !run.err.contains(needle));
        }
    }

    // `ai-sandbox logs` marks git's requests to the endpoint with the rule's name.
    void logsMarkTheRule_data()
    {
        E2eSandbox::addRootlessRows();
    }
    void logsMarkTheRule()
    {
        PROBE();
        const E2eResult json = projectLogs(rootless, true);
        QVERIFY2(json.exitCode == 0, json.describe().constData());
        QVERIFY(!json.out.contains(m_value) && !json.out.contains(m_basic));
        int marked = 0;
        for (const QByteArray &line : json.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("credential")).toString() != QLatin1String("gh-git"))
                continue;
            ++marked;
            const QString url = o.value(QStringLiteral("url")).toString();
            // squid logs an accelerated request with the Host the sandbox wrote (the endpoint).
            QVERIFY2(url.contains(QLatin1String("/o/r.git/")) || url.contains(QLatin1String("/redirect/")),
                     qPrintable(url));
        }
        // Every request the upstream saw was marked (each row's session has its own log).
        QCOMPARE(marked, int(gitRequests.size()));
        const E2eResult text = projectLogs(rootless, false);
        QVERIFY2(text.out.contains("credential gh-git added by the gate"), text.out.constData());
    }
};

QTEST_MAIN(TestGateCredentialsGit)
#include "tst_gate_credentials_git.moc"
