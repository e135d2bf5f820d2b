#!/usr/bin/perl
# SPDX-License-Identifier: GPL-3.0-or-later
# The attacker's search in the sandbox (tests/e2e/tst_gate_credentials*.cpp), perl-base only:
#   perl /project/credentials-search.pl REVERSED_VALUE
# reads every file, every environment and every memory map the sandbox user can read and prints
# "@searched files=N environ=N maps=N", "@scanned COMM..." (the processes whose memory it read),
# then "@found WHERE" for each place holding the value.
# The value comes reversed: neither this script nor its argv hold it.
use strict; use warnings;
my $needle = reverse $ARGV[0];
my ($files, $envs, $maps) = (0, 0, 0);
my @found;
my %scanned;
sub scan_file {
    my $p = shift;
    open(my $f, "<:raw", $p) or return;
    $files++;
    my ($buf, $carry) = ("", "");
    while (sysread($f, $buf, 1 << 20)) {
        my $d = $carry . $buf;
        if (index($d, $needle) >= 0) { push @found, "file $p"; last }
        $carry = substr($d, -(length($needle) - 1));
    }
    close $f;
}
sub walk {
    my $d = shift;
    opendir(my $h, $d) or return;
    my @e = grep { $_ ne "." && $_ ne ".." } readdir $h;
    closedir $h;
    for my $e (@e) {
        my $p = $d eq "/" ? "/$e" : "$d/$e";
        next if $p =~ m{^/(proc|sys|dev)$};
        lstat $p or next;
        next if -l _;
        if (-d _) { walk($p) } elsif (-f _) { scan_file($p) }
    }
}
walk("/");
opendir(my $ph, "/proc") or die;
for my $pid (grep { /^\d+$/ } readdir $ph) {
    next if $pid == $$;
    if (open(my $e, "<:raw", "/proc/$pid/environ")) {
        local $/; my $x = <$e>; $envs++;
        push @found, "environ $pid" if defined $x && index($x, $needle) >= 0;
    }
    open(my $m, "<", "/proc/$pid/maps") or next;
    open(my $mem, "<:raw", "/proc/$pid/mem") or next;
    while (my $line = <$m>) {
        my ($s, $e, $perm) = $line =~ /^([0-9a-f]+)-([0-9a-f]+) (\S+)/ or next;
        next unless $perm =~ /^r/;
        next if $line =~ /\[(vvar|vsyscall)\]/;
        my ($start, $len) = (hex($s), hex($e) - hex($s));
        next if $len > (256 << 20);
        sysseek($mem, $start, 0) or next;
        my $buf = "";
        my $n = sysread($mem, $buf, $len);
        next unless $n;
        $maps++;
        $scanned{$pid} = 1;
        push @found, "memory $pid $s" if index($buf, $needle) >= 0;
    }
}
print "\@searched files=$files environ=$envs maps=$maps\n";
my @names;
for my $pid (sort { $a <=> $b } keys %scanned) {
    open(my $c, "<", "/proc/$pid/comm") or next;
    my $n = <$c>;
    chomp $n if defined $n;
    push @names, $n if defined $n;
}
print "\@scanned @names\n";
print "\@found $_\n" for @found;
