// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/podmanjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTimeZone>

namespace aisb::PodmanJson {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aisb::PodmanJson", text);
}

// The first of `keys` present in `o` (podman and its docker-compatible output differ in case).
QJsonValue field(const QJsonObject &o, std::initializer_list<const char *> keys)
{
    for (const char *k : keys) {
        const auto it = o.constFind(QLatin1String(k));
        if (it != o.constEnd() && !it->isNull() && !it->isUndefined())
            return *it;
    }
    return {};
}

QString str(const QJsonObject &o, std::initializer_list<const char *> keys)
{
    const QJsonValue v = field(o, keys);
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'f', 0);
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

qint64 integer(const QJsonObject &o, std::initializer_list<const char *> keys, qint64 fallback = 0)
{
    const QJsonValue v = field(o, keys);
    if (v.isDouble())
        return qint64(v.toDouble());
    if (v.isString()) {
        bool ok = false;
        const qint64 n = v.toString().toLongLong(&ok);
        return ok ? n : fallback;
    }
    return fallback;
}

bool boolean(const QJsonObject &o, std::initializer_list<const char *> keys)
{
    const QJsonValue v = field(o, keys);
    if (v.isBool())
        return v.toBool();
    if (v.isString())
        return v.toString() == QLatin1String("true");
    return false;
}

// A list of strings, or one string (optionally comma-separated), or null.
QStringList strings(const QJsonValue &v, bool splitCommas = false)
{
    QStringList out;
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            if (e.isString() && !e.toString().isEmpty())
                out << e.toString();
    } else if (v.isString() && !v.toString().isEmpty()) {
        if (splitCommas)
            out = v.toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        else
            out << v.toString();
    }
    return out;
}

// Labels as an object, or as "k=v,k2=v2" (docker-compatible output), or null.
QMap<QString, QString> labels(const QJsonValue &v)
{
    QMap<QString, QString> out;
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(it.key(), it.value().toString());
    } else if (v.isString()) {
        const QStringList parts = v.toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &p : parts) {
            const qsizetype eq = p.indexOf(QLatin1Char('='));
            if (eq > 0)
                out.insert(p.left(eq), p.mid(eq + 1));
            else
                out.insert(p, QString());
        }
    }
    return out;
}

QJsonArray topArray(const QByteArray &json, QString *error, const char *what)
{
    const QByteArray trimmed = json.trimmed();
    if (trimmed.isEmpty() || trimmed == "null")
        return {};
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isArray()) {
        if (error)
            *error = tr("podman's %1 output is not the JSON list expected (%2): update podman or report this")
                         .arg(QLatin1String(what),
                              pe.error != QJsonParseError::NoError ? pe.errorString() : tr("not a list"));
        return {};
    }
    return doc.array();
}

QJsonObject topObject(const QByteArray &json, QString *error, const char *what)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json.trimmed(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error =
                tr("podman's %1 output is not the JSON object expected (%2): update podman or report this")
                    .arg(QLatin1String(what),
                         pe.error != QJsonParseError::NoError ? pe.errorString() : tr("not an object"));
        return {};
    }
    return doc.object();
}

QJsonObject obj(const QJsonObject &o, std::initializer_list<const char *> keys)
{
    return field(o, keys).toObject();
}

} // namespace

QDateTime parseTime(const QJsonValue &value)
{
    if (value.isDouble()) {
        const qint64 secs = qint64(value.toDouble());
        // Go's zero time (-62135596800) and 0 mean "never".
        if (secs <= 0)
            return {};
        return QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc());
    }
    if (!value.isString())
        return {};
    const QString s = value.toString().trimmed();
    // RFC 3339 with any number of fraction digits, or Go's "2006-01-02 15:04:05.999 -0700 MST".
    static const QRegularExpression re(
        QStringLiteral(R"(^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d+))?\s*(Z|[+-]\d{2}:?\d{2})?)"));
    const QRegularExpressionMatch m = re.match(s);
    if (!m.hasMatch())
        return {}; // e.g. podman 4's "2 minutes ago"
    QString ms = m.captured(3).left(3);
    while (ms.size() < 3)
        ms.append(QLatin1Char('0'));
    QString zone = m.captured(4);
    if (zone.isEmpty() || zone == QLatin1String("Z"))
        zone = QStringLiteral("Z");
    else if (!zone.contains(QLatin1Char(':')))
        zone = zone.left(3) + QLatin1Char(':') + zone.mid(3);
    const QString iso = m.captured(1) + QLatin1Char('T') + m.captured(2) + QLatin1Char('.') + ms + zone;
    QDateTime dt = QDateTime::fromString(iso, Qt::ISODateWithMs);
    if (dt.isValid() && dt.date().year() <= 1)
        return {};
    return dt.isValid() ? dt.toUTC() : QDateTime();
}

QList<NamedConnection> parseConnections(const QByteArray &json, QString *error)
{
    QList<NamedConnection> out;
    for (const QJsonValue &v : topArray(json, error, "system connection list")) {
        const QJsonObject o = v.toObject();
        NamedConnection c;
        c.name = o.value(QStringLiteral("Name")).toString();
        c.uri = o.value(QStringLiteral("URI")).toString();
        c.isDefault = o.value(QStringLiteral("Default")).toBool();
        if (!c.name.isEmpty())
            out << c;
    }
    return out;
}

QList<ContainerInfo> parseContainers(const QByteArray &json, QString *error)
{
    QList<ContainerInfo> out;
    const QJsonArray arr = topArray(json, error, "ps");
    for (const QJsonValue &v : arr) {
        const QJsonObject o = v.toObject();
        ContainerInfo c;
        c.id = str(o, {"Id", "ID", "id"});
        for (QString n : strings(field(o, {"Names", "Name"}), true)) {
            if (n.startsWith(QLatin1Char('/')))
                n.remove(0, 1);
            c.names << n;
        }
        c.image = str(o, {"Image"});
        c.imageId = str(o, {"ImageID", "ImageId"});
        c.state = str(o, {"State"}).toLower();
        c.status = str(o, {"Status"});
        c.labels = labels(field(o, {"Labels"}));
        c.createdAt = parseTime(field(o, {"Created"}));
        if (!c.createdAt.isValid())
            c.createdAt = parseTime(field(o, {"CreatedAt"}));
        c.startedAt = parseTime(field(o, {"StartedAt"}));
        c.exitCode = int(integer(o, {"ExitCode"}));
        c.pid = integer(o, {"Pid"});
        const QJsonValue size = field(o, {"Size"});
        if (size.isObject())
            c.size = integer(size.toObject(), {"rwSize", "RwSize"}, -1);
        else if (size.isDouble())
            c.size = qint64(size.toDouble());
        c.mounts = strings(field(o, {"Mounts"}), true);
        c.command = strings(field(o, {"Command"}));
        if (!c.id.isEmpty())
            out << c;
    }
    return out;
}

QList<ImageInfo> parseImages(const QByteArray &json, QString *error)
{
    QList<ImageInfo> out;
    const QJsonArray arr = topArray(json, error, "images");
    for (const QJsonValue &v : arr) {
        const QJsonObject o = v.toObject();
        ImageInfo i;
        i.id = str(o, {"Id", "ID"});
        if (i.id.startsWith(QLatin1String("sha256:")))
            i.id = i.id.mid(7);
        // podman 4.3 leaves RepoTags null and lists the tags in Names; later versions fill both.
        QStringList tags = strings(field(o, {"Names"}));
        for (const QString &t : strings(field(o, {"RepoTags"})))
            if (!tags.contains(t))
                tags << t;
        for (const QString &t : std::as_const(tags))
            if (t != QLatin1String("<none>:<none>") && !t.endsWith(QLatin1String(":<none>")))
                i.tags << t;
        i.size = integer(o, {"Size", "VirtualSize"});
        i.created = parseTime(field(o, {"Created"}));
        if (!i.created.isValid())
            i.created = parseTime(field(o, {"CreatedAt"}));
        i.labels = labels(field(o, {"Labels"}));
        i.containers = int(integer(o, {"Containers"}));
        i.digest = str(o, {"Digest"});
        if (!i.id.isEmpty())
            out << i;
    }
    return out;
}

QList<VolumeInfo> parseVolumes(const QByteArray &json, QString *error)
{
    QList<VolumeInfo> out;
    const QJsonArray arr = topArray(json, error, "volume ls");
    for (const QJsonValue &v : arr) {
        const QJsonObject o = v.toObject();
        VolumeInfo vol;
        vol.name = str(o, {"Name"});
        vol.driver = str(o, {"Driver"});
        vol.labels = labels(field(o, {"Labels"}));
        vol.mountpoint = str(o, {"Mountpoint"});
        vol.createdAt = parseTime(field(o, {"CreatedAt", "Created"}));
        if (!vol.name.isEmpty())
            out << vol;
    }
    return out;
}

QDate pastaReleaseDate(const QString &versionText)
{
    // "pasta 0.0~git20250503.587980c-2", "pasta 0^20230908.g05627dc-1.fc39", "pasta 2024_08_21.1d6142f"
    static const QRegularExpression re(QStringLiteral(R"((20\d{2})[_.-]?(\d{2})[_.-]?(\d{2}))"));
    const QRegularExpressionMatch m = re.match(versionText);
    if (!m.hasMatch())
        return {};
    return QDate(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
}

void chooseRoute(PodmanCapabilities &caps)
{
    using Route = PodmanCapabilities::Route;
    if (caps.slirp4netns) {
        caps.route = Route::Slirp4netns;
        caps.routeReason = tr("slirp4netns is installed: the sandbox reaches the gate through its "
                              "host loopback mapping (10.0.2.2)");
    } else if (caps.pasta && caps.pastaMapHostLoopback) {
        caps.route = Route::Pasta;
        caps.routeReason = tr("pasta supports --map-host-loopback: the sandbox reaches the gate at %1")
                               .arg(PodmanCapabilities::pastaLoopbackAddress());
    } else {
        caps.route = Route::NoRoute;
        if (caps.pasta)
            caps.routeReason =
                tr("slirp4netns is not installed and this pasta (%1) or podman (%2) is too "
                   "old for --map-host-loopback: install slirp4netns (scripts/setup does) "
                   "or podman 5 with passt 2024-08-21 or newer")
                    .arg(caps.pastaVersion.isEmpty() ? tr("unknown version") : caps.pastaVersion,
                         caps.version);
        else
            caps.routeReason = tr("neither slirp4netns nor pasta is available to podman: install slirp4netns "
                                  "(scripts/setup does) or passt; until then only the 'none' and 'open' "
                                  "network modes work");
    }
}

PodmanCapabilities parseInfo(const QByteArray &json, QString *error)
{
    PodmanCapabilities caps;
    const QJsonObject root = topObject(json, error, "info");
    const QJsonObject host = obj(root, {"host", "Host"});
    const QJsonObject version = obj(root, {"version", "Version"});
    const QJsonObject store = obj(root, {"store", "Store"});
    caps.version = str(version, {"Version"});
    caps.versionNumber = QVersionNumber::fromString(caps.version);
    caps.remote = boolean(host, {"serviceIsRemote", "ServiceIsRemote"});
    caps.rootless = boolean(obj(host, {"security", "Security"}), {"rootless", "Rootless"});
    caps.selinux = boolean(obj(host, {"security", "Security"}), {"selinuxEnabled", "SELinuxEnabled"});
    caps.runtime = str(obj(host, {"ociRuntime", "OCIRuntime"}), {"name", "Name"});
    caps.cgroupManager = str(host, {"cgroupManager", "CgroupManager"});
    caps.cgroupVersion = str(host, {"cgroupVersion", "CgroupsVersion", "CgroupVersion"});
    caps.networkBackend = str(host, {"networkBackend", "NetworkBackend"});
    caps.storageDriver = str(store, {"graphDriverName", "GraphDriverName"});
    caps.volumePath = str(store, {"volumePath", "VolumePath"});

    const int major = caps.versionNumber.majorVersion();
    // podman 6 dropped slirp4netns; pasta support arrived in 4.4 and became the default in 5.0.
    const QString slirpExe =
        str(obj(host, {"slirp4netns", "Slirp4NetNS", "Slirp4netns"}), {"executable", "Executable"});
    caps.slirp4netns = !slirpExe.isEmpty() && major < 6;
    const QJsonObject pasta = obj(host, {"pasta", "Pasta"});
    const QString pastaExe = str(pasta, {"executable", "Executable"});
    caps.pasta = !pastaExe.isEmpty() && caps.versionNumber >= QVersionNumber(4, 4);
    const QDate pastaDate = pastaReleaseDate(str(pasta, {"version", "Version", "package", "Package"}));
    if (pastaDate.isValid())
        caps.pastaVersion = pastaDate.toString(QStringLiteral("yyyy.MM.dd"));
    // --map-host-loopback: passt 2024_08_21 and newer.
    caps.pastaMapHostLoopback =
        caps.pasta && major >= 5 && pastaDate.isValid() && pastaDate >= QDate(2024, 8, 21);
    if (error && error->isEmpty() && caps.version.isEmpty())
        *error = tr("podman info printed no version: update podman or report this");
    chooseRoute(caps);
    return caps;
}

QString parseVersion(const QByteArray &json, QString *error)
{
    const QJsonObject root = topObject(json, error, "version");
    const QString server = str(obj(root, {"Server", "server"}), {"Version"});
    if (!server.isEmpty())
        return server;
    return str(obj(root, {"Client", "client"}), {"Version"});
}

DiskUsage parseDiskUsage(const QByteArray &jsonLines, QString *error)
{
    DiskUsage du;
    QList<QJsonObject> rows;
    const QByteArray trimmed = jsonLines.trimmed();
    // podman 5 may accept --format json and print one list; podman 4.3 prints one object per line.
    if (trimmed.startsWith('[')) {
        for (const QJsonValue &v : topArray(trimmed, error, "system df"))
            rows << v.toObject();
    } else {
        for (const QByteArray &line : trimmed.split('\n')) {
            if (line.trimmed().isEmpty())
                continue;
            QJsonParseError pe;
            const QJsonDocument doc = QJsonDocument::fromJson(line, &pe);
            if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
                if (error)
                    *error = tr("podman's system df output is not the JSON expected (%1): update podman or "
                                "report this")
                                 .arg(pe.errorString());
                continue;
            }
            rows << doc.object();
        }
    }
    for (const QJsonObject &o : std::as_const(rows)) {
        DiskUsage::Entry e;
        e.total = int(integer(o, {"TotalCount", "Total"}));
        e.active = int(integer(o, {"Active"}));
        e.size = integer(o, {"RawSize", "Size"});
        e.reclaimable = integer(o, {"RawReclaimable", "Reclaimable"});
        const QString type = str(o, {"Type"}).toLower();
        if (type.startsWith(QLatin1String("image")))
            du.images = e;
        else if (type.startsWith(QLatin1String("container")))
            du.containers = e;
        else if (type.contains(QLatin1String("volume")))
            du.volumes = e;
    }
    return du;
}

QSet<QString> parseNameLines(const QByteArray &text)
{
    QSet<QString> out;
    for (const QByteArray &line : text.split('\n')) {
        const QString s = QString::fromUtf8(line).trimmed();
        if (!s.isEmpty())
            out.insert(s);
    }
    return out;
}

} // namespace aisb::PodmanJson
