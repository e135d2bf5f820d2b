#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# ai-sandbox entrypoint. Starts as root inside the sandbox, sets up what only root can
# (the egress firewall in allowlist mode), proves it is in place, then drops to uid 1000
# with no capabilities and no-new-privs. Fails closed: it never runs the command
# unenforced. Exit 77: the ruleset could not be loaded (or the mode is unknown);
# exit 78: enforcement could not be verified or privileges cannot be dropped.
# Silent on success: the harness owns the terminal.
#
# The root phase trusts nothing the policy sets. The policy's variables (env.set, env.pass)
# reach the container only as AISB_ENV_<NAME> (see Render::envFile), names that neither the
# dynamic loader (LD_PRELOAD, LD_LIBRARY_PATH, GCONV_PATH, ...) nor a shell (PATH, ENV,
# BASH_ENV, IFS, ...) reads; they become <NAME> only after the drop, in the command's own
# environment. Every tool here is called by its absolute path, with a fixed PATH.
set -eu
# The image's PATH (podman's default unless the image sets one), for the command.
command_path=${PATH:-/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin}
PATH=/usr/sbin:/usr/bin:/sbin:/bin
export PATH
unset IFS CDPATH ENV BASH_ENV LD_PRELOAD LD_LIBRARY_PATH LD_AUDIT GCONV_PATH LOCPATH NLSPATH \
    HOSTALIASES RESOLV_HOST_CONF TMPDIR PERL5LIB PERL5OPT PERLLIB PERL5DB 2>/dev/null || true

ruleset=/etc/aisb/ruleset.nft
agent=/usr/local/libexec/aisb/exec-agent
agent_socket=/run/aisb-agent/agent.sock
nft=/usr/sbin/nft

fail() {
    code=$1
    shift
    printf 'ai-sandbox: %s\n' "$*" >&2
    exit "$code"
}

if [ "$(/usr/bin/id -u)" != 0 ]; then
    fail 78 "the entrypoint must start as root inside the container (podman run --user=0:0) to set up and then drop its privileges; refusing to run"
fi

mode=${AISB_NET_MODE-}
case "$mode" in
none | open) ;;
allowlist)
    if ! "$nft" -f "$ruleset"; then
        fail 77 "could not load the network ruleset $ruleset (does the container have NET_ADMIN and the ruleset mount?); refusing to run without the egress gate"
    fi
    for chain in output input; do
        if ! listing=$("$nft" list chain inet aisb "$chain" 2>/dev/null); then
            fail 78 "the network ruleset loaded but chain inet aisb $chain is missing; refusing to run"
        fi
        case "$listing" in
        *"policy drop;"*) ;;
        *) fail 78 "chain inet aisb $chain has no drop policy; refusing to run" ;;
        esac
    done
    ;;
*)
    fail 77 "AISB_NET_MODE is '$mode' but must be none, allowlist or open; refusing to run"
    ;;
esac

# After the drop, unprivileged: the policy's variables take their real names (HOME, USER and
# LOGNAME stay the sandbox user's), then the command runs, found on the policy's PATH.
restore='
for my $k (keys %ENV) {
    next unless $k =~ /^AISB_ENV_(.+)$/s;
    my $v = delete $ENV{$k};
    $ENV{$1} = $v unless $1 eq "HOME" || $1 eq "USER" || $1 eq "LOGNAME";
}
exec { $ARGV[0] } @ARGV;
my $e = $! + 0;
print STDERR "ai-sandbox: cannot run $ARGV[0]: $!\n";
exit($e == 2 ? 127 : 126);
'

HOME=/home/sandbox
USER=sandbox
LOGNAME=sandbox
export HOME USER LOGNAME

drop() {
    PATH=$command_path
    exec /usr/bin/setpriv --reuid=1000 --regid=1000 --clear-groups \
        --inh-caps=-all --ambient-caps=-all --bounding-set=-all --no-new-privs \
        -- /usr/bin/perl -e "$restore" -- "$@"
}

# With a lifeline (every session but a warm sandbox) this shell stays pid 1, as root, and runs the
# command as its child: a watcher (its own session, so no terminal signal reaches it) waits for a
# shared flock() on the lifeline, which the launcher holds exclusively while it lives. The kernel
# releases that lock when the launcher ends, however it ends; the watcher then signals pid 1, which
# exits, and the kernel kills everything else in the container. The command (uid 1000, no
# capabilities) can neither open the lifeline (its mode lets only this root in) nor signal pid 1.
# TERM and HUP sent to the container (podman stop) go on to the command; a terminal's INT reaches
# it directly (same process group).
supervise() {
    lifeline=$AISB_LIFELINE
    unset AISB_LIFELINE
    exec 3<&0
    (
        exec 0<&3 3<&-
        drop "$@"
    ) &
    child=$!
    exec 3<&-
    /usr/bin/perl -MPOSIX -MFcntl=:flock -e '
        POSIX::setsid();
        if (open(my $f, "<", $ARGV[0])) { flock($f, LOCK_SH); }
        else { print STDERR "ai-sandbox: cannot open the session lifeline $ARGV[0]: $!; ending\n"; }
        kill("USR1", 1);' "$lifeline" </dev/null &
    trap 'exit 137' USR1
    trap 'kill -TERM "$child" 2>/dev/null || true' TERM
    trap 'kill -HUP "$child" 2>/dev/null || true' HUP
    while :; do
        if wait "$child"; then status=0; else status=$?; fi
        kill -0 "$child" 2>/dev/null || exit "$status"
    done
}

if [ "${AISB_WARM-}" = 1 ]; then
    drop "$agent" "$agent_socket"
fi
if [ "$#" -eq 0 ]; then
    fail 78 "no command to run was given"
fi
if [ -n "${AISB_LIFELINE-}" ]; then
    supervise "$@"
fi
drop "$@"
