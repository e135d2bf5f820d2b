#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs in the sandbox (tests/e2e/tst_sandbox_network.cpp) as: bash /project/probe-net.sh SVC_PORT OTHER_PORT
# Prints "@name result" lines. Uses only bash's /dev/tcp and perl-base (what the shell-harness image has).
svc=$1 other=$2
p=${HTTP_PROXY#http://}; gh=${p%:*}; gp=${p##*:}
echo "@proxy $gh:$gp"
one() { tr -d '\r' | head -n 1; }
# GET through the gate: $1 = absolute URL
via_gate() {
    exec 3<>"/dev/tcp/$gh/$gp" || { echo "connect-failed"; return; }
    printf 'GET %s HTTP/1.0\r\n\r\n' "$1" >&3
    cat <&3 | tr -d '\r' | tr '\n' ' '
    exec 3<&-
}
# CONNECT through the gate to $1 (host:port), then a GET over the tunnel
tunnel() {
    exec 3<>"/dev/tcp/$gh/$gp" || { echo "connect-failed"; return; }
    printf 'CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n' "$1" "$1" >&3
    read -r status <&3
    echo -n "${status%$'\r'} | "
    while IFS= read -r line <&3; do [ "${line%$'\r'}" = "" ] && break; done
    case "$status" in *" 200 "*) ;; *) exec 3<&-; echo; return ;; esac
    printf 'GET /tunnel HTTP/1.0\r\n\r\n' >&3
    cat <&3 | tr -d '\r' | tr '\n' ' '
    exec 3<&-
}
direct() { # host port: a raw TCP connection, a request line if it opens
    if exec 3<>"/dev/tcp/$1/$2"; then printf 'GET /direct HTTP/1.0\r\n\r\n' >&3; echo "OPEN $(cat <&3 | one)"; exec 3<&-; else echo "refused"; fi
}
export -f via_gate tunnel direct one; export gh gp
# A dropped TCP SYN just hangs (the kernel retries): 4 s without an answer counts as blocked.
run() {
    local name=$1 out rc
    shift
    out=$(timeout 4 bash -c "$*" 2>&1)
    rc=$?
    [ "$rc" = 124 ] && out="$out TIMEOUT"
    echo "@$name $(printf '%s' "$out" | tr '\n' ' ' | cut -c1-300)"
}
run http "via_gate http://testserver.internal:$svc/e2e-http"
run connect "tunnel testserver.internal:$svc"
run unlisted_http "via_gate http://not-allowed.example/"
run unlisted_connect "tunnel not-allowed.example:443"
run gate_other_port "via_gate http://testserver.internal:$other/"
run gate_loopback "via_gate http://127.0.0.1:$other/"
run raw_other "direct 10.0.2.2 $other"
run raw_svc "direct 10.0.2.2 $svc"
run raw_loopback_gate_host "direct 127.0.0.1 $other"
run resolve "getent hosts testserver.internal && echo RESOLVED || echo unresolved"
run dns_udp "perl -MSocket -e '
    socket(my \$s, PF_INET, SOCK_DGRAM, 0) or die qq(socket: \$!\n);
    my \$q = pack(q(n6), 0x1234, 0x0100, 1, 0, 0, 0) . qq(\x0atestserver\x08internal\x00) . pack(q(n2), 1, 1);
    defined(send(\$s, \$q, 0, pack_sockaddr_in(53, inet_aton(q(10.0.2.3))))) or do { print qq(send-failed: \$!\n); exit 1 };
    my \$rin = q(); vec(\$rin, fileno(\$s), 1) = 1;
    if (select(my \$rout = \$rin, undef, undef, 3) > 0) { print qq(ANSWER\n); exit 0 }
    print qq(no-answer\n); exit 1'"
run dns_tcp "direct 10.0.2.3 53"
run icmp "perl -MSocket -e '
    for my \$type (SOCK_DGRAM, SOCK_RAW) {
        if (!socket(my \$s, PF_INET, \$type, 1)) { print qq(socket-refused(\$type): \$!; ); next }
        my \$pkt = pack(q(C C n n n), 8, 0, 0, 0x4242, 1) . q(aisb);
        if (\$type == SOCK_RAW) { my \$sum = 0; \$sum += \$_ for unpack(q(n*), \$pkt); \$sum = (\$sum >> 16) + (\$sum & 0xffff); substr(\$pkt, 2, 2) = pack(q(n), ~\$sum & 0xffff) }
        if (!defined send(\$s, \$pkt, 0, pack_sockaddr_in(0, inet_aton(q(10.0.2.2))))) { print qq(send-failed(\$type): \$!; ); next }
        my \$rin = q(); vec(\$rin, fileno(\$s), 1) = 1;
        if (select(my \$rout = \$rin, undef, undef, 2) > 0) { print qq(REPLY(\$type); ) } else { print qq(no-reply(\$type); ) }
    }'"
run ipv6_addrs "while read -r a b c d e n; do echo -n \$n,; done < /proc/net/if_inet6"
run ipv6_udp "perl -MSocket=:all -e '
    socket(my \$s, AF_INET6, SOCK_DGRAM, 0) or do { print qq(socket-refused: \$!\n); exit 1 };
    my \$to = pack_sockaddr_in6(53, inet_pton(AF_INET6, q(fd00::3)));
    defined(send(\$s, q(aisb), 0, \$to)) or do { print qq(send-failed: \$!\n); exit 1 };
    print qq(SENT\n)'"
run ipv6_svc "direct fd00::2 $svc"
run ipv6_other "direct fd00::2 $other"
echo "@done"
