// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessiontab.h"

#include "engine/podman.h"
#include "engines.h"
#include "terminal/terminalwidget.h"

#include <QDir>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace aisb {

SessionTab::SessionTab(Podman *podman, Session::Options options, QWidget *parent)
    : QWidget(parent), m_terminal(new TerminalWidget(TerminalSettings::load(QSettings()), this)),
      m_icon(new QLabel(this)), m_status(new QLabel(this)), m_network(new QLabel(this)),
      m_where(new QLabel(this)),
      m_stop(new QPushButton(QIcon::fromTheme(QStringLiteral("process-stop")), tr("Stop"), this)),
      m_relaunch(new QPushButton(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Relaunch"), this))
{
    m_stop->setObjectName(QStringLiteral("stopSessionButton"));
    m_relaunch->setObjectName(QStringLiteral("relaunchButton"));
    m_relaunch->setToolTip(tr("Start a new session of this project with its saved policy"));
    m_relaunch->setVisible(false);
    // A long failure reason is clipped (whole in the tooltip) instead of widening the window.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setMinimumWidth(1);
    options.interactive = true;
    // The terminal hosts podman: the session hands it the command instead of running it.
    options.externalLauncher = [this](const QString &program, const QStringList &args) {
        m_command = QStringList{program} + args;
        m_terminal->setFocus();
        m_terminal->start(program, args, QProcessEnvironment::systemEnvironment(), QDir::homePath());
    };
    // The session records what passes this terminal (sessionrecording.cpp).
    options.terminalSize = QSize(m_terminal->terminalColumns(), m_terminal->terminalRows());
    m_session = new Session(podman, std::move(options), this);
    connect(m_terminal, &TerminalWidget::outputReceived, m_session, &Session::recordTerminalOutput);
    connect(m_terminal, &TerminalWidget::inputSent, m_session, &Session::recordTerminalInput);
    connect(m_terminal, &TerminalWidget::terminalResized, m_session, &Session::recordTerminalResize);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(8, 4, 8, 4);
    bar->addWidget(m_icon);
    bar->addWidget(m_status, 1);
    bar->addWidget(m_where);
    bar->addWidget(m_network);
    bar->addWidget(m_stop);
    bar->addWidget(m_relaunch);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    // A little air between the text and the tab's edge, in the terminal's own background.
    auto *well = new QWidget(this);
    QPalette wellPalette = well->palette();
    wellPalette.setColor(QPalette::Window, m_terminal->settings().scheme.background);
    well->setPalette(wellPalette);
    well->setAutoFillBackground(true);
    auto *wellLayout = new QVBoxLayout(well);
    wellLayout->setContentsMargins(6, 4, 0, 0);
    wellLayout->addWidget(m_terminal);
    m_terminal->setFrameShape(QFrame::NoFrame);
    layout->addWidget(well, 1);
    setFocusProxy(m_terminal);

    const NetworkMode mode = m_session->options().policy.network.mode;
    switch (mode) {
    case NetworkMode::Allowlist:
        m_network->setText(tr("Allowed hosts only"));
        m_network->setStyleSheet(QStringLiteral("color: #2e7d32;"));
        break;
    case NetworkMode::None:
        m_network->setText(tr("No network"));
        break;
    case NetworkMode::Open:
        m_network->setText(tr("Open network"));
        m_network->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
        break;
    }
    m_network->setToolTip(tr("The sandbox's network mode"));
    // Where it runs: said for a podman service elsewhere, which gets a copy of the project.
    const PodmanConnection &engine = podman->connection();
    m_where->setObjectName(QStringLiteral("sessionWhere"));
    m_where->setText(engine.isRemote() ? tr("On %1 ·").arg(Engines::describe(engine)) : QString());
    m_where->setToolTip(engine.isRemote()
                            ? tr("This session runs on %1 (%2): the project is copied there and what "
                                 "the agent changes comes back when the session ends.")
                                  .arg(Engines::describe(engine), Engines::address(engine))
                            : tr("This session runs on this computer"));
    m_where->setVisible(engine.isRemote());

    connect(m_stop, &QPushButton::clicked, this, &SessionTab::stop);
    connect(m_relaunch, &QPushButton::clicked, this, &SessionTab::relaunchRequested);
    connect(m_terminal, &TerminalWidget::message, this, [this](const QString &text) {
        m_status->setText(text);
        QTimer::singleShot(5000, this, &SessionTab::updateStatus);
    });
    connect(m_session, &Session::stateChanged, this, [this] {
        updateStatus();
        Q_EMIT stateChanged();
        Q_EMIT titleChanged(title());
    });
    connect(m_session, &Session::buildProgress, this, [this](int step, int total) {
        m_buildText = tr("Building the image: step %1 of %2").arg(step).arg(total);
        updateStatus();
    });
    connect(m_session, &Session::finished, this, [this](int code) {
        updateStatus();
        Q_EMIT stateChanged();
        Q_EMIT titleChanged(title());
        Q_EMIT finished(code);
    });
    connect(m_terminal, &TerminalWidget::finished, this, [this](int code, QProcess::ExitStatus status) {
        m_session->sandboxExited(status == QProcess::NormalExit ? code : 125);
    });
    connect(m_terminal, &TerminalWidget::startFailed, this,
            [this](const QString &) { m_session->sandboxExited(125); });
    connect(m_terminal, &TerminalWidget::titleChanged, this, [this] { Q_EMIT titleChanged(title()); });
    updateStatus();
}

SessionTab::~SessionTab() = default;

void SessionTab::start()
{
    m_session->start();
}

void SessionTab::stop()
{
    if (isActive())
        m_stopRequested = true;
    m_session->stop();
    updateStatus();
}

bool SessionTab::isActive() const
{
    const Session::State s = m_session->state();
    return s != Session::State::Finished && s != Session::State::Failed;
}

QString SessionTab::title() const
{
    QString project = QDir(m_session->options().projectDir).dirName();
    if (m_ordinal > 1)
        project = tr("%1 %2").arg(project).arg(m_ordinal);
    return tr("%1 · %2").arg(project, shortState());
}

void SessionTab::setOrdinal(int ordinal)
{
    m_ordinal = ordinal;
    Q_EMIT titleChanged(title());
}

QString SessionTab::shortState() const
{
    switch (m_session->state()) {
    case Session::State::Idle:
    case Session::State::Preparing:
    case Session::State::Building:
    case Session::State::StartingGate:
        return tr("Starting");
    case Session::State::Running:
        return tr("Running");
    case Session::State::Stopping:
        return tr("Stopping");
    case Session::State::Finished:
        if (m_session->oomKilled())
            return tr("Out of memory");
        if (m_stopRequested)
            return tr("Stopped");
        return m_session->exitCode() == 0 ? tr("Ended") : tr("Exited %1").arg(m_session->exitCode());
    case Session::State::Failed:
        return tr("Failed");
    }
    return {};
}

QIcon SessionTab::stateIcon() const
{
    QColor color(0x9a, 0x99, 0x96); // ended: grey
    switch (m_session->state()) {
    case Session::State::Running:
        color = QColor(0x2e, 0xa0, 0x43);
        break;
    case Session::State::Finished:
        if (m_session->oomKilled() || (!m_stopRequested && m_session->exitCode() != 0))
            color = QColor(0xc0, 0x1c, 0x28);
        break;
    case Session::State::Failed:
        color = QColor(0xc0, 0x1c, 0x28);
        break;
    default:
        color = QColor(0xe5, 0xa5, 0x0a);
        break;
    }
    // A flat dot, not a button-like glyph: it shows a state and is not clickable.
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(8, 8, 16, 16));
    return QIcon(pm);
}

QString SessionTab::whereText() const
{
    return m_where->text();
}

QString SessionTab::statusText() const
{
    switch (m_session->state()) {
    case Session::State::Idle:
    case Session::State::Preparing:
        return tr("Starting…");
    case Session::State::Building:
        return m_buildText.isEmpty() ? tr("Checking the image…") : m_buildText;
    case Session::State::StartingGate:
        return tr("Starting the egress gate…");
    case Session::State::Running:
        return tr("Running in %1").arg(m_session->containerName());
    case Session::State::Stopping:
        return tr("Stopping…");
    case Session::State::Finished:
        if (m_session->oomKilled())
            return tr("Killed at the memory limit (exit code %1)").arg(m_session->exitCode());
        if (m_stopRequested)
            return tr("Stopped");
        return tr("Exited with code %1").arg(m_session->exitCode());
    case Session::State::Failed:
        return tr("Failed: %1").arg(m_session->failureReason());
    }
    return {};
}

void SessionTab::updateStatus()
{
    const Session::State s = m_session->state();
    m_icon->setPixmap(stateIcon().pixmap(16, 16));
    m_status->setText(statusText());
    const QString t = m_terminal->title();
    m_status->setToolTip(t.isEmpty() ? m_status->text() : m_status->text() + QLatin1Char('\n') + t);
    m_stop->setEnabled(isActive() && s != Session::State::Stopping);
    m_stop->setVisible(isActive());
    m_relaunch->setVisible(!isActive());
}

} // namespace aisb
