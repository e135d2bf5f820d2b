#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# ai-sandbox entrypoint. Starts as root inside the sandbox, sets up what only root can
# (the egress firewall in allowlist mode), proves it is in place, then drops to uid 1000
# with no capabilities and no-new-privs. Fails closed: it never runs the command
# unenforced. Exit 77: the ruleset could not be loaded (or the mode is unknown);
# exit 78: enforcement could not be verified or privileges cannot be dropped.
# Silent on success: the harness owns the terminal.
set -eu

ruleset=/etc/aisb/ruleset.nft
agent=/usr/local/libexec/aisb/exec-agent
agent_socket=/run/aisb-agent/agent.sock

fail() {
    code=$1
    shift
    printf 'ai-sandbox: %s\n' "$*" >&2
    exit "$code"
}

if [ "$(id -u)" != 0 ]; then
    fail 78 "the entrypoint must start as root inside the container (podman run --user=0:0) to set up and then drop its privileges; refusing to run"
fi

mode=${AISB_NET_MODE-}
case "$mode" in
none | open) ;;
allowlist)
    if ! nft -f "$ruleset"; then
        fail 77 "could not load the network ruleset $ruleset (does the container have NET_ADMIN and the ruleset mount?); refusing to run without the egress gate"
    fi
    for chain in output input; do
        if ! listing=$(nft list chain inet aisb "$chain" 2>/dev/null); then
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

HOME=/home/sandbox
USER=sandbox
LOGNAME=sandbox
export HOME USER LOGNAME

drop() {
    exec setpriv --reuid=1000 --regid=1000 --clear-groups \
        --inh-caps=-all --ambient-caps=-all --bounding-set=-all --no-new-privs \
        -- "$@"
}

if [ "${AISB_WARM-}" = 1 ]; then
    drop "$agent" "$agent_socket"
fi
if [ "$#" -eq 0 ]; then
    fail 78 "no command to run was given"
fi
drop "$@"
