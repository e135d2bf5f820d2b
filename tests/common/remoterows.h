// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rows of a remote-session e2e test (issue 17): the command line here (rootful, E2eSandbox)
// against a rootful and a rootless podman service in a container (remotepodman.h), rows
// "rootful" and "rootless". setUp() starts both services, builds the sandbox image of `policy`
// here and, unless told not to, copies it into each (the services have no registry). A row whose
// service could not start, or whose image could not be copied, is skipped with the reason
// (REMOTE_ROW()).
#include "e2esandbox.h"
#include "remotepodman.h"
#include "render/render.h"
#include "testfiles.h"

#include <QElapsedTimer>
#include <QTest>
#include <functional>
#include <memory>

namespace aisb::test {

class RemoteRows
{
public:
    struct Options
    {
        bool loadImage = true; // copy the sandbox image built here into each service
        bool loadGate = false; // and the gate's (an allowlist policy builds it here)
        // Called with each service before it starts (e.g. setContainersConf, which must come first).
        std::function<void(RemotePodmanService &)> configure;
    };

    // "" when the command line is ready (each row's service may still be skipped), else why not.
    QString setUp(const QByteArray &policy) { return setUp(policy, Options()); }
    QString setUp(const QByteArray &policy, const Options &options)
    {
        m_env = std::make_unique<E2eSandbox>(false);
        if (!m_env->ready()) {
            m_skip = m_env->skipReason();
            return {};
        }
        for (int i = 0; i < 2; ++i) {
            m_services[i] = std::make_unique<RemotePodmanService>(i == 1);
            if (options.configure)
                options.configure(*m_services[i]);
            if (const QString why = m_services[i]->start(); !why.isEmpty())
                m_serviceSkip[i] =
                    QStringLiteral("the podman service in a container could not start: ") + why;
        }
        // The sandbox image is built here; the same content has the same tag there.
        const QString probe = m_env->makeProject(QStringLiteral("remote-image"), policy);
        const E2eResult b = m_env->cli(
            {QStringLiteral("build"), QStringLiteral("--quiet"), QStringLiteral("-C"), probe}, {}, 900000);
        m_imageTag = QString::fromUtf8(b.out).trimmed();
        if (b.exitCode != 0 || !m_imageTag.startsWith(QLatin1String("localhost/ai-sandbox:")))
            return QString::fromUtf8(b.describe());
        for (int i = 0; options.loadImage && i < 2; ++i) {
            if (!m_serviceSkip[i].isEmpty())
                continue;
            QElapsedTimer t;
            t.start();
            QStringList images{m_imageTag};
            if (options.loadGate)
                images << Render::gateImageTag();
            for (const QString &image : images)
                if (m_serviceSkip[i].isEmpty())
                    if (const QString why = m_services[i]->loadImage(image); !why.isEmpty())
                        m_serviceSkip[i] =
                            QStringLiteral("the image %1 could not be loaded: ").arg(image) + why;
            if (m_serviceSkip[i].isEmpty())
                qInfo("loaded %s into the %s service in %lld ms",
                      qPrintable(images.join(QStringLiteral(", "))), i == 1 ? "rootless" : "rootful",
                      t.elapsed());
        }
        return {};
    }
    // Removes both services (with everything made there) and the workspace (cleanupTestCase).
    void reset()
    {
        m_services[0].reset();
        m_services[1].reset();
        m_env.reset();
    }

    static void addRows()
    {
        QTest::addColumn<bool>("rootless");
        QTest::newRow("rootful") << false;
        QTest::newRow("rootless") << true;
    }
    static int row() { return qstrcmp(QTest::currentDataTag(), "rootless") == 0 ? 1 : 0; }
    // `name` with the row's tag: a project name of its own per row.
    static QString rowName(const QString &name)
    {
        return name + QLatin1Char('-') + QLatin1String(QTest::currentDataTag());
    }
    // Why the current row cannot run ("" when it can).
    QString skipReason() const { return !m_skip.isEmpty() ? m_skip : m_serviceSkip[row()]; }
    // Whether service i (0 rootful, 1 rootless) runs, with the image when it was to be loaded.
    bool serviceReady(int i) const { return m_skip.isEmpty() && m_serviceSkip[i].isEmpty(); }

    E2eSandbox &env() const { return *m_env; }
    RemotePodmanService *service() const { return m_services[row()].get(); }
    RemotePodmanService *service(int i) const { return m_services[i].get(); }
    QString imageTag() const { return m_imageTag; }

    // The names of the project's containers on the current row's service (any state).
    QStringList serviceContainersOf(const QString &project) const
    {
        const Ran r =
            service()->remote({QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("--filter"),
                               QStringLiteral("label=io.aisb.project=") + projectSlug(project),
                               QStringLiteral("--format"), QStringLiteral("{{.Names}}")});
        return QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    // The volumes on the current row's service.
    QStringList serviceVolumes() const
    {
        const Ran r = service()->remote({QStringLiteral("volume"), QStringLiteral("ls"),
                                         QStringLiteral("--format"), QStringLiteral("{{.Name}}")});
        return QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

private:
    std::unique_ptr<E2eSandbox> m_env;
    std::unique_ptr<RemotePodmanService> m_services[2];
    QString m_serviceSkip[2];
    QString m_skip;
    QString m_imageTag;
};

} // namespace aisb::test

// First line of a remote row's test function: skips a row that cannot run.
#define REMOTE_ROW(rows)                                                                                     \
    if (const QString remoteRowSkip = (rows).skipReason(); !remoteRowSkip.isEmpty())                         \
    QSKIP(qPrintable(remoteRowSkip))
