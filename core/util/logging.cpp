// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/logging.h"

#include "util/paths.h"

#include <QDir>
#include <QMutex>
#include <QtGlobal>
#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>
#include <vector>

namespace aisb::Logging {
namespace {

QMutex s_mutex;
std::vector<spdlog::sink_ptr> s_sinks;
spdlog::level::level_enum s_level = spdlog::level::warn;

spdlog::level::level_enum parseLevel(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t.isEmpty())
        return spdlog::level::warn;
    const auto lvl = spdlog::level::from_str(t.toStdString());
    // from_str answers "off" for anything it does not know; only "off" itself means off.
    if (lvl == spdlog::level::off && t != QLatin1String("off"))
        return spdlog::level::warn;
    return lvl;
}

void qtMessageHandler(QtMsgType type, const QMessageLogContext &ctx, const QString &msg)
{
    auto log = logger("qt");
    const std::string text = msg.toStdString();
    const char *category = ctx.category ? ctx.category : "default";
    switch (type) {
    case QtDebugMsg:
        log->debug("[{}] {}", category, text);
        break;
    case QtInfoMsg:
        log->info("[{}] {}", category, text);
        break;
    case QtWarningMsg:
        log->warn("[{}] {}", category, text);
        break;
    case QtCriticalMsg:
        log->error("[{}] {}", category, text);
        break;
    case QtFatalMsg:
        log->critical("[{}] {}", category, text);
        log->flush();
        break;
    }
}

} // namespace

void setup(const Options &options)
{
    QMutexLocker lock(&s_mutex);
    s_level = parseLevel(options.level.isEmpty() ? qEnvironmentVariable("AISB_LOG") : options.level);
    s_sinks.clear();
    if (options.toStderr) {
        auto err = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
        err->set_level(s_level);
        s_sinks.push_back(err);
    }
    const QString dir = options.logDir.isEmpty() ? Paths::logsDir() : options.logDir;
    if (s_level != spdlog::level::off && Paths::ensurePrivateDir(dir).isEmpty()) {
        try {
            auto file = std::make_shared<spdlog::sinks::rotating_file_sink_mt>(
                QDir(dir).filePath(options.fileName).toStdString(), 2 * 1024 * 1024, 3);
            file->set_level(s_level);
            s_sinks.push_back(file);
        } catch (const spdlog::spdlog_ex &) {
            // A read-only state dir must not stop the program; stderr still works.
        }
    }
    spdlog::drop_all();
    lock.unlock();
    qInstallMessageHandler(qtMessageHandler);
}

std::shared_ptr<spdlog::logger> logger(const char *subsystem)
{
    QMutexLocker lock(&s_mutex);
    if (auto existing = spdlog::get(subsystem))
        return existing;
    auto log = std::make_shared<spdlog::logger>(subsystem, s_sinks.begin(), s_sinks.end());
    log->set_level(s_level);
    log->set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ [%n] %v");
    spdlog::register_logger(log);
    return log;
}

} // namespace aisb::Logging
