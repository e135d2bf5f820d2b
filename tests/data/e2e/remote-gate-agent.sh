#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A hostile agent in an allowlist sandbox on a remote podman service (tests/e2e/tst_remote_gate.cpp).
# Waits for /tmp/go (the test makes it once the session's firewall reader runs), then tries the
# gate and what is past it, one result line each. Arguments: the allowed server's port on the
# service's loopback, the other server's port there, the service's own address.
allowed=$1
other=$2
svc=$3
# shellcheck disable=SC2154 # set by the sandbox's run line: http://<gate address>:<port>
proxy=${http_proxy#http://}
gh=${proxy%:*}
gp=${proxy##*:}
for _ in $(seq 1200); do
    [ -e /tmp/go ] && break
    sleep 0.1
done
# The sandbox has no curl: HTTP/1.0 by hand, to the gate (the proxy), the answer without CRs.
request() { (exec 3<>"/dev/tcp/$gh/$gp" && printf '%s %s HTTP/1.0\r\nHost: %s\r\n\r\n' "$1" "$2" "$3" >&3 &&
    timeout 10 cat <&3) 2>/dev/null | tr -d '\r'; }
code() { request "$@" | head -1 | cut -d' ' -f2; }
echo "allowed:$(request GET "http://x.internal:$allowed/" "x.internal:$allowed" | tail -1)"
echo "denied:$(code GET http://denied.example/ denied.example)"
echo "other-by-name:$(code GET "http://x.internal:$other/" "x.internal:$other")"
echo "other-by-loopback:$(code GET "http://127.0.0.1:$other/" "127.0.0.1:$other")"
echo "other-by-localhost:$(code GET "http://localhost:$other/" "localhost:$other")"
echo "other-by-address:$(code GET "http://$svc:$other/" "$svc:$other")"
echo "other-by-connect:$(code CONNECT "x.internal:$other" "x.internal:$other")"
echo "other-by-connect-loopback:$(code CONNECT "127.0.0.1:$other" "127.0.0.1:$other")"
# No URL, only a Host header naming the service's other port: a proxy that routed by it would go there.
forged=$( (exec 3<>"/dev/tcp/$gh/$gp" &&
    printf 'GET /forged HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nConnection: close\r\n\r\n' "$other" >&3 &&
    timeout 10 head -1 <&3) 2>&1 | tr -d '\r')
echo "forged-host:$forged"
direct() { if timeout 5 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null; then echo OPEN; else echo refused; fi; }
echo "direct-allowed:$(direct "$gh" "$allowed")"
echo "direct-other:$(direct "$gh" "$other")"
echo "direct-service:$(direct "$svc" "$other")"
if ls /run/aisb-remote/podman.sock /run/podman/podman.sock 2>/dev/null; then echo socket-visible; fi
echo agent-wrote >/project/out.txt
echo "finished"
