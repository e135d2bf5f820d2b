// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>
#include <QDeadlineTimer>
#include <QTimer>
#include <functional>
#include <memory>

namespace aisb::test {

// Runs `handle` on the next modal widget of type T once it is up (a modal dialog's exec() blocks
// the caller), setting *seen; polls with a deadline (15 s), no fixed sleep.
template <typename T> void whenModal(std::function<void(T *)> handle, bool *seen = nullptr)
{
    auto *timer = new QTimer;
    auto deadline = std::make_shared<QDeadlineTimer>(15000);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, handle, seen, deadline] {
        if (auto *w = qobject_cast<T *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            if (seen)
                *seen = true;
            handle(w);
        } else if (deadline->hasExpired()) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start(20);
}

} // namespace aisb::test
