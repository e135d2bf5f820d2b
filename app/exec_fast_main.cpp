// SPDX-License-Identifier: GPL-3.0-or-later
// ai-sandbox-exec: the hot path of `ai-sandbox exec --warm`, without Qt.
//
//   ai-sandbox-exec [-C DIR] [--json] [--timeout DUR] [--max-output BYTES] [--stdin] -- CMD...
//
// is `ai-sandbox exec --warm` with the same arguments. A Qt program spends most of a warm call
// loading its libraries and resolving the policy; this one reads the hand-over file that the last
// `ai-sandbox exec --warm` wrote (core/session/warmfast.h), checks with a few stat() calls that
// nothing the policy is made of has changed, and talks to the warm sandbox's exec agent itself
// (protocol: core/session/execprotocol.h). Whenever it cannot be sure (no hand-over file, a
// changed policy file, trust record or AISB_* variable, a flag it does not know, a socket that does
// not answer) it becomes `ai-sandbox exec --warm ...` (execv, same arguments), which resolves,
// restarts and reports as usual. Once the request has reached the agent it never falls back: a
// command is never run twice. The result object is docs/exec.md's, schema 1.
#include <algorithm>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace {

constexpr uint32_t MaxFrame = 64u * 1024u * 1024u;
constexpr int64_t DefaultMaxTimeoutMs = 120 * 1000;
constexpr uid_t SandboxUid = 1000;

// The full CLI next to this program.
std::string fullCli()
{
    char self[PATH_MAX];
    const ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
    std::string cli = "ai-sandbox";
    if (n > 0) {
        self[n] = '\0';
        std::string dir(self);
        dir.erase(dir.rfind('/'));
        cli = dir + "/ai-sandbox";
    }
    return cli;
}

// Why the call goes to the full CLI; printed when AISBEXEC_EXPLAIN=1 (tests; not an AISB_*
// variable, which would be part of the policy's environment stamp).
[[noreturn]] void fallBack(char **argv, const char *why)
{
    if (const char *e = std::getenv("AISBEXEC_EXPLAIN"); e && std::strcmp(e, "1") == 0)
        std::fprintf(stderr, "ai-sandbox-exec: handing over to ai-sandbox exec --warm: %s\n", why);
    // The full CLI next to this program, with "exec --warm" and the same arguments.
    const std::string cli = fullCli();
    std::vector<char *> args;
    args.push_back(const_cast<char *>("ai-sandbox"));
    args.push_back(const_cast<char *>("exec"));
    args.push_back(const_cast<char *>("--warm"));
    for (char **a = argv + 1; *a; ++a)
        args.push_back(*a);
    args.push_back(nullptr);
    ::execv(cli.c_str(), args.data());
    ::execvp("ai-sandbox", args.data());
    std::fprintf(stderr, "ai-sandbox-exec: cannot run %s: %s\n", cli.c_str(), std::strerror(errno));
    std::_Exit(125);
}

// After a command: the full CLI sweeps the project (a `.git` or a protected path the command made
// goes into the session's quarantine, core/session/sweeprecord.h) before this client returns, so
// the caller's next host command never meets it. The walk and the record need the core (Qt); the
// CLI's start costs tens of milliseconds (docs/exec.md, "The fast client"). Its warnings go to
// stderr; stdout stays the command's (or the one JSON object).
void sweepAfterCommand(const std::string &session)
{
    const std::string cli = fullCli();
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (null >= 0)
            ::dup2(null, STDOUT_FILENO);
        const char *args[] = {"ai-sandbox", "__warm-sweep", session.c_str(), nullptr};
        ::execv(cli.c_str(), const_cast<char **>(args));
        ::execvp("ai-sandbox", const_cast<char **>(args));
        std::_Exit(127);
    }
    if (pid < 0) {
        std::fprintf(stderr, "ai-sandbox-exec: the project could not be swept after the command: %s\n",
                     std::strerror(errno));
        return;
    }
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        std::fprintf(stderr, "ai-sandbox-exec: the project could not be swept after the command (%s)\n",
                     cli.c_str());
}

std::string fnv64Hex(const std::string &bytes)
{
    uint64_t h = 14695981039346656037ull;
    for (const unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ull;
    }
    char out[17];
    std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(h));
    return out;
}

// QDir::cleanPath of an absolute path: no ".", "..", empty or trailing components.
std::string cleanPath(const std::string &path)
{
    std::vector<std::string> parts;
    size_t i = 0;
    while (i <= path.size()) {
        const size_t j = std::min(path.find('/', i), path.size());
        const std::string part = path.substr(i, j - i);
        if (part == "..") {
            if (!parts.empty())
                parts.pop_back();
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
        i = j + 1;
    }
    std::string out;
    for (const std::string &p : parts)
        out += "/" + p;
    return out.empty() ? "/" : out;
}

std::string environmentDigest()
{
    std::vector<std::string> entries;
    for (char **e = environ; e && *e; ++e) {
        const std::string entry(*e);
        if (entry.rfind("AISB_", 0) == 0 || entry.rfind("HOME=", 0) == 0 ||
            entry.rfind("XDG_CONFIG_HOME=", 0) == 0 || entry.rfind("XDG_STATE_HOME=", 0) == 0)
            entries.push_back(entry);
    }
    std::sort(entries.begin(), entries.end());
    std::string joined;
    for (const std::string &entry : entries) {
        joined += entry;
        joined += '\0';
    }
    return fnv64Hex(joined);
}

std::string fileLine(const std::string &path)
{
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0)
        return "file absent " + path;
    return "file " + std::to_string(static_cast<unsigned long long>(st.st_dev)) + ' ' +
           std::to_string(static_cast<unsigned long long>(st.st_ino)) + ' ' +
           std::to_string(static_cast<long long>(st.st_size)) + ' ' +
           std::to_string(static_cast<long long>(st.st_mtim.tv_sec)) + ' ' +
           std::to_string(static_cast<long long>(st.st_mtim.tv_nsec)) + ' ' +
           std::to_string(static_cast<long long>(st.st_ctim.tv_sec)) + ' ' +
           std::to_string(static_cast<long long>(st.st_ctim.tv_nsec)) + ' ' + path;
}

bool readFile(const std::string &path, std::string &out)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return false;
    char buf[4096];
    ssize_t n;
    while ((n = ::read(fd, buf, sizeof buf)) > 0)
        out.append(buf, size_t(n));
    ::close(fd);
    return n == 0;
}

// Whether nothing in the project changed since the last sweep of the warm session (its
// "sweep-quiet" file, core/session/sweeprecord.cpp: every folder's device, inode and change time,
// every `.git` that is not a folder and every `.git/config`). A new entry anywhere changes its
// folder's change time, which no process can set back; any difference, a missing or unreadable
// file, or a line this client does not know means the sweep runs.
bool projectQuiet(const std::string &sessionDir)
{
    std::string text;
    if (!readFile(sessionDir + "/sweep-quiet", text) || text.rfind("aisb-sweep-quiet 1\n", 0) != 0)
        return false;
    size_t i = text.find('\n') + 1;
    while (i < text.size()) {
        const size_t j = text.find('\n', i);
        if (j == std::string::npos)
            return false;
        const std::string line = text.substr(i, j - i);
        i = j + 1;
        char type = 0;
        unsigned long long dev = 0, ino = 0;
        long long sec = 0, nsec = 0;
        int used = 0;
        if (std::sscanf(line.c_str(), "%c %llu %llu %lld %lld %n", &type, &dev, &ino, &sec, &nsec, &used) !=
                5 ||
            used <= 0 || (type != 'd' && type != 'f'))
            return false;
        struct stat st = {};
        if (::fstatat(AT_FDCWD, line.c_str() + used, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
            static_cast<unsigned long long>(st.st_dev) != dev ||
            static_cast<unsigned long long>(st.st_ino) != ino ||
            static_cast<long long>(st.st_ctim.tv_sec) != sec ||
            static_cast<long long>(st.st_ctim.tv_nsec) != nsec || (type == 'd') != S_ISDIR(st.st_mode))
            return false;
    }
    return true;
}

// Digits with an optional unit: ms, s, m (durations); nothing else (the full CLI knows more).
bool parseDuration(const std::string &v, int64_t &ms)
{
    size_t i = 0;
    int64_t n = 0;
    while (i < v.size() && v[i] >= '0' && v[i] <= '9' && n < 1000000000)
        n = n * 10 + (v[i++] - '0');
    if (i == 0)
        return false;
    const std::string unit = v.substr(i);
    if (unit == "ms")
        ms = n;
    else if (unit == "s")
        ms = n * 1000;
    else if (unit == "m")
        ms = n * 60000;
    else
        return false;
    return ms > 0;
}

bool parseBytes(const std::string &v, int64_t &bytes)
{
    if (v.empty() || v.size() > 15 || v.find_first_not_of("0123456789") != std::string::npos)
        return false;
    bytes = std::stoll(v);
    return bytes > 0;
}

bool writeAll(int fd, const char *data, size_t size)
{
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += n;
        size -= size_t(n);
    }
    return true;
}

void frame(std::string &out, char type, const std::string &payload)
{
    const uint32_t n = uint32_t(payload.size());
    out += type;
    out += char(n >> 24);
    out += char(n >> 16);
    out += char(n >> 8);
    out += char(n);
    out += payload;
}

// ---------------------------------------------------------------- JSON (docs/exec.schema.json)

bool isUtf8(const std::string &s)
{
    size_t i = 0;
    while (i < s.size()) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        size_t n = 0;
        uint32_t cp = 0;
        if (c >= 0xc2 && c <= 0xdf) {
            n = 1;
            cp = c & 0x1f;
        } else if (c >= 0xe0 && c <= 0xef) {
            n = 2;
            cp = c & 0x0f;
        } else if (c >= 0xf0 && c <= 0xf4) {
            n = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (i + n >= s.size())
            return false;
        for (size_t k = 1; k <= n; ++k) {
            const unsigned char cc = s[i + k];
            if ((cc & 0xc0) != 0x80)
                return false;
            cp = (cp << 6) | (cc & 0x3f);
        }
        if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10ffff)) ||
            (cp >= 0xd800 && cp <= 0xdfff))
            return false;
        i += n + 1;
    }
    return true;
}

// A JSON string of `s`; bytes of invalid UTF-8 become U+FFFD (the exact bytes go in *_base64).
std::string jsonString(const std::string &s)
{
    std::string out = "\"";
    size_t i = 0;
    while (i < s.size()) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\b':
                out += "\\b";
                break;
            case '\f':
                out += "\\f";
                break;
            default:
                if (c < 0x20 || c == 0x7f) {
                    char esc[8];
                    std::snprintf(esc, sizeof esc, "\\u%04x", c);
                    out += esc;
                } else {
                    out += char(c);
                }
            }
            ++i;
            continue;
        }
        size_t n = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
        if (n > 0 && i + n < s.size() && isUtf8(s.substr(i, n + 1))) {
            out.append(s, i, n + 1);
            i += n + 1;
        } else {
            out += "\xef\xbf\xbd";
            ++i;
        }
    }
    return out + "\"";
}

std::string base64(const std::string &s)
{
    static const char *t = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((s.size() + 2) / 3 * 4);
    size_t i = 0;
    for (; i + 2 < s.size(); i += 3) {
        const uint32_t v =
            uint32_t(uint8_t(s[i])) << 16 | uint32_t(uint8_t(s[i + 1])) << 8 | uint8_t(s[i + 2]);
        out += t[v >> 18];
        out += t[(v >> 12) & 63];
        out += t[(v >> 6) & 63];
        out += t[v & 63];
    }
    if (i + 1 == s.size()) {
        const uint32_t v = uint32_t(uint8_t(s[i])) << 16;
        out += t[v >> 18];
        out += t[(v >> 12) & 63];
        out += "==";
    } else if (i + 2 == s.size()) {
        const uint32_t v = uint32_t(uint8_t(s[i])) << 16 | uint32_t(uint8_t(s[i + 1])) << 8;
        out += t[v >> 18];
        out += t[(v >> 12) & 63];
        out += t[(v >> 6) & 63];
        out += '=';
    }
    return out;
}

std::string bytesFields(const char *name, const std::string &bytes)
{
    const bool utf8 = isUtf8(bytes);
    std::string out = std::string("\"") + name + "\":" + jsonString(bytes);
    if (!utf8)
        out += std::string(",\"") + name + "_base64\":\"" + base64(bytes) + "\"";
    out += std::string(",\"") + name + "_encoding\":\"" + (utf8 ? "utf-8" : "base64") + "\"";
    return out;
}

// CLOCK_MONOTONIC in microseconds (the agent's t_*_us use the same clock: one kernel).
int64_t monoUs()
{
    timespec t = {};
    ::clock_gettime(CLOCK_MONOTONIC, &t);
    return int64_t(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
}

// AISBEXEC_TIMING=1: where the call's time went, one line on stderr (tests/bench/bench_exec.cpp).
struct Timing
{
    bool on = false;
    int64_t main = 0, checked = 0, connected = 0, sent = 0, reply = 0, swept = 0;
    // The agent's steps, from its 'X' frame: accept, header, spawned, exited, reply.
    int64_t agent[5] = {-1, -1, -1, -1, -1};
};

struct Result
{
    int exitCode = -1;
    int signal = 0;
    bool timedOut = false;
    bool truncated = false;
    bool stdoutTruncated = false;
    bool stderrTruncated = false;
    bool sawPerStream = false;
    long long durationMs = 0;
    std::string out, err, failure;
};

std::string resultJson(const Result &r, int code, int64_t timeoutMs, int64_t maxOutput, const char *kind,
                       const std::string &message)
{
    auto b = [](bool v) { return v ? "true" : "false"; };
    std::string j = "{\"duration_ms\":" + std::to_string(r.durationMs) + ",\"error\":";
    j += kind ? std::string("{\"kind\":\"") + kind + "\",\"message\":" + jsonString(message) + "}" : "null";
    j += ",\"exit_code\":" + std::to_string(code) + ",\"max_output_bytes\":" + std::to_string(maxOutput) +
         ",\"schema\":1,\"signal\":" + std::to_string(r.signal) + ',' + bytesFields("stderr", r.err) +
         ",\"stderr_truncated\":" + b(r.stderrTruncated) + ',' + bytesFields("stdout", r.out) +
         ",\"stdout_truncated\":" + b(r.stdoutTruncated) + ",\"timed_out\":" + b(r.timedOut) +
         ",\"timeout_ms\":" + std::to_string(timeoutMs) + ",\"truncated\":" + b(r.truncated) +
         ",\"warm\":true}\n";
    return j;
}

bool parseExit(const std::string &payload, Result &r, Timing &timing)
{
    static const char *const steps[5] = {"t_accept_us", "t_header_us", "t_spawned_us", "t_exited_us",
                                         "t_reply_us"};
    bool sawExit = false;
    size_t i = 0;
    while (i < payload.size()) {
        const size_t j = std::min(payload.find(' ', i), payload.size());
        const std::string field = payload.substr(i, j - i);
        i = j + 1;
        const size_t eq = field.find('=');
        if (eq == std::string::npos || eq == 0)
            continue;
        const std::string key = field.substr(0, eq), value = field.substr(eq + 1);
        char *end = nullptr;
        const long long v = std::strtoll(value.c_str(), &end, 10);
        if (value.empty() || *end != '\0')
            return false;
        if (key == "exit") {
            r.exitCode = int(v);
            sawExit = true;
        } else if (key == "signal") {
            r.signal = int(v);
        } else if (key == "timed_out") {
            r.timedOut = v == 1;
        } else if (key == "truncated") {
            r.truncated = v == 1;
        } else if (key == "stdout_truncated") {
            r.stdoutTruncated = v == 1;
            r.sawPerStream = true;
        } else if (key == "stderr_truncated") {
            r.stderrTruncated = v == 1;
            r.sawPerStream = true;
        } else if (key == "duration_ms") {
            r.durationMs = v;
        } else {
            for (int k = 0; k < 5; ++k)
                if (key == steps[k])
                    timing.agent[k] = v;
        }
    }
    return sawExit;
}

} // namespace

int main(int, char **argv)
{
    Timing timing;
    timing.main = monoUs();
    if (const char *e = std::getenv("AISBEXEC_TIMING"); e && std::strcmp(e, "1") == 0)
        timing.on = true;
    ::signal(SIGPIPE, SIG_IGN);
    // Arguments: only what this program knows; anything else is the full CLI's.
    std::string dirArg;
    bool json = false, forwardStdin = false;
    int64_t timeoutMs = -1, maxOutput = 1024 * 1024;
    std::vector<std::string> command;
    for (char **a = argv + 1; *a; ++a) {
        const std::string arg(*a);
        if (arg == "--") {
            for (char **c = a + 1; *c; ++c)
                command.emplace_back(*c);
            break;
        }
        if ((arg == "-C" || arg == "--project") && a[1]) {
            dirArg = *++a;
        } else if (arg == "--json") {
            json = true;
        } else if (arg == "--warm") {
        } else if (arg == "--stdin") {
            forwardStdin = true;
        } else if (arg == "--timeout" && a[1] && parseDuration(a[1], timeoutMs)) {
            ++a;
        } else if (arg == "--max-output" && a[1] && parseBytes(a[1], maxOutput)) {
            ++a;
        } else {
            fallBack(argv, "an argument this client does not handle");
        }
    }
    if (command.empty() || command[0].empty())
        fallBack(argv, "no command");

    // The project folder as the CLI computes it, and its hand-over file.
    char cwd[PATH_MAX];
    if (!::getcwd(cwd, sizeof cwd))
        fallBack(argv, "no working directory");
    const std::string project = cleanPath(dirArg.empty()     ? std::string(cwd)
                                          : dirArg[0] == '/' ? dirArg
                                                             : std::string(cwd) + "/" + dirArg);
    std::string stateHome;
    if (const char *x = std::getenv("XDG_STATE_HOME"); x && x[0] == '/')
        stateHome = cleanPath(x);
    else if (const char *h = std::getenv("HOME"); h && h[0] == '/')
        stateHome = cleanPath(std::string(h) + "/.local/state");
    else
        fallBack(argv, "no state folder");
    std::string handover;
    if (!readFile(stateHome + "/ai-sandbox/warm/" + fnv64Hex(project) + ".fast", handover))
        fallBack(argv, "no hand-over file");

    // Every line must hold: the same project, environment and policy inputs.
    std::string socketPath;
    std::string sweepSession;
    int64_t policyTimeoutMs = 0;
    bool header = false, sawProject = false, sawEnv = false;
    size_t i = 0;
    while (i < handover.size()) {
        const size_t j = handover.find('\n', i);
        if (j == std::string::npos)
            fallBack(argv, "the hand-over file is cut");
        const std::string line = handover.substr(i, j - i);
        i = j + 1;
        if (line == "aisb-warm-fast 2")
            header = true;
        else if (line.rfind("project ", 0) == 0) {
            if (line.substr(8) != project)
                fallBack(argv, "another project");
            sawProject = true;
        } else if (line.rfind("socket ", 0) == 0)
            socketPath = line.substr(7);
        else if (line.rfind("sweep ", 0) == 0)
            sweepSession = line.substr(6);
        else if (line.rfind("timeout_ms ", 0) == 0)
            policyTimeoutMs = std::atoll(line.c_str() + 11);
        else if (line.rfind("env ", 0) == 0) {
            if (line.substr(4) != environmentDigest())
                fallBack(argv, "another environment");
            sawEnv = true;
        } else if (line.rfind("file absent ", 0) == 0) {
            if (fileLine(line.substr(12)) != line)
                fallBack(argv, "a policy input changed");
        } else if (line.rfind("file ", 0) == 0) {
            const size_t slash = line.find(" /");
            if (slash == std::string::npos || fileLine(line.substr(slash + 1)) != line)
                fallBack(argv, "a policy input changed");
        } else {
            fallBack(argv, "an unknown line in the hand-over file");
        }
    }
    if (!header || !sawProject || !sawEnv || socketPath.empty() || policyTimeoutMs <= 0)
        fallBack(argv, "an incomplete hand-over file");
    // The cap and the default as the full CLI applies them (it reports a refused value).
    if (timeoutMs > std::max(DefaultMaxTimeoutMs, policyTimeoutMs))
        fallBack(argv, "--timeout above the cap");
    if (timeoutMs < 0)
        timeoutMs = policyTimeoutMs;

    timing.checked = monoUs();

    // Only a socket of the sandbox user, through a descriptor of exactly what was checked.
    const int pathFd = ::open(socketPath.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (pathFd < 0)
        fallBack(argv, "no agent socket");
    struct stat st = {};
    if (::fstat(pathFd, &st) != 0 || !S_ISSOCK(st.st_mode) ||
        (st.st_uid != ::geteuid() && !(::geteuid() == 0 && st.st_uid == SandboxUid)))
        fallBack(argv, "not the sandbox's socket");
    const int sock = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un addr = {};
    addr.sun_family = AF_UNIX;
    std::snprintf(addr.sun_path, sizeof addr.sun_path, "/proc/self/fd/%d", pathFd);
    if (sock < 0 || ::connect(sock, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0)
        fallBack(argv, "the agent does not answer");
    ::close(pathFd);
    timing.connected = monoUs();

    // From here on the command may run: no fallback any more.
    std::string request;
    frame(request, 'V', "1");
    for (const std::string &a : command)
        frame(request, 'A', a);
    frame(request, 'T', std::to_string(timeoutMs));
    frame(request, 'M', std::to_string(maxOutput));
    frame(request, 'Z', {});
    Result r;
    const char *kind = nullptr;
    std::string message;
    // Without --stdin the closing stdin frame goes with the request: one write, and an agent that
    // is done before reading more has nothing left unread. A write that fails because the agent
    // already answered and closed still leaves its frames to read.
    if (!forwardStdin)
        frame(request, 'I', {});
    const bool sent = writeAll(sock, request.data(), request.size());
    timing.sent = monoUs();
    if (sent && forwardStdin) {
        char buf[65536];
        ssize_t n;
        std::string chunk;
        bool open = true;
        while (open && (n = ::read(STDIN_FILENO, buf, sizeof buf)) != 0) {
            if (n < 0) {
                if (errno == EINTR)
                    continue;
                break;
            }
            chunk.clear();
            frame(chunk, 'I', std::string(buf, size_t(n)));
            open = writeAll(sock, chunk.data(), chunk.size());
        }
        if (open) {
            chunk.clear();
            frame(chunk, 'I', {});
            writeAll(sock, chunk.data(), chunk.size());
        }
    }

    // Frames until 'X'. The agent kills the command on its own timeout; this deadline is the
    // safety net for an agent that stops answering (its grace plus slack, as ExecClient).
    std::string in;
    bool done = false;
    timespec start = {};
    ::clock_gettime(CLOCK_MONOTONIC, &start);
    const int64_t limitMs = timeoutMs + 5000;
    while (!done) {
        timespec now = {};
        ::clock_gettime(CLOCK_MONOTONIC, &now);
        const int64_t left =
            limitMs - ((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000);
        if (left <= 0) {
            kind = "agent";
            message = "the sandbox's exec agent did not answer within " + std::to_string(limitMs) +
                      " ms: the sandbox may be stuck; stop it and run again with --warm";
            break;
        }
        pollfd p = {sock, POLLIN, 0};
        const int pr = ::poll(&p, 1, int(std::min<int64_t>(left, INT_MAX)));
        if (pr < 0 && errno == EINTR)
            continue;
        if (pr <= 0)
            continue;
        char buf[65536];
        const ssize_t n = ::read(sock, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        in.append(buf, size_t(n));
        size_t off = 0;
        while (in.size() - off >= 5) {
            const auto *h = reinterpret_cast<const unsigned char *>(in.data() + off);
            const uint32_t len = uint32_t(h[1]) << 24 | uint32_t(h[2]) << 16 | uint32_t(h[3]) << 8 | h[4];
            if (len > MaxFrame) {
                kind = "agent";
                message = "the exec agent sent a frame larger than the protocol allows: restart the sandbox "
                          "with --warm";
                done = true;
                break;
            }
            if (in.size() - off < 5 + size_t(len))
                break;
            const char type = char(h[0]);
            const std::string payload = in.substr(off + 5, len);
            off += 5 + len;
            if (type == 'O' || type == 'R') {
                std::string &into = type == 'O' ? r.out : r.err;
                if (int64_t(into.size() + payload.size()) > maxOutput) {
                    kind = "agent";
                    message = "the sandbox's exec agent sent more than --max-output: it does not behave like "
                              "ai-sandbox's agent; stop the sandbox and run again with --warm";
                    done = true;
                    break;
                }
                into += payload;
            } else if (type == 'F') {
                r.failure = payload.substr(0, 2000);
                for (char &c : r.failure)
                    if (static_cast<unsigned char>(c) < 0x20)
                        c = '?';
            } else if (type == 'X') {
                timing.reply = monoUs();
                if (!parseExit(payload, r, timing)) {
                    kind = "agent";
                    message =
                        "the sandbox's exec agent sent an exit status this program cannot read: restart "
                        "the sandbox with --warm";
                }
                done = true;
                break;
            } else {
                kind = "agent";
                message =
                    "the sandbox's exec agent sent an unknown frame type: restart the sandbox with --warm";
                done = true;
                break;
            }
        }
        in.erase(0, off);
    }
    ::close(sock);
    if (!sweepSession.empty() && sweepSession.find('/') == std::string::npos &&
        !projectQuiet(stateHome + "/ai-sandbox/sessions/" + sweepSession))
        sweepAfterCommand(sweepSession);
    timing.swept = monoUs();
    if (!done && !kind) {
        kind = "agent";
        message = r.failure.empty() ? "the sandbox's exec agent closed the connection before the command "
                                      "finished: run again with --warm to restart it"
                                    : r.failure;
    }
    if (!kind && !r.failure.empty()) {
        kind = (r.exitCode == 126 || r.exitCode == 127) ? "command" : "agent";
        message = r.failure;
    }
    if (kind && std::strcmp(kind, "agent") == 0)
        r.exitCode = -1;
    if (r.truncated && !r.sawPerStream) {
        r.stdoutTruncated = int64_t(r.out.size()) >= maxOutput;
        r.stderrTruncated = int64_t(r.err.size()) >= maxOutput;
    }
    r.truncated = r.truncated || r.stdoutTruncated || r.stderrTruncated;
    int code = r.exitCode;
    if (kind && std::strcmp(kind, "agent") == 0)
        code = 125;
    else if (r.timedOut && !kind)
        code = 124;
    else if (code < 0 || code > 255)
        code = 125;

    if (json) {
        const std::string j = resultJson(r, code, timeoutMs, maxOutput, kind, message);
        writeAll(STDOUT_FILENO, j.data(), j.size());
    } else {
        writeAll(STDOUT_FILENO, r.out.data(), r.out.size());
        writeAll(STDERR_FILENO, r.err.data(), r.err.size());
        std::string notes;
        if (kind)
            notes += "ai-sandbox: " + message + "\n";
        if (r.timedOut)
            notes += "ai-sandbox: timed out after " + std::to_string(timeoutMs) + " ms\n";
        if (r.truncated)
            notes += "ai-sandbox: output truncated at " + std::to_string(maxOutput) + " bytes per stream\n";
        writeAll(STDERR_FILENO, notes.data(), notes.size());
    }
    if (timing.on) {
        std::string t = "ai-sandbox-exec timing:";
        auto add = [&t](const char *name, int64_t us) {
            t += std::string(" ") + name + "=" + std::to_string(us);
        };
        add("main", timing.main);
        add("checked", timing.checked);
        add("connected", timing.connected);
        add("sent", timing.sent);
        static const char *const steps[5] = {"agent_accept", "agent_header", "agent_spawned", "agent_exited",
                                             "agent_reply"};
        for (int k = 0; k < 5; ++k)
            add(steps[k], timing.agent[k]);
        add("reply", timing.reply);
        add("swept", timing.swept);
        add("written", monoUs());
        t += '\n';
        writeAll(STDERR_FILENO, t.data(), t.size());
    }
    return code;
}
