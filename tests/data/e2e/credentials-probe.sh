#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs in the sandbox (tests/e2e/tst_gate_credentials.cpp) as:
#   bash /project/credentials-probe.sh PLAIN_PORT REVERSED_VALUE
# Prints "@name result" lines. bash's /dev/tcp and perl-base only (the shell-harness image);
# credentials-search.pl beside it.
# REVERSED_VALUE is the credential's value reversed: this script and its argv never hold the
# value itself, so finding it anywhere below means it leaked into the sandbox.
plain=$1 rev=$2
u=${E2E_API_URL#http://}; ch=${u%%:*}; cp=${u##*:}; cp=${cp%%/*}
p=${HTTP_PROXY#http://}; gh=${p%:*}; gp=${p##*:}
echo "@env_key ${E2E_API_KEY:-unset}"
echo "@env_url ${E2E_API_URL:-unset}"
req() { # host port request -> the response, lines joined with '|'
    exec 3<>"/dev/tcp/$1/$2" || { echo "connect-failed"; return; }
    printf '%b' "$3" >&3
    timeout 20 cat <&3 | tr -d '\r' | tr '\n' '|'
    exec 3<&-
}
# (a) the credential endpoint, with a header and a Host of the sandbox's own
echo "@a $(req "$ch" "$cp" 'GET /a HTTP/1.1\r\nHost: evil.example\r\nAuthorization: Bearer sandbox-forged\r\nX-Probe: a\r\nConnection: close\r\n\r\n')"
# (w) a rule whose host's certificate is for another name: the gate must refuse to talk to it
w=${E2E_WRONG_URL#http://}; wh=${w%%:*}; wp=${w##*:}; wp=${wp%%/*}
echo "@w $(req "$wh" "$wp" 'GET /w HTTP/1.1\r\nHost: x\r\nX-Probe: w\r\nConnection: close\r\n\r\n')"
# (b) another allowed name, through the proxy
echo "@b $(req "$gh" "$gp" "GET http://plain.internal:$plain/b HTTP/1.1\r\nHost: plain.internal:$plain\r\nX-Probe: b\r\nConnection: close\r\n\r\n")"
# (c) a redirect from the credential host: returned to us, then followed by us
c=$(req "$ch" "$cp" 'GET /redirect HTTP/1.1\r\nHost: x\r\nX-Probe: c\r\nConnection: close\r\n\r\n')
echo "@c $c"
loc=$(printf '%s' "$c" | tr '|' '\n' | sed -n 's/^[Ll]ocation: //p' | head -n 1)
echo "@c_location $loc"
if [ -n "$loc" ]; then
    echo "@c_followed $(req "$gh" "$gp" "GET $loc HTTP/1.1\r\nHost: plain.internal:$plain\r\nX-Probe: c2\r\nConnection: close\r\n\r\n")"
fi
# (e) the endpoint asked for another allowed host by an absolute URL (proxy-style) and by its Host:
# whatever the gate does with it, the other host must never see the value
echo "@e $(req "$ch" "$cp" "GET http://plain.internal:$plain/e HTTP/1.1\r\nHost: plain.internal:$plain\r\nX-Probe: e\r\nConnection: close\r\n\r\n")"
# (d) the attacker's search: every readable file, every readable environment and memory map.
perl /project/credentials-search.pl "$rev"
echo "@done"
