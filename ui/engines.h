// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmanconnection.h"
#include "engine/podmanjson.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <map>
#include <memory>

namespace aisb {

class Podman;
class PodmanCall;

// Which podman a session runs on, as the user chose it in the app: this computer's podman, a
// named `podman system connection`, or a service URL; for a project also "the global engine".
struct EngineChoice
{
    enum class Kind { Global, Local, Connection, Url };
    Kind kind = Kind::Local;
    QString value; // the connection's name (Connection) or the URL (Url)

    static EngineChoice global() { return {Kind::Global, {}}; }
    static EngineChoice local() { return {Kind::Local, {}}; }
    static EngineChoice named(const QString &name) { return {Kind::Connection, name}; }
    static EngineChoice url(const QString &url) { return {Kind::Url, url}; }

    // The connection this choice stands for (Global and Local: this computer's podman).
    PodmanConnection connection(const QString &program = QStringLiteral("podman")) const;
    friend bool operator==(const EngineChoice &, const EngineChoice &) = default;
};

// The app's engine choice: one global, and an override per project, kept in this computer's
// settings ($XDG_CONFIG_HOME/ai-sandbox/engines.json, written atomically), never in the project's
// .ai-sandbox.toml: the agent writes the project, and must not be able to move the user's sessions
// to another engine. A command line's --url/--connection replaces the global choice for the run.
// It also keeps one Podman per connection for the sessions (each lives as long as this object,
// so a session's clean-up always reaches the engine it ran on).
class Engines : public QObject
{
    Q_OBJECT
public:
    // `settingsFile`: where the choices are kept ("" = defaultSettingsFile()). Reads it at once.
    explicit Engines(const QString &settingsFile = {}, QObject *parent = nullptr);
    ~Engines() override;

    static QString defaultSettingsFile();
    QString settingsFile() const { return m_file; }

    // Reads the file again. A file that cannot be read leaves the choices as they were and returns
    // (and keeps, loadError()) a sentence saying what is wrong and what to do; "" when it was read.
    QString load();
    QString loadError() const { return m_loadError; }

    // The choices as saved. setGlobal()/setProjectChoice() check the choice, write the file
    // atomically and return "" — or a sentence naming the field and the fix, and change nothing.
    EngineChoice globalChoice() const { return m_global; }
    QString setGlobal(const EngineChoice &choice);
    EngineChoice projectChoice(const QString &projectDir) const; // Kind::Global when it has none
    QString setProjectChoice(const QString &projectDir, const EngineChoice &choice);

    // --url/--connection given to the app: replaces the global choice for this run (not saved).
    void setCommandLineOverride(const PodmanConnection &connection);
    bool overriddenByCommandLine() const { return m_override.isRemote(); }
    PodmanConnection commandLineOverride() const { return m_override; }

    // This computer's podman (the program the command line named).
    PodmanConnection localConnection() const { return PodmanConnection{m_override.program, {}, {}}; }
    // The engine in effect: the command line's, else the global choice's.
    PodmanConnection globalConnection() const;
    // A project's: its own choice, else globalConnection().
    PodmanConnection connectionFor(const QString &projectDir) const;
    // The Podman that drives `connection` (one per connection, owned here, never re-pointed).
    Podman *podman(const PodmanConnection &connection);
    Podman *podmanFor(const QString &projectDir) { return podman(connectionFor(projectDir)); }
    // Every engine the app knows of: this computer, the global one, each project's.
    QList<PodmanConnection> knownConnections() const;

    // Checks a choice: "" when it can be used, else a sentence naming `field` and the fix.
    static QString check(const EngineChoice &choice, const QString &field);
    // The engine dialog's name of the field a choice comes from ("Podman service URL").
    static QString fieldName(const EngineChoice &choice);
    // Where sessions with `connection` run, for a sentence: "this computer",
    // "podman service “big”", "the podman service at ssh://…".
    static QString describe(const PodmanConnection &connection);
    // The whole address, for a tooltip.
    static QString address(const PodmanConnection &connection);

    // Lists the named connections (`podman system connection list`, asynchronous) ->
    // connectionsListed or connectionsFailed.
    void listConnections();

Q_SIGNALS:
    // The global choice, a project's, or the command line's override changed.
    void changed();
    void connectionsListed(const QList<aisb::NamedConnection> &connections);
    void connectionsFailed(const QString &message);

private:
    QString save(const EngineChoice &global, const QHash<QString, EngineChoice> &projects);

    QString m_file;
    QString m_loadError;
    EngineChoice m_global;
    QHash<QString, EngineChoice> m_projects;
    PodmanConnection m_override;
    std::map<QString, std::unique_ptr<Podman>> m_podmans;
};

} // namespace aisb
