#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs in the sandbox (tests/e2e/tst_firewall_log.cpp) as:
#   bash /project/firewall-drops.sh TCP_PORT UDP_PORT FLOOD_PORT AFTER_PORT EARLY_PORT SPOOF_PORT
# Every packet goes to the gate's own address (the host's loopback as the sandbox sees it), on
# ports other than the gate's, so the sandbox's firewall drops it; nothing leaves the machine.
# Appends "@name result" lines to /project/out.
out=/project/out
p=${HTTP_PROXY#http://}
gh=${p%:*}
gp=${p##*:}
# 0. Drops at once, most likely before the firewall reader runs: they must still be counted.
for _ in 1 2 3; do echo x >"/dev/udp/$gh/$5" 2>/dev/null; done
echo "@gate $gh" >>$out
# The test starts the traffic once the session says the firewall reader runs.
for _ in $(seq 1200); do [ -e /project/go ] && break; sleep 0.05; done
# 1. Raw TCP past the proxy, 2. UDP, 3. UDP to the gate's own port (only TCP to it passes).
if timeout 3 bash -c "exec 3<>/dev/tcp/$gh/$1" 2>/dev/null; then echo "@tcp connected" >>$out; else echo "@tcp blocked" >>$out; fi
echo x >"/dev/udp/$gh/$2" 2>/dev/null
echo x >"/dev/udp/$gh/$gp" 2>/dev/null
echo "@udp sent" >>$out
# 4. What the agent tries against the log: kill the reader (root's perl), take the NFLOG group
# over, find the log file to rewrite it.
readers=$(pgrep -u 0 -x perl | tr '\n' ' ')
echo "@readers $readers" >>$out
for pid in $readers; do
    if kill -9 "$pid" 2>/dev/null; then echo "@killed $pid" >>$out; fi
done
# Next: stop (not kill) any root process, kill the rest of them, and write reader lines into
# the reader's own stdout (the pipe the launcher reads): a made-up drop and a made-up count.
for pid in $(pgrep -u 0); do
    if kill -STOP "$pid" 2>/dev/null; then echo "@stopped $pid" >>$out; kill -CONT "$pid"; fi
    if kill -9 "$pid" 2>/dev/null; then echo "@killed $pid" >>$out; fi
done
for pid in $readers; do
    if { echo "D 4 17 $gh $6"; echo "M 50000"; } 2>/dev/null >"/proc/$pid/fd/1"; then
        echo "@spoofed $pid" >>$out
    fi
done
perl -e '
    use Socket qw(SOCK_RAW);
    socket(my $s, 16, SOCK_RAW, 12) or do { print "socket-refused\n"; exit };
    bind($s, pack("S x2 L L", 16, 0, 0)) or do { print "bind-refused\n"; exit };
    my $body = pack("C C n", 0, 0, 7) . pack("S S", 5, 1) . pack("C", 1) . "\0\0\0";
    send($s, pack("L S S L L", 16 + length $body, (4 << 8) | 1, 5, 1, 0) . $body, 0);
    recv($s, my $ack, 8192, 0);
    my $err = unpack("x16 l", $ack);
    print $err ? "config-refused $err\n" : "config-accepted\n";
' | sed 's/^/@nflog /' >>$out
found=$(find / \( -path /proc -o -path /sys \) -prune -o \( -name 'events.jsonl' -o -name 'access.log' \) -print 2>/dev/null | wc -l)
echo "@logfiles $found" >>$out
# 5. The reader still reads: one more drop after all that.
echo x >"/dev/udp/$gh/$4" 2>/dev/null
# 6. A flood: 10,000 UDP packets. The rows stay few; a summary row counts the rest.
perl -MIO::Socket::INET -e '
    my $s = IO::Socket::INET->new(PeerAddr => $ARGV[0], PeerPort => $ARGV[1], Proto => "udp") or die;
    $s->send("x") for 1 .. 10000;' "$gh" "$3" 2>/dev/null
echo "@flood done" >>$out
# The session stays until the test has seen the rows.
for _ in $(seq 1200); do [ -e /project/finish ] && break; sleep 0.05; done
echo "@end" >>$out
