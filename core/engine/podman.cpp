// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/podman.h"

#include "engine/capabilitiescache.h"
#include "engine/podmanargs.h"
#include "engine/podmanjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <memory>

namespace aisb {

namespace {
void registerMetaTypes()
{
    static const bool done = [] {
        qRegisterMetaType<aisb::PodmanResult>();
        qRegisterMetaType<aisb::PodmanCapabilities>();
        qRegisterMetaType<aisb::ContainerInfo>();
        qRegisterMetaType<aisb::ImageInfo>();
        qRegisterMetaType<aisb::VolumeInfo>();
        qRegisterMetaType<aisb::DiskUsage>();
        qRegisterMetaType<QList<aisb::ContainerInfo>>();
        qRegisterMetaType<QList<aisb::ImageInfo>>();
        qRegisterMetaType<QList<aisb::VolumeInfo>>();
        return true;
    }();
    Q_UNUSED(done);
}
} // namespace

Podman::Podman(const PodmanConnection &connection, QObject *parent)
    : QObject(parent), m_connection(connection)
{
    registerMetaTypes();
}

PodmanCall *Podman::prepare(const QStringList &args, QObject *parent)
{
    return new PodmanCall(m_connection.program, m_connection.globalArgs() + args, parent);
}

PodmanCall *Podman::start(const QStringList &args, QObject *parent)
{
    PodmanCall *call = prepare(args, parent);
    call->start();
    return call;
}

QStringList Podman::labelFilterArgs(const QStringList &labelFilters)
{
    // What PodmanArgs' listings add to their argv.
    return PodmanArgs::listVolumes(labelFilters).mid(PodmanArgs::listVolumes().size());
}

bool Podman::matchesLabels(const QMap<QString, QString> &labels, const QStringList &labelFilters)
{
    for (const QString &f : labelFilters) {
        const qsizetype eq = f.indexOf(QLatin1Char('='));
        const auto it = labels.constFind(eq < 0 ? f : f.left(eq));
        if (it == labels.constEnd() || (eq >= 0 && *it != f.mid(eq + 1)))
            return false;
    }
    return true;
}

namespace {
// A typed call starts on the next turn of the event loop: its caller connects to it first, even
// when podman cannot be started at all (QProcess reports that at once).
void startSoon(PodmanCall *call)
{
    QMetaObject::invokeMethod(call, &PodmanCall::start, Qt::QueuedConnection);
}

template <typename T> QList<T> keepMatching(const QList<T> &items, const QStringList &labelFilters)
{
    if (labelFilters.size() < 2)
        return items;
    QList<T> out;
    for (const T &item : items)
        if (Podman::matchesLabels(item.labels, labelFilters))
            out << item;
    return out;
}
} // namespace

PodmanCall *Podman::probe()
{
    PodmanCall *call = prepare({QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("json")});
    call->setTimeout(60000);
    connect(call, &PodmanCall::finished, call, [call, connection = m_connection](const PodmanResult &r) {
        if (!r.ok()) {
            Q_EMIT call->failed(r.error);
            return;
        }
        QString error;
        const PodmanCapabilities caps = PodmanJson::parseInfo(r.stdoutData, &error);
        if (!error.isEmpty()) {
            Q_EMIT call->failed(error);
            return;
        }
        CapabilitiesCache::store(connection, r.stdoutData); // the next start need not wait
        Q_EMIT call->capabilitiesReady(caps);
    });
    startSoon(call);
    return call;
}

PodmanCall *Podman::listContainers(const QStringList &labelFilters)
{
    PodmanCall *call = prepare(PodmanArgs::listContainers(labelFilters));
    connect(call, &PodmanCall::finished, call, [call, labelFilters](const PodmanResult &r) {
        if (!r.ok()) {
            Q_EMIT call->failed(r.error);
            return;
        }
        QString error;
        const auto list = keepMatching(PodmanJson::parseContainers(r.stdoutData, &error), labelFilters);
        if (!error.isEmpty())
            Q_EMIT call->failed(error);
        else
            Q_EMIT call->containersListed(list);
    });
    startSoon(call);
    return call;
}

PodmanCall *Podman::listImages(const QStringList &labelFilters)
{
    PodmanCall *call = prepare(PodmanArgs::listImages(labelFilters));
    connect(call, &PodmanCall::finished, call, [call, labelFilters](const PodmanResult &r) {
        if (!r.ok()) {
            Q_EMIT call->failed(r.error);
            return;
        }
        QString error;
        const auto list = keepMatching(PodmanJson::parseImages(r.stdoutData, &error), labelFilters);
        if (!error.isEmpty())
            Q_EMIT call->failed(error);
        else
            Q_EMIT call->imagesListed(list);
    });
    startSoon(call);
    return call;
}

PodmanCall *Podman::listVolumes(const QStringList &labelFilters)
{
    // Two podman runs answer on the first call, so it is ours to delete, once it has answered
    // (a call without a parent would delete itself after the first run).
    PodmanCall *call = prepare(PodmanArgs::listVolumes(labelFilters), this);
    const auto answer = [call](const QString &error, const QList<VolumeInfo> &volumes) {
        if (error.isEmpty())
            Q_EMIT call->volumesListed(volumes);
        else
            Q_EMIT call->failed(error);
        call->deleteLater();
    };
    connect(call, &PodmanCall::finished, call, [this, call, labelFilters, answer](const PodmanResult &r) {
        if (!r.ok())
            return answer(r.error, {});
        QString error;
        const auto volumes = keepMatching(PodmanJson::parseVolumes(r.stdoutData, &error), labelFilters);
        if (!error.isEmpty() || volumes.isEmpty())
            return answer(error, volumes);
        // "dangling" volumes are those no container (in any state) refers to. Not combined with
        // the label filters: podman 4.3 ORs filters of different kinds in `volume ls`.
        PodmanCall *second = start(PodmanArgs::danglingVolumeNames());
        connect(second, &PodmanCall::finished, call, [volumes, answer](const PodmanResult &r2) {
            if (!r2.ok())
                return answer(r2.error, {});
            const QSet<QString> dangling = PodmanJson::parseNameLines(r2.stdoutData);
            QList<VolumeInfo> out = volumes;
            for (VolumeInfo &v : out)
                v.inUse = !dangling.contains(v.name);
            answer({}, out);
        });
    });
    startSoon(call);
    return call;
}

PodmanCall *Podman::imageExists(const QString &reference)
{
    PodmanCall *call = prepare({QStringLiteral("image"), QStringLiteral("exists"), reference});
    connect(call, &PodmanCall::finished, call, [call, reference](const PodmanResult &r) {
        // Exit 1 means "no such image"; anything else is an error.
        if (r.ok())
            Q_EMIT call->imageExistsChecked(true);
        else if (!r.failedToStart && !r.crashed && !r.canceled && r.exitCode == 1)
            Q_EMIT call->imageExistsChecked(false);
        else
            Q_EMIT call->failed(r.error);
    });
    startSoon(call);
    return call;
}

PodmanCall *Podman::diskUsage()
{
    PodmanCall *call = prepare(PodmanArgs::diskUsage());
    connect(call, &PodmanCall::finished, call, [call](const PodmanResult &r) {
        if (!r.ok()) {
            Q_EMIT call->failed(r.error);
            return;
        }
        QString error;
        const DiskUsage du = PodmanJson::parseDiskUsage(r.stdoutData, &error);
        if (!error.isEmpty())
            Q_EMIT call->failed(error);
        else
            Q_EMIT call->diskUsageReady(du);
    });
    startSoon(call);
    return call;
}

QStringList Podman::removeArgs(ResourceKind kind, const QStringList &ids, bool force)
{
    QStringList args;
    switch (kind) {
    case ResourceKind::Container:
        args << QStringLiteral("rm");
        break;
    case ResourceKind::Image:
        args << QStringLiteral("rmi");
        break;
    case ResourceKind::Volume:
        args << QStringLiteral("volume") << QStringLiteral("rm");
        break;
    }
    if (force)
        args << QStringLiteral("--force");
    // "--" so that nothing in `ids` can be read as an option.
    args << QStringLiteral("--") << ids;
    return args;
}

PodmanCall *Podman::remove(ResourceKind kind, const QStringList &ids, bool force)
{
    PodmanCall *call = prepare(removeArgs(kind, ids, force));
    connect(call, &PodmanCall::finished, call, [call, kind, ids](const PodmanResult &r) {
        if (r.ok())
            Q_EMIT call->succeeded();
        else
            Q_EMIT call->failed(r.error);
    });
    startSoon(call);
    return call;
}

PodmanCall *Podman::stop(const QStringList &containers, int timeoutSeconds)
{
    PodmanCall *call = prepare(QStringList{QStringLiteral("stop"), QStringLiteral("--time"),
                                           QString::number(timeoutSeconds), QStringLiteral("--")} +
                               containers);
    connect(call, &PodmanCall::finished, call, [call, containers](const PodmanResult &r) {
        if (r.ok())
            Q_EMIT call->succeeded();
        else
            Q_EMIT call->failed(r.error);
    });
    startSoon(call);
    return call;
}

std::pair<int, int> Podman::parseStepLine(const QString &line)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*(?:\[[^\]]*\]\s*)?STEP (\d+)/(\d+)\b)"));
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return {0, 0};
    return {m.captured(1).toInt(), m.captured(2).toInt()};
}

QStringList Podman::buildArgs(const QString &contextDir, const QString &containerfile, const QString &tag,
                              const QMap<QString, QString> &labels, const QStringList &buildArgs)
{
    const QString file =
        QDir::isAbsolutePath(containerfile) ? containerfile : QDir(contextDir).filePath(containerfile);
    QStringList args{QStringLiteral("build"), QStringLiteral("--file"), file, QStringLiteral("--tag"), tag};
    for (auto it = labels.begin(); it != labels.end(); ++it)
        args << QStringLiteral("--label") << it.key() + QLatin1Char('=') + it.value();
    for (const QString &a : buildArgs)
        args << QStringLiteral("--build-arg") << a;
    args << contextDir;
    return args;
}

PodmanCall *Podman::build(const QString &contextDir, const QString &containerfile, const QString &tag,
                          const QMap<QString, QString> &labels, const QStringList &buildArgs)
{
    PodmanCall *call = prepare(Podman::buildArgs(contextDir, containerfile, tag, labels, buildArgs));
    // Shared by the line handlers and the finish handler of this one call.
    auto progress = std::make_shared<std::pair<int, int>>(0, 0);
    auto onLine = [call, progress](const QString &line) {
        Q_EMIT call->buildLine(line);
        const auto step = parseStepLine(line);
        if (step.first > 0) {
            *progress = step;
            Q_EMIT call->buildProgress(step.first, step.second);
        }
    };
    connect(call, &PodmanCall::stdoutLine, call, onLine);
    connect(call, &PodmanCall::stderrLine, call, onLine);
    connect(call, &PodmanCall::finished, call, [call, progress, tag](const PodmanResult &r) {
        if (r.ok()) {
            Q_EMIT call->built(tag);
            return;
        }
        if (r.failedToStart || r.canceled) {
            Q_EMIT call->failed(r.error);
            return;
        }
        const QString tail = call->lastOutputLines(6);
        if (progress->first > 0)
            Q_EMIT call->failed(tr("image build failed at step %1/%2: %3")
                                    .arg(progress->first)
                                    .arg(progress->second)
                                    .arg(tail));
        else
            Q_EMIT call->failed(tr("image build failed before its first step: %1").arg(tail));
    });
    startSoon(call);
    return call;
}

} // namespace aisb
