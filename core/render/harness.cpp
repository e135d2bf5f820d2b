// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/harness.h"

#include <QtGlobal>

namespace aisb {

namespace {

// npm packages are pinned so that the install line (and with it the image tag) only changes
// when we decide to move to a new version. Checked with `npm view <pkg> version engines`.
const char *const piPackage = "@mariozechner/pi-coding-agent@0.73.1";  // node >= 20.6
const char *const claudePackage = "@anthropic-ai/claude-code@2.1.332"; // native binary via optional deps
const char *const codexPackage = "@openai/codex@0.171.0";              // native binary via optional deps

QString npmInstall(const char *package)
{
    return QStringLiteral("npm install -g --no-fund --no-audit --no-update-notifier ") +
           QLatin1String(package) + QStringLiteral(" && npm cache clean --force");
}

QList<HarnessPreset> makePresets()
{
    const QStringList nodePackages = {QStringLiteral("ca-certificates"), QStringLiteral("git"),
                                      QStringLiteral("nodejs"), QStringLiteral("npm")};
    QList<HarnessPreset> presets;
    presets.append(HarnessPreset{
        QStringLiteral("pi"),
        QStringLiteral(QT_TRANSLATE_NOOP("aisb::HarnessPreset", "pi coding agent")),
        QStringLiteral(QT_TRANSLATE_NOOP(
            "aisb::HarnessPreset", "A minimal terminal coding agent that works with Anthropic, OpenAI and "
                                   "Google models (needs Node.js 20.6 or newer: a Debian 13 base).")),
        nodePackages,
        {npmInstall(piPackage)},
        {QStringLiteral("pi")},
        {QStringLiteral("api.anthropic.com"), QStringLiteral("api.openai.com"),
         QStringLiteral("generativelanguage.googleapis.com")},
        {QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("OPENAI_API_KEY"),
         QStringLiteral("GEMINI_API_KEY")},
        // pi reads its providers' base URLs from models.json only: /usr/local/bin/pi becomes a
        // wrapper that loads an extension following ANTHROPIC_BASE_URL, OPENAI_BASE_URL and
        // GOOGLE_GEMINI_BASE_URL, which a [[credentials]] rule points at the gate
        // (docs/design/gate-credentials.md).
        {{QStringLiteral("pi-wrapper.sh"), QStringLiteral("/usr/local/libexec/aisb/pi")},
         {QStringLiteral("pi-gate-endpoints.js"),
          QStringLiteral("/usr/local/libexec/aisb/pi-gate-endpoints.js")}},
        {QStringLiteral("chmod 0755 /usr/local/libexec/aisb/pi && chmod 0644 "
                        "/usr/local/libexec/aisb/pi-gate-endpoints.js && ln -sf /usr/local/libexec/aisb/pi "
                        "/usr/local/bin/pi && pi --version")},
    });
    presets.append(HarnessPreset{
        QStringLiteral("claude"),
        QStringLiteral(QT_TRANSLATE_NOOP("aisb::HarnessPreset", "Claude Code")),
        QStringLiteral(QT_TRANSLATE_NOOP("aisb::HarnessPreset", "Anthropic's terminal coding agent.")),
        nodePackages,
        {npmInstall(claudePackage)},
        {QStringLiteral("claude")},
        {QStringLiteral("api.anthropic.com")},
        {QStringLiteral("ANTHROPIC_API_KEY")},
        {},
        {},
    });
    presets.append(HarnessPreset{
        QStringLiteral("codex"),
        QStringLiteral(QT_TRANSLATE_NOOP("aisb::HarnessPreset", "Codex CLI")),
        QStringLiteral(QT_TRANSLATE_NOOP("aisb::HarnessPreset", "OpenAI's terminal coding agent.")),
        nodePackages,
        {npmInstall(codexPackage)},
        {QStringLiteral("codex")},
        {QStringLiteral("api.openai.com")},
        {QStringLiteral("OPENAI_API_KEY")},
        {},
        {},
    });
    presets.append(HarnessPreset{
        QStringLiteral("shell"),
        QStringLiteral(QT_TRANSLATE_NOOP("aisb::HarnessPreset", "Shell")),
        QStringLiteral(
            QT_TRANSLATE_NOOP("aisb::HarnessPreset",
                              "A bash shell in the sandbox, for looking around or running tools by hand.")),
        {QStringLiteral("bash")},
        {},
        {QStringLiteral("bash")},
        {},
        {},
        {},
        {},
    });
    presets.append(HarnessPreset{
        QStringLiteral("tools"),
        QStringLiteral(QT_TRANSLATE_NOOP("aisb::HarnessPreset", "Tools")),
        QStringLiteral(QT_TRANSLATE_NOOP(
            "aisb::HarnessPreset",
            "A shell with the tools an agent platform's bash tool expects: bash, coreutils, "
            "findutils, git, jq, ripgrep, python3, curl and unzip.")),
        {QStringLiteral("bash"), QStringLiteral("coreutils"), QStringLiteral("findutils"),
         QStringLiteral("git"), QStringLiteral("jq"), QStringLiteral("ripgrep"), QStringLiteral("python3"),
         QStringLiteral("curl"), QStringLiteral("unzip"), QStringLiteral("ca-certificates")},
        {},
        {QStringLiteral("bash")},
        {},
        {},
        {},
        {},
    });
    return presets;
}

} // namespace

const QList<HarnessPreset> &harnessPresets()
{
    static const QList<HarnessPreset> presets = makePresets();
    return presets;
}

const HarnessPreset *findHarness(const QString &name)
{
    for (const HarnessPreset &p : harnessPresets()) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

} // namespace aisb
