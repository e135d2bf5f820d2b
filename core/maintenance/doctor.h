// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/podmancapabilities.h"
#include "engine/podmanconnection.h"
#include "maintenance/enforcement.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <functional>

namespace aisb {

class Podman;

// Checks that this machine can run sandboxes (podman, runtime, network route, images, limits,
// disk, state folder); each check ends in ok/warn/FAIL with a sentence and, if not ok, a fix.
class Doctor : public QObject
{
    Q_OBJECT
public:
    enum class Status { Ok, Warn, Fail };
    struct Check
    {
        QString name; // short: "podman", "runtime", "route", ...
        Status status = Status::Ok;
        QString sentence; // what was found
        QString fix;      // what to do; empty when ok
    };
    struct Options
    {
        QString baseImage = QStringLiteral("localhost/ai-sandbox-base:trixie");
        QStringList caCertificates; // the project's image.ca_certificates (the "certificates" check)
        // The sandbox image nft is tried in (the project's); empty: the default policy's.
        QString sandboxImage;
        int runTimeoutMs = 120000;
    };

    explicit Doctor(const PodmanConnection &connection = {}, QObject *parent = nullptr);
    ~Doctor() override;

    void run(const Options &options); // -> checkDone per check, then finished(all)
    // Only the named checks among those that stand alone (bind-mount, limits, nft, gate,
    // selinux), e.g. nft for the app's enforcement verdict; -> checkDone..., finished.
    void runOnly(const Options &options, const QStringList &ids);
    const QList<Check> &checks() const { return m_checks; }
    bool hasFailure() const;
    // What the probe found (valid once the podman check passed).
    const PodmanCapabilities &capabilities() const { return m_caps; }
    bool probed() const { return m_podmanOk; }
    // The facts the checks found that decide whether a launch is enforced (Enforcement).
    Enforcement::Facts enforcementFacts() const;

    // The stable id of a check: its name with dashes for spaces ("base-image").
    static QString checkId(const QString &name);
    static QString statusId(Status status); // "ok", "warn", "fail"
    // {"id", "status", "message", "fix"} per check; the document: {"ok": bool, "checks": [...]}.
    static QJsonObject toJson(const Check &check);
    static QJsonObject toJson(const QList<Check> &checks);

    static QString statusText(Status status); // "ok", "warn", "FAIL"
    // One line for people: "ok    podman: podman 4.3.1 answers" (+ " -> fix" when not ok).
    static QString formatLine(const Check &check);

    // Pure parts, public for tests.
    // The subordinate id count of `user`/`uid` in an /etc/subuid-style text (0 when none).
    static qint64 subordinateCount(const QByteArray &content, const QString &user, uint uid);
    // Whether a containers.conf text sets default_ulimits in its [containers] table.
    static bool setsDefaultUlimits(const QByteArray &content);
    // The "certificates" check: warns when the host trusts authorities (`hostFiles`, below
    // `hostDir`) that the policy's image.ca_certificates (`caEntries`) would not give the image.
    static Check certificatesCheck(const QStringList &hostFiles, const QStringList &caEntries,
                                   const QString &hostDir);
    // What the limits probe printed inside a container ("memory=<bytes|max>\npids=<n|max>\n")
    // against what was asked: empty when both were applied, else what was not.
    static QString limitsNotApplied(const QByteArray &output, qint64 memoryBytes, int pids);
    // SELinux from /sys/fs/selinux/enforce: -1 not active (no file), 0 permissive, 1 enforcing.
    static int selinuxMode(const QString &enforcePath = QStringLiteral("/sys/fs/selinux/enforce"));

Q_SIGNALS:
    void checkDone(const aisb::Doctor::Check &check);
    void finished(const QList<aisb::Doctor::Check> &checks);

private:
    void add(const QString &name, Status status, const QString &sentence, const QString &fix = {});
    void next();
    void podmanCall(const QStringList &args, int timeoutMs,
                    std::function<void(const struct PodmanResult &)> then);
    // One function per check; each ends by calling next(). run() calls them in order.
    void checkPodman();
    void checkMode(); // rootless or not, and the route to the gate
    void checkOwnership();
    void checkTunAndSubuid();
    void checkBaseImage();
    void checkRuntime();
    void checkGateImage();
    void checkNofile();
    void checkKubePlay(); // catatonit, which `podman kube play` (export kube) needs
    void checkDisk();
    void checkCertificates();
    void checkStateFolder();
    // These stand alone (runOnly()).
    void checkBindMount();
    void checkLimits();
    void checkNft();
    void checkGate();
    void checkSelinux();
    QString sandboxImage() const;

    Podman *m_podman;
    Options m_options;
    PodmanCapabilities m_caps;
    bool m_podmanOk = false;
    bool m_baseOk = false;
    bool m_runtimeOk = false;
    QList<void (Doctor::*)()> m_steps; // the checks still to run, in order
    QList<Check> m_checks;
};

} // namespace aisb

Q_DECLARE_METATYPE(aisb::Doctor::Check)
