#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs as the sandbox container of an exported pod (tests/e2e/tst_kube_play.cpp) as:
#   bash /project/kube-probe.sh SERVER_ADDRESS SERVER_PORT
# Prints "@name result" lines on stdout (podman logs). Uses only bash's /dev/tcp and coreutils.
srv=$1 port=$2
one() { tr -d '\r' | tr '\n' ' '; }
# GET through the gate beside it (the pod's loopback): $1 = absolute URL
via_gate() {
    exec 3<>/dev/tcp/127.0.0.1/3128 || { echo "connect-failed"; return; }
    printf 'GET %s HTTP/1.0\r\n\r\n' "$1" >&3
    one <&3
    exec 3<&-
}
direct() { # host port: a raw TCP connection, a request line if it opens
    if exec 3<>"/dev/tcp/$1/$2"; then
        printf 'GET /direct HTTP/1.0\r\n\r\n' >&3
        echo "OPEN $(one <&3)"
        exec 3<&-
    else
        echo "refused"
    fi
}
export -f via_gate direct one
# A dropped TCP SYN just hangs (the kernel retries): 4 s without an answer counts as blocked.
run() {
    local name=$1 out rc
    shift
    out=$(timeout 4 bash -c "$*" 2>&1)
    rc=$?
    [ "$rc" = 124 ] && out="$out TIMEOUT"
    echo "@$name $(printf '%s' "$out" | tr '\n' ' ' | cut -c1-300)"
}
run id "id -u; grep -E '^(CapEff|NoNewPrivs)' /proc/self/status"
run gate "via_gate http://svc.test:$port/via-gate"
run denied "via_gate http://not-allowed.example/"
run direct "direct $srv $port"
# The agent's next tries: take the firewall down, then go direct again.
run nft "/usr/sbin/nft flush ruleset && echo FLUSHED || echo refused"
run direct_after "direct $srv $port"
run hidden "cat /project/hidden.txt; echo end"
run secrets "ls -A /project/secrets; cat /project/secrets/key 2>&1; echo end"
run protected "echo pwned > /project/protected/file && echo WROTE || echo refused"
run protected_mv "mv /project/protected /project/moved && echo MOVED || echo refused"
run rootfs "touch /usr/x && echo WROTE || echo refused"
run written "echo from-the-pod > /project/written.txt && echo WROTE || echo refused"
run token "ls /var/run/secrets/kubernetes.io 2>&1 || true"
echo "@done"
