#!/usr/bin/perl
# SPDX-License-Identifier: GPL-3.0-or-later
#
# exec-agent: runs one command per connection inside a warm sandbox, so that
# `ai-sandbox exec --warm` costs a fork and an exec instead of a `podman exec`.
#
# Usage: exec-agent SOCKET_PATH
#   Listens on the unix socket SOCKET_PATH (a stale file there is replaced). The
#   socket is made usable by anyone who can reach it: the directory that holds it
#   is the access control. Prints one ready line to stderr, nothing to stdout.
#   Uses only modules from perl-base (Essential in every Debian image).
#
# Protocol (version 1). Every frame in both directions is
#     [1 byte type][4 bytes length, big-endian][length bytes payload]
# and a frame longer than 64 MiB is refused (the connection is dropped).
#
# Request, client -> agent (order free except where said; 'Z' ends the header):
#   'V' protocol version, ascii decimal ("1"); required
#   'A' one argv element (repeat; at least one; argv[0] is looked up in PATH; no shell)
#   'E' "NAME=VALUE" added to the agent's environment for this command (repeat)
#   'D' working directory (default: the agent's own)
#   'T' timeout in ms, ascii decimal, 0 = none
#   'M' max bytes forwarded per output stream, ascii decimal, 0 = unlimited
#   'Z' end of request header: the command starts now
#   'I' stdin data (repeat, before or after 'Z'); an EMPTY 'I' closes the command's stdin.
#       A client that never sends an empty 'I' leaves stdin open.
# Response, agent -> client:
#   'O' stdout chunk, 'R' stderr chunk, streamed as produced (each at most 64 KiB)
#   'F' failure text from the agent. Before the command ran (bad request) it is the last
#       frame; when the command could not be started (exec or chdir failed) an 'X' follows
#       with exit=127 (not found) or 126 (other).
#   'X' last frame: "exit=<code> signal=<n> timed_out=<0|1> truncated=<0|1> duration_ms=<n>
#       stdout_truncated=<0|1> stderr_truncated=<0|1>"
#       exit is the exit status, or 128+n when killed by signal n (signal=0 otherwise);
#       truncated is 1 when either stream was cut at the 'M' limit.
#       duration_ms has clock-tick resolution (usually 10 ms).
#
# Semantics:
#   - The command runs in its own session and process group.
#   - The agent may run as the container's pid 1: it reaps every orphan. SPARES handler
#     processes are forked ahead and wait in accept(), and each has forked the process its command
#     will run in (the launcher: its own session, its pipes on fds 0-2) before a client connects,
#     so a call costs no fork at all, only the command's exec. While a single call runs, the
#     replacement handler is forked only when it ends (or SPARE_DEFER_MS later), so that the forks
#     do not compete with the call for the CPU; the second spare serves a call that comes sooner.
#   - The 'X' frame also carries the handler's CLOCK_MONOTONIC in microseconds at each step
#     (t_accept_us, t_header_us, t_spawned_us, t_exited_us, t_reply_us; absent where the clock
#     cannot be read), so that a client can tell where a call's time went.
#   - Output past the 'M' limit is read and dropped (truncated=1), so the command never blocks.
#   - When the timeout expires the whole process group gets SIGTERM, then SIGKILL after
#     a grace of 1 s (timed_out=1).
#   - When the client disconnects (end of file on the socket: a client must not half-close it)
#     or the agent is told to stop (SIGTERM), the whole group is killed the same way.
#   - When the command exits, the agent forwards what remains in its pipes and answers as
#     soon as they reach end of file, or after 250 ms if a background process still holds
#     them (that process is left running, as a shell would).
use strict;
use warnings;
use Errno qw(EINTR EAGAIN EWOULDBLOCK EPIPE ENOENT);
use Fcntl qw(F_GETFL F_SETFL O_NONBLOCK);
use POSIX ();
use Socket qw(AF_UNIX SOCK_STREAM SOMAXCONN pack_sockaddr_un);

use constant {
    PROTOCOL_VERSION => 1,
    MAX_FRAME        => 64 * 1024 * 1024,
    CHUNK            => 65536,
    OUT_HIGH_WATER   => 1024 * 1024,   # stop reading the command while this much is unsent
    TERM_GRACE_MS    => 1000,
    LINGER_MS        => 250,
    HEADER_WAIT_MS   => 30_000,        # a client must send its request header within this
    FLUSH_WAIT_MS    => 60_000,        # and read the last frames within this
    ACCEPT_FAILED    => 3,             # exit status of a handler whose accept() failed
    SPARE_DEFER_MS   => 20,            # see the main loop
    SPARES           => 2,             # handlers waiting in accept()
};

my $TICKS = POSIX::sysconf(POSIX::_SC_CLK_TCK()) || 100;

sub now_ms {
    my ($real) = POSIX::times();
    return int($real * 1000 / $TICKS);
}

# System calls perl has no function for, through syscall(2) (perl-base has no Time::HiRes), by
# number: undef on an architecture not listed here.
my $ARCH = (POSIX::uname())[4];
my $CLOCK_GETTIME = { x86_64 => 228, aarch64 => 113, riscv64 => 113, ppc64le => 246, s390x => 260 }->{$ARCH};
my $PRCTL = { x86_64 => 157, aarch64 => 167, riscv64 => 167, ppc64le => 171, s390x => 172 }->{$ARCH};

# CLOCK_MONOTONIC in microseconds, or undef.
sub mono_us {
    return undef unless defined $CLOCK_GETTIME;
    my $ts = "\0" x 16;
    return undef unless syscall($CLOCK_GETTIME, 1, $ts) == 0;
    my ($sec, $nsec) = unpack('q q', $ts);
    return $sec * 1_000_000 + int($nsec / 1000);
}

sub min_of {
    my $m = shift;
    for (@_) { $m = $_ if defined $_ && $_ < $m }
    return $m;
}

sub set_nonblocking {
    my ($fh) = @_;
    my $flags = fcntl($fh, F_GETFL, 0) or return;
    fcntl($fh, F_SETFL, $flags | O_NONBLOCK);
}

sub frame { return pack('aN', $_[0], length $_[1]) . $_[1] }

# Takes one frame off the front of the buffer: () when incomplete, dies when oversized.
sub take_frame {
    my ($buf) = @_;
    return () if length($$buf) < 5;
    my ($type, $len) = unpack('aN', $$buf);
    die "a frame of $len bytes is larger than the limit of " . MAX_FRAME . " bytes\n" if $len > MAX_FRAME;
    return () if length($$buf) < 5 + $len;
    my $payload = substr($$buf, 5, $len);
    substr($$buf, 0, 5 + $len, '');
    return ($type, $payload);
}

# ---------------------------------------------------------------- main process

my $path = shift @ARGV;
if (!defined $path || $path eq '' || @ARGV) {
    print STDERR "usage: exec-agent SOCKET_PATH\n";
    exit 2;
}

# Keep fds 0-2 occupied so that no pipe or socket lands there.
open(STDIN, '<', '/dev/null') or die "exec-agent: /dev/null: $!\n";
open(STDOUT, '>', '/dev/null') or die "exec-agent: /dev/null: $!\n";
{
    my $fd = POSIX::dup(2);
    if (defined $fd) { POSIX::close($fd) } else { open(STDERR, '>', '/dev/null') }
}

# Not dumpable (PR_SET_DUMPABLE 0), nor are the handlers and the processes forked ahead for the
# next commands (fork keeps it): a command runs as the same user without capabilities, and may
# neither ptrace them nor read their /proc/<pid>/fd, environ or mem (the listening socket, another
# call's connection and pipes). The command itself is dumpable again: execve resets it.
# TestExecContract::warmCommandCannotReachTheAgent tries both from inside a warm sandbox.
if (!defined $PRCTL || syscall($PRCTL, 4, 0, 0, 0, 0) != 0) {
    print STDERR "exec-agent: cannot make itself undumpable on $ARCH: " . ($PRCTL ? $! : 'unknown system call') . "\n";
}

$SIG{PIPE} = 'IGNORE';
my $main_pid = $$;
our $running_pid;   # in a handler: the command it runs
our %times;         # in a handler: mono_us() at each step of the call ('X' frame)
my %handlers;
my $stopping = 0;

# SPARES handlers are always forked ahead and wait in accept(), so a call does not wait for a fork.
pipe(my $notify_r, my $notify_w) or die "exec-agent: pipe: $!\n";
my %spares;           # pids of the handlers waiting in accept()
my $spare_failed = 0; # one could not accept: pause before the next one
my $spare_due;        # now_ms() after which a spare is forked although a handler is busy

$SIG{CHLD} = sub {
    # Also reaps orphans re-parented to us when we run as the container's pid 1.
    while ((my $pid = waitpid(-1, POSIX::WNOHANG())) > 0) {
        delete $handlers{$pid};
        next unless delete $spares{$pid};
        $spare_failed = 1 if POSIX::WIFEXITED($?) && POSIX::WEXITSTATUS($?) == ACCEPT_FAILED;
    }
};
$SIG{TERM} = $SIG{INT} = $SIG{HUP} = sub { $stopping = 1 };

if (-S $path || -e _) { unlink $path or die "exec-agent: cannot remove the stale $path: $!\n" }
socket(my $server, AF_UNIX, SOCK_STREAM, 0) or die "exec-agent: socket: $!\n";
{
    my $old = umask(0);
    my $ok = bind($server, pack_sockaddr_un($path));
    my $err = $!;
    umask($old);
    die "exec-agent: cannot listen on $path: $err\n" unless $ok;
}
listen($server, SOMAXCONN) or die "exec-agent: listen on $path: $!\n";
print STDERR "exec-agent: ready on $path (protocol " . PROTOCOL_VERSION . ", pid $$)\n";

my $chld_set = POSIX::SigSet->new(POSIX::SIGCHLD());
while (!$stopping) {
    my $wait = 1;
    if (keys %spares < SPARES) {
        # While one call runs alone and a spare still waits, the call's handler and command have
        # the CPU to themselves: the replacement is forked when that handler ends (SIGCHLD
        # interrupts the wait) or SPARE_DEFER_MS later. Without a spare, or with two or more busy
        # handlers (parallel use), it is forked at once.
        my $busy = keys(%handlers) - keys(%spares);
        my $left = defined $spare_due ? $spare_due - now_ms() : 0;
        if (%spares && $busy == 1 && $left > 0) {
            $wait = $left / 1000;
        } elsif ($spare_failed) {
            $spare_failed = 0;
            $wait = 0.1;   # e.g. out of file descriptors: do not spin
        } else {
            $spare_due = undef;
            # Block SIGCHLD so a fast handler cannot be reaped before it is recorded.
            my $old_set = POSIX::SigSet->new;
            POSIX::sigprocmask(POSIX::SIG_BLOCK(), $chld_set, $old_set);
            my $pid = fork();
            if (defined $pid && $pid == 0) {
                close $notify_r;
                $SIG{CHLD} = sub { };   # only to wake select()
                $SIG{TERM} = $SIG{INT} = $SIG{HUP} = 'DEFAULT';
                POSIX::sigprocmask(POSIX::SIG_SETMASK(), $old_set);
                handler_process($server, $notify_w);
            }
            if (defined $pid) { $handlers{$pid} = 1; $spares{$pid} = 1 }
            POSIX::sigprocmask(POSIX::SIG_SETMASK(), $old_set);
            if (!defined $pid) {
                print STDERR "exec-agent: cannot fork a handler: $!\n";
                select(undef, undef, undef, 0.5);
            }
            next;
        }
    }
    # A spare writes its pid once it holds a connection; then its replacement is forked.
    my $rin = '';
    vec($rin, fileno($notify_r), 1) = 1;
    my $n = select(my $rout = $rin, undef, undef, $wait);
    next if $n <= 0;
    my $got = sysread($notify_r, my $buf, 4096);
    next unless $got;
    for my $taken (unpack('N*', $buf)) {
        next unless delete $spares{$taken};
        $spare_due = now_ms() + SPARE_DEFER_MS;
    }
}

# Told to stop: the handlers kill their commands and leave.
kill 'TERM', keys %handlers if %handlers;
unlink $path if $$ == $main_pid;
exit 0;

# ---------------------------------------------------------------- one connection

sub handler_process {
    my ($server, $notify) = @_;
    # The next command's process, forked now rather than when the request comes (undef when that
    # failed: spawn() tries again then).
    my $launcher = launcher($server, $notify);
    my $conn;
    while (!accept($conn, $server)) {
        next if $!{EINTR} || $!{ECONNABORTED};
        print STDERR "exec-agent: accept: $!\n";
        POSIX::_exit(ACCEPT_FAILED);
    }
    $times{accept} = mono_us();
    close $server;
    syswrite($notify, pack('N', $$));
    close $notify;
    my $rc = eval { handle_connection($conn, $launcher); 1 } ? 0 : 1;
    if ($rc) {
        print STDERR "exec-agent: $@" if $@ ne '';
        kill 'KILL', -$running_pid if $running_pid;   # never leave a command behind
    }
    POSIX::_exit($rc);
}

sub handle_connection {
    my ($sock, $launcher) = @_;
    my $stop = 0;
    $SIG{TERM} = $SIG{INT} = $SIG{HUP} = sub { $stop = 1 };
    set_nonblocking($sock);

    my ($in, $out) = ('', '');
    my %req = (argv => [], env => [], dir => undef, timeout => 0, max => 0, version => undef);
    my ($stdin, $stdin_close) = ('', 0);

    # Request header.
    my $header_deadline = now_ms() + HEADER_WAIT_MS;
    my $complete = 0;
    my $error;
    while (!$complete && !defined $error) {
        return if $stop;
        my $left = $header_deadline - now_ms();
        return if $left <= 0;
        my $rin = '';
        vec($rin, fileno($sock), 1) = 1;
        my $n = select(my $rout = $rin, undef, undef, $left / 1000);
        if ($n < 0) { next if $!{EINTR}; die "select: $!\n" }
        next if $n == 0;
        my $got = sysread($sock, my $buf, CHUNK);
        if (!defined $got) { next if $!{EINTR} || $!{EAGAIN} || $!{EWOULDBLOCK}; return }
        return if $got == 0;
        $in .= $buf;
        while (!$complete && !defined $error) {
            my ($type, $p) = eval { take_frame(\$in) };
            if ($@) { $error = $@; chomp $error; last }
            last unless defined $type;
            if    ($type eq 'V') { $req{version} = $p }
            elsif ($type eq 'A') { push @{ $req{argv} }, $p }
            elsif ($type eq 'E') { push @{ $req{env} }, $p }
            elsif ($type eq 'D') { $req{dir} = $p }
            elsif ($type eq 'T') { $req{timeout} = $p }
            elsif ($type eq 'M') { $req{max} = $p }
            elsif ($type eq 'I') { if (length $p) { $stdin .= $p unless $stdin_close } else { $stdin_close = 1 } }
            elsif ($type eq 'Z') { $complete = 1 }
            else { $error = sprintf('unknown request frame type 0x%02x', ord $type) }
        }
    }
    $times{header} = mono_us();
    $error //= validate_request(\%req);
    if (defined $error) {
        $out .= frame('F', "the exec agent refused the request: $error");
        flush_all($sock, \$out);
        return;
    }

    my $start = now_ms();
    my ($pid, $child_in, $child_out, $child_err, $fail, $fail_code) = spawn(\%req, $launcher, $sock);
    $times{spawned} = mono_us();
    if (!defined $pid) {
        $out .= frame('F', $fail);
        $out .= frame('X', "exit=$fail_code signal=0 timed_out=0 truncated=0 duration_ms=" . (now_ms() - $start));
        flush_all($sock, \$out);
        return;
    }
    $running_pid = $pid;
    set_nonblocking($_) for ($child_in, $child_out, $child_err);

    my %pipes = ('O' => $child_out, 'R' => $child_err);
    my %sent = ('O' => 0, 'R' => 0);
    my %cut = ('O' => 0, 'R' => 0);
    my $deadline = $req{timeout} > 0 ? $start + $req{timeout} : undef;
    my ($status, $reaped_at, $timed_out, $gone, $kill_at);
    my $poll = 0.001;

    # After the header only stdin frames may come; anything else ends the run.
    my $take_stdin = sub {
        while (1) {
            my ($type, $p) = eval { take_frame(\$in) };
            return 0 if $@ || (defined $type && $type ne 'I');
            return 1 unless defined $type;
            if (length $p) { $stdin .= $p if $child_in && !$stdin_close } else { $stdin_close = 1 }
        }
    };
    $gone = 1 unless $take_stdin->();

    my $kill_group = sub {
        my ($sig) = @_;
        kill $sig, -$pid;
        kill $sig, $pid;   # in case it has not reached setsid() yet
    };

    while (1) {
        if ($child_in && $stdin_close && !length $stdin) { close $child_in; $child_in = undef }
        if (!defined $status) {
            my $r = waitpid($pid, POSIX::WNOHANG());
            if ($r == $pid) { $status = $?; $reaped_at = now_ms(); $times{exited} = mono_us() }
        }
        my $now = now_ms();
        $gone = 1 if $stop;
        if ($gone && !defined $kill_at && !defined $status) {
            $kill_group->('TERM');
            $kill_at = $now + TERM_GRACE_MS;
        }
        if (defined $status) {
            last if $gone || !%pipes || $now - $reaped_at >= LINGER_MS;
        }
        if (!$timed_out && !$gone && defined $deadline && $now >= $deadline && !defined $status) {
            $timed_out = 1;
            $kill_group->('TERM');
            $kill_at = $now + TERM_GRACE_MS;
        }
        if (defined $kill_at && $now >= $kill_at) {
            $kill_group->('KILL');
            $kill_at = $now + 10 * TERM_GRACE_MS;   # only a process stuck in the kernel lasts
        }

        my ($rin, $win) = ('', '');
        for my $fh (values %pipes) {
            vec($rin, fileno($fh), 1) = 1 if $gone || length($out) < OUT_HIGH_WATER;
        }
        if (!$gone) {
            vec($rin, fileno($sock), 1) = 1;
            vec($win, fileno($sock), 1) = 1 if length $out;
        }
        vec($win, fileno($child_in), 1) = 1 if $child_in && length $stdin;

        my $wait = 0.5;
        $wait = min_of($wait, ($deadline - $now) / 1000) if defined $deadline && !$timed_out && !defined $status;
        $wait = min_of($wait, ($kill_at - $now) / 1000) if defined $kill_at;
        $wait = min_of($wait, ($reaped_at + LINGER_MS - $now) / 1000) if defined $status;
        if (!defined $status && !%pipes) {
            # Pipes closed but not reaped yet: SIGCHLD wakes select, polling covers a lost wake-up.
            $wait = min_of($wait, $poll);
            $poll = min_of($poll * 2, 0.05);
        }
        $wait = 0 if $wait < 0;
        my $n = select(my $rout = $rin, my $wout = $win, undef, $wait);
        if ($n < 0) { next if $!{EINTR}; die "select: $!\n" }
        next if $n == 0;

        for my $type (sort keys %pipes) {
            my $fh = $pipes{$type};
            next unless vec($rout, fileno($fh), 1);
            my $got = sysread($fh, my $buf, CHUNK);
            if (!defined $got) {
                next if $!{EINTR} || $!{EAGAIN} || $!{EWOULDBLOCK};
                $got = 0;
            }
            if ($got == 0) { close $fh; delete $pipes{$type}; next }
            next if $gone;
            if ($req{max} > 0) {
                my $room = $req{max} - $sent{$type};
                if ($room < $got) {
                    $cut{$type} = 1;
                    $buf = $room > 0 ? substr($buf, 0, $room) : '';
                }
            }
            next if $buf eq '';
            $sent{$type} += length $buf;
            $out .= frame($type, $buf);
        }

        if (!$gone && vec($rout, fileno($sock), 1)) {
            my $got = sysread($sock, my $buf, CHUNK);
            if (!defined $got && !($!{EINTR} || $!{EAGAIN} || $!{EWOULDBLOCK})) { $got = 0 }
            if (defined $got && $got == 0) {
                $gone = 1;   # the client went away: nobody wants the result
            } elsif (defined $got) {
                $in .= $buf;
                $gone = 1 unless $take_stdin->();
            }
        }
        $out = '' if $gone;

        if (!$gone && length $out && vec($wout, fileno($sock), 1)) {
            my $wrote = syswrite($sock, $out);
            if (defined $wrote) { substr($out, 0, $wrote, '') }
            elsif (!($!{EINTR} || $!{EAGAIN} || $!{EWOULDBLOCK})) { $gone = 1; $out = '' }
        }

        if ($child_in && length $stdin && vec($wout, fileno($child_in), 1)) {
            my $wrote = syswrite($child_in, $stdin, CHUNK);
            if (defined $wrote) { substr($stdin, 0, $wrote, '') }
            elsif (!($!{EINTR} || $!{EAGAIN} || $!{EWOULDBLOCK})) { $stdin = ''; $stdin_close = 1 }
        }
    }

    close $_ for grep { defined } ($child_in, values %pipes);
    if ($timed_out || $gone) {
        $kill_group->('KILL');   # whatever ignored SIGTERM, and what the leader left behind
    }
    if (!defined $status) {
        1 while waitpid($pid, 0) < 0 && $!{EINTR};
        $status = $?;
    }
    return if $gone;

    my ($code, $sig) = (0, 0);
    if (POSIX::WIFEXITED($status)) { $code = POSIX::WEXITSTATUS($status) }
    elsif (POSIX::WIFSIGNALED($status)) { $sig = POSIX::WTERMSIG($status); $code = 128 + $sig }
    $times{reply} = mono_us();
    $out .= frame('X', sprintf('exit=%d signal=%d timed_out=%d truncated=%d duration_ms=%d stdout_truncated=%d stderr_truncated=%d',
        $code, $sig, $timed_out ? 1 : 0, ($cut{O} || $cut{R}) ? 1 : 0, now_ms() - $start, $cut{O}, $cut{R})
        . join('', map { defined $times{$_} ? " t_${_}_us=$times{$_}" : '' } qw(accept header spawned exited reply)));
    flush_all($sock, \$out);
    return;
}

sub validate_request {
    my ($req) = @_;
    return 'no protocol version was sent' unless defined $req->{version};
    return "protocol version $req->{version} is not supported (this agent speaks " . PROTOCOL_VERSION . ')'
        unless $req->{version} eq PROTOCOL_VERSION;
    return 'no command was given' unless @{ $req->{argv} };
    return 'the command is empty' if $req->{argv}[0] eq '';
    for (@{ $req->{argv} }, @{ $req->{env} }, defined $req->{dir} ? $req->{dir} : ()) {
        return 'an argument, variable or directory contains a NUL byte' if index($_, "\0") >= 0;
    }
    for (@{ $req->{env} }) {
        return "the environment entry '$_' is not NAME=VALUE" unless /\A[^=]+=/s;
    }
    return "the timeout '$req->{timeout}' is not a number of milliseconds" unless $req->{timeout} =~ /\A[0-9]{1,12}\z/;
    return "the output limit '$req->{max}' is not a number of bytes" unless $req->{max} =~ /\A[0-9]{1,15}\z/;
    return undef;
}

# Forks the process a command will run in, ahead of the request: it takes its own session and
# process group, its pipes as fds 0-2, and closes the handles in @close (the listening socket, the
# notify pipe) and every other pipe end. Then it waits for its orders: the request's 'A', 'E' and
# 'D' frames and a 'Z', written by spawn() on a pipe. End of file before a 'Z' (the handler did not
# need it, or died) and it leaves without running anything. Returns a hash of the parent's ends
# and the pid, or undef when a pipe or the fork failed.
sub launcher {
    my @close = @_;
    my ($in_r, $in_w, $out_r, $out_w, $err_r, $err_w, $st_r, $st_w, $ord_r, $ord_w);
    for my $pair ([\$in_r, \$in_w], [\$out_r, \$out_w], [\$err_r, \$err_w], [\$st_r, \$st_w], [\$ord_r, \$ord_w]) {
        pipe(${ $pair->[0] }, ${ $pair->[1] }) or return undef;
    }
    my $pid = fork();
    return undef unless defined $pid;
    if ($pid == 0) {
        POSIX::setsid();
        $SIG{$_} = 'DEFAULT' for qw(PIPE CHLD TERM INT HUP);
        close $_ for (@close, $in_w, $out_r, $err_r, $st_r, $ord_w);
        POSIX::dup2(fileno($in_r), 0);
        POSIX::dup2(fileno($out_w), 1);
        POSIX::dup2(fileno($err_w), 2);
        close $_ for ($in_r, $out_w, $err_w);
        my $orders = '';
        while (1) {
            my $got = sysread($ord_r, my $buf, CHUNK);
            if (!defined $got) { next if $!{EINTR}; POSIX::_exit(0) }
            last if $got == 0;
            $orders .= $buf;
        }
        my %req = (argv => [], env => [], dir => undef);
        my $complete = 0;
        while (!$complete) {
            my ($type, $p) = eval { take_frame(\$orders) };
            POSIX::_exit(0) if $@ || !defined $type;
            if    ($type eq 'A') { push @{ $req{argv} }, $p }
            elsif ($type eq 'E') { push @{ $req{env} }, $p }
            elsif ($type eq 'D') { $req{dir} = $p }
            elsif ($type eq 'Z') { $complete = 1 }
        }
        POSIX::_exit(0) unless @{ $req{argv} };
        syswrite($st_w, 'R');   # the orders arrived: from here on the command counts as started
        run_command(\%req, $st_w);
    }
    close $_ for ($in_r, $out_w, $err_w, $st_w, $ord_r);
    return { pid => $pid, in => $in_w, out => $out_r, err => $err_r, status => $st_r, orders => $ord_w };
}

# In the launcher: the working directory, the environment, then exec. Never returns.
sub run_command {
    my ($req, $st_w) = @_;
    my $report = sub {
        my ($code, $msg) = @_;
        syswrite($st_w, "$code $msg");
        POSIX::_exit($code);
    };
    if (defined $req->{dir} && !chdir $req->{dir}) {
        $report->(126, "cannot change to the working directory $req->{dir}: $!");
    }
    for (@{ $req->{env} }) {
        my ($name, $value) = split /=/, $_, 2;
        $ENV{$name} = $value;
    }
    my @argv = @{ $req->{argv} };
    {
        no warnings 'exec';
        exec { $argv[0] } @argv;
    }
    my $code = $! == ENOENT ? 127 : 126;
    $report->($code, "cannot run $argv[0]: $!");
}

# Starts the command in the launcher forked ahead (or in a new one when there is none, or the one
# there is died before it took its orders): (pid, stdin, stdout, stderr) or (undef, ..., message,
# exit code). A launcher that took its orders answers 'R' on the status pipe before it execs, so a
# command is never started twice.
sub spawn {
    my ($req, $launcher, @close) = @_;
    my $orders = join('', map({ frame('A', $_) } @{ $req->{argv} }), map({ frame('E', $_) } @{ $req->{env} }),
        defined $req->{dir} ? frame('D', $req->{dir}) : (), frame('Z', ''));
    my $msg;
    for my $attempt (1, 2) {
        $launcher //= launcher(@close)
            or return (undef, undef, undef, undef, "the exec agent cannot create a pipe or fork: $!", 126);
        my $fh = $launcher->{orders};
        my $sent = 0;
        while ($sent < length $orders) {
            my $wrote = syswrite($fh, $orders, length($orders) - $sent, $sent);
            if (!defined $wrote) { next if $!{EINTR}; last }
            $sent += $wrote;
        }
        close $fh;
        # The status pipe is close-on-exec: end of file after the 'R' means the exec happened.
        $msg = '';
        while (1) {
            my $got = sysread($launcher->{status}, my $buf, 4096);
            if (!defined $got) { next if $!{EINTR}; last }
            last if $got == 0;
            $msg .= $buf;
        }
        close $launcher->{status};
        last if $msg =~ s/\AR//;
        # It died before it took the orders (something killed it while it waited): a new one.
        kill 'KILL', $launcher->{pid};
        1 while waitpid($launcher->{pid}, 0) < 0 && $!{EINTR};
        close $_ for @{$launcher}{qw(in out err)};
        $launcher = undef;
        return (undef, undef, undef, undef, 'the exec agent cannot start the command: its process died', 126)
            if $attempt == 2;
    }
    my $pid = $launcher->{pid};
    if ($msg ne '') {
        1 while waitpid($pid, 0) < 0 && $!{EINTR};
        my ($code, $text) = $msg =~ /\A([0-9]+) (.*)\z/s ? ($1, $2) : (126, $msg);
        close $_ for @{$launcher}{qw(in out err)};
        return (undef, undef, undef, undef, $text, $code);
    }
    return ($pid, @{$launcher}{qw(in out err)});
}

# Sends what is left; gives up when the client stops reading for FLUSH_WAIT_MS.
sub flush_all {
    my ($sock, $out) = @_;
    my $deadline = now_ms() + FLUSH_WAIT_MS;
    while (length $$out) {
        my $left = $deadline - now_ms();
        return if $left <= 0;
        my $win = '';
        vec($win, fileno($sock), 1) = 1;
        my $n = select(undef, my $wout = $win, undef, $left / 1000);
        if ($n < 0) { next if $!{EINTR}; return }
        next if $n == 0;
        my $wrote = syswrite($sock, $$out);
        if (defined $wrote) { substr($$out, 0, $wrote, ''); $deadline = now_ms() + FLUSH_WAIT_MS }
        elsif (!($!{EINTR} || $!{EAGAIN} || $!{EWOULDBLOCK})) { return }
    }
}
