#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs in the pi harness's sandbox (tests/e2e/tst_gate_credentials_pi.cpp) as:
#   bash /project/credentials-pi-probe.sh REVERSED_VALUE
# Prints "@name result" lines: what the sandbox sees, what the real pi (print mode) answered, and
# the attacker's search (credentials-search.pl) while pi waits for its answer. The user's own models.json is simulated with a
# baseUrl for anthropic that pi must not use while the rule is active, and must not be changed.
rev=$1
echo "@env_key ${ANTHROPIC_API_KEY:-unset}"
echo "@env_url ${ANTHROPIC_BASE_URL:-unset}"
echo "@pi_path $(readlink -f "$(command -v pi)")"
models=$HOME/.pi/agent/models.json
mkdir -p "$(dirname "$models")"
printf '{ "providers": { "anthropic": { "baseUrl": "https://user-gateway.invalid" } } }\n' >"$models"
echo "@models_before $(sha256sum <"$models")"
# The fake holds pi's request until /release: the search below reads a pi that waits for its
# answer. /held and /release go through the same endpoint (bash's /dev/tcp).
u=${ANTHROPIC_BASE_URL#http://}; eh=${u%%:*}; ep=${u##*:}; ep=${ep%%/*}
get() {
    exec 3<>"/dev/tcp/$eh/$ep" || { echo "connect-failed"; return; }
    printf 'GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' "$1" >&3
    timeout 20 cat <&3 | tr -d '\r' | tail -n 1
    exec 3<&-
}
pi -p "Say hi" </dev/null >/tmp/pi.out 2>/tmp/pi.err &
pid=$!
state=
for _ in $(seq 600); do
    state=$(get /held)
    [ "$state" = held ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
done
echo "@held $state"
echo "@pi_alive $(kill -0 "$pid" 2>/dev/null && echo yes || echo no)"
perl /project/credentials-search.pl "$rev"
echo "@released $(get /release)"
wait "$pid"
echo "@pi_exit $?"
echo "@pi_out $(tr '\n' '|' </tmp/pi.out)"
echo "@pi_err $(tr '\n' '|' </tmp/pi.err | head -c 3000)"
echo "@models_after $(sha256sum <"$models")"
echo "@sessions $(find "$HOME/.pi/agent/sessions" -name '*.jsonl' 2>/dev/null | wc -l)"
echo "@done"
