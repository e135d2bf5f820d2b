// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/terminalrecording.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QToolButton;

namespace aisb {

class TerminalWidget;

// Plays a session's terminal recording (terminal.cast, asciicast v2) in our terminal widget: play,
// pause, speed, seek, and search in the text shown. The screen has the recording's size (its resizes
// included); positions are seconds of the recording. A pause longer than the recording's
// idle_time_limit (else IdleLimitSeconds) is cut short while playing, not on the time line.
class ReplayView : public QWidget
{
    Q_OBJECT
public:
    static constexpr double IdleLimitSeconds = 2.0;
    static constexpr int TickMs = 16;

    explicit ReplayView(QWidget *parent = nullptr);
    ~ReplayView() override;

    // Reads a recording off the GUI thread; loaded() follows. A second load replaces the first.
    void load(const QString &path);
    // Shows a recording read already (at its start, paused).
    void setCast(const Asciicast &cast);
    bool hasCast() const { return m_loaded; }
    const Asciicast &cast() const { return m_cast; }
    QString path() const { return m_path; }

    double duration() const { return m_cast.duration(); }
    double position() const { return m_position; }
    bool isPlaying() const { return m_timer.isActive(); }
    double speed() const { return m_speed; }

    // The moment of the recording that a wall-clock time (ms since the epoch, as the session log has
    // them) stands for, clamped to the recording.
    double positionOfEpochMs(qint64 epochMs) const;

    TerminalWidget *terminal() const { return m_terminal; }
    QToolButton *playButton() const { return m_play; }
    QSlider *slider() const { return m_slider; }
    QComboBox *speedBox() const { return m_speedBox; }
    QLineEdit *findEdit() const { return m_find; }
    QLabel *timeLabel() const { return m_time; }

public Q_SLOTS:
    void play();
    void pause();
    void togglePlay();
    void setSpeed(double speed);
    // Shows the screen as it was `seconds` into the recording (paused or playing on from there).
    void seek(double seconds);
    void seekToEpochMs(qint64 epochMs);
    // Selects the previous occurrence of the text in the terminal (scrollback included).
    bool find(const QString &text);

Q_SIGNALS:
    // load() finished: error empty when the recording is shown.
    void loaded(const QString &error);
    void positionChanged(double seconds);
    // seek() moved the position (the slider, a caller): not emitted while playing on.
    void sought(double seconds);
    void playingChanged(bool playing);
    // Played to its end.
    void finished();

private:
    void tick();
    // Feeds the events up to `seconds` (from m_next on) to the terminal.
    void advanceTo(double seconds);
    void restart(); // an empty screen of the recording's first size, before the first event
    void updateControls();

    TerminalWidget *m_terminal;
    QToolButton *m_play;
    QSlider *m_slider;
    QComboBox *m_speedBox;
    QLineEdit *m_find;
    QLabel *m_time;
    QLabel *m_error;
    QTimer m_timer;
    QElapsedTimer m_clock;
    Asciicast m_cast;
    QString m_path;
    quint64 m_loadSerial = 0;
    bool m_loaded = false;
    qsizetype m_next = 0; // first event not shown yet
    double m_position = 0;
    double m_speed = 1.0;
    double m_idleLimit = IdleLimitSeconds;
    bool m_sliderUpdate = false;
};

} // namespace aisb
