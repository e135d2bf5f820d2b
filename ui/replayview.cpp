// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayview.h"

#include "icons.h"
#include "terminal/terminalwidget.h"
#include "util/offthread.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>
#include <utility>

namespace aisb {

namespace {

constexpr int SliderSteps = 10; // per second

QString clock(double seconds)
{
    const qint64 s = qint64(std::floor(qMax(0.0, seconds)));
    return s >= 3600 ? QStringLiteral("%1:%2:%3")
                           .arg(s / 3600)
                           .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
                           .arg(s % 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// "COLSxROWS" of a resize event.
std::pair<int, int> sizeOf(const QByteArray &data)
{
    const QList<QByteArray> wh = data.split('x');
    return {wh.value(0).toInt(), wh.value(1).toInt()};
}

} // namespace

ReplayView::ReplayView(QWidget *parent)
    : QWidget(parent), m_terminal(new TerminalWidget({}, this)), m_play(new QToolButton(this)),
      m_slider(new QSlider(Qt::Horizontal, this)), m_speedBox(new QComboBox(this)),
      m_find(new QLineEdit(this)), m_time(new QLabel(this)), m_error(new QLabel(this))
{
    m_terminal->setObjectName(QStringLiteral("replayTerminal"));
    m_terminal->setScreenSize(80, 24);
    m_play->setObjectName(QStringLiteral("replayPlay"));
    m_play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_play->setShortcut(QKeySequence(Qt::Key_Space));
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_slider->setAccessibleName(tr("Position in the recording"));
    m_speedBox->setObjectName(QStringLiteral("replaySpeed"));
    m_speedBox->setAccessibleName(tr("Playing speed"));
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0})
        m_speedBox->addItem(QStringLiteral("%1×").arg(QLocale().toString(s)), s);
    m_speedBox->setCurrentIndex(m_speedBox->findData(1.0));
    m_find->setObjectName(QStringLiteral("replayFind"));
    m_find->setPlaceholderText(tr("Find in the terminal"));
    m_find->setClearButtonEnabled(true);
    m_find->setMaximumWidth(260);
    m_time->setObjectName(QStringLiteral("replayTime"));
    m_time->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setObjectName(QStringLiteral("replayError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
    m_error->setVisible(false);

    auto *controls = new QHBoxLayout;
    // The terminal reaches the window's edges; the controls keep off them.
    controls->setContentsMargins(6, 4, 6, 6);
    controls->addWidget(m_play);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_time);
    controls->addWidget(m_speedBox);
    controls->addWidget(m_find);
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(m_error);
    v->addWidget(m_terminal, 1);
    v->addLayout(controls);

    m_timer.setInterval(TickMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &ReplayView::tick);
    connect(m_play, &QToolButton::clicked, this, &ReplayView::togglePlay);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_sliderUpdate)
            seek(double(value) / SliderSteps);
    });
    connect(m_speedBox, &QComboBox::activated, this,
            [this](int index) { setSpeed(m_speedBox->itemData(index).toDouble()); });
    connect(m_find, &QLineEdit::returnPressed, this, [this] { find(m_find->text()); });
    connect(m_terminal, &TerminalWidget::message, m_error, [this](const QString &text) {
        m_error->setText(text);
        m_error->setVisible(!text.isEmpty());
    });
    updateControls();
}

ReplayView::~ReplayView() = default;

void ReplayView::load(const QString &path)
{
    pause();
    m_path = path;
    const quint64 serial = ++m_loadSerial;
    runOffThread(
        this,
        [path] {
            QString error;
            std::optional<Asciicast> cast = Asciicast::read(path, &error);
            return std::make_pair(std::move(cast), error);
        },
        [this, serial](std::pair<std::optional<Asciicast>, QString> r) {
            if (serial != m_loadSerial)
                return; // another load since
            if (!r.first) {
                m_loaded = false;
                m_cast = {};
                m_error->setText(r.second);
                m_error->setVisible(true);
                restart();
                updateControls();
                Q_EMIT loaded(r.second);
                return;
            }
            setCast(*r.first);
            Q_EMIT loaded(QString());
        });
}

void ReplayView::setCast(const Asciicast &cast)
{
    pause();
    m_cast = cast;
    m_loaded = true;
    m_error->setVisible(false);
    const double limit = cast.header.value(QStringLiteral("idle_time_limit")).toDouble();
    m_idleLimit = limit > 0 ? limit : IdleLimitSeconds;
    restart();
    updateControls();
}

double ReplayView::positionOfEpochMs(qint64 epochMs) const
{
    if (!m_loaded || m_cast.timestamp <= 0)
        return 0;
    return qBound(0.0, double(epochMs - m_cast.timestamp * 1000) / 1000.0, duration());
}

void ReplayView::restart()
{
    m_next = 0;
    m_position = 0;
    m_terminal->resetScreen();
    m_terminal->setScreenSize(m_cast.width > 0 ? m_cast.width : 80, m_cast.height > 0 ? m_cast.height : 24);
}

void ReplayView::advanceTo(double seconds)
{
    QByteArray pending;
    const qsizetype end = m_cast.indexAfter(seconds);
    for (; m_next < end; ++m_next) {
        const Asciicast::Event &e = m_cast.events.at(m_next);
        if (e.code == 'o') {
            pending += e.data;
        } else if (e.code == 'r') {
            const auto [cols, rows] = sizeOf(e.data);
            if (cols > 0 && rows > 0) {
                m_terminal->display(std::exchange(pending, {}));
                m_terminal->setScreenSize(cols, rows);
            }
        }
    }
    m_terminal->display(pending);
    m_position = qBound(0.0, seconds, duration());
}

void ReplayView::play()
{
    if (!m_loaded || isPlaying())
        return;
    if (m_next >= m_cast.events.size()) // at the end: from the start again
        restart();
    m_clock.start();
    m_timer.start();
    updateControls();
    Q_EMIT playingChanged(true);
}

void ReplayView::pause()
{
    if (!isPlaying())
        return;
    m_timer.stop();
    updateControls();
    Q_EMIT playingChanged(false);
}

void ReplayView::togglePlay()
{
    isPlaying() ? pause() : play();
}

void ReplayView::setSpeed(double speed)
{
    if (speed <= 0)
        return;
    m_speed = speed;
    if (const int i = m_speedBox->findData(speed); i >= 0)
        m_speedBox->setCurrentIndex(i);
}

void ReplayView::tick()
{
    const double dt = double(m_clock.restart()) / 1000.0 * m_speed;
    double target = m_position + dt;
    // A long pause is cut short: once the idle limit passed since the last event, on to the next.
    if (m_next < m_cast.events.size()) {
        const double last = m_next > 0 ? m_cast.events.at(m_next - 1).time : 0;
        const double next = m_cast.events.at(m_next).time;
        if (next > target && target - last > m_idleLimit)
            target = next;
    }
    advanceTo(target);
    updateControls();
    Q_EMIT positionChanged(m_position);
    if (m_next >= m_cast.events.size()) {
        pause();
        Q_EMIT finished();
    }
}

void ReplayView::seek(double seconds)
{
    if (!m_loaded)
        return;
    seconds = qBound(0.0, seconds, duration());
    if (seconds < m_position || (m_next > 0 && seconds < m_cast.events.at(m_next - 1).time))
        restart();
    advanceTo(seconds);
    if (isPlaying())
        m_clock.restart();
    updateControls();
    Q_EMIT positionChanged(m_position);
    Q_EMIT sought(m_position);
}

void ReplayView::seekToEpochMs(qint64 epochMs)
{
    seek(positionOfEpochMs(epochMs));
}

bool ReplayView::find(const QString &text)
{
    return !text.isEmpty() && m_terminal->find(text);
}

void ReplayView::updateControls()
{
    const bool playing = isPlaying();
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setIcon(Icons::themed(playing ? QStringLiteral("media-playback-pause")
                                          : QStringLiteral("media-playback-start"),
                                  playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setEnabled(m_loaded && !m_cast.events.isEmpty());
    m_slider->setEnabled(m_loaded);
    m_sliderUpdate = true;
    m_slider->setRange(0, int(std::ceil(duration() * SliderSteps)));
    m_slider->setValue(int(std::lround(m_position * SliderSteps)));
    m_sliderUpdate = false;
    m_time->setText(QStringLiteral("%1 / %2").arg(clock(m_position), clock(duration())));
}

} // namespace aisb
