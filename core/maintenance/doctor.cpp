// SPDX-License-Identifier: GPL-3.0-or-later
#include "maintenance/doctor.h"

#include "engine/podman.h"
#include "engine/podmanargs.h"
#include "engine/podmancall.h"
#include "engine/podmanjson.h"
#include "policy/cacertificates.h"
#include "policy/policylayers.h"
#include "render/render.h"
#include "session/gate.h"
#include "session/projectview.h"
#include "session/sessiondir.h"
#include "util/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <memory>
#include <pwd.h>
#include <sys/resource.h>
#include <unistd.h>

namespace aisb {
namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString userName()
{
    const passwd *pw = ::getpwuid(::geteuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString();
}

constexpr qint64 kGiB = 1024LL * 1024 * 1024;

// The labels of every container the doctor starts (the cleanup knows them as managed).
QStringList doctorLabels()
{
    return {Label::option(Label::Managed, QStringLiteral("1")),
            Label::option(Label::Kind, QLatin1String(Label::Kinds::Doctor))};
}

// The last line podman or the probe wrote on stderr, or the call's own error.
QString lastErrorLine(const PodmanResult &r)
{
    const QString why = QString::fromUtf8(r.stderrData).trimmed().section(QLatin1Char('\n'), -1);
    return why.isEmpty() ? r.error : why;
}

} // namespace

Doctor::Doctor(const PodmanConnection &connection, QObject *parent)
    : QObject(parent), m_podman(new Podman(connection, this))
{
    qRegisterMetaType<aisb::Doctor::Check>();
    qRegisterMetaType<QList<aisb::Doctor::Check>>();
}

Doctor::~Doctor() = default;

bool Doctor::hasFailure() const
{
    for (const Check &c : m_checks)
        if (c.status == Status::Fail)
            return true;
    return false;
}

QString Doctor::statusText(Status status)
{
    switch (status) {
    case Status::Ok:
        return QStringLiteral("ok");
    case Status::Warn:
        return QStringLiteral("warn");
    case Status::Fail:
        return QStringLiteral("FAIL");
    }
    return {};
}

QString Doctor::formatLine(const Check &check)
{
    QString line =
        statusText(check.status).leftJustified(6) + check.name + QStringLiteral(": ") + check.sentence;
    if (!check.fix.isEmpty())
        line += QStringLiteral(" -> ") + check.fix;
    return line;
}

QString Doctor::checkId(const QString &name)
{
    return QString(name).replace(QLatin1Char(' '), QLatin1Char('-'));
}

QString Doctor::statusId(Status status)
{
    return statusText(status).toLower();
}

QJsonObject Doctor::toJson(const Check &check)
{
    return {{QStringLiteral("id"), checkId(check.name)},
            {QStringLiteral("status"), statusId(check.status)},
            {QStringLiteral("message"), check.sentence},
            {QStringLiteral("fix"), check.fix}};
}

QJsonObject Doctor::toJson(const QList<Check> &checks)
{
    QJsonArray list;
    bool ok = true;
    for (const Check &c : checks) {
        list.append(toJson(c));
        ok = ok && c.status != Status::Fail;
    }
    return {{QStringLiteral("ok"), ok}, {QStringLiteral("checks"), list}};
}

Enforcement::Facts Doctor::enforcementFacts() const
{
    Enforcement::Facts f;
    f.probed = m_podmanOk;
    f.caps = m_caps;
    for (const Check &c : m_checks) {
        if (c.name == QLatin1String("nft") && c.status == Status::Fail)
            f.nftFailure = c.sentence;
        else if (c.name == QLatin1String("limits") && c.status != Status::Ok)
            f.limitsIgnored = c.sentence;
    }
    return f;
}

QString Doctor::limitsNotApplied(const QByteArray &output, qint64 memoryBytes, int pids)
{
    QByteArray memory, pidsMax;
    for (const QByteArray &raw : output.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.startsWith("memory="))
            memory = line.mid(7);
        else if (line.startsWith("pids="))
            pidsMax = line.mid(5);
    }
    QStringList missing;
    // cgroups v1 shows "no limit" as a huge page-rounded number, v2 as "max".
    if (memory.isEmpty() || memory.toLongLong() != memoryBytes)
        missing << QCoreApplication::translate("aisb::Doctor", "memory limit %1 reads back as %2")
                       .arg(memoryBytes)
                       .arg(memory.isEmpty() ? QStringLiteral("nothing") : QString::fromLatin1(memory));
    if (pidsMax.isEmpty() || pidsMax.toLongLong() != pids)
        missing << QCoreApplication::translate("aisb::Doctor", "process limit %1 reads back as %2")
                       .arg(pids)
                       .arg(pidsMax.isEmpty() ? QStringLiteral("nothing") : QString::fromLatin1(pidsMax));
    return missing.join(QStringLiteral("; "));
}

int Doctor::selinuxMode(const QString &enforcePath)
{
    QFile f(enforcePath);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    return f.readAll().trimmed() == "1" ? 1 : 0;
}

qint64 Doctor::subordinateCount(const QByteArray &content, const QString &user, uint uid)
{
    qint64 total = 0;
    for (const QByteArray &raw : content.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> f = line.split(':');
        if (f.size() != 3)
            continue;
        const QString who = QString::fromLocal8Bit(f[0]);
        if (who == user || who == QString::number(uid))
            total += f[2].toLongLong();
    }
    return total;
}

bool Doctor::setsDefaultUlimits(const QByteArray &content)
{
    bool inContainers = false;
    for (const QByteArray &raw : content.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.startsWith('['))
            inContainers = line == "[containers]";
        else if (inContainers && line.startsWith("default_ulimits"))
            return true;
    }
    return false;
}

void Doctor::add(const QString &name, Status status, const QString &sentence, const QString &fix)
{
    Check c{name, status, sentence, status == Status::Ok ? QString() : fix};
    m_checks.append(c);
    Q_EMIT checkDone(c);
}

void Doctor::next()
{
    if (m_steps.isEmpty()) {
        Q_EMIT finished(m_checks);
        return;
    }
    const auto check = m_steps.takeFirst();
    (this->*check)();
}

void Doctor::podmanCall(const QStringList &args, int timeoutMs,
                        std::function<void(const PodmanResult &)> then)
{
    PodmanCall *call = m_podman->prepare(args);
    call->setTimeout(timeoutMs);
    connect(call, &PodmanCall::finished, this, [then](const PodmanResult &r) { then(r); });
    call->start();
}

void Doctor::run(const Options &options)
{
    m_options = options;
    m_checks.clear();
    m_podmanOk = m_baseOk = m_runtimeOk = false;
    // In this order: podman first (nothing else that needs podman runs without it), the base
    // image before the runtime that runs it, the state folder last (checked even without podman).
    m_steps = {&Doctor::checkPodman,       &Doctor::checkMode,       &Doctor::checkOwnership,
               &Doctor::checkTunAndSubuid, &Doctor::checkBaseImage,  &Doctor::checkRuntime,
               &Doctor::checkGateImage,    &Doctor::checkBindMount,  &Doctor::checkLimits,
               &Doctor::checkNft,          &Doctor::checkGate,       &Doctor::checkSelinux,
               &Doctor::checkNofile,       &Doctor::checkKubePlay,   &Doctor::checkDisk,
               &Doctor::checkCertificates, &Doctor::checkStateFolder};
    next();
}

// podman installed, answering, and its version.
void Doctor::checkPodman()
{
    // This call's own answer (not the shared driver's broadcast signals).
    podmanCall(PodmanArgs::info(QStringLiteral("json")), 60000, [this](const PodmanResult &r) {
        QString message = r.error;
        PodmanCapabilities caps;
        if (r.ok())
            caps = PodmanJson::parseInfo(r.stdoutData, &message);
        if (!message.isEmpty()) {
            add(QStringLiteral("podman"), Status::Fail, tr("podman does not answer: %1").arg(message),
                tr("install podman (scripts/setup does) and check that `podman info` works"));
            // Nothing else that needs podman can be checked: the state folder (last step) still is.
            if (!m_steps.isEmpty())
                m_steps = {m_steps.last()};
            next();
            return;
        }
        m_caps = caps;
        m_podmanOk = true;
        const bool old = caps.versionNumber < QVersionNumber(4, 3);
        add(QStringLiteral("podman"), old ? Status::Warn : Status::Ok,
            tr("podman %1 answers (runtime %2, storage %3)")
                .arg(caps.version, caps.runtime, caps.storageDriver),
            tr("podman older than 4.3 is not tested: upgrade it"));
        next();
    });
}

// Rootless or not, and the route to the gate (both from the probe).
void Doctor::checkMode()
{
    add(QStringLiteral("mode"), Status::Ok,
        m_caps.rootless ? tr("podman runs rootless (as your user)") : tr("podman runs as root (rootful)"));
    if (m_caps.route == PodmanCapabilities::Route::NoRoute)
        add(QStringLiteral("route"), Status::Fail,
            tr("no way for a sandbox to reach its gate: %1").arg(m_caps.routeReason),
            tr("install slirp4netns (podman 4) or passt (podman 5); allowlist mode cannot work without "
               "one"));
    else
        add(QStringLiteral("route"), Status::Ok,
            tr("the sandbox reaches its gate through %1 (%2)")
                .arg(PodmanCapabilities::routeName(m_caps.route), m_caps.gateAddressForRoute()));
    next();
}

// Who owns what the sandbox writes in the project: rootless keep-id, rootful the
// project view (an idmapped mount), tried here on a folder in the state folder.
void Doctor::checkOwnership()
{
    const bool remote = m_podman->connection().isRemote();
    const QString name = QStringLiteral("ownership");
    if (remote || m_caps.rootless || !ProjectView::wanted(false, false)) {
        add(name, Status::Ok,
            remote            ? tr("remote podman: the service decides who owns what the sandbox writes")
            : m_caps.rootless ? tr("rootless: what the sandbox writes in the project is yours (keep-id)")
                              : tr("what the sandbox writes in the project belongs to host uid %1, you")
                                    .arg(ProjectView::sandboxId));
        next();
        return;
    }
    QString error;
    QString where = Paths::stateDir();
    if (const QString e = Paths::ensurePrivateDir(where); !e.isEmpty()) {
        error = e;
    } else {
        QTemporaryDir probe(where + QStringLiteral("/.doctor-view-XXXXXX"));
        // The invoker's folder must look like the sandbox user's through the view.
        const ProjectView::Invoker who = ProjectView::invoker();
        if (probe.isValid() && ::chown(QFile::encodeName(probe.path()).constData(), who.uid, who.gid) != 0)
            error = tr("cannot hand %1 to uid %2").arg(probe.path()).arg(who.uid);
        const QString view = probe.isValid() && error.isEmpty()
                                 ? ProjectView::create(probe.path(), QStringLiteral("doctor"), &error)
                                 : QString();
        if (!probe.isValid())
            error = tr("cannot create a folder in %1").arg(where);
        if (!view.isEmpty()) {
            const bool swapped = QFileInfo(view).ownerId() == ProjectView::sandboxId;
            const QString removeError = ProjectView::remove(view);
            if (!swapped)
                error = tr("the view of %1 does not show it as uid %2's")
                            .arg(probe.path())
                            .arg(ProjectView::sandboxId);
            else if (!removeError.isEmpty())
                error = removeError;
        }
    }
    if (error.isEmpty())
        add(name, Status::Ok,
            tr("rootful: the sandbox writes the project as you (uid %1%2) through an idmapped view of "
               "it (tried in %3)")
                .arg(ProjectView::invoker().uid)
                .arg(ProjectView::invoker().viaSudo ? tr(", from sudo") : QString())
                .arg(where));
    else
        add(name, Status::Warn,
            tr("rootful: the idmapped project view does not work here (%1), so the sandbox writes the "
               "project as host uid 1000 and cannot write where only you may")
                .arg(error),
            tr("use Linux >= 5.12 and keep projects on a file system with idmapped mounts (ext4, xfs, "
               "btrfs; tmpfs from Linux 6.3), or run podman rootless"));
    next();
}

// /dev/net/tun and subordinate ids: only a rootless local podman needs them.
void Doctor::checkTunAndSubuid()
{
    const bool remote = m_podman->connection().isRemote();
    if (remote || !m_caps.rootless) {
        add(QStringLiteral("tun"), Status::Ok,
            remote ? tr("remote podman: /dev/net/tun is the service's business")
                   : tr("/dev/net/tun is not needed by rootful podman"));
        add(QStringLiteral("subuid"), Status::Ok,
            remote ? tr("remote podman: subordinate ids are the service's business")
                   : tr("subordinate ids are not needed by rootful podman"));
        next();
        return;
    }
    const QByteArray tun = QFile::encodeName(QStringLiteral("/dev/net/tun"));
    if (::access(tun.constData(), R_OK | W_OK) == 0)
        add(QStringLiteral("tun"), Status::Ok, tr("/dev/net/tun is readable and writable"));
    else
        add(QStringLiteral("tun"),
            m_caps.route == PodmanCapabilities::Route::Slirp4netns ? Status::Fail : Status::Warn,
            tr("/dev/net/tun is not accessible to you, so rootless networking (slirp4netns, pasta) "
               "fails"),
            tr("make it 0666 (scripts/setup does: chmod 0666 /dev/net/tun) or load the tun module"));
    const QString user = userName();
    const qint64 uids = subordinateCount(readFile(QStringLiteral("/etc/subuid")), user, ::geteuid());
    const qint64 gids = subordinateCount(readFile(QStringLiteral("/etc/subgid")), user, ::geteuid());
    if (uids >= 65536 && gids >= 65536)
        add(QStringLiteral("subuid"), Status::Ok,
            tr("%1 has %2 subordinate uids and %3 gids").arg(user).arg(uids).arg(gids));
    else
        add(QStringLiteral("subuid"), Status::Fail,
            tr("%1 has %2 subordinate uids and %3 gids in /etc/subuid and /etc/subgid; 65536 are needed")
                .arg(user)
                .arg(uids)
                .arg(gids),
            tr("run: sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 %1, then "
               "podman system migrate")
                .arg(user));
    next();
}

// The base image (the runtime check runs it, the gate image is built from it).
void Doctor::checkBaseImage()
{
    podmanCall(PodmanArgs::imageExists(m_options.baseImage), 60000, [this](const PodmanResult &r) {
        m_baseOk = r.ok();
        if (m_baseOk)
            add(QStringLiteral("base image"), Status::Ok, tr("%1 is present").arg(m_options.baseImage));
        else
            add(QStringLiteral("base image"), Status::Warn,
                tr("%1 is missing: the first launch builds it from the Debian mirror (about a minute)")
                    .arg(m_options.baseImage),
                tr("run scripts/setup or `ai-sandbox build` now"));
        next();
    });
}

void Doctor::checkRuntime()
{
    if (!m_baseOk) {
        add(QStringLiteral("runtime"), Status::Warn, tr("not tried: there is no base image to run"),
            tr("build the base image, then run ai-sandbox doctor again"));
        next();
        return;
    }
    podmanCall(PodmanArgs::probeContainer(doctorLabels(), m_options.baseImage, {QStringLiteral("true")}),
               m_options.runTimeoutMs, [this](const PodmanResult &r) {
                   m_runtimeOk = r.ok();
                   if (m_runtimeOk) {
                       add(QStringLiteral("runtime"), Status::Ok,
                           tr("a container runs (%1 `true` in %2)").arg(m_caps.runtime, m_options.baseImage));
                   } else {
                       QString why = QString::fromUtf8(r.stderrData).trimmed().section(QLatin1Char('\n'), -1);
                       if (why.isEmpty())
                           why = r.error;
                       add(QStringLiteral("runtime"), Status::Fail,
                           tr("a container does not start: %1").arg(why),
                           tr("scripts/setup configures runtime = \"runc\" and default_ulimits where a probe "
                              "shows "
                              "they are needed; see `podman run --rm %1 true`")
                               .arg(m_options.baseImage));
                   }
                   next();
               });
}

void Doctor::checkGateImage()
{
    const QString tag = Render::gateImageTag();
    podmanCall(PodmanArgs::imageExists(tag), 60000, [this, tag](const PodmanResult &r) {
        if (r.ok())
            add(QStringLiteral("gate image"), Status::Ok, tr("the squid gate image %1 is present").arg(tag));
        else if (m_baseOk)
            add(QStringLiteral("gate image"), Status::Ok,
                tr("the squid gate image is built on the first allowlist launch (needs the Debian "
                   "mirror)"));
        else
            add(QStringLiteral("gate image"), Status::Warn,
                tr("the squid gate image cannot be built before the base image exists"),
                tr("build the base image first (scripts/setup)"));
        next();
    });
}

// The nofile limit: podman's default ulimit must fit under the hard limit here.
// `podman kube play` (what `ai-sandbox export kube` writes is played with it) builds the pod's
// pause image from catatonit, which Debian's podman only recommends. Sessions do not need it.
void Doctor::checkKubePlay()
{
    const QString name = QStringLiteral("kube-play");
    if (m_podman->connection().isRemote()) {
        add(name, Status::Ok, tr("remote podman: catatonit for podman kube play is the service's"));
    } else {
        QString found;
        for (const char *path :
             {"/usr/libexec/podman/catatonit", "/usr/local/libexec/podman/catatonit",
              "/usr/lib/podman/catatonit", "/usr/bin/catatonit", "/usr/local/bin/catatonit"})
            if (found.isEmpty() && QFileInfo(QLatin1String(path)).isExecutable())
                found = QLatin1String(path);
        if (!found.isEmpty())
            add(name, Status::Ok,
                tr("podman kube play can start exported pods (catatonit at %1)").arg(found));
        else
            add(name, Status::Warn,
                tr("catatonit is missing: podman kube play cannot start the pods ai-sandbox export kube "
                   "writes (sessions do not need it)"),
                tr("install catatonit (scripts/setup does; the .deb recommends it)"));
    }
    next();
}

void Doctor::checkNofile()
{
    const bool remote = m_podman->connection().isRemote();
    rlimit rl{};
    ::getrlimit(RLIMIT_NOFILE, &rl);
    const qint64 hard = rl.rlim_max == RLIM_INFINITY ? -1 : qint64(rl.rlim_max);
    QStringList confs{QStringLiteral("/usr/share/containers/containers.conf"),
                      QStringLiteral("/etc/containers/containers.conf"),
                      Paths::configHome() + QStringLiteral("/containers/containers.conf")};
    const QStringList dropInDirs{QStringLiteral("/etc/containers/containers.conf.d"),
                                 Paths::configHome() + QStringLiteral("/containers/containers.conf.d")};
    for (const QString &dir : dropInDirs)
        for (const QString &f : QDir(dir).entryList({QStringLiteral("*.conf")}, QDir::Files, QDir::Name))
            confs << dir + QLatin1Char('/') + f;
    QString configured;
    for (const QString &c : confs)
        if (setsDefaultUlimits(readFile(c)))
            configured = c;
    if (remote || hard < 0 || hard >= 1048576)
        add(QStringLiteral("nofile"), Status::Ok,
            remote ? tr("remote podman: the service's limits apply")
                   : tr("the open-files hard limit is high enough"));
    else if (!configured.isEmpty())
        add(QStringLiteral("nofile"), Status::Ok,
            tr("the open-files hard limit is %1 and default_ulimits is set in %2").arg(hard).arg(configured));
    else
        add(QStringLiteral("nofile"), m_runtimeOk ? Status::Warn : Status::Fail,
            tr("the open-files hard limit is %1, below what podman asks for containers by default").arg(hard),
            tr("set default_ulimits = [\"nofile=%1:%1\"] under [containers] in containers.conf "
               "(scripts/setup does)")
                .arg(hard));
    next();
}

// Free space where podman stores images.
void Doctor::checkDisk()
{
    const bool remote = m_podman->connection().isRemote();
    if (remote) {
        add(QStringLiteral("disk"), Status::Ok, tr("remote podman: its storage is not on this machine"));
        next();
        return;
    }
    podmanCall(
        PodmanArgs::info(QStringLiteral("{{.Store.GraphRoot}}")), 60000, [this](const PodmanResult &r) {
            const QString root = QString::fromUtf8(r.stdoutData).trimmed();
            const QStorageInfo storage(root);
            if (!r.ok() || root.isEmpty() || !storage.isValid()) {
                add(QStringLiteral("disk"), Status::Warn, tr("podman's storage folder is unknown"),
                    tr("check `podman info --format '{{.Store.GraphRoot}}'`"));
            } else {
                const qint64 free = storage.bytesAvailable();
                const QString text = tr("%1 GiB free in %2").arg(double(free) / kGiB, 0, 'f', 1).arg(root);
                const Status s = free < kGiB ? Status::Fail : free < 5 * kGiB ? Status::Warn : Status::Ok;
                add(QStringLiteral("disk"), s, text,
                    tr("free space there: `ai-sandbox clean` removes stale containers and images"));
            }
            next();
        });
}

// Certificate authorities this host trusts that an image would not (TLS-inspecting proxies).
void Doctor::checkCertificates()
{
    const Check c = certificatesCheck(CaCertificates::hostFiles(), m_options.caCertificates,
                                      CaCertificates::hostDirectory());
    add(c.name, c.status, c.sentence, c.fix);
    next();
}

// The state folder (sessions, logs, trust records).
void Doctor::checkStateFolder()
{
    const QString dir = Paths::stateDir();
    QString err = Paths::ensurePrivateDir(dir);
    if (err.isEmpty()) {
        QTemporaryFile probe(dir + QStringLiteral("/.doctor-XXXXXX"));
        if (!probe.open() || probe.write("x") != 1)
            err = tr("cannot write a file in %1").arg(dir);
    }
    if (err.isEmpty())
        add(QStringLiteral("state"), Status::Ok, tr("%1 is writable").arg(dir));
    else
        add(QStringLiteral("state"), Status::Fail, err,
            tr("make it writable, or point XDG_STATE_HOME at a writable folder"));
    next();
}

Doctor::Check Doctor::certificatesCheck(const QStringList &hostFiles, const QStringList &caEntries,
                                        const QString &hostDir)
{
    Check c;
    c.name = QStringLiteral("certificates");
    if (hostFiles.isEmpty()) {
        c.sentence =
            tr("this machine trusts no certificate authority beyond its distribution's (%1 has none)")
                .arg(hostDir);
        return c;
    }
    bool all = false;
    QStringList missing;
    for (const QString &e : caEntries)
        all = all || CaCertificates::isHostEntry(e);
    for (const QString &f : hostFiles)
        if (!all && !caEntries.contains(f))
            missing << f;
    if (missing.isEmpty()) {
        c.sentence =
            tr("the image trusts the certificate authorities this machine adds (image.ca_certificates)");
        return c;
    }
    // Behind a TLS-inspecting proxy the harness install (npm) fails without them.
    c.status = Status::Warn;
    c.sentence = tr("this machine trusts certificate authorities beyond its distribution's that the image "
                    "would not (%1); behind a TLS-inspecting proxy the image build fails without them")
                     .arg(missing.join(QStringLiteral(", ")));
    c.fix = tr("add ca_certificates = [\"host\"] under [image] in the project's .ai-sandbox.toml (or in "
               "~/.config/ai-sandbox/config.toml for every project), or pass --policy "
               "image.ca_certificates=host");
    return c;
}

void Doctor::runOnly(const Options &options, const QStringList &ids)
{
    m_options = options;
    m_checks.clear();
    m_steps.clear();
    // The standalone checks that need a base image find out for themselves.
    m_baseOk = true;
    const QList<std::pair<QString, void (Doctor::*)()>> all = {
        {QStringLiteral("bind-mount"), &Doctor::checkBindMount},
        {QStringLiteral("limits"), &Doctor::checkLimits},
        {QStringLiteral("nft"), &Doctor::checkNft},
        {QStringLiteral("gate"), &Doctor::checkGate},
        {QStringLiteral("selinux"), &Doctor::checkSelinux}};
    for (const auto &[id, check] : all)
        if (ids.contains(id))
            m_steps << check;
    next();
}

QString Doctor::sandboxImage() const
{
    if (!m_options.sandboxImage.isEmpty())
        return m_options.sandboxImage;
    Policy p = defaultPolicy();
    p.image.base = m_options.baseImage;
    return Render::imageTag(p);
}

// A file the sandbox user writes in a bind-mounted folder must be the invoking user's outside:
// rootless through keep-id, rootful through the idmapped project view (as a session mounts it).
void Doctor::checkBindMount()
{
    const QString name = QStringLiteral("bind-mount");
    if (m_podman->connection().isRemote()) {
        add(name, Status::Ok, tr("remote podman: its bind mounts are on the service's machine, not tried"));
        next();
        return;
    }
    if (!m_baseOk) {
        add(name, Status::Warn, tr("not tried: there is no base image to run"),
            tr("build the base image, then run ai-sandbox doctor again"));
        next();
        return;
    }
    const QString where = Paths::stateDir();
    QString error = Paths::ensurePrivateDir(where);
    auto probe = std::make_shared<QTemporaryDir>(where + QStringLiteral("/.doctor-mount-XXXXXX"));
    if (error.isEmpty() && !probe->isValid())
        error = tr("cannot create a folder in %1").arg(where);
    const bool rootless = m_caps.rootless;
    const bool view = !rootless && ProjectView::wanted(false, false);
    const uint expected = rootless ? ::geteuid() : ProjectView::invoker().uid;
    QString source = probe->path();
    if (error.isEmpty() && !rootless && ::geteuid() == 0 &&
        ::chown(QFile::encodeName(probe->path()).constData(), ProjectView::invoker().uid,
                ProjectView::invoker().gid) != 0)
        error = tr("cannot hand %1 to uid %2").arg(probe->path()).arg(expected);
    if (error.isEmpty() && view)
        source = ProjectView::create(probe->path(), QStringLiteral("doctor-mount"), &error);
    if (!error.isEmpty()) {
        add(name, Status::Warn, tr("not tried: %1").arg(error),
            tr("see the ownership check; the state folder must be writable"));
        next();
        return;
    }
    QStringList options = doctorLabels();
    if (rootless)
        options << QStringLiteral("--userns=keep-id:uid=1000,gid=1000");
    options << QStringLiteral("--user=%1:%1").arg(ProjectView::sandboxId)
            << QStringLiteral("--mount=type=bind,src=%1,dst=/probe").arg(source);
    podmanCall(
        PodmanArgs::probeContainer(
            options, m_options.baseImage,
            {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo written > /probe/written")}),
        m_options.runTimeoutMs, [this, name, probe, source, view, expected](const PodmanResult &r) {
            if (view)
                ProjectView::remove(source);
            const QFileInfo written(probe->filePath(QStringLiteral("written")));
            const QString selinux =
                selinuxMode() == 1
                    ? tr(" SELinux is enforcing: bind mounts need relabelling (see the selinux check).")
                    : QString();
            if (!r.ok() || !written.exists())
                add(name, Status::Fail,
                    tr("the sandbox user cannot write a bind-mounted folder: %1.%2")
                        .arg(lastErrorLine(r), selinux),
                    tr("the sandbox could not write the project: check the runtime and ownership checks "
                       "above"));
            else if (written.ownerId() != expected)
                add(name, Status::Fail,
                    tr("a file the sandbox user wrote in a bind-mounted folder belongs to uid %1 outside, "
                       "not to you "
                       "(uid %2)")
                        .arg(written.ownerId())
                        .arg(expected),
                    m_caps.rootless
                        ? tr("use podman >= 4.3 (keep-id with uid=1000) and check /etc/subuid")
                        : tr("use Linux >= 5.12 and a file system with idmapped mounts (see the ownership "
                             "check), or run podman rootless"));
            else
                add(name, Status::Ok,
                    tr("a file the sandbox user (uid %1) wrote in a bind-mounted folder is yours outside "
                       "(uid %2)")
                        .arg(ProjectView::sandboxId)
                        .arg(expected));
            next();
        });
}

// Limits asked of podman, read back inside the container from its cgroup.
void Doctor::checkLimits()
{
    const QString name = QStringLiteral("limits");
    if (!m_baseOk) {
        add(name, Status::Warn, tr("not tried: there is no base image to run"),
            tr("build the base image, then run ai-sandbox doctor again"));
        next();
        return;
    }
    constexpr qint64 memory = 256LL * 1024 * 1024;
    constexpr int pids = 100;
    const QStringList args = PodmanArgs::probeContainer(
        doctorLabels() +
            QStringList{QStringLiteral("--memory=256m"), QStringLiteral("--pids-limit=%1").arg(pids)},
        m_options.baseImage,
        {QStringLiteral("sh"), QStringLiteral("-c"),
         QStringLiteral("m=$(cat /sys/fs/cgroup/memory.max 2>/dev/null || cat "
                        "/sys/fs/cgroup/memory/memory.limit_in_bytes 2>/dev/null); "
                        "p=$(cat /sys/fs/cgroup/pids.max 2>/dev/null || cat /sys/fs/cgroup/pids/pids.max "
                        "2>/dev/null); echo \"memory=$m\"; echo \"pids=$p\"")});
    podmanCall(args, m_options.runTimeoutMs, [this, name, memory, pids](const PodmanResult &r) {
        if (!r.ok()) {
            add(name, Status::Warn,
                tr("not tried: a container with limits does not start: %1").arg(lastErrorLine(r)),
                tr("see the runtime check"));
            next();
            return;
        }
        const QString missing = limitsNotApplied(r.stdoutData, memory, pids);
        if (missing.isEmpty())
            add(name, Status::Ok, tr("memory and process limits are applied (read back inside a container)"));
        else if (m_caps.rootless && m_caps.cgroupVersion == QLatin1String("v1"))
            add(name, Status::Warn,
                tr("rootless podman on cgroups v1 ignores memory, CPU and process limits (%1); the app "
                   "refuses to "
                   "launch a project that sets them")
                    .arg(missing),
                tr("switch the host to cgroups v2 (boot with systemd.unified_cgroup_hierarchy=1) or run "
                   "podman "
                   "rootful; or remove memory, cpus and pids from the project's limits"));
        else
            add(name, Status::Warn, tr("limits are not applied inside a container: %1").arg(missing),
                tr("check that the memory and pids cgroup controllers are enabled (cgroups v2: delegated to "
                   "your user)"));
        next();
    });
}

// The sandbox's entrypoint loads an nft ruleset (allowlist mode): try one in the sandbox image.
void Doctor::checkNft()
{
    const QString name = QStringLiteral("nft");
    const QString image = sandboxImage();
    podmanCall(PodmanArgs::imageExists(image), 60000, [this, name, image](const PodmanResult &e) {
        if (!e.ok()) {
            add(name, Status::Warn, tr("not tried: the sandbox image %1 is not built yet").arg(image),
                tr("build it (`ai-sandbox build` in the project, or Build in the app), then run the doctor "
                   "again"));
            next();
            return;
        }
        const QStringList options =
            QStringList{QStringLiteral("--user=0:0"), QStringLiteral("--cap-drop=ALL"),
                        QStringLiteral("--cap-add=NET_ADMIN"), QStringLiteral("--entrypoint=/bin/sh")} +
            doctorLabels();
        const QStringList args = PodmanArgs::probeContainer(
            options, image,
            {QStringLiteral("-c"),
             QStringLiteral(
                 "command -v nft >/dev/null 2>&1 || exit 76; "
                 "printf 'table inet aisb {\\n chain output {\\n  type filter hook output priority 0; "
                 "policy drop;\\n }\\n}\\n' | nft -f - || exit 77; "
                 "nft list chain inet aisb output | grep -q 'policy drop' || exit 78")});
        podmanCall(args, m_options.runTimeoutMs, [this, name, image](const PodmanResult &r) {
            const QString why = lastErrorLine(r);
            if (r.ok())
                add(name, Status::Ok, tr("an nft ruleset with a drop policy loads in %1").arg(image));
            else if (r.exitCode == 76)
                add(name, Status::Fail, tr("nft is not installed in %1").arg(image),
                    tr("rebuild the image (Rebuild in the app, or `ai-sandbox build --rebuild`)"));
            else if (r.exitCode == 77 || r.exitCode == 78)
                add(name, Status::Fail, tr("nft cannot load a ruleset in %1 (%2)").arg(image, why),
                    tr("load the nf_tables kernel module (sudo modprobe nf_tables; rootless podman cannot "
                       "load it) "
                       "or run podman rootful"));
            else
                add(name, Status::Warn, tr("not tried: the sandbox image does not start: %1").arg(why),
                    tr("see the runtime check"));
            next();
        });
    });
}

// The squid gate of an allowlist session: started as a session starts it, and asked once.
void Doctor::checkGate()
{
    const QString name = QStringLiteral("gate");
    Policy policy = defaultPolicy();
    policy.image.base = m_options.baseImage;
    const QString tag = Render::gateImageTag(); // the fixed gate base, whatever image.base says
    podmanCall(PodmanArgs::imageExists(tag), 60000, [this, name, tag, policy](const PodmanResult &e) {
        if (!e.ok()) {
            add(name, Status::Ok,
                tr("not tried: the gate image %1 is built on the first allowlist launch").arg(tag));
            next();
            return;
        }
        const QString where = Paths::stateDir();
        auto root = std::make_shared<QTemporaryDir>(where + QStringLiteral("/.doctor-gate-XXXXXX"));
        if (!Paths::ensurePrivateDir(where).isEmpty() || !root->isValid()) {
            add(name, Status::Warn, tr("not tried: cannot create a folder in %1").arg(where),
                tr("see the state check"));
            next();
            return;
        }
        auto *gate = new Gate(m_podman, this);
        Gate::Options o;
        o.policy = policy;
        o.policy.credentials.clear(); // the doctor's probe reads no values
        o.dir = SessionDir::create(QStringLiteral("doctor"), root->path());
        o.projectSlug = QStringLiteral("doctor");
        o.sessionId = o.dir.id();
        o.containerName = ResourceName::doctorGateContainer(QCoreApplication::applicationPid());
        o.hostAddresses = Gate::localAddresses();
        o.selinux = m_caps.selinux;
        auto finish = [this, gate, root, name](Status status, const QString &text, const QString &fix) {
            gate->disconnect(this);
            add(name, status, text, fix);
            connect(gate, &Gate::stopped, this, [this, gate, root] {
                gate->deleteLater();
                next();
            });
            gate->stop();
        };
        connect(gate, &Gate::ready, this, [finish, tag](quint16 port) {
            finish(Status::Ok, tr("the gate (%1) starts and answers on 127.0.0.1:%2").arg(tag).arg(port), {});
        });
        connect(gate, &Gate::failed, this, [finish](const QString &reason) {
            finish(Status::Fail, tr("the gate does not start or answer: %1").arg(reason),
                   tr("rebuild the gate image (`podman rmi` it; the next allowlist launch builds it) and see "
                      "`podman logs` of the gate"));
        });
        gate->start(o);
    });
}

void Doctor::checkSelinux()
{
    const QString name = QStringLiteral("selinux");
    switch (selinuxMode()) {
    case 1:
        // Sessions relabel their binds themselves (Render: relabel=shared for the project,
        // relabel=private for their own files), so this is information, not a problem.
        add(name, Status::Ok,
            tr("SELinux is enforcing: sessions relabel what they bind (the project as shared content, "
               "container_file_t, which stays after the session; their own files privately)"));
        break;
    case 0:
        add(name, Status::Ok, tr("SELinux is permissive: bind mounts need no relabelling"));
        break;
    default:
        add(name, Status::Ok, tr("SELinux is not active"));
        break;
    }
    next();
}

} // namespace aisb
