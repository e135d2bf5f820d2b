// SPDX-License-Identifier: GPL-3.0-or-later
// `ai-sandbox doctor --json` against the real podman of this machine, rootful and rootless (as
// aisb-test): the bind-mount round trip finds the file the sandbox user wrote owned by the row's
// user outside; limits read back inside a container (rootless cgroups v1 ignores them, and the
// doctor says so); nft loads a drop ruleset in the project's sandbox image; the squid gate starts
// and answers; disk and SELinux are reported. Every check has the stable JSON fields.
#include "e2esandbox.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace aisb::test;

namespace {
const QByteArray kPolicy = "[image]\nharness = \"shell\"\n";
} // namespace

class TestDoctorE2E : public QObject
{
    Q_OBJECT
    std::unique_ptr<E2eSandbox> m_envs[2];
    QJsonObject m_report[2];
    int m_exit[2] = {-1, -1};
    QByteArray m_raw[2];

    QJsonObject check(int row, const QString &id) const
    {
        for (const QJsonValue &v : m_report[row].value(QStringLiteral("checks")).toArray())
            if (v.toObject().value(QStringLiteral("id")).toString() == id)
                return v.toObject();
        return {};
    }

#define ROW()                                                                                                \
    QFETCH(int, row);                                                                                        \
    if (!m_envs[row]->ready())                                                                               \
        QSKIP(qPrintable(m_envs[row]->skipReason()));                                                        \
    QVERIFY2(!m_report[row].isEmpty(), m_raw[row].constData())

private Q_SLOTS:
    void initTestCase()
    {
        for (int i = 0; i < 2; ++i) {
            m_envs[i] = std::make_unique<E2eSandbox>(i == 1);
            E2eSandbox &e = *m_envs[i];
            if (!e.ready())
                continue;
            const QString project = e.makeProject(QStringLiteral("doctor"), kPolicy);
            // The sandbox image (nft is tried in it) and the gate image (started once).
            const E2eResult b = e.cli({QStringLiteral("build"), QStringLiteral("-C"), project}, {}, 900000);
            QVERIFY2(b.exitCode == 0, b.describe().constData());
            const QString gateName =
                QStringLiteral("doctor-%1").arg(QRandomGenerator::global()->generate() % 100000000);
            const E2eResult up =
                e.cli({QStringLiteral("-C"), project, QStringLiteral("gate"), QStringLiteral("up"), gateName},
                      {}, 900000);
            QVERIFY2(up.exitCode == 0, up.describe().constData());
            e.cli({QStringLiteral("-C"), project, QStringLiteral("gate"), QStringLiteral("down"), gateName});
            const E2eResult d =
                e.cli({QStringLiteral("-C"), project, QStringLiteral("doctor"), QStringLiteral("--json")}, {},
                      600000);
            m_exit[i] = d.exitCode;
            m_raw[i] = d.describe();
            m_report[i] = d.json();
        }
    }

    void cleanupTestCase()
    {
        m_envs[0].reset();
        m_envs[1].reset();
    }

    void jsonHasStableFieldsAndPasses_data()
    {
        E2eSandbox::addRows();
    }
    void jsonHasStableFieldsAndPasses()
    {
        ROW();
        QCOMPARE(m_exit[row], 0);
        QVERIFY(m_report[row].value(QStringLiteral("ok")).toBool());
        const QJsonArray checks = m_report[row].value(QStringLiteral("checks")).toArray();
        QVERIFY(checks.size() >= 15);
        for (const QJsonValue &v : checks) {
            const QJsonObject c = v.toObject();
            const QString status = c.value(QStringLiteral("status")).toString();
            QVERIFY2(status == QLatin1String("ok") || status == QLatin1String("warn"),
                     m_raw[row].constData());
            QVERIFY(!c.value(QStringLiteral("id")).toString().isEmpty());
            QVERIFY(!c.value(QStringLiteral("id")).toString().contains(QLatin1Char(' ')));
            QVERIFY(!c.value(QStringLiteral("message")).toString().isEmpty());
            QVERIFY(c.contains(QStringLiteral("fix")));
            // Whatever is not ok says what to do.
            if (status != QLatin1String("ok"))
                QVERIFY2(!c.value(QStringLiteral("fix")).toString().isEmpty(), m_raw[row].constData());
        }
        for (const char *id : {"bind-mount", "limits", "nft", "gate", "disk", "selinux", "base-image"})
            QVERIFY2(!check(row, QLatin1String(id)).isEmpty(), id);
    }

    void bindMountRoundTripIsTheUsers_data()
    {
        E2eSandbox::addRows();
    }
    void bindMountRoundTripIsTheUsers()
    {
        ROW();
        const QJsonObject c = check(row, QStringLiteral("bind-mount"));
        QCOMPARE(c.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        // The owner outside is the row's user: root rootful, aisb-test rootless (not 1000, not a subuid).
        QVERIFY2(c.value(QStringLiteral("message"))
                     .toString()
                     .contains(QStringLiteral("(uid %1)").arg(m_envs[row]->hostUid())),
                 m_raw[row].constData());
    }

    void limitsReadBackInsideAContainer_data()
    {
        E2eSandbox::addRows();
    }
    void limitsReadBackInsideAContainer()
    {
        ROW();
        const QJsonObject c = check(row, QStringLiteral("limits"));
        if (m_envs[row]->limitsEnforced()) {
            QCOMPARE(c.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
            QVERIFY(c.value(QStringLiteral("message")).toString().contains(QLatin1String("read back")));
        } else {
            // Rootless on cgroups v1: podman runs the container and ignores the limits.
            QCOMPARE(c.value(QStringLiteral("status")).toString(), QStringLiteral("warn"));
            QVERIFY2(
                c.value(QStringLiteral("message")).toString().contains(QLatin1String("cgroups v1 ignores")),
                m_raw[row].constData());
            QVERIFY(c.value(QStringLiteral("message")).toString().contains(QLatin1String("reads back as")));
        }
    }

    void nftLoadsInTheSandboxImage_data()
    {
        E2eSandbox::addRows();
    }
    void nftLoadsInTheSandboxImage()
    {
        ROW();
        const QJsonObject c = check(row, QStringLiteral("nft"));
        QCOMPARE(c.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        QVERIFY2(c.value(QStringLiteral("message"))
                     .toString()
                     .contains(QLatin1String("drop policy loads in localhost/ai-sandbox:")),
                 m_raw[row].constData());
    }

    void gateStartsAndAnswers_data()
    {
        E2eSandbox::addRows();
    }
    void gateStartsAndAnswers()
    {
        ROW();
        const QJsonObject c = check(row, QStringLiteral("gate"));
        QCOMPARE(c.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        QVERIFY2(c.value(QStringLiteral("message"))
                     .toString()
                     .contains(QLatin1String("starts and answers on 127.0.0.1:")),
                 m_raw[row].constData());
        // The doctor's gate is gone again.
        const E2eResult ps =
            m_envs[row]->podman({QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("--format"),
                                 QStringLiteral("{{.Names}}"), QStringLiteral("--filter"),
                                 QStringLiteral("label=io.aisb.project=doctor")});
        QVERIFY2(!ps.out.contains("aisb-doctor-gate-"), ps.out.constData());
    }

    void diskAndSelinuxAreReported_data()
    {
        E2eSandbox::addRows();
    }
    void diskAndSelinuxAreReported()
    {
        ROW();
        QVERIFY(check(row, QStringLiteral("disk"))
                    .value(QStringLiteral("message"))
                    .toString()
                    .contains(QLatin1String("GiB free in")));
        // SELinux is information either way: sessions relabel their binds themselves when it is
        // enforcing (tst_render selinuxRelabelsBinds); the verdict is the check's status.
        const QJsonObject s = check(row, QStringLiteral("selinux"));
        QCOMPARE(s.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        QVERIFY(!s.value(QStringLiteral("message")).toString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDoctorE2E)
#include "tst_doctor.moc"
