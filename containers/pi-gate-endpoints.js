// SPDX-License-Identifier: GPL-3.0-or-later
// ai-sandbox: a pi extension, loaded by the pi harness image's /usr/local/bin/pi (pi-wrapper.sh).
// pi takes its providers' base URLs from its built-in models and ~/.pi/agent/models.json only; the
// SDK variables below are not read. A session with a [[credentials]] rule sets them to the gate's
// plain-HTTP endpoint (docs/design/gate-credentials.md), so this makes pi follow them, as the
// providers' own SDKs do: in memory, for this run, nothing written. A variable that is unset or is
// not an http(s) URL changes nothing.
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

// pi provider, variable, the path pi's built-in base URL has beyond what the variable holds.
const providers = [
    ["anthropic", "ANTHROPIC_BASE_URL", ""],
    ["openai", "OPENAI_BASE_URL", ""],
    ["google", "GOOGLE_GEMINI_BASE_URL", "/v1beta"],
];

// The baseUrl models.json gives each provider, to say when the variable wins over it.
function modelsJsonBaseUrls() {
    const dir = process.env.PI_CODING_AGENT_DIR || join(homedir(), ".pi", "agent");
    try {
        const parsed = JSON.parse(readFileSync(join(dir, "models.json"), "utf-8"));
        const out = {};
        for (const [name, config] of Object.entries(parsed.providers || {}))
            if (config && typeof config.baseUrl === "string")
                out[name] = config.baseUrl;
        return out;
    } catch {
        return {};
    }
}

export default function (pi) {
    const notes = [];
    let fromFile;
    for (const [provider, variable, suffix] of providers) {
        const value = (process.env[variable] || "").trim();
        if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(value))
            continue;
        let url = value.replace(/\/+$/, "");
        if (suffix && !url.endsWith(suffix))
            url += suffix;
        pi.registerProvider(provider, { baseUrl: url });
        fromFile ??= modelsJsonBaseUrls();
        if (fromFile[provider] !== undefined && fromFile[provider] !== url)
            notes.push(`ai-sandbox: pi's ${provider} requests go to ${url} (${variable}), not to the ` +
                       `baseUrl ${fromFile[provider]} of models.json (the file is unchanged)`);
    }
    if (notes.length > 0)
        process.stderr.write(notes.join("\n") + "\n");
}
