#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs in the sandbox (tests/e2e/tst_live_allowlist.cpp) as: bash /project/live-allow.sh SLOW_PORT
# Appends "@name result" lines to /project/out. Uses only bash's /dev/tcp (the shell-harness image).
slow=$1
url=http://deb.debian.org/debian/dists/trixie/Release
p=${HTTP_PROXY#http://}; gh=${p%:*}; gp=${p##*:}
out=/project/out
# One HEAD request through the gate: its status line.
req() {
    exec 3<>"/dev/tcp/$gh/$gp" || { echo "connect-failed"; return; }
    printf 'HEAD %s HTTP/1.0\r\n\r\n' "$1" >&3
    local status
    IFS= read -r -t 20 status <&3
    exec 3<&-
    echo "${status%$'\r'}"
}
# The unrelated long download: a local service that streams until the test ends it.
(
    exec 4<>"/dev/tcp/$gh/$gp" || { echo "@slow connect-failed" >>$out; exit; }
    printf 'GET http://testserver.internal:%s/slow HTTP/1.0\r\n\r\n' "$slow" >&4
    echo "@slow_started" >>$out
    # The body only: the response head ends at the first empty line.
    while IFS= read -r line <&4; do [ "${line%$'\r'}" = "" ] && break; done
    bytes=$(cat <&4 | tee /tmp/slow.body | wc -c)
    echo "@slow $bytes $(tail -c 12 /tmp/slow.body | tr -d '\n')" >>$out
) &
# Wait until the download runs, then the first request (denied).
for _ in $(seq 200); do grep -q '^@slow_started' $out 2>/dev/null && break; sleep 0.05; done
echo "@before $(req $url)" >>$out
for step in allow deny; do
    while [ ! -e /project/go-$step ]; do sleep 0.02; done
    echo "@$step $(req $url)" >>$out
done
wait
echo "@done" >>$out
