# SPDX-License-Identifier: GPL-3.0-or-later
# ai-sandbox firewall reader: run by the launcher as root inside the sandbox's namespaces
# (`podman exec --user root`, core/session/firewalllog.cpp); perl-base only. Binds NFLOG group
# ARGV[0] of the sandbox's network namespace (the ruleset logs every outgoing packet it drops
# there, rate-limited) and writes one line per logged packet to stdout, which the launcher reads:
#   R                          bound, reading
#   D <ipver> <proto> <address> <port>
#   M <n>                      n more packets were dropped than logged (the rate limit)
# The counter `dropped` counts every drop; it is read (through nft) once a second while drops
# are being logged, and once more after, so what the rate limit left out is still counted.
use strict;
use warnings;
use Socket qw(SOCK_RAW);
$| = 1;
my $group = int($ARGV[0] // 0);
my $nft = '/usr/sbin/nft';
socket(my $s, 16, SOCK_RAW, 12) or die "netlink socket: $!\n";    # AF_NETLINK, NETLINK_NETFILTER
bind($s, pack('S x2 L L', 16, 0, 0)) or die "netlink bind: $!\n";
my $seq = 1;

sub attr {
    my ($t, $d) = @_;
    my $l = 4 + length $d;
    return pack('S S', $l, $t) . $d . ("\0" x ((4 - $l % 4) % 4));
}

# One NFULNL_MSG_CONFIG request for our group; dies unless the kernel acknowledges it.
sub config {
    my $body = pack('C C n', 0, 0, $group) . $_[0];
    send($s, pack('L S S L L', 16 + length $body, (4 << 8) | 1, 1 | 4, $seq++, 0) . $body, 0)
        or die "nflog config: $!\n";
    defined recv($s, my $ack, 8192, 0) or die "nflog config: $!\n";
    my $type = unpack('x4 S', $ack);
    my $err = length $ack >= 20 ? unpack('x16 l', $ack) : 0;
    die 'nflog config refused: error ' . (-$err) . "\n" if $type == 2 && $err;
}
config(attr(1, pack('C', 1)));            # NFULNL_CFG_CMD: bind the group
config(attr(2, pack('N C x', 128, 2)));   # NFULNL_CFG_MODE: the first 128 bytes of each packet
print "R\n";

my ($logged, $more) = (0, 0);
sub summary {
    my $out = `$nft list counter inet aisb dropped 2>/dev/null`;
    return unless defined $out && $out =~ /packets (\d+)/;
    my $extra = $1 - $logged - $more;
    if ($extra > 0) {
        $more += $extra;
        print "M $extra\n";
    }
}

# The headers of one dropped packet: IP version, protocol, destination and (TCP, UDP, SCTP) port.
sub packet {
    my $p = shift;
    return if length $p < 20;
    my $v = ord(substr($p, 0, 1)) >> 4;
    my ($proto, $dst, $off);
    if ($v == 4) {
        $off = (ord(substr($p, 0, 1)) & 15) * 4;
        $proto = ord(substr($p, 9, 1));
        $dst = join '.', unpack('C4', substr($p, 16, 4));
    } elsif ($v == 6 && length $p >= 40) {
        $proto = ord(substr($p, 6, 1));
        $dst = join ':', map { sprintf '%x', $_ } unpack('n8', substr($p, 24, 16));
        $off = 40;
        while (($proto == 0 || $proto == 43 || $proto == 60 || $proto == 44) && length $p >= $off + 8) {
            my $next = ord(substr($p, $off, 1));
            $off += $proto == 44 ? 8 : (ord(substr($p, $off + 1, 1)) + 1) * 8;
            $proto = $next;
        }
    } else {
        return;
    }
    my $port = 0;
    $port = unpack('n', substr($p, $off + 2, 2))
        if ($proto == 6 || $proto == 17 || $proto == 132) && length $p >= $off + 4;
    $logged++;
    print "D $v $proto $dst $port\n";
}

my $rin = '';
vec($rin, fileno($s), 1) = 1;
my ($seen, $recheck, $last) = (0, 1, time);    # drops from before the bind count too
for (;;) {
    if (select(my $rout = $rin, undef, undef, 1) > 0) {
        defined recv($s, my $buf, 1 << 16, 0) or next;
        while (length $buf >= 16) {
            my ($len, $type) = unpack('L S', $buf);
            last if $len < 16 || $len > length $buf;
            if ($type == (4 << 8)) {    # NFULNL_MSG_PACKET: attributes after the nfgenmsg
                my $a = substr($buf, 20, $len - 20);
                while (length $a >= 4) {
                    my ($al, $at) = unpack('S S', $a);
                    last if $al < 4 || $al > length $a;
                    packet(substr($a, 4, $al - 4)) if ($at & 0x7fff) == 9;    # NFULA_PAYLOAD
                    $a = substr($a, ($al + 3) & ~3);
                }
                $seen = 1;
            }
            $buf = substr($buf, ($len + 3) & ~3);
        }
    }
    if (time != $last) {
        summary() if $seen || $recheck;
        ($recheck, $seen, $last) = ($seen, 0, time);
    }
}
