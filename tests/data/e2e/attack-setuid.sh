#!/bin/bash
# Issue 10 item 3: every way the agent might leave a set-uid or set-gid file in the project
# (rootful with root as the invoker, a file the sandbox makes there is host root's). Each line
# prints "@name refused" when the file it aimed at has neither bit, else "@name made"
# (tests/e2e/tst_sandbox_boundary.cpp). Raw system calls through perl use x86_64 numbers.
cd /project || exit 1
setid() { [ -e "$1" ] && { [ -u "$1" ] || [ -g "$1" ]; }; }
check() { if setid "$2"; then echo "@$1 made"; else echo "@$1 refused"; fi; }
shell() { cp /bin/sh "$1" 2>/dev/null; }
# perl NAME SCRIPT: runs SCRIPT, which prints "made" or "refused" itself.
pl() { echo "@$1 $(perl -e "$2" 2>/dev/null || echo error)"; }

# The first try: coreutils chmod, numeric and symbolic, set-uid and set-gid.
shell s_chmod; chmod 4755 s_chmod 2>/dev/null; check chmod_4755 s_chmod
shell s_us; chmod u+s s_us 2>/dev/null; check chmod_u_s s_us
shell s_gs; chmod g+s s_gs 2>/dev/null; check chmod_g_s s_gs
mkdir d_gs; chmod 2775 d_gs 2>/dev/null; check setgid_dir d_gs
# Other tools: install -m, tar -p of an archive with a set-uid member, cp -p/-a of the image's
# own set-uid programs.
install -m 4755 /bin/sh s_install 2>/dev/null; check install_m s_install
cp /bin/sh /tmp/member && tar -cf /tmp/t.tar --mode=4755 -C /tmp member && tar -xpf /tmp/t.tar -C /project \
    2>/dev/null; check tar_p member
cp -p /usr/bin/su s_cp_p 2>/dev/null; check cp_p s_cp_p
cp -a /usr/bin/passwd s_cp_a 2>/dev/null; check cp_a s_cp_a
# perl's own chmod (chmod(2)) and on a handle (fchmod(2)).
shell s_perl; perl -e 'chmod 04755, "s_perl"' 2>/dev/null; check perl_chmod s_perl
shell s_perlfh; perl -e 'open my $f, "<", "s_perlfh"; chmod 04755, $f' 2>/dev/null; check perl_fchmod s_perlfh
# sys NR ARG...: one raw system call. "#N" is a number (octal with a leading 0), "fd:PATH" the
# descriptor of PATH opened for reading, "how:FLAGS:MODE" a struct open_how; anything else a
# string. Prints "NR=result errno" on stderr; fails when the call failed.
cat >/tmp/sys.pl <<'PERL'
my @fh;
my @a = map {
    if (/^#(-?\d+)$/) { my $n = $1; $n =~ /^0\d/ ? oct($n) : $n + 0 }
    elsif (/^fd:(.*)$/s) { open(my $f, "<", $1) or die; push @fh, $f; fileno($f) }
    elsif (/^how:(\d+):(\d+)$/) { pack("QQQ", oct($1), oct($2), 0) }
    else { my $s = $_; $s }
} @ARGV;
my $r = syscall($a[0], @a[1 .. $#a]);
print STDERR "$ARGV[0]=$r $!\n";
exit($r < 0 ? 1 : 0);
PERL
sys() { perl /tmp/sys.pl "$@"; }
if [ "$(uname -m)" = x86_64 ]; then
    # Each system call that takes a mode, directly: chmod 90, fchmod 91, fchmodat 268,
    # fchmodat2 452, open 2, openat 257, creat 85, mkdir 83, mkdirat 258, mknod 133, mknodat 259.
    shell s_sys_chmod; sys '#90' s_sys_chmod '#04755'; check sys_chmod s_sys_chmod
    shell s_sys_fchmod; sys '#91' fd:s_sys_fchmod '#02755'; check sys_fchmod s_sys_fchmod
    shell s_sys_fchmodat; sys '#268' '#-100' s_sys_fchmodat '#04755'; check sys_fchmodat s_sys_fchmodat
    shell s_sys_fchmodat2; sys '#452' '#-100' s_sys_fchmodat2 '#04755' '#0'; check sys_fchmodat2 s_sys_fchmodat2
    sys '#2' s_sys_open '#0101' '#04755'; check sys_open s_sys_open
    sys '#257' '#-100' s_sys_openat '#0101' '#06755'; check sys_openat s_sys_openat
    sys '#85' s_sys_creat '#04755'; check sys_creat s_sys_creat
    sys '#83' d_sys_mkdir '#02755'; check sys_mkdir d_sys_mkdir
    sys '#258' '#-100' d_sys_mkdirat '#02755'; check sys_mkdirat d_sys_mkdirat
    sys '#133' s_sys_mknod '#0104755' '#0'; check sys_mknod s_sys_mknod
    sys '#259' '#-100' s_sys_mknodat '#0102755' '#0'; check sys_mknodat s_sys_mknodat
    # openat2 (437) carries the mode in a struct open_how { flags, mode, resolve }.
    sys '#437' '#-100' s_sys_openat2 how:0101:04755 '#24'; check sys_openat2 s_sys_openat2
    # O_TMPFILE (020200000) with a set-uid mode, made visible through /proc/self/fd (linkat 265).
    # shellcheck disable=SC2016 # a perl program: its variables are perl's
    pl sys_tmpfile 'my $d = "/project"; my $fd = syscall(257, -100, $d, 020200001, 04755);
        if ($fd < 0) { print "refused"; exit }
        my ($from, $to) = ("/proc/self/fd/$fd", "/project/s_tmpfile");
        syscall(265, -100, $from, -100, $to, 0x400);
        my @st = stat($to); print((@st && ($st[2] & 06000)) ? "made" : "refused")'
    # io_uring (io_uring_setup 425) would open files where seccomp cannot see the mode.
    # shellcheck disable=SC2016 # a perl program: its variables are perl's
    pl io_uring 'my $p = "\0" x 120; my $r = syscall(425, 8, $p); print($r >= 0 ? "made" : "refused")'
    # The same calls with an ordinary mode still work (the attempts above did reach the kernel).
    shell n_sys; sys '#90' n_sys '#0700' && sys '#268' '#-100' n_sys '#0755' && sys '#91' fd:n_sys '#0750' &&
        sys '#257' '#-100' n_sys_openat '#0101' '#0640' && sys '#83' n_sys_mkdir '#0755' &&
        sys '#133' n_sys_mknod '#0100644' '#0' && sys '#257' '#-100' n_sys_openat '#02' '#06755' &&
        echo "@ordinary_sys ok" || echo "@ordinary_sys broken"
fi
# What must keep working: ordinary modes.
touch n1 && chmod 755 n1 && chmod +x n1 && mkdir -m 700 n2 && install -m 644 /bin/sh n3 && cp -p /bin/sh n4 &&
    echo "@ordinary ok" || echo "@ordinary broken"
echo "@done"
