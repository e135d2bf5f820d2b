#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs in the sandbox (tests/e2e/tst_sandbox_isolation.cpp) as: bash /project/probe-iso.sh
# Prints "@name result" lines, then waits (up to 120 s) for /project/.go so that the test can look
# at the session directory while the session runs. Never prints the secret, only its hash.
try() { # name command...: WROTE when the command succeeded, else denied and why
    local name=$1 out
    shift
    if out=$("$@" 2>&1); then echo "@$name WROTE"; else echo "@$name denied: ${out//$'\n'/ }"; fi
}
echo "@uid $(id -u):$(id -g)"
grep -E '^(Cap(Inh|Prm|Eff|Bnd|Amb)|NoNewPrivs):' /proc/self/status | while read -r k v; do echo "@${k%:} $v"; done
try write_usr touch /usr/aisb-e2e
try write_etc touch /etc/aisb-e2e
try write_root touch /aisb-e2e
try write_policy sh -c 'echo "# sandbox was here" >> /project/.ai-sandbox.toml'
try write_hook sh -c 'echo "evil" >> /project/.git/hooks/pre-commit'
try new_hook touch /project/.git/hooks/post-checkout
try write_masked_dir touch /project/secrets/new
try write_project touch /project/owned/by-sandbox
echo "@masked_file_bytes $(wc -c < /project/.env 2>/dev/null || echo absent)"
# shellcheck disable=SC2012 # a count of entries: their names do not matter
echo "@masked_dir_entries $(ls -A /project/secrets 2>/dev/null | wc -l)"
echo "@hook_content $(cat /project/.git/hooks/pre-commit)"
echo "@parent_marker $(cat /project/../outside-marker 2>&1 || true)"
# shellcheck disable=SC2012 # a listing for the test to read, on one line
echo "@parent_listing $(ls -A /project/.. | tr '\n' ' ')"
echo "@named ${E2E_NAMED-unset}"
echo "@unnamed ${E2E_UNNAMED-unset}"
echo "@secret_sha $(printf '%s' "${MY_API_KEY-}" | sha256sum | cut -d' ' -f1)"
while read -r line; do echo "@mnt $line"; done < /proc/self/mountinfo
echo "@waiting"
for _ in $(seq 1200); do
    [ -e /project/.go ] && break
    sleep 0.1
done
echo "@done"
