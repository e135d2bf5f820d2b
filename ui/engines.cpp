// SPDX-License-Identifier: GPL-3.0-or-later
#include "engines.h"

#include "engine/connectionlist.h"
#include "engine/podman.h"
#include "util/paths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QUrl>
#include <optional>

namespace aisb {

namespace {

QString kindName(EngineChoice::Kind kind)
{
    switch (kind) {
    case EngineChoice::Kind::Global:
        return QStringLiteral("global");
    case EngineChoice::Kind::Local:
        return QStringLiteral("local");
    case EngineChoice::Kind::Connection:
        return QStringLiteral("connection");
    case EngineChoice::Kind::Url:
        return QStringLiteral("url");
    }
    return {};
}

std::optional<EngineChoice> choiceFromJson(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    const QString kind = o.value(QStringLiteral("kind")).toString();
    const QString value = o.value(QStringLiteral("value")).toString();
    for (EngineChoice::Kind k : {EngineChoice::Kind::Global, EngineChoice::Kind::Local,
                                 EngineChoice::Kind::Connection, EngineChoice::Kind::Url})
        if (kind == kindName(k))
            return EngineChoice{k, value};
    return std::nullopt;
}

QJsonObject choiceJson(const EngineChoice &c)
{
    QJsonObject o{{QStringLiteral("kind"), kindName(c.kind)}};
    if (!c.value.isEmpty())
        o.insert(QStringLiteral("value"), c.value);
    return o;
}

QString key(const QString &projectDir)
{
    return QDir::cleanPath(QFileInfo(projectDir).absoluteFilePath());
}

QString poolKey(const PodmanConnection &c)
{
    return c.program + QChar(0) + c.url + QChar(0) + c.connection;
}

bool hasSpaceOrControl(const QString &s)
{
    for (const QChar ch : s)
        if (ch.isSpace() || ch.category() == QChar::Other_Control)
            return true;
    return false;
}

} // namespace

PodmanConnection EngineChoice::connection(const QString &program) const
{
    PodmanConnection c;
    c.program = program;
    if (kind == Kind::Connection)
        c.connection = value;
    else if (kind == Kind::Url)
        c.url = value;
    return c;
}

Engines::Engines(const QString &settingsFile, QObject *parent)
    : QObject(parent), m_file(settingsFile.isEmpty() ? defaultSettingsFile() : settingsFile)
{
    load();
}

Engines::~Engines() = default;

QString Engines::defaultSettingsFile()
{
    return Paths::configHome() + QStringLiteral("/ai-sandbox/engines.json");
}

QString Engines::load()
{
    QFile f(m_file);
    if (!f.exists()) {
        m_loadError.clear();
        return {};
    }
    const auto keep = [this](const QString &why) {
        m_loadError = tr("The engine settings in %1 cannot be read (%2), so the engine choices stay as they "
                         "were (%3 for new sessions). Choose the engine again in Edit ▸ Podman Engine… (that "
                         "rewrites the file), or fix or remove the file.")
                          .arg(Paths::shown(m_file), why, describe(globalConnection()));
        return m_loadError;
    };
    if (!f.open(QIODevice::ReadOnly))
        return keep(f.errorString());
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return keep(tr("not JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject())
        return keep(tr("not a JSON object"));
    const QJsonObject root = doc.object();
    const std::optional<EngineChoice> global = choiceFromJson(root.value(QStringLiteral("global")));
    if (root.contains(QStringLiteral("global")) && (!global || global->kind == EngineChoice::Kind::Global ||
                                                    !check(*global, QStringLiteral("global")).isEmpty()))
        return keep(tr("\"global\" is not an engine choice"));
    QHash<QString, EngineChoice> projects;
    const QJsonObject p = root.value(QStringLiteral("projects")).toObject();
    for (auto it = p.begin(); it != p.end(); ++it) {
        const std::optional<EngineChoice> c = choiceFromJson(it.value());
        if (!c || !check(*c, it.key()).isEmpty())
            return keep(tr("the choice for %1 is not an engine choice").arg(it.key()));
        if (c->kind != EngineChoice::Kind::Global)
            projects.insert(key(it.key()), *c);
    }
    m_global = global.value_or(EngineChoice::local());
    m_projects = projects;
    m_loadError.clear();
    Q_EMIT changed();
    return {};
}

QString Engines::save(const EngineChoice &global, const QHash<QString, EngineChoice> &projects)
{
    const QString folder = QFileInfo(m_file).absolutePath();
    if (!QDir().mkpath(folder))
        return tr("The engine settings could not be saved: the folder %1 cannot be made. Check that its "
                  "parent "
                  "exists and is writable.")
            .arg(Paths::shown(folder));
    QJsonObject p;
    for (auto it = projects.begin(); it != projects.end(); ++it)
        p.insert(it.key(), choiceJson(it.value()));
    const QJsonObject root{{QStringLiteral("version"), 1},
                           {QStringLiteral("global"), choiceJson(global)},
                           {QStringLiteral("projects"), p}};
    QSaveFile f(m_file);
    // Only this user reads it: it names the user's projects and servers.
    if (!f.open(QIODevice::WriteOnly) ||
        !f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
        f.write(QJsonDocument(root).toJson()) < 0 || !f.commit())
        return tr("The engine settings could not be saved to %1: %2. Check that the folder is writable.")
            .arg(Paths::shown(m_file), f.errorString());
    return {};
}

QString Engines::setGlobal(const EngineChoice &choice)
{
    if (choice.kind == EngineChoice::Kind::Global)
        return tr("The global engine must be this computer, a connection or a URL.");
    if (const QString why = check(choice, fieldName(choice)); !why.isEmpty())
        return why;
    if (const QString why = save(choice, m_projects); !why.isEmpty())
        return why;
    m_global = choice;
    m_loadError.clear();
    Q_EMIT changed();
    return {};
}

EngineChoice Engines::projectChoice(const QString &projectDir) const
{
    return m_projects.value(key(projectDir), EngineChoice::global());
}

QString Engines::setProjectChoice(const QString &projectDir, const EngineChoice &choice)
{
    if (const QString why = check(choice, fieldName(choice)); !why.isEmpty())
        return why;
    QHash<QString, EngineChoice> projects = m_projects;
    if (choice.kind == EngineChoice::Kind::Global)
        projects.remove(key(projectDir));
    else
        projects.insert(key(projectDir), choice);
    if (const QString why = save(m_global, projects); !why.isEmpty())
        return why;
    m_projects = projects;
    m_loadError.clear();
    Q_EMIT changed();
    return {};
}

void Engines::setCommandLineOverride(const PodmanConnection &connection)
{
    m_override = connection;
    Q_EMIT changed();
}

PodmanConnection Engines::globalConnection() const
{
    if (m_override.isRemote())
        return m_override;
    return m_global.connection(m_override.program);
}

PodmanConnection Engines::connectionFor(const QString &projectDir) const
{
    const EngineChoice c = projectChoice(projectDir);
    if (c.kind == EngineChoice::Kind::Global)
        return globalConnection();
    return c.connection(m_override.program);
}

Podman *Engines::podman(const PodmanConnection &connection)
{
    std::unique_ptr<Podman> &p = m_podmans[poolKey(connection)];
    if (!p)
        p = std::make_unique<Podman>(connection);
    return p.get();
}

QList<PodmanConnection> Engines::knownConnections() const
{
    QList<PodmanConnection> out{localConnection()};
    const auto add = [&out](const PodmanConnection &c) {
        if (!out.contains(c))
            out << c;
    };
    add(globalConnection());
    for (const EngineChoice &c : m_projects)
        add(c.connection(m_override.program));
    return out;
}

QString Engines::fieldName(const EngineChoice &choice)
{
    return choice.kind == EngineChoice::Kind::Connection ? tr("Podman connection") : tr("Podman service URL");
}

QString Engines::check(const EngineChoice &choice, const QString &field)
{
    switch (choice.kind) {
    case EngineChoice::Kind::Global:
    case EngineChoice::Kind::Local:
        return {};
    case EngineChoice::Kind::Connection:
        if (choice.value.isEmpty())
            return tr("%1: pick a connection from the list (podman system connection add makes one).")
                .arg(field);
        if (hasSpaceOrControl(choice.value) || choice.value.startsWith(QLatin1Char('-')))
            return tr("%1: “%2” is not a connection name: names have no spaces and do not start with “-”. "
                      "Pick "
                      "one from the list.")
                .arg(field, choice.value);
        return {};
    case EngineChoice::Kind::Url:
        break;
    }
    const QString &text = choice.value;
    const QString example =
        tr("for example unix:///run/podman/podman.sock or ssh://me@server/run/podman/podman.sock");
    if (text.trimmed().isEmpty())
        return tr("%1: enter the podman service's URL, %2.").arg(field, example);
    if (hasSpaceOrControl(text))
        return tr("%1: the URL contains a space or a control character; remove it (%2).").arg(field, example);
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme();
    if (!url.isValid() || (scheme != QLatin1String("unix") && scheme != QLatin1String("ssh")))
        return tr("%1: “%2” is not a unix:// or ssh:// URL; use %3.").arg(field, text, example);
    if (url.hasFragment())
        return tr("%1: remove the “#…” part of the URL (%2).").arg(field, example);
    if (scheme == QLatin1String("unix")) {
        if (!url.host().isEmpty() || !url.path().startsWith(QLatin1Char('/')) || url.path().size() < 2)
            return tr("%1: a unix URL names the socket's absolute path after three slashes, as "
                      "unix:///run/podman/podman.sock.")
                .arg(field);
        if (url.hasQuery())
            return tr("%1: a unix URL takes no “?…” part; remove it.").arg(field);
        return {};
    }
    if (url.host().isEmpty())
        return tr("%1: an ssh URL names the server, as ssh://me@server/run/podman/podman.sock.").arg(field);
    if (!url.path().startsWith(QLatin1Char('/')) || url.path().size() < 2)
        return tr("%1: an ssh URL ends with the socket's path on the server, as "
                  "ssh://me@server/run/podman/podman.sock (rootless: /run/user/UID/podman/podman.sock).")
            .arg(field);
    return {};
}

QString Engines::describe(const PodmanConnection &connection)
{
    if (!connection.connection.isEmpty())
        return tr("podman service “%1”").arg(connection.connection);
    if (!connection.url.isEmpty()) {
        // Short enough for one line: the server of an ssh URL, the socket of a unix one.
        const QUrl url(connection.url);
        if (url.scheme() == QLatin1String("ssh") && !url.host().isEmpty())
            return tr("the podman service on %1").arg(url.host());
        if (url.scheme() == QLatin1String("unix") && !url.path().isEmpty())
            return tr("the podman service at %1").arg(url.path());
        return tr("the podman service at %1").arg(connection.url);
    }
    return tr("this computer");
}

// The whole address, for a tooltip: "ssh://me@server/run/podman/podman.sock", a connection's name.
QString Engines::address(const PodmanConnection &connection)
{
    if (!connection.connection.isEmpty())
        return tr("podman connection %1 (podman system connection list)").arg(connection.connection);
    if (!connection.url.isEmpty())
        return connection.url;
    return tr("this computer's podman");
}

void Engines::listConnections()
{
    // The list is this user's client configuration: asked of this computer's podman.
    auto *list = new ConnectionList(podman(localConnection()), this);
    connect(list, &ConnectionList::listed, this, [this, list](const QList<NamedConnection> &connections) {
        list->deleteLater();
        Q_EMIT connectionsListed(connections);
    });
    connect(list, &ConnectionList::failed, this, [this, list](const QString &error) {
        list->deleteLater();
        Q_EMIT connectionsFailed(error);
    });
    list->start();
}

} // namespace aisb
