// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QThread>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace aisb {

// Runs `work` (a callable returning a value) on a thread of its own and hands the value to `done`
// on `receiver`'s thread. When `receiver` is gone by then, the value is dropped. `work` must not
// touch objects of the calling thread: give it copies.
template <typename Work, typename Done> void runOffThread(QObject *receiver, Work work, Done done)
{
    using Result = std::invoke_result_t<Work &>;
    auto result = std::make_shared<std::optional<Result>>();
    QThread *thread =
        QThread::create([result, work = std::move(work)]() mutable { result->emplace(work()); });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    QObject::connect(thread, &QThread::finished, receiver, [result, done = std::move(done)]() mutable {
        if (result->has_value())
            done(std::move(**result));
    });
    thread->start();
}

} // namespace aisb
